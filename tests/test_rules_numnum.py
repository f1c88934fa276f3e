"""NumNum's rules, one test per sentence.

The sentences come from ``RULES.md`` (section "For every variant" as it applies to NumNum, and
section 1 "NumNum") and from the original German rule text (Vorbereitung, Spielablauf,
Beispiele).  Every test quotes its sentence in the docstring.  Where RULES.md decides a point
that the German text leaves open or words differently, the test follows RULES.md and says so.

Positions are built with a fixed deck: ``deal(hands, top, turned_up=..., stock=...)`` deals the
hands one card at a time (player 0 first), then the start procedure turns up ``turned_up`` and
``top``; ``stock`` is the draw pile, drawn from the front.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
import tables
from tables import draw_pile, hand, legal, texts

import numnum
from numnum import Game, IllegalMove, Kind, View
from numnum.arithmetic import shared_rows
from numnum.variants.numnum import standard_deck

BAN_STATES: list[tuple[int, ...]] = [(), (2,), (5,), (2, 5)]
SYMBOLS = ("C", "T", "S", "H")


# ----------------------------------------------------------------------------- helpers
def deal(hands: Sequence[Sequence[str]], top: str, **kwargs: Any) -> Game:
    """A game whose hands, turned-up cards, first discard and draw pile are exactly these."""
    return tables.deal("numnum", hands, top, **kwargs)


def bans_up(bans: Sequence[int]) -> list[str]:
    """The ban cards to turn up at the start so that ``bans`` are active."""
    return [f"B{b}" for b in bans]


OTHER = ["S7", "S11"]  # player 1's hand when only player 0's first move matters
STOCK = ["T49", "T77"]  # a draw pile that matters to nobody


def can_play(card: str, top: str, bans: Sequence[int] = ()) -> bool:
    """Whether the engine lets player 0 play ``card`` on ``top`` under ``bans``."""
    g = deal([[card, "W"], OTHER], top, turned_up=bans_up(bans), stock=STOCK)
    assert g.top == numnum.Card.parse(top) and g.bans == frozenset(bans)
    return card in legal(g)


def fits_double(card: str, top: str, bans: Sequence[int] = ()) -> bool:
    """Whether playing ``card`` on ``top`` lets player 0 go on (a wish card is left to play)."""
    g = deal([[card, "W"], OTHER], top, turned_up=bans_up(bans), stock=STOCK)
    assert card in legal(g), f"{card} does not even fit on {top} under {bans}"
    g.play(card)
    return g.current_player == 0 and not g.is_over


def assert_fit(card: str, top: str, bans: Sequence[int], expected: bool) -> None:
    """``numnum.fits`` and the engine agree with ``expected``."""
    assert numnum.fits(card, top, bans=bans) is expected, (card, top, bans)
    assert can_play(card, top, bans) is expected, (card, top, bans)


def random_game(seed: int, players: int = 3, **options: Any) -> Game:
    """A seeded game played to its end with random legal moves."""
    g = numnum.new_game("numnum", players=players, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(5000):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    assert g.is_over
    return g


# ============================================================================ For every variant
def test_player_zero_sits_left_of_the_dealer_starts_and_play_goes_clockwise() -> None:
    """ "Seats: player 0 sits left of the dealer and starts; play goes clockwise, i.e. 0, 1, 2, ...
    The dealer is the last player (n-1)." """
    g = deal([["C7"], ["S7"], ["T7"]], "H9", stock=["C11", "S11", "T11", "C13"])
    assert g.dealer == 2
    assert g.current_player == 0
    seen = [g.current_player]
    for _ in range(3):
        g.play("draw")  # the drawn card never fits H9: the turn ends by itself
        seen.append(g.current_player)
    assert seen == [0, 1, 2, 0]


def test_turn_ends_by_itself_when_the_drawn_card_cannot_be_played() -> None:
    """ "A turn ends by itself when ending it is the player's only option (the drawn card cannot be
    played, ...)" """
    g = deal([["C7", "C11"], OTHER], "H9", stock=["T13", *STOCK])
    g.play("draw")
    assert hand(g, 0) == Counter(["C7", "C11", "T13"])
    assert g.current_player == 1


def test_turn_ends_by_itself_when_a_chain_cannot_go_on() -> None:
    """ "A turn ends by itself when ending it is the player's only option (... a chain cannot go
    on, ...)" """
    g = deal([["H4", "C9"], OTHER], "H10", stock=STOCK)
    g.play("H4")  # heart on heart, 2-row: a double fit, but C9 fits nothing on H4
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["C9"])


def test_turn_ends_by_itself_when_nothing_can_be_played_or_drawn() -> None:
    """ "A turn ends by itself when ending it is the player's only option (... nothing can be
    played or drawn)" """
    # no draw pile; player 0 plays a ban card, so the discard pile stays one card: nothing to shuffle
    g = deal([["B2", "C9"], ["C7", "C11"], ["T5", "T9"]], "H10")
    g.play("B2")
    assert g.current_player == 2  # player 1 had no option and was passed over
    assert hand(g, 1) == Counter(["C7", "C11"])
    assert not g.is_over


def test_pass_is_offered_only_where_the_player_has_a_real_choice() -> None:
    """ "`pass` is offered only where the player has a real choice." """
    # at the start of a turn with a draw pile the choice is "play or draw": no pass
    g = deal([["H4", "H8"], OTHER], "H10", stock=STOCK)
    assert legal(g) == {"H4", "H8", "draw"}
    # after a double fit: go on or stop
    g.play("H4")
    assert legal(g) == {"H8", "pass"}
    # in random games pass never stands alone and never sits beside draw
    for seed in range(6):
        g = numnum.new_game("numnum", players=3, seed=seed)
        rng = random.Random(seed)
        for _ in range(5000):
            if g.is_over:
                break
            moves = g.legal_moves().notations()
            assert moves, "no legal moves although the game is not over"
            assert moves != ["pass"]
            assert not ("pass" in moves and "draw" in moves)
            g.play(rng.choice(moves))


def test_drawing_is_always_an_explicit_move() -> None:
    """ "Drawing is always an explicit move." """
    g = deal([["C7"], ["S7"]], "H9", stock=["T13", *STOCK])
    assert legal(g) == {"draw"}
    assert g.current_player == 0 and hand(g, 0) == Counter(["C7"])
    assert g.draw_pile_size == 3
    g.play("draw")
    assert hand(g, 0) == Counter(["C7", "T13"])


def test_blocked_table_ends_the_game_and_fewest_cards_wins() -> None:
    """ "Blocked table: when a whole round of turns passes in which nobody plays or draws (nothing
    fits and nothing can be drawn), the game ends; the player with the fewest cards wins" """
    g = deal([["C5", "S7"], ["B2", "T11"]], "H3")  # nothing to draw, nothing fits H3
    assert g.current_player == 1  # player 0 had no option
    assert not g.is_over
    g.play("B2")  # player 1 plays (a ban card: the discard pile stays one card)
    assert g.is_over
    assert g.winner == 1
    assert [len(h) for h in g.hands] == [2, 1]


