"""Old import paths kept for notebooks already in users' hands.

Before the teaching side had its own package (:mod:`numnum.teaching`), its modules stood at the
top of ``numnum``: handed-out graded notebooks say ``from numnum.exercises.graded import
check``, pupils' kept lesson notebooks import ``numnum.lessons``, teachers' notebooks use
``numnum.exercises``, ``numnum.printing``, ``numnum.decks`` and ``numnum.quiz``.  Each of those
old modules is a few lines that call :func:`keep`: the old name and every module below it are
then the very same module objects as the new ones (no second copy, so kept answers and
settings are shared).  Modules that moved inside the teaching side keep their old names the same
way (:data:`MOVED`: the teachers' panel and commands left :mod:`numnum.teaching.exercises` for
:mod:`numnum.teaching.desk`).

>>> import numnum.exercises.graded, numnum.teaching.exercises.graded
>>> numnum.exercises.graded is numnum.teaching.exercises.graded
True
>>> import numnum.quiz, numnum.teaching.questions
>>> numnum.quiz is numnum.teaching.questions
True
>>> import numnum.teaching.exercises.panel, numnum.teaching.desk.panel
>>> numnum.teaching.exercises.panel is numnum.teaching.desk.panel
True
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType

#: Old module name -> new module name (a package covers the modules below it).
OLD_PATHS = {
    "numnum.quiz": "numnum.teaching.questions",
    "numnum.decks": "numnum.teaching.decks.teachers",
    "numnum.exercises": "numnum.teaching.exercises",
    "numnum.printing": "numnum.teaching.printing",
    "numnum.lessons": "numnum.teaching.lessons",
}

#: Modules that moved inside the teaching side: old module name -> new module name.  No file
#: stands under the old name; the package they left calls :func:`keep_moved`.
MOVED = {
    "numnum.teaching.exercises.cli": "numnum.teaching.desk.cli",
    "numnum.teaching.exercises.downloads": "numnum.teaching.desk.downloads",
    "numnum.teaching.exercises.panel": "numnum.teaching.desk.panel",
    "numnum.teaching.exercises.settings": "numnum.teaching.desk.settings",
}


def new_name(old: str) -> str | None:
    """The new name of an old module name, or None when ``old`` is no old path.

    >>> new_name("numnum.exercises.graded")
    'numnum.teaching.exercises.graded'
    >>> new_name("numnum.exercises.panel")
    'numnum.teaching.desk.panel'
    >>> new_name("numnum.cards") is None
    True
    """
    for before, after in OLD_PATHS.items():
        if old == before or old.startswith(before + "."):
            return new_name(after + old[len(before) :]) or after + old[len(before) :]
    for before, after in MOVED.items():
        if old == before or old.startswith(before + "."):
            return after + old[len(before) :]
    return None


class _Same(importlib.abc.Loader):
    """Hands out the module that is already loaded under its new name."""

    def __init__(self, module: ModuleType) -> None:
        self.module = module

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        return self.module

    def exec_module(self, module: ModuleType) -> None:
        """Nothing to run: the module ran once, under its new name."""


class _OldPaths(importlib.abc.MetaPathFinder):
    """Finds a module below an old path as the same module under the new one."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        new = new_name(fullname)
        if new is None or fullname in OLD_PATHS:
            return None  # the old package itself is a real file that calls keep()
        module = importlib.import_module(new)
        return importlib.machinery.ModuleSpec(fullname, _Same(module), origin=getattr(module, "__file__", None))


def keep_moved() -> None:
    """Let the old names of the modules that moved (:data:`MOVED`) import the new modules.

    Called by the package they left while it is imported.
    """
    if not any(isinstance(finder, _OldPaths) for finder in sys.meta_path):
        sys.meta_path.insert(0, _OldPaths())


def keep(old: str) -> None:
    """Make the old module name ``old`` (a key of :data:`OLD_PATHS`) the new module itself.

    Called by the old module while it is imported: the import then hands out the new module.
    """
    keep_moved()
    sys.modules[old] = importlib.import_module(OLD_PATHS[old])
