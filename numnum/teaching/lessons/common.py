"""What every lesson uses: texts in both languages, pages of pictures and words, the Start
page, the round of play, questions and practice until three in a row are right, and the stars
(kept per pupil, see :mod:`numnum.teaching.lessons.pupil`).

The steps that every lesson has, and the kinds of question that several lessons ask, are built
by :mod:`numnum.teaching.lessons.steps`.

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
import random
import sys
from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Any

from numnum.arithmetic import is_prime, prime_factors
from numnum.cards import Card, Kind
from numnum.i18n import check_lang
from numnum.teaching.lessons.pupil import Pupil
from numnum.teaching.pictures import card_picture
from numnum.teaching.questions import (
    Feedback,
    check_choice,
    check_divisors,
    check_number,
    check_picks,
    on_answer,
    product_text,
    typed_box,
)
from numnum.teaching.questions import times_sign as times

__all__ = [
    "MAX_GUESS",
    "STREAK",
    "AnyQuestion",
    "DivisorsQuestion",
    "MakeQuestion",
    "NumberQuestion",
    "Page",
    "PickQuestion",
    "Practice",
    "Question",
    "a_card",
    "after_round",
    "card_row",
    "cards_html",
    "cards_pick_question",
    "deck_numbers",
    "is_prime",
    "keeping_note",
    "key",
    "number_cards",
    "practice",
    "product",
    "progress",
    "reason_in_words",
    "round_of_play",
    "say",
    "shuffled",
    "stars_row",
    "start",
    "start_page",
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
    ``lesson``, of the deck that lesson plays with (:func:`numnum.teaching.decks.lessons.lesson_deck`).

    >>> len(deck_numbers()), len(deck_numbers(5)), 1 in deck_numbers(5)
    (98, 94, False)
    """
    from numnum.teaching.decks.lessons import lesson_deck
    from numnum.variants.numnum import standard_deck

    deck = standard_deck() if lesson is None else lesson_deck(lesson)
    return [c.number for c in deck if c.number is not None and c.kind is Kind.NUMBER]


def number_cards(lesson: int | None = None, *, jokers: bool = False) -> list[Card]:
    """The number cards (with ``jokers``: the 1s too) of the deck that ``lesson`` plays with
    (``None``: the whole deck), each once, by number and then by symbol: circle, triangle, square,
    heart: the cards a practice may show, since they exist.

    >>> [c.text for c in number_cards(3) if c.number == 13]
    ['S13', 'H13']
    >>> cards = [c.text for c in number_cards()]
    >>> "H24" in cards, "C25" in cards, "H1" in cards, "H1" in [c.text for c in number_cards(jokers=True)]
    (True, False, False, True)
    >>> [c.text for c in number_cards(6, jokers=True) if c.number == 1]
    []
    """
    from numnum.teaching.decks.lessons import lesson_deck
    from numnum.variants.numnum import standard_deck

    deck = standard_deck() if lesson is None else lesson_deck(lesson)
    cards = [c for c in deck if c.kind is Kind.NUMBER and c.number is not None and (jokers or c.number > 1)]
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
    """The key under which a lesson's question keeps its answers (see :func:`numnum.teaching.questions.forget`)."""
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
    from numnum.teaching.questions import rows_picture

    banned = tuple(bans)
    e = explain(card, on, banned, lang=lang, level=level)
    parts = [*card_row([card, on], lang)]
    if e.card.kind is Kind.NUMBER and e.on.kind is Kind.NUMBER:
        parts.append(rows_picture(e))
    parts.append(say(str(e)))
    return Page(*parts)


# --- the start of a lesson and its round ------------------------------------------------------------


#: Bigger texts for young readers, only in a notebook that shows a lesson's Start step; there the
#: cells have run, so the sentence that says how to run them (``numnum-run-all``) goes away.
_BIG_TEXT = (
    "<style>.jp-Notebook:has(.numnum-start) .jp-RenderedMarkdown p,"
    " .jp-Notebook:has(.numnum-start) .jp-RenderedMarkdown li { font-size: 18px; line-height: 1.5 }"
    " .jp-Notebook:has(.numnum-start) .numnum-run-all { display: none }</style>"
)


