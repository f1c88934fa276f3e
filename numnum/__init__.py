"""numnum: learn the times tables by playing Mau Mau.

Four games of the Mau Mau family on one rules engine, with explanations of why a card fits.

>>> import numnum
>>> g = numnum.new_game("numnum", players=3, seed=1)
>>> g.variant, g.players, len(g.hands[0])
('numnum', 3, 7)
>>> numnum.fits("H4", "C8", bans={2})   # 4 and 8 share the 4-row
True
"""

from __future__ import annotations

import random as _random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from numnum.arithmetic import fits
from numnum.bots import Bot, make_bot
from numnum.cards import MAX_DECK_CARDS, Card, Kind, parse_cards
from numnum.display import register_picture
from numnum.engine.game import Game, Phase
from numnum.engine.player_view import View
from numnum.engine.registry import make_rules
from numnum.errors import IllegalMove
from numnum.explanations import Explanation, explain
from numnum.moves import Action, LegalMoves, Move
from numnum.variants import VARIANTS

if TYPE_CHECKING:
    from numnum.together.client import HostedTable, TogetherTable
    from numnum.widget.card_table import CardTable

__all__ = [
    "MAX_DECK_CARDS",
    "VARIANTS",
    "Action",
    "Bot",
    "Card",
    "Explanation",
    "Game",
    "IllegalMove",
    "Kind",
    "LegalMoves",
    "Move",
    "Phase",
    "View",
    "explain",
    "fits",
    "host",
    "is_compiled",
    "join",
    "load_game",
    "make_bot",
    "new_game",
    "play",
]


def _card_picture(card: Card) -> str:
    from numnum.render.cards import card_svg

    return card_svg(card)


def _view_picture(view: View) -> str:
    from numnum.render.snapshot import view_html

    return view_html(view)


def _explanation_picture(explanation: Explanation) -> str:
    from numnum.render.strip import rows_strip

    return rows_strip(explanation)


# Cards, views and explanations show themselves in notebooks, but are drawn by numnum.render, a
# layer above them: the package connects them (the renderers are imported the first time).
register_picture("card", _card_picture)
register_picture("view", _view_picture)
register_picture("explanation", _explanation_picture)


def __getattr__(name: str) -> str:
    """``numnum.__version__``: the version of the installed package, read from its metadata (its
    one source is ``version`` in ``pyproject.toml``), when first asked for.

    >>> import importlib.metadata, numnum
    >>> numnum.__version__ == importlib.metadata.version("numnum")
    True
    """
    if name == "__version__":
        import importlib.metadata

        try:
            version = importlib.metadata.version("numnum")
        except importlib.metadata.PackageNotFoundError:  # a source tree that was never installed
            version = "0+unknown"
        globals()["__version__"] = version
        return version
    raise AttributeError(f"module 'numnum' has no attribute {name!r}")


def new_game(
    variant: str,
    players: int = 4,
    *,
    seed: int | None = None,
    deck: Sequence[str | Card] | None = None,
    preset: str | None = None,
    **options: object,
) -> Game:
    """Start a game of ``variant`` (one of :data:`VARIANTS`).

    ``seed`` makes the game reproducible; ``deck`` (card notations, top card first) deals a
    fixed deck without shuffling; ``preset`` and ``options`` choose the rules.  Bad arguments
    raise ``ValueError`` that names what is allowed.

    >>> g = new_game("numnum", players=2, seed=42, hand_size=5)
    >>> [len(h) for h in g.hands]
    [5, 5]
    >>> new_game("numnum", players=9)
    Traceback (most recent call last):
    ...
    ValueError: numnum is played by 2 to 7 players, not 9
    """
    rules = make_rules(variant, preset, options)
    rules.check_players(players)
    if seed is not None and type(seed) is not int:
        raise ValueError(f"seed must be a whole number or None, not {seed!r}")
    cards = None
    if deck is not None:
        cards = parse_cards(deck, variant)
        rules.check_deck(cards)
        rules.check_deal(players, cards, shuffled=False)
        if seed is None:
            seed = 0
    else:
        if players not in rules.dealable:  # the standard deck: checked once per number of players
            rules.check_deal(players, rules.deck_for(players)[0], shuffled=True)
            rules.dealable.add(players)
        if seed is None:
            seed = _random.SystemRandom().randrange(2**63)
    return Game(rules, players, seed, cards)


