"""What a printed sheet says, whatever it is printed as: the PDF (:mod:`numnum.teaching.printing.worksheets`)
and the editable Word copy (:mod:`numnum.teaching.printing.editable`) both write these words.

A :class:`Sheet` holds one pupil's questions; :func:`sheets` makes them (one, or a class set);
the rest are the texts around the questions: the title, the line under it, the question's
number and points, the heading of a sheet's part of the key and a short answer for the
correction grid.

>>> sheet = sheets("gcd", count=4, seed=5, students=3)[1]
>>> print(title(sheet, "en")); print(info(sheet, "en"))
Greatest common divisor — No. 2
sheet 2 of 3 · difficulty 1 · 4 questions · seed 5002 · * harder task: 2 points
>>> [number(i, q) for i, q in enumerate(sheet.questions, start=1)], [points(q) for q in sheet.questions]
(['1.', '2.', '3.', '4*.'], [1, 1, 1, 2])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from numnum.i18n import translate as _
from numnum.teaching.exercises import MAX_NAME, Question, class_set, class_size, pupil_seed, questions, topic_title
from numnum.teaching.exercises import check_names as check_class_list
from numnum.teaching.printing import codes
from numnum.teaching.printing.codes import answer_text
from numnum.teaching.questions import fit_labels

__all__ = [
    "FIT_MARKS",
    "HELP_TOPICS",
    "MAX_NAME",
    "Sheet",
    "check_names",
    "grid_mark",
    "grid_rows",
    "info",
    "key_heading",
    "key_info",
    "key_title",
    "number",
    "points",
    "product_of",
    "sheets",
    "short_answer",
    "single",
    "title",
]


@dataclasses.dataclass(frozen=True)
class Sheet:
    """The questions of one printed sheet; ``pupil`` is its number in a class set of ``pupils``,
    ``name`` the pupil's name from the class list (empty: a line to write it on)."""

    topic: str
    difficulty: int
    seed: int
    questions: tuple[Question, ...]
    pupil: int | None = None
    pupils: int | None = None
    name: str = ""


def check_names(names: object, students: int | None = None, lang: str = "en") -> tuple[str, ...]:
    """The pupils' names of a class list (:func:`numnum.teaching.exercises.check_names`), which
    must be as many as ``students`` where that is given too; ``ValueError`` in words for a bad list.

    >>> check_names([" Ali ", "Bea"])
    ('Ali', 'Bea')
    >>> check_names(["Ali", ""])
    Traceback (most recent call last):
    ...
    ValueError: name 2 is empty
    >>> check_names(["Ali", "Bea"], students=3)
    Traceback (most recent call last):
    ...
    ValueError: the class list has 2 names, but students is 3: leave students out or make them as many
    """
    out = check_class_list(names, lang)
    class_size(out, students, lang)
    return out


def sheets(
    topic: str,
    *,
    difficulty: int = 1,
    count: int = 10,
    seed: int = 0,
    students: int | None = None,
    lang: str = "en",
    names: Sequence[str] | None = None,
) -> list[Sheet]:
    """The sheets to print: one, or with ``students`` one per pupil (pupil ``k`` gets
    :func:`numnum.teaching.exercises.pupil_seed`).  With ``names`` (a class list) there is one sheet per
    name, in the list's order, with the name printed on it.

    >>> [(s.pupil, s.seed) for s in sheets("primes", count=2, seed=5, students=3)]
    [(1, 5001), (2, 5002), (3, 5003)]
    >>> [(s.pupil, s.name) for s in sheets("primes", count=2, names=["Ali", "Bea"])]
    [(1, 'Ali'), (2, 'Bea')]
    """
    pupil_names = check_names(names, students, lang) if names is not None else ()
    if pupil_names:
        students = len(pupil_names)
    if students is None:
        qs = questions(topic, difficulty=difficulty, count=count, seed=seed, lang=lang)
        return [Sheet(topic, difficulty, seed, tuple(qs))]
    sets = class_set(topic, students=students, difficulty=difficulty, count=count, seed=seed, lang=lang)
    return [
        Sheet(topic, difficulty, pupil_seed(seed, k), tuple(qs), k, students, pupil_names[k - 1] if pupil_names else "")
        for k, qs in enumerate(sets, start=1)
    ]


def points(q: Question) -> int:
    """What a question is worth: 1 point, 2 for a harder (*) one.

    >>> points(Question("gcd", "?", "1", "", level=2))
    2
    """
    return 2 if q.level >= 2 else 1


def number(i: int, q: Question) -> str:
    """The question's number as printed: ``3.``, a harder one ``3*.``."""
    return f"{i}*." if q.level >= 2 else f"{i}."


def product_of(q: Question) -> int:
    """The number whose factor tree a "factors" question asks for (the product of its answer)."""
    total = 1
    for f in q.value if isinstance(q.value, tuple) else ():
        total *= f
    return total


def info(sheet: Sheet, lang: str) -> str:
    """The line under the title: which sheet of the class set, difficulty, questions, seed."""
    parts = [
        _("difficulty {d}", lang).format(d=sheet.difficulty),
        _("{n} questions", lang).format(n=len(sheet.questions)),
        _("seed {seed}", lang).format(seed=sheet.seed),
    ]
    if sheet.pupil is not None:
        parts.insert(0, _("sheet {k} of {n}", lang).format(k=sheet.pupil, n=sheet.pupils))
    if any(q.level >= 2 for q in sheet.questions):
        parts.append(_("* harder task: 2 points", lang))
    return " · ".join(parts)


