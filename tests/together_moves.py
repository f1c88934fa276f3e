"""Helpers for the shared-table tests: make a legal move at a seat only by the messages a pupil's
card table sends (as :meth:`numnum.widget.card_table.CardTable.click_move` does at one laptop)."""

from __future__ import annotations

from collections.abc import Callable

from numnum.moves import Action, Move
from numnum.together.seat import SeatController

_BUTTONS = {Action.DRAW: "draw", Action.PASS: "pass", Action.CATCH: "catch"}


def click_move(ctl: SeatController, move: Move, send: Callable[[dict[str, object]], None]) -> None:
    """Make ``move`` (legal now, at ``ctl``'s seat) by clicks sent with ``send``; ``ctl`` is the
    seat's controller in the service (read only, for the picture's step and the hand)."""

    def click(action: str, **fields: object) -> None:
        send({"action": action, "step": ctl.step, **fields})

    g = ctl.game
    if move.action in _BUTTONS:
        click(_BUTTONS[move.action])
        return
    if move.action is Action.CHOOSE:
        click("pick", index=ctl._picker().index(move))
        return
    if ctl.selection or ctl.picker_moves:
        click("cancel")
    if ctl.armed != bool(move.call):
        click("call")
    before = len(g.history)
    hand = g.hands[ctl.seat]
    used: set[int] = set()
    for card in move.cards:
        index = next(i for i, c in enumerate(hand) if c == card and i not in used)
        used.add(index)
        click("card", index=index)
        if len(g.history) != before:
            return
    if not ctl.picker_moves:
        click("play_selected")
    if len(g.history) == before:
        click("pick", index=ctl.picker_moves.index(move.without_call()))
