"""Practice sets and the teachers' panel, driven from Python (no browser)."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pypdfium2
import pytest

from numnum.i18n import translate
from numnum.teaching.decks.teachers import build_deck
from numnum.teaching.desk.downloads import FileLinks
from numnum.teaching.desk.panel import FILE_TOPICS_DE, TeacherPanel, deck_name, sheet_name, teacher_panel
from numnum.teaching.desk.settings import chosen_lang, remember_lang, remembered_lang
from numnum.teaching.exercises import TOPICS, Question
from numnum.teaching.exercises.practice import practice, practice_set
from numnum.teaching.printing import worksheet
from numnum.teaching.printing.decks import deck_pdf
from numnum.teaching.printing.editable import docx_text, key_docx
from numnum.teaching.printing.worksheets import sheets


def typed(q: Question) -> str:
    """What a pupil types or clicks for the right answer."""
    if q.kind == "factors":
        return q.answer.split("=")[1]
    return q.answer


@pytest.mark.parametrize("topic", TOPICS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_topic_is_practised_with_quiz_widgets_and_counts_the_score(topic: str, lang: str) -> None:
    ps = practice_set(topic, difficulty=3, count=4, seed=2, lang=lang)
    for i, q in enumerate(ps.questions):
        feedback = ps.answer(i, typed(q))
        assert feedback.correct is True, (q.prompt, q.answer, feedback.text)
    assert ("4 of 4 right" if lang == "en" else "4 von 4 beim ersten Versuch richtig") in ps.score.value


def test_a_wrong_answer_gets_a_hint_first_and_the_reason_second() -> None:
    ps = practice_set("primes", difficulty=2, count=1, seed=4)
    q = ps.questions[0]
    first = ps.answer(0, "1")
    assert first.correct is False and "Try again" in first.text and "only be divided" not in first.text
    second = ps.answer(0, "1, 4")
    assert second.correct is False and "only be divided by 1 and by itself" in second.text
    assert ps.answer(0, q.answer).correct is True
    assert "0 of 1 right" in ps.score.value  # only the first answer counts


def test_fit_questions_are_the_quiz_fit_question_with_its_rows_picture() -> None:
    ps = practice_set("fit", difficulty=2, count=3, seed=1)
    feedback = ps.answer(0, ps.questions[0].answer)
    assert feedback.correct is True and "<svg" in feedback.text


def test_the_chooser_makes_a_new_set_when_the_topic_changes() -> None:
    box = practice("gcd", count=2)
    topic = box.children[0].children[0]
    area = box.children[2]
    before = area.children[0]
    topic.value = "lcm"
    assert area.children[0] is not before
    with pytest.raises(ValueError, match="topic must be one of"):
        practice("fractions")


def pages(data: bytes) -> int:
    return len(pypdfium2.PdfDocument(data))


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def download(links: FileLinks, name: str) -> bytes:
    """What the browser gets for the link ``name``: the kernel's answer to the script's request."""
    entry = next(f for f in links.files if f["name"] == name)
    reply = links.answer({"want": entry["id"]})
    assert reply is not None and reply[0]["kind"] == "file", reply
    return reply[1][0]


def test_the_panel_makes_a_class_set_a_deck_and_a_practice_set_with_names_that_say_what_they_hold(
    tmp_path: Path,
) -> None:
    panel = TeacherPanel(lang="de", folder=tmp_path)
    panel.topic.value, panel.students.value, panel.count.value, panel.seed.value = "lcm", 4, 3, 7
    panel.worksheet_button.click()
    sheet, key = (
        "kgv-stufe-2-3-aufgaben-4-kinder-startzahl-7.pdf",
        "kgv-stufe-2-3-aufgaben-4-kinder-startzahl-7-loesungen.pdf",
    )
    word_sheet, word_key = sheet.replace(".pdf", ".docx"), key.replace(".pdf", ".docx")
    assert names(tmp_path) == sorted([sheet, key, word_sheet, word_key])
    assert [f["name"] for f in panel.links.files] == [sheet, key, word_sheet, word_key]
    assert "zum Ändern (Word)" in panel.links.files[2]["what"]
    items = sheets("lcm", difficulty=2, count=3, seed=7, students=4, lang="de")
    assert download(panel.links, word_sheet)[:2] == b"PK"  # a Word file is a zip
    first_question = items[0].questions[0].prompt.split("\n")[0][:20]
    assert first_question in docx_text(download(panel.links, word_sheet))
    assert docx_text(download(panel.links, word_key)) == docx_text(key_docx(items, lang="de"))
    assert "4 Blätter, eins pro Kind" in panel.links.files[0]["what"] and "Gespeichert im Ordner" in panel.links.heading
    expected = worksheet("lcm", difficulty=2, count=3, seed=7, students=4, lang="de")
    assert download(panel.links, sheet) == expected[0] == (tmp_path / sheet).read_bytes()
    assert download(panel.links, key) == expected[1] and pages(expected[0]) >= 4
    panel.rows.value, panel.up_to.value = "3, 2", 40
    panel.deck_button.click()
    deck = "kartenspiel-reihen-2-3-bis-40.pdf"
    assert deck in names(tmp_path) and [f["name"] for f in panel.links.files] == [deck]
    made = build_deck(rows=(2, 3), up_to=40, lang="de")
    assert download(panel.links, deck) == deck_pdf(made, lang="de")
    assert f"ein Kartenspiel mit {len(made)} Karten" in panel.links.files[0]["what"]
    panel.practice_button.click()
    assert len(panel.practice_area.children) == 1 and panel.links.files == []
    assert [p.name for p in panel.made] == [sheet, key, word_sheet, word_key, deck]


def test_every_topic_has_a_german_file_word_and_names_differ_with_every_setting() -> None:
    assert set(FILE_TOPICS_DE) == set(TOPICS)
    assert all(w.isascii() and " " not in w for w in FILE_TOPICS_DE.values())
    settings = [
        dict(difficulty=d, count=c, seed=s, students=n)
        for d in (1, 2)
        for c in (5, 10)
        for s in (0, 3)
        for n in (None, 25)
    ]
    for lang in ("en", "de"):
        made = {sheet_name("gcd", lang=lang, **kw) for kw in settings}  # type: ignore[arg-type]
        assert len(made) == len(settings)
    decks = {
        deck_name(rows, up, wishes=a, bans=b, jokers=c, lang="en")
        for rows in (None, (2, 3, 5), (2, 3))
        for up in (None, 40)
        for a in (True, False)
        for b in (True, False)
        for c in (True, False)
    }
    assert len(decks) == 3 * 2 * 8 and "deck-rows-2-3-5" in decks and "deck-all-rows" in decks


def test_a_new_deck_never_replaces_another_and_a_changed_file_is_never_overwritten(tmp_path: Path) -> None:
    """The bug of issue 29: the 2-3-5 deck replaced the full deck (both were deck.pdf)."""
    panel = TeacherPanel(folder=tmp_path)
    panel.rows.value = ""
    panel.deck_button.click()
    full = (tmp_path / "deck-all-rows.pdf").read_bytes()
    panel.rows.value = "2,3,5"
    panel.deck_button.click()
    assert names(tmp_path) == ["deck-all-rows.pdf", "deck-rows-2-3-5.pdf"]
    assert (tmp_path / "deck-all-rows.pdf").read_bytes() == full != (tmp_path / "deck-rows-2-3-5.pdf").read_bytes()
    # the same deck again: the file is that deck already; nothing is written, and the panel says so
    before = (tmp_path / "deck-rows-2-3-5.pdf").stat().st_mtime_ns
    panel.deck_button.click()
    assert names(tmp_path) == ["deck-all-rows.pdf", "deck-rows-2-3-5.pdf"]
    assert (tmp_path / "deck-rows-2-3-5.pdf").stat().st_mtime_ns == before
    assert "same content; nothing was written" in panel.links.files[0]["note"]
    # a file of that name that holds something else (the teacher's own, an older numnum's) stays
    (tmp_path / "deck-rows-2-3-5.pdf").write_bytes(b"the teacher's own file")
    panel.deck_button.click()
    assert names(tmp_path) == ["deck-all-rows.pdf", "deck-rows-2-3-5 (2).pdf", "deck-rows-2-3-5.pdf"]
    assert (tmp_path / "deck-rows-2-3-5.pdf").read_bytes() == b"the teacher's own file"
    assert (tmp_path / "deck-rows-2-3-5 (2).pdf").read_bytes().startswith(b"%PDF")
    note = panel.links.files[0]["note"]
    assert "deck-rows-2-3-5.pdf is there already with other content and stays" in note and "(2).pdf" in note


def test_a_sheet_and_its_key_move_to_a_new_number_together(tmp_path: Path) -> None:
    panel = TeacherPanel(folder=tmp_path)
    panel.topic.value, panel.count.value, panel.seed.value = "primes", 2, 1
    stem = "primes-difficulty-2-2-questions-seed-1"
    (tmp_path / f"{stem}-key.pdf").mkdir()  # something in the way of the key only: a folder
    (tmp_path / f"{stem} (2).pdf").write_bytes(b"other")
    panel.worksheet_button.click()
    assert (tmp_path / f"{stem} (3).pdf").is_file() and (tmp_path / f"{stem}-key (3).pdf").is_file()
    assert not (tmp_path / f"{stem}.pdf").exists() and (tmp_path / f"{stem} (2).pdf").read_bytes() == b"other"
    made = [f"{stem} (3).pdf", f"{stem}-key (3).pdf", f"{stem} (3).docx", f"{stem}-key (3).docx"]
    assert [f["name"] for f in panel.links.files] == made  # the Word copies take the same number


def visible_texts(widget: Any) -> list[str]:
    """Every text a teacher reads on the panel (descriptions, headings, hints, choices, buttons)."""
    out = []
    for name in ("description", "placeholder", "value"):
        value = getattr(widget, name, None)
        if name == "value" and type(widget).__name__ != "HTML":
            continue
        if isinstance(value, str) and value.strip("\u200b "):  # ipywidgets' empty description is a zero-width space
            out.append(value)
    out += list(getattr(widget, "_options_labels", ()))
    for child in getattr(widget, "children", ()):
        out += visible_texts(child)
    return out


def test_the_panel_speaks_german_everywhere_and_switches_language_with_its_buttons(tmp_path: Path) -> None:
    english = visible_texts(TeacherPanel(lang="en", folder=tmp_path).widget)
    german_panel = TeacherPanel(lang="de", folder=tmp_path)
    german = visible_texts(german_panel.widget)
    assert len(english) == len(german) > 30
    same = {e for e, g in zip(english, german, strict=True) if e == g}
    # the names of the languages, the rows' example and the class list's example names
    assert same <= {"English", "Deutsch", "2,3,5", "Anna\nBen\nCem"}, same
    assert "Arbeitsblatt und Lösungen (PDF)" in german and "Klassensatz: Kinder" in german
    # the Language buttons: the panel's words now, the files from now on
    panel = TeacherPanel(lang="en", folder=tmp_path)
    panel.topic.value = "lcm"
    panel.language.value = "de"
    assert visible_texts(panel.widget) == german_panel_texts(tmp_path, topic="lcm")
    assert panel.topic.value == "lcm" and panel.lang == "de"
    panel.count.value = 2
    panel.worksheet_button.click()
    assert "kgv-stufe-2-2-aufgaben-startzahl-0.pdf" in names(tmp_path)
    assert panel.links.files[0]["what"].startswith("das Arbeitsblatt, ") and "Gespeichert" in panel.links.heading
    panel.set_lang("en")
    assert panel.language.value == "en" and panel.worksheet_button.description == "Worksheet and key (PDF)"
    assert panel.links.files[0]["what"].startswith("the worksheet") and "Saved in the folder" in panel.links.heading
    assert download(panel.links, "kgv-stufe-2-2-aufgaben-startzahl-0.pdf").startswith(b"%PDF")
    with pytest.raises(ValueError, match="lang must be one of"):
        panel.set_lang("fr")


def test_the_notebooks_panel_starts_in_the_teachers_language_and_remembers_a_click(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """teachers.ipynb calls teacher_panel() without a language: the one chosen last, else the system's."""
    home = tmp_path / "numnum-home"
    monkeypatch.setenv("NUMNUM_HOME", str(home))
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    panel = teacher_panel(folder=tmp_path)
    assert panel.lang == "de" and panel.worksheet_button.description == "Arbeitsblatt und Lösungen (PDF)"
    assert remembered_lang(home) is None  # nothing written until the teacher chooses
    panel.language.value = "en"  # the teacher clicks English: remembered for the next panel and command
    assert remembered_lang(home) == "en" and teacher_panel(folder=tmp_path).lang == "en"
    assert chosen_lang(None) == "en"  # python -m numnum worksheet without --lang speaks it too
    remember_lang("de")  # python -m numnum worksheet --lang de
    assert teacher_panel(folder=tmp_path).lang == "de" and teacher_panel("en", tmp_path).lang == "en"
    TeacherPanel(lang="de", folder=tmp_path).language.value = "en"  # a panel made directly keeps no settings
    assert remembered_lang(home) == "de"


