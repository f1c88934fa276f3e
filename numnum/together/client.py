"""The kernel's side of a shared table: ``numnum.host`` for the teacher, ``numnum.join`` for a pupil.

Both talk to the table service of the Jupyter server (:mod:`numnum.together.server`) over HTTP,
with the address and key that the kernel inherits from the server (``NUMNUM_TABLES_URL``,
``NUMNUM_TABLES_KEY``; on a JupyterHub also the server's ``JUPYTERHUB_API_TOKEN``, which says to
the hub's table service which user this is). The pupil's :class:`TogetherTable` is the card table
widget's script and styles with a *thin* brain: it holds no game. It joins when its browser has
said who it is (the same browser gets its seat back after a reload), forwards each click to the
service and draws the picture the service answers for its seat; a thread in the kernel waits for
the table's next version (a long-poll) and draws the new picture when somebody else has moved.

Where there is no server (JupyterLite), there is no service: ``host`` and ``join`` say so in
words, and a group plays at one laptop (``numnum.play(humans=...)``, the "pass the laptop" table).

>>> import os
>>> saved = os.environ.pop(URL_ENV, None)
>>> host("numnum", lang="de")
Traceback (most recent call last):
...
RuntimeError: Tische über mehrere Geräte brauchen den Tisch-Dienst von numnum im Jupyter-Server ...
>>> if saved is not None: os.environ[URL_ENV] = saved
"""

from __future__ import annotations

import html
import json
import os
import re
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.identity import new_id, valid
from numnum.render.scene_html import backs_css

__all__ = ["HostForm", "HostPanel", "HostedTable", "ServiceError", "TogetherTable", "host", "host_form", "join"]

URL_ENV = "NUMNUM_TABLES_URL"
KEY_ENV = "NUMNUM_TABLES_KEY"
#: the token a JupyterHub gives each user's server (and its kernels)
HUB_TOKEN_ENV = "JUPYTERHUB_API_TOKEN"
_WIDGET = Path(__file__).resolve().parent.parent / "widget"
#: seconds a request may take (a long-poll: the server's 25 s and some more)
_TIMEOUT = 10.0
_POLL_TIMEOUT = 40.0


class ServiceError(RuntimeError):
    """The service refused a request: ``status`` (400, 403, 404, 409 ...) and its words."""

    def __init__(self, message: str, status: int, data: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.data = dict(data or {})


def _no_service(lang: str) -> RuntimeError:
    if sys.platform == "emscripten":
        return RuntimeError(
            _(
                "This site runs without a server, so a table cannot join several devices here. "
                "Play together at one laptop: numnum.play(humans=2) passes the laptop from turn to turn.",
                lang,
            )
        )
    return RuntimeError(
        _(
            "Tables across devices need numnum's table service in the Jupyter server "
            "(the server extension numnum.together.server, see make together); this kernel did not "
            "inherit its address. Without it, play at one laptop: numnum.play(humans=2).",
            lang,
        )
    )


def _service(lang: str) -> tuple[str, str]:
    """The service's address and key from the environment (on a JupyterHub the key may be
    missing: the server's hub token opens the service there)."""
    url, key = os.environ.get(URL_ENV, ""), os.environ.get(KEY_ENV, "")
    if sys.platform == "emscripten" or not url.startswith("http") or not (key or os.environ.get(HUB_TOKEN_ENV)):
        raise _no_service(lang)
    return url.rstrip("/"), key


def _call(
    path: str,
    lang: str,
    body: Mapping[str, object] | None = None,
    headers: Mapping[str, str] | None = None,
    timeout: float = _TIMEOUT,
    service: tuple[str, str] | None = None,
) -> dict[str, Any]:
    """One request to the service (GET without ``body``); its JSON answer, or ``ServiceError``.
    ``service``: its address and key (default: from the environment)."""
    url, key = service or _service(lang)
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url + path, data=data, method="POST" if body is not None else "GET")
    if key:
        request.add_header("X-Numnum-Key", key)
    token = os.environ.get(HUB_TOKEN_ENV)
    if token:  # on a JupyterHub: who this pupil is, for the table service of the hub
        request.add_header("Authorization", f"token {token}")
    request.add_header("Content-Type", "application/json")
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            out = json.loads(answer.read())
    except urllib.error.HTTPError as e:
        try:
            err = json.loads(e.read())
        except ValueError:
            err = {}
        err = err if isinstance(err, dict) else {}
        raise ServiceError(str(err.get("error") or e.reason), e.code, err) from None
    if not isinstance(out, dict):
        raise ServiceError("the table service answered something that is no JSON object", 502)
    return out


