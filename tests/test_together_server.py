"""The table service over HTTP in a real Jupyter server, and ``numnum.host`` / ``numnum.join``
talking to it from this process as a kernel would (issue 33)."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import ROOT, _free_port
from together_server import KEY, tables_server

import numnum
from numnum.together.client import TogetherTable

ANNA, BEN = "a" * 32, "b" * 32


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    pytest.importorskip("jupyter_server")
    with tables_server(tmp_path_factory.mktemp("tables")) as base:
        yield base


def _request(base: str, path: str, body: object = None, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    data = body if isinstance(body, bytes) else (json.dumps(body).encode() if body is not None else None)
    request = urllib.request.Request(
        base + "/numnum/together" + path, data=data, method="GET" if data is None else "POST"
    )
    for name, value in {"X-Numnum-Key": KEY, **(headers or {})}.items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


@contextlib.contextmanager
def _alone(env: dict[str, str], prefix: str, log_path: Path, *more: str) -> Iterator[str]:
    """``python -m numnum.together.server`` on a free port until it listens; its base URL."""
    port = _free_port()
    with log_path.open("w") as log:
        command = [sys.executable, "-m", "numnum.together.server", f"--port={port}", f"--prefix={prefix}", *more]
        process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            for _ in range(300):
                with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
                assert process.poll() is None, log_path.read_text()
                time.sleep(0.1)
            yield f"http://127.0.0.1:{port}"
        finally:
            process.terminate()
            process.wait(15)


def _table(base: str, **fields: object) -> tuple[str, str]:
    status, data = _request(base, "/tables", {"variant": "numnum", "players": 2, "bot_delay": 0, "seed": 1, **fields})
    assert status == 200, data
    return data["code"], data["host_key"]


def test_every_request_needs_the_servers_key(server: str) -> None:
    for headers in ({"X-Numnum-Key": "f" * 32}, {"X-Numnum-Key": "not hex"}):
        status, data = _request(server, "/tables", {"variant": "numnum"}, headers)
        assert status == 403 and "wrong key" in data["error"]


def test_fields_are_checked_and_sizes_capped(server: str) -> None:
    for body, words in (
        ({"players": "4"}, "players has the wrong type"),
        ({"players": True}, "players has the wrong type"),
        ({"wizard": 1}, "unknown field"),
        ({"options": {"x" * 50: 1}}, "plain values"),
        ({"options": {"hand_size": [1]}}, "plain values"),
        ({"deck": ["H4"] * 600}, "short texts"),
        ({"players": 99}, "2 to 7 players"),
        ([1, 2], "JSON object"),
    ):
        status, data = _request(server, "/tables", body)
        assert status == 400 and words in data["error"], data
    status, data = _request(server, "/tables", b"{not json")
    assert status == 400 and "not JSON" in data["error"]
    status, data = _request(server, "/tables", b'{"variant": "' + b"x" * 20_000 + b'"}')
    assert status == 413
    code, _host = _table(server)
    status, data = _request(server, f"/tables/{code}/join", {"identity": ANNA, "name": "Anna", "age": 9})
    assert status == 400 and "unknown field" in data["error"]
    status, data = _request(server, f"/tables/{code}/join", {"identity": "../x", "name": "Anna"})
    assert status == 400 and "32 lowercase hex digits" in data["error"]
    status, data = _request(server, "/tables/ZZZZZZ/join", {"identity": ANNA, "name": "Anna", "lang": "de"})
    assert status == 404 and data["error"] == "Einen Tisch ZZZZZZ gibt es auf diesem Server nicht (mehr)."
    status, data = _request(server, f"/tables/{code}/wizard", {})
    assert status == 404


def test_seats_act_only_with_their_key_and_on_their_turn(server: str) -> None:
    code, host = _table(server)
    keys = {}
    for identity, name in ((ANNA, "Anna"), (BEN, "Ben")):
        status, joined = _request(server, f"/tables/{code}/join", {"identity": identity, "name": name})
        keys[joined["seat"]] = joined["key"]
    status, info = _request(server, f"/tables/{code}/status", headers={"X-Numnum-Host": host})
    assert status == 200 and [s["joined"] for s in info["seats"]] == [True, True]
    assert all("hand" not in s for s in info["seats"])
    mover = next(s["seat"] for s in info["seats"] if s["turn"])
    waiting = 1 - mover
    status, picture = _request(server, f"/tables/{code}/scene", headers={"X-Numnum-Seat": keys[waiting]})
    step = picture["step"]
    status, data = _request(
        server, f"/tables/{code}/act", {"msg": {"action": "draw", "step": step}}, {"X-Numnum-Seat": keys[waiting]}
    )
    assert status == 409 and data["error"].startswith("Wait: it is")
    assert "Wait: it is" in data["picture"]["html"]
    status, data = _request(server, f"/tables/{code}/act", {"msg": {"action": "draw"}}, {"X-Numnum-Seat": "e" * 32})
    assert status == 403
    status, data = _request(server, f"/tables/{code}/status", headers={"X-Numnum-Host": keys[0]})
    assert status == 403
    # a long-poll of the waiting seat is answered when the other seat moves
    since = picture["version"] + 1
    got: dict[str, Any] = {}

    def poll() -> None:
        got["answer"] = _request(
            server, f"/tables/{code}/scene?since={since}", headers={"X-Numnum-Seat": keys[waiting]}
        )

    poller = threading.Thread(target=poll)
    poller.start()
    status, data = _request(server, f"/tables/{code}/scene", headers={"X-Numnum-Seat": keys[mover]})
    status, data = _request(
        server, f"/tables/{code}/act", {"msg": {"action": "draw", "step": data["step"]}}, {"X-Numnum-Seat": keys[mover]}
    )
    assert status == 200 and data["seat"] == mover
    poller.join(30)
    status, seen = got["answer"]
    assert status == 200 and seen["version"] > since - 1 and "drew." in seen["html"]
    # the teacher hands Ben's seat to a computer: his key is void
    status, info = _request(server, f"/tables/{code}/computer", {"seat": 1}, {"X-Numnum-Host": host})
    assert status == 200 and info["seats"][1]["computer"] is True
    status, data = _request(server, f"/tables/{code}/scene", headers={"X-Numnum-Seat": keys[1]})
    assert status == 403 and "join the table again" in data["error"]


def test_host_and_join_from_a_kernel(server: str) -> None:
    hosted = numnum.host("number_one", players=3, computers=1, bot_delay=0, seed=4)
    assert len(hosted.code) == 6 and repr(hosted) == f"<shared table {hosted.code}>"
    anna, ben = numnum.join(hosted.code, "Anna"), numnum.join(hosted.code.lower(), "Ben")
    assert isinstance(anna, TogetherTable) and anna.bot_wait == -1
    anna.join(ANNA)
    ben.join(BEN)
    try:
        assert (anna.seat, ben.seat) == (0, 1)
        assert anna.html.count('data-action="card"') == ben.html.count('data-action="card"') == 7
        mover, other = (anna, ben) if hosted.status()["seats"][0]["turn"] else (ben, anna)
        version = other.version
        changed = threading.Event()
        other.observe(lambda _change: changed.set(), names="html")
        mover.click("draw")
        assert changed.wait(20) and other.version > version  # the other kernel's thread drew it
        other.click("draw")
        assert "Wait: it is" in other.html
        # a reload: a new widget of the same browser gets the same seat back
        again = numnum.join(hosted.code, "Anna")
        again.join(ANNA)
        assert again.seat == 0
        again.close()
        hosted.to_computer(1)
        assert hosted.status()["seats"][1]["computer"] is True
    finally:
        for table in (anna, ben):
            table.close()


def test_without_the_service_host_and_join_say_why(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NUMNUM_TABLES_URL", raising=False)
    with pytest.raises(RuntimeError, match=r"numnum\.play"):
        numnum.host("numnum")
    with pytest.raises(RuntimeError, match="an einem Laptop"):
        numnum.join("QX47MP", "Anna", lang="de")
    monkeypatch.setattr("sys.platform", "emscripten")
    with pytest.raises(RuntimeError, match="without a server"):
        numnum.host("numnum")


def test_join_reads_the_voila_address(server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    hosted = numnum.host("numnum", players=2, bot_delay=0)
    monkeypatch.setenv("QUERY_STRING", f"code={hosted.code.lower()}&name=Cleo")
    table = numnum.join()
    assert (table.code, table.name) == (hosted.code, "Cleo")
    # without them, the pupil types them into the table's form (mistakes are said there)
    monkeypatch.setenv("QUERY_STRING", "name=Dora")
    form = numnum.join(lang="de")
    assert "Tischcode" in form.html and 'value="Dora"' in form.html and form.seat is None
    form.join(BEN)  # the browser says hello: nothing to join yet
    form._on_msg(form, {"action": "new_game", "settings": {"code": "QX47M0", "name": "Dora"}}, [])
    assert "Ein Tischcode hat 6 Buchstaben" in form.html and form.seat is None
    form._on_msg(form, {"action": "settings_change", "settings": {"code": hosted.code.lower(), "name": " "}}, [])
    assert "1 bis 24 Zeichen" in form.html
    form._on_msg(form, {"action": "new_game", "settings": {"code": hosted.code.lower(), "name": "Dora"}}, [])
    try:
        assert form.seat == 0 and form.code == hosted.code and "nn-hand" in form.html
    finally:
        form.close()


def test_tables_survive_a_restart(tmp_path: Path) -> None:
    with tables_server(tmp_path) as base:
        code, host = _table(base)
        status, joined = _request(base, f"/tables/{code}/join", {"identity": ANNA, "name": "Anna"})
        status, before = _request(base, f"/tables/{code}/scene", headers={"X-Numnum-Seat": joined["key"]})
    assert (tmp_path / "numnum" / "together" / f"{code}.json").exists()
    with tables_server(tmp_path) as base:
        status, after = _request(base, f"/tables/{code}/scene", headers={"X-Numnum-Seat": joined["key"]})
        assert status == 200 and after["version"] == before["version"]
        status, info = _request(base, f"/tables/{code}/status", headers={"X-Numnum-Host": host})
        assert info["seats"][0]["name"] == "Anna"


def test_the_service_alone_as_a_hubs_managed_service(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``python -m numnum.together.server``: the same service as a process of its own (what a
    JupyterHub runs as a managed service, behind its proxy's prefix), with the key it is given."""
    env = {**os.environ, "NUMNUM_HOME": str(tmp_path), "PYTHONPATH": str(ROOT), "NUMNUM_TABLES_KEY": "x"}
    refused = subprocess.run([sys.executable, "-m", "numnum.together.server"], env=env, capture_output=True, text=True)
    assert refused.returncode != 0 and "must be 32 lowercase hex digits" in refused.stderr
    env["NUMNUM_TABLES_KEY"] = KEY
    prefix = "/services/numnum-tables/"
    with _alone(env, prefix, tmp_path / "service.log") as base:
        monkeypatch.setenv("NUMNUM_TABLES_URL", base + prefix + "numnum/together")
        monkeypatch.setenv("NUMNUM_TABLES_KEY", KEY)
        hosted = numnum.host("numnum", players=2, bot_delay=0, seed=8)
        anna, ben = numnum.join(hosted.code, "Anna"), numnum.join(hosted.code, "Ben")
        try:
            anna.join(ANNA)
            ben.join(BEN)
            assert [s["joined"] for s in hosted.status()["seats"]] == [True, True]
            mover = anna if hosted.status()["seats"][0]["turn"] else ben
            before = hosted.status()["moves"]
            mover.click("draw")
            assert hosted.status()["moves"] == before + 1
        finally:
            anna.close()
            ben.close()


