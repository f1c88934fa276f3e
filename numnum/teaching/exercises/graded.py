"""What a graded notebook runs in its kernel: who the pupil is, their questions, the typed
answers, the points and the feedback.

A graded notebook (made by :mod:`numnum.teaching.exercises.assignment`) starts with a locked cell that
calls :func:`start`.  From then on every cell the pupil types into (the name box and the answer
boxes) is *text*, never Python: an IPython input transformer hands what was typed to
:func:`typed` as a string, so ``4``, ``'4'``, ``2 3 5`` or ``vier`` can never raise a
``SyntaxError`` or change a variable.  The locked cells call :func:`question` (shows question
``i`` of the pupil's own sheet) and :func:`check` (the grade cell of question ``i``).

Which question a box answers: JupyterLab and Notebook 7 send the cell's id with every run
(``name``, ``answer-3``: ids fixed by the assignment); where no id comes (``nbgrader
autograde`` runs the cells top to bottom), the box answers the question shown last.

:func:`check` gives nothing away while the pupil works (it only says whether an answer is
saved); under ``nbgrader autograde`` (``NBGRADER_EXECUTION=autograde``) it prints the feedback
(the answer as read, right/missing/wrong parts, the right answer and why) and returns the
points as the cell's result, which nbgrader reads as partial credit.

The reading of answers is forgiving, and lives in :func:`read_answer` and :func:`score`:

>>> from numnum.teaching.exercises import Question
>>> q = Question("gcd", "gcd(12, 18) = ?", "6", "", kind="number", value=6)
>>> [score(q, t, 1).points for t in ["6", " 6 ", "6.0", "6,", "'6'", '"6"', "= 6", "7", "six", ""]]
[1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0]
>>> d = Question("divisors", "Divisors of 12?", "1, 2, 3, 4, 6, 12", "", kind="numbers", value=(1, 2, 3, 4, 6, 12))
>>> [score(d, t, 2).points for t in ["1 2 3 4 6 12", "[1; 2; 3; 4; 6; 12]", "1, 2, 3, 4", "1, 2, 3, 4, 5", "5 7"]]
[2.0, 2.0, 1.5, 1.0, 0.0]
"""

from __future__ import annotations

import dataclasses
import hashlib
import html
import importlib
import math
import os
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from typing import Any

from numnum.i18n import translate as _
from numnum.teaching.exercises import Question, class_set, questions

__all__ = [
    "MARK",
    "Reading",
    "Score",
    "card_numbers",
    "check",
    "feedback",
    "in_point_order",
    "name_keys",
    "notebook_sheets",
    "points_for",
    "question",
    "question_html",
    "read_answer",
    "score",
    "sheet_sum",
    "start",
    "typed",
]

#: The first line of every cell of a graded notebook that runs as Python (the locked cells).
MARK = "# numnum:"
#: The most characters of an answer that are read.
MAX_ANSWER = 200

_QUOTES = "'\"`‚‘’„“”«»‹›"
_EDGES = _QUOTES + "[](){}<>.,;:!?= \t\n"
_NUMBER = re.compile(r"-?[0-9]{1,12}(?:[.,]0+)?")
_SPLIT = re.compile(r"(?:[\s,;/|×·*]|(?<=\d)[xX](?=\d)|\b[xX]\b|\bund\b|\band\b)+", re.IGNORECASE)


def points_for(q: Question) -> int:
    """The points a question is worth: 2 when its answer has several numbers, else 1.

    >>> points_for(Question("gcd", "?", "6", "", kind="number", value=6))
    1
    """
    return 2 if q.kind in ("numbers", "factors") else 1


