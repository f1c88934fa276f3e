"""Exercise generators: one per lesson idea, seeded, with answers and reasons in both languages."""

from __future__ import annotations

import re
from math import gcd, lcm

import pytest

from numnum import explain
from numnum.arithmetic import divisors, prime_factors
from numnum.counting import longest_double_chain
from numnum.exercises import TOPICS, Question, class_set, pupil_seed, questions, topic_title

ALL = [(t, d) for t in TOPICS for d in range(1, 6)]


def numbers_in(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"\d+", text)]


@pytest.mark.parametrize(("topic", "difficulty"), ALL)
def test_the_same_seed_gives_the_same_sheet(topic: str, difficulty: int) -> None:
    a = questions(topic, difficulty=difficulty, count=8, seed=11)
    b = questions(topic, difficulty=difficulty, count=8, seed=11)
    assert a == b
    assert a != questions(topic, difficulty=difficulty, count=8, seed=12)


@pytest.mark.parametrize(("topic", "difficulty"), ALL)
def test_english_and_german_sheets_ask_the_same(topic: str, difficulty: int) -> None:
    en = questions(topic, difficulty=difficulty, count=6, seed=3)
    de = questions(topic, difficulty=difficulty, count=6, seed=3, lang="de")
    for q, r in zip(en, de, strict=True):
        assert numbers_in(q.prompt) == numbers_in(r.prompt)
        assert q.cards == r.cards and q.kind == r.kind
        if q.kind != "choice":
            assert q.value == r.value
        else:
            assert q.options.index(str(q.value)) == r.options.index(str(r.value))


@pytest.mark.parametrize(("topic", "difficulty"), ALL)
def test_every_question_has_its_answer_and_a_reason(topic: str, difficulty: int) -> None:
    qs = questions(topic, difficulty=difficulty, count=10, seed=1)
    assert len(qs) == 10
    for q in qs:
        assert isinstance(q, Question) and q.topic == topic
        assert q.prompt and q.answer and len(q.reason) > 20
        typed = q.answer.split("=")[-1] if q.kind == "factors" else q.answer
        assert q.check(typed), (q.prompt, q.answer)
        assert not q.check("0") or q.value == 0


@pytest.mark.parametrize("topic", TOPICS)
def test_a_sheet_asks_each_question_once_where_it_can(topic: str) -> None:
    qs = questions(topic, difficulty=3, count=12, seed=2)
    assert len({q.prompt for q in qs}) == 12


def test_the_numbers_grow_with_the_difficulty() -> None:
    easy = max(max(numbers_in(q.prompt)) for q in questions("gcd", difficulty=1, count=30, seed=1))
    hard = max(max(numbers_in(q.prompt)) for q in questions("gcd", difficulty=5, count=30, seed=1))
    assert easy <= 20 < hard <= 100


def test_gcd_lcm_divisors_primes_and_factors_are_right() -> None:
    for q in questions("gcd", difficulty=4, count=20, seed=4):
        a, b = numbers_in(q.prompt)[:2]
        assert q.value == gcd(a, b)
    for q in questions("lcm", difficulty=4, count=20, seed=4):
        a, b = numbers_in(q.prompt)[:2]
        assert q.value == lcm(a, b)
    for q in questions("divisors", difficulty=4, count=20, seed=4):
        assert q.value == tuple(divisors(numbers_in(q.prompt)[0]))
    for q in questions("primes", difficulty=4, count=20, seed=4):
        shown = numbers_in(q.prompt)
        assert q.value == tuple(sorted(n for n in shown if len(divisors(n)) == 2))
    for q in questions("factors", difficulty=4, count=20, seed=4):
        assert q.value == tuple(prime_factors(numbers_in(q.prompt)[0]))
        assert 'class="prime"' in q.answer_picture


def test_fit_questions_agree_with_explain_and_show_both_cards() -> None:
    for q in questions("fit", difficulty=5, count=20, seed=8):
        bans = {int(b) for b in re.findall(r"(\d)-ban", q.prompt)}
        e = explain(q.cards[0], q.cards[1], bans)
        assert q.reason == str(e)
        assert (q.value == "It does not fit") == (not e.fits)
        assert q.picture.count("data-card=") == 2


def test_the_joker_questions_hold_a_joker() -> None:
    for q in questions("joker", difficulty=3, count=12, seed=8):
        assert any(c[1:] == "1" for c in q.cards)


def test_chain_questions_count_the_longest_chain() -> None:
    for q in questions("chains", difficulty=3, count=12, seed=8):
        top, *hand = q.cards
        assert q.value == len(longest_double_chain(hand, top))


def test_bad_settings_are_refused_naming_what_is_allowed() -> None:
    with pytest.raises(ValueError, match="topic must be one of rows, multiples"):
        questions("fractions")
    with pytest.raises(ValueError, match="difficulty must be a whole number from 1 to 5, not 0"):
        questions("gcd", difficulty=0)
    with pytest.raises(ValueError, match="count must be a whole number from 1 to 60"):
        questions("gcd", count=61)
    with pytest.raises(ValueError, match="seed must be a whole number"):
        questions("gcd", seed="5")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="lang must be one of 'en', 'de'"):
        questions("gcd", lang="fr")
    with pytest.raises(ValueError, match="students must be a whole number from 1 to 200"):
        class_set("gcd", students=0)


def test_a_class_set_gives_every_pupil_their_own_sheet() -> None:
    sheets = class_set("gcd", students=28, difficulty=2, count=12, seed=5)
    assert len(sheets) == 28
    assert len({tuple(q.prompt for q in s) for s in sheets}) == 28
    assert sheets[27] == questions("gcd", difficulty=2, count=12, seed=pupil_seed(5, 28))


def test_topics_have_titles_in_both_languages() -> None:
    for topic in TOPICS:
        assert topic_title(topic, "en") and topic_title(topic, "de")
    assert topic_title("primes", "de") == "Primzahlen"
