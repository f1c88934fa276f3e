"""Cards: small immutable values, one object per distinct card.

Every variant has its own notation (see ``API.md``); ``Card.parse`` reads it.  Cards are
*interned*: parsing the same text for the same variant always gives the very same object, so
cards compare and hash by identity as fast as ints, and ``==`` still means "same card".

>>> c = Card.parse("H12", "numnum")
>>> c.suit, c.number, c.kind
('H', 12, <Kind.NUMBER: 'number'>)
>>> c is Card.parse(" h12 ", "numnum")
True
>>> Card.parse("B2", "numnum").kind, Card.parse("B2", "maumau_110").kind
(<Kind.BAN: 'ban'>, <Kind.NUMBER: 'number'>)
>>> c
Card.parse('H12', 'numnum')
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from types import FunctionType
from typing import NamedTuple

from numnum.display import picture

__all__ = [
    "MAX_CARD_TEXT",
    "MAX_DECK_CARDS",
    "Card",
    "CardSpec",
    "Kind",
    "card_example",
    "parse_cards",
    "register_card_reader",
    "shorten",
]


class Kind(enum.Enum):
    """What sort of card this is; the rules of each variant look at it."""

    NUMBER = "number"  #: a card with a number (NumNum 1-85, Mau Mau 2-10, 110: 1-9, ONE: 0-9)
    PICTURE = "picture"  #: Mau Mau jack, queen, king and ace
    ACTION = "action"  #: a coloured action card (REV, D2, D4, STOP)
    WILD = "wild"  #: a card without suit that names one (NumNum W, WISH, WISH2, SWAP, CUSTOM)
    BAN = "ban"  #: NumNum ban card (B2, B5)


class CardSpec(NamedTuple):
    """What a variant's card reader says about a notation."""

    text: str
    suit: str
    rank: str
    number: int | None
    kind: Kind
    order: int


CardReader = Callable[[str], "CardSpec | None"]
_READERS: dict[str, CardReader] = {}
_INTERNED: dict[tuple[str, str], Card] = {}
_SERIALS: dict[str, int] = {}  # per variant: the serial of the next card made
#: How many texts are remembered as cards (the decks of all four games need about 500).  Past
#: it, a card never read before is made anew on every reading: memory stays bounded whatever
#: is typed, while the cards already known keep their identity.
MAX_INTERNED = 100_000


_HINTS: dict[str, str] = {}
_EXAMPLES: dict[str, str] = {}
#: Made only here: ``Card(...)`` elsewhere raises TypeError (see :meth:`Card.parse`).
_MAKE = object()


def register_card_reader(variant: str, reader: CardReader, hint: str, *, example: str) -> None:
    """Let ``Card.parse`` read the notation of ``variant`` (each variant module registers its
    own); ``hint`` tells in a few words how a card is written, ``example`` is one card's
    notation (both for the message when a text is none).

    >>> register_card_reader("toy", lambda text: None, "write a number", example="7")
    Traceback (most recent call last):
    ...
    ValueError: the card reader of 'toy' does not read its own example '7'
    """
    if not hint or reader(example) is None:
        what = "needs a hint how cards are written" if not hint else f"does not read its own example {example!r}"
        raise ValueError(f"the card reader of {variant!r} {what}")
    _READERS[variant] = reader
    _HINTS[variant] = hint
    _EXAMPLES[variant] = example


def card_example(variant: str) -> str:
    """One card of ``variant`` written in its notation (for messages: "write a card like H7").

    >>> card_example("maumau")
    'H7'
    """
    _reader(variant)
    return _EXAMPLES[variant]


