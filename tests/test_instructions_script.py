"""The instruction-count benchmark runs and prints its counts (a smoke test: no count is checked
against a target)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "instructions.py"

pytestmark = pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=300, cwd=ROOT, check=False
    )


def test_the_instruction_count_of_a_move_is_printed_with_its_ratio_to_the_reference() -> None:
    done = run("--variant", "numnum", "--games", "3", "--warm", "0", "--json")
    assert done.returncode == 0, done.stderr
    (row,) = [json.loads(line) for line in done.stdout.splitlines()]
    assert row["variant"] == "numnum" and row["build"] in ("pure", "compiled") and row["moves"] > 0
    # a move costs thousands of instructions, not a handful and not millions
    assert 1_000 < row["instructions_per_move"] < 1_000_000, row
    if "ratio" in row:
        assert row["ratio"] == pytest.approx(
            row["instructions_per_move"] / row["reference_instructions_per_move"], 1e-2
        )


def test_an_unknown_variant_is_refused() -> None:
    done = run("--variant", "chess")
    assert done.returncode == 2 and "chess" in done.stderr
