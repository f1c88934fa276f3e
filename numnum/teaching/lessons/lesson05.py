"""Lesson 5: prime numbers, the lonely cards.  One function per step.

>>> partners_of(13), partners_of(12)
(6, 76)
"""

from __future__ import annotations

import random
from typing import Any

from numnum.arithmetic import rows_of
from numnum.cards import Card
from numnum.teaching import questions as quiz
from numnum.teaching.counting import number_partners
from numnum.teaching.decks.lessons import lesson_deck
from numnum.teaching.lessons.common import (
    Page,
    PickQuestion,
    Question,
    card_row,
    cards_html,
    deck_numbers,
    is_prime,
    key,
    number_cards,
    round_of_play,
    say,
    times,
    tr,
)
from numnum.teaching.lessons.steps import ask, fit_quiz_step, practice_step, start_step
from numnum.teaching.pictures import bar_chart_svg, dot_rectangles_svg

NUMBER = 5
TITLE = {"en": "Prime numbers – the lonely cards", "de": "Primzahlen – die einsamen Karten"}

__all__ = [
    "begin",
    "is_51_prime",
    "judge",
    "partners",
    "partners_of_7",
    "play",
    "practise",
    "primes_per_hundred",
    "rectangles_13",
    "thirteens",
    "which_is_prime",
]


def deck() -> list[Card]:
    """The deck of the round and of the counting: every number card from 2 up."""
    return lesson_deck(NUMBER)


def partners_of(n: int) -> int:
    """On how many other cards of the deck a card with ``n`` fits by number."""
    return number_partners(n, deck_numbers(NUMBER))


def row_cards(n: int) -> list[str]:
    """The cards of the deck whose numbers are in the ``n``-row, smallest number first.

    >>> row_cards(13)
    ['S13', 'H13', 'C26', 'S39', 'S52', 'T65', 'C78']
    """
    return [c.text for c in number_cards(NUMBER) if (c.number or 0) % n == 0]


begin = start_step(NUMBER, TITLE)


def rectangles_13(lang: str) -> Page:
    """13 dots make only one rectangle."""
    return Page(dot_rectangles_svg(13, lang=lang))


def primes_per_hundred(lang: str) -> Page:
    """How many prime numbers each hundred up to 1000 holds: fewer and fewer.  The chart counts
    them and names none (a hundred square of the primes would answer the practice).

    >>> [n for _label, n in prime_counts()][:4]
    [25, 21, 16, 16]
    """
    title = tr(lang, "Prime numbers in each hundred", "Primzahlen in jedem Hundert")
    return Page(bar_chart_svg(prime_counts(), title=title))


def prime_counts(upto: int = 1000) -> list[tuple[str, int]]:
    """``("1–100", 25)``, ``("101–200", 21)``, …: the prime numbers of each hundred up to ``upto``."""
    hundreds = range(0, upto, 100)
    return [(f"{h + 1}–{h + 100}", sum(1 for n in range(h + 1, h + 101) if is_prime(n))) for h in hundreds]


def thirteens(lang: str) -> Page:
    """The cards of the 13-row in the deck; and the rows of 12."""
    cards = row_cards(13)
    names = quiz.and_list([quiz.card_words(c, lang) for c in cards], lang)
    rows = quiz.and_list(rows_of(12), lang)
    return Page(
        *card_row(cards, lang, width=70),
        say(
            tr(
                lang,
                f"The cards of the 13-row in the deck: {names}. That is {len(cards)} cards.",
                f"Die Karten der 13er-Reihe im Stapel: {names}. Das sind {len(cards)} Karten.",
            )
        ),
        say(
            tr(
                lang,
                f"But 12 is in {len(rows_of(12))} rows: {rows}. Lots of cards share one of them with 12.",
                f"Aber 12 ist in {len(rows_of(12))} Reihen: {rows}. Viele Karten haben eine davon mit 12 gemeinsam.",
            )
        ),
    )


def partners(lang: str) -> Page:
    """Partners by number in the deck; the prime numbers have a star."""
    counts = [(str(n), partners_of(n)) for n in (2, 3, 5, 7, 13, 17, 12, 18, 30, 72)]
    title = tr(
        lang,
        "Partners by number in the deck (★ = prime numbers)",
        "Partner nach Zahl im Stapel (★ = Primzahlen)",
    )
    primes = [label for label, _n in counts if is_prime(int(label))]
    return Page(bar_chart_svg(counts, title=title, highlight=primes))


def is_51_prime(lang: str) -> Any:
    """Is 51 a prime number?"""
    x = times(lang)
    question = Question.yes_no(
        lang,
        tr(lang, "Is 51 a prime number?", "Ist 51 eine Primzahl?"),
        False,
        tr(lang, "Try the 3-row: 3, 6, 9, ... 45, 48, ...", "Probier die 3er-Reihe: 3, 6, 9, ... 45, 48, ..."),
        tr(
            lang,
            f"51 = 3 {x} 17, so 51 is in the 3-row and in the 17-row.",
            f"51 = 3 {x} 17, also ist 51 in der 3er-Reihe und in der 17er-Reihe.",
        ),
        reason_picture=dot_rectangles_svg(51, lang=lang),
    )
    return ask(NUMBER, "is_51_prime", lang, question)


