"""Lesson 9: the least common multiple, where two rows meet again."""

from math import lcm

from numnum.teaching.lessons import lesson09
from numnum.teaching.questions import and_list

#: The numbers of the hundred square in the 4-row and in the 6-row; those of the deck.
FRAMED = ", ".join(str(n) for n in range(lcm(4, 6), 101, lcm(4, 6)))
IN_DECK = {lang: and_list(lesson09.in_both_rows_of_deck(4, 6), lang) for lang in ("en", "de")}

NAME = {"en": "09_least_common_multiple", "de": "09_kleinstes_gemeinsames_vielfaches"}

CELLS = [
    (
        "md",
        """
# Lesson 9: The least common multiple: where two rows meet

*About 20 minutes.* Two times-table rows jump side by side along the number line. Where do they
land on the same number? The first such number is the **least common multiple**. And you will
see why the card 12 is a good friend of the 4 and the 6.

**How it works:** scroll down slowly: read, look at the pictures and click your answers.
(In JupyterLab, first choose *Run → Run All Cells* in the menu.)
""",
        """
# Lektion 9: Das kleinste gemeinsame Vielfache: wo sich zwei Reihen treffen

*Ungefähr 20 Minuten.* Zwei Einmaleins-Reihen hüpfen nebeneinander den Zahlenstrahl entlang. Wo
landen sie auf derselben Zahl? Die erste solche Zahl ist das **kleinste gemeinsame Vielfache**.
Und du siehst, warum die Karte 12 eine gute Freundin der 4 und der 6 ist.

**So geht's:** Scroll langsam nach unten: Lies, schau dir die Bilder an und klick deine Antworten
an. (In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*; englisch: *Run → Run All Cells*.)
""",
    ),
    ("step", "begin"),
    (
        "md",
        """
## Two rows on one number line

Both rows start at 0. The 4-row jumps 4 at a time (the arcs above the line), the 6-row jumps
6 at a time (the dashed arcs below). Watch where both land:
""",
        """
## Zwei Reihen auf einem Zahlenstrahl

Beide Reihen fangen bei 0 an. Die 4er-Reihe hüpft immer 4 weiter (die Bögen über der Linie), die
6er-Reihe immer 6 weiter (die gestrichelten Bögen darunter). Schau, wo beide landen:
""",
    ),
    ("step", "two_rows"),
    (
        "md",
        """
The 4-row lands on 4, 8, **12**, 16, 20, **24** ... and the 6-row on 6, **12**, 18, **24** ...
They meet on **12** and then again on **24**.

A number that is in both rows is a **common multiple** of 4 and 6. The smallest one is the
**least common multiple**, short **lcm**: lcm(4, 6) = 12.

## The hundred square with two rows

Here both rows are marked: a dot for the 4-row, a triangle for the 6-row. The numbers in
**both** rows are yellow with a thick frame.
""",
        """
Die 4er-Reihe landet auf 4, 8, **12**, 16, 20, **24** ... und die 6er-Reihe auf 6, **12**, 18,
**24** ... Sie treffen sich auf **12** und dann wieder auf **24**.

Eine Zahl, die in beiden Reihen ist, heißt **gemeinsames Vielfaches** von 4 und 6. Das kleinste
heißt **kleinstes gemeinsames Vielfaches**, kurz **kgV**: kgV(4, 6) = 12.

## Die Hundertertafel mit zwei Reihen

Hier sind beide Reihen markiert: ein Punkt für die 4er-Reihe, ein Dreieck für die 6er-Reihe. Die
Zahlen in **beiden** Reihen sind gelb und dick eingerahmt.
""",
    ),
    ("step", "two_rows_square"),
    (
        "md",
        f"""
The framed numbers are {FRAMED}: that is the **12-row**! Every common
multiple of 4 and 6 is a multiple of the lcm 12.

Now choose the second row yourself with the slider. The first row stays the 4-row. Try these:

- the 8-row: the rows meet on 8 already, because 8 is in the 4-row.
- the 5-row: they meet late, on 20 = 4 × 5. 4 and 5 share no row, so no smaller number is in
  both rows.
- the 12-row: 12 is in the 4-row, so they meet on 12.
""",
        f"""
Die eingerahmten Zahlen sind {FRAMED}: Das ist die **12er-Reihe**! Jedes
gemeinsame Vielfache von 4 und 6 ist ein Vielfaches des kgV 12.

Jetzt wählst du die zweite Reihe selbst mit dem Regler. Die erste Reihe bleibt die 4er-Reihe.
Probier das aus:

- die 8er-Reihe: Die Reihen treffen sich schon auf 8, denn 8 ist in der 4er-Reihe.
- die 5er-Reihe: Sie treffen sich spät, auf 20 = 4 · 5. 4 und 5 haben keine gemeinsame Reihe,
  also ist keine kleinere Zahl in beiden Reihen.
- die 12er-Reihe: 12 ist in der 4er-Reihe, also treffen sie sich auf 12.
""",
    ),
    ("step", "rows_explorer"),
    (
        "md",
        """
## The lcm from the prime factors

Remember the factor trees of lesson 4: 4 = 2 × 2 and 6 = 2 × 3.

- A number in the 4-row must have **2 × 2** in it.
- A number in the 6-row must have **2** and **3** in it.
- So a number in both rows needs 2 × 2 and a 3: **2 × 2 × 3 = 12**.

The rule: take every prime factor **as often as the number that has it most often**. In the
picture each prime factor has its own column. The bottom line takes every column:
""",
        """
## Das kgV aus den Primfaktoren

Erinnerst du dich an die Faktorbäume aus Lektion 4? 4 = 2 · 2 und 6 = 2 · 3.

- Eine Zahl in der 4er-Reihe muss **2 · 2** in sich haben.
- Eine Zahl in der 6er-Reihe muss **2** und **3** in sich haben.
- Eine Zahl in beiden Reihen braucht also 2 · 2 und eine 3: **2 · 2 · 3 = 12**.

Die Regel: Nimm jeden Primfaktor **so oft, wie ihn die Zahl hat, die ihn am häufigsten hat**. Im
Bild hat jeder Primfaktor seine eigene Spalte. Die untere Zeile nimmt alle Spalten:
""",
    ),
    ("step", "lcm_picture"),
    (
        "md",
        """
A bigger example: 12 = 2 × 2 × 3 and 18 = 2 × 3 × 3. Two 2s come from the 12, two 3s from
the 18: lcm(12, 18) = 2 × 2 × 3 × 3 = 36.
""",
        """
Ein größeres Beispiel: 12 = 2 · 2 · 3 und 18 = 2 · 3 · 3. Zwei Zweien kommen von der 12, zwei
Dreien von der 18: kgV(12, 18) = 2 · 2 · 3 · 3 = 36. (Auf Englisch heißt das kgV *lcm*, least common multiple.)
""",
    ),
    ("step", "lcm_12_18"),
    (
        "md",
        """
**A shortcut:** when two numbers share no prime factor, like 3 and 5, nothing is taken twice,
and the lcm is simply their product: lcm(3, 5) = 3 × 5 = 15.

## Your turn
""",
        """
**Eine Abkürzung:** Wenn zwei Zahlen keinen Primfaktor gemeinsam haben, wie 3 und 5, wird nichts
doppelt genommen, und das kgV ist einfach ihr Produkt: kgV(3, 5) = 3 · 5 = 15.

## Jetzt du
""",
    ),
    ("step", "meet_6_10"),
    ("step", "in_both_rows"),
    ("step", "lcm_8_12"),
    ("step", "lcm_5_7"),
    (
        "md",
        """
## The lcm in the card game

12 is in the 4-row **and** in the 6-row. So the card 12 shares the 4-row with every 4 and the
6-row with every 6: on a 12 both your 4 and your 6 fit, and a 12 fits on both of them.

Which numbers of the deck are in both rows? Let the computer look:
""",
        """
## Das kgV im Kartenspiel

12 ist in der 4er-Reihe **und** in der 6er-Reihe. Also hat die Karte 12 mit jeder 4 die
4er-Reihe gemeinsam und mit jeder 6 die 6er-Reihe: Auf eine 12 passen deine 4 und deine 6, und
eine 12 passt auf beide.

Welche Zahlen des Stapels sind in beiden Reihen? Lass den Computer suchen:
""",
    ),
    ("step", "both_rows_in_deck"),
    (
        "md",
        f"""
{IN_DECK["en"]}: all in the 12-row. The chain shows it: on the triangle 4 the circle 12
fits (4-row), and on the circle 12 the square 6 fits (6-row).

Does the card fit? Think of the rows both numbers are in.
""",
        f"""
{IN_DECK["de"]}: alle in der 12er-Reihe. Die Kette zeigt es: Auf das Dreieck 4 passt der
Kreis 12 (4er-Reihe), und auf den Kreis 12 passt das Quadrat 6 (6er-Reihe).

Passt die Karte? Denk an die Reihen, in denen beide Zahlen sind.
""",
    ),
    ("step", "judge"),
    ("practice",),
    (
        "md",
        """
## Play a round

The full deck against two computer players, 7 cards each. Your hand starts with the triangle 4
and the square 6, and the first card on the table is the circle 12. Which of them do you play
first?
""",
        """
## Spiel eine Runde

Der ganze Stapel gegen zwei Computer-Spieler, 7 Karten für jeden. Auf deiner Hand sind von
Anfang an das Dreieck 4 und das Quadrat 6, und die erste Karte auf dem Tisch ist der Kreis 12.
Welche legst du zuerst?
""",
    ),
    ("step", "play"),
    (
        "md",
        """
## What you learned

- A **common multiple** of two numbers is in both rows; the smallest one is the **least common
  multiple** (lcm): lcm(4, 6) = 12. There the two rows meet for the first time.
- Every common multiple is in the row of the lcm: 12, 24, 36, ... are the common multiples of
  4 and 6.
- From the prime factors: take each prime as often as the number that has it most often:
  lcm(12, 18) = 2 × 2 × 3 × 3 = 36. With no shared prime, the lcm is the product: lcm(3, 5) = 15.
- The card 12 shares a row with the 4 and with the 6: both fit on it.
""",
        """
## Das hast du gelernt

- Ein **gemeinsames Vielfaches** von zwei Zahlen ist in beiden Reihen; das kleinste heißt
  **kleinstes gemeinsames Vielfaches** (kgV): kgV(4, 6) = 12. Dort treffen sich die beiden
  Reihen zum ersten Mal.
- Jedes gemeinsame Vielfache ist in der Reihe des kgV: 12, 24, 36, ... sind die gemeinsamen
  Vielfachen von 4 und 6.
- Aus den Primfaktoren: Nimm jede Primzahl so oft, wie die Zahl sie hat, die sie am häufigsten
  hat: kgV(12, 18) = 2 · 2 · 3 · 3 = 36. Ohne gemeinsame Primzahl ist das kgV das Produkt:
  kgV(3, 5) = 15.
- Die Karte 12 hat mit der 4 und mit der 6 eine Reihe gemeinsam: Beide passen auf sie.
""",
    ),
]
