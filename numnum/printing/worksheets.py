"""Worksheets and answer keys as printable A4 PDFs.

A worksheet has big type for children, a name line, the pictures a question needs (cards, ...)
and room to answer: a line, boxes to tick, or a frame to draw a factor tree in.  The answer key
is a PDF of its own with every answer, the reason and, where it helps, a picture (the factor
tree, the divisor diagram, the chain of cards).  A class set prints one different sheet per
pupil, numbered, each from its own seed, and one key with every pupil's answers.  The same
arguments always give the same bytes.

>>> sheet, key = worksheet("gcd", difficulty=2, count=4, seed=5)
>>> sheet[:5], key[:5]
(b'%PDF-', b'%PDF-')
>>> worksheet("gcd", difficulty=2, count=4, seed=5) == (sheet, key)
True
"""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import Any

from reportlab.graphics.shapes import Drawing, Rect, String
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import KeepTogether, PageBreak, Paragraph, SimpleDocTemplate, Spacer

from numnum.exercises import Question, class_set, pupil_seed, questions, topic_title
from numnum.files import check_target, write_together
from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.printing.pdf import FONT, FONT_BOLD, Picture, clean, fonts

__all__ = ["Progress", "Sheet", "key_pdf", "sheets", "sheets_pdf", "worksheet", "write_worksheet"]

#: Called as ``progress(done, total)`` while long work goes on (the command line draws a bar).
Progress = Callable[[int, int], None]

_MARGIN = 16 * mm
_WIDTH = A4[0] - 2 * _MARGIN
_INK = "#1a1a1a"


@dataclasses.dataclass(frozen=True)
class Sheet:
    """The questions of one printed sheet; ``pupil`` is its number in a class set of ``pupils``."""

    topic: str
    difficulty: int
    seed: int
    questions: tuple[Question, ...]
    pupil: int | None = None
    pupils: int | None = None


def sheets(
    topic: str, *, difficulty: int = 1, count: int = 10, seed: int = 0, students: int | None = None, lang: str = "en"
) -> list[Sheet]:
    """The sheets to print: one, or with ``students`` one per pupil (pupil ``k`` gets
    :func:`numnum.exercises.pupil_seed`).

    >>> [(s.pupil, s.seed) for s in sheets("primes", count=2, seed=5, students=3)]
    [(1, 5001), (2, 5002), (3, 5003)]
    """
    if students is None:
        qs = questions(topic, difficulty=difficulty, count=count, seed=seed, lang=lang)
        return [Sheet(topic, difficulty, seed, tuple(qs))]
    sets = class_set(topic, students=students, difficulty=difficulty, count=count, seed=seed, lang=lang)
    return [Sheet(topic, difficulty, pupil_seed(seed, k), tuple(qs), k, students) for k, qs in enumerate(sets, start=1)]


def _styles() -> dict[str, ParagraphStyle]:
    fonts()
    return {
        "title": ParagraphStyle("title", fontName=FONT_BOLD, fontSize=22, leading=27, textColor=_INK),
        "info": ParagraphStyle("info", fontName=FONT, fontSize=11, leading=14, textColor="#444444"),
        "name": ParagraphStyle("name", fontName=FONT, fontSize=16, leading=22, spaceBefore=8, spaceAfter=10),
        "question": ParagraphStyle("question", fontName=FONT, fontSize=17, leading=23, spaceAfter=5),
        "answer": ParagraphStyle("answer", fontName=FONT, fontSize=17, leading=24, spaceBefore=4),
        "key_question": ParagraphStyle("key_question", fontName=FONT, fontSize=12, leading=15, spaceBefore=6),
        "key_answer": ParagraphStyle("key_answer", fontName=FONT, fontSize=14, leading=18, leftIndent=14),
        "reason": ParagraphStyle("reason", fontName=FONT, fontSize=11, leading=14, leftIndent=14, spaceAfter=3),
        "pupil": ParagraphStyle(
            "pupil", fontName=FONT_BOLD, fontSize=15, leading=19, spaceBefore=10, spaceAfter=2, keepWithNext=1
        ),
        "line": ParagraphStyle("line", fontName=FONT, fontSize=11, leading=15, leftIndent=14),
    }


def _p(text: str, style: ParagraphStyle) -> Paragraph:
    """A paragraph of plain text (escaped); ``<b>`` written as ``[[b]]`` stays bold."""
    markup = escape(clean(text)).replace("[[b]]", "<b>").replace("[[/b]]", "</b>")
    return Paragraph(markup, style)


