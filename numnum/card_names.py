"""Cards in words, in English or German: the one place that turns a card into its name.

Every text that names a card (the rules' reasons, the explanations, the card pictures' titles
for screen readers, the table's move log, quizzes and pictures) calls :func:`card_name`.  The
names are whole phrases marked for translation, one per kind of card and suit or colour, so that
the German catalog can decline the adjectives ("rote 7", "blaue Aussetzkarte") instead of
gluing words ("rot Richtungswechsel").  The module is light (only :mod:`numnum.i18n`): the
engine may import it.

>>> from numnum.cards import Card
>>> card_name(Card.parse("H12")), card_name(Card.parse("H12"), "de")
('heart 12', 'Herz 12')
>>> card_name(Card.parse("RREV", "number_one"), "de"), card_name(Card.parse("BSTOP", "maumau_110"), "de")
('rote Richtungswechselkarte', 'blaue Aussetzkarte')
>>> sentence(card_name(Card.parse("SQ", "maumau")) + " fits.")
'Queen of spades fits.'
"""

from __future__ import annotations

from collections.abc import Iterable

from numnum.cards import Card, Kind
from numnum.i18n import N_, check_lang
from numnum.i18n import translate as _

__all__ = ["action_name", "card_name", "cards_name", "sentence", "suit_name"]

# NumNum: symbol -> (number card, joker)
_NUMNUM = {
    "C": (N_("circle {number}"), N_("joker circle 1")),
    "T": (N_("triangle {number}"), N_("joker triangle 1")),
    "S": (N_("square {number}"), N_("joker square 1")),
    "H": (N_("heart {number}"), N_("joker heart 1")),
}
_BAN = N_("{row}-ban card")
_WISH = N_("wish card")

# Mau Mau: suit -> (number card, jack, queen, king, ace)
_MAUMAU = {
    "C": (N_("{rank} of clubs"), N_("jack of clubs"), N_("queen of clubs"), N_("king of clubs"), N_("ace of clubs")),
    "S": (
        N_("{rank} of spades"),
        N_("jack of spades"),
        N_("queen of spades"),
        N_("king of spades"),
        N_("ace of spades"),
    ),
    "H": (
        N_("{rank} of hearts"),
        N_("jack of hearts"),
        N_("queen of hearts"),
        N_("king of hearts"),
        N_("ace of hearts"),
    ),
    "D": (
        N_("{rank} of diamonds"),
        N_("jack of diamonds"),
        N_("queen of diamonds"),
        N_("king of diamonds"),
        N_("ace of diamonds"),
    ),
}
_FACES = {"J": 1, "Q": 2, "K": 3, "A": 4}

# The 110-card Mau Mau and Number ONE: colour -> number card and each action card
_COLOURED = {
    "R": {
        "": N_("red {number}"),
        "REV": N_("red reverse card"),
        "D2": N_("red draw-two card"),
        "D4": N_("red draw-four card"),
        "STOP": N_("red stop card"),
    },
    "Y": {
        "": N_("yellow {number}"),
        "REV": N_("yellow reverse card"),
        "D2": N_("yellow draw-two card"),
        "D4": N_("yellow draw-four card"),
        "STOP": N_("yellow stop card"),
    },
    "G": {
        "": N_("green {number}"),
        "REV": N_("green reverse card"),
        "D2": N_("green draw-two card"),
        "D4": N_("green draw-four card"),
        "STOP": N_("green stop card"),
    },
    "B": {
        "": N_("blue {number}"),
        "REV": N_("blue reverse card"),
        "D2": N_("blue draw-two card"),
        "D4": N_("blue draw-four card"),
        "STOP": N_("blue stop card"),
    },
}
# An action card without its colour (the rules speak of "a D2")
_ACTIONS = {
    "REV": N_("reverse card"),
    "D2": N_("draw-two card"),
    "D4": N_("draw-four card"),
    "STOP": N_("stop card"),
}
_BLACK = {
    "WISH": N_("colour choice card"),
    "WISH2": N_("lay-two colour choice card"),
    "SWAP": N_("pass-the-hands card"),
    "CUSTOM": N_("custom card"),
}

