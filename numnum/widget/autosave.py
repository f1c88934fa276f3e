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

import glob
import hashlib
import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from numnum.bots import BOT_NAMES, make_bot
from numnum.engine.registry import rules_for
from numnum.engine.save import MAX_SAVE_TEXT
from numnum.i18n import check_lang

__all__ = [
    "FORMAT",
    "STRAY_SECONDS",
    "VERSION",
    "TableSave",
    "cell_name",
    "check_name",
    "clean_up",
    "default_path",
    "read",
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


def default_path(variant: str, name: str | None = None) -> Path:
    """Where the table of ``variant`` called ``name`` is saved: ``$NUMNUM_HOME`` or ``~/.numnum``.

    Each table has its own file: two tables of one game in a notebook never share a save.

    In the browser (Pyodide in JupyterLite) the home folder lives in memory and is gone after a
    reload, so there the save goes to ``/drive/.numnum``: ``/drive`` is the site's file storage,
    which the browser keeps.

    >>> default_path("maumau").name
    'autosave-maumau.json'
    >>> default_path("maumau", "class 3b").name
    'autosave-maumau-class_3b.json'
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
    if name:
        return base / f"autosave-{variant}-{_file_word(name)}.json"
    return base / f"autosave-{variant}.json"


def _file_word(name: str) -> str:
    """``name`` as a safe part of a file name (letters, digits, ``_`` and ``-``; a hash if long)."""
    word = re.sub(r"[^A-Za-z0-9_-]+", "_", name).strip("_")
    if not word or len(word) > 40 or word != name.replace(" ", "_"):
        digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:12]
        word = f"{word[:24]}_{digest}" if word else digest
    return word


def check_name(name: object) -> str:
    """A table's name for its save (``numnum.play(..., name="3b")``), checked.

    >>> check_name(" 3b ")
    '3b'
    >>> check_name("")
    Traceback (most recent call last):
    ...
    ValueError: name must be a short text (1 to 80 characters) that names the table's save, not ''
    """
    if not isinstance(name, str) or not 1 <= len(name.strip()) <= 80:
        raise ValueError(f"name must be a short text (1 to 80 characters) that names the table's save, not {name!r}")
    return name.strip()


def cell_name() -> str | None:
    """The notebook and cell that run this code, as a name for the table's save (``None`` outside
    a notebook): each cell of a notebook keeps its own game, and running the cell again finds it.
    JupyterLab sends the cell's id with each run; the server names the notebook of the kernel.

    >>> cell_name() is None  # not in a notebook
    True
    """
    try:
        from IPython import get_ipython
    except ImportError:
        return None
    shell = get_ipython()
    kernel = getattr(shell, "kernel", None)
    if kernel is None:
        return None
    try:
        parent = kernel.get_parent("shell")
    except Exception:  # another kernel version: no cell id, one save per game
        return None
    metadata = parent.get("metadata") if isinstance(parent, dict) else None
    cell = metadata.get("cellId") if isinstance(metadata, dict) else None
    if not isinstance(cell, str) or not cell:
        return None
    notebook = os.environ.get("JPY_SESSION_NAME", "")
    return "cell-" + hashlib.sha256(f"{notebook}\n{cell}".encode()).hexdigest()[:16]


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

    Only files of this save that are older than ``older_than`` seconds go: a younger one may
    belong to another kernel that is writing this very moment.

    >>> import tempfile, pathlib, os
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> stray = folder / "autosave-numnum.json.x1.tmp"
    >>> _ = stray.write_text("{")
    >>> os.utime(stray, (0, 0))
    >>> clean_up(folder / "autosave-numnum.json"), stray.exists()
    (1, False)
    """
    removed = 0
    now = time.time()
    try:
        strays = list(path.parent.glob(f"{glob.escape(path.name)}*.tmp"))
    except OSError:
        return 0
    for stray in strays:
        try:
            if now - stray.stat().st_mtime >= older_than:
                stray.unlink()
                removed += 1
        except OSError:
            pass  # gone already, or not ours to remove
    return removed


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
