"""The 110-card Mau Mau's rules, one test per sentence.

The sentences come from ``RULES.md`` (section "For every variant" as it applies here, and section
3 "Mau Mau with 110 coloured cards", which settles the Danish and Swedish rule texts).  Every test
quotes its sentence in the docstring.

Positions are built with a fixed deck: ``deal(hands, top, turned_up=..., stock=...)`` deals the
hands one card at a time (player 0 first), then the start procedure turns up ``turned_up`` and
``top``; ``stock`` is the draw pile, drawn from the front.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
import tables
from tables import draw_pile, hand, legal, texts

import numnum
from numnum import Game, IllegalMove

VARIANT = "maumau_110"
COLOURS = ("G", "B", "R", "Y")
SPECIALS = ("REV", "D2", "D4", "STOP")
WISHES = {f"WISH {c}" for c in COLOURS}
STOCK = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8"]  # a draw pile that fits nothing green


# ----------------------------------------------------------------------------- helpers
def deal(hands: Sequence[Sequence[str]], top: str, **kwargs: Any) -> Game:
    """A game whose hands, turned-up cards, first discard and draw pile are exactly these."""
    return tables.deal(VARIANT, hands, top, **kwargs)


def random_game(seed: int, players: int = 3, **options: Any) -> tuple[Game, list[list[str]]]:
    """A seeded game played to its end with random legal moves; also every position's moves."""
    g = numnum.new_game(VARIANT, players=players, seed=seed, **options)
    rng = random.Random(seed)
    seen: list[list[str]] = []
    for _ in range(5000):
        if g.is_over:
            break
        moves = g.legal_moves().notations()
        seen.append(moves)
        g.play(rng.choice(moves))
    assert g.is_over
    return g, seen


# ============================================================================ For every variant
def test_110_player_zero_sits_left_of_the_dealer_starts_and_play_goes_clockwise() -> None:
    """ "Seats: player 0 sits left of the dealer and starts; play goes clockwise, i.e. 0, 1, 2, ...
    The dealer is the last player (n-1)." """
    g = deal([["G1", "B1", "B4"], ["G2", "B2", "B5"], ["G3", "B3", "B6"]], "G9", stock=STOCK)
    assert g.dealer == 2
    assert g.current_player == 0
    seen = [g.current_player]
    for card in ("G1", "G2", "G3"):
        g.play(card)
        seen.append(g.current_player)
    assert seen == [0, 1, 2, 0]


def test_110_a_turn_ends_by_itself_when_nothing_can_be_played_or_drawn() -> None:
    """ "A turn ends by itself when ending it is the player's only option (... nothing can be played
    or drawn)" """
    g = deal([["B1", "B2"], ["G1", "B3"]], "G9")  # no draw pile, nothing to reshuffle
    assert g.current_player == 1  # player 0 had no option and was passed over
    assert hand(g, 0) == Counter(["B1", "B2"])
    assert not g.is_over


def test_110_pass_is_offered_only_where_the_player_has_a_real_choice() -> None:
    """ "`pass` is offered only where the player has a real choice." - in this game there is none:
    who can play must play, who cannot draws, and after drawing the turn passes."""
    g = deal([["G1", "B1", "B2"], ["Y1", "Y2", "Y3"]], "G9", stock=STOCK)
    assert legal(g) == {"G1"}
    for seed in range(4):
        _, seen = random_game(seed)
        for moves in seen:
            assert moves, "no legal moves although the game is not over"
            assert "pass" not in moves


def test_110_drawing_is_always_an_explicit_move() -> None:
    """ "Drawing is always an explicit move." """
    g = deal([["B1", "B2"], ["Y1", "Y2"]], "G9", stock=STOCK)
    assert legal(g) == {"draw"}
    assert g.current_player == 0 and hand(g, 0) == Counter(["B1", "B2"])
    g.play("draw")
    assert hand(g, 0) == Counter(["B1", "B2", "Y1"])


def test_110_blocked_table_ends_the_game_and_fewest_cards_wins() -> None:
    """ "Blocked table: when a whole round of turns passes in which nobody plays or draws (nothing
    fits and nothing can be drawn), the game ends; the player with the fewest cards wins" """
    g = deal([["B1", "B2"], ["Y1", "Y2"]], "G9", stock=["R5"])
    g.play("draw")  # player 0 draws the last card; then nobody can play or draw
    assert g.is_over
    assert [len(h) for h in g.hands] == [3, 2]
    assert g.winner == 1


