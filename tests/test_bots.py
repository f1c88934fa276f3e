"""Computer opponents: legal moves only, nothing but the view, every kind of decision.

Bots play thousands of short seeded games of every variant and preset; the information tests
build games that look the same to a player but hide different cards; the decision tests set up
each kind of decision (a choice alone, a catch, a call, several cards at once, a draw penalty,
a NumNum chain, a wish) with a fixed deck.
"""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

import numnum
from numnum import Game
from numnum.bots.base import fingerprint, sensible_moves
from numnum.bots.expert import ExpertBot
from numnum.bots.greedy import GREEDY, GreedyBot, loop_moves, policy_for
from numnum.bots.inference import Judge, constrain, constraints, evidence
from numnum.engine.sample import sample_game
from numnum.moves import Action, Move

#: Every variant and preset, and a few options that change what a bot decides.
Spec = tuple[str, str | None, dict[str, Any]]
SPECS: list[Spec] = [
    ("numnum", None, {}),
    ("numnum", None, {"open_hands": True, "hand_size": 5}),
    ("maumau", "basic", {}),
    ("maumau", "club", {}),
    ("maumau", "basic", {"deck_size": 52, "mau": "required", "eight": "skip_stack"}),
    ("maumau_110", None, {}),
    ("maumau_110", None, {"calls": "auto", "reverse_two": "skip"}),
    ("number_one", None, {}),
    ("number_one", None, {"custom_cards": 6, "custom_rule": "swap_with_next"}),
    ("number_one", None, {"calls": "auto", "doppeln": False, "rounds": 2}),
]
SPEC_IDS = [f"{v}:{p or ''}:{','.join(o)}" for v, p, o in SPECS]
#: Seated in turn at every table (so each game mixes them).
TABLE = ("random", "greedy", "level2", "level1", "random", "level2", "greedy")
GAMES_PER_SPEC = 120
MAX_MOVES = 20_000


def new(spec: Spec, players: int, seed: int) -> numnum.Game:
    variant, preset, options = spec
    return numnum.new_game(variant, players, seed=seed, preset=preset, **options)


def players_for(spec: Spec, i: int) -> int:
    for players in (2 + i % 5, 2 + i % 3, 2):
        try:
            new(spec, players, 0)
        except ValueError:
            continue
        return players
    raise AssertionError("no player count")


def play_out(g: numnum.Game, bots: list[numnum.Bot]) -> int:
    moves = 0
    while not g.is_over:
        seat = g.current_player
        view = g.view(seat)
        move = bots[seat].choose(view)
        assert isinstance(move, Move)
        assert move in g.legal_moves(), f"{bots[seat].name} chose {move}, not in {g.legal_moves()}"
        g.play(move)
        moves += 1
        assert moves < MAX_MOVES, "the game does not end"
    return moves


# ------------------------------------------------------------------------------------ make_bot


def greedy_game(variant: str, seed: int, moves: int) -> Game | None:
    """A 4-player game of ``variant`` after ``moves`` moves of greedy bots (None: it ended)."""
    g = numnum.new_game(variant, players=4, seed=seed)
    for _ in range(moves):
        g.play(GreedyBot(seed=seed).choose(g.view(g.current_player)))
        if g.is_over:
            return None
    return g


def test_make_bot_knows_the_names_and_the_levels() -> None:
    assert [numnum.make_bot(n).name for n in ("random", "greedy", "expert")] == ["random", "greedy", "expert"]
    assert [numnum.make_bot(level).name for level in range(1, 6)] == [f"level{i}" for i in range(1, 6)]
    assert numnum.make_bot("Level3").name == "level3"
    assert type(numnum.make_bot(1)).__name__ == "ChildBot"
    assert type(numnum.make_bot("random")).__name__ == "RandomBot"
    assert type(numnum.make_bot("level2")).__name__ == "GreedyBot"
    assert type(numnum.make_bot(3)).__name__ == "GreedyBot"
    four, five = numnum.make_bot(4), numnum.make_bot(5)
    assert isinstance(four, ExpertBot) and isinstance(five, ExpertBot)
    expert = numnum.make_bot("expert")
    assert isinstance(expert, ExpertBot)
    assert four.hasty == 0.5 and five.hasty == 0.0 and expert.simulations is None  # per variant
    assert all(isinstance(numnum.make_bot(n), numnum.Bot) for n in ("random", 2, "expert"))
    assert numnum.make_bot("greedy").seed == 0 and numnum.make_bot("greedy", seed=9).seed == 9


