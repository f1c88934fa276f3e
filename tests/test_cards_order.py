"""NumNum cards sort by symbol, then by number, for every number a card may carry.

Custom decks allow numbers up to ``MAX_NUMBER`` (10**12); with a block of 10**9 sort keys per
symbol a circle 2,000,000,000 sorted among the triangles (an earlier review's note).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import numnum
from numnum import Card
from numnum.arithmetic import MAX_NUMBER
from numnum.variants.numnum import SYMBOLS, standard_deck

number_cards = st.builds(
    lambda symbol, number: Card.parse(f"{symbol}{number}", "numnum"),
    st.sampled_from(SYMBOLS),
    st.one_of(st.integers(1, 100), st.integers(1, MAX_NUMBER), st.integers(MAX_NUMBER - 10**6, MAX_NUMBER)),
)
special_cards = st.sampled_from(["B2", "B5", "W"]).map(lambda t: Card.parse(t, "numnum"))


def group(card: Card) -> tuple[int, int]:
    """Where a card belongs: the circle's numbers, the ban and wish cards, then the triangle's,
    square's and heart's numbers, each by number."""
    if card.number is None or card.suit == "":
        return (1, {"B2": 0, "B5": 1, "W": 2}[card.text])
    index = SYMBOLS.index(card.suit)
    return (0 if index == 0 else index + 1, card.number)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(number_cards, special_cards), max_size=30))
def test_numnum_cards_sort_by_symbol_then_number_whatever_the_numbers(cards: list[Card]) -> None:
    assert [group(c) for c in sorted(cards)] == sorted(group(c) for c in cards)


def test_a_circle_above_a_billion_sorts_before_every_triangle() -> None:
    big = Card.parse("C2000000000", "numnum")
    assert big < Card.parse("T1", "numnum") and big < Card.parse("B2", "numnum")
    assert Card.parse("T999999999999", "numnum") < Card.parse("S2", "numnum")
    assert Card.parse(f"S{MAX_NUMBER}", "numnum") < Card.parse("H1", "numnum")


def test_the_standard_decks_order_is_as_before() -> None:
    """The ban and wish cards keep their place between the circles and the triangles."""
    old_keys = {"B2": 8002, "B5": 8005, "W": 9000}  # the sort keys before: blocks of 10**9

    def old(card: Card) -> tuple[int, str]:
        key = old_keys.get(card.text) or SYMBOLS.index(card.suit) * 10**9 + (card.number or 0)
        return (key, card.text)

    texts = [c.text for c in sorted(standard_deck())]
    assert texts == [c.text for c in sorted(standard_deck(), key=old)]
    assert texts[24:35] == ["B2"] * 4 + ["B5"] * 4 + ["W"] * 3
    assert [c.suit for c in sorted(standard_deck())][35:] == ["T"] * 24 + ["S"] * 25 + ["H"] * 25


def test_a_game_with_big_numbers_shows_its_deck_sorted_by_symbol() -> None:
    deck = ["T3", "C3000000000", "H4", "C2", "T5", "S6", "T2000000000", "C9", "H12"]
    g = numnum.new_game("numnum", 2, deck=deck, hand_size=2)
    assert [c.text for c in g.view(0).deck] == ["C2", "C9", "C3000000000", "T3", "T5", "T2000000000", "S6", "H4", "H12"]
