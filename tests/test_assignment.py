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
from numnum.exercises import Question, class_set, questions
from numnum.exercises import graded as g
from numnum.exercises.assignment import (
    AssignmentExists,
    assignment_notebook,
    expected_points,
    generate,
    read_class_list,
    tool_env,
    where_it_exists,
    write_assignment,
)

NAMES = ["Anna Berg", "Ben Ott", "Cem Kaya", "Dana Roth"]
SETTINGS: dict[str, Any] = {"difficulty": 2, "count": 3, "seed": 3, "lang": "de"}


def _by_id(nb: Any) -> dict[str, Any]:
    return {c.id: c for c in nb.cells}


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
    assert [meta[f"test-{i}"]["points"] for i in (1, 2, 3)] == [2, 2, 2] and expected_points(nb) == 6
    locked = [k for k in cells if k.split("-")[0] in ("setup", "question", "test")]
    assert all(cells[k].metadata["jupyter"]["source_hidden"] and cells[k].source.startswith(g.MARK) for k in locked)
    assert "HIDDEN" not in "".join(c.source for c in nb.cells)  # nothing stripped: no checksum warning
    # The teacher's version is answered as pupil 1 (Anna), with the answers as the key prints them.
    anna = class_set("divisors", students=4, **SETTINGS)[0]
    assert cells["name"].source == "Anna Berg"
    assert [cells[f"answer-{i}"].source for i in (1, 2, 3)] == [q.answer for q in anna]
    assert "Vornamen" in cells["intro"].source and "Umschalt + Enter" in cells["intro"].source
    # Only salted keys of the names go into the notebook, never the class list.
    assert not any(n.split()[0] in cells["setup"].source for n in NAMES)


def test_one_version_for_everyone_needs_no_name() -> None:
    nb = assignment_notebook("gcd", difficulty=2, count=2, seed=5)
    assert "name" not in _by_id(nb) and expected_points(nb) == 2
    assert [c.source for c in nb.cells if c.id.startswith("answer")] == [
        q.answer for q in questions("gcd", difficulty=2, count=2, seed=5)
    ]


def test_the_same_settings_give_the_same_notebook() -> None:
    a = assignment_notebook("fit", difficulty=3, count=3, seed=8, students=5)
    assert a == assignment_notebook("fit", difficulty=3, count=3, seed=8, students=5)
    assert a != assignment_notebook("fit", difficulty=3, count=3, seed=9, students=5)


def test_bad_settings_are_refused_in_words(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="name must be letters, digits"):
        write_assignment(tmp_path, "gcd", name="../x")
    with pytest.raises(ValueError, match="students must be a whole number from 1 to 200, not 0"):
        assignment_notebook("gcd", students=0)
    with pytest.raises(ValueError, match="students is 3 but the class list has 4 names"):
        assignment_notebook("gcd", students=3, names=NAMES)
    with pytest.raises(ValueError, match="names must be a list of pupils' names"):
        assignment_notebook("gcd", names="Anna")  # type: ignore[arg-type]
    assert list(tmp_path.iterdir()) == []


def test_a_class_list_is_one_name_a_line(tmp_path: Path) -> None:
    path = tmp_path / "4b.txt"
    path.write_bytes("\ufeff# Klasse 4b\r\nAnna Berg\r\n\r\n  Ben   Ott \r\nÖzlem Şahin\r\n".encode())
    assert read_class_list(path) == ["Anna Berg", "Ben Ott", "Özlem Şahin"]
    for text, why in [
        ("", "must have 1 to 200 names, one a line, not 0"),
        ("Anna\nBen\nanna\n", "has the name 'anna' twice"),
        ("A" * 61, "has a name longer than 60 letters"),
    ]:
        path.write_text(text, encoding="utf-8")
        with pytest.raises(ValueError, match=why):
            read_class_list(path)
    path.write_bytes(b"Anna\n\xff\xfe\n")
    with pytest.raises(ValueError, match=r"Klassenliste .* ist keine UTF-8-Textdatei"):
        read_class_list(path, "de")
    with pytest.raises(ValueError, match="is not a file"):
        read_class_list(tmp_path)


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
    names.write_text("\n".join(NAMES), encoding="utf-8")
    argv = ["assignment", "--topic", "gcd", "--count", "2", "-o", str(tmp_path / "c"), "--no-generate"]
    assert main([*argv, "--names", str(names)]) == 0
    nb = nbformat.read(str(tmp_path / "c" / "source" / "gcd-0" / "gcd-0.ipynb"), as_version=4)
    assert "students=4," in _by_id(nb)["setup"].source
    assert main([*argv, "--name", "other", "--names", str(tmp_path / "none.txt")]) == 2
    assert "none.txt is not a file" in capsys.readouterr().err


