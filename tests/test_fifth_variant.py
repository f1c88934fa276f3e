"""A fifth game, defined here alone, plays everywhere the four games play (issue #18).

"Odd or Even" is a toy Mau Mau: the cards are odd (``O1`` ... ``O9``) or even (``E2`` ... ``E8``)
numbers and a wild card ``W``; a card fits on a card of the same kind (odd or even) or of the
same number, ``W`` fits on anything and names the kind that must come next; who plays down to
one card calls "Last one!" (a forgotten call costs nothing).  The game is one
rules class with its facts as class data, one options class, one card reader and two rules
pages, all made in this file; registered, it is played through :func:`numnum.new_game`, every
bot level, the text view, the card table (headless, by clicks, with its settings and rules
pages), saving and loading, and the card pictures.  Whatever fails here is a fact about the
four games that the code still keeps outside their modules.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest

import numnum
from numnum.cards import Card, CardSpec, Kind, card_example, register_card_reader
from numnum.engine.game import Game
from numnum.engine.options import IntRange, Options, option
from numnum.engine.play_table import StateKey
from numnum.engine.registry import register_variant, rules_for, unregister_variant, variant_ids
from numnum.engine.rules import FACTS, Rules, missing_facts
from numnum.moves import Move
from numnum.render.cards import CARD_STYLES, card_back_svg, card_svg
from numnum.render.scene_html import scene_html
from numnum.render.text import table_text
from numnum.rulebook import rules_page
from numnum.widget.card_table import CardTable
from numnum.widget.controller import Controller

VARIANT = "oddeven"
ODD = ("O1", "O3", "O5", "O7", "O9")
EVEN = ("E2", "E4", "E6", "E8")
#: every card twice, and three wild cards: 21 cards
DECK = (*ODD, *EVEN) * 2 + ("W",) * 3


def read_card(text: str) -> CardSpec | None:
    """The toy's notation: O and an odd digit, E and an even digit, or W."""
    if text == "W":
        return CardSpec("W", "", "W", None, Kind.WILD, 100)
    if len(text) == 2 and text[0] in "OE" and text[1] in "123456789":
        number = int(text[1])
        if (number % 2 == 1) == (text[0] == "O"):
            return CardSpec(text, text[0], text[1], number, Kind.NUMBER, (text[0] == "E") * 10 + number)
    return None


@dataclasses.dataclass(frozen=True)
class OddEvenOptions(Options):
    """Options of Odd or Even."""

    VARIANT: ClassVar[str] = VARIANT
    hand_size: int | None = option(None, IntRange(1, 6, none_ok=True), "cards dealt to each player (4)")
    rounds: int = option(1, IntRange(1, 5), "rounds played; the fewest points after the last one wins")


class OddEvenRules(Rules):
    """The rules of Odd or Even."""

    variant = VARIANT
    TITLE = "Odd or Even"
    RULES_PAGES = "oddeven_pages"
    CARD_FACES = "plain"
    WISH_QUESTION = "Which colour do you wish for?"  # a question numnum translates already
    BOT_SIMULATIONS = 12
    BOT_EXTEND = 1.0
    OPTIONS = OddEvenOptions
    CHOICES = ("O", "E")
    CHOICE_NAMES: ClassVar[dict[str, str]] = {"O": "odd", "E": "even"}
    MAX_PLAYERS = 4
    HAND_SIZE = 4
    CALLS: ClassVar[dict[int, str]] = {1: "Last one!"}

    def standard_deck(self, players: int) -> list[Card]:
        return [Card.parse(text, VARIANT) for text in DECK]

    START_CARDS = "number cards"

    def starts_pile(self, card: Card) -> bool:
        return card.kind is Kind.NUMBER

    def start(self, game: Game) -> None:
        self.turn_up(game, self.starts_pile)

    def plays_of(self, key: StateKey, card: Card) -> tuple[Move, ...]:
        top, wish, _pending, _bans = key
        if card.kind is Kind.WILD:
            fits = True
        elif wish is not None:
            fits = card.suit == wish
        else:
            fits = card.suit == top.suit or card.number == top.number
        return self.moves_of(card) if fits else ()

    def card_points(self, card: Card) -> int:
        return card.number if card.number is not None else 10