def in_point_order(sheet: Sequence[Question]) -> list[Question]:
    """A pupil's sheet as a graded notebook of a class asks it: the same questions, the normal
    ones before the harder ones (as on the sheet), and among each the ones worth 1 point before
    the ones worth 2, else in the sheet's order.  Every sheet of a class set has the same mix of
    kinds of answers and levels (:func:`numnum.teaching.exercises.sheet_mix`), so question ``i`` is then
    worth the same points on every pupil's sheet (nbgrader gives a grade cell one number of
    points for the whole class).

    >>> sheet = [Question("t", "a?", "1, 2", "", kind="numbers", value=(1, 2)),
    ...          Question("t", "b?", "3", "", kind="number", value=3),
    ...          Question("t", "c?", "4", "", kind="number", value=4, level=2)]
    >>> [q.prompt for q in in_point_order(sheet)]
    ['b?', 'a?', 'c?']
    """
    return sorted(sheet, key=lambda q: (q.level, points_for(q)))


def notebook_sheets(
    topic: str, *, students: int, difficulty: int, count: int, seed: int, lang: str
) -> list[list[Question]]:
    """The sheets a graded notebook asks: with ``students`` = 0 one sheet for everyone (the
    worksheet of ``seed``, as printed); else pupil ``k`` gets the questions of sheet ``k`` of
    :func:`numnum.teaching.exercises.class_set` (Nr. ``k`` of the printed class set) in
    :func:`in_point_order`.

    >>> sheets = notebook_sheets("divisors", students=3, difficulty=3, count=8, seed=1, lang="en")
    >>> len({tuple(points_for(q) for q in sheet) for sheet in sheets})  # question i: the same points for all
    1
    >>> sorted(q.prompt for q in sheets[1]) == sorted(q.prompt for q in class_set(
    ...     "divisors", students=3, difficulty=3, count=8, seed=1)[1])
    True
    """
    if students == 0:
        return [questions(topic, difficulty=difficulty, count=count, seed=seed, lang=lang)]
    sheets = class_set(topic, students=students, difficulty=difficulty, count=count, seed=seed, lang=lang)
    return [in_point_order(sheet) for sheet in sheets]


@dataclasses.dataclass(frozen=True)
class Reading:
    """What was read from a typed answer: ``numbers`` (for number questions one, for list
    questions all), ``choice`` (the option chosen) and ``unreadable`` (the parts that are
    neither); ``empty`` when nothing was typed."""

    numbers: tuple[int, ...] = ()
    choice: str | None = None
    unreadable: tuple[str, ...] = ()
    empty: bool = False

    def text(self, lang: str = "en") -> str:
        """The answer as read, for the pupil to see.

        >>> Reading(numbers=(2, 3, 5)).text(), Reading(choice="It fits").text()
        ('2, 3, 5', 'It fits')
        """
        parts = [self.choice] if self.choice is not None else [str(n) for n in self.numbers]
        return ", ".join([*parts, *(f"“{u}”" for u in self.unreadable)])


def _clean(text: str) -> str:
    return unicodedata.normalize("NFKC", text).strip(_EDGES)


def _whole(token: str) -> int | None:
    token = _clean(token)
    if _NUMBER.fullmatch(token) is None:
        return None
    return int(re.split(r"[.,]", token)[0])


def _fold(text: str) -> str:
    return " ".join(_clean(text).casefold().split())


