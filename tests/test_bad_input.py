"""Bad input gets a clear ``ValueError`` that says what is wrong, and changes nothing.

The faults a fuzzer found (issue "Nothing lost, nothing stuck"), one test each, then a
hypothesis fuzz test over the public entry points: whatever is typed or loaded, only
``ValueError`` (``IllegalMove`` is one) may escape, and a game is left as it was.
"""

from __future__ import annotations

import itertools
import json
import string
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import numnum
from numnum import Card, IllegalMove, cards, moves
from numnum.arithmetic import MAX_NUMBER, divisors, is_prime, number_fit, shared_rows
from numnum.engine.options import Options
from numnum.engine.registry import make_rules
from numnum.engine.save import MAX_SAVE_TEXT
from numnum.teaching import counting
from numnum.teaching.decks import lessons as lesson_decks
from numnum.teaching.decks import teachers as decks
from numnum.variants.number_one import CUSTOM_RULES, CustomTable, register_custom_rule

DOCS = Path(__file__).resolve().parent.parent / "docs"

# ----------------------------------------------------------------------------- type errors
UNHASHABLE: list[Any] = [[], {2}, {"a": 1}, ["H4"], bytearray(b"H4")]


@pytest.mark.parametrize("value", UNHASHABLE, ids=repr)
def test_card_parse_of_something_that_is_no_text_raises_value_error(value: Any) -> None:
    with pytest.raises(ValueError, match="a card is written as text"):
        Card.parse(value)


@pytest.mark.parametrize("value", UNHASHABLE, ids=repr)
def test_explain_and_fits_of_something_that_is_no_card_raise_value_error(value: Any) -> None:
    with pytest.raises(ValueError):
        numnum.explain(value, "H8")
    with pytest.raises(ValueError):
        numnum.explain("H8", value)
    with pytest.raises(ValueError):
        numnum.fits("T1", value)
    with pytest.raises(ValueError):
        numnum.fits(value, "T1")


@pytest.mark.parametrize("preset", [[1], {"basic"}, 1, b"basic"], ids=repr)
def test_a_preset_that_is_no_name_raises_value_error_naming_the_presets(preset: Any) -> None:
    with pytest.raises(ValueError, match="allowed: basic, club"):
        numnum.new_game("maumau", 4, preset=preset)


def test_a_variant_that_is_no_name_raises_value_error() -> None:
    for variant in ([], None, 3):
        with pytest.raises(ValueError):
            Card.parse("H4", variant)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            numnum.new_game(variant)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- unclear messages
@pytest.mark.parametrize("text", ["H²", "H٣", "H１２", "T⁵"])
def test_a_card_with_digits_that_are_not_0_to_9_says_what_a_card_is(text: str) -> None:
    with pytest.raises(ValueError, match="is not a numnum card: write a symbol C, T, S or H and a number"):
        Card.parse(text)


def test_a_card_with_thousands_of_digits_says_what_a_card_is_in_a_short_message() -> None:
    with pytest.raises(ValueError) as info:
        Card.parse("H" + "7" * 5000)
    message = str(info.value)
    assert "is not a numnum card" in message and "5001 characters" in message
    assert len(message) < 300
    assert "4300" not in message  # Python's own limit is not the player's business


def test_a_numnum_card_may_carry_any_number_up_to_a_trillion() -> None:
    assert Card.parse("C1000000000000").number == 10**12
    assert Card.parse("C0001000000000000").number == 10**12
    with pytest.raises(ValueError):
        Card.parse("C1000000000001")


# ----------------------------------------------------------------------------- limits that agree
def test_a_saved_game_with_big_number_cards_loads_after_a_round_is_scored() -> None:
    """One card may be worth 10**12, so a score may be far more: the loader must accept it."""
    deck = ["H4", "C1000000000000", "H8", "S1000000000000", "H6", "T9", "H10", "S7"]
    g = numnum.new_game("numnum", 2, deck=deck, hand_size=2, rounds=2)
    assert g.hands[1] == [Card.parse("C1000000000000"), Card.parse("S1000000000000")]
    g.play("H4")  # heart on heart: a double fit, so H8 may follow and player 0 is out
    g.play("H8")
    assert g.round == 2 and g.scores == [0, 2 * 10**12]
    loaded = numnum.load_game(g.to_json())
    assert loaded.to_json() == g.to_json()


