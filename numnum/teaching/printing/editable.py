"""An editable copy of every worksheet and key: Word documents (``.docx``) beside the PDFs.

The same content as the PDF, as text a teacher can change in Word or LibreOffice: the name line,
the pupil's Nr. and "page k of n" in each sheet's header and footer, every question with its
points and the room to answer (boxes to tick, a line), the times tables, the self-check, the
points box; the key with its correction grid and a table (question | answer | why) per sheet.
Cards are named in words in the questions; the pictures (cards, factor trees) are in the PDF
only.  Each pupil's sheet is a section that starts on an odd page, so a duplex printer puts it
on a front page.

Needs python-docx (the print extra: ``pip install 'numnum[print]'``); :func:`available` says whether it is there.

>>> from numnum.teaching.printing.content import sheets
>>> data = sheets_docx(sheets("gcd", count=2, seed=1, lang="de"), lang="de")
>>> data[:2]
b'PK'
>>> "ggT(" in docx_text(data)
True
"""

from __future__ import annotations

import importlib.util
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.exercises import topic_title
from numnum.teaching.exercises.topics import ROWS
from numnum.teaching.printing import codes, content
from numnum.teaching.printing.codes import answer_text
from numnum.teaching.printing.content import Sheet, points

__all__ = ["available", "docx_text", "editable_path", "key_docx", "sheets_docx"]


def available() -> bool:
    """Whether python-docx is installed (the editable copies need it)."""
    return importlib.util.find_spec("docx") is not None


def editable_path(path: str | Path) -> Path:
    """The editable copy of the PDF ``path``: ``gcd.pdf`` -> ``gcd.docx``.

    >>> str(editable_path("out/gcd-key.pdf"))
    'out/gcd-key.docx'
    """
    return Path(path).with_suffix(".docx")


def _document() -> Any:
    import docx
    from docx.shared import Mm, Pt

    doc = docx.Document()
    section = doc.sections[0]
    section.page_width, section.page_height = Mm(210), Mm(297)
    section.left_margin = section.right_margin = Mm(16)
    section.top_margin, section.bottom_margin = Mm(22), Mm(17)
    style = doc.styles["Normal"]
    style.font.name = "DejaVu Sans"
    style.font.size = Pt(14)
    doc.core_properties.author = "numnum"
    return doc


def _field(paragraph: Any, code: str) -> None:
    """A Word field (``PAGE``, ``SECTIONPAGES``) in ``paragraph``: Word fills in the number."""
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    run = paragraph.add_run()
    for kind, text in (("begin", None), (None, code), ("separate", None), (None, "1"), ("end", None)):
        if kind is not None:
            element = OxmlElement("w:fldChar")
            element.set(qn("w:fldCharType"), kind)
        elif text == code:
            element = OxmlElement("w:instrText")
            element.set(qn("xml:space"), "preserve")
            element.text = f" {code} "
        else:
            element = OxmlElement("w:t")
            element.text = text
        run._r.append(element)


def _restart_numbering(section: Any) -> None:
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    number = OxmlElement("w:pgNumType")
    number.set(qn("w:start"), "1")
    section._sectPr.append(number)


def _page_line(paragraph: Any, title: str, lang: str) -> None:
    """``title · numnum · page [PAGE] of [SECTIONPAGES]``, the numbers as Word fields."""
    marker = "\x00"
    words = _("page {page} of {pages}", lang).format(page=marker, pages=marker).split(marker)
    paragraph.add_run(f"{title} · numnum · {words[0]}")
    _field(paragraph, "PAGE")
    paragraph.add_run(words[1])
    _field(paragraph, "SECTIONPAGES")
    paragraph.add_run(words[2])


def _table(doc: Any, rows: Sequence[Sequence[str]], *, header: bool = True, size: float = 11) -> Any:
    from docx.shared import Pt

    table = doc.add_table(rows=len(rows), cols=max(len(r) for r in rows))
    table.style = "Table Grid"
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            cell = table.cell(r, c)
            cell.text = text
            for run in cell.paragraphs[0].runs:
                run.font.size = Pt(size)
                run.font.bold = header and r == 0
    return table


