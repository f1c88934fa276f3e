"""Four pupils, four browsers, one shared table (issue 33): a Number ONE game played to the end.

One Jupyter server runs numnum's table service and Voilà (``jupyter server`` with both server
extensions, the way Voilà 0.5 runs inside a server).  This test process is the teacher's kernel
(:func:`numnum.host`); four browser contexts (four pupils' browsers, each with its own identity)
open ``together/join.ipynb?code=...&name=...`` in Voilà (one types the code and his name into the
table's form instead).  On the way: a click out of turn is
refused in words, a pupil who reloads the page gets the same seat and hand back, and the seat of a
pupil who left is handed to a computer player by the teacher, which plays it to the end.
Screenshots: ``test-artifacts/together-*.png``.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import CHROMIUM, ROOT, screenshot
from together_server import ME, open_seat, open_table, tables_server

import numnum

NAMES = ("Anna", "Ben", "Cleo", "Dan")
#: the folder each server serves (by its base URL)
FOLDERS: dict[str, Path] = {}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if os.environ.get("NUMNUM_EXPECT_COMPILED", "") == "1":
        pytest.skip("browser tests run on the pure build only")
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.skip(f"chromium is not installed at {CHROMIUM}")
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    home = tmp_path_factory.mktemp("together-browser")
    folder = home / "notebooks"
    folder.mkdir()
    for name in ("join.ipynb", "host.ipynb"):
        shutil.copy(ROOT / "together" / name, folder / name)
    with tables_server(home, folder) as base:
        FOLDERS[base] = folder
        yield base


@pytest.fixture(scope="module")
def chromium(server: str, browser: Any) -> Iterator[Any]:
    """The session's chromium of the other browser tests (a second Playwright started later in a
    whole run found an asyncio loop marked running in the main thread, left by an earlier test)."""
    yield browser


@pytest.fixture
def pupils(chromium: Any) -> Iterator[list[Any]]:
    contexts = [chromium.new_context(viewport={"width": 1100, "height": 800}) for _ in NAMES]
    pages = [context.new_page() for context in contexts]
    for page in pages:
        page.set_default_timeout(120_000)
    yield pages
    for context in contexts:
        context.close()


def my_turn(page: Any) -> bool:
    return bool(
        page.evaluate(
            "() => !!document.querySelector('.nn-seat.nn-me.nn-turn') && !document.querySelector('.nn-overlay')"
        )
    )


def step(page: Any) -> int:
    return int(page.evaluate("() => +document.querySelector('.nn-table').dataset.step"))


def play_one_action(page: Any) -> None:
    """One click of a simple player: a choice if asked, the selected cards, a card that fits,
    else draw, else pass."""
    for selector in (
        ".nn-picker button[data-action=pick]",
        "button[data-action=play_selected]:not([disabled])",
        "button.nn-card.nn-playable",
        "button[data-action=draw]",
        "button[data-action=pass]",
    ):
        button = page.locator(selector)
        if button.count():
            before = step(page)
            button.first.click()
            page.wait_for_function("(s) => +document.querySelector('.nn-table').dataset.step !== s", arg=before)
            return
    raise AssertionError("nothing to click on my turn")


def test_four_pupils_play_number_one_to_the_end(server: str, pupils: list[Any]) -> None:
    table = numnum.host("number_one", players=4, seed=21, bot_delay=0.2, timeout=None, hand_size=4, calls="auto")
    for page, name in zip(pupils[:3], NAMES, strict=False):
        open_seat(page, server, table.code, name)
    # Dan opens the page without the code: he types it (first with a slip) and his name in the form
    dan = pupils[3]
    dan.goto(f"{server}/voila/render/join.ipynb")
    dan.wait_for_selector("input[data-setting=code]")
    dan.fill("input[data-setting=code]", "QQQ")
    dan.fill("input[data-setting=name]", "Dan")
    dan.click("button[data-action=new_game]")
    dan.wait_for_selector("text=A table code has 6 letters and digits")
    screenshot(dan, "together-form")
    dan.fill("input[data-setting=code]", table.code.lower())
    dan.click("button[data-action=new_game]")
    dan.wait_for_selector(ME)
    seats = table.status()["seats"]
    assert [s["name"] for s in seats] == list(NAMES) and all(s["joined"] for s in seats)
    for page, name in zip(pupils, NAMES, strict=True):
        assert page.locator(ME + " .nn-name").inner_text() == name
        # each sees their own hand face up, the others only as counts
        hand = page.locator(".nn-hand button.nn-card").count()
        assert hand == 4
    screenshot(pupils[0], "together-start")

    # a click out of turn is refused in words; nothing changes
    turn = next(s["seat"] for s in table.status()["seats"] if s["turn"])
    waiting = pupils[(turn + 1) % 4]
    version = table.status()["version"]
    before = step(waiting)
    waiting.locator(".nn-hand button.nn-card").first.click()
    waiting.wait_for_function("(s) => +document.querySelector('.nn-table').dataset.step !== s", arg=before)
    assert "Wait: it is" in waiting.locator(".nn-message").inner_text()
    assert waiting.locator(".nn-hand button.nn-card").count() == 4
    assert table.status()["seats"][(turn + 1) % 4]["cards"] == 4 and table.status()["version"] == version + 1
    screenshot(waiting, "together-refused")

    reloaded = left = False
    for _ in range(400):
        status = table.status()
        if status["over"]:
            break
        turn = next(s["seat"] for s in status["seats"] if s["turn"])
        if not reloaded and len([s for s in status["seats"] if s["cards"] != 4]) >= 2:
            # Cleo reloads her page: a new kernel, the same browser: her seat and hand come back
            cleo = pupils[2]
            hand = sorted(cleo.locator(".nn-hand button.nn-card").evaluate_all("(cs) => cs.map(c => c.dataset.card)"))
            cleo.reload()
            cleo.wait_for_selector(ME, timeout=120_000)
            assert cleo.locator(ME + " .nn-name").inner_text() == "Cleo"
            again = sorted(cleo.locator(".nn-hand button.nn-card").evaluate_all("(cs) => cs.map(c => c.dataset.card)"))
            assert again == hand
            reloaded = True
            continue
        if reloaded and not left:
            # Dan leaves: the teacher hands his seat to a computer player; his page says so
            table.to_computer(3)
            pupils[3].wait_for_function("() => document.body.innerText.includes('join the table again')")
            screenshot(pupils[3], "together-left")
            left = True
            continue
        if status["seats"][turn]["computer"]:
            pupils[0].wait_for_timeout(100)  # the computer player moves in the service
            continue
        page = pupils[turn]
        page.wait_for_function(
            "() => !!document.querySelector('.nn-seat.nn-me.nn-turn') && !document.querySelector('.nn-overlay')"
        )
        play_one_action(page)
    status = table.status()
    assert status["over"] and reloaded and left
    assert status["seats"][3]["computer"]
    for page in pupils[:3]:
        page.wait_for_selector(".nn-overlay")  # the end of the game on every pupil's screen
        assert (
            "wins the game" in page.locator(".nn-overlay").inner_text()
            or "You win" in page.locator(".nn-overlay").inner_text()
        )
        assert page.locator(".nn-overlay button[data-action=restart]").count() == 0
    screenshot(pupils[0], "together-end")


def test_the_teachers_page_shows_the_code_and_the_seats(server: str, pupils: list[Any]) -> None:
    teacher, pupil, cleo = pupils[0], pupils[1], pupils[2]
    code = open_table(teacher, server)
    # the projector shows the pupils' address with the code: Cleo types it and then her name
    teacher.wait_for_selector("text=Pupils open this address and type their name:")
    address = teacher.locator(".nn-host p").nth(3).inner_text().strip()
    assert address == server.removeprefix("http://") + f"/voila/render/join.ipynb?code={code}"
    cleo.goto("http://" + address)
    cleo.wait_for_selector("input[data-setting=name]")
    assert cleo.input_value("input[data-setting=code]") == code
    cleo.fill("input[data-setting=name]", "Cleo")
    cleo.click("button[data-action=new_game]")
    cleo.wait_for_selector(ME)
    open_seat(pupil, server, code, "Ben")
    teacher.wait_for_selector("text=Computer for Ben")  # the panel follows the table
    teacher.click("text=Computer for Ben")
    teacher.wait_for_function("() => !document.body.innerText.includes('Computer for Ben')")
    pupil.wait_for_function("() => document.body.innerText.includes('join the table again')")
    screenshot(teacher, "together-teacher")


def test_the_teachers_form_in_german_chooses_the_game_and_the_seats(server: str, pupils: list[Any]) -> None:
    teacher = pupils[0]
    teacher.goto(f"{server}/voila/render/host.ipynb?lang=de")
    teacher.get_by_role("button", name="Tisch öffnen").wait_for()
    teacher.get_by_label("Spiel", exact=True).select_option(label="Number ONE")
    teacher.get_by_label("Plätze für Kinder").fill("10")
    teacher.get_by_label("Plätze für Kinder").press("Tab")
    teacher.get_by_role("button", name="Tisch öffnen").click()
    teacher.wait_for_selector("text=Number ONE braucht 2 bis 10 Spieler")  # 10 + 1: too many, nothing opened
    screenshot(teacher, "together-teacher-form")
    teacher.get_by_label("Plätze für Kinder").fill("2")
    teacher.get_by_label("Plätze für Kinder").press("Tab")
    teacher.get_by_role("button", name="Tisch öffnen").click()
    teacher.wait_for_selector("text=Computer für Platz 2")
    assert teacher.get_by_role("button", name="Tisch öffnen").count() == 0


def test_a_pupil_joins_from_jupyterlab_and_the_table_fits_beside_the_sidebar(server: str, chromium: Any) -> None:
    """Pupils may join from JupyterLab too (a notebook with ``numnum.join(code, name)``): on a
    school laptop's 1280x800, with JupyterLab's file browser open, every part of the shared table
    is in view in the notebook's area, and a click plays."""
    from browser import run_all
    from test_widget_fit import PARTS, _file_browser_open, _into_view, _out_of_view

    table = numnum.host("numnum", players=2, computers=1, seed=4, bot_delay=0.2, timeout=None)
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": "join",
                "metadata": {},
                "outputs": [],
                "source": f"import numnum\n\nnumnum.join({table.code!r}, 'Anna')",
            }
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (FOLDERS[server] / "lab-join.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    context = chromium.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(120_000)
    try:
        page.goto(f"{server}/lab/tree/lab-join.ipynb?reset")
        run_all(page)
        page.wait_for_selector(ME)
        page.wait_for_timeout(500)
        assert _file_browser_open(page)
        _into_view(page, 0)
        assert _out_of_view(page, 0) == [], PARTS
        screenshot(page, "together-jupyterlab-1280x800")
        page.wait_for_function(
            "() => !!document.querySelector('.nn-seat.nn-me.nn-turn') && !document.querySelector('.nn-overlay')"
        )
        play_one_action(page)
        assert table.status()["moves"] >= 1
    finally:
        context.close()
