"""Lesson 3: shared rows, when two cards fit.  One function per step of the notebook.

>>> "2, 3, 6" in rows_in_detail("en").html()
True
"""

from __future__ import annotations

import random
from typing import Any

from numnum.arithmetic import rows_of
from numnum.cards import Card
from numnum.explanations import explain
from numnum.teaching import questions as quiz
from numnum.teaching.decks.lessons import lesson_deck
from numnum.teaching.lessons.common import (
    Page,
    PickQuestion,
    card_row,
    cards_pick_question,
    number_cards,
    round_of_play,
    say,
    shuffled,
    tr,
    why,
)
from numnum.teaching.lessons.steps import fit_quiz_step, practice_step, start_step, which_card_question
from numnum.teaching.pictures import chain_svg
from numnum.teaching.questions import fit_answer

NUMBER = 3
TITLE = {"en": "Shared rows – when do two cards fit?", "de": "Gemeinsame Reihen – wann passen zwei Karten?"}

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

begin = start_step(NUMBER, TITLE)


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
                f"Gemeinsame Reihen: {shared}. Also passt der Kreis 12 auf das Dreieck 18.",
            )
        ),
    )


def fits_double(lang: str) -> Page:
    """Heart 4 on heart 10 fits double; circle 9 cannot follow."""
    return Page(chain_svg(["H10", "H4", "C9"], lang=lang), *why("H4", "H10", lang, level=NUMBER).parts[2:])


judge = fit_quiz_step(
    NUMBER,
    "judge",
    [("S15", "T25"), ("H9", "T16"), ("T14", "C21"), ("S8", "S27"), ("C44", "S33"), ("S10", "C21")],
    "Be the judge: six cards, does each fit?",
)
judge_double = fit_quiz_step(
    NUMBER,
    "judge_double",
    [("H6", "H9"), ("C10", "S15"), ("T7", "T12"), ("S6", "S27")],
    "Does it fit double?",
    double=True,
)


def which_fits_35(lang: str) -> Any:
    """Which card fits on triangle 35?"""
    return which_card_question(
        NUMBER,
        "which_fits_35",
        lang,
        tr(lang, "Which card fits on triangle 35?", "Welche Karte passt auf das Dreieck 35?"),
        "T35",
        ["C12", "C21", "S9"],
        "C21",
        hint=tr(
            lang, "Which number shares a row with 35 = 5 × 7?", "Welche Zahl hat eine Reihe mit 35 = 5 · 7 gemeinsam?"
        ),
        reason_picture=quiz.rows_picture(explain("C21", "T35", lang=lang, level=NUMBER)),
    )


def _question(rng: random.Random, level: int, lang: str) -> PickQuestion:
    """Which of five cards of the deck fit on the top card?  Shared rows decide: at most one of
    them has the top card's symbol, and some fit, some not.  Numbers up to 12, then 30, then all."""
    cards = [c.text for c in number_cards(NUMBER) if (c.number or 0) <= (12, 30, 85)[level]]
    while True:
        top = rng.choice(cards)
        same = [c for c in cards if c[0] == top[0] and c != top]
        chosen = rng.sample([c for c in cards if c[0] != top[0]], 4) + rng.sample(same, 1)
        if rng.random() < 0.5:
            chosen[-1] = rng.choice([c for c in cards if c[0] != top[0] and c not in chosen])
        fits = {fit_answer(c, top) != "no" for c in chosen}
        if fits == {True, False}:
            rng.shuffle(chosen)
            return cards_pick_question(NUMBER, top, chosen, lang)


practise = practice_step(NUMBER, _question)


def deck() -> list[Card]:
    """The deck of the round: every number card from 2 up (the special cards come later)."""
    return lesson_deck(NUMBER)


def play(lang: str) -> Any:
    """The number cards of the deck, 7 cards, three gentle players."""
    return round_of_play(NUMBER, lang, deck=shuffled(deck()), players=4)