def read_answer(q: Question, text: str) -> Reading:
    """Read ``text`` as an answer to ``q``, forgiving quotes, spaces, brackets and separators.

    Number questions take one whole number (``4``, ``4.0``, ``'4'``, ``4,``, ``= 4``); list
    questions whole numbers separated by spaces, commas, semicolons, ``×``, ``·``, ``x`` or
    "and" (``40 = 2 × 2 × 2 × 5``: the side of ``=`` with more numbers counts); choices the
    option's number or its words (its ending is enough: "does not fit"); a choice between cards
    (:func:`card_numbers`) the card or only its number, never the option's place.

    >>> fit = Question("fit", "?", "It fits", "", kind="choice", value="It fits",
    ...                options=("It fits", "It fits double", "It does not fit"))
    >>> [read_answer(fit, t).choice for t in ["1", " 'It fits' ", "does not fit", "double", "4", "fits?"]]
    ['It fits', 'It fits', 'It does not fit', 'It fits double', None, 'It fits']
    >>> best = Question("flexible", "?", "circle 3", "", kind="choice", value="circle 3",
    ...                 options=("square 2", "heart 6", "circle 3"))
    >>> [read_answer(best, t).choice for t in ["3", "Circle 3", "6", "1", "heart"]]
    ['circle 3', 'circle 3', 'heart 6', None, None]
    >>> f = Question("factors", "40?", "40 = 2 × 2 × 2 × 5", "", kind="factors", value=(2, 2, 2, 5))
    >>> read_answer(f, "40 = 2 x 2 x 2 x 5").numbers, read_answer(f, "2*2*2*5").numbers
    ((2, 2, 2, 5), (2, 2, 2, 5))
    >>> read_answer(f, "2, zwei, 5")
    Reading(numbers=(2, 5), choice=None, unreadable=('zwei',), empty=False)
    >>> read_answer(f, " x ").unreadable
    ('x',)
    """
    text = text[: MAX_ANSWER + 1]
    if not _clean(text):
        return Reading(empty=True)
    if len(text) > MAX_ANSWER:
        return Reading(unreadable=(text[:20] + "…",))
    if q.kind == "choice":
        return _read_choice(q, text)
    sides = [s for s in text.split("=") if _clean(s)] or [text]
    if q.kind == "number":
        n = _whole(sides[-1])
        return Reading(numbers=(n,)) if n is not None else Reading(unreadable=(_clean(text),))
    best = max(reversed(sides), key=lambda s: len([t for t in _SPLIT.split(s) if _clean(t)]))
    numbers: list[int] = []
    unreadable: list[str] = []
    for token in _SPLIT.split(best):
        if not _clean(token):
            continue
        n = _whole(token)
        if n is None:
            unreadable.append(_clean(token))
        else:
            numbers.append(n)
    if not numbers and not unreadable:  # only separators, like "x" or "und"
        unreadable.append(_clean(text))
    return Reading(numbers=tuple(numbers), unreadable=tuple(unreadable))


def card_numbers(q: Question) -> tuple[int, ...] | None:
    """For a choice between cards ("circle 15", "heart 10"): each option's number, when they all
    end in a different number (a pupil then answers with the card, or only its number); else
    ``None``.

    >>> card_numbers(Question("flexible", "?", "circle 3", "", "choice", "circle 3", ("square 2", "circle 3")))
    (2, 3)
    >>> card_numbers(Question("rows", "?", "yes", "", "choice", "yes", ("yes", "no"))) is None
    True
    """
    if q.kind != "choice":
        return None
    ends = [o.rsplit(" ", 1) for o in q.options]
    if not all(len(e) == 2 and e[1].isdigit() for e in ends) or len({e[1] for e in ends}) < len(ends):
        return None
    return tuple(int(e[1]) for e in ends)


def _read_choice(q: Question, text: str) -> Reading:
    said = _fold(text)
    options = [_fold(o) for o in q.options]
    if said in options:
        return Reading(choice=q.options[options.index(said)])
    n = _whole(text)
    cards = card_numbers(q)
    if n is not None and cards is not None:  # a card's number, never the option's place
        return Reading(choice=q.options[cards.index(n)]) if n in cards else Reading(unreadable=(_clean(text),))
    if n is not None and 1 <= n <= len(q.options):
        return Reading(choice=q.options[n - 1])
    endings = [o for o, folded in zip(q.options, options, strict=True) if folded.endswith(" " + said)]
    if len(endings) == 1:
        return Reading(choice=endings[0])
    return Reading(unreadable=(_clean(text),))


@dataclasses.dataclass(frozen=True)
class Score:
    """The points of one answer (``points`` of ``of``) and its parts: for list questions the
    ``right``, ``missing`` and ``wrong`` numbers (a number typed too often is wrong once more)."""

    points: float
    of: float
    reading: Reading
    right: tuple[int, ...] = ()
    missing: tuple[int, ...] = ()
    wrong: tuple[int, ...] = ()


def _halves(x: float, of: float, exact: bool) -> float:
    """``x`` to the nearest half point (a tie goes down); all points only for an exact answer."""
    points = math.ceil(x * 2 - 0.5) / 2
    return float(of) if exact else min(points, of - 0.5)


