"""The parts every question widget is made of: ipywidgets (imported when the first widget is
made), big buttons, HTML, the typed-answer box and the feedback box.
"""

from __future__ import annotations

import importlib
from typing import Any

Widget = Any


def _w() -> Any:
    """ipywidgets, imported when the first widget is made."""
    return importlib.import_module("ipywidgets")


def _button(w: Any, text: str, tooltip: str = "") -> Any:
    button = w.Button(
        description=text,
        tooltip=tooltip or text,
        layout=w.Layout(width="auto", min_width="150px", height="52px", margin="4px"),
        style={"font_size": "20px", "font_weight": "bold"},
    )
    button.add_class("numnum-answer")
    return button


def _html(w: Any, text: str, size: int = 20) -> Any:
    return w.HTML(value=f'<div style="font-size:{size}px; line-height:1.4">{text}</div>')


def typed_box(w: Any, width: str, placeholder: str) -> Any:
    """The big text box a pupil types an answer into (``w``: ipywidgets); sent on Enter."""
    box = w.Text(
        value="",
        placeholder=placeholder,
        continuous_update=False,
        layout=w.Layout(width=width, height="48px"),
        style={"font_size": "22px"},
    )
    box.add_class("numnum-input")
    return box


def _feedback_box(w: Any) -> Any:
    box = w.HTML(value="")
    box.add_class("numnum-feedback-box")
    return box
