"""Number ONE's rules, one test per sentence.

The sentences come from ``RULES.md`` (section "For every variant" as it applies here, and section
4 "Number ONE") and, where RULES.md only summarises it, from the German rule text.  Every test
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
from numnum import Game, IllegalMove, Kind
from numnum.variants.number_one import CUSTOM_RULES, CustomTable, register_custom_rule

VARIANT = "number_one"
COLOURS = ("R", "Y", "G", "B")
CHOICES = set(COLOURS)
STOCK = ["Y1", "Y2", "Y3", "Y4", "Y6", "Y7", "Y8", "Y9"]  # a draw pile that fits nothing red or green


# ----------------------------------------------------------------------------- helpers
def deal(hands: Sequence[Sequence[str]], top: str, **kwargs: Any) -> Game:
    """A game whose hands, turned-up cards, first discard and draw pile are exactly these."""
    return tables.deal(VARIANT, hands, top, **kwargs)


def wild(card: str) -> set[str]:
    """The four moves that play a black card, one per colour."""
    return {f"{card} {c}" for c in COLOURS}


def refused(g: Game, move: str) -> None:
    """``move`` is illegal now: ``play`` raises and changes nothing."""
    before = g.to_json()
    with pytest.raises(IllegalMove):
        g.play(move)
    assert g.to_json() == before


# ============================================================================ For every variant
def test_one_player_zero_sits_left_of_the_dealer_starts_and_play_goes_clockwise() -> None:
    """ "Seats: player 0 sits left of the dealer and starts; play goes clockwise, i.e. 0, 1, 2, ...
    The dealer is the last player (n-1)." """
    g = deal([["R1", "B6", "B8"], ["R2", "G6", "G8"], ["R3", "Y6", "Y8"]], "R9", stock=STOCK)
    assert g.dealer == 2
    assert g.current_player == 0
    seen = [g.current_player]
    for card in ("R1", "R2", "R3"):
        g.play(card)
        seen.append(g.current_player)
    assert seen == [0, 1, 2, 0]


def test_one_a_turn_ends_by_itself_when_the_drawn_card_cannot_be_played() -> None:
    """ "A turn ends by itself when ending it is the player's only option (the drawn card cannot be
    played, ...)" """
    g = deal([["G1", "G3", "G5"], ["B1", "B3", "B5"]], "R9", stock=STOCK)
    g.play("draw")
    assert hand(g, 0) == Counter(["G1", "G3", "G5", "Y1"])
    assert g.current_player == 1


def test_one_a_turn_ends_by_itself_when_nothing_can_be_played_or_drawn() -> None:
    """ "A turn ends by itself when ending it is the player's only option (... nothing can be played
    or drawn)" """
    g = deal([["G1", "G3"], ["R1", "B3"]], "R9")  # no draw pile, nothing to reshuffle
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["G1", "G3"])
    assert not g.is_over


