"""Decks to play with and to print: the standard decks of the four games and teachers' own.

:func:`build_deck` makes a NumNum deck from a teacher's wishes ("only the rows 2, 3 and 5",
"numbers up to 30", a wish card or not); :func:`standard` gives the deck of any game.  A
:class:`Deck` is checked when it is made: a game with it can be dealt and played to its end.
It goes to :func:`numnum.new_game` (``deck=d.shuffled(seed)``) and to the printer
(:func:`numnum.teaching.printing.decks.deck_pdf`).

>>> import numnum
>>> d = build_deck(rows=(2, 3, 5), up_to=30)
>>> len(d), "H7" in d.cards, "W" in d.cards, d.name
(71, False, True, 'NumNum: rows 2, 3, 5; numbers up to 30')
>>> g = numnum.new_game("numnum", players=3, deck=d.shuffled(seed=1))
>>> sorted(c.text for c in g.all_cards()) == sorted(d.cards)
True
>>> build_deck(rows=(7,), up_to=10, wishes=False, jokers=False)
Traceback (most recent call last):
...
ValueError: this deck has 4 cards; 4 players need at least 29 (7 each and one to turn up)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Sequence
from typing import Any, cast

from numnum.cards import Card, Kind, parse_cards
from numnum.engine.registry import rules_for
from numnum.i18n import check_lang
from numnum.i18n import translate as _

__all__ = ["Deck", "build_deck", "check_playable", "in_rows", "standard"]

#: How many moves a test game may take before the deck counts as one that never ends.
MAX_MOVES = 20_000


@dataclasses.dataclass(frozen=True)
class Deck:
    """A deck of ``variant``: the card notations (``cards``) and a name for people.

    ``len(deck)`` counts the cards, ``card in deck.cards`` looks one up.
    """

    variant: str
    cards: tuple[str, ...]
    name: str = ""

    def __post_init__(self) -> None:
        rules_for(self.variant)  # a known game: ValueError naming them otherwise
        if isinstance(self.cards, str) or not isinstance(self.cards, list | tuple):
            raise ValueError(f"cards must be a list of card notations like ('H4', 'C12'), not {self.cards!r:.60}")
        # every card read in the game's notation (at most numnum.MAX_DECK_CARDS), kept as text
        object.__setattr__(self, "cards", tuple(c.text for c in parse_cards(self.cards, self.variant, "cards")))
        if not isinstance(self.name, str):
            raise ValueError(f"name must be a text, not {self.name!r:.60}")

    def __len__(self) -> int:
        return len(self.cards)

    def shuffled(self, seed: int = 0) -> list[str]:
        """The cards in a seeded random order, ready for ``new_game(variant, deck=...)``.

        >>> Deck("numnum", ("H4", "C12")).shuffled(seed="1")
        Traceback (most recent call last):
        ...
        ValueError: seed must be a whole number, not '1'
        """
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed must be a whole number, not {seed!r:.60}")
        cards = list(self.cards)
        random.Random(seed).shuffle(cards)
        return cards

    def counts(self) -> dict[str, int]:
        """How often each card is in the deck, in deck order."""
        out: dict[str, int] = {}
        for c in self.cards:
            out[c] = out.get(c, 0) + 1
        return out


def check_playable(variant: str, cards: Sequence[str], *, players: int = 4, seed: int = 0, **options: object) -> int:
    """Deal ``cards`` to ``players`` and let random computer players play the game to its end.

    The number of moves it took; ``ValueError`` when the deck cannot be dealt (the game says
    why) or the game does not end.

    >>> check_playable("numnum", ["H2", "H4", "C6", "C8", "S10", "H12", "T14", "C16", "W"], players=2, hand_size=3) > 0
    True
    >>> check_playable("numnum", None)
    Traceback (most recent call last):
    ...
    ValueError: cards must be a list of card notations like ['H4', 'C12'], not None
    """
    import numnum

    if isinstance(cards, str) or not isinstance(cards, list | tuple):
        raise ValueError(f"cards must be a list of card notations like ['H4', 'C12'], not {cards!r:.60}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r:.60}")

    if "calls" in rules_for(variant).OPTIONS.names():  # nobody forgets a call
        options.setdefault("calls", "auto")
    game = numnum.new_game(variant, players, deck=list(cards), seed=seed, **cast(dict[str, Any], options))
    bots = [numnum.make_bot("random", seed=seed + i) for i in range(players)]
    for moves in range(MAX_MOVES):
        if game.is_over:
            return moves
        game.play(bots[game.current_player].choose(game.view(game.current_player)))
    raise ValueError(f"a game with this deck did not end after {MAX_MOVES} moves")


def _rows_name(rows: Sequence[int]) -> str:
    return ", ".join(map(str, rows))


def _said(value: object) -> str:
    """A value in an error message: numbers with commas (never a tuple's brackets), else as written."""
    if isinstance(value, list | tuple) and all(type(v) is int for v in value):
        return ", ".join(map(str, value)) or "none"
    return str(value) if type(value) is int else f"{value!r:.60}"


def _rows(value: object, lang: str) -> tuple[int, ...]:
    items = tuple(value) if isinstance(value, Iterable) and not isinstance(value, str | bytes) else None
    if not items or not all(type(r) is int and 2 <= r <= 100 for r in items):
        raise ValueError(
            _("rows must be whole numbers from 2 to 100, like 2, 3, 5, not {value}", lang).format(value=_said(value))
        )
    return tuple(sorted(set(items)))


def in_rows(n: int, rows: Iterable[int]) -> bool:
    """Whether the number ``n`` belongs in a deck of the ``rows``: it is in one of them, and it
    shares a row with another number only through them (each prime factor of ``n`` divides one
    of the rows).

    >>> [n for n in range(2, 40) if in_rows(n, (2, 3, 5))]
    [2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 25, 27, 30, 32, 36]
    >>> [n for n in range(2, 40) if in_rows(n, (4, 6))]
    [4, 6, 8, 12, 16, 18, 24, 32, 36]
    """
    from numnum.arithmetic import prime_factors

    chosen = tuple(rows)
    return any(n % r == 0 for r in chosen) and all(any(r % p == 0 for r in chosen) for p in set(prime_factors(n)))


def build_deck(
    *,
    rows: Iterable[int] | None = None,
    up_to: int | None = None,
    symbols: str = "CTSH",
    wishes: bool = True,
    bans: bool = True,
    jokers: bool = True,
    copies: int = 1,
    players: int = 4,
    lang: str = "en",
) -> Deck:
    """A NumNum deck from the standard deck's cards, for a lesson.

    ``rows``: keep only the number cards of these times-table rows (all when ``None``), and only
    those that fit no card through another row: a number stays when it is in one of the rows
    and each of its prime factors is a factor of one of the rows (:func:`in_rows`).  With the
    rows 2, 3, 5 the deck holds 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, ... but not 34 = 2 × 17
    (it would fit 51 through the 17-row); a composite row brings the rows it is made of (with 4
    and 6: 4, 6, 8, 12, 16, 18, ..., where 4 and 6 fit through the 2-row); ``up_to``: only
    numbers up to this; ``symbols``: only these symbols; ``wishes``, ``bans``, ``jokers``: keep
    the wish cards, the ban cards (with ``rows``, only those of the rows 2 and 5 when a row is
    made with them: the 2-ban with the row 4 or 6) and the jokers 1; ``copies``: the whole deck
    this many times.  The deck is checked with ``players`` players: it must deal and a game must
    end.  ``lang`` is the language of its name.

    >>> len(build_deck()), len(build_deck(up_to=20, bans=False, wishes=False))
    (109, 63)
    >>> build_deck(up_to=1)
    Traceback (most recent call last):
    ...
    ValueError: up_to must be a whole number from 2 to 1000, or None, not 1
    >>> build_deck(rows=(1,), lang="de")
    Traceback (most recent call last):
    ...
    ValueError: Die Reihen müssen ganze Zahlen von 2 bis 100 sein, wie 2, 3, 5, nicht 1
    """
    from numnum.variants.numnum import SYMBOLS, standard_deck

    lang = check_lang(lang)  # the language of the deck's name and of every error
    chosen = _rows(rows, lang) if rows is not None else None
    if up_to is not None and (type(up_to) is not int or not 2 <= up_to <= 1000):
        raise ValueError(
            _("up_to must be a whole number from 2 to 1000, or None, not {value}", lang).format(value=_said(up_to))
        )
    if not isinstance(symbols, str) or not symbols or any(s not in SYMBOLS for s in symbols):
        raise ValueError(
            _("symbols must be some of C, T, S, H (like CH), not {value}", lang).format(value=_said(symbols))
        )
    if type(copies) is not int or not 1 <= copies <= 4:
        raise ValueError(_("copies must be a whole number from 1 to 4, not {value}", lang).format(value=_said(copies)))
    for flag, name in ((wishes, "wishes"), (bans, "bans"), (jokers, "jokers")):
        if not isinstance(flag, bool):
            raise ValueError(f"{name} must be True or False, not {flag!r}")
    numbers = []
    for c in standard_deck():
        n = c.number
        if c.kind is not Kind.NUMBER or n is None or c.suit not in symbols:
            continue
        if n == 1:
            if jokers:
                numbers.append(c)
        elif (chosen is None or in_rows(n, chosen)) and (up_to is None or n <= up_to):
            numbers.append(c)
    kept_rows = {2, 5} if chosen is None else {r for r in (2, 5) if any(c % r == 0 for c in chosen)}
    extra = [c for c in standard_deck() if c.kind is Kind.BAN and bans and c.number in kept_rows]
    extra += [c for c in standard_deck() if c.kind is Kind.WILD and wishes]
    cards = tuple(c.text for c in numbers + extra) * copies
    name = _deck_name(chosen, up_to, symbols, (wishes, bans, jokers), copies, lang)
    _check(cards, players, lang)
    try:
        check_playable("numnum", cards, players=players)
    except ValueError:
        raise ValueError(
            _("a game with this deck cannot be played to its end: take more rows or bigger numbers", lang)
        ) from None
    return Deck("numnum", cards, name)


def _deck_name(
    rows: tuple[int, ...] | None, up_to: int | None, symbols: str, flags: tuple[bool, ...], copies: int, lang: str
) -> str:
    """ "NumNum: rows 2, 3, 5; numbers up to 30" in ``lang``."""
    parts = []
    if rows is not None:
        parts.append(_("rows {rows}", lang).format(rows=_rows_name(rows)))
    if up_to is not None:
        parts.append(_("numbers up to {n}", lang).format(n=up_to))
    if symbols != "CTSH":
        parts.append(_("symbols {symbols}", lang).format(symbols=symbols))
    missing = (_("no wish cards", lang), _("no ban cards", lang), _("no jokers", lang))
    parts += [word for flag, word in zip(flags, missing, strict=True) if not flag]
    if copies > 1:
        parts.append(_("{n} copies", lang).format(n=copies))
    return "NumNum: " + "; ".join(parts) if parts else "NumNum"


def _check(cards: Sequence[str], players: int, lang: str = "en") -> None:
    if type(players) is not int or not 2 <= players <= 7:
        raise ValueError(
            _("players must be a whole number from 2 to 7, not {value}", lang).format(value=_said(players))
        )
    need = players * 7 + 1
    numbers = sum(1 for c in cards if Card.parse(c, "numnum").kind is Kind.NUMBER)
    if len(cards) < need:
        raise ValueError(
            _("this deck has {n} cards; {players} players need at least {need} (7 each and one to turn up)", lang)
            .format(n=len(cards), players=players, need=need)
        )  # fmt: skip
    if numbers < need:  # else the hands may take every number card and none is left to turn up
        raise ValueError(
            _(
                "this deck has {n} number cards; {players} players need at least {need} (7 each and one to turn up)",
                lang,
            ).format(n=numbers, players=players, need=need)
        )


def standard(variant: str = "numnum", *, players: int = 4, preset: str | None = None) -> Deck:
    """The deck a game of ``variant`` deals (for ``players`` players and the ``preset``),
    sorted the way the cards are printed.

    >>> [len(standard(v)) for v in ("numnum", "maumau", "maumau_110", "number_one")]
    [109, 32, 110, 110]
    """
    import numnum

    game = numnum.new_game(variant, players, seed=0, preset=preset)
    cards = sorted(game.all_cards(), key=lambda c: c.order)
    return Deck(variant, tuple(c.text for c in cards), game.rules.TITLE)
