"""Quiz questions with instant feedback, for lessons and teachers' own notebooks.

Two layers, as everywhere in numnum: plain functions decide whether an answer is right and say
why (:func:`check_choice`, :func:`check_fit`, :func:`check_number`, :func:`check_divisors`,
:func:`row_sentence`), and thin `ipywidgets <https://ipywidgets.readthedocs.io>`_ shells connect
them to big buttons and text boxes (:func:`choice_question`, :func:`fit_question`,
:func:`fit_quiz`, :func:`number_question`, :func:`divisors_question`, :func:`row_explorer`,
:func:`picture_explorer`).  Every text is English or German (``lang="en"`` / ``"de"``).

The checks take the number of the attempt: a first wrong answer gets a hint, a second one the
full reason with its picture.  A right answer always gets the reason.  Bad arguments raise a
clear ``ValueError``; what a child types wrongly ("1.5", "twelve") gets friendly feedback instead.

A widget made with a ``key`` remembers its answers in the running kernel: running its cell again
shows the same feedback and score, and counts the tries on (:func:`forget` starts it afresh).

>>> f = check_fit("H4", "C8", "fits")
>>> f.correct, f.text
(True, 'Right! 4 and 8 are both in the 2- and 4-times tables. So heart 4 fits on circle 8.')
>>> print(check_number("13", 12, lang="de").text)
Nicht ganz: 13 ist zu groß. Versuch es noch einmal!
>>> print(check_divisors("2 3 5", 12).text)
Not quite. 5 is not a divisor of 12: 12 = 2 × 5 + 2. You found 2 and 3; 4 more are missing.
Try again!
>>> check_divisors("1, 2", 10**12)
Traceback (most recent call last):
...
ValueError: n must be a whole number from 1 to 1000000000, not 1000000000000

In a notebook (``ipywidgets`` is imported only here)::

    from numnum.teaching.questions import fit_question
    fit_question("H4", "C8", bans={2}, lang="de")
"""

from __future__ import annotations

import dataclasses
import importlib
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from html import escape
from typing import Any

from numnum.arithmetic import divisors
from numnum.card_names import card_name, the_card
from numnum.cards import Card, Kind
from numnum.explanations import Explanation, explain
from numnum.i18n import check_lang, translate_plural
from numnum.i18n import translate as _
from numnum.teaching.pictures import card_picture

__all__ = [
    "FIT_ANSWERS",
    "Feedback",
    "Widget",
    "and_list",
    "answers",
    "bans_sentence",
    "card_words",
    "check_choice",
    "check_divisors",
    "check_fit",
    "check_number",
    "check_picks",
    "choice_question",
    "divisors_prompt",
    "divisors_question",
    "fit_answer",
    "fit_labels",
    "fit_prompt",
    "fit_question",
    "fit_quiz",
    "forget",
    "gcd_mistakes",
    "in_words",
    "lcm_mistakes",
    "number_question",
    "on_answer",
    "pick_question",
    "picture_explorer",
    "product_text",
    "read_number",
    "read_numbers",
    "restore",
    "row_explorer",
    "row_sentence",
    "rows_picture",
    "score_text",
    "times_sign",
    "typed_box",
]

#: An ipywidgets widget (ipywidgets has no type information, so this is ``Any``).
Widget = Any

#: The answers to "does this card fit?": does not fit, fits, fits double.
FIT_ANSWERS = ("no", "fits", "double")

_MARKS = {True: "✓", False: "✗", None: "?"}

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


def rows_picture(e: Explanation) -> str:
    """The rows strip of an explanation (its ``_repr_svg_``; its title names the cards in words)."""
    return e._repr_svg_()


# --- multiple choice ---------------------------------------------------------------------------


def check_choice(
    chosen: str,
    answer: str,
    *,
    reason: str = "",
    hints: Mapping[str, str] | None = None,
    attempt: int = 1,
    reason_picture: str = "",
    lang: str = "en",
) -> Feedback:
    """Check a multiple-choice answer.

    ``reason`` explains the right answer (said when it is chosen, and after a second wrong
    try, with ``reason_picture``); ``hints`` may say for a wrong option why it is wrong.

    >>> check_choice("13", "12", reason="12 = 4 × 3.", hints={"13": "13 = 4 × 3 + 1."}).text
    'Not quite. 13 = 4 × 3 + 1. Try again!'
    >>> check_choice("12", "12", reason="12 = 4 × 3.").text
    'Right! 12 = 4 × 3.'
    """
    lang = check_lang(lang)
    _str(chosen, "chosen")
    _str(answer, "answer")
    attempt = _attempt(attempt)
    if chosen == answer:
        return Feedback(True, _right(reason, lang), reason_picture)
    return Feedback(
        False, _wrong((hints or {}).get(chosen, ""), reason, attempt, lang), reason_picture if attempt >= 2 else ""
    )


#: The most options a "choose all that are right" question may have.
MAX_PICKS = 12


def _picks(chosen: object, options: Sequence[str]) -> tuple[str, ...]:
    """``chosen`` as the options picked, in the order of ``options``; ``ValueError`` otherwise."""
    if isinstance(chosen, str) or not isinstance(chosen, Iterable):
        raise ValueError(f"chosen must be a list of options, not {chosen!r}")
    picked = list(chosen)
    if any(not isinstance(c, str) or c not in options for c in picked):
        raise ValueError(f"chosen must name options of {list(options)!r}, not {picked!r}")
    return tuple(o for o in options if o in picked)