def test_blocked_table_tie_goes_to_the_one_who_would_have_moved_first() -> None:
    """ "... the player with the fewest cards wins (a tie goes to the one who would have moved
    first)." """
    g = deal([["B2", "C5"], ["B5", "S7"]], "H3")
    g.play("pass")  # player 0 could play B2 but does not
    g.play("B5")  # player 1
    g.play("B2")  # player 0; now nothing fits H3 under both bans and nothing can be drawn
    assert g.is_over
    assert [len(h) for h in g.hands] == [1, 1]
    assert g.winner == 1  # player 1 would have moved next


def test_a_whole_round_of_passes_without_play_or_draw_ends_the_game() -> None:
    """ "Blocked table: when a whole round of turns passes in which nobody plays or draws ..., the
    game ends" - also when the players pass by choice."""
    g = deal([["B2", "C5"], ["B5", "S7"]], "H3")
    assert legal(g) == {"B2", "pass"}
    g.play("pass")
    assert legal(g) == {"B5", "pass"}
    g.play("pass")  # a whole round of turns without a play or a draw
    assert g.is_over
    assert g.winner == 0  # a tie: player 0 would have moved first


def test_numnum_has_no_calls_the_last_card_wins_without_one() -> None:
    """ "Calls ("Mau", "ONE!", "NUMBER ONE!") are part of the move that leaves the player with one
    card (or none)" - NumNum has no call: the last card is played plainly, and ``calls`` is no
    NumNum option."""
    g = deal([["H4"], ["S7"]], "H10", stock=STOCK)
    assert legal(g) == {"H4", "draw"}
    g.play("H4")
    assert g.is_over and g.winner == 0
    with pytest.raises(ValueError, match="hand_size"):
        numnum.new_game("numnum", players=2, calls="auto")


# ============================================================================ 1. Deck
STANDARD_TABLE: dict[str, list[str]] = {
    "in all four symbols (14 each)": [
        f"{s}{n}" for s in SYMBOLS for n in (2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 16, 18, 20)
    ],
    "circle, 9 more": [f"C{n}" for n in (21, 26, 32, 36, 44, 51, 56, 66, 78)],
    "triangle, 9 more": [f"T{n}" for n in (14, 25, 30, 35, 42, 49, 55, 65, 77)],
    "square, 9 more": [f"S{n}" for n in (22, 27, 33, 39, 45, 52, 63, 68, 81)],
    "heart, 9 more": [f"H{n}" for n in (24, 28, 34, 40, 48, 54, 64, 72, 85)],
    "two extra 13s": ["S13", "H13"],
    "jokers, number 1, one per symbol": ["C1", "T1", "S1", "H1"],
    "ban cards": ["B2"] * 4 + ["B5"] * 4,
    "wish cards": ["W"] * 3,
}


def test_the_deck_has_109_playing_cards() -> None:
    """ "Deck (109 playing cards; the 110th card of the box is a rules card)" """
    assert len(standard_deck()) == 109
    g = numnum.new_game("numnum", players=4, seed=5)
    assert len(g.all_cards()) == 109


@pytest.mark.parametrize("row", list(STANDARD_TABLE))
def test_the_deck_holds_each_row_of_the_table(row: str) -> None:
    """The deck table: "in all four symbols (14 each) | 2 3 4 5 6 7 8 9 10 12 15 16 18 20", the nine
    more cards of each symbol, "two extra 13s", "jokers, number 1, one per symbol", "ban cards |
    4 x B2, 4 x B5", "wish cards | 3 x W"."""
    deck = Counter(texts(standard_deck()))
    for card, count in Counter(STANDARD_TABLE[row]).items():
        assert deck[card] == count, card


def test_the_deck_is_exactly_the_table() -> None:
    """The deck table as a whole: nothing more, nothing less (also in a game dealt without a deck)."""
    expected = Counter(c for cards in STANDARD_TABLE.values() for c in cards)
    assert sum(expected.values()) == 109
    assert Counter(texts(standard_deck())) == expected
    assert Counter(texts(numnum.new_game("numnum", players=3, seed=11).all_cards())) == expected


def test_the_deck_is_data_so_other_decks_can_be_defined() -> None:
    """ "Keep the deck as data so other decks can be defined (teachers will want smaller decks, e.g.
    only the rows 2, 3 and 5)." """
    rows_235 = [c for c in texts(standard_deck()) if c[0] in SYMBOLS and any(int(c[1:]) % r == 0 for r in (2, 3, 5))]
    rows_235 += ["B2", "B5", "W"]
    g = numnum.new_game("numnum", players=3, deck=rows_235)
    assert Counter(texts(g.all_cards())) == Counter(rows_235)
    own = ["H100", "C121", "T1000", "S35", "C14", "T22", "S9"]  # any symbol with any positive number
    g = numnum.new_game("numnum", players=2, deck=own, hand_size=2)
    assert Counter(texts(g.all_cards())) == Counter(own)
    assert str(g.top) == "C14"


def test_every_card_shows_its_symbol_not_colour_alone() -> None:
    """ "The symbols exist so that colour-blind players can play: never show colour alone." """
    for card in standard_deck():
        if card.kind is Kind.NUMBER:
            assert card.suit in SYMBOLS
            assert str(card)[0] == card.suit


# ============================================================================ 1. When does a number card fit?
def test_symbol_fit_same_symbol() -> None:
    """ "symbol fit: same symbol." """
    for bans in BAN_STATES:
        assert_fit("H7", "H30", bans, True)  # no shared row, same symbol
        assert_fit("C2", "C5", bans, True)
    assert_fit("T7", "H30", (), False)


def test_number_fit_a_joker_fits_whatever_the_bans() -> None:
    """ "number fit: either number is 1 (joker; bans do not matter)" """
    for bans in BAN_STATES:
        assert_fit("T1", "H2", bans, True)
        assert_fit("T1", "H5", bans, True)
        assert_fit("C7", "H1", bans, True)
        assert_fit("C1", "H1", bans, True)


def test_number_fit_a_shared_divisor_greater_than_one_that_is_not_banned() -> None:
    """ "or `g = gcd(c, t) > 1` and `g` is not a banned row." """
    assert_fit("C12", "T18", (), True)  # gcd 6
    assert_fit("C12", "T18", (2, 5), True)  # 6 is not banned
    assert_fit("C14", "T21", (), True)  # gcd 7
    assert_fit("C8", "T27", (), False)  # gcd 1
    assert_fit("C6", "T10", (), True)  # gcd 2
    assert_fit("C6", "T10", (2,), False)  # gcd 2, banned
    assert_fit("C15", "T25", (5,), False)  # gcd 5, banned
    assert_fit("C15", "T25", (2,), True)


def test_the_two_ban_blocks_only_the_two_row_itself() -> None:
    """ "The 2-ban blocks only the 2-row itself: 4 on 8 still fits (shared row 4), 20 on 30 fits under
    both bans (shared row 10), 6 on 10 does not fit under the 2-ban (only row 2 is shared)." """
    assert_fit("C4", "T8", (2,), True)
    assert_fit("C20", "T30", (2, 5), True)
    assert_fit("C6", "T10", (2,), False)


def test_a_card_fits_with_a_symbol_or_a_number_fit_and_fits_double_with_both() -> None:
    """ "`c` fits if it has a symbol fit or a number fit; it fits double if it has both." """
    assert fits_double("H4", "H10")  # both
    assert not fits_double("C4", "H10")  # number only
    assert not fits_double("H7", "H10")  # symbol only
    assert not can_play("C7", "H10")  # neither