PAGES = {
    "en": "# Odd or Even\n\nPlay an odd card on an odd one, an even card on an even one, or the "
    "same number. `W` fits on anything.\n\n## Options\n\n{options}\n",
    "de": "# Gerade oder ungerade\n\nLege ungerade auf ungerade, gerade auf gerade oder dieselbe "
    "Zahl. `W` passt immer.\n\n## Optionen\n\n{options}\n",
}


@pytest.fixture
def oddeven(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[type[Rules]]:
    """The toy game registered (its card reader, its rules, its rules pages) for one test."""
    package = tmp_path / "oddeven_pages"
    (package / "pages").mkdir(parents=True)
    (package / "__init__.py").write_text('"""The rules pages of Odd or Even."""\n')
    for lang, text in PAGES.items():
        (package / "pages" / f"{VARIANT}.{lang}.md").write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    hint = "write O and an odd digit (O3), E and an even one (E4), or W"
    register_card_reader(VARIANT, read_card, hint, example="O3")
    register_variant(OddEvenRules)
    try:
        yield OddEvenRules
    finally:
        unregister_variant(VARIANT)
        sys.modules.pop("oddeven_pages", None)


def test_every_game_declares_every_fact() -> None:
    for variant in variant_ids():
        rules = rules_for(variant)
        assert missing_facts(rules) == [], variant
        assert rules.CARD_FACES in CARD_STYLES
        assert all(rules.CHOICE_NAMES.get(c) for c in rules.CHOICES)
        assert rules.TITLE and variant != rules.TITLE
        assert all(rules_page(variant, lang).title for lang in ("en", "de"))
        assert Card.parse(card_example(variant), variant).text == card_example(variant)
    assert set(missing_facts(Rules)) >= {"variant", "TITLE", "RULES_PAGES", "OPTIONS", "CARD_FACES"}
    assert {f.split(" ")[0] for f in missing_facts(Rules)} <= set(FACTS)


def test_a_game_that_leaves_a_fact_out_is_refused(oddeven: type[Rules]) -> None:
    class NoTitle(oddeven):  # type: ignore[misc, valid-type]
        variant = "notitle"
        TITLE = ""
        WISH_QUESTION = ""

    with pytest.raises(ValueError, match="NoTitle does not declare TITLE, WISH_QUESTION"):
        register_variant(NoTitle)

    class NoReader(oddeven):  # type: ignore[misc, valid-type]
        variant = "noreader"

    with pytest.raises(ValueError, match="unknown variant 'noreader'"):
        register_variant(NoReader)
    assert "notitle" not in variant_ids() and "noreader" not in variant_ids()


def test_the_toy_is_played_by_every_bot_level(oddeven: type[Rules]) -> None:
    for level in range(1, 6):
        for seed in range(2):
            g = numnum.new_game(VARIANT, players=3, seed=seed, rounds=2)
            assert isinstance(g.rules, oddeven) and len(g.hands[0]) == 4
            bots = [numnum.make_bot(level, seed=seed + seat) for seat in range(3)]
            for _ in range(2000):
                if g.is_over:
                    break
                seat = g.current_player
                move = bots[seat].choose(g.view(seat))
                assert move in g.legal_moves()
                g.play(move)
            assert g.is_over, f"level {level} did not finish"
            assert g.winner in range(3)


def test_the_toy_is_shown_as_text_and_refuses_bad_moves_in_its_notation(oddeven: type[Rules]) -> None:
    g = numnum.new_game(VARIANT, players=2, deck=["O3", "E4", "W", "O5", "E2", "O7"], hand_size=2)
    text = table_text(g.view(0))
    assert text.splitlines()[0] == "Odd or Even, 2 players. You are player 0."
    assert f"Top card: {g.top}" in text and "Your hand: O3 W" in text and "Bans" not in text
    assert str(g.legal_moves()) == "W O!, W O, W E!, W E, draw"  # E2 on top: O3 fits neither way
    g.play("W E!")
    assert "Wish: even (E)" in table_text(g.view(1))
    with pytest.raises(ValueError, match="write a card like O3"):
        g.play("Q7")
    with pytest.raises(ValueError, match="not a oddeven card: write O and an odd digit"):
        Card.parse("O4", VARIANT)
    assert "does not fit" in g.explain(Move.play(Card.parse("O5", VARIANT)))


def test_the_toy_is_saved_and_loaded(oddeven: type[Rules]) -> None:
    g = numnum.new_game(VARIANT, players=3, seed=7, rounds=2)
    bot = numnum.make_bot(2, seed=1)
    for _ in range(5):
        g.play(bot.choose(g.view(g.current_player)))
    again = numnum.load_game(g.to_json())
    assert again.variant == VARIANT and again.to_json() == g.to_json()
    assert again.legal_moves() == g.legal_moves()


def test_the_toy_cards_are_drawn_plainly_with_its_name_on_the_back(oddeven: type[Rules]) -> None:
    svg = card_svg(Card.parse("E4", VARIANT), width=80)
    assert ">E4<" in svg and 'width="80"' in svg
    assert "Odd or Even" in card_back_svg(80, VARIANT)


def test_the_toy_has_rules_pages_in_both_languages(oddeven: type[Rules]) -> None:
    assert rules_page(VARIANT).title == "Odd or Even"
    page = rules_page(VARIANT, "de")
    assert page.title == "Gerade oder ungerade" and "| `hand_size` |" in str(page)


def click_to_the_end(w: CardTable, rng: random.Random, limit: int = 3000) -> None:
    """People click random legal moves, computer players move by the bot timer."""
    t = w.controller
    for _ in range(limit):
        if t.game.is_over:
            return
        kind = t.overlay_kind()
        if kind == "cover":
            w.click("uncover")
        elif kind == "round":
            w.click("next_round")
        elif w.bot_wait >= 0:
            assert w.bot_move()
        else:
            move = rng.choice(list(t.game.legal_moves()))
            before = len(t.game.history)
            w.click_move(move)
            assert len(t.game.history) > before, f"{move} was not played by clicks: {t.message}"
        assert scene_html(t.scene())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_toy_is_played_at_the_card_table(oddeven: type[Rules], lang: str) -> None:
    t = Controller(VARIANT, players=3, humans=2, seed=3, autosave=False, bot_delay=0, lang=lang, rounds=2)
    w = CardTable(t)
    assert t.scene().title == "Odd or Even"
    click_to_the_end(w, random.Random(3))
    assert t.game.is_over and t.overlay_kind() == "over"


def test_the_card_table_asks_the_toy_s_wish_and_offers_it_in_the_settings(oddeven: type[Rules]) -> None:
    t = Controller(VARIANT, players=2, deck=["O3", "E4", "W", "O5", "E2", "O7"], hand_size=2, autosave=False)
    w = CardTable(t)
    w.click("card", index=t.game.hands[0].index(Card.parse("W", VARIANT)))
    assert t.scene().picker is not None and t.scene().picker.title == "Which colour do you wish for?"
    w.click("cancel")
    w.click("settings")
    assert ">Odd or Even<" in w.html and ">Mau Mau 110<" in w.html  # every registered game may be chosen
    w.click("settings_change", settings={"variant": "maumau"})
    w.click("settings_change", settings={"variant": VARIANT})
    assert 'data-setting="rounds"' in w.html
    settings = {"variant": VARIANT, "players": "2", "seat0": "human", "seat1": "level3", "lang": "de", "speed": "fast"}
    w.click("new_game", settings=settings)
    assert t.settings_error == ""
    assert t.game.variant == VARIANT and t.lang == "de"
    w.click("rules")
    assert "Lege ungerade auf ungerade" in w.html


def test_the_toy_shows_itself_in_notebooks_and_prints_its_deck(oddeven: type[Rules], tmp_path: Path) -> None:
    from numnum.teaching.decks.teachers import check_playable, standard
    from numnum.teaching.printing.decks import write_deck

    g = numnum.new_game(VARIANT, players=2, seed=1)
    assert ">O3<" in Card.parse("O3", VARIANT)._repr_svg_()
    assert "Odd or Even" in g.view(0)._repr_html_()  # the draw pile shows the toy's back
    deck = standard(VARIANT)
    assert deck.name == "Odd or Even" and len(deck) == len(DECK)
    assert check_playable(VARIANT, list(DECK), players=3) > 0
    pdf = tmp_path / "oddeven.pdf"
    write_deck(pdf, deck, variant=VARIANT)
    assert pdf.read_bytes().startswith(b"%PDF")
