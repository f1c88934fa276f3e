"""Every sentence of every lesson is true, names only cards of its deck, and uses only words
that the lesson or one before it teaches (issue 28 §1 and §2).

Each lesson is read in both languages as a pupil meets it (:mod:`lesson_texts`): its text cells,
what its steps show, what its exercises answer (hints, reasons and solutions, also after wrong
answers), the questions of its practice and what the card table says during its round of play.
The words come from the glossary (:mod:`numnum.glossary`), the claims are read and checked by
:mod:`numnum.teaching.lessons.claims`.
"""

from __future__ import annotations

import re
from collections import Counter

import lesson_texts as texts
import pytest

from numnum import explain
from numnum.cards import Card, Kind
from numnum.explanations import lesson_words
from numnum.glossary import GLOSSARY, WORDS, taught_in, untaught
from numnum.teaching.decks.lessons import lesson_deck
from numnum.teaching.lessons import LESSONS, lesson
from numnum.teaching.lessons.claims import false_claims, unknown_cards
from numnum.teaching.questions import check_divisors

CASES = [(n, lang) for n, _name in LESSONS for lang in ("en", "de")]
IDS = [f"lesson{n}-{lang}" for n, lang in CASES]


def _deck(number: int) -> list[Card]:
    """The NumNum cards that lesson ``number`` plays with or talks about (lesson 10 plays Mau
    Mau and shows the NumNum deck)."""
    return list(lesson(number).deck())


# --- the glossary --------------------------------------------------------------------------------


def test_every_word_of_the_glossary_finds_itself_in_both_languages() -> None:
    for w in GLOSSARY:
        for lang in ("en", "de"):
            assert w.found(w.name(lang), lang), (w.key, lang)
    assert [w.lesson for w in GLOSSARY] == sorted(w.lesson for w in GLOSSARY), "in the order of the lessons"


@pytest.mark.parametrize(("number", "lang"), CASES, ids=IDS)
def test_a_lesson_uses_the_words_it_teaches(number: int, lang: str) -> None:
    cells = " ".join(t for where, t in texts.lesson_texts(number, lang) if where.startswith("text cell"))
    for key in taught_in(number):
        assert WORDS[key].found(cells, lang), f"lesson {number} is to teach {key!r} but never says it"


def test_the_glossary_finds_the_words_of_issue_28() -> None:
    assert [w.key for w in untaught("3 is a prime number and 10 is not in the 3-times table.", "en", 2)] == ["prime"]
    assert [w.key for w in untaught("Die andere 13 und die 4 Joker: 10 Karten.", "de", 5)] == ["joker"]
    assert untaught("the jokers come first", "en", 7) == []


def test_the_texts_read_hold_what_a_pupil_sees_only_after_answering_and_the_round_of_play() -> None:
    read = texts.lesson_texts(2, "en")
    said = " ".join(t for _where, t in read)
    assert "the rows that 20 is in are 2, 4, 5, 10 and 20" in said  # the solution of "type the rows of 20"
    assert "1 is a divisor of 20, but the 1-row" in said  # the reason for a wrong answer
    assert any(where == "practice" and "divisor" in t for where, t in read)
    table = " ".join(t for where, t in read if where.startswith("round"))
    assert "does not fit" in table and "times table" in table  # the table's reasons during the round


# --- words only after they are taught -------------------------------------------------------------


@pytest.mark.parametrize(("number", "lang"), CASES, ids=IDS)
def test_no_lesson_shows_a_word_before_the_lesson_that_teaches_it(number: int, lang: str) -> None:
    early = {
        (where, w.key, w.lesson)
        for where, text in texts.lesson_texts(number, lang)
        for w in untaught(text, lang, number)
    }
    assert not early, f"words a later lesson teaches: {sorted(early)}"


@pytest.mark.parametrize("level", range(1, 11))
def test_the_explanations_keep_to_the_words_of_every_lesson(level: int) -> None:
    cards = {c.text for c in lesson_deck(level)}
    pairs = [
        ("H7", "T30"), ("H4", "H10"), ("C12", "T18"), ("H6", "C10"), ("C20", "T30"), ("H4", "C8"),
        ("S13", "H13"), ("H1", "C7"), ("C5", "C1"), ("B2", "C8"), ("B5", "C8"), ("W", "C8"), ("C8", "W"),
    ]  # fmt: skip
    for card, on in pairs:
        if card not in cards or on not in cards:
            continue
        for bans in [(), (2,), (5,), (2, 5)] if level >= 6 else [()]:
            for lang in ("en", "de"):
                with lesson_words(level):
                    said = str(explain(card, "W H" if on == "W" else on, bans, lang))  # on a wish: hearts wished
                assert untaught(said, lang, level) == [], (level, card, on, bans, said)