def test_a_saved_score_beyond_what_the_deck_can_give_is_refused() -> None:
    g = numnum.new_game("numnum", 2, seed=1, rounds=2)
    data = json.loads(g.to_json())
    data["scores"][0] = 10**15
    with pytest.raises(ValueError, match="damaged saved game: 'scores'"):
        numnum.load_game(json.dumps(data))


# ----------------------------------------------------------------------------- one card limit (issue 26)
#: the longest notation of each game, and a card that lets the deal start
LONGEST = {
    "numnum": ("C1000000000000", "T999999999999"),
    "maumau": ("D10", "C10"),
    "maumau_110": ("YSTOP", "G9"),
    "number_one": ("YSTOP", "RSTOP"),
}


def _deck_at_the_limit(variant: str) -> list[str]:
    longest, other = LONGEST[variant]
    return [longest if i % 2 else other for i in range(numnum.MAX_DECK_CARDS)]


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_a_deck_at_the_card_limit_saves_and_loads_back(variant: str) -> None:
    g = numnum.new_game(variant, 2, deck=_deck_at_the_limit(variant))
    assert len(g.all_cards()) == numnum.MAX_DECK_CARDS == 10_000
    for _ in range(20):
        if g.is_over:
            break
        g.play(g.legal_moves()[-1])
    text = g.to_json()
    loaded = numnum.load_game(text)
    assert loaded.to_json() == text and loaded.legal_moves() == g.legal_moves()


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_a_deck_above_the_card_limit_is_refused_by_new_game_naming_the_limit(variant: str) -> None:
    deck = _deck_at_the_limit(variant)
    message = f"deck has 10001 cards; a game has at most {numnum.MAX_DECK_CARDS} cards (numnum.MAX_DECK_CARDS)"
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        numnum.new_game(variant, 2, deck=[*deck, deck[0]])
    # the deck of the issue: 299,998 cards, refused up front (its save would have had 5.8 M characters)
    with pytest.raises(ValueError, match="deck has 299998 cards; a game has at most 10000 cards"):
        numnum.new_game("numnum", 2, deck=[f"H{n}" for n in range(2, 300_000)])
    # a save whose deck was made bigger by hand is refused with the same limit
    data = json.loads(numnum.new_game(variant, 2, deck=deck).to_json())
    data["deck"].append(data["deck"][0])
    with pytest.raises(ValueError, match="damaged saved game: deck has 10001 cards; a game has at most 10000"):
        numnum.load_game(json.dumps(data))


def test_the_biggest_legal_save_is_within_load_games_text_limit() -> None:
    """The most cards with the longest notation, at the biggest table: the cards take under a
    tenth of the text limit, the rest is room for the history."""
    assert MAX_SAVE_TEXT == 500 * numnum.MAX_DECK_CARDS
    g = numnum.new_game("numnum", 7, deck=["C1000000000000"] * numnum.MAX_DECK_CARDS, hand_size=50)
    text = g.to_json()
    assert len(text) * 10 < MAX_SAVE_TEXT
    assert numnum.load_game(text).to_json() == text
    too_long = " " * (MAX_SAVE_TEXT + 1)
    with pytest.raises(ValueError, match=f"a save has at most {MAX_SAVE_TEXT} .a game has at most 10000 cards"):
        numnum.load_game(too_long)


def test_the_docs_state_the_one_card_limit_as_the_code_does() -> None:
    stated = f"`numnum.MAX_DECK_CARDS` ({numnum.MAX_DECK_CARDS:,})"
    for page in ("api.md", "rules.md"):
        text = " ".join((DOCS / page).read_text(encoding="utf-8").split())
        assert stated in text, page
    assert "500 characters per card" in " ".join((DOCS / "api.md").read_text(encoding="utf-8").split())


