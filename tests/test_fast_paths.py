"""The engine's short paths change nothing: a plain reference game agrees with ``Game`` on every step.

``Game.play`` and the rules' ``moves``/``turn_moves`` carry copies of other code, inlined for
speed: the short paths of ``Game.play`` (a plain card, a card with an effect, a draw, a pass),
the inline ``take`` of a card from the hand, the state key built in place of ``state_key()``,
the table looked up in place of ``table_for()``, and ``_hand_plays()`` copied into
``turn_moves()``.  This file plays many random games of every variant, preset and a choice of
rule options twice, side by side:

- the game itself, through ``g.play(move)`` (every short path it has);
- a reference copy that takes each move the plain way: it checks the move against the legal
  moves worked out from first principles (:func:`plain_moves`: ``rules.plays_of`` for every
  card of the hand, no play table, then the combinations and the calls), and carries it out
  with ``rules.apply`` alone.

After every step the two agree on every field of the game (``FIELDS``: hands, piles, turn,
phase, pending draws, wishes, bans, calls, history, the random generator, ...), and the game's
legal moves equal the plain ones worked out from its own state.

The rules are reached through the game (``g.rules``), never imported, so the test does not
depend on which module holds them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

import numnum
from numnum import Game, LegalMoves, Move, Phase
from numnum.engine.game import FIELDS

#: Moves per set-up, shared out among its player counts: whole random games are played until
#: a player count's share is reached (about 15 s for all set-ups on a busy 2-core machine).
MOVES = 4000
#: A guard against a game that never ends (random Mau Mau runs long; the stalemate rule ends it).
MAX_MOVES = 20_000

#: Rule options beyond the presets, chosen so that every short path and its neighbours run:
#: drawn cards played, penalties followed by a play, calls made automatically, passed-on skips
#: and draws, several rounds (a new deal in the middle of the game), individual cards.
OPTIONS: dict[str, list[dict[str, object]]] = {
    "numnum": [{"rounds": 3}, {"hand_size": 3}],
    "maumau": [
        {"preset": "club", "calls": "auto", "rounds": 2},
        {"after_draw": "play", "penalty_then": "play", "mau": "required", "last_jack": "forbidden"},
        {"eight": "skip_stack", "king_of_hearts": "draw4_stack", "deck_size": 52, "decks": 2},
    ],
    "maumau_110": [{"reverse_two": "skip", "rounds": 2}, {"calls": "auto", "hand_size": 2}],
    "number_one": [
        {"custom_cards": 4, "rounds": 2},
        {"doppeln": False, "kumulieren": False, "calls": "auto"},
        {"strasse": False, "hand_size": 3},
    ],
}
#: The game's field that remembers the play table of its state (``table``, later ``play_table``).
TABLE = "play_table" if "play_table" in FIELDS else "table"
_TURN, _DRAWN, _CHOOSE, _OVER = Phase.TURN, Phase.DRAWN, Phase.CHOOSE, Phase.OVER
_DRAW, _PASS, _CATCH = Move.DRAW, Move.PASS, Move.CATCH


def setups() -> list[tuple[str, dict[str, object]]]:
    """Every variant with each of its presets (or its default rules), and the option sets above."""
    out: list[tuple[str, dict[str, object]]] = []
    for variant in numnum.VARIANTS:
        presets = type(numnum.new_game(variant, seed=0).options).PRESETS
        out += [(variant, {"preset": name}) for name in presets] or [(variant, {})]
        out += [(variant, dict(options)) for options in OPTIONS.get(variant, [])]
    return out


SETUPS = setups()


def setup_id(setup: tuple[str, dict[str, object]]) -> str:
    variant, options = setup
    return ",".join([variant, *(f"{k}={v}" for k, v in options.items())])


# ----------------------------------------------------------------------------- the plain way
def state_key(game: Game) -> tuple[Any, ...]:
    """What decides which single cards fit: top card, wish, what is pending, active bans
    (pending: 0 nothing, 1 a draw penalty, 2 a skip, 3 a draw penalty that cannot be passed on)."""
    pending = (3 if game.pending_locked else 1) if game.pending_draw else (2 if game.pending_skip else 0)
    return (game.discard_pile[-1], game.wish, pending, game.banmask)


def plain_plays(game: Game, hand: Sequence[Any], combinations: bool) -> list[Move]:
    """The plays of ``hand``: each card's plays from ``rules.plays_of`` (no play table), each
    move once, then the combinations; plays that may not end the hand dropped, calls added."""
    rules = game.rules
    key = state_key(game)
    singles: list[Move] = []
    for card in hand:
        singles += rules.plays_of(key, card)
    more = rules.combos(game, hand, rules.table_for(key), list(singles)) if singles and combinations else []
    singles = list(dict.fromkeys(singles))
    return rules._with_calls(game, hand, singles) + rules._with_calls(game, hand, more)


def plain_moves(game: Game) -> list[Move]:
    """The legal moves of the current player, worked out the plain way (what ``Rules.moves``
    and ``Rules.turn_moves`` compute with their short cuts)."""
    rules = game.rules
    phase = game.phase
    if phase is _OVER:
        return []
    if phase is _CHOOSE:
        return [Move.choose(c) for c in rules.CHOICES]
    if phase is Phase.SKIPPED:  # a skipped player while a forgotten call is open
        return [_CATCH, _PASS]
    hand = game.hands[game.current_player]
    catch = game.catchable is not None and game.catchable[0] != game.current_player
    if phase is _TURN:
        out = plain_plays(game, hand, combinations=True)
        if game.pending_draw:
            out.append(_DRAW)  # take the penalty
        elif game.pending_skip:
            if out:
                out.append(_PASS)  # sit out the skip
        elif not (out and rules.must_play):
            if game.can_draw():
                out.append(_DRAW)
            elif out:
                out.append(_PASS)
    else:
        if phase is _DRAWN:
            assert game.drawn is not None
            out = rules._with_calls(game, hand, list(rules.plays_of(state_key(game), game.drawn)))
        else:  # CHAIN, PLAY_ONE
            out = plain_plays(game, hand, combinations=True)
        if out:
            out.append(_PASS)
    if catch:
        out.append(_CATCH)
        if len(out) == 1:
            out.append(_PASS)
    return out


def copy_of(game: Game) -> Game:
    """An independent copy of every field (lists and dictionaries copied, the generator too)."""
    new = type(game)(game.rules, game.players, game.seed, None, deal=False)
    for name in FIELDS:
        try:
            value = getattr(game, name)
        except AttributeError:
            continue
        if type(value) is list:
            value = [list(x) if type(x) is list else x for x in value]
        elif type(value) is dict:
            value = dict(value)
        elif type(value) is random.Random:
            rng = random.Random()
            rng.setstate(value.getstate())
            value = rng
        setattr(new, name, value)
    return new


def offer_moves(ref: Game) -> None:
    """What the engine does after a move when the rules left the legal moves open: work them
    out (the plain way here) with the state's table known, and end turns without any option."""
    if ref._legal is None and ref.phase is not _OVER:
        rules = ref.rules
        setattr(ref, TABLE, rules.table_for(state_key(ref)))
        ref._legal = LegalMoves(plain_moves(ref))
        if not ref._legal:
            ref._settle()


