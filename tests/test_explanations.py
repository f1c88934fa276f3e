"""Why a NumNum card fits, or not: ``numnum.explain``, its texts and pictures, and ``Game.explain``.

- Brute force: every distinct card of the standard deck on everything it can be lain on, under
  every ban state, the explanation agrees with ``numnum.fits`` and with what the engine allows.
- Golden texts: the explanations of a fixed sample of interesting pairs, in English and German,
  are kept in ``tests/golden/explanations.<lang>.txt``, one line per pair:
  ``card | on | bans | text`` (bans ``-``, ``2``, ``5`` or ``2,5``).

  After a deliberate change of the texts, rewrite the golden files and read the diff::

      NUMNUM_REGENERATE=1 .venv/bin/pytest tests/test_explanations.py -k golden
      git diff tests/golden/

- Notebook views (markdown with the sympy factorisations, the rows strip SVG), ``Game.explain`` of
  every variant (legal moves explained in both languages, illegal ones with the text of the
  ``IllegalMove`` that ``play`` raises), what imports sympy, and bad input.
"""

from __future__ import annotations

import json
import math
import os
import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

import numnum
from numnum import Card, IllegalMove, Kind, Move, Phase, explain
from numnum.arithmetic import fit_level
from numnum.card_names import card_name, the_card
from numnum.variants.numnum import NumNumOptions, NumNumRules, standard_deck

GOLDEN = Path(__file__).resolve().parent / "golden"
REGENERATE = os.environ.get("NUMNUM_REGENERATE") == "1"

BAN_STATES: list[frozenset[int]] = [frozenset(), frozenset({2}), frozenset({5}), frozenset({2, 5})]
BAN_IDS = ["none", "2", "5", "2+5"]
SYMBOLS = ("C", "T", "S", "H")
LANGS = ("en", "de")


def mask_of(bans: frozenset[int]) -> int:
    """The engine's ban mask, written here: bit 0 the 2-ban, bit 1 the 5-ban."""
    return (1 if 2 in bans else 0) | (2 if 5 in bans else 0)


def distinct_deck() -> list[Card]:
    return list(dict.fromkeys(standard_deck()))


def tops() -> list[str]:
    """Everything a card can be lain on: every number card, and a wish card with each wish."""
    return [c.text for c in distinct_deck() if c.kind is Kind.NUMBER] + [f"W {s}" for s in SYMBOLS]


def number_of(card: Card) -> int | None:
    """A card's number for the arithmetic: only number cards have one (B2/B5 name a row)."""
    return card.number if card.kind is Kind.NUMBER else None


def divisors_above_one(n: int) -> tuple[int, ...]:
    return tuple(d for d in range(2, n + 1) if n % d == 0)


# ============================================================================ brute force
def test_the_deck_and_the_places_to_lie_on() -> None:
    cards = distinct_deck()
    assert len(cards) == 101
    assert {c.text for c in cards if c.kind is not Kind.NUMBER} == {"W", "B2", "B5"}
    assert len(tops()) == 102


@pytest.mark.parametrize("bans", BAN_STATES, ids=BAN_IDS)
def test_explain_agrees_with_fits_and_the_engine_for_every_pair(bans: frozenset[int]) -> None:
    """``e.fits == numnum.fits == engine``; ``e.double`` is the engine's double fit; ``e.gcd`` and
    ``e.rows`` are the arithmetic; the text's verdict says the same as ``e.fits``."""
    rules = NumNumRules(NumNumOptions.build(None))
    mask = mask_of(bans)
    cards = distinct_deck()
    checked = 0
    for on in tops():
        top = Card.parse(on.split()[0], "numnum")
        wish = on[2] if on.startswith("W ") else None
        key = (top, wish, 0, mask)
        b = number_of(top)
        for card in cards:
            where = (card.text, on, sorted(bans))
            e = explain(card, on, bans)
            engine = bool(rules.plays_of(key, card))
            assert e.fits is numnum.fits(card, on, bans) is engine, where
            double = fit_level(card, top, wish, mask) == 2
            assert e.double is double is rules.goes_on(key, card), where
            assert not (e.double and not e.fits), where
            a = number_of(card)
            if a is None or b is None:
                assert e.gcd is None, where
                assert e.rows == (), where
            else:
                g = math.gcd(a, b)
                assert e.gcd == g, where
                assert e.rows == tuple(d for d in divisors_above_one(g) if d not in bans), where
            text = str(e)
            assert text, where
            if card.kind is Kind.NUMBER:
                lain_on = "the wish card" if str(top) == "W" else card_name(Card.parse(str(top)))
                name = card_name(card)  # the explanation names cards in words, as the card pictures do
                verdict = f"So {name} fits on {lain_on}." if e.fits else f"So {name} does not fit on {lain_on}."
                assert text.endswith(verdict), (*where, text)
            checked += 1
    assert checked == 101 * 102


