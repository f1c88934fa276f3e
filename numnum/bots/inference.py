"""What the history tells about the hidden hands: cards a player cannot hold, hands that agree
with the choices a player made.

A player who draws although nothing is pending, or whose turn ends without a play, showed that
no card of their hand could be played then (the coloured variants with "Legezwang" force this;
in NumNum and classic Mau Mau drawing is voluntary, and the expert assumes that players draw
only when nothing fits, as children and the greedy bot do).  Every such event of the round is
kept, as a :class:`Constraint`: all but ``free`` cards of their hand (the cards they got since
and still hold) are none of the cards that were playable then.  Likewise a ``pass`` after a
draw or in a NumNum chain (nothing but wild cards fitted), and a drawn card played at once (then
none of the older cards fitted when they drew).  In NumNum a ban card counts as playable when
the player held two cards or more.

Every play a player chose is known with the hand they held then, up to the cards they hold
now: their hand now, the cards they played since, less the cards they drew since (the newest
cards of the hand; a draw takes the draw penalty pending then).  A :class:`Choice` records it
with the hand sizes and the direction of play then (:func:`evidence`), and a :class:`Judge`
tells whether a dealt hand agrees with the choices a player made, had they played by a given
policy (the greedy rules; in Number ONE the judge knows only single cards and the move made,
not the other Doppeln and Strassen, so it rules out fewer hands).

:func:`constrain` deals the hands of a sampled game again, so that the search deals hidden
cards that agree with what everyone saw: the cards the constraints rule out go to the draw pile,
and with a judge a hand is dealt again, a few times at most, until it agrees with the player's
choices.

>>> import numnum
>>> g = numnum.new_game("maumau_110", players=2, deck=["G3", "B5", "G4", "R9", "R7", "B1", "R2"], hand_size=2)
>>> [[str(c) for c in h] for h in g.hands], str(g.top), g.legal_moves()
([['G3', 'G4'], ['B5', 'R9']], 'R7', <LegalMoves: draw>)
>>> g.play("draw")  # player 0 holds no red card and no 7 (but the card drawn may be one)
>>> [(c.seat, str(c.key[0]), c.free) for c in constraints(g.view(1), g.rules)]
[(0, 'R7', 1)]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from numnum.arithmetic import ban_mask, fit_level
from numnum.bots.greedy import GreedyPolicy
from numnum.cards import Card, Kind
from numnum.engine.game import Game
from numnum.engine.play_table import StateKey
from numnum.engine.player_view import View
from numnum.engine.rules import Rules
from numnum.errors import IllegalMove
from numnum.moves import Action, Move

__all__ = ["Choice", "Constraint", "FollowOdds", "Judge", "constrain", "constraints", "evidence"]


class Constraint(NamedTuple):
    """All but ``free`` cards of ``seat``'s hand are not playable in the state ``key``."""

    seat: int
    key: tuple[Any, ...]  #: the rules' table key of that moment (top card, wish, ...)
    free: int  #: cards the player may have got since (the drawn card)
    keep_wild: bool  #: the player may have kept wild cards (a ``pass`` in a NumNum chain)
    bans: bool = False  #: NumNum: ban cards were playable too (the player held two cards or more)


def _sizes_before(
    view: View, rules: Rules, moves: list[tuple[int, Move | None, str]]
) -> tuple[list[tuple[int, ...]], list[int]]:
    """The hand sizes and the direction of play just before each entry (back from the hand
    sizes and the direction now; empty and 0 before the current round, where nothing is
    needed).  A draw takes the draw penalty pending then, else one card."""
    drawn = [1] * len(moves)  # the cards of each draw
    owed = 0
    for i, (seat, move, _) in enumerate(moves):
        if seat < 0:
            owed = 0
        elif move is not None and move.action is Action.PLAY:
            owed += sum(rules.effect_of(c).draw for c in move.cards)
        elif move is not None and move.action is Action.DRAW:
            drawn[i], owed = max(1, owed), 0
    sizes = list(view.hand_sizes)
    direction = view.direction
    turns = view.players > 2  # with two players a reverse card does not turn the direction
    out: list[tuple[int, ...]] = [()] * len(moves)
    directions = [0] * len(moves)
    for i in range(len(moves) - 1, -1, -1):
        seat, move, text = moves[i]
        if seat < 0:
            break
        if move is not None and move.action is Action.PLAY:
            sizes[seat] += len(move.cards)
            if turns and sum(rules.effect_of(c).reverse for c in move.cards) % 2:
                direction = -direction
        elif move is not None and move.action is Action.DRAW:
            sizes[seat] -= drawn[i]
        elif text.startswith("penalty"):
            sizes[seat] -= _count(text)
        out[i] = tuple(sizes)
        directions[i] = direction
    return out, directions