def test_one_pass_is_offered_only_where_the_player_has_a_real_choice() -> None:
    """ "`pass` is offered only where the player has a real choice." """
    g = deal([["R1", "G3", "G5"], ["B1", "B3", "B5"]], "R9", stock=["R7", *STOCK])
    assert legal(g) == {"R1"}  # must play: no choice, no pass
    g = deal([["G1", "G3", "G5"], ["B1", "B3", "B5"]], "R9", stock=["R7", *STOCK])
    g.play("draw")
    assert legal(g) == {"R7", "pass"}  # the drawn card may be played: a real choice
    for seed in range(4):
        g = numnum.new_game(VARIANT, players=3, seed=seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if g.is_over:
                break
            moves = g.legal_moves().notations()
            assert moves, "no legal moves although the game is not over"
            assert moves != ["pass"]
            assert not ("pass" in moves and "draw" in moves)
            g.play(rng.choice(moves))


def test_one_drawing_is_always_an_explicit_move() -> None:
    """ "Drawing is always an explicit move." """
    g = deal([["G1", "G3", "G5"], ["B1", "B3", "B5"]], "R9", stock=STOCK)
    assert legal(g) == {"draw"}
    assert g.current_player == 0 and hand(g, 0) == Counter(["G1", "G3", "G5"])
    g.play("draw")
    assert hand(g, 0) == Counter(["G1", "G3", "G5", "Y1"])


def test_one_blocked_table_ends_the_game_and_fewest_cards_wins() -> None:
    """ "Blocked table: when a whole round of turns passes in which nobody plays or draws (nothing
    fits and nothing can be drawn), the game ends; the player with the fewest cards wins" """
    g = deal([["G1", "G3"], ["B1", "B3"]], "R9", stock=["Y7"])
    g.play("draw")  # player 0 draws the last card; then nobody can play or draw
    assert g.is_over
    assert [len(h) for h in g.hands] == [3, 2]
    assert g.winner == 1


def test_one_blocked_table_tie_goes_to_the_one_who_would_have_moved_first() -> None:
    """ "... the player with the fewest cards wins (a tie goes to the one who would have moved
    first)." """
    g = deal([["G1", "G3"], ["B1", "B3"], ["B5", "B7"]], "R9", stock=["Y7"])
    g.play("draw")
    assert g.is_over
    assert [len(h) for h in g.hands] == [3, 2, 2]
    assert g.winner == 1  # tied with player 2, but player 1 would have moved first


def test_one_calls_are_part_of_the_move_that_leaves_one_card_or_none() -> None:
    """ "Calls ("Mau", "ONE!", "NUMBER ONE!") are part of the move that leaves the player with one
    card (or none)" """
    g = deal([["R3", "G7", "G5"], ["B1", "B3", "B5"]], "R9", stock=STOCK)
    assert legal(g) == {"R3"}  # two cards left: no call
    g = deal([["R3", "G7"], ["B1", "B3"]], "R9", stock=STOCK)
    assert legal(g) == {"R3!", "R3"}  # one card left: "ONE!"
    g = deal([["R3"], ["B1"]], "R9", stock=STOCK)
    assert legal(g) == {"R3!", "R3"}  # none left: "NUMBER ONE!"
    g = deal([["R8", "R8", "G1"], ["B1", "B3", "B5"]], "R9", stock=STOCK)
    assert legal(g) == {"R8", "R8+R8!", "R8+R8"}  # the call belongs to the move, however many cards


def test_one_calls_auto_makes_every_call() -> None:
    """ "With the option `calls="auto"` every call is made." ("Option: calls made automatically.")"""
    g = deal([["R3", "R4"], ["B1", "B6"]], "R9", stock=STOCK, calls="auto")
    assert legal(g) == {"R3", "R4"}
    g.play("R3")
    assert "catch" not in legal(g)
    g.play("draw")
    assert g.current_player == 0
    assert hand(g, 0) == Counter(["R4"])
    g.play("R4")
    assert g.is_over and g.winner == 0


# ============================================================================ 4. Deck
DECK_TABLE: dict[str, list[str]] = {
    "per colour one 0 and two each of 1-9 (76)": [f"{c}0" for c in COLOURS]
    + [f"{c}{n}" for c in COLOURS for n in range(1, 10)] * 2,
    "two each of D2, REV, STOP per colour (24)": [f"{c}{a}" for c in COLOURS for a in ("D2", "REV", "STOP")] * 2,
    "black: 4 WISH, 4 WISH2, 2 SWAP": ["WISH"] * 4 + ["WISH2"] * 4 + ["SWAP"] * 2,
}


def test_one_the_deck_has_76_numbers_24_coloured_actions_and_10_black_cards() -> None:
    """ "Per colour one 0 and two each of 1-9 (76); two each of `D2` (Zieh-Zwei), `REV`
    (Richtungswechsel), `STOP` (24). Black action cards: 4 `WISH` (Farbwahl), 4 `WISH2`
    (Farbwahl-Leg-Zwei), 2 `SWAP` (Rück-Rüber)." """
    assert [len(cards) for cards in DECK_TABLE.values()] == [76, 24, 10]
    expected = Counter(c for cards in DECK_TABLE.values() for c in cards)
    for players in (3, 7, 10):
        g = numnum.new_game(VARIANT, players=players, seed=players)
        assert len(g.all_cards()) == 110
        assert Counter(texts(g.all_cards())) == expected


def test_one_custom_cards_are_left_out_unless_the_players_agree_how_many() -> None:
    """ "10 `CUSTOM` (individual cards), left out unless the players agree (option: how many)." """
    g = numnum.new_game(VARIANT, players=3, seed=1)
    assert "CUSTOM" not in texts(g.all_cards())
    for count in (1, 4, 10):
        g = numnum.new_game(VARIANT, players=3, seed=1, custom_cards=count)
        assert Counter(texts(g.all_cards()))["CUSTOM"] == count
        assert len(g.all_cards()) == 110 + count
    for count in (-1, 11):
        with pytest.raises(ValueError, match="custom_cards"):
            numnum.new_game(VARIANT, players=3, seed=1, custom_cards=count)


def test_one_with_two_players_the_rev_cards_are_removed() -> None:
    """ "With 2 players the `REV` cards are removed." """
    g = numnum.new_game(VARIANT, players=2, seed=4)
    cards = Counter(texts(g.all_cards()))
    assert not any(card.endswith("REV") for card in cards)
    expected = Counter(c for cards in DECK_TABLE.values() for c in cards if not c.endswith("REV"))
    assert cards == expected
    assert len(g.all_cards()) == 110 - 8


@pytest.mark.parametrize("players", [2, 3, 6, 10])
def test_one_seven_cards_each(players: int) -> None:
    """ "7 cards each" """
    g = numnum.new_game(VARIANT, players=players, seed=players)
    assert [len(h) for h in g.hands] == [7] * players


def test_one_two_to_ten_players() -> None:
    """ "2-10 players." """
    for players in range(2, 11):
        assert numnum.new_game(VARIANT, players=players, seed=1).players == players
    for players in (0, 1, 11, 12):
        with pytest.raises(ValueError, match="10"):  # the message names what is allowed
            numnum.new_game(VARIANT, players=players, seed=1)


# ============================================================================ 4. Match, Legezwang
def test_one_match_same_colour_or_same_number() -> None:
    """ "Match: same colour or same symbol (number or action)." (numbers)"""
    g = deal([["R1", "Y5", "YSTOP", "G2"], ["B1", "B3", "B6", "B8"]], "R5", stock=STOCK)
    assert legal(g) == {"R1", "Y5"}


@pytest.mark.parametrize("action", ["STOP", "REV"])
def test_one_match_same_action_symbol(action: str) -> None:
    """ "Match: same colour or same symbol (number or action)." (actions; the action card is the
    start card: after `STOP` player 1 begins, after `REV` the dealer, player 2)"""
    other = "REV" if action == "STOP" else "STOP"
    beginner_hand = [f"Y{action}", "R3", f"Y{other}", "Y3"]
    filler = [["B1", "B4", "B6", "B8"], ["G1", "G4", "G6", "G8"]]
    beginner = 1 if action == "STOP" else 2
    hands = filler[:]
    hands.insert(beginner, beginner_hand)
    g = deal(hands, f"R{action}", stock=STOCK)
    assert g.current_player == beginner
    assert legal(g) == {f"Y{action}", "R3"}


def test_one_black_cards_fit_on_anything() -> None:
    """ "Black cards fit on anything" """
    g = deal([["B1", "B4", "B6", "B8"], ["G1", "WISH", "WISH2", "SWAP"], ["Y6", "Y8", "B2", "B3"]], "RSTOP")
    assert g.current_player == 1  # the start card STOP skipped player 0
    assert legal(g) == wild("WISH") | wild("WISH2") | wild("SWAP") | {"WISH2+G1 G"}


def test_one_black_cards_may_be_played_even_when_another_card_could_be_played() -> None:
    """ "may be played even when another card could be played" """
    g = deal([["R1", "WISH", "WISH2", "SWAP"], ["B1", "B3", "B6", "B8"]], "R5", stock=STOCK)
    assert {"R1"} | wild("WISH") | wild("WISH2") | wild("SWAP") <= legal(g)


def test_one_black_cards_the_player_chooses_the_next_colour() -> None:
    """ "and the player chooses the next colour." """
    g = deal([["WISH", "B1", "B3"], ["G3", "R7", "Y5"]], "R5", stock=STOCK)
    assert wild("WISH") <= legal(g)  # any colour, the current one too
    g.play("WISH G")
    assert g.wish == "G"
    assert legal(g) == {"G3"}  # R7 (the old colour) and Y5 (the old number) do not fit


def test_one_legezwang_a_player_who_can_play_must_play() -> None:
    """ ""Legezwang": a player who can play must play." """
    g = deal([["R1", "G2", "G4"], ["B1", "B3", "B6"]], "R5", stock=STOCK)
    assert legal(g) == {"R1"}
    refused(g, "draw")
    g = deal([["WISH", "G2", "G4"], ["B1", "B3", "B6"]], "R5", stock=STOCK)
    assert legal(g) == wild("WISH")
    refused(g, "draw")


def test_one_only_a_player_who_cannot_play_draws_one_card() -> None:
    """ "Only a player who cannot play draws one card" """
    g = deal([["G1", "G3", "G6"], ["B1", "B3", "B6"]], "R5", stock=STOCK)
    assert legal(g) == {"draw"}
    g.play("draw")
    assert hand(g, 0) == Counter(["G1", "G3", "G6", "Y1"])
    assert g.draw_pile_size == len(STOCK) - 1


def test_one_a_drawn_card_that_fits_may_be_played_at_once() -> None:
    """ "if it fits it may be played at once" """
    g = deal([["G1", "G3", "G6"], ["B1", "B3", "B6"]], "R5", stock=["R7", *STOCK])
    g.play("draw")
    assert g.current_player == 0
    assert legal(g) == {"R7", "pass"}
    g.play("R7")
    assert str(g.top) == "R7"
    assert g.current_player == 1
    # ... or not: "may"
    g = deal([["G1", "G3", "G6"], ["B1", "B3", "B6"]], "R5", stock=["R7", *STOCK])
    g.play("draw")
    g.play("pass")
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["G1", "G3", "G6", "R7"])
    # a drawn black card fits too
    g = deal([["G1", "G3", "G6"], ["B1", "B3", "B6"]], "R5", stock=["WISH", *STOCK])
    g.play("draw")
    assert legal(g) == wild("WISH") | {"pass"}


def test_one_a_drawn_card_that_does_not_fit_passes_the_turn() -> None:
    """ "else the turn passes." """
    g = deal([["G1", "G3", "G6"], ["B1", "B3", "B6"]], "R5", stock=STOCK)
    g.play("draw")
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["G1", "G3", "G6", "Y1"])
    assert str(g.top) == "R5"


# ============================================================================ 4. Coloured action cards
def test_one_d2_the_next_player_draws_two_then_may_play_one_card_that_fits() -> None:
    """ "`D2`: the next player draws 2, then may play one card that fits" """
    g = deal(
        [["RD2", "B1", "B3"], ["G1", "G3", "G6"], ["Y5", "Y7", "B4"]],
        "R5",
        stock=["R8", "R8", *STOCK],
    )
    g.play("RD2")
    assert g.current_player == 1
    assert g.pending_draw == 2
    assert legal(g) == {"draw"}  # player 1 has no D2 to pass it on
    g.play("draw")
    assert hand(g, 1) == Counter(["G1", "G3", "G6", "R8", "R8"])
    assert g.current_player == 1
    assert legal(g) == {"R8", "pass"}  # one card: no second draw, no Doppeln
    g.play("R8")
    assert g.current_player == 2
    assert str(g.top) == "R8"


