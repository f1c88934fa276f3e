"""``benchmarks/hands.py`` plays the expert and the expert dealt the true hands on the same
games, and its deals hold exactly the true hands."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

import numnum

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "hands.py"


def load_script():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("hands_script", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=300, check=False
    )


@pytest.mark.skipif(numnum.is_compiled(), reason="the script subclasses ExpertBot: pure build only")
def test_the_two_experts_play_the_same_games() -> None:
    out = run("--variant", "numnum", "--games", "2", "--seed", "7")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("numnum, 2 games from seed 7")
    wins = {line[:12].strip(): int(line[12:].split()[0]) for line in lines[1:3]}
    assert set(wins) == {"expert", "true hands"} and all(0 <= w <= 2 for w in wins.values())
    only = [int(part.split()[-1]) for part in lines[3].split(",")]
    assert wins["expert"] - only[0] == wins["true hands"] - only[1]  # the games both won


@pytest.mark.skipif(numnum.is_compiled(), reason="the script subclasses ExpertBot: pure build only")
def test_every_deal_holds_the_true_hands_and_only_the_draw_pile_is_shuffled() -> None:
    hands = load_script()
    game = numnum.new_game("maumau_110", 4, seed=12)
    for _ in range(9):
        game.play(game.legal_moves()[0])
    view = game.view(game.current_player)
    dealt = [hands.true_deal(game, view, seed) for seed in (1, 2)]
    for d in dealt:
        assert d.hands == game.hands and d.discard_pile == game.discard_pile
        assert sorted(map(str, d.stock)) == sorted(map(str, game.stock))
    assert dealt[0].stock != dealt[1].stock


@pytest.mark.skipif(numnum.is_compiled(), reason="the script subclasses ExpertBot: pure build only")
def test_the_true_hands_expert_refuses_a_view_of_another_game() -> None:
    hands = load_script()
    bot = hands.TrueHandsExpert(seed=1, simulations=4)
    bot.truth = numnum.new_game("numnum", 4, seed=1)
    other = numnum.new_game("numnum", 4, seed=2)
    while len(other.legal_moves()) < 2:  # a real choice: the expert searches
        other.play(other.legal_moves()[0])
    with pytest.raises(RuntimeError, match="truth must be the game"):
        bot.choose(other.view(other.current_player))


def test_bad_arguments_are_refused() -> None:
    out = run("--variant", "snap", "--games", "1")
    assert out.returncode == 2 and ("snap" in out.stderr or "pure build" in out.stderr)
    out = run("--games", "0")
    assert out.returncode == 2 and ("--games" in out.stderr or "pure build" in out.stderr)


@pytest.mark.skipif(numnum.is_compiled(), reason="the script subclasses ExpertBot: pure build only")
def test_the_scripts_examples_hold() -> None:
    import doctest

    result = doctest.testmod(load_script())
    assert result.attempted >= 3 and result.failed == 0
