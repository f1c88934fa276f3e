"""RULES.md, "For every variant": the stalemate and dealing every round, one test per sentence.

The other sentences of that section have their tests in each variant's rule module (seats, turns
that end by themselves, the blocked table, calls).  These run in every variant (and preset) of
``conftest.PLAYABLE``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

import numnum
from numnum import Game, Move, Phase
from numnum.engine.game import STALEMATE_TURNS
from numnum.moves import LegalMoves

#: Per variant: a small teachers' deck where both players can always draw (two players, one card
#: each), and the card of it that has no effect.
LOOPING_DECKS: dict[str, list[str]] = {
    "numnum": ["H7", "H7", "C8", "C8", "C8"],
    "maumau": ["H10", "H10", "CQ", "CQ", "CQ"],
    "maumau_110": ["G3", "G3", "B5", "B5", "B5"],
    "number_one": ["G3", "G3", "B5", "B5", "B5"],
}

Policy = Callable[[LegalMoves], Move]


def first_move(legal: LegalMoves) -> Move:
    return legal[0]


def draw_first(legal: LegalMoves) -> Move:
    """Draw whenever possible, else play, else pass: nobody ever tries to go out."""
    for m in legal:
        if m.text == "draw":
            return m
    return next((m for m in legal if m.text != "pass"), legal[0])


def split(variant: str) -> tuple[str, dict[str, object]]:
    name, _, preset = variant.partition(":")
    return name, ({"preset": preset} if preset else {})


def looping_game(variant: str, **options: object) -> Game:
    name, extra = split(variant)
    return numnum.new_game(name, 2, deck=LOOPING_DECKS[name], hand_size=1, **extra, **options)


def play_until_over(g: Game, policy: Policy, limit: int = 20_000) -> int:
    moves = 0
    while not g.is_over:
        assert moves < limit, f"the game did not end in {limit} moves"
        g.play(policy(g.legal_moves()))
        moves += 1
    return moves


def hand_sizes(g: Game) -> list[int]:
    return [len(h) for h in g.hands]


# ----------------------------------------------------------------------------- stalemate
@pytest.mark.each_variant
@pytest.mark.parametrize("policy", [first_move, draw_first], ids=["first-move", "draw-first"])
def test_stalemate_after_100_turns_per_player_without_anyone_below_their_fewest_the_round_ends_as_a_blocked_table(
    variant: str, policy: Policy
) -> None:
    """ "Stalemate: when 100 turns per player pass in a row in which no player holds fewer cards
    than their fewest so far in this round, the round ends as a blocked table (teachers' decks
    where everyone can always draw ...)." """
    g = looping_game(variant)
    play_until_over(g, policy)
    assert g.history[-1][1] == "blocked"
    assert g.stall == STALEMATE_TURNS * g.players
    # a blocked table: the fewest cards win (a tie: the one who would have moved first)
    assert g.winner is not None
    assert len(g.hands[g.winner]) == min(hand_sizes(g))


@pytest.mark.each_variant
def test_stalemate_counts_turns_in_a_row_and_a_new_fewest_starts_the_count_again(variant: str) -> None:
    """ "... 100 turns per player pass in a row in which no player holds fewer cards than their
    fewest so far in this round ...": at the start of every turn each player's fewest is the
    least they held at a turn's start; the count grows while it stays, and starts again when it
    falls."""
    name, extra = split(variant)
    for seed in range(6):
        rng = random.Random(seed)
        g = numnum.new_game(name, 3, seed=seed, **extra)
        fewest, stall, round_ = list(g.fewest), g.stall, g.round
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
            if g.is_over or g.round != round_:
                break  # the round ended: the count starts anew in the next one
            if g.phase is not Phase.TURN or g.acted:
                continue  # counted when the turn ends
            assert g.fewest == [min(f, n) for f, n in zip(fewest, hand_sizes(g), strict=True)]
            if g.fewest != fewest:
                assert g.stall < max(stall, 1) or g.stall <= g.players
            else:
                assert g.stall >= stall  # ("catch" is a move within a turn)
            fewest, stall = list(g.fewest), g.stall


def test_stalemate_in_club_mau_mau_two_nines_passed_back_and_forth_over_an_empty_draw_pile() -> None:
    """ "(... two nines passed back and forth over an empty draw pile)": every game of club Mau
    Mau ends, whatever the players do."""
    for seed in range(40):
        g = numnum.new_game(
            "maumau", 2, preset="club", deck=["C9", "S9", "D9", "H9", "C10", "S10", "H10"], seed=seed, hand_size=3
        )
        play_until_over(g, random.Random(seed).choice)
        assert g.is_over


