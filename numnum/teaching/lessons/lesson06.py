"""Lesson 6: bans, the 2-ban and the 5-ban.  One function per step.

>>> "4-times table" in four_on_eight("en").html()
True
"""

from __future__ import annotations

import random
from math import gcd
from typing import Any

from numnum.cards import Card
from numnum.teaching.decks.lessons import lesson_deck
from numnum.teaching.lessons.common import (
    Page,
    PickQuestion,
    a_card,
    card_row,
    cards_pick_question,
    number_cards,
    round_of_play,
    tr,
    why,
)
from numnum.teaching.lessons.steps import fit_quiz_step, practice_step, start_step, which_card_question
from numnum.teaching.pictures import divisor_diagram_svg
from numnum.teaching.questions import fit_answer

NUMBER = 6
TITLE = {"en": "Bans – when a row is closed", "de": "Verbote – wenn eine Reihe gesperrt ist"}

__all__ = [
    "ban_cards",
    "begin",
    "both_bans",
    "four_on_eight",
    "judge_both_bans",
    "judge_five_ban",
    "judge_two_ban",
    "play",
    "practise",
    "six_on_ten",
    "still_fits_12",
]


begin = start_step(NUMBER, TITLE)


def deck() -> list[Card]:
    """The deck of the round: the number cards from 2 up and the ban cards."""
    return lesson_deck(NUMBER)


def ban_cards(lang: str) -> Page:
    """The two ban cards."""
    return Page(*card_row(["B2", "B5"], lang))


def _diagram_and_why(top: int, card: int, bans: tuple[int, ...], lang: str) -> Page:
    """The divisors of ``top`` with those ``card`` shares, and why a card of the deck with
    ``card`` fits on one with ``top`` (of another symbol) or not."""
    on = a_card(top, lesson=NUMBER)
    reason = why(a_card(card, other_than=on, lesson=NUMBER), on, lang, bans=bans, level=NUMBER)
    return Page(divisor_diagram_svg(top, card, bans=bans, lang=lang), *reason.parts)


def four_on_eight(lang: str) -> Page:
    """Why 4 still fits on 8 under the 2-ban."""
    return _diagram_and_why(8, 4, (2,), lang)


def six_on_ten(lang: str) -> Page:
    """6 and 10 share only the 2-row."""
    return _diagram_and_why(10, 6, (2,), lang)


def both_bans(lang: str) -> Page:
    """20 on 30 under both bans: the 10-row stays open."""
    return _diagram_and_why(30, 20, (2, 5), lang)


judge_two_ban = fit_quiz_step(
    NUMBER,
    "judge_two_ban",
    [("H12", "C8"), ("H6", "S22"), ("C16", "H24"), ("T14", "S18")],
    "Does it fit under the 2-ban?",
    bans={2},
)
judge_five_ban = fit_quiz_step(
    NUMBER, "judge_five_ban", [("H15", "C20"), ("S45", "H40"), ("T20", "H40")], "Does it fit under the 5-ban?", bans={5}
)
judge_both_bans = fit_quiz_step(
    NUMBER,
    "judge_both_bans",
    [("H40", "T30"), ("H12", "S18"), ("T10", "C15")],
    "Does it fit under both bans?",
    bans={2, 5},
)


def still_fits_12(lang: str) -> Any:
    """Under the 2-ban, which card still fits on circle 12 by its number?"""
    return which_card_question(
        NUMBER,
        "still_fits_12",
        lang,
        tr(
            lang,
            "The 2-ban is active. Which card still fits on circle 12 by its number?",
            "Das 2er-Verbot gilt. Welche Karte passt über ihre Zahl noch auf den Kreis 12?",
        ),
        "C12",
        ["H10", "S8", "T14"],
        "S8",
        bans={2},
        reason_picture=divisor_diagram_svg(12, 8, bans={2}, lang=lang),
    )


#: The bans of the practice's levels: the 2-ban, the 5-ban, both.
_BANS = ((2,), (5,), (2, 5))


def _question(rng: random.Random, level: int, lang: str) -> PickQuestion:
    """Which of five cards of the deck fit on the top card under a ban?  The ban decides: every
    card has another symbol and shares a banned row with the top card (so it would fit without
    the ban), some share an open row too and still fit, some do not."""
    bans = _BANS[level]
    cards = [c.text for c in number_cards(NUMBER)]
    while True:
        top = rng.choice([c for c in cards if any(int(c[1:]) % b == 0 for b in bans)])
        n = int(top[1:])
        candidates = [c for c in cards if c[0] != top[0] and any(gcd(n, int(c[1:])) % b == 0 for b in bans)]
        blocked = [c for c in candidates if fit_answer(c, top, bans=bans) == "no"]
        open_ = [c for c in candidates if c not in blocked]
        if len(blocked) >= 2 and len(open_) >= 2:
            k = rng.randint(1, 3)
            chosen = rng.sample(open_, min(k, len(open_))) + rng.sample(blocked, 5 - min(k, len(open_)))
            if len(set(int(c[1:]) for c in chosen)) == len(chosen):  # five different numbers
                rng.shuffle(chosen)
                return cards_pick_question(NUMBER, top, chosen, lang, bans=bans)


practise = practice_step(
    NUMBER,
    _question,
    "Practice under the bans until three in a row are right at the first try: the star of lesson 6.",
)


def play(lang: str) -> Any:
    """The 2-ban is active from the start, and you hold a 2-ban card."""
    from numnum.teaching.decks.lessons import arranged_deck

    cards = arranged_deck(deck(), players=4, hand_size=7, hand=["B2"], turn_up=["B2"])
    return round_of_play(NUMBER, lang, deck=cards, players=4)
