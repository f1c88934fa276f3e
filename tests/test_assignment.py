"""Graded notebooks (issue 29 §1 and §6): one version per pupil, answers typed as text, partial
credit, feedback, and an assignment is never made again over the pupils' work.

The round trip with real nbgrader (generate, four pupils hand in, autograde, feedback) runs once
for the module: nbgrader starts slowly.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

from numnum.__main__ import main
from numnum.i18n import translate
from numnum.teaching.exercises import TOPICS, Question, class_set, questions, read_names
from numnum.teaching.exercises import graded as g
from numnum.teaching.exercises.assignment import (
    AssignmentExists,
    assignment_notebook,
    expected_points,
    generate,
    tool_env,
    where_it_exists,
    write_assignment,
)
from numnum.teaching.exercises.topics import build, pool

NAMES = ["Anna Berg", "Ben Ott", "Cem Kaya", "Dana Roth"]
SETTINGS: dict[str, Any] = {"difficulty": 2, "count": 3, "seed": 3, "lang": "de"}


def _by_id(nb: Any) -> dict[str, Any]:
    return {c.id: c for c in nb.cells}


def _sheets() -> list[list[Question]]:
    """The sheets of the class of :data:`NAMES` as the graded notebook asks them."""
    return g.notebook_sheets("divisors", students=len(NAMES), **SETTINGS)


def _lists(sheet: list[Question]) -> list[int]:
    """The numbers (from 1) of the questions of ``sheet`` answered with two numbers or more: an
    answer can be partly right."""
    return [i for i, q in enumerate(sheet, start=1) if isinstance(q.value, tuple) and len(q.value) >= 2]


def _partly(q: Question) -> str:
    """An answer to ``q`` with all its numbers but the last, some in quotes, as a pupil writes."""
    assert isinstance(q.value, tuple) and len(q.value) >= 2
    first, *middle = q.value[:-1]
    return f" '{first}' " + " ".join(map(str, middle)) + " "


# --- reading what a pupil typed -------------------------------------------------------------------
GCD = Question("gcd", "ggT(12, 18) = ?", "6", "", kind="number", value=6)
DIVISORS = Question("divisors", "Teiler von 20?", "1, 2, 4, 5, 10, 20", "", kind="numbers", value=(1, 2, 4, 5, 10, 20))
FACTORS = Question("factors", "40?", "40 = 2 · 2 · 2 · 5", "", kind="factors", value=(2, 2, 2, 5))
FIT = Question("fit", "?", "Sie passt nicht", "", kind="choice", value="Sie passt nicht",
               options=("Sie passt", "Sie passt doppelt", "Sie passt nicht"))  # fmt: skip


@pytest.mark.parametrize(
    "typed", ["6", " 6 ", "6.0", "6,0", "6,", "6.", "'6'", '"6"', "„6“", "= 6", "ggT = 6", "\t6\n"]
)
def test_a_number_is_read_however_it_is_written(typed: str) -> None:
    assert g.score(GCD, typed, 1).points == 1.0


@pytest.mark.parametrize("typed", ["7", "60", "6.5", "sechs", "6 7", "", "   "])
def test_a_wrong_or_missing_number_earns_nothing(typed: str) -> None:
    assert g.score(GCD, typed, 1).points == 0.0


@pytest.mark.parametrize(
    "typed",
    ["1, 2, 4, 5, 10, 20", "1 2 4 5 10 20", "[1; 2; 4; 5; 10; 20]", "20, 10, 5, 4, 2, 1", "1,2,4,5,10,20,",
     "'1', '2', '4', '5', '10', '20'", "1 und 2 und 4, 5, 10 and 20", "1\n2\n4\n5\n10\n20"],
)  # fmt: skip
def test_a_list_is_read_with_any_separator(typed: str) -> None:
    assert g.score(DIVISORS, typed, 2).points == 2.0


@pytest.mark.parametrize(
    ("typed", "points", "right", "missing", "wrong"),
    [
        ("1, 2, 4, 5, 10", 1.5, (1, 2, 4, 5, 10), (20,), ()),  # 5 of 6: 1.67 -> 1.5, never all points
        ("1, 2, 4", 1.0, (1, 2, 4), (5, 10, 20), ()),
        ("1, 2, 3, 4", 0.5, (1, 2, 4), (5, 10, 20), (3,)),  # 3 right, 1 wrong: 2/6 of 2 points, 0.67 -> 0.5
        ("3, 6, 7", 0.0, (), (1, 2, 4, 5, 10, 20), (3, 6, 7)),  # never below 0
        ("1, 1, 2, 4, 5, 10, 20", 1.5, (1, 2, 4, 5, 10, 20), (), (1,)),  # a number twice is one wrong
    ],
)
def test_a_list_earns_points_for_each_right_number_and_loses_some_for_each_wrong_one(
    typed: str, points: float, right: tuple[int, ...], missing: tuple[int, ...], wrong: tuple[int, ...]
) -> None:
    s = g.score(DIVISORS, typed, 2)
    assert (s.points, s.right, s.missing, s.wrong) == (points, right, missing, wrong)


def test_partial_points_are_half_points_between_0_and_all() -> None:
    for typed in ["1", "1 2", "1 2 4", "1 2 4 5", "1 2 4 5 10", "1 2 3", "1 3 6 7 8", "1 2 4 5 10 20 40"]:
        p = g.score(DIVISORS, typed, 2).points
        assert p * 2 == int(p * 2) and 0 <= p < 2, typed


def test_prime_factors_count_as_often_as_they_occur() -> None:
    assert g.score(FACTORS, "2 × 2 × 2 × 5", 2).points == 2.0
    assert g.score(FACTORS, "40 = 2 · 2 · 2 · 5", 2).points == 2.0
    assert g.score(FACTORS, "2*2*2*5 = 40", 2).points == 2.0
    assert g.score(FACTORS, "2x2x2x5", 2).points == 2.0
    s = g.score(FACTORS, "2 × 2 × 5", 2)
    assert (s.points, s.missing) == (1.5, (2,))
    assert g.score(FACTORS, "4 × 2 × 5", 2).points == 0.5  # 2 right, 1 wrong of 4


def test_a_choice_is_its_number_or_its_words() -> None:
    for typed in ["3", " '3' ", "Sie passt nicht", "sie passt nicht.", "passt nicht", "3."]:
        assert g.score(FIT, typed, 1).points == 1.0, typed
    for typed in ["1", "2", "passt", "4", "nein", ""]:
        assert g.score(FIT, typed, 1).points == 0.0, typed


def test_yes_or_no_and_a_card_are_asked_and_read_in_words() -> None:
    yes_no = Question("divisors", "Ist 4 ein Teiler von 12?", "ja", "", "choice", "ja", ("ja", "nein"))
    assert "Schreib ja oder nein." in g.question_html(yes_no, 1, "de")
    for typed, points in [("ja", 1.0), ("Ja!", 1.0), (" JA. ", 1.0), ("nein", 0.0), ("jein", 0.0)]:
        assert g.score(yes_no, typed, 1).points == points, typed
    assert "Ich kann „jein“ nicht lesen. Schreib ja oder nein." in g.feedback(yes_no, "jein", 1, "de")[1]
    cards = ("Quadrat 2", "Kreis 3", "Herz 6")
    best = Question("flexible", "?", "Kreis 3", "", "choice", "Kreis 3", cards)
    assert "Schreib die Karte oder nur ihre Zahl: Quadrat 2, Kreis 3, Herz 6" in g.question_html(best, 1, "de")
    # a number is the card's number, never the option's place (2 is Quadrat 2, not the second card)
    assert [g.read_answer(best, t).choice for t in ["3", "kreis 3", "2", "Herz 6", "4"]] == [
        "Kreis 3", "Kreis 3", "Quadrat 2", "Herz 6", None,
    ]  # fmt: skip


def test_unreadable_parts_are_named_and_cost_a_share() -> None:
    s = g.score(DIVISORS, "1, 2, vier, 5, 10, 20", 2)
    assert s.reading.unreadable == ("vier",) and s.missing == (4,) and s.points == 1.5
    assert (g.score(DIVISORS, "1", 2).points, g.score(DIVISORS, "1, vier", 2).points) == (0.5, 0.0)
    assert g.read_answer(GCD, "x" * 500).unreadable  # far too long: not read at all


# --- the notebook ------------------------------------------------------------------------------------
def test_the_notebook_has_a_name_box_and_for_each_question_a_locked_question_a_box_and_a_locked_check() -> None:
    nb = assignment_notebook("divisors", names=NAMES, **SETTINGS)
    cells = _by_id(nb)
    assert list(cells) == ["intro", "setup", "name-label", "name"] + [
        f"{kind}-{i}" for i in (1, 2, 3) for kind in ("question", "answer", "test")
    ]
    meta = {k: c.metadata.nbgrader for k, c in cells.items()}
    boxes = ["name", "answer-1", "answer-2", "answer-3"]
    assert all(meta[k]["solution"] and not meta[k]["locked"] for k in boxes)
    assert all(meta[k]["locked"] and not meta[k]["solution"] for k in cells if k not in boxes)
    # Each question is worth its own points (2 for several numbers), the same for every pupil.
    sheets = _sheets()
    points = [g.points_for(q) for q in sheets[0]]
    assert all([g.points_for(q) for q in sheet] == points for sheet in sheets)
    assert [meta[f"test-{i}"]["points"] for i in (1, 2, 3)] == points and expected_points(nb) == sum(points)
    assert sorted(set(points)) == [1, 2]  # these settings give both kinds of questions
    locked = [k for k in cells if k.split("-")[0] in ("setup", "question", "test")]
    assert all(cells[k].metadata["jupyter"]["source_hidden"] and cells[k].source.startswith(g.MARK) for k in locked)
    assert "HIDDEN" not in "".join(c.source for c in nb.cells)  # nothing stripped: no checksum warning
    # The teacher's version is answered as pupil 1 (Anna), with the answers as the key prints them:
    # the questions of her printed sheet, the ones worth 1 point before the ones worth 2 in each level.
    anna = sheets[0]
    printed = class_set("divisors", students=4, **SETTINGS)[0]
    assert sorted(q.prompt for q in anna) == sorted(q.prompt for q in printed)
    assert [(q.level, g.points_for(q)) for q in anna] == sorted((q.level, g.points_for(q)) for q in printed)
    assert cells["name"].source == "Anna Berg"
    assert [cells[f"answer-{i}"].source for i in (1, 2, 3)] == [q.answer for q in anna]
    assert "Vornamen" in cells["intro"].source and "Umschalt + Enter" in cells["intro"].source
    # Only salted keys of the names go into the notebook, never the class list.
    assert not any(n.split()[0] in cells["setup"].source for n in NAMES)


def test_one_version_for_everyone_needs_no_name() -> None:
    nb = assignment_notebook("gcd", difficulty=2, count=2, seed=5)
    worksheet = questions("gcd", difficulty=2, count=2, seed=5)  # the printed worksheet, in its order
    assert "name" not in _by_id(nb) and expected_points(nb) == sum(g.points_for(q) for q in worksheet)
    assert [c.source for c in nb.cells if c.id.startswith("answer")] == [q.answer for q in worksheet]


def test_the_same_settings_give_the_same_notebook() -> None:
    a = assignment_notebook("fit", difficulty=3, count=3, seed=8, students=5)
    assert a == assignment_notebook("fit", difficulty=3, count=3, seed=8, students=5)
    assert a != assignment_notebook("fit", difficulty=3, count=3, seed=9, students=5)


def test_bad_settings_are_refused_in_words(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="name must be letters, digits"):
        write_assignment(tmp_path, "gcd", name="../x")
    with pytest.raises(ValueError, match="students must be a whole number from 1 to 200, not 0"):
        assignment_notebook("gcd", students=0)
    with pytest.raises(ValueError, match="the class list has 4 names, but students is 3"):
        assignment_notebook("gcd", students=3, names=NAMES)
    with pytest.raises(ValueError, match="names must be a list of the pupils' names, not 'Anna'"):
        assignment_notebook("gcd", names="Anna")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="Name 2 ist leer"):
        assignment_notebook("gcd", names=["Anna", " "], lang="de")
    assert list(tmp_path.iterdir()) == []


def test_a_class_list_is_read_by_read_names_with_its_notes_left_out(tmp_path: Path) -> None:
    path = tmp_path / "4b.txt"
    path.write_bytes(
        "\ufeff# Klasse 4b\r\nAnna Berg\r\n\r\n  Ben Ott \r\n  # neu seit März\r\nÖzlem Şahin\r\n".encode()
    )
    names = read_names(path)
    assert names == ("Anna Berg", "Ben Ott", "Özlem Şahin")
    assert "students=3," in _by_id(assignment_notebook("gcd", count=2, names=names))["setup"].source
    path.write_text("# Klasse 4b\n\n", encoding="utf-8")
    with pytest.raises(ValueError, match="has no names: write one name a line"):
        read_names(path)
    path.write_bytes("Anna\nJürgen\n".encode("latin-1"))
    with pytest.raises(ValueError, match=r"Klassenliste .* ist kein UTF-8-Text"):
        read_names(path, "de")
    with pytest.raises(ValueError, match="is a folder, not a class list"):
        read_names(tmp_path)


def test_names_a_pupil_types_alike_are_refused_in_words(tmp_path: Path) -> None:
    """Typed names are found without capitals and extra spaces: two such names could find no one."""
    alike = ["Anna Berg", "Ben Ott", "anna  Berg"]
    with pytest.raises(ValueError, match=r"the names 'Anna Berg' and 'anna  Berg' \(No. 1 and 3\) are the same when"):
        assignment_notebook("gcd", names=alike)
    with pytest.raises(ValueError, match=r"Die Namen .* sind getippt gleich .* wie 'anna  Berg B.'"):
        write_assignment(tmp_path, "gcd", names=alike, lang="de")
    assert list(tmp_path.iterdir()) == []
    assert (
        "students=3,"
        in _by_id(assignment_notebook("gcd", names=["Anna Berg", "Ben Ott", "Anna Bergh"]))["setup"].source
    )


# --- never make an assignment again over the pupils' work (§1) -------------------------------------
def test_an_existing_assignment_is_refused_with_a_new_name_to_choose(tmp_path: Path) -> None:
    source = write_assignment(tmp_path, "gcd", count=2, seed=5)
    before = source.read_bytes()
    with pytest.raises(AssignmentExists) as e:
        write_assignment(tmp_path, "gcd", count=3, seed=5, difficulty=3)  # only the count changed: the same name
    message = str(e.value)
    assert "the assignment gcd-5 exists already" in message and "source/gcd-5" in message
    assert "--name gcd-5-2" in message and "--force" in message
    assert source.read_bytes() == before
    with pytest.raises(AssignmentExists, match=r"die Aufgabe gcd-5 gibt es schon .* --name gcd-5-2"):
        write_assignment(tmp_path, "gcd", count=3, seed=5, lang="de")
    # --force overwrites it; another name is free.
    assert write_assignment(tmp_path, "gcd", count=3, seed=5, force=True).read_bytes() != before
    assert write_assignment(tmp_path, "gcd", name="gcd-5-2", count=3, seed=5).is_file()


def test_handed_in_graded_or_in_the_gradebook_counts_as_existing(tmp_path: Path) -> None:
    for folder in ("submitted/anna/lcm-1", "submitted/ben/lcm-1", "autograded/anna/lcm-1", "feedback/anna/lcm-1"):
        (tmp_path / folder).mkdir(parents=True)
    assert where_it_exists(tmp_path, "lcm-1") == [
        "handed in by 2 pupils",
        "graded for 1 pupil",
        "feedback for 1 pupil",
    ]
    with sqlite3.connect(tmp_path / "gradebook.db") as con:
        con.execute("CREATE TABLE assignment (name TEXT)")
        con.execute("INSERT INTO assignment VALUES ('gcd-2')")
    assert where_it_exists(tmp_path, "gcd-2", "de") == ["im Notenbuch (gradebook.db)"]
    with pytest.raises(AssignmentExists, match="handed in by 2 pupils"):
        write_assignment(tmp_path, "lcm", seed=1)
    assert not (tmp_path / "source").exists()


def test_the_release_is_not_made_again_without_force(tmp_path: Path) -> None:
    (tmp_path / "release" / "gcd-1").mkdir(parents=True)
    with pytest.raises(AssignmentExists, match="release/gcd-1 exists already"):
        generate(tmp_path, "gcd-1")


def test_the_command_refuses_a_second_run_and_says_how_to_choose_a_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    course = tmp_path / "course"
    argv = ["assignment", "--topic", "lcm", "--count", "2", "--seed", "4", "-o", str(course), "--no-generate"]
    assert main(argv) == 0
    before = (course / "source" / "lcm-4" / "lcm-4.ipynb").read_bytes()
    capsys.readouterr()
    assert main([*argv, "--difficulty", "3"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "exists already" in err and "--name lcm-4-2" in err
    assert (course / "source" / "lcm-4" / "lcm-4.ipynb").read_bytes() == before
    assert main([*argv, "--difficulty", "3", "--force"]) == 0
    assert (course / "source" / "lcm-4" / "lcm-4.ipynb").read_bytes() != before


def test_the_command_takes_a_class_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = tmp_path / "4b.txt"
    names.write_text("\n".join(["# Klasse 4b", *NAMES]), encoding="utf-8")
    argv = ["assignment", "--topic", "gcd", "--count", "2", "-o", str(tmp_path / "c"), "--no-generate"]
    assert main([*argv, "--names", str(names)]) == 0
    nb = nbformat.read(str(tmp_path / "c" / "source" / "gcd-0" / "gcd-0.ipynb"), as_version=4)
    assert "students=4," in _by_id(nb)["setup"].source
    assert main([*argv, "--name", "other", "--names", str(tmp_path / "none.txt")]) == 2
    assert "none.txt does not exist" in capsys.readouterr().err


# --- every topic's kinds of questions, as a pupil types the answers ---------------------------------------
def _ending(q: Question) -> str | None:
    """The shortest end of a choice's words that no other option ends with ("doppelt", "20")."""
    words = str(q.value).split()
    for j in range(len(words) - 1, 0, -1):
        end = " ".join(words[j:]).casefold()
        if [o for o in q.options if o.casefold().endswith(" " + end)] == [q.value]:
            return " ".join(words[j:])
    return None


