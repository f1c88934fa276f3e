"""The teachers' panel for a notebook: worksheets, graded notebooks, decks and practice sets.

A thin shell: the controls choose the settings, the buttons call
:func:`numnum.teaching.printing.worksheet`, :func:`numnum.teaching.exercises.assignment.write_assignment`,
:func:`numnum.teaching.decks.teachers.build_deck` with :func:`numnum.teaching.printing.decks.deck_pdf` and
:func:`numnum.teaching.exercises.practice.practice_set`, and links that download the files appear under
them (:class:`~numnum.teaching.desk.downloads.FileLinks`: they work in JupyterLab, Notebook 7 and
Voilà alike).

The panel speaks the language it is given (``lang``, English or German, as the card table does;
:func:`teacher_panel` without one takes the teacher's remembered or system language, as the
commands do) and its *Language* buttons switch it; the sheets, decks and notebooks it makes are in that
language too.  Every problem is a sentence in that language under the buttons.

Files get names that say what they hold (:func:`sheet_name`, :func:`deck_name`) and nothing is
ever overwritten: a file of that name with the same content is kept as it is, one with other
content keeps its name and the new file is numbered (``… (2).pdf``), and the panel says so.  The
files are written whole, sheet and key together (:mod:`numnum.files`), with an editable Word copy
of each when python-docx is installed (the print extra).

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as folder:
...     panel = TeacherPanel(folder=folder)
...     panel.topic.value, panel.students.value = "primes", 3
...     panel.worksheet_button.click()
...     sorted(p.name for p in panel.made if p.suffix == ".pdf")
['primes-difficulty-2-10-questions-3-pupils-seed-0-key.pdf', 'primes-difficulty-2-10-questions-3-pupils-seed-0.pdf']
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from collections.abc import Callable, Mapping
from html import escape
from pathlib import Path
from typing import Any

from numnum.extras import require
from numnum.files import write_together
from numnum.i18n import LANGS, N_, check_lang
from numnum.i18n import translate as _
from numnum.teaching.desk.downloads import FileLinks
from numnum.teaching.exercises import (
    MAX_NAMES_BYTES,
    MAX_STUDENTS,
    TOPICS,
    check_names,
    class_list_lines,
    class_size,
    topic_title,
)

__all__ = ["TeacherPanel", "deck_name", "free_paths", "sheet_name", "teacher_panel"]

#: A topic's word in German file names (in English the topic's own name: ``gcd``, ``lcm`` ...).
FILE_TOPICS_DE = {
    "rows": "reihen",
    "multiples": "vielfache",
    "divisors": "teiler",
    "fit": "passt",
    "gcd": "ggt",
    "factors": "primfaktoren",
    "primes": "primzahlen",
    "lcm": "kgv",
    "joker": "joker",
    "chains": "doppelt-passt",
    "flexible": "beweglichste-karte",
}

#: The languages on the panel's *Language* buttons, in their own words.
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}

#: The most files of one name the panel numbers (``… (2).pdf`` up to this) before it asks for a
#: cleaned-up folder.
MAX_NUMBER = 999


#: A text to show in the panel's language when it is shown: the English message and its fields.
Words = tuple[str, dict[str, object]]


def _w() -> Any:
    return importlib.import_module("ipywidgets")


def _in(words: Words | None, lang: str) -> str:
    """``words`` in ``lang`` ("" for ``None``).

    >>> _in(("a deck of {n} cards", {"n": 40}), "de")
    'ein Kartenspiel mit 40 Karten'
    """
    return "" if words is None else _(words[0], lang).format(**words[1])


def topic_word(topic: str, lang: str) -> str:
    """The word for ``topic`` in file names in ``lang``.

    >>> topic_word("gcd", "en"), topic_word("gcd", "de")
    ('gcd', 'ggt')
    """
    return FILE_TOPICS_DE[topic] if check_lang(lang) == "de" else topic


def sheet_name(topic: str, *, difficulty: int, count: int, seed: int, students: int | None, lang: str) -> str:
    """The name (without ``.pdf``) of a worksheet or class set: what it holds, in ``lang``.

    >>> sheet_name("gcd", difficulty=2, count=10, seed=3, students=25, lang="en")
    'gcd-difficulty-2-10-questions-25-pupils-seed-3'
    >>> sheet_name("gcd", difficulty=2, count=10, seed=3, students=None, lang="de")
    'ggt-stufe-2-10-aufgaben-startzahl-3'
    """
    word = topic_word(topic, lang)
    if students:
        text = _("{topic}-difficulty-{difficulty}-{count}-questions-{students}-pupils-seed-{seed}", lang)
    else:
        text = _("{topic}-difficulty-{difficulty}-{count}-questions-seed-{seed}", lang)
    return text.format(topic=word, difficulty=difficulty, count=count, students=students, seed=seed)


def key_name(name: str, lang: str) -> str:
    """The name of the answer key of the sheet ``name``.

    >>> key_name("ggt-stufe-2-10-aufgaben-startzahl-3", "de")
    'ggt-stufe-2-10-aufgaben-startzahl-3-loesungen'
    """
    return _("{name}-key", lang).format(name=name)


def deck_name(
    rows: tuple[int, ...] | None, up_to: int | None, *, wishes: bool, bans: bool, jokers: bool, lang: str
) -> str:
    """The name (without ``.pdf``) of a deck: its rows, its numbers, the cards it leaves out.

    >>> deck_name((2, 3, 5), None, wishes=True, bans=True, jokers=True, lang="en")
    'deck-rows-2-3-5'
    >>> deck_name(None, 40, wishes=False, bans=True, jokers=False, lang="de")
    'kartenspiel-alle-reihen-bis-40-ohne-wunschkarten-ohne-joker'
    """
    check_lang(lang)
    name = _("deck-rows-{rows}", lang).format(rows="-".join(map(str, rows))) if rows else _("deck-all-rows", lang)
    if up_to:
        name += _("-up-to-{n}", lang).format(n=up_to)
    for kept, word in ((wishes, N_("-no-wish-cards")), (bans, N_("-no-ban-cards")), (jokers, N_("-no-jokers"))):
        if not kept:
            name += _(word, lang)
    return name


def numbered(path: Path, n: int) -> Path:
    """``path`` itself for 1, else with `` (n)`` before its ending.

    >>> numbered(Path("out/deck.pdf"), 1).name, numbered(Path("out/deck.pdf"), 2).name
    ('deck.pdf', 'deck (2).pdf')
    """
    return path if n == 1 else path.with_name(f"{path.stem} ({n}){path.suffix}")


def _same(path: Path, data: bytes) -> bool:
    try:
        return path.is_file() and path.stat().st_size == len(data) and path.read_bytes() == data
    except OSError:
        return False


def free_paths(files: Mapping[Path, bytes]) -> list[Path] | None:
    """Where ``files`` (path -> content, made together) go without overwriting anything: the
    paths themselves, or all numbered alike (``… (2).pdf``, ``… (3).pdf``) where one of them is
    taken by other content.  A file there with the very same content may stay (it is that file
    already).  ``None`` when even ``(999)`` is taken.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "a.pdf").write_bytes(b"old")
    >>> [p.name for p in free_paths({folder / "a.pdf": b"new", folder / "a-key.pdf": b"key"})]
    ['a (2).pdf', 'a-key (2).pdf']
    >>> [p.name for p in free_paths({folder / "a.pdf": b"old"})]
    ['a.pdf']
    """
    for n in range(1, MAX_NUMBER + 1):
        paths = [numbered(p, n) for p in files]
        if all(not os.path.lexists(p) or _same(p, data) for p, data in zip(paths, files.values(), strict=True)):
            return paths
    return None


class TeacherPanel:
    """The panel's controls (``language``, ``topic``, ``difficulty``, ``count``, ``students``,
    ``names`` (a class list, one name a line), ``seed``, the deck's ``rows``, ``up_to``,
    ``wishes``, ``bans``, ``jokers``), its buttons, ``output`` (what happened, in words), ``links``
    (the files just made) and ``widget``.
    Files go to ``folder``; ``made`` lists the files made so far."""

    def __init__(self, *, lang: str = "en", folder: str | Path = ".") -> None:
        self.lang = check_lang(lang)
        #: Whether a language clicked on the buttons is remembered for the next panel and command
        #: (:func:`teacher_panel` sets it; a panel made directly leaves the settings alone).
        self.remember = False
        if not isinstance(folder, str | os.PathLike) or not str(folder).strip():
            raise ValueError(f"folder must be the name of a folder, like 'my-exercises', not {folder!r:.60}")
        self.folder = Path(folder)
        self.made: list[Path] = []
        self._shown: list[tuple[Path, Words, Words | None]] = []  # the links on show: path, what, note
        w = _w()
        style = {"description_width": "190px"}
        wide = w.Layout(width="470px")
        self.language = w.ToggleButtons(
            options=[(LANGUAGE_NAMES[x], x) for x in LANGS], value=self.lang, style={"button_width": "90px"}
        )
        self._language_label = w.HTML(layout=w.Layout(width="190px", margin="0 8px 0 0"))
        self.topic = w.Dropdown(options=[(t, t) for t in TOPICS], value="gcd", style=style, layout=wide)
        self.difficulty = w.IntSlider(value=2, min=1, max=5, style=style, layout=wide)
        self.count = w.IntSlider(value=10, min=1, max=30, style=style, layout=wide)
        self.students = w.BoundedIntText(value=0, min=0, max=MAX_STUDENTS, style=style, layout=wide)
        self.seed = w.BoundedIntText(value=0, min=0, max=10**9, style=style, layout=wide)
        self.names = w.Textarea(value="", rows=4, style=style, layout=wide)
        self.rows = w.Text(value="2,3,5", style=style, layout=wide)
        self.up_to = w.BoundedIntText(value=0, min=0, max=1000, style=style, layout=wide)
        self.wishes, self.bans, self.jokers = (
            w.Checkbox(value=True, indent=False, layout=w.Layout(width="auto", margin="0 28px 0 0")) for _i in range(3)
        )
        self.worksheet_button = self._button(self.make_worksheet)
        self.assignment_button = self._button(self.make_assignment)
        self.practice_button = self._button(self.make_practice)
        self.deck_button = self._button(self.make_deck)
        self.buttons = (self.worksheet_button, self.assignment_button, self.practice_button, self.deck_button)
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="470px", display="none"))
        self.output = w.HTML(value="")
        self.links = FileLinks(self.lang)
        self.practice_area = w.VBox()
        self._headings = [w.HTML() for _i in range(2)]
        self._hints = [w.HTML(layout=w.Layout(margin="0 0 0 12px")) for _i in range(5)]
        gap = w.Layout(align_items="center")
        self.widget = w.VBox(
            [
                w.HBox([self._language_label, self.language], layout=w.Layout(align_items="center")),
                self._headings[0], self.topic, self.difficulty, self.count,
                w.HBox([self.students, self._hints[0]], layout=gap), w.HBox([self.names, self._hints[4]], layout=gap),
                w.HBox([self.seed, self._hints[1]], layout=gap),
                w.HBox([self.worksheet_button, self.assignment_button, self.practice_button]),
                self._headings[1], w.HBox([self.rows, self._hints[2]], layout=gap),
                w.HBox([self.up_to, self._hints[3]], layout=gap),
                w.HBox([self.wishes, self.bans, self.jokers], layout=w.Layout(margin="4px 0 4px 194px")),
                w.HBox([self.deck_button]), self.progress, self.output, self.links, self.practice_area,
            ]
        )  # fmt: skip
        self.widget.add_class("numnum-teachers")
        self._relabel()
        self.language.observe(lambda change: self.set_lang(change["new"]), names="value")

    def set_lang(self, lang: str) -> None:
        """Speak ``lang`` (``"en"`` or ``"de"``): the panel's words now, the files made from now on."""
        self.lang = check_lang(lang)
        if self.language.value != lang:
            self.language.value = lang
        if self.remember:
            from numnum.teaching.desk.settings import remember_lang

            remember_lang(lang)
        self.links.set_lang(lang)
        self._relabel()
        if self._shown:  # the links on show, in the new language
            self._show(self._shown)

    def _relabel(self) -> None:
        lang = self.lang
        heading = '<h3 style="margin:12px 0 4px">{}</h3>'
        hint = '<span style="color:#555; font-size:14px">{}</span>'
        self._language_label.value = (
            f'<div style="text-align:right; font-size:14px">{escape(_("Language", lang))}</div>'
        )
        topic = self.topic.value
        self.topic.options = [(topic_title(t, lang), t) for t in TOPICS]
        self.topic.value = topic
        words: list[tuple[Any, str]] = [
            (self.topic, N_("Topic")), (self.difficulty, N_("Difficulty (1 to 5)")),
            (self.count, N_("Questions per sheet")), (self.students, N_("Class set: pupils")), (self.seed, N_("Seed")),
            (self.names, N_("Class list")),
            (self.rows, N_("Times-table rows")),
            (self.up_to, N_("Numbers up to")), (self.wishes, N_("Wish cards")), (self.bans, N_("Ban cards")),
            (self.jokers, N_("Jokers (the 1)")), (self.worksheet_button, N_("Worksheet and key (PDF)")),
            (self.assignment_button, N_("Graded notebook (nbgrader)")), (self.practice_button, N_("Practice set")),
            (self.deck_button, N_("Deck to print (PDF)")),
        ]  # fmt: skip
        for control, text in words:
            control.description = _(text, lang)
        self.rows.placeholder = "2,3,5"
        self.names.placeholder = "Anna\nBen\nCem"
        for box, text in zip(self._headings, (N_("Worksheets and exercises"), N_("A deck of your own")), strict=True):
            box.value = heading.format(escape(_(text, lang)))
        hints = (
            N_("0: one sheet for the whole class"),
            N_("the same seed gives the same sheet"),
            N_("empty: all rows"),
            N_("0: all numbers"),
            N_("one name a line: a sheet for each, the name on it (or leave it empty)"),
        )
        for box, text in zip(self._hints, hints, strict=True):
            box.value = hint.format(escape(_(text, lang)))

    def _button(self, action: Callable[[], None]) -> Any:
        w = _w()
        button = w.Button(
            layout=w.Layout(width="auto", height="44px", margin="4px"),
            style={"font_size": "16px", "font_weight": "bold"},
        )  # fmt: skip
        button.on_click(lambda _b: self._run(action))
        return button

    def _say(self, text: str, kind: str) -> None:
        colour = {"error": "#b00020", "working": "#333"}[kind]
        mark = {"error": "✗ ", "working": ""}[kind]
        self.output.value = (
            f'<div class="numnum-{kind}" style="font-size:16px; color:{colour}">{mark}{escape(text)}</div>'
        )

    def _run(self, action: Callable[[], None]) -> None:
        """Run a button's action: the buttons rest meanwhile, and any problem is said in words."""
        for button in self.buttons:
            button.disabled = True
        self.links.clear()
        self._shown = []
        self._say(_("Working…", self.lang), "working")
        try:
            action()
        except ValueError as e:  # the panel's own problems, and bad settings, in words
            self._say(str(e), "error")
        except Exception as e:  # anything else: still in words, never a traceback in a log
            self._say(_("Something went wrong: {why}", self.lang).format(why=f"{type(e).__name__}: {e}"), "error")
        finally:
            for button in self.buttons:
                button.disabled = False
            self.progress.layout.display = "none"

    def _tick(self, done: int, total: int) -> None:
        self.progress.layout.display = ""
        self.progress.max = max(total, 1)
        self.progress.value = done

    def _folder(self) -> Path:
        """The folder for the files, made if need be; a ``ValueError`` in words if it cannot be."""
        folder = self.folder
        if folder.exists() and not folder.is_dir():
            raise ValueError(
                _("{folder} is a file, not a folder: choose another folder.", self.lang).format(folder=folder)
            )
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            why = _("The folder {folder} cannot be made ({why}).", self.lang)
            raise ValueError(why.format(folder=folder, why=e.strerror or e)) from None
        if not os.access(folder, os.W_OK | os.X_OK):
            raise ValueError(
                _("There is no permission to write in the folder {folder}.", self.lang).format(folder=folder)
            )
        return folder

    def _save(self, files: dict[Path, tuple[bytes, Words]]) -> None:
        """Write ``files`` (path -> (content, what it is)) together without overwriting anything,
        and show their links with what happened to their names."""
        contents = {p: data for p, (data, _what) in files.items()}
        paths = free_paths(contents)
        if paths is None:
            first = next(iter(files))
            text = _("There are too many files named {name} in {folder}: move some away first.", self.lang)
            raise ValueError(text.format(name=first.name, folder=first.parent))
        new = {p: data for p, data in zip(paths, contents.values(), strict=True) if not os.path.lexists(p)}
        try:
            write_together(new)
        except ValueError as e:
            raise ValueError(_("Nothing was saved: {why}", self.lang).format(why=e)) from None
        entries: list[tuple[Path, Words, Words | None]] = []
        for wanted, path, (_data, what) in zip(files, paths, files.values(), strict=True):
            note: Words | None = None
            if path not in new:
                note = (N_("It was there already with the same content; nothing was written."), {})
            elif path != wanted:
                text = N_("{name} is there already with other content and stays; this one is {new}.")
                note = (text, {"name": wanted.name, "new": path.name})
            entries.append((path, what, note))
        self.made += paths
        self._show(entries)

    def _show(self, entries: list[tuple[Path, Words, Words | None]]) -> None:
        """Show the links to ``entries`` (path, what it is, what happened to its name)."""
        self._shown = entries
        self.output.value = ""
        heading = _("Saved in the folder {folder}; click a name to download it:", self.lang)
        shown = [(path, _in(what, self.lang), _in(note, self.lang)) for path, what, note in entries]
        self.links.show(heading.format(folder=self.folder), shown)

    def class_list(self) -> tuple[str, ...] | None:
        """The names typed in the class list box, one a line (empty lines and lines that start
        with ``#`` left out), checked as :func:`~numnum.teaching.exercises.check_names` does;
        ``None`` when it is empty.  A ``ValueError`` in the panel's language says what is wrong.
        """
        text = self.names.value
        if not isinstance(text, str) or len(text.encode("utf-8", "replace")) > MAX_NAMES_BYTES:
            raise ValueError(
                _("The class list is too long: a class list has at most {most} bytes.", self.lang).format(
                    most=MAX_NAMES_BYTES
                )
            )
        lines = class_list_lines(text)
        return check_names(lines, self.lang) if lines else None

    def _class(self) -> tuple[int | None, tuple[str, ...] | None]:
        """The pupils of a class set: how many, and their names where the class list gives them."""
        names = self.class_list()
        students = class_size(names, self.students.value or None, self.lang)
        return (int(students) if students else None), names

    def make_worksheet(self) -> None:
        """Make the worksheet (or class set) and its key and save them side by side."""
        require("print", self.lang)
        from numnum.teaching.printing import editable, worksheet
        from numnum.teaching.printing.worksheets import sheets

        folder = self._folder()
        students, names = self._class()
        name = sheet_name(
            self.topic.value, difficulty=self.difficulty.value, count=self.count.value, seed=self.seed.value,
            students=students, lang=self.lang,
        )  # fmt: skip
        sheet, key = worksheet(
            self.topic.value, difficulty=self.difficulty.value, count=self.count.value, seed=self.seed.value,
            students=students, lang=self.lang, progress=self._tick, names=names,
        )  # fmt: skip
        what: Words = (N_("{n} sheets, one per pupil"), {"n": students}) if students else (N_("the worksheet"), {})
        files = {
            folder / f"{name}.pdf": (sheet, what),
            folder / f"{key_name(name, self.lang)}.pdf": (key, (N_("the answer key"), {})),
        }
        if editable.available():  # an editable Word copy beside each PDF (python-docx, the print extra)
            items = sheets(
                self.topic.value, difficulty=self.difficulty.value, count=self.count.value, seed=self.seed.value,
                students=students, lang=self.lang, names=names,
            )  # fmt: skip
            files[folder / f"{name}.docx"] = (
                editable.sheets_docx(items, lang=self.lang),
                (N_("the worksheet to change (Word)"), {}),
            )
            files[folder / f"{key_name(name, self.lang)}.docx"] = (
                editable.key_docx(items, lang=self.lang),
                (N_("the answer key to change (Word)"), {}),
            )
        self._save(files)

    def _assignment_name(self, course: Path) -> str:
        """A name for a new assignment: none of the course's folders holds one of that name."""
        base = sheet_name(
            self.topic.value, difficulty=self.difficulty.value, count=self.count.value, seed=self.seed.value,
            students=None, lang=self.lang,
        )  # fmt: skip
        steps = ("source", "release", "submitted", "autograded", "feedback")
        for n in range(1, MAX_NUMBER + 1):
            name = base if n == 1 else f"{base}-{n}"
            if not any(os.path.lexists(course / step / name) for step in steps):
                return name
        raise ValueError(
            _("There are too many assignments named {name}: move some away first.", self.lang).format(name=base)
        )

    def make_assignment(self) -> None:
        """Write a new nbgrader assignment into the course folder ``course/`` and generate it
        (a new name when one of that name is there: an assignment is never overwritten)."""
        require("teachers", self.lang)
        from numnum.teaching.exercises.assignment import generate, write_assignment

        course = self._folder() / "course"
        if course.exists() and not course.is_dir():
            raise ValueError(
                _("{folder} is a file, not a folder: choose another folder.", self.lang).format(folder=course)
            )
        students, names = self._class()
        name = self._assignment_name(course)
        self._tick(0, 2)
        try:
            source = write_assignment(
                course, self.topic.value, name=name, difficulty=self.difficulty.value, count=self.count.value,
                seed=self.seed.value, lang=self.lang, students=students, names=names,
            )  # fmt: skip
        except ValueError as e:
            raise ValueError(_("The graded notebook could not be written: {why}", self.lang).format(why=e)) from None
        self._tick(1, 2)
        try:
            release = generate(course, name)
        except ValueError as e:
            raise ValueError(_("nbgrader could not make the pupils' version: {why}", self.lang).format(why=e)) from None
        self._tick(2, 2)
        self.made += [source, release]
        self._show(
            [
                (
                    source,
                    (N_("the teacher's version, with the answers"), {}),
                    (N_("The assignment is called {name}."), {"name": name}),
                ),
                (release, (N_("the pupils' version"), {}), None),
            ]
        )

    def _rows(self) -> tuple[int, ...] | None:
        """The rows typed in the box; ``ValueError`` in words for anything else."""
        text = self.rows.value.strip()
        if not text:
            return None
        parts = [x for x in text.replace(" ", ",").split(",") if x]
        if not parts or not all(x.isascii() and x.isdigit() for x in parts):
            raise ValueError(_("Times-table rows: write whole numbers with commas, like 2,3,5.", self.lang))
        rows = tuple(sorted({int(x) for x in parts}))
        if not all(2 <= r <= 100 for r in rows):
            raise ValueError(_("Times-table rows: each row is a number from 2 to 100.", self.lang))
        return rows

    def make_deck(self) -> None:
        """Build the deck from the deck's controls, check it and save it as a PDF."""
        require("print", self.lang)
        from numnum.teaching.decks.teachers import build_deck
        from numnum.teaching.printing.decks import deck_pdf

        rows = self._rows()
        folder = self._folder()
        up_to = self.up_to.value
        if up_to == 1:
            raise ValueError(_("Numbers up to: 0 (all numbers) or a number from 2 to 1000.", self.lang))
        flags = {"wishes": self.wishes.value, "bans": self.bans.value, "jokers": self.jokers.value}
        deck = build_deck(rows=rows, up_to=up_to or None, lang=self.lang, **flags)
        name = deck_name(rows, up_to or None, lang=self.lang, **flags)
        data = deck_pdf(deck, lang=self.lang, progress=self._tick)
        self._save({folder / f"{name}.pdf": (data, (N_("a deck of {n} cards"), {"n": len(deck)}))})

    def make_practice(self) -> None:
        """Show a practice set with the chosen settings."""
        from numnum.teaching.exercises.practice import practice_set

        ps = practice_set(
            self.topic.value, difficulty=self.difficulty.value, count=self.count.value, seed=self.seed.value,
            lang=self.lang,
        )  # fmt: skip
        self.practice_area.children = [ps.widget]
        self.output.value = ""

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def teacher_panel(lang: str | None = None, folder: str | Path = ".") -> TeacherPanel:
    """The panel (shows itself in a notebook) in ``lang``; files go to ``folder``.

    Without ``lang`` it speaks the teacher's language as the commands do
    (:func:`numnum.teaching.desk.settings.chosen_lang`): the one last given to ``python -m numnum
    ... --lang`` or clicked on a panel's *Language* buttons, else the system's (``LANG``).  The
    buttons remember the language clicked for the next panel and command."""
    from numnum.teaching.desk.settings import chosen_lang

    panel = TeacherPanel(lang=chosen_lang(lang), folder=folder)
    panel.remember = True
    return panel
