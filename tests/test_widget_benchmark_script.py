"""``benchmarks/widget.py --quick`` runs and prints a line per variant with its figures, for the
clicks and for the computer moves.

Only the output's shape is checked: timings depend on the machine, so "MISSED" does not fail.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from numnum.widget.controller import BOT_MOVE_SECONDS, BOT_THINKING_SECONDS

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "widget.py"
LINE = r"(?P<name>[\w:]+) +(?P<clicks>\d+) clicks  median +(?P<p50>\d+\.\d+) ms  p95 +(?P<p95>\d+\.\d+) ms"


BOT_LINE = (
    r"(?P<name>[\w:]+) +(?P<moves>\d+) computer moves  median +(?P<p50>\d+\.\d) ms  max +(?P<max>\d+\.\d) ms "
    rf"\(target <= {1000 * BOT_MOVE_SECONDS:.0f} ms\) (ok|MISSED)$"
)
VARIANTS = ["numnum", "maumau", "maumau:club", "maumau_110", "number_one"]


def test_the_widget_benchmark_prints_median_and_p95_per_variant() -> None:
    out = subprocess.run(
        [sys.executable, str(SCRIPT), "--quick", "--bot-moves", "2"], capture_output=True, text=True, timeout=300
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    names = []
    for line in lines[:5]:
        match = re.match(LINE, line)
        assert match, line
        assert int(match["clicks"]) > 0 and 0 < float(match["p50"]) <= float(match["p95"])
        assert line.endswith(("ok", "MISSED"))
        names.append(match["name"])
    assert names == VARIANTS
    # then the computer moves: three level-5 players at "no waiting", median and slowest per variant
    thinking = f"{1000 * BOT_THINKING_SECONDS:.0f} ms"
    assert lines[5] == f"Three level-5 computer players, pause 0 ms (no waiting), thinking at most {thinking}:"
    bots = [re.match(BOT_LINE, line) for line in lines[6:]]
    assert all(bots), lines[6:]
    assert [m["name"] for m in bots if m] == VARIANTS
    assert all(int(m["moves"]) == 2 and 0 < float(m["p50"]) <= float(m["max"]) for m in bots if m)
