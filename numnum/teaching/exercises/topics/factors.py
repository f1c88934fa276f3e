"""The 'factors' questions: prime factors: a factor tree, a number as a product of primes, "is p a prime factor of n?".

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

from collections.abc import Iterator

from numnum.arithmetic import is_prime, prime_factors
from numnum.i18n import translate as _
from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import FACTOR_MAX, Item, Spec, _big, _yes_no
from numnum.teaching.pictures import (
    factor_tree_svg,
    split,
)
from numnum.teaching.questions import (
    product_text,
)


def items(difficulty: int) -> Iterator[Item]:
    most = FACTOR_MAX[difficulty]
    for n in range(4, most + 1):
        if is_prime(n):
            continue
        factors = prime_factors(n)
        score = int(len(factors) >= 4) + _big(n, most) + int(max(factors) >= 7)
        yield ("tree", n), "tree", score
        yield ("product", n), "product", score
        for p in (q for q in range(2, min(n, 14)) if is_prime(q)):
            yield ("is", p, n), "yes" if n % p == 0 else "no", _big(n, most) + int(p >= 7)


def build(spec: Spec, difficulty: int, lang: str) -> Question:
    if spec[0] == "is":
        _form, p, n = spec
        yes, no = _yes_no(lang)
        answer = yes if n % p == 0 else no
        prompt = _("Is {p} a prime factor of {n}?", lang).format(p=p, n=n)
        reason = _("{n} = {product}.", lang).format(n=n, product=product_text(prime_factors(n), lang))
        so = _("So {p} is a prime factor of {n}.", lang)
        if n % p:
            so = _("So {p} is not a prime factor of {n}.", lang)
        return Question("factors", prompt, answer, reason + " " + so.format(p=p, n=n), "choice", answer, (yes, no))
    n = spec[1]
    steps = []
    todo = [n]
    while todo:
        m = todo.pop(0)
        parts = split(m)
        if parts is not None:
            steps.append(f"{m} = {product_text(parts, lang)}")
            todo += list(parts)
    product = product_text(prime_factors(n), lang)
    reason = _("Split until only prime numbers are left: {steps}. So {n} = {product}.", lang).format(
        steps="; ".join(steps), n=n, product=product
    )
    tree = factor_tree_svg(n, lang=lang)
    if spec[0] == "product":
        prompt = _("Which number is {product}?", lang).format(product=product)
        return Question("factors", prompt, str(n), reason, "number", n, answer_picture=tree)
    prompt = _("Draw a factor tree for {n}. Write {n} as a product of prime numbers.", lang).format(n=n)
    return Question(
        "factors", prompt, f"{n} = {product}", reason, "factors", tuple(prime_factors(n)), answer_picture=tree
    )
