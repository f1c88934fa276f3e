"""Graded notebooks: an nbgrader assignment in which every pupil gets their own questions.

nbgrader's model is one notebook for the whole class: the teacher's ``source`` version becomes
one ``release`` version, every pupil hands in a copy, and ``nbgrader autograde`` puts the
locked cells back from the gradebook and runs the notebook.  Per-pupil versions fit that model
like this (nbgrader's own issues #1153 and #1433 ask for it; nothing built in does it):

* **one notebook, one sheet per pupil inside it.**  A locked first cell remembers the assignment
  (topic, difficulty, count, seed, class size); the pupil writes their first name or number in
  the name box, and every question cell shows *their* question: pupil ``k`` gets the questions
  of sheet ``k`` of :func:`numnum.teaching.exercises.class_set` (Nr. ``k`` of the printed class set), the
  ones worth 1 point before the ones worth 2 among the normal and among the harder questions
  (:func:`numnum.teaching.exercises.graded.in_point_order`): every sheet has the same mix, so question
  ``i`` is worth the same points for every pupil, as nbgrader's grade cells need.
  The class list itself is not in the notebook, only salted keys of the names
  (:func:`numnum.teaching.exercises.graded.name_keys`).
* **answers typed as text.**  Each answer box is a code cell that the first cell turns into a
  text box (an IPython input transformer, :mod:`numnum.teaching.exercises.graded`): ``4``, ``'4'``,
  ``4.0``, ``2 3 5`` and ``vier`` are all just text, never Python, so a pupil cannot break it.
  Widgets were no choice: their values are not saved in the notebook the autograder runs.
* **tests that recompute the answers.**  A grade cell is ``check(3)``: it makes the pupil's
  questions again from the seed and scores the typed text, with partial credit (nbgrader reads
  the points the cell returns) and the feedback printed under it.  The grade cells are the same
  in ``source`` and ``release`` (nothing hidden to strip), so nbgrader's warning "Attribute
  'checksum' for cell test_1 has changed!" (nbgrader issue #1961: the gradebook keeps the
  checksum of a cell *with* its hidden tests, the pupils' copy has the one without) no longer
  appears; a grade cell's fingerprint of the pupil's sheet makes grading with a numnum that makes
  other questions fail loudly instead of giving wrong points.

:func:`write_assignment` lays out an nbgrader course folder::

    course/
      nbgrader_config.py
      source/<name>/<name>.ipynb     the teacher's version, answered as pupil 1 would

``nbgrader generate_assignment <name>`` (run in ``course/``; :func:`generate` does it) makes
the pupils' version in ``release/``, ``nbgrader autograde <name>`` gives the points of the
copies collected in ``submitted/<pupil>/<name>/`` and ``nbgrader generate_feedback <name>`` one
HTML page per pupil.  An assignment that exists (made, released, handed in or graded) is never
made again over itself unless ``force=True``.  The pupils' kernel needs numnum.

>>> nb = assignment_notebook("gcd", difficulty=2, count=2, seed=5, students=3)
>>> [c.metadata.nbgrader["grade_id"] for c in nb.cells]  # doctest: +NORMALIZE_WHITESPACE
['intro', 'setup', 'name_label', 'name', 'question_1', 'answer_1', 'test_1', 'question_2', 'answer_2',
 'test_2']
>>> print(nb.cells[6].source)
# numnum: check 1 (do not change)
from numnum.teaching.exercises.graded import check
check(1)
"""

from __future__ import annotations

import contextlib
import importlib
import os
import re
import sqlite3
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from numnum.extras import require
from numnum.files import check_target, write_together
from numnum.i18n import LANGS, translate_plural
from numnum.i18n import translate as _
from numnum.teaching.exercises import MAX_STUDENTS, _whole, check_names, class_size, said, topic_title
from numnum.teaching.exercises.graded import MARK, name_keys, notebook_sheets, points_for, sheet_sum

__all__ = [
    "AssignmentExists",
    "assignment_notebook",
    "expected_points",
    "generate",
    "tool_env",
    "where_it_exists",
    "write_assignment",
]

require("teachers")  # without nbformat or nbgrader: one line that names the extra to install

#: nbformat (its functions have no type information).
nbformat: Any = importlib.import_module("nbformat")

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


