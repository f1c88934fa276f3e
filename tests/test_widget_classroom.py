"""The card table in a classroom (issue 14), in a real browser: JupyterLab, Debian's chromium.

On the three screens of a school (1024x600, 1280x800, 1920x1080) a notebook with text above
and a cell below the table is run; then

- the top card, whose turn it is and the hand are on screen together, and the table has the keys;
- the letters of JupyterLab's command mode (M, D D, A, B, X, Z ...) never reach the notebook;
- clicks out of turn never hold up the computer players, who are visibly thinking meanwhile;
- after a kernel restart the table says "Run the cell again", and running it offers this
  table's game (and no other table's) with the "Go on" box in view.

Besides: the end-of-game box in view and the focus kept after the last card and "Play again";
the projector mode (``size="large"``) with text of 28 px and more; the two tables of
``notebooks/maumau.ipynb`` keep one save each.  Screenshots: ``test-artifacts/classroom-*.png``.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from browser import ARTIFACTS, ROOT, open_and_run, screenshot

TABLE = ".nn-table"
SCREENS = [(1024, 600), (1280, 800), (1920, 1080)]
INTRO = [
    "# A lesson with a card table\n",
    "\n",
    "Some words of the teacher before the game: what a times-table row is, how cards fit, who\n",
    "starts, and what to do when nobody can play. These lines push the table down the page, as\n",
    "the introduction of a real lesson does.\n",
    "\n",
    "- one\n",
    "- two\n",
    "- three\n",
    "- four\n",
    "\n",
    "Run the next cell with **Shift+Enter**.",
]


def _notebook(name: str, code: str) -> str:
    """Write a notebook (text, the table's cell, text, a cell) below test-artifacts; its path."""
    folder = ARTIFACTS / "notebooks"
    folder.mkdir(parents=True, exist_ok=True)
    cells = [
        {"cell_type": "markdown", "id": "intro", "metadata": {}, "source": INTRO},
        {"cell_type": "code", "id": "table", "metadata": {}, "execution_count": None, "outputs": [], "source": code},
        {"cell_type": "markdown", "id": "after", "metadata": {}, "source": "Below the table."},
        {"cell_type": "code", "id": "sum", "metadata": {}, "execution_count": None, "outputs": [], "source": "1 + 1"},
    ]
    nb = {
        "cells": cells,
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = folder / f"{name}.ipynb"
    path.write_text(json.dumps(nb))
    return str(path.relative_to(ROOT))


@pytest.fixture
def screen(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A page of the size ``request.param`` (width, height)."""
    width, height = request.param
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


def _step(page: Any) -> str:
    return str(page.locator(TABLE).first.get_attribute("data-step"))


def _changed(page: Any, step: str) -> None:
    page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)


def _start_fresh(page: Any) -> None:
    """Wait for the table; a game left by an earlier run is put aside."""
    page.locator(TABLE).first.wait_for(timeout=90_000)
    page.wait_for_function(
        "() => document.querySelector('.nn-table .nn-hand button, .nn-table .nn-overlay')",
        timeout=60_000,
    )
    resume = page.locator(f"{TABLE} .nn-overlay-resume button[data-action='discard_save']")
    if resume.count():
        resume.click()


def _my_turn(page: Any) -> None:
    page.wait_for_function(
        "() => { const t = document.querySelector('.nn-table');"
        " return t && t.querySelector('.nn-seat.nn-me.nn-turn') && !t.querySelector('.nn-overlay'); }",
        timeout=60_000,
    )


_VISIBLE = """(selectors) => {
    const scroller = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer')
        || document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook');
    const box = scroller.getBoundingClientRect();
    const top = Math.max(box.top, 0), bottom = Math.min(box.bottom, window.innerHeight);
    const out = {};
    for (const sel of selectors) {
        const el = document.querySelector(sel);
        if (!el) { out[sel] = 'missing'; continue; }
        const r = el.getBoundingClientRect();
        out[sel] = (r.height > 0 && r.top >= top - 1 && r.bottom <= bottom + 1) ? 'ok'
            : `off screen: ${Math.round(r.top)}..${Math.round(r.bottom)} of ${Math.round(top)}..${Math.round(bottom)}`;
    }
    return out;
}"""


def _on_screen(page: Any, *selectors: str) -> dict[str, str]:
    result: dict[str, str] = page.evaluate(_VISIBLE, list(selectors))
    return {sel: why for sel, why in result.items() if why != "ok"}


def _focus_in_table(page: Any) -> bool:
    return bool(page.evaluate("() => !!document.activeElement && !!document.activeElement.closest('.nn-root')"))


def _cells(page: Any) -> list[str]:
    return list(
        page.evaluate(
            "() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell')]"
            ".map(c => c.classList.contains('jp-CodeCell') ? 'code' : 'text')"
        )
    )


def _restart_kernel(page: Any) -> None:
    page.get_by_role("menuitem", name="Kernel", exact=True).click()
    page.get_by_text("Restart Kernel…", exact=True).click()
    page.locator(".jp-Dialog button.jp-mod-accept").click()


@pytest.mark.parametrize("screen", SCREENS, indirect=True, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_the_table_in_a_lesson_on_each_screen(lab: str, screen: Any) -> None:
    page = screen
    width, height = page.viewport_size["width"], page.viewport_size["height"]
    lang = "de" if width != 1280 else "en"
    name = f"screen-{width}x{height}"
    # autosave by default: the table's save is named after the notebook and the cell
    path = _notebook(name, f'import numnum\n\nnumnum.play("maumau", players=3, seed=7, bot_delay=0.5, lang="{lang}")')
    open_and_run(page, lab, path)
    _start_fresh(page)
    _my_turn(page)
    page.wait_for_timeout(500)  # the table scrolls itself into view
    # 3: the top card, whose turn it is and the hand are on screen together; 1: the table has the keys
    screenshot(page, f"classroom-{name}-{lang}")
    assert _on_screen(page, f"{TABLE} .nn-pile svg", f"{TABLE} .nn-turn-text", f"{TABLE} .nn-hand button") == {}
    assert _focus_in_table(page)

    # 1: JupyterLab's command-mode letters stay in the table
    cells = _cells(page)
    assert cells == ["text", "code", "text", "code"]
    step = _step(page)
    draw = page.locator(f"{TABLE} button[data-action='draw']").get_attribute("data-shortcut")
    page.keyboard.press(draw)  # "Draw a card": the table's own key; the computers move next
    _changed(page, step)
    # (Shift+Enter and Ctrl+Enter are the teacher's: they run the cell, see test_widget_fit.py)
    for key in ["d", "d", "m", "a", "b", "x", "c", "v", "z", "y", "Escape", "Enter", "ArrowDown", "Home", "End"]:
        page.keyboard.press(key)
    page.wait_for_timeout(300)
    assert _cells(page) == cells
    assert page.locator(TABLE).count() == 1
    assert _focus_in_table(page)

    # 2: clicks out of turn never hold up the computers; meanwhile they are visibly thinking
    _my_turn(page)
    page.locator(f"{TABLE} button[data-action='draw']").click()
    thinking = page.locator(f"{TABLE}.nn-waiting .nn-turn-text.nn-thinking")
    thinking.wait_for(timeout=10_000)
    assert ("denkt nach" if lang == "de" else "is thinking") in thinking.inner_text()
    page.locator(f"{TABLE} .nn-toolbar button[data-action='rules']").click()  # the toolbar works while they move
    page.locator(f"{TABLE} .nn-rules").wait_for(timeout=10_000)
    page.locator(f"{TABLE} .nn-panel .nn-close").click()  # the panel's ✕ closes it
    page.locator(f"{TABLE} .nn-rules").wait_for(state="detached", timeout=10_000)
    log_before = page.locator(f"{TABLE} .nn-log li").count()
    for _ in range(16):  # 4 s of clicks, a click every quarter second; a computer waits half a second
        cards = page.locator(f"{TABLE} .nn-hand button")
        if cards.count():
            cards.first.click(timeout=5_000)
        page.wait_for_timeout(250)
    assert page.locator(f"{TABLE} .nn-log li").count() > log_before, "the computers did not move"
    assert _focus_in_table(page)

    # 7: a kernel restart: the old table says what to do
    _restart_kernel(page)
    notice = page.locator(f"{TABLE} .nn-dead")
    notice.wait_for(state="visible", timeout=30_000)
    assert ("Zelle noch einmal" if lang == "de" else "Run the cell again") in notice.inner_text()
    page.wait_for_timeout(300)
    assert _on_screen(page, f"{TABLE} .nn-dead .nn-box") == {}
    screenshot(page, f"classroom-{name}-{lang}-restarted")
    # 6: running it again offers this table's game, with the box in view and the keys on it
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_text("Run All Cells", exact=True).click()
    box = page.locator(f"{TABLE} .nn-overlay-resume .nn-box")
    box.wait_for(timeout=60_000)
    page.wait_for_timeout(500)
    assert _on_screen(page, f"{TABLE} .nn-overlay-resume .nn-box") == {}
    assert page.evaluate("() => document.activeElement.dataset.action") == "resume"
    screenshot(page, f"classroom-{name}-{lang}-resume")
    go_on = page.locator(f"{TABLE} .nn-overlay-resume button[data-action='resume']").get_attribute("data-shortcut")
    assert go_on == ("w" if lang == "de" else "g")  # Weiterspielen / Go on
    page.keyboard.press(go_on)
    box.wait_for(state="detached")
    assert ("Willkommen" if lang == "de" else "Welcome back") in page.locator(f"{TABLE} .nn-message").inner_text()
    assert _focus_in_table(page)
    # the game goes on in view: the top card, whose turn it is and the hand (issue 27)
    page.wait_for_timeout(300)
    assert _on_screen(page, f"{TABLE} .nn-pile svg", f"{TABLE} .nn-turn-line", f"{TABLE} .nn-hand button") == {}
    screenshot(page, f"classroom-{name}-{lang}-go-on")


@pytest.mark.parametrize("screen", [(1024, 600)], indirect=True, ids=["1024x600"])
def test_the_end_of_the_game_is_in_view_and_the_keys_stay(lab: str, screen: Any) -> None:
    page = screen
    deck = ["H4", "H8", "C12", "C9", "T6", "S10", "H7", "C5"]  # you hold H4; it fits C12 and wins
    path = _notebook(
        "game-end", f'import numnum\n\nnumnum.play("numnum", players=2, deck={deck}, hand_size=1, autosave=False)'
    )
    open_and_run(page, lab, path)
    page.locator(f"{TABLE} .nn-hand button").first.wait_for(timeout=90_000)
    _my_turn(page)
    page.keyboard.press("ArrowRight")  # the keys are the table's: the first card gets the focus
    page.keyboard.press("Enter")  # ... and is played: the last card
    box = page.locator(f"{TABLE} .nn-overlay-over .nn-box")
    box.wait_for()
    page.wait_for_timeout(500)
    assert _on_screen(page, f"{TABLE} .nn-overlay-over .nn-box") == {}
    assert page.evaluate("() => document.activeElement.dataset.action") == "restart"
    # 9: the card flew from the hand to the pile; the end screen names everybody's cards left
    assert int(page.locator(".nn-root").first.get_attribute("data-animations") or 0) >= 1
    assert page.locator(f"{TABLE} .nn-overlay-over .nn-scores tbody tr").count() == 2
    screenshot(page, "classroom-game-end")
    cells = _cells(page)
    page.keyboard.press("Enter")  # Play again
    box.wait_for(state="detached")
    page.wait_for_timeout(300)
    assert _focus_in_table(page)
    page.keyboard.press("m")  # no call in NumNum: still the table's key, not the notebook's
    page.keyboard.press("b")
    page.wait_for_timeout(300)
    assert _cells(page) == cells
    # with reduced motion nothing flies
    page.emulate_media(reduced_motion="reduce")
    flown = page.locator(".nn-root").first.get_attribute("data-animations")
    _my_turn(page)
    playable = page.locator(f"{TABLE} .nn-hand button.nn-playable")
    if playable.count():
        step = _step(page)
        playable.first.click()
        _changed(page, step)
        page.wait_for_timeout(300)
        assert page.locator(".nn-root").first.get_attribute("data-animations") == flown


@pytest.mark.parametrize("screen", [(1920, 1080)], indirect=True, ids=["1920x1080"])
def test_the_projector_mode_fills_the_width_with_big_text(lab: str, screen: Any) -> None:
    page = screen
    path = _notebook("projector", 'import numnum\n\nnumnum.play("maumau", players=4, size="large", autosave=False)')
    open_and_run(page, lab, path)
    page.locator(f"{TABLE} .nn-hand button").first.wait_for(timeout=90_000)
    page.wait_for_timeout(500)
    sizes = page.evaluate(
        """() => {
        const out = [];
        for (const el of document.querySelectorAll('.nn-table *')) {
            if (el.closest('svg') || !el.getClientRects().length) continue;
            const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
            if (own) out.push([el.className || el.tagName, parseFloat(getComputedStyle(el).fontSize)]);
        }
        return out;
    }"""
    )
    small = [(what, px) for what, px in sizes if px < 28]
    assert sizes and small == []
    widths = page.evaluate(
        "() => [document.querySelector('.nn-table').getBoundingClientRect().width,"
        " document.querySelector('.jp-OutputArea-output').getBoundingClientRect().width]"
    )
    assert widths[0] >= 0.95 * widths[1] and widths[0] > 1300
    screenshot(page, "classroom-projector-1920x1080")


@pytest.mark.parametrize("screen", [(1280, 800)], indirect=True, ids=["1280x800"])
def test_two_tables_of_a_notebook_keep_one_save_each(lab: str, screen: Any) -> None:
    page = screen
    open_and_run(page, lab, "notebooks/maumau.ipynb")
    page.wait_for_function("() => document.querySelectorAll('.nn-table').length === 2", timeout=90_000)
    first, second = page.locator(TABLE).nth(0), page.locator(TABLE).nth(1)
    for table in (first, second):  # games left by an earlier run are put aside
        table.locator(".nn-hand button, .nn-overlay-resume").first.wait_for(timeout=60_000)
        resume = table.locator(".nn-overlay-resume button[data-action='discard_save']")
        if resume.count():
            resume.click()
            table.locator(".nn-overlay-resume").wait_for(state="detached")
    first.locator(".nn-seat.nn-me.nn-turn").wait_for(timeout=60_000)
    step = first.get_attribute("data-step")
    first.locator("button[data-action='draw']").click()  # a move: the first table's game is saved
    page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)
    time.sleep(0.5)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_text("Run All Cells", exact=True).click()
    first.locator(".nn-overlay-resume").wait_for(timeout=60_000)
    assert "you, Robo and Zora." in first.locator(".nn-overlay-resume").inner_text()  # its own game: 3 players
    second.locator(".nn-hand button, .nn-overlay-resume").first.wait_for(timeout=60_000)
    # the second table (4 players) never offers the first one's game; at most its own
    offer = second.locator(".nn-overlay-resume")
    assert offer.count() == 0 or "Zora and Pixel." in offer.inner_text()
