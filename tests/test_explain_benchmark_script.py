"""``benchmarks/explain.py --quick`` runs and prints its three figures.

Only the output's shape is checked: a benchmark's timings are no test (they depend on the
machine), so "MISSED" does not fail here.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "explain.py"

VERDICT = r"(?P<verdict>ok|MISSED)$"
FIGURES = {
    "a": r"\(a\) warm explanation .*: (?P<value>\d+\.\d+) ms \(target <= 5 ms\) " + VERDICT,
    "b": r"\(b\) first explanation with markdown .*: (?P<value>\d+\.\d+) s \(target <= 1\.5 s\) " + VERDICT,
    "c": r"\(c\) import numnum minus bare .*: (?P<value>-?\d+\.\d+) s .*\(target <= 0\.15 s\) " + VERDICT,
}


def test_the_benchmark_prints_three_figures_with_targets() -> None:
    out = subprocess.run(
        [sys.executable, str(SCRIPT), "--quick"], capture_output=True, text=True, timeout=300, check=False
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert len(lines) == 3, out.stdout
    for line, (name, pattern) in zip(lines, FIGURES.items(), strict=True):
        match = re.match(pattern, line)
        assert match, f"figure ({name}) not found in {line!r}"
        if name != "c":  # (c) is a difference of two medians and may come out below zero
            assert float(match["value"]) > 0, line


def test_the_benchmark_explains_itself() -> None:
    out = subprocess.run([sys.executable, str(SCRIPT), "--help"], capture_output=True, text=True, check=True)
    assert "--quick" in out.stdout
