"""What the card notations of the three coloured variants share (API.md, "Notation"): suit and
colour tables and :func:`ranked_reader`; each variant module registers its own reader.

NumNum's own notation lives in :mod:`numnum.variants.numnum`.  Every reader returns a
:class:`~numnum.cards.CardSpec` with a sort order that groups suits, then ranks.

>>> from numnum.cards import Card
>>> Card.parse("d10", "maumau").number, Card.parse("RD2", "maumau_110").kind.value
(10, 'action')
>>> Card.parse("WISH2", "number_one").kind.value, Card.parse("Y0", "number_one").number
('wild', 0)
"""

from __future__ import annotations

from collections.abc import Callable

from numnum.cards import CardSpec, Kind
from numnum.i18n import N_

__all__ = ["COLOURS_110", "COLOURS_ONE", "MAUMAU_RANKS", "SUITS", "ranked_reader"]

#: Mau Mau suits: clubs (Kreuz), spades (Pik), hearts (Herz), diamonds (Karo).
SUITS = ("C", "S", "H", "D")
#: What a suit or colour is called (translated where shown).
SUIT_NAMES = {"C": N_("clubs ♣"), "S": N_("spades ♠"), "H": N_("hearts ♥"), "D": N_("diamonds ♦")}
COLOUR_NAMES = {"G": N_("green"), "B": N_("blue"), "R": N_("red"), "Y": N_("yellow")}
#: Mau Mau ranks, low to high.
MAUMAU_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
#: The colours of the 110-card Mau Mau and of Number ONE, in the rule texts' order.
COLOURS_110 = ("G", "B", "R", "Y")
COLOURS_ONE = ("R", "Y", "G", "B")


def ranked_reader(
    suits: tuple[str, ...], ranks: tuple[str, ...], actions: tuple[str, ...], wilds: tuple[str, ...]
) -> Callable[[str], CardSpec | None]:
    """A reader for cards written suit + rank (number or action), plus suitless wild cards."""
    table: dict[str, CardSpec] = {}
    for si, s in enumerate(suits):
        for ri, r in enumerate(ranks + actions):
            number = int(r) if r.isdigit() else None
            if r in actions:
                kind = Kind.ACTION
            elif number is not None:
                kind = Kind.NUMBER
            else:
                kind = Kind.PICTURE
            table[s + r] = CardSpec(s + r, s, r, number, kind, si * 100 + ri)
    for wi, w in enumerate(wilds):
        table[w] = CardSpec(w, "", w, None, Kind.WILD, 1000 + wi)

    return table.get
