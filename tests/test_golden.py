"""Golden playthroughs: seeded games written out move by move, replayed and compared line by line.

Each entry of ``GOLDEN`` is a game ``numnum.new_game(variant, players, seed=seed)`` whose moves
are chosen by ``random.Random(seed).choice(g.legal_moves())``.  Its record lives in
``tests/golden/<variant>_seed<seed>_<players>p.txt``: the deal, then one line per move with the
player, the move, and the table after it (top card, wish, bans, hand sizes, draw pile size), and
the hand the player held before the move.  Lines in brackets are turns that ended by themselves.

Regenerate the files after an intended change of the rules or of the record's layout, then read
the diff against RULES.md before committing it::

    python tests/test_golden.py --regenerate
    # or: NUMNUM_REGENERATE_GOLDEN=1 pytest tests/test_golden.py

To add a playthrough (another variant, "variant:preset" for a preset), add it to ``GOLDEN`` and
regenerate.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Iterable
from pathlib import Path

import pytest

import numnum

GOLDEN_DIR = Path(__file__).parent / "golden"

#: (variant or "variant:preset", players, seed) of every golden playthrough.
GOLDEN: list[tuple[str, int, int]] = [
    ("numnum", 4, 7),
    ("maumau:basic", 3, 11),
    ("maumau:club", 4, 12),
    ("maumau_110", 4, 13),
    ("number_one", 4, 14),
]

REGENERATE = os.environ.get("NUMNUM_REGENERATE_GOLDEN", "") not in ("", "0")


def golden_path(spec: str, players: int, seed: int) -> Path:
    return GOLDEN_DIR / f"{spec.replace(':', '-')}_seed{seed}_{players}p.txt"


def _cards(cards: Iterable[object]) -> str:
    return " ".join(str(c) for c in cards) or "-"


def _table(g: numnum.Game) -> str:
    wish = getattr(g, "wish", None) or "-"
    bans = ",".join(str(b) for b in sorted(g.bans)) or "-"
    hands = " ".join(f"{len(h):2d}" for h in g.hands)
    return f"top {g.top!s:<5} wish {wish}  bans {bans:<3}  hands {hands}  pile {g.draw_pile_size:3d}"


def _event(player: int, text: str) -> str:
    """A history entry that is no move of the player: a turn that ended by itself, the end..."""
    return f"          [P{player} {'no move: the turn ends' if text == '-' else text}]"


def playthrough(spec: str, players: int, seed: int) -> list[str]:
    """The record of the game, as lines of text."""
    variant, _, preset = spec.partition(":")
    g = numnum.new_game(variant, players, seed=seed, preset=preset or None)
    rng = random.Random(seed)
    lines = [
        f"# Golden playthrough: numnum.new_game({variant!r}, players={players}, seed={seed}"
        + (f", preset={preset!r}" if preset else "")
        + f"); moves chosen by random.Random({seed}).choice(g.legal_moves()).",
        "# Made by tests/test_golden.py; regenerate with: python tests/test_golden.py --regenerate",
        "# Columns: move number, player, move | the table after the move | the player's hand before the move.",
        "",
    ]
    lines += [f"deal   P{p}: {_cards(h)}" for p, h in enumerate(g.hands)]
    lines.append(f"start  {_table(g)}  discard {_cards(g.discard_pile)}")
    lines += [_event(who, text) for who, text in g.history]
    number = 0
    while True:
        legal = g.legal_moves()
        if not legal:
            break
        move = rng.choice(legal)
        player, hand = g.current_player, _cards(g.hands[g.current_player])
        seen = len(g.history)
        g.play(move)
        number += 1
        lines.append(f"{number:4d}  P{player}  {move.text:<8} | {_table(g)} | hand {hand}")
        lines += [_event(who, text) for who, text in g.history[seen + 1 :]]
    lines.append(
        f"end    winner P{g.winner}; hands left: " + "; ".join(f"P{p} {_cards(h)}" for p, h in enumerate(g.hands))
    )
    return lines


def regenerate() -> list[Path]:
    GOLDEN_DIR.mkdir(exist_ok=True)
    written = []
    for spec, players, seed in GOLDEN:
        path = golden_path(spec, players, seed)
        path.write_text("\n".join(playthrough(spec, players, seed)) + "\n", encoding="utf-8")
        written.append(path)
    return written


@pytest.mark.parametrize(("spec", "players", "seed"), GOLDEN, ids=[f"{s}-{p}p-seed{n}" for s, p, n in GOLDEN])
def test_golden_playthrough(spec: str, players: int, seed: int) -> None:
    path = golden_path(spec, players, seed)
    actual = playthrough(spec, players, seed)
    if REGENERATE:
        path.write_text("\n".join(actual) + "\n", encoding="utf-8")
    assert path.exists(), f"{path} is missing: run python tests/test_golden.py --regenerate"
    expected = path.read_text(encoding="utf-8").splitlines()
    for i, (want, got) in enumerate(zip(expected, actual, strict=False), start=1):
        assert got == want, f"{path.name} line {i} differs:\n  golden: {want}\n  now:    {got}"
    assert len(actual) == len(expected), f"{path.name}: {len(expected)} lines in the file, {len(actual)} now"


def test_the_golden_game_is_reproducible() -> None:
    for spec, players, seed in GOLDEN:
        assert playthrough(spec, players, seed) == playthrough(spec, players, seed)


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit("usage: python tests/test_golden.py --regenerate")
    for written in regenerate():
        print(f"wrote {written}")