def test_fits_is_a_pure_function_of_two_cards_and_the_bans_for_any_number() -> None:
    """ "`fits` is a pure function of the two cards and the bans; it accepts any symbol with any
    positive number, not only the cards of the standard deck." """
    assert numnum.fits("H1001", "C143") is True  # 1001 = 7*11*13, 143 = 11*13
    assert numnum.fits("H1001", "C1000") is False
    assert numnum.fits("T200", "S1000", bans=(2, 5)) is True
    g = numnum.new_game("numnum", players=2, seed=3)
    before = g.to_json()
    results = [numnum.fits("H1001", "C143", bans=b) for b in BAN_STATES for _ in range(2)]
    assert results == [True] * 8
    assert g.to_json() == before  # nothing of a game is touched
    assert can_play("H1001", "C143")


# ============================================================================ 1. Special cards: ban card
@pytest.mark.parametrize("row", [2, 5])
def test_ban_card_may_be_played_whatever_the_top_card_is(row: int) -> None:
    """ "Ban card: may be played on the player's turn whatever the top card is, as that turn's
    play" """
    ban = f"B{row}"
    g = deal([[ban, "C7"], OTHER], "H9", stock=STOCK)  # C7 does not fit H9
    assert ban in legal(g)
    # also on a wish card
    g = deal([["W", "C3"], [ban, "S7"]], "H9", stock=STOCK)
    g.play("W T")
    assert g.current_player == 1
    assert legal(g) == {ban, "draw"}
    g.play(ban)
    assert g.bans == {row}
    assert g.current_player == 0  # that turn's play: the turn is over


@pytest.mark.parametrize("row", [2, 5])
def test_ban_card_is_never_the_last_card(row: int) -> None:
    """ "... but never as the player's last card." """
    ban = f"B{row}"
    g = deal([[ban], ["S7"]], "H9", stock=STOCK)
    assert legal(g) == {"draw"}
    before = g.to_json()
    with pytest.raises(IllegalMove, match="last card"):
        g.play(ban)
    assert g.to_json() == before
    # the second to last card may be a ban card, the last one not
    g = deal([[ban, "B2" if row == 5 else "B5"], OTHER], "H9", stock=STOCK)
    g.play(ban)
    assert len(g.hands[0]) == 1
    # a double-fit chain cannot end on the last card being a ban card either
    g = deal([["H4", ban], OTHER], "H10", stock=STOCK)
    g.play("H4")
    assert g.current_player == 1
    assert hand(g, 0) == Counter([ban])


@pytest.mark.parametrize(("row", "victim"), [(2, "C6"), (5, "C15")])
def test_ban_card_becomes_active_beside_the_discard_pile(row: int, victim: str) -> None:
    """ "If that ban is not active it becomes active (the card lies face up beside the discard
    pile)" """
    ban = f"B{row}"
    g = deal([[ban, "C7"], [victim, "S7"]], "H10", stock=STOCK)  # victim shares only `row` with 10
    assert g.bans == frozenset()
    g.play(ban)
    assert g.bans == {row}
    assert str(g.ban_spot[row]) == ban
    assert texts(g.discard_pile) == ["H10"]
    assert g.current_player == 1
    assert victim not in legal(g)


@pytest.mark.parametrize(("row", "victim"), [(2, "C6"), (5, "C15")])
def test_ban_card_on_an_active_ban_covers_it_and_lifts_the_ban(row: int, victim: str) -> None:
    """ "if it is active, the played card covers it and the ban is lifted." """
    ban = f"B{row}"
    g = deal([[ban, "C7"], [victim, "S7"]], "H10", turned_up=[ban], stock=STOCK)
    assert g.bans == {row}
    g.play(ban)
    assert g.bans == frozenset()
    assert Counter(texts(g.aside)) == Counter({ban: 2})  # the covered pair waits for the next reshuffle
    assert victim in legal(g)
    assert Counter(texts(g.all_cards())) == Counter(texts(g.deck))


@pytest.mark.parametrize("row", [2, 5])
def test_ban_card_does_not_change_the_top_card(row: int) -> None:
    """ "The discard pile's top card does not change." """
    ban = f"B{row}"
    for turned_up in ([], [ban]):  # activating and lifting
        g = deal([[ban, "C7"], OTHER], "H10", turned_up=turned_up, stock=STOCK)
        g.play(ban)
        assert str(g.top) == "H10"
        assert texts(g.discard_pile) == ["H10"]


@pytest.mark.parametrize("row", [2, 5])
def test_ban_card_never_fits_double(row: int) -> None:
    """ "It never fits double." (ban card)"""
    g = deal([[f"B{row}", "H4", "H8"], ["S7", "S11", "S13"]], "H10", stock=STOCK)
    g.play(f"B{row}")
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["H4", "H8"])


# ============================================================================ 1. Special cards: wish card
@pytest.mark.parametrize("top", ["H9", "C1", "T85", "S13"])
def test_wish_card_fits_on_any_card(top: str) -> None:
    """ "Wish card: fits on any card, also on a wish card." (any card)"""
    for bans in BAN_STATES:
        g = deal([["W", "C7"], OTHER], top, turned_up=bans_up(bans), stock=STOCK)
        assert {f"W {s}" for s in SYMBOLS} <= legal(g)


def test_wish_card_fits_on_a_wish_card() -> None:
    """ "Wish card: fits on any card, also on a wish card." (on a wish card)"""
    g = deal([["W", "C7"], ["W", "S7"]], "H9", stock=STOCK)
    g.play("W C")
    assert legal(g) >= {"W C", "W T", "W S", "W H"}
    g.play("W H")
    assert str(g.top) == "W" and g.wish == "H"


def test_wish_card_names_a_symbol_the_current_one_too() -> None:
    """ "The player names a symbol (the current one is allowed)." """
    g = deal([["W", "C7"], OTHER], "H9", stock=STOCK)
    assert {"W C", "W T", "W S", "W H"} <= legal(g)
    before = g.to_json()
    with pytest.raises(IllegalMove):
        g.play("W")  # no symbol named
    assert g.to_json() == before
    g.play("W H")  # the current symbol
    assert g.wish == "H" and str(g.top) == "W"


def test_wish_card_allows_only_the_wished_symbol_its_joker_wish_and_ban_cards() -> None:
    """ "Until a card is played on the wish card, only cards of the wished symbol (its joker too),
    wish cards and ban cards may be played." """
    g = deal(
        [["W", "S5", "S11", "S13", "S17", "S19", "S23"], ["H7", "H1", "C1", "C27", "T3", "W", "B2"]],
        "C9",
        stock=STOCK,
    )
    g.play("W H")
    assert legal(g) == {"H7", "H1", "W C", "W T", "W S", "W H", "B2", "draw"}
    g.play("B2")  # a ban card played on the wish: the wish still holds
    g.play("draw")  # player 0 draws T49 (no heart)
    assert g.current_player == 1
    assert legal(g) == {"H7", "H1", "W C", "W T", "W S", "W H", "draw"}
    g.play("H1")  # a card is played on the wish card: the wish is over
    g.play("draw")  # player 0 draws T77: a joker takes any number card
    assert g.wish is None
    assert "T77" in legal(g)


