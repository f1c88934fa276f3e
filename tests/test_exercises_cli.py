"""The teachers' commands: python -m numnum worksheet / assignment / deck."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from numnum.__main__ import main


@pytest.fixture(autouse=True)
def _own_home_and_english_system(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test has its own numnum folder (the remembered language) and an English system."""
    home = tmp_path_factory.mktemp("numnum-home")
    monkeypatch.setenv("NUMNUM_HOME", str(home))
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    return home


def pages(path: Path) -> int:
    return len(pdfium.PdfDocument(path.read_bytes()))


def test_a_class_set_of_worksheets_in_one_call(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "gcd.pdf"
    argv = ["worksheet", "--topic", "gcd", "--difficulty", "2", "--count", "12", "--students", "28"]
    assert main([*argv, "--seed", "5", "--lang", "de", "-o", str(out)]) == 0
    assert out.exists() and (tmp_path / "gcd-loesungen.pdf").exists()  # the key named in German
    assert pages(out) >= 28
    captured = capsys.readouterr()
    assert str(out) in captured.out and "56/56" in captured.err  # the progress bar ends full
    first = out.read_bytes()
    assert main([*argv, "--seed", "5", "--lang", "de", "-o", str(out)]) == 0
    assert out.read_bytes() == first


def test_files_are_named_in_the_sheets_language_without_o(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["worksheet", "--topic", "ggt", "--count", "2", "--lang", "de"]) == 0
    assert main(["worksheet", "--topic", "gcd", "--count", "2", "--lang", "en"]) == 0
    made = sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".pdf")
    assert made == ["gcd-key.pdf", "gcd.pdf", "ggt-loesungen.pdf", "ggt.pdf"]
    assert str(Path("ggt.pdf")) in capsys.readouterr().out


def test_the_module_runs_from_the_shell(tmp_path: Path) -> None:
    import os

    done = subprocess.run(
        [sys.executable, "-m", "numnum", "worksheet", "--topic", "primes", "--count", "3", "-o", "p.pdf"],
        cwd=tmp_path, capture_output=True, text=True, check=False, env=dict(os.environ),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "p.pdf").exists() and (tmp_path / "p-key.pdf").exists()


def test_bad_arguments_say_what_is_allowed_and_write_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["worksheet", "--topic", "gcd", "--difficulty", "9", "-o", str(tmp_path / "x.pdf")]) == 2
    assert "difficulty must be a whole number from 1 to 5, not 9" in capsys.readouterr().err
    assert main(["worksheet", "--topic", "fractions", "-o", str(tmp_path / "x.pdf")]) == 2
    assert "topic must be one of rows, multiples, divisors, fit, gcd, factors" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        main(["worksheet", "--topic", "gcd", "--colour", "red"])
    assert stop.value.code == 2
    assert "unrecognized arguments: --colour red" in capsys.readouterr().err
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
    assert len(lines) == 1 and lines[0].startswith(
        (f"python -m numnum {command}: error: ", f"python -m numnum {command}: Fehler: ")
    ), err
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
    assert sorted(_tree(tmp_path)) == ["x-key.docx", "x-key.pdf", "x.docx", "x.pdf"]  # with the editable copies
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


# --- class lists, German topic names, the remembered language, errors in words (issue 29 §5) -------
def _err(capsys: pytest.CaptureFixture[str]) -> str:
    return capsys.readouterr().err


