"""What one player may see of a game.

A view holds the player's own hand, the number of cards in every hand, the public piles and the
history; with the option ``open_hands`` every hand.  Computer opponents get nothing else.

>>> import numnum
>>> g = numnum.new_game("numnum", players=3, seed=7)
>>> v = g.view(1)
>>> len(v.hand), v.hand_sizes, v.hands[0]
(7, (7, 7, 7), None)
>>> v.legal_moves  # not player 1's turn
<LegalMoves: >
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from numnum.cards import Card
from numnum.display import picture
from numnum.engine.state import STATE, Seen
from numnum.moves import LegalMoves

if TYPE_CHECKING:
    from numnum.engine.game import Game

__all__ = ["View", "make_view"]


@dataclasses.dataclass(frozen=True)
class View:
    """A player's view of the table (immutable)."""

    variant: str
    players: int
    player: int  #: whose view this is
    current_player: int
    hand: tuple[Card, ...]  #: the player's own hand
    hands: tuple[tuple[Card, ...] | None, ...]  #: every hand the player may see (None: face down)
    hand_sizes: tuple[int, ...]
    top: Card
    discard_pile: tuple[Card, ...]
    draw_pile_size: int
    bans: frozenset[int]
    wish: str | None
    phase: str
    direction: int
    pending_draw: int
    pending_skip: int
    drawn: Card | None  #: the card this player just drew (only in their own view)
    legal_moves: LegalMoves  #: empty unless it is this player's decision
    history: tuple[tuple[int, str], ...]
    round: int
    scores: tuple[int, ...]
    options: tuple[tuple[str, object], ...]
    is_over: bool
    winner: int | None
    deck: tuple[Card, ...]  #: every card of the game (public: which cards are in the box), sorted
    ban_cards: tuple[Card, ...]  #: the active ban cards lying beside the pile (NumNum)
    aside: tuple[Card, ...]  #: cards out of play until the next reshuffle (NumNum's lifted ban pairs)
    called: tuple[bool, ...]  #: per seat: made the call when last playing down to a call's hand size
    catchable: tuple[int, int, int] | None  #: a forgotten call: (seat, cards left, turns left)
    pending_locked: bool  #: the pending draw cannot be passed on
    dealer: int
    round_winners: tuple[int, ...]
    quiet: int  #: turns in a row without a play or a draw (the blocked-table count)
    stall: int  #: turns in a row in which nobody got below their fewest cards (the stalemate count)
    fewest: tuple[int, ...]  #: per seat: the fewest cards held so far in this round
    acted: bool  #: the player to move has played or drawn in this turn already
    choice_ends_turn: bool  #: in the phase "choose": the choice ends the turn
    skips_left: int  #: in the phase "skipped": the players still to skip after this skipped turn
    penalty_misses: bool  #: the player facing the pending draw misses the turn after taking it
    winners: tuple[int, ...]  #: every winner in seat order once the game is over (a shared win: several)

    def _repr_html_(self) -> str:
        """The table as this player sees it, as a picture (for notebooks; see
        :func:`numnum.render.snapshot.view_html`)."""
        return picture("view", self)

    @property
    def my_turn(self) -> bool:
        """Whether this player is to move."""
        return self.current_player == self.player and not self.is_over

    def unseen(self) -> list[Card]:
        """The cards this player cannot see: the other hands and the draw pile, as a multiset.

        >>> import numnum
        >>> v = numnum.new_game("numnum", players=2, seed=1).view(0)
        >>> len(v.unseen()) == v.draw_pile_size + v.hand_sizes[1]
        True
        """
        from collections import Counter

        left = Counter(self.deck)
        seen = [*self.discard_pile, *self.ban_cards, *self.aside]
        for hand in self.hands:
            if hand is not None:
                seen += hand
        left.subtract(seen)
        return sorted(left.elements())


def make_view(game: Game, player: int) -> View:
    """The view of ``player`` (0-based): the public fields of the state table
    (:mod:`numnum.engine.state`) as they are, the others as the player may see them."""
    if type(player) is not int or not 0 <= player < game.players:
        raise ValueError(f"player must be a seat from 0 to {game.players - 1}, not {player!r}")
    public: dict[str, Any] = {f.name: f.kind.shown(getattr(game, f.name)) for f in STATE if f.seen is Seen.PUBLIC}
    open_hands = game.options.open_hands
    mine = game.current_player == player and not game.is_over
    return View(
        **public,
        player=player,
        # Seen.OWN: the hands and the card just drawn
        hand=tuple(game.hands[player]),
        hands=tuple(tuple(h) if open_hands or seat == player else None for seat, h in enumerate(game.hands)),
        hand_sizes=tuple(len(h) for h in game.hands),
        drawn=game.drawn if mine else None,
        # Seen.HIDDEN: of the draw pile only its size
        draw_pile_size=len(game.stock),
        # Seen.SHOWN: the deck sorted, the ban spot as rows and cards, the options as pairs
        deck=game.sorted_deck(),
        bans=game.bans,
        ban_cards=tuple(game.ban_spot.values()),
        options=tuple(game.options.to_dict().items()),
        # what follows from the state
        top=game.top,
        legal_moves=game.legal_moves() if mine else LegalMoves(()),
        is_over=game.is_over,
        winners=tuple(game.winners),
    )
