"""numnum as a static JupyterLite site (``make lite``), tested as a school with nothing installed uses it.

The site is built by ``tools/lite/build.py`` into ``build/lite`` (or reused when it was built
from the work tree as it is now), served on localhost by ``python -m http.server`` and opened in
Debian's chromium, where every request to another host is blocked and recorded: the site must
not need one.  The browser test plays a card, reloads the page and goes on with the saved game
(and again after running the cell once more), answers a quiz in a lesson, and earns a lesson's
star and types an answer that are both there again after a reload (kept in the browser, per
browser); a child goes from a lesson back to the start page by the door's link (by keyboard too,
from a copy of the site under a sub-path).  Screenshots: ``test-artifacts/lite-*.png``.
"""

from __future__ import annotations

import contextlib
import doctest
import fcntl
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.parse
import urllib.request
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from browser import CHROMIUM, CHROMIUM_ARGS, ROOT, _free_port, _missing, screenshot
from lesson_walk import STARS, WORDS, box, earn_the_star_of_lesson_1

SITE = ROOT / "build" / "lite"
TABLE = ".nn-table"
#: A cell of the notebook is queued ([*]) or has run ([1]).
#: A cell is queued, running or done: its prompt shows [*] or [n] (the lessons hide their cells'
#: sources, and with them the prompts: there the kernel's busy or idle state and the outputs count)
RUNNING = (
    "() => [...document.querySelectorAll('.jp-InputPrompt')].some(p => /\\[(\\*|\\d+)\\]/.test(p.textContent))"
    " || document.querySelector('.jp-Notebook .jp-OutputArea-output') !== null"
    " || document.querySelector('.jp-Notebook-ExecutionIndicator[data-status=\"busy\"]') !== null"
    " || /Busy/.test(document.querySelector('.jp-Toolbar-kernelStatus')?.getAttribute('title') ?? '')"
)
#: The site's door runs the notebook by itself (tools/lite/door/door.js): its cells are running or done.
DOOR_RAN = '() => document.querySelector(\'[data-numnum-door="ran"], [data-numnum-door="running"]\') !== null'
#: Generous: on a busy two-core machine Pyodide and sympy take a while to start.
SLOW = 240_000


def _load_build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "tools" / "lite" / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["lite_build"] = module
    spec.loader.exec_module(module)
    return module


lite_build = _load_build_script()


@pytest.fixture(scope="session")
def site(pytestconfig: pytest.Config) -> Path:
    """``build/lite``, built first when it is missing or older than the work tree."""
    if lite_build.is_fresh(SITE):
        return SITE
    if shutil.which("npm") is None:
        pytest.skip("npm is missing (make test installs it with apt-get); the site cannot be built")
    lock = ROOT / "build" / "lite-build.lock"
    lock.parent.mkdir(exist_ok=True)
    with lock.open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # pytest-xdist: one worker builds, the others wait for it
        if not lite_build.is_fresh(SITE):
            capture = pytestconfig.pluginmanager.getplugin("capturemanager")
            with capture.global_and_fixture_disabled():  # the build prints its progress as it goes
                print("\n[lite] building the JupyterLite site for tests/test_lite.py (make lite)", flush=True)
                done = subprocess.run([sys.executable, str(ROOT / "tools" / "lite" / "build.py")], check=False)
            assert done.returncode == 0, "tools/lite/build.py failed (its output is above)"
    assert lite_build.is_fresh(SITE)
    return SITE


def _lock(site: Path) -> dict[str, Any]:
    lock: dict[str, Any] = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    return lock


def test_the_examples_of_the_build_script() -> None:
    failed, tried = doctest.testmod(lite_build, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert tried >= 4 and failed == 0


def test_a_wheel_for_the_site_loses_its_tests_and_nothing_else(tmp_path: Path) -> None:
    wheel = tmp_path / "pkg-1.0-py3-none-any.whl"
    names = ["pkg/__init__.py", "pkg/tests/test_a.py", "pkg/benchmarks/b.py", "pkg/test/__init__.pyi", "pkg/testing.py"]
    record = "".join(f"{name},sha256=x,1\n" for name in names) + "pkg-1.0.dist-info/RECORD,,\n"
    with zipfile.ZipFile(wheel, "w") as z:
        for name in names:
            z.writestr(name, "x = 1\n")
        z.writestr("pkg-1.0.dist-info/RECORD", record)
    (tmp_path / "site").mkdir()
    copy = lite_build.without_dev_files(wheel, tmp_path / "site")
    with zipfile.ZipFile(copy) as z:
        kept = z.namelist()
        assert kept == ["pkg/__init__.py", "pkg/test/__init__.pyi", "pkg/testing.py", "pkg-1.0.dist-info/RECORD"]
        assert [line.split(",")[0] for line in z.read("pkg-1.0.dist-info/RECORD").decode().splitlines()] == kept
    assert copy.name == wheel.name


# --- the built site ---------------------------------------------------------------------------


def test_the_site_is_small(site: Path) -> None:
    size = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
    assert size < 40_000_000, f"the site has {size / 1e6:.1f} MB"
    assert not list(site.rglob("*.map")), "no source maps"
    apps = sorted(p.name for p in site.iterdir() if (p / "index.html").exists())
    assert apps == ["lab", "notebooks"], "only JupyterLab and the single-notebook view"


def test_every_wheel_of_the_lock_is_there_with_its_checksum(site: Path) -> None:
    pyodide = site / "static" / "pyodide"
    packages = _lock(site)["packages"]
    for name, entry in packages.items():
        wheel = pyodide / entry["file_name"]
        assert wheel.exists(), f"{name}: {wheel.name} is missing"
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], name
        for dep in entry["depends"]:
            assert dep in packages, f"{name} needs {dep}, which the lock does not list"
    # what the kernel installs at its start, and numnum with what it imports
    for name in ("micropip", "ipython", "jedi", "comm", "numnum", "ipywidgets", "anywidget", "sympy", "mistune"):
        assert name in packages, name
    assert packages["numnum"]["imports"] == ["numnum"]  # so that `import numnum` loads it, no %pip
    assert {"ipywidgets", "anywidget", "mistune"} <= set(packages["numnum"]["depends"])
    assert "babel" not in packages, "the German catalog is compiled; babel stays out of the browser"
    for core in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (pyodide / core).exists(), core


