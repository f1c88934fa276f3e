"""Every cell of the game notebooks works alone (issue 27 §6), and the club cell says what it deals.

A teacher runs one cell of ``notebooks/maumau.ipynb`` (the club's table, say) after a kernel
restart, or opens the notebook and starts in the middle: each code cell runs in a fresh kernel of
its own here, without the cells above it, and each game cell shows a card table.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient

import numnum

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
GAME_NOTEBOOKS = ("play.ipynb", "maumau.ipynb", "maumau_110.ipynb", "number_one.ipynb")
WIDGET = "application/vnd.jupyter.widget-view+json"
# run after a game cell in the same kernel: what the table it showed plays
PROBE = """import json
_game = Out[1].controller.game
print(json.dumps({"variant": _game.variant, "players": _game.players, "cards": len(_game.sorted_deck()),
                  "hand": len(_game.hands[0]), "preset": Out[1].controller.preset}))"""


def _cells() -> list[tuple[str, str]]:
    out = []
    for name in GAME_NOTEBOOKS:
        nb = nbformat.read(NOTEBOOKS / name, as_version=4)
        out += [(name, str(c.id)) for c in nb.cells if c.cell_type == "code"]
    return out


def _run_alone(source: str, probe: bool) -> list[Any]:
    """Run ``source`` as the only cell of a notebook in a fresh kernel (then the probe); the cells."""
    cells = [nbformat.v4.new_code_cell(source)]
    if probe:
        cells.append(nbformat.v4.new_code_cell(PROBE))
    nb = nbformat.v4.new_notebook(cells=cells)
    client = NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOKS)}})
    client.execute()  # raises CellExecutionError (a NameError, say) naming the cell
    return list(nb.cells)


@pytest.mark.parametrize(("notebook", "cell_id"), _cells(), ids=[f"{n}:{c}" for n, c in _cells()])
def test_each_cell_runs_alone_in_a_fresh_kernel(
    notebook: str, cell_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))  # the tables' autosaves stay out of ~/.numnum
    nb = nbformat.read(NOTEBOOKS / notebook, as_version=4)
    source = next(str(c.source) for c in nb.cells if c.id == cell_id)
    game = "numnum.play(" in source
    cells = _run_alone(source, game)
    errors = [o for c in cells for o in c.outputs if o.output_type == "error"]
    assert errors == []
    if game:  # a card table is on show, playing what the cell asks for
        assert any(WIDGET in o.get("data", {}) for o in cells[0].outputs), cells[0].outputs
        facts = json.loads(cells[1].outputs[0]["text"])
        assert f'numnum.play("{facts["variant"]}", players={facts["players"]},' in source


def test_the_club_cell_says_how_many_decks_its_players_get(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))
    nb = nbformat.read(NOTEBOOKS / "maumau.ipynb", as_version=4)
    at = next(i for i, c in enumerate(nb.cells) if 'preset="club"' in c.source and c.cell_type == "code")
    text = " ".join(str(nb.cells[at - 1].source).split())  # the words just above the cell
    facts = json.loads(_run_alone(str(nb.cells[at].source), True)[1].outputs[0]["text"])
    assert facts["preset"] == "club" and facts["players"] == 4
    assert facts["cards"] == 32 and "The four players share one deck of 32 cards" in text
    assert facts["hand"] == 5 and "get 5 cards each" in text
    # "from 5 players on, two decks are shuffled together"; the intro says the same
    assert "from 5 players on, two decks are shuffled together" in text
    decks = [len(numnum.new_game("maumau", n, preset="club", seed=1).sorted_deck()) // 32 for n in range(2, 9)]
    assert decks == [1, 1, 1, 2, 2, 2, 2]  # 2 to 8 players
    intro = " ".join(str(nb.cells[0].source).split())
    assert "2 to 4 players play with one deck of 32 cards, from 5 players two decks are shuffled together" in intro
