"""When does a NumNum card fit?  ``numnum.fits`` and ``numnum.arithmetic`` (RULES.md 1, "When does a
number card fit?" and "Special cards").

The brute-force tests compare the engine with a definition written here, independently, from
the rule text: symbol fit, or number fit (a joker, or ``gcd > 1`` and not a banned row).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pytest

import numnum
from numnum import Card, Kind
from numnum.arithmetic import (
    ban_mask,
    check_bans,
    divisors,
    fit_level,
    is_prime,
    number_fit,
    prime_factors,
    rows_of,
    shared_rows,
)
from numnum.variants.numnum import standard_deck

BAN_STATES: list[frozenset[int]] = [frozenset(), frozenset({2}), frozenset({5}), frozenset({2, 5})]
SYMBOLS = ("C", "T", "S", "H")
SPECIAL = ("W", "B2", "B5")


# ----------------------------------------------------------------------------- the independent definition
def reference_fits(card: str, on: str, bans: frozenset[int]) -> bool:
    """RULES.md 1, written from the text: ``on`` is a number card or a wish card with its wish."""
    if card in SPECIAL:
        return True  # ban cards and wish cards may always be played
    symbol, number = card[0], int(card[1:])
    if on.startswith("W "):
        return symbol == on[2]  # a wish card has no number: only the wished symbol (its joker too)
    top_symbol, top_number = on[0], int(on[1:])
    if symbol == top_symbol:
        return True
    if number == 1 or top_number == 1:
        return True
    g = math.gcd(number, top_number)
    return g > 1 and g not in bans


def reference_rows(a: int, b: int, bans: Iterable[int] = ()) -> tuple[int, ...]:
    """The times-table rows d > 1 that both numbers lie in, without the banned ones ("in words")."""
    banned = set(bans)
    return tuple(d for d in range(2, min(a, b) + 1) if a % d == 0 and b % d == 0 and d not in banned)


def reference_double(card: str, on: str, bans: frozenset[int]) -> bool:
    """Symbol fit and number fit together; ban and wish cards, and cards on a wish card, never."""
    if card in SPECIAL or on.startswith("W "):
        return False
    symbol_fit = card[0] == on[0]
    a, b = int(card[1:]), int(on[1:])
    number_fit_ = a == 1 or b == 1 or bool(reference_rows(a, b, bans))
    return symbol_fit and number_fit_


def distinct_deck() -> list[Card]:
    return list(dict.fromkeys(standard_deck()))


def tops() -> list[str]:
    """Everything a card can be lain on: every number card, and a wish card with each wish."""
    return [c.text for c in distinct_deck() if c.kind is Kind.NUMBER] + [f"W {s}" for s in SYMBOLS]


# ============================================================================ brute force
def test_the_independent_definitions_agree_with_each_other() -> None:
    """ "`g = gcd(c, t) > 1` and `g` is not a banned row. In words: the two numbers share a times-table
    row d > 1 (a common divisor) that is not banned." - both forms say the same."""
    for a in range(2, 90):
        for b in range(2, 90):
            g = math.gcd(a, b)
            for bans in BAN_STATES:
                assert (g > 1 and g not in bans) is bool(reference_rows(a, b, bans)), (a, b, bans)


@pytest.mark.parametrize("bans", BAN_STATES, ids=["none", "2", "5", "2+5"])
def test_fits_agrees_with_gcd_definition_over_all_pairs_of_the_standard_deck(bans: frozenset[int]) -> None:
    """Every card of the standard deck on every card it can be lain on, under each ban state."""
    cards = distinct_deck()
    assert len(cards) == 101
    checked = 0
    for on in tops():
        for card in cards:
            expected = reference_fits(card.text, on, bans)
            assert numnum.fits(card, on, bans=bans) is expected, (card.text, on, sorted(bans))
            checked += 1
    assert checked == 101 * 102


@pytest.mark.parametrize("bans", BAN_STATES, ids=["none", "2", "5", "2+5"])
def test_fit_level_says_double_exactly_for_symbol_and_number_fit(bans: frozenset[int]) -> None:
    """ "`c` fits if it has a symbol fit or a number fit; it fits double if it has both." Ban and wish
    cards never fit double, and nothing fits double on a wish card (it has no number)."""
    mask = ban_mask(bans)
    for on in tops():
        top = Card.parse(on.split()[0])
        wish = on[2] if on.startswith("W ") else None
        for card in distinct_deck():
            level = fit_level(card, top, wish, mask)
            fits_ = reference_fits(card.text, on, bans)
            double = reference_double(card.text, on, bans)
            assert level == (2 if double else 1 if fits_ else 0), (card.text, on, sorted(bans))


