"""Two pupils on one Voilà server (issue 27): each browser keeps its own game of each table.

One Voilà serves ``play.ipynb`` (a NumNum table of 4) and ``two_tables.ipynb`` (tables of 3 and 4)
to two browser contexts, that is two pupils' browsers (each its own localStorage, so its own
identity).  Anna plays a move; Ben opens both notebooks and is offered nothing of hers; Anna
reloads and goes on with her own game, with the same hand.  Screenshots:
``test-artifacts/voila-pupils-*.png``.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import CHROMIUM, ROOT, screenshot, serve

TABLE = ".nn-table"
MY_TURN = (
    "(n) => { const t = document.querySelectorAll('.nn-table')[n];"
    " return t && t.querySelector('.nn-seat.nn-me.nn-turn') && !t.querySelector('.nn-overlay'); }"
)


def _notebook(cells: list[str]) -> str:
    nb = {
        "cells": [
            {"cell_type": "code", "id": f"cell{i}", "metadata": {}, "execution_count": None, "outputs": [], "source": s}
            for i, s in enumerate(cells)
        ],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb)


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Voilà serving ``play.ipynb`` (the project's) and ``two_tables.ipynb``; its base URL."""
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.skip(f"chromium is not installed at {CHROMIUM}")
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    home = tmp_path_factory.mktemp("voila-pupils")
    folder = home / "notebooks"
    folder.mkdir()
    shutil.copy(ROOT / "notebooks" / "play.ipynb", folder / "play.ipynb")
    tables = ['import numnum\n\nnumnum.play("numnum", players=3)', 'numnum.play("numnum", players=4)']
    (folder / "two_tables.ipynb").write_text(_notebook(tables))
    env = {**os.environ, "NUMNUM_HOME": str(home / "numnum"), "JUPYTER_RUNTIME_DIR": str(home / "runtime")}
    command = [sys.executable, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1", str(folder)]
    with serve(command, env, home / "voila.log", "Voila") as base:
        yield base


@pytest.fixture
def pupils(voila: str, browser: Any) -> Iterator[tuple[Any, Any]]:
    """Two pupils' browsers (two contexts: their own storage), each with a page of 1280 x 900."""
    contexts = [browser.new_context(viewport={"width": 1280, "height": 900}) for _ in range(2)]
    pages = [context.new_page() for context in contexts]
    for page in pages:
        page.set_default_timeout(120_000)
    yield pages[0], pages[1]
    for context in contexts:
        context.close()


def _open(page: Any, base: str, notebook: str, tables: int = 1) -> None:
    """Open ``notebook`` in Voilà; wait until each of its tables knows whose browser shows it."""
    page.goto(f"{base}/voila/render/{notebook}")
    page.wait_for_function(
        "(n) => [...document.querySelectorAll('.nn-root')].filter(r => r.dataset.kept === 'yes').length === n",
        arg=tables,
    )


def _hand(page: Any) -> list[str]:
    return [str(b.get_attribute("data-card")) for b in page.locator(f"{TABLE} .nn-hand button.nn-card").all()]


def _move(page: Any) -> None:
    """Play the first card that fits (a wish: the first choice), or draw."""
    page.wait_for_function(MY_TURN, arg=0)
    table = page.locator(TABLE).first
    step = table.get_attribute("data-step")
    playable = table.locator(".nn-hand button.nn-playable")
    (playable.first if playable.count() else table.locator("button[data-action='draw']")).click()
    page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)
    picker = table.locator(".nn-picker button[data-action='pick']")
    if picker.count():
        picker.first.click()
    page.wait_for_function(MY_TURN, arg=0)  # the computer players have moved: the game is saved


def test_two_pupils_keep_their_own_games(voila: str, pupils: tuple[Any, Any]) -> None:
    anna, ben = pupils
    _open(anna, voila, "play.ipynb")
    assert anna.locator(".nn-overlay-resume").count() == 0
    _move(anna)
    hand = _hand(anna)
    screenshot(anna, "voila-pupils-anna", TABLE)
    # Ben, at another laptop: nothing of Anna's game, in the same notebook or in another
    _open(ben, voila, "play.ipynb")
    assert ben.locator(".nn-overlay-resume").count() == 0, "Ben is offered Anna's game"
    _move(ben)  # Ben's own game is saved too, and leaves Anna's alone
    _open(ben, voila, "two_tables.ipynb", tables=2)
    assert ben.locator(".nn-overlay-resume").count() == 0, "Ben is offered a game at two_tables.ipynb"
    assert [len(ben.locator(TABLE).nth(i).locator(".nn-seat").all()) for i in range(2)] == [3, 4]
    screenshot(ben, "voila-pupils-ben")
    # Anna reloads: "Go on" with her own game
    anna.reload()
    resume = anna.locator(f"{TABLE} .nn-overlay-resume")
    resume.wait_for()
    assert "Go on with the saved game?" in resume.inner_text()
    screenshot(anna, "voila-pupils-anna-resume", TABLE)
    anna.locator(f"{TABLE} button[data-action='resume']").click()
    anna.wait_for_function(MY_TURN, arg=0)
    assert _hand(anna) == hand, "Anna's game goes on where it was"
