"""The teachers' commands of ``python -m numnum``: ``worksheet``, ``assignment`` and ``deck``.

Long work draws a progress bar on standard error; a wrong argument prints what is allowed and
ends with exit status 2, writing nothing.  The commands speak English or German: ``--lang de``
(remembered for the next commands, see :mod:`numnum.teaching.desk.settings`), else the remembered
language, else the system's (``LANG``).  Every message, the errors too, is in that language, in
words.  Topics may be named in German (``--topic ggt``, ``kgv``, ``teiler``, ``primzahlen``, ...:
:data:`numnum.teaching.exercises.TOPIC_NAMES_DE`); ``--names klasse4b.txt`` (a class list: UTF-8 text, one
name a line) makes one sheet per name.

>>> import io
>>> bar = ProgressBar("sheets", io.StringIO())
>>> bar(14, 28); bar.out.getvalue()
'\\rsheets [##########----------] 14/28'
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from numnum.engine.registry import variant_ids
from numnum.extras import require
from numnum.i18n import N_
from numnum.i18n import translate as _
from numnum.teaching.desk.settings import chosen_lang, remember_lang
from numnum.teaching.exercises import (
    MAX_COUNT,
    MAX_STUDENTS,
    TOPICS,
    class_size,
    find_topic,
    read_names,
    said,
    topic_names,
)

__all__ = ["ProgressBar", "add_commands", "argv_lang", "run", "translate_argparse_error"]


class ProgressBar:
    """``bar(done, total)`` redraws one line: a label, 20 marks and the count."""

    def __init__(self, label: str, out: TextIO) -> None:
        self.label = label
        self.out = out

    def __call__(self, done: int, total: int) -> None:
        filled = 20 * done // max(total, 1)
        self.out.write(f"\r{self.label} [{'#' * filled}{'-' * (20 - filled)}] {done}/{total}")
        if done >= total:
            self.out.write("\n")
        self.out.flush()


def _whole_or_text(text: str | None) -> int | str | None:
    """A number the teacher typed, as a whole number where it is one (the checks of the
    library say in words what is wrong with anything else)."""
    if text is None:
        return None
    try:
        return int(text.strip())
    except ValueError:
        return text


def _common(p: argparse.ArgumentParser) -> None:
    topics = ", ".join(TOPICS)
    german = ", ".join(topic_names("de"))
    p.add_argument("--topic", default=None, help=f"the idea of the lesson: {topics} (German: {german})")
    p.add_argument("--difficulty", default="1", help="1 (small numbers) to 5 (up to 100); default 1")
    p.add_argument("--count", default="10", help=f"questions per sheet, 1 to {MAX_COUNT}; default 10")
    p.add_argument("--seed", default="0", help="the same seed gives the same sheet; default 0")
    _lang(p)


def _lang(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--lang",
        default=None,
        choices=("en", "de"),
        help="language, remembered for the next commands; default: the last one given, else the system's (LANG)",
    )


def add_commands(commands: argparse._SubParsersAction[Any]) -> None:
    """Add ``worksheet``, ``assignment`` and ``deck`` to the subcommands of the command line."""
    w = commands.add_parser(
        "worksheet",
        help="print a worksheet (or a class set) and its answer key as PDF",
        description="Write a worksheet PDF and its answer key (NAME-key.pdf next to it; in German NAME-loesungen.pdf). "
        "With --students N or "
        "--names FILE, one different numbered sheet per pupil and one key with every pupil's answers.",
    )
    _common(w)
    w.add_argument("--students", default=None, help=f"a class set: one sheet per pupil (1 to {MAX_STUDENTS})")
    w.add_argument(
        "--names",
        default=None,
        help="a class list: a UTF-8 text file with one name a line (empty lines left out); one sheet per name",
    )
    w.add_argument(
        "-o",
        "--output",
        default=None,
        help="the worksheet's PDF file, in a folder that exists (default TOPIC.pdf in the language: ggt.pdf)",
    )
    a = commands.add_parser(
        "assignment",
        help="make a graded notebook (nbgrader assignment)",
        description="Write an nbgrader assignment into a course folder (source/NAME/NAME.ipynb) and, unless "
        "--no-generate, run nbgrader generate_assignment for the pupils' version in release/.",
    )
    _common(a)
    a.add_argument(
        "-o",
        "--course",
        default="course",
        help="the nbgrader course folder, made if its folder exists (default ./course)",
    )
    a.add_argument("--name", default=None, help="the assignment's name (default TOPIC-SEED)")
    a.add_argument("--no-generate", action="store_true", help="only write the source notebook")
    a.add_argument("--force", action="store_true", help="make the assignment again over an existing one of its name")
    a.add_argument("--students", default=None, help="one version per pupil: pupils type their number")
    a.add_argument("--names", default=None, help="a class list (one name a line): one version per pupil")
    d = commands.add_parser(
        "deck",
        help="print a deck to cut out (63 x 88 mm cards, cut marks, backs)",
        description="Print a deck as A4 pages of poker-size cards with cut marks, each page followed by its "
        "backs for duplex printing. NumNum decks can be made smaller (--rows, --up-to, ...); the other "
        "games print their standard deck.",
    )
    d.add_argument("--variant", default="numnum", choices=variant_ids(), help="the game")
    d.add_argument("--preset", default=None, help="the rule preset of the game (e.g. club for maumau)")
    d.add_argument(
        "--rows",
        default=None,
        help="NumNum: only numbers of these rows that fit no card through another row, e.g. 2,3,5 "
        "(2, 3, 4, 5, 6, 8, 9, 10, 12, 15, ...; not 34 = 2 x 17)",
    )
    d.add_argument("--up-to", default=None, help="NumNum: only numbers up to this")
    d.add_argument("--symbols", default="CTSH", help="NumNum: only these symbols (C, T, S, H); default all")
    d.add_argument("--no-wishes", action="store_true", help="NumNum: leave out the wish cards")
    d.add_argument("--no-bans", action="store_true", help="NumNum: leave out the ban cards")
    d.add_argument("--no-jokers", action="store_true", help="NumNum: leave out the jokers (1)")
    d.add_argument("--copies", default="1", help="NumNum: the deck this many times (1-4)")
    d.add_argument("--players", default="4", help="NumNum: check that this many can play it; default 4")
    d.add_argument("--no-backs", action="store_true", help="no pages of card backs")
    _lang(d)
    d.add_argument(
        "-o", "--output", default="deck.pdf", help="the PDF file, in a folder that exists (default deck.pdf)"
    )


# --- where the files go: checked before any work, said in the command's language ------------------

_WHAT = {"worksheet": N_("the worksheet"), "key": N_("the answer key"), "deck": N_("the deck")}


def check_output(path: object, suffix: str, what: str, lang: str) -> Path:
    """``path`` as a file the command may write now (the checks of :func:`numnum.files.check_target`,
    said in ``lang``): its folder exists, it is no folder, it may be written, it ends in ``suffix``.

    >>> check_output("no/such/folder/x.pdf", ".pdf", "deck", "de")
    Traceback (most recent call last):
    ...
    ValueError: Den Ordner no/such/folder gibt es nicht; leg ihn zuerst an
    """
    thing = _(_WHAT[what], lang)
    if not isinstance(path, str | os.PathLike) or not str(path).strip():
        raise ValueError(
            _("{what} needs a file name, like out{suffix}, not {value}", lang).format(
                what=thing, suffix=suffix, value=said(path)
            )
        )
    p = Path(path)
    if p.is_dir():
        raise ValueError(_("{path} is a folder, not a file name for {what}", lang).format(path=p, what=thing))
    if p.suffix.lower() != suffix:
        like = (p.stem or "out") + suffix
        raise ValueError(
            _("{what} is a {suffix} file: give a name that ends in {suffix}, like {like} (not {name})", lang).format(
                what=thing, suffix=suffix, like=like, name=p.name or str(p)
            )
        )
    return _check_folder(p, lang)


def _check_folder(p: Path, lang: str) -> Path:
    folder = p.parent
    if not folder.exists():
        raise ValueError(_("the folder {folder} does not exist; make it first", lang).format(folder=folder))
    if not folder.is_dir():
        raise ValueError(
            _("{folder} is not a folder, so {name} cannot go in it", lang).format(folder=folder, name=p.name)
        )
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ValueError(
            _("{path} cannot be written: no permission to write in the folder {folder}", lang).format(
                path=p, folder=folder
            )
        )
    if p.exists() and not os.access(p, os.W_OK):
        raise ValueError(_("{path} cannot be written: the file is read-only", lang).format(path=p))
    return p


def _check_course(course: object, lang: str) -> Path:
    """The course folder of ``assignment``: a folder, or a name for one in a folder that exists."""
    if not isinstance(course, str) or not course.strip():
        raise ValueError(_("the course folder needs a name, not {value}", lang).format(value=said(course)))
    p = Path(course)
    if p.exists() and not p.is_dir():
        raise ValueError(_("{path} is a file, not a course folder", lang).format(path=p))
    if p.is_dir():
        if not os.access(p, os.W_OK | os.X_OK):
            raise ValueError(
                _("{path} cannot be written: no permission to write in the folder {folder}", lang).format(
                    path=p, folder=p
                )
            )
        return p
    return _check_folder(p, lang)


# --- the commands ----------------------------------------------------------------------------------


def _topic(args: argparse.Namespace, lang: str) -> str:
    if args.topic is None:
        raise ValueError(
            _("say which topic with --topic, one of {topics}", lang).format(topics=", ".join(topic_names(lang)))
        )
    return find_topic(args.topic, lang)


def _settings(args: argparse.Namespace, lang: str) -> dict[str, object]:
    """The sheet's settings, checked (in ``lang``) before any work."""
    from numnum.teaching.exercises import check_settings

    topic = _topic(args, lang)
    values = {
        "difficulty": _whole_or_text(args.difficulty),
        "count": _whole_or_text(args.count),
        "seed": _whole_or_text(args.seed),
    }
    check_settings(topic, values["difficulty"], values["count"], values["seed"], lang)
    return {"topic": topic, **values}


