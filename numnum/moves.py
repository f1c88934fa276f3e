"""Moves: small immutable values in the notation of ``API.md``.

>>> m = Move.parse("W H", "numnum")
>>> m.action, [str(c) for c in m.cards], m.choice, m.call
(<Action.PLAY: 'play'>, ['W'], 'H', False)
>>> str(Move.parse("r3+r4+r5!", "number_one"))
'R3+R4+R5!'
>>> Move.parse("draw", "maumau") is Move.DRAW
True
>>> Move.parse("CJ D", "maumau")
Move.parse('CJ D', 'maumau')
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from numnum.cards import Card, card_example, shorten
from numnum.errors import IllegalMove

__all__ = ["MAX_MOVE_CARDS", "MAX_READ", "Action", "LegalMoves", "Move"]


class Action(enum.Enum):
    """The kinds of move."""

    PLAY = "play"  #: play one or more cards (with a choice and a call where needed)
    DRAW = "draw"  #: draw a card, or take the pending draw penalty
    PASS = "pass"  #: end the turn where that is a real choice
    CATCH = "catch"  #: catch a forgotten call (Number ONE)
    CHOOSE = "choose"  #: a choice alone (a suit for a card turned up at the start)


_INTERNED: dict[tuple[Any, ...], Move] = {}
#: the most cards one move may name (Number ONE's longest plays have three)
MAX_MOVE_CARDS = 8
#: the longest text read as a move
MAX_MOVE_TEXT = 400
#: how many new moves reading text may intern (the rules' own moves are always interned)
MAX_READ = 50_000
_read_count = 0
#: Made only here: ``Move(...)`` elsewhere raises TypeError.
_MAKE = object()
_WORDS = {"draw": Action.DRAW, "pass": Action.PASS, "catch": Action.CATCH}


class Move:
    """One move.  ``str(move)`` is its notation; moves are interned like cards.

    ``action`` (an :class:`Action`), ``cards`` (a tuple of :class:`Card`), ``choice`` (a suit,
    symbol or colour letter, or ``None``), ``call`` (``True`` when the move makes its call:
    "Mau", "ONE!", "NUMBER ONE!").
    """

    __slots__ = ("action", "call", "cards", "choice", "single", "text", "variant")

    action: Action
    cards: tuple[Card, ...]
    choice: str | None
    call: bool
    text: str
    variant: str | None
    single: Card | None  #: the card of a play of one card without a call (perhaps with a choice), else None

    DRAW: ClassVar[Move]
    PASS: ClassVar[Move]
    CATCH: ClassVar[Move]

    def __init__(
        self, action: Action, cards: tuple[Card, ...], choice: str | None, call: bool, key: object = None
    ) -> None:
        if key is not _MAKE:
            raise TypeError("moves are made with Move.parse(text, variant), Move.play(...) or Move.choose(...)")
        if action is Action.PLAY:
            text = "+".join(c.text for c in cards) + (f" {choice}" if choice else "")
        elif action is Action.CHOOSE:
            text = choice or ""
        else:
            text = action.value
        if call:
            text += "!"
        self.action = action
        self.cards = cards
        self.choice = choice
        self.call = call
        self.text = text
        self.variant = cards[0].variant if cards else None
        # the last one: from now on the move is immutable (see __setattr__)
        self.single = cards[0] if action is Action.PLAY and len(cards) == 1 and not call else None

    @classmethod
    def _make(cls, action: Action, cards: tuple[Card, ...] = (), choice: str | None = None, call: bool = False) -> Move:
        key = (action._value_, cards, choice, call)  # the value: an enum member hashes in Python
        move = _INTERNED.get(key)
        if move is not None:
            return move
        move = _INTERNED[key] = cls._build(action, cards, choice, call)
        return move

    @classmethod
    def _read(cls, action: Action, cards: tuple[Card, ...] = (), choice: str | None = None, call: bool = False) -> Move:
        """The move read from text: the interned one; a new one is interned only while fewer than
        :data:`MAX_READ` moves were read so (text typed or loaded must not fill the memory)."""
        global _read_count
        key = (action._value_, cards, choice, call)
        move = _INTERNED.get(key)
        if move is not None:
            return move
        if _read_count >= MAX_READ:
            return cls._build(action, cards, choice, call)  # not kept: see Game.play
        _read_count += 1
        move = _INTERNED[key] = cls._build(action, cards, choice, call)
        return move

    def interned(self) -> Move:
        """The interned move equal to this one (itself, unless it was read past :data:`MAX_READ`)."""
        return _INTERNED.get((self.action._value_, self.cards, self.choice, self.call), self)

    @classmethod
    def _build(cls, action: Action, cards: tuple[Card, ...], choice: str | None, call: bool) -> Move:
        return Move(action, cards, choice, call, _MAKE)

    @classmethod
    def play(cls, *cards: Card, choice: str | None = None, call: bool = False) -> Move:
        """The move that plays ``cards`` (with a ``choice`` and a ``call`` where needed).

        >>> str(Move.play(Card.parse("CJ", "maumau"), choice="D", call=True))
        'CJ D!'
        """
        if not cards:
            raise ValueError("a play needs at least one card")
        return cls._make(Action.PLAY, tuple(cards), choice, call)

    @classmethod
    def choose(cls, choice: str) -> Move:
        """The move that only makes a choice (a suit asked for by a card turned up at the start)."""
        return cls._make(Action.CHOOSE, (), choice)

    @classmethod
    def parse(cls, text: object, variant: object = "numnum") -> Move:
        """Read a move; raise :class:`IllegalMove` (a ``ValueError``) saying what is wrong.

        ``text`` and ``variant`` are typed ``object``: compiled code checks the declared types
        on entry, and anything must get this ValueError, not a TypeError.
        """
        if isinstance(text, Move):
            return text
        if type(variant) is not str:
            raise IllegalMove(f"the variant is a name like 'numnum', not {type(variant).__name__}")
        if not isinstance(text, str):
            raise IllegalMove(f"a move is written as text like 'H12' or 'draw', not {type(text).__name__}")
        if len(text) > MAX_MOVE_TEXT:
            raise IllegalMove(f"{shorten(text)} is not a move: it is far too long")
        raw = text.strip()
        word = _WORDS.get(raw.lower())
        if word is not None:
            return cls._make(word)
        call = raw.endswith("!")
        body = raw[:-1].rstrip() if call else raw
        main, _, rest = body.partition(" ")
        choice = rest.strip().upper() or None
        if not main:
            raise IllegalMove(
                f"{shorten(text)} is not a move: write a card like {card_example(variant)}, 'draw' or 'pass'"
            )
        parts = main.split("+")
        if len(parts) > MAX_MOVE_CARDS:
            raise IllegalMove(f"{shorten(text)} is not a move: a move plays at most {MAX_MOVE_CARDS} cards")
        cards = []
        for part in parts:
            try:
                cards.append(Card.parse(part, variant))
            except ValueError:
                if len(main) == 1 and not choice and not call and "+" not in main:
                    return cls._read(Action.CHOOSE, (), main.upper())
                raise IllegalMove(
                    f"{shorten(text)} is not a move: {shorten(part.strip())} is not a {variant} card "
                    f"(write a card like {card_example(variant)}, 'draw' or 'pass')"
                ) from None
        if choice is not None and (len(choice) != 1 or not choice.isalpha()):
            raise IllegalMove(f"{shorten(text)} is not a move: the choice after the space must be one letter")
        return cls._read(Action.PLAY, tuple(cards), choice, call)

    # value semantics ----------------------------------------------------------------------
    def __setattr__(self, name: str, value: object) -> None:
        if hasattr(self, "single"):  # set last by __init__
            raise AttributeError("moves are immutable")
        super().__setattr__(name, value)

    def __copy__(self) -> Move:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Move:
        return self

    def __reduce__(self) -> tuple[Callable[..., Move], tuple[Any, ...]]:
        return (Move._make, (self.action, self.cards, self.choice, self.call))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        if self.variant is None:
            return f"Move.parse({self.text!r})"
        return f"Move.parse({self.text!r}, {self.variant!r})"

    @property
    def card(self) -> Card | None:
        """The first card played, or ``None`` for moves that play none."""
        return self.cards[0] if self.cards else None

    def without_call(self) -> Move:
        """The same move with its call forgotten."""
        return Move._make(self.action, self.cards, self.choice, False)

    def with_call(self) -> Move:
        """The same move with its call made."""
        return Move._make(self.action, self.cards, self.choice, True)


Move.DRAW = Move._make(Action.DRAW)
Move.PASS = Move._make(Action.PASS)
Move.CATCH = Move._make(Action.CATCH)


@mypyc_attr(native_class=False)  # compiled with mypyc, a subclass of tuple must stay a Python class
class LegalMoves(tuple[Move, ...]):
    """The legal moves of a position: a tuple that prints readably and accepts notations in ``in``.

    >>> lm = LegalMoves([Move.DRAW, Move.PASS])
    >>> "draw" in lm, len(lm), lm
    (True, 2, <LegalMoves: draw, pass>)
    """

    __slots__ = ()

    def __contains__(self, item: object) -> bool:
        if isinstance(item, str):
            return any(m.text == item.strip() for m in self)
        return tuple.__contains__(self, item)

    def __repr__(self) -> str:
        return "<LegalMoves: " + ", ".join(m.text for m in self) + ">"

    def __str__(self) -> str:
        return ", ".join(m.text for m in self)

    def notations(self) -> list[str]:
        """The moves' notations, in order."""
        return [m.text for m in self]


def as_tuple(moves: Sequence[Move]) -> LegalMoves:
    """Wrap a list of moves."""
    return LegalMoves(moves)
