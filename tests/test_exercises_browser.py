"""A practice set and the teachers' panel in a real browser (JupyterLab, Debian's chromium).

Screenshots: ``test-artifacts/practice-*.png`` and ``test-artifacts/teachers-panel.png``.
"""

from __future__ import annotations

from typing import Any

import nbformat
from browser import ARTIFACTS, open_and_run, screenshot

from numnum.exercises import questions

SETUP = """from numnum.exercises.practice import practice_set
ps = practice_set("fit", difficulty=1, count=2, seed=1, lang="de")
ps.widget"""
PANEL = """from numnum.exercises.panel import teacher_panel
teacher_panel(lang="de", folder="teachers-browser")"""


def test_a_pupil_answers_a_practice_set_and_a_teacher_prints_a_deck(lab: str, page: Any) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.cells = [nbformat.v4.new_code_cell(SETUP), nbformat.v4.new_code_cell(PANEL)]
    nbformat.write(nb, str(ARTIFACTS / "practice-browser.ipynb"))
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
    page.get_by_role("button", name="Kartenspiel zum Drucken (PDF)").click()
    page.locator(".numnum-made").first.wait_for(timeout=60_000)
    assert "deck.pdf" in page.locator(".numnum-made").first.inner_text()
    assert (ARTIFACTS / "teachers-browser" / "deck.pdf").exists()
    page.get_by_role("button", name="Kartenspiel zum Drucken (PDF)").scroll_into_view_if_needed()
    screenshot(page, "teachers-panel")