def test_number_cards_fit_each_other_symmetrically() -> None:
    """Symbol fit and number fit are both symmetric, so ``fits`` is too for two number cards."""
    numbers = [c for c in distinct_deck() if c.kind is Kind.NUMBER]
    for a in numbers:
        for b in numbers:
            for bans in BAN_STATES:
                assert numnum.fits(a, b, bans=bans) is numnum.fits(b, a, bans=bans)


# ============================================================================ shared_rows
@pytest.mark.parametrize(
    ("a", "b", "bans", "rows"),
    [
        (12, 18, (), (2, 3, 6)),
        (4, 8, {2}, (4,)),
        (6, 10, {2}, ()),
        (20, 30, {2, 5}, (10,)),
        (15, 30, {5}, (3, 15)),
        (7, 11, (), ()),
        (1, 12, (), ()),
        (30, 30, (), (2, 3, 5, 6, 10, 15, 30)),
    ],
)
def test_shared_rows_examples(a: int, b: int, bans: Iterable[int], rows: tuple[int, ...]) -> None:
    """ "the two numbers share a times-table row d > 1 (a common divisor) that is not banned" """
    assert shared_rows(a, b, bans) == rows


def test_shared_rows_are_the_unbanned_common_divisors_above_one_ascending() -> None:
    for a in range(1, 70):
        for b in range(1, 70):
            for bans in BAN_STATES:
                assert shared_rows(a, b, bans) == reference_rows(a, b, bans), (a, b, bans)


# ============================================================================ number_fit
def test_number_fit_joker_fits_whatever_the_bans() -> None:
    """ "number fit: either number is 1 (joker; bans do not matter)" """
    for n in range(1, 100):
        for bans in BAN_STATES:
            assert number_fit(1, n, bans) and number_fit(n, 1, bans)


def test_number_fit_is_gcd_above_one_and_not_a_banned_row() -> None:
    """ "or `g = gcd(c, t) > 1` and `g` is not a banned row." """
    assert number_fit(6, 10) and not number_fit(6, 10, {2})
    assert number_fit(4, 8, {2}) and number_fit(20, 30, {2, 5})
    assert not number_fit(15, 20, {5}) and not number_fit(7, 30)
    for a in range(2, 70):
        for b in range(2, 70):
            for bans in BAN_STATES:
                assert number_fit(a, b, bans) is bool(reference_rows(a, b, bans)), (a, b, bans)


# ============================================================================ check_bans
@pytest.mark.parametrize("bans", [(), [2], [5], (2, 5), {5, 2}, frozenset({2}), [2, 2]])
def test_check_bans_accepts_subsets_of_two_and_five(bans: Iterable[int]) -> None:
    """ "active bans `bans` (a subset of {2, 5})" """
    assert check_bans(bans) == frozenset(bans)


@pytest.mark.parametrize("bans", [[3], [2, 3], [10], "2", "25", b"\x02", 2, [True], [2.0], [None], {4}])
def test_check_bans_refuses_anything_else_naming_what_is_allowed(bans: object) -> None:
    """API: "bans: a subset of {2, 5}, else ValueError" """
    with pytest.raises(ValueError, match=r"\{2, 5\}"):
        check_bans(bans)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"\{2, 5\}"):
        numnum.fits("H4", "C8", bans=bans)  # type: ignore[arg-type]


# ============================================================================ fits
def test_fits_examples_of_the_rules() -> None:
    """RULES.md: "4 on 8 still fits (shared row 4), 20 on 30 fits under both bans (shared row 10), 6 on
    10 does not fit under the 2-ban (only row 2 is shared)." """
    assert numnum.fits("H4", "C8", bans={2}) is True
    assert numnum.fits("H20", "C30", bans={2, 5}) is True
    assert numnum.fits("H6", "C10", bans={2}) is False
    assert numnum.fits("H6", "C10") is True
    assert numnum.fits("H7", "T30") is False
    assert numnum.fits("H7", "H30", bans={2, 5}) is True


def test_fits_takes_cards_or_notations() -> None:
    h4, c8 = Card.parse("H4", "numnum"), Card.parse("C8", "numnum")
    assert numnum.fits(h4, c8, bans={2}) is numnum.fits("H4", "C8", bans={2}) is True
    assert numnum.fits(h4, "C8") is numnum.fits("H4", c8) is True


