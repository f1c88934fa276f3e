"""The project's documentation in ``docs/`` stays true: its examples run, what it names exists.

- Every ``pycon`` block (lines starting ``>>>``) of every page runs as a doctest.
- Every relative link of the pages (and of the README's link to them) leads to a file.
- Every test that ``docs/rules.md`` names exists in ``tests/``.
- Every path in the table of ``docs/architecture.md`` exists.
"""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.glob("*.md"))


def relative(path: Path) -> str:
    return str(path.relative_to(ROOT))


def pycon_only(text: str) -> str:
    """``text`` with every line outside a ```` ```pycon ```` block blanked (line numbers kept)."""
    out, inside = [], False
    for line in text.splitlines():
        if line.startswith("```"):
            inside = line.strip() == "```pycon"
            out.append("")
            continue
        out.append(line if inside else "")
    return "\n".join(out) + "\n"


def test_there_are_pages_and_an_index_that_links_each_one() -> None:
    names = {page.name for page in PAGES}
    assert {"README.md", "rules.md", "api.md", "architecture.md", "performance.md"} <= names
    index = (DOCS / "README.md").read_text(encoding="utf-8")
    for page in PAGES:
        if page.name != "README.md":
            assert f"]({page.name})" in index, f"docs/README.md does not link {page.name}"
    assert "](docs/" in (ROOT / "README.md").read_text(encoding="utf-8"), "README.md does not link docs/"


@pytest.mark.parametrize("doc", PAGES, ids=relative)
def test_the_examples_of_each_page_run(doc: Path) -> None:
    page = doc  # (not a parameter named "page": that is the browser tests' fixture)
    text = pycon_only(page.read_text(encoding="utf-8"))
    test = doctest.DocTestParser().get_doctest(text, {}, page.name, str(page), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    results = runner.summarize(verbose=False)
    assert results.failed == 0, f"{results.failed} of {results.attempted} examples of {page.name} failed (see above)"
    if page.name == "api.md":
        assert results.attempted >= 20


@pytest.mark.parametrize("doc", [*PAGES, ROOT / "README.md", ROOT / "benchmarks" / "README.md"], ids=relative)
def test_every_relative_link_leads_to_a_file(doc: Path) -> None:
    page = doc
    text = page.read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
        if "://" in target or target.startswith("mailto:"):
            continue
        assert (page.parent / target).exists(), f"{page.name} links {target}, which does not exist"


def test_every_test_that_the_rules_page_names_exists() -> None:
    named = set(re.findall(r"`(test_\w+)`", (DOCS / "rules.md").read_text(encoding="utf-8")))
    defined = set()
    for module in (ROOT / "tests").glob("test_*.py"):
        defined |= set(re.findall(r"^def (test_\w+)\(", module.read_text(encoding="utf-8"), flags=re.M))
    assert len(named) > 100
    assert named <= defined, f"docs/rules.md names tests that do not exist: {sorted(named - defined)}"


def architecture_paths() -> list[str]:
    """The paths in the first column of the table in ``docs/architecture.md``."""
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    return re.findall(r"^\| `([^`]+)` \|", text, flags=re.M)


def test_every_path_in_the_architecture_table_exists() -> None:
    paths = architecture_paths()
    assert len(paths) > 40
    missing = [p for p in paths if not (ROOT / p).exists()]
    assert not missing, f"docs/architecture.md names paths that do not exist: {missing}"


def test_every_module_is_on_the_architecture_map() -> None:
    """Every module of ``numnum/`` has its row (a package's ``__init__.py``: its folder's row)."""
    listed = set(architecture_paths())
    unlisted = [
        str(p.relative_to(ROOT))
        for p in sorted((ROOT / "numnum").rglob("*.py"))
        if str(p.relative_to(ROOT)) not in listed
        and not (p.name == "__init__.py" and str(p.parent.relative_to(ROOT)) in listed)
    ]
    assert not unlisted, f"docs/architecture.md does not map: {unlisted}"
