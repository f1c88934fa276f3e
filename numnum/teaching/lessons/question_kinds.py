"""The kinds of question a lesson asks: one option of a few (a step's question), a typed number
with answers to the typical wrong ones, all divisors typed, "choose all that are right", and the
card lessons' "which of these cards fit?".

>>> q = NumberQuestion("3 × 4 = ?", 12, "3 × 4 = 12.")
>>> q.check("12", 1, "en").correct, q.right
(True, '12')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from numnum.cards import Card
from numnum.teaching.lessons.words import tr, yes_no
from numnum.teaching.pictures import card_picture
from numnum.teaching.questions import Feedback, check_choice, check_divisors, check_number, check_picks

__all__ = [
    "AnyQuestion",
    "DivisorsQuestion",
    "NumberQuestion",
    "PickQuestion",
    "Question",
    "Said",
    "cards_pick_question",
]


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
