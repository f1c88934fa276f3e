"""Exercises for teachers: one seeded generator per idea of the lessons, many forms of output.

:func:`questions` makes ``count`` questions of a ``topic`` (one of :data:`TOPICS`) at a
``difficulty`` from 1 to 5; each :class:`Question` has its answer, the reason and its ``level``
(1, or 2 for a harder "*" task).  The same seed always gives the same questions, in English and
in German.  :func:`class_set` gives every pupil of a class their own sheet (pupil ``k`` gets
the seed :func:`pupil_seed`).  The same questions become PDF worksheets and keys
(:mod:`numnum.teaching.printing`), graded notebooks (:mod:`numnum.teaching.exercises.assignment`) and practice
sets (:mod:`numnum.teaching.exercises.practice`); the teachers' panel and commands that make them
are :mod:`numnum.teaching.desk`.

**Equally hard sheets.**  Every sheet of a topic, difficulty and count has the same mix
(:func:`sheet_mix`): as many questions of each kind of answer (in "fit" a third each fits,
fits double and does not fit, a half each at difficulty 1 where there is no double fit; in
"gcd" a quarter answered 1, a quarter of common divisors, a half with a bigger answer; the
shares of every topic are in ``numnum.teaching.exercises.topics.GROUP_SHARES``) and a quarter
harder questions (level 2, last on the sheet; how a question's difficulty is measured is in
:mod:`numnum.teaching.exercises.topics`).  The sheets of a class are dealt together from pools of
hundreds of questions: for a class of 30 with up to 20 questions a sheet, no two sheets share
more than a quarter of their questions, in every topic and difficulty (tested); sheets of 60
questions at difficulty 1 share more, as there are not that many small-number questions.

>>> qs = questions("gcd", difficulty=2, count=3, seed=5)
>>> qs == questions("gcd", difficulty=2, count=3, seed=5)
True
>>> print(qs[0].prompt); print(qs[0].answer); print(qs[0].reason)
gcd(6, 15) = ?  (the biggest number that divides 6 and 15)
3
6 = 2 × 3 and 15 = 3 × 5. Both have 3, so gcd(6, 15) = 3.
>>> print(questions("gcd", difficulty=2, count=3, seed=5, lang="de")[0].reason)
6 = 2 · 3 und 15 = 3 · 5. Beide haben 3, also ist ggT(6, 15) = 3.
>>> [q.level for q in qs]
[1, 1, 2]
>>> questions("fractions")
Traceback (most recent call last):
...
ValueError: topic must be one of rows, multiples, divisors, fit, gcd, factors, primes, lcm, joker, chains, ...
"""

from __future__ import annotations

import os
import random
from collections import Counter, deque
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from numnum.i18n import LANGS, N_, check_lang
from numnum.i18n import translate as _
from numnum.teaching.exercises.question import KINDS, Question
from numnum.teaching.exercises.topics import GENERATORS, build, cards_svg, pool
from numnum.teaching.old_paths import keep_moved

__all__ = [
    "KINDS",
    "TOPICS",
    "Question",
    "cards_svg",
    "check_names",
    "check_settings",
    "class_list_lines",
    "class_set",
    "find_topic",
    "pupil_seed",
    "questions",
    "read_names",
    "said",
    "sheet_mix",
    "topic_names",
    "topic_title",
]

#: The topics, in the order of the lessons.
TOPICS = tuple(GENERATORS)

_TITLES = {
    "rows": N_("Times tables"),
    "multiples": N_("Multiples"),
    "divisors": N_("Divisors"),
    "fit": N_("Does the card fit?"),
    "gcd": N_("Greatest common divisor"),
    "factors": N_("Prime factors and factor trees"),
    "primes": N_("Prime numbers"),
    "lcm": N_("Least common multiple"),
    "joker": N_("The joker 1"),
    "chains": N_("Double fits in a row"),
    "flexible": N_("The most flexible card"),
}

#: The share of a sheet's questions that are harder ("*" tasks, ``level`` 2).
HARDER_SHARE = 1 / 4

