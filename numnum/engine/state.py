"""The game's state fields: the one table that the slots, the save format, the player's view,
sampling and copies go by.

Each :class:`StateField` says how its value is held (:class:`Kind`: what a copy of the game
does with it), who may see it (:class:`Seen`) and how the save format writes and reads it (its
:class:`Codec`; ``None``: not saved, the game works it out again).  The table's order is the
order of the save format's fields, and of loading: a field's check may use the fields before it.

>>> [f.name for f in STATE if f.seen is Seen.HIDDEN]
['seed', 'stock', 'rng']
>>> [f.codec.key for f in STATE if f.codec is not None][:6]
['variant', 'players', 'options', 'seed', 'deck', 'round']
"""

from __future__ import annotations

import enum
import random
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from numnum.cards import Card, parse_cards, shorten

if TYPE_CHECKING:
    from numnum.engine.game import Game

__all__ = [
    "EARLIER",
    "FIELDS",
    "HISTORY_TEXT",
    "STATE",
    "Codec",
    "Kind",
    "Reader",
    "Seen",
    "StateField",
    "earlier_moves",
    "fields_of",
    "kept_history",
]


class Kind(enum.Enum):
    """How a field's value is held: what a copy of the game does with it, how a view shows it."""

    VALUE = "value"  #: immutable or shared on purpose (numbers, cards, the rules): copies share it
    PHASE = "phase"  #: the turn's phase: shared; the view and the save format hold its text
    LIST = "list"  #: a list of immutable items: copies get their own list; the view a tuple
    LISTS = "lists"  #: a list of lists (the hands): every inner list copied; the view tuples
    DICT = "dict"  #: a dict of immutable items (the ban spot): copies get their own dict
    RNG = "rng"  #: the random generator: copies get a new one in the same state

    def shown(self, value: Any) -> Any:
        """``value`` as a player's view holds it: lists as tuples, the phase as its text.

        >>> Kind.LIST.shown([1, 2]), Kind.LISTS.shown([[1], [2]])
        ((1, 2), ((1,), (2,)))
        """
        if self is Kind.LIST:
            return tuple(value)
        if self is Kind.LISTS:
            return tuple(tuple(x) for x in value)
        if self is Kind.PHASE:
            return value.value
        if self is Kind.VALUE:
            return value
        raise ValueError(f"a view shows no {self.value} field as it is")

    def from_view(self, value: Any) -> Any:
        """The game's value again from what a view holds (:meth:`shown`), for sampling.

        >>> Kind.LIST.from_view((1, 2)), Kind.PHASE.from_view("turn")
        ([1, 2], <Phase.TURN: 'turn'>)
        """
        if self is Kind.LIST:
            return list(value)
        if self is Kind.LISTS:
            return [list(x) for x in value]
        if self is Kind.PHASE:
            from numnum.engine.game import Phase

            return Phase(value)
        if self is Kind.VALUE:
            return value
        raise ValueError(f"a view shows no {self.value} field as it is")


class Seen(enum.Enum):
    """Who may see a field (:mod:`numnum.engine.player_view`); sampling deals what is hidden."""

    PUBLIC = "public"  #: everyone: the view holds it under the same name (lists as tuples)
    SHOWN = "shown"  #: everyone, but the view shows it in its own way (the deck sorted, ...)
    OWN = "own"  #: a player sees their own (the hand; the drawn card), every hand with open_hands
    HIDDEN = "hidden"  #: nobody (the draw pile's order, the random generator); sampled anew
    NONE = "none"  #: no state of the table: the rules and what the game works out from the rest


