"""Helpers that build exact positions for the rule tests and read the table as text."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

import numnum
from numnum import Game


def deal(
    variant: str,
    hands: Sequence[Sequence[str]],
    top: str,
    *,
    turned_up: Sequence[str] = (),
    stock: Sequence[str] = (),
    **options: Any,
) -> Game:
    """A game whose hands, turned-up cards, first discard and draw pile are exactly these."""
    size = len(hands[0])
    assert all(len(h) == size for h in hands), "deal() needs hands of equal size"
    deck = [hands[p][i] for i in range(size) for p in range(len(hands))]
    deck += [*turned_up, top, *stock]
    return numnum.new_game(variant, players=len(hands), deck=deck, hand_size=size, **options)


def texts(cards: Iterable[object]) -> list[str]:
    """The notations of ``cards``."""
    return [str(c) for c in cards]


def hand(g: Game, player: int) -> Counter[str]:
    """A player's hand as a multiset of notations."""
    return Counter(texts(g.hands[player]))


def legal(g: Game) -> set[str]:
    """The legal moves as notations."""
    return set(g.legal_moves().notations())


def draw_pile(g: Game) -> list[str]:
    """The draw pile, the next card to draw first (``Game.stock`` holds it last)."""
    return texts(reversed(g.stock))
