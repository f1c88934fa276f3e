"""Cards in words (issue 18): one naming module, through gettext, used by the reasons too.

Every card of every variant has a name in English and in German that a 9-year-old can read:
no notation, German adjectives declined ("rote 7", "blaue Aussetzkarte"), and the engine's
reason texts (``g.explain``, the message of ``IllegalMove``) say the same names.
"""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

import numnum
from numnum.card_names import card_name, cards_name, sentence, suit_name, the_card, the_cards
from numnum.cards import Card, parse_cards
from numnum.moves import Action, Move

LANGS = ("en", "de")
OPTIONS: dict[str, dict[str, object]] = {
    "numnum": {},
    "maumau": {"deck_size": 52},
    "maumau_110": {},
    "number_one": {"custom_cards": 2},
}
#: Card notation of the four games: never in a name or a reason.
CODE = re.compile(r"\b(?:[CTSHB][0-9]{1,3}|[CSHD](?:10|[2-9JQKA])|[GBRY](?:[0-9]|REV|D2|D4|STOP)|WISH2?|SWAP|CUSTOM)\b")


@cache
def distinct_cards(variant: str) -> tuple[Card, ...]:
    """Every distinct card of the variant's biggest standard deck."""
    game = numnum.new_game(variant, players=3, seed=1, **OPTIONS[variant])  # type: ignore[arg-type]
    return tuple(sorted(set(game.all_cards())))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_every_card_has_its_own_name_without_codes(variant: str, lang: str) -> None:
    cards = distinct_cards(variant)
    names = [card_name(c, lang) for c in cards]
    assert len(set(names)) == len(cards), "two different cards share a name"
    for card, name in zip(cards, names, strict=True):
        assert name and not CODE.search(name), (card.text, name)
        assert "{" not in name and ":" not in name, (card.text, name)


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_every_card_is_named_in_german(variant: str) -> None:
    for card in distinct_cards(variant):
        assert card_name(card, "de") != card_name(card, "en"), card.text


@pytest.mark.parametrize(
    ("text", "variant", "en", "de"),
    [
        ("H12", "numnum", "heart 12", "Herz 12"),
        ("S1", "numnum", "joker square 1", "Joker Quadrat 1"),
        ("B5", "numnum", "5-ban card", "5er-Verbotskarte"),
        ("W", "numnum", "wish card", "Wunschkarte"),
        ("SK", "maumau", "king of spades", "Pik König"),
        ("H10", "maumau", "10 of hearts", "Herz 10"),
        ("CJ", "maumau", "jack of clubs", "Kreuz Bube"),
        ("DA", "maumau", "ace of diamonds", "Karo Ass"),
        ("G0", "number_one", "green 0", "grüne 0"),
        ("RREV", "number_one", "red reverse card", "rote Richtungswechselkarte"),
        ("BSTOP", "maumau_110", "blue stop card", "blaue Aussetzkarte"),
        ("YD2", "number_one", "yellow draw-two card", "gelbe Zieh-zwei-Karte"),
        ("YD4", "maumau_110", "yellow draw-four card", "gelbe Zieh-vier-Karte"),
        ("WISH", "maumau_110", "colour choice card", "Farbwahlkarte"),
        ("WISH2", "number_one", "lay-two colour choice card", "Farbwahl-Leg-zwei-Karte"),
        ("SWAP", "number_one", "pass-the-hands card", "Rück-Rüber-Karte"),
        ("CUSTOM", "number_one", "custom card", "eigene Karte"),
    ],
)
def test_card_names_read_well_in_both_languages(text: str, variant: str, en: str, de: str) -> None:
    card = Card.parse(text, variant)
    assert (card_name(card), card_name(card, "de")) == (en, de)


def test_several_cards_suits_and_sentences() -> None:
    assert cards_name(parse_cards(["G8", "G8"], "number_one")) == "green 8 + green 8"
    assert [suit_name("numnum", s, "de") for s in "CTSH"] == ["Kreise", "Dreiecke", "Quadrate", "Herz"]
    assert suit_name("maumau", "C") == "clubs" and suit_name("maumau_110", "Y", "de") == "gelbe Karten"
    assert sentence("rote 7 passt.") == "Rote 7 passt."
    with pytest.raises(ValueError, match="lang must be one of"):
        card_name(Card.parse("H4"), "fr")


def reasons_of_a_game(variant: str, lang: str, seed: int) -> list[tuple[str, str]]:
    """Play a random game; collect (move, reason) for every legal move and every card of the hand
    that may not be played (as a single play), at every turn."""
    g = numnum.new_game(variant, players=3, seed=seed)
    rng = random.Random(seed)
    out: list[tuple[str, str]] = []
    for _ in range(300):
        legal = list(g.legal_moves())
        if not legal:
            break
        for m in legal:
            out.append((m.text, g.explain(m, lang)))
        played = {m.cards for m in legal if m.action is Action.PLAY}
        for card in set(g.hands[g.current_player]):
            if (card,) not in played:  # not a legal play in any form: why not?
                out.append((card.text, g.explain(Move.play(card), lang)))
        g.play(rng.choice(legal))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_the_rules_reasons_name_cards_in_words(variant: str, lang: str) -> None:
    """The engine's reasons (``g.explain``, legal or not) name cards as the card pictures do."""
    seen = 0
    for seed in (1, 2):
        for move, reason in reasons_of_a_game(variant, lang, seed):
            assert reason and not CODE.search(reason), (move, reason)
            assert reason[0] == reason[0].upper(), (move, reason)
            seen += 1
    assert seen > 100


