"""Lesson 9: the least common multiple, where two rows meet again.  One function per step.

>>> "12, 24, 36, 48" in both_rows_in_deck("en").html()
True
"""

from __future__ import annotations

import random
from math import gcd, lcm
from typing import Any

from numnum.cards import Card
from numnum.teaching import questions as quiz
from numnum.teaching.decks.lessons import lesson_deck
from numnum.teaching.lessons.common import (
    NumberQuestion,
    Page,
    deck_numbers,
    key,
    product,
    round_of_play,
    say,
    times,
    tr,
)
from numnum.teaching.lessons.steps import fit_quiz_step, practice_step, start_step
from numnum.teaching.pictures import chain_svg, factor_tree_svg, lcm_svg, two_rows_square_svg, two_rows_svg

NUMBER = 9
TITLE = {
    "en": "The least common multiple: where two rows meet",
    "de": "Das kleinste gemeinsame Vielfache: wo sich zwei Reihen treffen",
}

__all__ = [
    "begin",
    "both_rows_in_deck",
    "in_both_rows",
    "judge",
    "lcm_5_7",
    "lcm_8_12",
    "lcm_12_18",
    "lcm_picture",
    "meet_6_10",
    "play",
    "practise",
    "rows_explorer",
    "two_rows",
    "two_rows_square",
]


begin = start_step(NUMBER, TITLE)


def two_rows(lang: str) -> Page:
    """The 4-row and the 6-row on one number line."""
    return Page(two_rows_svg(4, 6, lang=lang))


def two_rows_square(lang: str) -> Page:
    """Both rows in the hundred square."""
    return Page(two_rows_square_svg(4, 6, lang=lang))


def rows_explorer(lang: str) -> Any:
    """The 4-row and a second row chosen with a slider."""
    return quiz.picture_explorer(
        lambda n: two_rows_svg(4, n, lang=lang), 6, 2, 12, label=tr(lang, "row", "Reihe"), lang=lang
    )


def lcm_picture(lang: str) -> Page:
    """lcm(4, 6) from the prime factors."""
    return Page(lcm_svg(4, 6, lang=lang))


def lcm_12_18(lang: str) -> Page:
    """lcm(12, 18) from the prime factors."""
    x = times(lang)
    name = tr(lang, "lcm", "kgV")
    return Page(
        lcm_svg(12, 18, lang=lang),
        say(f"12 = {product(12, lang)}, 18 = {product(18, lang)}"),
        say(f"{name}(12, 18) = 2 {x} 2 {x} 3 {x} 3 = {lcm(12, 18)}"),
    )


def meet_6_10(lang: str) -> Any:
    """When do the 6-row and the 10-row meet first?"""
    x = times(lang)
    return quiz.number_question(
        tr(
            lang,
            "When do the 6-row and the 10-row meet for the first time?",
            "Wann treffen sich die 6er- und die 10er-Reihe zum ersten Mal?",
        ),
        lcm(6, 10),
        reason=tr(
            lang,
            f"The 6-row lands on 6, 12, 18, 24, 30 and the 10-row on 10, 20, 30: 30 = 5 {x} 6 = 3 {x} 10 is in both.",
            f"Die 6er-Reihe landet auf 6, 12, 18, 24, 30 und die 10er-Reihe auf 10, 20, 30: "
            f"30 = 5 {x} 6 = 3 {x} 10 ist in beiden.",
        ),
        reason_picture=two_rows_svg(6, 10, lang=lang),
        mistakes=quiz.lcm_mistakes(6, 10, lang),
        key=key(NUMBER, "meet_6_10", lang),
        lang=lang,
    )


def in_both_rows(lang: str) -> Any:
    """Which number is in the 3-row and in the 8-row?"""
    x = times(lang)
    return quiz.choice_question(
        tr(lang, "Which number is in the 3-row and in the 8-row?", "Welche Zahl ist in der 3er- und in der 8er-Reihe?"),
        ["16", "27", "40", "48"],
        "48",
        reason=tr(
            lang,
            f"48 = 16 {x} 3 = 6 {x} 8, and 48 = 2 {x} 24 is in the 24-row, like every common multiple of 3 and 8.",
            f"48 = 16 {x} 3 = 6 {x} 8, und 48 = 2 {x} 24 ist in der 24er-Reihe, wie jedes gemeinsame "
            f"Vielfache von 3 und 8.",
        ),
        hints={
            "16": tr(
                lang,
                "16 is in the 8-row. But is it in the 3-row? 15, 18 ...",
                "16 ist in der 8er-Reihe. Aber in der 3er-Reihe? 15, 18 ...",
            ),
            "27": tr(
                lang,
                "27 is in the 3-row. But is it in the 8-row? 24, 32 ...",
                "27 ist in der 3er-Reihe. Aber in der 8er-Reihe? 24, 32 ...",
            ),
            "40": tr(
                lang,
                "40 is in the 8-row. But is it in the 3-row? 39, 42 ...",
                "40 ist in der 8er-Reihe. Aber in der 3er-Reihe? 39, 42 ...",
            ),
        },
        reason_picture=two_rows_square_svg(3, 8, lang=lang),
        key=key(NUMBER, "in_both_rows", lang),
        lang=lang,
    )


