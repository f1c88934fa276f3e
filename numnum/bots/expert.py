"""The expert computer opponent: determinized Monte Carlo search from the player's view.

For a decision with a real choice the expert

1. takes the sensible legal moves (calls made, catches taken), plays a winning move at once,
   keeps for each set of cards only the suit/colour its own rules would name, and keeps the
   ``candidates`` moves those rules like best (in NumNum the rules also count the next
   player's chance to play on the table a move leaves, from the cards they may hold:
   :meth:`ExpertBot.follow_costs`; in the other variants only when ``follow`` is given,
   :data:`EXPERT_FOLLOW`);
2. runs playouts in rounds (a race, below): each round deals the hidden cards at random with
   :func:`~numnum.engine.sample.sample_game` (the other hands and the order of the draw pile,
   consistent with everything the view shows, and with what the history tells about the other
   hands, :mod:`numnum.bots.inference`: in NumNum and both Mau Mau games, :data:`EXPERT_JUDGED`,
   a hand is dealt up to ``tries`` times more until the greedy rules, holding it, would have
   made the plays that player made) and, for each
   candidate on that *same* deal (a :meth:`~numnum.engine.game.Game.clone` of the dealt game), plays the
   candidate and finishes the round: the expert's own later moves by its rules
   (:data:`EXPERT`, the greedy rules with other weights and NumNum chains planned ahead; in
   NumNum a move that leaves a table the next player's *dealt* hand can play on costs
   ``playout_follow`` over that hand's size, :func:`~numnum.bots.greedy.follow_costs`, as the
   shortlist counts the chance from the view), every other player's by the greedy rules
   (:data:`~numnum.bots.greedy.GREEDY`), with a random move in ``noise`` of the decisions;
3. plays the rules' favourite (the first candidate) unless another candidate won clearly more
   playouts on the same deals: its mean lead must exceed ``confidence`` standard errors of
   the paired differences.  In four-player games the hidden cards decide most playouts, and
   small leads are mostly noise; this keeps the expert at least as good as its own rules.

The race: the first ``simulations`` playouts are shared evenly among the candidates (as many
rounds as that gives, at least one); then rounds of ``batch`` deals more go on with the
favourite and the *challengers* still in the race, those whose mean lead over the favourite
plus ``drop`` standard errors is above 0 (a candidate that did exactly as well as the favourite
in every round so far leaves too).  The race ends when no challenger is left, when one leads by
more than ``stop`` standard errors (after twice the first rounds), or after ``extend`` times
``simulations`` rounds (by default the variant's ``BOT_EXTEND`` and ``BOT_SIMULATIONS``). Most
decisions end after the first rounds; the budget goes to those where a challenger may beat the
favourite (paired over 2 x 800 games, see ``benchmarks/bots.py``).  Everything is deterministic:
the choice is a pure function of the seed and the view, unless ``time_limit`` seconds are given
too (as the card table does): then the search is an anytime one, it looks at the clock after
every playout and, when the time (counted from the start of the decision) is up, plays what the
playouts so far say (the rules' favourite when there were none), so the number of playouts
depends on the machine's speed.  A playout ends with the round;
in games of several rounds the expert plays to win the current round.

Information-set tree search is there too, off by default: ``search="ismcts"`` deals the hidden
cards once per playout (a deal serves as many playouts as there are candidates) and grows an
open-loop tree over the expert's own moves (UCB1 with the rules' judgement as prior, the
deeper decisions widened progressively), playing the move tried most; ``tree_depth`` above 0
keeps the race but lets such a tree choose the expert's next decisions below each candidate.
Against three greedy bots in 4-player NumNum (120 games, the same seeds) the race won 51, the
tree search 39 (20 games won only by the race, 8 only by the tree): with one move per deal at
the first decision the luck of the deal no longer cancels out, as it does when every candidate
is played on the same deals (see ``benchmarks/bots.py``).

>>> import numnum
>>> g = numnum.new_game("numnum", players=3, seed=11)
>>> bot = ExpertBot(seed=1, simulations=12)
>>> move = bot.choose(g.view(0))
>>> move in g.legal_moves(), move is bot.choose(g.view(0))
(True, True)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from numnum.arithmetic import ban_mask
from numnum.bots.base import Bot, decision_rng, sensible_moves
from numnum.bots.greedy import GREEDY, WIN, GreedyPolicy, Weights, candidate_moves, policy_for, rules_of
from numnum.bots.inference import Choice, Constraint, FollowOdds, Judge, constrain, evidence
from numnum.cards import Kind
from numnum.engine.game import Game, Phase
from numnum.engine.player_view import View
from numnum.engine.rules import Rules
from numnum.engine.sample import sample_game
from numnum.moves import Action, Move

__all__ = ["EXPERT", "EXPERT_FOLLOW", "EXPERT_JUDGED", "EXPERT_WEIGHTS", "SEARCHES", "ExpertBot", "TreeEdge"]

#: A playout that has not ended the round after this many moves is judged by the hand sizes.
MAX_PLAYOUT_MOVES = 1000
#: The expert's own rules in NumNum: the greedy rules, tuned against greedy players (chains
#: planned ahead, hard numbers first, jokers kept longer, ban cards played early).
EXPERT = GREEDY._replace(
    chain=20.0, difficulty=16.0, same_suit=0.0, keep_joker=15.0, keep_ban=0.0, ban_attack=15.0, ban_self=3.0, few=99
)
#: The expert's own rules per variant (the greedy ones where nothing better was found).
EXPERT_WEIGHTS: dict[str, Weights] = {"numnum": EXPERT}
#: The weight of the next player's chance to follow, per variant: in the shortlist (from the
#: cards they may hold) and in the playouts (from their dealt hand); see :meth:`ExpertBot.follow_costs`.
#: (The coloured variants have none: 10 for both gained about 0.7 points in the rules alone but
#: nothing measurable with the search, see ``benchmarks/bots.py``.)
EXPERT_FOLLOW: dict[str, tuple[float, float]] = {"numnum": (100.0, 100.0)}
#: The variants where the deals of the search agree with the other players' choices too (the
#: greedy rules holding the dealt hand would have made their plays, :class:`~numnum.bots.inference.Judge`);
#: elsewhere only with their draws and passes.  In Number ONE it lost (see ``benchmarks/bots.py``).
EXPERT_JUDGED = frozenset({"numnum", "maumau", "maumau_110"})
_OVER = Phase.OVER
#: The kinds of search (see :class:`ExpertBot`).
SEARCHES = ("race", "ismcts")


class TreeEdge:
    """A move of the search tree: how often it was played and won, how often it could have been
    played (information-set search: the moves a dealt game allows differ), and the decisions
    after it (an open-loop tree over the player's own moves; ``None`` until expanded)."""

    __slots__ = ("child", "seen", "visits", "wins")

    def __init__(self) -> None:
        self.visits = 0
        self.wins = 0.0
        self.seen = 0
        self.child: dict[Move, TreeEdge] | None = None


def leader_share(sizes: Sequence[int], me: int, sharpness: float) -> float:
    """``me``'s chance to win judged by the hand sizes alone: ``exp(-sharpness * size)`` over
    its sum over the players.

    >>> round(leader_share([1, 5, 5, 5], 0, 0.8), 2), round(leader_share([5, 1, 5, 5], 0, 0.8), 2)
    (0.89, 0.04)
    """
    weights = [math.exp(-sharpness * n) for n in sizes]
    return weights[me] / sum(weights)


class ExpertBot(Bot):
    """Search-based play (see the module's docstring)."""

    def __init__(
        self,
        seed: int = 0,
        *,
        simulations: int | None = None,
        time_limit: float | None = None,
        candidates: int = 6,
        noise: float = 0.0,
        confidence: float = 1.5,
        drop: float = 0.5,
        stop: float = 3.0,
        extend: float | None = None,
        batch: int = 8,
        inference: bool = True,
        tries: int = 20,
        horizon: int | None = None,
        sharpness: float = 0.8,
        weights: Weights | None = None,
        opponents: Weights = GREEDY,
        follow: float | None = None,
        playout_follow: float | None = None,
        search: str = "race",
        tree_depth: int = 0,
        tree_moves: int = 4,
        explore: float = 0.4,
        prior: float = 2.0,
        bias: float = 0.05,
        hasty: float = 0.0,
        widen: float = 8.0,
        name: str = "expert",
    ) -> None:
        super().__init__(name, seed)
        if simulations is not None and (type(simulations) is not int or simulations < 1):
            raise ValueError(f"simulations must be a whole number of 1 or more, not {simulations!r}")
        if time_limit is not None and not time_limit > 0:
            raise ValueError(f"time_limit must be a positive number of seconds or None, not {time_limit!r}")
        if type(candidates) is not int or candidates < 1:
            raise ValueError(f"candidates must be a whole number of 1 or more, not {candidates!r}")
        if not 0.0 <= noise <= 1.0:
            raise ValueError(f"noise must be from 0 to 1, not {noise!r}")
        if type(tries) is not int or tries < 0:
            raise ValueError(f"tries must be a whole number of 0 or more, not {tries!r}")
        if not confidence >= 0.0:
            raise ValueError(f"confidence must be 0 or more, not {confidence!r}")
        if not (drop >= 0.0 and stop >= 0.0 and (extend is None or extend >= 0.0)):
            raise ValueError(f"drop, stop and extend must be 0 or more, not {drop!r}, {stop!r}, {extend!r}")
        if type(batch) is not int or batch < 1:
            raise ValueError(f"batch must be a whole number of 1 or more, not {batch!r}")
        if not ((follow is None or follow >= 0.0) and (playout_follow is None or playout_follow >= 0.0)):
            raise ValueError(f"follow and playout_follow must be 0 or more, not {follow!r}, {playout_follow!r}")
        if search not in SEARCHES:
            raise ValueError(f"search must be one of {', '.join(SEARCHES)}, not {search!r}")
        if type(tree_depth) is not int or tree_depth < 0 or type(tree_moves) is not int or tree_moves < 1:
            raise ValueError(
                "tree_depth must be a whole number of 0 or more and tree_moves of 1 or more, "
                f"not {tree_depth!r}, {tree_moves!r}"
            )
        if not (explore >= 0.0 and prior >= 0.0 and bias >= 0.0):
            raise ValueError(f"explore, prior and bias must be 0 or more, not {explore!r}, {prior!r}, {bias!r}")
        if not 0.0 <= hasty <= 1.0:
            raise ValueError(f"hasty must be from 0 to 1, not {hasty!r}")
        if not widen >= 0.0:
            raise ValueError(f"widen must be 0 or more, not {widen!r}")
        #: progressive widening below the first decision: a decision of the tree played ``n``
        #: times considers the rules' ``1 + log2(1 + n / widen)`` best moves (0: all tree_moves)
        self.widen = widen
        self.hasty = hasty  #: the share of decisions made at a glance, by the greedy rules (level 4)
        self.search = search  #: "race" (paired playouts of the candidates) or "ismcts" (a tree, see tree_playout)
        self.tree_depth = tree_depth  #: own decisions below each candidate chosen by the tree (0: by the rules)
        self.tree_moves = tree_moves  #: the tree's moves per decision: the rules' best ones
        self.explore = explore  #: the tree's exploration constant (UCB1)
        self.prior = prior  #: virtual playouts of the rules' judgement at every move of the tree
        self.bias = bias  #: the rules' favourite is worth this much more in them (the others this much less)
        self.simulations = simulations  #: playouts per decision (None: the rules' BOT_SIMULATIONS)
        self.time_limit = time_limit
        self.candidates = candidates
        self.noise = noise
        self.confidence = confidence  #: the lead (in standard errors) that beats the favourite
        self.drop = drop  #: a challenger leaves the race when its lead + drop standard errors is below 0
        self.stop = stop  #: the race ends when a challenger leads by this many standard errors
        self.extend = extend  #: the race ends after extend * simulations rounds at most (None: the rules' BOT_EXTEND)
        self.batch = batch  #: deals per round of the race after the first ones
        self.inference = inference
        self.horizon = horizon  #: moves a playout makes before it is judged by the hand sizes (None: to the end)
        self.sharpness = sharpness  #: of that judgement (see leader_share)
        self.tries = tries  #: deals more per playout round until the other hands agree with their choices
        self.weights = weights  #: the expert's own rules (None: those of EXPERT_WEIGHTS)
        self.opponents = opponents
        #: cost of the next player's chance to follow a move (see follow_costs; None: the variant's EXPERT_FOLLOW)
        self.follow = follow
        #: the same cost for the expert's own moves in the playouts, from the dealt next hand (0: none;
        #: None: the variant's EXPERT_FOLLOW)
        self.playout_follow = playout_follow

    def __repr__(self) -> str:
        return (
            f"ExpertBot(seed={self.seed!r}, simulations={self.simulations!r}, time_limit={self.time_limit!r}, "
            f"candidates={self.candidates!r}, noise={self.noise!r}, confidence={self.confidence!r}, "
            f"inference={self.inference!r}, tries={self.tries!r}, name={self.name!r})"
        )

    def shortlist(self, view: View, policy: GreedyPolicy, cons: Sequence[Constraint] = ()) -> list[Move]:
        """The candidate moves, best by the expert's rules first (in NumNum with the next
        player's chance to play on the table each move leaves, see :meth:`follow_costs`)."""
        moves = candidate_moves(view)
        if len(moves) == 1:
            return moves
        scores = policy.view_scores(view, moves)
        if self.follows(view.variant)[0]:
            scores = [s - c for s, c in zip(scores, self.follow_costs(view, moves, cons), strict=True)]
        best: dict[tuple[object, ...], tuple[float, int]] = {}
        for i, (m, s) in enumerate(zip(moves, scores, strict=True)):
            if s >= WIN:
                return [m]
            key = (m.action, m.cards)
            if key not in best or s > best[key][0]:
                best[key] = (s, i)
        kept = sorted(best.values(), key=lambda si: (-si[0], si[1]))
        return [moves[i] for _, i in kept[: self.candidates]]

    def follows(self, variant: str) -> tuple[float, float]:
        """The weights of the next player's chance to follow in ``variant``: in the shortlist
        and in the playouts (:attr:`follow` and :attr:`playout_follow`, else :data:`EXPERT_FOLLOW`).

        >>> ExpertBot().follows("numnum"), ExpertBot(follow=5.0).follows("numnum")
        ((100.0, 100.0), (5.0, 100.0))
        """
        shortlist, playouts = EXPERT_FOLLOW.get(variant, (0.0, 0.0))
        return (
            shortlist if self.follow is None else self.follow,
            playouts if self.playout_follow is None else self.playout_follow,
        )

    def follow_costs(self, view: View, moves: Sequence[Move], cons: Sequence[Constraint]) -> list[float]:
        """For each move, the follow weight (:meth:`follows`) over the next player's hand size
        times their chance to hold a card that may be played on the table the move leaves
        (plays and ``pass``; the cards they may hold from
        :class:`~numnum.bots.inference.FollowOdds`): a card that is hard to follow makes them
        draw, the more likely the fewer cards they hold.  In the coloured variants only plays
        without an effect count (the table: their last card and the choice named) and ``pass``
        (as :meth:`~numnum.bots.greedy.GreedyPolicy.coloured_follow_costs` does for a known hand).

        >>> import numnum
        >>> g = numnum.new_game("numnum", players=2, seed=4)
        >>> v = g.view(0)
        >>> costs = ExpertBot().follow_costs(v, v.legal_moves, [])
        >>> [(str(m), round(c, 1)) for m, c in zip(v.legal_moves, costs)][1:6]  # 100 / 7 at most
        [('S1', 14.3), ('W C', 13.3), ('W T', 13.1), ('W S', 13.3), ('W H', 13.5)]
        """
        nxt = (view.player + view.direction) % view.players
        scale = self.follows(view.variant)[0] / max(1, view.hand_sizes[nxt])
        rules = rules_of(view)
        odds = FollowOdds(view, rules, nxt, cons)
        if not rules.TIMES_TABLE:
            return self.coloured_costs(view, moves, rules, odds, scale)
        bans = view.bans
        mask = ban_mask(bans)
        out = []
        for m in moves:
            if m.action is Action.PLAY:
                first = m.cards[0]
                if first.kind is Kind.BAN:
                    out.append(scale * odds.chance(view.top, view.wish, mask ^ (1 if first.number == 2 else 2)))
                else:
                    out.append(scale * odds.chance(m.cards[-1], m.choice, mask))
            elif m.action is Action.PASS:
                out.append(scale * odds.chance(view.top, view.wish, mask))
            else:
                out.append(0.0)
        return out

    @staticmethod
    def coloured_costs(view: View, moves: Sequence[Move], rules: Rules, odds: FollowOdds, scale: float) -> list[float]:
        """:meth:`follow_costs` in the coloured variants."""
        keys = policy_for(rules).tables_left(moves, view.top, view.wish)
        return [0.0 if key is None else scale * odds.chance_of(key) for key in keys]

    def own_weights(self, variant: str) -> Weights:
        """The expert's own rules in ``variant``."""
        return self.weights or EXPERT_WEIGHTS.get(variant, GREEDY)

    def _choose(self, view: View) -> Move:
        # the time limit counts from here: the inference and the shortlist take their share too
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        rules = rules_of(view)
        if self.hasty and decision_rng(self.seed, view, "hasty").random() < self.hasty:
            return self.glance(view, rules)
        mine = policy_for(rules, self.own_weights(view.variant))
        known = evidence(view, rules) if self.inference else None
        moves = self.shortlist(view, mine, known[0] if known else ())
        if len(moves) == 1:
            return moves[0]
        if self.search == "ismcts":
            return moves[self.tree_search(view, moves, rules, known, deadline=deadline)]
        results = self.evaluate(view, moves, rules, known, deadline=deadline)
        return moves[self.pick(results)]

    def glance(self, view: View, rules: Rules) -> Move:
        """The greedy rules' move (:data:`~numnum.bots.greedy.GREEDY`; ties: the first), what
        a hasty decision plays."""
        moves = candidate_moves(view)
        scores = policy_for(rules, GREEDY).view_scores(view, moves)
        return moves[scores.index(max(scores))]

    @staticmethod
    def lead(results: Sequence[Sequence[float]], i: int) -> tuple[float, float]:
        """Candidate ``i``'s mean lead over the first one on the deals both were played on, and
        the standard error of that mean (0 when they did equally well on every deal).

        >>> ExpertBot.lead([[0, 1, 0, 0, 1], [1, 1, 0, 1]], 1)
        (0.5, 0.28867513459481287)
        """
        base, mine = results[0], results[i]
        n = min(len(base), len(mine))
        if not n:
            return 0.0, 0.0
        diffs = [a - b for a, b in zip(mine, base, strict=False)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
        return mean, (var / n) ** 0.5

    def pick(self, results: Sequence[Sequence[float]]) -> int:
        """The candidate to play: the first, unless another one leads it clearly (see above);
        of several, the one with the largest lead.  A candidate dropped out of the race early
        is compared on the deals it was played on.

        >>> ExpertBot(confidence=2.0).pick([[0, 1, 0, 0] * 10, [1, 1, 0, 1] * 10, [0, 1, 1, 0] * 10])
        1
        >>> ExpertBot(confidence=2.0).pick([[0, 1, 0, 0] * 2, [0, 1, 1, 0] * 2])
        0
        """
        best, best_lead = 0, 0.0
        for i in range(1, len(results)):
            mean, se = self.lead(results, i)
            if mean > best_lead and mean > self.confidence * se:
                best, best_lead = i, mean
        return best

    def racing(self, results: Sequence[Sequence[float]], challengers: Sequence[int]) -> list[int]:
        """The challengers still in the race (see above).

        >>> results = [[0, 1, 0, 0] * 4, [0, 1, 0, 0] * 4, [1, 0, 0, 0] * 4, [0, 0, 0, 0] * 4]
        >>> ExpertBot(drop=0.5).racing(results, [1, 2, 3])  # equal, level, behind
        [2]
        """
        out = []
        for i in challengers:
            mean, se = self.lead(results, i)
            if (se > 0.0 and mean + self.drop * se >= 0.0) or (se == 0.0 and mean > 0.0):
                out.append(i)
        return out

    def prepare(
        self, view: View, rules: Rules, known: tuple[list[Constraint], list[Choice]] | None
    ) -> tuple[random.Random, list[GreedyPolicy], dict[int, float], list[Constraint], Judge | None, int]:
        """What a search of ``view`` needs: its random numbers, each seat's policy in the
        playouts, the NumNum difficulty of the deck's numbers, the constraints on the hidden
        cards (``known``: the :func:`evidence`, when it was found already), the judge of the
        deals and how many deals it may try."""
        rng = decision_rng(self.seed, view)
        mine = policy_for(rules, self.own_weights(view.variant))
        others = policy_for(rules, self.opponents)
        difficulty = mine.difficulty(view.deck) if mine.numnum else {}
        policies = [mine if seat == view.player else others for seat in range(view.players)]
        cons, choices = (known or evidence(view, rules)) if self.inference else ([], [])
        tries = self.tries if self.inference else 0
        judged = choices and tries and view.variant in EXPERT_JUDGED
        judge = Judge(others, choices, view.direction, difficulty) if judged else None
        return rng, policies, difficulty, cons, judge, tries

    def evaluate(
        self,
        view: View,
        moves: Sequence[Move],
        rules: Rules,
        known: tuple[list[Constraint], list[Choice]] | None = None,
        *,
        deadline: float | None = None,
    ) -> list[list[float]]:
        """The result (1 won, 0 lost) of every playout of each move, round by round: every
        round deals the hidden cards once for the moves in the race (``known``: the
        :func:`evidence` of the view, when it was found already); the first move is played in
        every round, another one in the first rounds and while it is in the race."""
        rng, policies, difficulty, cons, judge, tries = self.prepare(view, rules, known)
        me = view.player
        results: list[list[float]] = [[] for _ in moves]
        budget = self.simulations or rules.BOT_SIMULATIONS
        first = max(1, budget // len(moves))
        extend = rules.BOT_EXTEND if self.extend is None else self.extend
        most = max(first, int(extend * budget))
        if deadline is None and self.time_limit is not None:
            deadline = time.perf_counter() + self.time_limit
        playing = list(range(len(moves)))  # the favourite and the challengers in the race
        trees: list[dict[Move, TreeEdge]] = [{} for _ in moves]
        depth = self.tree_depth
        done = 0
        while True:
            step = first if not done else min(self.batch, most - done)
            for _ in range(step):
                if deadline is not None and time.perf_counter() > deadline:
                    return results  # the time is up: what the playouts so far say
                deal = rng.getrandbits(64)
                dealt = self.deal(view, deal, cons, rules, judge, tries)
                for i in playing:  # the favourite first: a round cut short pairs with its playouts
                    game = dealt.clone()
                    game.play(moves[i])
                    if depth:
                        won = self.tree_playout(
                            trees[i], game, policies, difficulty, random.Random(deal ^ 1), me, depth
                        )
                    else:
                        won = self.playout(game, policies, difficulty, random.Random(deal ^ 1), me)
                    results[i].append(won)
                    if deadline is not None and time.perf_counter() > deadline:
                        return results
            done += step
            challengers = self.racing(results, playing[1:])
            if not challengers or done >= most:
                return results
            if done >= 2 * first and any(
                mean > self.stop * se for mean, se in (self.lead(results, i) for i in challengers)
            ):
                return results
            playing = [0, *challengers]

    @staticmethod
    def deal(
        view: View,
        deal: int,
        cons: list[Constraint],
        rules: Rules,
        judge: Judge | None = None,
        tries: int = 0,
    ) -> Game:
        """The game of the hidden cards dealt by the seed ``deal`` (the same game for the same
        seed): the other hands agree with ``cons`` and, with up to ``tries`` deals more, with
        the choices that ``judge`` knows of (:func:`~numnum.bots.inference.constrain`)."""
        deal_rng = random.Random(deal)
        game = sample_game(view, deal_rng)
        if cons or (judge is not None and judge.by_seat and tries):
            constrain(game, cons, rules, deal_rng, judge, tries)
        return game

    def playout(
        self,
        game: Game,
        policies: Sequence[GreedyPolicy],
        difficulty: dict[int, float],
        rng: random.Random,
        me: int,
    ) -> float:
        """Finish the round of ``game`` (each seat playing by its policy, a random move in
        ``noise`` of the decisions); 1 when ``me`` wins it, else 0."""
        done = len(game.round_winners)
        noise = self.noise
        follow = self.follows(game.rules.variant)[1]
        for _ in range(self.horizon or MAX_PLAYOUT_MOVES):
            if game.phase is _OVER or len(game.round_winners) > done:
                break
            if noise and rng.random() < noise:
                legal = sensible_moves(game.legal_moves())
                move = legal[rng.randrange(len(legal))]
            else:
                seat = game.current_player
                move = policies[seat].game_move(game, difficulty, follow if seat == me else 0.0)
            game.play(move)
        if len(game.round_winners) > done:
            return 1.0 if game.round_winners[done] == me else 0.0
        sizes = [len(h) for h in game.hands]
        if self.horizon:
            return leader_share(sizes, me, self.sharpness)
        return 1.0 / sizes.count(sizes[me]) if sizes[me] == min(sizes) else 0.0

    def select(self, node: dict[Move, TreeEdge], ranked: Sequence[Move]) -> tuple[Move, TreeEdge]:
        """The move of ``ranked`` (the moves the dealt game allows, best by the rules first) that
        the tree plays: UCB1 over the mean result with :attr:`prior` virtual playouts of the
        rules' judgement (the node's mean, :attr:`bias` more for the favourite, less for the
        others); every move of ``ranked`` counts as seen.

        >>> bot = ExpertBot()
        >>> node: dict[Move, TreeEdge] = {}
        >>> a, b = Move.DRAW, Move.PASS
        >>> bot.select(node, [a, b])[0] is a  # nothing known: the rules' favourite
        True
        >>> node[a].visits, node[a].wins = 10, 1.0  # it lost 9 of 10
        >>> node[b].visits, node[b].wins = 10, 6.0
        >>> bot.select(node, [a, b])[0] is b
        True
        """
        visits = sum(e.visits for e in node.values())
        base = sum(e.wins for e in node.values()) / visits if visits else 0.5
        best: tuple[Move, TreeEdge] | None = None
        best_value = -math.inf
        for rank, move in enumerate(ranked):
            edge = node.get(move)
            if edge is None:
                edge = node[move] = TreeEdge()
            edge.seen += 1
            q0 = base + self.bias if rank == 0 else base - self.bias
            value = (edge.wins + self.prior * q0) / (edge.visits + self.prior) if edge.visits or self.prior else q0
            value += self.explore * math.sqrt(math.log(edge.seen) / (edge.visits + 1))
            if value > best_value:
                best, best_value = (move, edge), value
        assert best is not None
        return best

    def tree_playout(
        self,
        node: dict[Move, TreeEdge],
        game: Game,
        policies: Sequence[GreedyPolicy],
        difficulty: dict[int, float],
        rng: random.Random,
        me: int,
        depth: int,
        first: Sequence[Move] = (),
    ) -> float:
        """Like :meth:`playout`, but ``me``'s next ``depth`` decisions with a real choice are the
        tree's (:meth:`select` among the rules' best moves, at most :attr:`tree_moves`, fewer
        while the decision was played rarely: :attr:`widen`; ``first``: the moves of the first
        decision, best first), the tree grows by one move, and every move
        the tree played learns the result (information-set search with one determinised deal
        per playout).  The other players play by their policies."""
        done = len(game.round_winners)
        mine = policies[me]
        follow = self.follows(game.rules.variant)[1]
        path: list[TreeEdge] = []
        while depth > 0 and node is not None:
            if game.phase is _OVER or len(game.round_winners) > done:
                break
            seat = game.current_player
            if seat != me:
                game.play(policies[seat].game_move(game, difficulty, 0.0))
                continue
            if first:
                ranked, first = list(first), ()
            else:
                legal = game.legal_moves()
                moves = sensible_moves(legal) if len(legal) > 1 else list(legal)
                if len(moves) == 1:
                    game.play(moves[0])
                    continue
                scores = mine.game_scores(game, moves, difficulty, follow)
                order = sorted(range(len(moves)), key=lambda k: -scores[k])
                if scores[order[0]] >= WIN:
                    game.play(moves[order[0]])
                    continue
                visits = sum(e.visits for e in node.values())
                width = 1 + int(math.log2(1.0 + visits / self.widen)) if self.widen else self.tree_moves
                ranked = [moves[k] for k in order[: min(self.tree_moves, width)]]
            move, edge = self.select(node, ranked)
            path.append(edge)
            game.play(move)
            depth -= 1
            if not edge.visits:  # the new move: the rest by the policies
                break
            if edge.child is None:
                edge.child = {}
            node = edge.child
        if game.phase is _OVER or len(game.round_winners) > done:
            won = 1.0 if len(game.round_winners) > done and game.round_winners[done] == me else 0.0
        else:
            won = self.playout(game, policies, difficulty, rng, me)
        for edge in path:
            edge.visits += 1
            edge.wins += won
        return won

    def tree_search(
        self,
        view: View,
        moves: Sequence[Move],
        rules: Rules,
        known: tuple[list[Constraint], list[Choice]] | None = None,
        *,
        deadline: float | None = None,
    ) -> int:
        """Information-set Monte Carlo tree search (``search="ismcts"``): every iteration deals
        the hidden cards once (as :meth:`evaluate` does) and plays one :meth:`tree_playout` from
        the view, the first decision among ``moves``; the move played most often wins (ties:
        the rules' order).  ``simulations`` (times ``extend`` when given) iterations, at least
        ``tree_depth`` 1; a deal serves as many iterations as there are
        moves (dealing with the inference costs more than a playout)."""
        rng, policies, difficulty, cons, judge, tries = self.prepare(view, rules, known)
        budget = self.simulations or rules.BOT_SIMULATIONS
        extend = 1.0 if self.extend is None else max(1.0, self.extend)
        iterations = max(1, int(budget * extend))
        if deadline is None and self.time_limit is not None:
            deadline = time.perf_counter() + self.time_limit
        root: dict[Move, TreeEdge] = {}
        done = 0
        while done < iterations:
            deal = rng.getrandbits(64)
            dealt = self.deal(view, deal, cons, rules, judge, tries)
            for k in range(min(len(moves), iterations - done)):  # a deal serves as many playouts as there are moves
                self.tree_playout(
                    root,
                    dealt.clone(),
                    policies,
                    difficulty,
                    random.Random(deal ^ (k + 1)),
                    view.player,
                    max(1, self.tree_depth),
                    moves,
                )
                if deadline is not None and time.perf_counter() > deadline:
                    break
            done += len(moves)
            if deadline is not None and time.perf_counter() > deadline:
                break
        counts = [root[m].visits if m in root else 0 for m in moves]
        return counts.index(max(counts))