def score(q: Question, text: str, of: float) -> Score:
    """The points ``text`` earns as an answer to ``q`` worth ``of`` points.

    A number or a choice is right or wrong.  For several numbers each right one earns its share
    and each wrong one (or unreadable part) takes a share away, never below 0, to the nearest
    half point; all points only when the answer is exactly right.

    >>> p = Question("primes", "?", "2, 3, 5, 7", "", kind="numbers", value=(2, 3, 5, 7))
    >>> s = score(p, "2 3 4 7", 2)
    >>> s.points, s.right, s.missing, s.wrong
    (1.0, (2, 3, 7), (5,), (4,))
    >>> score(p, "2 2 3 5 7", 2).points, score(p, "9", 2).points
    (1.5, 0.0)
    """
    reading = read_answer(q, text)
    if q.kind == "choice":
        return Score(float(of) if reading.choice == q.value else 0.0, float(of), reading)
    if q.kind == "number":
        return Score(float(of) if reading.numbers == (q.value,) else 0.0, float(of), reading)
    expected = Counter(q.value if isinstance(q.value, tuple) else ())
    got = Counter(reading.numbers)
    right = expected & got
    missing = expected - got
    wrong = got - expected
    bad = sum(wrong.values()) + len(reading.unreadable)
    share = max(0, sum(right.values()) - bad) / max(1, sum(expected.values()))
    exact = not missing and not bad
    return Score(
        _halves(share * of, of, exact) if share or exact else 0.0,
        float(of),
        reading,
        tuple(sorted(right.elements())),
        tuple(sorted(missing.elements())),
        tuple(sorted(wrong.elements())),
    )


def _normal_name(text: str) -> str:
    return " ".join(_clean(text).casefold().split())


def name_keys(names: Sequence[str], seed: int) -> tuple[tuple[str, ...], ...]:
    """For each pupil the keys of the spellings that find them: the whole name and, where no one
    else in the class has it, the first name.  Only these keys go into the notebook (so the
    class list is not handed to every pupil); they are salted with the assignment's seed.  They
    hide the list from a glance, not from someone who tries common first names one by one.

    >>> keys = name_keys(["Anna Berg", "Ben Ott", "Ben Kim"], 5)
    >>> [len(k) for k in keys]
    [2, 1, 1]
    """
    firsts = Counter(_normal_name(n).split(" ")[0] for n in names)
    out = []
    for n in names:
        spellings = [_normal_name(n)]
        first = spellings[0].split(" ")[0]
        if firsts[first] == 1 and first != spellings[0]:
            spellings.append(first)
        out.append(tuple(_key(s, seed) for s in spellings))
    return tuple(out)


def _key(spelling: str, seed: int) -> str:
    return hashlib.sha256(f"numnum-pupil:{seed}:{spelling}".encode()).hexdigest()[:16]


def sheet_sum(qs: Sequence[Question]) -> str:
    """A short fingerprint of a sheet's questions and answers: grading checks that it makes the
    same questions again (a changed numnum could make others).

    >>> len(sheet_sum(questions("gcd", count=2)))
    12
    """
    text = "\n".join(f"{q.prompt}={q.answer}" for q in qs)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


@dataclasses.dataclass
class _Sheet:
    """The settings of the assignment and what this kernel has been told so far."""

    topic: str
    difficulty: int
    count: int
    seed: int
    lang: str
    students: int
    names: tuple[tuple[str, ...], ...]
    points: tuple[int, ...]
    sums: tuple[str, ...]
    pupil: int | None = None
    current: int | str | None = "name"
    answers: dict[int, str] = dataclasses.field(default_factory=dict)
    sheets: list[list[Question]] | None = None

    def find(self, text: str) -> int | None:
        """The pupil number meant by a typed name or number."""
        spelling = _normal_name(re.sub(r"^(?:nr|no|nummer|number)\b\.?", "", _clean(text), flags=re.IGNORECASE))
        if re.fullmatch(r"[0-9]{1,3}", spelling) and 1 <= int(spelling) <= self.students:
            return int(spelling)
        key = _key(spelling, self.seed)
        found = [k for k, keys in enumerate(self.names, start=1) if key in keys]
        return found[0] if len(found) == 1 else None

    def sheet(self) -> list[Question] | None:
        """The questions of the pupil (of everyone when the class has no list)."""
        if self.students and self.pupil is None:
            return None
        if self.sheets is None:
            self.sheets = notebook_sheets(
                self.topic, students=self.students, difficulty=self.difficulty, count=self.count, seed=self.seed,
                lang=self.lang,
            )  # fmt: skip
        return self.sheets[(self.pupil or 1) - 1]


