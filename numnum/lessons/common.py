"""What every lesson uses: texts in both languages, pages of pictures and words, the Start
page, the round of play, questions and practice until three in a row are right, and the stars.

The steps that every lesson has, and the kinds of question that several lessons ask, are built
by :mod:`numnum.lessons.steps`.

>>> tr("de", "row", "Reihe")
'Reihe'
>>> "12" in Page(say("12 is in the 3-row.")).html()
True
>>> product(36, "de")
'2 · 2 · 3 · 3'
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import os
import random
from collections.abc import Callable, Iterable, Sequence
from html import escape
from pathlib import Path
from typing import Any

from numnum.arithmetic import is_prime, prime_factors
from numnum.cards import Card, Kind
from numnum.i18n import check_lang
from numnum.pictures import card_picture
from numnum.quiz import product_text
from numnum.quiz import times_sign as times

__all__ = [
    "MakeQuestion",
    "Page",
    "Practice",
    "Question",
    "a_card",
    "after_round",
    "card_row",
    "cards_html",
    "deck_numbers",
    "fit_card_question",
    "fit_maker",
    "is_prime",
    "key",
    "number_cards",
    "practice",
    "product",
    "progress",
    "reason_in_words",
    "round_of_play",
    "say",
    "shuffled",
    "start",
    "times",
    "tr",
    "why",
    "yes_no",
]


#: Lessons with this many questions right in a row in their practice earn their star.
STREAK = 3


def tr(lang: str, en: str, de: str) -> str:
    """The English or the German text, as ``lang`` asks."""
    return de if check_lang(lang) == "de" else en


def yes_no(lang: str) -> tuple[str, str]:
    """The answers "yes" and "no" of a question."""
    return tr(lang, "yes", "ja"), tr(lang, "no", "nein")


def product(n: int, lang: str) -> str:
    """``n`` as the product of its prime factors, smallest first: ``2 × 2 × 3``."""
    return product_text(prime_factors(n), lang)


def deck_numbers(lesson: int | None = None) -> list[int]:
    """The numbers of the number cards of the whole NumNum deck (jokers too), one per card; with
    ``lesson``, of the deck that lesson plays with (:func:`numnum.lesson_decks.lesson_deck`).

    >>> len(deck_numbers()), len(deck_numbers(5)), 1 in deck_numbers(5)
    (98, 94, False)
    """
    from numnum.lesson_decks import lesson_deck
    from numnum.variants.numnum import standard_deck

    deck = standard_deck() if lesson is None else lesson_deck(lesson)
    return [c.number for c in deck if c.number is not None and c.kind is Kind.NUMBER]


def number_cards(lesson: int | None = None) -> list[Card]:
    """The number cards (no jokers) of the deck that ``lesson`` plays with (``None``: the whole
    deck), by number and then by symbol: circle, triangle, square, heart.

    >>> [c.text for c in number_cards(3) if c.number == 13]
    ['S13', 'H13']
    """
    from numnum.lesson_decks import lesson_deck
    from numnum.variants.numnum import standard_deck

    deck = standard_deck() if lesson is None else lesson_deck(lesson)
    cards = [c for c in deck if c.kind is Kind.NUMBER and c.number is not None and c.number > 1]
    return sorted(set(cards), key=lambda c: (c.number or 0, "CTSH".index(c.suit)))


def a_card(number: int, *, other_than: str = "", lesson: int | None = None) -> str:
    """The code of a card of the deck with ``number`` (the first by symbol: circle, triangle,
    square, heart), whose symbol is not the symbol of the card ``other_than``.

    >>> a_card(30), a_card(20, other_than="T30"), a_card(4, other_than="C8")
    ('T30', 'C20', 'T4')
    >>> a_card(17)
    Traceback (most recent call last):
    ...
    ValueError: the deck has no card with 17
    """
    symbol = other_than[:1]
    for c in number_cards(lesson):
        if c.number == number and c.suit != symbol:
            return c.text
    raise ValueError(f"the deck has no card with {number}" + (f" other than {other_than}" if other_than else ""))


def shuffled(cards: Iterable[Card | str]) -> list[str]:
    """The codes of ``cards``, shuffled: a deck for a round."""
    deck = [c.text if isinstance(c, Card) else c for c in cards]
    random.shuffle(deck)
    return deck


def key(lesson: int, name: str, lang: str) -> str:
    """The key under which a lesson's question keeps its answers (see :func:`numnum.quiz.forget`)."""
    return f"lesson{lesson:02d}/{name}/{check_lang(lang)}"