def test_wish_card_has_no_number() -> None:
    """ "A wish card has no number." """
    g = deal([["W", "S5", "S11"], ["C27", "T1", "H7"]], "C9", stock=STOCK)
    g.play("W H")
    assert "C27" not in legal(g)  # 27 would share rows 3 and 9 with the 9 below
    assert "T1" not in legal(g)  # a joker fits any *number* card: not a wish card
    g = deal([["W", "S5", "S11"], ["H7", "H35", "C27"]], "C9", stock=STOCK)
    g.play("W H")
    g.play("H7")  # a symbol fit only, no number fit: not double, although H35 would fit H7 double
    assert g.current_player == 0
    assert hand(g, 1) == Counter(["H35", "C27"])


def test_wish_card_never_fits_double() -> None:
    """ "It never fits double." (wish card)"""
    g = deal([["W", "H4", "H8"], ["S7", "S11", "S13"]], "H10", stock=STOCK)
    g.play("W H")
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["H4", "H8"])


def test_wish_card_may_be_the_last_card() -> None:
    """ "It may be the last card." """
    g = deal([["W"], ["S7"]], "H9", stock=STOCK)
    assert {"W C", "W T", "W S", "W H"} <= legal(g)
    g.play("W S")
    assert g.is_over and g.winner == 0


# ============================================================================ 1. A turn
def test_a_turn_is_one_fitting_card_or_one_drawn_card() -> None:
    """ "1. The player plays one card that fits (or a ban or wish card), or draws one card." """
    g = deal([["C3", "C7"], OTHER], "H9", stock=["T13", *STOCK])
    g.play("C3")  # a single fit: one card, the turn is over
    assert g.current_player == 1 and hand(g, 0) == Counter(["C7"])
    g = deal([["C7", "C11"], OTHER], "H9", stock=["T13", *STOCK])
    assert legal(g) == {"draw"}
    g.play("draw")
    assert hand(g, 0) == Counter(["C7", "C11", "T13"])  # exactly one card
    assert g.draw_pile_size == 2


def test_drawing_is_always_allowed_also_when_a_card_would_fit() -> None:
    """ "Drawing is always allowed, also when a card would fit ("kann (oder will)")." """
    g = deal([["H4", "H8"], OTHER], "H10", stock=["T13", *STOCK])
    assert {"H4", "H8", "draw"} <= legal(g)
    g.play("draw")
    assert hand(g, 0) == Counter(["H4", "H8", "T13"])


def test_after_a_double_fit_the_player_may_play_a_card_that_fits_the_new_top_card() -> None:
    """ "2. After a number card that fits double, the player may play one more card that fits the new
    top card, and so on while each played card fits double" """
    g = deal([["H4", "H8", "C5", "C16", "T3"], ["S7", "S11", "S13", "S17", "S19"]], "H10", stock=STOCK)
    g.play("H4")  # heart, 2-row: double
    assert g.current_player == 0
    assert "C5" not in legal(g)  # fitted H10 (5-row), not the new top card H4
    assert legal(g) == {"H8", "C16", "pass"}
    g.play("H8")  # heart, 4-row: double again
    assert g.current_player == 0
    g.play("C16")  # 8-row only: fits, but single; the chain ends
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["C5", "T3"])


def test_after_a_double_fit_the_player_may_end_the_turn_with_pass() -> None:
    """ "... or ends the turn with `pass`." """
    g = deal([["H4", "H8"], OTHER], "H10", stock=STOCK)
    g.play("H4")
    g.play("pass")
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["H8"])


@pytest.mark.parametrize("last", ["B2", "B5", "W T"])
def test_the_chain_may_end_with_a_ban_or_wish_card(last: str) -> None:
    """ "The chain may end with a ban or wish card (which ends the turn)." """
    g = deal([["H4", last.split()[0], "H8"], ["S7", "S11", "S13"]], "H10", stock=STOCK)
    g.play("H4")
    assert last in legal(g)
    g.play(last)
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["H8"])


def test_no_drawing_after_having_played() -> None:
    """ "No drawing after having played." """
    g = deal([["H4", "H8"], OTHER], "H10", stock=STOCK)
    g.play("H4")
    assert "draw" not in legal(g)
    before = g.to_json()
    with pytest.raises(IllegalMove):
        g.play("draw")
    assert g.to_json() == before


def test_after_drawing_only_the_drawn_card_may_be_played_or_pass() -> None:
    """ "3. After drawing, the player may play the drawn card if it can be played (rule 1, judged as
    usual) — only that card — or `pass`." """
    g = deal([["H4", "C7"], OTHER], "H10", stock=["T15", *STOCK])
    g.play("draw")  # T15 fits H10 in the 5-row
    assert legal(g) == {"T15", "pass"}
    before = g.to_json()
    with pytest.raises(IllegalMove, match="drew"):
        g.play("H4")
    assert g.to_json() == before
    g.play("T15")  # a single fit: the turn is over
    assert g.current_player == 1
    g = deal([["H4", "C7"], OTHER], "H10", stock=["T15", *STOCK])
    g.play("draw")
    g.play("pass")
    assert g.current_player == 1 and hand(g, 0) == Counter(["H4", "C7", "T15"])


@pytest.mark.parametrize("drawn", ["B2", "W"])
def test_a_drawn_ban_or_wish_card_may_be_played_as_usual(drawn: str) -> None:
    """ "After drawing, the player may play the drawn card if it can be played (rule 1, judged as
    usual)" - a ban or wish card can always be played."""
    g = deal([["C7", "C11"], OTHER], "H9", stock=[drawn, *STOCK])
    g.play("draw")
    expected = {"B2"} if drawn == "B2" else {f"W {s}" for s in SYMBOLS}
    assert legal(g) == expected | {"pass"}


def test_a_drawn_card_that_fits_double_continues_the_chain() -> None:
    """ "A double fit of the drawn card continues the chain as in 2." """
    g = deal([["H4", "C7"], OTHER], "H10", stock=["H20", *STOCK])
    g.play("draw")
    g.play("H20")  # heart, rows 2, 5, 10: double
    assert g.current_player == 0
    assert legal(g) == {"H4", "pass"}


def reshuffle_position() -> Game:
    """Lifted B2 pair aside, B5 active, no draw pile; player 0 plays H4, H8 on H10; player 1 draws."""
    g = deal([["H4", "H8", "C3"], ["S7", "S11", "S13"]], "H10", turned_up=["B2", "B2", "B5"])
    assert g.bans == {5} and Counter(texts(g.aside)) == Counter({"B2": 2}) and g.draw_pile_size == 0
    g.play("H4")
    g.play("H8")  # C3 does not fit H8: the turn ends by itself
    assert g.current_player == 1
    assert legal(g) == {"draw"}
    return g


def test_reshuffle_takes_the_discard_pile_but_its_top_card_and_the_lifted_ban_pairs() -> None:
    """ "4. When the draw pile is empty and a card must be drawn: all cards of the discard pile except
    its top card, plus the ban cards that were lifted (covered pairs), are shuffled into a new draw
    pile." """
    g = reshuffle_position()
    g.play("draw")
    drawn = hand(g, 1) - Counter(["S7", "S11", "S13"])
    assert sum(drawn.values()) == 1
    assert drawn + Counter(draw_pile(g)) == Counter(["H10", "H4", "B2", "B2"])
    assert texts(g.discard_pile) == ["H8"]
    assert g.aside == []
    assert Counter(texts(g.all_cards())) == Counter(texts(g.deck))


