"""Only the optional compiled core lives here; everything else is in pyproject.toml.

``NUMNUM_USE_MYPYC=1 pip install .`` (or ``make wheels``) compiles the modules of ``COMPILED``
with mypyc; see ``build_backend/numnum_build.py``.
"""

from __future__ import annotations

import os

from setuptools import setup

#: The modules compiled with mypyc: the engine, the rules and the computer players.  Everything
#: else (options with their dataclass ClassVars, the save format, views, widgets, texts) stays
#: interpreted; the compiled modules call it as any Python code.
COMPILED = [
    "numnum/cards.py",
    "numnum/moves.py",
    "numnum/engine/game.py",
    "numnum/engine/play_table.py",
    "numnum/engine/rules.py",
    "numnum/variants/coloured.py",
    "numnum/variants/notation.py",
    "numnum/variants/numnum.py",
    "numnum/variants/maumau.py",
    "numnum/variants/maumau_110.py",
    "numnum/variants/number_one.py",
    "numnum/bots/base.py",
    "numnum/bots/random_bot.py",
    "numnum/bots/child.py",
    "numnum/bots/greedy.py",
    "numnum/bots/inference.py",
    "numnum/bots/expert.py",
]

ext_modules = []
wanted = os.environ.get("NUMNUM_USE_MYPYC", "") == "1"
if wanted and not os.environ.get("NUMNUM_EDITABLE") and not os.environ.get("NUMNUM_REQUIRES_ONLY"):
    from mypyc.build import mypycify

    ext_modules = mypycify(COMPILED, opt_level="3", multi_file=False)

setup(ext_modules=ext_modules)
