"""Words, not codes (issue 14, item 4): what a child reads at the table never shows card codes.

Whole games of all four variants (and the presets) are played at the table in English and
German, by clicks as a child would, with a wrong card clicked now and then; every text the table
shows on the way (messages, "Why?", the hints on the cards, the log, the status, buttons, boxes,
the settings panel and the rules page) is scanned for card notation such as ``H4``, ``S63``,
``RREV``, ``WISH2`` and for move notation such as ``'!'`` or ``'draw'``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from numnum.render.scene import Scene
from numnum.widget.card_table import CardTable
from numnum.widget.controller import Controller

#: Card notation of the four games, and move notation: never in front of a child.
CODE = re.compile(
    r"\b(?:[CTSHB][0-9]{1,3}|[CSHD](?:10|[2-9JQKA])|[GBRY](?:[0-9]|REV|D2|D4|STOP)|WISH2?|SWAP|CUSTOM)\b"
    r"|'!'|\"!\"|write !|schreib !|'(?:draw|pass|catch)'|\b(?:rank|suit)\b"
)
#: Skat's words "rank" and "suit" belong to the Mau Mau of the Skat deck only.
SKAT_WORDS = re.compile(r"\b(?:rank|suit)\b")
GAMES = [
    ("numnum", None),
    ("maumau", "basic"),
    ("maumau", "club"),
    ("maumau_110", None),
    ("number_one", None),
]


def scene_texts(scene: Scene) -> Iterator[str]:
    """Every text of a scene that a player reads (or hears from a screen reader)."""
    yield scene.message
    yield scene.explanation
    yield scene.turn_text
    yield scene.hand_label
    yield from scene.status
    yield from scene.log
    for h in scene.hand:
        yield h.name
        yield h.why
    for b in (*scene.buttons, *scene.toolbar):
        yield b.label
        yield b.hint
    if scene.picker is not None:
        yield scene.picker.title
        yield from (label for label, _letter in scene.picker.options)
    if scene.overlay is not None:
        yield scene.overlay.title
        yield from scene.overlay.lines
        yield from (b.label for b in scene.overlay.buttons)
    for f in scene.settings or ():
        yield f.label
        yield from (label for _value, label in f.choices)
    yield scene.settings_error
    for name, text in scene.texts.items():
        if name != "rules":  # the rules pages: test_the_rules_pages_at_the_table_speak_words
            yield text


def _skat(variant: str) -> bool:
    return variant == "maumau"


def play_and_read(variant: str, preset: str | None, lang: str, seed: int) -> Iterator[str]:
    """Play a whole game at the table by clicks (wrong cards too) and yield every text shown."""
    kwargs: dict[str, object] = {"preset": preset} if preset else {}
    w = CardTable(Controller(variant, players=3, seed=seed, lang=lang, autosave=False, bot_delay=0, **kwargs))  # type: ignore[arg-type]
    t = w.controller
    rng = random.Random(seed)
    w.click("rules")
    w.click("settings")
    yield from scene_texts(t.scene())
    w.click("rules")
    w.click("settings")
    for _ in range(400):
        if t.game.is_over:
            break
        kind = t.overlay_kind()
        if kind == "round":
            yield from scene_texts(t.scene())
            w.click("next_round")
        elif w.bot_wait >= 0:
            w.bot_move()
        else:
            scene = t.scene()
            wrong = [h.index for h in scene.hand if h.playable is False]
            if wrong and rng.random() < 0.3:
                w.click_card(rng.choice(wrong))  # a child tries a card that does not fit
                yield from scene_texts(t.scene())
            if t.is_human_turn:
                w.click_move(rng.choice(list(t.game.legal_moves())))
        yield from scene_texts(t.scene())
    yield from scene_texts(t.scene())


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("variant", "preset"), GAMES, ids=[f"{v}-{p}" if p else v for v, p in GAMES])
def test_no_card_codes_in_any_text_a_child_reads(variant: str, preset: str | None, lang: str) -> None:
    found: dict[str, str] = {}
    for seed in (1, 2, 3):
        for text in play_and_read(variant, preset, lang, seed):
            for m in CODE.finditer(text or ""):
                if SKAT_WORDS.fullmatch(m.group()) and _skat(variant):
                    continue  # the Skat deck's own words
                found.setdefault(m.group(), text)
    assert found == {}, "\n".join(f"{code!r} in: {text}" for code, text in found.items())


def test_the_scanner_finds_codes() -> None:
    for text in ("So S63 fits on H1.", "C8 has the same rank", "YREV", "without '!' you", "write R7", "WISH2"):
        assert CODE.search(text), text
    for text in ("So square 63 fits on heart 1.", "the red reverse card", "NUMBER ONE!", "Mau Mau 110", "Call “Mau”"):
        assert not CODE.search(text), text


YOU = re.compile(r"\b(?:you|your|du|dir|dich|dein\w*|darfst|wählst|rufst)\b", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("variant", "preset"), GAMES, ids=[f"{v}-{p}" if p else v for v, p in GAMES])
def test_why_after_a_computers_move_speaks_about_that_player(variant: str, preset: str | None, lang: str) -> None:
    kwargs: dict[str, object] = {"preset": preset} if preset else {}
    said = 0
    for seed in (1, 2, 3):
        w = CardTable(
            Controller(variant, players=3, humans=0, seed=seed, lang=lang, autosave=False, bot_delay=0, **kwargs)
        )  # type: ignore[arg-type]
        t = w.controller
        for _ in range(300):
            if t.game.is_over:
                break
            if t.overlay_kind() == "round":
                w.click("next_round")
                continue
            mover = t.seats[t.game.current_player][0]
            assert w.bot_move()
            why = t.explanation
            assert not YOU.search(why), why
            if why and mover in why:
                said += 1
    assert said > 0  # "Zora chooses ...", "And Robo calls ..." came up


@pytest.mark.parametrize(
    ("lang", "you", "other"),
    [
        (
            "en",
            "You played the jack of clubs and wished hearts ♥.",
            "Zora played the jack of clubs and wished hearts ♥.",
        ),
        (
            "de",
            "Du hast den Kreuz Buben gelegt und dir Herz ♥ gewünscht.",
            "Zora hat den Kreuz Buben gelegt und sich Herz ♥ gewünscht.",
        ),
    ],
)
def test_a_wish_is_said_in_whole_sentences(lang: str, you: str, other: str) -> None:
    from numnum.widget.words import log_line

    assert log_line("Du", "CJ H", "maumau", lang, you=True) == you
    assert log_line("Zora", "CJ H", "maumau", lang) == other


def test_a_call_names_its_word() -> None:
    for lang, you in (("en", "You call “ONE!”"), ("de", "Du rufst „ONE!“")):
        t = Controller("number_one", players=2, seed=5, autosave=False, bot_delay=0, lang=lang)
        for _ in range(200):
            if t.game.is_over:
                break
            if not t.is_human_turn:
                t.run_bots()
                continue
            calls = [m for m in t.game.legal_moves() if m.call and len(t.game.hands[t.game.current_player]) == 2]
            if calls:
                CardTable(t).click_move(calls[0])
                assert t.message.endswith(you), t.message
                return
            CardTable(t).click_move(t.game.legal_moves()[0])
        raise AssertionError("no call came up")


def test_german_shortcut_letters_follow_the_german_words() -> None:
    t = Controller("maumau", players=3, seed=7, autosave=False, bot_delay=0, lang="de")
    t.run_bots()
    keys = {b.action: b.key for b in (*t.scene().buttons, *t.scene().toolbar)}
    assert keys["draw"] == "z" and keys["hints"] == "t"  # Ziehen, Tipps
    english = Controller("maumau", players=3, seed=7, autosave=False, bot_delay=0)
    english.run_bots()
    assert {b.action: b.key for b in english.scene().buttons}["draw"] == "d"


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "Mau Mau with you, Robo and Zora."), ("de", "Mau Mau mit dir, Robo und Zora.")]
)
def test_the_saved_game_names_you_and_the_others(tmp_path: object, lang: str, words: str) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "s.json"
    w = CardTable(Controller("maumau", players=3, seed=7, autosave=path, bot_delay=0, lang=lang))
    w.controller.run_bots()
    w.refresh()
    w.click("draw")
    again = Controller("maumau", players=3, seed=8, autosave=path, bot_delay=0, lang=lang)
    overlay = again.scene().overlay
    assert overlay is not None and overlay.lines[0] == words


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("variant", "preset"), GAMES, ids=[f"{v}-{p}" if p else v for v, p in GAMES])
def test_settings_labels_are_sentences_not_option_descriptions(variant: str, preset: str | None, lang: str) -> None:
    kwargs: dict[str, object] = {"preset": preset} if preset else {}
    w = CardTable(Controller(variant, players=3, seed=1, lang=lang, autosave=False, **kwargs))  # type: ignore[arg-type]
    w.click("settings")
    fields = w.controller.scene().settings
    assert fields
    for f in fields:
        assert f.label[:1].isupper(), f.label
        assert not re.search(r"[/:]|'auto'|\(\d+\)|\b[a-z]+_[a-z]+\b", f.label), f.label


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("variant", ["numnum", "maumau", "maumau_110", "number_one"])
def test_the_rules_pages_at_the_table_speak_words(variant: str, lang: str) -> None:
    w = CardTable(Controller(variant, players=3, seed=1, lang=lang, autosave=False))
    w.click("rules")
    html = w.controller.scene().texts["rules"]
    text = re.sub(r"<[^>]+>", " ", html)
    assert len(text) > 1500  # the page is there
    found = {m.group(): text[max(0, m.start() - 60) : m.end() + 20] for m in CODE.finditer(text)}
    found = {code: where for code, where in found.items() if not (SKAT_WORDS.fullmatch(code) and _skat(variant))}
    assert found == {}, "\n".join(f"{code!r} in: {where}" for code, where in found.items())
    assert "&lt;!--" not in html and "<!--" not in html
    # no option names for pupils (issue 28 §4): "(option rounds)", "doubling, option doppeln"
    named = re.findall(r".{0,40}[(,]\s*[Oo]ption\b.{0,20}|.{0,30}\b[a-z]+_[a-z]+\b.{0,20}", text)
    assert named == [], named


def test_the_log_names_the_call_that_was_made() -> None:
    from numnum.widget.build_scene import build_scene

    for seed in range(1, 4):
        t = Controller("number_one", players=2, humans=0, seed=seed, autosave=False, bot_delay=0)
        t.run_bots()
        log = build_scene(t).log
        assert any("“NUMBER ONE!”" in line for line in log), log
        assert all("!”!" not in line for line in log)