@pytest.mark.parametrize("name", ["clever", "", "level0", "level6", 0, 6, 3.0, None, "expert2"])
def test_unknown_bots_raise_value_error_naming_the_allowed_ones(name: object) -> None:
    with pytest.raises(ValueError, match="choose one of 'random', 'greedy', 'expert', a level 1 to 5"):
        numnum.make_bot(name)  # type: ignore[arg-type]


def test_a_bad_seed_raises_value_error() -> None:
    with pytest.raises(ValueError, match="seed"):
        numnum.make_bot("greedy", seed="7")  # type: ignore[arg-type]


def test_expert_options_are_checked() -> None:
    bad: list[dict[str, Any]] = [
        {"simulations": 0},
        {"time_limit": 0},
        {"candidates": 0},
        {"noise": 2.0},
        {"tries": -1},
        {"follow": -1.0},
        {"playout_follow": -1.0},
        {"drop": -1.0},
        {"stop": -0.5},
        {"extend": -1.0},
        {"batch": 0},
    ]
    for kwargs in bad:
        with pytest.raises(ValueError):
            ExpertBot(**kwargs)
    with pytest.raises(ValueError):
        GreedyBot(randomness=1.5)


def test_the_race_plays_the_favourite_every_round_and_the_others_at_least_the_first_rounds() -> None:
    from numnum.bots.greedy import rules_of

    for seed in range(6):
        g = numnum.new_game("numnum", players=4, seed=seed)
        for _ in range(4 + seed):
            g.play(GreedyBot(seed=seed).choose(g.view(g.current_player)))
        v = g.view(g.current_player)
        bot = ExpertBot(seed=seed, simulations=24)
        rules = rules_of(v)
        moves = bot.shortlist(v, policy_for(rules, bot.own_weights(v.variant)))
        if len(moves) < 2:
            continue
        results = bot.evaluate(v, moves, rules)
        first = 24 // len(moves)
        assert first <= len(results[0]) <= int(2.5 * 24)  # NumNumRules.BOT_EXTEND
        assert all(first <= len(r) <= len(results[0]) for r in results[1:])
        assert results == bot.evaluate(v, moves, rules)  # deterministic
        short = ExpertBot(seed=seed, simulations=24, extend=0.0).evaluate(v, moves, rules)
        assert [len(r) for r in short] == [first] * len(moves)
        assert all(r[:first] == s for r, s in zip(results, short, strict=True))  # the same first deals


def test_follow_costs_see_only_the_view_and_favour_cards_hard_to_follow() -> None:
    from numnum.bots.inference import FollowOdds
    from numnum.cards import Card

    bot = ExpertBot(seed=2)
    for seed in range(12):
        g = greedy_game("numnum", seed, 10 + seed)
        if g is None:
            continue
        v = g.view(g.current_player)
        cons = evidence(v, g.rules)[0]
        costs = bot.follow_costs(v, v.legal_moves, cons)
        nxt = (v.player + v.direction) % v.players
        assert all(0.0 <= c <= bot.follows("numnum")[0] / v.hand_sizes[nxt] + 1e-9 for c in costs)
        other = sample_game(v, random.Random(seed))  # other hidden cards, the same view
        assert bot.follow_costs(other.view(v.player), v.legal_moves, cons) == costs
        odds = FollowOdds(v, g.rules, nxt, cons)
        card = Card.parse("S13", "numnum")
        assert odds.chance(card, None, 0) <= odds.chance(Card.parse("H12", "numnum"), None, 0) + 1e-9
    g = numnum.new_game("numnum", players=4, seed=3)
    assert ExpertBot(follow=0.0).follow_costs(g.view(0), g.legal_moves(), []) == [0.0] * len(g.legal_moves())


