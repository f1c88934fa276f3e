"""Smaller points of issue 14 (item 8), headless: drawn cards, ticks, the settings panel, texts."""

from __future__ import annotations

import json
from pathlib import Path

from numnum.render.scene_html import scene_html
from numnum.widget.card_table import CardTable
from numnum.widget.controller import Controller

ROOT = Path(__file__).resolve().parent.parent


def test_the_card_just_drawn_is_named_and_highlighted() -> None:
    for lang, words in (("en", "You drew "), ("de", "Du hast ")):
        t = Controller("maumau", players=3, seed=7, autosave=False, bot_delay=0, lang=lang)
        t.run_bots()
        w = CardTable(t)
        w.click("draw")
        drawn = t.drawn
        assert len(drawn) == 1
        from numnum.render.cards import card_name

        assert t.message.startswith(words) and card_name(drawn[0], lang) in t.message
        new = [h for h in t.scene().hand if h.new]
        assert [h.card for h in new] == drawn
        assert w.html.count("nn-new") == 1
        t.run_bots()  # still marked while the others move
        assert [h.card for h in t.scene().hand if h.new] == drawn


def test_a_card_that_fits_only_after_a_wish2_gets_no_tick() -> None:
    deck = ["WISH2", "B1", "G4", "B2", "R7", "Y3", "Y5", "Y6", "Y8", "B9", "B8"]
    t = Controller("number_one", players=2, deck=deck, hand_size=2, autosave=False, bot_delay=0)
    ticks = {h.card.text: h.playable for h in t.scene().hand}
    assert ticks == {"WISH2": True, "G4": False}  # G4 may follow WISH2, but not be played first
    w = CardTable(t)
    w.click_move("WISH2+G4 G")  # and it is still played together with the WISH2
    assert t.game.top.text == "G4"


def test_a_wrong_number_in_new_game_stays_in_its_field_with_the_range_beside_it() -> None:
    w = CardTable(Controller("numnum", players=2, seed=1, autosave=False, hand_size=6))
    before = w.controller.game.to_json()
    w.click("settings")
    settings = {"variant": "numnum", "players": "2", "seat0": "human", "seat1": "level2", "speed": "fast"}
    w.click("new_game", settings={**settings, "hand_size": "99"})
    assert "1 to 50" in w.controller.settings_error and w.controller.game.to_json() == before
    assert (
        'id="nn-f-hand_size" data-setting="hand_size" data-key="setting-hand_size" min="1" max="50" value="99"'
        ' aria-invalid="true" aria-describedby="nn-n-hand_size">'
        '<span class="nn-field-note" id="nn-n-hand_size">allowed: 1 to 50</span>' in w.html
    )


def test_the_error_mark_needs_no_emoji_font() -> None:
    css = (ROOT / "numnum" / "widget" / "card_table.css").read_text()
    assert "✋" not in css and "✋" not in scene_html(Controller("numnum", players=2, seed=1, autosave=False).scene())


def test_play_notebook_points_to_the_cell_that_runs_the_game() -> None:
    cells = json.loads((ROOT / "notebooks" / "play.ipynb").read_text())["cells"]
    for i, cell in enumerate(cells):
        text = "".join(cell["source"])
        if "Run the cell below" in text or "run the cell below" in text:
            assert cells[i + 1]["cell_type"] == "code", text


def test_the_readme_example_of_a_rules_page_runs_after_a_plain_import() -> None:
    import re
    import subprocess
    import sys

    readme = (ROOT / "README.md").read_text()
    block = next(b for b in re.findall(r"```python\n(.*?)```", readme, re.DOTALL) if "rules_page(" in b)
    done = subprocess.run([sys.executable, "-c", "import numnum\n" + block], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "# Mau Mau" in done.stdout


def test_the_end_of_a_game_shows_a_party_and_everybodys_cards_left() -> None:
    deck = ["H4", "H8", "C12", "C9", "T6", "S10", "H7", "C5"]
    for lang, head in (("en", ("Player", "Cards left")), ("de", ("Spieler", "Karten übrig"))):
        w = CardTable(Controller("numnum", players=2, deck=deck, hand_size=1, autosave=False, lang=lang))
        w.click_card(0)  # the last card
        overlay = w.controller.scene().overlay
        assert overlay is not None and overlay.kind == "over"
        assert overlay.rows[0] == head and overlay.rows[1][1] == "0" and overlay.rows[2] == ("Robo", "1")
        assert 'class="nn-party"' in w.html and "nn-trophy" in w.html
    css = (ROOT / "numnum" / "widget" / "card_table.css").read_text()
    assert "@media (prefers-reduced-motion: reduce)" in css and "animation: none" in css