def test_one_d2_if_none_fits_after_drawing_the_turn_passes_no_further_draw() -> None:
    """ "if none fits, the turn passes (no further draw)." """
    g = deal([["RD2", "B1", "B3"], ["G1", "G3", "G6"], ["Y5", "Y7", "B4"]], "R5", stock=STOCK)
    g.play("RD2")
    g.play("draw")
    assert hand(g, 1) == Counter(["G1", "G3", "G6", "Y1", "Y2"])
    assert g.current_player == 2


def test_one_kumulieren_instead_of_drawing_play_a_d2_the_following_player_faces_four() -> None:
    """ "Extra rule KUMULIEREN (on by default): instead of drawing, that player may play a `D2`; the
    following player then faces 4, and so on." """
    g = deal(
        [["RD2", "B1", "B3"], ["GD2", "G1", "G3"], ["YD2", "Y1", "Y3"]],
        "R5",
        stock=["B5", "B6", "B7", "B8", "B9", "B2"],
    )
    g.play("RD2")
    assert legal(g) == {"GD2", "draw"}
    g.play("GD2")
    assert g.current_player == 2
    assert g.pending_draw == 4
    assert hand(g, 1) == Counter(["G1", "G3"])
    assert legal(g) == {"YD2", "draw"}
    g.play("YD2")
    assert g.current_player == 0
    assert g.pending_draw == 6
    g.play("draw")
    assert len(g.hands[0]) == 2 + 6


def test_one_kumulieren_is_an_option() -> None:
    """ "Extra rules, on by default, each an option: ... KUMULIEREN (above)" - switched off, a `D2`
    cannot be passed on."""
    g = deal([["RD2", "B1", "B3"], ["GD2", "G1", "G3"], ["Y5", "Y7", "B4"]], "R5", stock=STOCK, kumulieren=False)
    g.play("RD2")
    assert legal(g) == {"draw"}
    refused(g, "GD2")


def test_one_rev_the_direction_changes() -> None:
    """ "`REV`: the direction changes." """
    g = deal([["RREV", "B1", "B3"], ["R1", "G1", "G3"], ["R2", "Y1", "Y3"]], "R5", stock=STOCK)
    g.play("RREV")
    assert g.direction == -1
    assert g.current_player == 2
    g.play("R2")
    assert g.current_player == 1


def test_one_stop_the_next_player_is_skipped() -> None:
    """ "`STOP`: the next player is skipped." """
    g = deal([["RSTOP", "B1", "B3"], ["R1", "G1", "G3"], ["R2", "Y1", "Y3"]], "R5", stock=STOCK)
    g.play("RSTOP")
    assert g.current_player == 2
    assert hand(g, 1) == Counter(["R1", "G1", "G3"])


# ============================================================================ 4. Black action cards
def test_one_wish_choose_a_colour_may_lie_on_a_wish() -> None:
    """ "`WISH`: choose a colour; may lie on a `WISH`." """
    g = deal([["WISH", "B1", "B3"], ["WISH", "G3", "R7"], ["Y1", "R1", "G1"]], "R5", stock=STOCK)
    assert wild("WISH") <= legal(g)
    g.play("WISH G")
    assert legal(g) == {"G3"} | wild("WISH")
    g.play("WISH Y")
    assert g.wish == "Y"
    assert str(g.top) == "WISH"
    assert legal(g) == {"Y1"}


WISH2_HAND = ["WISH2", "G4", "G5", "Y4", "R1"]
WISH2_OTHER = ["B5", "B1", "B3", "B7", "B9"]


def test_one_wish2_choose_a_colour_then_play_up_to_two_more_cards_at_once() -> None:
    """ "`WISH2`: choose a colour, then play up to two more cards at once" """
    g = deal([WISH2_HAND, WISH2_OTHER], "R5", stock=STOCK)
    assert {"WISH2 G", "WISH2+G4 G", "WISH2+G4+G5 G", "WISH2+G5+G4 G"} <= legal(g)
    g.play("WISH2+G4+G5 G")
    assert hand(g, 0) == Counter(["Y4", "R1"])
    assert texts(g.discard_pile) == ["R5", "WISH2", "G4", "G5"]
    assert g.current_player == 1
    assert g.wish is None  # the chosen colour is served: the next card fits the last one, G5
    assert "B5" in legal(g)
    # no more cards at all: the chosen colour stands
    g = deal([WISH2_HAND, WISH2_OTHER], "R5", stock=STOCK)
    g.play("WISH2 B")
    assert g.wish == "B"
    assert str(g.top) == "WISH2"
    assert {"B1", "B3", "B5", "B7", "B9"} <= legal(g)


def test_one_wish2_the_first_must_fit_the_chosen_colour() -> None:
    """ "the first must fit the chosen colour" """
    g = deal([WISH2_HAND, WISH2_OTHER], "R5", stock=STOCK)
    moves = legal(g)
    assert {"WISH2+G4 G", "WISH2+Y4 Y", "WISH2+R1 R"} <= moves
    assert "WISH2+Y4 G" not in moves  # fits the G4 it could follow, but not the chosen colour
    assert "WISH2+G4 Y" not in moves
    assert "WISH2+R1 G" not in moves  # fits the top card R5, but not the chosen colour
    refused(g, "WISH2+Y4 G")


def test_one_wish2_the_second_must_fit_the_first() -> None:
    """ "the second must fit the first" """
    g = deal([WISH2_HAND, WISH2_OTHER], "R5", stock=STOCK)
    moves = legal(g)
    assert {"WISH2+G4+G5 G", "WISH2+G4+Y4 G", "WISH2+Y4+G4 Y"} <= moves
    assert "WISH2+G4+R1 G" not in moves
    assert "WISH2+G5+Y4 G" not in moves
    refused(g, "WISH2+G4+R1 G")


def test_one_wish2_both_must_be_coloured_cards() -> None:
    """ "both must be coloured cards." """
    g = deal([["WISH2", "G4", "WISH", "SWAP", "R1"], WISH2_OTHER], "R5", stock=STOCK)
    for move in g.legal_moves():
        if len(move.cards) > 1:
            assert str(move.cards[0]) == "WISH2"
            assert all(c.kind is not Kind.WILD for c in move.cards[1:]), move
    assert "WISH2+G4 G" in legal(g)
    for move in ("WISH2+WISH G", "WISH2+G4+WISH G", "WISH2+SWAP G", "WISH2+G4+SWAP G"):
        refused(g, move)


def test_one_wish2_their_actions_take_effect_in_order() -> None:
    """ "Their actions take effect in order." - a `REV` first turns the play round, then the `STOP`
    skips the next player in the new direction (or the `D2` hits them)."""
    others = [["B1", "B3", "B6", "B8", "B9"], ["Y1", "Y3", "Y6", "Y8", "Y9"], ["B2", "B4", "Y2", "Y4", "B7"]]
    g = deal([["WISH2", "GREV", "GSTOP", "R1", "R3"], *others], "R5", stock=STOCK)
    g.play("WISH2+GREV+GSTOP G")
    assert g.direction == -1
    assert g.current_player == 2  # player 3 came next and was skipped
    g = deal([["WISH2", "GREV", "GD2", "R1", "R3"], *others], "R5", stock=STOCK)
    g.play("WISH2+GREV+GD2 G")
    assert g.direction == -1
    assert g.current_player == 3
    assert g.pending_draw == 2


def test_one_never_a_wish2_on_a_wish2_nor_two_in_one_turn() -> None:
    """ "Never a `WISH2` on a `WISH2`, nor two in one turn." """
    g = deal([["WISH2", "B1", "B3", "B6", "B8"], ["WISH2", "WISH", "G1", "Y2", "Y3"]], "R5", stock=STOCK)
    g.play("WISH2 G")
    assert str(g.top) == "WISH2"
    assert legal(g) == {"G1"} | wild("WISH")  # a WISH may lie on it, a WISH2 not
    refused(g, "WISH2 G")
    g = deal([["WISH2", "WISH2", "G4", "G5", "R1"], WISH2_OTHER], "R5", stock=STOCK)
    assert all(texts(m.cards).count("WISH2") <= 1 for m in g.legal_moves())
    refused(g, "WISH2+WISH2 G")
    refused(g, "WISH2+G4+WISH2 G")


