"""The lessons in lessons/en and lessons/de: built from lessons/source, alike in both languages,
complete (explanation, picture, exercises, a round of play, a summary), stored without outputs,
and every one runs headless; in a real browser a quiz answers a click with its reason.

The notebooks run one after the other in one shared kernel (its namespace reset before each
notebook), which keeps the run short on a small machine.
"""

from __future__ import annotations

import dataclasses
import html
import importlib
import importlib.util
import io
import os
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import browser as browser_helper
import nbformat
import pytest
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"


def _notebooks(lang: str) -> list[Path]:
    return sorted(p for p in (LESSONS / lang).glob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


EN, DE = _notebooks("en"), _notebooks("de")
ALL = EN + DE
PAIRS = list(zip(EN, DE, strict=False))


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def _build_module() -> Any:
    spec = importlib.util.spec_from_file_location("lessons_build", LESSONS / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _code_shape(source: str) -> list[tuple[int, str]]:
    """The code's tokens with every text (string literal) and comment replaced by a marker."""
    out: list[tuple[int, str]] = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in (tokenize.COMMENT, tokenize.NL):
            continue
        if tok.type == tokenize.STRING:
            if out and out[-1] == (tokenize.STRING, "<text>"):
                continue  # "a" "b": one text written in two pieces
            out.append((tokenize.STRING, "<text>"))
        else:
            out.append((tok.type, tok.string))
    return out


# --- what is there ----------------------------------------------------------------------------


def test_there_are_at_least_eight_lessons_in_both_languages() -> None:
    assert len(EN) >= 8
    assert len(EN) == len(DE)
    assert [p.name[:3] for p in EN] == [p.name[:3] for p in DE] == [f"{i:02d}_" for i in range(1, len(EN) + 1)]


def test_the_notebooks_are_what_the_sources_build() -> None:
    build = _build_module()
    expected = {}
    for module in build.lessons():
        for lang in build.LANGS:
            expected[LESSONS / lang / f"{module.NAME[lang]}.ipynb"] = build.notebook(module, lang)
    assert sorted(expected) == sorted(ALL), "run `.venv/bin/python lessons/build.py`"
    for path, nb in expected.items():
        stored = nbformat.read(path, as_version=4)
        assert [(c.cell_type, c.source, c.metadata) for c in stored.cells] == [
            (c.cell_type, c.source, c.metadata) for c in nb.cells
        ], f"{_id(path)} differs from its source: run `.venv/bin/python lessons/build.py`"


@pytest.mark.parametrize(("en", "de"), PAIRS, ids=[_id(p) for p, _ in PAIRS])
def test_english_and_german_lessons_have_the_same_structure(en: Path, de: Path) -> None:
    a, b = nbformat.read(en, as_version=4), nbformat.read(de, as_version=4)
    assert [c.cell_type for c in a.cells] == [c.cell_type for c in b.cells]
    for i, (x, y) in enumerate(zip(a.cells, b.cells, strict=True)):
        if x.cell_type == "code":
            assert _code_shape(x.source.replace('"en"', '"de"')) == _code_shape(y.source), f"code cell {i}"
        else:
            headings = [len(h) for h in re.findall(r"^(#+) ", x.source, re.M)]
            assert headings == [len(h) for h in re.findall(r"^(#+) ", y.source, re.M)], f"headings of cell {i}"
    assert '("en")' in a.cells[1].source and '("de")' in b.cells[1].source


STEP = re.compile(r'# ⚙ [^\n]+\nfrom numnum\.teaching\.lessons import (lesson\d\d)\n\n\1\.(\w+)\("(en|de)"\)')


def _steps(nb: Any) -> list[tuple[str, str, str]]:
    """The (module, step, language) that every code cell calls."""
    out = []
    for c in nb.cells:
        if c.cell_type == "code":
            m = STEP.fullmatch(c.source)
            assert m, f"a code cell holds code of its own: {c.source!r}"
            out.append((m.group(1), m.group(2), m.group(3)))
    return out


def _has_feedback(widget: Any) -> bool:
    """Whether a widget tree answers the pupil: it holds a feedback box."""
    if "numnum-feedback-box" in getattr(widget, "_dom_classes", ()):
        return True
    return any(_has_feedback(c) for c in getattr(widget, "children", ()) or ())


@pytest.mark.parametrize("path", ALL, ids=_id)
def test_every_lesson_has_explanation_picture_exercises_practice_play_and_summary(path: Path) -> None:
    from numnum.teaching.lessons.common import Page

    nb = nbformat.read(path, as_version=4)
    steps = _steps(nb)
    lang = path.parent.name
    assert {s[2] for s in steps} == {lang}
    module = importlib.import_module(f"numnum.teaching.lessons.{steps[0][0]}")
    names = [s[1] for s in steps]
    assert names[0] == "begin", "the first code cell is the friendly Start"
    assert names.count("play") == 1 and names.count("practise") == 1
    assert nb.cells[0].cell_type == "markdown" and nb.cells[0].source.startswith("# ")
    assert re.search(r"\d+ (minutes|Minuten)", nb.cells[0].source)
    shown = {n: getattr(module, n)(lang) for n in names if n not in ("play", "practise")}
    pages = [n for n, out in shown.items() if isinstance(out, Page)]
    assert len(pages) >= 2, "pictures"
    exercises = [n for n, out in shown.items() if _has_feedback(out)]
    assert len(exercises) >= 3, "exercises with feedback"
    assert nb.cells[-1].cell_type == "markdown"
    assert re.match(r"## (What you learned|Das hast du gelernt)", nb.cells[-1].source)


@pytest.mark.parametrize("path", ALL, ids=_id)
def test_a_pupil_sees_no_code_every_code_cell_is_hidden_and_locked(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    for c in nb.cells:
        assert c.metadata["editable"] is False and c.metadata["deletable"] is False
        if c.cell_type == "code":
            assert c.metadata["jupyter"]["source_hidden"] is True
        else:
            assert "`" not in c.source, "no code in the texts either"
            assert "Shift + Enter" not in c.source and "Umschalt + Enter" not in c.source


CARD_CODE = re.compile(r"(?<![\w-])[CTSHB](?:[1-9]|[1-8][0-9])(?![\w-])")


def _visible(html_text: str) -> str:
    """The text a pupil sees (and a screen reader reads) in HTML or SVG: no tags or attributes,
    but titles and labels."""
    labels = " ".join(re.findall(r'aria-label="([^"]*)"', html_text))
    return html.unescape(re.sub(r"<[^>]*>", " ", html_text) + " " + labels)


def _widget_texts(obj: Any) -> list[str]:
    out = []
    if hasattr(obj, "_repr_html_") and not hasattr(obj, "children"):
        out.append(obj._repr_html_() or "")
    for name in ("value", "description", "placeholder"):
        v = getattr(obj, name, None)
        if isinstance(v, str):
            out.append(v)
    for c in getattr(obj, "children", ()) or ():
        out += _widget_texts(c)
    return out


@pytest.mark.parametrize("path", ALL, ids=_id)
def test_no_step_shows_a_card_code(path: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))
    nb = nbformat.read(path, as_version=4)
    for module, step, lang in _steps(nb):
        if step == "play":
            continue
        shown = getattr(importlib.import_module(f"numnum.teaching.lessons.{module}"), step)(lang)
        text = " ".join(_visible(t) for t in _widget_texts(shown))
        assert not CARD_CODE.findall(text), f"{step}: {CARD_CODE.findall(text)}"


@pytest.mark.parametrize("path", ALL, ids=_id)
def test_lessons_are_stored_without_outputs(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    dirty = [
        i for i, c in enumerate(nb.cells) if c.cell_type == "code" and (c.outputs or c.execution_count is not None)
    ]
    assert dirty == [], f"{_id(path)}: cells {dirty} have outputs; run `.venv/bin/python lessons/build.py`"


@pytest.mark.parametrize("path", ALL, ids=_id)
def test_how_to_run_the_cells_shows_only_where_it_applies(path: Path) -> None:
    """The sentence "first choose Run → Run All Cells" is marked, and the Start step's output hides
    it: in JupyterLab until the cells have run, never in Voilà (which runs them by itself)."""
    nb = nbformat.read(path, as_version=4)
    texts = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert texts.count("Run All Cells") == texts.count('<span class="numnum-run-all">') == 1
    assert re.search(r'<span class="numnum-run-all">\([^<]*Run All Cells[^<]*\)</span>', nb.cells[0].source)
    from numnum.teaching.lessons.common import start_page

    assert ".numnum-run-all { display: none }" in start_page(1, "x", "en").html()


# --- examples and questions never share numbers (issue 28 §3) ------------------------------------------


def _numbers(text: str) -> set[int]:
    # a number at the end of a sentence counts ("lcm(3, 5) = 15."), the parts of "2.5" do not
    return {int(n) for n in re.findall(r"(?<![\w.])\d+(?!\w|\.\d)", _visible(text))}


#: Where a text splits into sentences (and list items): an example is a sentence or a picture.
_SENTENCES = re.compile(r"(?<=[.!?])\s+|\n\s*\n|\n(?=- |\d\. )|</p>")


def _example_units(shown: Any) -> list[set[int]]:
    """What a step shows as an example, unit by unit: each sentence and each picture of a page,
    and the numbers an explorer starts with."""
    from numnum.teaching.lessons.common import Page

    if isinstance(shown, Page):
        units = []
        for part in shown.parts:
            pieces = [part] if part.lstrip().startswith("<svg") else _SENTENCES.split(part)
            units += [_numbers(p) for p in pieces]
        return units
    return []


def _page_sentences(shown: Any) -> list[str]:
    """The sentences of a step's page (its pictures left out)."""
    from numnum.teaching.lessons.common import Page

    if not isinstance(shown, Page):
        return []
    return [s for part in shown.parts if not part.lstrip().startswith("<svg") for s in _SENTENCES.split(part)]


def _chart_pairs_of(shown: Any) -> list[set[int]]:
    """The (number, count) pairs of the bar charts of a step's page."""
    from numnum.teaching.lessons.common import Page

    return [p for part in shown.parts for p in _chart_pairs(part)] if isinstance(shown, Page) else []


def _chart_pairs(part: str) -> list[set[int]]:
    """A bar chart says each bar's number and count together ("13: 6", as its label reads): each
    pair is an example of its own (lesson 5 charted 13's six partners, then asked for them)."""
    match = re.search(r'class="[^"]*bar-chart[^"]*"[^>]*aria-label="([^"]*)"', part)
    if not match:
        return []
    return [{int(a), int(b)} for a, b in re.findall(r"(\d+): (\d+)", match.group(1))]


#: Words that say nothing about what a question asks.
_PLAIN_WORDS = {"this", "that", "these", "with", "from", "have", "does", "which", "what", "many", "there"}


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{4,}", _visible(text).lower()) if w not in _PLAIN_WORDS}


def _said_before(sentences: list[str], question: _Asked) -> list[str]:
    """The sentences above a question about one number that already say it: the number and every
    word of the question together, and no list of other numbers ("1 is not a prime number" above
    "Is 1 a prime number?")."""
    if len(question.all) != 1:
        return []
    words = _content_words(question.prompt)
    return [
        s
        for s in sentences
        if question.all <= _numbers(s) and len(_numbers(s)) <= 2 and words and words <= _content_words(s)
    ]


def _explorer_starts(shown: Any) -> set[int]:
    """The numbers an explorer (sliders, number boxes) starts with."""
    return {int(c.value) for c in _widgets(shown) if type(c).__name__ in ("IntSlider", "BoundedIntText")}


def _widgets(widget: Any) -> list[Any]:
    return [widget, *(w for c in getattr(widget, "children", ()) or () for w in _widgets(c))]


@dataclasses.dataclass
class _Asked:
    """A question of a step: its prompt, the prompt's numbers and those of its right answer."""

    prompt: str
    numbers: set[int]
    answer: set[int]

    @property
    def all(self) -> set[int]:
        return self.numbers | self.answer


def _asked(shown: Any, candidates: set[int]) -> list[_Asked]:
    """The questions of a step.  A choice's right answer is found by clicking each button; a typed
    one by typing each of ``candidates`` (the numbers shown before) until one is right."""
    from numnum.teaching import questions as quiz

    out = []
    for box in _widgets(shown):
        children = getattr(box, "children", ()) or ()
        if not children or "numnum-feedback-box" not in getattr(children[-1], "_dom_classes", ()):
            continue
        question = _Asked(children[0].value, _numbers(children[0].value), set())
        inside = _widgets(box)
        buttons = [w for w in inside if type(w).__name__ == "Button"]
        texts = [w for w in inside if type(w).__name__ == "Text"]
        if buttons and not texts:
            for b in buttons:
                quiz.memory._MEMORY.clear()
                quiz.memory._VIEWS.clear()
                b.click()
                if "numnum-feedback right" in children[-1].value:
                    question.answer |= _numbers(b.description)
        elif len(texts) == 1:
            for n in sorted(candidates):
                texts[0].value = str(n)
                if "numnum-feedback right" in children[-1].value:
                    question.answer = {n}
                    break
        out.append(question)
    quiz.memory._MEMORY.clear()
    quiz.memory._VIEWS.clear()
    return out


def _a_row(numbers: set[int]) -> bool:
    """Whether ``numbers`` only list a row: 5, 10, 15, 20 (the start of the 5-row)."""
    k = min(numbers, default=0)
    return len(numbers) >= 3 and k > 0 and sorted(numbers) == list(range(k, k * len(numbers) + 1, k))


def _shown_before(units: list[set[int]], starts: set[int], asked: set[int]) -> list[set[int]]:
    """The examples that show a question's numbers together: a sentence or picture that holds every
    number of the question (two at least: one alone, like the 3-row, is no example of it) and
    little else (a list of many numbers, a row listed or a hundred square is about no question);
    or an explorer that starts at the question's number."""
    shown = [u for u in units if len(asked) >= 2 and asked <= u and len(u) <= len(asked) + 2 and not _a_row(u)]
    shown += [u for u in units if _lists_the_row_of(u, asked)]
    return shown + ([asked] if len(asked) == 1 and asked <= starts else [])


def _lists_the_row_of(unit: set[int], asked: set[int]) -> bool:
    """Whether ``unit`` lists the row of one of two numbers asked (that number and multiples of it
    only), with the other number among them: "the cards of the 13-row: square 13, ..., triangle 65,
    ..." above "Does square 13 fit on triangle 65?" shows the answer."""
    return len(asked) == 2 and any(
        r > 1 and r in unit and len(unit) >= 3 and all(u % r == 0 for u in unit) and any(a != r for a in asked & unit)
        for r in asked
    )


def test_the_example_check_finds_what_issue_28_and_session_10_found() -> None:
    """The check of the test below catches each case that was found by hand."""
    lcm_shown = [_numbers(u) for u in _SENTENCES.split("First, lcm(4, 6) = 12. Then lcm(3, 5) = 15.")]
    assert _shown_before(lcm_shown, set(), {3, 5, 15})  # lesson 9: lcm(3, 5) = 15 above "lcm(3, 5) = ?"
    assert _shown_before([], {18}, {18})  # lesson 2: the explorer started at 18 above "all divisors of 18"
    row_13 = "The cards of the 13-row in the deck: square 13, heart 13, circle 26, square 39, square 52, triangle 65."
    assert _shown_before([_numbers(row_13)], set(), {13, 65})  # lesson 5: then "square 13 on triangle 65?"
    assert not _shown_before([_numbers(row_13)], set(), {13, 45})
    assert _chart_pairs('<svg class="numnum-picture bar-chart" aria-label="1: 93, 12: 41, 13: 6">') == [
        {1, 93},
        {12, 41},
        {13, 6},
    ]  # lesson 5: the chart said 13's partners, then a question asked them
    prime = _Asked("Is 1 a prime number?", {1}, set())
    assert _said_before(["Why is 1 not a prime number?", "1 is not a prime number: it has one divisor."], prime)
    assert not _said_before(["The primes 2, 3, 5 and 7; 1 is not one of them."], prime)


@pytest.mark.parametrize("path", EN, ids=_id)
def test_no_question_asks_what_an_example_just_showed(
    path: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A question never asks about numbers that a text, picture or explorer above it showed
    together (as lesson 2 showed 18's rectangles right above "Type all divisors of 18", or lesson 9
    lcm(3, 5) = 15 right above "lcm(3, 5) = ?")."""
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))
    build = _build_module()
    source = next(m for m in build.lessons() if m.NAME["en"] == path.stem)
    module = importlib.import_module(f"numnum.teaching.lessons.lesson{path.stem[:2]}")
    units: list[set[int]] = []
    pairs: list[set[int]] = []
    sentences: list[str] = []
    starts: set[int] = set()
    for kind, *texts in build.source_cells(source):
        if kind == "md":
            units += [_numbers(u) for u in _SENTENCES.split(texts[0])]
            sentences += _SENTENCES.split(texts[0])
            continue
        if texts[0] in ("begin", "play", "challenge", "practise"):  # the practice is random: see
            continue  # tests/test_lesson_modules.py, which checks that it leaves out the examples' pairs
        shown = getattr(module, texts[0])("en")
        candidates = set().union(*units, *pairs, starts)
        for question in _asked(shown, {n for n in candidates if n <= 1000}):
            before = _shown_before(units, starts, question.all)
            assert not before, f"{texts[0]} asks {sorted(question.all)}, shown before: {before}"
            charted = [p for p in pairs if question.answer & p and p <= question.all]
            assert not charted, f"{texts[0]} asks {sorted(question.all)}, charted before: {charted}"
            said = _said_before(sentences, question)
            assert not said, f"{texts[0]} asks {question.prompt!r}, said before: {said}"
        units += _example_units(shown)
        pairs += _chart_pairs_of(shown)
        sentences += _page_sentences(shown)
        starts |= _explorer_starts(shown)


def _marked(part: str) -> list[set[int]]:
    """The numbers that each hundred square of ``part`` marks (the 3-row, the primes)."""
    squares = re.findall(r'<svg[^>]*class="[^"]*hundred-square.*?</svg>', part, re.S)
    return [
        {int(n) for n in re.findall(r'<rect class="in-row"[^>]*/>(?:<(?!text)[^>]*>)*<text[^>]*>(\d+)</text>', sq)}
        for sq in squares
    ]


@pytest.mark.parametrize("path", EN, ids=_id)
def test_no_hundred_square_of_a_lesson_answers_its_practice(
    path: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The star's questions ("Which of these numbers are prime numbers?") cannot be read off a
    hundred square of the lesson, above or below them (the app shows the whole lesson on one page;
    lesson 5 showed all primes up to 100 above its practice)."""
    import random

    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))
    from numnum.teaching.lessons.common import Page, PickQuestion

    build = _build_module()
    source = next(m for m in build.lessons() if m.NAME["en"] == path.stem)
    module = importlib.import_module(f"numnum.teaching.lessons.lesson{path.stem[:2]}")
    marked: list[set[int]] = []
    steps = [texts[0] for kind, *texts in build.source_cells(source) if kind == "step"]
    for step in steps:
        if step not in ("begin", "play", "challenge", "practise"):
            shown = getattr(module, step)("en")
            parts = shown.parts if isinstance(shown, Page) else [str(getattr(w, "value", "")) for w in _widgets(shown)]
            marked += [m for part in parts for m in _marked(part)]
    if path.stem.startswith("01"):
        assert marked, "lesson 1 shows the 3-row in a hundred square"
    for seed in range(40):
        for level in range(3):
            q = module._question(random.Random(seed), level, "en")
            if not isinstance(q, PickQuestion) or not all(o.isdigit() for o in q.options):
                continue
            asked = _asked_for(q.prompt)
            assert asked is not None, q.prompt
            assert asked not in marked, f"{q.prompt}: a hundred square of the lesson marks the answers"


def _asked_for(prompt: str) -> set[int] | None:
    """The numbers up to 100 that a "which of these numbers …" question picks: those of the
    r-row, or the prime numbers."""
    row = re.search(r"(\d+)-row", prompt)
    if row:
        return set(range(int(row.group(1)), 101, int(row.group(1))))
    if "prime" in prompt:
        return {n for n in range(2, 101) if all(n % d for d in range(2, n))}
    return None


def test_the_hundred_square_check_reads_the_marked_numbers() -> None:
    from numnum.teaching.lessons import lesson01
    from numnum.teaching.pictures import hundred_square_svg

    primes = [n for n in range(2, 101) if all(n % d for d in range(2, n))]
    assert _marked(hundred_square_svg(numbers=primes, title="Prime numbers up to 100")) == [
        {n for n in range(2, 101) if all(n % d for d in range(2, n))}
    ]
    assert _marked(lesson01.hundred_square("en").parts[0]) == [set(range(3, 101, 3))]


# --- every lesson runs --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def kernel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[KernelManager]:
    """One Python kernel for all lessons (each lesson starts with a reset namespace)."""
    km = KernelManager(kernel_name="python3")
    home = tmp_path_factory.mktemp("lesson-home")
    km.start_kernel(cwd=str(LESSONS), env={**os.environ, "NUMNUM_HOME": str(home)})
    try:
        yield km
    finally:
        km.shutdown_kernel(now=True)


@pytest.mark.parametrize("path", ALL, ids=_id)
def test_every_cell_runs_alone_in_any_order_without_traceback_print_or_card_code(
    path: Path, kernel: KernelManager
) -> None:
    """The cells run backwards, each in a fresh namespace (as if the one before was skipped or
    the notebook reopened tomorrow): no error, nothing printed, no card code in any output."""
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    cells = [nbformat.v4.new_code_cell(f"import os\nos.chdir({str(path.parent)!r})")]
    for c in reversed(code):
        cells += [nbformat.v4.new_code_cell("%reset -f"), c]
    run = nbformat.v4.new_notebook(cells=cells, metadata=nb.metadata)
    client = NotebookClient(run, km=kernel, timeout=60, kernel_name="python3")
    try:
        client.execute(cleanup_kc=False)  # raises CellExecutionError naming the cell on the first error
    finally:
        if client.kc is not None:
            client.kc.stop_channels()  # the kernel itself stays for the next lesson
    outputs = [o for c in code for o in c.outputs]
    assert [o for o in outputs if o.output_type in ("error", "stream")] == []
    assert all(c.outputs for c in code), "every cell shows something"
    assert any("text/html" in o.get("data", {}) for o in outputs), "the pictures are shown"
    widgets = [o for o in outputs if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert len(widgets) >= 4, "the exercises and the card table are widgets"
    shown = " ".join(_visible(str(o.get("data", {}).get("text/html", ""))) for o in outputs)
    assert not CARD_CODE.findall(shown)


# --- in a real browser ----------------------------------------------------------------------------


def test_a_quiz_in_a_lesson_gives_feedback_with_the_reason_when_clicked(lab: str, page: Any) -> None:
    # ``lab`` and ``page``: the shared browser fixtures of tests/browser.py (imported by conftest.py)
    # a copy, so that JupyterLab never saves outputs into the lesson itself
    copy = ROOT / "test-artifacts" / "lesson-03-copy.ipynb"
    copy.parent.mkdir(exist_ok=True)
    copy.write_bytes((LESSONS / "en" / "03_shared_rows.ipynb").read_bytes())
    page.goto(f"{lab}/lab/tree/test-artifacts/lesson-03-copy.ipynb?reset")
    page.locator(".jp-RenderedMarkdown .numnum-run-all").first.wait_for()  # shown: the cells have not run yet
    browser_helper.open_and_run(page, lab, "test-artifacts/lesson-03-copy.ipynb")
    button = page.locator("button.numnum-answer", has_text="It fits").first
    button.wait_for(timeout=90_000)
    # pupil mode in JupyterLab: every code cell's source is hidden, only a placeholder shows
    assert page.locator(".jp-CodeCell .cm-editor:visible").count() == 0
    placeholders = page.locator(".jp-CodeCell .jp-InputPlaceholder")
    assert placeholders.count() >= 5
    assert page.locator(".jp-CodeCell .jp-InputPlaceholder", has_text="computer prepares").count() >= 1
    assert "import" not in page.locator(".jp-Notebook").first.inner_text()
    # the cells have run: "first choose Run All Cells" is there (kept by JupyterLab's sanitizer), but hidden
    assert page.locator(".jp-RenderedMarkdown .numnum-run-all").count() == 1
    page.wait_for_function("() => !document.querySelector('.numnum-run-all').checkVisibility()")
    # the Start step knows whose browser shows the lesson: the stars are kept
    page.locator("[data-kept='yes'] .numnum-stars").first.wait_for(timeout=60_000)
    button.scroll_into_view_if_needed()
    button.click()  # S15 on T25: both in the 5-times table
    feedback = page.locator(".numnum-feedback", has_text="Right!").first
    feedback.wait_for(timeout=30_000)
    text = feedback.text_content() or ""  # (inner_text is empty while JupyterLab keeps the cell off screen)
    assert "Right!" in text and "5-times table" in text, text
    assert "1 of 1 right" in (page.locator(".numnum-score").first.text_content() or "")
    # keyboard: the answers are real buttons; Enter on "It does not fit" of the second question (H9 on T16)
    second = page.locator("button.numnum-answer", has_text="It does not fit").nth(1)
    second.focus()
    page.keyboard.press("Enter")
    page.locator(".numnum-feedback").nth(1).wait_for(timeout=30_000)
    assert "Right!" in (page.locator(".numnum-feedback").nth(1).text_content() or "")
    browser_helper.screenshot(page, "lesson-quiz-feedback")
