"""Soak: many random games of every set-up, every invariant checked on every step.

For each variant (and preset) the soak plays ``--games`` games.  Each game draws its own set-up
from its seed: the number of players (any the rules allow), every rule option (hand sizes from 1
to the variant's limit, rounds up to the limit of 100, calls made or forgotten, house rules, open
hands, individual cards ...), in one game of ``TEACHER_GAMES`` a teachers' deck, and in one of
``--bot-games`` a computer player of a level drawn from all of them in one seat; the other moves
are random legal moves.  On every step it checks that

- no card is lost or made up (the cards on the table are the dealt deck, as a multiset);
- the legal moves are empty exactly when the game is over, and the chosen one plays without error;
- the game ends (the stalemate rule ends every round; a game longer than ``LONGEST`` moves a
  round fails).

At ``SAVES`` random steps of every game it saves the game, loads it, and plays the loaded copy in
step with the original for ``TWIN_MOVES`` moves: the legal moves and then the saves must be the
same; the finished game saves and loads too.  At ``PROBES`` random steps it tries an illegal move
(a card not held or not fitting, a word or a choice out of place, a wrong call, text that is no
move at all ...): ``play`` must refuse it with an ``IllegalMove`` that says why, the same words as
``explain`` gives; asks ``explain`` about a legal and that illegal move in English and German (a
text each); and looks at the table through ``view`` of a random seat: the own hand and the hand
sizes as they are, no other hand shown (unless the hands are open), and the same view when the
hidden cards (the other hands and the draw pile) are dealt among themselves anew.  None of this
may change the game (its save is the same before and after).  A computer player's every move
must be legal, and choosing it must not change the game; its first choice is made again by a
fresh bot of the same seed, which must choose the same.

Teachers' decks: in NumNum the deck of a lesson (:func:`numnum.teaching.decks.lessons.lesson_deck`, lesson
1 to 10), in the other games the standard deck for the options; then a random sub-deck of it,
arranged with :func:`numnum.teaching.decks.lessons.arranged_deck` (a few named cards for player 0 and the
first cards turned up) and dealt with ``new_game(..., deck=...)`` and a hand size drawn from 1 to
10.  Most such decks can be dealt; a few are drawn too small on purpose.  Set-ups that
``new_game`` (or ``arranged_deck``) refuses are counted: they must be refused with a
``ValueError`` that has a message.

The computer players of levels 4 and 5 (the expert's search) play with ``BOT_SIMULATIONS``
playouts a decision instead of their full budget, and make at most ``EXPERT_DECISIONS`` of their
seat's decisions in a game (random moves make the others): their full decisions take up to a
second.

Usage::

    python benchmarks/soak.py                         # 100,000 games per variant, 2 processes
    python benchmarks/soak.py --games 2000 --variant numnum --processes 1
    make soak                                         # the same as the first line

It prints a progress bar on standard error, then per variant: games, set-ups refused, moves,
games per second, the longest game, how many rounds ended at a blocked table (or a stalemate);
then what was checked beside the moves: games with a teachers' deck (and how many such set-ups
were refused), save-and-load round trips, illegal moves tried, views, explanations, computer
players' decisions by level, the most players and rounds played; and every failure with the
seed that repeats it (``--repeat VARIANT:SEED`` plays that one game again with a traceback).  The
exit code is 1 when any game failed.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import signal
import sys
import time
import traceback
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import chain
from operator import attrgetter
from typing import Any, NamedTuple

import numnum
from numnum.bots.expert import ExpertBot
from numnum.engine.options import IntRange, OneOf
from numnum.engine.registry import rules_for
from numnum.teaching.decks.lessons import arranged_deck, lesson_deck

#: The set-ups soaked: every variant, classic Mau Mau with both presets.
SETUPS = ("numnum", "maumau:basic", "maumau:club", "maumau_110", "number_one")
#: More moves than any round may take (the stalemate ends a round after 100 turns per player
#: without progress); a game may take this many moves per round.
LONGEST = 200_000
#: The whole multiset of cards is compared every this many moves (a count and a checksum on every move).
FULL_CHECK = 25
#: Save-and-load round trips per game at most, at random steps: the first in the first
#: ``FIRST_SAVE`` moves, then one every ``SAVE_GAP`` moves on average ...
SAVES = 2
FIRST_SAVE = 40
SAVE_GAP = 50
#: ... and a finished game in one of this many.
FINISHED_SAVE = 8
#: A loaded copy plays in step with the original for this many moves, then their saves must agree.
TWIN_MOVES = 30
#: Probes per game at most (a view, explanations, an illegal move tried): the first in the
#: first ``FIRST_PROBE`` moves, then one every ``PROBE_GAP`` moves on average.
PROBES = 2
FIRST_PROBE = 60
PROBE_GAP = 150
#: One game in this many plays with a teachers' deck.
TEACHER_GAMES = 5
#: By default, one game in this many has a computer player in one seat.
BOT_GAMES = 100
#: The computer players: a random one and the levels 1 to 5 (see numnum.bots).
BOT_LEVELS: tuple[str | int, ...] = ("random", 1, 2, 3, 4, 5)
#: The levels that search (the expert): a reduced budget of playouts and a few decisions a game.
EXPENSIVE = (4, 5)
BOT_SIMULATIONS = 4
EXPERT_DECISIONS = 3
SERIAL = attrgetter("serial")
#: Games handed to a worker at a time.
CHUNK = 250


@dataclass
class Tally:
    """What a batch of games showed."""

    games: int = 0
    refused: int = 0
    moves: int = 0
    seconds: float = 0.0
    longest: int = 0
    longest_seed: int = -1
    blocked: int = 0  #: rounds that ended at a blocked table (a stalemate included)
    shared: int = 0  #: games whose winners shared first place (a tie after the last round)
    teacher: int = 0  #: games played with a teachers' deck
    teacher_refused: int = 0  #: set-ups with a teachers' deck that were refused (counted in refused too)
    saves: int = 0  #: save-and-load round trips
    illegal: int = 0  #: illegal moves tried
    views: int = 0  #: views checked
    explains: int = 0  #: explanations asked for
    bots: dict[str, int] = field(default_factory=dict)  #: computer players' decisions by name
    most_players: int = 0
    most_rounds: int = 0
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.refused += other.refused
        self.moves += other.moves
        self.seconds += other.seconds
        if other.longest > self.longest:
            self.longest, self.longest_seed = other.longest, other.longest_seed
        self.blocked += other.blocked
        self.shared += other.shared
        self.teacher += other.teacher
        self.teacher_refused += other.teacher_refused
        self.saves += other.saves
        self.illegal += other.illegal
        self.views += other.views
        self.explains += other.explains
        for name, count in other.bots.items():
            self.bots[name] = self.bots.get(name, 0) + count
        self.most_players = max(self.most_players, other.most_players)
        self.most_rounds = max(self.most_rounds, other.most_rounds)
        self.failures += other.failures


class SetUp(NamedTuple):
    """What game ``seed`` of a set-up plays: drawn from the seed alone (:func:`setup_for`)."""

    variant: str
    players: int
    options: dict[str, Any]  #: the preset (if any) and the options given to ``new_game``
    #: a teachers' deck: ``(lesson, share, cards named, cards turned up)``, where ``lesson`` is
    #: the NumNum lesson whose deck is cut (0: the standard deck for the options) and ``share``
    #: the part of it kept (below 0: a deck drawn just around the smallest that can be dealt);
    #: None: the standard deck, shuffled
    teacher: tuple[int, float, int, int] | None
    bot: tuple[int, str | int] | None  #: the seat and level of a computer player, or None


def setup_for(setup: str, seed: int, bot_games: int = BOT_GAMES) -> SetUp:
    """The variant, players, options, deck and computer player of game ``seed`` (drawn from the
    seed alone); one game in ``bot_games`` has a computer player."""
    rng = random.Random(f"setup {setup} {seed}")
    variant, _, preset = setup.partition(":")
    rules_cls = rules_for(variant)
    options: dict[str, Any] = {"preset": preset} if preset else {}
    teacher = None
    if rng.randrange(TEACHER_GAMES) == 0:
        share = rng.uniform(0.0, 1.0) if rng.random() < 0.9 else -1.0
        teacher = (rng.randint(1, 10) if variant == "numnum" else 0, share, rng.randint(0, 3), rng.randint(0, 2))
    for f in rules_cls.OPTIONS.fields():
        name, check = f.name, f.check
        if name == "hand_size" and teacher is not None:
            options[name] = rng.randint(1, 10)  # arranged_deck needs the hand size
            continue
        if rng.random() < 0.5:
            continue  # the preset's or the default value
        if name == "rounds":
            options[name] = rounds(rng)
        elif name == "hand_size":
            assert isinstance(check, IntRange)
            options[name] = rng.choice((None, 1, 2, 3, 5, 7)) if rng.random() < 0.7 else rng.randint(1, check.hi)
        elif name == "custom_cards":
            options[name] = rng.randint(0, 10)
        elif isinstance(check, IntRange):
            options[name] = rng.randint(check.lo, min(check.hi, check.lo + 10))
        elif isinstance(check, OneOf):
            options[name] = rng.choice(check.values)
        elif name == "custom_rule":
            from numnum.variants.number_one import CUSTOM_RULES

            options[name] = rng.choice(sorted(CUSTOM_RULES))
    given = {k: v for k, v in options.items() if k != "preset"}
    lo, hi = rules_cls(rules_cls.OPTIONS.build(preset or None, **given)).player_range()
    players = rng.randint(lo, hi)
    bot = None
    if rng.randrange(bot_games) == 0:
        bot = (rng.randrange(players), rng.choice(BOT_LEVELS))
    return SetUp(variant, players, options, teacher, bot)


def rounds(rng: random.Random) -> int:
    """Rounds to play: mostly 1 to 3, sometimes up to 10, rarely up to the limit of 100."""
    r = rng.random()
    if r < 0.0005:
        return 100
    if r < 0.002:
        return rng.randint(11, 99)
    if r < 0.02:
        return rng.randint(4, 10)
    return rng.choice((1, 1, 2, 3))


def teachers_deck(su: SetUp, seed: int) -> list[str]:
    """The deck of a set-up with a teachers' deck (``ValueError``: it cannot be made or dealt)."""
    assert su.teacher is not None
    lesson, share, named, turned = su.teacher
    rng = random.Random(f"deck {seed}")
    if lesson:
        base = [c.text for c in lesson_deck(lesson)]
    else:  # the standard deck for these options and players (dealt with one card each, one round)
        deal = {**su.options, "hand_size": 1, "rounds": 1}
        base = [c.text for c in numnum.new_game(su.variant, su.players, seed=seed, **deal).all_cards()]
    hand_size = su.options["hand_size"]
    need = su.players * hand_size + 1  # the hands and a card to turn up
    if share < 0:  # around the smallest deck that can be dealt
        size = rng.randint(max(1, need - 3), need + 3)
    else:
        least = min(len(base), need + need // 2 + 2)
        size = least + round(share * (len(base) - least))
    cards = rng.sample(base, min(size, len(base)))
    hand = cards[: min(named, hand_size)]
    turn_up = cards[len(hand) : len(hand) + turned]
    return arranged_deck(cards, su.players, hand_size, hand=hand, turn_up=turn_up, seed=rng.randrange(2**32))


def make_game(su: SetUp, seed: int) -> numnum.Game:
    """The game of a set-up (``ValueError``: refused)."""
    deck = teachers_deck(su, seed) if su.teacher is not None else None
    return numnum.new_game(su.variant, su.players, seed=seed, deck=deck, **su.options)


def make_bot(level: str | int, seed: int) -> numnum.Bot:
    """A computer player of ``level``; the searching ones with ``BOT_SIMULATIONS`` playouts."""
    bot = numnum.make_bot(level, seed=seed)
    if isinstance(bot, ExpertBot):
        bot.simulations, bot.extend = BOT_SIMULATIONS, 1.0
    return bot


def play_one(setup: str, seed: int, tally: Tally, bot_games: int = BOT_GAMES) -> None:
    """Play game ``seed`` of ``setup`` with every check; a broken promise raises AssertionError."""
    su = setup_for(setup, seed, bot_games)
    try:
        g = make_game(su, seed)
    except ValueError as exc:
        assert str(exc).strip(), "a set-up was refused with an empty message"
        tally.refused += 1
        tally.teacher_refused += su.teacher is not None
        return
    rng = random.Random(seed)  # the moves
    probe_rng = random.Random(f"probe {seed}")  # what the checks try: the moves stay the same
    deck = Counter(g.deck)
    size, checksum = len(g.deck), sum(c.serial for c in g.deck)
    longest = LONGEST * g.options.rounds
    next_save, saves_left = probe_rng.randrange(FIRST_SAVE), SAVES
    next_probe, probes_left = probe_rng.randrange(FIRST_PROBE), PROBES
    twins: list[tuple[numnum.Game, int]] = []  # loaded copies and the move to compare their saves at
    bot = None if su.bot is None else make_bot(su.bot[1], seed)
    bot_seat = -1 if su.bot is None else su.bot[0]
    expensive = su.bot is not None and su.bot[1] in EXPENSIVE
    decisions = 0
    moves = 0
    while True:
        legal = g.legal_moves()
        # no card lost or made up: the count and a checksum of the cards on every step, the
        # whole multiset every FULL_CHECK moves and at the end
        table = [*chain(*g.hands), *g.stock, *g.discard_pile, *g.ban_spot.values(), *g.aside]
        assert len(table) == size and sum(map(SERIAL, table)) == checksum, f"cards lost or made up at move {moves}"
        if moves % FULL_CHECK == 0 or not legal:
            assert Counter(table) == deck, f"cards changed at move {moves}"
        assert bool(legal) != g.is_over, f"legal moves {legal!r} but is_over={g.is_over} at move {moves}"
        if twins:
            for twin, until in twins:
                assert twin.legal_moves() == legal, f"a loaded game offers other moves at move {moves}"
                if moves == until or not legal:
                    assert twin.to_json() == g.to_json(), f"a loaded game went on differently by move {moves}"
            twins = [(twin, until) for twin, until in twins if moves < until and legal]
        if not legal:
            break
        if moves == next_save and saves_left:
            text = g.to_json()
            twin = numnum.load_game(text)
            assert twin.to_json() == text, f"a game loaded at move {moves} saves differently"
            twins.append((twin, moves + TWIN_MOVES))
            tally.saves += 1
            saves_left -= 1
            next_save += 1 + probe_rng.randrange(2 * SAVE_GAP)
        if moves == next_probe and probes_left:
            probe(g, legal, probe_rng, tally, moves)
            probes_left -= 1
            next_probe += 1 + probe_rng.randrange(2 * PROBE_GAP)
        move = None
        if (
            bot is not None
            and g.current_player == bot_seat
            and (not expensive or (decisions < EXPERT_DECISIONS and len(legal) > 1 and rng.random() < 0.5))
        ):
            move = bot_move(g, bot, legal, su, seed, decisions == 0, moves)
            tally.bots[bot.name] = tally.bots.get(bot.name, 0) + 1
            decisions += 1
        if move is None:
            move = legal[rng.randrange(len(legal))]
        g.play(move)
        for twin, _ in twins:
            twin.play(move.text)
        moves += 1
        assert moves < longest, f"the game did not end in {longest} moves"
    # the winners (RULES.md: ties after the last round are shared): in seat order, the winner first
    winners = g.winners
    assert winners and winners[0] == g.winner and winners == sorted(set(winners)), f"winners {winners} ({g.winner})"
    assert g.options.rounds > 1 or winners == [g.winner], f"a one-round game with the winners {winners}"
    tally.shared += len(winners) > 1
    if seed % FINISHED_SAVE == 0:  # the finished game saves and loads
        text = g.to_json()
        done = numnum.load_game(text)
        assert done.is_over and not done.legal_moves() and done.to_json() == text, "the finished game loads differently"
        tally.saves += 1
    tally.games += 1
    tally.teacher += su.teacher is not None
    tally.moves += moves
    if moves > tally.longest:
        tally.longest, tally.longest_seed = moves, seed
    tally.blocked += sum(1 for _, entry in g.history if entry == "blocked")
    tally.most_players = max(tally.most_players, g.players)
    tally.most_rounds = max(tally.most_rounds, g.options.rounds)


def bot_move(
    g: numnum.Game, bot: numnum.Bot, legal: numnum.LegalMoves, su: SetUp, seed: int, first: bool, moves: int
) -> numnum.Move:
    """The computer player's move: legal, chosen without changing the game (and, at its first
    decision, the same as a fresh bot of the same seed chooses)."""
    before = g.to_json()
    view = g.view(g.current_player)
    move = bot.choose(view)
    assert g.to_json() == before, f"{bot.name} changed the game while choosing at move {moves}"
    assert tuple.__contains__(legal, move), f"{bot.name} chose {move} at move {moves}, not a legal move"
    if first:
        assert su.bot is not None
        again = make_bot(su.bot[1], seed).choose(view)
        assert again == move, f"{bot.name} chose {move}, a fresh one of the same seed {again}, at move {moves}"
    return move


#: Words and notations that are no legal move in most positions (``None`` and 3: not even text).
ODD_MOVES: tuple[object, ...] = ("", "zz", "draw draw", "!", "pass!", "catch", "draw", "pass", "H0", "W X", None, 3)


def illegal_move(g: numnum.Game, legal: numnum.LegalMoves, rng: random.Random) -> object:
    """A move that ``g`` does not allow now: a card of the deck (held or not), two held cards
    together, a legal move with its call added or taken away or another choice, a word or a
    text that is no move."""
    texts = set(legal.notations())
    hand = g.hands[g.current_player]
    cards = g.sorted_deck()
    for _ in range(20):
        kind = rng.randrange(6)
        candidate: object
        if kind == 0:
            candidate = cards[rng.randrange(len(cards))].text
        elif kind == 1 and hand:
            candidate = hand[rng.randrange(len(hand))].text
        elif kind == 2 and len(hand) > 1:
            first, second = rng.sample(range(len(hand)), 2)
            candidate = f"{hand[first].text}+{hand[second].text}"
        elif kind == 3:
            text = legal[rng.randrange(len(legal))].text
            candidate = text[:-1] if text.endswith("!") else text + "!"
        elif kind == 4:
            text = legal[rng.randrange(len(legal))].text
            candidate = text.split(" ")[0] + rng.choice(("", " H", " D", " R", " X"))
        else:
            candidate = ODD_MOVES[rng.randrange(len(ODD_MOVES))]
        if not isinstance(candidate, str) or candidate.strip() not in texts:
            try:
                parsed = numnum.Move.parse(candidate, g.variant)
            except numnum.IllegalMove:
                return candidate
            if not tuple.__contains__(legal, parsed) and parsed.text not in texts:
                return candidate
    return "zz"


def probe(g: numnum.Game, legal: numnum.LegalMoves, rng: random.Random, tally: Tally, moves: int) -> None:
    """At move ``moves``: a view shows what its player may see, explanations are given, an
    illegal move is refused; and none of it changes the game."""
    before = g.to_json()
    right = legal[rng.randrange(len(legal))]
    wrong = illegal_move(g, legal, rng)
    check_view(g, rng.randrange(g.players), legal, rng, moves)
    tally.views += 1
    said = ""
    for lang in ("de", "en"):
        for move in (right, wrong):
            said = g.explain(move, lang)
            assert isinstance(said, str) and said.strip(), f"explain({move!r}, {lang!r}) is empty at move {moves}"
            tally.explains += 1
    try:
        g.play(wrong)
    except numnum.IllegalMove as exc:
        message = str(exc)
    else:
        raise AssertionError(f"the illegal move {wrong!r} was played at move {moves}")
    tally.illegal += 1
    assert message.strip(), f"the illegal move {wrong!r} was refused with an empty message at move {moves}"
    assert message == said, f"play({wrong!r}) said {message!r}, explain {said!r}, at move {moves}"
    assert g.legal_moves() == legal, f"the illegal move {wrong!r} changed the legal moves at move {moves}"
    assert g.to_json() == before, f"the game changed at move {moves}: the illegal move {wrong!r} (or a view or explain)"


def check_view(g: numnum.Game, seat: int, legal: numnum.LegalMoves, rng: random.Random, moves: int) -> None:
    """``g.view(seat)`` shows the own hand and every hand size, no other hand (unless the hands
    are open), and stays the same when the hidden cards are dealt among themselves anew."""
    view = g.view(seat)
    where = f"in the view of seat {seat} at move {moves}"
    assert view.player == seat and view.hand == tuple(g.hands[seat]), f"not the own hand {where}"
    assert view.hand_sizes == tuple(len(h) for h in g.hands), f"wrong hand sizes {where}"
    open_hands = g.options.open_hands
    for other, hand in enumerate(view.hands):
        if other == seat or open_hands:
            assert hand == tuple(g.hands[other]), f"the hand of seat {other} is wrong {where}"
        else:
            assert hand is None, f"the hand of seat {other} is shown {where}"
    mine = g.current_player == seat
    assert view.legal_moves == (legal if mine else ()), f"wrong legal moves {where}"
    assert view.drawn is None or (mine and view.drawn in g.hands[seat]), f"a drawn card is shown {where}"
    assert view.draw_pile_size == len(g.stock), f"wrong draw pile {where}"
    # the hidden cards may lie anywhere among the hidden places: the view does not show them
    hidden = [seat_ for seat_ in range(g.players) if seat_ != seat and not open_hands]
    shuffled = g.clone()
    cards = [*chain(*(g.hands[s] for s in hidden)), *g.stock]
    assert Counter(view.unseen()) == Counter(cards), f"the unseen cards are wrong {where}"
    rng.shuffle(cards)
    for s in hidden:
        shuffled.hands[s] = [cards.pop() for _ in g.hands[s]]
    shuffled.stock = cards
    assert shuffled.view(seat) == view, f"the view shows hidden cards {where}"


def run_chunk(job: tuple[str, int, int, int]) -> tuple[str, Tally]:
    setup, start, count, bot_games = job
    tally = Tally()
    began = time.perf_counter()
    for seed in range(start, start + count):
        try:
            play_one(setup, seed, tally, bot_games)
        except Exception as exc:  # every failure is reported with its seed, none stops the soak
            tally.failures.append(f"{setup} seed {seed}: {type(exc).__name__}: {exc}")
    tally.seconds = time.perf_counter() - began
    return setup, tally


def jobs(setups: list[str], games: int, first_seed: int, bot_games: int) -> Iterator[tuple[str, int, int, int]]:
    for start in range(first_seed, first_seed + games, CHUNK):
        for setup in setups:  # interleaved, so that the bar moves evenly through the set-ups
            yield setup, start, min(CHUNK, first_seed + games - start), bot_games


def bar(done: int, total: int, began: float, width: int = 30) -> str:
    part = done / total if total else 1.0
    elapsed = time.perf_counter() - began
    left = elapsed / part - elapsed if part else 0.0
    filled = int(width * part)
    shown = f"[{'#' * filled}{'.' * (width - filled)}] {done:,}/{total:,} games"
    return f"\r{shown}, {elapsed:.0f} s, about {left:.0f} s left "


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="games per set-up (default 100,000)")
    parser.add_argument("--variant", action="append", choices=SETUPS, help="only these set-ups (repeatable)")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    parser.add_argument(
        "--bot-games",
        type=int,
        default=BOT_GAMES,
        metavar="N",
        help=f"one game in N has a computer player (default {BOT_GAMES}; 1: every game)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--repeat", metavar="SETUP:SEED", help="play one game again, with a traceback on failure")
    args = parser.parse_args(argv)
    if args.games < 1 or args.processes < 1 or args.bot_games < 1:
        parser.error("--games, --processes and --bot-games must be at least 1")
    if args.repeat:
        setup, _, seed = args.repeat.rpartition(":")
        play_one(setup, int(seed), Tally(), args.bot_games)  # raises with the traceback
        print(f"{setup} seed {seed}: fine")
        return 0
    setups = args.variant or list(SETUPS)
    totals = {s: Tally() for s in setups}
    total = args.games * len(setups)
    began = time.perf_counter()
    done = 0
    work = list(jobs(setups, args.games, args.seed, args.bot_games))
    stopped = False
    signal.signal(signal.SIGTERM, _interrupt)
    with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
        try:
            for setup, tally in pool.imap_unordered(run_chunk, work):
                totals[setup].add(tally)
                done += tally.games + tally.refused + len(tally.failures)
                print(bar(done, total, began), end="", file=sys.stderr, flush=True)
        except KeyboardInterrupt:  # Ctrl+C or SIGTERM: report what was played so far
            stopped = True
            pool.terminate()
    wall = time.perf_counter() - began
    print(file=sys.stderr)
    if stopped:
        print(f"stopped early: {done:,} of {total:,} games played", file=sys.stderr)
    report(totals, wall, args.processes, args.json)
    return 1 if stopped or any(t.failures for t in totals.values()) else 0


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def bot_names() -> list[str]:
    """The computer players' names as the tally counts them, by level."""
    return [numnum.make_bot(level).name for level in BOT_LEVELS]


