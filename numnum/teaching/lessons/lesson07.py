"""Lesson 7: the 1, jokers, and why 1 is not a prime number.  One function per step.

>>> "1 and 7" in divisors_of_1_and_7("en").html()
True
"""

from __future__ import annotations

import random
from typing import Any

from numnum.cards import Card
from numnum.teaching import questions as quiz
from numnum.teaching.counting import number_partners
from numnum.teaching.decks.lessons import lesson_deck
from numnum.teaching.lessons.common import (
    Page,
    PickQuestion,
    card_row,
    cards_pick_question,
    deck_numbers,
    key,
    number_cards,
    round_of_play,
    say,
    times,
    tr,
)
from numnum.teaching.lessons.steps import fit_quiz_step, practice_step, start_step
from numnum.teaching.pictures import bar_chart_svg, chain_svg, dot_rectangles_svg, hundred_square_svg
from numnum.teaching.questions import fit_answer

NUMBER = 7
TITLE = {"en": "The 1 – jokers, and why 1 is not a prime number", "de": "Die 1 – Joker, und warum 1 keine Primzahl ist"}

__all__ = [
    "begin",
    "count_primes",
    "divisors_of_1_and_7",
    "jokers",
    "jokers_and_bans",
    "jokers_double",
    "one_row",
    "partners",
    "play",
    "practise",
    "two_divisors",
]


begin = start_step(NUMBER, TITLE)


def deck() -> list[Card]:
    """The deck of the round: the number cards with the jokers, and the ban cards."""
    return lesson_deck(NUMBER)


def jokers(lang: str) -> Page:
    """The jokers, and cards played one after the other through jokers."""
    return Page(
        *card_row([c.text for c in deck() if c.number == 1], lang, width=80),
        chain_svg(["S13", "H1", "C7", "C1", "C12"], lang=lang),
    )


def one_row(lang: str) -> Page:
    """The 1-row is every number."""
    return Page(hundred_square_svg(1, upto=30, lang=lang))


def partners(lang: str) -> Page:
    """Partners by number of 1, 12 and 13 in the whole deck."""
    numbers = deck_numbers(NUMBER)
    counts = [(str(n), number_partners(n, numbers)) for n in (1, 12, 13)]
    title = tr(
        lang,
        "Partners by number in the whole deck (★ = the joker)",
        "Partner nach Zahl im ganzen Stapel (★ = der Joker)",
    )
    return Page(bar_chart_svg(counts, title=title, highlight=["1"]))


def divisors_of_1_and_7(lang: str) -> Page:
    """The divisors of 1 and of 7."""
    return Page(
        say(
            tr(
                lang,
                "The divisors of 7: 1 and 7. Two divisors: 7 is a prime number.",
                "Die Teiler von 7: 1 und 7. Zwei Teiler: 7 ist eine Primzahl.",
            )
        ),
        say(
            tr(
                lang,
                "The divisors of 1: only 1. One divisor: 1 is not a prime number.",
                "Die Teiler von 1: nur 1. Ein Teiler: 1 ist keine Primzahl.",
            )
        ),
    )


def count_primes(lang: str) -> Any:
    """How many prime numbers are there from 1 to 10?"""
    x = times(lang)
    return quiz.number_question(
        tr(
            lang,
            "How many prime numbers are there among 1, 2, 3, 4, 5, 6, 7, 8, 9 and 10?",
            "Wie viele Primzahlen gibt es unter 1, 2, 3, 4, 5, 6, 7, 8, 9 und 10?",
        ),
        4,
        reason=tr(
            lang,
            f"2, 3, 5 and 7 have exactly two divisors. 1 has only one; 4 = 2 {x} 2, 6 = 2 {x} 3, "
            f"8 = 2 {x} 4, 9 = 3 {x} 3 and 10 = 2 {x} 5 have more.",
            f"2, 3, 5 und 7 haben genau zwei Teiler. 1 hat nur einen; 4 = 2 {x} 2, 6 = 2 {x} 3, "
            f"8 = 2 {x} 4, 9 = 3 {x} 3 und 10 = 2 {x} 5 haben mehr.",
        ),
        mistakes={
            5: tr(
                lang,
                "You counted 1: 1 has only one divisor, so it is not a prime number.",
                "Du hast die 1 mitgezählt: 1 hat nur einen Teiler, also ist sie keine Primzahl.",
            ),
            3: tr(
                lang,
                "Did you leave out 2? Its divisors are 1 and 2: exactly two, so 2 is a prime number.",
                "Hast du die 2 vergessen? Ihre Teiler sind 1 und 2: genau zwei, also ist 2 eine Primzahl.",
            ),
        },
        reason_picture=dot_rectangles_svg(1, lang=lang) + dot_rectangles_svg(7, lang=lang),
        key=key(NUMBER, "count_primes", lang),
        lang=lang,
    )