# ---------------------------------------------------------------------- reading saved fields
class Reader:
    """Takes fields out of the decoded JSON of a saved game with clear errors."""

    def __init__(self, data: dict[str, Any], version: int) -> None:
        self.data = data
        self.version = version

    def get(self, key: str) -> Any:
        if key not in self.data:
            raise ValueError(f"damaged saved game: the field {key!r} is missing")
        return self.data[key]

    def whole(self, key: str, lo: int, hi: int) -> int:
        value = self.get(key)
        if type(value) is not int or not lo <= value <= hi:
            raise ValueError(f"damaged saved game: {key!r} must be a whole number from {lo} to {hi}, got {value!r}")
        return value

    def flag(self, key: str) -> bool:
        value = self.get(key)
        if type(value) is not bool:
            raise ValueError(f"damaged saved game: {key!r} must be true or false, got {value!r}")
        return value

    def ints(self, key: str, length: int | None, lo: int, hi: int) -> list[int]:
        value = self.get(key)
        if not isinstance(value, list) or (length is not None and len(value) != length):
            size = f" of {length}" if length is not None else ""
            raise ValueError(f"damaged saved game: {key!r} must be a list{size} whole numbers")
        for v in value:
            if type(v) is not int or not lo <= v <= hi:
                raise ValueError(f"damaged saved game: {key!r} holds {v!r}, not a whole number from {lo} to {hi}")
        return value

    def cards(self, key: str, variant: str) -> list[Card]:
        return read_cards(key, self.get(key), variant)


def read_cards(key: str, value: Any, variant: str) -> list[Card]:
    """Read a list of card notations found at ``key``."""
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise ValueError(f"damaged saved game: {key!r} must be a list of card notations")
    try:
        return parse_cards(value, variant, key)
    except ValueError as exc:
        raise ValueError(f"damaged saved game: {exc}") from None


def _texts(cards: list[Card]) -> list[str]:
    return [c.text for c in cards]


# ---------------------------------------------------------------------- codecs
class Codec:
    """How the save format writes a field (under ``key``) and reads it back, checked.

    ``head``: the field is read before the game is made (its variant, players, options, seed);
    ``since``: the save format's first version with the field (older saves: :meth:`missing`).
    """

    head = False
    since = 1

    def __init__(self, key: str) -> None:
        self.key = key

    def encode(self, value: Any) -> Any:
        """The value as JSON data (default: as it is)."""
        return value

    def decode(self, r: Reader, g: Game) -> Any:
        """The value read from ``r``, checked (``g`` holds the fields before it)."""
        return r.get(self.key)

    def missing(self, g: Game) -> Any:  # pragma: no cover - only fields added later have one
        """The value of a save older than :attr:`since`."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.key!r}>"


class Head(Codec):
    """A field read before the game is made (by :func:`numnum.engine.save.load` itself)."""

    head = True

    def __init__(self, key: str, encode: Callable[[Any], Any] | None = None) -> None:
        super().__init__(key)
        self._encode = encode

    def encode(self, value: Any) -> Any:
        return value if self._encode is None else self._encode(value)


class Whole(Codec):
    """A whole number from ``lo`` to ``hi`` (``hi`` may depend on the game read so far)."""

    def __init__(self, key: str, lo: int, hi: int | Callable[[Game], int], *, since: int = 1) -> None:
        super().__init__(key)
        self.lo, self.hi, self.since = lo, hi, since

    def decode(self, r: Reader, g: Game) -> int:
        hi = self.hi if isinstance(self.hi, int) else self.hi(g)
        return r.whole(self.key, self.lo, hi)

    def missing(self, g: Game) -> int:
        return 0  # saved before the field existed: the stalemate count starts now, no skips left


class Flag(Codec):
    """True or false (``since``: saves before that version hold false)."""

    def __init__(self, key: str, *, since: int = 1) -> None:
        super().__init__(key)
        self.since = since

    def decode(self, r: Reader, g: Game) -> bool:
        return r.flag(self.key)

    def missing(self, g: Game) -> bool:
        return False


class Seat(Codec):
    """A seat (``none_ok``: or null)."""

    def __init__(self, key: str, none_ok: bool = False) -> None:
        super().__init__(key)
        self.none_ok = none_ok

    def decode(self, r: Reader, g: Game) -> int | None:
        if not self.none_ok:
            return r.whole(self.key, 0, g.players - 1)
        value = r.get(self.key)
        if value is not None and (type(value) is not int or not 0 <= value < g.players):
            raise ValueError(f"damaged saved game: {self.key!r} must be null or a seat from 0 to {g.players - 1}")
        return value


class Ints(Codec):
    """A list of whole numbers from ``lo`` to ``hi``: one per seat, or (``per_seat=False``) any number."""

    def __init__(
        self,
        key: str,
        lo: int,
        hi: Callable[[Game], int],
        *,
        per_seat: bool = True,
        since: int = 1,
        missing: Callable[[Game], list[int]] | None = None,
    ) -> None:
        super().__init__(key)
        self.lo, self.hi, self.per_seat, self.since, self._missing = lo, hi, per_seat, since, missing

    def encode(self, value: list[int]) -> list[int]:
        return list(value)

    def decode(self, r: Reader, g: Game) -> list[int]:
        return r.ints(self.key, g.players if self.per_seat else None, self.lo, self.hi(g))

    def missing(self, g: Game) -> list[int]:
        assert self._missing is not None
        return self._missing(g)


class Flags(Codec):
    """True or false for every seat."""

    def encode(self, value: list[bool]) -> list[bool]:
        return list(value)

    def decode(self, r: Reader, g: Game) -> list[bool]:
        value = r.get(self.key)
        if not isinstance(value, list) or len(value) != g.players or not all(type(c) is bool for c in value):
            raise ValueError(f"damaged saved game: {self.key!r} must be a list of {g.players} true/false values")
        return value


class Cards(Codec):
    """A list of cards as their notations; ``reverse``: saved the other way round (the draw pile
    is saved from its top); ``nonempty``: it may not be empty (the discard pile)."""

    def __init__(self, key: str, *, reverse: bool = False, nonempty: bool = False) -> None:
        super().__init__(key)
        self.reverse, self.nonempty = reverse, nonempty

    def encode(self, value: list[Card]) -> list[str]:
        return _texts(value[::-1] if self.reverse else value)

    def decode(self, r: Reader, g: Game) -> list[Card]:
        cards = r.cards(self.key, g.variant)
        if self.nonempty and not cards:
            raise ValueError(f"damaged saved game: the {self.key.replace('_', ' ')} is empty")
        return cards[::-1] if self.reverse else cards


class Hands(Codec):
    """Every seat's hand, as lists of notations."""

    def encode(self, value: list[list[Card]]) -> list[list[str]]:
        return [_texts(h) for h in value]

    def decode(self, r: Reader, g: Game) -> list[list[Card]]:
        hands = r.get(self.key)
        if not isinstance(hands, list) or len(hands) != g.players:
            raise ValueError(f"damaged saved game: {self.key!r} must be a list of {g.players} hands")
        return [read_cards(f"{self.key}[{i}]", h, g.variant) for i, h in enumerate(hands)]


