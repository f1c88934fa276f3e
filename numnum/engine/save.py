"""The save format: versioned JSON, validated on loading.  Never ``eval``, never pickle.

>>> import numnum
>>> g = numnum.new_game("numnum", players=2, seed=3)
>>> h = numnum.load_game(g.to_json())
>>> h.to_json() == g.to_json()
True
>>> numnum.load_game('{"format": "chess"}')
Traceback (most recent call last):
...
ValueError: not a numnum saved game: "format" must be "numnum-game"
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from numnum.cards import Card, parse_cards
from numnum.engine.game import STALEMATE_TURNS, Game, Phase, repeated_cards

if TYPE_CHECKING:
    from numnum.engine.rules import Rules

__all__ = ["FORMAT", "READABLE", "VERSION", "dump", "load"]

FORMAT = "numnum-game"
VERSION = 2
#: older versions this numnum still reads (version 1 had no stalemate count: it starts anew)
READABLE = (1, 2)
_MAX_TEXT = 5_000_000


def dump(game: Game) -> str:
    """The game as JSON text."""

    def texts(cards: list[Card]) -> list[str]:
        return [c.text for c in cards]

    state = game.rng.getstate()
    data = {
        "format": FORMAT,
        "version": VERSION,
        "variant": game.variant,
        "players": game.players,
        "options": game.options.to_dict(),
        "seed": game.seed,
        "deck": texts(game.deck),
        "round": game.round,
        "dealer": game.dealer,
        "scores": list(game.scores),
        "round_winners": list(game.round_winners),
        "winner": game.winner,
        "hands": [texts(h) for h in game.hands],
        "draw_pile": texts(game.stock[::-1]),
        "discard_pile": texts(game.discard_pile),
        "bans": {str(row): c.text for row, c in game.ban_spot.items()},  # in the order they were played
        "aside": texts(game.aside),
        "current_player": game.current_player,
        "direction": game.direction,
        "phase": game.phase.value,
        "wish": game.wish,
        "pending_draw": game.pending_draw,
        "pending_skip": game.pending_skip,
        "pending_locked": game.pending_locked,
        "choice_ends_turn": game.choice_ends_turn,
        "called": list(game.called),
        "catchable": list(game.catchable) if game.catchable is not None else None,
        "drawn": game.drawn.text if game.drawn is not None else None,
        "quiet": game.quiet,
        "stall": game.stall,
        "fewest": list(game.fewest),
        "acted": game.acted,
        "rng": [state[0], list(state[1]), state[2]],
        "history": [[p, t] for p, t in game.history],
    }
    return json.dumps(data, separators=(",", ":"))


class _Reader:
    """Takes fields out of the decoded JSON with clear errors."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def get(self, key: str) -> Any:
        if key not in self.data:
            raise ValueError(f"damaged saved game: the field {key!r} is missing")
        return self.data[key]

    def whole(self, key: str, lo: int, hi: int) -> int:
        value = self.get(key)
        if type(value) is not int or not lo <= value <= hi:
            raise ValueError(f"damaged saved game: {key!r} must be a whole number from {lo} to {hi}, got {value!r}")
        return value

    def flag(self, key: str) -> bool:
        value = self.get(key)
        if type(value) is not bool:
            raise ValueError(f"damaged saved game: {key!r} must be true or false, got {value!r}")
        return value

    def ints(self, key: str, length: int | None, lo: int, hi: int) -> list[int]:
        value = self.get(key)
        if not isinstance(value, list) or (length is not None and len(value) != length):
            size = f" of {length}" if length is not None else ""
            raise ValueError(f"damaged saved game: {key!r} must be a list{size} whole numbers")
        for v in value:
            if type(v) is not int or not lo <= v <= hi:
                raise ValueError(f"damaged saved game: {key!r} holds {v!r}, not a whole number from {lo} to {hi}")
        return value

    def cards(self, key: str, variant: str) -> list[Card]:
        return _cards(key, self.get(key), variant)


def _cards(key: str, value: Any, variant: str) -> list[Card]:
    """Read a list of card notations found at ``key``."""
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise ValueError(f"damaged saved game: {key!r} must be a list of card notations")
    try:
        return parse_cards(value, variant, key)
    except ValueError as exc:
        raise ValueError(f"damaged saved game: {exc}") from None


