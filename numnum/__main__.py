"""``python -m numnum COMMAND``: the command line.

Commands: ``tournament`` (bot games with the seats rotated, see :mod:`numnum.tournament`);
for teachers ``worksheet``, ``assignment`` and ``deck`` (see :mod:`numnum.teaching.desk.cli`).
Bad arguments print a message and end with exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

__all__ = ["main"]


class _Parser(argparse.ArgumentParser):
    """A parser whose errors are said in the language of the command line (see
    :func:`numnum.teaching.desk.cli.argv_lang`): one line, exit status 2."""

    lang = "en"

    def error(self, message: str) -> NoReturn:
        from numnum.teaching.desk import cli as teachers

        if self.lang == "en":  # argparse's usage is English: in German the one line says it
            self.print_usage(sys.stderr)
        line = teachers.error_line(self.prog, None, teachers.translate_argparse_error(message, self.lang), self.lang)
        self.exit(2, line)


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command (``argv`` without the program name); the exit status."""
    from numnum import tournament
    from numnum.teaching.desk import cli as teachers

    words = list(sys.argv[1:] if argv is None else argv)
    _Parser.lang = teachers.argv_lang(words)
    parser = _Parser(prog="python -m numnum", description="numnum: times-table Mau Mau.")
    parser.add_argument("--version", action="version", version=version())
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    play = commands.add_parser(
        "tournament",
        help="play seeded bot games with the seats rotated and print a table",
        description="Play seeded bot games with the seats rotated: "
        "game i uses seed S+i and moves the bots on by i seats.",
    )
    tournament.add_arguments(play)
    teachers.add_commands(commands)
    args = parser.parse_args(words)
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    if args.command in ("worksheet", "assignment", "deck"):
        return teachers.run(args, parser, sys.stdout, sys.stderr)
    return tournament.run(args, play, sys.stdout, sys.stderr)


def version() -> str:
    """The version, and whether the engine runs compiled with mypyc or as pure Python."""
    import numnum

    how = "compiled with mypyc" if numnum.is_compiled() else "pure Python"
    return f"numnum {numnum.__version__} ({how})"


if __name__ == "__main__":
    sys.exit(main())