def _info(sheet: Sheet, lang: str) -> str:
    parts = [
        _("difficulty {d}", lang).format(d=sheet.difficulty),
        _("{n} questions", lang).format(n=len(sheet.questions)),
        _("seed {seed}", lang).format(seed=sheet.seed),
    ]
    if sheet.pupil is not None:
        parts.insert(0, _("sheet {k} of {n}", lang).format(k=sheet.pupil, n=sheet.pupils))
    return " · ".join(parts)


def _title(sheet: Sheet, lang: str, key: bool = False) -> str:
    title = topic_title(sheet.topic, lang)
    if key:
        title = _("Answer key: {title}", lang).format(title=title)
    if sheet.pupil is not None:
        title += " — " + _("No. {k}", lang).format(k=sheet.pupil)
    return title


def _choices(options: Sequence[str]) -> Drawing:
    """A box to tick before every option, all in one line (or two when they are long)."""
    size, box, gap = 16, 5.5 * mm, 9 * mm
    widths = [box + 3 * mm + stringWidth(clean(o), FONT, size) for o in options]
    lines: list[list[int]] = [[]]
    used = 0.0
    for i, w in enumerate(widths):
        if lines[-1] and used + w > _WIDTH - 10 * mm:
            lines.append([])
            used = 0.0
        lines[-1].append(i)
        used += w + gap
    row_h = 9 * mm
    d = Drawing(_WIDTH, row_h * len(lines))
    for r, line in enumerate(lines):
        x = 8 * mm
        y = row_h * (len(lines) - r - 1) + 1.5 * mm
        for i in line:
            d.add(Rect(x, y, box, box, strokeWidth=1.6, strokeColor=_INK, fillColor=None))
            d.add(String(x + box + 3 * mm, y + 1.2 * mm, clean(options[i]), fontName=FONT, fontSize=size))
            x += widths[i] + gap
    return d


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
        return [_tree_frame(lang), _p(f"{_product_of(q)} = " + "_" * 30, style["answer"])]
    line = "_" * (12 if q.kind == "number" else 34)
    return [_p(_("Answer: {answer}", lang).format(answer=line), style["answer"])]


def _product_of(q: Question) -> int:
    total = 1
    for f in q.value if isinstance(q.value, tuple) else ():
        total *= f
    return total


def _sheet_flowables(sheet: Sheet, style: dict[str, ParagraphStyle], lang: str) -> list[Any]:
    out: list[Any] = [
        _p(_title(sheet, lang), style["title"]),
        _p(_info(sheet, lang), style["info"]),
        _p(_("Name: {line}   Date: {short}", lang).format(line="_" * 28, short="_" * 12), style["name"]),
    ]
    for i, q in enumerate(sheet.questions, start=1):
        block: list[Any] = [_p(f"[[b]]{i}.[[/b]]  {q.prompt}", style["question"])]
        if q.picture:
            block.append(Picture(q.picture, _WIDTH, 40 * mm))
        block += _answer_space(q, style, lang)
        block.append(Spacer(1, 7 * mm))
        out.append(KeepTogether(block))
    return out


def _key_flowables(sheet: Sheet, style: dict[str, ParagraphStyle], lang: str, pictures: bool) -> list[Any]:
    out: list[Any] = []
    for i, q in enumerate(sheet.questions, start=1):
        block: list[Any] = [
            _p(f"[[b]]{i}.[[/b]]  {q.prompt}", style["key_question"]),
            _p(_("Answer: {answer}", lang).format(answer=f"[[b]]{q.answer}[[/b]]"), style["key_answer"]),
            _p(q.reason, style["reason"]),
        ]
        if pictures and q.answer_picture:
            block.append(Picture(q.answer_picture, _WIDTH - 14, 45 * mm))
        out.append(KeepTogether(block))
    return out


