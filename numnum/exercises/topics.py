"""One seeded generator per idea of the lessons.

Every generator takes ``rng`` (a seeded :class:`random.Random`), ``difficulty`` (1-5: the
numbers grow, bans and double fits come in) and ``lang``, and makes one :class:`Question`.  The
random draws never depend on ``lang``: the English and the German sheet of a seed ask the same.
:func:`numnum.exercises.questions` calls them with a checked seed and count.

>>> import random
>>> q = gcd_question(random.Random(1), 2, "en")
>>> q.topic, q.kind, q.check(q.answer)
('gcd', 'number', True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from html import escape
from math import gcd, lcm

from numnum.arithmetic import divisors, fit_level, is_prime, prime_factors
from numnum.card_names import card_name, sentence, the_card
from numnum.cards import Card, Kind
from numnum.counting import card_partners, longest_double_chain
from numnum.exercises.question import Question
from numnum.explanations import explain
from numnum.i18n import translate as _
from numnum.i18n import translate_plural
from numnum.pictures import (
    card_picture,
    chain_svg,
    divisor_diagram_svg,
    dot_rectangles_svg,
    factor_tree_svg,
    lcm_svg,
    row_jumps_svg,
    split,
)
from numnum.quiz import and_list, bans_sentence, fit_labels, product_text, row_sentence
from numnum.render.strip import rows_strip
from numnum.variants.numnum import SYMBOL_NAMES, standard_deck

__all__ = [
    "GENERATORS",
    "chains_question",
    "divisors_question",
    "factors_question",
    "fit_question",
    "flexible_question",
    "gcd_question",
    "joker_question",
    "lcm_question",
    "multiples_question",
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
STEPS = {1: 5, 2: 10, 3: 10, 4: 10, 5: 12}

#: The rows whose least common multiple is asked at each difficulty.
_LCM_ROWS = {
    1: (2, 3, 4, 5),
    2: (2, 3, 4, 5, 6, 10),
    3: (2, 3, 4, 5, 6, 7, 8, 9, 10),
    4: (2, 3, 4, 5, 6, 7, 8, 9, 10, 12),
    5: (2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15),
}

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


# --- times tables ------------------------------------------------------------------------------


def rows_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "k × row = ?" or "Is n in the row-times table?" (the reason says it with a multiplication).

    >>> q = rows_question(random.Random(3), 1, "en")
    >>> q.topic, q.check(q.answer)
    ('rows', True)
    """
    row = rng.choice(ROWS[difficulty])
    if rng.random() < 0.5:
        k = rng.randint(1, STEPS[difficulty])
        n = k * row
        prompt = _("{k} × {row} = ?", lang).format(k=k, row=row)
        return Question("rows", prompt, str(n), row_sentence(n, row, lang=lang), "number", n)
    n = rng.randint(row + 1, row * STEPS[difficulty])
    yes, no = _yes_no(lang)
    answer = yes if n % row == 0 else no
    prompt = _("Is {n} in the {row}-times table?", lang).format(n=n, row=row)
    jumps = row_jumps_svg(row, jumps=min(n // row + 1, 12), mark=n, lang=lang)
    return Question("rows", prompt, answer, row_sentence(n, row, lang=lang), "choice", answer, (yes, no), "", jumps)


def multiples_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Which of these numbers are in the row-times table?" (several answers).

    >>> q = multiples_question(random.Random(2), 3, "en")
    >>> q.kind, q.check(q.answer.replace(",", " "))
    ('numbers', True)
    """
    row = rng.choice(ROWS[difficulty])
    top = row * STEPS[difficulty]
    inside = rng.sample(range(row, top + 1, row), 3)
    outside = [n for n in range(2, top + 1) if n % row]
    numbers = sorted(inside[: rng.randint(1, 3)] + rng.sample(outside, 3))
    numbers = list(dict.fromkeys(numbers))
    rng.shuffle(numbers)
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


def divisors_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Write all divisors of n." The key shows the dot rectangles of n.

    >>> q = divisors_question(random.Random(5), 2, "en")
    >>> q.check(q.answer.replace(",", " ")), q.answer_picture.startswith("<svg")
    (True, True)
    """
    most = min(MAX_NUMBER[difficulty], 60)
    n = rng.choice([m for m in range(4, most + 1) if not is_prime(m)])
    divs = divisors(n)
    pairs = [(d, n // d) for d in divs if d * d <= n]
    products = " = ".join(product_text((a, b), lang) for a, b in pairs)
    reason = _("{n} = {products}: the divisors of {n} are {divisors}.", lang).format(
        n=n, products=products, divisors=and_list(divs, lang)
    )
    prompt = _("Write all divisors of {n}.", lang).format(n=n)
    return Question(
        "divisors", prompt, ", ".join(map(str, divs)), reason, "numbers", tuple(divs),
        answer_picture=dot_rectangles_svg(n, lang=lang),
    )  # fmt: skip


def primes_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Which of these numbers are prime numbers?"

    >>> q = primes_question(random.Random(4), 3, "en")
    >>> all(is_prime(n) for n in q.value), q.check(q.answer.replace(",", " "))
    (True, True)
    """
    most = MAX_NUMBER[difficulty]
    primes = [n for n in range(2, most + 1) if is_prime(n)]
    others = [n for n in range(4, most + 1) if not is_prime(n)]
    numbers = rng.sample(primes, rng.randint(1, 3)) + rng.sample(others, 3)
    rng.shuffle(numbers)
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


def gcd_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "gcd(a, b) = ?"; the reason compares the prime factors, the key shows the divisor diagram.

    >>> q = gcd_question(random.Random(7), 3, "de")
    >>> q.kind, q.value == gcd(*[int(x) for x in q.prompt.split("(")[1].split(")")[0].split(", ")])
    ('number', True)
    """
    most = MAX_NUMBER[difficulty]
    while True:
        a, b = sorted(rng.sample(range(4, most + 1), 2))
        g = gcd(a, b)
        if g > 1 or rng.random() < 0.15:
            break
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


def factors_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Draw a factor tree for n": the answer is n as a product of primes, the key shows the tree.

    >>> q = factors_question(random.Random(1), 4, "en")
    >>> q.kind, q.check(q.answer.split("=")[1])
    ('factors', True)
    """
    most = MAX_NUMBER[difficulty]
    n = rng.choice([m for m in range(4, most + 1) if not is_prime(m)])
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
    prompt = _("Draw a factor tree for {n}. Write {n} as a product of prime numbers.", lang).format(n=n)
    return Question(
        "factors", prompt, f"{n} = {product}", reason, "factors", tuple(prime_factors(n)),
        answer_picture=factor_tree_svg(n, lang=lang),
    )  # fmt: skip


def lcm_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "lcm(a, b) = ?": the smallest number in both times tables.

    >>> q = lcm_question(random.Random(2), 2, "en")
    >>> q.kind, q.check(q.answer)
    ('number', True)
    """
    a, b = sorted(rng.sample(_LCM_ROWS[difficulty], 2))
    m = lcm(a, b)
    ma = ", ".join(str(x) for x in range(a, m + 1, a))  # each row up to the answer
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


def fit_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Does this card fit?": shared rows, from difficulty 2 double fits, from 3 bans.

    >>> q = fit_question(random.Random(1), 3, "en")
    >>> q.kind, len(q.cards), q.check(q.answer)
    ('choice', 2, True)
    """
    pool = _number_cards(MAX_NUMBER[difficulty])
    card, on = rng.sample(pool, 2)
    bans: list[int] = []
    if difficulty >= 3 and rng.random() < 0.5:
        bans = rng.choice([[2], [5], [2, 5]])
    return _fit("fit", card.text, on.text, bans, difficulty >= 2, lang)


def joker_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """The joker 1 fits with every number, also under a ban, but not on a wish for another symbol.

    >>> q = joker_question(random.Random(2), 2, "en")
    >>> "1" in " ".join(q.cards), q.check(q.answer)
    (True, True)
    """
    pool = _number_cards(MAX_NUMBER[difficulty])
    joker = rng.choice(("C1", "T1", "S1", "H1"))
    other = rng.choice(pool).text
    bans: list[int] = rng.choice([[], [2], [5], [2, 5]]) if difficulty >= 2 else []
    form = rng.random()
    if difficulty >= 3 and form < 0.3:
        return _fit("joker", joker, "W " + rng.choice("CTSH"), (), False, lang)
    if form < 0.65:
        return _fit("joker", joker, other, bans, difficulty >= 2, lang)
    return _fit("joker", other, joker, bans, difficulty >= 2, lang)


def chains_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "How many cards can you play in one turn?": every card but the last must fit double.

    >>> q = chains_question(random.Random(3), 2, "en")
    >>> q.kind, q.value == len(longest_double_chain(q.cards[1:], q.cards[0]))
    ('number', True)
    """
    pool = _number_cards(MAX_NUMBER[difficulty])
    size = 3 + min(difficulty, 3)
    top = rng.choice(pool)
    same = [c for c in pool if c.suit == top.suit and c != top]
    hand = rng.sample(same, min(len(same), 2 + difficulty // 2))
    hand += rng.sample([c for c in pool if c not in hand and c != top], size - len(hand))
    rng.shuffle(hand)
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


def flexible_question(rng: random.Random, difficulty: int, lang: str) -> Question:
    """ "Which card fits on the most cards?" of a deck with the numbers up to a limit.

    >>> q = flexible_question(random.Random(4), 1, "en")
    >>> q.kind, q.value in q.options, q.check(q.answer)
    ('choice', True, True)
    """
    most = min(MAX_NUMBER[difficulty], 85)
    deck = _number_cards(most)
    while True:
        cards = rng.sample(deck, 3 if difficulty <= 2 else 4)
        counts = [len(card_partners(c, deck)) for c in cards]
        if counts.count(max(counts)) == 1:
            break
    best = card_name(cards[counts.index(max(counts))], lang)
    each = "; ".join(
        _("{card} fits on {n} cards", lang).format(card=card_name(c, lang), n=n)
        for c, n in zip(cards, counts, strict=True)
    )
    reason = sentence(each) + ". " + _("So {card} is the most flexible.", lang).format(card=best)
    options = tuple(card_name(c, lang) for c in cards)
    prompt = _("Which card fits on the most cards of a deck with the numbers 2 to {most}: {cards}?", lang).format(
        most=most, cards=", ".join(options)
    )
    return Question(
        "flexible", prompt, best, reason, "choice", best, options,
        picture=cards_svg([c.text for c in cards], lang=lang), cards=tuple(c.text for c in cards),
    )  # fmt: skip


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
