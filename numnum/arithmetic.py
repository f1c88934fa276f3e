"""The arithmetic of numnum in one place: divisors, prime factors, times-table rows, bans, fits.

Plain integer arithmetic (RULES.md section 1); every other module (engine, bots, pictures,
explanations, quizzes, exercises) takes its numbers from here.

Two numbers share a times-table row ``d > 1`` when ``d`` divides both, i.e. divides their
greatest common divisor.  A ban blocks exactly its own row: the 2-ban blocks the 2-row, not the
4-row.

>>> shared_rows(12, 18)
(2, 3, 6)
>>> shared_rows(4, 8, bans={2})
(4,)
>>> number_fit(6, 10, bans={2}), number_fit(20, 30, bans={2, 5}), number_fit(1, 7)
(False, True, True)
>>> fits("C12", "T8", bans={2})
True
>>> fits("H7", "T30")
False
>>> divisors(12), rows_of(12), prime_factors(12), is_prime(13)
([1, 2, 3, 4, 6, 12], (2, 3, 4, 6, 12), [2, 2, 3], True)
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import islice
from math import gcd

from numnum.cards import Card, Kind

__all__ = [
    "BAN_ROWS",
    "MAX_NUMBER",
    "ban_mask",
    "check_bans",
    "divisors",
    "fit_level",
    "fits",
    "is_prime",
    "number_fit",
    "prime_factors",
    "rows_of",
    "shared_rows",
]

#: The rows that ban cards exist for.
BAN_ROWS = (2, 5)
#: The biggest number a NumNum card may carry, and the biggest number these functions take:
#: 10**12 (a million million), far more than any printed card, and still quick to factorise.
MAX_NUMBER = 10**12


def _check_int(n: object, what: str, low: int, high: int) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}, not {n!r}")
    return n


def divisors(n: int) -> list[int]:
    """All divisors of ``n``, ascending (``sympy.divisors`` does the same; this one is plain).

    Pairs up to the square root: quick for every ``n`` up to :data:`MAX_NUMBER` (10**12).

    >>> divisors(12), divisors(1)
    ([1, 2, 3, 4, 6, 12], [1])
    >>> divisors(0)
    Traceback (most recent call last):
    ...
    ValueError: n must be a whole number from 1 to 1000000000000, not 0
    """
    n = _check_int(n, "n", 1, MAX_NUMBER)
    small = [d for d in range(1, int(n**0.5) + 1) if n % d == 0]
    return sorted({*small, *(n // d for d in small)})


def rows_of(n: int) -> tuple[int, ...]:
    """The times-table rows ``d > 1`` that ``n`` lies in (its divisors above 1).

    >>> rows_of(12), rows_of(7), rows_of(1)
    ((2, 3, 4, 6, 12), (7,), ())
    """
    return tuple(divisors(n)[1:])


def prime_factors(n: int) -> list[int]:
    """The prime factors of ``n`` with repetition, ascending (``sympy.factorint`` counts them).

    >>> prime_factors(36), prime_factors(13), prime_factors(1)
    ([2, 2, 3, 3], [13], [])
    """
    n = _check_int(n, "n", 1, MAX_NUMBER)
    out = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
    if n > 1:
        out.append(n)
    return out


def is_prime(n: int) -> bool:
    """Whether ``n`` is a prime number: above 1 and divisible only by 1 and itself.

    >>> [n for n in range(1, 20) if is_prime(n)]
    [2, 3, 5, 7, 11, 13, 17, 19]
    >>> is_prime("7")
    Traceback (most recent call last):
    ...
    ValueError: n must be a whole number up to 1000000000000, not '7'
    """
    if isinstance(n, bool) or not isinstance(n, int) or n > MAX_NUMBER:
        raise ValueError(f"n must be a whole number up to {MAX_NUMBER}, not {n!r}")
    return n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))


def check_bans(bans: Iterable[int] | None) -> frozenset[int]:
    """Validate a collection of banned rows (a subset of {2, 5}).

    >>> sorted(check_bans([5, 2]))
    [2, 5]
    >>> check_bans([3])
    Traceback (most recent call last):
    ...
    ValueError: bans must be a subset of {2, 5}, got [3]
    """
    if bans is None:
        return frozenset()
    if isinstance(bans, str | bytes) or not isinstance(bans, Iterable):
        raise ValueError(f"bans must be a subset of {{2, 5}}, got {bans!r}")
    items = list(islice(bans, 16))  # at most a few: an endless iterator must not hang
    if not all(type(b) is int and b in BAN_ROWS for b in items):
        raise ValueError(f"bans must be a subset of {{2, 5}}, got {items!r}")
    if len(items) == 16:
        raise ValueError("bans must be a subset of {2, 5}, got far too many rows")
    return frozenset(items)


def ban_mask(bans: Iterable[int]) -> int:
    """The bans as a small integer (bit 0: 2-ban, bit 1: 5-ban); ``bans`` any collection of rows.

    The one place that knows the bits: the engine (``Game.banmask``), the bots, the counting and
    the explanations all call it.

    >>> ban_mask(()), ban_mask({2}), ban_mask([5]), ban_mask({2: "B2", 5: "B5"})
    (0, 1, 2, 3)
    """
    return (1 if 2 in bans else 0) | (2 if 5 in bans else 0)


def _banned(g: int, mask: int) -> bool:
    return (g == 2 and mask & 1 == 1) or (g == 5 and mask & 2 == 2)


def shared_rows(a: int, b: int, bans: Iterable[int] = ()) -> tuple[int, ...]:
    """The times-table rows ``d > 1`` that both ``a`` and ``b`` lie in and that are not banned.

    >>> shared_rows(6, 10, bans={2})
    ()
    >>> shared_rows(20, 30, bans={2, 5})
    (10,)
    """
    a = _check_int(a, "a", 1, MAX_NUMBER)
    b = _check_int(b, "b", 1, MAX_NUMBER)
    banned = check_bans(bans)
    return tuple(d for d in rows_of(gcd(a, b)) if d not in banned)


def number_fit(a: int, b: int, bans: Iterable[int] = ()) -> bool:
    """Whether two numbers fit: a joker (1) fits any number, else an unbanned shared row.

    >>> number_fit(4, 6), number_fit(4, 6, bans={2}), number_fit(1, 7)
    (True, False, True)
    >>> number_fit(4.0, 6)
    Traceback (most recent call last):
    ...
    ValueError: a must be a whole number from 1 to 1000000000000, not 4.0
    """
    a = _check_int(a, "a", 1, MAX_NUMBER)
    b = _check_int(b, "b", 1, MAX_NUMBER)
    mask = ban_mask(check_bans(bans))
    if a == 1 or b == 1:
        return True
    g = gcd(a, b)
    return g > 1 and not _banned(g, mask)


def fit_level(card: Card, top: Card, wish: str | None, mask: int) -> int:
    """0: does not fit, 1: fits, 2: fits double.  ``mask`` as :func:`ban_mask`.

    ``top`` is the discard pile's top card; when it is a wish card, ``wish`` is the wished
    symbol.  Ban and wish cards may always be played and never fit double.
    """
    kind = card.kind
    if kind is not Kind.NUMBER:
        return 1
    if top.kind is Kind.WILD:
        return 1 if card.suit == wish else 0
    symbol = card.suit == top.suit
    a = card.number
    b = top.number
    assert a is not None and b is not None
    if a == 1 or b == 1:
        num = True
    else:
        g = gcd(a, b)
        num = g > 1 and not _banned(g, mask)
    return (1 if symbol else 0) + (1 if num else 0) if (symbol or num) else 0


def _as_card(card: Card | str, what: str) -> Card:
    if isinstance(card, Card):
        if card.variant != "numnum":
            raise ValueError(f"{what} must be a NumNum card, not a {card.variant} card")
        return card
    return Card.parse(card, "numnum")


def read_top(on: Card | str) -> tuple[Card, str | None]:
    """Read the card lain on: a card, or a wish card with its wish (``"W H"``)."""
    if isinstance(on, str) and " " in on.strip():
        text, _, wish = on.strip().partition(" ")
        top = _as_card(text, "on")
        wish = wish.strip().upper()
        if top.kind is not Kind.WILD:
            raise ValueError(f"only a wish card carries a wish: {on!r}")
        if wish not in ("C", "T", "S", "H"):
            raise ValueError(f"the wish must be a symbol C, T, S or H, got {wish!r}")
        return top, wish
    top = _as_card(on, "on")
    if top.kind is Kind.BAN:
        raise ValueError("a ban card never lies on the discard pile; give the card below it")
    return top, None


def fits(card: Card | str, on: Card | str, bans: Iterable[int] = ()) -> bool:
    """Whether ``card`` may be played on ``on`` under the active ``bans`` (NumNum).

    ``on`` may be a wish card with its wish, ``"W H"``.  A wish card without a wish accepts
    every symbol.

    >>> fits("H4", "H10"), fits("H4", "H10", bans={2}), fits("C5", "W H"), fits("H5", "W H")
    (True, True, False, True)
    """
    mask = ban_mask(check_bans(bans))
    c = _as_card(card, "card")
    top, wish = read_top(on)
    if top.kind is Kind.WILD and wish is None:
        return True
    return fit_level(c, top, wish, mask) > 0
