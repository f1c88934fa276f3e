"""Side by side: numnum's engine, the reference loop, RLCard's UNO and OpenSpiel's crazy_eights.

Every engine plays random legal moves for 4 players in this one process, and the figure is
microseconds per move (dealing included), the median of ``--runs`` runs (3):

* ``numnum:maumau_110`` and ``numnum:numnum``: numnum's public API, exactly as in
  ``benchmarks/engine.py``: ``g = numnum.new_game(variant, 4, seed=seed)``, then
  ``g.play(rng.choice(g.legal_moves()))`` until no move is left.  Each plays ``--games`` games.
* ``reference``: ``play_game`` of ``../shared/bench/maumau_ref.py`` (imported from its place,
  not copied), a minimal crazy-eights in plain Python.
* ``rlcard:uno (env)``: ``rlcard.make('uno', config={'game_num_players': 4, 'seed': ...})``,
  ``env.reset()`` then ``env.step(rng.choice(list(state['legal_actions'])))`` until
  ``env.is_over()`` (what an RL agent sees: each step also encodes a numpy observation).
* ``rlcard:uno (game)``: the same game through ``env.game``: ``game.init_game()`` then
  ``game.step(rng.choice(state['legal_actions']))`` (no numpy observation).
* ``open_spiel:crazy_eights``: ``pyspiel.load_game('crazy_eights', {'players': 4})``;
  ``state.apply_action(rng.choice(state.legal_actions()))`` at player nodes, an outcome drawn
  from ``state.chance_outcomes()`` at chance nodes.  Only player moves count as moves; the time
  of the chance nodes (dealing and drawing) is included.  Its defaults (a player may draw up to 5
  cards even when it could play, no reshuffle, ``max_turns`` 100) end most random games before
  anyone empties a hand: the column ``finished`` tells how many games had a winner.

Each step counts as one move (a draw is a move, as in the reference).  The numnum engines play
``--games`` games; the others play whole games until they have made at least as many moves as
``numnum:maumau_110`` made in the same run, so every engine works at the same scale.  Engines
run one after the other within each run, so all see much the same machine state.  The ratio is
us/move of the engine over us/move of the reference (below 1: faster than the reference).

Usage::

    python benchmarks/compare.py                  # 1000 games x 3 runs
    python benchmarks/compare.py --games 200 --json

RLCard and OpenSpiel are optional: ``.venv/bin/pip install -e '.[bench]'``.  Without them, their
rows are left out with a line saying so, and the rest is measured.

This is a benchmark, not a test: nothing here fails because of a timing.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import importlib.util
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import numnum

PROJECT = Path(__file__).resolve().parent.parent
REFERENCE = (PROJECT / ".." / "shared" / "bench" / "maumau_ref.py").resolve()
PLAYERS = 4
MAX_MOVES = 10_000  # per game, a guard against a game that never ends (as in the reference)
INSTALL_HINT = ".venv/bin/pip install -e '.[bench]'"
NUMNUM_VARIANTS = ("maumau_110", "numnum")

# One run of one engine: (games, first seed, moves to reach) -> counts and seconds.
Runner = Callable[[int, int, int], dict[str, float]]


def load_reference(path: Path) -> Callable[[int, random.Random], tuple[int, int]]:
    """``play_game(players, rng) -> (moves, winner)`` from the reference file (not copied)."""
    spec = importlib.util.spec_from_file_location("maumau_ref", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module: ModuleType = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    play_game: Callable[[int, random.Random], tuple[int, int]] = module.play_game
    return play_game


def optional_import(name: str) -> tuple[ModuleType | None, str]:
    """The module, or ``None`` and why it could not be imported."""
    try:
        return importlib.import_module(name), ""
    except Exception as exc:  # an ImportError, or a broken install
        return None, f"{type(exc).__name__}: {exc}"


def numnum_runner(variant: str) -> Runner:
    def run(games: int, first_seed: int, _moves: int) -> dict[str, float]:
        new_game = numnum.new_game
        clock = time.perf_counter
        moves = finished = 0
        gc.collect()
        t0 = clock()
        for seed in range(first_seed, first_seed + games):
            g = new_game(variant, PLAYERS, seed=seed)
            choice = random.Random(seed).choice
            legal = g.legal_moves()
            while legal:
                g.play(choice(legal))
                moves += 1
                legal = g.legal_moves()
            finished += g.winner is not None
        return {"sec": clock() - t0, "moves": moves, "games": games, "finished": finished}

    return run


def reference_runner(play_game: Callable[[int, random.Random], tuple[int, int]]) -> Runner:
    def run(_games: int, seed: int, target: int) -> dict[str, float]:
        rng = random.Random(seed)
        clock = time.perf_counter
        moves = games = finished = 0
        gc.collect()
        t0 = clock()
        while moves < target:
            m, winner = play_game(PLAYERS, rng)
            moves += m
            games += 1
            finished += winner >= 0
        return {"sec": clock() - t0, "moves": moves, "games": games, "finished": finished}

    return run


def rlcard_env_runner(rlcard: ModuleType) -> Runner:
    def run(_games: int, seed: int, target: int) -> dict[str, float]:
        env = rlcard.make("uno", config={"game_num_players": PLAYERS, "seed": seed})
        choice = random.Random(seed).choice
        clock = time.perf_counter
        moves = games = finished = 0
        gc.collect()
        t0 = clock()
        while moves < target:
            state, _ = env.reset()
            m = 0
            while not env.is_over() and m < MAX_MOVES:
                state, _ = env.step(choice(list(state["legal_actions"])))
                m += 1
            moves += m
            games += 1
            finished += env.is_over()
        return {"sec": clock() - t0, "moves": moves, "games": games, "finished": finished}

    return run


def rlcard_game_runner(rlcard: ModuleType) -> Runner:
    def run(_games: int, seed: int, target: int) -> dict[str, float]:
        game = rlcard.make("uno", config={"game_num_players": PLAYERS, "seed": seed}).game
        choice = random.Random(seed).choice
        clock = time.perf_counter
        moves = games = finished = 0
        gc.collect()
        t0 = clock()
        while moves < target:
            state, _ = game.init_game()
            m = 0
            while not game.is_over() and m < MAX_MOVES:
                state, _ = game.step(choice(state["legal_actions"]))
                m += 1
            moves += m
            games += 1
            finished += game.is_over()
        return {"sec": clock() - t0, "moves": moves, "games": games, "finished": finished}

    return run


def open_spiel_runner(pyspiel: ModuleType) -> Runner:
    game = pyspiel.load_game("crazy_eights", {"players": PLAYERS})

    def run(_games: int, seed: int, target: int) -> dict[str, float]:
        rng = random.Random(seed)
        choice, uniform = rng.choice, rng.random
        new_state = game.new_initial_state
        clock = time.perf_counter
        moves = games = finished = chance = 0
        gc.collect()
        t0 = clock()
        while moves < target:
            state = new_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    action, r = outcomes[-1][0], uniform()
                    for outcome, p in outcomes:
                        r -= p
                        if r < 0:
                            action = outcome
                            break
                    state.apply_action(action)
                    chance += 1
                else:
                    state.apply_action(choice(state.legal_actions()))
                    moves += 1
            games += 1
            finished += max(state.returns()) == 0  # 0 for an empty hand, a penalty for any card left
        sec = clock() - t0
        return {"sec": sec, "moves": moves, "games": games, "finished": finished, "chance_nodes": chance}

    return run


def engines(reference: Path) -> tuple[dict[str, Runner], list[str]]:
    """The engines that can run here, in table order, and a line for each one that cannot."""
    runners: dict[str, Runner] = {}
    missing = []
    if reference.is_file():
        runners["reference"] = reference_runner(load_reference(reference))
    else:
        missing.append(f"reference loop not found at {reference}: no ratio")
    for variant in NUMNUM_VARIANTS:
        runners[f"numnum:{variant}"] = numnum_runner(variant)
    rlcard, why = optional_import("rlcard")
    if rlcard is not None:
        runners["rlcard:uno (env)"] = rlcard_env_runner(rlcard)
        runners["rlcard:uno (game)"] = rlcard_game_runner(rlcard)
    else:
        missing.append(f"rlcard is not installed ({why}): RLCard's UNO skipped; install with {INSTALL_HINT}")
    pyspiel, why = optional_import("pyspiel")
    if pyspiel is not None:
        runners["open_spiel:crazy_eights"] = open_spiel_runner(pyspiel)
    else:
        missing.append(
            f"open_spiel is not installed ({why}): OpenSpiel's crazy_eights skipped; install with {INSTALL_HINT}"
        )
    return runners, missing


def bench(runners: dict[str, Runner], games: int, runs: int) -> dict[str, dict[str, Any]]:
    """Every engine in every run; the target moves of a run are those of numnum:maumau_110."""
    order = [f"numnum:{NUMNUM_VARIANTS[0]}"] + [name for name in runners if name != f"numnum:{NUMNUM_VARIANTS[0]}"]
    per_engine: dict[str, list[dict[str, float]]] = {name: [] for name in runners}
    for run in range(runs):
        target = 0
        for name in order:
            r = runners[name](games, 1_000_000 * run + 1, target)
            if name == order[0]:
                target = int(r["moves"])
            per_engine[name].append(r)

    results: dict[str, dict[str, Any]] = {}
    for name in runners:
        rs = per_engine[name]
        us = [r["sec"] / r["moves"] * 1e6 for r in rs]
        result: dict[str, Any] = {
            "engine": name,
            "players": PLAYERS,
            "runs": runs,
            "moves": int(statistics.median(r["moves"] for r in rs)),
            "games": int(statistics.median(r["games"] for r in rs)),
            "moves_per_game": round(sum(r["moves"] for r in rs) / sum(r["games"] for r in rs), 1),
            "finished": round(sum(r["finished"] for r in rs) / sum(r["games"] for r in rs), 3),
            "us_per_move": round(statistics.median(us), 3),
            "us_per_move_runs": [round(x, 3) for x in us],
        }
        if "chance_nodes" in rs[0]:
            result["chance_nodes_per_game"] = round(sum(r["chance_nodes"] for r in rs) / sum(r["games"] for r in rs), 1)
        results[name] = result
    if "reference" in results:
        ref = results["reference"]
        for result in results.values():
            result["ratio"] = round(result["us_per_move"] / ref["us_per_move"], 2)
            result["ratio_runs"] = [
                round(a / b, 2) for a, b in zip(result["us_per_move_runs"], ref["us_per_move_runs"], strict=True)
            ]
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games per run of each numnum variant (1000)")
    parser.add_argument("--runs", type=int, default=3, help="runs; the figures are medians (3)")
    parser.add_argument("--reference", type=Path, default=REFERENCE, help="path of maumau_ref.py")
    parser.add_argument("--json", action="store_true", help="print one JSON object per engine")
    args = parser.parse_args(argv)
    if args.games < 1 or args.runs < 1:
        parser.error("--games and --runs must be at least 1")

    runners, missing = engines(args.reference)
    for line in missing:
        print(line, file=sys.stderr if args.json else sys.stdout, flush=True)
    if not args.json:
        print(f"random legal play, {PLAYERS} players, {args.games} numnum games x {args.runs} runs (medians)")
        print(f"{'engine':<25}{'moves/game':>11}{'finished':>9}{'us/move':>9}{'ratio':>7}", flush=True)
    results = bench(runners, args.games, args.runs)
    for result in results.values():
        if args.json:
            print(json.dumps(result))
            continue
        ratio = f"{result['ratio']:.2f}" if "ratio" in result else "n/a"
        print(
            f"{result['engine']:<25}{result['moves_per_game']:>11.1f}{result['finished']:>9.0%}"
            f"{result['us_per_move']:>9.2f}{ratio:>7}"
        )
    if not args.json:
        print("us/move: dealing included; ratio = us/move / reference us/move (lower is faster)")
        if "open_spiel:crazy_eights" in results:
            print(
                "open_spiel: only player moves count (chance nodes are timed, not counted); its default rules"
                " (up to 5 voluntary draws, no reshuffle, max_turns 100) end most games without a winner"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