#: A group or level of a pool gets one question on a sheet for every so many in the pool.
POOL_PER_QUESTION = 6

_K = TypeVar("_K")
_S = TypeVar("_S")

#: The most questions on one sheet, and the most pupils in one class set.
MAX_COUNT = 60
MAX_STUDENTS = 200


def topic_title(topic: str, lang: str = "en") -> str:
    """The title of a topic in ``lang``.

    >>> topic_title("gcd", "de")
    'Größter gemeinsamer Teiler'
    """
    check_settings(topic, 1, 1, 0, lang)
    return _(_TITLES[topic], lang)


#: The topics' short names in German, as ``--topic`` takes them (the first is the one shown).
TOPIC_NAMES_DE: dict[str, tuple[str, ...]] = {
    "rows": ("reihen", "einmaleins"),
    "multiples": ("vielfache",),
    "divisors": ("teiler",),
    "fit": ("passen", "passt"),
    "gcd": ("ggt",),
    "factors": ("primfaktoren", "faktorbaum", "faktoren"),
    "primes": ("primzahlen",),
    "lcm": ("kgv",),
    "joker": ("joker",),
    "chains": ("ketten", "doppelt"),
    "flexible": ("beweglich", "beweglichste"),
}


def topic_names(lang: str = "en") -> tuple[str, ...]:
    """The topics as a teacher types them in ``lang``: :data:`TOPICS`, or their German names.

    >>> topic_names("de")[:5]
    ('reihen', 'vielfache', 'teiler', 'passen', 'ggt')
    """
    return TOPICS if check_lang(lang) == "en" else tuple(TOPIC_NAMES_DE[t][0] for t in TOPICS)


def find_topic(name: str, lang: str = "en") -> str:
    """The topic a teacher means by ``name``: its English name (``gcd``) or a German one
    (``ggt``, ``kgV``, ``Primzahlen``, ...), in any case; a ``ValueError`` in ``lang`` names them.

    >>> find_topic("ggt"), find_topic("KGV"), find_topic(" Primzahlen "), find_topic("lcm")
    ('gcd', 'lcm', 'primes', 'lcm')
    >>> find_topic("brüche", "de")
    Traceback (most recent call last):
    ...
    ValueError: Das Thema muss eines von reihen, vielfache, teiler, passen, ggt, ... sein, nicht 'brüche'
    """
    key = name.strip().lower() if isinstance(name, str) else None
    for topic in TOPICS:
        if key == topic or key in TOPIC_NAMES_DE[topic]:
            return topic
    raise ValueError(
        _("topic must be one of {topics}, not {value}", lang).format(
            topics=", ".join(topic_names(lang)), value=said(name)
        )
    )


def said(value: object) -> str:
    """A value as an error message shows it: a number as it is, a text in quotes, a list of
    numbers with commas; never longer than 60 characters.

    >>> said(9), said("9"), said((1,)), said([2, 3]), said(None)
    ('9', "'9'", '1', '2, 3', 'None')
    """
    if isinstance(value, list | tuple) and all(type(v) is int for v in value):
        text = ", ".join(map(str, value))
    elif type(value) is int:
        text = str(value)
    else:
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


_WHOLE = {
    "difficulty": N_("difficulty must be a whole number from {low} to {high}, not {value}"),
    "count": N_("count must be a whole number from {low} to {high}, not {value}"),
    "seed": N_("seed must be a whole number from {low} to {high}, not {value}"),
    "students": N_("students must be a whole number from {low} to {high}, not {value}"),
    "pupil": N_("pupil must be a whole number from {low} to {high}, not {value}"),
}


def _whole(value: object, name: str, low: int, high: int, lang: str = "en") -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(_(_WHOLE[name], lang).format(low=low, high=high, value=said(value)))
    return value


