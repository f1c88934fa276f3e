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
    assert pages(out) == 2 * 9  # 80 cards (the numbers made of 2, 3 and 5): 9 pages of faces, each with its backs
    assert main(["deck", "--variant", "number_one", "--no-backs", "--lang", "de", "-o", str(out)]) == 0
    assert pages(out) == 13
    assert "13/13" in capsys.readouterr().err


def test_an_assignment_source_in_one_call(tmp_path: Path) -> None:
    course = tmp_path / "course"
    argv = ["assignment", "--topic", "lcm", "--count", "3", "--seed", "2", "-o", str(course), "--no-generate"]
    assert main(argv) == 0
    assert (course / "source" / "lcm-2" / "lcm-2.ipynb").exists() and (course / "nbgrader_config.py").exists()


# --- where the files go (issue 26 §2.3): one line, exit status 2, nothing half written --------------
def _tree(folder: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else None) for p in sorted(folder.rglob("*"))}


def _one_line_error(capsys: pytest.CaptureFixture[str], command: str) -> str:
    err = capsys.readouterr().err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"python -m numnum {command}: error: "), err
    return lines[0]


SHEET = ["worksheet", "--topic", "gcd", "--count", "3", "--students", "4"]
DECK = ["deck", "--variant", "maumau"]
ASSIGNMENT = ["assignment", "--topic", "lcm", "--count", "2", "--no-generate"]


@pytest.mark.parametrize("argv", [SHEET, DECK, ASSIGNMENT], ids=lambda a: a[0])
def test_an_output_in_a_folder_that_does_not_exist_is_one_line_exit_2_and_nothing_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    target = tmp_path / "no" / "such" / ("course" if argv[0] == "assignment" else "x.pdf")
    assert main([*argv, "-o", str(target)]) == 2
    line = _one_line_error(capsys, argv[0])  # also: no progress bar, the work never started
    assert f"the folder {target.parent} does not exist; make it first" in line
    assert _tree(tmp_path) == {}  # no folder made on the side


@pytest.mark.parametrize("argv", [SHEET, DECK], ids=lambda a: a[0])
def test_an_output_that_is_a_folder_is_one_line_exit_2_and_nothing_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    (tmp_path / "sheets").mkdir()
    assert main([*argv, "-o", str(tmp_path / "sheets")]) == 2
    assert "sheets is a folder, not a file name for the" in _one_line_error(capsys, argv[0])
    assert _tree(tmp_path) == {"sheets": None}


@pytest.mark.parametrize("argv", [SHEET, DECK], ids=lambda a: a[0])
def test_an_output_that_is_no_pdf_name_is_refused_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    assert main([*argv, "-o", str(tmp_path / "out.txt")]) == 2
    assert "is a .pdf file: give a name that ends in .pdf, like out.pdf (not out.txt)" in _one_line_error(
        capsys, argv[0]
    )
    assert _tree(tmp_path) == {}


def test_a_key_that_cannot_be_written_leaves_the_sheet_unwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "x-key.pdf").mkdir()  # where the key would go
    assert main([*SHEET, "-o", str(tmp_path / "x.pdf")]) == 2
    assert "x-key.pdf is a folder, not a file name for the answer key" in _one_line_error(capsys, "worksheet")
    assert _tree(tmp_path) == {"x-key.pdf": None}


def test_sheet_and_key_are_written_together_or_not_at_all(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last rename fails (the disk is pulled out): the sheet renamed before it is taken
    back and the old files are there again, with no temporary file left."""
    import os

    from numnum import files

    (tmp_path / "x.pdf").write_bytes(b"old sheet")
    (tmp_path / "x-key.pdf").write_bytes(b"old key")
    real = os.replace
    failed: list[str] = []

    def replace(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        if Path(dst).name == "x-key.pdf" and not failed:  # the new key's rename, once
            failed.append(str(src))
            raise OSError(5, "Input/output error", str(dst))
        real(src, dst)

    monkeypatch.setattr(files.os, "replace", replace)
    assert main([*SHEET, "-o", str(tmp_path / "x.pdf")]) == 2
    assert "cannot be written: Input/output error; nothing was written" in capsys.readouterr().err
    assert _tree(tmp_path) == {"x-key.pdf": b"old key", "x.pdf": b"old sheet"}
    monkeypatch.setattr(files.os, "replace", real)
    assert main([*SHEET, "-o", str(tmp_path / "x.pdf")]) == 0
    assert sorted(_tree(tmp_path)) == ["x-key.pdf", "x.pdf"]
    assert (tmp_path / "x.pdf").read_bytes().startswith(b"%PDF-")
    assert (tmp_path / "x.pdf").stat().st_mode & 0o777 == 0o666 & ~_umask()  # as any new file


def _umask() -> int:
    import os

    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def test_an_assignment_makes_its_course_folder_but_no_folders_above_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "course.txt").write_text("not a folder")
    assert main([*ASSIGNMENT, "-o", str(tmp_path / "course.txt")]) == 2
    assert "course.txt is a file, not a course folder" in _one_line_error(capsys, "assignment")
    assert main([*ASSIGNMENT, "-o", str(tmp_path / "course")]) == 0
    assert (tmp_path / "course" / "source" / "lcm-0" / "lcm-0.ipynb").is_file()
    assert not list(tmp_path.rglob("*.tmp"))
