"""Lesson 6: the 2-ban and the 5-ban."""

NAME = {"en": "06_bans", "de": "06_verbote"}

CELLS = [
    (
        "md",
        """
# Lesson 6: Bans – when a row is closed

*About 20 minutes.* The ban cards close the 2-row or the 5-row. But careful: 4 still fits on 8!
Today you find out why.

**How it works:** scroll down slowly: read, look at the pictures and click your answers.
(In JupyterLab, first choose *Run → Run All Cells* in the menu.)
""",
        """
# Lektion 6: Verbote – wenn eine Reihe gesperrt ist

*Ungefähr 20 Minuten.* Die Verbotskarten sperren die 2er-Reihe oder die 5er-Reihe. Aber
Vorsicht: 4 passt trotzdem auf 8! Heute findest du heraus, warum.

**So geht's:** Scroll langsam nach unten: Lies, schau dir die Bilder an und klick deine Antworten
an. (In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*; englisch: *Run → Run All Cells*.)
""",
    ),
    ("step", "begin"),
    (
        "md",
        """
## The ban cards

On your turn you may play a ban card, whatever the top card is (but never as your last card). It
lies beside the pile, and from then on **only this one row is closed**:

- the **2-ban** closes the 2-row,
- the **5-ban** closes the 5-row.

A second ban card of the same kind lifts the ban again.
""",
        """
## Die Verbotskarten

Wenn du dran bist, darfst du eine Verbotskarte legen, egal welche Karte oben liegt (aber nie als
letzte Karte). Sie liegt neben dem Stapel, und ab dann ist **nur diese eine Reihe gesperrt**:

- das **2er-Verbot** sperrt die 2er-Reihe,
- das **5er-Verbot** sperrt die 5er-Reihe.

Eine zweite Verbotskarte derselben Art hebt das Verbot wieder auf.
""",
    ),
    ("step", "ban_cards"),
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
    ("step", "four_on_eight"),
    (
        "md",
        """
But 6 and 10 share **only** the 2-row. Under the 2-ban nothing is left:
""",
        """
Aber 6 und 10 haben **nur** die 2er-Reihe gemeinsam. Unter dem 2er-Verbot bleibt nichts übrig:
""",
    ),
    ("step", "six_on_ten"),
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
    ("step", "both_bans"),
    (
        "md",
        """
**The trick:** under a ban, look for a shared row that is **bigger**: 4, 6, 8, 10 ...
The gcd helps. The shared rows are the divisors of the gcd except 1, so a row is still open
when the gcd is **not 1 and not the banned number**: under the 2-ban gcd(4, 8) = 4 leaves the
4-row open, but gcd(6, 10) = 2 closes everything. Under the 5-ban gcd(45, 30) = 15 leaves the 3-
and the 15-row open. Under both bans the gcd must not be 1, 2 or 5.

## Your turn
""",
        """
**Der Trick:** Such unter einem Verbot nach einer **größeren** gemeinsamen Reihe: 4, 6, 8, 10 ...
Der ggT hilft. Die gemeinsamen Reihen sind die Teiler des ggT außer der 1, also ist noch eine
Reihe offen, wenn der ggT **nicht 1 und nicht die verbotene Zahl** ist: Unter dem 2er-Verbot lässt
ggT(4, 8) = 4 die 4er-Reihe offen, aber ggT(6, 10) = 2 sperrt alles. Unter dem 5er-Verbot lässt
ggT(45, 30) = 15 die 3er- und die 15er-Reihe offen. Unter beiden Verboten darf der ggT nicht 1, 2
oder 5 sein.

## Jetzt du
""",
    ),
    ("step", "judge_two_ban"),
    ("step", "judge_five_ban"),
    ("step", "judge_both_bans"),
    ("step", "still_fits_12"),
    ("practice",),
    (
        "md",
        """
## Play a round

In this round the **2-ban is active from the very start**: it is the first card turned up.
Even numbers need a bigger shared row now! You also get a 2-ban card in your hand: on one of your
turns you can lift the ban with it (but it cannot be your last card). 7 cards each, three computer
players.
""",
        """
## Spiel eine Runde

In dieser Runde gilt das **2er-Verbot gleich von Anfang an**: Es ist die erste Karte, die
aufgedeckt wird. Gerade Zahlen brauchen jetzt eine größere gemeinsame Reihe! Außerdem hast du
selbst ein 2er-Verbot auf der Hand: Damit kannst du das Verbot in einem deiner Züge aufheben (aber
nicht als letzte Karte). 7 Karten für jeden, drei Computer-Spieler.
""",
    ),
    ("step", "play"),
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
