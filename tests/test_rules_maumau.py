"""Classic Mau Mau's rules, one test per sentence or table cell, for both presets.

The sentences come from ``RULES.md`` (section "For every variant" as it applies to Mau Mau, and
section 2 "Classic Mau Mau" with its table of the presets ``basic`` and ``club``) and from the
German rule page (``seeds/004``: part 1 is the preset ``basic``, part 2 "unsere Regeln" the preset
``club``).  Every test quotes its sentence in the docstring.  Where RULES.md decides a point that
the page leaves open or words differently, the test follows RULES.md and says so.

Positions are built with a fixed deck: ``deal(hands, top, stock=...)`` deals the hands one card at
a time (player 0 first), then the start procedure turns up ``top``; ``stock`` is the draw pile,
drawn from the front.  With the preset ``club`` the card turned up counts as the dealer's play,
so tests that do not look at the start use a top card without an effect (a queen, or a king that
is not the king of hearts).
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
import tables
from tables import draw_pile, hand, legal, texts

import numnum
from numnum import Game, IllegalMove, Phase
from numnum.variants.maumau import MauMauOptions

PRESETS = ("basic", "club")
SUITS = ("C", "S", "H", "D")
SKAT_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
ALL_RANKS = ("2", "3", "4", "5", "6", *SKAT_RANKS)


# ----------------------------------------------------------------------------- helpers
def deal(hands: Sequence[Sequence[str]], top: str, **kwargs: Any) -> Game:
    """A game whose hands, turned-up cards, first discard and draw pile are exactly these."""
    return tables.deal("maumau", hands, top, **kwargs)


def jack_moves(jack: str, call: bool = False) -> set[str]:
    """The four ways to play ``jack``: one per suit it may name."""
    return {f"{jack} {s}{'!' if call else ''}" for s in SUITS}


def full_deck(ranks: Sequence[str] = SKAT_RANKS) -> Counter[str]:
    return Counter(s + r for s in SUITS for r in ranks)


def preset_options(preset: str) -> dict[str, object]:
    return MauMauOptions.build(preset).to_dict()


def random_game(seed: int, players: int, preset: str, **options: Any) -> tuple[Game, list[list[str]]]:
    """A seeded game played to its end with random legal moves; also every position's moves."""
    g = numnum.new_game("maumau", players=players, seed=seed, preset=preset, **options)
    rng = random.Random(seed)
    seen: list[list[str]] = []
    for _ in range(5000):
        if g.is_over:
            break
        moves = g.legal_moves().notations()
        seen.append(moves)
        g.play(rng.choice(moves))
    assert g.is_over
    return g, seen


# Fillers: cards that only fill hands or the draw pile.  On the top cards used below (hearts,
# queens, spade king/queen) the diamonds 8/9 and clubs 8/9 never fit unless the test says so.
OTHER = ["D8", "D9", "C9"]
STOCK = ["C8", "D8", "C9", "D9", "C8", "D8"]


# ============================================================================ For every variant
@pytest.mark.parametrize("preset", PRESETS)
def test_player_zero_sits_left_of_the_dealer_starts_and_play_goes_clockwise(preset: str) -> None:
    """ "Seats: player 0 sits left of the dealer and starts; play goes clockwise, i.e. 0, 1, 2, ...
    The dealer is the last player (n-1). "Next player" follows the current direction." """
    g = deal([["CQ", "D8", "D9"], ["CK", "D8", "D9"], ["SK", "D8", "D9"]], "HQ", stock=STOCK, preset=preset)
    assert g.dealer == 2
    assert g.current_player == 0
    seen = [g.current_player]
    for card in ("CQ", "CK", "SK"):
        g.play(card)
        seen.append(g.current_player)
    assert seen == [0, 1, 2, 0]
    assert g.direction == 1


@pytest.mark.parametrize("preset", PRESETS)
def test_drawing_is_always_an_explicit_move(preset: str) -> None:
    """ "Drawing is always an explicit move." """
    g = deal([["C8", "C9", "D9"], OTHER], "HQ", stock=["S8", *STOCK], preset=preset)
    assert legal(g) == {"draw"}  # nothing fits HQ, yet the engine does not draw by itself
    assert g.current_player == 0 and hand(g, 0) == Counter(["C8", "C9", "D9"])
    g.play("draw")
    assert hand(g, 0) == Counter(["C8", "C9", "D9", "S8"])


@pytest.mark.parametrize("preset", PRESETS)
def test_turn_ends_by_itself_when_the_drawn_card_cannot_be_played(preset: str) -> None:
    """ "A turn ends by itself when ending it is the player's only option (the drawn card cannot be
    played, ...)" """
    g = deal([["C8", "C9", "D9"], OTHER], "HQ", stock=["S8", *STOCK], preset=preset)
    g.play("draw")  # S8 does not fit HQ
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["C8", "C9", "D9", "S8"])


@pytest.mark.parametrize("preset", PRESETS)
def test_turn_ends_by_itself_when_a_chain_cannot_go_on(preset: str) -> None:
    """ "A turn ends by itself when ending it is the player's only option (... a chain cannot go
    on, ...)" """
    g = deal([["SA", "H8", "H9"], OTHER], "SQ", stock=STOCK, preset=preset)
    g.play("SA")  # an ace lets the player play again, but neither H8 nor H9 fits SA
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["H8", "H9"])


@pytest.mark.parametrize("preset", PRESETS)
def test_turn_ends_by_itself_when_nothing_can_be_played_or_drawn(preset: str) -> None:
    """ "A turn ends by itself when ending it is the player's only option (... nothing can be
    played or drawn)" """
    # no draw pile; after player 1 has drawn the only card under the jack there is nothing to draw
    g = deal([["CJ", "SK", "C9"], ["H8", "H9", "HA"], ["D8", "D9", "DA"]], "DQ", preset=preset)
    g.play("CJ S")
    assert legal(g) == {"draw"}  # player 1: no spade, no jack
    g.play("draw")  # the reshuffled DQ, no spade either: the turn ends
    assert hand(g, 1) == Counter(["H8", "H9", "HA", "DQ"])
    # player 2 has no spade and nothing to draw: passed over
    assert g.current_player == 0
    assert hand(g, 2) == Counter(["D8", "D9", "DA"])
    assert not g.is_over


@pytest.mark.parametrize("preset", PRESETS)
def test_pass_is_offered_only_where_the_player_has_a_real_choice(preset: str) -> None:
    """ "`pass` is offered only where the player has a real choice." """
    g = deal([["HA", "HQ", "C8", "C9"], ["D8", "D9", "C9", "D10"]], "HQ", stock=STOCK, preset=preset)
    # at the start of a turn the choice is "play or draw": no pass
    assert legal(g) == {"HA", "HQ", "draw"}
    # after an ace: play again or stop
    g.play("HA")
    assert legal(g) == {"HQ", "pass"}


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 3, 5])
def test_pass_never_stands_alone_in_random_games(preset: str, players: int) -> None:
    """ "`pass` is offered only where the player has a real choice." (API: "`legal_moves()` never
    offers `pass` alone"; "empty exactly when the game is over".)"""
    for seed in range(3):
        g, seen = random_game(seed, players, preset)
        for moves in seen:
            assert moves, "no legal moves although the game is not over"
            assert moves != ["pass"]
        assert Counter(g.all_cards()) == Counter(g.deck)


@pytest.mark.parametrize("preset", PRESETS)
def test_blocked_table_ends_the_game_and_fewest_cards_wins(preset: str) -> None:
    """ "Blocked table: when a whole round of turns passes in which nobody plays or draws (nothing
    fits and nothing can be drawn), the game ends; the player with the fewest cards wins" """
    g = deal([["CJ", "C8", "C9"], ["H8", "H9", "HA"]], "DQ", preset=preset)
    g.play("CJ S")
    assert not g.is_over
    g.play("draw")  # player 1 draws the reshuffled DQ; then nobody can play a spade or draw
    assert g.is_over
    assert g.winner == 0
    assert [len(h) for h in g.hands] == [2, 4]


