"""Worksheets and answer keys as printable A4 PDFs.

A worksheet has big type for children, a name line, the pictures a question needs (cards, ...)
and room to answer: a line, boxes to tick, or a frame to draw a factor tree in.  The answer key
is a PDF of its own with every answer, the reason and, where it helps, a picture (the factor
tree, the divisor diagram, the chain of cards).  A class set prints one different sheet per
pupil, numbered, each from its own seed, and one key with every pupil's answers.  The same
arguments always give the same bytes.  What the sheets say (:class:`Sheet`, :func:`sheets`,
titles, points, short answers) is :mod:`numnum.teaching.printing.content`, shared with the
editable Word copy (:mod:`numnum.teaching.printing.editable`).

>>> sheet, key = worksheet("gcd", difficulty=2, count=4, seed=5)
>>> sheet[:5], key[:5]
(b'%PDF-', b'%PDF-')
>>> worksheet("gcd", difficulty=2, count=4, seed=5) == (sheet, key)
True
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from functools import cache
from html import escape
from pathlib import Path
from typing import Any

from reportlab.graphics import renderPDF
from reportlab.graphics.shapes import Drawing, Rect, String
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    KeepTogether,
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from numnum.files import check_target, write_together
from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.exercises import Question, topic_title
from numnum.teaching.exercises.topics import ROWS
from numnum.teaching.printing import codes, content
from numnum.teaching.printing import editable as docx_copy
from numnum.teaching.printing.codes import answer_text
from numnum.teaching.printing.content import MAX_NAME, Sheet, check_names, points, sheets, short_answer
from numnum.teaching.printing.pdf import FONT, FONT_BOLD, Picture, clean, fonts
from numnum.teaching.questions import fit_labels

__all__ = [
    "MAX_NAME",
    "CardRow",
    "Progress",
    "Sheet",
    "check_names",
    "key_pdf",
    "plan_pages",
    "points",
    "sheets",
    "sheets_pdf",
    "short_answer",
    "worksheet",
    "write_worksheet",
]

#: Called as ``progress(done, total)`` while long work goes on (the command line draws a bar).
Progress = Callable[[int, int], None]

_MARGIN = 16 * mm
_WIDTH = A4[0] - 2 * _MARGIN
_INK = "#1a1a1a"


# --- page layout -------------------------------------------------------------------------------

_TOP = 24 * mm  # the header band: name line, date, the pupil's Nr.
_BOTTOM = 17 * mm  # the footer: title, page x of y
_PAD = 6  # reportlab's frame padding (points, each side)
_FRAME_H = A4[1] - _TOP - _BOTTOM - 2 * _PAD


def _styles() -> dict[str, ParagraphStyle]:
    fonts()
    return {
        "title": ParagraphStyle("title", fontName=FONT_BOLD, fontSize=22, leading=27, textColor=_INK),
        "info": ParagraphStyle("info", fontName=FONT, fontSize=11, leading=14, textColor="#444444", spaceAfter=8),
        "question": ParagraphStyle("question", fontName=FONT, fontSize=16, leading=21),
        "points": ParagraphStyle("points", fontName=FONT, fontSize=12, leading=15, alignment=TA_RIGHT),
        "answer": ParagraphStyle("answer", fontName=FONT, fontSize=17, leading=24, spaceBefore=4),
        "help": ParagraphStyle("help", fontName=FONT_BOLD, fontSize=13, leading=17, spaceAfter=3),
        "cell": ParagraphStyle("cell", fontName=FONT, fontSize=11, leading=13),
        "small": ParagraphStyle("small", fontName=FONT, fontSize=9, leading=11),
        "tiny": ParagraphStyle("tiny", fontName=FONT, fontSize=7.5, leading=9),
        "total": ParagraphStyle("total", fontName=FONT_BOLD, fontSize=16, leading=22),
        "pupil": ParagraphStyle(
            "pupil", fontName=FONT_BOLD, fontSize=14, leading=18, spaceBefore=8, spaceAfter=4, keepWithNext=1
        ),
        "key_head": ParagraphStyle("key_head", fontName=FONT_BOLD, fontSize=9, leading=11),
    }


def _p(text: str, style: ParagraphStyle) -> Paragraph:
    """A paragraph of plain text (escaped); ``<b>`` written as ``[[b]]`` stays bold."""
    markup = escape(clean(text)).replace("[[b]]", "<b>").replace("[[/b]]", "</b>").replace("\n", "<br/>")
    return Paragraph(markup, style)


def _choices(options: Sequence[str], width: float = _WIDTH, *, stacked: bool = False) -> Drawing:
    """A box to tick before every option, all in one line (or more when they are long); with
    ``stacked`` one option a line (beside a picture)."""
    size, box, gap = 16, 5.5 * mm, 9 * mm
    widths = [box + 3 * mm + stringWidth(clean(o), FONT, size) for o in options]
    lines: list[list[int]] = [[]]
    used = 0.0
    for i, w in enumerate(widths):
        if lines[-1] and (stacked or used + w > width - 10 * mm):
            lines.append([])
            used = 0.0
        lines[-1].append(i)
        used += w + gap
    row_h = 9 * mm
    d = Drawing(width, row_h * len(lines))
    for r, line in enumerate(lines):
        x = 4 * mm if stacked else 8 * mm
        y = row_h * (len(lines) - r - 1) + 1.5 * mm
        for i in line:
            d.add(Rect(x, y, box, box, strokeWidth=1.6, strokeColor=_INK, fillColor=None))
            d.add(String(x + box + 3 * mm, y + 1.2 * mm, clean(options[i]), fontName=FONT, fontSize=size))
            x += widths[i] + gap
    return d


def _beside(left: Any, right: Any, left_width: float) -> Table:
    """Two flowables side by side, both centred in height (cards and the boxes to tick)."""
    table = Table([[left, right]], colWidths=[left_width, _WIDTH - left_width])
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    return table


def _tree_frame(lang: str) -> Drawing:
    d = Drawing(_WIDTH, 52 * mm)
    d.add(
        Rect(
            8 * mm, 0, _WIDTH - 8 * mm, 50 * mm, rx=8, ry=8, strokeWidth=1, strokeColor="#9a9a9a",
            strokeDashArray=[4, 3], fillColor=None,
        )
    )  # fmt: skip
    label = clean(_("Your factor tree:", lang))
    d.add(String(11 * mm, 45 * mm, label, fontName=FONT, fontSize=11, fillColor="#666666"))
    return d


def _answer_space(q: Question, style: dict[str, ParagraphStyle], lang: str) -> list[Any]:
    if q.kind == "choice":
        return [_choices(q.options)]
    if q.kind == "factors":
        return [_tree_frame(lang), _p(f"{content.product_of(q)} = " + "_" * 30, style["answer"])]
    line = "_" * (12 if q.kind == "number" else 34)
    return [_p(_("Answer: {answer}", lang).format(answer=line), style["answer"])]


def _points_box(n: int) -> Drawing:
    """A box for the marks with the points the question is worth: "/ 2"."""
    w, h = 16 * mm, 9 * mm
    d = Drawing(w, h)
    d.add(Rect(0, 0, w, h, strokeWidth=1, strokeColor=_INK, fillColor=None))
    d.add(String(w - 2 * mm, 3 * mm, f"/ {n}", fontName=FONT, fontSize=12, textAnchor="end"))
    return d


def _question_head(i: int, q: Question, style: dict[str, ParagraphStyle]) -> Table:
    """The question's text, and at the right a box for the marks: "/ 1"."""
    head = Table(
        [[_p(f"[[b]]{content.number(i, q)}[[/b]]  {q.prompt}", style["question"]), _points_box(points(q))]],
        colWidths=[_WIDTH - 17 * mm, 17 * mm],
    )
    head.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    return head