def _worksheet(args: argparse.Namespace, lang: str, out: TextIO, err: TextIO) -> None:
    require("print", lang)
    from numnum.teaching.desk.panel import topic_word
    from numnum.teaching.exercises import _whole
    from numnum.teaching.printing import write_worksheet
    from numnum.teaching.printing.worksheets import key_path

    settings = _settings(args, lang)
    names = read_names(args.names, lang) if args.names is not None else None
    students = _whole_or_text(args.students)
    students = class_size(names, students, lang)
    if students is not None:
        students = _whole(students, "students", 1, MAX_STUDENTS, lang)
    path = check_output(args.output or f"{topic_word(str(settings['topic']), lang)}.pdf", ".pdf", "worksheet", lang)
    check_output(key_path(path, lang), ".pdf", "key", lang)
    bar = ProgressBar(_("sheets and keys", lang), err)
    options = {k: v for k, v in settings.items() if k != "topic"}
    sheet, key = write_worksheet(
        path,
        str(settings["topic"]),
        **options,  # type: ignore[arg-type]  # difficulty, count, seed: checked whole numbers
        students=students,
        lang=lang,
        progress=bar,
        names=names,
    )
    out.write(f"{sheet}\n{key}\n")
    from numnum.teaching.printing import editable  # the editable Word copies beside the PDFs, when written

    if editable.available():
        out.write(f"{editable.editable_path(sheet)}\n{editable.editable_path(key)}\n")