@pytest.mark.parametrize(("preset", "first"), [("basic", 0), ("club", 1)])
def test_blocked_table_tie_goes_to_the_one_who_would_have_moved_first(preset: str, first: int) -> None:
    """ "... the player with the fewest cards wins (a tie goes to the one who would have moved
    first)."

    Nothing fits the D10 and nothing can be drawn.  In ``basic`` player 0 would move first; in
    ``club`` the D10 is the dealer's play and reverses the direction, so player 1 would."""
    g = deal([["C8", "C9", "CA"], ["S8", "S9", "SA"], ["H8", "H9", "HA"]], "D10", preset=preset)
    assert g.is_over
    assert g.winner == first


@pytest.mark.parametrize("preset", PRESETS)
def test_calls_are_part_of_the_move_that_leaves_one_card(preset: str) -> None:
    """ "Calls ("Mau", ...) are part of the move that leaves the player with one card (or none); see
    API.md for the notation." (API: "the move, then `!`: `H7!`, `CJ D!`")"""
    g = deal([["HQ", "CJ"], ["D8", "D9"]], "HK" if preset == "basic" else "HQ", stock=STOCK, preset=preset)
    assert {"HQ!", "HQ"} <= legal(g)
    assert jack_moves("CJ", call=True) | jack_moves("CJ") <= legal(g)
    g = deal([["HQ", "CJ", "C8"], OTHER], "HQ", stock=STOCK, preset=preset)
    assert not any(m.endswith("!") for m in legal(g))  # three cards: a play leaves two, no call


@pytest.mark.parametrize("preset", PRESETS)
def test_calls_auto_makes_every_mau_call(preset: str) -> None:
    """ "With the option `calls="auto"` every call is made." (API: "moves are written without
    `!`")"""
    g = deal([["H8", "HQ"], ["C9", "S9"]], "HQ", stock=STOCK, preset=preset, calls="auto")
    assert legal(g) == {"H8", "HQ", "draw"}
    g.play("H8")  # down to one card: "Mau" is said for the player
    assert hand(g, 0) == Counter(["HQ"])  # basic: no penalty cards
    assert g.current_player == 0  # the 8 skipped player 1 (who has no 8 to answer in club)
    g.play("HQ")  # club: the call was made, so the last card may be played
    assert g.is_over and g.winner == 0


# ============================================================================ deck and players
@pytest.mark.parametrize("preset", PRESETS)
def test_skat_deck_suits_clubs_spades_hearts_diamonds_ranks_seven_to_ace(preset: str) -> None:
    """ "Skat deck: suits `C` clubs (Kreuz), `S` spades (Pik), `H` hearts (Herz), `D` diamonds
    (Karo); ranks 7 8 9 10 J Q K A." """
    g = numnum.new_game("maumau", players=2, seed=1, preset=preset)
    assert Counter(texts(g.all_cards())) == full_deck()
    assert sum(full_deck().values()) == 32


@pytest.mark.parametrize("preset", PRESETS)
def test_option_fifty_two_cards_ranks_two_to_ace(preset: str) -> None:
    """ "Option: 52 cards (ranks 2-10 J Q K A)." (page: "32 odere 52 Karten")"""
    g = numnum.new_game("maumau", players=2, seed=1, preset=preset, deck_size=52)
    assert Counter(texts(g.all_cards())) == full_deck(ALL_RANKS)
    assert len(g.all_cards()) == 52


def test_the_default_preset_is_basic() -> None:
    """ "The default preset is `basic`." """
    g = numnum.new_game("maumau", players=2, seed=1)
    assert g.options.to_dict() == preset_options("basic")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_basic_two_to_five_players_one_deck(players: int) -> None:
    """ "players, decks | 2-5, one deck" (page: "Ein Spiel für zwei bis fünf Personen mit einem 32er
    Blatt.")"""
    g = numnum.new_game("maumau", players=players, seed=3, preset="basic")
    assert g.players == players
    assert Counter(texts(g.all_cards())) == full_deck()


@pytest.mark.parametrize("players", [0, 1, 6, 8])
def test_basic_fewer_than_two_or_more_than_five_players_raise_value_error(players: int) -> None:
    """ "players, decks | 2-5, one deck" (API: "player count out of range ... `ValueError` whose
    message names what is allowed")"""
    with pytest.raises(ValueError, match="2 to 5"):
        numnum.new_game("maumau", players=players, preset="basic")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_club_two_to_four_players_one_deck(players: int) -> None:
    """ "players, decks | ... | 2-4 one deck, 5-8 two decks" (page: "Gespielt wird bei 2 bis 4
    Personen mit einem Skat-Spiel")"""
    g = numnum.new_game("maumau", players=players, seed=3, preset="club")
    assert Counter(texts(g.all_cards())) == full_deck()


@pytest.mark.parametrize("players", [5, 6, 7, 8])
def test_club_five_to_eight_players_two_decks(players: int) -> None:
    """ "players, decks | ... | 2-4 one deck, 5-8 two decks" (page: "bei 5 bis 8 Personen ... mit
    zwei Skat-Spielen")"""
    g = numnum.new_game("maumau", players=players, seed=3, preset="club")
    assert Counter(texts(g.all_cards())) == full_deck() + full_deck()


@pytest.mark.parametrize("players", [0, 1, 9])
def test_club_fewer_than_two_or_more_than_eight_players_raise_value_error(players: int) -> None:
    """ "players, decks | ... | 2-4 one deck, 5-8 two decks" """
    with pytest.raises(ValueError, match="2 to 8"):
        numnum.new_game("maumau", players=players, preset="club")


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(("decks", "players"), [(1, 2), (2, 2), (1, 4), (2, 4)])
def test_two_decks_is_an_option_of_its_own(preset: str, decks: int, players: int) -> None:
    """ "Two decks where the preset says so (an option of its own too)." """
    g = numnum.new_game("maumau", players=players, seed=3, preset=preset, decks=decks)
    assert Counter(texts(g.all_cards())) == Counter({c: decks for c in full_deck()})


def test_two_decks_with_fifty_two_cards() -> None:
    """ "Option: 52 cards (ranks 2-10 J Q K A). Two decks where the preset says so (an option of its
    own too)." """
    g = numnum.new_game("maumau", players=6, seed=3, preset="club", deck_size=52)
    assert Counter(texts(g.all_cards())) == Counter({c: 2 for c in full_deck(ALL_RANKS)})


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_basic_hand_size_five(players: int) -> None:
    """ "hand size | 5" (page: "Jeder Spieler erhält fünf Karten.")"""
    g = numnum.new_game("maumau", players=players, seed=5, preset="basic")
    assert [len(h) for h in g.hands] == [5] * players


@pytest.mark.parametrize(
    ("players", "size"), [(2, 7), (6, 7), (3, 6), (7, 6), (4, 5), (5, 5), (8, 5)], ids=lambda v: str(v)
)
def test_club_hand_size_seven_for_two_or_six_six_for_three_or_seven_five_for_four_five_or_eight(
    players: int, size: int
) -> None:
    """ "hand size | ... | 7 for 2 or 6 players, 6 for 3 or 7, 5 for 4, 5 or 8" """
    g = numnum.new_game("maumau", players=players, seed=5, preset="club")
    assert [len(h) for h in g.hands] == [size] * players


@pytest.mark.parametrize("preset", PRESETS)
def test_option_hand_size(preset: str) -> None:
    """API: "Option `hand_size=N` exists for every variant." """
    g = numnum.new_game("maumau", players=3, seed=5, preset=preset, hand_size=3)
    assert [len(h) for h in g.hands] == [3, 3, 3]


@pytest.mark.parametrize("preset", PRESETS)
def test_cards_are_dealt_one_at_a_time_then_one_card_is_turned_up_the_rest_is_the_draw_pile(preset: str) -> None:
    """ "Der Rest wird zu einem Talon geschichtet und die oberste Karte offen daneben gelegt." / "eine
    weitere Karte wird als erste Karte auf den Ablagehaufen gelegt; die übrigen Karten bilden den
    Talon." (API: "cards are dealt one at a time, player 0 first")"""
    deck = ["C7", "C8", "C9", "C10", "CQ", "CK", "SQ", "S7", "S8"]
    g = numnum.new_game("maumau", players=3, deck=deck, preset=preset, hand_size=2)
    assert [texts(h) for h in g.hands] == [["C7", "C10"], ["C8", "CQ"], ["C9", "CK"]]
    assert str(g.top) == "SQ"
    assert texts(g.discard_pile) == ["SQ"]
    assert draw_pile(g) == ["S7", "S8"]