def test_active_ban_cards_stay_out_of_the_reshuffle() -> None:
    """ "Active ban cards stay out." """
    g = reshuffle_position()
    g.play("draw")
    assert g.bans == {5}
    assert str(g.ban_spot[5]) == "B5"
    assert "B5" not in draw_pile(g) and "B5" not in hand(g, 1)


def test_with_still_nothing_to_draw_the_player_may_only_play_or_pass() -> None:
    """ "If there is still nothing to draw, the player may only play or `pass`." """
    g = deal([["H4", "C7"], ["S7", "S11"]], "H10")
    assert g.draw_pile_size == 0 and len(g.discard_pile) == 1 and g.aside == []
    assert legal(g) == {"H4", "pass"}
    before = g.to_json()
    with pytest.raises(IllegalMove):
        g.play("draw")
    assert g.to_json() == before


def test_the_first_player_without_cards_wins_and_the_game_ends_at_once() -> None:
    """ "5. The first player without cards wins; the game ends at once." """
    g = deal([["H4"], ["S7"]], "H10", stock=STOCK)
    g.play("H4")  # a double fit, but there is nothing left to go on with
    assert g.is_over and g.winner == 0
    assert len(g.legal_moves()) == 0
    before = g.to_json()
    with pytest.raises(IllegalMove):
        g.play("draw")
    assert g.to_json() == before


# ============================================================================ 1. Start
@pytest.mark.parametrize("players", [2, 3, 7])
def test_seven_cards_each_dealt_one_at_a_time_player_zero_first(players: int) -> None:
    """ "7 cards each (2-7 players), dealt one at a time, player 0 first." """
    deck = [f"C{n}" for n in range(2, 2 + 7 * players)] + ["H1", *STOCK]
    g = numnum.new_game("numnum", players=players, deck=deck)
    for p in range(players):
        assert texts(g.hands[p]) == deck[p : 7 * players : players]
    assert str(g.top) == "H1"
    assert draw_pile(g) == STOCK


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_two_to_seven_players_get_seven_cards_each(players: int) -> None:
    """ "7 cards each (2-7 players)" """
    g = numnum.new_game("numnum", players=players, seed=players)
    assert g.players == players
    assert [len(h) for h in g.hands] == [7] * players


@pytest.mark.parametrize("players", [0, 1, 8, 9])
def test_fewer_than_two_or_more_than_seven_players_raise_value_error(players: int) -> None:
    """ "7 cards each (2-7 players)" - other numbers of players are refused, naming what is allowed."""
    with pytest.raises(ValueError, match="2 to 7"):
        numnum.new_game("numnum", players=players)


def test_cards_are_turned_up_until_a_number_card_appears_a_joker_counts() -> None:
    """ "Then cards are turned up until a number card appears (a joker counts)" """
    g = deal([["C7"], ["S7"]], "T1", turned_up=["B2", "W", "B5"], stock=STOCK)
    assert str(g.top) == "T1"
    assert texts(g.discard_pile) == ["T1"]
    assert g.bans == {2, 5}
    assert draw_pile(g) == [*STOCK, "W"]


@pytest.mark.parametrize("row", [2, 5])
def test_a_ban_card_turned_up_becomes_active(row: int) -> None:
    """ "a ban card turned up becomes active" """
    g = deal([["C7"], ["S7"]], "H10", turned_up=[f"B{row}"], stock=STOCK)
    assert g.bans == {row}
    assert str(g.ban_spot[row]) == f"B{row}"
    assert str(g.top) == "H10"


def test_a_second_ban_card_of_the_same_kind_turned_up_lifts_it_again() -> None:
    """ "(a second one of the same kind lifts it again)" """
    g = deal([["C7"], ["S7"]], "H10", turned_up=["B5", "B2", "B5"], stock=STOCK)
    assert g.bans == {2}
    assert Counter(texts(g.aside)) == Counter({"B5": 2})  # the pair goes into the next reshuffle
    assert Counter(texts(g.all_cards())) == Counter(texts(g.deck))
    g = deal([["C7"], ["S7"]], "H10", turned_up=["B2", "B2", "B2"], stock=STOCK)
    assert g.bans == {2}


def test_a_wish_card_turned_up_goes_to_the_bottom_of_the_draw_pile() -> None:
    """ "a wish card turned up goes to the bottom of the draw pile." """
    g = deal([["C7"], ["S7"]], "H10", turned_up=["W"], stock=["C3", "C5"])
    assert str(g.top) == "H10"
    assert draw_pile(g) == ["C3", "C5", "W"]
    g = deal([["C7"], ["S7"]], "H10", turned_up=["W", "B2", "W"], stock=["C3"])
    assert draw_pile(g) == ["C3", "W", "W"]
    assert g.bans == {2}


def test_the_number_card_starts_the_discard_pile() -> None:
    """ "The number card starts the discard pile." """
    g = deal([["C7"], ["S7"]], "S22", turned_up=["B2", "W"], stock=STOCK)
    assert texts(g.discard_pile) == ["S22"]
    assert str(g.top) == "S22"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_player_zero_begins(players: int) -> None:
    """ "Player 0 begins." """
    g = numnum.new_game("numnum", players=players, seed=100 + players)
    assert g.current_player == 0
    assert g.view(0).legal_moves == g.legal_moves()


# ============================================================================ 1. Options
def test_option_hand_size() -> None:
    """Options worth having: "`hand_size` (all variants)" """
    g = numnum.new_game("numnum", players=4, seed=2, hand_size=5)
    assert [len(h) for h in g.hands] == [5] * 4
    assert len(g.all_cards()) == 109
    with pytest.raises(ValueError, match="whole number"):
        numnum.new_game("numnum", players=2, hand_size=0)


def test_option_open_hands_shows_every_hand() -> None:
    """ "open hands (everyone plays face up: Schilken's own teaching rule, good on a projector)" """
    g = numnum.new_game("numnum", players=3, seed=4, open_hands=True)
    for p in range(3):
        assert g.view(p).hands == tuple(tuple(h) for h in g.hands)
    g = numnum.new_game("numnum", players=3, seed=4)
    v = g.view(1)
    assert v.hands[0] is None and v.hands[2] is None
    assert v.hands[1] == tuple(g.hands[1])


def test_option_rounds_left_over_cards_count_points() -> None:
    """ "several rounds with points: left-over number cards count their number, jokers and ban cards
    25, wish cards 50" """
    g = deal(
        [["H4", "H8", "H6", "H12"], ["T1", "W", "B2", "C7"]],
        "H10",
        stock=["C3", "C5", "C9", "C11"],
        rounds=2,
    )
    for card in ("H4", "H8", "H6", "H12"):  # all double fits: player 0 goes out in one turn
        g.play(card)
    assert g.scores == [0, 25 + 50 + 25 + 7]
    assert not g.is_over
    assert g.round == 2
    assert Counter(texts(g.all_cards())) == Counter(texts(g.deck))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_option_rounds_lowest_total_after_the_agreed_rounds_wins(seed: int) -> None:
    """ "lowest total after the agreed rounds wins." """
    g = random_game(seed, players=3, rounds=3)
    assert g.round == 3
    assert g.winner is not None
    assert g.scores[g.winner] == min(g.scores)


