"""A lesson's pages: pictures (SVG) and paragraphs shown together, rows of cards, and why a card
fits on another (both cards, the rows strip and the reason in the lesson's words).

>>> "12" in Page(say("12 is in the 3-row.")).html()
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from numnum.cards import Card, Kind
from numnum.teaching.lessons.words import say
from numnum.teaching.pictures import card_picture

__all__ = ["Page", "card_row", "cards_html", "reason_in_words", "why"]


@dataclasses.dataclass(frozen=True)
class Page:
    """Pictures (SVG) and paragraphs (see :func:`say`) shown together as one output."""

    parts: tuple[str, ...]

    def __init__(self, *parts: str) -> None:
        object.__setattr__(self, "parts", tuple(parts))

    def html(self) -> str:
        """The parts one under the other; several SVG pictures in a row side by side."""
        out, row = [], []
        for part in self.parts:
            if part.lstrip().startswith("<svg"):
                row.append(part)
                continue
            if row:
                out.append(_row(row))
                row = []
            out.append(part)
        if row:
            out.append(_row(row))
        return '<div class="numnum-lesson-page">' + "".join(out) + "</div>"

    def _repr_html_(self) -> str:
        return self.html()


def _row(pictures: list[str]) -> str:
    return (
        '<div style="display:flex; flex-wrap:wrap; gap:12px; align-items:center; max-width:100%;'
        ' overflow-x:auto">' + "".join(pictures) + "</div>"
    )


def card_row(cards: Iterable[Card | str], lang: str, width: float = 90, variant: str = "numnum") -> list[str]:
    """The pictures of ``cards``, for a :class:`Page`."""
    return [card_picture(c, width=width, lang=lang, variant=variant) for c in cards]


def cards_html(cards: Iterable[Card | str], lang: str, *, width: float = 80, variant: str = "numnum") -> str:
    """The pictures of ``cards`` side by side (HTML), for the picture of a question."""
    return Page(*card_row(cards, lang, width=width, variant=variant)).html()


def reason_in_words(card: str, on: str, lang: str, *, bans: Iterable[int] = (), level: int | None = None) -> str:
    """Why ``card`` fits on ``on`` (or not), in the words of ``lang``, card codes named."""
    from numnum.explanations import explain

    return str(explain(card, on, tuple(bans), lang=lang, level=level))


def why(card: str, on: str, lang: str, *, bans: Iterable[int] = (), level: int | None = None) -> Page:
    """Why ``card`` fits on ``on`` (or not): both cards, the rows strip and the reason in words."""
    from numnum.explanations import explain
    from numnum.teaching.questions import rows_picture

    banned = tuple(bans)
    e = explain(card, on, banned, lang=lang, level=level)
    parts = [*card_row([card, on], lang)]
    if e.card.kind is Kind.NUMBER and e.on.kind is Kind.NUMBER:
        parts.append(rows_picture(e))
    parts.append(say(str(e)))
    return Page(*parts)
