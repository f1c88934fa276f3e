"""The 'flexible' questions: flexible playing: which card keeps the most cards playable.

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from numnum.i18n import translate as _
from numnum.teaching.counting import card_partners
from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import MAX_NUMBER, Item, Spec, _number_cards, _sampled, cards_svg
from numnum.teaching.questions import (
    and_list,
    card_words,
)


def items(difficulty: int) -> Iterator[Item]:
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


def build(spec: Spec, difficulty: int, lang: str) -> Question:
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
