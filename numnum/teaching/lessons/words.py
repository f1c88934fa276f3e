"""The lessons' words: a text in English or German, yes and no, a product of primes, a
paragraph of friendly text and the key under which a question keeps its answers.

>>> tr("de", "row", "Reihe"), yes_no("en")
('Reihe', ('yes', 'no'))
>>> product(36, "de")
'2 · 2 · 3 · 3'
"""

from __future__ import annotations

from html import escape

from numnum.arithmetic import prime_factors
from numnum.i18n import check_lang
from numnum.teaching.questions import product_text
from numnum.teaching.questions import times_sign as times

__all__ = ["key", "product", "say", "times", "tr", "yes_no"]


def tr(lang: str, en: str, de: str) -> str:
    """The English or the German text, as ``lang`` asks."""
    return de if check_lang(lang) == "de" else en


def yes_no(lang: str) -> tuple[str, str]:
    """The answers "yes" and "no" of a question."""
    return tr(lang, "yes", "ja"), tr(lang, "no", "nein")


def product(n: int, lang: str) -> str:
    """``n`` as the product of its prime factors, smallest first: ``2 × 2 × 3``."""
    return product_text(prime_factors(n), lang)


def key(lesson: int, name: str, lang: str) -> str:
    """The key under which a lesson's question keeps its answers (see :func:`numnum.teaching.questions.forget`)."""
    return f"lesson{lesson:02d}/{name}/{check_lang(lang)}"


def say(text: str, size: int = 20) -> str:
    """A paragraph of friendly text (HTML, escaped): never monospace, words never broken."""
    return f'<p style="font-size:{size}px; line-height:1.45; margin:6px 0">{escape(text)}</p>'
