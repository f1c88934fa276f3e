"""Build the :class:`~numnum.render.scene.Scene` of a table: words and flags, no drawing.

>>> from numnum.widget.controller import Controller
>>> t = Controller("maumau", players=3, humans=1, seed=2, autosave=False)
>>> s = build_scene(t)
>>> [seat.name for seat in s.seats], s.hand_label
(['You', 'Robo', 'Zora'], 'Your cards')
>>> [b.action for b in s.buttons]
['draw', 'call']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from numnum.bots import bot_level
from numnum.card_names import card_name
from numnum.cards import Card
from numnum.engine.game import Phase
from numnum.engine.options import Flag, IntRange, OneOf
from numnum.engine.registry import rules_for, variant_ids
from numnum.engine.state import earlier_moves
from numnum.i18n import N_, translate_plural
from numnum.i18n import translate as _
from numnum.moves import Action, Move
from numnum.render.scene import Button, Field, HandCard, Overlay, Picker, Scene, SeatScene
from numnum.widget.words import call_word, log_line

if TYPE_CHECKING:
    from numnum.widget.controller import Controller

__all__ = ["FIELD_LABELS", "PRESET_LABELS", "VALUE_LABELS", "build_scene", "field_label", "not_kept_note"]

#: How the settings panel names the values of the rule options (option, value) -> words.
VALUE_LABELS: dict[tuple[str, object], str] = {
    ("deck_size", 32): N_("32 cards"),
    ("deck_size", 52): N_("52 cards"),
    ("decks", 1): N_("one deck"),
    ("decks", 2): N_("two decks"),
    ("decks", "auto"): N_("two from 5 players"),
    ("deal", "five"): N_("5 cards each"),
    ("deal", "by_players"): N_("by the number of players"),
    ("first_card", "none"): N_("no effect"),
    ("first_card", "dealer"): N_("counts as the dealer's card"),
    ("penalty_then", "stop"): N_("the turn ends"),
    ("penalty_then", "play"): N_("may play"),
    ("eight", "skip"): N_("next player sits out"),
    ("eight", "skip_stack"): N_("sits out, pass it on with an 8"),
    ("eight", "none"): N_("nothing"),
    ("nine", "again"): N_("play again"),
    ("nine", "reverse_draw2"): N_("turn round, next draws 2"),
    ("nine", "none"): N_("nothing"),
    ("ten", "none"): N_("nothing"),
    ("ten", "reverse"): N_("turn round"),
    ("ace", "again"): N_("play again"),
    ("ace", "none"): N_("nothing"),
    ("king_of_hearts", "draw3"): N_("next draws 3"),
    ("king_of_hearts", "draw4_stack"): N_("next draws 4, pass it on"),
    ("king_of_hearts", "none"): N_("nothing"),
    ("after_draw", "end"): N_("the turn ends"),
    ("after_draw", "play"): N_("may play the card"),
    ("mau", "draw2"): N_("draw 2 cards"),
    ("mau", "required"): N_("the last card may not be played"),
    ("last_jack", "normal"): N_("allowed"),
    ("last_jack", "double"): N_("double points"),
    ("last_jack", "forbidden"): N_("not allowed"),
    ("points", "basic"): N_("king 4 (basic rules)"),
    ("points", "club"): N_("king 3 (club rules)"),
    ("scoring", "points"): N_("fewest points"),
    ("scoring", "wins"): N_("most rounds won"),
    ("calls", "manual"): N_("press the button"),
    ("calls", "auto"): N_("automatic"),
    ("reverse_two", "none"): N_("no effect"),
    ("reverse_two", "skip"): N_("like a stop card"),
}

#: The settings panel's words for the rule options: short sentences and questions for players
#: (the options' own descriptions are for the rules pages and for programmers).
FIELD_LABELS: dict[str, str] = {
    "deck_size": N_("How many cards are in the deck?"),
    "decks": N_("How many decks are shuffled together?"),
    "deal": N_("How many cards does everyone get?"),
    "hand_size": N_("Cards for each player at the start"),
    "first_card": N_("The first card turned up"),
    "penalty_then": N_("After taking a draw penalty"),
    "eight": N_("What does an 8 do?"),
    "nine": N_("What does a 9 do?"),
    "ten": N_("What does a 10 do?"),
    "ace": N_("What does an ace do?"),
    "king_of_hearts": N_("What does the king of hearts do?"),
    "after_draw": N_("After drawing a card"),
    "mau": N_("Whoever forgets to call “Mau” must"),
    "last_jack": N_("Going out with a jack is"),
    "points": N_("How many points is a king worth?"),
    "scoring": N_("Who wins after the last round?"),
    "calls": N_("How are calls like “Mau” made?"),
    "rounds": N_("How many rounds?"),
    "open_hands": N_("Everyone plays with the cards face up"),
    "reverse_two": N_("A reverse card with two players"),
    "doppeln": N_("Two equal number cards may be played together (a pair)"),
    "kumulieren": N_("A draw-two card may be passed on with another draw-two card"),
    "strasse": N_("Three numbers in a row of one colour may be played together (a run)"),
    "custom_cards": N_("How many custom cards are in the deck?"),
    "strict": N_("A strict table, where wrong cards cost penalty cards"),
}

#: The house rules' names (the presets of Mau Mau).
PRESET_LABELS: dict[str, str] = {"basic": N_("basic rules"), "club": N_("club rules")}

_DIRECTIONS = {1: "clockwise", -1: "counter-clockwise"}

#: Shortcut letters that follow the German words: Ziehen, Erwischt, Tipps, Weiterspielen, Vollbild.
_GERMAN_KEYS = {"d": "z", "c": "e", "h": "t", "g": "w", "f": "v"}
#: "with you" in a list of players: the one person at the table.
_WITH_YOU = {"en": "you", "de": "dir"}


def field_label(name: str, doc: str, lang: str) -> str:
    """The settings panel's label of the rule option ``name`` (its description ``doc`` if none).

    >>> field_label("decks", "decks: 1, 2, or 'auto'", "en")
    'How many decks are shuffled together?'
    """
    if name in FIELD_LABELS:
        return _(FIELD_LABELS[name], lang)
    return _(doc, lang) if doc else name


def _key(key: str, lang: str) -> str:
    """The shortcut letter of a button in the table's language.

    >>> _key("d", "en"), _key("d", "de"), _key("p", "de")
    ('d', 'z', 'p')
    """
    return _GERMAN_KEYS.get(key, key) if lang == "de" else key


def _names(names: list[str], lang: str) -> str:
    """Names as a list in words: "you, Robo and Zora".

    >>> _names(["dir", "Robo", "Zora"], "de")
    'dir, Robo und Zora'
    """
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + " " + _("and", lang) + " " + names[-1]


def build_scene(t: Controller) -> Scene:
    """The scene of table ``t`` now."""
    g, lang = t.game, t.lang
    human_turn = t.is_human_turn
    legal = g.legal_moves() if human_turn else ()
    viewer = t.viewer
    view = g.view(viewer if viewer is not None else 0)
    rounds = g.options.rounds

    seats = []
    for seat, (name, kind) in enumerate(t.seats):
        shown = view.hands[seat] if viewer is not None and seat != viewer else None
        if kind is None:
            label = "" if seat == viewer and len(t.humans) == 1 else _("person", lang)
        else:
            label = _("computer, level {n}", lang).format(n=bot_level(kind))
        called = None
        if g.catchable is not None and g.catchable[0] == seat:
            called = _("forgot to call!", lang)
        seats.append(
            SeatScene(
                seat,
                name,
                len(g.hands[seat]),
                seat == g.current_player and not g.is_over,
                kind is not None,
                label,
                shown,
                g.scores[seat] if rounds > 1 else None,
                called,
            )
        )

    hand: list[HandCard] = []
    if viewer is not None and t.overlay_kind() not in ("cover", "resume", "round"):
        selected = set(t.selection)
        fresh = list(t.drawn) if viewer == t.drawn_seat else []
        # a legal play with each playable card (a wish card's play names a choice; "W" alone is not a move)
        plays: dict[Card, Move] = {}
        for m in legal:
            if m.action is Action.PLAY and not m.call:
                # a card that fits only after another one (the cards after a WISH2, the middle of a
                # street) gets no tick: it cannot be played first
                plays.setdefault(m.cards[0], m)
        for i, card in enumerate(g.hands[viewer]):
            playable = (card in plays) if (t.hints and human_turn and g.phase is not Phase.CHOOSE) else None
            why = t.explain(plays.get(card, Move.play(card))) if human_turn and t.hints else ""
            new = card in fresh
            if new:
                fresh.remove(card)
            hand.append(HandCard(i, card, card_name(card, lang), playable, i in selected, why, new))
    if viewer is None:
        hand_label = ""
    elif len(t.humans) == 1:
        hand_label = _("Your cards", lang)
    else:
        hand_label = _("{name}’s cards", lang).format(name=t.seats[viewer][0])

    status = _status(t)
    picker = None
    moves = t._picker()
    if moves and human_turn:
        picker = Picker(
            t.picker_title or t._choice_question(),
            tuple(_pick_label(t, m) for m in moves),
            cancel=g.phase is not Phase.CHOOSE,
        )

    log = _log(t)
    return Scene(
        lang=lang,
        step=t.step,
        title=g.rules.TITLE,
        variant=g.variant,
        seats=tuple(seats),
        viewer=viewer,
        top=g.top if g.discard_pile else None,
        ban_cards=tuple(g.ban_spot[r] for r in sorted(g.ban_spot)),
        status=status,
        draw_pile=len(g.stock),
        direction=g.direction,
        hand=tuple(hand),
        hand_label=hand_label,
        buttons=_buttons(t, legal) if human_turn else _after_the_end(t),
        picker=picker,
        message=t.message,
        message_kind=t.message_kind,
        explanation=t.explanation,
        log=log,
        overlay=_overlay(t),
        settings=_settings(t) if t.settings_open else None,
        settings_error=t.settings_error,
        toolbar=_toolbar(t),
        turn_text=_turn_text(t),
        waiting=bool(t.thinking()),
        size=t.size,
        note=not_kept_note(lang) if t.lost_on_reload else "",
        texts={
            "table": _("Card table", lang),
            "pile": _("Discard pile", lang),
            "stock": _("Draw pile", lang),
            "log": _("What happened", lang),
            "bans": _("Bans", lang),
            "settings": _("New game", lang),
            "start": _("Start the new game", lang),
            "rules": _rules_html(g.variant, lang, t.lesson) if t.rules_open else "",
            "rules_title": _("Rules", lang),
            "turn": _("turn", lang),
            "cards": _("cards", lang),
            "points": _("points", lang),
            "why": _("Why?", lang),
            "status": _("Now at the table", lang),
            "cancel": _("Put them back", lang),
            "new": _("just drawn", lang),
            "dead_title": _("The game has stopped", lang),
            "dead_text": _("Python was restarted. Run the cell again to go on.", lang),
            "leave_fullscreen": _("Leave full screen", lang),
            "close": _("Close", lang),
        },
    )


def not_kept_note(lang: str) -> str:
    """What the table says when this page cannot keep the game (see
    :func:`numnum.identity.home_is_kept`): for the child, and what the teacher can do.

    >>> not_kept_note("de").split(":")[0]
    'Diese Seite kann dein Spiel nicht aufbewahren'
    """
    return _(
        "This page cannot keep your game: after a reload it is gone. "
        "Teacher: serve the site with https:// (or open it on localhost), then games and stars are kept.",
        lang,
    )


def _turn_text(t: Controller) -> str:
    """Whose turn it is, in words, for the line above the hand."""
    g, lang = t.game, t.lang
    thinking = t.thinking()
    if thinking or g.is_over or t.overlay_kind() is not None:
        return thinking
    if t.is_human_turn:
        if g.phase is Phase.SKIPPED:
            if len(t.humans) == 1:
                return _("You are skipped, but you may catch the forgotten call!", lang)
            return _("{name}, you are skipped, but you may catch the forgotten call!", lang).format(
                name=t.seats[g.current_player][0]
            )
        if len(t.humans) == 1:
            return _("Your turn!", lang)
        return _("Your turn, {name}!", lang).format(name=t.seats[g.current_player][0])
    return ""


_LOG = 14


def _is_you(t: Controller, seat: int) -> bool:
    """Whether ``seat`` is the one person at the table (who is spoken to as "you")."""
    return t.humans == [seat]


def _log(t: Controller) -> tuple[str, ...]:
    """The last moves in words, newest first; the one person at the table reads "you"."""
    g, lang = t.game, t.lang
    me = t.humans[0] if len(t.humans) == 1 else None
    calls = rules_for(g.variant).CALLS
    history = g.history
    if t.overlay_kind() == "round":  # the next round begins once the box is closed, not before
        begun = f"round {t.round_seen + 1}"
        history = history[: next((i for i, (_s, text) in enumerate(history) if text == begun), len(history))]
    start = max(0, len(history) - _LOG)
    lines = []
    for i in range(len(history) - 1, start - 1, -1):
        seat, text = history[i]
        word = None
        if text.endswith("!") and calls:
            # a call with the last card ("NUMBER ONE!") ends the round; else the last but one's
            after = g.history[i + 1][1] if i + 1 < len(g.history) else ("end" if g.is_over else "")
            out = after.startswith("round ") or after == "end"
            word = calls.get(0) if out and 0 in calls else calls.get(1)
        lines.append(log_line(t.seats[seat][0] if seat >= 0 else "", text, g.variant, lang, you=seat == me, word=word))
    return tuple(lines)


def _status(t: Controller) -> tuple[str, ...]:
    g, lang = t.game, t.lang
    out = []
    rules = rules_for(g.variant)
    if g.wish:
        from numnum.render.scene_html import choice_glyph

        choice = _(rules.CHOICE_NAMES.get(g.wish, g.wish), lang)
        glyph = choice_glyph(g.variant, g.wish)
        out.append(_("Wished: {choice}", lang).format(choice=f"{choice} {glyph}" if glyph else choice))
    if g.pending_draw:
        out.append(
            translate_plural("Next player draws {n} card", "Next player draws {n} cards", g.pending_draw, lang).format(
                n=g.pending_draw
            )
        )
    if g.pending_skip:
        out.append(_("Next player sits out", lang))
    if g.direction < 0:
        out.append(_("Play goes counter-clockwise ↺", lang))
    rounds = g.options.rounds
    if rounds > 1:  # while the end of a round is on show, the round that has ended
        out.append(_("Round {n} of {total}", lang).format(n=min(g.round, t.round_seen), total=rounds))
    if g.is_over and len(g.winners) > 1:
        out.append(_shared_first_place(t))
    elif g.is_over and g.winner is not None:
        out.append(
            _("You won!", lang) if _is_you(t, g.winner) else _("{name} won!", lang).format(name=t.seats[g.winner][0])
        )
    return tuple(out)


def _shared_first_place(t: Controller) -> str:
    """The end of a game whose winners share first place (RULES.md: ties after the last round)."""
    names = _names([t.seats[seat][0] for seat in t.game.winners], t.lang)
    return _("Shared first place: {names}!", t.lang).format(names=names)


def _pick_label(t: Controller, move: Move) -> tuple[str, str]:
    rules = rules_for(t.game.variant)
    if move.choice is not None and (move.action is Action.CHOOSE or len(t.picker_moves) <= 4):
        name = rules.CHOICE_NAMES.get(move.choice, move.choice)
        return _(name, t.lang), move.choice
    return " + ".join(card_name(c, t.lang) for c in move.cards), ""


def _buttons(t: Controller, legal: tuple[Move, ...]) -> tuple[Button, ...]:
    g, lang = t.game, t.lang
    out = []
    if Move.DRAW in legal:
        label = (
            translate_plural("Take {n} card", "Take {n} cards", g.pending_draw, lang).format(n=g.pending_draw)
            if g.pending_draw
            else _("Draw a card", lang)
        )
        out.append(Button("draw", label, _key("d", lang)))
    if Move.PASS in legal:
        hint = (
            _("Let the forgotten call go: you sit out", lang)
            if g.phase is Phase.SKIPPED
            else _("End your turn without playing", lang)
        )
        out.append(Button("pass", _("Pass", lang), "p", hint=hint))
    if t.selection and not t.picker_moves:
        complete = [m for m in t._plays_with(t.selection) if len(m.cards) == len(t.selection)]
        out.append(Button("play_selected", _("Play the selected cards", lang), "enter", enabled=bool(complete)))
        out.append(Button("cancel", _("Put them back", lang), "escape"))
    if rules_for(g.variant).CALLS and not g.rules.auto_calls:
        word, enabled = _call_now(t, legal)
        out.append(
            Button(
                "call",
                _("Call “{word}”", lang).format(word=word),
                "m",
                enabled=enabled,
                pressed=t.armed,
                hint="" if t.armed else _("Press before you play.", lang),
            )
        )
    if Move.CATCH in legal:
        out.append(Button("catch", _("Catch! (forgot to call)", lang), _key("c", lang)))
    return tuple(out)


def _call_now(t: Controller, legal: tuple[Move, ...]) -> tuple[str, bool]:
    """The one call the call button makes now, and whether it can be made.

    The call of the cards picked so far, else of the smallest play with a call (one card:
    "ONE!" with two cards in the hand, even if a pair would call "NUMBER ONE!"); when no play
    calls now, the call that comes first in the game ("ONE!" before "NUMBER ONE!").
    """
    g = t.game
    held = len(g.hands[g.current_player])
    calling = sorted(len(m.cards) for m in legal if m.call)
    calls = rules_for(g.variant).CALLS
    if t.selection and calling:
        word = call_word(g.variant, held - len(t.selection))
        if word is not None:
            return word, True
    if calling:
        return calls.get(held - calling[0]) or calls[max(calls)], True
    return calls[max(calls)], False


def _after_the_end(t: Controller) -> tuple[Button, ...]:
    """The buttons under the table once the end box is closed: another game at once."""
    if t.game.is_over and t.overlay_kind() is None:
        return (Button("restart", _("Play again", t.lang), "enter"),)
    return ()


def _toolbar(t: Controller) -> tuple[Button, ...]:
    """The buttons above the table; the hints button says in words whether hints are on.  *Full
    screen* is the browser's own business: the table's script handles it (Python never hears of it).
    """
    lang = t.lang
    hints = _("Hints: on", lang) if t.hints else _("Hints: off", lang)
    return (
        Button("hints", hints, _key("h", lang), pressed=t.hints, hint=_("Show which cards fit", lang)),
        Button("rules", _("Rules", lang), "r", pressed=t.rules_open),
        Button("settings", _("New game…", lang), "n", pressed=t.settings_open),
        Button(
            "fullscreen",
            _("Full screen", lang),
            _key("f", lang),
            hint=_("The table fills the whole screen; Esc leaves it.", lang),
        ),
    )


def _overlay(t: Controller) -> Overlay | None:
    kind = t.overlay_kind()
    g, lang = t.game, t.lang
    if kind is None:
        return None
    if kind == "resume":
        assert t.offer is not None
        import numnum

        saved = numnum.load_game(t.offer.game)
        earlier = earlier_moves(saved.history)  # a long game's save keeps its latest moves
        played = len(saved.history) + (earlier - 1 if earlier else 0)

        humans = [seat for seat, (_name, kind) in enumerate(t.offer.seats) if kind is None]
        listed = [
            _WITH_YOU.get(lang, name) if humans == [seat] else name for seat, (name, _kind) in enumerate(t.offer.seats)
        ]
        names = _names(listed, lang)
        return Overlay(
            "resume",
            _("Go on with the saved game?", lang),
            (
                _("{game} with {names}.", lang).format(game=saved.rules.TITLE, names=names),
                translate_plural("{n} move played so far.", "{n} moves played so far.", played, lang).format(n=played),
            ),
            (
                Button("resume", _("Go on", lang), _key("g", lang)),
                Button("discard_save", _("Start a new game", lang), "n"),
            ),
        )
    if kind == "cover":
        assert t.cover_for is not None
        name = t.seats[t.cover_for][0]
        return Overlay(
            "cover",
            _("Pass the laptop to {name}", lang).format(name=name),
            (_("Everybody else: no peeking!", lang),),
            (Button("uncover", _("I am {name}: show my cards", lang).format(name=name), "enter"),),
        )
    rows = [(_("Player", lang), _("Rounds won", lang), _("Points", lang))]
    for seat, (name, _kind) in enumerate(t.seats):
        rows.append((name, str(g.round_winners.count(seat)), str(g.scores[seat])))
    winner = g.round_winners[-1] if g.round_winners else None
    if winner is None:
        won = ""
    elif _is_you(t, winner):
        won = _("You won the round!", lang)
    else:
        won = _("{name} won the round!", lang).format(name=t.seats[winner][0])
    if kind == "round":
        done = t.round_seen
        return Overlay(
            "round",
            won,
            (_("Round {n} of {total} is over.", lang).format(n=done, total=g.options.rounds), _scoring(t)),
            (Button("next_round", _("Start round {n}", lang).format(n=done + 1), "enter"),),
            tuple(rows),
        )
    if g.winner is None:
        title = won
    elif len(g.winners) > 1:
        title = _shared_first_place(t)
    elif _is_you(t, g.winner):
        title = _("You win the game!", lang)
    else:
        title = _("{name} wins the game!", lang).format(name=t.seats[g.winner][0])
    scoring = (_scoring(t),) if g.options.rounds > 1 else ()
    return Overlay(
        "over",
        title,
        (_("Well played, everybody!", lang), *scoring, *([t.next_step] if t.next_step else [])),
        (Button("restart", _("Play again", lang), "enter"), Button("close", _("Look at the table", lang), "escape")),
        tuple(rows) if g.options.rounds > 1 else _cards_left(t),
    )


def _scoring(t: Controller) -> str:
    """How the scores of several rounds are read: fewer points are better (or rounds won first)."""
    if getattr(t.game.options, "scoring", "points") == "wins":
        return _("The most rounds won come first, then the fewest points.", t.lang)
    return _("Fewer points are better: the fewest points win.", t.lang)


def _cards_left(t: Controller) -> tuple[tuple[str, ...], ...]:
    """The end of a one-round game: everybody's cards left, fewest first (the winner on top)."""
    g, lang = t.game, t.lang
    order = sorted(range(g.players), key=lambda seat: (seat != g.winner, len(g.hands[seat]), seat))
    head = (_("Player", lang), _("Cards left", lang))
    return (head, *((t.seats[seat][0], str(len(g.hands[seat]))) for seat in order))