def _size(sizes: tuple[int, ...], seat: int) -> int:
    return sizes[seat] if sizes else 0


def _count(text: str) -> int:
    parts = text.split()
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0


class Choice(NamedTuple):
    """A play another player chose in this round: their hand then was their hand now
    without the ``drawn`` cards they got since (the newest ones), with ``later``, the cards they
    played since, and the cards of the move."""

    seat: int
    move: Move
    key: tuple[Any, ...]  #: the rules' table key of that moment
    turn: bool  #: the start of a turn (else a chain)
    sizes: tuple[int, ...]  #: the hand sizes then
    later: tuple[Card, ...]
    drawn: int = 0  #: cards drawn since and not played at once
    direction: int = 0  #: the direction of play then (0: as now)


def constraints(view: View, rules: Rules) -> list[Constraint]:
    """Every constraint on the other players' hands that the history of the round shows: each
    time a player drew with nothing pending, passed, or saw the turn end by itself, with the
    cards they got since as ``free``."""
    return evidence(view, rules)[0]


def evidence(view: View, rules: Rules) -> tuple[list[Constraint], list[Choice]]:
    """:func:`constraints`, and the :class:`Choice` s of the other players since they
    last got a card."""
    numnum = rules.TIMES_TABLE
    moves: list[tuple[int, Move | None, str]] = []
    toggles = 0
    for seat, text in view.history:
        move: Move | None = None
        if seat >= 0 and text not in ("-", "out", "blocked") and not text.startswith("penalty"):
            try:
                move = Move.parse(text, view.variant)
            except IllegalMove:
                move = None
        if move is not None and move.action is Action.PLAY and move.cards[0].kind is Kind.BAN:
            toggles ^= 1 if move.cards[0].number == 2 else 2
        moves.append((seat, move, text))
    sizes, directions = _sizes_before(view, rules, moves)
    mask = ban_mask(view.bans) ^ toggles  # the bans before the first move of the history
    top: Card | None = None
    wish: str | None = None
    pending = 0  # 1: a draw penalty waits, 2: a skip that may be passed on waits
    piled = sum(
        len(m.cards)
        for _, m, _ in moves
        if m is not None and m.action is Action.PLAY and m.cards[0].kind is not Kind.BAN
    )
    if view.round == 1 and piled + 1 == len(view.discard_pile):  # no reshuffle yet: the first card is known
        top = view.discard_pile[0]
        effect = rules.effect_of(top)  # it may count as played (then its effect waits)
        pending = 1 if effect.draw else 2 if effect.stack_skip else 0
    goes_on = False  # the last play lets its player play again
    drew = False  # the last move was a draw (its card may be played or kept)
    found: dict[int, list[Constraint]] = {}
    chosen: dict[int, list[tuple[int, Move, tuple[Any, ...], bool]]] = {}
    draws: set[int] = set()  # the draws (no penalties) of the history
    drawn_plays: set[int] = set()  # the plays of a card just drawn

    def key() -> tuple[Any, ...]:
        assert top is not None
        return (top, wish, 0 if numnum else pending, mask if numnum else 0)  # the engine's StateKey

    def add(seat: int, free: int, keep_wild: bool, size: int) -> None:
        found.setdefault(seat, []).append(Constraint(seat, key(), free, keep_wild, numnum and size >= 2))

    def got(seat: int, count: int) -> None:
        if seat in found:
            found[seat] = [c._replace(free=max(0, c.free + count)) for c in found[seat]]

    for i, (seat, move, text) in enumerate(moves):
        nxt = moves[i + 1][0] if i + 1 < len(moves) else None
        ended = nxt != seat if nxt is not None else view.current_player != seat
        was_draw, drew = drew and i > 0 and moves[i - 1][0] == seat, False
        chain, goes_on = goes_on, False
        if seat < 0:  # a new round: nothing carries over
            found.clear()
            chosen.clear()
            top, wish, pending = None, None, 0
            continue
        if move is None:
            if text == "-" and top is not None and pending != 1:
                add(seat, 0, False, _size(sizes[i], seat))  # no move at all: nothing could be played
            elif text.startswith("penalty"):
                got(seat, _count(text))
            pending = 0 if text == "-" else pending
            continue
        action = move.action
        if action is Action.PLAY:
            cards = move.cards
            first = cards[0]
            if top is not None and not was_draw:
                chosen.setdefault(seat, []).append((i, move, key(), not chain))
            if was_draw:  # the drawn card, played at once: the player holds no new card
                drawn_plays.add(i)
                got(seat, -1)
            if first.kind is Kind.BAN:
                mask ^= 1 if first.number == 2 else 2
                continue
            effects = [rules.effect_of(c) for c in cards]
            if any(e.swap or e.custom for e in effects):
                found.clear()  # hands moved or cards were handed out
                chosen.clear()
            goes_on = top is not None and len(cards) == 1 and not pending and rules.goes_on(key(), first)
            if any(e.draw for e in effects):
                pending, goes_on = 1, False
            elif any(e.stack_skip for e in effects):
                pending, goes_on = 2, False
            elif pending == 2:
                pending = 0
            top = cards[-1]
            wish = move.choice if rules.names_choice(top) else None
            if goes_on and ended:  # the turn ended by itself: nothing fitted
                add(seat, 0, False, _size(sizes[i], seat) - len(cards))
        elif action is Action.DRAW:
            if pending == 1 or top is None:
                found.pop(seat, None)  # a draw penalty: an unknown number of cards
                chosen.pop(seat, None)
            else:
                got(seat, 1)
                draws.add(i)
                add(seat, 1, False, _size(sizes[i], seat))
                drew = True
                if numnum and ended:  # the drawn card could not be played either (a ban card only
                    add(seat, 0, False, _size(sizes[i], seat))  # when the others could have been: see add())
            pending = 0
        elif action is Action.PASS:
            if top is not None and (chain or pending == 2 or was_draw):
                add(seat, 0, True, _size(sizes[i], seat) - was_draw)  # after a draw: the drawn card's
            pending = 0 if pending == 2 else pending
        elif action is Action.CHOOSE:
            wish = move.choice
        elif action is Action.CATCH:
            found.clear()
            chosen.clear()
    cons = [c for seat, cs in sorted(found.items()) if seat != view.player for c in cs]
    choices = []
    for seat, made in sorted(chosen.items()):
        if seat == view.player:
            continue
        for i, move, k, turn in made:
            later: list[Card] = []
            drawn = 0
            for j in range(i + 1, len(moves)):
                if moves[j][0] != seat:
                    continue
                m = moves[j][1]
                if j in drawn_plays:
                    drawn -= 1
                elif j in draws:
                    drawn += 1
                elif m is not None and m.action is Action.PLAY:
                    if drawn:  # the card played may be one drawn since: the hand then is not known
                        break
                    later += m.cards
            else:
                choices.append(Choice(seat, move, k, turn, sizes[i], tuple(later), drawn, directions[i]))
    return cons, choices


