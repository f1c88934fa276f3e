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

from numnum.i18n import translate as _
from numnum.moves import Action, Move
from numnum.render.cards import card_name
from numnum.variants import rules_for

__all__ = ["call_word", "log_line", "move_words"]


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


def log_line(name: str, text: str, variant: str, lang: str = "en") -> str:
    """One history entry (a seat's name and the notation or event) as a sentence."""
    if text.startswith("round "):
        return _("Round {n} begins.", lang).format(n=text.split()[1])
    if text == "-":
        return _("{name} could do nothing.", lang).format(name=name)
    if text == "blocked":
        return _("Nobody could move: {name} wins with the fewest cards.", lang).format(name=name)
    if text == "out":
        return _("{name} forgot the call and was not caught.", lang).format(name=name)
    if text.startswith("penalty "):
        return _("{name} takes {n} penalty cards.", lang).format(name=name, n=text.split()[1])
    move = Move.parse(text, variant)
    if move.action is Action.DRAW:
        return _("{name} drew.", lang).format(name=name)
    if move.action is Action.PASS:
        return _("{name} passed.", lang).format(name=name)
    if move.action is Action.CATCH:
        return _("{name} caught a forgotten call!", lang).format(name=name)
    if move.action is Action.CHOOSE:
        choice = rules_for(variant).CHOICE_NAMES.get(move.choice or "", move.choice or "")
        return _("{name} chose {choice}.", lang).format(name=name, choice=_(choice, lang))
    line = _("{name} played {cards}.", lang).format(name=name, cards=move_words(move, variant, lang))
    if move.call:
        line += " " + _("{name} calls!", lang).format(name=name)
    return line
