"""The lessons as apps (Voilà, what ``make lessons`` serves), walked as a pupil in a real browser:
no code shown, a wrong answer gets a hint first and the reason at the second try, and the round
of play takes a move.  One walk per language; screenshots in ``test-artifacts/voila-*.png``.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import CHROMIUM, screenshot, serve

ROOT = Path(__file__).resolve().parent.parent
TABLE = ".nn-table"


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Voilà serving lessons/ as ``make lessons`` does (sources stripped); its base URL."""
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.skip(f"chromium is not installed at {CHROMIUM}")
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    home = tmp_path_factory.mktemp("voila-home")
    env = {**os.environ, "NUMNUM_HOME": str(home / "numnum"), "JUPYTER_RUNTIME_DIR": str(home / "runtime")}
    command = [sys.executable, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1", "--strip_sources=True"]
    with serve([*command, str(ROOT / "lessons")], env, home / "voila.log", "Voila") as base:
        yield base


@pytest.fixture
def pupil(voila: str, browser: Any) -> Iterator[Any]:
    """A browser page as a pupil's laptop shows it (1280 x 900), in the test run's one chromium
    (the ``browser`` fixture of tests/browser.py)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(120_000)
    yield page
    context.close()


WALKS = [
    (
        "en/01_times_tables_as_rows.ipynb",
        "Is 12 in the 4-row?",
        "no",
        "Jump in fours",
        "Try again!",
        "12 is in the 4-times table",
    ),
    (
        "de/01_einmaleins_als_reihen.ipynb",
        "Ist 12 in der 4er-Reihe?",
        "nein",
        "Hüpf in Viererschritten",
        "Versuch es noch einmal!",
        "12 ist in der 4er-Reihe",
    ),
]


@pytest.mark.parametrize(("notebook", "question", "wrong", "hint", "again", "reason"), WALKS, ids=["en", "de"])
def test_a_pupil_walks_a_lesson_in_the_app(
    voila: str, pupil: Any, notebook: str, question: str, wrong: str, hint: str, again: str, reason: str
) -> None:
    page = pupil
    lang = notebook[:2]
    page.goto(f"{voila}/voila/render/{notebook}")
    page.locator(".numnum-start").wait_for()
    page.locator(TABLE).first.wait_for()  # the last widget: every cell has run
    body = page.inner_text("body")
    # no code, no traceback, no card codes
    assert page.locator(".jp-CodeCell .jp-InputArea, .cm-editor, .CodeMirror, .jp-InputPrompt").count() == 0
    assert "numnum.lessons" not in body and "lesson01." not in body and "import" not in body
    assert "Traceback" not in body and "Error" not in body
    screenshot(page, f"voila-{lang}-start")
    # the feedback ladder: a hint first, the reason with the second wrong answer
    box = page.locator(".widget-vbox", has=page.get_by_text(question, exact=True)).last
    box.scroll_into_view_if_needed()
    box.locator("button.numnum-answer", has_text=wrong).click()
    feedback = box.locator(".numnum-feedback")
    feedback.wait_for()
    first = feedback.inner_text()
    assert hint in first and again in first and reason not in first, first
    screenshot(page, f"voila-{lang}-hint")
    box.locator("button.numnum-answer", has_text=wrong).click()
    box.locator(".numnum-feedback", has_text=reason).wait_for(timeout=30_000)
    assert box.locator(".numnum-feedback svg").count() == 1, "the reason comes with its picture"
    screenshot(page, f"voila-{lang}-reason")
    # the round plays: wait for the pupil's turn, then play a card that fits (or draw)
    table = page.locator(TABLE).first
    table.scroll_into_view_if_needed()
    page.wait_for_function(
        "() => { const t = document.querySelector('.nn-table');"
        " return t && t.querySelector('.nn-seat.nn-me.nn-turn') && !t.querySelector('.nn-overlay'); }",
        timeout=60_000,
    )
    before = table.get_attribute("data-step")
    playable = page.locator(f"{TABLE} .nn-hand button.nn-playable")
    if playable.count():
        playable.first.click()
    else:
        page.locator(f"{TABLE} button[data-action='draw']").click()
    page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=before)
    screenshot(page, f"voila-{lang}-table", TABLE)