class Judge:
    """Tells whether a hand agrees with the :class:`Choice` s a player made, had they played by
    ``policy`` (the plays of each card in each choice's moment are kept for the next hand)."""

    def __init__(
        self, policy: GreedyPolicy, choices: Sequence[Choice], direction: int, difficulty: dict[int, float]
    ) -> None:
        self.policy = policy
        self.direction = direction
        self.difficulty = difficulty
        self.by_seat: dict[int, list[tuple[Choice, list[Move], dict[Card, tuple[Move, ...]]]]] = {}
        for c in choices:
            fixed: list[Move] = []
            plays: dict[Card, tuple[Move, ...]] = {}
            self.by_seat.setdefault(c.seat, []).append((c, fixed, plays))
            for card in (*c.later, *c.move.cards):
                fixed += self._plays(c, plays, card)

    def _plays(self, choice: Choice, plays: dict[Card, tuple[Move, ...]], card: Card) -> tuple[Move, ...]:
        got = plays.get(card)
        if got is None:
            if card.kind is Kind.BAN:  # never the last card
                got = (Move.play(card),) if choice.sizes[choice.seat] > 1 else ()
            else:
                got = self.policy.rules.plays_of(choice.key, card)
            plays[card] = got
        return got

    def culprits(self, seat: int, hand: list[Card]) -> list[int] | None:
        """``None`` when a player with ``hand`` now would have made all of ``seat``'s choices;
        else the places in ``hand`` of the cards that they would have played instead in the
        first choice they would not have made (empty when no card of ``hand`` is to blame)."""
        score = self.policy.scores
        made = self.by_seat.get(seat, [])
        for i, (choice, fixed, plays) in enumerate(made):
            moves = list(fixed)
            owners = [-1] * len(fixed)
            then = len(hand) - choice.drawn
            for k in range(then):
                card = hand[k]
                got = plays.get(card)
                if got is None:
                    got = self._plays(choice, plays, card)
                moves += got
                owners += [k] * len(got)
            moves.append(choice.move)
            top, wish, _, mask = choice.key
            held = [*hand[:then], *choice.later, *choice.move.cards]
            direction = choice.direction or self.direction
            s = score(moves, held, choice.sizes, seat, direction, top, wish, mask, choice.turn, self.difficulty)
            mine = s[-1] + 1e-9
            if max(s) > mine:
                if i:  # the choice that failed is checked first next time (it may fail again)
                    made.insert(0, made.pop(i))
                return sorted({owners[k] for k in range(len(owners)) if s[k] > mine and owners[k] >= 0})
        return None

    def disagreements(self, seat: int, hand: list[Card], enough: int = 1 << 30) -> int:
        """How many of ``seat``'s choices a player with ``hand`` now would not have made (counted
        up to ``enough``)."""
        bad = 0
        score = self.policy.scores
        made = self.by_seat.get(seat, [])
        for i, (choice, fixed, plays) in enumerate(made):
            moves = list(fixed)
            then = hand[: len(hand) - choice.drawn] if choice.drawn else hand
            for card in then:
                got = plays.get(card)
                moves += got if got is not None else self._plays(choice, plays, card)
            moves.append(choice.move)
            top, wish, _, mask = choice.key
            held = [*then, *choice.later, *choice.move.cards]
            direction = choice.direction or self.direction
            s = score(moves, held, choice.sizes, seat, direction, top, wish, mask, choice.turn, self.difficulty)
            if s[-1] < max(s) - 1e-9:
                bad += 1
                if i:  # the choice that failed is checked first next time (it may fail again)
                    made.insert(0, made.pop(i))
                if bad >= enough:
                    break
        return bad


