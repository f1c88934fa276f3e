"""A Jupyter server with numnum's table service (and Voilà's server extension) for the tests of
shared tables: :func:`tables_server` starts one and points this process's kernels-to-be (and the
client functions) at it; :func:`open_table` and :func:`open_seat` open the teacher's and a pupil's
page in a browser (also on the class server, where the apps are in ``together/``)."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from browser import ROOT, serve

KEY = "0123456789abcdef0123456789abcdef"


def server_command(root: Path) -> list[str]:
    """``jupyter server`` with the table service and Voilà, serving ``root`` (no token: tests)."""
    return [
        sys.executable,
        "-m",
        "jupyter_server",
        "--no-browser",
        "--allow-root",
        "--ServerApp.ip=127.0.0.1",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        f"--ServerApp.root_dir={root}",
        '--ServerApp.jpserver_extensions={"numnum.together.server": True, "voila.server_extension": True}',
    ]


@contextlib.contextmanager
def tables_server(home: Path, root: Path | None = None) -> Iterator[str]:
    """Run the server with ``NUMNUM_HOME`` in ``home``; its base URL.  While it runs, this
    process's ``NUMNUM_TABLES_URL`` and ``NUMNUM_TABLES_KEY`` point at it."""
    env = {
        **os.environ,
        "NUMNUM_HOME": str(home / "numnum"),
        "NUMNUM_TABLES_KEY": KEY,
        "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_DATA_DIR": str(home / "data"),
    }
    before = {name: os.environ.get(name) for name in ("NUMNUM_TABLES_URL", "NUMNUM_TABLES_KEY")}
    with serve(server_command(root or home), env, home / "server.log", "the table server", "/api/status") as base:
        os.environ["NUMNUM_TABLES_URL"] = base + "/numnum/together"
        os.environ["NUMNUM_TABLES_KEY"] = KEY
        try:
            yield base
        finally:
            for name, value in before.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


#: A pupil's own seat on their page.
ME = ".nn-seat.nn-me"


def open_table(page: Any, base: str, app: str = "host.ipynb") -> str:
    """Open the teacher's page ``app`` (Voilà) in ``page`` and the table its form offers (NumNum,
    three pupils and a computer player); the code of the table it opened."""
    page.goto(f"{base}/voila/render/{app}")
    page.get_by_role("button", name="Open the table").click()
    page.wait_for_selector("text=Computer for Seat 3")
    code = str(page.locator(".nn-host p").nth(1).inner_text()).strip()
    assert len(code) == 6, code
    return code


def open_seat(page: Any, base: str, code: str, name: str, app: str = "join.ipynb") -> None:
    """Open the pupil's page ``app`` (Voilà) with ``code`` and ``name``; wait until the table
    shows their seat."""
    page.goto(f"{base}/voila/render/{app}?code={code}&name={name}")
    page.wait_for_selector(ME, timeout=120_000)
