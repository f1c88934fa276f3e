"""The table's history in plain words, for the move log.

>>> log_line("Anna", "H12", "numnum")
'Anna played heart 12.'
>>> log_line("Anna", "W H!", "numnum", "de")
'Anna legt Wunschkarte und wünscht sich Herz ♥. Anna ruft!'
>>> log_line("Bot 2", "draw", "maumau")
'Bot 2 drew.'
>>> log_line("", "round 2", "maumau")
'Round 2 begins.'
"""

from __future__ import annotations

import re

from numnum.cards import Card
from numnum.i18n import N_
from numnum.i18n import translate as _
from numnum.moves import Action, Move
from numnum.render.cards import card_name
from numnum.variants import rules_for

__all__ = ["call_word", "log_line", "move_words", "plain"]

#: Card notation of the four games (``H4``, ``CJ``, ``RREV``, ``WISH2`` ...), found in a text.
_CODE = re.compile(
    r"\b(?:[CTSHB][0-9]{1,3}|[CSHD](?:10|[2-9JQKA])|[GBRY](?:[0-9]|REV|D2|D4|STOP)|WISH2?|SWAP|CUSTOM)\b"
)


def plain(text: str, variant: str, lang: str = "en") -> str:
    """``text`` with every card code of ``variant`` said in words, for children at the table.

    The reasons of the rules speak notation (for notebooks and tests); the table reads them out
    with the cards' names.

    >>> plain("20 and 4 are both in the 4-times table. So C20 fits on T4.", "numnum")
    '20 and 4 are both in the 4-times table. So circle 20 fits on triangle 4.'
    >>> plain("RREV has the same symbol as GREV.", "number_one")
    'Red reverse has the same symbol as green reverse.'
    >>> plain("Also passt H5 auf C5.", "numnum", "de")
    'Also passt Herz 5 auf Kreis 5.'
    """

    def name(m: re.Match[str]) -> str:
        try:
            card = Card.parse(m.group(), variant)
        except ValueError:
            return m.group()
        words = card_name(card, lang)
        start = m.start()
        if start == 0 or text[max(0, start - 2) : start] in (". ", "! ", "? ") or text[start - 1 : start] == "\n":
            words = words[:1].upper() + words[1:]
        return words

    return _CODE.sub(name, text)


def move_words(move: Move, variant: str, lang: str = "en") -> str:
    """The cards and the choice of a play, in words.

    >>> move_words(Move.parse("R3+R4", "number_one"), "number_one")
    'red 3 + red 4'
    """
    words = " + ".join(card_name(c, lang) for c in move.cards)
    if move.choice is not None:
        choice = rules_for(variant).CHOICE_NAMES.get(move.choice, move.choice)
        words = _("{cards} and wishes {choice}", lang).format(cards=words, choice=_(choice, lang))
    return words


def call_word(variant: str, left: int) -> str | None:
    """The call ("Mau", "ONE!", ...) of ``variant`` for ``left`` cards left, if any.

    >>> call_word("number_one", 0), call_word("numnum", 1)
    ('NUMBER ONE!', None)
    """
    return rules_for(variant).CALLS.get(left)


def log_line(name: str, text: str, variant: str, lang: str = "en", *, you: bool = False) -> str:
    """One history entry (a seat's name and the notation or event) as a sentence.

    ``you``: the entry is the reader's own (German needs another verb form: "du legst").

    >>> log_line("Du", "H12", "numnum", "de", you=True)
    'Du hast Herz 12 gelegt.'
    """
    if text.startswith("round "):
        return _("Round {n} begins.", lang).format(n=text.split()[1])
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
    cards = move_words(move, variant, lang)
    if you:
        line = _("You played {cards}.", lang).format(cards=cards)
    else:
        line = _("{name} played {cards}.", lang).format(name=name, cards=cards)
    if move.call:
        line += " " + (_("You call!", lang) if you else _("{name} calls!", lang).format(name=name))
    return line


_EVENTS = {
    "-": (N_("{name} could do nothing."), N_("You could do nothing.")),
    "out": (N_("{name} forgot the call and was not caught."), N_("You forgot the call and were not caught.")),
}
_SIMPLE = {
    Action.DRAW: (N_("{name} drew."), N_("You drew.")),
    Action.PASS: (N_("{name} passed."), N_("You passed.")),
    Action.CATCH: (N_("{name} caught a forgotten call!"), N_("You caught a forgotten call!")),
}