def test_a_lesson_table_explains_in_the_lesson_s_words() -> None:
    from numnum.widget.controller import Controller

    # the person holds square 7, heart 4 and square 5; heart 10 is on top
    deck = ["S7", "C9", "H4", "C3", "S5", "T9", "H10", "C15"]
    early = Controller("numnum", players=2, deck=deck, hand_size=3, autosave=False, lesson=2)
    late = Controller("numnum", players=2, deck=deck, hand_size=3, autosave=False)
    for t in (early, late):
        assert t.game.top.text == "H10"
        t.handle({"action": "card", "index": 0, "step": t.step})  # square 7 does not fit
    assert "prime" in late.explanation and "prime" not in early.explanation
    assert "7 and 10 are in no times table together" in early.explanation
    late_why, early_why = (t.scene().hand[1].why for t in (late, early))  # heart 4 on heart 10
    assert "double" in late_why and "double" not in early_why and "one more card" in early_why
    with pytest.raises(ValueError, match="lesson must be"):
        Controller("numnum", players=2, autosave=False, lesson=11)


@pytest.mark.parametrize(("number", "lang"), CASES, ids=IDS)
def test_a_lesson_table_s_rules_keep_to_the_lesson_s_words(number: int, lang: str) -> None:
    """The Rules panel of a lesson's round says how to play with what the lesson has taught: no
    joker, ban or wish card before their lessons; the parts that matter stay."""
    import html as html_module

    from numnum.widget.controller import Controller

    variant = "maumau" if number == 10 else "numnum"
    t = Controller(variant, players=2, autosave=False, lesson=number, lang=lang)
    t.handle({"action": "rules", "step": t.step})
    shown = html_module.unescape(re.sub(r"<[^>]+>", " ", t.scene().texts["rules"]))
    assert not untaught(shown, lang, number), [w.key for w in untaught(shown, lang, number)]
    if variant == "numnum":
        assert ("Which card fits?" if lang == "en" else "Welche Karte passt?") in shown
        assert ("or draw" if lang == "en" else "oder ziehe") in shown
    whole = Controller(variant, players=2, autosave=False, lang=lang)
    whole.handle({"action": "rules", "step": whole.step})
    assert len(whole.scene().texts["rules"]) >= len(t.scene().texts["rules"])


# --- nothing false ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("number", "lang"), CASES, ids=IDS)
def test_every_claim_of_a_lesson_is_true(number: int, lang: str) -> None:
    wrong = {(where, claim) for where, text in texts.lesson_texts(number, lang) for claim in false_claims(text, lang)}
    assert not wrong, sorted(wrong)


@pytest.mark.parametrize(("number", "lang"), CASES, ids=IDS)
def test_every_card_a_lesson_names_is_in_its_deck(number: int, lang: str) -> None:
    deck = _deck(number)
    missing = {
        (where, card) for where, text in texts.lesson_texts(number, lang) for card in unknown_cards(text, lang, deck)
    }
    assert not missing, sorted(missing)


@pytest.mark.parametrize("number", [n for n, _name in LESSONS if n != 10])
def test_a_lesson_s_round_deals_the_deck_the_lesson_talks_about(number: int) -> None:
    game = texts.table(lesson(number).play, "en").controller.game
    assert Counter(c.text for c in game.all_cards()) == Counter(c.text for c in _deck(number))
    kinds = {c.kind for c in game.all_cards()}
    assert (Kind.BAN in kinds) == (number >= WORDS["ban"].lesson)
    assert (Kind.WILD in kinds) == (number >= WORDS["wish"].lesson)
    assert any(c.number == 1 for c in game.all_cards()) == (number >= WORDS["joker"].lesson)


_ROUND = {
    "en": (
        r"(\d+)\s+cards\s+each|You\s+get\s+(\d+)\s+cards",
        r"(two|three|four)\s+computer\s+players",
        {"two": 2, "three": 3, "four": 4},
    ),
    "de": (
        r"(\d+)\s+Karten\s+für\s+jeden|Du\s+bekommst\s+(\d+)\s+Karten",
        r"(zwei|drei|vier)\s+Computer-Spieler",
        {"zwei": 2, "drei": 3, "vier": 4},
    ),
}


@pytest.mark.parametrize(("number", "lang"), CASES, ids=IDS)
def test_a_round_is_played_as_its_lesson_says(number: int, lang: str) -> None:
    """ "7 cards each, two computer players": what the text before the round says is the table's."""
    module = lesson(number)
    t = texts.table(module.play, lang).controller
    cells = texts.source_cells(number)
    play_at = cells.index(("step", "play"))
    before = next(c for c in reversed(cells[:play_at]) if c[0] == "md")[1 + ("en", "de").index(lang)]
    cards, players, words = _ROUND[lang]
    said_cards = {int(a or b) for a, b in re.findall(cards, before)}
    said_players = {words[w] for w in re.findall(players, before)}
    assert said_cards == {len(t.game.hands[1])}, before  # the first computer player has not played yet
    assert said_players == {t.game.players - 1}, before


# --- German card names as the table says them ----------------------------------------------------