def _check_options(options: Sequence[str], right: Iterable[str]) -> tuple[tuple[str, ...], frozenset[str]]:
    if isinstance(options, str) or not 2 <= len(options) <= MAX_PICKS:
        raise ValueError(f"options must be 2 to {MAX_PICKS} texts, not {options!r}")
    opts = tuple(_str(o, "an option") for o in options)
    if len(set(opts)) != len(opts):
        raise ValueError(f"the options must differ from each other, not {list(opts)!r}")
    good = frozenset(right)
    if not good <= set(opts):
        raise ValueError(f"the right options {sorted(good)!r} must be among the options {list(opts)!r}")
    return opts, good


def check_picks(
    chosen: Iterable[str],
    options: Sequence[str],
    right: Iterable[str],
    *,
    reasons: Mapping[str, str] | None = None,
    reason: str = "",
    attempt: int = 1,
    reason_picture: str = "",
    lang: str = "en",
) -> Feedback:
    """Check a "choose all that are right" answer: ``chosen`` are the options picked, ``right``
    the ones that are right.

    An option picked wrongly gets its reason from ``reasons`` at once (that is what the pupil
    thought); the ones left out are only counted at the first try, and ``reason`` (with
    ``reason_picture``) says everything from the second one on.  Nothing picked cannot be read.

    >>> why = {"9": "9 = 3 × 3.", "7": "7 has only the divisors 1 and 7.", "5": "5 is a prime number."}
    >>> check_picks(["7", "9"], ["7", "9", "5"], ["7", "5"], reasons=why).text
    'Not quite. 9 = 3 × 3. 1 more is right. Try again!'
    >>> check_picks(["7", "5"], ["7", "9", "5"], ["7", "5"], reason="7 and 5 are prime numbers.").text
    'Right! 7 and 5 are prime numbers.'
    >>> check_picks([], ["7", "9"], ["7"]).correct is None
    True
    """
    lang = check_lang(lang)
    opts, good = _check_options(options, right)
    picked = _picks(chosen, opts)
    attempt = _attempt(attempt)
    if not picked:
        return Feedback(None, _("Choose your answers first, then click Check.", lang))
    if set(picked) == good:
        return Feedback(True, _right(reason, lang), reason_picture)
    parts = [_("Not quite.", lang)]
    parts += [(reasons or {}).get(o, "") for o in picked if o not in good]
    missing = len(good - set(picked))
    if missing:
        parts.append(translate_plural("{n} more is right.", "{n} more are right.", missing, lang).format(n=missing))
    parts.append(reason if attempt >= 2 and reason else _("Try again!", lang))
    return Feedback(False, " ".join(x for x in parts if x), reason_picture if attempt >= 2 else "")


# --- does this card fit? -----------------------------------------------------------------------


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card, "numnum")


def fit_answer(card: Card | str, on: Card | str, *, bans: Iterable[int] = (), double: bool = False) -> str:
    """The right answer to "does ``card`` fit on ``on``?": one of :data:`FIT_ANSWERS`.

    Without ``double`` a double fit is just ``"fits"``.

    >>> fit_answer("H4", "H10"), fit_answer("H4", "H10", double=True), fit_answer("H7", "T30")
    ('fits', 'double', 'no')
    """
    e = explain(card, on, bans)
    if not e.fits:
        return "no"
    return "double" if double and e.double else "fits"


def check_fit(
    card: Card | str,
    on: Card | str,
    said: str,
    *,
    bans: Iterable[int] = (),
    double: bool = False,
    attempt: int = 1,
    level: int | None = None,
    lang: str = "en",
) -> Feedback:
    """Check an answer to "does ``card`` fit on ``on``?"; the reason is :func:`numnum.explain`'s
    (with ``level``, in the words the lesson of that number has taught).

    ``said`` is one of :data:`FIT_ANSWERS`.  A first wrong answer gets a hint (what to look
    at); from the second one on, and for a right answer, the reason comes with its picture: the
    strip of the two numbers' times-table rows (for two number cards).

    >>> f = check_fit("H6", "C10", "fits", bans={2})
    >>> f.correct, f.text
    (False, 'Not quite. Is there a times table that 6 and 10 are both in? Active bans: 2-ban. Try again!')
    >>> f = check_fit("H6", "C10", "fits", bans={2}, attempt=2)
    >>> print(f.text)
    Not quite. 6 and 10 are together only in the 2-times table, and the 2-ban blocks it.
    The symbols are different too. So heart 6 does not fit on circle 10.
    >>> 'class="banned"' in f.picture
    True
    """
    lang = check_lang(lang)
    if not isinstance(said, str) or said not in FIT_ANSWERS:
        raise ValueError(f"said must be one of {', '.join(FIT_ANSWERS)}, not {said!r}")
    attempt = _attempt(attempt)
    e = explain(card, on, bans, lang=lang, level=level)
    right = fit_answer(card, on, bans=bans, double=double)
    picture = ""
    if e.card.kind is Kind.NUMBER and e.on.kind is Kind.NUMBER:
        picture = rows_picture(e)
    reason = str(e)
    if said == right:
        return Feedback(True, _right(reason, lang), picture)
    if attempt >= 2:
        return Feedback(False, " ".join((_("Not quite.", lang), reason)), picture)
    return Feedback(False, " ".join((_("Not quite.", lang), _fit_hint(e, said, right, lang), _("Try again!", lang))))


def _fit_hint(e: Explanation, said: str, right: str, lang: str) -> str:
    """What to look at, without giving the answer away."""
    if said == "double" and right == "fits":
        return _("It fits, but not double: for a double fit the symbol and the number must both fit.", lang)
    if said == "fits" and right == "double":
        return _("It fits even better: look at the symbols too.", lang)
    if e.card.kind is not Kind.NUMBER:
        return _("Think of what this special card may do.", lang)
    if e.on.kind is not Kind.NUMBER:
        return _("Look at the wish: which symbol is wished?", lang)
    if 1 in (e.card.number, e.on.number):
        return _("Remember what the 1 can do.", lang)
    hint = _("Is there a times table that {a} and {b} are both in?", lang).format(a=e.card.number, b=e.on.number)
    if e.bans:
        names = ", ".join(f"{r}er-Verbot" if lang == "de" else f"{r}-ban" for r in sorted(e.bans))
        hint += " " + _("Active bans: {bans}.", lang).format(bans=names)
    elif said == "no":
        hint += " " + _("And look at the symbols.", lang)
    return hint


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


