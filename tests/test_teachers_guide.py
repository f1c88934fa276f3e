"""The teachers' guide, in English (``docs/teachers.md``) and German (``docs/lehrkraefte.md``):
both hold the same parts (four ways to run numnum in a class, a 45-minute lesson, printing
class sets, grading), and what they tell a teacher to type works.

``make docs`` checks the guide's links and its references to the lessons' pages.
"""

from __future__ import annotations

import itertools
import re
import shlex
from pathlib import Path

import pytest

import numnum
from numnum.__main__ import main

ROOT = Path(__file__).resolve().parent.parent
GUIDES = {"en": ROOT / "docs" / "teachers.md", "de": ROOT / "docs" / "lehrkraefte.md"}
#: The parts of the guide, in its order: the headings and the four ways' paragraphs.
PARTS = {
    "en": ["## Four ways to run it in a class", "**Own laptop.**", "**Voilà on the teacher's laptop.**",
           "**The static JupyterLite site.**", "**JupyterHub.**", "## A 45-minute lesson with the game",
           "## Printing class sets", "## Grading"],
    "de": ["## Vier Wege in die Klasse", "**Eigener Laptop.**", "**Voilà auf dem Laptop der Lehrkraft.**",
           "**Die statische JupyterLite-Seite.**", "**JupyterHub.**", "## Eine Stunde von 45 Minuten mit dem Spiel",
           "## Klassensätze drucken", "## Benotung"],
}  # fmt: skip


def text(lang: str) -> str:
    return GUIDES[lang].read_text(encoding="utf-8")


def plan(lang: str) -> list[tuple[int, int, str]]:
    """The rows of the lesson plan: (from minute, to minute, what to use)."""
    rows = re.findall(r"^\| (\d+)-(\d+) \| [^|]+ \| (.+) \|$", text(lang), flags=re.M)
    return [(int(a), int(b), used) for a, b, used in rows]


def commands(lang: str) -> list[list[str]]:
    """Every ``python -m numnum ...`` the guide names, in a shell block or as inline code."""
    found = re.findall(r"^python -m numnum ([^#\n]+)", text(lang), flags=re.M)
    found += re.findall(r"`python -m numnum ([^`]+)`", text(lang))
    return [shlex.split(line) for line in found]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guide_has_every_part_in_its_order(lang: str) -> None:
    guide = text(lang)
    places = [guide.find(part) for part in PARTS[lang]]
    assert -1 not in places, [part for part, at in zip(PARTS[lang], places, strict=True) if at == -1]
    assert places == sorted(places)
    ways = re.findall(r"^\| [^|-][^|]* \| [^|]+ \| [^|]+ \| [^|]+ \|$", guide.partition(PARTS[lang][1])[0], flags=re.M)
    assert len(ways) == 5  # the table's head and the four ways
    other = GUIDES["de" if lang == "en" else "en"].name
    assert f"]({other})" in guide


def test_both_guides_say_the_same_in_the_same_shape() -> None:
    en, de = text("en"), text("de")
    assert [len(re.findall(p, en, flags=re.M)) for p in (r"^#+ ", r"^\|", r"^```sh$", r"\{doc\}")] == [
        len(re.findall(p, de, flags=re.M)) for p in (r"^#+ ", r"^\|", r"^```sh$", r"\{doc\}")
    ]
    assert [(a, b) for a, b, _ in plan("en")] == [(a, b) for a, b, _ in plan("de")]
    # the same commands, the German ones with --lang de
    assert [c[0] for c in commands("en")] == [c[0] for c in commands("de")]
    for english, german in zip(commands("en"), commands("de"), strict=True):
        assert "--lang" in german and german[german.index("--lang") + 1] == "de"
        assert [w for w in english if w not in ("--lang", "en")][:-1] == [
            w for w in german if w not in ("--lang", "de")
        ][:-1]  # all but the file's name


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_lesson_plan_fills_45_minutes(lang: str) -> None:
    rows = plan(lang)
    assert rows[0][0] == 0 and rows[-1][1] == 45
    assert all(a < b for a, b, _ in rows)
    assert all(before[1] == after[0] for before, after in itertools.pairwise(rows))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_what_the_lesson_plan_types_into_the_notebook_runs(
    lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))
    calls = [c for _, _, used in plan(lang) for c in re.findall(r"`(numnum\.\w+\(.*?\))`", used)]
    assert [c.partition("(")[0] for c in calls] == ["numnum.play", "numnum.play", "numnum.explain"]
    for call in calls:
        shown = eval(call, {"numnum": numnum})  # the guide's own text: what a teacher types in a cell
        assert shown is not None
        if call.startswith("numnum.play"):
            assert shown.controller.lang == lang
        else:
            assert shown.fits and ("passt" if lang == "de" else "fits") in str(shown)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guides_commands_run(
    lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each command as the guide writes it, its files into a temporary folder; a class set of 28
    cut to 2 sheets, and the graded notebook's source without nbgrader's release step
    (``--no-generate``; tests/test_assignment.py runs nbgrader): the same commands, faster."""
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    said = commands(lang)
    assert sorted({c[0] for c in said}) == ["assignment", "deck", "worksheet"]
    for argv in said:
        if "--students" in argv:
            argv[argv.index("--students") + 1] = "2"
        if argv[0] == "assignment":
            argv.append("--no-generate")
        capsys.readouterr()
        assert main(argv) == 0, (argv, capsys.readouterr().err)
        written = [tmp_path / line for line in capsys.readouterr().out.splitlines()]  # the command names its files
        assert written and all(path.is_file() for path in written), argv
        if "-o" in argv:  # the file named, or the course folder that the notebooks go into
            named = tmp_path / argv[argv.index("-o") + 1]
            assert written[0] == named or written[0].is_relative_to(named), argv
        if argv[0] == "worksheet":  # the sheets, their key and the Word copy of each that the guide promises
            assert sorted(p.suffix for p in written) == [".docx", ".docx", ".pdf", ".pdf"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_make_target_the_guide_names_exists(lang: str) -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    targets = set(re.findall(r"^([\w.-]+(?: [\w.-]+)*):", makefile, flags=re.M))
    named = set(re.findall(r"`make (\w+)`", text(lang))) | set(re.findall(r"^make (\w+)$", text(lang), flags=re.M))
    assert {"play", "class", "lessons", "lite"} <= named
    assert named <= {t for line in targets for t in line.split()}
    assert "tools/class_server.py --class" in text(lang) and (ROOT / "tools" / "class_server.py").exists()