# ----------------------------------------------------------------------------- options checked alike (issue 26)
@pytest.mark.parametrize(
    ("variant", "name", "good", "bad"),
    [
        ("numnum", "rounds", 1, 1.0),
        ("numnum", "rounds", 1, True),
        ("numnum", "open_hands", False, 0),
        ("numnum", "open_hands", True, 1),
        ("number_one", "strict", False, 0),
        ("number_one", "custom_cards", 0, False),
        ("maumau", "deck_size", 52, 52.0),
        ("maumau", "decks", 1, True),
        ("maumau_110", "hand_size", 5, 5.0),
    ],
)
def test_a_bad_option_is_refused_even_after_an_equal_good_value_was_used(
    variant: str, name: str, good: object, bad: object
) -> None:
    """``True == 1 == 1.0`` in Python: the rules shared by equal options must not let a value
    of the wrong type through because an equal one was used before."""
    assert getattr(numnum.new_game(variant, 2, **{name: good}).options, name) is good
    with pytest.raises(ValueError, match=f"option {name}={bad!r} is not allowed"):
        numnum.new_game(variant, 2, **{name: bad})
    with pytest.raises(ValueError, match=f"option {name}={bad!r} is not allowed"):
        make_rules(variant, None, {name: bad})
    assert getattr(numnum.new_game(variant, 2, **{name: good}).options, name) is good


option_values = st.sampled_from([0, 1, 2, 5, 52, 0.0, 1.0, 5.0, 52.0, True, False, None, "auto", "1"])


@settings(max_examples=60, deadline=None)
@given(
    calls=st.lists(
        st.tuples(
            st.sampled_from(numnum.VARIANTS),
            st.sampled_from(["rounds", "open_hands", "hand_size", "strict", "deck_size", "calls", "custom_cards"]),
            option_values,
        ),
        min_size=1,
        max_size=8,
    )
)
def test_whether_an_option_is_refused_does_not_depend_on_the_calls_before(
    calls: list[tuple[str, str, object]],
) -> None:
    for variant, name, value in calls:
        options_class: type[Options] = numnum.new_game(variant, 2, seed=1).rules.OPTIONS
        try:  # the options class alone, with no cache: the answer in a fresh process
            options_class.build(None, **{name: value})
            allowed = True
        except ValueError:
            allowed = False
        try:
            g = numnum.new_game(variant, 2, seed=1, **{name: value})
        except ValueError:
            assert not allowed, (variant, name, value)
        else:
            assert allowed, (variant, name, value)
            assert type(getattr(g.options, name)) is type(value)


# ----------------------------------------------------------------------------- teachers' helpers (issue 26)
TEACHERS_HELPERS_BAD: list[tuple[Any, str]] = [
    (lambda: lesson_decks.arranged_deck(["H2", "H3", "H4"], players="3"), "players must be a whole number from 2"),
    (lambda: lesson_decks.arranged_deck(["H2", "H3"], 2, hand_size=1.5), "hand_size must be a whole number"),
    (lambda: lesson_decks.arranged_deck("H2 H3", 2), "cards must be a list of cards"),
    (lambda: lesson_decks.arranged_deck(["H2", 3], 2), r"cards\[1\] must be a card like 'H4'"),
    (lambda: lesson_decks.arranged_deck(["H2", "H3"], 2, hand=None), "hand must be a list of cards"),
    (lambda: lesson_decks.arranged_deck(["H2", "H3"], 2, hand_size=1, seed="x"), "seed must be a whole number"),
    (lambda: counting.numbers_fitting(12, "12"), "numbers must be a list of whole numbers"),
    (lambda: counting.numbers_fitting(4.0, [2]), "n must be a whole number from 1 to 1000000000000, not 4.0"),
    (lambda: counting.numbers_fitting(4, [2, 0]), r"numbers\[1\] must be a whole number from 1"),
    (lambda: counting.numbers_fitting(4, itertools.count(1)), "more than 10000 numbers"),
    (lambda: counting.number_partners(4, None), "numbers must be a list of whole numbers"),
    (lambda: counting.flexibility(None), "deck must be a list of cards"),
    (lambda: counting.flexibility(["H4", None]), r"deck\[1\] must be a card like 'H12'"),
    (lambda: counting.flexibility(counting.maumau_deck()), r"deck\[0\] must be a NumNum card"),
    (lambda: counting.average_choices(None), "deck must be a list of cards"),
    (lambda: counting.average_choices(["H4"], variant="skat"), "variant must be one of 'numnum', 'maumau'"),
    (lambda: counting.average_choices(["H4", Card.parse("H7", "maumau")]), "mixes the cards of maumau and numnum"),
    (lambda: counting.share_of_choices(42), "deck must be a list of cards"),
    (lambda: counting.choices(None, ["H4"]), "top must be a card like 'H12'"),
    (lambda: counting.choices("H4", counting.maumau_deck()), "top is a numnum card, the deck's cards are maumau"),
    (lambda: counting.card_partners("H4", {"H8"}), "deck must be a list of cards"),
    (lambda: counting.longest_double_chain(None, "H4"), "hand must be a list of cards"),
    (lambda: counting.longest_double_chain(["H4"], 4), "a card is written as text"),
    (lambda: counting.longest_double_chain(["H4"], "W"), "top must be a number card or a wish card with its wish"),
    (lambda: counting.maumau_deck(52.0), "a Mau Mau deck has 32 or 52 cards"),
    (lambda: decks.check_playable("numnum", None), "cards must be a list of card notations"),
    (lambda: decks.check_playable("numnum", ["H4"] * 20, seed=None), "seed must be a whole number"),
    (lambda: decks.Deck("numnum", ("H4", "X9")), "'X9' is not a numnum card"),
    (lambda: decks.Deck("chess", ("H4",)), "unknown variant 'chess'"),
    (lambda: decks.standard("numnum").shuffled(seed=1.5), "seed must be a whole number"),
    (lambda: is_prime("7"), "n must be a whole number up to 1000000000000"),
    (lambda: is_prime(10**30), "n must be a whole number up to 1000000000000"),
    (lambda: number_fit(4.0, 6), "a must be a whole number from 1 to 1000000000000"),
    (lambda: shared_rows(6, "10"), "b must be a whole number from 1 to 1000000000000"),
    (lambda: shared_rows(6, 10, bans=[3]), "bans must be a subset of"),
]


