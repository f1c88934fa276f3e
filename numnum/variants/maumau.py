"""Classic Mau Mau with a Skat deck (RULES.md section 2): two presets of one rule set.

``basic`` is the first rule set of the rule page, ``club`` the second ("unsere Regeln").  Every
option can also be set on its own.

>>> import numnum
>>> deck = ["H7", "S8", "HK", "D9", "CA", "SA", "DJ", "HA", "H9", "C10", "S7"]
>>> g = numnum.new_game("maumau", players=2, deck=deck, hand_size=4)
>>> [str(c) for c in g.hands[0]], str(g.top)
(['H7', 'HK', 'CA', 'DJ'], 'H9')
>>> g.legal_moves()  # hearts, nines, and the jack with every suit it may name
<LegalMoves: H7, HK, DJ C, DJ S, DJ H, DJ D, draw>
>>> g.play("H7"); g.current_player, g.pending_draw, g.legal_moves()  # no 7 to pass it on
(1, 2, <LegalMoves: draw>)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from numnum.card_names import the_card
from numnum.cards import Card, register_card_reader
from numnum.engine.game import Game, Phase
from numnum.engine.options import Options
from numnum.engine.play_table import NO_EFFECT, Effect
from numnum.i18n import N_
from numnum.i18n import translate as _
from numnum.moves import Move
from numnum.variants.coloured import SKAT_WORDS, ColouredRules
from numnum.variants.notation import MAUMAU_RANKS, SUIT_NAMES, SUITS, ranked_reader
from numnum.variants.options import MauMauOptions

__all__ = ["MauMauOptions", "MauMauRules"]

register_card_reader(
    "maumau",
    ranked_reader(SUITS, MAUMAU_RANKS, (), ()),
    "write a suit C, S, H or D and a rank 2-10, J, Q, K or A (H7, CJ)",
    example="H7",
)

_FACE = {"10": 10, "9": 9, "8": 8, "7": 7, "6": 6, "5": 5, "4": 4, "3": 3, "2": 2}


_CLUB_HANDS = {2: 7, 6: 7, 3: 6, 7: 6, 4: 5, 5: 5, 8: 5}


class MauMauRules(ColouredRules):
    """The rules of classic Mau Mau."""

    variant = "maumau"
    TITLE = "Mau Mau"
    RULES_PAGES = "numnum.rulebook"
    CARD_FACES = "skat"
    WISH_QUESTION = N_("Which suit do you wish for?")
    BOT_SIMULATIONS = 100
    BOT_EXTEND = 1.0  # the club rules have long rounds and many candidates: 2.5 took up to a second
    OPTIONS = MauMauOptions
    CHOICES = SUITS
    CHOICE_NAMES = SUIT_NAMES
    FIT_WORDS = SKAT_WORDS  # the Skat deck's words: suit and rank
    MAX_PLAYERS = 8
    HAND_SIZE = 5
    CALLS: ClassVar[Mapping[int, str]] = {1: "Mau"}

    def __init__(self, options: Options) -> None:
        super().__init__(options)
        assert isinstance(options, MauMauOptions)
        self.opts = o = options  #: the options, with their type (``options`` is typed as the base class)
        self.play_drawn = o.after_draw == "play"
        self.after_penalty = "turn" if o.penalty_then == "play" else "end"

    def player_range(self) -> tuple[int, int]:
        o = self.opts
        return (2, 5) if o.decks == 1 and o.deck_size == 32 else (2, 8)

    def _decks(self, players: int) -> int:
        d = self.opts.decks
        return (2 if players >= 5 else 1) if d == "auto" else int(d)

    def standard_deck(self, players: int) -> list[Card]:
        ranks = MAUMAU_RANKS if self.opts.deck_size == 52 else MAUMAU_RANKS[5:]
        one = [Card.parse(s + r, "maumau") for s in SUITS for r in ranks]
        return one * self._decks(players)

    def hand_size(self, players: int) -> int:
        o = self.opts
        if o.hand_size is not None:
            return o.hand_size
        return _CLUB_HANDS.get(players, 5) if o.deal == "by_players" else 5

    def start(self, game: Game) -> None:
        """Turn up the first card; with ``first_card="dealer"`` it counts as the dealer's play."""
        card = self.turn_up(game, lambda c: True)
        if self.opts.first_card == "dealer":
            game.current_player = game.dealer
            game.acted = True
            if self.names_choice(card):
                game.phase = Phase.CHOOSE
                game.choice_ends_turn = True
            else:
                self.after_play(game, game.dealer, (card,), self.effect_of(card).again)

    # ------------------------------------------------------------------ matching
    def names_choice(self, card: Card) -> bool:
        return card.rank == "J"

    def fits(self, top: Card, wish: str | None, card: Card) -> bool:
        if card.rank == "J":
            return True  # a jack is always playable, also on a jack
        if wish is not None:
            return card.suit == wish
        return card.suit == top.suit or card.rank == top.rank

    def answers_draw(self, top: Card, card: Card) -> bool:
        o = self.opts
        if top.rank == "7":
            return card.rank == "7"
        if top.rank == "9":
            return o.nine == "reverse_draw2" and card.rank == "9"
        if top.text == "HK":
            return o.king_of_hearts == "draw4_stack" and card.text == "HK"
        return False

    def answers_skip(self, top: Card, card: Card) -> bool:
        return top.rank == "8" and card.rank == "8"

    def effect_of(self, card: Card) -> Effect:
        o = self.opts
        rank = card.rank
        if rank == "7":
            return Effect(draw=2)
        if rank == "8" and o.eight != "none":
            return Effect(skip=1, stack_skip=o.eight == "skip_stack")
        if rank == "9" and o.nine != "none":
            return Effect(again=True) if o.nine == "again" else Effect(reverse=True, draw=2)
        if rank == "10" and o.ten == "reverse":
            return Effect(reverse=True)
        if rank == "A" and o.ace == "again":
            return Effect(again=True)
        if card.text == "HK" and o.king_of_hearts != "none":
            return Effect(draw=3 if o.king_of_hearts == "draw3" else 4)
        return NO_EFFECT

    # ------------------------------------------------------------------ calls and the end
    def may_finish(self, game: Game, move: Move) -> bool:
        o = self.opts
        if o.mau == "required" and not self.auto_calls and not game.called[game.current_player]:
            return False  # without the "Mau" call the last card may not be played
        return not (o.last_jack == "forbidden" and move.cards[-1].rank == "J")

    def forgot_call(self, game: Game, player: int, left: int) -> None:
        if self.opts.mau == "draw2":
            game.draw(player, 2)

    def last_card_reason(self, game: Game, move: Move, lang: str = "en") -> str:
        if self.opts.mau == "required" and not game.called[game.current_player]:
            return _("You did not call “Mau”, so {card} may not be your last card: draw a card.", lang).format(
                card=the_card(move.cards[-1], lang)
            )
        return _("With this rule a jack may not be your last card.", lang)

    def card_points(self, card: Card) -> int:
        rank = card.rank
        if rank == "J":
            return 20
        if rank == "A":
            return 11
        if rank == "K":
            return 4 if self.opts.points == "basic" else 3
        if rank == "Q":
            return 3
        return _FACE[rank]

    def round_points(self, game: Game, winner: int) -> list[int]:
        points = super().round_points(game, winner)
        mau_mau = not game.hands[winner] and game.top.rank == "J" and self.opts.last_jack == "double"
        return [p * 2 for p in points] if mau_mau else points

    def overall_rank(self, game: Game, seat: int) -> tuple[int, ...]:
        if self.opts.scoring == "wins":  # the most rounds won, then the fewest points
            return (-game.round_winners.count(seat), game.scores[seat])
        return super().overall_rank(game, seat)
