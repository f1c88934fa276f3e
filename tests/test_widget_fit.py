"""The card table fits the screen it is on, and nothing a child does by accident ends the game
(issue 27, §2 and §3), in a real browser: JupyterLab with its file browser open, Debian's chromium.

On the screens of a school (1024x600, 1280x720, 1280x800, 1920x1080), in the normal layout (compact
where the space is low: 479 px at 1024x600), in the projector mode and in full screen, every part
of the table (title, toolbar, seats, pile, turn line, buttons, every card of the hand) lies inside
the visible area, at the start of a game of Number ONE and after 30 moves; the table never grows
while cards are played.  Besides: the letter shortcuts are harmless and say what they did, Home
and End stay in the table, Shift+Enter and Ctrl+Enter run the cell as the teacher expects, and in
full screen the keys and the focus stay in the table.  Screenshots: ``test-artifacts/fit-*.png``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from browser import ROOT, open_and_run, screenshot
from test_widget_classroom import _cells, _changed, _focus_in_table, _notebook, _on_screen, _step

TABLE = ".nn-table"
SCREENS = [(1024, 600), (1280, 800), (1920, 1080)]
#: ... and the projector's screens (1280x720: a small projector, in full screen)
ALL_SCREENS = [(1024, 600), (1280, 720), (1280, 800), (1920, 1080)]
#: Where a child clicks a card of a long hand: its corner (the cards overlap, their middles are hidden)
CORNER = {"x": 12, "y": 24}

#: A table of Number ONE after 30 moves; the person draws whenever the rules let them.
AFTER_30 = """import numnum
from numnum.moves import Move

table = numnum.play("number_one", players=4, seed=10, bot_delay=0.6, autosave=False, size={size!r})
game = table.controller.game
while len(game.history) < 30:
    if table.controller.is_human_turn:
        legal = game.legal_moves()
        table.click_move(next((m for m in (Move.DRAW, Move.PASS) if m in legal), legal[0]))
    else:
        table.bot_move()
table"""

#: Every part of the table that must be seen: (selector, what it is), each element of it.
PARTS = [
    (".nn-title", "title"),
    (".nn-toolbar button:not([hidden])", "toolbar button"),
    (".nn-seat", "seat"),
    (".nn-stock", "draw pile"),
    (".nn-pile > svg", "top card"),
    (".nn-status li", "status"),
    (".nn-turn-line", "turn line"),
    (".nn-actions button", "button"),
    (".nn-picker", "picker"),
    (".nn-explain", "why"),
    (".nn-hand button", "card of the hand"),
]

_OUT_OF_VIEW = """([index, parts]) => {
    const root = document.querySelectorAll('.nn-root')[index];
    const table = root.querySelector('.nn-table');
    let top = 0, bottom = window.innerHeight, left = 0, right = window.innerWidth;
    if (document.fullscreenElement !== root) {
        const scroller = root.closest('.jp-WindowedPanel-outer');
        const box = scroller.getBoundingClientRect();
        top = Math.max(top, box.top); bottom = Math.min(bottom, box.bottom);
        left = Math.max(left, box.left); right = Math.min(right, box.right);
    }
    const out = [];
    const check = (el, what) => {
        const r = el.getBoundingClientRect();
        if (!el.getClientRects().length || r.width === 0) return;
        if (r.top < top - 1 || r.bottom > bottom + 1 || r.left < left - 1 || r.right > right + 1) {
            out.push(`${what}: ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},` +
                `${Math.round(r.bottom)} outside ${Math.round(left)},${Math.round(top)}..${Math.round(right)},` +
                `${Math.round(bottom)}`);
        }
    };
    check(table, 'table');
    for (const [sel, what] of parts) for (const el of table.querySelectorAll(sel)) check(el, what);
    return out;
}"""


@pytest.fixture
def screen(browser: Any) -> Iterator[Any]:
    """A page of 1024x600; the tests change its size."""
    context = browser.new_context(viewport={"width": 1024, "height": 600})
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


def _out_of_view(page: Any, index: int) -> list[str]:
    return list(page.evaluate(_OUT_OF_VIEW, [index, PARTS]))


def _root(page: Any, index: int) -> Any:
    return page.locator(".nn-root").nth(index)


def _into_view(page: Any, index: int) -> None:
    """Scroll the notebook to the table, as a teacher does (the table is as high as the space)."""
    page.evaluate(
        "(i) => document.querySelectorAll('.nn-table')[i].scrollIntoView({block: 'nearest'})",
        index,
    )
    page.wait_for_timeout(200)


def _full_screen(page: Any) -> Any:
    return page.evaluate("() => document.fullscreenElement && document.fullscreenElement.className")


def _height(page: Any) -> float:
    """The table's height (measured in the page: the computers redraw it at any moment)."""
    return float(page.evaluate("() => document.querySelector('.nn-table').getBoundingClientRect().height"))


