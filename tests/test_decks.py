"""Teachers' decks: built from wishes, usable in new_game(deck=...), checked by playing to the end."""

from __future__ import annotations

from math import gcd

import pytest

import numnum
from numnum.arithmetic import prime_factors
from numnum.cards import Card, Kind
from numnum.teaching.decks.teachers import Deck, build_deck, check_playable, in_rows, standard


def numbers(deck: Deck) -> list[int]:
    return [c.number for c in (Card.parse(t, "numnum") for t in deck.cards) if c.kind is Kind.NUMBER and c.number]


def test_only_the_rows_2_3_and_5() -> None:
    deck = build_deck(rows=(2, 3, 5))
    assert all(n == 1 or n % 2 == 0 or n % 3 == 0 or n % 5 == 0 for n in numbers(deck))
    assert {"C2", "T3", "S5", "T30", "C1"} <= set(deck.cards) and "H7" not in deck.cards
    # every number is made of 2, 3 and 5 only: no card fits another through the 13- or 17-row
    assert all(set(prime_factors(n)) <= {2, 3, 5} for n in numbers(deck) if n > 1)
    assert not {"34", "51", "65", "78", "14", "22"} & {c[1:] for c in deck.cards}
    assert deck.counts()["W"] == 3 and deck.counts()["B2"] == 4 and deck.counts()["B5"] == 4
    assert sorted(set(numbers(deck))) == [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 25, 27, 30, 32, 36, 40,
                                          45, 48, 54, 64, 72, 81]  # fmt: skip
    for a in numbers(deck):  # two numbers of the deck that share a row share one of the chosen rows
        for b in numbers(deck):
            if gcd(a, b) > 1:
                assert gcd(a, b) % 2 == 0 or gcd(a, b) % 3 == 0 or gcd(a, b) % 5 == 0


def test_a_composite_row_brings_the_rows_it_is_made_of() -> None:
    assert [n for n in range(2, 50) if in_rows(n, (4, 6))] == [4, 6, 8, 12, 16, 18, 24, 32, 36, 48]
    assert [n for n in range(2, 50) if in_rows(n, (4,))] == [4, 8, 16, 32]
    assert [n for n in range(2, 50) if in_rows(n, (10,))] == [10, 20, 40]
    deck = build_deck(rows=(4, 6), players=2)
    assert set(numbers(deck)) == {1, 4, 6, 8, 12, 16, 18, 24, 32, 36, 48, 54, 64, 72}
    assert "B2" in deck.cards and "B5" not in deck.cards  # 2 is part of the rows 4 and 6


def test_numbers_up_to_30_without_wish_cards() -> None:
    deck = build_deck(up_to=30, wishes=False)
    assert max(numbers(deck)) <= 30 and "W" not in deck.cards and "H28" in deck.cards


def test_ban_cards_only_for_rows_that_stay() -> None:
    deck = build_deck(rows=(3, 7), players=2)
    assert "B2" not in deck.cards and "B5" not in deck.cards


def test_symbols_copies_and_jokers() -> None:
    deck = build_deck(symbols="CH", copies=2, jokers=False, players=3)
    assert {c[0] for c in deck.cards if c[0] in "CTSH"} == {"C", "H"}
    assert deck.counts()["C12"] == 2 and "C1" not in deck.cards


@pytest.mark.parametrize("players", [2, 4, 7])
def test_a_game_with_a_built_deck_can_be_dealt_and_ends(players: int) -> None:
    deck = build_deck(rows=(2, 3, 5), up_to=40, players=players)
    for seed in range(3):
        g = numnum.new_game("numnum", players, deck=deck.shuffled(seed))
        assert sorted(c.text for c in g.all_cards()) == sorted(deck.cards)
        assert check_playable("numnum", deck.shuffled(seed), players=players, seed=seed) > 0


def test_the_same_seed_shuffles_the_same() -> None:
    deck = build_deck(up_to=20)
    assert deck.shuffled(3) == deck.shuffled(3) != deck.shuffled(4)


def test_a_deck_too_small_for_the_players_is_refused() -> None:
    with pytest.raises(ValueError, match="players need at least"):
        build_deck(rows=(7,), players=4)
    with pytest.raises(ValueError, match="this deck has 14 number cards; 2 players need at least 15"):
        build_deck(rows=(3,), players=2)
    with pytest.raises(ValueError, match="rows must be whole numbers from 2 to 100"):
        build_deck(rows=(1, 2))
    with pytest.raises(ValueError, match="symbols must be some of C, T, S, H"):
        build_deck(symbols="X")
    with pytest.raises(ValueError, match="players must be a whole number from 2 to 7"):
        build_deck(players=8)


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_the_standard_decks_of_the_four_games_play_to_the_end(variant: str) -> None:
    deck = standard(variant)
    assert deck.variant == variant and len(deck) >= 32
    assert check_playable(variant, deck.shuffled(1), players=3) > 0


def test_names_in_both_languages() -> None:
    assert build_deck(rows=(2, 5), wishes=False).name == "NumNum: rows 2, 5; no wish cards"
    assert build_deck(rows=(2, 5), wishes=False, lang="de").name == "NumNum: Reihen 2, 5; ohne Wunschkarten"
