"""The lesson modules (numnum.teaching.lessons): practice until three in a row, questions where the
lesson's idea decides the answer and that cannot be guessed, stars and answers kept per pupil,
lesson-safe decks and gentle players, explanations that keep to what a lesson taught."""

from __future__ import annotations

import random
import re
from math import gcd, lcm
from pathlib import Path
from typing import Any

import lesson_texts as texts
import pytest

import numnum
from numnum import explain
from numnum.arithmetic import is_prime
from numnum.cards import Kind
from numnum.teaching import questions as quiz
from numnum.teaching.decks.lessons import BAN_LESSON, JOKER_LESSON, WISH_LESSON, lesson_deck
from numnum.teaching.lessons import LESSONS, lesson
from numnum.teaching.lessons.common import (
    MAX_GUESS,
    STREAK,
    DivisorsQuestion,
    NumberQuestion,
    PickQuestion,
    Practice,
    Question,
    number_cards,
    practice,
    progress,
)


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Any:
    """A fresh NUMNUM_HOME, a fresh pupil of the kernel and no answers kept from another test."""
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))
    monkeypatch.setattr(progress, "_stars", set())
    monkeypatch.setattr(progress, "_touched", set())
    monkeypatch.setattr(progress, "_views", [])
    monkeypatch.setattr(progress, "keeping", "waiting")
    monkeypatch.setattr(progress, "browser", None)
    monkeypatch.setattr(progress, "problem", None)
    quiz.memory._MEMORY.clear()
    quiz.memory._VIEWS.clear()
    yield tmp_path
    quiz.memory._MEMORY.clear()
    quiz.memory._VIEWS.clear()


def _practices() -> list[tuple[int, Any]]:
    return [(n, lesson(n)._question) for n, _name in LESSONS]


PRACTICES = _practices()
IDS = [f"lesson{n}" for n, _ in LESSONS]


def _sample(make: Any, lang: str = "en", seeds: int = 60) -> list[tuple[int, Any]]:
    """Questions of every level from many seeds: (level, question)."""
    out = []
    for seed in range(seeds):
        rng = random.Random(seed)
        out += [(level, make(rng, level, lang)) for level in range(3)]
    return out


@pytest.mark.parametrize(("number", "make"), PRACTICES, ids=IDS)
def test_practice_is_seeded_and_mixes_its_answers(number: int, make: Any) -> None:
    for lang in ("en", "de"):
        a, b = Practice(number, make, lang, seed=7), Practice(number, make, lang, seed=7)
        answers = []
        for _ in range(30):
            assert a.question == b.question
            assert a.question.prompt and a.question.check(a.question.right, 1, lang).correct is True
            answers.append(a.question.right)
            assert a.answer(a.question.right).correct and b.answer(b.question.right).correct
            a.next()
            b.next()
        assert all(not (x == y == z) for x, y, z in zip(answers, answers[1:], answers[2:], strict=False))
        assert len(set(answers)) >= 5


@pytest.mark.parametrize(("number", "make"), PRACTICES, ids=IDS)
def test_no_star_can_be_guessed_the_same_rule_in_every_lesson(number: int, make: Any) -> None:
    # typed numbers or "choose all" of at least four options, never yes/no or two or three buttons
    for _level, q in _sample(make, seeds=40):
        assert not isinstance(q, Question), q.prompt
        assert q.guess_chance <= MAX_GUESS, q.prompt
        if isinstance(q, PickQuestion):
            assert len(q.options) >= 4 and 0 < len(q.picks) <= len(q.options)
    assert MAX_GUESS**STREAK <= 1 / 1000 + 1e-12  # a star is guessed at most once in a thousand tries


def test_a_practice_refuses_a_question_that_can_be_guessed() -> None:
    def coin(rng: random.Random, level: int, lang: str) -> Question:
        return Question.yes_no(lang, "Is 9 even?", False, "Halve it.", "9 = 2 × 4 + 1.")

    with pytest.raises(ValueError, match="guessed right more often than 1 in 10"):
        Practice(1, coin, "en")


#: Every number card of the deck by its name in words (both languages).
_CARDS = {quiz.card_words(c.text, lang): c.text for c in number_cards(jokers=True) for lang in ("en", "de")}


def _cards_of(q: PickQuestion) -> tuple[str, list[str]]:
    """The top card and the cards to choose from of a "which cards fit?" question, as codes."""
    top = next(c for name, c in sorted(_CARDS.items(), key=lambda x: -len(x[0])) if f" {name}?" in q.prompt)
    return top, [_CARDS[o] for o in q.options]


def _n(code: str) -> int:
    return int(code[1:])


def test_lesson_6_every_question_is_decided_by_the_ban() -> None:
    changed = 0
    for level, q in _sample(lesson(6)._question):
        bans = ((2,), (5,), (2, 5))[level]
        top, cards = _cards_of(q)
        for card in cards:  # another symbol, a banned row shared: without the ban it would fit
            assert card[0] != top[0] and any(gcd(_n(card), _n(top)) % b == 0 for b in bans), (top, card)
            assert quiz.fit_answer(card, top) == "fits"
        blocked = [c for c in cards if quiz.fit_answer(c, top, bans=bans) == "no"]
        assert blocked and len(blocked) < len(cards), "the ban closes some, and some still fit by a bigger row"
        assert {quiz.card_words(c, "en") for c in cards if c not in blocked} == set(q.picks)
        changed += len(blocked)
    assert changed >= 180