# ============================================================================ matching
@pytest.mark.parametrize("preset", PRESETS)
def test_match_same_suit_or_same_rank(preset: str) -> None:
    """ "Match: same suit or same rank." (page: "Dabei muß man immer eine Karte spielen, die vom Wert
    oder der Farbe der obersten Karte des Ablagestapels entspricht.")"""
    others = sorted(c for c in full_deck() if c != "HQ")
    for i in range(0, len(others), 8):
        cards = others[i : i + 8]
        cards += ["C8"] * (8 - len(cards))  # C8 fits neither by suit nor by rank
        g = deal([cards, cards], "HQ", stock=STOCK, preset=preset)
        expected: set[str] = set()
        for card in cards:
            if card.endswith("J"):
                expected |= jack_moves(card)
            elif card[0] == "H" or card[1:] == "Q":
                expected.add(card)
        assert legal(g) == expected | {"draw"}, cards


def test_liegt_eine_herz_neun_darf_man_jede_herz_karte_oder_eine_neun_spielen() -> None:
    """ "Liegt also Beispielsweise eine Herz-Neun, darf man jede beliebige Herz-Karte oder eine Neun
    spielen." (basic: the card turned up has no effect; jacks fit on anything anyway)"""
    others = sorted(c for c in full_deck() if c != "H9")
    plays: set[str] = set()
    for i in range(0, len(others), 8):
        cards = others[i : i + 8]
        cards += ["C8"] * (8 - len(cards))
        g = deal([cards, cards], "H9", stock=STOCK, preset="basic")
        plays |= {m for m in legal(g) if m != "draw" and "J" not in m}
    assert plays == {"H7", "H8", "H10", "HQ", "HK", "HA", "C9", "S9", "D9"}


@pytest.mark.parametrize(
    ("preset", "top"),
    [("basic", t) for t in ("SQ", "CK", "D9", "H7", "SJ", "DA")] + [("club", t) for t in ("SQ", "CK", "D10")],
)
def test_jack_always_playable_whatever_the_top_card(preset: str, top: str) -> None:
    """ "jack | always playable, also on a jack; choose the suit" (page: "Ein Bube darf gespielt
    werden, egal was für eine Karte als oberste auf dem Ablagestapel liegt.")  In ``club`` only top
    cards that leave player 0 a normal turn (D10 reverses, which two players do not notice)."""
    g = deal([["CJ", "C8", "C9"], OTHER], top, stock=STOCK, preset=preset)
    assert g.current_player == 0
    assert jack_moves("CJ") <= legal(g)


@pytest.mark.parametrize("preset", PRESETS)
def test_jack_also_on_a_jack(preset: str) -> None:
    """ "jack | always playable, also on a jack" (page: "außer dieser spielt auch einen Buben,
    usw.")"""
    g = deal([["CJ", "C8", "C9"], ["SJ", "S8", "S9"]], "HQ", stock=STOCK, preset=preset)
    g.play("CJ D")
    assert legal(g) == jack_moves("SJ") | {"draw"}
    g.play("SJ H")
    assert g.wish == "H"


@pytest.mark.parametrize("preset", PRESETS)
def test_a_jack_s_suit_choice_is_part_of_the_move(preset: str) -> None:
    """ "A jack's suit choice is part of the move (`CJ D`)." """
    g = deal([["CJ", "C8", "C9"], OTHER], "HQ", stock=STOCK, preset=preset)
    with pytest.raises(IllegalMove):
        g.play("CJ")
    assert hand(g, 0) == Counter(["CJ", "C8", "C9"])
    g.play("CJ D")
    assert str(g.top) == "CJ"
    assert g.wish == "D"
    assert g.current_player == 1


@pytest.mark.parametrize("preset", PRESETS)
def test_jack_choose_the_suit_any_of_the_four(preset: str) -> None:
    """ "jack | ...; choose the suit" (page: "so darf er sich die Farbe aussuchen")"""
    g = deal([["CJ", "C8", "C9"], OTHER], "HQ", stock=STOCK, preset=preset)
    assert {m for m in legal(g) if m.startswith("CJ")} == {"CJ C", "CJ S", "CJ H", "CJ D"}


@pytest.mark.parametrize("preset", PRESETS)
def test_jack_the_next_player_must_follow_the_chosen_suit(preset: str) -> None:
    """ "Spielt ein Spieler einen Buben, so darf er sich die Farbe aussuchen, die der nächste Spieler
    bedienen muss, außer dieser spielt auch einen Buben, usw." (basic: "Der Ausspieler darf die
    Farbe der nächsten Karte bestimmen.")"""
    g = deal([["CJ", "C8", "C9"], ["DQ", "CQ", "C10"]], "HQ", stock=STOCK, preset=preset)
    g.play("CJ D")
    # CQ and C10 are clubs like the jack, CQ a queen like the card under it: only diamonds count
    assert legal(g) == {"DQ", "draw"}


@pytest.mark.parametrize("preset", PRESETS)
def test_the_chosen_suit_holds_until_a_card_is_played_on_the_jack(preset: str) -> None:
    """ "jack | ...; choose the suit"

    RULES.md does not say how long the choice holds when the next player only draws; this test
    expects what players at a real table do: the suit stands until a card is played on the jack."""
    g = deal([["CJ", "C8", "D10", "C9"], ["H8", "H9", "HA", "H7"]], "HQ", stock=["S8", *STOCK], preset=preset)
    g.play("CJ D")
    g.play("draw")  # player 1 has no diamond; the drawn S8 does not fit either
    assert g.current_player == 0
    assert g.wish == "D"
    assert legal(g) == {"D10", "draw"}  # C8 would fit the club jack, but diamonds were named


# ============================================================================ 7
def test_basic_seven_next_player_draws_two_and_may_not_play() -> None:
    """ "7 | next player draws 2 and may not play" (page: "Siebenen zwingen den nächsten zwei Karten
    aufzunehmen ohne eine Karte ablegen zu dürfen.")"""
    g = deal([["H7", "C8", "C9"], ["HQ", "H10", "S8"]], "HK", stock=["D7", "DQ", *STOCK], preset="basic")
    g.play("H7")
    assert g.current_player == 1
    assert g.pending_draw == 2
    assert legal(g) == {"draw"}  # HQ and H10 would fit the H7
    g.play("draw")
    assert hand(g, 1) == Counter(["HQ", "H10", "S8", "D7", "DQ"])
    assert g.current_player == 0  # the turn is over: no card played
    assert str(g.top) == "H7"
    assert g.pending_draw == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_seven_a_seven_passes_it_on_plus_two_each(preset: str) -> None:
    """ "7 | ...; a 7 passes it on (+2 each)" / club: "same stacking" (page: "Er kann aber auch mit
    einer weiteren Sieben kontern. Der Nächste in der Reihe muß dann vier Karten nehmen, usw.")"""
    top = "HK" if preset == "basic" else "HQ"
    g = deal([["H7", "C8", "C9"], ["S7", "D8", "D9"], ["C7", "D8", "C9"]], top, stock=STOCK * 2, preset=preset)
    g.play("H7")
    assert legal(g) == {"S7", "draw"}
    g.play("S7")
    assert (g.current_player, g.pending_draw) == (2, 4)
    g.play("C7")
    assert (g.current_player, g.pending_draw) == (0, 6)
    g.play("draw")
    assert sum(hand(g, 0).values()) == 2 + 6


def test_club_seven_spielt_dieser_auch_eine_7_muss_der_darauffolgende_sechs_karten_ziehen() -> None:
    """ "spielt dieser jedoch auch eine 7 aus, so muss der darauffolgende Spieler sechs Karten ziehen,
    usw." """
    g = deal([["H7", "C8", "C9"], ["S7", "D8", "D9"], ["C7", "D8", "C9"], ["D7", "C8", "D9"]], "HQ", preset="club")
    for card in ("H7", "S7", "C7"):
        g.play(card)
    assert (g.current_player, g.pending_draw) == (3, 6)
    g.play("D7")
    assert (g.current_player, g.pending_draw) == (0, 8)


