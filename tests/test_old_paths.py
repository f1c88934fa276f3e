"""The import paths that notebooks already in users' hands use keep working (issue #32).

Handed-out graded notebooks say ``from numnum.exercises.graded import check`` (and call
``__import__('numnum.exercises.graded', ...)``), pupils' kept lesson notebooks import
``numnum.lessons``, teachers' notebooks use ``numnum.exercises``, ``numnum.printing``,
``numnum.decks`` and ``numnum.quiz``: each old name is the very same module as the new one.
"""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from numnum.teaching.old_paths import MOVED, OLD_PATHS, new_name

SAME = [
    ("numnum.quiz", "numnum.teaching.questions"),
    ("numnum.decks", "numnum.teaching.decks.teachers"),
    ("numnum.exercises", "numnum.teaching.exercises"),
    ("numnum.exercises.graded", "numnum.teaching.exercises.graded"),
    ("numnum.exercises.practice", "numnum.teaching.exercises.practice"),
    ("numnum.exercises.assignment", "numnum.teaching.exercises.assignment"),
    ("numnum.exercises.topics", "numnum.teaching.exercises.topics"),
    ("numnum.printing", "numnum.teaching.printing"),
    ("numnum.printing.editable", "numnum.teaching.printing.editable"),
    ("numnum.lessons", "numnum.teaching.lessons"),
    ("numnum.lessons.lesson01", "numnum.teaching.lessons.lesson01"),
    ("numnum.lessons.lesson10", "numnum.teaching.lessons.lesson10"),
    ("numnum.teaching.exercises.panel", "numnum.teaching.desk.panel"),
    ("numnum.teaching.exercises.cli", "numnum.teaching.desk.cli"),
    ("numnum.teaching.exercises.downloads", "numnum.teaching.desk.downloads"),
    ("numnum.teaching.exercises.settings", "numnum.teaching.desk.settings"),
    ("numnum.exercises.panel", "numnum.teaching.desk.panel"),
]


@pytest.mark.parametrize(("old", "new"), SAME)
def test_an_old_path_is_the_new_module(old: str, new: str) -> None:
    assert importlib.import_module(old) is importlib.import_module(new)
    assert new_name(old) == new


def test_the_names_users_type_are_the_same_objects() -> None:
    from numnum.exercises.graded import check

    from numnum.decks import build_deck
    from numnum.exercises import questions
    from numnum.lessons import lesson01
    from numnum.printing import worksheet
    from numnum.quiz import on_answer, restore
    from numnum.teaching.decks.teachers import build_deck as new_build_deck
    from numnum.teaching.exercises import questions as new_questions
    from numnum.teaching.exercises.graded import check as new_check
    from numnum.teaching.lessons import lesson01 as new_lesson01
    from numnum.teaching.printing import worksheet as new_worksheet
    from numnum.teaching.questions import on_answer as new_on_answer
    from numnum.teaching.questions import restore as new_restore

    assert build_deck is new_build_deck and questions is new_questions and check is new_check
    assert lesson01 is new_lesson01 and worksheet is new_worksheet
    assert on_answer is new_on_answer and restore is new_restore


def test_a_handed_out_graded_notebook_still_runs_its_cells() -> None:
    """A fresh interpreter, as a pupil's kernel: the old lines, the same module each time."""
    code = (
        "from numnum.exercises.graded import check\n"
        "g = __import__('numnum.exercises.graded', fromlist=['typed'])\n"
        "import numnum.teaching.exercises.graded as new\n"
        "assert g is new and check is new.check and callable(g.typed)\n"
        "from numnum.lessons import lesson01\n"
        "assert 'Lesson 1' in lesson01.begin('en').children[0].value\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_only_the_old_paths_are_renamed() -> None:
    assert set(OLD_PATHS) == {old for old, _new in SAME if old.count(".") == 1}
    assert new_name("numnum.cards") is None
    assert new_name("numnum.quizzes") is None  # a longer name is no old path
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("numnum.exercises.no_such_module")


def test_the_moved_teachers_modules_keep_their_old_names_in_a_fresh_interpreter() -> None:
    """A teacher's notebook from before the move: its panel line, and the old package's path."""
    code = (
        "from numnum.teaching.exercises.panel import teacher_panel\n"
        "import numnum.teaching.desk.panel as new\n"
        "from numnum.exercises.cli import argv_lang\n"
        "import numnum.teaching.desk.cli as cli\n"
        "assert teacher_panel is new.teacher_panel and argv_lang is cli.argv_lang\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
    assert set(MOVED.values()) == {f"numnum.teaching.desk.{m}" for m in ("cli", "downloads", "panel", "settings")}
    assert new_name("numnum.teaching.exercises.graded") is None  # what stayed has no second name
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("numnum.teaching.exercises.no_such_module")
