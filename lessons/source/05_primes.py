"""Lesson 5: prime numbers, the lonely cards."""

from numnum.teaching.lessons import lesson05

NAME = {"en": "05_prime_numbers_lonely_cards", "de": "05_primzahlen_einsame_karten"}

CELLS = [
    (
        "md",
        """
# Lesson 5: Prime numbers – the lonely cards

*About 20 minutes.* Some cards are hard to get rid of: the 7, the 13. Today you find out why,
and you count it across the whole deck.

**How it works:** scroll down slowly: read, look at the pictures and click your answers.
(In JupyterLab, first choose *Run → Run All Cells* in the menu.)
""",
        """
# Lektion 5: Primzahlen – die einsamen Karten

*Ungefähr 20 Minuten.* Manche Karten wird man schwer los: die 7, die 13. Heute findest du heraus,
warum, und du zählst es im ganzen Stapel nach.

**So geht's:** Scroll langsam nach unten: Lies, schau dir die Bilder an und klick deine Antworten
an. (In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*; englisch: *Run → Run All Cells*.)
""",
    ),
    ("step", "begin"),
    (
        "md",
        """
## What is a prime number?

A **prime number** has exactly two divisors: 1 and itself. 13 dots make only one rectangle,
the long line 1 × 13. So 13 lives in only **one** row: the 13-row.
""",
        """
## Was ist eine Primzahl?

Eine **Primzahl** hat genau zwei Teiler: 1 und sich selbst. 13 Punkte ergeben nur ein Rechteck,
die lange Linie 1 · 13. Also wohnt 13 in nur **einer** Reihe: der 13er-Reihe.
""",
    ),
    ("step", "rectangles_13"),
    (
        "md",
        """
Prime numbers are rare, and they get rarer the bigger the numbers are. This many are in each
hundred:
""",
        """
Primzahlen gibt es nicht viele, und je größer die Zahlen, desto seltener werden sie. So viele
gibt es in jedem Hundert:
""",
    ),
    ("step", "primes_per_hundred"),
    (
        "md",
        """
## Why prime cards are lonely

13 is only in the 13-row. So a card with 13 fits by number only on the cards of the 13-row. Here
they are, all the cards of the 13-row in our deck:
""",
        """
## Warum Primzahl-Karten einsam sind

13 ist nur in der 13er-Reihe. Also passt eine Karte mit 13 über die Zahl nur auf die Karten der
13er-Reihe. Hier sind sie, alle Karten der 13er-Reihe in unserem Stapel:
""",
    ),
    ("step", "thirteens"),
    (
        "md",
        """
Let's count for some numbers: on how many other cards of the deck could a card with this number
be played, by number alone?
""",
        """
Zählen wir für ein paar Zahlen: Auf wie viele andere Karten des Stapels könnte man eine Karte mit
dieser Zahl legen, nur über die Zahl?
""",
    ),
    ("step", "partners"),
    (
        "md",
        f"""
The small primes 2, 3 and 5 have many partners: their rows are full of numbers. But 7, 13 and
17 are lonely: few numbers of the deck are in their rows. (There is no 17 card in the deck – a
teacher could make one, but it would fit on only {lesson05.partners_of(17)} cards by number.)

**Tip:** play a lonely card as soon as it fits, or when the symbol matches.

## Your turn
""",
        f"""
Die kleinen Primzahlen 2, 3 und 5 haben viele Partner: In ihren Reihen sind viele Zahlen. Aber 7,
13 und 17 sind einsam: Nur wenige Zahlen des Stapels sind in ihren Reihen. (Eine 17 gibt es im
Stapel nicht – eine Lehrerin könnte eine basteln, aber sie würde nur auf {lesson05.partners_of(17)} Karten über die
Zahl passen.)

**Tipp:** Leg eine einsame Karte, sobald sie passt, oder wenn das Symbol stimmt.

## Jetzt du
""",
    ),
    ("step", "is_51_prime"),
    ("step", "which_is_prime"),
    ("step", "partners_of_7"),
    ("step", "judge"),
    ("practice",),
    (
        "md",
        """
## Play a round

This time your hand starts with three lonely cards: two 7s and a 13. Try to get rid of them!
7 cards each, two computer players.
""",
        """
## Spiel eine Runde

Diesmal hast du gleich drei einsame Karten auf der Hand: zwei 7en und eine 13. Versuch, sie
loszuwerden! 7 Karten für jeden, zwei Computer-Spieler.
""",
    ),
    ("step", "play"),
    (
        "md",
        f"""
## What you learned

- A **prime number** has exactly two divisors, 1 and itself, like 2, 3, 5, 7, 13 and 17.
- A prime card lives in only one row, so it shares a row with few cards: the 13 fits on only
  {lesson05.partners_of(13)} other cards by number, the 12 on {lesson05.partners_of(12)}.
- Play lonely cards early, when the symbol or the number fits.
""",
        f"""
## Das hast du gelernt

- Eine **Primzahl** hat genau zwei Teiler, 1 und sich selbst, wie 2, 3, 5, 7, 13 und 17.
- Eine Primzahl-Karte wohnt in nur einer Reihe, also hat sie mit wenigen Karten eine Reihe
  gemeinsam: Die 13 passt über die Zahl nur auf {lesson05.partners_of(13)} andere Karten, die 12 auf
  {lesson05.partners_of(12)}.
- Leg einsame Karten früh, wenn das Symbol oder die Zahl passt.
""",
    ),
]
