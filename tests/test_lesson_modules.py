"""The lesson modules (numnum.lessons): practice until three in a row, stars kept in NUMNUM_HOME,
lesson-safe decks and gentle players, explanations that keep to what a lesson taught."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

import numnum
from numnum import explain
from numnum.cards import Kind
from numnum.lesson_decks import BAN_LESSON, JOKER_LESSON, WISH_LESSON, lesson_deck
from numnum.lessons import LESSONS, lesson
from numnum.lessons.common import STREAK, Practice, fit_maker, progress


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))
    return tmp_path


def _practices() -> list[tuple[int, Any]]:
    out = []
    for n, _name in LESSONS:
        m = lesson(n)
        make = getattr(m, "_question", None) or fit_maker(n)
        out.append((n, make))
    return out


@pytest.mark.parametrize(("number", "make"), _practices(), ids=[f"lesson{n}" for n, _ in LESSONS])
def test_practice_is_seeded_and_mixes_its_answers(number: int, make: Any) -> None:
    for lang in ("en", "de"):
        a, b = Practice(number, make, lang, seed=7), Practice(number, make, lang, seed=7)
        answers = []
        for _ in range(30):
            assert a.question == b.question
            assert a.question.answer in a.question.options
            assert a.question.hint and a.question.reason
            answers.append(a.question.answer)
            a.answer(a.question.answer)
            b.answer(b.question.answer)
            a.next()
            b.next()
        assert all(not (x == y == z) for x, y, z in zip(answers, answers[1:], answers[2:], strict=False))
        assert len(set(answers)) >= 2


def test_three_in_a_row_earn_the_star_and_it_is_remembered(home: Path) -> None:
    from numnum.lessons import lesson01

    p = Practice(1, lesson01._question, "en", seed=3, remember=True)
    wrong = next(o for o in p.question.options if o != p.question.answer)
    right, text, picture = p.answer(wrong)
    assert not right and text.startswith("Not quite.") and picture == ""  # a hint first
    right, text, picture = p.answer(wrong)
    assert not right and "<svg" in picture  # then the reason with its picture
    assert p.streak == 0
    p.answer(p.question.answer)  # right, but not at the first try: no streak
    assert p.streak == 0
    for _ in range(STREAK):
        p.next()
        assert p.answer(p.question.answer)[0]
    assert p.done and progress.stars() == {1}
    assert (home / "lessons.json").exists()
    assert "★ ☆" in lesson01.begin("en").html()  # the Start step shows the star


def test_practice_questions_grow_from_small_numbers_to_big_ones() -> None:
    make = fit_maker(3)
    rng = random.Random(1)

    def biggest(level: int) -> int:
        numbers = []
        for _ in range(40):
            q = make(rng, level, "en")
            numbers += [int(n) for n in re.findall(r"\d+", q.prompt)]
        return max(numbers)

    assert biggest(0) <= 12 < biggest(2)


def test_a_damaged_progress_file_counts_as_no_stars(home: Path) -> None:
    (home / "lessons.json").write_text("{not json")
    assert progress.stars() == set()
    progress.earn(4)
    assert progress.stars() == {4}


def test_the_practice_widget_plays_to_the_star() -> None:
    from numnum.lessons import lesson02

    w = lesson02.practise("de")
    status, head, _picture, buttons, feedback, again = w.children
    assert "☆☆☆" in status.value
    for _ in range(STREAK):
        p_question = head.value
        right = next(b for b in buttons.children if _is_right(lesson02, p_question, b.description))
        right.click()
        assert "Richtig!" in feedback.value
        if again.layout.display != "none":
            again.click()
    assert "Stern von Lektion 2" in status.value
    assert progress.stars() == {2}


def _is_right(module: Any, prompt_html: str, said: str) -> bool:
    """Whether ``said`` answers the lesson-2 question in ``prompt_html`` ("Ist d ein Teiler von n?")."""
    d, n = (int(x) for x in re.findall(r"\d+", re.sub(r"<[^>]*>", "", prompt_html))[:2])
    return (said == "ja") == (n % d == 0)


# --- lesson-safe play ------------------------------------------------------------------------------


@pytest.mark.parametrize("number", range(1, 11))
def test_lesson_decks_hold_ban_and_wish_cards_and_jokers_only_from_the_lessons_that_teach_them(number: int) -> None:
    kinds = {c.kind for c in lesson_deck(number)}
    assert (Kind.BAN in kinds) == (number >= BAN_LESSON)
    assert (Kind.WILD in kinds) == (number >= WISH_LESSON)
    assert any(c.number == 1 for c in lesson_deck(number)) == (number >= JOKER_LESSON)


def test_a_lesson_deck_needs_a_lesson() -> None:
    with pytest.raises(ValueError, match="lesson must be"):
        lesson_deck(0)


@pytest.mark.parametrize("number", range(1, 11))
def test_each_round_is_lesson_safe_and_the_first_ones_gentle(number: int, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    def fake_play(variant: str = "numnum", **options: Any) -> Any:
        seen.update(options, variant=variant)
        return numnum.new_game(variant, options.get("players", 3), deck=options.get("deck"))

    monkeypatch.setattr(numnum, "play", fake_play)
    monkeypatch.setattr("ipywidgets.VBox", lambda children: children)
    children = lesson(number).play("en")
    assert seen["autosave"] is False and seen["lang"] == "en"
    assert "▼" in children[1].value  # where to go after the round
    if number <= 3:
        assert numnum.make_bot(seen["bots"]).name == "level1"
    assert seen["lesson"] == number  # the table's reasons keep to the lesson's words
    if seen["variant"] == "numnum" and seen.get("deck") is not None:
        cards = [numnum.Card.parse(c) for c in seen["deck"]]
        kinds = {c.kind for c in cards}
        assert (Kind.BAN in kinds) <= (number >= BAN_LESSON)
        assert (Kind.WILD in kinds) <= (number >= WISH_LESSON)
        assert any(c.number == 1 for c in cards) <= (number >= JOKER_LESSON)


# --- explanations keep to what a lesson taught ---------------------------------------------------------


def test_before_the_lesson_on_primes_an_explanation_does_not_say_prime_number() -> None:
    assert "prime" not in str(explain("H7", "T30", level=1))
    assert "prime" in str(explain("H7", "T30", level=5))
    assert "prime" in str(explain("H7", "T30"))


def test_with_a_level_the_factorisations_have_no_powers_and_early_ones_no_gcd() -> None:
    early = explain("H24", "S36", level=3)._repr_markdown_()
    assert "^" not in early and "gcd" not in early and "2 \\cdot 2 \\cdot 2 \\cdot 3" in early
    assert "gcd" in explain("H24", "S36", level=4)._repr_markdown_()
    assert "^" in explain("H24", "S36")._repr_markdown_()


@pytest.mark.parametrize("level", [0, 11, 2.5, True, "3"])
def test_a_bad_level_is_refused(level: Any) -> None:
    with pytest.raises(ValueError, match="level must be"):
        explain("H4", "C8", level=level)


# --- every question of every lesson: a hint first, then the reason with its picture ------------------


def _units(widget: Any) -> list[Any]:
    """The question boxes in a widget tree: boxes whose last child is the feedback."""
    out = []
    children = getattr(widget, "children", ()) or ()
    if children and "numnum-feedback-box" in getattr(children[-1], "_dom_classes", ()):
        out.append(widget)
    for c in children:
        out += _units(c)
    return out


def _find(widget: Any, kind: str) -> list[Any]:
    out = [widget] if type(widget).__name__ == kind else []
    for c in getattr(widget, "children", ()) or ():
        out += _find(c, kind)
    return out


def _questions() -> list[tuple[int, str]]:
    from numnum.lessons.common import Page

    out = []
    for n, _name in LESSONS:
        m = lesson(n)
        for step in m.__all__:
            if step in ("play", "practise", "begin") or "explorer" in step:
                continue
            if not isinstance(getattr(m, step)("en"), Page):
                out.append((n, step))
    return out


QUESTIONS = _questions()


@pytest.mark.parametrize(("number", "step"), QUESTIONS, ids=[f"{n}-{s}" for n, s in QUESTIONS])
def test_every_question_gives_a_hint_first_then_the_reason_with_its_picture(number: int, step: str) -> None:
    from numnum import quiz

    for lang, again in (("en", "Try again!"), ("de", "Versuch es noch einmal!")):
        make = getattr(lesson(number), step)
        for u in range(len(_units(make(lang)))):
            checked = False
            options = len(_find(_units(make(lang))[u], "Button"))
            for i in range(options):
                quiz._MEMORY.clear()
                unit = _units(make(lang))[u]
                feedback = unit.children[-1]
                boxes = _find(unit, "Text")
                if boxes:
                    boxes[0].value = "0"
                else:
                    _find(unit, "Button")[i].click()
                    if "numnum-feedback wrong" not in feedback.value:
                        continue  # the right answer: try the next one
                first = feedback.value
                assert "numnum-feedback wrong" in first and again in first and "<svg" not in first, first
                if boxes:
                    boxes[0].value = "99999"
                else:
                    _find(unit, "Button")[i].click()
                assert "numnum-feedback wrong" in feedback.value and "<svg" in feedback.value, feedback.value
                checked = True
                break
            assert checked, f"question {u} of {step} was never answered wrongly"
    quiz._MEMORY.clear()


def test_lesson_8_offers_a_challenge_round_without_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    from numnum.lessons import lesson08

    seen: dict[str, Any] = {}
    monkeypatch.setattr(numnum, "play", lambda variant="numnum", **options: seen.update(options))
    monkeypatch.setattr("ipywidgets.VBox", lambda children: children)
    lesson08.challenge("de")
    assert seen["hints"] is False and seen["lang"] == "de"
