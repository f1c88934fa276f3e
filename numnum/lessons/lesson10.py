"""Lesson 10: classic Mau Mau and NumNum compared.  One function per step.

>>> "Mau Mau" in more_choices_chart("en").html()
True
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from numnum import quiz
from numnum.card_names import card_name, sentence
from numnum.cards import Card, Kind
from numnum.counting import average_choices, choices, maumau_deck, share_of_choices
from numnum.lessons.common import (
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
from numnum.lessons.steps import ask, fit_quiz_step, practice_step, start_step
from numnum.pictures import bar_chart_svg, card_picture, fit_grid_svg
from numnum.quiz import fit_answer

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


def _numnum_deck() -> list[Card]:
    from numnum.variants.numnum import standard_deck

    return [c for c in standard_deck() if c.kind is not Kind.BAN]


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
    deck = _numnum_deck()
    top = Card.parse("H12", "numnum")
    title = tr(lang, "NumNum: what fits on heart 12?", "NumNum: Was passt auf Herz 12?")
    return Page(fit_grid_svg(deck, top, choices(top, deck), title=title, lang=lang))


def average_chart(lang: str) -> Page:
    """How many cards fit on an average card."""
    counts = [
        ("Mau Mau", round(average_choices(maumau_deck()), 1)),
        ("NumNum", round(average_choices(_numnum_deck()), 1)),
    ]
    title = tr(
        lang, "How many cards fit on an average card?", "Wie viele Karten passen auf eine Karte, im Durchschnitt?"
    )
    return Page(bar_chart_svg(counts, title=title))


def more_choices_chart(lang: str) -> Page:
    """Of 10 cards, how many fit on an average card."""
    of_ten = [
        ("Mau Mau", round(10 * share_of_choices(maumau_deck()), 1)),
        ("NumNum", round(10 * share_of_choices(_numnum_deck()), 1)),
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
    return quiz.number_question(
        tr(
            lang,
            "Mau Mau: the 8 of clubs is on top. How many of the other 31 cards fit on it?",
            "Mau Mau: Die Kreuz 8 liegt oben. Wie viele der 31 anderen Karten passen auf sie?",
        ),
        len(choices("C8", maumau_deck(), variant="maumau")),
        reason=tr(
            lang,
            "The 7 other clubs, the 3 other eights and the 3 jacks of the other suits: 7 + 3 + 3 = 13.",
            "Die 7 anderen Kreuz-Karten, die 3 anderen Achten und die 3 Buben der anderen Farben: 7 + 3 + 3 = 13.",
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
            "On an average card about 4 of 10 cards fit in Mau Mau, but about 7 of 10 in NumNum: "
            "a number is in many rows at once.",
            "Auf eine Karte passen im Durchschnitt bei Mau Mau etwa 4 von 10 Karten, bei NumNum etwa 7 von 10: "
            "Eine Zahl ist in vielen Reihen gleichzeitig.",
        ),
        reason_picture=more_choices_chart(lang).html(),
    )
    return ask(NUMBER, "more_choices", lang, question)


def _maumau_reason(card: Card, top: Card, lang: str) -> str:
    """Why ``card`` fits on ``top`` in Mau Mau, or not (the rules of :func:`numnum.counting.choices`)."""
    one, on = sentence(card_name(card, lang)), card_name(top, lang)
    if card.rank == "J":
        return tr(
            lang, f"{one} is a jack: a jack fits on every card.", f"{one} ist ein Bube: Ein Bube passt auf jede Karte."
        )
    if card.suit == top.suit:
        return tr(lang, f"{one} has the suit of the {on}: it fits.", f"{one} hat die Farbe von {on}: Sie passt.")
    if card.rank == top.rank:
        return tr(lang, f"{one} has the rank of the {on}: it fits.", f"{one} hat den Wert von {on}: Sie passt.")
    return tr(
        lang,
        f"{one} has neither the suit nor the rank of the {on}, and it is no jack: it does not fit.",
        f"{one} hat weder die Farbe noch den Wert von {on} und ist kein Bube: Sie passt nicht.",
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
    on = card_name(top, lang)
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
            f"Mau Mau: which of these cards fit on the {on}? Choose all of them.",
            f"Mau Mau: Welche dieser Karten passen auf {on}? Wähle alle aus.",
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
    cards = [c for c in number_cards() if int(c[1:]) <= (20, 45, 85)[level]]
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