def lcm_8_12(lang: str) -> Any:
    """The lcm of 8 and 12 from the factor trees."""
    x = times(lang)
    return quiz.number_question(
        tr(
            lang,
            "What is the least common multiple of 8 and 12?",
            "Was ist das kleinste gemeinsame Vielfache von 8 und 12?",
        ),
        lcm(8, 12),
        reason=tr(
            lang,
            f"8 = 2 {x} 2 {x} 2 and 12 = 2 {x} 2 {x} 3: take three 2s (from 8) and the 3 (from 12): "
            f"2 {x} 2 {x} 2 {x} 3 = 24.",
            f"8 = 2 {x} 2 {x} 2 und 12 = 2 {x} 2 {x} 3: Nimm drei 2en (von der 8) und die 3 (von der 12): "
            f"2 {x} 2 {x} 2 {x} 3 = 24.",
        ),
        picture=factor_tree_svg(8, lang=lang) + " " + factor_tree_svg(12, lang=lang),
        reason_picture=lcm_svg(8, 12, lang=lang),
        mistakes=quiz.lcm_mistakes(8, 12, lang),
        key=key(NUMBER, "lcm_8_12", lang),
        lang=lang,
    )


def lcm_5_7(lang: str) -> Any:
    """lcm(5, 7): no shared prime, so the product."""
    x = times(lang)
    return quiz.number_question(
        tr(lang, "lcm(5, 7) = ?", "kgV(5, 7) = ?"),
        lcm(5, 7),
        reason=tr(
            lang,
            f"5 and 7 share no prime factor, so the lcm is their product: 5 {x} 7 = 35.",
            f"5 und 7 haben keinen gemeinsamen Primfaktor, also ist das kgV ihr Produkt: 5 {x} 7 = 35.",
        ),
        reason_picture=two_rows_svg(5, 7, lang=lang),
        mistakes=quiz.lcm_mistakes(5, 7, lang),
        key=key(NUMBER, "lcm_5_7", lang),
        lang=lang,
    )


def deck() -> list[Card]:
    """The deck of the round: the whole deck."""
    return lesson_deck(NUMBER)


def in_both_rows_of_deck(a: int, b: int) -> list[int]:
    """The numbers of the deck that are in the ``a``-row and in the ``b``-row.

    >>> in_both_rows_of_deck(4, 6)
    [12, 24, 36, 48, 72]
    """
    return sorted({n for n in deck_numbers(NUMBER) if n % lcm(a, b) == 0})


def both_rows_in_deck(lang: str) -> Page:
    """The numbers of the deck in both rows, and the chain triangle 4, circle 12, square 6."""
    listed = ", ".join(str(n) for n in in_both_rows_of_deck(4, 6))
    return Page(
        say(tr(lang, f"In the deck, in both rows: {listed}.", f"Im Stapel, in beiden Reihen: {listed}.")),
        chain_svg(["T4", "C12", "S6"], lang=lang),
    )


judge = fit_quiz_step(
    NUMBER, "judge", [("T8", "H24"), ("T6", "C36"), ("H24", "T18"), ("H9", "T10")], "Does it fit? Think of the rows."
)


#: The pairs of rows the lesson shows or asks before its practice: the practice asks others.
_SHOWN = ({4, 6}, {12, 18}, {3, 5}, {6, 10}, {3, 8}, {8, 12}, {5, 7})


def _question(rng: random.Random, level: int, lang: str) -> NumberQuestion:
    """Where do two rows meet first (type the lcm)?  Small rows first; mostly rows that share a
    prime, so that their product is not the answer."""
    pool = [(2, 3, 4, 5, 6, 9, 10), (3, 4, 6, 8, 9, 10, 12), (6, 8, 9, 10, 12, 14, 15)][level]
    apart = rng.random() < 0.25  # sometimes two rows that share no prime: then the lcm is the product
    while True:
        a, b = sorted(rng.sample(pool, 2))
        if {a, b} not in _SHOWN and (gcd(a, b) == 1) == apart and b % a and lcm(a, b) <= 100:
            break
    right = lcm(a, b)
    x = times(lang)
    return NumberQuestion(
        tr(
            lang,
            f"Where do the {a}-row and the {b}-row meet for the first time?",
            f"Wo treffen sich die {a}er- und die {b}er-Reihe zum ersten Mal?",
        ),
        right,
        tr(
            lang,
            f"{right} = {right // a} {x} {a} = {right // b} {x} {b}, and no smaller number is in both rows.",
            f"{right} = {right // a} {x} {a} = {right // b} {x} {b}, und keine kleinere Zahl ist in beiden Reihen.",
        ),
        tuple(quiz.lcm_mistakes(a, b, lang).items()),
        reason_picture=two_rows_svg(a, b, lang=lang),
    )


practise = practice_step(NUMBER, _question)


def play(lang: str) -> Any:
    """Your hand starts with triangle 4 and square 6; circle 12 is turned up."""
    from numnum.teaching.decks.lessons import arranged_deck

    cards = arranged_deck(deck(), players=3, hand_size=7, hand=["T4", "S6"], turn_up=["C12"])
    return round_of_play(NUMBER, lang, deck=cards)
