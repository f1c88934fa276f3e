"""The 'lcm' questions: the least common multiple (lcm) of two numbers, and "is m a common multiple?".

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

from collections.abc import Iterator
from math import lcm

from numnum.i18n import translate as _
from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import LCM_RANGE, Item, Spec, _big, _yes_no
from numnum.teaching.pictures import (
    lcm_svg,
)
from numnum.teaching.questions import (
    row_sentence,
)


def _lcm_pairs(difficulty: int) -> Iterator[tuple[int, int, int]]:
    top, most = LCM_RANGE[difficulty]
    for a in range(2, top + 1):
        for b in range(a + 1, top + 1):
            if lcm(a, b) <= most:
                yield a, b, lcm(a, b)


def items(difficulty: int) -> Iterator[Item]:
    most = LCM_RANGE[difficulty][1]
    for a, b, m in _lcm_pairs(difficulty):
        # a point when the answer is a × b, when it is neither b nor a × b (look further), when it is big
        yield ("lcm", a, b), "lcm", int(m == a * b) + int(m not in (b, a * b)) + _big(m, most)
        for n in range(a, most + 1):
            if n % m == 0:
                yield ("both", a, b, n), "yes", _big(n, most) + int(n != m)
            elif n % a == 0 or n % b == 0:  # in one of the two rows: the trap
                yield ("both", a, b, n), "no", _big(n, most) + int(n % a == 0 and n > b)


def build(spec: Spec, difficulty: int, lang: str) -> Question:
    a, b = spec[1], spec[2]
    m = lcm(a, b)
    if spec[0] == "both":
        n = spec[3]
        yes, no = _yes_no(lang)
        answer = yes if n % m == 0 else no
        prompt = _("Is {n} in the {a}-times table and in the {b}-times table?", lang).format(n=n, a=a, b=b)
        reason = row_sentence(n, a, lang=lang) + " " + row_sentence(n, b, lang=lang)
        return Question("lcm", prompt, answer, reason, "choice", answer, (yes, no))
    # the rows run up to the answer: the first number in both is in each of them
    ma = ", ".join(str(x) for x in range(a, m + 1, a))
    mb = ", ".join(str(x) for x in range(b, m + 1, b))
    reason = _("The {a}-times table: {ma}. The {b}-times table: {mb}. The first number in both is {m}.", lang).format(
        a=a, b=b, ma=ma, mb=mb, m=m
    )
    prompt = _("lcm({a}, {b}) = ?  (the smallest number in the {a}- and in the {b}-times table)", lang).format(a=a, b=b)
    return Question("lcm", prompt, str(m), reason, "number", m, answer_picture=lcm_svg(a, b, lang=lang))