@pytest.mark.parametrize(("call", "message"), TEACHERS_HELPERS_BAD, ids=range(len(TEACHERS_HELPERS_BAD)))
def test_a_teachers_helper_says_in_words_what_is_wrong(call: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        call()


def test_numbers_on_cards_stop_at_the_cap_that_the_docs_and_messages_name() -> None:
    assert MAX_NUMBER == 10**12
    assert Card.parse(f"H{MAX_NUMBER}").number == MAX_NUMBER
    with pytest.raises(ValueError) as info:
        Card.parse(f"H{MAX_NUMBER + 1}")
    assert f"a number from 1 to {MAX_NUMBER} (10**12)" in str(info.value)
    with pytest.raises(ValueError, match=f"from 1 to {MAX_NUMBER}"):
        divisors(MAX_NUMBER + 1)
    assert "(10**12)" in (numnum.arithmetic.__doc__ or "") + (divisors.__doc__ or "")
    for page in ("api.md", "rules.md"):
        assert "10**12 (`numnum.arithmetic.MAX_NUMBER`" in (DOCS / page).read_text(encoding="utf-8"), page


helper_junk = st.one_of(
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True),
    st.integers(-5, 10**13),
    st.text(max_size=6),
    st.binary(max_size=4),
    st.lists(st.one_of(st.none(), st.integers(-2, 30), st.text(max_size=4), st.floats()), max_size=4),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.sets(st.integers(0, 9), max_size=3),
)


@settings(max_examples=200, deadline=None)
@given(
    helper=st.sampled_from(
        [
            counting.numbers_fitting,
            counting.number_partners,
            counting.card_partners,
            counting.flexibility,
            counting.longest_double_chain,
            counting.choices,
            lesson_decks.arranged_deck,
            shared_rows,
            number_fit,
        ]
    ),
    first=helper_junk,
    second=helper_junk,
)
def test_fuzz_teachers_helpers_raise_only_value_error_with_a_sentence(helper: Any, first: Any, second: Any) -> None:
    only_value_error(helper, first, second)


@settings(max_examples=100, deadline=None)
@given(helper=st.sampled_from([counting.flexibility, counting.average_choices, counting.share_of_choices, is_prime,
                               counting.maumau_deck, lesson_decks.lesson_deck]), value=helper_junk)  # fmt: skip
def test_fuzz_teachers_helpers_of_one_argument_raise_only_value_error(helper: Any, value: Any) -> None:
    only_value_error(helper, value)