class Bans(Codec):
    """NumNum's ban spot: row -> ban card, in the order they were played."""

    def encode(self, value: dict[int, Card]) -> dict[str, str]:
        return {str(row): c.text for row, c in value.items()}

    def decode(self, r: Reader, g: Game) -> dict[int, Card]:
        bans = r.get(self.key)
        if not isinstance(bans, dict):
            raise ValueError(f"damaged saved game: {self.key!r} must be an object")
        spot = {}
        for row, t in bans.items():
            card = read_cards(self.key, [t], g.variant)[0]
            if not row.isdigit() or card.number != int(row) or card.kind.value != "ban":
                raise ValueError(f"damaged saved game: bans[{row!r}] = {t!r} is not that row's ban card")
            spot[int(row)] = card
        return spot


class OneCard(Codec):
    """A card or null."""

    def encode(self, value: Card | None) -> str | None:
        return None if value is None else value.text

    def decode(self, r: Reader, g: Game) -> Card | None:
        value = r.get(self.key)
        return None if value is None else read_cards(self.key, [value], g.variant)[0]


class Direction(Codec):
    """1 (clockwise) or -1."""

    def decode(self, r: Reader, g: Game) -> int:
        value = r.get(self.key)
        if value not in (1, -1) or type(value) is not int:
            raise ValueError(f"damaged saved game: {self.key!r} must be 1 or -1")
        return value


class PhaseCodec(Codec):
    """The phase of the turn, as its text."""

    def encode(self, value: enum.Enum) -> Any:
        return value.value

    def decode(self, r: Reader, g: Game) -> Any:
        from numnum.engine.game import Phase

        value = r.get(self.key)
        try:
            return Phase(value)
        except ValueError:
            raise ValueError(f"damaged saved game: unknown phase {value!r}") from None


