"""Lesson 3: shared rows: when two NumNum cards fit."""

NAME = {"en": "03_shared_rows", "de": "03_gemeinsame_reihen"}

CELLS = [
    (
        "md",
        """
# Lesson 3: Shared rows – when do two cards fit?

*About 20 minutes.* Today you become a NumNum judge: you decide if a card fits, and you say why.

**How it works:** scroll down slowly: read, look at the pictures and click your answers.
(In JupyterLab, first choose *Run → Run All Cells* in the menu.)
""",
        """
# Lektion 3: Gemeinsame Reihen – wann passen zwei Karten?

*Ungefähr 20 Minuten.* Heute wirst du NumNum-Schiedsrichter: Du entscheidest, ob eine Karte
passt, und sagst, warum.

**So geht's:** Scroll langsam nach unten: Lies, schau dir die Bilder an und klick deine Antworten
an. (In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*; englisch: *Run → Run All Cells*.)
""",
    ),
    ("step", "begin"),
    (
        "md",
        """
## The rule

A card fits on the top card when

1. it has the **same symbol** (circle, triangle, square or heart), **or**
2. the two numbers are **in a shared row**: a row with both numbers in it.

Look at the triangle 18 and the circle 12:
""",
        """
## Die Regel

Eine Karte passt auf die oberste Karte, wenn

1. sie das **gleiche Symbol** hat (Kreis, Dreieck, Quadrat oder Herz), **oder**
2. beide Zahlen **eine gemeinsame Reihe** haben: eine Reihe, in der beide Zahlen vorkommen.

Schau dir das Dreieck 18 und den Kreis 12 an:
""",
    ),
    ("step", "rule"),
    (
        "md",
        """
Each column is a row. A dark dot means: the number is in this row. Where **both** numbers have a
dot, the column is framed: those are the **shared rows**. 12 and 18 share the 2-, 3- and 6-rows.
So the circle 12 fits on the triangle 18, even though the symbols are different:
""",
        """
Jede Spalte ist eine Reihe. Ein dunkler Punkt heißt: Die Zahl ist in dieser Reihe. Wo **beide**
Zahlen einen Punkt haben, ist die Spalte eingerahmt: Das sind die **gemeinsamen Reihen**. 12 und
18 haben die 2er-, 3er- und 6er-Reihe gemeinsam. Also passt der Kreis 12 auf das Dreieck 18,
obwohl die Symbole verschieden sind:
""",
    ),
    ("step", "rows_in_detail"),
    (
        "md",
        """
## Fits double

When a card fits by its symbol **and** by its number, it **fits double**. Then you may play one
more card! Heart 4 on heart 10: same symbol, and both are in the 2-row.
""",
        """
## Passt doppelt

Wenn eine Karte über das Symbol **und** über die Zahl passt, **passt sie doppelt**. Dann darfst
du noch eine Karte legen! Das Herz 4 auf dem Herz 10: gleiches Symbol, und beide sind in der 2er-Reihe.
""",
    ),
    ("step", "fits_double"),
    (
        "md",
        """
The heart 4 fits double, so the player may go on. But the circle 9 cannot follow: it is a circle
on a heart, and 4 and 9 share no row.

## Your turn: be the judge

Does the card fit? Click your answer. The explanation shows the rows of both numbers.
""",
        """
Das Herz 4 passt doppelt, also darf der Spieler weitermachen. Der Kreis 9 liegt auf einem Herz,
das Symbol passt also nicht, und 4 und 9 haben keine gemeinsame Reihe. Der Kreis 9 passt nicht.

## Jetzt du: Sei der Schiedsrichter

Passt die Karte? Klick deine Antwort an. Die Erklärung zeigt die Reihen beider Zahlen.
""",
    ),
    ("step", "judge"),
    (
        "md",
        """
Now with a third answer: does it fit **double**?
""",
        """
Jetzt mit einer dritten Antwort: Passt sie **doppelt**?
""",
    ),
    ("step", "judge_double"),
    ("step", "which_fits_35"),
    ("practice",),
    (
        "md",
        """
## Play a round

Now the deck has all the number cards of NumNum (the special cards come in later lessons), 7
cards each, against three computer players. Look for cards that **fit double**: they let you play
more than one card in a turn.
""",
        """
## Spiel eine Runde

Jetzt hat der Stapel alle Zahlenkarten von NumNum (die besonderen Karten kommen in späteren
Lektionen), 7 Karten für jeden, gegen drei Computer-Spieler. Such nach Karten, die **doppelt
passen**: Mit ihnen legst du mehr als eine Karte in einem Zug.
""",
    ),
    ("step", "play"),
    (
        "md",
        """
## What you learned

- Two numbers **share a row** when both are in it: 12 and 18 share the 2-, 3- and 6-rows.
- A card fits when it has the same symbol **or** shares a row with the top card.
- Same symbol **and** a shared row: it **fits double**, and you may play another card.
- In the game, the **Why?** button tells you why a card fits or not.
""",
        """
## Das hast du gelernt

- Zwei Zahlen **haben eine Reihe gemeinsam**, wenn beide darin sind: 12 und 18 haben die 2er-,
  3er- und 6er-Reihe gemeinsam.
- Eine Karte passt, wenn sie das gleiche Symbol hat **oder** eine Reihe mit der obersten Karte
  gemeinsam hat.
- Gleiches Symbol **und** gemeinsame Reihe: Sie **passt doppelt**, und du darfst noch eine Karte
  legen.
- Im Spiel sagt dir der Knopf **Warum?**, warum eine Karte passt oder nicht.
""",
    ),
]
