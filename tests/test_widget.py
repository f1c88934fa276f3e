"""The card table, driven headless from Python with the same messages the browser sends.

A "child" at the table picks any legal move and makes it only by clicking: cards one after
another, the picker, the buttons.  Whole games of every variant are played that way, so every
legal move must be reachable by clicks (and hence by keyboard).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import numnum
from numnum.moves import Move
from numnum.render.scene_html import scene_html
from numnum.widget.card_table import CardTable
from numnum.widget.controller import Controller


def _split(variant: str) -> tuple[str, dict[str, object]]:
    name, _, preset = variant.partition(":")
    return name, ({"preset": preset} if preset else {})


def click_move(w: CardTable, move: Move) -> None:
    """Make ``move`` for the person to move, only by clicking as a child would."""
    w.click_move(move)


def play_by_clicks(w: CardTable, rng: random.Random, limit: int = 3000) -> int:
    """Play to the end: people by clicks (random legal moves), computers by the bot timer."""
    t = w.controller
    moves = 0
    while not t.game.is_over and moves < limit:
        kind = t.overlay_kind()
        if kind == "cover":
            assert t.scene().hand == ()  # nobody sees a hand while the laptop is passed on
            w.click("uncover")
        elif kind == "round":
            w.click("next_round")
        elif w.bot_wait >= 0:
            assert w.bot_move()
        else:
            seat = t.game.current_player
            assert t.is_human_turn and t.viewer == seat
            move = rng.choice(list(t.game.legal_moves()))
            count = sum(1 for s, _ in t.game.history if s == seat)
            click_move(w, move)
            mine = [text for s, text in t.game.history if s == seat]
            assert len(mine) > count, f"{move} was not played by clicks: {t.message}"
            assert mine[count] == str(move)
        moves += 1
    return moves


@pytest.mark.each_variant
@pytest.mark.parametrize("humans", [1, 2])
def test_whole_games_are_played_by_clicks(variant: str, humans: int) -> None:
    name, preset = _split(variant)
    for seed in range(2):
        t = Controller(name, players=3, humans=humans, bots="greedy", seed=seed, autosave=False, bot_delay=0, **preset)
        w = CardTable(t)
        play_by_clicks(w, random.Random(seed))
        assert t.game.is_over
        assert t.overlay_kind() == "over"
        assert "nn-overlay-over" in w.html
        w.click("close")
        assert t.overlay_kind() is None


@pytest.mark.each_variant
def test_every_scene_of_a_game_renders(variant: str) -> None:
    name, preset = _split(variant)
    t = Controller(name, players=4, humans=1, seed=5, autosave=False, bot_delay=0, **preset)
    w = CardTable(t)
    rng = random.Random(1)
    for _ in range(60):
        if t.game.is_over:
            break
        if w.bot_wait >= 0:
            w.bot_move()
        else:
            click_move(w, rng.choice(list(t.game.legal_moves())))
        html = w.html
        assert html.count('data-action="card"') == (len(t.game.hands[0]) if t.viewer == 0 else 0)
        assert f'data-step="{t.step}"' in html


def _numnum(**kwargs: object) -> Controller:
    deck = ["H4", "C9", "C7", "T8", "W", "C11", "H12", "T3", "S5", "S6"]
    return Controller("numnum", players=2, deck=deck, hand_size=3, autosave=False, bot_delay=0, **kwargs)  # type: ignore[arg-type]


def test_a_double_click_is_ignored_with_a_message() -> None:
    t = _numnum()
    w = CardTable(t)
    step = t.step
    hand = list(t.game.hands[0])
    index = next(i for i, c in enumerate(hand) if Move.play(c) in t.game.legal_moves())
    w.send_action({"action": "card", "index": index, "step": step})
    after = t.game.to_json()
    assert len(t.game.hands[0]) == len(hand) - 1
    w.send_action({"action": "card", "index": index, "step": step})  # the second click of a double click
    assert t.game.to_json() == after
    assert "Too quick" in t.message


def test_clicks_out_of_turn_and_after_the_end_are_ignored() -> None:
    t = _numnum()
    w = CardTable(t)
    w.click_card(0)  # H4 fits H10 double
    w.click("pass")
    before = t.game.to_json()
    w.click_card(0)
    assert t.game.to_json() == before and "Robo" in t.message
    w.click("draw")
    assert t.game.to_json() == before
    w.send_action({"action": "fly"})
    assert "Unknown action" in t.message and t.game.to_json() == before
    w.click_card(99)
    assert t.game.to_json() == before
    play_by_clicks(w, random.Random(3))
    over = t.game.to_json()
    w.click("draw")
    assert "over" in t.message and t.game.to_json() == over


def test_an_unfitting_card_shows_the_reason() -> None:
    t = _numnum()
    w = CardTable(t)
    hand = t.game.hands[0]
    bad = next(i for i, c in enumerate(hand) if Move.play(c) not in t.game.legal_moves() and c.text != "W")
    before = t.game.to_json()
    w.click_card(bad)
    assert t.game.to_json() == before
    assert "does not fit" in t.message and t.explanation
    assert "Why?" in w.html


def test_a_wish_card_opens_the_symbol_picker() -> None:
    t = Controller("numnum", players=2, deck=["W", "C9", "S6", "T8", "H10", "C7"], hand_size=2, autosave=False)
    w = CardTable(t)
    w.click_card(0)
    scene = t.scene()
    assert scene.picker is not None and len(scene.picker.options) == 4
    assert 'data-action="pick"' in w.html
    w.pick([letter for _label, letter in scene.picker.options].index("S"))
    assert t.game.history[-1] == (0, "W S") or (0, "W S") in t.game.history


def test_the_call_button_makes_the_call() -> None:
    for seed in range(200):
        t = Controller("number_one", players=2, seed=seed, hand_size=2, autosave=False)
        if t.is_human_turn and any(m.call for m in t.game.legal_moves()):
            break
    else:
        pytest.fail("no deal with a call in the first turn")
    w = CardTable(t)
    move = next(m for m in t.game.legal_moves() if m.call)
    click_move(w, move)
    assert (0, str(move)) in t.game.history and str(move).endswith("!")


def test_two_people_pass_the_laptop_between_turns() -> None:
    t = Controller("numnum", players=2, humans=2, names=["Anna", "Ben"], seed=1, autosave=False)
    w = CardTable(t)
    assert t.overlay_kind() == "cover" and t.scene().hand == ()
    assert "Pass the laptop to" in w.html
    w.click_card(0)  # no peeking and no playing under the cover
    assert "pass the laptop" in t.message.lower()
    w.click("uncover")
    assert t.viewer == t.game.current_player and t.scene().hand
    click_move(w, t.game.legal_moves()[0])
    while t.game.current_player == t.viewer and not t.game.is_over:
        click_move(w, t.game.legal_moves()[0])
    assert t.overlay_kind() == "cover" and t.scene().hand == ()


def test_autosave_after_every_move_and_resume_after_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    t = Controller("numnum", players=3, seed=9, autosave=path, bot_delay=0)
    w = CardTable(t)
    rng = random.Random(2)
    for _ in range(12):
        if w.bot_wait >= 0:
            w.bot_move()
        else:
            click_move(w, rng.choice(list(t.game.legal_moves())))
        assert json.loads(path.read_text())["game"] == json.loads(t.game.to_json())
    # the kernel restarts: a new table finds the save and offers it
    again = CardTable(Controller("numnum", players=3, autosave=path))
    assert again.controller.overlay_kind() == "resume" and "Go on" in again.html
    again.click("draw")
    assert again.controller.overlay_kind() == "resume"  # nothing happens under the question
    again.click("resume")
    assert again.controller.game.to_json() == t.game.to_json()
    assert again.controller.seats == t.seats
    # a new game instead: the save is kept until the first move of the new game
    third = CardTable(Controller("numnum", players=3, autosave=path, seed=4))
    third.click("discard_save")
    assert third.controller.overlay_kind() is None


def test_a_damaged_autosave_is_reported_and_a_new_game_starts(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text('{"format": "numnum-table", "version": 1, "game": {"x": 1}, "seats": []}')
    t = Controller("numnum", players=2, autosave=path)
    assert t.overlay_kind() is None
    assert "could not be read" in t.message and "damaged" in t.message
    path.write_text("__import__('os').system('echo hacked')")
    t = Controller("numnum", players=2, autosave=path)
    assert "not JSON" in t.message


def test_the_settings_panel_starts_a_new_game() -> None:
    t = _numnum()
    w = CardTable(t)
    w.click("settings")
    assert 'data-setting="variant"' in w.html
    w.click("settings_change", settings={"variant": "maumau"})
    assert 'data-setting="preset"' in w.html and 'data-setting="eight"' in w.html
    settings = {
        "variant": "maumau",
        "preset": "club",
        "players": "3",
        "seat0": "human",
        "seat1": "level5",
        "seat2": "level1",
        "lang": "de",
        "hints": False,
        "speed": "fast",
    }
    w.click("new_game", settings=settings)
    assert t.settings_error == ""
    assert t.game.variant == "maumau" and t.game.players == 3 and t.lang == "de" and not t.hints
    assert [kind for _name, kind in t.seats] == [None, "level5", "level1"]
    assert t.bot_delay_ms == 350
    assert "Karten" in w.html


def test_bad_settings_are_refused_and_change_nothing() -> None:
    t = _numnum()
    w = CardTable(t)
    before = t.game.to_json()
    w.click("settings")
    for bad in (
        {"variant": "skat"},
        {"variant": "numnum", "players": "12", "speed": "fast"},
        {"variant": "numnum", "players": "2", "seat0": "alien", "seat1": "human", "speed": "fast"},
        {"variant": "numnum", "players": "2", "seat0": "human", "seat1": "human", "speed": "warp"},
        {"variant": "numnum", "players": "2", "seat0": "human", "seat1": "human", "speed": "fast", "hand_size": "99"},
    ):
        w.click("new_game", settings=bad)
        assert t.settings_error, bad
        assert t.game.to_json() == before
    assert "Cards for each player at the start" in t.settings_error  # the field's label, as the panel shows it


def test_the_scoreboard_shows_after_each_round() -> None:
    t = Controller("maumau", players=2, seed=3, rounds=2, autosave=False, bot_delay=0, bots="greedy")
    w = CardTable(t)
    rng = random.Random(0)
    while t.game.round == 1:
        if w.bot_wait >= 0:
            w.bot_move()
        else:
            click_move(w, rng.choice(list(t.game.legal_moves())))
    assert t.overlay_kind() == "round"
    scene = t.scene()
    assert scene.overlay is not None and scene.overlay.rows[0][0] == "Player"
    assert "nn-scores" in w.html
    w.click("next_round")
    assert t.overlay_kind() is None


def test_a_strict_table_gives_penalty_cards_for_a_wrong_card() -> None:
    for seed in range(100):
        t = Controller("number_one", players=2, seed=seed, strict=True, autosave=False)
        hand = t.game.hands[0]
        legal = t.game.legal_moves()
        wrong = [i for i, c in enumerate(hand) if not any(c in m.cards for m in legal)]
        if t.is_human_turn and wrong:
            break
    else:
        pytest.fail("no deal with a wrong card")
    w = CardTable(t)
    size = len(hand)
    w.click_card(wrong[0])
    assert len(t.game.hands[0]) == size + 2 and "penalty" in t.explanation


def test_play_checks_its_arguments() -> None:
    for kwargs, match in (
        ({"humans": -1}, "humans"),
        ({"bots": "genius"}, "unknown bot"),
        ({"bots": ["greedy"]}, "3 seats"),
        ({"lang": "fr"}, "lang"),
        ({"bot_delay": -1}, "bot_delay"),
        ({"names": ["A"]}, "names"),
        ({"autosave": 3}, "autosave"),
        ({"hints": "yes"}, "hints"),
        ({"wobble": 1}, "unknown option"),
    ):
        kwargs.setdefault("autosave", False)
        with pytest.raises(ValueError, match=match):
            numnum.play("numnum", players=4, **kwargs)  # type: ignore[arg-type]


def test_bots_are_named_by_kind_or_level() -> None:
    t = Controller("maumau", players=4, bots=["expert", "random", 2], autosave=False, seed=1)
    assert [kind for _name, kind in t.seats] == [None, "expert", "random", "level2"]
    assert t.scene().seats[3].label == "computer, level 2"


def test_the_table_speaks_german() -> None:
    t = Controller(
        "numnum", players=2, lang="de", deck=["H4", "C9", "S6", "T8", "H10", "C7"], hand_size=2, autosave=False
    )
    w = CardTable(t)
    assert "Deine Karten" in w.html and "Karte ziehen" in w.html
    w.click_card(0)
    assert t.message == "Du hast das Herz 4 gelegt."


def test_every_button_has_a_name_and_every_card_a_label() -> None:
    t = Controller("number_one", players=3, seed=2, autosave=False)
    html = scene_html(t.scene())
    import re

    for button in re.findall(r"<button[^>]*>.*?</button>", html, flags=re.S):
        text = re.sub(r"<[^>]+>", "", button).strip()
        assert text or "aria-label=" in button, button[:200]
    assert html.count('data-action="card"') == len(t.game.hands[0])
    assert all('aria-label="' in b for b in re.findall(r'<button class="nn-card[^>]*>', html))


def test_the_log_is_newest_first_and_in_the_readers_own_words() -> None:
    t = Controller("numnum", players=2, lang="de", deck=["H4", "C9", "S6", "T8", "H10", "C7"], hand_size=2)
    t.autosave_path = None
    w = CardTable(t)
    w.click_card(0)  # H4 fits H10 double
    w.click("pass")
    assert t.scene().log == ("Du hast gepasst.", "Du hast das Herz 4 gelegt.")  # not "Du hat gepasst."
    assert "<li>Du hast gepasst.</li><li>Du hast das Herz 4 gelegt.</li>" in w.html
    t.run_bots()
    assert t.scene().log[0].startswith("Robo ") and t.scene().log[-1] == "Du hast das Herz 4 gelegt."


def test_odd_settings_never_break_the_panel() -> None:
    t = _numnum()
    w = CardTable(t)
    before = t.game.to_json()
    w.click("settings")
    for odd in (
        {"variant": "numnum", "players": "abc"},
        {"variant": True, "players": True},
        {"preset": {"a": 1}, "speed": [1]},
        {"variant": "maumau", "preset": ["club"]},
    ):
        w.click("settings_change", settings=odd)
        assert 'data-setting="players"' in w.html
    good = {"variant": "numnum", "players": "2", "seat0": "human", "seat1": "level2", "speed": "fast"}
    for odd in ({"preset": ["a"]}, {"speed": ["fast"]}, {"players": "two"}):
        w.click("new_game", settings={**good, **odd})
        assert t.settings_error and t.game.to_json() == before


def test_a_wrong_option_value_is_refused_in_the_tables_language() -> None:
    t = _numnum(lang="de")
    w = CardTable(t)
    w.click("settings")
    w.click(
        "new_game",
        settings={
            "variant": "numnum",
            "players": "2",
            "seat0": "human",
            "seat1": "level2",
            "speed": "fast",
            "hand_size": "0",
        },
    )
    assert t.settings_error.startswith("Karten für jeden am Anfang")
    assert t.settings_error.endswith(": wähle eine ganze Zahl von 1 bis 50.")


def _choose_first(**kwargs: object) -> Controller:
    for seed in range(400):
        if numnum.new_game("number_one", 2, seed=seed).phase.name == "CHOOSE":
            return Controller("number_one", players=2, seed=seed, autosave=False, bot_delay=0, **kwargs)  # type: ignore[arg-type]
    raise AssertionError("no deal with a wish card as the start card")


def test_a_wish_card_as_start_card_asks_the_first_player_to_choose() -> None:
    t = _choose_first(strict=True)
    w = CardTable(t)
    assert t.is_human_turn and "choice first" in t.message
    scene = t.scene()
    assert scene.picker is not None and len(scene.picker.options) == 4 and not scene.picker.cancel
    size, before = len(t.game.hands[0]), t.game.to_json()
    w.click_card(0)  # a card before the choice: not a wrong card, so no penalty at a strict table
    assert t.game.to_json() == before and len(t.game.hands[0]) == size
    assert "First choose" in t.message
    w.pick(2)
    assert t.game.history[-1][0] == 0 and t.game.phase.name != "CHOOSE"


def test_a_wish_cards_hint_says_why_it_fits() -> None:
    t = Controller("numnum", players=2, deck=["W", "C9", "S6", "T8", "H10", "C7"], hand_size=2, autosave=False)
    wish = t.scene().hand[0]
    assert wish.card.text == "W" and wish.playable
    assert "wish card fits" in wish.why and "not allowed" not in wish.why


def test_play_again_only_after_the_end() -> None:
    t = _numnum()
    w = CardTable(t)
    w.click_card(1)  # C9 does not fit: an explanation is on show
    assert t.explanation
    before = t.game.to_json()
    w.click("restart")  # a stray message: the game goes on
    assert t.game.to_json() == before and "still going on" in t.message
    play_by_clicks(w, random.Random(3))
    w.click("restart")
    assert not t.game.is_over and t.overlay_kind() is None and t.explanation == ""


def test_a_save_nested_too_deep_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    t = Controller("numnum", players=2, autosave=path)
    assert t.overlay_kind() is None and "could not be read" in t.message and "too deep" in t.message


def test_a_new_game_from_the_settings_drops_the_resume_question(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    w = CardTable(Controller("numnum", players=3, seed=9, autosave=path, bot_delay=0))
    w.click("draw")
    again = CardTable(Controller("numnum", players=3, autosave=path))
    assert again.controller.overlay_kind() == "resume"
    again.click("settings")
    settings = {"variant": "numnum", "players": "2", "seat0": "human", "seat1": "level1", "speed": "fast"}
    again.click("new_game", settings=settings)
    assert again.controller.overlay_kind() is None and again.controller.game.players == 2


def test_click_move_puts_back_cards_picked_before() -> None:
    t = Controller("numnum", players=2, deck=["W", "C9", "S6", "T8", "H10", "C7"], hand_size=2, autosave=False)
    w = CardTable(t)
    w.click_card(0)  # the wish card: the picker opens
    assert t.picker_moves
    w.click_move("W S")  # clicking the wish card again would put it back
    assert t.game.history[0] == (0, "W S")


def test_screens_in_the_middle_are_modal_and_labels_are_complete() -> None:
    t = Controller("numnum", players=2, humans=2, names=["Anna", "Ben"], seed=1, autosave=False, lang="de")
    html = scene_html(t.scene())
    assert '<div class="nn-main" inert>' in html and 'class="nn-overlay' in html
    t.handle({"action": "uncover"})
    html = scene_html(t.scene())
    assert 'class="nn-main">' in html and "inert" not in html
    assert 'aria-label="Jetzt am Tisch"' in html and 'aria-label="status"' not in html
    assert ", ," not in html
    t = Controller("numnum", players=2, deck=["W", "C9", "S6", "T8", "H10", "C7"], hand_size=2, autosave=False)
    w = CardTable(t)
    w.click_card(0)
    assert 'data-action="cancel"' in w.html and 'aria-label="Put them back"' in w.html


def test_the_one_person_at_the_table_is_told_they_won() -> None:
    for lang, title, status in (
        ("en", "You win the game!", "You won!"),
        ("de", "Du gewinnst das Spiel!", "Du hast gewonnen!"),
    ):
        t = Controller(
            "numnum", players=2, lang=lang, deck=["H4", "C9", "H10", "C7", "S5"], hand_size=1, autosave=False
        )
        w = CardTable(t)
        w.click_card(0)  # the last card
        assert t.game.winner == 0
        scene = t.scene()
        assert scene.overlay is not None and scene.overlay.title == title  # not "You wins", "Du gewinnt"
        assert status in scene.status
    from numnum.widget.words import log_line

    assert log_line("Du", "blocked", "numnum", "de", you=True).endswith("du gewinnst mit den wenigsten Karten.")


def test_the_settings_name_every_rule_value_in_words() -> None:
    import dataclasses

    from numnum.engine.options import Flag, OneOf
    from numnum.engine.registry import rules_for
    from numnum.widget.build_scene import VALUE_LABELS

    for rules in map(rules_for, numnum.VARIANTS):
        for f in dataclasses.fields(rules.OPTIONS):
            check = f.metadata["check"]
            if isinstance(check, OneOf) and not isinstance(check, Flag):
                assert all((f.name, v) in VALUE_LABELS for v in check.values), f.name
    t = Controller("maumau", players=3, lang="de", autosave=False, seed=1)
    w = CardTable(t)
    w.click("settings")
    assert "der Nächste setzt aus" in w.html and ">skip_stack<" not in w.html


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_end_of_game_box_says_where_to_go_next(lang: str) -> None:
    """A lesson's round: when the game is over, the box says what to do next."""
    step = "Lies unten, was du gelernt hast." if lang == "de" else "Now read what you learned below."
    t = Controller(
        "numnum", players=2, humans=1, bots="greedy", seed=3, autosave=False, bot_delay=0, lang=lang, next_step=step
    )
    w = CardTable(t)
    play_by_clicks(w, random.Random(3))
    assert t.overlay_kind() == "over"
    assert step in w.html.split("nn-overlay-over", 1)[1]
    plain = Controller("numnum", players=2, humans=1, seed=3, autosave=False, bot_delay=0)
    assert plain.next_step is None


