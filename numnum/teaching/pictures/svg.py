"""What every picture is made of: :class:`SVG` (shows one in a notebook), the colours and font, the
opening ``<svg>`` with its title and label, text, and :func:`split` (long labels in lines).
"""

from __future__ import annotations

import dataclasses
import re
from html import escape

from numnum.arithmetic import divisors

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

    >>> from numnum.teaching.pictures.factors import factor_tree_svg
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
