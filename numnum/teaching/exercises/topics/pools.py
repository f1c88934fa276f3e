"""The pools: every question of a topic at a difficulty, with its group, score and level.

:data:`GROUP_SHARES` gives each group's share of a sheet, :data:`SCORES` how a score is counted,
:func:`levels` which questions are the harder "*" tasks.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import cache

from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics import (
    chains,
    divisors,
    factors,
    fit,
    flexible,
    gcd,
    joker,
    lcm,
    multiples,
    primes,
    rows,
)
from numnum.teaching.exercises.topics.common import Generator, Item, Spec


@dataclasses.dataclass(frozen=True)
class _Topic:
    items: Callable[[int], Iterable[Item]]
    build: Callable[[Spec, int, str], Question]


_TOPICS: dict[str, _Topic] = {
    "rows": _Topic(rows.items, rows.build),
    "multiples": _Topic(multiples.items, multiples.build),
    "divisors": _Topic(divisors.items, divisors.build),
    "fit": _Topic(fit.items, fit.build),
    "gcd": _Topic(gcd.items, gcd.build),
    "factors": _Topic(factors.items, factors.build),
    "primes": _Topic(primes.items, primes.build),
    "lcm": _Topic(lcm.items, lcm.build),
    "joker": _Topic(joker.items, joker.build),
    "chains": _Topic(chains.items, chains.build),
    "flexible": _Topic(flexible.items, flexible.build),
}


#: Each group's share of a sheet, by topic (a group a pool does not have gives its share to the
#: others; a topic not named here gives its groups equal shares).
GROUP_SHARES: dict[str, dict[str, float]] = {
    "rows": {"times": 1 / 3, "missing": 1 / 6, "yes": 1 / 4, "no": 1 / 4},
    "multiples": {"1": 1 / 3, "2": 1 / 3, "3": 1 / 3},
    "divisors": {"all": 1 / 4, "which": 1 / 4, "yes": 1 / 4, "no": 1 / 4},
    "fit": {"fits": 1 / 3, "double": 1 / 3, "no": 1 / 3},
    "gcd": {"more": 1 / 2, "common": 1 / 4, "one": 1 / 4},
    "factors": {"tree": 1 / 3, "product": 1 / 6, "yes": 1 / 4, "no": 1 / 4},
    "primes": {"1": 1 / 3, "2": 1 / 3, "3": 1 / 3},
    "lcm": {"lcm": 1 / 3, "yes": 1 / 3, "no": 1 / 3},
    "joker": {"fits": 1 / 2, "double": 1 / 3, "no": 1 / 6},
}


#: How a question's score is counted: one point for each thing that makes it harder.
SCORES: dict[str, str] = {
    "rows": "a row other than 2, 5 and 10; a factor above 5 (a number above 5 × row); the missing factor asked",
    "multiples": "a row other than 2, 5 and 10; a point for every two numbers in the upper half; three right answers",
    "divisors": "6 divisors or more; n in the upper half; a divisor from 3, 4, 6, 7, 8, 9, 11, 12 asked; "
    "three divisors to find among the four numbers; a divisor above 10",
    "fit": "it does not fit; a number in the upper half; the shared row is a prime of 7 or more; bans; "
    "it fits by a row, not by the symbol",
    "gcd": "a number in the upper half; the smaller number does not divide the bigger; a gcd of two prime "
    "factors or more; a shared prime factor of 5 or more; (common divisors) four or more of them; for the "
    "answer 1: both numbers not prime, both even or both odd",
    "factors": "four prime factors or more; n in the upper half; a prime factor of 7 or more (asked)",
    "primes": "a number in the upper half; an odd number that is not prime and does not end in 5 (9, 21, 49, "
    "91, ...); a prime number of 23 or more",
    "lcm": "lcm(a, b) = a × b; an lcm that is neither b nor a × b; a number in the upper half; a multiple of the "
    "lcm other than the lcm; a number in the a-times table only",
    "joker": "bans; the joker lies on top; different symbols; a wish card (2 points)",
    "chains": "three cards or more to play; four or more; a number in the upper half",
    "flexible": "the best card is only one card ahead; four cards to compare; even the weakest card fits",
}


def levels(scores: Sequence[int]) -> list[int]:
    """The level of each score of a pool: 2 for the highest scores, taken from the top down as
    long as they make up at most half of the pool (at least the top score, unless every score
    is the same), 1 for the others.

    >>> levels([0, 0, 1, 1, 2, 3])
    [1, 1, 1, 1, 2, 2]
    >>> levels([0, 3, 3, 3]), levels([1, 1])
    ([1, 2, 2, 2], [1, 1])
    """
    counts = Counter(scores)
    ordered = sorted(counts, reverse=True)
    if len(ordered) < 2:
        return [1] * len(scores)
    threshold = ordered[0]
    taken = counts[threshold]
    for s in ordered[1:-1]:
        if taken + counts[s] > len(scores) / 2:
            break
        taken += counts[s]
        threshold = s
    return [2 if s >= threshold else 1 for s in scores]


@dataclasses.dataclass(frozen=True)
class Pool:
    """Every question of a topic at a difficulty: ``specs`` (what it asks), ``groups`` (the kind
    of answer), ``scores`` (:data:`SCORES`) and ``levels`` (:func:`levels` of the scores of each
    group), index by index."""

    topic: str
    difficulty: int
    specs: tuple[Spec, ...]
    groups: tuple[str, ...]
    scores: tuple[int, ...]
    levels: tuple[int, ...]

    def strata(self) -> dict[tuple[str, int], list[int]]:
        """The questions' indices by group and level."""
        out: dict[tuple[str, int], list[int]] = {}
        for i, key in enumerate(zip(self.groups, self.levels, strict=True)):
            out.setdefault(key, []).append(i)
        return out

    def shares(self) -> dict[str, float]:
        """The share of a sheet of each group the pool has (:data:`GROUP_SHARES`)."""
        present = sorted(set(self.groups))
        wanted = GROUP_SHARES.get(self.topic, {})
        weights = {g: wanted.get(g, 0.0) if wanted else 1.0 for g in present}
        if not any(weights.values()):
            weights = dict.fromkeys(present, 1.0)
        total = sum(weights.values())
        return {g: w / total for g, w in weights.items() if w}


