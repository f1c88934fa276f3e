"""The table service of shared tables (issue 33), pure Python: seats, keys, turns, computer
players, hand-overs, saving and reloading, and that no scene ever shows another seat's hand."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from together_moves import click_move

import numnum
from numnum.together.seat import shared_scene
from numnum.together.service import CODE_ALPHABET, TableError, TableService, check_code

ANNA, BEN, CLEO = "a" * 32, "b" * 32, "c" * 32


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _service(folder: Path | None = None) -> tuple[TableService, Clock]:
    clock = Clock()
    return TableService(folder, clock=clock), clock


def _cards(game: numnum.Game) -> list[str]:
    return sorted(c.text for c in game.all_cards())


def _check_hidden(service: TableService, code: str) -> None:
    """Every seat's scene shows its own hand and no other (the game has no open hands)."""
    table = service.tables[code]
    g = table.game
    for seat, ctl in enumerate(table.controllers):
        scene = shared_scene(ctl)
        assert scene.viewer == seat
        shown = [h.card.text for h in scene.hand]
        assert shown in ([], [c.text for c in g.hands[seat]])
        assert all(s.cards is None for s in scene.seats)
        assert [s.count for s in scene.seats] == [len(h) for h in g.hands]
        assert {b.action for b in scene.toolbar} <= {"hints", "rules", "fullscreen"}
        assert "restart" not in {b.action for b in scene.buttons}


def _sender(service: TableService, code: str, key: str) -> Callable[[dict[str, object]], None]:
    return lambda msg: service.act(code, key, msg)


def _play_to_end(service: TableService, clock: Clock, code: str, keys: dict[int, str], seed: int) -> None:
    table = service.tables[code]
    rng = random.Random(seed)
    for _ in range(3000):
        g = table.game
        if g.is_over:
            return
        seat = g.current_player
        if table.seats[seat].kind is not None:
            clock.now += 1
            service.tick()
            continue
        move = rng.choice(list(g.legal_moves()))
        click_move(table.controllers[seat], move, _sender(service, code, keys[seat]))
    raise AssertionError("the game did not end")


def test_codes_are_short_and_plain() -> None:
    service, _clock = _service()
    codes = {service.create("numnum", players=2, seed=i)[0] for i in range(30)}
    assert len(codes) == 30
    assert all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert not set("0O1IL") & set(CODE_ALPHABET)
    assert check_code(" ab-cd 23 ".lower()) == "ABCD23"
    for bad in ("ABC", "ABCDE0", None, 5, "A" * 100):
        with pytest.raises(TableError, match="6 letters and digits"):
            check_code(bad)


def test_join_gives_seats_in_order_and_the_same_seat_again() -> None:
    service, _clock = _service()
    code, _host = service.create("number_one", players=3, computers=1, seed=1)
    anna = service.join(code, ANNA, "Anna")
    ben = service.join(code.lower(), BEN, " Ben ")
    assert (anna.seat, ben.seat) == (0, 1)
    again = service.join(code, ANNA, "Anna")  # a reload: the same browser
    assert again.seat == 0 and again.key != anna.key
    with pytest.raises(TableError) as e:
        service.scene(code, anna.key)  # the old key is void now
    assert e.value.status == 403
    assert service.scene(code, again.key).seat == 0
    with pytest.raises(TableError, match="full") as e:
        service.join(code, CLEO, "Cleo")
    assert e.value.status == 409
    names = [name for name, _kind in service.tables[code].names]
    assert names == ["Anna", "Ben", "Robo"]


def test_bad_joins_say_why_and_change_nothing() -> None:
    service, _clock = _service()
    code, _host = service.create("numnum", players=3, seed=1, lang="de")
    service.join(code, ANNA, "Anna")
    before = service.version(code)
    with pytest.raises(TableError, match="Anna"):
        service.join(code, BEN, "anna")  # the name is taken (in any case)
    with pytest.raises(TableError, match="1 bis 24 Zeichen"):
        service.join(code, BEN, "x" * 25)
    with pytest.raises(TableError, match="1 bis 24 Zeichen"):
        service.join(code, BEN, "Ben\x00")
    with pytest.raises(ValueError, match="32 lowercase hex digits"):
        service.join(code, "../../etc", "Ben")
    with pytest.raises(TableError) as e:
        service.join("ZZZZZZ", BEN, "Ben")
    assert e.value.status == 404
    assert service.version(code) == before
    assert [s.owner is not None for s in service.tables[code].seats] == [True, False, False]