@pytest.mark.each_variant
def test_stalemate_count_is_saved_and_the_loaded_game_ends_at_the_same_move(variant: str) -> None:
    """A saved game continues identically, the stalemate count included."""
    g = looping_game(variant)
    for _ in range(150):
        g.play(first_move(g.legal_moves()))
    saved = numnum.load_game(g.to_json())
    assert saved.stall == g.stall and saved.fewest == g.fewest
    assert play_until_over(saved, first_move) == play_until_over(g, first_move)
    assert saved.to_json() == g.to_json()


def test_a_save_of_version_1_without_the_stalemate_count_still_loads() -> None:
    """Saves written before the stalemate rule (version 1) load; the count starts at the load."""
    g = numnum.new_game("numnum", 3, seed=2)
    data = json.loads(g.to_json())
    data["version"] = 1
    del data["stall"], data["fewest"]
    h = numnum.load_game(json.dumps(data))
    assert h.stall == 0 and h.fewest == hand_sizes(g)
    assert h.legal_moves() == g.legal_moves()


# ----------------------------------------------------------------------------- dealing every round
@pytest.mark.each_variant
def test_a_deck_or_options_that_cannot_deal_a_round_are_refused_by_new_game_with_a_value_error_saying_why(
    variant: str,
) -> None:
    """ "A deck or options that cannot deal a round (the first or a later one) are refused by
    `new_game` and `load_game` with a `ValueError` saying why; a legal move never raises." """
    name, extra = split(variant)
    deck = LOOPING_DECKS[name]
    with pytest.raises(ValueError, match="too few to deal 2 to each of 3 players"):
        numnum.new_game(name, 3, deck=deck + deck[:1], hand_size=2, rounds=3, **extra)
    g = numnum.new_game(name, 2, deck=deck, hand_size=2, rounds=3, seed=4, **extra)
    play_until_over(g, random.Random(4).choice)  # every later round is dealt
    assert len(g.round_winners) == 3


@pytest.mark.parametrize(
    ("variant", "deck", "options"),
    [
        ("numnum", ["H4", "H8", "B2", "H6", "H10"], {"hand_size": 2, "rounds": 3}),
        ("numnum", ["W", "H8", "W", "H6", "H10"], {"hand_size": 2, "rounds": 2}),
        ("number_one", ["WISH2", "R1", "WISH2", "R2", "R3"], {"hand_size": 2, "rounds": 2}),
        ("maumau_110", ["RD2", "R1", "RSTOP", "R2", "R3"], {"hand_size": 2, "rounds": 2}),
    ],
)
def test_a_deck_whose_later_round_might_find_no_card_to_start_the_pile_is_refused_up_front(
    variant: str, deck: list[str], options: dict[str, int]
) -> None:
    """The issue's examples: teachers' decks that played a first round, then failed inside a
    legal move when the next round was dealt."""
    with pytest.raises(ValueError, match="a later round could not be dealt") as info:
        numnum.new_game(variant, 2, seed=1, deck=deck, **options)
    assert "deal fewer cards" in str(info.value)


@pytest.mark.parametrize(("variant", "players", "hand_size"), [("numnum", 6, 18), ("number_one", 9, 12)])
def test_options_whose_deal_may_leave_no_starting_card_are_refused_whatever_the_seed(
    variant: str, players: int, hand_size: int
) -> None:
    """`new_game("numnum", 6, hand_size=18, rounds=3)` failed for some seeds and raised from a
    legal move for others: now it is refused for every seed, with the reason."""
    for seed in range(5):
        with pytest.raises(ValueError, match="none might be left to start the discard pile"):
            numnum.new_game(variant, players, seed=seed, hand_size=hand_size, rounds=3)


@pytest.mark.each_variant
def test_a_legal_move_never_raises_in_games_of_several_rounds_with_big_hands(variant: str) -> None:
    """ "... a legal move never raises." Every set-up that `new_game` accepts plays to its end."""
    name, extra = split(variant)
    for seed in range(4):
        for players in (2, 3, 4):
            for size in (1, 7, 15):
                try:
                    g = numnum.new_game(name, players, seed=seed, hand_size=size, rounds=3, **extra)
                except ValueError:
                    continue
                play_until_over(g, random.Random(seed).choice)
                assert g.is_over and len(g.round_winners) == 3


def test_load_game_refuses_a_save_whose_later_rounds_cannot_be_dealt() -> None:
    """ "... are refused by `new_game` and `load_game` ..." """
    g = numnum.new_game("numnum", 2, seed=1, deck=["H4", "H8", "B2", "H6", "H10", "H12"], hand_size=2, rounds=3)
    data = json.loads(g.to_json())
    numnum.load_game(json.dumps(data))  # as saved: fine
    data["hands"][0].append(data["draw_pile"].pop())  # keep the cards, but now the deck is too small
    data["options"]["hand_size"] = 3
    with pytest.raises(ValueError, match=r"damaged saved game: .*(could not be dealt|too few to deal)"):
        numnum.load_game(json.dumps(data))
