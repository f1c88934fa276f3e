"""NumNum, the times-table Mau Mau (RULES.md section 1).

Two number cards fit when they have the same symbol, or when their numbers share a times-table
row that is not banned.  A card that fits both ways fits *double* and lets the player go on.

>>> import numnum
>>> g = numnum.new_game("numnum", players=2, deck=["H4", "C3", "H12", "T5", "H10", "C7"], hand_size=2)
>>> g.legal_moves()  # H4 fits H10 double (heart, 2-row); H12 too
<LegalMoves: H4, H12, draw>
>>> g.play("H4"); g.legal_moves()
<LegalMoves: H12, pass>
"""

from __future__ import annotations

from typing import ClassVar, Final

from numnum.arithmetic import MAX_NUMBER, fit_level
from numnum.cards import Card, CardSpec, Kind, register_card_reader, split_suit
from numnum.engine.game import Game
from numnum.engine.play_table import StateKey
from numnum.engine.rules import Rules
from numnum.i18n import N_
from numnum.moves import Move
from numnum.variants.options import NumNumOptions

_NUMBER: Final = Kind.NUMBER  # enum members are slow to read (EnumType.__getattr__): constants for the hot paths
_BAN: Final = Kind.BAN

__all__ = ["SYMBOLS", "NumNumOptions", "NumNumRules", "deck_from_rows", "standard_deck"]

#: The four symbols, in the order the rules list them, with their colours.
SYMBOLS = ("C", "T", "S", "H")
SYMBOL_NAMES = {"C": N_("circle ●"), "T": N_("triangle ▲"), "S": N_("square ■"), "H": N_("heart ♥")}
SYMBOL_COLOURS = {"C": "blue", "T": "yellow", "S": "red", "H": "pink"}

_ALL_SYMBOLS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 16, 18, 20)
_EXTRA = {
    "C": (21, 26, 32, 36, 44, 51, 56, 66, 78),
    "T": (14, 25, 30, 35, 42, 49, 55, 65, 77),
    "S": (22, 27, 33, 39, 45, 52, 63, 68, 81),
    "H": (24, 28, 34, 40, 48, 54, 64, 72, 85),
}


#: A symbol's numbers take a block of sort keys (:attr:`Card.order`) wider than the biggest
#: number a card may carry, so that no number reaches the next symbol's block (with blocks of
#: 10**9 a circle 2,000,000,000 sorted among the triangles).
_BLOCK: Final = 10 * MAX_NUMBER
#: The ban and wish cards sort after the circle's numbers and before the triangle's (the order
#: the hands and the deck have always shown).
_SPECIAL: Final = MAX_NUMBER + 1


def sort_key(symbol: str, number: int) -> int:
    """The sort key of the number card ``symbol`` + ``number``: by symbol (in the order of
    :data:`SYMBOLS`), then by number, for every number up to :data:`~numnum.arithmetic.MAX_NUMBER`.

    >>> sort_key("C", 10**12) < sort_key("T", 1) < sort_key("T", 2) < sort_key("H", 1)
    True
    >>> [str(c) for c in sorted(card(t) for t in ["T2", "C3000000000", "W", "H5", "B2", "C7"])]
    ['C7', 'C3000000000', 'B2', 'W', 'T2', 'H5']
    """
    return SYMBOLS.index(symbol) * _BLOCK + number


def _read(text: str) -> CardSpec | None:
    if text == "W":
        return CardSpec("W", "", "W", None, Kind.WILD, _SPECIAL + 9)
    if text in ("B2", "B5"):
        return CardSpec(text, "", text, int(text[1]), Kind.BAN, _SPECIAL + int(text[1]))
    parts = split_suit(text)
    if parts is None or parts[0] not in SYMBOLS or not (parts[1].isascii() and parts[1].isdigit()):
        return None  # isascii: "²" and "٣" are digits to str.isdigit(), but no numbers on a card
    if len(parts[1].lstrip("0")) > len(str(MAX_NUMBER)):
        return None
    number = int(parts[1])
    if number < 1 or number > MAX_NUMBER:  # any number a teacher may print, up to 10**12
        return None
    return CardSpec(f"{parts[0]}{number}", parts[0], str(number), number, Kind.NUMBER, 0)


def _reader(text: str) -> CardSpec | None:
    spec = _read(text)
    if spec is not None and spec.kind is Kind.NUMBER:
        assert spec.number is not None
        spec = spec._replace(order=sort_key(spec.suit, spec.number))
    return spec


register_card_reader(
    "numnum",
    _reader,
    f"write a symbol C, T, S or H and a number from 1 to {MAX_NUMBER} (10**12), like H12 or T1; or B2, B5, W",
    example="H12",
)


def card(text: str) -> Card:
    """A NumNum card from its notation."""
    return Card.parse(text, "numnum")


def standard_deck() -> list[Card]:
    """The 109 playing cards of the reconstruction in RULES.md (a fresh list).

    >>> d = standard_deck(); len(d)
    109
    >>> sum(1 for c in d if c.number == 13), sum(1 for c in d if c.text == "W")
    (2, 3)
    """
    return list(_STANDARD)