def test_explanation_fields_and_both_languages_agree_on_the_verdict() -> None:
    """The German explanation decides the same, and ends with the German verdict."""
    for on in tops():
        top = on.split()[0]
        for card in distinct_deck():
            if card.kind is not Kind.NUMBER:
                continue
            for bans in (frozenset(), frozenset({2, 5})):
                en, de = explain(card, on, bans), explain(card, on, bans, lang="de")
                assert (en.fits, en.double, en.gcd, en.rows) == (de.fits, de.double, de.gcd, de.rows)
                lain_on = "die Wunschkarte" if str(top) == "W" else the_card(Card.parse(top), "de").acc
                name = the_card(card, "de")  # with its article: "das Herz 4", "den Kreis 12"
                verdict = f"Also passt {name} auf {lain_on}." if de.fits else f"Also passt {name} nicht auf {lain_on}."
                assert str(de).endswith(verdict), (card.text, on, str(de))
                assert de.lang == "de" and en.lang == "en"


def test_the_rule_examples() -> None:
    """RULES.md 1: 4 on 8 fits under the 2-ban (row 4), 20 on 30 under both bans (row 10), 6 on 10
    not under the 2-ban (only row 2)."""
    e = explain("H4", "C8", bans={2})
    assert (e.fits, e.double, e.gcd, e.rows) == (True, False, 4, (4,))
    e = explain("H20", "C30", bans={2, 5})
    assert (e.fits, e.double, e.gcd, e.rows) == (True, False, 10, (10,))
    e = explain("H6", "C10", bans={2})
    assert (e.fits, e.double, e.gcd, e.rows) == (False, False, 2, ())
    e = explain("C12", "T18")
    assert (e.fits, e.double, e.gcd, e.rows) == (True, False, 6, (2, 3, 6))
    e = explain("H4", "H10")
    assert (e.fits, e.double, e.gcd, e.rows) == (True, True, 2, (2,))


def test_cards_outside_the_standard_deck_are_explained_too() -> None:
    """RULES.md: ``fits`` "accepts any symbol with any positive number"; so does ``explain``."""
    e = explain("S1001", "T143")  # 7*11*13 and 11*13
    assert (e.fits, e.gcd, e.rows) == (True, 143, (11, 13, 143))
    assert not explain("S1001", "T1000").fits
    e = explain("H13", "C17")
    assert (e.fits, e.gcd, e.rows) == (False, 1, ())