def test_110_blocked_table_tie_goes_to_the_one_who_would_have_moved_first() -> None:
    """ "... the player with the fewest cards wins (a tie goes to the one who would have moved
    first)." """
    g = deal([["B1", "B2"], ["Y1", "Y2"], ["Y3", "Y4"]], "G9", stock=["R5"])
    g.play("draw")  # player 0 draws the last card; players 1, 2, 0 cannot move
    assert g.is_over
    assert [len(h) for h in g.hands] == [3, 2, 2]
    assert g.winner == 1  # tied with player 2, but player 1 would have moved first


def test_110_the_mau_call_is_part_of_the_move_that_leaves_one_card() -> None:
    """ "Calls ("Mau", "ONE!", "NUMBER ONE!") are part of the move that leaves the player with one
    card (or none)" - with three cards no call, with two the play is offered with and without it."""
    g = deal([["G3", "G4", "B1"], ["Y1", "Y2", "Y3"]], "G9", stock=STOCK)
    assert legal(g) == {"G3", "G4"}
    g = deal([["G3", "B1"], ["Y1", "Y2"]], "G9", stock=STOCK)
    assert legal(g) == {"G3!", "G3"}


def test_110_calls_auto_makes_every_mau_call() -> None:
    """ "With the option `calls="auto"` every call is made." """
    g = deal([["G3", "B1"], ["Y1", "Y2"]], "G9", stock=STOCK, calls="auto")
    assert legal(g) == {"G3"}
    g.play("G3")
    assert hand(g, 0) == Counter(["B1"])  # no penalty card
    assert g.draw_pile_size == len(STOCK)


# ============================================================================ 3. Deck and start
DECK_TABLE: dict[str, list[str]] = {
    "two each of 1-9 per colour (72)": [f"{c}{n}" for c in COLOURS for n in range(1, 10)] * 2,
    "two each of REV, D2, D4, STOP per colour (32)": [f"{c}{s}" for c in COLOURS for s in SPECIALS] * 2,
    "6 colour-change cards WISH": ["WISH"] * 6,
}


def test_110_the_deck_has_110_cards_72_numbers_32_specials_6_wish() -> None:
    """ "Colours `G` green, `B` blue, `R` red, `Y` yellow. Per colour: two each of 1-9 (72), two each
    of `REV` (reverse), `D2` (draw 2), `D4` (draw 4), `STOP` (32); plus 6 colour-change cards
    `WISH`." """
    assert [len(cards) for cards in DECK_TABLE.values()] == [72, 32, 6]
    expected = Counter(c for cards in DECK_TABLE.values() for c in cards)
    for players in (2, 5, 8):
        g = numnum.new_game(VARIANT, players=players, seed=players)
        assert len(g.all_cards()) == 110
        assert Counter(texts(g.all_cards())) == expected


@pytest.mark.parametrize("players", [2, 3, 4, 8])
def test_110_five_cards_each(players: int) -> None:
    """ "5 cards each" """
    g = numnum.new_game(VARIANT, players=players, seed=players)
    assert [len(h) for h in g.hands] == [5] * players


def test_110_two_to_eight_players() -> None:
    """ "2-8 players." """
    for players in range(2, 9):
        assert numnum.new_game(VARIANT, players=players, seed=1).players == players
    for players in (0, 1, 9, 10):
        with pytest.raises(ValueError, match="8"):  # the message names what is allowed
            numnum.new_game(VARIANT, players=players, seed=1)


def test_110_a_turned_up_special_card_goes_to_the_bottom_until_a_number_card_is_turned_up() -> None:
    """ "A turned-up special card goes to the bottom of the draw pile until a number card is turned
    up. Player 0 begins." (`WISH` is a special card too, see "every special card (`WISH`
    included)".)"""
    g = deal([["B1", "B2"], ["Y1", "Y2"]], "G9", turned_up=["RD4", "WISH", "GSTOP"], stock=["Y3", "Y4"])
    assert str(g.top) == "G9"
    assert texts(g.discard_pile) == ["G9"]
    assert draw_pile(g) == ["Y3", "Y4", "RD4", "WISH", "GSTOP"]
    assert g.current_player == 0
    assert g.pending_draw == 0 and g.wish is None
    assert [len(h) for h in g.hands] == [2, 2]


# ============================================================================ 3. Match
def test_110_match_same_colour_or_same_number() -> None:
    """ "Match: same colour or same number" """
    g = deal([["G2", "R9", "R2", "RSTOP", "GSTOP"], ["Y1", "Y2", "Y3", "Y4", "Y5"]], "G9", stock=STOCK)
    assert legal(g) == {"G2", "R9", "GSTOP"}


