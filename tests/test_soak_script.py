"""The soak script: a short soak of every set-up runs clean, makes every kind of check and prints
its figures; a fault planted in the engine is reported with its seed (no timing is checked;
``make soak`` runs the long one)."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import numnum
from numnum.bots.expert import ExpertBot
from numnum.engine import player_view
from numnum.engine.game import Game
from numnum.engine.options import IntRange
from numnum.engine.registry import rules_for
from numnum.teaching.decks.lessons import lesson_deck

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "soak.py"
sys.path.insert(0, str(SCRIPT.parent))

import soak  # noqa: E402 - the script, imported to test its parts


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=300, cwd=ROOT, check=False
    )


def test_a_short_soak_of_every_setup_is_clean_and_makes_every_check() -> None:
    # a computer player in every game (--bot-games 1), so that every level plays in a short soak
    done = run("--games", "12", "--processes", "2", "--bot-games", "1", "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    figures = json.loads(done.stdout)
    setups: dict[str, dict[str, Any]] = figures["setups"]
    assert set(setups) == set(soak.SETUPS)
    for setup, t in setups.items():
        assert t["games"] + t["refused"] == 12, setup
        assert t["games"] > 0 and t["moves"] > 0 and t["longest"] > 0, setup
        assert t["failures"] == [], setup
        assert t["saves"] >= t["games"], setup  # one save at least in every game
        assert t["illegal"] > 0 and t["views"] == t["illegal"], setup  # a view at every illegal move tried
        assert t["explains"] == 4 * t["illegal"], setup  # a legal and the illegal move, in English and German
        assert t["most_players"] >= 6 and t["most_rounds"] >= 1, setup
    assert sum(t["teacher"] for t in setups.values()) > 0
    assert sum(t["refused"] for t in setups.values()) > 0
    decisions: Counter[str] = Counter()
    for t in setups.values():
        decisions.update(t["bots"])
    assert set(decisions) == set(soak.bot_names()) and min(decisions.values()) > 0, decisions
    assert "60/60 games" in done.stderr  # the progress bar


def test_the_tables_name_every_setup_and_every_check() -> None:
    done = run("--games", "5", "--processes", "1", "--variant", "numnum", "--variant", "maumau:club")
    assert done.returncode == 0, done.stderr
    assert "numnum" in done.stdout and "maumau:club" in done.stdout and "games/s" in done.stdout
    assert "maumau_110" not in done.stdout
    for heading in ("teachers", "saves", "illegal", "views", "explains", "random", "level1", "level5"):
        assert heading in done.stdout, heading


def test_setups_are_drawn_from_the_seed_alone_and_cover_the_options() -> None:
    assert soak.setup_for("number_one", 7) == soak.setup_for("number_one", 7)
    drawn = [soak.setup_for("maumau:club", seed) for seed in range(2000)]
    assert {su.players for su in drawn} == set(range(2, 9))
    assert {su.options.get("calls") for su in drawn} >= {"auto", "manual"}
    assert all(su.options["preset"] == "club" for su in drawn)
    hand_limit = rules_for("maumau").OPTIONS.MAX_HAND_SIZE
    assert {su.options.get("hand_size") for su in drawn} >= {None, *range(1, hand_limit + 1)}
    teachers = [(su.teacher, su.options["hand_size"]) for su in drawn if su.teacher is not None]
    assert 300 < len(teachers) < 500  # one game in five
    assert any(share < 0 for (_, share, _, _), _ in teachers)  # some just around the smallest deck dealt
    assert {size for _, size in teachers} == set(range(1, 11))
    bots = [su.bot for su in drawn if su.bot is not None]
    assert 10 < len(bots) < 40  # one game in a hundred
    assert {level for _, level in bots} == set(soak.BOT_LEVELS)
    assert all(su.bot is not None for su in (soak.setup_for("numnum", seed, bot_games=1) for seed in range(20)))
    lessons = {su.teacher[0] for su in (soak.setup_for("numnum", seed) for seed in range(500)) if su.teacher}
    assert lessons == set(range(1, 11))


def test_rounds_go_up_to_the_limit_but_are_mostly_few() -> None:
    rng = random.Random(5)
    drawn = Counter(soak.rounds(rng) for _ in range(20_000))
    limit = next(f.check for f in rules_for("numnum").OPTIONS.fields() if f.name == "rounds")
    assert isinstance(limit, IntRange) and max(drawn) == limit.hi == 100
    assert sum(n for r, n in drawn.items() if r <= 3) > 0.95 * 20_000
    assert any(4 <= r <= 10 for r in drawn) and any(10 < r < 100 for r in drawn)


def test_teachers_decks_are_lesson_decks_or_cut_from_the_standard_deck_and_mostly_dealt() -> None:
    made = refused = 0
    for setup in ("numnum", "maumau:basic", "number_one"):
        for seed in range(300):
            su = soak.setup_for(setup, seed)
            if su.teacher is None:
                continue
            try:
                g = soak.make_game(su, seed)
            except ValueError as exc:
                assert str(exc)
                refused += 1
                continue
            made += 1
            assert len(g.hands[0]) == su.options["hand_size"]
            if su.teacher[0]:  # a NumNum lesson: no card it has not taught yet
                lesson = Counter(c.text for c in lesson_deck(su.teacher[0]))
                assert not Counter(c.text for c in g.deck) - lesson
            assert soak.teachers_deck(su, seed) == soak.teachers_deck(su, seed)  # from the seed alone
    assert made > 3 * refused > 0


def test_the_searching_bots_play_with_a_reduced_budget() -> None:
    expert = soak.make_bot(5, seed=3)
    assert isinstance(expert, ExpertBot) and expert.name == "level5" and expert.simulations == soak.BOT_SIMULATIONS
    assert soak.make_bot("random", seed=3).name == "random" and soak.make_bot(2, seed=3).name == "level2"


def test_illegal_moves_are_illegal() -> None:
    g = numnum.new_game("maumau", players=3, seed=4)
    rng = random.Random(1)
    while legal := g.legal_moves():
        wrong = soak.illegal_move(g, legal, rng)
        with pytest.raises(numnum.IllegalMove):
            g.play(wrong)
        g.play(legal[0])


def test_a_broken_promise_is_reported_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: object, move: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr("numnum.engine.game.Game.play", broken)
    _, tally = soak.run_chunk(("numnum", 3, 2, soak.BOT_GAMES))
    assert tally.failures == ["numnum seed 3: RuntimeError: boom", "numnum seed 4: RuntimeError: boom"]


def failures(setup: str, seeds: range, bot_games: int = soak.BOT_GAMES, *, every: bool = False) -> list[str]:
    """The failures of a soak of ``seeds``; ``every``: every game dealt failed."""
    _, tally = soak.run_chunk((setup, seeds.start, len(seeds), bot_games))
    assert tally.failures
    if every:
        assert tally.games == 0 and len(tally.failures) + tally.refused == len(seeds)
    found: list[str] = tally.failures
    return found


def test_an_illegal_move_that_changes_the_game_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    play = Game.play

    def leaky(self: Game, move: object) -> None:
        try:
            play(self, move)
        except numnum.IllegalMove:
            self.history.append((0, "leak"))
            raise

    monkeypatch.setattr(Game, "play", leaky)
    found = failures("numnum", range(1, 9))
    assert all("the game changed at move" in f and "the illegal move" in f for f in found), found


def test_a_view_that_shows_another_hand_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    make_view = player_view.make_view

    def peeking(game: Game, player: int) -> player_view.View:
        view = make_view(game, player)
        return dataclasses.replace(view, hands=tuple(tuple(h) for h in game.hands))

    monkeypatch.setattr(player_view, "make_view", peeking)
    found = failures("maumau_110", range(1, 9))
    assert all("is shown in the view of seat" in f for f in found), found


def test_a_view_that_gives_away_hidden_cards_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    make_view = player_view.make_view

    def telling(game: Game, player: int) -> player_view.View:  # the next hand's first card, as the wish
        view = make_view(game, player)
        other = game.hands[(player + 1) % game.players]
        return dataclasses.replace(view, wish=other[0].text if other else None)

    monkeypatch.setattr(player_view, "make_view", telling)
    found = failures("numnum", range(1, 9))
    assert all("the view shows hidden cards" in f for f in found), found


def test_an_empty_explanation_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    explain = Game.explain

    def mute(self: Game, move: object, lang: object = "en") -> str:
        return "" if lang == "de" else explain(self, move, lang)

    monkeypatch.setattr(Game, "explain", mute)
    found = failures("number_one", range(1, 9))
    assert all("'de') is empty" in f for f in found), found


@pytest.mark.skipif(
    os.environ.get("NUMNUM_EXPECT_COMPILED", "") == "1", reason="replaces a property of Game: pure build only"
)
def test_winners_out_of_seat_order_are_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    winners = Game.winners

    def backwards(self: Game) -> list[int]:
        return [*winners.fget(self), -1]  # type: ignore[attr-defined]

    monkeypatch.setattr(Game, "winners", property(backwards))
    found = failures("numnum", range(1, 5))
    assert found and all("winners" in f for f in found), found


def test_a_save_that_loads_differently_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    load = numnum.load_game

    def forgetful(text: str | bytes) -> Game:
        g = load(text)
        g.rng.random()  # the loaded game would shuffle differently
        return g

    monkeypatch.setattr(numnum, "load_game", forgetful)
    monkeypatch.setattr(soak, "FIRST_SAVE", 1)  # the first save before the first move: in every game
    found = failures("maumau:basic", range(1, 5), every=True)
    assert all("saves differently" in f for f in found), found


def test_a_bot_that_chooses_an_illegal_move_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    class Cheat:  # plays a card the player does not hold
        name = "level3"

        def choose(self, view: numnum.View) -> numnum.Move:
            card = next(c for c in view.deck if c not in view.hand)
            return numnum.Move.parse(card.text, view.variant)

    monkeypatch.setattr(soak, "make_bot", lambda level, seed: Cheat())
    found = failures("numnum", range(1, 7), bot_games=1, every=True)
    assert all("not a legal move" in f for f in found), found


def test_a_bot_that_changes_the_game_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    view = Game.view

    def meddling(self: Game, player: int) -> player_view.View:  # the bot's view is made by the game
        self.history.append((player, "meddled"))
        return view(self, player)

    monkeypatch.setattr(Game, "view", meddling)
    monkeypatch.setattr(soak, "PROBES", 0)  # only the bots look at the table
    found = failures("maumau_110", range(1, 5), bot_games=1, every=True)
    assert all("changed the game while choosing" in f for f in found), found


def test_repeat_plays_one_game_again() -> None:
    done = run("--repeat", "maumau:basic:12")
    assert done.returncode == 0 and "maumau:basic seed 12: fine" in done.stdout
