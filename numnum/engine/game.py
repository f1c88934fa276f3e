"""The game: shared state and turn machinery of the Mau Mau family.

A :class:`Game` holds everything that changes during play; a rules object (one per variant,
see :mod:`numnum.variants`) decides what is legal and what a card does.  The game offers the
mechanics that all variants share: dealing, drawing with reshuffles, turn order and direction,
skips, pending draws, wishes, the blocked table, rounds and points.

>>> import numnum
>>> g = numnum.new_game("numnum", players=2, deck=["H4", "C9", "S6", "T8", "H10", "C7"], hand_size=2)
>>> [[str(c) for c in h] for h in g.hands], str(g.top), g.draw_pile_size
([['H4', 'S6'], ['C9', 'T8']], 'H10', 1)
>>> g.legal_moves()
<LegalMoves: H4, S6, draw>
>>> g.play("H4"); g.legal_moves()  # heart on heart, both in the 2-row: a double fit
<LegalMoves: S6, pass>
>>> g.play("S6"); g.is_over, g.winner
(True, 0)
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from itertools import repeat, starmap
from typing import TYPE_CHECKING, Any, Final

from numnum.arithmetic import ban_mask
from numnum.cards import Card
from numnum.engine.play_table import FAST, FITS
from numnum.engine.state import FIELDS, Kind, fields_of
from numnum.errors import IllegalMove
from numnum.moves import LegalMoves, Move

if TYPE_CHECKING:
    from numnum.engine.options import Options
    from numnum.engine.play_table import PlayTable
    from numnum.engine.player_view import View
    from numnum.engine.rules import Rules

__all__ = ["FIELDS", "STALEMATE_TURNS", "Game", "Phase"]

_NO_MOVES: Final = LegalMoves(())

#: Stalemate (RULES.md, "For every variant"): after this many turns per player in a row in which
#: no player holds fewer cards than their fewest so far in the round, the round ends as a
#: blocked table.
STALEMATE_TURNS: Final = 100


class Phase(enum.Enum):
    """Where in a turn the game stands."""

    TURN = "turn"  #: the current player starts a turn
    CHAIN = "chain"  #: the player has played and may play more (double fit, ace, ...)
    DRAWN = "drawn"  #: the player has drawn and may play what the rules allow, or pass
    CHOOSE = "choose"  #: a choice is owed (a card turned up at the start asks for a suit)
    PLAY_ONE = "play_one"  #: after a draw penalty the player may play one card that fits, or pass
    SKIPPED = "skipped"  #: a skip passes the player over while a forgotten call is open: catch or pass
    OVER = "over"  #: the game has ended


def shuffled(rng: random.Random, cards: list[Card]) -> list[Card]:
    """``cards`` in a uniformly random order: sorted by independent random keys.

    As fair as ``rng.shuffle`` (ties of two 53-bit keys practically never happen) and about
    three times as fast: the sort, and the key of each card (the next of ``rng.random()``, in
    the cards' order), run in C.

    >>> sorted(shuffled(random.Random(1), list("abc")))
    ['a', 'b', 'c']
    """
    return sorted(cards, key=partial(next, starmap(rng.random, repeat((), len(cards)))))


def repeated_cards(deck: Sequence[Card]) -> frozenset[Card]:
    """The cards that occur more than once in ``deck``."""
    return frozenset(c for c, k in Counter(deck).items() if k > 1)


_contains: Final = tuple.__contains__
#: "not worked out yet", typed so that a type checker (and mypyc, which checks what it narrowed)
#: knows the rules may have set the legal moves again after ``game._legal = _UNKNOWN``
_UNKNOWN: LegalMoves | None = None
_ONLY_DRAW: Final = LegalMoves((Move.DRAW,))  # shared: making a LegalMoves costs more than a whole plain play


def take(hand: list[Card], card: Card) -> None:
    """Take ``card`` (which it holds) out of ``hand``, found by identity.

    ``hand.remove(card)`` would compare every card before it with ``==``, a call of Python code
    each (cards define comparisons so that they sort); equal cards are the same object anyway.

    >>> a, b = Card.parse("H4"), Card.parse("S6")
    >>> hand = [a, b, a]
    >>> take(hand, a); [str(c) for c in hand]
    ['S6', 'H4']
    """
    for i, c in enumerate(hand):
        if c is card:
            del hand[i]
            return
    raise ValueError(f"{card} is not in the hand")


def _legal(moves: list[Move]) -> LegalMoves:
    """``moves`` as :class:`LegalMoves` (the commonest, ``draw`` alone, shared)."""
    if len(moves) == 1 and moves[0] is Move.DRAW:
        return _ONLY_DRAW
    return LegalMoves(moves)


# Enum members are read through EnumType.__getattr__ (slow, never specialised): the hot paths
# use these module constants instead.
_OVER: Final = Phase.OVER
_TURN: Final = Phase.TURN
_DRAWN: Final = Phase.DRAWN
_SKIPPED: Final = Phase.SKIPPED
_DRAW: Final = Move.DRAW
_PASS: Final = Move.PASS


#: How a copy (:meth:`Game.clone`) takes each kind of field of the state table over.
_COPY_RULES: tuple[tuple[tuple[str, ...], Callable[[Any], Any]], ...] = (
    (fields_of(Kind.VALUE) + fields_of(Kind.PHASE), lambda value: value),
    (fields_of(Kind.LIST), list),
    (fields_of(Kind.LISTS), lambda value: [list(x) for x in value]),
    (fields_of(Kind.DICT), dict),
    (fields_of(Kind.RNG), lambda value: _copy_rng(value)),
)


def _copy_rng(rng: random.Random) -> random.Random:
    """A new random generator in the state of ``rng``."""
    new = random.Random()
    new.setstate(rng.getstate())
    return new


class Game:
    """A game in progress.  Make one with :func:`numnum.new_game`; see ``API.md``.

    Its attributes are the fields of the state table (:mod:`numnum.engine.state`), which the
    slots, the save format, the player's view, sampling and copies go by.
    """

    __slots__ = FIELDS

    rules: Rules
    options: Options
    variant: str
    players: int
    hands: list[list[Card]]
    discard_pile: list[Card]
    stock: list[Card]  #: the draw pile; the next card to draw is the *last* item
    ban_spot: dict[int, Card]  #: NumNum: the active ban cards, by row
    banmask: int  #: the active bans as bits (1: the 2-ban, 2: the 5-ban), kept by update_banmask
    aside: list[Card]  #: cards out of play until the next reshuffle (lifted ban pairs)
    current_player: int
    direction: int
    phase: Phase
    wish: str | None
    pending_draw: int
    pending_skip: int
    pending_locked: bool  #: the pending draw cannot be passed on (Number ONE's first card D2)
    choice_ends_turn: bool  #: in CHOOSE: the choice ends the turn (the dealer's first card)
    skips_left: int  #: in SKIPPED: the players still to skip after this skipped turn
    penalty_misses: bool  #: the player facing the pending draw misses the turn after taking it
    called: list[bool]  #: per seat: made the call when last playing down to a call's hand size
    catchable: tuple[int, int, int] | None  #: (seat, cards left, turns left) of a forgotten call
    drawn: Card | None
    quiet: int
    stall: int  #: turns in a row in which no player got below their fewest cards of the round
    fewest: list[int]  #: per seat: the fewest cards held so far in this round
    acted: bool
    winner: int | None
    dealer: int
    round: int
    scores: list[int]
    round_winners: list[int]
    seed: int
    rng: random.Random
    history: list[tuple[int, str]]
    deck: list[Card]
    _sorted_deck: tuple[Card, ...]
    repeated: frozenset[Card]  #: the cards that the deck holds more than once
    play_table: PlayTable  #: the rules' table of single-card plays in the current state
    _legal: LegalMoves | None

    def __init__(
        self, rules: Rules, players: int, seed: int, deck: Sequence[Card] | None, *, deal: bool = True
    ) -> None:
        self.rules = rules
        self.options = rules.options
        self.variant = rules.variant
        self.players = players
        self.seed = seed
        if not deal:  # an empty game whose state the caller sets (loading, sampling, cloning)
            return
        self.rng = random.Random(seed)
        self.history = []
        self.round = 1
        self.scores = [0] * players
        self.round_winners = []
        self.dealer = players - 1
        self.winner = None
        if deck is None:
            cards, self.repeated = rules.deck_for(players)  # met by the rules' play tables
            cards = shuffled(self.rng, cards)
        else:
            cards = list(deck)
            self.repeated = repeated_cards(cards)
            rules.meet(cards)  # the play tables work out every card of the deck
        self.deck = cards  # _deal() only reads it
        self._deal(cards)

    # ------------------------------------------------------------------ public contract
    @property
    def top(self) -> Card:
        """The discard pile's top card."""
        return self.discard_pile[-1]

    @property
    def draw_pile_size(self) -> int:
        """How many cards the draw pile holds."""
        return len(self.stock)

    @property
    def bans(self) -> frozenset[int]:
        """The active ban rows (NumNum); empty for the other variants."""
        return frozenset(self.ban_spot)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (after the last round)."""
        return self.phase is _OVER

    @property
    def winners(self) -> list[int]:
        """Every winner of the game in seat order (empty while it runs): after the last round the
        players tied on the best result share the win (RULES.md, "For every variant");
        :attr:`winner` is the first of them.

        >>> import numnum
        >>> g = numnum.new_game("numnum", players=2, deck=["H4", "C9", "S6", "T8", "H10", "C7"], hand_size=2)
        >>> g.winners
        []
        >>> g.play("H4"); g.play("S6"); g.winners, g.winner
        ([0], 0)
        """
        if self.phase is not _OVER or self.winner is None:
            return []
        if self.options.rounds == 1:
            return [self.winner]
        return self.rules.overall_winners(self)

    def is_out(self, seat: int) -> bool:
        """Whether ``seat`` is out of the hand: they played their last card without the call and
        wait for the catch window to close (RULES.md): they take no turn, no hand and no card.

        >>> import numnum
        >>> g = numnum.new_game("number_one", players=3, deck=["R3", "B1", "B2", "R9", "Y1", "Y2"], hand_size=1)
        >>> g.play("R3"); g.is_out(0), g.is_out(1)  # "NUMBER ONE!" forgotten
        (True, False)
        """
        catch = self.catchable
        return catch is not None and catch[0] == seat and catch[1] == 0 and not self.hands[seat]

    def legal_moves(self) -> LegalMoves:
        """The moves the current player may make; empty exactly when the game is over."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _legal(self.rules.moves(self)) if self.phase is not _OVER else _NO_MOVES
        return legal

    def go_on(self, phase: Phase) -> LegalMoves:
        """The turn goes on in ``phase`` (the rules call it after a play, a draw or a penalty):
        the legal moves there, worked out anew (empty: the player cannot go on)."""
        self.phase = phase
        self._legal = None
        return self.legal_moves()

    def play(self, move: Move | str | object) -> None:
        """Make ``move`` (a :class:`Move` or its notation) for the current player.

        An illegal move raises :class:`numnum.IllegalMove` saying why; the game is unchanged.
        """
        legal = self._legal
        if legal is None:
            legal = self.legal_moves()
        if type(move) is not Move:
            move = self._read(move)
        if not _contains(legal, move):
            twin = move.interned()  # a move read past the limit of Move._read is not the interned one
            if twin is move or not _contains(legal, twin):
                raise IllegalMove(self._why_illegal(move))
            move = twin
        player = self.current_player
        self.history.append((player, move.text))
        # Short paths for the commonest moves; they do exactly what rules.apply() and
        # end_turn() do, then work out the next player's moves with the table they know.
        table = self.play_table
        card = move.single
        if card is not None:
            flag = table.flags[card.serial]
            hand = self.hands[player]
            # FAST (a plain card, nothing pending) or FITS (a card with an effect), with no call
            # and not going out
            if (flag == FAST or flag == FITS) and len(hand) > table.min_hand and self.catchable is None:  # noqa: SIM109
                i = 0  # take(hand, card), inline: the hot path
                for c in hand:
                    if c is card:
                        break
                    i += 1
                del hand[i]
                if flag == FAST:
                    self.discard_pile.append(card)
                    self.wish = None
                    self._next_turn(player, table.after.get(card) or table.follow(card))
                    return
                rules = self.rules  # what rules.apply() does with such a card
                rules.place(self, move)
                self.acted = True
                self.drawn = None
                self._legal = _UNKNOWN
                rules.after_play(self, player, move.cards, False)
                if self._legal is None and self.phase is not _OVER:
                    legal = self._legal = _legal(rules.moves(self))
                    if not legal:
                        self._settle()
                return
        elif move is _DRAW:
            if not table.pending and self.catchable is None:
                hand = self.hands[player]
                rules = self.rules
                if len(hand) >= table.min_hand:  # playing the drawn card needs no call, does not go out
                    stock = self.stock
                    if stock or self.reshuffle():
                        card = stock.pop()
                        hand.append(card)
                        if rules.play_drawn and table.flags[card.serial]:  # the drawn card may be played
                            self.drawn = card
                            self.acted = True
                            self.phase = _DRAWN
                            self._legal = rules.drawn_legal(card)
                            return
                    self._next_turn(player, table)
                    return
        elif move is _PASS and self.acted and not table.pending and not self.pending_skip and self.catchable is None:
            self._next_turn(player, table)  # after a play or a draw: the state stays
            return
        self._legal = _UNKNOWN
        self.rules.apply(self, move)
        if self._legal is None and self.phase is not _OVER:
            legal = self._legal = _legal(self.rules.moves(self))
            if not legal:
                self._settle()

    def _next_turn(self, player: int, table: PlayTable) -> None:
        """End the turn of ``player``, who acted, like :meth:`end_turn`; ``table`` is the new state's."""
        self.drawn = None
        self.acted = False
        self.quiet = 0
        self.phase = _TURN
        held = len(self.hands[player])  # only the player who acted can have fewer cards now
        if held < self.fewest[player]:
            self.fewest[player] = held
            self.stall = 0
        else:
            self.stall += 1
            if self.stall >= STALEMATE_TURNS * self.players:
                self.current_player = (player + self.direction) % self.players
                self._legal = None
                self._blocked()
                return
        player = self.current_player = (player + self.direction) % self.players
        self.play_table = table
        moves = self.rules.turn_moves(self, table, self.hands[player])
        if len(moves) == 1 and moves[0] is _DRAW:  # what _legal() does, inline: the hot path
            self._legal = _ONLY_DRAW
            return
        legal = self._legal = LegalMoves(moves)
        if not legal:
            self._settle()

    def penalize(self, player: int | object, move: Move | str | object) -> list[Card]:
        """At a strict table: ``player`` tried ``move`` wrongly (a wrong card or out of turn).

        ``play`` has already refused the move and changed nothing; this gives the penalty the
        rules set (Number ONE: 2 cards, 5 for a wrong street) and returns the cards drawn.
        """
        if self.phase is _OVER:
            raise ValueError("the game is over: no more penalties")
        if type(player) is not int or not 0 <= player < self.players:
            raise ValueError(f"player must be a seat from 0 to {self.players - 1}, not {player!r}")
        move = move if isinstance(move, Move) else self._read(move)
        hand = self.hands[player]
        if not move.cards or any(move.cards.count(c) > hand.count(c) for c in move.cards):
            raise ValueError("a penalty is for cards the player put down from their own hand")
        if player == self.current_player and tuple.__contains__(self.legal_moves(), move):
            raise ValueError(f"{move} is a legal move: there is nothing to penalize")
        count = self.rules.penalty_cards(self, player, move)
        got = self.draw(player, count)
        self.history.append((player, f"penalty {len(got)}"))
        self._legal = None
        return got

    def sorted_deck(self) -> tuple[Card, ...]:
        """The dealt deck, sorted (computed once)."""
        try:
            return self._sorted_deck
        except AttributeError:
            self._sorted_deck = tuple(sorted(self.deck))
            return self._sorted_deck

    def all_cards(self) -> list[Card]:
        """Every card of the game wherever it lies: always the dealt deck, as a multiset."""
        out = [c for h in self.hands for c in h]
        out += self.stock
        out += self.discard_pile
        out += self.ban_spot.values()
        out += self.aside
        return out

    def view(self, player: int) -> View:
        """What ``player`` may see; bots get nothing else."""
        from numnum.engine.player_view import make_view

        return make_view(self, player)

    def to_json(self) -> str:
        """The game as JSON text (see :func:`numnum.load_game`)."""
        from numnum.engine.save import dump

        return dump(self)

    def copy(self) -> Game:
        """An independent copy that continues identically (through the save format)."""
        from numnum.engine.save import load

        return load(self.to_json())

    def clone(self) -> Game:
        """A copy that continues identically, made field by field as the state table says
        (lists, dicts and the random generator copied, everything else shared); much faster
        than :meth:`copy`.

        >>> import numnum
        >>> g = numnum.new_game("numnum", players=2, seed=3)
        >>> c = g.clone()
        >>> c.play(c.legal_moves()[0])
        >>> c.to_json() != g.to_json(), g.clone().to_json() == g.to_json()
        (True, True)
        """
        new = Game(self.rules, self.players, self.seed, None, deal=False)
        for names, copy in _COPY_RULES:
            for name in names:
                try:
                    value = getattr(self, name)
                except AttributeError:  # a cache not made yet
                    continue
                setattr(new, name, copy(value))
        return new

    def resume(self) -> None:
        """The state was set field by field (loading a save, sampling a view): work out what
        follows from it (the cards the deck holds more than once, the ban mask, the legal
        moves) and go on from there."""
        self.rules.meet(self.deck)  # the play tables work out every card of the deck
        self.repeated = repeated_cards(self.deck)
        self.update_banmask()
        self._legal = None

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"player {self.current_player} to move"
        return f"<numnum Game {self.variant}, {self.players} players, top {self.top}, {state}>"

    # ------------------------------------------------------------------ mechanics for rules
    def next_seat(self, steps: int = 1) -> int:
        """The seat ``steps`` places on from the current player in the current direction."""
        return (self.current_player + self.direction * steps) % self.players

    def draw(self, player: int, count: int = 1) -> list[Card]:
        """Move up to ``count`` cards from the draw pile to ``player``'s hand (reshuffling)."""
        got: list[Card] = []
        hand = self.hands[player]
        for _ in range(count):
            if not self.stock and not self.reshuffle():
                break
            card = self.stock.pop()
            hand.append(card)
            got.append(card)
        return got

    def can_draw(self) -> bool:
        """Whether a card can be drawn now (perhaps after a reshuffle)."""
        return bool(self.stock) or len(self.discard_pile) > 1 or bool(self.aside)

    def reshuffle(self) -> bool:
        """Shuffle the discard pile but its top card, and the cards set aside, into the draw pile."""
        fresh = self.discard_pile[:-1] + self.aside
        if not fresh:
            return False
        del self.discard_pile[:-1]
        self.aside.clear()
        fresh = shuffled(self.rng, fresh)
        self.stock[:0] = fresh
        return True

    def remove_from_hand(self, player: int, cards: Iterable[Card]) -> None:
        """Take ``cards`` out of ``player``'s hand (they must be there)."""
        hand = self.hands[player]
        for card in cards:
            take(hand, card)

    def end_turn(self, skip: int = 0) -> None:
        """End the current player's turn; the next player (after ``skip`` skipped) begins.

        While a forgotten call of the player whose turn ends is open, the first skipped player
        gets a skipped turn (:attr:`Phase.SKIPPED`) in which they may only ``catch`` or ``pass``
        (RULES.md, "For every variant"); the other skips follow when it ends.
        """
        acted = self.acted
        catch = self.catchable
        seat = (self.current_player + self.direction) % self.players
        if skip and catch is not None and catch[2] > 1 and seat != catch[0] and self.phase is not _SKIPPED:
            self.current_player = seat
            self.phase = _SKIPPED
            self.skips_left = skip - 1
        else:
            self.current_player = (self.current_player + self.direction * (1 + skip)) % self.players
            self.phase = _TURN
            self.skips_left = 0
        self.drawn = None
        self.acted = False
        self._legal = None
        if self.catchable is not None:
            self._tick_catch()
        if acted:
            self.quiet = 0
        else:
            self.quiet += 1
            if self.quiet >= self.players and self.phase is not _OVER:
                self._blocked()
                return
        self._count_stall()

    def _count_stall(self) -> None:
        """A turn has passed: the stalemate count (RULES.md, "For every variant").

        When :data:`STALEMATE_TURNS` turns per player pass in a row in which no player holds
        fewer cards than their fewest so far in this round, the round ends as a blocked table.
        """
        fewest = self.fewest
        progress = False
        for seat, hand in enumerate(self.hands):  # every seat: a swap moves whole hands
            if len(hand) < fewest[seat]:
                fewest[seat] = len(hand)
                progress = True
        if progress:
            self.stall = 0
            return
        self.stall += 1
        if self.stall >= STALEMATE_TURNS * self.players and self.phase is not _OVER:
            self._blocked()

    def _tick_catch(self) -> None:
        """A forgotten call can be caught until the end of the next player's turn."""
        assert self.catchable is not None
        seat, left, turns = self.catchable
        if turns > 1 and self.current_player != seat:
            self.catchable = (seat, left, turns - 1)
            return
        self.catchable = None
        if left == 0:  # nobody caught the forgotten last call: that player has won
            self.history.append((seat, "out"))
            self.end_round(seat)

    def open_catch(self, seat: int, left: int) -> None:
        """``seat`` forgot the call at ``left`` cards: the next player may ``catch`` it.

        A player who went out without the last call stays catchable: unless caught this turn,
        they have won when it ends, whatever the player now forgets.
        """
        if self.catchable is not None and self.catchable[1] == 0 and self.catchable[0] != seat:
            return
        self.catchable = (seat, left, 2)

    def catch(self) -> None:
        """The forgotten call is caught: that player draws 2 penalty cards.  A skipped player's
        turn (:attr:`Phase.SKIPPED`) ends with the catch."""
        assert self.catchable is not None
        seat = self.catchable[0]
        self.catchable = None
        self.draw(seat, 2)
        if self.phase is _SKIPPED:
            self.end_turn(self.skips_left)

    def update_banmask(self) -> None:
        """Recompute :attr:`banmask` after the ban spot changed."""
        self.banmask = ban_mask(self.ban_spot)

    def player_out(self, player: int) -> None:
        """``player`` has no cards left: the round ends with them as its winner.

        A player who went out earlier without the last call and was not caught yet wins.
        """
        if self.catchable is not None and self.catchable[1] == 0:
            player = self.catchable[0]
        self.catchable = None
        self.end_round(player)

    def end_round(self, winner: int) -> None:
        """Score the round, then deal the next one or end the game."""
        points = self.rules.round_points(self, winner)
        for seat, p in enumerate(points):
            self.scores[seat] += p
        self.round_winners.append(winner)
        if self.round >= self.options.rounds:
            self.winner = winner if self.options.rounds == 1 else self.rules.overall_winners(self)[0]
            self.phase = _OVER
            self._legal = _NO_MOVES
            return
        self.round += 1
        self.dealer = (self.dealer + 1) % self.players
        cards = shuffled(self.rng, self.all_cards())
        self.history.append((-1, f"round {self.round}"))
        self._deal(cards)

    # ------------------------------------------------------------------ internals
    def _deal(self, cards: list[Card]) -> None:
        n = self.players
        size = self.rules.hand_size(n)
        if size * n >= len(cards):
            raise ValueError(
                f"the deck has {len(cards)} cards: too few to deal {size} to each of {n} players "
                "and turn up a starting card"
            )
        first = (self.dealer + 1) % n
        dealt = size * n
        self.hands = [cards[(seat - first) % n : dealt : n] for seat in range(n)]  # one at a time
        stock = self.stock = cards[dealt:]
        stock.reverse()
        self.discard_pile = []
        self.ban_spot = {}
        self.banmask = 0
        self.aside = []
        self.current_player = first
        self.direction = 1
        self.phase = _TURN
        self.wish = None
        self.pending_draw = 0
        self.pending_skip = 0
        self.pending_locked = False
        self.choice_ends_turn = False
        self.skips_left = 0
        self.penalty_misses = False
        self.called = [True] * n
        self.catchable = None
        self.drawn = None
        self.quiet = 0
        self.stall = 0
        self.fewest = [size] * n
        self.acted = False
        self._legal = None
        self.rules.start(self)
        if self.phase is not _OVER:
            self._settle()

    def _settle(self) -> None:
        """End turns by themselves while the current player has no option at all."""
        while True:
            legal = self.legal_moves()
            if legal:
                return
            if self.phase is _OVER:
                return
            self.history.append((self.current_player, "-"))
            self.rules.no_option(self)
            self._legal = None

    def _blocked(self) -> None:
        """A whole round of turns without a play or a draw: fewest cards wins."""
        order = [(self.current_player + self.direction * i) % self.players for i in range(self.players)]
        winner = min(order, key=lambda seat: len(self.hands[seat]))
        self.history.append((winner, "blocked"))
        self.end_round(winner)

    def _read(self, move: object) -> Move:
        if isinstance(move, str):
            return Move.parse(move, self.variant)
        raise IllegalMove(f"a move is a Move or its notation (text like 'H12'), not {type(move).__name__}")

    def _why_illegal(self, move: Move, lang: str = "en") -> str:
        if self.phase is _OVER:
            from numnum.i18n import translate

            return translate("The game is over: no more moves.", lang)
        return self.rules.why_illegal(self, move, lang)

    def explain(self, move: Move | str | object, lang: str | object = "en") -> str:
        """Why ``move`` is legal now, or why not, in words (``lang`` "en" or "de").

        >>> import numnum
        >>> g = numnum.new_game("numnum", players=2, deck=["H4", "C9", "S6", "T8", "H10", "C7"], hand_size=2)
        >>> g.explain("H4")
        '4 and 10 are both in the 2-times table. Both cards show the heart ♥: they fit double,
        so you may play one more card. So heart 4 fits on heart 10.'
        >>> g.explain("C9", lang="de")
        'Du hast den Kreis 9 nicht.'
        """
        from numnum.i18n import check_lang

        lang = check_lang(lang)
        try:
            parsed = move if isinstance(move, Move) else self._read(move)
        except IllegalMove as exc:
            return str(exc)
        if self.phase is not _OVER and tuple.__contains__(self.legal_moves(), parsed):
            return self.rules.why_legal(self, parsed, lang)
        return self._why_illegal(parsed, lang)

    def counts(self) -> Counter[Card]:
        """The multiset of all cards (for checks)."""
        return Counter(self.all_cards())