def _assignment(args: argparse.Namespace, lang: str, out: TextIO, err: TextIO) -> None:
    require("teachers", lang)
    from numnum.teaching.exercises import _whole
    from numnum.teaching.exercises.assignment import generate, write_assignment

    settings = _settings(args, lang)
    course = _check_course(args.course, lang)
    names = read_names(args.names, lang) if args.names is not None else None
    students = _whole_or_text(args.students)
    if students is not None:
        students = _whole(students, "students", 1, MAX_STUDENTS, lang)
    name = args.name or f"{settings['topic']}-{settings['seed']}"
    source = write_assignment(
        course, name=name, lang=lang, students=students, names=names, force=args.force,
        **settings,  # type: ignore[arg-type]
    )  # fmt: skip
    out.write(f"{source}\n")
    if not args.no_generate:
        bar = ProgressBar("nbgrader generate_assignment", err)
        bar(0, 1)
        release = generate(course, name, force=args.force)
        bar(1, 1)
        out.write(f"{release}\n")


def _rows(text: str | None, lang: str) -> tuple[int, ...] | None:
    if text is None:
        return None
    try:
        return tuple(int(x) for x in text.split(",") if x.strip())
    except ValueError:
        raise ValueError(
            _("rows: write whole numbers with commas, like 2,3,5, not {value}", lang).format(value=said(text))
        ) from None


def _deck(args: argparse.Namespace, lang: str, out: TextIO, err: TextIO) -> None:
    require("print", lang)
    from numnum.teaching.decks.teachers import build_deck, standard
    from numnum.teaching.printing.decks import write_deck

    path = check_output(args.output, ".pdf", "deck", lang)  # before the deck is built and checked
    rows, up_to = _rows(args.rows, lang), _whole_or_text(args.up_to)
    copies, players = _whole_or_text(args.copies), _whole_or_text(args.players)
    if args.variant == "numnum":
        deck = build_deck(
            rows=rows, up_to=up_to, symbols=args.symbols, wishes=not args.no_wishes, bans=not args.no_bans,  # type: ignore[arg-type]
            jokers=not args.no_jokers, copies=copies, players=players, lang=lang,  # type: ignore[arg-type]
        )  # fmt: skip
    else:
        numnum_only = [rows, up_to, args.no_wishes or None, args.no_bans or None, args.no_jokers or None]
        if any(x is not None for x in numnum_only) or copies != 1 or args.symbols != "CTSH":
            raise ValueError(
                _("--rows, --up-to, --symbols, --no-wishes, --no-bans, --no-jokers and --copies are for numnum", lang)
            )
        deck = standard(args.variant, preset=args.preset)
    bar = ProgressBar(_("pages", lang), err)
    out.write(f"{write_deck(path, deck, backs=not args.no_backs, lang=lang, progress=bar)}\n")


