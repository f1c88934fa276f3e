"""The teachers' commands: python -m numnum worksheet / assignment / deck."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from numnum.__main__ import main


def pages(path: Path) -> int:
    return len(pdfium.PdfDocument(path.read_bytes()))


def test_a_class_set_of_worksheets_in_one_call(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "gcd.pdf"
    argv = ["worksheet", "--topic", "gcd", "--difficulty", "2", "--count", "12", "--students", "28"]
    assert main([*argv, "--seed", "5", "--lang", "de", "-o", str(out)]) == 0
    assert out.exists() and (tmp_path / "gcd-key.pdf").exists()
    assert pages(out) >= 28
    captured = capsys.readouterr()
    assert str(out) in captured.out and "56/56" in captured.err  # the progress bar ends full
    first = out.read_bytes()
    assert main([*argv, "--seed", "5", "--lang", "de", "-o", str(out)]) == 0
    assert out.read_bytes() == first


def test_the_module_runs_from_the_shell(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "numnum", "worksheet", "--topic", "primes", "--count", "3", "-o", "p.pdf"],
        cwd=tmp_path, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "p.pdf").exists() and (tmp_path / "p-key.pdf").exists()


def test_bad_arguments_say_what_is_allowed_and_write_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["worksheet", "--topic", "gcd", "--difficulty", "9", "-o", str(tmp_path / "x.pdf")]) == 2
    assert "difficulty must be a whole number from 1 to 5, not 9" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        main(["worksheet", "--topic", "fractions"])
    assert stop.value.code == 2
    assert "invalid choice: 'fractions'" in capsys.readouterr().err
    assert main(["deck", "--variant", "maumau", "--rows", "2", "-o", str(tmp_path / "d.pdf")]) == 2
    assert main(["deck", "--rows", "7", "--up-to", "10", "-o", str(tmp_path / "d.pdf")]) == 2
    assert "players need at least" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_a_deck_in_one_call(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "deck.pdf"
    assert main(["deck", "--rows", "2,3,5", "-o", str(out)]) == 0
    assert pages(out) == 2 * 12  # 101 cards: 12 pages of faces, each with its backs
    assert main(["deck", "--variant", "number_one", "--no-backs", "--lang", "de", "-o", str(out)]) == 0
    assert pages(out) == 13
    assert "13/13" in capsys.readouterr().err


def test_an_assignment_source_in_one_call(tmp_path: Path) -> None:
    course = tmp_path / "course"
    argv = ["assignment", "--topic", "lcm", "--count", "3", "--seed", "2", "-o", str(course), "--no-generate"]
    assert main(argv) == 0
    assert (course / "source" / "lcm-2" / "lcm-2.ipynb").exists() and (course / "nbgrader_config.py").exists()
