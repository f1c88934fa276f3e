"""``benchmarks/widget.py --quick`` runs and prints a line per variant with its figures.

Only the output's shape is checked: timings depend on the machine, so "MISSED" does not fail.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "widget.py"
LINE = r"(?P<name>[\w:]+) +(?P<clicks>\d+) clicks  median +(?P<p50>\d+\.\d+) ms  p95 +(?P<p95>\d+\.\d+) ms"


def test_the_widget_benchmark_prints_median_and_p95_per_variant() -> None:
    out = subprocess.run([sys.executable, str(SCRIPT), "--quick"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    names = []
    for line in lines:
        match = re.match(LINE, line)
        assert match, line
        assert int(match["clicks"]) > 0 and 0 < float(match["p50"]) <= float(match["p95"])
        assert line.endswith(("ok", "MISSED"))
        names.append(match["name"])
    assert names == ["numnum", "maumau", "maumau:club", "maumau_110", "number_one"]
