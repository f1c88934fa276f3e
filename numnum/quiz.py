"""Quiz questions with instant feedback, for lessons and teachers' own notebooks.

Two layers, as everywhere in numnum: plain functions decide whether an answer is right and say
why (:func:`check_choice`, :func:`check_fit`, :func:`check_number`, :func:`check_divisors`,
:func:`row_sentence`), and thin `ipywidgets <https://ipywidgets.readthedocs.io>`_ shells connect
them to big buttons and text boxes (:func:`choice_question`, :func:`fit_question`,
:func:`fit_quiz`, :func:`number_question`, :func:`divisors_question`, :func:`row_explorer`,
:func:`picture_explorer`).  Every text is English or German (``lang="en"`` / ``"de"``).

The checks take the number of the attempt: a first wrong answer gets a hint, a second one the
full reason as well.  A right answer always gets the reason.

>>> f = check_fit("H4", "C8", "fits")
>>> f.correct, f.text
(True, 'Right! 4 and 8 are both in the 2- and 4-times tables. So H4 fits on C8.')
>>> print(check_number("13", 12, lang="de").text)
Nicht ganz: 13 ist zu groß. Versuch es noch einmal!
>>> print(check_divisors("2 3 5", 12).text)
Not quite. 5 is not a divisor of 12: 12 = 2 × 5 + 2. You found 2 and 3; 4 more are missing.

In a notebook (``ipywidgets`` is imported only here)::

    from numnum.quiz import fit_question
    fit_question("H4", "C8", bans={2}, lang="de")
"""

from __future__ import annotations

import dataclasses
import importlib
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from html import escape
from typing import Any

from numnum.cards import Card, Kind
from numnum.explanations import explain
from numnum.i18n import check_lang, translate_plural
from numnum.i18n import translate as _
from numnum.pictures import card_picture

__all__ = [
    "FIT_ANSWERS",
    "Feedback",
    "Widget",
    "check_choice",
    "check_divisors",
    "check_fit",
    "check_number",
    "choice_question",
    "divisors_question",
    "fit_answer",
    "fit_question",
    "fit_quiz",
    "number_question",
    "picture_explorer",
    "read_number",
    "read_numbers",
    "row_explorer",
    "row_sentence",
    "score_text",
]

#: An ipywidgets widget (ipywidgets has no type information, so this is ``Any``).
Widget = Any

#: The answers to "does this card fit?": does not fit, fits, fits double.
FIT_ANSWERS = ("no", "fits", "double")

_MARKS = {True: "✓", False: "✗", None: "?"}


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


# --- multiple choice ---------------------------------------------------------------------------