# --- numbers -----------------------------------------------------------------------------------


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


def and_list(items: Iterable[object], lang: str = "en") -> str:
    """``items`` said as a list: ``1, 2 and 3`` (``1, 2 und 3`` in German).

    >>> and_list([1, 2, 3], "de"), and_list([7])
    ('1, 2 und 3', '7')
    """
    words = [str(x) for x in items]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " " + _("and", lang) + " " + words[-1]


def check_number(
    typed: str,
    answer: int,
    *,
    reason: str = "",
    attempt: int = 1,
    mistakes: Mapping[int, str] | None = None,
    lang: str = "en",
) -> Feedback:
    """Check a typed number: a known mistake gets its own answer (``mistakes``: wrong number ->
    what it means, see :func:`gcd_mistakes` and :func:`lcm_mistakes`), any other number "too small"
    or "too big"; the reason comes after the second try.

    >>> check_number("12", 12, reason="4 × 3 = 12.").text
    'Right! 4 × 3 = 12.'
    >>> check_number("10", 12, reason="4 × 3 = 12.", attempt=2).text
    'Not quite: 10 is too small. 4 × 3 = 12.'
    >>> check_number("24", 12, mistakes=lcm_mistakes(4, 6)).text
    'Not quite. 4 × 6 = 24 is a meeting point, but not the first: the rows meet before. Try again!'
    >>> check_number("zwölf", 12).correct is None
    True
    """
    lang = check_lang(lang)
    answer = _whole(answer, "answer", -(10**12), 10**12)
    attempt = _attempt(attempt)
    n = read_number(typed)
    if n is None:
        return Feedback(None, _("Type a whole number with digits, like 12.", lang))
    if n == answer:
        return Feedback(True, _right(reason, lang))
    more = reason if attempt >= 2 and reason else _("Try again!", lang)
    known = (mistakes or {}).get(n)
    if known:
        return Feedback(False, " ".join((_("Not quite.", lang), known, more)))
    size = _("Not quite: {n} is too small.", lang) if n < answer else _("Not quite: {n} is too big.", lang)
    return Feedback(False, size.format(n=n) + " " + more)


def gcd_mistakes(a: int, b: int, lang: str = "en", *, lcm_taught: bool = True) -> dict[int, str]:
    """The typical wrong answers to "the greatest common divisor of ``a`` and ``b``", each with
    what it means: the lcm for the gcd (gcd and lcm swapped), the product, a common divisor that
    is not the greatest (1 too), one of the numbers that does not divide the other.  For
    :func:`check_number`'s ``mistakes``.  Before the lcm is taught (``lcm_taught=False``, the
    lessons before lesson 9) the lcm is a multiple of both, without its name.

    >>> print(gcd_mistakes(12, 18)[36])
    36 is in the 12-row and in the 18-row: a common multiple (that is the lcm), not a divisor.
    The gcd divides both numbers, so it is at most 12.
    >>> print(gcd_mistakes(12, 18, lcm_taught=False)[36])
    36 is in the 12-row and in the 18-row: a multiple of both, not a divisor.
    The gcd divides both numbers, so it is at most 12.
    >>> print(gcd_mistakes(12, 18)[3])
    3 divides 12 and 18, but it is not the greatest common divisor: look for a bigger one.
    >>> sorted(gcd_mistakes(12, 18))
    [1, 2, 3, 12, 18, 36, 216]
    """
    lang = check_lang(lang)
    a, b = _whole(a, "a", 1, 10**6), _whole(b, "b", 1, 10**6)
    g, low = math.gcd(a, b), min(a, b)
    out: dict[int, str] = {}
    for d in divisors(g):
        if d == 1 and g > 1:
            out[1] = _("1 divides every number. Do {a} and {b} share a bigger divisor?", lang).format(a=a, b=b)
        elif d < g:
            out[d] = _(
                "{d} divides {a} and {b}, but it is not the greatest common divisor: look for a bigger one.", lang
            ).format(d=d, a=a, b=b)
    if lcm_taught:
        multiple = _(
            "{m} is in the {a}-row and in the {b}-row: a common multiple (that is the lcm), not a divisor. "
            "The gcd divides both numbers, so it is at most {low}.",
            lang,
        )
    else:
        multiple = _(
            "{m} is in the {a}-row and in the {b}-row: a multiple of both, not a divisor. "
            "The gcd divides both numbers, so it is at most {low}.",
            lang,
        )
    for m in (math.lcm(a, b), a * b):
        if m != g and m not in out:
            out[m] = multiple.format(m=m, a=a, b=b, low=low)
    for x, y in ((a, b), (b, a)):
        if x != g and x not in out:
            q, r = divmod(y, x)
            out[x] = _("{x} is a divisor of {x}, but not of {y}: {y} = {q} × {x} + {r}.", lang).format(
                x=x, y=y, q=q, r=r
            )
    return out