def _standard_deck() -> tuple[Card, ...]:
    out = [card(f"{s}{n}") for s in SYMBOLS for n in _ALL_SYMBOLS]
    out += [card(f"{s}{n}") for s in SYMBOLS for n in _EXTRA[s]]
    out += [card("S13"), card("H13")]
    out += [card(f"{s}1") for s in SYMBOLS]
    out += [card("B2")] * 4 + [card("B5")] * 4 + [card("W")] * 3
    return tuple(out)


_STANDARD = _standard_deck()


def deck_from_rows(rows: tuple[int, ...], *, bans: bool = True, wishes: bool = True, jokers: bool = True) -> list[str]:
    """A smaller teaching deck: the standard number cards that lie in one of ``rows``.

    Ban cards are kept only for banned rows that occur; the result is a list of notations that
    :func:`numnum.new_game` accepts as ``deck`` (shuffle it yourself, or let the game deal it
    as it is).

    >>> d = deck_from_rows((2, 3, 5)); len(d), "H7" in d, "T49" in d, "T25" in d
    (101, False, False, True)
    """
    if not rows or not all(type(r) is int and r >= 2 for r in rows):
        raise ValueError("rows must be whole numbers of 2 or more, e.g. (2, 3, 5)")
    out = []
    for c in standard_deck():
        n = c.number
        if c.kind is Kind.NUMBER and n is not None:
            if (n == 1 and jokers) or any(n % r == 0 for r in rows):
                out.append(c.text)
        elif (c.kind is Kind.BAN and bans and c.number in rows) or (c.kind is Kind.WILD and wishes):
            out.append(c.text)
    return out


class NumNumRules(Rules):
    """The rules of NumNum (1x1-MauMau)."""

    variant = "numnum"
    TITLE = "NumNum"
    RULES_PAGES = "numnum.rulebook"
    CARD_FACES = "numnum"
    WISH_QUESTION = N_("Which symbol do you wish for?")
    TIMES_TABLE = True
    BOT_SIMULATIONS = 160  # the median decision stays well under 0.1 s with 4 players (benchmarks/bots.py)
    BOT_EXTEND = 2.5
    OPTIONS = NumNumOptions
    CHOICES: ClassVar[tuple[str, ...]] = SYMBOLS
    CHOICE_NAMES = SYMBOL_NAMES
    MIN_PLAYERS = 2
    MAX_PLAYERS = 7
    HAND_SIZE = 7

    def standard_deck(self, players: int) -> list[Card]:
        return standard_deck()

    START_CARDS = "number cards (a joker counts)"

    def starts_pile(self, card: Card) -> bool:
        return card.kind is Kind.NUMBER

    def start(self, game: Game) -> None:
        """Turn up cards until a number card appears (RULES.md 1, "Start")."""
        stock = game.stock
        wishes_seen = 0
        while stock:
            c = stock.pop()
            if c.kind is Kind.NUMBER:
                game.discard_pile.append(c)
                return
            if c.kind is Kind.BAN:
                self._ban(game, c)
            else:
                stock.insert(0, c)
                wishes_seen += 1
                if wishes_seen > len(stock):
                    break
        raise ValueError("the deck has no number card left to start the discard pile")

    def _ban(self, game: Game, ban: Card) -> None:
        row = ban.number
        assert row is not None
        lying = game.ban_spot.pop(row, None)
        if lying is None:
            game.ban_spot[row] = ban
        else:
            game.aside += (lying, ban)
        game.update_banmask()

    def plays_of(self, key: StateKey, card: Card) -> tuple[Move, ...]:
        kind = card.kind
        if kind is not _NUMBER:
            return self.moves_of(card)  # a wish card names a symbol; ban and wish cards always fit
        top, wish, _pending, mask = key
        return self.moves_of(card) if fit_level(card, top, wish, mask) else ()

    def goes_on(self, key: StateKey, card: Card) -> bool:
        top, wish, _pending, mask = key
        return fit_level(card, top, wish, mask) == 2  # a double fit; ban and wish cards never

    def is_plain(self, card: Card) -> bool:
        return card.kind is _NUMBER  # ban cards lie beside the pile, wish cards name a symbol

    def may_finish(self, game: Game, move: Move) -> bool:
        return move.cards[0].kind is not _BAN

    def place(self, game: Game, move: Move) -> None:
        c = move.cards[0]
        if c.kind is _BAN:
            self._ban(game, c)
        else:
            game.discard_pile.append(c)
            game.wish = move.choice

    def playable_after_draw(self, game: Game, card: Card) -> tuple[Move, ...]:
        return self.play_table(game)[card]

    def card_points(self, card: Card) -> int:
        if card.kind is Kind.NUMBER:
            assert card.number is not None
            return 25 if card.number == 1 else card.number
        return 25 if card.kind is Kind.BAN else 50

    def _explain(self, game: Game, card: Card, lang: str) -> str:
        from numnum.explanations import explain

        top = game.discard_pile[-1]
        on = f"{top} {game.wish}" if top.kind is Kind.WILD and game.wish else top
        return str(explain(card, on, game.bans, lang))

    def misfit(self, game: Game, card: Card, lang: str = "en") -> str:
        return self._explain(game, card, lang)

    def fit_reason(self, game: Game, move: Move, lang: str = "en") -> str:
        return self._explain(game, move.cards[0], lang)