_SHEET: _Sheet | None = None


def _shell() -> Any:
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - the notebooks always have IPython
        return None
    return get_ipython()


def _request() -> tuple[str | None, bool]:
    """The cell id the frontend sent with this run (JupyterLab, Notebook 7) and whether the
    run is a silent one (a frontend's own code, never a pupil's box)."""
    try:
        parent = _shell().kernel.get_parent("shell")
        cell_id = (parent.get("metadata") or {}).get("cellId")
        silent = bool((parent.get("content") or {}).get("silent"))
    except Exception:  # no ipykernel (a plain shell, Pyodide's kernel): no ids
        return None, False
    return (cell_id if isinstance(cell_id, str) else None), silent


def _box(cell_id: str) -> bool:
    return cell_id == "name" or re.fullmatch(r"answer-[0-9]{1,2}", cell_id) is not None


def _transform(lines: list[str]) -> list[str]:
    """The IPython input transformer: a box's text becomes a call of :func:`typed`."""
    text = "".join(lines)
    if _SHEET is None or text.lstrip().startswith(MARK):
        return lines
    cell_id, silent = _request()
    if silent or (cell_id is not None and not _box(cell_id)):
        return lines  # a cell the pupil added, or a frontend's own code: Python as usual
    call = f"__import__('numnum.teaching.exercises.graded', fromlist=['typed']).typed({text[:1000]!r}, {cell_id!r})\n"
    return [call]


def start(
    topic: str,
    *,
    difficulty: int,
    count: int,
    seed: int,
    lang: str,
    students: int = 0,
    names: Sequence[Sequence[str]] = (),
    points: Sequence[int] = (),
    sums: Sequence[str] = (),
) -> None:
    """Begin a graded notebook in this kernel: remember the assignment and read the boxes as text.

    ``students`` pupils (0: one sheet for everyone) find themselves by number or by a name whose
    keys (:func:`name_keys`) are in ``names``; ``points`` are the points of each question and
    ``sums`` the fingerprints (:func:`sheet_sum`) of every pupil's sheet.
    """
    global _SHEET
    _SHEET = _Sheet(
        topic, difficulty, count, seed, lang, students, tuple(tuple(k) for k in names), tuple(points), tuple(sums)
    )
    if students == 0:
        _SHEET.pupil = 1
    # every pupil's sheet at once (a class set is dealt as a whole): bad settings fail here
    _SHEET.sheets = notebook_sheets(topic, students=students, difficulty=difficulty, count=count, seed=seed, lang=lang)
    shell = _shell()
    if shell is not None and _transform not in shell.input_transformers_cleanup:
        shell.input_transformers_cleanup.append(_transform)


def _sheet() -> _Sheet:
    if _SHEET is None:
        raise RuntimeError("run the first cell of the notebook first (Run ▸ Run All Cells)")
    return _SHEET


def typed(text: str, cell_id: str | None = None) -> None:
    """What the pupil typed into the box ``cell_id`` (or, with no id, the box after the question
    shown last): the name, or the answer to a question.  Prints how it was read."""
    sheet = _sheet()
    slot: int | str | None = sheet.current
    if cell_id is not None:
        slot = "name" if cell_id == "name" else int(cell_id.split("-")[1]) if _box(cell_id) else None
    if slot == "name":
        _name(sheet, text)
    elif isinstance(slot, int):
        if sheet.students and sheet.pupil is None:
            print(_("Write your name at the top first, then click Run ▸ Run All Cells.", sheet.lang))
            return
        qs = sheet.sheet()
        if qs is not None and 1 <= slot <= len(qs):
            sheet.answers[slot] = text
            reading = read_answer(qs[slot - 1], text)
            print(_how_read(qs[slot - 1], reading, sheet.lang))