# ----------------------------------------------------------------------------- the cost of bad input
def test_a_move_of_sixteen_thousand_cards_is_refused_at_once() -> None:
    g = numnum.new_game("numnum", 2, seed=1)
    before = g.to_json()
    with pytest.raises(IllegalMove, match="far too long"):
        g.play("+".join(["H4"] * 16000))
    with pytest.raises(IllegalMove, match="at most 8 cards"):
        g.play("+".join(["H4"] * 9))
    assert g.to_json() == before


def test_bad_moves_do_not_fill_the_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """Moves read from text are interned only up to a limit; past it they are not kept, and a
    legal move read past the limit is still played."""
    monkeypatch.setattr(moves, "MAX_READ", moves._read_count)  # the limit is reached now
    g = numnum.new_game("number_one", 2, seed=3)
    size = len(moves._INTERNED)
    for n in range(300):
        with pytest.raises(IllegalMove):
            g.play(f"R{n % 10}+Y{n % 10}+G{n % 7}")
    assert len(moves._INTERNED) == size
    legal = g.legal_moves()[0]
    read = moves.Move.parse(legal.text, "number_one")
    assert read is legal  # interned before the limit: the same object
    g.play(legal.text)


def test_a_move_read_past_the_limit_is_still_played_when_it_becomes_legal(monkeypatch: pytest.MonkeyPatch) -> None:
    g = numnum.new_game("numnum", 2, deck=["H4", "C9", "S6", "T8", "H10", "C7"], hand_size=2)
    g.play("H4")  # a double fit: S6 may follow
    monkeypatch.setattr(moves, "MAX_READ", moves._read_count)
    fresh = moves.Move._build(moves.Action.PLAY, (Card.parse("S6"),), None, False)
    assert fresh is not g.legal_moves()[0]
    g.play(fresh)
    assert g.is_over and g.winner == 0


def test_bad_cards_do_not_fill_the_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cards, "MAX_INTERNED", len(cards._INTERNED))
    size = len(cards._INTERNED)
    known = Card.parse("H4")
    for n in range(500):
        assert Card.parse(f"H{10**9 + n}").number == 10**9 + n
    assert len(cards._INTERNED) == size
    assert Card.parse("H4") is known


def test_an_endless_iterator_of_bans_is_refused() -> None:
    with pytest.raises(ValueError, match="bans must be a subset of"):
        numnum.fits("H4", "H8", bans=itertools.count())
    with pytest.raises(ValueError, match="far too many"):
        numnum.explain("H4", "H8", bans=itertools.repeat(2))


# ----------------------------------------------------------------------------- custom rules
def test_registering_a_custom_rule_under_a_taken_name_is_refused_unless_asked() -> None:
    def first(table: CustomTable) -> None:
        table.draw(table.next_seat(), 1)

    def second(table: CustomTable) -> None:
        table.draw(table.next_seat(), 2)

    name = "test_taken_name"
    register_custom_rule(name, first, "The next player draws 1.")
    try:
        register_custom_rule(name, first, "The next player draws 1.")  # the same again: fine
        with pytest.raises(ValueError, match="exists already; pass replace=True"):
            register_custom_rule(name, second, "The next player draws 2.")
        assert CUSTOM_RULES[name].function is first
        with pytest.raises(ValueError, match="exists already"):
            register_custom_rule("skip", second, "Not a skip.")  # a ready rule too
        register_custom_rule(name, second, "The next player draws 2.", replace=True)
        assert CUSTOM_RULES[name].function is second
    finally:
        CUSTOM_RULES.pop(name, None)


