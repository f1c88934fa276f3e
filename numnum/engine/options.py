"""Rule options: frozen, validated, with named presets.

Each variant has an options class (a frozen dataclass).  The options every game has
(``hand_size``, ``rounds``, ``open_hands``) live in :class:`Options`, the call option
(``calls``) in :class:`CallOptions`; a variant adds its house rules.  Every field carries a
*check* in its metadata; :meth:`Options.fields` gives them with the variant's limits and
words; :meth:`Options.build` applies a preset, then the caller's options, validates each one
and raises ``ValueError`` that names what is allowed.  Option values that are words are
``Literal`` types: their checks are made from the types (:meth:`OneOf.of`).

>>> from numnum.variants.numnum import NumNumOptions
>>> NumNumOptions.build(None, hand_size=5).hand_size
5
>>> NumNumOptions.build(None, colour="red")
Traceback (most recent call last):
...
ValueError: unknown option 'colour' for numnum; allowed: hand_size, rounds, open_hands
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar, Literal, NamedTuple, Self, get_args

__all__ = ["CallOptions", "Calls", "Check", "Flag", "IntRange", "OneOf", "OptionField", "Options", "option"]

#: The option ``calls``: "auto" makes every call for the players.
Calls = Literal["manual", "auto"]


class Check:
    """Validates one option value."""

    def validate(self, name: str, value: object) -> object:  # pragma: no cover - interface
        raise NotImplementedError

    def describe(self) -> str:  # pragma: no cover - interface
        raise NotImplementedError


class IntRange(Check):
    """A whole number from ``lo`` to ``hi``; ``None`` too when ``none_ok``."""

    def __init__(self, lo: int, hi: int, none_ok: bool = False) -> None:
        self.lo, self.hi, self.none_ok = lo, hi, none_ok

    def validate(self, name: str, value: object) -> object:
        if value is None and self.none_ok:
            return None
        if type(value) is not int or not self.lo <= value <= self.hi:
            raise ValueError(f"option {name}={value!r} is not allowed; use {self.describe()}")
        return value

    def describe(self) -> str:
        s = f"a whole number from {self.lo} to {self.hi}"
        return s + " or None" if self.none_ok else s

    def __repr__(self) -> str:
        return f"<IntRange {self.lo}..{self.hi}{' or None' if self.none_ok else ''}>"


class OneOf(Check):
    """One of a few fixed values."""

    def __init__(self, *values: object) -> None:
        self.values = values

    @classmethod
    def of(cls, literal: object) -> OneOf:
        """The check of a ``Literal`` type: one of its values.

        >>> OneOf.of(Calls).describe()
        "one of 'manual', 'auto'"
        """
        return cls(*get_args(literal))

    def validate(self, name: str, value: object) -> object:
        for v in self.values:
            if value == v and type(value) is type(v):
                return v
        raise ValueError(f"option {name}={value!r} is not allowed; use {self.describe()}")

    def describe(self) -> str:
        return "one of " + ", ".join(repr(v) for v in self.values)


class Flag(OneOf):
    """True or False."""

    def __init__(self) -> None:
        super().__init__(True, False)


def option(default: object, check: Check, doc: str = "") -> Any:
    """A dataclass field with its check (and a one-line description for the rules pages)."""
    return dataclasses.field(default=default, metadata={"check": check, "doc": doc})


class OptionField(NamedTuple):
    """One option of a variant: its name, default, check and one-line description."""

    name: str
    default: object
    check: Check
    doc: str


@dataclasses.dataclass(frozen=True)
class Options:
    """Base of every variant's options: the options every game has; subclasses add fields made
    with :func:`option`."""

    VARIANT: ClassVar[str] = ""
    PRESETS: ClassVar[Mapping[str, Mapping[str, object]]] = {}
    DEFAULT_PRESET: ClassVar[str | None] = None
    #: the most cards a player may be dealt (the limit of ``hand_size``)
    MAX_HAND_SIZE: ClassVar[int] = 50
    #: the descriptions of this variant's options where they say more than the common ones
    DOCS: ClassVar[Mapping[str, str]] = {}

    hand_size: int | None = option(None, IntRange(1, 50, none_ok=True), "cards dealt to each player")
    rounds: int = option(1, IntRange(1, 100), "rounds played")
    open_hands: bool = option(False, Flag(), "everyone plays with the hand face up")

    @classmethod
    def fields(cls) -> tuple[OptionField, ...]:
        """Every option with its check and description for this variant, in declaration order
        (the common ones first).

        >>> from numnum.variants.options import MauMau110Options
        >>> MauMau110Options.fields()[0]
        OptionField(name='hand_size', default=None, check=<IntRange 1..13 or None>,
                    doc='cards dealt to each player (5)')
        """
        out = []
        for f in dataclasses.fields(cls):
            check: Check = f.metadata["check"]
            if f.name == "hand_size":
                check = IntRange(1, cls.MAX_HAND_SIZE, none_ok=True)
            out.append(OptionField(f.name, f.default, check, cls.DOCS.get(f.name, f.metadata["doc"])))
        return tuple(out)

    @classmethod
    def names(cls) -> list[str]:
        """The option names, in declaration order."""
        return [f.name for f in dataclasses.fields(cls)]

    @classmethod
    def build(cls, preset: str | None, **given: object) -> Self:
        """Apply ``preset`` (or the default one), then ``given``; validate everything."""
        values: dict[str, Any] = {}
        if preset is None:
            preset = cls.DEFAULT_PRESET
        if preset is not None:
            if not cls.PRESETS:
                raise ValueError(f"{cls.VARIANT} has no presets")
            if type(preset) is not str or preset not in cls.PRESETS:
                raise ValueError(f"unknown preset {preset!r} for {cls.VARIANT}; allowed: {', '.join(cls.PRESETS)}")
            values.update(cls.PRESETS[preset])
        names = cls.names()
        for name, value in given.items():
            if name not in names:
                raise ValueError(f"unknown option {name!r} for {cls.VARIANT}; allowed: {', '.join(names)}")
            values[name] = value
        for f in cls.fields():
            if f.name in values:
                values[f.name] = f.check.validate(f.name, values[f.name])
        return cls(**values)

    def to_dict(self) -> dict[str, object]:
        """The options as a plain dict (for saving)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def describe(cls) -> list[tuple[str, str, str]]:
        """``(name, allowed values, description)`` for every option."""
        return [(f.name, f.check.describe(), f.doc) for f in cls.fields()]


@dataclasses.dataclass(frozen=True)
class CallOptions(Options):
    """Options of a game with calls ("Mau", "ONE!"): the option ``calls`` too."""

    calls: Calls = option("manual", OneOf.of(Calls), "'auto' makes every call")