def start_page(lesson: int, title: str, lang: str) -> Page:
    """The words of the Start step: what to do now (the stars come in :func:`start`)."""
    ready = tr(lang, f"Lesson {lesson} is ready: {title}", f"Lektion {lesson} ist bereit: {title}")
    how = tr(
        lang,
        "Scroll down slowly. Read, look at the pictures and click your answers. "
        "A wrong answer first gets a hint, so try again!",
        "Scroll langsam nach unten. Lies, schau dir die Bilder an und klick deine Antworten an. "
        "Bei einer falschen Antwort bekommst du zuerst einen Tipp, also probier es noch einmal!",
    )
    return Page(
        _BIG_TEXT,
        f'<div class="numnum-start" style="font-size:26px; font-weight:bold; margin:8px 0">▶ {escape(ready)}</div>',
        say(how),
    )


def stars_row(lang: str) -> str:
    """The pupil's stars of all lessons (★ earned, ☆ not yet), and whether they are kept."""
    stars = progress.stars()
    row = " ".join("★" if n in stars else "☆" for n in range(1, 11))
    yours = tr(lang, "Your stars", "Deine Sterne")
    return (
        f'<div class="numnum-stars" style="font-size:22px" aria-label="{escape(yours)}">{escape(yours)}: {row}</div>'
        + keeping_note(lang)
    )


def keeping_note(lang: str) -> str:
    """Whether the pupil's stars and answers are kept, said when they are not (HTML, or empty)."""
    text = ""
    if progress.keeping == "waiting":
        text = tr(
            lang,
            "Your stars and answers are not kept yet: no browser has said who shows this page.",
            "Deine Sterne und Antworten werden noch nicht aufbewahrt: Noch hat kein Browser gesagt, "
            "wer diese Seite zeigt.",
        )
    elif progress.lost_on_reload:
        text = tr(
            lang,
            "This page cannot keep your stars and answers: after a reload they are gone. "
            "Teacher: serve the site with https:// (or open it on localhost), then games and stars are kept.",
            "Diese Seite kann deine Sterne und Antworten nicht aufbewahren: Nach dem Neuladen sind sie weg. "
            "Für Lehrkräfte: Stellt die Seite über https:// bereit (oder öffnet sie über localhost), "
            "dann bleiben Spiele und Sterne erhalten.",
        )
    elif progress.keeping == "no":
        text = tr(
            lang,
            "This browser keeps nothing, so your stars and answers are not kept.",
            "Dieser Browser speichert nichts, darum werden deine Sterne und Antworten nicht aufbewahrt.",
        )
    if progress.problem is not None:
        what, n, why = progress.problem
        text += " " + (
            tr(
                lang,
                f"What you did in lesson {n} before could not be read: {why}",
                f"Was du vorher in Lektion {n} gemacht hast, konnte nicht gelesen werden: {why}",
            )
            if what == "read"
            else tr(
                lang,
                f"Your stars and answers could not be kept: {why}",
                f"Deine Sterne und Antworten konnten nicht aufbewahrt werden: {why}",
            )
        )
    if not text:
        return ""
    return f'<p class="numnum-kept-note" style="font-size:16px; margin:4px 0">{escape(text.strip())}</p>'


def start(lesson: int, title: str, lang: str) -> Any:
    """The friendly Start step: what to do now, and the stars earned so far (in a box that tells
    the kernel which browser shows the lesson: its stars and answers are this pupil's)."""
    from numnum.teaching.lessons.box import PupilBox
    from numnum.teaching.lessons.copy_box import LessonCopy

    w = importlib.import_module("ipywidgets")
    check_lang(lang)
    page = w.HTML(value=start_page(lesson, title, lang).html())
    boxes = [page, PupilBox(progress, lambda: stars_row(lang))]
    if sys.platform == "emscripten":  # the no-install site: "Start this lesson again", and whether
        boxes.append(LessonCopy(lang))  # the site has a newer version (elsewhere the box has nothing to say)
    return w.VBox(boxes)


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

