"""The plain-text table: what a player sees, and nothing they may not see."""

from __future__ import annotations

import numnum
from numnum.render.text import table_text

DECK = ["H4", "C9", "W", "S6", "T8", "H10", "B2", "C6", "S3", "T5"]


def game() -> numnum.Game:
    # hands: player 0 H4 S6, player 1 C9 T8, player 2 W H10; B2 is turned up (2-row banned), top C6
    return numnum.new_game("numnum", players=3, deck=DECK, hand_size=2)


def line(text: str, start: str) -> str:
    found = [ln for ln in text.splitlines() if ln.strip().startswith(start)]
    assert len(found) == 1, text
    return found[0]


def test_seats_show_card_counts_and_whose_turn_it_is() -> None:
    g = game()
    g.play("S6")
    text = table_text(g.view(2))
    assert line(text, "player 0").strip() == "player 0: 1 card"
    assert line(text, "> player 1").endswith("2 cards  <- to move")
    assert line(text, "player 2 (you)").strip() == "player 2 (you): 2 cards"
    assert sum(ln.startswith(">") for ln in text.splitlines()) == 1


def test_the_top_card_bans_and_draw_pile_are_shown() -> None:
    text = table_text(game().view(0))
    assert line(text, "Top card:") == "Top card: C6"
    assert line(text, "Bans:") == "Bans: the 2-row is banned"
    assert line(text, "Draw pile:") == "Draw pile: 2 cards"


def test_no_bans_and_no_wish() -> None:
    g = numnum.new_game("numnum", players=2, deck=["H4", "C9", "S6", "T8", "H10", "C7"], hand_size=2)
    text = table_text(g.view(0))
    assert line(text, "Bans:") == "Bans: none"
    assert "Wish" not in text
    assert line(text, "Draw pile:") == "Draw pile: 1 card"


def test_the_wish_is_named() -> None:
    g = game()
    for move in ("S6", "C9", "W H"):
        g.play(move)
    text = table_text(g.view(0))
    assert line(text, "Top card:") == "Top card: W"
    assert line(text, "Wish:") == "Wish: heart ♥ (H)"
    assert line(text, "Last move:") == "Last move: Player 2 played W H."


def test_own_hand_and_legal_moves_on_the_players_turn() -> None:
    g = game()
    text = table_text(g.view(0))
    assert line(text, "Your hand:") == "Your hand: H4 S6"
    assert line(text, "Your turn!") == "Your turn! Your moves: S6, draw"
    assert str(g.legal_moves()) in text


def test_no_legal_moves_when_it_is_not_the_players_turn() -> None:
    g = game()
    text = table_text(g.view(1))
    assert line(text, "Your hand:") == "Your hand: C9 T8"
    assert "Your turn" not in text
    assert "Your moves" not in text
    assert text.splitlines()[-1] == "Waiting for player 0."


def test_other_hands_stay_hidden() -> None:
    g = game()
    text = table_text(g.view(1))
    for hidden in ("H4", "S6", "H10"):
        assert hidden not in text


def test_open_hands_shows_every_hand() -> None:
    g = numnum.new_game("numnum", players=3, deck=DECK, hand_size=2, open_hands=True)
    text = table_text(g.view(1))
    assert line(text, "> player 0").endswith("(H4 S6)")
    assert line(text, "player 2").endswith("(W H10)")


def test_drawn_card_is_named() -> None:
    g = game()
    g.play("draw")  # player 0 draws S3, which fits C6 by the 3-row
    text = table_text(g.view(0))
    assert "You drew S3." in text
    assert line(text, "Your turn!") == "Your turn! Your moves: S3, pass"


def test_game_over_names_the_winner() -> None:
    g = numnum.new_game("numnum", players=2, deck=["H4", "C9", "S6", "T8", "H10", "C7"], hand_size=2)
    g.play("H4")
    g.play("S6")
    assert g.is_over
    assert table_text(g.view(0)).endswith("The game is over. You win! Well done!")
    assert table_text(g.view(1)).endswith("The game is over. Player 0 wins.")
    assert "<-" not in table_text(g.view(1))


def test_every_view_of_a_seeded_game_renders() -> None:
    g = numnum.new_game("numnum", players=4, seed=3)
    for _ in range(60):
        if g.is_over:
            break
        for seat in range(g.players):
            text = table_text(g.view(seat))
            assert f"You are player {seat}." in text
            assert f"Top card: {g.top}" in text
        g.play(g.legal_moves()[0])
