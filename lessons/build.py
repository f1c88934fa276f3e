"""Build the lesson notebooks in lessons/en/ and lessons/de/ from lessons/source/*.py.

Each source file holds one lesson in both languages, cell by cell, so the English and the
German notebook always have the same cells in the same order:

- ``NAME = {"en": "01_...", "de": "01_..."}``: the notebook file names (without ``.ipynb``);
- ``CELLS``: a list of ``("md", english, german)`` and ``("step", name)``: a step is a code cell
  that calls ``numnum.teaching.lessons.lessonNN.name(lang)`` (the step's code, questions and answers live
  in the package, never in the notebook).  ``("code", english, german)`` is a code cell written
  out (one text when it is the same in both languages; ``$LANG`` becomes ``"en"`` or ``"de"``).
  ``("practice",)`` is the practice for the lesson's star, the same in every lesson: its heading
  and what earns the star, then the step ``practise``.

The sentence of the first text that says how to run the cells in JupyterLab (:data:`RUN_ALL`) is
marked (class ``numnum-run-all``): it shows only until the cells have run (the Start step's
output hides it), so never in Voilà, where the cells run by themselves.

Pupil mode: every code cell's source is hidden (cell metadata ``jupyter.source_hidden``, which
JupyterLab follows; Voilà shows no code at all) and cannot be edited by mistake; the pupil sees
the texts, pictures and questions only.  No cell can be edited or deleted by mistake (a stray
"d d" in JupyterLab's command mode deletes a cell).

Run ``.venv/bin/python lessons/build.py`` after editing a source; the notebooks are written
without outputs.  ``tests/test_lessons.py`` checks that the stored notebooks are what this
script builds.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import nbformat
from nbformat.notebooknode import NotebookNode

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "source"
LANGS = ("en", "de")
#: The first line of every step's (hidden) code: JupyterLab shows it on the collapsed cell.
PREPARES = {
    "en": "⚙ The computer prepares this part for you.",
    "de": "⚙ Diesen Teil bereitet der Computer für dich vor.",
}


def load(path: Path) -> ModuleType:
    """The lesson source module at ``path``."""
    spec = importlib.util.spec_from_file_location(f"lesson_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: The text before every lesson's practice (``("practice",)``), ``{n}`` the lesson's number.
PRACTICE = {
    "en": "## Practice for your star\n\nAnswer until you have **three right in a row**, each at the first try. "
    "Then you get the star of lesson {n}.",
    "de": "## Üben für deinen Stern\n\nAntworte, bis du **dreimal hintereinander** gleich beim ersten Versuch "
    "richtig liegst. Dann bekommst du den Stern von Lektion {n}.",
}

#: How to run the cells in JupyterLab, as the first text of every lesson says it: marked, so that it
#: shows only where it applies (until the cells have run; never in Voilà).
RUN_ALL = {
    "en": "(In JupyterLab, first choose *Run → Run All Cells* in the menu.)",
    # the German menu entries of JupyterLab in German (the site's language pack), and the English ones
    "de": "(In JupyterLab wählst du zuerst im Menü *Ausführen → Alle Zellen ausführen*;"
    " englisch: *Run → Run All Cells*.)",
}


def mark_run_all(text: str, lang: str) -> str:
    """``text`` with the sentence :data:`RUN_ALL` marked (class ``numnum-run-all``).

    >>> mark_run_all("Read. (In JupyterLab, first choose *Run → Run All Cells* in the menu.)", "en")
    'Read. <span class="numnum-run-all">(In JupyterLab, first choose *Run → Run All Cells* in the menu.)</span>'
    """
    return text.replace(RUN_ALL[lang], f'<span class="numnum-run-all">{RUN_ALL[lang]}</span>')


def source_cells(module: ModuleType) -> list[tuple[str, ...]]:
    """The cells of a lesson source, the ones that every lesson shares written out."""
    number = int(module.NAME["en"][:2])
    cells: list[tuple[str, ...]] = []
    for cell in module.CELLS:
        if cell == ("practice",):
            cells += [("md", PRACTICE["en"].format(n=number), PRACTICE["de"].format(n=number)), ("step", "practise")]
        else:
            cells.append(cell)
    return cells


def notebook(module: ModuleType, lang: str) -> NotebookNode:
    """One lesson as a notebook in ``lang`` (outputs empty)."""
    i = LANGS.index(lang)
    cells = []
    for n, (kind, *texts) in enumerate(source_cells(module)):
        text = texts[i] if len(texts) > 1 else texts[0]
        text = text.strip("\n")
        cell_id = f"{module.NAME['en'][:2]}-{n:02d}"
        if kind == "step":
            number = module.NAME["en"][:2]
            label = PREPARES[lang]
            text = f'# {label}\nfrom numnum.teaching.lessons import lesson{number}\n\nlesson{number}.{text}("{lang}")'
        if kind == "md":
            cells.append(nbformat.v4.new_markdown_cell(mark_run_all(text, lang), id=cell_id))
            cells[-1].metadata = {"editable": False, "deletable": False}
        elif kind in ("code", "step"):
            cell = nbformat.v4.new_code_cell(text.replace("$LANG", f'"{lang}"'), id=cell_id)
            cell.metadata = {
                "jupyter": {"source_hidden": True},
                "editable": False,
                "deletable": False,
                "tags": ["hide-input"],
            }
            cells.append(cell)
        else:
            raise ValueError(f"{module.__name__}: unknown cell kind {kind!r}")
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    }
    return nb


def lessons() -> list[ModuleType]:
    """Every lesson source, in order."""
    return [load(p) for p in sorted(SOURCES.glob("[0-9]*.py"))]


def build() -> list[Path]:
    """Write every lesson notebook; return the paths written."""
    written = []
    for module in lessons():
        for lang in LANGS:
            path = HERE / lang / f"{module.NAME[lang]}.ipynb"
            path.parent.mkdir(exist_ok=True)
            nbformat.write(notebook(module, lang), path)
            written.append(path)
    return written


if __name__ == "__main__":
    for p in build():
        print(p.relative_to(HERE.parent))
    sys.exit(0)
