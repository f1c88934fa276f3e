"""The steps that the lessons share, built from a few data: the Start step, the practice, the
"does it fit?" quizzes, a :class:`~numnum.teaching.lessons.common.Question` asked as a step (the same
kind of question that a practice asks), and "which card fits?".

A lesson module declares such a step in a line or two (``begin = start_step(NUMBER, TITLE)``,
``judge = fit_quiz_step(NUMBER, "judge", pairs, "Does it fit?")``); its other steps are short
functions of their own.  Every step is called with the language and keeps its answers under
its lesson and name (see :func:`numnum.teaching.lessons.common.key`).

>>> begin = start_step(2, {"en": "Divisors", "de": "Teiler"})
>>> "Lektion 2 ist bereit: Teiler" in begin("de").children[0].value
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from numnum.teaching.lessons.common import (
    MakeQuestion,
    Question,
    cards_html,
    key,
    practice,
    reason_in_words,
    start,
    tr,
)

__all__ = ["Step", "ask", "fit_quiz_step", "practice_step", "start_step", "which_card_question"]

#: A step of a lesson: called with the language, it gives what the notebook cell shows.
Step = Callable[[str], Any]


def start_step(lesson: int, title: Mapping[str, str]) -> Step:
    """The Start step of ``lesson`` (see :func:`numnum.teaching.lessons.common.start`), ``title`` in
    English and German."""

    def begin(lang: str) -> Any:
        return start(lesson, tr(lang, title["en"], title["de"]), lang)

    begin.__doc__ = "The Start step."
    return begin


# --- the kinds of question of several lessons ---------------------------------------------------------


def fit_quiz_step(
    lesson: int,
    name: str,
    pairs: Sequence[tuple[str, str]],
    doc: str,
    *,
    bans: Iterable[int] = (),
    double: bool = False,
) -> Step:
    """A step that asks "does it fit?" of each of ``pairs`` (card, top card), with the score
    (:func:`numnum.teaching.questions.fit_quiz`); ``name`` is the step's name, ``doc`` what it asks.

    >>> judge = fit_quiz_step(3, "judge", [("H6", "C9")], "Does it fit?")
    >>> judge.__name__, judge.__doc__
    ('judge', 'Does it fit?')
    """
    from numnum.teaching import questions as quiz

    banned = set(bans)

    def step(lang: str) -> Any:
        return quiz.fit_quiz(pairs, bans=banned, double=double, level=lesson, key=key(lesson, name, lang), lang=lang)

    step.__name__ = step.__qualname__ = name
    step.__doc__ = doc
    return step


def ask(lesson: int, name: str, lang: str, question: Question) -> Any:
    """A step that asks ``question`` (:func:`numnum.teaching.questions.choice_question`): one button per
    option; a wrong option gets the hint first, then the reason with its picture.

    >>> from numnum.teaching.lessons.common import Question
    >>> q = Question.yes_no("en", "Is 9 even?", False, "Halve it.", "9 = 2 × 4 + 1.")
    >>> [b.description for b in ask(1, "even", "en", q).children[1].children]
    ['yes', 'no']
    """
    from numnum.teaching import questions as quiz

    return quiz.choice_question(
        question.prompt,
        question.options,
        question.answer,
        reason=question.reason,
        hints={option: question.hint for option in question.options if option != question.answer},
        picture=question.picture,
        reason_picture=question.reason_picture,
        key=key(lesson, name, lang),
        lang=lang,
    )


def which_card_question(
    lesson: int,
    name: str,
    lang: str,
    question: str,
    top: str,
    cards: Sequence[str],
    answer: str,
    *,
    reason_picture: str,
    hint: str | None = None,
    bans: Iterable[int] = (),
) -> Any:
    """Which of ``cards`` fits on ``top``?  The cards are named in words, all of them shown; a
    wrong card gets ``hint`` (by default the reason why it does not fit)."""
    from numnum.teaching import questions as quiz

    banned = set(bans)
    names = {c: quiz.card_words(c, lang) for c in cards}

    def reason(card: str) -> str:
        return reason_in_words(card, top, lang, bans=banned, level=lesson)

    return quiz.choice_question(
        question,
        list(names.values()),
        names[answer],
        reason=reason(answer),
        hints={names[c]: reason(c) if hint is None else hint for c in cards if c != answer},
        picture=cards_html([top, *cards], lang),
        reason_picture=reason_picture,
        key=key(lesson, name, lang),
        lang=lang,
    )


# --- the practice ------------------------------------------------------------------------------------


def practice_step(lesson: int, make: MakeQuestion, doc: str = "") -> Step:
    """The practice step of ``lesson``: :func:`numnum.teaching.lessons.common.practice` with the questions of
    ``make``."""

    def practise(lang: str) -> Any:
        return practice(lesson, make, lang)

    practise.__doc__ = doc or f"Practice until three in a row are right at the first try: the star of lesson {lesson}."
    return practise
