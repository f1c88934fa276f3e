"""Computer players keep the pace at the table (issue 27 §7), without timed assertions.

At the table the expert (levels 4 and 5) thinks at most ``BOT_THINKING_SECONDS`` a move: its
search is an anytime one that looks at the clock after every playout and plays what it found so
far.  Here the clock is a fake one that moves on by a fixed step each time it is read, so every
test is deterministic; how long a move really takes is measured by ``benchmarks/widget.py``.
Without a time limit (tournaments, ``make_bot``) the expert never reads the clock.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

import numnum
from numnum.bots import expert as expert_module
from numnum.bots.expert import ExpertBot
from numnum.bots.greedy import policy_for, rules_of
from numnum.tournament import run_tournament
from numnum.widget.card_table import CardTable
from numnum.widget.controller import BOT_MOVE_SECONDS, BOT_THINKING_SECONDS, Controller

#: The fake clock and the counted playouts replace what the expert's module and object look up;
#: a module compiled with mypyc binds those in C, so these tests run on the pure build only (the
#: compiled wheel is the same source).
pytestmark = pytest.mark.skipif(
    os.environ.get("NUMNUM_EXPECT_COMPILED", "") == "1", reason="replaces the search's clock: pure build only"
)


class FakeClock:
    """``time`` for the expert: ``perf_counter`` moves on by ``step`` seconds at every reading."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.readings = 1000.0, step, 0

    def perf_counter(self) -> float:
        self.readings += 1
        self.now += self.step
        return self.now


class NoClock:
    """``time`` for the expert that must not be read."""

    def perf_counter(self) -> float:
        raise AssertionError("the expert read the clock without a time limit")


def _decision(variant: str = "numnum") -> tuple[numnum.Game, ExpertBot, list[Any]]:
    """A game where the expert (to move) has several candidates; the bot and its candidates."""
    bot = ExpertBot(seed=1)
    for seed in range(200):
        g = numnum.new_game(variant, 3, seed=seed)
        for _ in range(12):
            if g.is_over:
                break
            view = g.view(g.current_player)
            rules = rules_of(view)
            moves = bot.shortlist(view, policy_for(rules, bot.own_weights(variant)))
            if len(moves) >= 3:
                return g, bot, moves
            g.play(g.legal_moves()[0])
    raise AssertionError("no decision with three candidates")


