"""The optional compiled core: which build is running, and that it is the one asked for.

``make test`` runs the suite on the source (pure Python) and, through ``make test-compiled``, on
the wheel compiled with mypyc (``NUMNUM_EXPECT_COMPILED=1`` tells these tests which to expect).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numnum
import numnum.engine.game
from numnum.cards import Card

EXPECT_COMPILED = os.environ.get("NUMNUM_EXPECT_COMPILED", "") == "1"
ROOT = Path(__file__).resolve().parent.parent


def test_the_build_under_test_is_the_one_asked_for() -> None:
    assert numnum.is_compiled() is EXPECT_COMPILED
    suffix = Path(numnum.engine.game.__file__ or "").suffix
    assert (suffix != ".py") is EXPECT_COMPILED


def test_the_pure_build_runs_from_the_source_tree_and_the_compiled_one_from_the_wheel() -> None:
    here = Path(numnum.__file__ or "").resolve().parent
    if EXPECT_COMPILED:
        assert here != ROOT / "numnum", "the compiled tests must not import the source tree"
        assert here.parent.name == "site-packages"
    else:
        assert here == ROOT / "numnum"


def test_cards_stay_immutable_values_equal_by_identity_in_both_builds() -> None:
    card = Card.parse("H12")
    # equal cards are one object; pure Python hashes it by identity, the compiled build by its
    # serial (a native attribute, much cheaper than a call of object.__hash__)
    assert hash(card) == (card.serial if EXPECT_COMPILED else object.__hash__(card))
    assert {card: 1}[Card.parse(" h12 ")] == 1
    others = [Card.parse(t) for t in ("H4", "C12", "W", "B2")]
    assert card not in others and len({card, *others}) == 5
    assert len({hash(c) for c in (card, *others)}) == 5  # the cards of one game never collide
    for name in ("text", "number", "x"):
        try:
            setattr(card, name, 5)
        except AttributeError:
            continue
        raise AssertionError(f"card.{name} could be set")


def test_version_says_whether_the_core_is_compiled() -> None:
    out = subprocess.run(  # from tests/: python -m puts the current folder first on the path
        [sys.executable, "-m", "numnum", "--version"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        cwd=Path(__file__).parent,
    ).stdout
    assert out.startswith(f"numnum {numnum.__version__}")
    assert ("compiled with mypyc" in out) is EXPECT_COMPILED
    assert ("pure Python" in out) is not EXPECT_COMPILED
