"""What every variant's rules share: the turn structure of the Mau Mau family.

A turn starts in :attr:`Phase.TURN`: the player plays a card that the rules allow, or draws.
After a play the rules may let the player go on (:attr:`Phase.CHAIN`); after a draw they may let
the player play the drawn card (:attr:`Phase.DRAWN`).  ``pass`` is offered only where the player
has a real choice.  A variant is a subclass that sets a few class attributes (data) and
overrides the hooks below; it never copies the turn structure.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from numnum.cards import Card
from numnum.engine.game import Game, Phase
from numnum.moves import Action, Move
from numnum.options import Options

__all__ = ["PlayTable", "Rules"]

KeyT = TypeVar("KeyT", bound=Hashable)

_DRAW = Move.DRAW
_PASS = Move.PASS


class PlayTable(dict[Card, tuple[Move, ...]], Generic[KeyT]):
    """The moves of each single card in one state (see :meth:`Rules.table_key`).

    Filled on first use of a card; ``chain`` holds the cards whose play lets the player go on.
    """

    __slots__ = ("chain", "key", "rules")

    def __init__(self, rules: Rules[KeyT], key: KeyT) -> None:
        super().__init__()
        self.rules = rules
        self.key = key
        self.chain: set[Card] = set()

    def __missing__(self, card: Card) -> tuple[Move, ...]:
        moves = self.rules.plays_of(self.key, card)
        self[card] = moves
        if moves and self.rules.goes_on(self.key, card):
            self.chain.add(card)
        return moves


class Rules(Generic[KeyT]):
    """Base of the four rule modules.  Subclasses fill in the data and the hooks."""

    #: the variant id
    variant: ClassVar[str] = ""
    #: the options class
    OPTIONS: ClassVar[type[Options]] = Options
    #: the letters a wish may name (symbols, suits or colours)
    CHOICES: ClassVar[tuple[str, ...]] = ()
    #: players allowed
    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 7
    #: the hand size when the option ``hand_size`` is not given
    HAND_SIZE: ClassVar[int] = 7

    #: caches of :meth:`plays_of`, shared by all games with equal options
    _CACHES: ClassVar[dict[tuple[type, Options], dict[Any, PlayTable[Any]]]] = {}

    def __init__(self, options: Options) -> None:
        self.options = options
        self._tables: dict[KeyT, PlayTable[KeyT]] = Rules._CACHES.setdefault((type(self), options), {})

    # ------------------------------------------------------------------ set-up hooks
    def check_players(self, players: object) -> int:
        """Validate the number of players."""
        lo, hi = self.player_range()
        if type(players) is not int or not lo <= players <= hi:
            raise ValueError(f"{self.variant} is played by {lo} to {hi} players, not {players!r}")
        return players

    def player_range(self) -> tuple[int, int]:
        """The allowed numbers of players (options may change it)."""
        return self.MIN_PLAYERS, self.MAX_PLAYERS

    def standard_deck(self, players: int) -> list[Card]:
        """The deck used when none is given (a fresh list, unshuffled)."""
        raise NotImplementedError

    def hand_size(self, players: int) -> int:
        """Cards dealt to each player."""
        size: int | None = getattr(self.options, "hand_size", None)
        return size if size is not None else self.HAND_SIZE

    def start(self, game: Game) -> None:
        """Turn up the first card(s) of the discard pile (the variant's start procedure)."""
        raise NotImplementedError

    def check_deck(self, cards: Sequence[Card]) -> None:
        """Raise ``ValueError`` when a given deck cannot be played (hook; default: accept)."""

    # ------------------------------------------------------------------ card-level hooks
    def table_key(self, game: Game) -> KeyT:
        """The part of the state that decides which single cards may be played now.

        :meth:`plays_of` and :meth:`goes_on` are pure functions of this key and a card, so
        their answers are cached in a :class:`PlayTable` per key and shared by all games
        with the same options.
        """
        raise NotImplementedError

    def plays_of(self, key: KeyT, card: Card) -> tuple[Move, ...]:
        """The moves that play ``card`` alone in state ``key`` (empty: it may not be played)."""
        raise NotImplementedError

    def goes_on(self, key: KeyT, card: Card) -> bool:
        """Whether playing ``card`` in state ``key`` lets the player play again (default: no)."""
        return False

    def may_finish(self, game: Game, move: Move) -> bool:
        """Whether ``move`` may empty the player's hand (hook; default: yes)."""
        return True

    def place(self, game: Game, move: Move) -> None:
        """Put the played cards where they go (default: on the discard pile) and set the wish."""
        game.discard_pile.extend(move.cards)
        game.wish = move.choice

    def playable_after_draw(self, game: Game, card: Card) -> tuple[Move, ...]:
        """The moves that play the drawn ``card`` (default: none, the turn ends)."""
        return ()

    def card_points(self, card: Card) -> int:
        """What a card left in the hand counts at the end of a round."""
        return 0

    def misfit(self, game: Game, card: Card) -> str:
        """Why ``card`` may not be played now (in words)."""
        return f"{card} cannot be played on {game.top} now"

    # ------------------------------------------------------------------ the turn structure
    def table(self, game: Game) -> PlayTable[KeyT]:
        """The :class:`PlayTable` of the current state (remembered in ``game.table``)."""
        key = self.table_key(game)
        table = self._tables.get(key)
        if table is None:
            table = self._tables[key] = PlayTable(self, key)
        game.table = table
        return table

    def _plays(self, game: Game, hand: Sequence[Card]) -> list[Move]:
        table = self.table(game)
        out = [m for card in hand for m in table[card]]
        if len(out) > 1 and not game.repeated.isdisjoint(hand):
            out = list(dict.fromkeys(out))  # two equal cards give the same moves once
        if len(hand) == 1 and out:
            out = [m for m in out if self.may_finish(game, m)]
        return out

    def moves(self, game: Game) -> list[Move]:
        """The legal moves of the current player (never ``pass`` alone)."""
        phase = game.phase
        hand = game.hands[game.current_player]
        if phase is Phase.TURN:
            out = self._plays(game, hand)
            if game.stock or len(game.discard_pile) > 1 or game.aside:
                out.append(_DRAW)
            elif out:
                out.append(_PASS)
            return out
        if phase is Phase.CHAIN:
            out = self._plays(game, hand)
        elif phase is Phase.DRAWN:
            assert game.drawn is not None
            out = list(self.playable_after_draw(game, game.drawn))
        elif phase is Phase.CHOOSE:
            return [Move.choose(c) for c in self.CHOICES]
        else:
            return []
        if out:
            out.append(_PASS)
        return out

    def apply(self, game: Game, move: Move) -> None:
        """Carry out a legal move."""
        action = move.action
        player = game.current_player
        if action is Action.PLAY:
            goes_on = move.cards[0] in game.table.chain  # judged in the state before the play
            hand = game.hands[player]
            for card in move.cards:
                hand.remove(card)
            game.acted = True
            self.place(game, move)
            if not hand:
                game.player_out(player)
            elif goes_on:
                self._go_on(game, True)
            else:
                game.end_turn()
        elif action is Action.DRAW:
            got = game.draw(player, 1)
            game.acted = True
            if got:
                game.drawn = got[0]
                game.phase = Phase.DRAWN
                game._legal = None
                if game.legal_moves():
                    return
            game.end_turn()
        elif action is Action.PASS:
            game.end_turn()
        elif action is Action.CHOOSE:
            game.wish = move.choice
            game.phase = Phase.TURN
        else:  # pragma: no cover - the rules never offer other moves
            raise AssertionError(action)

    def _go_on(self, game: Game, more: bool) -> None:
        if more:
            game.phase = Phase.CHAIN
            game._legal = None
            if game.legal_moves():
                return
        game.end_turn()

    def no_option(self, game: Game) -> None:
        """The current player has no move at all: the turn ends by itself."""
        game.end_turn()

    # ------------------------------------------------------------------ scoring
    def round_points(self, game: Game, winner: int) -> list[int]:
        """Points of each seat for the round just ended (cards left in the hand)."""
        return [sum(self.card_points(c) for c in hand) for hand in game.hands]

    def overall_winner(self, game: Game) -> int:
        """The winner after the last round: the fewest points (a tie goes to the earlier seat)."""
        return min(range(game.players), key=lambda seat: game.scores[seat])

    # ------------------------------------------------------------------ explanations
    def why_illegal(self, game: Game, move: Move) -> str:
        """Why ``move`` is not legal now, in words."""
        legal = game.legal_moves()
        phase = game.phase
        hand = game.hands[game.current_player]
        action = move.action
        if action is Action.CHOOSE:
            if phase is Phase.CHOOSE:
                return f"choose one of {', '.join(self.CHOICES)}"
            return f"there is nothing to choose now ({move.text!r} alone is no move)"
        if action is Action.DRAW:
            if phase is Phase.TURN:
                return "the draw pile is empty and there is nothing to shuffle: play a card or pass"
            return "you may not draw now: " + ("play another card or pass" if legal else "your turn is over")
        if action is Action.PASS:
            return "you may not pass now: play a card or draw"
        if action is Action.CATCH:
            return "there is no forgotten call to catch"
        missing = [c for c in move.cards if move.cards.count(c) > hand.count(c)]
        if missing:
            return f"you do not have {missing[0]}"
        plays = [m for m in legal if m.action is Action.PLAY and m.cards == move.cards]
        if plays:
            options = ", ".join(m.text for m in plays)
            return f"{move.text!r} is not allowed; you may write {options}"
        if phase is Phase.DRAWN and game.drawn is not None and move.cards != (game.drawn,):
            return f"after drawing you may only play the card you drew ({game.drawn}) or pass"
        if len(hand) == 1 and any(not self.may_finish(game, m) for m in self.table(game)[move.cards[0]]):
            return f"{move.cards[0]} may not be your last card"
        if len(move.cards) > 1:
            return "these cards may not be played together"
        return self.misfit(game, move.cards[0])
