"""Engine speed: microseconds per move of random legal play through the public API.

For each variant (and preset) the loop is exactly what a bot tournament does::

    g = numnum.new_game(variant, players, seed=seed, preset=preset)
    while legal := g.legal_moves():
        g.play(rng.choice(legal))

In the same run, the reference loop ``../shared/bench/maumau_ref.py`` (a minimal crazy-eights
in plain Python, about the floor for a pure-Python engine) plays as many moves, and the ratio
ours/reference cancels out the speed of the machine (target: <= 2.0).  There are ``--runs``
short runs (15 of 300 games): each of ours is followed right away by a reference run of as many
moves, and the ratio is the median of these paired ratios, so that a slow moment of a shared
machine falls on both sides of a pair (its quartiles show the spread).  The times are medians
too.  Dealing is part of both loops (``new_game`` here, the shuffle and deal in ``play_game``
there).

Usage::

    python benchmarks/engine.py                       # every playable variant and preset
    python benchmarks/engine.py --variant numnum --games 5000
    python benchmarks/engine.py --variant maumau:club --json

With the ``bench`` extra installed (``.venv/bin/pip install -e '.[bench]'``), rows for other
engines follow in the same table, paired with the reference loop in the same way: OpenSpiel's
``crazy_eights`` (chance nodes timed, only player moves counted) and RLCard's UNO, through
``env.step`` (with the numpy observation an RL agent gets) and through ``env.game.step``.  They
are the random-play loops of ``benchmarks/compare.py``; each run plays whole games until it has
made as many moves as a run of the first numnum row.

This is a benchmark, not a test: nothing here fails because of a timing.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numnum

sys.path.insert(0, str(Path(__file__).resolve().parent))  # however the script is run
import compare  # beside this file: the other engines' loops and the reference's

PROJECT = Path(__file__).resolve().parent.parent
REFERENCE = (PROJECT / ".." / "shared" / "bench" / "maumau_ref.py").resolve()
TARGET_RATIO = 2.0
#: Pure Python's targets where they differ from TARGET_RATIO: Number ONE's combinations
#: (Doppeln, Strasse, Leg-Zwei) do measurably more work per move.
PURE_TARGETS = {"number_one": 2.7}
#: The target of the engine compiled with mypyc, in every variant.
COMPILED_TARGET = 1.0
#: The width of the first column (the longest name: "open_spiel:crazy_eights").
NAME_WIDTH = 25
#: The other engines' loops (compare.py) play 4 players.
PLAYERS_OF_OTHERS = 4
#: The interpreter of the compiled build (``make test-compiled`` makes it).
COMPILED_PYTHON = PROJECT / ".venv-compiled" / "bin" / "python"


def pure_target(spec: str) -> float:
    return PURE_TARGETS.get(spec.partition(":")[0], TARGET_RATIO)


def presets_of(variant: str) -> list[str | None]:
    """The variant's named presets, or ``[None]`` when it has none."""
    try:
        from numnum.engine.registry import rules_for

        presets = list(rules_for(variant).OPTIONS.PRESETS)
    except (ImportError, AttributeError, ValueError):
        presets = []
    return list(presets) or [None]


def playable_specs(players: int) -> list[str]:
    """Every variant (``variant:preset`` for each preset) that can start a game of ``players``."""
    specs = []
    for variant in numnum.VARIANTS:
        for preset in presets_of(variant):
            try:
                numnum.new_game(variant, players, seed=0, preset=preset)
            except ValueError:
                continue
            specs.append(variant if preset is None else f"{variant}:{preset}")
    return specs