def test_club_seven_after_drawing_the_player_may_play_at_once() -> None:
    """ "7 | ... | same stacking; after drawing the player may play at once" (page: "(er kann dann
    sofort ausspielen)")"""
    g = deal([["H7", "C8", "C9"], ["HQ", "C10", "S8"]], "HQ", stock=["D8", "D9", *STOCK], preset="club")
    g.play("H7")
    assert legal(g) == {"draw"}  # first the two cards
    g.play("draw")
    assert hand(g, 1) == Counter(["HQ", "C10", "S8", "D8", "D9"])
    assert g.current_player == 1
    assert "HQ" in legal(g)  # a heart on the H7
    g.play("HQ")
    assert str(g.top) == "HQ"
    assert g.current_player == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_facing_a_seven_a_jack_does_not_help(preset: str) -> None:
    """ "7 | next player draws 2 and may not play; a 7 passes it on (+2 each)"

    RULES.md names only the 7 as the answer; "jack | always playable" is read as "whatever the top
    card", not "also against a draw penalty"."""
    top = "HK" if preset == "basic" else "HQ"
    g = deal([["H7", "C8", "C9"], ["CJ", "H10", "S8"]], top, stock=STOCK, preset=preset)
    g.play("H7")
    assert legal(g) == {"draw"}


# ============================================================================ 8
def test_basic_eight_next_player_is_skipped() -> None:
    """ "8 | next player is skipped" (page: "Achten zwingen den nächsten Spieler eine Runde
    auszusetzen, sprich keine Karte spielen zu dürfen.")"""
    g = deal([["H8", "C9", "D9"], ["S8", "HQ", "D10"], ["HA", "C10", "S10"]], "H10", stock=STOCK, preset="basic")
    g.play("H8")
    assert g.current_player == 2  # player 1 sits out, although S8 and HQ would fit
    assert hand(g, 1) == Counter(["S8", "HQ", "D10"])
    assert g.pending_skip == 0


def test_basic_eight_with_two_players_the_same_player_moves_again() -> None:
    """ "8 | next player is skipped" """
    g = deal([["H8", "HQ", "D9"], ["S8", "HK", "D10"]], "H10", stock=STOCK, preset="basic")
    g.play("H8")
    assert g.current_player == 0
    assert hand(g, 1) == Counter(["S8", "HK", "D10"])


def test_club_eight_next_player_is_skipped() -> None:
    """ "8 | ... | skipped; ..." (page: "Spielt ein Spieler eine 8, so muss der nächste Spieler
    aussetzen.")"""
    g = deal([["H8", "C9", "D9"], ["SQ", "HQ", "D10"], ["HA", "C10", "S10"]], "HQ", stock=STOCK, preset="club")
    g.play("H8")
    assert g.current_player == 2  # player 1 has no 8: sits out by itself
    assert hand(g, 1) == Counter(["SQ", "HQ", "D10"])


def test_club_eight_skipped_player_may_play_an_eight_and_the_next_two_are_skipped() -> None:
    """ "8 | ... | skipped; the skipped player may instead play an 8, then the next two are skipped"
    (page: "kann er ... diese 8 ausspielen und die beiden nächsten Spieler müssen dann
    aussetzen.")"""
    hands = [["H8", "C9", "D9"], ["S8", "HQ", "D10"], ["HA", "C10", "S10"], ["SA", "C7", "S7"]]
    g = deal(hands, "HQ", stock=STOCK, preset="club")
    g.play("H8")
    assert g.current_player == 1
    assert legal(g) == {"S8", "pass"}  # HQ would fit H8, but only an 8 answers the skip
    g.play("S8")
    assert g.current_player == 0  # players 2 and 3 sit out
    assert hand(g, 2) == Counter(hands[2]) and hand(g, 3) == Counter(hands[3])


def test_club_eight_the_skipped_player_may_sit_out_instead() -> None:
    """ "Hat der nachfolgende Spieler aber auch eine 8, so kann er aussetzen oder er kann diese 8
    ausspielen" """
    g = deal([["H8", "C9", "D9"], ["S8", "HQ", "D10"], ["HA", "C10", "S10"]], "HQ", stock=STOCK, preset="club")
    g.play("H8")
    g.play("pass")
    assert g.current_player == 2
    assert hand(g, 1) == Counter(["S8", "HQ", "D10"])


def test_club_eight_and_so_on_plus_one_each() -> None:
    """ "8 | ... | ... and so on (+1 each)" (page: "Hat der übernächste Spieler aber auch eine 8, so
    setzen dann (nach dem Ausspielen) die nächsten drei Spieler aus, usw.")"""
    hands = [["H8", "C9", "D9"], ["S8", "HQ", "D10"], ["C8", "C10", "S10"], ["SA", "C7", "S7"], ["DA", "H7", "DQ"]]
    g = deal(hands, "HQ", stock=STOCK, preset="club")
    g.play("H8")
    g.play("S8")
    assert g.current_player == 2
    assert legal(g) == {"C8", "pass"}
    g.play("C8")
    assert g.current_player == 1  # players 3, 4 and 0 sit out
    assert hand(g, 3) == Counter(hands[3]) and hand(g, 4) == Counter(hands[4])
    assert hand(g, 0) == Counter(["C9", "D9"])


# ============================================================================ 9
def test_basic_nine_play_again() -> None:
    """ "9 | play again" (page: "Asse oder 9 erlauben ihrem Ausspieler noch eine Karte zu legen.")"""
    g = deal([["H9", "HQ", "C8", "D8"], ["D8", "D9", "C9", "D10"]], "H10", stock=STOCK, preset="basic")
    g.play("H9")
    assert g.current_player == 0
    assert legal(g) == {"HQ", "pass"}
    g.play("HQ")
    assert g.current_player == 1


def test_club_nine_reverses_and_next_draws_two_only_nine_on_nine() -> None:
    """ "9 | ... | reverse direction and the next player draws 2; a 9 passes it on like a 7 (only 9 on
    9)" """
    hands = [["H9", "C8", "C10"], ["HA", "C10", "S10"], ["S9", "H7", "HQ"]]
    g = deal(hands, "HQ", stock=STOCK, preset="club")
    g.play("H9")
    assert g.direction == -1
    assert g.current_player == 2  # the next player counter-clockwise
    assert g.pending_draw == 2
    assert legal(g) == {"S9", "draw"}  # a 7 does not pass on a 9, HQ is no answer
    g.play("S9")
    assert g.direction == 1
    assert (g.current_player, g.pending_draw) == (0, 4)


def test_club_nine_der_dann_naechste_ist_derjenige_der_die_erste_neun_gespielt_hat() -> None:
    """ "Bei den gleichen Regeln wie bei der 7 kann dieser Spieler aber auch eine 9 ausspielen, was
    wieder die Umlaufrichtung umdreht und der dann nächste Spieler muss 4 Karten ziehen (also
    derjenige, der die erste 9 gespielt hat!)" """
    hands = [["H9", "C8", "C10"], ["HA", "C10", "S10"], ["D8", "D10", "DQ"], ["S9", "H7", "HQ"]]
    g = deal(hands, "HQ", stock=STOCK * 2, preset="club")
    g.play("H9")
    assert g.current_player == 3
    g.play("S9")
    assert (g.current_player, g.pending_draw) == (0, 4)
    g.play("draw")
    assert sum(hand(g, 0).values()) == 2 + 4


def test_club_a_nine_does_not_pass_on_a_seven() -> None:
    """ "9 | ... | a 9 passes it on like a 7 (only 9 on 9)" """
    g = deal([["H7", "C8", "C10"], ["H9", "S9", "S10"]], "HQ", stock=STOCK, preset="club")
    g.play("H7")
    assert legal(g) == {"draw"}


def test_club_a_seven_does_not_pass_on_a_nine() -> None:
    """ "9 | ... | a 9 passes it on like a 7 (only 9 on 9)" """
    g = deal([["H9", "C8", "C10"], ["H7", "S7", "S10"]], "HQ", stock=STOCK, preset="club")
    g.play("H9")
    assert g.current_player == 1 and g.pending_draw == 2
    assert legal(g) == {"draw"}


