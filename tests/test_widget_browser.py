"""The card table in a real browser: JupyterLab, Debian's chromium, Playwright.

Opens ``notebooks/play.ipynb``, runs it, plays a card by clicking it and checks that the table
changed.  Screenshots: ``test-artifacts/table-*.png``.
"""

from __future__ import annotations

from typing import Any

from browser import open_and_run, screenshot

TABLE = ".nn-table"


def _wait_for_my_turn(page: Any) -> None:
    page.wait_for_function(
        "() => document.querySelector('.nn-table .nn-hand button, .nn-overlay-resume')", timeout=60_000
    )
    resume = page.locator(f"{TABLE} .nn-overlay-resume button[data-action='discard_save']")
    if resume.count():  # an earlier test left a game in the autosave: start afresh
        resume.click()
    page.wait_for_function(
        "() => { const t = document.querySelector('.nn-table');"
        " return t && t.querySelector('.nn-seat.nn-me.nn-turn') && !t.querySelector('.nn-overlay'); }",
        timeout=60_000,
    )


def test_a_card_is_played_by_clicking_it(lab: str, page: Any) -> None:
    open_and_run(page, lab, "notebooks/play.ipynb")
    page.locator(TABLE).first.wait_for(timeout=90_000)
    _wait_for_my_turn(page)
    screenshot(page, "table-start", TABLE)
    table = page.locator(TABLE).first
    before_step = table.get_attribute("data-step")
    cards_before = page.locator(f"{TABLE} .nn-hand button").count()
    playable = page.locator(f"{TABLE} .nn-hand button.nn-playable")
    if playable.count():
        card = playable.first.get_attribute("data-card")
        playable.first.click()
        page.wait_for_function("(step) => document.querySelector('.nn-table').dataset.step !== step", arg=before_step)
        picker = page.locator(f"{TABLE} .nn-picker button[data-action='pick']")
        if picker.count():  # a wish card: choose the first symbol
            step = table.get_attribute("data-step")
            picker.first.click()
            page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)
        # the message, or (when a computer was quicker than this check) the log's newest lines
        said = page.locator(f"{TABLE} .nn-message").first.inner_text() + page.locator(f"{TABLE} .nn-log").inner_text()
        assert "You played" in said, said
        assert page.locator(f"{TABLE} .nn-hand button").count() == cards_before - 1
        assert card is not None
    else:
        page.locator(f"{TABLE} button[data-action='draw']").click()
        page.wait_for_function("(step) => document.querySelector('.nn-table').dataset.step !== step", arg=before_step)
        said = page.locator(f"{TABLE} .nn-message").first.inner_text() + page.locator(f"{TABLE} .nn-log").inner_text()
        assert "You drew" in said, said
    screenshot(page, "table-after-click", TABLE)


def test_an_unfitting_card_says_why_and_keys_work(lab: str, page: Any) -> None:
    open_and_run(page, lab, "notebooks/play.ipynb")
    page.locator(TABLE).first.wait_for(timeout=90_000)
    _wait_for_my_turn(page)
    wrong = page.locator(f"{TABLE} .nn-hand button.nn-card:not(.nn-playable)")
    if wrong.count():
        wrong.first.click()
        page.locator(f"{TABLE} .nn-explain").wait_for()
        assert "does not fit" in page.locator(f"{TABLE} .nn-message").first.inner_text()
    step = page.locator(TABLE).first.get_attribute("data-step")
    page.locator(f"{TABLE} button[data-action='hints']").focus()
    page.keyboard.press("h")  # the shortcut switches the hints off
    page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)
    assert page.locator(f"{TABLE} button[data-action='hints']").get_attribute("aria-pressed") == "false"
    screenshot(page, "table-why", TABLE)


def test_keys_under_a_screen_in_the_middle_belong_to_the_screen(lab: str, page: Any) -> None:
    open_and_run(page, lab, "notebooks/play.ipynb")
    page.locator(TABLE).first.wait_for(timeout=90_000)
    _wait_for_my_turn(page)
    step = page.locator(TABLE).first.get_attribute("data-step")
    page.locator(f"{TABLE} button[data-action='draw']").click()  # a move: the game is saved
    page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)
    # the kernel's table is made again (as after a restart): it offers the saved game
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_text("Run All Cells", exact=True).click()
    page.locator(f"{TABLE} .nn-overlay-resume").wait_for(timeout=60_000)
    page.locator(f"{TABLE} .nn-overlay h2").click()  # the keys go to the table
    screenshot(page, "table-resume", TABLE)
    page.keyboard.press("n")  # "Start a new game" on the screen, not "New game…" of the toolbar below it
    page.locator(f"{TABLE} .nn-overlay-resume").wait_for(state="detached")
    assert page.locator(f"{TABLE} .nn-settings").count() == 0
