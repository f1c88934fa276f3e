"""Install what you need: the core runs without any extra, and each extra's feature, when its
packages are missing, says in one line (English or German) which extra to install.

A missing package is simulated: ``sys.modules[name] = None`` makes Python refuse the import, as
it does when the package is not installed (``tests/test_install.py`` checks a real install).
"""

from __future__ import annotations

import importlib
import importlib.metadata
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import numnum
from numnum.__main__ import main
from numnum.extras import EXTRAS, MissingExtra, missing, require
from numnum.teaching.desk.panel import TeacherPanel

ROOT = Path(__file__).resolve().parent.parent
#: Where the numnum of this test run is imported from (the work tree, or an installed wheel).
HERE = str(Path(numnum.__file__).resolve().parent.parent)
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]

PRINT_EN = "Printing needs the print extra (reportlab is missing): pip install 'numnum[print]'"
PRINT_DE = "Zum Drucken braucht numnum das Extra print (reportlab fehlt): pip install 'numnum[print]'"
TEACHERS_EN = "Graded notebooks need the teachers extra (nbgrader is missing): pip install 'numnum[teachers]'"
TEACHERS_DE = "Benotete Notebooks brauchen das Extra teachers (nbgrader fehlt): pip install 'numnum[teachers]'"


def hide(monkeypatch: pytest.MonkeyPatch, *modules: str) -> None:
    """Make ``modules`` missing, and forget numnum's modules that import them, for this test."""
    for name in list(sys.modules):
        if name.partition(".")[0] in modules or name.startswith(
            ("numnum.teaching.printing", "numnum.teaching.exercises.assignment")
        ):
            monkeypatch.delitem(sys.modules, name)
    for module in modules:
        monkeypatch.setitem(sys.modules, module, None)


def name_of(requirement: str) -> str:
    """The package a requirement asks for: ``"nbgrader>=0.9,<0.10"`` -> ``"nbgrader"``."""
    found = re.match(r"[A-Za-z0-9_.-]+", requirement)
    assert found, requirement
    return found.group().lower()


def requirement_names(extra: str) -> set[str]:
    """The packages an extra of pyproject.toml asks for, its numnum[...] extras followed."""
    names: set[str] = set()
    for requirement in PROJECT["optional-dependencies"][extra]:
        if name_of(requirement) == "numnum":
            for inner in re.findall(r"\w+", requirement.partition("[")[2]):
                names |= requirement_names(inner)
        else:
            names.add(name_of(requirement).replace("_", "-"))
    return names


def test_the_core_asks_for_none_of_the_extras_packages() -> None:
    core = {name_of(r) for r in PROJECT["dependencies"]}
    assert core == {"ipywidgets", "sympy", "babel", "anywidget", "mistune", "mypy_extensions"}
    assert not {name.replace("_", "-") for name in core} & requirement_names("all")


def test_each_extra_brings_the_modules_its_features_need() -> None:
    for extra, modules in EXTRAS.items():
        wanted = requirement_names(extra)
        for module in modules:
            (dist,) = {d.lower() for d in importlib.metadata.packages_distributions()[module]}
            # the module's own package is asked for, or one that the extra asks for brings it
            brought = {
                name_of(r) for name in wanted for r in importlib.metadata.requires(name) or [] if "extra ==" not in r
            }
            assert dist in wanted | brought, f"the {extra} extra does not bring {module}"


def test_all_is_every_users_extra_and_dev_installs_everything() -> None:
    extras = PROJECT["optional-dependencies"]
    assert requirement_names("all") == requirement_names("print") | requirement_names("teachers") | requirement_names(
        "voila"
    ) | requirement_names("lab")
    assert requirement_names("all") | requirement_names("docs") <= requirement_names("dev")
    assert {"twine", "build", "sphinx", "myst-parser"} <= requirement_names("dev")
    assert {"print", "teachers", "voila", "all", "lab", "lite", "dev", "docs"} <= set(extras)


def test_the_core_plays_explains_and_runs_a_lesson_with_every_extra_hidden(tmp_path: Path) -> None:
    lesson = sorted((ROOT / "lessons" / "de").glob("01_*.ipynb"))
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "install_check.py"), *map(str, lesson), "--block-extras"],
        capture_output=True, text=True, check=False, env={"NUMNUM_HOME": str(tmp_path), "PYTHONPATH": HERE},
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "ok"


