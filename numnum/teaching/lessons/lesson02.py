"""Lesson 2: multiples and divisors.  One function per step of the notebook.

>>> "1, 2, 3, 4, 6" in twelve("en").html()
True
"""

from __future__ import annotations

import random
from typing import Any

from numnum.arithmetic import divisors
from numnum.cards import Card
from numnum.teaching import questions as quiz
from numnum.teaching.decks.lessons import rows_deck
from numnum.teaching.lessons.common import DivisorsQuestion, Page, key, round_of_play, say, shuffled, times, tr
from numnum.teaching.lessons.steps import practice_step, start_step
from numnum.teaching.pictures import dot_rectangles_svg

NUMBER = 2
TITLE = {"en": "Multiples and divisors", "de": "Vielfache und Teiler"}

__all__ = [
    "begin",
    "divisors_of_18",
    "explorer",
    "how_many_rows_36",
    "only_one_row",
    "play",
    "practise",
    "rectangles",
    "rows_of_20",
    "twelve",
]

begin = start_step(NUMBER, TITLE)


def rectangles(lang: str) -> Page:
    """12 dots as rectangles."""
    return Page(dot_rectangles_svg(12, lang=lang))


def _computer_lists(n: int, lang: str) -> Page:
    """The divisors of ``n``, found by the computer."""
    found = ", ".join(str(d) for d in divisors(n))
    return Page(
        say(
            tr(
                lang,
                f"The computer finds the divisors of {n}: {found}.",
                f"Der Computer findet die Teiler von {n}: {found}.",
            )
        )
    )


def twelve(lang: str) -> Page:
    """The divisors of 12."""
    return _computer_lists(12, lang)


def explorer(lang: str) -> Any:
    """A slider: the rectangles of a number."""
    return quiz.picture_explorer(lambda n: dot_rectangles_svg(n, lang=lang), 30, 1, 60, lang=lang)


def divisors_of_18(lang: str) -> Any:
    """Type all divisors of 18."""
    return quiz.divisors_question(
        18, reason_picture=dot_rectangles_svg(18, lang=lang), key=key(NUMBER, "divisors_of_18", lang), lang=lang
    )


def rows_of_20(lang: str) -> Any:
    """Type the rows 20 is in."""
    return quiz.divisors_question(
        20,
        include_one=False,
        reason_picture=dot_rectangles_svg(20, lang=lang),
        key=key(NUMBER, "rows_of_20", lang),
        lang=lang,
    )


def how_many_rows_36(lang: str) -> Any:
    """How many rows is 36 in?"""
    x = times(lang)
    products = f"36 = 1 {x} 36 = 2 {x} 18 = 3 {x} 12 = 4 {x} 9 = 6 {x} 6"
    return quiz.number_question(
        tr(lang, "How many rows (divisors above 1) is 36 in?", "In wie vielen Reihen (Teiler größer als 1) ist 36?"),
        len(divisors(36)) - 1,
        reason=tr(
            lang,
            f"{products}: the rows 2, 3, 4, 6, 9, 12, 18 and 36.",
            f"{products}: die Reihen 2, 3, 4, 6, 9, 12, 18 und 36.",
        ),
        reason_picture=dot_rectangles_svg(36, lang=lang),
        mistakes={
            len(divisors(36)): tr(
                lang,
                "You counted 1 too: 1 divides every number, but the rows start at 2.",
                "Du hast die 1 mitgezählt: 1 teilt jede Zahl, aber die Reihen fangen bei 2 an.",
            ),
            len(divisors(36)) - 2: tr(
                lang,
                f"Do not forget 36 itself: 36 = 1 {x} 36, so 36 is in the 36-row.",
                f"Vergiss die 36 selbst nicht: 36 = 1 {x} 36, also ist 36 in der 36er-Reihe.",
            ),
        },
        key=key(NUMBER, "how_many_rows_36", lang),
        lang=lang,
    )


def only_one_row(lang: str) -> Any:
    """Which number lives in only one row?"""
    x = times(lang)
    return quiz.choice_question(
        tr(lang, "Which number lives in only one row?", "Welche Zahl wohnt nur in einer Reihe?"),
        ["15", "13", "16"],
        "13",
        reason=tr(
            lang,
            f"13 = 1 {x} 13 is the only rectangle: 13 is only in the 13-row.",
            f"13 = 1 {x} 13 ist das einzige Rechteck: 13 ist nur in der 13er-Reihe.",
        ),
        hints={
            "15": tr(
                lang,
                f"15 = 3 {x} 5: it is in the 3-, 5- and 15-rows.",
                f"15 = 3 {x} 5: Sie ist in der 3er-, 5er- und 15er-Reihe.",
            ),
            "16": f"16 = 2 {x} 8 = 4 {x} 4.",
        },
        reason_picture=dot_rectangles_svg(13, lang=lang),
        key=key(NUMBER, "only_one_row", lang),
        lang=lang,
    )


def _question(rng: random.Random, level: int, lang: str) -> DivisorsQuestion:
    """Type all divisors of n (or all its rows, the divisors above 1).  Small numbers first; never
    a number the lesson shows or asks before."""
    n = rng.choice([(6, 8, 10, 14), (16, 21, 22, 24, 28), (32, 40, 42, 45, 48)][level])
    include_one = rng.random() < 0.5
    return DivisorsQuestion(
        quiz.divisors_prompt(n, include_one, lang), n, include_one, reason_picture=dot_rectangles_svg(n, lang=lang)
    )


practise = practice_step(NUMBER, _question)


def deck() -> list[Card]:
    """The deck of the round: the number cards of the 2-, 3- and 4-rows (no special cards yet)."""
    return rows_deck(NUMBER, (2, 3, 4))


def play(lang: str) -> Any:
    """A round with the 2-, 3- and 4-rows, 6 cards, three gentle players."""
    return round_of_play(NUMBER, lang, deck=shuffled(deck()), players=4, hand_size=6)