def test_a_class_list_gives_the_class_set_its_size(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = tmp_path / "klasse4b.txt"
    names.write_text(
        "\ufeff# Klasse 4b\nAnna\n\n  Ömer  \r\n # neu\nLea-Marie\n\n", encoding="utf-8"
    )  # a BOM, notes, CRLF, blank lines
    out = tmp_path / "gcd.pdf"
    assert main(["worksheet", "--topic", "gcd", "--count", "2", "--names", str(names), "-o", str(out)]) == 0
    # three pupils: three one-page sheets, each on a front page (a blank back in between), and keys
    assert pages(out) == 5 and "6/6" in _err(capsys)
    assert main(["worksheet", "--topic", "gcd", "--count", "2", "--students", "3", "--names", str(names),
                 "-o", str(out)]) == 0  # fmt: skip


def test_the_names_go_to_the_printing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import numnum.teaching.printing

    calls: list[dict[str, object]] = []

    def write_worksheet(path: Path, topic: str, *, names: object = None, **kwargs: object) -> tuple[Path, Path]:
        calls.append({"topic": topic, "names": names, **kwargs})
        return path, path

    monkeypatch.setattr(numnum.teaching.printing, "write_worksheet", write_worksheet)
    (tmp_path / "k.txt").write_text("Anna\nBen\n", encoding="utf-8")
    assert main(["worksheet", "--topic", "kgv", "--names", str(tmp_path / "k.txt"), "-o", str(tmp_path / "x.pdf")]) == 0
    assert calls[0]["names"] == ("Anna", "Ben") and calls[0]["students"] == 2 and calls[0]["topic"] == "lcm"


@pytest.mark.parametrize(
    ("content", "en", "de"),
    [
        (b"Anna\nBen\nAnna\n", "the name 'Anna' is twice in the class list (No. 1 and 3): add to it, like 'Anna B.'",
         "Der Name 'Anna' steht zweimal in der Klassenliste (Nr. 1 und 3): schreib etwas dazu, wie 'Anna B.'"),
        (b"\n \n", "has no names: write one name a line", "hat keine Namen: schreib einen Namen pro Zeile"),
        ("Jürgen\n".encode("latin-1"), "is not UTF-8 text: save it as UTF-8",
         "ist kein UTF-8-Text: speichere sie als UTF-8"),
        (("x" * 61 + "\n").encode(), "name 1 has 61 characters; a name has at most 60", "Name 1 hat 61 Zeichen"),
        (b"Anna\x07\n", "name 1 holds a control character", "Name 1 enth\u00e4lt ein Steuerzeichen"),
        ("".join(f"Kind {i}\n" for i in range(201)).encode(), "a class list has 1 to 200 names, not 201",
         "Eine Klassenliste hat 1 bis 200 Namen, nicht 201"),
        (b"A" * 64_001, "is too big: a class list has at most 64000 bytes", "ist zu gro\u00df"),
    ],
)  # fmt: skip
def test_a_bad_class_list_is_refused_in_words_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, en: str, de: str
) -> None:
    names = tmp_path / "klasse.txt"
    names.write_bytes(content)
    before = _tree(tmp_path)
    for lang, expected in (("en", en), ("de", de)):
        argv = ["worksheet", "--topic", "gcd", "--names", str(names), "--lang", lang, "-o", str(tmp_path / "x.pdf")]
        assert main(argv) == 2
        line = _one_line_error(capsys, "worksheet")
        assert expected in line and ("Fehler: " in line) == (lang == "de"), line
    assert _tree(tmp_path) == before


def test_a_class_list_that_is_missing_a_folder_or_too_many_for_students(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = ["worksheet", "--topic", "gcd", "-o", str(tmp_path / "x.pdf")]
    assert main([*sheet, "--names", str(tmp_path / "nobody.txt")]) == 2
    assert f"the class list {tmp_path / 'nobody.txt'} does not exist" in _one_line_error(capsys, "worksheet")
    assert main([*sheet, "--names", str(tmp_path), "--lang", "de"]) == 2
    assert "ist ein Ordner, keine Klassenliste" in _one_line_error(capsys, "worksheet")
    (tmp_path / "k.txt").write_text("Anna\nBen\n", encoding="utf-8")
    assert main([*sheet, "--names", str(tmp_path / "k.txt"), "--students", "3"]) == 2
    assert "the class list has 2 names, but students is 3" in _one_line_error(capsys, "worksheet")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.txt"]


def test_every_topic_has_german_names(tmp_path: Path) -> None:
    from numnum.teaching.exercises import TOPIC_NAMES_DE, TOPICS, find_topic, topic_names

    assert set(TOPIC_NAMES_DE) == set(TOPICS) and len(set(topic_names("de"))) == len(TOPICS)
    for topic, names in TOPIC_NAMES_DE.items():
        for name in (topic, *names, names[0].upper(), f" {names[0].title()} "):
            assert find_topic(name) == topic
    assert [find_topic(n) for n in ("ggt", "kgv", "teiler", "primzahlen")] == ["gcd", "lcm", "divisors", "primes"]
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    assert main(["worksheet", "--topic", "ggt", "--count", "3", "--seed", "4", "-o", str(a)]) == 0
    assert main(["worksheet", "--topic", "gcd", "--count", "3", "--seed", "4", "-o", str(b)]) == 0
    assert a.read_bytes() == b.read_bytes()


def test_german_topic_names_are_listed_in_a_german_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["worksheet", "--topic", "brüche", "--lang", "de", "-o", str(tmp_path / "x.pdf")]) == 2
    line = _one_line_error(capsys, "worksheet")
    assert "Das Thema muss eines von reihen, vielfache, teiler, passen, ggt, primfaktoren" in line
    assert line.endswith("nicht 'brüche'")
    assert main(["worksheet", "--lang", "de"]) == 2
    assert "Sag mit --topic, welches Thema, eines von reihen" in _one_line_error(capsys, "worksheet")