def test_lesson_5_asks_about_numbers_the_lesson_has_not_called_prime_or_not() -> None:
    """The partners' chart stars the primes 2, 3, 5, 7, 13 and 17 (and not 12, 18, 30, 72), the
    questions ask 51 and 21, 29, 39, the text names some primes (its summary too, on the same
    page): the star's questions ask other numbers."""
    from numnum.teaching.lessons import lesson05

    chart = lesson05.partners("en").parts[0]
    labels = {int(n) for n in re.findall(r"(\d+): \d+", re.search(r'aria-label="([^"]*)"', chart).group(1))}
    assert {2, 3, 5, 7, 13, 17, 12, 72} <= labels
    asked = labels | {51, 21, 29, 39}
    said = " ".join(cell[1] for cell in texts.source_cells(5) if cell[0] == "md")  # the app shows every cell
    asked |= {n for n in map(int, re.findall(r"\d+", said)) if is_prime(n)}  # the primes the text names
    primes_seen = 0
    for _level, q in _sample(lesson05._question):
        assert isinstance(q, PickQuestion)
        numbers = {int(o) for o in q.options}
        assert not numbers & asked, sorted(numbers & asked)
        primes_seen += len(q.picks)
    assert primes_seen >= 180


def test_lesson_4_asks_the_gcd_of_two_cards_of_the_deck() -> None:
    seen = set()
    for _level, q in _sample(lesson(4)._question):
        assert isinstance(q, NumberQuestion)
        a, b = (int(x) for x in re.findall(r"\d+", q.prompt))
        assert q.answer == gcd(a, b) and {a, b} not in ({24, 36}, {12, 18}, {40, 56}, {9, 16})
        shown = re.findall(r'data-card="(\w+)"', q.picture) or re.findall(r"aria-label=\"([^\"]+)\"", q.picture)
        assert shown, "the two cards are shown"
        assert dict(q.mistakes).get(lcm(a, b)) or lcm(a, b) == q.answer, "gcd and lcm swapped gets its answer"
        seen.add(q.answer)
    assert 1 in seen and len([g for g in seen if g >= 4]) >= 3


def test_lesson_9_asks_the_lcm_and_answers_the_product() -> None:
    products = 0
    for _level, q in _sample(lesson(9)._question):
        a, b = (int(x) for x in re.findall(r"\d+", q.prompt))
        assert q.answer == lcm(a, b) and {a, b} not in ({4, 6}, {3, 5}, {12, 18})
        if a * b != q.answer:
            assert "meeting point, but not the first" in dict(q.mistakes)[a * b]
            products += 1
    assert products >= 100


@pytest.mark.parametrize("number", [3, 6, 7, 8, 10])
def test_card_questions_show_only_cards_that_exist(number: int) -> None:
    deck = {c.text for c in number_cards(number, jokers=True)}  # the cards of the lesson's deck
    for _level, q in _sample(lesson(number)._question, seeds=30):
        if q.prompt.startswith("Mau Mau"):
            continue
        top, cards = _cards_of(q)
        assert {top, *cards} <= deck and len(set(cards)) == len(cards) == 5
        if number == 7:
            assert (top.endswith("1") and len(top) == 2) or any(c[1:] == "1" for c in cards), "a joker decides"
        if number == 8:
            kinds = {quiz.fit_answer(c, top, double=True) for c in cards}
            assert "double" in kinds and kinds - {"double"}, "some fit double, some not"
        if number in (3, 10):
            assert 0 < len(q.picks) < 5
            assert sum(c[0] == top[0] for c in cards) <= (1 if number == 3 else 5), "shared rows decide"


def test_lesson_10_asks_mau_mau_too() -> None:
    from numnum.cards import Card
    from numnum.teaching.counting import choices

    asked = 0
    for _level, q in _sample(lesson(10)._question, seeds=30):
        if q.prompt.startswith("Mau Mau"):
            asked += 1
            assert 0 < len(q.picks) < 5 and len(q.reasons) == 5
    assert asked >= 20
    assert [c.text for c in choices(Card.parse("H9", "maumau"), [Card.parse("CJ", "maumau")], variant="maumau")]


def test_lesson_2_asks_all_divisors_and_all_rows() -> None:
    kinds = set()
    for _level, q in _sample(lesson(2)._question):
        assert isinstance(q, DivisorsQuestion) and q.n not in (12, 18, 20, 30, 36)
        kinds.add(q.include_one)
    assert kinds == {True, False}


