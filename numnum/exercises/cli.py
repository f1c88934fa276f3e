"""The teachers' commands of ``python -m numnum``: ``worksheet``, ``assignment`` and ``deck``.

Long work draws a progress bar on standard error; a wrong argument prints what is allowed and
ends with exit status 2, writing nothing.

>>> import io
>>> bar = ProgressBar("sheets", io.StringIO())
>>> bar(14, 28); bar.out.getvalue()
'\\rsheets [##########----------] 14/28'
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from numnum.engine.registry import variant_ids
from numnum.exercises import MAX_COUNT, MAX_STUDENTS, TOPICS
from numnum.files import check_target

__all__ = ["ProgressBar", "add_commands", "run"]


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


def _numbers(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(x) for x in text.split(",") if x.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"write whole numbers with commas, like 2,3,5 (not {text!r})") from None


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--topic", required=True, choices=TOPICS, help="the idea of the lesson")
    p.add_argument("--difficulty", type=int, default=1, help="1 (small numbers) to 5 (up to 100); default 1")
    p.add_argument("--count", type=int, default=10, help=f"questions per sheet, 1 to {MAX_COUNT}; default 10")
    p.add_argument("--seed", type=int, default=0, help="the same seed gives the same sheet; default 0")
    p.add_argument("--lang", default="en", choices=("en", "de"), help="language; default en")


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``worksheet``, ``assignment`` and ``deck`` to the subcommands of the command line."""
    w = commands.add_parser(
        "worksheet",
        help="print a worksheet (or a class set) and its answer key as PDF",
        description="Write a worksheet PDF and its answer key (NAME-key.pdf next to it). With --students N, "
        "one different numbered sheet per pupil and one key with every pupil's answers.",
    )
    _common(w)
    w.add_argument("--students", type=int, default=None, help=f"a class set: one sheet per pupil (1 to {MAX_STUDENTS})")
    w.add_argument(
        "-o", "--output", default=None, help="the worksheet's PDF file, in a folder that exists (default TOPIC.pdf)"
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
        type=_numbers,
        default=None,
        help="NumNum: only numbers of these rows that fit no card through another row, e.g. 2,3,5 "
        "(2, 3, 4, 5, 6, 8, 9, 10, 12, 15, ...; not 34 = 2 x 17)",
    )
    d.add_argument("--up-to", type=int, default=None, help="NumNum: only numbers up to this")
    d.add_argument("--symbols", default="CTSH", help="NumNum: only these symbols (C, T, S, H); default all")
    d.add_argument("--no-wishes", action="store_true", help="NumNum: leave out the wish cards")
    d.add_argument("--no-bans", action="store_true", help="NumNum: leave out the ban cards")
    d.add_argument("--no-jokers", action="store_true", help="NumNum: leave out the jokers (1)")
    d.add_argument("--copies", type=int, default=1, help="NumNum: the deck this many times (1-4)")
    d.add_argument("--players", type=int, default=4, help="NumNum: check that this many can play it; default 4")
    d.add_argument("--no-backs", action="store_true", help="no pages of card backs")
    d.add_argument("--lang", default="en", choices=("en", "de"), help="language; default en")
    d.add_argument(
        "-o", "--output", default="deck.pdf", help="the PDF file, in a folder that exists (default deck.pdf)"
    )


def _worksheet(args: argparse.Namespace, out: TextIO, err: TextIO) -> None:
    from numnum.printing import write_worksheet

    path = Path(args.output or f"{args.topic}.pdf")
    label = "sheets and keys" if args.lang == "en" else "Blätter und Lösungen"
    sheet, key = write_worksheet(
        path, args.topic, difficulty=args.difficulty, count=args.count, seed=args.seed, students=args.students,
        lang=args.lang, progress=ProgressBar(label, err),
    )  # fmt: skip
    out.write(f"{sheet}\n{key}\n")


def _assignment(args: argparse.Namespace, out: TextIO, err: TextIO) -> None:
    from numnum.exercises.assignment import generate, write_assignment

    name = args.name or f"{args.topic}-{args.seed}"
    source = write_assignment(
        args.course, args.topic, name=name, difficulty=args.difficulty, count=args.count, seed=args.seed,
        lang=args.lang,
    )  # fmt: skip
    out.write(f"{source}\n")
    if not args.no_generate:
        bar = ProgressBar("nbgrader generate_assignment", err)
        bar(0, 1)
        release = generate(args.course, name)
        bar(1, 1)
        out.write(f"{release}\n")


def _deck(args: argparse.Namespace, out: TextIO, err: TextIO) -> None:
    from numnum.decks import build_deck, standard
    from numnum.printing.decks import write_deck

    check_target(args.output, ".pdf", "the deck")  # before the deck is built and checked

    if args.variant == "numnum":
        deck = build_deck(
            rows=args.rows, up_to=args.up_to, symbols=args.symbols, wishes=not args.no_wishes,
            bans=not args.no_bans, jokers=not args.no_jokers, copies=args.copies, players=args.players,
            lang=args.lang,
        )  # fmt: skip
    else:
        numnum_only = [args.rows, args.up_to, args.no_wishes or None, args.no_bans or None, args.no_jokers or None]
        if any(x is not None for x in numnum_only) or args.copies != 1 or args.symbols != "CTSH":
            raise ValueError(
                "--rows, --up-to, --symbols, --no-wishes, --no-bans, --no-jokers and --copies are for numnum"
            )
        deck = standard(args.variant, preset=args.preset)
    label = "pages" if args.lang == "en" else "Seiten"
    path = write_deck(args.output, deck, backs=not args.no_backs, lang=args.lang, progress=ProgressBar(label, err))
    out.write(f"{path}\n")


def run(args: argparse.Namespace, parser: argparse.ArgumentParser, out: TextIO, err: TextIO) -> int:
    """Run the teachers' command ``args.command``; the exit status (2 for a wrong argument or a
    file that cannot be written: one line on ``err`` says why, and nothing is written)."""
    commands = {"worksheet": _worksheet, "assignment": _assignment, "deck": _deck}
    try:
        commands[args.command](args, out, err)
    except (ValueError, OSError) as e:
        why = f"{e.strerror}: {e.filename}" if isinstance(e, OSError) and e.strerror else str(e)
        err.write(f"{parser.prog} {args.command}: error: {' '.join(why.split())}\n")
        return 2
    return 0