def test_one_swap_player_i_takes_the_hand_of_player_i_minus_one_then_the_active_player_chooses_the_colour() -> None:
    """ "`SWAP`: everyone puts their hand down and moves one seat to the right: player i takes the
    hand of player i-1. The active player then chooses the colour." """
    g = deal([["SWAP", "R1", "R2"], ["Y1", "Y3", "Y6"], ["B1", "B4", "B7"]], "R5", stock=STOCK)
    assert wild("SWAP") <= legal(g)
    g.play("SWAP G")
    assert hand(g, 0) == Counter(["B1", "B4", "B7"])  # player 0 takes the hand of player 2 (= 0 - 1)
    assert hand(g, 1) == Counter(["R1", "R2"])
    assert hand(g, 2) == Counter(["Y1", "Y3", "Y6"])
    assert g.wish == "G"
    assert str(g.top) == "SWAP"
    assert g.current_player == 1
    # the hands move the same way whatever the direction of play
    g = deal([["RREV", "R1", "R2"], ["Y1", "Y3", "Y6"], ["SWAP", "B4", "B7"]], "R5", stock=STOCK)
    g.play("RREV")
    assert g.current_player == 2 and g.direction == -1
    g.play("SWAP B")
    assert hand(g, 0) == Counter(["B4", "B7"])
    assert hand(g, 1) == Counter(["R1", "R2"])
    assert hand(g, 2) == Counter(["Y1", "Y3", "Y6"])
    assert g.current_player == 1


# ============================================================================ 4. Individual cards
CUSTOM_HANDS = [["CUSTOM", "B1", "B3"], ["Y1", "Y3", "Y6"], ["G1", "G4", "G7"]]


def test_one_custom_may_be_played_on_anything_and_the_player_chooses_the_colour() -> None:
    """ "`CUSTOM`: the player chooses the colour" - and, in the German text, "Eine individuelle Karte
    darf auch dann gelegt werden, wenn der Spieler eine andere Karte ablegen könnte"."""
    g = deal([["CUSTOM", "R1", "B3"], ["Y1", "Y3", "Y6"]], "R5", stock=STOCK, custom_cards=2)
    assert {"R1"} | wild("CUSTOM") <= legal(g)
    g = deal([["CUSTOM", "G1", "B3"], ["Y1", "Y3", "Y6"]], "R5", stock=STOCK, custom_cards=2)
    assert legal(g) == wild("CUSTOM")
    g.play("CUSTOM Y")
    assert g.wish == "Y"
    assert str(g.top) == "CUSTOM"


def test_one_custom_the_project_offers_a_menu_of_ready_rules() -> None:
    """ "The project offers a small menu of ready rules" """
    assert {"others_draw_one", "skip", "reverse", "next_draws_two", "swap_with_next"} <= set(CUSTOM_RULES)
    for rule in CUSTOM_RULES.values():
        assert rule.text_en and rule.text_de
    with pytest.raises(ValueError, match="custom_rule"):
        numnum.new_game(VARIANT, players=3, seed=1, custom_rule="no_such_rule")


def test_one_custom_ready_rule_others_draw_one() -> None:
    """ "its agreed rule applies": "Everyone else draws one card." """
    g = deal(CUSTOM_HANDS, "R5", stock=STOCK, custom_cards=1, custom_rule="others_draw_one")
    g.play("CUSTOM G")
    assert [len(h) for h in g.hands] == [2, 4, 4]
    assert g.wish == "G"


def test_one_custom_ready_rule_skip() -> None:
    """ "its agreed rule applies": "The next player sits out." """
    g = deal(CUSTOM_HANDS, "R5", stock=STOCK, custom_cards=1, custom_rule="skip")
    g.play("CUSTOM G")
    assert g.current_player == 2
    assert [len(h) for h in g.hands] == [2, 3, 3]


def test_one_custom_ready_rule_reverse() -> None:
    """ "its agreed rule applies": "The direction of play changes." """
    g = deal(CUSTOM_HANDS, "R5", stock=STOCK, custom_cards=1, custom_rule="reverse")
    g.play("CUSTOM G")
    assert g.direction == -1
    assert g.current_player == 2


def test_one_custom_ready_rule_next_draws_two() -> None:
    """ "its agreed rule applies": "The next player draws two cards." """
    g = deal(CUSTOM_HANDS, "R5", stock=STOCK, custom_cards=1, custom_rule="next_draws_two")
    g.play("CUSTOM G")
    assert [len(h) for h in g.hands] == [2, 5, 3]


def test_one_custom_ready_rule_swap_with_next() -> None:
    """ "its agreed rule applies": "Swap hands with the next player." """
    g = deal(CUSTOM_HANDS, "R5", stock=STOCK, custom_cards=1, custom_rule="swap_with_next")
    g.play("CUSTOM G")
    assert hand(g, 0) == Counter(["Y1", "Y3", "Y6"])
    assert hand(g, 1) == Counter(["B1", "B3"])
    assert hand(g, 2) == Counter(["G1", "G4", "G7"])


def test_one_custom_a_teacher_registers_their_own_rule_as_a_python_function() -> None:
    """ "and lets a teacher register their own as a Python function." """

    def previous_player_draws_three(table: CustomTable) -> None:
        table.draw(table.others()[-1], 3)

    name = "test_previous_player_draws_three"
    register_custom_rule(name, previous_player_draws_three, "The previous player draws three cards.")
    try:
        g = deal(CUSTOM_HANDS, "R5", stock=STOCK, custom_cards=1, custom_rule=name)
        g.play("CUSTOM G")
        assert [len(h) for h in g.hands] == [2, 3, 6]
        assert g.wish == "G"
    finally:
        CUSTOM_RULES.pop(name, None)
    with pytest.raises(ValueError):
        register_custom_rule("not a name", previous_player_draws_three, "")


# ============================================================================ 4. Start card
def test_one_start_card_d2_player_zero_draws_two_then_may_play() -> None:
    """ "Start card: `D2`: player 0 draws 2, then may play." (Whether the 2 cards come with an
    explicit `draw` is left open here; see the next test.)"""
    g = deal([["R1", "G7"], ["B1", "B3"], ["B4", "B6"]], "RD2", stock=STOCK)
    assert g.current_player == 0
    if "draw" in legal(g):
        assert legal(g) == {"draw"}
        g.play("draw")
    assert hand(g, 0) == Counter(["R1", "G7", "Y1", "Y2"])
    assert g.current_player == 0
    assert g.pending_draw == 0
    assert legal(g) == {"R1", "pass"}  # one card that fits, or not; no further draw
    g.play("R1")
    assert g.current_player == 1


def test_one_start_card_d2_drawing_the_two_cards_is_an_explicit_move() -> None:
    """ "Start card: `D2`: player 0 draws 2, then may play." with "Drawing is always an explicit
    move." ("For every variant") - player 0 takes the 2 cards with `draw` (API.md: "draw a card (or
    take the pending draw penalty)")."""
    g = deal([["R1", "G7"], ["B1", "B3"], ["B4", "B6"]], "RD2", stock=STOCK)
    assert g.current_player == 0
    assert hand(g, 0) == Counter(["R1", "G7"])
    assert g.pending_draw == 2
    assert legal(g) == {"draw"}
    g.play("draw")
    assert hand(g, 0) == Counter(["R1", "G7", "Y1", "Y2"])
    assert legal(g) == {"R1", "pass"}


def test_one_start_card_rev_the_dealer_begins_and_play_goes_counter_clockwise() -> None:
    """ "`REV`: the dealer begins and play goes counter-clockwise." """
    g = deal([["R1", "G7", "G9"], ["R2", "B1", "B3"], ["R3", "B4", "B6"]], "RREV", stock=STOCK)
    assert g.current_player == 2
    assert g.direction == -1
    g.play("R3")
    assert g.current_player == 1
    g.play("R2")
    assert g.current_player == 0


