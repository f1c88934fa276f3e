"""How quickly does a click at a shared table reach the other pupils' screens?
A benchmark, not a test: it prints only.

    .venv/bin/python benchmarks/together.py             # 4 pupils, 60 clicks
    .venv/bin/python benchmarks/together.py --quick     # 2 pupils, 6 clicks

One Jupyter server with numnum's table service and Voilà (as ``make together`` runs it); this
process hosts a NumNum table for the pupils (no computer players, 12 cards each for a long game)
and opens one Voilà page per pupil in Debian's chromium, each in its own browser context.  The
pupil whose turn it is clicks what a child would, by the page's own buttons (a card that fits,
else draw, else pass); each page notes when its table is drawn anew.  The figure is the time
from the click in one page to the new picture in each *other* page: the click goes through that
pupil's kernel to the service, the service plays the move and wakes the long-polls, each other
kernel fetches its seat's picture and sends it to its page, which draws it.  Both times are read
from ``Date.now()`` in the pages (one machine, one clock).  Goal: under 0.2 s (issue 33).

A third line times the same without browsers: widgets in this process (as in kernels) click, and
the others' long-poll threads get the new picture: the service and its transport alone.  The
machine's load average is printed too: on a machine shared with other work the figures grow
with it.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GOAL_MS = 200.0
CHROMIUM = os.environ.get("NUMNUM_CHROMIUM", "/usr/bin/chromium")
NAMES = ("Anna", "Ben", "Cleo", "Dan", "Emil", "Fay", "Gus")
# each page keeps the times (Date.now()) at which its table was drawn anew
WATCH = """() => {
  window.__redraws = [];
  new MutationObserver(() => {
    const t = document.querySelector('.nn-table');
    const step = t && t.dataset.step;
    if (step !== window.__step) { window.__step = step; window.__redraws.push(Date.now()); }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-step'] });
}"""
# the pupil on turn clicks what a simple player would: returns the click's time, or 0 for nothing
CLICK = """() => {
  for (const s of ['.nn-picker button[data-action=pick]', 'button[data-action=play_selected]:not([disabled])',
                   'button.nn-card.nn-playable', 'button[data-action=draw]', 'button[data-action=pass]']) {
    const b = document.querySelector(s);
    if (b) { const t = Date.now(); b.click(); return t; }
  }
  return 0;
}"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def server(home: Path) -> Iterator[str]:
    """``jupyter server`` with the table service and Voilà, serving ``together/``; its base URL."""
    port = _free_port()
    key = os.urandom(16).hex()
    env = {
        **os.environ,
        "NUMNUM_HOME": str(home / "numnum"),
        "NUMNUM_TABLES_KEY": key,
        "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_DATA_DIR": str(home / "data"),
    }
    command = [
        sys.executable,
        "-m",
        "jupyter_server",
        "--no-browser",
        "--allow-root",
        "--ServerApp.ip=127.0.0.1",
        f"--port={port}",
        "--IdentityProvider.token=",
        f"--ServerApp.root_dir={ROOT / 'together'}",
        '--ServerApp.jpserver_extensions={"numnum.together.server": True, "voila.server_extension": True}',
    ]
    log = (home / "server.log").open("w")
    process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(base + "/api/status", timeout=2):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(
                        "the server did not start:\n" + (home / "server.log").read_text()[-2000:]
                    ) from None
                time.sleep(0.3)
        os.environ["NUMNUM_TABLES_URL"] = base + "/numnum/together"
        os.environ["NUMNUM_TABLES_KEY"] = key
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def measure(base: str, browser: Any, pupils: int, clicks: int) -> tuple[list[float], list[float]]:
    """Milliseconds from a click to the other pages' new pictures, and to the clicking page's own."""
    sys.path.insert(0, str(ROOT))
    import numnum

    table = numnum.host("numnum", players=pupils, timeout=None, bot_delay=0, seed=5, hand_size=12)
    contexts = [browser.new_context(viewport={"width": 1100, "height": 800}) for _ in range(pupils)]
    pages = [context.new_page() for context in contexts]
    for page, name in zip(pages, NAMES, strict=False):
        page.set_default_timeout(120_000)
        page.goto(f"{base}/voila/render/join.ipynb?code={table.code}&name={name}")
        page.wait_for_selector(".nn-seat.nn-me")
        page.evaluate(WATCH)
    others: list[float] = []
    own: list[float] = []
    try:
        for _ in range(clicks):
            status = table.status()
            if status["over"]:
                break
            turn = next(s["seat"] for s in status["seats"] if s["turn"])
            mover = pages[turn]
            mover.wait_for_function("() => !!document.querySelector('.nn-seat.nn-me.nn-turn')")
            at = mover.evaluate(CLICK)
            if not at:
                raise RuntimeError("nothing to click on the turn")
            own.append(_redrawn(mover, at))
            if table.status()["moves"] == status["moves"]:
                continue  # the click only picked a card: the other pages have nothing new
            others += [_redrawn(page, at) for i, page in enumerate(pages) if i != turn]
    finally:
        for context in contexts:
            context.close()
    return others, own


def _setter(event: Any, times: list[float]) -> Any:
    """A callback for a widget's new picture: notes the time (once) and sets ``event``."""

    def seen(_change: object) -> None:
        if not event.is_set():
            times.append(time.perf_counter())
            event.set()

    return seen


def measure_kernels(pupils: int, clicks: int) -> list[float]:
    """Milliseconds from a click sent by one pupil's widget (in this process, as in a kernel) to
    the new picture in each other pupil's widget (their long-poll threads): the service and the
    transport alone, without browsers."""
    import threading

    import numnum

    table = numnum.host("numnum", players=pupils, timeout=None, bot_delay=0, seed=6)
    widgets = [numnum.join(table.code, name) for name in NAMES[:pupils]]
    for i, widget in enumerate(widgets):
        widget.join(f"{i + 1:032x}")
    out: list[float] = []
    try:
        for _ in range(clicks):
            status = table.status()
            if status["over"]:
                break
            mover = widgets[next(s["seat"] for s in status["seats"] if s["turn"])]
            action = next((a for a in ("draw", "pass") if f'data-action="{a}"' in mover.html), "pick")
            others = [w for w in widgets if w is not mover]
            seen = [threading.Event() for _w in others]
            times: list[float] = []
            for w, event in zip(others, seen, strict=True):
                w.observe(_setter(event, times), names="html")
            start = time.perf_counter()
            mover.click(action, **({"index": 0} if action == "pick" else {}))
            for w, event in zip(others, seen, strict=True):
                event.wait(30)
                w.unobserve_all("html")
            out += [1000 * (t - start) for t in times]
    finally:
        for w in widgets:
            w.close()
    return out


def _redrawn(page: Any, at: float) -> float:
    """Milliseconds from ``at`` (a click's ``Date.now()``) to the page's first new picture."""
    page.wait_for_function("(t) => window.__redraws.some(r => r >= t)", arg=at)
    return float(page.evaluate("(t) => window.__redraws.find(r => r >= t)", at)) - at


def _line(what: str, ms: list[float]) -> str:
    if not ms:
        return f"{what}: no clicks"
    p95 = sorted(ms)[max(0, round(0.95 * len(ms)) - 1)]
    verdict = "ok" if p95 < GOAL_MS else "MISSED"
    return (
        f"{what}: {len(ms)} redraws  median {statistics.median(ms):.0f} ms  p95 {p95:.0f} ms  "
        f"max {max(ms):.0f} ms (goal < {GOAL_MS:.0f} ms) {verdict}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pupils", type=int, default=4, help="pupils at the table (2 to 7)")
    parser.add_argument("--clicks", type=int, default=60, help="clicks to time")
    parser.add_argument("--quick", action="store_true", help="2 pupils, 6 clicks")
    args = parser.parse_args()
    pupils, clicks = (2, 6) if args.quick else (args.pupils, args.clicks)
    if not 2 <= pupils <= len(NAMES):
        parser.error(f"--pupils must be 2 to {len(NAMES)}")
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        sys.exit(f"chromium is not installed at {CHROMIUM}")
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder, server(Path(folder)) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"])
        others, own = measure(base, browser, pupils, clicks)
        browser.close()
        kernels = measure_kernels(pupils, clicks)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"A NumNum table of {pupils} pupils, each in their own browser (Voila), one Jupyter server:")
    print(_line("click -> the other pages", others))
    print(_line("click -> the clicking page", own))
    print(_line("click -> the other kernels", kernels))
    print(f"(load average of the machine at the end: {load:.1f})")


if __name__ == "__main__":
    main()
