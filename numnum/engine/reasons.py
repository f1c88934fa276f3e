"""The reason texts: why a move is legal or not, in the player's words.

The turn machine's own reasons (draws, passes, calls, catches, choices, cards not held) live
here; what depends on the variant comes from the rules' hooks (:meth:`Rules.fit_reason`,
:meth:`Rules.misfit`, :meth:`Rules.last_card_reason`).  Texts are marked for translation and
translated into ``lang`` (``"en"`` or ``"de"``); they name cards in words
(:func:`numnum.card_names.the_card`: "heart 4", "die rote 7", in the case the German sentence needs),
never by their notation, except where they tell the player what to write.

>>> import numnum
>>> g = numnum.new_game("maumau", players=2, seed=3, preset="basic")
>>> why_legal(g.rules, g, numnum.Move.DRAW)
'You may always draw a card instead of playing.'
>>> why_illegal(g.rules, g, numnum.Move.PASS, "de")
'Du darfst jetzt nicht passen: lege eine Karte oder ziehe.'
>>> g = numnum.new_game("numnum", players=2, deck=["H4", "C9", "S6", "T8", "H10", "C7"], hand_size=2)
>>> why_illegal(g.rules, g, numnum.Move.parse("C9")), why_illegal(g.rules, g, numnum.Move.parse("C9"), "de")
('You do not have circle 9.', 'Du hast den Kreis 9 nicht.')
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from numnum.card_names import sentence, the_card
from numnum.cards import Card
from numnum.engine.game import Phase
from numnum.i18n import translate as _
from numnum.moves import Action, Move

if TYPE_CHECKING:
    from numnum.engine.game import Game
    from numnum.engine.rules import Rules

__all__ = ["pending_misfit", "why_illegal", "why_legal"]


def pending_misfit(rules: Rules, game: Game, card: Card, lang: str = "en") -> str:
    """Why ``card`` may not be played because of what is pending or wished ("" when nothing is)."""
    if game.pending_draw:
        return _("{card} cannot pass on the draw penalty: take the {n} cards.", lang).format(
            card=the_card(card, lang), n=game.pending_draw
        )
    if game.pending_skip:
        return _("{card} cannot pass on the skip: you sit out this turn.", lang).format(card=the_card(card, lang))
    if game.wish is not None:
        return _("{card} does not fit: {wish} was wished.", lang).format(
            card=the_card(card, lang), wish=rules.choice_name(game.wish, lang)
        )
    return ""


def why_legal(rules: Rules, game: Game, move: Move, lang: str = "en") -> str:
    """Why the legal ``move`` is allowed now, in words."""
    return sentence(_why_legal(rules, game, move, lang))


def _why_legal(rules: Rules, game: Game, move: Move, lang: str) -> str:
    action = move.action
    if action is Action.DRAW:
        if game.pending_draw and game.penalty_misses:
            return _("You take the {n} penalty cards, then you miss your turn.", lang).format(n=game.pending_draw)
        if game.pending_draw:
            return _("You take the {n} penalty cards.", lang).format(n=game.pending_draw)
        if rules.must_play:
            return _("No card fits, so you draw one.", lang)
        return _("You may always draw a card instead of playing.", lang)
    if action is Action.PASS:
        if game.phase is Phase.SKIPPED:
            return _("You are skipped: you let the forgotten call go and sit out this turn.", lang)
        if game.pending_skip:
            return _("You sit out.", lang)
        return _("You may end your turn here.", lang)
    if action is Action.CATCH:
        assert game.catchable is not None
        text = _("Player {p} forgot to call: catch it, then they draw 2 cards!", lang).format(p=game.catchable[0] + 1)
        if game.phase is Phase.SKIPPED:
            text += " " + _("You are skipped, but you may still catch it.", lang)
        return text
    if action is Action.CHOOSE:
        return _("You name {choice}.", lang).format(choice=rules.choice_name(move.choice, lang))
    reason = rules.fit_reason(game, move, lang)
    left = len(game.hands[game.current_player]) - len(move.cards)
    word = rules.CALLS.get(left)
    if word is not None and not rules.auto_calls:
        if move.call:
            reason += " " + _("And you call “{word}”.", lang).format(word=word)
        else:
            reason += " " + _("Careful: call “{word}” as you play it, or you forget the call.", lang).format(word=word)
    return reason


def why_illegal(rules: Rules, game: Game, move: Move, lang: str = "en") -> str:
    """Why ``move`` is not legal now, in words."""
    return sentence(_why_illegal(rules, game, move, lang))


def _why_illegal(rules: Rules, game: Game, move: Move, lang: str) -> str:
    legal = game.legal_moves()
    phase = game.phase
    hand = game.hands[game.current_player]
    action = move.action
    choices = ", ".join(rules.choice_name(c, lang) for c in rules.CHOICES)
    if phase is Phase.SKIPPED and action is not Action.CATCH and action is not Action.PASS:
        assert game.catchable is not None
        return _("You are skipped this turn: you may only catch player {p}'s forgotten call, or pass.", lang).format(
            p=game.catchable[0] + 1
        )
    if phase is Phase.CHOOSE and action is not Action.CHOOSE:
        return _("First choose one of {choices}.", lang).format(choices=choices)
    if action is Action.CHOOSE:
        if phase is Phase.CHOOSE:
            return _("Choose one of {choices}.", lang).format(choices=choices)
        return _("There is nothing to choose now (“{move}” alone is no move).", lang).format(move=move.text)
    if action is Action.DRAW:
        if phase is Phase.TURN:
            if rules.must_play and any(m.action is Action.PLAY for m in legal):
                return _("You can play a card, so you must play: only who cannot play draws.", lang)
            return _("The draw pile is empty and there is nothing to shuffle: play a card or pass.", lang)
        if legal:
            return _("You may not draw now: play another card or pass.", lang)
        return _("You may not draw now.", lang)
    if action is Action.PASS:
        if rules.must_play and any(m.action is Action.PLAY for m in legal):
            return _("You can play a card, so you must play it.", lang)
        return _("You may not pass now: play a card or draw.", lang)
    if action is Action.CATCH:
        return _("There is no forgotten call to catch.", lang)
    held = Counter(hand)
    wanted = Counter(move.cards)
    missing = [c for c in move.cards if wanted[c] > held[c]]
    if missing:
        return _("You do not have {card}.", lang).format(card=the_card(missing[0], lang))
    plays = [m for m in legal if m.action is Action.PLAY and m.cards == move.cards]
    if plays:
        return _("“{move}” is not allowed; you may write {options}.", lang).format(
            move=move.text, options=", ".join(m.text for m in plays)
        )
    if phase is Phase.DRAWN and game.drawn is not None and move.cards != (game.drawn,):
        return _("After drawing you may only play the card you drew ({card}) or pass.", lang).format(
            card=the_card(game.drawn, lang)
        )
    if len(hand) == len(move.cards) and any(not rules.may_finish(game, m) for m in rules.moves_of(move.cards[0])):
        return rules.last_card_reason(game, move, lang)
    if len(move.cards) > 1:
        return _("These cards may not be played together now.", lang)
    return rules.misfit(game, move.cards[0], lang)
