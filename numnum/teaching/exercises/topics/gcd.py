"""The 'gcd' questions: the greatest common divisor (gcd) of two numbers, and their common divisors.

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

from collections.abc import Iterator
from math import gcd

from numnum.arithmetic import divisors, is_prime, prime_factors
from numnum.i18n import translate as _
from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import MAX_NUMBER, Item, Spec, _big
from numnum.teaching.pictures import (
    divisor_diagram_svg,
)
from numnum.teaching.questions import (
    and_list,
    product_text,
)


def items(difficulty: int) -> Iterator[Item]:
    most = MAX_NUMBER[difficulty]
    for a in range(4 if difficulty > 1 else 2, most + 1):
        for b in range(a + 1, most + 1):
            g = gcd(a, b)
            if g == 1:
                score = _big(b, most) + int(not is_prime(a) and not is_prime(b)) + int(a % 2 == b % 2)
                yield ("gcd", a, b), "one", score
            else:
                factors = prime_factors(g)
                score = _big(b, most) + int(b % a != 0) + int(len(factors) >= 2) + int(max(factors) >= 5)
                yield ("gcd", a, b), "more", score
                yield ("common", a, b), "common", score + int(len(divisors(g)) >= 4)


def build(spec: Spec, difficulty: int, lang: str) -> Question:
    form, a, b = spec
    g = gcd(a, b)
    if form == "common":
        common = divisors(g)
        prompt = _("Write all common divisors of {a} and {b}.", lang).format(a=a, b=b)
        reason = _("The divisors of {a}: {da}. The divisors of {b}: {db}. In both: {common}.", lang).format(
            a=a, b=b, da=", ".join(map(str, divisors(a))), db=", ".join(map(str, divisors(b))),
            common=and_list(common, lang),
        )  # fmt: skip
        return Question("gcd", prompt, ", ".join(map(str, common)), reason, "numbers", tuple(common))
    fa, fb = product_text(prime_factors(a), lang), product_text(prime_factors(b), lang)
    if g > 1:
        reason = _("{a} = {fa} and {b} = {fb}. Both have {common}, so gcd({a}, {b}) = {g}.", lang).format(
            a=a, b=b, fa=fa, fb=fb, common=product_text(prime_factors(g), lang), g=g
        )
    else:
        reason = _("{a} = {fa} and {b} = {fb}. They share no prime factor, so gcd({a}, {b}) = 1.", lang).format(
            a=a, b=b, fa=fa, fb=fb
        )
    prompt = _("gcd({a}, {b}) = ?  (the biggest number that divides {a} and {b})", lang).format(a=a, b=b)
    # The divisor diagram of the number with fewer prime factors, the shared ones framed; a
    # diagram of more than four levels would print too small to read.
    low, high = sorted((a, b), key=lambda n: (len(prime_factors(n)), n))
    diagram = divisor_diagram_svg(low, high, lang=lang) if len(prime_factors(low)) <= 3 else ""
    return Question("gcd", prompt, str(g), reason, "number", g, answer_picture=diagram)
