"""A school's JupyterHub (issue 31, ``make test-hub``): the recipe of ``docs/jupyterhub.md`` on a
real JupyterHub, started here with its ``DummyAuthenticator``, its ``SimpleLocalProcessSpawner``
(every user's home in a temporary folder) and the npm ``configurable-http-proxy`` (installed under
``build/hub/`` by ``make test-hub``).

A teacher and two pupils.  The pupils land in Voilà (the class template of ``jupyter_config/``),
each with their own server, home and ``NUMNUM_HOME``.  Anna plays a move at the card table of the
play notebook and earns the star of lesson 1; Ben finds neither her game nor her star and plays
a game of his own; both reload and each goes on with their own game, their own hand.  The
teacher hands out an nbgrader assignment made by ``python -m numnum assignment`` (the
formgrader's *Release*), the pupils fetch and submit it from their servers (what the
*Assignments* tab does), and the teacher collects both submissions, each with its own pupil's
answer.  Everything goes through the hub's proxy, as in a school.
Screenshots: ``test-artifacts/hub-*.png``.
"""

from __future__ import annotations

import json
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
from browser import CHROMIUM, LESSON_READY, MY_TURN, TABLE, TABLE_READY, hand_of, move, screenshot
from lesson_walk import STARS, earn_the_star_of_lesson_1

ROOT = Path(__file__).resolve().parent.parent
PROXY = ROOT / "build" / "hub" / "node_modules" / ".bin" / "configurable-http-proxy"
LESSON = "en/01_times_tables_as_rows.ipynb"
PUPILS = ("anna", "ben")
TEACHER = "teacher"
ASSIGNMENT = "primes-0"

CONFIG = """
# The hub of docs/jupyterhub.md, for a test: dummy logins and every user's server as a process of
# this user with its own home folder (SimpleLocalProcessSpawner: for tests only, no isolation).
import shutil
from pathlib import Path

c = get_config()  # noqa: F821
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.JupyterHub.db_url = "sqlite:///{work}/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = "{work}/jupyterhub_cookie_secret"
c.ConfigurableHTTPProxy.command = ["{proxy}"]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_api_port}"
c.ConfigurableHTTPProxy.pid_file = "{work}/proxy.pid"
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allowed_users = {users!r}
c.Authenticator.admin_users = {{"{teacher}"}}
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = "{work}/home/{{username}}"
c.Spawner.cmd = ["{python}", "-m", "jupyterhub.singleuser"]
c.Spawner.args = {args!r}
c.Spawner.start_timeout = 90
c.Spawner.http_timeout = 90
c.Spawner.environment = {{
    # each user's saved games and stars in their own home (the default ~/.numnum is too)
    "NUMNUM_HOME": lambda spawner: str(Path(spawner.home_dir) / ".numnum"),
    # numnum's Voilà template, and the site-wide Jupyter settings (Voilà, nbgrader's exchange)
    "JUPYTER_PATH": "{jupyter_path}",
    "JUPYTER_CONFIG_PATH": "{work}/etc-jupyter",
    # numnum's shared tables: the class's one table service, through the hub's proxy
    "NUMNUM_TABLES_URL": "http://127.0.0.1:{port}/services/numnum-tables/numnum/together",
}}

# numnum's table service (docs/together.md): one process for the whole class, a managed service;
# the hub's tokens open it, and a seat belongs to the hub user who joined
c.JupyterHub.services = [
    {{
        "name": "numnum-tables",
        "url": "http://127.0.0.1:{tables_port}",
        "command": ["{python}", "-m", "numnum.together.server", "--hub", "--port={tables_port}"],
        "environment": {{"NUMNUM_HOME": "{work}/tables"}},
    }}
]
c.JupyterHub.load_roles = [{{"name": "user", "scopes": ["self", "access:services!service=numnum-tables"]}}]
c.Spawner.server_token_scopes = [
    "users:activity!user",
    "access:servers!server",
    "access:services!service=numnum-tables",
]


def pre_spawn_hook(spawner):
    # the teacher works in JupyterLab; a pupil lands in Voilà, with the notebooks in their home
    home = Path(spawner.home_dir)
    home.mkdir(parents=True, exist_ok=True)
    if spawner.user.name == "{teacher}":
        spawner.default_url = "/lab"
        shutil.copy("{table}", home / "table.ipynb")  # the teacher's shared table
        return
    spawner.default_url = "/voila/tree"
    # nbgrader names a submission after the Unix user; here every user is the same one (the
    # SimpleLocalProcessSpawner), so each pupil's server is told its name
    (home / "nbgrader_config.py").write_text(
        "c = get_config()\\nc.CourseDirectory.student_id = " + repr(spawner.user.name) + "\\n"
    )
    (home / "en").mkdir(exist_ok=True)
    for source, target in (("{play}", "play.ipynb"), ("{lesson}", "{lesson_name}"), ("{join}", "join.ipynb")):
        if not (home / target).exists():
            shutil.copy(source, home / target)


c.Spawner.pre_spawn_hook = pre_spawn_hook
"""


