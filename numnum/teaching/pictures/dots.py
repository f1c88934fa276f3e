"""Dots laid as rectangles: every way to lay ``n`` dots, one rectangle a divisor pair."""

from __future__ import annotations

from numnum.arithmetic import divisors
from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.pictures.svg import _BLUE, _INK, _MARK, _check_int, _open, _text, _times


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