def _file_browser_open(page: Any) -> bool:
    return bool(
        page.evaluate("() => { const f = document.querySelector('#filebrowser'); return !!f && f.offsetWidth > 0; }")
    )


def _ready(page: Any, count: int) -> None:
    page.wait_for_function(
        "(n) => document.querySelectorAll('.nn-table .nn-hand button').length > 0"
        " && document.querySelectorAll('.nn-table').length === n",
        arg=count,
        timeout=90_000,
    )
    page.wait_for_timeout(500)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_part_of_the_table_is_in_view_on_every_screen(lab: str, screen: Any, size: str) -> None:
    page = screen
    start = f'import numnum\n\nnumnum.play("number_one", players=4, seed=10, autosave=False, size={size!r})'
    path = _notebook(f"fit-{size}", start)
    # the same notebook with a second table: the game after 30 moves
    nb = json.loads((ROOT / path).read_text())
    nb["cells"].insert(2, {**nb["cells"][1], "id": "after-30-moves", "source": AFTER_30.format(size=size)})
    (ROOT / path).write_text(json.dumps(nb))
    open_and_run(page, lab, path)
    _ready(page, 2)
    assert _file_browser_open(page)  # measured as a class sees it: JupyterLab's sidebar open
    for width, height in ALL_SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        for index, moment in enumerate(("start", "after 30 moves")):
            _into_view(page, index)
            where = f"{size}, {width}x{height}, {moment}"
            assert _out_of_view(page, index) == [], where
            classes = str(_root(page, index).get_attribute("class"))
            if size == "normal":  # the compact layout where the space is low, and only there
                assert ("nn-compact" in classes) == (height == 600), (where, classes)
            screenshot(page, f"fit-{size}-{width}x{height}-{index}")
            # full screen: the table fills the screen, every part still in view
            page.locator(TABLE).nth(index).locator("button[data-action='fullscreen']").click()
            page.wait_for_function("() => !!document.fullscreenElement")
            page.wait_for_timeout(300)
            assert "nn-root" in _full_screen(page)
            assert _out_of_view(page, index) == [], f"{where}, full screen"
            box = page.locator(TABLE).nth(index).bounding_box()
            assert box["height"] == pytest.approx(height, abs=1) and box["width"] == pytest.approx(width, abs=1)
            if index == 1:
                screenshot(page, f"fit-{size}-{width}x{height}-full")
            page.keyboard.press("Escape")  # Esc leaves full screen
            page.wait_for_function("() => !document.fullscreenElement")
            page.wait_for_timeout(300)


def test_the_table_never_grows_while_cards_are_played(lab: str, screen: Any) -> None:
    page = screen
    path = _notebook(
        "fit-play", 'import numnum\n\nnumnum.play("number_one", players=4, seed=10, bot_delay=0, autosave=False)'
    )
    open_and_run(page, lab, path)
    _ready(page, 1)
    height = _height(page)
    assert height <= 479  # JupyterLab's notebook area at 1024x600 with the file browser open
    moves = 0
    while moves < 12:
        page.wait_for_function(
            "() => { const t = document.querySelector('.nn-table');"
            " return t.querySelector('.nn-seat.nn-me.nn-turn') && !t.querySelector('.nn-overlay')"
            " || t.querySelector('.nn-overlay-over'); }",
            timeout=60_000,
        )
        if page.locator(f"{TABLE} .nn-overlay-over").count():
            break
        step = _step(page)
        picker = page.locator(f"{TABLE} .nn-picker button[data-action='pick']")
        playable = page.locator(f"{TABLE} .nn-hand button.nn-playable")
        draw = page.locator(f"{TABLE} button[data-action='draw']")
        if picker.count():
            picker.first.click()
        elif moves % 3 and draw.count():  # mostly draw: the hand grows
            draw.click()
        elif playable.count():
            playable.first.click(position=CORNER)
        elif draw.count():
            draw.click()
        else:  # nothing fits, and no drawing either: a card that does not fit says why
            page.locator(f"{TABLE} .nn-hand button").first.click(position=CORNER)
        _changed(page, step)
        moves += 1
        assert _height(page) == height
        _into_view(page, 0)
        assert _out_of_view(page, 0) == [], f"after {moves} clicks"
    screenshot(page, "fit-played-1024x600")