def _shared_table(work: Path) -> Path:
    """The teacher's notebook of the shared table: together/host.ipynb with a Number ONE table of
    two pupils and a computer player (quick turns, no time-out, calls made by themselves)."""
    notebook = json.loads((ROOT / "together" / "host.ipynb").read_text(encoding="utf-8"))
    cell = next(c for c in notebook["cells"] if c["cell_type"] == "code")
    cell["source"] = (
        "import numnum\n\ntable = numnum.host('number_one', players=3, computers=1, seed=5, bot_delay=0.2,"
        " timeout=None, hand_size=4, calls='auto')\ntable"
    )
    path = work / "table.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    return path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _server_config() -> dict[str, Any]:
    """The single-user servers' settings: the class set-up of jupyter_config/voila.json for the
    Voilà server extension (and the culling for every kernel)."""
    return dict(json.loads((ROOT / "jupyter_config" / "voila.json").read_text()))


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A JupyterHub with a teacher and two pupils; its base URL and its folder."""
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.skip(f"chromium is not installed at {CHROMIUM}")
    pytest.importorskip("playwright.sync_api")
    pytest.importorskip("jupyterhub", reason="jupyterhub is not installed (it is in the dev extra)")
    pytest.importorskip("nbgrader")
    if not PROXY.exists():
        pytest.skip(f"{PROXY} is missing: make test-hub installs configurable-http-proxy with npm")
    work = tmp_path_factory.mktemp("hub")
    # the environment's own commands first (nbgrader runs alembic, the hub its single-user servers)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER_", "NUMNUM_"))}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    etc = work / "etc-jupyter"
    etc.mkdir()
    (etc / "jupyter_server_config.json").write_text(json.dumps(_server_config(), indent=2))
    exchange = work / "exchange"
    exchange.mkdir()
    exchange.chmod(0o777)
    (etc / "nbgrader_config.py").write_text(
        f'c = get_config()  # noqa: F821\nc.CourseDirectory.course_id = "numnum"\nc.Exchange.root = "{exchange}"\n'
    )
    # the teacher's course: an assignment made by numnum, its config pointing there
    teacher = work / "home" / TEACHER
    teacher.mkdir(parents=True)
    made = subprocess.run(
        [
            sys.executable,
            "-m",
            "numnum",
            "assignment",
            "--topic",
            "primes",
            "--count",
            "3",
            "-o",
            str(teacher / "course"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env=env,
    )
    assert made.returncode == 0, made.stderr
    (teacher / "nbgrader_config.py").write_text(
        f'c = get_config()  # noqa: F821\nc.CourseDirectory.root = "{teacher / "course"}"\n'
    )
    port = _free_port()
    config = work / "jupyterhub_config.py"
    config.write_text(
        CONFIG.format(
            port=port,
            hub_port=_free_port(),
            tables_port=_free_port(),
            table=_shared_table(work),
            join=ROOT / "together" / "join.ipynb",
            proxy_api_port=_free_port(),
            work=work,
            proxy=PROXY,
            users={TEACHER, *PUPILS},
            teacher=TEACHER,
            python=sys.executable,
            jupyter_path=ROOT / "jupyter_config",
            play=ROOT / "notebooks" / "play.ipynb",
            lesson=ROOT / "lessons" / LESSON,
            lesson_name=LESSON,
            args=["--allow-root"] if os.geteuid() == 0 else [],  # containers often run as root
        )
    )
    log_path = work / "jupyterhub.log"
    log = log_path.open("w")
    process = subprocess.Popen(
        [sys.executable, "-m", "jupyterhub", "-f", str(config)], cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(f"{base}/hub/api/", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("JupyterHub did not start:\n" + log_path.read_text()[-4000:])
            time.sleep(0.5)
        yield base, work
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def _log_in(browser: Any, base: str, name: str) -> tuple[Any, Any]:
    """A browser of ``name``: log in at the hub and wait until their server's start page shows."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.goto(f"{base}/hub/login")
    page.locator("#username_input").fill(name)
    page.locator("#password_input").fill("any")
    page.locator("#login_submit").click()
    page.wait_for_url(f"{base}/user/{name}/**")
    return context, page