# ============================================================================ golden texts
#: (card, on, bans): a fixed sample of interesting pairs.
SAMPLE: list[tuple[str, str, tuple[int, ...]]] = [
    # shared rows, no bans
    ("C12", "T18", ()),
    ("C36", "H24", ()),
    ("T25", "C15", ()),
    ("H85", "S51", ()),  # the 17-row
    ("C44", "S33", ()),  # the 11-row
    ("S13", "T26", ()),
    ("H13", "S13", ()),  # the same number
    # no shared row
    ("H7", "T30", ()),
    ("H13", "C17", ()),  # two primes
    ("C4", "T9", ()),
    ("H8", "C9", ()),
    # bans
    ("H4", "C8", (2,)),
    ("H6", "C10", (2,)),
    ("H6", "C10", (2, 5)),
    ("C20", "T30", (2, 5)),
    ("S15", "T30", (5,)),
    ("C12", "T18", (2,)),
    ("H72", "C36", (2,)),
    ("C78", "S52", (2,)),
    ("C10", "H15", (2,)),  # a ban that does not matter
    ("C10", "T15", (5,)),
    ("T25", "S45", (5,)),
    ("C2", "T2", (2,)),
    ("C5", "S5", (5,)),
    # same symbol: double fits, and symbol fits without a number fit
    ("H4", "H10", ()),
    ("S81", "S27", ()),
    ("T49", "T7", ()),
    ("H4", "H10", (2,)),
    ("H10", "H14", (2,)),
    ("H10", "H15", (2, 5)),
    ("H4", "H9", ()),
    ("H7", "H13", ()),
    # jokers
    ("C1", "T30", ()),
    ("T7", "S1", (2, 5)),
    ("H1", "S1", ()),
    ("H1", "H7", ()),
    ("C1", "C1", (2,)),
    # wish cards
    ("C5", "W H", ()),
    ("H5", "W H", ()),
    ("H1", "W H", ()),
    ("C1", "W H", ()),
    ("W", "W H", ()),
    ("W", "C12", ()),
    ("W", "C12", (2, 5)),
    # ban cards: activating and lifting
    ("B2", "C12", ()),
    ("B2", "C12", (2,)),
    ("B5", "T30", (5,)),
    ("B5", "T30", (2,)),
    ("B2", "W C", (2, 5)),
]


def bans_text(bans: tuple[int, ...]) -> str:
    return ",".join(str(b) for b in sorted(bans)) or "-"


def golden_lines(lang: str) -> list[str]:
    return [f"{card} | {on} | {bans_text(bans)} | {explain(card, on, bans, lang=lang)}" for card, on, bans in SAMPLE]


def test_the_sample_has_no_duplicates() -> None:
    assert len(set(SAMPLE)) == len(SAMPLE) >= 40