class Card:
    """One playing card of a variant.

    Attributes: ``variant``, ``suit`` (symbol, suit or colour letter; ``""`` for cards without
    one), ``rank`` (the rest of the notation), ``number`` (the printed number, or ``None``),
    ``kind`` (a :class:`Kind`) and ``order`` (a sort key that groups suits, then ranks).
    ``str(card)`` is the notation, ``repr(card)`` can be pasted back in.  ``serial`` numbers the
    cards of a variant in the order they were first made (0, 1, 2, ...): the rules' tables are
    indexed by it.
    """

    __slots__ = ("kind", "number", "order", "rank", "serial", "suit", "text", "variant")

    variant: str
    text: str
    suit: str
    rank: str
    number: int | None
    kind: Kind
    order: int
    serial: int

    def __init__(self, variant: str, spec: CardSpec, serial: int, key: object = None) -> None:
        if key is not _MAKE:
            raise TypeError("cards are made with Card.parse(text, variant)")
        self.variant = variant
        self.text = spec.text
        self.suit = spec.suit
        self.rank = spec.rank
        self.number = spec.number
        self.kind = spec.kind
        self.order = spec.order
        self.serial = serial  # the last one: from now on the card is immutable (see __setattr__)

    @classmethod
    def _make(cls, variant: str, spec: CardSpec) -> Card:
        serial = _SERIALS.get(variant, 0)
        _SERIALS[variant] = serial + 1
        return Card(variant, spec, serial, _MAKE)

    @classmethod
    def parse(cls, text: object, variant: object = "numnum") -> Card:
        """Read a card in the notation of ``variant``; raise ``ValueError`` if it is none.

        >>> str(Card.parse("cj", "maumau"))
        'CJ'
        >>> Card.parse("X9", "numnum")
        Traceback (most recent call last):
        ...
        ValueError: 'X9' is not a numnum card: write a symbol C, T, S or H and a number from 1 to ...
        """
        if type(text) is not str:
            if not isinstance(text, str):
                raise ValueError(f"a card is written as text like 'H12', not {type(text).__name__}")
            text = str(text)
        if type(variant) is not str:
            raise ValueError(f"the variant is a name like 'numnum', not {type(variant).__name__}")
        key = (variant, text)
        card = _INTERNED.get(key)
        if card is not None:
            return card
        reader = _reader(variant)
        spec = reader(text.strip().upper()) if len(text) <= MAX_CARD_TEXT else None
        if spec is None:
            hint = _HINTS.get(variant, "")
            raise ValueError(f"{shorten(text)} is not a {variant} card" + (f": {hint}" if hint else ""))
        card = _INTERNED.get((variant, spec.text))
        if card is None:
            card = cls._make(variant, spec)
            if len(_INTERNED) >= MAX_INTERNED:
                return card  # not kept: see MAX_INTERNED
            _INTERNED[(variant, spec.text)] = card
        if len(_INTERNED) < MAX_INTERNED:
            _INTERNED[key] = card
        return card

    # Immutability and identity semantics -------------------------------------------------
    def __setattr__(self, name: str, value: object) -> None:
        if hasattr(self, "serial"):  # set last by __init__
            raise AttributeError("cards are immutable")
        super().__setattr__(name, value)

    def __delattr__(self, name: str) -> None:
        raise AttributeError("cards are immutable")

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    def __reduce__(self) -> tuple[Callable[[str, str], Card], tuple[str, str]]:
        return (Card.parse, (self.text, self.variant))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card.parse({self.text!r}, {self.variant!r})"

    def _repr_svg_(self) -> str:
        """The card as a picture (Jupyter shows it); see :func:`numnum.render.cards.card_svg`."""
        return picture("card", self)

    # Cards are interned, so equality is identity, as for any object.  It is spelt out because
    # ``__lt__`` makes Python route every comparison through these methods: the inherited
    # ``object.__eq__`` answers NotImplemented twice before falling back to identity, which
    # made ``hand.remove(card)`` and ``card in hand`` about twice as slow.
    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __hash__(self) -> int:  # equal cards are the same card; pure Python hashes by identity, see below
        # Compiled, a native attribute: ``object.__hash__(self)`` was a Python-level method call
        # (about a fifth of a move's instructions went into hashing the cards of a hand).
        return self.serial

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.order, self.text) < (other.order, other.text)


#: the longest text read as a card (a NumNum number has at most 13 digits, up to 10**12)
MAX_CARD_TEXT = 40

#: The most cards a deck may hold.  Every card-count limit is this one figure (RULES.md): a
#: bigger deck is refused up front (by :func:`parse_cards`, so by :func:`numnum.new_game` and
#: :func:`numnum.load_game` alike), and the save of a game with a deck up to it stays within
#: :data:`numnum.engine.save.MAX_SAVE_TEXT`, so ``load_game`` reads it back.
MAX_DECK_CARDS = 10_000


def shorten(text: str, limit: int = 24) -> str:
    """``repr(text)``, cut short for messages (a pasted novel should not fill the screen).

    >>> print(shorten("H12"), shorten("H" + "1" * 5000))
    'H12' 'H11111111111111111111111…' (5001 characters)
    """
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}"[:-1] + f"…' ({len(text)} characters)"


if isinstance(Card.__hash__, FunctionType):  # pure Python (not compiled with mypyc):
    # hash by identity in C, as object does, not through a call of Python code
    setattr(Card, "__hash__", object.__hash__)  # noqa: B010 - the class body must define a method for mypyc


def _reader(variant: str) -> CardReader:
    reader = _READERS.get(variant)
    if reader is None:  # the variant modules register theirs (import numnum imports them)
        raise ValueError(f"unknown variant {variant!r}; choose one of {', '.join(_READERS)}")
    return reader


def parse_cards(texts: object, variant: str, what: str = "deck") -> list[Card]:
    """Read a list of card notations; the error names the position of a bad entry.

    At most :data:`MAX_DECK_CARDS` cards: a longer list is refused before anything is read.

    >>> [str(c) for c in parse_cards(["H4", "w"], "numnum")]
    ['H4', 'W']
    >>> parse_cards(["H4"] * 10_001, "numnum")
    Traceback (most recent call last):
    ...
    ValueError: deck has 10001 cards; a game has at most 10000 cards (numnum.MAX_DECK_CARDS)
    """
    if isinstance(texts, str) or not isinstance(texts, list | tuple):
        raise ValueError(f"{what} must be a list of card notations")
    if len(texts) > MAX_DECK_CARDS:
        raise ValueError(
            f"{what} has {len(texts)} cards; a game has at most {MAX_DECK_CARDS} cards (numnum.MAX_DECK_CARDS)"
        )
    out = []
    for i, t in enumerate(texts):
        if isinstance(t, Card):
            if t.variant != variant:
                raise ValueError(f"{what}[{i}]: {t} is a {t.variant} card, not a {variant} card")
            out.append(t)
            continue
        if not isinstance(t, str):
            raise ValueError(f"{what}[{i}] must be a card notation, not {type(t).__name__}")
        try:
            out.append(Card.parse(t, variant))
        except ValueError as exc:
            raise ValueError(f"{what}[{i}]: {exc}") from None
    return out


_SPLIT = re.compile(r"^([A-Z])(\w+)$")


def split_suit(text: str) -> tuple[str, str] | None:
    """Split ``"H12"`` into ``("H", "12")``; ``None`` when the text has no such shape."""
    m = _SPLIT.match(text)
    return (m.group(1), m.group(2)) if m else None