def _times_tables(sheet: Sheet, style: dict[str, ParagraphStyle], lang: str) -> list[Any]:
    """The times tables of the sheet's difficulty as a table (each row from 1 × to 10 ×)."""
    if sheet.topic not in content.HELP_TOPICS:
        return []
    rows = ROWS[sheet.difficulty]
    data = [[_("{row}-row", lang).format(row=r), *(str(r * k) for k in range(1, 11))] for r in rows]
    first = 27 * mm
    table = Table(data, colWidths=[first] + [(_WIDTH - first) / 10] * 10)
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), FONT, 11),
                ("FONT", (0, 0), (0, -1), FONT_BOLD, 11),
                ("ALIGN", (1, 0), (-1, -1), "CENTER"),
                ("GRID", (0, 0), (-1, -1), 0.5, "#9a9a9a"),
                ("ROWBACKGROUNDS", (0, 0), (-1, -1), ["#ffffff", "#f1f1f1"]),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
            ]
        )
    )
    return [_p(_("Help: the times tables", lang), style["help"]), table, Spacer(1, 6 * mm)]


def _code_block(sheet: Sheet, style: dict[str, ParagraphStyle], lang: str) -> list[Any]:
    """The self-check: the answers to look up with their letters, and a box per question."""
    code = codes.self_check(sheet.questions, seed=sheet.seed, lang=lang)
    intro = _("Self-check: find your answer and write its letter in the box of the question.", lang)
    rows = []
    most = max(len(row) for row in code.rows)
    for i, row in enumerate(code.rows, start=1):
        cells = [_p(f"{text}  →  [[b]]{letter}[[/b]]", style["cell"]) for text, letter in row]
        rows.append([_p(f"[[b]]{i}.[[/b]]", style["cell"]), *cells, *[""] * (most - len(row))])
    table = Table(rows, colWidths=[12 * mm] + [(_WIDTH - 12 * mm) / most] * most)
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEBELOW", (0, 0), (-1, -2), 0.4, "#c8c8c8"),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    n = len(code.letters)
    per_line = 15
    box_rows = []
    for start in range(0, n, per_line):
        numbers = [str(k + 1) for k in range(start, min(n, start + per_line))]
        box_rows += [[""] * len(numbers), numbers]
    boxes = Table(box_rows, colWidths=[11 * mm] * min(n, per_line), rowHeights=[10 * mm, 4 * mm] * (len(box_rows) // 2))
    commands: list[Any] = [("FONT", (0, 0), (-1, -1), FONT, 8), ("ALIGN", (0, 0), (-1, -1), "CENTER")]
    for r in range(0, len(box_rows), 2):
        commands.append(("GRID", (0, r), (len(box_rows[r]) - 1, r), 1.2, _INK))
    boxes.setStyle(TableStyle(commands))
    boxes.hAlign = "LEFT"
    return [
        _p(_("Self-check word", lang), style["help"]),
        _p(intro, style["small"]),
        Spacer(1, 2 * mm),
        table,
        Spacer(1, 3 * mm),
        boxes,
        Spacer(1, 6 * mm),
    ]


def _total_block(sheet: Sheet, style: dict[str, ParagraphStyle], lang: str) -> list[Any]:
    total = sum(points(q) for q in sheet.questions)
    text = _("Points: {got} of {total}", lang).format(got="______", total=total)
    box = Table([[_p(text, style["total"])]], colWidths=[stringWidth(clean(text), FONT_BOLD, 16) + 14])
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1.6, _INK), ("TOPPADDING", (0, 0), (-1, -1), 6)]))
    box.hAlign = "RIGHT"
    return [box]


