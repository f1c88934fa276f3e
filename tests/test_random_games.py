"""Many seeded random games: each ends with a winner, and no card is ever lost or made up.

For every variant in ``conftest.PLAYABLE`` and every player count from 2 to 7 that it allows,
``GAMES`` games with seeds ``players * 100_000 + i``; the moves are chosen uniformly at random
by ``random.Random(seed)`` over ``legal_moves()``.  The invariants are checked cheaply: card
conservation on every 10th step and at the end, ``legal_moves()`` empty exactly at the end.
(The property tests in ``test_properties.py`` check everything on every step.)
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import numnum

pytestmark = pytest.mark.each_variant

#: Games per variant and player count: 6 player counts x 250 = 1500 games of NumNum, at least
#: 1000 of every other variant and preset.
GAMES = 250
#: Far more moves than any random game takes (the longest seen: NumNum 234, Mau Mau about 7000).
MAX_MOVES = 20_000


def start(spec: str, players: int, seed: int) -> numnum.Game:
    variant, _, preset = spec.partition(":")
    return numnum.new_game(variant, players, seed=seed, preset=preset or None)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_random_games_end_with_a_winner_and_keep_every_card(variant: str, players: int) -> None:
    try:
        reference = Counter(start(variant, players, seed=0).all_cards())
    except ValueError:
        pytest.skip(f"{variant} is not played by {players} players")
    lengths = []
    for i in range(GAMES):
        seed = players * 100_000 + i
        g = start(variant, players, seed)
        deck = Counter(g.all_cards())
        assert deck == reference, f"seed {seed}: the deal lost or made up a card"
        rng = random.Random(seed)
        moves = 0
        while True:
            legal = g.legal_moves()
            if not legal:
                break
            g.play(rng.choice(legal))
            moves += 1
            assert moves <= MAX_MOVES, f"seed {seed}: no end after {MAX_MOVES} moves"
            if moves % 10 == 0:
                assert Counter(g.all_cards()) == deck, f"seed {seed}, move {moves}: a card was lost or made up"
        assert g.is_over, f"seed {seed}: no legal move but the game is not over"
        assert g.winner is not None and 0 <= g.winner < players, f"seed {seed}: no winner"
        assert Counter(g.all_cards()) == deck, f"seed {seed}: a card was lost or made up"
        assert sum(map(len, g.hands)) + g.draw_pile_size + len(g.discard_pile) <= len(g.all_cards())
        lengths.append(moves)
    assert len(lengths) == GAMES
