"""Every text the card table can show, read as a child reads it (issue 27 §5).

A few varied games of all four variants, in English and in German, are played at the table by
clicks (people and computer players, one round and several, one person and two passing the
laptop, a strict table, a saved game offered again); on the way the rules panel and the settings
panel are opened, wrong cards are clicked, the call button is pressed and taken back.  Every text
the scene holds (the turn line, the message, "Why?", the hints on the cards, the log, the status,
buttons and their hover texts, pickers, the boxes in the middle, the settings and the rules page)
is collected and checked against a word list of what a child may not read: card codes, option
names, Python names, the other language's words, the other language's quotes, doubled words, and
card names without their article.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

import numnum
from numnum.card_names import card_name
from numnum.engine.registry import rules_for
from numnum.moves import Action, Move
from numnum.render.scene import Scene
from numnum.widget.card_table import CardTable
from numnum.widget.controller import Controller


@dataclass(frozen=True)
class Text:
    """One text of a scene: where it stands, and whether it is a sentence or a label."""

    where: str
    text: str
    sentence: bool


def scene_texts(scene: Scene) -> Iterator[Text]:
    """Every text of ``scene`` a player reads (or hears from a screen reader)."""
    yield Text("message", scene.message, True)
    yield Text("why", scene.explanation, True)
    yield Text("turn", scene.turn_text, True)
    yield Text("hand label", scene.hand_label, False)
    for seat in scene.seats:
        yield Text("seat", seat.label, False)
        yield Text("seat", seat.called or "", False)
    yield from (Text("status", s, True) for s in scene.status)
    yield from (Text("log", line, True) for line in scene.log)
    for h in scene.hand:
        yield Text("card", h.name, False)
        yield Text("card hint", h.why, True)
    for b in (*scene.buttons, *scene.toolbar):
        yield Text("button", b.label, False)
        yield Text("button hint", b.hint, True)
    if scene.picker is not None:
        yield Text("picker", scene.picker.title, True)
        yield from (Text("picker option", label, False) for label, _letter in scene.picker.options)
    if scene.overlay is not None:
        yield Text("box title", scene.overlay.title, True)
        yield from (Text("box", line, True) for line in scene.overlay.lines)
        yield from (Text("box button", b.label, False) for b in scene.overlay.buttons)
        yield from (Text("box table", cell, False) for row in scene.overlay.rows for cell in row)
    for f in scene.settings or ():
        yield Text("setting", f.label, False)
        yield from (Text("setting value", label, False) for _value, label in f.choices)
    yield Text("settings error", scene.settings_error, True)
    for name, text in scene.texts.items():
        if name == "rules":
            yield from rules_texts(text)
        else:
            yield Text(name, text, False)


def rules_texts(html: str) -> Iterator[Text]:
    """The rules page at the table, a paragraph, list item, heading or table cell at a time; the
    cells of a table are labels ("king of hearts"), the rest is sentences."""
    flat = " ".join(html.split())
    for m in re.finditer(r"<(p|li|h\d|td|th)\b[^>]*>(.*?)</\1>", flat):
        text = re.sub(r"<[^>]+>", "", m.group(2)).replace("&quot;", '"').replace("&#x27;", "'").replace("&amp;", "&")
        if text.strip():
            yield Text("rules", text.strip(), m.group(1) not in ("td", "th"))


@dataclass(frozen=True)
class Game:
    """A game at the table for the scan."""

    variant: str
    lang: str
    seed: int
    humans: int = 1
    options: tuple[tuple[str, object], ...] = ()


#: Few but varied games: every variant in both languages, one round and several, one person and
#: two, a preset, a strict table, individual cards and open hands.
GAMES = (
    Game("numnum", "en", 1, options=(("rounds", 2),)),
    Game("numnum", "de", 2, humans=2),
    Game("maumau", "de", 3, options=(("preset", "club"), ("rounds", 2))),
    Game("maumau", "en", 4, humans=2, options=(("preset", "basic"), ("scoring", "wins"), ("rounds", 2))),
    Game("maumau_110", "en", 5, options=(("rounds", 2), ("reverse_two", "skip"))),
    Game("maumau_110", "de", 6, humans=2, options=(("rounds", 2),)),
    Game("number_one", "de", 7, options=(("rounds", 2), ("custom_cards", 4), ("strict", True))),
    Game("number_one", "en", 8, humans=2, options=(("custom_cards", 4), ("custom_rule", "skip"), ("rounds", 2))),
)


class TextTable(CardTable):
    """The card table without its picture: the scan reads the scene's texts, so drawing the HTML
    after every click (most of the time of a headless game) is left out."""

    def refresh(self) -> None:
        t = self.controller
        self.bot_wait, self.step, self.turn = t.bot_wait_ms(), t.step, t.turn


def play_and_read(game: Game, save: Path | None = None) -> Iterator[Text]:
    """Play ``game`` to its end by clicks, with detours, and yield every text shown on the way."""
    w = TextTable(
        Controller(
            game.variant,
            players=3,
            humans=game.humans,
            seed=game.seed,
            lang=game.lang,
            autosave=save or False,
            bot_delay=0,
            **dict(game.options),  # type: ignore[arg-type]
        )
    )
    t = w.controller
    rng = random.Random(game.seed)

    def read() -> Iterator[Text]:
        yield from scene_texts(t.scene())

    w.click("rules")  # one panel at a time over the table: the rules, then the settings
    yield from read()
    w.click("settings")
    yield from read()
    w.click("settings")
    for _ in range(600):
        if t.game.is_over:
            break
        kind = t.overlay_kind()
        if kind == "round":
            yield from read()
            w.click("next_round")
        elif kind == "cover":
            yield from read()
            w.click("uncover")
        elif w.bot_wait >= 0:
            w.bot_move()
        else:
            scene = t.scene()
            wrong = [h.index for h in scene.hand if h.playable is False]
            if wrong and rng.random() < 0.3:
                w.click_card(rng.choice(wrong))  # a child tries a card that does not fit
                yield from read()
            if t.is_human_turn and any(b.action == "call" and b.enabled for b in scene.buttons):
                w.click("call")  # pressed, read, taken back
                yield from read()
                w.click("call")
            if t.is_human_turn:
                move: Move | None = rng.choice(list(t.game.legal_moves()))
                assert move is not None
                if move.action is Action.PLAY and move.choice is not None and len(move.cards) == 1 and not move.call:
                    w.click_card(t.game.hands[t.game.current_player].index(move.cards[0]))
                    yield from read()  # the picker: which symbol, suit or colour
                    if move in t.picker_moves:
                        w.pick(t.picker_moves.index(move))
                        move = None
                if move is not None:
                    w.click_move(move)
        yield from read()
    yield from read()  # the end of the game
    w.click("close")
    yield from read()  # the table after the end: "Play again"


@cache
def all_texts() -> tuple[tuple[Game, Text], ...]:
    out: list[tuple[Game, Text]] = []
    seen: set[tuple[str, str, str]] = set()
    for game in GAMES:
        for text in play_and_read(game):
            key = (game.lang, text.where, text.text)
            if text.text and key not in seen:
                seen.add(key)
                out.append((game, text))
    return tuple(out)


# ---------------------------------------------------------------------- the word list


def _options() -> list[str]:
    return sorted({name for variant in numnum.VARIANTS for name in rules_for(variant).OPTIONS.names()})


#: The option names that are plain English words too ("rounds", "points"): they count only where
#: they are used as names ("option rounds", "rounds=2").
PLAIN_WORDS = frozenset({"rounds", "points", "decks", "deal", "eight", "nine", "ten", "ace", "calls", "mau", "strict"})
_NAMES = "|".join(_options())
_ODD_NAMES = "|".join(n for n in _options() if n not in PLAIN_WORDS)

#: What a child may not read, in any language: (what, pattern).
NEVER = (
    ("card code", re.compile(r"\b(?:[CTSHBRGYD](?:\d+|J|Q|K|A|REV|D2|D4|STOP)|WISH2?|SWAP|CUSTOM|REV|D2|D4)\b")),
    ("move code", re.compile(r"(?<!\w)'(?:!|draw|pass|catch)'|\bwrite !|\bschreib\w* !")),
    ("option name", re.compile(rf"\b(?:{_ODD_NAMES})\b|\b[Oo]ption(?:en)? `?(?:{_NAMES})\b|\b(?:{_NAMES})=")),
    ("Python name", re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\bnumnum\.|\bpreset\b|\(\)|`")),
    ("Python value", re.compile(r"\b(?:True|False|None)\b")),
    ("German game word in capitals", re.compile(r"\b(?:DOPPELN|STRASSE|STRAßE|KUMULIEREN)\b")),
    ("single quotes", re.compile(r"(?<!\w)'[^'\n]+'(?!\w)")),
)
#: A word or two said twice ("custom card card", "colour choice colour choice card",
#: "Richtungswechsel Richtungswechselkarte"), hyphens read as spaces.
DOUBLED = re.compile(r"\b(\w{3,}(?: \w+)?) \1(?:\b|karte)", re.IGNORECASE)
#: Words that come twice on purpose: "Mau Mau", "again and again".
ALLOWED_DOUBLES = frozenset({"mau", "and again"})

#: What a child may not read in one language: the other language's words and quotes.
NOT_IN = {
    "en": (
        (
            "German word",
            re.compile(
                r"\b(?:und|oder|nicht|ist|der|das|mit|auf|du|dein\w*|Karte\w*|Farb\w+|Doppeln|Stra(?:ß|ss)e|"
                r"Kumul\w+|Runde\w*|Spieler\w*|Zieh\w*|Aussetz\w*|Richtungswechsel\w*|Wunsch\w*|Verbot\w*|"
                r"Erwischt|Passen|Tipps|Kreuz|Pik|Karo|Herz|Bube|Dame|König|Ass)\b"
            ),
        ),
        ("German quotes", re.compile(r"„")),
    ),
    "de": (
        (
            "English word",
            re.compile(
                r"\b(?:the|and|you|your|card|cards|play|played|draw|drew|pass|catch|fits?|turn|round|wins?|won|"
                r"with|not|of|is|it|to|on|this|that|may|must|can|next|player|players|skip|wish|wished|colour|"
                r"suit|rank|joker|reverse|stop|hints?|rules|clubs|spades|hearts|diamonds|jack|queen|king|ace|"
                r"pair|run|individual|custom|basic|club)\b"
            ),
        ),
        ("English quotes", re.compile(r"”")),
    ),
}


@cache
def german_card_names() -> tuple[str, ...]:
    """Every German card name of the four games, longest first."""
    decks = {"numnum": {}, "maumau": {"deck_size": 52}, "maumau_110": {}, "number_one": {"custom_cards": 2}}
    names = set()
    for variant, options in decks.items():
        game = numnum.new_game(variant, players=3, seed=1, **options)  # type: ignore[arg-type]
        names |= {card_name(c, "de") for c in game.all_cards()}
    return tuple(sorted(names, key=len, reverse=True))


#: The words a German card name follows in a sentence: its article, or a word that stands for one.
GERMAN_ARTICLES = frozenset(
    {"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "keine", "keinen"}
    | {"jede", "jeden", "jeder", "deine", "deinen", "deiner", "diese", "dieser", "andere", "anderen", "anderer"}
)


def missing_article(text: str) -> str | None:
    """A German card name in the sentence ``text`` that follows no article (the first one), if any.

    An adjective may stand between: "eine aufgedeckte Wunschkarte".
    """
    for name in german_card_names():
        for m in re.finditer(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", text):
            before = [re.sub(r"\W", "", word) for word in text[: m.start()].split()[-2:]]
            if before and before[-1].lower() in GERMAN_ARTICLES:
                continue
            adjective = len(before) == 2 and before[1][:1].islower() and before[1].endswith(("e", "en"))
            if not (adjective and before[0].lower() in GERMAN_ARTICLES):
                return name
    return None


def problems(text: str, lang: str, sentence: bool = True) -> list[str]:
    """What a child may not read in ``text`` (in ``lang``; ``sentence``: not a label), in words."""
    found = [f"{what}: {m.group()}" for what, pattern in (*NEVER, *NOT_IN[lang]) for m in pattern.finditer(text)]
    for m in DOUBLED.finditer(text.replace("-", " ")):
        if m.group(1).lower() not in ALLOWED_DOUBLES:
            found.append(f"doubled words: {m.group()}")
    if lang == "de" and sentence:
        name = missing_article(text)
        if name is not None:
            found.append(f"no article: {name}")
    return found


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_text_at_the_table_holds_a_word_a_child_may_not_read(lang: str) -> None:
    found: dict[str, str] = {}
    for game, text in all_texts():
        if game.lang == lang:
            for problem in problems(text.text, lang, text.sentence):
                found.setdefault(problem, f"{game.variant} {text.where}: {text.text}")
    assert found == {}, "\n".join(f"{what}  <-  {where}" for what, where in sorted(found.items()))


@pytest.mark.parametrize(
    ("lang", "text", "problem"),
    [
        (
            "en",
            "Before the game you choose one of these rules (option custom_rule):",
            "option name: option custom_rule",
        ),
        ("en", "others_draw_one: Everyone else draws one card.", "Python name: others_draw_one"),
        ("en", "Teachers can add rules with numnum.variants.number_one.register_custom_rule.", "Python name: numnum."),
        ("en", 'A teacher chooses with preset="basic".', "Python name: preset"),
        (
            "en",
            'With 2 players (with the option reverse_two="skip") it works like STOP.',
            "option name: option reverse_two",
        ),
        ("en", "KUMULIEREN (stacking, option kumulieren): ...", "German game word in capitals: KUMULIEREN"),
        ("en", "KUMULIEREN (stacking, option kumulieren): ...", "option name: option kumulieren"),
        (
            "en",
            "Black action cards: colour choice colour choice card (4)",
            "doubled words: colour choice colour choice",
        ),
        ("en", "Individual cards custom card card (up to 10)", "doubled words: card card"),
        ("en", "DOPPELN: two equal number cards together", "German game word in capitals: DOPPELN"),
        ("en", "Two equal number cards may be played together (Doppeln)", "German word: Doppeln"),
        ("en", "Robo played the red 7. Robo calls „Mau“!", "German quotes: „"),
        ("en", "Careful: call 'ONE!' as you play it.", "single quotes: 'ONE!'"),
        ("en", "So S63 fits on H1.", "card code: S63"),
        ("de", "Du hast 5er-Verbotskarte gelegt.", "no article: 5er-Verbotskarte"),
        ("de", "Robo legt Farbwahlkarte und wünscht sich blau.", "no article: Farbwahlkarte"),
        ("de", "Farbwahlkarte darf man immer legen.", "no article: Farbwahlkarte"),
        ("de", "Zieh-Zwei Zieh-zwei-Karte", "doubled words: Zieh Zwei Zieh zwei"),
        ("de", "Richtungswechsel Richtungswechselkarte", "doubled words: Richtungswechsel Richtungswechselkarte"),
        ("de", "Und Robo ruft “ONE!”.", "English quotes: ”"),
        ("de", "Und Robo ruft 'Mau'.", "single quotes: 'Mau'"),
        ("de", "Runde 2 von 3: the round is over.", "English word: the"),
    ],
)
def test_the_word_list_finds_what_the_issue_found(lang: str, text: str, problem: str) -> None:
    assert problem in problems(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "You played the red reverse card. You call “ONE!”"),
        ("en", "Mau Mau: the jack of clubs may always be played; play again and again."),
        ("en", "A pair: two equal number cards together; the green 8 fits on the green 3."),
        ("de", "Du hast die 5er-Verbotskarte gelegt."),
        ("de", "Robo hat die Farbwahlkarte gelegt und sich Blau gewünscht. Robo ruft „NUMBER ONE!“"),
        ("de", "Den Kreuz Buben darf man immer legen. Eine aufgedeckte Wunschkarte kommt unter den Stapel."),
    ],
)
def test_the_word_list_lets_good_texts_pass(lang: str, text: str) -> None:
    assert problems(text, lang) == []


def test_the_scan_reads_every_kind_of_text_the_table_shows() -> None:
    """The games of the scan reach every place of the table where words stand."""
    places = {(game.lang, text.where) for game, text in all_texts()}
    for lang in ("en", "de"):
        for where in ("message", "why", "turn", "status", "log", "card", "card hint", "button", "button hint"):
            assert (lang, where) in places, (lang, where)
        for where in ("picker", "picker option", "box title", "box", "box button", "box table", "setting"):
            assert (lang, where) in places, (lang, where)
        assert (lang, "rules") in places and (lang, "setting value") in places
    boxes = {text.text for _game, text in all_texts() if text.where == "box button"}
    assert {"Start round 2", "Runde 2 starten", "Play again", "Noch einmal spielen"} <= boxes
    assert {"I am Player 1: show my cards", "Ich bin Spieler 2: zeig meine Karten"} & boxes


# ---------------------------------------------------------------------- the moments of a game, in words


def _call_button(t: Controller) -> tuple[str, str, bool]:
    button = next(b for b in t.scene().buttons if b.action == "call")
    return button.label, button.hint, button.enabled


def test_the_call_button_names_the_one_call_that_applies_now() -> None:
    two = Controller("number_one", players=2, deck=["R3", "B1", "R4", "B2", "R9", "Y7", "G5"], hand_size=2, bot_delay=0)
    assert [c.text for c in two.game.hands[0]] == ["R3", "R4"] and two.is_human_turn
    assert _call_button(two)[0] == "Call “ONE!”"
    one = Controller("number_one", players=2, deck=["R3", "B1", "R9", "Y7", "G5"], hand_size=1, bot_delay=0)
    assert _call_button(one)[0] == "Call “NUMBER ONE!”"
    seven = Controller("number_one", players=2, seed=3, bot_delay=0, autosave=False)
    seven.run_bots()
    label, _hint, enabled = _call_button(seven)
    assert (label, enabled) == ("Call “ONE!”", False)  # the call that comes first, not both
    for variant in ("maumau", "maumau_110"):
        t = Controller(variant, players=2, seed=3, bot_delay=0, autosave=False, lang="de")
        t.run_bots()
        assert _call_button(t)[0] == "„Mau“ rufen"


def test_a_pair_of_two_last_cards_calls_number_one_once_both_are_picked() -> None:
    t = Controller("number_one", players=2, deck=["R3", "B1", "R3", "B2", "R9", "Y7", "G5"], hand_size=2, bot_delay=0)
    assert _call_button(t)[0] == "Call “ONE!”"  # one card played leaves one: "ONE!"
    t.handle({"action": "card", "index": 0, "step": t.step})
    assert t.selection == [0] and _call_button(t)[0] == "Call “ONE!”"
    t.selection = [0, 1]  # both picked (the table plays a complete pair at once; its button says so before)
    assert _call_button(t)[0] == "Call “NUMBER ONE!”"


def test_the_call_buttons_hover_text_agrees_with_the_readme_and_goes_once_pressed() -> None:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8").lower()
    t = Controller("number_one", players=2, deck=["R3", "B1", "R4", "B2", "R9", "Y7", "G5"], hand_size=2, bot_delay=0)
    _label, hint, _enabled = _call_button(t)
    assert hint == "Press before you play." and hint.lower().rstrip(".") in readme
    t.handle({"action": "call", "step": t.step})
    assert t.armed and _call_button(t)[1] == ""
    t.handle({"action": "call", "step": t.step})
    assert not t.armed and _call_button(t)[1] == hint


@pytest.mark.parametrize(
    ("lang", "over", "fewer", "start", "begins", "status"),
    [
        ("en", "Round 1 of 2 is over.", "Fewer points are better", "Start round 2", "Round 2 begins.", "Round 1 of 2"),
        (
            "de",
            "Runde 1 von 2 ist vorbei.",
            "Weniger Punkte sind besser",
            "Runde 2 starten",
            "Runde 2 beginnt.",
            "Runde 1 von 2",
        ),
    ],
)
def test_the_end_of_a_round_says_it_is_over_and_the_next_begins_when_it_begins(
    lang: str, over: str, fewer: str, start: str, begins: str, status: str
) -> None:
    t = Controller("maumau_110", players=3, humans=0, rounds=2, seed=4, lang=lang, autosave=False, bot_delay=0)
    t.run_bots()
    scene = t.scene()
    assert scene.overlay is not None and scene.overlay.kind == "round"
    assert scene.overlay.lines[0] == over and scene.overlay.lines[1].startswith(fewer)
    assert [b.label for b in scene.overlay.buttons] == [start]
    assert begins not in scene.log and status in scene.status  # nothing says round 2 has begun yet
    t.handle({"action": "next_round", "step": t.step})
    scene = t.scene()
    assert scene.overlay is None and scene.log[0] == begins
    assert status.replace("1", "2", 1) in scene.status


def test_scores_say_how_they_are_read() -> None:
    """Fewer points are better; with Mau Mau's ``scoring="wins"`` the rounds won come first."""
    for options, line in (
        ({}, "Fewer points are better: the fewest points win."),
        ({"scoring": "wins"}, "The most rounds won come first, then the fewest points."),
    ):
        t = Controller("maumau", players=3, humans=0, rounds=2, seed=5, autosave=False, bot_delay=0, **options)  # type: ignore[arg-type]
        t.run_bots()
        assert t.scene().overlay is not None and line in t.scene().overlay.lines
        t.handle({"action": "next_round", "step": t.step})
        t.run_bots()
        assert t.game.is_over and line in t.scene().overlay.lines  # the end of the game says it too


def test_after_looking_at_the_table_play_again_is_there() -> None:
    t = Controller("numnum", players=2, humans=0, seed=2, autosave=False, bot_delay=0)
    t.run_bots()
    assert t.game.is_over and t.overlay_kind() == "over"
    t.handle({"action": "close", "step": t.step})
    assert [(b.action, b.label) for b in t.scene().buttons] == [("restart", "Play again")]
    t.handle({"action": "restart", "step": t.step})
    assert not t.game.is_over and all(b.action != "restart" for b in t.scene().buttons)