class CardRow(Flowable):  # type: ignore[misc]  # reportlab has no type information
    """Cards side by side, scaled to fill ``max_width`` x ``max_height`` points; an arrow after
    card ``arrow_after``, a dashed line after card ``divider_after`` (the top card apart from a
    hand).  Each card's picture is read once and reused (a class set shows the same cards on
    many sheets), so a row of seven cards costs no more than its seven cards."""

    _UNIT, _GAP, _ARROW, _DIVIDER = 100.0, 12.0, 62.0, 28.0

    def __init__(
        self,
        cards: Sequence[str],
        max_width: float,
        max_height: float,
        *,
        arrow_after: int | None = None,
        divider_after: int | None = None,
        lang: str = "en",
    ) -> None:
        super().__init__()
        self.drawings = [_card_drawing(c, lang) for c in cards]
        self.arrow_after, self.divider_after = arrow_after, divider_after
        self.slots: list[tuple[str, float]] = []  # ("card" | "arrow" | "divider", x) in units
        x = 0.0
        for i in range(len(cards)):
            self.slots.append(("card", x))
            x += self._UNIT + self._GAP
            if arrow_after == i:
                self.slots.append(("arrow", x - self._GAP / 2 + self._ARROW / 2))
                x += self._ARROW
            if divider_after == i:
                self.slots.append(("divider", x))
                x += self._DIVIDER
        units_w, units_h = x - self._GAP, self._UNIT * 1.4
        self.scale = min(max_width / units_w, max_height / units_h)
        self.width, self.height = units_w * self.scale, units_h * self.scale

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canv, s = self.canv, self.scale
        cards = iter(self.drawings)
        for kind, x in self.slots:
            if kind == "card":
                drawing = next(cards)
                k = self._UNIT * s / drawing.width
                canv.saveState()
                canv.translate(x * s, 0)
                canv.scale(k, k)
                renderPDF.draw(drawing, canv, 0, 0)
                canv.restoreState()
            elif kind == "arrow":
                canv.setFont(FONT, 40 * s)
                canv.setFillColor(_INK)
                canv.drawCentredString(x * s, self.height / 2 - 14 * s, "→")
            else:
                canv.saveState()
                canv.setStrokeColor(_INK)
                canv.setLineWidth(3 * s)
                canv.setDash(8 * s, 5 * s)
                canv.line((x + 8) * s, 0, (x + 8) * s, self.height)
                canv.restoreState()