# ============================================================================ 10
def test_basic_ten_nothing() -> None:
    """ "10 | nothing" """
    g = deal([["H10", "C8", "C9"], ["HA", "C10", "S10"], ["D8", "D9", "DQ"]], "HQ", stock=STOCK, preset="basic")
    g.play("H10")
    assert g.direction == 1
    assert g.current_player == 1
    assert g.pending_draw == 0 and g.pending_skip == 0


def test_club_ten_reverses_the_direction() -> None:
    """ "10 | ... | reverse direction" (page: "Wird eine 10 ausgespielt, wird dadurch die
    Umlaufrichtung umgedreht")"""
    g = deal([["H10", "C8", "C9"], ["HA", "C7", "S7"], ["S10", "D9", "DQ"]], "HQ", stock=STOCK, preset="club")
    g.play("H10")
    assert g.direction == -1
    assert g.current_player == 2


def test_club_ten_spielt_der_darauffolgende_auch_eine_10_dreht_sich_wieder_die_richtung() -> None:
    """ "Spielt der darauffolgende Spieler dann auch eine 10 aus, dreht sich wieder die
    Umlaufrichtung um, usw." """
    g = deal([["H10", "C8", "C9"], ["HA", "C7", "S7"], ["S10", "D9", "DQ"]], "HQ", stock=STOCK, preset="club")
    g.play("H10")
    g.play("S10")
    assert g.direction == 1
    assert g.current_player == 0


# ============================================================================ jack, ace, king of hearts
@pytest.mark.parametrize("preset", PRESETS)
def test_ace_play_again_repeat_with_further_aces(preset: str) -> None:
    """ "ace | play again (repeat with further aces)" / club: "same" (page: "Spielt ein Spieler ein
    Ass, so darf er sofort noch einmal eine Karte ausspielen. Hat er noch ein Ass, darf er wieder
    ausspielen, usw.")"""
    g = deal([["HA", "SA", "SQ", "C8", "C9"], ["D8", "D9", "C9", "C10", "D10"]], "HQ", stock=STOCK, preset=preset)
    g.play("HA")
    assert g.current_player == 0
    assert legal(g) == {"SA", "pass"}
    g.play("SA")
    assert g.current_player == 0
    assert legal(g) == {"SQ", "pass"}
    g.play("SQ")
    assert g.current_player == 1


@pytest.mark.parametrize("preset", PRESETS)
def test_after_an_ace_the_player_may_stop(preset: str) -> None:
    """ "ace | play again" (page: "so darf er sofort noch einmal eine Karte ausspielen": may, not
    must)"""
    g = deal([["HA", "SA", "SQ", "C8", "C9"], ["D8", "D9", "C9", "C10", "D10"]], "HQ", stock=STOCK, preset=preset)
    g.play("HA")
    g.play("pass")
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["SA", "SQ", "C8", "C9"])


def test_king_of_hearts_basic_next_draws_three_a_seven_does_not_help() -> None:
    """ "king of hearts | next player draws 3 and may not play; a 7 does not help" (page: "König Herz
    Der nächste Spieler muß drei Karten nehmen und darf keine Ausspielen. Kontern mit einer Sieben
    ist nicht möglich.")"""
    g = deal([["HK", "C8", "C9"], ["H7", "S7", "HQ"]], "H10", stock=["D8", "D9", "D10", *STOCK], preset="basic")
    g.play("HK")
    assert g.current_player == 1 and g.pending_draw == 3
    assert legal(g) == {"draw"}
    g.play("draw")
    assert hand(g, 1) == Counter(["H7", "S7", "HQ", "D8", "D9", "D10"])
    assert g.current_player == 0


def test_king_of_hearts_club_next_draws_four() -> None:
    """ "king of hearts | ... | next draws 4" (page: "Spielt ein Spieler einen Herz König aus, muss der
    nächste Spieler 4 Karten ziehen")"""
    g = deal([["HK", "C8", "C9"], ["H7", "S7", "D10"]], "HQ", stock=["D8", "D9", "S8", "S9", *STOCK], preset="club")
    g.play("HK")
    assert g.current_player == 1 and g.pending_draw == 4
    assert legal(g) == {"draw"}  # a 7 does not pass on the king of hearts
    g.play("draw")
    assert hand(g, 1) == Counter(["H7", "S7", "D10", "D8", "D9", "S8", "S9"])


def test_king_of_hearts_club_another_king_of_hearts_passes_it_on() -> None:
    """ "king of hearts | ... | next draws 4; another king of hearts passes it on (+4)" (page: "außer
    er hat auch einen Herz König (bei 2 Skat-Spielen), dann kann er diese Karte auch ausspielen und
    der übernächste Spieler muss 8 Karten ziehen.")"""
    hands = [["HK", "C8", "C9"], ["HK", "S7", "D10"], ["H7", "HQ", "CQ"]]
    g = deal(hands, "HQ", stock=STOCK * 2, preset="club")
    g.play("HK")
    assert legal(g) == {"HK", "draw"}
    g.play("HK")
    assert (g.current_player, g.pending_draw) == (2, 8)


def test_king_of_hearts_basic_another_king_of_hearts_does_not_pass_it_on() -> None:
    """ "king of hearts | next player draws 3 and may not play; ..." (two decks in ``basic``: the
    second king of hearts is no answer, only the club preset passes it on)"""
    g = deal([["HK", "C8", "C9"], ["HK", "S7", "D10"]], "H10", stock=STOCK, preset="basic", decks=2)
    g.play("HK")
    assert legal(g) == {"draw"}


# ============================================================================ drawing
def test_basic_drawing_voluntary_allowed_after_drawing_the_turn_ends() -> None:
    """ "drawing | voluntary allowed; after drawing the turn ends" (page: "Es ist auch freiwilliges
    Ziehen möglich, man muß nicht spielen.")"""
    g = deal([["HQ", "C8", "C9"], OTHER], "H10", stock=["H8", *STOCK], preset="basic")
    assert legal(g) == {"HQ", "draw"}
    g.play("draw")
    assert hand(g, 0) == Counter(["HQ", "C8", "C9", "H8"])
    assert g.current_player == 1  # although H8 and HQ fit H10


def test_basic_wenn_der_naechste_keine_passende_karte_hat_muss_er_eine_karte_ziehen() -> None:
    """ "Wenn der nächste keine passende Karte auf der Hand hat, muß er eine Karte vom Stapel
    ziehen." """
    g = deal([["C8", "C9", "D9"], OTHER], "H10", stock=["H8", *STOCK], preset="basic")
    assert legal(g) == {"draw"}


def test_basic_jeder_darf_nur_eine_karte_spielen() -> None:
    """ "Jeder darf nur eine Karte spielen." (apart from aces and nines)"""
    g = deal([["HQ", "H8", "HK"], OTHER], "H10", stock=STOCK, preset="basic")
    g.play("HQ")
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["H8", "HK"])


def test_basic_option_after_draw_play_nach_dem_ziehen_noch_eine_karte_spielen() -> None:
    """ "Es kann vereinbart werden, das man nach dem Ziehen noch eine Karte spielen darf, wenn man eine
    passende erhält." (the club's drawing rule as an option of its own)"""
    g = deal([["C8", "C9", "D9"], OTHER], "H10", stock=["H8", *STOCK], preset="basic", after_draw="play")
    g.play("draw")
    assert legal(g) == {"H8", "pass"}


def test_club_drawing_voluntary_the_drawn_card_may_be_played_if_it_fits() -> None:
    """ "drawing | ... | voluntary allowed; the drawn card may be played if it fits" (page: "Wenn ein
    Spieler nicht bedienen kann oder will, so muss er eine Karte ... auf die Hand nehmen")"""
    g = deal([["DQ", "C8", "C9"], OTHER], "HQ", stock=["CQ", *STOCK], preset="club")
    assert legal(g) == {"DQ", "draw"}
    g.play("draw")
    assert g.current_player == 0
    assert legal(g) == {"CQ", "pass"}  # the drawn card, not the DQ that was there before
    g.play("CQ")
    assert str(g.top) == "CQ"
    assert g.current_player == 1


