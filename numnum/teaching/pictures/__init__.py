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

The modules: :mod:`~numnum.teaching.pictures.svg` (what every picture is made of),
:mod:`~numnum.teaching.pictures.rows`, :mod:`~numnum.teaching.pictures.dots`,
:mod:`~numnum.teaching.pictures.factors`, :mod:`~numnum.teaching.pictures.cards`,
:mod:`~numnum.teaching.pictures.charts`.

>>> svg = factor_tree_svg(12)
>>> svg.startswith("<svg") and "12 = 2 × 2 × 3" in svg
True
>>> SVG(svg)._repr_svg_() == svg
True
"""

from __future__ import annotations

from numnum.teaching.pictures.cards import card_picture, chain_svg, fit_grid_svg
from numnum.teaching.pictures.charts import bar_chart_svg
from numnum.teaching.pictures.dots import dot_rectangles_svg
from numnum.teaching.pictures.factors import divisor_diagram_svg, factor_tree_svg, lcm_svg
from numnum.teaching.pictures.rows import hundred_square_svg, row_jumps_svg, two_rows_square_svg, two_rows_svg
from numnum.teaching.pictures.svg import SVG, split

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