def run_ours(spec: str, players: int, games: int, first_seed: int) -> dict[str, float]:
    """Play ``games`` random games; the time with and without ``new_game``, and the moves."""
    variant, _, preset = spec.partition(":")
    new_game = numnum.new_game
    clock = time.perf_counter
    moves = 0
    dealing = 0.0
    choice = random.Random(first_seed).choice  # one generator per run, as in the reference loop
    gc.collect()
    t0 = clock()
    for seed in range(first_seed, first_seed + games):
        d0 = clock()
        g = new_game(variant, players, seed=seed, preset=preset or None)
        dealing += clock() - d0
        legal = g.legal_moves()
        while legal:
            g.play(choice(legal))
            moves += 1
            legal = g.legal_moves()
    total = clock() - t0
    return {"sec": total, "deal_sec": dealing, "moves": moves}


def run_reference(
    play_game: Callable[[int, random.Random], tuple[int, int]], players: int, moves: int, seed: int
) -> dict[str, float]:
    """Play reference games until at least ``moves`` moves are made."""
    rng = random.Random(seed)
    clock = time.perf_counter
    done = games = 0
    gc.collect()
    t0 = clock()
    while done < moves:
        m, _ = play_game(players, rng)
        done += m
        games += 1
    return {"sec": clock() - t0, "moves": done, "games": games}


def quartiles(values: list[float]) -> tuple[float, float]:
    """The lower and upper quartile of ``values`` (both the value itself when there is one).

    >>> quartiles([1.0, 2.0, 3.0, 4.0, 5.0])
    (1.5, 4.5)
    """
    if len(values) < 2:
        return values[0], values[0]
    q1, _, q3 = statistics.quantiles(values, n=4)
    return q1, q3


def bench(
    spec: str,
    players: int,
    games: int,
    runs: int,
    play_game: Callable[[int, random.Random], tuple[int, int]] | None,
) -> dict[str, Any]:
    ours, ref = [], []
    for run in range(runs):
        ours.append(run_ours(spec, players, games, 1_000_000 * run + 1))
        if play_game is not None:
            ref.append(run_reference(play_game, players, int(ours[-1]["moves"]), 99 + run))
    us = [r["sec"] / r["moves"] * 1e6 for r in ours]
    us_play = [(r["sec"] - r["deal_sec"]) / r["moves"] * 1e6 for r in ours]
    result: dict[str, Any] = {
        "variant": spec,
        "players": players,
        "games": games,
        "runs": runs,
        "moves_per_game": round(statistics.median(r["moves"] for r in ours) / games, 1),
        "us_per_move": round(statistics.median(us), 3),
        "us_per_move_without_dealing": round(statistics.median(us_play), 3),
        "us_per_move_runs": [round(x, 3) for x in us],
    }
    if ref:
        ref_us = [r["sec"] / r["moves"] * 1e6 for r in ref]
        result["reference_us_per_move"] = round(statistics.median(ref_us), 3)
        result["reference_us_per_move_runs"] = [round(x, 3) for x in ref_us]
        ratios = [a / b for a, b in zip(us, ref_us, strict=True)]
        result["ratio"] = round(statistics.median(ratios), 2)  # the median of the paired ratios
        result["ratio_quartiles"] = [round(q, 2) for q in quartiles(ratios)]
        result["ratio_runs"] = [round(x, 2) for x in ratios]
        result["target_ratio"] = TARGET_RATIO
    return result


def other_engines() -> tuple[dict[str, Callable[[int, int, int], dict[str, float]]], list[str]]:
    """The other engines' random-play loops that can run here (from ``compare.py``), and a line
    for each one that cannot, saying how to install it."""
    runners = {}
    missing = []
    rlcard, why = compare.optional_import("rlcard")
    if rlcard is not None:
        runners["rlcard:uno (env)"] = compare.rlcard_env_runner(rlcard)
        runners["rlcard:uno (game)"] = compare.rlcard_game_runner(rlcard)
    else:
        missing.append(f"rlcard is not installed ({why}): no RLCard rows; install with {compare.INSTALL_HINT}")
    pyspiel, why = compare.optional_import("pyspiel")
    if pyspiel is not None:
        runners["open_spiel:crazy_eights"] = compare.open_spiel_runner(pyspiel)
    else:
        missing.append(f"open_spiel is not installed ({why}): no OpenSpiel row; install with {compare.INSTALL_HINT}")
    return runners, missing


