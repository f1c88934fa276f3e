"""Graded notebooks: nbgrader makes the pupils' version and gives the points of a made-up submission."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from numnum.exercises import questions
from numnum.exercises.assignment import assignment_notebook, expected_points, generate, tool_env, write_assignment


def test_every_question_has_an_answer_cell_and_a_test_worth_one_point() -> None:
    nb = assignment_notebook("primes", difficulty=2, count=4, seed=3, lang="de")
    answers = [c for c in nb.cells if c.metadata.nbgrader.get("solution")]
    tests = [c for c in nb.cells if c.metadata.nbgrader.get("grade")]
    assert len(answers) == len(tests) == 4 and expected_points(nb) == 4
    assert all("### BEGIN HIDDEN TESTS" in c.source for c in tests)
    assert "Welche dieser Zahlen sind Primzahlen?" in nb.cells[1].source
    assert "Schreib" in nb.cells[0].source


def test_the_same_seed_gives_the_same_notebook() -> None:
    a = assignment_notebook("fit", difficulty=3, count=3, seed=8)
    assert a == assignment_notebook("fit", difficulty=3, count=3, seed=8)


def test_bad_names_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="name must be letters, digits"):
        write_assignment(tmp_path, "gcd", name="../x")
    assert list(tmp_path.iterdir()) == []


def _answer(nb: nbformat.NotebookNode, i: int, value: str) -> None:
    for cell in nb.cells:
        if cell.metadata.get("nbgrader", {}).get("grade_id") == f"answer_{i}":
            cell.source = f"answer_{i} = {value}"
            return
    raise AssertionError(f"no answer cell {i}")


def test_nbgrader_generates_the_assignment_and_autogrades_a_submission(tmp_path: Path) -> None:
    source = write_assignment(tmp_path, "gcd", name="gcd-5", difficulty=2, count=4, seed=5, lang="de")
    assert source == tmp_path / "source" / "gcd-5" / "gcd-5.ipynb"
    release = generate(tmp_path, "gcd-5")
    pupils = nbformat.read(str(release), as_version=4)
    text = "\n".join(c.source for c in pupils.cells)
    right = [q.value for q in questions("gcd", difficulty=2, count=4, seed=5, lang="de")]
    assert "BEGIN SOLUTION" not in text and "HIDDEN" not in text
    assert all(f"answer_{i} = {v}" not in text for i, v in enumerate(right, start=1))
    assert "answer_1 = None" in text

    # A pupil answers 1, 2 and 4 right, 3 wrong.
    _answer(pupils, 1, str(right[0]))
    _answer(pupils, 2, str(right[1]))
    _answer(pupils, 3, "0")  # no gcd and no list of common divisors
    _answer(pupils, 4, str(right[3]))
    submitted = tmp_path / "submitted" / "anna" / "gcd-5"
    submitted.mkdir(parents=True)
    nbformat.write(pupils, str(submitted / "gcd-5.ipynb"))
    command = [sys.executable, "-m", "nbgrader", "autograde", "gcd-5", "--create", "--log-level=WARN"]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, env=tool_env(), check=False)
    assert done.returncode == 0, done.stderr[-3000:]

    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{tmp_path / 'gradebook.db'}") as gb:
        submission = gb.find_submission("gcd-5", "anna")
        assert (submission.score, submission.max_score) == (3.0, 4.0)
        grades = {g.name: g.score for g in gb.find_submission_notebook("gcd-5", "gcd-5", "anna").grades}
    assert grades == {"test_1": 1.0, "test_2": 1.0, "test_3": 0.0, "test_4": 1.0}