@cache
def _card_drawing(text: str, lang: str) -> Any:
    from numnum.teaching.pictures import card_picture
    from numnum.teaching.printing.pdf import _drawing

    return _drawing(card_picture(text, width=100, lang=lang))


def _card_picture(q: Question, lang: str) -> Flowable:
    """The question's picture; cards as big as a child reads them at arm's length (a chain of
    cards as wide as the page, two or four cards 34 mm high)."""
    if not q.cards:
        return Picture(q.picture, _WIDTH, 40 * mm)
    arrow = 0 if q.topic in ("fit", "joker") and len(q.cards) == 2 else None
    divider = 0 if q.topic == "chains" else None
    high = 60 * mm if len(q.cards) > 4 else 34 * mm
    return CardRow(q.cards, _WIDTH, high, arrow_after=arrow, divider_after=divider, lang=lang)


def _flexible_rows(q: Question, lang: str) -> list[Any]:
    """The "most flexible card" in two rows of cards as big as a chain's: the cards to play on
    (six or eight, as wide as the page), then the cards to choose from with their boxes to tick
    beside them (twelve cards in one row would be 13 mm wide: too small to read)."""
    options, shown = q.cards[: len(q.options)], q.cards[len(q.options) :]
    on = CardRow(shown, _WIDTH, _FLEXIBLE_HIGH, lang=lang)
    choose = CardRow(options, _WIDTH / 2, _FLEXIBLE_HIGH, lang=lang)
    boxes = _choices(q.options, _WIDTH - choose.width - 6 * mm, stacked=True)
    return [on, Spacer(1, 3 * mm), _beside(choose, boxes, choose.width + 6 * mm)]


#: How high the cards of a "most flexible card" question are (each row).
_FLEXIBLE_HIGH = 30 * mm


def _sheet_parts(
    sheet: Sheet, style: dict[str, ParagraphStyle], lang: str, code: bool
) -> tuple[list[Any], list[list[Any]]]:
    """The head of a sheet (title, info) and its blocks, each kept on one page: the questions,
    then the times tables, the self-check and the points."""
    head: list[Any] = [_p(content.title(sheet, lang), style["title"]), _p(content.info(sheet, lang), style["info"])]
    blocks: list[list[Any]] = []
    for i, q in enumerate(sheet.questions, start=1):
        block: list[Any] = [_question_head(i, q, style)]
        if q.topic == "flexible" and q.cards:
            block += _flexible_rows(q, lang)
        elif q.picture and q.kind == "choice" and len(q.cards) <= 4:
            picture = _card_picture(q, lang)
            choices = _choices(q.options, _WIDTH - picture.width - 4 * mm, stacked=True)
            block.append(_beside(picture, choices, picture.width + 4 * mm))
        else:
            if q.picture:
                block.append(_card_picture(q, lang))
            block += _answer_space(q, style, lang)
        block.append(Spacer(1, 5 * mm))
        blocks.append(block)
    for extra in (_times_tables(sheet, style, lang), _code_block(sheet, style, lang) if code else []):
        if extra:
            blocks.append(extra)
    blocks.append(_total_block(sheet, style, lang))
    return head, blocks


