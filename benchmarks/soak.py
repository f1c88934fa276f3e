"""Soak: many random games of every set-up, every invariant checked on every step.

For each variant (and preset) the soak plays ``--games`` games.  Each game draws its own set-up
from its seed: the number of players (any the rules allow), every rule option (hand sizes, rounds,
calls made or forgotten, house rules, open hands, individual cards ...), then random legal moves.
On every step it checks that

- no card is lost or made up (the cards on the table are the dealt deck, as a multiset);
- the legal moves are empty exactly when the game is over, and the chosen one plays without error;
- the game ends (the stalemate rule ends every round; a game longer than ``LONGEST`` moves fails);

and at one random step of every game it saves the game, loads it, and plays the loaded copy in
step with the original for ``TWIN_MOVES`` moves: the legal moves and then the saves must be the
same.  Set-ups that
``new_game`` refuses are counted (they must be refused with a ``ValueError`` that has a message).

Usage::

    python benchmarks/soak.py                         # 100,000 games per variant, 2 processes
    python benchmarks/soak.py --games 2000 --variant numnum --processes 1
    make soak                                         # the same as the first line

It prints a progress bar on standard error, then per variant: games, set-ups refused, moves,
games per second, the longest game, how many rounds ended at a blocked table (or a stalemate), and
every failure with the seed that repeats it (``--repeat VARIANT:SEED`` plays that one game again
with a traceback).  The exit code is 1 when any game failed.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing
import random
import signal
import sys
import time
import traceback
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import chain
from operator import attrgetter
from typing import Any

import numnum
from numnum.engine.registry import rules_for
from numnum.options import IntRange, OneOf

#: The set-ups soaked: every variant, classic Mau Mau with both presets.
SETUPS = ("numnum", "maumau:basic", "maumau:club", "maumau_110", "number_one")
#: More moves than any game may take (the stalemate ends a round after 100 turns per player
#: without progress; rounds are at most 3 here).
LONGEST = 200_000
#: The whole multiset of cards is compared every this many moves (a count and a checksum on every move).
FULL_CHECK = 25
#: The loaded copy plays in step with the original for this many moves, then their saves must agree.
TWIN_MOVES = 150
SERIAL = attrgetter("serial")
#: Games handed to a worker at a time.
CHUNK = 250


@dataclass
class Tally:
    """What a batch of games showed."""

    games: int = 0
    refused: int = 0
    moves: int = 0
    seconds: float = 0.0
    longest: int = 0
    longest_seed: int = -1
    blocked: int = 0  #: rounds that ended at a blocked table (a stalemate included)
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.refused += other.refused
        self.moves += other.moves
        self.seconds += other.seconds
        if other.longest > self.longest:
            self.longest, self.longest_seed = other.longest, other.longest_seed
        self.blocked += other.blocked
        self.failures += other.failures


def setup_for(setup: str, seed: int) -> tuple[str, int, dict[str, Any]]:
    """The variant, players and options of game ``seed`` (drawn from the seed alone)."""
    rng = random.Random(f"setup {setup} {seed}")
    variant, _, preset = setup.partition(":")
    rules_cls = rules_for(variant)
    options: dict[str, Any] = {"preset": preset} if preset else {}
    for name, check in ((f.name, f.metadata["check"]) for f in dataclasses.fields(rules_cls.OPTIONS)):
        if rng.random() < 0.5:
            continue  # the preset's or the default value
        if name == "rounds":
            options[name] = rng.choice((1, 1, 2, 3))
        elif name == "hand_size":
            options[name] = rng.choice((None, 1, 2, 3, 5, 7, 10, 13))
        elif name == "custom_cards":
            options[name] = rng.randint(0, 10)
        elif isinstance(check, IntRange):
            options[name] = rng.randint(check.lo, min(check.hi, check.lo + 10))
        elif isinstance(check, OneOf):
            options[name] = rng.choice(check.values)
        elif name == "custom_rule":
            from numnum.variants.number_one import CUSTOM_RULES

            options[name] = rng.choice(sorted(CUSTOM_RULES))
    given = {k: v for k, v in options.items() if k != "preset"}
    lo, hi = rules_cls(rules_cls.OPTIONS.build(preset or None, **given)).player_range()
    return variant, rng.randint(lo, hi), options


def play_one(setup: str, seed: int, tally: Tally) -> None:
    """Play game ``seed`` of ``setup`` with every check; a broken promise raises AssertionError."""
    try:
        variant, players, options = setup_for(setup, seed)
        g = numnum.new_game(variant, players, seed=seed, **options)
    except ValueError as exc:
        assert str(exc).strip(), "a set-up was refused with an empty message"
        tally.refused += 1
        return
    rng = random.Random(seed)
    deck = Counter(g.deck)
    size, checksum = len(g.deck), sum(c.serial for c in g.deck)
    save_at = rng.randrange(60)
    twin: numnum.Game | None = None
    moves = 0
    while True:
        legal = g.legal_moves()
        # no card lost or made up: the count and a checksum of the cards on every step, the
        # whole multiset every FULL_CHECK moves and at the end
        table = [*chain(*g.hands), *g.stock, *g.discard_pile, *g.ban_spot.values(), *g.aside]
        assert len(table) == size and sum(map(SERIAL, table)) == checksum, f"cards lost or made up at move {moves}"
        if moves % FULL_CHECK == 0 or not legal:
            assert Counter(table) == deck, f"cards changed at move {moves}"
        assert bool(legal) != g.is_over, f"legal moves {legal!r} but is_over={g.is_over} at move {moves}"
        if twin is not None:
            assert twin.legal_moves() == legal, f"the loaded game offers other moves at move {moves}"
            if moves == save_at + TWIN_MOVES or not legal:
                assert twin.to_json() == g.to_json(), f"the loaded game went on differently by move {moves}"
                twin = None
        if not legal:
            break
        if moves == save_at:
            text = g.to_json()
            twin = numnum.load_game(text)
            assert twin.to_json() == text, "a loaded game saves differently"
        move = legal[rng.randrange(len(legal))]
        g.play(move)
        if twin is not None:
            twin.play(move.text)
        moves += 1
        assert moves < LONGEST, f"the game did not end in {LONGEST} moves"
    tally.games += 1
    tally.moves += moves
    if moves > tally.longest:
        tally.longest, tally.longest_seed = moves, seed
    tally.blocked += sum(1 for _, text in g.history if text == "blocked")


def run_chunk(job: tuple[str, int, int]) -> tuple[str, Tally]:
    setup, start, count = job
    tally = Tally()
    began = time.perf_counter()
    for seed in range(start, start + count):
        try:
            play_one(setup, seed, tally)
        except Exception as exc:  # every failure is reported with its seed, none stops the soak
            tally.failures.append(f"{setup} seed {seed}: {type(exc).__name__}: {exc}")
    tally.seconds = time.perf_counter() - began
    return setup, tally


def jobs(setups: list[str], games: int, first_seed: int) -> Iterator[tuple[str, int, int]]:
    for start in range(first_seed, first_seed + games, CHUNK):
        for setup in setups:  # interleaved, so that the bar moves evenly through the set-ups
            yield setup, start, min(CHUNK, first_seed + games - start)


def bar(done: int, total: int, began: float, width: int = 30) -> str:
    part = done / total if total else 1.0
    elapsed = time.perf_counter() - began
    left = elapsed / part - elapsed if part else 0.0
    filled = int(width * part)
    shown = f"[{'#' * filled}{'.' * (width - filled)}] {done:,}/{total:,} games"
    return f"\r{shown}, {elapsed:.0f} s, about {left:.0f} s left "


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="games per set-up (default 100,000)")
    parser.add_argument("--variant", action="append", choices=SETUPS, help="only these set-ups (repeatable)")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--repeat", metavar="SETUP:SEED", help="play one game again, with a traceback on failure")
    args = parser.parse_args(argv)
    if args.repeat:
        setup, _, seed = args.repeat.rpartition(":")
        play_one(setup, int(seed), Tally())  # raises with the traceback
        print(f"{setup} seed {seed}: fine")
        return 0
    if args.games < 1 or args.processes < 1:
        parser.error("--games and --processes must be at least 1")
    setups = args.variant or list(SETUPS)
    totals = {s: Tally() for s in setups}
    total = args.games * len(setups)
    began = time.perf_counter()
    done = 0
    work = list(jobs(setups, args.games, args.seed))
    stopped = False
    signal.signal(signal.SIGTERM, _interrupt)
    with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
        try:
            for setup, tally in pool.imap_unordered(run_chunk, work):
                totals[setup].add(tally)
                done += tally.games + tally.refused + len(tally.failures)
                print(bar(done, total, began), end="", file=sys.stderr, flush=True)
        except KeyboardInterrupt:  # Ctrl+C or SIGTERM: report what was played so far
            stopped = True
            pool.terminate()
    wall = time.perf_counter() - began
    print(file=sys.stderr)
    if stopped:
        print(f"stopped early: {done:,} of {total:,} games played", file=sys.stderr)
    report(totals, wall, args.processes, args.json)
    return 1 if stopped or any(t.failures for t in totals.values()) else 0


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def report(totals: dict[str, Tally], wall: float, processes: int, as_json: bool) -> None:
    if as_json:
        out = {s: dict(vars(t)) for s, t in totals.items()}
        print(json.dumps({"wall_seconds": wall, "processes": processes, "setups": out}, indent=2))
        return
    print(f"soak: {sum(t.games for t in totals.values()):,} games in {wall:.0f} s with {processes} processes")
    print(f"{'set-up':<14}{'games':>9}{'refused':>9}{'moves':>12}{'games/s':>9}{'longest':>9}{'blocked':>9}  failures")
    for setup, t in totals.items():
        rate = t.games / t.seconds if t.seconds else 0.0
        print(
            f"{setup:<14}{t.games:>9,}{t.refused:>9,}{t.moves:>12,}{rate:>9.0f}"
            f"{t.longest:>9,}{t.blocked:>9,}  {len(t.failures)}"
        )
    for setup, t in totals.items():
        if t.longest_seed >= 0:
            print(f"  {setup}: the longest game is seed {t.longest_seed} ({t.longest:,} moves)")
        for line in t.failures[:20]:
            print("  FAILED " + line)
        if len(t.failures) > 20:
            print(f"  ... and {len(t.failures) - 20} more failures of {setup}")


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        traceback.print_exc(limit=0)
        sys.exit(130)
