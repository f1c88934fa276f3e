"""Lesson 5: prime numbers, the lonely cards."""

NAME = {"en": "05_prime_numbers_lonely_cards", "de": "05_primzahlen_einsame_karten"}

CELLS = [
    (
        "md",
        """
# Lesson 5: Prime numbers – the lonely cards

*About 20 minutes.* Some cards are hard to get rid of: the 7, the 13. Today you find out why,
and you count it across the whole deck.

Run the cells from top to bottom with **Shift + Enter**.
""",
        """
# Lektion 5: Primzahlen – die einsamen Karten

*Ungefähr 20 Minuten.* Manche Karten wird man schwer los: die 7, die 13. Heute findest du heraus,
warum, und du zählst es im ganzen Stapel nach.

Lass die Zellen von oben nach unten laufen, mit **Umschalt + Enter**.
""",
    ),
    (
        "code",
        """
from IPython.display import display
from sympy import isprime, primerange

import numnum
from numnum import quiz
from numnum.counting import number_partners
from numnum.pictures import SVG, bar_chart_svg, dot_rectangles_svg, hundred_square_svg
from numnum.variants.numnum import standard_deck

LANG = $LANG
""",
    ),
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
    ("code", "display(SVG(dot_rectangles_svg(13, lang=LANG)))"),
    (
        "md",
        """
Here are all prime numbers up to 100 (sympy's `primerange` finds them). They are rare, and they
get rarer the bigger the numbers are.
""",
        """
Hier sind alle Primzahlen bis 100 (`primerange` aus sympy findet sie). Es gibt nicht viele, und
je größer die Zahlen, desto seltener werden sie.
""",
    ),
    (
        "code",
        """
primes = list(primerange(1, 101))
display(SVG(hundred_square_svg(numbers=primes, title="Prime numbers up to 100", lang=LANG)))
""",
        """
primes = list(primerange(1, 101))
display(SVG(hundred_square_svg(numbers=primes, title="Primzahlen bis 100", lang=LANG)))
""",
    ),
    (
        "md",
        """
## Why prime cards are lonely

A card with 13 fits by number only on cards of the 13-row: 13, 26, 39, 52, 65, 78 – and on
the jokers. A card with 12 is in five rows (2, 3, 4, 6, 12), so it has lots of partners.

Let's count for some numbers: on how many number cards of the whole deck could it be played,
by number alone?
""",
        """
## Warum Primzahl-Karten einsam sind

Eine Karte mit 13 passt über die Zahl nur auf Karten aus der 13er-Reihe: 13, 26, 39, 52, 65, 78 –
und auf die Joker. Eine Karte mit 12 ist in fünf Reihen (2, 3, 4, 6, 12), sie hat also viele
Partner.

Zählen wir für ein paar Zahlen: Auf wie viele Zahlenkarten des ganzen Stapels könnte man sie
legen, nur über die Zahl?
""",
    ),
    (
        "code",
        """
numbers = [card.number for card in standard_deck() if card.number is not None]
counts = [(str(n), number_partners(n, numbers)) for n in (2, 3, 5, 7, 13, 17, 12, 18, 30, 72)]
display(
    SVG(
        bar_chart_svg(
            counts, title="Partners by number in the whole deck (★ = prime numbers)", highlight=["7", "13", "17"]
        )
    )
)
""",
        """
numbers = [card.number for card in standard_deck() if card.number is not None]
counts = [(str(n), number_partners(n, numbers)) for n in (2, 3, 5, 7, 13, 17, 12, 18, 30, 72)]
display(
    SVG(
        bar_chart_svg(
            counts, title="Partner über die Zahl im ganzen Stapel (★ = Primzahlen)", highlight=["7", "13", "17"]
        )
    )
)
""",
    ),
    (
        "md",
        """
The small primes 2, 3 and 5 have many partners: their rows are full of numbers. But 7, 13 and
17 are lonely: few numbers of the deck are in their rows. (There is no 17 card in the deck – a
teacher could make one, but it would fit on only 8 cards by number.)

**Tip:** play a lonely card as soon as it fits, or when the symbol matches.

## Your turn
""",
        """
Die kleinen Primzahlen 2, 3 und 5 haben viele Partner: In ihren Reihen sind viele Zahlen. Aber 7,
13 und 17 sind einsam: Nur wenige Zahlen des Stapels sind in ihren Reihen. (Eine 17 gibt es im
Stapel nicht – eine Lehrerin könnte eine basteln, aber sie würde nur auf 8 Karten über die Zahl
passen.)

**Tipp:** Leg eine einsame Karte, sobald sie passt, oder wenn das Symbol stimmt.

## Jetzt du
""",
    ),
    (
        "code",
        """
quiz.choice_question(
    "Is 51 a prime number?",
    ["yes", "no"],
    "no",
    reason="51 = 3 × 17, so 51 is in the 3-row and in the 17-row.",
    hints={"yes": "Try the 3-row: 3, 6, 9, ... 45, 48, 51."},
    lang=LANG,
)
""",
        """
quiz.choice_question(
    "Ist 51 eine Primzahl?",
    ["ja", "nein"],
    "nein",
    reason="51 = 3 · 17, also ist 51 in der 3er-Reihe und in der 17er-Reihe.",
    hints={"ja": "Probier die 3er-Reihe: 3, 6, 9, ... 45, 48, 51."},
    lang=LANG,
)
""",
    ),
    (
        "code",
        """
quiz.choice_question(
    "Which of these numbers is a prime number?",
    ["21", "29", "39"],
    "29",
    reason="29 has only the divisors 1 and 29." + (" (sympy agrees.)" if isprime(29) else ""),
    hints={"21": "21 = 3 × 7.", "39": "39 = 3 × 13."},
    lang=LANG,
)
""",
        """
quiz.choice_question(
    "Welche dieser Zahlen ist eine Primzahl?",
    ["21", "29", "39"],
    "29",
    reason="29 hat nur die Teiler 1 und 29." + (" (sympy sagt das auch.)" if isprime(29) else ""),
    hints={"21": "21 = 3 · 7.", "39": "39 = 3 · 13."},
    lang=LANG,
)
""",
    ),
    (
        "code",
        """
quiz.number_question(
    "The square 13 is on top. How many number cards of the deck fit on it by number?",
    number_partners(13, numbers),
    reason="The other 13, then 26, 39, 52, 65 and 78, and the 4 jokers: 10 cards.",
    lang=LANG,
)
""",
        """
quiz.number_question(
    "Das Quadrat 13 liegt oben. Wie viele Zahlenkarten des Stapels passen über die Zahl darauf?",
    number_partners(13, numbers),
    reason="Die andere 13, dann 26, 39, 52, 65 und 78, und die 4 Joker: 10 Karten.",
    lang=LANG,
)
""",
    ),
    ("code", 'quiz.fit_quiz([("H7", "C14"), ("S13", "T65"), ("T7", "S12"), ("H13", "C26")], lang=LANG)'),
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
    (
        "code",
        """
from numnum.lesson_decks import arranged_deck

deck = arranged_deck(standard_deck(), players=3, hand_size=7, hand=["H7", "T7", "S13"])
numnum.play(players=3, humans=1, bots="greedy", lang=LANG, deck=deck, hand_size=7, autosave=False)
""",
    ),
    (
        "md",
        """
## What you learned

- A **prime number** has exactly two divisors, 1 and itself: 2, 3, 5, 7, 11, 13, 17, 19, 23, ...
- A prime card lives in only one row, so it shares a row with few cards: the 13 fits on only
  10 number cards by number, the 12 on 84.
- Play lonely cards early, when the symbol or the number fits.
""",
        """
## Das hast du gelernt

- Eine **Primzahl** hat genau zwei Teiler, 1 und sich selbst: 2, 3, 5, 7, 11, 13, 17, 19, 23, ...
- Eine Primzahl-Karte wohnt in nur einer Reihe, also hat sie mit wenigen Karten eine Reihe
  gemeinsam: Die 13 passt über die Zahl nur auf 10 Zahlenkarten, die 12 auf 84.
- Leg einsame Karten früh, wenn das Symbol oder die Zahl passt.
""",
    ),
]