class Wish(Codec):
    """A wished symbol, suit or colour (one of the rules' choices), or null."""

    def decode(self, r: Reader, g: Game) -> str | None:
        value: str | None = r.get(self.key)
        if value is not None and value not in g.rules.CHOICES:
            raise ValueError(f"damaged saved game: {self.key!r} must be null or one of {', '.join(g.rules.CHOICES)}")
        return value


class Catchable(Codec):
    """A forgotten call that may be caught: [seat, cards left, turns left], or null."""

    def encode(self, value: tuple[int, int, int] | None) -> list[int] | None:
        return None if value is None else list(value)

    def decode(self, r: Reader, g: Game) -> tuple[int, int, int] | None:
        value = r.get(self.key)
        if value is None:
            return None
        ok = isinstance(value, list) and len(value) == 3 and all(type(x) is int for x in value)
        if not ok or not 0 <= value[0] < g.players or not 0 <= value[1] <= 1 or not 1 <= value[2] <= 2:
            raise ValueError(f"damaged saved game: {self.key!r} must be null or [seat, cards left, turns left]")
        return (value[0], value[1], value[2])


class Rng(Codec):
    """The random generator's state (Mersenne Twister: version, 625 numbers, gauss)."""

    def encode(self, value: random.Random) -> list[Any]:
        state = value.getstate()
        return [state[0], list(state[1]), state[2]]

    def decode(self, r: Reader, g: Game) -> random.Random:
        value = r.get(self.key)
        ok = (
            isinstance(value, list)
            and len(value) == 3
            and type(value[0]) is int
            and isinstance(value[1], list)
            and len(value[1]) == 625
            and all(type(x) is int and 0 <= x < 2**32 for x in value[1])
            and 0 <= value[1][-1] <= 624
            and (value[2] is None or isinstance(value[2], float))
        )
        if not ok:
            raise ValueError(f"damaged saved game: {self.key!r} is not a valid random generator state")
        rng = random.Random()
        try:
            rng.setstate((value[0], tuple(value[1]), value[2]))
        except (TypeError, ValueError) as exc:
            raise ValueError(f"damaged saved game: {self.key!r} cannot be restored ({exc})") from None
        return rng


#: The most characters the history of moves takes in a save (its JSON text).  A game has no
#: limit of moves (the stalemate rule ends a round only after 100 turns per player without
#: progress, and progress may come every 100 turns): a save keeps the latest moves that fit and,
#: in place of the earlier ones, the entry ``[-1, "earlier N"]`` (N moves are not kept).  The
#: rest of a save (every card twice, the random generator, scores) takes under a tenth of
#: :data:`numnum.engine.save.MAX_SAVE_TEXT`, so every save is within it.
HISTORY_TEXT = 4_000_000
#: the table's entry that stands for the moves a save did not keep: ``earlier N``
EARLIER = "earlier "
#: a history entry's move text: a move's notation or the table's word for an event (printable
#: ASCII without quotes or backslashes, so its JSON text is the text in quotes)
_ENTRY_TEXT = re.compile(r"[ !#-\[\]-~]{1,400}")


def _entry_chars(text: str) -> int:
    """The most characters an entry ``[seat, "text"],`` takes in the save (a seat is -1 to 9)."""
    return len(text) + 8


def earlier_moves(history: Sequence[tuple[int, str]]) -> int:
    """How many moves before ``history`` a save did not keep (0 unless it begins with the
    table's entry ``earlier N``, see :data:`HISTORY_TEXT`).

    >>> earlier_moves([(-1, "earlier 12"), (0, "H4")]), earlier_moves([(0, "H4")])
    (12, 0)
    """
    if history and history[0][0] == -1 and history[0][1].startswith(EARLIER):
        return int(history[0][1][len(EARLIER) :])
    return 0