def test_only_the_seat_on_turn_moves_and_refusals_change_nothing() -> None:
    service, _clock = _service()
    code, _host = service.create("numnum", players=2, seed=3)
    keys = {j.seat: j.key for j in (service.join(code, ANNA, "Anna"), service.join(code, BEN, "Ben"))}
    g = service.tables[code].game
    waiting = 1 - g.current_player
    state = g.to_json()
    with pytest.raises(TableError, match=r"Wait: it is .*’s turn") as e:
        service.act(code, keys[waiting], {"action": "draw"})
    assert e.value.status == 409 and g.to_json() == state
    # the refusal shows on the pupil's own screen too
    assert "Wait: it is" in service.scene(code, keys[waiting]).html
    for bad in (
        {"action": "restart"},
        {"action": "new_game", "settings": {}},
        {"action": "bot", "turn": 1},
        {"action": "hello", "browser": ANNA},
        {"action": "settings"},
        ["draw"],
        None,
    ):
        with pytest.raises(TableError, match="not an action at a shared table") as e:
            service.act(code, keys[g.current_player], bad)
        assert e.value.status == 400
    with pytest.raises(TableError) as e:
        service.act(code, "f" * 32, {"action": "draw"})
    assert e.value.status == 403
    assert g.to_json() == state
    # a view action is always the seat's own business
    service.act(code, keys[waiting], {"action": "hints", "pressed": True})
    assert "Hints: off" in service.scene(code, keys[waiting]).html
    assert "Hints: on" in service.scene(code, keys[1 - waiting]).html


def test_a_move_reaches_every_seat_and_a_stale_click_is_refused() -> None:
    service, _clock = _service()
    code, _host = service.create("numnum", players=3, seed=5)
    keys = {
        j.seat: j.key for j in (service.join(code, i, n) for i, n in ((ANNA, "Anna"), (BEN, "Ben"), (CLEO, "Cleo")))
    }
    table = service.tables[code]
    g = table.game
    mover = g.current_player
    other = (mover + 1) % 3
    old_step = table.controllers[other].step
    version = service.version(code)
    click_move(table.controllers[mover], numnum.Move.DRAW, lambda m: service.act(code, keys[mover], m))
    assert service.version(code) > version
    name = table.seats[mover].name
    for seat in range(3):
        if seat != mover:
            picture = service.scene(code, keys[seat])
            assert f"{name} drew." in picture.html
            assert picture.step > old_step
    # each page shows the faces of its own hand (each card's button and picture), the pile's top
    # card and the bans, and no other card face
    for seat in range(3):
        html = service.scene(code, keys[seat]).html
        faces = Counter(re.findall(r'data-card="([^"]+)"', html))
        shown = [c.text for c in g.hands[seat]] * 2 + [g.top.text] + [c.text for c in g.ban_spot.values()]
        assert faces == Counter(shown)
    # now a click of the older picture (its step) is too quick, as at one laptop
    if g.current_player == other:
        before = g.to_json()
        service.act(code, keys[other], {"action": "draw", "step": old_step})
        assert g.to_json() == before
        assert "Too quick" in service.scene(code, keys[other]).html


def test_a_whole_game_of_number_one_with_computers() -> None:
    service, clock = _service()
    code, _host = service.create("number_one", players=4, computers=2, seed=7, bot_delay=0.5)
    deck = _cards(service.tables[code].game)
    keys = {j.seat: j.key for j in (service.join(code, ANNA, "Anna"), service.join(code, BEN, "Ben"))}
    _play_to_end(service, clock, code, keys, 1)
    g = service.tables[code].game
    assert g.is_over and _cards(g) == deck
    _check_hidden(service, code)
    assert service.tick() is None  # nothing is due after the end


def test_computers_wait_their_pause() -> None:
    service, clock = _service()
    code, _host = service.create("numnum", players=2, computers=1, seed=2, bot_delay=2)
    key = service.join(code, ANNA, "Anna").key
    table = service.tables[code]
    g = table.game
    if g.current_player == 0:  # Anna draws first, so that the computer is to move
        click_move(table.controllers[0], numnum.Move.DRAW, lambda m: service.act(code, key, m))
        if g.current_player == 0:
            click_move(table.controllers[0], numnum.Move.PASS, lambda m: service.act(code, key, m))
    assert g.current_player == 1
    moves = len(g.history)
    clock.now += 1.5
    assert service.tick() == pytest.approx(0.5)
    assert len(g.history) == moves
    clock.now += 0.5
    service.tick()
    assert len(g.history) > moves


def test_the_teacher_hands_a_seat_to_a_computer_and_the_pupil_takes_it_back() -> None:
    service, _clock = _service()
    code, host = service.create("numnum", players=2, seed=4, bot_delay=0)
    keys = {j.seat: j.key for j in (service.join(code, ANNA, "Anna"), service.join(code, BEN, "Ben"))}
    with pytest.raises(TableError) as e:
        service.to_computer(code, keys[0], 1)  # a pupil's key is no host key
    assert e.value.status == 403
    service.to_computer(code, host, 1)
    with pytest.raises(TableError) as e:
        service.scene(code, keys[1])
    assert e.value.status == 403
    status = service.status(code, host)
    seats = status["seats"]
    assert isinstance(seats, list) and [s["computer"] for s in seats] == [False, True]
    assert "A computer player plays for Ben now." in service.scene(code, keys[0]).html
    g = service.tables[code].game
    history = len(g.history)
    if g.current_player == 1:
        service.tick()
        assert len(g.history) > history  # the computer played Ben's turn
    with pytest.raises(TableError, match="already"):
        service.to_computer(code, host, 1)
    back = service.join(code, BEN, "Ben")
    assert back.seat == 1 and service.tables[code].seats[1].kind is None