#: What a pupil answers: a typed text or an option (a str), or the options picked (a tuple).
Said = str | tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Question:
    """One question: the answer is one of ``options``; ``hint`` comes after a first wrong answer,
    ``reason`` (with ``reason_picture``) with a right one or after the second wrong one; ``picture``
    is shown with the question.  A step asks one (see :func:`numnum.teaching.lessons.steps.ask`); a
    practice asks only questions that are hard to guess (see :data:`MAX_GUESS`)."""

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

    @property
    def guess_chance(self) -> float:
        """How often a guess is right: one option of all."""
        return 1 / len(self.options)

    @property
    def right(self) -> Said:
        """What a right answer says."""
        return self.answer

    def check(self, said: Said, attempt: int, lang: str) -> Feedback:
        """The feedback to ``said`` at the ``attempt``-th answer (:func:`numnum.teaching.questions.check_choice`)."""
        if not isinstance(said, str) or said not in self.options:
            raise ValueError(f"the answer must be one of {list(self.options)!r}, not {said!r}")
        hints = {o: self.hint for o in self.options if o != self.answer}
        return check_choice(
            said,
            self.answer,
            reason=self.reason,
            hints=hints,
            attempt=attempt,
            reason_picture=self.reason_picture,
            lang=lang,
        )


def _typed(said: Said) -> str:
    """The typed text of an answer to a typed question (a list of picks is no such answer)."""
    if not isinstance(said, str):
        raise ValueError(f"the answer must be the typed text, not {said!r}")
    return said


def _with_reason_picture(f: Feedback, attempt: int, picture: str) -> Feedback:
    """``f`` with the reason's picture where the full reason is shown: a right answer, or a wrong
    one from the second attempt on (a first wrong answer gets a hint only)."""
    return dataclasses.replace(f, picture=picture) if f.correct or (f.correct is False and attempt >= 2) else f


@dataclasses.dataclass(frozen=True)
class NumberQuestion:
    """A question answered by typing a number; the typical wrong numbers (``mistakes``: number,
    what it means) get their own answer (:func:`numnum.teaching.questions.check_number`).

    >>> from numnum.teaching.questions import lcm_mistakes
    >>> q = NumberQuestion("lcm(4, 6) = ?", 12, "12 = 3 × 4 = 2 × 6.", tuple(lcm_mistakes(4, 6).items()))
    >>> q.check("24", 1, "en").text
    'Not quite. 4 × 6 = 24 is a meeting point, but not the first: the rows meet before. Try again!'
    """

    prompt: str
    answer: int
    reason: str
    mistakes: tuple[tuple[int, str], ...] = ()
    picture: str = ""
    reason_picture: str = ""

    #: A typed whole number is guessed right at most once in this many tries (a generous bound).
    guess_chance = 1 / 100

    @property
    def right(self) -> Said:
        """What a right answer says."""
        return str(self.answer)

    def check(self, said: Said, attempt: int, lang: str) -> Feedback:
        """The feedback to the typed ``said`` at the ``attempt``-th answer."""
        f = check_number(
            _typed(said), self.answer, reason=self.reason, attempt=attempt, mistakes=dict(self.mistakes), lang=lang
        )
        return _with_reason_picture(f, attempt, self.reason_picture)


@dataclasses.dataclass(frozen=True)
class DivisorsQuestion:
    """ "Type all divisors of ``n``" (without 1: all its rows), checked by
    :func:`numnum.teaching.questions.check_divisors` with its answers to the typical mistakes."""

    prompt: str
    n: int
    include_one: bool = True
    picture: str = ""
    reason_picture: str = ""

    #: A list of numbers is guessed right far less often than one number.
    guess_chance = 1 / 100

    @property
    def right(self) -> Said:
        """What a right answer says."""
        from numnum.arithmetic import divisors

        return ", ".join(str(d) for d in divisors(self.n) if self.include_one or d > 1)

    @property
    def example(self) -> str:
        """The answer box's example: the form of an answer, with a number that is always right
        (an example "2, 3, …" would tell the pupil to leave out 1).

        >>> DivisorsQuestion("", 22).example, DivisorsQuestion("", 22, include_one=False).example
        ('1, …', '…, 22')
        """
        return "1, …" if self.include_one else f"…, {self.n}"

    def check(self, said: Said, attempt: int, lang: str) -> Feedback:
        """The feedback to the typed list ``said`` at the ``attempt``-th answer."""
        f = check_divisors(_typed(said), self.n, include_one=self.include_one, attempt=attempt, lang=lang)
        return _with_reason_picture(f, attempt, self.reason_picture)