@pytest.mark.parametrize("variant", ["maumau", "maumau_110", "number_one"])
def test_the_follow_term_of_the_coloured_games_counts_plain_plays_and_pass_only(variant: str) -> None:
    checked = 0
    for seed in range(10):
        g = greedy_game(variant, seed, 6 + seed)
        if g is None:
            continue
        v = g.view(g.current_player)
        nxt = (v.player + v.direction) % v.players
        costs = ExpertBot(follow=10.0).follow_costs(v, v.legal_moves, evidence(v, g.rules)[0])
        assert ExpertBot().follow_costs(v, v.legal_moves, []) == [0.0] * len(v.legal_moves)  # off by default
        plain = policy_for(g.rules).plain
        for m, c in zip(v.legal_moves, costs, strict=True):
            assert 0.0 <= c <= 10.0 / v.hand_sizes[nxt] + 1e-9
            counted = (m.action is Action.PLAY and all(plain(card) for card in m.cards)) or m.action is Action.PASS
            assert counted or c == 0.0
            checked += counted
    assert checked > 3


def test_the_follow_term_of_the_playouts_reads_only_the_next_hand_of_the_dealt_game() -> None:
    from numnum.bots.greedy import can_follow, follow_costs

    policy = policy_for(numnum.new_game("numnum", players=4, seed=0).rules, GreedyBot().weights)
    changed = 0
    for seed in range(60):
        g = greedy_game("numnum", seed, seed % 30)
        if g is None:
            continue
        difficulty = policy.difficulty(g.view(0).deck)
        move = policy.game_move(g, difficulty, 100.0)
        assert move in g.legal_moves() and move is policy.game_move(g, difficulty, 100.0)
        assert policy.game_move(g, difficulty, 0.0) is policy.game_move(g, difficulty)
        changed += move is not policy.game_move(g, difficulty)
        nxt = g.hands[(g.current_player + g.direction) % g.players]
        top, wish = g.discard_pile[-1], g.wish
        costs = follow_costs(list(g.legal_moves()), nxt, top, wish, 0, 5.0)
        assert set(costs) <= {0.0, 5.0}
        if not g.ban_spot:
            assert (5.0 in costs[-1:]) is (g.legal_moves()[-1].text == "pass" and can_follow(nxt, top, wish, 0))
    assert changed  # the term decides some moves
    g = numnum.new_game("numnum", players=4, seed=5)
    bot = ExpertBot(seed=3, simulations=12)  # playout_follow 100 by default
    assert bot.choose(g.view(g.current_player)) is bot.choose(g.view(g.current_player))


def test_a_bot_asked_out_of_turn_says_so() -> None:
    g = numnum.new_game("numnum", players=3, seed=1)
    other = (g.current_player + 1) % 3
    with pytest.raises(ValueError, match="nothing to decide"):
        numnum.make_bot("greedy").choose(g.view(other))


# ------------------------------------------------------------------------------ legal moves only
@pytest.mark.parametrize("spec", SPECS, ids=SPEC_IDS)
def test_random_and_greedy_bots_play_only_legal_moves(spec: Spec) -> None:
    for i in range(GAMES_PER_SPEC):
        players = players_for(spec, i)
        g = new(spec, players, seed=i)
        bots = [numnum.make_bot(TABLE[(seat + i) % len(TABLE)], seed=i + seat) for seat in range(players)]
        play_out(g, bots)
        assert g.winner is not None


