"""The bot tournament: ``python -m numnum tournament`` and :mod:`numnum.tournament`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import numnum.__main__ as cli
from numnum import tournament
from numnum.tournament import format_table, luce_ratings, run_tournament, wilson

PROJECT = Path(__file__).resolve().parent.parent
ARGS = ["--variant", "numnum", "--players", "3", "--bots", "greedy,random,level2", "--games", "9", "--seed", "4"]


def run_main(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    code = cli.main(["tournament", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_same_arguments_give_the_same_table(capsys: pytest.CaptureFixture[str]) -> None:
    first = run_main(capsys, ARGS)
    second = run_main(capsys, ARGS)
    assert first[0] == 0 and first[1] == second[1]
    lines = first[1].splitlines()
    assert lines[0] == "numnum, 3 players, 9 games, seeds 4-12 (seats rotated)"
    assert lines[1].split() == ["#", "bot", "games", "wins", "win", "rate", "95%", "CI", "rating"]
    assert [line.split()[:3] for line in lines[2:]] == [
        ["1", "greedy", "9"],
        ["2", "random", "9"],
        ["3", "level2", "9"],
    ]
    assert "9/9 games" in first[2]  # the progress bar, on stderr


def test_json_output_is_valid_and_complete(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_main(capsys, [*ARGS, "--json"])
    assert code == 0 and err == ""  # no progress bar with --json
    data = json.loads(out)
    assert data["variant"] == "numnum" and data["players"] == 3 and data["games"] == 9 and data["seed"] == 4
    assert data["bots"] == ["greedy", "random", "level2"]
    rows = data["standings"]
    assert [r["entry"] for r in rows] == [1, 2, 3]
    assert sum(r["wins"] for r in rows) + data["unfinished"] == 9
    for r in rows:
        assert r["ci_low"] <= r["win_rate"] <= r["ci_high"]
    _, again, _ = run_main(capsys, [*ARGS, "--json"])
    assert again == out


def test_the_command_line_runs_as_a_module() -> None:
    argv = ["--variant", "maumau", "--preset", "club", "--players", "2", "--bots", "greedy,random", "--games", "4"]
    env = {**os.environ, "PYTHONHASHSEED": "123"}
    done = subprocess.run(
        [sys.executable, "-m", "numnum", "tournament", *argv, "--json"],
        capture_output=True,
        text=True,
        cwd=PROJECT,
        env=env,
        check=True,
    )
    here = run_tournament("maumau", 2, ["greedy", "random"], games=4, seed=0, preset="club")
    assert json.loads(done.stdout) == json.loads(json.dumps(here.to_dict()))


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bots", "greedy,clever"], "unknown bot 'clever'"),
        (["--players", "9"], "numnum is played by 2 to 7 players, not 9"),
        (["--players", "3", "--bots", "greedy,random"], "give one bot for every seat (3)"),
        (["--variant", "chess"], "invalid choice: 'chess'"),
        (["--variant", "maumau", "--preset", "casino"], "unknown preset 'casino'"),
        (["--option", "colour=red"], "unknown option 'colour'"),
        (["--option", "hand_size"], "NAME=VALUE"),
        (["--games", "0"], "1 or more"),
        (["--seed", "x"], "invalid int value"),
    ],
)
def test_bad_arguments_exit_with_status_2_and_say_why(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main(["tournament", *argv])
    assert exc.value.code == 2
    assert message in capsys.readouterr().err


def test_no_command_prints_help_and_returns_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main([]) == 2
    assert "tournament" in capsys.readouterr().err


def test_tournament_main_alone(capsys: pytest.CaptureFixture[str]) -> None:
    assert tournament.main([*ARGS, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 9


def test_seats_rotate_game_by_game() -> None:
    # In NumNum seat 0 moves first; in game i it holds the entry (0 - i) % 3.
    first_movers: list[int] = []
    games: list[int] = []

    def observe(entry: int, legal: int, seconds: float) -> None:
        assert legal >= 1 and seconds >= 0
        if len(first_movers) == len(games):
            first_movers.append(entry)

    result = run_tournament(
        "numnum", 3, ["greedy"], games=6, seed=1, progress=lambda d, t: games.append(d), observe=observe
    )
    assert games == [1, 2, 3, 4, 5, 6]
    assert first_movers == [0, 2, 1, 0, 2, 1]
    assert result.bots == ("greedy", "greedy", "greedy")


def test_a_split_series_adds_up_to_the_whole() -> None:
    whole = run_tournament("maumau_110", 2, ["greedy", "random"], games=6, seed=3)
    parts = [run_tournament("maumau_110", 2, ["greedy", "random"], games=3, seed=3, start=s) for s in (0, 3)]
    assert [s.wins for s in whole.standings] == [sum(p.standings[j].wins for p in parts) for j in range(2)]


def test_run_tournament_rejects_bad_settings() -> None:
    with pytest.raises(ValueError, match="one bot for every seat"):
        run_tournament("numnum", 3, ["greedy", "random"], games=1)
    with pytest.raises(ValueError, match="games"):
        run_tournament("numnum", 2, ["greedy"], games=0)
    with pytest.raises(ValueError, match="unknown bot"):
        run_tournament("numnum", 2, ["nobody"], games=1)


def test_the_number_of_games_has_an_upper_bound_named_in_the_refusal(capsys: pytest.CaptureFixture[str]) -> None:
    limit = tournament.MAX_GAMES
    for argv in (["--games", str(limit + 1)], ["--round-robin", "--games", "10" * 40]):
        with pytest.raises(SystemExit) as exc:
            cli.main(["tournament", *argv])
        assert exc.value.code == 2
        assert f"from 1 to {limit}" in capsys.readouterr().err
    for games in (limit + 1, 10**30, 5.0, True):
        with pytest.raises(ValueError, match=f"games must be a whole number from 1 to {limit}"):
            run_tournament("numnum", 2, ["greedy"], games=games)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match=f"games must be a whole number from 1 to {limit}"):
            tournament.round_robin("numnum", 2, ["greedy", "random"], games=games)  # type: ignore[arg-type]


def test_wilson_interval() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(40, 100)
    assert 0.30 < low < 0.40 < high < 0.50
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_ratings_equal_players_get_1500_and_stronger_ones_more() -> None:
    assert [round(r, 6) for r in luce_ratings([(100, [0, 1, 2, 3], [25, 25, 25, 25])], 4)] == [1500.0] * 4
    strong, *weak = luce_ratings([(400, [0, 1, 2, 3], [160, 80, 80, 80])], 4)
    assert strong - weak[0] == pytest.approx(400 * 0.301, abs=15)  # twice the strength: about 120 points
    assert luce_ratings([(10, [0, 1], [0, 10])], 2)[0] < 1500 < luce_ratings([(10, [0, 1], [0, 10])], 2)[1]
    with pytest.raises(ValueError):
        luce_ratings([(3, [0, 1], [3, 3])], 2)


def test_round_robin_pairs_every_two_bots_and_prints_ratings(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--round-robin", "--players", "2", "--games", "4", "--seed", "3", "--bots", "level1,level2,greedy"]
    code, out, err = run_main(capsys, argv)
    lines = out.splitlines()
    assert code == 0 and lines[0] == "numnum, 2 players, round robin, 4 games a pair, seeds 3-6 (seats rotated)"
    assert [line.split()[:3] for line in lines[1:4]] == [
        ["level2", "against", "level1"],
        ["greedy", "against", "level1"],
        ["greedy", "against", "level2"],
    ]
    assert lines[4] == "ratings:" and [line.split()[1] for line in lines[5:8]] == ["level1", "level2", "greedy"]
    assert lines[8] in ("each bot beat the one before it: yes", "each bot beat the one before it: no")
    assert "12/12 games" in err
    code, out, _ = run_main(capsys, [*argv, "--json"])
    data = json.loads(out)
    assert data["bots"] == ["level1", "level2", "greedy"] and len(data["pairings"]) == 3
    assert data["ordered"] == lines[8].endswith("yes")
    for p in data["pairings"]:
        assert p["wins"] + p["losses"] + p["unfinished"] == 4


def test_round_robin_plays_the_five_levels_by_default_and_checks_its_settings(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[list[str | int]] = []

    def fake(variant: str, players: int, bots: list[str | int], games: int, seed: int, **kw: object) -> object:
        seen.append(list(bots))
        raise SystemExit(0)

    monkeypatch.setattr(tournament, "round_robin", fake)
    with pytest.raises(SystemExit):
        cli.main(["tournament", "--round-robin"])
    assert seen == [["level1", "level2", "level3", "level4", "level5"]]
    monkeypatch.undo()
    with pytest.raises(SystemExit) as exc:
        cli.main(["tournament", "--round-robin", "--bots", "greedy"])
    assert exc.value.code == 2 and "two bots or more" in capsys.readouterr().err
    with pytest.raises(ValueError, match="two bots or more"):
        tournament.round_robin("numnum", 2, ["greedy"], games=1)
    with pytest.raises(ValueError, match="2 players or more"):
        tournament.round_robin("numnum", 1, ["greedy", "level1"], games=1)


def test_a_tie_after_the_last_round_is_a_shared_first_place_in_the_results() -> None:
    """RULES.md: "Ties after the last round ...: the tied players share the win ... the results
    say "shared first place"." - a deck whose rounds all end blocked with 20 points each."""
    options: dict[str, object] = {"deck": ["GSTOP", "BREV", "RD2"], "hand_size": 1, "rounds": 2}
    result = run_tournament("number_one", 2, ["greedy", "random"], games=3, seed=1, options=options)
    assert [s.shared for s in result.standings] == [3, 3]
    assert [s.wins for s in result.standings] == [0, 0]
    assert "shared first place" in format_table(result)
