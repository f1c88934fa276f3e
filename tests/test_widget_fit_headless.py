"""Nothing a child does by accident ends the game (issue 27, §3), headless: the same messages the
browser sends, and the HTML the table shows.  The browser side is in ``test_widget_fit.py``."""

from __future__ import annotations

import re

import pytest

from numnum.widget.card_table import CardTable
from numnum.widget.controller import Controller, key_name


def _table(lang: str = "en") -> CardTable:
    t = Controller("maumau", players=3, seed=7, autosave=False, bot_delay=0, lang=lang)
    t.run_bots()
    return CardTable(t)


def test_the_panels_open_over_the_cards_one_at_a_time() -> None:
    w = _table()
    w.click("rules", pressed=False)
    assert 'class="nn-panel nn-panel-rules"' in w.html and '<div class="nn-play" inert>' in w.html
    assert w.html.count('class="nn-hand"') == 1  # the hand stays where it is, under the panel
    w.click("settings", pressed=False)  # the other panel: it takes the place of the first
    assert w.controller.settings_open and not w.controller.rules_open
    assert "nn-panel-settings" in w.html and "nn-panel-rules" not in w.html
    close = re.search(r'<button class="nn-btn nn-close"[^>]*>', w.html)
    assert close is not None
    assert 'data-action="settings"' in close[0] and 'data-pressed="true"' in close[0]
    assert 'data-shortcut="escape"' in close[0] and 'aria-label="Close"' in close[0]
    w.click("settings", pressed=True)  # its ✕ (or Esc)
    assert not w.controller.settings_open and "nn-panel" not in w.html and "inert" not in w.html
    w.click("rules", pressed=False)
    w.click("rules", pressed=True)
    assert not w.controller.rules_open


@pytest.mark.parametrize(
    ("lang", "on", "off", "said"),
    [("en", "Hints: on", "Hints: off", "Hints are off"), ("de", "Tipps: an", "Tipps: aus", "Tipps sind aus")],
)
def test_the_hints_button_says_whether_hints_are_on(lang: str, on: str, off: str, said: str) -> None:
    w = _table(lang)
    hints = next(b for b in w.controller.scene().toolbar if b.action == "hints")
    assert hints.label == on and hints.pressed
    w.click("hints", pressed=True)
    hints = next(b for b in w.controller.scene().toolbar if b.action == "hints")
    assert hints.label == off and hints.pressed is False
    assert w.controller.message.startswith(said)
    assert not any(h.playable for h in w.controller.scene().hand)


@pytest.mark.parametrize(("lang", "key", "words"), [("en", "d", "Your key D"), ("de", "z", "Deine Taste Z")])
def test_a_key_too_quick_is_named_as_a_key(lang: str, key: str, words: str) -> None:
    w = _table(lang)
    old = w.controller.step
    w.send_action({"action": "draw", "step": old, "key": key})  # the first "d": a card is drawn
    moves = len(w.controller.game.history)
    w.send_action({"action": "draw", "step": old, "key": key})  # the second, for the old picture
    assert len(w.controller.game.history) == moves
    assert words in w.controller.message and w.controller.message_kind == "info"
    w.send_action({"action": "draw", "step": old})  # a click says "click"
    assert "click" in w.controller.message or "Klick" in w.controller.message


def test_only_real_keys_are_named() -> None:
    assert [key_name(k) for k in ("d", "Z", "7", "enter", "escape", " ")] == ["D", "Z", "7", "Enter", "Esc", "Space"]
    assert [key_name(k) for k in ("<b>", "dd", "", "ä", 3, None, ["d"])] == [""] * 7
    w = _table()
    w.send_action({"action": "draw", "step": w.controller.step - 1, "key": "<script>"})
    assert "older picture" in w.controller.message and "<script>" not in w.html


@pytest.mark.parametrize(
    ("lang", "key", "label", "leave"),
    [("en", "f", "Full screen", "Leave full screen"), ("de", "v", "Vollbild", "Vollbild beenden")],
)
def test_the_full_screen_button_is_the_browsers(lang: str, key: str, label: str, leave: str) -> None:
    w = _table(lang)
    button = re.search(r'<button class="nn-btn nn-tool nn-fullscreen".*?</button>', w.html)
    assert button is not None
    assert f'data-shortcut="{key}"' in button[0] and 'data-action="fullscreen"' in button[0]
    assert f'<span class="nn-fs-off">{label}</span><span class="nn-fs-on">{leave}</span>' in button[0]
    assert "aria-pressed" not in button[0]  # the page knows whether it is full screen, not Python
    keys = [b.key for b in (*w.controller.scene().toolbar, *w.controller.scene().buttons)]
    assert len(keys) == len(set(keys))  # every letter does one thing
