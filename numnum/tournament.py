"""Bot tournaments: seeded games with the seats rotated, a table of wins and ratings.

Game ``i`` (0-based) is dealt with seed ``seed + i``, and the bots move on by ``i`` seats: the
entry ``j`` of the bot list sits at seat ``(j + i) % players``, so every entry plays every seat
equally often.  Entry ``j`` is made with ``make_bot(name, seed=seed * 1000 + j)``.  The same
arguments always give the same table.

The table has one row per entry of the bot list: games, wins, the win rate with its 95 % Wilson
score interval, and a rating.  The rating is Elo-style: the strengths ``p`` of the Luce choice
model (the chance that a player wins a game is its strength over the sum of the strengths at
the table) fitted by maximum likelihood, written as ``1500 + 400 * log10(p)``; so equal players
get 1500 and 400 points more mean ten times the odds.  Each entry also gets one virtual
two-player game against a 1500 player, half won, which keeps the ratings finite.

Command line (``python -m numnum tournament --help``)::

    python -m numnum tournament --variant numnum --players 4 --bots expert,greedy,greedy,greedy \\
        --games 100 --seed 1 [--preset P] [--option calls=auto] [--json]

A round robin (:func:`round_robin`, ``--round-robin``) plays a series like that for every pair
of bots: the table is filled with the two in turn (``a, b`` for two players, ``a, b, a, b`` for
four), and the ratings are fitted over all the pairs' games together.  Without ``--bots`` it
plays the five levels, and it tells whether each level beat the one below it head to head::

    python -m numnum tournament --round-robin --players 2 --games 100 --seed 1

>>> result = run_tournament("numnum", 3, ["greedy", "random", "random"], games=6, seed=2)
>>> [(s.bot, s.games) for s in result.standings]
[('greedy', 6), ('random', 6), ('random', 6)]
>>> sum(s.wins for s in result.standings) + result.unfinished
6
>>> [round(x, 3) for x in wilson(5, 10)]
[0.237, 0.763]
>>> [round(r) for r in luce_ratings([(20, [0, 1, 2], [10, 5, 5])], 3)]
[1578, 1461, 1461]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
import time
from collections.abc import Callable, Sequence
from typing import IO, Any

import numnum
from numnum.bots import LEVELS, Bot, make_bot
from numnum.engine.registry import variant_ids

__all__ = [
    "MAX_GAMES",
    "MAX_MOVES",
    "Pairing",
    "RoundRobinResult",
    "Standing",
    "TournamentResult",
    "format_round_robin",
    "format_table",
    "luce_ratings",
    "main",
    "play_game",
    "round_robin",
    "run_tournament",
    "wilson",
]

#: A game still running after this many moves is stopped and counted as unfinished.
MAX_MOVES = 20_000
#: The most games of one series (of each pair in a round robin): hours of computer play at
#: the strong levels, and a win rate to within one percentage point.
MAX_GAMES = 10_000

_NOT_MOVES = frozenset({"-", "out", "blocked"})  # history entries that record no move

#: ``observe(entry, legal_moves, seconds)``: called after each decision a bot makes.
Observer = Callable[[int, int, float], None]


@dataclasses.dataclass(frozen=True)
class Standing:
    """One entry of the bot list and its results."""

    entry: int  #: 1-based position in the bot list
    bot: str
    games: int
    wins: int
    win_rate: float
    ci_low: float  #: 95 % Wilson score interval of the win rate
    ci_high: float
    rating: float  #: Elo-style (see the module's docstring)
    shared: int = 0  #: games in which the entry shared first place (a tie after the last round; not in ``wins``)


@dataclasses.dataclass(frozen=True)
class TournamentResult:
    """The settings and the standings of a tournament."""

    variant: str
    players: int
    preset: str | None
    options: dict[str, object]
    bots: tuple[str, ...]
    games: int
    seed: int
    start: int  #: the first game of the series (0 unless a series is split)
    standings: tuple[Standing, ...]
    unfinished: int  #: games stopped after :data:`MAX_MOVES` moves (no winner)
    moves: int  #: moves made in all games

    def to_dict(self) -> dict[str, Any]:
        """The result as plain data (what ``--json`` prints)."""
        return dataclasses.asdict(self)


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % for ``z=1.96``); ``(0, 1)`` without games."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def luce_ratings(tables: Sequence[tuple[int, Sequence[int], Sequence[float]]], entries: int) -> list[float]:
    """Elo-style ratings from ``(games, entries at the table, wins of each of them)`` per kind of
    table (see the module's docstring); a first place shared by ``k`` players counts ``1/k``."""
    strength = [1.0] * entries
    wins = [0.5] * entries  # the virtual half won game against the anchor
    for games, seated, won in tables:
        if sum(won) > games + 1e-9 or min(won, default=0) < 0:
            raise ValueError(f"{games} games cannot have the wins {list(won)}")
        for e, w in zip(seated, won, strict=True):
            wins[e] += w
    for _ in range(1000):
        denom = [1.0 / (s + 1.0) for s in strength]
        for games, seated, _won in tables:
            total = sum(strength[e] for e in seated)
            for e in seated:
                denom[e] += games / total
        new = [w / d for w, d in zip(wins, denom, strict=True)]
        change = max(abs(math.log(a / b)) for a, b in zip(new, strength, strict=True))
        strength = new
        if change < 1e-10:
            break
    return [1500.0 + 400.0 * math.log10(s) for s in strength]


def play_game(
    game: numnum.Game,
    bots: Sequence[Bot],
    observe: Callable[[int, int, float], None] | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> int | None:
    """Let ``bots`` (one per seat) play ``game`` to its end; the winner's seat, or ``None`` when
    it is still running after :data:`MAX_MOVES` moves.  ``observe(seat, legal_moves, seconds)``
    hears of every decision, timed by ``clock`` (wall-clock time; ``time.process_time`` counts
    only this process's processor time, steadier on a busy machine)."""
    for _ in range(MAX_MOVES):
        if game.is_over:
            return game.winner
        seat = game.current_player
        view = game.view(seat)
        if observe is None:
            move = bots[seat].choose(view)
        else:
            start = clock()
            move = bots[seat].choose(view)
            observe(seat, len(view.legal_moves), clock() - start)
        game.play(move)
    return game.winner if game.is_over else None


def run_tournament(
    variant: str,
    players: int,
    bots: Sequence[str | int],
    games: int,
    seed: int = 0,
    *,
    start: int = 0,
    preset: str | None = None,
    options: dict[str, object] | None = None,
    progress: Callable[[int, int], None] | None = None,
    observe: Observer | None = None,
    clock: Callable[[], float] = time.perf_counter,
    time_limit: float | None = None,
) -> TournamentResult:
    """Play ``games`` seeded games with the seats rotated (see the module's docstring).

    ``bots``: one name or level per seat, or a single one for every seat; ``start``: play the
    games ``start`` to ``start + games - 1`` of the series (to split one among processes);
    ``progress(done, games)`` is called after each game; ``observe(entry, legal_moves,
    seconds)`` after each decision (0-based entry), timed by ``clock`` (see :func:`play_game`);
    ``time_limit``: the search bots think at most that many seconds a decision, as at the
    table (then the results depend on the machine's speed).  Bad arguments raise ``ValueError``.
    """
    settings: dict[str, Any] = dict(options or {})
    names = list(bots)
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise ValueError(f"give one bot for every seat ({players}) or a single bot for all, not {len(names)}")
    _check_games(games)
    if type(seed) is not int or type(start) is not int or start < 0:
        raise ValueError(f"seed and start must be whole numbers (start 0 or more), not {seed!r}, {start!r}")
    numnum.new_game(variant, players, seed=seed, preset=preset, **settings)  # check the settings
    entries = [make_bot(name, seed=seed * 1000 + j) for j, name in enumerate(names)]
    if time_limit is not None:
        if not time_limit > 0:
            raise ValueError(f"time_limit must be a positive number of seconds or None, not {time_limit!r}")
        from numnum.bots.expert import ExpertBot

        for bot in entries:
            if isinstance(bot, ExpertBot):
                bot.time_limit = time_limit
    wins = [0] * players
    shared = [0] * players
    credit = [0.0] * players  #: for the ratings: a win counts 1, a first place shared by k players 1/k
    unfinished = moves = 0
    for i in range(start, start + games):
        game = numnum.new_game(variant, players, seed=seed + i, preset=preset, **settings)
        seated = [entries[(s - i) % players] for s in range(players)]
        hear = None if observe is None else _Shifted(observe, i, players)
        winner = play_game(game, seated, hear, clock)
        moves += sum(1 for seat, text in game.history if seat >= 0 and text not in _NOT_MOVES)
        if winner is None:
            unfinished += 1
        elif len(game.winners) > 1:  # a shared first place is no win of its own
            for seat in game.winners:
                shared[(seat - i) % players] += 1
                credit[(seat - i) % players] += 1 / len(game.winners)
        else:
            wins[(winner - i) % players] += 1
            credit[(winner - i) % players] += 1
        if progress is not None:
            progress(i + 1 - start, games)
    ratings = luce_ratings([(games - unfinished, list(range(players)), credit)], players)
    standings = []
    for j, bot in enumerate(entries):
        low, high = wilson(wins[j], games)
        standings.append(Standing(j + 1, bot.name, games, wins[j], wins[j] / games, low, high, ratings[j], shared[j]))
    return TournamentResult(
        variant,
        players,
        preset,
        settings,
        tuple(b.name for b in entries),
        games,
        seed,
        start,
        tuple(standings),
        unfinished,
        moves,
    )


class _Shifted:
    """Tells an observer the entry of the seat that decided."""

    def __init__(self, observe: Observer, shift: int, players: int) -> None:
        self.observe, self.shift, self.players = observe, shift, players

    def __call__(self, seat: int, legal: int, seconds: float) -> None:
        self.observe((seat - self.shift) % self.players, legal, seconds)


@dataclasses.dataclass(frozen=True)
class Pairing:
    """One pair of a round robin: ``first`` against ``second`` (1-based entries of the bot list)."""

    first: int
    second: int
    games: int
    wins: int  #: the first's wins
    losses: int  #: the second's wins
    unfinished: int
    win_rate: float  #: the first's share of the games won by one of the two
    ci_low: float  #: 95 % Wilson score interval of that share
    ci_high: float


@dataclasses.dataclass(frozen=True)
class RoundRobinResult:
    """The settings, every pair's results and the ratings of a round robin."""

    variant: str
    players: int
    preset: str | None
    options: dict[str, object]
    bots: tuple[str, ...]
    games: int  #: per pair
    seed: int
    pairings: tuple[Pairing, ...]
    ratings: tuple[float, ...]  #: per entry, fitted over all games (see the module's docstring)

    @property
    def ordered(self) -> bool:
        """Whether every entry beat the entry before it head to head (more wins than losses)."""
        return all(p.wins > p.losses for p in self.pairings if p.first == p.second + 1)

    def to_dict(self) -> dict[str, Any]:
        """The result as plain data (what ``--json`` prints)."""
        return {**dataclasses.asdict(self), "ordered": self.ordered}


def round_robin(
    variant: str,
    players: int,
    bots: Sequence[str | int],
    games: int,
    seed: int = 0,
    *,
    preset: str | None = None,
    options: dict[str, object] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> RoundRobinResult:
    """Every pair of ``bots`` plays ``games`` games (see the module's docstring): the later entry
    of the list against the earlier one, the table filled with the two in turn, the seats
    rotated, game ``i`` of every pair dealt with seed ``seed + i``.

    >>> r = round_robin("maumau", 2, ["random", "greedy", "level1"], games=4, seed=1)
    >>> [(p.first, p.second, p.games) for p in r.pairings], len(r.ratings)
    ([(2, 1, 4), (3, 1, 4), (3, 2, 4)], 3)
    """
    names = list(bots)
    if len(names) < 2:
        raise ValueError(f"a round robin needs two bots or more, not {len(names)}")
    _check_games(games)
    if type(players) is not int or players < 2:
        raise ValueError(f"a round robin needs tables of 2 players or more, not {players!r}")
    pairs = [(b, a) for b in range(len(names)) for a in range(b)]
    pairings = []
    tables: list[tuple[int, Sequence[int], Sequence[int]]] = []
    for k, (b, a) in enumerate(pairs):
        seated = [b if s % 2 == 0 else a for s in range(players)]
        done = (lambda d, t, k=k: progress(k * games + d, len(pairs) * games)) if progress is not None else None
        r = run_tournament(
            variant,
            players,
            [names[e] for e in seated],
            games,
            seed,
            preset=preset,
            options=options,
            progress=done,
        )
        won = [s.wins for s in r.standings]
        wins, losses = sum(won[0::2]), sum(won[1::2])
        low, high = wilson(wins, wins + losses)
        rate = wins / (wins + losses) if wins + losses else 0.5
        pairings.append(Pairing(b + 1, a + 1, games, wins, losses, r.unfinished, rate, low, high))
        tables.append((games - r.unfinished, seated, won))
    labels = tuple(make_bot(n).name for n in names)
    ratings = tuple(luce_ratings(tables, len(names)))
    return RoundRobinResult(
        variant, players, preset, dict(options or {}), labels, games, seed, tuple(pairings), ratings
    )


def format_round_robin(result: RoundRobinResult) -> str:
    """A round robin's pairs, ratings and order as text.

    >>> print(format_round_robin(round_robin("maumau", 2, ["level1", "greedy"], games=4, seed=1)))
    maumau, 2 players, round robin, 4 games a pair, seeds 1-4 (seats rotated)
      greedy against level1  won    3  lost    1   75.0%  95% CI 30.1-95.4%
    ratings:
       1  level1    1418
       2  greedy    1582
    each bot beat the one before it: yes
    """
    r = result
    setting = r.variant + (f" ({r.preset})" if r.preset else "")
    if r.options:
        setting += " " + " ".join(f"{k}={v}" for k, v in r.options.items())
    seeds = f"seeds {r.seed}-{r.seed + r.games - 1}"
    lines = [f"{setting}, {r.players} players, round robin, {r.games} games a pair, {seeds} (seats rotated)"]
    width = max(3, *(len(b) for b in r.bots))
    for p in r.pairings:
        first, second = r.bots[p.first - 1], r.bots[p.second - 1]
        ci = f"{100 * p.ci_low:.1f}-{100 * p.ci_high:.1f}%"
        rate = f"{100 * p.win_rate:.1f}%"
        text = (
            f"  {first:>{width}} against {second:<{width}}  won {p.wins:>4}  lost {p.losses:>4}  {rate:>6}  95% CI {ci}"
        )
        if p.unfinished:
            text += f", {p.unfinished} unfinished"
        lines.append(text)
    lines.append("ratings:")
    for j, (bot, rating) in enumerate(zip(r.bots, r.ratings, strict=True)):
        lines.append(f"  {j + 1:>2}  {bot:<{width}}  {rating:>6.0f}")
    lines.append(f"each bot beat the one before it: {'yes' if r.ordered else 'no'}")
    return "\n".join(lines)


def format_table(result: TournamentResult) -> str:
    """The standings as a text table.

    >>> print(format_table(run_tournament("maumau", 2, ["greedy", "random"], games=4, seed=1)))
    maumau, 2 players, 4 games, seeds 1-4 (seats rotated)
      #  bot     games  wins  win rate  95% CI         rating
      1  greedy      4  ...
      2  random      4  ...
    """
    r = result
    setting = r.variant + (f" ({r.preset})" if r.preset else "")
    if r.options:
        setting += " " + " ".join(f"{k}={v}" for k, v in r.options.items())
    first = r.seed + r.start
    lines = [f"{setting}, {r.players} players, {r.games} games, seeds {first}-{first + r.games - 1} (seats rotated)"]
    width = max(3, *(len(s.bot) for s in r.standings))
    lines.append(f"  #  {'bot':<{width}}  games  wins  win rate  95% CI         rating")
    for s in r.standings:
        ci = f"{100 * s.ci_low:.1f}-{100 * s.ci_high:.1f}%"
        rate = f"{100 * s.win_rate:.1f}%"
        lines.append(
            f"{s.entry:>3}  {s.bot:<{width}}  {s.games:>5}  {s.wins:>4}  {rate:>8}  {ci:<13}  {s.rating:>6.0f}"
        )
    if any(s.shared for s in r.standings):
        lines.append(
            "shared first place (ties after the last round, not counted as wins): "
            + ", ".join(f"#{s.entry} {s.shared}" for s in r.standings if s.shared)
        )
    if r.unfinished:
        lines.append(f"unfinished games (no winner after {MAX_MOVES} moves): {r.unfinished}")
    return "\n".join(lines)


class _Progress:
    """A one-line progress bar on a text stream (no dependencies)."""

    def __init__(self, stream: IO[str], width: int = 30) -> None:
        self.stream = stream
        self.width = width

    def __call__(self, done: int, total: int) -> None:
        filled = self.width * done // total
        bar = "#" * filled + "-" * (self.width - filled)
        end = "\n" if done == total else ""
        self.stream.write(f"\r[{bar}] {done}/{total} games{end}")
        self.stream.flush()


def _option(text: str) -> tuple[str, object]:
    name, sep, raw = text.partition("=")
    if not sep or not name.strip():
        raise argparse.ArgumentTypeError(f"write an option as NAME=VALUE (e.g. calls=auto), not {text!r}")
    value: object = raw.strip()
    low = raw.strip().lower()
    if low in ("true", "false"):
        value = low == "true"
    elif low == "none":
        value = None
    elif low.lstrip("-").isdigit():
        value = int(low)
    return name.strip(), value


def _bot_list(text: str) -> list[str]:
    names = [n.strip() for n in text.split(",")]
    if not all(names):
        raise argparse.ArgumentTypeError(f"write the bots as names separated by commas, not {text!r}")
    for name in names:
        try:
            make_bot(name)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    return names


def _check_games(games: object) -> None:
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise ValueError(f"games must be a whole number from 1 to {MAX_GAMES}, not {games!r:.60}")


def _games(text: str) -> int:
    value = _positive(text)
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(f"expected a whole number from 1 to {MAX_GAMES} (the most games), not {value}")
    return value


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of 1 or more, not {value}")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The tournament's command-line arguments."""
    parser.add_argument("--variant", default="numnum", choices=variant_ids(), help="the game (default numnum)")
    parser.add_argument("--players", type=_positive, default=4, help="players at the table (default 4)")
    parser.add_argument(
        "--bots",
        type=_bot_list,
        default=None,
        help="one bot per seat, separated by commas (random, greedy, expert, level1-level5), "
        "or one for every seat (default greedy); with --round-robin the bots to pair (default level1-level5)",
    )
    parser.add_argument(
        "--round-robin",
        action="store_true",
        help="every pair of the bots plays --games games; prints every pair's results and the ratings",
    )
    parser.add_argument("--games", type=_games, default=100, help=f"games to play, 1 to {MAX_GAMES} (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="game i is dealt with seed S+i (default 0)")
    parser.add_argument("--preset", default=None, help="the rules preset (maumau: basic or club)")
    parser.add_argument(
        "--option", type=_option, action="append", default=[], metavar="NAME=VALUE", help="a rule option (repeatable)"
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON (no progress bar)")


def run(args: argparse.Namespace, parser: argparse.ArgumentParser, out: IO[str], err: IO[str]) -> int:
    """Carry out parsed arguments; bad settings end in ``parser.error`` (exit status 2)."""
    options = dict(args.option)
    if args.round_robin:
        return _run_round_robin(args, parser, out, err, options)
    bots = args.bots or ["greedy"]
    try:
        numnum.new_game(args.variant, args.players, seed=args.seed, preset=args.preset, **options)
        if len(bots) not in (1, args.players):
            raise ValueError(f"give one bot for every seat ({args.players}) or a single bot for all, not {len(bots)}")
    except ValueError as exc:
        parser.error(str(exc))
    progress = None if args.json else _Progress(err)
    result = run_tournament(
        args.variant,
        args.players,
        bots,
        args.games,
        args.seed,
        preset=args.preset,
        options=options,
        progress=progress,
    )
    if args.json:
        out.write(json.dumps(result.to_dict(), indent=2) + "\n")
    else:
        out.write(format_table(result) + "\n")
    return 0


def _run_round_robin(
    args: argparse.Namespace, parser: argparse.ArgumentParser, out: IO[str], err: IO[str], options: dict[str, Any]
) -> int:
    bots = args.bots or [f"level{level}" for level in sorted(LEVELS)]
    try:
        numnum.new_game(args.variant, args.players, seed=args.seed, preset=args.preset, **options)
        if len(bots) < 2:
            raise ValueError(f"a round robin needs two bots or more, not {len(bots)}")
    except ValueError as exc:
        parser.error(str(exc))
    progress = None if args.json else _Progress(err)
    result = round_robin(
        args.variant, args.players, bots, args.games, args.seed, preset=args.preset, options=options, progress=progress
    )
    if args.json:
        out.write(json.dumps(result.to_dict(), indent=2) + "\n")
    else:
        out.write(format_round_robin(result) + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m numnum tournament ...`` without the word ``tournament``; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m numnum tournament", description="Play seeded bot games with the seats rotated."
    )
    add_arguments(parser)
    args = parser.parse_args(argv)
    return run(args, parser, sys.stdout, sys.stderr)
