"""Games that agree with a player's view: the hidden cards dealt at random.

Search-based computer opponents play many such games to judge a move.  What the player cannot
see (the other hands, the order of the draw pile) is sampled; everything else comes from the view.

>>> import random, numnum
>>> g = numnum.new_game("numnum", players=3, seed=4)
>>> v = g.view(0)
>>> h = sample_game(v, random.Random(1))
>>> h.hands[0] == g.hands[0], [len(x) for x in h.hands] == [len(x) for x in g.hands]
(True, True)
>>> h.legal_moves() == g.legal_moves()
True
"""

from __future__ import annotations

import random

from numnum.engine.game import Game, Phase
from numnum.engine.player_view import View
from numnum.engine.registry import make_rules
from numnum.engine.state import STATE, Seen

__all__ = ["sample_game"]


def sample_game(view: View, rng: random.Random) -> Game:
    """A game that looks exactly like ``view`` to its player; hidden cards dealt by ``rng``.

    The public fields of the state table (:mod:`numnum.engine.state`) come from the view as
    they are; the hidden ones are dealt anew.
    """
    rules = make_rules(view.variant, None, dict(view.options))
    unseen = view.unseen()
    rng.shuffle(unseen)
    g = Game(rules, view.players, rng.randrange(2**63), None, deal=False)
    for f in STATE:
        if f.seen is Seen.PUBLIC:
            setattr(g, f.name, f.kind.from_view(getattr(view, f.name)))
    g.rng = random.Random(g.seed)
    g.deck = list(view.deck)
    hands = []
    for seat, hand in enumerate(view.hands):
        if hand is not None:
            hands.append(list(hand))
        else:
            size = view.hand_sizes[seat]
            hands.append(unseen[:size])
            del unseen[:size]
    g.hands = hands
    g.stock = unseen
    g.ban_spot = {c.number: c for c in view.ban_cards if c.number is not None}
    g.drawn = view.drawn
    if g.phase is Phase.DRAWN and g.drawn is None:  # another player's view: their newest card
        g.drawn = g.hands[g.current_player][-1]
    g.resume()
    return g
