"""Lesson 4: the greatest common divisor and prime factorisation."""

from numnum.teaching.lessons import lesson04

NAME = {"en": "04_gcd_and_prime_factors", "de": "04_ggt_und_primfaktoren"}

CELLS = [
    (
        "md",
        """
# Lesson 4: The greatest common divisor and factor trees

*About 25 minutes.* Every number can be built by multiplying **prime numbers**. With a
**factor tree** you find them, and they show you at once which rows two numbers share.

**How it works:** scroll down slowly: read, look at the pictures and click your answers.
(In JupyterLab, first choose *Run → Run All Cells* in the menu.)
""",
        """
# Lektion 4: Der größte gemeinsame Teiler und Faktorbäume

*Ungefähr 25 Minuten.* Jede Zahl lässt sich aus **Primzahlen** zusammenmultiplizieren. Mit einem
**Faktorbaum** findest du sie, und sie zeigen dir sofort, welche Reihen zwei Zahlen gemeinsam
haben.

**So geht's:** Scroll langsam nach unten: Lies, schau dir die Bilder an und klick deine Antworten
an. (In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*; englisch: *Run → Run All Cells*.)
""",
    ),
    ("step", "begin"),
    (
        "md",
        """
## A factor tree

Split 36 into two numbers that multiply to 36: 36 = 6 × 6. Split again: 6 = 2 × 3.
Go on until no number can be split any more. The numbers at the bottom (circled) are
**prime numbers**: they cannot be split.
""",
        """
## Ein Faktorbaum

Zerleg 36 in zwei Zahlen, die malgenommen 36 ergeben: 36 = 6 · 6. Zerleg weiter: 6 = 2 · 3.
Mach weiter, bis sich keine Zahl mehr zerlegen lässt. Die Zahlen unten (eingekreist) sind
**Primzahlen**: Man kann sie nicht zerlegen.
""",
    ),
    ("step", "factor_tree"),
    (
        "md",
        """
So 36 = 2 × 2 × 3 × 3. It does not matter how you split: you always end with the same primes.
The computer counts them for you:
""",
        """
Also ist 36 = 2 · 2 · 3 · 3. Egal, wie du zerlegst: Am Ende kommen immer dieselben Primzahlen
heraus. Der Computer zählt sie für dich:
""",
    ),
    ("step", "counted"),
    (
        "md",
        """
Try other numbers with the slider. Which numbers have a tall tree? Which have no branches at all?
""",
        """
Probier mit dem Regler andere Zahlen aus. Welche Zahlen haben einen hohen Baum? Welche haben gar
keine Äste?
""",
    ),
    ("step", "tree_explorer"),
    (
        "md",
        """
## The greatest common divisor

Two numbers share a row when a number bigger than 1 divides both. The **biggest** such number is the
**greatest common divisor**, short **gcd**. Find it with the primes both numbers have in common:

- 24 = **2 × 2** × 2 × **3**
- 36 = **2 × 2** × **3** × 3
- both have 2 × 2 × 3, so gcd(24, 36) = 12.

The shared rows are the divisors of the gcd except 1: 2, 3, 4, 6 and 12. In the diagram, the divisors of 36
that 24 shares are framed:
""",
        """
## Der größte gemeinsame Teiler

Zwei Zahlen haben eine Reihe gemeinsam, wenn eine Zahl größer als 1 beide teilt. Die **größte** solche Zahl
ist der **größte gemeinsame Teiler**, kurz **ggT**. Du findest ihn mit den Primzahlen, die beide
Zahlen gemeinsam haben:

- 24 = **2 · 2** · 2 · **3**
- 36 = **2 · 2** · **3** · 3
- beide haben 2 · 2 · 3, also ist ggT(24, 36) = 12.

Die gemeinsamen Reihen sind die Teiler des ggT außer der 1: 2, 3, 4, 6 und 12. Im Bild sind die Teiler von 36
eingerahmt, die 24 auch hat:
""",
    ),
    ("step", "diagram"),
    (
        "md",
        """
The computer finds the gcd too. Here are the factors of two cards:
""",
        """
Der Computer findet den ggT auch. Hier sind die Zerlegungen von zwei Karten:
""",
    ),
    ("step", "gcd_24_36"),
    (
        "md",
        """
## Your turn
""",
        """
## Jetzt du
""",
    ),
    ("step", "gcd_12_18"),
    ("step", "gcd_40_56"),
    ("step", "gcd_one"),
    ("step", "judge"),
    ("practice",),
    (
        "md",
        f"""
## Play a round

The deck with all its number cards, up to {lesson04.biggest()}. Before you play a big card, think of
its factor tree: which rows does it share with the top card? 7 cards each, two computer players.
""",
        f"""
## Spiel eine Runde

Der Stapel mit all seinen Zahlenkarten, bis {lesson04.biggest()}. Denk vor jeder großen Karte an ihren
Faktorbaum: Welche Reihen hat sie mit der obersten Karte gemeinsam? 7 Karten für jeden, zwei
Computer-Spieler.
""",
    ),
    ("step", "play"),
    (
        "md",
        """
## What you learned

- A **factor tree** splits a number until only **prime numbers** are left: 36 = 2 × 2 × 3 × 3.
- The **greatest common divisor** (gcd) is made of the primes two numbers share: gcd(24, 36) = 12.
- Two cards share a row exactly when their gcd is bigger than 1; the shared rows are the
  divisors of the gcd except 1.
""",
        """
## Das hast du gelernt

- Ein **Faktorbaum** zerlegt eine Zahl, bis nur noch **Primzahlen** übrig sind: 36 = 2 · 2 · 3 · 3.
- Der **größte gemeinsame Teiler** (ggT) besteht aus den Primzahlen, die zwei Zahlen gemeinsam
  haben: ggT(24, 36) = 12.
- Zwei Karten haben genau dann eine gemeinsame Reihe, wenn ihr ggT größer als 1 ist; die
  gemeinsamen Reihen sind die Teiler des ggT außer der 1.
""",
    ),
]
