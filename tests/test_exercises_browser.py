"""A practice set and the teachers' panel in a real browser (Debian's chromium): JupyterLab,
Notebook 7 and Voilà.

The panel's links must download the real files in every front end (issue 29: in JupyterLab the
link to ``gcd-3.pdf`` downloaded JupyterLab's HTML page): each test clicks a link, catches the
download and checks that it is the PDF the panel made, page for page.  Screenshots:
``test-artifacts/practice-answered.png``, ``test-artifacts/teachers-panel-{de,en,error-de}.png``,
``test-artifacts/teachers-panel-notebook7.png`` and ``test-artifacts/teachers-panel-voila.png``.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pypdfium2
import pytest
from browser import ARTIFACTS, CHROMIUM, open_and_run, run_all, screenshot, serve

from numnum.teaching.decks.teachers import build_deck
from numnum.teaching.exercises import questions
from numnum.teaching.printing import worksheet
from numnum.teaching.printing.decks import deck_pdf

SETUP = """from numnum.teaching.exercises.practice import practice_set
ps = practice_set("fit", difficulty=1, count=2, seed=1, lang="de")
ps.widget"""
PANEL = """from numnum.teaching.desk.panel import teacher_panel
teacher_panel(lang="{lang}", folder="{folder}")"""


def _notebook(path: Path, cells: list[str]) -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nbformat.write(nb, str(path))


def _pages(data: bytes) -> int:
    return len(pypdfium2.PdfDocument(data))


def _download(page: Any, name: str) -> bytes:
    """Click the panel's link ``name`` once its bytes are in the browser; what the browser saved."""
    link = page.locator(f'a.numnum-download[download="{name}"]')
    page.locator(f'a.numnum-download[download="{name}"][data-ready="yes"]').wait_for(timeout=60_000)
    with page.expect_download() as info:
        link.click()
    download = info.value
    assert download.suggested_filename == name
    return Path(download.path()).read_bytes()


def _field(page: Any, label: str) -> Any:
    return page.locator(".widget-inline-hbox", has_text=label).locator("input").first


def test_a_pupil_answers_a_practice_set_and_a_teacher_downloads_a_class_set_and_a_deck_in_jupyterlab(
    lab: str, page: Any
) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    folder = ARTIFACTS / "teachers-browser"
    shutil.rmtree(folder, ignore_errors=True)
    _notebook(ARTIFACTS / "practice-browser.ipynb", [SETUP, PANEL.format(lang="de", folder="teachers-browser")])
    open_and_run(page, lab, "test-artifacts/practice-browser.ipynb")
    first = questions("fit", difficulty=1, count=2, seed=1, lang="de")[0]
    wrong = next(o for o in first.options if o != first.value)
    page.locator(".numnum-answer").first.wait_for(timeout=90_000)
    page.get_by_role("button", name=wrong, exact=True).first.click()
    page.locator(".numnum-feedback.wrong").first.wait_for()
    assert "Nicht ganz" in page.locator(".numnum-feedback").first.inner_text()
    page.get_by_role("button", name=str(first.value), exact=True).first.click()
    page.locator(".numnum-feedback.right").first.wait_for()
    page.wait_for_function(
        "() => document.querySelector('.numnum-score').textContent.includes('0 von 1')", timeout=30_000
    )
    screenshot(page, "practice-answered")

    # a class set of 30 sheets: the links download the very PDFs, not JupyterLab's page
    field = _field(page, "Klassensatz: Kinder")
    field.fill("30")
    field.press("Enter")
    page.get_by_role("button", name="Arbeitsblatt und Lösungen (PDF)").click()
    stem = "ggt-stufe-2-10-aufgaben-30-kinder-startzahl-0"
    sheet = _download(page, f"{stem}.pdf")
    key = _download(page, f"{stem}-loesungen.pdf")
    expected = worksheet("gcd", difficulty=2, count=10, seed=0, students=30, lang="de")
    assert sheet.startswith(b"%PDF") and sheet == expected[0] == (folder / f"{stem}.pdf").read_bytes()
    assert key == expected[1] and _pages(sheet) == _pages(expected[0]) >= 30
    assert "30 Blätter, eins pro Kind" in page.locator(".numnum-files").inner_text()

    page.get_by_role("button", name="Kartenspiel zum Drucken (PDF)").click()
    deck = _download(page, "kartenspiel-reihen-2-3-5.pdf")
    made = deck_pdf(build_deck(rows=(2, 3, 5), lang="de"), lang="de")
    assert deck.startswith(b"%PDF") and deck == made and _pages(deck) == _pages(made) > 2
    page.locator(".numnum-teachers").scroll_into_view_if_needed()
    screenshot(page, "teachers-panel-de")

    # the same deck again: nothing is overwritten, and the panel says so; a wrong row is said in words
    page.get_by_role("button", name="Kartenspiel zum Drucken (PDF)").click()
    page.get_by_text("nichts wurde überschrieben").wait_for()
    assert _download(page, "kartenspiel-reihen-2-3-5.pdf") == made
    rows = _field(page, "Einmaleins-Reihen")
    rows.fill("2, drei")
    rows.press("Enter")
    page.get_by_role("button", name="Kartenspiel zum Drucken (PDF)").click()
    error = page.locator(".numnum-error")
    error.wait_for()
    assert "schreib ganze Zahlen mit Kommas" in error.inner_text()
    assert page.locator(".numnum-files a").count() == 0
    screenshot(page, "teachers-panel-error-de")
    rows.fill("2,3,5")
    rows.press("Enter")

    # the Language buttons switch the panel's words in the browser
    page.get_by_role("button", name="English", exact=True).click()
    page.get_by_role("button", name="Worksheet and key (PDF)").wait_for()
    assert page.get_by_text("Class set: pupils").count() == 1
    screenshot(page, "teachers-panel-en")


