"""The benchmark script runs and prints its ratio (a smoke test: no timing is checked)."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_compare_script import WITHOUT_OPTIONAL

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "engine.py"
REFERENCE = (ROOT / ".." / "shared" / "bench" / "maumau_ref.py").resolve()

pytestmark = pytest.mark.skipif(not REFERENCE.is_file(), reason=f"reference loop {REFERENCE} not found")


def run(*args: str, python: tuple[str, ...] = ()) -> str:
    """The script's output with ``args`` (``python``: arguments of the interpreter before it)."""
    done = subprocess.run(
        [sys.executable, *python, str(SCRIPT), "--games", "2", "--runs", "1", "--compiled", "none", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_benchmark_prints_microseconds_per_move_and_the_ratio() -> None:
    out = run("--variant", "numnum")
    row = next(line for line in out.splitlines() if line.startswith("numnum"))
    numbers = [float(x) for x in re.findall(r"\d+\.\d+", row)]
    assert len(numbers) == 8, row  # moves/game, us/move, without dealing, reference, ratio, its quartiles, target
    assert all(x > 0 for x in numbers), row
    low, ratio, high = numbers[5], numbers[4], numbers[6]
    assert low <= ratio <= high, row
    assert "ratio" in out


def test_the_benchmark_prints_json_for_every_playable_variant() -> None:
    results = [json.loads(line) for line in run("--json").splitlines()]
    assert "numnum" in [r["variant"] for r in results]
    for r in results:
        assert r["us_per_move"] > 0 and r["reference_us_per_move"] > 0 and r["ratio"] > 0
        assert len(r["ratio_runs"]) == r["runs"] and r["ratio_quartiles"][0] <= r["ratio"] <= r["ratio_quartiles"][1]


def test_an_unknown_variant_is_refused() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--variant", "chess"], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 2 and "chess" in done.stderr


OTHERS = {"rlcard": ("rlcard:uno (env)", "rlcard:uno (game)"), "pyspiel": ("open_spiel:crazy_eights",)}


def test_other_engines_are_rows_of_the_same_table_or_a_line_says_how_to_install_them() -> None:
    out = run("--variant", "maumau_110")
    for module, names in OTHERS.items():
        if importlib.util.find_spec(module) is None:
            assert f"{module.replace('pyspiel', 'open_spiel')} is not installed" in out
            assert ".venv/bin/pip install -e '.[bench]'" in out
            continue
        for name in names:
            line = next(line for line in out.splitlines() if line.startswith(name + " "))
            numbers = [float(x) for x in re.findall(r"\d+\.\d+", line)]
            assert len(numbers) == 6, line  # moves/game, us/move, reference, ratio, its quartiles
            low, ratio, high = numbers[4], numbers[3], numbers[5]
            assert all(x > 0 for x in numbers) and low <= ratio <= high, line


def test_without_the_bench_extra_two_lines_say_how_to_install_it() -> None:
    out = run("--variant", "numnum", python=("-c", WITHOUT_OPTIONAL))
    hints = [line for line in out.splitlines() if ".venv/bin/pip install -e '.[bench]'" in line]
    assert len(hints) == 2 and "rlcard" in hints[0] and "open_spiel" in hints[1], hints
    assert "rlcard:" not in out and "open_spiel:" not in out


def test_no_others_leaves_the_other_engines_out() -> None:
    out = run("--variant", "numnum", "--no-others")
    assert "rlcard" not in out and "open_spiel" not in out
    assert any(line.startswith("numnum ") for line in out.splitlines())
