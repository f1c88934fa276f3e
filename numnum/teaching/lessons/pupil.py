"""The pupil of a lesson: their stars and typed answers, kept per browser.

One server often serves a whole class, so what a pupil earns and types belongs to one *browser*
(:mod:`numnum.identity`): the lesson's Start step and its practice carry a small widget that
tells the kernel which browser shows the page (``numnum/widget/identity.js``, as the card table
does).  Each browser keeps one file per lesson, ``$NUMNUM_HOME/lessons/<hash>.json`` (see
:func:`lesson_path`): the lesson's star and the answers to its questions.  In JupyterLite the
home folder is the site's storage in the browser (:func:`numnum.identity.home`), so the stars
and answers outlive a reload there too.

- Until a browser has said who it is, nothing is kept (and the lesson says so); what was earned
  or answered before is kept as soon as it does.  A browser without an identity (storage blocked)
  keeps nothing, and the lesson says that too.
- Every file is written atomically (a temporary file of a unique name in the same folder, then
  renamed), after reading what another page of the same pupil may have written meanwhile (the
  stars are joined).  A file that cannot be written or read is said in words, never swallowed.
- The files of numnum before this (``~/.numnum/lessons.json``, one for everybody) are never read:
  nobody knows whose stars they are.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "lesson.json"
>>> answer = {"tries": 1, "first": True, "solved": True, "said": "12"}
>>> write(path, 6, Kept(True, {"lesson06/judge/en/0": answer}))
>>> read(path, 6).star, read(path, 6).answers["lesson06/judge/en/0"]["said"]
(True, '12')
>>> read(path, 5)
Traceback (most recent call last):
...
ValueError: the kept lesson is damaged: it belongs to lesson 6, not 5
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import tempfile
from collections.abc import Callable
from pathlib import Path

from numnum.files import read_json
from numnum.identity import home_is_kept, storage_path, valid
from numnum.teaching import questions as quiz

__all__ = ["FORMAT", "KIND", "VERSION", "Kept", "Pupil", "lesson_path", "progress", "read", "write"]

FORMAT = "numnum-lesson"
VERSION = 1
#: The storage kind of the lessons' files (see :func:`numnum.identity.storage_path`).
KIND = "lessons"
#: The lessons that keep a star.
LESSON_NUMBERS = range(1, 11)
#: A lesson keeps at most this many answers (a lesson has a few dozen questions).
MAX_ANSWERS = 500
_MAX_BYTES = 1_000_000
#: The key of a lesson's question (see :func:`numnum.teaching.lessons.common.key`), a quiz's part too.
_KEY = re.compile(r"lesson(\d\d)/[a-z0-9_]{1,60}/(?:en|de)(?:/\d{1,3})?")


@dataclasses.dataclass
class Kept:
    """What a pupil keeps of one lesson: its star, and the answers to its questions by their
    keys (as :func:`numnum.teaching.questions.answers` gives them)."""

    star: bool = False
    answers: dict[str, dict[str, object]] = dataclasses.field(default_factory=dict)


def lesson_path(browser: str, lesson: int) -> Path:
    """The file where the browser ``browser`` keeps its star and answers of ``lesson``.

    >>> me, you = "0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210"
    >>> path = lesson_path(me, 6)
    >>> path.parent.name, path == lesson_path(you, 6), path == lesson_path(me, 7)
    ('lessons', False, False)
    """
    return storage_path(KIND, browser, f"lesson{_lesson(lesson):02d}")


def _lesson(lesson: object) -> int:
    if isinstance(lesson, bool) or not isinstance(lesson, int) or lesson not in LESSON_NUMBERS:
        raise ValueError(f"lesson must be a lesson from 1 to 10, not {lesson!r}")
    return lesson


def lesson_of(key: str) -> int | None:
    """The lesson whose question keeps its answers under ``key``; ``None`` for another key.

    >>> lesson_of("lesson06/judge_two_ban/de/2"), lesson_of("my-sheet/q1")
    (6, None)
    """
    m = _KEY.fullmatch(key)
    return int(m.group(1)) if m and int(m.group(1)) in LESSON_NUMBERS else None


def _damaged(what: str) -> ValueError:
    return ValueError(f"the kept lesson is damaged: {what}")


def read(path: Path, lesson: int) -> Kept:
    """Read and check the kept lesson at ``path``; ``ValueError`` says what is wrong (``OSError``
    when it cannot be read at all, ``FileNotFoundError`` when there is none)."""
    lesson = _lesson(lesson)
    data = read_json(path, _MAX_BYTES, _damaged)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("this file is not a kept numnum lesson")
    if data.get("version") != VERSION:
        raise ValueError(f"the kept lesson has version {data.get('version')!r}; this numnum reads version {VERSION}")
    if data.get("lesson") != lesson:
        raise _damaged(f"it belongs to lesson {data.get('lesson')!r}, not {lesson}")
    star, answers = data.get("star"), data.get("answers")
    if type(star) is not bool:
        raise _damaged("star must be true or false")
    if not isinstance(answers, dict) or len(answers) > MAX_ANSWERS:
        raise _damaged(f"answers must be a mapping of at most {MAX_ANSWERS} questions")
    for k, record in answers.items():
        if lesson_of(k) != lesson:
            raise _damaged(f"{k!r:.60} is no question of lesson {lesson}")
        if not isinstance(record, dict):
            raise _damaged(f"the answer to {k} is no mapping")
    return Kept(star, answers)


def write(path: Path, lesson: int, kept: Kept) -> None:
    """Write ``kept`` to ``path`` atomically: a temporary file of a unique name in the same
    folder, flushed to the disk, then renamed (a crash never leaves half a file, and two pages
    writing at once never share a temporary file; what a crash left is removed after a minute).
    ``OSError`` when it cannot be written."""
    from numnum.widget.autosave import clean_up

    data = {"format": FORMAT, "version": VERSION, "lesson": _lesson(lesson), "star": kept.star, "answers": kept.answers}
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_up(path)  # what a crash left long ago (a younger temporary file may be another page's, writing now)
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _why(error: OSError) -> str:
    """An error said shortly, without the file's hashed name."""
    return error.strerror or type(error).__name__


