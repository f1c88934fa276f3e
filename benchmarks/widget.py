"""How quickly does the card table answer a click?  A benchmark, not a test: it prints only.

    .venv/bin/python benchmarks/widget.py           # 6 games per variant
    .venv/bin/python benchmarks/widget.py --quick   # 1 game per variant (a few seconds)

Kernel-side time from a click message to the updated view: the controller acts on the message
(the engine checks and plays the move, explains every card of the hand for the hints), the
renderer draws the whole table as HTML and the widget sets its synced traits.  Computer thinking
is excluded (computer moves are timed apart and not counted).  One person plays against three
greedy computer players and makes every move by clicks, as a child would; the figures are the
median and the 95th percentile over all clicks of a variant (target: p95 <= 50 ms).
"""

from __future__ import annotations

import argparse
import random
import statistics

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one game per variant")
    args = parser.parse_args()
    games = 1 if args.quick else 6
    for name, options in VARIANTS:
        timings = sorted(run(name, options, games))
        p50 = statistics.median(timings) * 1000
        p95 = timings[min(len(timings) - 1, int(0.95 * len(timings)))] * 1000
        label = f"{name}:{options['preset']}" if options else name
        verdict = "ok" if p95 <= TARGET_MS else "MISSED"
        print(
            f"{label:<12} {len(timings):>5} clicks  median {p50:6.2f} ms  p95 {p95:6.2f} ms (target <= 50 ms) {verdict}"
        )


if __name__ == "__main__":
    main()