def test_one_start_card_stop_player_zero_is_skipped_player_one_begins() -> None:
    """ "`STOP`: player 0 is skipped, player 1 begins." """
    g = deal([["R1", "G7", "G9"], ["R2", "B1", "B3"], ["R3", "B4", "B6"]], "RSTOP", stock=STOCK)
    assert g.current_player == 1
    assert g.direction == 1
    assert hand(g, 0) == Counter(["R1", "G7", "G9"])
    g.play("R2")
    assert g.current_player == 2


@pytest.mark.parametrize("card", ["WISH", "SWAP", "CUSTOM"])
def test_one_start_card_wish_swap_custom_player_zero_names_the_colour_then_plays(card: str) -> None:
    """ "`WISH`, `SWAP`, `CUSTOM`: player 0 names the colour, then plays." """
    hands = [["G1", "R1", "B6"], ["Y1", "Y3", "Y6"], ["B1", "B4", "B7"]]
    g = deal(hands, card, stock=STOCK)
    assert g.current_player == 0
    assert legal(g) == CHOICES
    g.play("G")
    assert g.wish == "G"
    assert g.current_player == 0
    assert [hand(g, p) for p in range(3)] == [Counter(h) for h in hands]  # nothing else happens
    assert legal(g) == {"G1"}
    g.play("G1")
    assert g.current_player == 1


def test_one_start_card_wish2_goes_to_the_bottom_and_the_next_card_is_turned_up() -> None:
    """ "`WISH2`: goes to the bottom of the draw pile and the next card is turned up." """
    g = deal([["R1", "G7", "G9"], ["R2", "B1", "B3"]], "R5", turned_up=["WISH2"], stock=["Y1", "Y2"])
    assert texts(g.discard_pile) == ["R5"]
    assert draw_pile(g) == ["Y1", "Y2", "WISH2"]
    assert g.current_player == 0
    # the next card turned up is a start card like any other
    g = deal([["R1", "G7", "G9"], ["R2", "B1", "B3"], ["R3", "B4", "B6"]], "RSTOP", turned_up=["WISH2", "WISH2"])
    assert texts(g.discard_pile) == ["RSTOP"]
    assert draw_pile(g) == ["WISH2", "WISH2"]
    assert g.current_player == 1


# ============================================================================ 4. Extra rules
def test_one_doppeln_two_identical_number_cards_together() -> None:
    """ "DOPPELN (two identical number cards together)" """
    g = deal([["R8", "R8", "B1", "B3", "G6"], ["Y1", "Y3", "Y6", "B6", "B9"]], "R5", stock=STOCK)
    assert "R8+R8" in legal(g)
    g.play("R8+R8")
    assert texts(g.discard_pile) == ["R5", "R8", "R8"]
    assert hand(g, 0) == Counter(["B1", "B3", "G6"])
    assert g.current_player == 1


def test_one_doppeln_only_identical_number_cards_that_fit() -> None:
    """ "DOPPELN (two identical number cards together)" - not two action cards ("Diese Regel gilt
    nicht für Aktionskarten"), not two different cards, not cards that do not fit."""
    g = deal([["RSTOP", "RSTOP", "R8", "G8", "B1"], ["Y1", "Y3", "Y6", "B6", "B9"]], "R5", stock=STOCK)
    moves = legal(g)
    assert "RSTOP+RSTOP" not in moves and "R8+G8" not in moves
    refused(g, "RSTOP+RSTOP")
    refused(g, "R8+G8")
    g = deal([["G8", "G8", "R1", "B3", "B6"], ["Y1", "Y3", "Y6", "B7", "B9"]], "R5", stock=STOCK)
    assert "G8+G8" not in legal(g)


def test_one_strasse_three_consecutive_numbers_of_one_colour_ascending_or_descending() -> None:
    """ "STRASSE (three consecutive numbers of one colour together, in ascending or descending
    order" """
    g = deal([["R3", "R4", "R5", "B1", "G7"], ["Y1", "Y3", "Y6", "B6", "B9"]], "R9", stock=STOCK)
    assert {"R3+R4+R5", "R5+R4+R3"} <= legal(g)
    g.play("R5+R4+R3")
    assert hand(g, 0) == Counter(["B1", "G7"])
    assert g.current_player == 1
    g = deal([["R0", "R1", "R2", "B1", "G7"], ["Y1", "Y3", "Y6", "B6", "B9"]], "R9", stock=STOCK)
    assert {"R0+R1+R2", "R2+R1+R0"} <= legal(g)


def test_one_strasse_only_consecutive_numbers_of_one_colour() -> None:
    """ "three consecutive numbers of one colour" - not mixed colours, no gaps, no other order."""
    g = deal([["R3", "G4", "R5", "R4", "R7"], ["Y1", "Y3", "Y6", "B6", "B9"]], "R9", stock=STOCK)
    moves = legal(g)
    for move in ("R3+G4+R5", "R3+R5+R7", "R4+R3+R5", "R3+R4+R7"):
        assert move not in moves
        refused(g, move)


def test_one_strasse_the_first_must_fit_the_last_becomes_the_top_card() -> None:
    """ "the first must fit, the last becomes the top card)." """
    g = deal([["R3", "R4", "R5", "B1", "G7"], ["B2", "B4", "B6", "B8", "G9"]], "Y3", stock=STOCK)
    moves = legal(g)
    assert "R3+R4+R5" in moves  # R3 fits Y3
    assert "R5+R4+R3" not in moves  # R5 does not fit Y3, although R3 would
    refused(g, "R5+R4+R3")
    g.play("R3+R4+R5")
    assert str(g.top) == "R5"
    assert texts(g.discard_pile) == ["Y3", "R3", "R4", "R5"]


def test_one_extra_rules_are_on_by_default_each_an_option() -> None:
    """ "Extra rules, on by default, each an option: DOPPELN (...), KUMULIEREN (above), STRASSE
    (...)." """
    hands = [["R8", "R8", "R3", "R4", "R5"], ["Y1", "Y3", "Y6", "B6", "B9"]]
    assert {"R8+R8", "R3+R4+R5"} <= legal(deal(hands, "R9", stock=STOCK))
    moves = legal(deal(hands, "R9", stock=STOCK, doppeln=False))
    assert "R8+R8" not in moves and "R3+R4+R5" in moves
    moves = legal(deal(hands, "R9", stock=STOCK, strasse=False))
    assert "R8+R8" in moves and "R3+R4+R5" not in moves
    d2_hands = [["RD2", "B1", "B3"], ["GD2", "G1", "G3"]]
    for kumulieren in (None, True, False):
        options = {} if kumulieren is None else {"kumulieren": kumulieren}
        g = deal(d2_hands, "R5", stock=STOCK, **options)
        g.play("RD2")
        assert ("GD2" in legal(g)) is (kumulieren is not False)
    for name in ("doppeln", "kumulieren", "strasse"):
        with pytest.raises(ValueError, match=name):
            numnum.new_game(VARIANT, players=2, seed=1, **{name: "yes"})


# ============================================================================ 4. Calls
def test_one_calls_one_with_the_second_to_last_card_number_one_with_the_last() -> None:
    """ "Calls: "ONE!" when playing the second-to-last card, "NUMBER ONE!" with the last." """
    g = deal([["R3", "R4"], ["B1", "B6"]], "R9", stock=STOCK)
    assert legal(g) == {"R3!", "R3", "R4!", "R4"}
    g.play("R3!")  # "ONE!"
    assert hand(g, 0) == Counter(["R4"])
    assert "catch" not in legal(g)
    g.play("draw")  # player 1 draws Y1, which does not fit
    assert legal(g) == {"R4!", "R4"}
    g.play("R4!")  # "NUMBER ONE!"
    assert g.is_over and g.winner == 0