@pytest.mark.parametrize(
    ("options", "allowed"),
    [
        ({"colour": "red"}, "hand_size"),
        ({"calls": "auto"}, "open_hands"),
        ({"hand_size": "7"}, "1 to 50"),
        ({"hand_size": 51}, "1 to 50"),
        ({"rounds": 0}, "1 to 100"),
        ({"open_hands": "yes"}, "True"),
    ],
)
def test_unknown_or_bad_options_raise_value_error_naming_what_is_allowed(options: dict[str, Any], allowed: str) -> None:
    """API: "Unknown variant, player count out of range, unknown preset or option, or a bad option
    value: `ValueError` whose message names what is allowed." """
    with pytest.raises(ValueError, match=allowed):
        numnum.new_game("numnum", players=2, **options)


# ============================================================================ API: illegal moves
def game_for_illegal_moves() -> Game:
    return deal([["H3", "C7", "B2"], ["S7", "S11", "S13"]], "H9", stock=["T27", *STOCK])


@pytest.mark.parametrize(
    ("setup", "move", "reason"),
    [
        ([], "C7", "circle 7"),  # does not fit
        ([], "T3", "do not have"),
        ([], "pass", "pass"),
        ([], "hello", "not a move"),
        (["H3"], "C7", "circle 7"),  # in a chain: C7 does not fit H3
        (["H3"], "draw", "draw"),  # no drawing after having played
        (["draw"], "H3", "drew"),  # after drawing T27 only T27 may be played
    ],
)
def test_an_illegal_move_raises_with_a_reason_and_leaves_the_game_unchanged(
    setup: list[str], move: str, reason: str
) -> None:
    """API: "illegal: raises `numnum.IllegalMove` (a `ValueError`) whose message says why, and the game
    is unchanged" """
    g = game_for_illegal_moves()
    for m in setup:
        g.play(m)
    before = g.to_json()
    with pytest.raises(IllegalMove, match=reason) as info:
        g.play(move)
    assert isinstance(info.value, ValueError)
    assert g.to_json() == before


# ============================================================================ Rule text: Vorbereitung
def test_der_kartengeber_mischt_und_gibt_jedem_sieben_karten() -> None:
    """ "Der Kartengeber mischt die Karten gut durch und gibt jedem Mitspieler sieben Karten." """
    a = numnum.new_game("numnum", players=4, seed=1)
    b = numnum.new_game("numnum", players=4, seed=2)
    assert [len(h) for h in a.hands] == [7] * 4
    assert a.hands != b.hands  # shuffled
    assert Counter(a.all_cards()) == Counter(b.all_cards()) == Counter(standard_deck())
    assert numnum.new_game("numnum", players=4, seed=1).hands == a.hands  # a seed repeats the deal


def test_die_restlichen_karten_bilden_den_verdeckten_stapel() -> None:
    """ "Die restlichen Karten bilden den verdeckten Stapel." """
    g = numnum.new_game("numnum", players=3, seed=8)
    out_of_stock = 3 * 7 + len(g.discard_pile) + len(g.ban_spot) + len(g.aside)
    assert g.draw_pile_size == 109 - out_of_stock
    # face down: a player's view tells only how many cards the pile holds
    v = g.view(0)
    assert v.draw_pile_size == g.draw_pile_size
    assert not {f.name for f in dataclasses.fields(View)} & {"stock", "draw_pile"}


def test_der_geber_deckt_eine_karte_vom_stapel_auf() -> None:
    """ "Der Geber deckt eine Karte von diesem Stapel auf." """
    g = deal([["C7", "C11"], ["S7", "S11"]], "T25", stock=["H3", "H5"])
    assert texts(g.discard_pile) == ["T25"]
    assert draw_pile(g) == ["H3", "H5"]


def test_ein_verbotsschild_wird_offen_abgelegt_bis_eine_nummernkarte_gefunden_ist() -> None:
    """ "Wenn die Karte ein Verbotsschild zeigt, dann legt er sie offen ab und deckt eine weitere Karte
    auf, solange bis eine Nummernkarte gefunden ist." """
    g = deal([["C7"], ["S7"]], "T25", turned_up=["B5", "B2"], stock=["H3"])
    assert g.bans == {2, 5}  # both lie face up beside the discard pile
    assert str(g.top) == "T25"
    assert draw_pile(g) == ["H3"]


def test_diese_nummernkarte_ist_der_anfang_des_ablagestapels() -> None:
    """ "Diese Nummernkarte ist der Anfang des Ablagestapels." """
    g = deal([["C7"], ["S7"]], "T25", turned_up=["B2"], stock=["H3"])
    assert texts(g.discard_pile) == ["T25"]
    assert "B2" not in texts(g.discard_pile)


def test_der_naechste_spieler_nach_dem_kartengeber_beginnt() -> None:
    """ "Der im Uhrzeigersinn nächste Spieler nach dem Kartengeber beginnt." """
    for players in (2, 5):
        g = numnum.new_game("numnum", players=players, seed=9)
        assert g.current_player == (g.dealer + 1) % players == 0


def test_wer_als_erster_seine_letzte_karte_ablegt_hat_gewonnen() -> None:
    """ "Ziel: Wer als erster seine letzte Karte ablegt - hat gewonnen." """
    g = deal([["C3", "S6"], ["T9", "T7"]], "H9", stock=STOCK)
    g.play("C3")  # 3-row, single
    g.play("T9")  # 3-row, single
    g.play("S6")  # 3-row: player 0 lays down the last card
    assert g.is_over and g.winner == 0
    assert hand(g, 1) == Counter(["T7"])
    assert len(g.legal_moves()) == 0


# ============================================================================ Rule text: Spielablauf
def test_nur_der_spieler_der_am_zug_ist_legt_ab() -> None:
    """ "Der Spieler, der am Zug ist, versucht möglichst viele seiner Karten abzulegen." """
    g = deal([["H4", "H8"], ["H6", "H12"]], "H10", stock=STOCK)
    assert g.view(0).legal_moves == g.legal_moves()
    assert len(g.view(1).legal_moves) == 0
    with pytest.raises(IllegalMove):
        g.play("H6")  # player 1's card


def test_eine_karte_mit_demselben_symbol_passt() -> None:
    """ "Der Spieler darf eine Karte ablegen, die dasselbe Symbol hat wie die oberste Karte des
    Ablagestapels ( sie "passt" )." """
    assert_fit("H7", "H9", (), True)
    assert_fit("C7", "H9", (), False)


def test_oder_er_darf_eine_karte_mit_einem_verbotsschild_ablegen() -> None:
    """ "**Oder** er darf eine Karte mit einem Verbotsschild ablegen." """
    for top in ("H9", "C1", "T77"):
        g = deal([["B2", "B5"], OTHER], top, stock=STOCK)
        assert {"B2", "B5"} <= legal(g)