def report(totals: dict[str, Tally], wall: float, processes: int, as_json: bool) -> None:
    if as_json:
        out = {s: dict(vars(t)) for s, t in totals.items()}
        print(json.dumps({"wall_seconds": wall, "processes": processes, "setups": out}, indent=2))
        return
    print(f"soak: {sum(t.games for t in totals.values()):,} games in {wall:.0f} s with {processes} processes")
    print(
        f"{'set-up':<14}{'games':>9}{'refused':>9}{'moves':>12}{'games/s':>9}{'longest':>9}{'blocked':>9}"
        f"{'shared':>8}  failures"
    )
    for setup, t in totals.items():
        rate = t.games / t.seconds if t.seconds else 0.0
        print(
            f"{setup:<14}{t.games:>9,}{t.refused:>9,}{t.moves:>12,}{rate:>9.0f}"
            f"{t.longest:>9,}{t.blocked:>9,}{t.shared:>8,}  {len(t.failures)}"
        )
    print()
    print("checked beside the moves (teachers: games with a teachers' deck, refused: such set-ups turned down;")
    print("saves: save-and-load round trips; illegal: illegal moves tried; players, rounds: the most of a game)")
    print(
        f"{'set-up':<14}{'teachers':>10}{'refused':>9}{'saves':>10}{'illegal':>10}{'views':>10}{'explains':>10}"
        f"{'players':>9}{'rounds':>8}"
    )
    for setup, t in totals.items():
        print(
            f"{setup:<14}{t.teacher:>10,}{t.teacher_refused:>9,}{t.saves:>10,}{t.illegal:>10,}{t.views:>10,}"
            f"{t.explains:>10,}{t.most_players:>9}{t.most_rounds:>8}"
        )
    names = bot_names()
    print()
    print("computer players' decisions checked, by level (levels 4 and 5 with a reduced search)")
    print(f"{'set-up':<14}" + "".join(f"{name:>9}" for name in names))
    for setup, t in totals.items():
        print(f"{setup:<14}" + "".join(f"{t.bots.get(name, 0):>9,}" for name in names))
    for setup, t in totals.items():
        if t.longest_seed >= 0:
            print(f"  {setup}: the longest game is seed {t.longest_seed} ({t.longest:,} moves)")
        for line in t.failures[:20]:
            print("  FAILED " + line)
        if len(t.failures) > 20:
            print(f"  ... and {len(t.failures) - 20} more failures of {setup}")


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        traceback.print_exc(limit=0)
        sys.exit(130)
