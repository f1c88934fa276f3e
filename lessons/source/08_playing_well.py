"""Lesson 8: playing well with numbers."""

NAME = {"en": "08_playing_well", "de": "08_gut_spielen"}

CELLS = [
    (
        "md",
        """
# Lesson 8: Playing well with numbers

*About 25 minutes.* Which card is the most flexible? And how do you play several cards in one
turn? Today you use everything you have learned to play better.

Run the cells from top to bottom with **Shift + Enter**.
""",
        """
# Lektion 8: Mit Zahlen gut spielen

*Ungefähr 25 Minuten.* Welche Karte ist am beweglichsten? Und wie legst du mehrere Karten in
einem Zug? Heute nutzt du alles, was du gelernt hast, um besser zu spielen.

Lass die Zellen von oben nach unten laufen, mit **Umschalt + Enter**.
""",
    ),
    (
        "code",
        """
from IPython.display import display

import numnum
from numnum import quiz
from numnum.counting import flexibility, longest_double_chain
from numnum.pictures import SVG, bar_chart_svg, chain_svg
from numnum.render.cards import hand_svg
from numnum.variants.numnum import standard_deck

LANG = $LANG
""",
    ),
    (
        "md",
        """
## Which card is the most flexible?

A card is **flexible** when it fits on many cards: by symbol or by number. Let the computer
count, for every number card of the deck, on how many of the deck's number cards it fits.
Here are the ten most flexible cards and the ten least flexible ones:
""",
        """
## Welche Karte ist am beweglichsten?

Eine Karte ist **beweglich**, wenn sie auf viele Karten passt: über das Symbol oder über die Zahl.
Lass den Computer für jede Zahlenkarte des Stapels zählen, auf wie viele Zahlenkarten des Stapels
sie passt. Hier sind die zehn beweglichsten und die zehn unbeweglichsten Karten:
""",
    ),
    (
        "code",
        """
ranking = flexibility(standard_deck())
best = [(card.text, n) for card, n in ranking[:10]]
worst = [(card.text, n) for card, n in ranking[-10:]]
display(SVG(bar_chart_svg(best, title="The most flexible cards")))
display(SVG(bar_chart_svg(worst, title="The least flexible cards", highlight=[t for t, n in worst])))
""",
        """
ranking = flexibility(standard_deck())
best = [(card.text, n) for card, n in ranking[:10]]
worst = [(card.text, n) for card, n in ranking[-10:]]
display(SVG(bar_chart_svg(best, title="Die beweglichsten Karten")))
display(SVG(bar_chart_svg(worst, title="Die unbeweglichsten Karten", highlight=[t for t, n in worst])))
""",
    ),
    (
        "md",
        """
The jokers come first. Then come numbers with **many small divisors**, like 30, 42, 6, 12 and
18: they are in many rows. At the end are the **prime numbers** 7 and 13 and numbers like
49 = 7 × 7 and 77 = 7 × 11, made only of big primes.

**Tip 1:** keep flexible cards for later, play the stiff ones first when they fit.

## Chains of double fits

When a card fits **double** (same symbol and a shared row), you may play another card. With a
good hand you can play a whole chain! Here the heart 8 and the heart 6 both fit double, and the
circle 9 ends the chain:
""",
        """
Die Joker stehen ganz vorn. Dann kommen Zahlen mit **vielen kleinen Teilern**, wie 30, 42, 6,
12 und 18: Sie sind in vielen Reihen. Am Ende stehen die **Primzahlen** 7 und 13 und Zahlen wie
49 = 7 · 7 und 77 = 7 · 11, die nur aus großen Primzahlen bestehen.

**Tipp 1:** Heb bewegliche Karten für später auf und leg die unbeweglichen zuerst, wenn sie
passen.

## Ketten aus doppelt passenden Karten

Wenn eine Karte **doppelt passt** (gleiches Symbol und eine gemeinsame Reihe), darfst du noch
eine Karte legen. Mit einer guten Hand legst du eine ganze Kette! Hier passen die Herz-8 und die
Herz-6 beide doppelt, und der Kreis-9 beendet die Kette:
""",
    ),
    ("code", 'display(SVG(chain_svg(["H4", "H8", "H6", "C9"], lang=LANG)))'),
    (
        "md",
        """
The computer can find the longest chain for a hand. The top card is the heart 4:
""",
        """
Der Computer kann die längste Kette für eine Hand finden. Oben liegt die Herz-4:
""",
    ),
    (
        "code",
        """
hand = ["C9", "H8", "S5", "H6", "H3", "T15"]
display(SVG(hand_svg([numnum.Card.parse(c) for c in hand], overlap=0, width=80)))
chain = longest_double_chain(hand, "H4")
display(SVG(chain_svg(["H4", *chain], lang=LANG)))
""",
    ),
    (
        "md",
        """
Heart 8, heart 6, heart 3 – all fit double – and then the circle 9 (3-row). Four cards in one
turn! The order matters: heart 3 first would not work, because 3 and 4 share no row.

**Tip 2:** before you play, look for hearts, circles, ... of the top card's symbol that share a
row with it – and with each other.

## Your turn
""",
        """
Herz-8, Herz-6, Herz-3 – alle passen doppelt – und dann der Kreis-9 (3er-Reihe). Vier Karten in
einem Zug! Die Reihenfolge ist wichtig: Herz-3 zuerst ginge nicht, weil 3 und 4 keine gemeinsame
Reihe haben.

**Tipp 2:** Such vor deinem Zug nach Karten mit dem Symbol der obersten Karte, die eine Reihe mit
ihr gemeinsam haben – und miteinander.

## Jetzt du
""",
    ),
    (
        "code",
        """
hand = ["S9", "T10", "S6", "S2", "C8"]
question = "The square 12 is on top. You hold " + ", ".join(hand) + "."
quiz.number_question(
    question + " How many cards can you play in one turn at most?",
    len(longest_double_chain(hand, "S12")),
    reason="S9 (3-row), S6 (3-row), S2 (2-row) all fit double, then T10 or C8 (2-row): 4 cards.",
    picture=hand_svg([numnum.Card.parse(c) for c in hand], overlap=0, width=70),
    lang=LANG,
)
""",
        """
hand = ["S9", "T10", "S6", "S2", "C8"]
question = "Das Quadrat 12 liegt oben. Du hast " + ", ".join(hand) + "."
quiz.number_question(
    question + " Wie viele Karten kannst du höchstens in einem Zug legen?",
    len(longest_double_chain(hand, "S12")),
    reason="S9 (3er-Reihe), S6 (3er-Reihe), S2 (2er-Reihe) passen doppelt, dann T10 oder C8: 4 Karten.",
    picture=hand_svg([numnum.Card.parse(c) for c in hand], overlap=0, width=70),
    lang=LANG,
)
""",
    ),
    (
        "code",
        """
quiz.choice_question(
    "Which card is more flexible?",
    ["H24", "H25"],
    "H24",
    reason="24 = 2 × 2 × 2 × 3 is in the rows 2, 3, 4, 6, 8, 12 and 24; 25 = 5 × 5 only in 5 and 25.",
    hints={"H25": "25 = 5 × 5: which rows is it in? And 24?"},
    lang=LANG,
)
""",
        """
quiz.choice_question(
    "Welche Karte ist beweglicher?",
    ["H24", "H25"],
    "H24",
    reason="24 = 2 · 2 · 2 · 3 ist in den Reihen 2, 3, 4, 6, 8, 12 und 24; 25 = 5 · 5 nur in 5 und 25.",
    hints={"H25": "25 = 5 · 5: In welchen Reihen ist sie? Und 24?"},
    lang=LANG,
)
""",
    ),
    ("code", 'quiz.fit_quiz([("T30", "T42"), ("C26", "C39"), ("S33", "S44")], double=True, lang=LANG)'),
    (
        "md",
        """
## Play a round

The full game: 7 cards each against three computer players. Use both tips:
play stiff cards first, and look for chains of double fits!
""",
        """
## Spiel eine Runde

Das ganze Spiel: 7 Karten für jeden gegen drei Computer-Spieler. Nutz beide
Tipps: Leg unbewegliche Karten zuerst, und such nach Ketten aus doppelt passenden Karten!
""",
    ),
    ("code", 'numnum.play(players=4, humans=1, bots="greedy", lang=LANG, autosave=False)'),
    (
        "md",
        """
## What you learned

- The most flexible cards are the jokers and numbers with many small divisors (6, 12, 18, 30, 42).
- The stiffest cards are primes like 7 and 13, and numbers made of big primes like 49 and 77.
- Cards that fit double make chains: several cards in one turn. The order matters.
- Play stiff cards early and keep flexible cards for later.
""",
        """
## Das hast du gelernt

- Die beweglichsten Karten sind die Joker und Zahlen mit vielen kleinen Teilern (6, 12, 18, 30, 42).
- Die unbeweglichsten Karten sind Primzahlen wie 7 und 13 und Zahlen aus großen Primzahlen wie
  49 und 77.
- Doppelt passende Karten ergeben Ketten: mehrere Karten in einem Zug. Die Reihenfolge zählt.
- Leg unbewegliche Karten früh und heb bewegliche für später auf.
""",
    ),
]
