"""What each optional part of numnum needs, and one line that says how to get it.

``pip install numnum`` brings the engine, the card table, the explanations and the lessons'
logic.  Printing, graded notebooks and serving the lessons need more packages, installed as
*extras* (see ``pyproject.toml``): ``numnum[print]``, ``numnum[teachers]``, ``numnum[voila]``,
or ``numnum[all]`` for everything.  A feature calls :func:`require` before it starts; when a
package is missing, :class:`MissingExtra` says in one line which extra to install, in the user's
language.

>>> require("print") is None   # reportlab and svglib are here
True
>>> import sys
>>> saved, sys.modules["svglib"] = sys.modules.get("svglib"), None   # as if svglib were missing
>>> require("print", "de")
Traceback (most recent call last):
...
numnum.extras.MissingExtra: Zum Drucken braucht numnum das Extra print (svglib fehlt): pip install 'numnum[print]'
>>> if saved is None: del sys.modules["svglib"]
... else: sys.modules["svglib"] = saved
>>> require("cake")
Traceback (most recent call last):
...
ValueError: extra must be one of 'print', 'teachers', 'voila', not 'cake'
"""

from __future__ import annotations

import importlib.util
import sys
from typing import Final

from numnum.i18n import N_, check_lang
from numnum.i18n import translate as _

__all__ = ["EXTRAS", "MissingExtra", "missing", "require"]

#: Each extra with the modules its features import (the packages' import names).
EXTRAS: Final[dict[str, tuple[str, ...]]] = {
    "print": ("reportlab", "svglib"),
    "teachers": ("nbformat", "nbgrader"),
    "voila": ("voila",),
}

#: The one line for each extra: what needs it, then the missing module and the pip command.
_MESSAGES: Final = {
    "print": N_("Printing needs the print extra ({module} is missing): pip install 'numnum[print]'"),
    "teachers": N_("Graded notebooks need the teachers extra ({module} is missing): pip install 'numnum[teachers]'"),
    "voila": N_("The lessons as apps need the voila extra ({module} is missing): pip install 'numnum[voila]'"),
}


class MissingExtra(ImportError, ValueError):
    """A feature needs an extra that is not installed; the message is the one line that says
    which to install.  An :class:`ImportError` (a module is missing) and a :class:`ValueError`
    (the teachers' command line and panel show those as one line)."""


def _absent(module: str) -> bool:
    if module in sys.modules:
        return sys.modules[module] is None  # None: Python's own mark of a module that must not load
    try:
        return importlib.util.find_spec(module) is None
    except (ImportError, ValueError):
        return True


def missing(extra: str) -> list[str]:
    """The modules of ``extra`` that cannot be imported here (nothing is imported to find out).

    >>> missing("print")
    []
    """
    if extra not in EXTRAS:
        raise ValueError(f"extra must be one of {', '.join(repr(x) for x in EXTRAS)}, not {extra!r}")
    return [m for m in EXTRAS[extra] if _absent(m)]


def require(extra: str, lang: str = "en") -> None:
    """Raise :class:`MissingExtra` (in ``lang``) unless every module of ``extra`` is installed."""
    lang = check_lang(lang)
    absent = missing(extra)
    if absent:
        raise MissingExtra(_(_MESSAGES[extra], lang).format(module=absent[0]), name=absent[0])
