"""The gentle levels: level 1 plays like a young child (simple visible rules, human-like slips),
level 2 is the greedy bot with a child's move in a third of its decisions."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import numnum
from numnum.bots import LEVEL2_SLIPS
from numnum.bots.base import decision_rng
from numnum.bots.child import CHILD, ChildBot, Slips, child_move
from numnum.bots.greedy import GreedyBot
from numnum.engine.player_view import View
from numnum.moves import Action, Move
from numnum.tournament import round_robin

NO_SLIPS = Slips(0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
SPECS: list[tuple[str, str | None, dict[str, Any]]] = [
    ("numnum", None, {}),
    ("maumau", "basic", {}),
    ("maumau", "club", {}),
    ("maumau_110", None, {}),
    ("number_one", None, {}),
]


def views(games: int = 6) -> list[View]:
    """The decisions with a real choice of seeded games played by level 1 and 2 bots."""
    out = []
    for k in range(games):
        for variant, preset, options in SPECS:
            g = numnum.new_game(variant, 3, seed=k, preset=preset, **options)
            bots = [numnum.make_bot(1 + seat % 2, seed=seat) for seat in range(3)]
            for _ in range(400):
                if g.is_over:
                    break
                view = g.view(g.current_player)
                if len(view.legal_moves) > 1:
                    out.append(view)
                g.play(bots[g.current_player].choose(view))
    return out


VIEWS = views()


def first_fitting(view: View) -> set[Move]:
    """The plays of the first card of the hand that can be played alone."""
    plays = [m for m in view.legal_moves if m.action is Action.PLAY and len(m.cards) == 1]
    for card in view.hand:
        mine = {m for m in plays if m.cards[0] == card}
        if mine:
            return mine
    return set()


def test_without_slips_the_child_plays_the_first_card_that_fits_and_draws_only_when_none_does() -> None:
    checked = 0
    for view in VIEWS:
        legal = view.legal_moves
        if view.phase != "turn" or any(m.action is Action.CATCH for m in legal):
            continue
        if any(len(m.cards) > 1 for m in legal) or any(m.action is Action.CHOOSE for m in legal):
            continue
        move = child_move(view, random.Random(1), NO_SLIPS)
        first = first_fitting(view)
        if first:
            assert move in first, (str(move), [str(c) for c in view.hand])
            assert move.call or not any(m.call for m in first)  # without slips: the call is made
        else:
            assert move.action in (Action.DRAW, Action.PASS)
        checked += 1
    assert checked > 200


def test_the_child_slips_as_children_do_not_at_random() -> None:
    seen: Counter[str] = Counter()
    chances: Counter[str] = Counter()
    for view in VIEWS:
        legal = view.legal_moves
        move = ChildBot(seed=3).choose(view)
        assert move in legal
        plays = [m for m in legal if m.action is Action.PLAY]
        if any(m.action is Action.CATCH for m in legal):
            chances["catch"] += 1
            seen["catch"] += move.action is not Action.CATCH
        elif view.phase == "chain" and plays and Move.PASS in legal:
            chances["again"] += 1
            seen["again"] += move is Move.PASS
        elif view.phase == "turn" and plays and Move.DRAW in legal and not view.pending_draw:
            chances["overlook"] += 1
            seen["overlook"] += move is Move.DRAW
            if move.action is Action.PLAY and len(move.cards) == 1 and not any(m.choice for m in plays):
                assert move.cards[0] in {m.cards[0] for m in first_fitting(view)}  # never a later card
        if move.action is Action.PLAY and any(m.call for m in legal if m.cards == move.cards):
            chances["call"] += 1
            seen["call"] += not move.call
    rates = {k: seen[k] / chances[k] for k in chances}
    assert set(rates) == {"catch", "again", "overlook", "call"}, chances
    assert 0.2 < rates["again"] < 0.8 and 0.03 < rates["overlook"] < 0.25 and 0.1 < rates["call"] < 0.6, rates
    assert 0.0 < rates["catch"] < 1.0, rates


def test_level2_plays_greedy_except_in_a_third_of_its_decisions_where_it_makes_the_childs_move() -> None:
    level2 = numnum.make_bot(2, seed=4)
    greedy = numnum.make_bot("greedy", seed=4)
    assert isinstance(level2, GreedyBot) and level2.slips == LEVEL2_SLIPS
    slipped = 0
    for view in VIEWS:
        move = level2.choose(view)
        rng = decision_rng(4, view, "slip")
        if rng.random() < LEVEL2_SLIPS:
            slipped += 1
            assert move is child_move(view, rng)
        else:
            assert move is greedy.choose(view)
    assert 0.2 < slipped / len(VIEWS) < 0.45


def test_slips_are_checked() -> None:
    with pytest.raises(ValueError, match="chance from 0 to 1"):
        ChildBot(slips=CHILD._replace(overlook=1.5))
    with pytest.raises(ValueError, match="slips"):
        GreedyBot(slips=-0.1)


def test_the_gentle_levels_are_ordered_in_a_round_robin() -> None:
    r = round_robin("numnum", 4, ["level1", "level2", "level3"], games=40, seed=500)
    assert r.ordered and list(r.ratings) == sorted(r.ratings)
    assert [(p.first, p.second) for p in r.pairings] == [(2, 1), (3, 1), (3, 2)]
    assert all(p.wins + p.losses + p.unfinished == 40 for p in r.pairings)
