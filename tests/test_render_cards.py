"""Card pictures (numnum.render.cards): every card of every deck, accessible, colour-blind safe."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from functools import cache
from typing import Any

import pytest

import numnum
from numnum.cards import Card, Kind
from numnum.render.cards import (
    COLOUR_MARKS,
    card_back_svg,
    card_name,
    card_svg,
    hand_svg,
    hidden_hand_svg,
)
from numnum.variants.notation import COLOURS_110, COLOURS_ONE, SUITS
from numnum.variants.numnum import SYMBOLS

SVG = "{http://www.w3.org/2000/svg}"
OPTIONS: dict[str, dict[str, Any]] = {
    "numnum": {},
    "maumau": {"deck_size": 52},
    "maumau_110": {},
    "number_one": {"custom_cards": 2},
}
#: The shape each suit, symbol or colour must show (colour-blind safety: never colour alone).
SHAPES = {
    "numnum": {"C": "circle", "T": "triangle", "S": "square", "H": "heart"},
    "maumau": {"C": "club", "S": "spade", "H": "heart", "D": "diamond"},
    "maumau_110": COLOUR_MARKS,
    "number_one": COLOUR_MARKS,
}


@cache
def distinct_cards(variant: str) -> tuple[Card, ...]:
    """Every distinct card of the variant's standard deck (the biggest one where there is a choice)."""
    game = numnum.new_game(variant, players=3, seed=1, **OPTIONS[variant])
    return tuple(sorted(set(game.all_cards())))


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def marks(root: ET.Element) -> set[str]:
    """The shapes drawn on a card (the ``mark-*`` classes), whatever their colours."""
    out = set()
    for el in root.iter():
        for cls in el.get("class", "").split():
            if cls.startswith("mark-"):
                out.add(cls.removeprefix("mark-"))
    return out


def texts(root: ET.Element) -> list[str]:
    return [el.text or "" for el in root.iter(f"{SVG}text")]


# ----------------------------------------------------------------------------- every card
@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_every_card_of_the_standard_deck_is_valid_svg_with_a_title_and_an_aria_label(variant: str) -> None:
    cards = distinct_cards(variant)
    assert len(cards) > 30
    names = set()
    for card in cards:
        root = parse(card_svg(card))
        assert root.tag == f"{SVG}svg"
        assert root.get("role") == "img"
        title = root.find(f"{SVG}title")
        assert title is not None and title.text == card_name(card) == root.get("aria-label")
        assert root.get("data-card") == card.text
        names.add(title.text)
    assert len(names) == len(cards), "two different cards share a name"


@pytest.mark.parametrize(
    ("text", "variant", "name"),
    [
        ("H12", "numnum", "heart 12"),
        ("C7", "numnum", "circle 7"),
        ("T1", "numnum", "joker triangle 1"),
        ("B2", "numnum", "2-ban card"),
        ("B5", "numnum", "5-ban card"),
        ("W", "numnum", "wish card"),
        ("SQ", "maumau", "queen of spades"),
        ("H7", "maumau", "7 of hearts"),
        ("DA", "maumau", "ace of diamonds"),
        ("G7", "maumau_110", "green 7"),
        ("RD2", "maumau_110", "red draw-two card"),
        ("YD4", "maumau_110", "yellow draw-four card"),
        ("BREV", "number_one", "blue reverse card"),
        ("GSTOP", "number_one", "green stop card"),
        ("WISH", "maumau_110", "colour choice card"),
        ("WISH2", "number_one", "lay-two colour choice card"),
        ("CUSTOM", "number_one", "custom card"),
    ],
)
def test_card_names_are_plain_english(text: str, variant: str, name: str) -> None:
    assert card_name(Card.parse(text, variant)) == name


def test_card_names_come_from_the_one_naming_module() -> None:
    from numnum import card_names

    assert card_name is card_names.card_name
    with pytest.raises(ValueError, match="lang must be one of 'en', 'de'"):
        card_name(Card.parse("H4", "numnum"), lang="xx")