def test_sympy_is_in_the_site_but_not_loaded_with_numnum(site: Path) -> None:
    # the explanations' factorisations load it when they are first shown (numnum.explanations)
    packages = _lock(site)["packages"]
    assert "sympy" not in packages["numnum"]["depends"] and "mpmath" not in packages["numnum"]["depends"]
    assert "mpmath" in packages["sympy"]["depends"]
    for name in ("sympy", "mpmath"):
        assert (site / "static" / "pyodide" / packages[name]["file_name"]).exists(), name
    wheel = next((site / "static" / "pyodide").glob("numnum-*.whl"))
    with zipfile.ZipFile(wheel) as z:
        meta = z.read(next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))).decode()
    assert "Requires-Dist: sympy" in meta, "the package numnum itself still requires sympy"


def test_the_browser_is_never_sent_to_another_host(site: Path) -> None:
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"].startswith("./"), kernel
    assert kernel["disablePyPIFallback"] is True
    assert "cdn.jsdelivr" not in (site / "jupyter-lite.json").read_text()


def test_the_site_shows_the_notebooks_and_lessons_of_the_work_tree(site: Path) -> None:
    files = site / "files"
    expected = [p.name for p in (ROOT / "notebooks").glob("*.ipynb") if p.name not in lite_build.NOT_IN_SITE]
    expected += [f"lessons/{lang}/{p.name}" for lang in ("en", "de") for p in (ROOT / "lessons" / lang).glob("*.ipynb")]
    assert "play.ipynb" in expected and any(e.startswith("lessons/de/") for e in expected)
    for name in expected:
        shown = json.loads((files / name).read_text(encoding="utf-8"))
        assert shown["metadata"]["kernelspec"]["name"] == "python", f"{name}: opens with the browser's kernel"
        source = json.loads((ROOT / ("notebooks/" + name if "/" not in name else name)).read_text(encoding="utf-8"))
        assert shown["cells"] == source["cells"], f"{name} is shown as it is in the work tree"


def test_numnum_from_the_site_speaks_german_without_babel(site: Path, tmp_path: Path) -> None:
    wheel = next((site / "static" / "pyodide").glob("numnum-*.whl"))
    with zipfile.ZipFile(wheel) as z:
        z.extractall(tmp_path)
    code = (
        "import sys, numnum; from numnum.i18n import translate;"
        "print(numnum.__file__); print(translate('You sit out.', 'de')); print('babel' in sys.modules)"
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    run = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True, text=True, check=True
    )
    out = run.stdout
    where, german, babel = out.splitlines()
    assert where.startswith(str(tmp_path)), where
    assert german == "Du setzt aus."
    assert babel == "False", "the compiled catalog is read with the standard library"


