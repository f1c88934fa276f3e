"""The card table in a classroom (issue 14), headless: the same messages the browser sends."""

from __future__ import annotations

from pathlib import Path

import pytest

from numnum.bots.expert import ExpertBot
from numnum.render.scene_html import scene_html
from numnum.widget import autosave
from numnum.widget.card_table import CardTable
from numnum.widget.controller import BOT_MOVE_SECONDS, BOT_THINKING_SECONDS, Controller


def _waiting_table(lang: str = "en") -> CardTable:
    w = CardTable(Controller("maumau", players=3, seed=7, autosave=False, bot_delay=0.5, lang=lang))
    w.controller.run_bots()
    w.refresh()
    w.click("draw")  # now the computers move
    assert w.bot_wait >= 0
    return w


def test_clicks_out_of_turn_never_hold_up_the_computer() -> None:
    w = _waiting_table()
    turn = w.turn
    for _ in range(12):  # a child clicks the hand while Robo's pause runs
        w.click_card(0)
    assert w.turn == turn  # the computer's move is still the same one the script waits for
    assert "Wait" in w.controller.message
    moves = len(w.controller.game.history)
    w.send_action({"action": "bot", "turn": turn})  # the script's timer, started before the clicks
    assert len(w.controller.game.history) == moves + 1
    w.send_action({"action": "bot", "turn": turn})  # a late second one for the same turn: ignored
    assert len(w.controller.game.history) in (moves + 1, moves + 2) and w.turn != turn


@pytest.mark.parametrize(("lang", "words"), [("en", "Robo is thinking…"), ("de", "Robo denkt nach …")])
def test_the_table_says_who_is_thinking_and_the_hand_rests(lang: str, words: str) -> None:
    w = _waiting_table(lang)
    scene = w.controller.scene()
    assert scene.waiting and scene.turn_text == words
    assert "nn-waiting" in w.html and words in w.html
    w.controller.run_bots()
    w.refresh()
    scene = w.controller.scene()
    assert not scene.waiting and scene.turn_text == ("Your turn!" if lang == "en" else "Du bist dran!")


def test_no_computer_at_the_table_thinks_longer_than_the_budget() -> None:
    t = Controller("maumau", players=4, humans=0, bots=["expert", "level4", "greedy", "random"], autosave=False)
    experts = [bot for bot in t.bots.values() if isinstance(bot, ExpertBot)]
    assert len(experts) == 2
    assert all(bot.time_limit == BOT_THINKING_SECONDS for bot in experts)
    assert BOT_THINKING_SECONDS < BOT_MOVE_SECONDS <= 0.5  # with the rest of a redraw (issue 27 §7)


def test_each_table_saves_under_its_own_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))
    hello = {"action": "hello", "browser": "0123456789abcdef0123456789abcdef", "page": "class.ipynb"}
    first = CardTable(Controller("maumau", players=3, seed=1, name="cell one", bot_delay=0, preset="club"))
    first.send_action(hello)
    first.click("draw")
    assert first.controller.autosave_path is not None and first.controller.autosave_path.exists()
    # the notebook's second table (another name) does not offer the first one's game
    second = CardTable(Controller("maumau", players=3, seed=2, name="cell two", bot_delay=0, preset="club"))
    second.send_action(hello)
    assert second.controller.overlay_kind() is None
    # the first table's cell, run again, offers its game, and its house rules come back
    again = CardTable(Controller("maumau", players=3, seed=3, name="cell one", bot_delay=0, preset="club"))
    again.send_action(hello)
    assert again.controller.overlay_kind() == "resume"
    again.click("resume")
    assert again.controller.preset == "club"
    assert again.controller.game.to_json() == first.controller.game.to_json()
    again.click("settings")
    assert 'value="club" selected' in again.html


def test_a_save_names_its_house_rules_and_checks_them(tmp_path: Path) -> None:
    t = Controller("maumau", players=3, seed=1, preset="club", autosave=tmp_path / "s.json", bot_delay=0)
    CardTable(t).click("draw")
    saved = autosave.read(tmp_path / "s.json")
    assert saved.preset == "club"
    text = (tmp_path / "s.json").read_text().replace('"preset":"club"', '"preset":"casino"')
    (tmp_path / "s.json").write_text(text)
    with pytest.raises(ValueError, match="house rules 'casino' are unknown"):
        autosave.read(tmp_path / "s.json")


def test_names_and_sizes_are_checked() -> None:
    with pytest.raises(ValueError, match="size must be one of 'normal', 'large'"):
        Controller("numnum", players=2, autosave=False, size="huge")
    with pytest.raises(ValueError, match="name must be 1 to 40 letters"):
        Controller("numnum", players=2, autosave=False, name="")
    with pytest.raises(ValueError, match="name must be 1 to 40 letters"):
        Controller("numnum", players=2, autosave=False, name="../../etc/passwd")


def test_the_projector_mode_is_a_setting_too() -> None:
    w = CardTable(Controller("numnum", players=2, seed=1, autosave=False, size="large"))
    assert "nn-size-large" in w.html
    w.click("settings")
    assert 'data-setting="size"' in w.html
    settings = {"variant": "numnum", "players": "2", "seat0": "human", "seat1": "level2", "speed": "fast"}
    w.click("new_game", settings={**settings, "size": "normal"})
    assert w.controller.settings_error == "" and "nn-size-normal" in w.html
    w.click("settings")
    w.click("new_game", settings={**settings, "size": "giant"})
    assert w.controller.settings_error == "Choose a size for the table."


def test_the_table_tells_what_to_do_after_a_kernel_restart() -> None:
    for lang, words in (("en", "Run the cell again to go on."), ("de", "Führe die Zelle noch einmal aus")):
        html = scene_html(Controller("numnum", players=2, seed=1, autosave=False, lang=lang).scene())
        assert 'class="nn-dead" role="alert" hidden' in html and words in html


def test_a_saved_game_without_a_move_is_not_offered(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    w = CardTable(Controller("maumau", players=3, seed=1, autosave=path, bot_delay=0))
    w.click("draw")
    again = CardTable(Controller("maumau", players=3, seed=2, autosave=path, bot_delay=0))
    assert again.controller.overlay_kind() == "resume"
    again.click("discard_save")  # a new game, saved at once, nothing played yet
    third = Controller("maumau", players=3, seed=3, autosave=path, bot_delay=0)
    assert third.overlay_kind() is None


def test_toolbar_clicks_work_while_the_computers_move() -> None:
    w = _waiting_table()
    old = w.controller.step  # the picture the child sees when clicking "Rules"
    assert w.bot_move()  # a computer moves just before the click arrives
    w.send_action({"action": "rules", "step": old, "pressed": False})
    assert w.controller.rules_open and "Too quick" not in w.controller.message
    w.send_action({"action": "rules", "step": old, "pressed": False})  # the second click of a double click
    assert w.controller.rules_open
    w.send_action({"action": "hints", "step": old, "pressed": True})
    assert not w.controller.hints
