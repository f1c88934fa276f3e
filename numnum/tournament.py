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
from numnum.bots import Bot, make_bot
from numnum.engine.registry import variant_ids

__all__ = [
    "Standing",
    "TournamentResult",
    "format_table",
    "luce_ratings",
    "main",
    "play_game",
    "run_tournament",
    "wilson",
]

#: A game still running after this many moves is stopped and counted as unfinished.
MAX_MOVES = 20_000

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


def luce_ratings(tables: Sequence[tuple[int, Sequence[int], Sequence[int]]], entries: int) -> list[float]:
    """Elo-style ratings from ``(games, entries at the table, wins of each of them)`` per kind of
    table (see the module's docstring)."""
    strength = [1.0] * entries
    wins = [0.5] * entries  # the virtual half won game against the anchor
    for games, seated, won in tables:
        if sum(won) > games or min(won, default=0) < 0:
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
) -> TournamentResult:
    """Play ``games`` seeded games with the seats rotated (see the module's docstring).

    ``bots``: one name or level per seat, or a single one for every seat; ``start``: play the
    games ``start`` to ``start + games - 1`` of the series (to split one among processes);
    ``progress(done, games)`` is called after each game; ``observe(entry, legal_moves,
    seconds)`` after each decision (0-based entry), timed by ``clock`` (see :func:`play_game`).
    Bad arguments raise ``ValueError``.
    """
    settings: dict[str, Any] = dict(options or {})
    names = list(bots)
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise ValueError(f"give one bot for every seat ({players}) or a single bot for all, not {len(names)}")
    if type(games) is not int or games < 1:
        raise ValueError(f"games must be a whole number of 1 or more, not {games!r}")
    if type(seed) is not int or type(start) is not int or start < 0:
        raise ValueError(f"seed and start must be whole numbers (start 0 or more), not {seed!r}, {start!r}")
    numnum.new_game(variant, players, seed=seed, preset=preset, **settings)  # check the settings
    entries = [make_bot(name, seed=seed * 1000 + j) for j, name in enumerate(names)]
    wins = [0] * players
    unfinished = moves = 0
    for i in range(start, start + games):
        game = numnum.new_game(variant, players, seed=seed + i, preset=preset, **settings)
        seated = [entries[(s - i) % players] for s in range(players)]
        hear = None if observe is None else _Shifted(observe, i, players)
        winner = play_game(game, seated, hear, clock)
        moves += sum(1 for seat, text in game.history if seat >= 0 and text not in _NOT_MOVES)
        if winner is None:
            unfinished += 1
        else:
            wins[(winner - i) % players] += 1
        if progress is not None:
            progress(i + 1 - start, games)
    ratings = luce_ratings([(games - unfinished, list(range(players)), wins)], players)
    standings = []
    for j, bot in enumerate(entries):
        low, high = wilson(wins[j], games)
        standings.append(Standing(j + 1, bot.name, games, wins[j], wins[j] / games, low, high, ratings[j]))
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
        default=["greedy"],
        help="one bot per seat, separated by commas (random, greedy, expert, level1-level5), "
        "or one for every seat (default greedy)",
    )
    parser.add_argument("--games", type=_positive, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="game i is dealt with seed S+i (default 0)")
    parser.add_argument("--preset", default=None, help="the rules preset (maumau: basic or club)")
    parser.add_argument(
        "--option", type=_option, action="append", default=[], metavar="NAME=VALUE", help="a rule option (repeatable)"
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON (no progress bar)")


def run(args: argparse.Namespace, parser: argparse.ArgumentParser, out: IO[str], err: IO[str]) -> int:
    """Carry out parsed arguments; bad settings end in ``parser.error`` (exit status 2)."""
    options = dict(args.option)
    try:
        numnum.new_game(args.variant, args.players, seed=args.seed, preset=args.preset, **options)
        if len(args.bots) not in (1, args.players):
            raise ValueError(
                f"give one bot for every seat ({args.players}) or a single bot for all, not {len(args.bots)}"
            )
    except ValueError as exc:
        parser.error(str(exc))
    progress = None if args.json else _Progress(err)
    result = run_tournament(
        args.variant,
        args.players,
        args.bots,
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


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m numnum tournament ...`` without the word ``tournament``; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m numnum tournament", description="Play seeded bot games with the seats rotated."
    )
    add_arguments(parser)
    args = parser.parse_args(argv)
    return run(args, parser, sys.stdout, sys.stderr)
