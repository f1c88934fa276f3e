"""The checks: is an answer right, and why (no widgets here).

Choices and picks, typed numbers, divisors, a number's row, and whether a card fits (with its
hints, labels and prompt); each takes the number of the attempt: a first wrong answer gets a hint,
a second one the full reason.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from numnum.arithmetic import divisors
from numnum.card_names import the_card
from numnum.cards import Card, Kind
from numnum.explanations import Explanation, explain
from numnum.i18n import check_lang, translate_plural
from numnum.i18n import translate as _
from numnum.teaching.questions.feedback import Feedback, _right, _wrong, and_list, times_sign
from numnum.teaching.questions.reading import _attempt, _card, _str, _whole, read_number, read_numbers

#: The answers to "does this card fit?": does not fit, fits, fits double.
FIT_ANSWERS = ("no", "fits", "double")


def rows_picture(e: Explanation) -> str:
    """The rows strip of an explanation (its ``_repr_svg_``; its title names the cards in words)."""
    return e._repr_svg_()


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
    >>> from numnum.teaching.questions.mistakes import lcm_mistakes
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


def divisors_prompt(n: int, include_one: bool = True, lang: str = "en") -> str:
    """The question of :func:`divisors_question`: all divisors of ``n`` (or all its rows).

    >>> divisors_prompt(18, lang="de")
    'Schreib alle Teiler von 18 auf, mit Kommas getrennt.'
    """
    if include_one:
        return _("Type all divisors of {n}, separated by commas.", lang).format(n=n)
    return _("Type all times-table rows that {n} is in (all divisors above 1).", lang).format(n=n)