def german_panel_texts(folder: Path, topic: str) -> list[str]:
    panel = TeacherPanel(lang="de", folder=folder)
    panel.topic.value = topic
    return visible_texts(panel.widget)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_panel_says_what_is_wrong_in_its_language_and_writes_nothing(tmp_path: Path, lang: str) -> None:
    panel = TeacherPanel(lang=lang, folder=tmp_path)
    for rows, up_to, message in [
        ("2, drei", 0, "Times-table rows: write whole numbers with commas, like 2,3,5."),
        ("2, 1", 0, "Times-table rows: each row is a number from 2 to 100."),
        ("2, 3", 1, "Numbers up to: 0 (all numbers) or a number from 2 to 1000."),
    ]:
        panel.rows.value, panel.up_to.value = rows, up_to
        panel.deck_button.click()
        assert translate(message, lang) in panel.output.value and "numnum-error" in panel.output.value
    panel.rows.value, panel.up_to.value = "7", 10
    panel.deck_button.click()
    small = {
        "en": r"this deck has \d+ cards; 4 players need at least 29",
        "de": r"Dieses Kartenspiel hat \d+ Karten; 4 Spieler",
    }
    assert re.search(small[lang], panel.output.value), panel.output.value
    assert list(tmp_path.iterdir()) == [] and panel.links.files == [] and panel.made == []
    assert not any(b.disabled for b in panel.buttons) and panel.progress.layout.display == "none"


