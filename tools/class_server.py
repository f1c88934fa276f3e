"""Serve the lessons to a class with Voilà: ``make lessons`` (this laptop) and ``make class`` (the
school network).

Both use the set-up in ``jupyter_config/`` of the project:

- ``jupyter_config/voila.json``: the class settings (Voilà reads it through
  ``--Voila.config_file_paths``): no code shown; a pupil's kernel ends when the page closes (see
  the template), or 15 minutes after a page vanished without closing, a laptop shut
  (``MappingKernelManager.cull_idle_timeout=900``, checked every minute; an open page keeps its
  kernel, ``cull_connected=false``), far above the slowest page load of a
  class of 30 (see ``benchmarks/README.md``); 2 minutes for a cell's output instead of Voilà's 4 s
  (``VoilaExecutor.iopub_timeout``), so a busy server drops no output; only the front-end
  extensions a lesson needs (the widgets and the card table: no errors from nbgrader's or
  JupyterLite's extensions); the plain list of lessons (``classic_tree``);
- ``jupyter_config/voila/templates/numnum/``: Voilà's page without the Font Awesome style sheets
  that it fetches from a CDN, so a page fetches nothing from another host, and with the
  ``_xsrf`` cookie that lets a closing page end its kernel (found through ``JUPYTER_PATH``).

Before Voilà starts, the lesson notebooks are trusted (``jupyter trust``, in the user's Jupyter
data folder), so Voilà does not warn "Notebook ... is not trusted" for every page.  With
``--class`` Voilà listens on every network address of the machine and the addresses that pupils
type are printed.

    python tools/class_server.py             # http://localhost:8866, a browser opens
    python tools/class_server.py --class     # the school network: prints http://192.168.1.20:8866/
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The class set-up: ``voila.json`` and the template ``voila/templates/numnum``.
CONFIG = ROOT / "jupyter_config"
LESSONS = ROOT / "lessons"
DEFAULT_PORT = 8866


def voila_env(base: Mapping[str, str]) -> dict[str, str]:
    """``base`` with the project's ``jupyter_config`` first on ``JUPYTER_PATH`` (for the template).

    >>> env = voila_env({"JUPYTER_PATH": "/elsewhere"})
    >>> env["JUPYTER_PATH"].split(os.pathsep) == [str(CONFIG), "/elsewhere"]
    True
    """
    paths = [str(CONFIG), *[p for p in base.get("JUPYTER_PATH", "").split(os.pathsep) if p]]
    return {**base, "JUPYTER_PATH": os.pathsep.join(paths)}


def voila_command(folder: Path, *, listen: str = "127.0.0.1", browser: bool = False) -> list[str]:
    """The command that serves ``folder`` with the class set-up, listening on ``listen``; add
    ``--port=N`` and further ``--Class.option=value`` settings (they win over the file).

    >>> cmd = voila_command(Path("lessons"), listen="0.0.0.0")
    >>> cmd[1:3], cmd[-1]
    (['-m', 'voila'], 'lessons')
    >>> "--Voila.ip=0.0.0.0" in cmd and "--no-browser" in cmd
    True
    """
    command = [sys.executable, "-m", "voila", f"--Voila.ip={listen}", f"--Voila.config_file_paths={CONFIG}"]
    if not browser:
        command.append("--no-browser")
    return [*command, str(folder)]


def notebooks(folder: Path) -> list[Path]:
    """The notebooks below ``folder`` (not in hidden folders or checkpoints), sorted."""
    return sorted(p for p in folder.rglob("*.ipynb") if not any(part.startswith(".") for part in p.parts))


def trust(paths: Sequence[Path], env: Mapping[str, str]) -> None:
    """Trust ``paths`` for the Jupyter data folder of ``env`` (``jupyter trust``); an error in words."""
    if not paths:
        return
    done = subprocess.run(
        [sys.executable, "-m", "jupyter", "trust", *map(str, paths)],
        env=dict(env),
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"jupyter trust failed: {done.stderr.strip() or done.stdout.strip()}")


def addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (not 127.x), best guess first; sends nothing.

    >>> all(a.count(".") == 3 and not a.startswith("127.") for a in addresses())
    True
    """
    found: list[str] = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:  # a UDP "connect" only picks the outgoing interface; no packet is sent
            probe.connect(("10.255.255.255", 1))
            found.append(probe.getsockname()[0])
        except OSError:
            pass
    try:
        infos: Iterable[tuple[object, ...]] = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0])  # type: ignore[index]
        if address not in found:
            found.append(address)
    return [a for a in found if not a.startswith("127.") and a != "0.0.0.0"]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--class", dest="school", action="store_true", help="listen on the school network")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT})")
    parser.add_argument("--folder", type=Path, default=LESSONS, help="the folder to serve (default: lessons/)")
    args, extra = parser.parse_known_args(argv)
    if not 1 <= args.port <= 65535:
        parser.error(f"--port must be between 1 and 65535, not {args.port}")
    if not args.folder.is_dir():
        parser.error(f"--folder {args.folder} is not a folder")
    bad = [e for e in extra if not e.startswith("--")]
    if bad:
        parser.error(f"unknown arguments: {' '.join(bad)}")
    env = voila_env(os.environ)
    trust(notebooks(args.folder), env)
    listen = "0.0.0.0" if args.school else "localhost"
    command = [*voila_command(args.folder, listen=listen, browser=not args.school), f"--port={args.port}", *extra]
    if args.school:
        found = addresses()
        print("The pupils type one of these addresses into their browser:" if found else "", flush=True)
        for address in found or ["(no network found: connect this computer to the school network)"]:
            print(f"    http://{address}:{args.port}/" if found else f"    {address}", flush=True)
        print("Stop the server with Ctrl+C.", flush=True)
    try:
        return subprocess.call(command, env=env)
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