def lcm_mistakes(a: int, b: int, lang: str = "en") -> dict[int, str]:
    """The typical wrong answers to "the least common multiple of ``a`` and ``b``" (where the
    ``a``-row and the ``b``-row meet first), each with what it means: the product and other
    common multiples (meeting points, but not the first), the gcd for the lcm (gcd and lcm
    swapped), one of the numbers that is not in the other's row.  For :func:`check_number`'s
    ``mistakes``.

    >>> print(lcm_mistakes(4, 6)[24])
    4 × 6 = 24 is a meeting point, but not the first: the rows meet before.
    >>> print(lcm_mistakes(4, 6, "de")[2])
    2 ist ein Teiler beider Zahlen (ihr ggT). Das kgV ist in beiden Reihen, also mindestens 6.
    >>> sorted(lcm_mistakes(4, 6))
    [2, 4, 6, 24, 36]
    """
    lang = check_lang(lang)
    a, b = _whole(a, "a", 1, 10**6), _whole(b, "b", 1, 10**6)
    g, m = math.gcd(a, b), math.lcm(a, b)
    out: dict[int, str] = {}
    if a * b != m:
        out[a * b] = _("{a} × {b} = {p} is a meeting point, but not the first: the rows meet before.", lang).format(
            a=a, b=b, p=a * b
        )
    for k in (2, 3):
        if k * m not in out:
            out[k * m] = _(
                "{n} is in both rows, a meeting point, but not the first: look for a smaller one.", lang
            ).format(n=k * m)
    if g != m:
        out[g] = _(
            "{g} divides both numbers (it is their gcd). The lcm is in both rows, so it is at least {high}.", lang
        ).format(g=g, high=max(a, b))
    for x, y in ((a, b), (b, a)):
        if x != m and x not in out:
            out[x] = _("{x} is in the {x}-row, but not in the {y}-row. Look further along both rows.", lang).format(
                x=x, y=y
            )
    return out


def times_sign(lang: str = "en") -> str:
    """The multiplication sign: × in English, · in German."""
    return "·" if check_lang(lang) == "de" else "×"


def product_text(factors: Iterable[int], lang: str = "en") -> str:
    """A product written out: ``2 × 2 × 3`` (``2 · 2 · 3`` in German).

    >>> product_text([2, 2, 3], "de")
    '2 · 2 · 3'
    """
    return f" {times_sign(lang)} ".join(str(f) for f in factors)


