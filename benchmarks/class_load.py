"""A class arrives at once: N pupils open a lesson on one class server (Voilà inside a Jupyter
server) with the class set-up of ``make lessons`` / ``make class`` (``tools/class_server.py``,
``jupyter_config/``).  A benchmark,
not a test: it prints only.

    .venv/bin/python benchmarks/class_load.py --pupils 30                  # browsers (chromium)
    .venv/bin/python benchmarks/class_load.py --pupils 30 --mode server    # HTTP + websocket only
    .venv/bin/python benchmarks/class_load.py --pupils 10 --vanish --cull 180  # pages vanish: a shorter cull

It starts its own class server (a free port, a temporary ``NUMNUM_HOME`` and Jupyter folders)
serving a copy of ``lessons/``, loads the lesson once alone (the reference: how many outputs a page has), then lets
the pupils open it together:

- ``--mode browser``: one Debian chromium (``/usr/bin/chromium``, Playwright), one browser context
  per pupil, every other host blocked;
- ``--mode server``: no browser; each pupil is a thread that reads the page over HTTP (Voilà runs
  every cell while it sends the page) and then opens the kernel's websocket and asks it for its
  ``kernel_info``, as a page does.

It prints, per run: the time to the first widget (first, median and slowest pupil) and to the
whole page; the failures (no widget, fewer outputs than the reference, a kernel the server no
longer knows: ``404 ... Kernel does not exist``, and the server's ``Timeout waiting for IOPub``);
the kernels alive while the pupils stay, right after they leave and after the cull time; and the
memory (the Voilà server and its kernels, resident, at the peak).

The pupils leave as pupils do: they close their pages, and each page asks the server to shut its
kernel down (the class template makes this work, see ``jupyter_config/``; in server mode the
benchmark sends the same request).  With ``--vanish`` the pages vanish without a word (a laptop
shut, a browser that crashed): then only the cull ends their kernels.

The class set-up shuts a kernel down 900 s after its page was closed; ``--cull`` makes the run's
own Voilà cull sooner (checked every ``--cull-interval`` seconds), so that the benchmark does not
wait a quarter of an hour: it must stay far above the slowest page load it prints.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import tempfile
import threading
import time
import urllib.request
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_LESSON = "en/01_times_tables_as_rows.ipynb"
OUTPUT = "application/vnd.voila.cell-output+json"
WIDGET = "application/vnd.jupyter.widget-view+json"
# how they stand in the page: a cell's output, and a widget in it (the page's own scripts, such
# as the class template's, name the two types too, so the bare names are not counted)
OUTPUT_TAG = f'<script type="{OUTPUT}"'
WIDGET_KEY = f'"{WIDGET}":'
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')


def _class_server() -> Any:
    spec = importlib.util.spec_from_file_location("class_server", ROOT / "tools" / "class_server.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@dataclass
class Pupil:
    """What one pupil saw: seconds from the class's start; ``None`` for what never came."""

    first_widget: float | None = None
    page_done: float | None = None
    outputs: int = 0
    kernel_404: bool = False
    error: str = ""


@dataclass
class Server:
    """The run's own Voilà: its process, base URL and log."""

    process: subprocess.Popen[bytes]
    base: str
    log: Path

    def kernels(self) -> list[Any]:
        """The kernel processes the server started (ipykernel), alive now."""
        import psutil

        try:
            children = psutil.Process(self.process.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            return []
        found = []
        for child in children:
            try:
                if "ipykernel" in " ".join(child.cmdline()):
                    found.append(child)
            except psutil.Error:
                pass
        return found

    def memory(self) -> tuple[int, int, int]:
        """Resident bytes of the server alone and of its kernels, and how many kernels."""
        import psutil

        try:
            server = psutil.Process(self.process.pid).memory_info().rss
        except psutil.Error:
            return 0, 0, 0
        kernels = self.kernels()
        total = 0
        for kernel in kernels:
            with contextlib.suppress(psutil.Error):
                total += kernel.memory_info().rss
        return server, total, len(kernels)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def voila(folder: Path, work: Path, cull: int, interval: int) -> Iterator[Server]:
    """The class server with the class set-up serving ``folder`` (a copy, with the table apps),
    culling after ``cull`` s; stopped afterwards."""
    tool = _class_server()
    folder = tool.class_folder(folder, work / "served")
    env = tool.voila_env(
        {
            **os.environ,
            "NUMNUM_HOME": str(work / "numnum"),
            "JUPYTER_RUNTIME_DIR": str(work / "runtime"),
            "JUPYTER_DATA_DIR": str(work / "data"),
        }
    )
    tool.trust(tool.notebooks(folder), env)
    port = _free_port()
    command = [
        *tool.server_command(folder),
        f"--port={port}",
        f"--MappingKernelManager.cull_idle_timeout={cull}",
        f"--MappingKernelManager.cull_interval={interval}",
    ]
    log = work / "voila.log"
    with log.open("w") as out:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT)
        server = Server(process, f"http://127.0.0.1:{port}", log)
        try:
            deadline = time.monotonic() + 120
            while True:
                try:
                    with urllib.request.urlopen(server.base + "/voila/tree", timeout=2):
                        break
                except OSError:
                    if process.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError("Voilà did not start:\n" + log.read_text()[-3000:]) from None
                    time.sleep(0.3)
            yield server
        finally:
            process.terminate()
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()


