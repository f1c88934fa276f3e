"""Lesson 7: the 1 – jokers, and why 1 is not a prime number."""

from numnum.teaching.lessons import lesson07

JOKERS = sum(1 for c in lesson07.deck() if c.number == 1)

NAME = {"en": "07_the_one_jokers", "de": "07_die_eins_joker"}

CELLS = [
    (
        "md",
        """
# Lesson 7: The 1 – jokers, and why 1 is not a prime number

*About 15 minutes.* The cards with the number 1 are jokers. And 1 is a strange number: it is
not a prime number, even though only 1 divides it.

**How it works:** scroll down slowly: read, look at the pictures and click your answers.
(In JupyterLab, first choose *Run → Run All Cells* in the menu.)
""",
        """
# Lektion 7: Die 1 – Joker, und warum 1 keine Primzahl ist

*Ungefähr 15 Minuten.* Die Karten mit der Zahl 1 sind Joker. Und die 1 ist eine seltsame Zahl:
Sie ist keine Primzahl, obwohl nur die 1 sie teilt.

**So geht's:** Scroll langsam nach unten: Lies, schau dir die Bilder an und klick deine Antworten
an. (In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*; englisch: *Run → Run All Cells*.)
""",
    ),
    ("step", "begin"),
    (
        "md",
        f"""
## The jokers

There are {JOKERS} jokers, one of each symbol. A joker fits on **every** number card, and every
number card fits on a joker – even when a ban is active.
""",
        f"""
## Die Joker

Es gibt {JOKERS} Joker, einen von jedem Symbol. Ein Joker passt auf **jede** Zahlenkarte, und jede
Zahlenkarte passt auf einen Joker – auch wenn ein Verbot gilt.
""",
    ),
    ("step", "jokers"),
    (
        "md",
        """
Why does the 1 fit everywhere? Every number is in the **1-row**: 1, 2, 3, 4, 5, ... – the 1-row
is simply all numbers.
""",
        """
Warum passt die 1 überall? Jede Zahl ist in der **1er-Reihe**: 1, 2, 3, 4, 5, ... – die 1er-Reihe
sind einfach alle Zahlen.
""",
    ),
    ("step", "one_row"),
    (
        "md",
        """
So in the whole deck a joker has the most partners of all. Compare:
""",
        """
Deshalb hat ein Joker im ganzen Stapel die meisten Partner von allen. Vergleich mal:
""",
    ),
    ("step", "partners"),
    (
        "md",
        """
## Why is 1 not a prime number?

A prime number has **exactly two** divisors: 1 and itself. 7 has two: 1 and 7. But 1 has only
**one** divisor: 1. So 1 is not a prime number.

There is a second reason: every number is built from primes in only **one** way
(12 = 2 × 2 × 3). If 1 were a prime, you could write 12 = 1 × 2 × 2 × 3 = 1 × 1 × 2 × 2 × 3 = ...
in endless ways, and factor trees would never end.
""",
        """
## Warum ist 1 keine Primzahl?

Eine Primzahl hat **genau zwei** Teiler: 1 und sich selbst. 7 hat zwei: 1 und 7. Aber 1 hat nur
**einen** Teiler: die 1. Also ist 1 keine Primzahl.

Es gibt noch einen Grund: Jede Zahl lässt sich nur auf **eine** Art aus Primzahlen bauen
(12 = 2 · 2 · 3). Wäre 1 eine Primzahl, könnte man 12 = 1 · 2 · 2 · 3 = 1 · 1 · 2 · 2 · 3 = ...
auf unendlich viele Arten schreiben, und Faktorbäume würden nie aufhören.
""",
    ),
    ("step", "divisors_of_1_and_7"),
    (
        "md",
        """
## Your turn
""",
        """
## Jetzt du
""",
    ),
    ("step", "count_primes"),
    ("step", "two_divisors"),
    ("step", "jokers_double"),
    ("step", "jokers_and_bans"),
    ("practice",),
    (
        "md",
        """
## Play a round

You start with **two jokers**. A joker is precious: keep it for the moment when nothing else
fits. Or play it when it has the symbol of the top card: then it fits double, and any number card
fits on it – a lonely 13 too. 7 cards each, three computer players.
""",
        """
## Spiel eine Runde

Du fängst mit **zwei Jokern** an. Ein Joker ist wertvoll: Heb ihn für den Moment auf, in dem
nichts anderes passt. Oder leg ihn, wenn er das Symbol der obersten Karte hat: Dann passt er
doppelt, und jede Zahlenkarte passt auf ihn – auch eine einsame 13. 7 Karten für jeden, drei
Computer-Spieler.
""",
    ),
    ("step", "play"),
    (
        "md",
        """
## What you learned

- A card with **1 is a joker**: every number is in the 1-row, so it fits every number, even under a ban.
- A prime number has exactly two divisors. **1 has only one**, so 1 is not a prime number.
- Without 1 as a prime, every number has just one way to be built from primes.
""",
        """
## Das hast du gelernt

- Eine Karte mit **1 ist ein Joker**: Jede Zahl ist in der 1er-Reihe, also passt sie zu jeder
  Zahl, auch unter einem Verbot.
- Eine Primzahl hat genau zwei Teiler. **Die 1 hat nur einen**, also ist 1 keine Primzahl.
- Weil 1 keine Primzahl ist, lässt sich jede Zahl nur auf eine Art aus Primzahlen bauen.
""",
    ),
]
