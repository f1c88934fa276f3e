"""What the history tells about the hidden hands: cards a player cannot hold.

A player who draws although nothing is pending, or whose turn ends without a play, showed that
no card of their hand could be played then (the coloured variants with "Legezwang" force this;
in NumNum and classic Mau Mau drawing is voluntary, and the expert assumes that players draw
only when nothing fits, as children and the greedy bot do).  For each other player the newest
such event is kept, as a :class:`Constraint`: all but ``free`` cards of their hand (the cards
they got since) are none of the cards that were playable then.  :func:`constrain` moves such
cards of a sampled game back into the draw pile, so that the search deals hidden cards that
agree with what everyone saw.

>>> import numnum
>>> g = numnum.new_game("maumau_110", players=2, deck=["G3", "B5", "G4", "R9", "R7", "B1", "R2"], hand_size=2)
>>> [[str(c) for c in h] for h in g.hands], str(g.top), g.legal_moves()
([['G3', 'G4'], ['B5', 'R9']], 'R7', <LegalMoves: draw>)
>>> g.play("draw")  # player 0 holds no red card and no 7 (but the card drawn may be one)
>>> [(c.seat, str(c.key[0]), c.free) for c in constraints(g.view(1), g.rules)]
[(0, 'R7', 1)]
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

from numnum.cards import Card, Kind
from numnum.engine.game import Game
from numnum.engine.view import View
from numnum.errors import IllegalMove
from numnum.moves import Action, Move
from numnum.variants.base import Rules

__all__ = ["Constraint", "constrain", "constraints"]


class Constraint(NamedTuple):
    """All but ``free`` cards of ``seat``'s hand are not playable in the state ``key``."""

    seat: int
    key: tuple[Any, ...]  #: the rules' table key of that moment (top card, wish, ...)
    free: int  #: cards the player may have got since (the drawn card)
    keep_wild: bool  #: the player may have kept wild cards (a ``pass`` in a NumNum chain)


def _mask(bans: frozenset[int]) -> int:
    return (1 if 2 in bans else 0) | (2 if 5 in bans else 0)


def constraints(view: View, rules: Rules) -> list[Constraint]:
    """The newest constraint on each other player's hand that the history shows."""
    numnum = view.variant == "numnum"
    moves: list[tuple[int, Move | None, str]] = []
    toggles = 0
    for seat, text in view.history:
        move: Move | None = None
        if seat >= 0 and text not in ("-", "out", "blocked") and not text.startswith("penalty"):
            try:
                move = Move.parse(text, view.variant)
            except IllegalMove:
                move = None
        if move is not None and move.action is Action.PLAY and move.cards[0].kind is Kind.BAN:
            toggles ^= 1 if move.cards[0].number == 2 else 2
        moves.append((seat, move, text))
    mask = _mask(view.bans) ^ toggles  # the bans before the first move of the history
    top: Card | None = None
    wish: str | None = None
    pending = 0  # 1: a draw penalty waits, 2: a skip that may be passed on waits
    piled = sum(
        len(m.cards)
        for _, m, _ in moves
        if m is not None and m.action is Action.PLAY and m.cards[0].kind is not Kind.BAN
    )
    if view.round == 1 and piled + 1 == len(view.discard_pile):  # no reshuffle yet: the first card is known
        top = view.discard_pile[0]
        effect = rules.effect_of(top)  # it may count as played (then its effect waits)
        pending = 1 if effect.draw else 2 if effect.stack_skip else 0
    goes_on = False  # the last play lets its player play again
    found: dict[int, Constraint | None] = {}

    def key() -> tuple[Any, ...]:
        assert top is not None
        return (top, wish, 0 if numnum else pending, mask if numnum else 0)  # the engine's StateKey

    for i, (seat, move, text) in enumerate(moves):
        nxt = moves[i + 1][0] if i + 1 < len(moves) else None
        if seat < 0:  # a new round: nothing carries over
            found.clear()
            top, wish, pending, goes_on = None, None, 0, False
            continue
        if move is None:
            if text == "-" and top is not None and pending != 1:
                found[seat] = Constraint(seat, key(), 0, False)  # no move at all: nothing could be played
            pending = 0 if text == "-" else pending
            continue
        action = move.action
        if action is Action.PLAY:
            cards = move.cards
            first = cards[0]
            if first.kind is Kind.BAN:
                mask ^= 1 if first.number == 2 else 2
                goes_on = False
                continue
            effects = [rules.effect_of(c) for c in cards]
            if any(e.swap or e.custom for e in effects):
                found.clear()  # hands moved or cards were handed out
            goes_on = top is not None and len(cards) == 1 and not pending and rules.goes_on(key(), first)
            if any(e.draw for e in effects):
                pending, goes_on = 1, False
            elif any(e.stack_skip for e in effects):
                pending, goes_on = 2, False
            elif pending == 2:
                pending = 0
            top = cards[-1]
            wish = move.choice if rules.names_choice(top) else None
            ended = nxt != seat if nxt is not None else view.current_player != seat
            if goes_on and ended:  # the turn ended by itself: nothing fitted
                found[seat] = Constraint(seat, key(), 0, False)
        elif action is Action.DRAW:
            if pending == 1 or top is None:
                found[seat] = None  # a draw penalty: an unknown number of cards
            else:
                found[seat] = Constraint(seat, key(), 1, False)
            pending, goes_on = 0, False
        elif action is Action.PASS:
            if top is not None and (goes_on or pending == 2):
                found[seat] = Constraint(seat, key(), 0, True)
            pending, goes_on = 0 if pending == 2 else pending, False
        elif action is Action.CHOOSE:
            wish = move.choice
        elif action is Action.CATCH:
            found.clear()
    return [c for seat, c in sorted(found.items()) if c is not None and seat != view.player]


def constrain(game: Game, cons: list[Constraint], rules: Rules, rng: random.Random) -> None:
    """Swap cards a player cannot hold (by ``cons``) with cards of the draw pile that fit the
    constraint, where the draw pile has such cards."""
    stock = game.stock
    for con in cons:
        playable = _playable(rules, con)
        hand = game.hands[con.seat]
        bad = [i for i, c in enumerate(hand) if playable(c)]
        excess = len(bad) - con.free
        if excess <= 0:
            continue
        good = [j for j, c in enumerate(stock) if not playable(c)]
        rng.shuffle(bad)
        rng.shuffle(good)
        for i, j in zip(bad[:excess], good, strict=False):
            hand[i], stock[j] = stock[j], hand[i]


def _playable(rules: Rules, con: Constraint) -> Callable[[Card], bool]:
    cache: dict[Card, bool] = {}

    def playable(card: Card) -> bool:
        ok = cache.get(card)
        if ok is None:
            ok = card.kind is not Kind.BAN and bool(rules.plays_of(con.key, card))  # a ban card cannot be the last
            if ok and con.keep_wild and rules.names_choice(card):
                ok = False
            cache[card] = ok
        return ok

    return playable
