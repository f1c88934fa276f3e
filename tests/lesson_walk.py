"""A pupil's walk through a lesson in a real browser, shared by the app (Voilà) and the JupyterLite
tests: the words to look for, and the practice of lesson 1 answered right three times."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

#: What a pupil reads, in both languages.
WORDS = {
    "en": {
        "check": "Check",
        "earned": "You earned the star of lesson 1",
        "have": "You have the star of lesson 1",
        "forget1": "Do not forget 1",
        "after30": "which number comes right after 30",
        "divisors18": "Type all divisors of 18",
    },
    "de": {
        "check": "Prüfen",
        "earned": "Stern von Lektion 1 verdient",
        "have": "Du hast den Stern von Lektion 1",
        "forget1": "Vergiss die 1 nicht",
        "after30": "direkt nach 30",
        "divisors18": "alle Teiler von 18",
    },
}
#: The row of stars in a lesson's Start step.
STARS = ".numnum-pupil .numnum-stars"


def box(page: Any, text: str) -> Any:
    """The innermost widget box that holds ``text``."""
    return page.locator(".widget-vbox", has=page.get_by_text(text, exact=False)).last


def earn_the_star_of_lesson_1(page: Any, lang: str, shot: Any = None) -> None:
    """The practice of lesson 1 ("which of these numbers are in the r-row?"), answered right three
    times at the first try, as a pupil does: choose the right numbers, then Check, then Next.
    ``shot(name)`` takes a screenshot after the first choice."""
    words = WORDS[lang]
    practice = page.locator(".widget-vbox", has=page.locator(".numnum-practice-question")).last
    practice.scroll_into_view_if_needed()
    for i in range(3):
        question = practice.locator(".numnum-practice-question").text_content() or ""
        found = re.search(r"(\d+)(?:-row|er-Reihe)", question)
        assert found, question
        row = int(found.group(1))
        for option in practice.locator("button.numnum-pick").all():
            if int((option.text_content() or "").strip()) % row == 0:
                option.click()
        if i == 0 and shot is not None:
            shot("practice-chosen")
        practice.locator("button.numnum-answer", has_text=words["check"]).click()
        practice.locator(".numnum-feedback.right").wait_for()
        if i < 2:
            practice.locator("button.numnum-next").click()
            practice.locator(".numnum-feedback").wait_for(state="detached")
    practice.locator(".numnum-streak", has_text=words["earned"]).wait_for()
    # the buttons rest once the star is earned (their state may come a moment after the star's text)
    for b in practice.locator("button.numnum-pick, button.numnum-answer").all():
        expect(b).to_be_disabled()
