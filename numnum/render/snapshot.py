"""One player's view of the table as a small static picture (HTML with SVG cards).

What :meth:`numnum.View._repr_html_` shows in a notebook: the top card, the draw pile, every
seat's card count and the player's own hand as a fan (the playable cards marked when it is the
player's turn).  Pure: the view in, text out.

>>> import numnum
>>> html = view_html(numnum.new_game("numnum", players=2, seed=1).view(0))
>>> html.startswith('<div class="nn-view"') and html.count("<svg") >= 3
True
"""

from __future__ import annotations

from html import escape

from numnum.engine.player_view import View
from numnum.moves import Action
from numnum.render.cards import card_back_svg, card_svg, hand_svg

__all__ = ["view_html"]


def view_html(view: View, lang: str = "en") -> str:
    """The table as ``view.player`` sees it."""
    playable = {c for m in view.legal_moves if m.action is Action.PLAY for c in m.cards}
    marks = [i for i, c in enumerate(view.hand) if c in playable] if view.my_turn else None
    seats = " · ".join(
        f"{'▶ ' if seat == view.current_player and not view.is_over else ''}"
        f"{'you' if seat == view.player else f'player {seat}'}: {size}"
        for seat, size in enumerate(view.hand_sizes)
    )
    moves = "moves: " + ", ".join(str(m) for m in view.legal_moves) if view.my_turn else ""
    hand = hand_svg(view.hand, width=90, playable=marks, lang=lang) if view.hand else ""
    return (
        '<div class="nn-view" style="font-family: sans-serif">'
        f"<div>{escape(seats)}</div>"
        '<div style="display:flex;gap:14px;align-items:flex-end;margin:6px 0">'
        f"{card_back_svg(70, view.variant, lang=lang)}{card_svg(view.top, width=90, lang=lang)}"
        f"<span>{escape(moves)}</span></div>"
        f"<div>{hand}</div></div>"
    )
