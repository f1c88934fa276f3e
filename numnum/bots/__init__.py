"""Computer opponents: ``numnum.make_bot(name, seed)`` and ``bot.choose(view) -> Move``.

| name | level | how it plays |
|---|---|---|
| | 1 | like a young child: the first card that fits, with human-like slips (:mod:`numnum.bots.child`) |
| | 2 | greedy, but a young child's move in a third of its decisions |
| ``"greedy"`` | 3 | the greedy rules of :mod:`numnum.bots.greedy` (well under 1 ms a move) |
| | 4 | the expert, but half of its decisions are made at a glance, by the greedy rules |
| ``"expert"`` | 5 | tuned rules and Monte Carlo search, :mod:`numnum.bots.expert` (80-160 playouts, more when close) |
| ``"random"`` | (1) | a random legal move (calls made, catches taken); not a level of its own |

A level is given as a number (``make_bot(3)``) or a name (``make_bot("level3")``).  A bot sees
only the view it is given and never changes anything; its choice is a pure function of its
seed (``None`` means 0) and the view.

>>> import numnum
>>> g = numnum.new_game("numnum", players=2, seed=1)
>>> bot = numnum.make_bot("greedy", seed=3)
>>> bot.name, bot.choose(g.view(g.current_player)) in g.legal_moves()
('greedy', True)
>>> numnum.make_bot(4).name
'level4'
>>> numnum.make_bot("clever")
Traceback (most recent call last):
...
ValueError: unknown bot 'clever'; choose one of 'random', 'greedy', 'expert', a level 1 to 5, or 'level1' to 'level5'
"""

from __future__ import annotations

from numnum.bots.base import Bot

__all__ = ["BOT_NAMES", "LEVELS", "Bot", "bot_level", "make_bot"]

#: The bots by name.
BOT_NAMES = ("random", "greedy", "expert")
#: Strength levels for the widget: what each one is.
LEVELS = {
    1: "a young child: the first card that fits, with human-like slips",
    2: "greedy, with a young child's move in a third of the decisions",
    3: "greedy",
    4: "the expert, with half of its decisions made at a glance (by the greedy rules)",
    5: "expert (80 to 160 playouts a decision by variant, more where the best moves are close)",
}
#: Level 2: the share of its decisions in which it makes a young child's move.
LEVEL2_SLIPS = 1 / 3
#: Level 4: the share of its decisions it makes at a glance, by the greedy rules (the others
#: as the expert): between the greedy bot and the expert, as a round robin shows.
LEVEL4_HASTY = 0.5


def make_bot(name: str | int, seed: int | None = None) -> Bot:
    """A computer opponent: ``name`` is ``"random"``, ``"greedy"``, ``"expert"``, a level 1-5
    (see :data:`LEVELS`) or ``"level1"`` to ``"level5"``; ``seed`` a whole number or ``None`` (0).

    >>> make_bot("level2", seed=5)
    numnum.make_bot('level2', seed=5)
    """
    if seed is None:
        seed = 0
    if type(seed) is not int:
        raise ValueError(f"seed must be a whole number or None, not {seed!r}")
    level = bot_level(name)
    label = name.strip().lower() if isinstance(name, str) else f"level{level}"
    if label == "random":
        from numnum.bots.random_bot import RandomBot

        return RandomBot(seed, name=label)
    if level == 1:
        from numnum.bots.child import ChildBot

        return ChildBot(seed, name=label)
    if level in (2, 3):
        from numnum.bots.greedy import GreedyBot

        return GreedyBot(seed, slips=LEVEL2_SLIPS if level == 2 else 0.0, name=label)
    from numnum.bots.expert import ExpertBot

    return ExpertBot(seed, hasty=LEVEL4_HASTY if level == 4 else 0.0, name=label)


def bot_level(name: object) -> int:
    """The strength level 1-5 of a bot name (see :data:`LEVELS`).

    >>> bot_level("greedy"), bot_level("level4"), bot_level(2)
    (3, 4, 2)
    """
    if type(name) is int and name in LEVELS:
        return name
    if isinstance(name, str):
        key = name.strip().lower()
        if key in BOT_NAMES:
            return {"random": 1, "greedy": 3, "expert": 5}[key]
        if key.startswith("level") and key[5:].isdigit() and int(key[5:]) in LEVELS:
            return int(key[5:])
    raise ValueError(
        f"unknown bot {name!r}; choose one of 'random', 'greedy', 'expert', a level 1 to 5, or 'level1' to 'level5'"
    )
