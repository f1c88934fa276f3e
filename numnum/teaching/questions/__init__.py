"""Quiz questions with instant feedback, for lessons and teachers' own notebooks.

Two layers, as everywhere in numnum: plain functions decide whether an answer is right and say
why (:func:`check_choice`, :func:`check_fit`, :func:`check_number`, :func:`check_divisors`,
:func:`row_sentence`), and thin `ipywidgets <https://ipywidgets.readthedocs.io>`_ shells connect
them to big buttons and text boxes (:func:`choice_question`, :func:`fit_question`,
:func:`fit_quiz`, :func:`number_question`, :func:`divisors_question`, :func:`row_explorer`,
:func:`picture_explorer`).  Every text is English or German (``lang="en"`` / ``"de"``).

The checks take the number of the attempt: a first wrong answer gets a hint, a second one the
full reason with its picture.  A right answer always gets the reason.  Bad arguments raise a
clear ``ValueError``; what a child types wrongly ("1.5", "twelve") gets friendly feedback instead.

A widget made with a ``key`` remembers its answers in the running kernel: running its cell again
shows the same feedback and score, and counts the tries on (:func:`forget` starts it afresh).

>>> f = check_fit("H4", "C8", "fits")
>>> f.correct, f.text
(True, 'Right! 4 and 8 are both in the 2- and 4-times tables. So heart 4 fits on circle 8.')
>>> print(check_number("13", 12, lang="de").text)
Nicht ganz: 13 ist zu groß. Versuch es noch einmal!
>>> print(check_divisors("2 3 5", 12).text)
Not quite. 5 is not a divisor of 12: 12 = 2 × 5 + 2. You found 2 and 3; 4 more are missing.
Try again!
>>> check_divisors("1, 2", 10**12)
Traceback (most recent call last):
...
ValueError: n must be a whole number from 1 to 1000000000, not 1000000000000

The modules, one idea each: :mod:`~numnum.teaching.questions.reading` (what a pupil typed),
:mod:`~numnum.teaching.questions.feedback` (right and wrong texts),
:mod:`~numnum.teaching.questions.checks` (is it right, and why),
:mod:`~numnum.teaching.questions.mistakes` (what a wrong gcd or lcm answer mixed up),
:mod:`~numnum.teaching.questions.memory` (the answers kept under a question's key),
:mod:`~numnum.teaching.questions.parts` (buttons and boxes), and the widgets:
:mod:`~numnum.teaching.questions.choice`, :mod:`~numnum.teaching.questions.typed`,
:mod:`~numnum.teaching.questions.fit`, :mod:`~numnum.teaching.questions.explorers`.

In a notebook (``ipywidgets`` is imported only here)::

    from numnum.teaching.questions import fit_question
    fit_question("H4", "C8", bans={2}, lang="de")
"""

from __future__ import annotations

from numnum.teaching.questions.checks import (
    FIT_ANSWERS,
    bans_sentence,
    check_choice,
    check_divisors,
    check_fit,
    check_number,
    check_picks,
    divisors_prompt,
    fit_answer,
    fit_labels,
    fit_prompt,
    row_sentence,
    rows_picture,
)
from numnum.teaching.questions.choice import choice_question, pick_question
from numnum.teaching.questions.explorers import picture_explorer, row_explorer
from numnum.teaching.questions.feedback import (
    Feedback,
    and_list,
    card_words,
    in_words,
    product_text,
    score_text,
    times_sign,
)
from numnum.teaching.questions.fit import fit_question, fit_quiz
from numnum.teaching.questions.memory import answers, forget, on_answer, restore
from numnum.teaching.questions.mistakes import gcd_mistakes, lcm_mistakes
from numnum.teaching.questions.parts import Widget, typed_box
from numnum.teaching.questions.reading import read_number, read_numbers
from numnum.teaching.questions.typed import divisors_question, number_question

__all__ = [
    "FIT_ANSWERS",
    "Feedback",
    "Widget",
    "and_list",
    "answers",
    "bans_sentence",
    "card_words",
    "check_choice",
    "check_divisors",
    "check_fit",
    "check_number",
    "check_picks",
    "choice_question",
    "divisors_prompt",
    "divisors_question",
    "fit_answer",
    "fit_labels",
    "fit_prompt",
    "fit_question",
    "fit_quiz",
    "forget",
    "gcd_mistakes",
    "in_words",
    "lcm_mistakes",
    "number_question",
    "on_answer",
    "pick_question",
    "picture_explorer",
    "product_text",
    "read_number",
    "read_numbers",
    "restore",
    "row_explorer",
    "row_sentence",
    "rows_picture",
    "score_text",
    "times_sign",
    "typed_box",
]
