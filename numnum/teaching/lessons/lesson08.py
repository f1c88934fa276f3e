"""Lesson 8: playing well, the most flexible cards and chains of double fits.  One function per step.

>>> "heart 8" in longest_chain("en").html()
True
"""

from __future__ import annotations

import random
from typing import Any

from numnum.arithmetic import rows_of
from numnum.card_names import the_card
from numnum.cards import Card
from numnum.teaching import questions as quiz
from numnum.teaching.counting import flexibility, longest_double_chain
from numnum.teaching.decks.lessons import lesson_deck
from numnum.teaching.lessons.common import (
    Page,
    PickQuestion,
    Question,
    card_row,
    cards_html,
    cards_pick_question,
    is_prime,
    key,
    number_cards,
    product,
    round_of_play,
    say,
    shuffled,
    tr,
)
from numnum.teaching.lessons.steps import ask, fit_quiz_step, practice_step, start_step
from numnum.teaching.pictures import bar_chart_svg, chain_svg, factor_tree_svg
from numnum.teaching.questions import fit_answer

NUMBER = 8
TITLE = {"en": "Playing well with numbers", "de": "Mit Zahlen gut spielen"}

__all__ = [
    "begin",
    "chain",
    "chains_quiz",
    "challenge",
    "flexible_cards",
    "how_many_in_one_turn",
    "longest_chain",
    "more_flexible",
    "play",
    "practise",
    "wish_card",
]


begin = start_step(NUMBER, TITLE)


def flexible_cards(lang: str) -> Page:
    """The ten most and the ten least flexible cards; prime numbers have a star."""
    from numnum.variants.numnum import standard_deck

    ranking = flexibility(standard_deck())
    best = [(quiz.card_words(c, lang), n) for c, n in ranking[:10]]
    worst = [(quiz.card_words(c, lang), n) for c, n in ranking[-10:]]
    primes = [quiz.card_words(c, lang) for c, _n in ranking[-10:] if c.number is not None and is_prime(c.number)]
    many = list(dict.fromkeys(c.number for c, _n in ranking[:10] if c.number != 1))[:5]
    few = sorted({c.number for c, _n in ranking[-10:] if c.number is not None})
    lonely = quiz.and_list([n for n in few if is_prime(n)], lang)
    built = quiz.and_list([f"{n} = {product(n, lang)}" for n in few if not is_prime(n)], lang)
    return Page(
        bar_chart_svg(best, title=tr(lang, "The most flexible cards", "Die beweglichsten Karten")),
        bar_chart_svg(
            worst,
            title=tr(
                lang, "The least flexible cards (★ = prime numbers)", "Die unbeweglichsten Karten (★ = Primzahlen)"
            ),
            highlight=primes,
        ),
        say(
            tr(
                lang,
                f"The jokers come first: they fit on every card. Then come numbers with many small divisors, "
                f"like {quiz.and_list(many, lang)}: they are in many rows. At the end are the prime numbers "
                f"{lonely} and numbers like {built}: they are in few rows.",
                f"Die Joker stehen ganz vorn: Sie passen auf jede Karte. Dann kommen Zahlen mit vielen kleinen "
                f"Teilern, wie {quiz.and_list(many, lang)}: Sie sind in vielen Reihen. Am Ende stehen die "
                f"Primzahlen {lonely} und Zahlen wie {built}: Sie sind in wenigen Reihen.",
            )
        ),
    )


def chain(lang: str) -> Page:
    """A chain of double fits."""
    return Page(chain_svg(["H4", "H8", "H6", "C9"], lang=lang))


def longest_chain(lang: str) -> Page:
    """The longest chain of a hand on heart 4."""
    hand = ["C9", "H8", "S5", "H6", "H3", "T15"]
    best = longest_double_chain(hand, "H4")
    names = ", ".join(quiz.card_words(c, lang) for c in best)
    single = next(c for c in best if fit_answer(c, "H4", double=True) == "fits")  # fits, but not double
    n = single.number
    single_de = the_card(single, "de").nom  # "das Herz 3", said first in the sentence
    return Page(
        *card_row(hand, lang, width=80),
        chain_svg(["H4", *best], lang=lang),
        say(
            tr(
                lang,
                f"The longest chain on heart 4: {names}. {len(best)} cards in one turn!",
                f"Die längste Kette auf dem Herz 4: {names}. {len(best)} Karten in einem Zug!",
            )
        ),
        say(
            tr(
                lang,
                f"The order matters: {quiz.card_words(single, lang)} fits on heart 4 only by its symbol, because "
                f"{n} and 4 share no row. It does not fit double, so played first it would end the turn.",
                f"Die Reihenfolge ist wichtig: {single_de[:1].upper() + single_de[1:]} passt auf das Herz 4 nur "
                f"über das Symbol, weil {n} und 4 keine gemeinsame Reihe haben. Diese Karte passt nicht doppelt, "
                f"also wäre der Zug zu Ende, wenn du sie zuerst legst.",
            )
        ),
    )