# The suits and symbols alone (the rows of a card grid): variant -> suit -> name
_SUITS = {
    "numnum": {"C": N_("circles"), "T": N_("triangles"), "S": N_("squares"), "H": N_("hearts")},
    "maumau": {"C": N_("clubs"), "S": N_("spades"), "H": N_("hearts"), "D": N_("diamonds")},
    "coloured": {"R": N_("red cards"), "Y": N_("yellow cards"), "G": N_("green cards"), "B": N_("blue cards")},
}


def card_name(card: Card, lang: str = "en") -> str:
    """``card`` in words, as a pupil or a screen reader should say it (never its code).

    A card of a variant this module does not know is said by its notation.

    >>> from numnum.cards import Card
    >>> [card_name(Card.parse(t)) for t in ("C7", "T1", "B2", "W")]
    ['circle 7', 'joker triangle 1', '2-ban card', 'wish card']
    >>> [card_name(Card.parse(t), "de") for t in ("C7", "T1", "B5", "W")]
    ['Kreis 7', 'Joker Dreieck 1', '5er-Verbotskarte', 'Wunschkarte']
    >>> card_name(Card.parse("D10", "maumau")), card_name(Card.parse("CJ", "maumau"), "de")
    ('10 of diamonds', 'Kreuz Bube')
    >>> [card_name(Card.parse(t, "number_one")) for t in ("G7", "YD2", "WISH2", "SWAP")]
    ['green 7', 'yellow draw-two card', 'lay-two colour choice card', 'pass-the-hands card']
    >>> [card_name(Card.parse(t, "number_one"), "de") for t in ("G7", "YD2", "WISH", "CUSTOM")]
    ['grüne 7', 'gelbe Zieh-zwei-Karte', 'Farbwahlkarte', 'eigene Karte']
    """
    lang = check_lang(lang)
    kind, suit, rank = card.kind, card.suit, card.rank
    if card.variant == "numnum":
        if kind is Kind.BAN:
            return _(_BAN, lang).format(row=card.number)
        if kind is Kind.WILD:
            return _(_WISH, lang)
        if suit in _NUMNUM:
            number, joker = _NUMNUM[suit]
            return _(joker, lang) if card.number == 1 else _(number, lang).format(number=card.number)
    elif card.variant == "maumau":
        if suit in _MAUMAU:
            return _(_MAUMAU[suit][_FACES.get(rank, 0)], lang).format(rank=rank)
    elif card.variant in ("maumau_110", "number_one"):
        if kind is Kind.WILD and rank in _BLACK:
            return _(_BLACK[rank], lang)
        names = _COLOURED.get(suit, {})
        if kind is Kind.NUMBER and "" in names:
            return _(names[""], lang).format(number=card.number)
        if rank in names:
            return _(names[rank], lang)
    return card.text


def cards_name(cards: Iterable[Card], lang: str = "en") -> str:
    """Several cards played together, in words, joined by "+".

    >>> from numnum.cards import parse_cards
    >>> cards_name(parse_cards(["R3", "R4", "R5"], "number_one"), "de")
    'rote 3 + rote 4 + rote 5'
    """
    return " + ".join(card_name(c, lang) for c in cards)


def action_name(rank: str, lang: str = "en") -> str:
    """An action card of the coloured games without its colour ("a D2": "draw-two card").

    ``rank`` that is no action (``"7"``) is returned as it is.

    >>> action_name("D2"), action_name("STOP", "de"), action_name("7")
    ('draw-two card', 'Aussetzkarte', '7')
    """
    lang = check_lang(lang)
    return _(_ACTIONS[rank], lang) if rank in _ACTIONS else rank


def suit_name(variant: str, suit: str, lang: str = "en") -> str:
    """The name of a suit, symbol or colour of ``variant`` in the plural ("hearts", "Kreise").

    >>> suit_name("numnum", "C", "de"), suit_name("maumau", "D"), suit_name("number_one", "G", "de")
    ('Kreise', 'diamonds', 'grüne Karten')
    """
    lang = check_lang(lang)
    table = _SUITS.get(variant) or (_SUITS["coloured"] if variant in ("maumau_110", "number_one") else {})
    return _(table[suit], lang) if suit in table else suit


def sentence(text: str) -> str:
    """``text`` with a capital first letter: a reason that starts with a card's name.

    >>> sentence("red 7 fits."), sentence("")
    ('Red 7 fits.', '')
    """
    return text[:1].upper() + text[1:]
