"""How quickly does the card table answer a click, and keep the pace of the computer players?
A benchmark, not a test: it prints only.

    .venv/bin/python benchmarks/widget.py                 # 6 games per variant, 100 computer moves
    .venv/bin/python benchmarks/widget.py --bot-moves 300 # more computer moves per variant
    .venv/bin/python benchmarks/widget.py --quick         # 1 game, 5 computer moves per variant

Clicks: kernel-side time from a click message to the updated view: the controller acts on the
message (the engine checks and plays the move, explains every card of the hand for the hints),
the renderer draws the whole table as HTML and the widget sets its synced traits.  One person
plays against three greedy computer players and makes every move by clicks, as a child would;
the figures are the median and the 95th percentile over all clicks of a variant (target: p95
<= 50 ms).

Computer moves: one person (random moves by clicks) against three level-5 computer players at
"no waiting" (no pause in the browser); each computer move is timed in the kernel from the
browser's request to the new view: the thinking (the expert's search with the table's time
limit, ``BOT_THINKING_SECONDS``), the move and the new picture.  Median and slowest per variant;
the table's promise is its pause plus ``BOT_MOVE_SECONDS`` (0.5 s) for every single move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

TARGET_MS = 50.0
VARIANTS = (("numnum", {}), ("maumau", {}), ("maumau", {"preset": "club"}), ("maumau_110", {}), ("number_one", {}))


def run(name: str, options: dict[str, object], games: int) -> list[float]:
    """Seconds per click over ``games`` games of ``name``."""
    from numnum.widget.card_table import CardTable
    from numnum.widget.controller import Controller

    timings: list[float] = []
    for seed in range(games):
        w = CardTable(Controller(name, players=4, humans=1, seed=seed, autosave=False, bot_delay=0, **options))  # type: ignore[arg-type]
        t = w.controller
        rng = random.Random(seed)
        while not t.game.is_over:
            if w.bot_wait >= 0:
                w.bot_move()
            elif t.overlay_kind() is not None:
                w.click("next_round")
            else:
                w.click_move(rng.choice(list(t.game.legal_moves())))
        timings += w.timings
    return timings


def computer_moves(name: str, options: dict[str, Any], moves: int) -> list[float]:
    """Seconds per computer move (request to new view) of ``moves`` moves of three level-5
    players at "no waiting", over as many games of ``name`` as that takes."""
    from numnum.widget.card_table import CardTable
    from numnum.widget.controller import BOT_SPEEDS, Controller

    timings: list[float] = []
    seed = 0
    while len(timings) < moves:
        table = Controller(
            name,
            players=4,
            humans=1,
            bots=5,
            seed=seed,
            autosave=False,
            bot_delay=BOT_SPEEDS["instant"] / 1000,
            **options,
        )
        w = CardTable(table)
        rng = random.Random(seed)
        while not table.game.is_over and len(timings) < moves:
            if w.bot_wait >= 0:
                start = time.perf_counter()
                w.bot_move()
                timings.append(time.perf_counter() - start)
            elif table.overlay_kind() is not None:
                w.click("next_round")
            else:
                w.click_move(rng.choice(list(table.game.legal_moves())))
        seed += 1
    return timings


def main() -> None:
    from numnum.widget.controller import BOT_MOVE_SECONDS, BOT_SPEEDS, BOT_THINKING_SECONDS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one game and 5 computer moves per variant")
    parser.add_argument("--bot-moves", type=int, default=None, help="computer moves per variant (default 100)")
    args = parser.parse_args()
    games = 1 if args.quick else 6
    bot_moves = args.bot_moves or (5 if args.quick else 100)
    for name, options in VARIANTS:
        timings = sorted(run(name, options, games))
        p50 = statistics.median(timings) * 1000
        p95 = timings[min(len(timings) - 1, int(0.95 * len(timings)))] * 1000
        label = f"{name}:{options['preset']}" if options else name
        verdict = "ok" if p95 <= TARGET_MS else "MISSED"
        print(
            f"{label:<12} {len(timings):>5} clicks  median {p50:6.2f} ms  p95 {p95:6.2f} ms (target <= 50 ms) {verdict}"
        )
    pause = BOT_SPEEDS["instant"]
    target = pause + 1000 * BOT_MOVE_SECONDS
    print(
        f"Three level-5 computer players, pause {pause} ms (no waiting), thinking at most "
        f"{1000 * BOT_THINKING_SECONDS:.0f} ms:"
    )
    for name, options in VARIANTS:
        timings = computer_moves(name, options, bot_moves)
        p50 = statistics.median(timings) * 1000
        slowest = max(timings) * 1000
        label = f"{name}:{options['preset']}" if options else name
        verdict = "ok" if slowest <= target else "MISSED"
        print(
            f"{label:<12} {len(timings):>5} computer moves  median {p50:6.1f} ms  max {slowest:6.1f} ms "
            f"(target <= {target:.0f} ms) {verdict}"
        )


if __name__ == "__main__":
    main()