def load(text: str | bytes) -> Game:
    """A game from the text of :meth:`Game.to_json`; ``ValueError`` says what is wrong."""
    from numnum.engine.registry import rules_for

    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("not a numnum saved game: the text is not UTF-8") from None
    if not isinstance(text, str):
        raise ValueError(f"load_game needs the saved text (str), not {type(text).__name__}")
    if len(text) > _MAX_TEXT:
        raise ValueError("not a numnum saved game: the text is far too long")
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("not a numnum saved game: the text is nested far too deeply") from None
    except json.JSONDecodeError as exc:
        raise ValueError(
            f"not a numnum saved game: the text is not valid JSON ({exc.msg}, line {exc.lineno})"
        ) from None
    if not isinstance(data, dict):
        raise ValueError("not a numnum saved game: expected a JSON object")
    if data.get("format") != FORMAT:
        raise ValueError(f'not a numnum saved game: "format" must be "{FORMAT}"')
    version = data.get("version")
    if type(version) is not int or version not in READABLE:
        raise ValueError(
            f"saved game version {version!r} is not supported; this numnum reads versions "
            + ", ".join(map(str, READABLE))
        )
    r = _Reader(data)
    variant = r.get("variant")
    rules_cls = rules_for(variant)
    options = r.get("options")
    if not isinstance(options, dict):
        raise ValueError("damaged saved game: 'options' must be an object")
    try:
        rules = rules_cls(rules_cls.OPTIONS.build(None, **options))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"damaged saved game: {exc}") from None
    players = r.get("players")
    try:
        rules.check_players(players)
    except ValueError as exc:
        raise ValueError(f"damaged saved game: {exc}") from None

    seed = r.get("seed")
    if type(seed) is not int:
        raise ValueError("damaged saved game: 'seed' must be a whole number")
    g = Game(rules, players, seed, None, deal=False)
    g.deck = r.cards("deck", variant)
    g.repeated = repeated_cards(g.deck)
    rules.meet(g.deck)  # the play tables work out every card of the deck
    g.round = r.whole("round", 1, 10_000)
    g.dealer = r.whole("dealer", 0, players - 1)
    g.scores = r.ints("scores", players, 0, _most_points(rules, g.deck))
    g.round_winners = r.ints("round_winners", None, 0, players - 1)
    winner = r.get("winner")
    if winner is not None and (type(winner) is not int or not 0 <= winner < players):
        raise ValueError(f"damaged saved game: 'winner' must be null or a seat from 0 to {players - 1}")
    g.winner = winner
    hands = r.get("hands")
    if not isinstance(hands, list) or len(hands) != players:
        raise ValueError(f"damaged saved game: 'hands' must be a list of {players} hands")
    g.hands = [_cards(f"hands[{i}]", h, variant) for i, h in enumerate(hands)]
    g.stock = r.cards("draw_pile", variant)[::-1]
    g.discard_pile = r.cards("discard_pile", variant)
    if not g.discard_pile:
        raise ValueError("damaged saved game: the discard pile is empty")
    bans = r.get("bans")
    if not isinstance(bans, dict):
        raise ValueError("damaged saved game: 'bans' must be an object")
    g.ban_spot = {}
    for row, t in bans.items():
        cards = _cards("bans", [t], variant)
        if not row.isdigit() or cards[0].number != int(row) or cards[0].kind.value != "ban":
            raise ValueError(f"damaged saved game: bans[{row!r}] = {t!r} is not that row's ban card")
        g.ban_spot[int(row)] = cards[0]
    g.update_banmask()
    g.aside = r.cards("aside", variant)
    if Counter(g.all_cards()) != Counter(g.deck):
        raise ValueError("damaged saved game: the cards on the table are not the cards of the deck")
    g.current_player = r.whole("current_player", 0, players - 1)
    direction = r.get("direction")
    if direction not in (1, -1) or type(direction) is not int:
        raise ValueError("damaged saved game: 'direction' must be 1 or -1")
    g.direction = direction
    phase = r.get("phase")
    try:
        g.phase = Phase(phase)
    except ValueError:
        raise ValueError(f"damaged saved game: unknown phase {phase!r}") from None
    wish = r.get("wish")
    if wish is not None and wish not in rules.CHOICES:
        raise ValueError(f"damaged saved game: 'wish' must be null or one of {', '.join(rules.CHOICES)}")
    g.wish = wish
    g.pending_draw = r.whole("pending_draw", 0, 10_000)
    g.pending_skip = r.whole("pending_skip", 0, 10_000)
    g.pending_locked = r.flag("pending_locked")
    if g.pending_locked and not g.pending_draw:
        raise ValueError("damaged saved game: 'pending_locked' without a pending draw")
    g.choice_ends_turn = r.flag("choice_ends_turn")
    called = r.get("called")
    if not isinstance(called, list) or len(called) != players or not all(type(c) is bool for c in called):
        raise ValueError(f"damaged saved game: 'called' must be a list of {players} true/false values")
    g.called = called
    catchable = r.get("catchable")
    if catchable is None:
        g.catchable = None
    else:
        ok = isinstance(catchable, list) and len(catchable) == 3 and all(type(x) is int for x in catchable)
        if not ok or not 0 <= catchable[0] < players or not 0 <= catchable[1] <= 1 or not 1 <= catchable[2] <= 2:
            raise ValueError("damaged saved game: 'catchable' must be null or [seat, cards left, turns left]")
        g.catchable = (catchable[0], catchable[1], catchable[2])
    drawn = r.get("drawn")
    g.drawn = None if drawn is None else _cards("drawn", [drawn], variant)[0]
    if g.drawn is not None and g.drawn not in g.hands[g.current_player]:
        raise ValueError("damaged saved game: the drawn card is not in the current player's hand")
    if (g.phase is Phase.DRAWN) != (g.drawn is not None):
        raise ValueError("damaged saved game: 'drawn' does not match the phase")
    g.quiet = r.whole("quiet", 0, players)
    if version == 1:  # saved before the stalemate rule: its count starts now
        g.stall = 0
        g.fewest = [len(h) for h in g.hands]
    else:
        g.stall = r.whole("stall", 0, STALEMATE_TURNS * players)
        g.fewest = r.ints("fewest", players, 0, len(g.deck))
    g.acted = r.flag("acted")
    if (g.phase is Phase.OVER) != (winner is not None):
        raise ValueError("damaged saved game: a finished game needs a winner, a running one none")
    if g.phase is not Phase.OVER:
        try:  # the rounds still to come must be dealt from this deck
            rules.check_deal(players, g.deck, shuffled=False, rounds_left=rules.options.rounds - g.round)
        except ValueError as exc:
            raise ValueError(f"damaged saved game: {exc}") from None
    g.rng = _rng(r.get("rng"))
    history = r.get("history")
    if not isinstance(history, list):
        raise ValueError("damaged saved game: 'history' must be a list")
    g.history = []
    for i, item in enumerate(history):
        if (
            not isinstance(item, list)
            or len(item) != 2
            or type(item[0]) is not int
            or not -1 <= item[0] < players
            or not isinstance(item[1], str)
        ):
            raise ValueError(f"damaged saved game: history[{i}] must be [seat, move]")
        g.history.append((item[0], item[1]))
    g._legal = None
    if g.phase is not Phase.OVER and not g.legal_moves():
        raise ValueError("damaged saved game: the player to move has no move")
    return g


def _most_points(rules: Rules, deck: list[Card]) -> int:
    """The most points a seat can have: every card of the deck left in its hand, doubled (Mau
    Mau's "Mau-Mau"), in every round."""
    return 2 * rules.options.rounds * sum(rules.card_points(c) for c in deck)


def _rng(value: Any) -> random.Random:
    ok = (
        isinstance(value, list)
        and len(value) == 3
        and type(value[0]) is int
        and isinstance(value[1], list)
        and len(value[1]) == 625
        and all(type(x) is int and 0 <= x < 2**32 for x in value[1])
        and 0 <= value[1][-1] <= 624
        and (value[2] is None or isinstance(value[2], float))
    )
    if not ok:
        raise ValueError("damaged saved game: 'rng' is not a valid random generator state")
    rng = random.Random()
    try:
        rng.setstate((value[0], tuple(value[1]), value[2]))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"damaged saved game: 'rng' cannot be restored ({exc})") from None
    return rng