def test_a_teacher_downloads_a_deck_in_notebook_7(lab: str, page: Any) -> None:
    pytest.importorskip("notebook")
    ARTIFACTS.mkdir(exist_ok=True)
    folder = ARTIFACTS / "teachers-notebook7"
    shutil.rmtree(folder, ignore_errors=True)
    _notebook(ARTIFACTS / "panel-notebook7.ipynb", [PANEL.format(lang="en", folder="teachers-notebook7")])
    page.goto(f"{lab}/notebooks/test-artifacts/panel-notebook7.ipynb")
    run_all(page)
    rows = _field(page, "Times-table rows")
    rows.fill("")  # empty: all rows
    rows.press("Enter")
    page.get_by_role("button", name="Deck to print (PDF)").click()
    deck = _download(page, "deck-all-rows.pdf")
    made = deck_pdf(build_deck(), lang="en")
    assert deck.startswith(b"%PDF") and deck == made and _pages(deck) == _pages(made)
    assert (folder / "deck-all-rows.pdf").read_bytes() == made
    screenshot(page, "teachers-panel-notebook7")


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """Voilà serving a notebook with the panel (English, files into ``made/``); its base URL and
    its folder."""
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.skip(f"chromium is not installed at {CHROMIUM}")
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("voila")
    home = tmp_path_factory.mktemp("voila-teachers")
    folder = home / "notebooks"
    folder.mkdir()
    _notebook(folder / "panel.ipynb", [PANEL.format(lang="en", folder="made")])
    env = {**os.environ, "NUMNUM_HOME": str(home / "numnum"), "JUPYTER_RUNTIME_DIR": str(home / "runtime")}
    command = [sys.executable, "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1", str(folder)]
    with serve(command, env, home / "voila.log", "Voila") as base:
        yield base, folder


def test_a_teacher_downloads_a_worksheet_and_its_key_in_voila(voila: tuple[str, Path], browser: Any) -> None:
    base, folder = voila
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    try:
        page = context.new_page()
        page.set_default_timeout(120_000)
        page.goto(f"{base}/voila/render/panel.ipynb")
        page.get_by_role("button", name="Worksheet and key (PDF)").click()
        stem = "gcd-difficulty-2-10-questions-seed-0"
        key = _download(page, f"{stem}-key.pdf")
        sheet = _download(page, f"{stem}.pdf")
        expected = worksheet("gcd", difficulty=2, count=10, seed=0, lang="en")
        assert sheet.startswith(b"%PDF") and (sheet, key) == expected
        assert _pages(key) == _pages(expected[1]) and (folder / "made" / f"{stem}.pdf").read_bytes() == sheet
        screenshot(page, "teachers-panel-voila")
    finally:
        context.close()