def constrain(
    game: Game,
    cons: list[Constraint],
    rules: Rules,
    rng: random.Random,
    judge: Judge | None = None,
    tries: int = 0,
) -> None:
    """Deal the hands of the players that ``cons`` (and ``judge``) speak of again, from their
    cards and the draw pile, so that they agree with ``cons`` where the cards allow it.

    A hand's cards are taken as newest first: its card ``j`` (0-based) must agree with every
    constraint that leaves at most ``j`` cards free.  The most constrained cards are dealt first,
    each a random one of the cards left that agree (any card left when none does); the hand
    lists them oldest first.  With a ``judge``, up to ``tries`` times, when the player would not
    have made one of their choices holding the hand, the cards they would have played instead
    are exchanged for other cards of the draw pile.
    """
    chosen = set(judge.by_seat) if judge is not None and tries else set()
    seats = sorted({c.seat for c in cons} | chosen)
    if not seats:
        return
    tests = [(c.seat, c.free, _playable(rules, c)) for c in cons]
    pool = list(game.stock)
    for seat in seats:
        pool += game.hands[seat]
    for seat in seats:
        size = len(game.hands[seat])
        slots = []
        for j in range(size - 1, -1, -1):
            slots.append([t for s, free, t in tests if s == seat and free <= j])
        slots.sort(key=len, reverse=True)
        hand = [_take(pool, active, rng) for active in slots]
        if judge is not None and seat in chosen and pool:  # an empty draw pile leaves nothing to exchange
            for _ in range(tries):
                blame = judge.culprits(seat, hand)
                if blame is None:
                    break
                for k in blame or range(
                    len(hand)
                ):  # nobody to blame: all cards exchanged  # a card the player would have played instead: another one
                    card = _take(pool, slots[k], rng)
                    pool.append(hand[k])
                    hand[k] = card
        game.hands[seat][:] = hand
    rng.shuffle(pool)
    game.stock[:] = pool


