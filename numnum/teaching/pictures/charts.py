"""Charts: a bar chart of counts, with bars to point at."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from numnum.teaching.pictures.svg import _BLUE, _INK, _open, _text


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
