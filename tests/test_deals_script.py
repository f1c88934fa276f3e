"""``benchmarks/deals.py`` runs, prints a row per way of dealing, and the expert's deals agree
with the other players' plays more often than uniform ones."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "deals.py"


def test_the_diagnostic_compares_the_ways_of_dealing() -> None:
    out = subprocess.run(
        [sys.executable, str(SCRIPT), "--variant", "numnum", "--games", "2", "--deals", "4"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].split()[:3] == ["variant", "way", "expected"]
    rows = {line.split()[1]: line.split() for line in lines[1:5]}
    assert list(rows) == ["uniform", "draws", "expert", "judged"]
    for row in rows.values():
        assert row[0] == "numnum" and len(row) == 10
        assert 0.0 <= float(row[3]) <= 1.0  # the overlap is a share of the true hand
    agree = {way: float(row[8]) for way, row in rows.items()}
    assert agree["expert"] > agree["uniform"] and agree["expert"] >= 0.9
    assert "decisions" in lines[5]