def bench_other(
    name: str,
    runner: Callable[[int, int, int], dict[str, float]],
    moves: int,
    runs: int,
    play_game: Callable[[int, random.Random], tuple[int, int]] | None,
) -> dict[str, Any]:
    """Like :func:`bench` for another engine: each run plays whole games until ``moves`` moves
    are made, followed right away by a reference run of as many moves."""
    mine, ref = [], []
    for run in range(runs):
        mine.append(runner(0, 1_000_000 * run + 1, moves))
        if play_game is not None:
            ref.append(run_reference(play_game, PLAYERS_OF_OTHERS, int(mine[-1]["moves"]), 99 + run))
    us = [r["sec"] / r["moves"] * 1e6 for r in mine]
    result: dict[str, Any] = {
        "variant": name,
        "players": PLAYERS_OF_OTHERS,
        "runs": runs,
        "moves_per_game": round(sum(r["moves"] for r in mine) / sum(r["games"] for r in mine), 1),
        "finished": round(sum(r["finished"] for r in mine) / sum(r["games"] for r in mine), 3),
        "us_per_move": round(statistics.median(us), 3),
        "us_per_move_runs": [round(x, 3) for x in us],
    }
    if ref:
        ref_us = [r["sec"] / r["moves"] * 1e6 for r in ref]
        ratios = [a / b for a, b in zip(us, ref_us, strict=True)]
        result["reference_us_per_move"] = round(statistics.median(ref_us), 3)
        result["reference_us_per_move_runs"] = [round(x, 3) for x in ref_us]
        result["ratio"] = round(statistics.median(ratios), 2)
        result["ratio_quartiles"] = [round(q, 2) for q in quartiles(ratios)]
        result["ratio_runs"] = [round(x, 2) for x in ratios]
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per run and variant (300)")
    parser.add_argument("--variant", action="append", help="variant or variant:preset (repeatable); default: all")
    parser.add_argument("--players", type=int, default=4, help="players per game (4)")
    parser.add_argument("--runs", type=int, default=15, help="runs; the figures are medians (15)")
    parser.add_argument("--reference", type=Path, default=REFERENCE, help="path of maumau_ref.py")
    parser.add_argument("--json", action="store_true", help="print one JSON object per variant")
    parser.add_argument(
        "--compiled",
        type=Path,
        default=COMPILED_PYTHON,
        help="python of an environment with the compiled wheel, measured in a second column "
        "(default: .venv-compiled/bin/python, when it exists; 'none' to skip)",
    )
    parser.add_argument(
        "--no-others",
        action="store_true",
        help="leave out OpenSpiel and RLCard even when the bench extra is installed",
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.runs < 1:
        parser.error("--games and --runs must be at least 1")

    specs = args.variant or playable_specs(args.players)
    for spec in specs:
        variant, _, preset = spec.partition(":")
        try:
            numnum.new_game(variant, args.players, seed=0, preset=preset or None)
        except ValueError as exc:
            parser.error(f"--variant {spec}: {exc}")
    play_game = None
    if args.reference.is_file():
        play_game = compare.load_reference(args.reference)
    else:
        print(f"reference loop not found at {args.reference}: no ratio", file=sys.stderr)

    build = "compiled with mypyc" if numnum.is_compiled() else "pure Python"
    if not args.json:
        print(f"random legal play, {args.players} players, {args.games} games x {args.runs} runs (medians)")
        print(f"reference: {args.reference}; numnum: {build}")
        print(
            f"{'variant':<{NAME_WIDTH}}{'moves/game':>11}{'us/move':>9}{'no deal':>9}{'ref us/move':>13}{'ratio':>7}"
            f"{'quartiles':>12}{'target':>8}"
        )
    results = []
    for spec in specs:
        r = bench(spec, args.players, args.games, args.runs, play_game)
        r["build"] = build
        results.append(r)
        if args.json:
            print(json.dumps(r), flush=True)
            continue
        print(row(spec, r, COMPILED_TARGET if numnum.is_compiled() else pure_target(spec)), flush=True)
    others_ran = False
    if not args.no_others:
        runners, missing = other_engines()
        for line in missing:
            print(line, file=sys.stderr if args.json else sys.stdout, flush=True)
        moves = max(1, round(results[0]["moves_per_game"] * args.games))  # the scale of a numnum run
        for name, runner in runners.items():
            r = bench_other(name, runner, moves, args.runs, play_game)
            others_ran = True
            if args.json:
                print(json.dumps(r), flush=True)
            else:
                print(row(name, r, None), flush=True)
    compiled = args.compiled if str(args.compiled) != "none" and args.compiled.is_file() else None
    if compiled is not None and not numnum.is_compiled():
        side = measure_compiled(compiled, specs, args)
        if args.json:
            for r in side:
                print(json.dumps(r), flush=True)
        else:
            print(f"the same, compiled with mypyc ({compiled}):")
            for r in side:
                print(row(r["variant"], r, COMPILED_TARGET), flush=True)
            print(f"{'variant':<{NAME_WIDTH}}{'pure':>8}{'compiled':>10}{'speed-up':>10}")
            for pure, comp in zip(results, side, strict=True):
                if "ratio" in pure and "ratio" in comp:
                    gain = pure["ratio"] / comp["ratio"]  # each paired with the reference: load cancels out
                    print(f"{pure['variant']:<{NAME_WIDTH}}{pure['ratio']:>8.2f}{comp['ratio']:>10.2f}{gain:>9.2f}x")
    if not args.json and play_game is not None:
        print(
            "ratio = ours / reference, us per move: the median of the runs' paired ratios, and its "
            f"quartiles; targets: pure <= {TARGET_RATIO} (Number ONE <= {PURE_TARGETS['number_one']}), "
            f"compiled <= {COMPILED_TARGET}"
        )
    if not args.json and others_ran:
        print(
            f"other engines: {PLAYERS_OF_OTHERS} players, whole games until a numnum run's moves; no deal = n/a "
            "(their deal is part of the game); open_spiel counts only player moves (chance nodes are timed)"
        )
    return 0


def row(spec: str, r: dict[str, Any], target: float | None) -> str:
    """One line of the table (``target`` None: another engine, which has none)."""
    ratio = f"{r['ratio']:.2f}" if "ratio" in r else "n/a"
    ref = f"{r['reference_us_per_move']:.3f}" if "ratio" in r else "n/a"
    spread = "{:.2f}-{:.2f}".format(*r["ratio_quartiles"]) if "ratio" in r else "n/a"
    no_deal = r.get("us_per_move_without_dealing")
    no_deal_text = f"{no_deal:>9.2f}" if no_deal is not None else f"{'n/a':>9}"
    target_text = f"{target:>7.1f}" if target is not None else f"{'-':>7}"
    return (
        f"{spec:<{NAME_WIDTH}}{r['moves_per_game']:>11.1f}{r['us_per_move']:>9.2f}"
        f"{no_deal_text}{ref:>13} {ratio:>6} {spread:>11} {target_text}"
    )


def measure_compiled(python: Path, specs: list[str], args: argparse.Namespace) -> list[dict[str, Any]]:
    """The same measurement by this script in the environment of ``python`` (the compiled wheel;
    run from benchmarks/, so that the source tree is not importable there)."""
    command = [str(python), str(Path(__file__).resolve()), "--json", "--compiled", "none", "--no-others"]
    command += ["--games", str(args.games), "--runs", str(args.runs), "--players", str(args.players)]
    command += ["--reference", str(args.reference)]
    for spec in specs:
        command += ["--variant", spec]
    done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=Path(__file__).parent)
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


if __name__ == "__main__":
    sys.exit(main())
