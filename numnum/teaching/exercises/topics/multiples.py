"""The 'multiples' questions: multiples: which numbers are in a row.

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from numnum.i18n import translate as _
from numnum.i18n import translate_plural
from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import EASY_ROWS, ROWS, STEPS, Item, Spec, _sampled
from numnum.teaching.questions import (
    and_list,
)


def items(difficulty: int) -> Iterator[Item]:
    def draw(rng: random.Random) -> Item:
        row = rng.choice(ROWS[difficulty])
        top = row * STEPS[difficulty]
        inside = rng.sample(range(row, top + 1, row), rng.randint(1, 3))
        outside = rng.sample([n for n in range(2, top + 1) if n % row], 3)
        numbers = inside + outside
        rng.shuffle(numbers)
        score = int(row not in EASY_ROWS) + sum(n > top // 2 for n in numbers) // 2 + int(len(inside) == 3)
        return ("multiples", row, tuple(numbers)), str(len(inside)), score

    return _sampled("multiples", difficulty, draw)


def build(spec: Spec, difficulty: int, lang: str) -> Question:
    _form, row, numbers = spec
    yes = sorted(n for n in numbers if n % row == 0)
    no = sorted(n for n in numbers if n % row)
    prompt = _("Which of these numbers are in the {row}-times table? {numbers}", lang).format(
        row=row, numbers=", ".join(map(str, numbers))
    )
    multiples = ", ".join(str(row * k) for k in range(1, 6))
    reason = translate_plural(
        "The {row}-times table goes {multiples}, … So {yes} is in it, {no} are not.",
        "The {row}-times table goes {multiples}, … So {yes} are in it, {no} are not.",
        len(yes),
        lang,
    ).format(row=row, multiples=multiples, yes=and_list(yes, lang), no=and_list(no, lang))
    return Question("multiples", prompt, ", ".join(map(str, yes)), reason, "numbers", tuple(yes))
