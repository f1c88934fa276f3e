"""Autosave for the card table: the running game and its seats as validated JSON.

The table writes the file after every move, so that a kernel restart loses nothing; a new
``numnum.play(...)`` finds it and offers to go on.  The file holds the game in the format of
:meth:`numnum.Game.to_json` plus the seats and the table's settings.  Loading checks everything
and raises ``ValueError`` saying what is wrong: nothing is ever ``eval``-ed or unpickled.

A save belongs to one browser and one table (:func:`table_path`): the browser's identity
(:mod:`numnum.identity`), the table's place (its notebook and cell, or its ``name``) and what the
cell asks for (:func:`cell_settings`) name its file.  Until the browser has said who it is, a
table keeps nothing; a browser without an identity plays without a save.  The saves of numnum
before this (``~/.numnum/autosave-*.json``, one per game for everybody) are never read: nobody
knows whose they are.

>>> import numnum, tempfile, pathlib
>>> g = numnum.new_game("numnum", players=2, seed=3)
>>> saved = TableSave(g.to_json(), (("Anna", None), ("Robo", "greedy")), "en", True, 800)
>>> path = pathlib.Path(tempfile.mkdtemp()) / "table.json"
>>> write(path, saved)
>>> read(path) == saved
True
>>> path.write_text('{"format": "numnum-table", "version": 9}')
40
>>> read(path)
Traceback (most recent call last):
...
ValueError: the saved table has version 9; this numnum reads version 1
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import NamedTuple

from numnum.bots import BOT_NAMES, make_bot
from numnum.engine.registry import rules_for
from numnum.engine.save import MAX_SAVE_TEXT
from numnum.files import read_json, remove_stale
from numnum.i18n import check_lang
from numnum.identity import storage_path

__all__ = [
    "FORMAT",
    "STRAY_SECONDS",
    "VERSION",
    "TableSave",
    "cell_place",
    "cell_settings",
    "check_name",
    "clean_up",
    "read",
    "table_path",
    "write",
]

FORMAT = "numnum-table"
VERSION = 1
#: a save file is a few kilobytes; the biggest is the biggest saved game and its seats
_MAX_BYTES = MAX_SAVE_TEXT + 100_000
#: A ``*.tmp`` file of a save older than this (seconds) is what a crash left: it is removed.
STRAY_SECONDS = 60.0


class TableSave(NamedTuple):
    """A saved table: the game (JSON text) and who sits where."""

    game: str
    seats: tuple[tuple[str, str | None], ...]  #: (name, bot name or None for a human) per seat
    lang: str
    hints: bool
    bot_delay_ms: int
    preset: str | None = None  #: the house rules chosen (the game's options are in ``game``)


def table_path(browser: str, place: str, cell: str) -> Path:
    """The file of the table at ``place`` (its notebook and cell, or its ``name``), set up as
    ``cell`` says (:func:`cell_settings`), for the browser ``browser``.

    The path is :func:`numnum.identity.storage_path` of the kind ``"tables"``: a hash of all
    three in ``$NUMNUM_HOME/tables`` (or ``~/.numnum/tables``), so every browser keeps its own
    game of each table, and nothing the browser sent becomes a file name.  ``browser`` must be a
    valid identity (``ValueError`` otherwise).

    >>> me, you = "0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210"
    >>> path = table_path(me, "page play.ipynb, table 0", "{}")
    >>> path.parent.name, len(path.stem)
    ('tables', 32)
    >>> path == table_path(you, "page play.ipynb, table 0", "{}")
    False
    >>> path == table_path(me, "page play.ipynb, table 1", "{}")
    False
    """
    return storage_path("tables", browser, place, cell)


def cell_settings(variant: str, players: int, humans: int, options: Mapping[str, object]) -> str:
    """What a table's cell asks for (game, players, people, rule options), as text for its key.

    A save belongs to the cell with these settings: when the cell is changed to another game,
    number of players or rule, its old save is not offered any more.  (A game chosen with "New
    game…" at the table is saved as that table's game, and offered to it again.)

    >>> cell_settings("numnum", 3, 1, {"rounds": 1})
    '{"humans":1,"options":{"rounds":1},"players":3,"variant":"numnum"}'
    """
    fields = {"variant": variant, "players": players, "humans": humans, "options": dict(options)}
    return json.dumps(fields, sort_keys=True, separators=(",", ":"), default=str)


#: A table's name: short and simple, so that a teacher can read and type it.
_NAME = re.compile(r"[^\W_](?:[\w .-]{0,38}[^\W_])?")


def check_name(name: object) -> str:
    """A table's name for its save (``numnum.play(..., name="3b")``), checked: 1 to 40 letters,
    digits, spaces, ``-``, ``_`` or ``.``, starting and ending with a letter or digit.

    Tables with the same name share their save (for each browser), whatever notebook they are in;
    tables without a name keep the save of their notebook and cell.

    >>> check_name(" Klasse 3b ")
    'Klasse 3b'
    >>> check_name("../etc")
    Traceback (most recent call last):
    ...
    ValueError: name must be 1 to 40 letters, digits, spaces or -_. (a letter or digit first and last), not '../etc'
    """
    if isinstance(name, str) and _NAME.fullmatch(name.strip()):
        return name.strip()
    shown = name[:50] + "…" if isinstance(name, str) and len(name) > 50 else name
    raise ValueError(
        f"name must be 1 to 40 letters, digits, spaces or -_. (a letter or digit first and last), not {shown!r}"
    )


class _Made:
    """How many saving tables this kernel has made, in all and in the cell run now."""

    in_kernel = 0
    request = ""
    in_request = 0


def cell_place() -> str:
    """Where in its notebook the table being made stands, as far as the kernel knows: the cell
    that runs it (JupyterLab, Notebook 7 and JupyterLite send the cell's id with each run) and
    which of the cell's tables it is; else (Voilà runs every cell itself, without ids) which of
    the kernel's tables it is: Voilà runs the notebook from the top in a new kernel for each page.

    Each call counts one more table.  Running a cell again gives the same place; the notebook
    itself is named by the browser (see :meth:`numnum.widget.controller.Controller.meet`).

    >>> first, second = cell_place(), cell_place()  # not in a notebook: the kernel's tables
    >>> first.startswith("table "), first != second
    (True, True)
    """
    parent = _parent_message()
    metadata = parent.get("metadata") if isinstance(parent, Mapping) else None
    header = parent.get("header") if isinstance(parent, Mapping) else None
    cell = metadata.get("cellId") if isinstance(metadata, Mapping) else None
    request = header.get("msg_id") if isinstance(header, Mapping) else None
    _Made.in_kernel += 1
    if isinstance(cell, str) and 0 < len(cell) <= 100:
        if request != _Made.request or not isinstance(request, str):
            _Made.request, _Made.in_request = str(request), 0
        _Made.in_request += 1
        return f"cell {cell} table {_Made.in_request}"
    return f"table {_Made.in_kernel}"


def _parent_message() -> object:
    """The message the kernel is answering now (the run of a cell), or ``None``."""
    try:
        from IPython import get_ipython
    except ImportError:
        return None
    kernel = getattr(get_ipython(), "kernel", None)
    if kernel is None:
        return None
    try:
        try:
            return kernel.get_parent("shell")
        except TypeError:  # JupyterLite's kernel takes no channel
            return kernel.get_parent()
    except Exception:  # another kernel: no cell id
        return None


def write(path: Path, saved: TableSave) -> None:
    """Write ``saved`` to ``path`` atomically (a crash never leaves half a file)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "game": json.loads(saved.game),
        "seats": [{"name": name, "bot": bot} for name, bot in saved.seats],
        "lang": saved.lang,
        "hints": saved.hints,
        "bot_delay_ms": saved.bot_delay_ms,
        "preset": saved.preset,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_up(path)
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())  # the data is on the disk before the new name points to it
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def clean_up(path: Path, older_than: float = STRAY_SECONDS) -> int:
    """Remove the half-written ``*.tmp`` files a crash left next to ``path``; how many.

    Only plain files of this save (``<name>.<letters and digits>.tmp``; no link, no folder) that
    are older than ``older_than`` seconds go: a younger one may belong to another kernel that is
    writing this very moment (:func:`numnum.files.remove_stale`).

    >>> import tempfile, pathlib, os
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> stray = folder / "autosave-numnum.json.x1.tmp"
    >>> _ = stray.write_text("{")
    >>> os.utime(stray, (0, 0))
    >>> clean_up(folder / "autosave-numnum.json"), stray.exists()
    (1, False)
    """
    strays = re.compile(re.escape(path.name) + r"\.\w+\.tmp", re.ASCII)  # tempfile.mkstemp's names
    return remove_stale(path.parent, strays, older_than)


def _fail(what: str) -> ValueError:
    return ValueError(f"the saved table is damaged: {what}")


def read(path: Path) -> TableSave:
    """Read and check a saved table; ``ValueError`` says what is wrong."""
    data = read_json(path, _MAX_BYTES, _fail)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("this file is not a saved numnum table")
    if data.get("version") != VERSION:
        raise ValueError(f"the saved table has version {data.get('version')!r}; this numnum reads version {VERSION}")
    game = data.get("game")
    seats = data.get("seats")
    if not isinstance(game, dict):
        raise _fail("the game is missing")
    if not isinstance(seats, list) or not seats:
        raise _fail("the seats are missing")
    out: list[tuple[str, str | None]] = []
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or not seat["name"].strip():
            raise _fail("a seat has no name")
        bot = seat.get("bot")
        if bot is not None:
            if not isinstance(bot, str):
                raise _fail(f"the computer player {bot!r} is unknown")
            try:
                make_bot(bot)
            except ValueError:
                known = ", ".join(BOT_NAMES)
                raise _fail(f"the computer player {bot!r} is unknown; known: {known}, level1 to level5") from None
        out.append((seat["name"][:40], bot))
    try:
        lang = check_lang(data.get("lang"))
    except ValueError as e:
        raise _fail(str(e)) from None
    hints, delay = data.get("hints"), data.get("bot_delay_ms")
    if type(hints) is not bool:
        raise _fail("hints must be true or false")
    if type(delay) is not int or not 0 <= delay <= 10_000:
        raise _fail("bot_delay_ms must be a whole number from 0 to 10000")
    text = json.dumps(game, separators=(",", ":"))  # as compact as Game.to_json: within load_game's limit
    from numnum import load_game

    try:
        loaded = load_game(text)
    except ValueError as e:
        raise _fail(str(e)) from None
    if loaded.players != len(out):
        raise _fail(f"the game has {loaded.players} players but {len(out)} seats")
    preset = data.get("preset")
    if preset is not None and (not isinstance(preset, str) or preset not in rules_for(loaded.variant).OPTIONS.PRESETS):
        raise _fail(f"the house rules {preset!r} are unknown")
    return TableSave(loaded.to_json(), tuple(out), lang, hints, delay, preset)
