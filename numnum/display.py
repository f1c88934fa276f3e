"""Pictures for notebooks, drawn by a layer above the object that shows itself.

A card (:mod:`numnum.cards`), a player's view (:mod:`numnum.engine.player_view`) and an
explanation (:mod:`numnum.explanations`) show themselves as pictures in Jupyter (``_repr_svg_``,
``_repr_html_``), but the drawing belongs to :mod:`numnum.render`, a layer above them (see
``tests/test_layers.py``).  So the package :mod:`numnum` registers the drawing functions here
(importing the renderers the first time a picture is asked for, as ``import numnum`` should
stay light), and the objects ask for them by name.

>>> import numnum
>>> picture("card", numnum.Card.parse("H7", "maumau")).startswith("<svg")
True
>>> picture("chess board", None)
Traceback (most recent call last):
...
LookupError: nothing draws a chess board
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["picture", "register_picture"]

_DRAWERS: dict[str, Callable[[Any], str]] = {}


def register_picture(kind: str, draw: Callable[[Any], str]) -> None:
    """Let ``draw(obj)`` make the picture (SVG or HTML text) of every object of ``kind``."""
    _DRAWERS[kind] = draw


def picture(kind: str, obj: object) -> str:
    """The picture of ``obj``, an object of ``kind``, by the function registered for it."""
    draw = _DRAWERS.get(kind)
    if draw is None:
        raise LookupError(f"nothing draws a {kind}")
    return draw(obj)