def _meta(
    grade_id: str, *, solution: bool = False, grade: bool = False, points: int = 0, hidden: bool = False
) -> dict[str, Any]:
    meta: dict[str, Any] = {
        "grade": grade,
        "grade_id": grade_id,
        "locked": not solution,
        "schema_version": 3,
        "solution": solution,
        "task": False,
    }
    if grade:
        meta["points"] = points
    out: dict[str, Any] = {"nbgrader": meta}
    if hidden:  # JupyterLab and Notebook 7 show only the cell's output
        out["jupyter"] = {"source_hidden": True}
    return out


def _class(students: object, names: object, lang: str) -> tuple[int, tuple[str, ...]]:
    """The class size and its names (see :func:`assignment_notebook`), checked as
    :func:`numnum.teaching.exercises.check_names` checks a class list."""
    lang = lang if lang in LANGS else "en"  # a bad lang is refused with the other settings
    if names is not None:
        names = check_names(names, lang)
        students = class_size(names, students, lang)
    if students is None:
        return 0, ()
    return _whole(students, "students", 1, MAX_STUDENTS, lang), tuple(names or ())


def _told_apart(names: Sequence[str], keys: Sequence[Sequence[str]], lang: str) -> None:
    """Refuse two names a pupil types alike (capitals and spaces do not count): neither could be found."""
    first: dict[str, int] = {}
    for k, (name, key) in enumerate(zip(names, keys, strict=True), start=1):
        if key[0] in first:
            i = first[key[0]]
            message = _(
                "the names {first} and {second} (No. {i} and {k}) are the same when typed (capitals and spaces do "
                "not count): add to one of them, like {like}",
                lang,
            )
            raise ValueError(message.format(first=said(names[i - 1]), second=said(name), i=i, k=k,
                                            like=said(name + " B.")))  # fmt: skip
        first[key[0]] = k


def _code(source: str, meta: dict[str, Any]) -> Any:
    return nbformat.v4.new_code_cell(source, metadata=meta)


def assignment_notebook(
    topic: str,
    *,
    difficulty: int = 1,
    count: int = 10,
    seed: int = 0,
    lang: str = "en",
    students: int | None = None,
    names: Sequence[str] | None = None,
) -> Any:
    """The teacher's (source) notebook of an nbgrader assignment with these questions.

    Without ``students`` and ``names`` the whole class gets one sheet (the worksheet of
    ``seed``); with a class of ``students`` (or the ``names`` of a class list, in its order)
    pupil ``k`` gets the questions of sheet ``k`` of the class set of ``seed``, in
    :func:`~numnum.teaching.exercises.graded.in_point_order`.  A question is worth the points of
    :func:`~numnum.teaching.exercises.graded.points_for` (the same for every pupil).  The teacher's
    version is answered as pupil 1 would answer it; the pupils' version has empty boxes.

    The names are checked as a class list (:func:`numnum.teaching.exercises.check_names`;
    :func:`numnum.teaching.exercises.read_names` reads a file of them), and two names a pupil types
    alike are refused: neither pupil could find their sheet by name.

    >>> assignment_notebook("gcd", names=["Anna Berg", "Ben Ott", "anna  berg"])
    Traceback (most recent call last):
    ...
    ValueError: the names 'Anna Berg' and 'anna  berg' (No. 1 and 3) are the same when typed (...): add to ...
    """
    students, names = _class(students, names, lang)
    keys = name_keys(names, seed) if names else ()
    _told_apart(names, keys, lang)
    sheets = notebook_sheets(topic, students=students, difficulty=difficulty, count=count, seed=seed, lang=lang)
    points = tuple(max(points_for(sheet[i]) for sheet in sheets) for i in range(count))
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    steps = [
        _("Click **Run ▸ Run All Cells**: your questions appear.", lang),
        _("Write each answer in the grey box under its question and press **Shift + Enter**. "
          "Write only the answer, like `12` or `2, 3, 5`.", lang),
        _("Save the notebook (**Ctrl + S**) and hand it in.", lang),
    ]  # fmt: skip
    if students:
        steps.insert(0, _("Write your first name (or your number) in the box under **Your name**.", lang))
    intro = [f"# {topic_title(topic, lang)}", "", *(f"{i}. {step}" for i, step in enumerate(steps, start=1))]
    if max(points) > 1:
        intro += ["", _("A question with several numbers is worth 2 points: every right number counts.", lang)]
    nb.cells.append(nbformat.v4.new_markdown_cell("\n".join(intro), metadata=_meta("intro")))
    settings = [
        f"{topic!r}, difficulty={difficulty}, count={count}, seed={seed}, lang={lang!r}, students={students},",
        f"names={keys!r},",
        f"points={points!r},",
        f"sums={tuple(sheet_sum(s) for s in sheets)!r},",
    ]
    setup = [f"{MARK} the assignment (do not change)", "from numnum.teaching.exercises.graded import start", "start("]
    setup += [f"    {line}" for line in settings] + [")"]
    nb.cells.append(_code("\n".join(setup), _meta("setup", hidden=True)))
    if students:
        label = "**" + _("Your name (or your number):", lang) + "**"
        nb.cells.append(nbformat.v4.new_markdown_cell(label, metadata=_meta("name_label")))
        nb.cells.append(_code(names[0] if names else "1", _meta("name", solution=True)))
    for i, (q, p) in enumerate(zip(sheets[0], points, strict=True), start=1):
        show = (
            f"{MARK} question {i} (do not change)\nfrom numnum.teaching.exercises.graded import question\nquestion({i})"
        )
        nb.cells.append(_code(show, _meta(f"question_{i}", hidden=True)))
        nb.cells.append(_code(q.answer, _meta(f"answer_{i}", solution=True)))
        test = f"{MARK} check {i} (do not change)\nfrom numnum.teaching.exercises.graded import check\ncheck({i})"
        nb.cells.append(_code(test, _meta(f"test_{i}", grade=True, points=p, hidden=True)))
    for cell in nb.cells:  # the same seed, the same notebook: ids from the grade ids, not random
        cell["id"] = cell.metadata["nbgrader"]["grade_id"].replace("_", "-")
    return nb