@pytest.mark.parametrize("special", SPECIALS)
def test_110_a_special_card_fits_on_the_same_special_of_another_colour(special: str) -> None:
    """ "a special card also fits on the same special of another colour." - and not on another
    special of another colour, nor a number card on it."""
    others = [s for s in SPECIALS if s != special]
    g = deal(
        [[f"G{special}", "G1", "G2", "G3"], ["Y1", "Y2", "Y3", "Y4"], [f"R{special}", f"R{others[0]}", "B2", "B4"]],
        "G9",
        stock=STOCK,
    )
    g.play(f"G{special}")
    if g.current_player == 1:  # a draw penalty: player 1 takes it and loses the turn
        g.play("draw")
    assert g.current_player == 2
    assert str(g.top) == f"G{special}"
    assert g.pending_draw == 0
    assert legal(g) == {f"R{special}"}


def test_110_wish_fits_on_anything_and_names_a_colour() -> None:
    """ "`WISH` fits on anything and names a colour." """
    g = deal([["WISH", "B1", "B2"], ["WISH", "R4", "G8"], ["R1", "R2", "R3"]], "G9", stock=STOCK)
    assert legal(g) == WISHES  # nothing else fits G9
    g.play("WISH R")
    assert g.wish == "R"
    assert str(g.top) == "WISH"
    assert legal(g) == {"R4"} | WISHES  # a wish on a wish; G8 (the old colour) does not fit
    g.play("WISH B")
    assert g.wish == "B"
    assert legal(g) == {"draw"}  # player 2 holds only red cards


def test_110_wish_fits_on_a_special_card() -> None:
    """ "`WISH` fits on anything" - also on a special card."""
    g = deal([["GSTOP", "B1", "B2"], ["Y1", "Y2", "Y3"], ["WISH", "R1", "R2"]], "G9", stock=STOCK)
    g.play("GSTOP")
    assert legal(g) == WISHES


# ============================================================================ 3. Playing and drawing
def test_110_the_player_must_play_if_a_card_fits() -> None:
    """ "The player must play if a card fits" """
    g = deal([["G2", "B1", "B2"], ["Y1", "Y2", "Y3"]], "G9", stock=STOCK)
    assert legal(g) == {"G2"}
    g = deal([["WISH", "B1", "B2"], ["Y1", "Y2", "Y3"]], "G9", stock=STOCK)
    assert "draw" not in legal(g)
    before = g.to_json()
    with pytest.raises(IllegalMove):
        g.play("draw")
    assert g.to_json() == before


def test_110_only_a_player_who_cannot_play_draws_one_card() -> None:
    """ "only a player who cannot play draws one card" """
    g = deal([["B1", "B2"], ["Y1", "Y2"]], "G9", stock=STOCK)
    assert legal(g) == {"draw"}
    g.play("draw")
    assert hand(g, 0) == Counter(["B1", "B2", "Y1"])
    assert g.draw_pile_size == len(STOCK) - 1


def test_110_after_drawing_the_turn_passes_even_if_the_drawn_card_fits() -> None:
    """ "and then the turn passes even if the drawn card fits." """
    g = deal([["B1", "B2"], ["Y1", "Y2"]], "G9", stock=["G5", *STOCK])
    g.play("draw")
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["B1", "B2", "G5"])
    assert str(g.top) == "G9"


# ============================================================================ 3. Special cards
def test_110_rev_reverses_the_direction() -> None:
    """ "`REV` reverses the direction" """
    g = deal([["GREV", "B1", "B4"], ["G1", "B2", "B5"], ["G2", "B3", "B6"]], "G9", stock=STOCK)
    g.play("GREV")
    assert g.direction == -1
    assert g.current_player == 2
    g.play("G2")
    assert g.current_player == 1


def test_110_rev_with_two_players_has_no_effect_option_skip() -> None:
    """ "(with 2 players it has no further effect; option: acts as skip)." """
    g = deal([["GREV", "B1", "B2"], ["G1", "Y2", "Y3"]], "G9", stock=STOCK)
    g.play("GREV")
    assert g.current_player == 1
    g = deal([["GREV", "B1", "B2"], ["G1", "Y2", "Y3"]], "G9", stock=STOCK, reverse_two="skip")
    g.play("GREV")
    assert g.current_player == 0
    assert hand(g, 1) == Counter(["G1", "Y2", "Y3"])