def title(sheet: Sheet, lang: str, key: bool = False) -> str:
    """The sheet's title (``key``: its answer key's), with the pupil's number in a class set."""
    text = topic_title(sheet.topic, lang)
    if key:
        text = _("Answer key: {title}", lang).format(title=text)
    if sheet.pupil is not None:
        text += " — " + _("No. {k}", lang).format(k=sheet.pupil)
    return text


def key_heading(sheet: Sheet, lang: str, self_check: bool) -> str:
    """The heading of a sheet's part of the key: its pupil, seed, self-check word and points."""
    parts = []
    if sheet.pupil is not None:
        parts.append(_("No. {k}", lang).format(k=sheet.pupil))
        if sheet.name:
            parts.append(sheet.name)
        parts.append(_("seed {seed}", lang).format(seed=sheet.seed))
    if self_check:
        word = codes.self_check(sheet.questions, seed=sheet.seed, lang=lang).word
        parts.append(_("self-check word: {word}", lang).format(word=word))
    parts.append(_("{n} points", lang).format(n=sum(points(q) for q in sheet.questions)))
    return " · ".join(parts)


def single(items: Sequence[Sheet]) -> bool:
    """Whether ``items`` is one sheet, not a class set (its key then has the pictures, no grid)."""
    return len(items) == 1 and items[0].pupil is None


def key_title(items: Sequence[Sheet], lang: str) -> str:
    """The title of the key of ``items``."""
    return title(dataclasses.replace(items[0], pupil=None), lang, key=True)


def key_info(items: Sequence[Sheet], lang: str) -> str:
    """The line under the key's title: the sheet's :func:`info`, or how big the class set is.

    >>> key_info(sheets("gcd", count=4, seed=5, students=3), "en")
    '3 sheets · difficulty 1 · 4 questions each'
    """
    first = items[0]
    if single(items):
        return info(first, lang)
    return _("{n} sheets · difficulty {d} · {count} questions each", lang).format(
        n=len(items), d=first.difficulty, count=len(first.questions)
    )


def grid_rows(items: Sequence[Sheet], lang: str, numbers: Sequence[int], *, word: bool) -> list[list[str]]:
    """The correction grid of a class set in words: a head row, then a row per pupil with their
    number, their name (where the class list gave names), the short answers (:func:`grid_mark`)
    of the questions ``numbers`` (counted from 0) and, with ``word``, the self-check word.

    >>> rows = grid_rows(sheets("primes", count=3, seed=1, names=["Ali", "Bea"]), "en", range(2), word=False)
    >>> rows[0], len(rows)
    (['No. ', 'Name', '1.', '2.'], 3)
    >>> rows[2][:2]
    ['2', 'Bea']
    """
    names = any(s.name for s in items)
    head = [_("No. {k}", lang).format(k="")] + ([_("Name", lang)] if names else [])
    head += [number(i + 1, items[0].questions[i]) for i in numbers]
    if word:
        head.append(_("Self-check word", lang))
    rows = [head]
    for sheet in items:
        row = [str(sheet.pupil)] + ([sheet.name] if names else [])
        row += [grid_mark(sheet.questions[i], lang) for i in numbers]
        if word:
            row.append(codes.self_check(sheet.questions, seed=sheet.seed, lang=lang).word)
        rows.append(row)
    return rows


#: The topics whose pupils' sheets get the times tables to look things up in (a help, never the
#: answer itself: the "times table" and "multiples" sheets ask for what the table would show).
HELP_TOPICS = frozenset({"fit", "joker", "chains", "gcd", "divisors"})

#: The fit answers in the correction grid: fits, fits double, does not fit.
FIT_MARKS = ("✓", "✓✓", "✗")


def grid_mark(q: Question, lang: str) -> str:
    """A fit answer as a sign (the grid's legend says which), any other as :func:`short_answer`."""
    labels = list(fit_labels(True, lang).values())
    if q.kind == "choice" and set(q.options) <= set(labels) and q.value in labels:
        return FIT_MARKS[labels.index(str(q.value))]
    return short_answer(q, lang)


def short_answer(q: Question, lang: str = "en") -> str:
    """The answer as short as the correction grid needs it: a choice without the words all its
    options share ("Sie passt doppelt" -> "doppelt"), a product without its "n =".

    >>> q = Question("fit", "?", "It fits double", "", "choice", "It fits double",
    ...              ("It fits", "It fits double", "It does not fit"))
    >>> short_answer(q), short_answer(dataclasses.replace(q, answer="It fits", value="It fits"))
    ('fits double', 'fits')
    """
    if q.kind != "choice" or len(q.options) < 2:
        return answer_text(q, lang)
    words = [o.split() for o in q.options]
    shared = 0
    while all(len(w) > shared for w in words) and len({w[shared] for w in words}) == 1:
        shared += 1
    mine = str(q.value).split()
    rest = mine[shared:] if len(mine) > shared else mine[shared - 1 : shared]
    return " ".join(rest) or str(q.value)