def _name(sheet: _Sheet, text: str) -> None:
    if sheet.students == 0 or not _clean(text):
        return
    found = sheet.find(text)
    if found is None:
        if sheet.names:
            message = _("I do not know “{name}”. Write your name as on the class list, or your number (1 to {n}).",
                        sheet.lang)  # fmt: skip
        else:
            message = _("I do not know “{name}”. Write your number (1 to {n}).", sheet.lang)
        print(message.format(name=_clean(text)[:40], n=sheet.students))
        return
    sheet.pupil = found
    print(_("Hello! You are number {number}. Your questions are below.", sheet.lang).format(number=found))


def _yes_no(q: Question, lang: str) -> bool:
    """Whether ``q`` is answered yes or no (its options are the words of ``lang``)."""
    return q.kind == "choice" and q.options == (_("yes", lang), _("no", lang))


def _how_read(q: Question, reading: Reading, lang: str) -> str:
    if reading.empty:
        return ""
    if reading.unreadable:
        if _yes_no(q, lang):
            hint = _("Write yes or no.", lang)
        elif card_numbers(q) is not None:
            hint = _("Write the card, or only its number: {cards}", lang).format(cards=", ".join(q.options))
        elif q.kind == "choice":
            hint = _("Write the number of your choice (1 to {n}).", lang).format(n=len(q.options))
        elif q.kind == "number":
            hint = _("Write the number with digits, like 12.", lang)
        else:
            hint = _("Write the numbers with digits and commas, like 2, 3, 5.", lang)
        return _("I cannot read “{text}”.", lang).format(text=", ".join(reading.unreadable)) + " " + hint
    return _("Your answer: {answer}", lang).format(answer=reading.text(lang))


def _how(q: Question, lang: str) -> str:
    if _yes_no(q, lang):
        return html.escape(_("Write yes or no.", lang))
    if card_numbers(q) is not None:
        return html.escape(_("Write the card, or only its number: {cards}", lang).format(cards=", ".join(q.options)))
    if q.kind == "choice":
        options = "<br>".join(f"<b>{i}</b> = {html.escape(o)}" for i, o in enumerate(q.options, start=1))
        return html.escape(_("Write the number of your choice:", lang)) + "<br>" + options
    if q.kind == "numbers":
        return html.escape(_("Write all the numbers, with commas: 2, 3, 5", lang))
    if q.kind == "factors":
        return html.escape(_("Write the prime factors, with commas or ×: 2 × 2 × 3", lang))
    return html.escape(_("Write the number.", lang))


def question_html(q: Question, i: int, lang: str) -> str:
    """Question ``i`` as HTML: the question, its picture and how to answer it.

    >>> print(question_html(Question("gcd", "gcd(6, 20) = ?", "2", "", kind="number", value=2), 1, "en"))
    <h3>1. gcd(6, 20) = ?</h3>
    <p>Write the number.</p>
    >>> q = Question("divisors", "Ist 4 ein Teiler von 12?", "ja", "", "choice", "ja", ("ja", "nein"))
    >>> print(question_html(q, 3, "de"))
    <h3>3. Ist 4 ein Teiler von 12?</h3>
    <p>Schreib ja oder nein.</p>
    """
    parts = [f"<h3>{i}. {html.escape(q.prompt)}</h3>"]
    if q.picture:
        import base64

        data = base64.b64encode(q.picture.encode()).decode()
        parts.append(f'<img src="data:image/svg+xml;base64,{data}" style="max-height:180px">')
    parts.append(f"<p>{_how(q, lang)}</p>")
    return "\n".join(parts)