def test_110_d2_the_next_player_draws_two_and_loses_the_turn() -> None:
    """ "`D2`: the next player draws 2 and loses the turn" """
    g = deal([["GD2", "B1", "B4"], ["B2", "B3", "B5"], ["Y1", "Y2", "Y3"]], "G9", stock=["G5", "G6", *STOCK])
    g.play("GD2")
    assert g.current_player == 1
    assert g.pending_draw == 2
    assert legal(g) == {"draw"}
    g.play("draw")
    assert hand(g, 1) == Counter(["B2", "B3", "B5", "G5", "G6"])  # the drawn cards fit, but the turn is lost
    assert g.current_player == 2
    assert g.pending_draw == 0


def test_110_d2_answered_with_a_d2_of_any_colour_the_following_player_faces_four_and_so_on() -> None:
    """ "unless they play a `D2` (any colour): then the following player faces 4, and so on." """
    g = deal([["GD2", "B1", "B2"], ["BD2", "B3", "B4"], ["RD2", "R1", "R2"]], "G9", stock=STOCK)
    g.play("GD2")
    assert legal(g) == {"BD2", "draw"}
    g.play("BD2")
    assert g.current_player == 2
    assert g.pending_draw == 4
    assert hand(g, 1) == Counter(["B3", "B4"])  # player 1 passed it on and draws nothing
    g.play("RD2")
    assert g.current_player == 0
    assert g.pending_draw == 6
    g.play("draw")
    assert len(g.hands[0]) == 2 + 6
    assert g.current_player == 1


def test_110_d4_the_next_player_draws_four_and_loses_the_turn() -> None:
    """ "`D4`: the next player draws 4 and loses the turn" """
    g = deal([["GD4", "B1", "B2"], ["G1", "B3", "B4"], ["R1", "R2", "R3"]], "G9", stock=STOCK)
    g.play("GD4")
    assert g.current_player == 1
    assert legal(g) == {"draw"}  # G1 would fit the green D4, but the penalty comes first
    g.play("draw")
    assert hand(g, 1) == Counter(["G1", "B3", "B4", "Y1", "Y2", "Y3", "Y4"])
    assert g.current_player == 2


def test_110_d4_cannot_be_answered_not_even_with_a_d4() -> None:
    """ "it cannot be answered, not even with a `D4`." """
    g = deal([["GD4", "B1", "B2", "B3"], ["BD4", "RD4", "BD2", "GD2"], ["Y1", "Y2", "Y3", "Y4"]], "G9", stock=STOCK)
    g.play("GD4")
    assert legal(g) == {"draw"}
    before = g.to_json()
    for answer in ("BD4", "RD4", "BD2", "GD2"):
        with pytest.raises(IllegalMove):
            g.play(answer)
        assert g.to_json() == before


def test_110_stop_the_next_player_is_skipped() -> None:
    """ "`STOP`: the next player is skipped." """
    g = deal([["GSTOP", "B1", "B4"], ["G1", "B2", "B5"], ["G2", "B3", "B6"]], "G9", stock=STOCK)
    g.play("GSTOP")
    assert g.current_player == 2
    assert hand(g, 1) == Counter(["G1", "B2", "B5"])
    g = deal([["GSTOP", "B1", "G4"], ["G1", "B2", "B3"]], "G9", stock=STOCK)
    g.play("GSTOP")
    assert g.current_player == 0  # two players: the skipped player is the only other one


@pytest.mark.parametrize("penalty", ["D2", "D4"])
def test_110_a_player_facing_a_draw_penalty_may_play_nothing_else_no_wish_either(penalty: str) -> None:
    """ "A player facing a draw penalty may play nothing else (no `WISH` either)." """
    g = deal(
        [[f"G{penalty}", "B1", "B2", "B3"], ["WISH", "G1", "RD2", "G7"], ["Y1", "Y2", "Y3", "Y4"]],
        "G9",
        stock=STOCK,
    )
    g.play(f"G{penalty}")
    expected = {"RD2", "draw"} if penalty == "D2" else {"draw"}
    assert legal(g) == expected
    before = g.to_json()
    for card in ("WISH G", "G1", "G7"):
        with pytest.raises(IllegalMove):
            g.play(card)
        assert g.to_json() == before