@dataclasses.dataclass(frozen=True)
class PickQuestion:
    """ "Choose all that are right" among ``options``: ``picks`` are the right ones, ``reasons``
    say for each option why it is right or not (a wrongly picked one hears it at once), ``reason``
    says everything (:func:`numnum.teaching.questions.check_picks`).

    >>> why = ("", "7 = 2 × 3 + 1.", "9 = 2 × 4 + 1.", "")
    >>> q = PickQuestion("Which are even?", ("4", "7", "9", "10"), ("4", "10"), why, "4 and 10.")
    >>> q.check(("4", "7"), 1, "en").text, q.guess_chance
    ('Not quite. 7 = 2 × 3 + 1. 1 more is right. Try again!', 0.0625)
    """

    prompt: str
    options: tuple[str, ...]
    picks: tuple[str, ...]
    reasons: tuple[str, ...]
    reason: str
    picture: str = ""
    reason_picture: str = ""

    def __post_init__(self) -> None:
        if len(self.reasons) != len(self.options) or not set(self.picks) <= set(self.options) or not self.picks:
            raise ValueError(f"a pick question needs a reason per option and some right options: {self.prompt!r}")

    @property
    def guess_chance(self) -> float:
        """How often a guess is right: one way to choose of all (each option picked or not)."""
        return float(0.5 ** len(self.options))

    @property
    def right(self) -> Said:
        """What a right answer says: the right options, in their order."""
        return tuple(o for o in self.options if o in self.picks)

    def check(self, said: Said, attempt: int, lang: str) -> Feedback:
        """The feedback to the options picked, ``said``, at the ``attempt``-th answer."""
        if isinstance(said, str):
            raise ValueError(f"the answer must be the options picked, not {said!r}")
        reasons = dict(zip(self.options, self.reasons, strict=True))
        return check_picks(
            said,
            self.options,
            self.picks,
            reasons=reasons,
            reason=self.reason,
            attempt=attempt,
            reason_picture=self.reason_picture,
            lang=lang,
        )


#: The questions a practice asks.
AnyQuestion = Question | NumberQuestion | DivisorsQuestion | PickQuestion

#: Makes a question from a random generator and a level (0 small numbers, 1, 2 bigger ones).
MakeQuestion = Callable[[random.Random, int, str], AnyQuestion]

#: The rule of every star: :data:`STREAK` questions right in a row at the first try, and no
#: question of a practice may be guessed right more often than this.  So a star is guessed at
#: most once in 1000 tries: typed numbers, or "choose all" of at least 4 options, never yes or no.
MAX_GUESS = 1 / 10


class Practice:
    """The logic of a practice (no widgets): questions from a seeded generator, from small
    numbers to bigger ones, until :data:`STREAK` in a row are right at the first try.

    >>> def make(rng, level, lang):
    ...     n = rng.randint(2, 30) * (level + 1)
    ...     return NumberQuestion(f"{n} + 1 = ?", n + 1, f"{n} + 1 = {n + 1}.")
    >>> p = Practice(1, make, "en", seed=5)
    >>> for _ in range(3):
    ...     feedback = p.answer(p.question.right)
    ...     p.next()
    >>> p.streak, p.done, feedback.correct
    (3, True, True)
    """

    def __init__(self, lesson: int, make: MakeQuestion, lang: str, *, seed: int = 0, remember: bool = False) -> None:
        self.lesson, self.make, self.lang, self.remember = lesson, make, check_lang(lang), remember
        self.rng = random.Random(seed)
        self.streak = self.asked = 0
        self.tries = 0
        self.solved = False
        self.done = False
        self.answers: list[Said] = []
        self.prompts: list[str] = []
        self.question = self._new()

    @property
    def level(self) -> int:
        """0 for the first questions, then bigger numbers as the pupil gets them right."""
        return min(2, self.streak)

    def _new(self) -> AnyQuestion:
        for _ in range(30):  # mix the answers and the questions: no answer three times in a row, no question again soon
            q = self.make(self.rng, self.level, self.lang)
            if q.guess_chance > MAX_GUESS:
                raise ValueError(
                    f"a practice question must not be guessed right more often than 1 in {round(1 / MAX_GUESS)}: "
                    f"{q.prompt!r} is guessed 1 in {round(1 / q.guess_chance)}"
                )
            repeated = len(self.answers) >= 2 and self.answers[-1] == self.answers[-2] == q.right
            if not repeated and q.prompt + q.picture not in self.prompts[-5:]:
                break
        self.tries = 0
        self.solved = False
        self.asked += 1
        self.prompts.append(q.prompt + q.picture)
        return q

    def answer(self, said: Said) -> Feedback:
        """Answer the current question: its feedback (right or not, the words and a picture).
        An answer that cannot be read (letters for a number) is no try."""
        q = self.question
        if self.solved:
            raise ValueError("this question is answered: go on with the next one")
        f = q.check(said, self.tries + 1, self.lang)
        if f.correct is None:
            return f
        self.tries += 1
        if f.correct:
            self.solved = True
            if self.tries == 1:
                self.streak += 1
            if self.streak >= STREAK and not self.done:
                self.done = True
                if self.remember:
                    progress.earn(self.lesson)
        else:
            self.streak = 0
        return f

    def next(self) -> None:
        """Go on to a new question."""
        self.answers.append(self.question.right)
        self.question = self._new()


