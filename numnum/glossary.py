"""The words of the lessons: which lesson teaches which word, in English and German.

A lesson, its exercises and its round of play use only the words that it or an earlier lesson
teaches: lesson 2 does not say "prime number" (lesson 4 teaches it), and lesson 3's round does
not speak of jokers (lesson 7).  :data:`GLOSSARY` is the one list of these words; the lesson
decks (:mod:`numnum.teaching.decks.lessons`) and the explanations' words (:func:`numnum.explain` with a
``level``) follow it, and ``tests/test_lesson_words.py`` reads every text of every lesson
against it.  Light on purpose (nothing but the standard library): the engine's explanations
import it.

Each :class:`Word` has the form a lesson teaches, in both languages, and a pattern per language
that finds every form of it (plurals, compounds: "Primzahlen", "Primfaktor", "2er-Verbot").

>>> WORDS["prime"].lesson, WORDS["prime"].name("de")
(4, 'Primzahl')
>>> [w.key for w in untaught("3 is a prime number, and the joker fits.", "en", 5)]
['joker']
>>> [w.key for w in untaught("Der ggT von 12 und 18 ist 6.", "de", 3)]
['gcd']
>>> taught_in(7)
('joker',)
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping

__all__ = ["GLOSSARY", "WORDS", "Word", "lesson_of", "taught_in", "taught_until", "untaught"]


@dataclasses.dataclass(frozen=True)
class Word:
    """A word that lesson ``lesson`` teaches: ``en`` and ``de`` as taught, ``forms`` the regular
    expression per language that finds every form of it (case is ignored)."""

    key: str
    lesson: int
    en: str
    de: str
    forms: Mapping[str, str]

    def name(self, lang: str) -> str:
        """The word as its lesson teaches it, in ``lang``."""
        return self.de if lang == "de" else self.en

    def found(self, text: str, lang: str) -> bool:
        """Whether ``text`` (in ``lang``) uses this word in any of its forms."""
        return re.search(self.forms[lang], text, re.IGNORECASE) is not None


def _word(key: str, lesson: int, en: str, de: str, en_forms: str, de_forms: str) -> Word:
    return Word(key, lesson, en, de, {"en": en_forms, "de": de_forms})


#: The words the lessons teach, in the order of the lessons.
GLOSSARY: tuple[Word, ...] = (
    _word("multiple", 2, "multiple", "Vielfaches", r"\bmultiples?\b", r"vielfache"),
    _word("divisor", 2, "divisor", "Teiler", r"\bdivisors?\b", r"teiler"),
    _word("double", 3, "fits double", "passt doppelt", r"\bdouble\b", r"doppelt"),
    _word("prime", 4, "prime number", "Primzahl", r"\bprimes?\b", r"\bprim(?!a)"),
    _word("factor tree", 4, "factor tree", "Faktorbaum", r"factor trees?", r"faktorb[aä]um"),
    _word("gcd", 4, "greatest common divisor (gcd)", "größter gemeinsamer Teiler (ggT)",
          r"\bgcd\b|greatest common divisor", r"\bggt\b|größte[nrs]? gemeinsame[nrs]? teiler"),
    _word("ban", 6, "ban card", "Verbotskarte", r"\bban(s|ned)?\b", r"verbot"),
    _word("joker", 7, "joker", "Joker", r"\bjokers?\b", r"\bjoker"),
    _word("flexible", 8, "flexible", "beweglich", r"flexib", r"beweglich"),
    _word("chain", 8, "chain of double fits", "Kette", r"\bchains?\b", r"\bkette"),
    _word("wish", 8, "wish card", "Wunschkarte", r"\bwish", r"\bwunsch|wünsch"),
    _word("lcm", 9, "least common multiple (lcm)", "kleinstes gemeinsames Vielfaches (kgV)",
          r"\blcm\b|common multiple", r"\bkgv\b|gemeinsame[nrs]? vielfache"),
    _word("mau mau", 10, "Mau Mau", "Mau Mau", r"mau[ -]?mau", r"mau[ -]?mau"),
)  # fmt: skip

#: The words by their key.
WORDS: dict[str, Word] = {w.key: w for w in GLOSSARY}


def lesson_of(key: str) -> int:
    """The lesson that teaches the word ``key``.

    >>> lesson_of("ban"), lesson_of("lcm")
    (6, 9)
    """
    try:
        return WORDS[key].lesson
    except KeyError:
        raise ValueError(f"{key!r} is not a word of the glossary: {', '.join(WORDS)}") from None


def taught_in(lesson: int) -> tuple[str, ...]:
    """The keys of the words that ``lesson`` teaches."""
    return tuple(w.key for w in GLOSSARY if w.lesson == lesson)


def taught_until(lesson: int | None) -> frozenset[str]:
    """The keys of the words taught by ``lesson`` and the lessons before it (``None``: all).

    >>> sorted(taught_until(3))
    ['divisor', 'double', 'multiple']
    """
    return frozenset(w.key for w in GLOSSARY if lesson is None or w.lesson <= lesson)


def untaught(text: str, lang: str, lesson: int) -> list[Word]:
    """The words of the glossary that ``text`` (in ``lang``) uses but ``lesson`` has not taught yet."""
    known = taught_until(lesson)
    return [w for w in GLOSSARY if w.key not in known and w.found(text, lang)]