class HostedTable:
    """The teacher's handle on a shared table: its ``code`` (for the pupils), the seats, and
    :meth:`to_computer`.  In a notebook it shows its :meth:`panel`: the code big, the seats as
    they change, a button per pupil's seat for a computer player."""

    def __init__(self, code: str, host_key: str, lang: str) -> None:
        self.code = code
        self._host_key = host_key
        self.lang = lang
        self._service = _service(lang)
        self._panel: HostPanel | None = None

    def __repr__(self) -> str:
        return f"<shared table {self.code}>"

    def status(self, since: int | None = None, timeout: float = _TIMEOUT) -> dict[str, Any]:
        """The seats (name, person, computer, joined, cards, turn), the version, the moves and the
        end; with ``since`` (a version) only once the table is newer (a long-poll)."""
        query = "" if since is None else "?" + urllib.parse.urlencode({"since": since})
        return _call(
            f"/tables/{self.code}/status{query}",
            self.lang,
            headers={"X-Numnum-Host": self._host_key},
            timeout=timeout,
            service=self._service,
        )

    def to_computer(self, seat: int) -> dict[str, Any]:
        """Hand the person's seat ``seat`` (0 is the first) to a computer player: the pupil left.
        Their next join takes it back.  Returns the new status."""
        return _call(
            f"/tables/{self.code}/computer",
            self.lang,
            {"seat": seat},
            {"X-Numnum-Host": self._host_key},
            service=self._service,
        )

    def panel(self) -> HostPanel:
        """The teacher's panel: the code, the seats as they change, and a button per pupil's seat
        that hands it to a computer player (for Voilà, where no code is typed).  One per table."""
        if self._panel is None or self._panel.closed:
            self._panel = HostPanel(self)
        return self._panel

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.panel()._repr_mimebundle_(**kwargs)


def join_address(code: str) -> str | None:
    """Where pupils join table ``code``, read from the address of the teacher's Voilà page
    (``.../host.ipynb`` on this server: ``.../join.ipynb?code=...`` beside it), for the
    projector; ``None`` where that cannot be known (not a Voilà page, or a JupyterHub, where
    every pupil has a server of their own).

    >>> import os
    >>> page = {"SCRIPT_NAME": "/voila/render/together/host.ipynb", "SERVER_NAME": "192.168.1.20"}
    >>> page["SERVER_PORT"] = "8866"
    >>> saved = {name: os.environ.get(name) for name in page}
    >>> os.environ.update(page)
    >>> join_address("QX47MP")
    '192.168.1.20:8866/voila/render/together/join.ipynb?code=QX47MP'
    >>> for name, value in saved.items():
    ...     _ = os.environ.pop(name, None) if value is None else os.environ.update({name: value})
    """
    script = os.environ.get("SCRIPT_NAME", "")
    host, port = os.environ.get("SERVER_NAME", ""), os.environ.get("SERVER_PORT", "")
    if os.environ.get(HUB_TOKEN_ENV) or not script.endswith("/host.ipynb"):
        return None
    if not re.fullmatch(r"[A-Za-z0-9.\-]{1,253}|\[[0-9a-fA-F:.]{2,45}\]", host) or not re.fullmatch(
        r"[0-9]{0,5}", port
    ):
        return None
    if not re.fullmatch(r"[A-Za-z0-9._~/\-]{1,500}", script):
        return None
    return f"{host}{':' + port if port else ''}{script[: -len('host.ipynb')]}join.ipynb?code={code}"