def say(text: str, size: int = 20) -> str:
    """A paragraph of friendly text (HTML, escaped): never monospace, words never broken."""
    return f'<p style="font-size:{size}px; line-height:1.45; margin:6px 0">{escape(text)}</p>'


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
    from numnum.quiz import rows_picture

    banned = tuple(bans)
    e = explain(card, on, banned, lang=lang, level=level)
    parts = [*card_row([card, on], lang)]
    if e.card.kind is Kind.NUMBER and e.on.kind is Kind.NUMBER:
        parts.append(rows_picture(e))
    parts.append(say(str(e)))
    return Page(*parts)


# --- the start of a lesson and its round ------------------------------------------------------------


#: Bigger texts for young readers, only in a notebook that shows a lesson's Start step.
_BIG_TEXT = (
    "<style>.jp-Notebook:has(.numnum-start) .jp-RenderedMarkdown p,"
    " .jp-Notebook:has(.numnum-start) .jp-RenderedMarkdown li { font-size: 18px; line-height: 1.5 }</style>"
)


def start(lesson: int, title: str, lang: str) -> Page:
    """The friendly Start step: what to do now, and the stars earned so far."""
    stars = progress.stars()
    row = " ".join("★" if n in stars else "☆" for n in range(1, 11))
    ready = tr(lang, f"Lesson {lesson} is ready: {title}", f"Lektion {lesson} ist bereit: {title}")
    how = tr(
        lang,
        "Scroll down slowly. Read, look at the pictures and click your answers. "
        "A wrong answer first gets a hint, so try again!",
        "Scroll langsam nach unten. Lies, schau dir die Bilder an und klick deine Antworten an. "
        "Bei einer falschen Antwort bekommst du zuerst einen Tipp, also probier es noch einmal!",
    )
    yours = tr(lang, "Your stars", "Deine Sterne")
    return Page(
        _BIG_TEXT,
        f'<div class="numnum-start" style="font-size:26px; font-weight:bold; margin:8px 0">▶ {escape(ready)}</div>',
        say(how),
        f'<div style="font-size:22px" aria-label="{escape(yours)}">{escape(yours)}: {row}</div>',
    )


def after_round(lang: str) -> str:
    """What to do after the round of a lesson: read the summary below it."""
    return tr(lang, "After the round: read what you learned below.", "Nach der Runde: Lies unten, was du gelernt hast.")


def round_of_play(
    lesson: int, lang: str, *, next_step: str | None = None, deck: Sequence[str] | None = None, **options: Any
) -> Any:
    """The round of the lesson: the card table (``numnum.play``) with what to do after it
    (``next_step``, by default :func:`after_round`).

    A gentle start: the first lessons play against the easiest computer players.  The table's
    reasons use only the words that the lesson and the ones before it have taught.
    """
    if next_step is None:
        next_step = after_round(lang)
    import numnum

    w = importlib.import_module("ipywidgets")

    bots: str | int = 1 if lesson <= 3 else 2 if lesson <= 6 else "greedy"
    options.setdefault("bots", bots)
    options.setdefault("players", 3)
    table = numnum.play(
        options.pop("variant", "numnum"),
        humans=1,
        lang=lang,
        deck=deck,
        autosave=False,
        next_step=next_step,
        take_focus=False,  # the lesson is read from the top: the table waits below
        lesson=lesson,  # its reasons use only the words taught so far
        **options,
    )
    after = w.HTML(value=say("▼ " + next_step))
    return w.VBox([table, after])


# --- practice: questions until three in a row are right ---------------------------------------------


@dataclasses.dataclass(frozen=True)
class Question:
    """One question: the answer is one of ``options``; ``hint`` comes after a first wrong answer,
    ``reason`` (with ``reason_picture``) with a right one or after the second wrong one; ``picture``
    is shown with the question.  A practice asks them one after the other, a step asks one (see
    :func:`numnum.lessons.steps.ask`)."""

    prompt: str
    options: tuple[str, ...]
    answer: str
    hint: str
    reason: str
    picture: str = ""
    reason_picture: str = ""

    @classmethod
    def yes_no(
        cls,
        lang: str,
        prompt: str,
        answer: bool,
        hint: str,
        reason: str,
        *,
        picture: str = "",
        reason_picture: str = "",
    ) -> Question:
        """A question answered "yes" (``answer`` true) or "no".

        >>> Question.yes_no("de", "Ist 9 gerade?", False, "Halbiere sie.", "9 = 2 · 4 + 1.").options
        ('ja', 'nein')
        """
        yes, no = yes_no(lang)
        return cls(prompt, (yes, no), yes if answer else no, hint, reason, picture, reason_picture)