def check_settings(topic: object, difficulty: object, count: object, seed: object, lang: object) -> None:
    """Refuse bad settings with a ``ValueError`` naming what is allowed, in ``lang`` (when that
    is one numnum speaks).

    >>> check_settings("gcd", 6, 10, 1, "en")
    Traceback (most recent call last):
    ...
    ValueError: difficulty must be a whole number from 1 to 5, not 6
    >>> check_settings("gcd", 1, 99, 1, "de")
    Traceback (most recent call last):
    ...
    ValueError: Die Zahl der Aufgaben muss eine ganze Zahl von 1 bis 60 sein, nicht 99
    """
    said_in = str(lang) if lang in LANGS else "en"
    if topic not in GENERATORS:
        raise ValueError(
            _("topic must be one of {topics}, not {value}", said_in).format(
                topics=", ".join(topic_names(said_in)), value=said(topic)
            )
        )
    _whole(difficulty, "difficulty", 1, 5, said_in)
    _whole(count, "count", 1, MAX_COUNT, said_in)
    _whole(seed, "seed", 0, 2**62, said_in)
    check_lang(lang)


#: The most characters of a pupil's name, and of a class list's file.
MAX_NAME = 60
MAX_NAMES_BYTES = 64_000


def check_names(names: object, lang: str = "en") -> tuple[str, ...]:
    """A class list as names, each once: one to :data:`MAX_STUDENTS` names of at most
    :data:`MAX_NAME` characters, no control characters; spaces around a name go.

    >>> check_names(["Anna", " Ömer ", "Lea-Marie"])
    ('Anna', 'Ömer', 'Lea-Marie')
    >>> check_names(["Anna", "Ben", "Anna"], "de")
    Traceback (most recent call last):
    ...
    ValueError: Der Name 'Anna' steht zweimal in der Klassenliste (Nr. 1 und 3): schreib etwas dazu, wie 'Anna B.'
    """
    lang = check_lang(lang)
    if isinstance(names, str) or not isinstance(names, list | tuple):
        raise ValueError(_("names must be a list of the pupils' names, not {value}", lang).format(value=said(names)))
    out: list[str] = []
    for i, raw in enumerate(names, start=1):
        if not isinstance(raw, str):
            raise ValueError(_("name {k} is not a text: {value}", lang).format(k=i, value=said(raw)))
        name = raw.strip()
        if not name:
            raise ValueError(_("name {k} is empty", lang).format(k=i))
        if len(name) > MAX_NAME:
            raise ValueError(
                _("name {k} has {n} characters; a name has at most {most}: {value}", lang).format(
                    k=i, n=len(name), most=MAX_NAME, value=said(name)
                )
            )
        if any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in name):
            raise ValueError(_("name {k} holds a control character: {value}", lang).format(k=i, value=said(name)))
        if name in out:
            raise ValueError(
                _("the name {value} is twice in the class list (No. {first} and {k}): add to it, like {like}", lang)
                .format(value=said(name), first=out.index(name) + 1, k=i, like=said(name + " B."))
            )  # fmt: skip
        out.append(name)
    if not 1 <= len(out) <= MAX_STUDENTS:
        raise ValueError(_("a class list has 1 to {most} names, not {n}", lang).format(most=MAX_STUDENTS, n=len(out)))
    return tuple(out)


def class_size(names: Sequence[str] | None, students: _S | None, lang: str = "en") -> _S | int | None:
    """How many pupils: as many as the class list ``names`` where one is given (``students``, given
    too, must say as many), else ``students`` as it is (its caller checks it).

    >>> class_size(("Anna", "Ben"), None), class_size(None, 5), class_size(("Anna", "Ben"), 2)
    (2, 5, 2)
    >>> class_size(("Anna", "Ben"), 3)
    Traceback (most recent call last):
    ...
    ValueError: the class list has 2 names, but students is 3: leave students out or make them as many
    """
    if names is None:
        return students
    if students is not None and students != len(names):
        raise ValueError(
            _(
                "the class list has {n} names, but students is {students}: leave students out or make them as many",
                lang,
            ).format(n=len(names), students=said(students))
        )
    return len(names)


def class_list_lines(text: str) -> list[str]:
    """The lines of a class list's text that hold names: empty lines and notes (lines that start
    with ``#``, spaces before it allowed) left out.

    >>> class_list_lines("# Klasse 4b" + chr(10) + "Anna" + chr(10) + chr(10) + "  Ömer")
    ['Anna', '  Ömer']
    """
    return [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]


