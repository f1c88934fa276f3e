"""Every notebook under notebooks/ runs headless without error and is stored without outputs."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").rglob("*.ipynb"))
# my-exercises/ holds what teachers.ipynb makes (git-ignored), e.g. nbgrader's pupils' notebooks.
NOTEBOOKS = [p for p in NOTEBOOKS if ".ipynb_checkpoints" not in p.parts and "my-exercises" not in p.parts]


def _id(path: Path) -> str:
    return path.name


def test_there_is_a_play_notebook() -> None:
    assert "play.ipynb" in [p.name for p in NOTEBOOKS]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_notebook_runs_headless_without_error(path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))  # the tables' autosaves stay out of ~/.numnum
    nb = nbformat.read(path, as_version=4)
    here = tmp_path / "notebooks"  # what a notebook writes (the teachers' files) stays out of the work tree,
    here.mkdir()  # and a run finds none of an earlier run's files (an assignment is never made again)
    client = NotebookClient(
        nb,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(here)}},
    )
    client.execute()  # raises CellExecutionError naming the cell on the first error
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert errors == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_notebook_is_stored_without_outputs(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    dirty = [
        i for i, c in enumerate(nb.cells) if c.cell_type == "code" and (c.outputs or c.execution_count is not None)
    ]
    assert dirty == [], f"{path.name}: cells {dirty} have outputs or an execution count; clear them before saving"


#: The game notebooks: each has at least one card table (a cell that calls ``numnum.play``).
GAMES = ["maumau.ipynb", "maumau_110.ipynb", "number_one.ipynb", "play.ipynb"]


def _tables(path: Path) -> list[nbformat.NotebookNode]:
    nb = nbformat.read(path, as_version=4)
    return [c for c in nb.cells if c.cell_type == "code" and "numnum.play(" in c.source]


def test_the_game_notebooks_are_the_ones_with_tables() -> None:
    assert sorted(p.name for p in NOTEBOOKS if _tables(p)) == GAMES


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_a_table_cell_can_be_neither_deleted_nor_edited_by_mistake(path: Path) -> None:
    # a click beside the table and "d d" in JupyterLab's command mode deleted the game's cell;
    # JupyterLab and Notebook 7 honour these two keys of the cell metadata
    for cell in _tables(path):
        assert cell.metadata.get("deletable") is False and cell.metadata.get("editable") is False, cell.source