def test_club_drawing_else_the_turn_ends() -> None:
    """ "drawing | ... | the drawn card may be played if it fits, else the turn ends" """
    g = deal([["DQ", "C8", "C9"], OTHER], "HQ", stock=["S8", *STOCK], preset="club")
    g.play("draw")
    assert g.current_player == 1  # S8 does not fit HQ; the DQ in the hand does not matter
    assert hand(g, 0) == Counter(["DQ", "C8", "C9", "S8"])


def test_club_kann_oder_will_er_immer_noch_nicht_bedienen_so_setzt_er_aus() -> None:
    """ "kann oder will er immer noch nicht bedienen, so setzt er aus." """
    g = deal([["DQ", "C8", "C9"], OTHER], "HQ", stock=["CQ", *STOCK], preset="club")
    g.play("draw")
    g.play("pass")
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["DQ", "C8", "C9", "CQ"])


@pytest.mark.parametrize("preset", PRESETS)
def test_draw_pile_empty_shuffle_the_discard_pile_except_its_top_card(preset: str) -> None:
    """ "Draw pile empty: shuffle the discard pile except its top card." (page: "so wird der
    Ablagestapel (mit Ausnahme der obersten Karte) neu gemischt und wieder als Talon hingelegt.")"""
    g = deal([["SA", "SJ", "C8"], ["D8", "D9", "D10"]], "SQ", preset=preset)
    g.play("SA")
    g.play("SJ H!")
    assert texts(g.discard_pile) == ["SQ", "SA", "SJ"]
    assert g.draw_pile_size == 0
    g.play("draw")  # player 1 has no heart
    assert texts(g.discard_pile) == ["SJ"]
    drawn = [c for c in texts(g.hands[1]) if c not in ("D8", "D9", "D10")]
    assert sorted(drawn + draw_pile(g)) == ["SA", "SQ"]
    assert len(drawn) == 1
    assert Counter(g.all_cards()) == Counter(g.deck)


# ============================================================================ one card left
def test_basic_one_card_left_call_mau() -> None:
    """ "one card left | call "Mau"; ..." (page: "Wer nur noch eine Karte auf der Hand hat sagt laut
    "Mau", um seine Mitspieler zu warnen.")"""
    g = deal([["H8", "HQ"], ["D8", "D9"]], "H10", stock=STOCK, preset="basic")
    g.play("H8!")
    assert hand(g, 0) == Counter(["HQ"])  # no penalty
    assert g.current_player == 0  # the 8 skipped player 1
    g.play("HQ")
    assert g.is_over and g.winner == 0


def test_basic_forgotten_mau_draws_two_at_once() -> None:
    """ "one card left | call "Mau"; forgotten: draw 2 at once" (page: "Vergißt er es, muß er zwei
    Karten aufnehmen.")"""
    g = deal([["HQ", "C8"], ["D8", "D9"]], "H10", stock=["S8", "S9", *STOCK], preset="basic")
    g.play("HQ")
    assert hand(g, 0) == Counter(["C8", "S8", "S9"])
    assert g.current_player == 1


def test_club_one_card_left_call_mau_then_the_last_card_may_be_played() -> None:
    """ "one card left | ... | call "Mau"; ..." (page: "Wenn ein Spieler nur noch eine Karte auf der
    Hand hat, muss er die anderen darauf hinweisen, indem er "Mau" ansagt.")"""
    g = deal([["H8", "HA"], ["C9", "S9"]], "HQ", stock=STOCK, preset="club")
    g.play("H8!")
    assert g.current_player == 0  # player 1 has no 8 and sits out
    assert "HA" in legal(g)
    g.play("HA")
    assert g.is_over and g.winner == 0


def test_club_without_the_mau_call_the_last_card_may_not_be_played() -> None:
    """ "one card left | ... | call "Mau"; without the call the last card may not be played" (page:
    "Ansonsten darf er seine letzte Karte nicht legen.")"""
    g = deal([["H8", "HA"], ["C9", "S9"]], "HQ", stock=STOCK, preset="club")
    g.play("H8")
    assert hand(g, 0) == Counter(["HA"])  # no penalty cards in club
    assert g.current_player == 0
    assert legal(g) == {"draw"}  # HA would fit H8
    with pytest.raises(IllegalMove):
        g.play("HA")
    assert not g.is_over


@pytest.mark.parametrize(("preset", "factor"), [("basic", 1), ("club", 2)])
def test_ending_on_a_jack(preset: str, factor: int) -> None:
    """ "ending on a jack | normal | "Mau-Mau": the others' points count double" (page: "Wird als
    letzte Karte ein Bube gespielt, so zählen die Punkte aller anderen Spieler doppelt; das ist das
    "Mau-Mau".")"""
    g = deal([["SA", "SJ"], ["HQ", "C7"]], "SK", stock=STOCK, preset=preset)
    g.play("SA!")
    g.play("SJ D")
    assert g.is_over and g.winner == 0
    assert g.scores == [0, factor * (3 + 7)]


def test_club_ending_on_a_jack_doubles_the_others_points() -> None:
    """ "ending on a jack | ... | "Mau-Mau": the others' points count double" """
    g = deal([["SA", "SJ"], ["HQ", "C7"], ["DA", "D10"]], "SK", stock=STOCK, preset="club")
    g.play("SA!")
    g.play("SJ D")
    assert g.scores == [0, 2 * (3 + 7), 2 * (11 + 10)]


def test_club_optimales_blatt_vier_asse_und_ein_bube() -> None:
    """ "Spielt ein Spieler ein Ass, so darf er sofort noch einmal eine Karte ausspielen. Hat er noch
    ein Ass, darf er wieder ausspielen, usw. (Optimales Blatt also: 4 Asse und ein Bube)" """
    fill = ["H8", "H9", "H10", "HQ", "S8"]
    g = deal([["CA", "SA", "HA", "DA", "CJ"], fill, fill, fill], "CK", stock=STOCK, preset="club")
    for move in ("CA", "SA", "HA", "DA!", "CJ H"):
        assert g.current_player == 0
        g.play(move)
    assert g.is_over and g.winner == 0
    assert g.scores == [0] + [2 * (8 + 9 + 10 + 3 + 8)] * 3  # and going out on the jack is "Mau-Mau"


def test_option_last_jack_forbidden_als_letzte_karte_darf_kein_bube_gespielt_werden() -> None:
    """ "(Alternative: Als letzte Karte darf kein Bube gespielt werden - ist aber nicht so
    witzig.)" """
    g = deal([["SA", "SJ"], ["HQ", "C7"]], "SK", stock=STOCK, preset="club", last_jack="forbidden")
    g.play("SA!")
    assert g.current_player == 1  # the jack may not go out, so the ace's extra play is lost
    assert hand(g, 0) == Counter(["SJ"])


# ============================================================================ points and winner
POINTS_BASIC = {"J": 20, "A": 11, "10": 10, "9": 9, "8": 8, "7": 7, "K": 4, "Q": 3}
POINTS_CLUB = {**POINTS_BASIC, "K": 3}


def _score_of(preset: str, rank: str) -> int:
    """Player 0 goes out with SA, SQ; player 1 keeps the C and D card of ``rank``."""
    g = deal([["SA", "SQ"], ["C" + rank, "D" + rank]], "SK", stock=STOCK, preset=preset)
    g.play("SA!")
    g.play("SQ")
    assert g.is_over and g.winner == 0
    assert g.scores[0] == 0
    return g.scores[1]


@pytest.mark.parametrize(("rank", "points"), list(POINTS_BASIC.items()))
def test_basic_points_jack_20_ace_11_ten_to_seven_face_value_king_4_queen_3(rank: str, points: int) -> None:
    """ "points | jack 20, ace 11, 10 9 8 7 face value, king 4, queen 3" """
    assert _score_of("basic", rank) == 2 * points


@pytest.mark.parametrize(("rank", "points"), list(POINTS_CLUB.items()))
def test_club_points_jack_20_ace_11_ten_to_seven_face_value_king_3_queen_3(rank: str, points: int) -> None:
    """ "points | ... | jack 20, ace 11, 10 9 8 7 face value, king 3, queen 3 (as printed)" (page:
    "Bube = 20, Ass = 11, Zehn = 10, Neun = 9, Acht = 8. Sieben = 7, König = 3, Dame = 3")"""
    assert _score_of("club", rank) == 2 * points


