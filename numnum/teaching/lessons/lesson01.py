"""Lesson 1: times tables as rows.  One function per step of the notebook.

>>> "3-row" in jumps("en").html()
True
"""

from __future__ import annotations

import random
from typing import Any

from numnum.cards import Card
from numnum.teaching import questions as quiz
from numnum.teaching.decks.lessons import rows_deck
from numnum.teaching.lessons.common import (
    Page,
    PickQuestion,
    Question,
    key,
    round_of_play,
    say,
    shuffled,
    times,
    tr,
    why,
)
from numnum.teaching.lessons.steps import ask, practice_step, start_step
from numnum.teaching.pictures import chain_svg, hundred_square_svg, row_jumps_svg

NUMBER = 1
TITLE = {"en": "Times tables as rows", "de": "Das Einmaleins als Reihen"}

begin = start_step(NUMBER, TITLE)


def jumps(lang: str) -> Page:
    """Jumping in threes lands on 12."""
    return Page(
        row_jumps_svg(3, mark=12, lang=lang),
        say(
            tr(
                lang,
                "4 jumps of 3 land on 12: 12 is in the 3-row.",
                "4 Sprünge von 3 landen auf 12: 12 ist in der 3er-Reihe.",
            )
        ),
    )


def no_jump_to_13(lang: str) -> Page:
    """No jump lands on 13."""
    return Page(row_jumps_svg(3, jumps=6, mark=13, lang=lang))


def hundred_square(lang: str) -> Page:
    """The 3-row in the hundred square."""
    return Page(hundred_square_svg(3, mark=12, lang=lang))


def explorer(lang: str) -> Any:
    """Choose a row and a number (rows start at 2)."""
    return quiz.row_explorer(3, 12, lang=lang)


def _in_row(n: int, row: int, lang: str, hint: str = "") -> Question:
    """Is ``n`` in the ``row``-row?  The reason comes with the jumps of the row."""
    return Question.yes_no(
        lang,
        tr(lang, f"Is {n} in the {row}-row?", f"Ist {n} in der {row}er-Reihe?"),
        n % row == 0,
        hint
        or tr(
            lang,
            f"Jump in steps of {row}: {row}, {2 * row}, {3 * row}, ...",
            f"Hüpf in {row}er-Schritten: {row}, {2 * row}, {3 * row}, ...",
        ),
        quiz.row_sentence(n, row, lang=lang),
        reason_picture=row_jumps_svg(row, jumps=min(12, n // row + 1), mark=n, lang=lang),
    )


def twenty_in_four(lang: str) -> Any:
    """Is 20 in the 4-row?"""
    hint = tr(lang, "Jump in fours: 4, 8, ...", "Hüpf in Viererschritten: 4, 8, ...")
    return ask(NUMBER, "twenty_in_four", lang, _in_row(20, 4, lang, hint))


def fifteen_in_two(lang: str) -> Any:
    """Is 15 in the 2-row?"""
    hint = tr(
        lang,
        "The 2-row has the even numbers: 2, 4, 6, 8, ... Is 15 even?",
        "In der 2er-Reihe sind die geraden Zahlen: 2, 4, 6, 8, ... Ist 15 gerade?",
    )
    return ask(NUMBER, "fifteen_in_two", lang, _in_row(15, 2, lang, hint))


def which_in_seven(lang: str) -> Any:
    """Which number is in the 7-row?"""
    question = Question(
        tr(lang, "Which number is in the 7-row?", "Welche Zahl ist in der 7er-Reihe?"),
        ("27", "35", "45"),
        "35",
        tr(lang, "Jump in sevens: 7, 14, 21, 28, ...", "Hüpf in Siebenerschritten: 7, 14, 21, 28, ..."),
        quiz.row_sentence(35, 7, lang=lang),
        reason_picture=row_jumps_svg(7, jumps=7, mark=35, lang=lang),
    )
    return ask(NUMBER, "which_in_seven", lang, question)


def after_thirty(lang: str) -> Any:
    """The next number of the 6-row after 30."""
    return quiz.number_question(
        tr(
            lang,
            "In the 6-row, which number comes right after 30?",
            "Welche Zahl kommt in der 6er-Reihe direkt nach 30?",
        ),
        36,
        reason=tr(
            lang,
            "One more jump of 6: 30 + 6 = 36, and 6 × 6 = 36.",
            "Noch ein Sprung von 6: 30 + 6 = 36, und 6 · 6 = 36.",
        ),
        reason_picture=row_jumps_svg(6, jumps=7, mark=36, lang=lang),
        key=key(NUMBER, "after_thirty", lang),
        lang=lang,
    )


def rows_in_numnum(lang: str) -> Page:
    """Heart 12 fits on circle 8: both are in the 4-row."""
    return Page(chain_svg(["C8", "H12"], lang=lang), *why("H12", "C8", lang, level=NUMBER).parts[2:])


def _question(rng: random.Random, level: int, lang: str) -> PickQuestion:
    """Which of five numbers are in the r-row?  Small rows first, then bigger ones."""
    row = rng.choice([(2, 5, 10), (4, 5, 6), (6, 7, 8, 9)][level])
    high = row * (6 + 2 * level)
    inside = rng.sample(range(2 * row, high + 1, row), rng.randint(1, 3))
    outside = rng.sample([n for n in range(row + 1, high) if n % row], 5 - len(inside))
    numbers = sorted(inside + outside)
    x = times(lang)
    products = ", ".join(f"{n // row} {x} {row} = {n}" for n in sorted(inside))
    return PickQuestion(
        tr(
            lang,
            f"Which of these numbers are in the {row}-row? Choose all of them.",
            f"Welche dieser Zahlen sind in der {row}er-Reihe? Wähle alle aus.",
        ),
        tuple(str(n) for n in numbers),
        tuple(str(n) for n in inside),
        tuple(quiz.row_sentence(n, row, lang=lang) for n in numbers),
        tr(
            lang,
            f"In the {row}-row: {products}. The others lie in between.",
            f"In der {row}er-Reihe: {products}. Die anderen liegen dazwischen.",
        ),
        reason_picture=row_jumps_svg(row, jumps=min(12, max(numbers) // row + 1), lang=lang),
    )


practise = practice_step(NUMBER, _question)


def deck() -> list[Card]:
    """The deck of the round: the number cards of the 2-, 3- and 5-rows (no special cards yet)."""
    return rows_deck(NUMBER, (2, 3, 5))


def play(lang: str) -> Any:
    """A round with the 2-, 3- and 5-rows, 5 cards, two gentle players."""
    return round_of_play(NUMBER, lang, deck=shuffled(deck()), hand_size=5)


__all__ = [
    "after_thirty",
    "begin",
    "explorer",
    "fifteen_in_two",
    "hundred_square",
    "jumps",
    "no_jump_to_13",
    "play",
    "practise",
    "rows_in_numnum",
    "twenty_in_four",
    "which_in_seven",
]
