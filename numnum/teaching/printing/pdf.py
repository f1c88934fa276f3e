"""What every printed page shares: fonts, SVG pictures as PDF drawings, text styles.

Pictures are numnum's own SVGs (cards, factor trees, ...), converted with svglib and drawn by
reportlab: pure pip packages, no browser.  svglib ignores ``paint-order``, so an outlined text
(the halo round a card's big number) is drawn twice instead: outline first, then the letters.

>>> svg = '<text x="1" y="2" fill="#fff" stroke="#000" stroke-width="3" paint-order="stroke">12</text>'
>>> print(paint_order(svg))
<text x="1" y="2" fill="#fff" stroke="#000" stroke-width="3">12</text><text x="1" y="2" fill="#fff">12</text>
"""

from __future__ import annotations

import io
import re
from functools import cache
from pathlib import Path
from typing import Any

from reportlab.graphics import renderPDF
from reportlab.platypus import Flowable

__all__ = ["FONT", "FONT_BOLD", "Picture", "clean", "draw_svg", "fonts", "paint_order"]

FONT = "NumNumSans"
FONT_BOLD = "NumNumSans-Bold"

# DejaVu (Debian's fonts-dejavu-core, installed by `make`) has every sign the texts use
# (● ▲ ■ ♥ ✓ ✗ →); reportlab's own Vera is the fallback and lacks some of them.
_DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
# The lessons' pictures ask for "sans-serif" and need those signs; the cards ask for Arial first
# and are measured for its narrow digits, so they keep reportlab's Helvetica (the same widths).
_SVG_FAMILIES = ("sans-serif",)


@cache
def fonts() -> tuple[str, str]:
    """Register the fonts for text and pictures (once); the regular and the bold font's name."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    regular, bold = _DEJAVU / "DejaVuSans.ttf", _DEJAVU / "DejaVuSans-Bold.ttf"
    if not (regular.exists() and bold.exists()):
        import reportlab

        base = Path(reportlab.__file__).parent / "fonts"
        regular, bold = base / "Vera.ttf", base / "VeraBd.ttf"
    pdfmetrics.registerFont(TTFont(FONT, str(regular)))
    pdfmetrics.registerFont(TTFont(FONT_BOLD, str(bold)))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=FONT_BOLD, italic=FONT, boldItalic=FONT_BOLD)
    from svglib.fonts import register_font

    for family in _SVG_FAMILIES:
        register_font(family, str(regular), rlgFontName=FONT)
        register_font(family, str(bold), weight="bold", rlgFontName=FONT_BOLD)
    return FONT, FONT_BOLD


@cache
def _glyphs() -> frozenset[int]:
    from reportlab.pdfbase import pdfmetrics

    fonts()
    face = pdfmetrics.getFont(FONT).face
    return frozenset(face.charToGlyph)


def clean(text: str) -> str:
    """``text`` with the signs the font cannot draw left out (arrows become "->").

    >>> clean("H4 → C8")
    'H4 → C8'
    """
    have = _glyphs()
    text = text if ord("→") in have else text.replace("→", "->")
    return "".join(ch for ch in text if ord(ch) in have or ch in "\n\t")


_TEXT = re.compile(r"<text([^>]*\spaint-order=\"stroke\"[^>]*)>(.*?)</text>", re.S)
_RECT = re.compile(r"<rect([^>]*\spaint-order=\"stroke\"[^>]*)/>")
_STROKE = re.compile(r'\s(?:stroke|stroke-width|stroke-linejoin|paint-order)="[^"]*"')


def paint_order(svg: str) -> str:
    """Each element with ``paint-order="stroke"`` drawn twice: with its outline, then without."""

    def text(m: re.Match[str]) -> str:
        outlined = m.group(1).replace(' paint-order="stroke"', "")
        return f"<text{outlined}>{m.group(2)}</text><text{_STROKE.sub('', m.group(1))}>{m.group(2)}</text>"

    def rect(m: re.Match[str]) -> str:
        outlined = m.group(1).replace(' paint-order="stroke"', "")
        return f"<rect{outlined}/><rect{_STROKE.sub('', m.group(1))}/>"

    return _RECT.sub(rect, _TEXT.sub(text, svg))


_GROUP_OPACITY = re.compile(r'(<g\b[^>]*?)\sopacity="([\d.]+)"')


def group_opacity(svg: str) -> str:
    """A group's ``opacity`` as ``fill-opacity`` and ``stroke-opacity``, which svglib passes on
    to the shapes in the group (it ignores a group's ``opacity``).

    >>> group_opacity('<g class="pattern" opacity="0.22"><path/></g>')
    '<g class="pattern" fill-opacity="0.22" stroke-opacity="0.22"><path/></g>'
    """
    return _GROUP_OPACITY.sub(r'\1 fill-opacity="\2" stroke-opacity="\2"', svg)


_SCREEN_STYLE = re.compile(r'\sstyle="[^"]*\bauto\b[^"]*"')


def paper_size(svg: str) -> str:
    """``svg`` without the styles that only serve a screen (``height:auto`` lets a picture shrink
    with a narrow page; svglib reads it as a length and fails).

    >>> paper_size('<svg width="10" style="max-width:100%; height:auto"><g/></svg>')
    '<svg width="10"><g/></svg>'
    """
    return _SCREEN_STYLE.sub("", svg)


@cache
def _drawing(svg: str) -> Any:
    from svglib.svglib import svg2rlg

    fonts()
    drawing = svg2rlg(io.StringIO(group_opacity(paint_order(paper_size(svg)))))
    if drawing is None:
        raise ValueError("the picture is not an SVG that can be printed")
    return drawing


class Picture(Flowable):  # type: ignore[misc]  # reportlab has no type information
    """An SVG as a reportlab flowable, scaled down to fit ``max_width`` x ``max_height`` points
    (with ``grow`` also scaled up to fill that box: cards that must be big).

    The parsed SVG is shared between pictures of the same text (a class set prints the same
    card many times).
    """

    def __init__(self, svg: str, max_width: float, max_height: float, *, grow: bool = False) -> None:
        super().__init__()
        self.drawing = _drawing(svg)
        self.scale = min(max_width / self.drawing.width, max_height / self.drawing.height)
        if not grow:
            self.scale = min(self.scale, 1.0)
        self.width = self.drawing.width * self.scale
        self.height = self.drawing.height * self.scale

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        self.canv.saveState()
        self.canv.scale(self.scale, self.scale)
        renderPDF.draw(self.drawing, self.canv, 0, 0)
        self.canv.restoreState()


def draw_svg(canvas: Any, svg: str, x: float, y: float, width: float, height: float) -> None:
    """Draw ``svg`` on a reportlab canvas, scaled into the box at (x, y) and centred in it."""
    drawing = _drawing(svg)
    scale = min(width / drawing.width, height / drawing.height)
    canvas.saveState()
    canvas.translate(x + (width - drawing.width * scale) / 2, y + (height - drawing.height * scale) / 2)
    canvas.scale(scale, scale)
    renderPDF.draw(drawing, canvas, 0, 0)
    canvas.restoreState()
