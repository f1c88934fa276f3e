"""Graded notebooks: the questions of a sheet as an nbgrader assignment.

Each question becomes a locked text cell (the question, its pictures, how to answer), an answer
cell for the pupil (``answer_3 = ...``) and an autograded test cell worth one point whose
real test is hidden.  :func:`write_assignment` lays out an nbgrader course folder::

    course/
      nbgrader_config.py
      source/<name>/<name>.ipynb     the teacher's version, with the answers

``nbgrader generate_assignment <name>`` (run in ``course/``; :func:`generate` does it) makes
the pupils' version in ``release/``, and ``nbgrader autograde <name>`` gives the points.  The
tests use plain Python only: the pupils' notebooks need nothing but Python.

>>> nb = assignment_notebook("gcd", difficulty=2, count=2, seed=5)
>>> [c.metadata.nbgrader["grade_id"] for c in nb.cells]
['intro', 'question_1', 'answer_1', 'test_1', 'question_2', 'answer_2', 'test_2']
>>> print(nb.cells[2].source)
answer_1 = None  # write your answer instead of None
### BEGIN SOLUTION
answer_1 = 3
### END SOLUTION
"""

from __future__ import annotations

import base64
import contextlib
import importlib
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from numnum.exercises import Question, questions, topic_title
from numnum.files import check_target, write_together
from numnum.i18n import translate as _

__all__ = ["assignment_notebook", "expected_points", "generate", "tool_env", "write_assignment"]

#: nbformat (its functions have no type information).
nbformat: Any = importlib.import_module("nbformat")

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


def _meta(grade_id: str, *, solution: bool = False, grade: bool = False, points: int = 0) -> dict[str, Any]:
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
    return {"nbgrader": meta}


def _svg_image(svg: str) -> str:
    data = base64.b64encode(svg.encode()).decode()
    return f'<img src="data:image/svg+xml;base64,{data}" style="max-height:180px">'


def _python(q: Question) -> str:
    """The right answer written as Python."""
    if q.kind == "choice":
        return str(q.options.index(str(q.value)) + 1)
    if q.kind in ("numbers", "factors"):
        return "[" + ", ".join(map(str, q.value if isinstance(q.value, tuple) else ())) + "]"
    return str(q.value)


def _hidden_test(q: Question, name: str) -> str:
    if q.kind in ("number", "choice"):
        return f"assert {name} == {_python(q)}"
    if q.kind == "numbers":
        return f"assert sorted(set({name})) == {_python(q)} and len(set({name})) == len({name})"
    return f"assert sorted({name}) == {_python(q)}"


def _how(q: Question, lang: str) -> str:
    if q.kind == "choice":
        options = "  \n".join(f"**{i}** = {o}" for i, o in enumerate(q.options, start=1))
        return _("Write the number of your choice:", lang) + "  \n" + options
    if q.kind == "numbers":
        return _("Write all the numbers in square brackets, like [2, 3, 5].", lang)
    if q.kind == "factors":
        return _("Write the prime factors in square brackets, like [2, 2, 3].", lang)
    return _("Write the number.", lang)


def assignment_notebook(topic: str, *, difficulty: int = 1, count: int = 10, seed: int = 0, lang: str = "en") -> Any:
    """The teacher's (source) notebook of an nbgrader assignment with these questions."""
    qs = questions(topic, difficulty=difficulty, count=count, seed=seed, lang=lang)
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    intro = [
        f"# {topic_title(topic, lang)}",
        "",
        _("Write each answer in the grey cell under its question, instead of `None`.", lang),
        _("Then run the cell (Shift + Enter). Every right answer is worth one point.", lang),
    ]
    nb.cells.append(nbformat.v4.new_markdown_cell("\n".join(intro), metadata=_meta("intro")))
    for i, q in enumerate(qs, start=1):
        name = f"answer_{i}"
        text = [f"## {i}. {q.prompt}", ""]
        if q.picture:
            text += [_svg_image(q.picture), ""]
        text.append(_how(q, lang))
        nb.cells.append(nbformat.v4.new_markdown_cell("\n".join(text), metadata=_meta(f"question_{i}")))
        stub = _("write your answer instead of None", lang)
        source = f"{name} = None  # {stub}\n### BEGIN SOLUTION\n{name} = {_python(q)}\n### END SOLUTION"
        nb.cells.append(nbformat.v4.new_code_cell(source, metadata=_meta(name, solution=True)))
        missing = _("Write your answer instead of None.", lang)
        yours = _("Your answer:", lang)
        test = "\n".join(
            [
                f"if {name} is None:",
                f"    print({missing!r})",
                "else:",
                f"    print({yours!r}, {name})",
                "### BEGIN HIDDEN TESTS",
                _hidden_test(q, name),
                "### END HIDDEN TESTS",
            ]
        )
        nb.cells.append(nbformat.v4.new_code_cell(test, metadata=_meta(f"test_{i}", grade=True, points=1)))
    for cell in nb.cells:  # the same seed, the same notebook: ids from the grade ids, not random
        cell["id"] = cell.metadata["nbgrader"]["grade_id"].replace("_", "-")
    return nb


def expected_points(nb: Any) -> int:
    """The points an assignment notebook is worth (one per question).

    >>> expected_points(assignment_notebook("lcm", count=3))
    3
    """
    return sum(c.metadata.get("nbgrader", {}).get("points", 0) for c in nb.cells)


_CONFIG = """# nbgrader settings for this numnum course (written by python -m numnum assignment).
c = get_config()  # noqa: F821
c.CourseDirectory.course_id = "numnum"
# The answer cells already hold `answer_N = None`: the removed solution leaves nothing behind.
c.ClearSolutions.code_stub = {"python": ""}
"""


def write_assignment(
    course: str | Path,
    topic: str,
    *,
    name: str | None = None,
    difficulty: int = 1,
    count: int = 10,
    seed: int = 0,
    lang: str = "en",
) -> Path:
    """Write the source notebook (and ``nbgrader_config.py`` if there is none) into the course
    folder ``course``; the notebook's path.  ``name`` defaults to ``<topic>-<seed>``.

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
    nb = assignment_notebook(topic, difficulty=difficulty, count=count, seed=seed, lang=lang)
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


def tool_env() -> dict[str, str]:
    """The environment for nbgrader: it runs ``alembic`` from PATH, which lives next to Python."""
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    return env


def generate(course: str | Path, name: str) -> Path:
    """Run ``nbgrader generate_assignment`` in ``course``; the pupils' notebook in ``release/``.

    ``ValueError`` with nbgrader's message when it fails (nbgrader must be installed:
    ``pip install numnum[teachers]``).
    """
    root = Path(course)
    command = [sys.executable, "-m", "nbgrader", "generate_assignment", name, "--force", "--log-level=WARN"]
    done = subprocess.run(command, cwd=root, capture_output=True, text=True, check=False, env=tool_env())
    if done.returncode != 0:
        raise ValueError(f"nbgrader generate_assignment failed: {(done.stderr or done.stdout).strip()[-2000:]}")
    return root / "release" / name / f"{name}.ipynb"