class Sampler(threading.Thread):
    """Samples the server's memory every second: the peak of server + kernels."""

    def __init__(self, server: Server) -> None:
        super().__init__(daemon=True)
        self.server = server
        self.stop = threading.Event()
        self.peak = (0, 0, 0)

    def run(self) -> None:
        while not self.stop.is_set():
            sample = self.server.memory()
            if sample[0] + sample[1] > self.peak[0] + self.peak[1]:
                self.peak = sample
            self.stop.wait(1.0)


# --- server only: the page over HTTP, then the kernel's websocket ----------------------------------


def _load_page(url: str, start: float, pupil: Pupil, timeout: float) -> str:
    """Read the page as it streams; note when the first widget and the end arrive."""
    body = b""
    with urllib.request.urlopen(url, timeout=timeout) as response:
        while chunk := response.read1(65536):
            body += chunk
            if pupil.first_widget is None and WIDGET_KEY.encode() in body:
                pupil.first_widget = time.monotonic() - start
    pupil.page_done = time.monotonic() - start
    text = body.decode("utf-8", errors="replace")
    pupil.outputs = text.count(OUTPUT_TAG)
    return text


def _kernel_info(base: str, kernel: str, timeout: float) -> Any:
    """Open the kernel's websocket as a page does and ask for ``kernel_info``; the open socket."""
    import websocket

    session = uuid.uuid4().hex
    ws = websocket.create_connection(
        f"{base.replace('http', 'ws', 1)}/api/kernels/{kernel}/channels?session_id={session}", timeout=timeout
    )
    msg_id = uuid.uuid4().hex
    header = {"msg_id": msg_id, "username": "pupil", "session": session, "msg_type": "kernel_info_request"}
    ws.send(
        json.dumps(
            {
                "header": {**header, "version": "5.3", "date": ""},
                "parent_header": {},
                "metadata": {},
                "content": {},
                "channel": "shell",
                "buffers": [],
            }
        )
    )
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        reply = json.loads(ws.recv())
        if reply.get("parent_header", {}).get("msg_id") == msg_id and reply.get("channel") == "shell":
            return ws
    raise TimeoutError("no kernel_info_reply")


def server_pupils(server: Server, lesson: str, n: int, stay: float, timeout: float, vanish: bool) -> list[Pupil]:
    """``n`` pupils over HTTP and websocket at once; they stay ``stay`` s, then leave (close the
    page, or with ``vanish`` only drop the connection)."""
    import websocket

    pupils = [Pupil() for _ in range(n)]
    sockets: list[Any] = []
    lock = threading.Lock()
    start = time.monotonic()

    def one(pupil: Pupil) -> None:
        try:
            text = _load_page(f"{server.base}/voila/render/{lesson}", start, pupil, timeout)
            found = KERNEL_ID.search(text)
            if not found:
                pupil.error = "no kernel id in the page"
                return
            ws = _kernel_info(server.base, found.group(1), timeout)
            with lock:
                sockets.append((ws, found.group(1)))
        except websocket.WebSocketBadStatusException as e:
            pupil.kernel_404 = e.status_code == 404
            pupil.error = f"websocket {e.status_code}"
        except Exception as e:  # a failure of this pupil, counted and shown
            pupil.error = f"{type(e).__name__}: {e}"

    threads = [threading.Thread(target=one, args=(p,)) for p in pupils]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    time.sleep(stay)
    for ws, kernel in sockets:
        with contextlib.suppress(Exception):
            ws.close()
        if not vanish:
            _goodbye(server.base, kernel)
    return pupils


