"""Faults found by a soak and a fuzzer (issue 13): the settings panel and the autosave.

Driven headless, with the same messages the browser sends.
"""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import numnum
from numnum.widget import autosave
from numnum.widget.card_table import CardTable
from numnum.widget.controller import _ACTIONS, Controller
from numnum.widget.settings import MAX_FIELD_TEXT

BAD_NUMBERS = ("--5", "²", "5" * 5000, "-", "1e3", "٣", "3.5", " ")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("bad", BAD_NUMBERS)
def test_a_bad_number_of_players_is_refused_and_redraws_go_on(lang: str, bad: str) -> None:
    w = CardTable(Controller("numnum", players=3, seed=1, autosave=False, bot_delay=0, lang=lang))
    before = w.controller.game.to_json()
    w.click("settings")
    w.click("settings_change", settings={"variant": "numnum", "players": bad})
    error = w.controller.settings_error
    assert error, bad
    assert error.startswith("Spieler" if lang == "de" else "Players"), error
    assert ("2 bis 7" if lang == "de" else "2 to 7") in error
    # the panel shows what was typed (its first 40 characters), the allowed range beside it, and
    # the seats of the last good number of players
    field = re.search(r'<input type="number" id="nn-f-players"[^>]*>', w.html)
    assert field and f'value="{html.escape(bad[:40])}"' in field.group(0) and 'aria-invalid="true"' in field.group(0)
    assert ("erlaubt: 2 bis 7" if lang == "de" else "allowed: 2 to 7") in w.html
    assert w.html.count('data-setting="seat') == 3
    w.click("hints")  # every later redraw works
    w.click("settings_change", settings={"variant": "numnum", "players": "4"})
    assert w.controller.settings_error == "" and w.controller.draft["players"] == 4
    w.click("new_game", settings={"variant": "numnum", "players": bad, "speed": "fast"})
    assert w.controller.settings_error and w.controller.game.to_json() == before


@pytest.mark.parametrize("bad", BAD_NUMBERS)
def test_a_bad_number_option_is_refused_with_its_label(bad: str) -> None:
    w = CardTable(Controller("numnum", players=2, seed=1, autosave=False, bot_delay=0, lang="de"))
    before = w.controller.game.to_json()
    w.click("settings")
    w.click("settings_change", settings={"variant": "numnum", "hand_size": bad})
    assert "hand_size" not in w.controller.settings_error  # the label, not the option's name
    assert w.controller.settings_error.endswith("wähle eine ganze Zahl von 1 bis 50.")
    w.click("settings")  # closing and opening again works
    w.click("settings")
    settings = {"variant": "numnum", "players": "2", "seat0": "human", "seat1": "level2", "speed": "fast"}
    w.click("new_game", settings={**settings, "hand_size": bad})
    assert w.controller.settings_error.endswith("wähle eine ganze Zahl von 1 bis 50.")
    assert w.controller.game.to_json() == before


def _saved() -> autosave.TableSave:
    g = numnum.new_game("numnum", players=2, seed=3)
    return autosave.TableSave(g.to_json(), (("Anna", None), ("Robo", "greedy")), "en", True, 800)


def test_the_autosave_is_written_with_fsync_before_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync")
        real_fsync(fd)

    def replace(src: str, dst: str) -> None:
        calls.append("replace")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    autosave.write(tmp_path / "t.json", _saved())
    assert "fsync" in calls and calls.index("fsync") < calls.index("replace")
    assert autosave.read(tmp_path / "t.json") == _saved()