@pytest.mark.parametrize("lang", LANGS)
def test_golden_explanations(lang: str) -> None:
    """The texts of the sample, compared with ``tests/golden/explanations.<lang>.txt``."""
    path = GOLDEN / f"explanations.{lang}.txt"
    lines = golden_lines(lang)
    assert all("\n" not in line for line in lines)
    if REGENERATE:
        path.parent.mkdir(exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        pytest.skip(f"regenerated {path.name}")
    assert path.exists(), f"{path} is missing: run NUMNUM_REGENERATE=1 pytest {__file__}"
    expected = path.read_text(encoding="utf-8").splitlines()
    changed = [f"- {old}\n+ {new}" for old, new in zip(expected, lines, strict=False) if old != new]
    assert len(expected) == len(lines), f"{path.name}: {len(expected)} lines, the sample has {len(lines)}"
    assert not changed, f"{path.name} differs (NUMNUM_REGENERATE=1 to accept):\n" + "\n".join(changed)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_file_keys_match_the_sample(lang: str) -> None:
    """The first three columns of the golden file name the pairs of the sample, in order."""
    path = GOLDEN / f"explanations.{lang}.txt"
    if not path.exists():
        pytest.skip("no golden file yet")
    keys = [tuple(line.split(" | ")[:3]) for line in path.read_text(encoding="utf-8").splitlines()]
    assert keys == [(card, on, bans_text(bans)) for card, on, bans in SAMPLE]


def test_german_and_english_texts_differ_for_every_pair_of_the_sample() -> None:
    for card, on, bans in SAMPLE:
        assert str(explain(card, on, bans)) != str(explain(card, on, bans, lang="de")), (card, on, bans)


ENGLISH_SYMBOL_NAMES = re.compile(r"\b(circle|triangle|square|heart)\b")


@pytest.mark.parametrize(("card", "on"), [("H4", "H10"), ("C4", "C9"), ("S5", "W S"), ("T5", "W T")])
def test_german_explanations_name_the_symbols_in_german(card: str, on: str) -> None:
    text = str(explain(card, on, lang="de"))
    assert not ENGLISH_SYMBOL_NAMES.search(text), text


# ============================================================================ markdown (sympy)
def factor_latex(n: int) -> str:
    """``12`` -> ``2^{2} \\cdot 3``, by trial division (independent of sympy)."""
    if n == 1:
        return "1"
    parts = []
    p = 2
    while n > 1:
        e = 0
        while n % p == 0:
            n //= p
            e += 1
        if e:
            parts.append(f"{p}^{{{e}}}" if e > 1 else str(p))
        p += 1
    return " \\cdot ".join(parts)


def test_factor_latex_helper() -> None:
    assert factor_latex(12) == "2^{2} \\cdot 3"
    assert factor_latex(18) == "2 \\cdot 3^{2}"
    assert factor_latex(13) == "13"


def test_markdown_shows_the_factorisations_and_the_gcd() -> None:
    md = explain("C12", "T18")._repr_markdown_()
    assert "$12 = 2^{2} \\cdot 3$" in md
    assert "$18 = 2 \\cdot 3^{2}$" in md
    assert "\\gcd(12, 18) = 2 \\cdot 3$" in md
    assert "$= 6$" in md
    assert str(explain("C12", "T18")) in md


@pytest.mark.parametrize("lang", LANGS)
def test_markdown_factorisations_of_every_number_of_the_deck(lang: str) -> None:
    """Each distinct number of the deck against a few others, under each ban state."""
    numbers = sorted({c.number for c in distinct_deck() if c.kind is Kind.NUMBER and c.number is not None})
    others = [1, 12, 13, 30, 36, 85]
    for i, a in enumerate(numbers):
        for b in others:
            bans = BAN_STATES[i % 4]
            e = explain(f"C{a}", f"T{b}", bans, lang=lang)
            md = e._repr_markdown_()
            assert f"${a} = {factor_latex(a)}$" in md, md
            assert f"${b} = {factor_latex(b)}$" in md, md
            g = math.gcd(a, b)
            assert f"$\\gcd({a}, {b}) = {factor_latex(g)}$" in md, md
            if factor_latex(g) != str(g):
                assert f"$= {g}$" in md, md
            assert md.rstrip().endswith(str(e)), md


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("card", "on", "bans"), SAMPLE)
def test_markdown_of_the_sample(card: str, on: str, bans: tuple[int, ...], lang: str) -> None:
    e = explain(card, on, bans, lang=lang)
    md = e._repr_markdown_()
    assert md.startswith(f"**{card_name(e.card, lang)} → {card_name(e.on, lang)}: ")
    assert ("✓" in md) is e.fits and ("✗" in md) is not e.fits
    assert str(e) in md
    numbers = e.card.kind is Kind.NUMBER and e.on.kind is Kind.NUMBER
    assert ("\\gcd" in md) is numbers
    if numbers and bans:
        label = {"en": "active bans", "de": "aktive Verbote"}[lang]
        assert label in md
    if e.rows:
        label = {"en": "shared rows", "de": "gemeinsame Reihen"}[lang]
        assert f"{label}: " + ", ".join(str(r) for r in e.rows) in md
    verdict = {
        "en": ("fits double" if e.double else "fits") if e.fits else "does not fit",
        "de": ("passt doppelt" if e.double else "passt") if e.fits else "passt nicht",
    }[lang]
    assert f": {verdict}**" in md


# ============================================================================ SVG strip
SVG = "{http://www.w3.org/2000/svg}"


