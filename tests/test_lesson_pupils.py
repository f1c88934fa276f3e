"""Stars and typed answers of the lessons, kept per pupil (issue 28 §4, issue 31 §2): one file per
browser and lesson, written atomically, read back after a reload, errors said in words.

The browser's part (the box says hello with the identity from localStorage) is walked in a real
browser by tests/test_lessons_voila.py and tests/test_lite.py; here the kernel's part is tested
with the same messages the box's script sends.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from numnum.identity import new_id
from numnum.teaching import questions as quiz
from numnum.teaching.lessons import lesson
from numnum.teaching.lessons.common import keeping_note, progress, stars_row
from numnum.teaching.lessons.pupil import Kept, Pupil, lesson_path, read, write


@pytest.fixture(autouse=True)
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A fresh NUMNUM_HOME and a fresh pupil of the kernel (as after a reload in Voilà: a new kernel)."""
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path / "home"))
    _new_kernel(monkeypatch)
    return tmp_path / "home"


def _new_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a new kernel starts with: no pupil known yet, no answers."""
    fresh = Pupil()
    for name in ("_stars", "_touched", "_views", "keeping", "browser", "problem", "lost_on_reload"):
        monkeypatch.setattr(progress, name, getattr(fresh, name))
    quiz.memory._MEMORY.clear()
    quiz.memory._VIEWS.clear()


def _begin(number: int, lang: str = "en") -> Any:
    """The Start step of a lesson: its second child is the box that says hello."""
    return lesson(number).begin(lang)


def test_four_pupils_each_see_only_their_own_star(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pupils = [new_id() for _ in range(4)]
    for number, who in enumerate(pupils, start=1):
        _new_kernel(monkeypatch)
        _begin(number).children[1].hello(who)
        progress.earn(number)
    assert not (home / "lessons.json").exists(), "no file for the whole class"
    for number, who in enumerate(pupils, start=1):
        _new_kernel(monkeypatch)
        box = _begin(5).children[1]
        box.hello(who)
        assert progress.stars() == {number}
        row = " ".join("★" if n == number else "☆" for n in range(1, 11))
        assert row in box.html and box.kept == "yes"
    files = sorted(p.name for p in (home / "lessons").iterdir())
    assert len(files) == 4 and all(len(Path(f).stem) == 32 for f in files)
    assert files == sorted(lesson_path(who, n).name for n, who in enumerate(pupils, start=1))


def test_a_star_earned_before_the_browser_speaks_is_kept_when_it_does(home: Path) -> None:
    box = _begin(3).children[1]
    progress.earn(3)  # nbconvert, or the browser has not answered yet: shown, said not to be kept
    assert progress.stars() == {3} and box.kept == "waiting"
    assert "not kept yet" in box.html and not (home / "lessons").exists()
    who = new_id()
    box.hello(who)
    assert read(lesson_path(who, 3), 3).star is True
    assert "not kept" not in box.html and box.kept == "yes"


def test_a_browser_without_an_identity_keeps_nothing_and_is_told(home: Path) -> None:
    box = _begin(2, "de").children[1]
    box.hello(None)  # storage blocked in the browser: identity.js sends null
    progress.earn(2)
    assert box.kept == "no" and "Dieser Browser speichert nichts" in box.html
    assert progress.stars() == {2} and not (home / "lessons").exists()
    box.hello(new_id())  # only the first browser counts
    assert box.kept == "no"


@pytest.mark.parametrize("sent", ["../../etc/passwd", "0123456789ABCDEF0123456789ABCDEF", 17, "0" * 33])
def test_what_a_browser_sends_never_becomes_a_path(home: Path, sent: object) -> None:
    box = _begin(1).children[1]
    box.hello(sent)
    progress.earn(1)
    assert box.kept == "no" and progress.browser is None
    assert not home.exists(), "nothing is written for a browser without a valid identity"


def test_a_star_that_cannot_be_kept_is_said_in_words(home: Path) -> None:
    home.parent.mkdir(exist_ok=True)
    home.write_text("a file where the folder should be")  # NUMNUM_HOME cannot hold a folder
    box = _begin(6).children[1]
    box.hello(new_id())
    progress.earn(6)
    assert progress.problem is not None and progress.problem[0] == "write"
    assert "could not be kept" in box.html and "★" in box.html, "the star shows, and it says it is not kept"
    assert "could not be kept" in keeping_note("en") and "nicht aufbewahrt werden" in keeping_note("de")


def test_a_damaged_file_is_said_and_counts_as_nothing(home: Path) -> None:
    who = new_id()
    path = lesson_path(who, 4)
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    box = _begin(4).children[1]
    box.hello(who)
    assert progress.stars() == set() and "lesson 4" in box.html and "could not be read" in box.html
    progress.earn(4)  # a new star is kept, the damaged file replaced
    assert read(path, 4).star is True


@pytest.mark.parametrize(
    ("data", "says"),
    [
        ({"format": "numnum-lesson", "version": 1, "lesson": 3, "star": True, "answers": {}}, "belongs to lesson 3"),
        ({"format": "numnum-lesson", "version": 2, "lesson": 4, "star": True, "answers": {}}, "version 2"),
        ({"format": "numnum-lesson", "version": 1, "lesson": 4, "star": "yes", "answers": {}}, "star must be"),
        ({"format": "numnum-lesson", "version": 1, "lesson": 4, "star": True, "answers": {"lesson05/x/en": {}}}, "no "),
        ({"format": "other"}, "not a kept numnum lesson"),
    ],
)
def test_reading_checks_everything(tmp_path: Path, data: dict[str, object], says: str) -> None:
    path = tmp_path / "kept.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match=says):
        read(path, 4)


def test_a_damaged_answer_is_said_and_the_others_come_back(home: Path) -> None:
    who = new_id()
    good = {"tries": 1, "first": True, "solved": True, "said": "30"}
    bad = {"tries": "many", "first": True, "solved": True, "said": "30"}
    write(lesson_path(who, 9), 9, Kept(False, {"lesson09/meet_6_10/en": good, "lesson09/lcm_5_7/en": bad}))
    box = _begin(9).children[1]
    box.hello(who)
    assert "could not be read" in box.html
    assert "Right!" in lesson(9).meet_6_10("en").children[-1].value


def test_typed_answers_come_back_after_a_reload(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    who = new_id()
    # the first visit: the page runs every cell, then the browser says who it is; the pupil answers
    start, question = _begin(2).children[1], lesson(2).divisors_of_18("en")
    start.hello(who)
    question.children[1].children[0].value = "1, 2, 3, 6, 9"  # one left out
    question.children[1].children[0].value = "1, 2, 3, 6, 9, 18"
    assert "Right!" in question.children[-1].value
    kept = read(lesson_path(who, 2), 2).answers
    assert kept["lesson02/divisors_of_18/en"] == {
        "tries": 2,
        "first": False,
        "solved": True,
        "said": "1, 2, 3, 6, 9, 18",
    }
    # a reload: a new kernel runs every cell again (nothing answered), then the browser says who it is
    _new_kernel(monkeypatch)
    question, start = lesson(2).divisors_of_18("en"), _begin(2).children[1]
    box, check = question.children[1].children
    assert box.value == "" and question.children[-1].value == ""
    start.hello(who)
    assert box.value == "1, 2, 3, 6, 9, 18" and "Right!" in question.children[-1].value
    assert box.disabled and check.disabled, "answered right: the box and its button rest"
    assert quiz.answers("lesson02/divisors_of_18")["lesson02/divisors_of_18/en"]["tries"] == 2


def test_a_fit_quiz_comes_back_with_its_score(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    who = new_id()
    _begin(6).children[1].hello(who)
    quiz_widget = lesson(6).judge_two_ban("en")
    first = quiz_widget.children[1]
    buttons = first.children[2].children  # "It fits" / "It does not fit"
    buttons[1].click()  # H12 on C8 under the 2-ban: it fits (4-row), so "does not fit" is wrong
    buttons[0].click()
    assert "0 of 1 right" in quiz_widget.children[0].value
    _new_kernel(monkeypatch)
    again = lesson(6).judge_two_ban("en")
    assert "0 of 0 right" in again.children[0].value
    _begin(6).children[1].hello(who)
    assert "0 of 1 right" in again.children[0].value
    assert "numnum-feedback right" in again.children[1].children[-1].value
    assert all(b.disabled for b in again.children[1].children[2].children)


def test_answers_and_stars_of_one_pupil_stay_apart_from_another(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    anna, ben = new_id(), new_id()
    _begin(1).children[1].hello(anna)
    lesson(1).after_thirty("en").children[1].children[0].value = "36"
    progress.earn(1)
    _new_kernel(monkeypatch)
    question = lesson(1).after_thirty("en")
    _begin(1).children[1].hello(ben)
    assert question.children[1].children[0].value == "" and progress.stars() == set()


def test_a_teachers_own_keys_are_not_a_lessons_business(home: Path) -> None:
    who = new_id()
    _begin(1).children[1].hello(who)
    quiz.number_question("3 × 4 = ?", 12, key="my-sheet/q1").children[1].children[0].value = "12"
    assert not (home / "lessons").exists() or not any((home / "lessons").iterdir())


def test_the_old_file_for_everybody_is_never_read(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "lessons.json").write_text(json.dumps({"stars": [1, 2, 3]}))
    box = _begin(1).children[1]
    box.hello(new_id())
    assert progress.stars() == set() and "★" not in box.html


def test_two_pages_of_one_pupil_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "lessons" / "kept.json"
    errors: list[BaseException] = []

    def writer(k: int) -> None:
        try:
            for i in range(30):
                answers = {f"lesson06/q{k}/en": {"tries": i + 1, "first": True, "solved": True, "said": str(i)}}
                write(path, 6, Kept(k % 2 == 0, answers))
        except BaseException as e:  # pragma: no cover - shown by the assertion below
            errors.append(e)

    threads = [threading.Thread(target=writer, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert read(path, 6).answers  # a whole file, never half of one
    assert [p.name for p in path.parent.iterdir()] == ["kept.json"], "no temporary file is left"


def test_a_second_page_of_the_same_pupil_adds_its_star(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    who = new_id()
    first = Pupil()
    first.meet(who)
    second = Pupil()
    second.meet(who)
    first.earn(8)  # two tabs of lesson 8: the second does not know of the first's star
    second.answered("lesson08/chains_quiz/en/0")
    assert read(lesson_path(who, 8), 8).star is True
    assert 8 in second.stars()


def test_the_stars_row_says_nothing_more_when_all_is_kept(home: Path) -> None:
    _begin(1).children[1].hello(new_id())
    assert "numnum-kept-note" not in stars_row("en")


def test_what_a_crash_left_is_cleaned_up_and_a_young_temporary_file_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "kept.json"
    old, young = tmp_path / "kept.json.abc.tmp", tmp_path / "kept.json.def.tmp"
    for stray in (old, young):
        stray.write_text("{")
    os.utime(old, (0, 0))
    write(path, 1, Kept(True, {}))
    assert not old.exists() and young.exists(), "a young one may be another page's, writing this moment"
    assert read(path, 1).star is True


def test_the_box_tells_the_browser_the_stars_for_the_start_pages_summary(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the box syncs the pupil's stars (its script adds them to localStorage "numnum-stars", which
    # the JupyterLite site's start page shows): the kept ones once the browser is known, and new ones
    who = new_id()
    _begin(2).children[1].hello(who)
    progress.earn(2)
    _new_kernel(monkeypatch)
    box = _begin(7).children[1]
    assert box.stars == [], "nothing known before the browser says who it is"
    box.hello(who)
    assert box.stars == [2]
    progress.earn(7)
    assert box.stars == [2, 7]
    assert "stars" in box.keys, "a synced trait"
    script = box._esm
    assert "numnum-stars" in script and "change:stars" in script


# --- the no-install site without its service worker: nothing outlives a reload, and the lesson says so


def _site_without_drive(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Pyodide in the browser, where the site's drive (/drive) does not answer: home is in memory."""
    from numnum import identity

    monkeypatch.delenv("NUMNUM_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "memory"))
    monkeypatch.setattr(identity, "DRIVE", tmp_path / "no-drive")
    monkeypatch.setattr("sys.platform", "emscripten")


def test_the_site_without_its_drive_says_that_stars_are_not_kept(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from numnum import identity

    _site_without_drive(monkeypatch, tmp_path)
    assert identity.home_is_kept() is False
    assert progress.meet(new_id()) and progress.keeping == "yes" and progress.lost_on_reload
    for lang, words in (("en", "after a reload they are gone"), ("de", "Nach dem Neuladen sind sie weg")):
        note = keeping_note(lang)
        assert words in note and "https://" in note and "localhost" in note, note
        assert words in stars_row(lang)
    progress.earn(2)  # kept in the kernel's memory meanwhile, as long as the page is open
    assert progress.stars() == {2}


def test_stars_that_a_reload_loses_stay_out_of_the_start_pages_summary(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from numnum import identity
    from numnum.teaching.lessons.box import PupilBox

    _site_without_drive(monkeypatch, tmp_path)
    pupil = Pupil()
    box = PupilBox(pupil, lambda: "<b>stars</b>")
    assert pupil.meet(new_id()) and pupil.lost_on_reload
    pupil.earn(2)
    assert pupil.stars() == {2} and box.stars == [], "the start page would show a star the lessons lose"
    # with the site's drive the star is kept, and the summary has it
    drive = tmp_path / "drive"
    drive.mkdir()
    monkeypatch.setattr(identity, "DRIVE", drive)
    kept = Pupil()
    box = PupilBox(kept, lambda: "<b>stars</b>")
    assert kept.meet(new_id()) and not kept.lost_on_reload
    kept.earn(2)
    assert box.stars == [2]


def test_the_site_with_its_drive_keeps_and_says_nothing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from numnum import identity

    _site_without_drive(monkeypatch, tmp_path)
    drive = tmp_path / "drive"
    drive.mkdir()
    monkeypatch.setattr(identity, "DRIVE", drive)
    assert identity.home() == drive / ".numnum" and identity.home_is_kept() is True
    assert progress.meet(new_id()) and not progress.lost_on_reload
    assert keeping_note("en") == ""