def _settings(t: Controller) -> tuple[Field, ...]:
    lang, d = t.lang, t.draft
    from numnum.widget.settings import BOT_SPEEDS, SEAT_KINDS, SIZE_NAMES, SIZES, SPEED_NAMES, range_note

    variant = str(d["variant"])
    rules = rules_for(variant)
    fields = [
        Field(
            "variant",
            _("Game", lang),
            "select",
            variant,
            tuple((v, rules_for(v).TITLE) for v in variant_ids()),
            rerender=True,
        ),
    ]
    if rules.OPTIONS.PRESETS:
        presets = tuple((p, _(PRESET_LABELS.get(p, p), lang)) for p in rules.OPTIONS.PRESETS)
        fields.append(Field("preset", _("House rules", lang), "select", d.get("preset", ""), presets, rerender=True))
    players = d.get("players", t.game.players)  # as typed: the draft keeps it
    seats = d.get("seats")
    if type(seats) is not int:  # the last good number of players; never break the panel
        seats = t.game.players
    lo, hi = rules.MIN_PLAYERS, rules.MAX_PLAYERS
    note = range_note(players, lo, hi, False, lang)
    fields.append(Field("players", _("Players", lang), "number", players, lo=lo, hi=hi, rerender=True, note=note))
    kinds = tuple(
        (k, _("person", lang) if k == "human" else _("computer, level {n}", lang).format(n=k[-1])) for k in SEAT_KINDS
    )
    for seat in range(seats):
        value = d.get(f"seat{seat}", "human" if seat == 0 else "level3")
        fields.append(Field(f"seat{seat}", _("Seat {n}", lang).format(n=seat + 1), "select", value, kinds))
    fields.append(Field("lang", _("Language", lang), "select", d["lang"], (("en", "English"), ("de", "Deutsch"))))
    fields.append(Field("hints", _("Hints", lang), "check", d["hints"]))
    speeds = tuple((k, _(SPEED_NAMES[k], lang)) for k in BOT_SPEEDS)
    fields.append(Field("speed", _("Computer speed", lang), "select", d["speed"], speeds))
    sizes = tuple((k, _(SIZE_NAMES[k], lang)) for k in SIZES)
    fields.append(Field("size", _("Table size", lang), "select", d.get("size", t.size), sizes))
    for f in rules.OPTIONS.fields():
        check = f.check
        label = field_label(f.name, f.doc, lang)
        value = d.get(f.name, f.default)
        if isinstance(check, Flag):
            fields.append(Field(f.name, label, "check", value))
        elif isinstance(check, OneOf):
            choices = tuple((str(v), _(VALUE_LABELS.get((f.name, v), str(v)), lang)) for v in check.values)
            fields.append(Field(f.name, label, "select", str(value), choices))
        elif isinstance(check, IntRange):
            note = range_note(value, check.lo, check.hi, check.none_ok, lang)
            shown = "" if value is None else value
            fields.append(Field(f.name, label, "number", shown, lo=check.lo, hi=check.hi, note=note))
    return tuple(fields)


def _rules_html(variant: str, lang: str, lesson: int | None = None) -> str:
    """The players' rules page; in a lesson's round only with the words taught so far."""
    import mistune

    from numnum.rulebook import rules_page
    from numnum.widget.rules_text import for_lesson, players_markdown

    render = mistune.create_markdown(escape=True, plugins=["table"])
    text = players_markdown(str(rules_page(variant, lang)), variant, lang)
    return str(render(text if lesson is None else for_lesson(text, lang, lesson)))
