"""Exercises for teachers: one seeded generator per idea of the lessons, many forms of output.

:func:`questions` makes ``count`` questions of a ``topic`` (one of :data:`TOPICS`) at a
``difficulty`` from 1 to 5; each :class:`Question` has its answer and the reason.  The same
seed always gives the same questions, in English and in German.  :func:`class_set` gives every
pupil of a class their own sheet (pupil ``k`` gets the seed :func:`pupil_seed`).  The same
questions become PDF worksheets and keys (:mod:`numnum.printing`), graded notebooks
(:mod:`numnum.exercises.assignment`) and practice sets (:mod:`numnum.exercises.practice`).

>>> qs = questions("gcd", difficulty=2, count=3, seed=5)
>>> qs == questions("gcd", difficulty=2, count=3, seed=5)
True
>>> print(qs[0].prompt); print(qs[0].answer); print(qs[0].reason)
gcd(16, 28) = ?  (the biggest number that divides 16 and 28)
4
16 = 2 × 2 × 2 × 2 and 28 = 2 × 2 × 7. Both have 2 × 2, so gcd(16, 28) = 4.
>>> print(questions("gcd", difficulty=2, count=3, seed=5, lang="de")[0].reason)
16 = 2 · 2 · 2 · 2 und 28 = 2 · 2 · 7. Beide haben 2 · 2, also ist ggT(16, 28) = 4.
>>> questions("fractions")
Traceback (most recent call last):
...
ValueError: topic must be one of rows, multiples, divisors, fit, gcd, factors, primes, lcm, joker, chains, ...
"""

from __future__ import annotations

import random

from numnum.exercises.question import KINDS, Question
from numnum.exercises.topics import GENERATORS, cards_svg
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


def questions(topic: str, *, difficulty: int = 1, count: int = 10, seed: int = 0, lang: str = "en") -> list[Question]:
    """``count`` questions of ``topic`` at ``difficulty`` (1-5), the same for the same ``seed``.

    A sheet asks each question once where the topic has enough different ones.

    >>> [q.answer for q in questions("rows", count=4, seed=1)]
    ['10', 'no', 'no', '30']
    >>> questions("rows", count=0)
    Traceback (most recent call last):
    ...
    ValueError: count must be a whole number from 1 to 60, not 0
    """
    check_settings(topic, difficulty, count, seed, lang)
    make = GENERATORS[topic]
    rng = random.Random(f"numnum-exercises:{topic}:{difficulty}:{seed}")
    out: list[Question] = []
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for _try in range(count * 40):
        q = make(rng, difficulty, lang)
        if (q.prompt, q.cards) not in seen:
            seen.add((q.prompt, q.cards))
            out.append(q)
            if len(out) == count:
                return out
    while len(out) < count:  # a small topic: some questions come twice
        out.append(make(rng, difficulty, lang))
    return out


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
