"""What the three coloured games share (classic Mau Mau, the 110-card game, Number ONE).

A card fits on the top card by suit or colour, or by rank (number or sign); a wish names the
suit or colour that must come next; draw penalties and skips may be answered by the cards each
variant allows.  NumNum, whose cards fit by times-table rows, does not use this class.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from numnum.card_names import the_card
from numnum.cards import Card
from numnum.engine import reasons
from numnum.engine.game import Game
from numnum.engine.play_table import StateKey
from numnum.engine.rules import Rules
from numnum.i18n import N_
from numnum.i18n import translate as _
from numnum.moves import Move

__all__ = ["COLOUR_WORDS", "SKAT_WORDS", "ColouredRules"]

#: How the reasons say what two cards share: the Skat deck's words (suit, rank) in Mau Mau,
#: the colour games' own words (colour, number or sign) in the others.
SKAT_WORDS: Mapping[str, str] = {
    "same_suit": N_("{card} has the same suit as {top}."),
    "same_rank": N_("{card} has the same rank as {top}."),
    "no_fit": N_("{card} does not fit on {top}: neither the same suit nor the same rank."),
    "wished": N_("{card} has the wished suit: {wish}."),
    "names_choice": N_("{card} may always be played; you name the next suit: {choice}."),
}
COLOUR_WORDS: Mapping[str, str] = {
    "same_suit": N_("{card} has the same colour as {top}."),
    "same_rank": N_("{card} shows the same number or sign as {top}."),
    "no_fit": N_("{card} does not fit on {top}: neither the same colour nor the same number or sign."),
    "wished": N_("{card} has the wished colour: {wish}."),
    "names_choice": N_("{card} may always be played; you name the next colour: {choice}."),
}


class ColouredRules(Rules):
    """The three coloured variants: a card fits by suit/colour or rank, wishes and penalties.

    >>> import numnum
    >>> g = numnum.new_game("maumau_110", players=2, seed=4)
    >>> isinstance(g.rules, ColouredRules), g.rules.FIT_WORDS is COLOUR_WORDS
    (True, True)
    """

    #: how the reasons say what two cards share (:data:`COLOUR_WORDS` or :data:`SKAT_WORDS`)
    FIT_WORDS: ClassVar[Mapping[str, str]] = COLOUR_WORDS

    def plays_of(self, key: StateKey, card: Card) -> tuple[Move, ...]:
        top, wish, pending, _bans = key
        if pending == 3:
            return ()  # a draw that nobody may pass on
        if pending == 1:
            ok = self.answers_draw(top, card)
        elif pending == 2:
            ok = self.answers_skip(top, card)
        else:
            ok = self.fits(top, wish, card)
        return self.moves_of(card) if ok else ()

    def fits(self, top: Card, wish: str | None, card: Card) -> bool:
        """Whether ``card`` may be played on ``top`` (with ``wish`` in force), nothing pending."""
        raise NotImplementedError

    def answers_draw(self, top: Card, card: Card) -> bool:
        """Whether ``card`` passes on the draw penalty that ``top`` started (default: never)."""
        return False

    def answers_skip(self, top: Card, card: Card) -> bool:
        """Whether ``card`` passes on the skip that ``top`` started (default: never)."""
        return False

    def fit_words(self, key: str, lang: str) -> str:
        """The text ``key`` of :attr:`FIT_WORDS` in ``lang`` (with ``{card}``, ``{top}``, ... to fill in)."""
        return _(self.FIT_WORDS[key], lang)

    def misfit(self, game: Game, card: Card, lang: str = "en") -> str:
        return reasons.pending_misfit(self, game, card, lang) or self.fit_words("no_fit", lang).format(
            card=the_card(card, lang), top=the_card(game.top, lang)
        )

    def fit_reason(self, game: Game, move: Move, lang: str = "en") -> str:
        card, top = move.cards[0], game.top
        name = the_card(card, lang)
        if game.pending_draw:
            return _("{card} passes the draw penalty on to the next player.", lang).format(card=name)
        if game.pending_skip:
            return _("{card} passes the skip on to the next player.", lang).format(card=name)
        if len(move.cards) > 1:
            return self.combo_reason(game, move, lang)
        if self.names_choice(card):
            return self.fit_words("names_choice", lang).format(card=name, choice=self.choice_name(move.choice, lang))
        if game.wish is not None:
            return self.fit_words("wished", lang).format(card=name, wish=self.choice_name(game.wish, lang))
        if card.suit == top.suit:
            return self.fit_words("same_suit", lang).format(card=name, top=the_card(top, lang))
        return self.fit_words("same_rank", lang).format(card=name, top=the_card(top, lang))

    def combo_reason(self, game: Game, move: Move, lang: str = "en") -> str:
        """Why a legal move of several cards may be played (hook)."""
        return _("These cards may be played together.", lang)
