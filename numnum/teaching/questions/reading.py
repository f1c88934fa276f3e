"""Reading what a pupil typed: whole numbers and lists of them, kindly ("4", " 4 ", "4.0").

Also the checks of a question's own arguments (a bad argument is a ``ValueError``).

>>> read_number(" 12 "), read_numbers("2, 3 4"), read_number("twelve")
(12, [2, 3, 4], None)
"""

from __future__ import annotations

import re

from numnum.cards import Card

#: The biggest number a question about divisors or rows may ask about (its checks stay quick).
MAX_NUMBER = 10**9


#: Typed answers longer than this are not read (friendly feedback instead).
MAX_TYPED = 200


def _whole(value: object, what: str, low: int = 1, high: int = MAX_NUMBER) -> int:
    """``value`` when it is a whole number (not a bool or float) from ``low`` to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}, not {value!r}")
    return value


def _str(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{what} must be a text (str), not {value!r}")
    return value


def _attempt(value: object) -> int:
    return _whole(value, "attempt", 1, 10**6)


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card, "numnum")


def read_number(text: str) -> int | None:
    """The whole number typed in ``text``, or ``None`` when it is not one.

    >>> read_number(" 12 "), read_number("twelve"), read_number("1.5"), read_number("²")
    (12, None, None, None)
    """
    text = _str(text, "the typed text").strip()
    if len(text) > MAX_TYPED or re.fullmatch(r"-?[0-9]{1,12}", text) is None:
        return None
    return int(text)


def read_numbers(text: str) -> list[int] | None:
    """The whole numbers typed in ``text`` (separated by spaces, commas or semicolons).

    ``None`` when something else is typed, or nothing.

    >>> read_numbers("2, 3 4;6"), read_numbers("2, drei"), read_numbers(" ")
    ([2, 3, 4, 6], None, None)
    """
    if len(_str(text, "the typed text")) > MAX_TYPED:
        return None
    items = [x for x in re.split(r"[\s,;]+", text.strip()) if x]
    numbers = [read_number(x) for x in items]
    if not numbers or any(n is None for n in numbers):
        return None
    return [n for n in numbers if n is not None]
