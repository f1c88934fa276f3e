"""The table as plain text, drawn from one player's view.

A pure renderer: :func:`table_text` reads a :class:`~numnum.View` and returns a string; it never
touches the game.  Notebooks print it until the real widget exists, and it works in any terminal.

>>> import numnum
>>> g = numnum.new_game("numnum", players=2, deck=["H4", "C9", "S6", "T8", "H10", "C7"], hand_size=2)
>>> print(table_text(g.view(0)))
NumNum, 2 players. You are player 0.
> player 0 (you): 2 cards  <- your turn
  player 1: 2 cards
Top card: H10
Bans: none
Draw pile: 1 card
Your hand: H4 S6
Your turn! Your moves: H4, S6, draw
"""

from __future__ import annotations

from numnum.engine.player_view import View
from numnum.engine.registry import rules_for
from numnum.i18n import translate

__all__ = ["table_text"]


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _seat(view: View, seat: int) -> str:
    return "you" if seat == view.player else f"player {seat}"


def _last_move(view: View) -> str | None:
    for seat, text in reversed(view.history):
        if seat < 0:
            return None  # a new round has just been dealt
        who = "You" if seat == view.player else f"Player {seat}"
        if text == "-":
            return f"{who} could do nothing."
        if text == "draw":
            return f"{who} drew a card."
        if text == "pass":
            return f"{who} passed."
        if text == "blocked":
            return f"Nobody could move: {who.lower() if seat == view.player else who} won with the fewest cards."
        return f"{who} played {text}."
    return None


def table_text(view: View) -> str:
    """The table as seen by ``view.player``, in short friendly English.

    Shows every seat with its number of cards (``>`` marks whose turn it is), the top card, the
    bans and the wish, the draw pile, the player's own hand and, on the player's turn, the legal
    moves.  Cards and moves are written in the notation of ``API.md``.

    >>> import numnum
    >>> deck = ["H4", "C9", "W", "S6", "T8", "H10", "B2", "C6", "S3", "T5"]
    >>> g = numnum.new_game("numnum", players=3, deck=deck, hand_size=2)
    >>> g.play("S6"); g.play("C9"); g.play("W H")
    >>> print(table_text(g.view(0)))
    NumNum, 3 players. You are player 0.
    > player 0 (you): 1 card  <- your turn
      player 1: 1 card
      player 2: 1 card
    Top card: W
    Bans: the 2-row is banned
    Wish: heart ♥ (H)
    Draw pile: 2 cards
    Your hand: H4
    Last move: Player 2 played W H.
    Your turn! Your moves: H4, draw
    >>> print(table_text(g.view(1)).splitlines()[-1])
    Waiting for player 0.
    """
    rules = rules_for(view.variant)
    lines = [f"{rules.TITLE}, {view.players} players. You are player {view.player}."]
    for seat, size in enumerate(view.hand_sizes):
        turn = seat == view.current_player and not view.is_over
        name = f"player {seat} (you)" if seat == view.player else f"player {seat}"
        line = f"{'>' if turn else ' '} {name}: {_count(size, 'card')}"
        if turn:
            line += "  <- your turn" if seat == view.player else "  <- to move"
        shown = view.hands[seat]
        if shown is not None and seat != view.player:
            line += "  (" + " ".join(str(c) for c in shown) + ")"
        lines.append(line)
    options = dict(view.options)
    rounds = options.get("rounds", 1)
    if isinstance(rounds, int) and rounds > 1:
        scores = ", ".join(f"{_seat(view, s)} {p}" for s, p in enumerate(view.scores))
        lines.append(f"Round {view.round} of {rounds}. Points so far: {scores}")
    lines.append(f"Top card: {view.top}")
    if rules.TIMES_TABLE:
        if not view.bans:
            lines.append("Bans: none")
        elif len(view.bans) == 1:
            lines.append(f"Bans: the {min(view.bans)}-row is banned")
        else:
            rows = " and ".join(f"{r}-row" for r in sorted(view.bans))
            lines.append(f"Bans: the {rows} are banned")
    if view.wish:
        lines.append(f"Wish: {translate(rules.CHOICE_NAMES[view.wish], 'en')} ({view.wish})")
    if view.pending_draw:
        lines.append(f"Pending draw: {_count(view.pending_draw, 'card')}")
    if view.direction < 0:
        lines.append("Play goes backwards (counter-clockwise).")
    lines.append(f"Draw pile: {_count(view.draw_pile_size, 'card')}")
    lines.append("Your hand: " + (" ".join(str(c) for c in view.hand) if view.hand else "(empty)"))
    last = _last_move(view)
    if last:
        lines.append(f"Last move: {last}")
    if view.is_over:
        if view.winner is None:
            lines.append("The game is over.")
        elif len(view.winners) > 1:
            shared = " and ".join(f"player {seat}" for seat in view.winners)
            lines.append(f"The game is over. Shared first place: {shared}.")
        elif view.winner == view.player:
            lines.append("The game is over. You win! Well done!")
        else:
            lines.append(f"The game is over. Player {view.winner} wins.")
    elif view.my_turn:
        if view.drawn is not None:
            lines.append(f"You drew {view.drawn}.")
        if view.phase == "skipped":
            lines.append("You are skipped, but you may still catch the forgotten call (or pass).")
        if view.phase == "chain":
            lines.append("That fit double: you may play on, or pass." if rules.TIMES_TABLE else "You may play on.")
        lines.append(f"Your turn! Your moves: {view.legal_moves}")
    else:
        lines.append(f"Waiting for player {view.current_player}.")
    return "\n".join(lines)
