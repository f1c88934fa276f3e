"""How quickly does the no-install site (``make lite``) get a child to a playable table?
A benchmark, not a test: it prints only.

    .venv/bin/python benchmarks/lite.py              # build/lite (make lite first), 1 run
    .venv/bin/python benchmarks/lite.py --runs 3     # three runs, each in a fresh browser
    .venv/bin/python benchmarks/lite.py --json       # one JSON object per run
    .venv/bin/python benchmarks/lite.py --door       # also the children's way: the start page's game

Each run starts Debian's chromium (headless, through Playwright) with nothing cached and every
other host blocked, serves the built site from a small static server in this process (as
``python -m http.server`` does: no compression) and opens ``play.ipynb`` in it as a pupil would.
It waits until the Python kernel (Pyodide) is ready, then runs all the cells and waits for the
card table to be playable (the pupil's turn, cards to click), then for the notebook's
explanation (``numnum.explain(...)``, whose prime factorisations are sympy's) to be shown.

Printed per run: the megabytes the server sent from opening the page to the playable table
(and what gzip makes of the same files: a school server that compresses, see the README's
deployment section), the seconds from opening the page to the kernel being ready, from the
kernel being ready to the playable table, and from the kernel being ready to the first
explanation shown; and when sympy (which the site loads when the first explanation needs it,
not at ``import numnum``) had been sent, if it was.  Goals of the site: under 20 MB, and under
2 s from the kernel being ready to the playable table.

With ``--door`` each run also takes the children's way, in another fresh browser: the site's
start page (``index.html``), then its NumNum button, which opens the game's notebook in the
single-notebook view where the site's door runs it by itself (tools/lite/door/door.js).  The
same figures, without the explanation (the game's notebook has only its table); the kernel is
ready when its status first turns "idle" or "busy" after its start (the door's cells wait for it
and run at once).
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import os
import sys
import threading
import time
import urllib.parse
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "lite"
CHROMIUM = os.environ.get("NUMNUM_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
GOAL_MB = 20.0
GOAL_SECONDS = 2.0
#: How long to wait for sympy's download after the first explanation (seconds).
SYMPY_WAIT = 60
#: Generous: Pyodide's start on a busy two-core machine.
SLOW_MS = 240_000
TABLE_PLAYABLE = (
    "() => { const t = document.querySelector('.nn-table');"
    " return !!(t && t.querySelector('.nn-seat.nn-me.nn-turn') && !t.querySelector('.nn-overlay')"
    " && t.querySelector('.nn-hand button.nn-card')); }"
)
#: The kernel is ready: its status is "idle" after it has been starting ("unknown", "initializing",
#: "busy"...; before the kernel starts, the notebook shows "idle" once too).
KERNEL_READY = (
    "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status;"
    " if (s && s !== 'idle') window.numnumStarting = true; return s === 'idle' && window.numnumStarting === true; }"
)
#: The kernel's status as it changes, from the moment the notebook shows it (for ``--door``, where
#: the cells the door queued start as soon as the kernel is ready: it may show "busy", not "idle").
WATCH_STATUS = (
    "() => { const s = document.querySelector('.jp-Notebook-ExecutionIndicator'); if (!s) return false;"
    " if (!window.numnumStatus) { window.numnumStatus = [[performance.now(), s.dataset.status]];"
    " new MutationObserver(() => window.numnumStatus.push([performance.now(), s.dataset.status]))"
    ".observe(s, {attributes: true, attributeFilter: ['data-status']}); } return true; }"
)
#: The first moment the kernel was ready after its start: "idle" or "busy" after another status.
STATUS_READY = (
    "() => { let starting = false; for (const [t, s] of window.numnumStatus) {"
    " if (s !== 'idle' && s !== 'busy') starting = true; else if (starting) return t; } return null; }"
)
#: The explanation's Markdown (LaTeX typeset): its gcd line is shown.
EXPLANATION = "() => [...document.querySelectorAll('.jp-RenderedMarkdown')].some(m => /gcd/.test(m.textContent))"


class Counter:
    """What the server sent: bytes per path, and when each file was finished."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: list[tuple[float, str, int]] = []  # (time, path, bytes)

    def add(self, path: str, size: int) -> None:
        with self.lock:
            self.sent.append((time.monotonic(), path, size))

    def until(self, moment: float) -> list[tuple[float, str, int]]:
        with self.lock:
            return [s for s in self.sent if s[0] <= moment]


def _handler(site: Path, counter: Counter) -> type[http.server.SimpleHTTPRequestHandler]:
    class Handler(http.server.SimpleHTTPRequestHandler):
        def copyfile(self, source: Any, outputfile: Any) -> None:  # the body of a GET
            start = source.tell()
            try:
                super().copyfile(source, outputfile)
            except ConnectionError:  # the browser was closed while a file was on its way
                return
            counter.add(urllib.parse.urlsplit(self.path).path, source.tell() - start)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    return functools.partial(Handler, directory=str(site))  # type: ignore[return-value]


def gzip_size(site: Path, paths: set[str]) -> int:
    """The bytes of ``paths`` (files of ``site``) compressed as a web server's gzip does (level 6)."""
    total = 0
    for path in paths:
        file = site / urllib.parse.unquote(path).lstrip("/")
        if file.is_dir():
            file = file / "index.html"
        if file.is_file():
            total += len(gzip.compress(file.read_bytes(), compresslevel=6))
    return total


