"""JupyterLab in a real browser for tests: a local server and Debian's chromium driven by Playwright.

The fixtures ``lab`` (the server's base URL; one server for the whole test run) and ``page`` (a
fresh browser page) are available to every test (``conftest.py`` imports them); use
:func:`open_and_run` to open a notebook and run all its cells::

    from browser import open_and_run

    def test_something(lab, page):
        open_and_run(page, lab, "notebooks/play.ipynb")

Screenshots go to ``test-artifacts/`` (kept out of git).  Without chromium or Playwright the
tests are skipped with the reason; CI installs both (see the Makefile).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("NUMNUM_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _missing() -> str | None:
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        return f"chromium is not installed at {CHROMIUM} (make test installs it with apt-get)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (it is in the dev extra)"
    return None


@contextlib.contextmanager
def serve(command: list[str], env: dict[str, str], log_path: Path, name: str, ready: str = "") -> Iterator[str]:
    """Run a local server (``command`` gets ``--port=PORT`` added) until its ``ready`` path answers;
    its base URL.  It is stopped afterwards; its output goes to ``log_path``."""
    port = _free_port()
    log = log_path.open("w")
    server = subprocess.Popen([*command, f"--port={port}"], env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(base + ready, timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not start:\n" + log_path.read_text()[-3000:])
            time.sleep(0.3)
        yield base
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A JupyterLab server on a free localhost port, serving the project folder; its base URL."""
    why = _missing()
    if why:
        pytest.skip(why)
    home = tmp_path_factory.mktemp("lab-home")
    env = {
        **os.environ,
        "NUMNUM_HOME": str(home / "numnum"),  # autosaves of the browser tests stay out of ~/.numnum
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_DATA_DIR": str(home / "data"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
    }
    news = home / "settings" / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    news.parent.mkdir(parents=True)
    news.write_text('{"fetchNews": "false", "checkForUpdates": false}')  # no pop-up over the table
    with serve(
        [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--allow-root",
            "--ServerApp.ip=127.0.0.1",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            "--ServerApp.disable_check_xsrf=True",
            f"--ServerApp.root_dir={ROOT}",
            "--LabApp.news_url=",
            "--LabServerApp.extension_manager=readonly",
        ],
        env,
        home / "lab.log",
        "JupyterLab",
        "/api/status",
    ) as base:
        yield base


@pytest.fixture(scope="session")
def browser(lab: str) -> Iterator[Any]:
    """Debian's chromium, headless, started once."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page (1280x1000) with its own context."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()


def open_and_run(page: Any, base: str, notebook: str) -> None:
    """Open ``notebook`` (a path below the project root) in JupyterLab and run all its cells."""
    page.goto(f"{base}/lab/tree/{notebook}?reset")
    run_all(page)


def run_all(page: Any) -> None:
    """Run all cells of the notebook open in ``page`` (JupyterLab or Notebook 7)."""
    page.locator(".jp-Notebook").first.wait_for()
    # JupyterLab may ask which kernel to start; the notebook's own (Python 3) is preselected.
    select = page.locator(".jp-Dialog button.jp-mod-accept")
    try:
        select.wait_for(timeout=4000)
        select.click()
    except Exception:  # no dialog: the kernel started by itself
        pass
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_text("Run All Cells", exact=True).click()


def screenshot(page: Any, name: str, selector: str | None = None) -> Path:
    """Save a screenshot under ``test-artifacts/`` and return its path."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    if selector:
        page.locator(selector).first.screenshot(path=str(path))
    else:
        page.screenshot(path=str(path), full_page=False)
    return path


# --- a pupil at the card table, in a page of a class server or a hub (Voilà or JupyterLab) ------------

#: The card table's root element.
TABLE = ".nn-table"
#: It is my turn, and no box lies over the table.
MY_TURN = (
    "() => { const t = document.querySelector('.nn-table');"
    " return t && t.querySelector('.nn-seat.nn-me.nn-turn') && !t.querySelector('.nn-overlay'); }"
)
#: A card table that keeps its game (a browser has said who it is).
TABLE_READY = "() => [...document.querySelectorAll('.nn-root')].some(r => r.dataset.kept === 'yes')"
#: A lesson whose Start step and table keep the pupil's work.
LESSON_READY = (
    "() => document.querySelector('.numnum-start') && document.querySelector('.nn-table')"
    " && document.querySelectorAll('[data-kept=\"yes\"]').length >= 2"
)


def hand_of(page: Any) -> list[str]:
    """The cards of my hand on the table, as codes."""
    return list(page.eval_on_selector_all(f"{TABLE} .nn-hand button.nn-card", "els => els.map(e => e.dataset.card)"))


def move(page: Any) -> None:
    """Play the first card that fits (a wish: the first choice), or draw; wait until it is my turn
    again (the computer players have moved, so the game is saved)."""
    page.wait_for_function(MY_TURN)
    table = page.locator(TABLE).first
    step = table.get_attribute("data-step")
    playable = table.locator(".nn-hand button.nn-playable")
    (playable.first if playable.count() else table.locator("button[data-action='draw']")).click()
    page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)
    picker = table.locator(".nn-picker button[data-action='pick']")
    if picker.count():
        step = table.get_attribute("data-step")
        picker.first.click()  # the wish: wait for its picture, else "my turn" is still the picker's
        page.wait_for_function("(s) => document.querySelector('.nn-table').dataset.step !== s", arg=step)
    page.wait_for_function(MY_TURN)
