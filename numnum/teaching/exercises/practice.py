"""Practice sets: the exercises of a sheet as quiz widgets in a notebook.

Each question is one of :mod:`numnum.teaching.questions`'s widgets, with its feedback ladder (a first wrong
answer gets a hint, a second one the full reason, a right one always the reason):
"does it fit?" questions about two number cards are :func:`~numnum.teaching.questions.fit_question` s,
other choices :func:`~numnum.teaching.questions.choice_question` s, numbers
:func:`~numnum.teaching.questions.number_question` s, "all divisors of n" a
:func:`~numnum.teaching.questions.divisors_question`.  Questions with several numbers as the answer (prime
numbers, multiples, prime factors) get a text box of the same look, checked by
:meth:`Question.check <numnum.teaching.exercises.Question.check>` and answered with
:func:`~numnum.teaching.questions.check_choice`'s ladder.  A score line counts the first answers.

:func:`practice_set` makes one set; :func:`practice` lets a teacher choose topic, difficulty,
count and seed.

>>> ps = practice_set("gcd", difficulty=2, count=3, seed=5)
>>> ps.score.value
'<div class="numnum-score" style="font-size:18px"><b>0 of 0 right at the first try (3 questions).</b></div>'
>>> ps.answer(0, "3").correct, ps.answer(1, "1").correct
(True, False)
>>> "1 of 2 right" in ps.score.value
True
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from html import escape
from typing import Any

from numnum.arithmetic import divisors
from numnum.cards import Card, Kind
from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.exercises import TOPICS, Question, questions, topic_title
from numnum.teaching.questions import (
    Feedback,
    check_choice,
    choice_question,
    divisors_question,
    fit_question,
    number_question,
    score_text,
)

__all__ = ["PracticeSet", "practice", "practice_set", "question_widget"]


def _w() -> Any:
    return importlib.import_module("ipywidgets")


def _feedback_boxes(widget: Any) -> list[Any]:
    """The feedback boxes (class ``numnum-feedback-box``) inside a quiz widget."""
    found = []
    if "numnum-feedback-box" in getattr(widget, "_dom_classes", ()):
        found.append(widget)
    for child in getattr(widget, "children", ()):
        found += _feedback_boxes(child)
    return found


def _fit_cards(q: Question) -> tuple[Card, Card] | None:
    """The two number cards of a "does it fit?" question, or None (a wish card, ...)."""
    if q.topic not in ("fit", "joker") or len(q.cards) != 2:
        return None
    card, on = (Card.parse(c, "numnum") for c in q.cards)
    if card.kind is not Kind.NUMBER or on.kind is not Kind.NUMBER or "W" in q.prompt.split("?")[0]:
        return None
    return card, on


def _bans(q: Question) -> tuple[int, ...]:
    return tuple(r for r in (2, 5) if f"{r}-ban" in q.prompt or f"{r}er-Verbot" in q.prompt)


def _several_numbers(q: Question, lang: str) -> Any:
    """A text box for several numbers, in the quiz's look; the ladder of :func:`check_choice`."""
    w = _w()
    feedback = w.HTML(value="")
    feedback.add_class("numnum-feedback-box")
    box = w.Text(
        placeholder="2, 3, …", continuous_update=False, layout=w.Layout(width="360px", height="48px"),
        style={"font_size": "22px"},
    )  # fmt: skip
    box.add_class("numnum-input")
    check = w.Button(
        description=_("Check", lang), layout=w.Layout(width="auto", min_width="150px", height="52px", margin="4px"),
        style={"font_size": "20px", "font_weight": "bold"},
    )  # fmt: skip
    check.add_class("numnum-answer")
    tries = [0]

    def on_check(_change: Any = None) -> None:
        if not box.value.strip():
            return
        tries[0] += 1
        said = "right" if q.check(box.value) else "wrong"
        feedback.value = check_choice(said, "right", reason=q.reason, attempt=tries[0], lang=lang).html()

    check.on_click(on_check)
    box.observe(on_check, names="value")
    head = w.HTML(value=f'<div style="font-size:20px; line-height:1.4"><b>{escape(q.prompt)}</b></div>')
    return w.VBox([head, w.HBox([box, check]), feedback])