def _height(flowables: Sequence[Any]) -> float:
    """How tall ``flowables`` are on a page (spaces counted in full: never less than printed)."""
    return float(sum(f.wrap(_WIDTH, _FRAME_H)[1] + f.getSpaceBefore() + f.getSpaceAfter() for f in flowables))


def plan_pages(first: float, heights: Sequence[float], room: float) -> list[int]:
    """Where the pages of a sheet begin: the indices of the blocks that start a new page.

    The first page has ``first`` points taken by the head.  As few pages as the blocks need,
    and the blocks shared out as evenly as they go (no page with one lone question after
    full ones, nor one short block alone on a page where it can have company).  A block
    taller than a page gets a page of its own.

    >>> plan_pages(0, [30, 30, 30, 30, 30], 100)  # 3 + 2 rather than 3 + 1 + 1
    [3]
    >>> plan_pages(5, [30] * 10 + [26, 3], 71)  # two a page, not the first question alone
    [2, 4, 6, 8, 10]
    >>> plan_pages(0, [60, 60, 60, 10], 100)
    [1, 2]
    >>> plan_pages(50, [40, 40], 100)
    [1]
    """
    n = len(heights)
    if n == 0:
        return []

    def cap(page: int) -> float:
        return room - (first if page == 0 else 0)

    # fewest pages: greedy
    pages, used = 1, first
    for h in heights:
        if used + h > room and used > (first if pages == 1 else 0):
            pages, used = pages + 1, 0.0
        used += h
    # best[p][i]: the least sum of squared fills (a share of the room) for blocks i.. on pages
    # p..: the pages as evenly full as the blocks allow
    inf = float("inf")
    best = [[inf] * (n + 1) for _ in range(pages + 1)]
    cut = [[n] * (n + 1) for _ in range(pages + 1)]
    best[pages][n] = 0.0
    for p in range(pages - 1, -1, -1):
        for i in range(n - 1, -1, -1):
            total = 0.0
            for j in range(i + 1, n + 1):
                total += heights[j - 1]
                if total > cap(p) and j > i + 1:
                    break
                fill = (total + (first if p == 0 else 0)) / room
                lone = 1.0 if j == i + 1 and fill < 0.5 else 0.0  # one short block alone on its page
                cost = fill**2 + lone + best[p + 1][j]
                if cost <= best[p][i]:  # a tie: the earlier page the fuller
                    best[p][i], cut[p][i] = cost, j
    starts, i = [], 0
    for p in range(pages - 1):
        i = cut[p][i]
        starts.append(i)
    return [s for s in starts if 0 < s < n]


class _PupilMark(Flowable):  # type: ignore[misc]  # reportlab has no type information
    """Draws nothing; tells the page's canvas which sheet (index) its pages belong to."""

    def __init__(self, index: int | None) -> None:
        super().__init__()
        self.index = index
        self.width = self.height = 0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        self.canv.numnum_sheet = self.index


class _FrontPage(Flowable):  # type: ignore[misc]
    """Starts the next sheet on a front (odd) page: on a back page it is too tall, so the back
    page stays empty (no header, no footer) and the sheet begins on the next one."""

    def __init__(self, doc: Any) -> None:
        super().__init__()
        self.doc = doc
        self.width = self.height = 0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        if self.doc.page % 2 == 0:
            self.doc.canv.numnum_sheet = None
            return avail_width, avail_height + 1
        return 0, 0

    def split(self, avail_width: float, avail_height: float) -> list[Any]:
        return []

    def draw(self) -> None:
        pass


PageDrawer = Callable[[Any, "int | None", int, int], None]


def _deferred_canvas(draw: PageDrawer) -> type[Canvas]:
    """A canvas class that keeps every page until the end, then draws on each its header and
    footer with ``draw(canvas, sheet, k, n)``: page ``k`` of the ``n`` pages of its sheet (an
    empty back page has the sheet None)."""

    class Deferred(Canvas):  # type: ignore[misc]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.numnum_sheet: int | None = None
            self._kept: list[tuple[dict[str, Any], int | None]] = []

        def showPage(self) -> None:  # noqa: N802 - reportlab's name
            self._kept.append((dict(self.__dict__), self.numnum_sheet))
            self._startPage()

        def save(self) -> None:
            totals: dict[int | None, int] = {}
            for _state, sheet in self._kept:
                totals[sheet] = totals.get(sheet, 0) + 1
            seen: dict[int | None, int] = {}
            for state, sheet in self._kept:
                self.__dict__.update(state)
                seen[sheet] = seen.get(sheet, 0) + 1
                draw(self, sheet, seen[sheet], totals[sheet])
                Canvas.showPage(self)
            Canvas.save(self)

    return Deferred


