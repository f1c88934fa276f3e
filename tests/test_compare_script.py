"""The side-by-side benchmark runs and prints its rows (a smoke test: no timing is checked)."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "compare.py"
REFERENCE = (ROOT / ".." / "shared" / "bench" / "maumau_ref.py").resolve()
INSTALL_HINT = ".venv/bin/pip install -e '.[bench]'"
OPTIONAL = {"rlcard": "rlcard:uno (env)", "pyspiel": "open_spiel:crazy_eights"}

pytestmark = pytest.mark.skipif(not REFERENCE.is_file(), reason=f"reference loop {REFERENCE} not found")

# Runs the script as __main__ with rlcard and pyspiel made unimportable, as on a machine without them.
WITHOUT_OPTIONAL = """
import runpy, sys

class Missing:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in ("rlcard", "pyspiel"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, Missing())
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def run(*args: str, without_optional: bool = False) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, str(SCRIPT), "--games", "2", "--runs", "1", *args]
    if without_optional:
        command[1:1] = ["-c", WITHOUT_OPTIONAL]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr
    return done


def row(out: str, engine: str) -> list[float]:
    """The numbers of the table row of ``engine``: moves/game, us/move, ratio (finished is a %)."""
    line = next(line for line in out.splitlines() if line.startswith(engine + " "))
    return [float(x) for x in re.findall(r"\d+\.\d+", line)]


def test_the_table_has_the_numnum_and_reference_rows() -> None:
    out = run().stdout
    for engine in ("reference", "numnum:maumau_110", "numnum:numnum"):
        numbers = row(out, engine)
        assert len(numbers) == 3 and all(x > 0 for x in numbers), (engine, numbers)
    assert row(out, "reference")[-1] == 1.0
    for module, engine in OPTIONAL.items():
        if importlib.util.find_spec(module) is None:
            assert f"{module.replace('pyspiel', 'open_spiel')} is not installed" in out
            assert INSTALL_HINT in out
        else:
            assert len(row(out, engine)) == 3


def test_without_rlcard_and_open_spiel_it_says_how_to_install_them_and_measures_the_rest() -> None:
    out = run(without_optional=True).stdout
    hints = [line for line in out.splitlines() if INSTALL_HINT in line]
    assert len(hints) == 2 and "rlcard" in hints[0] and "open_spiel" in hints[1], hints
    assert "rlcard:" not in out and "open_spiel:" not in out
    for engine in ("reference", "numnum:maumau_110", "numnum:numnum"):
        assert len(row(out, engine)) == 3


def test_json_prints_one_object_per_engine_and_the_hints_on_stderr() -> None:
    done = run("--json", without_optional=True)
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["engine"] for r in results] == ["reference", "numnum:maumau_110", "numnum:numnum"]
    for r in results:
        assert r["us_per_move"] > 0 and r["ratio"] > 0 and r["moves"] > 0
    assert done.stderr.count(INSTALL_HINT) == 2
