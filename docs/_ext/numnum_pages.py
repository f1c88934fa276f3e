"""The site's pages that come from elsewhere, written into ``docs/_generated/`` when a build starts.

- ``readme.md``, ``lessons-readme.md``, ``benchmarks.md``: the README files of the project, its
  lessons and its benchmarks, their links to other pages of the site pointed at those pages;
- ``rules/<game>.<lang>.md``: the rules page of every game in English and German, rendered by
  :func:`numnum.rulebook.rules_page` (with the option tables the code fills in);
- ``lessons/<lang>/<notebook>.md``: every lesson notebook as a page, its text and its code, not
  run (the pictures and questions appear when the lesson runs);
- ``lessons/index.md``, ``rules/index.md``: a list of each.

A file is rewritten only when its text changed, so that Sphinx rebuilds only what changed.
``docs/_generated/`` is not kept in git.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

DOCS = Path(__file__).resolve().parent.parent
ROOT = DOCS.parent
OUT = DOCS / "_generated"

#: Links in the copied READMEs to files that are pages of the site: (copied file, link, new link).
LINKS = [
    ("readme.md", "docs/README.md", "../README.md"),
    ("readme.md", "lessons/README.md", "lessons-readme.md"),
    ("readme.md", "benchmarks/README.md", "benchmarks.md"),
    ("readme.md", "tools/lite/README.md", "lite-readme.md"),
    ("benchmarks.md", "../docs/performance.md", "../performance.md"),
]
#: Links in ``docs/*.md`` to files that the site holds as generated pages.
DOCS_LINKS = {"../README.md": "_generated/readme.md", "../benchmarks/README.md": "_generated/benchmarks.md"}

WORDS = {
    "en": {
        "lessons": "Lessons in English",
        "rules": "Rules pages",
        "note": "This page shows the lesson's text and the code of its steps. The pictures, the "
        "questions and the round of play appear when the lesson runs: as an app (`make lessons`), "
        "on the JupyterLite site or in JupyterLab.",
    },
    "de": {
        "lessons": "Lektionen auf Deutsch",
        "rules": "Spielregeln",
        "note": "Diese Seite zeigt den Text der Lektion und den Code ihrer Schritte. Die Bilder, die "
        "Fragen und die Spielrunde erscheinen, wenn die Lektion läuft: als App (`make lessons`), "
        "auf der JupyterLite-Seite oder in JupyterLab.",
    },
}


def write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` unless it holds exactly that already."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def copy_readme(source: Path, name: str) -> None:
    text = source.read_text(encoding="utf-8")
    if name == "readme.md":  # the README's links to the pages of docs/: pages of the site
        text = re.sub(r"\]\(docs/(?!README\.md)([\w-]+\.md)", r"](../\1", text)
    for page, link, new in LINKS:
        if page == name:
            text = text.replace(f"]({link})", f"]({new})").replace(f"]({link}#", f"]({new}#")
    write(OUT / name, text)


def rules_pages() -> list[str]:
    """One page per game and language; their names."""
    from numnum.rulebook import LANGS, rules_page
    from numnum.variants import VARIANTS

    names = []
    for variant in VARIANTS:
        for lang in LANGS:
            names.append(f"{variant}.{lang}")
            write(OUT / "rules" / f"{variant}.{lang}.md", str(rules_page(variant, lang)) + "\n")
    return names


def lesson_page(notebook: Path, lang: str) -> str:
    """A lesson notebook as MyST Markdown: the Markdown cells as they are, the code cells as code."""
    cells: list[dict[str, Any]] = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    parts = []
    for i, cell in enumerate(cells):
        source = "".join(cell["source"]).strip()
        if cell["cell_type"] == "markdown":
            parts.append(source)
            if i == 0:  # after the title and the introduction
                parts.append(f":::{{note}}\n{WORDS[lang]['note']}\n:::")
        elif cell["cell_type"] == "code" and source:
            parts.append(f"```python\n{source}\n```")
    return "\n\n".join(parts) + "\n"


def lessons() -> dict[str, list[str]]:
    """One page per lesson notebook; the page names per language."""
    names: dict[str, list[str]] = {}
    for lang in ("en", "de"):
        names[lang] = []
        for notebook in sorted((ROOT / "lessons" / lang).glob("*.ipynb")):
            write(OUT / "lessons" / lang / f"{notebook.stem}.md", lesson_page(notebook, lang))
            names[lang].append(notebook.stem)
    return names


def toctree(title: str, entries: list[str]) -> str:
    return "```{toctree}\n:maxdepth: 1\n:caption: " + title + "\n\n" + "\n".join(entries) + "\n```\n"


def generate() -> None:
    """Write every generated page (autosummary writes the modules' pages into ``api/`` anew)."""
    shutil.rmtree(OUT / "api", ignore_errors=True)
    copy_readme(ROOT / "README.md", "readme.md")
    copy_readme(ROOT / "lessons" / "README.md", "lessons-readme.md")
    copy_readme(ROOT / "benchmarks" / "README.md", "benchmarks.md")
    copy_readme(ROOT / "tools" / "lite" / "README.md", "lite-readme.md")
    rules = rules_pages()
    write(
        OUT / "rules" / "index.md",
        "# Rules pages / Spielregeln\n\nEvery game's rules in plain words, then a part for teachers; "
        "the card table's *Rules* button shows the players' part.\n\n"
        + toctree("English", [n for n in rules if n.endswith(".en")])
        + "\n"
        + toctree("Deutsch", [n for n in rules if n.endswith(".de")]),
    )
    names = lessons()
    write(
        OUT / "lessons" / "index.md",
        "# Lessons / Lektionen\n\nTen lessons in English and German; "
        "{doc}`the lessons' README <../lessons-readme>` says what each one teaches.\n\n"
        + toctree(WORDS["en"]["lessons"], [f"en/{n}" for n in names["en"]])
        + "\n"
        + toctree(WORDS["de"]["lessons"], [f"de/{n}" for n in names["de"]]),
    )


def point_links_at_pages(app: Any, docname: str, source: list[str]) -> None:
    """``docs/*.md`` link some files outside ``docs/`` that the site holds as generated pages."""
    if "/" not in docname:
        for link, page in DOCS_LINKS.items():
            source[0] = source[0].replace(f"]({link})", f"]({page})").replace(f"]({link}#", f"]({page}#")
        # a test of the project is a file of the repository, not a page: shown by its name
        source[0] = re.sub(r"\[([^\]]+)\]\(\.\./tests/[^)]+\)", r"\1", source[0])


def setup(app: Any) -> dict[str, Any]:
    generate()
    app.connect("source-read", point_links_at_pages)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
