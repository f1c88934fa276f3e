"""Download links for the files the teachers' panel made: they download the real file everywhere.

A plain link to ``my-exercises/gcd.pdf`` is an address relative to the page, and every front end
serves the page somewhere else: in JupyterLab it opens ``/lab/tree/my-exercises/gcd.pdf``, an HTML
page, and Voilà serves no PDFs (by default).  :class:`FileLinks` needs no server path: its script
(``downloads.js``) asks the kernel for each file by the number the kernel gave it (a browser never
names a path), the kernel answers with the file's bytes, and the link downloads them from a blob
URL under the file's name.  That works the same in JupyterLab, Notebook 7 and Voilà
(``tests/test_exercises_browser.py`` downloads from each), and it needs no server at all.
A class set of 30 sheets is a few hundred KB; files above :data:`MAX_BYTES` are not sent (the
link says where the file lies instead).

>>> import pathlib, tempfile
>>> path = pathlib.Path(tempfile.mkdtemp()) / "sheet.pdf"
>>> _ = path.write_bytes(b"%PDF-1.4 ...")
>>> links = FileLinks()
>>> links.show("Saved:", [(path, "the worksheet", "")])
>>> [(f["name"], f["what"]) for f in links.files]
[('sheet.pdf', 'the worksheet, 12 bytes')]
>>> reply, buffers = links.answer({"want": links.files[0]["id"]})
>>> reply["kind"], reply["type"], buffers[0][:4]
('file', 'application/pdf', b'%PDF')
>>> links.answer({"want": "../../etc/passwd"}) is None  # only the numbers of the files on show
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from numnum.i18n import check_lang
from numnum.i18n import translate as _

__all__ = ["MAX_BYTES", "FileLinks", "size_text"]

_HERE = Path(__file__).parent

#: The biggest file a link downloads (bytes): far above a class set of 200 sheets (about 2 MB).
MAX_BYTES = 64 * 1024 * 1024

_TYPES = {
    ".pdf": "application/pdf",
    ".ipynb": "application/x-ipynb+json",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
}


def size_text(size: int, lang: str = "en") -> str:
    """A file's size in words a teacher reads.

    >>> size_text(512), size_text(102_398), size_text(2_345_678, "de")
    ('512 bytes', '100 KB', '2,2 MB')
    """
    if size < 1024:
        return _("{n} bytes", lang).format(n=size)
    if size < 1024 * 1024:
        return f"{round(size / 1024)} KB"
    text = f"{size / (1024 * 1024):.1f}"
    return (text.replace(".", ",") if lang == "de" else text) + " MB"


class FileLinks(anywidget.AnyWidget):
    """Links that download files of the kernel's folder: :meth:`show` puts them on show."""

    _esm = _HERE / "downloads.js"
    _css = _HERE / "downloads.css"
    #: the files on show: ``id`` (the number the browser asks for), ``name``, ``what`` (in words)
    #: and ``note`` (what happened to the name, or "")
    files = traitlets.List(traitlets.Dict()).tag(sync=True)
    #: the line above the links
    heading = traitlets.Unicode("").tag(sync=True)
    #: the script's own words: ``waiting`` (the title of a link whose bytes are on their way)
    texts = traitlets.Dict().tag(sync=True)

    def __init__(self, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._paths: dict[int, Path] = {}
        self._count = 0
        self.set_lang(lang)
        self.on_msg(self._on_msg)

    def set_lang(self, lang: str) -> None:
        """Speak ``lang`` from now on (the links on show keep their words)."""
        self.lang = check_lang(lang)
        self.texts = {"waiting": _("The file is on its way to the browser…", self.lang)}

    def show(self, heading: str, entries: Sequence[tuple[Path, str, str]]) -> None:
        """Show a link for each ``(path, what, note)``; the links shown before go."""
        paths: dict[int, Path] = {}
        files = []
        for path, what, note in entries:
            self._count += 1
            paths[self._count] = Path(path)
            size = Path(path).stat().st_size
            words = f"{what}, {size_text(size, self.lang)}" if what else size_text(size, self.lang)
            if size > MAX_BYTES:
                too_big = _("too big to download here: open it in the folder {folder}", self.lang)
                note = " ".join(x for x in (note, too_big.format(folder=Path(path).parent)) if x)
            files.append({"id": self._count, "name": Path(path).name, "what": words, "note": note})
        self._paths = paths
        with self.hold_sync():
            self.heading = heading
            self.files = files

    def clear(self) -> None:
        """Show no links."""
        self._paths = {}
        self.files = []

    def answer(self, content: object) -> tuple[dict[str, Any], list[bytes]] | None:
        """The reply to the script's ``{"want": number}``: the file's bytes, an error in words, or
        ``None`` for anything else (a number that is not on show, a message of another shape)."""
        if not isinstance(content, Mapping) or set(content) != {"want"}:
            return None
        number = content["want"]
        if type(number) is not int or number not in self._paths:
            return None
        path = self._paths[number]
        try:
            size = path.stat().st_size
            if size > MAX_BYTES:
                why = _("too big to download here: open it in the folder {folder}", self.lang)
                return {"kind": "error", "id": number, "text": why.format(folder=path.parent)}, []
            data = path.read_bytes()
        except OSError as e:
            why = _("{name} cannot be read any more ({why}).", self.lang)
            return {"kind": "error", "id": number, "text": why.format(name=path.name, why=e.strerror or e)}, []
        kind = _TYPES.get(path.suffix.lower(), "application/octet-stream")
        return {"kind": "file", "id": number, "type": kind}, [data]

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        reply = self.answer(content)
        if reply is not None:
            self.send(reply[0], reply[1])
