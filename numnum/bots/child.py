"""The gentle computer opponents (levels 1 and 2): simple visible rules and human-like slips.

A young child does not play at random: they look along their hand and play the *first* card
that fits, name the suit or symbol they hold most of, and draw when nothing fits.  They also
make the slips children make, never the ones a random player makes:

* they forget the call ("Mau", "ONE!") now and then, and may be caught;
* they do not always notice a forgotten call to catch;
* they often miss the chance to play on (a NumNum double fit, an ace) and end the turn;
* they sometimes overlook a card that fits and draw instead;
* they rarely play several cards at once, even when the rules allow it;
* they play the first fitting card, a wild card too (they do not keep it for later).

:func:`child_move` is that player's decision (:class:`ChildBot`, level 1, makes it in every
decision); level 2 is the greedy bot that makes it in a share of its decisions only (its
*slips*, :class:`~numnum.bots.greedy.GreedyBot`), so it plays well most of the time and still
leaves a pupil a chance.  Every choice comes from the decision's seeded generator: the same
view gives the same move.

>>> import numnum
>>> g = numnum.new_game("numnum", players=2, seed=3)
>>> bot = ChildBot(seed=1)
>>> move = bot.choose(g.view(0))
>>> move in g.legal_moves(), move is bot.choose(g.view(0))
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from numnum.bots.base import Bot, decision_rng
from numnum.cards import Card
from numnum.engine.player_view import View
from numnum.moves import Action, Move

__all__ = ["CHILD", "ChildBot", "Slips", "child_move"]


class Slips(NamedTuple):
    """How often the child slips, each a chance from 0 to 1."""

    forget_call: float = 0.3  #: plays without the call when it could call
    miss_catch: float = 0.5  #: does not catch a forgotten call
    miss_again: float = 0.5  #: ends the turn (``pass``) where it could play on
    overlook: float = 0.1  #: draws although a card fits (at the start of a turn)
    several: float = 0.7  #: plays one card where it could play several at once
    any_choice: float = 0.25  #: names a suit or symbol at random, not the one held most


#: The slips of level 1.
CHILD = Slips()


def _most(view: View, choices: Sequence[str], played: Sequence[object] = ()) -> str:
    """Of ``choices``, the suit or symbol the hand holds most of (without the cards played);
    ties: the first one."""
    counts = {c: 0 for c in choices}
    for card in view.hand:
        if card.suit in counts and card not in played:
            counts[card.suit] += 1
    return max(choices, key=lambda c: counts[c])


def child_move(view: View, rng: random.Random, slips: Slips = CHILD) -> Move:
    """The child's move in ``view`` (one of its legal moves; see the module's docstring).

    >>> import numnum
    >>> g = numnum.new_game("numnum", players=2, deck=["H4", "C3", "H12", "T5", "C7", "C9", "H10", "C11"],
    ...                     hand_size=3)
    >>> [str(c) for c in g.hands[0]], str(g.top), g.legal_moves().notations()
    (['H4', 'H12', 'C7'], 'H10', ['H4', 'H12', 'draw'])
    >>> str(child_move(g.view(0), random.Random(2), CHILD._replace(overlook=0.0)))  # the first that fits
    'H4'
    """
    legal = list(view.legal_moves)
    if len(legal) == 1:
        return legal[0]
    catch = [m for m in legal if m.action is Action.CATCH]
    if catch:
        if rng.random() >= slips.miss_catch:
            return catch[0]
        legal = [m for m in legal if m.action is not Action.CATCH]
    chooses = [m for m in legal if m.action is Action.CHOOSE]
    if chooses:
        if rng.random() < slips.any_choice:
            return chooses[rng.randrange(len(chooses))]
        best = _most(view, [m.choice or "" for m in chooses])
        return next(m for m in chooses if m.choice == best)
    plays = [m for m in legal if m.action is Action.PLAY]
    draw = next((m for m in legal if m.action is Action.DRAW), None)
    stop = next((m for m in legal if m.action is Action.PASS), None)
    rest = [m for m in legal if m.action is not Action.PLAY]
    if plays and stop is not None and view.phase == "chain" and rng.random() < slips.miss_again:
        return stop  # did not see that it may play on
    if plays and draw is not None and view.phase == "turn" and rng.random() < slips.overlook:
        return draw  # did not see the card that fits
    if not plays:
        return draw or stop or rest[0]
    several = [m for m in plays if len(m.cards) > 1]
    if several and (rng.random() >= slips.several or all(len(m.cards) > 1 for m in plays)):
        first = several[0].cards
        chosen = [m for m in several if m.cards == first]
    else:
        order: dict[Card, int] = {}
        for i, card in enumerate(view.hand):
            order.setdefault(card, i)
        singles = [m for m in plays if len(m.cards) == 1]
        card = min((m.cards[0] for m in singles), key=lambda c: order.get(c, len(order)))
        chosen = [m for m in singles if m.cards[0] == card]
    choices = sorted({m.choice for m in chosen if m.choice is not None})
    if choices:
        if rng.random() < slips.any_choice:
            wish = choices[rng.randrange(len(choices))]
        else:
            wish = _most(view, choices, chosen[0].cards)
        chosen = [m for m in chosen if m.choice == wish]
    calls = [m for m in chosen if m.call]
    silent = [m for m in chosen if not m.call]
    if calls and (not silent or rng.random() >= slips.forget_call):
        return calls[0]
    return silent[0] if silent else chosen[0]


class ChildBot(Bot):
    """Level 1: plays like a young child (see the module's docstring)."""

    def __init__(self, seed: int = 0, *, slips: Slips = CHILD, name: str = "level1") -> None:
        super().__init__(name, seed)
        for value in slips:
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"every slip is a chance from 0 to 1, not {value!r}")
        self.slips = slips

    def _choose(self, view: View) -> Move:
        return child_move(view, decision_rng(self.seed, view, "child"), self.slips)
