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

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from itertools import islice
from math import gcd

from numnum.arithmetic import MAX_NUMBER, ban_mask, check_bans, fit_level, read_top
from numnum.cards import MAX_DECK_CARDS, Card, Kind
from numnum.variants.notation import MAUMAU_RANKS, SUITS

__all__ = [
    "MAX_CHAIN_STEPS",
    "MAX_DIFFERENT_NUMBERS",
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


#: The most work :func:`longest_double_chain` does (positions of a chain looked at) before it
#: refuses the hand: every chain of a hand with many cards of one symbol is far too many to try.
MAX_CHAIN_STEPS = 1_000_000
#: The most different numbers :func:`flexibility` and :func:`average_choices` compare with each
#: other (every pair of them: the work grows with the square).  Copies of a number cost nothing.
MAX_DIFFERENT_NUMBERS = 1_000
#: The games these counts know.
_VARIANTS = ("numnum", "maumau")


def _whole(n: object, what: str) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_NUMBER:
        raise ValueError(f"{what} must be a whole number from 1 to {MAX_NUMBER}, not {n!r}")
    return n


def _whole_numbers(numbers: object, what: str) -> list[int]:
    """``numbers`` as a list of whole numbers (at most :data:`~numnum.cards.MAX_DECK_CARDS`)."""
    if isinstance(numbers, str | bytes | Mapping) or not isinstance(numbers, Iterable):
        raise ValueError(f"{what} must be a list of whole numbers like [2, 3, 12], not {numbers!r:.60}")
    items = list(islice(numbers, MAX_DECK_CARDS + 1))  # an endless iterator must not hang
    if len(items) > MAX_DECK_CARDS:
        raise ValueError(f"{what} holds more than {MAX_DECK_CARDS} numbers (numnum.MAX_DECK_CARDS)")
    for i, m in enumerate(items):
        _whole(m, f"{what}[{i}]")
    return items


def _variant(variant: object) -> str:
    if not isinstance(variant, str) or variant not in _VARIANTS:
        raise ValueError(f"variant must be one of {', '.join(map(repr, _VARIANTS))}, not {variant!r:.60}")
    return variant


def _card(c: object, variant: str = "numnum", what: str = "card") -> Card:
    if isinstance(c, Card):
        if c.variant not in _VARIANTS:
            raise ValueError(f"{what} must be a NumNum or classic Mau Mau card, not a {c.variant} card")
        return c
    if not isinstance(c, str):
        raise ValueError(f"{what} must be a card like 'H12' (a Card or its notation), not {c!r:.60}")
    try:
        return Card.parse(c, variant)
    except ValueError as exc:
        raise ValueError(f"{what}: {exc}") from None


def _cards(deck: object, variant: str = "numnum", what: str = "deck") -> list[Card]:
    """``deck`` read as cards: a list (or tuple) of cards or notations, all of one game, at most
    :data:`~numnum.cards.MAX_DECK_CARDS` of them; ``ValueError`` names a bad entry."""
    if isinstance(deck, str | bytes) or not isinstance(deck, Sequence):
        raise ValueError(f"{what} must be a list of cards like ['H4', 'C12'], not {deck!r:.60}")
    if len(deck) > MAX_DECK_CARDS:
        raise ValueError(f"{what} has {len(deck)} cards; a game has at most {MAX_DECK_CARDS} (numnum.MAX_DECK_CARDS)")
    cards = [_card(c, variant, f"{what}[{i}]") for i, c in enumerate(deck)]
    games = {c.variant for c in cards}
    if len(games) > 1:
        raise ValueError(f"{what} mixes the cards of {' and '.join(sorted(games))}")
    return cards


def _numnum(cards: list[Card], what: str) -> list[Card]:
    for i, c in enumerate(cards):
        if c.variant != "numnum":
            raise ValueError(f"{what}[{i}] must be a NumNum card, not a {c.variant} card")
    return cards


def numbers_fitting(n: int, numbers: Iterable[int], bans: Iterable[int] = ()) -> list[int]:
    """The ``numbers`` that share an unbanned times-table row with ``n`` (or where one is 1).

    Numbers are whole numbers from 1 to :data:`~numnum.arithmetic.MAX_NUMBER` (10**12).

    >>> numbers_fitting(6, [2, 3, 5, 7, 10, 1])
    [2, 3, 10, 1]
    >>> numbers_fitting(6, [2, 3, 5, 7, 10, 1], bans={2})
    [3, 1]
    >>> numbers_fitting(12, "12")
    Traceback (most recent call last):
    ...
    ValueError: numbers must be a list of whole numbers like [2, 3, 12], not '12'
    """
    n = _whole(n, "n")
    items = _whole_numbers(numbers, "numbers")
    banned = check_bans(bans)
    out = []
    for m in items:
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
    items = _whole_numbers(numbers, "numbers")
    count = len(numbers_fitting(n, items, bans))
    return count - 1 if n in items else count


def card_partners(card: Card | str, deck: Sequence[Card | str], bans: Iterable[int] = ()) -> list[Card]:
    """The number cards of ``deck`` that ``card`` fits on (same symbol or a shared row).

    One copy of ``card`` itself is left out (a card does not lie on itself).

    >>> [c.text for c in card_partners("H7", ["H7", "H2", "C14", "C9", "S13", "T1"])]
    ['H2', 'C14', 'T1']
    """
    c = _numnum([_card(card)], "card")[0]
    cards = _numnum(_cards(deck), "deck")
    mask = ban_mask(check_bans(bans))
    out = []
    skipped = False
    for other in cards:
        if other.kind is not Kind.NUMBER:
            continue
        if other == c and not skipped:
            skipped = True
            continue
        if fit_level(c, other, None, mask) > 0:
            out.append(other)
    return out


def _fit_counts(cards: Sequence[Card], banned: frozenset[int]) -> dict[Card, int]:
    """For each different number card ``t`` of ``cards``: how many number cards of ``cards``
    (all copies, ``t``'s own too) fit ``t``.

    Cards are grouped by number: every pair of different numbers is compared once, so copies
    cost nothing; at most :data:`MAX_DIFFERENT_NUMBERS` different numbers.
    """
    by_number: dict[int, Counter[str]] = {}
    order: dict[Card, None] = {}
    for c in cards:
        if c.kind is Kind.NUMBER and c.number is not None:
            by_number.setdefault(c.number, Counter())[c.suit] += 1
            order[c] = None
    if len(by_number) > MAX_DIFFERENT_NUMBERS:
        raise ValueError(
            f"the deck has {len(by_number)} different numbers; these counts compare at most "
            f"{MAX_DIFFERENT_NUMBERS} (numnum.teaching.counting.MAX_DIFFERENT_NUMBERS)"
        )
    totals = {n: sum(symbols.values()) for n, symbols in by_number.items()}
    per_symbol: Counter[str] = Counter()
    for symbols in by_number.values():
        per_symbol.update(symbols)
    numbers = list(by_number)
    out: dict[Card, int] = {}
    fitting: dict[int, list[int]] = {}
    for c in order:
        a = c.number
        assert a is not None
        partners = fitting.get(a)
        if partners is None:  # the numbers that fit a
            partners = fitting[a] = [
                b for b in numbers if a == 1 or b == 1 or ((g := gcd(a, b)) > 1 and g not in banned)
            ]
        # every card whose number fits, and the cards of c's symbol whose number does not
        by_number_fit = sum(totals[b] for b in partners)
        out[c] = by_number_fit + per_symbol[c.suit] - sum(by_number[b][c.suit] for b in partners)
    return out


def flexibility(deck: Sequence[Card | str], bans: Iterable[int] = ()) -> list[tuple[Card, int]]:
    """Each different number card of ``deck`` with how many of the deck's number cards it fits on.

    Sorted from the most flexible card down (ties in deck order).  The deck may have at most
    :data:`MAX_DIFFERENT_NUMBERS` different numbers.

    >>> [(c.text, n) for c, n in flexibility(["H2", "H4", "C3", "C9", "T1"])]
    [('T1', 4), ('H2', 2), ('H4', 2), ('C3', 2), ('C9', 2)]
    >>> flexibility(None)
    Traceback (most recent call last):
    ...
    ValueError: deck must be a list of cards like ['H4', 'C12'], not None
    """
    cards = _numnum(_cards(deck), "deck")
    counts = _fit_counts(cards, check_bans(bans))
    order = {c: i for i, c in enumerate(counts)}
    # one copy of the card itself is no partner: it fits itself (the same symbol)
    return sorted(((c, n - 1) for c, n in counts.items()), key=lambda item: (-item[1], order[item[0]]))


def longest_double_chain(hand: Sequence[Card | str], top: Card | str, bans: Iterable[int] = ()) -> list[Card]:
    """The most number cards of ``hand`` that can be played in one turn on ``top``.

    The first card must fit ``top``; after a card that fits double the player may play one
    more, so every card of the chain except the last fits double on the one before it.  Only
    number cards are used.  With several longest chains, the first one in hand order (the one
    whose first card comes first in the hand, then its second card, and so on).  ``top`` may be
    a wish card with its wish (``"W H"``).

    A double fit needs the same symbol, so every card of a chain but the last has ``top``'s
    symbol: the search remembers the best chain from each card with each multiset of those
    cards left, and copies of a card cost nothing.  A hand with too many different cards of that
    symbol to try (more than :data:`MAX_CHAIN_STEPS` steps) is refused with a ``ValueError``.

    >>> [c.text for c in longest_double_chain(["C9", "H8", "C5", "H6"], "H4")]  # H8, H6 double, C9 ends it
    ['H8', 'H6', 'C9']
    >>> longest_double_chain(["C7"], "H4")
    []
    >>> len(longest_double_chain(["H4"] * 5000, "H8"))  # every copy: each fits the one before double
    5000
    """
    cards = [c for c in _numnum(_cards(hand, what="hand"), "hand") if c.kind is Kind.NUMBER]
    start, wish = read_top(top)
    if start.kind is not Kind.NUMBER and wish is None:
        raise ValueError(f"top must be a number card or a wish card with its wish ('W H'), not {start.text}")
    return _Chains(cards, start, wish, ban_mask(check_bans(bans))).longest()


class _Chains:
    """The search of :func:`longest_double_chain`.

    A position is the card on top (``-1``: ``top`` itself, else an index into ``same``, the
    different cards of ``top``'s symbol) and how many copies of each of ``same`` are left.  Its
    value is the longest chain from there, with the card it starts with; other symbols' cards
    can only end a chain, so they are never used up.
    """

    def __init__(self, cards: list[Card], start: Card, wish: str | None, mask: int) -> None:
        self.start, self.wish, self.mask = start, wish, mask
        positions: dict[Card, list[int]] = {}
        for i, c in enumerate(cards):
            positions.setdefault(c, []).append(i)
        self.positions = positions
        self.same = [c for c in positions if c.suit == start.suit and start.kind is Kind.NUMBER]
        chained = set(self.same)
        self.others = [c for c in positions if c not in chained]
        self.copies = tuple(len(positions[c]) for c in self.same)
        self.levels: dict[tuple[int, Card], int] = {}
        self.steps = len(self.same) ** 2
        self.check_steps()
        #: the cards of ``same`` that fit double on each card (``-1``: on ``top``)
        self.doubles = {
            i: [j for j, c in enumerate(self.same) if self.level(i, c) == 2] for i in range(-1, len(self.same))
        }

    def check_steps(self) -> None:
        if self.steps > MAX_CHAIN_STEPS:
            raise ValueError(
                f"the hand has too many cards of the top card's symbol to try every chain (more than "
                f"{MAX_CHAIN_STEPS} steps, numnum.teaching.counting.MAX_CHAIN_STEPS); give a smaller hand"
            )

    def bound(self, last: int, left: tuple[int, ...]) -> int:
        """The longest any chain from a position can be: every card of it but the last is
        reached from ``last`` by double fits, the last may be any card left."""
        reached = {last}
        todo = [last]
        while todo:
            i = todo.pop()
            self.steps += len(self.doubles[i])
            for j in self.doubles[i]:
                if left[j] and j not in reached:
                    reached.add(j)
                    todo.append(j)
        self.check_steps()
        chained = sum(left[j] for j in reached if j >= 0)
        return min(sum(left) + (1 if self.others else 0), chained + 1)

    def level(self, last: int, card: Card) -> int:
        """How ``card`` fits on the card on top (0, 1 or 2 for double)."""
        key = (last, card)
        got = self.levels.get(key)
        if got is None:
            on = self.start if last < 0 else self.same[last]
            got = self.levels[key] = fit_level(card, on, self.wish if last < 0 else None, self.mask)
        return got

    def moves(self, last: int, left: tuple[int, ...]) -> list[tuple[int, int, int]]:
        """The cards that may go on next, as (place in the hand, card, fit level), in hand order
        (cards of ``same`` by index, other symbols' by ``len(same) + k``)."""
        self.steps += 2 * len(self.same) + len(self.others)
        self.check_steps()
        out = []
        for j, card in enumerate(self.same):
            if left[j]:
                level = self.level(last, card)
                if level:
                    out.append((self.positions[card][self.copies[j] - left[j]], j, level))
        for k, card in enumerate(self.others):
            level = self.level(last, card)
            if level:
                out.append((self.positions[card][0], len(self.same) + k, level))
        out.sort()
        return out

    def longest(self) -> list[Card]:
        """Work out the value of every position the chains reach (depth first, with a stack of
        its own: a chain of thousands of copies is deeper than Python's recursion), then follow
        the best moves from the start."""
        best: dict[_Position, tuple[int, int, int]] = {}  # -> (length, card, fit level)
        root: _Position = (-1, self.copies)
        stack = [_Frame(root, self.moves(*root), self.bound(*root))]
        while stack:
            frame = stack[-1]
            left = frame.position[1]
            child = None
            while frame.next < len(frame.moves) and frame.found[0] < frame.bound:  # else: none is longer
                _place, j, level = frame.moves[frame.next]
                length = 1
                if level == 2:  # a double fit: the chain may go on from this card
                    after = (j, _one_less(left, j))
                    got = best.get(after)
                    if got is None:
                        child = after
                        break
                    length += got[0]
                if length > frame.found[0]:
                    frame.found = (length, j, level)
                frame.next += 1
            if child is not None:
                stack.append(_Frame(child, self.moves(*child), self.bound(*child)))
                continue
            best[frame.position] = frame.found
            stack.pop()
        chain: list[Card] = []
        position = root
        while True:
            length, j, level = best[position]
            if length == 0:
                return chain
            if j >= len(self.same):
                return [*chain, self.others[j - len(self.same)]]
            chain.append(self.same[j])
            if level != 2:
                return chain
            left = position[1]
            position = (j, _one_less(left, j))


def _one_less(left: tuple[int, ...], j: int) -> tuple[int, ...]:
    """``left`` with one copy of card ``j`` played."""
    return (*left[:j], left[j] - 1, *left[j + 1 :])


#: A position of :class:`_Chains`: the card on top and the copies left of each card.
_Position = tuple[int, tuple[int, ...]]


class _Frame:
    """A position being worked out: its moves, the next one to try, the best chain so far, and
    the longest a chain from there can be."""

    __slots__ = ("bound", "found", "moves", "next", "position")

    def __init__(self, position: _Position, moves: list[tuple[int, int, int]], bound: int) -> None:
        self.position = position
        self.moves = moves
        self.bound = bound
        self.next = 0
        self.found = (0, -1, 0)


# --- NumNum and classic Mau Mau compared ---------------------------------------------------------


def maumau_deck(size: int = 32) -> list[Card]:
    """One Skat deck of classic Mau Mau, suit by suit: 32 cards (7 to ace) or 52 (2 to ace).

    >>> d = maumau_deck(); len(d), d[0].text, d[-1].text, len(maumau_deck(52))
    (32, 'C7', 'DA', 52)
    """
    if type(size) is not int or size not in (32, 52):
        raise ValueError(f"a Mau Mau deck has 32 or 52 cards, not {size!r:.60}")
    ranks = MAUMAU_RANKS if size == 52 else MAUMAU_RANKS[5:]
    return [Card.parse(s + r, "maumau") for s in SUITS for r in ranks]


def _maumau_fits(c: Card, t: Card) -> bool:
    """Whether ``c`` may be laid on ``t`` in classic Mau Mau (a jack as if it named its own suit)."""
    return c.rank == "J" or c.suit == t.suit or (t.rank != "J" and c.rank == t.rank)


def choices(top: Card | str, deck: Sequence[Card | str], *, variant: str = "numnum") -> list[Card]:
    """The cards of ``deck`` that may be laid on ``top`` because they fit (one copy of ``top``
    itself left out).

    NumNum (``top`` a number card, no bans): number cards of the same symbol or with a shared
    row, and the wish cards; ban cards are left out (they fit nothing: they are a move of their
    own).  Classic Mau Mau: cards of the same suit or the same rank, and every jack; on a jack,
    the cards of the jack's suit (as if the suit it names were its own) and the jacks.  Cards
    written as text are read in ``variant``'s notation (``"numnum"`` or ``"maumau"``).

    >>> [c.text for c in choices("H9", ["H7", "S9", "CJ", "C8", "HJ"], variant="maumau")]
    ['H7', 'S9', 'CJ', 'HJ']
    >>> [c.text for c in choices("HJ", ["H7", "S9", "CJ", "C8"], variant="maumau")]
    ['H7', 'CJ']
    >>> [c.text for c in choices("H12", ["H7", "S9", "T25", "W", "B2", "C1", "H12"])]
    ['H7', 'S9', 'W', 'C1']
    """
    variant = _variant(variant)
    t = _card(top, variant, "top")
    cards = _cards(deck, variant)
    if cards and cards[0].variant != t.variant:
        raise ValueError(f"top is a {t.variant} card, the deck's cards are {cards[0].variant} cards")
    if t.variant != "maumau" and t.kind is not Kind.NUMBER:
        raise ValueError(f"the top card must be a number card, not {t.text}")
    out = []
    skipped = False
    for c in cards:
        if c is t and not skipped:
            skipped = True
            continue
        if t.variant == "maumau":
            ok = _maumau_fits(c, t)
        else:
            ok = c.kind is Kind.WILD or (c.kind is Kind.NUMBER and fit_level(c, t, None, 0) > 0)
        if ok:
            out.append(c)
    return out


def average_choices(deck: Sequence[Card | str], *, variant: str = "numnum") -> float:
    """How many cards of ``deck`` fit on an average card (:func:`choices`), over every card that
    can lie on top: the number cards in NumNum, every card in Mau Mau.

    Copies cost nothing (each different card is counted once, times its copies); a NumNum deck
    may have at most :data:`MAX_DIFFERENT_NUMBERS` different numbers.

    >>> average_choices(maumau_deck())  # 13 on each of 28 cards, 10 on each of the 4 jacks
    12.625
    >>> average_choices(["H4"] * 5000)  # the 4999 other copies
    4999.0
    """
    variant = _variant(variant)
    cards = _cards(deck, variant)
    copies = Counter(cards)
    if cards and cards[0].variant == "maumau":
        tops = copies
        # the cards that fit on each top, its own copies too; one copy (the top itself) is left out
        total = sum(n * (sum(m for c, m in copies.items() if _maumau_fits(c, t)) - 1) for t, n in tops.items())
    else:
        counts = _fit_counts(cards, frozenset())  # the number cards fitting each number card
        wishes = sum(n for c, n in copies.items() if c.kind is Kind.WILD)
        tops = Counter({t: copies[t] for t in counts})
        total = sum(n * (counts[t] - 1 + wishes) for t, n in tops.items())
    on_top = sum(tops.values())
    if not on_top:
        raise ValueError("the deck has no card that can lie on top")
    return total / on_top


def share_of_choices(deck: Sequence[Card | str], *, variant: str = "numnum") -> float:
    """The part of the other cards of ``deck`` that fit on an average card: 0.5 is "half of them".

    Ban cards are not counted as other cards (:func:`choices` leaves them out too).

    >>> round(share_of_choices(maumau_deck()), 3)  # 12.625 of 31
    0.407
    """
    cards = _cards(deck, _variant(variant))
    others = sum(1 for c in cards if c.kind is not Kind.BAN) - 1
    if others < 1:
        raise ValueError("the deck needs at least two cards")
    return average_choices(cards) / others