@pytest.mark.parametrize("bad", [5, ["go on"], "x" * 301])
def test_a_next_step_that_is_no_short_text_is_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="next_step must be a short text"):
        Controller("numnum", players=2, autosave=False, next_step=bad)  # type: ignore[arg-type]


def test_a_lesson_table_does_not_take_the_focus_when_its_cell_runs() -> None:
    """In a lesson the table stands far down the page: it must not pull the pupil down to it."""
    import numnum
    from numnum.teaching.lessons.common import round_of_play

    assert numnum.play("numnum", players=2, autosave=False).take_focus is True
    assert numnum.play("numnum", players=2, autosave=False, take_focus=False).take_focus is False
    box = round_of_play(3, "en", next_step="Read on below.")
    assert box.children[0].take_focus is False
    with pytest.raises(ValueError, match="take_focus must be True or False"):
        numnum.play("numnum", players=2, autosave=False, take_focus="no")


def test_a_skipped_player_is_told_they_may_still_catch_and_catches_by_click() -> None:
    """RULES.md: "a skipped turn is a turn in which the skipped player may only `catch` or let it
    go (`pass`)" - at the table: the turn line says so, Catch and Pass are the buttons."""
    deck = ["RSTOP", "B1", "G7", "B6", "R9", "Y1", "Y2", "Y3"]
    for lang, words in (("en", "you may catch"), ("de", "erwischen")):
        t = Controller(
            "number_one", players=2, humans=2, names=["Anna", "Ben"], deck=deck, hand_size=2, lang=lang, autosave=False
        )
        w = CardTable(t)
        w.click("uncover")
        click_move(w, Move.parse("RSTOP", "number_one"))  # "ONE!" forgotten
        w.click("uncover")
        assert t.viewer == 1 and t.game.phase.value == "skipped"
        scene = t.scene()
        assert words in scene.turn_text.lower()
        assert {b.action for b in scene.buttons} >= {"catch", "pass"}
        assert "draw" not in {b.action for b in scene.buttons}
        w.click("catch")
        assert len(t.game.hands[0]) == 3
        assert t.game.current_player == 0


