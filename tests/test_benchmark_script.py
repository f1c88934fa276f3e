"""The benchmark script runs and prints its ratio (a smoke test: no timing is checked)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "engine.py"
REFERENCE = (ROOT / ".." / "shared" / "bench" / "maumau_ref.py").resolve()

pytestmark = pytest.mark.skipif(not REFERENCE.is_file(), reason=f"reference loop {REFERENCE} not found")


def run(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--games", "2", "--runs", "1", "--compiled", "none", *args],
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