def practice(lesson: int, make: MakeQuestion, lang: str, *, seed: int | None = None) -> Any:
    """The practice widget: one question at a time (big buttons, a box to type in, or options to
    choose), a "Next question" button after a right answer, the streak as stars, and the lesson's
    star at the end, kept for the pupil (the streak is a box that tells the kernel which browser
    shows the lesson, see :mod:`numnum.teaching.lessons.pupil`)."""
    from numnum.teaching.lessons.box import PupilBox

    w = importlib.import_module("ipywidgets")

    p = Practice(lesson, make, lang, seed=lesson if seed is None else seed, remember=True)
    head, picture = w.HTML(), w.HTML()
    area = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
    feedback = w.HTML()
    feedback.add_class("numnum-feedback-box")
    again = w.Button(
        description=tr(lang, "Next question", "Nächste Frage"),
        layout=w.Layout(width="auto", min_width="200px", height="52px", margin="4px"),
        style={"font_size": "20px", "font_weight": "bold"},
    )
    again.add_class("numnum-next")
    big = {"font_size": "20px", "font_weight": "bold"}

    def draw_status() -> str:
        stars = "★" * min(p.streak, STREAK) + "☆" * max(0, STREAK - p.streak)
        text = tr(lang, "Right in a row at the first try", "Beim ersten Versuch richtig hintereinander") + f": {stars}"
        if p.done:
            text = tr(
                lang,
                f"★ Well done! You earned the star of lesson {lesson}.",
                f"★ Super! Du hast den Stern von Lektion {lesson} verdient.",
            )
        elif lesson in progress.stars():
            text = (
                tr(
                    lang,
                    f"★ You have the star of lesson {lesson}. Practise on if you like.",
                    f"★ Du hast den Stern von Lektion {lesson}. Üb weiter, wenn du magst.",
                )
                + " "
                + text
            )
        return (
            f'<div class="numnum-streak" style="font-size:22px; font-weight:bold">{escape(text)}</div>'
            + keeping_note(lang)
        )

    status = PupilBox(progress, draw_status)

    def answered(said: Said) -> None:
        if p.solved:
            return  # answered: the answers rest
        f = p.answer(said)
        feedback.value = f.html()
        if f.correct:
            again.layout.display = "none" if p.done else "inline-flex"
            for c in area.children:
                c.disabled = True
        status.refresh()

    def answer_button(option: str) -> Any:
        b = w.Button(
            description=option,
            layout=w.Layout(width="auto", min_width="150px", height="52px", margin="4px"),
            style=big,
        )
        b.add_class("numnum-answer")
        b.on_click(lambda _b: answered(option))
        return b

    def typed_area(width: str, placeholder: str) -> list[Any]:
        box = typed_box(w, width, placeholder)
        checked = [""]

        def check(_change: Any = None) -> None:
            if box.value == checked[0] and feedback.value:
                return  # the same answer again (the box left, then Check): one answer, not two
            checked[0] = box.value
            answered(box.value)

        box.observe(check, names="value")
        button = w.Button(
            description=tr(lang, "Check", "Prüfen"),
            layout=w.Layout(width="auto", min_width="150px", height="52px", margin="4px"),
            style=big,
        )
        button.add_class("numnum-answer")
        button.on_click(check)
        return [box, button]

    def pick_area(options: Sequence[str]) -> list[Any]:
        from numnum.teaching.questions.choice import _toggle

        toggles = [_toggle(w, option) for option in options]
        button = w.Button(
            description=tr(lang, "Check", "Prüfen"),
            layout=w.Layout(width="auto", min_width="150px", height="52px", margin="4px"),
            style=big,
        )
        button.add_class("numnum-answer")
        button.on_click(lambda _b: answered(tuple(t.description for t in toggles if t.value)))
        return [*toggles, button]

    def show_question() -> None:
        q = p.question
        head.value = say(q.prompt, 22).replace("<p ", "<p class='numnum-practice-question' ", 1)
        picture.value = q.picture
        if isinstance(q, Question):
            area.children = [answer_button(o) for o in q.options]
        elif isinstance(q, PickQuestion):
            area.children = pick_area(q.options)
        elif isinstance(q, DivisorsQuestion):
            area.children = typed_area("360px", q.example)
        else:
            area.children = typed_area("180px", tr(lang, "your answer", "deine Antwort"))
        feedback.value = ""
        again.layout.display = "none"
        status.refresh()

    def on_next(_button: Any) -> None:
        p.next()
        show_question()

    again.on_click(on_next)
    show_question()
    return w.VBox([status, head, picture, area, feedback, again])


