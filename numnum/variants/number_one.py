"""Number ONE, the advanced Mau Mau (RULES.md section 4).

Who can play must play ("Legezwang").  Black cards fit on anything and name the next colour.
The extra rules DOPPELN, KUMULIEREN and STRASSE are options, on by default.  Calls: "ONE!" with
the second-to-last card, "NUMBER ONE!" with the last; a forgotten call can be caught by the
next player (``catch``) until the end of their turn.

>>> import numnum
>>> g = numnum.new_game("number_one", players=2, deck=["R3", "B1", "R4", "B2", "R5", "Y7", "R9"],
...                     hand_size=3)
>>> [str(c) for c in g.hands[0]], str(g.top)
(['R3', 'R4', 'R5'], 'R9')
>>> g.legal_moves()  # a street, up or down, with or without the call "NUMBER ONE!"
<LegalMoves: R3, R4, R5, R3+R4+R5!, R3+R4+R5, R5+R4+R3!, R5+R4+R3>
>>> g.play("R3+R4+R5"); g.hands[0], str(g.top)
([], 'R5')
>>> g.current_player, g.legal_moves()  # the call was forgotten: player 1 may catch it
(1, <LegalMoves: draw, catch>)
>>> g.play("catch"); len(g.hands[0]), g.is_over
(2, False)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar, Final, NamedTuple

from numnum.card_names import the_card
from numnum.cards import Card, Kind, register_card_reader
from numnum.engine.game import Game, Phase
from numnum.engine.options import Options
from numnum.engine.play_table import NO_EFFECT, Effect, PlayTable
from numnum.i18n import N_
from numnum.i18n import translate as _
from numnum.moves import Move
from numnum.variants.coloured import ColouredRules
from numnum.variants.notation import COLOUR_NAMES, COLOURS_ONE, ranked_reader
from numnum.variants.options import NumberOneOptions

__all__ = [
    "CUSTOM_RULES",
    "CustomTable",
    "NumberOneOptions",
    "NumberOneRules",
    "register_custom_rule",
]

register_card_reader(
    "number_one",
    ranked_reader(
        COLOURS_ONE, tuple(str(n) for n in range(10)), ("D2", "REV", "STOP"), ("WISH", "WISH2", "SWAP", "CUSTOM")
    ),
    "write a colour R, Y, G or B and 0-9, D2, REV or STOP (Y0, BREV), or WISH, WISH2, SWAP, CUSTOM",
    example="Y0",
)

_NUMBER: Final = Kind.NUMBER
_WILD: Final = Kind.WILD
_TURN: Final = Phase.TURN
_EFFECTS: Final = {
    "D2": Effect(draw=2),
    "REV": Effect(reverse=True),
    "STOP": Effect(skip=1),
    "SWAP": Effect(swap=True),
    "CUSTOM": Effect(custom=True),
}


def _card(text: str) -> Card:
    return Card.parse(text, "number_one")


_WISH2: Final = _card("WISH2")
_COLOURED = [_card(c + r) for c in COLOURS_ONE for r in [*map(str, range(10)), "D2", "REV", "STOP"]]
#: per number card: the cards next to it (one up or down, the same colour); looked up with
#: ``Move.single``, which may be None
_NEAR: Final[dict[Card | None, frozenset[Card]]] = {
    _card(f"{c}{n}"): frozenset(_card(f"{c}{m}") for m in (n - 1, n + 1) if 0 <= m <= 9)
    for c in COLOURS_ONE
    for n in range(10)
}
#: per serial number of a card: the serials of the number cards next to it (-1: none; -2: the
#: card is no number card), for the compiled engine's quick look for combinations
_NEAR_LOW: Final[list[int]] = [-2] * (1 + max(c.serial for c in _COLOURED))
_NEAR_HIGH: Final[list[int]] = list(_NEAR_LOW)
for _c, _near in _NEAR.items():
    if _c is not None:
        _NEAR_LOW[_c.serial] = min(n.serial for n in _near)
        _NEAR_HIGH[_c.serial] = max(n.serial for n in _near) if len(_near) > 1 else -1
#: Whether this module runs compiled with mypyc: its quick look for combinations compares serial
#: numbers there (a native loop), and uses a set of the hand in pure Python (a loop in C).
_COMPILED: Final = not (__file__ or "").endswith((".py", ".pyc"))
#: the colours' order (the order of the choices) for every coloured card
_COLOUR_RANK: Final = {c: COLOURS_ONE.index(c.suit) for c in _COLOURED}


class _Legs(dict[Card, tuple[Move, frozenset[Card], frozenset[Card], dict[Card, Move]]]):
    """Per coloured card ``a``, WISH2 with ``a`` (naming its colour): that play, the other cards
    that may follow ``a``, the same with ``a`` itself (when it is held twice), and the play with
    each of them (worked out when first needed)."""

    def __missing__(self, a: Card) -> tuple[Move, frozenset[Card], frozenset[Card], dict[Card, Move]]:
        fit = frozenset(b for b in _COLOURED if b is not a and (b.suit == a.suit or b.rank == a.rank))
        with_b = {b: Move.play(_WISH2, a, b, choice=a.suit) for b in (a, *fit)}
        legs = self[a] = (Move.play(_WISH2, a, choice=a.suit), fit, fit | {a}, with_b)
        return legs


_LEGS: Final = _Legs()


class CustomTable:
    """What an individual card's rule may do: the only handle a teacher's function gets.

    >>> def everybody_draws(table: CustomTable) -> None:
    ...     for seat in table.others():
    ...         table.draw(seat, 1)
    """

    def __init__(self, game: Game, player: int) -> None:
        self._game = game
        self.player = player  #: the seat that played the card
        self.players = game.players  #: how many play
        self.skips = 0

    def hand_sizes(self) -> list[int]:
        """How many cards each seat holds."""
        return [len(h) for h in self._game.hands]

    def next_seat(self) -> int:
        """The seat that plays next (in the current direction)."""
        return (self.player + self._game.direction) % self.players

    def others(self) -> list[int]:
        """Every seat but the player's, in playing order."""
        return [(self.player + self._game.direction * i) % self.players for i in range(1, self.players)]

    def draw(self, seat: int, count: int) -> None:
        """``seat`` draws ``count`` cards (a player who is out draws none: RULES.md)."""
        if type(seat) is not int or not 0 <= seat < self.players or type(count) is not int or not 0 <= count <= 10:
            raise ValueError("draw(seat, count) needs a seat of the table and a count from 0 to 10")
        if not self._game.is_out(seat):
            self._game.draw(seat, count)

    def skip_next(self) -> None:
        """The next player sits out."""
        self.skips += 1

    def reverse(self) -> None:
        """The direction of play changes."""
        self._game.direction = -self._game.direction

    def swap_hands(self, a: int, b: int) -> None:
        """Seats ``a`` and ``b`` swap their hands; a seat without cards (out, or the player who
        has just played their last card) neither gives nor takes a hand (RULES.md)."""
        if type(a) is not int or type(b) is not int or not 0 <= a < self.players or not 0 <= b < self.players:
            raise ValueError("swap_hands(a, b) needs two seats of the table")
        hands = self._game.hands
        if hands[a] and hands[b]:
            hands[a], hands[b] = hands[b], hands[a]