def test_letters_are_harmless_and_say_what_they_did(lab: str, screen: Any) -> None:
    page = screen
    path = _notebook(
        "fit-keys", 'import numnum\n\nnumnum.play("maumau", players=3, seed=7, bot_delay=5, autosave=False)'
    )
    open_and_run(page, lab, path)
    _ready(page, 1)
    page.wait_for_function("() => document.querySelector('.nn-table .nn-seat.nn-me.nn-turn')", timeout=60_000)
    page.locator(f"{TABLE} .nn-title").click()  # the keys go to the table
    hand = page.locator(f"{TABLE} .nn-hand").bounding_box()
    height = _height(page)
    cells = _cells(page)
    # "r" and "n" open their panels over the cards: nothing moves, Esc closes them
    for key, panel in (("r", ".nn-panel-rules"), ("n", ".nn-panel-settings")):
        step = _step(page)
        page.keyboard.press(key)
        _changed(page, step)
        page.locator(f"{TABLE} {panel}").wait_for()
        assert page.locator(f"{TABLE} .nn-hand").bounding_box() == hand
        assert _height(page) == height
        assert _out_of_view(page, 0) == []
        screenshot(page, f"fit-panel-{key}")
        step = _step(page)
        page.keyboard.press("Escape")
        _changed(page, step)
        page.locator(f"{TABLE} .nn-panel").wait_for(state="detached")
    # "h" says on the table that the hints are off, on its button and in the message
    step = _step(page)
    page.keyboard.press("h")
    _changed(page, step)
    assert page.locator(f"{TABLE} button[data-action='hints']").inner_text().startswith("Hints: off")
    assert "Hints are off" in page.locator(f"{TABLE} .nn-message").inner_text()
    # a quick second "d" names the key, not a click
    step = _step(page)
    page.evaluate(
        "() => { for (let i = 0; i < 2; i++) document.querySelector('.nn-table .nn-title')"
        ".dispatchEvent(new KeyboardEvent('keydown', {key: 'd', bubbles: true})); }"
    )
    page.wait_for_function(
        "() => /Too quick/.test(document.querySelector('.nn-table .nn-message').textContent)", timeout=30_000
    )
    said = page.locator(f"{TABLE} .nn-message").inner_text()
    assert "key D" in said and "click" not in said, said
    assert int(_step(page)) == int(step) + 2
    # a key held down presses its button once
    step = _step(page)
    page.evaluate(
        "() => document.querySelector('.nn-table .nn-title')"
        ".dispatchEvent(new KeyboardEvent('keydown', {key: 'r', repeat: true, bubbles: true}))"
    )
    page.wait_for_timeout(500)
    assert _step(page) == step and page.locator(f"{TABLE} .nn-panel").count() == 0
    assert _cells(page) == cells and _focus_in_table(page)
    screenshot(page, "fit-keys")
    # a new game brings the table into view, wherever the notebook was scrolled meanwhile
    page.evaluate("() => { document.querySelector('.jp-WindowedPanel-outer').scrollTop = 0; }")
    assert _on_screen(page, f"{TABLE} .nn-hand button") != {}
    step = _step(page)
    page.keyboard.press("n")
    _changed(page, step)
    page.evaluate("() => document.querySelector('.nn-table [data-action=new_game]').focus({preventScroll: true})")
    step = _step(page)
    page.keyboard.press("Enter")  # "Start the new game"
    _changed(page, step)
    page.locator(f"{TABLE} .nn-panel").wait_for(state="detached")
    page.wait_for_timeout(300)
    assert _on_screen(page, f"{TABLE} .nn-pile svg", f"{TABLE} .nn-turn-line", f"{TABLE} .nn-hand button") == {}


