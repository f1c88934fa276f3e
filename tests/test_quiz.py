"""Quiz logic, quiz widgets (clicked without a kernel), lesson pictures and card counting."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sympy import divisors as sympy_divisors
from sympy import factorint
from sympy import lcm as sympy_lcm

from numnum.arithmetic import divisors, prime_factors
from numnum.cards import Card, Kind
from numnum.teaching import questions as quiz
from numnum.teaching.counting import (
    MAX_CHAIN_STEPS,
    MAX_DIFFERENT_NUMBERS,
    average_choices,
    card_partners,
    choices,
    flexibility,
    longest_double_chain,
    maumau_deck,
    number_partners,
    numbers_fitting,
    share_of_choices,
)
from numnum.teaching.pictures import (
    bar_chart_svg,
    card_picture,
    chain_svg,
    divisor_diagram_svg,
    dot_rectangles_svg,
    factor_tree_svg,
    fit_grid_svg,
    hundred_square_svg,
    lcm_svg,
    row_jumps_svg,
    split,
    two_rows_square_svg,
    two_rows_svg,
)
from numnum.variants.numnum import standard_deck

# --- feedback logic ---------------------------------------------------------------------------


def test_a_right_choice_is_praised_with_the_reason() -> None:
    f = quiz.check_choice("12", "12", reason="4 × 3 = 12.")
    assert f.correct is True
    assert f.text == "Right! 4 × 3 = 12."


def test_a_first_wrong_choice_gets_its_hint_and_no_solution() -> None:
    f = quiz.check_choice("13", "12", reason="4 × 3 = 12.", hints={"13": "13 = 4 × 3 + 1."})
    assert f.correct is False
    assert "13 = 4 × 3 + 1." in f.text
    assert "4 × 3 = 12." not in f.text.replace("13 = 4 × 3 + 1.", "")


def test_a_second_wrong_choice_gets_the_reason() -> None:
    f = quiz.check_choice("13", "12", reason="4 × 3 = 12.", attempt=2)
    assert f.correct is False
    assert f.text.endswith("4 × 3 = 12.")


def test_feedback_speaks_german() -> None:
    assert quiz.check_choice("a", "a", lang="de").text == "Richtig!"
    assert quiz.check_choice("b", "a", lang="de").text == "Nicht ganz. Versuch es noch einmal!"


@pytest.mark.parametrize(
    ("card", "on", "bans", "double", "right"),
    [
        ("H4", "C8", (), False, "fits"),
        ("H4", "C8", (2,), False, "fits"),  # the 4-row is still shared
        ("H6", "C10", (2,), False, "no"),  # only the 2-row, and it is banned
        ("H4", "H10", (), True, "double"),
        ("H4", "H10", (), False, "fits"),
        ("H7", "T30", (), True, "no"),
        ("C20", "T30", (2, 5), False, "fits"),  # the 10-row
        ("T1", "H7", (), True, "fits"),  # the joker
    ],
)
def test_fit_answers_follow_the_rules(card: str, on: str, bans: tuple[int, ...], double: bool, right: str) -> None:
    assert quiz.fit_answer(card, on, bans=bans, double=double) == right
    assert quiz.check_fit(card, on, right, bans=bans, double=double).correct is True
    wrong = next(a for a in quiz.FIT_ANSWERS if a != right and (double or a != "double"))
    assert quiz.check_fit(card, on, wrong, bans=bans, double=double).correct is False


def test_fit_feedback_gives_the_explanation_and_the_rows_picture() -> None:
    f = quiz.check_fit("H4", "C8", "no", bans={2}, attempt=2, lang="de")
    assert f.text.startswith("Nicht ganz.")
    assert "4er-Reihe" in f.text
    assert 'class="shared"' in f.picture and 'class="banned"' in f.picture


def test_saying_double_for_a_single_fit_explains_what_double_needs() -> None:
    f = quiz.check_fit("H4", "C8", "double", double=True)
    assert f.correct is False
    assert "symbol and the number must both fit" in f.text


def test_an_unknown_fit_answer_is_refused() -> None:
    with pytest.raises(ValueError, match="no, fits, double"):
        quiz.check_fit("H4", "C8", "maybe")


def test_reading_numbers() -> None:
    assert quiz.read_number("007") == 7
    assert quiz.read_number("") is None
    assert quiz.read_number("3 4") is None
    assert quiz.read_numbers("1,2 ,3") == [1, 2, 3]
    assert quiz.read_numbers("1, zwei") is None


def test_a_typed_number_too_small_or_too_big_says_so() -> None:
    assert quiz.check_number("10", 12).text == "Not quite: 10 is too small. Try again!"
    assert quiz.check_number("14", 12, lang="de").text == "Nicht ganz: 14 ist zu groß. Versuch es noch einmal!"
    assert quiz.check_number("12", 12).correct is True


def test_an_unreadable_number_is_neither_right_nor_wrong() -> None:
    f = quiz.check_number("twelve", 12)
    assert f.correct is None
    assert "digits" in f.text


def test_divisor_lists_name_each_wrong_number_with_its_remainder() -> None:
    f = quiz.check_divisors("1, 2, 5, 7", 12)
    assert f.correct is False
    assert "12 = 2 × 5 + 2" in f.text and "12 = 1 × 7 + 5" in f.text
    assert "You found 1 and 2; 4 more are missing." in f.text  # 3, 4, 6 and 12
    assert quiz.check_divisors("12 6 4 3 2 1", 12).correct is True
    assert quiz.check_divisors("2 3 4 6 12", 12, include_one=False).correct is True
    assert "bigger than 12" in quiz.check_divisors("25", 12).text


def test_the_divisors_of_a_number_match_sympy() -> None:
    for n in range(1, 200):
        assert divisors(n) == [int(d) for d in sympy_divisors(n)]
        assert prime_factors(n) == [p for p, e in sorted(factorint(n).items()) for _ in range(e)]


def test_row_sentences() -> None:
    assert quiz.row_sentence(12, 3) == "12 is in the 3-times table: 4 × 3 = 12."
    assert quiz.row_sentence(2, 3).startswith("2 is not in the 3-times table: 0 × 3 = 0 and 1 × 3 = 3.")
    assert quiz.row_sentence(12, 3, lang="de") == "12 ist in der 3er-Reihe: 4 · 3 = 12."


def test_the_score_counts_first_tries() -> None:
    assert quiz.score_text(1, 1, 1) == "1 of 1 right at the first try (1 question)."
    assert quiz.score_text(0, 0, 6, lang="de") == "0 von 0 beim ersten Versuch richtig (6 Fragen)."


def test_feedback_html_is_marked_by_sign_and_class_not_colour_alone() -> None:
    for correct, sign, cls in ((True, "✓", "right"), (False, "✗", "wrong"), (None, "?", "unread")):
        html = quiz.Feedback(correct, "x < y").html()
        assert f"<b>{sign}</b>" in html and f"numnum-feedback {cls}" in html
        assert "x &lt; y" in html  # texts are escaped
        assert 'role="status"' in html


# --- widgets: clicked in-process, no kernel needed --------------------------------------------------


def _feedback(widget: Any) -> str:
    value: str = widget.children[-1].value
    return value


def test_choice_question_gives_feedback_on_click_and_the_reason_at_the_second_wrong_try() -> None:
    w = quiz.choice_question("Is 12 in the 3-times table?", ["yes", "no"], "yes", reason="4 × 3 = 12.")
    yes, no = w.children[-2].children
    assert _feedback(w) == ""
    no.click()
    assert "Not quite." in _feedback(w) and "4 × 3 = 12." not in _feedback(w)
    no.click()
    assert "4 × 3 = 12." in _feedback(w)
    yes.click()
    assert "Right! 4 × 3 = 12." in _feedback(w)


def test_choice_question_needs_its_answer_among_the_options() -> None:
    with pytest.raises(ValueError, match="must be one of the options"):
        quiz.choice_question("?", ["a", "b"], "c")


def test_answer_buttons_are_real_big_buttons() -> None:
    w = quiz.fit_question("H4", "C8", double=True, lang="de")
    buttons = w.children[2].children
    assert [b.description for b in buttons] == ["Sie passt", "Sie passt doppelt", "Sie passt nicht"]
    for b in buttons:
        assert type(b).__name__ == "Button"
        assert "numnum-answer" in b._dom_classes
        assert b.style.font_size == "20px" and b.layout.height == "52px"


def test_fit_question_explains_on_click() -> None:
    w = quiz.fit_question("H6", "C10", bans={2})
    assert "Active bans: 2-ban." in w.children[0].value
    assert 'data-card="H6"' in w.children[1].value and 'data-card="C10"' in w.children[1].value
    fits, no = w.children[2].children
    fits.click()
    fits.click()
    assert "numnum-feedback wrong" in _feedback(w) and "the 2-ban blocks it" in _feedback(w)
    no.click()
    assert "numnum-feedback right" in _feedback(w)


def test_fit_quiz_counts_only_the_first_answer_to_each_question() -> None:
    w = quiz.fit_quiz([("H4", "C8"), ("H7", "T30")])
    score = w.children[0]
    assert "0 of 0 right" in score.value
    first, second = w.children[1], w.children[2]
    first.children[2].children[1].click()  # "does not fit": wrong
    first.children[2].children[0].click()  # then right: does not count
    second.children[2].children[1].click()  # right
    assert "1 of 2 right at the first try (2 questions)" in score.value


def test_number_question_checks_on_enter_and_on_the_button() -> None:
    w = quiz.number_question("3 × 4 = ?", 12, reason="4 × 3 = 12.")
    box, check = w.children[1].children
    box.value = "11"  # Enter (or leaving the box) sets the value
    assert "11 is too small" in _feedback(w)
    box.value = "13"
    assert "4 × 3 = 12." in _feedback(w)  # second try: the reason
    box.value = "12"
    check.click()
    assert "Right!" in _feedback(w)


def test_divisors_question_checks_a_list() -> None:
    w = quiz.divisors_question(12, include_one=False, lang="de")
    assert "Einmaleins-Reihen" in w.children[0].value
    box, _check = w.children[1].children
    box.value = "2, 3, 4, 6, 12"
    assert "Richtig!" in _feedback(w)


def test_row_explorer_follows_its_controls() -> None:
    w = quiz.row_explorer(3, 12)
    row, number = w.children[0].children
    sentence, picture = w.children[1], w.children[2]
    assert "12 is in the 3-times table" in sentence.value
    assert picture.value.count('class="in-row"') == 33
    number.value = 13
    assert "13 is not in the 3-times table" in sentence.value
    row.value = 5
    assert picture.value.count('class="in-row"') == 20


def test_picture_explorer_draws_the_chosen_number() -> None:
    w = quiz.picture_explorer(factor_tree_svg, 36, 2, 100)
    assert "36 = 2 × 2 × 3 × 3" in w.children[1].value
    w.children[0].value = 60
    assert "60 = 2 × 2 × 3 × 5" in w.children[1].value


# --- pictures ----------------------------------------------------------------------------------------

PICTURES = {
    "hundred_square": lambda: hundred_square_svg(7, mark=49),
    "hundred_square_de": lambda: hundred_square_svg(None, lang="de"),
    "row_jumps": lambda: row_jumps_svg(4, mark=30),
    "row_jumps_long": lambda: row_jumps_svg(9, jumps=20),
    "dot_rectangles": lambda: dot_rectangles_svg(36),
    "factor_tree": lambda: factor_tree_svg(96, lang="de"),
    "factor_tree_prime": lambda: factor_tree_svg(97),
    "divisor_diagram": lambda: divisor_diagram_svg(60, 40, bans={2, 5}),
    "bar_chart": lambda: bar_chart_svg([("a < b", 1), ("c", 2.5)], title="t", highlight=["c"], unit="%"),
    "chain": lambda: chain_svg(["H4", "H8", "C9", "B2", "W"], lang="de"),
    "two_rows": lambda: two_rows_svg(4, 6),
    "two_rows_de": lambda: two_rows_svg(5, 7, upto=40, lang="de"),
    "two_rows_square": lambda: two_rows_square_svg(4, 6, lang="de"),
    "lcm": lambda: lcm_svg(12, 18),
    "lcm_de": lambda: lcm_svg(7, 13, lang="de"),
    "fit_grid_maumau": lambda: fit_grid_svg(
        maumau_deck(), Card.parse("H9", "maumau"), choices("H9", maumau_deck(), variant="maumau"), title="a < b"
    ),
    "fit_grid_numnum": lambda: fit_grid_svg(
        standard_deck(), Card.parse("H12", "numnum"), choices("H12", standard_deck()), lang="de"
    ),
    "maumau_card": lambda: card_picture("DQ", variant="maumau", lang="de"),
}


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_every_picture_is_well_formed_accessible_svg(name: str) -> None:
    svg = PICTURES[name]()
    root = ET.fromstring(svg)  # well-formed XML, texts escaped
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("role") == "img" and root.get("aria-label")
    assert root.find("{http://www.w3.org/2000/svg}title") is not None


def test_the_hundred_square_marks_exactly_the_row() -> None:
    root = ET.fromstring(hundred_square_svg(7, mark=50))
    marked = root.findall(".//{http://www.w3.org/2000/svg}rect[@class='in-row']")
    assert len(marked) == 14
    assert len(root.findall(".//{http://www.w3.org/2000/svg}rect[@class='marked']")) == 1


def test_the_factor_tree_leaves_are_the_prime_factors() -> None:
    for n in (12, 36, 60, 64, 81, 97, 85):
        svg = factor_tree_svg(n)
        assert svg.count('class="prime"') == len(prime_factors(n))
        assert f"{n} = " + " × ".join(map(str, prime_factors(n))) in svg


def test_a_factor_tree_splits_into_near_factors() -> None:
    assert split(64) == (8, 8) and split(30) == (5, 6) and split(13) is None and split(1) is None


def test_the_divisor_diagram_shows_why_4_still_fits_8_under_the_2_ban() -> None:
    svg = divisor_diagram_svg(8, 4, bans={2})
    assert svg.count('class="divisor"') == 2  # 1 and 8
    assert svg.count('class="shared"') == 1  # 4
    assert svg.count('class="banned"') == 1  # 2
    assert "8 and 4 share the row 4." in svg


def test_the_divisor_diagram_says_when_no_row_counts() -> None:
    assert "6 and 10 share no row that counts." in divisor_diagram_svg(6, 10, bans={2})


def test_dot_rectangles_are_the_divisor_pairs() -> None:
    assert dot_rectangles_svg(36).count('class="rectangle"') == 5  # 1x36 2x18 3x12 4x9 6x6
    assert dot_rectangles_svg(13).count('class="rectangle"') == 1


def test_pictures_refuse_bad_numbers() -> None:
    with pytest.raises(ValueError, match="whole number"):
        factor_tree_svg(1)
    with pytest.raises(ValueError, match="whole number"):
        hundred_square_svg(0)
    with pytest.raises(ValueError, match="at least one"):
        bar_chart_svg([])


def test_two_rows_meet_at_their_common_multiples_the_first_is_the_lcm() -> None:
    for a, b in ((4, 6), (2, 3), (3, 5), (6, 8), (4, 8), (7, 9)):
        first = int(sympy_lcm(a, b))
        root = ET.fromstring(two_rows_svg(a, b, upto=2 * first))
        meets = [g.findtext("{http://www.w3.org/2000/svg}text") for g in root.iter() if g.get("class") == "meet"]
        assert meets == [str(first), str(2 * first)], (a, b)
        landings = [g.findtext("{http://www.w3.org/2000/svg}text") for g in root.iter() if g.get("class") == "landing"]
        expected = sorted({*range(a, 2 * first, a), *range(b, 2 * first, b)} - {first})
        assert landings == [str(k) for k in expected]
    assert "The rows do not meet up to 11." in two_rows_svg(4, 6, upto=11)


def test_the_two_rows_square_frames_exactly_the_common_multiples() -> None:
    root = ET.fromstring(two_rows_square_svg(4, 6, upto=50))
    both = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == "both"]
    assert len(both) == 4  # 12, 24, 36, 48
    assert "In both rows: 12, 24, 36, 48" in root.get("aria-label", "")
    svg = two_rows_square_svg(3, 5)
    assert svg.count('class="both"') == 6 and svg.count('class="row-a"') == 27 and svg.count('class="row-b"') == 14


def test_the_lcm_picture_multiplies_the_biggest_powers_of_the_primes() -> None:
    for a, b in ((4, 6), (12, 18), (8, 12), (3, 5), (9, 9), (20, 45)):
        svg = lcm_svg(a, b)
        wanted = factorint(int(sympy_lcm(a, b)))
        assert svg.count('class="lcm-factor"') == sum(wanted.values()), (a, b)
        assert f"= {sympy_lcm(a, b)}</text>" in svg
    assert "kgV(4, 6) = 2 · 2 · 3 = 12" in lcm_svg(4, 6, lang="de")  # German: the dot


def test_the_fit_grid_marks_the_top_card_and_counts_what_fits() -> None:
    deck = maumau_deck()
    top = Card.parse("SQ", "maumau")
    svg = fit_grid_svg(deck, top, choices(top, deck), lang="de")
    assert (svg.count('class="top"'), svg.count('class="fits"'), svg.count('class="no"')) == (1, 13, 18)
    assert "13 der 31 anderen Karten passen auf die Pik Dame." in svg
    assert svg.count("♠") == 1 and "Kreuz" in svg
    with pytest.raises(ValueError, match="at least one card"):
        fit_grid_svg([], top, [])


def test_the_chain_picture_marks_each_step() -> None:
    svg = chain_svg(["H4", "H8", "C9", "T7"])
    assert (svg.count('class="double"'), svg.count('class="fits"'), svg.count('class="no"')) == (1, 0, 2)


# --- counting ----------------------------------------------------------------------------------------


def test_prime_cards_have_few_partners_in_the_standard_deck() -> None:
    numbers = [c.number for c in standard_deck() if c.number is not None]
    partners = {n: number_partners(n, numbers) for n in (7, 13, 17, 12, 60)}
    assert partners[13] < partners[7] < partners[12]
    assert partners[17] == 8  # 34, 51, 68, 85 and the four jokers
    assert numbers_fitting(17, [34, 51, 68, 85, 1, 16]) == [34, 51, 68, 85, 1]


def test_bans_take_partners_away() -> None:
    numbers = list(range(1, 31))
    assert number_partners(6, numbers, bans={2}) < number_partners(6, numbers)
    assert number_partners(8, numbers, bans={2}) == len([m for m in numbers if m % 4 == 0 and m != 8]) + 1


def test_card_partners_leave_out_one_copy_of_the_card_itself() -> None:
    assert [c.text for c in card_partners("H7", ["H7", "H7", "C9"])] == ["H7"]


def test_the_joker_is_the_most_flexible_card() -> None:
    ranking = flexibility(standard_deck())
    assert ranking[0][0].number == 1
    counts = dict((c.text, n) for c, n in ranking)
    assert counts["H12"] > counts["H13"]


def test_the_longest_double_chain() -> None:
    chain = longest_double_chain(["H8", "H6", "H3", "C9", "S7"], "H2")
    assert [c.text for c in chain] == ["H8", "H6", "H3", "C9"]
    assert longest_double_chain(["B2", "W"], "H2") == []


# --- counting scales (issue 26): copies cost nothing, a search too big is refused -------------------


def _chains_by_trying_every_order(hand: list[str], top: str, bans: tuple[int, ...]) -> list[Card]:
    """The longest double chain by trying every order of the cards (the first one found in hand
    order): the definition, for small hands."""
    from numnum.arithmetic import ban_mask, fit_level

    cards = [c for c in (Card.parse(t, "numnum") for t in hand) if c.kind is Kind.NUMBER]
    mask = ban_mask(bans)
    best: list[Card] = []

    def search(on: Card, left: list[Card], chain: list[Card]) -> None:
        nonlocal best
        if len(chain) > len(best):
            best = list(chain)
        for i, c in enumerate(left):
            level = fit_level(c, on, None, mask)
            if level:
                chain.append(c)
                if level == 2:
                    search(c, left[:i] + left[i + 1 :], chain)
                elif len(chain) > len(best):
                    best = list(chain)
                chain.pop()

    search(Card.parse(top, "numnum"), cards, [])
    return best


small_numbers = st.sampled_from([1, 2, 3, 4, 5, 6, 7, 9, 10, 12, 13, 15, 25])
small_cards = st.builds(lambda s, n: f"{s}{n}", st.sampled_from("CTSH"), small_numbers)


@settings(max_examples=300, deadline=None)
@given(
    hand=st.lists(st.one_of(small_cards, st.sampled_from(["W", "B2", "B5"])), max_size=8),
    top=small_cards,
    bans=st.sampled_from([(), (2,), (5,), (2, 5)]),
)
def test_the_longest_double_chain_is_the_one_trying_every_order_finds(
    hand: list[str], top: str, bans: tuple[int, ...]
) -> None:
    assert longest_double_chain(hand, top, bans) == _chains_by_trying_every_order(hand, top, bans)


def test_the_longest_double_chain_of_twelve_hearts_comes_at_once() -> None:
    """Trying every order of twelve cards that all fit each other double is 12! orders."""
    hand = [f"H{2 * k}" for k in range(12, 0, -1)]  # H24, H22, ..., H2: every pair shares the 2-row
    assert [c.text for c in longest_double_chain(hand, "H8")] == hand
    chain = longest_double_chain([*hand, "C7", "S14"], "H8", bans={2})  # now only rows 3, 4, 7, ... join
    assert chain and all(c.suit == "H" for c in chain[:-1])


def test_the_longest_double_chain_of_five_thousand_copies_plays_them_all() -> None:
    chain = longest_double_chain(["H4"] * 5000 + ["C9", "C12"], "H8")
    assert len(chain) == 5001 and chain[:5000] == [Card.parse("H4")] * 5000 and chain[-1].text == "C12"


def test_a_hand_too_big_to_search_is_refused_naming_the_limit() -> None:
    with pytest.raises(
        ValueError, match=f"more than {MAX_CHAIN_STEPS} steps, numnum.teaching.counting.MAX_CHAIN_STEPS"
    ):
        longest_double_chain([f"H{n}" for n in range(2, 40)], "H2")
    with pytest.raises(ValueError, match="MAX_CHAIN_STEPS"):  # refused before any search
        longest_double_chain([f"H{n}" for n in range(2, 5000)], "H2")


def test_average_choices_and_flexibility_count_each_different_card_once() -> None:
    assert average_choices(["H4"] * 5000) == 4999.0
    assert flexibility(["H4"] * 5000) == [(Card.parse("H4"), 4999)]
    assert average_choices(maumau_deck() * 100) == (28 * 13 + 4 * 10) / 32 + 99 * (28 * 14 + 4 * 11) / 32


@settings(max_examples=150, deadline=None)
@given(deck=st.lists(st.one_of(small_cards, st.sampled_from(["W", "B2", "B5"])), min_size=1, max_size=14))
def test_average_choices_and_flexibility_are_the_counts_of_choices_and_card_partners(deck: list[str]) -> None:
    tops = [t for t in deck if t[0] in "CTSH"]
    if tops:
        assert average_choices(deck) == sum(len(choices(t, deck)) for t in tops) / len(tops)
    expected = {Card.parse(t): len(card_partners(t, deck)) for t in tops}
    assert dict(flexibility(deck)) == expected
    assert dict(flexibility(deck, bans={2})) == {Card.parse(t): len(card_partners(t, deck, {2})) for t in tops}


def test_too_many_different_numbers_to_compare_are_refused_naming_the_limit() -> None:
    deck = [f"H{n}" for n in range(2, MAX_DIFFERENT_NUMBERS + 3)]
    for count in (average_choices, flexibility):
        with pytest.raises(ValueError, match=f"compare at most {MAX_DIFFERENT_NUMBERS}"):
            count(deck)
    assert average_choices(deck[:-1] * 5) > 0  # at the limit, in copies: fine


def test_maumau_choices_follow_the_rules_of_the_engine() -> None:
    import numnum

    rules: Any = numnum.new_game("maumau", players=2, seed=1).rules
    deck = maumau_deck()
    for top in deck:
        wish = top.suit if top.rank == "J" else None  # a jack's player names a suit: here its own
        expected = [c for c in deck if c is not top and rules.fits(top, wish, c)]
        assert choices(top, deck) == expected, top.text


def test_numnum_choices_are_the_partners_and_the_wish_cards() -> None:
    deck = standard_deck()
    for top in ("H12", "C7", "T1", "S13"):
        got = choices(top, deck)
        assert [c for c in got if c.kind is Kind.NUMBER] == card_partners(top, deck)
        assert [c.text for c in got if c.kind is not Kind.NUMBER] == ["W", "W", "W"]
    with pytest.raises(ValueError, match="number card"):
        choices("B2", deck)


def test_numnum_gives_more_choices_than_classic_maumau() -> None:
    assert average_choices(maumau_deck()) == (28 * 13 + 4 * 10) / 32
    assert round(share_of_choices(maumau_deck()), 2) == 0.41
    numbers = [c for c in standard_deck() if c.kind is Kind.NUMBER]
    partners = sum(len(card_partners(c, standard_deck())) for c in numbers)
    assert average_choices(standard_deck()) == pytest.approx(partners / len(numbers) + 3)
    assert share_of_choices(standard_deck()) > 0.7 > 0.41 > share_of_choices(maumau_deck(52))
    with pytest.raises(ValueError, match="32 or 52"):
        maumau_deck(40)


# --- decks arranged for a lesson -----------------------------------------------------------------


def test_an_arranged_deck_deals_the_named_hand_and_turns_up_the_named_cards() -> None:
    import numnum
    from numnum.teaching.decks.lessons import arranged_deck

    deck = arranged_deck(standard_deck(), players=4, hand_size=7, hand=["B2", "H1"], turn_up=["B2"], seed=3)
    assert sorted(deck) == sorted(c.text for c in standard_deck())
    g = numnum.new_game("numnum", players=4, deck=deck, hand_size=7)
    assert {"B2", "H1"} <= {c.text for c in g.hands[0]}
    assert g.bans == frozenset({2})  # the 2-ban is active from the first turn
    assert arranged_deck(standard_deck(), 4, seed=3) == arranged_deck(standard_deck(), 4, seed=3)


def test_an_arranged_deck_refuses_what_it_cannot_do() -> None:
    from numnum.teaching.decks.lessons import arranged_deck

    with pytest.raises(ValueError, match="more than the hand size"):
        arranged_deck(["H2"] * 10, 2, hand_size=1, hand=["H2", "H2"])
    with pytest.raises(ValueError, match="need 6 cards"):
        arranged_deck(["H2"] * 5, 2, hand_size=3)


# --- the feedback ladder: hint first, then the reason with its picture ------------------------------


def test_leaving_the_box_and_clicking_check_counts_one_answer_not_two() -> None:
    # the box losing focus sets its value (one check), then the click on Check arrives: the same answer
    w = quiz.number_question("3 × 4 = ?", 12, reason="4 × 3 = 12.")
    box, check = w.children[1].children
    box.value = "11"
    check.click()
    assert "Try again!" in _feedback(w) and "4 × 3 = 12." not in _feedback(w)
    box.value = "13"  # a second, different answer: now the reason
    check.click()
    assert "4 × 3 = 12." in _feedback(w)


def test_a_first_wrong_fit_answer_gets_a_hint_and_the_second_the_reason_with_its_picture() -> None:
    first = quiz.check_fit("H6", "C10", "fits", bans={2})
    assert first.correct is False and "Try again!" in first.text
    assert "blocks" not in first.text and first.picture == ""
    assert "2-ban" in first.text  # the hint reminds of the ban
    second = quiz.check_fit("H6", "C10", "fits", bans={2}, attempt=2)
    assert "the 2-ban blocks it" in second.text and 'class="banned"' in second.picture
    right = quiz.check_fit("H6", "C10", "no", bans={2})
    assert right.correct is True and "blocks" in right.text and right.picture


def test_a_fit_question_gives_the_hint_first_then_the_reason() -> None:
    w = quiz.fit_question("H6", "C10", bans={2})
    fits, no = w.children[2].children
    fits.click()
    assert "numnum-feedback wrong" in _feedback(w) and "blocks it" not in _feedback(w)
    fits.click()
    assert "the 2-ban blocks it" in _feedback(w) and "<svg" in _feedback(w)
    no.click()
    assert "numnum-feedback right" in _feedback(w)


def test_a_choice_question_shows_the_reason_picture_with_the_reason_only() -> None:
    pic = '<svg class="why"></svg>'
    w = quiz.choice_question("Is 12 in the 3-row?", ["yes", "no"], "yes", reason="4 × 3 = 12.", reason_picture=pic)
    yes, no = w.children[-2].children
    no.click()
    assert 'class="why"' not in _feedback(w)
    no.click()
    assert 'class="why"' in _feedback(w)
    yes.click()
    assert 'class="why"' in _feedback(w) and "Right!" in _feedback(w)


def test_the_score_shows_under_the_last_question_once_all_are_answered() -> None:
    w = quiz.fit_quiz([("H4", "C8"), ("H7", "T30")])
    end = w.children[-1]
    assert "right" not in end.value
    w.children[1].children[2].children[0].click()  # fits: right
    assert "right" not in end.value
    w.children[2].children[2].children[1].click()  # does not fit: right
    assert "2 of 2 right" in end.value


def test_running_a_question_again_keeps_what_was_answered() -> None:
    key = "test-keep-a-finished-quiz"
    quiz.forget(key)
    w = quiz.fit_quiz([("H4", "C8"), ("H7", "T30")], key=key)
    w.children[1].children[2].children[1].click()  # wrong
    w.children[1].children[2].children[0].click()  # right
    again = quiz.fit_quiz([("H4", "C8"), ("H7", "T30")], key=key)
    assert "0 of 1 right" in again.children[0].value
    assert "numnum-feedback right" in again.children[1].children[-1].value
    n = quiz.number_question("3 × 4 = ?", 12, key=key + "-n")
    n.children[1].children[0].value = "11"
    n2 = quiz.number_question("3 × 4 = ?", 12, reason="4 × 3 = 12.", key=key + "-n")
    assert "too small" in _feedback(n2)
    n2.children[1].children[0].value = "10"  # the second try of the same question: the reason
    assert "4 × 3 = 12." in _feedback(n2)
    quiz.forget(key)
    quiz.forget(key + "-n")


# --- bad input: a clear ValueError, or friendly feedback for what a child typed (issue 13.7) -------


@pytest.mark.parametrize(
    "call",
    [
        lambda: quiz.check_number(None, 12),  # type: ignore[arg-type]
        lambda: quiz.check_number("12", 12.0),  # type: ignore[arg-type]
        lambda: quiz.check_number("12", True),
        lambda: quiz.check_number("12", 12, attempt=0),
        lambda: quiz.row_sentence(12, None),  # type: ignore[arg-type]
        lambda: quiz.row_sentence(12.0, 3),  # type: ignore[arg-type]
        lambda: quiz.row_sentence(12, 2.5),  # type: ignore[arg-type]
        lambda: quiz.check_divisors("1, 2", 12.0),  # type: ignore[arg-type]
        lambda: quiz.check_divisors("1, 2", 0),
        lambda: quiz.check_divisors("1, 2", 10**12),
        lambda: quiz.check_divisors(None, 12),  # type: ignore[arg-type]
        lambda: quiz.check_choice(None, "a"),  # type: ignore[arg-type]
        lambda: quiz.check_fit("H4", "C8", None),  # type: ignore[arg-type]
        lambda: quiz.check_fit("H4", "C8", "fits", attempt=-1),
        lambda: quiz.number_question("?", 12.5),  # type: ignore[arg-type]
        lambda: quiz.divisors_question(10**12),
    ],
)
def test_bad_arguments_are_refused_with_a_clear_value_error(call: Any) -> None:
    with pytest.raises(ValueError, match=r"must be|not"):
        call()


@pytest.mark.parametrize("typed", ["1.5", "12.0", "", "   ", "zwölf", "1e3", "9" * 5000, "1, " * 5000, "--5", "²"])
def test_what_a_child_types_wrongly_gets_friendly_feedback(typed: str) -> None:
    f = quiz.check_number(typed, 12)
    assert f.correct is None and "number" in f.text
    g = quiz.check_divisors(typed, 12)
    assert g.correct is None and "number" in g.text


def test_wide_pictures_shrink_with_a_narrow_page_instead_of_being_cut() -> None:
    for svg in (row_jumps_svg(3, mark=12), two_rows_svg(4, 6), bar_chart_svg([("a", 1)])):
        root = ET.fromstring(svg)
        assert "max-width:100%" in root.get("style", "") and root.get("viewBox")


def test_a_fit_question_keeps_to_the_words_its_lesson_taught() -> None:
    early = quiz.check_fit("T7", "T12", "double", double=True, attempt=2, level=3)
    assert "prime" not in early.text
    assert "prime" in quiz.check_fit("T7", "T12", "double", double=True, attempt=2).text
    w = quiz.fit_quiz([("T7", "T12")], double=True, level=3)
    buttons = w.children[1].children[2].children
    buttons[0].click()
    buttons[0].click()
    assert "prime" not in w.children[1].children[-1].value


# --- fuzz: only ValueError ever escapes the quiz checks ---------------------------------------------


_ANYTHING = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**15), max_value=10**15),
    st.floats(allow_nan=True),
    st.text(max_size=30),
    st.lists(st.integers(), max_size=3),
)


@settings(max_examples=150, deadline=None)
@given(typed=_ANYTHING, answer=_ANYTHING, attempt=_ANYTHING, lang=st.sampled_from(["en", "de", "fr", None]))
def test_the_checks_answer_anything_with_feedback_or_a_value_error(
    typed: Any, answer: Any, attempt: Any, lang: Any
) -> None:
    for check in (
        lambda: quiz.check_number(typed, answer, attempt=attempt, lang=lang),
        lambda: quiz.check_divisors(typed, answer, attempt=attempt, lang=lang),
        lambda: quiz.check_choice(typed, answer, attempt=attempt, lang=lang),
        lambda: quiz.row_sentence(typed, answer, lang=lang),
        lambda: quiz.check_fit("H4", "C8", typed, attempt=attempt, lang=lang),
    ):
        try:
            result = check()
        except ValueError:
            continue
        assert isinstance(result, (quiz.Feedback, str))


@settings(max_examples=100, deadline=None)
@given(typed=st.text(max_size=300))
def test_whatever_a_child_types_gets_feedback(typed: str) -> None:
    for result in (quiz.check_number(typed, 12), quiz.check_divisors(typed, 12, attempt=2)):
        assert result.correct in (True, False, None) and result.text


# --- the typical mistakes get their own answer (issue 28 §3) ----------------------------------------


def test_one_left_out_of_the_divisors_is_named() -> None:
    f = quiz.check_divisors("2, 3, 6, 9, 18", 18)
    assert f.correct is False and "Do not forget 1: every number is 1 × itself." in f.text
    assert "Vergiss die 1 nicht" in quiz.check_divisors("2, 3, 6, 9, 18", 18, lang="de").text
    g = quiz.check_divisors("1, 2, 3, 6, 9", 18)  # the number itself left out
    assert "Do not forget 18 itself: 18 = 1 × 18." in g.text


def test_one_counted_as_a_row_is_named() -> None:
    f = quiz.check_divisors("1, 2, 4, 5, 10, 20", 20, include_one=False)
    assert f.correct is False and "1 is a divisor of 20, but the 1-row is not a row of the game" in f.text
    assert "is not a divisor" not in f.text, "1 is a divisor: only not a row"
    de = quiz.check_divisors("1, 2, 4, 5, 10, 20", 20, include_one=False, lang="de").text
    assert "1er-Reihe ist keine Reihe des Spiels" in de


def test_a_multiple_given_for_a_divisor_is_named() -> None:
    f = quiz.check_divisors("1, 2, 3, 6, 9, 18, 36", 18)
    assert "36 = 2 × 18 is a multiple of 18, not a divisor" in f.text
    assert "Vielfaches von 18" in quiz.check_divisors("1, 2, 3, 6, 9, 18, 36", 18, lang="de").text


def test_the_product_for_the_lcm_is_a_meeting_point_but_not_the_first() -> None:
    f = quiz.check_number("24", 12, mistakes=quiz.lcm_mistakes(4, 6))
    assert f.correct is False and "24 is a meeting point, but not the first" in f.text and "Try again!" in f.text
    assert (
        "36 is in both rows, a meeting point, but not the first"
        in quiz.check_number("36", 12, mistakes=quiz.lcm_mistakes(4, 6)).text
    )
    assert "Treffpunkt" in quiz.check_number("24", 12, mistakes=quiz.lcm_mistakes(4, 6, "de"), lang="de").text
    assert 15 not in quiz.lcm_mistakes(3, 5), "with no shared prime the product is the answer"


def test_gcd_and_lcm_swapped_are_named_both_ways() -> None:
    f = quiz.check_number("36", 6, mistakes=quiz.gcd_mistakes(12, 18))
    assert f.correct is False and "common multiple (that is the lcm), not a divisor" in f.text
    g = quiz.check_number("6", 36, mistakes=quiz.lcm_mistakes(12, 18))
    assert "it is their gcd" in g.text and "at least 18" in g.text
    assert "kgV" in quiz.gcd_mistakes(12, 18, "de")[36] and "ggT" in quiz.lcm_mistakes(12, 18, "de")[6]
    assert "lcm" not in quiz.gcd_mistakes(12, 18, lcm_taught=False)[36]
    assert "kgV" not in quiz.gcd_mistakes(12, 18, "de", lcm_taught=False)[36]


def test_a_common_divisor_that_is_not_the_greatest_is_named() -> None:
    mistakes = quiz.gcd_mistakes(12, 18)
    for d in (2, 3):
        assert "not the greatest common divisor: look for a bigger one" in mistakes[d]
    assert "Do 12 and 18 share a bigger divisor?" in mistakes[1]
    assert "but not of 18: 18 = 1 × 12 + 6" in mistakes[12]
    assert 1 not in quiz.gcd_mistakes(9, 16), "gcd 1 is the answer there"
    f = quiz.check_number("3", 6, mistakes=mistakes, reason="12 and 18 share 2 × 3 = 6.", attempt=2)
    assert "not the greatest" in f.text and "share 2 × 3 = 6" in f.text  # the second try: the reason too


def test_the_lessons_answer_the_typical_mistakes() -> None:
    from numnum.teaching.lessons import lesson02, lesson04, lesson07, lesson09

    quiz.memory._MEMORY.clear()
    cases = [
        (lesson04.gcd_12_18("en"), "36", "a multiple of both, not a divisor"),  # the lcm is not taught yet
        (lesson04.gcd_40_56("en"), "4", "not the greatest common divisor"),
        (lesson09.meet_6_10("en"), "60", "meeting point, but not the first"),
        (lesson09.lcm_8_12("en"), "4", "it is their gcd"),
        (lesson02.how_many_rows_36("en"), "9", "You counted 1 too"),
        (lesson02.divisors_of_18("en"), "2, 3, 6, 9, 18", "Do not forget 1"),
        (lesson02.rows_of_20("en"), "1, 2, 4, 5, 10, 20", "rows start at 2"),
        (lesson07.count_primes("en"), "5", "You counted 1"),
    ]
    for widget, typed, says in cases:
        widget.children[-2].children[0].value = typed
        assert says in widget.children[-1].value, (typed, widget.children[-1].value)
    quiz.memory._MEMORY.clear()


# --- after the right answer the answers rest ---------------------------------------------------------


def test_after_the_right_answer_its_buttons_rest() -> None:
    w = quiz.choice_question("Is 12 in the 3-row?", ["yes", "no"], "yes", reason="4 × 3 = 12.")
    yes, no = w.children[-2].children
    yes.click()
    assert yes.disabled and no.disabled
    no.click()  # a click that gets through anyway changes nothing
    assert "numnum-feedback right" in _feedback(w) and "Not quite" not in _feedback(w)
    f = quiz.fit_question("H4", "C8")
    fits, not_fits = f.children[2].children
    fits.click()
    assert fits.disabled and not_fits.disabled
    not_fits.click()
    assert "numnum-feedback right" in _feedback(f)
    n = quiz.number_question("3 × 4 = ?", 12)
    box, check = n.children[1].children
    box.value = "12"
    assert box.disabled and check.disabled
    box.value = "13"
    assert "numnum-feedback right" in _feedback(n)


def test_a_wrong_answer_leaves_the_buttons_for_another_try() -> None:
    w = quiz.choice_question("Is 12 in the 3-row?", ["yes", "no"], "yes")
    yes, no = w.children[-2].children
    no.click()
    assert not yes.disabled and not no.disabled


def test_a_pick_question_is_checked_as_a_whole() -> None:
    w = quiz.pick_question(
        "Which are prime numbers?",
        ["7", "9", "11", "15"],
        ["7", "11"],
        reasons={"9": "9 = 3 × 3.", "15": "15 = 3 × 5."},
        reason="7 and 11 have only two divisors.",
    )
    *toggles, check = w.children[-2].children
    assert [t.description for t in toggles] == ["7", "9", "11", "15"]
    check.click()
    assert "numnum-feedback unread" in _feedback(w)  # nothing chosen: no try
    toggles[0].value = toggles[1].value = True
    check.click()
    assert "9 = 3 × 3." in _feedback(w) and "1 more is right" in _feedback(w) and "Try again!" in _feedback(w)
    toggles[1].value, toggles[2].value = False, True
    check.click()
    assert "numnum-feedback right" in _feedback(w) and all(t.disabled for t in [*toggles, check])


def test_a_pick_question_refuses_what_is_no_question() -> None:
    with pytest.raises(ValueError, match="among the options"):
        quiz.check_picks(["a"], ["a", "b"], ["c"])
    with pytest.raises(ValueError, match="name options"):
        quiz.check_picks(["z"], ["a", "b"], ["a"])
    with pytest.raises(ValueError, match="differ"):
        quiz.pick_question("?", ["a", "a"], ["a"])


def test_a_quiz_score_does_not_look_like_a_star() -> None:
    w = quiz.fit_quiz([("H4", "C8"), ("H7", "T30")], lang="de")
    w.children[1].children[2].children[1].click()  # wrong
    w.children[2].children[2].children[1].click()  # right
    end = w.children[-1].value
    assert "1 von 2 beim ersten Versuch richtig" in end and "★" not in end and "Geschafft" not in end


# --- answers kept and given back (the lessons keep them per pupil) ----------------------------------


def test_answers_go_out_and_come_back() -> None:
    key = "test-kept/q"
    quiz.forget("test-kept")
    heard: list[str] = []
    quiz.on_answer(heard.append)
    w = quiz.choice_question("Is 12 in the 3-row?", ["yes", "no"], "yes", key=key)
    w.children[-2].children[1].click()
    assert heard[-1] == key
    kept = quiz.answers("test-kept")
    assert kept == {key: {"tries": 1, "first": False, "solved": False, "said": "no"}}
    quiz.forget("test-kept")
    again = quiz.choice_question("Is 12 in the 3-row?", ["yes", "no"], "yes", key=key)
    assert _feedback(again) == ""
    quiz.restore(key, kept[key])  # the widget on show gets them at once
    assert "numnum-feedback wrong" in _feedback(again)
    quiz.memory._LISTENERS.remove(heard.append)
    quiz.forget("test-kept")


@pytest.mark.parametrize(
    "record",
    [
        {"tries": True, "first": None, "solved": False, "said": None},
        {"tries": 1, "first": None, "solved": False, "said": "x"},
        {"tries": 1, "first": True, "solved": False, "said": "x"},
        {"tries": 1, "first": False, "solved": False, "said": "x" * 500},
        {"tries": 1, "first": False, "solved": False, "said": {"a": 1}},
        "not a mapping",
    ],
)
def test_a_damaged_kept_answer_is_refused_and_changes_nothing(record: Any) -> None:
    with pytest.raises(ValueError, match="kept answer"):
        quiz.restore("test-damaged/q", record)
    assert quiz.answers("test-damaged") == {}
    with pytest.raises(ValueError, match="key"):
        quiz.restore("../x y", {"tries": 0, "first": None, "solved": False, "said": None})
