"""What the hidden hands are worth: the expert as it is against the expert dealt the true hands.

Both play the same seeded 4-player series against three greedy bots (game ``i``: seed
``S + i``, the bots moved on by ``i`` seats, the bots' own seeds as in
:func:`numnum.tournament.run_tournament`).  The second expert is the first one with a single
change: every deal of its search gives the other players their *true* hands (only the order
of the draw pile is dealt at random), so it searches with everything the table hides apart
from the cards to come.  The difference of the two win rates is what knowing the other hands
is worth to this search; the second rate is a ceiling that no better guess of the hidden hands
can lift the expert above (its later moves and the other players' are played by the same rules).

Usage::

    python benchmarks/hands.py                                   # NumNum, 120 games
    python benchmarks/hands.py --variant maumau_110 --games 200 --seed 500001

It prints the wins of each expert with the 95 % Wilson interval, and the games won by only one
of them.  It runs on the pure build (the compiled ``ExpertBot`` cannot be subclassed in
Python).  A diagnostic, not a test: nothing here fails because of a result.  Figures: see the
docstring of ``benchmarks/bots.py``.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

import numnum
from numnum.bots import make_bot
from numnum.bots.base import Bot
from numnum.bots.expert import ExpertBot
from numnum.bots.inference import Constraint, Judge
from numnum.engine.game import Game
from numnum.engine.player_view import View
from numnum.engine.rules import Rules
from numnum.engine.sample import sample_game
from numnum.tournament import play_game, wilson

PLAYERS = 4


def true_deal(truth: Game, view: View, seed: int) -> Game:
    """A game that looks like ``view`` to its player and holds the other players' true hands
    from ``truth``; only the draw pile is shuffled (by ``seed``).

    >>> g = numnum.new_game("numnum", 4, seed=3)
    >>> h = true_deal(g, g.view(0), 1)
    >>> h.hands == g.hands, sorted(map(str, h.stock)) == sorted(map(str, g.stock))
    (True, True)
    """
    rng = random.Random(seed)
    game = sample_game(view, rng)
    rest = list(view.unseen())
    for seat in range(view.players):
        if seat != view.player:
            game.hands[seat] = list(truth.hands[seat])
            for card in truth.hands[seat]:
                rest.remove(card)
    rng.shuffle(rest)
    game.stock = rest
    if view.drawn is None and game.drawn is not None:  # another player's newest card: the true one
        game.drawn = truth.drawn
    game.resume()
    return game


class TrueHandsExpert(ExpertBot):
    """The expert whose every deal holds the true hands of :attr:`truth` (set it to the game
    being played before each decision)."""

    truth: Game | None = None

    def deal(  # type: ignore[override]
        self,
        view: View,
        deal: int,
        cons: list[Constraint],
        rules: Rules,
        judge: Judge | None = None,
        tries: int = 0,
    ) -> Game:
        truth = self.truth
        if truth is None or list(truth.hands[view.player]) != list(view.hands[view.player] or ()):
            raise RuntimeError("TrueHandsExpert.truth must be the game whose view is searched")
        return true_deal(truth, view, deal)


def series(spec: str, games: int, seed: int, true_hands: bool) -> list[bool]:
    """Whether the expert (entry 0) won each game of the series."""
    variant, _, preset = spec.partition(":")
    names = ["expert", "greedy", "greedy", "greedy"]
    entries: list[Bot] = [make_bot(name, seed=seed * 1000 + j) for j, name in enumerate(names)]
    if true_hands:
        entries[0] = TrueHandsExpert(seed=seed * 1000, name="expert")
    won = []
    for i in range(games):
        game = numnum.new_game(variant, PLAYERS, seed=seed + i, preset=preset or None)
        if isinstance(entries[0], TrueHandsExpert):
            entries[0].truth = game
        seated = [entries[(s - i) % PLAYERS] for s in range(PLAYERS)]
        winner = play_game(game, seated)
        won.append(winner is not None and (winner - i) % PLAYERS == 0)
    return won


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="numnum", help="variant or variant:preset (numnum)")
    parser.add_argument("--games", type=int, default=120, help="games per series (120)")
    parser.add_argument("--seed", type=int, default=500001, help="seed of the first game (500001)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if numnum.is_compiled():
        parser.error("run it on the pure build: the compiled ExpertBot cannot be subclassed in Python")
    variant, _, preset = args.variant.partition(":")
    try:
        numnum.new_game(variant, PLAYERS, seed=0, preset=preset or None)
    except ValueError as exc:
        parser.error(f"--variant {args.variant}: {exc}")
    plain = series(args.variant, args.games, args.seed, False)
    true = series(args.variant, args.games, args.seed, True)
    print(f"{args.variant}, {args.games} games from seed {args.seed}, the expert against three greedy bots")
    for name, won in (("expert", plain), ("true hands", true)):
        low, high = wilson(sum(won), args.games)
        print(f"{name:<12}{sum(won):>5} wins  {sum(won) / args.games:6.1%}  95% CI {low:.1%}-{high:.1%}")
    only_plain = sum(a and not b for a, b in zip(plain, true, strict=True))
    only_true = sum(b and not a for a, b in zip(plain, true, strict=True))
    print(f"won by the expert only: {only_plain}, by the true hands only: {only_true}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