def test_points_tables() -> None:
    """ "points | jack 20, ace 11, 10 9 8 7 face value, king 4, queen 3 | ... king 3, queen 3 (as
    printed)" """
    for rank in SKAT_RANKS:
        basic, club = _score_of("basic", rank), _score_of("club", rank)
        assert (basic == club) is (rank != "K")


@pytest.mark.parametrize("preset", PRESETS)
def test_the_first_player_without_cards_wins_and_the_game_ends_at_once(preset: str) -> None:
    """ "Der Spieler, der als erster keine Karten mehr auf der Hand hat, hat gewonnen." (basic: "Ziel
    ist es, alle seine Karten so schnell wie möglich abzulegen.")"""
    g = deal([["HQ", "SQ"], ["CQ", "D9"]], "H10" if preset == "basic" else "DQ", stock=STOCK, preset=preset)
    g.play("HQ!")
    g.play("CQ!")
    assert not g.is_over and g.winner is None
    g.play("SQ")
    assert g.is_over and g.winner == 0
    assert hand(g, 1) == Counter(["D9"])
    assert len(g.legal_moves()) == 0


def _random_rounds(seed: int, scoring: str) -> Game:
    g, _ = random_game(seed, 3, "basic", rounds=3, scoring=scoring)
    return g


def test_overall_winner_after_several_rounds_has_the_fewest_points() -> None:
    """ "The overall winner after several rounds has the fewest points." (page: "Gesamtsieger ist, wer
    die wenigsten (Minus-)Punkte hat.")"""
    for seed in range(4):
        g = _random_rounds(seed, "points")
        assert g.round == 3
        assert g.winner is not None
        assert g.scores[g.winner] == min(g.scores)


def test_count_wins_only() -> None:
    """ "the option "count wins only" is the page's alternative." (page: "(Alternative: Man zählt nur
    die Anzahl der gewonnenen Spiele.)")"""
    differs = False
    for seed in range(12):
        by_points = _random_rounds(seed, "points")
        by_wins = _random_rounds(seed, "wins")
        assert by_points.scores == by_wins.scores  # the same games
        wins = Counter(by_wins.round_winners)
        assert by_wins.winner is not None
        assert wins[by_wins.winner] == max(wins.values())
        differs |= by_points.winner != by_wins.winner
    assert differs, "no seed where the two ways of counting disagree: the test proves nothing"


# ============================================================================ first card turned up
@pytest.mark.parametrize("top", ["H7", "H8", "H9", "H10", "HJ", "HA", "HK"])
def test_basic_first_card_turned_up_has_no_effect(top: str) -> None:
    """ "first card turned up | no effect" """
    g = deal([["HQ", "DQ", "SQ"], ["S8", "D9", "DQ"], ["S7", "D8", "D10"]], top, stock=STOCK, preset="basic")
    assert g.current_player == 0
    assert g.direction == 1
    assert g.pending_draw == 0 and g.pending_skip == 0
    assert g.wish is None
    assert g.phase is Phase.TURN
    assert legal(g) == {"HQ", "draw"}
    assert [len(h) for h in g.hands] == [3, 3, 3]


def test_club_first_card_seven_player_zero_draws_two() -> None:
    """ "first card turned up | ... | counts as played by the dealer (its effect applies; ...)" with
    "7 | ... | same stacking": player 0 is the next player. (page: "Diese erste gerade gelegte Karte
    zählt als vom Austeiler gespielt")"""
    g = deal([["HQ", "C8", "C9"], ["S8", "D9", "DQ"]], "H7", stock=STOCK, preset="club")
    assert g.current_player == 0
    assert g.pending_draw == 2
    assert legal(g) == {"draw"}


def test_club_first_card_seven_may_be_passed_on_with_a_seven() -> None:
    """ "first card turned up | ... | counts as played by the dealer (its effect applies; ...)" """
    g = deal([["S7", "C8", "C9"], ["S8", "D9", "DQ"]], "H7", stock=STOCK, preset="club")
    assert legal(g) == {"S7", "draw"}
    g.play("S7")
    assert (g.current_player, g.pending_draw) == (1, 4)


def test_club_first_card_eight_player_zero_is_skipped() -> None:
    """ "first card turned up | ... | counts as played by the dealer (its effect applies; ...)" (page:
    "das ist interessant, wenn es ein Bube, eine 8 o.a. ist.")"""
    g = deal([["HQ", "C9", "D9"], ["S8", "HK", "D10"], ["HA", "C10", "S10"]], "H8", stock=STOCK, preset="club")
    assert g.current_player == 1
    assert hand(g, 0) == Counter(["HQ", "C9", "D9"])


def test_club_first_card_eight_player_zero_may_answer_with_an_eight() -> None:
    """ "first card turned up | ... | counts as played by the dealer (its effect applies; ...)" with "8
    | ... | the skipped player may instead play an 8" """
    g = deal([["C8", "C9", "D9"], ["S8", "HK", "D10"], ["HA", "C10", "S10"]], "H8", stock=STOCK, preset="club")
    assert g.current_player == 0
    assert legal(g) == {"C8", "pass"}


def test_club_first_card_nine_reverses_and_the_dealer_s_next_player_draws_two() -> None:
    """ "first card turned up | ... | counts as played by the dealer (its effect applies; ...)" with "9
    | ... | reverse direction and the next player draws 2": the dealer is player 2, counter-clockwise
    from the dealer comes player 1."""
    g = deal([["HQ", "C8", "C9"], ["S8", "D9", "DQ"], ["S7", "D8", "D10"]], "H9", stock=STOCK, preset="club")
    assert g.direction == -1
    assert g.current_player == 1
    assert g.pending_draw == 2


def test_club_first_card_ten_reverses_the_dealer_s_neighbour_on_the_other_side_begins() -> None:
    """ "first card turned up | ... | counts as played by the dealer (its effect applies; ...)" with
    "10 | ... | reverse direction" """
    g = deal([["HQ", "C8", "C9"], ["S8", "D9", "DQ"], ["S7", "D8", "D10"]], "H10", stock=STOCK, preset="club")
    assert g.direction == -1
    assert g.current_player == 1
    assert g.pending_draw == 0


def test_club_first_card_counts_as_played_by_the_dealer_jack_lets_dealer_choose() -> None:
    """ "first card turned up | ... | counts as played by the dealer (its effect applies; a jack lets
    the dealer choose the suit; ...)" """
    g = deal([["HQ", "C8", "C9"], ["S8", "D9", "DQ"], ["S7", "D8", "D10"]], "HJ", stock=STOCK, preset="club")
    assert g.current_player == 2  # the dealer
    assert g.phase is Phase.CHOOSE
    assert legal(g) == {"C", "S", "H", "D"}
    g.play("C")
    assert g.wish == "C"
    assert g.current_player == 0
    assert legal(g) == {"C8", "C9", "draw"}  # HQ would fit the heart jack, but clubs were named
    assert hand(g, 2) == Counter(["S7", "D8", "D10"])  # the choice was the dealer's whole turn


def test_club_first_card_ace_gives_the_dealer_one_more_play() -> None:
    """ "first card turned up | ... | counts as played by the dealer (...; an ace gives the dealer one
    more play before player 0)" """
    g = deal([["HQ", "C8", "C9"], ["S8", "D9", "DQ"], ["H7", "SA", "SQ"]], "HA", stock=STOCK, preset="club")
    assert g.current_player == 2
    assert legal(g) == {"H7", "SA", "pass"}
    g.play("SA")  # a second ace: once more
    assert g.current_player == 2
    g.play("pass")
    assert g.current_player == 0


def test_club_first_card_ace_the_dealer_plays_then_player_zero() -> None:
    """ "an ace gives the dealer one more play before player 0" """
    g = deal([["HQ", "C8", "C9"], ["S8", "D9", "DQ"], ["HK", "C7", "D10"]], "HA", stock=STOCK, preset="club")
    g.play("HK")  # the king of hearts, played by the dealer: player 0 draws 4
    assert g.current_player == 0
    assert g.pending_draw == 4


