"""How good the expert's deals are: the hidden hands it deals against the true ones.

Greedy bots play seeded 4-player games (game ``i``: seed ``S + i``, the watched seat ``i mod
4``).  At every other decision of the watched seat that has more than one legal move, each way
of dealing deals ``--deals`` games from that seat's view, and every other hand dealt is
compared with the true one:

* ``overlap``: the share of the true hand's cards the dealt hand holds (``with``: of the hands
  the history says something about, :func:`numnum.bots.inference.evidence`, ``without``: of
  the others; ``expected``: the hand size over the cards unseen, what a uniform deal gets
  without repeated cards);
* ``stuck``: of the true hands that hold no card playable on the table now, the share of dealt
  hands that hold none either; ``can``: the same for the hands that hold one;
* ``agree``: the share of dealt hands that would have made all the plays their player made, had
  they played by the greedy rules (:class:`numnum.bots.inference.Judge`; the true hands always
  agree);
* ``ms/deal``: processor time per dealt game.

The ways of dealing: ``uniform`` (the view only, :func:`numnum.engine.sample.sample_game`),
``draws`` (the draws and passes too, no judge), ``expert`` (what the expert deals:
:meth:`numnum.bots.expert.ExpertBot.deal`, the judge in the variants of
:data:`numnum.bots.expert.EXPERT_JUDGED`) and ``judged`` (the judge in every variant).

Usage::

    python benchmarks/deals.py                                  # every variant and preset
    python benchmarks/deals.py --variant maumau_110 --games 60 --deals 40

A diagnostic, not a test: nothing here fails because of a result.  Figures: see the docstring
of ``benchmarks/bots.py``.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from collections.abc import Sequence

import numnum
from numnum.bots import make_bot
from numnum.bots.expert import ExpertBot
from numnum.bots.greedy import GREEDY, policy_for, rules_of
from numnum.bots.inference import Judge, evidence
from numnum.engine.game import Game
from numnum.engine.play_table import state_key
from numnum.engine.player_view import View

WAYS = ("uniform", "draws", "expert", "judged")


def deals(way: str, view: View, count: int) -> tuple[list[Game], set[int]]:
    """``count`` games dealt from ``view`` in the way ``way``, and the seats the evidence speaks of."""
    rules = rules_of(view)
    bot = ExpertBot(seed=1, inference=way != "uniform")
    rng, _, difficulty, cons, judge, tries = bot.prepare(view, rules, None)
    if way == "draws":
        judge = None
    elif way == "judged":
        choices = evidence(view, rules)[1]
        judge, tries = Judge(policy_for(rules, GREEDY), choices, view.direction, difficulty), bot.tries
    out = [bot.deal(view, rng.getrandbits(64), cons, rules, judge, tries) for _ in range(count)]
    seats = {c.seat for c in cons} | (set(judge.by_seat) if judge is not None else set())
    return out, seats


def measure(spec: str, games: int, count: int, seed: int, ways: Sequence[str]) -> dict[str, dict[str, float]]:
    """Every figure of every way of dealing over ``games`` games of ``spec``."""
    variant, _, preset = spec.partition(":")
    bots = [make_bot("greedy", seed=seed * 10 + j) for j in range(4)]
    found: dict[str, dict[str, list[float]]] = {w: {} for w in ways}
    expected: list[float] = []
    decisions = 0
    for i in range(games):
        g = numnum.new_game(variant, 4, seed=seed + i, preset=preset or None)
        me, step = i % 4, 0
        while not g.is_over:
            step += 1
            view = g.view(g.current_player)
            if g.current_player == me and len(view.legal_moves) > 1 and step % 2 == 0:
                decisions += 1
                table = g.rules.table_for(state_key(g))
                policy = policy_for(g.rules, GREEDY)
                difficulty = policy.difficulty(view.deck) if policy.numnum else {}
                choices = evidence(view, g.rules)[1]
                judge = Judge(policy, choices, view.direction, difficulty) if choices else None
                for way in ways:
                    start = time.process_time()
                    dealt, seats = deals(way, view, count)
                    add = found[way].setdefault
                    add("ms/deal", []).append(1000 * (time.process_time() - start) / count)
                    for seat in range(4):
                        true = g.hands[seat]
                        if seat == me or not true:
                            continue
                        if way == ways[0]:
                            expected.append(len(true) / len(view.unseen()))
                        can = any(table[c] for c in true)
                        for h in dealt:
                            hand = h.hands[seat]
                            share = sum((Counter(hand) & Counter(true)).values()) / len(true)
                            add("overlap", []).append(share)
                            add("with" if seat in seats else "without", []).append(share)
                            add("can" if can else "stuck", []).append(any(table[c] for c in hand) == can)
                            if judge is not None and seat in judge.by_seat:
                                add("agree", []).append(judge.disagreements(seat, hand) == 0)
            g.play(bots[g.current_player].choose(view))
    out = {w: {k: statistics.mean(v) for k, v in f.items() if v} for w, f in found.items()}
    for w in ways:
        out[w]["expected"] = statistics.mean(expected) if expected else 0.0
        out[w]["decisions"] = decisions
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", action="append", help="variant or variant:preset (repeatable; default all)")
    parser.add_argument("--games", type=int, default=30, help="games per variant (default 30)")
    parser.add_argument("--deals", type=int, default=20, help="deals per decision and way (default 20)")
    parser.add_argument("--seed", type=int, default=95001, help="the first game's seed (default 95001)")
    parser.add_argument("--ways", default=",".join(WAYS), help=f"ways of dealing (default {','.join(WAYS)})")
    args = parser.parse_args(argv)
    ways = args.ways.split(",")
    specs = args.variant or ["numnum", "maumau:basic", "maumau:club", "maumau_110", "number_one"]
    columns = ("overlap", "with", "without", "stuck", "can", "agree", "ms/deal")
    print(f"{'variant':13} {'way':8} {'expected':>8} " + " ".join(f"{c:>7}" for c in columns))
    for spec in specs:
        result = measure(spec, args.games, args.deals, args.seed, ways)
        for way in ways:
            r = result[way]
            cells = " ".join(f"{r[c]:7.3f}" if c in r else f"{'-':>7}" for c in columns)
            print(f"{spec:13} {way:8} {r['expected']:8.3f} {cells}")
        print(f"  ({result[ways[0]]['decisions']:.0f} decisions)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