def _count_playouts(bot: ExpertBot, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    played: list[int] = []
    real = bot.playout

    def playout(*args: Any, **kwargs: Any) -> float:
        played.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(bot, "playout", playout)
    return played


def _playouts_before(readings: int, candidates: int) -> int:
    """The playouts of a search whose clock shows the time up at reading ``readings + 1``: the
    clock is read before every deal and after every playout (all candidates play each deal)."""
    seen = played = 0
    while True:
        seen += 1  # before a deal
        if seen > readings:
            return played
        for _ in range(candidates):
            played += 1
            seen += 1  # after a playout
            if seen > readings:
                return played


def test_without_a_time_limit_the_expert_never_reads_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    g, bot, _moves = _decision()
    monkeypatch.setattr(expert_module, "time", NoClock())
    view = g.view(g.current_player)
    assert bot.time_limit is None and numnum.make_bot(5).time_limit is None
    first = bot.choose(view)
    assert first in g.legal_moves() and bot.choose(view) is first  # the same view, the same move


def test_the_search_stops_after_the_playout_in_which_the_time_is_up(monkeypatch: pytest.MonkeyPatch) -> None:
    g, bot, moves = _decision()
    view = g.view(g.current_player)
    rules = rules_of(view)
    full = bot.evaluate(view, moves, rules)
    assert sum(map(len, full)) > 2 * len(moves)  # without a limit: many rounds
    for readings in (1, 2, len(moves) + 1, 3 * len(moves)):
        # the deadline is read once when the search starts, then before each deal and after each playout
        clock = FakeClock(1.0)
        monkeypatch.setattr(expert_module, "time", clock)
        results = bot.evaluate(view, moves, rules, deadline=clock.now + readings + 0.5)
        played = sum(map(len, results))
        assert played == _playouts_before(readings, len(moves)) and played < sum(map(len, full))
        # whatever was played is the start of the full search (the same deals, the favourite first)
        assert all(r == f[: len(r)] for r, f in zip(results, full, strict=True))
        assert len(results[0]) >= max(map(len, results))


def test_when_the_time_is_up_before_any_playout_the_expert_plays_its_rules_favourite(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    g, bot, moves = _decision()
    bot.time_limit = 0.5
    played = _count_playouts(bot, monkeypatch)
    monkeypatch.setattr(expert_module, "time", FakeClock(1.0))  # every reading is a second later
    assert bot.choose(g.view(g.current_player)) == moves[0]
    assert played == []


@pytest.mark.parametrize("search", ["race", "ismcts"])
def test_a_time_limit_bounds_the_playouts_of_a_decision(search: str, monkeypatch: pytest.MonkeyPatch) -> None:
    g, _bot, _moves = _decision()
    bot = ExpertBot(seed=1, simulations=100_000, time_limit=BOT_THINKING_SECONDS, search=search)
    played: list[int] = []
    real = bot.tree_playout if search == "ismcts" else bot.playout

    def counted(*args: Any, **kwargs: Any) -> float:
        played.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(bot, "tree_playout" if search == "ismcts" else "playout", counted)
    step = BOT_THINKING_SECONDS / 20  # a twentieth of the time a reading: about 20 playouts, not 100,000
    monkeypatch.setattr(expert_module, "time", FakeClock(step))
    assert bot.choose(g.view(g.current_player)) in g.legal_moves()
    assert 0 < len(played) <= 20


def test_every_expert_at_the_table_has_the_tables_time_limit_and_the_others_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    t = Controller("numnum", players=5, humans=1, bots=[5, 4, "expert", 3], seed=1, autosave=False, bot_delay=0)
    limits = {t.seats[seat][1]: getattr(bot, "time_limit", "none") for seat, bot in t.bots.items()}
    assert limits == {
        "level5": BOT_THINKING_SECONDS,
        "level4": BOT_THINKING_SECONDS,
        "expert": BOT_THINKING_SECONDS,
        "level3": "none",
    }
    assert 0 < BOT_THINKING_SECONDS < BOT_MOVE_SECONDS <= 0.5  # room for the move and the new picture
    # a new game from the settings panel and "Play again" keep the limit
    w = CardTable(t)
    w.click("settings")
    panel = t.scene().settings
    assert panel is not None
    w.click("new_game", settings={**{f.name: f.value for f in panel}, "players": "3", "seat2": "level5"})
    assert [getattr(b, "time_limit", None) for b in t.bots.values()] == [BOT_THINKING_SECONDS, BOT_THINKING_SECONDS]


def test_a_computer_move_at_the_table_stops_thinking_at_the_tables_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    t = Controller("numnum", players=4, humans=0, bots=5, seed=3, autosave=False, bot_delay=0)
    for bot in t.bots.values():
        assert isinstance(bot, ExpertBot)
        bot.simulations = 100_000  # without the limit: a very long search
    clock = FakeClock(BOT_THINKING_SECONDS / 10)
    monkeypatch.setattr(expert_module, "time", clock)
    assert t.run_bots(limit=20) == 20
    # each decision read the clock at most about ten times (then the time was up)
    assert clock.readings <= 20 * 12


def test_tournaments_keep_their_fixed_budget_unless_given_a_time_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(expert_module, "time", NoClock())
    first = run_tournament("numnum", 3, ["expert", "greedy", "greedy"], 1, 7)
    again = run_tournament("numnum", 3, ["expert", "greedy", "greedy"], 1, 7)
    assert [s.wins for s in first.standings] == [s.wins for s in again.standings]
    assert first.moves == again.moves
