"""Pictures for the lessons: pure functions, numbers in, ``<svg>`` text out.

Every picture is a standalone, accessible SVG (``role="img"``, a ``<title>`` and an
``aria-label`` that says in words what it shows) drawn with plain shapes and ``sans-serif``
text.  Marked things never differ by colour alone: they are also bold, framed, dotted or crossed
out.  Wrap a picture in :class:`SVG` to show it in a notebook.

================================ ==================================================
:func:`hundred_square_svg`       the numbers 1-100 with one times-table row marked
:func:`row_jumps_svg`            a times-table row as jumps along a number line
:func:`two_rows_svg`             two rows jumping on one number line, where they meet marked
:func:`two_rows_square_svg`      the hundred square with two rows marked, both rows framed
:func:`lcm_svg`                  the least common multiple from the prime factors, in columns
:func:`dot_rectangles_svg`       every way to lay ``n`` dots as a rectangle (divisor pairs)
:func:`factor_tree_svg`          a factor tree down to the prime numbers
:func:`divisor_diagram_svg`      the divisors of ``a`` as a diagram; shared rows with ``b`` marked
:func:`bar_chart_svg`            a bar chart (counts), with bars to point at
:func:`chain_svg`                cards in a row with "fits" / "fits double" arrows between them
:func:`fit_grid_svg`             a deck as a grid by suit; the cards that fit on a top card marked
================================ ==================================================

>>> svg = factor_tree_svg(12)
>>> svg.startswith("<svg") and "12 = 2 × 2 × 3" in svg
True
>>> SVG(svg)._repr_svg_() == svg
True
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence
from html import escape
from itertools import pairwise
from math import gcd, lcm

from numnum.arithmetic import ban_mask, check_bans, divisors, fit_level, prime_factors
from numnum.cards import Card, Kind
from numnum.i18n import check_lang, translate_plural
from numnum.i18n import translate as _

__all__ = [
    "SVG",
    "bar_chart_svg",
    "card_picture",
    "chain_svg",
    "divisor_diagram_svg",
    "dot_rectangles_svg",
    "factor_tree_svg",
    "fit_grid_svg",
    "hundred_square_svg",
    "lcm_svg",
    "row_jumps_svg",
    "split",
    "two_rows_square_svg",
    "two_rows_svg",
]

_INK = "#1a1a1a"
_GREY = "#9a9a9a"
_MARK = "#fff2a8"  # light yellow: shared, in the row
_BLUE = "#1f4e9c"
_RED = "#b00020"
_GREEN = "#1b7a3a"
_FONT = "sans-serif"


@dataclasses.dataclass(frozen=True)
class SVG:
    """An SVG text that a notebook shows as a picture: ``display(SVG(factor_tree_svg(36)))``.

    Several pictures in one text (``SVG(a + b)``) are shown side by side as HTML, since one SVG
    image can have only one root.

    >>> one = SVG(factor_tree_svg(12))
    >>> one._repr_svg_() is not None, one._repr_html_() is None
    (True, True)
    >>> two = SVG(factor_tree_svg(12) + factor_tree_svg(18))
    >>> two._repr_svg_() is None, two._repr_html_().startswith("<div")
    (True, True)
    """

    text: str

    def _pictures(self) -> int:
        """How many top-level ``<svg>`` elements the text holds."""
        depth = top = 0
        for tag in re.findall(r"<svg\b|</svg>", self.text):
            if tag == "</svg>":
                depth -= 1
            else:
                top += depth == 0
                depth += 1
        return top

    def _repr_svg_(self) -> str | None:
        return self.text if self._pictures() == 1 else None

    def _repr_html_(self) -> str | None:
        if self._pictures() == 1:
            return None
        return f'<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end">{self.text}</div>'


def _times(lang: str) -> str:
    """The multiplication sign of ``lang``: × in English, · in German."""
    return "·" if lang == "de" else "×"


def _check_int(n: object, what: str, low: int = 1, high: int = 10**6) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}, not {n!r}")
    return n


def _open(width: float, height: float, label: str, cls: str) -> str:
    """The opening tag: the picture shrinks with a narrow page (never cut), keeping its shape."""
    label = escape(label, quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{cls}" width="{width:g}" height="{height:g}"'
        f' viewBox="0 0 {width:g} {height:g}" style="max-width:100%; height:auto" role="img"'
        f' aria-label="{label}" font-family="{_FONT}">'
        f"<title>{label}</title>"
    )


def _text(
    x: float, y: float, text: object, size: float = 16, *, anchor: str = "middle", extra: str = "", fill: str = _INK
) -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" fill="{fill}"{extra}>'
        f"{escape(str(text))}</text>"
    )


def split(n: int) -> tuple[int, int] | None:
    """How a factor tree splits ``n``: two factors as close to each other as possible.

    ``None`` for a prime number (and for 1): it cannot be split.

    >>> split(36), split(12), split(7)
    ((6, 6), (3, 4), None)
    """
    best = None
    for d in divisors(n):
        if 1 < d < n and d * d <= n:
            best = (d, n // d)
    return best


# --- times-table rows -------------------------------------------------------------------------


def hundred_square_svg(
    row: int | None = None,
    *,
    mark: int | None = None,
    upto: int = 100,
    numbers: Iterable[int] = (),
    title: str = "",
    lang: str = "en",
) -> str:
    """The numbers 1 to ``upto`` in rows of ten; the numbers of the ``row``-times table marked.

    Numbers in the row (and the other ``numbers`` given) are bold on yellow with a dot in the
    corner (class ``in-row``); ``mark`` gets a thick ring (class ``marked``).  ``title``
    replaces the heading.

    >>> hundred_square_svg(numbers=[2, 3, 5, 7], title="primes", upto=10).count('class="in-row"')
    4

    >>> svg = hundred_square_svg(3, mark=12)
    >>> svg.count('class="in-row"'), svg.count('class="marked"')
    (33, 1)
    >>> "The 3-times table up to 100" in svg
    True
    """
    lang = check_lang(lang)
    upto = _check_int(upto, "upto", 1, 400)
    if row is not None:
        row = _check_int(row, "row", 1, 400)
    cell, top, pad = 46, 34, 6
    rows_needed = (upto + 9) // 10
    width, height = pad * 2 + cell * 10, top + cell * rows_needed + pad
    extra = set(numbers)
    if title:
        label = title
    elif row is None:
        label = _("The numbers from 1 to {n}", lang).format(n=upto)
    else:
        label = _("The {row}-times table up to {n}", lang).format(row=row, n=upto)
    parts = [_open(width, height, label, "numnum-picture hundred-square"), _text(pad, 24, label, 18, anchor="start")]
    for k in range(1, upto + 1):
        x = pad + ((k - 1) % 10) * cell
        y = top + ((k - 1) // 10) * cell
        inside = (row is not None and k % row == 0) or k in extra
        fill = _MARK if inside else "#ffffff"
        cls = ' class="in-row"' if inside else ""
        parts.append(
            f'<rect{cls} x="{x + 1}" y="{y + 1}" width="{cell - 2}" height="{cell - 2}" rx="6" fill="{fill}"'
            f' stroke="{_INK if inside else "#c8c8c8"}" stroke-width="{2 if inside else 1}"/>'
        )
        if inside:
            parts.append(f'<circle cx="{x + 9}" cy="{y + 9}" r="4" fill="{_BLUE}"/>')
        if k == mark:
            parts.append(
                f'<rect class="marked" x="{x + 3}" y="{y + 3}" width="{cell - 6}" height="{cell - 6}" rx="6"'
                f' fill="none" stroke="{_RED}" stroke-width="4"/>'
            )
        weight = ' font-weight="bold"' if inside else ""
        parts.append(_text(x + cell / 2, y + cell / 2 + 7, k, 19 if inside else 17, extra=weight))
    parts.append("</svg>")
    return "".join(parts)


def row_jumps_svg(row: int, *, jumps: int = 10, mark: int | None = None, lang: str = "en") -> str:
    """The ``row``-times table as ``jumps`` equal jumps from 0 along a number line.

    Each jump is an arc labelled ``+row``; where a jump lands, the number is written big (class
    ``landing``).  ``mark`` is circled when a jump lands on it, and shown as missed otherwise.

    >>> svg = row_jumps_svg(3, jumps=5, mark=12)
    >>> svg.count('class="landing"'), "+3" in svg, 'class="marked"' in svg
    (5, True, True)
    >>> 'class="missed"' in row_jumps_svg(3, jumps=5, mark=13)
    True
    """
    lang = check_lang(lang)
    row = _check_int(row, "row", 1, 1000)
    jumps = _check_int(jumps, "jumps", 1, 20)
    end = row * jumps
    if mark is not None:
        mark = _check_int(mark, "mark", 1, 10**6)
    last = max(end, mark or 0)
    left, width = 24, 880
    scale = (width - 2 * left) / last
    base = 150
    label = _("The {row}-times table: jumps of {row}", lang).format(row=row)
    parts = [_open(width, 210, label, "numnum-picture row-jumps"), _text(left, 24, label, 18, anchor="start")]
    parts.append(f'<line x1="{left}" y1="{base}" x2="{width - left}" y2="{base}" stroke="{_INK}" stroke-width="2"/>')
    step = 1 if last <= 60 else 5 if last <= 300 else 10
    for k in range(0, last + 1, step):
        x = left + k * scale
        parts.append(f'<line x1="{x:.1f}" y1="{base - 5}" x2="{x:.1f}" y2="{base + 5}" stroke="{_GREY}"/>')
    parts.append(_text(left, base + 26, 0, 15))
    for j in range(1, jumps + 1):
        x0, x1 = left + (j - 1) * row * scale, left + j * row * scale
        mid, rise = (x0 + x1) / 2, min(70.0, 18 + (x1 - x0) * 0.6)
        parts.append(
            f'<path d="M{x0:.1f} {base} Q{mid:.1f} {base - 2 * rise:.1f} {x1:.1f} {base}" fill="none"'
            f' stroke="{_BLUE}" stroke-width="2.5"/>'
        )
        parts.append(f'<circle cx="{x1:.1f}" cy="{base}" r="5" fill="{_BLUE}"/>')
        if jumps <= 12:
            parts.append(_text(mid, base - rise - 4, f"+{row}", 13))
        parts.append(
            f'<text class="landing" x="{x1:.1f}" y="{base + 28}" font-size="17" font-weight="bold"'
            f' text-anchor="middle" fill="{_INK}">{j * row}</text>'
        )
    if mark is not None:
        x = left + mark * scale
        if mark % row == 0 and mark <= end:
            parts.append(
                f'<circle class="marked" cx="{x:.1f}" cy="{base + 22}" r="17" fill="none" stroke="{_RED}"'
                ' stroke-width="3"/>'
            )
        else:
            parts.append(
                f'<g class="missed"><line x1="{x:.1f}" y1="{base - 16}" x2="{x:.1f}" y2="{base + 16}" stroke="{_RED}"'
                f' stroke-width="3" stroke-dasharray="4 3"/>'
                + _text(x, base + 50, _("{n}: no jump lands here", lang).format(n=mark), 15, fill=_RED)
                + "</g>"
            )
    parts.append("</svg>")
    return "".join(parts)


def two_rows_svg(a: int, b: int, *, upto: int | None = None, lang: str = "en") -> str:
    """The ``a``-row and the ``b``-row jumping along one number line: ``a`` above, ``b`` below.

    Each landing is a box on the line.  The ``a``-row jumps in solid arcs above the line, the
    ``b``-row in dashed arcs below it.  Where both rows land (the common multiples) the box is
    bold on yellow with a thick frame and a star under it (class ``meet``).  The line goes from
    0 to ``upto`` (default: twice the least common multiple, so that the rows meet twice, or
    the least common multiple when that would make the line too crowded).

    >>> svg = two_rows_svg(4, 6)
    >>> svg.count('class="meet"'), svg.count('class="landing"'), "Both rows land on 12, 24" in svg
    (2, 6, True)
    >>> two_rows_svg(2, 3, upto=12).count('class="meet"')
    2
    """
    lang = check_lang(lang)
    a = _check_int(a, "a", 1, 100)
    b = _check_int(b, "b", 1, 100)
    both = lcm(a, b)
    default = 2 * both if 2 * both <= 40 else min(both, 200)
    upto = _check_int(upto if upto is not None else default, "upto", max(a, b), 200)
    left, width = 30, 880
    scale = (width - 2 * left) / upto
    base, box_h = 150, 26
    title = _("The {a}-row jumps above the line, the {b}-row below it", lang).format(a=a, b=b)
    meets = [k for k in range(both, upto + 1, both)]
    if meets:
        say = _("Both rows land on {numbers}.", lang).format(numbers=", ".join(map(str, meets)))
    else:
        say = _("The rows do not meet up to {n}.", lang).format(n=upto)
    parts = [_open(width, 300, f"{title}. {say}", "numnum-picture two-rows")]
    parts.append(_text(left, 24, title, 18, anchor="start"))
    parts.append(f'<line x1="{left}" y1="{base}" x2="{width - left}" y2="{base}" stroke="{_INK}" stroke-width="2"/>')
    step = 1 if upto <= 60 else 5
    for k in range(0, upto + 1, step):
        x = left + k * scale
        parts.append(f'<line x1="{x:.1f}" y1="{base - 5}" x2="{x:.1f}" y2="{base + 5}" stroke="{_GREY}"/>')
    for row, up, colour, dash in ((a, True, _BLUE, ""), (b, False, _GREEN, ' stroke-dasharray="7 4"')):
        sign = -1 if up else 1
        edge = base + sign * box_h / 2
        for j in range(1, upto // row + 1):
            x0, x1 = left + (j - 1) * row * scale, left + j * row * scale
            mid, rise = (x0 + x1) / 2, min(58.0, 12 + (x1 - x0) * 0.5)
            parts.append(
                f'<path d="M{x0:.1f} {edge} Q{mid:.1f} {edge + sign * 2 * rise:.1f} {x1:.1f} {edge}" fill="none"'
                f' stroke="{colour}" stroke-width="2.5"{dash}/>'
            )
            if upto // row <= 12:
                parts.append(_text(mid, edge + sign * (rise + 4) + (0 if up else 12), f"+{row}", 13, fill=colour))
    landings = sorted({0, *range(a, upto + 1, a), *range(b, upto + 1, b)})
    closest = min((y - x for x, y in pairwise(landings)), default=upto)
    box_w = min(34.0, max(16.0, scale * closest - 3))
    for k in landings:
        x = left + k * scale
        meet = k > 0 and k % both == 0
        cls = "meet" if meet else "landing" if k > 0 else "start"
        fill, stroke, sw = (_MARK, _INK, 3.5) if meet else ("#ffffff", _INK, 1.5)
        weight = ' font-weight="bold"' if meet else ""
        parts.append(
            f'<g class="{cls}"><rect x="{x - box_w / 2:.1f}" y="{base - box_h / 2}" width="{box_w:.1f}"'
            f' height="{box_h}" rx="6" fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/>'
            + _text(x, base + 6, k, 16 if box_w >= 26 else 12 if box_w >= 20 else 10, extra=weight)
            + "</g>"
        )
        if meet:
            parts.append(_text(x, base + 108, "★", 22, fill=_RED))
    parts.append(_text(width / 2, 288, say, 18, extra=' font-weight="bold"'))
    parts.append("</svg>")
    return "".join(parts)


def two_rows_square_svg(a: int, b: int, *, upto: int = 100, lang: str = "en") -> str:
    """The numbers 1 to ``upto`` in rows of ten with the ``a``-row and the ``b``-row marked.

    A number of the ``a``-row has a dot in its left corner (class ``row-a``), one of the
    ``b``-row a triangle in its right corner (class ``row-b``); a number in both rows (a common
    multiple) is bold on yellow with a thick frame and both marks (class ``both``).

    >>> svg = two_rows_square_svg(4, 6)
    >>> svg.count('class="row-a"'), svg.count('class="row-b"'), svg.count('class="both"')
    (17, 8, 8)
    """
    lang = check_lang(lang)
    a = _check_int(a, "a", 1, 400)
    b = _check_int(b, "b", 1, 400)
    upto = _check_int(upto, "upto", 1, 400)
    cell, top, pad = 46, 64, 6
    width, height = pad * 2 + cell * 10, top + cell * ((upto + 9) // 10) + pad
    label = _("The {a}-row and the {b}-row up to {n}", lang).format(a=a, b=b, n=upto)
    common = [k for k in range(1, upto + 1) if k % a == 0 and k % b == 0]
    say = _("In both rows: {numbers}", lang).format(numbers=", ".join(map(str, common)) or "-")
    parts = [_open(width, height, f"{label}. {say}", "numnum-picture two-rows-square")]
    parts.append(_text(pad, 22, label, 18, anchor="start"))

    def dot(x: float, y: float) -> str:
        return f'<circle cx="{x + 9}" cy="{y + 9}" r="4.5" fill="{_BLUE}"/>'

    def triangle(x: float, y: float) -> str:  # x: its left corner
        return f'<path d="M{x:g} {y + 14:g} l5.5 -10 l5.5 10 z" fill="{_GREEN}"/>'

    legend_y = 36
    name_a, name_b = _("{row}-row", lang).format(row=a), _("{row}-row", lang).format(row=b)
    x_b = pad + 22 + 9 * len(name_a) + 20  # each legend entry after the text of the one before
    x_both = x_b + 18 + 9 * len(name_b) + 20
    parts.append(dot(pad, legend_y) + _text(pad + 22, legend_y + 14, name_a, 15, anchor="start"))
    parts.append(triangle(x_b, legend_y) + _text(x_b + 18, legend_y + 14, name_b, 15, anchor="start"))
    parts.append(
        f'<rect x="{x_both}" y="{legend_y + 1}" width="20" height="18" rx="4" fill="{_MARK}" stroke="{_INK}"'
        ' stroke-width="3"/>'
        + _text(x_both + 28, legend_y + 14, _("in both rows", lang), 15, anchor="start", extra=' font-weight="bold"')
    )
    for k in range(1, upto + 1):
        x = pad + ((k - 1) % 10) * cell
        y = top + ((k - 1) // 10) * cell
        in_a, in_b = k % a == 0, k % b == 0
        if in_a and in_b:
            cls, fill, stroke, sw = "both", _MARK, _INK, 3.5
        elif in_a or in_b:
            cls, fill, stroke, sw = "row-a" if in_a else "row-b", "#ffffff", _INK, 1.5
        else:
            cls, fill, stroke, sw = "", "#ffffff", "#c8c8c8", 1
        attr = f' class="{cls}"' if cls else ""
        parts.append(
            f'<rect{attr} x="{x + 1.5}" y="{y + 1.5}" width="{cell - 3}" height="{cell - 3}" rx="6" fill="{fill}"'
            f' stroke="{stroke}" stroke-width="{sw}"/>'
        )
        if in_a:
            parts.append(dot(x, y))
        if in_b:
            parts.append(triangle(x + cell - 17, y))
        weight = ' font-weight="bold"' if in_a and in_b else ""
        parts.append(_text(x + cell / 2, y + cell / 2 + 8, k, 19 if in_a and in_b else 17, extra=weight))
    parts.append("</svg>")
    return "".join(parts)


def dot_rectangles_svg(n: int, *, lang: str = "en") -> str:
    """Every way to lay ``n`` dots as a full rectangle: one picture per divisor pair ``a × b``.

    A rectangle with ``a`` rows of ``b`` dots shows that ``n`` is in the ``a``-row and in the
    ``b``-row.  A prime number has only the long line ``1 × n``.

    >>> svg = dot_rectangles_svg(12)
    >>> svg.count('class="rectangle"'), "3 × 4" in svg
    (3, True)
    >>> dot_rectangles_svg(7).count('class="rectangle"')
    1
    """
    lang = check_lang(lang)
    n = _check_int(n, "n", 1, 144)
    pairs = [(d, n // d) for d in divisors(n) if d * d <= n]
    dot = 9 if n <= 48 else 6
    gap = dot + 3
    x = 12.0
    boxes = []
    height = 0.0
    for a, b in pairs:
        w, h = b * gap + 12, a * gap + 12
        dots = "".join(
            f'<circle cx="{x + 6 + j * gap + gap / 2:.1f}" cy="{48 + 6 + i * gap + gap / 2:.1f}" r="{dot / 2:.1f}"'
            f' fill="{_BLUE}"/>'
            for i in range(a)
            for j in range(b)
        )
        boxes.append(
            f'<g class="rectangle"><rect x="{x:.1f}" y="48" width="{w}" height="{h}" rx="6" fill="{_MARK}"'
            f' stroke="{_INK}" stroke-width="1.5"/>{dots}'
            + _text(x + w / 2, 48 + h + 24, f"{a} {_times(lang)} {b}", 17, extra=' font-weight="bold"')
            + "</g>"
        )
        x += max(w, 60) + 22
        height = max(height, h)
    label = _("{n} dots as rectangles", lang).format(n=n)
    parts = [
        _open(x, 48 + height + 36, label, "numnum-picture dot-rectangles"),
        _text(12, 26, label, 18, anchor="start"),
    ]
    parts += boxes
    parts.append("</svg>")
    return "".join(parts)


# --- factor trees and divisors ----------------------------------------------------------------


def _tree_leaves(n: int) -> int:
    parts = split(n)
    return 1 if parts is None else _tree_leaves(parts[0]) + _tree_leaves(parts[1])


def factor_tree_svg(n: int, *, lang: str = "en") -> str:
    """A factor tree: ``n`` splits into two factors until only prime numbers are left.

    Prime numbers (the leaves) are circled on yellow (class ``prime``); the line at the bottom
    multiplies them back together.

    >>> svg = factor_tree_svg(36)
    >>> svg.count('class="prime"'), "36 = 2 × 2 × 3 × 3" in svg
    (4, True)
    >>> factor_tree_svg(13).count('class="prime"')
    1
    """
    lang = check_lang(lang)
    n = _check_int(n, "n", 2, 10**9)
    unit, level_h = 70, 78
    leaves = _tree_leaves(n)

    def depth(m: int) -> int:
        parts = split(m)
        return 0 if parts is None else 1 + max(depth(parts[0]), depth(parts[1]))

    levels = depth(n) + 1
    width = max(unit * leaves + 20, 260)
    height = 50 + level_h * levels + 40
    shapes: list[str] = []
    lines: list[str] = []
    offset = (width - unit * leaves) / 2

    def draw(m: int, first_leaf: int, level: int) -> float:
        parts = split(m)
        y = 58 + level * level_h
        if parts is None:
            x = offset + (first_leaf + 0.5) * unit
            shapes.append(
                f'<g class="prime"><circle cx="{x:.1f}" cy="{y}" r="25" fill="{_MARK}" stroke="{_INK}"'
                f' stroke-width="3"/>' + _text(x, y + 7, m, 20, extra=' font-weight="bold"') + "</g>"
            )
            return x
        a, b = parts
        xa = draw(a, first_leaf, level + 1)
        xb = draw(b, first_leaf + _tree_leaves(a), level + 1)
        x = (xa + xb) / 2
        for xc in (xa, xb):
            lines.append(
                f'<line x1="{x:.1f}" y1="{y + 20}" x2="{xc:.1f}" y2="{y + level_h - 26}" stroke="{_INK}"'
                ' stroke-width="2"/>'
            )
        w = 16 + 12 * len(str(m))
        shapes.append(
            f'<rect x="{x - w / 2:.1f}" y="{y - 20}" width="{w}" height="40" rx="8" fill="#ffffff"'
            f' stroke="{_INK}" stroke-width="1.5"/>' + _text(x, y + 7, m, 20)
        )
        return x

    draw(n, 0, 0)
    product = f"{n} = " + f" {_times(lang)} ".join(str(p) for p in prime_factors(n))
    label = _("Factor tree of {n}", lang).format(n=n)
    parts = [_open(width, height, f"{label}: {product}", "numnum-picture factor-tree")]
    parts.append(_text(10, 24, label, 18, anchor="start"))
    parts += lines + shapes
    parts.append(_text(width / 2, height - 14, product, 20, extra=' font-weight="bold"'))
    parts.append("</svg>")
    return "".join(parts)


def divisor_diagram_svg(a: int, b: int | None = None, *, bans: Iterable[int] = (), lang: str = "en") -> str:
    """The divisors of ``a`` as a diagram: 1 at the bottom, ``a`` at the top, and a line from
    each divisor up to the divisors that are a prime number times bigger.

    With ``b``, the divisors of ``a`` that are also divisors of ``b`` (the shared times-table
    rows) are framed on yellow (class ``shared``); a shared row that a ban blocks is crossed out
    (class ``banned``).

    >>> svg = divisor_diagram_svg(8, 4, bans={2})
    >>> svg.count('class="shared"'), svg.count('class="banned"')
    (1, 1)
    >>> divisor_diagram_svg(12).count('class="divisor"')
    6
    """
    lang = check_lang(lang)
    a = _check_int(a, "a", 1, 10**6)
    banned = check_bans(bans)
    common = set(divisors(gcd(a, _check_int(b, "b", 1, 10**6)))) if b is not None else set()
    divs = divisors(a)
    levels: dict[int, list[int]] = {}
    for d in divs:
        levels.setdefault(len(prime_factors(d)), []).append(d)
    if b is None:
        label = _("The divisors of {a}", lang).format(a=a)
        say = ""
    else:
        label = _("The divisors of {a} (framed: also divisors of {b})", lang).format(a=a, b=b)
        free = sorted(d for d in common if d > 1 and d not in banned)
        if free:
            say = translate_plural(
                "{a} and {b} share the row {rows}.", "{a} and {b} share the rows {rows}.", len(free), lang
            ).format(a=a, b=b, rows=", ".join(map(str, free)))
        else:
            say = _("{a} and {b} share no row that counts.", lang).format(a=a, b=b)
    widest = max(len(v) for v in levels.values())
    gap_x, gap_y = 84, 78
    width = max(widest * gap_x + 40, 9 * len(label) + 20, 10 * len(say) + 20)
    height = 60 + gap_y * (len(levels) - 1) + 90
    pos: dict[int, tuple[float, float]] = {}
    for level, items in levels.items():
        y = height - 60 - level * gap_y
        start = (width - len(items) * gap_x) / 2 + gap_x / 2
        for i, d in enumerate(items):
            pos[d] = (start + i * gap_x, y)
    parts = [_open(width, height, label, "numnum-picture divisor-diagram"), _text(10, 24, label, 16, anchor="start")]
    for d in divs:
        for p in set(prime_factors(a // d)):
            if d * p in pos:
                (x0, y0), (x1, y1) = pos[d], pos[d * p]
                parts.append(
                    f'<line x1="{x0:.1f}" y1="{y0 - 20}" x2="{x1:.1f}" y2="{y1 + 20}"'
                    f' stroke="{_GREY}" stroke-width="2"/>'
                )
    for d in divs:
        px, py = pos[d]
        shared = d > 1 and d in common
        is_banned = shared and d in banned
        cls = "banned" if is_banned else "shared" if shared else "divisor"
        fill = "#eeeeee" if is_banned else _MARK if shared else "#ffffff"
        stroke_w = 4 if shared and not is_banned else 1.5
        dash = ' stroke-dasharray="5 3"' if is_banned else ""
        parts.append(
            f'<g class="{cls}"><circle cx="{px:.1f}" cy="{py}" r="22" fill="{fill}" stroke="{_INK}"'
            f' stroke-width="{stroke_w}"{dash}/>'
            + _text(px, py + 7, d, 19, extra=' font-weight="bold"' if shared else "")
        )
        if is_banned:
            parts.append(
                f'<line x1="{px - 18:.1f}" y1="{py + 18}" x2="{px + 18:.1f}" y2="{py - 18}"'
                f' stroke="{_RED}" stroke-width="4"/>'
            )
        parts.append("</g>")
    if say:
        parts.append(_text(width / 2, height - 16, say, 17, extra=' font-weight="bold"'))
    parts.append("</svg>")
    return "".join(parts)


def lcm_svg(a: int, b: int, *, lang: str = "en") -> str:
    """The least common multiple of ``a`` and ``b`` from their prime factors, in columns.

    One column per prime factor as often as the number that has it most often needs it.  The rows
    of ``a`` and ``b`` fill the columns of their own prime factors (class ``factor``) and leave
    the others empty (dashed, class ``gap``); the bottom row takes every column (class
    ``lcm-factor``) and multiplies them: that is the least common multiple.

    >>> svg = lcm_svg(4, 6)
    >>> svg.count('class="factor"'), svg.count('class="gap"'), svg.count('class="lcm-factor"')
    (4, 2, 3)
    >>> "lcm(4, 6) = 2 × 2 × 3 = 12" in svg
    True
    """
    lang = check_lang(lang)
    a = _check_int(a, "a", 2, 10**6)
    b = _check_int(b, "b", 2, 10**6)
    columns: list[tuple[int, int]] = []  # (prime, how many of it come before in its group)
    for p in sorted({*prime_factors(a), *prime_factors(b)}):
        columns += [(p, i) for i in range(max(prime_factors(a).count(p), prime_factors(b).count(p)))]
    name = _("lcm", lang)
    total = lcm(a, b)
    sep = f" {_times(lang)} "
    rows = [
        (str(a), [i < prime_factors(a).count(p) for p, i in columns], f"= {sep.join(map(str, prime_factors(a)))}"),
        (str(b), [i < prime_factors(b).count(p) for p, i in columns], f"= {sep.join(map(str, prime_factors(b)))}"),
        (
            f"{name}({a}, {b})",
            [True] * len(columns),
            f"= {sep.join(str(p) for p, _i in columns)} = {total}",
        ),
    ]
    label_w = 14 + 10 * len(rows[2][0])
    col_w, row_h, top = 58, 66, 50
    text_x = label_w + col_w * len(columns) + 12
    title = _("The least common multiple of {a} and {b} from the prime factors", lang).format(a=a, b=b)
    width = max(text_x + 11 * len(rows[2][2]) + 20, 9 * len(title) + 20)
    height = top + row_h * 3 + 24
    summary = f"{name}({a}, {b}) {rows[2][2]}"
    parts = [_open(width, height, f"{title}: {summary}", "numnum-picture lcm")]
    parts.append(_text(10, 26, title, 17, anchor="start"))
    line_y = top + row_h * 2 + 4
    parts.append(f'<line x1="10" y1="{line_y}" x2="{width - 10}" y2="{line_y}" stroke="{_INK}" stroke-width="2"/>')
    for r, (label, filled, product) in enumerate(rows):
        y = top + r * row_h + (12 if r == 2 else 0) + row_h / 2
        last = r == 2
        parts.append(_text(label_w - 10, y + 7, label, 19, anchor="end", extra=' font-weight="bold"'))
        for c, ((p, _i), has) in enumerate(zip(columns, filled, strict=True)):
            x = label_w + c * col_w + col_w / 2
            if has:
                cls = "lcm-factor" if last else "factor"
                parts.append(
                    f'<g class="{cls}"><circle cx="{x:.1f}" cy="{y:.1f}" r="23" fill="{_MARK}" stroke="{_INK}"'
                    f' stroke-width="{3 if last else 2}"/>'
                    + _text(x, y + 7, p, 20, extra=' font-weight="bold"')
                    + "</g>"
                )
            else:
                parts.append(
                    f'<circle class="gap" cx="{x:.1f}" cy="{y:.1f}" r="23" fill="none" stroke="{_GREY}"'
                    ' stroke-width="1.5" stroke-dasharray="5 4"/>'
                )
        parts.append(_text(text_x, y + 7, product, 19, anchor="start", extra=' font-weight="bold"' if last else ""))
    parts.append("</svg>")
    return "".join(parts)


# --- charts and cards ---------------------------------------------------------------------------


def _card_words(c: Card, lang: str) -> str:
    """A card in words ("circle 12", "Kreis 12"), never its code."""
    from numnum.card_names import card_name

    return card_name(c, lang)


def card_picture(card: Card | str, *, width: float = 90, lang: str = "en", variant: str = "numnum") -> str:
    """A card as SVG (:func:`numnum.render.cards.card_svg`), named in ``lang`` where the card
    pictures speak it (else in English).  A card written as text is read in ``variant``'s
    notation: ``card_picture("HK", variant="maumau")`` is the king of hearts.

    >>> card_picture("H12", width=60).startswith("<svg")
    True
    >>> 'aria-label="king of hearts"' in card_picture("HK", variant="maumau")
    True
    """
    from numnum.i18n import LANGS
    from numnum.render.cards import card_svg

    c = card if isinstance(card, Card) else Card.parse(card, variant)
    return card_svg(c, width=width, lang=lang if lang in LANGS else "en")


def bar_chart_svg(
    items: Sequence[tuple[str, float]], *, title: str = "", highlight: Iterable[str] = (), unit: str = ""
) -> str:
    """A horizontal bar chart: one bar per ``(label, value)``, the value written at its end.

    Highlighted labels get a dark, hatched bar and a star (class ``highlight``), not only a
    colour.

    >>> svg = bar_chart_svg([("7", 16), ("12", 84)], title="partners", highlight=["7"])
    >>> svg.count('class="bar"'), svg.count('class="bar highlight"'), ">84<" in svg
    (1, 1, True)
    """
    if not items:
        raise ValueError("a bar chart needs at least one (label, value)")
    marked = set(highlight)
    top = 44 if title else 12
    bar_h, gap = 26, 8
    label_w = max(40, 11 * max(len(label) + 2 * (label in marked) for label, _v in items) + 16)  # 2: the star
    width = 760
    room = width - label_w - 90
    biggest = max(max(v for _l, v in items), 1e-9)
    height = top + len(items) * (bar_h + gap) + 10
    summary = ", ".join(f"{label}: {value:g}{unit}" for label, value in items)
    parts = [_open(width, height, f"{title}: {summary}" if title else summary, "numnum-picture bar-chart")]
    parts.append(
        '<defs><pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        f'<rect width="8" height="8" fill="{_BLUE}"/><line x1="0" y1="0" x2="0" y2="8" stroke="#ffffff"'
        ' stroke-width="3"/></pattern></defs>'
    )
    if title:
        parts.append(_text(10, 28, title, 18, anchor="start", extra=' font-weight="bold"'))
    for i, (label, value) in enumerate(items):
        y = top + i * (bar_h + gap)
        hl = label in marked
        w = max(room * value / biggest, 2)
        fill = "url(#hatch)" if hl else "#8fb3e8"
        parts.append(f'<g class="{"bar highlight" if hl else "bar"}">')
        parts.append(_text(label_w - 10, y + 19, ("★ " if hl else "") + label, 17, anchor="end"))
        parts.append(
            f'<rect x="{label_w}" y="{y}" width="{w:.1f}" height="{bar_h}" fill="{fill}" stroke="{_INK}"'
            f' stroke-width="{2.5 if hl else 1}"/>'
        )
        parts.append(
            _text(label_w + w + 8, y + 19, f"{value:g}{unit}", 16, anchor="start", extra=' font-weight="bold"')
        )
        parts.append("</g>")
    parts.append("</svg>")
    return "".join(parts)


def chain_svg(cards: Sequence[Card | str], *, bans: Iterable[int] = (), lang: str = "en") -> str:
    """Cards laid one on the other, left to right, with an arrow from each card to the next.

    The arrow says whether the next card fits double (✓✓, class ``double``), fits (✓, class
    ``fits``) or does not fit (✗, class ``no``) on the card before it.

    >>> svg = chain_svg(["H4", "H8", "H6", "C9"])
    >>> svg.count('class="double"'), svg.count('class="fits"'), svg.count('class="no"')
    (2, 1, 0)
    """
    lang = check_lang(lang)
    items = [c if isinstance(c, Card) else Card.parse(c, "numnum") for c in cards]
    if not items:
        raise ValueError("a chain needs at least one card")
    mask = ban_mask(check_bans(bans))
    card_w, card_h, gap = 90, 126, 92
    width = len(items) * card_w + (len(items) - 1) * gap + 20
    height = card_h + 40
    names = " → ".join(_card_words(c, lang) for c in items)
    parts = [_open(width, height, names, "numnum-picture chain")]
    for i, c in enumerate(items):
        x = 10 + i * (card_w + gap)
        inner = card_picture(c, width=card_w, lang=lang).replace("<svg ", f'<svg x="{x}" y="10" ', 1)
        parts.append(inner)
        if i == 0:
            continue
        before = items[i - 1]
        level = 0
        if c.kind is Kind.NUMBER and before.kind is Kind.NUMBER:
            level = fit_level(c, before, None, mask)
        elif c.kind is not Kind.NUMBER:
            level = 1
        cls, sign, word = [
            ("no", "✗", _("does not fit", lang)),
            ("fits", "✓", _("fits", lang)),
            ("double", "✓✓", _("fits double", lang)),
        ][level]
        x0, x1, y = x - gap + 6, x - 6, 10 + card_h / 2
        colour = {"no": _RED, "fits": _INK, "double": _GREEN}[cls]
        dash = ' stroke-dasharray="6 4"' if cls == "no" else ""
        parts.append(
            f'<g class="{cls}"><line x1="{x0}" y1="{y}" x2="{x1 - 8}" y2="{y}" stroke="{colour}"'
            f' stroke-width="3"{dash}/>'
            f'<path d="M{x1} {y} l-12 -7 v14 z" fill="{colour}"/>'
            + _text((x0 + x1) / 2, y - 14, sign, 20, fill=colour, extra=' font-weight="bold"')
            + _text((x0 + x1) / 2, y + 24, word, 12)
            + "</g>"
        )
    parts.append("</svg>")
    return "".join(parts)


def fit_grid_svg(deck: Sequence[Card], top: Card, fitting: Iterable[Card], *, title: str = "", lang: str = "en") -> str:
    """The cards of ``deck`` as a grid, one line per suit (or symbol), and which fit on ``top``.

    Each card is a small box with its rank or number (in order); the line says the suit.  ``top`` (its
    first copy in the deck) has a thick red frame and the word "top" (class ``top``); the cards
    in ``fitting`` are bold on yellow with a tick (class ``fits``), the others grey (class
    ``no``).  Cards without a suit (wish cards) get a line of their own.  The bottom line counts
    the cards that fit.

    >>> from numnum.cards import Card
    >>> deck = [Card.parse(s + r, "maumau") for s in "CSHD" for r in ("7", "8", "9", "J")]
    >>> top = Card.parse("H9", "maumau")
    >>> fits = [c for c in deck if c is not top and (c.suit == "H" or c.rank in ("9", "J"))]
    >>> svg = fit_grid_svg(deck, top, fits)
    >>> svg.count('class="top"'), svg.count('class="fits"'), svg.count('class="no"')
    (1, 9, 6)
    >>> "9 of the 15 other cards fit on the 9 of hearts." in svg
    True
    """
    from numnum.card_names import suit_name, the_card

    lang = check_lang(lang)
    if not deck:
        raise ValueError("a card grid needs at least one card")
    good = set(fitting)
    lines: dict[str, list[Card]] = {}
    for c in deck:
        lines.setdefault(c.suit, []).append(c)
    if "" in lines:
        lines[""] = lines.pop("")  # the suitless cards last
    for cards in lines.values():
        cards.sort(key=lambda c: c.order)  # by rank or number
    widest = max(len(v) for v in lines.values())
    cell, cell_h = (46 if widest <= 13 else 30), 46
    label_w, top_y, row_h = 130, 44 if title else 12, cell_h + 8
    width = max(label_w + widest * cell + 12, 480)
    height = top_y + len(lines) * row_h + 44
    others = len(deck) - 1
    count = sum(1 for c in deck if c in good) - (top in good)
    say = _("{n} of the {total} other cards fit on {card}.", lang).format(
        n=count, total=others, card=the_card(top, lang)
    )
    parts = [_open(width, height, f"{title}: {say}" if title else say, "numnum-picture fit-grid")]
    if title:
        parts.append(_text(10, 28, title, 18, anchor="start", extra=' font-weight="bold"'))
    marked_top = False
    if deck[0].variant == "maumau":
        glyphs = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}
    else:
        glyphs = {"C": "●", "T": "▲", "S": "■", "H": "♥"}
    for r, (suit, cards) in enumerate(lines.items()):
        y = top_y + r * row_h
        name = suit_name(deck[0].variant, suit, lang) if suit else _("special cards", lang)
        if suit in glyphs:
            name = f"{glyphs[suit]} {name}"
        parts.append(_text(label_w - 10, y + cell_h / 2 + 6, name, 16, anchor="end"))
        for i, c in enumerate(cards):
            x = label_w + i * cell
            is_top = c is top and not marked_top
            marked_top = marked_top or is_top
            if is_top:
                cls, fill, stroke, sw, ink = "top", "#ffffff", _RED, 4, _INK
            elif c in good:
                cls, fill, stroke, sw, ink = "fits", _MARK, _INK, 2, _INK
            else:
                cls, fill, stroke, sw, ink = "no", "#f4f4f4", "#c8c8c8", 1, "#6b6b6b"
            weight = ' font-weight="bold"' if cls != "no" else ""
            parts.append(
                f'<g class="{cls}"><rect x="{x + 1.5}" y="{y + 1.5}" width="{cell - 3}" height="{cell_h - 3}" rx="5"'
                f' fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/>'
                + _text(x + cell / 2, y + cell_h / 2 + 6, c.rank, 15 if cell > 40 else 13, extra=weight, fill=ink)
            )
            if cls == "fits":
                parts.append(_text(x + cell - 8, y + 13, "✓", 11, fill=_GREEN, extra=' font-weight="bold"'))
            if cls == "top":
                parts.append(_text(x + cell / 2, y + cell_h - 5, _("top", lang), 10, fill=_RED))
            parts.append("</g>")
    parts.append(_text(10, height - 16, say, 17, anchor="start", extra=' font-weight="bold"'))
    parts.append("</svg>")
    return "".join(parts)