@pytest.mark.parametrize("spec", SPECS, ids=SPEC_IDS)
def test_the_expert_plays_only_legal_moves(spec: Spec) -> None:
    for i in range(2):
        g = new(spec, 3, seed=100 + i) if spec[0] != "maumau" or spec[1] != "club" else new(spec, 2, seed=100 + i)
        bots: list[numnum.Bot] = [ExpertBot(seed=i, simulations=4, candidates=3)]
        bots += [numnum.make_bot("greedy", seed=s) for s in range(1, g.players)]
        play_out(g, bots)


# ------------------------------------------------------------------------------ information
def positions(count: int) -> list[numnum.Game]:
    """Games of every spec stopped at a decision with a real choice."""
    out = []
    rng = random.Random(5)
    for k in range(count):
        spec = SPECS[k % len(SPECS)]
        g = new(spec, 3, seed=k)
        for _ in range(rng.randrange(2, 25)):
            if g.is_over:
                break
            g.play(rng.choice(g.legal_moves()))
        while not g.is_over and len(sensible_moves(g.legal_moves())) < 2:
            g.play(g.legal_moves()[0])
        if not g.is_over:
            out.append(g)
    return out


def tiny_expert(seed: int) -> numnum.Bot:
    return ExpertBot(seed=seed, simulations=6)


BOT_MAKERS: dict[str, Callable[[int], numnum.Bot]] = {
    "random": partial(numnum.make_bot, "random"),
    "level1": partial(numnum.make_bot, "level1"),
    "level2": partial(numnum.make_bot, "level2"),
    "greedy": partial(numnum.make_bot, "greedy"),
    "expert": tiny_expert,
}


def test_views_that_look_the_same_give_the_same_choice_whatever_is_hidden() -> None:
    checked = 0
    for g in positions(40):
        me = g.current_player
        view = g.view(me)
        twins = [sample_game(view, random.Random(s)) for s in (1, 2)]
        assert all(t.view(me) == view for t in twins)
        assert any(t.hands != g.hands or t.stock != g.stock for t in twins)  # other cards hidden
        for name, make in BOT_MAKERS.items():
            choices = {make(7).choose(t.view(me)) for t in [g, *twins]}
            assert len(choices) == 1, f"{name} looked at hidden cards"
        checked += 1
    assert checked >= 30


def test_another_seed_may_choose_differently() -> None:
    differ = 0
    for g in positions(30):
        view = g.view(g.current_player)
        choices = {numnum.make_bot("random", seed=s).choose(view) for s in range(8)}
        differ += len(choices) > 1
    assert differ >= 10


def test_the_fingerprint_does_not_depend_on_the_process() -> None:
    g = positions(3)[-1]
    here = fingerprint(g.view(g.current_player)).hex()
    code = (
        "import numnum; from numnum.bots.base import fingerprint;"
        f"g = numnum.load_game({g.to_json()!r}); print(fingerprint(g.view(g.current_player)).hex())"
    )
    for hash_seed in ("1", "2"):
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, env={"PYTHONHASHSEED": hash_seed}
        )
        assert out.stdout.strip() == here


def test_bots_never_change_the_game() -> None:
    for g in positions(20):
        before = g.to_json()
        for make in BOT_MAKERS.values():
            make(3).choose(g.view(g.current_player))
            assert g.to_json() == before


# ------------------------------------------------------------------------------ decisions
ALL_BOTS = ("random", "level1", "level2", "greedy", "level4", "expert")


def decide(g: numnum.Game, name: str) -> Move:
    bot = ExpertBot(seed=1, simulations=8, name=name) if name in ("level4", "expert") else numnum.make_bot(name, seed=1)
    return bot.choose(g.view(g.current_player))


#: The bots that never slip (levels 1 and 2 forget calls and miss catches now and then, as
#: children do: see tests/test_child_bot.py).
CAREFUL_BOTS = ("random", "greedy", "level4", "expert")


@pytest.mark.parametrize("name", CAREFUL_BOTS)
def test_every_bot_catches_a_forgotten_call(name: str) -> None:
    deck = ["R3", "B1", "R4", "B2", "R5", "Y7", "R9", "G5", "G6"]
    g = numnum.new_game("number_one", players=2, deck=deck, hand_size=3)
    g.play("R3+R4+R5")  # NUMBER ONE! forgotten
    assert g.legal_moves().notations() == ["draw", "catch"]
    assert decide(g, name) is Move.CATCH


