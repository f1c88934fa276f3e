"""Counting with cards: how many cards a card fits, and how far a chain of double fits goes.

Plain functions over cards and integers (the rules are :func:`numnum.arithmetic.fit_level`), for
lessons and teachers who want to ask "which card is the most flexible?" or "does NumNum or
classic Mau Mau give more choices?" (:func:`choices`, :func:`average_choices`).

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

from numnum.arithmetic import ban_mask, check_bans, fit_level
from numnum.cards import Card, Kind
from numnum.variants.notation import MAUMAU_RANKS, SUITS

__all__ = [
    "average_choices",
    "card_partners",
    "choices",
    "flexibility",
    "longest_double_chain",
    "maumau_deck",
    "number_partners",
    "numbers_fitting",
    "share_of_choices",
]


def _card(c: Card | str, variant: str = "numnum") -> Card:
    return c if isinstance(c, Card) else Card.parse(c, variant)


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


# --- NumNum and classic Mau Mau compared ---------------------------------------------------------


def maumau_deck(size: int = 32) -> list[Card]:
    """One Skat deck of classic Mau Mau, suit by suit: 32 cards (7 to ace) or 52 (2 to ace).

    >>> d = maumau_deck(); len(d), d[0].text, d[-1].text, len(maumau_deck(52))
    (32, 'C7', 'DA', 52)
    """
    if size not in (32, 52):
        raise ValueError(f"a Mau Mau deck has 32 or 52 cards, not {size!r}")
    ranks = MAUMAU_RANKS if size == 52 else MAUMAU_RANKS[5:]
    return [Card.parse(s + r, "maumau") for s in SUITS for r in ranks]


def choices(top: Card | str, deck: Sequence[Card | str], *, variant: str = "numnum") -> list[Card]:
    """The cards of ``deck`` that may be laid on ``top`` because they fit (one copy of ``top``
    itself left out).

    NumNum (``top`` a number card, no bans): number cards of the same symbol or with a shared
    row, and the wish cards; ban cards are left out (they fit nothing: they are a move of their
    own).  Classic Mau Mau: cards of the same suit or the same rank, and every jack; on a jack,
    the cards of the jack's suit (as if the suit it names were its own) and the jacks.  Cards
    written as text are read in ``variant``'s notation.

    >>> [c.text for c in choices("H9", ["H7", "S9", "CJ", "C8", "HJ"], variant="maumau")]
    ['H7', 'S9', 'CJ', 'HJ']
    >>> [c.text for c in choices("HJ", ["H7", "S9", "CJ", "C8"], variant="maumau")]
    ['H7', 'CJ']
    >>> [c.text for c in choices("H12", ["H7", "S9", "T25", "W", "B2", "C1", "H12"])]
    ['H7', 'S9', 'W', 'C1']
    """
    t = _card(top, variant)
    out = []
    skipped = False
    for c in (_card(x, variant) for x in deck):
        if c is t and not skipped:
            skipped = True
            continue
        if t.variant == "maumau":
            ok = c.rank == "J" or c.suit == t.suit or (t.rank != "J" and c.rank == t.rank)
        elif t.kind is not Kind.NUMBER:
            raise ValueError(f"the top card must be a number card, not {t.text}")
        else:
            ok = c.kind is Kind.WILD or (c.kind is Kind.NUMBER and fit_level(c, t, None, 0) > 0)
        if ok:
            out.append(c)
    return out


def _tops(cards: list[Card]) -> list[Card]:
    return [c for c in cards if c.variant == "maumau" or c.kind is Kind.NUMBER]


def average_choices(deck: Sequence[Card | str], *, variant: str = "numnum") -> float:
    """How many cards of ``deck`` fit on an average card (:func:`choices`), over every card that
    can lie on top: the number cards in NumNum, every card in Mau Mau.

    >>> average_choices(maumau_deck())  # 13 on each of 28 cards, 10 on each of the 4 jacks
    12.625
    """
    cards = [_card(c, variant) for c in deck]
    tops = _tops(cards)
    if not tops:
        raise ValueError("the deck has no card that can lie on top")
    return sum(len(choices(t, cards)) for t in tops) / len(tops)


def share_of_choices(deck: Sequence[Card | str], *, variant: str = "numnum") -> float:
    """The part of the other cards of ``deck`` that fit on an average card: 0.5 is "half of them".

    Ban cards are not counted as other cards (:func:`choices` leaves them out too).

    >>> round(share_of_choices(maumau_deck()), 3)  # 12.625 of 31
    0.407
    """
    cards = [_card(c, variant) for c in deck]
    others = sum(1 for c in cards if c.kind is not Kind.BAN) - 1
    if others < 1:
        raise ValueError("the deck needs at least two cards")
    return average_choices(cards) / others
