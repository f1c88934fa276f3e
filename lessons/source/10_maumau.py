"""Lesson 10: classic Mau Mau and NumNum compared: which game gives more choices?"""

from numnum.teaching.counting import choices, maumau_deck
from numnum.teaching.lessons import lesson10
from numnum.teaching.questions import and_list

MAU = len(maumau_deck())
SUIT, RANK, JACKS = lesson10.maumau_fits("H9")
FITS = len(choices("H9", maumau_deck(), variant="maumau"))
assert FITS == SUIT + RANK + JACKS, "what fits on the 9 of hearts: its suit, its rank and the jacks"
BANS = lesson10.ban_count()
NUMNUM = len(lesson10.numnum_deck())
MAU_OF_TEN, NUMNUM_OF_TEN = lesson10.of_ten(maumau_deck()), lesson10.of_ten(lesson10.numnum_deck())
SHARE, GREY = lesson10.on_twelve()

NAME = {"en": "10_maumau_and_numnum", "de": "10_maumau_und_numnum"}

CELLS = [
    (
        "md",
        """
# Lesson 10: Classic Mau Mau and NumNum compared

*About 20 minutes.* NumNum comes from an old card game: **Mau Mau**. Both games work the same
way: lay a card that fits on the top card, and get rid of all your cards first. But *when* does
a card fit? Today you count which game gives you more choices, and you play a round of classic
Mau Mau.

**How it works:** scroll down slowly: read, look at the pictures and click your answers.
(In JupyterLab, first choose *Run → Run All Cells* in the menu.)
""",
        """
# Lektion 10: Klassisches Mau Mau und NumNum im Vergleich

*Ungefähr 20 Minuten.* NumNum kommt von einem alten Kartenspiel: **Mau Mau**. Beide Spiele gehen
gleich: Leg eine Karte, die auf die oberste Karte passt, und werde als Erstes alle Karten los.
Aber *wann* passt eine Karte? Heute zählst du, welches Spiel dir mehr Möglichkeiten gibt, und du
spielst eine Runde Mau Mau.

**So geht's:** Scroll langsam nach unten: Lies, schau dir die Bilder an und klick deine Antworten
an. (In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*; englisch: *Run → Run All Cells*.)
""",
    ),
    ("step", "begin"),
    (
        "md",
        f"""
## Classic Mau Mau

Mau Mau is played with {MAU} cards: four **suits** (♣ clubs, ♠ spades, ♥ hearts, ♦ diamonds) and
eight **ranks** (7, 8, 9, 10, jack, queen, king, ace). A card fits when it has

- the **same suit** as the top card, or
- the **same rank**.

And the **jack** fits on every card: whoever plays it chooses the suit that comes next.
The 9 of hearts is on top. In the hand under it, the cards that fit have a ring and a tick:
the 8 of hearts (same suit), the 9 of spades (same rank) and the jack of clubs (a jack). The
queen of spades does not fit.
""",
        f"""
## Mau Mau

Mau Mau spielt man mit {MAU} Karten: vier **Farben** (♣ Kreuz, ♠ Pik, ♥ Herz, ♦ Karo) und acht
**Werte** (7, 8, 9, 10, Bube, Dame, König, Ass). Eine Karte passt, wenn sie

- die **gleiche Farbe** hat wie die oberste Karte, oder
- den **gleichen Wert**.

Und der **Bube** passt auf jede Karte: Wer ihn legt, wünscht sich die Farbe, die als Nächstes
kommt. Oben liegt die Herz 9. In der Hand darunter haben die passenden Karten einen Ring und
einen Haken: die Herz 8 (gleiche Farbe), die Pik 9 (gleicher Wert) und der Kreuz Bube (ein Bube).
Die Pik Dame passt nicht.
""",
    ),
    ("step", "maumau_hand"),
    (
        "md",
        """
Which cards of the whole deck fit on the 9 of hearts? Here is the deck, one line per suit:
""",
        """
Welche Karten des ganzen Stapels passen auf die Herz 9? Hier ist der Stapel, eine Zeile pro Farbe:
""",
    ),
    ("step", "maumau_grid"),
    (
        "md",
        f"""
The other {SUIT} hearts, the other {RANK} nines and the {JACKS} other jacks: **{FITS}** of the {MAU - 1}
other cards.
The cards that fit make a cross: the line of the hearts and the column of the nines.

## NumNum

In NumNum a card fits when it has

- the **same symbol** (circle, triangle, square or heart), or
- a **shared row**: both numbers are in the same times-table row (the 1 is a joker).

Here is the NumNum deck with the heart 12 on top. (The {BANS} ban cards are left out: they never
fit, they are a move of their own.)
""",
        f"""
Die {SUIT} anderen Herz-Karten, die {RANK} anderen Neunen und die {JACKS} anderen Buben: **{FITS}** der
{MAU - 1} anderen Karten. Die passenden Karten bilden ein Kreuz: die Zeile der Herz-Karten und die Spalte der
Neunen.

## NumNum

In NumNum passt eine Karte, wenn sie

- das **gleiche Symbol** hat (Kreis, Dreieck, Quadrat oder Herz), oder
- eine **gemeinsame Reihe**: Beide Zahlen sind in derselben Einmaleins-Reihe (die 1 ist ein
  Joker).

Hier ist der NumNum-Stapel mit dem Herz 12 oben. (Die {BANS} Verbotskarten lassen wir weg: Sie passen
nie, sie sind ein eigener Zug.)
""",
    ),
    ("step", "numnum_grid"),
    (
        "md",
        f"""
So many! All the hearts, the wish cards, and from the other symbols every card that shares a
row with 12: {", ".join(map(str, SHARE[:10]))} ... Grey are only numbers like {and_list(GREY[:6], "en")}:
they are in no row with 12.

## Count across the whole deck

But 12 is a very flexible card. Is that fair? Let the computer count, for **every** card that
can be on top, how many cards fit on it, and take the average:
""",
        f"""
So viele! Alle Herz-Karten, die Wunschkarten und von den anderen Symbolen jede Karte, die eine
Reihe mit 12 gemeinsam hat: {", ".join(map(str, SHARE[:10]))} ... Grau sind nur Zahlen wie
{and_list(GREY[:6], "de")}: Sie sind in keiner Reihe mit 12.

## Zählen über den ganzen Stapel

Aber 12 ist eine sehr bewegliche Karte. Ist das gerecht? Lass den Computer für **jede** Karte, die
oben liegen kann, zählen, wie viele Karten auf sie passen, und den Durchschnitt nehmen:
""",
    ),
    ("step", "average_chart"),
    (
        "md",
        f"""
But wait: the NumNum deck has many more cards ({NUMNUM} against {MAU}). More cards, more that fit.
A fairer question: **of 10 cards, how many fit** on an average card?
""",
        f"""
Aber Moment: Der NumNum-Stapel hat viel mehr Karten ({NUMNUM} gegen {MAU}). Mehr Karten, mehr passende.
Gerechter ist die Frage: **Wie viele von 10 Karten passen** im Durchschnitt?
""",
    ),
    ("step", "more_choices_chart"),
    (
        "md",
        f"""
In Mau Mau about **{MAU_OF_TEN} of 10** cards fit, in NumNum about **{NUMNUM_OF_TEN} of 10**. NumNum gives you **more
choices**!

Why? A Mau Mau card has one suit and one rank, and a 9 only matches other 9s. A NumNum number
is in **many rows at once**: 12 is in the rows 2, 3, 4, 6 and 12, and every row brings new
partners. More choices also mean more thinking: which of the cards that fit is the best one?
(Remember lesson 8.)

## Your turn
""",
        f"""
In Mau Mau passen etwa **{MAU_OF_TEN} von 10** Karten, in NumNum etwa **{NUMNUM_OF_TEN} von 10**. NumNum gibt dir **mehr
Möglichkeiten**!

Warum? Eine Mau-Mau-Karte hat eine Farbe und einen Wert, und eine 9 passt nur zu anderen Neunen.
Eine NumNum-Zahl ist in **vielen Reihen gleichzeitig**: 12 ist in den Reihen 2, 3, 4, 6 und 12,
und jede Reihe bringt neue Partner. Mehr Möglichkeiten heißt aber auch mehr Nachdenken: Welche
der passenden Karten ist die beste? (Denk an Lektion 8.)

## Jetzt du
""",
    ),
    ("step", "seven_on_king"),
    ("step", "maumau_count"),
    (
        "md",
        """
In NumNum, a card may fit where Mau Mau would say no. Does it fit?
""",
        """
In NumNum passt eine Karte manchmal, wo Mau Mau Nein sagen würde. Passt sie?
""",
    ),
    ("step", "judge"),
    ("step", "more_choices"),
    ("practice",),
    (
        "md",
        """
## Play a round of classic Mau Mau

Now you play Mau Mau against two computer players, 5 cards each. Same suit or same rank fits,
and the jack fits on everything. Some cards do something special:

- **7**: the next player draws 2 cards (unless they can lay a 7 too),
- **8**: the next player is skipped,
- **9** and **ace**: you play again,
- **king of hearts**: the next player draws 3 cards.

When you have only one card left, press **Mau**, or you must draw 2 cards! Do you miss the
rows of NumNum?
""",
        """
## Spiel eine Runde Mau Mau

Jetzt spielst du Mau Mau gegen zwei Computer-Spieler, 5 Karten für jeden. Gleiche Farbe oder
gleicher Wert passt, und der Bube passt auf alles. Manche Karten machen etwas Besonderes:

- **7**: Der nächste Spieler zieht 2 Karten (außer er kann auch eine 7 legen),
- **8**: Der nächste Spieler setzt aus,
- **9** und **Ass**: Du spielst noch einmal,
- **Herz König**: Der nächste Spieler zieht 3 Karten.

Wenn du nur noch eine Karte hast, drück auf **Mau**, sonst musst du 2 Karten ziehen! Fehlen dir
die Reihen von NumNum?
""",
    ),
    ("step", "play"),
    (
        "md",
        f"""
## What you learned

- In **Mau Mau** a card fits by the same suit or the same rank, and the jack fits on every card.
- In **NumNum** a card fits by the same symbol or by a shared times-table row.
- Counted over the whole deck, about {MAU_OF_TEN} of 10 cards fit on an average card in Mau Mau, and about
  {NUMNUM_OF_TEN} of 10 in NumNum: NumNum gives you **more choices**, because a number is in many rows at once.
- To compare two decks of different size, count *how many of 10* (a share), not only how many.
""",
        f"""
## Das hast du gelernt

- Bei **Mau Mau** passt eine Karte über die gleiche Farbe oder den gleichen Wert, und der Bube
  passt auf jede Karte.
- Bei **NumNum** passt eine Karte über das gleiche Symbol oder eine gemeinsame Einmaleins-Reihe.
- Über den ganzen Stapel gezählt, passen bei Mau Mau etwa {MAU_OF_TEN} von 10 Karten auf eine Karte, bei
  NumNum etwa {NUMNUM_OF_TEN} von 10: NumNum gibt dir **mehr Möglichkeiten**, weil eine Zahl in vielen Reihen
  gleichzeitig ist.
- Um zwei verschieden große Stapel zu vergleichen, zählst du *wie viele von 10* (einen Anteil),
  nicht nur wie viele.
""",
    ),
]
