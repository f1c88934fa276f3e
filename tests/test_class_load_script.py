"""``benchmarks/class_load.py`` runs for a class of one pupil, without a browser and with one, and
prints its figures (no timing is checked: the figures for 10 and 30 pupils are in
``benchmarks/README.md``)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from browser import CHROMIUM

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "class_load.py"
SECONDS = r"first +[\d.]+ s  median +[\d.]+ s  slowest +[\d.]+ s"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=600, cwd=ROOT, check=False
    )


@pytest.mark.parametrize("mode", ["server", "browser"])
def test_a_class_of_one_gets_every_output_and_leaves_no_kernel(mode: str) -> None:
    pytest.importorskip("voila")
    if mode == "browser":
        if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
            pytest.skip(f"chromium is not installed at {CHROMIUM}")
        pytest.importorskip("playwright.sync_api")
    out = run("--pupils", "1", "--mode", mode, "--cull", "20", "--cull-interval", "5", "--stay", "2")
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    assert re.fullmatch(
        r"en/01_times_tables_as_rows\.ipynb: (\d+) outputs, (\d+) widgets; one pupil alone: .*", lines[0]
    )
    assert lines[1] == f"1 pupils at once ({mode}; they close their pages), cull after 20 s every 5 s:"
    assert re.fullmatch(rf"  first widget   {SECONDS}", lines[2]), lines[2]
    assert re.fullmatch(rf"  whole page     {SECONDS}", lines[3]), lines[3]
    assert lines[4] == "  failures       no widget 0, missing outputs 0, kernel 404 0, IOPub timeouts 0"
    assert re.fullmatch(r"  kernels alive  1 while they stay, 0 10 s after they leave, 0 after \d+ s", lines[5])
    assert re.fullmatch(
        r"  memory \(peak\)  server [\d,]+ MB \+ 1 kernels [\d,]+ MB \([\d,]+ MB each\) = [\d,]+ MB", lines[6]
    )


def test_a_page_that_vanishes_keeps_its_kernel_until_the_cull_ends_it() -> None:
    """``--vanish``: the pupil's page goes without a word (a laptop shut), so the kernel lives on
    after the pupil left, until the cull (shortened here with ``--cull``) ends it."""
    pytest.importorskip("voila")
    out = run("--pupils", "1", "--mode", "server", "--vanish", "--cull", "30", "--cull-interval", "5", "--stay", "1")
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    assert lines[1] == "1 pupils at once (server; their pages vanish), cull after 30 s every 5 s:"
    assert lines[4] == "  failures       no widget 0, missing outputs 0, kernel 404 0, IOPub timeouts 0"
    found = re.fullmatch(r"  kernels alive  1 while they stay, 1 10 s after they leave, 0 after (\d+) s", lines[5])
    assert found, lines[5]
    assert int(found.group(1)) >= 20, "the kernel ended before the cull could end it"


def test_bad_arguments_are_refused_in_words() -> None:
    for args, words in (
        (["--pupils", "0"], "--pupils must be at least 1"),
        (["--lesson", "../notebooks/play.ipynb"], "is not a notebook below lessons/"),
        (["--cull", "0"], "--cull and --cull-interval must be at least 1 second"),
    ):
        out = run(*args)
        assert out.returncode == 2 and words in out.stderr, out.stderr
