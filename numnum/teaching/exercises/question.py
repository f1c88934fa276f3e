"""One exercise question: what the pupil reads, the answer, and why.

>>> q = Question("gcd", "What is gcd(12, 18)?", "6", "12 = 2 × 2 × 3 and 18 = 2 × 3 × 3 share 2 × 3 = 6.",
...              kind="number", value=6)
>>> q.check("6"), q.check(" 6 "), q.check("3"), q.check("six")
(True, True, False, False)
>>> Question("primes", "Which are prime?", "2, 7", "", kind="numbers", value=(2, 7)).check("7 2")
True
"""

from __future__ import annotations

import dataclasses

__all__ = ["KINDS", "Question"]

#: How a question is answered: one whole number, several whole numbers (in any order, each
#: once; for prime factors as often as they occur), or one of the ``options``.
KINDS = ("number", "numbers", "factors", "choice")


@dataclasses.dataclass(frozen=True)
class Question:
    """A question of a worksheet, a graded notebook or a practice set.

    ``prompt`` is what the pupil reads, ``answer`` the answer as printed in the key, ``reason``
    why (the explanations of the lessons).  ``kind`` (one of :data:`KINDS`) and ``value`` say
    how an answer is checked: an ``int`` for ``"number"``, a sorted tuple of ints for
    ``"numbers"`` and ``"factors"``, the right option for ``"choice"`` (then ``options`` holds
    all of them).  ``picture`` is an SVG shown with the question (cards, ...), ``answer_picture``
    one shown in the key (a factor tree, ...); both may be empty.  ``cards`` are the card
    notations the question shows.  ``level`` is how hard the question is among the questions of
    its topic and difficulty: 1 normal, 2 harder (a "*" task on a sheet; see
    :mod:`numnum.teaching.exercises.topics` for how it is measured).
    """

    topic: str
    prompt: str
    answer: str
    reason: str
    kind: str = "number"
    value: int | tuple[int, ...] | str = 0
    options: tuple[str, ...] = ()
    picture: str = ""
    answer_picture: str = ""
    cards: tuple[str, ...] = ()
    level: int = 1

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {self.kind!r}")
        if self.kind == "choice" and self.value not in self.options:
            raise ValueError(f"the answer {self.value!r} must be one of the options {self.options!r}")
        if self.level not in (1, 2):
            raise ValueError(f"level must be 1 (normal) or 2 (harder), not {self.level!r}")

    def check(self, typed: str) -> bool:
        """Whether ``typed`` (what a pupil typed or chose) is the right answer."""
        from numnum.teaching.questions import read_number, read_numbers

        if self.kind == "choice":
            return typed.strip() == self.value
        if self.kind == "number":
            return read_number(typed) == self.value
        numbers = read_numbers(typed.replace("×", " ").replace("·", " "))
        if numbers is None:
            return False
        if self.kind == "numbers":
            return tuple(sorted(set(numbers))) == self.value and len(set(numbers)) == len(numbers)
        return tuple(sorted(numbers)) == self.value
