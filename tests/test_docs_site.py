"""The documentation site's own pages (docs/_ext/numnum_pages.py): the README files, every rules
page and every lesson become pages, with their links pointed at the site's pages.

``make docs`` builds the site itself (every warning and every broken link fails it).
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from types import ModuleType

import pytest

from numnum.rulebook import rules_page
from numnum.variants import VARIANTS

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


@pytest.fixture
def pages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The page generator, writing into ``tmp_path`` instead of docs/_generated."""
    spec = importlib.util.spec_from_file_location("numnum_pages", DOCS / "_ext" / "numnum_pages.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "OUT", tmp_path)
    module.generate()
    return module


def test_every_game_has_a_rules_page_in_english_and_german(pages: ModuleType, tmp_path: Path) -> None:
    index = (tmp_path / "rules" / "index.md").read_text(encoding="utf-8")
    for variant in VARIANTS:
        for lang in ("en", "de"):
            page = (tmp_path / "rules" / f"{variant}.{lang}.md").read_text(encoding="utf-8")
            assert page == str(rules_page(variant, lang)) + "\n"
            assert f"\n{variant}.{lang}\n" in index


def test_every_lesson_is_a_page_with_its_text_and_code_not_run(pages: ModuleType, tmp_path: Path) -> None:
    notebooks = sorted((ROOT / "lessons").glob("*/*.ipynb"))
    assert len(notebooks) == 20
    index = (tmp_path / "lessons" / "index.md").read_text(encoding="utf-8")
    for notebook in notebooks:
        lang = notebook.parent.name
        page = (tmp_path / "lessons" / lang / f"{notebook.stem}.md").read_text(encoding="utf-8")
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        assert page.startswith("".join(cells[0]["source"]).strip())
        assert pages.WORDS[lang]["note"] in page
        code = [c for c in cells if c["cell_type"] == "code"]
        assert page.count("```python\n") == len(code)
        for cell in cells:
            assert "".join(cell["source"]).strip() in page
        assert f"\n{lang}/{notebook.stem}\n" in index


def test_the_readmes_links_lead_to_pages_of_the_site(pages: ModuleType, tmp_path: Path) -> None:
    readme = (tmp_path / "readme.md").read_text(encoding="utf-8")
    assert "](../README.md)" in readme and "](docs/README.md)" not in readme
    benchmarks = (tmp_path / "benchmarks.md").read_text(encoding="utf-8")
    assert "](../performance.md#" in benchmarks and "](../docs/" not in benchmarks
    generated = DOCS / "_generated"
    for name, _link, new in pages.LINKS:
        target = (generated / name).parent.joinpath(new.partition("#")[0]).resolve()
        if target.is_relative_to(generated):  # a generated page: here in tmp_path
            target = tmp_path / target.relative_to(generated)
        assert target.exists(), f"{name} links {new}, which is no page"


def test_docs_pages_links_to_files_outside_docs_become_pages_or_names(pages: ModuleType) -> None:
    source = ["See [the README](../README.md#for-teachers), [soak](../benchmarks/README.md) and "
              "[tests/test_rules_maumau.py](../tests/test_rules_maumau.py)."]  # fmt: skip
    pages.point_links_at_pages(None, "teachers", source)
    assert source == [
        "See [the README](_generated/readme.md#for-teachers), [soak](_generated/benchmarks.md) and "
        "tests/test_rules_maumau.py."
    ]
    nested = ["[x](../README.md)"]
    pages.point_links_at_pages(None, "_generated/readme", nested)
    assert nested == ["[x](../README.md)"]  # only the pages of docs/ itself


def test_every_page_of_docs_is_in_the_sites_table_of_contents() -> None:
    index = (DOCS / "index.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^([\w/.-]+)$", index, flags=re.M))
    for page in DOCS.glob("*.md"):
        assert page.stem == "index" or page.stem in listed, f"docs/index.md does not list {page.name}"


def test_the_api_reference_covers_the_teaching_side_and_names_real_modules() -> None:
    """docs/reference.md's module list: each part of numnum/teaching is in it, and every name
    there is a module (autosummary would fail the build on one that is not)."""
    text = (DOCS / "reference.md").read_text(encoding="utf-8")
    listed = re.findall(r"^   (numnum[\w.]*)$", text, flags=re.M)
    for name in listed:
        assert importlib.util.find_spec(name) is not None, name
    parts = {p.stem if p.suffix else p.name for p in (ROOT / "numnum" / "teaching").iterdir() if p.name[0] not in "_."}
    parts -= {"old_paths", "lessons"}  # the old import paths; the lessons' steps are read as notebooks (above)
    covered = {name.split(".")[2] for name in listed if name.startswith("numnum.teaching.")}
    assert parts <= covered, sorted(parts - covered)