def how_many_in_one_turn(lang: str) -> Any:
    """How many cards can you play in one turn at most?"""
    hand = ["S9", "T10", "S6", "S2", "C8"]
    names = ", ".join(quiz.card_words(c, lang) for c in hand)
    best = longest_double_chain(hand, "S12")
    return quiz.number_question(
        tr(
            lang,
            f"Square 12 is on top. You hold {names}. How many cards can you play in one turn at most?",
            f"Das Quadrat 12 liegt oben. Deine Karten: {names}. "
            "Wie viele Karten kannst du in einem Zug höchstens legen?",
        ),
        len(best),
        reason=tr(
            lang,
            "Square 9 (3-row), square 6 (3-row) and square 2 (2-row) all fit double, "
            "then triangle 10 or circle 8 (2-row): 4 cards.",
            "Das Quadrat 9 (3er-Reihe), das Quadrat 6 (3er-Reihe) und das Quadrat 2 (2er-Reihe) passen alle "
            "doppelt, dann das Dreieck 10 oder der Kreis 8 (2er-Reihe): 4 Karten.",
        ),
        picture=Page(*card_row(["S12"], lang, width=80), " ", *card_row(hand, lang, width=70)).html(),
        reason_picture=chain_svg(["S12", *best], lang=lang),
        key=key(NUMBER, "how_many_in_one_turn", lang),
        lang=lang,
    )


def more_flexible(lang: str) -> Any:
    """Heart 24 or triangle 25?"""
    a, b = quiz.card_words("H24", lang), quiz.card_words("T25", lang)

    def rows(n: int) -> str:
        return quiz.and_list(rows_of(n), lang)

    question = Question(
        tr(lang, "Which card is more flexible?", "Welche Karte ist beweglicher?"),
        (a, b),
        a,
        tr(
            lang,
            f"25 = {product(25, lang)}: which rows is it in? And 24?",
            f"25 = {product(25, lang)}: In welchen Reihen ist sie? Und 24?",
        ),
        tr(
            lang,
            f"24 = {product(24, lang)} is in the rows {rows(24)}; 25 = {product(25, lang)} is only in the rows "
            f"{rows(25)}.",
            f"24 = {product(24, lang)} ist in den Reihen {rows(24)}; 25 = {product(25, lang)} ist nur in den Reihen "
            f"{rows(25)}.",
        ),
        picture=cards_html(["H24", "T25"], lang),
        reason_picture=factor_tree_svg(24, lang=lang) + factor_tree_svg(25, lang=lang),
    )
    return ask(NUMBER, "more_flexible", lang, question)


chains_quiz = fit_quiz_step(
    NUMBER,
    "chains_quiz",
    [("T30", "T42"), ("C26", "S39"), ("S33", "S52")],
    "Does it fit, or fit double?  The answers mixed.",
    double=True,
)


def wish_card(lang: str) -> Page:
    """The wish card, explained."""
    return Page(
        *card_row(["W"], lang),
        say(
            tr(
                lang,
                "The wish card fits on every card. Whoever plays it wishes a symbol: the next card must have "
                "this symbol (or be a wish or ban card). Keep it for when nothing else "
                "fits!",
                "Die Wunschkarte passt auf jede Karte. Wer sie legt, wünscht sich ein Symbol: Die nächste Karte "
                "muss dieses Symbol haben (oder eine Wunsch- oder Verbotskarte sein). Heb sie auf, bis nichts "
                "anderes passt!",
            )
        ),
    )


def _question(rng: random.Random, level: int, lang: str) -> PickQuestion:
    """Which of five cards of the deck fit double on the top card?  Some do (same symbol and a
    shared row), the others fit only once (same symbol or a shared row) or not at all."""
    cards = [c.text for c in number_cards(NUMBER) if (c.number or 0) <= (20, 45, 85)[level]]
    while True:
        top = rng.choice(cards)
        kinds = {k: [c for c in cards if c != top and _kind(c, top) == k] for k in ("double", "symbol", "row", "no")}
        if all(len(v) >= 2 for v in kinds.values()):
            doubles = rng.randint(1, 2)
            chosen = rng.sample(kinds["double"], doubles) + rng.sample(kinds["symbol"], 1) + rng.sample(kinds["row"], 1)
            chosen += rng.sample(kinds[rng.choice(["symbol", "row", "no"])], 3 - doubles)
            if len(set(chosen)) == 5:
                rng.shuffle(chosen)
                return cards_pick_question(NUMBER, top, chosen, lang, double=True)


def _kind(card: str, top: str) -> str:
    """How ``card`` fits on ``top``: "double", by its "symbol" only, by a shared "row" only, or "no"."""
    if fit_answer(card, top, double=True) == "double":
        return "double"
    if card[0] == top[0]:
        return "symbol"
    return "row" if fit_answer(card, top) == "fits" else "no"


practise = practice_step(NUMBER, _question)


def deck() -> list[Card]:
    """The deck of the rounds: the whole deck, with its wish cards now."""
    return lesson_deck(NUMBER)


def play(lang: str) -> Any:
    """The full game, with ban and wish cards, against three computer players."""
    return round_of_play(
        NUMBER,
        lang,
        deck=shuffled(deck()),
        players=4,
        next_step=tr(
            lang,
            "After the round: try the challenge below, or read what you learned.",
            "Nach der Runde: Probier unten die Herausforderung, oder lies, was du gelernt hast.",
        ),
    )


def challenge(lang: str) -> Any:
    """The optional challenge: a round with the hints off (no marks on the cards that fit)."""
    return round_of_play(
        NUMBER,
        lang,
        deck=shuffled(deck()),
        hints=False,
        next_step=tr(
            lang,
            "Well played! Next lesson: where two rows meet again.",
            "Gut gespielt! Nächste Lektion: Wo sich zwei Reihen wiedertreffen.",
        ),
    )
