"""The cards a lesson may show: the numbers and number cards of the deck it plays with (cards
that exist), a card of a number, and a shuffled deck for a round.

>>> a_card(30), [c.text for c in number_cards(3) if c.number == 13]
('T30', ['S13', 'H13'])
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from numnum.cards import Card, Kind

__all__ = ["a_card", "deck_numbers", "number_cards", "shuffled"]


def deck_numbers(lesson: int | None = None) -> list[int]:
    """The numbers of the number cards of the whole NumNum deck (jokers too), one per card; with
    ``lesson``, of the deck that lesson plays with (:func:`numnum.teaching.decks.lessons.lesson_deck`).

    >>> len(deck_numbers()), len(deck_numbers(5)), 1 in deck_numbers(5)
    (98, 94, False)
    """
    from numnum.teaching.decks.lessons import lesson_deck
    from numnum.variants.numnum import standard_deck

    deck = standard_deck() if lesson is None else lesson_deck(lesson)
    return [c.number for c in deck if c.number is not None and c.kind is Kind.NUMBER]


def number_cards(lesson: int | None = None, *, jokers: bool = False) -> list[Card]:
    """The number cards (with ``jokers``: the 1s too) of the deck that ``lesson`` plays with
    (``None``: the whole deck), each once, by number and then by symbol: circle, triangle, square,
    heart: the cards a practice may show, since they exist.

    >>> [c.text for c in number_cards(3) if c.number == 13]
    ['S13', 'H13']
    >>> cards = [c.text for c in number_cards()]
    >>> "H24" in cards, "C25" in cards, "H1" in cards, "H1" in [c.text for c in number_cards(jokers=True)]
    (True, False, False, True)
    >>> [c.text for c in number_cards(6, jokers=True) if c.number == 1]
    []
    """
    from numnum.teaching.decks.lessons import lesson_deck
    from numnum.variants.numnum import standard_deck

    deck = standard_deck() if lesson is None else lesson_deck(lesson)
    cards = [c for c in deck if c.kind is Kind.NUMBER and c.number is not None and (jokers or c.number > 1)]
    return sorted(set(cards), key=lambda c: (c.number or 0, "CTSH".index(c.suit)))


def a_card(number: int, *, other_than: str = "", lesson: int | None = None) -> str:
    """The code of a card of the deck with ``number`` (the first by symbol: circle, triangle,
    square, heart), whose symbol is not the symbol of the card ``other_than``.

    >>> a_card(30), a_card(20, other_than="T30"), a_card(4, other_than="C8")
    ('T30', 'C20', 'T4')
    >>> a_card(17)
    Traceback (most recent call last):
    ...
    ValueError: the deck has no card with 17
    """
    symbol = other_than[:1]
    for c in number_cards(lesson):
        if c.number == number and c.suit != symbol:
            return c.text
    raise ValueError(f"the deck has no card with {number}" + (f" other than {other_than}" if other_than else ""))


def shuffled(cards: Iterable[Card | str]) -> list[str]:
    """The codes of ``cards``, shuffled: a deck for a round."""
    deck = [c.text if isinstance(c, Card) else c for c in cards]
    random.shuffle(deck)
    return deck