def test_club_first_card_ace_the_dealer_cannot_follow_player_zero_begins() -> None:
    """ "A turn ends by itself when ending it is the player's only option" with "an ace gives the
    dealer one more play before player 0" """
    g = deal([["HQ", "C8", "C9"], ["S8", "D9", "DQ"], ["C7", "D8", "D10"]], "HA", stock=STOCK, preset="club")
    assert g.current_player == 0
    assert hand(g, 2) == Counter(["C7", "D8", "D10"])


def test_club_first_card_king_of_hearts_player_zero_draws_four() -> None:
    """ "first card turned up | ... | counts as played by the dealer (its effect applies; ...)" with
    "king of hearts | ... | next draws 4" """
    g = deal([["HQ", "C8", "C9"], ["S8", "D9", "DQ"]], "HK", stock=STOCK, preset="club")
    assert g.current_player == 0
    assert g.pending_draw == 4
    assert legal(g) == {"draw"}


@pytest.mark.parametrize("top", ["HQ", "SK"])
def test_club_first_card_without_effect_player_zero_begins(top: str) -> None:
    """ "first card turned up | ... | counts as played by the dealer (its effect applies; ...)" """
    g = deal([["HQ", "SQ", "C9"], ["S8", "D9", "DQ"], ["C7", "D8", "D10"]], top, stock=STOCK, preset="club")
    assert g.current_player == 0
    assert g.direction == 1
    assert g.pending_draw == 0 and g.pending_skip == 0


# ============================================================================ options
def test_both_rule_sets_are_presets_that_disagree() -> None:
    """ "The page holds two rule sets that disagree; ship both as presets of one rule set with named
    options (do not merge them)" """
    basic, club = preset_options("basic"), preset_options("club")
    assert set(basic) == set(club)
    assert basic != club
    with pytest.raises(ValueError, match="basic") as info:
        numnum.new_game("maumau", players=2, preset="house")
    assert "club" in str(info.value)


def _other_values(name: str, current: object) -> list[object]:
    """The values an option may take (from its declared check) other than ``current``."""
    field = {f.name: f for f in dataclasses.fields(MauMauOptions)}[name]
    check = field.metadata["check"]
    values = list(getattr(check, "values", ()))
    if not values:  # a whole-number range
        values = [check.lo, check.lo + 1]
    return [v for v in values if v != current or type(v) is not type(current)]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("name", MauMauOptions.names())
def test_every_option_can_be_changed_on_its_own(preset: str, name: str) -> None:
    """ "let every option be changed on its own." """
    base = preset_options(preset)
    others = _other_values(name, base[name])
    assert others, f"option {name} has no other value"
    for value in others:
        options = numnum.new_game("maumau", players=2, seed=1, preset=preset, **{name: value}).options
        assert options.to_dict() == {**base, name: value}


def test_unknown_option_raises_value_error_naming_the_allowed_options() -> None:
    """API: "unknown ... option ...: `ValueError` whose message names what is allowed." """
    with pytest.raises(ValueError, match="colour") as info:
        numnum.new_game("maumau", players=2, colour="red")
    message = str(info.value)
    for name in MauMauOptions.names():
        assert name in message
    for name in ("hand_size", "calls"):  # the two option names API.md fixes
        assert name in message


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("name", MauMauOptions.names())
def test_bad_option_value_raises_value_error_naming_what_is_allowed(preset: str, name: str) -> None:
    """API: "a bad option value: `ValueError` whose message names what is allowed." """
    with pytest.raises(ValueError) as info:
        numnum.new_game("maumau", players=2, preset=preset, **{name: "nonsense"})
    message = str(info.value)
    assert name in message
    for value in {preset_options(p)[name] for p in PRESETS} - {None}:
        assert str(value) in message, value


@pytest.mark.parametrize(
    ("options", "allowed"),
    [
        ({"deck_size": 36}, "52"),
        ({"deck_size": 36}, "32"),
        ({"calls": "sometimes"}, "auto"),
        ({"decks": 3}, "2"),
        ({"hand_size": 0}, "hand_size"),
        ({"rounds": 0}, "rounds"),
    ],
)
def test_bad_values_of_the_options_rules_md_names(options: dict[str, Any], allowed: str) -> None:
    """ "Option: 52 cards ... Two decks ... (an option of its own too)"; API: "Option `hand_size=N`",
    "Option `calls="auto"`" -- a bad value raises ``ValueError`` naming what is allowed."""
    with pytest.raises(ValueError, match=allowed):
        numnum.new_game("maumau", players=2, **options)


def test_option_ten_reverse_works_on_basic_too() -> None:
    """ "let every option be changed on its own." (the club's 10 in the basic game)"""
    g = deal([["H10", "C8", "C9"], ["HA", "C7", "S7"], ["S10", "D9", "DQ"]], "HQ", stock=STOCK, ten="reverse")
    assert g.options.nine == "again"  # the rest stays basic
    g.play("H10")
    assert g.direction == -1
    assert g.current_player == 2


def test_option_mau_draw2_works_on_club_too() -> None:
    """ "let every option be changed on its own." (the basic game's penalty for a forgotten "Mau" in
    the club game)"""
    g = deal([["HQ", "SK"], ["D8", "D9"]], "SQ", stock=["S8", "S9", *STOCK], preset="club", mau="draw2")
    g.play("SK")
    assert hand(g, 0) == Counter(["HQ", "S8", "S9"])


def test_basic_bei_mehr_als_fuenf_teilnehmern_ein_zweites_32er_blatt() -> None:
    """ "Bei mehr als fünf Teilnehmern kann ein zweites 32er Blatt hinzugenommen werden." (``basic``
    with the option ``decks=2``)"""
    g = numnum.new_game("maumau", players=6, seed=2, preset="basic", decks=2)
    assert Counter(texts(g.all_cards())) == full_deck() + full_deck()
    assert [len(h) for h in g.hands] == [5] * 6


@pytest.mark.parametrize(
    ("scoring", "scores", "round_winners", "winners"),
    [
        ("points", [30, 12, 12], [1, 2, 0], [1, 2]),
        ("points", [30, 12, 14], [1, 2, 0], [1]),
        ("wins", [5, 9, 7], [0, 2, 1, 2, 0], [0]),  # wins tied 2-2, then the fewest points
        ("wins", [5, 9, 5], [0, 2, 2, 0, 1], [0, 2]),  # wins and points tied
    ],
)
def test_ties_after_the_last_round_the_tied_players_share_the_win(
    scoring: str, scores: list[int], round_winners: list[int], winners: list[int]
) -> None:
    """ "Ties after the last round (points, or wins and then points): the tied players share the
    win. `Game.winners` names them all in seat order; `Game.winner` is the first of them." """
    g = _random_rounds(0, scoring)
    assert g.is_over and g.winners and g.winners[0] == g.winner
    g.scores, g.round_winners = scores, round_winners  # the results decide, whatever the cards were
    assert g.winners == winners
    assert g.rules.overall_winner(g) == winners[0]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("rank", ["2", "3", "4", "5", "6"])
def test_with_52_cards_the_ranks_2_to_6_count_their_face_value_in_both_presets(preset: str, rank: str) -> None:
    """ "With 52 cards the ranks 2-6 count their face value in both presets." """
    g = numnum.new_game("maumau", players=2, seed=1, preset=preset, deck_size=52)
    assert g.rules.card_points(numnum.Card.parse("H" + rank, "maumau")) == int(rank)


@pytest.mark.parametrize(("preset", "again"), [("basic", "H9"), ("basic", "HA"), ("club", "HA")])
def test_play_again_offers_no_draw_the_player_plays_a_card_that_fits_or_ends_the_turn(preset: str, again: str) -> None:
    """ ""Play again" (ace, basic 9) offers no draw: the player plays a card that fits or ends the
    turn (`pass`); when nothing fits the turn ends by itself." """
    g = deal([[again, "HQ", "C8", "S8"], ["D8", "D9", "C9", "D10"]], "H10", stock=STOCK, preset=preset)
    g.play(again)
    assert g.current_player == 0
    assert legal(g) == {"HQ", "pass"}  # no draw
    g = deal([[again, "SQ", "C8", "S8"], ["D8", "D9", "C9", "D10"]], "H10", stock=STOCK, preset=preset)
    g.play(again)
    assert g.current_player == 1  # nothing fits: the turn ended by itself