def test_one_a_forgotten_call_that_is_caught_costs_two_penalty_cards() -> None:
    """ "Forgotten: 2 penalty cards, but only if caught ... (the next player may `catch`)" """
    g = deal([["R3", "G7"], ["B1", "B6"], ["B2", "B7"]], "R9", stock=STOCK)
    g.play("R3")  # "ONE!" forgotten
    assert hand(g, 0) == Counter(["G7"])
    assert g.current_player == 1
    assert legal(g) == {"draw", "catch"}
    g.play("catch")
    assert hand(g, 0) == Counter(["G7", "Y1", "Y2"])
    assert g.current_player == 1
    assert legal(g) == {"draw"}  # caught once is enough


def test_one_a_forgotten_call_can_be_caught_until_the_end_of_the_next_players_turn() -> None:
    """ "but only if caught before the end of the next player's turn" - also after the next player
    has drawn, but no longer once their turn is over."""
    g = deal([["R3", "G7"], ["B1", "B6"], ["B2", "B7"]], "R9", stock=["R1", *STOCK])
    g.play("R3")  # "ONE!" forgotten
    g.play("draw")  # player 1 draws R1, which fits: still their turn
    assert legal(g) == {"R1", "pass", "catch"}
    g.play("catch")
    assert len(g.hands[0]) == 3
    # not caught by the end of player 1's turn: too late for player 2, and for player 0 later
    g = deal([["R3", "G7"], ["B1", "B6"], ["B2", "B7"]], "R9", stock=["R1", "G5", *STOCK])
    g.play("R3")
    g.play("draw")
    g.play("R1")  # player 1's turn is over
    assert g.current_player == 2
    assert "catch" not in legal(g)
    refused(g, "catch")
    g.play("draw")  # G5 does not fit R1: the turn passes
    assert g.current_player == 0
    assert "catch" not in legal(g)
    assert hand(g, 0) == Counter(["G7"])  # no penalty


def test_one_a_player_who_forgot_the_last_call_and_is_caught_is_back_in_the_game_with_two_cards() -> None:
    """ "a player who forgot the last call and is caught is back in the game with 2 cards" """
    g = deal([["R3"], ["B1"], ["B2"]], "R9", stock=STOCK)
    g.play("R3")  # "NUMBER ONE!" forgotten
    assert not g.is_over
    assert g.winner is None
    assert g.current_player == 1
    assert "catch" in legal(g)
    g.play("catch")
    assert not g.is_over
    assert hand(g, 0) == Counter(["Y1", "Y2"])
    assert g.current_player == 1


def test_one_if_nobody_catches_the_forgotten_last_call_by_then_they_have_won() -> None:
    """ "if nobody catches it by then, they have won." """
    g = deal([["R3"], ["B1"], ["B2"]], "R9", stock=STOCK)
    g.play("R3")  # "NUMBER ONE!" forgotten
    assert not g.is_over
    g.play("draw")  # player 1 draws Y1, which does not fit
    assert not g.is_over
    assert legal(g) == {"catch", "pass"}  # still player 1's turn: catching is a real choice
    g.play("pass")  # player 1's turn ends without a catch
    assert g.is_over
    assert g.winner == 0
    # player 1 ends their turn by going out too: player 0 was first and was not caught
    g = deal([["R3"], ["R1"], ["B2"]], "R9", stock=STOCK)
    g.play("R3")
    g.play("R1!")
    assert g.is_over
    assert g.winner == 0


def test_one_a_forgotten_last_call_not_caught_wins_although_the_next_player_goes_out_without_the_call() -> None:
    """ "if nobody catches it by then, they have won." - player 1 goes out in their turn without
    "NUMBER ONE!" and does not catch: at the end of player 1's turn player 0 has won."""
    g = deal([["R3"], ["R4"], ["B2"]], "R9", stock=STOCK)
    g.play("R3")  # player 0: "NUMBER ONE!" forgotten
    g.play("R4")  # player 1: no catch, and "NUMBER ONE!" forgotten too
    assert g.is_over
    assert g.winner == 0


def test_one_a_forgotten_last_call_not_caught_wins_although_the_next_player_forgets_one() -> None:
    """ "if nobody catches it by then, they have won." - player 1 plays their second-to-last card
    without "ONE!" and does not catch: at the end of player 1's turn player 0 has won."""
    g = deal([["R3", "R3", "R5"], ["R4", "R6", "R7"]], "R9", stock=STOCK)
    g.play("R3+R3!")  # player 0: "ONE!"
    g.play("R4")
    g.play("R5")  # player 0: "NUMBER ONE!" forgotten
    g.play("R6")  # player 1: no catch, and "ONE!" forgotten
    assert g.is_over
    assert g.winner == 0


# ============================================================================ 4. Strict table
def test_one_strict_table_is_an_option_off_by_default() -> None:
    """ "Penalties at a strict table (option, off by default)" - without it no penalty is given."""
    g = deal([["R1", "G2", "B3"], ["R7", "Y1", "Y3"]], "R5", stock=STOCK)
    before = g.to_json()
    with pytest.raises(ValueError):
        g.penalize(0, "G2")
    assert g.to_json() == before
    with pytest.raises(ValueError, match="strict"):
        numnum.new_game(VARIANT, players=2, seed=1, strict="yes")


@pytest.mark.parametrize("strict", [False, True])
def test_one_play_always_refuses_an_illegal_move_and_changes_nothing(strict: bool) -> None:
    """ "`play` always refuses an illegal move and changes nothing" """
    g = deal([["R1", "G2", "B3"], ["R7", "Y1", "Y3"]], "R5", stock=STOCK, strict=strict)
    refused(g, "G2")  # a wrong card
    refused(g, "R7")  # a card the player does not hold (player 1's, out of turn)
    refused(g, "draw")  # Legezwang
    assert hand(g, 0) == Counter(["R1", "G2", "B3"])


def test_one_strict_a_wrong_card_goes_back_to_the_hand_plus_two_penalty_cards() -> None:
    """ "a wrong card ... goes back to the hand plus 2 penalty cards" """
    g = deal([["R1", "G2", "B3"], ["R7", "Y1", "Y3"]], "R5", stock=STOCK, strict=True)
    refused(g, "G2")
    g.penalize(0, "G2")
    assert hand(g, 0) == Counter(["R1", "G2", "B3", "Y1", "Y2"])
    assert texts(g.discard_pile) == ["R5"]


def test_one_strict_a_card_out_of_turn_goes_back_to_the_hand_plus_two_penalty_cards() -> None:
    """ "a card out of turn goes back to the hand plus 2 penalty cards" """
    g = deal([["R1", "G2", "B3"], ["R7", "Y1", "Y3"]], "R5", stock=STOCK, strict=True)
    assert g.current_player == 0
    g.penalize(1, "R7")  # R7 would fit, but it is player 0's turn
    assert hand(g, 1) == Counter(["R7", "Y1", "Y3", "Y1", "Y2"])
    assert texts(g.discard_pile) == ["R5"]


def test_one_strict_a_wrong_street_plus_five_penalty_cards() -> None:
    """ "a wrong street plus 5." """
    g = deal([["R3", "R4", "R6", "B1", "G7"], ["B2", "B4", "B6", "B8", "G9"]], "R9", stock=STOCK, strict=True)
    refused(g, "R3+R4+R6")
    g.penalize(0, "R3+R4+R6")
    assert hand(g, 0) == Counter(["R3", "R4", "R6", "B1", "G7", "Y1", "Y2", "Y3", "Y4", "Y6"])
    # a street whose first card does not fit is wrong too
    g = deal([["R3", "R4", "R5", "B1", "G7"], ["B2", "B4", "B6", "B8", "G9"]], "Y3", stock=STOCK, strict=True)
    refused(g, "R5+R4+R3")
    g.penalize(0, "R5+R4+R3")
    assert len(g.hands[0]) == 5 + 5