@pytest.mark.parametrize("name", CAREFUL_BOTS)
def test_every_bot_makes_its_call(name: str) -> None:
    g = numnum.new_game("maumau_110", players=2, deck=["G3", "B5", "RD2", "Y9", "G7", "B2", "Y3"], hand_size=2)
    assert g.legal_moves().notations() == ["G3!", "G3"]
    assert str(decide(g, name)) == "G3!"


@pytest.mark.parametrize("name", ALL_BOTS)
def test_every_bot_makes_a_choice_alone(name: str) -> None:
    # Number ONE: a WISH turned up first; player 0 names the colour before playing.
    deck = ["R1", "B1", "R2", "B2", "Y4", "G5", "WISH", "R7", "G8", "Y9"]
    g = numnum.new_game("number_one", players=2, deck=deck, hand_size=3)
    assert g.phase is numnum.Phase.CHOOSE and g.legal_moves().notations() == ["R", "Y", "G", "B"]
    move = decide(g, name)
    assert move.action is Action.CHOOSE
    if name == "greedy":
        assert move.choice == "R"  # two red cards in the hand


@pytest.mark.parametrize("name", ["greedy", "level4", "expert"])
def test_several_cards_at_once_and_the_win(name: str) -> None:
    g = numnum.new_game("number_one", players=2, deck=["R3", "B1", "R4", "B2", "R5", "Y7", "R9"], hand_size=3)
    move = decide(g, name)
    assert len(move.cards) == 3 and move.call  # the street wins at once, with "NUMBER ONE!"


def test_greedy_prefers_more_cards() -> None:
    deck = ["G8", "B1", "G8", "B2", "Y2", "Y7", "Y6", "B8", "G5", "R4", "R3"]
    g = numnum.new_game("number_one", players=2, deck=deck, hand_size=4)
    assert "G8+G8" in g.legal_moves().notations()
    assert str(decide(g, "greedy")) == "G8+G8"


@pytest.mark.parametrize("name", ["greedy", "level4", "expert"])
def test_a_draw_penalty_is_answered_when_possible(name: str) -> None:
    deck = ["H7", "S7", "HK", "D9", "CA", "SA", "DJ", "HA", "H9", "C10", "S8", "D8", "C8"]
    g = numnum.new_game("maumau", players=2, deck=deck, hand_size=4)
    g.play("H7")
    assert g.pending_draw == 2 and "S7" in g.legal_moves().notations() and "draw" in g.legal_moves().notations()
    assert str(decide(g, name)) == "S7"


def test_greedy_takes_the_penalty_when_it_cannot_answer() -> None:
    deck = ["H7", "S8", "HK", "D9", "CA", "SA", "DJ", "HA", "H9", "C10", "S7"]
    g = numnum.new_game("maumau", players=2, deck=deck, hand_size=4)
    g.play("H7")
    assert decide(g, "greedy") is Move.DRAW


def test_greedy_draws_only_when_nothing_fits() -> None:
    g = numnum.new_game("numnum", players=2, deck=["H7", "C9", "S11", "T8", "H10", "C3", "S5"], hand_size=2)
    assert g.legal_moves().notations() == ["H7", "draw"]
    assert str(decide(g, "greedy")) == "H7"
    g2 = numnum.new_game("numnum", players=2, deck=["S7", "C9", "S11", "T8", "H10", "C3", "S5"], hand_size=2)
    assert g2.legal_moves().notations() == ["draw"]
    assert decide(g2, "greedy") is Move.DRAW


