"""The expert's information-set tree search (``search="ismcts"``) and the tree below each
candidate of the race (``tree_depth``): legal moves only, only the view, deterministic."""

from __future__ import annotations

import random
from typing import Any

import pytest

import numnum
from numnum.bots.expert import ExpertBot, TreeEdge
from numnum.bots.greedy import GreedyBot, policy_for, rules_of
from numnum.engine.sample import sample_game
from numnum.moves import Move

SPECS: list[tuple[str, str | None]] = [("numnum", None), ("maumau", "club"), ("maumau_110", None), ("number_one", None)]
TREES: list[dict[str, Any]] = [
    {"search": "ismcts", "tree_depth": 3, "simulations": 8},
    {"search": "race", "tree_depth": 2, "simulations": 8},
]


@pytest.mark.parametrize(("variant", "preset"), SPECS)
@pytest.mark.parametrize("kwargs", TREES, ids=["ismcts", "race-tree"])
def test_tree_searches_play_legal_moves_to_the_end(variant: str, preset: str | None, kwargs: dict[str, Any]) -> None:
    g = numnum.new_game(variant, 3, seed=41, preset=preset)
    bots: list[numnum.Bot] = [ExpertBot(seed=2, **kwargs), GreedyBot(seed=1), GreedyBot(seed=2)]
    for _ in range(3000):
        if g.is_over:
            break
        view = g.view(g.current_player)
        move = bots[g.current_player].choose(view)
        assert move in g.legal_moves()
        g.play(move)
    assert g.is_over


@pytest.mark.parametrize("kwargs", TREES, ids=["ismcts", "race-tree"])
def test_tree_searches_see_only_the_view_and_repeat_themselves(kwargs: dict[str, Any]) -> None:
    checked = 0
    for seed in range(12):
        g = numnum.new_game("numnum", players=4, seed=seed)
        for _ in range(3 + seed):
            g.play(GreedyBot(seed=seed).choose(g.view(g.current_player)))
        me = g.current_player
        view = g.view(me)
        if len(view.legal_moves) < 2:
            continue
        twin = sample_game(view, random.Random(seed))
        before = g.to_json()
        choices = {ExpertBot(seed=5, **kwargs).choose(x.view(me)) for x in (g, twin, g)}
        assert len(choices) == 1 and g.to_json() == before
        checked += 1
    assert checked >= 6


def test_the_tree_tries_the_rules_favourite_first_and_learns_from_results() -> None:
    bot = ExpertBot(prior=2.0, bias=0.05, explore=0.4)
    node: dict[Move, TreeEdge] = {}
    a, b = Move.DRAW, Move.PASS
    assert bot.select(node, [b, a])[0] is b and node[a].seen == node[b].seen == 1
    node[b].visits, node[b].wins = 20, 2.0
    node[a].visits, node[a].wins = 20, 12.0
    assert bot.select(node, [b, a])[0] is a
    assert bot.select(node, [b])[0] is b  # only the moves the dealt game allows
    assert node[b].seen == 3 and node[a].seen == 2


def test_the_tree_below_a_candidate_grows_and_counts_every_playout() -> None:
    g = numnum.new_game("numnum", players=4, seed=3)
    view = g.view(0)
    bot = ExpertBot(seed=1, simulations=12, tree_depth=2)
    rules = rules_of(view)
    mine = policy_for(rules, bot.own_weights(view.variant))
    others = policy_for(rules)
    tree: dict[Move, TreeEdge] = {}
    results = []
    for k in range(20):
        game = sample_game(view, random.Random(k))
        game.play(view.legal_moves[0])
        results.append(bot.tree_playout(tree, game, [mine, others, others, others], {}, random.Random(k), 0, 2))
    assert set(results) <= {0.0, 1.0}
    firsts = [e for e in tree.values() if e.visits]
    assert sum(e.visits for e in firsts) == 20  # every playout reached its first own decision
    assert sum(e.wins for e in firsts) == sum(results)
    assert any(e.child for e in firsts)  # and the tree grew below it


def test_tree_options_are_checked() -> None:
    bad: list[dict[str, Any]] = [
        {"search": "mcts"},
        {"tree_depth": -1},
        {"tree_moves": 0},
        {"explore": -1.0},
        {"prior": -1.0},
        {"widen": -1.0},
    ]
    for kwargs in bad:
        with pytest.raises(ValueError):
            ExpertBot(**kwargs)


def test_a_hasty_expert_plays_the_greedy_move_in_its_share_of_decisions() -> None:
    from numnum.bots.base import decision_rng

    four = numnum.make_bot(4, seed=3)
    assert isinstance(four, ExpertBot) and four.hasty == 0.5
    hasty = 0
    for seed in range(16):
        g = numnum.new_game("numnum", players=4, seed=seed)
        for _ in range(2 + seed % 5):
            g.play(GreedyBot(seed=seed).choose(g.view(g.current_player)))
        view = g.view(g.current_player)
        if len(view.legal_moves) < 2 or decision_rng(3, view, "hasty").random() >= 0.5:
            continue
        hasty += 1
        greedy = policy_for(rules_of(view)).view_scores(view, list(view.legal_moves))
        assert greedy[list(view.legal_moves).index(four.choose(view))] == max(greedy)
    assert hasty >= 4
    with pytest.raises(ValueError, match="hasty"):
        ExpertBot(hasty=1.5)