def _goodbye(base: str, kernel: str) -> None:
    """What a closing page sends: ask the server to shut the kernel down (with an ``_xsrf`` token
    in the cookie and in the form, as the class template's page does)."""
    token = uuid.uuid4().hex
    request = urllib.request.Request(
        f"{base}/voila/api/shutdown/{kernel}",
        data=f"_xsrf={token}".encode(),
        headers={"Cookie": f"_xsrf={token}", "Content-Type": "application/x-www-form-urlencoded"},
        method="POST",
    )
    with contextlib.suppress(OSError), urllib.request.urlopen(request, timeout=30):
        pass


# --- browsers: one chromium, a context per pupil ---------------------------------------------------

PROGRESS = f"""() => [
  [...document.querySelectorAll('.jupyter-widgets')].filter(e => !e.parentElement.closest('.jupyter-widgets')).length,
  document.querySelectorAll('script[type="{OUTPUT}"], .jp-OutputArea-output').length,
]"""


def browser_pupils(
    server: Server,
    lesson: str,
    n: int,
    expected: tuple[int, int],
    stay: float,
    timeout: float,
    chromium: str,
    vanish: bool,
) -> list[Pupil]:
    """``n`` pupils in browser contexts of one chromium at once; they stay ``stay`` s, then leave.
    A page is whole when it has ``expected`` outputs and widgets shown (top-level widget views)."""
    from playwright.sync_api import sync_playwright

    pupils = [Pupil() for _ in range(n)]
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=chromium,
            # every other host is unknown to this chromium (a Playwright route would also catch
            # the request a closing page sends, and drop it)
            args=[
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
            ],
        )
        contexts = [browser.new_context(viewport={"width": 1280, "height": 900}) for _ in range(n)]
        pages = []
        for context, pupil in zip(contexts, pupils, strict=True):
            page = context.new_page()

            def kernel_gone(response: Any, pupil: Pupil = pupil) -> None:
                if response.status == 404 and "/api/kernels/" in response.url:
                    pupil.kernel_404 = True

            page.on("response", kernel_gone)
            pages.append(page)
        start = time.monotonic()
        for page in pages:
            page.goto(f"{server.base}/voila/render/{lesson}", wait_until="commit", timeout=timeout * 1000)
        waiting = set(range(n))
        while waiting and time.monotonic() - start < timeout:
            for i in sorted(waiting):
                try:
                    widgets, outputs = pages[i].evaluate(PROGRESS)
                except Exception:  # the page is between documents
                    continue
                now = time.monotonic() - start
                if widgets and pupils[i].first_widget is None:
                    pupils[i].first_widget = now
                pupils[i].outputs = outputs
                if outputs >= expected[0] and widgets >= expected[1]:
                    pupils[i].page_done = now
                    waiting.discard(i)
            time.sleep(0.5)
        for i in waiting:
            pupils[i].error = "page not complete"
        time.sleep(stay)
        if not vanish:  # the pupils close their pages: each page says goodbye to its kernel
            for page in pages:
                with contextlib.suppress(Exception):
                    page.goto("about:blank")
            time.sleep(1)
        for context in contexts:
            context.close()
        browser.close()
    return pupils


# --- the run ---------------------------------------------------------------------------------------


def _seconds(values: list[float]) -> str:
    if not values:
        return "none"
    return f"first {min(values):6.1f} s  median {statistics.median(values):6.1f} s  slowest {max(values):6.1f} s"


def _mb(n: int) -> str:
    return f"{n / 2**20:,.0f} MB"


