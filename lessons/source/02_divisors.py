"""Lesson 2: multiples and divisors."""

NAME = {"en": "02_multiples_and_divisors", "de": "02_vielfache_und_teiler"}

CELLS = [
    (
        "md",
        """
# Lesson 2: Multiples and divisors

*About 20 minutes.* A number can live in many rows at once. Today you find **all** of them.

**How it works:** scroll down slowly: read, look at the pictures and click your answers.
(In JupyterLab, first choose *Run → Run All Cells* in the menu.)
""",
        """
# Lektion 2: Vielfache und Teiler

*Ungefähr 20 Minuten.* Eine Zahl kann in vielen Reihen gleichzeitig wohnen. Heute findest du
**alle**.

**So geht's:** Scroll langsam nach unten: Lies, schau dir die Bilder an und klick deine Antworten
an. (In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*; englisch: *Run → Run All Cells*.)
""",
    ),
    ("step", "begin"),
    (
        "md",
        """
## Two words

- 12 is in the 3-row. We also say: 12 is a **multiple** of 3.
- And the other way round: 3 is a **divisor** of 12, because 12 can be shared into groups of 3
  with nothing left over: 12 = 4 × 3.

So: **the rows a number lives in are its divisors** (apart from 1).

## Dots in rectangles

Lay 12 dots as a rectangle. There are three ways. Each rectangle shows two rows that 12 is in:
the rectangle 3 × 4 says that 12 is in the 3-row **and** in the 4-row.
""",
        """
## Zwei Wörter

- 12 ist in der 3er-Reihe. Man sagt auch: 12 ist ein **Vielfaches** von 3.
- Und andersherum: 3 ist ein **Teiler** von 12, weil man 12 ohne Rest in Dreiergruppen aufteilen
  kann: 12 = 4 · 3.

Also: **Die Reihen, in denen eine Zahl wohnt, sind ihre Teiler** (außer der 1).

## Punkte als Rechtecke

Leg 12 Punkte als Rechteck. Das geht auf drei Arten. Jedes Rechteck zeigt zwei Reihen, in denen
12 ist: Das Rechteck 3 · 4 sagt, dass 12 in der 3er-Reihe **und** in der 4er-Reihe ist.
""",
    ),
    ("step", "rectangles"),
    (
        "md",
        """
The rectangles are 1 × 12, 2 × 6 and 3 × 4. So the divisors of 12 are
**1, 2, 3, 4, 6 and 12**, and 12 lives in the 2-, 3-, 4-, 6- and 12-rows.

The computer can list divisors too:
""",
        """
Die Rechtecke sind 1 · 12, 2 · 6 und 3 · 4. Also sind die Teiler von 12
**1, 2, 3, 4, 6 und 12**, und 12 wohnt in der 2er-, 3er-, 4er-, 6er- und 12er-Reihe.

Der Computer kann Teiler auch auflisten:
""",
    ),
    ("step", "twelve"),
    (
        "md",
        """
## Explore

Move the slider: which numbers make many rectangles? Which make only one long line?
""",
        """
## Erforsche selbst

Schieb den Regler: Welche Zahlen ergeben viele Rechtecke? Welche nur eine lange Linie?
""",
    ),
    ("step", "explorer"),
    (
        "md",
        """
## Your turn

Type the numbers with commas in between, then press **Enter** or click the button.
A wrong number gets its remainder: 12 = 2 × 5 + 2 means 5 does not go into 12.
""",
        """
## Jetzt du

Schreib die Zahlen mit Kommas dazwischen, dann drück **Enter** oder klick den Knopf.
Zu einer falschen Zahl bekommst du den Rest: 12 = 2 · 5 + 2 heißt, 5 geht nicht in 12 auf.
""",
    ),
    ("step", "divisors_of_18"),
    ("step", "rows_of_20"),
    ("step", "how_many_rows_36"),
    ("step", "only_one_row"),
    ("practice",),
    (
        "md",
        """
## Play a round

This time the deck has the **2-, 3- and 4-rows**. Many numbers are in several of them:
before you play, find every row your card shares with the top card. 6 cards each, three
computer players.
""",
        """
## Spiel eine Runde

Diesmal hat der Stapel die **2er-, 3er- und 4er-Reihe**. Viele Zahlen sind in mehreren davon:
Such vor jedem Zug alle Reihen, die deine Karte mit der obersten Karte gemeinsam hat. 6 Karten
für jeden, drei Computer-Spieler.
""",
    ),
    ("step", "play"),
    (
        "md",
        """
## What you learned

- 12 is a **multiple** of 3, and 3 is a **divisor** of 12: 12 = 4 × 3, nothing left over.
- The rows a number is in are its divisors above 1. Rectangles of dots show them in pairs.
- The computer lists them too: 1, 2, 3, 4, 6, 12.
- Some numbers, like 13, have only the rectangle 1 × 13. They come back in lesson 5.
""",
        """
## Das hast du gelernt

- 12 ist ein **Vielfaches** von 3, und 3 ist ein **Teiler** von 12: 12 = 4 · 3, ohne Rest.
- Die Reihen, in denen eine Zahl ist, sind ihre Teiler größer als 1. Punkte-Rechtecke zeigen sie
  paarweise.
- Der Computer listet sie auch auf: 1, 2, 3, 4, 6, 12.
- Manche Zahlen, wie 13, haben nur das Rechteck 1 · 13. Sie kommen in Lektion 5 wieder.
""",
    ),
]