def test_three_in_a_row_at_the_first_try_earn_the_star(home: Path) -> None:
    from numnum.teaching.lessons import lesson01

    p = Practice(1, lesson01._question, "en", seed=3, remember=True)
    q = p.question
    assert isinstance(q, PickQuestion)
    wrong = tuple(o for o in q.options if o not in q.picks)[:1]
    f = p.answer(wrong)
    assert f.correct is False and f.text.startswith("Not quite.") and f.picture == ""  # a hint first
    f = p.answer(wrong)
    assert f.correct is False and "<svg" in f.picture  # then the reason with its picture
    assert p.streak == 0
    assert p.answer(()).correct is None and p.tries == 2  # nothing chosen: no try
    p.answer(q.right)  # right, but not at the first try: no streak
    assert p.streak == 0
    with pytest.raises(ValueError, match="answered"):
        p.answer(q.right)
    for _ in range(STREAK):
        p.next()
        assert p.answer(p.question.right).correct
    assert p.done and progress.stars() == {1}
    assert "★ ☆" in _stars_text(lesson01.begin("en"))  # the Start step shows the star


def _stars_text(start: Any) -> str:
    return str(start.children[1].html)


def _answer_right(widget: Any, lang: str) -> None:
    """Answer the practice widget's question right, as a pupil: type it, or choose and check."""
    _status, head, _picture, area, _feedback, _again = widget.children
    prompt = re.sub(r"<[^>]*>", "", head.value)
    boxes = [c for c in area.children if type(c).__name__ == "Text"]
    n = int(re.findall(r"\d+", prompt)[0])
    from numnum.arithmetic import divisors

    rows = "Reihen" in prompt or "rows" in prompt
    boxes[0].value = ", ".join(str(d) for d in divisors(n) if d > 1 or not rows)


def test_the_practice_widget_plays_to_the_star() -> None:
    from numnum.teaching.lessons import lesson02

    w = lesson02.practise("de")
    status, _head, _picture, area, feedback, again = w.children
    assert "☆☆☆" in status.html
    for _ in range(STREAK):
        _answer_right(w, "de")
        assert "Richtig!" in feedback.value
        assert all(c.disabled for c in area.children), "after the right answer the answers rest"
        if again.layout.display != "none":
            again.click()
    assert "Stern von Lektion 2" in status.html
    assert progress.stars() == {2}


def test_the_practice_s_answer_box_never_suggests_leaving_out_1() -> None:
    """The box's example shows the form of a right answer: "1, …" for all divisors, "…, n" for
    all rows (issue 28: "2, 3, …" pushed the pupil to leave out 1)."""
    from numnum.teaching.lessons import lesson02

    seen = set()
    for seed in range(12):
        w = practice(2, lesson02._question, "en", seed=seed)
        _status, head, _picture, area, _feedback, _again = w.children
        prompt = re.sub(r"<[^>]*>", "", head.value)
        n = int(re.findall(r"\d+", prompt)[0])
        example = area.children[0].placeholder
        if "rows" in prompt:
            assert example == f"…, {n}", (prompt, example)
        else:
            assert example == "1, …", (prompt, example)
        seen.add("rows" in prompt)
    assert seen == {True, False}


def test_a_wrong_typed_answer_is_one_try_and_a_repeated_one_no_second() -> None:
    from numnum.teaching.lessons import lesson02

    w = lesson02.practise("en")
    _status, _head, _picture, area, feedback, _again = w.children
    box, check = area.children
    box.value = "2, 3, 99"
    first = feedback.value
    assert "numnum-feedback wrong" in first and "Try again!" in first
    check.click()  # the same text again (the box left, then Check): no second try
    assert feedback.value == first


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
    from numnum.teaching.lessons.common import Page

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
    from numnum.teaching import questions as quiz

    for lang, again in (("en", "Try again!"), ("de", "Versuch es noch einmal!")):
        make = getattr(lesson(number), step)
        for u in range(len(_units(make(lang)))):
            checked = False
            options = len(_find(_units(make(lang))[u], "Button"))
            for i in range(options):
                quiz.memory._MEMORY.clear()
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
    quiz.memory._MEMORY.clear()


def test_lesson_8_offers_a_challenge_round_without_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    from numnum.teaching.lessons import lesson08

    seen: dict[str, Any] = {}
    monkeypatch.setattr(numnum, "play", lambda variant="numnum", **options: seen.update(options))
    monkeypatch.setattr("ipywidgets.VBox", lambda children: children)
    lesson08.challenge("de")
    assert seen["hints"] is False and seen["lang"] == "de"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_lesson_has_one_title_in_its_notebook_its_start_step_and_the_start_page(lang: str) -> None:
    """The notebook's heading is the title that the Start step says and the site's start page lists."""
    import json

    word = {"en": "Lesson", "de": "Lektion"}[lang]
    for number in range(1, 11):
        path = next((Path(__file__).parents[1] / "lessons" / lang).glob(f"{number:02d}_*.ipynb"))
        first = "".join(json.loads(path.read_text(encoding="utf-8"))["cells"][0]["source"]).splitlines()[0]
        title = lesson(number).TITLE[lang]
        assert first == f"# {word} {number}: {title}", path.name
