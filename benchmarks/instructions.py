"""Engine cost in processor instructions per move, counted by valgrind (callgrind).

Timings on a shared 2-core machine move with the load; instruction counts do not: the same
binary, inputs and ``PYTHONHASHSEED`` give the same count whatever else runs.  For each variant
(and preset) this plays ``--warm`` games (the play tables fill on first use), then ``--games``
games of random legal play through the public API, the loop of ``engine.py``, once under
callgrind with the measured games and once without them; the difference over the moves made is
the cost of a move (dealing included).  The reference loop ``../shared/bench/maumau_ref.py`` is
counted the same way, and the ratio ours / reference is printed beside it.

A ratio of instructions is not a ratio of time: a move of ours walks more memory and more code
than the reference's few small lists (more cache misses per instruction), so the timed ratio of
``engine.py`` is higher.  Use this script to see what a change of the hot path does, the timed
one for the targets.

Usage::

    python benchmarks/instructions.py                          # every variant, pure Python
    python benchmarks/instructions.py --variant numnum --python .venv-compiled/bin/python
    python benchmarks/instructions.py --json

This is a benchmark, not a test: nothing here fails because of a count.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
REFERENCE = (PROJECT / ".." / "shared" / "bench" / "maumau_ref.py").resolve()
VARIANTS = ["numnum", "maumau:basic", "maumau:club", "maumau_110", "number_one"]

#: What runs under valgrind: ``warm`` games, then ``games`` more, printing the moves of those.
OURS = """
import random, sys
import numnum
spec, warm, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
variant, _, preset = spec.partition(":")
def run(first, n):
    choice = random.Random(first).choice
    moves = 0
    for seed in range(first, first + n):
        g = numnum.new_game(variant, 4, seed=seed, preset=preset or None)
        legal = g.legal_moves()
        while legal:
            g.play(choice(legal))
            moves += 1
            legal = g.legal_moves()
    return moves
run(100_000, warm)
print("MOVES", run(1, games), "COMPILED", int(numnum.is_compiled()))
"""

REF = """
import importlib.util, random, sys
spec = importlib.util.spec_from_file_location("maumau_ref", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
warm, games = int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(5)
for _ in range(warm):
    module.play_game(4, rng)
rng = random.Random(1)
print("MOVES", sum(module.play_game(4, rng)[0] for _ in range(games)), "COMPILED 0")
"""


def count(python: str, program: str, args: list[str]) -> tuple[int, int, bool]:
    """Instructions, moves and whether numnum ran compiled, of ``program`` under callgrind."""
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", python, "-c", program, *args],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).parent,  # not the project root: the installed numnum of ``python``
        env={**os.environ, "PYTHONHASHSEED": "0"},
        timeout=3600,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    moves = re.search(r"MOVES (\d+) COMPILED (\d)", done.stdout)
    if done.returncode != 0 or found is None or moves is None:
        raise RuntimeError(f"valgrind {python} failed:\n{done.stderr[-2000:]}")
    return int(found.group(1)), int(moves.group(1)), moves.group(2) == "1"


def per_move(python: str, program: str, first: list[str], warm: int, games: int) -> tuple[float, int, bool]:
    """Instructions per move of the measured games (the run with them less the run without)."""
    with_games, moves, compiled = count(python, program, [*first, str(warm), str(games)])
    without, _, _ = count(python, program, [*first, str(warm), "0"])
    return (with_games - without) / max(1, moves), moves, compiled


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", action="append", help="variant or variant:preset (repeatable); default: all")
    parser.add_argument("--games", type=int, default=150, help="games counted per variant (150)")
    parser.add_argument("--warm", type=int, default=300, help="games played first, not counted (300)")
    parser.add_argument("--python", default=sys.executable, help="the interpreter whose numnum is counted")
    parser.add_argument("--reference", type=Path, default=REFERENCE, help="path of maumau_ref.py")
    parser.add_argument("--json", action="store_true", help="print one JSON object per row")
    args = parser.parse_args(argv)
    if args.games < 1 or args.warm < 0:
        parser.error("--games must be at least 1 and --warm at least 0")
    if shutil.which("valgrind") is None:
        parser.error("valgrind is not installed (apt-get install valgrind)")
    specs = args.variant or VARIANTS
    for spec in specs:
        if spec not in VARIANTS:
            parser.error(f"--variant {spec}: choose from {', '.join(VARIANTS)}")

    ref = None
    if args.reference.is_file():
        ref, ref_moves, _ = per_move(args.python, REF, [str(args.reference)], args.warm, 10 * args.games)
        if not args.json:
            print(f"reference loop: {ref:,.0f} instructions a move ({ref_moves} moves)")
    elif not args.json:
        print(f"reference loop not found at {args.reference}: no ratio")
    for spec in specs:
        cost, moves, compiled = per_move(args.python, OURS, [spec], args.warm, args.games)
        build = "compiled" if compiled else "pure"
        row = {"variant": spec, "build": build, "moves": moves, "instructions_per_move": round(cost)}
        if ref:
            row["reference_instructions_per_move"] = round(ref)
            row["ratio"] = round(cost / ref, 3)
        if args.json:
            print(json.dumps(row), flush=True)
        else:
            ratio = f"{cost / ref:6.2f}" if ref else "   n/a"
            print(
                f"{spec:<14} {build:<9} {moves:>8} moves {cost:>9,.0f} instructions a move  ratio {ratio}", flush=True
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
