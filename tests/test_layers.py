"""The package is built in layers, and no module imports a layer above its own (issue #18).

The layers, bottom to top (a module may import its own layer and the layers below it):

0. **basics** - ``numnum.cards``, ``numnum.card_names``, ``numnum.moves``, ``numnum.arithmetic``,
   ``numnum.explanations``, ``numnum.glossary``, ``numnum.i18n``, ``numnum.engine.options``, ``numnum.errors``,
   ``numnum.display``: cards, moves, times-table arithmetic and its explanation in words (in the words
   a lesson has taught: the glossary), translations, the options machinery,
   the error classes and the hook by which the renderers draw cards, views and explanations in
   notebooks; nothing about turns or games;
1. **engine** - ``numnum.engine``: the game state, the turn machine (:class:`Rules`), the play
   tables, the registry, saving and views; it knows no variant;
2. **variants** - ``numnum.variants``: the four games' rules, facts, options and card readers;
3. **bots** - ``numnum.bots``: the computer players (they read the rules' facts);
4. **render** - ``numnum.render``: pictures and texts of cards, tables and scenes;
5. **applications** - everything else: the card table (``numnum.widget``), the teaching side
   (``numnum.teaching``: questions, pictures, counting, decks, lessons, exercises, printing), the
   rulebook, tournaments and the public API in ``numnum/__init__.py``.

Within the applications, the teaching side stands on top: it may import the engine side (engine,
variants, bots, render, the card table, the rulebook) and the basics, never the reverse
(:func:`imports_of_the_teaching_side`).  Only the command line (``numnum/__main__.py``, whose
teachers' commands live in ``numnum.teaching.desk.cli``) and the old import paths kept for
notebooks in users' hands (``numnum.quiz``, ``numnum.exercises``, ...:
``numnum.teaching.old_paths``) may import it.

Every ``import`` and ``from ... import`` counts, also those inside functions; only imports under
``if TYPE_CHECKING:`` (for annotations, never run) are left out.  Relative imports do not occur.
The exceptions still waiting for a fix are listed in :data:`KNOWN`, each with its reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "numnum"

#: The layers, bottom to top: module name prefixes (a package covers its modules).
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "basics",
        (
            "numnum.cards",
            "numnum.moves",
            "numnum.arithmetic",
            "numnum.explanations",
            "numnum.glossary",
            "numnum.card_names",
            "numnum.i18n",
            "numnum.engine.options",
            "numnum.errors",
            "numnum.display",
        ),
    ),
    ("engine", ("numnum.engine",)),
    ("variants", ("numnum.variants",)),
    ("bots", ("numnum.bots",)),
    ("render", ("numnum.render",)),
)
#: The top layer: every numnum module not named in LAYERS (the package itself too).
TOP = "applications"
#: Upward imports not fixed yet: (importing module, imported module) -> why.
KNOWN: dict[tuple[str, str], str] = {}


def layer_of(module: str) -> int:
    """The layer number of a numnum module (``len(LAYERS)`` for the applications)."""
    for number, (_name, prefixes) in enumerate(LAYERS):
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return number
    return len(LAYERS)


def layer_name(number: int) -> str:
    return LAYERS[number][0] if number < len(LAYERS) else TOP


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imported_modules(tree: ast.AST) -> list[tuple[int, str]]:
    """``(line, module)`` of every numnum import in ``tree``, outside ``if TYPE_CHECKING:``.

    ``from numnum.x import y`` counts as an import of ``numnum.x.y`` when that is a module, else
    of ``numnum.x``.
    """
    out: list[tuple[int, str]] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            out.extend((node.lineno, alias.name) for alias in node.names if alias.name.split(".")[0] == "numnum")
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "numnum":
            assert node.level == 0, "relative imports are not used"
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                is_module = (PACKAGE.parent / Path(*sub.split("."))).with_suffix(".py").exists() or (
                    PACKAGE.parent / Path(*sub.split("."))
                ).is_dir()
                out.append((node.lineno, sub if is_module else node.module))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return out


def upward_imports(known: bool = False) -> list[str]:
    """Every import of a layer above the importing module's own, with its place; ``known``: the
    exceptions of :data:`KNOWN` only (else all but them)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = module_name(path)
        own = layer_of(module)
        for line, imported in sorted(set(imported_modules(ast.parse(path.read_text(encoding="utf-8"))))):
            target = layer_of(imported)
            if target > own and ((module, imported) in KNOWN) == known:
                found.append(
                    f"{path.relative_to(PACKAGE.parent)}:{line}: {module} ({layer_name(own)}) imports "
                    f"{imported} ({layer_name(target)})"
                )
    return found


