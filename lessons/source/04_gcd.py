"""Lesson 4: the greatest common divisor and prime factorisation."""

NAME = {"en": "04_gcd_and_prime_factors", "de": "04_ggt_und_primfaktoren"}

CELLS = [
    (
        "md",
        """
# Lesson 4: The greatest common divisor and factor trees

*About 25 minutes.* Every number can be built by multiplying **prime numbers**. With a
**factor tree** you find them, and they show you at once which rows two numbers share.

Run the cells from top to bottom with **Shift + Enter**.
""",
        """
# Lektion 4: Der größte gemeinsame Teiler und Faktorbäume

*Ungefähr 25 Minuten.* Jede Zahl lässt sich aus **Primzahlen** zusammenmultiplizieren. Mit einem
**Faktorbaum** findest du sie, und sie zeigen dir sofort, welche Reihen zwei Zahlen gemeinsam
haben.

Lass die Zellen von oben nach unten laufen, mit **Umschalt + Enter**.
""",
    ),
    (
        "code",
        """
from math import gcd

from IPython.display import Markdown, display
from sympy import factorint

import numnum
from numnum import quiz
from numnum.pictures import SVG, divisor_diagram_svg, factor_tree_svg

LANG = $LANG
""",
    ),
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
    ("code", "display(SVG(factor_tree_svg(36, lang=LANG)))"),
    (
        "md",
        """
So 36 = 2 × 2 × 3 × 3. It does not matter how you split: you always end with the same primes.
sympy's `factorint` counts them: `{2: 2, 3: 2}` means "2 two times and 3 two times".
""",
        """
Also ist 36 = 2 · 2 · 3 · 3. Egal, wie du zerlegst: Am Ende kommen immer dieselben Primzahlen
heraus. `factorint` aus sympy zählt sie: `{2: 2, 3: 2}` heißt „2 zweimal und 3 zweimal“.
""",
    ),
    ("code", "factorint(36)"),
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
    ("code", "quiz.picture_explorer(lambda n: factor_tree_svg(n, lang=LANG), 60, 2, 100, lang=LANG)"),
    (
        "md",
        """
## The greatest common divisor

Two numbers share a row when a number divides both. The **biggest** such number is the
**greatest common divisor**, short **gcd**. Find it with the primes both numbers have in common:

- 24 = **2 × 2** × 2 × **3**
- 36 = **2 × 2** × **3** × 3
- both have 2 × 2 × 3, so gcd(24, 36) = 12.

Every shared row is a divisor of the gcd: 2, 3, 4, 6 and 12. In the diagram, the divisors of 36
that 24 shares are framed:
""",
        """
## Der größte gemeinsame Teiler

Zwei Zahlen haben eine Reihe gemeinsam, wenn eine Zahl beide teilt. Die **größte** solche Zahl
ist der **größte gemeinsame Teiler**, kurz **ggT**. Du findest ihn mit den Primzahlen, die beide
Zahlen gemeinsam haben:

- 24 = **2 · 2** · 2 · **3**
- 36 = **2 · 2** · **3** · 3
- beide haben 2 · 2 · 3, also ist ggT(24, 36) = 12.

Jede gemeinsame Reihe ist ein Teiler des ggT: 2, 3, 4, 6 und 12. Im Bild sind die Teiler von 36
eingerahmt, die 24 auch hat:
""",
    ),
    ("code", "display(SVG(divisor_diagram_svg(36, 24, lang=LANG)))"),
    (
        "md",
        """
Python knows the gcd too (`gcd` from the `math` module), and `numnum.explain` shows the
factorisations of two cards:
""",
        """
Python kennt den ggT auch (`gcd` aus dem Modul `math`, englisch für ggT), und `numnum.explain`
zeigt die Zerlegungen von zwei Karten:
""",
    ),
    (
        "code",
        """
print(gcd(24, 36))
display(Markdown(numnum.explain("H24", "S36", lang=LANG)._repr_markdown_()))
""",
    ),
    (
        "md",
        """
## Your turn
""",
        """
## Jetzt du
""",
    ),
    (
        "code",
        """
quiz.number_question(
    "What is the greatest common divisor of 12 and 18?",
    6,
    reason="12 = 2 × 2 × 3 and 18 = 2 × 3 × 3 share 2 × 3 = 6.",
    picture=factor_tree_svg(12, lang=LANG) + " " + factor_tree_svg(18, lang=LANG),
    lang=LANG,
)
""",
        """
quiz.number_question(
    "Was ist der größte gemeinsame Teiler von 12 und 18?",
    6,
    reason="12 = 2 · 2 · 3 und 18 = 2 · 3 · 3 haben 2 · 3 = 6 gemeinsam.",
    picture=factor_tree_svg(12, lang=LANG) + " " + factor_tree_svg(18, lang=LANG),
    lang=LANG,
)
""",
    ),
    (
        "code",
        """
quiz.number_question(
    "What is the greatest common divisor of 40 and 56?",
    8,
    reason="40 = 2 × 2 × 2 × 5 and 56 = 2 × 2 × 2 × 7 share 2 × 2 × 2 = 8.",
    lang=LANG,
)
""",
        """
quiz.number_question(
    "Was ist der größte gemeinsame Teiler von 40 und 56?",
    8,
    reason="40 = 2 · 2 · 2 · 5 und 56 = 2 · 2 · 2 · 7 haben 2 · 2 · 2 = 8 gemeinsam.",
    lang=LANG,
)
""",
    ),
    (
        "code",
        """
quiz.choice_question(
    "gcd(9, 16) = 1. What does that mean for the cards 9 and 16?",
    ["they share no row", "they share the 1-row"],
    "they share no row",
    reason="Their only common divisor is 1, and 1 is not a row in NumNum. 9 fits 16 only by symbol.",
    hints={"they share the 1-row": "Every number is 1 × itself, so 1 says nothing. Rows start at 2."},
    lang=LANG,
)
""",
        """
quiz.choice_question(
    "ggT(9, 16) = 1. Was heißt das für die Karten 9 und 16?",
    ["keine gemeinsame Reihe", "die 1er-Reihe gemeinsam"],
    "keine gemeinsame Reihe",
    reason="Ihr einziger gemeinsamer Teiler ist 1, und 1 ist keine Reihe. 9 passt auf 16 nur über das Symbol.",
    hints={"die 1er-Reihe gemeinsam": "Jede Zahl ist 1 · sie selbst, das sagt nichts. Reihen fangen bei 2 an."},
    lang=LANG,
)
""",
    ),
    ("code", 'quiz.fit_quiz([("C26", "T65"), ("H28", "S63"), ("T49", "C36"), ("S45", "C42")], lang=LANG)'),
    (
        "md",
        """
## Play a round

The full deck with its big numbers (up to 85). Before you play a big card, think of its factor
tree: which rows does it share with the top card? 7 cards each, two computer players.
""",
        """
## Spiel eine Runde

Der ganze Stapel mit seinen großen Zahlen (bis 85). Denk vor jeder großen Karte an ihren
Faktorbaum: Welche Reihen hat sie mit der obersten Karte gemeinsam? 7 Karten für jeden, zwei
Computer-Spieler.
""",
    ),
    ("code", 'numnum.play(players=3, humans=1, bots="greedy", lang=LANG, autosave=False)'),
    (
        "md",
        """
## What you learned

- A **factor tree** splits a number until only **prime numbers** are left: 36 = 2 × 2 × 3 × 3.
- The **greatest common divisor** (gcd) is made of the primes two numbers share: gcd(24, 36) = 12.
- Two cards share a row exactly when their gcd is bigger than 1; the shared rows are the
  divisors of the gcd.
""",
        """
## Das hast du gelernt

- Ein **Faktorbaum** zerlegt eine Zahl, bis nur noch **Primzahlen** übrig sind: 36 = 2 · 2 · 3 · 3.
- Der **größte gemeinsame Teiler** (ggT) besteht aus den Primzahlen, die zwei Zahlen gemeinsam
  haben: ggT(24, 36) = 12.
- Zwei Karten haben genau dann eine gemeinsame Reihe, wenn ihr ggT größer als 1 ist; die
  gemeinsamen Reihen sind die Teiler des ggT.
""",
    ),
]