def _build(flowables: list[Any], title: str, lang: str) -> bytes:
    buffer = io.BytesIO()
    page_word = _("page", lang)

    def footer(canvas: Any, doc: Any) -> None:
        canvas.saveState()
        canvas.setFont(FONT, 9)
        canvas.setFillColor("#666666")
        canvas.drawString(_MARGIN, 9 * mm, clean(title))
        canvas.drawRightString(A4[0] - _MARGIN, 9 * mm, f"numnum · {page_word} {doc.page}")
        canvas.restoreState()

    doc = SimpleDocTemplate(
        buffer, pagesize=A4, leftMargin=_MARGIN, rightMargin=_MARGIN, topMargin=14 * mm, bottomMargin=16 * mm,
        title=clean(title), author="numnum", creator="numnum", invariant=True,
    )  # fmt: skip
    doc.build(flowables, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


def _tick(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None:
        progress(done, total)


def sheets_pdf(items: Sequence[Sheet], *, lang: str = "en", progress: Progress | None = None) -> bytes:
    """The worksheets as one PDF, each sheet starting on a new page."""
    lang = check_lang(lang)
    style = _styles()
    flowables: list[Any] = []
    for k, sheet in enumerate(items):
        if k:
            flowables.append(PageBreak())
        flowables += _sheet_flowables(sheet, style, lang)
        _tick(progress, k + 1, len(items))
    return _build(flowables, topic_title(items[0].topic, lang), lang)


def key_pdf(items: Sequence[Sheet], *, lang: str = "en", progress: Progress | None = None) -> bytes:
    """The answer key: every answer with its reason (and pictures, for a single sheet).

    For a class set, the first pages list every pupil's answers in short (for marking), then
    each pupil's answers with the reasons.
    """
    lang = check_lang(lang)
    style = _styles()
    first = items[0]
    title = _title(dataclasses.replace(first, pupil=None), lang, key=True)
    flowables: list[Any] = [_p(title, style["title"])]
    if len(items) == 1 and first.pupil is None:
        flowables.append(_p(_info(first, lang), style["info"]))
        flowables += _key_flowables(first, style, lang, pictures=True)
        _tick(progress, 1, 1)
        return _build(flowables, title, lang)
    info = _("{n} sheets · difficulty {d} · {count} questions each", lang).format(
        n=len(items), d=first.difficulty, count=len(first.questions)
    )
    flowables.append(_p(info, style["info"]))
    flowables.append(_p(_("All answers", lang), style["pupil"]))
    for sheet in items:
        answers = "   ".join(f"{i}) [[b]]{q.answer}[[/b]]" for i, q in enumerate(sheet.questions, start=1))
        head = _("No. {k}", lang).format(k=sheet.pupil)
        seed = _("seed {seed}", lang).format(seed=sheet.seed)
        flowables.append(_p(f"[[b]]{head}[[/b]] ({seed}):  {answers}", style["line"]))
    for k, sheet in enumerate(items, start=1):
        flowables.append(PageBreak() if k == 1 else Spacer(1, 4 * mm))
        head = _("No. {k}", lang).format(k=sheet.pupil) + " · " + _("seed {seed}", lang).format(seed=sheet.seed)
        flowables.append(_p(head, style["pupil"]))
        flowables += _key_flowables(sheet, style, lang, pictures=False)
        _tick(progress, k, len(items))
    return _build(flowables, title, lang)


def worksheet(
    topic: str,
    *,
    difficulty: int = 1,
    count: int = 10,
    seed: int = 0,
    students: int | None = None,
    lang: str = "en",
    progress: Progress | None = None,
) -> tuple[bytes, bytes]:
    """The worksheet PDF and its answer key PDF, as bytes (see :func:`write_worksheet`)."""
    items = sheets(topic, difficulty=difficulty, count=count, seed=seed, students=students, lang=lang)
    total = 2 * len(items)

    def first(done: int, _n: int) -> None:
        _tick(progress, done, total)

    def second(done: int, _n: int) -> None:
        _tick(progress, len(items) + done, total)

    return sheets_pdf(items, lang=lang, progress=first), key_pdf(items, lang=lang, progress=second)


def key_path(path: str | Path) -> Path:
    """Where the key of the worksheet ``path`` goes: ``gcd.pdf`` -> ``gcd-key.pdf``.

    >>> str(key_path("out/gcd.pdf"))
    'out/gcd-key.pdf'
    """
    p = Path(path)
    return p.with_name(p.stem + "-key" + (p.suffix or ".pdf"))


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
) -> tuple[Path, Path]:
    """Write the worksheet to ``path`` and its key next to it (``-key.pdf``); both paths.

    Nothing is written when an argument is wrong (``ValueError`` names what is allowed), and
    the two files are written together or not at all: ``path`` must end in ``.pdf``, its folder
    must exist and neither file may be a folder or read-only (checked before the sheets are
    made; see :mod:`numnum.files`).
    """
    out = check_target(path, ".pdf", "the worksheet")
    kp = check_target(key_path(out), ".pdf", "the answer key")
    sheet, key = worksheet(
        topic, difficulty=difficulty, count=count, seed=seed, students=students, lang=lang, progress=progress
    )
    write_together({out: sheet, kp: key})
    return out, kp
