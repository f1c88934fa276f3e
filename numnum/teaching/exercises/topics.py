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

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache
from html import escape
from math import gcd, lcm
from typing import Any

from numnum.arithmetic import divisors, fit_level, is_prime, prime_factors
from numnum.card_names import card_name, sentence, the_card
from numnum.cards import Card, Kind
from numnum.explanations import explain
from numnum.i18n import translate as _
from numnum.i18n import translate_plural
from numnum.render.strip import rows_strip
from numnum.teaching.counting import card_partners, longest_double_chain
from numnum.teaching.exercises.question import Question
from numnum.teaching.pictures import (
    card_picture,
    chain_svg,
    divisor_diagram_svg,
    dot_rectangles_svg,
    factor_tree_svg,
    lcm_svg,
    row_jumps_svg,
    split,
)
from numnum.teaching.questions import (
    and_list,
    bans_sentence,
    card_words,
    fit_labels,
    product_text,
    row_sentence,
    times_sign,
)
from numnum.variants.numnum import SYMBOL_NAMES, standard_deck

__all__ = [
    "GENERATORS",
    "GROUP_SHARES",
    "SCORES",
    "Pool",
    "build",
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

#: The biggest number used at each difficulty.
MAX_NUMBER = {1: 20, 2: 30, 3: 50, 4: 85, 5: 100}
#: The times-table rows used at each difficulty.
ROWS = {
    1: (2, 5, 10),
    2: (2, 3, 4, 5, 10),
    3: (2, 3, 4, 5, 6, 7, 8, 9, 10),
    4: (2, 3, 4, 5, 6, 7, 8, 9, 10),
    5: (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12),
}
#: The biggest factor in "k × row" at each difficulty.
STEPS = {1: 10, 2: 10, 3: 10, 4: 10, 5: 12}

#: lcm questions: the numbers a and b go up to the first figure, their lcm up to the second.
LCM_RANGE = {1: (10, 30), 2: (10, 50), 3: (12, 72), 4: (12, 100), 5: (15, 150)}
#: Factor trees: the numbers go up to this (more than :data:`MAX_NUMBER` at the first
#: difficulties, or a class would share the few small trees).
FACTOR_MAX = {1: 30, 2: 40, 3: 60, 4: 85, 5: 100}
#: The rows every child knows first: a question in another row scores a point.
EASY_ROWS = (2, 5, 10)
#: How many questions a pool holds at most (a fixed sample where there are more).
POOL_SIZE = 1500

Generator = Callable[[random.Random, int, str], Question]


def _number_cards(most: int) -> list[Card]:
    """The number cards of the standard deck up to ``most`` (no jokers), in deck order."""
    return [c for c in standard_deck() if c.kind is Kind.NUMBER and c.number is not None and 2 <= c.number <= most]


def cards_svg(
    cards: Sequence[str],
    *,
    arrow_after: int | None = None,
    divider_after: int | None = None,
    width: float = 80,
    lang: str = "en",
) -> str:
    """Cards side by side as one SVG; with ``arrow_after=i`` an arrow stands after card ``i``,
    with ``divider_after=i`` a dashed line (the top card apart from a hand).

    >>> svg = cards_svg(["H4", "C8"], arrow_after=0)
    >>> svg.startswith("<svg") and svg.count("data-card=") == 2 and "→" in svg
    True
    >>> 'class="divider"' in cards_svg(["H4", "C8", "C9"], divider_after=0)
    True
    """
    gap, arrow_w = 10.0, 50.0
    height = width * 1.4
    parts: list[str] = []
    x = 0.0
    for i, text in enumerate(cards):
        picture = card_picture(text, width=width, lang=lang).replace("<svg ", f'<svg x="{x:g}" y="0" ', 1)
        parts.append(picture)
        x += width + gap
        if arrow_after == i:
            parts.append(
                f'<text x="{x + arrow_w / 2 - gap / 2:g}" y="{height / 2 + 12:g}" font-size="40"'
                ' font-family="sans-serif" text-anchor="middle" fill="#1a1a1a">→</text>'
            )
            x += arrow_w
        if divider_after == i:
            parts.append(
                f'<line class="divider" x1="{x + 6:g}" y1="0" x2="{x + 6:g}" y2="{height:g}" stroke="#1a1a1a"'
                ' stroke-width="3" stroke-dasharray="8 5"/>'
            )
            x += 22
    total = x - gap
    label = escape(", ".join(card_name(Card.parse(c), lang) for c in cards))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total:g}" height="{height:g}"'
        f' viewBox="0 0 {total:g} {height:g}" role="img" aria-label="{label}"><title>{label}</title>'
        + "".join(parts)
        + "</svg>"
    )


