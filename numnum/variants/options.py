"""The rule options of the four games: which house rules each offers, their presets and checks.

Each game's options are a frozen dataclass (see :mod:`numnum.engine.options`); its rules module reads
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
from typing import ClassVar, Literal

from numnum.engine.options import CallOptions, Check, Flag, IntRange, OneOf, Options, option
from numnum.i18n import N_

__all__ = ["MauMau110Options", "MauMauOptions", "NumNumOptions", "NumberOneOptions"]

# The values of Mau Mau's house rules (RULES.md), as types; the checks are made from them.
DeckSize = Literal[32, 52]
Decks = Literal[1, 2, "auto"]
Deal = Literal["five", "by_players"]
FirstCard = Literal["none", "dealer"]
PenaltyThen = Literal["stop", "play"]
Eight = Literal["skip", "skip_stack", "none"]
Nine = Literal["again", "reverse_draw2", "none"]
Ten = Literal["none", "reverse"]
Ace = Literal["again", "none"]
KingOfHearts = Literal["draw3", "draw4_stack", "none"]
AfterDraw = Literal["end", "play"]
Mau = Literal["draw2", "required"]
LastJack = Literal["normal", "double", "forbidden"]
Points = Literal["basic", "club"]
Scoring = Literal["points", "wins"]
#: Mau Mau 110: what a REV card does with two players
ReverseTwo = Literal["none", "skip"]


@dataclasses.dataclass(frozen=True)
class NumNumOptions(Options):
    """Options of NumNum: the common ones."""

    VARIANT: ClassVar[str] = "numnum"
    DOCS: ClassVar[Mapping[str, str]] = {
        "hand_size": N_("cards dealt to each player (7)"),
        "rounds": N_("rounds played; the fewest points after the last one wins"),
    }


@dataclasses.dataclass(frozen=True)
class MauMauOptions(CallOptions):
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

    MAX_HAND_SIZE: ClassVar[int] = 20
    DOCS: ClassVar[Mapping[str, str]] = {"calls": N_("'auto' makes every 'Mau' call")}

    deck_size: DeckSize = option(32, OneOf.of(DeckSize), "32 cards (7 to ace) or 52 cards (2 to ace)")
    decks: Decks = option(1, OneOf.of(Decks), "decks: 1, 2, or 'auto' (two for 5 or more players)")
    deal: Deal = option("five", OneOf.of(Deal), "5 cards each, or 7/6/5 by the number of players")
    first_card: FirstCard = option(
        "none", OneOf.of(FirstCard), "the first card turned up has no effect / is the dealer's"
    )
    penalty_then: PenaltyThen = option(
        "stop", OneOf.of(PenaltyThen), "after taking a draw penalty: the turn ends / may play"
    )
    eight: Eight = option("skip", OneOf.of(Eight), "8: next is skipped / may pass it on with an 8")
    nine: Nine = option("again", OneOf.of(Nine), "9: play again / reverse and next draws 2")
    ten: Ten = option("none", OneOf.of(Ten), "10: nothing / reverse the direction")
    ace: Ace = option("again", OneOf.of(Ace), "ace: play again")
    king_of_hearts: KingOfHearts = option(
        "draw3", OneOf.of(KingOfHearts), "king of hearts: next draws 3 / draws 4, passed on by a KH"
    )
    after_draw: AfterDraw = option("end", OneOf.of(AfterDraw), "after drawing: the turn ends / the card may be played")
    mau: Mau = option("draw2", OneOf.of(Mau), "a forgotten 'Mau': draw 2 / the last card may not be played")
    last_jack: LastJack = option("normal", OneOf.of(LastJack), "going out with a jack")
    points: Points = option("basic", OneOf.of(Points), "points table: king 4 (basic) or 3 (club)")
    scoring: Scoring = option("points", OneOf.of(Scoring), "overall winner: fewest points / most rounds won")


@dataclasses.dataclass(frozen=True)
class MauMau110Options(CallOptions):
    """Options of the 110-card Mau Mau."""

    VARIANT: ClassVar[str] = "maumau_110"
    MAX_HAND_SIZE: ClassVar[int] = 13
    DOCS: ClassVar[Mapping[str, str]] = {
        "hand_size": N_("cards dealt to each player (5)"),
        "calls": N_("'auto' makes every 'mau' call"),
        "rounds": N_("rounds played (e.g. 3 or 5); the deal passes to the left"),
    }

    reverse_two: ReverseTwo = option("none", OneOf.of(ReverseTwo), "REV with two players: no effect / acts as a skip")


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
class NumberOneOptions(CallOptions):
    """Options of Number ONE."""

    VARIANT: ClassVar[str] = "number_one"
    MAX_HAND_SIZE: ClassVar[int] = 15
    DOCS: ClassVar[Mapping[str, str]] = {
        "hand_size": N_("cards dealt to each player (7)"),
        "calls": N_("'auto' makes every 'ONE!' and 'NUMBER ONE!' call"),
        "rounds": N_("rounds played, with points"),
    }

    doppeln: bool = option(True, Flag(), "DOPPELN: two identical number cards together")
    kumulieren: bool = option(True, Flag(), "KUMULIEREN: pass a draw-two on with a draw-two")
    strasse: bool = option(True, Flag(), "STRASSE: three numbers in a row of one colour together")
    custom_cards: int = option(0, IntRange(0, 10), "individual cards in the deck (0 to 10)")
    custom_rule: str = option("others_draw_one", _RegisteredRule(), "the rule on the individual cards")
    strict: bool = option(False, Flag(), "strict table: wrong cards and cards out of turn cost penalty cards")