class CustomRule(NamedTuple):
    """A registered rule for the individual cards."""

    function: Callable[[CustomTable], None]
    text_en: str
    text_de: str


#: The rules an individual card can carry, by name; teachers add their own.
CUSTOM_RULES: dict[str, CustomRule] = {}


def register_custom_rule(
    name: str,
    function: Callable[[CustomTable], None],
    text_en: str,
    text_de: str = "",
    *,
    replace: bool = False,
) -> None:
    """Register a rule for the individual cards (``custom_rule=name`` then chooses it).

    The function gets a :class:`CustomTable` and must decide only from it (and never at
    random), so that saved games continue identically.  A name that is taken already is
    refused (a saved game would go on with another rule), unless ``replace=True`` asks for it;
    registering the very same function and texts again changes nothing.

    >>> def next_draws_three(t: CustomTable) -> None:
    ...     t.draw(t.next_seat(), 3)
    >>> register_custom_rule("next_draws_three", next_draws_three, "The next player draws 3.")
    >>> "next_draws_three" in CUSTOM_RULES
    True
    >>> register_custom_rule("next_draws_three", lambda t: None, "Nothing happens.")
    Traceback (most recent call last):
    ...
    ValueError: a custom rule named 'next_draws_three' exists already; pass replace=True to replace it
    """
    if not isinstance(name, str) or not name.isidentifier():
        raise ValueError(f"a custom rule needs a simple name like 'next_draws_one', not {name!r}")
    if not callable(function):
        raise ValueError("a custom rule needs a function that takes the CustomTable")
    if not isinstance(text_en, str) or not isinstance(text_de, str):
        raise ValueError("the texts of a custom rule are strings (English, and German if you have it)")
    rule = CustomRule(function, text_en, text_de or text_en)
    old = CUSTOM_RULES.get(name)
    if old is not None and old != rule and not replace:
        raise ValueError(f"a custom rule named {name!r} exists already; pass replace=True to replace it")
    CUSTOM_RULES[name] = rule