def svg_columns(svg: str) -> dict[int, dict[str, object]]:
    """Parse the strip: for each row label ``r×``, whether it is bold and the class of its frame."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    columns: dict[int, dict[str, object]] = {}
    by_x: dict[float, int] = {}
    for t in root.iter(f"{SVG}text"):
        text = t.text or ""
        if re.fullmatch(r"\d+×", text):
            row = int(text[:-1])
            columns[row] = {"bold": t.get("font-weight") == "bold", "frame": None}
            by_x[float(t.get("x", "nan"))] = row
    for r in root.iter(f"{SVG}rect"):
        centre = float(r.get("x", "nan")) + float(r.get("width", "nan")) / 2
        assert centre in by_x, "a frame that belongs to no row"
        columns[by_x[centre]]["frame"] = r.get("class")
    return columns


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("bans", BAN_STATES, ids=BAN_IDS)
def test_svg_marks_exactly_the_shared_rows(bans: frozenset[int], lang: str) -> None:
    """Every row of either number has a column; shared rows are bold and framed ("shared", or
    "banned" when a ban blocks them); the framed "shared" rows are ``e.rows``."""
    numbers = sorted({c.number for c in distinct_deck() if c.kind is Kind.NUMBER and c.number is not None})
    for a in numbers:
        for b in (1, 2, 12, 30, 36, 45, 85):
            e = explain(f"H{a}", f"S{b}", bans, lang=lang)
            svg = e._repr_svg_()
            columns = svg_columns(svg)
            assert sorted(columns) == sorted(set(divisors_above_one(a)) | set(divisors_above_one(b))), (a, b)
            for row, col in columns.items():
                shared = a % row == 0 and b % row == 0
                assert col["bold"] is shared, (a, b, row)
                assert col["frame"] == (("banned" if row in bans else "shared") if shared else None), (a, b, row)
            if a != 1 and b != 1:
                assert tuple(r for r, c in sorted(columns.items()) if c["frame"] == "shared") == e.rows
            root = ET.fromstring(svg)
            title = root.find(f"{SVG}title")
            assert title is not None and title.text == str(e)
            assert root.get("aria-label") == str(e)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("card", "on", "bans"), SAMPLE)
def test_svg_of_the_sample_parses_and_carries_the_text(card: str, on: str, bans: tuple[int, ...], lang: str) -> None:
    e = explain(card, on, bans, lang=lang)
    root = ET.fromstring(e._repr_svg_())
    assert root.tag == f"{SVG}svg"
    assert root.get("aria-label") == str(e)
    shared = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "shared"]
    assert len(shared) == len(e.rows)


def test_svg_escapes_nothing_into_broken_xml() -> None:
    """Texts with characters that XML must escape still parse (the wish sentence has a colon,
    German has umlauts; the symbols are non-ASCII)."""
    for on in ("W H", "W C", "C12"):
        for lang in LANGS:
            ET.fromstring(explain("H5", on, lang=lang)._repr_svg_())


def test_svg_heading_is_german_in_german() -> None:
    def heading(lang: str) -> str | None:
        root = ET.fromstring(explain("C12", "T18", lang=lang)._repr_svg_())
        return next(t.text for t in root.iter(f"{SVG}text") if t.get("font-size") == "15")

    assert heading("en") == "times-table rows"
    assert heading("de") != heading("en")


# ============================================================================ Game.explain
GAME_VARIANTS = [
    ("numnum", None),
    ("maumau", "basic"),
    ("maumau", "club"),
    ("maumau_110", None),
    ("number_one", None),
]
GAME_IDS = ["numnum", "maumau-basic", "maumau-club", "maumau_110", "number_one"]


def random_states(variant: str, preset: str | None, seed: int, moves: int = 150) -> Iterator[numnum.Game]:
    """Yield a seeded random game after each of up to ``moves`` random legal moves."""
    g = numnum.new_game(variant, players=3, seed=seed, preset=preset)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_over:
            return
        yield g
        g.play(rng.choice(list(g.legal_moves())))


@pytest.mark.parametrize(("variant", "preset"), GAME_VARIANTS, ids=GAME_IDS)
def test_every_legal_move_is_explained_in_both_languages(variant: str, preset: str | None) -> None:
    total = differ = 0
    for seed in range(3):
        for g in random_states(variant, preset, seed):
            before = g.to_json()
            for m in g.legal_moves():
                en, de = g.explain(m), g.explain(m, lang="de")
                assert isinstance(en, str) and en.strip(), (variant, str(m))
                assert isinstance(de, str) and de.strip(), (variant, str(m))
                assert g.explain(str(m)) == en
                total += 1
                differ += en != de
            assert g.to_json() == before
    assert total > 200
    assert differ > total / 2, f"{variant}: only {differ} of {total} explanations differ between en and de"


def other_cards(g: numnum.Game) -> list[Card]:
    """The distinct cards of the game's deck (``g.all_cards()``)."""
    return list(dict.fromkeys(g.all_cards()))


def moves_to_try(g: numnum.Game, rng: random.Random) -> list[Move]:
    """Illegal moves: cards of other hands, other cards of the deck, pass and draw where not legal."""
    legal = set(g.legal_moves())
    me = g.current_player
    candidates: list[Move] = []
    mine = set(g.hands[me])
    for seat, hand in enumerate(g.hands):
        if seat != me:
            candidates += [Move.play(c) for c in hand if c not in mine][:3]
    cards = other_cards(g)
    candidates += [Move.play(c) for c in rng.sample(cards, min(6, len(cards)))]
    candidates += [Move.play(c) for c in g.hands[me]]  # in hand, but maybe not playable
    candidates += [Move.PASS, Move.DRAW]
    return [m for m in dict.fromkeys(candidates) if m not in legal]


