"""Counting with cards: how many cards a card fits, and how far a chain of double fits goes.

Plain functions over cards and integers (the rules are :func:`numnum.matching.fit_level`), for
lessons and teachers who want to ask "which card is the most flexible?".

>>> from numnum.variants.numnum import standard_deck
>>> deck = standard_deck()
>>> number_partners(7, [c.number for c in deck if c.number])  # 7 shares a row with few numbers
16
>>> number_partners(12, [c.number for c in deck if c.number])
84
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from math import gcd

from numnum.cards import Card, Kind
from numnum.matching import ban_mask, check_bans, fit_level

__all__ = ["card_partners", "flexibility", "longest_double_chain", "number_partners", "numbers_fitting"]


def _card(c: Card | str) -> Card:
    return c if isinstance(c, Card) else Card.parse(c, "numnum")


def numbers_fitting(n: int, numbers: Iterable[int], bans: Iterable[int] = ()) -> list[int]:
    """The ``numbers`` that share an unbanned times-table row with ``n`` (or where one is 1).

    >>> numbers_fitting(6, [2, 3, 5, 7, 10, 1])
    [2, 3, 10, 1]
    >>> numbers_fitting(6, [2, 3, 5, 7, 10, 1], bans={2})
    [3, 1]
    """
    banned = check_bans(bans)
    out = []
    for m in numbers:
        g = gcd(n, m)
        if n == 1 or m == 1 or (g > 1 and g not in banned):
            out.append(m)
    return out


def number_partners(n: int, numbers: Iterable[int], bans: Iterable[int] = ()) -> int:
    """How many of ``numbers`` fit ``n`` by number alone; ``n`` itself counts once less.

    ``numbers`` is usually every number of a deck, ``n``'s own card included: the card cannot
    lie on itself, so one copy of ``n`` is not counted.

    >>> number_partners(13, [13, 13, 26, 39, 52, 65, 7, 1])  # the other 13, 26, 39, 52, 65 and the joker
    6
    """
    items = list(numbers)
    count = len(numbers_fitting(n, items, bans))
    return count - 1 if n in items else count


def card_partners(card: Card | str, deck: Sequence[Card | str], bans: Iterable[int] = ()) -> list[Card]:
    """The number cards of ``deck`` that ``card`` fits on (same symbol or a shared row).

    One copy of ``card`` itself is left out (a card does not lie on itself).

    >>> [c.text for c in card_partners("H7", ["H7", "H2", "C14", "C9", "S13", "T1"])]
    ['H2', 'C14', 'T1']
    """
    c = _card(card)
    mask = ban_mask(check_bans(bans))
    out = []
    skipped = False
    for other in map(_card, deck):
        if other.kind is not Kind.NUMBER:
            continue
        if other == c and not skipped:
            skipped = True
            continue
        if fit_level(c, other, None, mask) > 0:
            out.append(other)
    return out


def flexibility(deck: Sequence[Card | str], bans: Iterable[int] = ()) -> list[tuple[Card, int]]:
    """Each different number card of ``deck`` with how many of the deck's number cards it fits on.

    Sorted from the most flexible card down (ties in deck order).

    >>> [(c.text, n) for c, n in flexibility(["H2", "H4", "C3", "C9", "T1"])]
    [('T1', 4), ('H2', 2), ('H4', 2), ('C3', 2), ('C9', 2)]
    """
    cards = [_card(c) for c in deck]
    seen: dict[Card, int] = {}
    for c in cards:
        if c.kind is Kind.NUMBER and c not in seen:
            seen[c] = len(card_partners(c, cards, bans))
    order = {c: i for i, c in enumerate(seen)}
    return sorted(seen.items(), key=lambda item: (-item[1], order[item[0]]))


def longest_double_chain(hand: Sequence[Card | str], top: Card | str, bans: Iterable[int] = ()) -> list[Card]:
    """The most number cards of ``hand`` that can be played in one turn on ``top``.

    The first card must fit ``top``; after a card that fits double the player may play one
    more, so every card of the chain except the last fits double on the one before it.  Only
    number cards are used.  With several longest chains, the first one found (in hand order).

    >>> [c.text for c in longest_double_chain(["C9", "H8", "C5", "H6"], "H4")]  # H8, H6 double, C9 ends it
    ['H8', 'H6', 'C9']
    >>> longest_double_chain(["C7"], "H4")
    []
    """
    cards = [c for c in map(_card, hand) if c.kind is Kind.NUMBER]
    mask = ban_mask(check_bans(bans))
    best: list[Card] = []

    def search(on: Card, left: list[Card], chain: list[Card]) -> None:
        nonlocal best
        if len(chain) > len(best):
            best = list(chain)
        for i, c in enumerate(left):
            level = fit_level(c, on, None, mask)
            if level == 0:
                continue
            chain.append(c)
            if level == 2:
                search(c, left[:i] + left[i + 1 :], chain)
            elif len(chain) > len(best):
                best = list(chain)
            chain.pop()

    search(_card(top), cards, [])
    return best