def test_lang_de_is_remembered_after_a_command_that_worked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], _own_home_and_english_system: Path
) -> None:
    settings = _own_home_and_english_system / "settings.json"
    out = tmp_path / "x.pdf"
    assert main(["worksheet", "--topic", "ggt", "--difficulty", "9", "--lang", "de", "-o", str(out)]) == 2
    assert "Die Stufe muss eine ganze Zahl von 1 bis 5 sein, nicht 9" in _one_line_error(capsys, "worksheet")
    assert not settings.exists()  # a command that failed remembers nothing
    assert main(["worksheet", "--topic", "ggt", "--count", "2", "--lang", "de", "-o", str(out)]) == 0
    assert "Blätter und Lösungen" in _err(capsys)
    assert json.loads(settings.read_text(encoding="utf-8")) == {"lang": "de"}
    assert main(["worksheet", "--topic", "ggt", "--count", "2", "--difficulty", "x", "-o", str(out)]) == 2
    assert "Die Stufe muss eine ganze Zahl von 1 bis 5 sein, nicht 'x'" in _one_line_error(capsys, "worksheet")
    assert main(["deck", "--lang", "en", "--rows", "7", "-o", str(tmp_path / "d.pdf")]) == 2  # given wins
    assert "this deck has" in _one_line_error(capsys, "deck")
    assert json.loads(settings.read_text(encoding="utf-8")) == {"lang": "de"}  # failed: still German


def test_the_language_comes_from_the_system_when_none_is_remembered(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert main(["deck", "--rows", "7", "-o", str(tmp_path / "d.pdf")]) == 2
    assert "Fehler: Dieses Kartenspiel hat" in _one_line_error(capsys, "deck")
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")  # LC_ALL before LANG
    assert main(["deck", "--rows", "7", "-o", str(tmp_path / "d.pdf")]) == 2
    assert "error: this deck has" in _one_line_error(capsys, "deck")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("argv", "en", "de"),
    [
        (["deck", "--rows", "1"], "rows must be whole numbers from 2 to 100, like 2, 3, 5, not 1",
         "Die Reihen müssen ganze Zahlen von 2 bis 100 sein, wie 2, 3, 5, nicht 1"),
        (["deck", "--rows", "2;3"], "rows: write whole numbers with commas, like 2,3,5, not '2;3'",
         "Reihen: schreib ganze Zahlen mit Kommas, wie 2,3,5, nicht '2;3'"),
        (["deck", "--copies", "9"], "copies must be a whole number from 1 to 4, not 9",
         "Die Zahl der Kopien muss eine ganze Zahl von 1 bis 4 sein, nicht 9"),
        (["deck", "--symbols", "XY"], "symbols must be some of C, T, S, H (like CH), not 'XY'",
         "Die Symbole müssen einige von C, T, S, H sein (wie CH), nicht 'XY'"),
        (["deck", "--players", "9"], "players must be a whole number from 2 to 7, not 9",
         "Die Zahl der Spieler muss eine ganze Zahl von 2 bis 7 sein, nicht 9"),
        (["deck", "--variant", "maumau", "--preset", "nope"], "unknown preset 'nope' for maumau; allowed: basic, club",
         "Die Regelvariante 'nope' gibt es für maumau nicht; möglich sind basic, club"),
        (["worksheet", "--topic", "gcd", "--count", "0"], "count must be a whole number from 1 to 60, not 0",
         "Die Zahl der Aufgaben muss eine ganze Zahl von 1 bis 60 sein, nicht 0"),
        (["worksheet", "--topic", "gcd", "--students", "201"], "students must be a whole number from 1 to 200, not 201",
         "Die Zahl der Kinder muss eine ganze Zahl von 1 bis 200 sein, nicht 201"),
        (["assignment", "--topic", "kgv", "--seed", "-1"], "seed must be a whole number from 0 to",
         "Die Startzahl muss eine ganze Zahl von 0 bis"),
    ],
)  # fmt: skip
def test_every_error_is_said_in_words_in_the_chosen_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], en: str, de: str
) -> None:
    target = ["-o", str(tmp_path / ("course" if argv[0] == "assignment" else "x.pdf"))]
    for lang, expected in (("en", en), ("de", de)):
        assert main([*argv, *target, "--lang", lang]) == 2
        line = _one_line_error(capsys, argv[0])
        assert expected in line, line
        assert "(" + "1,)" not in line and "[" not in line  # no tuple or list as Python writes it
    assert list(tmp_path.iterdir()) == []