def test_the_same_card_always_gives_the_same_picture() -> None:
    for variant in numnum.VARIANTS:
        for card in distinct_cards(variant)[:12]:
            assert card_svg(card) == card_svg(card)
    hand = list(distinct_cards("numnum")[:5])
    assert hand_svg(hand, layout="fan", selected={1}) == hand_svg(hand, layout="fan", selected={1})


def test_pictures_need_no_fonts_images_or_links() -> None:
    for variant in numnum.VARIANTS:
        for card in distinct_cards(variant):
            svg = card_svg(card)
            for bad in ("<image", "href", "url(", "@import", "@font-face"):
                assert bad not in svg
            assert "sans-serif" in svg


# ----------------------------------------------------------------------------- colour-blind safety
@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_every_suit_and_colour_has_its_own_shape(variant: str) -> None:
    shapes = SHAPES[variant]
    assert len(set(shapes.values())) == 4
    for card in distinct_cards(variant):
        if card.kind in (Kind.WILD, Kind.BAN):
            continue
        drawn = marks(parse(card_svg(card)))
        own = shapes[card.suit]
        others = set(shapes.values()) - {own}
        assert own in drawn, card
        assert not drawn & others, f"{card} shows another suit's shape: {drawn & others}"


def test_the_shape_tables_cover_the_notation() -> None:
    assert set(SHAPES["numnum"]) == set(SYMBOLS)
    assert set(SHAPES["maumau"]) == set(SUITS)
    assert set(COLOUR_MARKS) == set(COLOURS_110) == set(COLOURS_ONE)


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_cards_of_different_suits_differ_in_more_than_colour(variant: str) -> None:
    """Take the colours away: the same rank in two suits still gives two different pictures."""
    by_rank: dict[str, dict[str, frozenset[str]]] = {}
    for card in distinct_cards(variant):
        if card.suit:
            by_rank.setdefault(card.rank, {})[card.suit] = frozenset(marks(parse(card_svg(card))))
    for rank, suits in by_rank.items():
        assert len(set(suits.values())) == len(suits), f"rank {rank}: two suits look alike without colour"


@pytest.mark.parametrize(
    ("text", "variant"), [("W", "numnum"), ("WISH", "maumau_110"), ("WISH", "number_one"), ("WISH2", "number_one")]
)
def test_wish_cards_show_all_four_shapes(text: str, variant: str) -> None:
    drawn = marks(parse(card_svg(Card.parse(text, variant))))
    assert set(SHAPES[variant].values()) <= drawn


# ----------------------------------------------------------------------------- special cards
def test_a_joker_shows_1_stars_and_the_word_joker() -> None:
    root = parse(card_svg(Card.parse("H1", "numnum")))
    assert "1" in texts(root) and "JOKER" in texts(root)
    assert {"heart", "star"} <= marks(root)


def test_a_ban_card_crosses_out_its_row_and_names_the_row_in_words() -> None:
    for row in (2, 5):
        for lang, words in (("en", f"{row}-row"), ("de", f"{row}er-Reihe")):
            root = parse(card_svg(Card.parse(f"B{row}", "numnum"), lang=lang))
            assert f"{row}×" in texts(root) and words in texts(root)
            assert "prohibition" in marks(root)
            # the row, not its numbers: "2, 4, 6, 8 …" read as if every even number were banned
            assert not any(t.startswith(f"{row}, {2 * row}") for t in texts(root))


@pytest.mark.parametrize(
    ("text", "variant", "mark", "words"),
    [
        ("RREV", "maumau_110", "reverse", []),
        ("GSTOP", "maumau_110", "prohibition", []),
        ("BD2", "number_one", "circle", ["+2"]),
        ("YD4", "maumau_110", "triangle", ["+4"]),
        ("WISH2", "number_one", "diamond", ["+2"]),
        ("SWAP", "number_one", "swap", []),
        ("CUSTOM", "number_one", "pencil", []),
        ("CUSTOM", "number_one", "star", []),
    ],
)
def test_action_cards_have_clear_icons(text: str, variant: str, mark: str, words: list[str]) -> None:
    root = parse(card_svg(Card.parse(text, variant)))
    assert mark in marks(root)
    for word in words:
        assert word in texts(root)


