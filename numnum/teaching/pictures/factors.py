"""Factors: a factor tree down to the primes, the divisors of a number as a diagram, and the least
common multiple from the prime factors.
"""

from __future__ import annotations

from collections.abc import Iterable
from math import gcd, lcm

from numnum.arithmetic import check_bans, divisors, prime_factors
from numnum.i18n import check_lang, translate_plural
from numnum.i18n import translate as _
from numnum.teaching.pictures.svg import _GREY, _INK, _MARK, _RED, _check_int, _open, _text, _times, split


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