def test_ohne_verbot_derselben_art_liegt_die_verbotskarte_offen_neben_dem_ablagestapel() -> None:
    """ "Wenn noch kein Verbot derselben Art gilt, legt er die Karte offen neben den Ablagestapel." """
    g = deal([["B5", "C7"], OTHER], "H10", turned_up=["B2"], stock=STOCK)  # another kind is active
    g.play("B5")
    assert g.bans == {2, 5}
    assert texts(g.discard_pile) == ["H10"]


@pytest.mark.parametrize(("row", "victim", "survivor"), [(2, "C6", "C4"), (5, "C15", "C30")])
def test_die_entsprechende_reihe_ist_ab_sofort_gesperrt(row: int, victim: str, survivor: str) -> None:
    """ "Die entsprechende 1x1-Reihe (also 2,4,6 beim 2-er-Verbot und 5,10,15 beim 5-er-Verbot) ist ab
    sofort gesperrt." - RULES.md: only the row itself; a card sharing a larger row still fits."""
    top = "H20" if row == 2 else "H10"
    g = deal([[f"B{row}", "S7"], [victim, survivor]], top, stock=STOCK)
    g.play(f"B{row}")
    assert g.current_player == 1  # at once, for the very next player
    assert victim not in legal(g)  # shares only the banned row with the top card
    assert survivor in legal(g)  # shares the 4-row (10-row) too


def test_ein_verbot_wird_aufgehoben_indem_die_offene_verbotskarte_verdeckt_wird() -> None:
    """ "Wenn schon ein Verbot derselben 1x1-Reihe gilt, kann er das Verbot aufheben, indem er mit
    seiner Karte die offene Verbotskarte verdeckt." """
    g = deal([["B2", "C7"], ["C6", "S7"]], "H10", turned_up=["B2"], stock=STOCK)
    assert not numnum.fits("C6", "H10", bans=g.bans)
    g.play("B2")
    assert g.bans == frozenset()
    assert "B2" in texts(g.aside)
    assert "C6" in legal(g)


def test_als_letzte_karte_darf_keine_verbotskarte_abgelegt_werden() -> None:
    """ "Es ist nicht erlaubt, als letzte Karte eine Verbotskarte abzulegen." """
    g = deal([["B5"], ["S7"]], "H10", stock=STOCK)
    assert "B5" not in legal(g)
    with pytest.raises(IllegalMove, match="last card"):
        g.play("B5")


def test_oder_eine_nummer_mit_einer_gemeinsamen_nicht_gesperrten_reihe() -> None:
    """ "**Oder** er darf eine Karte ablegen mit einer Nummer, die mit der obersten Karte des
    Ablagestapels eine (nicht gesperrte) 1x1-Reihe gemeinsam hat." """
    assert_fit("C21", "T14", (), True)  # 7-row
    assert_fit("C21", "T14", (2, 5), True)
    assert_fit("C10", "T14", (), True)  # 2-row
    assert_fit("C10", "T14", (2,), False)  # the 2-row is banned


def test_in_anderen_worten_ein_gemeinsamer_teiler_groesser_als_eins() -> None:
    """ "In anderen Worten: wenn die beiden Karten einen gemeinsamen Teiler haben, der größer als 1
    ist." """
    numbers = range(2, 40)
    for a in numbers:
        for b in numbers:
            common = any(a % d == 0 and b % d == 0 for d in range(2, min(a, b) + 1))
            assert numnum.fits(f"C{a}", f"T{b}") is common, (a, b)
    assert_fit("C9", "T12", (), True)
    assert_fit("C9", "T16", (), False)


def test_joker_passen_auf_jede_nummernkarte_und_jede_nummernkarte_auf_den_joker() -> None:
    """ "Karten mit der Nummer 1 sind Joker, sie dürfen auf jede beliebige Nummernkarte abgelegt werden
    und jede Nummernkarte passt auf den Joker." """
    numbers = [c for c in standard_deck() if c.kind is Kind.NUMBER]
    for joker in ("C1", "T1", "S1", "H1"):
        for card in numbers:
            for bans in BAN_STATES:
                assert numnum.fits(joker, card, bans=bans)
                assert numnum.fits(card, joker, bans=bans)
    assert_fit("T1", "C77", (2, 5), True)
    assert_fit("C77", "T1", (2, 5), True)


def test_wunschkarten_duerfen_auf_jede_karte_abgelegt_werden() -> None:
    """ "Wunschkarten dürfen ebenfalls auf jede Karte abgelegt werden." """
    for top in ("H9", "T1", "C78", "S13"):
        g = deal([["W", "C7"], OTHER], top, turned_up=["B2", "B5"], stock=STOCK)
        assert "W H" in legal(g)


def test_der_spieler_darf_sich_das_symbol_wuenschen_das_der_naechste_ablegen_soll() -> None:
    """ "Der Spieler darf sich das Symbol wünschen, das der nächste Spieler ablegen soll." """
    g = deal([["W", "C7"], ["T3", "H9"]], "H3", stock=STOCK)
    g.play("W T")
    assert g.current_player == 1
    assert legal(g) == {"T3", "draw"}  # H9 would have fitted H3 twice over; now only triangles


def test_passt_doppelt_darf_der_spieler_noch_eine_karte_ablegen_solange_doppelt() -> None:
    """ "Wenn sowohl das Symbol als auch die Nummer passen ("passt doppelt"), dann darf der Spieler noch
    eine passende Karte ablegen - und das so lange er doppelt passende Karten hat" """
    g = deal([["S6", "S9", "S27", "C54", "T5"], ["H7", "H11", "H13", "H17", "H19"]], "S3", stock=STOCK)
    for card in ("S6", "S9", "S27"):  # each fits double on the one before
        g.play(card)
        assert g.current_player == 0
    g.play("C54")  # fits S27 in the 27-row, a single fit: the turn is over
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["T5"])


def test_in_seltenen_faellen_alle_karten_im_ersten_zug_ablegen_und_gewinnen() -> None:
    """ "In seltenen Fällen kann ein Spieler alle seine Karten mit seinem ersten Zug ablegen und damit
    gewinnen." """
    mine = ["H4", "H8", "H16", "H12", "H6", "H2", "C20"]
    g = deal([mine, ["S7", "S11", "S13", "S17", "S19", "S23", "S29"]], "H10", stock=STOCK)
    for card in mine:
        assert g.current_player == 0
        g.play(card)
    assert g.is_over and g.winner == 0


def test_wer_nicht_ablegen_kann_oder_will_muss_eine_karte_ziehen() -> None:
    """ "Wenn der Spieler keine Karte ablegen kann (oder will), muss er eine Karte vom Stapel ziehen." """
    g = deal([["C7", "C11"], OTHER], "H9", stock=STOCK)  # cannot
    assert legal(g) == {"draw"}
    g = deal([["H4", "C11"], OTHER], "H10", stock=STOCK)  # does not want to: no pass instead
    assert legal(g) == {"H4", "draw"}
    with pytest.raises(IllegalMove):
        g.play("pass")


def test_wenn_die_gezogene_karte_passt_darf_er_sie_sofort_ablegen() -> None:
    """ "Wenn diese passt, darf er sie sofort ablegen." """
    g = deal([["C7", "C11"], OTHER], "H9", stock=["T27", *STOCK])
    g.play("draw")
    assert "T27" in legal(g)
    g.play("T27")
    assert str(g.top) == "T27"