def play(
    variant: str = "numnum",
    players: int = 4,
    humans: int = 1,
    bots: str | int | Sequence[str | int] = "greedy",
    lang: str = "en",
    **options: Any,
) -> CardTable:
    """The card table widget: ``humans`` people and computer players (``bots``) play ``variant``.

    Shows the whole table in a notebook and plays full games (then the next round).  Besides the
    rule options of :func:`new_game` (and its ``seed``, ``deck``, ``preset``) it takes ``names``
    (one per seat), ``hints`` (playable cards highlighted, default on), ``bot_delay`` (seconds
    before a computer move, default 0.9) and ``autosave`` (default on: a new ``play`` offers to
    go on with an unfinished game of the same table, the same notebook cell or the same ``name``,
    that this browser played: each browser keeps its own games, see :mod:`numnum.identity`).
    ``size="large"`` is the projector mode (the whole width, big text);
    ``next_step`` is a short text that the end-of-game box shows (a lesson says where to go on);
    ``lesson`` (1 to 10) makes the table's reasons keep to the words that lesson has taught;
    ``take_focus=False`` keeps the table from taking the keys and scrolling into view when the
    cell has run (a lesson's page is read from the top; a click on the table gives it the keys).
    Bad arguments raise ``ValueError`` saying what is allowed.

    >>> table = play("maumau", players=3, seed=1, autosave=False)
    >>> [seat.name for seat in table.controller.scene().seats]
    ['You', 'Robo', 'Zora']
    >>> play("numnum", humans=5)
    Traceback (most recent call last):
    ...
    ValueError: humans must be a whole number from 0 to 4 (the players), not 5
    """
    from numnum.widget.card_table import CardTable
    from numnum.widget.controller import Controller

    take_focus = options.pop("take_focus", True)
    if type(take_focus) is not bool:
        raise ValueError(f"take_focus must be True or False, not {take_focus!r}")
    return CardTable(Controller(variant, players, humans, bots, lang, **options), take_focus=take_focus)


def host(variant: str = "numnum", players: int = 4, computers: int = 0, **kwargs: Any) -> HostedTable:
    """Open a shared table for pupils on their own devices (a Jupyter server with numnum's table
    service, see ``docs/together.md``): the last ``computers`` seats are computer players, the
    others for pupils, who join with the table's code.  Returns the teacher's table (its
    ``code``, the seats, ``to_computer(seat)``).  All arguments: :func:`numnum.together.client.host`.
    Without the service (JupyterLite, a plain kernel) it says in words that the group plays at
    one laptop instead (``numnum.play(humans=2)``).
    """
    from numnum.together.client import host as open_table

    return open_table(variant, players, computers, **kwargs)


def join(code: str | None = None, name: str | None = None, lang: str = "en") -> TogetherTable:
    """A pupil's card table at the shared table ``code`` (from :func:`host`), as ``name``: the
    pupil's own hand and nobody else's; the table's service holds the game and the rules.  The
    same browser gets its seat back after a reload.  See :func:`numnum.together.client.join`.
    """
    from numnum.together.client import join as take_seat

    return take_seat(code, name, lang)


def is_compiled() -> bool:
    """Whether the engine runs compiled with mypyc (``NUMNUM_USE_MYPYC=1 pip install .``) or as
    pure Python from the same source.

    >>> is_compiled() in (True, False)
    True
    """
    import numnum.engine.game

    return not (numnum.engine.game.__file__ or "").endswith(".py")


def load_game(text: str | bytes) -> Game:
    """Continue a game saved with :meth:`Game.to_json`; ``ValueError`` says what is wrong."""
    from numnum.engine.save import load

    return load(text)