@cache
def pool(topic: str, difficulty: int) -> Pool:
    """The pool of ``topic`` at ``difficulty`` (computed once).

    >>> p = pool("gcd", 1)
    >>> len(p.specs), p.specs[0], p.groups[:2], sorted(Counter(p.levels))
    (234, ('gcd', 2, 3), ('one', 'more'), [1, 2])
    """
    items = list(_TOPICS[topic].items(difficulty))
    groups = tuple(group for _spec, group, _score in items)
    scores = tuple(score for _spec, _group, score in items)
    level = [1] * len(items)
    for g in set(groups):  # the harder questions of each group
        members = [i for i, h in enumerate(groups) if h == g]
        for i, lv in zip(members, levels([scores[i] for i in members]), strict=True):
            level[i] = lv
    return Pool(topic, difficulty, tuple(spec for spec, _group, _score in items), groups, scores, tuple(level))


def build(topic: str, index: int, difficulty: int, lang: str) -> Question:
    """The question ``index`` of the pool of ``topic`` at ``difficulty``, in ``lang``, with its level."""
    p = pool(topic, difficulty)
    q = _TOPICS[topic].build(p.specs[index], difficulty, lang)
    return dataclasses.replace(q, level=p.levels[index])


def _generator(topic: str) -> Generator:
    def generate(rng: random.Random, difficulty: int, lang: str) -> Question:
        return build(topic, rng.randrange(len(pool(topic, difficulty).specs)), difficulty, lang)

    return generate
