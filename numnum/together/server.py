"""The table service inside the Jupyter server: a jupyter_server extension speaking JSON over HTTP.

Enable it as ``numnum.together.server`` (``--ServerApp.jpserver_extensions`` or a config file;
``make together`` shows a whole set-up).  With Voilà, run ``jupyter server`` with both this
extension and Voilà's own server extension and open the apps at ``/voila/render/<notebook>``:
that is the way Voilà 0.5 documents for running inside a Jupyter server, where server extensions
load (the standalone ``voila`` command loads none).

The one server process holds the tables (:class:`~numnum.together.service.TableService`), saves
them in ``$NUMNUM_HOME/together/`` and reads them back when it starts.  The pupils' browsers never
talk to it: their *kernels* do, and they learn the address and a key from their environment,
which they inherit from the server: the extension sets ``NUMNUM_TABLES_URL`` (this server on
127.0.0.1) and ``NUMNUM_TABLES_KEY`` (32 random hex digits, unless the environment has one
already) in its own process before any kernel starts.

Every request needs that key in ``X-Numnum-Key``; a seat's requests also the seat's key
(``X-Numnum-Seat``), the teacher's the host key (``X-Numnum-Host``).  Bodies are JSON objects of
at most :data:`MAX_BODY` bytes; every field is checked; answers are JSON objects (errors:
``{"error": "...in words..."}`` with 400, 403, 404, 409 or 413).  ``GET .../scene?since=N`` is a
long-poll: it answers at once when the table's version is above ``N``, else as soon as it is, or
after :data:`POLL_SECONDS` with the picture as it is.

===========================================  ==================================================
``POST numnum/together/tables``              open a table: ``{variant, players, computers,
                                             bots, lang, timeout, bot_delay, stand_in, seed,
                                             deck, preset, options}`` -> ``{code, host_key}``
``POST numnum/together/tables/C/join``       ``{identity, name, lang}`` -> ``{seat, key}``
``POST numnum/together/tables/C/act``        seat key; ``{msg}`` -> the seat's picture (409 with
                                             ``error`` and the picture when it is not your turn)
``GET numnum/together/tables/C/scene``       seat key; ``?since=N`` -> the seat's picture
``GET numnum/together/tables/C/status``      host key; ``?since=N`` (a long-poll too) -> the
                                             seats, whose turn, the moves, the end
``POST numnum/together/tables/C/computer``   host key; ``{seat}``: a computer plays that seat
===========================================  ==================================================
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import json
import os
import re
import secrets
import sys
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from tornado import web

from numnum.i18n import LANGS
from numnum.identity import home
from numnum.together.service import TableError, TableService, check_code, write_file

__all__ = [
    "KEY_ENV",
    "MAX_BODY",
    "POLL_SECONDS",
    "URL_ENV",
    "HubUsers",
    "TablesHandler",
    "hub_identity",
    "load_jupyter_server_extension",
]

#: The environment variables that give kernels the service's address and key.
URL_ENV = "NUMNUM_TABLES_URL"
KEY_ENV = "NUMNUM_TABLES_KEY"
#: The biggest request body (bytes): a click is some 100 bytes, a table's options some 1,000.
MAX_BODY = 16_000
#: A long-poll answers after this many seconds at the latest.
POLL_SECONDS = 25.0
_KEY = re.compile(r"[0-9a-f]{32}")
#: a JupyterHub token in an ``Authorization`` header (hub tokens are some 32-64 characters)
_TOKEN = re.compile(r"(?:token|bearer) ([A-Za-z0-9_\-.]{8,200})", re.IGNORECASE)
_CREATE_FIELDS = {
    "variant": str,
    "players": int,
    "computers": int,
    "bots": (str, int),
    "names": list,
    "lang": str,
    "timeout": (int, float, type(None)),
    "bot_delay": (int, float),
    "stand_in": (str, int),
    "seed": (int, type(None)),
    "deck": (list, type(None)),
    "preset": (str, type(None)),
    "options": dict,
}


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "numnum.together.server"}]


class HubUsers:
    """Who sends a request, on a JupyterHub: the hub's user of the token in its ``Authorization``
    header (``token <t>``), with the scope to use this service
    (``access:services!service=<name>``, in the user role and in the pupils' servers' token
    scopes, see docs/together.md).  The hub is asked once a minute at most for each token
    (``HubAuth``'s cache), so a move waits for no hub.  Needs the ``jupyterhub`` package and the
    environment a hub gives its managed services (``JUPYTERHUB_API_URL``, ``JUPYTERHUB_API_TOKEN``,
    ``JUPYTERHUB_SERVICE_NAME``)."""

    def __init__(self) -> None:
        from jupyterhub.services.auth import HubAuth

        self.auth = HubAuth(cache_max_age=60)
        if not self.auth.access_scopes:
            raise SystemExit("JUPYTERHUB_SERVICE_NAME is not set: run the table service as a service of the hub")

    async def user(self, header: str | None) -> str | None:
        """The name of the hub user whose token ``header`` holds, if they may use this service."""
        found = _TOKEN.fullmatch(header or "")
        if found is None:
            return None
        try:
            model = await self.auth.user_for_token(found.group(1), sync=False)
        except Exception:  # the hub is away or answered something odd: nobody
            return None
        if not isinstance(model, dict) or model.get("kind", "user") != "user" or not isinstance(model.get("name"), str):
            return None
        if not self.auth.check_scopes(self.auth.access_scopes, model):
            return None
        return str(model["name"])


def hub_identity(user: str) -> str:
    """The identity (:mod:`numnum.identity`) of the JupyterHub user ``user``: the same on every
    device, so that a pupil gets their seat back wherever they log in.

    >>> hub_identity("anna") == hub_identity("anna") != hub_identity("ben")
    True
    >>> len(hub_identity("anna"))
    32
    """
    return hashlib.sha256(f"numnum-jupyterhub-user:{user}".encode()).hexdigest()[:32]


class _Hub:
    """The service and what the server adds: the long-polls waiting per table and the clock;
    ``users`` on a JupyterHub (then the hub's tokens open the service, not ``key``)."""

    def __init__(self, service: TableService, key: str, users: HubUsers | None = None) -> None:
        self.service = service
        self.key = key
        self.users = users
        self.waiting: dict[str, set[asyncio.Future[None]]] = {}
        self.kick = asyncio.Event()
        service.listeners.append(self.wake)

    def wake(self, code: str) -> None:
        for future in self.waiting.pop(code, set()):
            if not future.done():
                future.set_result(None)
        self.kick.set()

    async def wait(self, code: str, seconds: float) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.setdefault(code, set()).add(future)
        try:
            await asyncio.wait_for(future, seconds)
        except TimeoutError:
            pass
        finally:
            self.waiting.get(code, set()).discard(future)

    async def run_clock(self) -> None:
        """Move the computer players and time the pupils out, for as long as the server runs."""
        while True:
            self.kick.clear()
            try:
                due = self.service.tick()
            except Exception:  # a bug in one move must not stop every table's clock
                import logging

                logging.getLogger("numnum.together").exception("the tables' clock failed")
                due = 1.0
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.kick.wait(), 60.0 if due is None else max(due, 0.005))


class TablesHandler(web.RequestHandler):
    """All requests of the table service (one handler: the path says what is asked)."""

    hub: _Hub
    #: the identity of the request's JupyterHub user (None: no hub, the server's key opened it)
    person: str | None = None

    def initialize(self, hub: _Hub) -> None:
        self.hub = hub

    def check_xsrf_cookie(self) -> None:
        """No cookies are used: every request carries its keys in headers, which a page of
        another site cannot send (no CORS is allowed), so XSRF does not apply."""

    def set_default_headers(self) -> None:
        self.set_header("Content-Type", "application/json")
        self.set_header("Cache-Control", "no-store")

    def _answer(self, status: int, data: Mapping[str, object]) -> None:
        self.set_status(status)
        self.finish(json.dumps(data))

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.finish(json.dumps({"error": self._reason}))

    def _header_key(self, name: str) -> str | None:
        value = self.request.headers.get(name)
        return value if value is not None and _KEY.fullmatch(value) else None

    def _body(self) -> dict[str, Any]:
        if len(self.request.body) > MAX_BODY:
            raise TableError(f"the request is too big (at most {MAX_BODY} bytes)", 413)
        try:
            data = json.loads(self.request.body or b"{}")
        except (ValueError, RecursionError):
            raise TableError("the request is not JSON") from None
        if not isinstance(data, dict):
            raise TableError("the request must be a JSON object")
        return data

    async def prepare(self) -> None:
        if self.hub.users is not None:
            user = await self.hub.users.user(self.request.headers.get("Authorization"))
            if user is None:
                why = "this service answers only the hub's users (no token of theirs, or one without access to it)"
                self._answer(403, {"error": why})
            else:
                self.person = hub_identity(user)
            return
        key = self._header_key("X-Numnum-Key")
        if key is None or not hmac.compare_digest(key, self.hub.key):
            self._answer(403, {"error": "this service answers only the kernels of its own server (wrong key)"})

    async def get(self, code: str, what: str) -> None:
        await self._run("GET", code, what)

    async def post(self, code: str, what: str) -> None:
        await self._run("POST", code, what)

    async def _run(self, method: str, code: str, what: str) -> None:
        try:
            data = await self._route(method, code, what)
        except TableError as e:
            data = {"error": str(e)}
            if e.status == 409 and what == "act":  # not your turn: the picture says it too
                seat = self._header_key("X-Numnum-Seat")
                data["picture"] = self.hub.service.scene(code, seat, self.person).to_dict()
            self._answer(e.status, data)
            return
        except ValueError as e:  # the engine's checks of a new table's arguments
            self._answer(400, {"error": str(e)})
            return
        self._answer(200, data)

    async def _route(self, method: str, code: str, what: str) -> dict[str, object]:
        service = self.hub.service
        seat_key = self._header_key("X-Numnum-Seat")
        host_key = self._header_key("X-Numnum-Host")
        if method == "POST" and not code and what == "":
            return self._create(self._body())
        if method == "POST" and what == "join":
            body = self._body()
            _fields(body, {"identity": str, "name": str, "lang": str})
            lang = body.get("lang", "en")
            if lang not in LANGS:
                raise TableError(f"lang must be one of {', '.join(LANGS)}")
            # on a JupyterHub the seat is the hub user's, whatever browser or device they use
            identity = self.person if self.person is not None else body.get("identity")
            joined = service.join(code, identity, body.get("name"), lang)
            return {"seat": joined.seat, "key": joined.key}
        if method == "POST" and what == "act":
            body = self._body()
            _fields(body, {"msg": dict})
            service.act(code, seat_key, body.get("msg"), self.person)
            return service.scene(code, seat_key, self.person).to_dict()
        if method == "GET" and what == "scene":
            since = self._since()
            service.seat_of(code, seat_key, self.person)  # 403 before waiting
            if service.version(code) <= since:
                await self.hub.wait(check_code(code), POLL_SECONDS)
            return service.scene(code, seat_key, self.person).to_dict()
        if method == "GET" and what == "status":
            since = self._since()
            service.status(code, host_key)  # 403 before waiting
            if service.version(code) <= since:  # the teacher's panel follows the table too
                await self.hub.wait(check_code(code), POLL_SECONDS)
            return service.status(code, host_key)
        if method == "POST" and what == "computer":
            body = self._body()
            _fields(body, {"seat": int})
            service.to_computer(code, host_key, body.get("seat"))
            return service.status(code, host_key)
        raise TableError(f"no such request: {method} {what or 'tables'}", 404)

    def _since(self) -> int:
        """The version a long-poll has (``?since=N``; -1: none, answer at once)."""
        text = self.get_argument("since", "-1")
        if not re.fullmatch(r"-?[0-9]{1,12}", text):
            raise TableError("since must be a whole number")
        return int(text)

    def _create(self, body: dict[str, Any]) -> dict[str, object]:
        _fields(body, _CREATE_FIELDS)
        options = body.pop("options", {})
        if len(options) > 40 or not all(
            isinstance(k, str) and len(k) <= 40 and (v is None or isinstance(v, str | int | float | bool))
            for k, v in options.items()
        ):
            raise TableError("options must be at most 40 rule options with plain values")
        for name in ("deck", "names"):
            items = body.get(name)
            if items is not None and (len(items) > 500 or not all(isinstance(x, str) and len(x) <= 40 for x in items)):
                raise TableError(f"{name} must be a list of short texts")
        code, host_key = self.hub.service.create(body.pop("variant", "numnum"), options=options, **body)
        return {"code": code, "host_key": host_key}


def _fields(body: Mapping[str, object], allowed: Mapping[str, object]) -> None:
    """Every field of ``body`` is one of ``allowed`` and of its type (``bool`` is no number)."""
    for name, value in body.items():
        kind = allowed.get(name)
        if kind is None:
            raise TableError(f"unknown field {name!r:.40}")
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if isinstance(value, bool) or not isinstance(value, kinds):
            raise TableError(f"the field {name} has the wrong type")


def _start_service(key: str, users: HubUsers | None = None) -> tuple[_Hub, list[str]]:
    """The table service with the tables saved in ``$NUMNUM_HOME/together`` read back, its files
    written on a thread of their own, and its hub for ``key`` (or the JupyterHub's ``users``);
    and the problems met reading."""
    service = TableService(home() / "together")
    problems = service.load()
    # the files are written on a thread of their own, one after another, so that no answer waits
    # for the disk (each move is still saved: the thread writes it a few milliseconds later)
    disk = ThreadPoolExecutor(max_workers=1, thread_name_prefix="numnum-tables")

    def write_later(path: Path, data: bytes) -> None:
        disk.submit(write_file, path, data)

    service.writer = write_later
    return _Hub(service, key, users), problems


def _route(base: str) -> str:
    """The handler's path pattern under ``base`` (which ends in ``/numnum/together``)."""
    return base.rstrip("/") + r"/tables/?([A-Za-z0-9]{0,12})/?([a-z]{0,12})"


def load_jupyter_server_extension(serverapp: Any) -> None:
    """Start the table service in the Jupyter server ``serverapp``: the handlers under
    ``<base_url>numnum/together/``, the tables saved before, the clock of the computer players,
    and the address and key for the kernels in the environment."""
    from jupyter_server.utils import url_path_join

    key = os.environ.get(KEY_ENV, "")
    if not _KEY.fullmatch(key):
        key = secrets.token_hex(16)
    hub, problems = _start_service(key)
    base = url_path_join(serverapp.base_url, "numnum", "together")
    serverapp.web_app.add_handlers(".*$", [(_route(base), TablesHandler, {"hub": hub})])

    def publish() -> None:
        # kernels start later and inherit these; the port is the one the server has bound
        os.environ[URL_ENV] = f"http://127.0.0.1:{serverapp.port}{base}"
        os.environ[KEY_ENV] = key

    publish()
    serverapp.io_loop.add_callback(publish)
    tasks: list[asyncio.Task[None]] = []
    serverapp.io_loop.add_callback(lambda: tasks.append(asyncio.ensure_future(hub.run_clock())))
    serverapp.log.info("numnum shared tables at %s (%d tables read back)", base, len(hub.service.tables))
    for problem in problems:
        serverapp.log.warning("numnum: a saved shared table was left out: %s", problem)


#: the name jupyter_server looks for
_load_jupyter_server_extension = load_jupyter_server_extension


async def serve_alone(port: int, ip: str = "127.0.0.1", prefix: str = "/", *, hub: bool = False) -> None:
    """Run the table service alone, as its own web server (for a JupyterHub, where each pupil has
    a server of their own: a *managed service* of the hub, one process for the whole class).

    ``hub``: the hub's tokens open the service (:class:`HubUsers`): each pupil's kernel sends
    its server's ``JUPYTERHUB_API_TOKEN``, and a seat belongs to the hub user who joined, on any
    device.  Otherwise the key comes from ``NUMNUM_TABLES_KEY`` (it must be set: the pupils'
    servers get the same one, and the address, through ``Spawner.environment``).  ``prefix`` is
    the path the hub's proxy keeps (``JUPYTERHUB_SERVICE_PREFIX``).  Runs until cancelled."""
    users = HubUsers() if hub else None
    key = os.environ.get(KEY_ENV, "")
    if users is None and not _KEY.fullmatch(key):
        raise SystemExit(f"{KEY_ENV} must be 32 lowercase hex digits (the same for the pupils' servers)")
    hub_, problems = _start_service(key, users)
    for problem in problems:
        print(f"numnum: a saved shared table was left out: {problem}", file=sys.stderr)
    base = prefix.rstrip("/") + "/numnum/together"
    app = web.Application([(_route(base), TablesHandler, {"hub": hub_})])
    server = app.listen(port, address=ip)
    opened = "the hub's users" if users else "the key"
    print(
        f"numnum shared tables at http://{ip}:{port}{base}, opened by {opened} ({len(hub_.service.tables)} read back)",
        flush=True,
    )
    try:
        await hub_.run_clock()
    finally:
        server.stop()


def main(argv: list[str] | None = None) -> None:
    """``python -m numnum.together.server --port 10101``: the table service alone (see
    :func:`serve_alone`)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m numnum.together.server", description=serve_alone.__doc__)
    parser.add_argument("--port", type=int, default=10101)
    parser.add_argument("--ip", default="127.0.0.1")
    parser.add_argument("--prefix", default=os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/"))
    parser.add_argument(
        "--hub",
        action="store_true",
        help="a JupyterHub's managed service: the hub's tokens open it and seats belong to hub users",
    )
    args = parser.parse_args(argv)
    asyncio.run(serve_alone(args.port, args.ip, args.prefix, hub=args.hub))


if __name__ == "__main__":
    main()
