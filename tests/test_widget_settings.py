"""The settings panel keeps what the teacher types (issue 27 §4), headless.

Every message is what the browser sends: all the panel's fields with their values as text (a
checkbox as true/false), as ``settingsOf`` in ``card_table.js`` collects them.  The same steps in
a real browser: ``test_widget_settings_browser.py``.
"""

from __future__ import annotations

import re

from numnum.widget.card_table import CardTable
from numnum.widget.controller import Controller


def _table(variant: str = "numnum", players: int = 2, **kwargs: object) -> CardTable:
    w = CardTable(Controller(variant, players=players, seed=1, autosave=False, bot_delay=0, **kwargs))  # type: ignore[arg-type]
    w.click("settings")
    return w


def _panel(w: CardTable) -> dict[str, object]:
    """The panel's fields and what they show, as the browser sends them."""
    fields = w.controller.scene().settings
    assert fields is not None
    return {f.name: f.value if f.kind == "check" else str(f.value) for f in fields}


def _enter(w: CardTable, **typed: str) -> None:
    """Type into the panel's fields and press Enter: the browser sends every field."""
    w.click("settings_change", settings={**_panel(w), **typed})


def _field(w: CardTable, name: str) -> str:
    found = re.search(
        rf'<input type="number" id="nn-f-{name}"[^>]*>(<span class="nn-field-note"[^>]*>[^<]*</span>)?', w.html
    )
    assert found, name
    return found.group(0)


def _seats(w: CardTable) -> int:
    return w.html.count('data-setting="seat')


def test_enter_keeps_the_number_typed_however_often() -> None:
    w = _table()
    for _ in range(3):
        _enter(w, hand_size="6")
        assert _panel(w)["hand_size"] == "6" and 'value="6"' in _field(w, "hand_size")
        assert w.controller.settings_error == ""
    _enter(w)  # Enter in another field: the 6 stays
    assert _panel(w)["hand_size"] == "6"
    _enter(w, hand_size="")  # no number: the game's own number of cards
    assert w.controller.draft["hand_size"] is None and w.controller.settings_error == ""


def test_a_number_out_of_range_stays_with_the_range_beside_it_until_corrected() -> None:
    w = _table()
    _enter(w, rounds="500")
    assert _panel(w)["rounds"] == "500"
    assert w.controller.settings_error == "How many rounds: choose a whole number from 1 to 100."
    assert 'aria-invalid="true"' in _field(w, "rounds") and ">allowed: 1 to 100</span>" in _field(w, "rounds")
    _enter(w, rounds="3")  # what is typed next counts: the field is not stuck at the last good value
    assert _panel(w)["rounds"] == "3" and w.controller.draft["rounds"] == 3
    assert w.controller.settings_error == "" and "nn-field-note" not in w.html
    _enter(w, rounds="")  # a number is needed here
    assert "1 to 100" in w.controller.settings_error and ">allowed: 1 to 100<" in _field(w, "rounds")


def test_players_out_of_range_are_not_applied_and_not_changed() -> None:
    w = _table(players=3)
    before = w.controller.game.to_json()
    _enter(w, seat2="level5")
    for wrong in ("0", "99", "1", "8"):
        _enter(w, players=wrong)
        assert _panel(w)["players"] == wrong  # not made 2 or 7 without a word
        assert w.controller.settings_error == "Players: choose a whole number from 2 to 7."
        assert ">allowed: 2 to 7</span>" in _field(w, "players")
        assert _seats(w) == 3 and _panel(w)["seat2"] == "level5"  # the seats of the last good number
    w.click("new_game", settings=_panel(w))
    assert w.controller.settings_error.startswith("Players") and w.controller.game.to_json() == before
    assert _panel(w)["players"] == "8"  # the panel still shows it
    _enter(w, players="4")
    assert w.controller.settings_error == "" and _seats(w) == 4 and _panel(w)["seat2"] == "level5"
    w.click("new_game", settings=_panel(w))
    assert w.controller.settings_open is False and w.controller.game.players == 4
    assert [kind for _name, kind in w.controller.seats] == [None, "level3", "level5", "level3"]


def test_new_game_takes_what_was_typed_into_the_panel() -> None:
    w = _table()
    w.click("new_game", settings={**_panel(w), "hand_size": "0", "rounds": "4"})  # typed, no Enter
    assert w.controller.settings_open and _panel(w)["hand_size"] == "0" and _panel(w)["rounds"] == "4"
    assert w.controller.settings_error == "Cards for each player at the start: choose a whole number from 1 to 50."
    w.click("new_game", settings={**_panel(w), "hand_size": "6"})
    assert not w.controller.settings_open
    assert w.controller.game.options.hand_size == 6 and w.controller.game.options.rounds == 4


def test_german_range_beside_the_field() -> None:
    w = _table(lang="de")
    _enter(w, players="12")
    assert ">erlaubt: 2 bis 7</span>" in _field(w, "players")
    assert w.controller.settings_error == "Spieler: wähle eine ganze Zahl von 2 bis 7."


def test_another_preset_sets_its_options_and_keeps_the_rest() -> None:
    w = _table("maumau", players=3)
    _enter(w, decks="2", hand_size="7")
    assert _panel(w)["decks"] == "2" and _panel(w)["hand_size"] == "7"
    _enter(w, preset="club", players="5")
    assert _panel(w)["preset"] == "club" and _panel(w)["decks"] == "auto"  # the club's two decks from 5 players
    assert _panel(w)["hand_size"] == "" and _panel(w)["players"] == "5" and _seats(w) == 5
    _enter(w, hand_size="6")  # Enter again: the club's options stay, the number typed is taken
    assert _panel(w)["decks"] == "auto" and _panel(w)["hand_size"] == "6" and _panel(w)["preset"] == "club"


def test_another_game_keeps_the_players_and_who_sits_where() -> None:
    w = _table("maumau", players=3)
    _enter(w, players="8", seat1="level5", hand_size="7")
    _enter(w, variant="numnum")
    assert _panel(w)["variant"] == "numnum" and _panel(w)["seat1"] == "level5"
    assert _panel(w)["hand_size"] == ""  # NumNum's own options
    assert _panel(w)["players"] == "8" and ">allowed: 2 to 7</span>" in _field(w, "players")  # 8 do not fit NumNum
    assert _seats(w) == 7
    _enter(w, players="3")
    assert w.controller.settings_error == "" and _seats(w) == 3


def test_only_the_panels_fields_are_taken_and_only_short_values() -> None:
    w = _table()
    _enter(w, seats="7", shown_preset="x", __class__="y", eight="ace", hand_size="5" * 5000)
    draft = w.controller.draft
    assert draft["seats"] == 2 and "shown_preset" not in draft and "__class__" not in draft and "eight" not in draft
    assert draft["hand_size"] == "5" * 40 and _seats(w) == 2
    assert "1 to 50" in w.controller.settings_error