def _others_draw_one(table: CustomTable) -> None:
    for seat in table.others():
        table.draw(seat, 1)


register_custom_rule(
    "others_draw_one", _others_draw_one, "Everyone else draws one card.", "Alle anderen ziehen eine Karte."
)
register_custom_rule("skip", lambda t: t.skip_next(), "The next player sits out.", "Der nächste Spieler setzt aus.")
register_custom_rule("reverse", lambda t: t.reverse(), "The direction of play changes.", "Die Spielrichtung wechselt.")
register_custom_rule(
    "next_draws_two", lambda t: t.draw(t.next_seat(), 2), "The next player draws two cards.", "Der Nächste zieht zwei."
)
register_custom_rule(
    "swap_with_next",
    lambda t: t.swap_hands(t.player, t.next_seat()),
    "Swap hands with the next player.",
    "Tausche die Karten mit dem nächsten Spieler.",
)


class NumberOneRules(ColouredRules):
    """The rules of Number ONE."""

    variant = "number_one"
    TITLE = "Number ONE"
    RULES_PAGES = "numnum.rulebook"
    CARD_FACES = "colours_oval"
    WISH_QUESTION = N_("Which colour do you wish for?")
    BOT_SIMULATIONS = 100
    BOT_EXTEND = 2.5
    OPTIONS = NumberOneOptions
    CHOICES = COLOURS_ONE
    CHOICE_NAMES = COLOUR_NAMES
    MAX_PLAYERS = 10
    HAND_SIZE = 7
    CALLS: ClassVar[Mapping[int, str]] = {1: "ONE!", 0: "NUMBER ONE!"}
    MAX_CARDS_PER_MOVE = 3

    _wish2 = _WISH2
    #: per number card: the streets that start with it
    _street_cache: ClassVar[dict[Card, list[tuple[Card, Card, Move]]]] = {}
    must_play = True
    play_drawn = True
    after_penalty = "one"

    def standard_deck(self, players: int) -> list[Card]:
        def card(text: str) -> Card:
            return Card.parse(text, self.variant)

        out = [card(c + "0") for c in COLOURS_ONE]
        actions = ("D2", "STOP") if players == 2 else ("D2", "REV", "STOP")
        out += [card(c + r) for c in COLOURS_ONE for r in [str(n) for n in range(1, 10)] + list(actions)] * 2
        out += [card("WISH")] * 4 + [card("WISH2")] * 4 + [card("SWAP")] * 2
        return out + [card("CUSTOM")] * self.opts.custom_cards

    START_CARDS = "cards other than WISH2"

    def starts_pile(self, card: Card) -> bool:
        return card.rank != "WISH2"

    def start(self, game: Game) -> None:
        """RULES.md 4, "Start card"."""
        card = self.turn_up(game, self.starts_pile)
        first = game.current_player
        rank = card.rank
        if rank == "D2":
            game.pending_draw = 2  # player 0 draws 2 (an explicit move), then may play one card
            game.pending_locked = True
        elif rank == "REV":
            game.current_player = game.dealer
            game.direction = -1
        elif rank == "STOP":
            game.current_player = (first + 1) % game.players
        elif card.kind is Kind.WILD:
            game.phase = Phase.CHOOSE  # player 0 names the colour, then plays

    # ------------------------------------------------------------------ matching
    def fits(self, top: Card, wish: str | None, card: Card) -> bool:
        if card.kind is Kind.WILD:
            return not (card.rank == "WISH2" and top.rank == "WISH2")
        if wish is not None:
            return card.suit == wish
        return card.suit == top.suit or card.rank == top.rank

    def answers_draw(self, top: Card, card: Card) -> bool:
        return self.opts.kumulieren and card.rank == "D2"

    def effect_of(self, card: Card) -> Effect:
        return _EFFECTS.get(card.rank, NO_EFFECT)

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        assert isinstance(options, NumberOneOptions)
        self.opts = options  #: the options, with their type (``options`` is typed as the base class)
        self._doppeln = options.doppeln
        self._strasse = options.strasse
        self.strict = options.strict

    def combos(self, game: Game, hand: list[Card], table: PlayTable, singles: list[Move]) -> list[Move]:
        """DOPPELN, STRASSE and the Farbwahl-Leg-Zwei with its cards.

        Only cards that fit alone may start a combination, so the search walks ``singles`` (the
        plays of single cards, in hand order) rather than the whole hand.
        """
        if game.pending_draw or game.phase is not _TURN:
            return []
        if _COMPILED and self._none_near(hand, singles):
            return []
        distinct = set(hand)
        wish2 = self._wish2
        if not _COMPILED and wish2 not in distinct:
            # A quick look first (most hands have no combination): without WISH2, one starts
            # with a number card that fits and is held twice (its play is twice in ``singles``)
            # or has a card next to it (found in C).
            strasse = self._strasse
            doppeln = self._doppeln
            for m in singles:
                near = _NEAR.get(m.single)
                if near is not None and (
                    (strasse and not near.isdisjoint(distinct)) or (doppeln and singles.count(m) > 1)
                ):
                    break
            else:
                return []
        twice = len(distinct) < len(hand)  # the hand holds a card twice
        pairs = twice and self._doppeln
        streets = self._strasse and len(distinct) >= 3
        out: list[Move] = []
        doubled: set[Card] = set()  # the cards held twice (found by identity, as hand.count() would not)
        if twice:
            once: set[Card] = set()
            for held in hand:
                (doubled if held in once else once).add(held)
        if pairs or streets:
            cache = self._street_cache
            seen: set[Card] = set()
            for m in singles:
                c = m.single
                if c is None or c.kind is not _NUMBER:
                    continue
                if twice:
                    if c in seen:
                        continue  # each card once, in hand order
                    seen.add(c)
                    if pairs and c in doubled:
                        out.append(Move.play(c, c))
                if streets:
                    if _NEAR[c].isdisjoint(distinct):
                        continue  # no card next to it: no street (the commonest case, found in C)
                    runs = cache.get(c)
                    if runs is None:
                        runs = self._streets(c)
                    for second, third, street in runs:
                        if second in distinct and third in distinct:
                            out.append(street)
        if wish2 in distinct and table.flags[wish2.serial]:
            # WISH2 names the colour of the next card a, then a card b that fits a may follow:
            # colour by colour, each in hand order (the filters run in C)
            coloured = [c for c in dict.fromkeys(hand) if c.kind is not _WILD]
            for a in sorted(coloured, key=_COLOUR_RANK.__getitem__):
                alone, fit, fit_or_same, with_b = _LEGS[a]
                out.append(alone)
                out += map(with_b.__getitem__, filter((fit_or_same if a in doubled else fit).__contains__, coloured))
        return out

    def _none_near(self, hand: list[Card], singles: list[Move]) -> bool:
        """The quick look of :meth:`combos` in the compiled engine: True when ``hand`` holds no
        WISH2 and no number card that fits is held twice or has a card next to it (then there is
        no combination).  The same answer as the look with a set of the hand, without making
        the set: serial numbers compared in a native loop.

        >>> rules = NumberOneRules(NumberOneOptions())
        >>> hand = [Card.parse(t, "number_one") for t in ("R3", "R5", "G4")]
        >>> singles = [Move.play(hand[0]), Move.play(hand[1])]
        >>> rules._none_near(hand, singles), rules._none_near([*hand, hand[0]], singles + singles[:1])
        (True, False)
        >>> rules._none_near([*hand, Card.parse("R4", "number_one")], singles)  # R3, R4, R5
        False
        """
        wish2 = self._wish2
        for held in hand:
            if held is wish2:
                return False
        doppeln = self._doppeln
        strasse = self._strasse
        low_of = _NEAR_LOW
        high_of = _NEAR_HIGH
        size = len(low_of)
        for m in singles:
            single = m.single
            if single is None:
                continue
            own = single.serial
            if own >= size or low_of[own] < -1:
                continue  # not a number card
            low = low_of[own]
            high = high_of[own]
            seen = 0
            for held in hand:
                serial = held.serial
                if serial == own:
                    seen += 1
                    if doppeln and seen > 1:
                        return False
                elif strasse and (serial == low or serial == high):  # noqa: SIM109 - native compares, no tuple
                    return False
        return True

    def _streets(self, card: Card) -> list[tuple[Card, Card, Move]]:
        """The streets that start with ``card``: (second, third, move), up and down (remembered)."""
        streets = self._street_cache.get(card)
        if streets is None:
            streets = []
            assert card.number is not None
            for step in (1, -1):
                n2, n3 = card.number + step, card.number + 2 * step
                if 0 <= n2 <= 9 and 0 <= n3 <= 9:
                    second = Card.parse(f"{card.suit}{n2}", self.variant)
                    third = Card.parse(f"{card.suit}{n3}", self.variant)
                    streets.append((second, third, Move.play(card, second, third)))
            self._street_cache[card] = streets
        return streets

    def combo_reason(self, game: Game, move: Move, lang: str = "en") -> str:
        cards = move.cards
        first = cards[0]
        if first.rank == "WISH2":
            text = _(
                "With {card} you choose {colour}, then lay up to two more cards: the first of that colour, "
                "the second fitting the first.",
                lang,
            )
            return text.format(card=the_card(first, lang), colour=self.choice_name(move.choice, lang))
        if len(cards) == 2:  # DOPPELN
            return _("A pair: two equal number cards together; {card} fits on {top}.", lang).format(
                card=the_card(first, lang), top=the_card(game.top, lang)
            )
        return _(  # STRASSE
            "A run: three numbers in a row of one colour; the first, {card}, fits on {top}, the last lies on top.",
            lang,
        ).format(card=the_card(first, lang), top=the_card(game.top, lang))

    def place(self, game: Game, move: Move) -> None:
        game.discard_pile.extend(move.cards)
        game.wish = move.choice if move.cards[-1].kind is _WILD else None

    # ------------------------------------------------------------------ calls, custom cards, penalties
    def forgot_call(self, game: Game, player: int, left: int) -> None:
        game.open_catch(player, left)

    def custom_rule(self, game: Game, player: int) -> int:
        table = CustomTable(game, player)
        CUSTOM_RULES[self.opts.custom_rule].function(table)
        return table.skips

    def penalty_cards(self, game: Game, player: int, move: Move) -> int:
        """Penalty cards at a strict table: 5 for a wrong street, else 2."""
        if not self.opts.strict:
            raise ValueError("penalty cards are given only at a strict table (option strict=True)")
        street = len(move.cards) == 3 and all(c.kind is Kind.NUMBER for c in move.cards)
        return 5 if street and player == game.current_player else 2

    def card_points(self, card: Card) -> int:
        if card.kind is Kind.NUMBER:
            assert card.number is not None
            return card.number
        return 20 if card.kind is Kind.ACTION else 50