class HostPanel:
    """The teacher's panel of a :class:`HostedTable` (see :meth:`HostedTable.panel`): ipywidgets
    in a box (``box``), following the table with a long-poll thread of its own."""

    def __init__(self, table: HostedTable) -> None:
        import importlib

        widgets: Any = importlib.import_module("ipywidgets")  # untyped
        self._widgets = widgets
        lang = table.lang
        self.table = table
        title = html.escape(_("Table code", lang))
        how = html.escape(_("Pupils open join.ipynb and type this code and their name.", lang))
        address = join_address(table.code)
        if address is not None:  # the teacher's Voilà page: the pupils' address, code and all
            where = html.escape(_("Pupils open this address and type their name:", lang))
            big = "font-size:1.6em;font-weight:bold;font-family:monospace;word-break:break-all"
            how = f'{where}</p><p style="{big}">{html.escape(address)}'
        head = widgets.HTML(
            f'<div class="nn-host"><p>{title}:</p>'
            f'<p style="font-size:3em;font-weight:bold;letter-spacing:0.2em;margin:0">{html.escape(table.code)}</p>'
            f"<p>{how}</p></div>"
        )
        self.seats: Any = widgets.HTML()
        self.buttons: Any = widgets.HBox()
        self.box: Any = widgets.VBox([head, self.seats, self.buttons])
        self.version = -1
        self._stop = threading.Event()
        self.show(table.status())
        threading.Thread(target=self._follow, name=f"numnum-host-{table.code}", daemon=True).start()

    def show(self, status: Mapping[str, Any]) -> None:
        """Show the seats of ``status`` (an answer of :meth:`HostedTable.status`)."""
        lang = self.table.lang
        version = status.get("version")
        if type(version) is int:
            self.version = max(self.version, version)
        rows = []
        buttons = []
        cards = html.escape(_("cards", lang))
        for s in status.get("seats", []):
            if not isinstance(s, dict):
                continue
            name = str(s.get("name", ""))
            state = (
                _("computer", lang)
                if s.get("computer")
                else (_("joined", lang) if s.get("joined") else _("free", lang))
            )
            turn = " ▶" if s.get("turn") else ""
            rows.append(
                f"<tr><td>{html.escape(name)}{turn}</td><td>{html.escape(state)}</td>"
                f"<td>{int(s.get('cards', 0))} {cards}</td></tr>"
            )
            if s.get("person") and not s.get("computer"):
                button = self._widgets.Button(description=_("Computer for {name}", lang).format(name=name))
                button.on_click(self._hand_over(int(s.get("seat", 0))))
                buttons.append(button)
        over = "<p>" + html.escape(_("The game is over.", lang)) + "</p>" if status.get("over") else ""
        self.seats.value = f"<table>{''.join(rows)}</table>{over}"
        self.buttons.children = tuple(buttons)

    def _hand_over(self, seat: int) -> Any:
        def press(_button: object) -> None:
            try:
                self.show(self.table.to_computer(seat))
            except (ServiceError, OSError) as e:
                self.seats.value += f"<p>{html.escape(str(e))}</p>"

        return press

    @property
    def closed(self) -> bool:
        """Whether the panel has stopped following the table."""
        return self._stop.is_set()

    def _follow(self) -> None:
        failures = 0
        while not self._stop.is_set():
            try:
                status = self.table.status(since=self.version, timeout=_POLL_TIMEOUT)
            except ServiceError:
                break
            except OSError:
                failures += 1
                if failures > 60:  # the server is gone for a minute: stop asking
                    break
                self._stop.wait(1.0)
                continue
            failures = 0
            self.show(status)
        self._stop.set()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.box._repr_mimebundle_(**kwargs)

    def close(self) -> None:
        """Stop following the table and close the widgets."""
        self._stop.set()
        self.box.close()


