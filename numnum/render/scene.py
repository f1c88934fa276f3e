"""What the card table shows, as plain immutable data.

The controller (:mod:`numnum.widget.controller`) builds a :class:`Scene` from the game and the
table's settings; the renderer (:func:`numnum.render.scene_html.scene_html`) draws it.  Neither of
them decides a rule: the engine does.

>>> Button("draw", "Draw a card", key="d").enabled
True
"""

from __future__ import annotations

import dataclasses

from numnum.cards import Card

__all__ = [
    "Button",
    "Field",
    "HandCard",
    "Overlay",
    "Picker",
    "Scene",
    "SeatScene",
]


@dataclasses.dataclass(frozen=True)
class SeatScene:
    """One seat at the table."""

    seat: int
    name: str
    count: int  #: cards in hand
    is_turn: bool
    is_bot: bool
    label: str  #: "you", "computer (expert)", ...
    cards: tuple[Card, ...] | None  #: shown face up (open hands), else None
    score: int | None  #: points so far when several rounds are played
    called: str | None  #: a call this seat made or forgot, to show beside it


@dataclasses.dataclass(frozen=True)
class HandCard:
    """A card of the hand on show, with what the hints say about it."""

    index: int
    card: Card
    name: str  #: the card in words (for screen readers)
    playable: bool | None  #: None when hints are off or it is not this hand's turn
    selected: bool
    why: str  #: why it fits or not (hover text)
    new: bool = False  #: just drawn: highlighted and named


@dataclasses.dataclass(frozen=True)
class Button:
    """A button of the action bar."""

    action: str
    label: str
    key: str = ""  #: keyboard shortcut (one letter), shown on the button
    enabled: bool = True
    pressed: bool | None = None  #: a toggle button's state
    hint: str = ""  #: longer help for screen readers and the tooltip


@dataclasses.dataclass(frozen=True)
class Picker:
    """A small choice: which symbol, suit or colour, or which of several card orders."""

    title: str
    options: tuple[tuple[str, str], ...]  #: (label, choice letter or "") per option
    cancel: bool = True


@dataclasses.dataclass(frozen=True)
class Overlay:
    """A screen over the table: pass the laptop, resume a saved game, end of a round or game."""

    kind: str  #: "cover", "resume", "round", "over"
    title: str
    lines: tuple[str, ...]
    buttons: tuple[Button, ...]
    rows: tuple[tuple[str, ...], ...] = ()  #: a scoreboard: header row first


@dataclasses.dataclass(frozen=True)
class Field:
    """One field of the settings panel."""

    name: str
    label: str
    kind: str  #: "select", "number", "check"
    value: object
    choices: tuple[tuple[str, str], ...] = ()  #: (value, label) for selects
    lo: int = 0
    hi: int = 0
    rerender: bool = False  #: changing it redraws the panel (the variant decides the options)
    note: str = ""  #: said beside the field: the allowed range when its value is out of it


@dataclasses.dataclass(frozen=True)
class Scene:
    """Everything the table shows at one moment."""

    lang: str
    step: int  #: changes with every update; clicks from an older picture are ignored
    title: str
    variant: str
    seats: tuple[SeatScene, ...]
    viewer: int | None  #: whose hand is on show
    top: Card | None
    ban_cards: tuple[Card, ...]
    status: tuple[str, ...]  #: wish, pending draw, skip, direction ... in words
    draw_pile: int
    direction: int
    hand: tuple[HandCard, ...]
    hand_label: str
    buttons: tuple[Button, ...]
    picker: Picker | None
    message: str
    message_kind: str  #: "info", "good", "error"
    explanation: str
    log: tuple[str, ...]
    overlay: Overlay | None
    settings: tuple[Field, ...] | None  #: the open settings panel
    settings_error: str
    toolbar: tuple[Button, ...]
    texts: dict[str, str] = dataclasses.field(default_factory=dict)  #: small fixed words (headings)
    turn_text: str = ""  #: whose turn it is, in words ("Your turn!", "Robo is thinking…")
    waiting: bool = False  #: a computer is to move: the hand on show cannot play now
    size: str = "normal"  #: "normal" or "large" (projector)
    #: a lasting note above the table: this page cannot keep the game (the site without its
    #: service worker, see :func:`numnum.identity.home_is_kept`), and what the teacher can do
    note: str = ""
