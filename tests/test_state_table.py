"""The table of the game's state fields (numnum/engine/state.py) drives the slots, the save
format, the player's view, sampling and copies: each of them agrees with it."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator

import pytest

import numnum
from numnum.engine.game import Game
from numnum.engine.player_view import View
from numnum.engine.sample import sample_game
from numnum.engine.state import FIELDS, STATE, Kind, Seen


def _states(variant: str, seed: int, **options: object) -> Iterator[Game]:
    """The states of a random game, one after every move (at most 200)."""
    g = numnum.new_game(variant, 3, seed=seed, **options)
    rng = random.Random(seed)
    yield g
    while not g.is_over and len(g.history) < 200:
        g.play(rng.choice(g.legal_moves()))
        yield g


def test_a_game_holds_the_fields_of_the_table_and_nothing_else() -> None:
    assert tuple(f.name for f in STATE) == FIELDS
    assert len(set(FIELDS)) == len(FIELDS)
    assert getattr(Game, "__slots__", FIELDS) == FIELDS  # compiled with mypyc: native attributes, no slots
    g = numnum.new_game("numnum", 2, seed=1)
    g.legal_moves()
    for name in FIELDS:  # every field is set after a deal, but the sorted deck (made when asked)
        assert name == "_sorted_deck" or hasattr(g, name), name
    with pytest.raises(AttributeError):
        setattr(g, "colour", "red")  # noqa: B010 - an attribute outside the table


def test_the_view_holds_every_public_field_under_its_name() -> None:
    view_fields = {f.name for f in dataclasses.fields(View)}
    public = {f.name for f in STATE if f.seen is Seen.PUBLIC}
    assert public <= view_fields
    hidden = {f.name for f in STATE if f.seen in (Seen.HIDDEN, Seen.NONE)}
    assert not hidden & view_fields


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_the_save_format_holds_the_saved_fields_in_the_tables_order(variant: str) -> None:
    g = numnum.new_game(variant, 3, seed=2)
    keys = list(json.loads(g.to_json()))
    assert keys == ["format", "version", *(f.codec.key for f in STATE if f.codec is not None)]


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_a_loaded_game_works_out_the_fields_that_are_not_saved(variant: str) -> None:
    for g in _states(variant, 3, rounds=2):
        h = numnum.load_game(g.to_json())
        for f in STATE:
            if f.codec is None and f.name not in ("rules", "_legal", "_sorted_deck", "play_table"):
                assert getattr(h, f.name) == getattr(g, f.name), f.name
        assert h.legal_moves() == g.legal_moves()


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_a_sampled_game_looks_exactly_like_the_view_it_was_dealt_from(variant: str) -> None:
    rng = random.Random(4)
    for i, g in enumerate(_states(variant, 4)):
        if i % 5:
            continue
        for player in range(g.players):
            view = g.view(player)
            sampled = sample_game(view, rng)
            assert sampled.view(player) == view
            assert sorted(sampled.all_cards()) == sorted(g.all_cards())


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_a_clone_goes_on_like_the_game_and_shares_nothing_that_changes(variant: str) -> None:
    copied = [f.name for f in STATE if f.kind in (Kind.LIST, Kind.LISTS, Kind.DICT, Kind.RNG)]
    for i, g in enumerate(_states(variant, 5)):
        if i % 7 or g.is_over:
            continue
        c = g.clone()
        assert c.to_json() == g.to_json()
        for name in copied:
            assert getattr(c, name) is not getattr(g, name), name
        assert all(a is not b for a, b in zip(c.hands, g.hands, strict=True))
        before = g.to_json()
        rng = random.Random(i)
        while not c.is_over and len(c.history) < len(g.history) + 30:
            c.play(rng.choice(c.legal_moves()))
        assert g.to_json() == before  # playing the clone leaves the game as it was
