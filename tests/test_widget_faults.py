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
from pathlib import Path

import pytest

import numnum
from numnum.widget import autosave
from numnum.widget.card_table import CardTable
from numnum.widget.controller import Controller

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
