"""Lesson 6: the 2-ban and the 5-ban."""

NAME = {"en": "06_bans", "de": "06_verbote"}

CELLS = [
    (
        "md",
        """
# Lesson 6: Bans – when a row is closed

*About 20 minutes.* The ban cards close the 2-row or the 5-row. But careful: 4 still fits on 8!
Today you find out why.

Run the cells from top to bottom with **Shift + Enter**.
""",
        """
# Lektion 6: Verbote – wenn eine Reihe gesperrt ist

*Ungefähr 20 Minuten.* Die Verbotskarten sperren die 2er-Reihe oder die 5er-Reihe. Aber
Vorsicht: 4 passt trotzdem auf 8! Heute findest du heraus, warum.

Lass die Zellen von oben nach unten laufen, mit **Umschalt + Enter**.
""",
    ),
    (
        "code",
        """
from IPython.display import display

import numnum
from numnum import quiz
from numnum.pictures import SVG, card_picture, divisor_diagram_svg

LANG = $LANG
""",
    ),
    (
        "md",
        """
## The ban cards

A ban card may be played at any time (but never as your last card). It lies beside the pile,
and from then on **only this one row is closed**:

- the **2-ban** closes the 2-row,
- the **5-ban** closes the 5-row.

A second ban card of the same kind lifts the ban again.
""",
        """
## Die Verbotskarten

Eine Verbotskarte darfst du jederzeit legen (aber nie als letzte Karte). Sie liegt neben dem
Stapel, und ab dann ist **nur diese eine Reihe gesperrt**:

- das **2er-Verbot** sperrt die 2er-Reihe,
- das **5er-Verbot** sperrt die 5er-Reihe.

Eine zweite Verbotskarte derselben Art hebt das Verbot wieder auf.
""",
    ),
    ("code", 'display(SVG(card_picture("B2", lang=LANG) + " " + card_picture("B5", lang=LANG)))'),
    (
        "md",
        """
## Why 4 still fits on 8

4 and 8 share **two** rows: the 2-row and the 4-row. The 2-ban closes only the 2-row. The 4-row
is still open, so 4 fits on 8. In the diagram of the divisors of 8, the closed row is crossed out
and the open shared row is framed:
""",
        """
## Warum 4 trotzdem auf 8 passt

4 und 8 haben **zwei** Reihen gemeinsam: die 2er-Reihe und die 4er-Reihe. Das 2er-Verbot sperrt
nur die 2er-Reihe. Die 4er-Reihe ist noch offen, also passt 4 auf 8. Im Bild der Teiler von 8 ist
die gesperrte Reihe durchgestrichen und die offene gemeinsame Reihe eingerahmt:
""",
    ),
    (
        "code",
        """
display(SVG(divisor_diagram_svg(8, 4, bans={2}, lang=LANG)))
print(numnum.explain("H4", "C8", bans={2}, lang=LANG))
""",
    ),
    (
        "md",
        """
But 6 and 10 share **only** the 2-row. Under the 2-ban nothing is left:
""",
        """
Aber 6 und 10 haben **nur** die 2er-Reihe gemeinsam. Unter dem 2er-Verbot bleibt nichts übrig:
""",
    ),
    (
        "code",
        """
display(SVG(divisor_diagram_svg(10, 6, bans={2}, lang=LANG)))
print(numnum.explain("H6", "C10", bans={2}, lang=LANG))
""",
    ),
    (
        "md",
        """
And with **both** bans? 20 and 30 share the 2-, 5- and 10-rows. The bans close 2 and 5, but the
10-row stays open:
""",
        """
Und mit **beiden** Verboten? 20 und 30 haben die 2er-, 5er- und 10er-Reihe gemeinsam. Die Verbote
sperren 2 und 5, aber die 10er-Reihe bleibt offen:
""",
    ),
    (
        "code",
        """
display(SVG(divisor_diagram_svg(30, 20, bans={2, 5}, lang=LANG)))
print(numnum.explain("C20", "T30", bans={2, 5}, lang=LANG))
""",
    ),
    (
        "md",
        """
**The trick:** under a ban, look for a shared row that is **bigger**: 4, 6, 8, 10 ...
The gcd helps: if the gcd of the two numbers is not 2 (or not 5), a row is still open.

## Your turn
""",
        """
**Der Trick:** Such unter einem Verbot nach einer **größeren** gemeinsamen Reihe: 4, 6, 8, 10 ...
Der ggT hilft: Wenn der ggT der beiden Zahlen nicht 2 ist (bzw. nicht 5), ist noch eine Reihe
offen.

## Jetzt du
""",
    ),
    ("code", 'quiz.fit_quiz([("H12", "C8"), ("S6", "T10"), ("C16", "H24"), ("T14", "S18")], bans={2}, lang=LANG)'),
    ("code", 'quiz.fit_quiz([("H15", "C20"), ("S45", "T30"), ("C30", "H45")], bans={5}, lang=LANG)'),
    ("code", 'quiz.fit_quiz([("C20", "T30"), ("H12", "S18"), ("T10", "C15")], bans={2, 5}, lang=LANG)'),
    (
        "code",
        """
quiz.choice_question(
    "The 2-ban is active. Which card still fits on the circle 12 by its number?",
    ["H10", "S8", "T14"],
    "S8",
    reason=str(numnum.explain("S8", "C12", bans={2}, lang=LANG)),
    hints={
        "H10": str(numnum.explain("H10", "C12", bans={2}, lang=LANG)),
        "T14": str(numnum.explain("T14", "C12", bans={2}, lang=LANG)),
    },
    lang=LANG,
)
""",
        """
quiz.choice_question(
    "Das 2er-Verbot gilt. Welche Karte passt über die Zahl noch auf den Kreis 12?",
    ["H10", "S8", "T14"],
    "S8",
    reason=str(numnum.explain("S8", "C12", bans={2}, lang=LANG)),
    hints={
        "H10": str(numnum.explain("H10", "C12", bans={2}, lang=LANG)),
        "T14": str(numnum.explain("T14", "C12", bans={2}, lang=LANG)),
    },
    lang=LANG,
)
""",
    ),
    (
        "md",
        """
## Play a round

In this round the **2-ban is active from the very start**: it is the first card turned up.
Even numbers need a bigger shared row now! You also get a 2-ban card in your hand – you can
lift the ban when you like. 7 cards each, three computer players.
""",
        """
## Spiel eine Runde

In dieser Runde gilt das **2er-Verbot gleich von Anfang an**: Es ist die erste Karte, die
aufgedeckt wird. Gerade Zahlen brauchen jetzt eine größere gemeinsame Reihe! Außerdem hast du
selbst ein 2er-Verbot auf der Hand – damit kannst du das Verbot aufheben, wann du willst. 7 Karten
für jeden, drei Computer-Spieler.
""",
    ),
    (
        "code",
        """
from numnum.lesson_decks import arranged_deck
from numnum.variants.numnum import standard_deck

deck = arranged_deck(standard_deck(), players=4, hand_size=7, hand=["B2"], turn_up=["B2"])
numnum.play(players=4, humans=1, bots="greedy", lang=LANG, deck=deck, hand_size=7, autosave=False)
""",
    ),
    (
        "md",
        """
## What you learned

- The **2-ban** closes only the 2-row, the **5-ban** only the 5-row.
- 4 still fits on 8 under the 2-ban: they share the 4-row too.
- 6 does not fit on 10 under the 2-ban: they share only the 2-row.
- 20 fits on 30 under both bans: they share the 10-row.
""",
        """
## Das hast du gelernt

- Das **2er-Verbot** sperrt nur die 2er-Reihe, das **5er-Verbot** nur die 5er-Reihe.
- 4 passt unter dem 2er-Verbot trotzdem auf 8: Sie haben auch die 4er-Reihe gemeinsam.
- 6 passt unter dem 2er-Verbot nicht auf 10: Sie haben nur die 2er-Reihe gemeinsam.
- 20 passt unter beiden Verboten auf 30: Sie haben die 10er-Reihe gemeinsam.
""",
    ),
]
