"""Lesson 3: shared rows, when two cards fit.  One function per step of the notebook.

>>> "2, 3, 6" in rows_in_detail("en").html()
True
"""

from __future__ import annotations

from typing import Any

from numnum import quiz
from numnum.explanations import explain, rows_of
from numnum.lessons.common import Page, card_row, fit_maker, key, practice, round_of_play, say, start, tr, why
from numnum.pictures import chain_svg

NUMBER = 3
TITLE = {"en": "Shared rows: when do two cards fit?", "de": "Gemeinsame Reihen: Wann passen zwei Karten?"}

__all__ = [
    "begin",
    "fits_double",
    "judge",
    "judge_double",
    "play",
    "practise",
    "rows_in_detail",
    "rule",
    "which_fits_35",
]


def begin(lang: str) -> Page:
    """The Start step."""
    return start(NUMBER, tr(lang, TITLE["en"], TITLE["de"]), lang)


def rule(lang: str) -> Page:
    """Circle 12 and triangle 18 with the strip of their rows."""
    return Page(*card_row(["C12", "T18"], lang), quiz.rows_picture(explain("C12", "T18", lang=lang, level=NUMBER)))


def rows_in_detail(lang: str) -> Page:
    """The rows of 12 and 18, and the shared ones."""

    def listed(n: int) -> str:
        return ", ".join(str(r) for r in rows_of(n))

    shared = ", ".join(str(r) for r in rows_of(6))
    return Page(
        say(tr(lang, f"12 is in the rows {listed(12)}.", f"12 ist in den Reihen {listed(12)}.")),
        say(tr(lang, f"18 is in the rows {listed(18)}.", f"18 ist in den Reihen {listed(18)}.")),
        say(
            tr(
                lang,
                f"Shared rows: {shared}. So circle 12 fits on triangle 18.",
                f"Gemeinsame Reihen: {shared}. Also passt Kreis 12 auf Dreieck 18.",
            )
        ),
    )


def fits_double(lang: str) -> Page:
    """Heart 4 on heart 10 fits double; circle 9 cannot follow."""
    return Page(chain_svg(["H10", "H4", "C9"], lang=lang), *why("H4", "H10", lang, level=NUMBER).parts[2:])


def judge(lang: str) -> Any:
    """Be the judge: six cards, does each fit?"""
    pairs = [("S15", "C25"), ("H9", "T16"), ("C14", "T21"), ("T8", "T27"), ("S22", "H33"), ("S10", "H21")]
    return quiz.fit_quiz(pairs, level=NUMBER, key=key(NUMBER, "judge", lang), lang=lang)


def judge_double(lang: str) -> Any:
    """Does it fit double?"""
    pairs = [("H6", "H9"), ("C10", "S15"), ("T7", "T12"), ("S6", "S27")]
    return quiz.fit_quiz(pairs, double=True, level=NUMBER, key=key(NUMBER, "judge_double", lang), lang=lang)


def which_fits_35(lang: str) -> Any:
    """Which card fits on triangle 35?"""
    names = {c: quiz.card_words(c, lang) for c in ("C12", "H14", "S9")}

    def reason(c: str) -> str:
        e = explain(c, "T35", lang=lang, level=NUMBER)
        return quiz.in_words(str(e), (e.card, e.on), lang)

    hint = tr(
        lang, "Which number shares a row with 35 = 5 × 7?", "Welche Zahl hat eine Reihe mit 35 = 5 · 7 gemeinsam?"
    )
    return quiz.choice_question(
        tr(lang, "Which card fits on triangle 35?", "Welche Karte passt auf Dreieck 35?"),
        list(names.values()),
        names["H14"],
        reason=reason("H14"),
        hints={names["C12"]: hint, names["S9"]: hint},
        picture=Page(*card_row(["T35", "C12", "H14", "S9"], lang, width=80)).html(),
        reason_picture=quiz.rows_picture(explain("H14", "T35", lang=lang)),
        key=key(NUMBER, "which_fits_35", lang),
        lang=lang,
    )


def practise(lang: str) -> Any:
    """Practice until three in a row are right: the star of lesson 3."""
    return practice(NUMBER, fit_maker(NUMBER), lang)


def play(lang: str) -> Any:
    """The NumNum deck without ban and wish cards (they come later), 7 cards, three gentle players."""
    from numnum.lesson_decks import lesson_deck

    return round_of_play(
        NUMBER,
        lang,
        deck=[c.text for c in _shuffled(lesson_deck(NUMBER))],
        players=4,
        next_step=tr(
            lang, "After the round: read what you learned below.", "Nach der Runde: Lies unten, was du gelernt hast."
        ),
    )


def _shuffled(cards: list[Any]) -> list[Any]:
    import random

    random.shuffle(cards)
    return cards
