"""Files written whole: the files of one command are all written, or none is.

The teachers' commands write a worksheet and its key, a deck, an assignment's notebook.  Each
target is checked before the long work starts (:func:`check_target`: its folder exists, it is
no folder itself, it may be written, its name ends as the kind of file it is); then
:func:`write_together` writes every file to a temporary file in its own folder and renames them
into place only when all are complete, putting back what was there if a rename fails.  Any
problem is a ``ValueError`` in words, and nothing is left half written.  A temporary file that a
crash (a killed kernel, a power cut) left behind, ``.<name>.<8 hex digits>.tmp``, is removed by
the next write of that name once it is :data:`STALE_SECONDS` old (:func:`remove_stale`).

>>> import pathlib, tempfile
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_together({folder / "a.txt": b"A", folder / "b.txt": b"B"})
>>> sorted(p.name for p in folder.iterdir()), (folder / "b.txt").read_bytes()
(['a.txt', 'b.txt'], b'B')
>>> check_target(folder / "no" / "such.pdf", ".pdf")
Traceback (most recent call last):
...
ValueError: the folder .../no does not exist; make it first
>>> check_target(folder / "sheet.txt", ".pdf", "the worksheet")
Traceback (most recent call last):
...
ValueError: the worksheet is a .pdf file: give a name that ends in .pdf, like sheet.pdf (not sheet.txt)
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import stat
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

__all__ = ["STALE_SECONDS", "check_target", "read_json", "remove_stale", "temporary_names", "write_together"]

#: How old (seconds) a temporary file must be before a later write removes it as what a crash
#: left: the writer of a younger one may still be at work (another kernel, a big PDF on a slow disk).
STALE_SECONDS = 600.0


def read_json(path: Path, max_bytes: int, damaged: Callable[[str], ValueError]) -> Any:
    """The JSON data of the file at ``path``, read with the checks every kept file of numnum gets:
    at most ``max_bytes``, valid UTF-8 JSON, not nested absurdly deep; ``damaged(what)`` makes the
    ``ValueError`` that says what is wrong (``OSError`` when the file cannot be read at all).

    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "kept.json"
    >>> _ = path.write_text('{"a": 1}')
    >>> read_json(path, 100, ValueError)
    {'a': 1}
    >>> read_json(path, 3, lambda what: ValueError(f"damaged: {what}"))
    Traceback (most recent call last):
    ...
    ValueError: damaged: the file is far too big
    """
    if path.stat().st_size > max_bytes:
        raise damaged("the file is far too big")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise damaged(f"it is not JSON ({e})") from None
    except RecursionError:  # brackets nested thousands deep: no file of ours looks like that
        raise damaged("it is nested far too deep") from None


def check_target(path: str | os.PathLike[str], suffix: str | None = None, what: str = "the file") -> Path:
    """``path`` as a file that may be written now: ``ValueError`` in words otherwise.

    Its folder must exist (none is made on the side), it must not be a folder, and an existing
    file must be writable.  With ``suffix`` (``".pdf"``) its name must end so.
    """
    if not isinstance(path, str | os.PathLike) or not str(path).strip():
        raise ValueError(f"{what} needs a file name, like out{suffix or ''}, not {path!r:.60}")
    p = Path(path)
    if p.is_dir():
        raise ValueError(f"{p} is a folder, not a file name for {what}")
    if suffix is not None and p.suffix.lower() != suffix:
        like = (p.stem or "out") + suffix
        raise ValueError(
            f"{what} is a {suffix} file: give a name that ends in {suffix}, like {like} (not {p.name or str(p)})"
        )
    folder = p.parent
    if not folder.exists():
        raise ValueError(f"the folder {folder} does not exist; make it first")
    if not folder.is_dir():
        raise ValueError(f"{folder} is not a folder, so {p.name} cannot go in it")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ValueError(f"{p} cannot be written: no permission to write in the folder {folder}")
    if p.exists() and not os.access(p, os.W_OK):
        raise ValueError(f"{p} cannot be written: the file is read-only")
    return p


def temporary_names(name: str | None = None) -> re.Pattern[str]:
    """The names of the temporary files :func:`write_together` makes for the file ``name`` (for
    any file when ``None``): ``.<name>.<8 hex digits>.tmp``.

    >>> bool(temporary_names("sheet.pdf").fullmatch(".sheet.pdf.0a1b2c3d.tmp"))
    True
    >>> others = ("sheet.pdf", ".sheet.pdf.tmp", ".x.pdf.0a1b2c3d.tmp")
    >>> [bool(temporary_names("sheet.pdf").fullmatch(name)) for name in others]
    [False, False, False]
    """
    return re.compile(r"\." + (".+" if name is None else re.escape(name)) + r"\.[0-9a-f]{8}\.tmp")


def remove_stale(folder: Path, names: re.Pattern[str], older_than: float = STALE_SECONDS) -> int:
    """Remove the files in ``folder`` whose whole name matches ``names`` and that were last
    changed over ``older_than`` seconds ago: what a crash left half written.  Only plain files go:
    a symbolic link, a folder or anything else stays, and no link is followed.  Nothing raises (a
    file that cannot be removed stays); returns how many were removed.

    >>> import pathlib, tempfile
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> left = folder / ".table.json.0a1b2c3d.tmp"
    >>> _ = left.write_text("{")
    >>> os.utime(left, (0, 0))  # from 1970: long stale
    >>> remove_stale(folder, temporary_names("table.json")), left.exists()
    (1, False)
    """
    now = time.time()
    try:
        with os.scandir(folder) as entries:
            found = [entry for entry in entries if names.fullmatch(entry.name)]
    except OSError:  # no such folder, or not readable: nothing to clean
        return 0
    removed = 0
    for entry in found:
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue  # gone already, or not ours to remove
    return removed


def _temporary(folder: Path, name: str) -> tuple[int, Path]:
    """A new, empty file next to ``name`` (created with the usual permissions)."""
    while True:
        tmp = folder / f".{name}.{secrets.token_hex(4)}.tmp"
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666), tmp
        except FileExistsError:
            continue


def write_together(files: Mapping[Path, bytes]) -> None:
    """Write every file of ``files`` (path -> content), or none of them.

    Every content goes to a temporary file in its target's folder first; the renames follow
    when all are written, and a failed rename puts back the files renamed before it.
    """
    paths = [check_target(p) for p in files]
    if len({p.resolve() for p in paths}) != len(paths):
        raise ValueError("two of the files to write have the same name")
    for path in paths:  # what a crash left when these files were written before
        remove_stale(path.parent, temporary_names(path.name))
    temps: list[Path] = []
    try:
        for path, data in zip(paths, files.values(), strict=True):
            fd, tmp = _temporary(path.parent, path.name)
            temps.append(tmp)
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
        _rename_all(paths, temps)
    except OSError as e:
        raise ValueError(
            f"{e.filename or 'a file'} cannot be written: {e.strerror or e}; nothing was written"
        ) from None
    finally:
        for tmp in temps:
            tmp.unlink(missing_ok=True)


def _rename_all(paths: list[Path], temps: list[Path]) -> None:
    """Rename each temporary file to its path; on a failure undo the renames done so far."""
    done: list[tuple[Path, Path | None]] = []  # (path, the old file moved aside, or None)
    try:
        for path, tmp in zip(paths, temps, strict=True):
            old = None
            if path.exists():
                fd, old = _temporary(path.parent, path.name)
                os.close(fd)
                try:
                    os.replace(path, old)
                except OSError:
                    old.unlink(missing_ok=True)
                    raise
            done.append((path, old))
            os.replace(tmp, path)
    except OSError:
        for path, old in reversed(done):  # best effort: a file that cannot go back stays beside
            with contextlib.suppress(OSError):
                if old is not None:
                    os.replace(old, path)
                elif path.exists() and not path.is_dir():
                    path.unlink()
        raise
    for _path, old in done:
        if old is not None:
            old.unlink(missing_ok=True)
