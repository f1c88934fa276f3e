"""One question generator per idea of the lessons, and the pool of questions behind it.

Every topic has a **pool** at each difficulty (1-5: the numbers grow, bans and double fits come
in): every question it can ask, or where the numbers allow far more, a fixed sample of 1,500 of
them (the same on every computer).  Each question of a pool has

- a **group**, the kind of its answer: for "fit" whether the card fits, fits double or does not
  fit, for "gcd" whether the answer is 1, for "divisors" which form of question it is, ...
  (:data:`GROUP_SHARES` gives each group's share of a sheet);
- a **score**, points for what makes it hard, counted by the formula in :data:`SCORES`;
- a **level**: 2 (a harder "*" task) for the highest scores of its group, as many of the
  highest scores as make up at most half of the group (:func:`levels`), else 1.

:func:`numnum.teaching.exercises.questions` deals the questions of a sheet from the pool so that every
sheet of a topic, difficulty and count has the same mix of groups and levels (see there).  The
random draws never depend on ``lang``: the English and the German sheet of a seed ask the same.

One module a topic makes its questions, each with its ``items`` (every question of a
difficulty) and ``build`` (one in words): ``rows.py``, ``multiples.py``, ``divisors.py``,
``fit.py``, ``gcd.py``, ``factors.py``, ``primes.py``, ``lcm.py``, ``joker.py``, ``chains.py``,
``flexible.py``; what they share is in ``common.py``, the pools, groups, scores and levels in
``pools.py``.

Each generator (``gcd_question(rng, difficulty, lang)``, ...) draws one question of its pool:

>>> import random
>>> q = gcd_question(random.Random(1), 2, "en")
>>> q.topic, q.check(q.answer.replace(",", " ")), q.level in (1, 2)
('gcd', True, True)
>>> p = pool("fit", 2)
>>> sorted(set(p.groups)), len(p.specs)
(['double', 'fits', 'no'], 1500)
"""

from __future__ import annotations

import random

from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import MAX_NUMBER, ROWS, Generator, cards_svg
from numnum.teaching.exercises.topics.pools import GROUP_SHARES, SCORES, Pool, _generator, build, levels, pool

__all__ = [
    "GENERATORS",
    "GROUP_SHARES",
    "MAX_NUMBER",
    "ROWS",
    "SCORES",
    "Pool",
    "build",
    "cards_svg",
    "chains_question",
    "divisors_question",
    "factors_question",
    "fit_question",
    "flexible_question",
    "gcd_question",
    "joker_question",
    "lcm_question",
    "levels",
    "multiples_question",
    "pool",
    "primes_question",
    "rows_question",
]


def rows_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "k × row = ?", "? × row = n" or "Is n in the row-times table?" (the reason says it with a
    multiplication).

    >>> q = rows_question(random.Random(3), 1, "en")
    >>> q.topic, q.check(q.answer)
    ('rows', True)
    """
    return _generator("rows")(rng, difficulty, lang)


def multiples_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Which of these numbers are in the row-times table?" (several answers).

    >>> q = multiples_question(random.Random(2), 3, "en")
    >>> q.kind, q.check(q.answer.replace(",", " "))
    ('numbers', True)
    """
    return _generator("multiples")(rng, difficulty, lang)


def divisors_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Write all divisors of n" (the key shows the dot rectangles of n), "Is d a divisor of
    n?" or "Which of these numbers are divisors of n?".

    >>> q = divisors_question(random.Random(5), 2, "en")
    >>> q.topic, q.check(q.answer.replace(",", " "))
    ('divisors', True)
    """
    return _generator("divisors")(rng, difficulty, lang)


def primes_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Which of these numbers are prime numbers?"

    >>> from numnum.arithmetic import is_prime
    >>> q = primes_question(random.Random(4), 3, "en")
    >>> all(is_prime(n) for n in q.value), q.check(q.answer.replace(",", " "))
    (True, True)
    """
    return _generator("primes")(rng, difficulty, lang)


def gcd_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "gcd(a, b) = ?" (the reason compares the prime factors, the key shows the divisor
    diagram) or "Write all common divisors of a and b".

    >>> from math import gcd
    >>> q = gcd_question(random.Random(0), 3, "de")
    >>> q.kind, q.value == gcd(*[int(x) for x in q.prompt.split("(")[1].split(")")[0].split(", ")])
    ('number', True)
    >>> q = gcd_question(random.Random(3), 3, "en")
    >>> print(q.prompt); print(q.answer)
    Write all common divisors of 12 and 24.
    1, 2, 3, 4, 6, 12
    """
    return _generator("gcd")(rng, difficulty, lang)


def factors_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Draw a factor tree for n" (the answer is n as a product of primes, the key shows the
    tree), "Which number is 2 × 2 × 3?" or "Is p a prime factor of n?".

    >>> q = factors_question(random.Random(1), 4, "en")
    >>> q.topic, q.check(q.answer.split("=")[-1])
    ('factors', True)
    """
    return _generator("factors")(rng, difficulty, lang)


def lcm_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "lcm(a, b) = ?" (the smallest number in both times tables) or "Is n in the a-times
    table and in the b-times table?".

    >>> q = lcm_question(random.Random(2), 2, "en")
    >>> q.topic, q.check(q.answer)
    ('lcm', True)
    """
    return _generator("lcm")(rng, difficulty, lang)


def fit_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Does this card fit?": shared rows, from difficulty 2 double fits, from 3 bans.

    >>> q = fit_question(random.Random(1), 3, "en")
    >>> q.kind, len(q.cards), q.check(q.answer)
    ('choice', 2, True)
    """
    return _generator("fit")(rng, difficulty, lang)


def joker_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """The joker 1 fits with every number, also under a ban, but not on a wish for another symbol.

    >>> q = joker_question(random.Random(2), 2, "en")
    >>> "1" in " ".join(q.cards), q.check(q.answer)
    (True, True)
    """
    return _generator("joker")(rng, difficulty, lang)


def chains_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "How many cards can you play in one turn?": every card but the last must fit double.

    >>> from numnum.teaching.counting import longest_double_chain
    >>> q = chains_question(random.Random(3), 2, "en")
    >>> q.kind, q.value == len(longest_double_chain(q.cards[1:], q.cards[0]))
    ('number', True)
    """
    return _generator("chains")(rng, difficulty, lang)


def flexible_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Which card fits on the most of these cards?": the cards to count are all on the sheet.

    >>> q = flexible_question(random.Random(4), 1, "en")
    >>> q.kind, q.value in q.options, q.check(q.answer), len(q.cards)
    ('choice', True, True, 9)
    """
    return _generator("flexible")(rng, difficulty, lang)


#: topic name -> generator, in the order of the lessons.
GENERATORS: dict[str, Generator] = {
    "rows": rows_question,
    "multiples": multiples_question,
    "divisors": divisors_question,
    "fit": fit_question,
    "gcd": gcd_question,
    "factors": factors_question,
    "primes": primes_question,
    "lcm": lcm_question,
    "joker": joker_question,
    "chains": chains_question,
    "flexible": flexible_question,
}
