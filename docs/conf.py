"""Sphinx settings of numnum's documentation site: ``make docs`` builds it into docs/_build/html.

The pages are Markdown (MyST).  Besides the pages of ``docs/``, the site holds pages made from
other sources at the start of every build (``_ext/numnum_pages.py`` writes them into
``docs/_generated/``): the README, the lessons' README, the benchmarks' README, the rules pages of
every game in English and German (``numnum.rulebook``) and the lessons, without running them.
The build treats every warning as an error and every link inside the site as checked: a link to a
page or heading that does not exist fails it (nitpicky mode, MyST's reference checks).
"""

from __future__ import annotations

import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path[:0] = [str(DOCS.parent), str(DOCS / "_ext")]

import numnum  # noqa: E402 - the package from this work tree

project = "numnum"
author = "the numnum developers"
copyright = "2026, the numnum developers"
release = version = numnum.__version__
language = "en"

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.napoleon",
    "sphinx.ext.viewcode",
    "numnum_pages",
]
root_doc = "index"
source_suffix = {".md": "markdown", ".rst": "restructuredtext"}
exclude_patterns = ["_build", "Thumbs.db", ".DS_Store"]

# Links: a Markdown link to a page or a heading (#anchor) of the site is a checked reference.
myst_all_links_external = False
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence", "deflist"]
nitpicky = True
#: The modules of the API reference (reference.md): a docstring's reference to one of their names
#: is checked.  References to other modules, the standard library's and other packages' (no
#: inventory offline) stay plain code.
DOCUMENTED = [
    "numnum.cards", "numnum.moves", "numnum.engine.game", "numnum.engine.player_view", "numnum.arithmetic",
    "numnum.explanations", "numnum.rulebook", "numnum.render.text", "numnum.tournament", "numnum.extras",
    "numnum.teaching.questions", "numnum.teaching.pictures", "numnum.teaching.counting",
    "numnum.teaching.decks.lessons", "numnum.teaching.decks.teachers", "numnum.teaching.desk.panel",
    "numnum.teaching.exercises", "numnum.teaching.exercises.topics", "numnum.teaching.exercises.practice",
    "numnum.teaching.exercises.assignment", "numnum.teaching.exercises.graded",
    "numnum.teaching.printing", "numnum.teaching.printing.editable", "numnum.teaching.printing.decks",
    "numnum.bots.base", "numnum.bots.make_bot", "numnum.errors",
]  # fmt: skip
_checked = "|".join(m.replace(".", r"\.") + r"(\.[A-Za-z_]\w*)*" for m in DOCUMENTED)
nitpick_ignore_regex = [(r"py:.*", rf"(?!(numnum|{_checked})$).*")]

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": False}
autosummary_generate = True
autosummary_ignore_module_all = False  # a module's summary lists the names of its __all__

html_theme = "furo"
html_title = f"numnum {version}"
html_static_path: list[str] = []
html_show_sourcelink = False
# Nothing fetched from another host when a page is read: no web fonts, no MathJax (no page has math).
html_theme_options = {"navigation_with_keys": True}