def _divisor_reason(m: int, n: int, lang: str) -> str:
    if m < 1:
        return _("{m} is not a divisor of {n}: divisors are whole numbers from 1 to {n}.", lang).format(m=m, n=n)
    if m > n and m % n == 0:  # a multiple given for a divisor
        return _(
            "{m} = {k} × {n} is a multiple of {n}, not a divisor: a divisor goes into {n}, so it is at most {n}.", lang
        ).format(m=m, n=n, k=m // n)
    if m > n:
        return _("{m} is not a divisor of {n}: it is bigger than {n}.", lang).format(m=m, n=n)
    q, r = divmod(n, m)
    return _("{m} is not a divisor of {n}: {n} = {q} × {m} + {r}.", lang).format(m=m, n=n, q=q, r=r)


def check_divisors(typed: str, n: int, *, include_one: bool = True, attempt: int = 1, lang: str = "en") -> Feedback:
    """Check a list of all divisors of ``n`` (with or without 1); wrong numbers get their remainder.

    The typical mistakes get their own answer: 1 left out (or, for the rows, counted as a row),
    ``n`` itself left out, a multiple of ``n`` given for a divisor.

    >>> check_divisors("1, 2, 3, 4, 6, 12", 12).text
    'Right! 12 = 1 × 12 = 2 × 6 = 3 × 4: the divisors of 12 are 1, 2, 3, 4, 6 and 12.'
    >>> print(check_divisors("2 3 4 6", 12, include_one=False, attempt=2).text)
    Not quite. You found 2, 3, 4 and 6; 1 more is missing. Do not forget 12 itself: 12 = 1 × 12.
    The divisors of 12 come in pairs: 12 = 2 × 6 = 3 × 4 = 1 × 12.
    >>> print(check_divisors("1, 2, 4, 5, 10, 20", 20, include_one=False).text)
    Not quite. 1 is a divisor of 20, but the 1-row is not a row of the game: rows start at 2.
    Try again!
    >>> check_divisors("2 4 5 10 20", 20, include_one=False).text
    'Right! 20 = 1 × 20 = 2 × 10 = 4 × 5: the rows that 20 is in are 2, 4, 5, 10 and 20.'
    >>> print(check_divisors("2 3 4 6 12 24", 12).text)
    Not quite. 24 = 2 × 12 is a multiple of 12, not a divisor: a divisor goes into 12, so it is at most 12.
    You found 2, 3, 4, 6 and 12; 1 more is missing. Do not forget 1: every number is 1 × itself. Try again!
    """
    lang = check_lang(lang)
    n = _whole(n, "n")
    attempt = _attempt(attempt)
    numbers = read_numbers(typed)
    if numbers is None:
        return Feedback(None, _("Type whole numbers with digits, separated by commas, like 2, 3, 4.", lang))
    divs = [d for d in divisors(n) if include_one or d > 1]
    pairs = [(d, n // d) for d in divs if d * d <= n and d > 1]
    shown = sorted(set(numbers))
    wrong = [m for m in shown if m not in divs]
    found = [m for m in shown if m in divs]
    missing = len(divs) - len(found)
    if not wrong and not missing:
        products = " = ".join(f"{a} {times_sign(lang)} {b}" for a, b in [(1, n), *pairs])
        if include_one:
            say = _("{n} = {products}: the divisors of {n} are {divisors}.", lang)
        else:
            say = _("{n} = {products}: the rows that {n} is in are {divisors}.", lang)
        return Feedback(True, _right(say.format(n=n, products=products, divisors=and_list(divs, lang)), lang))
    parts = [_("Not quite.", lang)]
    for m in wrong:
        if m == 1:  # wrong only when 1 is left out: 1 divides every number
            parts.append(
                _("1 is a divisor of {n}, but the 1-row is not a row of the game: rows start at 2.", lang).format(n=n)
            )
        else:
            parts.append(_divisor_reason(m, n, lang))
    if found and missing:
        text = translate_plural(
            "You found {found}; {missing} more is missing.",
            "You found {found}; {missing} more are missing.",
            missing,
            lang,
        )
        parts.append(text.format(found=and_list(found, lang), missing=missing))
    elif missing:
        text = translate_plural("{missing} divisor is missing.", "{missing} divisors are missing.", missing, lang)
        parts.append(text.format(missing=missing))
    ends = [d for d in dict.fromkeys((1, n)) if d in divs and d not in found]
    if ends and len(ends) == missing:  # only 1 or the number itself left out: the typical mistakes
        if 1 in ends:
            parts.append(_("Do not forget 1: every number is 1 × itself.", lang))
        if n in ends and n > 1:
            parts.append(_("Do not forget {n} itself: {n} = 1 × {n}.", lang).format(n=n))
    if attempt >= 2 and missing:
        products = " = ".join(f"{a} {times_sign(lang)} {b}" for a, b in [*pairs, (1, n)])
        parts.append(_("The divisors of {n} come in pairs: {n} = {products}.", lang).format(n=n, products=products))
    elif attempt < 2:
        parts.append(_("Try again!", lang))
    return Feedback(False, " ".join(parts))


def row_sentence(n: int, row: int, *, lang: str = "en") -> str:
    """Whether ``n`` is in the ``row``-times table, said with a multiplication.

    >>> row_sentence(12, 3)
    '12 is in the 3-times table: 4 × 3 = 12.'
    >>> row_sentence(13, 3)
    '13 is not in the 3-times table: 4 × 3 = 12 and 5 × 3 = 15. 13 lies in between.'
    >>> row_sentence(13, 3, lang="de")
    '13 ist nicht in der 3er-Reihe: 4 · 3 = 12 und 5 · 3 = 15. 13 liegt dazwischen.'
    """
    lang = check_lang(lang)
    n, row = _whole(n, "n"), _whole(row, "row")
    k = n // row
    if n % row == 0:
        return _("{n} is in the {row}-times table: {k} × {row} = {n}.", lang).format(n=n, row=row, k=k)
    return _(
        "{n} is not in the {row}-times table: {k} × {row} = {low} and {k1} × {row} = {high}. {n} lies in between.", lang
    ).format(n=n, row=row, k=k, low=k * row, k1=k + 1, high=(k + 1) * row)


# --- widgets (thin shells) -----------------------------------------------------------------------


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


@dataclasses.dataclass
class _Answers:
    """What one question widget has been answered so far (kept under its key)."""

    key: str | None = None  #: where it is kept (``None``: nowhere)
    tries: int = 0  #: answers that could be read
    first: bool | None = None  #: whether the first of them was right
    solved: bool = False  #: whether a right answer was given
    said: str | tuple[str, ...] | None = None  #: the last answer that could be read (options picked: a tuple)
    feedback: str = ""  #: the feedback shown (HTML); empty: made again from ``said``


_MEMORY: dict[str, _Answers] = {}
#: The widget on show for each key: it shows its answers again (after :func:`restore`).
_VIEWS: dict[str, Callable[[], None]] = {}
#: Called with the key after every answer to a question with a key (see :func:`on_answer`).
_LISTENERS: list[Callable[[str], None]] = []
#: Keys are short texts of letters, digits and ``/-_.``.
_KEY = re.compile(r"[\w./-]{1,200}")


def _check_key(key: object) -> str:
    if not isinstance(key, str) or not _KEY.fullmatch(key):
        raise ValueError(f"a key must be 1 to 200 letters, digits or /-_. , not {key!r:.80}")
    return key


def _answers(key: str | None) -> _Answers:
    """The answers kept under ``key`` (a fresh record without a key)."""
    if key is None:
        return _Answers()
    _str(key, "key")
    return _MEMORY.setdefault(key, _Answers(key))


def forget(key: str) -> None:
    """Forget the answers of the question (or quiz) kept under ``key``: it starts afresh.

    >>> forget("lesson-1/q1")
    """
    _str(key, "key")
    for k in [k for k in _MEMORY if k == key or k.startswith(key + "/")]:
        del _MEMORY[k]


def _record(state: _Answers, result: Feedback, said: str | tuple[str, ...]) -> None:
    if result.correct is not None:
        state.tries += 1
        if state.first is None:
            state.first = result.correct
        state.solved = state.solved or result.correct
        state.said = said
    state.feedback = result.html()
    if result.correct is not None and state.key is not None:
        for listener in list(_LISTENERS):
            listener(state.key)


def on_answer(listener: Callable[[str], None]) -> None:
    """Call ``listener(key)`` after every answer (that could be read) to a question made with a
    ``key``: the lessons keep the answers of their pupil that way (see :func:`answers`)."""
    if not callable(listener):
        raise ValueError(f"listener must be a function, not {listener!r}")
    if listener not in _LISTENERS:
        _LISTENERS.append(listener)


def answers(prefix: str) -> dict[str, dict[str, object]]:
    """What was answered under ``prefix`` (a key, and the keys below it: ``prefix/...``), as
    plain data that :func:`restore` takes back (JSON): tries, the first right or not, solved, and
    the last answer (never the feedback itself: it is made again from the answer).

    >>> w = number_question("3 × 4 = ?", 12, key="sheet/q1")
    >>> w.children[1].children[0].value = "12"
    >>> answers("sheet")
    {'sheet/q1': {'tries': 1, 'first': True, 'solved': True, 'said': '12'}}
    >>> forget("sheet")
    """
    _str(prefix, "prefix")
    out: dict[str, dict[str, object]] = {}
    for k, state in _MEMORY.items():
        if state.tries and (k == prefix or k.startswith(prefix + "/")):
            said = list(state.said) if isinstance(state.said, tuple) else state.said
            out[k] = {"tries": state.tries, "first": state.first, "solved": state.solved, "said": said}
    return out


def restore(key: str, record: Mapping[str, object]) -> None:
    """Take back what :func:`answers` gave for ``key``: the question remembers it, and its widget
    on show (if any) shows it at once, with its feedback made again.  A record that is not one
    raises ``ValueError`` saying what is wrong, and changes nothing.

    >>> restore("sheet/q2", {"tries": 2, "first": False, "solved": True, "said": "12"})
    >>> "Right!" in number_question("3 × 4 = ?", 12, key="sheet/q2").children[-1].value
    True
    >>> restore("sheet/q3", {"tries": -1, "first": None, "solved": False, "said": None})
    Traceback (most recent call last):
    ...
    ValueError: a kept answer is damaged: tries must be a whole number from 0 to 1000000, not -1
    >>> forget("sheet")
    """
    _check_key(key)
    if not isinstance(record, Mapping):
        raise ValueError(f"a kept answer must be a mapping, not {record!r:.80}")
    tries, first, solved, said = (record.get(k) for k in ("tries", "first", "solved", "said"))

    def damaged(what: str) -> ValueError:
        return ValueError(f"a kept answer is damaged: {what}")

    if isinstance(tries, bool) or not isinstance(tries, int) or not 0 <= tries <= 10**6:
        raise damaged(f"tries must be a whole number from 0 to 1000000, not {tries!r:.40}")
    if first not in (True, False, None) or (first is None) != (tries == 0):
        raise damaged(f"first must be true or false once answered, else null, not {first!r:.40}")
    if solved not in (True, False) or (solved and not tries) or (first and not solved):
        raise damaged(f"solved must be true or false, and true after a right first answer, not {solved!r:.40}")
    if (
        isinstance(said, list)
        and len(said) <= MAX_PICKS
        and all(isinstance(x, str) and len(x) <= MAX_TYPED for x in said)
    ):
        kept: str | tuple[str, ...] | None = tuple(said)
    elif (said is None and not tries) or (isinstance(said, str) and len(said) <= MAX_TYPED and tries):
        kept = said
    else:
        raise damaged(f"said must be the last answer (a short text or a list of them), not {said!r:.40}")
    state = _answers(key)
    state.tries, state.first, state.solved, state.said, state.feedback = tries, first, bool(solved), kept, ""
    view = _VIEWS.get(key)
    if view is not None:
        view()


def _again(state: _Answers, check: Callable[[Any, int], Feedback]) -> str:
    """The feedback of the last answer: as shown, or made again from the answer (after :func:`restore`)."""
    if not state.feedback and state.said is not None and state.tries:
        try:
            state.feedback = check(state.said, state.tries).html()
        except (ValueError, TypeError):  # an answer this question does not take (its text changed)
            state.feedback = ""
    return state.feedback


def _keep_view(key: str | None, show: Callable[[], None]) -> None:
    if key is not None:
        _VIEWS[key] = show
    show()


def choice_question(
    question: str,
    options: Sequence[str],
    answer: str,
    *,
    reason: str = "",
    hints: Mapping[str, str] | None = None,
    picture: str = "",
    reason_picture: str = "",
    key: str | None = None,
    lang: str = "en",
) -> Widget:
    """A multiple-choice question: one big button per option, feedback under them; after the
    right answer the buttons rest.

    ``picture`` is an optional SVG shown with the question, ``reason_picture`` one shown with
    the reason; ``key`` keeps the answers when the cell runs again.
    """
    lang = check_lang(lang)
    _str(question, "question")
    if answer not in options:
        raise ValueError(f"the answer {answer!r} must be one of the options {list(options)!r}")
    w = _w()
    feedback = _feedback_box(w)
    state = _answers(key)
    buttons = [_button(w, option) for option in options]

    def check(said: Any, attempt: int) -> Feedback:
        if said not in options:
            raise ValueError(f"{said!r} is not an option")
        return check_choice(
            said, answer, reason=reason, hints=hints, attempt=attempt, reason_picture=reason_picture, lang=lang
        )

    def show() -> None:
        feedback.value = _again(state, check)
        for b in buttons:
            b.disabled = state.solved

    def on_click(button: Any) -> None:
        if state.solved:
            return  # answered: the buttons rest
        _record(state, check(button.description, state.tries + 1), button.description)
        show()

    for b in buttons:
        b.on_click(on_click)
    _keep_view(key, show)
    head = [_html(w, f"<b>{escape(question)}</b>")]
    if picture:
        head.append(w.HTML(value=picture))
    return w.VBox([*head, w.HBox(buttons, layout=w.Layout(flex_flow="row wrap")), feedback])


def pick_question(
    question: str,
    options: Sequence[str],
    right: Iterable[str],
    *,
    reasons: Mapping[str, str] | None = None,
    reason: str = "",
    picture: str = "",
    reason_picture: str = "",
    key: str | None = None,
    lang: str = "en",
) -> Widget:
    """ "Choose all that are right": a toggle button per option, a Check button and the
    feedback (:func:`check_picks`).  Many options together are hard to guess: 5 options have
    32 ways to choose.  ``key`` keeps the answers when the cell runs again.
    """
    lang = check_lang(lang)
    _str(question, "question")
    opts, good = _check_options(options, right)
    w = _w()
    feedback = _feedback_box(w)
    state = _answers(key)
    toggles = [_toggle(w, o) for o in opts]
    check_button = _button(w, _("Check", lang))

    def check(said: Any, attempt: int) -> Feedback:
        return check_picks(
            said, opts, good, reasons=reasons, reason=reason, attempt=attempt, reason_picture=reason_picture, lang=lang
        )

    def show() -> None:
        feedback.value = _again(state, check)
        if isinstance(state.said, tuple):
            for t in toggles:
                t.value = t.description in state.said
        for b in (*toggles, check_button):
            b.disabled = state.solved

    def on_check(_button: Any) -> None:
        if state.solved:
            return
        said = tuple(t.description for t in toggles if t.value)
        result = check(said, state.tries + 1)
        _record(state, result, said)
        show()

    check_button.on_click(on_check)
    _keep_view(key, show)
    head = [_html(w, f"<b>{escape(question)}</b>")]
    if picture:
        head.append(w.HTML(value=picture))
    row = w.HBox([*toggles, check_button], layout=w.Layout(flex_flow="row wrap"))
    return w.VBox([*head, row, feedback])


def _toggle(w: Any, text: str) -> Any:
    """A big toggle button for an option of a "choose all" question: chosen, it turns green and
    shows a tick (not the colour alone)."""
    toggle = w.ToggleButton(
        value=False,
        description=text,
        tooltip=text,
        layout=w.Layout(width="auto", min_width="110px", height="52px", margin="4px"),
        style={"font_size": "20px", "font_weight": "bold"},
    )
    toggle.add_class("numnum-pick")

    def chosen(_change: Any = None) -> None:
        toggle.button_style = "success" if toggle.value else ""
        toggle.icon = "check" if toggle.value else ""

    toggle.observe(chosen, names="value")
    return toggle


def fit_labels(double: bool = False, lang: str = "en") -> dict[str, str]:
    """The answers of a "does it fit?" question, by their key (see :func:`fit_answer`), in the
    order of the buttons.

    >>> list(fit_labels(True, "de").values())
    ['Sie passt', 'Sie passt doppelt', 'Sie passt nicht']
    """
    labels = {"fits": _("It fits", lang)}
    if double:
        labels["double"] = _("It fits double", lang)
    labels["no"] = _("It does not fit", lang)
    return labels


def bans_sentence(bans: Iterable[int], lang: str = "en") -> str:
    """Which bans are active, said in a sentence (empty without bans).

    >>> bans_sentence([5, 2], "de"), bans_sentence([])
    ('Es gilt: 2er-Verbot, 5er-Verbot.', '')
    """
    banned = sorted(bans)
    if not banned:
        return ""
    names = ", ".join(f"{r}er-Verbot" if lang == "de" else f"{r}-ban" for r in banned)
    return _("Active bans: {bans}.", lang).format(bans=names)


def fit_prompt(card: Card | str, on: Card | str, *, bans: Iterable[int] = (), lang: str = "en") -> str:
    """The question "does this card fit?" in words, with the bans that are active.

    >>> fit_prompt("H4", "C8", bans={2}, lang="de")
    'Passt das Herz 4 auf den Kreis 8? Es gilt: 2er-Verbot.'
    """
    lang = check_lang(lang)
    said = {"card": the_card(_card(card), lang), "on": the_card(_card(on), lang)}
    question = _("Does {card} fit on {on}?", lang).format(**said)
    active = bans_sentence(bans, lang)
    return f"{question} {active}" if active else question


def fit_question(
    card: Card | str,
    on: Card | str,
    *,
    bans: Iterable[int] = (),
    double: bool = False,
    lang: str = "en",
    key: str | None = None,
    level: int | None = None,
    on_answer: Callable[[Feedback], None] | None = None,
) -> Widget:
    """ "Does this card fit?": both cards as pictures, buttons "It fits" / "It does not fit"
    (and "It fits double" with ``double``); a first wrong answer gets a hint, the second the
    explanation with its rows strip.

    ``on_answer`` is called with every :class:`Feedback` (a quiz counts the score with it);
    ``key`` keeps the answers when the cell runs again; ``level`` is the lesson whose words the
    reasons keep to (see :func:`numnum.explain`).
    """
    lang = check_lang(lang)
    return _fit_widget(_card(card), _card(on), tuple(bans), double, lang, _answers(key), on_answer, level)


def _fit_widget(
    c: Card,
    top: Card,
    banned: tuple[int, ...],
    double: bool,
    lang: str,
    state: _Answers,
    on_answer: Callable[[Feedback], None] | None,
    level: int | None = None,
    on_show: Callable[[], None] | None = None,
) -> Widget:
    fit_answer(c, top, bans=banned)  # bad cards or bans: refused now, not at the first click
    w = _w()
    feedback = _feedback_box(w)
    labels = fit_labels(double, lang)
    buttons = [_button(w, text) for text in labels.values()]
    keys = {text: k for k, text in labels.items()}

    def check(said: Any, attempt: int) -> Feedback:
        if said not in labels:
            raise ValueError(f"{said!r} is not an answer of this question")
        return check_fit(c, top, said, bans=banned, double=double, attempt=attempt, level=level, lang=lang)

    def show() -> None:
        feedback.value = _again(state, check)
        for b in buttons:
            b.disabled = state.solved
        if on_show is not None:
            on_show()

    def on_click(button: Any) -> None:
        if state.solved:
            return  # answered: the buttons rest
        said = keys[button.description]
        result = check(said, state.tries + 1)
        _record(state, result, said)
        show()
        if on_answer is not None:
            on_answer(result)

    for b in buttons:
        b.on_click(on_click)
    _keep_view(state.key, show)
    question = fit_prompt(c, top, bans=banned, lang=lang)
    arrow = '<span style="font-size:40px; margin:0 14px">→</span>'
    pictures = (
        '<div style="display:flex; align-items:center">'
        f"{card_picture(c, width=90, lang=lang)}{arrow}{card_picture(top, width=90, lang=lang)}</div>"
    )
    return w.VBox(
        [
            _html(w, f"<b>{escape(question)}</b>"),
            w.HTML(value=pictures),
            w.HBox(buttons, layout=w.Layout(flex_flow="row wrap")),
            feedback,
        ]
    )


def fit_quiz(
    pairs: Sequence[tuple[Card | str, Card | str]],
    *,
    bans: Iterable[int] = (),
    double: bool = False,
    key: str | None = None,
    level: int | None = None,
    lang: str = "en",
) -> Widget:
    """Several :func:`fit_question` s one under the other, with the score at the top and, once
    every question is answered, under the last one too (a plain count: the star ★ belongs to a
    lesson's practice).  ``key`` keeps the answers; ``level`` is the lesson whose words the
    reasons keep to."""
    lang = check_lang(lang)
    banned = tuple(bans)
    if not pairs:
        raise ValueError("a quiz needs at least one pair of cards, not none")
    w = _w()
    score = _html(w, "", 18)
    end = _html(w, "", 20)
    states = [_answers(None if key is None else f"{key}/{i}") for i in range(len(pairs))]

    def update(_result: Feedback | None = None) -> None:
        answered = [s.first for s in states if s.first is not None]
        right = sum(1 for ok in answered if ok)
        text = escape(score_text(right, len(answered), len(pairs), lang=lang))
        score.value = f'<div class="numnum-score" style="font-size:18px"><b>{text}</b></div>'
        if len(answered) == len(pairs):
            done = escape(_("All answered.", lang) + " " + score_text(right, len(answered), len(pairs), lang=lang))
            end.value = f'<div class="numnum-score numnum-final" style="font-size:20px"><b>{done}</b></div>'
        else:
            end.value = ""

    questions = [
        _fit_widget(_card(c), _card(on), banned, double, lang, state, update, level, update)
        for (c, on), state in zip(pairs, states, strict=True)
    ]
    update()
    return w.VBox([score, *questions, end])


def _typed_question(
    head: list[Widget],
    placeholder: str,
    width: str,
    check_answer: Callable[[str, int], Feedback],
    key: str | None,
    lang: str,
) -> Widget:
    """A text box with a Check button (Enter works too) under ``head``; ``check_answer(text,
    attempt)`` gives the feedback.  Only real answers count as attempts, and one answer counts
    once: leaving the box and then clicking Check is one answer, not two.  After the right
    answer the box and the button rest."""
    w = _w()
    feedback = _feedback_box(w)
    state = _answers(key)
    box = typed_box(w, width, placeholder)
    check = _button(w, _("Check", lang))
    showing = [False]

    def show() -> None:
        showing[0] = True  # setting the box's text is no new answer
        try:
            feedback.value = _again(state, lambda said, attempt: check_answer(str(said), attempt))
            if isinstance(state.said, str):
                box.value = state.said
            box.disabled = check.disabled = state.solved
        finally:
            showing[0] = False

    def on_check(_change: Any = None) -> None:
        text = box.value
        if showing[0] or state.solved:
            return
        if text == state.said and state.feedback:
            feedback.value = state.feedback  # the same answer again: nothing new to count
            return
        result = check_answer(text, state.tries + 1)
        _record(state, result, text)
        feedback.value = result.html()
        box.disabled = check.disabled = state.solved

    check.on_click(on_check)
    box.observe(on_check, names="value")
    _keep_view(key, show)
    return w.VBox([*head, w.HBox([box, check]), feedback])


def number_question(
    question: str,
    answer: int,
    *,
    reason: str = "",
    picture: str = "",
    reason_picture: str = "",
    mistakes: Mapping[int, str] | None = None,
    key: str | None = None,
    lang: str = "en",
) -> Widget:
    """ "Type the number": a text box, a Check button (Enter works too) and the feedback.

    ``reason_picture`` comes with the reason (a right answer, or the second wrong one);
    ``mistakes`` answers typical wrong numbers (see :func:`check_number`).
    """
    lang = check_lang(lang)
    _str(question, "question")
    answer = _whole(answer, "answer", -(10**12), 10**12)
    w = _w()
    head = [_html(w, f"<b>{escape(question)}</b>")]
    if picture:
        head.append(w.HTML(value=picture))

    def check_answer(text: str, attempt: int) -> Feedback:
        result = check_number(text, answer, reason=reason, attempt=attempt, mistakes=mistakes, lang=lang)
        if result.correct or (result.correct is False and attempt >= 2):
            return dataclasses.replace(result, picture=reason_picture)
        return result

    return _typed_question(head, _("your answer", lang), "180px", check_answer, key, lang)


def divisors_question(
    n: int, *, include_one: bool = True, reason_picture: str = "", key: str | None = None, lang: str = "en"
) -> Widget:
    """ "Type all divisors of n": the feedback names wrong numbers with their remainder and
    answers the typical mistakes (:func:`check_divisors`); ``reason_picture`` comes with a right
    answer and from the second wrong one on."""
    lang = check_lang(lang)
    n = _whole(n, "n")
    w = _w()

    def check_answer(text: str, attempt: int) -> Feedback:
        result = check_divisors(text, n, include_one=include_one, attempt=attempt, lang=lang)
        if result.correct or (result.correct is False and attempt >= 2):
            return dataclasses.replace(result, picture=reason_picture)
        return result

    example = "1, …" if include_one else f"…, {n}"  # the format, with a number that is always right
    head = [_html(w, f"<b>{escape(divisors_prompt(n, include_one, lang))}</b>")]
    return _typed_question(head, example, "360px", check_answer, key, lang)


def divisors_prompt(n: int, include_one: bool = True, lang: str = "en") -> str:
    """The question of :func:`divisors_question`: all divisors of ``n`` (or all its rows).

    >>> divisors_prompt(18, lang="de")
    'Schreib alle Teiler von 18 auf, mit Kommas getrennt.'
    """
    if include_one:
        return _("Type all divisors of {n}, separated by commas.", lang).format(n=n)
    return _("Type all times-table rows that {n} is in (all divisors above 1).", lang).format(n=n)


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