def test_english_never_loads_babel() -> None:
    code = (
        "import sys, numnum; from numnum.i18n import translate, translations;"
        "translations('en'); translate('You sit out.', 'en');"
        "numnum.new_game('numnum', players=2, seed=1); print('babel' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


# --- in a real browser, offline -------------------------------------------------------------


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The site on a free localhost port, served as a static folder; its base URL."""
    why = _missing()
    if why:
        pytest.skip(why)
    with _static_server(site) as base:
        yield base


@contextlib.contextmanager
def _static_server(folder: Path, ready: str = "jupyter-lite.json") -> Iterator[str]:
    """``folder`` served on a free localhost port (``python -m http.server``), once its file
    ``ready`` is there; its base URL."""
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(folder), str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{base}/{ready}", timeout=2):
                    break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the static server did not start") from None
                time.sleep(0.2)
        yield base
    finally:
        server.terminate()
        server.wait(timeout=10)


class Offline:
    """A chromium context that reaches only ``base``: other hosts are blocked and recorded."""

    def __init__(self, browser: Any, base: str, service_workers: str = "allow") -> None:
        self.base = base
        self.blocked: list[str] = []
        self.missing: list[str] = []
        # service_workers="block": as a browser that blocks them, or a page from plain http://
        viewport = {"width": 1280, "height": 1000}
        self.context = browser.new_context(viewport=viewport, service_workers=service_workers)
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.set_default_timeout(SLOW)
        self.page.on("response", self._response)

    def _route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith((self.base + "/", "data:", "blob:")):
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()

    def _response(self, response: Any) -> None:
        # JupyterLite asks for folder listings (all.json) that a static site may lack: not an error
        if response.status >= 400 and not response.url.endswith("/all.json"):
            self.missing.append(f"{response.status} {response.url}")

    def open_and_run(self, path: str) -> None:
        """Open ``path`` (a file of the site) in JupyterLab and run all its cells (the site's
        door runs the lessons by itself: then it waits for that)."""
        url = f"{self.base}/lab/index.html?path={urllib.parse.quote(path)}"
        self.page.goto(url)
        self.ran(path)

    def ran(self, path: str) -> None:
        """Run all cells of the notebook ``path`` that is open, or see the door run them."""
        shown = json.loads((SITE / "files" / path).read_text(encoding="utf-8"))
        if shown["metadata"].get("numnum", {}).get("autorun"):
            self.page.wait_for_function(DOOR_RAN, timeout=SLOW)
        else:
            self.run_all()

    def run_all(self) -> None:
        """Run all cells of the open notebook (again when a busy machine let the first click pass by)."""
        page = self.page
        page.locator(".jp-Notebook .jp-Cell").first.wait_for()
        page.locator(".jp-NotebookPanel-toolbar").first.wait_for()
        for _ in range(3):
            page.get_by_role("menuitem", name="Run", exact=True).click()
            page.get_by_text("Run All Cells", exact=True).click()
            try:  # a queued or running cell shows [*] at once, even while the kernel still starts
                page.wait_for_function(RUNNING, timeout=30_000)
                return
            except Exception:
                page.keyboard.press("Escape")
        raise AssertionError("Run All Cells did not start the notebook")


#: Chromium's flag that makes every host but this machine unknown.
NO_DNS = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"


@pytest.fixture
def chromium(browser: Any, served: str) -> Iterator[Any]:
    """Debian's chromium that cannot even look up another host (and Playwright blocks it too),
    a fresh one for every test: each test's Pyodide kernels go with their browser (with one
    browser for the whole module, the third site test's kernel hung while loading its packages).

    Playwright runs once per test run and the shared ``browser`` fixture of tests/browser.py owns
    it (it also starts the JupyterLab server of the other browser tests); this is a second
    chromium of that Playwright, started with the flag that makes every other host unknown.
    """
    offline_browser = browser.browser_type.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, NO_DNS])
    yield offline_browser
    offline_browser.close()


@pytest.fixture
def offline(chromium: Any, served: str, request: pytest.FixtureRequest) -> Iterator[Offline]:
    """A fresh browser context (its own storage) on the served site; a last screenshot at its end."""
    session = Offline(chromium, served)
    yield session
    screenshot(session.page, f"lite-last-{request.node.name}")  # how it looked when the test ended
    session.context.close()
    assert session.blocked == [], f"the site asked other hosts: {session.blocked[:5]}"
    assert session.missing == [], f"files the site lacks: {session.missing[:5]}"


def _hand(page: Any) -> list[str]:
    return [str(b.get_attribute("data-card")) for b in page.locator(f"{TABLE} .nn-hand button.nn-card").all()]


def _wait_for_my_turn(page: Any) -> None:
    page.wait_for_function(
        "() => { const t = document.querySelector('.nn-table');"
        " return t && t.querySelector('.nn-seat.nn-me.nn-turn') && !t.querySelector('.nn-overlay'); }",
        timeout=SLOW,
    )


def _move(page: Any) -> None:
    """Play the first card that fits (a wish: the first symbol), or draw when none does."""
    table = page.locator(TABLE).first
    step = table.get_attribute("data-step")
    playable = page.locator(f"{TABLE} .nn-hand button.nn-playable")
    if playable.count():
        playable.first.click()
        page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)
        picker = page.locator(f"{TABLE} .nn-picker button[data-action='pick']")
        if picker.count():
            step = table.get_attribute("data-step")
            picker.first.click()
            page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)
        assert "You played" in page.locator(f"{TABLE} .nn-message").first.inner_text()
    else:
        page.locator(f"{TABLE} button[data-action='draw']").click()
        page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)
        assert "You drew" in page.locator(f"{TABLE} .nn-message").first.inner_text()


def test_play_reload_and_go_on_with_the_saved_game(offline: Offline) -> None:
    page = offline.page
    started = time.monotonic()
    offline.open_and_run("play.ipynb")
    page.locator(TABLE).first.wait_for(timeout=SLOW)  # import numnum worked: no %pip
    _wait_for_my_turn(page)
    print(f"[lite] the table is ready after {time.monotonic() - started:.0f} s", file=sys.__stderr__)
    _move(page)
    _wait_for_my_turn(page)  # after the computer players (or at once: a double fit plays on); saved
    hand = _hand(page)
    screenshot(page, "lite-table", TABLE)

    page.reload()
    offline.run_all()
    resume = page.locator(f"{TABLE} .nn-overlay-resume")
    resume.wait_for(timeout=SLOW)
    assert "Go on with the saved game?" in resume.inner_text()
    screenshot(page, "lite-resume", TABLE)
    page.locator(f"{TABLE} button[data-action='resume']").click()
    _wait_for_my_turn(page)
    assert _hand(page) == hand, "the saved game goes on where it was"
    _move(page)  # and it can be played on
    screenshot(page, "lite-table-after-reload", TABLE)
    _wait_for_my_turn(page)
    hand = _hand(page)
    # running the cell again in the same kernel finds the cell's game too (the kernel knows the cell)
    offline.run_all()
    page.locator(f"{TABLE} .nn-overlay-resume").wait_for(timeout=SLOW)
    page.locator(f"{TABLE} button[data-action='resume']").click()
    _wait_for_my_turn(page)
    assert _hand(page) == hand


def test_a_german_lesson_quiz_answers_in_the_browser(offline: Offline) -> None:
    # German: the compiled catalog (numnum.mo) is read in the browser, where there is no babel
    page = offline.page
    offline.open_and_run("lessons/de/03_gemeinsame_reihen.ipynb")
    button = page.locator("button.numnum-answer", has_text="Sie passt").first
    button.wait_for(timeout=SLOW)
    button.scroll_into_view_if_needed()
    button.click()  # S15 on T25: both in the 5-times table
    feedback = page.locator(".numnum-feedback", has_text="Richtig!").first  # every question has a box
    feedback.wait_for(timeout=60_000)
    text = feedback.text_content() or ""  # (inner_text is empty while JupyterLab keeps the cell off screen)
    assert "Richtig!" in text and "Quadrat 15" in text and "Dreieck 25" in text, text
    assert "Right" not in text
    feedback.scroll_into_view_if_needed()
    screenshot(page, "lite-lesson-quiz")


def test_a_lessons_star_and_typed_answer_stay_after_a_reload(offline: Offline) -> None:
    # the kernel's memory is gone after a reload: the star and the answer are kept in the browser
    page = offline.page
    words = WORDS["en"]
    offline.open_and_run("lessons/en/01_times_tables_as_rows.ipynb")
    page.locator("[data-kept='yes'] .numnum-stars").first.wait_for(timeout=SLOW)
    assert not page.locator(".numnum-run-all").first.is_visible(), "the cells have run: no more 'Run All Cells'"
    earn_the_star_of_lesson_1(page, "en")
    after = box(page, words["after30"])
    after.scroll_into_view_if_needed()
    after.locator("input").fill("36")
    after.locator("input").press("Enter")
    after.locator(".numnum-feedback.right").wait_for(timeout=60_000)
    screenshot(page, "lite-lesson-star")
    page.reload()
    offline.ran("lessons/en/01_times_tables_as_rows.ipynb")
    page.locator(STARS, has_text="★").first.wait_for(timeout=SLOW)
    assert "★ ☆ ☆" in (page.locator(STARS).first.text_content() or "")
    after = box(page, words["after30"])
    after.scroll_into_view_if_needed()
    after.locator(".numnum-feedback.right").wait_for(timeout=60_000)
    assert after.locator("input").input_value() == "36"
    practice = page.locator(".numnum-streak", has_text=words["have"]).first
    practice.scroll_into_view_if_needed()
    practice.wait_for(timeout=60_000)
    screenshot(page, "lite-lesson-after-reload")
    # and in the next lesson (another notebook, another kernel): the star of lesson 1 is there
    _close_all_tabs(page)  # else JupyterLab opens lesson 1 again beside it
    offline.open_and_run("lessons/en/02_multiples_and_divisors.ipynb")
    page.locator(STARS, has_text="★").first.wait_for(timeout=SLOW)
    assert "Your stars: ★ ☆ ☆" in (page.locator(STARS).first.text_content() or "")
    assert not page.locator(".numnum-kept-note").count(), "kept: nothing to say"


# --- the children's door: the start page, one-click games and lessons, German JupyterLab ------

DOOR_SIZES = ((1024, 600), (1280, 800))


def _site_data(site: Path) -> dict[str, Any]:
    page = (site / "index.html").read_text(encoding="utf-8")
    start = page.index('<script id="numnum-site" type="application/json">') + len(
        '<script id="numnum-site" type="application/json">'
    )
    data: dict[str, Any] = json.loads(page[start : page.index("</script>", start)])
    return data


def test_the_site_has_a_start_page_and_nothing_that_cannot_run_there(site: Path) -> None:
    data = _site_data(site)
    assert data["lang"] == "en"
    assert [g["id"] for g in data["games"]] == ["numnum", "maumau", "maumau_110", "number_one"]
    assert [lesson["number"] for lesson in data["lessons"]] == list(range(1, 11))
    first = data["lessons"][0]
    assert first["title"] == {"en": "Times tables as rows", "de": "Das Einmaleins als Reihen"}
    for lesson in data["lessons"]:
        for lang in ("en", "de"):
            shown = json.loads((site / "files" / lesson["path"][lang]).read_text(encoding="utf-8"))
            assert shown["metadata"]["numnum"] == {"autorun": True, "lang": lang}, lesson["path"][lang]
    for game in data["games"]:
        for lang in ("en", "de"):
            shown = json.loads((site / "files" / game["path"][lang]).read_text(encoding="utf-8"))
            assert shown["metadata"]["numnum"] == {"autorun": True, "lang": lang}
            (code,) = [c for c in shown["cells"] if c["cell_type"] == "code"]  # one table, not the notebook's others
            assert f'numnum.play("{game["id"]}"' in code["source"] and f'lang="{lang}"' in code["source"]
            assert code["metadata"]["jupyter"]["source_hidden"] is True
    # the start page's own files, relative links only (the site works copied to a sub-path)
    page = (site / "index.html").read_text(encoding="utf-8")
    assert (site / "start.js").exists() and (site / "start.css").exists()
    assert 'id="jupyter-config-data"' in page, "JupyterLite's apps read their settings from the root page"
    assert "://" not in page.replace("http://www.w3.org", "") and 'href="/' not in page and 'src="/' not in page
    assert "innerHTML" not in (site / "start.js").read_text(encoding="utf-8"), "text only, never HTML"
    # nothing that cannot run in the browser, no build files
    assert not (site / "files" / "teachers.ipynb").exists(), "printing needs reportlab, which Pyodide lacks"
    assert not list(site.glob("package.json")) and not list(site.glob("rspack.config*.js"))
    # the door and German JupyterLab
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    door = next(e for e in config["federated_extensions"] if e["name"] == "@numnum/lite-door")
    assert (site / "extensions" / "@numnum" / "lite-door" / door["load"]).exists()
    german = json.loads((site / "api" / "translations" / "de_DE.json").read_text(encoding="utf-8"))
    assert german["data"]["jupyterlab"]["Run All Cells"] == ["Alle Zellen ausführen"]
    assert config["settingsOverrides"]["@jupyterlab/translation-extension:plugin"] == {"locale": "en"}


@pytest.mark.skipif(shutil.which("make") is None, reason="make is missing")
def test_make_lite_takes_its_language_from_its_command_line_not_from_the_shell() -> None:
    def language(*args: str) -> str:
        env = {**os.environ, "LANG": "de_DE.UTF-8"}  # a German shell: the site stays English unless told
        done = subprocess.run(["make", "-n", "lite", *args], cwd=ROOT, env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        (build,) = [line for line in done.stdout.splitlines() if "tools/lite/build.py" in line]
        return build.split("--lang ")[1]

    assert language() == "en"
    assert language("LANG=de") == language("LITE_LANG=de") == "de"


def test_the_german_lessons_name_the_menu_entries_of_the_sites_german_jupyterlab(site: Path) -> None:
    menus = json.loads((site / "api" / "translations" / "de_DE.json").read_text(encoding="utf-8"))
    german = menus["data"]["jupyterlab"]
    (run,), (run_all,) = german["menu\x04Run"], german["Run All Cells"]
    said = f"*{run} → {run_all}*"
    assert said == "*Ausführen → Alle Zellen ausführen*"
    lessons = sorted((site / "files" / "lessons" / "de").glob("*.ipynb"))
    assert len(lessons) == 10
    for lesson in lessons:
        text = "".join("".join(c["source"]) for c in json.loads(lesson.read_text(encoding="utf-8"))["cells"])
        assert said in text, f"{lesson.name} does not name the German menu"
        assert "*Run → Run All Cells*" in text, f"{lesson.name}: and the English one, for an English JupyterLab"


def test_a_game_notebook_of_the_start_page_is_the_first_table_in_its_language() -> None:
    for game in lite_build.GAMES:
        source = json.loads((ROOT / "notebooks" / game.source).read_text(encoding="utf-8"))
        first = next(c for c in source["cells"] if c["cell_type"] == "code" and "numnum.play(" in "".join(c["source"]))
        english = lite_build.game_notebook(game, "en")["cells"][1]["source"]
        assert english == "".join(first["source"])
        assert lite_build.game_notebook(game, "de")["cells"][1]["source"] == english.replace('lang="en"', 'lang="de"')


def _start(offline: Offline, size: tuple[int, int] = (1024, 600)) -> Any:
    page = offline.page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{offline.base}/index.html")
    page.locator("#lessons a").nth(9).wait_for()
    return page


def _stars_shown(page: Any) -> list[str]:
    return [str(a.get_attribute("data-star")) for a in page.locator("#lessons a").all()]


def _fits_the_screen(page: Any, size: tuple[int, int]) -> None:
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= size[0], f"the page is {width} px wide at {size}"
    for a in page.locator("#games a, #lessons a").all():
        box = a.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= size[0], box


def test_the_start_page_in_english_and_german_with_the_stars_kept(offline: Offline) -> None:
    page = _start(offline)
    assert page.locator("h2").first.inner_text() == "Play"
    games = page.locator("#games a")
    assert [g.inner_text().split("\n")[-1] for g in games.all()] == [
        "NumNum",
        "Mau Mau",
        "Mau Mau with 110 cards",
        "Number ONE",
    ]
    first = page.locator("#lessons a").first
    assert "Times tables as rows" in first.inner_text() and "☆" in first.inner_text()
    assert first.get_attribute("href") == "notebooks/index.html?path=lessons%2Fen%2F01_times_tables_as_rows.ipynb"
    assert "no star yet" in str(first.get_attribute("aria-label"))
    assert page.locator("a#teachers").get_attribute("href") == "lab/index.html"
    assert "teachers.ipynb" in page.locator("footer").inner_text(), "where teachers make worksheets"
    page.locator("body[data-kept='yes']").wait_for()  # the site's service worker runs: no note
    assert not page.locator("#not-kept").is_visible()
    # keyboard: the first Tab reaches the language switch, then the games
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.lang") == "en"
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.game") == "numnum"
    for size in DOOR_SIZES:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        _fits_the_screen(page, size)
        screenshot(page, f"lite-start-{size[0]}x{size[1]}")

    # Deutsch, remembered after a reload
    page.locator("#languages button[data-lang='de']").click()
    assert page.locator("h2").first.inner_text() == "Spielen"
    assert page.evaluate("() => document.documentElement.lang") == "de"
    page.reload()
    page.locator("#lessons a").first.wait_for()
    assert "Das Einmaleins als Reihen" in page.locator("#lessons a").first.inner_text()
    assert page.locator("#languages button[data-lang='de']").get_attribute("aria-pressed") == "true"
    assert "de" in (page.locator("#lessons a").first.get_attribute("href") or "")
    screenshot(page, "lite-start-de")

    # the lessons' summary of the stars: shown, checked, never taken as HTML
    hostile = {"1": 1, "2": "<img src=x onerror=alert(1)>", "3": 2, "11": 1, "x": 1}
    page.evaluate("(v) => localStorage.setItem('numnum-stars', v)", json.dumps(hostile))
    page.reload()
    page.locator("#lessons a").first.wait_for()
    assert _stars_shown(page) == ["yes", "no", "yes"] + ["no"] * 7
    assert page.locator("#lessons img").count() == 0
    assert "Stern verdient" in str(page.locator("#lessons a").first.get_attribute("aria-label"))
    for damaged in ("[1, 2]", "not json", '"1"', "null"):
        page.evaluate("(v) => localStorage.setItem('numnum-stars', v)", damaged)
        page.reload()
        page.locator("#lessons a").nth(9).wait_for()
        assert _stars_shown(page) == ["no"] * 10, damaged


def _door_ran(page: Any) -> None:
    """The notebook the start page opened ran by itself: its code hidden, its view at the top."""
    page.wait_for_function(DOOR_RAN, timeout=SLOW)
    assert page.locator(".jp-Notebook .jp-CodeCell .jp-InputArea-editor:visible").count() == 0, "code is hidden"
    assert page.locator(".jp-LabShell").count() == 0, "the single-notebook view, not JupyterLab"


def _at_the_top(page: Any, heading: str) -> None:
    title = page.locator(".jp-Notebook .jp-RenderedMarkdown h1", has_text=heading).first
    box = title.bounding_box()
    height = page.viewport_size["height"]
    assert box is not None and 0 <= box["y"] < height / 2, f"the view is not at the top: {box}"


def test_a_lesson_opens_ready_from_the_start_page_and_its_star_shows_there(offline: Offline) -> None:
    page = _start(offline, (1280, 800))
    page.locator("#lessons a[data-lesson='1']").click()
    page.locator("[data-kept='yes'] .numnum-stars").first.wait_for(timeout=SLOW)  # ran without Run All Cells
    _door_ran(page)
    _at_the_top(page, "Lesson 1")
    assert not page.locator(".numnum-run-all").first.is_visible()
    for size in DOOR_SIZES:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.wait_for_timeout(300)  # the layout follows the window (a picture, not an assertion)
        _at_the_top(page, "Lesson 1")
        screenshot(page, f"lite-door-lesson-{size[0]}x{size[1]}")
    earn_the_star_of_lesson_1(page, "en")
    page.wait_for_function("() => JSON.parse(localStorage.getItem('numnum-stars') || '{}')['1'] === 1")
    page.go_back()
    page.locator("#lessons a").nth(9).wait_for()
    assert _stars_shown(page) == ["yes"] + ["no"] * 9
    assert "★" in page.locator("#lessons a").first.inner_text()
    screenshot(page, "lite-start-star")
    # lesson after lesson in one tab, as pupils go on (each a new kernel in the same browser)
    for n in (2, 3):
        page.locator(f"#lessons a[data-lesson='{n}']").click()
        page.locator(STARS, has_text="★").first.wait_for(timeout=SLOW)
        assert "Your stars: ★ ☆ ☆" in (page.locator(STARS).first.text_content() or ""), "lesson 1's star"
        _door_ran(page)
        _at_the_top(page, f"Lesson {n}")
        page.go_back()
        page.locator("#lessons a").nth(9).wait_for()
    assert _stars_shown(page) == ["yes"] + ["no"] * 9


def test_a_german_game_opens_ready_in_a_german_jupyterlab(offline: Offline) -> None:
    page = _start(offline)
    page.locator("#languages button[data-lang='de']").click()
    page.locator("#games a[data-game='numnum']").click()
    # the door gives JupyterLab the start page's language (once, with a reload), then runs the game
    page.locator(TABLE).first.wait_for(timeout=SLOW)
    _door_ran(page)
    _at_the_top(page, "NumNum")
    menu = page.locator(".lm-MenuBar-itemLabel", has_text="Ausführen")
    assert menu.count() == 1, "a German menu"
    assert page.evaluate("() => document.documentElement.lang").startswith("de")
    _wait_for_my_turn(page)
    assert "Karte" in (page.locator(TABLE).first.text_content() or ""), "a German table"
    screenshot(page, "lite-door-game-de")
    # JupyterLab for teachers speaks German too, until the start page says otherwise
    page.goto(f"{offline.base}/lab/index.html")
    page.locator(".lm-MenuBar-itemLabel", has_text="Ausführen").wait_for(timeout=SLOW)
    page.goto(f"{offline.base}/index.html")
    page.locator("#languages button[data-lang='en']").click()
    page.goto(f"{offline.base}/lab/index.html")
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.wait_for(timeout=SLOW)
    assert page.locator(".lm-MenuBar-itemLabel", has_text="Ausführen").count() == 0


#: The door has run the notebook and brought its view to the top (the bar has the focus then).
DOOR_DONE = "() => document.querySelector('[data-numnum-door=\"ran\"]') !== null"


def _the_link_home_is_at_the_top(page: Any) -> Any:
    """The door's link back to the start page: big, above the notebook, covering none of it."""
    bar = page.locator(".jp-NotebookPanel .numnum-home").first
    bar.wait_for(timeout=SLOW)
    link = bar.locator("a[data-numnum-home]")
    shown, notebook = bar.bounding_box(), page.locator(".jp-NotebookPanel-notebook").first.bounding_box()
    assert shown is not None and notebook is not None
    assert shown["y"] + shown["height"] <= notebook["y"] + 1, f"the bar covers the notebook: {shown} {notebook}"
    assert 0 <= shown["y"] < page.viewport_size["height"] / 3, f"not at the top: {shown}"
    size = link.bounding_box()
    assert size is not None and size["height"] >= 44 and size["width"] >= 120, f"a big link: {size}"
    return link


def test_a_child_goes_back_from_a_lesson_to_the_start_page_by_its_link(
    browser: Any, site: Path, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    # the site copied to a sub-path of the school's server: the link leads to this copy's start page
    (tmp_path / "school").mkdir()
    (tmp_path / "school" / "numnum").symlink_to(site, target_is_directory=True)
    # a browser as the children's are, with its back/forward cache (Playwright turns it off)
    cached = browser.browser_type.launch(
        executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, NO_DNS], ignore_default_args=["--disable-back-forward-cache"]
    )
    with _static_server(tmp_path, "school/numnum/jupyter-lite.json") as root:
        base = f"{root}/school/numnum"
        session = Offline(cached, base)
        page = session.page
        asked: list[str] = []  # "Leave site? Changes may not be saved" and the like
        page.on("dialog", lambda dialog: (asked.append(dialog.type), dialog.accept()))
        try:
            # a teacher's direct link to a German lesson, in a browser that has no language kept:
            # the lesson's own language; the child gets there by keyboard (the first Tab, then Enter)
            lesson = "lessons/de/02_vielfache_und_teiler.ipynb"
            page.set_viewport_size({"width": 1024, "height": 600})
            page.goto(f"{base}/notebooks/index.html?path={urllib.parse.quote(lesson)}")
            link = _the_link_home_is_at_the_top(page)
            assert link.get_attribute("href") == f"{base}/index.html?lang=de"
            assert page.get_by_role("link", name="Startseite", exact=True).count() == 1  # "⌂" is not read out
            page.wait_for_function(DOOR_DONE, timeout=SLOW)
            _door_ran(page)
            _at_the_top(page, "Lektion 2")
            page.keyboard.press("Tab")
            assert page.evaluate("() => document.activeElement.dataset.numnumHome") == "de", "the first Tab"
            screenshot(page, "lite-home-link-1024x600")
            with page.expect_navigation():
                page.keyboard.press("Enter")
            page.locator("#lessons a").nth(9).wait_for()
            assert page.url == f"{base}/index.html?lang=de"
            assert page.locator("h2").first.inner_text() == "Spielen", "the start page in the lesson's language"
            assert _stars_shown(page) == ["no"] * 10, "nothing earned"
            assert asked == [], "leaving by the link asks nothing"

            # from the start page (its language kept now), a star earned, back by a click
            page.locator("#languages button[data-lang='de']").click()
            page.evaluate("() => { window.numnumLeft = 'before lesson 1'; }")
            page.locator("#lessons a[data-lesson='1']").click()
            page.locator("[data-kept='yes'] .numnum-stars").first.wait_for(timeout=SLOW)
            page.wait_for_function(DOOR_DONE, timeout=SLOW)
            _door_ran(page)
            link = _the_link_home_is_at_the_top(page)
            assert (link.text_content() or "") == "⌂Startseite"
            earn_the_star_of_lesson_1(page, "de")
            page.wait_for_function("() => JSON.parse(localStorage.getItem('numnum-stars') || '{}')['1'] === 1")
            screenshot(page, "lite-home-lesson-star-1024x600")
            with page.expect_navigation():
                link.click()
            page.locator("#lessons a").nth(9).wait_for()
            assert page.url == f"{base}/index.html?lang=de"
            assert page.locator("h2").first.inner_text() == "Spielen"
            assert _stars_shown(page) == ["yes"] + ["no"] * 9
            assert "Stern verdient" in str(page.locator("#lessons a").first.get_attribute("aria-label"))
            assert asked == [], "leaving by the link asks nothing, though the lesson has changed"
            _fits_the_screen(page, (1024, 600))
            screenshot(page, "lite-home-start-star-1024x600")

            # two steps back: the start page as it was left before lesson 1, from the browser's
            # back/forward cache (the same page, not loaded again), shows the star earned since
            page.evaluate("() => history.go(-2)")
            page.wait_for_function("() => window.numnumLeft === 'before lesson 1'", timeout=60_000)
            page.wait_for_function("() => document.querySelector('#lessons a')?.dataset.star === 'yes'", timeout=10_000)
            assert _stars_shown(page) == ["yes"] + ["no"] * 9
            assert page.locator("h2").first.inner_text() == "Spielen"
            # Chromium hands a page restored from that cache the storage events it missed; for a
            # browser that does not, the page's pageshow alone shows the stars anew (a page hears
            # no storage event of its own writes: the summary changes here without a word)
            page.evaluate("() => localStorage.setItem('numnum-stars', JSON.stringify({1: 1, 3: 1}))")
            assert _stars_shown(page) == ["yes"] + ["no"] * 9
            page.evaluate("() => window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: true}))")
            assert _stars_shown(page) == ["yes", "no", "yes"] + ["no"] * 7
        finally:
            screenshot(page, f"lite-last-{request.node.name}")
            session.context.close()
            cached.close()
    # (the browser's own /favicon.ico at the server's root, for a page that names its icon late)
    blocked = [url for url in session.blocked if url != f"{root}/favicon.ico"]
    assert blocked == [], f"the site asked other hosts or left its folder: {blocked[:5]}"
    assert session.missing == [], f"files the site lacks: {session.missing[:5]}"


# --- without the service worker (plain http:// on a school server, or a browser that blocks them)


def test_without_a_service_worker_the_table_and_the_lesson_say_that_nothing_is_kept(
    chromium: Any, served: str, request: pytest.FixtureRequest
) -> None:
    session = Offline(chromium, served, service_workers="block")
    page = session.page
    try:
        # the start page says it first, in the pupil's language
        _start(session)
        page.locator("body[data-kept='no']").wait_for()
        text = page.locator("#not-kept").inner_text()
        assert "This page cannot keep your games and stars" in text and "https://" in text and "localhost" in text
        page.locator("#languages button[data-lang='de']").click()
        assert "Diese Seite kann deine Spiele und Sterne nicht aufbewahren" in page.locator("#not-kept").inner_text()
        screenshot(page, "lite-not-kept-start")
        page.evaluate("() => localStorage.removeItem('numnum-lang')")  # JupyterLab as it is, in English
        session.open_and_run("play.ipynb")
        note = page.locator(f"{TABLE} .nn-note")
        note.wait_for(timeout=SLOW)
        text = note.inner_text()
        assert "This page cannot keep your game" in text and "https://" in text and "localhost" in text, text
        _wait_for_my_turn(page)
        _move(page)  # the game plays on, in the kernel's memory
        screenshot(page, "lite-not-kept-table", TABLE)
        _close_all_tabs(page)
        session.open_and_run("lessons/de/01_einmaleins_als_reihen.ipynb")  # and in German, in a lesson
        said = page.locator(".numnum-pupil .numnum-kept-note", has_text="Diese Seite kann").first
        said.wait_for(timeout=SLOW)  # (before the browser has said who it is, it says "not yet")
        text = said.text_content() or ""
        assert "Diese Seite kann deine Sterne und Antworten nicht aufbewahren" in text and "https://" in text, text
        said.scroll_into_view_if_needed()
        screenshot(page, "lite-not-kept-lesson")
    finally:
        screenshot(page, f"lite-last-{request.node.name}")
        session.context.close()
    assert session.blocked == [], f"the site asked other hosts: {session.blocked[:5]}"
    assert session.missing == [], f"files the site lacks: {session.missing[:5]}"


def test_from_plain_http_on_a_school_server_the_start_page_and_the_game_say_that_nothing_is_kept(
    browser: Any, served: str, request: pytest.FixtureRequest
) -> None:
    # the usual case: http://<the school's server>/ (not localhost), where browsers run no service worker
    port = served.rsplit(":", 1)[1]
    rules = "--host-resolver-rules=MAP school.test 127.0.0.1 , MAP * ~NOTFOUND"
    plain = browser.browser_type.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, rules])
    session = Offline(plain, f"http://school.test:{port}")
    page = session.page
    try:
        _start(session)
        assert page.evaluate("() => window.isSecureContext") is False
        page.locator("body[data-kept='no']").wait_for()
        text = page.locator("#not-kept").inner_text()
        assert "This page cannot keep your games and stars" in text and "https://" in text, text
        page.locator("#games a[data-game='numnum']").click()
        note = page.locator(f"{TABLE} .nn-note")
        note.wait_for(timeout=SLOW)
        assert "This page cannot keep your game" in note.inner_text()
        _door_ran(page)
        _wait_for_my_turn(page)
        _move(page)  # the game plays on, in the kernel's memory
    finally:
        screenshot(page, f"lite-last-{request.node.name}")
        plain.close()
    assert session.blocked == [], f"the site asked other hosts: {session.blocked[:5]}"
    assert session.missing == [], f"files the site lacks: {session.missing[:5]}"