def test_jetzt_ist_der_naechste_spieler_an_der_reihe() -> None:
    """ "Jetzt ist der nächste Spieler an der Reihe." """
    g = deal([["C3", "C7"], ["S9", "S7"], ["T3", "T7"]], "H9", stock=STOCK)
    g.play("C3")
    assert g.current_player == 1
    g.play("S9")
    assert g.current_player == 2
    g.play("T3")
    assert g.current_player == 0


# ============================================================================ Rule text: Beispiele
def test_jede_herzkarte_passt_auf_jede_andere_herzkarte_usw() -> None:
    """ "Jede Herzkarte passt auf jede andere Herzkarte, jede Karte mit einem Kreis passt auf alle
    anderen Karten mit einem Kreis, usw." """
    numbers = [c for c in standard_deck() if c.suit in SYMBOLS]
    for card in numbers:
        for top in numbers:
            if card.suit == top.suit:
                for bans in BAN_STATES:
                    assert numnum.fits(card, top, bans=bans), (card, top, bans)
    assert_fit("H85", "H64", (2, 5), True)
    assert_fit("C51", "C32", (2, 5), True)


def test_six_fits_three_nine_or_fifteen_in_the_three_row() -> None:
    """ "6 passt auf 3 oder auf 9 oder 15, alle liegen in der 3-er-Reihe, haben also 3 als gemeinsamen
    Teiler." """
    for top in ("T3", "T9", "T15"):
        for bans in BAN_STATES:  # no ban reaches the 3-row
            assert_fit("C6", top, bans, True)
        assert 3 in shared_rows(6, int(top[1:]))


def test_six_fits_two_ten_or_twenty_in_the_two_row() -> None:
    """ "6 passt auch auf 2 oder 10 oder 20, alle liegen in der 2-er-Reihe." """
    for top in ("T2", "T10", "T20"):
        assert_fit("C6", top, (), True)
        assert_fit("C6", top, (5,), True)
        assert shared_rows(6, int(top[1:])) == (2,)


def test_all_even_numbers_fit_each_other_except_under_the_two_ban() -> None:
    """ "Alle geraden Nummern passen also aufeinander - außer wenn eine 2-er-Verbotskarte aufgedeckt
    ist." """
    evens = range(2, 90, 2)
    for a in evens:
        for b in evens:
            assert numnum.fits(f"C{a}", f"T{b}")
            assert numnum.fits(f"C{a}", f"T{b}", bans={5})
    # under the 2-ban the even numbers that share only the 2-row no longer fit
    for top in ("T2", "T10", "T20"):
        assert_fit("C6", top, (2,), False)


def test_fifteen_fits_thirty_or_fortyfive_in_the_five_row_except_under_the_five_ban() -> None:
    """ "15 passt auf 30 oder auf 45, alle liegen in der 5-er-Reihe außer: wenn eine 5-er-Verbotskarte
    aufgedeckt ist."

    RULES.md decides that a ban blocks only its own row.  15 and 30 (and 15 and 45) also share the
    3-row and the 15-row, so they fit under the 5-ban too; the 5-ban stops a 15 that shares *only*
    the 5-row with the top card (15 on 10, 20, 25, 5)."""
    for top in ("T30", "T45"):
        assert_fit("C15", top, (), True)
        assert 5 in shared_rows(15, int(top[1:]))
        assert_fit("C15", top, (5,), True)  # RULES.md: rows 3 and 15 are still shared
    for top in ("T5", "T10", "T20", "T25"):
        assert_fit("C15", top, (), True)
        assert_fit("C15", top, (5,), False)


def test_four_fits_eight_under_the_two_ban() -> None:
    """ "4 passt auf 8 - auch wenn das 2-er-Verbot gilt, denn beide haben die 4 als gemeinsamen
    Teiler." """
    assert_fit("C4", "T8", (), True)
    assert_fit("C4", "T8", (2,), True)
    assert_fit("C4", "T8", (2, 5), True)
    assert shared_rows(4, 8, bans={2}) == (4,)


def test_twenty_fits_thirty_under_both_bans() -> None:
    """ "20 passt auf 30, auch wenn 2-er- und 5-er-Verbot gleichzeitig gelten, denn 10 ist gemeinsamer
    Teiler." """
    assert_fit("C20", "T30", (2, 5), True)
    assert shared_rows(20, 30, bans={2, 5}) == (10,)


def test_five_ten_fifteen_and_all_even_numbers_fit_on_one_whatever_the_ban() -> None:
    """ "5, 10, 15 passen auf 1, auch wenn das 5-er-Verbot gilt, alle geraden Nummern passen auf 1,
    auch wenn das 2-er-Verbot gilt" """
    for n in (5, 10, 15):
        assert_fit(f"C{n}", "T1", (5,), True)
    for n in range(2, 90, 2):
        assert numnum.fits(f"C{n}", "T1", bans={2})
    assert_fit("C6", "T1", (2,), True)
    assert_fit("C10", "T1", (2, 5), True)


def test_heart_four_fits_double_on_heart_ten_except_under_the_two_ban() -> None:
    """ "Herz-4 passt doppelt auf Herz-10, außer wenn eine 2-er-Verbotskarte aufgedeckt ist." """
    assert fits_double("H4", "H10")
    assert fits_double("H4", "H10", (5,))
    assert can_play("H4", "H10", (2,))  # still a symbol fit ...
    assert not fits_double("H4", "H10", (2,))  # ... but no longer double


def test_heart_one_fits_double_on_every_heart_and_every_heart_on_heart_one() -> None:
    """ "Herz-1 passt doppelt auf alle anderen Herz-Karten, und alle Herz-Karten passen doppelt auf die
    Herz-1." """
    hearts = sorted({c.text for c in standard_deck() if c.suit == "H" and c.text != "H1"})
    assert len(hearts) == 24
    for heart in hearts:
        for bans in ((), (2, 5)):
            assert fits_double("H1", heart, bans), heart
            assert fits_double(heart, "H1", bans), heart


def test_heart_two_does_not_fit_circle_three() -> None:
    """ "Herz-2 passt nicht auf Kreis-3, ... alle diese Paare haben keinen gemeinsamen Teiler, der größer
    als 1 ist." """
    assert_fit("H2", "C3", (), False)


def test_circle_five_does_not_fit_heart_eight() -> None:
    """ "... Kreis-5 passt nicht auf Herz-8, ... alle diese Paare haben keinen gemeinsamen Teiler, der
    größer als 1 ist." """
    assert_fit("C5", "H8", (), False)


def test_heart_seven_does_not_fit_triangle_thirty() -> None:
    """ "... Herz-7 passt nicht auf Dreieck-30, alle diese Paare haben keinen gemeinsamen Teiler, der
    größer als 1 ist." """
    assert_fit("H7", "T30", (), False)


def test_heart_fifteen_does_not_fit_circle_twenty_under_the_five_ban() -> None:
    """ "Herz-15 passt nicht auf Kreis-20, wenn das 5-er-Verbot gilt." """
    assert_fit("H15", "C20", (), True)
    assert_fit("H15", "C20", (5,), False)
    assert_fit("H15", "C20", (2, 5), False)