def reference_play(ref: Game, move: Move) -> None:
    """Carry out ``move`` the plain way: check it, record it, ``rules.apply`` it."""
    assert move in plain_moves(ref), f"{move} is not legal the plain way"
    ref.history.append((ref.current_player, move.text))
    setattr(ref, TABLE, ref.rules.table_for(state_key(ref)))  # the state before the move, as rules.apply expects
    ref._legal = None
    ref.rules.apply(ref, move)
    offer_moves(ref)


def fields(game: Game) -> dict[str, object]:
    """Every field of ``game`` in a form that compares by value."""
    out: dict[str, object] = {}
    for name in FIELDS:
        value = getattr(game, name, "<unset>")
        if type(value) is random.Random:
            value = value.getstate()
        elif isinstance(value, LegalMoves):
            value = tuple(value)
        out[name] = value
    return out


def differences(game: Game, ref: Game) -> list[str]:
    a, b = fields(game), fields(ref)
    return [f"{name}: game {a[name]!r} != reference {b[name]!r}" for name in FIELDS if a[name] != b[name]]


def play_side_by_side(variant: str, players: int, seed: int, options: dict[str, object]) -> int:
    """One random game through ``Game.play`` and the plain reference; the number of moves."""
    g = numnum.new_game(variant, players, seed=seed, **options)
    ref = copy_of(g)
    offer_moves(ref)
    rng = random.Random(seed)
    moves = 0
    while True:
        where = f"{variant} {options} players={players} seed={seed} move {moves}"
        assert not differences(g, ref), f"{where}: " + "; ".join(differences(g, ref))
        legal = g.legal_moves()
        assert list(legal) == plain_moves(g), f"{where}: {legal} != plain {plain_moves(g)}"
        if g.phase is not _OVER:
            assert getattr(g, TABLE) is g.rules.table_for(state_key(g)), f"{where}: the game's table is not its state's"
        if not legal:
            assert g.is_over, f"{where}: no legal move, but the game is not over"
            return moves
        move = rng.choice(legal)
        g.play(move)
        reference_play(ref, move)
        moves += 1
        assert moves < MAX_MOVES, f"{where}: no end"