def _typed_right(q: Question, k: int, lang: str) -> list[str]:
    """The right answer to ``q`` as pupils write it (``k`` picks some of the ways)."""
    if q.kind == "choice":
        assert isinstance(q.value, str)
        forms = [q.value, f" {q.value.upper()}. "]
        cards = g.card_numbers(q)  # cards: only the card's number ("20"); else the option's place
        forms.append(str(cards[q.options.index(q.value)] if cards else q.options.index(q.value) + 1))
        if q.value in (translate("yes", lang), translate("no", lang)):
            forms.append(q.value.capitalize() + "!")
        end = _ending(q)
        if end is not None and not end.isdigit():  # "doppelt", "does not fit"
            forms.append(end)
        return forms
    if q.kind == "number":
        return [[f"{q.value}", f" {q.value} ", f"{q.value}.", f"= {q.value}"][k % 4]]
    assert isinstance(q.value, tuple)
    numbers = [str(n) for n in q.value]
    if q.kind == "factors":
        product = 1
        for n in q.value:
            product *= n
        return [
            [" × ".join(numbers), "*".join(numbers), f"{product} = " + " · ".join(numbers), "x".join(numbers)][k % 4]
        ]
    word = " und " if lang == "de" else " and "
    return [[", ".join(reversed(numbers)), " ".join(numbers), word.join(numbers), "; ".join(numbers)][k % 4]]