@pytest.mark.parametrize("name", ["greedy", "level4", "expert"])
def test_numnum_plays_on_after_a_double_fit(name: str) -> None:
    # H4 fits H10 double (heart, 2-row): then S6? no; H12 fits H4 double as well.
    g = numnum.new_game("numnum", players=2, deck=["H4", "C3", "H12", "T5", "C7", "C9", "H10", "C11"], hand_size=3)
    first = decide(g, name)
    assert first.cards[0].suit == "H"
    g.play(first)
    assert g.phase is numnum.Phase.CHAIN and "pass" in g.legal_moves().notations()
    assert decide(g, name).action is Action.PLAY  # playing on beats passing


def test_numnum_wish_names_the_symbol_held_most() -> None:
    deck = ["W", "C3", "T9", "C9", "T5", "C15", "T7", "C21", "H11", "S13"]
    g = numnum.new_game("numnum", players=2, deck=deck, hand_size=4)
    assert g.legal_moves().notations() == ["W C", "W T", "W S", "W H", "draw"]
    assert str(decide(g, "greedy")) == "W T"  # three triangles


def test_numnum_ban_card_when_the_next_player_has_few_cards() -> None:
    deck = ["S6", "T4", "B2", "H9", "T8", "S5", "H10", "C7", "C13", "S11"]
    g = numnum.new_game("numnum", players=2, deck=deck, hand_size=3)
    assert [str(c) for c in g.hands[0]] == ["S6", "B2", "T8"] and str(g.top) == "H10"
    assert decide(g, "greedy").cards[0].kind is not numnum.Kind.BAN  # the next player holds 3 cards
    g.play("S6")
    g.play("T4")  # the next player is down to 2 cards
    assert "T8" in g.legal_moves().notations() and "B2" in g.legal_moves().notations()
    assert str(decide(g, "greedy")) == "B2"


def test_wild_cards_are_kept_while_other_cards_fit() -> None:
    deck = ["DJ", "S8", "H8", "D9", "CA", "SA", "C7", "HA", "H9", "C10", "S7"]
    g = numnum.new_game("maumau", players=2, deck=deck, hand_size=4)
    assert "H8" in g.legal_moves().notations() and "DJ H" in g.legal_moves().notations()
    assert decide(g, "greedy").cards[0].rank != "J"


def test_loops_are_broken() -> None:
    history = [(3, "H9"), (2, "draw"), (2, "S9"), (3, "draw")] * 3
    assert loop_moves(history, 2, 4) == {"S9", "draw"}
    assert loop_moves(history[:-4], 2, 4) == frozenset()  # twice is not yet a loop
    assert loop_moves([(0, "H4"), (1, "C4"), (0, "H5")], 0, 2) == frozenset()


def test_inference_deals_only_hands_that_agree_with_the_draws() -> None:
    # Player 0 drew on R7: no red card and no 7 among the cards they held.
    g = numnum.new_game("maumau_110", players=2, deck=["G3", "B5", "G4", "R9", "R7", "B1", "R2", "Y7"], hand_size=2)
    g.play("draw")
    view = g.view(1)
    cons = constraints(view, g.rules)
    assert [(c.seat, str(c.key[0]), c.free) for c in cons] == [(0, "R7", 1)]
    for s in range(20):
        rng = random.Random(s)
        h = sample_game(view, rng)
        constrain(h, cons, h.rules, rng)
        fitting = [c for c in h.hands[0] if c.suit == "R" or c.rank == "7" or c.text == "WISH"]
        assert len(fitting) <= 1
        assert sorted(h.all_cards()) == sorted(g.all_cards())


def test_greedy_keeps_the_wish_card_and_passes_in_a_chain() -> None:
    g = numnum.new_game("numnum", players=2, deck=["H4", "C3", "W", "T5", "C9", "C7", "H10", "C11"], hand_size=3)
    g.play("H4")  # a double fit: the player may go on
    assert g.legal_moves().notations() == ["W C", "W T", "W S", "W H", "pass"]
    assert decide(g, "greedy") is Move.PASS


def test_a_time_limit_ends_the_search_early() -> None:
    g = positions(5)[0]
    bot = ExpertBot(seed=1, simulations=100_000, time_limit=0.01)
    assert bot.choose(g.view(g.current_player)) in g.legal_moves()


