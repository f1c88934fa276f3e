"""The table service: shared card tables that pupils join from their own devices.

Pure Python, no web framework: :mod:`numnum.together.server` puts it behind HTTP inside the
Jupyter server process, the one process that holds the tables.  The service is the authority of
every shared game: it keeps the :class:`~numnum.engine.game.Game`, moves the computer players,
and gives each seat only the picture of that seat.  A pupil's kernel never holds the game.

How a table works:

- a teacher opens a table (:meth:`TableService.create`): a game, seats for people and computer
  players, a short **table code** (six letters and digits without the look-alikes 0/O, 1/I/L)
  and a **host key**;
- a pupil joins with the code, a name and their browser's identity (:mod:`numnum.identity`):
  they get the first free seat and a **seat key** (:meth:`TableService.join`); the same identity
  gets the same seat back (a reload, another kernel) and a new key, which makes the old one void;
- with the seat key they act for their seat (:meth:`TableService.act`), only on their own turn
  for the moves of a turn (else a clear error, and nothing changes), and get the picture of their
  seat (:meth:`TableService.scene`): the one-laptop card table's scene for that seat
  (:mod:`numnum.together.seat`), their own hand and never another's, drawn as HTML;
- the computer players move in the service (:meth:`TableService.tick`, after ``bot_delay``
  seconds); a seat is handed to a computer player by the teacher (:meth:`TableService.to_computer`,
  the seat's key becomes void) or when its pupil lets ``timeout`` seconds pass on their turn (the
  pupil's next move or join takes it back);
- every change counts up the table's ``version`` (long-polls wait for it) and is saved to
  ``folder/<code>.json`` (:func:`numnum.files.write_together`); :meth:`TableService.load` reads
  them back after a restart.  Keys are kept only as SHA-256 hashes, identities as
  :func:`numnum.identity.storage_key` hashes.

Errors are :class:`TableError` (a ``ValueError``) with an HTTP-like ``status`` (400 bad request,
403 wrong key, 404 no such table, 409 not now) and a message in the table's language; a refused
request changes nothing (an out-of-turn move only gets its "wait" message on the pupil's own
screen, as at one laptop).  The service is not thread-safe: the server calls it from its event loop.

>>> service = TableService(folder=None, clock=lambda: 0.0)
>>> code, host = service.create("number_one", players=2, seed=5)
>>> anna = service.join(code, "a" * 32, "Anna")
>>> ben = service.join(code, "b" * 32, "Ben")
>>> anna.seat, ben.seat, service.join(code, "a" * 32, "Anna").seat
(0, 1, 0)
>>> service.join(code, "c" * 32, "Cleo")
Traceback (most recent call last):
...
numnum.together.service.TableError: This table is full.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
import logging
import random
import re
import secrets
import time
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from numnum.bots import Bot, make_bot
from numnum.bots.expert import ExpertBot
from numnum.engine.game import Game
from numnum.engine.save import MAX_SAVE_TEXT
from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.identity import check as check_identity
from numnum.identity import storage_key
from numnum.render.scene_html import scene_html
from numnum.together.seat import SEAT_ACTIONS, TURN_ACTIONS, SeatController, shared_scene

__all__ = [
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "MAX_NAME",
    "Joined",
    "SeatPicture",
    "TableError",
    "TableService",
    "check_code",
]

log = logging.getLogger("numnum.together")

#: Table codes use these characters: no 0/O, 1/I/L, that children mix up when they copy a code.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
#: The longest name of a pupil at a table (characters).
MAX_NAME = 24
#: Computer players at a shared table think at most this long (seconds): the service answers
#: nobody meanwhile, so the expert is kept short here (the one-laptop table allows 0.3 s).
THINKING_SECONDS = 0.05
#: A table file is at most this big: the biggest saved game (written as a JSON string inside the
#: file, where every quote gets a backslash: at most twice its length) and the seats.
MAX_FILE_BYTES = 2 * MAX_SAVE_TEXT + 100_000
#: Tables nobody has changed for this long (seconds) are removed, with their files.
MAX_IDLE = 24 * 3600.0
_FORMAT = "numnum-together-1"
_KEY = re.compile(r"[0-9a-f]{32}")
_NAMES = ("Robo", "Zora", "Pixel", "Bolt", "Nova", "Chip", "Luna")


class TableError(ValueError):
    """A request the service refuses, with an HTTP-like ``status`` and a message in words."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


