"""The lessons' steps: one module per lesson, one function per step (cell) of its notebook.

A lesson notebook (``lessons/en``, ``lessons/de``) holds no code a pupil has to read: each of its
code cells, its source hidden, calls one step of its lesson module, for example
``lesson01.jumps("en")``.  A step needs nothing that another cell made, so every cell works
when the one before was skipped, run twice or the notebook reopened tomorrow.  The question data
and answers live here, in both languages side by side.

>>> from numnum.teaching.lessons import lesson01
>>> "Lesson 1" in lesson01.begin("en").children[0].value
True
>>> [n for n, _name in LESSONS][:3]
[1, 2, 3]
"""

from __future__ import annotations

import importlib
from types import ModuleType

from numnum.teaching.lessons.common import Page, progress, tr

__all__ = ["LESSONS", "Page", "lesson", "progress", "tr"]

#: The lessons: number and module name, in order.
LESSONS = tuple((n, f"lesson{n:02d}") for n in range(1, 11))


def lesson(number: int) -> ModuleType:
    """The module of lesson ``number`` (1 to 10).

    >>> lesson(3).NUMBER
    3
    >>> lesson(11)
    Traceback (most recent call last):
    ...
    ValueError: number must be a lesson from 1 to 10, not 11
    """
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(LESSONS):
        raise ValueError(f"number must be a lesson from 1 to {len(LESSONS)}, not {number!r}")
    return importlib.import_module(f"numnum.teaching.lessons.{LESSONS[number - 1][1]}")
