"""Mau Mau with 110 coloured cards (RULES.md section 3; the Danish and Swedish rule texts).

Who can play must play; a player who cannot play draws one card and the turn passes.

>>> import numnum
>>> g = numnum.new_game("maumau_110", players=2, deck=["G3", "B5", "RD2", "Y9", "G7"], hand_size=2)
>>> [str(c) for c in g.hands[0]], str(g.top), g.legal_moves()
(['G3', 'RD2'], 'G7', <LegalMoves: G3!, G3>)

``G3!`` plays the card and says "Mau"; ``G3`` forgets it (and costs a penalty card).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

from numnum.cards import Card, Kind, register_card_reader
from numnum.engine.game import Game
from numnum.engine.options import Options
from numnum.engine.play_table import NO_EFFECT, Effect
from numnum.i18n import N_
from numnum.i18n import translate as _
from numnum.variants.coloured import ColouredRules
from numnum.variants.notation import COLOUR_NAMES, COLOURS_110, ranked_reader
from numnum.variants.options import MauMau110Options

__all__ = ["MauMau110Options", "MauMau110Rules"]

_SPECIALS = ("REV", "D2", "D4", "STOP")

register_card_reader(
    "maumau_110",
    ranked_reader(COLOURS_110, tuple(str(n) for n in range(1, 10)), _SPECIALS, ("WISH",)),
    "write a colour G, B, R or Y and 1-9, REV, D2, D4 or STOP (G7, RD2), or WISH",
    example="G7",
)
_EFFECTS: Final = {
    "REV": Effect(reverse=True),
    "D2": Effect(draw=2),
    "D4": Effect(draw=4),
    "STOP": Effect(skip=1),
}


class MauMau110Rules(ColouredRules):
    """The rules of the 110-card Mau Mau."""

    variant = "maumau_110"
    TITLE = "Mau Mau 110"
    RULES_PAGES = "numnum.rulebook"
    CARD_FACES = "colours_round"
    WISH_QUESTION = N_("Which colour do you wish for?")
    BOT_SIMULATIONS = 80
    BOT_EXTEND = 2.5
    OPTIONS = MauMau110Options
    CHOICES = COLOURS_110
    CHOICE_NAMES = COLOUR_NAMES
    MAX_PLAYERS = 8
    HAND_SIZE = 5
    CALLS: ClassVar[Mapping[int, str]] = {1: "Mau"}

    must_play = True
    play_drawn = False
    after_penalty = "end"

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        assert isinstance(options, MauMau110Options)
        self.opts = options  #: the options, with their type (``options`` is typed as the base class)
        self.reverse_with_two = options.reverse_two

    def standard_deck(self, players: int) -> list[Card]:
        ranks = tuple(str(n) for n in range(1, 10)) + _SPECIALS
        cards = [Card.parse(c + r, self.variant) for c in COLOURS_110 for r in ranks] * 2
        return cards + [Card.parse("WISH", self.variant)] * 6

    START_CARDS = "number cards"

    def starts_pile(self, card: Card) -> bool:
        return card.kind is Kind.NUMBER

    def start(self, game: Game) -> None:
        """A turned-up special card goes to the bottom until a number card is turned up."""
        self.turn_up(game, self.starts_pile)

    def fits(self, top: Card, wish: str | None, card: Card) -> bool:
        if card.kind is Kind.WILD:
            return True
        if wish is not None:
            return card.suit == wish
        return card.suit == top.suit or card.rank == top.rank

    def answers_draw(self, top: Card, card: Card) -> bool:
        return top.rank == "D2" and card.rank == "D2"  # a D4 cannot be answered, not even by a D4

    def effect_of(self, card: Card) -> Effect:
        return _EFFECTS.get(card.rank, NO_EFFECT)

    def forgot_call(self, game: Game, player: int, left: int) -> None:
        game.draw(player, 1)  # a forgotten "Mau": one penalty card

    def card_points(self, card: Card) -> int:
        return card.number if card.number is not None else 10

    def round_points(self, game: Game, winner: int) -> list[int]:
        points = super().round_points(game, winner)
        points[winner] = 0  # the winner of a round scores 0
        return points

    def misfit(self, game: Game, card: Card, lang: str = "en") -> str:
        if game.pending_draw and game.top.rank == "D4":
            return _("A draw-four card cannot be answered: take the {n} cards.", lang).format(n=game.pending_draw)
        return super().misfit(game, card, lang)