def test_the_end_screen_and_the_status_say_shared_first_place() -> None:
    """RULES.md: "The table and the results say "shared first place"." - two rounds that end
    blocked with 20 points each."""
    for lang, words in (("en", "Shared first place"), ("de", "Geteilter erster Platz")):
        t = Controller(
            "number_one", players=2, humans=2, names=["Anna", "Ben"], deck=["GSTOP", "BREV", "RD2"], hand_size=1,
            rounds=2, seed=1, autosave=False, lang=lang,
        )  # fmt: skip
        w = CardTable(t)
        play_by_clicks(w, random.Random(1))
        assert t.game.winners == [0, 1]
        assert t.overlay_kind() == "over"
        assert f"{words}: Anna" in w.html and "Ben" in w.html
        assert any(words in line for line in t.scene().status)


def test_the_others_card_backs_are_drawn_by_the_style_sheet_once_for_every_game() -> None:
    """The others' hands are counts with small backs: each back is an empty ``<span>`` that the
    style sheet draws (its SVG once per page), so every move sends a third of the HTML."""
    from numnum.render.scene_html import SHEET_BACKS, backs_css, scene_html
    from numnum.variants import VARIANTS
    from numnum.widget.card_table import CardTable
    from numnum.widget.controller import Controller

    assert SHEET_BACKS == VARIANTS
    for variant in VARIANTS:
        assert f".nn-back-{variant} {{ background-image: url(" in str(CardTable._css)
        html = scene_html(Controller(variant, players=3, seed=2, autosave=False).scene())
        backs = html.count(f'<span class="nn-back nn-back-{variant}"></span>')
        assert backs >= 8 and "card-back" not in html.split('class="nn-seat-cards"')[1].split("</li>")[0]
    assert backs_css() == "".join(backs_css((v,)) for v in VARIANTS)
