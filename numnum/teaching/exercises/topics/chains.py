"""The 'chains' questions: chains: play as many cards in one turn as possible.

:func:`items` lists every question of a difficulty (its spec, group and score), :func:`build`
makes one in words, with its answer and reason.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from numnum.arithmetic import fit_level
from numnum.card_names import card_name, sentence, the_card
from numnum.cards import Card
from numnum.i18n import translate as _
from numnum.i18n import translate_plural
from numnum.teaching.counting import longest_double_chain
from numnum.teaching.exercises.question import Question
from numnum.teaching.exercises.topics.common import MAX_NUMBER, Item, Spec, _big, _number_cards, _sampled, cards_svg
from numnum.teaching.pictures import (
    chain_svg,
)


def items(difficulty: int) -> Iterator[Item]:
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


def build(spec: Spec, difficulty: int, lang: str) -> Question:
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
