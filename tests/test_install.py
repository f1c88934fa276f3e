"""The package as people get it: the sdist and the wheel build (the wheel from the sdist) and pass
``twine check``; ``pip install`` of that wheel without extras, in a fresh virtual environment,
plays, explains and runs the lessons, and each extra's feature says how to get it.

Slow (about half a minute: numnum built, a new environment, its dependencies from pip's cache or
PyPI), so it runs only when asked: ``make test-install`` (or ``NUMNUM_TEST_INSTALL=1 pytest
tests/test_install.py``).  The files go to ``build/install-dist``, the environment is
``build/install-venv``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "build" / "install-dist"
VENV = ROOT / "build" / "install-venv"
PYTHON = VENV / "bin" / "python"

pytestmark = pytest.mark.skipif(
    os.environ.get("NUMNUM_TEST_INSTALL") != "1", reason="slow: make test-install runs it (NUMNUM_TEST_INSTALL=1)"
)


def run(*args: str | Path, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run a command without PYTHONPATH: only what is installed counts, never the work tree."""
    env = {k: v for k, v in (env or os.environ).items() if k != "PYTHONPATH"}
    return subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=900)


@pytest.fixture(scope="module")
def dists() -> list[Path]:
    """The sdist and the wheel built from it (python -m build, each in a fresh build environment)."""
    shutil.rmtree(DIST, ignore_errors=True)
    done = run(sys.executable, "-m", "build", "--outdir", DIST, ROOT, cwd=ROOT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return sorted(DIST.iterdir())


@pytest.fixture(scope="module")
def venv(dists: list[Path]) -> Path:
    """A new environment with numnum's wheel installed, no extras."""
    shutil.rmtree(VENV, ignore_errors=True)
    made = run(sys.executable, "-m", "venv", VENV, cwd=ROOT)
    assert made.returncode == 0, made.stderr
    (wheel,) = (d for d in dists if d.suffix == ".whl")
    done = run(PYTHON, "-m", "pip", "--disable-pip-version-check", "--quiet", "install", wheel, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    return PYTHON


def test_the_sdist_and_the_wheel_pass_twine_check(dists: list[Path]) -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert [d.name for d in dists] == [f"numnum-{version}-py3-none-any.whl", f"numnum-{version}.tar.gz"]
    done = run(sys.executable, "-m", "twine", "check", "--strict", *dists, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("PASSED") == 2


def installed(python: Path) -> set[str]:
    code = "import importlib.metadata as m; print('\\n'.join(d.metadata['Name'].lower() for d in m.distributions()))"
    return set(run(python, "-c", code, cwd=ROOT).stdout.split())


def test_no_extra_is_installed_with_numnum(venv: Path) -> None:
    names = installed(venv)
    assert {"numnum", "sympy", "ipywidgets", "anywidget"} <= names
    assert not names & {"reportlab", "svglib", "voila", "nbgrader", "jupyterlab", "nbformat"}, names


def test_it_plays_explains_and_runs_every_lesson(venv: Path, tmp_path: Path) -> None:
    lessons = sorted((ROOT / "lessons").glob("*/*.ipynb"))
    assert len(lessons) == 20
    env = {**os.environ, "NUMNUM_HOME": str(tmp_path)}
    # run outside the work tree, so that the installed numnum is the one imported
    done = run(venv, ROOT / "tests" / "install_check.py", *lessons, cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("game: ") and "winners [" in lines[0]
    assert lines[1].startswith("explain: 12 and 18 are both in the 2-, 3- and 6-times tables")
    assert sum(line.startswith("lesson: ") for line in lines) == 20
    assert lines[-1] == "ok"


def test_printing_and_graded_notebooks_say_which_extra_to_install(venv: Path, tmp_path: Path) -> None:
    sheet = run(venv, "-m", "numnum", "worksheet", "--topic", "gcd", "-o", tmp_path / "gcd.pdf", cwd=tmp_path)
    assert sheet.returncode == 2
    assert sheet.stderr.strip().splitlines() == [
        "python -m numnum worksheet: error: Printing needs the print extra (reportlab is missing): "
        "pip install 'numnum[print]'"
    ]
    deck = run(venv, "-m", "numnum", "deck", "--lang", "de", "-o", tmp_path / "deck.pdf", cwd=tmp_path)
    assert deck.returncode == 2
    assert "Zum Drucken braucht numnum das Extra print (reportlab fehlt): pip install 'numnum[print]'" in deck.stderr
    graded = run(venv, "-m", "numnum", "assignment", "--topic", "gcd", "-o", tmp_path / "course", cwd=tmp_path)
    assert graded.returncode == 2
    assert "Graded notebooks need the teachers extra (nbformat is missing)" in graded.stderr
    assert "pip install 'numnum[teachers]'" in graded.stderr
    assert list(tmp_path.iterdir()) == []


def test_the_version_is_the_one_of_pyproject(venv: Path, tmp_path: Path) -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    done = run(venv, "-m", "numnum", "--version", cwd=tmp_path)
    assert done.stdout.strip() == f"numnum {version} (pure Python)"