# ============================================================================ 4. Points
def test_one_points_numbers_face_value_coloured_actions_20_black_and_custom_50() -> None:
    """ "Points (option, not in the rule text): number cards face value, coloured action cards 20,
    black and custom cards 50." """
    g = deal(
        [["G3", "G4"], ["Y7", "YD2"], ["B1", "YSTOP"], ["Y0", "YREV"], ["B5", "B0"]],
        "G9",
        stock=["WISH", "CUSTOM", "WISH2", "SWAP", "B8", "B9"],
    )
    g.play("G3!")
    for _ in range(4):  # players 1 to 4 draw a black card each and keep it
        g.play("draw")
        g.play("pass")
    g.play("G4!")
    assert g.is_over and g.winner == 0
    assert [sorted(hand(g, p)) for p in range(5)] == [
        [],
        ["WISH", "Y7", "YD2"],
        ["B1", "CUSTOM", "YSTOP"],
        ["WISH2", "Y0", "YREV"],
        ["B0", "B5", "SWAP"],
    ]
    assert g.scores == [0, 7 + 20 + 50, 1 + 20 + 50, 0 + 20 + 50, 5 + 0 + 50]


# ================================================ For every variant: skips, players who are out
def test_one_a_skipped_player_may_still_catch_two_players_with_a_stop() -> None:
    """ "A player whom a skip passes over (a STOP, ...) still gets that chance: while a forgotten
    call is open, a skipped turn is a turn in which the skipped player may only `catch` or let it
    go (`pass`)." - two players, `RSTOP` without "ONE!"."""
    g = deal([["RSTOP", "G7"], ["B1", "B6"]], "R9", stock=STOCK)
    g.play("RSTOP")  # "ONE!" forgotten
    assert (g.current_player, g.phase.value) == (1, "skipped")
    assert legal(g) == {"catch", "pass"}
    refused(g, "draw")
    g.play("catch")
    assert hand(g, 0) == Counter(["G7", "Y1", "Y2"])
    assert (g.current_player, g.phase.value) == (0, "turn")  # player 1 was skipped all the same
    assert hand(g, 1) == Counter(["B1", "B6"])
    # let it go: the window closes with the skipped turn
    g = deal([["RSTOP", "G7"], ["B1", "B6"]], "R9", stock=STOCK)
    g.play("RSTOP")
    g.play("pass")
    assert g.current_player == 0
    assert "catch" not in legal(g)
    assert hand(g, 0) == Counter(["G7"])


def test_one_no_forgotten_call_escapes_because_skips_bring_the_turn_straight_back_to_the_forgetter() -> None:
    """ "So no forgotten call escapes because skips bring the turn straight back to the forgetter
    (two players with a STOP, three with two STOPs)." - a forgotten "NUMBER ONE!" on a STOP no
    longer wins at once."""
    g = deal([["RSTOP"], ["B1"]], "R9", stock=STOCK)
    g.play("RSTOP")  # "NUMBER ONE!" forgotten
    assert not g.is_over
    assert (g.current_player, legal(g)) == (1, {"catch", "pass"})
    g.play("catch")
    assert not g.is_over
    assert hand(g, 0) == Counter(["Y1", "Y2"])
    assert g.current_player == 0
    # not caught: the forgetter wins when the skipped turn ends
    g = deal([["RSTOP"], ["B1"]], "R9", stock=STOCK)
    g.play("RSTOP")
    g.play("pass")
    assert g.is_over and g.winners == [0]


def test_one_the_second_stop_of_a_combination_the_first_skipped_player_may_catch() -> None:
    """ "A player whom a skip passes over (a STOP, or the second STOP of a combination) still gets
    that chance" - three players, `WISH2`+`STOP`+`STOP` without "ONE!": player 1's skipped turn
    may catch; player 2 is skipped after it and the turn comes back to player 0."""
    hands = [["WISH2", "GSTOP", "YSTOP", "R1"], ["B1", "B3", "B6", "B8"], ["B2", "B4", "B7", "B9"]]
    g = deal(hands, "R5", stock=STOCK)
    g.play("WISH2+GSTOP+YSTOP G")  # "ONE!" forgotten
    assert (g.current_player, legal(g)) == (1, {"catch", "pass"})
    g.play("catch")
    assert hand(g, 0) == Counter(["R1", "Y1", "Y2"])
    assert (g.current_player, g.phase.value) == (0, "turn")  # player 2 was skipped too
    assert hand(g, 2) == Counter(hands[2])
    g = deal(hands, "R5", stock=STOCK)
    g.play("WISH2+GSTOP+YSTOP G")
    g.play("pass")  # the skipped turn of player 1 ends the window
    assert g.current_player == 0
    assert "catch" not in legal(g)
    # with the call made nobody gets a skipped turn
    g = deal(hands, "R5", stock=STOCK)
    g.play("WISH2+GSTOP+YSTOP G!")
    assert (g.current_player, g.phase.value) == (0, "turn")


def test_one_a_skipped_turn_is_saved_and_the_loaded_game_continues_identically() -> None:
    """The skipped turn is part of the save format: a game saved in it continues the same way."""
    hands = [["WISH2", "GSTOP", "YSTOP", "R1"], ["B1", "B3", "B6", "B8"], ["B2", "B4", "B7", "B9"]]
    g = deal(hands, "R5", stock=STOCK)
    g.play("WISH2+GSTOP+YSTOP G")
    h = numnum.load_game(g.to_json())
    assert h.to_json() == g.to_json()
    assert legal(h) == {"catch", "pass"}
    for x in (g, h):
        x.play("pass")
    assert h.to_json() == g.to_json()
    assert h.current_player == 0


def test_one_a_player_who_is_out_takes_no_hand_swap_passes_hands_only_among_players_who_still_hold_cards() -> None:
    """ "A player who has played their last card without the call is out of the hand" / "Hands
    pass only among the players who still hold cards: a player who is out ... neither gives nor
    takes a hand" - three players, player 0 goes out with a street without "NUMBER ONE!", player 1
    plays `SWAP`: players 1 and 2 swap, player 0 keeps no cards and wins uncaught."""
    g = deal([["G4", "G5", "G6"], ["SWAP", "B1", "B2"], ["Y6", "Y7", "Y8"]], "G9", stock=STOCK)
    g.play("G4+G5+G6")  # "NUMBER ONE!" forgotten: out, waiting for the window to close
    assert g.is_out(0) and not g.is_over
    g.play("SWAP R")  # player 1 does not catch
    assert g.hands[0] == []
    assert g.is_over and g.winners == [0]
    assert hand(g, 1) == Counter(["Y6", "Y7", "Y8"])
    assert hand(g, 2) == Counter(["B1", "B2"])


def test_one_a_swap_played_as_ones_last_card_passes_no_hands() -> None:
    """ "a `SWAP` played as one's last card passes no hands." - forgotten "NUMBER ONE!": the
    forgetter takes nobody's hand and the next player keeps theirs."""
    g = deal([["SWAP"], ["B1"], ["Y6"]], "G9", stock=STOCK)
    g.play("SWAP R")
    assert g.hands[0] == []
    assert (hand(g, 1), hand(g, 2)) == (Counter(["B1"]), Counter(["Y6"]))
    assert g.current_player == 1
    assert "catch" in legal(g)
    g.play("catch")
    assert hand(g, 0) == Counter(["Y1", "Y2"])


def test_one_a_player_who_is_out_takes_no_turn_and_wins_when_the_window_closes_uncaught() -> None:
    """ "while they wait for the window to close they take no turn, and they win when it closes
    uncaught." - the forgetter is out after a last `STOP` (two players) and after a last `REV`
    (three players): no turn of theirs comes before the window closes."""
    g = deal([["RSTOP"], ["B1"]], "R9", stock=STOCK)
    g.play("RSTOP")
    assert g.is_out(0)
    assert g.current_player == 1
    g.play("pass")
    assert g.is_over and g.winner == 0 and g.hands[0] == []
    g = deal([["RREV"], ["B1"], ["B2"]], "R9", stock=STOCK)
    g.play("RREV")  # counter-clockwise: player 2 is next
    assert g.current_player == 2 and g.is_out(0)
    g.play("draw")  # Y1 does not fit
    assert legal(g) == {"catch", "pass"}
    g.play("pass")  # player 2's turn ends, the window closes
    assert g.is_over and g.winner == 0 and g.hands[0] == []