def question_widget(q: Question, *, lang: str = "en") -> Any:
    """The quiz widget for one question (see the module's text for which one)."""
    lang = check_lang(lang)
    cards = _fit_cards(q)
    if cards is not None:
        return fit_question(cards[0], cards[1], bans=_bans(q), double=len(q.options) == 3, lang=lang)
    if q.kind == "choice":
        return choice_question(q.prompt, q.options, str(q.value), reason=q.reason, picture=q.picture, lang=lang)
    if q.kind == "number":
        return number_question(q.prompt, int(str(q.value)), reason=q.reason, picture=q.picture, lang=lang)
    if q.topic == "divisors" and isinstance(q.value, tuple) and q.value == tuple(divisors(max(q.value))):
        return divisors_question(max(q.value), lang=lang)  # "all divisors of n" (not "which of these")
    return _several_numbers(q, lang)


class PracticeSet:
    """A practice set: ``widget`` (the score line over the questions), ``questions``,
    ``answer(i, text)`` answers question ``i`` as a pupil would (typing or clicking)."""

    def __init__(self, qs: list[Question], lang: str) -> None:
        w = _w()
        self.questions = qs
        self.lang = lang
        self.first: dict[int, bool] = {}
        self.score = w.HTML(value="")
        self.items = [question_widget(q, lang=lang) for q in qs]
        for i, item in enumerate(self.items):
            for box in _feedback_boxes(item):
                box.observe(self._recorder(i), names="value")
        numbered = [
            w.VBox([w.HTML(value=f'<div style="font-size:16px; color:#555">{i}.</div>'), item])
            for i, item in enumerate(self.items, start=1)
        ]
        self.widget = w.VBox([self.score, *numbered])
        self._update()

    def _recorder(self, i: int) -> Callable[[Any], None]:
        def record(change: Any) -> None:
            text = str(change["new"])
            if i not in self.first and "numnum-feedback right" in text:
                self.first[i] = True
            elif i not in self.first and "numnum-feedback wrong" in text:
                self.first[i] = False
            self._update()

        return record

    def _update(self) -> None:
        right = sum(1 for ok in self.first.values() if ok)
        text = escape(score_text(right, len(self.first), len(self.questions), lang=self.lang))
        self.score.value = f'<div class="numnum-score" style="font-size:18px"><b>{text}</b></div>'

    def answer(self, i: int, text: str) -> Feedback:
        """Answer question ``i`` (from 0) with ``text``: a typed answer, or an option's text."""
        item = self.items[i]
        buttons = [b for b in _descendants(item) if type(b).__name__ == "Button"]
        boxes = [b for b in _descendants(item) if type(b).__name__ == "Text"]
        chosen = [b for b in buttons if b.description == text]
        if chosen:
            chosen[0].click()
        elif boxes:
            boxes[0].value = text
        else:
            raise ValueError(
                f"question {i + 1} has no answer {text!r}: choose one of {[b.description for b in buttons]}"
            )
        value = _feedback_boxes(item)[0].value
        correct = True if "numnum-feedback right" in value else False if "numnum-feedback wrong" in value else None
        return Feedback(correct, value)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def _descendants(widget: Any) -> list[Any]:
    out = [widget]
    for child in getattr(widget, "children", ()):
        out += _descendants(child)
    return out


def practice_set(topic: str, *, difficulty: int = 1, count: int = 5, seed: int = 0, lang: str = "en") -> PracticeSet:
    """A practice set of ``count`` questions of ``topic`` (see :func:`numnum.teaching.exercises.questions`)."""
    qs = questions(topic, difficulty=difficulty, count=count, seed=seed, lang=lang)
    return PracticeSet(qs, lang)


def practice(topic: str = "gcd", *, difficulty: int = 1, count: int = 5, seed: int = 0, lang: str = "en") -> Any:
    """A teacher's chooser: topic, difficulty, count and seed, and the practice set under it."""
    lang = check_lang(lang)
    if topic not in TOPICS:
        raise ValueError(f"topic must be one of {', '.join(TOPICS)}, not {topic!r}")
    w = _w()
    style = {"description_width": "110px"}
    topic_box = w.Dropdown(
        options=[(topic_title(t, lang), t) for t in TOPICS], value=topic, description=_("topic", lang), style=style
    )
    level = w.IntSlider(value=difficulty, min=1, max=5, description=_("difficulty", lang), style=style)
    many = w.IntSlider(value=count, min=1, max=20, description=_("questions", lang), style=style)
    seed_box = w.BoundedIntText(value=seed, min=0, max=10**9, description=_("seed", lang), style=style)
    area = w.VBox()

    def show(_change: Any = None) -> None:
        area.children = [
            practice_set(
                topic_box.value, difficulty=level.value, count=many.value, seed=seed_box.value, lang=lang
            ).widget
        ]

    for control in (topic_box, level, many, seed_box):
        control.observe(show, names="value")
    show()
    return w.VBox([w.HBox([topic_box, level]), w.HBox([many, seed_box]), area])