# --- the kernel's side: boxes are text, checks give nothing away ----------------------------------------
@pytest.fixture
def sheet() -> Iterator[list[Question]]:
    nb = assignment_notebook("divisors", names=NAMES, **SETTINGS)
    setup = _by_id(nb)["setup"].source
    exec(compile(setup, "setup", "exec"), {})
    yield class_set("divisors", students=4, **SETTINGS)[1]
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
    g.question(1)
    g.typed("1, 2")  # before the name: nothing is kept
    assert "Schreib zuerst oben deinen Namen" in capsys.readouterr().out
    g.typed("2", "name")
    g.question(1)
    g.typed(" '1' 2 4 ")  # no id: the question shown last
    g.typed("5", "answer-3")  # an id: its own question, whatever was shown last
    assert g._SHEET.answers == {1: " '1' 2 4 ", 3: "5"}
    assert "Deine Antwort: 1, 2, 4" in capsys.readouterr().out
    monkeypatch.delenv("NBGRADER_EXECUTION", raising=False)
    assert g.check(1) is None and g.check(2) is None  # while the pupil works: no points, no answers shown
    out = capsys.readouterr().out
    assert "Antwort 1 ist gespeichert" in out and "Frage 2 hat noch keine Antwort" in out
    assert sheet[0].answer not in out
    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    expected = g.score(sheet[0], " '1' 2 4 ", 2).points
    assert g.check(1) == expected and 0 < expected < 2
    out = capsys.readouterr().out
    assert f"Die richtige Antwort: {sheet[0].answer}" in out and "Punkte:" in out
    assert g.check(2) == 0.0 and "Keine Antwort." in capsys.readouterr().out


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
        run(cells["question-1"].source, "question-1")
        run(cells["question-2"].source, "question-2")
        assert "Deine Antwort: 1, 2" in run("'1' , 2", "answer-1")  # the box of question 1, shown before 2
        assert run("x = 1 + 1", silent=True) == ""  # a frontend's silent code runs as Python
        assert run("print(x)", "a-cell-of-my-own") == "2\n"  # a cell the pupil added is Python
        out = run(cells["test-1"].source, "test-1") + run(cells["test-2"].source, "test-2")
        assert "Antwort 1 ist gespeichert" in out and "Frage 2 hat noch keine Antwort" in out
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
    """A class of four, one assignment: Anna all right, Ben partly right with quotes and spaces,
    Cem by name in small letters with one right answer and a letter, Dana nothing at all."""
    root = tmp_path_factory.mktemp("course")
    source = write_assignment(root, "divisors", name="teiler", names=NAMES, **SETTINGS)
    release = generate(root, "teiler")
    pupils = nbformat.read(str(release), as_version=4)
    sheets = class_set("divisors", students=4, **SETTINGS)
    right = [[q.answer for q in sheet] for sheet in sheets]
    ben_1 = sheets[1][0].value
    assert isinstance(ben_1, tuple)
    answers = {
        "anna": ("Anna", right[0]),
        "ben": (" 2 ", [" ".join(f"'{n}'" for n in ben_1), "1; 2", f"[{right[1][2]}]"]),
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
    return {"root": root, "source": source, "release": release, "sheets": sheets, "log": graded.stderr}


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

    sheets = course["sheets"]
    ben_2 = g.score(sheets[1][1], "1; 2", 2).points
    assert 0 < ben_2 < 2
    expected = {
        "anna": {"test_1": 2.0, "test_2": 2.0, "test_3": 2.0},
        "ben": {"test_1": 2.0, "test_2": ben_2, "test_3": 2.0},
        "cem": {"test_1": 2.0, "test_2": 0.0, "test_3": 0.0},
        "dana": {"test_1": 0.0, "test_2": 0.0, "test_3": 0.0},
    }
    with Gradebook(f"sqlite:///{course['root'] / 'gradebook.db'}") as gb:
        for pupil, grades in expected.items():
            submission = gb.find_submission("teiler", pupil)
            assert (submission.score, submission.max_score) == (sum(grades.values()), 6.0), pupil
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

    sheets = course["sheets"]
    anna, ben, cem, dana = (page(p) for p in ("anna", "ben", "cem", "dana"))
    assert anna.count("Richtig!") == 3 and "Punkte: 2 von 2" in anna
    assert "Hallo! Du bist Nummer 1." in anna
    assert "Teilweise richtig." in ben and "Es fehlen:" in ben and f"Die richtige Antwort: {sheets[1][1].answer}" in ben
    assert "Du bist Nummer 3" in cem and "Keine Antwort." in cem and "Ich kann „x“ nicht lesen." in cem
    assert sheets[2][2].reason.split(":")[0] in cem  # the reason why, from the lessons' explanations
    assert dana.count("Schreib zuerst oben deinen Namen") >= 3
    assert "Score: 0.0 / 6.0" in dana or "0.0 / 6.0" in dana


def test_the_finished_assignment_is_refused_with_everything_it_would_lose(course: dict[str, Any]) -> None:
    before = course["source"].read_bytes()
    with pytest.raises(AssignmentExists) as e:
        write_assignment(course["root"], "divisors", name="teiler", names=NAMES, **{**SETTINGS, "count": 4})
    message = str(e.value)
    for words in ("source/teiler", "release/teiler", "von 4 Kindern abgegeben", "für 4 Kinder bewertet",
                  "Rückmeldungen für 4 Kinder", "Notenbuch", "--name teiler-2"):  # fmt: skip
        assert words in message, words
    assert course["source"].read_bytes() == before