#: Messages of the library that may still come after the checks above (a disk that fails while
#: the files are written, a preset the game does not know), and how they are said in German.
_LIBRARY_MESSAGES = (
    (re.compile(r"^(?P<file>.*) cannot be written: (?P<why>.*); nothing was written$"),
     N_("{file} cannot be written: {why}; nothing was written")),
    (re.compile(r"^unknown preset (?P<preset>.*) for (?P<game>\w+); allowed: (?P<allowed>.*)$"),
     N_("unknown preset {preset} for {game}; allowed: {allowed}")),
)  # fmt: skip


def said_in(message: str, lang: str) -> str:
    """A message of the library in ``lang`` (those of :data:`_LIBRARY_MESSAGES`; the others are
    said in ``lang`` where they are made)."""
    for pattern, msgid in _LIBRARY_MESSAGES:
        m = pattern.match(message)
        if m:
            return _(msgid, lang).format(**m.groupdict())
    return message


def argv_lang(argv: Sequence[str], *, home: str | os.PathLike[str] | None = None) -> str:
    """The language of a command line before it is read: ``--lang de`` or ``--lang=de`` in it,
    else the remembered or the system's (:func:`numnum.teaching.desk.settings.chosen_lang`).

    >>> argv_lang(["worksheet", "--lang", "de"]), argv_lang(["deck", "--lang=en"])
    ('de', 'en')
    """
    for i, arg in enumerate(argv):
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else arg[7:] if arg.startswith("--lang=") else None
        if value in ("en", "de"):
            return value
    return chosen_lang(None, home=home)


#: The errors of :mod:`argparse` (which speaks only English) and how they are said in German.
_ARGPARSE = (
    (re.compile(r"^the following arguments are required: (?P<args>.*)$"), N_("these are missing: {args}")),
    (re.compile(r"^unrecognized arguments: (?P<args>.*)$"), N_("these are unknown: {args}")),
    (re.compile(r"^argument (?P<arg>\S+): invalid choice: (?P<value>.*?) \(choose from (?P<allowed>.*)\)$"),
     N_("{arg}: there is no {value}; allowed: {allowed}")),
    (re.compile(r"^argument (?P<arg>\S+): expected one argument$"), N_("{arg}: the value is missing")),
    (re.compile(r"^invalid choice: (?P<value>.*?) \(choose from (?P<allowed>.*)\)$"),
     N_("there is no {value}; allowed: {allowed}")),
)  # fmt: skip


def translate_argparse_error(message: str, lang: str) -> str:
    """An error of :mod:`argparse` (which speaks only English) in ``lang``.

    >>> translate_argparse_error("the following arguments are required: --topic", "de")
    'Das fehlt: --topic'
    >>> translate_argparse_error("argument --lang: invalid choice: 'fr' (choose from 'en', 'de')", "de")
    "--lang: 'fr' gibt es nicht; möglich sind 'en', 'de'"
    """
    if lang != "en":
        for pattern, msgid in _ARGPARSE:
            m = pattern.match(message)
            if m:
                return _(msgid, lang).format(**m.groupdict())
    return message


def error_line(prog: str, command: str | None, message: str, lang: str) -> str:
    """The one line of an error: ``python -m numnum deck: error: ...`` (``Fehler`` in German)."""
    where = f"{prog} {command}" if command else prog
    text = " ".join(message.split())
    if lang == "de":  # a German sentence after the colon starts with a capital letter
        text = text[:1].upper() + text[1:]
    word = _("error", lang)
    return f"{where}: {word}: {text}\n"


def run(args: argparse.Namespace, parser: argparse.ArgumentParser, out: TextIO, err: TextIO) -> int:
    """Run the teachers' command ``args.command``; the exit status (2 for a wrong argument or a
    file that cannot be written: one line on ``err`` says why, in the command's language, and
    nothing is written).  A language given with ``--lang`` is remembered once the command has
    done its work."""
    commands = {"worksheet": _worksheet, "assignment": _assignment, "deck": _deck}
    lang = chosen_lang(args.lang)
    try:
        commands[args.command](args, lang, out, err)
    except (ValueError, OSError) as e:
        if isinstance(e, OSError) and e.strerror:
            why = _("{why}: {file}", lang).format(why=e.strerror, file=e.filename)
        else:
            why = said_in(str(e), lang)
        err.write(error_line(parser.prog, args.command, why, lang))
        return 2
    if args.lang is not None and not remember_lang(args.lang):
        err.write(_("(the language could not be remembered: numnum's folder cannot be written)", lang) + "\n")
    return 0
