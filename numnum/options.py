"""Rule options: frozen, validated, with named presets.

Each variant has an options class (a frozen dataclass).  Every field carries a *check* in its
metadata; :meth:`Options.build` applies a preset, then the caller's options, validates each one
and raises ``ValueError`` that names what is allowed.

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
from typing import Any, ClassVar, Self

__all__ = ["Check", "Flag", "IntRange", "OneOf", "Options", "option"]


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


class OneOf(Check):
    """One of a few fixed values."""

    def __init__(self, *values: object) -> None:
        self.values = values

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


@dataclasses.dataclass(frozen=True)
class Options:
    """Base of every variant's options; subclasses add fields made with :func:`option`."""

    VARIANT: ClassVar[str] = ""
    PRESETS: ClassVar[Mapping[str, Mapping[str, object]]] = {}
    DEFAULT_PRESET: ClassVar[str | None] = None

    @classmethod
    def names(cls) -> list[str]:
        """The option names, in declaration order."""
        return [f.name for f in dataclasses.fields(cls)]

    @classmethod
    def build(cls, preset: str | None, **given: object) -> Self:
        """Apply ``preset`` (or the default one), then ``given``; validate everything."""
        values: dict[str, object] = {}
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
        for f in dataclasses.fields(cls):
            if f.name in values:
                values[f.name] = f.metadata["check"].validate(f.name, values[f.name])
        return cls(**values)

    def to_dict(self) -> dict[str, object]:
        """The options as a plain dict (for saving)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def describe(cls) -> list[tuple[str, str, str]]:
        """``(name, allowed values, description)`` for every option."""
        return [(f.name, f.metadata["check"].describe(), f.metadata["doc"]) for f in dataclasses.fields(cls)]