def _doc(buffer: io.BytesIO, title: str) -> SimpleDocTemplate:
    return SimpleDocTemplate(
        buffer, pagesize=A4, leftMargin=_MARGIN, rightMargin=_MARGIN, topMargin=_TOP, bottomMargin=_BOTTOM,
        title=clean(title), author="numnum", creator="numnum", invariant=True,
    )  # fmt: skip


def _footer(canvas: Any, title: str, k: int, n: int, lang: str) -> None:
    canvas.setFont(FONT, 9)
    canvas.setFillColor("#666666")
    canvas.drawString(_MARGIN, 9 * mm, clean(title))
    page = _("page {page} of {pages}", lang).format(page=k, pages=n)
    canvas.drawRightString(A4[0] - _MARGIN, 9 * mm, clean(f"numnum · {page}"))


def _header(canvas: Any, sheet: Sheet, lang: str) -> None:
    """Name (printed, or a line), date, and the pupil's Nr.: on every page of a sheet."""
    y = A4[1] - 14 * mm
    canvas.setFillColor(_INK)
    canvas.setFont(FONT, 13)
    name = sheet.name or "_" * 26
    canvas.drawString(_MARGIN, y, clean(_("Name: {line}   Date: {short}", lang).format(line=name, short="_" * 11)))
    if sheet.pupil is not None:
        canvas.setFont(FONT_BOLD, 15)
        canvas.drawRightString(A4[0] - _MARGIN, y, clean(_("No. {k}", lang).format(k=sheet.pupil)))
    canvas.setStrokeColor("#9a9a9a")
    canvas.setLineWidth(0.6)
    canvas.line(_MARGIN, y - 3.5 * mm, A4[0] - _MARGIN, y - 3.5 * mm)