def host(
    variant: str = "numnum",
    players: int = 4,
    computers: int = 0,
    bots: str | int = "level3",
    lang: str = "en",
    *,
    timeout: float | None = 120.0,
    bot_delay: float = 0.9,
    stand_in: str | int = "level2",
    seed: int | None = None,
    deck: list[str] | None = None,
    preset: str | None = None,
    **options: object,
) -> HostedTable:
    """Open a shared table of ``variant`` on this server for pupils on their own devices.

    The last ``computers`` of the ``players`` seats are computer players (``bots``); the others
    are for pupils, who join with the table's code (``numnum.join(code, name)``).  A pupil who
    lets ``timeout`` seconds pass on their turn gets a computer player (``stand_in``) until they
    press a button again; ``bot_delay`` is the pause before a computer move.  ``seed``, ``deck``,
    ``preset`` and ``options`` choose the game as in :func:`numnum.new_game`.  Returns the
    teacher's :class:`HostedTable` (its ``code``, :meth:`HostedTable.to_computer`).
    """
    lang = check_lang(lang)
    body: dict[str, object] = {
        "variant": variant,
        "players": players,
        "computers": computers,
        "bots": bots,
        "lang": lang,
        "timeout": timeout,
        "bot_delay": bot_delay,
        "stand_in": stand_in,
        "seed": seed,
        "deck": deck,
        "preset": preset,
        "options": options,
    }
    try:
        answer = _call("/tables", lang, body)
    except ServiceError as e:
        raise ValueError(str(e)) from None
    return HostedTable(str(answer["code"]), str(answer["host_key"]), lang)


class HostForm:
    """The teacher's form for a shared table where no code is typed (a Voilà page): the game,
    the seats for pupils and for computer players, the table's language, and *Open the table*;
    the table's panel (:class:`HostPanel`) then takes the form's place.  Wrong numbers are said
    in words and open nothing.

    >>> form = HostForm("de", variant="number_one", pupils=4, computers=1)
    >>> form.game.value, form.pupils.value, form.computers.value, form.button.description
    ('number_one', 4, 1, 'Tisch öffnen')
    >>> form.pupils.value = 10
    >>> form.check()
    'Number ONE braucht 2 bis 10 Spieler, Menschen und Computer zusammen.'
    """

    def __init__(self, lang: str = "en", *, variant: str = "numnum", pupils: int = 3, computers: int = 1) -> None:
        import importlib

        from numnum.engine.registry import rules_for
        from numnum.variants import VARIANTS

        widgets: Any = importlib.import_module("ipywidgets")  # untyped
        self.lang = lang = check_lang(lang)
        self.table: HostedTable | None = None
        wide = {"description_width": "10em"}  # the labels in one column, the boxes beside them
        layout = {"width": "24em"}
        self.game: Any = widgets.Dropdown(
            options=[(rules_for(v).TITLE, v) for v in VARIANTS],
            value=variant,
            description=_("Game", lang),
            style=wide,
            layout=layout,
        )
        self.pupils: Any = widgets.BoundedIntText(
            value=pupils, min=1, max=7, description=_("Seats for pupils", lang), style=wide, layout=layout
        )
        self.computers: Any = widgets.BoundedIntText(
            value=computers, min=0, max=6, description=_("Computer players", lang), style=wide, layout=layout
        )
        self.table_lang: Any = widgets.ToggleButtons(
            options=[("English", "en"), ("Deutsch", "de")], value=lang, description=_("Language", lang), style=wide
        )
        self.game.observe(lambda _change: self._bounds(), names="value")
        self._bounds()
        self.button: Any = widgets.Button(description=_("Open the table", lang), button_style="primary")
        self.button.on_click(lambda _button: self.open())
        self.message: Any = widgets.HTML()
        title = html.escape(_("A shared table", lang))
        self.box: Any = widgets.VBox(
            [
                widgets.HTML(f"<h3>{title}</h3>"),
                self.game,
                self.pupils,
                self.computers,
                self.table_lang,
                self.button,
                self.message,
            ]
        )

    def _bounds(self) -> None:
        """The boxes' limits for the chosen game (its most players)."""
        from numnum.engine.registry import rules_for

        most = rules_for(self.game.value).MAX_PLAYERS
        self.pupils.max, self.computers.max = most, most - 1

    def check(self) -> str | None:
        """What is wrong with the form's numbers, in words (``None``: nothing)."""
        from numnum.engine.registry import rules_for

        rules = rules_for(self.game.value)
        lo, hi = rules.MIN_PLAYERS, rules.MAX_PLAYERS
        if not lo <= self.pupils.value + self.computers.value <= hi:
            text = _("{game} needs {lo} to {hi} players, people and computers together.", self.lang)
            return text.format(game=rules.TITLE, lo=lo, hi=hi)
        return None

    def open(self) -> HostedTable | None:
        """Open the table the form describes (what *Open the table* does); its panel replaces the
        form.  ``None`` when the form is wrong or the service refused: the form says why."""
        wrong = self.check()
        if wrong is None:
            try:
                players = self.pupils.value + self.computers.value
                self.table = host(self.game.value, players, self.computers.value, lang=self.table_lang.value)
            except (ValueError, RuntimeError, OSError) as e:
                wrong = str(e)
        if wrong is not None or self.table is None:
            self.message.value = f'<p role="alert" style="color:#a40000">{html.escape(str(wrong))}</p>'
            return None
        self.box.children = (self.table.panel().box,)
        return self.table

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.box._repr_mimebundle_(**kwargs)


