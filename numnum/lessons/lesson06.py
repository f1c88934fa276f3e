"""Lesson 6: bans, the 2-ban and the 5-ban.  One function per step.

>>> "4-times table" in four_on_eight("en").html()
True
"""

from __future__ import annotations

from typing import Any

from numnum.cards import Card
from numnum.lesson_decks import lesson_deck
from numnum.lessons.common import Page, a_card, card_row, fit_maker, round_of_play, tr, why
from numnum.lessons.steps import fit_quiz_step, practice_step, start_step, which_card_question
from numnum.pictures import divisor_diagram_svg

NUMBER = 6
TITLE = {"en": "Bans: the 2-ban and the 5-ban", "de": "Verbote: das 2er- und das 5er-Verbot"}

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
    [("H12", "C8"), ("S6", "T10"), ("C16", "H24"), ("T14", "S18")],
    "Does it fit under the 2-ban?",
    bans={2},
)
judge_five_ban = fit_quiz_step(
    NUMBER, "judge_five_ban", [("H15", "C20"), ("S45", "T30"), ("H40", "C10")], "Does it fit under the 5-ban?", bans={5}
)
judge_both_bans = fit_quiz_step(
    NUMBER,
    "judge_both_bans",
    [("C20", "T30"), ("H12", "S18"), ("T10", "C15")],
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


_question = fit_maker(NUMBER, bans=(2,))
practise = practice_step(
    NUMBER,
    _question,
    "Practice under the 2-ban until three in a row are right: the star of lesson 6.",
)


def play(lang: str) -> Any:
    """The 2-ban is active from the start, and you hold a 2-ban card."""
    from numnum.lesson_decks import arranged_deck

    cards = arranged_deck(deck(), players=4, hand_size=7, hand=["B2"], turn_up=["B2"])
    return round_of_play(NUMBER, lang, deck=cards, players=4)
