"""The 'rows' questions: the times-table rows: "k × row = ?", the missing factor, "is n in the row?".

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

from collections.abc import Iterator

from numnum.i18n import translate as _
from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import EASY_ROWS, ROWS, STEPS, Item, Spec, _yes_no
from numnum.teaching.pictures import (
    row_jumps_svg,
)
from numnum.teaching.questions import (
    row_sentence,
)


def items(difficulty: int) -> Iterator[Item]:
    for row in ROWS[difficulty]:
        other_row = int(row not in EASY_ROWS)
        for k in range(1, STEPS[difficulty] + 1):
            yield ("times", row, k), "times", other_row + int(k > 5)
            if k >= 2:
                yield ("missing", row, k), "missing", other_row + int(k > 5) + 1
        for n in range(row + 1, row * STEPS[difficulty] + 1):
            yield ("in", row, n), "yes" if n % row == 0 else "no", other_row + int(n > 5 * row)


def build(spec: Spec, difficulty: int, lang: str) -> Question:
    form, row, x = spec
    if form == "times":
        n = x * row
        prompt = _("{k} × {row} = ?", lang).format(k=x, row=row)
        return Question("rows", prompt, str(n), row_sentence(n, row, lang=lang), "number", n)
    if form == "missing":
        n = x * row
        prompt = _("? × {row} = {n}. Which number is missing?", lang).format(row=row, n=n)
        return Question("rows", prompt, str(x), row_sentence(n, row, lang=lang), "number", x)
    n = x
    yes, no = _yes_no(lang)
    answer = yes if n % row == 0 else no
    prompt = _("Is {n} in the {row}-times table?", lang).format(n=n, row=row)
    jumps = row_jumps_svg(row, jumps=min(n // row + 1, 12), mark=n, lang=lang)
    return Question("rows", prompt, answer, row_sentence(n, row, lang=lang), "choice", answer, (yes, no), "", jumps)