def read_names(path: str | os.PathLike[str], lang: str = "en") -> tuple[str, ...]:
    """The names of a class list file: UTF-8 text, one name a line; empty lines and notes (lines
    that start with ``#``, spaces before it allowed) are left out, the names checked by
    :func:`check_names`.  A ``ValueError`` in ``lang`` says what is wrong with the file.
    ``--names`` of the teachers' commands (``worksheet``, ``assignment``) reads its file with it.

    >>> import pathlib, tempfile
    >>> f = pathlib.Path(tempfile.mkdtemp()) / "klasse4b.txt"
    >>> _ = f.write_text(chr(10).join(["# Klasse 4b", "Anna", "", "  Ömer", "Lea-Marie", ""]), encoding="utf-8")
    >>> read_names(f)
    ('Anna', 'Ömer', 'Lea-Marie')
    """
    lang = check_lang(lang)
    p = Path(path)
    if not p.exists():
        raise ValueError(_("the class list {path} does not exist", lang).format(path=p))
    if p.is_dir():
        raise ValueError(_("{path} is a folder, not a class list (a text file, one name a line)", lang).format(path=p))
    try:
        data = p.read_bytes() if p.stat().st_size <= MAX_NAMES_BYTES else None
    except OSError as e:
        raise ValueError(
            _("the class list {path} cannot be read: {why}", lang).format(path=p, why=e.strerror or e)
        ) from None
    if data is None:
        raise ValueError(
            _("the class list {path} is too big: a class list has at most {most} bytes", lang).format(
                path=p, most=MAX_NAMES_BYTES
            )
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ValueError(
            _("the class list {path} is not UTF-8 text: save it as UTF-8 (plain text, one name a line)", lang).format(
                path=p
            )
        ) from None
    names = class_list_lines(text)
    if not names:
        raise ValueError(_("the class list {path} has no names: write one name a line", lang).format(path=p))
    try:
        return check_names(names, lang)
    except ValueError as e:
        raise ValueError(f"{p}: {e}") from None


def _apportion(total: int, weights: Mapping[_K, float]) -> dict[_K, int]:
    """``total`` split by ``weights`` (largest remainders first, ties in the keys' order).

    >>> _apportion(12, {"a": 1 / 3, "b": 1 / 3, "c": 1 / 3}), _apportion(3, {"a": 2.0, "b": 1.0})
    ({'a': 4, 'b': 4, 'c': 4}, {'a': 2, 'b': 1})
    """
    whole = sum(weights.values())
    if total <= 0 or whole <= 0:
        return dict.fromkeys(weights, 0)
    exact = {k: total * w / whole for k, w in weights.items()}
    out = {k: int(v) for k, v in exact.items()}
    order = sorted(weights, key=lambda k: (out[k] - exact[k], str(k)))
    for k in order[: total - sum(out.values())]:
        out[k] += 1
    return out


def _fill(total: int, weights: Mapping[str, float], room: Mapping[str, int]) -> dict[str, int]:
    """``total`` split by ``weights`` with at most ``room[k]`` for ``k`` while others have room
    left (what no one has room for is split by ``weights`` again)."""
    out = dict.fromkeys(weights, 0)
    while total > 0:
        open_ = {k: w for k, w in weights.items() if w > 0 and out[k] < room[k]}
        if not open_:  # every kind is full: the rest goes by the weights alone
            for k, n in _apportion(total, {k: w for k, w in weights.items() if w > 0}).items():
                out[k] += n
            break
        for k, n in _apportion(total, open_).items():
            n = min(n, room[k] - out[k])
            out[k] += n
            total -= n
    return out


def sheet_mix(topic: str, difficulty: int = 1, count: int = 10) -> dict[tuple[str, int], int]:
    """How many questions of each group and level every sheet of ``topic`` gets (see
    :mod:`numnum.teaching.exercises.topics` for the groups and levels).

    The groups share the sheet as the topic's ``GROUP_SHARES`` says (:mod:`numnum.teaching.exercises.topics`), and a
    quarter of the questions (:data:`HARDER_SHARE`, rounded to the nearest, a half to even) are
    level 2, spread over the groups by how many harder questions each has; a group or level
    gets at most one question on a sheet for every :data:`POOL_PER_QUESTION` questions of its
    pool while others have more, so that a class does not share the few of a small one.  The
    mix depends on the topic, difficulty and count only: every sheet has the same.

    >>> sheet_mix("fit", difficulty=1, count=12)
    {('fits', 1): 5, ('fits', 2): 1, ('no', 1): 4, ('no', 2): 2}
    >>> sum(sheet_mix("gcd", difficulty=2, count=12).values())
    12
    """
    check_settings(topic, difficulty, count, 0, "en")
    p = pool(topic, difficulty)
    strata = p.strata()
    size = {(g, lv): len(strata.get((g, lv), ())) for g in p.shares() for lv in (1, 2)}
    groups = _fill(count, p.shares(), {g: (size[(g, 1)] + size[(g, 2)]) // POOL_PER_QUESTION for g in p.shares()})
    weights = {g: n * size[(g, 2)] / (size[(g, 1)] + size[(g, 2)]) for g, n in groups.items()}
    room = {g: min(n, size[(g, 2)] // POOL_PER_QUESTION) for g, n in groups.items()}
    harder = _fill(round(count * HARDER_SHARE), weights, room)
    for g, n in groups.items():  # the harder ones of a full group: as many as the group has
        harder[g] = min(harder[g], n)
    out: dict[tuple[str, int], int] = {}
    for g, n in groups.items():
        for level, k in ((1, n - harder[g]), (2, harder[g])):
            if k:
                out[(g, level)] = k
    return out


class _Dealer:
    """Deals the sheets of one class (one thousand of seeds) in turn: each group-and-level's
    questions go round in a shuffled order, so the sheets of one round share none; a question
    that would make a sheet share more than a quarter with an earlier one waits for a later
    sheet while others are left."""

    def __init__(self, topic: str, difficulty: int, count: int, klass: int) -> None:
        self.strata = pool(topic, difficulty).strata()
        self.quota = sheet_mix(topic, difficulty, count)
        self.cap = count // 4
        self.rng = random.Random(f"numnum-class:{topic}:{difficulty}:{count}:{klass}")
        self.queues: dict[tuple[str, int], deque[int]] = {s: deque() for s in self.quota}
        self.holders: dict[int, list[int]] = {}
        self.sheets: list[list[int]] = []

    def sheet(self, k: int) -> list[int]:
        """The pool indices of sheet ``k`` (0, 1, ...), level 1 first."""
        while len(self.sheets) <= k:
            self._deal_one()
        return self.sheets[k]

    def _deal_one(self) -> None:
        shared: Counter[int] = Counter()
        sheet: list[int] = []
        for stratum in sorted(self.quota):
            members = self.strata[stratum]
            queue = self.queues[stratum]
            taken: list[int] = []
            skipped: list[int] = []
            looked = 0
            while len(taken) < self.quota[stratum]:
                if not queue:
                    fresh = list(members)
                    self.rng.shuffle(fresh)
                    queue.extend(fresh)
                i = queue.popleft()
                looked += 1
                if i in taken and len(set(taken)) < len(members):
                    skipped.append(i)  # each question once on a sheet while the pool has others
                    continue
                # first look for a question that keeps every earlier sheet a question below the
                # limit, then for one that keeps to it, then take the next one
                limit = self.cap - 1 if looked <= len(members) else self.cap if looked <= 3 * len(members) else None
                if limit is not None and any(shared[j] >= limit for j in self.holders.get(i, ())):
                    skipped.append(i)
                    continue
                taken.append(i)
                for j in self.holders.get(i, ()):
                    shared[j] += 1
            queue.extendleft(reversed(skipped))
            sheet += taken
        number = len(self.sheets)
        for i in set(sheet):
            self.holders.setdefault(i, []).append(number)
        self.sheets.append(sheet)


@lru_cache(maxsize=16)
def _dealer(topic: str, difficulty: int, count: int, klass: int) -> _Dealer:
    return _Dealer(topic, difficulty, count, klass)


def questions(topic: str, *, difficulty: int = 1, count: int = 10, seed: int = 0, lang: str = "en") -> list[Question]:
    """``count`` questions of ``topic`` at ``difficulty`` (1-5), the same for the same ``seed``.

    Every sheet of a topic, difficulty and count has the same mix (:func:`sheet_mix`): as many
    questions of each kind of answer and as many harder ones (``level`` 2, last on the sheet).
    The seeds of one thousand (0-999, 5000-5999, ...: a class set, see :func:`pupil_seed`) are
    dealt together, so that two of their sheets share at most a quarter of their questions
    while the topic has enough (every topic does for a class of 30 with 12 questions).  A
    sheet asks each question once where the topic has enough different ones.

    >>> [q.answer for q in questions("rows", count=4, seed=1)]
    ['no', 'yes', '30', '7']
    >>> questions("rows", count=0)
    Traceback (most recent call last):
    ...
    ValueError: count must be a whole number from 1 to 60, not 0
    """
    check_settings(topic, difficulty, count, seed, lang)
    klass, position = divmod(seed, 1000)
    indices = _dealer(topic, difficulty, count, klass).sheet(position)
    qs = [build(topic, i, difficulty, lang) for i in indices]
    order = random.Random(f"numnum-exercises:{topic}:{difficulty}:{seed}")
    easy = [q for q in qs if q.level == 1]
    hard = [q for q in qs if q.level == 2]
    order.shuffle(easy)
    order.shuffle(hard)
    return easy + hard


def pupil_seed(seed: int, pupil: int) -> int:
    """The seed of pupil number ``pupil`` (1, 2, ...) in the class set of ``seed``.

    >>> pupil_seed(5, 1), pupil_seed(5, 28)
    (5001, 5028)
    """
    _whole(pupil, "pupil", 1, MAX_STUDENTS)
    return seed * 1000 + pupil


def class_set(
    topic: str,
    *,
    students: int | None = None,
    difficulty: int = 1,
    count: int = 10,
    seed: int = 0,
    lang: str = "en",
    names: Sequence[str] | None = None,
) -> list[list[Question]]:
    """One list of questions per pupil: pupil ``k`` (from 1) gets ``pupil_seed(seed, k)``.

    ``names`` (a class list, :func:`check_names`) gives the class its size: sheet ``k`` is the
    sheet of ``names[k - 1]`` (the printed sheets carry the names); ``students`` may then be
    left out, or must be as many.

    >>> sheets = class_set("lcm", students=3, count=2, seed=5)
    >>> len(sheets), sheets[1] == questions("lcm", count=2, seed=pupil_seed(5, 2))
    (3, True)
    >>> len(class_set("lcm", names=["Anna", "Ben"], count=2, seed=5))
    2
    >>> class_set("lcm", students=3, names=["Anna", "Ben"])
    Traceback (most recent call last):
    ...
    ValueError: the class list has 2 names, but students is 3: leave students out or make them as many
    """
    said_in = lang if lang in LANGS else "en"
    if names is not None:
        names = check_names(names, said_in)
        if students is None:
            students = len(names)
        elif students != len(names):
            raise ValueError(
                _(
                    "the class list has {n} names, but students is {students}: leave students out or make them as many",
                    said_in,
                ).format(n=len(names), students=said(students))
            )
    _whole(students, "students", 1, MAX_STUDENTS, said_in)
    _whole(seed, "seed", 0, 10**12, said_in)
    check_settings(topic, difficulty, count, seed, lang)
    assert students is not None
    return [
        questions(topic, difficulty=difficulty, count=count, seed=pupil_seed(seed, k), lang=lang)
        for k in range(1, students + 1)
    ]


keep_moved()  # the teachers' panel and commands moved to numnum.teaching.desk; their old names still work
