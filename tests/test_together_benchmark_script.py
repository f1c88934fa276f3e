"""``benchmarks/together.py --quick`` runs (a server, two pupils' pages) and prints its two lines
of figures.  Only the output's shape is checked: timings depend on the machine, so "MISSED" does
not fail."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from browser import CHROMIUM, ROOT

SCRIPT = ROOT / "benchmarks" / "together.py"
LINE = (
    r"click -> the (other pages|clicking page|other kernels): (?P<n>\d+) redraws  "
    r"median (?P<p50>\d+) ms  p95 (?P<p95>\d+) ms  max (?P<max>\d+) ms \(goal < 200 ms\) (ok|MISSED)$"
)


def test_the_shared_table_benchmark_prints_its_figures() -> None:
    if os.environ.get("NUMNUM_EXPECT_COMPILED", "") == "1":
        pytest.skip("browser tests run on the pure build only")
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.skip(f"chromium is not installed at {CHROMIUM}")
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    out = subprocess.run([sys.executable, str(SCRIPT), "--quick"], capture_output=True, text=True, timeout=600, env=env)
    assert out.returncode == 0, out.stderr[-3000:]
    lines = out.stdout.splitlines()
    assert lines[0] == "A NumNum table of 2 pupils, each in their own browser (Voila), one Jupyter server:"
    figures = [re.match(LINE, line) for line in lines[1:]]
    assert len(figures) == 4 and all(figures[:3]), lines
    assert lines[4].startswith("(load average of the machine at the end: ")
    figures = figures[:3]
    for match in figures:
        assert match is not None
        assert int(match["n"]) > 0 and int(match["p50"]) <= int(match["p95"]) <= int(match["max"])
