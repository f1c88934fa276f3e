"""The 'primes' questions: prime numbers: which numbers are prime.

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from numnum.arithmetic import is_prime
from numnum.i18n import translate as _
from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import MAX_NUMBER, Item, Spec, _big, _sampled
from numnum.teaching.pictures import (
    split,
)
from numnum.teaching.questions import (
    and_list,
    product_text,
)


def _looks_prime(n: int) -> bool:
    """An odd number that is not prime and does not end in 5: 9, 21, 27, 49, 51, 91, ..."""
    return n > 1 and n % 2 == 1 and n % 5 != 0 and not is_prime(n)


def items(difficulty: int) -> Iterator[Item]:
    most = MAX_NUMBER[difficulty]
    primes = [n for n in range(2, most + 1) if is_prime(n)]
    others = [n for n in range(4, most + 1) if not is_prime(n)]

    def draw(rng: random.Random) -> Item:
        k = rng.randint(1, 3)
        numbers = rng.sample(primes, k) + rng.sample(others, 3)
        rng.shuffle(numbers)
        score = _big(max(numbers), most) + int(any(map(_looks_prime, numbers)))
        score += int(any(n >= 23 and is_prime(n) for n in numbers))
        return ("primes", tuple(numbers)), str(k), score

    return _sampled("primes", difficulty, draw)


def build(spec: Spec, difficulty: int, lang: str) -> Question:
    numbers = spec[1]
    yes = sorted(n for n in numbers if is_prime(n))
    no = sorted(n for n in numbers if not is_prime(n))
    prompt = _("Which of these numbers are prime numbers? {numbers}", lang).format(numbers=", ".join(map(str, numbers)))
    products = ", ".join(f"{n} = {product_text(split(n) or (n,), lang)}" for n in no)
    reason = " ".join(
        [
            _("A prime number can only be divided by 1 and by itself: {primes}.", lang).format(
                primes=and_list(yes, lang)
            ),
            _("The others are products: {products}.", lang).format(products=products),
        ]
    )
    return Question("primes", prompt, ", ".join(map(str, yes)), reason, "numbers", tuple(yes))
