"""Why a NumNum card fits, or not: the mathematics in words and pictures.

The decision is plain integer arithmetic (:mod:`numnum.arithmetic`); sympy only builds the prime
factorisations for display, and is imported the first time a notebook shows one.  In the
no-install site (Pyodide in the browser, ``make lite``) sympy is not loaded with numnum: the
first explanation asks Pyodide for it, and until it is there the same factorisations come from
:func:`numnum.arithmetic.prime_factors` (see :func:`_factorint`).

>>> e = explain("C12", "T18")
>>> e.fits, e.double, e.gcd, e.rows
(True, False, 6, (2, 3, 6))
>>> print(e)
12 and 18 are both in the 2-, 3- and 6-times tables. So circle 12 fits on triangle 18.
>>> print(explain("H7", "T30"))
7 is a prime number and 30 is not in the 7-times table. The symbols are different too.
So heart 7 does not fit on triangle 30.
>>> print(explain("H4", "C8", bans={2}, lang="de"))
Das 2er-Verbot sperrt die 2er-Reihe, aber 4 und 8 sind beide in der 4er-Reihe. Also passt das Herz 4 auf den Kreis 8.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from contextvars import ContextVar
from math import gcd

from numnum.arithmetic import _as_card, ban_mask, check_bans, fit_level, is_prime, prime_factors, read_top, rows_of
from numnum.card_names import card_name, the_card
from numnum.cards import Card, Kind
from numnum.display import picture
from numnum.glossary import lesson_of
from numnum.i18n import check_lang, translate_plural
from numnum.i18n import translate as _

__all__ = ["DOUBLE_LESSON", "GCD_LESSON", "JOKER_LESSON", "PRIME_LESSON", "Explanation", "explain", "lesson_words"]

#: The lessons (``level``) that teach the greatest common divisor, prime numbers, fitting double
#: and the jokers (see :mod:`numnum.glossary`): before them an explanation does not use these words.
GCD_LESSON = lesson_of("gcd")
PRIME_LESSON = lesson_of("prime")
DOUBLE_LESSON = lesson_of("double")
JOKER_LESSON = lesson_of("joker")

#: The lesson whose words :func:`explain` keeps to when it is given no ``level`` (see :func:`lesson_words`).
_LESSON: ContextVar[int | None] = ContextVar("numnum_lesson_words", default=None)


def _check_level(level: object) -> int | None:
    if level is not None and (isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= 10):
        raise ValueError(f"level must be a lesson from 1 to 10 or None, not {level!r}")
    return level


@contextlib.contextmanager
def lesson_words(level: int | None) -> Iterator[None]:
    """Inside the ``with`` block, :func:`explain` without a ``level`` keeps to the words of
    lesson ``level`` (``None``: every word).  The card table of a lesson's round explains its
    moves in this block, through the engine's reasons, which know nothing of lessons.

    >>> with lesson_words(2):
    ...     print(explain("H7", "T30"))
    7 and 30 are in no times table together. The symbols are different too. So heart 7 does not fit on triangle 30.
    >>> "prime" in str(explain("H7", "T30"))
    True
    """
    token = _LESSON.set(_check_level(level))
    try:
        yield
    finally:
        _LESSON.reset(token)


_SYMBOL_MARKS = {"C": "●", "T": "▲", "S": "■", "H": "♥"}


def _and(items: list[str], lang: str, article: bool = False) -> str:
    """ "a, b and c"; with ``article`` each item after the first gets "the" ("das")."""
    if len(items) == 1:
        return items[0]
    the = _("the", lang) + " " if article else ""
    rest = [the + item for item in items[1:]]
    return ", ".join([items[0], *rest[:-1]]) + " " + _("and", lang) + " " + rest[-1]


def _rows_text(rows: Iterable[int], lang: str) -> str:
    """ "2-, 3- and 6-times tables" / "2er-, 3er- und 6er-Reihe"."""
    rows = list(rows)
    if lang == "de":
        return _and([f"{r}er-" for r in rows[:-1]] + [f"{rows[-1]}er-Reihe"], lang)
    if len(rows) == 1:
        return f"{rows[0]}-times table"
    return _and([f"{r}-" for r in rows[:-1]] + [f"{rows[-1]}-times tables"], lang)


def _ban(r: int, lang: str) -> str:
    return f"{r}er-Verbot" if lang == "de" else f"{r}-ban"


def _symbol(s: str, lang: str) -> str:
    """ "the heart ♥" / "das Symbol Herz ♥"."""
    names = {
        "C": _("the circle", lang),
        "T": _("the triangle", lang),
        "S": _("the square", lang),
        "H": _("the heart", lang),
    }
    return names[s] + " " + _SYMBOL_MARKS[s]


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
    #: the lesson whose words the reason keeps to (``None``: all of them), see :func:`explain`
    level: int | None = None

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
        """The reason with the prime factorisations and the gcd (LaTeX; the factors are sympy's,
        see :func:`_factorint`)."""
        mark = "✓" if self.fits else "✗"
        verdict = _("fits double", self.lang) if self.double else _("fits", self.lang)
        if not self.fits:
            verdict = _("does not fit", self.lang)
        card, on = card_name(self.card, self.lang), card_name(self.on, self.lang)
        lines = [f"**{card} → {on}: {verdict}** {mark}", ""]
        a, b = self.card.number, self.on.number
        if self.card.kind is Kind.NUMBER and self.on.kind is Kind.NUMBER and a is not None and b is not None:
            powers = self.level is None
            lines += [f"- ${a} = {_factor_latex(a, powers)}$", f"- ${b} = {_factor_latex(b, powers)}$"]
            g = gcd(a, b)
            common = _factor_latex(g, powers)
            if self.level is None or self.level >= GCD_LESSON:
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
        """The times-table rows of both numbers as a strip; shared rows are highlighted (see
        :func:`numnum.render.strip.rows_strip`)."""
        return picture("explanation", self)


def _factor_latex(n: int, powers: bool = True) -> str:
    """``12`` -> ``2^{2} \\cdot 3`` (sympy's factorint); without ``powers`` ``2 \\cdot 2 \\cdot 3``."""
    if n == 1:
        return "1"
    items = sorted(_factorint(n).items())
    if not powers:
        return " \\cdot ".join(str(p) for p, e in items for _ in range(e))
    return " \\cdot ".join(f"{p}^{{{e}}}" if e > 1 else str(p) for p, e in items)


#: sympy in the browser: what Pyodide answered when it was asked to load sympy (its promise), once.
_SYMPY_ASKED: list[object] = []


def _factorint(n: int) -> dict[int, int]:
    """The prime factors of ``n`` and how often each divides it: sympy's ``factorint``.

    In the no-install site sympy comes when it is first needed: without it in the browser
    (``sys.platform == "emscripten"``), Pyodide is asked once to load it (in the background,
    while the page goes on) and the same factorisation is counted from
    :func:`numnum.arithmetic.prime_factors` meanwhile.  Elsewhere sympy is installed with numnum.

    >>> _factorint(360)
    {2: 3, 3: 2, 5: 1}
    """
    try:
        from sympy import factorint as sympy_factorint
    except ImportError:
        if sys.platform != "emscripten":
            raise
        _load_sympy_in_the_browser()
        return dict(sorted(Counter(prime_factors(n)).items()))
    return {int(p): int(e) for p, e in sympy_factorint(n).items()}


def _load_sympy_in_the_browser() -> None:
    """Ask Pyodide (once) to load sympy from the site; ``import sympy`` works when it is done."""
    importlib.invalidate_caches()  # sympy may have arrived since the last try: look again next time
    if _SYMPY_ASKED:
        return
    pyodide_js = importlib.import_module("pyodide_js")  # Pyodide's JavaScript API, in the browser only
    _SYMPY_ASKED.append(pyodide_js.loadPackage("sympy"))


def explain(
    card: Card | str, on: Card | str, bans: Iterable[int] = (), lang: str = "en", *, level: int | None = None
) -> Explanation:
    """Explain whether ``card`` may be played on ``on`` (NumNum) under the active ``bans``.

    ``on`` may be a wish card with its wish, ``"W H"``.  ``lang`` is ``"en"`` or ``"de"``.
    ``level`` is the lesson (1 to 10) whose words the reason keeps to (see :mod:`numnum.glossary`):
    before lesson :data:`PRIME_LESSON` it does not speak of prime numbers, before
    :data:`GCD_LESSON` of the gcd, before :data:`DOUBLE_LESSON` of fitting double, before
    :data:`JOKER_LESSON` of jokers, and with a level it writes 2 · 2 instead of powers.  ``None``
    (the default) uses every word, or those of the lesson of a surrounding :func:`lesson_words`.

    >>> "prime" in str(explain("H7", "T30", level=1)), "prime" in str(explain("H7", "T30", level=5))
    (False, True)
    >>> print(explain("H4", "H10", level=2))
    4 and 10 are both in the 2-times table. Both cards show the heart ♥ too, so you may play one
    more card. So heart 4 fits on heart 10.

    >>> e = explain("H4", "H10"); e.double, str(e)
    (True, '4 and 10 are both in the 2-times table. Both cards show the heart ♥: they fit double,
    so you may play one more card. So heart 4 fits on heart 10.')
    >>> print(explain("H6", "C10", bans={2}))
    6 and 10 are together only in the 2-times table, and the 2-ban blocks it. The symbols are
    different too. So heart 6 does not fit on circle 10.
    >>> print(explain("C20", "T30", bans={2, 5}))
    The 2-ban and the 5-ban block the 2- and 5-times tables, but 20 and 30 are both in the
    10-times table. So circle 20 fits on triangle 30.
    """
    lang = check_lang(lang)
    level = _LESSON.get() if level is None else _check_level(level)
    banned = check_bans(bans)
    mask = ban_mask(banned)
    c = _as_card(card, "card")
    top, wish = read_top(on)
    kind = c.kind
    if kind is Kind.BAN:
        row = c.number
        assert row is not None
        if row in banned:
            effect = _("It lifts the {ban}: the {row}-times table counts again.", lang)
        else:
            effect = _("It starts the {ban}: sharing only the {row}-times table is not enough any more.", lang)
        say = [
            _("On your turn a ban card may be played whatever the top card is, but never as your last card.", lang),
            effect.format(ban=_ban(row, lang), row=row),
        ]
        return Explanation(c, top, wish, banned, lang, True, False, None, (), tuple(say))
    if kind is Kind.WILD:
        say = [_("A wish card fits on every card. Then you wish a symbol.", lang)]
        return Explanation(c, top, wish, banned, lang, True, False, None, (), tuple(say))
    if top.kind is Kind.WILD:
        return _on_wish(c, top, wish, banned, lang)
    return dataclasses.replace(_on_number(c, top, banned, mask, lang, level), level=level)


def _on_wish(c: Card, top: Card, wish: str | None, banned: frozenset[int], lang: str) -> Explanation:
    say = []
    if wish is None:
        say.append(_("A wish card without a wish accepts every symbol.", lang))
        fits = True
    else:
        fits = c.suit == wish
        say.append(
            _("The wish is {symbol}: only cards with this symbol fit, and wish and ban cards.", lang).format(
                symbol=_symbol(wish, lang)
            )
        )
        if not fits and c.number == 1:
            say.append(_("The joker does not help: a wish card has no number.", lang))
    verdict = (
        _("So {card} fits on the wish card.", lang) if fits else _("So {card} does not fit on the wish card.", lang)
    )
    say.append(verdict.format(card=the_card(c, lang)))
    return Explanation(c, top, wish, banned, lang, fits, False, None, (), tuple(say))


def _on_number(c: Card, top: Card, banned: frozenset[int], mask: int, lang: str, lesson: int | None) -> Explanation:
    a, b = c.number, top.number
    assert a is not None and b is not None
    level = fit_level(c, top, None, mask)
    symbol = c.suit == top.suit
    g = gcd(a, b)
    shared = rows_of(g)
    rows = tuple(r for r in shared if r not in banned)
    blocked = [r for r in shared if r in banned]
    number_fit = a == 1 or b == 1 or bool(rows)
    say: list[str] = []
    if a == 1 or b == 1:
        if lesson is not None and lesson < JOKER_LESSON:
            say.append(_("Every number is in the 1-times table: 1 fits with every number.", lang))
        elif banned:
            say.append(_("1 is the joker: it fits with every number, even under a ban.", lang))
        else:
            say.append(_("1 is the joker: it fits with every number.", lang))
    elif rows and blocked:
        text = translate_plural(
            "The {bans} blocks the {blocked}, but {a} and {b} are both in the {shared}.",
            "The {bans} block the {blocked}, but {a} and {b} are both in the {shared}.",
            len(blocked),
            lang,
        )
        say.append(
            text.format(
                bans=_and([_ban(r, lang) for r in blocked], lang, article=True),
                blocked=_rows_text(blocked, lang),
                a=a,
                b=b,
                shared=_rows_text(rows, lang),
            )
        )
    elif rows:
        if a == b:
            say.append(
                _("Both cards show {a}, so they are both in the {rows}.", lang).format(a=a, rows=_rows_text(rows, lang))
            )
        else:
            say.append(_("{a} and {b} are both in the {rows}.", lang).format(a=a, b=b, rows=_rows_text(rows, lang)))
    elif shared:
        say.append(
            _("{a} and {b} are together only in the {row}-times table, and the {ban} blocks it.", lang).format(
                a=a, b=b, row=shared[0], ban=_ban(shared[0], lang)
            )
        )
    else:
        taught = lesson is None or lesson >= PRIME_LESSON
        prime = next((n for n in (a, b) if is_prime(n)), None) if taught else None
        if prime is not None:
            other = b if prime == a else a
            say.append(_("{p} is a prime number and {n} is not in the {p}-times table.", lang).format(p=prime, n=other))
        else:
            say.append(_("{a} and {b} are in no times table together.", lang).format(a=a, b=b))
    if symbol and number_fit:
        if lesson is not None and lesson < DOUBLE_LESSON:
            double = _("Both cards show {symbol} too, so you may play one more card.", lang)
        else:
            double = _("Both cards show {symbol}: they fit double, so you may play one more card.", lang)
        say.append(double.format(symbol=_symbol(c.suit, lang)))
    elif symbol:
        say.append(_("But both cards show {symbol}.", lang).format(symbol=_symbol(c.suit, lang)))
    elif not number_fit:
        say.append(_("The symbols are different too.", lang))
    fits = level > 0
    verdict = _("So {card} fits on {on}.", lang) if fits else _("So {card} does not fit on {on}.", lang)
    say.append(verdict.format(card=the_card(c, lang), on=the_card(top, lang)))
    return Explanation(c, top, None, banned, lang, fits, level == 2, g, rows, tuple(say))