class Pupil:
    """The pupil of this kernel: the browser that shows the lesson, their stars and answers.

    ``keeping`` is ``"waiting"`` until a browser says who it is (:meth:`meet`), then ``"yes"``
    (kept in files) or ``"no"`` (a browser without an identity).  :meth:`earn` gives a star;
    the answers of the lessons' questions come from :func:`numnum.teaching.questions.on_answer` (see
    :meth:`answered`).  ``problem`` is the last thing that went wrong, as ``(what, lesson,
    why)``: ``what`` is ``"read"`` or ``"write"``.

    >>> import os, tempfile
    >>> home = os.environ.get("NUMNUM_HOME")
    >>> os.environ["NUMNUM_HOME"] = tempfile.mkdtemp()
    >>> anna = Pupil()
    >>> anna.earn(3); anna.stars(), anna.keeping
    ({3}, 'waiting')
    >>> anna.meet("0123456789abcdef0123456789abcdef"), anna.keeping
    (True, 'yes')
    >>> again = Pupil(); again.meet("0123456789abcdef0123456789abcdef"); again.stars()
    True
    {3}
    >>> ben = Pupil(); ben.meet("fedcba9876543210fedcba9876543210"); ben.stars()
    True
    set()
    >>> _ = os.environ.pop("NUMNUM_HOME") if home is None else os.environ.update(NUMNUM_HOME=home)
    """

    def __init__(self) -> None:
        self.browser: str | None = None
        self.keeping = "waiting"
        self.problem: tuple[str, int, str] | None = None
        #: the files are in the kernel's memory, gone after a reload (the no-install site served
        #: without its service worker, see :func:`numnum.identity.home_is_kept`): the lesson says so
        self.lost_on_reload = False
        self._stars: set[int] = set()
        self._touched: set[int] = set()
        self._views: list[Callable[[], None]] = []

    def stars(self) -> set[int]:
        """The lessons whose star this pupil has (kept before, or earned now)."""
        return set(self._stars)

    def watch(self, view: Callable[[], None]) -> None:
        """Call ``view()`` whenever the stars, the keeping or a problem change (a widget redraws)."""
        self._views.append(view)

    def _changed(self) -> None:
        for view in list(self._views):
            view()

    def meet(self, browser: object, page: object = "") -> bool:
        """The browser that shows the lesson says who it is (its first message ``{"action":
        "hello"}``; ``page`` is where, unused).  With an identity, its stars and answers are read
        and shown, and what was earned or answered before is kept from now on; without one,
        nothing is kept.  Only the first browser counts.  Returns whether anything changed."""
        if self.keeping != "waiting":
            return False
        who = valid(browser)
        if who is None:
            self.keeping = "no"
            self._changed()
            return True
        self.browser, self.keeping = who, "yes"
        self.lost_on_reload = not home_is_kept()
        for n in LESSON_NUMBERS:
            self._load(who, n)
        for n in sorted(self._touched):
            self._write(n)
        self._changed()
        return True

    def _load(self, who: str, lesson: int) -> None:
        path = lesson_path(who, lesson)
        try:
            kept = read(path, lesson)
        except FileNotFoundError:
            return
        except OSError as e:
            self.problem = ("read", lesson, _why(e))
            return
        except ValueError as e:
            self.problem = ("read", lesson, str(e))
            return
        if kept.star:
            self._stars.add(lesson)
        for k, record in kept.answers.items():
            if quiz.answers(k).get(k):
                continue  # answered in this kernel already: that is newer
            try:
                quiz.restore(k, record)
            except ValueError as e:
                self.problem = ("read", lesson, str(e))

    def earn(self, lesson: int) -> None:
        """The pupil earns the star of ``lesson``: shown at once, kept when the browser is known."""
        lesson = _lesson(lesson)
        self._stars.add(lesson)
        self._touched.add(lesson)
        self._write(lesson)
        self._changed()

    def answered(self, key: str) -> None:
        """A question kept under ``key`` was answered: keep its lesson's answers (a key of no
        lesson is not this pupil's business)."""
        lesson = lesson_of(key)
        if lesson is None:
            return
        self._touched.add(lesson)
        before = self.problem
        self._write(lesson)
        if self.problem != before:
            self._changed()

    def _write(self, lesson: int) -> None:
        if self.keeping != "yes" or self.browser is None:
            return
        path = lesson_path(self.browser, lesson)
        star = lesson in self._stars
        answers = quiz.answers(f"lesson{lesson:02d}")
        try:
            before = read(path, lesson)
        except (OSError, ValueError):  # none yet (or damaged, said when it was read): ours alone
            before = Kept()
        if before.star and not star:  # earned on another page of this pupil meanwhile
            self._stars.add(lesson)
        try:
            write(path, lesson, Kept(star or before.star, {**before.answers, **answers}))
        except OSError as e:
            self.problem = ("write", lesson, _why(e))
            return
        if self.problem is not None and self.problem[0] == "write":
            self.problem = None


#: The pupil of this kernel: their stars (``progress.stars()``, ``progress.earn(3)``) and the
#: answers of the lessons' questions, kept per browser.
progress = Pupil()
quiz.on_answer(progress.answered)
