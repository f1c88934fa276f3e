"""Lesson 1: times tables as rows."""

NAME = {"en": "01_times_tables_as_rows", "de": "01_einmaleins_als_reihen"}

CELLS = [
    (
        "md",
        """
# Lesson 1: Times tables as rows

*About 20 minutes.* Today you find out what it means that **12 is in the 3-row**, and you play
NumNum with a small deck.

**How it works:** scroll down slowly: read, look at the pictures and click your answers.
(In JupyterLab, first choose *Run → Run All Cells* in the menu.)
""",
        """
# Lektion 1: Das Einmaleins als Reihen

*Ungefähr 20 Minuten.* Heute findest du heraus, was es heißt, dass **12 in der 3er-Reihe** ist,
und du spielst NumNum mit einem kleinen Kartenstapel.

**So geht's:** Scroll langsam nach unten: Lies, schau dir die Bilder an und klick deine Antworten
an. (In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*; englisch: *Run → Run All Cells*.)
""",
    ),
    ("step", "begin"),
    (
        "md",
        """
## Jumping in threes

Start at 0 and jump 3 steps at a time: 3, 6, 9, 12, 15 ... Every number you land on is
**in the 3-row** (the 3-times table).
""",
        """
## Hüpfen in Dreierschritten

Fang bei 0 an und hüpf immer 3 weiter: 3, 6, 9, 12, 15 ... Jede Zahl, auf der du landest, ist
**in der 3er-Reihe** (im Dreier-Einmaleins).
""",
    ),
    ("step", "jumps"),
    (
        "md",
        """
12 is in the 3-row: **4 jumps** of 3 land on 12, so 4 × 3 = 12.

Now look where 13 would be:
""",
        """
12 ist in der 3er-Reihe: **4 Sprünge** von 3 landen auf 12, also 4 · 3 = 12.

Und wo wäre die 13?
""",
    ),
    ("step", "no_jump_to_13"),
    (
        "md",
        """
No jump lands on 13: 4 jumps land on 12, 5 jumps on 15. 13 is **not** in the 3-row.

## The hundred square

Here are all numbers from 1 to 100. The numbers of the 3-row have a yellow box and a dot.
Can you see the slanted stripes?
""",
        """
Kein Sprung landet auf 13: 4 Sprünge landen auf 12, 5 Sprünge auf 15. 13 ist **nicht** in der
3er-Reihe.

## Die Hundertertafel

Hier stehen alle Zahlen von 1 bis 100. Die Zahlen der 3er-Reihe haben ein gelbes Kästchen und
einen Punkt. Siehst du die schrägen Streifen?
""",
    ),
    ("step", "hundred_square"),
    (
        "md",
        """
## Explore the rows

Move the slider to choose a row, and type a number. Try these:

- the **2-row**: which numbers are in it? (They are called *even* numbers.)
- the **5-row**: what do all its numbers end with?
- the **7-row** and the number 49.
""",
        """
## Erforsche die Reihen

Schieb den Regler, um eine Reihe zu wählen, und tipp eine Zahl ein. Probier das aus:

- die **2er-Reihe**: Welche Zahlen sind drin? (Man nennt sie *gerade* Zahlen.)
- die **5er-Reihe**: Womit enden alle ihre Zahlen?
- die **7er-Reihe** und die Zahl 49.
""",
    ),
    ("step", "explorer"),
    (
        "md",
        """
## Your turn

Click an answer. You will see at once if it is right, and why.
""",
        """
## Jetzt du

Klick eine Antwort an. Du siehst sofort, ob sie stimmt, und warum.
""",
    ),
    ("step", "twenty_in_four"),
    ("step", "fifteen_in_two"),
    ("step", "which_in_seven"),
    ("step", "after_thirty"),
    (
        "md",
        """
## What rows have to do with NumNum

In NumNum you may put a card on the top card when it has the **same symbol**, or when the two
numbers are **in the same row**. 12 and 8 are both in the 4-row, so the heart 12 fits on the
circle 8:
""",
        """
## Was die Reihen mit NumNum zu tun haben

Bei NumNum darfst du eine Karte auf die oberste Karte legen, wenn sie das **gleiche Symbol** hat
oder wenn beide Zahlen **in derselben Reihe** sind. 12 und 8 sind beide in der 4er-Reihe, also
passt das Herz 12 auf den Kreis 8:
""",
    ),
    ("step", "rows_in_numnum"),
    ("practice",),
    (
        "md",
        """
## Play a round

A small deck: only numbers of the **2-, 3- and 5-rows**. You get 5 cards and play against two
computer players. The cards that fit are marked for you. Before you play a card, say which row it
shares with the top card!
""",
        """
## Spiel eine Runde

Ein kleiner Stapel: nur Zahlen aus der **2er-, 3er- und 5er-Reihe**. Du bekommst 5 Karten und
spielst gegen zwei Computer-Spieler. Die Karten, die passen, sind für dich markiert. Sag vor jedem
Zug, welche Reihe deine Karte mit der obersten Karte gemeinsam hat!
""",
    ),
    ("step", "play"),
    (
        "md",
        """
## What you learned

- A **row** (times table) is what you get by jumping from 0 in equal steps:
  the 3-row is 3, 6, 9, 12, ...
- **12 is in the 3-row** because 4 × 3 = 12. 13 is not: it lies between 12 and 15.
- The 2-row holds the even numbers, the 5-row the numbers ending in 0 or 5.
- In NumNum two numbers fit when they are **in the same row**.

Next lesson: how to find **all** the rows a number is in.
""",
        """
## Das hast du gelernt

- Eine **Reihe** (Einmaleins-Reihe) bekommst du, wenn du von 0 aus in gleichen Schritten hüpfst:
  die 3er-Reihe ist 3, 6, 9, 12, ...
- **12 ist in der 3er-Reihe**, weil 4 · 3 = 12. 13 nicht: Sie liegt zwischen 12 und 15.
- In der 2er-Reihe sind die geraden Zahlen, in der 5er-Reihe die Zahlen, die auf 0 oder 5 enden.
- Bei NumNum passen zwei Zahlen, wenn sie **in derselben Reihe** sind.

Nächste Lektion: Wie du **alle** Reihen findest, in denen eine Zahl vorkommt.
""",
    ),
]