@pytest.mark.parametrize(("variant", "preset"), GAME_VARIANTS, ids=GAME_IDS)
def test_illegal_moves_are_explained_with_the_message_of_illegal_move(variant: str, preset: str | None) -> None:
    rng = random.Random(7)
    tried = 0
    kinds: set[str] = set()
    for seed in range(3):
        for g in random_states(variant, preset, seed, moves=80):
            before = g.to_json()
            for m in moves_to_try(g, rng):
                explained = g.explain(m)
                with pytest.raises(IllegalMove) as info:
                    g.play(m)
                assert explained == str(info.value), (variant, str(m))
                assert explained.strip()
                assert g.explain(m, lang="de").strip()
                tried += 1
                kinds.add(
                    m.action.value if not m.cards else "in hand" if m.cards[0] in g.hands[g.current_player] else "card"
                )
            assert g.to_json() == before, variant
    assert tried > 100
    assert {"in hand", "card", "pass"} <= kinds


def test_numnum_game_explains_with_numnum_explain() -> None:
    """In NumNum, a card's explanation in the game is ``explain(card, top (with the wish), bans)``."""
    checked = 0
    for seed in range(3):
        for g in random_states("numnum", None, seed):
            top = g.top
            on = f"{top} {g.wish}" if top.kind is Kind.WILD and g.wish else top.text
            legal = set(g.legal_moves())
            for card in dict.fromkeys(g.hands[g.current_player]):
                m = Move.play(card)
                if card.kind is Kind.WILD or g.phase is Phase.DRAWN:
                    continue
                if len(g.hands[g.current_player]) == 1 and card.kind is Kind.BAN:
                    continue  # the last card: see the test below
                for lang in LANGS:
                    assert g.explain(m, lang) == str(explain(card, on, g.bans, lang)), (str(m), on)
                assert (m in legal) is (explain(card, on, g.bans).fits and g.phase in (Phase.TURN, Phase.CHAIN))
                checked += 1
    assert checked > 300


def test_numnum_ban_card_may_not_be_the_last_card() -> None:
    g = numnum.new_game("numnum", players=2, deck=["B2", "C9", "H10", "C7"], hand_size=1)
    assert [str(c) for c in g.hands[0]] == ["B2"]
    assert "B2" not in g.legal_moves().notations()
    before = g.to_json()
    with pytest.raises(IllegalMove) as info:
        g.play("B2")
    assert g.explain("B2") == str(info.value)
    assert "2-ban card" in str(info.value)
    assert g.explain("B2", "de") != g.explain("B2")
    assert g.to_json() == before


def test_game_explain_refuses_an_unknown_language() -> None:
    g = numnum.new_game("numnum", players=2, seed=1)
    with pytest.raises(ValueError, match="'en', 'de'"):
        g.explain("draw", lang="fr")


# ============================================================================ sympy stays out
def run_python(code: str) -> str:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    return out.stdout


def test_import_numnum_and_text_explanations_do_not_import_sympy() -> None:
    code = """
import json, sys
import numnum
seen = {"import": "sympy" in sys.modules}
e = numnum.explain("C12", "T18", bans={2})
str(e); str(numnum.explain("H4", "C8", bans={2}, lang="de")); str(numnum.explain("H7", "W H"))
g = numnum.new_game("numnum", players=2, seed=3)
[g.explain(m, lang) for m in g.legal_moves() for lang in ("en", "de")]
seen["text"] = "sympy" in sys.modules
e._repr_markdown_()
seen["markdown"] = "sympy" in sys.modules
print(json.dumps(seen))
"""
    seen = json.loads(run_python(code))
    assert seen == {"import": False, "text": False, "markdown": True}