def player_counts(variant: str, options: dict[str, object]) -> list[int]:
    """2, 3, 4 and the most players the set-up can deal to."""
    out = []
    for players in range(2, 11):
        try:
            numnum.new_game(variant, players, seed=0, **options)
        except ValueError:
            continue
        out.append(players)
    return sorted({*out[:3], out[-1]})


@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
def test_the_short_paths_play_like_the_plain_rules(setup: tuple[str, dict[str, object]]) -> None:
    variant, options = setup
    counts = player_counts(variant, options)
    for players in counts:
        moves = games = 0
        while moves < MOVES // len(counts):
            moves += play_side_by_side(variant, players, 7919 * players + games, options)
            games += 1
        assert games >= 1 and moves > 0


def test_the_reference_catches_a_difference() -> None:
    """The comparison is not blind: a move the game did not make shows as a difference."""
    g = numnum.new_game("numnum", 3, seed=5)
    ref = copy_of(g)
    offer_moves(ref)
    assert not differences(g, ref)
    reference_play(ref, ref.legal_moves()[0])
    found = differences(g, ref)
    assert any(line.startswith("history") for line in found), found
    assert any(line.startswith("hands") or line.startswith("stock") for line in found), found


@pytest.mark.parametrize("options", [{}, *OPTIONS["number_one"]], ids=lambda o: setup_id(("number_one", o)))
def test_the_compiled_quick_look_for_combinations_never_hides_one(options: dict[str, object]) -> None:
    """Number ONE's quick look of the compiled engine (``_none_near``: serial numbers compared,
    no set of the hand) says "no combination" only where the search finds none (pure Python
    searches with a set of the hand, so this compares the two looks)."""
    quiet = found = 0
    for seed in range(40):
        g = numnum.new_game("number_one", 4, seed=seed, **options)
        choose = random.Random(seed).choice
        for _ in range(400):
            if g.is_over:
                break
            if g.phase is Phase.TURN and not g.pending_draw:
                hand = g.hands[g.current_player]
                key = state_key(g)
                singles = [m for card in hand for m in g.rules.plays_of(key, card)]
                if singles:
                    combos = g.rules.combos(g, hand, g.rules.table_for(key), singles)
                    if g.rules._none_near(hand, singles):
                        assert combos == [], (seed, [str(c) for c in hand], [str(m) for m in combos])
                        quiet += 1
                    found += bool(combos)
            g.play(choose(g.legal_moves()))
    assert quiet > 100 and found > 0  # both answers came up