def _typed_wrong(q: Question) -> list[str]:
    """Wrong answers to ``q``: another option (in words and by its place or card number), another
    number, only numbers that are not in the answer."""
    if q.kind == "choice":
        other = next(o for o in q.options if o != q.value)
        cards = g.card_numbers(q)
        return [other, str(cards[q.options.index(other)] if cards else q.options.index(other) + 1)]
    if q.kind == "number":
        assert isinstance(q.value, int)
        return [str(q.value + 1)]
    assert isinstance(q.value, tuple)
    wrong = [n for n in range(2, 200) if n not in q.value][: len(q.value)]
    return [", ".join(map(str, wrong))]


@pytest.mark.parametrize("topic", TOPICS)
def test_every_kind_of_question_is_read_as_a_pupil_types_it(
    topic: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """In a graded notebook of every topic and difficulty each question's right answer, typed as a
    pupil would, earns all its points, and a wrong one none: yes or no, a choice by its words, its
    number or its end, one number, several numbers ("which of these"), prime factors."""
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    seen: set[str] = set()
    try:
        for difficulty in range(1, 6):
            lang = "de" if difficulty % 2 else "en"
            settings: dict[str, Any] = {"difficulty": difficulty, "count": 12, "seed": 7, "lang": lang}
            nb = assignment_notebook(topic, students=2, **settings)
            cells = _by_id(nb)
            exec(compile(cells["setup"].source, "setup", "exec"), {})
            sheets = g.notebook_sheets(topic, students=2, **settings)
            # every kind of answer the topic's pool has at this difficulty is on the sheets
            p = pool(topic, difficulty)
            kinds = {build(topic, p.groups.index(group), difficulty, lang).kind for group in set(p.groups)}
            assert kinds == {q.kind for sheet in sheets for q in sheet}, (difficulty, kinds)
            for pupil, sheet in enumerate(sheets, start=1):
                g.typed(str(pupil), "name")
                for i, q in enumerate(sheet, start=1):
                    points = cells[f"test-{i}"].metadata.nbgrader["points"]
                    assert points == g.points_for(q), (difficulty, pupil, i)  # the same for every pupil
                    seen.add("yes/no" if q.options == (translate("yes", lang), translate("no", lang)) else q.kind)
                    for text in _typed_right(q, i, lang):
                        capsys.readouterr()
                        g.typed(text, f"answer-{i}")
                        read = capsys.readouterr().out
                        assert read.startswith(translate("Your answer: {answer}", lang).split("{")[0]), (
                            q.prompt,
                            text,
                            read,
                        )
                        assert g.check(i) == points, (q.prompt, text)
                    for text in _typed_wrong(q):
                        g.typed(text, f"answer-{i}")
                        assert g.check(i) == 0.0, (q.prompt, text)
    finally:
        g._SHEET = None
    if topic in ("rows", "divisors", "factors", "lcm"):
        assert "yes/no" in seen


# --- the kernel's side: boxes are text, checks give nothing away ----------------------------------------
@pytest.fixture
def sheet() -> Iterator[list[Question]]:
    nb = assignment_notebook("divisors", names=NAMES, **SETTINGS)
    setup = _by_id(nb)["setup"].source
    exec(compile(setup, "setup", "exec"), {})
    yield _sheets()[1]
    g._SHEET = None


def test_a_pupil_finds_their_sheet_by_name_first_name_or_number(
    sheet: list[Question], capsys: pytest.CaptureFixture[str]
) -> None:
    assert g._SHEET is not None
    for typed, pupil in [("Ben Ott", 2), ("ben", 2), (" 'Ben' ", 2), ("Nr. 2", 2), ("2", 2), ("cem kaya", 3)]:
        assert g._SHEET.find(typed) == pupil, typed
    for typed in ["Bob", "5", "0", "Anna Ott"]:
        assert g._SHEET.find(typed) is None, typed
    g.typed("Benn")
    assert "Ich kenne „Benn“ nicht" in capsys.readouterr().out and g._SHEET.pupil is None
    g.typed("Ben", "name")
    assert "Du bist Nummer 2" in capsys.readouterr().out


def test_boxes_answer_their_own_question_by_cell_id_or_by_order(
    sheet: list[Question], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert g._SHEET is not None
    # i: a question with several numbers (an answer can be partly right); j and k: the others
    i = _lists(sheet)[0]
    j, k = (n for n in (1, 2, 3) if n != i)
    partly = _partly(sheet[i - 1])
    value = sheet[i - 1].value
    assert isinstance(value, tuple)
    g.question(i)
    g.typed(partly)  # before the name: nothing is kept
    assert "Schreib zuerst oben deinen Namen" in capsys.readouterr().out
    g.typed("2", "name")
    g.question(i)
    g.typed(partly)  # no id: the question shown last
    g.typed("5", f"answer-{j}")  # an id: its own question, whatever was shown last
    assert g._SHEET.answers == {i: partly, j: "5"}
    assert f"Deine Antwort: {', '.join(map(str, value[:-1]))}" in capsys.readouterr().out
    monkeypatch.delenv("NBGRADER_EXECUTION", raising=False)
    assert g.check(i) is None and g.check(k) is None  # while the pupil works: no points, no answers shown
    out = capsys.readouterr().out
    assert f"Antwort {i} ist gespeichert" in out and f"Frage {k} hat noch keine Antwort" in out
    assert sheet[i - 1].answer not in out
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    expected = g.score(sheet[i - 1], partly, 2).points
    assert g.check(i) == expected and 0 < expected < 2
    out = capsys.readouterr().out
    assert "Teilweise richtig." in out and f"Die richtige Antwort: {sheet[i - 1].answer}" in out
    assert f"Punkte: {expected:g} von 2".replace(".", ",") in out
    assert g.check(k) == 0.0 and "Keine Antwort." in capsys.readouterr().out


def test_the_transformer_makes_a_box_text_and_leaves_the_locked_cells_python(sheet: list[Question]) -> None:
    code = g._transform(["'1', 2\n", "4\n"])
    assert len(code) == 1 and "typed(\"'1', 2\\n4\\n\", None)" in code[0]
    ns: dict[str, Any] = {}
    g.typed("2", "name")
    g.question(1)
    exec(code[0], ns)
    assert g._SHEET is not None and g._SHEET.answers == {1: "'1', 2\n4\n"}
    locked = [f"{g.MARK} check 1 (do not change)\n", "check(1)\n"]
    assert g._transform(locked) == locked


def test_a_numnum_that_makes_other_questions_cannot_grade(
    sheet: list[Question], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert g._SHEET is not None
    g.typed("2", "name")
    g._SHEET.sums = ("x",) * 4
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    with pytest.raises(RuntimeError, match="made by another version of numnum"):
        g.check(1)


def test_in_a_real_kernel_a_box_is_text_and_a_frontends_own_code_stays_python(tmp_path: Path) -> None:
    """JupyterLab sends each cell's id; a silent run (a frontend's own code) is never an answer."""
    from jupyter_client.manager import start_new_kernel

    nb = assignment_notebook("divisors", names=NAMES, **SETTINGS)
    cells = _by_id(nb)
    env = tool_env()
    env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).resolve().parent.parent), env.get("PYTHONPATH", "")])
    env.pop("NBGRADER_EXECUTION", None)
    km, kc = start_new_kernel(kernel_name="python3", env=env, cwd=str(tmp_path))
    try:

        def run(code: str, cell_id: str | None = None, silent: bool = False) -> str:
            msg = kc.session.msg("execute_request", {"code": code, "silent": silent, "store_history": not silent,
                                                     "user_expressions": {}, "allow_stdin": False})  # fmt: skip
            if cell_id is not None:
                msg["metadata"]["cellId"] = cell_id
            kc.shell_channel.send(msg)
            reply = kc.get_shell_msg(timeout=60)
            out = []
            while True:
                m = kc.get_iopub_msg(timeout=60)
                if m["parent_header"].get("msg_id") != msg["header"]["msg_id"]:
                    continue
                if m["msg_type"] == "stream":
                    out.append(m["content"]["text"])
                if m["msg_type"] == "error":
                    out.append(m["content"]["ename"])
                if m["msg_type"] == "status" and m["content"]["execution_state"] == "idle":
                    break
            assert reply["content"]["status"] == "ok", reply["content"]
            return "".join(out)

        run(cells["setup"].source, "setup")
        assert "Du bist Nummer 2" in run("Ben", "name")
        i = _lists(_sheets()[1])[0]  # a question of Ben's with several numbers, and another one
        other = 3 if i < 3 else 1
        run(cells[f"question-{i}"].source, f"question-{i}")
        run(cells[f"question-{other}"].source, f"question-{other}")
        assert "Deine Antwort: 1, 2" in run("'1' , 2", f"answer-{i}")  # the box of question i, shown before
        assert run("x = 1 + 1", silent=True) == ""  # a frontend's silent code runs as Python
        assert run("print(x)", "a-cell-of-my-own") == "2\n"  # a cell the pupil added is Python
        out = run(cells[f"test-{i}"].source, f"test-{i}") + run(cells[f"test-{other}"].source, f"test-{other}")
        assert f"Antwort {i} ist gespeichert" in out and f"Frage {other} hat noch keine Antwort" in out
        assert "Punkte" not in out
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