def _api(page: Any, base: str, name: str, path: str, form: dict[str, str] | None = None) -> Any:
    """A request of ``name``'s JupyterLab page to their server (with its ``_xsrf`` token, as
    JupyterLab's extensions send it); the answer's JSON."""
    script = """async ([url, form]) => {
        const xsrf = (document.cookie.match(/(?:^|;\\s*)_xsrf=([^;]*)/) || [])[1] || "";
        const init = {headers: {"X-XSRFToken": decodeURIComponent(xsrf)}, credentials: "same-origin"};
        if (form) { init.method = "POST"; init.body = new URLSearchParams(form); }
        const r = await fetch(url, init);
        return [r.status, await r.text()];
    }"""
    status, text = page.evaluate(script, [f"{base}/user/{name}/{path}", form])
    assert status == 200, (path, status, text[:500])
    return json.loads(text) if text else None


def _open_lab(page: Any, base: str, name: str) -> None:
    page.goto(f"{base}/user/{name}/lab")
    page.locator(".jp-LabShell").wait_for()


def test_a_teacher_and_two_pupils_on_a_jupyterhub(hub: tuple[str, Path], browser: Any) -> None:
    base, work = hub
    sessions: dict[str, tuple[Any, Any]] = {}
    try:
        for name in (TEACHER, *PUPILS):
            sessions[name] = _log_in(browser, base, name)
        anna, ben, teacher = sessions["anna"][1], sessions["ben"][1], sessions[TEACHER][1]
        # a pupil lands in Voilà: the list of their notebooks, no JupyterLab
        assert anna.url.startswith(f"{base}/user/anna/voila/tree"), anna.url
        anna.get_by_role("link", name="play.ipynb").wait_for()
        screenshot(anna, "hub-pupil-start")
        assert teacher.url.startswith(f"{base}/user/{TEACHER}/lab"), teacher.url
        # Anna plays a move at the card table and earns the star of lesson 1
        anna.goto(f"{base}/user/anna/voila/render/play.ipynb")
        anna.wait_for_function(TABLE_READY)
        move(anna)
        hands = {"anna": hand_of(anna)}
        screenshot(anna, "hub-anna-table", TABLE)
        anna.goto(f"{base}/user/anna/voila/render/{LESSON}")
        anna.wait_for_function(LESSON_READY)
        earn_the_star_of_lesson_1(anna, "en")
        assert "★ ☆ ☆" in anna.locator(STARS).first.inner_text()
        # Ben: nothing of Anna's, neither her game nor her star; he plays a game of his own
        ben.goto(f"{base}/user/ben/voila/render/play.ipynb")
        ben.wait_for_function(TABLE_READY)
        assert ben.locator(".nn-overlay-resume").count() == 0, "Ben is offered Anna's game"
        move(ben)
        hands["ben"] = hand_of(ben)
        ben.goto(f"{base}/user/ben/voila/render/{LESSON}")
        ben.wait_for_function(LESSON_READY)
        assert ben.locator(STARS).first.inner_text().endswith("☆ ☆ ☆ ☆ ☆ ☆ ☆ ☆ ☆ ☆"), "Ben sees Anna's star"
        screenshot(ben, "hub-ben-lesson")
        # each reloads the play notebook: their own game goes on, with their own hand
        for name, page in (("anna", anna), ("ben", ben)):
            page.goto(f"{base}/user/{name}/voila/render/play.ipynb")
            page.locator(f"{TABLE} .nn-overlay-resume").wait_for()
            page.locator(f"{TABLE} button[data-action='resume']").click()
            page.wait_for_function(MY_TURN)
            assert hand_of(page) == hands[name], f"{name}'s game is not their own"
        # each one's saved game and star are in their own home (NUMNUM_HOME), none in the other's
        anna_kept, ben_kept = work / "home" / "anna" / ".numnum", work / "home" / "ben" / ".numnum"
        assert any((anna_kept / "tables").iterdir()) and any((anna_kept / "lessons").iterdir())
        assert any((ben_kept / "tables").iterdir())
        anna_files = {p.name for p in anna_kept.rglob("*") if p.is_file()}
        assert not anna_files & {p.name for p in ben_kept.rglob("*") if p.is_file()}

        # nbgrader: the teacher releases the assignment, the pupils fetch and submit, the teacher collects
        _open_lab(teacher, base, TEACHER)
        screenshot(teacher, "hub-teacher-lab")
        released = _api(teacher, base, TEACHER, f"formgrader/api/assignment/{ASSIGNMENT}/release", {})
        assert released["success"], released
        for name in PUPILS:
            page = sessions[name][1]
            _open_lab(page, base, name)
            listed = _api(page, base, name, "assignments?course_id=numnum")
            assert [a["assignment_id"] for a in listed["value"] if a["status"] == "released"] == [ASSIGNMENT]
            form = {"course_id": "numnum", "assignment_id": ASSIGNMENT}
            fetched_ok = _api(page, base, name, "assignments/fetch", form)
            assert fetched_ok["success"], fetched_ok
            fetched = work / "home" / name / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
            notebook = json.loads(fetched.read_text())
            notebook["metadata"]["answered_by"] = name  # the pupil's own work, to find it again
            fetched.write_text(json.dumps(notebook))
            submitted_ok = _api(page, base, name, "assignments/submit", form)
            assert submitted_ok["success"], submitted_ok
        collected = _api(teacher, base, TEACHER, f"formgrader/api/assignment/{ASSIGNMENT}/collect", {})
        assert collected["success"], collected
        for name in PUPILS:
            submitted = work / "home" / TEACHER / "course" / "submitted" / name / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
            handed_in = sorted(str(p.relative_to(work)) for p in work.rglob("*.ipynb") if "sub" in str(p))
            assert submitted.exists(), handed_in
            assert json.loads(submitted.read_text())["metadata"]["answered_by"] == name
    except Exception:  # how each page looked, and what the hub and the servers said
        for name, (_, page) in sessions.items():
            screenshot(page, f"hub-failed-{name}")
        print((work / "jupyterhub.log").read_text()[-6000:])
        raise
    finally:
        for context, _ in sessions.values():
            context.close()


