"""The start of a lesson and its round: the Start step (what to do now, the pupil's stars and
whether they are kept) and the round of play at the card table.

>>> "Lesson 2 is ready" in start_page(2, "Multiples and divisors", "en").html()
True
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from html import escape
from typing import Any

from numnum.i18n import check_lang
from numnum.teaching.lessons.pages import Page
from numnum.teaching.lessons.pupil import progress
from numnum.teaching.lessons.words import say, tr

__all__ = ["after_round", "keeping_note", "round_of_play", "stars_row", "start", "start_page"]


#: Bigger texts for young readers, only in a notebook that shows a lesson's Start step; there the
#: cells have run, so the sentence that says how to run them (``numnum-run-all``) goes away.
_BIG_TEXT = (
    "<style>.jp-Notebook:has(.numnum-start) .jp-RenderedMarkdown p,"
    " .jp-Notebook:has(.numnum-start) .jp-RenderedMarkdown li { font-size: 18px; line-height: 1.5 }"
    " .jp-Notebook:has(.numnum-start) .numnum-run-all { display: none }</style>"
)


def start_page(lesson: int, title: str, lang: str) -> Page:
    """The words of the Start step: what to do now (the stars come in :func:`start`)."""
    ready = tr(lang, f"Lesson {lesson} is ready: {title}", f"Lektion {lesson} ist bereit: {title}")
    how = tr(
        lang,
        "Scroll down slowly. Read, look at the pictures and click your answers. "
        "A wrong answer first gets a hint, so try again!",
        "Scroll langsam nach unten. Lies, schau dir die Bilder an und klick deine Antworten an. "
        "Bei einer falschen Antwort bekommst du zuerst einen Tipp, also probier es noch einmal!",
    )
    return Page(
        _BIG_TEXT,
        f'<div class="numnum-start" style="font-size:26px; font-weight:bold; margin:8px 0">▶ {escape(ready)}</div>',
        say(how),
    )


def stars_row(lang: str) -> str:
    """The pupil's stars of all lessons (★ earned, ☆ not yet), and whether they are kept."""
    stars = progress.stars()
    row = " ".join("★" if n in stars else "☆" for n in range(1, 11))
    yours = tr(lang, "Your stars", "Deine Sterne")
    return (
        f'<div class="numnum-stars" style="font-size:22px" aria-label="{escape(yours)}">{escape(yours)}: {row}</div>'
        + keeping_note(lang)
    )


def keeping_note(lang: str) -> str:
    """Whether the pupil's stars and answers are kept, said when they are not (HTML, or empty)."""
    text = ""
    if progress.keeping == "waiting":
        text = tr(
            lang,
            "Your stars and answers are not kept yet: no browser has said who shows this page.",
            "Deine Sterne und Antworten werden noch nicht aufbewahrt: Noch hat kein Browser gesagt, "
            "wer diese Seite zeigt.",
        )
    elif progress.lost_on_reload:
        text = tr(
            lang,
            "This page cannot keep your stars and answers: after a reload they are gone. "
            "Teacher: serve the site with https:// (or open it on localhost), then games and stars are kept.",
            "Diese Seite kann deine Sterne und Antworten nicht aufbewahren: Nach dem Neuladen sind sie weg. "
            "Für Lehrkräfte: Stellt die Seite über https:// bereit (oder öffnet sie über localhost), "
            "dann bleiben Spiele und Sterne erhalten.",
        )
    elif progress.keeping == "no":
        text = tr(
            lang,
            "This browser keeps nothing, so your stars and answers are not kept.",
            "Dieser Browser speichert nichts, darum werden deine Sterne und Antworten nicht aufbewahrt.",
        )
    if progress.problem is not None:
        what, n, why = progress.problem
        text += " " + (
            tr(
                lang,
                f"What you did in lesson {n} before could not be read: {why}",
                f"Was du vorher in Lektion {n} gemacht hast, konnte nicht gelesen werden: {why}",
            )
            if what == "read"
            else tr(
                lang,
                f"Your stars and answers could not be kept: {why}",
                f"Deine Sterne und Antworten konnten nicht aufbewahrt werden: {why}",
            )
        )
    if not text:
        return ""
    return f'<p class="numnum-kept-note" style="font-size:16px; margin:4px 0">{escape(text.strip())}</p>'


def start(lesson: int, title: str, lang: str) -> Any:
    """The friendly Start step: what to do now, and the stars earned so far (in a box that tells
    the kernel which browser shows the lesson: its stars and answers are this pupil's)."""
    from numnum.teaching.lessons.box import PupilBox
    from numnum.teaching.lessons.copy_box import LessonCopy

    w = importlib.import_module("ipywidgets")
    check_lang(lang)
    page = w.HTML(value=start_page(lesson, title, lang).html())
    boxes = [page, PupilBox(progress, lambda: stars_row(lang))]
    if sys.platform == "emscripten":  # the no-install site: "Start this lesson again", and whether
        boxes.append(LessonCopy(lang))  # the site has a newer version (elsewhere the box has nothing to say)
    return w.VBox(boxes)


def after_round(lang: str) -> str:
    """What to do after the round of a lesson: read the summary below it."""
    return tr(lang, "After the round: read what you learned below.", "Nach der Runde: Lies unten, was du gelernt hast.")


def round_of_play(
    lesson: int, lang: str, *, next_step: str | None = None, deck: Sequence[str] | None = None, **options: Any
) -> Any:
    """The round of the lesson: the card table (``numnum.play``) with what to do after it
    (``next_step``, by default :func:`after_round`).

    A gentle start: the first lessons play against the easiest computer players.  The table's
    reasons use only the words that the lesson and the ones before it have taught.
    """
    if next_step is None:
        next_step = after_round(lang)
    import numnum

    w = importlib.import_module("ipywidgets")

    bots: str | int = 1 if lesson <= 3 else 2 if lesson <= 6 else "greedy"
    options.setdefault("bots", bots)
    options.setdefault("players", 3)
    table = numnum.play(
        options.pop("variant", "numnum"),
        humans=1,
        lang=lang,
        deck=deck,
        autosave=False,
        next_step=next_step,
        take_focus=False,  # the lesson is read from the top: the table waits below
        lesson=lesson,  # its reasons use only the words taught so far
        **options,
    )
    after = w.HTML(value=say("▼ " + next_step))
    return w.VBox([table, after])