# ============================================================================ 3. Mau, reshuffle
def test_110_one_card_left_say_mau() -> None:
    """ "One card left: say "mau"" - the call is made with the play (`G3!`): no penalty."""
    g = deal([["G3", "B1"], ["Y1", "Y2"]], "G9", stock=STOCK)
    assert legal(g) == {"G3!", "G3"}
    g.play("G3!")
    assert hand(g, 0) == Counter(["B1"])
    assert g.draw_pile_size == len(STOCK)
    assert g.current_player == 1


def test_110_forgotten_mau_costs_one_penalty_card() -> None:
    """ "forgotten: 1 penalty card." """
    g = deal([["G3", "B1"], ["Y1", "Y2"]], "G9", stock=["R7", *STOCK])
    g.play("G3")
    assert hand(g, 0) == Counter(["B1", "R7"])
    assert g.draw_pile_size == len(STOCK)
    assert g.current_player == 1


def test_110_the_last_card_wins_the_round() -> None:
    """ "One card left: say "mau"" - the call belongs to the second-to-last card; whoever plays the
    last card has won ("Den som ikke har flere kort på hånden først, vinder spillet")."""
    g = deal([["G3"], ["Y1"]], "G9", stock=STOCK)
    g.play("G3")
    assert g.is_over and g.winner == 0
    assert hand(g, 0) == Counter()


def test_110_draw_pile_empty_shuffle_the_discard_pile_except_its_top_card() -> None:
    """ "Draw pile empty: shuffle the discard pile except its top card." """
    g = deal([["G5", "B1", "B2"], ["Y1", "Y2", "Y3"]], "G9")
    g.play("G5")  # the discard pile: G9, G5; no draw pile
    assert g.draw_pile_size == 0
    assert legal(g) == {"draw"}
    g.play("draw")
    assert hand(g, 1) == Counter(["Y1", "Y2", "Y3", "G9"])
    assert texts(g.discard_pile) == ["G5"]
    assert str(g.top) == "G5"
    assert Counter(texts(g.all_cards())) == Counter(texts(g.deck))


# ============================================================================ 3. Rounds and points
def test_110_rounds_are_agreed_and_the_deal_passes_to_the_left() -> None:
    """ "Rounds: the players agree on a number of rounds (e.g. 3 or 5); the deal passes to the
    left." - the new dealer is player 0 (who sat left of the dealer), and the player left of them,
    player 1, begins (see "Seats")."""
    g = deal([["G3"], ["B1"], ["B2"]], "G9", stock=STOCK, rounds=3)
    g.play("G3")  # player 0 wins round 1
    assert not g.is_over
    assert g.round == 2
    assert g.dealer == 0
    assert g.current_player == 1
    assert [len(h) for h in g.hands] == [1, 1, 1]
    rng = random.Random(0)
    while g.round == 2:
        g.play(rng.choice(g.legal_moves()))
    assert g.round == 3
    assert g.dealer == 1  # the deal passed to the left again
    assert g.current_player == 2
    with pytest.raises(ValueError, match="rounds"):
        numnum.new_game(VARIANT, players=3, seed=1, rounds=0)


def test_110_rounds_winner_scores_zero_specials_count_ten() -> None:
    """ "The winner of a round scores 0, every other player the sum of their cards: number cards face
    value, every special card (`WISH` included) 10." """
    g = deal([["G3", "G4"], ["B1", "BD2"], ["RD4", "R9"]], "G7", stock=["WISH", "Y2"])
    g.play("G3!")
    g.play("draw")  # player 1 draws the WISH; the turn passes
    g.play("draw")  # player 2 draws Y2
    g.play("G4")
    assert g.is_over and g.winner == 0
    assert hand(g, 1) == Counter(["B1", "BD2", "WISH"])
    assert hand(g, 2) == Counter(["RD4", "R9", "Y2"])
    assert g.scores == [0, 1 + 10 + 10, 10 + 9 + 2]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_110_fewest_points_after_the_last_round_wins(seed: int) -> None:
    """ "Fewest points after the last round wins." """
    g, _ = random_game(seed, players=3, rounds=3)
    assert g.round == 3
    assert g.winner is not None
    assert g.scores[g.winner] == min(g.scores)


def test_110_points_at_a_blocked_table_the_player_with_the_fewest_cards_scores_0() -> None:
    """ "Points of a round that ends at a blocked table or by stalemate: every player counts the
    cards left in their hand ... (in the 110-card game that player scores 0, as its rule text
    says)." """
    g = numnum.new_game("maumau_110", players=2, deck=["G1", "B3", "G2", "Y6", "R9"], hand_size=2)
    assert g.is_over and g.winner == 0
    assert g.scores == [0, 9]
