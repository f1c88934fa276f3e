"""The teachers' panel for a notebook: worksheets, graded notebooks, decks and practice sets.

A thin shell: the controls choose the settings, the buttons call
:func:`numnum.printing.write_worksheet`, :func:`numnum.exercises.assignment.write_assignment`,
:func:`numnum.decks.build_deck` with :func:`numnum.printing.decks.write_deck` and
:func:`numnum.exercises.practice.practice_set`, and links to the files appear under them.

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     panel = TeacherPanel(folder=folder)
...     panel.topic.value, panel.students.value = "primes", 3
...     panel.worksheet_button.click()
...     sorted(p.name for p in panel.made)
['primes-0-key.pdf', 'primes-0.pdf']
"""

from __future__ import annotations

import importlib
from html import escape
from pathlib import Path
from typing import Any

from numnum.exercises import MAX_STUDENTS, TOPICS, topic_title
from numnum.extras import require
from numnum.i18n import check_lang
from numnum.i18n import translate as _

__all__ = ["TeacherPanel", "teacher_panel"]


def _w() -> Any:
    return importlib.import_module("ipywidgets")


class TeacherPanel:
    """The panel's controls (``topic``, ``difficulty``, ``count``, ``students``, ``seed``, the
    deck's ``rows``, ``up_to``, ``wishes``, ``bans``, ``jokers``), its buttons and ``widget``.
    Files go to ``folder``; ``made`` lists the files made so far."""

    def __init__(self, *, lang: str = "en", folder: str | Path = ".") -> None:
        self.lang = lang = check_lang(lang)
        self.folder = Path(folder)
        self.made: list[Path] = []
        w = _w()
        style = {"description_width": "130px"}
        wide = w.Layout(width="420px")
        self.topic = w.Dropdown(
            options=[(topic_title(t, lang), t) for t in TOPICS], value="gcd", description=_("topic", lang),
            style=style, layout=wide,
        )  # fmt: skip
        self.difficulty = w.IntSlider(value=2, min=1, max=5, description=_("difficulty", lang), style=style)
        self.count = w.IntSlider(value=10, min=1, max=30, description=_("questions", lang), style=style)
        self.students = w.BoundedIntText(
            value=0, min=0, max=MAX_STUDENTS, description=_("pupils (0: one sheet)", lang), style=style
        )
        self.seed = w.BoundedIntText(value=0, min=0, max=10**9, description=_("seed", lang), style=style)
        self.rows = w.Text(value="2,3,5", description=_("rows", lang), placeholder="2,3,5", style=style)
        self.up_to = w.BoundedIntText(
            value=0, min=0, max=1000, description=_("numbers up to (0: all)", lang), style=style
        )
        self.wishes = w.Checkbox(value=True, description=_("wish cards", lang))
        self.bans = w.Checkbox(value=True, description=_("ban cards", lang))
        self.jokers = w.Checkbox(value=True, description=_("jokers", lang))
        self.worksheet_button = self._button(_("Worksheet and key (PDF)", lang), self.make_worksheet)
        self.assignment_button = self._button(_("Graded notebook (nbgrader)", lang), self.make_assignment)
        self.practice_button = self._button(_("Practice set", lang), self.make_practice)
        self.deck_button = self._button(_("Deck to print (PDF)", lang), self.make_deck)
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="420px", visibility="hidden"))
        self.output = w.HTML(value="")
        self.practice_area = w.VBox()
        heading = '<h3 style="margin:12px 0 4px">{}</h3>'
        self.widget = w.VBox(
            [
                w.HTML(value=heading.format(escape(_("Exercises", lang)))),
                self.topic, w.HBox([self.difficulty, self.count]), w.HBox([self.students, self.seed]),
                w.HBox([self.worksheet_button, self.assignment_button, self.practice_button]),
                w.HTML(value=heading.format(escape(_("A deck of your own", lang)))),
                w.HBox([self.rows, self.up_to]), w.HBox([self.wishes, self.bans, self.jokers]),
                w.HBox([self.deck_button]), self.progress, self.output, self.practice_area,
            ]
        )  # fmt: skip

    def _button(self, text: str, action: Any) -> Any:
        w = _w()
        button = w.Button(
            description=text, layout=w.Layout(width="auto", height="44px", margin="4px"),
            style={"font_size": "16px", "font_weight": "bold"},
        )  # fmt: skip
        button.on_click(lambda _b: self._run(action))
        return button

    def _run(self, action: Any) -> None:
        try:
            action()
        except ValueError as e:
            self.output.value = (
                f'<div class="numnum-error" style="font-size:16px; color:#b00020">✗ {escape(str(e))}</div>'
            )

    def _tick(self, done: int, total: int) -> None:
        self.progress.layout.visibility = "visible"
        self.progress.max = max(total, 1)
        self.progress.value = done

    def _folder(self) -> Path:
        self.folder.mkdir(parents=True, exist_ok=True)
        return self.folder

    def _show(self, paths: list[Path]) -> None:
        self.made += paths
        links = " · ".join(
            f'<a href="{escape(str(p))}" target="_blank" download style="color:#1f4e9c; text-decoration:underline">'
            f"{escape(p.name)}</a>"
            for p in paths
        )
        self.output.value = f'<div class="numnum-made" style="font-size:16px">✓ {links}</div>'

    def make_worksheet(self) -> None:
        """Write the worksheet (or class set) and its key."""
        require("print", self.lang)
        from numnum.printing import write_worksheet

        name = f"{self.topic.value}-{self.seed.value}.pdf"
        paths = write_worksheet(
            self._folder() / name, self.topic.value, difficulty=self.difficulty.value, count=self.count.value,
            seed=self.seed.value, students=self.students.value or None, lang=self.lang, progress=self._tick,
        )  # fmt: skip
        self._show(list(paths))

    def make_assignment(self) -> None:
        """Write the nbgrader assignment into the course folder ``course/`` and generate it."""
        require("teachers", self.lang)
        from numnum.exercises.assignment import generate, write_assignment

        name = f"{self.topic.value}-{self.seed.value}"
        course = self._folder() / "course"
        self._tick(0, 2)
        source = write_assignment(
            course, self.topic.value, name=name, difficulty=self.difficulty.value, count=self.count.value,
            seed=self.seed.value, lang=self.lang,
        )  # fmt: skip
        self._tick(1, 2)
        release = generate(course, name)
        self._tick(2, 2)
        self._show([source, release])

    def make_deck(self) -> None:
        """Build the deck from the deck's controls, check it and write it as a PDF."""
        require("print", self.lang)
        from numnum.decks import build_deck
        from numnum.printing.decks import write_deck

        text = self.rows.value.strip()
        try:
            rows = tuple(int(x) for x in text.replace(" ", ",").split(",") if x) if text else None
        except ValueError:
            raise ValueError(_("rows: write whole numbers with commas, like 2,3,5", self.lang)) from None
        deck = build_deck(
            rows=rows, up_to=self.up_to.value or None, wishes=self.wishes.value, bans=self.bans.value,
            jokers=self.jokers.value, lang=self.lang,
        )  # fmt: skip
        self._show([write_deck(self._folder() / "deck.pdf", deck, lang=self.lang, progress=self._tick)])

    def make_practice(self) -> None:
        """Show a practice set with the chosen settings."""
        from numnum.exercises.practice import practice_set

        ps = practice_set(
            self.topic.value, difficulty=self.difficulty.value, count=self.count.value, seed=self.seed.value,
            lang=self.lang,
        )  # fmt: skip
        self.practice_area.children = [ps.widget]
        self.output.value = ""

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def teacher_panel(lang: str = "en", folder: str | Path = ".") -> TeacherPanel:
    """The panel (shows itself in a notebook); files go to ``folder``."""
    return TeacherPanel(lang=lang, folder=folder)