def which_is_prime(lang: str) -> Any:
    """Which of 21, 29, 39 is a prime number?"""
    x = times(lang)
    return quiz.choice_question(
        tr(lang, "Which of these numbers is a prime number?", "Welche dieser Zahlen ist eine Primzahl?"),
        ["21", "29", "39"],
        "29",
        reason=tr(lang, "29 has only the divisors 1 and 29.", "29 hat nur die Teiler 1 und 29."),
        hints={"21": f"21 = 3 {x} 7.", "39": f"39 = 3 {x} 13."},
        reason_picture=dot_rectangles_svg(29, lang=lang),
        key=key(NUMBER, "which_is_prime", lang),
        lang=lang,
    )


#: The cards shown with the 7 on top: four of the 7-row, four of other rows (all in the deck).
SEVEN_SHOWN = ("S12", "T14", "C15", "T35", "C16", "C21", "S18", "T49")


def partners_of_7(lang: str) -> Any:
    """Heart 7 is on top: how many of eight cards fit on it by number?

    The lesson showed the 13-row's cards; this asks for the 7, among cards shown with it.

    >>> [c for c in SEVEN_SHOWN if int(c[1:]) % 7 == 0]
    ['T14', 'T35', 'C21', 'T49']
    """
    fitting = [c for c in SEVEN_SHOWN if int(c[1:]) % 7 == 0]
    names = quiz.and_list([quiz.card_words(c, lang) for c in fitting], lang)
    others = [c for c in SEVEN_SHOWN if c not in fitting]
    first_other = int(others[0][1:])
    return quiz.number_question(
        tr(
            lang,
            "Heart 7 is on top. How many of these cards fit on it by number?",
            "Das Herz 7 liegt oben. Wie viele dieser Karten passen über die Zahl darauf?",
        ),
        len(fitting),
        reason=tr(
            lang,
            f"7 is a prime number: only cards of the 7-row fit, {names}. That is {len(fitting)} cards.",
            f"7 ist eine Primzahl: Nur Karten der 7er-Reihe passen, {names}. Das sind {len(fitting)} Karten.",
        ),
        picture=cards_html(["H7"], lang) + cards_html(list(SEVEN_SHOWN), lang, width=70),
        reason_picture=cards_html(fitting, lang, width=70),
        mistakes={
            len(SEVEN_SHOWN): tr(
                lang,
                f"Not all of them: {first_other} is not in the 7-row.",
                f"Nicht alle: {first_other} ist nicht in der 7er-Reihe.",
            )
        },
        key=key(NUMBER, "partners_of_7", lang),
        lang=lang,
    )


#: Prime cards on cards that no page of the lesson showed with them (the 13-row's cards are all
#: shown, and the 7's question names its partners): by number, by symbol, or not at all.
JUDGED = [("H7", "C56"), ("S13", "S45"), ("T7", "S12"), ("H13", "C44")]

judge = fit_quiz_step(NUMBER, "judge", JUDGED, "Does it fit? Prime cards.")


#: The numbers that the lesson, before its practice, calls prime or not (its text, the partners'
#: chart with its stars, its questions): the practice asks others.
_SHOWN = {2, 3, 5, 7, 12, 13, 17, 18, 21, 29, 30, 39, 51, 72}


def _question(rng: random.Random, level: int, lang: str) -> PickQuestion:
    """Which of five numbers are prime numbers?  Small numbers first, then up to 50 and 100."""
    low, high = ((2, 30), (10, 50), (20, 100))[level]
    pool = [n for n in range(low, high) if n not in _SHOWN]
    primes = [n for n in pool if is_prime(n)]
    count = rng.randint(1, 3)
    numbers = sorted(rng.sample(primes, count) + rng.sample([n for n in pool if not is_prime(n)], 5 - count))
    x = times(lang)

    def why(n: int) -> str:
        if is_prime(n):
            return tr(lang, f"{n} has only the divisors 1 and {n}.", f"{n} hat nur die Teiler 1 und {n}.")
        q = min(d for d in range(2, n) if n % d == 0)
        return tr(
            lang,
            f"{n} = {q} {x} {n // q}: it has more divisors than 1 and {n}.",
            f"{n} = {q} {x} {n // q}: Sie hat mehr Teiler als 1 und {n}.",
        )

    chosen = [n for n in numbers if is_prime(n)]
    listed = ", ".join(str(n) for n in chosen)
    return PickQuestion(
        tr(
            lang,
            "Which of these numbers are prime numbers? Choose all of them.",
            "Welche dieser Zahlen sind Primzahlen? Wähle alle aus.",
        ),
        tuple(str(n) for n in numbers),
        tuple(str(n) for n in chosen),
        tuple(why(n) for n in numbers),
        tr(lang, f"The prime numbers: {listed}.", f"Die Primzahlen: {listed}.")
        + " "
        + " ".join(why(n) for n in numbers if not is_prime(n)),
    )


practise = practice_step(NUMBER, _question)


def play(lang: str) -> Any:
    """Your hand starts with heart 7, triangle 7 and square 13; the number cards only."""
    from numnum.teaching.decks.lessons import arranged_deck

    cards = arranged_deck(deck(), players=3, hand_size=7, hand=["H7", "T7", "S13"])
    return round_of_play(NUMBER, lang, deck=cards)
