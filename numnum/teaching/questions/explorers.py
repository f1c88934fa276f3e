"""Explorers: a slider and a picture to play with, no right or wrong (a row of the hundred square,
any picture made from a number).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.questions.checks import row_sentence
from numnum.teaching.questions.feedback import Feedback
from numnum.teaching.questions.parts import Widget, _html, _w


def row_explorer(row: int = 3, number: int = 12, *, upto: int = 100, lang: str = "en") -> Widget:
    """Choose a times-table row and a number: the hundred square shows the row, a sentence says
    whether the number is in it."""
    from numnum.teaching.pictures import hundred_square_svg

    lang = check_lang(lang)
    w = _w()
    row_slider = w.IntSlider(
        value=max(2, row), min=2, max=12, description=_("row", lang), style={"description_width": "80px"}
    )
    number_box = w.BoundedIntText(
        value=number, min=1, max=upto, description=_("number", lang), style={"description_width": "80px"}
    )
    picture = w.HTML()
    sentence = _html(w, "")

    def show(_change: Any = None) -> None:
        r, n = row_slider.value, number_box.value
        picture.value = hundred_square_svg(r, mark=n, upto=upto, lang=lang)
        inside = n % r == 0
        sentence.value = Feedback(inside, row_sentence(n, r, lang=lang)).html()

    row_slider.observe(show, names="value")
    number_box.observe(show, names="value")
    show()
    return w.VBox([w.HBox([row_slider, number_box]), sentence, picture])


def picture_explorer(
    draw: Callable[[int], str], value: int, low: int, high: int, *, label: str = "", lang: str = "en"
) -> Widget:
    """A slider for a number and the picture ``draw(number)`` (an SVG text) under it.

    ``picture_explorer(factor_tree_svg, 36, 2, 100)`` lets pupils try factor trees.
    """
    lang = check_lang(lang)
    w = _w()
    slider = w.IntSlider(
        value=value, min=low, max=high, description=label or _("number", lang), style={"description_width": "80px"}
    )
    slider.layout = w.Layout(width="520px")
    picture = w.HTML()

    def show(_change: Any = None) -> None:
        picture.value = draw(slider.value)

    slider.observe(show, names="value")
    show()
    return w.VBox([slider, picture])
