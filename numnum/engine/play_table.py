"""Play tables: which single cards may be played in a state, worked out once per state.

The legal moves of a turn depend on the hand and on a few facts of the state: the top card, the
wish, what is pending and the bans (a :data:`StateKey`).  A :class:`PlayTable` holds, for one
such key, one byte per card saying whether and how the card may be played; the rules make each
table once and every game with equal options shares it.  What a card *does* when it is played is
an :class:`Effect`.

>>> import numnum
>>> g = numnum.new_game("numnum", players=2, seed=1)
>>> table = g.rules.table_for(state_key(g))
>>> fits = [card for card in g.hands[0] if table[card]]
>>> [m.cards[0] for m in g.legal_moves() if m.cards] == fits
True
>>> FAST >= PLAIN > CHAIN > FITS > NO_FIT
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, NamedTuple

from numnum.cards import Card
from numnum.moves import LegalMoves, Move

if TYPE_CHECKING:
    from numnum.engine.game import Game
    from numnum.engine.rules import Rules

__all__ = [
    "CHAIN",
    "FAST",
    "FITS",
    "NO_EFFECT",
    "NO_FIT",
    "PLAIN",
    "Effect",
    "MetCards",
    "PlayTable",
    "StateKey",
    "state_key",
]


class Effect(NamedTuple):
    """What playing a card does, besides lying on the pile."""

    draw: int = 0  #: the next player faces this many cards to draw (they may answer, see rules)
    skip: int = 0  #: the next players sit out
    stack_skip: bool = False  #: a skip that the skipped player may pass on with a card of its own
    reverse: bool = False  #: the direction of play changes
    again: bool = False  #: the player may play one more card
    swap: bool = False  #: every hand moves one seat on (Number ONE's Rück-Rüber)
    custom: bool = False  #: the agreed rule of an individual card applies


NO_EFFECT: Final = Effect()

#: What decides which single cards may be played: the top card, the wish, what is pending
#: (0 nothing, 1 a draw penalty, 2 a skip, 3 a draw penalty that cannot be passed on) and the
#: active bans (bit 0: the 2-ban, bit 1: the 5-ban).
StateKey = tuple[Card, str | None, int, int]


def state_key(game: Game) -> StateKey:
    """The :data:`StateKey` of ``game`` (the engine builds the same tuple inline where speed counts)."""
    pending = (1 + 2 * game.pending_locked) if game.pending_draw else (2 if game.pending_skip else 0)
    return (game.discard_pile[-1], game.wish, pending, game.banmask)


#: What a card is in a :class:`PlayTable` (one byte per card): it may not be played (NO_FIT),
#: it may (FITS), its play lets the player go on (CHAIN), its play only lies on the pile (PLAIN),
#: or that with a single move and nothing pending (FAST: the engine's shortest path).  The
#: order matters: PLAIN or FAST is ``>= PLAIN``.
NO_FIT: Final = 0
FITS: Final = 1
CHAIN: Final = 2
PLAIN: Final = 3
FAST: Final = 4


class PlayTable:
    """The moves of each single card in one state (see :data:`StateKey`).

    ``flags`` holds one byte per card, indexed by :attr:`Card.serial`: what the card is here
    (:data:`NO_FIT`, :data:`FITS`, :data:`CHAIN`, :data:`PLAIN` or :data:`FAST`).  A card that
    may be played has the moves ``moves[card.serial]`` (a list shared by all tables of the
    rules).  A table stays small this way (NumNum has hundreds of tables; dictionaries of cards
    did not fit in the processor's caches).  ``known`` is the set of cards worked out so far:
    the cards of every deck dealt with these rules (:meth:`Rules.meet`), a set that tables share.
    For the engine's short paths: ``pending`` is the key's pending part, ``after`` remembers the
    table that follows a plain play of a card (see :meth:`follow`) and ``min_hand`` is the
    smallest hand that a plain play leaves without a call and without going out.
    """

    __slots__ = ("after", "flags", "key", "known", "min_hand", "moves", "pending", "rules")

    def __init__(self, rules: Rules, key: StateKey) -> None:
        self.rules = rules
        self.key = key
        self.pending = key[2]
        self.flags = b""
        self.known: frozenset[Card] = frozenset()
        self.moves = rules.met.moves
        self.after = rules.after_plays.setdefault(key[3], {})  # shared: it depends on the card and the bans only
        self.min_hand = rules.min_hand

    def __getitem__(self, card: Card) -> tuple[Move, ...]:
        """The moves that play ``card`` alone here (empty: it may not be played)."""
        if card not in self.known:
            self.rules.meet((card,))
        if self.known is not self.rules.met.cards:
            self.learn()
        return self.moves[card.serial] if self.flags[card.serial] else ()

    def learn(self) -> None:
        """Work out every card the rules have met that this table does not know.

        Rules with equal options share one growing set of the cards met so far; a table that
        has worked out all of them points to that very set (``known is rules.met.cards``).
        """
        met = self.rules.met
        new = met.cards - self.known
        if new:
            flags = bytearray(self.flags)
            flags.extend(bytes(len(met.moves) - len(flags)))
            for card in new:
                flags[card.serial] = self._flag(card)
            self.flags = bytes(flags)
        self.known = met.cards

    def _flag(self, card: Card) -> int:
        rules = self.rules
        moves = rules.plays_of(self.key, card)
        if not moves:
            return NO_FIT
        if moves != self.moves[card.serial]:
            raise AssertionError(f"{type(rules).__name__}.plays_of must return moves_of(card) or (), for {card}")
        if rules.goes_on(self.key, card):
            return CHAIN
        if rules.is_plain(card):
            return FAST if not self.pending and len(moves) == 1 else PLAIN
        return FITS

    def follow(self, card: Card) -> PlayTable:
        """The table after a plain play of ``card`` here: ``card`` on top, no wish, nothing pending."""
        table = self.rules.table_for((card, None, 0, self.key[3]))
        self.after[card] = table
        return table


class MetCards:
    """The cards met so far by the rules with equal options (a set replaced when it grows), and
    the moves of each, by :attr:`Card.serial` (empty for the serials of cards not met)."""

    __slots__ = ("cards", "drawn", "moves")

    def __init__(self) -> None:
        self.cards: frozenset[Card] = frozenset()
        self.moves: list[tuple[Move, ...]] = []
        self.drawn: dict[Card, LegalMoves] = {}  # the legal moves after drawing a card that fits
