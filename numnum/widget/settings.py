"""The card table's settings panel ("New game…"): its draft values, their checks, the new table.

The panel shows a *draft*: the settings of the game on the table when it opens, then what the
person changes.  The draft keeps what is typed, as it is typed: a number out of range (or no
number) stays in its field, with the allowed range beside it and the message above the fields,
and is not applied (the seats follow the last good number of players) until it is corrected.
"New game" takes the panel's values into the draft too, checks everything again and starts a
new table, or says what is wrong.  The controller (:mod:`numnum.widget.controller`) passes the
panel's messages here; :mod:`numnum.widget.build_scene` draws the panel from the draft.

>>> from numnum.widget.controller import Controller
>>> t = Controller("numnum", players=2, seed=1, autosave=False, bot_delay=0)
>>> open_panel(t); t.draft["variant"], t.draft["players"], t.draft["seat1"]
('numnum', 2, 'level3')
>>> change(t, {"settings": {**t.draft, "players": "99", "hand_size": "6"}})
>>> t.settings_error, t.draft["players"], t.draft["seats"], t.draft["hand_size"]
('Players: choose a whole number from 2 to 7.', '99', 2, 6)
>>> new_game(t, {"settings": {**t.draft, "players": "3", "seat2": "human"}}); t.game.players, t.humans
(3, [0, 1])
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from numnum.bots import bot_level
from numnum.engine.options import Flag, IntRange, OneOf
from numnum.engine.registry import rules_for, variant_ids
from numnum.i18n import N_
from numnum.i18n import translate as _

if TYPE_CHECKING:
    from numnum.widget.controller import Controller

__all__ = [
    "BOT_SPEEDS",
    "MAX_FIELD_TEXT",
    "SEAT_KINDS",
    "SIZES",
    "SIZE_NAMES",
    "SPEED_NAMES",
    "change",
    "current_settings",
    "from_settings",
    "new_game",
    "number_error",
    "open_panel",
    "range_note",
]

#: What can sit on a seat: a human or a computer player of a strength level.
SEAT_KINDS = ("human", "level1", "level2", "level3", "level4", "level5")
#: Bot speeds of the settings panel: name -> milliseconds between two computer moves.
BOT_SPEEDS = {"slow": 1600, "normal": 900, "fast": 350, "instant": 0}
#: Table sizes: "large" fills the width with big text, for a projector.
SIZES = ("normal", "large")
#: The sizes' names.
SIZE_NAMES = {"normal": N_("normal"), "large": N_("large (projector)")}
#: The speeds' names.
SPEED_NAMES = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"), "instant": N_("no waiting")}
#: The longest text a field of a message from the browser may carry (the panel's fields send
#: numbers, names and words; no setting is longer).
MAX_FIELD_TEXT = 200
#: The settings that stay when the panel switches to another game (besides who sits where).
_KEPT = ("lang", "hints", "speed", "players", "seats", "size")
#: The panel's fields besides the seats and the rule options.
_FIELDS = frozenset({"variant", "preset", "players", "lang", "hints", "speed", "size"})
#: At most this many characters of a value from the panel are kept (every field's value is short).
_LONGEST = 40


def open_panel(t: Controller) -> None:
    """Open the panel with the table's settings as the draft, or close it."""
    t.settings_open = not t.settings_open
    t.settings_error = ""
    if t.settings_open:
        t.draft = current_settings(t)


def current_settings(t: Controller) -> dict[str, object]:
    """The settings of the game on the table, as the panel shows them.

    Besides the fields' values, ``"seats"`` is the number of seats the panel shows: the last
    good number of players.
    """
    g = t.game
    draft: dict[str, object] = {
        "variant": g.variant,
        "preset": t.preset or (rules_for(g.variant).OPTIONS.DEFAULT_PRESET or ""),
        "players": g.players,
        "seats": g.players,
        "lang": t.lang,
        "hints": t.hints,
        "speed": min(BOT_SPEEDS, key=lambda k: abs(BOT_SPEEDS[k] - t.bot_delay_ms)),
        "size": t.size,
    }
    for seat, (_name, kind) in enumerate(t.seats):
        draft[f"seat{seat}"] = "human" if kind is None else _seat_kind(kind)
    draft.update(g.options.to_dict())
    return draft


