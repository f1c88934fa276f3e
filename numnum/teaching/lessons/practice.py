"""A lesson's practice: questions from a seeded generator, from small numbers to bigger ones,
until three in a row are right at the first try; the rule of every star (none can be guessed);
the practice's widget, which keeps the star for the pupil.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from numnum.i18n import check_lang
from numnum.teaching.lessons.pupil import progress
from numnum.teaching.lessons.question_kinds import (
    AnyQuestion,
    DivisorsQuestion,
    PickQuestion,
    Question,
    Said,
)
from numnum.teaching.lessons.start import keeping_note
from numnum.teaching.lessons.words import say, tr
from numnum.teaching.questions import Feedback, typed_box

__all__ = ["MAX_GUESS", "STREAK", "MakeQuestion", "Practice", "practice"]

#: Lessons with this many questions right in a row in their practice earn their star.
STREAK = 3


#: Makes a question from a random generator and a level (0 small numbers, 1, 2 bigger ones).
MakeQuestion = Callable[[random.Random, int, str], AnyQuestion]

#: The rule of every star: :data:`STREAK` questions right in a row at the first try, and no
#: question of a practice may be guessed right more often than this.  So a star is guessed at
#: most once in 1000 tries: typed numbers, or "choose all" of at least 4 options, never yes or no.
MAX_GUESS = 1 / 10


class Practice:
    """The logic of a practice (no widgets): questions from a seeded generator, from small
    numbers to bigger ones, until :data:`STREAK` in a row are right at the first try.

    >>> from numnum.teaching.lessons.question_kinds import NumberQuestion
    >>> def make(rng, level, lang):
    ...     n = rng.randint(2, 30) * (level + 1)
    ...     return NumberQuestion(f"{n} + 1 = ?", n + 1, f"{n} + 1 = {n + 1}.")
    >>> p = Practice(1, make, "en", seed=5)
    >>> for _ in range(3):
    ...     feedback = p.answer(p.question.right)
    ...     p.next()
    >>> p.streak, p.done, feedback.correct
    (3, True, True)
    """

    def __init__(self, lesson: int, make: MakeQuestion, lang: str, *, seed: int = 0, remember: bool = False) -> None:
        self.lesson, self.make, self.lang, self.remember = lesson, make, check_lang(lang), remember
        self.rng = random.Random(seed)
        self.streak = self.asked = 0
        self.tries = 0
        self.solved = False
        self.done = False
        self.answers: list[Said] = []
        self.prompts: list[str] = []
        self.question = self._new()

    @property
    def level(self) -> int:
        """0 for the first questions, then bigger numbers as the pupil gets them right."""
        return min(2, self.streak)

    def _new(self) -> AnyQuestion:
        for _ in range(30):  # mix the answers and the questions: no answer three times in a row, no question again soon
            q = self.make(self.rng, self.level, self.lang)
            if q.guess_chance > MAX_GUESS:
                raise ValueError(
                    f"a practice question must not be guessed right more often than 1 in {round(1 / MAX_GUESS)}: "
                    f"{q.prompt!r} is guessed 1 in {round(1 / q.guess_chance)}"
                )
            repeated = len(self.answers) >= 2 and self.answers[-1] == self.answers[-2] == q.right
            if not repeated and q.prompt + q.picture not in self.prompts[-5:]:
                break
        self.tries = 0
        self.solved = False
        self.asked += 1
        self.prompts.append(q.prompt + q.picture)
        return q

    def answer(self, said: Said) -> Feedback:
        """Answer the current question: its feedback (right or not, the words and a picture).
        An answer that cannot be read (letters for a number) is no try."""
        q = self.question
        if self.solved:
            raise ValueError("this question is answered: go on with the next one")
        f = q.check(said, self.tries + 1, self.lang)
        if f.correct is None:
            return f
        self.tries += 1
        if f.correct:
            self.solved = True
            if self.tries == 1:
                self.streak += 1
            if self.streak >= STREAK and not self.done:
                self.done = True
                if self.remember:
                    progress.earn(self.lesson)
        else:
            self.streak = 0
        return f

    def next(self) -> None:
        """Go on to a new question."""
        self.answers.append(self.question.right)
        self.question = self._new()


def practice(lesson: int, make: MakeQuestion, lang: str, *, seed: int | None = None) -> Any:
    """The practice widget: one question at a time (big buttons, a box to type in, or options to
    choose), a "Next question" button after a right answer, the streak as stars, and the lesson's
    star at the end, kept for the pupil (the streak is a box that tells the kernel which browser
    shows the lesson, see :mod:`numnum.teaching.lessons.pupil`)."""
    from numnum.teaching.lessons.box import PupilBox

    w = importlib.import_module("ipywidgets")

    p = Practice(lesson, make, lang, seed=lesson if seed is None else seed, remember=True)
    head, picture = w.HTML(), w.HTML()
    area = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
    feedback = w.HTML()
    feedback.add_class("numnum-feedback-box")
    again = w.Button(
        description=tr(lang, "Next question", "Nächste Frage"),
        layout=w.Layout(width="auto", min_width="200px", height="52px", margin="4px"),
        style={"font_size": "20px", "font_weight": "bold"},
    )
    again.add_class("numnum-next")
    big = {"font_size": "20px", "font_weight": "bold"}

    def draw_status() -> str:
        stars = "★" * min(p.streak, STREAK) + "☆" * max(0, STREAK - p.streak)
        text = tr(lang, "Right in a row at the first try", "Beim ersten Versuch richtig hintereinander") + f": {stars}"
        if p.done:
            text = tr(
                lang,
                f"★ Well done! You earned the star of lesson {lesson}.",
                f"★ Super! Du hast den Stern von Lektion {lesson} verdient.",
            )
        elif lesson in progress.stars():
            text = (
                tr(
                    lang,
                    f"★ You have the star of lesson {lesson}. Practise on if you like.",
                    f"★ Du hast den Stern von Lektion {lesson}. Üb weiter, wenn du magst.",
                )
                + " "
                + text
            )
        return (
            f'<div class="numnum-streak" style="font-size:22px; font-weight:bold">{escape(text)}</div>'
            + keeping_note(lang)
        )

    status = PupilBox(progress, draw_status)

    def answered(said: Said) -> None:
        if p.solved:
            return  # answered: the answers rest
        f = p.answer(said)
        feedback.value = f.html()
        if f.correct:
            again.layout.display = "none" if p.done else "inline-flex"
            for c in area.children:
                c.disabled = True
        status.refresh()

    def answer_button(option: str) -> Any:
        b = w.Button(
            description=option,
            layout=w.Layout(width="auto", min_width="150px", height="52px", margin="4px"),
            style=big,
        )
        b.add_class("numnum-answer")
        b.on_click(lambda _b: answered(option))
        return b

    def typed_area(width: str, placeholder: str) -> list[Any]:
        box = typed_box(w, width, placeholder)
        checked = [""]

        def check(_change: Any = None) -> None:
            if box.value == checked[0] and feedback.value:
                return  # the same answer again (the box left, then Check): one answer, not two
            checked[0] = box.value
            answered(box.value)

        box.observe(check, names="value")
        button = w.Button(
            description=tr(lang, "Check", "Prüfen"),
            layout=w.Layout(width="auto", min_width="150px", height="52px", margin="4px"),
            style=big,
        )
        button.add_class("numnum-answer")
        button.on_click(check)
        return [box, button]

    def pick_area(options: Sequence[str]) -> list[Any]:
        from numnum.teaching.questions.choice import _toggle

        toggles = [_toggle(w, option) for option in options]
        button = w.Button(
            description=tr(lang, "Check", "Prüfen"),
            layout=w.Layout(width="auto", min_width="150px", height="52px", margin="4px"),
            style=big,
        )
        button.add_class("numnum-answer")
        button.on_click(lambda _b: answered(tuple(t.description for t in toggles if t.value)))
        return [*toggles, button]

    def show_question() -> None:
        q = p.question
        head.value = say(q.prompt, 22).replace("<p ", "<p class='numnum-practice-question' ", 1)
        picture.value = q.picture
        if isinstance(q, Question):
            area.children = [answer_button(o) for o in q.options]
        elif isinstance(q, PickQuestion):
            area.children = pick_area(q.options)
        elif isinstance(q, DivisorsQuestion):
            area.children = typed_area("360px", q.example)
        else:
            area.children = typed_area("180px", tr(lang, "your answer", "deine Antwort"))
        feedback.value = ""
        again.layout.display = "none"
        status.refresh()

    def on_next(_button: Any) -> None:
        p.next()
        show_question()

    again.on_click(on_next)
    show_question()
    return w.VBox([status, head, picture, area, feedback, again])
