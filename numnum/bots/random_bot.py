"""The random computer opponent (level 1): any sensible legal move, uniformly at random.

It still makes its calls and catches forgotten ones (see :func:`numnum.bots.base.sensible_moves`).

>>> import numnum
>>> g = numnum.new_game("numnum", players=2, seed=3)
>>> bot = RandomBot(seed=7)
>>> bot.choose(g.view(0)) in g.legal_moves()
True
>>> bot.choose(g.view(0)) is bot.choose(g.view(0))  # the same view, the same choice
True
"""

from __future__ import annotations

from numnum.bots.base import Bot, decision_rng, sensible_moves
from numnum.engine.player_view import View
from numnum.moves import Move

__all__ = ["RandomBot"]


class RandomBot(Bot):
    """Plays a random sensible legal move (seeded: the same view gives the same move)."""

    def __init__(self, seed: int = 0, *, name: str = "random") -> None:
        super().__init__(name, seed)

    def _choose(self, view: View) -> Move:
        moves = sensible_moves(view.legal_moves)
        if len(moves) == 1:
            return moves[0]
        return moves[decision_rng(self.seed, view).randrange(len(moves))]