def _yes_no(lang: str) -> tuple[str, str]:
    return _("yes", lang), _("no", lang)


#: One question of a pool: the numbers and cards it is made of (hashable, language-free).
Spec = tuple[Any, ...]
#: A pool's question with its group and score, as a topic lists them.
Item = tuple[Spec, str, int]


def _sampled(topic: str, difficulty: int, draw: Callable[[random.Random], Item | None]) -> Iterator[Item]:
    """Up to :data:`POOL_SIZE` different questions drawn with a fixed seed (``draw`` may say
    ``None`` for a draw it rejects)."""
    rng = random.Random(f"numnum-pool:{topic}:{difficulty}")
    seen: set[Spec] = set()
    for _try in range(POOL_SIZE * 4):
        item = draw(rng)
        if item is not None and item[0] not in seen:
            seen.add(item[0])
            yield item
            if len(seen) == POOL_SIZE:
                return


def _big(n: int, most: int) -> int:
    """1 point for a number in the upper half of the numbers used."""
    return int(n > most // 2)


# --- times tables ------------------------------------------------------------------------------


def _rows_items(difficulty: int) -> Iterator[Item]:
    for row in ROWS[difficulty]:
        other_row = int(row not in EASY_ROWS)
        for k in range(1, STEPS[difficulty] + 1):
            yield ("times", row, k), "times", other_row + int(k > 5)
            if k >= 2:
                yield ("missing", row, k), "missing", other_row + int(k > 5) + 1
        for n in range(row + 1, row * STEPS[difficulty] + 1):
            yield ("in", row, n), "yes" if n % row == 0 else "no", other_row + int(n > 5 * row)


def _rows_build(spec: Spec, difficulty: int, lang: str) -> Question:
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


def _multiples_items(difficulty: int) -> Iterator[Item]:
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


def _multiples_build(spec: Spec, difficulty: int, lang: str) -> Question:
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


# --- divisors and prime numbers ------------------------------------------------------------------


def _divisors_items(difficulty: int) -> Iterator[Item]:
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


def _divisors_build(spec: Spec, difficulty: int, lang: str) -> Question:
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


def _looks_prime(n: int) -> bool:
    """An odd number that is not prime and does not end in 5: 9, 21, 27, 49, 51, 91, ..."""
    return n > 1 and n % 2 == 1 and n % 5 != 0 and not is_prime(n)


def _primes_items(difficulty: int) -> Iterator[Item]:
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


def _primes_build(spec: Spec, difficulty: int, lang: str) -> Question:
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


# --- gcd, factors, lcm -------------------------------------------------------------------------


def _gcd_items(difficulty: int) -> Iterator[Item]:
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


def _gcd_build(spec: Spec, difficulty: int, lang: str) -> Question:
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


def _factors_items(difficulty: int) -> Iterator[Item]:
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


def _factors_build(spec: Spec, difficulty: int, lang: str) -> Question:
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


def _lcm_pairs(difficulty: int) -> Iterator[tuple[int, int, int]]:
    top, most = LCM_RANGE[difficulty]
    for a in range(2, top + 1):
        for b in range(a + 1, top + 1):
            if lcm(a, b) <= most:
                yield a, b, lcm(a, b)


def _lcm_items(difficulty: int) -> Iterator[Item]:
    most = LCM_RANGE[difficulty][1]
    for a, b, m in _lcm_pairs(difficulty):
        # a point when the answer is a × b, when it is neither b nor a × b (look further), when it is big
        yield ("lcm", a, b), "lcm", int(m == a * b) + int(m not in (b, a * b)) + _big(m, most)
        for n in range(a, most + 1):
            if n % m == 0:
                yield ("both", a, b, n), "yes", _big(n, most) + int(n != m)
            elif n % a == 0 or n % b == 0:  # in one of the two rows: the trap
                yield ("both", a, b, n), "no", _big(n, most) + int(n % a == 0 and n > b)


def _lcm_build(spec: Spec, difficulty: int, lang: str) -> Question:
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


# --- cards ---------------------------------------------------------------------------------------


def _fit(topic: str, card: str, on: str, bans: Sequence[int], double: bool, lang: str) -> Question:
    """A "does it fit?" question about two cards (``on`` may be a wish card with its wish, "W H")."""
    e = explain(card, on, bans, lang=lang)
    options = tuple(fit_labels(double, lang).values())
    answer = options[-1] if not e.fits else options[1] if double and e.double else options[0]
    top = on.split()[0]
    names = {"card": the_card(e.card, lang), "on": the_card(e.on, lang)}
    prompt = _("Does {card} fit on {on}?", lang).format(**names)
    if bans:
        prompt += " " + bans_sentence(bans, lang)
    if " " in on:
        symbol = _(SYMBOL_NAMES[on.split()[1]], lang)
        prompt += " " + _("The wish card wishes the {symbol}.", lang).format(symbol=symbol)
    picture = cards_svg([card, top], arrow_after=0, lang=lang)
    numbers = e.card.kind is Kind.NUMBER and e.on.kind is Kind.NUMBER
    strip = rows_strip(e) if numbers and e.card.number != 1 and e.on.number != 1 else ""
    return Question(topic, prompt, answer, str(e), "choice", answer, options, picture, strip, (card, top))


def _fit_group(card: str, on: str, bans: Sequence[int], double: bool) -> str:
    e = explain(card, on, bans)
    return "no" if not e.fits else "double" if double and e.double else "fits"


def _fit_items(difficulty: int) -> Iterator[Item]:
    most = MAX_NUMBER[difficulty]
    cards = _number_cards(most)

    def draw(rng: random.Random) -> Item:
        card, on = rng.sample(cards, 2)
        bans: tuple[int, ...] = ()
        if difficulty >= 3 and rng.random() < 0.5:
            bans = rng.choice([(2,), (5,), (2, 5)])
        group = _fit_group(card.text, on.text, bans, difficulty >= 2)
        a, b = card.number or 0, on.number or 0
        shared = prime_factors(gcd(a, b)) if gcd(a, b) > 1 else [0]
        # a point each: it does not fit; a big number; the shared row is a prime of 7 or more
        # (the 7-, 11-, 13-... row); bans; it fits by a row, not by the symbol
        score = int(group == "no") + _big(max(a, b), most) + int(max(shared) >= 7) + int(bool(bans))
        score += int(group != "no" and card.suit != on.suit)
        return ("fit", card.text, on.text, bans), group, score

    return _sampled("fit", difficulty, draw)


def _fit_build(spec: Spec, difficulty: int, lang: str) -> Question:
    _form, card, on, bans = spec
    return _fit("fit", card, on, bans, difficulty >= 2, lang)


def _joker_items(difficulty: int) -> Iterator[Item]:
    cards = [c.text for c in _number_cards(MAX_NUMBER[difficulty])]
    double = difficulty >= 2

    def draw(rng: random.Random) -> Item:
        joker = rng.choice(("C1", "T1", "S1", "H1"))
        other = rng.choice(cards)
        bans: tuple[int, ...] = rng.choice([(), (2,), (5,), (2, 5)]) if difficulty >= 2 else ()
        form = rng.random()
        if difficulty >= 3 and form < 0.3:
            wish = "W " + rng.choice("CTSH")
            return ("joker", joker, wish, ()), _fit_group(joker, wish, (), False), 2
        card, on = (joker, other) if form < 0.65 else (other, joker)
        score = int(bool(bans)) + int(on == joker) + int(joker[0] != other[0])
        return ("joker", card, on, bans), _fit_group(card, on, bans, double), score

    return _sampled("joker", difficulty, draw)


def _joker_build(spec: Spec, difficulty: int, lang: str) -> Question:
    _form, card, on, bans = spec
    return _fit("joker", card, on, bans, difficulty >= 2 and not on.startswith("W"), lang)


def _chains_items(difficulty: int) -> Iterator[Item]:
    most = MAX_NUMBER[difficulty]
    pool_cards = _number_cards(most)
    size = 3 + min(difficulty, 3)

    def draw(rng: random.Random) -> Item:
        top = rng.choice(pool_cards)
        same = [c for c in pool_cards if c.suit == top.suit and c != top]
        hand = rng.sample(same, min(len(same), 2 + difficulty // 2))
        hand += rng.sample([c for c in pool_cards if c not in hand and c != top], size - len(hand))
        rng.shuffle(hand)
        n = len(longest_double_chain(hand, top))
        group = "short" if n <= 1 else "middle" if n == 2 else "long"
        score = int(n >= 3) + int(n >= 4) + _big(max(c.number or 0 for c in hand), most)
        return ("chains", top.text, tuple(c.text for c in hand)), group, score

    return _sampled("chains", difficulty, draw)


def _chains_build(spec: Spec, difficulty: int, lang: str) -> Question:
    _form, top_text, hand_texts = spec
    top = Card.parse(top_text)
    hand = [Card.parse(t) for t in hand_texts]
    chain = longest_double_chain(hand, top)
    steps = []
    before = top
    for c in chain:
        level = fit_level(c, before, None, 0)
        word = _("{card} on {on}: fits double", lang) if level == 2 else _("{card} on {on}: fits", lang)
        steps.append(word.format(card=card_name(c, lang), on=card_name(before, lang)))
        before = c
    if chain:
        reason = (
            sentence("; ".join(steps))
            + ". "
            + translate_plural(
                "So you can play {n} card: {chain}.", "So you can play {n} cards: {chain}.", len(chain), lang
            ).format(n=len(chain), chain=", ".join(card_name(c, lang) for c in chain))
        )
    else:
        reason = _("No card of your hand fits on {top}.", lang).format(top=the_card(top, lang))
    prompt = _(
        "The top card is {top}. Your hand: {hand}. How many cards can you play in one turn, at most?", lang
    ).format(top=the_card(top, lang), hand=", ".join(card_name(c, lang) for c in hand))
    texts = [top.text, *(c.text for c in hand)]
    return Question(
        "chains", prompt, str(len(chain)), reason, "number", len(chain),
        picture=cards_svg(texts, divider_after=0, width=64, lang=lang),
        answer_picture=chain_svg([top, *chain], lang=lang) if chain else "",
        cards=tuple(texts),
    )  # fmt: skip


def _flexible_items(difficulty: int) -> Iterator[Item]:
    cards = _number_cards(min(MAX_NUMBER[difficulty], 85))
    shown_count, option_count = (6, 3) if difficulty <= 2 else (8, 4)

    def draw(rng: random.Random) -> Item | None:
        picked = rng.sample(cards, shown_count + option_count)
        shown, options = picked[:shown_count], picked[shown_count:]
        counts = sorted((len(card_partners(c, shown)) for c in options), reverse=True)
        if counts[0] == counts[1]:
            return None
        # a point each: the best is only one card ahead; four cards to compare; the best fits by rows
        score = int(counts[0] - counts[1] == 1) + int(option_count == 4) + int(counts[-1] > 0)
        return ("flexible", tuple(c.text for c in options), tuple(c.text for c in shown)), "flexible", score

    return _sampled("flexible", difficulty, draw)


def _flexible_build(spec: Spec, difficulty: int, lang: str) -> Question:
    """Which of the ``options`` fits on the most of the ``shown`` cards: all on the sheet."""
    _form, options, shown = spec
    counts = [len(card_partners(c, shown)) for c in options]
    best = options[counts.index(max(counts))]
    each = "; ".join(
        _("{card} fits on {n} of them", lang).format(card=card_words(c, lang), n=n)
        for c, n in zip(options, counts, strict=True)
    )
    reason = each + ". " + _("So {card} fits on the most of them.", lang).format(card=card_words(best, lang))
    prompt = _("Here are {n} cards: {shown}. Which card fits on the most of them: {options}?", lang).format(
        n=len(shown),
        shown=and_list([card_words(c, lang) for c in shown], lang),
        options=", ".join(card_words(c, lang) for c in options),
    )
    words = tuple(card_words(c, lang) for c in options)  # the boxes to tick name the cards in words
    return Question(
        "flexible", prompt, card_words(best, lang), reason, "choice", card_words(best, lang), words,
        picture=cards_svg([*shown, *options], divider_after=len(shown) - 1, width=64, lang=lang),
        cards=(*options, *shown),
    )  # fmt: skip


# --- the pools ---------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class _Topic:
    items: Callable[[int], Iterable[Item]]
    build: Callable[[Spec, int, str], Question]


_TOPICS: dict[str, _Topic] = {
    "rows": _Topic(_rows_items, _rows_build),
    "multiples": _Topic(_multiples_items, _multiples_build),
    "divisors": _Topic(_divisors_items, _divisors_build),
    "fit": _Topic(_fit_items, _fit_build),
    "gcd": _Topic(_gcd_items, _gcd_build),
    "factors": _Topic(_factors_items, _factors_build),
    "primes": _Topic(_primes_items, _primes_build),
    "lcm": _Topic(_lcm_items, _lcm_build),
    "joker": _Topic(_joker_items, _joker_build),
    "chains": _Topic(_chains_items, _chains_build),
    "flexible": _Topic(_flexible_items, _flexible_build),
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

    >>> q = primes_question(random.Random(4), 3, "en")
    >>> all(is_prime(n) for n in q.value), q.check(q.answer.replace(",", " "))
    (True, True)
    """
    return _generator("primes")(rng, difficulty, lang)


def gcd_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "gcd(a, b) = ?" (the reason compares the prime factors, the key shows the divisor
    diagram) or "Write all common divisors of a and b".

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
