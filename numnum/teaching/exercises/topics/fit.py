"""The 'fit' questions: does a card fit on another (rows, symbols, bans): fits, fits double or does not fit.

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from math import gcd

from numnum.arithmetic import prime_factors
from numnum.card_names import the_card
from numnum.cards import Kind
from numnum.explanations import explain
from numnum.i18n import translate as _
from numnum.render.strip import rows_strip
from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import MAX_NUMBER, Item, Spec, _big, _number_cards, _sampled, cards_svg
from numnum.teaching.questions import (
    bans_sentence,
    fit_labels,
)
from numnum.variants.numnum import SYMBOL_NAMES


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


def items(difficulty: int) -> Iterator[Item]:
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


def build(spec: Spec, difficulty: int, lang: str) -> Question:
    _form, card, on, bans = spec
    return _fit("fit", card, on, bans, difficulty >= 2, lang)