def sheets_docx(items: Sequence[Sheet], *, lang: str = "en", self_check: bool = True) -> bytes:
    """The worksheets of ``items`` (:class:`numnum.teaching.printing.Sheet`) as one Word document."""
    from docx.enum.section import WD_SECTION
    from docx.shared import Pt

    lang = check_lang(lang)
    if not items:
        raise ValueError("there are no sheets to print")
    doc = _document()
    title = topic_title(items[0].topic, lang)
    doc.core_properties.title = title
    for k, sheet in enumerate(items):
        section = doc.sections[0] if k == 0 else doc.add_section(WD_SECTION.ODD_PAGE)
        _restart_numbering(section)
        if k:
            section.header.is_linked_to_previous = False
            section.footer.is_linked_to_previous = False
        head = section.header.paragraphs[0]
        head.text = _("Name: {line}   Date: {short}", lang).format(line=sheet.name or "_" * 24, short="_" * 11)
        if sheet.pupil is not None:
            head.add_run("      " + _("No. {k}", lang).format(k=sheet.pupil)).bold = True
        foot = section.footer.paragraphs[0]
        foot.text = ""
        _page_line(foot, title, lang)
        doc.add_heading(content.title(sheet, lang), level=1)
        doc.add_paragraph(content.info(sheet, lang)).runs[0].font.size = Pt(10)
        for i, q in enumerate(sheet.questions, start=1):
            p = doc.add_paragraph()
            p.add_run(content.number(i, q) + " ").bold = True
            p.add_run(q.prompt + f"   [/ {points(q)}]")
            p.paragraph_format.keep_with_next = True
            if q.kind == "choice":
                for option in q.options:
                    doc.add_paragraph("☐ " + option).paragraph_format.left_indent = Pt(20)
            elif q.kind == "factors":
                doc.add_paragraph(_("Your factor tree:", lang) + "\n\n\n\n")
                doc.add_paragraph(f"{content.product_of(q)} = " + "_" * 30)
            else:
                line = "_" * (12 if q.kind == "number" else 34)
                doc.add_paragraph(_("Answer: {answer}", lang).format(answer=line))
        if sheet.topic in content.HELP_TOPICS:
            doc.add_heading(_("Help: the times tables", lang), level=2)
            rows = ROWS[sheet.difficulty]
            data = [[_("{row}-row", lang).format(row=r), *(str(r * m) for m in range(1, 11))] for r in rows]
            _table(doc, data, header=False, size=10)
        if self_check:
            code = codes.self_check(sheet.questions, seed=sheet.seed, lang=lang)
            doc.add_heading(_("Self-check word", lang), level=2)
            doc.add_paragraph(_("Self-check: find your answer and write its letter in the box of the question.", lang))
            rows_ = [[f"{i}.", *(f"{text} → {letter}" for text, letter in row)] for i, row in enumerate(code.rows, 1)]
            width = max(len(r) for r in rows_)
            _table(doc, [r + [""] * (width - len(r)) for r in rows_], header=False, size=10)
            _table(doc, [[""] * len(code.letters), [str(i) for i in range(1, len(code.letters) + 1)]], header=False)
        total = sum(points(q) for q in sheet.questions)
        doc.add_paragraph().add_run(_("Points: {got} of {total}", lang).format(got="______", total=total)).bold = True
    buffer = io.BytesIO()
    doc.save(buffer)
    return buffer.getvalue()


def key_docx(items: Sequence[Sheet], *, lang: str = "en", self_check: bool = True) -> bytes:
    """The answer key of ``items`` as a Word document: the correction grid of a class set, then
    a table (question | answer | why) per sheet."""
    lang = check_lang(lang)
    if not items:
        raise ValueError("there are no sheets to print")
    doc = _document()
    title = content.key_title(items, lang)
    doc.core_properties.title = title
    _page_line(doc.sections[0].footer.paragraphs[0], title, lang)
    doc.add_heading(title, level=1)
    doc.add_paragraph(content.key_info(items, lang))
    if not content.single(items):
        doc.add_heading(_("Correction grid", lang), level=2)
        _table(doc, content.grid_rows(items, lang, range(len(items[0].questions)), word=self_check), size=8)
    for sheet in items:
        doc.add_heading(content.key_heading(sheet, lang, self_check), level=2).paragraph_format.keep_with_next = True
        rows = [["", _("Question", lang), _("Answer", lang), _("Why", lang)]]
        for i, q in enumerate(sheet.questions, start=1):
            rows.append([content.number(i, q), q.prompt, answer_text(q, lang), q.reason])
        _table(doc, rows, size=9)
    buffer = io.BytesIO()
    doc.save(buffer)
    return buffer.getvalue()


def docx_text(data: bytes) -> str:
    """The text of a Word document: its paragraphs, tables, headers and footers, in order
    (to check an editable copy against its PDF)."""
    import docx

    doc = docx.Document(io.BytesIO(data))
    out: list[str] = []
    for section in doc.sections:
        out += [p.text for p in section.header.paragraphs] + [p.text for p in section.footer.paragraphs]
    body = doc.element.body
    for child in body.iterchildren():
        tag = child.tag.rsplit("}", 1)[-1]
        if tag == "p":
            out.append("".join(t.text or "" for t in child.iter() if t.tag.endswith("}t")))
        elif tag == "tbl":
            for row in child.iter():
                if row.tag.endswith("}tr"):
                    cells = [
                        "".join(t.text or "" for t in cell.iter() if t.tag.endswith("}t"))
                        for cell in row
                        if cell.tag.endswith("}tc")
                    ]
                    out.append(" | ".join(cells))
    return "\n".join(out)