def _display_html(text: str) -> None:
    """Show HTML under the cell (in a kernel); print it elsewhere."""
    if _shell() is None:
        print(text)
        return
    shown: Any = importlib.import_module("IPython.display")
    shown.display(shown.HTML(text))


def question(i: int) -> None:
    """Show question ``i`` of the pupil's sheet (its answer box comes next)."""
    sheet = _sheet()
    sheet.current = i
    qs = sheet.sheet()
    if qs is None:
        text = _("Question {number}: write your name at the top first, then click Run ▸ Run All Cells.", sheet.lang)
        _display_html(f"<h3>{html.escape(text.format(number=i))}</h3>")
        return
    _display_html(question_html(qs[i - 1], i, sheet.lang))


def _number(x: float, lang: str) -> str:
    text = f"{x:g}"
    return text.replace(".", ",") if lang == "de" else text


def _numbers(xs: Sequence[int]) -> str:
    return ", ".join(map(str, xs))


def feedback(q: Question, text: str | None, of: float, lang: str = "en") -> tuple[float, str]:
    """The points of answer ``text`` (``None``: no answer) to ``q`` and the feedback in words.

    >>> q = Question("gcd", "gcd(12, 18) = ?", "6", "Both have 2 × 3.", kind="number", value=6)
    >>> points, words = feedback(q, " '6' ", 1)
    >>> print(points); print(words)
    1.0
    Your answer: 6
    Right!
    Points: 1 of 1
    >>> q = Question("gcd", "ggT(12, 18) = ?", "6", "Beide haben 2 · 3.", kind="number", value=6)
    >>> print(feedback(q, None, 1, "de")[1])
    Keine Antwort.
    Die richtige Antwort: 6
    Beide haben 2 · 3.
    Punkte: 0 von 1
    """
    lines: list[str] = []
    s = score(q, text or "", of)
    if text is None or s.reading.empty:
        lines.append(_("No answer.", lang))
    else:
        lines.append(_how_read(q, s.reading, lang))
        if s.points == of:
            lines.append(_("Right!", lang))
        elif s.points > 0:
            lines.append(_("Partly right.", lang))
        else:
            lines.append(_("Not right.", lang))
        if q.kind in ("numbers", "factors") and s.points < of:
            for label, xs in ((_("Right: {numbers}", lang), s.right), (_("Missing: {numbers}", lang), s.missing),
                              (_("Wrong: {numbers}", lang), s.wrong)):  # fmt: skip
                if xs:
                    lines.append(label.format(numbers=_numbers(xs)))
    if s.points < of:
        lines.append(_("The right answer: {answer}", lang).format(answer=q.answer))
        if q.reason:
            lines.append(q.reason)
    lines.append(_("Points: {points} of {total}", lang).format(points=_number(s.points, lang), total=_number(of, lang)))
    return s.points, "\n".join(lines)


def check(i: int) -> float | None:
    """The grade cell of question ``i``.

    While the pupil works it only says whether an answer is saved.  Under ``nbgrader
    autograde`` it prints the feedback and returns the points (nbgrader's partial credit).
    """
    sheet = _sheet()
    grading = os.environ.get("NBGRADER_EXECUTION") == "autograde"
    qs = sheet.sheet()
    if qs is None:
        print(_("Write your name at the top first, then click Run ▸ Run All Cells.", sheet.lang))
        return 0.0 if grading else None
    if sheet.sums and sheet_sum(qs) != sheet.sums[(sheet.pupil or 1) - 1]:
        raise RuntimeError(
            "this notebook's questions were made by another version of numnum: "
            "grade it with the numnum it was made with"
        )
    text = sheet.answers.get(i)
    if not grading:
        if text is None or not _clean(text):
            print(_("No answer to question {number} yet.", sheet.lang).format(number=i))
        else:
            print(_("Answer {number} is saved.", sheet.lang).format(number=i))
        return None
    of = float(sheet.points[i - 1]) if i <= len(sheet.points) else float(points_for(qs[i - 1]))
    points, words = feedback(qs[i - 1], text, of, sheet.lang)
    print(words)
    return points
