"""What every computer opponent shares: the :class:`Bot` interface and its seeded randomness.

A bot's choice is a pure function of its seed and the :class:`~numnum.engine.player_view.View` it is
given.  Each decision gets its own random generator, derived from the seed and a stable
fingerprint of the view (SHA-256 of its public notation; never Python's salted ``hash()``), so
the same view gives the same choice in every process, whatever the hidden cards are.

>>> import numnum
>>> g = numnum.new_game("numnum", players=3, seed=5)
>>> v = g.view(0)
>>> fingerprint(v) == fingerprint(numnum.new_game("numnum", players=3, seed=5).view(0))
True
>>> decision_rng(1, v).random() == decision_rng(1, v).random()
True
>>> [str(m) for m in sensible_moves(numnum.moves.LegalMoves(
...     [numnum.Move.parse(t, "maumau") for t in ("H7!", "H7", "draw")]))]
['H7!', 'draw']
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
from collections.abc import Sequence

from numnum.engine.player_view import View
from numnum.moves import Action, Move

__all__ = ["Bot", "decision_rng", "fingerprint", "sensible_moves"]


_CARD_TUPLES = frozenset({"hand", "discard_pile", "deck", "ban_cards", "aside"})
#: fields added to the view later, left out of the fingerprint while they hold these values, so
#: that every seeded decision made before they existed stays the same
_LATER_FIELDS: dict[str, object] = {"skips_left": 0, "penalty_misses": False, "winners": ()}


def fingerprint(view: View) -> bytes:
    """SHA-256 of everything in ``view`` (variant, player, hand, hand sizes, piles, bans, wish,
    phase, pending draws, history, legal moves, options, ...): equal views, equal fingerprints.

    Every field counts, in a text that does not depend on the process: cards and moves by their
    notation (their ``repr`` is stable too), sets sorted, never Python's salted ``hash()``.
    """
    parts: list[str] = []
    for field in dataclasses.fields(view):
        name = field.name
        value = getattr(view, name)
        if name in _LATER_FIELDS and value == _LATER_FIELDS[name]:
            continue
        parts.append(name)
        if name in _CARD_TUPLES:
            parts.append(",".join([c.text for c in value]))
        elif name == "history":
            parts.append(" ".join([str(seat) for seat, _ in value]))
            parts.append("|".join([text for _, text in value]))
        elif name == "legal_moves":
            parts.append("|".join([m.text for m in value]))
        elif isinstance(value, frozenset | set):
            parts.append(repr(sorted(value)))
        else:
            parts.append(repr(value))
    return hashlib.sha256("\x1e".join(parts).encode()).digest()


def decision_rng(seed: int, view: View, salt: str = "") -> random.Random:
    """The random generator of one decision: a function of ``seed``, ``salt`` and the view."""
    digest = hashlib.sha256(f"{seed}|{salt}|".encode() + fingerprint(view)).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def sensible_moves(legal: Sequence[Move]) -> list[Move]:
    """The legal moves a bot considers: a play with its call made replaces the same play with
    the call forgotten, and a possible ``catch`` is always taken (the only move left)."""
    if any(m.action is Action.CATCH for m in legal):
        return [Move.CATCH]
    calls = {m.without_call() for m in legal if m.call}
    if not calls:
        return list(legal)
    return [m for m in legal if m.call or m not in calls]


class Bot:
    """A computer opponent: ``bot.choose(view)`` returns one of ``view.legal_moves``.

    A bot sees only the view it is given and never changes it (views are immutable); its choice
    is a pure function of ``seed`` and the view.  Make bots with :func:`numnum.make_bot`.
    Subclasses implement ``_choose``.  (Not an ``abc.ABC``: compiled with mypyc, the subclasses
    would share the ABC's cache of ``isinstance`` answers, and a greedy bot passed for an expert.)
    """

    name: str  #: the name it was made with ("greedy", "level3", ...)
    seed: int  #: its seed (``make_bot(..., seed=None)`` uses 0)

    def __init__(self, name: str, seed: int) -> None:
        self.name = name
        self.seed = seed

    def choose(self, view: View) -> Move:
        """The move this bot makes in ``view`` (``ValueError`` when it is not its decision)."""
        legal = view.legal_moves
        if not legal:
            who = "the game is over" if view.is_over else f"it is player {view.current_player}'s turn"
            raise ValueError(f"player {view.player} has nothing to decide: {who}")
        if len(legal) == 1:
            return legal[0]
        return self._choose(view)

    def _choose(self, view: View) -> Move:
        """The choice among two or more legal moves (each kind of bot has its own)."""
        raise NotImplementedError(f"{type(self).__name__} must implement _choose")

    def __repr__(self) -> str:
        return f"numnum.make_bot({self.name!r}, seed={self.seed!r})"