@dataclasses.dataclass(frozen=True)
class Joined:
    """A pupil's place at a table: the seat (0 is the first) and the seat's key (a secret)."""

    seat: int
    key: str


@dataclasses.dataclass(frozen=True)
class SeatPicture:
    """What a seat's screen shows: the table's ``version``, the seat, the HTML of its scene and
    the picture's ``step`` (a click names it; a click on an older picture is refused)."""

    version: int
    seat: int
    html: str
    step: int
    turn: int

    def to_dict(self) -> dict[str, object]:
        return dataclasses.asdict(self)


def check_code(code: object, lang: str = "en") -> str:
    """A table code as typed (spaces and lowercase allowed), checked: ``TableError`` otherwise.

    >>> check_code(" qx4 7mp ")
    'QX47MP'
    >>> check_code("QX47M0")
    Traceback (most recent call last):
    ...
    numnum.together.service.TableError: A table code has 6 letters and digits, like QX47MP.
    """
    if isinstance(code, str) and len(code) <= 40:
        text = code.replace(" ", "").replace("-", "").upper()
        if len(text) == CODE_LENGTH and all(c in CODE_ALPHABET for c in text):
            return text
    raise TableError(_("A table code has {n} letters and digits, like QX47MP.", lang).format(n=CODE_LENGTH))


def _hash(secret: str) -> str:
    return hashlib.sha256(b"numnum-together\0" + secret.encode()).hexdigest()


def _check_name(name: object, lang: str) -> str:
    """A pupil's name: 1 to :data:`MAX_NAME` characters, no control characters."""
    if isinstance(name, str):
        text = " ".join(name.split())
        if 0 < len(text) <= MAX_NAME and not any(unicodedata.category(c) in ("Cc", "Cf") for c in text):
            return text
    raise TableError(_("Please give a name of 1 to {n} characters.", lang).format(n=MAX_NAME))


@dataclasses.dataclass
class _Seat:
    name: str
    kind: str | None  #: the computer player's kind, or None for a person
    person: bool  #: a seat for a person (a computer may play it for now)
    owner: str | None = None  #: the hash of the identity of the pupil who has the seat
    key_hash: str | None = None
    stand_in: str | None = None  #: why a computer plays the person's seat: "timeout" or "teacher"


class _Table:
    """One shared table (held by the service)."""

    def __init__(
        self,
        code: str,
        game: Game,
        seats: list[_Seat],
        host_hash: str,
        lang: str,
        timeout: float | None,
        bot_delay: float,
        stand_in: str,
        version: int = 0,
    ) -> None:
        self.code = code
        self.game = game
        self.seats = seats
        self.host_hash = host_hash
        self.lang = lang
        self.timeout = timeout
        self.bot_delay = bot_delay
        self.stand_in = stand_in
        self.version = version
        #: (name, kind) per seat: shared by every seat's controller
        self.names: list[tuple[str, str | None]] = [(s.name, s.kind) for s in seats]
        self.controllers = [SeatController(game, self.names, i, lang) for i in range(game.players)]
        self.bots: dict[int, Bot] = {}
        self.pictures: dict[int, SeatPicture] = {}
        #: when the computer player to move may move, or when the pupil to move times out
        self.due: float | None = None
        self.changed = time.time()

    def bot(self, seat: int) -> Bot:
        kind = self.seats[seat].kind
        assert kind is not None
        bot = self.bots.get(seat)
        if bot is None:
            bot = make_bot(kind, seed=random.Random(f"{self.game.seed} {seat} {kind}").randrange(2**31))
            if isinstance(bot, ExpertBot):
                bot.time_limit = THINKING_SECONDS
            self.bots[seat] = bot
        return bot

    def set_kind(self, seat: int, kind: str | None, stand_in: str | None) -> None:
        s = self.seats[seat]
        s.kind, s.stand_in = kind, stand_in
        self.names[seat] = (s.name, kind)
        self.bots.pop(seat, None)

    def to_dict(self) -> dict[str, object]:
        return {
            "format": _FORMAT,
            "code": self.code,
            "game": self.game.to_json(),
            "seats": [dataclasses.asdict(s) for s in self.seats],
            "host": self.host_hash,
            "lang": self.lang,
            "timeout": self.timeout,
            "bot_delay": self.bot_delay,
            "stand_in": self.stand_in,
            "version": self.version,
        }