def kept_history(history: Sequence[tuple[int, str]], budget: int | None = None) -> list[tuple[int, str]]:
    """``history`` as a save keeps it: the latest moves whose text fits ``budget`` characters
    (default :data:`HISTORY_TEXT`), after the entry ``earlier N`` for the N moves left out (none
    when all fit).

    The moves kept depend only on the moves themselves, counted from the newest: a game that
    goes on after it was saved and loaded keeps the same moves as the game itself.

    >>> moves = [(0, "H4"), (1, "draw"), (1, "pass"), (0, "S6")]
    >>> kept_history(moves, budget=80)
    [(0, 'H4'), (1, 'draw'), (1, 'pass'), (0, 'S6')]
    >>> kept_history(moves, budget=60)
    [(-1, 'earlier 2'), (1, 'pass'), (0, 'S6')]
    >>> kept_history(kept_history(moves, budget=60) + [(1, "draw")], budget=60)
    [(-1, 'earlier 3'), (0, 'S6'), (1, 'draw')]
    """
    before = earlier_moves(history)
    moves = history[1:] if before else history
    room = HISTORY_TEXT if budget is None else budget
    room -= _entry_chars(EARLIER + "9" * 20)  # the entry "earlier N" always fits
    if sum(map(len, (text for _seat, text in moves))) + 8 * len(moves) <= room and not before:
        return list(moves)
    used = 0
    start = len(moves)
    while start > 0:
        used += _entry_chars(moves[start - 1][1])
        if used > room:
            break
        start -= 1
    left_out = before + start
    kept = list(moves[start:])
    return [(-1, f"{EARLIER}{left_out}"), *kept] if left_out else kept


class History(Codec):
    """The moves so far: [seat, move] each (seat -1: the table's own entries); the latest moves
    that fit :data:`HISTORY_TEXT` characters (:func:`kept_history`)."""

    def encode(self, value: list[tuple[int, str]]) -> list[list[Any]]:
        return [[p, t] for p, t in kept_history(value)]

    def decode(self, r: Reader, g: Game) -> list[tuple[int, str]]:
        history = r.get(self.key)
        if not isinstance(history, list):
            raise ValueError(f"damaged saved game: {self.key!r} must be a list")
        out = []
        for i, item in enumerate(history):
            if (
                not isinstance(item, list)
                or len(item) != 2
                or type(item[0]) is not int
                or not -1 <= item[0] < g.players
                or not isinstance(item[1], str)
            ):
                raise ValueError(f"damaged saved game: {self.key}[{i}] must be [seat, move]")
            if not _ENTRY_TEXT.fullmatch(item[1]):
                raise ValueError(f"damaged saved game: {self.key}[{i}] holds {shorten(item[1])}, not a move")
            if item[1].startswith(EARLIER) and (i or item[0] != -1 or not item[1][len(EARLIER) :].isdigit()):
                raise ValueError(
                    f'damaged saved game: {self.key}[{i}] must be [-1, "earlier N"]'
                    " (the N moves not kept) as the first entry"
                )
            out.append((item[0], item[1]))
        return out


def _most_points(g: Game) -> int:
    """The most points a seat can have: every card of the deck left in its hand, doubled (Mau
    Mau's "Mau-Mau"), in every round."""
    return 2 * g.options.rounds * sum(g.rules.card_points(c) for c in g.deck)


def _last_seat(g: Game) -> int:
    return g.players - 1


def _stall_limit(g: Game) -> int:
    from numnum.engine.game import STALEMATE_TURNS

    return STALEMATE_TURNS * g.players


# ---------------------------------------------------------------------- the table
class StateField(NamedTuple):
    """One attribute of a game: how it is held, who sees it, how it is saved."""

    name: str
    kind: Kind
    seen: Seen
    codec: Codec | None = None  #: None: not saved (the game works it out, or it is a cache)


