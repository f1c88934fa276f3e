"""The lessons as apps (Voilà, what ``make lessons`` serves), walked as a pupil in a real browser:
no code shown, a wrong answer gets a hint first and the reason at the second try, and the round
of play takes a move; a pupil earns the star of lesson 1, types an answer, reloads and finds
both again, and sees the star in lesson 2 too, where another pupil sees none.  One walk per
language; screenshots in ``test-artifacts/voila-*.png``.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from browser import CHROMIUM, screenshot, serve
from lesson_walk import STARS, WORDS, box, earn_the_star_of_lesson_1

ROOT = Path(__file__).resolve().parent.parent
TABLE = ".nn-table"


def _class_server() -> ModuleType:
    spec = importlib.util.spec_from_file_location("class_server", ROOT / "tools" / "class_server.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The class server serving lessons/ as ``make lessons`` does (Voilà's server extension with
    the class set-up of jupyter_config/, see tools/class_server.py: sources stripped); its base URL."""
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.skip(f"chromium is not installed at {CHROMIUM}")
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    home = tmp_path_factory.mktemp("voila-home")
    tool = _class_server()
    env = tool.voila_env(
        {
            **os.environ,
            "NUMNUM_HOME": str(home / "numnum"),
            "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
            "JUPYTER_DATA_DIR": str(home / "data"),
        }
    )
    folder = tool.class_folder(ROOT / "lessons", home / "served")
    tool.trust(tool.notebooks(folder), env)
    with serve(tool.server_command(folder), env, home / "voila.log", "Voila") as base:
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
        "Is 20 in the 4-row?",
        "no",
        "Jump in fours",
        "Try again!",
        "20 is in the 4-times table",
    ),
    (
        "de/01_einmaleins_als_reihen.ipynb",
        "Ist 20 in der 4er-Reihe?",
        "nein",
        "Hüpf in Viererschritten",
        "Versuch es noch einmal!",
        "20 ist in der 4er-Reihe",
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
    assert "numnum.teaching.lessons" not in body and "lesson01." not in body and "import" not in body
    assert "Traceback" not in body and "Error" not in body
    assert "Run All Cells" not in body, "how to run the cells in JupyterLab does not apply here"
    assert page.locator(".numnum-run-all").count() == 1 and not page.locator(".numnum-run-all").is_visible()
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


# --- the pupil's work stays (issue 28 §4): stars and typed answers per browser ----------------------

LESSON_2 = {"en": "en/02_multiples_and_divisors.ipynb", "de": "de/02_vielfache_und_teiler.ipynb"}


def _open_lesson(page: Any, base: str, notebook: str) -> None:
    """Open a lesson in the app; wait until every cell has run and the browser has said who it is."""
    page.goto(f"{base}/voila/render/{notebook}")
    page.locator(".numnum-start").wait_for()
    page.locator(TABLE).first.wait_for()
    page.wait_for_function("() => document.querySelectorAll('[data-kept=\"yes\"]').length >= 2")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_star_and_typed_answers_stay_with_the_pupil(voila: str, browser: Any, lang: str) -> None:
    words = WORDS[lang]
    anna_context = browser.new_context(viewport={"width": 1280, "height": 900})
    ben_context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        anna, ben = anna_context.new_page(), ben_context.new_page()
        for page in (anna, ben):
            page.set_default_timeout(120_000)
        lesson_1 = WALKS[0][0] if lang == "en" else WALKS[1][0]
        _open_lesson(anna, voila, lesson_1)
        assert anna.locator(STARS).first.inner_text().endswith("☆ ☆ ☆ ☆ ☆ ☆ ☆ ☆ ☆ ☆")
        earn_the_star_of_lesson_1(anna, lang, lambda name: screenshot(anna, f"voila-{lang}-{name}"))
        screenshot(anna, f"voila-{lang}-star-earned")
        assert "★ ☆ ☆" in anna.locator(STARS).first.inner_text(), "the Start step shows the new star at once"
        after = box(anna, words["after30"])
        after.scroll_into_view_if_needed()
        after.locator("input").fill("36")
        after.locator("input").press("Enter")
        after.locator(".numnum-feedback.right").wait_for()
        # a reload: a new kernel, and the same browser finds its star and its answer again
        anna.reload()
        anna.locator(".numnum-start").wait_for()
        anna.locator(TABLE).first.wait_for()
        anna.locator(STARS, has_text="★").first.wait_for()
        assert "★ ☆ ☆" in anna.locator(STARS).first.inner_text()
        after = box(anna, words["after30"])
        after.locator(".numnum-feedback.right").wait_for()
        assert after.locator("input").input_value() == "36" and after.locator("input").is_disabled()
        anna.locator(".numnum-streak", has_text=words["have"]).wait_for()
        after.scroll_into_view_if_needed()
        screenshot(anna, f"voila-{lang}-after-reload")
        # lesson 2 shows the star of lesson 1 too, and keeps its own answers
        _open_lesson(anna, voila, LESSON_2[lang])
        assert "★ ☆ ☆" in anna.locator(STARS).first.inner_text()
        divisors = box(anna, words["divisors18"])
        divisors.scroll_into_view_if_needed()
        divisors.locator("input").fill("2, 3, 6, 9, 18")
        divisors.locator("input").press("Enter")
        divisors.locator(".numnum-feedback.wrong", has_text=words["forget1"]).wait_for()
        screenshot(anna, f"voila-{lang}-lesson2-mistake")
        anna.locator(".numnum-start").scroll_into_view_if_needed()
        screenshot(anna, f"voila-{lang}-lesson2-start")
        # Ben, at another laptop: no star, no answer of Anna's
        _open_lesson(ben, voila, lesson_1)
        assert ben.locator(STARS).first.inner_text().endswith("☆ ☆ ☆ ☆ ☆ ☆ ☆ ☆ ☆ ☆")
        assert box(ben, words["after30"]).locator("input").input_value() == ""
        screenshot(ben, f"voila-{lang}-another-pupil")
    finally:
        anna_context.close()
        ben_context.close()