class TableService:
    """Shared tables in memory, each saved in ``folder`` (``None``: not saved, for tests).

    ``clock`` gives the seconds for the computer players' pace and the time-outs (a test passes
    its own); at most ``max_tables`` tables are open at once.  ``listeners`` are called with a
    table's code after each change of it (the server wakes the long-polls of that table).
    """

    def __init__(
        self,
        folder: Path | None,
        *,
        clock: Callable[[], float] = time.monotonic,
        max_tables: int = 200,
    ) -> None:
        self.folder = folder
        self.clock = clock
        self.max_tables = max_tables
        self.tables: dict[str, _Table] = {}
        self.listeners: list[Callable[[str], None]] = []
        #: writes a table's file (path, content): :func:`write_file` at once, unless the server
        #: puts it on a thread of its own (the answers need not wait for the disk)
        self.writer: Callable[[Path, bytes], None] | None = None

    # ------------------------------------------------------------------ the teacher
    def create(
        self,
        variant: str = "numnum",
        players: int = 4,
        *,
        computers: int = 0,
        bots: str | int = "level3",
        names: Sequence[str] | None = None,
        lang: str = "en",
        timeout: float | None = 120.0,
        bot_delay: float = 0.9,
        stand_in: str | int = "level2",
        seed: int | None = None,
        deck: Sequence[str] | None = None,
        preset: str | None = None,
        options: Mapping[str, object] | None = None,
    ) -> tuple[str, str]:
        """Open a table of ``variant`` for ``players``: the last ``computers`` seats are computer
        players (``bots``: their kind, a name or level; ``names``: their names), the others are
        for pupils.  ``timeout``: seconds a pupil may take on their turn before ``stand_in`` (a
        computer player) plays for them (``None``: no time-out); ``bot_delay``: seconds before a
        computer move.  ``seed``, ``deck``, ``preset`` and ``options`` go to
        :func:`numnum.new_game`.  Returns ``(code, host_key)``; bad arguments raise ``ValueError``
        saying what is allowed.
        """
        import numnum

        lang = check_lang(lang)
        if len(self.tables) >= self.max_tables:
            raise TableError(_("The server has too many open tables; please try again later.", lang), 409)
        game = numnum.new_game(variant, players, seed=seed, deck=deck, preset=preset, **dict(options or {}))
        if type(computers) is not int or not 0 <= computers <= game.players:
            raise ValueError(f"computers must be a whole number from 0 to {game.players}, not {computers!r}")
        kind = _bot_kind(bots, "bots")
        stand = _bot_kind(stand_in, "stand_in")
        if timeout is not None and (
            isinstance(timeout, bool) or not isinstance(timeout, int | float) or not 1 <= timeout <= 3600
        ):
            raise ValueError(f"timeout must be a number of seconds from 1 to 3600 or None, not {timeout!r}")
        if isinstance(bot_delay, bool) or not isinstance(bot_delay, int | float) or not 0 <= bot_delay <= 10:
            raise ValueError(f"bot_delay must be a number of seconds from 0 to 10, not {bot_delay!r}")
        people = game.players - computers
        bot_names = list(names) if names is not None else [_NAMES[i % len(_NAMES)] for i in range(computers)]
        if len(bot_names) != computers or not all(isinstance(n, str) and n.strip() for n in bot_names):
            raise ValueError(f"names must be {computers} names, one per computer player, not {names!r}")
        seats = [_Seat(_("Seat {n}", lang).format(n=i + 1), None, True) for i in range(people)]
        seats += [_Seat(n.strip()[:MAX_NAME], kind, False) for n in bot_names]
        code = self._new_code()
        host_key = secrets.token_hex(16)
        table = _Table(code, game, seats, _hash(host_key), lang, timeout, float(bot_delay), stand)
        self.tables[code] = table
        self._changed(table)
        return code, host_key

    def to_computer(self, code: str, host_key: object, seat: object) -> None:
        """The teacher hands the person's seat ``seat`` to a computer player (the pupil left):
        their key becomes void; their next join takes the seat back."""
        table = self._host(code, host_key)
        if type(seat) is not int or not 0 <= seat < table.game.players:
            raise TableError(f"seat must be a whole number from 0 to {table.game.players - 1}, not {seat!r:.40}")
        s = table.seats[seat]
        if not s.person or s.stand_in == "teacher":
            raise TableError(_("A computer player already plays this seat.", table.lang), 409)
        s.key_hash = None
        if s.kind is None:
            self._hand_over(table, seat, "teacher")
        else:
            s.stand_in = "teacher"
        self._changed(table)

    def status(self, code: str, host_key: object) -> dict[str, object]:
        """What the teacher sees of the table: the seats (name, person or computer, joined, cards
        in hand, whose turn), the version, the moves so far and the end; never a hand."""
        table = self._host(code, host_key)
        g = table.game
        return {
            "code": table.code,
            "variant": g.variant,
            "version": table.version,
            "moves": len(g.history),
            "over": g.is_over,
            "winner": g.winner,
            "seats": [
                {
                    "seat": i,
                    "name": s.name,
                    "person": s.person,
                    "computer": s.kind is not None,
                    "joined": s.owner is not None,
                    "cards": len(g.hands[i]),
                    "turn": not g.is_over and g.current_player == i,
                }
                for i, s in enumerate(table.seats)
            ],
        }

    # ------------------------------------------------------------------ the pupils
    def join(self, code: object, identity: object, name: object, lang: str = "en") -> Joined:
        """The pupil with the browser ``identity`` joins table ``code`` as ``name``: their seat
        (the same one again for the same identity, also when a computer plays it meanwhile) and
        a new key for it.  ``lang``: the language of the errors before the table is found."""
        table = self._table(code, check_lang(lang))
        who = storage_key(check_identity(identity), "together", table.code)
        mine = next((i for i, s in enumerate(table.seats) if s.owner == who), None)
        text = _check_name(name, table.lang)
        # the names of the others at the table (a free seat's "Seat 2" is no one's name)
        names = [s.name for s in table.seats if (s.owner is not None and s.owner != who) or not s.person]
        taken = next((n for n in names if n.casefold() == text.casefold()), None)
        if taken is not None:
            raise TableError(
                _("The name {name} is taken at this table: please add a letter.", table.lang).format(name=taken), 409
            )
        if mine is None:
            mine = next((i for i, s in enumerate(table.seats) if s.person and s.owner is None and s.kind is None), None)
            if mine is None:
                raise TableError(_("This table is full.", table.lang), 409)
        s = table.seats[mine]
        s.owner, s.name = who, text
        key = secrets.token_hex(16)
        s.key_hash = _hash(key)
        table.names[mine] = (text, s.kind)
        if s.kind is not None and s.stand_in is not None:
            table.set_kind(mine, None, None)  # back from the computer player
        self._changed(table)  # a new picture for everybody (the name), but no click of theirs is stale
        return Joined(mine, key)

    def act(self, code: object, key: object, msg: object, identity: str | None = None) -> None:
        """Seat ``key`` acts: ``msg`` is a message of the card table's script
        (``{"action": "card", "index": 2, "step": 7}``).  The moves of a turn only on the seat's
        turn (``TableError`` 409 otherwise, with the "wait" message on the seat's screen too).
        ``identity``: the seat must be this identity's as well (on a JupyterHub, its user's)."""
        table, seat = self._seat(code, key, identity)
        if not isinstance(msg, Mapping) or msg.get("action") not in SEAT_ACTIONS:
            action = msg.get("action") if isinstance(msg, Mapping) else None
            raise TableError(f"not an action at a shared table: {action!r:.40}")
        g, s = table.game, table.seats[seat]
        ctl = table.controllers[seat]
        action = msg["action"]
        if s.kind is not None and s.stand_in == "timeout":
            table.set_kind(seat, None, None)  # the pupil is back: their seat again
        if action in TURN_ACTIONS and (s.kind is not None or g.is_over or g.current_player != seat):
            ctl._not_now()  # the one-laptop table's own words: "Wait: it is Ben's turn."
            ctl._touch()
            refusal = ctl.message
            self._changed(table, save=False)
            raise TableError(refusal, 409)
        before = (len(g.history), g.round, g.is_over)
        ctl.handle(msg)
        if (len(g.history), g.round, g.is_over) != before:
            for other in table.controllers:
                if other is not ctl:
                    other.observe()
            self._changed(table)
        else:
            self._changed(table, save=False)

    def scene(self, code: object, key: object, identity: str | None = None) -> SeatPicture:
        """The picture of seat ``key``'s screen now (built once per version); ``identity`` as
        for :meth:`act`."""
        table, seat = self._seat(code, key, identity)
        return self._picture(table, seat)

    def version(self, code: object) -> int:
        """How often table ``code`` has changed (long-polls wait for a bigger number)."""
        return self._table(code).version

    def seat_of(self, code: object, key: object, identity: str | None = None) -> int:
        """The seat that ``key`` opens at table ``code`` (``TableError`` 403 for none); ``identity``
        as for :meth:`act`."""
        return self._seat(code, key, identity)[1]

    # ------------------------------------------------------------------ the clock
    def tick(self) -> float | None:
        """Let the computer players move whose pause is over, hand the seats of pupils who let
        their time run out to a computer player, and forget tables nobody touched for
        :data:`MAX_IDLE` seconds.  Returns the seconds until the next thing is due (``None``:
        nothing is)."""
        now = self.clock()
        wall = time.time()
        for code in [c for c, t in self.tables.items() if wall - t.changed > MAX_IDLE]:
            self._forget(code)
        for table in list(self.tables.values()):
            for _step in range(10 * table.game.players):  # computer moves without a pause, one after another
                if table.due is None or table.due > now:
                    break
                self._due(table)
                now = self.clock()
        left = [t.due - now for t in self.tables.values() if t.due is not None]
        return max(0.0, min(left)) if left else None

    def _due(self, table: _Table) -> None:
        g = table.game
        seat = g.current_player
        s = table.seats[seat]
        if s.kind is None:  # a pupil's time is up
            self._hand_over(table, seat, "timeout")
            self._changed(table)
            return
        g.play(table.bot(seat).choose(g.view(seat)))
        for c in table.controllers:
            c.observe()
        self._changed(table)

    def _hand_over(self, table: _Table, seat: int, why: str) -> None:
        table.set_kind(seat, table.stand_in, why)
        name = table.seats[seat].name
        ctl = table.controllers[seat]
        ctl.say(
            _("A computer player plays for you now. Press a button of the table to take your seat back.", table.lang)
            if why == "timeout"
            else _(
                "The teacher has handed your seat to a computer player. Join the table again to take it back.",
                table.lang,
            )
        )
        for c in table.controllers:
            if c is not ctl:
                c.say(_("A computer player plays for {name} now.", table.lang).format(name=name))

    # ------------------------------------------------------------------ keeping
    def load(self) -> list[str]:
        """Read the tables saved in ``folder`` (after a restart); returns the problems met, in
        words (a damaged file is left out and named)."""
        problems: list[str] = []
        if self.folder is None or not self.folder.is_dir():
            return problems
        from numnum.files import remove_stale, temporary_names

        remove_stale(self.folder, temporary_names())  # what a crash left while a table was written
        for path in sorted(self.folder.glob("*.json")):
            try:
                table = self._read(path)
            except (OSError, ValueError, KeyError, TypeError) as e:
                problems.append(f"{path.name}: {e}")
                continue
            if time.time() - path.stat().st_mtime > MAX_IDLE:
                path.unlink(missing_ok=True)
                continue
            self.tables[table.code] = table
            self._schedule(table)
        for problem in problems:
            log.warning("a shared table could not be read: %s", problem)
        return problems

    def _read(self, path: Path) -> _Table:
        import numnum
        from numnum.files import read_json

        data = read_json(path, MAX_FILE_BYTES, lambda what: ValueError(f"damaged: {what}"))
        if not isinstance(data, dict) or data.get("format") != _FORMAT:
            raise ValueError("not a shared table of this numnum")
        code = check_code(data["code"])
        if path.stem != code:
            raise ValueError("the file's name is not its table's code")
        game = numnum.load_game(str(data["game"]))
        raw = data["seats"]
        if not isinstance(raw, list) or len(raw) != game.players:
            raise ValueError("the seats do not match the game")
        seats = []
        for item in raw:
            if not isinstance(item, dict) or set(item) != {f.name for f in dataclasses.fields(_Seat)}:
                raise ValueError("a seat is damaged")
            seat = _Seat(**item)
            if not isinstance(seat.name, str) or not isinstance(seat.person, bool):
                raise ValueError("a seat is damaged")
            for secret in (seat.owner, seat.key_hash):
                if secret is not None and not (isinstance(secret, str) and re.fullmatch("[0-9a-f]{32,64}", secret)):
                    raise ValueError("a seat is damaged")
            if seat.kind is not None:
                seat.kind = _bot_kind(seat.kind, "a seat's kind")
            if seat.stand_in not in (None, "timeout", "teacher"):
                raise ValueError("a seat is damaged")
            seats.append(seat)
        timeout = data["timeout"]
        if timeout is not None and not isinstance(timeout, int | float):
            raise ValueError("the time-out is damaged")
        host, version, delay = data["host"], data["version"], data["bot_delay"]
        if not isinstance(host, str) or type(version) is not int or not isinstance(delay, int | float):
            raise ValueError("the table is damaged")
        return _Table(
            code,
            game,
            seats,
            host,
            check_lang(data["lang"]),
            timeout,
            float(delay),
            _bot_kind(data["stand_in"], "stand_in"),
            version,
        )

    def _save(self, table: _Table) -> None:
        if self.folder is None:
            return
        path, data = self.folder / f"{table.code}.json", json.dumps(table.to_dict()).encode()
        if self.writer is not None:
            self.writer(path, data)
        else:
            write_file(path, data)

    def _forget(self, code: str) -> None:
        self.tables.pop(code, None)
        if self.folder is not None:
            (self.folder / f"{code}.json").unlink(missing_ok=True)

    # ------------------------------------------------------------------ helpers
    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _i in range(CODE_LENGTH))
            if code not in self.tables:
                return code

    def _table(self, code: object, lang: str = "en") -> _Table:
        text = check_code(code, lang)
        table = self.tables.get(text)
        if table is None:
            raise TableError(_("There is no table {code} on this server (any more).", lang).format(code=text), 404)
        return table

    def _seat(self, code: object, key: object, identity: str | None = None) -> tuple[_Table, int]:
        """The table and the seat that ``key`` opens; with ``identity`` (a JupyterHub user's, see
        :mod:`numnum.together.server`), only when that seat is this identity's too."""
        table = self._table(code)
        if isinstance(key, str) and _KEY.fullmatch(key):
            digest = _hash(key)
            for i, s in enumerate(table.seats):
                if s.key_hash is not None and hmac.compare_digest(s.key_hash, digest):
                    if identity is None or s.owner == storage_key(check_identity(identity), "together", table.code):
                        return table, i
                    break
        raise TableError(_("This seat is not yours (any more): join the table again.", table.lang), 403)

    def _host(self, code: object, host_key: object) -> _Table:
        table = self._table(code)
        if not (
            isinstance(host_key, str)
            and _KEY.fullmatch(host_key)
            and hmac.compare_digest(_hash(host_key), table.host_hash)
        ):
            raise TableError("only the teacher who opened the table may do that (the host key is wrong)", 403)
        return table

    def _picture(self, table: _Table, seat: int) -> SeatPicture:
        picture = table.pictures.get(seat)
        if picture is None or picture.version != table.version:
            ctl = table.controllers[seat]
            html = scene_html(shared_scene(ctl))
            picture = SeatPicture(table.version, seat, html, ctl.step, ctl.turn)
            table.pictures[seat] = picture
        return picture

    def _schedule(self, table: _Table) -> None:
        g = table.game
        s = table.seats[g.current_player]
        if g.is_over:
            table.due = None
        elif s.kind is not None:
            table.due = self.clock() + table.bot_delay
        elif s.owner is not None and table.timeout is not None:
            table.due = self.clock() + table.timeout
        else:
            table.due = None  # a seat nobody has joined yet waits (the teacher may hand it over)

    def _changed(self, table: _Table, save: bool = True) -> None:
        """A new version of ``table``; ``save``: the game or the seats changed (saved, and the
        next computer move or time-out is timed from now)."""
        table.version += 1
        table.changed = time.time()
        if save:
            self._schedule(table)
            self._save(table)
        for listener in list(self.listeners):
            listener(table.code)


def write_file(path: Path, data: bytes) -> None:
    """Write a table's file whole (:func:`numnum.files.write_together`); a failure is logged:
    the game goes on, and the server's log says why it is not kept."""
    from numnum.files import write_together

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_together({path: data})
    except (OSError, ValueError) as e:
        log.error("the shared table %s could not be saved: %s", path.stem, e)


def _bot_kind(kind: object, what: str) -> str:
    """A computer player's kind, checked: a bot name or a level 1-5 (as ``"level3"``)."""
    if isinstance(kind, bool) or not isinstance(kind, str | int):
        raise ValueError(f"{what} must be a computer player's name or a level 1-5, not {kind!r}")
    make_bot(kind)  # raises ValueError naming the bots
    return f"level{kind}" if isinstance(kind, int) else kind
