"""Serve the lessons and the shared tables to a class: ``make lessons`` (this laptop) and
``make class`` (the school network).

One ``jupyter server`` with Voilà's server extension (``voila.server_extension``: the lessons as
apps at ``/voila/render/...``) and numnum's table service (``numnum.together.server``, the shared
tables of ``docs/together.md``); the standalone ``voila`` command loads no server extensions, so
it could not serve the tables.  The server serves a folder built afresh on every start,
``build/class/<port>/``: a copy of the lessons (``lessons/``, or ``--folder``) and, in
``together/``, the table apps ``host.ipynb`` (the teacher's table) and ``join.ipynb`` (a pupil
joins).  ``/`` leads to the list of lessons (``/voila/tree``).

The set-up is in ``jupyter_config/`` of the project:

- ``jupyter_config/voila.json``, the server's config file (``--config``; Voilà's server extension
  reads its ``VoilaConfiguration`` from the server's config, and its ``VoilaExecutor`` gets the
  server's config too): no code shown; a pupil's kernel ends when the page closes (see the
  template), or 15 minutes after a page vanished without closing, a laptop shut
  (``MappingKernelManager.cull_idle_timeout=900``, checked every minute; an open page keeps its
  kernel, ``cull_connected=false``), far above the slowest page load of a
  class of 30 (see ``benchmarks/README.md``); 2 minutes for a cell's output instead of Voilà's 4 s
  (``VoilaExecutor.iopub_timeout``), so a busy server drops no output; only the front-end
  extensions a lesson needs (the widgets and the card table: no errors from nbgrader's or
  JupyterLite's extensions); the plain list of lessons (``classic_tree``);
- ``jupyter_config/voila/templates/numnum/``: Voilà's page without the Font Awesome style sheets
  that it fetches from a CDN, so a page fetches nothing from another host, and with the
  ``_xsrf`` cookie that lets a closing page end its kernel (found through ``JUPYTER_PATH``).

**Who may open what.**  Pupils type no token, as with the standalone Voilà of before; the server
keeps its token (random, printed in its log) for everything else.  The server's identity provider
(:class:`PupilIdentityProvider`) lets a browser without the token in as a *pupil* only on what
the standalone Voilà served: Voilà's own pages (the list, the apps, their static files, a page's
"end my kernel"), and a kernel's own address (``/api/kernels/<id>`` and its ``channels``, which a
Voilà page talks to; the id is a random UUID).  A pupil is refused (403, or the login page that
asks for the token) the rest of the Jupyter server: the contents (``/api/contents``, ``/files``),
the list of kernels and starting one (``/api/kernels``), sessions.  JupyterLab, nbgrader and
terminals are not loaded at all (:func:`extensions`), and a page's websocket carries to its
kernel only what Voilà's widgets send (:data:`PAGE_MESSAGES`), never code to run.  The table
service answers only requests with its own keys (``docs/together.md``).

Before the server starts, the served notebooks are trusted (``jupyter trust``, in the user's
Jupyter data folder), so Voilà does not warn "Notebook ... is not trusted" for every page.  With
``--class`` the server listens on every network address of the machine and the addresses that
pupils type are printed, with the teacher's table page and the pupils' join page.

    python tools/class_server.py             # http://localhost:8866, a browser opens
    python tools/class_server.py --class     # the school network: prints http://192.168.1.20:8866/
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Awaitable, Iterable, Mapping, Sequence
from pathlib import Path

if __name__ == "__main__":  # without Voilà (pip install numnum alone): one line that says which extra to install
    from numnum.extras import MissingExtra, require

    try:
        require("voila")
    except MissingExtra as missing:
        print(f"{Path(__file__).name}: {missing}", file=sys.stderr)
        raise SystemExit(2) from None

from jupyter_server.auth.identity import PasswordIdentityProvider, User
from jupyter_server.services.kernels.handlers import KernelHandler
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
from tornado import web

ROOT = Path(__file__).resolve().parent.parent
#: The class set-up: ``voila.json`` and the template ``voila/templates/numnum``.
CONFIG = ROOT / "jupyter_config"
LESSONS = ROOT / "lessons"
#: The table apps: the teacher's ``host.ipynb`` and the pupils' ``join.ipynb`` (docs/together.md).
TABLE_APPS = (ROOT / "together" / "host.ipynb", ROOT / "together" / "join.ipynb")
#: Where the served folder is built, one for each port (``build/class/8866``).
BUILD = ROOT / "build" / "class"
DEFAULT_PORT = 8866
#: The server extensions: Voilà's apps and numnum's table service (every other one installed, such
#: as JupyterLab's, nbgrader's or the terminals', is switched off for the class: see extensions()).
EXTENSIONS = ("voila.server_extension", "numnum.together.server")


#: What a page may send its kernel: what Voilà's widgets need (the kernel's info, the widgets'
#: messages).  No ``execute_request`` (nor completion, inspection, history): a pupil who opens the
#: browser's developer tools cannot run code in the kernel (the server's user) through its
#: websocket.  Voilà runs a page's cells itself, before the page talks to its kernel.
PAGE_MESSAGES = ("kernel_info_request", "comm_info_request", "comm_open", "comm_msg", "comm_close")


def extensions(enabled: Iterable[str] = ()) -> str:
    """The server's ``jpserver_extensions`` setting: :data:`EXTENSIONS` on, the other extensions
    ``enabled`` in this Python's Jupyter config (default: read there) off, so that a class
    server loads nothing it does not serve (no JupyterLab, no nbgrader, no terminals).

    >>> extensions(["jupyterlab", "voila.server_extension"])
    "{'jupyterlab': False, 'voila.server_extension': True, 'numnum.together.server': True}"
    """
    if not enabled:
        from jupyter_core.paths import jupyter_config_path
        from jupyter_server.extension.config import ExtensionConfigManager

        manager = ExtensionConfigManager(read_config_path=jupyter_config_path())
        found: dict[str, bool] = manager.get_jpserver_extensions()  # type: ignore[no-untyped-call]
        enabled = [name for name, on in found.items() if on]
    setting = {name: False for name in enabled if name not in EXTENSIONS} | dict.fromkeys(EXTENSIONS, True)
    return repr(setting)  # a Python literal: how traitlets reads a dict from the command line


#: The name of a browser that came without the server's token (see :class:`PupilIdentityProvider`).
PUPIL = "pupil"


def voila_env(base: Mapping[str, str]) -> dict[str, str]:
    """``base`` with the project's ``jupyter_config`` first on ``JUPYTER_PATH`` (for the template)
    and ``tools/`` first on ``PYTHONPATH`` (the server finds :class:`PupilIdentityProvider` there).

    >>> env = voila_env({"JUPYTER_PATH": "/elsewhere"})
    >>> env["JUPYTER_PATH"].split(os.pathsep) == [str(CONFIG), "/elsewhere"]
    True
    >>> env["PYTHONPATH"] == str(ROOT / "tools")
    True
    """
    paths = [str(CONFIG), *[p for p in base.get("JUPYTER_PATH", "").split(os.pathsep) if p]]
    python = [str(ROOT / "tools"), *[p for p in base.get("PYTHONPATH", "").split(os.pathsep) if p]]
    return {**base, "JUPYTER_PATH": os.pathsep.join(paths), "PYTHONPATH": os.pathsep.join(python)}


def server_command(folder: Path, *, listen: str = "127.0.0.1", browser: bool = False) -> list[str]:
    """The command that serves ``folder`` (see :func:`class_folder`) with the class set-up,
    listening on ``listen``; add ``--port=N`` and further ``--Class.option=value`` settings (they
    win over the file).  Run it with the environment of :func:`voila_env`.

    >>> cmd = server_command(Path("build/class/8866"), listen="0.0.0.0")
    >>> cmd[1:3], cmd[3]
    (['-m', 'jupyter_server'], '--ServerApp.root_dir=build/class/8866')
    >>> "--ServerApp.ip=0.0.0.0" in cmd and "--no-browser" in cmd and "--ServerApp.allow_remote_access=True" in cmd
    True
    >>> "--ServerApp.default_url=/voila/tree" in cmd and f"--config={CONFIG / 'voila.json'}" in cmd
    True
    """
    command = [
        sys.executable,
        "-m",
        "jupyter_server",
        f"--ServerApp.root_dir={folder}",
        f"--ServerApp.ip={listen}",
        f"--config={CONFIG / 'voila.json'}",
        f"--ServerApp.jpserver_extensions={extensions()}",
        "--ServerApp.terminals_enabled=False",
        f"--MappingKernelManager.allowed_message_types={list(PAGE_MESSAGES)!r}",
        "--ServerApp.default_url=/voila/tree",
        # no MathJax from a CDN (as the standalone Voilà, whose settings have none of the two)
        '--ServerApp.tornado_settings={"mathjax_url": None, "mathjax_config": None}',
        "--ServerApp.identity_provider_class=class_server.PupilIdentityProvider",  # tools/ on PYTHONPATH
    ]
    if listen not in ("127.0.0.1", "localhost"):
        command.append("--ServerApp.allow_remote_access=True")  # pupils type this machine's address
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")
    if not browser:
        command.append("--no-browser")
    return command


def class_folder(source: Path, target: Path) -> Path:
    """Fill ``target`` afresh: a copy of ``source`` (without hidden files and folders, like
    ``.ipynb_checkpoints``) and the table apps in ``together/``; ``target``.  A ``target``
    inside ``source`` or the other way round is refused in words.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     lessons = Path(tmp, "lessons")
    ...     (lessons / "en" / ".ipynb_checkpoints").mkdir(parents=True)
    ...     _ = (lessons / "en" / "01.ipynb").write_text("{}")
    ...     served = class_folder(lessons, Path(tmp, "served"))
    ...     sorted(p.relative_to(served).as_posix() for p in served.rglob("*"))
    ['en', 'en/01.ipynb', 'together', 'together/host.ipynb', 'together/join.ipynb']
    >>> class_folder(Path("lessons"), Path("lessons/served"))
    Traceback (most recent call last):
    ValueError: the served folder lessons/served must lie outside the folder lessons, and the other way round
    """
    here, there = source.resolve(), target.resolve()
    if here == there or here in there.parents or there in here.parents:
        raise ValueError(f"the served folder {target} must lie outside the folder {source}, and the other way round")
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target, ignore=shutil.ignore_patterns(".*", "__pycache__"))
    (target / "together").mkdir(exist_ok=True)
    for app in TABLE_APPS:
        shutil.copy2(app, target / "together" / app.name)
    return target


def pupil_may_open(handler: web.RequestHandler) -> bool:
    """Whether a browser without the server's token may open what ``handler`` serves: what the
    standalone Voilà served, Voilà's own pages and a kernel's own address (``/api/kernels/<id>``
    and its ``channels``), nothing else of the Jupyter server."""
    module = type(handler).__module__
    return module.split(".")[0] == "voila" or isinstance(handler, (KernelHandler, KernelWebsocketHandler))


class PupilIdentityProvider(PasswordIdentityProvider):
    """The server's token or password as usual; a browser without them is the user ``pupil`` on
    the pages that :func:`pupil_may_open` lets it open, and is refused everywhere else."""

    async def get_user(self, handler: web.RequestHandler) -> User | None:
        found = super().get_user(handler)
        user: User | None = await found if isinstance(found, Awaitable) else found
        if user is None and pupil_may_open(handler):
            return User(username=PUPIL, name="Pupil", display_name="Pupil")
        return user


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


def welcome(
    found: Sequence[str], port: int, heading: str = "The pupils type one of these addresses into their browser:"
) -> str:
    """What the class server says when it starts with the addresses ``found`` (this machine's on
    the school network): the addresses that pupils type, the teacher's table page, the pupils'
    join page.

    >>> print(welcome(["192.168.1.20"], 8866))
    The pupils type one of these addresses into their browser:
        http://192.168.1.20:8866/
    A shared table (docs/together.md): the teacher opens
        http://192.168.1.20:8866/voila/render/together/host.ipynb
    and the pupils join it with its code and their name at
        http://192.168.1.20:8866/voila/render/together/join.ipynb?code=CODE&name=NAME
    Stop the server with Ctrl+C.
    >>> print(welcome([], 8866).splitlines()[0])
    No network found: connect this computer to the school network.
    """
    if not found:
        return "No network found: connect this computer to the school network.\nStop the server with Ctrl+C."
    base = f"http://{found[0]}:{port}"
    return "\n".join(
        [
            heading,
            *(f"    http://{address}:{port}/" for address in found),
            "A shared table (docs/together.md): the teacher opens",
            f"    {base}/voila/render/together/host.ipynb",
            "and the pupils join it with its code and their name at",
            f"    {base}/voila/render/together/join.ipynb?code=CODE&name=NAME",
            "Stop the server with Ctrl+C.",
        ]
    )


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
    try:
        folder = class_folder(args.folder, BUILD / str(args.port))
    except ValueError as error:
        parser.error(str(error))
    env = voila_env(os.environ)
    trust(notebooks(folder), env)
    listen = "0.0.0.0" if args.school else "localhost"
    command = [*server_command(folder, listen=listen, browser=not args.school), f"--port={args.port}", *extra]
    if args.school:
        print(welcome(addresses(), args.port), flush=True)
    else:
        print(welcome(["localhost"], args.port, "The lessons (a browser opens them):"), flush=True)
    try:
        return subprocess.call(command, env=env)
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