def test_a_folder_that_cannot_hold_files_and_an_unexpected_failure_are_said_in_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "a-file").write_text("x")
    panel = TeacherPanel(lang="de", folder=tmp_path / "a-file")
    panel.deck_button.click()
    assert "ist eine Datei, kein Ordner" in panel.output.value
    panel = TeacherPanel(lang="de", folder=tmp_path / "a-file" / "inside")
    panel.worksheet_button.click()
    assert "lässt sich nicht anlegen" in panel.output.value
    import numnum.teaching.printing

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("the printer module broke")

    monkeypatch.setattr(numnum.teaching.printing, "worksheet", broken)
    panel = TeacherPanel(lang="de", folder=tmp_path / "out")
    panel.worksheet_button.click()
    assert "Etwas ist schiefgegangen: RuntimeError: the printer module broke" in panel.output.value
    assert not any(b.disabled for b in panel.buttons) and not list((tmp_path / "out").iterdir())
    with pytest.raises(ValueError, match="folder must be the name of a folder"):
        TeacherPanel(folder="  ")


def test_the_links_send_only_the_files_on_show_and_say_when_one_is_gone(tmp_path: Path) -> None:
    links = FileLinks("de")
    sheet, key = tmp_path / "a.pdf", tmp_path / "a-key.pdf"
    sheet.write_bytes(b"%PDF-1.4 a")
    key.write_bytes(b"%PDF-1.4 key")
    links.show("Gespeichert:", [(sheet, "das Arbeitsblatt", ""), (key, "", "")])
    first, second = (f["id"] for f in links.files)
    assert download(links, "a.pdf") == b"%PDF-1.4 a" and download(links, "a-key.pdf") == b"%PDF-1.4 key"
    for bad in [{"want": str(first)}, {"want": True}, {"want": 999}, {"want": first, "path": "/etc"}, "a.pdf", None]:
        assert links.answer(bad) is None
    key.unlink()
    reply = links.answer({"want": second})
    assert reply is not None and reply[0]["kind"] == "error" and "lässt sich nicht mehr lesen" in reply[0]["text"]
    links.clear()
    assert links.answer({"want": first}) is None  # the links shown before are gone
    assert links.texts["waiting"] == "Die Datei ist auf dem Weg zum Browser…"


