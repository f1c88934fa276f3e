"""Lesson 7: the 1 – jokers, and why 1 is not a prime number."""

NAME = {"en": "07_the_one_jokers", "de": "07_die_eins_joker"}

CELLS = [
    (
        "md",
        """
# Lesson 7: The 1 – jokers, and why 1 is not a prime number

*About 15 minutes.* The cards with the number 1 are jokers. And 1 is a strange number: it is
not a prime number, even though only 1 divides it.

Run the cells from top to bottom with **Shift + Enter**.
""",
        """
# Lektion 7: Die 1 – Joker, und warum 1 keine Primzahl ist

*Ungefähr 15 Minuten.* Die Karten mit der Zahl 1 sind Joker. Und die 1 ist eine seltsame Zahl:
Sie ist keine Primzahl, obwohl nur die 1 sie teilt.

Lass die Zellen von oben nach unten laufen, mit **Umschalt + Enter**.
""",
    ),
    (
        "code",
        """
from IPython.display import display
from sympy import divisors, isprime

import numnum
from numnum import quiz
from numnum.counting import number_partners
from numnum.pictures import SVG, card_picture, chain_svg, hundred_square_svg
from numnum.variants.numnum import standard_deck

LANG = $LANG
""",
    ),
    (
        "md",
        """
## The jokers

There are four jokers, one of each symbol. A joker fits on **every** number card, and every
number card fits on a joker – even when a ban is active.
""",
        """
## Die Joker

Es gibt vier Joker, einen von jedem Symbol. Ein Joker passt auf **jede** Zahlenkarte, und jede
Zahlenkarte passt auf einen Joker – auch wenn ein Verbot gilt.
""",
    ),
    (
        "code",
        """
display(SVG(" ".join(card_picture(c, width=80, lang=LANG) for c in ("C1", "T1", "S1", "H1"))))
display(SVG(chain_svg(["S13", "H1", "C7", "C1", "C12"], lang=LANG)))
""",
    ),
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
    ("code", "display(SVG(hundred_square_svg(1, upto=30, lang=LANG)))"),
    (
        "md",
        """
So in the whole deck a joker has the most partners of all. Compare:
""",
        """
Deshalb hat ein Joker im ganzen Stapel die meisten Partner von allen. Vergleich mal:
""",
    ),
    (
        "code",
        """
numbers = [card.number for card in standard_deck() if card.number is not None]
for n in (1, 12, 13):
    print(n, number_partners(n, numbers))
""",
    ),
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
    ("code", "print(divisors(1), divisors(7), isprime(1), isprime(7))"),
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
    "How many divisors does the number 1 have?",
    1,
    reason="Only 1 itself. A prime number needs exactly two, so 1 is not a prime number.",
    lang=LANG,
)
""",
        """
quiz.number_question(
    "Wie viele Teiler hat die Zahl 1?",
    1,
    reason="Nur die 1 selbst. Eine Primzahl braucht genau zwei, also ist 1 keine Primzahl.",
    lang=LANG,
)
""",
    ),
    (
        "code",
        """
quiz.choice_question(
    "Is 1 a prime number?",
    ["yes", "no"],
    "no",
    reason="A prime number has exactly two divisors. 1 has only one.",
    hints={"yes": "Count the divisors of 1. A prime number has exactly two."},
    lang=LANG,
)
""",
        """
quiz.choice_question(
    "Ist 1 eine Primzahl?",
    ["ja", "nein"],
    "nein",
    reason="Eine Primzahl hat genau zwei Teiler. Die 1 hat nur einen.",
    hints={"ja": "Zähl die Teiler von 1. Eine Primzahl hat genau zwei."},
    lang=LANG,
)
""",
    ),
    ("code", 'quiz.fit_quiz([("T1", "S13"), ("C17", "H1"), ("H1", "H9"), ("S1", "C10")], double=True, lang=LANG)'),
    ("code", 'quiz.fit_quiz([("C1", "T10"), ("H5", "S1")], bans={2, 5}, lang=LANG)'),
    (
        "md",
        """
## Play a round

You start with **two jokers**. A joker is precious: keep it for the moment when nothing else
fits – or play it to get rid of a lonely card next turn. 7 cards each, three computer players.
""",
        """
## Spiel eine Runde

Du fängst mit **zwei Jokern** an. Ein Joker ist wertvoll: Heb ihn für den Moment auf, in dem
nichts anderes passt – oder leg ihn, damit du in der nächsten Runde eine einsame Karte loswirst.
7 Karten für jeden, drei Computer-Spieler.
""",
    ),
    (
        "code",
        """
from numnum.lesson_decks import arranged_deck

deck = arranged_deck(standard_deck(), players=4, hand_size=7, hand=["H1", "C1", "S13"])
numnum.play(players=4, humans=1, bots="greedy", lang=LANG, deck=deck, hand_size=7, autosave=False)
""",
    ),
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
