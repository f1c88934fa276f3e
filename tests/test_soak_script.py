"""The soak script: a short soak of every set-up runs clean and prints its figures (no timing is
checked; ``make soak`` runs the long one)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "soak.py"
sys.path.insert(0, str(SCRIPT.parent))

import soak  # noqa: E402 - the script, imported to test its parts


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=300, cwd=ROOT, check=False
    )


def test_a_short_soak_of_every_setup_is_clean_and_prints_figures() -> None:
    done = run("--games", "40", "--processes", "2", "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    figures = json.loads(done.stdout)
    assert set(figures["setups"]) == set(soak.SETUPS)
    for setup, t in figures["setups"].items():
        assert t["games"] + t["refused"] == 40, setup
        assert t["games"] > 0 and t["moves"] > 0 and t["longest"] > 0, setup
        assert t["failures"] == [], setup
    assert "200/200 games" in done.stderr  # the progress bar


def test_the_table_names_every_setup() -> None:
    done = run("--games", "5", "--processes", "1", "--variant", "numnum", "--variant", "maumau:club")
    assert done.returncode == 0, done.stderr
    assert "numnum" in done.stdout and "maumau:club" in done.stdout and "games/s" in done.stdout
    assert "maumau_110" not in done.stdout


def test_setups_are_drawn_from_the_seed_alone_and_cover_the_options() -> None:
    assert soak.setup_for("number_one", 7) == soak.setup_for("number_one", 7)
    drawn = [soak.setup_for("maumau:club", seed) for seed in range(200)]
    assert {players for _, players, _ in drawn} == set(range(2, 9))
    assert {o.get("calls") for _, _, o in drawn} >= {"auto", "manual"}
    assert all(o["preset"] == "club" for _, _, o in drawn)


def test_a_broken_promise_is_reported_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: object, move: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr("numnum.engine.game.Game.play", broken)
    _, tally = soak.run_chunk(("numnum", 3, 2))
    assert tally.failures == ["numnum seed 3: RuntimeError: boom", "numnum seed 4: RuntimeError: boom"]


def test_repeat_plays_one_game_again() -> None:
    done = run("--repeat", "maumau:basic:12")
    assert done.returncode == 0 and "maumau:basic seed 12: fine" in done.stdout