def test_the_teachers_panel_follows_the_table_and_hands_seats_over(server: str) -> None:
    hosted = numnum.host("numnum", players=3, computers=1, bot_delay=0, seed=9, lang="de")
    panel = hosted.panel()
    anna = numnum.join(hosted.code, "Anna", lang="de")
    try:
        assert hosted.code in panel.box.children[0].value
        assert "frei" in panel.seats.value and len(panel.buttons.children) == 2
        changed = threading.Event()
        panel.seats.observe(lambda _change: changed.set(), names="value")
        anna.join(ANNA)
        assert changed.wait(20) and "Anna" in panel.seats.value and "am Tisch" in panel.seats.value
        assert [b.description for b in panel.buttons.children] == ["Computer für Anna", "Computer für Platz 2"]
        panel.buttons.children[0].click()  # Anna left: a computer plays her seat
        assert hosted.status()["seats"][0]["computer"] is True
        assert [b.description for b in panel.buttons.children] == ["Computer für Platz 2"]
        assert hosted.panel() is panel  # one panel per table, shown where the table is shown
        assert "application/vnd.jupyter.widget-view+json" in hosted._repr_mimebundle_()
    finally:
        anna.close()
        panel.close()


#: The users of a stand-in for a JupyterHub's API (the real hub: tests/test_jupyterhub.py): a
#: token each, Carl's without the scope for the table service.
HUB_USERS = {
    "anna-token-0001": ("anna", ["access:services!service=numnum-tables", "self"]),
    "ben-token-00002": ("ben", ["access:services!service=numnum-tables"]),
    "carl-token-0003": ("carl", ["self"]),
}