#: Every attribute of a game, in the order of the save format.
STATE: tuple[StateField, ...] = (
    StateField("variant", Kind.VALUE, Seen.PUBLIC, Head("variant")),
    StateField("players", Kind.VALUE, Seen.PUBLIC, Head("players")),
    StateField("options", Kind.VALUE, Seen.SHOWN, Head("options", lambda o: o.to_dict())),
    StateField("seed", Kind.VALUE, Seen.HIDDEN, Head("seed")),
    StateField("rules", Kind.VALUE, Seen.NONE),
    StateField("deck", Kind.LIST, Seen.SHOWN, Cards("deck")),  # the view: sorted
    StateField("repeated", Kind.VALUE, Seen.NONE),  # the cards the deck holds more than once
    StateField("_sorted_deck", Kind.VALUE, Seen.NONE),
    StateField("round", Kind.VALUE, Seen.PUBLIC, Whole("round", 1, 10_000)),
    StateField("dealer", Kind.VALUE, Seen.PUBLIC, Seat("dealer")),
    StateField("scores", Kind.LIST, Seen.PUBLIC, Ints("scores", 0, _most_points)),
    StateField("round_winners", Kind.LIST, Seen.PUBLIC, Ints("round_winners", 0, _last_seat, per_seat=False)),
    StateField("winner", Kind.VALUE, Seen.PUBLIC, Seat("winner", none_ok=True)),
    StateField("hands", Kind.LISTS, Seen.OWN, Hands("hands")),
    StateField("stock", Kind.LIST, Seen.HIDDEN, Cards("draw_pile", reverse=True)),  # the view: its size
    StateField("discard_pile", Kind.LIST, Seen.PUBLIC, Cards("discard_pile", nonempty=True)),
    StateField("ban_spot", Kind.DICT, Seen.SHOWN, Bans("bans")),  # the view: bans and ban_cards
    StateField("banmask", Kind.VALUE, Seen.NONE),  # worked out from the ban spot
    StateField("aside", Kind.LIST, Seen.PUBLIC, Cards("aside")),
    StateField("current_player", Kind.VALUE, Seen.PUBLIC, Seat("current_player")),
    StateField("direction", Kind.VALUE, Seen.PUBLIC, Direction("direction")),
    StateField("phase", Kind.PHASE, Seen.PUBLIC, PhaseCodec("phase")),
    StateField("wish", Kind.VALUE, Seen.PUBLIC, Wish("wish")),
    StateField("pending_draw", Kind.VALUE, Seen.PUBLIC, Whole("pending_draw", 0, 10_000)),
    StateField("pending_skip", Kind.VALUE, Seen.PUBLIC, Whole("pending_skip", 0, 10_000)),
    StateField("pending_locked", Kind.VALUE, Seen.PUBLIC, Flag("pending_locked")),
    StateField("choice_ends_turn", Kind.VALUE, Seen.PUBLIC, Flag("choice_ends_turn")),
    StateField("skips_left", Kind.VALUE, Seen.PUBLIC, Whole("skips_left", 0, lambda g: g.players, since=3)),
    StateField("penalty_misses", Kind.VALUE, Seen.PUBLIC, Flag("penalty_misses", since=3)),
    StateField("called", Kind.LIST, Seen.PUBLIC, Flags("called")),
    StateField("catchable", Kind.VALUE, Seen.PUBLIC, Catchable("catchable")),
    StateField("drawn", Kind.VALUE, Seen.OWN, OneCard("drawn")),  # only the player to move sees it
    StateField("quiet", Kind.VALUE, Seen.PUBLIC, Whole("quiet", 0, lambda g: g.players)),
    StateField("stall", Kind.VALUE, Seen.PUBLIC, Whole("stall", 0, _stall_limit, since=2)),
    StateField(
        "fewest",
        Kind.LIST,
        Seen.PUBLIC,
        Ints("fewest", 0, lambda g: len(g.deck), since=2, missing=lambda g: [len(h) for h in g.hands]),
    ),
    StateField("acted", Kind.VALUE, Seen.PUBLIC, Flag("acted")),
    StateField("rng", Kind.RNG, Seen.HIDDEN, Rng("rng")),
    StateField("history", Kind.LIST, Seen.PUBLIC, History("history")),
    StateField("play_table", Kind.VALUE, Seen.NONE),  # the rules' table of plays in this state
    StateField("_legal", Kind.VALUE, Seen.NONE),  # the legal moves, worked out when asked
)

#: The names of every attribute of a game: the slots of :class:`~numnum.engine.game.Game`.
FIELDS: tuple[str, ...] = tuple(f.name for f in STATE)


def fields_of(kind: Kind) -> tuple[str, ...]:
    """The names of the fields held as ``kind`` (for copies).

    >>> fields_of(Kind.LISTS), fields_of(Kind.RNG)
    (('hands',), ('rng',))
    """
    return tuple(f.name for f in STATE if f.kind is kind)