def two_divisors(lang: str) -> Any:
    """Which of 1, 9 and 11 has exactly two divisors?  (1 is the trap: it has only one.)

    >>> from numnum.arithmetic import divisors
    >>> {n: len(divisors(n)) for n in (1, 9, 11)}
    {1: 1, 9: 3, 11: 2}
    """
    return quiz.choice_question(
        tr(lang, "Which number has exactly two divisors?", "Welche Zahl hat genau zwei Teiler?"),
        ["1", "9", "11"],
        "11",
        reason=tr(
            lang,
            "11 has the divisors 1 and 11: exactly two, so 11 is a prime number.",
            "11 hat die Teiler 1 und 11: genau zwei, also ist 11 eine Primzahl.",
        ),
        hints={
            "1": tr(lang, "1 has only one divisor: 1.", "1 hat nur einen Teiler: die 1."),
            "9": tr(lang, "9 has three divisors: 1, 3 and 9.", "9 hat drei Teiler: 1, 3 und 9."),
        },
        reason_picture=dot_rectangles_svg(11, lang=lang),
        key=key(NUMBER, "two_divisors", lang),
        lang=lang,
    )


jokers_double = fit_quiz_step(
    NUMBER,
    "jokers_double",
    [("T1", "S27"), ("C26", "H1"), ("H1", "H9"), ("S1", "C10")],
    "Jokers: does it fit, or fit double?",
    double=True,
)
jokers_and_bans = fit_quiz_step(
    NUMBER, "jokers_and_bans", [("C1", "T10"), ("H5", "S1")], "Jokers under both bans.", bans={2, 5}
)


def _question(rng: random.Random, level: int, lang: str) -> PickQuestion:
    """Which of five cards of the deck fit on the top card?  The joker decides: one or two jokers
    among them (or the top card is one), the others of another symbol; no bans first, then the
    2-ban, then both bans (a joker fits even then)."""
    bans = ((), (2,), (2, 5))[level]
    cards = [c.text for c in number_cards(NUMBER) if (c.number or 0) <= (20, 45, 85)[level]]
    jokers = [c.text for c in number_cards(NUMBER, jokers=True) if c.number == 1]
    while True:
        if rng.random() < 0.2:  # a joker on top: every number card fits
            top = rng.choice(jokers)
            chosen = rng.sample([c for c in cards if c[0] != top[0]], 5)
        else:
            top = rng.choice(cards)
            mine = rng.sample([j for j in jokers if j[0] != top[0]], rng.randint(1, 2))
            chosen = mine + rng.sample([c for c in cards if c[0] != top[0]], 5 - len(mine))
        fits = [fit_answer(c, top, bans=bans) != "no" for c in chosen]
        if top in jokers or not all(fits):
            rng.shuffle(chosen)
            return cards_pick_question(NUMBER, top, chosen, lang, bans=bans)


practise = practice_step(NUMBER, _question)


def play(lang: str) -> Any:
    """You start with two jokers and square 13."""
    from numnum.teaching.decks.lessons import arranged_deck

    cards = arranged_deck(deck(), players=4, hand_size=7, hand=["H1", "C1", "S13"])
    return round_of_play(NUMBER, lang, deck=cards, players=4)
