"""The widget of a lesson that knows which browser shows it (an anywidget): the Start step's row
of stars and the practice's streak are such boxes.

The box shows HTML drawn in Python (``draw(pupil)`` gives it, again whenever the pupil's stars or
keeping change) and says hello when it appears: the browser's identity goes to
:meth:`numnum.teaching.lessons.pupil.Pupil.meet`, exactly as the card table's does
(``numnum/widget/identity.js``).  ``kept`` is ``"waiting"``, ``"yes"`` or ``"no"``, and the
script shows it as the ``data-kept`` attribute of the box.  ``stars`` lists the lessons whose
star the pupil has; the script adds them to a summary in the browser's ``localStorage``
(``numnum-stars``, a JSON map of lesson number to stars, e.g. ``{"1": 1, "3": 1}``), which the
JupyterLite site's start page shows without a kernel (``tools/lite/start/start.js``).  Stars
that are gone after a reload (the site without its service worker: ``Pupil.lost_on_reload``)
stay out of the summary: the start page shows only what the lessons keep.

>>> from numnum.teaching.lessons.pupil import Pupil
>>> pupil = Pupil()
>>> box = PupilBox(pupil, lambda: f"<b>{len(pupil.stars())} stars</b>")
>>> box.html, box.kept, box.stars
('<b>0 stars</b>', 'waiting', [])
>>> pupil.earn(3); box.html, box.stars
('<b>1 stars</b>', [3])
>>> box.hello("no identity here"); box.kept
'no'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from numnum.teaching.lessons.pupil import Pupil

__all__ = ["PupilBox"]

_HERE = Path(__file__).parent


class PupilBox(anywidget.AnyWidget):
    """A box of HTML (``draw()``) that tells ``pupil`` which browser shows it."""

    #: the browser's identity (the card table's script) and the box's own script
    _esm = (_HERE.parent.parent / "widget" / "identity.js").read_text(encoding="utf-8") + (
        _HERE / "pupil_box.js"
    ).read_text(encoding="utf-8")
    #: what the box shows (HTML drawn in Python)
    html = traitlets.Unicode("").tag(sync=True)
    #: whether the pupil's work is kept: "waiting" (for the browser to say who it is), "yes" or "no"
    kept = traitlets.Unicode("waiting").tag(sync=True)
    #: the lessons whose star the pupil has and keeps, for the browser's summary of the stars
    stars = traitlets.List(traitlets.Int()).tag(sync=True)

    def __init__(self, pupil: Pupil, draw: Callable[[], str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.pupil, self.draw = pupil, draw
        self.on_msg(self._on_msg)
        pupil.watch(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Draw the box again."""
        with self.hold_sync():
            self.html = self.draw()
            self.kept = self.pupil.keeping
            self.stars = [] if self.pupil.lost_on_reload else sorted(self.pupil.stars())

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, Mapping) and content.get("action") == "hello":
            self.hello(content.get("browser"), content.get("page", ""))

    def hello(self, browser: object, page: object = "") -> None:
        """What the browser says when the box appears: who it is (see :meth:`Pupil.meet`)."""
        if not self.pupil.meet(browser, page):
            self.refresh()