def test_home_and_end_stay_in_the_table(lab: str, screen: Any) -> None:
    page = screen
    path = _notebook(
        "fit-home", 'import numnum\n\nnumnum.play("numnum", players=3, seed=7, bot_delay=5, autosave=False)'
    )
    for url in ("lab/tree", "notebooks"):  # JupyterLab and Notebook 7
        if url == "lab/tree":
            open_and_run(page, lab, path)
        else:
            page.goto(f"{lab}/notebooks/{path}")
            page.locator(".jp-Notebook").first.wait_for()
            select = page.locator(".jp-Dialog button.jp-mod-accept")  # Notebook 7 may ask for the kernel
            try:
                select.wait_for(timeout=4000)
                select.click()
            except Exception:  # no dialog: the kernel started by itself
                pass
            page.get_by_role("menuitem", name="Run", exact=True).click()
            page.get_by_text("Run All Cells", exact=True).click()
        _ready(page, 1)
        page.locator(f"{TABLE} .nn-title").click()
        scrolled = "() => [...document.querySelectorAll('.jp-WindowedPanel-outer')].map(e => e.scrollTop).join()"
        before = page.evaluate(scrolled)
        cards = page.locator(f"{TABLE} .nn-hand button")
        page.keyboard.press("End")
        assert page.evaluate("() => document.activeElement.dataset.key") == f"card-{cards.count() - 1}", url
        page.keyboard.press("Home")
        assert page.evaluate("() => document.activeElement.dataset.key") == "card-0", url
        page.wait_for_timeout(300)
        assert page.evaluate(scrolled) == before, url


def test_the_run_keys_are_the_teachers(lab: str, screen: Any) -> None:
    page = screen
    path = _notebook(
        "fit-run", 'import numnum\n\nnumnum.play("numnum", players=3, seed=7, bot_delay=5, autosave=False)'
    )
    open_and_run(page, lab, path)
    _ready(page, 1)
    prompt = page.locator(".jp-Cell").nth(1).locator(".jp-InputPrompt")
    page.wait_for_function("(p) => /\\[\\d+\\]/.test(p.textContent)", arg=prompt.element_handle())
    runs = prompt.inner_text()
    page.locator(f"{TABLE} .nn-title").click()
    page.keyboard.press("Control+Enter")  # runs the table's cell again: a new table
    page.wait_for_function(
        "([p, was]) => p.textContent !== was && /\\d/.test(p.textContent)", arg=[prompt.element_handle(), runs]
    )
    _ready(page, 1)
    # in full screen the run keys stay in the table: nothing of JupyterLab is reached
    runs = prompt.inner_text()
    page.locator(f"{TABLE} button[data-action='fullscreen']").click()
    page.wait_for_function("() => !!document.fullscreenElement")
    cells = _cells(page)
    for key in ["Shift+Enter", "Control+Enter", "d", "d", "m", "a", "b", "x", "z"]:
        page.keyboard.press(key)
    for _ in range(30):  # Tab walks round the table's buttons and never leaves it
        page.keyboard.press("Tab")
        assert _focus_in_table(page)
    page.keyboard.press("Shift+Tab")
    assert _focus_in_table(page)
    page.wait_for_timeout(300)
    assert prompt.inner_text() == runs and _cells(page) == cells
    assert _full_screen(page) is not None
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.fullscreenElement")
    assert _on_screen(page, f"{TABLE} .nn-pile svg", f"{TABLE} .nn-hand button") == {}
    page.keyboard.press("Shift+Enter")  # out of full screen: the teacher's key again
    page.wait_for_function(
        "([p, was]) => p.textContent !== was && /\\d/.test(p.textContent)", arg=[prompt.element_handle(), runs]
    )


def test_a_click_beside_the_table_and_d_d_delete_nothing(lab: str, screen: Any) -> None:
    page = screen
    open_and_run(page, lab, "notebooks/play.ipynb")
    page.wait_for_function("() => document.querySelector('.nn-table .nn-hand button, .nn-table .nn-overlay')")
    cells = _cells(page)
    cell = page.locator(".jp-Cell").filter(has=page.locator(TABLE))
    # a click beside the table, on the text below it: the notebook has the keys; up to the table's cell
    page.locator(".jp-Cell").nth(cells.index("code") + 1).locator(".jp-InputPrompt").click()
    page.keyboard.press("ArrowUp")
    assert not _focus_in_table(page)
    assert page.evaluate("() => document.querySelector('.jp-Cell.jp-mod-active .nn-table') !== null")
    for key in ["d", "d", "x", "Enter", "a"]:  # delete, cut, edit, type
        page.keyboard.press(key)
        page.wait_for_timeout(150)
    page.keyboard.press("Escape")
    page.wait_for_timeout(300)
    assert _cells(page)[: len(cells)] == cells and page.locator(TABLE).count() == 1
    assert "numnum.play(" in cell.locator(".jp-InputArea").inner_text()