def test_numbers_that_turn_into_others_upside_down_are_underlined() -> None:
    def underlined(text: str, variant: str) -> bool:
        return 'class="underline"' in card_svg(Card.parse(text, variant))

    assert underlined("G6", "maumau_110") and underlined("R9", "number_one") and underlined("C9", "maumau")
    assert underlined("T18", "numnum") and underlined("S81", "numnum") and underlined("H16", "numnum")
    assert not underlined("G8", "maumau_110") and not underlined("C10", "numnum") and not underlined("H88", "numnum")


def test_long_numbers_of_home_made_numnum_cards_are_squeezed_into_the_card() -> None:
    svg = card_svg(Card.parse("C123456789", "numnum"))
    parse(svg)
    assert "textLength" in svg and ">123456789<" in svg


def test_cards_of_a_variant_without_rules_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pictures draw what the variant's rules declare (CARD_FACES): a card reader alone,
    with no registered rules, is a missing fact, not a plain card (tests/test_fifth_variant.py
    draws a registered game of the "plain" style)."""
    from numnum import cards

    def read(text: str) -> cards.CardSpec | None:
        return cards.CardSpec(text, "", text, None, Kind.NUMBER, 0) if text == "Z" else None

    monkeypatch.setitem(cards._READERS, "test_render_other", read)
    with pytest.raises(ValueError, match="unknown variant 'test_render_other'"):
        card_svg(Card.parse("Z", "test_render_other"))


# ----------------------------------------------------------------------------- size, backs, states
def test_sizes_scale_with_the_width() -> None:
    card = Card.parse("SK", "maumau")
    small, big = parse(card_svg(card, width=55)), parse(card_svg(card, width=220))
    assert (small.get("width"), small.get("height")) == ("55", "77")
    assert (big.get("width"), big.get("height")) == ("220", "308")
    assert small.get("viewBox") == big.get("viewBox")
    hand = list(distinct_cards("maumau")[:4])
    assert float(parse(hand_svg(hand, width=200)).get("width", "")) == 2 * float(
        parse(hand_svg(hand, width=100)).get("width", "")
    )


@pytest.mark.parametrize("width", [0, -5, "wide", True])
def test_a_bad_width_is_refused(width: object) -> None:
    with pytest.raises(ValueError, match="width must be a positive number"):
        card_svg(Card.parse("H4", "numnum"), width=width)  # type: ignore[arg-type]


def test_a_face_down_card_does_not_give_itself_away() -> None:
    card = Card.parse("SQ", "maumau")
    svg = card_svg(card, face_up=False)
    root = parse(svg)
    assert root.get("aria-label") == "face-down card" and "queen" not in svg and "SQ" not in svg


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_every_variant_has_a_card_back(variant: str) -> None:
    root = parse(card_back_svg(80, variant))
    assert root.get("role") == "img" and root.get("aria-label") == "face-down card"
    assert root.get("width") == "80"


def test_the_back_of_an_unknown_variant_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown variant 'someday'"):
        card_back_svg(80, "someday")


def test_playable_selected_and_label_are_drawn_and_said() -> None:
    card = Card.parse("C7", "numnum")
    plain = card_svg(card)
    assert 'class="playable"' not in plain and 'class="dim"' not in plain
    can = parse(card_svg(card, playable=True, selected=True))
    assert can.get("aria-label") == "circle 7, can be played, selected"
    classes = {el.get("class") for el in can.iter()}
    assert {"playable", "playable-badge", "selected"} <= classes
    cannot = parse(card_svg(card, playable=False))
    assert cannot.get("aria-label") == "circle 7, cannot be played"
    assert "dim" in {el.get("class") for el in cannot.iter()}
    labelled = parse(card_svg(card, width=100, label="press 3"))
    assert "press 3" in texts(labelled) and labelled.get("height") == "162"


def test_card_repr_svg_draws_the_card() -> None:
    card = Card.parse("RD2", "number_one")
    svg = card._repr_svg_()
    assert svg == card_svg(card)
    assert parse(svg).get("aria-label") == "red draw-two card"


def test_import_numnum_stays_light() -> None:
    code = (
        "import sys, numnum; numnum.Card.parse('H4', 'numnum');"
        "bad = [m for m in ('sympy', 'ipywidgets', 'numnum.render.cards') if m in sys.modules];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


# ----------------------------------------------------------------------------- hands
def test_a_hand_marks_playable_and_selected_cards() -> None:
    hand = [Card.parse(t, "maumau_110") for t in ("G7", "G7", "RD2", "WISH")]
    root = parse(hand_svg(hand, playable={0, 3}, selected={3}))
    slots = [el for el in root.iter(f"{SVG}g") if el.get("class") == "slot"]
    assert [s.get("data-card") for s in slots] == ["G7", "G7", "RD2", "WISH"]
    assert [s.get("data-index") for s in slots] == ["0", "1", "2", "3"]
    labels = [s.get("aria-label") for s in slots]
    assert labels == [
        "green 7, can be played",
        "green 7, cannot be played",
        "red draw-two card, cannot be played",
        "colour choice card, can be played, selected",
    ]
    for slot in slots:
        title = slot.find(f"{SVG}title")
        assert title is not None and title.text == slot.get("aria-label")
    assert root.get("aria-label") == "hand of 4 cards: green 7, green 7, red draw-two card, colour choice card"


def test_a_hand_may_name_cards_instead_of_positions() -> None:
    hand = [Card.parse(t, "maumau_110") for t in ("G7", "B3", "G7")]
    svg = hand_svg(hand, playable={Card.parse("G7", "maumau_110")})
    assert svg.count('class="playable"') == 2 and svg.count('class="dim"') == 1


def test_a_selected_card_is_lifted_and_the_room_for_it_is_kept() -> None:
    hand = list(distinct_cards("numnum")[:5])
    none_selected = parse(hand_svg(hand, selected=set()))
    one_selected = parse(hand_svg(hand, selected={2}))
    no_selection = parse(hand_svg(hand))
    assert none_selected.get("height") == one_selected.get("height")
    assert float(no_selection.get("height", "")) < float(none_selected.get("height", ""))
    lifted = [el for el in one_selected.iter(f"{SVG}g") if el.get("class") == "slot"][2]
    assert "translate(0 -" in lifted.get("transform", "")


@pytest.mark.parametrize("layout", ["row", "fan"])
@pytest.mark.parametrize("count", [1, 2, 7, 20])
def test_hands_of_every_size_lay_out(layout: str, count: int) -> None:
    cards = list(distinct_cards("number_one"))[:count]
    root = parse(hand_svg(cards, layout=layout, playable=set(), selected={0}))
    assert len([el for el in root.iter(f"{SVG}g") if el.get("class") == "slot"]) == count
    assert float(root.get("width", "0")) >= 110 and float(root.get("height", "0")) >= 154


def test_overlap_packs_a_row_tighter() -> None:
    hand = list(distinct_cards("maumau")[:6])
    widths = [float(parse(hand_svg(hand, overlap=o)).get("width", "")) for o in (0, 0.45, 0.8)]
    assert widths == sorted(widths, reverse=True)
    with pytest.raises(ValueError, match="overlap"):
        hand_svg(hand, overlap=1)
    with pytest.raises(ValueError, match="layout must be 'row' or 'fan'"):
        hand_svg(hand, layout="circle")


def test_empty_and_hidden_hands() -> None:
    empty = parse(hand_svg([]))
    assert empty.get("aria-label") == "empty hand"
    hidden = hand_svg(list(distinct_cards("maumau")[:3]), face_up=False)
    assert "face-down" in hidden and "clubs" not in hidden and "data-card" not in hidden
    backs = parse(hidden_hand_svg(4, "number_one"))
    assert backs.get("aria-label") == "4 face-down cards"
    assert parse(hidden_hand_svg(0)).get("aria-label") == "empty hand"
    with pytest.raises(ValueError, match="count"):
        hidden_hand_svg(-1)
