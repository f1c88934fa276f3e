"""Lesson 4: the greatest common divisor and factor trees.  One function per step.

>>> "2 · 2 · 3 · 3" in counted("de").html()
True
"""

from __future__ import annotations

import random
from math import gcd
from typing import Any

from numnum.cards import Card
from numnum.explanations import explain
from numnum.teaching import questions as quiz
from numnum.teaching.decks.lessons import lesson_deck
from numnum.teaching.lessons.common import (
    NumberQuestion,
    Page,
    Question,
    card_row,
    cards_html,
    key,
    number_cards,
    product,
    round_of_play,
    say,
    shuffled,
    times,
    tr,
)
from numnum.teaching.lessons.steps import ask, fit_quiz_step, practice_step, start_step
from numnum.teaching.pictures import divisor_diagram_svg, factor_tree_svg

NUMBER = 4
TITLE = {"en": "The greatest common divisor and factor trees", "de": "Der größte gemeinsame Teiler und Faktorbäume"}

__all__ = [
    "begin",
    "counted",
    "diagram",
    "factor_tree",
    "gcd_12_18",
    "gcd_24_36",
    "gcd_40_56",
    "gcd_one",
    "judge",
    "play",
    "practise",
    "tree_explorer",
]

begin = start_step(NUMBER, TITLE)


def factor_tree(lang: str) -> Page:
    """The factor tree of 36."""
    return Page(factor_tree_svg(36, lang=lang))


def counted(lang: str) -> Page:
    """The primes of 36, counted."""
    return Page(
        say(
            tr(
                lang,
                f"36 = {product(36, lang)}: the prime 2 two times and the prime 3 two times.",
                f"36 = {product(36, lang)}: die Primzahl 2 zweimal und die Primzahl 3 zweimal.",
            )
        )
    )


def tree_explorer(lang: str) -> Any:
    """A slider: the factor tree of a number."""
    return quiz.picture_explorer(lambda n: factor_tree_svg(n, lang=lang), 60, 2, 100, lang=lang)


def diagram(lang: str) -> Page:
    """The divisors of 36 that 24 shares."""
    return Page(divisor_diagram_svg(36, 24, lang=lang))


def gcd_24_36(lang: str) -> Page:
    """The factors of heart 24 and circle 36, and their gcd."""
    e = explain("H24", "C36", lang=lang, level=NUMBER)
    g = gcd(24, 36)
    shared = ", ".join(str(r) for r in e.rows)
    return Page(
        *card_row(["H24", "C36"], lang),
        quiz.rows_picture(e),
        say(f"24 = {product(24, lang)}"),
        say(f"36 = {product(36, lang)}"),
        say(tr(lang, f"gcd(24, 36) = {product(g, lang)} = {g}", f"ggT(24, 36) = {product(g, lang)} = {g}")),
        say(tr(lang, f"Shared rows: {shared}.", f"Gemeinsame Reihen: {shared}.")),
    )


def _gcd_question(a: int, b: int, lang: str, name: str, picture: bool) -> Any:
    g = gcd(a, b)
    reason = tr(
        lang,
        f"{a} = {product(a, lang)} and {b} = {product(b, lang)} share {product(g, lang)} = {g}.",
        f"{a} = {product(a, lang)} und {b} = {product(b, lang)} haben {product(g, lang)} = {g} gemeinsam.",
    )
    trees = factor_tree_svg(a, lang=lang) + " " + factor_tree_svg(b, lang=lang)
    return quiz.number_question(
        tr(
            lang,
            f"What is the greatest common divisor of {a} and {b}?",
            f"Was ist der größte gemeinsame Teiler von {a} und {b}?",
        ),
        g,
        reason=reason,
        picture=trees if picture else "",
        reason_picture=divisor_diagram_svg(b, a, lang=lang),
        mistakes=quiz.gcd_mistakes(a, b, lang, lcm_taught=False),
        key=key(NUMBER, name, lang),
        lang=lang,
    )


def gcd_12_18(lang: str) -> Any:
    """gcd(12, 18), with the factor trees."""
    return _gcd_question(12, 18, lang, "gcd_12_18", True)


