"""Pictures for the lessons: pure functions, numbers in, ``<svg>`` text out.

Every picture is a standalone, accessible SVG (``role="img"``, a ``<title>`` and an
``aria-label`` that says in words what it shows) drawn with plain shapes and ``sans-serif``
text.  Marked things never differ by colour alone: they are also bold, framed, dotted or crossed
out.  Wrap a picture in :class:`SVG` to show it in a notebook.

================================ ==================================================
:func:`hundred_square_svg`       the numbers 1-100 with one times-table row marked
:func:`row_jumps_svg`            a times-table row as jumps along a number line
:func:`dot_rectangles_svg`       every way to lay ``n`` dots as a rectangle (divisor pairs)
:func:`factor_tree_svg`          a factor tree down to the prime numbers
:func:`divisor_diagram_svg`      the divisors of ``a`` as a diagram; shared rows with ``b`` marked
:func:`bar_chart_svg`            a bar chart (counts), with bars to point at
:func:`chain_svg`                cards in a row with "fits" / "fits double" arrows between them
================================ ==================================================

>>> svg = factor_tree_svg(12)
>>> svg.startswith("<svg") and "12 = 2 × 2 × 3" in svg
True
>>> SVG(svg)._repr_svg_() == svg
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from html import escape
from math import gcd

from numnum.cards import Card, Kind
from numnum.i18n import check_lang, translate_plural
from numnum.i18n import translate as _
from numnum.matching import ban_mask, check_bans, fit_level

__all__ = [
    "SVG",
    "bar_chart_svg",
    "card_picture",
    "chain_svg",
    "divisor_diagram_svg",
    "divisors",
    "dot_rectangles_svg",
    "factor_tree_svg",
    "hundred_square_svg",
    "prime_factors",
    "row_jumps_svg",
    "split",
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
    """An SVG text that a notebook shows as a picture: ``display(SVG(factor_tree_svg(36)))``."""

    text: str

    def _repr_svg_(self) -> str:
        return self.text


def _check_int(n: object, what: str, low: int = 1, high: int = 10**6) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}, not {n!r}")
    return n


def _open(width: float, height: float, label: str, cls: str) -> str:
    label = escape(label, quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{cls}" width="{width:g}" height="{height:g}"'
        f' viewBox="0 0 {width:g} {height:g}" role="img" aria-label="{label}" font-family="{_FONT}">'
        f"<title>{label}</title>"
    )


def _text(
    x: float, y: float, text: object, size: float = 16, *, anchor: str = "middle", extra: str = "", fill: str = _INK
) -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" fill="{fill}"{extra}>'
        f"{escape(str(text))}</text>"
    )


def divisors(n: int) -> list[int]:
    """All divisors of ``n``, ascending (``sympy.divisors`` does the same; this one is plain).

    >>> divisors(12)
    [1, 2, 3, 4, 6, 12]
    """
    n = _check_int(n, "n", 1, 10**12)
    small = [d for d in range(1, int(n**0.5) + 1) if n % d == 0]
    return sorted({*small, *(n // d for d in small)})


def prime_factors(n: int) -> list[int]:
    """The prime factors of ``n`` with repetition, ascending (``sympy.factorint`` counts them).

    >>> prime_factors(36), prime_factors(13), prime_factors(1)
    ([2, 2, 3, 3], [13], [])
    """
    n = _check_int(n, "n", 1, 10**12)
    out = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
    if n > 1:
        out.append(n)
    return out


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
            + _text(x + w / 2, 48 + h + 24, f"{a} × {b}", 17, extra=' font-weight="bold"')
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
    product = f"{n} = " + " × ".join(str(p) for p in prime_factors(n))
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


# --- charts and cards ---------------------------------------------------------------------------


def card_picture(card: Card | str, *, width: float = 90, lang: str = "en") -> str:
    """A NumNum card as SVG (:func:`numnum.render.cards.card_svg`), named in ``lang`` where the
    card pictures speak it (else in English).

    >>> card_picture("H12", width=60).startswith("<svg")
    True
    """
    from numnum.render.cards import WORDS, card_svg

    c = card if isinstance(card, Card) else Card.parse(card, "numnum")
    return card_svg(c, width=width, lang=lang if lang in WORDS else "en")


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
    label_w = max(40, 11 * max(len(label) for label, _v in items) + 16)
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
    names = " → ".join(c.text for c in items)
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
