"""The settings panel keeps what the teacher types (issue 27 §4), in a real browser: JupyterLab, chromium.

A number typed into a field and confirmed with Enter stays in the field; a number out of range
stays too, with the allowed range beside the field, and is not applied (the seats stay, "New
game" refuses) until it is corrected; what is typed but not yet confirmed outlives the computer
players' moves.  Screenshots: ``test-artifacts/settings-*.png``.
"""

from __future__ import annotations

import json
from typing import Any

from browser import ARTIFACTS, ROOT, open_and_run, screenshot

TABLE = ".nn-table"


def _notebook(name: str, code: str) -> str:
    """A notebook below test-artifacts with one cell, ``code``; its path below the project."""
    folder = ARTIFACTS / "notebooks"
    folder.mkdir(parents=True, exist_ok=True)
    cell: dict[str, object] = {
        "cell_type": "code",
        "id": "table",
        "metadata": {},
        "execution_count": None,
        "outputs": [],
        "source": code,
    }
    nb = {
        "cells": [cell],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = folder / f"{name}.ipynb"
    path.write_text(json.dumps(nb))
    return str(path.relative_to(ROOT))


def _step(page: Any) -> str:
    return str(page.locator(TABLE).first.get_attribute("data-step"))


def _changed(page: Any, step: str) -> None:
    page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)


def _type_and_enter(page: Any, name: str, text: str) -> None:
    """Type ``text`` into the settings field ``name`` (replacing what was there), press Enter."""
    field = page.locator(f"{TABLE} #nn-f-{name}")
    field.click()
    field.press("Control+a")
    page.keyboard.type(text)
    step = _step(page)
    page.keyboard.press("Enter")
    _changed(page, step)


def _value(page: Any, name: str) -> str:
    return str(page.locator(f"{TABLE} #nn-f-{name}").input_value())


def _beside(page: Any, name: str) -> str:
    """The words beside the field ``name`` ("" when there are none)."""
    note = page.locator(f"{TABLE} .nn-field:has(#nn-f-{name}) .nn-field-note")
    return str(note.inner_text()) if note.count() else ""


def _seats(page: Any) -> int:
    return int(page.locator(f"{TABLE} select[data-setting^='seat']").count())


def test_typed_numbers_stay_in_the_fields_and_out_of_range_ones_are_not_applied(lab: str, page: Any) -> None:
    path = _notebook("settings-enter", 'import numnum\n\nnumnum.play("numnum", players=2, seed=1, autosave=False)')
    open_and_run(page, lab, path)
    page.locator(f"{TABLE} .nn-hand button").first.wait_for(timeout=90_000)
    page.wait_for_function(  # the person's turn: no computer move redraws the table meanwhile
        "() => { const t = document.querySelector('.nn-table');"
        " return t && t.querySelector('.nn-seat.nn-me.nn-turn') && !t.querySelector('.nn-overlay'); }",
        timeout=60_000,
    )
    step = _step(page)
    page.locator(f"{TABLE} button[data-action='settings']").click()
    _changed(page, step)
    page.locator(f"{TABLE} #nn-f-hand_size").wait_for()

    _type_and_enter(page, "hand_size", "6")
    assert _value(page, "hand_size") == "6"
    step = _step(page)
    page.keyboard.press("Enter")  # again: the field keeps its number
    _changed(page, step)
    assert _value(page, "hand_size") == "6"
    assert page.evaluate("() => document.activeElement.id") == "nn-f-hand_size"  # the keys stay in the field

    _type_and_enter(page, "rounds", "500")
    assert _value(page, "rounds") == "500"
    assert _beside(page, "rounds") == "allowed: 1 to 100"
    assert page.locator(f"{TABLE} #nn-f-rounds").get_attribute("aria-invalid") == "true"
    screenshot(page, "settings-out-of-range", ".nn-settings")
    _type_and_enter(page, "rounds", "3")  # corrected: taken, and the range note goes
    assert _value(page, "rounds") == "3" and _beside(page, "rounds") == ""

    for wrong in ("99", "0"):
        before = int(_step(page))
        _type_and_enter(page, "players", wrong)
        page.wait_for_timeout(400)
        assert int(_step(page)) == before + 1  # one Enter, one message (not one more for the change)
        assert _value(page, "players") == wrong
        assert _beside(page, "players") == "allowed: 2 to 7"
        assert _seats(page) == 2  # not applied: still a seat for each of the 2 players
    step = _step(page)
    page.locator(f"{TABLE} button[data-action='new_game']").click()
    _changed(page, step)
    assert "Players: choose a whole number from 2 to 7." in page.locator(f"{TABLE} .nn-settings .nn-error").inner_text()
    assert _value(page, "players") == "0" and _value(page, "hand_size") == "6" and _value(page, "rounds") == "3"

    _type_and_enter(page, "players", "3")
    assert _value(page, "players") == "3" and _beside(page, "players") == "" and _seats(page) == 3
    assert _value(page, "hand_size") == "6" and _value(page, "rounds") == "3"
    step = _step(page)
    page.locator(f"{TABLE} button[data-action='new_game']").click()
    _changed(page, step)
    page.locator(f"{TABLE} .nn-settings").wait_for(state="detached")
    assert page.locator(f"{TABLE} .nn-seat").count() == 3
    assert page.locator(f"{TABLE} .nn-hand button").count() in (6, 7)  # six cards, or seven after a draw


def test_what_is_typed_outlives_the_computer_players_moves(lab: str, page: Any) -> None:
    code = 'import numnum\n\nnumnum.play("numnum", players=3, humans=0, bots=1, bot_delay=0.3, seed=2, autosave=False)'
    open_and_run(page, lab, _notebook("settings-typing", code))
    page.locator(f"{TABLE} .nn-seat").first.wait_for(timeout=90_000)
    step = _step(page)
    page.locator(f"{TABLE} button[data-action='settings']").click()
    _changed(page, step)
    field = page.locator(f"{TABLE} #nn-f-hand_size")
    field.click()
    page.keyboard.type("8")
    for _ in range(2):  # two computer moves draw the table anew meanwhile
        step = _step(page)
        _changed(page, step)
    # the new picture from Python has an empty field (Python does not know the 8 yet) ...
    assert field.get_attribute("value") == ""
    # ... and the script has put the 8 back, with the keys still in the field
    assert _value(page, "hand_size") == "8"
    assert page.evaluate("() => document.activeElement.id") == "nn-f-hand_size"
    page.keyboard.press("Enter")
    page.wait_for_function(  # Python's picture shows the 8 now (a computer move may come first)
        "() => document.querySelector('.nn-table #nn-f-hand_size').getAttribute('value') === '8'"
    )
    assert _value(page, "hand_size") == "8"
