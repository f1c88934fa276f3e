"""A saved game always loads again, however long it ran.

A game has no limit of moves: the stalemate rule (RULES.md) ends a round only after 100 turns
per player without progress, and a player may make progress just before that, again and again.
Players who keep drawing and playing the drawn card make a round of NumNum with seven players
last about 33,000 moves, and 100 rounds write a history of 30 million characters, six times
``load_game``'s text limit.  A save keeps the latest moves within
:data:`~numnum.engine.state.HISTORY_TEXT` and the entry ``earlier N`` for the rest; the tests make
that budget small so that long games stay quick.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import numnum
from numnum import Game, Move
from numnum.engine import state
from numnum.engine.game import STALEMATE_TURNS
from numnum.engine.save import MAX_SAVE_TEXT
from numnum.engine.state import EARLIER, HISTORY_TEXT, earlier_moves, kept_history
from numnum.together.service import MAX_FILE_BYTES
from numnum.widget.words import log_line

#: the most players of each variant (with the preset that allows them)
BIGGEST_TABLE = {
    "numnum": (7, {}),
    "maumau": (8, {"preset": "club", "calls": "auto"}),
    "maumau_110": (8, {"calls": "auto"}),
    "number_one": (10, {"calls": "auto"}),
}


def staller_move(g: Game) -> Move:
    """The move that keeps a round going longest: keep the hand at its fewest (draw, then play the
    drawn card or another), and get below it only when the stalemate count is about to end the
    round (RULES.md: progress starts the count again)."""
    legal = g.legal_moves()
    me = g.current_player
    hand, fewest = g.hands[me], g.fewest[me]
    near_end = g.stall >= STALEMATE_TURNS * g.players - 3 * g.players
    plays = [m for m in legal if m.cards]
    if g.phase.value == "drawn":
        drawn = [m for m in plays if m.cards == (g.drawn,)]
        if drawn and len(hand) > fewest:
            return drawn[0]
        return next((m for m in legal if m is Move.PASS), legal[0])
    if plays and (len(hand) > fewest or near_end):
        return plays[0]
    if Move.DRAW in legal and not near_end:
        return Move.DRAW
    return next((m for m in legal if m is Move.PASS), legal[0])


def longest_game(variant: str, seed: int) -> Game:
    players, options = BIGGEST_TABLE[variant]
    return numnum.new_game(variant, players, seed=seed, rounds=100, **options)


@pytest.fixture
def small_budget(monkeypatch: pytest.MonkeyPatch) -> Iterator[int]:
    """The history of a save within 3,000 characters (the real budget is 4 million)."""
    monkeypatch.setattr(state, "HISTORY_TEXT", 3_000)
    yield 3_000


def play(g: Game, moves: int) -> list[str]:
    """Play ``moves`` moves of the staller (fewer if the game ends); their notations."""
    made = []
    for _ in range(moves):
        if g.is_over:
            break
        move = staller_move(g)
        made.append(move.text)
        g.play(move)
    return made


def history_chars(text: str) -> int:
    return len(json.dumps(json.loads(text)["history"], separators=(",", ":")))


# ----------------------------------------------------------------------------- the real figures
def test_players_who_keep_drawing_make_a_round_last_thousands_of_moves() -> None:
    """Why the save needs a budget: the stalemate rule lets a round run on while players make
    progress now and then; a round of seven players at NumNum lasts over 20,000 moves."""
    g = longest_game("numnum", seed=1)
    play(g, 20_000)
    assert g.round == 1 and not g.is_over
    assert len(g.history) >= 20_000 and history_chars(g.to_json()) > 200_000


def test_the_rest_of_the_biggest_save_leaves_the_history_its_budget() -> None:
    """Every card twice with the longest notation, the biggest scores, seven hands of fifty: the
    save without its history takes under a tenth of the text limit, and with a history at its
    budget (the longest entries there are) it is still within the limit and loads back."""
    deck = ["C1000000000000"] * numnum.MAX_DECK_CARDS
    g = numnum.new_game("numnum", 7, deck=deck, hand_size=50, rounds=100)
    g.scores = [state._most_points(g)] * 7
    g.round_winners = [6] * 99
    g.round = 100
    g.history = []
    rest = len(g.to_json())
    assert rest * 10 < MAX_SAVE_TEXT and rest + HISTORY_TEXT < MAX_SAVE_TEXT
    g.history = [(-1, "round 100"), *[(6, "C1000000000000!")] * 300_000]
    text = g.to_json()
    assert len(text) <= MAX_SAVE_TEXT and history_chars(text) <= HISTORY_TEXT
    loaded = numnum.load_game(text)
    left_out = earlier_moves(loaded.history)
    assert left_out > 0 and left_out + len(loaded.history) - 1 == len(g.history)
    assert loaded.history[-1] == (6, "C1000000000000!") and loaded.to_json() == text


def test_a_shared_tables_file_holds_the_biggest_save() -> None:
    """A table file holds the game's text as a JSON string: quotes get a backslash each."""
    text = '{"a":"' + '\\"' * (MAX_SAVE_TEXT // 3) + '"}'
    assert len(json.dumps({"game": text, "seats": []})) < MAX_FILE_BYTES


def test_a_game_of_many_long_rounds_saves_within_the_limit_and_goes_on_identically() -> None:
    """The regression at the real budget: NumNum, seven players, 100 rounds, players who keep
    drawing: 420,000 moves write a history over the budget (4 million characters)."""
    g = longest_game("numnum", seed=3)
    play(g, 420_000)
    assert not g.is_over and g.round > 5
    assert sum(len(t) + 8 for _s, t in g.history) > HISTORY_TEXT
    text = g.to_json()
    assert len(text) <= MAX_SAVE_TEXT
    loaded = numnum.load_game(text)
    assert earlier_moves(loaded.history) > 0
    for move in play(g, 300):
        loaded.play(move)
    assert loaded.to_json() == g.to_json()


# ----------------------------------------------------------------------------- with a small budget
@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_the_longest_game_of_each_variant_loads_and_goes_on_identically(variant: str, small_budget: int) -> None:
    g = longest_game(variant, seed=5)
    play(g, 3_000)
    text = g.to_json()
    assert history_chars(text) <= small_budget
    loaded = numnum.load_game(text)
    first = loaded.history[0]
    assert first[0] == -1 and first[1].startswith(EARLIER)
    assert earlier_moves(loaded.history) + len(loaded.history) - 1 == len(g.history)
    assert loaded.history[1:] == g.history[-(len(loaded.history) - 1) :]
    assert loaded.to_json() == text
    for _ in range(500):
        for move in play(g, 1):
            loaded.play(move)
        assert loaded.to_json() == g.to_json()
    assert loaded.legal_moves() == g.legal_moves()


@settings(max_examples=25, deadline=None)
@given(
    variant=st.sampled_from(numnum.VARIANTS),
    seed=st.integers(0, 10_000),
    first=st.integers(0, 1_500),
    second=st.integers(0, 1_500),
    budget=st.integers(200, 4_000),
)
def test_saving_again_and_again_keeps_the_same_moves_as_the_game_itself(
    variant: str, seed: int, first: int, second: int, budget: int
) -> None:
    """Save, load, play on, save, load, play on: each save equals the save of the game that was
    never saved, and holds the moves that fit the budget and how many are left out."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(state, "HISTORY_TEXT", budget)
        g = longest_game(variant, seed)
        h = numnum.load_game(g.to_json())
        for steps in (first, second):
            for move in play(g, steps):
                h.play(move)
            text = g.to_json()
            assert h.to_json() == text
            assert history_chars(text) <= budget
            h = numnum.load_game(text)
            kept = h.history[1:] if earlier_moves(h.history) else h.history
            assert earlier_moves(h.history) + len(kept) == len(g.history)
            assert kept == g.history[len(g.history) - len(kept) :]


def test_old_saves_hold_the_whole_history_and_load_as_they_are() -> None:
    g = longest_game("number_one", seed=2)
    play(g, 300)
    text = g.to_json()
    loaded = numnum.load_game(text)
    assert loaded.history == g.history and earlier_moves(loaded.history) == 0
    assert kept_history(g.history) == g.history


@pytest.mark.parametrize(
    ("history", "message"),
    [
        ([[0, "draw"], [-1, "earlier 5"]], r'history\[1\] must be \[-1, "earlier N"\]'),
        ([[0, "earlier 5"]], r'history\[0\] must be \[-1, "earlier N"\]'),
        ([[-1, "earlier five"]], r'history\[0\] must be \[-1, "earlier N"\]'),
        ([[0, 'H4"']], r"history\[0\] holds 'H4\"', not a move"),
        ([[0, "x" * 401]], r"history\[0\] holds 'xxxx.*' \(401 characters\), not a move"),
        ([[0, ""]], r"history\[0\] holds '', not a move"),
    ],
)
def test_a_damaged_history_is_refused_in_words(history: list[list[object]], message: str) -> None:
    data = json.loads(numnum.new_game("numnum", 2, seed=1).to_json())
    data["history"] = history
    with pytest.raises(ValueError, match="damaged saved game: " + message):
        numnum.load_game(json.dumps(data))


def test_the_move_log_says_that_earlier_moves_were_not_kept() -> None:
    assert log_line("", "earlier 1", "numnum") == "1 earlier move was not kept in the saved game."
    assert log_line("", "earlier 5000", "number_one", "de") == (
        "5000 frühere Züge hat der gespeicherte Spielstand nicht aufbewahrt."
    )
