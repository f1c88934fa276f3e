"""Questions answered by typing: a number (:func:`number_question`) or all divisors of a number
(:func:`divisors_question`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from html import escape
from typing import Any

from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.questions.checks import check_divisors, check_number, divisors_prompt
from numnum.teaching.questions.feedback import Feedback
from numnum.teaching.questions.memory import _again, _answers, _keep_view, _record
from numnum.teaching.questions.parts import Widget, _button, _feedback_box, _html, _w, typed_box
from numnum.teaching.questions.reading import _str, _whole


def _typed_question(
    head: list[Widget],
    placeholder: str,
    width: str,
    check_answer: Callable[[str, int], Feedback],
    key: str | None,
    lang: str,
) -> Widget:
    """A text box with a Check button (Enter works too) under ``head``; ``check_answer(text,
    attempt)`` gives the feedback.  Only real answers count as attempts, and one answer counts
    once: leaving the box and then clicking Check is one answer, not two.  After the right
    answer the box and the button rest."""
    w = _w()
    feedback = _feedback_box(w)
    state = _answers(key)
    box = typed_box(w, width, placeholder)
    check = _button(w, _("Check", lang))
    showing = [False]

    def show() -> None:
        showing[0] = True  # setting the box's text is no new answer
        try:
            feedback.value = _again(state, lambda said, attempt: check_answer(str(said), attempt))
            if isinstance(state.said, str):
                box.value = state.said
            box.disabled = check.disabled = state.solved
        finally:
            showing[0] = False

    def on_check(_change: Any = None) -> None:
        text = box.value
        if showing[0] or state.solved:
            return
        if text == state.said and state.feedback:
            feedback.value = state.feedback  # the same answer again: nothing new to count
            return
        result = check_answer(text, state.tries + 1)
        _record(state, result, text)
        feedback.value = result.html()
        box.disabled = check.disabled = state.solved

    check.on_click(on_check)
    box.observe(on_check, names="value")
    _keep_view(key, show)
    return w.VBox([*head, w.HBox([box, check]), feedback])


def number_question(
    question: str,
    answer: int,
    *,
    reason: str = "",
    picture: str = "",
    reason_picture: str = "",
    mistakes: Mapping[int, str] | None = None,
    key: str | None = None,
    lang: str = "en",
) -> Widget:
    """ "Type the number": a text box, a Check button (Enter works too) and the feedback.

    ``reason_picture`` comes with the reason (a right answer, or the second wrong one);
    ``mistakes`` answers typical wrong numbers (see :func:`check_number`).
    """
    lang = check_lang(lang)
    _str(question, "question")
    answer = _whole(answer, "answer", -(10**12), 10**12)
    w = _w()
    head = [_html(w, f"<b>{escape(question)}</b>")]
    if picture:
        head.append(w.HTML(value=picture))

    def check_answer(text: str, attempt: int) -> Feedback:
        result = check_number(text, answer, reason=reason, attempt=attempt, mistakes=mistakes, lang=lang)
        if result.correct or (result.correct is False and attempt >= 2):
            return dataclasses.replace(result, picture=reason_picture)
        return result

    return _typed_question(head, _("your answer", lang), "180px", check_answer, key, lang)


def divisors_question(
    n: int, *, include_one: bool = True, reason_picture: str = "", key: str | None = None, lang: str = "en"
) -> Widget:
    """ "Type all divisors of n": the feedback names wrong numbers with their remainder and
    answers the typical mistakes (:func:`check_divisors`); ``reason_picture`` comes with a right
    answer and from the second wrong one on."""
    lang = check_lang(lang)
    n = _whole(n, "n")
    w = _w()

    def check_answer(text: str, attempt: int) -> Feedback:
        result = check_divisors(text, n, include_one=include_one, attempt=attempt, lang=lang)
        if result.correct or (result.correct is False and attempt >= 2):
            return dataclasses.replace(result, picture=reason_picture)
        return result

    example = "1, …" if include_one else f"…, {n}"  # the format, with a number that is always right
    head = [_html(w, f"<b>{escape(divisors_prompt(n, include_one, lang))}</b>")]
    return _typed_question(head, example, "360px", check_answer, key, lang)
