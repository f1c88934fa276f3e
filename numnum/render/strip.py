"""The times-table rows of two numbers as an SVG strip (for explanations).

>>> from numnum.explanations import explain
>>> svg = rows_strip(explain("C12", "T18"))
>>> svg.startswith("<svg") and 'class="shared"' in svg and ">6×<" in svg
True
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from numnum.arithmetic import rows_of
from numnum.i18n import translate as _

if TYPE_CHECKING:
    from numnum.explanations import Explanation

__all__ = ["rows_strip"]

_CELL = 44
_LEFT = 96
_TOP = 34


def rows_strip(e: Explanation) -> str:
    """Both numbers' rows side by side: a dot where the number lies in the row; shared rows framed."""
    a, b = e.card.number, e.on.number
    if a is None or b is None or e.card.kind.value != "number" or e.on.kind.value != "number":
        text = escape(str(e))
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="640" height="40" role="img" aria-label="{text}">'
            f'<text x="8" y="26" font-family="sans-serif" font-size="16">{text}</text></svg>'
        )
    rows = sorted(set(rows_of(a)) | set(rows_of(b)))
    width = _LEFT + _CELL * max(len(rows), 1) + 12
    height = _TOP + 2 * _CELL + 34
    lang = e.lang
    title = escape(str(e))
    heading = escape(_("times-table rows", lang))
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}"'
        f' role="img" aria-label="{title}" font-family="sans-serif">',
        f"<title>{title}</title>",
        f'<text x="8" y="22" font-size="15" font-weight="bold">{heading}</text>',
    ]
    for i, n in enumerate((a, b)):
        y = _TOP + i * _CELL + _CELL // 2 + 6
        parts.append(f'<text x="8" y="{y}" font-size="20" font-weight="bold">{n}</text>')
    for j, r in enumerate(rows):
        x = _LEFT + j * _CELL
        in_a, in_b = a % r == 0, b % r == 0
        shared = in_a and in_b
        banned = shared and r in e.bans
        if shared:
            fill = "#eeeeee" if banned else "#fff2a8"
            stroke = "#555555" if banned else "#1a1a1a"
            dash = ' stroke-dasharray="5 3"' if banned else ""
            cls = "banned" if banned else "shared"
            parts.append(
                f'<rect class="{cls}" x="{x + 2}" y="{_TOP - 4}" width="{_CELL - 4}" height="{2 * _CELL + 30}"'
                f' rx="8" fill="{fill}" stroke="{stroke}" stroke-width="3"{dash}/>'
            )
        for i, inside in enumerate((in_a, in_b)):
            cy = _TOP + i * _CELL + _CELL // 2
            if inside:
                parts.append(f'<circle cx="{x + _CELL // 2}" cy="{cy}" r="13" fill="#1f4e9c"/>')
            else:
                parts.append(
                    f'<circle cx="{x + _CELL // 2}" cy="{cy}" r="12" fill="none" stroke="#9a9a9a" stroke-width="2"/>'
                )
        label = f"{r}×"
        weight = "bold" if shared else "normal"
        parts.append(
            f'<text x="{x + _CELL // 2}" y="{_TOP + 2 * _CELL + 18}" font-size="16" text-anchor="middle"'
            f' font-weight="{weight}">{label}</text>'
        )
        if banned:
            parts.append(
                f'<line x1="{x + 8}" y1="{_TOP + 4}" x2="{x + _CELL - 8}" y2="{_TOP + 2 * _CELL - 4}"'
                ' stroke="#b00020" stroke-width="4"/>'
            )
    parts.append("</svg>")
    return "".join(parts)
