"""Cards in words, in English or German: the one place that turns a card into its name.

Every text that names a card (the rules' reasons, the explanations, the card pictures' titles
for screen readers, the table's move log, quizzes and pictures) calls this module.  The
names are whole phrases marked for translation, one per kind of card and suit or colour, so that
the German catalog can decline the adjectives ("rote 7", "blaue Aussetzkarte") instead of
gluing words ("rot Richtungswechsel").  The module is light (only :mod:`numnum.i18n`): the
engine may import it.

:func:`card_name` is a card's name alone, for a label ("heart 4", "Kreuz Bube").  In a sentence a
card comes with its article, and German also needs the case the sentence asks for: :func:`the_card`
and :func:`the_cards` give :class:`Phrase` objects that a message formats as they are (the
nominative: "die rote 7", "the red 7") or in the case its German translation names with a field
(``{card.acc}``: "den Kreuz Buben", ``{card.dat}``: "der roten 7").  The German grammar (the
gender of each card's noun, the articles, the declined adjectives and nouns) lives here and nowhere
else.

>>> from numnum.cards import Card
>>> card_name(Card.parse("H12"), "de"), card_name(Card.parse("RREV", "number_one"), "de")
('Herz 12', 'rote Richtungswechselkarte')
>>> jack = the_card(Card.parse("CJ", "maumau"), "de")
>>> "Du hast {card.acc} gelegt.".format(card=jack), "Auf {card.dat}".format(card=jack)
('Du hast den Kreuz Buben gelegt.', 'Auf dem Kreuz Buben')
>>> sentence("{card} fits.".format(card=the_card(Card.parse("SQ", "maumau"))))
'The queen of spades fits.'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from numnum.cards import Card, Kind
from numnum.i18n import N_, check_lang
from numnum.i18n import translate as _

__all__ = ["Phrase", "action_name", "card_name", "cards_name", "sentence", "suit_name", "the_card", "the_cards"]

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

    The name alone, as a label says it; a sentence names a card with :func:`the_card`.  A card of
    a variant this module does not know is said by its notation.

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
    message = _message(card)
    if message is None:
        return card.text
    return _(message, lang).format(number=card.number, row=card.number, rank=card.rank)


def _message(card: Card) -> str | None:
    """The message (English, marked for translation) that names ``card``; None if there is none."""
    kind, suit, rank = card.kind, card.suit, card.rank
    if card.variant == "numnum":
        if kind is Kind.BAN:
            return _BAN
        if kind is Kind.WILD:
            return _WISH
        if suit in _NUMNUM:
            number, joker = _NUMNUM[suit]
            return joker if card.number == 1 else number
    elif card.variant == "maumau":
        if suit in _MAUMAU:
            return _MAUMAU[suit][_FACES.get(rank, 0)]
    elif card.variant in ("maumau_110", "number_one"):
        if kind is Kind.WILD and rank in _BLACK:
            return _BLACK[rank]
        names = _COLOURED.get(suit, {})
        if kind is Kind.NUMBER and "" in names:
            return names[""]
        if rank in names:
            return names[rank]
    return None


@dataclasses.dataclass(frozen=True)
class Phrase:
    """A card (or several) with its article, in the cases a sentence may need.

    Formatted as it is, a phrase is the nominative (the subject of a sentence); a translation
    asks for another case by its field: ``{card.acc}`` the accusative ("Du hast {card.acc}
    gelegt"), ``{card.dat}`` the dative ("auf {card.dat}").  English has one form for all three.

    >>> p = Phrase("der Kreuz Bube", "den Kreuz Buben", "dem Kreuz Buben")
    >>> "{card} passt. Du legst {card.acc}.".format(card=p)
    'der Kreuz Bube passt. Du legst den Kreuz Buben.'
    """

    nom: str  #: nominative: the subject ("die rote 7 passt")
    acc: str  #: accusative: the object ("du legst die rote 7", "passt auf die rote 7")
    dat: str  #: dative: after "mit", "von", "auf" for where something lies ("auf der roten 7")

    def __str__(self) -> str:
        return self.nom

    def __format__(self, spec: str) -> str:
        return format(self.nom, spec)


#: The German articles by gender (m, f, n): nominative, accusative, dative.
_ARTICLES_DE = {"m": ("der", "den", "dem"), "f": ("die", "die", "der"), "n": ("das", "das", "dem")}
#: German nouns of the cards that change in the accusative and the dative ("den Buben").
_WEAK_NOUNS_DE = {"Bube": "Buben"}
#: The genders of the NumNum symbols (a number card is named after its symbol: "der Kreis 12").
_SYMBOL_GENDERS_DE = {"C": "m", "T": "n", "S": "n", "H": "n"}
#: The genders of the Skat deck's faces ("der Bube", "die Dame", "der König", "das Ass"); the
#: number cards are feminine ("die Herz 7", as "die Sieben").
_FACE_GENDERS_DE = {"J": "m", "Q": "f", "K": "m", "A": "n"}


def _gender_de(card: Card) -> str:
    """The gender of ``card``'s German noun: "m", "f" or "n" (most cards are a "Karte": "f")."""
    if card.variant == "numnum" and card.kind is Kind.NUMBER:
        return "m" if card.number == 1 else _SYMBOL_GENDERS_DE.get(card.suit, "f")  # "der Joker"
    if card.variant == "maumau":
        return _FACE_GENDERS_DE.get(card.rank, "f")
    return "f"


def _declined_de(name: str, gender: str, case: int) -> str:
    """A German card name in ``case`` (0 nominative, 1 accusative, 2 dative) after the definite
    article: the adjectives in front (small letters, ending in "e") and weak nouns change.

    >>> _declined_de("rote 7", "f", 2), _declined_de("Kreuz Bube", "m", 1), _declined_de("eigene Karte", "f", 1)
    ('roten 7', 'Kreuz Buben', 'eigene Karte')
    """
    words = name.split(" ")
    leading = True
    for i, word in enumerate(words):
        if leading and word[:1].islower() and word.endswith("e"):
            if case == 2 or (case == 1 and gender == "m"):
                words[i] = word + "n"
        else:
            leading = False
            if case and word in _WEAK_NOUNS_DE:
                words[i] = _WEAK_NOUNS_DE[word]
    return " ".join(words)


def the_card(card: Card, lang: str = "en") -> Phrase:
    """``card`` as a sentence names it: with the definite article, in every case German needs.

    English says NumNum's number cards without an article ("heart 4", like a name) and every
    other card with "the".

    >>> from numnum.cards import Card
    >>> [str(the_card(Card.parse(t))) for t in ("H4", "B2", "W")]
    ['heart 4', 'the 2-ban card', 'the wish card']
    >>> the_card(Card.parse("G7", "number_one"), "de")
    Phrase(nom='die grüne 7', acc='die grüne 7', dat='der grünen 7')
    >>> [the_card(Card.parse(t), "de").acc for t in ("C12", "T1", "S18", "B5")]
    ['den Kreis 12', 'den Joker Dreieck 1', 'das Quadrat 18', 'die 5er-Verbotskarte']
    >>> [the_card(Card.parse(t, "maumau"), "de").dat for t in ("HK", "SA", "D9", "CQ")]
    ['dem Herz König', 'dem Pik Ass', 'der Karo 9', 'der Kreuz Dame']
    """
    name = card_name(card, lang)
    if lang == "de":
        gender = _gender_de(card)
        articles = _ARTICLES_DE[gender]
        nom, acc, dat = (f"{articles[case]} {_declined_de(name, gender, case)}" for case in range(3))
        return Phrase(nom, acc, dat)
    said = name if card.variant == "numnum" and card.kind is Kind.NUMBER else "the " + name
    return Phrase(said, said, said)


def the_cards(cards: Sequence[Card], lang: str = "en") -> Phrase:
    """Several cards played or drawn together, in a sentence: "a, b and c", each with its article.

    >>> from numnum.cards import parse_cards
    >>> str(the_cards(parse_cards(["R3", "R4", "R5"], "number_one")))
    'the red 3, the red 4 and the red 5'
    >>> the_cards(parse_cards(["CJ", "H7"], "maumau"), "de").acc
    'den Kreuz Buben und die Herz 7'
    """
    phrases = [the_card(c, lang) for c in cards]
    if len(phrases) == 1:
        return phrases[0]
    last = " " + _("and", lang) + " "

    def listed(words: list[str]) -> str:
        return ", ".join(words[:-1]) + last + words[-1]

    return Phrase(listed([p.nom for p in phrases]), listed([p.acc for p in phrases]), listed([p.dat for p in phrases]))


def cards_name(cards: Iterable[Card], lang: str = "en") -> str:
    """Several cards played together, in words, joined by "+" (a label; a sentence says
    :func:`the_cards`).

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
