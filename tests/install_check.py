"""What ``pip install numnum`` without extras must do, as one script: play, explain, run the lessons.

Run by ``tests/test_install.py`` with the Python of a fresh virtual environment (``make
test-install``), and by ``tests/test_extras.py`` with ``--block-extras`` in the project's own
environment, where an import hook hides every extra's modules.  Usage::

    python tests/install_check.py LESSON_NOTEBOOK... [--block-extras]

Prints one line per check; ends with status 1 and the reason when a check fails.
"""

from __future__ import annotations

import ast
import importlib.abc
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

#: The top-level modules that only the extras bring (print, teachers, voila, lab).
EXTRA_MODULES = ("reportlab", "svglib", "nbformat", "nbgrader", "voila", "jupyterlab", "jupyter_server")


class BlockExtras(importlib.abc.MetaPathFinder):
    """An import hook that makes every extra's module missing, as in an install without extras."""

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> None:
        if fullname.partition(".")[0] in EXTRA_MODULES:
            raise ModuleNotFoundError(f"No module named {fullname!r} (blocked: an install without extras)")
        return None


def play_a_game() -> str:
    """Four computer players play a game of NumNum to the end."""
    import numnum

    game = numnum.new_game("numnum", players=4, seed=3)
    bots = [numnum.make_bot(name, seed=i) for i, name in enumerate(["random", "greedy", "expert", 2])]
    moves = 0
    while not game.is_over:
        game.play(bots[game.current_player].choose(game.view(game.current_player)))
        moves += 1
        if moves > 5000:
            raise SystemExit("the game did not end in 5000 moves")
    saved = numnum.load_game(game.to_json())
    if saved.winners != game.winners:
        raise SystemExit("a saved game does not load as it was")
    return f"game: {moves} moves, winners {game.winners}"


def explain_a_card() -> str:
    """Why a card fits, in English and in German (the German catalog needs no extra)."""
    import numnum

    en, de = numnum.explain("C12", "T18"), numnum.explain("C12", "T18", lang="de")
    if not (en.fits and list(en.rows) == [2, 3, 6] and "6-times" in str(en) and "passt" in str(de)):
        raise SystemExit(f"unexpected explanation: {en} / {de._repr_markdown_()}")
    return f"explain: {en}"


def open_a_table() -> str:
    """The card table widget, without a browser: a computer game played to its end."""
    import numnum

    table = numnum.play("maumau", players=3, humans=0, seed=2, autosave=False, bot_delay=0)
    seats = [seat.name for seat in table.controller.scene().seats]
    return f"table: {seats}"


def run_lesson(notebook: Path) -> int:
    """Every code cell of a lesson notebook, as a kernel would run it; the number of cells."""
    cells = [c for c in json.loads(notebook.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
    for i, cell in enumerate(cells):
        source = "".join(cell["source"])
        tree = ast.parse(source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        names: dict[str, Any] = {}
        exec(compile(tree, f"{notebook.name} cell {i}", "exec"), names)
        if last is not None:
            value = eval(compile(ast.Expression(last.value), f"{notebook.name} cell {i}", "eval"), names)
            shown = getattr(value, "_repr_html_", None)
            if shown is not None and not shown():
                raise SystemExit(f"{notebook.name} cell {i} shows nothing")
    return len(cells)


def main(argv: Sequence[str]) -> int:
    notebooks = [Path(a) for a in argv if not a.startswith("--")]
    if "--block-extras" in argv:
        sys.meta_path.insert(0, BlockExtras())
    print(play_a_game())
    print(explain_a_card())
    print(open_a_table())
    for notebook in notebooks:
        print(f"lesson: {notebook.name}, {run_lesson(notebook)} cells")
    loaded = sorted({m.partition(".")[0] for m in sys.modules} & set(EXTRA_MODULES))
    if loaded:
        raise SystemExit(f"modules of extras were imported: {loaded}")
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