def test_a_table_save_as_big_as_load_game_reads_is_read_back(tmp_path: Path) -> None:
    """The biggest deck with the longest notation, and a history longer than a save keeps: the
    game's text is the biggest a save can be, and the table's save file holds it and is read back."""
    from numnum.engine.save import MAX_SAVE_TEXT

    g = numnum.new_game("numnum", 7, deck=["C1000000000000"] * numnum.MAX_DECK_CARDS, hand_size=50)
    g.history = [(6, "C1000000000000!")] * (MAX_SAVE_TEXT // 20)
    text = g.to_json()  # the cards, and the latest moves within the history's budget
    assert MAX_SAVE_TEXT - 1_000_000 < len(text) <= MAX_SAVE_TEXT
    assert numnum.load_game(text).to_json() == text
    seats = tuple((f"P{i}", None if i == 0 else "greedy") for i in range(7))
    autosave.write(tmp_path / "t.json", autosave.TableSave(text, seats, "en", True, 800))
    assert autosave.read(tmp_path / "t.json").game == text


_CRASH = """
import os, sys
from pathlib import Path
import numnum
from numnum.widget import autosave

def crash(src, dst):
    os._exit(3)  # the machine dies after the data is written, before the rename

os.replace = crash
g = numnum.new_game("numnum", players=2, seed=3)
autosave.write(Path(sys.argv[1]), autosave.TableSave(g.to_json(), (("A", None), ("B", "greedy")), "en", True, 800))
"""


def test_a_crash_mid_write_leaves_no_stray_file_behind(tmp_path: Path) -> None:
    path = tmp_path / "autosave-numnum.json"
    done = subprocess.run([sys.executable, "-c", _CRASH, str(path)], check=False)
    assert done.returncode == 3
    strays = list(tmp_path.glob("*.tmp"))
    assert strays and not path.exists()  # what a crash leaves
    old = time.time() - 3600
    for stray in strays:
        os.utime(stray, (old, old))
    # the next table on that file finds nothing to offer and cleans up
    t = Controller("numnum", players=2, seed=1, autosave=path, bot_delay=0)
    assert t.overlay_kind() is None
    assert list(tmp_path.glob("*.tmp")) == []
    # and the next save leaves nothing behind either
    w = CardTable(t)
    w.click("draw")
    assert path.exists() and list(tmp_path.glob("*.tmp")) == []


def test_a_young_tmp_file_of_another_writer_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "autosave-numnum.json"
    other = tmp_path / "autosave-maumau.json.abc.tmp"
    other.write_text("{}")
    mine = tmp_path / "autosave-numnum.json.xyz.tmp"
    mine.write_text("{}")  # just now: maybe another kernel writing this very moment
    autosave.write(path, _saved())
    assert other.exists() and mine.exists()
    old = time.time() - 3600
    os.utime(mine, (old, old))
    autosave.write(path, _saved())
    assert other.exists() and not mine.exists()


# --- whatever the browser sends (issue 26 §2.4) -------------------------------------------------------
MALFORMED: list[Any] = [
    None,
    "card",
    5,
    [],
    ["card", 0],
    3.5,
    b"card",
    {"action": None},
    {"action": 5},
    {"action": ["card"]},
    {"action": {"card": 1}},
    {"action": "fly" * 100_000},
    {"action": "card", "index": "0"},
    {"action": "card", "index": 0.0},
    {"action": "card", "index": True},
    {"action": "card", "index": 0, "step": "7"},
    {"action": "card", "index": 0, "step": None, "card": 5},
    {"action": "card", "index": 0, "card": "H4" * 1000},
    {"action": "draw", "step": 1.5},
    {"action": "draw", "step": [1]},
    {"action": "bot", "turn": "1"},
    {"action": "hints", "pressed": "yes"},
    {"action": "settings_change", "settings": ["players", 3]},
    {"action": "new_game", "settings": "players=3"},
]


@pytest.mark.parametrize("msg", MALFORMED, ids=lambda m: repr(m)[:40])
def test_a_malformed_message_is_answered_and_changes_nothing(msg: Any) -> None:
    t = Controller("numnum", players=2, seed=1, autosave=False, bot_delay=0)
    w = CardTable(t)
    before, step = t.game.to_json(), t.step
    w.send_action(msg)  # no AttributeError, no TypeError: an answer
    assert t.game.to_json() == before
    assert t.message.startswith(("That message is not understood.", "Unknown action "))
    assert len(t.message) < 120 and len(w.html) < 200_000
    assert t.step == step + 1  # the table is drawn again, with the answer
    w.click("draw")  # and the next good click is played
    assert t.game.to_json() != before


def test_controller_handle_of_none_text_numbers_and_lists_says_it_is_not_understood() -> None:
    for lang, answer in (("en", "That message is not understood."), ("de", "Diese Nachricht ist nicht zu verstehen.")):
        t = Controller("numnum", players=2, seed=1, autosave=False, bot_delay=0, lang=lang)
        for msg in (None, "card", 5, []):
            t.handle(msg)
            assert t.message == answer
    t.handle({"action": "x" * 5000})  # German, the last table
    assert t.message == "Unbekannte Aktion 'xxxxxxxxxxxxxxxxxxxxxxxx…' (5000 characters)."


def test_a_huge_setting_from_the_browser_is_cut_and_refused() -> None:
    w = CardTable(Controller("numnum", players=2, seed=1, autosave=False, bot_delay=0))
    before = w.controller.game.to_json()
    w.click("settings")
    w.click("settings_change", settings={"variant": "numnum", "players": "7" * 10**6, "preset": "x" * 10**6})
    assert all(len(str(v)) <= MAX_FIELD_TEXT for v in w.controller.draft.values())
    assert w.controller.settings_error.startswith("Players") and len(w.html) < 200_000
    w.click("new_game", settings={"variant": "numnum", "players": "7" * 10**6, "speed": "fast"})
    assert w.controller.game.to_json() == before


json_value = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(10**20), 10**20), st.floats(), st.text(max_size=12)),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)),
    max_leaves=6,
)
setting_names = st.sampled_from(["variant", "players", "preset", "lang", "hints", "speed", "size", "seat0", "seat1",
                                 "hand_size", "rounds", "open_hands", "calls", "deck_size", "strict"])  # fmt: skip
message = st.one_of(
    json_value,
    st.fixed_dictionaries(
        {"action": st.one_of(st.sampled_from(sorted(_ACTIONS)), json_value)},
        optional={
            "index": st.one_of(st.integers(-2, 9), json_value),
            "step": json_value,
            "turn": json_value,
            "pressed": json_value,
            "card": json_value,
            "settings": st.one_of(st.dictionaries(setting_names, json_value, max_size=6), json_value),
        },
    ),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(messages=st.lists(message, min_size=1, max_size=5), seed=st.integers(0, 3))
def test_fuzz_no_message_from_the_browser_raises_and_a_bad_one_changes_nothing(messages: list[Any], seed: int) -> None:
    t = Controller("numnum", players=3, seed=seed, autosave=False, bot_delay=0)
    w = CardTable(t)
    deck = Counter(t.game.all_cards())
    for msg in messages:
        before = t.game.to_json()
        w.send_action(msg)
        action = msg.get("action") if isinstance(msg, dict) else None
        bad = not isinstance(action, str) or action not in _ACTIONS
        if bad:
            assert t.game.to_json() == before and t.message
        assert Counter(t.game.all_cards()) == deck or action == "new_game"
    t.settings_open = False  # whatever happened, the table plays on
    w.send_action({"action": "bot", "turn": t.turn})
    assert t.game.is_over or t.game.legal_moves()
