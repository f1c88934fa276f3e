"""Questions answered with buttons: one right option (:func:`choice_question`) or several
(:func:`pick_question`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.questions.checks import _check_options, check_choice, check_picks
from numnum.teaching.questions.feedback import Feedback
from numnum.teaching.questions.memory import _again, _answers, _keep_view, _record
from numnum.teaching.questions.parts import Widget, _button, _feedback_box, _html, _w
from numnum.teaching.questions.reading import _str


def choice_question(
    question: str,
    options: Sequence[str],
    answer: str,
    *,
    reason: str = "",
    hints: Mapping[str, str] | None = None,
    picture: str = "",
    reason_picture: str = "",
    key: str | None = None,
    lang: str = "en",
) -> Widget:
    """A multiple-choice question: one big button per option, feedback under them; after the
    right answer the buttons rest.

    ``picture`` is an optional SVG shown with the question, ``reason_picture`` one shown with
    the reason; ``key`` keeps the answers when the cell runs again.
    """
    lang = check_lang(lang)
    _str(question, "question")
    if answer not in options:
        raise ValueError(f"the answer {answer!r} must be one of the options {list(options)!r}")
    w = _w()
    feedback = _feedback_box(w)
    state = _answers(key)
    buttons = [_button(w, option) for option in options]

    def check(said: Any, attempt: int) -> Feedback:
        if said not in options:
            raise ValueError(f"{said!r} is not an option")
        return check_choice(
            said, answer, reason=reason, hints=hints, attempt=attempt, reason_picture=reason_picture, lang=lang
        )

    def show() -> None:
        feedback.value = _again(state, check)
        for b in buttons:
            b.disabled = state.solved

    def on_click(button: Any) -> None:
        if state.solved:
            return  # answered: the buttons rest
        _record(state, check(button.description, state.tries + 1), button.description)
        show()

    for b in buttons:
        b.on_click(on_click)
    _keep_view(key, show)
    head = [_html(w, f"<b>{escape(question)}</b>")]
    if picture:
        head.append(w.HTML(value=picture))
    return w.VBox([*head, w.HBox(buttons, layout=w.Layout(flex_flow="row wrap")), feedback])


def pick_question(
    question: str,
    options: Sequence[str],
    right: Iterable[str],
    *,
    reasons: Mapping[str, str] | None = None,
    reason: str = "",
    picture: str = "",
    reason_picture: str = "",
    key: str | None = None,
    lang: str = "en",
) -> Widget:
    """ "Choose all that are right": a toggle button per option, a Check button and the
    feedback (:func:`check_picks`).  Many options together are hard to guess: 5 options have
    32 ways to choose.  ``key`` keeps the answers when the cell runs again.
    """
    lang = check_lang(lang)
    _str(question, "question")
    opts, good = _check_options(options, right)
    w = _w()
    feedback = _feedback_box(w)
    state = _answers(key)
    toggles = [_toggle(w, o) for o in opts]
    check_button = _button(w, _("Check", lang))

    def check(said: Any, attempt: int) -> Feedback:
        return check_picks(
            said, opts, good, reasons=reasons, reason=reason, attempt=attempt, reason_picture=reason_picture, lang=lang
        )

    def show() -> None:
        feedback.value = _again(state, check)
        if isinstance(state.said, tuple):
            for t in toggles:
                t.value = t.description in state.said
        for b in (*toggles, check_button):
            b.disabled = state.solved

    def on_check(_button: Any) -> None:
        if state.solved:
            return
        said = tuple(t.description for t in toggles if t.value)
        result = check(said, state.tries + 1)
        _record(state, result, said)
        show()

    check_button.on_click(on_check)
    _keep_view(key, show)
    head = [_html(w, f"<b>{escape(question)}</b>")]
    if picture:
        head.append(w.HTML(value=picture))
    row = w.HBox([*toggles, check_button], layout=w.Layout(flex_flow="row wrap"))
    return w.VBox([*head, row, feedback])


def _toggle(w: Any, text: str) -> Any:
    """A big toggle button for an option of a "choose all" question: chosen, it turns green and
    shows a tick (not the colour alone)."""
    toggle = w.ToggleButton(
        value=False,
        description=text,
        tooltip=text,
        layout=w.Layout(width="auto", min_width="110px", height="52px", margin="4px"),
        style={"font_size": "20px", "font_weight": "bold"},
    )
    toggle.add_class("numnum-pick")

    def chosen(_change: Any = None) -> None:
        toggle.button_style = "success" if toggle.value else ""
        toggle.icon = "check" if toggle.value else ""

    toggle.observe(chosen, names="value")
    return toggle
