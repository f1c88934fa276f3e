"""What every topic's questions are made with: the numbers of each difficulty (:data:`MAX_NUMBER`,
:data:`ROWS`, ...), a question's spec and item, a pool sampled when the numbers allow too many,
and the picture of a few cards (:func:`cards_svg`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from html import escape
from typing import Any

from numnum.card_names import card_name
from numnum.cards import Card, Kind
from numnum.i18n import translate as _
from numnum.teaching.exercises.question import Question
from numnum.teaching.pictures import (
    card_picture,
)
from numnum.variants.numnum import standard_deck

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
