"""The question "does this card fit?": one card (:func:`fit_question`) or a round of them
(:func:`fit_quiz`), answered with three buttons.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Any

from numnum.cards import Card
from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.pictures import card_picture
from numnum.teaching.questions.checks import check_fit, fit_answer, fit_labels, fit_prompt
from numnum.teaching.questions.feedback import Feedback, score_text
from numnum.teaching.questions.memory import _again, _Answers, _answers, _keep_view, _record
from numnum.teaching.questions.parts import Widget, _button, _feedback_box, _html, _w
from numnum.teaching.questions.reading import _card


def fit_question(
    card: Card | str,
    on: Card | str,
    *,
    bans: Iterable[int] = (),
    double: bool = False,
    lang: str = "en",
    key: str | None = None,
    level: int | None = None,
    on_answer: Callable[[Feedback], None] | None = None,
) -> Widget:
    """ "Does this card fit?": both cards as pictures, buttons "It fits" / "It does not fit"
    (and "It fits double" with ``double``); a first wrong answer gets a hint, the second the
    explanation with its rows strip.

    ``on_answer`` is called with every :class:`Feedback` (a quiz counts the score with it);
    ``key`` keeps the answers when the cell runs again; ``level`` is the lesson whose words the
    reasons keep to (see :func:`numnum.explain`).
    """
    lang = check_lang(lang)
    return _fit_widget(_card(card), _card(on), tuple(bans), double, lang, _answers(key), on_answer, level)


def _fit_widget(
    c: Card,
    top: Card,
    banned: tuple[int, ...],
    double: bool,
    lang: str,
    state: _Answers,
    on_answer: Callable[[Feedback], None] | None,
    level: int | None = None,
    on_show: Callable[[], None] | None = None,
) -> Widget:
    fit_answer(c, top, bans=banned)  # bad cards or bans: refused now, not at the first click
    w = _w()
    feedback = _feedback_box(w)
    labels = fit_labels(double, lang)
    buttons = [_button(w, text) for text in labels.values()]
    keys = {text: k for k, text in labels.items()}

    def check(said: Any, attempt: int) -> Feedback:
        if said not in labels:
            raise ValueError(f"{said!r} is not an answer of this question")
        return check_fit(c, top, said, bans=banned, double=double, attempt=attempt, level=level, lang=lang)

    def show() -> None:
        feedback.value = _again(state, check)
        for b in buttons:
            b.disabled = state.solved
        if on_show is not None:
            on_show()

    def on_click(button: Any) -> None:
        if state.solved:
            return  # answered: the buttons rest
        said = keys[button.description]
        result = check(said, state.tries + 1)
        _record(state, result, said)
        show()
        if on_answer is not None:
            on_answer(result)

    for b in buttons:
        b.on_click(on_click)
    _keep_view(state.key, show)
    question = fit_prompt(c, top, bans=banned, lang=lang)
    arrow = '<span style="font-size:40px; margin:0 14px">→</span>'
    pictures = (
        '<div style="display:flex; align-items:center">'
        f"{card_picture(c, width=90, lang=lang)}{arrow}{card_picture(top, width=90, lang=lang)}</div>"
    )
    return w.VBox(
        [
            _html(w, f"<b>{escape(question)}</b>"),
            w.HTML(value=pictures),
            w.HBox(buttons, layout=w.Layout(flex_flow="row wrap")),
            feedback,
        ]
    )


def fit_quiz(
    pairs: Sequence[tuple[Card | str, Card | str]],
    *,
    bans: Iterable[int] = (),
    double: bool = False,
    key: str | None = None,
    level: int | None = None,
    lang: str = "en",
) -> Widget:
    """Several :func:`fit_question` s one under the other, with the score at the top and, once
    every question is answered, under the last one too (a plain count: the star ★ belongs to a
    lesson's practice).  ``key`` keeps the answers; ``level`` is the lesson whose words the
    reasons keep to."""
    lang = check_lang(lang)
    banned = tuple(bans)
    if not pairs:
        raise ValueError("a quiz needs at least one pair of cards, not none")
    w = _w()
    score = _html(w, "", 18)
    end = _html(w, "", 20)
    states = [_answers(None if key is None else f"{key}/{i}") for i in range(len(pairs))]

    def update(_result: Feedback | None = None) -> None:
        answered = [s.first for s in states if s.first is not None]
        right = sum(1 for ok in answered if ok)
        text = escape(score_text(right, len(answered), len(pairs), lang=lang))
        score.value = f'<div class="numnum-score" style="font-size:18px"><b>{text}</b></div>'
        if len(answered) == len(pairs):
            done = escape(_("All answered.", lang) + " " + score_text(right, len(answered), len(pairs), lang=lang))
            end.value = f'<div class="numnum-score numnum-final" style="font-size:20px"><b>{done}</b></div>'
        else:
            end.value = ""

    questions = [
        _fit_widget(_card(c), _card(on), banned, double, lang, state, update, level, update)
        for (c, on), state in zip(pairs, states, strict=True)
    ]
    update()
    return w.VBox([score, *questions, end])
