"""The 'divisors' questions: divisors: all divisors of a number, which of four are divisors, "is d a divisor of n?".

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from numnum.arithmetic import divisors, is_prime
from numnum.i18n import translate as _
from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import EASY_ROWS, MAX_NUMBER, Item, Spec, _big, _sampled, _yes_no
from numnum.teaching.pictures import (
    dot_rectangles_svg,
)
from numnum.teaching.questions import (
    and_list,
    row_sentence,
    times_sign,
)


def items(difficulty: int) -> Iterator[Item]:
    most = min(MAX_NUMBER[difficulty], 60)
    composite = [n for n in range(4, most + 1) if not is_prime(n)]
    for n in composite:
        yield ("all", n), "all", int(len(divisors(n)) >= 6) + _big(n, most)
    for n in range(4, most + 1):
        for d in range(2, min(n - 1, 12) + 1):
            yield ("is", d, n), "yes" if n % d == 0 else "no", int(d not in EASY_ROWS) + _big(n, most)

    def draw(rng: random.Random) -> Item | None:
        n = rng.choice(composite)
        proper = divisors(n)[1:-1]
        others = [m for m in range(2, n) if n % m]
        k = rng.randint(1, min(3, len(proper)))
        if len(others) < 4 - k:
            return None
        numbers = rng.sample(proper, k) + rng.sample(others, 4 - k)
        rng.shuffle(numbers)
        return ("which", n, tuple(numbers)), "which", _big(n, most) + int(k == 3) + int(max(proper) > 10)

    yield from _sampled("divisors", difficulty, draw)


def build(spec: Spec, difficulty: int, lang: str) -> Question:
    times = times_sign(lang)
    if spec[0] == "all":
        n = spec[1]
        divs = divisors(n)
        products = " = ".join(f"{a} {times} {n // a}" for a in divs if a * a <= n)
        reason = _("{n} = {products}: the divisors of {n} are {divisors}.", lang).format(
            n=n, products=products, divisors=and_list(divs, lang)
        )
        prompt = _("Write all divisors of {n}.", lang).format(n=n)
        return Question(
            "divisors", prompt, ", ".join(map(str, divs)), reason, "numbers", tuple(divs),
            answer_picture=dot_rectangles_svg(n, lang=lang),
        )  # fmt: skip
    if spec[0] == "is":
        _form, d, n = spec
        yes, no = _yes_no(lang)
        answer = yes if n % d == 0 else no
        prompt = _("Is {d} a divisor of {n}?", lang).format(d=d, n=n)
        so = _("So {d} is a divisor of {n}.", lang) if n % d == 0 else _("So {d} is not a divisor of {n}.", lang)
        reason = row_sentence(n, d, lang=lang) + " " + so.format(d=d, n=n)
        return Question("divisors", prompt, answer, reason, "choice", answer, (yes, no))
    _form, n, numbers = spec
    right = sorted(m for m in numbers if n % m == 0)
    prompt = _("Which of these numbers are divisors of {n}? {numbers}", lang).format(
        n=n, numbers=", ".join(map(str, numbers))
    )
    reason = _("The divisors of {n} are {divisors}. Of the numbers {numbers} these are {right}.", lang).format(
        n=n, divisors=and_list(divisors(n), lang), numbers=and_list(sorted(numbers), lang), right=and_list(right, lang)
    )
    return Question("divisors", prompt, ", ".join(map(str, right)), reason, "numbers", tuple(right))