def report(args: argparse.Namespace) -> int:
    """Run one class; print its figures; 0 without failures, 1 with."""
    folder = ROOT / "lessons"
    with tempfile.TemporaryDirectory(prefix="numnum-class-") as tmp:
        work = Path(tmp)
        with voila(folder, work, args.cull, args.cull_interval) as server:
            alone = Pupil()
            reference = _load_page(f"{server.base}/voila/render/{args.lesson}", time.monotonic(), alone, args.timeout)
            found = KERNEL_ID.search(reference)
            if found:  # the reference page leaves before the class comes
                _goodbye(server.base, found.group(1))
            expected = reference.count(OUTPUT_TAG)
            widgets = reference.count(WIDGET_KEY)
            print(
                f"{args.lesson}: {expected} outputs, {widgets} widgets; "
                f"one pupil alone: first widget {alone.first_widget or 0:.1f} s, page {alone.page_done or 0:.1f} s"
            )
            time.sleep(1)
            sampler = Sampler(server)
            sampler.start()
            if args.mode == "server":
                pupils = server_pupils(server, args.lesson, args.pupils, args.stay, args.timeout, args.vanish)
            else:
                pupils = browser_pupils(
                    server,
                    args.lesson,
                    args.pupils,
                    (expected, widgets),
                    args.stay,
                    args.timeout,
                    args.chromium,
                    args.vanish,
                )
            sampler.stop.set()
            sampler.join()
            left = time.monotonic()
            time.sleep(10)  # a kernel asked to shut down may take a few seconds to end
            after_leaving = len(server.kernels())
            deadline = left + args.cull + args.cull_interval + 30
            while server.kernels() and time.monotonic() < deadline:
                time.sleep(2)
            culled_after = time.monotonic() - left
            after_cull = len(server.kernels())
            log = server.log.read_text(errors="replace")
        first = [p.first_widget for p in pupils if p.first_widget is not None]
        done = [p.page_done for p in pupils if p.page_done is not None]
        no_widget = sum(p.first_widget is None for p in pupils)
        missing = sum(p.outputs < expected for p in pupils)
        gone = max(sum(p.kernel_404 for p in pupils), log.count("Kernel does not exist"))
        iopub = log.count("Timeout waiting for IOPub")
        errors = [p.error for p in pupils if p.error]
        server_rss, kernels_rss, kernels = sampler.peak
        leave = "their pages vanish" if args.vanish else "they close their pages"
        print(
            f"{args.pupils} pupils at once ({args.mode}; {leave}), "
            f"cull after {args.cull} s every {args.cull_interval} s:"
        )
        print(f"  first widget   {_seconds(first)}")
        print(f"  whole page     {_seconds(done)}")
        print(
            f"  failures       no widget {no_widget}, missing outputs {missing}, kernel 404 {gone}, "
            f"IOPub timeouts {iopub}" + (f"  ({'; '.join(sorted(set(errors))[:3])})" if errors else "")
        )
        print(
            f"  kernels alive  {kernels} while they stay, {after_leaving} 10 s after they leave, "
            f"{after_cull} after {culled_after:.0f} s"
        )
        per_kernel = kernels_rss / kernels if kernels else 0
        print(
            f"  memory (peak)  server {_mb(server_rss)} + {kernels} kernels {_mb(kernels_rss)} "
            f"({_mb(int(per_kernel))} each) = {_mb(server_rss + kernels_rss)}"
        )
        failed = no_widget + missing + gone + iopub + len(errors)
        return 1 if failed or after_cull else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--pupils", type=int, default=10, help="how many pupils open the lesson at once")
    parser.add_argument("--mode", choices=("browser", "server"), default="browser")
    parser.add_argument("--lesson", default=DEFAULT_LESSON, help=f"the notebook below lessons/ ({DEFAULT_LESSON})")
    parser.add_argument("--cull", type=int, default=900, help="seconds before an idle kernel is shut down (900)")
    parser.add_argument("--cull-interval", type=int, default=60, help="seconds between the cull's checks (60)")
    parser.add_argument("--stay", type=float, default=5.0, help="seconds the pupils stay on the page (5)")
    parser.add_argument(
        "--vanish",
        action="store_true",
        help="the pupils' pages vanish without closing (a laptop shut, a crash): only the cull ends their kernels",
    )
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds a pupil waits at most (600)")
    parser.add_argument("--chromium", default=os.environ.get("NUMNUM_CHROMIUM", "/usr/bin/chromium"))
    args = parser.parse_args(argv)
    if args.pupils < 1:
        parser.error(f"--pupils must be at least 1, not {args.pupils}")
    if args.cull < 1 or args.cull_interval < 1:
        parser.error("--cull and --cull-interval must be at least 1 second")
    lesson = (ROOT / "lessons" / args.lesson).resolve()
    if not lesson.is_relative_to(ROOT / "lessons") or lesson.suffix != ".ipynb" or not lesson.is_file():
        parser.error(f"--lesson {args.lesson} is not a notebook below lessons/")
    if args.mode == "browser" and not Path(args.chromium).exists() and shutil.which("chromium") is None:
        parser.error(f"chromium is not installed at {args.chromium} (or use --mode server)")
    return report(args)


if __name__ == "__main__":
    raise SystemExit(main())
