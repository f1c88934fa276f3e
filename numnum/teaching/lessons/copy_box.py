"""The lesson's "Start this lesson again" box, for the no-install site (``make lite``).

In JupyterLite a lesson the pupil has saved is the browser's own copy, and it wins over the
site's: when the teacher puts a newer version of the lesson on the site, the pupil would never
see it.  The box (its script: ``copy_box.js``) compares the version the copy was made from (the
site's build writes it into each notebook's metadata, see ``tools/lite/build.py``) with the
site's (``numnum-notebooks.json`` at the site's root), says when the site holds a newer one, and
offers "Start this lesson again": the teacher's version replaces the copy (the pupil's stars and
answers are kept elsewhere and stay, see :mod:`numnum.teaching.lessons.pupil`), and once it is
kept the page opens again, so that the site's door runs the new lesson as it runs every lesson.
Outside the site the box shows nothing.

>>> box = LessonCopy("de")
>>> box.words["again"]
'Diese Lektion neu anfangen'
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets

from numnum.i18n import check_lang

__all__ = ["LessonCopy", "copy_words"]

_HERE = Path(__file__).parent


def copy_words(lang: str) -> dict[str, str]:
    """The box's words in ``lang`` (``{why}`` in ``failed`` is what went wrong).

    >>> sorted(copy_words("en"))
    ['again', 'ask', 'failed', 'newer', 'no', 'opening', 'yes']
    """
    if check_lang(lang) == "de":
        return {
            "again": "Diese Lektion neu anfangen",
            "ask": "Die Lektion kommt so zurück, wie deine Lehrkraft sie gemacht hat. "
            "Deine Sterne und Antworten bleiben. Neu anfangen?",
            "yes": "Ja, neu anfangen",
            "no": "Nein",
            "newer": "Deine Lehrkraft hat eine neuere Fassung dieser Lektion. "
            "Klick auf „Diese Lektion neu anfangen“, um sie zu bekommen.",
            "failed": "Die Lektion konnte nicht neu angefangen werden: {why}",
            "opening": "Die Lektion wird neu geöffnet …",
        }
    return {
        "again": "Start this lesson again",
        "ask": "The lesson comes back as your teacher made it. Your stars and answers stay. Start again?",
        "yes": "Yes, start again",
        "no": "No",
        "newer": "Your teacher has a newer version of this lesson. Click “Start this lesson again” to get it.",
        "failed": "The lesson could not be started again: {why}",
        "opening": "The lesson opens again …",
    }


class LessonCopy(anywidget.AnyWidget):
    """The "Start this lesson again" box of a lesson in ``lang`` (see the module's text)."""

    _esm = (_HERE / "copy_box.js").read_text(encoding="utf-8")
    #: the box's words (:func:`copy_words`)
    words = traitlets.Dict().tag(sync=True)

    def __init__(self, lang: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.words = copy_words(lang)
