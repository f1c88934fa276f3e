"""Practice sets and the teachers' panel, driven from Python (no browser)."""

from __future__ import annotations

from pathlib import Path

import pytest

from numnum.exercises import TOPICS, Question
from numnum.exercises.panel import TeacherPanel
from numnum.exercises.practice import practice, practice_set


def typed(q: Question) -> str:
    """What a pupil types or clicks for the right answer."""
    if q.kind == "factors":
        return q.answer.split("=")[1]
    return q.answer


@pytest.mark.parametrize("topic", TOPICS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_topic_is_practised_with_quiz_widgets_and_counts_the_score(topic: str, lang: str) -> None:
    ps = practice_set(topic, difficulty=3, count=4, seed=2, lang=lang)
    for i, q in enumerate(ps.questions):
        feedback = ps.answer(i, typed(q))
        assert feedback.correct is True, (q.prompt, q.answer, feedback.text)
    assert ("4 of 4 right" if lang == "en" else "4 von 4 beim ersten Versuch richtig") in ps.score.value


def test_a_wrong_answer_gets_a_hint_first_and_the_reason_second() -> None:
    ps = practice_set("primes", difficulty=2, count=1, seed=4)
    q = ps.questions[0]
    first = ps.answer(0, "1")
    assert first.correct is False and "Try again" in first.text and "only be divided" not in first.text
    second = ps.answer(0, "1, 4")
    assert second.correct is False and "only be divided by 1 and by itself" in second.text
    assert ps.answer(0, q.answer).correct is True
    assert "0 of 1 right" in ps.score.value  # only the first answer counts


def test_fit_questions_are_the_quiz_fit_question_with_its_rows_picture() -> None:
    ps = practice_set("fit", difficulty=2, count=3, seed=1)
    feedback = ps.answer(0, ps.questions[0].answer)
    assert feedback.correct is True and "<svg" in feedback.text


def test_the_chooser_makes_a_new_set_when_the_topic_changes() -> None:
    box = practice("gcd", count=2)
    topic = box.children[0].children[0]
    area = box.children[2]
    before = area.children[0]
    topic.value = "lcm"
    assert area.children[0] is not before
    with pytest.raises(ValueError, match="topic must be one of"):
        practice("fractions")


def test_the_panel_makes_a_class_set_a_deck_and_a_practice_set(tmp_path: Path) -> None:
    panel = TeacherPanel(lang="de", folder=tmp_path)
    panel.topic.value, panel.students.value, panel.count.value, panel.seed.value = "lcm", 4, 3, 7
    panel.worksheet_button.click()
    assert (tmp_path / "lcm-7.pdf").exists() and (tmp_path / "lcm-7-key.pdf").exists()
    assert "lcm-7-key.pdf" in panel.output.value
    panel.rows.value, panel.up_to.value = "2, 3", 40
    panel.deck_button.click()
    assert (tmp_path / "deck.pdf").exists() and "deck.pdf" in panel.output.value
    panel.practice_button.click()
    assert len(panel.practice_area.children) == 1


def test_the_panel_says_what_is_wrong(tmp_path: Path) -> None:
    panel = TeacherPanel(folder=tmp_path)
    panel.rows.value = "2, drei"
    panel.deck_button.click()
    assert "write whole numbers with commas" in panel.output.value
    panel.rows.value, panel.up_to.value = "7", 10
    panel.deck_button.click()
    assert "players need at least" in panel.output.value
    assert list(tmp_path.iterdir()) == []