def change(t: Controller, msg: Mapping[str, object]) -> None:
    """The panel's values changed: take them into the draft as they are, and check the numbers.

    A number that is out of range, or no number, stays in the draft as typed (the panel shows it
    with the allowed range); :attr:`~numnum.widget.controller.Controller.settings_error` says
    what is wrong with the first such field.  Another game starts the draft afresh with that
    game's rule options; another preset sets the options that it decides.
    """
    values = msg.get("settings")
    if not isinstance(values, Mapping) or not t.settings_open:
        return
    names = _field_names(str(t.draft["variant"]))
    for name, value in values.items():
        # what the panel's fields send: text, a number or a checkbox; kept as it is
        if name in names and isinstance(value, str | int):
            t.draft[name] = value[:_LONGEST] if isinstance(value, str) else value
    variant = values.get("variant")
    if variant != t.draft.get("variant") and variant in variant_ids():
        # another game: its own rule options; the players, who sits where and the table stay
        t.draft = {k: v for k, v in t.draft.items() if k in _KEPT or k.startswith("seat")}
        t.draft["variant"] = variant
        t.draft["preset"] = rules_for(variant).OPTIONS.DEFAULT_PRESET or ""
        t.draft.update(rules_for(variant).OPTIONS.build(None).to_dict())
    else:
        options = rules_for(str(t.draft["variant"])).OPTIONS
        preset = values.get("preset")
        if preset != t.draft.get("preset") and isinstance(preset, str) and preset in options.PRESETS:
            t.draft["preset"] = preset  # another preset: it decides the rule options
            t.draft.update(options.build(preset).to_dict())
    _check(t)


def _field_names(variant: str) -> frozenset[str]:
    """The names of the panel's fields but the game and the preset (for ``variant``)."""
    rules = rules_for(variant)
    seats = {f"seat{i}" for i in range(rules.MAX_PLAYERS)}
    return (_FIELDS - {"variant", "preset"}) | seats | {f.name for f in rules.OPTIONS.fields()}


def _check(t: Controller) -> None:
    """Check the draft's numbers: good ones become numbers, the others stay as typed.

    :attr:`~numnum.widget.controller.Controller.settings_error` says what is wrong with the first
    wrong one (or is empty); the seats follow the number of players when it is a good one.
    """
    d, lang = t.draft, t.lang
    rules = rules_for(str(d["variant"]))
    lo, hi = rules.MIN_PLAYERS, rules.MAX_PLAYERS
    errors = []
    players = _int(d.get("players"))
    if players is not None and lo <= players <= hi:
        d["players"] = d["seats"] = players
    else:
        errors.append(number_error(_("Players", lang), lo, hi, lang))
        seats = _int(d.get("seats"))
        d["seats"] = max(lo, min(hi, t.game.players if seats is None else seats))
    for f in rules.OPTIONS.fields():
        check = f.check
        if isinstance(check, IntRange) and f.name in d:
            if _good_number(check, d[f.name]):
                d[f.name] = _option_value(check, d[f.name])
            else:
                errors.append(number_error(_label(f.doc, f.name, lang), check.lo, check.hi, lang))
    t.settings_error = errors[0] if errors else ""


def _good_number(check: IntRange, value: object) -> bool:
    """Whether the panel's ``value`` is a good value of the number option ``check``."""
    number = _option_value(check, value)
    if number is None:
        return check.none_ok
    return type(number) is int and check.lo <= number <= check.hi


def range_note(value: object, lo: int, hi: int, none_ok: bool, lang: str) -> str:
    """What the panel says beside a number field that holds ``value``: the allowed range, or nothing.

    >>> range_note("6", 1, 50, True, "en"), range_note("", 1, 50, True, "en"), range_note("500", 1, 100, False, "en")
    ('', '', 'allowed: 1 to 100')
    >>> range_note(0, 2, 7, False, "de")
    'erlaubt: 2 bis 7'
    """
    if _good_number(IntRange(lo, hi, none_ok=none_ok), value):
        return ""
    return _("allowed: {lo} to {hi}", lang).format(lo=lo, hi=hi)


def _label(doc: str, name: str, lang: str) -> str:
    from numnum.widget.build_scene import field_label

    return field_label(name, doc, lang)


def number_error(label: str, lo: int, hi: int, lang: str) -> str:
    """The panel's message for a number out of range (or no number).

    >>> number_error("Spieler", 2, 7, "de"), number_error("How many rounds?", 1, 100, "en")
    ('Spieler: wähle eine ganze Zahl von 2 bis 7.', 'How many rounds: choose a whole number from 1 to 100.')
    """
    label = label.rstrip("?")  # a question as the label: "How many rounds: choose ..."
    return _("{label}: choose a whole number from {lo} to {hi}.", lang).format(label=label, lo=lo, hi=hi)


