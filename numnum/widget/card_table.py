"""The card table widget for JupyterLab: a thin shell around :class:`~numnum.widget.controller.Controller`.

The widget holds no rules and draws nothing itself: the browser sends each click or key as a
small message, the controller acts on it, and the pure renderer
(:func:`numnum.render.scene_html.scene_html`) turns the new scene into the HTML that the widget's
script shows.  Computer players move one at a time: after each picture the script waits the bot
delay and asks for the next computer move, so the kernel is never blocked by a sleeping loop.

>>> deck = ["H4", "C9", "S6", "T8", "H10", "C7"]
>>> w = CardTable(Controller("numnum", players=2, deck=deck, hand_size=2, autosave=False))
>>> w.click_card(0); w.click("pass")
>>> w.controller.message
'You passed.'
>>> w.bot_wait  # now the computer player is to move, in 0.9 seconds
900
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from numnum.errors import IllegalMove
from numnum.moves import Action, Move
from numnum.render.scene_html import backs_css, scene_html
from numnum.widget.controller import Controller

__all__ = ["CardTable"]

_HERE = Path(__file__).parent
_BUTTONS = {Action.DRAW: "draw", Action.PASS: "pass", Action.CATCH: "catch"}


class CardTable(anywidget.AnyWidget):
    """The card table of one :class:`Controller`; ``numnum.play(...)`` makes one."""

    #: the script: the browser's identity (``identity.js``, kept apart for other widgets) and the table
    _esm = (_HERE / "identity.js").read_text(encoding="utf-8") + (_HERE / "card_table.js").read_text(encoding="utf-8")
    #: the styles, and the small card backs drawn once for the page (see ``SHEET_BACKS``)
    _css = (_HERE / "card_table.css").read_text(encoding="utf-8") + backs_css()
    #: the table as HTML (drawn by the renderer)
    html = traitlets.Unicode("").tag(sync=True)
    #: milliseconds until the script should ask for the next computer move (-1: none)
    bot_wait = traitlets.Int(-1).tag(sync=True)
    #: the picture's number; messages from an older picture are ignored
    step = traitlets.Int(0).tag(sync=True)
    #: the game's turn: the script asks for the computer move of this turn (clicks never delay it)
    turn = traitlets.Int(0).tag(sync=True)
    #: when the cell has run, the table takes the keys and scrolls into view; a lesson, where the
    #: table stands far down a page a pupil reads from the top, turns it off
    take_focus = traitlets.Bool(True).tag(sync=True)
    #: whether the game is kept: "waiting" (for the browser to say who it is), "yes" or "no"; the
    #: script shows it as the ``data-kept`` attribute of the table's root
    kept = traitlets.Unicode("no").tag(sync=True)

    def __init__(self, controller: Controller, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.controller = controller
        #: seconds the kernel spent on each handled message (for the benchmark)
        self.timings: list[float] = []
        self.on_msg(self._on_msg)
        self.refresh()

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        self.send_action(content)  # whatever came: the controller checks it

    def send_action(self, msg: object) -> None:
        """Act on one message, exactly as if the browser had sent it, and redraw."""
        start = time.perf_counter()
        self.controller.handle(msg)
        self.refresh()
        if not isinstance(msg, Mapping) or msg.get("action") not in ("bot", "hello"):
            self.timings.append(time.perf_counter() - start)

    def refresh(self) -> None:
        """Draw the table again from the controller's scene."""
        t = self.controller
        with self.hold_sync():
            self.html = scene_html(t.scene())
            self.bot_wait = t.bot_wait_ms()
            self.step = t.step
            self.turn = t.turn
            self.kept = t.keeping

    # -- conveniences for scripts and tests: the same messages the browser sends
    def click(self, action: str, **fields: object) -> None:
        """Press a button (``"draw"``, ``"pass"``, ``"call"`` ...) of the current picture."""
        self.send_action({"action": action, "step": self.controller.step, **fields})

    def click_card(self, index: int) -> None:
        """Click the card at ``index`` of the hand on show."""
        self.click("card", index=index)

    def pick(self, index: int) -> None:
        """Choose option ``index`` of the open picker."""
        self.click("pick", index=index)

    def click_move(self, move: Move | str) -> None:
        """Make the legal ``move`` of the person to move only by clicks, as a child would: the
        cards one after another, then the picker or *Play the selected cards*; the buttons for
        draw, pass and catch; *Call* first for a move with a call.  Cards picked earlier are put
        back first.  (For scripts and tests.)
        """
        t = self.controller
        move = move if isinstance(move, Move) else Move.parse(move, t.game.variant)
        if move not in t.game.legal_moves():
            raise IllegalMove(f"{move} is not a legal move now")
        if move.action in _BUTTONS:
            self.click(_BUTTONS[move.action])
            return
        if move.action is Action.CHOOSE:
            self.pick(t._picker().index(move))
            return
        if t.selection or t.picker_moves:  # cards picked before: put them back first
            self.click("cancel")
        if t.armed != bool(move.call):
            self.click("call")
        before = len(t.game.history)
        hand = t.game.hands[t.game.current_player]
        used: set[int] = set()
        for card in move.cards:
            index = next(i for i, c in enumerate(hand) if c == card and i not in used)
            used.add(index)
            self.click_card(index)
            if len(t.game.history) != before:
                return
        if not t.picker_moves:
            self.click("play_selected")
        if len(t.game.history) == before:
            self.pick(t.picker_moves.index(move.without_call()))

    def bot_move(self) -> bool:
        """Let the computer player to move make one move now (what the script's timer asks for)."""
        if self.controller.bot_wait_ms() < 0:
            return False
        self.send_action({"action": "bot", "turn": self.controller.turn})
        return True