#: The articles (and words like them) before a German card name, by the gender of its noun
#: (numnum.card_names: "der Kreis 12", "der Joker Herz 1", "das Herz 12", "das Dreieck 4").
_ARTICLES_DE = {
    "m": {"der", "den", "dem", "des", "ein", "einen", "einem", "eines", "kein", "keinen", "jeden", "jeder"},
    "n": {"das", "dem", "des", "ein", "einem", "eines", "kein", "jedes"},
}
_CARD_DE = re.compile(r"(?<![\w-])(\S+)\s+(Joker\s+)?(Kreis|Dreieck|Quadrat|Herz)([ -])\d+\b")


def _badly_named_cards_de(text: str, maumau: bool = False) -> list[str]:
    """The German card names of ``text`` that a sentence says without their article or with the
    wrong one ("passt die Herz-12 auf den Kreis-8", "passen auf Dreieck 12"); names in lists and
    labels (after a comma, a colon, "und" or nothing) are fine.  ``maumau``: the text also names
    Mau Mau cards, whose hearts are feminine ("die Herz 9")."""
    out = []
    for m in _CARD_DE.finditer(text):
        before, joker, symbol, dash = m.group(1), m.group(2), m.group(3), m.group(4)
        gender = "m" if joker or symbol == "Kreis" else "n"
        in_sentence = re.fullmatch(r"[a-zäöüß]+", before) is not None and before not in ("und", "oder")
        skat = maumau and symbol == "Herz" and not joker and before in ("die", "der")
        if dash == "-" or (in_sentence and before not in _ARTICLES_DE[gender] and not skat):
            out.append(m.group(0))
    return out


@pytest.mark.parametrize("number", [n for n, _name in LESSONS])
def test_german_lessons_name_cards_with_their_articles(number: int) -> None:
    """As the table names them (numnum.card_names.the_card): "das Herz 12", "den Kreis 8",
    "auf den Joker Herz 1", never "die Herz-12" or "passen auf Dreieck 12"."""
    bad = {
        (where, name)
        for where, text in texts.lesson_texts(number, "de")
        for name in _badly_named_cards_de(text, maumau=number == 10)
    }
    assert not bad, sorted(bad)


def test_the_article_check_finds_what_session_10_found() -> None:
    said = "12 und 8 sind beide in der 4er-Reihe, also passt die Herz-12 auf den Kreis-8:"
    assert _badly_named_cards_de(said) == ["die Herz-12", "den Kreis-8"]
    assert _badly_named_cards_de("Welche dieser Karten passen auf Dreieck 12? Wähle alle aus.") == ["auf Dreieck 12"]
    assert _badly_named_cards_de("Welche passen auf Joker Herz 1?") == ["auf Joker Herz 1"]
    assert _badly_named_cards_de("Hier ist der NumNum-Stapel mit der Herz 12 oben.") == ["der Herz 12"]
    assert _badly_named_cards_de("Oben liegt die Herz 9.", maumau=True) == []
    fine = "Also passt das Herz 12 auf den Kreis 8. Im Stapel: Quadrat 13, Herz 13 und Kreis 26. Auf den Joker Herz 1?"
    assert _badly_named_cards_de(fine) == []


# --- the checks catch the mistakes of issue 28 --------------------------------------------------


def test_the_checks_catch_the_mistakes_that_issue_28_found() -> None:
    assert false_claims("✗ Not quite. 1 is not a divisor of 20: 20 = 20 × 1 + 0.", "en")
    assert false_claims("Right! 20 = 1 × 20 = 2 × 10 = 4 × 5: the divisors of 20 are 2, 4, 5, 10 and 20.", "en")
    assert false_claims("Die Teiler von 20 sind 2, 4, 5, 10 und 20.", "de")
    assert false_claims("The stiffest cards are primes like 7 and 13, and numbers made of big primes like 49.", "en")
    assert unknown_cards("Which card is more flexible? heart 24 or heart 25", "en", _deck(8)) == ["heart 25"]
    assert unknown_cards("Kreis 25 auf Pik 15", "de", _deck(3)) == ["Kreis 25"]
    assert unknown_cards("the 4 jokers: joker heart 1", "en", _deck(5)) == ["heart 1"]
    assert untaught("So square 3 does not fit: 3 is a prime number.", "en", 2)[0].key == "prime"


def test_typing_1_among_the_rows_says_that_1_is_a_divisor_but_not_a_row() -> None:
    for lang in ("en", "de"):
        wrong = check_divisors("1, 2, 4, 5, 10, 20", 20, include_one=False, lang=lang).text
        right = check_divisors("2, 4, 5, 10, 20", 20, include_one=False, lang=lang).text
        assert not false_claims(wrong, lang) and not false_claims(right, lang)
        assert "1-row" in wrong or "1er-Reihe" in wrong
        assert re.search(r"(divisors|Teiler) of 20|Teiler von 20", right) is None, right
    assert "1 is a divisor of 20" in check_divisors("1 2 4 5 10 20", 20, include_one=False).text
    assert "the rows that 20 is in are 2, 4, 5, 10 and 20" in check_divisors("2 4 5 10 20", 20, include_one=False).text
