"""Lesson 10: classic Mau Mau and NumNum compared.  One function per step.

>>> "Mau Mau" in more_choices_chart("en").html()
True
"""

from __future__ import annotations

import dataclasses
import random
from math import gcd
from typing import Any

from numnum.card_names import card_name, sentence, the_card
from numnum.cards import Card, Kind
from numnum.teaching import questions as quiz
from numnum.teaching.counting import average_choices, choices, maumau_deck, share_of_choices
from numnum.teaching.decks.lessons import lesson_deck
from numnum.teaching.lessons.common import (
    Page,
    PickQuestion,
    Question,
    cards_html,
    cards_pick_question,
    key,
    number_cards,
    round_of_play,
    tr,
)
from numnum.teaching.lessons.steps import ask, fit_quiz_step, practice_step, start_step
from numnum.teaching.pictures import bar_chart_svg, card_picture, fit_grid_svg
from numnum.teaching.questions import fit_answer

NUMBER = 10
TITLE = {"en": "Classic Mau Mau and NumNum compared", "de": "Klassisches Mau Mau und NumNum im Vergleich"}

__all__ = [
    "average_chart",
    "begin",
    "judge",
    "maumau_count",
    "maumau_grid",
    "maumau_hand",
    "more_choices",
    "more_choices_chart",
    "numnum_grid",
    "play",
    "practise",
    "seven_on_king",
]


def numnum_deck() -> list[Card]:
    """The NumNum deck without its ban cards (they never fit: playing one is a move of its own)."""
    return [c for c in deck() if c.kind is not Kind.BAN]


def deck() -> list[Card]:
    """The NumNum deck of the lesson's pictures and questions: the whole deck."""
    return lesson_deck(NUMBER)


def ban_count() -> int:
    """How many ban cards the NumNum deck has.

    >>> ban_count(), len(numnum_deck()), len(maumau_deck())
    (8, 101, 32)
    """
    return sum(1 for c in deck() if c.kind is Kind.BAN)


def of_ten(cards: list[Card]) -> int:
    """Of 10 cards, about how many fit on an average card of ``cards`` (a whole number).

    >>> of_ten(maumau_deck()), of_ten(numnum_deck())
    (4, 7)
    """
    return round(10 * share_of_choices(cards))


def on_twelve() -> tuple[list[int], list[int]]:
    """The numbers of the NumNum deck (above 1) that share a row with 12, and those that do not.

    >>> on_twelve()[1]
    [5, 7, 13, 25, 35, 49, 55, 65, 77, 85]
    """
    numbers = sorted({c.number for c in numnum_deck() if c.number is not None and c.number > 1})
    return [n for n in numbers if gcd(n, 12) > 1], [n for n in numbers if gcd(n, 12) == 1]


def maumau_fits(top: str) -> tuple[int, int, int]:
    """What fits on the Mau Mau card ``top`` (not a jack): the other cards of its suit, the
    cards of its rank in the other suits, the jacks of the other suits.

    >>> maumau_fits("H9")
    (7, 3, 3)
    """
    mau = maumau_deck()
    t = Card.parse(top, "maumau")
    suit = [c for c in mau if c.suit == t.suit and c != t]
    rank = [c for c in mau if c.rank == t.rank and c.suit != t.suit]
    jacks = [c for c in mau if c.rank == "J" and c.suit != t.suit]
    return len(suit), len(rank), len(jacks)


begin = start_step(NUMBER, TITLE)


def maumau_hand(lang: str) -> Page:
    """The 9 of hearts on top, and a hand with the cards that fit marked."""
    from numnum.render.cards import hand_svg

    top = Card.parse("H9", "maumau")
    hand = [Card.parse(c, "maumau") for c in ("H8", "S9", "CJ", "SQ")]
    return Page(
        hand_svg([top], width=90, lang=lang),
        hand_svg(hand, width=90, overlap=0, playable=choices(top, hand), lang=lang),
    )


def maumau_grid(lang: str) -> Page:
    """The Mau Mau deck: what fits on the 9 of hearts."""
    mau = maumau_deck()
    top = Card.parse("H9", "maumau")
    title = tr(lang, "Mau Mau: what fits on the 9 of hearts?", "Mau Mau: Was passt auf die Herz 9?")
    return Page(fit_grid_svg(mau, top, choices(top, mau), title=title, lang=lang))