#: Makes a question from a random generator and a level (0 small numbers, 1, 2 bigger ones).
MakeQuestion = Callable[[random.Random, int, str], Question]


class Practice:
    """The logic of a practice (no widgets): questions from a seeded generator, from small
    numbers to bigger ones, until :data:`STREAK` in a row are right at the first try.

    >>> def make(rng, level, lang):
    ...     n = rng.randint(2, 9) * (level + 1)
    ...     return Question(f"{n} even?", ("yes", "no"), "yes" if n % 2 == 0 else "no", "Halve it.", "...")
    >>> p = Practice(1, make, "en", seed=5)
    >>> for _ in range(3):
    ...     right, _text, _picture = p.answer(p.question.answer)
    ...     p.next()
    >>> p.streak, p.done
    (3, True)
    """

    def __init__(self, lesson: int, make: MakeQuestion, lang: str, *, seed: int = 0, remember: bool = False) -> None:
        self.lesson, self.make, self.lang, self.remember = lesson, make, check_lang(lang), remember
        self.rng = random.Random(seed)
        self.streak = self.asked = 0
        self.tries = 0
        self.done = False
        self.answers: list[str] = []
        self.question = self._new()

    @property
    def level(self) -> int:
        """0 for the first questions, then bigger numbers as the pupil gets them right."""
        return min(2, self.streak)

    def _new(self) -> Question:
        for _ in range(20):  # mix the answers: never the same answer three times in a row
            q = self.make(self.rng, self.level, self.lang)
            if not (len(self.answers) >= 2 and self.answers[-1] == self.answers[-2] == q.answer):
                break
        self.tries = 0
        self.asked += 1
        return q

    def answer(self, said: str) -> tuple[bool, str, str]:
        """Answer the current question: right or not, the text to show, a picture."""
        q = self.question
        self.tries += 1
        if said == q.answer:
            if self.tries == 1:
                self.streak += 1
            if self.streak >= STREAK and not self.done:
                self.done = True
                if self.remember:
                    progress.earn(self.lesson)
            return True, tr(self.lang, "Right!", "Richtig!") + " " + q.reason, q.reason_picture
        self.streak = 0
        if self.tries == 1:
            return False, tr(self.lang, "Not quite.", "Nicht ganz.") + " " + q.hint, ""
        return False, tr(self.lang, "Not quite.", "Nicht ganz.") + " " + q.reason, q.reason_picture

    def next(self) -> None:
        """Go on to a new question."""
        self.answers.append(self.question.answer)
        self.question = self._new()


def practice(lesson: int, make: MakeQuestion, lang: str, *, seed: int | None = None) -> Any:
    """The practice widget: one question at a time with big answer buttons, a "Next question"
    button after a right answer, the streak as stars, and the lesson's star at the end."""
    from numnum.quiz import Feedback

    w = importlib.import_module("ipywidgets")

    p = Practice(lesson, make, lang, seed=lesson if seed is None else seed, remember=True)
    head, picture = w.HTML(), w.HTML()
    buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
    feedback, status = w.HTML(), w.HTML()
    feedback.add_class("numnum-feedback-box")
    again = w.Button(
        description=tr(lang, "Next question", "Nächste Frage"),
        layout=w.Layout(width="auto", min_width="200px", height="52px", margin="4px"),
        style={"font_size": "20px", "font_weight": "bold"},
    )
    again.add_class("numnum-next")

    def show_status() -> None:
        stars = "★" * p.streak + "☆" * max(0, STREAK - p.streak)
        text = tr(lang, "Right in a row", "Richtig hintereinander") + f": {stars}"
        if p.done:
            text = tr(
                lang,
                f"★ Well done! You earned the star of lesson {lesson}.",
                f"★ Super! Du hast den Stern von Lektion {lesson} verdient.",
            )
        status.value = f'<div class="numnum-streak" style="font-size:22px; font-weight:bold">{escape(text)}</div>'

    def show_question() -> None:
        q = p.question
        head.value = say(q.prompt, 22).replace("<p ", "<p class='numnum-practice-question' ", 1)
        picture.value = q.picture
        answer_buttons = []
        for option in q.options:
            b = w.Button(
                description=option,
                layout=w.Layout(width="auto", min_width="150px", height="52px", margin="4px"),
                style={"font_size": "20px", "font_weight": "bold"},
            )
            b.add_class("numnum-answer")
            b.on_click(on_answer)
            answer_buttons.append(b)
        buttons.children = answer_buttons
        feedback.value = ""
        again.layout.display = "none"
        show_status()

    def on_answer(button: Any) -> None:
        right, text, pic = p.answer(button.description)
        feedback.value = Feedback(right, text, pic).html()
        if right:
            again.layout.display = "none" if p.done else "inline-flex"
            for b in buttons.children:
                b.disabled = True
        show_status()

    def on_next(_button: Any) -> None:
        p.next()
        show_question()

    again.on_click(on_next)
    show_question()
    return w.VBox([status, head, picture, buttons, feedback, again])


