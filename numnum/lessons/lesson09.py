"""Lesson 9: the least common multiple, where two rows meet again.  One function per step.

>>> "12, 24, 36, 48" in both_rows_in_deck("en").html()
True
"""

from __future__ import annotations

import random
from math import lcm
from typing import Any

from numnum import quiz
from numnum.cards import Card
from numnum.lesson_decks import lesson_deck
from numnum.lessons.common import Page, Question, deck_numbers, key, product, round_of_play, say, times, tr
from numnum.lessons.steps import fit_quiz_step, practice_step, start_step
from numnum.pictures import chain_svg, factor_tree_svg, lcm_svg, two_rows_square_svg, two_rows_svg

NUMBER = 9
TITLE = {"en": "The least common multiple", "de": "Das kleinste gemeinsame Vielfache"}

__all__ = [
    "begin",
    "both_rows_in_deck",
    "in_both_rows",
    "judge",
    "lcm_3_5",
    "lcm_8_12",
    "lcm_12_18",
    "lcm_picture",
    "meet_4_6",
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


def meet_4_6(lang: str) -> Any:
    """When do the 4-row and the 6-row meet first?"""
    x = times(lang)
    return quiz.number_question(
        tr(
            lang,
            "When do the 4-row and the 6-row meet for the first time?",
            "Wann treffen sich die 4er- und die 6er-Reihe zum ersten Mal?",
        ),
        lcm(4, 6),
        reason=tr(
            lang,
            f"The 4-row lands on 4, 8, 12 and the 6-row on 6, 12: 12 = 3 {x} 4 = 2 {x} 6 is in both.",
            f"Die 4er-Reihe landet auf 4, 8, 12 und die 6er-Reihe auf 6, 12: 12 = 3 {x} 4 = 2 {x} 6 ist in beiden.",
        ),
        reason_picture=two_rows_svg(4, 6, lang=lang),
        key=key(NUMBER, "meet_4_6", lang),
        lang=lang,
    )


def in_both_rows(lang: str) -> Any:
    """Which number is in the 4-row and in the 6-row?"""
    x = times(lang)
    return quiz.choice_question(
        tr(lang, "Which number is in the 4-row and in the 6-row?", "Welche Zahl ist in der 4er- und in der 6er-Reihe?"),
        ["18", "20", "30", "36"],
        "36",
        reason=tr(
            lang,
            f"36 = 9 {x} 4 = 6 {x} 6, and 36 = 3 {x} 12 is in the 12-row, like every common multiple of 4 and 6.",
            f"36 = 9 {x} 4 = 6 {x} 6, und 36 = 3 {x} 12 ist in der 12er-Reihe, wie jedes gemeinsame "
            f"Vielfache von 4 und 6.",
        ),
        hints={
            "18": tr(
                lang,
                "18 is in the 6-row. But is it in the 4-row? 16, 20 ...",
                "18 ist in der 6er-Reihe. Aber in der 4er-Reihe? 16, 20 ...",
            ),
            "20": tr(
                lang,
                "20 is in the 4-row. But is it in the 6-row? 18, 24 ...",
                "20 ist in der 4er-Reihe. Aber in der 6er-Reihe? 18, 24 ...",
            ),
            "30": tr(
                lang,
                "30 is in the 6-row. But is it in the 4-row? 28, 32 ...",
                "30 ist in der 6er-Reihe. Aber in der 4er-Reihe? 28, 32 ...",
            ),
        },
        reason_picture=two_rows_square_svg(4, 6, lang=lang),
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
        key=key(NUMBER, "lcm_8_12", lang),
        lang=lang,
    )


def lcm_3_5(lang: str) -> Any:
    """lcm(3, 5): no shared prime, so the product."""
    x = times(lang)
    return quiz.number_question(
        tr(lang, "lcm(3, 5) = ?", "kgV(3, 5) = ?"),
        lcm(3, 5),
        reason=tr(
            lang,
            f"3 and 5 share no prime factor, so the lcm is their product: 3 {x} 5 = 15.",
            f"3 und 5 haben keinen gemeinsamen Primfaktor, also ist das kgV ihr Produkt: 3 {x} 5 = 15.",
        ),
        reason_picture=two_rows_svg(3, 5, lang=lang),
        key=key(NUMBER, "lcm_3_5", lang),
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
    NUMBER, "judge", [("T4", "C12"), ("S6", "C12"), ("H24", "T18"), ("H9", "T10")], "Does it fit? Think of the rows."
)


def _question(rng: random.Random, level: int, lang: str) -> Question:
    """Where do two rows meet first?  Small rows first."""
    a, b = rng.sample([(2, 3, 4, 5), (3, 4, 6, 8), (4, 6, 8, 9, 10, 12)][level], 2)
    right = lcm(a, b)
    wrong = sorted({a * b, right * 2, right * 3, right + a, right + b, max(a, b) * 2} - {right})
    options = sorted({right, *rng.sample(wrong, 2)})
    x = times(lang)
    return Question(
        tr(
            lang,
            f"Where do the {a}-row and the {b}-row meet first?",
            f"Wo treffen sich die {a}er- und die {b}er-Reihe zuerst?",
        ),
        tuple(str(o) for o in options),
        str(right),
        tr(
            lang,
            f"Jump in {a}s and in {b}s: where do you land on the same number?",
            f"Hüpf in {a}er- und in {b}er-Schritten: Wo landest du auf derselben Zahl?",
        ),
        tr(
            lang,
            f"{right} = {right // a} {x} {a} = {right // b} {x} {b}, and no smaller number is in both rows.",
            f"{right} = {right // a} {x} {a} = {right // b} {x} {b}, und keine kleinere Zahl ist in beiden Reihen.",
        ),
        reason_picture=two_rows_svg(a, b, lang=lang),
    )


practise = practice_step(NUMBER, _question)


def play(lang: str) -> Any:
    """Your hand starts with triangle 4 and square 6; circle 12 is turned up."""
    from numnum.lesson_decks import arranged_deck

    cards = arranged_deck(deck(), players=3, hand_size=7, hand=["T4", "S6"], turn_up=["C12"])
    return round_of_play(NUMBER, lang, deck=cards)