def _close_all_tabs(page: Any) -> None:
    """File → Close All Tabs (changes not saved), so that the next page opens only its notebook."""
    page.get_by_role("menuitem", name="File", exact=True).click()
    page.get_by_text("Close All Tabs", exact=True).click()
    for _ in range(10):  # JupyterLab asks for each changed notebook
        discard = page.locator(".jp-Dialog button", has_text="Discard")
        try:
            discard.first.wait_for(timeout=3_000)
        except Exception:
            break
        discard.first.click()
    page.locator(".jp-NotebookPanel").first.wait_for(state="detached", timeout=30_000)


# --- a pupil's saved copy of a lesson, and the teacher's newer version on the site


FIRST_CELL_IS_THE_TEACHERS = (
    "() => (document.querySelector('.jp-Notebook .jp-Cell')?.textContent ?? '').includes(\"the teacher's new version\")"
)


def test_a_saved_lesson_hears_of_the_teachers_newer_version_and_starts_again(offline: Offline, site: Path) -> None:
    page, base = offline.page, offline.base
    path = "lessons/en/01_times_tables_as_rows.ipynb"
    page.goto(f"{base}/lab/index.html?path={urllib.parse.quote(path)}")
    _run_all_when_the_kernel_is_ready(offline)
    page.locator(".numnum-copy .numnum-copy-again").first.wait_for(timeout=SLOW)
    assert page.locator("[data-copy='same']").count() == 1, "the site's version: nothing newer"
    _save_with_the_keyboard(page)  # the pupil saves: the browser keeps its own copy

    # the teacher puts a newer version of the lesson on the site (served in place of the built one)
    teacher = json.loads((site / "files" / path).read_text(encoding="utf-8"))
    teacher["cells"][0]["source"] = ["# Lesson 1, the teacher's new version\n"]
    teacher["metadata"][lite_build.VERSION_KEY] = "0123456789ab"
    versions = json.loads((site / lite_build.VERSIONS).read_text(encoding="utf-8"))
    assert versions["notebooks"][path] == json.loads((site / "files" / path).read_text())["metadata"]["numnum_version"]
    versions["notebooks"][path] = "0123456789ab"
    # (on the context: the site's service worker fetches them, and the page's routes do not see it)
    offline.context.route(f"{base}/files/{path}", lambda route: route.fulfill(json=teacher))
    offline.context.route(f"{base}/{lite_build.VERSIONS}", lambda route: route.fulfill(json=versions))

    page.reload()
    _run_all_when_the_kernel_is_ready(offline)
    newer = page.locator(".numnum-copy-newer").first
    newer.wait_for(timeout=SLOW)
    assert "Your teacher has a newer version of this lesson" in (newer.text_content() or "")
    assert not page.evaluate(FIRST_CELL_IS_THE_TEACHERS), "the pupil's copy is open"
    newer.scroll_into_view_if_needed()
    screenshot(page, "lite-lesson-newer")
    page.locator(".numnum-copy-again").first.click()
    assert "Your stars and answers stay" in (page.locator(".numnum-copy-say").first.text_content() or "")
    with page.expect_event("load", timeout=SLOW):  # once the teacher's version is kept, the page opens again
        page.locator(".numnum-copy-yes").first.click()
    page.wait_for_function(FIRST_CELL_IS_THE_TEACHERS, timeout=SLOW)
    page.wait_for_function(DOOR_RAN, timeout=SLOW)  # and the site's door runs it, code hidden, as every lesson
    assert page.locator(".numnum-door").count() >= 1
    page.locator("[data-copy='same'] .numnum-copy-again").first.wait_for(timeout=SLOW)
    assert page.locator(".numnum-copy-newer").count() == 0
    screenshot(page, "lite-lesson-started-again")

    page.reload()  # the browser's copy is the teacher's version now
    page.wait_for_function(FIRST_CELL_IS_THE_TEACHERS, timeout=SLOW)
    page.locator("[data-copy='same'] .numnum-copy-again").first.wait_for(timeout=SLOW)
    assert page.locator(".numnum-copy-newer").count() == 0