def _page_argument(name: str) -> str:
    """The argument ``name`` of the Voilà page's address (``?code=QX47MP``), or ``""``."""
    query = urllib.parse.parse_qs(os.environ.get("QUERY_STRING", ""))
    return next(iter(query.get(name, [])), "")


def host_form(lang: str | None = None, *, variant: str = "numnum", pupils: int = 3, computers: int = 1) -> HostForm:
    """The teacher's form for opening a shared table (:class:`HostForm`): for a Voilà page, where
    no code is typed; in a notebook :func:`host` does the same in one line.  ``lang``: the
    form's language (default: the page's ``?lang=de``, else English)."""
    if lang is None:
        lang = _page_argument("lang") or "en"
        lang = lang if lang in ("en", "de") else "en"
    lang = check_lang(lang)
    _service(lang)  # no service here: say so at once
    return HostForm(lang, variant=variant, pupils=pupils, computers=computers)


def _box(title: str, text: str) -> str:
    """A picture with only a box in words (before the table is there, or when it is gone)."""
    return (
        '<div class="nn-table nn-size-normal" data-step="0" role="application">'
        f'<div class="nn-overlay"><div class="nn-box"><h2>{html.escape(title)}</h2>'
        f"<p>{html.escape(text)}</p></div></div></div>"
    )


def _form(code: str, name: str, error: str, lang: str) -> str:
    """The form where a pupil types the table's code and their name (``error``: what was wrong)."""
    e = html.escape
    title, code_label, name_label = _("Join a shared table", lang), _("Table code", lang), _("Your name", lang)
    button = _("Join", lang)
    style = "color:#b3261e;font-weight:bold"
    wrong = f'<p class="nn-settings-error" role="alert" style="{style}">{e(error)}</p>' if error else ""
    return (
        '<div class="nn-table nn-size-normal nn-join" data-step="0" role="application">'
        f'<div class="nn-overlay"><div class="nn-box"><h2>{e(title)}</h2>'
        f'<p><label>{e(code_label)} <input data-setting="code" data-key="setting-code" '
        f'value="{e(code)}" maxlength="12" autocomplete="off" spellcheck="false"></label></p>'
        f'<p><label>{e(name_label)} <input data-setting="name" data-key="setting-name" '
        f'value="{e(name)}" maxlength="24" autocomplete="off"></label></p>{wrong}'
        f'<button class="nn-btn nn-primary" data-action="new_game" data-key="new_game">{e(button)}</button>'
        "</div></div></div>"
    )


