"""Autosave for the card table: the running game and its seats as validated JSON.

The table writes the file after every move, so that a kernel restart loses nothing; a new
``numnum.play(...)`` finds it and offers to go on.  The file holds the game in the format of
:meth:`numnum.Game.to_json` plus the seats and the table's settings.  Loading checks everything
and raises ``ValueError`` saying what is wrong: nothing is ever ``eval``-ed or unpickled.

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
import tempfile
from pathlib import Path
from typing import NamedTuple

from numnum.bots import BOT_NAMES, make_bot
from numnum.i18n import check_lang

__all__ = ["FORMAT", "VERSION", "TableSave", "default_path", "read", "write"]

FORMAT = "numnum-table"
VERSION = 1
_MAX_BYTES = 5_000_000  # a save file is a few kilobytes; anything huge is not ours


class TableSave(NamedTuple):
    """A saved table: the game (JSON text) and who sits where."""

    game: str
    seats: tuple[tuple[str, str | None], ...]  #: (name, bot name or None for a human) per seat
    lang: str
    hints: bool
    bot_delay_ms: int


def default_path(variant: str) -> Path:
    """Where the table of ``variant`` is saved: ``$NUMNUM_HOME`` or ``~/.numnum``.

    In the browser (Pyodide in JupyterLite) the home folder lives in memory and is gone after a
    reload, so there the save goes to ``/drive/.numnum``: ``/drive`` is the site's file storage,
    which the browser keeps.

    >>> default_path("maumau").name
    'autosave-maumau.json'
    """
    import sys

    home = os.environ.get("NUMNUM_HOME")
    drive = Path("/drive")  # where JupyterLite's kernel mounts the site's files (kept by the browser)
    if home:
        base = Path(home)
    elif sys.platform == "emscripten" and drive.is_dir():
        base = drive / ".numnum"
    else:
        base = Path.home() / ".numnum"
    return base / f"autosave-{variant}.json"


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
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _fail(what: str) -> ValueError:
    return ValueError(f"the saved table is damaged: {what}")


def read(path: Path) -> TableSave:
    """Read and check a saved table; ``ValueError`` says what is wrong."""
    if path.stat().st_size > _MAX_BYTES:
        raise _fail("the file is far too big")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise _fail(f"it is not JSON ({e})") from None
    except RecursionError:  # brackets nested thousands deep: no save of ours looks like that
        raise _fail("it is nested far too deep") from None
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
    text = json.dumps(game)
    from numnum import load_game

    try:
        loaded = load_game(text)
    except ValueError as e:
        raise _fail(str(e)) from None
    if loaded.players != len(out):
        raise _fail(f"the game has {loaded.players} players but {len(out)} seats")
    return TableSave(loaded.to_json(), tuple(out), lang, hints, delay)
