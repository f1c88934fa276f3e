"""Who is at the table: the identity of a browser, for what numnum keeps per pupil.

One server often serves a whole class (Voilà, a JupyterHub with a shared home, one JupyterLab on
the teacher's laptop), so what numnum keeps for a pupil (a card table's saved game; later the
stars of a lesson) belongs to one *browser*.  The browser makes its identity once: 32 random
lowercase hex digits (``crypto.getRandomValues``), kept in its ``localStorage``, that is per
server (origin) and per browser profile.  The page sends it to the kernel (the card table does
so when it appears, see ``numnum/widget/identity.js``).  Clearing the browser's data, another
browser or a private window is a new identity, which finds nothing of the old one.

The kernel trusts nothing the browser sends:

- :func:`check` accepts exactly 32 lowercase hex digits, nothing longer, shorter or else;
- :func:`storage_key` turns an identity and the names of a thing (a table, a lesson) into a
  fixed-length hex name by a hash, and :func:`storage_path` puts that name in a fixed folder:
  nothing the browser sends ever becomes a file name or a path as it is;
- the identity is no password: whoever knows it is that pupil for numnum.  It keeps pupils'
  games apart on a shared server, it does not lock them away from someone who reads the browser.

>>> pupil = "0123456789abcdef0123456789abcdef"
>>> check(pupil) == pupil
True
>>> valid("../../etc/passwd") is None
True
>>> key = storage_key(pupil, "tables", "play.ipynb")
>>> len(key), key == storage_key(pupil, "tables", "play.ipynb"), key == storage_key(new_id(), "tables", "play.ipynb")
(32, True, False)
>>> storage_path("tables", pupil, "play.ipynb").name == key + ".json"
True
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import sys
from pathlib import Path

__all__ = ["ID_LENGTH", "check", "home", "home_is_kept", "new_id", "storage_key", "storage_path", "valid"]

#: An identity is this many lowercase hex digits (128 random bits).
ID_LENGTH = 32
_ID = re.compile(f"[0-9a-f]{{{ID_LENGTH}}}")
_KIND = re.compile(r"[a-z][a-z0-9_]{0,30}")
#: Where JupyterLite's Pyodide kernel mounts the site's files, which the browser keeps.
DRIVE = Path("/drive")
#: The longest name part :func:`storage_key` takes (a notebook's path, a table's name...).
MAX_PART = 10_000


def valid(value: object) -> str | None:
    """``value`` if it is a well-formed identity (exactly :data:`ID_LENGTH` lowercase hex
    digits), else ``None``.  What a browser sends goes through here (or :func:`check`) first.

    >>> valid("0123456789abcdef0123456789abcdef")
    '0123456789abcdef0123456789abcdef'
    >>> [valid(v) for v in ("0123456789ABCDEF0123456789ABCDEF", "0123456789abcdef" * 3, None, 17)]
    [None, None, None, None]
    """
    if isinstance(value, str) and len(value) == ID_LENGTH and _ID.fullmatch(value):
        return value
    return None


def check(value: object) -> str:
    """The identity ``value``, checked; ``ValueError`` saying what an identity is otherwise.

    >>> check("not me")
    Traceback (most recent call last):
    ...
    ValueError: a browser's identity is 32 lowercase hex digits (0-9, a-f), not 'not me'
    """
    good = valid(value)
    if good is None:
        shown = value[:40] + "…" if isinstance(value, str) and len(value) > 40 else value
        raise ValueError(f"a browser's identity is {ID_LENGTH} lowercase hex digits (0-9, a-f), not {shown!r}")
    return good


def new_id() -> str:
    """A new identity, as a browser makes one (for scripts and tests; browsers make their own).

    >>> valid(new_id()) is not None
    True
    """
    return secrets.token_hex(ID_LENGTH // 2)


def storage_key(browser: str, *parts: str) -> str:
    """A name for what the browser ``browser`` keeps under ``parts``: 32 hex digits.

    The same identity and parts give the same key; another identity, or other parts, another
    key (a SHA-256 hash over all of them, each part with its length, so that no two lists of
    parts run together).  ``browser`` is checked again; a part must be text of at most
    :data:`MAX_PART` characters.

    >>> me = "0123456789abcdef0123456789abcdef"
    >>> storage_key(me, "ab", "c") == storage_key(me, "a", "bc")
    False
    >>> storage_key("0123", "x")
    Traceback (most recent call last):
    ...
    ValueError: a browser's identity is 32 lowercase hex digits (0-9, a-f), not '0123'
    """
    digest = hashlib.sha256(b"numnum-browser-storage\0")
    for part in (check(browser), *parts):
        if not isinstance(part, str) or len(part) > MAX_PART:
            raise ValueError(f"a storage key's part must be a text of at most {MAX_PART} characters, not {part!r:.60}")
        data = part.encode("utf-8")
        digest.update(f"{len(data)}:".encode())
        digest.update(data)
    return digest.hexdigest()[:ID_LENGTH]


def home() -> Path:
    """The folder where numnum keeps things: ``$NUMNUM_HOME``, else ``~/.numnum``.

    In the browser (Pyodide in JupyterLite) the home folder lives in memory and is gone after a
    reload, so there it is ``/drive/.numnum``: ``/drive`` is the site's file storage, which the
    browser keeps (when the drive answers; :func:`home_is_kept` says whether it does).

    >>> home() == (Path(os.environ["NUMNUM_HOME"]) if "NUMNUM_HOME" in os.environ else Path.home() / ".numnum")
    True
    """
    configured = os.environ.get("NUMNUM_HOME")
    if configured:
        return Path(configured)
    if sys.platform == "emscripten" and DRIVE.is_dir():  # the drive answers (the service worker runs)
        return DRIVE / ".numnum"
    return Path.home() / ".numnum"


def home_is_kept() -> bool:
    """Whether what numnum keeps in :func:`home` outlives a reload of the page.

    On a computer (JupyterLab, Voilà, a script) the home folder is on its disk: kept.  In the
    no-install site (Pyodide in JupyterLite, ``sys.platform == "emscripten"``) only ``/drive`` is
    kept, and the site's drive works only with the site's service worker, which a browser runs
    only for a page from ``https://`` or ``localhost`` (and not where it blocks them): served by
    plain ``http://`` from a school server, ``/drive`` is missing or answers nothing, the home
    folder is in the kernel's memory, and the stars and saved games are gone after a reload.
    The lessons and the card table then say so (and what the teacher can do about it).

    >>> home_is_kept()  # here, on a computer's disk
    True
    """
    if sys.platform != "emscripten" or os.environ.get("NUMNUM_HOME"):
        return True
    return home().is_relative_to(DRIVE)


def storage_path(kind: str, browser: str, *parts: str) -> Path:
    """The file where the browser ``browser`` keeps the thing of ``kind`` named by ``parts``:
    ``home()/kind/<storage_key>.json``.

    ``kind`` is a word of the program (``"tables"``, ``"stars"``...), never one from a browser:
    lowercase letters, digits and ``_``.  Each kind keeps its files in its own folder.

    >>> me = "0123456789abcdef0123456789abcdef"
    >>> path = storage_path("stars", me, "lesson01")
    >>> path.parent == home() / "stars", path.name == storage_key(me, "stars", "lesson01") + ".json"
    (True, True)
    >>> storage_path("../x", me)
    Traceback (most recent call last):
    ...
    ValueError: a storage kind is a short word of lowercase letters, digits and _, not '../x'
    """
    if not isinstance(kind, str) or not _KIND.fullmatch(kind):
        raise ValueError(f"a storage kind is a short word of lowercase letters, digits and _, not {kind!r}")
    return home() / kind / f"{storage_key(browser, kind, *parts)}.json"