def new_game(t: Controller, msg: Mapping[str, object]) -> None:
    """ "New game": start the table anew with the panel's values, or say what is wrong."""
    values = msg.get("settings")
    if not isinstance(values, Mapping):
        t.settings_error = _("The settings are missing.", t.lang)
        return
    change(t, msg)  # the panel keeps what was typed, whatever comes of it
    try:
        table = from_settings(t, values)
    except ValueError as e:
        t.settings_error = str(e)
        return
    t.lang, t.hints, t.bot_delay_ms = table.lang, table.hints, table.bot_delay_ms
    t.preset, t.size = table.preset, table.size
    t.offer = None  # a new game instead of the saved one
    t.settings_open = False
    t.settings_error = ""
    t._start(table.game, table.seats)
    t._greet()


def from_settings(t: Controller, values: Mapping[str, object]) -> Controller:
    """A new table from the settings panel's values (text from the browser), validated."""
    from numnum.widget.controller import Controller

    lang = t.lang
    variant = values.get("variant")
    rules = rules_for(variant)
    players = _int(values.get("players"))
    lo, hi = rules.MIN_PLAYERS, rules.MAX_PLAYERS
    if players is None or not lo <= players <= hi:
        raise ValueError(number_error(_("Players", lang), lo, hi, lang))
    kinds = [str(values.get(f"seat{i}", "level3")) for i in range(players)]
    if any(k not in SEAT_KINDS for k in kinds):
        raise ValueError(_("Every seat needs a person or a computer player.", lang))
    order = [i for i, k in enumerate(kinds) if k == "human"] + [i for i, k in enumerate(kinds) if k != "human"]
    humans = kinds.count("human")
    speed = values.get("speed")
    if not isinstance(speed, str) or speed not in BOT_SPEEDS:
        raise ValueError(_("Choose a speed for the computer players.", lang))
    size = values.get("size", t.size)
    if not isinstance(size, str) or size not in SIZES:
        raise ValueError(_("Choose a size for the table.", lang))
    options: dict[str, Any] = {}
    for f in rules.OPTIONS.fields():
        if f.name in values:
            check = f.check
            options[f.name] = value = _option_value(check, values[f.name])
            try:
                check.validate(f.name, value)
            except ValueError:
                label = _label(f.doc, f.name, lang)
                if isinstance(check, IntRange):
                    raise ValueError(number_error(label, check.lo, check.hi, lang)) from None
                raise ValueError(_("{label}: this value is not allowed.", lang).format(label=label)) from None
    preset = values.get("preset") or None
    if preset is not None and (not isinstance(preset, str) or preset not in rules.OPTIONS.PRESETS):
        raise ValueError(_("Unknown preset {preset!r}.", lang).format(preset=preset))
    table = Controller(
        str(variant),
        players,
        humans,
        [kinds[i] for i in order[humans:]],
        str(values.get("lang", lang)),
        hints=values.get("hints") is True,
        bot_delay=BOT_SPEEDS[str(speed)] / 1000,
        autosave=False,  # the game goes on at the table ``t``, which keeps it in its own save
        size=size,
        preset=str(preset) if preset else None,
        **options,
    )
    return table


def _seat_kind(kind: str) -> str:
    """A bot name as one of :data:`SEAT_KINDS`."""
    return f"level{bot_level(kind)}"


def _int(value: object) -> int | None:
    """A whole number typed in the settings panel, or ``None`` when it is not one.

    Only plain digits (at most 9, an optional minus first) count: no "--5", no "²", no number
    that is too long to be a setting.

    >>> _int("12"), _int(" -3 "), _int("--5"), _int("²"), _int("5" * 5000), _int(True)
    (12, -3, None, None, None, None)
    """
    if type(value) is int:
        return value
    if isinstance(value, str) and _WHOLE.fullmatch(value.strip()):
        return int(value.strip())
    return None


_WHOLE = re.compile(r"-?[0-9]{1,9}")


def _option_value(check: object, value: object) -> object:
    """A settings value (text or bool from the browser) as the option's type."""
    if isinstance(check, Flag):
        return value is True or value == "true"
    if isinstance(check, OneOf):
        for v in check.values:
            if value == v or str(value) == str(v):
                return v
        return value
    if isinstance(check, IntRange):
        if value in ("", None) and check.none_ok:
            return None
        number = _int(value)
        return number if number is not None else value
    return value
