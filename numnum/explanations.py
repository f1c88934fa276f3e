"""Why a NumNum card fits, or not: the mathematics in words and pictures.

The decision is plain integer arithmetic (:mod:`numnum.matching`); sympy only builds the prime
factorisations for display, and is imported the first time a notebook shows one.

>>> e = explain("C12", "T18")
>>> e.fits, e.double, e.gcd, e.rows
(True, False, 6, (2, 3, 6))
>>> print(e)
12 and 18 are both in the 2-, 3- and 6-times tables. So C12 fits on T18.
>>> print(explain("H7", "T30"))
7 is a prime number and 30 is not in the 7-times table: no shared times-table row,
and the symbols differ. So H7 does not fit on T30.
>>> print(explain("H4", "C8", bans={2}, lang="de"))
Das 2er-Verbot sperrt die 2er-Reihe, aber 4 und 8 sind beide in der 4er-Reihe. Also passt H4 auf C8.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from math import gcd

from numnum.cards import Card, Kind
from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.matching import _as_card, check_bans, fit_level, read_top

__all__ = ["Explanation", "explain", "rows_of"]

_SYMBOL_NAMES = {"C": "circle", "T": "triangle", "S": "square", "H": "heart"}
_SYMBOL_MARKS = {"C": "●", "T": "▲", "S": "■", "H": "♥"}


def rows_of(n: int) -> tuple[int, ...]:
    """The times-table rows ``d > 1`` that ``n`` lies in (its divisors above 1).

    >>> rows_of(12)
    (2, 3, 4, 6, 12)
    """
    return tuple(d for d in range(2, n + 1) if n % d == 0)


def _and(items: list[str], lang: str) -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " " + _("and", lang) + " " + items[-1]


def _rows_text(rows: Iterable[int], lang: str) -> str:
    """ "2-, 3- and 6-times tables" / "2er-, 3er- und 6er-Reihe"."""
    rows = list(rows)
    if lang == "de":
        return _and([f"{r}er-" for r in rows[:-1]] + [f"{rows[-1]}er-Reihe"], lang)
    if len(rows) == 1:
        return f"{rows[0]}-times table"
    return _and([f"{r}-" for r in rows[:-1]] + [f"{rows[-1]}-times tables"], lang)


def _row(r: int, lang: str) -> str:
    return f"{r}er-Reihe" if lang == "de" else f"{r}-row"


def _ban(r: int, lang: str) -> str:
    return f"{r}er-Verbot" if lang == "de" else f"{r}-ban"


def _symbol(s: str, lang: str) -> str:
    return _(_SYMBOL_NAMES[s], lang) + " " + _SYMBOL_MARKS[s]


@dataclasses.dataclass(frozen=True)
class Explanation:
    """Why ``card`` fits on ``on`` (or not) under ``bans``; ``str()`` gives the reason."""

    card: Card
    on: Card
    wish: str | None
    bans: frozenset[int]
    lang: str
    fits: bool  #: whether the card may be played
    double: bool  #: whether it fits double (symbol and number)
    gcd: int | None  #: greatest common divisor, or None when a card has no number
    rows: tuple[int, ...]  #: shared times-table rows that are not banned, ascending
    reasons: tuple[str, ...]  #: the reason, sentence by sentence

    def __str__(self) -> str:
        return " ".join(self.reasons)

    @property
    def symbol_fit(self) -> bool:
        """Whether the symbols match (or the wished symbol is played)."""
        if self.card.kind is not Kind.NUMBER:
            return False
        if self.on.kind is Kind.WILD:
            return self.wish is None or self.card.suit == self.wish
        return self.card.suit == self.on.suit

    def _repr_markdown_(self) -> str:
        """The reason with the prime factorisations and the gcd (LaTeX, built with sympy)."""
        mark = "✓" if self.fits else "✗"
        verdict = _("fits double", self.lang) if self.double else _("fits", self.lang)
        if not self.fits:
            verdict = _("does not fit", self.lang)
        lines = [f"**{self.card} → {self.on}: {verdict}** {mark}", ""]
        a, b = self.card.number, self.on.number
        if self.card.kind is Kind.NUMBER and self.on.kind is Kind.NUMBER and a is not None and b is not None:
            lines += [f"- ${a} = {_factor_latex(a)}$", f"- ${b} = {_factor_latex(b)}$"]
            g = gcd(a, b)
            common = _factor_latex(g)
            lines.append(f"- $\\gcd({a}, {b}) = {common}$" + (f" $= {g}$" if common != str(g) else ""))
            if self.bans:
                lines.append(
                    "- " + _("active bans", self.lang) + ": " + ", ".join(_ban(r, self.lang) for r in sorted(self.bans))
                )
            if self.rows:
                lines.append("- " + _("shared rows", self.lang) + ": " + ", ".join(str(r) for r in self.rows))
        lines += ["", str(self)]
        return "\n".join(lines)

    def _repr_svg_(self) -> str:
        """The times-table rows of both numbers as a strip; shared rows are highlighted."""
        from numnum.render.strip import rows_strip

        return rows_strip(self)


def _factor_latex(n: int) -> str:
    """``12`` -> ``2^{2} \\cdot 3`` (sympy's factorint)."""
    if n == 1:
        return "1"
    from sympy import factorint

    return " \\cdot ".join(f"{p}^{{{e}}}" if e > 1 else str(p) for p, e in sorted(factorint(n).items()))


def explain(card: Card | str, on: Card | str, bans: Iterable[int] = (), lang: str = "en") -> Explanation:
    """Explain whether ``card`` may be played on ``on`` (NumNum) under the active ``bans``.

    ``on`` may be a wish card with its wish, ``"W H"``.  ``lang`` is ``"en"`` or ``"de"``.

    >>> e = explain("H4", "H10"); e.double, str(e)
    (True, '4 and 10 are both in the 2-times table. Both cards are heart ♥: they fit double,
    so you may play one more card. So H4 fits on H10.')
    >>> print(explain("H6", "C10", bans={2}))
    6 and 10 share only the 2-row, and the 2-ban blocks it; the symbols differ. So H6 does not fit on C10.
    """
    lang = check_lang(lang)
    banned = check_bans(bans)
    mask = (1 if 2 in banned else 0) | (2 if 5 in banned else 0)
    c = _as_card(card, "card")
    top, wish = read_top(on)
    say: list[str] = []
    names = {"card": str(c), "on": str(top)}
    kind = c.kind
    if kind is Kind.BAN:
        row = c.number
        assert row is not None
        say.append(
            _("A ban card may always be played, but never as your last card.", lang)
            + " "
            + (
                _("It lifts the {ban}.", lang) if row in banned else _("It bans the {row}: it blocks that row.", lang)
            ).format(ban=_ban(row, lang), row=_row(row, lang))
        )
        return Explanation(c, top, wish, banned, lang, True, False, None, (), tuple(say))
    if kind is Kind.WILD:
        say.append(_("A wish card fits on every card. Then you wish a symbol.", lang))
        return Explanation(c, top, wish, banned, lang, True, False, None, (), tuple(say))
    if top.kind is Kind.WILD:
        if wish is None:
            say.append(_("A wish card without a wish accepts every symbol.", lang))
            fits = True
        else:
            fits = c.suit == wish
            say.append(
                _("The wish is {symbol}: only {symbol} cards fit, and wish and ban cards.", lang).format(
                    symbol=_symbol(wish, lang)
                )
            )
        say.append(
            (_("So {card} fits on {on}.", lang) if fits else _("So {card} does not fit on {on}.", lang)).format(**names)
        )
        return Explanation(c, top, wish, banned, lang, fits, False, None, (), tuple(say))

    a, b = c.number, top.number
    assert a is not None and b is not None
    level = fit_level(c, top, None, mask)
    symbol = c.suit == top.suit
    g = gcd(a, b)
    shared = rows_of(g)
    rows = tuple(r for r in shared if r not in banned)
    if a == 1 or b == 1:
        say.append(_("1 is the joker: it fits every number, whatever the bans.", lang))
    elif rows:
        blocked = [r for r in shared if r in banned]
        if blocked:
            say.append(
                _("The {bans} blocks the {rows}, but {a} and {b} are both in the {shared}.", lang).format(
                    bans=_and([_ban(r, lang) for r in blocked], lang),
                    rows=_and([_row(r, lang) for r in blocked], lang),
                    a=a,
                    b=b,
                    shared=_rows_text(rows, lang),
                )
            )
        else:
            say.append(_("{a} and {b} are both in the {rows}.", lang).format(a=a, b=b, rows=_rows_text(rows, lang)))
    elif shared:
        blocked_text = _and([_row(r, lang) for r in shared], lang)
        bans_text = _and([_ban(r, lang) for r in shared], lang)
        say.append(
            _("{a} and {b} share only the {rows}, and the {bans} blocks it", lang).format(
                a=a, b=b, rows=blocked_text, bans=bans_text
            )
            + (_(".", lang) if symbol else _("; the symbols differ.", lang))
        )
    else:
        prime = next((n for n in (a, b) if _is_prime(n)), None)
        other = b if prime == a else a
        if prime is not None:
            say.append(
                _("{p} is a prime number and {n} is not in the {p}-times table", lang).format(p=prime, n=other)
                + (_(".", lang) if symbol else _(": no shared times-table row, and the symbols differ.", lang))
            )
        else:
            say.append(
                _("{a} and {b} share no times-table row: their greatest common divisor is 1", lang).format(a=a, b=b)
                + (_(".", lang) if symbol else _("; and the symbols differ.", lang))
            )
    if symbol:
        if level == 2:
            say.append(
                _("Both cards are {symbol}: they fit double, so you may play one more card.", lang).format(
                    symbol=_symbol(c.suit, lang)
                )
            )
        else:
            say.append(_("Both cards are {symbol}.", lang).format(symbol=_symbol(c.suit, lang)))
    fits = level > 0
    say.append(
        (_("So {card} fits on {on}.", lang) if fits else _("So {card} does not fit on {on}.", lang)).format(**names)
    )
    return Explanation(c, top, wish, banned, lang, fits, level == 2, g, rows, tuple(say))


def _is_prime(n: int) -> bool:
    return n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))