def test_fits_accepts_any_symbol_with_any_positive_number() -> None:
    """ "it accepts any symbol with any positive number, not only the cards of the standard deck." """
    assert numnum.fits("S1001", "T143") is True  # 7*11*13 and 11*13
    assert numnum.fits("S1001", "T1000") is False
    assert numnum.fits("C97", "C2") is True  # symbol fit
    assert numnum.fits("T1", "H99991") is True  # joker


@pytest.mark.parametrize(
    ("card", "fits_"),
    [("H5", True), ("H1", True), ("H85", True), ("C5", False), ("C1", False), ("T10", False), ("S1", False)],
)
def test_fits_on_a_wish_card_with_its_wish(card: str, fits_: bool) -> None:
    """ "Until a card is played on the wish card, only cards of the wished symbol (its joker too), wish
    cards and ban cards may be played.  A wish card has no number." """
    for bans in BAN_STATES:
        assert numnum.fits(card, "W H", bans=bans) is fits_


@pytest.mark.parametrize("on", ["W H", "W C", "H9", "C1", "S85"])
@pytest.mark.parametrize("card", SPECIAL)
def test_wish_and_ban_cards_fit_on_anything(card: str, on: str) -> None:
    """ "Wish card: fits on any card, also on a wish card." / ban card: "may be played ... whatever the
    top card is" """
    for bans in BAN_STATES:
        assert numnum.fits(card, on, bans=bans) is True


@pytest.mark.parametrize("on", ["W X", "W HH", "W 7", "H4 H", "C9 C"])
def test_a_wish_goes_only_with_a_wish_card_and_names_a_symbol(on: str) -> None:
    """ "The player names a symbol" - and only a wish card carries a wish."""
    with pytest.raises(ValueError):
        numnum.fits("H4", on)


@pytest.mark.parametrize("on", ["B2", "B5"])
def test_a_ban_card_is_never_the_card_lain_on(on: str) -> None:
    """ "The discard pile's top card does not change." - a ban card never lies on the discard pile."""
    with pytest.raises(ValueError):
        numnum.fits("H4", on)


BAD_CARDS: list[object] = ["X9", "H0", "H-3", "", "H", "12", "B3", "B", "W2", "H4.5", "HH4", 42, None]


@pytest.mark.parametrize("bad", BAD_CARDS, ids=repr)
def test_bad_cards_raise_value_error(bad: object) -> None:
    with pytest.raises(ValueError):
        numnum.fits(bad, "H4")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        numnum.fits("H4", bad)  # type: ignore[arg-type]


def test_cards_of_another_variant_raise_value_error() -> None:
    h7 = Card.parse("H7", "maumau")
    with pytest.raises(ValueError):
        numnum.fits(h7, "H4")
    with pytest.raises(ValueError):
        numnum.fits("H4", h7)


def test_fits_answers_a_plain_bool() -> None:
    for args in (("H4", "C8"), ("H7", "T30"), ("W", "H4"), ("H4", "W H")):
        assert type(numnum.fits(*args)) is bool


# ============================================================================ the one arithmetic module
def test_divisors_rows_primes_and_factors_agree_with_their_definitions() -> None:
    """One module for all of them (issue 18): checked against the definitions, by brute force."""
    for n in range(1, 400):
        assert divisors(n) == [d for d in range(1, n + 1) if n % d == 0], n
        assert rows_of(n) == tuple(d for d in range(2, n + 1) if n % d == 0), n
        assert is_prime(n) is (len(divisors(n)) == 2), n
        factors = prime_factors(n)
        assert math.prod(factors) == n and all(is_prime(p) for p in factors) and factors == sorted(factors), n
    for bad in (0, -4, 2.0, True, "12", 10**13):
        with pytest.raises(ValueError, match="whole number"):
            divisors(bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="whole number"):
            prime_factors(bad)  # type: ignore[arg-type]


def test_the_ban_mask_is_the_same_for_every_collection_of_bans() -> None:
    """The engine passes its ban spot (a dict by row), the bots a frozenset, the explanations a set."""
    for bans in BAN_STATES:
        expected = (1 if 2 in bans else 0) | (2 if 5 in bans else 0)
        assert ban_mask(bans) == ban_mask(set(bans)) == ban_mask(sorted(bans)) == expected
        assert ban_mask({row: Card.parse(f"B{row}") for row in bans}) == expected
    g = numnum.new_game("numnum", players=2, deck=["B2", "C9", "B5", "T8", "H10", "C7", "S4"], hand_size=3)
    g.play("B2")
    assert g.bans == {2} and g.banmask == ban_mask(g.bans) == 1
