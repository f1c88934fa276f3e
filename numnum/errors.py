"""The project's exceptions."""

from __future__ import annotations

__all__ = ["IllegalMove"]


class IllegalMove(ValueError):
    """A move that the rules do not allow now; the message says why.  The game is unchanged.

    >>> isinstance(IllegalMove("7 does not fit on 30"), ValueError)
    True
    """
