"""Lesson 8: playing well with numbers."""

NAME = {"en": "08_playing_well", "de": "08_gut_spielen"}

CELLS = [
    (
        "md",
        """
# Lesson 8: Playing well with numbers

*About 25 minutes.* Which card is the most flexible? And how do you play several cards in one
turn? Today you use everything you have learned to play better.

**How it works:** scroll down slowly: read, look at the pictures and click your answers.
(In JupyterLab, first choose *Run → Run All Cells* in the menu.)
""",
        """
# Lektion 8: Mit Zahlen gut spielen

*Ungefähr 25 Minuten.* Welche Karte ist am beweglichsten? Und wie legst du mehrere Karten in
einem Zug? Heute nutzt du alles, was du gelernt hast, um besser zu spielen.

**So geht's:** Scroll langsam nach unten: Lies, schau dir die Bilder an und klick deine Antworten
an. (In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*; englisch: *Run → Run All Cells*.)
""",
    ),
    ("step", "begin"),
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
    ("step", "flexible_cards"),
    (
        "md",
        """
**Tip 1:** keep flexible cards for later, play the stiff ones first when they fit.

## Chains of double fits

When a card fits **double** (same symbol and a shared row), you may play another card. With a
good hand you can play a whole chain! Here the heart 8 and the heart 6 both fit double, and the
circle 9 ends the chain:
""",
        """
**Tipp 1:** Heb bewegliche Karten für später auf und leg die unbeweglichen zuerst, wenn sie
passen.

## Ketten aus doppelt passenden Karten

Wenn eine Karte **doppelt passt** (gleiches Symbol und eine gemeinsame Reihe), darfst du noch
eine Karte legen. Mit einer guten Hand legst du eine ganze Kette! Hier passen das Herz 8 und das
Herz 6 beide doppelt, und der Kreis 9 beendet die Kette:
""",
    ),
    ("step", "chain"),
    (
        "md",
        """
The computer can find the longest chain for a hand. The top card is the heart 4:
""",
        """
Der Computer kann die längste Kette für eine Hand finden. Oben liegt das Herz 4:
""",
    ),
    ("step", "longest_chain"),
    (
        "md",
        """
**Tip 2:** before you play, look for hearts, circles, ... of the top card's symbol that share a
row with it – and with each other.

## Your turn
""",
        """
**Tipp 2:** Such vor deinem Zug nach Karten mit dem Symbol der obersten Karte, die eine Reihe mit
ihr gemeinsam haben – und miteinander.

## Jetzt du
""",
    ),
    ("step", "how_many_in_one_turn"),
    ("step", "more_flexible"),
    ("step", "chains_quiz"),
    ("practice",),
    (
        "md",
        """
## The wish card

From now on the deck has its **wish cards** too:
""",
        """
## Die Wunschkarte

Ab jetzt hat der Stapel auch seine **Wunschkarten**:
""",
    ),
    ("step", "wish_card"),
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
    ("step", "play"),
    (
        "md",
        """
## Challenge (if you like): a round without hints

Now the cards that fit are **not** marked. Before each move, find the shared row yourself!
""",
        """
## Herausforderung (wenn du magst): eine Runde ohne Tipps

Jetzt sind die Karten, die passen, **nicht** markiert. Such vor jedem Zug selbst die gemeinsame
Reihe!
""",
    ),
    ("step", "challenge"),
    (
        "md",
        """
## What you learned

- The most flexible cards are the jokers and numbers with many small divisors, like 6, 12 and 30.
- The stiffest cards are prime numbers, like 7 and 13, and numbers with few divisors, like 49 and 77.
- Cards that fit double make chains: several cards in one turn. The order matters.
- Play stiff cards early and keep flexible cards for later.
""",
        """
## Das hast du gelernt

- Die beweglichsten Karten sind die Joker und Zahlen mit vielen kleinen Teilern, wie 6, 12 und 30.
- Die unbeweglichsten Karten sind Primzahlen, wie 7 und 13, und Zahlen mit wenigen Teilern, wie
  49 und 77.
- Doppelt passende Karten ergeben Ketten: mehrere Karten in einem Zug. Die Reihenfolge zählt.
- Leg unbewegliche Karten früh und heb bewegliche für später auf.
""",
    ),
]
