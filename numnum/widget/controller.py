"""The card table's controller: people and computer players at one game, without any drawing.

:class:`Controller` connects the engine, the computer opponents and the renderer.  It receives small
action messages (the same ones the browser sends when a card or a button is clicked), asks the
engine what is legal, plays the move and builds a :class:`~numnum.render.scene.Scene` for the
renderer.  It holds no rules of its own; the widget (:mod:`numnum.widget`) only passes messages in
and pictures out.

>>> deck = ["H4", "C9", "S6", "T8", "H10", "C7"]
>>> t = Controller("numnum", players=2, deck=deck, hand_size=2, autosave=False, bot_delay=0)
>>> [c.text for c in t.game.hands[0]], t.game.top.text
(['H4', 'S6'], 'H10')
>>> t.handle({"action": "card", "index": 0, "step": t.step})
>>> t.message   # H4 fits H10 double: the turn goes on
'You played heart 4.'
>>> t.handle({"action": "pass", "step": t.step})
>>> t.handle({"action": "card", "index": 0, "step": t.step})  # out of turn: ignored, with a message
>>> t.message
'Wait: it is Robo’s turn.'
>>> t.run_bots()
1
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from numnum.bots import BOT_NAMES, Bot, make_bot
from numnum.bots.expert import ExpertBot
from numnum.card_names import sentence, the_card, the_cards
from numnum.cards import Card, shorten
from numnum.engine.game import Game, Phase
from numnum.engine.registry import variant_ids
from numnum.errors import IllegalMove
from numnum.i18n import check_lang, translate_plural
from numnum.i18n import translate as _
from numnum.identity import home_is_kept
from numnum.identity import valid as valid_identity
from numnum.moves import Action, Move
from numnum.render.scene import Scene
from numnum.widget import autosave as saves
from numnum.widget import settings
from numnum.widget.settings import BOT_SPEEDS, MAX_FIELD_TEXT, SEAT_KINDS, SIZE_NAMES, SIZES, SPEED_NAMES
from numnum.widget.words import about, call_word, log_line

__all__ = [
    "BOT_MOVE_SECONDS",
    "BOT_SPEEDS",
    "BOT_THINKING_SECONDS",
    "SEAT_KINDS",
    "SIZES",
    "SIZE_NAMES",
    "SPEED_NAMES",
    "Controller",
]

#: The table's promise: a computer move takes at most its pause (``bot_delay``, in the browser)
#: plus this many seconds in the kernel, which answers nothing meanwhile (``benchmarks/widget.py``
#: measures it).
BOT_MOVE_SECONDS = 0.5
#: The most time (seconds) a computer player at the table thinks about one move: the expert's
#: search looks at the clock after every playout and plays what it has found when the time is up.
#: The rest of :data:`BOT_MOVE_SECONDS` is for the last playout, the move and the new picture,
#: also on a busy machine of two cores.
BOT_THINKING_SECONDS = 0.3
_BOT_NAMES = ("Robo", "Zora", "Pixel", "Bolt", "Nova", "Chip", "Luna")
_LOG_LINES = 14
_ACTIONS = frozenset(
    {
        "card",
        "pick",
        "cancel",
        "draw",
        "pass",
        "catch",
        "call",
        "play_selected",
        "uncover",
        "next_round",
        "close",
        "bot",
        "new_game",
        "restart",
        "settings",
        "settings_change",
        "hints",
        "rules",
        "resume",
        "discard_save",
        "hello",
    }
)
# The toolbar's toggles: their messages say whether the button was pressed.
_TOGGLES = frozenset({"hints", "rules", "settings"})
# Actions that belong to the player whose turn it is.
_TURN_ACTIONS = frozenset({"card", "pick", "cancel", "draw", "pass", "catch", "call", "play_selected"})


#: The fields of a message that must be whole numbers (or missing).
_WHOLE_FIELDS = ("step", "turn", "index")


def _well_formed(msg: Mapping[object, object]) -> bool:
    """Whether the fields of ``msg`` that the controller reads have the types the browser sends:
    whole numbers for ``step``, ``turn`` and ``index``, short text for ``card``, ``True`` or
    ``False`` for ``pressed``, a dict for ``settings`` (each checked where it is read)."""
    for name in _WHOLE_FIELDS:
        value = msg.get(name)
        if value is not None and type(value) is not int:
            return False
    card = msg.get("card")
    if card is not None and (not isinstance(card, str) or len(card) > MAX_FIELD_TEXT):
        return False
    pressed = msg.get("pressed")
    if pressed is not None and not isinstance(pressed, bool):
        return False
    values = msg.get("settings")
    return values is None or isinstance(values, Mapping)


def _shown(value: object) -> str:
    """``value`` for a message, cut short: a pasted novel should not fill the table.

    >>> print(_shown("fly"), _shown(5), _shown(["x"] * 100))
    'fly' 5 ['x', 'x', 'x', 'x', 'x'…
    """
    if isinstance(value, str):
        return shorten(value)
    text = repr(value)
    return text if len(text) <= 24 else text[:24] + "…"


#: The keys a shortcut can be (as the script sends them) and how the table names them.
_KEY_NAMES = {"enter": "Enter", "escape": "Esc", " ": "Space"}


def key_name(key: object) -> str:
    """How the table names the shortcut ``key`` that the script sent ("" for anything else).

    >>> key_name("d"), key_name("escape"), key_name("3"), key_name("<b>"), key_name(None)
    ('D', 'Esc', '3', '', '')
    """
    if not isinstance(key, str):
        return ""
    if key in _KEY_NAMES:
        return _KEY_NAMES[key]
    return key.upper() if len(key) == 1 and key.isascii() and key.isalnum() else ""


def _check_seat_kind(kind: object) -> str | None:
    """``None`` for a human, else the bot's name (validated)."""
    if kind == "human":
        return None
    if isinstance(kind, bool) or not isinstance(kind, str | int):
        raise ValueError(f"a computer player is one of {', '.join(BOT_NAMES)} or a level 1-5, not {kind!r}")
    make_bot(kind)  # raises ValueError naming the bots
    return f"level{kind}" if isinstance(kind, int) else kind


class Controller:
    """A game at the card table: seats for humans and computer players, hints, log and autosave.

    ``humans`` people sit on the first seats, computer players (``bots``: one name for all, or
    one per computer seat) on the rest.  ``names`` names the seats.  ``seed``, ``deck``,
    ``preset`` and ``options`` go to :func:`numnum.new_game`.  ``bot_delay`` is the pause in
    seconds before each computer move, so that children can follow.  ``autosave``: ``True`` keeps
    the game for the browser that shows the table, once it has said who it is (:meth:`meet`), in
    :func:`numnum.widget.autosave.table_path`; a path saves there (one file for whoever plays);
    ``False`` not at all.  ``name`` names the table's save instead of its notebook and cell.
    ``lesson`` (1 to 10) is the lesson whose round the table plays: its reasons use only the
    words that lesson has taught (:mod:`numnum.glossary`, :func:`numnum.explanations.lesson_words`).
    Bad arguments raise ``ValueError`` saying what is allowed.
    """

    def __init__(
        self,
        variant: str = "numnum",
        players: int = 4,
        humans: int = 1,
        bots: str | int | Sequence[str | int] = "greedy",
        lang: str = "en",
        *,
        names: Sequence[str] | None = None,
        seed: int | None = None,
        deck: Sequence[str | Card] | None = None,
        preset: str | None = None,
        hints: bool = True,
        bot_delay: float = 0.9,
        autosave: bool | str | Path = True,
        name: str | None = None,
        size: str = "normal",
        next_step: str | None = None,
        lesson: int | None = None,
        **options: object,
    ) -> None:
        self.lang = check_lang(lang)
        if lesson is not None and (type(lesson) is not int or not 1 <= lesson <= 10):
            raise ValueError(f"lesson must be a lesson from 1 to 10 or None, not {lesson!r}")
        #: the lesson whose words the reasons keep to (``None``: every word), see numnum.glossary
        self.lesson = lesson
        if next_step is not None and (not isinstance(next_step, str) or len(next_step) > 300):
            raise ValueError(f"next_step must be a short text (at most 300 characters) or None, not {next_step!r}")
        #: what to do when the game is over (a lesson says where to go on); the end box shows it
        self.next_step = next_step.strip() if next_step else None
        if size not in SIZES:
            raise ValueError(f"size must be one of {', '.join(map(repr, SIZES))}, not {size!r}")
        self.size = size
        if type(hints) is not bool:
            raise ValueError(f"hints must be True or False, not {hints!r}")
        if isinstance(bot_delay, bool) or not isinstance(bot_delay, int | float) or not 0 <= bot_delay <= 10:
            raise ValueError(f"bot_delay must be a number of seconds from 0 to 10, not {bot_delay!r}")
        self.hints = hints
        self.bot_delay_ms = round(bot_delay * 1000)
        self.save_name = saves.check_name(name) if name is not None else None
        #: whether the game is kept: "waiting" (for the browser to say who it is), "yes" or "no"
        self.keeping = "no"
        if autosave is False or autosave is None:
            path: Path | None = None
        elif autosave is True:
            path = None  # the browser's and the table's own file, once the browser has said who it is
            self.keeping = "waiting" if variant in variant_ids() else "no"
        elif isinstance(autosave, str | Path):
            path = Path(autosave)
            self.keeping = "yes"
        else:
            raise ValueError(f"autosave must be True, False or a file path, not {autosave!r}")
        self.autosave_path = path
        #: whether a browser has said who it is (the first one that shows the table counts)
        self.met = False
        #: the game is kept only in the kernel's memory, gone after a reload (the no-install site
        #: served without its service worker: :func:`numnum.identity.home_is_kept`); the table says so
        self.lost_on_reload = False
        import numnum

        game = numnum.new_game(variant, players, seed=seed, deck=deck, preset=preset, **options)
        seats = self._make_seats(game.players, humans, bots, names)
        #: the table's cell in its notebook, and what the cell asks for: with the browser's
        #: identity, they name the table's save
        self._cell = saves.cell_place() if self.keeping == "waiting" and self.save_name is None else ""
        self._cell_settings = saves.cell_settings(game.variant, game.players, humans, game.options.to_dict())
        self.preset = preset
        self.step = 0
        #: counts the changes of the game; a computer move is asked for by this number
        self.turn = 0
        self.message = ""
        self.message_kind = "info"
        self.explanation = ""
        self.settings_open = False
        self.settings_error = ""
        #: the settings panel's values while it is open (see numnum.widget.settings)
        self.draft: dict[str, object] = {}
        self.rules_open = False
        self.offer: saves.TableSave | None = None
        self._start(game, seats)
        self._look_for_save()
        if not self.message:
            self._greet()

    # ------------------------------------------------------------------ set-up
    def _make_seats(
        self, players: int, humans: int, bots: str | int | Sequence[str | int], names: Sequence[str] | None
    ) -> list[tuple[str, str | None]]:
        if type(humans) is not int or not 0 <= humans <= players:
            raise ValueError(f"humans must be a whole number from 0 to {players} (the players), not {humans!r}")
        n_bots = players - humans
        if isinstance(bots, str | int) and not isinstance(bots, bool):
            kinds: list[str | int] = [bots] * n_bots
        elif isinstance(bots, Sequence) and not isinstance(bots, str):
            kinds = list(bots)
            if len(kinds) != n_bots:
                raise ValueError(f"bots names {len(kinds)} computer players, but {n_bots} seats are left for them")
        else:
            raise ValueError(f"bots must be a bot name or a list of them, not {bots!r}")
        bot_kinds = [_check_seat_kind(k) for k in kinds]
        if names is None:
            if humans == 1:
                human_names = [_("You", self.lang)]
            else:
                human_names = [_("Player {n}", self.lang).format(n=i + 1) for i in range(humans)]
            bot_names = [_BOT_NAMES[i % len(_BOT_NAMES)] for i in range(n_bots)]
            all_names = human_names + bot_names
        else:
            all_names = list(names) if not isinstance(names, str) else []
            if len(all_names) != players or not all(isinstance(x, str) and x.strip() for x in all_names):
                raise ValueError(f"names must be {players} non-empty names, one per seat, not {names!r}")
            all_names = [x.strip()[:40] for x in all_names]
        return [(all_names[i], None if i < humans else bot_kinds[i - humans]) for i in range(players)]

    def _start(self, game: Game, seats: list[tuple[str, str | None]]) -> None:
        self.game = game
        self.seats = seats
        rng = random.Random(game.seed)
        self.bots: dict[int, Bot] = {
            seat: make_bot(kind, seed=rng.randrange(2**31)) for seat, (_name, kind) in enumerate(seats) if kind
        }
        for bot in self.bots.values():
            if isinstance(bot, ExpertBot):  # at the table no decision blocks the kernel for long
                bot.time_limit = BOT_THINKING_SECONDS
        self.humans = [seat for seat, (_name, kind) in enumerate(seats) if kind is None]
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.cover_for: int | None = None
        self.selection: list[int] = []
        #: the cards the person on show has just drawn (highlighted until their next move)
        self.drawn: list[Card] = []
        self.drawn_seat: int | None = None
        self.armed = False
        self.picker_moves: list[Move] = []
        self.picker_title = ""
        self.explanation = ""
        self.round_seen = game.round
        self.over_seen = game.is_over
        self.rounds_shown = game.round
        self._after_change(save=False)

    def meet(self, browser: object, page: object = "") -> bool:
        """The browser that shows the table says who it is and where the table stands.

        ``browser`` is the browser's identity (:mod:`numnum.identity`; anything else counts as
        none) and ``page`` the notebook's path (JupyterLab, Notebook 7, JupyterLite) or the page's
        address (Voilà), as the browser sends them in its first message (``{"action": "hello"}``).
        With an identity, the table keeps its game for this browser and offers the one it kept
        before, if any; without one, it plays on and says that the game is not saved.  Only the
        first browser counts (and only when ``autosave`` is on): the table then belongs to it.
        Returns whether the table changed.

        >>> t = Controller("numnum", players=2, seed=1, bot_delay=0)
        >>> t.keeping, t.autosave_path
        ('waiting', None)
        >>> t.meet("no id", "play.ipynb"), t.keeping, t.message
        (True, 'no', 'This browser does not keep saved games, so this game is not saved.')
        """
        if self.met:
            return False
        self.met = True
        if self.keeping != "waiting":
            return False
        who = valid_identity(browser)
        if who is None or not isinstance(page, str) or len(page) > 1000:
            self.keeping = "no"
            self._say(_("This browser does not keep saved games, so this game is not saved.", self.lang))
            return True
        place = f"name {self.save_name}" if self.save_name else f"page {page}, {self._cell}"
        self.autosave_path = saves.table_path(who, place, self._cell_settings)
        self.keeping = "yes"
        self.lost_on_reload = not home_is_kept()
        before = self.message
        self._look_for_save()
        if self.offer is None and self.game.history:
            self._save()  # moves made before the browser spoke: kept from now on
        return self.offer is not None or self.message != before

    def _look_for_save(self) -> None:
        path = self.autosave_path
        if path is None:
            return
        saves.clean_up(path)
        if not path.exists():
            return
        try:
            saved = saves.read(path)
        except (OSError, ValueError) as e:
            self._say(
                _("The saved game could not be read ({why}). A new game starts.", self.lang).format(why=e), "error"
            )
            return
        import numnum

        loaded = numnum.load_game(saved.game)
        if loaded.is_over or not loaded.history:  # finished, or nothing played yet: nothing to go on with
            return
        self.offer = saved

    def _greet(self) -> None:
        if self.viewer is not None and self.game.current_player == self.viewer:
            if self.game.phase is Phase.CHOOSE:  # a start card asks for a choice first
                self._say(_("The card turned up asks for a choice first.", self.lang))
            else:
                self._say(_("Click a card to play it.", self.lang))
        else:
            self._say(_("Let's play {game}!", self.lang).format(game=self.game.rules.TITLE))

    # ------------------------------------------------------------------ small helpers
    def _say(self, text: str, kind: str = "info") -> None:
        self.message, self.message_kind = text, kind

    def _name(self, seat: int) -> str:
        return self.seats[seat][0]

    def _turn_name(self, seat: int) -> str:
        return _("{name}’s turn", self.lang).format(name=self._name(seat))

    @property
    def is_human_turn(self) -> bool:
        """Whether a person is to move now (and may see their hand)."""
        g = self.game
        return (
            not g.is_over
            and self.overlay_kind() is None
            and g.current_player in self.humans
            and self.viewer == g.current_player
        )

    def overlay_kind(self) -> str | None:
        """The screen over the table, if any: "resume", "over", "round" or "cover"."""
        if self.offer is not None:
            return "resume"
        if self.game.is_over and not self.over_seen:
            return "over"
        if self.game.round > self.round_seen:
            return "round"
        if self.cover_for is not None:
            return "cover"
        return None

    def thinking(self) -> str:
        """Who is to move while the person waits: "Robo is thinking…" (empty on a person's turn)."""
        g = self.game
        if g.is_over or self.overlay_kind() is not None or g.current_player in self.humans:
            return ""
        return _("{name} is thinking…", self.lang).format(name=self._name(g.current_player))

    def bot_wait_ms(self) -> int:
        """Milliseconds until the next computer move, or -1 when no computer is to move."""
        g = self.game
        if g.is_over or self.overlay_kind() is not None or g.current_player in self.humans:
            return -1
        return self.bot_delay_ms

    # ------------------------------------------------------------------ messages in
    def handle(self, msg: object) -> None:
        """Act on one message from the table (a click or a key).

        Messages are dicts: ``{"action": "card", "index": 2, "step": 7}`` and so on.  A message
        from an older picture (``step``), out of turn or after the end is ignored with a
        friendly message; nothing here ever raises for a bad click.  Whatever the browser sends
        is checked first: a message that is no dict, names no known action or carries a field
        of the wrong type is answered with a message and changes nothing.

        >>> t = Controller("numnum", players=2, seed=1, autosave=False, bot_delay=0)
        >>> t.handle(None); t.message
        'That message is not understood.'
        >>> t.handle({"action": "card" * 100}); t.message
        "Unknown action 'cardcardcardcardcardcard…' (400 characters)."
        """
        if not isinstance(msg, Mapping) or not _well_formed(msg):
            self._say(_("That message is not understood.", self.lang), "error")
            self._touch()
            return
        action = msg.get("action")
        if not isinstance(action, str) or action not in _ACTIONS:
            self._say(_("Unknown action {action}.", self.lang).format(action=_shown(action)), "error")
            self._touch()
            return
        if action == "hello":  # the browser says who it is: a new picture only if that changes the table
            if self.meet(msg.get("browser"), msg.get("page", "")):
                self._touch()
            return
        if action == "bot":
            # a computer move is asked for by the game's turn: clicks in between never delay it
            turn = msg.get("turn")
            if turn is not None and turn != self.turn:
                return
        elif action in _TOGGLES:
            # a toolbar button says what it showed; a computer's move in between changes nothing
            pressed = msg.get("pressed")
            if isinstance(pressed, bool) and pressed != self._toggled(action):
                self._touch()
                return  # the second click of a double click: already done
        elif action not in ("settings_change", "new_game"):  # the panel's values say everything
            step = msg.get("step")
            if step is not None and step != self.step:
                self._too_quick(msg)
                self._touch()
                return
        if action in _TURN_ACTIONS and not self.is_human_turn:
            self._not_now()
            self._touch()
            return
        getattr(self, f"_on_{action}")(msg)
        self._touch()

    def _too_quick(self, msg: Mapping[str, object]) -> None:
        """A click or a key for a picture that has changed meanwhile: nothing happens, and the
        table says so (naming the key when it was a key, so that a child knows what was meant)."""
        key = key_name(msg.get("key"))
        if key:
            self._say(
                _("Too quick! Your key {key} came before the table was ready, so it did nothing.", self.lang).format(
                    key=key
                )
            )
        else:
            self._say(_("Too quick! That click was for an older picture of the table.", self.lang), "error")

    def _toggled(self, action: str) -> bool:
        """Whether the toolbar's toggle ``action`` is on now."""
        return {"hints": self.hints, "rules": self.rules_open, "settings": self.settings_open}[action]

    def _touch(self) -> None:
        self.step += 1

    def _not_now(self) -> None:
        g = self.game
        kind = self.overlay_kind()
        if g.is_over:
            self._say(_("The game is over. Start a new game!", self.lang), "error")
        elif kind == "cover":
            self._say(_("First pass the laptop to {name}.", self.lang).format(name=self._name(g.current_player)))
        elif kind is not None:
            self._say(_("First close the box in the middle.", self.lang), "error")
        else:
            self._say(_("Wait: it is {name}’s turn.", self.lang).format(name=self._name(g.current_player)), "error")

    # -- the player's turn
    def _on_card(self, msg: Mapping[str, object]) -> None:
        index = msg.get("index")
        hand = self.game.hands[self.game.current_player]
        if type(index) is not int or not 0 <= index < len(hand):
            self._say(_("There is no such card in your hand.", self.lang), "error")
            return
        if "card" in msg and msg.get("card") != hand[index].text:
            self._too_quick(msg)
            return
        if self.game.phase is Phase.CHOOSE:  # not a try to play a card (no penalty): the choice comes first
            self._say(_("First choose, then play a card.", self.lang), "error")
            return
        if index in self.selection:
            self.selection.remove(index)
            self.picker_moves = []
            self._say(_("You put {card} back.", self.lang).format(card=the_card(hand[index], self.lang)))
            return
        for selection in ([*self.selection, index], [index]):
            if self._select(selection):
                return
        self._refuse(hand[index])

    def _plays_with(self, selection: Sequence[int]) -> list[Move]:
        hand = self.game.hands[self.game.current_player]
        want = Counter(hand[i] for i in selection)
        out = []
        for move in self.game.legal_moves():
            if move.action is Action.PLAY and not move.call:
                have = Counter(move.cards)
                if all(have[c] >= n for c, n in want.items()):
                    out.append(move)
        return out

    def _select(self, selection: list[int]) -> bool:
        """Select these cards; play at once when that is the only way to play them."""
        moves = self._plays_with(selection)
        if not moves:
            return False
        self.selection = selection
        self.picker_moves = []
        size = len(selection)
        complete = [m for m in moves if len(m.cards) == size]
        longer = [m for m in moves if len(m.cards) > size]
        if complete and not longer:
            self._finish(complete)
        elif complete:
            self._say(_("Play it with the button, or pick more cards to play together.", self.lang))
        else:
            self._say(_("Now pick the next card to play with it.", self.lang))
        return True

    def _finish(self, moves: list[Move]) -> None:
        """Play one of ``moves`` (all with the selected cards): ask first when there is a choice."""
        if len(moves) == 1:
            self._play(moves[0])
            return
        self.picker_moves = moves
        if all(m.choice is not None for m in moves) and len({m.cards for m in moves}) == 1:
            self.picker_title = self._choice_question()
        else:
            self.picker_title = _("Which card goes on top? The last one named lies on top.", self.lang)
        self._say("")

    def _choice_question(self) -> str:
        return _(self.game.rules.WISH_QUESTION, self.lang)

    def _refuse(self, card: Card) -> None:
        g = self.game
        move = Move.play(card)
        why = self.explain(move)
        if g.rules.strict and g.phase is not Phase.OVER:
            got = g.penalize(g.current_player, move)
            why += " " + translate_plural(
                "Strict table: you take {n} penalty card.",
                "Strict table: you take {n} penalty cards.",
                len(got),
                self.lang,
            ).format(n=len(got))
            self.selection = []
            self._after_change()
        self.explanation = why
        self._say(sentence(_("{card} does not fit now.", self.lang).format(card=the_card(card, self.lang))), "error")

    def _on_pick(self, msg: Mapping[str, object]) -> None:
        moves = self._picker()
        index = msg.get("index")
        if type(index) is not int or not 0 <= index < len(moves):
            self._say(_("Please pick one of the choices.", self.lang), "error")
            return
        self._play(moves[index])

    def _on_cancel(self, msg: Mapping[str, object]) -> None:
        if self.game.phase is Phase.CHOOSE:
            self._say(self._choice_question(), "error")
            return
        self.selection, self.picker_moves = [], []
        self._say(_("Nothing selected.", self.lang))

    def _on_play_selected(self, msg: Mapping[str, object]) -> None:
        complete = [m for m in self._plays_with(self.selection) if len(m.cards) == len(self.selection)]
        if not self.selection or not complete:
            self._say(_("First pick the cards you want to play.", self.lang), "error")
            return
        self._finish(complete)

    def _simple(self, move: Move, refused: str) -> None:
        if move in self.game.legal_moves():
            self._play(move)
        else:
            self._say(refused, "error")

    def _on_draw(self, msg: Mapping[str, object]) -> None:
        self._simple(Move.DRAW, _("You cannot draw now.", self.lang))

    def _on_pass(self, msg: Mapping[str, object]) -> None:
        self._simple(Move.PASS, _("You cannot pass now.", self.lang))

    def _on_catch(self, msg: Mapping[str, object]) -> None:
        self._simple(Move.CATCH, _("There is nobody to catch.", self.lang))

    def _on_call(self, msg: Mapping[str, object]) -> None:
        if not self._can_call():
            self.armed = False
            self._say(_("There is nothing to call now.", self.lang), "error")
            return
        self.armed = not self.armed
        if self.armed:
            self._say(_("Now play your card, and everyone hears your call!", self.lang), "good")
        else:
            self._say(_("Call taken back.", self.lang))

    def _can_call(self) -> bool:
        return any(m.call for m in self.game.legal_moves())

    def _picker(self) -> list[Move]:
        if self.picker_moves:
            return self.picker_moves
        if self.is_human_turn and self.game.phase is Phase.CHOOSE:
            return [m for m in self.game.legal_moves() if m.action is Action.CHOOSE]
        return []

    def _play(self, move: Move) -> None:
        g = self.game
        seat = g.current_player
        if self.armed and move.action is Action.PLAY:
            called = move.with_call()
            if called in g.legal_moves():
                move = called
        why = self._why(move)
        if len(self.humans) > 1:  # read by the next player too: said about the one who moved
            why = about(why, self._name(seat), self.lang)
        word = self._call_word(move)
        before = Counter(g.hands[seat])
        try:
            g.play(move)
        except IllegalMove as e:  # the controller only offers legal moves; say so if one is not
            self._say(str(e), "error")
            return
        self.selection, self.picker_moves, self.armed = [], [], False
        self.explanation = why
        self.drawn = list((Counter(g.hands[seat]) - before).elements()) if move.action is Action.DRAW else []
        self.drawn_seat = seat
        if self.drawn and seat == self.viewer and len(self.humans) == 1:
            self._say(_("You drew {cards}.", self.lang).format(cards=the_cards(self.drawn, self.lang)), "good")
        else:
            self._say(self._describe(seat, move, word), "good")
        self._after_change()

    def explain(self, move: Move) -> str:
        """Why ``move`` is legal now, or why not, in the words of the table's lesson (if any)."""
        from numnum.explanations import lesson_words

        with lesson_words(self.lesson):
            return self.game.explain(move, self.lang)

    def _why(self, move: Move) -> str:
        """Why a card that is about to be played fits (shown after the move, when hints are on)."""
        if not self.hints or move.action is not Action.PLAY:
            return ""
        return self.explain(move)

    def _call_word(self, move: Move) -> str | None:
        """What ``move`` of the player to move calls (before it is played), if it calls."""
        if not move.call:
            return None
        return call_word(self.game.variant, len(self.game.hands[self.game.current_player]) - len(move.cards))

    def _describe(self, seat: int, move: Move, word: str | None = None) -> str:
        you = seat == self.viewer and len(self.humans) == 1
        return log_line(self._name(seat), str(move), self.game.variant, self.lang, you=you, word=word)

    # -- the table
    def _on_bot(self, msg: Mapping[str, object]) -> None:
        self.bot_step()

    def bot_step(self) -> bool:
        """Let the computer player whose turn it is make one move; ``False`` if none is to move."""
        if self.bot_wait_ms() < 0:
            return False
        g = self.game
        seat = g.current_player
        move = self.bots[seat].choose(g.view(seat))
        why = about(self._why(move), self._name(seat), self.lang)  # said about the computer, not "you"
        word = self._call_word(move)
        g.play(move)
        self.explanation = why
        self._say(self._describe(seat, move, word))
        self._after_change()
        return True

    def run_bots(self, limit: int = 10_000) -> int:
        """Let the computer players move until a person is to move (for tests and scripts)."""
        moves = 0
        while moves < limit and self.bot_step():
            moves += 1
            self._touch()
        return moves

    def _on_uncover(self, msg: Mapping[str, object]) -> None:
        if self.cover_for is None:
            return
        self.viewer, self.cover_for = self.cover_for, None
        self._say(_("Your turn, {name}!", self.lang).format(name=self._name(self.viewer)))

    def _on_next_round(self, msg: Mapping[str, object]) -> None:
        self.round_seen = self.game.round
        self._after_change(save=False)
        self._greet()

    def _on_close(self, msg: Mapping[str, object]) -> None:
        self.over_seen = True

    def _on_restart(self, msg: Mapping[str, object]) -> None:
        import numnum

        g = self.game
        if not g.is_over:
            self._say(_("The game is still going on. For another game, use “New game…”.", self.lang), "error")
            return
        options: dict[str, Any] = g.options.to_dict()
        game = numnum.new_game(g.variant, g.players, **options)
        self._start(game, self.seats)
        self._greet()

    def _on_hints(self, msg: Mapping[str, object]) -> None:
        self.hints = not self.hints
        if self.hints:
            self._say(_("Hints are on: the cards that fit have a ring.", self.lang))
        else:
            self._say(_("Hints are off: no rings, no ticks.", self.lang))

    def _on_rules(self, msg: Mapping[str, object]) -> None:
        self.rules_open = not self.rules_open
        if self.rules_open:  # one panel at a time over the table
            self.settings_open = False

    def _on_resume(self, msg: Mapping[str, object]) -> None:
        saved = self.offer
        if saved is None:
            return
        import numnum

        self.offer = None
        self.lang, self.hints, self.bot_delay_ms = saved.lang, saved.hints, saved.bot_delay_ms
        self.preset = saved.preset
        self._start(numnum.load_game(saved.game), list(saved.seats))
        self._say(_("Welcome back! The game goes on.", self.lang), "good")

    def _on_discard_save(self, msg: Mapping[str, object]) -> None:
        self.offer = None
        self._save()
        self._greet()

    # -- settings (the panel's work is done in numnum.widget.settings)
    def _on_settings(self, msg: Mapping[str, object]) -> None:
        settings.open_panel(self)
        if self.settings_open:  # one panel at a time over the table
            self.rules_open = False

    def _on_settings_change(self, msg: Mapping[str, object]) -> None:
        settings.change(self, msg)

    def _on_new_game(self, msg: Mapping[str, object]) -> None:
        settings.new_game(self, msg)

    # ------------------------------------------------------------------ after every change
    def _after_change(self, save: bool = True) -> None:
        g = self.game
        self.turn += 1
        if not g.is_over and g.round == self.round_seen:
            seat = g.current_player
            if seat in self.humans and seat != self.viewer:
                if len(self.humans) > 1 and not g.options.open_hands:
                    self.viewer, self.cover_for = None, seat
                else:
                    self.viewer = seat
        if save:
            self._save()

    def _save(self) -> None:
        path = self.autosave_path
        if path is None or self.offer is not None:
            return
        try:
            if self.game.is_over:
                path.unlink(missing_ok=True)
            else:
                saved = saves.TableSave(
                    self.game.to_json(), tuple(self.seats), self.lang, self.hints, self.bot_delay_ms, self.preset
                )
                saves.write(path, saved)
        except OSError as e:
            self._say(_("The game could not be saved: {why}", self.lang).format(why=e), "error")

    # ------------------------------------------------------------------ the picture
    def scene(self) -> Scene:
        """What the table shows now (see :mod:`numnum.render.scene`)."""
        from numnum.widget.build_scene import build_scene

        return build_scene(self)