def test_argparse_errors_are_said_in_the_chosen_language(capsys: pytest.CaptureFixture[str]) -> None:
    for argv, german in (
        (["worksheet", "--lang", "de", "--colour", "red"], "Das kenne ich nicht: --colour red"),
        (["deck", "--lang", "de", "--variant", "skat"], "--variant: 'skat' gibt es nicht; möglich sind"),
        (["worksheet", "--lang", "de", "--count"], "--count: hier fehlt der Wert"),
    ):
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert err.startswith("python -m numnum") and f": Fehler: {german}" in err and err.count("\n") == 1, err


@pytest.mark.parametrize("lang", ["en", "de"])
def test_path_errors_in_the_chosen_language_exit_2_and_write_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    from numnum.teaching.desk import cli

    (tmp_path / "notes.txt").write_text("a file")
    (tmp_path / "sheets").mkdir()
    german = lang == "de"
    cases = [
        (["-o", str(tmp_path / "no" / "x.pdf")], f"Den Ordner {tmp_path / 'no'} gibt es nicht; leg ihn zuerst an"
         if german else f"the folder {tmp_path / 'no'} does not exist; make it first"),
        (["-o", str(tmp_path / "notes.txt" / "x.pdf")], f"{tmp_path / 'notes.txt'} ist kein Ordner, also kann x.pdf "
         "nicht hinein" if german else f"{tmp_path / 'notes.txt'} is not a folder, so x.pdf cannot go in it"),
        (["-o", str(tmp_path / "sheets")], "ist ein Ordner, kein Dateiname für das Arbeitsblatt" if german
         else "is a folder, not a file name for the worksheet"),
        (["-o", str(tmp_path / "x.txt")], "Das Arbeitsblatt ist eine .pdf-Datei: gib einen Namen an, der auf .pdf endet"
         if german else "the worksheet is a .pdf file: give a name that ends in .pdf, like x.pdf (not x.txt)"),
    ]  # fmt: skip
    before = _tree(tmp_path)
    for target, expected in cases:
        assert main(["worksheet", "--topic", "gcd", "--lang", lang, *target]) == 2
        line = _one_line_error(capsys, "worksheet")
        assert expected in line, line
    monkeypatch.setattr(cli.os, "access", lambda path, mode: False)  # a folder the teacher may not write in
    assert main(["deck", "--lang", lang, "-o", str(tmp_path / "d.pdf")]) == 2
    line = _one_line_error(capsys, "deck")
    assert ("im Ordner" in line and "darfst du nicht schreiben" in line) if german else "no permission" in line
    assert _tree(tmp_path) == before
