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
    client = NotebookClient(
        nb,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
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