def check_choice(
    chosen: str,
    answer: str,
    *,
    reason: str = "",
    hints: Mapping[str, str] | None = None,
    attempt: int = 1,
    lang: str = "en",
) -> Feedback:
    """Check a multiple-choice answer.

    ``reason`` explains the right answer (said when it is chosen, and after a second wrong
    try); ``hints`` may say for a wrong option why it is wrong.

    >>> check_choice("13", "12", reason="12 = 4 × 3.", hints={"13": "13 = 4 × 3 + 1."}).text
    'Not quite. 13 = 4 × 3 + 1. Try again!'
    >>> check_choice("12", "12", reason="12 = 4 × 3.").text
    'Right! 12 = 4 × 3.'
    """
    lang = check_lang(lang)
    if chosen == answer:
        return Feedback(True, _right(reason, lang))
    return Feedback(False, _wrong((hints or {}).get(chosen, ""), reason, attempt, lang))


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
    card: Card | str, on: Card | str, said: str, *, bans: Iterable[int] = (), double: bool = False, lang: str = "en"
) -> Feedback:
    """Check an answer to "does ``card`` fit on ``on``?"; the reason is :func:`numnum.explain`'s.

    ``said`` is one of :data:`FIT_ANSWERS`.  The feedback's picture is the strip of the two
    numbers' times-table rows (for two number cards).  The reason is always given: it is the
    lesson.

    >>> f = check_fit("H6", "C10", "fits", bans={2})
    >>> f.correct
    False
    >>> print(f.text)
    Not quite. 6 and 10 are together only in the 2-times table, and the 2-ban blocks it.
    The symbols are different too. So H6 does not fit on C10.
    >>> 'class="banned"' in f.picture
    True
    """
    lang = check_lang(lang)
    if said not in FIT_ANSWERS:
        raise ValueError(f"said must be one of {', '.join(FIT_ANSWERS)}, not {said!r}")
    e = explain(card, on, bans, lang=lang)
    right = fit_answer(card, on, bans=bans, double=double)
    picture = ""
    if e.card.kind is Kind.NUMBER and e.on.kind is Kind.NUMBER:
        picture = e._repr_svg_()
    if said == right:
        return Feedback(True, _right(str(e), lang), picture)
    hint = ""
    if said == "double" and right == "fits":
        hint = _("It fits, but not double: for a double fit the symbol and the number must both fit.", lang)
    return Feedback(False, " ".join(x for x in (_("Not quite.", lang), hint, str(e)) if x), picture)


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

    >>> read_number(" 12 "), read_number("twelve"), read_number("1.5")
    (12, None, None)
    """
    text = text.strip()
    if re.fullmatch(r"-?\d{1,12}", text) is None:
        return None
    return int(text)


def read_numbers(text: str) -> list[int] | None:
    """The whole numbers typed in ``text`` (separated by spaces, commas or semicolons).

    ``None`` when something else is typed, or nothing.

    >>> read_numbers("2, 3 4;6"), read_numbers("2, drei"), read_numbers(" ")
    ([2, 3, 4, 6], None, None)
    """
    items = [x for x in re.split(r"[\s,;]+", text.strip()) if x]
    numbers = [read_number(x) for x in items]
    if not numbers or any(n is None for n in numbers):
        return None
    return [n for n in numbers if n is not None]


def _and(items: Sequence[object], lang: str) -> str:
    words = [str(x) for x in items]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " " + _("and", lang) + " " + words[-1]


def check_number(typed: str, answer: int, *, reason: str = "", attempt: int = 1, lang: str = "en") -> Feedback:
    """Check a typed number: too small or too big as a hint, the reason after the second try.

    >>> check_number("12", 12, reason="4 × 3 = 12.").text
    'Right! 4 × 3 = 12.'
    >>> check_number("10", 12, reason="4 × 3 = 12.", attempt=2).text
    'Not quite: 10 is too small. 4 × 3 = 12.'
    >>> check_number("zwölf", 12).correct is None
    True
    """
    lang = check_lang(lang)
    n = read_number(typed)
    if n is None:
        return Feedback(None, _("Type a whole number with digits, like 12.", lang))
    if n == answer:
        return Feedback(True, _right(reason, lang))
    size = _("Not quite: {n} is too small.", lang) if n < answer else _("Not quite: {n} is too big.", lang)
    more = reason if attempt >= 2 and reason else _("Try again!", lang)
    return Feedback(False, size.format(n=n) + " " + more)


def _divisor_reason(m: int, n: int, lang: str) -> str:
    if m == 0 or m > n:
        return _("{m} is not a divisor of {n}: it is bigger than {n}.", lang).format(m=m, n=n)
    q, r = divmod(n, m)
    return _("{m} is not a divisor of {n}: {n} = {q} × {m} + {r}.", lang).format(m=m, n=n, q=q, r=r)


def check_divisors(typed: str, n: int, *, include_one: bool = True, attempt: int = 1, lang: str = "en") -> Feedback:
    """Check a list of all divisors of ``n`` (with or without 1); wrong numbers get their remainder.

    >>> check_divisors("1, 2, 3, 4, 6, 12", 12).text
    'Right! 12 = 1 × 12 = 2 × 6 = 3 × 4: the divisors of 12 are 1, 2, 3, 4, 6 and 12.'
    >>> print(check_divisors("2 3 4 6", 12, include_one=False, attempt=2).text)
    Not quite. You found 2, 3, 4 and 6; 1 more is missing.
    The divisors of 12 come in pairs: 12 = 2 × 6 = 3 × 4 = 1 × 12.
    """
    lang = check_lang(lang)
    numbers = read_numbers(typed)
    if numbers is None:
        return Feedback(None, _("Type whole numbers with digits, separated by commas, like 2, 3, 4.", lang))
    divs = [d for d in range(1, n + 1) if n % d == 0 and (include_one or d > 1)]
    pairs = [(d, n // d) for d in divs if d * d <= n and d > 1]
    shown = sorted(set(numbers))
    wrong = [m for m in shown if m not in divs]
    found = [m for m in shown if m in divs]
    missing = len(divs) - len(found)
    if not wrong and not missing:
        products = " = ".join(f"{a} × {b}" for a, b in [(1, n), *pairs])
        say = _("{n} = {products}: the divisors of {n} are {divisors}.", lang).format(
            n=n, products=products, divisors=_and(divs, lang)
        )
        return Feedback(True, _right(say, lang))
    parts = [_("Not quite.", lang)]
    parts += [_divisor_reason(m, n, lang) for m in wrong]
    if found and missing:
        text = translate_plural(
            "You found {found}; {missing} more is missing.",
            "You found {found}; {missing} more are missing.",
            missing,
            lang,
        )
        parts.append(text.format(found=_and(found, lang), missing=missing))
    elif missing:
        text = translate_plural("{missing} divisor is missing.", "{missing} divisors are missing.", missing, lang)
        parts.append(text.format(missing=missing))
    if attempt >= 2 and missing:
        products = " = ".join(f"{a} × {b}" for a, b in [*pairs, (1, n)])
        parts.append(_("The divisors of {n} come in pairs: {n} = {products}.", lang).format(n=n, products=products))
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
    if row < 1 or n < 1:
        raise ValueError("n and row must be whole numbers of 1 or more")
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


def _feedback_box(w: Any) -> Any:
    box = w.HTML(value="")
    box.add_class("numnum-feedback-box")
    return box


def choice_question(
    question: str,
    options: Sequence[str],
    answer: str,
    *,
    reason: str = "",
    hints: Mapping[str, str] | None = None,
    picture: str = "",
    lang: str = "en",
) -> Widget:
    """A multiple-choice question: one big button per option, feedback under them.

    ``picture`` is an optional SVG shown with the question.
    """
    lang = check_lang(lang)
    if answer not in options:
        raise ValueError(f"the answer {answer!r} must be one of the options {list(options)!r}")
    w = _w()
    feedback = _feedback_box(w)
    tries = [0]
    buttons = [_button(w, option) for option in options]

    def on_click(button: Any) -> None:
        tries[0] += 1
        result = check_choice(button.description, answer, reason=reason, hints=hints, attempt=tries[0], lang=lang)
        feedback.value = result.html()

    for b in buttons:
        b.on_click(on_click)
    head = [_html(w, f"<b>{escape(question)}</b>")]
    if picture:
        head.append(w.HTML(value=picture))
    return w.VBox([*head, w.HBox(buttons, layout=w.Layout(flex_flow="row wrap")), feedback])


def _fit_labels(double: bool, lang: str) -> list[tuple[str, str]]:
    labels = [("fits", _("It fits", lang)), ("no", _("It does not fit", lang))]
    if double:
        labels.insert(1, ("double", _("It fits double", lang)))
    return labels


def fit_question(
    card: Card | str,
    on: Card | str,
    *,
    bans: Iterable[int] = (),
    double: bool = False,
    lang: str = "en",
    on_answer: Callable[[Feedback], None] | None = None,
) -> Widget:
    """ "Does this card fit?": both cards as pictures, buttons "It fits" / "It does not fit"
    (and "It fits double" with ``double``), the explanation with its rows strip as feedback.

    ``on_answer`` is called with every :class:`Feedback` (a quiz counts the score with it).
    """
    lang = check_lang(lang)
    banned = tuple(bans)
    c, top = _card(card), _card(on)
    w = _w()
    feedback = _feedback_box(w)
    labels = _fit_labels(double, lang)
    buttons = [_button(w, text) for _key, text in labels]
    keys = {b.description: key for b, (key, _text) in zip(buttons, labels, strict=True)}

    def on_click(button: Any) -> None:
        result = check_fit(c, top, keys[button.description], bans=banned, double=double, lang=lang)
        feedback.value = result.html()
        if on_answer is not None:
            on_answer(result)

    for b in buttons:
        b.on_click(on_click)
    question = _("Does {card} fit on {on}?", lang).format(card=c, on=top)
    if banned:
        names = ", ".join(f"{r}er-Verbot" if lang == "de" else f"{r}-ban" for r in sorted(banned))
        question += " " + _("Active bans: {bans}.", lang).format(bans=names)
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
    pairs: Sequence[tuple[Card | str, Card | str]], *, bans: Iterable[int] = (), double: bool = False, lang: str = "en"
) -> Widget:
    """Several :func:`fit_question` s one under the other, with a score line at the top."""
    lang = check_lang(lang)
    banned = tuple(bans)
    w = _w()
    score = _html(w, "", 18)
    first: dict[int, bool] = {}

    def update() -> None:
        right = sum(1 for ok in first.values() if ok)
        text = escape(score_text(right, len(first), len(pairs), lang=lang))
        score.value = f'<div class="numnum-score" style="font-size:18px"><b>{text}</b></div>'

    def recorder(i: int) -> Callable[[Feedback], None]:
        def record(result: Feedback) -> None:
            if i not in first and result.correct is not None:
                first[i] = result.correct
            update()

        return record

    update()
    questions = [
        fit_question(c, on, bans=banned, double=double, lang=lang, on_answer=recorder(i))
        for i, (c, on) in enumerate(pairs)
    ]
    return w.VBox([score, *questions])


def _typed_question(
    head: list[Widget], placeholder: str, width: str, check_answer: Callable[[str, int], Feedback], lang: str
) -> Widget:
    """A text box with a Check button (Enter works too) under ``head``; ``check_answer(text,
    attempt)`` gives the feedback.  Only real answers count as attempts."""
    w = _w()
    feedback = _feedback_box(w)
    box = w.Text(
        placeholder=placeholder,
        continuous_update=False,
        layout=w.Layout(width=width, height="48px"),
        style={"font_size": "22px"},
    )
    box.add_class("numnum-input")
    check = _button(w, _("Check", lang))
    tries = [0]

    def on_check(_change: Any = None) -> None:
        result = check_answer(box.value, tries[0] + 1)
        if result.correct is not None:
            tries[0] += 1
        feedback.value = result.html()

    check.on_click(on_check)
    box.observe(on_check, names="value")
    return w.VBox([*head, w.HBox([box, check]), feedback])


def number_question(question: str, answer: int, *, reason: str = "", picture: str = "", lang: str = "en") -> Widget:
    """ "Type the number": a text box, a Check button (Enter works too) and the feedback."""
    lang = check_lang(lang)
    w = _w()
    head = [_html(w, f"<b>{escape(question)}</b>")]
    if picture:
        head.append(w.HTML(value=picture))

    def check_answer(text: str, attempt: int) -> Feedback:
        return check_number(text, answer, reason=reason, attempt=attempt, lang=lang)

    return _typed_question(head, _("your answer", lang), "180px", check_answer, lang)


def divisors_question(n: int, *, include_one: bool = True, lang: str = "en") -> Widget:
    """ "Type all divisors of n": the feedback names wrong numbers with their remainder."""
    lang = check_lang(lang)
    w = _w()
    if include_one:
        question = _("Type all divisors of {n}, separated by commas.", lang).format(n=n)
    else:
        question = _("Type all times-table rows that {n} is in (all divisors above 1).", lang).format(n=n)

    def check_answer(text: str, attempt: int) -> Feedback:
        return check_divisors(text, n, include_one=include_one, attempt=attempt, lang=lang)

    return _typed_question([_html(w, f"<b>{escape(question)}</b>")], "2, 3, …", "360px", check_answer, lang)


def row_explorer(row: int = 3, number: int = 12, *, upto: int = 100, lang: str = "en") -> Widget:
    """Choose a times-table row and a number: the hundred square shows the row, a sentence says
    whether the number is in it."""
    from numnum.pictures import hundred_square_svg

    lang = check_lang(lang)
    w = _w()
    row_slider = w.IntSlider(value=row, min=1, max=12, description=_("row", lang), style={"description_width": "80px"})
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