def expected_points(nb: Any) -> int:
    """The points an assignment notebook is worth: the sum of its questions' points
    (:func:`~numnum.teaching.exercises.graded.points_for`: 1, or 2 for several numbers).

    >>> from numnum.teaching.exercises import questions
    >>> expected_points(assignment_notebook("lcm", count=3))
    3
    >>> qs = questions("divisors", count=4)
    >>> sorted(q.kind for q in qs)
    ['choice', 'choice', 'numbers', 'numbers']
    >>> expected_points(assignment_notebook("divisors", count=4)) == sum(points_for(q) for q in qs) == 6
    True
    """
    return sum(c.metadata.get("nbgrader", {}).get("points", 0) for c in nb.cells)


class AssignmentExists(ValueError):
    """The assignment's name is taken in the course: making it again would lose work."""


def _in_gradebook(root: Path, name: str) -> bool:
    db = root / "gradebook.db"
    if not db.is_file():
        return False
    try:
        with contextlib.closing(sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)) as con:
            return con.execute("SELECT 1 FROM assignment WHERE name = ?", (name,)).fetchone() is not None
    except sqlite3.Error:  # not nbgrader's gradebook
        return False


_COLLECTED = ("submitted", "autograded", "feedback")


def where_it_exists(course: str | os.PathLike[str], name: str, lang: str = "en") -> list[str]:
    """Where the assignment ``name`` is found in the course folder, in words (empty: nowhere).

    >>> import pathlib, tempfile
    >>> course = pathlib.Path(tempfile.mkdtemp())
    >>> (course / "submitted" / "anna" / "gcd-5").mkdir(parents=True)
    >>> where_it_exists(course, "gcd-5"), where_it_exists(course, "gcd-6")
    (['handed in by 1 pupil'], [])
    """
    root = Path(course)
    places = [f"{folder}/{name}" for folder in ("source", "release") if (root / folder / name).exists()]
    counts = {f: len(list((root / f).glob(f"*/{name}"))) if (root / f).is_dir() else 0 for f in _COLLECTED}
    if n := counts["submitted"]:
        places.append(translate_plural("handed in by {n} pupil", "handed in by {n} pupils", n, lang).format(n=n))
    if n := counts["autograded"]:
        places.append(translate_plural("graded for {n} pupil", "graded for {n} pupils", n, lang).format(n=n))
    if n := counts["feedback"]:
        places.append(translate_plural("feedback for {n} pupil", "feedback for {n} pupils", n, lang).format(n=n))
    if _in_gradebook(root, name):
        places.append(_("in the gradebook (gradebook.db)", lang))
    return places


def _free_name(root: Path, name: str) -> str:
    for k in range(2, 100):
        candidate = f"{name[:60]}-{k}"
        if not where_it_exists(root, candidate):
            return candidate
    return f"{name[:55]}-new"