def test_two_pupils_at_one_shared_table_on_the_hub(hub: tuple[str, Path], browser: Any) -> None:
    """Issue 33 on the hub: the teacher opens a shared table in their server, Anna and Ben join it
    from their own servers (the code in the address, the name their login), each sees their own
    hand only, a move of one reaches the other, a click out of turn is refused, and Anna on
    another device (a new browser, logged in again) gets her seat and hand back: the seat is her
    hub user's.  The table service is the hub's managed service; the hub's tokens open it."""
    from test_together_browser import my_turn, play_one_action, step
    from together_server import ME

    base, work = hub
    sessions: dict[str, tuple[Any, Any]] = {}
    try:
        for name in (TEACHER, *PUPILS):
            sessions[name] = _log_in(browser, base, name)
        teacher = sessions[TEACHER][1]
        teacher.goto(f"{base}/user/{TEACHER}/voila/render/table.ipynb")
        teacher.wait_for_selector("text=Computer for Seat 2")
        code = teacher.locator(".nn-host p").nth(1).inner_text().strip()
        assert len(code) == 6, code
        pages = [sessions[name][1] for name in PUPILS]
        for name, page in zip(PUPILS, pages, strict=True):
            page.goto(f"{base}/user/{name}/voila/render/join.ipynb?code={code}")
            page.wait_for_selector(ME)
            assert page.locator(ME + " .nn-name").inner_text() == name  # the hub's name for them
        teacher.wait_for_selector("text=Computer for ben")  # the teacher's panel follows the table
        hands = [sorted(hand_of(page)) for page in pages]
        assert all(len(hand) == 4 for hand in hands) and hands[0] != hands[1]
        for page in pages:  # nobody sees another hand: the others are counts
            assert page.locator(".nn-hand").count() == 1
        screenshot(pages[0], "hub-together-anna")
        screenshot(teacher, "hub-together-teacher")

        # moves: the pupil on turn plays; the other pupil's page follows; a click out of turn is refused
        refused, moves = False, 0
        for _ in range(100):
            if moves == 4:
                break
            mover = next((p for p in pages if my_turn(p)), None)
            if mover is None:  # the computer player's turn: it moves in the service
                pages[0].wait_for_timeout(300)
                continue
            other = pages[1 - pages.index(mover)]
            if not refused:
                before = step(other)
                other.locator(".nn-hand button.nn-card").first.click()
                other.wait_for_function("(s) => +document.querySelector('.nn-table').dataset.step !== s", arg=before)
                assert "Wait: it is" in other.locator(".nn-message").inner_text()
                screenshot(other, "hub-together-refused")
                refused = True
            before = step(other)
            play_one_action(mover)
            other.wait_for_function("(s) => +document.querySelector('.nn-table').dataset.step !== s", arg=before)
            moves += 1
        assert refused and moves == 4

        # Anna on another device: a new browser, logged in again; her seat and hand come back
        hand = sorted(hand_of(pages[0]))
        context, again = _log_in(browser, base, "anna")
        sessions["anna-again"] = (context, again)
        again.goto(f"{base}/user/anna/voila/render/join.ipynb?code={code}")
        again.wait_for_selector(ME)
        assert again.locator(ME + " .nn-name").inner_text() == "anna"
        assert sorted(hand_of(again)) == hand
        pages[0].wait_for_function("() => document.body.innerText.includes('join the table again')")
        screenshot(again, "hub-together-anna-again")
        # the table is kept by the service, in its own folder, never in a pupil's home
        assert list((work / "tables" / "together").glob("*.json"))
        assert not list((work / "home" / "anna").rglob("together/*.json"))
    except Exception:
        for name, (_, page) in sessions.items():
            screenshot(page, f"hub-together-failed-{name}")
        print((work / "jupyterhub.log").read_text()[-6000:])
        raise
    finally:
        for context, _ in sessions.values():
            context.close()