@contextlib.contextmanager
def _stand_in_hub() -> Iterator[str]:
    """A web server answering ``GET /hub/api/user`` as a JupyterHub does: the model of the user
    whose token is in ``Authorization`` (403 for an unknown token); its API URL."""
    import http.server

    class Api(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            token = (self.headers.get("Authorization") or "").removeprefix("token ")
            user = HUB_USERS.get(token)
            body = json.dumps({"kind": "user", "name": user[0], "scopes": user[1]} if user else {"status": 403})
            self.send_response(200 if user and self.path.startswith("/hub/api/user") else 403)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body.encode())

        def log_message(self, *args: object) -> None:
            pass

    api = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Api)
    thread = threading.Thread(target=api.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{api.server_address[1]}/hub/api"
    finally:
        api.shutdown()


def test_on_a_hub_the_hubs_tokens_open_the_service_and_a_seat_is_its_users(tmp_path: Path) -> None:
    """``python -m numnum.together.server --hub``: a request opens the service with a hub user's
    token that has the scope for it (no key); joining gives the hub user their seat on any device
    (any browser identity); a seat's key acts for that seat only with its user's token."""
    with _stand_in_hub() as api:
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith(("NUMNUM_", "JUPYTERHUB_"))},
            "NUMNUM_HOME": str(tmp_path),
            "PYTHONPATH": str(ROOT),
            "JUPYTERHUB_API_URL": api,
            "JUPYTERHUB_API_TOKEN": "the-services-own-token",
            "JUPYTERHUB_SERVICE_NAME": "numnum-tables",
        }
        prefix = "/services/numnum-tables/"
        with _alone(env, prefix, tmp_path / "service.log", "--hub") as base:
            base += prefix.rstrip("/")

            def call(token: str | None, path: str, body: object = None, **headers: str) -> tuple[int, Any]:
                sent = {"X-Numnum-Key": ""} | ({"Authorization": f"token {token}"} if token else {})
                return _request(base, path, body, {**sent, **headers})

            for token in (None, "carl-token-0003", "nobodys-token-99"):  # no token, no scope, unknown
                status, data = call(token, "/tables", {"variant": "numnum", "players": 2})
                assert status == 403 and "hub's users" in data["error"], (token, data)
            status, data = _request(base, "/tables", {"variant": "numnum", "players": 2})  # the key opens nothing here
            assert status == 403
            status, table = call("anna-token-0001", "/tables", {"variant": "numnum", "players": 2, "seed": 3})
            assert status == 200, table
            code = table["code"]
            status, anna = call("anna-token-0001", f"/tables/{code}/join", {"identity": ANNA, "name": "Anna"})
            assert status == 200 and anna["seat"] == 0
            status, ben = call("ben-token-00002", f"/tables/{code}/join", {"identity": BEN, "name": "Ben"})
            assert status == 200 and ben["seat"] == 1
            # Anna on another device (another browser identity): her seat again, with a new key
            status, again = call("anna-token-0001", f"/tables/{code}/join", {"identity": "c" * 32, "name": "Anna"})
            assert status == 200 and again["seat"] == 0 and again["key"] != anna["key"]
            status, data = call("anna-token-0001", f"/tables/{code}/scene", **{"X-Numnum-Seat": anna["key"]})
            assert status == 403, "the old key is void"
            status, mine = call("anna-token-0001", f"/tables/{code}/scene", **{"X-Numnum-Seat": again["key"]})
            assert status == 200 and mine["seat"] == 0
            # Ben with Anna's seat key (copied somehow): neither her picture nor a move of hers
            status, data = call("ben-token-00002", f"/tables/{code}/scene", **{"X-Numnum-Seat": again["key"]})
            assert status == 403 and "html" not in data
            act = {"msg": {"action": "draw", "step": mine["step"]}}
            status, data = call("ben-token-00002", f"/tables/{code}/act", act, **{"X-Numnum-Seat": again["key"]})
            assert status == 403
            status, after = call("anna-token-0001", f"/tables/{code}/scene", **{"X-Numnum-Seat": again["key"]})
            assert after["version"] == mine["version"], "Ben's try changed nothing"


def test_the_teachers_form_opens_the_table_it_describes(server: str) -> None:
    from numnum.together.client import host_form

    form = host_form("en", variant="maumau", pupils=2, computers=1)
    form.pupils.value, form.computers.value = 1, 0  # one player alone: refused in words, nothing opened
    assert form.open() is None and form.table is None
    assert "Mau Mau needs 2 to" in form.message.value and form.button in form.box.children
    form.pupils.value, form.computers.value = 2, 1
    form.table_lang.value = "de"
    table = form.open()
    assert table is not None and form.box.children == (table.panel().box,)
    status = table.status()
    assert [(s["person"], s["computer"]) for s in status["seats"]] == [(True, False), (True, False), (False, True)]
    assert table.lang == "de"
    table.panel().close()
