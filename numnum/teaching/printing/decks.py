"""Print-and-play decks: poker-size cards (63 x 88 mm) on A4, with cut marks and backs.

Nine cards fit on a page (3 x 3).  The cards touch, so one cut goes between two of them; the
cut marks stand in the margin where every cut begins and ends.  With ``backs`` every page of
faces is followed by a page of backs, mirrored left to right, so that a duplex printer
(flipping on the long edge) puts each back behind its own card.

>>> from numnum.teaching.decks.teachers import build_deck
>>> pdf = deck_pdf(build_deck(rows=(2, 3, 5), up_to=20))
>>> pdf.startswith(b"%PDF") and pdf == deck_pdf(build_deck(rows=(2, 3, 5), up_to=20))
True
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from numnum.cards import Card
from numnum.files import check_target, write_together
from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.decks.teachers import Deck
from numnum.teaching.printing.pdf import FONT, clean, draw_svg, fonts
from numnum.teaching.printing.worksheets import Progress

__all__ = ["CARD_HEIGHT", "CARD_WIDTH", "deck_pdf", "write_deck"]

CARD_WIDTH = 63 * mm
CARD_HEIGHT = 88 * mm
_COLS, _ROWS = 3, 3
_LEFT = (A4[0] - _COLS * CARD_WIDTH) / 2
_BOTTOM = (A4[1] - _ROWS * CARD_HEIGHT) / 2
_MARK = 6 * mm  # length of a cut mark
_GAP = 1.5 * mm  # between a cut mark and the cards


def _slot(i: int, mirrored: bool) -> tuple[float, float]:
    """The lower left corner of the ``i``-th card of a page (row by row from the top)."""
    row, col = divmod(i, _COLS)
    if mirrored:
        col = _COLS - 1 - col
    return _LEFT + col * CARD_WIDTH, _BOTTOM + (_ROWS - 1 - row) * CARD_HEIGHT


def _cut_marks(canvas: Any) -> None:
    canvas.saveState()
    canvas.setLineWidth(0.5)
    canvas.setStrokeColor("#000000")
    top, right = _BOTTOM + _ROWS * CARD_HEIGHT, _LEFT + _COLS * CARD_WIDTH
    for c in range(_COLS + 1):
        x = _LEFT + c * CARD_WIDTH
        canvas.line(x, _BOTTOM - _GAP, x, _BOTTOM - _GAP - _MARK)
        canvas.line(x, top + _GAP, x, top + _GAP + _MARK)
    for r in range(_ROWS + 1):
        y = _BOTTOM + r * CARD_HEIGHT
        canvas.line(_LEFT - _GAP, y, _LEFT - _GAP - _MARK, y)
        canvas.line(right + _GAP, y, right + _GAP + _MARK, y)
    canvas.restoreState()


def _card(canvas: Any, svg: str, x: float, y: float) -> None:
    inset = 0.8 * mm  # the card's own rounded frame stays clear of the cut
    draw_svg(canvas, svg, x + inset, y + inset, CARD_WIDTH - 2 * inset, CARD_HEIGHT - 2 * inset)


def _footer(canvas: Any, text: str) -> None:
    canvas.setFont(FONT, 8)
    canvas.setFillColor("#666666")
    canvas.drawString(_LEFT, 6 * mm, clean(text))


def deck_pdf(
    deck: Deck | Sequence[str | Card],
    *,
    variant: str = "numnum",
    backs: bool = True,
    lang: str = "en",
    title: str = "",
    progress: Progress | None = None,
) -> bytes:
    """The cards of ``deck`` (a :class:`~numnum.teaching.decks.teachers.Deck` or card notations of ``variant``) as
    a print-and-play PDF; with ``backs`` a mirrored page of backs after each page of faces."""
    from numnum.render.cards import card_back_svg, card_svg

    lang = check_lang(lang)
    if isinstance(deck, Deck):
        variant, items, title = deck.variant, list(deck.cards), title or deck.name
    else:
        items = [str(c) for c in deck]
    if not items:
        raise ValueError("a deck to print needs at least one card")
    cards = [Card.parse(c, variant) for c in items]
    fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=True)
    canvas.setTitle(clean(title or "numnum"))
    canvas.setAuthor("numnum")
    per_page = _COLS * _ROWS
    pages = (len(cards) + per_page - 1) // per_page
    faces: dict[Card, str] = {}
    back = card_back_svg(100, variant, lang=lang)
    for page in range(pages):
        chunk = cards[page * per_page : (page + 1) * per_page]
        for i, c in enumerate(chunk):
            if c not in faces:
                faces[c] = card_svg(c, width=100, lang=lang)
            _card(canvas, faces[c], *_slot(i, mirrored=False))
        _cut_marks(canvas)
        note = _("{title} · {n} cards · page {page} of {pages}", lang).format(
            title=title or variant, n=len(cards), page=page + 1, pages=pages
        )
        _footer(canvas, note)
        canvas.showPage()
        if backs:
            for i in range(len(chunk)):
                _card(canvas, back, *_slot(i, mirrored=True))
            _cut_marks(canvas)
            note = _("backs of page {page} (print on both sides, flip on the long edge)", lang)
            _footer(canvas, note.format(page=page + 1))
            canvas.showPage()
        if progress is not None:
            progress(page + 1, pages)
    canvas.save()
    return buffer.getvalue()


def write_deck(
    path: str | Path,
    deck: Deck | Sequence[str | Card],
    *,
    variant: str = "numnum",
    backs: bool = True,
    lang: str = "en",
    progress: Progress | None = None,
) -> Path:
    """Write :func:`deck_pdf` to ``path``; the path.

    ``path`` must end in ``.pdf`` and its folder must exist (checked before the pages are made);
    the file is written whole or not at all (see :mod:`numnum.files`).
    """
    out = check_target(path, ".pdf", "the deck")
    data = deck_pdf(deck, variant=variant, backs=backs, lang=lang, progress=progress)
    write_together({out: data})
    return out