#: The teaching side: what pupils and teachers use.
TEACHING = "numnum.teaching"
#: The modules outside the teaching side that may import it: the command line and the old paths.
TEACHING_DOORS = frozenset(
    {"numnum.__main__", "numnum.quiz", "numnum.decks", "numnum.exercises", "numnum.printing", "numnum.lessons"}
)


def _in(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


def imports_of_the_teaching_side() -> list[str]:
    """Every import of ``numnum.teaching`` by a module outside it (but the doors), with its place."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = module_name(path)
        if _in(module, TEACHING) or module in TEACHING_DOORS:
            continue
        for line, imported in sorted(set(imported_modules(ast.parse(path.read_text(encoding="utf-8"))))):
            if _in(imported, TEACHING):
                found.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {module} imports {imported}")
    return found


def test_nothing_below_the_teaching_side_imports_it() -> None:
    """The engine side, the card table and the basics know nothing of lessons and exercises."""
    assert imports_of_the_teaching_side() == []


def test_the_doors_to_the_teaching_side_are_the_old_paths_and_the_command_line() -> None:
    from numnum.teaching.old_paths import OLD_PATHS

    assert {"numnum.__main__", *OLD_PATHS} == TEACHING_DOORS
    for module in TEACHING_DOORS:
        path = PACKAGE.parent / Path(*module.split("."))
        assert path.with_suffix(".py").exists() or (path / "__init__.py").exists(), module


def test_the_teaching_side_is_told_where_it_imports() -> None:
    tree = ast.parse("from numnum.teaching.questions import answers\nimport numnum.cards\n")
    assert [m for _line, m in imported_modules(tree) if _in(m, TEACHING)] == ["numnum.teaching.questions"]
    assert not _in("numnum.teachings", TEACHING) and _in("numnum.teaching.lessons.lesson01", TEACHING)


def test_no_module_imports_a_layer_above_its_own() -> None:
    assert upward_imports() == []


def test_every_known_exception_still_exists() -> None:
    """A fixed exception leaves :data:`KNOWN` (so the list only shrinks)."""
    assert len(upward_imports(known=True)) == len(KNOWN)


def test_every_layer_holds_modules() -> None:
    modules = [module_name(p) for p in PACKAGE.rglob("*.py")]
    for number, (name, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            assert any(m == prefix or m.startswith(prefix + ".") for m in modules), (name, prefix)
        assert layer_name(number) == name
    assert layer_of("numnum") == layer_of("numnum.widget.controller") == len(LAYERS)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("import numnum.engine.game", ["numnum.engine.game"]),
        ("from numnum.engine import game", ["numnum.engine.game"]),
        ("from numnum.engine.game import Game", ["numnum.engine.game"]),
        ("def f():\n    import numnum.widget\n", ["numnum.widget"]),
        ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import numnum.widget\n", []),
        (
            "import typing\nif typing.TYPE_CHECKING:\n    import numnum.widget\nelse:\n    import numnum.bots\n",
            ["numnum.bots"],
        ),
        ("import os, json", []),
    ],
)
def test_imports_are_found_where_they_run(source: str, expected: list[str]) -> None:
    assert [m for _line, m in imported_modules(ast.parse(source))] == expected


def test_an_upward_import_is_told_with_its_place() -> None:
    assert layer_of("numnum.cards") < layer_of("numnum.engine.rules") < layer_of("numnum.variants.maumau")
    assert layer_of("numnum.variants") < layer_of("numnum.bots.expert") < layer_of("numnum.render.text")
    assert layer_of("numnum.render.text") < layer_of("numnum.teaching.lessons.lesson01")