def write_assignment(
    course: str | Path,
    topic: str,
    *,
    name: str | None = None,
    difficulty: int = 1,
    count: int = 10,
    seed: int = 0,
    lang: str = "en",
    students: int | None = None,
    names: Sequence[str] | None = None,
    force: bool = False,
) -> Path:
    """Write the source notebook (and ``nbgrader_config.py`` if there is none) into the course
    folder ``course``; the notebook's path.  ``name`` defaults to ``<topic>-<seed>``.

    An assignment of that name that exists in the course (in ``source/`` or ``release/``,
    handed in, graded, or in the gradebook) is refused with :class:`AssignmentExists`, which
    says how to choose a new name: making it again would change its questions under the
    pupils' work.  ``force=True`` overwrites it.

    The course folder is made if the folder it goes in exists (no folders are made on the side),
    and its ``source/<name>`` folder too; the files are written whole or not at all, and folders
    made for them go again when writing fails (see :mod:`numnum.files`).
    """
    name = name or f"{topic}-{seed}"
    if not isinstance(name, str) or _NAME.fullmatch(name) is None:
        raise ValueError(f"name must be letters, digits, - and _ (up to 64, e.g. 'gcd-5'), not {name!r}")
    if not isinstance(course, str | os.PathLike) or not str(course).strip():
        raise ValueError(f"course must be the name of a folder, like 'course', not {course!r:.60}")
    root = Path(course)
    if root.exists() and not root.is_dir():
        raise ValueError(f"{root} is a file, not a course folder")
    if not root.exists():
        check_target(root, what="the course folder")  # its own folder exists and may be written
    nb = assignment_notebook(
        topic, difficulty=difficulty, count=count, seed=seed, lang=lang, students=students, names=names
    )
    places = where_it_exists(root, name, lang) if root.is_dir() else []
    if places and not force:
        message = _(
            "the assignment {name} exists already in {course}: {places}. Making it again would change its "
            "questions and the points of work handed in. Choose a new name with --name, like --name {free}, "
            "or give --force to overwrite it.",
            lang,
        )
        free = _free_name(root, name)
        raise AssignmentExists(message.format(name=name, course=root, places="; ".join(places), free=free))
    made: list[Path] = []
    try:
        for folder in (root, root / "source", root / "source" / name):
            if not folder.is_dir():
                folder.mkdir()
                made.append(folder)
        path = check_target(root / "source" / name / f"{name}.ipynb", ".ipynb", "the notebook")
        text = nbformat.writes(nb)
        files = {path: (text if text.endswith("\n") else text + "\n").encode("utf-8")}  # as nbformat.write
        config = root / "nbgrader_config.py"
        if not config.exists():
            files[check_target(config)] = _CONFIG.encode("utf-8")
        write_together(files)
    except (OSError, ValueError) as e:
        for folder in reversed(made):
            with contextlib.suppress(OSError):
                folder.rmdir()
        if isinstance(e, OSError):
            raise ValueError(
                f"{e.filename or root} cannot be written: {e.strerror or e}; nothing was written"
            ) from None
        raise
    return path


_CONFIG = """# nbgrader settings for this numnum course (written by python -m numnum assignment).
c = get_config()  # noqa: F821
c.CourseDirectory.course_id = "numnum"
# The pupils' answer boxes start empty.
c.ClearSolutions.code_stub = {"python": ""}
"""


def tool_env() -> dict[str, str]:
    """The environment for nbgrader: it runs ``alembic`` from PATH, which lives next to Python."""
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    return env


def generate(course: str | Path, name: str, *, force: bool = False) -> Path:
    """Run ``nbgrader generate_assignment`` in ``course``; the pupils' notebook in ``release/``.

    A released version is replaced only with ``force=True`` (as :func:`write_assignment`).
    ``ValueError`` with nbgrader's message when it fails (nbgrader must be installed:
    ``pip install numnum[teachers]``).
    """
    root = Path(course)
    if (root / "release" / name).exists() and not force:
        raise AssignmentExists(f"release/{name} exists already in {root}: give force=True to make it again")
    command = [sys.executable, "-m", "nbgrader", "generate_assignment", name, "--log-level=WARN"]
    command += ["--force"] if force else []
    done = subprocess.run(command, cwd=root, capture_output=True, text=True, check=False, env=tool_env())
    if done.returncode != 0:
        raise ValueError(f"nbgrader generate_assignment failed: {(done.stderr or done.stdout).strip()[-2000:]}")
    return root / "release" / name / f"{name}.ipynb"