def _tick(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None:
        progress(done, total)


def sheets_pdf(
    items: Sequence[Sheet], *, lang: str = "en", progress: Progress | None = None, self_check: bool = True
) -> bytes:
    """The worksheets as one PDF for a duplex printer: each sheet starts on a front page (an
    empty back page comes in between where needed), every page has the name line, the pupil's
    Nr. and "page k of n" of that pupil's sheet; no question is split between pages, and the
    questions are shared out evenly over the pages a sheet needs.  ``self_check`` adds the
    self-check word (see :mod:`numnum.teaching.printing.codes`)."""
    lang = check_lang(lang)
    if not items:
        raise ValueError("there are no sheets to print")
    style = _styles()
    title = topic_title(items[0].topic, lang)
    buffer = io.BytesIO()
    doc = _doc(buffer, title)
    flowables: list[Any] = []
    for k, sheet in enumerate(items):
        if k:
            flowables += [PageBreak(), _FrontPage(doc)]
        head, blocks = _sheet_parts(sheet, style, lang, self_check)
        flowables += [_PupilMark(k), *head]
        starts = set(plan_pages(_height(head), [_height(b) for b in blocks], _FRAME_H))
        for i, block in enumerate(blocks):
            if i in starts:
                flowables.append(PageBreak())
            flowables.append(KeepTogether(block))
        _tick(progress, k + 1, len(items))

    def draw(canvas: Any, index: int | None, page: int, pages: int) -> None:
        if index is None:
            return  # the empty back page before the next pupil's sheet
        canvas.saveState()
        _header(canvas, items[index], lang)
        _footer(canvas, title, page, pages, lang)
        canvas.restoreState()

    doc.build(flowables, canvasmaker=_deferred_canvas(draw))
    return buffer.getvalue()


def _grid(items: Sequence[Sheet], style: dict[str, ParagraphStyle], lang: str, code: bool) -> list[Any]:
    """The correction grid: a row per pupil, a column per question, the answers in short; the
    self-check word last.  At most 12 questions a table (a long sheet gets several)."""
    out: list[Any] = [_p(_("Correction grid", lang), style["help"])]
    names = any(s.name for s in items)
    count = max(len(s.questions) for s in items)
    per = -(-count // -(-count // 12))  # at most 12 questions a table, the tables equally wide
    for start in range(0, count, per):
        numbers = list(range(start, min(count, start + per)))
        last = start + per >= count
        head, *body = content.grid_rows(items, lang, numbers, word=last and code)
        rows = [[_p(h, style["key_head"]) for h in head]] + [[_p(c, style["tiny"]) for c in row] for row in body]
        fixed = 9 * mm + (22 * mm if names else 0) + (27 * mm if last and code else 0)
        widths = [9 * mm] + ([22 * mm] if names else [])
        widths += [(_WIDTH - fixed) / len(numbers)] * len(numbers)
        if last and code:
            widths.append(27 * mm)
        table = Table(rows, colWidths=widths, repeatRows=1)
        table.setStyle(
            TableStyle(
                [
                    ("GRID", (0, 0), (-1, -1), 0.4, "#9a9a9a"),
                    ("BACKGROUND", (0, 0), (-1, 0), "#e8e8e8"),
                    ("ROWBACKGROUNDS", (0, 1), (-1, -1), ["#ffffff", "#f5f5f5"]),
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                    ("LEFTPADDING", (0, 0), (-1, -1), 2),
                    ("RIGHTPADDING", (0, 0), (-1, -1), 2),
                ]
            )
        )
        out += [table, Spacer(1, 5 * mm)]
    topics = {q.topic for s in items for q in s.questions}
    if topics & {"fit", "joker"}:
        labels = list(fit_labels(True, lang).values())
        legend = " · ".join(f"{content.FIT_MARKS[i]} = {label}" for i, label in enumerate(labels))
        out.insert(1, _p(legend, style["small"]))
    return out


def _answer_table(sheet: Sheet, style: dict[str, ParagraphStyle], lang: str, pictures: bool) -> Table:
    """Question | answer | why, one row a question (the key's pictures in the last column)."""
    head = [_p(t, style["key_head"]) for t in ("", _("Question", lang), _("Answer", lang), _("Why", lang))]
    rows: list[list[Any]] = [head]
    why_w = 76 * mm
    for i, q in enumerate(sheet.questions, start=1):
        why: list[Any] = [_p(q.reason, style["small"])]
        if pictures and q.answer_picture:
            why.append(Picture(q.answer_picture, why_w - 6, 45 * mm))
        rows.append(
            [
                _p(f"[[b]]{content.number(i, q)}[[/b]]", style["small"]),
                _p(q.prompt, style["small"]),
                _p(f"[[b]]{answer_text(q, lang)}[[/b]]", style["small"]),
                why,
            ]
        )
    table = Table(rows, colWidths=[11 * mm, 58 * mm, _WIDTH - 69 * mm - why_w, why_w], repeatRows=1)
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.4, "#9a9a9a"),
                ("BACKGROUND", (0, 0), (-1, 0), "#e8e8e8"),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
            ]
        )
    )
    return table


def key_pdf(
    items: Sequence[Sheet], *, lang: str = "en", progress: Progress | None = None, self_check: bool = True
) -> bytes:
    """The answer key: a table (question | answer | why) per sheet, with the pictures for a
    single sheet.  A class set begins with the correction grid (pupil x question) of the whole
    set.  With ``self_check`` each sheet's self-check word is given."""
    lang = check_lang(lang)
    if not items:
        raise ValueError("there are no sheets to print")
    style = _styles()
    title = content.key_title(items, lang)
    flowables: list[Any] = [_PupilMark(0), _p(title, style["title"]), _p(content.key_info(items, lang), style["info"])]
    single = content.single(items)
    if not single:
        flowables += _grid(items, style, lang, self_check)
    for k, sheet in enumerate(items, start=1):
        flowables += [CondPageBreak(50 * mm), _p(content.key_heading(sheet, lang, self_check), style["pupil"])]
        flowables.append(_answer_table(sheet, style, lang, pictures=single))
        _tick(progress, k, len(items))

    def draw(canvas: Any, _index: int | None, page: int, pages: int) -> None:
        canvas.saveState()
        _footer(canvas, title, page, pages, lang)
        canvas.restoreState()

    buffer = io.BytesIO()
    _doc(buffer, title).build(flowables, canvasmaker=_deferred_canvas(draw))
    return buffer.getvalue()


