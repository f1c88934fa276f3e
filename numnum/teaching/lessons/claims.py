"""Read a lesson's text and check what it says against the arithmetic and the deck.

A lesson says many small true things: "12 = 3 × 4", "gcd(24, 36) = 12", "13 is not in the
3-row", "4 and 8 share two rows", "the divisors of 12 are 1, 2, 3, 4, 6 and 12", "29 is a
prime number", "heart 12 fits on circle 8".  :func:`false_claims` finds such sentences, in English
and in German, and checks each one with :mod:`numnum.arithmetic`; :func:`unknown_cards` finds the
cards a text names in words and checks that the deck has them.  ``tests/test_lesson_words.py``
reads every text of every lesson (its text cells, steps, exercises with their hints and reasons,
its practice and its round of play) with both, so a false sentence or a card that does not exist
cannot ship.

What is checked (``N``, ``a``, ``b`` numbers; a list is ``2, 3 and 6`` or ``2, 3 und 6``):

- sums and products: ``36 = 2 × 2 × 3 × 3 = 6 × 6``, ``30 + 6 = 36`` (``·`` too);
- ``gcd(a, b) = …``, ``lcm(a, b) = …`` (``ggT``, ``kgV``);
- ``N is (not) in the 3-row`` (or ``3-times table``; ``ist (nicht) in der 3er-Reihe``), ``N is
  (only) in the 2-, 3- and 6-rows``, ``N is in the rows 2, 3 and 6``;
- ``a and b are both in the …-rows``, ``a and b are together only in the …``, ``a and b share
  (only) the …-rows``, ``share two rows``, ``share no row``, ``are in no times table together``;
- ``d is (not) a divisor of N``, ``the divisors of N are …``, ``N has only the divisors …``,
  ``the rows that N is in are …``;
- ``N is (not) a prime number``, ``the primes 2, 3 and 5``.

>>> false_claims("12 = 3 × 4, and gcd(24, 36) = 2 × 2 × 3 = 12.", "en")
[]
>>> false_claims("1 is not a divisor of 20: 20 = 20 × 1 + 0.", "en")
['1 is not a divisor of 20: it is one']
>>> false_claims("Herz-3 zuerst ginge nicht, weil 3 und 4 keine gemeinsame Reihe haben.", "de")
[]
>>> false_claims("4 und 8 haben nur die 2er-Reihe gemeinsam.", "de")
['4 and 8 share only the rows 2: they share the rows 2 and 4']
>>> unknown_cards("Which is more flexible: heart 24 or heart 25?", "en", ["H24", "T25"])
['heart 25']
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Iterator
from math import gcd, lcm

from numnum.arithmetic import divisors, is_prime, rows_of
from numnum.cards import Card

__all__ = ["false_claims", "unknown_cards"]

_NUMBER_WORDS = {
    "en": {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8},
    "de": {"eine": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8},
}

#: A sum of products of whole numbers: ``2 × 2 × 3``, ``20 × 1 + 0``.
_EXPR = r"\d+(?:\s*[×·+−]\s*\d+)*"
#: A list of whole numbers: ``1, 2, 3 and 6`` (``und``), not the start of a sum or product.
_LIST = r"\d+(?:(?:,\s*|\s+(?:and|und)\s+)\d+)*(?!\s*[=×·+−\d])"
#: Times-table rows said as a list: ``2-, 3- and 6-rows`` / ``2er-, 3er- und 6er-Reihe``, or one row.
_ROWS = {
    "en": r"(?:the\s+)?(?P<rows>(?:\d+-,?\s+)*(?:\d+-\s+and\s+)?\d+-(?:rows?|times[ -]tables?))",
    "de": r"(?:der\s+|die\s+|den\s+)?(?P<rows>(?:\d+er-,?\s+)*(?:\d+er-\s+und\s+)?\d+er-Reihen?)",
}


def _value(expr: str) -> int:
    """The value of a sum of products: ``2 × 3 + 1`` is 7."""
    total = 0
    for sign, term in re.findall(r"([+−]?)\s*([^+−]+)", expr.strip()):
        product = 1
        for factor in re.split(r"[×·]", term):
            product *= int(factor)
        total += -product if sign == "−" else product
    return total


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def _said(rows: Iterable[int]) -> str:
    words = [str(r) for r in rows]
    if not words:
        return "no row"
    return "the rows " + (", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else words[0])


def _normal(text: str) -> str:
    """``text`` without emphasis marks and line breaks, with plain spaces."""
    text = re.sub(r"[*_]{1,2}(?=\S)|(?<=\S)[*_]{1,2}", "", text)
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ").replace("\u202f", " "))


# --- the checks: each yields what is false ------------------------------------------------------------

Check = Callable[[re.Match[str]], Iterator[str]]


def _equations(m: re.Match[str]) -> Iterator[str]:
    parts = [p for p in re.split(r"\s*=\s*", m.group(0))]
    values = [_value(p) for p in parts]
    if len(set(values)) > 1:
        yield f"{m.group(0)}: the sides are {', '.join(map(str, values))}"


def _function(m: re.Match[str]) -> Iterator[str]:
    name, a, b = m.group(1).lower(), int(m.group(2)), int(m.group(3))
    right = gcd(a, b) if name in ("gcd", "ggt") else lcm(a, b)
    for part in re.split(r"\s*=\s*", m.group(4)):
        if _value(part) != right:
            yield f"{m.group(1)}({a}, {b}) = {part}: it is {right}"


def _in_rows(m: re.Match[str]) -> Iterator[str]:
    n, negated, only = _value(m.group("n")), bool(m.group("not")), bool(m.group("only"))
    rows = _numbers(m.group("rows"))
    if negated:
        bad = [r for r in rows if n % r == 0]
        if bad:
            yield f"{n} is not in {_said(rows)}: {n} = {n // bad[0]} × {bad[0]}"
        return
    bad = [r for r in rows if n % r]
    if bad:
        yield f"{n} is in {_said(rows)}: not in {_said(bad)}"
    elif only and set(rows) != set(rows_of(n)):
        yield f"{n} is only in {_said(rows)}: it is in {_said(rows_of(n))}"


def _listed_rows(m: re.Match[str]) -> Iterator[str]:
    n, rows = _value(m.group("n")), _numbers(m.group("rows"))
    if set(rows) != set(rows_of(n)):
        yield f"{n} is in {_said(rows)}: it is in {_said(rows_of(n))}"


def _both(m: re.Match[str]) -> Iterator[str]:
    a, b, only = int(m.group("a")), int(m.group("b")), bool(m.group("only"))
    rows, shared = _numbers(m.group("rows")), rows_of(gcd(a, b))
    if not set(rows) <= set(shared) or (only and set(rows) != set(shared)):
        word = "share only" if only else "share"
        yield f"{a} and {b} {word} {_said(rows)}: they share {_said(shared)}"


def _count(m: re.Match[str], lang: str) -> Iterator[str]:
    a, b = int(m.group("a")), int(m.group("b"))
    word = m.group("count").lower()
    count = int(word) if word.isdigit() else _NUMBER_WORDS[lang].get(word)
    shared = rows_of(gcd(a, b))
    if count is not None and count != len(shared):
        yield f"{a} and {b} share {count} rows: they share {_said(shared)}"


def _none(m: re.Match[str]) -> Iterator[str]:
    a, b = int(m.group("a")), int(m.group("b"))
    if gcd(a, b) > 1:
        yield f"{a} and {b} share no row: they share {_said(rows_of(gcd(a, b)))}"


def _divisor(m: re.Match[str]) -> Iterator[str]:
    d, n, negated = int(m.group("d")), int(m.group("n")), bool(m.group("not"))
    if negated == (n % d == 0):
        yield f"{d} is {'not ' if negated else ''}a divisor of {n}: it is {'one' if n % d == 0 else 'not'}"


def _divisor_list(m: re.Match[str]) -> Iterator[str]:
    n, said = int(m.group("n")), _numbers(m.group("list"))
    if said != divisors(n):
        yield f"the divisors of {n} are {said}: they are {divisors(n)}"


def _row_list(m: re.Match[str]) -> Iterator[str]:
    n, said = int(m.group("n")), _numbers(m.group("list"))
    if said != list(rows_of(n)):
        yield f"{n} is in the rows {said}: it is in the rows {rows_of(n)}"


def _prime(m: re.Match[str]) -> Iterator[str]:
    n, negated = int(m.group("n")), bool(m.group("not"))
    if negated == is_prime(n):
        yield f"{n} is {'not ' if negated else ''}a prime number: it is {'one' if is_prime(n) else 'not'}"


def _primes(m: re.Match[str]) -> Iterator[str]:
    bad = [n for n in _numbers(m.group("list")) if not is_prime(n)]
    if bad:
        yield f"{', '.join(map(str, bad))} called prime: {bad[0]} is not a prime number"


def _checks(lang: str) -> list[tuple[str, Check]]:
    rows = _ROWS[lang]
    subject = r"(?P<n>\d+(?:\s*[×·]\s*\d+)*)"
    two = r"(?P<a>\d+)\s+" + ("und" if lang == "de" else "and") + r"\s+(?P<b>\d+)"
    count = functools.partial(_count, lang=lang)
    if lang == "de":
        return [
            (rf"{subject}\s+(?:ist|liegt|wohnt)\s+(?P<not>nicht\s+)?(?P<only>nur\s+)?in\s+{rows}", _in_rows),
            (rf"{subject}\s+(?:ist|wohnt)\s+(?:nur\s+)?in\s+den\s+Reihen\s+(?P<rows>{_LIST})", _listed_rows),
            (rf"{two}\s+sind\s+(?:beide\s+|zusammen\s+)?(?P<only>nur\s+)?in\s+{rows}", _both),
            (rf"{two}\s+haben\s+(?P<only>nur\s+)?{rows}\s+gemeinsam", _both),
            (rf"{two}\s+haben\s+(?P<count>\w+)\s+(?:gemeinsame\s+)?Reihen?\s+gemeinsam", count),
            (rf"{two}\s+(?:haben\s+)?keine\s+gemeinsame\s+Reihe", _none),
            (rf"{two}\s+sind\s+in\s+keiner\s+Reihe\s+zusammen", _none),
            (r"(?P<d>\d+)\s+ist\s+(?P<not>k)?ein\s+Teiler\s+von\s+(?P<n>\d+)", _divisor),
            (rf"Teiler\s+von\s+(?P<n>\d+)\s+sind\s+(?P<list>{_LIST})", _divisor_list),
            (rf"sind\s+die\s+Teiler\s+von\s+(?P<n>\d+)\s+(?P<list>{_LIST})", _divisor_list),
            (rf"Teiler\s+von\s+(?P<n>\d+):\s+(?:nur\s+)?(?:die\s+)?(?P<list>{_LIST})(?=\s*[.;]|$)", _divisor_list),
            (rf"(?P<n>\d+)\s+hat\s+nur\s+die\s+Teiler\s+(?P<list>{_LIST})", _divisor_list),
            (r"(?P<n>\d+)\s+ist\s+(?P<not>k)?eine\s+Primzahl", _prime),
            (rf"Primzahl(?:en)?\s+(?:wie\s+)?(?P<list>{_LIST})", _primes),
        ]  # fmt: skip
    return [
        (rf"{subject}\s+(?:is|lies|lives)\s+(?P<not>not\s+)?(?P<only>only\s+)?in\s+{rows}", _in_rows),
        (rf"{subject}\s+(?:is|lives)\s+(?:only\s+)?in\s+the\s+rows\s+(?P<rows>{_LIST})", _listed_rows),
        (rf"the\s+rows\s+that\s+(?P<n>\d+)\s+is\s+in\s+are\s+(?P<list>{_LIST})", _row_list),
        (rf"{two}\s+are\s+(?:both\s+|together\s+)?(?P<only>only\s+)?in\s+{rows}", _both),
        (rf"{two}\s+share\s+(?P<only>only\s+)?{rows}", _both),
        (rf"{two}\s+share\s+(?P<count>\w+)\s+rows", count),
        (rf"{two}\s+(?:share\s+no\s+row(?!\s+that)|are\s+in\s+no\s+times\s+table\s+together)", _none),
        (r"(?P<d>\d+)\s+is\s+(?P<not>not\s+)?a\s+divisor\s+of\s+(?P<n>\d+)", _divisor),
        (rf"divisors\s+of\s+(?P<n>\d+)\s+are\s+(?P<list>{_LIST})", _divisor_list),
        (rf"divisors\s+of\s+(?P<n>\d+):\s+(?:only\s+)?(?P<list>{_LIST})(?=\s*[.;]|$)", _divisor_list),
        (rf"(?P<n>\d+)\s+has\s+only\s+the\s+divisors\s+(?P<list>{_LIST})", _divisor_list),
        (r"(?P<n>\d+)\s+is\s+(?P<not>not\s+)?a\s+prime(?:\s+number)?\b", _prime),
        (rf"\bprimes?(?:\s+numbers?)?\s+(?:like\s+)?(?P<list>{_LIST})", _primes),
    ]  # fmt: skip


def false_claims(text: str, lang: str = "en") -> list[str]:
    """The claims of ``text`` (in ``lang``) that the arithmetic says are false, each said with
    what is true (see the module's docstring for the kinds of claim read)."""
    text = _normal(text)
    out: list[str] = []
    # whole expressions only: a chain neither starts nor ends in the middle of one
    chain = rf"(?<![\w(,.×·+−-])(?<![×·+−] ){_EXPR}(?:\s*=\s*{_EXPR})+(?![\w(]|\s*[×·+−]\s*\d)"
    for m in re.finditer(chain, text):
        out += _equations(m)
    function = rf"\b(gcd|ggT|lcm|kgV)\((\d+),\s*(\d+)\)\s*=\s*({_EXPR}(?:\s*=\s*{_EXPR})*)(?![\w(])"
    for m in re.finditer(function, text, re.IGNORECASE):
        out += _function(m)
    for pattern, check in _checks(lang):
        for m in re.finditer(pattern, text, re.IGNORECASE):
            out += check(m)
    return out


# --- cards ----------------------------------------------------------------------------------------------

_SYMBOLS = {
    "en": {"circle": "C", "triangle": "T", "square": "S", "heart": "H"},
    "de": {"kreis": "C", "dreieck": "T", "quadrat": "S", "herz": "H"},
}
_BANS = {"en": r"(\d+)-ban card", "de": r"(\d+)er-Verbotskarte"}
_WISH = {"en": r"\bwish cards?\b", "de": r"Wunschkarten?"}


def unknown_cards(text: str, lang: str, deck: Iterable[Card | str]) -> list[str]:
    """The cards that ``text`` names in words ("heart 25", "Kreis-12", "2-ban card") and that
    ``deck`` does not have."""
    have = {str(c) for c in deck}
    text = _normal(text)
    names = "|".join(_SYMBOLS[lang])
    out = []
    for m in re.finditer(rf"\b({names})[ -](\d+)\b(?![.,]\d)", text, re.IGNORECASE):
        if f"{_SYMBOLS[lang][m.group(1).lower()]}{int(m.group(2))}" not in have:
            out.append(m.group(0))
    for m in re.finditer(_BANS[lang], text, re.IGNORECASE):
        if f"B{m.group(1)}" not in have:
            out.append(m.group(0))
    for m in re.finditer(_WISH[lang], text, re.IGNORECASE):
        if "W" not in have:
            out.append(m.group(0))
    return out
