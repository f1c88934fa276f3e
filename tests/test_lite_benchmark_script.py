"""``benchmarks/lite.py`` runs against the built site and prints its figures for one run.

Only the output's shape is checked: timings and sizes depend on the machine and the site, so
"MISSED" does not fail.  The site is built first when it is not fresh (``site`` of test_lite).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from browser import ROOT
from test_lite import site  # noqa: F401 (the fixture: build/lite, built when it is not fresh)

SCRIPT = ROOT / "benchmarks" / "lite.py"


def test_the_lite_benchmark_prints_sizes_and_times(site: Path) -> None:  # noqa: F811
    import pytest
    from browser import _missing

    why = _missing()
    if why:
        pytest.skip(why)
    out = subprocess.run(
        [sys.executable, str(SCRIPT), "--json", "--door", "--site", str(site)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    lab, door = (json.loads(line) for line in out.stdout.splitlines())
    assert (lab["way"], door["way"]) == ("lab", "door")
    for row in (lab, door):
        assert 5 < row["mb_gzip"] < row["mb_fetched"] < 40, row
        assert row["files"] > 50
        assert row["seconds_to_kernel_ready"] > 0 and row["seconds_ready_to_playable"] > 0, row
    assert lab["seconds_ready_to_playable"] <= lab["seconds_ready_to_explanation"], lab
    # sympy is fetched for the explanation, after the table is there (not with import numnum)
    assert lab["sympy_sent_after_ready"] is not None and lab["sympy_sent_after_ready"] > 0, lab
    # the start page's game is one table, without an explanation: sympy is not sent for it
    assert door["seconds_ready_to_explanation"] is None and door["sympy_sent_after_ready"] is None, door


def test_the_lite_benchmark_says_when_there_is_no_site(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, str(SCRIPT), "--site", str(tmp_path)], capture_output=True, text=True)
    assert out.returncode != 0 and "make lite" in out.stderr