def worksheet(
    topic: str,
    *,
    difficulty: int = 1,
    count: int = 10,
    seed: int = 0,
    students: int | None = None,
    lang: str = "en",
    progress: Progress | None = None,
    names: Sequence[str] | None = None,
    self_check: bool = True,
) -> tuple[bytes, bytes]:
    """The worksheet PDF and its answer key PDF, as bytes (see :func:`write_worksheet`)."""
    items = sheets(topic, difficulty=difficulty, count=count, seed=seed, students=students, lang=lang, names=names)
    return _pdfs(items, lang=lang, progress=progress, self_check=self_check)


def _pdfs(items: Sequence[Sheet], *, lang: str, progress: Progress | None, self_check: bool) -> tuple[bytes, bytes]:
    """The worksheets' PDF and their key's, ``progress`` counting the sheets of both."""
    total = 2 * len(items)

    def first(done: int, _n: int) -> None:
        _tick(progress, done, total)

    def second(done: int, _n: int) -> None:
        _tick(progress, len(items) + done, total)

    return (
        sheets_pdf(items, lang=lang, progress=first, self_check=self_check),
        key_pdf(items, lang=lang, progress=second, self_check=self_check),
    )


def key_path(path: str | Path, lang: str = "en") -> Path:
    """Where the key of the worksheet ``path`` goes, named in ``lang``: ``gcd.pdf`` -> ``gcd-key.pdf``.

    >>> str(key_path("out/gcd.pdf")), str(key_path("out/ggt.pdf", "de"))
    ('out/gcd-key.pdf', 'out/ggt-loesungen.pdf')
    """
    p = Path(path)
    return p.with_name(_("{name}-key", lang).format(name=p.stem) + (p.suffix or ".pdf"))


def write_worksheet(
    path: str | Path,
    topic: str,
    *,
    difficulty: int = 1,
    count: int = 10,
    seed: int = 0,
    students: int | None = None,
    lang: str = "en",
    progress: Progress | None = None,
    names: Sequence[str] | None = None,
    self_check: bool = True,
    editable: bool | None = None,
) -> tuple[Path, Path]:
    """Write the worksheet to ``path`` and its key next to it (:func:`key_path`: ``-key.pdf``, in German
    ``-loesungen.pdf``); both paths.

    ``names`` is a class list (one sheet per name, the name printed on it); ``self_check``
    prints the self-check word.  ``editable`` also writes a Word copy beside each PDF
    (``gcd.docx``, ``gcd-key.docx``; see :mod:`numnum.teaching.printing.editable`): ``None`` (the default)
    does so when python-docx is installed, ``True`` insists on it, ``False`` leaves it out.

    Nothing is written when an argument is wrong (``ValueError`` names what is allowed), and
    the files are written together or not at all: ``path`` must end in ``.pdf``, its folder
    must exist and no file may be a folder or read-only (checked before the sheets are made;
    see :mod:`numnum.files`).
    """
    out = check_target(path, ".pdf", "the worksheet")
    kp = check_target(key_path(out, lang), ".pdf", "the answer key")
    if editable and not docx_copy.available():
        raise ValueError("the editable copy needs python-docx, of the print extra: pip install 'numnum[print]'")
    copies = docx_copy.available() if editable is None else editable
    if copies:
        check_target(docx_copy.editable_path(out), ".docx", "the editable worksheet")
        check_target(docx_copy.editable_path(kp), ".docx", "the editable answer key")
    items = sheets(topic, difficulty=difficulty, count=count, seed=seed, students=students, lang=lang, names=names)
    files = dict(zip((out, kp), _pdfs(items, lang=lang, progress=progress, self_check=self_check), strict=True))
    if copies:
        files[docx_copy.editable_path(out)] = docx_copy.sheets_docx(items, lang=lang, self_check=self_check)
        files[docx_copy.editable_path(kp)] = docx_copy.key_docx(items, lang=lang, self_check=self_check)
    write_together(files)
    return out, kp
