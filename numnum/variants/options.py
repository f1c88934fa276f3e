"""The rule options of the four games: which house rules each offers, their presets and checks.

Each game's options are a frozen dataclass (see :mod:`numnum.options`); its rules module reads
them.  They live here, apart from the rules, because this module stays interpreted when the
engine is compiled with mypyc (a compiled dataclass would lose its ``ClassVar`` annotations).

>>> NumNumOptions.build(None, hand_size=5).hand_size
5
>>> MauMauOptions.build("club").nine
'reverse_draw2'
>>> NumberOneOptions.build(None, custom_rule="chess")
Traceback (most recent call last):
...
ValueError: option custom_rule='chess' is not allowed; use a registered custom rule: ...
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import ClassVar

from numnum.options import Check, Flag, IntRange, OneOf, Options, option

__all__ = ["MauMau110Options", "MauMauOptions", "NumNumOptions", "NumberOneOptions"]


@dataclasses.dataclass(frozen=True)
class NumNumOptions(Options):
    """Options of NumNum."""

    VARIANT: ClassVar[str] = "numnum"
    hand_size: int | None = option(None, IntRange(1, 50, none_ok=True), "cards dealt to each player (7)")
    rounds: int = option(1, IntRange(1, 100), "rounds played; the fewest points after the last one wins")
    open_hands: bool = option(False, Flag(), "everyone plays with the hand face up")


@dataclasses.dataclass(frozen=True)
class MauMauOptions(Options):
    """Options of classic Mau Mau; ``preset="basic"`` (default) or ``"club"`` sets them all."""

    VARIANT: ClassVar[str] = "maumau"
    DEFAULT_PRESET: ClassVar[str | None] = "basic"
    PRESETS: ClassVar[Mapping[str, Mapping[str, object]]] = {
        "basic": {
            "decks": 1,
            "deal": "five",
            "first_card": "none",
            "penalty_then": "stop",
            "eight": "skip",
            "nine": "again",
            "ten": "none",
            "ace": "again",
            "king_of_hearts": "draw3",
            "after_draw": "end",
            "mau": "draw2",
            "last_jack": "normal",
            "points": "basic",
        },
        "club": {
            "decks": "auto",
            "deal": "by_players",
            "first_card": "dealer",
            "penalty_then": "play",
            "eight": "skip_stack",
            "nine": "reverse_draw2",
            "ten": "reverse",
            "ace": "again",
            "king_of_hearts": "draw4_stack",
            "after_draw": "play",
            "mau": "required",
            "last_jack": "double",
            "points": "club",
        },
    }

    deck_size: int = option(32, OneOf(32, 52), "32 cards (7 to ace) or 52 cards (2 to ace)")
    decks: int | str = option(1, OneOf(1, 2, "auto"), "decks: 1, 2, or 'auto' (two for 5 or more players)")
    deal: str = option("five", OneOf("five", "by_players"), "5 cards each, or 7/6/5 by the number of players")
    hand_size: int | None = option(None, IntRange(1, 20, none_ok=True), "cards dealt to each player")
    first_card: str = option(
        "none", OneOf("none", "dealer"), "the first card turned up has no effect / is the dealer's"
    )
    penalty_then: str = option("stop", OneOf("stop", "play"), "after taking a draw penalty: the turn ends / may play")
    eight: str = option("skip", OneOf("skip", "skip_stack", "none"), "8: next is skipped / may pass it on with an 8")
    nine: str = option("again", OneOf("again", "reverse_draw2", "none"), "9: play again / reverse and next draws 2")
    ten: str = option("none", OneOf("none", "reverse"), "10: nothing / reverse the direction")
    ace: str = option("again", OneOf("again", "none"), "ace: play again")
    king_of_hearts: str = option(
        "draw3", OneOf("draw3", "draw4_stack", "none"), "king of hearts: next draws 3 / draws 4, passed on by a KH"
    )
    after_draw: str = option("end", OneOf("end", "play"), "after drawing: the turn ends / the card may be played")
    mau: str = option(
        "draw2", OneOf("draw2", "required"), "a forgotten 'Mau': draw 2 / the last card may not be played"
    )
    last_jack: str = option("normal", OneOf("normal", "double", "forbidden"), "going out with a jack")
    points: str = option("basic", OneOf("basic", "club"), "points table: king 4 (basic) or 3 (club)")
    scoring: str = option("points", OneOf("points", "wins"), "overall winner: fewest points / most rounds won")
    calls: str = option("manual", OneOf("manual", "auto"), "'auto' makes every 'Mau' call")
    rounds: int = option(1, IntRange(1, 100), "rounds played")
    open_hands: bool = option(False, Flag(), "everyone plays with the hand face up")


@dataclasses.dataclass(frozen=True)
class MauMau110Options(Options):
    """Options of the 110-card Mau Mau."""

    VARIANT: ClassVar[str] = "maumau_110"
    hand_size: int | None = option(None, IntRange(1, 13, none_ok=True), "cards dealt to each player (5)")
    reverse_two: str = option("none", OneOf("none", "skip"), "REV with two players: no effect / acts as a skip")
    calls: str = option("manual", OneOf("manual", "auto"), "'auto' makes every 'mau' call")
    rounds: int = option(1, IntRange(1, 100), "rounds played (e.g. 3 or 5); the deal passes to the left")
    open_hands: bool = option(False, Flag(), "everyone plays with the hand face up")


class _RegisteredRule(Check):
    def validate(self, name: str, value: object) -> object:
        from numnum.variants.number_one import CUSTOM_RULES  # the registry lives with the rules

        if not isinstance(value, str) or value not in CUSTOM_RULES:
            raise ValueError(f"option {name}={value!r} is not allowed; use {self.describe()}")
        return value

    def describe(self) -> str:
        from numnum.variants.number_one import CUSTOM_RULES

        return "a registered custom rule: " + ", ".join(repr(n) for n in CUSTOM_RULES)


@dataclasses.dataclass(frozen=True)
class NumberOneOptions(Options):
    """Options of Number ONE."""

    VARIANT: ClassVar[str] = "number_one"
    hand_size: int | None = option(None, IntRange(1, 15, none_ok=True), "cards dealt to each player (7)")
    doppeln: bool = option(True, Flag(), "DOPPELN: two identical number cards together")
    kumulieren: bool = option(True, Flag(), "KUMULIEREN: pass a draw-two on with a draw-two")
    strasse: bool = option(True, Flag(), "STRASSE: three numbers in a row of one colour together")
    custom_cards: int = option(0, IntRange(0, 10), "individual cards in the deck (0 to 10)")
    custom_rule: str = option("others_draw_one", _RegisteredRule(), "the rule on the individual cards")
    calls: str = option("manual", OneOf("manual", "auto"), "'auto' makes every 'ONE!' and 'NUMBER ONE!' call")
    strict: bool = option(False, Flag(), "strict table: wrong cards and cards out of turn cost penalty cards")
    rounds: int = option(1, IntRange(1, 100), "rounds played, with points")
    open_hands: bool = option(False, Flag(), "everyone plays with the hand face up")