def test_in_the_browser_sympy_is_asked_for_once_and_the_factors_come_meanwhile() -> None:
    # the no-install site: no sympy at import numnum; the first explanation asks Pyodide for it
    code = """
import json, sys, types
sys.modules["sympy"] = None  # not installed (yet): import sympy raises ImportError
asked = []
sys.modules["pyodide_js"] = types.SimpleNamespace(loadPackage=lambda name: asked.append(name) or "promise")
sys.platform = "emscripten"
import numnum
first = numnum.explain("C12", "T18", bans={2})._repr_markdown_()
second = numnum.explain("H24", "C36")._repr_markdown_()
del sys.modules["sympy"]  # Pyodide has loaded it: sympy's own factors from now on
third = numnum.explain("C12", "T18", bans={2})._repr_markdown_()
print(json.dumps({"asked": asked, "first": first, "second": second, "third": third, "sympy": "sympy" in sys.modules}))
"""
    seen = json.loads(run_python(code))
    assert seen["asked"] == ["sympy"], "asked once, not at import numnum and not again"
    assert f"$12 = {factor_latex(12)}$" in seen["first"] and f"$18 = {factor_latex(18)}$" in seen["first"]
    assert f"$36 = {factor_latex(36)}$" in seen["second"]
    assert seen["third"] == seen["first"] and seen["sympy"] is True


def test_outside_the_browser_a_missing_sympy_is_an_import_error() -> None:
    code = """
import sys
sys.modules["sympy"] = None
import numnum
try:
    numnum.explain("C12", "T18")._repr_markdown_()
except ImportError as e:
    print("ImportError")
"""
    assert run_python(code).strip() == "ImportError"


# ============================================================================ bad input
@pytest.mark.parametrize("bans", [{3}, [2, 3], [10], "2", 5, [2.0], [True], [None]])
def test_bans_outside_two_and_five_are_refused(bans: object) -> None:
    with pytest.raises(ValueError, match=r"\{2, 5\}"):
        explain("H4", "C8", bans)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["fr", "EN", "", None, "deutsch"])
def test_unknown_languages_are_refused(lang: object) -> None:
    with pytest.raises(ValueError, match="'en', 'de'"):
        explain("H4", "C8", lang=lang)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("card", "on"),
    [
        ("X5", "C8"),  # no such symbol
        ("C0", "C8"),  # numbers start at 1
        ("C-3", "C8"),
        ("H", "C8"),
        ("", "C8"),
        ("B3", "C8"),  # ban cards exist for 2 and 5 only
        ("W H", "C8"),  # a wish is said when the card lies, not when it is played
        ("H4", "Q8"),
        ("H4", "C8 H"),  # only a wish card carries a wish
        ("H4", "W X"),  # no such symbol to wish
        ("H4", "B2"),  # a ban card never lies on the discard pile
        ("H4", "B5"),
    ],
)
def test_unknown_cards_are_refused_with_a_message(card: str, on: str) -> None:
    with pytest.raises(ValueError) as info:
        explain(card, on)
    assert str(info.value).strip()
    with pytest.raises(ValueError):
        numnum.fits(card, on)


def test_a_ban_card_as_the_card_lain_on_says_why() -> None:
    with pytest.raises(ValueError, match="ban card"):
        explain("H4", "B2")
    with pytest.raises(ValueError, match="ban card"):
        explain("B5", Card.parse("B5", "numnum"))


def test_cards_of_another_variant_are_refused() -> None:
    other = Card.parse("CJ", "maumau")
    with pytest.raises(ValueError, match="NumNum"):
        explain(other, "C8")
    with pytest.raises(ValueError, match="NumNum"):
        explain("C8", other)


@pytest.mark.parametrize(
    "lang, expected",
    [("en", "First choose one of red, yellow, green, blue."), ("de", "Wähle zuerst eins von Rot, Gelb, Grün, Blau.")],
)
def test_a_play_while_a_colour_is_owed_says_to_choose_first(lang: str, expected: str) -> None:
    """Number ONE's start card SWAP asks player 0 for a colour first: a card is not "not fitting"."""
    g = next(g for s in range(200) if (g := numnum.new_game("number_one", 3, seed=s)).phase is Phase.CHOOSE)
    card = str(g.hands[0][0])
    assert g.explain(card, lang=lang) == expected
    before = g.to_json()
    with pytest.raises(IllegalMove, match="First choose one of red, yellow, green, blue"):
        g.play(card)
    assert g.to_json() == before