def test_a_reason_says_the_cards_names() -> None:
    g = numnum.new_game("maumau_110", players=2, deck=["BREV", "Y2", "R3", "R8", "G7", "G4", "B9", "R1"], hand_size=3)
    assert str(g.top) == "B9" and g.current_player == 0
    assert g.explain("BREV") == "The blue reverse card has the same colour as the blue 9."
    assert g.explain("R3", "de") == (
        "Die rote 3 passt nicht auf die blaue 9: weder dieselbe Farbe noch dieselbe Zahl oder dasselbe Zeichen."
    )
    with pytest.raises(numnum.IllegalMove, match="You do not have the yellow 2"):
        g.play("Y2")


def test_a_choice_owed_is_asked_for_in_words() -> None:
    """A card turned up at the start asks for a colour: the reason names the colours, not R, Y, G, B."""
    g = next(g for s in range(100) if (g := numnum.new_game("number_one", players=2, seed=s)).phase.value == "choose")
    assert g.explain("draw") == "First choose one of red, yellow, green, blue."
    assert g.explain("draw", "de") == "Wähle zuerst eins von Rot, Gelb, Grün, Blau."


def test_mau_mau_reasons_speak_the_skat_decks_words() -> None:
    """Mau Mau says suit and rank (its FIT_WORDS), the colour games colour and number or sign."""
    g = numnum.new_game("maumau", players=2, deck=["D9", "C8", "SQ", "H7", "HQ", "D8", "S9"], hand_size=3)
    assert str(g.top) == "S9"
    assert g.explain("SQ") == "The queen of spades has the same suit as the 9 of spades."
    assert g.explain("D9", "de") == "Die Karo 9 hat denselben Wert wie die Pik 9."
    assert g.explain("HQ") == (
        "The queen of hearts does not fit on the 9 of spades: neither the same suit nor the same rank."
    )


@pytest.mark.parametrize(
    ("text", "variant", "nom", "acc", "dat"),
    [
        ("C12", "numnum", "der Kreis 12", "den Kreis 12", "dem Kreis 12"),
        ("T18", "numnum", "das Dreieck 18", "das Dreieck 18", "dem Dreieck 18"),
        ("H1", "numnum", "der Joker Herz 1", "den Joker Herz 1", "dem Joker Herz 1"),
        ("B5", "numnum", "die 5er-Verbotskarte", "die 5er-Verbotskarte", "der 5er-Verbotskarte"),
        ("W", "numnum", "die Wunschkarte", "die Wunschkarte", "der Wunschkarte"),
        ("CJ", "maumau", "der Kreuz Bube", "den Kreuz Buben", "dem Kreuz Buben"),
        ("HQ", "maumau", "die Herz Dame", "die Herz Dame", "der Herz Dame"),
        ("SK", "maumau", "der Pik König", "den Pik König", "dem Pik König"),
        ("DA", "maumau", "das Karo Ass", "das Karo Ass", "dem Karo Ass"),
        ("H7", "maumau", "die Herz 7", "die Herz 7", "der Herz 7"),
        ("R7", "number_one", "die rote 7", "die rote 7", "der roten 7"),
        ("BSTOP", "maumau_110", "die blaue Aussetzkarte", "die blaue Aussetzkarte", "der blauen Aussetzkarte"),
        ("WISH", "number_one", "die Farbwahlkarte", "die Farbwahlkarte", "der Farbwahlkarte"),
        ("CUSTOM", "number_one", "die eigene Karte", "die eigene Karte", "der eigenen Karte"),
    ],
)
def test_a_german_sentence_names_a_card_with_its_article_in_its_case(
    text: str, variant: str, nom: str, acc: str, dat: str
) -> None:
    """One place knows each card's German noun and gender: "Du hast den Kreuz Buben gelegt"."""
    said = the_card(Card.parse(text, variant), "de")
    assert (said.nom, said.acc, said.dat) == (nom, acc, dat)
    template = "{card} passt. Du legst {card.acc} auf {card.dat}."  # as a German translation asks
    assert template.format(card=said) == f"{nom} passt. Du legst {acc} auf {dat}."


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_every_card_has_an_article_in_german_and_english(variant: str) -> None:
    """English says "the" before every card but NumNum's number cards ("heart 4", like a name)."""
    for card in distinct_cards(variant):
        de, en = the_card(card, "de"), the_card(card, "en")
        assert de.nom.split()[0] in ("der", "die", "das") and de.nom.endswith(card_name(card, "de")[-3:])
        assert de.acc.split()[0] in ("den", "die", "das") and de.dat.split()[0] in ("dem", "der")
        plain = variant == "numnum" and card.kind.name == "NUMBER"
        assert str(en) == (card_name(card) if plain else "the " + card_name(card)) == en.acc == en.dat


def test_several_cards_in_a_sentence_are_listed_with_and() -> None:
    cards = parse_cards(["R3", "R4", "R5"], "number_one")
    assert str(the_cards(cards)) == "the red 3, the red 4 and the red 5"
    assert the_cards(cards, "de").dat == "der roten 3, der roten 4 und der roten 5"
    assert the_cards(cards[:1], "de") == the_card(cards[0], "de")


def test_one_german_name_per_card_in_every_text() -> None:
    """The action cards have one German name each, wherever they are named (catalog and pages)."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "numnum"
    texts = [(root / "locale" / "de" / "LC_MESSAGES" / "numnum.po").read_text(encoding="utf-8")]
    texts += [p.read_text(encoding="utf-8") for p in (root / "rulebook" / "pages").glob("*.de.md")]
    for text in texts:
        for other in (
            "Richtungswechsel-Karte",
            "Aussetzen-Karte",
            "Stopp-Karte",
            "Zieh-Zwei",
            "Zieh-4",
            "Farbwechsel",
        ):
            assert other not in text, other