class TogetherTable(anywidget.AnyWidget):
    """A pupil's card table at a shared table: forwards clicks, draws its seat's picture."""

    _esm = (_WIDGET / "identity.js").read_text(encoding="utf-8") + (_WIDGET / "card_table.js").read_text(
        encoding="utf-8"
    )
    _css = (_WIDGET / "card_table.css").read_text(encoding="utf-8") + backs_css()
    html = traitlets.Unicode("").tag(sync=True)
    bot_wait = traitlets.Int(-1).tag(sync=True)  # the service moves the computer players
    step = traitlets.Int(0).tag(sync=True)
    turn = traitlets.Int(0).tag(sync=True)
    take_focus = traitlets.Bool(True).tag(sync=True)
    kept = traitlets.Unicode("waiting").tag(sync=True)

    def __init__(self, code: str, name: str, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: the table's code and the pupil's name ("" until the pupil has typed them in the form)
        self.code = code
        self.name = name
        self.lang = lang
        #: the browser's identity, once it has said hello (``None`` before; a new one for the
        #: widget's life when the browser keeps none)
        self._browser: str | None = None
        self._service = _service(lang)  # the address and key, as the kernel inherited them
        #: the seat at the table (``None`` until joined) and its key
        self.seat: int | None = None
        self._key = ""
        self.version = -1
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._poller: threading.Thread | None = None
        #: seconds each click took in the kernel, the service's answer included (for the benchmark)
        self.timings: list[float] = []
        if code and name:
            self.html = _box(_("Table {code}", lang).format(code=code), _("Joining the table…", lang))
        else:
            self.html = _form(code, name, "", lang)
        self.on_msg(self._on_msg)

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if not isinstance(content, Mapping):
            return
        action = content.get("action")
        if action == "hello":
            self.join(content.get("browser"))
        elif not self._key and action in ("new_game", "settings_change"):
            self._form_sent(content.get("settings"))
        else:
            self.send_action(content)

    def _form_sent(self, values: object) -> None:
        """The pupil pressed *Join* (or Enter) in the form: the code and the name they typed."""
        from numnum.together.service import TableError, check_code

        if not isinstance(values, Mapping):
            return
        code, name = values.get("code"), values.get("name")
        code = code[:40] if isinstance(code, str) else ""
        name = " ".join(name.split())[:40] if isinstance(name, str) else ""
        try:
            self.code = check_code(code, self.lang)
        except TableError as e:
            self.html = _form(code, name, str(e), self.lang)
            return
        if not name:
            self.html = _form(
                code, name, _("Please give a name of 1 to {n} characters.", self.lang).format(n=24), self.lang
            )
            return
        self.name = name
        self.join(self._browser)

    def join(self, browser: object = None) -> None:
        """Take the seat of the browser ``browser`` (its identity; none: a new one for this
        widget, so a reload finds another seat) and start following the table.  Without a code
        and a name yet, the form waits for them."""
        if self._browser is None:
            who = valid(browser)
            self.kept = "yes" if who else "no"
            self._browser = who or new_id()
        if not (self.code and self.name):
            return
        try:
            joined = _call(
                f"/tables/{self.code}/join",
                self.lang,
                {"identity": self._browser, "name": self.name, "lang": self.lang},
                service=self._service,
            )
        except ServiceError as e:
            self.html = _form(self.code, self.name, str(e), self.lang)
            return
        except (OSError, RuntimeError) as e:
            self.html = _box(_("Table {code}", self.lang).format(code=self.code), str(e))
            return
        self.seat, self._key = int(joined["seat"]), str(joined["key"])
        self.version = -1
        self._draw(self._get())
        if self._poller is None or not self._poller.is_alive():
            self._poller = threading.Thread(target=self._follow, name=f"numnum-table-{self.code}", daemon=True)
            self._poller.start()

    def send_action(self, msg: Mapping[str, object]) -> None:
        """Forward a click or key of the browser to the service; draw the picture it answers."""
        if not self._key:
            return
        start = time.perf_counter()
        try:
            picture = _call(
                f"/tables/{self.code}/act",
                self.lang,
                {"msg": dict(msg)},
                {"X-Numnum-Seat": self._key},
                service=self._service,
            )
        except ServiceError as e:
            refused = e.data.get("picture")
            if not isinstance(refused, dict):
                self._lost(e)
                return
            picture = refused
        except OSError as e:
            self._lost(e)
            return
        self._draw(picture)
        self.timings.append(time.perf_counter() - start)

    def click(self, action: str, **fields: object) -> None:
        """Press a button of the current picture (for scripts and tests)."""
        self.send_action({"action": action, "step": self.step, **fields})

    def close(self) -> None:
        self._stop.set()
        super().close()

    # -- following the table
    def _get(self, since: int | None = None, timeout: float = _TIMEOUT) -> dict[str, Any]:
        query = "" if since is None else "?" + urllib.parse.urlencode({"since": since})
        return _call(
            f"/tables/{self.code}/scene{query}",
            self.lang,
            headers={"X-Numnum-Seat": self._key},
            timeout=timeout,
            service=self._service,
        )

    def _follow(self) -> None:
        failures = 0
        while not self._stop.is_set():
            try:
                picture = self._get(self.version, _POLL_TIMEOUT)
            except ServiceError as e:
                self._lost(e)
                return
            except OSError:
                failures += 1
                if failures > 60:  # the server is gone for a minute: stop asking
                    self._lost(OSError(_("The table's server does not answer.", self.lang)))
                    return
                self._stop.wait(1.0)
                continue
            failures = 0
            self._draw(picture)

    def _draw(self, picture: Mapping[str, Any]) -> None:
        version, text = picture.get("version"), picture.get("html")
        if type(version) is not int or not isinstance(text, str):
            return
        with self._lock:
            if version < self.version:  # an older picture than the one on show (two answers crossed)
                return
            self.version = version
            with self.hold_sync():
                if text != self.html:
                    self.html = text
                self.step = int(picture.get("step", 0))
                self.turn = int(picture.get("turn", 0))

    def _lost(self, why: Exception) -> None:
        self._key = ""
        self._stop.set()
        self.html = _box(_("Table {code}", self.lang).format(code=self.code), str(why))


def join(code: str | None = None, name: str | None = None, lang: str = "en") -> TogetherTable:
    """A pupil's card table at the shared table ``code``, as ``name`` (each pupil on their own
    device sees their own hand and nobody else's).  In a Voilà app both may come from the page's
    address instead (``...?code=QX47MP&name=Anna``); what is missing, the pupil types into a
    small form on the table.  The seat belongs to the browser: after a reload the same browser
    gets the same seat back.  On a JupyterHub with the hub's table service the seat belongs to
    the hub's user (on any device), and the name is the user's unless another is given.
    """
    from numnum.together.service import MAX_NAME, check_code

    lang = check_lang(lang)
    _service(lang)  # no service here: say so at once
    code = code if code is not None else _page_argument("code")
    name = name if name is not None else _page_argument("name")
    if not name and os.environ.get(HUB_TOKEN_ENV):  # on a JupyterHub: the pupil's login name
        name = os.environ.get("JUPYTERHUB_USER", "")[:MAX_NAME]
    if not isinstance(name, str) or len(name) > 200:
        raise ValueError(f"name must be a short text, not {name!r:.40}")
    return TogetherTable(check_code(code, lang) if code else "", " ".join(name.split()), lang)