def _take(pool: list[Card], active: list[Callable[[Card], bool]], rng: random.Random) -> Card:
    """Take a random card of ``pool`` that no test in ``active`` rejects (any card if none does)."""
    n = len(pool)
    start = rng.randrange(n)
    if active:
        for k in range(start, start + n):
            k %= n
            card = pool[k]
            if not any(t(card) for t in active):
                start = k
                break
    card = pool[start]
    pool[start] = pool[-1]
    pool.pop()
    return card


def _playable(rules: Rules, con: Constraint) -> Callable[[Card], bool]:
    cache: dict[Card, bool] = {}

    def playable(card: Card) -> bool:
        ok = cache.get(card)
        if ok is None:
            if card.kind is Kind.BAN:
                ok = con.bans  # a ban card may not be the last card
            else:
                ok = bool(rules.plays_of(con.key, card))
                if ok and con.keep_wild and rules.names_choice(card):
                    ok = False
            cache[card] = ok
        return ok

    return playable


class FollowOdds:
    """The chance that ``seat`` can play on a given table (NumNum: top card, wished symbol,
    bans, :meth:`chance`; any variant: a state key, :meth:`chance_of`), judged from the cards
    ``seat``'s hand may hold: the cards the view does not show, less those the constraints on
    ``seat`` rule out for the older cards of the hand (as in :func:`constrain`, each card of the
    hand counted as dealt on its own).

    >>> import numnum
    >>> from numnum.cards import Card
    >>> g = numnum.new_game("numnum", players=2, seed=4)
    >>> odds = FollowOdds(g.view(0), g.rules, 1, [])
    >>> hard = odds.chance(Card.parse("S13", "numnum"), None, 0)  # a prime: the 13-row and squares
    >>> 0.0 < hard < odds.chance(Card.parse("H12", "numnum"), None, 0) < 1.0
    True
    """

    def __init__(self, view: View, rules: Rules, seat: int, cons: Sequence[Constraint]) -> None:
        self.rules = rules
        self.size = view.hand_sizes[seat]
        tests = [(c.free, _playable(rules, c)) for c in cons if c.seat == seat]
        pool = view.unseen()
        counts: dict[tuple[int, ...], int] = {}
        for j in range(self.size):  # the card j places from the newest one
            active = tuple(i for i, (free, _) in enumerate(tests) if free <= j)
            counts[active] = counts.get(active, 0) + 1
        self.slots: list[tuple[list[Card], int]] = []
        for active, count in counts.items():
            allowed = [c for c in pool if not any(tests[i][1](c) for i in active)] if active else pool
            self.slots.append((allowed or pool, count))

    def chance(self, top: Card, wish: str | None, mask: int) -> float:
        """The chance that the hand holds a card that may be played on ``top`` (``wish`` the
        wished symbol, ``mask`` the bans as in :func:`~numnum.arithmetic.fit_level`)."""
        stuck = 1.0
        bans = self.size >= 2  # a ban card may not be the last card
        for allowed, count in self.slots:
            if not allowed:
                continue
            fit = 0
            for card in allowed:
                kind = card.kind
                if kind is Kind.NUMBER:
                    if fit_level(card, top, wish, mask):
                        fit += 1
                elif kind is not Kind.BAN or bans:
                    fit += 1
            stuck *= (1.0 - fit / len(allowed)) ** count
        return 1.0 - stuck

    def chance_of(self, key: StateKey) -> float:
        """The chance that the hand holds a card that may be played alone in the state ``key``
        (the rules' :data:`~numnum.engine.play_table.StateKey`; any variant).

        >>> import numnum
        >>> from numnum.cards import Card
        >>> g = numnum.new_game("maumau_110", players=2, seed=4)
        >>> odds = FollowOdds(g.view(0), g.rules, 1, [])
        >>> red, wish = odds.chance_of((Card.parse("R5", "maumau_110"), None, 0, 0)), odds.chance_of((g.top, "R", 0, 0))
        >>> 0.0 < wish < red < 1.0  # a red card, a wish card or a 5; a red card or a wish card
        True
        """
        table = self.rules.table_for(key)
        stuck = 1.0
        for allowed, count in self.slots:
            if allowed:
                fit = sum(1 for card in allowed if table[card])
                stuck *= (1.0 - fit / len(allowed)) ** count
        return 1.0 - stuck
