"""Times-table rows: the hundred square with a row marked, a row as jumps on a number line, two rows
that meet (on a line or on the hundred square).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise
from math import lcm

from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.pictures.svg import _BLUE, _GREEN, _GREY, _INK, _MARK, _RED, _check_int, _open, _text


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