def numnum_grid(lang: str) -> Page:
    """The NumNum deck: what fits on heart 12."""
    deck = numnum_deck()
    top = Card.parse("H12", "numnum")
    title = tr(lang, "NumNum: what fits on heart 12?", "NumNum: Was passt auf das Herz 12?")
    return Page(fit_grid_svg(deck, top, choices(top, deck), title=title, lang=lang))


def average_chart(lang: str) -> Page:
    """How many cards fit on an average card."""
    counts = [
        ("Mau Mau", round(average_choices(maumau_deck()), 1)),
        ("NumNum", round(average_choices(numnum_deck()), 1)),
    ]
    title = tr(
        lang, "How many cards fit on an average card?", "Wie viele Karten passen auf eine Karte, im Durchschnitt?"
    )
    return Page(bar_chart_svg(counts, title=title))


def more_choices_chart(lang: str) -> Page:
    """Of 10 cards, how many fit on an average card."""
    of_ten = [
        ("Mau Mau", round(10 * share_of_choices(maumau_deck()), 1)),
        ("NumNum", round(10 * share_of_choices(numnum_deck()), 1)),
    ]
    title = tr(
        lang,
        "Of 10 cards, how many fit on an average card? (★ = more)",
        "Wie viele von 10 Karten passen im Durchschnitt? (★ = mehr)",
    )
    return Page(bar_chart_svg(of_ten, title=title, highlight=["NumNum"]))


def _grid(top_card: str, lang: str) -> str:
    """The Mau Mau deck with what fits on ``top_card`` marked."""
    mau = maumau_deck()
    top = Card.parse(top_card, "maumau")
    return fit_grid_svg(mau, top, choices(top, mau), lang=lang)


def seven_on_king(lang: str) -> Any:
    """Mau Mau: does the 7 of spades fit on the king of hearts?"""
    question = Question.yes_no(
        lang,
        tr(
            lang,
            "Mau Mau: the king of hearts is on top. Does the 7 of spades fit?",
            "Mau Mau: Der Herz König liegt oben. Passt die Pik 7?",
        ),
        False,
        tr(
            lang,
            "Look at the suit (spades or hearts?) and at the rank (7 or king?).",
            "Schau auf die Farbe (Pik oder Herz?) und auf den Wert (7 oder König?).",
        ),
        tr(
            lang,
            "The 7 of spades is not a heart and not a king, and it is no jack.",
            "Die Pik 7 ist keine Herz-Karte und kein König, und sie ist kein Bube.",
        ),
        picture=cards_html(["S7", "HK"], lang, variant="maumau"),
        reason_picture=_grid("HK", lang),
    )
    return ask(NUMBER, "seven_on_king", lang, question)


def maumau_count(lang: str) -> Any:
    """Mau Mau: how many cards fit on the 8 of clubs?"""
    others = len(maumau_deck()) - 1
    fitting = len(choices("C8", maumau_deck(), variant="maumau"))
    suit, rank, jacks = maumau_fits("C8")
    return quiz.number_question(
        tr(
            lang,
            f"Mau Mau: the 8 of clubs is on top. How many of the other {others} cards fit on it?",
            f"Mau Mau: Die Kreuz 8 liegt oben. Wie viele der {others} anderen Karten passen auf sie?",
        ),
        fitting,
        reason=tr(
            lang,
            f"The {suit} other clubs, the {rank} other eights and the {jacks} jacks of the other suits: "
            f"{suit} + {rank} + {jacks} = {fitting}.",
            f"Die {suit} anderen Kreuz-Karten, die {rank} anderen Achten und die {jacks} Buben der anderen Farben: "
            f"{suit} + {rank} + {jacks} = {fitting}.",
        ),
        picture=cards_html(["C8"], lang, variant="maumau"),
        reason_picture=_grid("C8", lang),
        key=key(NUMBER, "maumau_count", lang),
        lang=lang,
    )


judge = fit_quiz_step(
    NUMBER, "judge", [("C6", "H9"), ("T14", "C21"), ("S9", "T10")], "NumNum: does it fit where Mau Mau would say no?"
)


