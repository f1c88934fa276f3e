"""The save format: versioned JSON, validated on loading.  Never ``eval``, never pickle.

The fields, their order and how each is written and checked come from the state table
(:mod:`numnum.engine.state`); this module adds the header and the checks of fields together.

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
from collections import Counter
from typing import TYPE_CHECKING, Any

from numnum.cards import MAX_DECK_CARDS
from numnum.engine.game import Game, Phase
from numnum.engine.state import STATE, Reader

if TYPE_CHECKING:
    from numnum.engine.rules import Rules

__all__ = ["FORMAT", "MAX_SAVE_TEXT", "READABLE", "VERSION", "dump", "load"]

FORMAT = "numnum-game"
VERSION = 3
#: older versions this numnum still reads (version 1 had no stalemate count: it starts anew;
#: version 2 had no skipped turns and no missed turn after a penalty)
READABLE = (1, 2, 3)
#: The longest saved text :func:`load` reads, from the one card-count limit
#: :data:`~numnum.cards.MAX_DECK_CARDS`: 500 characters per card of the biggest deck.  A card is
#: written twice (in the deck and where it lies), at most 17 characters each (``"C1000000000000",``):
#: under a tenth of this; the rest is room for the history of moves, which a save keeps within
#: :data:`~numnum.engine.state.HISTORY_TEXT` (the latest moves of a very long game), so that
#: every save :func:`dump` writes is one that :func:`load` reads.
MAX_SAVE_TEXT = 500 * MAX_DECK_CARDS


def dump(game: Game) -> str:
    """The game as JSON text: every saved field of the state table, in its order."""
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    for f in STATE:
        if f.codec is not None:
            data[f.codec.key] = f.codec.encode(getattr(game, f.name))
    return json.dumps(data, separators=(",", ":"))


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
    if len(text) > MAX_SAVE_TEXT:
        raise ValueError(
            f"not a numnum saved game: the text has {len(text)} characters; a save has at most {MAX_SAVE_TEXT}"
            f" (a game has at most {MAX_DECK_CARDS} cards)"
        )
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
    r = Reader(data, version)
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
    g = Game(rules, players, seed, None, deal=False)  # the head of the table: variant, players, options, seed
    for f in STATE:
        codec = f.codec
        if codec is None or codec.head:
            continue
        value = codec.decode(r, g) if version >= codec.since else codec.missing(g)
        setattr(g, f.name, value)
    _check(g, rules)
    g.resume()
    if g.phase is not Phase.OVER and not g.legal_moves():
        raise ValueError("damaged saved game: the player to move has no move")
    return g


def _check(g: Game, rules: Rules) -> None:
    """What the fields say together: raise ``ValueError`` where they disagree."""
    if Counter(g.all_cards()) != Counter(g.deck):
        raise ValueError("damaged saved game: the cards on the table are not the cards of the deck")
    if g.pending_locked and not g.pending_draw:
        raise ValueError("damaged saved game: 'pending_locked' without a pending draw")
    if g.drawn is not None and g.drawn not in g.hands[g.current_player]:
        raise ValueError("damaged saved game: the drawn card is not in the current player's hand")
    if (g.phase is Phase.DRAWN) != (g.drawn is not None):
        raise ValueError("damaged saved game: 'drawn' does not match the phase")
    if g.phase is Phase.SKIPPED and g.catchable is None:
        raise ValueError("damaged saved game: a skipped turn without a forgotten call to catch")
    if g.skips_left and g.phase is not Phase.SKIPPED:
        raise ValueError("damaged saved game: 'skips_left' outside a skipped turn")
    if g.penalty_misses and not g.pending_draw:
        raise ValueError("damaged saved game: 'penalty_misses' without a pending draw")
    if (g.phase is Phase.OVER) != (g.winner is not None):
        raise ValueError("damaged saved game: a finished game needs a winner, a running one none")
    if g.phase is not Phase.OVER:
        try:  # the rounds still to come must be dealt from this deck
            rules.check_deal(g.players, g.deck, shuffled=False, rounds_left=rules.options.rounds - g.round)
        except ValueError as exc:
            raise ValueError(f"damaged saved game: {exc}") from None
