"""The greedy computer opponent: one look at the table, no search.

:class:`GreedyBot` scores every legal move with the rules below and plays the best one (ties
broken by the decision's seeded random generator).  The same scoring, :class:`GreedyPolicy`,
drives the playouts of the expert's search, straight on a :class:`~numnum.engine.game.Game`.
The numbers are the greedy bot's :class:`Weights` (:data:`GREEDY`); the expert plays by the
same rules with weights of its own.  A decision takes some 0.02-0.1 ms.

The rules, in order of weight:

1. Catch a forgotten call whenever possible (``catch``); make every call (the ``!`` moves).
2. Win now: a play that empties the hand beats everything.
3. Play rather than draw: ``draw`` only when nothing can be played (so a draw penalty is always
   answered when a card can answer it, and a skip is passed on when it can be).
4. Play more cards at once (Doppeln, Strasse, Leg-Zwei): each card played counts 20.
5. Keep the cards that always fit for when nothing else does: wild cards (jack, ``W``,
   ``WISH``, ``WISH2``, ``SWAP``, ``CUSTOM``) cost 12, NumNum jokers 6 and ban cards 8; after a
   play or a draw (the chain, the drawn card) a wild card is kept and the turn ends with
   ``pass`` instead.
6. Attack the next player when they have two cards or fewer: draw penalties (3 per card),
   skips (8), NumNum ban cards that start a ban (25: "use a ban card when the next player has
   few cards"; a ban card on a ban in force would lift it);
   otherwise draw penalties and skips still count a little (1 per card, 2).  Playing again
   (aces) counts 3.
7. NumNum: a double fit (the player plays on) counts 5; cards with few times-table rows
   (primes, large numbers: the share of the deck's number cards they do not fit on by number)
   are played early, up to 8.
8. Name the suit, symbol or colour you hold most of (2 per card left of it); ``SWAP`` names the
   colour you hold *least* of (the next player takes your hand) and counts 3 per card that the
   swap takes off your hand.  A play that leaves on top a suit you hold more of counts 1.5 per
   card.
9. In games of several rounds, cards worth many points go first (0.05 per point).
   (The expert's weights add: NumNum chains planned ahead, 20 per card more that the longest
   chain from a card plays, see :func:`chain_length`.)
10. Break endless loops: when the end of the history repeats itself three times (it can, with
    an almost empty draw pile: two players passing a draw penalty back and forth), the moves
    the player made in the loop are avoided where another move is possible.

>>> import numnum
>>> g = numnum.new_game("maumau", players=2, deck=["H7", "S8", "HK", "D9", "CA", "SA", "DJ", "HA",
...                     "H9", "C10", "S7"], hand_size=4)
>>> g.legal_moves()
<LegalMoves: H7, HK, DJ C, DJ S, DJ H, DJ D, draw>
>>> bot = GreedyBot(seed=1)
>>> str(bot.choose(g.view(0)))  # the king of hearts makes the next player draw 3; the jack is kept
'HK'
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from numnum.arithmetic import ban_mask, fit_level
from numnum.bots.base import Bot, decision_rng, sensible_moves
from numnum.bots.child import child_move
from numnum.cards import Card, Kind
from numnum.engine.game import Game
from numnum.engine.play_table import NO_EFFECT, StateKey
from numnum.engine.player_view import View
from numnum.engine.registry import make_rules
from numnum.engine.rules import Rules
from numnum.moves import Action, Move

__all__ = ["GREEDY", "GreedyBot", "GreedyPolicy", "Weights", "chain_length", "loop_moves", "policy_for"]

_PLAY = Action.PLAY
_DRAW = Action.DRAW
_PASS = Action.PASS
_CATCH = Action.CATCH

WIN = 1e6
DRAW_MOVE = -100.0


class Weights(NamedTuple):
    """The weights of the greedy rules (see the module's docstring); the expert may tune them."""

    card: float = 20.0  #: per card played
    keep_wild: float = 12.0  #: cost of playing a wild card
    keep_joker: float = 6.0  #: cost of playing a NumNum joker
    keep_ban: float = 8.0  #: cost of playing a ban card
    keep_after_play: float = 30.0  #: extra cost of a wild card in the chain or the drawn wild card
    double_fit: float = 5.0  #: NumNum: the card fits double (the player plays on)
    chain: float = 0.0  #: NumNum: per card more that the longest chain from this card plays
    difficulty: float = 8.0  #: NumNum: times the share of the deck a card does not fit on
    choice: float = 2.0  #: per card left of the suit named
    same_suit: float = 1.5  #: per card left of the suit left on top
    swap_card: float = 3.0  #: per card a SWAP takes off the hand
    again: float = 3.0  #: the card lets the player play again
    ban_attack: float = 25.0  #: a new ban when the next player has few cards
    ban_self: float = 0.0  #: per card of the player's own in a ban's row: a new ban costs it, a lifted one gains it
    draw_near: float = 3.0  #: per penalty card, next player with few cards
    skip_near: float = 8.0  #: a skip, next player with few cards
    custom_near: float = 4.0  #: an individual card, next player with few cards
    draw_far: float = 1.0  #: per penalty card otherwise
    skip_far: float = 2.0  #: a skip otherwise
    custom_far: float = 2.0  #: an individual card otherwise
    few: int = 2  #: "few cards": the next player holds this many or fewer
    points: float = 0.05  #: per point of the cards played (games of several rounds)


#: The weights of the greedy bot.
GREEDY = Weights()


def loop_moves(history: Sequence[tuple[int, str]], player: int, players: int) -> frozenset[str]:
    """The moves ``player`` made in a loop at the end of ``history``: the last ``3 * p`` entries
    repeat with a period ``p`` of 2 to ``4 * players`` entries (empty when there is none).

    >>> sorted(loop_moves([(0, "H9"), (1, "draw"), (1, "S9"), (0, "draw")] * 3, 1, 2))
    ['S9', 'draw']
    """
    n = len(history)
    for period in range(2, 4 * players + 1):
        if n < 3 * period:
            break
        if all(history[n - 1 - k] == history[n - 1 - k - period] for k in range(2 * period)):
            return frozenset(text for seat, text in history[n - period :] if seat == player)
    return frozenset()


def outside_loop(moves: list[Move], loop: frozenset[str]) -> list[Move]:
    """``moves`` without those of a loop, unless that leaves none."""
    if not loop:
        return moves
    kept = [m for m in moves if m.text not in loop]
    return kept or moves


class CardInfo(NamedTuple):
    """What the greedy scoring needs to know of one card (computed once per rules)."""

    keep: float  #: what giving the card away costs
    near: float  #: its bonus when the next player has two cards or fewer
    far: float  #: its bonus otherwise
    wild: bool  #: it names a suit, symbol or colour
    swap: bool  #: Number ONE's SWAP
    points: float  #: its points left in a hand, weighted (0 in games of one round)


class GreedyPolicy:
    """The greedy scoring for one rules object (see the module's docstring for the rules)."""

    def __init__(self, rules: Rules, weights: Weights = GREEDY) -> None:
        self.rules = rules
        self.weights = weights
        self.numnum = rules.TIMES_TABLE
        self.rounds = rules.options.rounds
        self._info: dict[Card, CardInfo] = {}
        self._difficulty: dict[tuple[Card, ...], dict[int, float]] = {}
        self._plain: dict[Card, bool] = {}

    def info(self, card: Card) -> CardInfo:
        """The scoring facts of ``card``."""
        info = self._info.get(card)
        if info is None:
            info = self._info[card] = self._make_info(card)
        return info

    def _make_info(self, card: Card) -> CardInfo:
        rules, w = self.rules, self.weights
        wild = rules.names_choice(card)
        keep = w.keep_wild if wild else 0.0
        if card.kind is Kind.BAN:
            keep = w.keep_ban  # the attack (ban_attack) depends on the bans in force: see scores()
        elif self.numnum and card.number == 1:
            keep = w.keep_joker
        effect = rules.effect_of(card)
        near = w.draw_near * effect.draw + w.skip_near * effect.skip + (w.custom_near if effect.custom else 0.0)
        far = w.draw_far * effect.draw + w.skip_far * effect.skip + (w.custom_far if effect.custom else 0.0)
        if effect.again:
            near += w.again
            far += w.again
        points = w.points * rules.card_points(card) if self.rounds > 1 else 0.0
        return CardInfo(keep, near, far, wild, effect.swap, points)

    def difficulty(self, deck: tuple[Card, ...]) -> dict[int, float]:
        """NumNum: for each number of ``deck``, the share of its number cards it does not fit on
        by number (0 for jokers; primes and large numbers come close to 1)."""
        table = self._difficulty.get(deck)
        if table is None:
            numbers = [c.number for c in deck if c.kind is Kind.NUMBER and c.number is not None]
            table = {}
            for n in set(numbers):
                fit = sum(1 for m in numbers if n == 1 or m == 1 or math.gcd(n, m) > 1) - 1
                table[n] = 1.0 - fit / max(1, len(numbers) - 1)
            if len(self._difficulty) > 64:
                self._difficulty.clear()
            self._difficulty[deck] = table
        return table

    def scores(
        self,
        moves: Sequence[Move],
        hand: Sequence[Card],
        sizes: Sequence[int],
        player: int,
        direction: int,
        top: Card,
        wish: str | None,
        mask: int,
        turn: bool,
        difficulty: dict[int, float],
    ) -> list[float]:
        """The score of each move (higher is better).  ``turn``: the phase is the start of a turn
        (not the chain, the drawn card or a choice); ``mask``: NumNum's bans (bit 0: 2, bit 1: 5)."""
        w = self.weights
        players = len(sizes)
        threat = sizes[(player + direction) % players] <= w.few
        size = len(hand)
        counts: dict[str, int] = {}
        for c in hand:
            if c.suit:
                counts[c.suit] = counts.get(c.suit, 0) + 1
        info = self.info
        known = self._info
        numnum = self.numnum
        same_suit = w.same_suit
        out = []
        for m in moves:
            action = m.action
            if action is _PLAY:
                cards = m.cards
                left = size - len(cards)
                if left == 0:
                    out.append(WIN)
                    continue
                s = w.card * len(cards)
                for c in cards:
                    i = known.get(c) or info(c)
                    s += (i.near if threat else i.far) - i.keep + i.points
                    if i.wild and not turn:
                        s -= w.keep_after_play
                last = cards[-1]
                first = cards[0]
                if first.kind is Kind.BAN:
                    new = not mask & (1 if first.number == 2 else 2)  # else the ban in force is lifted
                    if threat and new:
                        s += w.ban_attack
                    if w.ban_self:
                        row = first.number or 2
                        mine = sum(1 for c in hand if c.kind is Kind.NUMBER and (c.number or 1) % row == 0)
                        s += -w.ban_self * mine if new else w.ban_self * mine
                if numnum and first.kind is Kind.NUMBER:
                    s += w.difficulty * difficulty.get(first.number or 0, 0.0)
                    if fit_level(first, top, wish, mask) == 2:
                        s += w.double_fit
                        if w.chain:
                            more = chain_length(first, [c for c in hand if c is not first], mask)
                            s += WIN / 2 if more == left else w.chain * more
                choice = m.choice
                if choice is not None:
                    have = counts.get(choice, 0) - sum(1 for c in cards if c.suit == choice)
                    if info(first).swap:
                        s += w.swap_card * (left - sizes[(player - 1) % players]) - w.choice * have
                    else:
                        s += w.choice * have
                elif same_suit and last.suit:
                    s += same_suit * (counts.get(last.suit, 0) - sum(1 for c in cards if c.suit == last.suit))
                out.append(s)
            elif action is _DRAW:
                out.append(DRAW_MOVE)
            elif action is _PASS:
                out.append(0.0)
            elif action is _CATCH:
                out.append(10 * WIN)
            else:  # CHOOSE
                out.append(w.choice * counts.get(m.choice or "", 0))
        return out

    def view_scores(self, view: View, moves: Sequence[Move]) -> list[float]:
        """:meth:`scores` of ``moves`` in ``view``."""
        bans = view.bans
        mask = ban_mask(bans)
        difficulty = self.difficulty(view.deck) if self.numnum else {}
        return self.scores(
            moves,
            view.hand,
            view.hand_sizes,
            view.player,
            view.direction,
            view.top,
            view.wish,
            mask,
            view.phase == "turn",
            difficulty,
        )

    def game_move(self, game: Game, difficulty: dict[int, float], follow: float = 0.0) -> Move:
        """The greedy move of the player to move in ``game`` (ties: the first in legal order).
        ``follow`` above 0: a move that leaves a table the next player's hand in ``game`` can
        play on costs ``follow`` over their hand size (see :func:`follow_costs` and, in the
        coloured variants, :meth:`coloured_follow_costs`)."""
        legal = game.legal_moves()
        if len(legal) == 1:
            return legal[0]
        moves = sensible_moves(legal)
        player = game.current_player
        if len(game.stock) < 3 and len(game.history) > 12:  # loops need an (almost) empty draw pile
            moves = outside_loop(moves, loop_moves(game.history, player, game.players))
        if len(moves) == 1:
            return moves[0]
        scores = self.game_scores(game, moves, difficulty, follow)
        best = max(scores)
        return moves[scores.index(best)]

    def game_scores(
        self, game: Game, moves: Sequence[Move], difficulty: dict[int, float], follow: float = 0.0
    ) -> list[float]:
        """:meth:`scores` of ``moves`` for the player to move in ``game`` (``follow`` as in
        :meth:`game_move`)."""
        player = game.current_player
        spot = game.ban_spot
        top = game.discard_pile[-1]
        mask = ban_mask(spot)
        scores = self.scores(
            moves,
            game.hands[player],
            [len(h) for h in game.hands],
            player,
            game.direction,
            top,
            game.wish,
            mask,
            game.phase.value == "turn",
            difficulty,
        )
        if follow:
            nxt = game.hands[(player + game.direction) % game.players]
            cost = follow / max(1, len(nxt))
            if self.numnum:
                costs = follow_costs(moves, nxt, top, game.wish, mask, cost)
            else:
                costs = self.coloured_follow_costs(moves, nxt, top, game.wish, cost)
            scores = [s - c for s, c in zip(scores, costs, strict=True)]
        return scores

    def plain(self, card: Card) -> bool:
        """Whether playing ``card`` does nothing but lie on the pile (and name a choice)."""
        plain = self._plain.get(card)
        if plain is None:
            plain = self._plain[card] = self.rules.effect_of(card) == NO_EFFECT
        return plain

    def coloured_follow_costs(
        self, moves: Sequence[Move], hand: Sequence[Card], top: Card, wish: str | None, cost: float
    ) -> list[float]:
        """The coloured variants: ``cost`` for each of ``moves`` that leaves a table ``hand`` can
        play on, else 0: a play of cards without an effect (the table: its last card and the
        choice named; plays with an effect, draws and the rest cost nothing) and ``pass``
        (the table as it is).

        >>> import numnum
        >>> g = numnum.new_game("maumau", players=2, deck=["H7", "S8", "HK", "D9", "CA", "SA", "DJ", "HA",
        ...                     "H9", "C10", "S7"], hand_size=4)
        >>> moves = list(g.legal_moves())
        >>> [str(m) for m in moves]
        ['H7', 'HK', 'DJ C', 'DJ S', 'DJ H', 'DJ D', 'draw']
        >>> policy = GreedyPolicy(g.rules)
        >>> [str(c) for c in g.hands[1]], policy.coloured_follow_costs(moves, g.hands[1], g.top, None, 5.0)
        (['S8', 'D9', 'SA', 'HA'], [0.0, 0.0, 0.0, 5.0, 5.0, 5.0, 0.0])
        """
        rules = self.rules
        out = []
        for key in self.tables_left(moves, top, wish):
            out.append(cost if key is not None and any(rules.table_for(key)[c] for c in hand) else 0.0)
        return out

    def tables_left(self, moves: Sequence[Move], top: Card, wish: str | None) -> list[StateKey | None]:
        """The coloured variants: the table each of ``moves`` leaves the next player, as a state
        key, where it is the next player's to play on: a play of cards without an effect (its
        last card and the choice named) and ``pass`` (the table as it is); None for the rest
        (plays with an effect, draws, ...)."""
        rules = self.rules
        out: list[StateKey | None] = []
        for m in moves:
            action = m.action
            if action is _PLAY:
                cards = m.cards
                if all(self.plain(c) for c in cards):
                    last = cards[-1]
                    out.append((last, m.choice if rules.names_choice(last) else None, 0, 0))
                else:
                    out.append(None)
            elif action is _PASS:
                out.append((top, wish, 0, 0))
            else:
                out.append(None)
        return out


_POLICIES: dict[tuple[Rules, Weights], GreedyPolicy] = {}


def policy_for(rules: Rules, weights: Weights = GREEDY) -> GreedyPolicy:
    """The (shared) greedy policy of a rules object."""
    policy = _POLICIES.get((rules, weights))
    if policy is None:
        if len(_POLICIES) > 256:
            _POLICIES.clear()
        policy = _POLICIES[rules, weights] = GreedyPolicy(rules, weights)
    return policy


def can_follow(hand: Sequence[Card], top: Card, wish: str | None, mask: int) -> bool:
    """NumNum: whether ``hand`` holds a card that may be played on ``top`` (``wish`` and
    ``mask`` as in :func:`~numnum.arithmetic.fit_level`; a ban card not as the last card).

    >>> from numnum.cards import Card
    >>> c = lambda t: Card.parse(t, "numnum")
    >>> can_follow([c("H7"), c("C11")], c("S13"), None, 0), can_follow([c("H26")], c("S13"), None, 0)
    (False, True)
    """
    bans = len(hand) >= 2
    for card in hand:
        kind = card.kind
        if kind is Kind.NUMBER:
            if fit_level(card, top, wish, mask):
                return True
        elif kind is not Kind.BAN or bans:
            return True
    return False


def follow_costs(
    moves: Sequence[Move], hand: Sequence[Card], top: Card, wish: str | None, mask: int, cost: float
) -> list[float]:
    """NumNum: ``cost`` for each of ``moves`` (plays and ``pass``) that leaves a table ``hand``
    can play on (:func:`can_follow`), else 0: the table after a play is its last card and the
    symbol named, a ban card leaves ``top`` with its ban started or lifted.

    >>> from numnum.cards import Card
    >>> from numnum.moves import Move
    >>> c = lambda t: Card.parse(t, "numnum")
    >>> moves = [Move.play(c("S13")), Move.play(c("S26")), Move.DRAW]
    >>> follow_costs(moves, [c("H7"), c("C2")], c("S2"), None, 0, 10.0)
    [0.0, 10.0, 0.0]
    """
    out = []
    for m in moves:
        action = m.action
        if action is _PLAY:
            first = m.cards[0]
            if first.kind is Kind.BAN:
                fits = can_follow(hand, top, wish, mask ^ (1 if first.number == 2 else 2))
            else:
                fits = can_follow(hand, m.cards[-1], m.choice, mask)
        elif action is _PASS:
            fits = can_follow(hand, top, wish, mask)
        else:
            fits = False
        out.append(cost if fits else 0.0)
    return out


def chain_length(top: Card, rest: list[Card], mask: int, depth: int = 4) -> int:
    """NumNum: how many of ``rest`` the player can play after ``top`` fitted double (at most
    ``depth``; wild and ban cards, kept for later, count only as the very last card).

    >>> from numnum.cards import Card
    >>> c = lambda t: Card.parse(t, "numnum")
    >>> chain_length(c("H4"), [c("H8"), c("C9"), c("H16"), c("W")], 0)  # H8, then H16; C9 fits no 16
    2
    """
    best = 0
    for i, card in enumerate(rest):
        if card.kind is Kind.NUMBER:
            level = fit_level(card, top, None, mask)
            if not level:
                continue
            gain = 1
            if level == 2 and depth > 1 and len(rest) > 1:
                gain += chain_length(card, rest[:i] + rest[i + 1 :], mask, depth - 1)
        elif len(rest) == 1 and card.kind is Kind.WILD:
            gain = 1  # the wish card as the last card
        else:
            continue
        if gain > best:
            best = gain
            if best >= min(depth, len(rest)):
                break
    return best


def rules_of(view: View) -> Rules:
    """The rules object of the game ``view`` shows (shared, from the options in the view)."""
    return make_rules(view.variant, None, dict(view.options))


def candidate_moves(view: View) -> list[Move]:
    """The sensible legal moves of ``view`` (:func:`~numnum.bots.base.sensible_moves`), without
    the player's moves of a loop at the end of the history (:func:`loop_moves`)."""
    moves = sensible_moves(view.legal_moves)
    if len(moves) > 1 and len(view.history) > 12:
        moves = outside_loop(moves, loop_moves(view.history, view.player, view.players))
    return moves


class GreedyBot(Bot):
    """Plays the best move by the greedy rules; with ``slips`` (level 2) a young child's move
    instead in that share of its decisions (:func:`~numnum.bots.child.child_move`: the first
    card that fits, a call forgotten, a chance to play on missed, ...); with ``randomness`` a
    random legal move in that share."""

    def __init__(
        self,
        seed: int = 0,
        *,
        slips: float = 0.0,
        randomness: float = 0.0,
        weights: Weights = GREEDY,
        name: str = "greedy",
    ) -> None:
        super().__init__(name, seed)
        if not 0.0 <= randomness <= 1.0:
            raise ValueError(f"randomness must be from 0 to 1, not {randomness!r}")
        if not 0.0 <= slips <= 1.0:
            raise ValueError(f"slips must be from 0 to 1, not {slips!r}")
        self.slips = slips
        self.randomness = randomness
        self.weights = weights

    def ranked(self, view: View) -> list[tuple[float, Move]]:
        """The moves this bot considers with their scores, best first (ties in legal order)."""
        moves = candidate_moves(view)
        scores = policy_for(rules_of(view), self.weights).view_scores(view, moves)
        order = sorted(range(len(moves)), key=lambda i: -scores[i])
        return [(scores[i], moves[i]) for i in order]

    def _choose(self, view: View) -> Move:
        if self.slips:  # first: a child may forget a call or miss a catch
            rng = decision_rng(self.seed, view, "slip")
            if rng.random() < self.slips:
                return child_move(view, rng)
        moves = candidate_moves(view)
        if len(moves) == 1:
            return moves[0]
        if self.randomness:
            rng = decision_rng(self.seed, view)
            if rng.random() < self.randomness:
                return moves[rng.randrange(len(moves))]
        scores = policy_for(rules_of(view), self.weights).view_scores(view, moves)
        best = max(scores)
        tied = [m for m, s in zip(moves, scores, strict=True) if s == best]
        if len(tied) == 1:
            return tied[0]
        return tied[decision_rng(self.seed, view, "tie").randrange(len(tied))]