def gcd_40_56(lang: str) -> Any:
    """gcd(40, 56); the trees come with the reason."""
    return _gcd_question(40, 56, lang, "gcd_40_56", False)


def gcd_one(lang: str) -> Any:
    """What gcd 1 means for two cards."""
    none, one = (
        tr(lang, "they share no row", "keine gemeinsame Reihe"),
        tr(lang, "they share the 1-row", "die 1er-Reihe gemeinsam"),
    )
    x = times(lang)
    question = Question(
        tr(
            lang,
            "gcd(9, 16) = 1. What does that mean for the cards 9 and 16?",
            "ggT(9, 16) = 1. Was heißt das für die Karten 9 und 16?",
        ),
        (none, one),
        none,
        tr(
            lang,
            f"Every number is 1 {x} itself, so 1 says nothing. Rows start at 2.",
            f"Jede Zahl ist 1 {x} sie selbst, das sagt nichts. Reihen fangen bei 2 an.",
        ),
        tr(
            lang,
            "Their only common divisor is 1, and rows start at 2. 9 fits on 16 only by its symbol.",
            "Ihr einziger gemeinsamer Teiler ist 1, und Reihen fangen bei 2 an. 9 passt auf 16 nur über das Symbol.",
        ),
        reason_picture=divisor_diagram_svg(16, 9, lang=lang),
    )
    return ask(NUMBER, "gcd_one", lang, question)


judge = fit_quiz_step(
    NUMBER, "judge", [("C26", "T65"), ("H28", "S63"), ("T49", "C36"), ("S45", "T42")], "Does it fit? Big numbers."
)
#: The pairs the lesson shows or asks before its practice: the practice asks others.
_SHOWN = ({24, 36}, {12, 18}, {40, 56}, {9, 16})


def _question(rng: random.Random, level: int, lang: str) -> NumberQuestion:
    """The greatest common divisor of the numbers of two cards of the deck (different symbols):
    numbers up to 20, then 45, then all; mostly a gcd above 3, sometimes 2 or 3, sometimes 1."""
    cards = [c.text for c in number_cards(NUMBER) if (c.number or 0) <= (20, 45, 85)[level]]
    low, high = rng.choice([(1, 1), (2, 3), (4, 99), (4, 99)])  # gcd 1 sometimes, mostly a bigger one
    while True:
        one, two = rng.sample(cards, 2)
        a, b = int(one[1:]), int(two[1:])
        if one[0] != two[0] and a != b and {a, b} not in _SHOWN and low <= gcd(a, b) <= high:
            break
    g = gcd(a, b)
    if g > 1:
        reason = tr(
            lang,
            f"{a} = {product(a, lang)} and {b} = {product(b, lang)} share {product(g, lang)} = {g}.",
            f"{a} = {product(a, lang)} und {b} = {product(b, lang)} haben {product(g, lang)} = {g} gemeinsam.",
        )
    else:
        reason = tr(
            lang,
            f"{a} = {product(a, lang)} and {b} = {product(b, lang)} share no prime: the gcd is 1, no shared row.",
            f"{a} = {product(a, lang)} und {b} = {product(b, lang)} haben keine Primzahl gemeinsam: "
            "Der ggT ist 1, keine gemeinsame Reihe.",
        )
    return NumberQuestion(
        tr(
            lang,
            f"What is the greatest common divisor of {a} and {b}?",
            f"Was ist der größte gemeinsame Teiler von {a} und {b}?",
        ),
        g,
        reason,
        tuple(quiz.gcd_mistakes(a, b, lang, lcm_taught=False).items()),
        picture=cards_html([one, two], lang),
        reason_picture=divisor_diagram_svg(b, a, lang=lang),
    )


practise = practice_step(NUMBER, _question)


def deck() -> list[Card]:
    """The deck of the round: every number card from 2 up (the special cards come later)."""
    return lesson_deck(NUMBER)


def biggest() -> int:
    """The biggest number of the deck.

    >>> biggest()
    85
    """
    return max(c.number or 0 for c in deck())


def play(lang: str) -> Any:
    """The number cards of the deck, with its big numbers; 7 cards, two players."""
    return round_of_play(NUMBER, lang, deck=shuffled(deck()))