def _save_with_the_keyboard(page: Any) -> None:
    """Ctrl+S in the notebook, as a pupil saves, until the notebook's tab shows it saved.

    A click into the notebook may land in one of the lesson's answer boxes, which keeps its keys
    from JupyterLab (so Ctrl+S saves nothing); the click goes to the notebook's left margin, and
    is tried again a few times on a busy machine before the test gives up.
    """
    saved = "() => !document.querySelector('.lm-TabBar-tab.jp-mod-dirty')"
    for _ in range(5):
        page.locator(".jp-Notebook").first.click(position={"x": 4, "y": 40})
        page.keyboard.press("Escape")
        page.keyboard.press("Control+s")
        try:
            page.wait_for_function(saved, timeout=15_000)
            return
        except Exception:
            continue
    raise AssertionError("the notebook was not saved by Ctrl+S")


#: The kernel is ready: its status is "idle" after it has been starting (before the kernel starts,
#: the notebook shows "idle" once too); as benchmarks/lite.py waits for it.
KERNEL_READY = (
    "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status;"
    " if (s && s !== 'idle') window.numnumStarting = true; return s === 'idle' && window.numnumStarting === true; }"
)


def _run_all_when_the_kernel_is_ready(offline: Offline) -> None:
    """Run All Cells once the kernel has started (on a busy machine a click while it starts may be lost)."""
    offline.page.wait_for_function(KERNEL_READY, polling=100, timeout=SLOW)
    offline.run_all()


def test_the_doors_own_run_leaves_the_notebook_unchanged(offline: Offline) -> None:
    """A child who leaves a lesson by the browser's Back is asked nothing: the door's run is not
    the child's work, so the notebook is not marked changed (no "Leave site?", no copy saved)."""
    page, base = offline.page, offline.base
    path = "lessons/en/02_multiples_and_divisors.ipynb"
    page.goto(f"{base}/lab/index.html?path={urllib.parse.quote(path)}")
    page.wait_for_function(DOOR_DONE, timeout=SLOW)
    assert page.locator(".numnum-door .jp-OutputArea-output").count() > 0, "the lesson ran"
    tab = page.locator(".lm-TabBar-tab", has_text="02_multiples_and_divisors").first
    tab.wait_for(timeout=SLOW)
    page.wait_for_function("() => !document.querySelector('.lm-TabBar-tab.jp-mod-dirty')", timeout=30_000)
    page.wait_for_timeout(3_000)  # and it stays so once the last outputs are in
    assert "jp-mod-dirty" not in (tab.get_attribute("class") or "")
