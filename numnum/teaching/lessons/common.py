"""What every lesson uses, in one place for the lesson modules to import: each idea lives in a
module of its own.

- :mod:`~numnum.teaching.lessons.words`: texts in both languages, a paragraph, a question's key;
- :mod:`~numnum.teaching.lessons.cards`: the cards a lesson may show (cards that exist);
- :mod:`~numnum.teaching.lessons.pages`: pages of pictures and words, why a card fits;
- :mod:`~numnum.teaching.lessons.start`: the Start step with the pupil's stars, the round of play;
- :mod:`~numnum.teaching.lessons.question_kinds`: the kinds of question a lesson asks;
- :mod:`~numnum.teaching.lessons.practice`: practice until three in a row are right, the star;
- :mod:`~numnum.teaching.lessons.pupil`: ``progress``, the pupil's stars and answers, kept per browser.

The steps that every lesson has, and the kinds of question that several lessons ask, are built
by :mod:`numnum.teaching.lessons.steps`.

>>> tr("de", "row", "Reihe")
'Reihe'
>>> "12" in Page(say("12 is in the 3-row.")).html()
True
>>> product(36, "de")
'2 · 2 · 3 · 3'
"""

from __future__ import annotations

from numnum.arithmetic import is_prime
from numnum.teaching.lessons.cards import a_card, deck_numbers, number_cards, shuffled
from numnum.teaching.lessons.pages import Page, card_row, cards_html, reason_in_words, why
from numnum.teaching.lessons.practice import MAX_GUESS, STREAK, MakeQuestion, Practice, practice
from numnum.teaching.lessons.pupil import progress
from numnum.teaching.lessons.question_kinds import (
    AnyQuestion,
    DivisorsQuestion,
    NumberQuestion,
    PickQuestion,
    Question,
    Said,
    cards_pick_question,
)
from numnum.teaching.lessons.start import after_round, keeping_note, round_of_play, stars_row, start, start_page
from numnum.teaching.lessons.words import key, product, say, times, tr, yes_no

__all__ = [
    "MAX_GUESS",
    "STREAK",
    "AnyQuestion",
    "DivisorsQuestion",
    "MakeQuestion",
    "NumberQuestion",
    "Page",
    "PickQuestion",
    "Practice",
    "Question",
    "Said",
    "a_card",
    "after_round",
    "card_row",
    "cards_html",
    "cards_pick_question",
    "deck_numbers",
    "is_prime",
    "keeping_note",
    "key",
    "number_cards",
    "practice",
    "product",
    "progress",
    "reason_in_words",
    "round_of_play",
    "say",
    "shuffled",
    "stars_row",
    "start",
    "start_page",
    "times",
    "tr",
    "why",
    "yes_no",
]