def test_the_panel_makes_a_new_assignment_each_time_and_never_overwrites_one(tmp_path: Path) -> None:
    pytest.importorskip("nbgrader")
    panel = TeacherPanel(folder=tmp_path)
    panel.topic.value, panel.count.value, panel.seed.value = "gcd", 2, 4
    course = tmp_path / "course"
    (course / "release" / "gcd-difficulty-2-2-questions-seed-4").mkdir(parents=True)  # released before
    panel.assignment_button.click()
    name = "gcd-difficulty-2-2-questions-seed-4-2"
    assert [f["name"] for f in panel.links.files] == [f"{name}.ipynb", f"{name}.ipynb"], panel.output.value
    assert (course / "source" / name / f"{name}.ipynb").is_file() and (
        course / "release" / name / f"{name}.ipynb"
    ).is_file()
    assert f"The assignment is called {name}." in panel.links.files[0]["note"]
    assert list((course / "release" / "gcd-difficulty-2-2-questions-seed-4").iterdir()) == []


def _pdf_text(data: bytes) -> str:
    pdf = pypdfium2.PdfDocument(data)
    return "\n".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))


def test_the_panels_class_list_puts_each_name_on_a_sheet_and_says_what_is_wrong(tmp_path: Path) -> None:
    panel = TeacherPanel(lang="de", folder=tmp_path)
    panel.topic.value, panel.count.value, panel.seed.value = "gcd", 2, 3
    panel.names.value = "# Klasse 4b\nAnna\n\n  Ömer \nLea-Marie\n"
    assert panel.class_list() == ("Anna", "Ömer", "Lea-Marie")
    panel.worksheet_button.click()
    sheet = "ggt-stufe-2-2-aufgaben-3-kinder-startzahl-3.pdf"
    assert sheet in names(tmp_path), panel.output.value
    made = worksheet("gcd", difficulty=2, count=2, seed=3, lang="de", names=("Anna", "Ömer", "Lea-Marie"))
    assert download(panel.links, sheet) == made[0]
    text = _pdf_text(made[0])
    assert all(name in text for name in ("Anna", "Ömer", "Lea-Marie"))
    before = names(tmp_path)
    wrong = {
        "Anna\nBen\nAnna": "Der Name 'Anna' steht zweimal in der Klassenliste",
        "x" * 70_000: "Die Klassenliste ist zu lang",
    }
    for typed, message in wrong.items():
        panel.names.value = typed
        panel.worksheet_button.click()
        assert message in html.unescape(panel.output.value) and "numnum-error" in panel.output.value
    panel.names.value, panel.students.value = "Anna\nBen", 4  # a class set of 4, but 2 names
    panel.worksheet_button.click()
    assert "numnum-error" in panel.output.value and "2" in panel.output.value and "4" in panel.output.value
    assert names(tmp_path) == before, "nothing written"
    panel.names.value, panel.students.value = "", 0
    assert panel.class_list() is None


def test_the_panels_class_list_makes_a_graded_notebook_per_pupil(tmp_path: Path) -> None:
    pytest.importorskip("nbgrader")
    panel = TeacherPanel(folder=tmp_path)
    panel.topic.value, panel.count.value, panel.seed.value = "gcd", 2, 4
    panel.names.value = "Anna\nBen"
    panel.assignment_button.click()
    source = next((tmp_path / "course" / "source").glob("*/*.ipynb"))
    assert "students=2," in source.read_text(encoding="utf-8"), panel.output.value  # a version per pupil
    panel.names.value = "Anna\nAnna"
    panel.assignment_button.click()
    assert "twice" in html.unescape(panel.output.value) and len(list((tmp_path / "course" / "source").iterdir())) == 1
