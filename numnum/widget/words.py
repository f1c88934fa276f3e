"""The table's history in plain words, for the move log.

>>> log_line("Anna", "H12", "numnum")
'Anna played heart 12.'
>>> log_line("Anna", "W H", "numnum", "de")
'Anna hat die Wunschkarte gelegt und sich Herz ♥ gewünscht.'
>>> log_line("Du", "CJ H!", "maumau", "de", you=True, word="Mau")
'Du hast den Kreuz Buben gelegt und dir Herz ♥ gewünscht. Du rufst „Mau“!'
>>> log_line("Robo", "R3+R4+R5", "number_one")
'Robo played the red 3, the red 4 and the red 5.'
>>> log_line("You", "W H", "numnum", you=True)
'You played the wish card and wished heart ♥.'
>>> log_line("Bot 2", "draw", "maumau")
'Bot 2 drew.'
>>> log_line("", "round 2", "maumau")
'Round 2 begins.'
>>> log_line("", "earlier 1200", "maumau", "de")
'1200 frühere Züge hat der gespeicherte Spielstand nicht aufbewahrt.'
"""

from __future__ import annotations

import re

from numnum.card_names import the_cards
from numnum.engine.registry import rules_for
from numnum.engine.state import EARLIER
from numnum.i18n import N_, translate_plural
from numnum.i18n import translate as _
from numnum.moves import Action, Move

__all__ = ["about", "call_word", "log_line"]


def call_word(variant: str, left: int) -> str | None:
    """The call ("Mau", "ONE!", ...) of ``variant`` for ``left`` cards left, if any.

    >>> call_word("number_one", 0), call_word("numnum", 1)
    ('NUMBER ONE!', None)
    """
    return rules_for(variant).CALLS.get(left)


def log_line(
    name: str, text: str, variant: str, lang: str = "en", *, you: bool = False, word: str | None = None
) -> str:
    """One history entry (a seat's name and the notation or event) as a sentence.

    ``you``: the entry is the reader's own (German needs another verb form: "du legst").
    ``word``: what a play with a call called ("Mau", "ONE!"); without it the variant's first call.

    >>> log_line("Du", "H12", "numnum", "de", you=True)
    'Du hast das Herz 12 gelegt.'
    """
    if text.startswith("round "):
        return _("Round {n} begins.", lang).format(n=text.split()[1])
    if text.startswith(EARLIER):  # a long game's save keeps only its latest moves
        left_out = int(text[len(EARLIER) :])
        return translate_plural(
            "{n} earlier move was not kept in the saved game.",
            "{n} earlier moves were not kept in the saved game.",
            left_out,
            lang,
        ).format(n=left_out)
    if text == "blocked":
        if you:
            return _("Nobody could move: you win with the fewest cards.", lang)
        return _("Nobody could move: {name} wins with the fewest cards.", lang).format(name=name)
    if text.startswith("penalty "):
        n = text.split()[1]
        if you:
            return _("You take {n} penalty cards.", lang).format(n=n)
        return _("{name} takes {n} penalty cards.", lang).format(name=name, n=n)
    if text in _EVENTS:
        return _(_EVENTS[text][1 if you else 0], lang).format(name=name)
    move = Move.parse(text, variant)
    if move.action in _SIMPLE:
        return _(_SIMPLE[move.action][1 if you else 0], lang).format(name=name)
    if move.action is Action.CHOOSE:
        choice = _(rules_for(variant).CHOICE_NAMES.get(move.choice or "", move.choice or ""), lang)
        if you:
            return _("You chose {choice}.", lang).format(choice=choice)
        return _("{name} chose {choice}.", lang).format(name=name, choice=choice)
    cards = the_cards(move.cards, lang)
    if move.choice is not None:
        choice = _(rules_for(variant).CHOICE_NAMES.get(move.choice, move.choice), lang)
        if you:
            line = _("You played {cards} and wished {choice}.", lang).format(cards=cards, choice=choice)
        else:
            line = _("{name} played {cards} and wished {choice}.", lang).format(name=name, cards=cards, choice=choice)
    elif you:
        line = _("You played {cards}.", lang).format(cards=cards)
    else:
        line = _("{name} played {cards}.", lang).format(name=name, cards=cards)
    if move.call:
        calls = rules_for(variant).CALLS
        said = word or (next(iter(calls.values())) if calls else "")
        if you:
            line += " " + _("You call “{word}”!", lang).format(word=said)
        else:
            line += " " + _("{name} calls “{word}”!", lang).format(name=name, word=said)
        line = line.replace("!”!", "!”").replace("!“!", "!“")  # “ONE!”, not “ONE!”!
    return line


#: The reasons speak to the player who moves ("you may play one more card"); after another
#: player's move the table says them about that player.  (pattern, words) per language.
_ABOUT: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (r"And you call “([^”]+)”\.", r"And {name} calls “\1”."),
        (r"Careful: call “([^”]+)” as you play it, or you forget the call\.", r"{name} forgot to call “\1”."),
        (r"; you name the next (suit|colour): ", r"; {name} names the next \1: "),
        (r"so you may play one more card", r"so {name} may play one more card"),
        (
            r"On your turn a ban card may be played whatever the top card is, but never as your last card",
            r"On their turn {name} may play a ban card whatever the top card is, but never as the last card",
        ),
        (r"Then you wish a symbol\.", r"Then {name} wishes a symbol."),
        (r"you choose (\w+), then lay up to", r"{name} chooses \1, then lays up to"),
    ),
    "de": (
        (r"Und du rufst „([^“]+)“\.", r"Und {name} ruft „\1“."),
        (r"Achtung: Ruf beim Legen „([^“]+)“, sonst hast du es vergessen\.", r"{name} hat vergessen, „\1“ zu rufen."),
        (
            r"darfst du immer legen; du wählst die nächste Farbe: ",
            r"darf man immer legen; {name} wählt die nächste Farbe: ",
        ),
        (r"du darfst noch eine Karte legen", r"{name} darf noch eine Karte legen"),
        (
            r"Wenn du dran bist, darfst du eine Verbotskarte legen,",
            r"Wenn {name} dran ist, darf {name} eine Verbotskarte legen,",
        ),
        (r"Dann wünschst du dir ein Symbol\.", r"Dann wünscht {name} sich ein Symbol."),
        (r"wählst du (\w+) und legst bis zu", r"wählt {name} \1 und legt bis zu"),
    ),
}


def about(text: str, name: str, lang: str = "en") -> str:
    """A reason that speaks to the player who moved ("you ..."), said about ``name`` instead.

    >>> about("The jack of clubs may always be played; you name the next suit: hearts ♥. And you call “Mau”.", "Zora")
    'The jack of clubs may always be played; Zora names the next suit: hearts ♥. And Zora calls “Mau”.'
    >>> about("Sie passen doppelt, du darfst noch eine Karte legen.", "Robo", "de")
    'Sie passen doppelt, Robo darf noch eine Karte legen.'
    """
    for pattern, words in _ABOUT.get(lang, ()):
        text = re.sub(pattern, words.replace("{name}", name.replace("\\", "\\\\")), text)
    return text


_EVENTS = {
    "-": (N_("{name} could do nothing."), N_("You could do nothing.")),
    "out": (N_("{name} forgot the call and was not caught."), N_("You forgot the call and were not caught.")),
}
_SIMPLE = {
    Action.DRAW: (N_("{name} drew."), N_("You drew.")),
    Action.PASS: (N_("{name} passed."), N_("You passed.")),
    Action.CATCH: (N_("{name} caught a forgotten call!"), N_("You caught a forgotten call!")),
}