# --- the stars and answers, kept per pupil ------------------------------------------------------------


#: The pupil of this kernel: their stars (``progress.stars()``, ``progress.earn(3)``) and the
#: answers of the lessons' questions, kept per browser (see :mod:`numnum.teaching.lessons.pupil`).
progress = Pupil()
on_answer(progress.answered)


# --- "which cards fit?": the practice of the card lessons -----------------------------------------------


def cards_pick_question(
    lesson: int,
    top: str,
    cards: Sequence[str],
    lang: str,
    *,
    bans: Iterable[int] = (),
    double: bool = False,
    prompt: str = "",
) -> PickQuestion:
    """ "Which of these cards fit on ``top``?" (``double``: fit double), choose all: the cards
    named in words, their pictures after the top card, a reason per card (the explanation in
    the words of ``lesson``).

    >>> q = cards_pick_question(3, "C12", ["H8", "T9", "S7", "C5"], "en")
    >>> q.options, q.picks
    (('heart 8', 'triangle 9', 'square 7', 'circle 5'), ('heart 8', 'triangle 9', 'circle 5'))
    >>> cards_pick_question(7, "T1", ["H8", "T9", "S7", "C5"], "de").prompt
    'Welche dieser Karten passen auf den Joker Dreieck 1? Wähle alle aus.'
    """
    from numnum.card_names import the_card
    from numnum.explanations import explain
    from numnum.teaching.questions import bans_sentence, card_words, fit_answer

    banned = tuple(sorted(set(bans)))
    names = [card_words(c, lang) for c in cards]
    if len(set(names)) != len(names):
        raise ValueError(f"the cards of a question must differ, not {list(cards)!r}")
    want = "double" if double else "fits"
    right = [
        name for c, name in zip(cards, names, strict=True) if fit_answer(c, top, bans=banned, double=double) == want
    ]
    reasons = tuple(str(explain(c, top, banned, lang=lang, level=lesson)) for c in cards)
    on = the_card(Card.parse(top), lang).acc  # "auf das Herz 4", as every German sentence names a card
    if not prompt:
        prompt = (
            tr(lang, f"Which of these cards fit double on {on}?", f"Welche dieser Karten passen doppelt auf {on}?")
            if double
            else tr(lang, f"Which of these cards fit on {on}?", f"Welche dieser Karten passen auf {on}?")
        )
        prompt += " " + tr(lang, "Choose all of them.", "Wähle alle aus.")
        active = bans_sentence(banned, lang)
        prompt += f" {active}" if active else ""
    arrow = '<span style="font-size:32px; margin:0 10px">←</span>'
    picture = (
        '<div style="display:flex; flex-wrap:wrap; align-items:center; gap:6px">'
        + card_picture(top, width=80, lang=lang)
        + arrow
        + "".join(card_picture(c, width=70, lang=lang) for c in cards)
        + "</div>"
    )
    return PickQuestion(prompt, tuple(names), tuple(right), reasons, " ".join(reasons), picture=picture)