# --- the stars, remembered in NUMNUM_HOME --------------------------------------------------------------


class _Progress:
    """The stars earned, kept in ``$NUMNUM_HOME/lessons.json`` (or ``~/.numnum``)."""

    @property
    def path(self) -> Path:
        home = os.environ.get("NUMNUM_HOME")
        return (Path(home) if home else Path.home() / ".numnum") / "lessons.json"

    def stars(self) -> set[int]:
        """The lessons whose star is earned (a damaged file counts as none)."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            stars = data.get("stars", []) if isinstance(data, dict) else []
            return {n for n in stars if type(n) is int and 1 <= n <= 10}
        except (OSError, ValueError):
            return set()

    def earn(self, lesson: int) -> None:
        """Remember the star of ``lesson`` (written atomically)."""
        stars = self.stars() | {lesson}
        path = self.path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".json.tmp")
            tmp.write_text(json.dumps({"stars": sorted(stars)}), encoding="utf-8")
            tmp.replace(path)
        except OSError:  # a read-only home: the star shows now, but is not kept
            pass


#: The stars earned so far: ``progress.stars()``, ``progress.earn(3)``.
progress = _Progress()


def fit_card_question(
    lesson: int, card: str, on: str, lang: str, *, bans: Iterable[int] = (), double: bool = False, hint: str = ""
) -> Question:
    """The practice question "does ``card`` fit on ``on``?" with the answers of the quizzes; a
    wrong answer gets ``hint`` (by default one about the answer it missed)."""
    from numnum.explanations import explain
    from numnum.quiz import _fit_hint, fit_answer, fit_labels, fit_prompt, rows_picture

    banned = tuple(bans)
    labels = fit_labels(double, lang)
    right = fit_answer(card, on, bans=banned, double=double)
    e = explain(card, on, banned, lang=lang, level=lesson)
    wrong = next(k for k in labels if k != right)
    return Question(
        fit_prompt(card, on, bans=banned, lang=lang),
        tuple(labels.values()),
        labels[right],
        hint or _fit_hint(e, wrong, right, lang),
        str(e),
        picture=_row(card_row([card, on], lang, width=80)),
        reason_picture=rows_picture(e),
    )


def fit_maker(lesson: int, *, bans: tuple[int, ...] = (), double: bool = False) -> MakeQuestion:
    """Practice questions "does this card fit?" for ``lesson`` with two number cards of its deck:
    numbers up to 12, then 30, then the whole deck; both answers about equally often (with
    ``double``, half of the pairs have the same symbol)."""
    from numnum.quiz import fit_answer

    cards = number_cards(lesson)

    def make(rng: random.Random, level: int, lang: str) -> Question:
        top_number = (12, 30, max(c.number or 0 for c in cards))[level]
        pool = [c for c in cards if (c.number or 0) <= top_number]
        want_fit = rng.random() < 0.5
        for _ in range(200):
            card, on = rng.sample(pool, 2)
            if double and rng.random() < 0.5:
                on = rng.choice([c for c in pool if c.suit == card.suit and c != card] or [on])
            if (fit_answer(card, on, bans=bans) != "no") == want_fit:
                break
        return fit_card_question(lesson, card.text, on.text, lang, bans=bans, double=double)

    return make