def test_one_a_player_who_is_out_draws_no_card_of_a_custom_rule() -> None:
    """A player who is out takes no hand and no card: the individual card "everyone else draws one"
    gives the forgetter nothing while they wait, and "swap with the next player" swaps no empty
    hand."""
    hands = [["R3", "R3"], ["CUSTOM", "B1"], ["B2", "B3"]]
    g = deal(hands, "R9", stock=STOCK, custom_cards=1, custom_rule="others_draw_one")
    g.play("R3+R3")  # "NUMBER ONE!" forgotten
    g.play("CUSTOM B!")  # player 1 does not catch; everyone else draws one
    assert hand(g, 2) == Counter(["B2", "B3", "Y1"])
    assert g.is_over and g.winner == 0 and g.hands[0] == []
    g = deal([["CUSTOM"], ["B1"], ["B2"]], "R9", stock=STOCK, custom_cards=1, custom_rule="swap_with_next")
    g.play("CUSTOM R")  # "NUMBER ONE!" forgotten, the last card swaps no hands
    assert g.hands[0] == [] and hand(g, 1) == Counter(["B1"])
    assert "catch" in legal(g)


# ================================================ 4. A penalty never falls on the player who played it
@pytest.mark.parametrize("combination", ["WISH2+RD2+RSTOP R!", "WISH2+RSTOP+RD2 R!"])
def test_one_a_penalty_never_falls_on_the_player_who_played_it(combination: str) -> None:
    """ "A penalty never falls on the player who played it: with two players every action hits the
    other player, who draws all the penalty cards and then misses the turn" - in either order."""
    g = deal([["WISH2", "RD2", "RSTOP", "G1"], ["B1", "B3", "B6", "B8"]], "R5", stock=STOCK)
    g.play(combination)
    assert g.current_player == 1
    assert g.pending_draw == 2
    assert legal(g) == {"draw"}
    g.play("draw")
    assert hand(g, 1) == Counter(["B1", "B3", "B6", "B8", "Y1", "Y2"])
    assert hand(g, 0) == Counter(["G1"])
    assert (g.current_player, g.phase.value, g.pending_draw) == (0, "turn", 0)  # player 1 missed the turn


def test_one_with_kumulieren_they_may_still_answer_a_pending_draw_with_a_d2() -> None:
    """ "(with KUMULIEREN they may still answer a pending draw with a `D2`)" - then the player who
    laid the combination faces 4 and plays on after drawing them, as after any `D2`."""
    g = deal([["WISH2", "RD2", "RSTOP", "G1"], ["BD2", "B3", "B6", "B8"]], "R5", stock=["G2", "B9", *STOCK])
    g.play("WISH2+RD2+RSTOP R!")
    assert legal(g) == {"draw", "BD2"}
    g.play("BD2")
    assert (g.current_player, g.pending_draw) == (0, 4)
    g.play("draw")
    assert hand(g, 0) == Counter(["G1", "G2", "B9", "Y1", "Y2"])
    assert (g.current_player, g.phase.value) == (0, "play_one")  # a normal D2: play one card that fits


def test_one_with_two_players_two_stops_make_the_other_player_miss_the_turn() -> None:
    """ "with two players every action hits the other player, who ... misses the turn" -
    `WISH2`+`STOP`+`STOP`: the turn comes back to the player who laid them (before, the second
    skip skipped the player themselves and the other player moved)."""
    g = deal([["WISH2", "GSTOP", "YSTOP", "R1", "R2"], ["B1", "B3", "B6", "B8", "B9"]], "R5", stock=STOCK)
    g.play("WISH2+GSTOP+YSTOP G")
    assert (g.current_player, g.phase.value) == (0, "turn")
    assert hand(g, 1) == Counter(["B1", "B3", "B6", "B8", "B9"])


def test_one_with_three_players_d2_and_stop_the_next_is_skipped_and_the_one_after_draws_two() -> None:
    """ "with three or more players each goes to the next player in turn (`D2`+`STOP`: the next
    player is skipped and the one after draws 2 ...)" - unchanged by the two-player rule."""
    hands = [["WISH2", "RD2", "RSTOP", "G1"], ["B1", "B3", "B6", "B8"], ["Y6", "Y7", "Y8", "Y9"]]
    g = deal(hands, "R5", stock=STOCK)
    g.play("WISH2+RD2+RSTOP R!")
    assert (g.current_player, g.pending_draw) == (2, 2)
    g.play("draw")
    assert hand(g, 2) == Counter(["Y6", "Y7", "Y8", "Y9", "Y1", "Y2"])
    assert hand(g, 0) == Counter(["G1"])


# ============================================================================ 4. REV with two players
def test_one_rev_in_a_two_player_game_is_played_like_a_plain_coloured_card() -> None:
    """ "`REV` in a two-player game (only a teacher's own deck can hold one): it changes the
    direction, which with two players changes nothing; it is played like a plain coloured card." """
    g = deal([["RREV", "G1"], ["B1", "B3"]], "R5", stock=STOCK)
    g.play("RREV!")
    assert g.current_player == 1
    assert hand(g, 1) == Counter(["B1", "B3"])


def test_one_rev_as_a_start_card_with_two_players_the_dealer_begins() -> None:
    """ "As a start card with two players the dealer begins." """
    g = deal([["R1", "G7"], ["R2", "B1"]], "RREV", stock=STOCK)
    assert g.current_player == g.dealer == 1


# ================================================ For every variant: ties, points at a blocked table
def test_one_ties_after_the_last_round_the_tied_players_share_the_win() -> None:
    """ "Ties after the last round (points ...): the tied players share the win. `Game.winners`
    names them all in seat order; `Game.winner` is the first of them." - three coloured action
    cards that fit nothing: every round ends blocked and both players count 20."""
    g = numnum.new_game("number_one", players=2, deck=["RD2", "GSTOP", "BREV"], hand_size=1, rounds=2, seed=1)
    while not g.is_over:
        g.play(g.legal_moves()[0])
    assert g.scores == [40, 40]
    assert g.winners == [0, 1]
    assert g.winner == 0
    assert g.view(1).winners == (0, 1)


def test_one_points_at_a_blocked_table_every_player_counts_the_cards_left_the_one_with_the_fewest_too() -> None:
    """ "Points of a round that ends at a blocked table or by stalemate: every player counts the
    cards left in their hand, the one with the fewest cards too" - nothing fits `R9` and nothing
    can be drawn: player 0 wins the tie and still counts 1 + 2."""
    g = deal([["G1", "G2"], ["B3", "Y6"]], "R9")
    assert g.is_over and g.winner == 0
    assert g.scores == [3, 9]


def test_one_the_reasons_explain_the_skipped_turn_and_the_missed_turn_after_a_penalty() -> None:
    """`g.explain` in words, English and German: a skipped player may only catch or pass; a
    player facing the penalty of a two-player combination misses the turn after taking it."""
    g = deal([["RSTOP", "G7"], ["B1", "B6"]], "R9", stock=STOCK)
    g.play("RSTOP")
    assert "may still catch" in g.explain("catch")
    assert "noch" in g.explain("catch", lang="de")
    assert "sit out" in g.explain("pass")
    assert "only catch player 1's forgotten call" in g.explain("draw")
    assert "nur den vergessenen Ruf von Spieler 1" in g.explain("B1", lang="de")
    g = deal([["WISH2", "RD2", "RSTOP", "G1"], ["B1", "B3", "B6", "B8"]], "R5", stock=STOCK)
    g.play("WISH2+RD2+RSTOP R!")
    assert g.explain("draw") == "You take the 2 penalty cards, then you miss your turn."
    assert g.explain("draw", lang="de") == "Du nimmst die 2 Strafkarten und setzt dann aus."