# --- the round trip with nbgrader: four pupils ----------------------------------------------------------
def _nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "nbgrader", *args]
    done = subprocess.run(command, cwd=course, capture_output=True, text=True, env=tool_env(), check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return done


@pytest.fixture(scope="module")
def course(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A class of four, one assignment: Anna all right; Ben (by number, with spaces) one question
    with several numbers partly right, the others right in quotes or brackets; Cem by name in small
    letters with one right answer, one left empty and a letter; Dana nothing at all."""
    root = tmp_path_factory.mktemp("course")
    source = write_assignment(root, "divisors", name="teiler", names=NAMES, **SETTINGS)
    release = generate(root, "teiler")
    pupils = nbformat.read(str(release), as_version=4)
    sheets = _sheets()
    right = [[q.answer for q in sheet] for sheet in sheets]
    partly = _lists(sheets[1])[0]  # Ben's question answered partly right
    ben = [
        _partly(q)
        if i == partly
        else " ".join(f"'{n}'" for n in q.value)
        if isinstance(q.value, tuple)
        else f"[{q.answer}]"
        for i, q in enumerate(sheets[1], start=1)
    ]
    assert any("'" in t for i, t in enumerate(ben, start=1) if i != partly) and any(t.startswith("[") for t in ben)
    answers = {
        "anna": ("Anna", right[0]),
        "ben": (" 2 ", ben),
        "cem": ("cem kaya", [right[2][0], "", "x"]),
        "dana": ("", ["", "", ""]),
    }
    for pupil, (name, typed) in answers.items():
        nb = nbformat.from_dict(json.loads(json.dumps(pupils)))
        boxes = _by_id(nb)
        boxes["name"].source = name
        for i, text in enumerate(typed, start=1):
            boxes[f"answer-{i}"].source = text
        folder = root / "submitted" / pupil / "teiler"
        folder.mkdir(parents=True)
        nbformat.write(nb, str(folder / "teiler.ipynb"))
    graded = _nbgrader(root, "autograde", "teiler")
    _nbgrader(root, "generate_feedback", "teiler")
    points = [g.points_for(q) for q in sheets[0]]
    return {"root": root, "source": source, "release": release, "sheets": sheets, "log": graded.stderr,
            "points": points, "ben": ben, "partly": partly}  # fmt: skip


def test_the_pupils_version_has_empty_boxes_and_no_answers(course: dict[str, Any]) -> None:
    pupils = nbformat.read(str(course["release"]), as_version=4)
    cells = _by_id(pupils)
    assert [cells[k].source for k in ("name", "answer-1", "answer-2", "answer-3")] == ["", "", "", ""]
    text = json.dumps(pupils)
    for sheet in course["sheets"]:
        assert all(f'"{q.answer}"' not in text for q in sheet)
    assert not any(n.split()[0] in text for n in NAMES)
    assert cells["test-1"].metadata["editable"] is False and cells["question-1"].metadata["editable"] is False


def test_autograde_gives_each_pupil_the_points_of_their_own_questions(course: dict[str, Any]) -> None:
    from nbgrader.api import Gradebook

    sheets, points, partly = course["sheets"], course["points"], course["partly"]
    ben_partly = g.score(sheets[1][partly - 1], course["ben"][partly - 1], points[partly - 1]).points
    assert 0 < ben_partly < points[partly - 1]
    full = {f"test_{i}": float(p) for i, p in enumerate(points, start=1)}
    expected = {
        "anna": full,
        "ben": {**full, f"test_{partly}": ben_partly},
        "cem": {"test_1": float(points[0]), "test_2": 0.0, "test_3": 0.0},
        "dana": dict.fromkeys(full, 0.0),
    }
    with Gradebook(f"sqlite:///{course['root'] / 'gradebook.db'}") as gb:
        for pupil, grades in expected.items():
            submission = gb.find_submission("teiler", pupil)
            assert (submission.score, submission.max_score) == (sum(grades.values()), float(sum(points))), pupil
            found = {x.name: x.score for x in gb.find_submission_notebook("teiler", "teiler", pupil).grades}
            assert found == grades, pupil


def test_no_checksum_warning_and_no_error_while_grading(course: dict[str, Any]) -> None:
    log = course["log"]
    assert "checksum" not in log and "has changed" not in log and "ERROR" not in log
    for pupil in ("anna", "ben", "cem", "dana"):
        nb = nbformat.read(str(course["root"] / "autograded" / pupil / "teiler" / "teiler.ipynb"), as_version=4)
        assert not [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]


def test_the_feedback_says_for_each_question_what_was_right(course: dict[str, Any]) -> None:
    def page(pupil: str) -> str:
        return (course["root"] / "feedback" / pupil / "teiler" / "teiler.html").read_text(encoding="utf-8")

    sheets, points, partly = course["sheets"], course["points"], course["partly"]
    anna, ben, cem, dana = (page(p) for p in ("anna", "ben", "cem", "dana"))
    assert anna.count("Richtig!") == 3 and "Punkte: 2 von 2" in anna
    assert "Hallo! Du bist Nummer 1." in anna
    assert "Teilweise richtig." in ben and "Es fehlen:" in ben
    assert f"Die richtige Antwort: {sheets[1][partly - 1].answer}" in ben and ben.count("Richtig!") == 2
    assert "Du bist Nummer 3" in cem and "Keine Antwort." in cem and "Ich kann „x“ nicht lesen." in cem
    assert sheets[2][2].reason.split(":")[0] in cem  # the reason why, from the lessons' explanations
    assert dana.count("Schreib zuerst oben deinen Namen") >= 3
    assert f"0.0 / {float(sum(points))}" in dana


def test_the_finished_assignment_is_refused_with_everything_it_would_lose(course: dict[str, Any]) -> None:
    before = course["source"].read_bytes()
    with pytest.raises(AssignmentExists) as e:
        write_assignment(course["root"], "divisors", name="teiler", names=NAMES, **{**SETTINGS, "count": 4})
    message = str(e.value)
    for words in ("source/teiler", "release/teiler", "von 4 Kindern abgegeben", "für 4 Kinder bewertet",
                  "Rückmeldungen für 4 Kinder", "Notenbuch", "--name teiler-2"):  # fmt: skip
        assert words in message, words
    assert course["source"].read_bytes() == before
