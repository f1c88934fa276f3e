"""The self-check code of a worksheet (a "Lösungswort"): each answer leads to a letter.

For every question the sheet lists a few answers, each with a letter: the right one and some
that are wrong (one number off, one divisor too many, another option ...).  A pupil looks up
their own answer and writes its letter in the question's box; when every answer is right, the
letters spell the words the key gives.  Everything follows from the sheet's seed and language:
the same sheet always has the same code.

>>> from numnum.teaching.exercises import questions
>>> qs = questions("gcd", difficulty=2, count=5, seed=5)
>>> code = self_check(qs, seed=5, lang="de")
>>> code.word, len(code.rows)
('STERN', 5)
>>> all(any(letter == code.letters[i] for _text, letter in row) for i, row in enumerate(code.rows))
True
>>> code == self_check(qs, seed=5, lang="de")
True
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from numnum.i18n import check_lang
from numnum.teaching.exercises import Question
from numnum.teaching.questions import product_text

__all__ = ["SelfCheck", "answer_text", "self_check"]

# Short words a child knows, without umlauts (they go in boxes one letter each).
_WORDS = {
    "en": (
        "CAT", "DOG", "SUN", "HAT", "CUP", "BUS", "FOX", "OWL", "CAKE", "FROG", "STAR", "BOAT", "KITE", "MOON",
        "TREE", "BIRD", "FISH", "LION", "APPLE", "TIGER", "HORSE", "PLANT", "TRAIN", "CLOUD", "JOKER", "HEART",
        "GARDEN", "ROCKET", "PLANET", "DRAGON", "CASTLE", "PENGUIN", "RAINBOW",
    ),
    "de": (
        "JA", "EI", "ZOO", "UHR", "HUT", "BUS", "AST", "HASE", "BALL", "BAUM", "BOOT", "MOND", "HAUS", "NEST",
        "ROSE", "ESEL", "KATZE", "TIGER", "APFEL", "BIRNE", "STERN", "WOLKE", "JOKER", "KARTE", "BLUME", "SONNE",
        "DRACHE", "GARTEN", "RAKETE", "PINGUIN", "SCHULE", "FREUNDE",
    ),
}  # fmt: skip
_ALPHABET = "ABCDEFGHIJKLMNOPRSTUVWZ"


@dataclasses.dataclass(frozen=True)
class SelfCheck:
    """A sheet's code: ``word`` (words joined by spaces), one letter per question in
    ``letters``, and for each question the answers to look up with their letters (``rows``)."""

    word: str
    letters: tuple[str, ...]
    rows: tuple[tuple[tuple[str, str], ...], ...]


def _words(count: int, rng: random.Random, lang: str) -> list[str]:
    """Words of ``lang`` with ``count`` letters in all (each at most once where they suffice)."""
    pool = list(_WORDS[lang])
    rng.shuffle(pool)
    out: list[str] = []
    left = count
    while left:
        fitting = [w for w in pool if len(w) <= left and len(w) != left - 1]  # never a word of 1 letter
        fitting = fitting or [w for w in _WORDS[lang] if len(w) <= left and len(w) != left - 1]
        if not fitting:  # 1 letter left, or only unusable lengths: the first letters of a word
            out.append(pool[0][:left])
            break
        word = fitting[0]
        if word in pool:
            pool.remove(word)
        out.append(word)
        left -= len(word)
    return out


def answer_text(q: Question, lang: str = "en") -> str:
    """The answer as a short text to look up or to mark with: a product without its "n =".

    >>> q = Question("factors", "12?", "12 = 2 · 2 · 3", "", "factors", (2, 2, 3))
    >>> q.answer, answer_text(q, "de")
    ('12 = 2 · 2 · 3', '2 · 2 · 3')
    """
    if q.kind == "factors" and isinstance(q.value, tuple):
        return product_text(q.value, lang)
    return q.answer


def _number_tricks(v: int, rng: random.Random) -> list[int]:
    near = [v + 1, v - 1, v + 2, v - 2, 2 * v, v + 10, v - 10]
    if v % 2 == 0:
        near.append(v // 2)
    near = [n for n in dict.fromkeys(near) if n > 0 and n != v]
    rng.shuffle(near)
    return near


def _wrong_answers(q: Question, rng: random.Random, lang: str) -> list[str]:
    """Two (or, for a choice, every other option) answers that are wrong, as texts."""
    if q.kind == "choice":
        return [o for o in q.options if o != q.value]
    if q.kind == "number" and isinstance(q.value, int):
        return [str(n) for n in _number_tricks(q.value, rng)[:2]]
    values = tuple(q.value) if isinstance(q.value, tuple) else ()
    variants: list[tuple[int, ...]] = []
    if q.kind == "factors":
        if len(values) > 1:
            variants.append(values[1:])
        variants.append(tuple(sorted((2, *values))))
        primes = [p for p in (2, 3, 5, 7) if p not in values[-1:]]
        variants.append(tuple(sorted((*values[:-1], rng.choice(primes)))))
        texts = [product_text(v, lang) for v in variants if v and v != values]
    else:
        top = max(values, default=1)
        outside = [n for n in range(2, top + 3) if n not in values]
        if len(values) > 1:
            variants.append(tuple(v for v in values if v != rng.choice(values)))
        if outside:
            variants.append(tuple(sorted((*values, rng.choice(outside)))))
        if outside and len(values) > 1:
            drop = rng.choice(values)
            variants.append(tuple(sorted((*(v for v in values if v != drop), rng.choice(outside)))))
        texts = [", ".join(map(str, v)) for v in variants if v and v != values]
    texts = list(dict.fromkeys(t for t in texts if t != answer_text(q, lang)))
    return texts[:2]


def self_check(qs: Sequence[Question], *, seed: int, lang: str = "en") -> SelfCheck:
    """The code of the sheet with ``qs`` and ``seed`` in ``lang`` (see the module)."""
    lang = check_lang(lang)
    rng = random.Random(f"numnum-self-check:{lang}:{seed}:{len(qs)}")
    words = _words(len(qs), rng, lang)
    letters = tuple("".join(words))
    rows = []
    for q, letter in zip(qs, letters, strict=True):
        wrong = _wrong_answers(q, rng, lang)
        others = [c for c in _ALPHABET if c != letter]
        rng.shuffle(others)
        row = [(answer_text(q, lang), letter), *zip(wrong, others, strict=False)]
        if q.kind == "choice":
            row.sort(key=lambda item: q.options.index(item[0]))
        else:
            rng.shuffle(row)
        rows.append(tuple(row))
    return SelfCheck(" ".join(words), letters, tuple(rows))
