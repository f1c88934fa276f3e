"""Feedback on an answer and the words it is said in: right and wrong texts, lists, products, scores.

>>> from numnum.teaching.questions.checks import check_number
>>> check_number("12", 12).correct
True
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from html import escape

from numnum.card_names import card_name
from numnum.cards import Card
from numnum.i18n import check_lang, translate_plural
from numnum.i18n import translate as _
from numnum.teaching.questions.reading import _card

_MARKS = {True: "✓", False: "✗", None: "?"}


def card_words(card: Card | str, lang: str = "en") -> str:
    """A card said in words, the way a lesson names it: never its code (:func:`numnum.card_names.card_name`).

    >>> card_words("C12"), card_words("H1", "de"), card_words("B2"), card_words("W", "de")
    ('circle 12', 'Joker Herz 1', '2-ban card', 'Wunschkarte')
    """
    return card_name(_card(card), check_lang(lang))


@dataclasses.dataclass(frozen=True)
class Feedback:
    """What a pupil is told after answering.

    ``correct`` is ``None`` when the answer could not be read (e.g. letters where a number was
    asked); ``text`` says right or wrong and why; ``picture`` is an optional SVG that shows why.

    >>> Feedback(True, "Right! 12 = 4 × 3.").html().count("numnum-feedback right")
    1
    """

    correct: bool | None
    text: str
    picture: str = ""

    def html(self) -> str:
        """The feedback as a big, readable block (a tick or cross too, not only a colour)."""
        kind = {True: "right", False: "wrong", None: "unread"}[self.correct]
        border = {True: "3px solid #1b7a3a", False: "3px dashed #b00020", None: "3px dotted #555555"}[self.correct]
        background = {True: "#eaf7ee", False: "#fdecee", None: "#f2f2f2"}[self.correct]
        picture = f'<div style="margin-top:8px">{self.picture}</div>' if self.picture else ""
        return (
            f'<div class="numnum-feedback {kind}" role="status" aria-live="polite" style="font-size:20px;'
            f" line-height:1.4; padding:10px 14px; margin:6px 0; border:{border}; border-radius:10px;"
            f' background:{background}; color:#1a1a1a"><b>{_MARKS[self.correct]}</b> {escape(self.text)}{picture}</div>'
        )

    def _repr_html_(self) -> str:
        return self.html()


def _right(reason: str, lang: str) -> str:
    return " ".join(x for x in (_("Right!", lang), reason) if x)


def _wrong(hint: str, reason: str, attempt: int, lang: str) -> str:
    parts = [_("Not quite.", lang), hint]
    if attempt >= 2 and reason:
        parts.append(reason)
    else:
        parts.append(_("Try again!", lang))
    return " ".join(x for x in parts if x)


def in_words(text: str, cards: Iterable[Card], lang: str = "en") -> str:
    """``text`` with the codes of ``cards`` (``H4``) said in words (``heart 4``), for pupils.

    The explanations and the rules' reasons already name cards in words
    (:mod:`numnum.card_names`); this is for texts of one's own that are written with codes.

    >>> in_words("So H4 fits on C8.", [Card.parse("H4"), Card.parse("C8")])
    'So heart 4 fits on circle 8.'
    """
    for c in cards:
        text = re.sub(rf"(?<![\w-]){re.escape(c.text)}(?![\w-])", card_words(c, lang), text)
    return text


def score_text(right: int, answered: int, total: int, *, lang: str = "en") -> str:
    """The score line of a quiz (only the first answer to each question counts).

    >>> score_text(3, 4, 5), score_text(3, 4, 5, lang="de")
    ('3 of 4 right at the first try (5 questions).', '3 von 4 beim ersten Versuch richtig (5 Fragen).')
    """
    lang = check_lang(lang)
    text = translate_plural(
        "{right} of {answered} right at the first try ({total} question).",
        "{right} of {answered} right at the first try ({total} questions).",
        total,
        lang,
    )
    return text.format(right=right, answered=answered, total=total)


def and_list(items: Iterable[object], lang: str = "en") -> str:
    """``items`` said as a list: ``1, 2 and 3`` (``1, 2 und 3`` in German).

    >>> and_list([1, 2, 3], "de"), and_list([7])
    ('1, 2 und 3', '7')
    """
    words = [str(x) for x in items]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " " + _("and", lang) + " " + words[-1]


def times_sign(lang: str = "en") -> str:
    """The multiplication sign: × in English, · in German."""
    return "·" if check_lang(lang) == "de" else "×"


def product_text(factors: Iterable[int], lang: str = "en") -> str:
    """A product written out: ``2 × 2 × 3`` (``2 · 2 · 3`` in German).

    >>> product_text([2, 2, 3], "de")
    '2 · 2 · 3'
    """
    return f" {times_sign(lang)} ".join(str(f) for f in factors)
