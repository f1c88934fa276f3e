"""Exercises for teachers: one seeded generator per idea of the lessons, many forms of output.

:func:`questions` makes ``count`` questions of a ``topic`` (one of :data:`TOPICS`) at a
``difficulty`` from 1 to 5; each :class:`Question` has its answer, the reason and its ``level``
(1, or 2 for a harder "*" task).  The same seed always gives the same questions, in English and
in German.  :func:`class_set` gives every pupil of a class their own sheet (pupil ``k`` gets
the seed :func:`pupil_seed`).  The same questions become PDF worksheets and keys
(:mod:`numnum.printing`), graded notebooks (:mod:`numnum.exercises.assignment`) and practice
sets (:mod:`numnum.exercises.practice`).

**Equally hard sheets.**  Every sheet of a topic, difficulty and count has the same mix
(:func:`sheet_mix`): as many questions of each kind of answer (in "fit" a third each fits,
fits double and does not fit, a half each at difficulty 1 where there is no double fit; in
"gcd" a quarter answered 1, a quarter of common divisors, a half with a bigger answer; the
shares of every topic are in :data:`numnum.exercises.topics.GROUP_SHARES`) and a quarter
harder questions (level 2, last on the sheet; how a question's difficulty is measured is in
:mod:`numnum.exercises.topics`).  The sheets of a class are dealt together from pools of
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

import random
from collections import Counter, deque
from collections.abc import Mapping
from functools import lru_cache
from typing import TypeVar

from numnum.exercises.question import KINDS, Question
from numnum.exercises.topics import GENERATORS, build, cards_svg, pool
from numnum.i18n import N_, check_lang
from numnum.i18n import translate as _

__all__ = [
    "KINDS",
    "TOPICS",
    "Question",
    "cards_svg",
    "check_settings",
    "class_set",
    "pupil_seed",
    "questions",
    "sheet_mix",
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


def _whole(value: object, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
    return value


def check_settings(topic: object, difficulty: object, count: object, seed: object, lang: object) -> None:
    """Refuse bad settings with a ``ValueError`` naming what is allowed.

    >>> check_settings("gcd", 6, 10, 1, "en")
    Traceback (most recent call last):
    ...
    ValueError: difficulty must be a whole number from 1 to 5, not 6
    """
    if topic not in GENERATORS:
        raise ValueError(f"topic must be one of {', '.join(TOPICS)}, not {topic!r}")
    _whole(difficulty, "difficulty", 1, 5)
    _whole(count, "count", 1, MAX_COUNT)
    _whole(seed, "seed", 0, 2**62)
    check_lang(lang)


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
    :mod:`numnum.exercises.topics` for the groups and levels).

    The groups share the sheet as :data:`~numnum.exercises.topics.GROUP_SHARES` says, and a
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
    topic: str, *, students: int, difficulty: int = 1, count: int = 10, seed: int = 0, lang: str = "en"
) -> list[list[Question]]:
    """One list of questions per pupil: pupil ``k`` (from 1) gets ``pupil_seed(seed, k)``.

    >>> sheets = class_set("lcm", students=3, count=2, seed=5)
    >>> len(sheets), sheets[1] == questions("lcm", count=2, seed=pupil_seed(5, 2))
    (3, True)
    """
    _whole(students, "students", 1, MAX_STUDENTS)
    _whole(seed, "seed", 0, 10**12)
    check_settings(topic, difficulty, count, seed, lang)
    return [
        questions(topic, difficulty=difficulty, count=count, seed=pupil_seed(seed, k), lang=lang)
        for k in range(1, students + 1)
    ]