def test_a_stalling_pupil_is_replaced_after_the_time_out_until_they_move() -> None:
    service, clock = _service()
    code, _host = service.create("numnum", players=2, seed=6, timeout=30, bot_delay=0)
    keys = {j.seat: j.key for j in (service.join(code, ANNA, "Anna"), service.join(code, BEN, "Ben"))}
    table = service.tables[code]
    g = table.game
    slow = g.current_player
    assert service.tick() == 30
    clock.now = 29
    service.tick()
    assert table.seats[slow].kind is None
    clock.now = 30
    service.tick()  # time is up: a computer takes the seat, and plays the turn at once (no pause)
    assert table.seats[slow].stand_in == "timeout"
    assert g.current_player != slow or g.is_over
    assert "A computer player plays for you now." in service.scene(code, keys[slow]).html or g.is_over
    # the pupil comes back with any action on their seat: the seat is theirs again
    service.act(code, keys[slow], {"action": "rules", "pressed": True})
    assert table.seats[slow].kind is None and table.seats[slow].stand_in is None


def test_tables_are_saved_after_every_move_and_read_back(tmp_path: Path) -> None:
    service, _clock = _service(tmp_path)
    code, host = service.create("number_one", players=3, computers=1, seed=9, bot_delay=0)
    keys = {j.seat: j.key for j in (service.join(code, ANNA, "Anna"), service.join(code, BEN, "Ben"))}
    table = service.tables[code]
    g = table.game
    for _ in range(6):
        seat = g.current_player
        if table.seats[seat].kind is not None:
            service.tick()
        else:
            click_move(table.controllers[seat], g.legal_moves()[0], _sender(service, code, keys[seat]))
    saved = json.loads((tmp_path / f"{code}.json").read_text())
    assert saved["game"] == g.to_json()
    text = (tmp_path / f"{code}.json").read_text()
    assert all(key not in text for key in (*keys.values(), host, ANNA, BEN))  # only hashes are kept
    again, _clock = _service(tmp_path)
    assert again.load() == []
    copy = again.tables[code]
    assert copy.game.to_json() == g.to_json() and copy.version == table.version
    assert again.scene(code, keys[0]).seat == 0  # the keys still open their seats
    assert again.status(code, host)["code"] == code
    assert again.join(code, BEN, "Ben").seat == 1


def test_damaged_files_are_named_and_left_out(tmp_path: Path) -> None:
    (tmp_path / "ABCDEF.json").write_text("{not json")
    (tmp_path / "ABCDEG.json").write_text(json.dumps({"format": "other"}))
    (tmp_path / "../x.json".replace("../", "")).write_text("[]")
    service, _clock = _service(tmp_path)
    problems = service.load()
    assert len(problems) == 3 and service.tables == {}
    assert any("ABCDEF.json" in p and "not JSON" in p for p in problems)


def test_create_checks_its_arguments() -> None:
    service, _clock = _service()
    for kwargs, words in (
        ({"computers": 5}, "computers must be"),
        ({"bots": "genius"}, "bot"),
        ({"timeout": 0}, "timeout must be"),
        ({"bot_delay": -1}, "bot_delay must be"),
        ({"computers": 1, "names": ["A", "B"]}, "names must be"),
    ):
        with pytest.raises(ValueError, match=words):
            service.create("numnum", players=4, **kwargs)
    assert service.tables == {}
    full = TableService(None, max_tables=1)
    full.create("numnum", players=2)
    with pytest.raises(TableError, match="too many open tables"):
        full.create("numnum", players=2)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**20),
    variant=st.sampled_from(["numnum", "maumau", "number_one"]),
    junk=st.lists(
        st.tuples(
            st.integers(0, 2), st.sampled_from(["card", "draw", "pass", "pick", "call", "catch", "hints", "rules"])
        ),
        max_size=30,
    ),
)
def test_random_clicks_lose_no_card_and_show_no_other_hand(
    seed: int, variant: str, junk: list[tuple[int, str]]
) -> None:
    """Pupils click anything at any time (out of turn too): no card is lost or made up, only the
    seat on turn changes the game, and no scene ever shows another seat's hand."""
    service, clock = _service()
    code, _host = service.create(variant, players=4, computers=1, seed=seed, bot_delay=0)
    keys = {
        j.seat: j.key for j in (service.join(code, i, n) for i, n in ((ANNA, "Anna"), (BEN, "Ben"), (CLEO, "Cleo")))
    }
    table = service.tables[code]
    g = table.game
    deck = _cards(g)
    rng = random.Random(seed)
    for seat, action in junk:
        state = g.to_json()
        mine = not g.is_over and g.current_player == seat
        try:
            service.act(
                code,
                keys[seat],
                {"action": action, "index": rng.randrange(-1, 9), "step": table.controllers[seat].step},
            )
        except TableError as e:
            assert e.status == 409 and not mine
        if not mine:
            assert g.to_json() == state
        service.tick()
        assert _cards(g) == deck
        _check_hidden(service, code)
    _play_to_end(service, clock, code, keys, seed)
    assert _cards(g) == deck
    _check_hidden(service, code)