# ----------------------------------------------------------------------------- fuzz
junk_text = st.one_of(
    st.text(max_size=30),
    st.text(alphabet=string.ascii_uppercase + string.digits + "+! ", max_size=30),
    st.sampled_from(["H²", "W X", "W H H", "B3", "H0", "+", "H4+", " ! ", "draw!", "pass pass", "WISH2+ R"]),
)
junk = st.one_of(
    junk_text,
    st.none(),
    st.integers(),
    st.floats(allow_nan=True),
    st.lists(st.text(max_size=4), max_size=3),
    st.sets(st.integers(0, 9), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.binary(max_size=8),
)
VARIANT_NAMES = st.sampled_from([*numnum.VARIANTS, "chess", "", "NUMNUM"])


def only_value_error(call: Any, *args: Any, **kwargs: Any) -> None:
    try:
        call(*args, **kwargs)
    except ValueError as exc:
        assert str(exc).strip(), "a ValueError without a message"


@settings(max_examples=150)
@given(text=junk, variant=VARIANT_NAMES)
def test_fuzz_card_parse_raises_only_value_error(text: Any, variant: str) -> None:
    only_value_error(Card.parse, text, variant)


@settings(max_examples=150)
@given(card=junk, on=junk, bans=st.one_of(junk, st.lists(st.integers(0, 6), max_size=4)), lang=junk)
def test_fuzz_explain_and_fits_raise_only_value_error(card: Any, on: Any, bans: Any, lang: Any) -> None:
    only_value_error(numnum.fits, card, on, bans)
    only_value_error(numnum.explain, card, on, bans, lang)


@settings(max_examples=150)
@given(
    variant=VARIANT_NAMES,
    players=st.one_of(st.integers(-1, 12), junk),
    seed=st.one_of(st.integers(0, 2**70), junk),
    deck=st.one_of(st.none(), st.lists(junk_text, max_size=12), junk),
    preset=st.one_of(st.none(), st.sampled_from(["basic", "club", "none"]), junk),
    options=st.dictionaries(
        st.sampled_from(["hand_size", "rounds", "calls", "open_hands", "decks", "strict", "doppeln", "colour"]),
        st.one_of(st.integers(-2, 60), junk, st.sampled_from(["auto", "manual", True, False])),
        max_size=3,
    ),
)
def test_fuzz_new_game_raises_only_value_error_and_what_it_deals_plays(
    variant: Any, players: Any, seed: Any, deck: Any, preset: Any, options: dict[str, Any]
) -> None:
    try:
        g = numnum.new_game(variant, players, seed=seed, deck=deck, preset=preset, **options)
    except ValueError as exc:
        assert str(exc).strip()
        return
    for _ in range(60):  # what new_game accepts, plays: no legal move raises
        legal = g.legal_moves()
        if not legal:
            break
        g.play(legal[len(g.history) % len(legal)])


@settings(max_examples=100)
@given(variant=st.sampled_from(numnum.VARIANTS), seed=st.integers(0, 50), steps=st.integers(0, 40), move=junk)
def test_fuzz_play_raises_only_value_error_and_changes_nothing(variant: str, seed: int, steps: int, move: Any) -> None:
    g = numnum.new_game(variant, 3, seed=seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.play(g.legal_moves()[0])
    before = g.to_json()
    legal = g.legal_moves()
    if isinstance(move, str) and move.strip() and move in legal:
        return
    with pytest.raises(ValueError) as info:
        g.play(move)
    assert str(info.value).strip()
    assert g.to_json() == before


@settings(max_examples=100)
@given(
    variant=st.sampled_from(numnum.VARIANTS),
    seed=st.integers(0, 30),
    path=st.lists(st.one_of(st.text(max_size=8), st.integers(0, 30)), min_size=1, max_size=3),
    value=st.one_of(junk, st.integers(-(10**20), 10**20), st.lists(st.integers(), max_size=3)),
)
def test_fuzz_load_game_of_a_damaged_save_raises_only_value_error(
    variant: str, seed: int, path: list[Any], value: Any
) -> None:
    g = numnum.new_game(variant, 3, seed=seed)
    for _ in range(seed):
        if g.is_over:
            break
        g.play(g.legal_moves()[-1])
    data: Any = json.loads(g.to_json())
    node = data
    for key in path[:-1]:  # walk as far as the path goes, then replace what is there
        in_dict = isinstance(node, dict) and isinstance(key, str) and key in node
        if in_dict or (isinstance(node, list) and isinstance(key, int) and key < len(node)):
            node = node[key]
    last = path[-1]
    if isinstance(node, dict):
        node[last if isinstance(last, str) and last in node else sorted(node)[hash(str(last)) % len(node)]] = value
    elif isinstance(node, list) and node:
        node[hash(str(last)) % len(node)] = value
    try:
        text = json.dumps(data)
    except (TypeError, ValueError):
        return  # not JSON at all (bytes, sets): load_game never sees it
    try:
        loaded = numnum.load_game(text)
    except ValueError as exc:
        assert str(exc).strip()
        return
    for _ in range(30):  # a change that happened to be valid: the game plays on
        legal = loaded.legal_moves()
        if not legal:
            break
        loaded.play(legal[0])