def more_choices(lang: str) -> Any:
    """Which game gives more choices?"""
    same = tr(lang, "both the same", "beide gleich viele")
    question = Question(
        tr(lang, "Which game gives you more choices?", "Welches Spiel gibt dir mehr Möglichkeiten?"),
        ("Mau Mau", "NumNum", same),
        "NumNum",
        tr(
            lang,
            "Look at the second bar chart: of 10 cards, how many fit?",
            "Schau dir das zweite Balkendiagramm an: Wie viele von 10 Karten passen?",
        ),
        tr(
            lang,
            f"On an average card about {of_ten(maumau_deck())} of 10 cards fit in Mau Mau, but about "
            f"{of_ten(numnum_deck())} of 10 in NumNum: a number is in many rows at once.",
            f"Auf eine Karte passen im Durchschnitt bei Mau Mau etwa {of_ten(maumau_deck())} von 10 Karten, bei "
            f"NumNum etwa {of_ten(numnum_deck())} von 10: Eine Zahl ist in vielen Reihen gleichzeitig.",
        ),
        reason_picture=more_choices_chart(lang).html(),
    )
    return ask(NUMBER, "more_choices", lang, question)


def _maumau_reason(card: Card, top: Card, lang: str) -> str:
    """Why ``card`` fits on ``top`` in Mau Mau, or not (the rules of :func:`numnum.teaching.counting.choices`)."""
    one, on = the_card(card, lang), the_card(top, lang)
    it = sentence(str(one))
    if card.rank == "J":
        return tr(
            lang, f"{it} is a jack: a jack fits on every card.", f"{it} ist ein Bube: Ein Bube passt auf jede Karte."
        )
    if card.suit == top.suit:
        return tr(lang, f"{it} has the suit of {on}: it fits.", f"{it} hat dieselbe Farbe wie {on}: Die Karte passt.")
    if card.rank == top.rank:
        return tr(lang, f"{it} has the rank of {on}: it fits.", f"{it} hat denselben Wert wie {on}: Die Karte passt.")
    return tr(
        lang,
        f"{it} has neither the suit nor the rank of {on}, and it is no jack: it does not fit.",
        f"{it} hat weder dieselbe Farbe noch denselben Wert wie {on} und ist kein Bube: Die Karte passt nicht.",
    )


def _maumau_question(rng: random.Random, lang: str) -> PickQuestion:
    """Mau Mau: which of five cards fit on the top card?  Some do, some not."""
    deck = maumau_deck()
    while True:
        top, *cards = rng.sample(deck, 6)
        fitting = choices(top, cards, variant="maumau")
        if 0 < len(fitting) < 5:
            break
    names = [card_name(c, lang) for c in cards]
    right = tuple(card_name(c, lang) for c in cards if c in fitting)
    reasons = tuple(_maumau_reason(c, top, lang) for c in cards)
    on = the_card(top, lang)
    arrow = '<span style="font-size:32px; margin:0 10px">←</span>'
    picture = (
        '<div style="display:flex; flex-wrap:wrap; align-items:center; gap:6px">'
        + card_picture(top, width=80, lang=lang, variant="maumau")
        + arrow
        + "".join(card_picture(c, width=70, lang=lang, variant="maumau") for c in cards)
        + "</div>"
    )
    return PickQuestion(
        tr(
            lang,
            f"Mau Mau: which of these cards fit on {on}? Choose all of them.",
            f"Mau Mau: Welche dieser Karten passen auf {on.acc}? Wähle alle aus.",
        ),
        tuple(names),
        right,
        reasons,
        " ".join(reasons),
        picture=picture,
    )


def _question(rng: random.Random, level: int, lang: str) -> PickQuestion:
    """Which of five cards fit on the top card: in Mau Mau (by suit, rank or a jack), or in
    NumNum (by symbol or a shared row)?  The two games by turns, by chance."""
    if rng.random() < 0.5:
        return _maumau_question(rng, lang)
    cards = [c.text for c in number_cards(NUMBER) if (c.number or 0) <= (20, 45, 85)[level]]
    while True:
        top = rng.choice(cards)
        chosen = rng.sample([c for c in cards if c != top], 5)
        fits = {fit_answer(c, top) != "no" for c in chosen}
        if fits == {True, False}:
            question = cards_pick_question(NUMBER, top, chosen, lang)
            return dataclasses.replace(question, prompt="NumNum: " + question.prompt)


practise = practice_step(NUMBER, _question)


def play(lang: str) -> Any:
    """A round of classic Mau Mau, 5 cards, two computer players."""
    return round_of_play(NUMBER, lang, variant="maumau", hand_size=5)
