"""Decks arranged for a lesson: choose your own hand and the first cards turned up.

:func:`numnum.new_game` deals a ``deck`` as it is (top card first, one card at a time, player 0
first) and then turns up cards from the front of what is left.  :func:`arranged_deck` builds
such a deck from a pile of cards: player 0 gets the cards you name, the start turns up the cards
you name (a ban card there is active from the first turn), and everything else is shuffled.

>>> import numnum
>>> from numnum.variants.numnum import standard_deck
>>> deck = arranged_deck(standard_deck(), players=3, hand_size=5, hand=["H7", "S13"], turn_up=["B2", "C12"], seed=1)
>>> g = numnum.new_game("numnum", players=3, deck=deck, hand_size=5)
>>> "H7" in [c.text for c in g.hands[0]], sorted(g.bans), g.top.text
(True, [2], 'C12')
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from numnum.cards import Card

__all__ = ["arranged_deck"]


def arranged_deck(
    cards: Sequence[Card | str],
    players: int,
    hand_size: int = 7,
    *,
    hand: Sequence[Card | str] = (),
    turn_up: Sequence[Card | str] = (),
    seed: int | None = None,
) -> list[str]:
    """``cards`` in an order for ``new_game(..., deck=...)``: ``hand`` goes to player 0,
    ``turn_up`` is turned up at the start, the rest is shuffled (``seed`` for the same order
    every time).

    Every named card must be in ``cards`` (as often as it is named).

    >>> arranged_deck(["H2", "H3", "H4", "H5", "H6"], players=2, hand_size=2, hand=["H6"], turn_up=["H5"], seed=0)[0]
    'H6'
    >>> arranged_deck(["H2"], players=2, hand_size=1, hand=["H9"])
    Traceback (most recent call last):
    ...
    ValueError: H9 is not in the cards (or named too often)
    """
    if len(hand) > hand_size:
        raise ValueError(f"hand names {len(hand)} cards, more than the hand size {hand_size}")
    rest = [str(c) for c in cards]
    for c in [*hand, *turn_up]:
        try:
            rest.remove(str(c))
        except ValueError:
            raise ValueError(f"{c} is not in the cards (or named too often)") from None
    random.Random(seed).shuffle(rest)
    dealt = players * hand_size
    if len(rest) + len(hand) < dealt:
        raise ValueError(f"{players} hands of {hand_size} need {dealt} cards")
    mine = [str(c) for c in hand]
    out = []
    for i in range(dealt):
        if i % players == 0 and mine:
            out.append(mine.pop(0))
        else:
            out.append(rest.pop())
    return out + [str(c) for c in turn_up] + rest