def test_require_names_the_first_missing_module_in_the_users_language(monkeypatch: pytest.MonkeyPatch) -> None:
    assert missing("print") == [] and require("teachers") is None
    hide(monkeypatch, "reportlab", "voila")
    assert missing("print") == ["reportlab"]
    with pytest.raises(MissingExtra, match=re.escape(PRINT_DE)) as raised:
        require("print", "de")
    assert isinstance(raised.value, ImportError) and isinstance(raised.value, ValueError)
    assert raised.value.name == "reportlab"
    with pytest.raises(MissingExtra, match=re.escape("The lessons as apps need the voila extra (voila is missing)")):
        require("voila")
    with pytest.raises(ValueError, match="lang must be one of"):
        require("print", "fr")


def test_importing_the_printing_module_without_reportlab_says_which_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    hide(monkeypatch, "reportlab")
    with pytest.raises(MissingExtra, match=re.escape(PRINT_EN)):
        importlib.import_module("numnum.teaching.printing")
    with pytest.raises(MissingExtra, match=re.escape(PRINT_EN)):
        importlib.import_module("numnum.teaching.printing.decks")


def test_importing_the_graded_notebooks_without_nbgrader_says_which_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    hide(monkeypatch, "nbgrader")
    with pytest.raises(MissingExtra, match=re.escape(TEACHERS_EN)):
        importlib.import_module("numnum.teaching.exercises.assignment")


@pytest.mark.parametrize(
    ("argv", "hidden", "message"),
    [
        (["worksheet", "--topic", "gcd"], "reportlab", PRINT_EN),
        (["worksheet", "--topic", "gcd", "--lang", "de"], "reportlab", PRINT_DE),
        (["deck", "--lang", "de"], "reportlab", PRINT_DE),
        (["assignment", "--topic", "gcd", "--lang", "de"], "nbgrader", TEACHERS_DE),
    ],
)
def test_the_teachers_commands_say_which_extra_in_one_line(
    argv: list[str], hidden: str, message: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    hide(monkeypatch, hidden)
    target = tmp_path / ("course" if argv[0] == "assignment" else "out.pdf")
    assert main([*argv, "-o", str(target)]) == 2
    said = "Fehler" if "de" in argv else "error"  # the command speaks the chosen language
    assert capsys.readouterr().err.splitlines() == [f"python -m numnum {argv[0]}: {said}: {message}"]
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_teachers_panel_says_which_extra_and_makes_nothing(
    lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    panel = TeacherPanel(lang=lang, folder=tmp_path)
    hide(monkeypatch, "reportlab", "nbgrader")
    for button, message in [
        (panel.worksheet_button, PRINT_EN if lang == "en" else PRINT_DE),
        (panel.deck_button, PRINT_EN if lang == "en" else PRINT_DE),
        (panel.assignment_button, TEACHERS_EN if lang == "en" else TEACHERS_DE),
    ]:
        button.click()
        assert "numnum-error" in panel.output.value
        assert message.replace("'", "&#x27;") in panel.output.value
    assert panel.made == [] and list(tmp_path.iterdir()) == []
    panel.practice_button.click()  # the practice sets need no extra
    assert panel.practice_area.children


def test_the_class_server_without_voila_says_which_extra_and_serves_nothing(tmp_path: Path) -> None:
    """``make lessons`` and ``make class`` run tools/class_server.py: without Voilà it says in one
    line which extra to install, before it builds or starts anything."""
    script = ROOT / "tools" / "class_server.py"
    hidden = (  # as without the extra: neither Voilà nor its server
        "import sys, runpy; sys.modules['voila'] = sys.modules['jupyter_server'] = None; "
        f"runpy.run_path({str(script)!r}, run_name='__main__')"
    )
    done = subprocess.run(
        [sys.executable, "-c", hidden, "--port", "8899"], capture_output=True, text=True, check=False, cwd=tmp_path,
        env={"PYTHONPATH": HERE, "NUMNUM_HOME": str(tmp_path)}, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines() == [
        "class_server.py: The lessons as apps need the voila extra (voila is missing): pip install 'numnum[voila]'"
    ]
    assert done.stdout == "" and list(tmp_path.iterdir()) == []
    assert not (ROOT / "build" / "class" / "8899").exists()


def test_an_editable_copy_without_python_docx_names_the_print_extra_and_writes_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from numnum.teaching.printing import write_worksheet

    monkeypatch.setitem(sys.modules, "docx", None)
    with pytest.raises(ValueError, match=re.escape("python-docx, of the print extra: pip install 'numnum[print]'")):
        write_worksheet(tmp_path / "gcd.pdf", "gcd", count=2, editable=True)
    assert list(tmp_path.iterdir()) == []
    assert write_worksheet(tmp_path / "gcd.pdf", "gcd", count=2) == (tmp_path / "gcd.pdf", tmp_path / "gcd-key.pdf")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gcd-key.pdf", "gcd.pdf"]  # the PDFs alone, no Word copy
