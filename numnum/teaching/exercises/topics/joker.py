"""The 'joker' questions: the one (the jokers) and the wish card: what may go on them.

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import MAX_NUMBER, Item, Spec, _number_cards, _sampled
from numnum.teaching.exercises.topics.fit import _fit, _fit_group


def items(difficulty: int) -> Iterator[Item]:
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


def build(spec: Spec, difficulty: int, lang: str) -> Question:
    _form, card, on, bans = spec
    return _fit("joker", card, on, bans, difficulty >= 2 and not on.startswith("W"), lang)
