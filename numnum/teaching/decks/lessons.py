"""Decks arranged for a lesson: choose your own hand and the first cards turned up.

:func:`numnum.new_game` deals a ``deck`` as it is (top card first, one card at a time, player 0
first) and then turns up cards from the front of what is left.  :func:`arranged_deck` builds
such a deck from a pile of cards: player 0 gets the cards you name, the start turns up the cards
you name (a ban card there is active from the first turn), and everything else is shuffled.

>>> import numnum
>>> from numnum.variants.numnum import standard_deck
>>> deck = arranged_deck(standard_deck(), players=3, hand_size=5, hand=["H7", "S13"], turn_up=["B2", "C12"], seed=1)
>>> g = numnum.new_game("numnum", players=3, deck=deck, hand_size=5)
>>> "H7" in [c.text for c in g.hands[0]], sorted(g.bans), g.top.text
(True, [2], 'C12')
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from numnum.cards import MAX_DECK_CARDS, Card
from numnum.glossary import lesson_of

__all__ = ["BAN_LESSON", "JOKER_LESSON", "WISH_LESSON", "arranged_deck", "lesson_deck", "rows_deck"]

#: The lessons that teach the ban cards, the jokers and the wish cards (see
#: :mod:`numnum.glossary`): before them a lesson's round plays without these cards.
BAN_LESSON = lesson_of("ban")
JOKER_LESSON = lesson_of("joker")
WISH_LESSON = lesson_of("wish")


def _check_lesson(lesson: object) -> int:
    if isinstance(lesson, bool) or not isinstance(lesson, int) or not 1 <= lesson <= 10:
        raise ValueError(f"lesson must be a whole number from 1 to 10, not {lesson!r}")
    return lesson


def _taught(card: Card, lesson: int) -> bool:
    """Whether lesson ``lesson`` (or one before it) has taught the kind of ``card``."""
    from numnum.cards import Kind

    if card.kind is Kind.BAN:
        return lesson >= BAN_LESSON
    if card.kind is Kind.WILD:
        return lesson >= WISH_LESSON
    return card.number != 1 or lesson >= JOKER_LESSON


def lesson_deck(lesson: int) -> list[Card]:
    """The standard deck without the cards lesson ``lesson`` has not taught yet.

    >>> from collections import Counter
    >>> sorted(Counter(c.kind.name for c in lesson_deck(3)).items())
    [('NUMBER', 94)]
    >>> sorted(Counter(c.kind.name for c in lesson_deck(6)).items())
    [('BAN', 8), ('NUMBER', 94)]
    >>> len(lesson_deck(7)), len(lesson_deck(8))
    (106, 109)
    """
    from numnum.variants.numnum import standard_deck

    lesson = _check_lesson(lesson)
    return [c for c in standard_deck() if _taught(c, lesson)]


def rows_deck(lesson: int, rows: Sequence[int]) -> list[Card]:
    """The cards of :func:`lesson_deck` whose numbers lie in one of ``rows`` (a small deck for
    the first lessons), with the ban cards of these rows once the lesson has taught them.

    >>> deck = rows_deck(1, (2, 3, 5))
    >>> len(deck), min(c.number for c in deck), Card.parse("T49") in deck
    (86, 2, False)
    """
    if not rows or not all(type(r) is int and r >= 2 for r in rows):
        raise ValueError(f"rows must be whole numbers of 2 or more, e.g. (2, 3, 5), not {rows!r}")
    return [
        c
        for c in lesson_deck(lesson)
        if c.kind.name == "WILD" or (c.number is not None and any(c.number % r == 0 for r in rows))
    ]


def arranged_deck(
    cards: Sequence[Card | str],
    players: int,
    hand_size: int = 7,
    *,
    hand: Sequence[Card | str] = (),
    turn_up: Sequence[Card | str] = (),
    seed: int | None = None,
) -> list[str]:
    """``cards`` in an order for ``new_game(..., deck=...)``: ``hand`` goes to player 0,
    ``turn_up`` is turned up at the start, the rest is shuffled (``seed`` for the same order
    every time).

    Every named card must be in ``cards`` (as often as it is named).

    >>> arranged_deck(["H2", "H3", "H4", "H5", "H6"], players=2, hand_size=2, hand=["H6"], turn_up=["H5"], seed=0)[0]
    'H6'
    >>> arranged_deck(["H2"], players=2, hand_size=1, hand=["H9"])
    Traceback (most recent call last):
    ...
    ValueError: H9 is not in the cards (or named too often)
    >>> arranged_deck(["H2", "H3", "H4"], players="3")
    Traceback (most recent call last):
    ...
    ValueError: players must be a whole number from 2 to 10, not '3'
    """
    cards = _card_list(cards, "cards")
    hand = _card_list(hand, "hand")
    turn_up = _card_list(turn_up, "turn_up")
    players = _whole(players, "players", 2, MAX_PLAYERS)
    hand_size = _whole(hand_size, "hand_size", 1, MAX_HAND_SIZE)
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(f"seed must be a whole number or None, not {seed!r:.60}")
    if len(hand) > hand_size:
        raise ValueError(f"hand names {len(hand)} cards, more than the hand size {hand_size}")
    have = Counter(cards)
    for c in [*hand, *turn_up]:
        if not have[c]:
            raise ValueError(f"{c} is not in the cards (or named too often)")
        have[c] -= 1
    named = Counter(hand) + Counter(turn_up)
    rest = []
    for c in cards:  # the named cards leave the pile: the first copies of each
        if named[c]:
            named[c] -= 1
        else:
            rest.append(c)
    random.Random(seed).shuffle(rest)
    dealt = players * hand_size
    if len(rest) + len(hand) < dealt:
        raise ValueError(f"{players} hands of {hand_size} need {dealt} cards")
    mine = list(hand)
    out = []
    for i in range(dealt):
        if i % players == 0 and mine:
            out.append(mine.pop(0))
        else:
            out.append(rest.pop())
    return out + turn_up + rest


#: The most players of any game (Number ONE), and the most cards a hand may be dealt.
MAX_PLAYERS = 10
MAX_HAND_SIZE = 50


def _whole(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}, not {value!r:.60}")
    return value


def _card_list(value: object, what: str) -> list[str]:
    """``value`` as a list of card notations: a list (or tuple) of cards or notations, at most
    :data:`~numnum.cards.MAX_DECK_CARDS` of them."""
    if isinstance(value, str | bytes) or not isinstance(value, Sequence):
        raise ValueError(f"{what} must be a list of cards like ['H4', 'C12'], not {value!r:.60}")
    if len(value) > MAX_DECK_CARDS:
        raise ValueError(f"{what} has {len(value)} cards; a game has at most {MAX_DECK_CARDS} (numnum.MAX_DECK_CARDS)")
    out = []
    for i, c in enumerate(value):
        if not isinstance(c, Card | str):
            raise ValueError(f"{what}[{i}] must be a card like 'H4' (a Card or its notation), not {c!r:.60}")
        out.append(str(c))
    return out