def test_inference_sees_a_numnum_chain_that_ended_by_itself() -> None:
    # H4 fits H10 double; nothing of player 0 fits H4 afterwards, so the turn ended by itself.
    g = numnum.new_game("numnum", players=2, deck=["H4", "C3", "C9", "T5", "C7", "C21", "H10", "C11"], hand_size=3)
    g.play("H4")
    assert g.current_player == 1
    cons = constraints(g.view(1), g.rules)
    assert [(c.seat, str(c.key[0]), c.free) for c in cons] == [(0, "H4", 0)]


@pytest.mark.parametrize(
    "spec", [SPECS[0], SPECS[2], SPECS[3], SPECS[5], SPECS[7]], ids=lambda s: f"{s[0]}:{s[1] or ''}"
)
def test_what_inference_concludes_holds_for_greedy_players(spec: Spec) -> None:
    from numnum.bots.inference import _playable

    checked = 0
    for seed in range(6):
        g = new(spec, 4, seed=seed)
        bots = [numnum.make_bot("greedy", seed=s) for s in range(4)]
        while not g.is_over:
            view = g.view(g.current_player)
            for con in constraints(view, g.rules):
                playable = _playable(g.rules, con)
                assert sum(1 for c in g.hands[con.seat] if playable(c)) <= con.free, (seed, con)
                checked += 1
            g.play(bots[g.current_player].choose(view))
    assert checked > 20


@pytest.mark.parametrize(
    ("variant", "preset", "enough"),
    [
        ("numnum", None, 200),
        ("maumau", "basic", 200),
        ("maumau", "club", 400),
        ("maumau_110", None, 400),
        ("number_one", None, 350),
    ],
)
def test_what_the_choices_tell_holds_for_greedy_players(variant: str, preset: str | None, enough: int) -> None:
    checked = 0
    for seed in range(4):
        g = numnum.new_game(variant, 4, seed=seed, preset=preset)
        bots = [numnum.make_bot("greedy", seed=s) for s in range(4)]
        policy = policy_for(g.rules, GREEDY)
        difficulty = policy.difficulty(g.sorted_deck())
        while not g.is_over:
            view = g.view(g.current_player)
            cons, choices = evidence(view, g.rules)
            assert cons == constraints(view, g.rules)
            judge = Judge(policy, choices, view.direction, difficulty)
            for c in choices:
                assert c.seat != view.player
                assert len(g.hands[c.seat]) - c.drawn + len(c.later) + len(c.move.cards) == c.sizes[c.seat]
            for seat in judge.by_seat:
                assert judge.disagreements(seat, list(g.hands[seat])) == 0  # hands: newest cards last
                checked += len(judge.by_seat[seat])
            g.play(bots[g.current_player].choose(view))
    assert checked > enough


def test_hands_are_dealt_again_until_they_agree_with_the_choices() -> None:
    g = numnum.new_game("numnum", 4, seed=3)
    bots = [numnum.make_bot("greedy", seed=s) for s in range(4)]
    for _ in range(16):
        g.play(bots[g.current_player].choose(g.view(g.current_player)))
    assert not g.is_over
    view = g.view(g.current_player)
    cons, choices = evidence(view, g.rules)
    policy = policy_for(g.rules, GREEDY)
    judge = Judge(policy, choices, view.direction, policy.difficulty(view.deck))
    assert len(judge.by_seat) == 3
    agree = {0: 0, 40: 0}
    for tries in agree:
        for s in range(20):
            rng = random.Random(s)
            h = sample_game(view, rng)
            constrain(h, cons, h.rules, rng, judge, tries)
            assert sorted(h.all_cards()) == sorted(g.all_cards()) and h.view(view.player) == view
            agree[tries] += all(judge.disagreements(seat, h.hands[seat]) == 0 for seat in judge.by_seat)
    assert agree[40] > agree[0] and agree[40] >= 10
