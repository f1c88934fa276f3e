"""One seat's screen at a shared table: the one-laptop controller, fixed to one seat.

A shared table (:mod:`numnum.together.service`) holds one :class:`~numnum.engine.game.Game` and,
for each seat, a :class:`SeatController`: the card table's own
:class:`~numnum.widget.controller.Controller`, sharing that game, whose viewer is that seat for
good.  So each pupil's screen is built by exactly the code that builds it at one laptop (the same
buttons, hints, picker, calls, log and boxes), spoken to as "you", with three differences:

- there is no "pass the laptop" screen: every pupil has their own;
- the controller moves no computer player: the service does, once, for everybody;
- nothing starts another game from one pupil's screen (*New game…* and *Play again* are left out
  of the scene): the table belongs to the whole group;
- while a computer player plays a pupil's seat, the pupil's screen says so (in its status lines).

:meth:`SeatController.observe` tells a seat that someone else has moved: its picture number goes
up (a click on the older picture is refused as at one laptop) and its message says what happened.

>>> import numnum
>>> g = numnum.new_game("numnum", players=2, seed=3)
>>> seats = [("Anna", None), ("Ben", None)]
>>> anna, ben = SeatController(g, seats, 0), SeatController(g, seats, 1)
>>> anna.viewer, ben.viewer, anna.humans, ben.humans
(0, 1, [0], [1])
>>> [c.card.text for c in shared_scene(anna).hand] == [c.text for c in g.hands[0]]
True
>>> [s.cards for s in shared_scene(ben).seats]   # never another hand (no open hands here)
[None, None]
"""

from __future__ import annotations

import dataclasses
from typing import Any

from numnum.engine.game import Game
from numnum.i18n import translate as _
from numnum.render.scene import Button, Overlay, Scene
from numnum.widget.build_scene import _log
from numnum.widget.controller import Controller

__all__ = ["SEAT_ACTIONS", "TURN_ACTIONS", "SeatController", "shared_scene"]

#: What a pupil may do at a shared table: the moves of their turn ...
TURN_ACTIONS = frozenset({"card", "pick", "cancel", "draw", "pass", "catch", "call", "play_selected"})
#: ... and what changes only their own screen (hints, the rules panel, the boxes over the table).
SEAT_ACTIONS = TURN_ACTIONS | {"hints", "rules", "next_round", "close"}
# buttons of the one-laptop table that would start another game for everybody
_GROUP_BUTTONS = frozenset({"settings", "restart", "new_game"})


class SeatController(Controller):
    """The controller of seat ``seat`` at a shared table: ``game`` and ``seats`` (name, bot kind or
    ``None`` for a person) are the table's own objects, shared by the controllers of all seats
    (a seat handed to a computer player changes ``seats`` for everybody)."""

    def __init__(
        self, game: Game, seats: list[tuple[str, str | None]], seat: int, lang: str = "en", hints: bool = True
    ) -> None:
        if type(seat) is not int or not 0 <= seat < game.players:
            raise ValueError(f"seat must be a whole number from 0 to {game.players - 1}, not {seat!r}")
        self.seat = seat
        options: dict[str, Any] = game.options.to_dict()
        super().__init__(
            game.variant,
            game.players,
            humans=game.players,
            lang=lang,
            names=[name for name, _kind in seats],
            seed=game.seed,
            hints=hints,
            bot_delay=0,
            autosave=False,
            **options,
        )
        self._start(game, seats)
        self._greet()

    def _start(self, game: Game, seats: list[tuple[str, str | None]]) -> None:
        super()._start(game, seats)
        self.bots = {}  # the service moves the computer players, once for the whole table
        self.humans = [getattr(self, "seat", 0)]
        self.viewer = self.humans[0]
        self.cover_for = None

    def _after_change(self, save: bool = True) -> None:
        # no pass-the-laptop screen and no save: each pupil has their own screen, the service saves
        self.turn += 1

    def observe(self) -> None:
        """Someone else has moved: a new picture, saying what happened (the log's newest line)."""
        self.selection, self.picker_moves, self.armed = [], [], False
        if self.drawn_seat != self.seat:
            self.drawn = []
        lines = _log(self)
        self._say(lines[0] if lines else "")
        self.explanation = ""
        self._after_change()
        self._touch()

    def say(self, text: str, kind: str = "info") -> None:
        """Show ``text`` on this seat's screen (a new picture)."""
        self._say(text, kind)
        self._touch()


def shared_scene(t: SeatController) -> Scene:
    """The scene of seat ``t.seat``: the one-laptop scene without the buttons that would start
    another game for the whole group."""
    scene = t.scene()
    overlay = scene.overlay
    if overlay is not None:
        overlay = dataclasses.replace(overlay, buttons=_kept(overlay))
    status = scene.status
    if t.seats[t.seat][1] is not None:  # a computer plays this pupil's seat for now
        status = (
            *status,
            _("A computer player plays for you now. Press a button of the table to take your seat back.", t.lang),
        )
    g = t.game
    turn_text, waiting = scene.turn_text, scene.waiting
    if waiting and t.seats[g.current_player][1] is None:  # a person, not a computer, is thinking
        turn_text, waiting = t._turn_name(g.current_player), False
    return dataclasses.replace(
        scene,
        status=status,
        turn_text=turn_text,
        waiting=waiting,
        toolbar=tuple(b for b in scene.toolbar if b.action not in _GROUP_BUTTONS),
        buttons=tuple(b for b in scene.buttons if b.action not in _GROUP_BUTTONS),
        overlay=overlay,
        settings=None,
    )


def _kept(overlay: Overlay) -> tuple[Button, ...]:
    return tuple(b for b in overlay.buttons if b.action not in _GROUP_BUTTONS)