def one_run(playwright: Any, site: Path, door: bool = False) -> dict[str, Any]:
    """Open the site's ``play.ipynb`` in a fresh browser and time it (``door``: the start page's
    NumNum button instead); the figures."""
    counter = Counter()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _handler(site, counter))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    try:
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        context.route(
            "**/*",
            lambda route: (
                route.continue_() if route.request.url.startswith((base + "/", "data:", "blob:")) else route.abort()
            ),
        )
        page = context.new_page()
        page.set_default_timeout(SLOW_MS)
        opened = time.monotonic()
        explained: float | None = None
        sympy: list[float] = []
        if door:
            page.goto(f"{base}/index.html")
            page.locator("#games a[data-game='numnum']").click()
            page.wait_for_function(WATCH_STATUS, polling=10)
            page.wait_for_function(TABLE_PLAYABLE, polling=50)
            playable = time.monotonic()
            # the page's clock to this process's: the kernel was ready that long before the table
            now, at = page.evaluate(f"() => [performance.now(), ({STATUS_READY})()]")
            if at is None:
                raise RuntimeError("the kernel's status never showed it ready")
            ready = playable - (now - at) / 1000
        else:
            page.goto(f"{base}/lab/index.html?path=play.ipynb")
            page.locator(".jp-Notebook .jp-Cell").first.wait_for()
            page.wait_for_function(KERNEL_READY, polling=20)
            ready = time.monotonic()
            page.get_by_role("menuitem", name="Run", exact=True).click()
            page.get_by_text("Run All Cells", exact=True).click()
            page.wait_for_function(TABLE_PLAYABLE, polling=50)
            playable = time.monotonic()
            page.wait_for_function(EXPLANATION, polling=50)
            explained = time.monotonic()
        sent = counter.until(playable)
        if door:  # the game's notebook has no explanation: sympy is not sent for its table
            sympy = [t for t, path, _ in sent if "/sympy-" in path]
        deadline = time.monotonic() + SYMPY_WAIT  # the explanation asked for sympy: its download ends soon
        while not door and not (sympy := [t for t, path, _ in counter.until(time.monotonic()) if "/sympy-" in path]):
            if time.monotonic() > deadline:
                break
            page.wait_for_timeout(100)
        context.close()
    finally:
        browser.close()
        server.shutdown()
        server.server_close()
    paths = {path for _, path, _ in sent}
    return {
        "way": "door" if door else "lab",
        "mb_fetched": round(sum(size for _, _, size in sent) / 1e6, 2),
        "mb_gzip": round(gzip_size(site, paths) / 1e6, 2),
        "files": len(paths),
        "seconds_to_kernel_ready": round(ready - opened, 2),
        "seconds_ready_to_playable": round(playable - ready, 2),
        "seconds_ready_to_explanation": round(explained - ready, 2) if explained is not None else None,
        "sympy_sent_after_ready": round(sympy[0] - ready, 2) if sympy else None,
    }


def main(argv: list[str] | None = None) -> None:
    """The command line (see the module's text)."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (default: build/lite)")
    parser.add_argument("--runs", type=int, default=1, help="how many runs, each in a fresh browser")
    parser.add_argument("--json", action="store_true", help="one JSON object per run")
    parser.add_argument("--door", action="store_true", help="each run also opens the start page's NumNum button")
    args = parser.parse_args(argv)
    if not (args.site / "lab" / "index.html").is_file():
        sys.exit(f"no built site in {args.site}: run `make lite` first")
    if args.runs < 1:
        sys.exit("--runs must be at least 1")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        for n in range(1, args.runs + 1):
            for door in (False, True) if args.door else (False,):
                row = one_run(p, args.site, door)
                if args.json:
                    print(json.dumps(row), flush=True)
                    continue
                print(report(f"run {n}" + (" (start page)" if door else ""), row), flush=True)


def report(name: str, row: dict[str, Any]) -> str:
    """The figures of one run in words, with the goals met or missed."""
    mb_ok = "ok" if row["mb_fetched"] < GOAL_MB else "MISSED"
    s_ok = "ok" if row["seconds_ready_to_playable"] < GOAL_SECONDS else "MISSED"
    lines = [
        f"{name}: {row['mb_fetched']:.1f} MB fetched ({row['mb_gzip']:.1f} MB with gzip, "
        f"{row['files']} files) to a playable table (goal < {GOAL_MB:.0f} MB) {mb_ok}",
        f"{name}: kernel ready after {row['seconds_to_kernel_ready']:.1f} s; "
        f"playable table {row['seconds_ready_to_playable']:.2f} s later (goal < {GOAL_SECONDS:.0f} s) {s_ok}",
    ]
    if row["seconds_ready_to_explanation"] is not None:
        sympy = row["sympy_sent_after_ready"]
        lines.append(
            f"{name}: first explanation {row['seconds_ready_to_explanation']:.2f} s after the kernel was ready; "
            + (f"sympy sent {sympy:.2f} s after it" if sympy is not None else "sympy not fetched")
        )
    return "\n".join(lines)


if __name__ == "__main__":
    main()
