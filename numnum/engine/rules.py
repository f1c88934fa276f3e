"""The turn machine of the Mau Mau family: the :class:`Rules` base class and its hooks.

A turn starts in :attr:`Phase.TURN`: the player plays a card that the rules allow, or draws.
After a play the rules may let the player go on (:attr:`Phase.CHAIN`); after a draw they may let
the player play the drawn card (:attr:`Phase.DRAWN`); after taking a draw penalty they may have
to stop, go on with a normal turn, or play one card (:attr:`Phase.PLAY_ONE`).  ``pass`` is
offered only where the player has a real choice.

What a card *does* is data: an :class:`~numnum.engine.play_table.Effect` (draw penalties, skips,
reversing, playing again, swapping hands).  Pending draws and stackable skips wait for the next
player, who may answer them with the cards the variant allows.  Calls ("Mau", "ONE!") are part
of a play.  A variant (in :mod:`numnum.variants`) is a subclass that sets a few attributes and
overrides the hooks; it never copies the turn structure.  Which single cards may be played in a
state is cached in :class:`~numnum.engine.play_table.PlayTable` objects; the reason texts are in
:mod:`numnum.engine.reasons`.

A variant needs at least :meth:`Rules.standard_deck`, :meth:`Rules.start` and
:meth:`Rules.plays_of`:

>>> from numnum.cards import Card
>>> from numnum.engine.registry import rules_for
>>> rules = rules_for("maumau")(rules_for("maumau").OPTIONS.build("basic"))
>>> deck = rules.standard_deck(4)
>>> len(deck), rules.hand_size(4), rules.MAX_CARDS_PER_MOVE
(32, 5, 1)
>>> top, card = Card.parse("H7", "maumau"), Card.parse("H9", "maumau")
>>> [m.text for m in rules.plays_of((top, None, 0, 0), card)]
['H9']
>>> rules.effect_of(Card.parse("C7", "maumau")).draw
2
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import ClassVar, Final

from mypy_extensions import mypyc_attr

from numnum.card_names import the_card, the_cards
from numnum.cards import Card, Kind
from numnum.engine import reasons
from numnum.engine.game import Game, Phase, repeated_cards, take
from numnum.engine.options import CallOptions, Options
from numnum.engine.play_table import CHAIN, NO_EFFECT, PLAIN, Effect, MetCards, PlayTable, StateKey, state_key
from numnum.i18n import translate as _
from numnum.moves import Action, LegalMoves, Move

__all__ = ["FACTS", "Rules", "missing_facts"]

_DRAW: Final = Move.DRAW
_PASS: Final = Move.PASS
_CATCH: Final = Move.CATCH
# Enum members are read through EnumType.__getattr__ (slow, never specialised): the hot paths
# use these module constants instead.
_PLAY: Final = Action.PLAY
_DRAWING: Final = Action.DRAW
_PASSING: Final = Action.PASS
_CHOOSING: Final = Action.CHOOSE
_CATCHING: Final = Action.CATCH
_TURN: Final = Phase.TURN
_CHAIN: Final = Phase.CHAIN
_DRAWN: Final = Phase.DRAWN
_CHOOSE: Final = Phase.CHOOSE
_PLAY_ONE: Final = Phase.PLAY_ONE
_SKIPPED: Final = Phase.SKIPPED
_OVER: Final = Phase.OVER
_WILD: Final = Kind.WILD


#: The facts every variant declares as class data (see :class:`Rules`); the registry refuses a
#: rules class that leaves one undeclared (:func:`missing_facts`).
FACTS = (
    "variant",
    "TITLE",
    "RULES_PAGES",
    "OPTIONS",
    "CARD_FACES",
    "BOT_SIMULATIONS",
    "BOT_EXTEND",
    "CHOICE_NAMES",
    "WISH_QUESTION",
)


def missing_facts(cls: type[Rules]) -> list[str]:
    """The facts of :data:`FACTS` that the rules class ``cls`` leaves undeclared, in words.

    A choice needs a name and a question only where the variant has choices.

    >>> from numnum.engine.registry import rules_for
    >>> missing_facts(rules_for("maumau")), missing_facts(Rules)[:2]
    ([], ['variant', 'TITLE'])
    """
    out = [name for name in ("variant", "TITLE", "RULES_PAGES") if not getattr(cls, name)]
    if cls.OPTIONS is Options:
        out.append("OPTIONS")
    if not cls.CARD_FACES:
        out.append("CARD_FACES")
    if cls.BOT_SIMULATIONS <= 0:
        out.append("BOT_SIMULATIONS")
    if cls.BOT_EXTEND <= 0:
        out.append("BOT_EXTEND")
    unnamed = [c for c in cls.CHOICES if c not in cls.CHOICE_NAMES]
    if unnamed:
        out.append(f"CHOICE_NAMES (of {', '.join(unnamed)})")
    if cls.CHOICES and not cls.WISH_QUESTION:
        out.append("WISH_QUESTION")
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # a fifth game may be plain Python
class Rules:
    """Base of the rule modules.  Subclasses fill in the data and the hooks.

    The *facts* below are what the rest of numnum knows about a game: the renderers, the bots,
    the text view and the card table read them from the rules class (``game.rules.TITLE``,
    ``rules_for(variant).CARD_FACES``) and never compare variant ids.  Each variant declares
    them; :func:`numnum.engine.registry.register_variant` refuses a class that leaves one of
    :data:`FACTS` undeclared.
    """

    #: the game's name as shown ("Mau Mau"; a name: the same in every language)
    TITLE: ClassVar[str] = ""
    #: how the card pictures draw the cards (:data:`numnum.render.cards.CARD_STYLES`): "numnum",
    #: "skat", "colours_round", "colours_oval", or "plain" (the notation written big)
    CARD_FACES: ClassVar[str] = ""
    #: the question when a player names a choice ("Which suit do you wish for?", marked with N_)
    WISH_QUESTION: ClassVar[str] = ""
    #: the package whose folder ``pages`` holds the game's rules pages, ``<variant>.<lang>.md``
    #: for English and German (:mod:`numnum.rulebook`; placeholders ``{options}``, ``{custom_rules}``)
    RULES_PAGES: ClassVar[str] = ""
    #: cards fit by a shared times-table row; ban cards ban rows, a double fit lets the player
    #: go on (NumNum): the text view shows the bans, the bots weigh the rows
    TIMES_TABLE: ClassVar[bool] = False
    #: the expert bot's playouts per decision (its playouts must stay quick: a decision well
    #: under 0.1 s in the median) and its longest race, in rounds per playout
    BOT_SIMULATIONS: ClassVar[int] = 0
    BOT_EXTEND: ClassVar[float] = 0.0

    #: the variant id
    variant: ClassVar[str] = ""
    #: the options class
    OPTIONS: ClassVar[type[Options]] = Options
    #: the letters a wish may name (symbols, suits or colours)
    CHOICES: ClassVar[tuple[str, ...]] = ()
    #: players allowed
    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 7
    #: the hand size when the option ``hand_size`` is not given
    HAND_SIZE: ClassVar[int] = 7
    #: what each choice letter is called (marked with N_, translated where shown)
    CHOICE_NAMES: ClassVar[Mapping[str, str]] = {}
    #: the calls: cards left after a play -> the word called ("Mau", "ONE!", "NUMBER ONE!")
    CALLS: ClassVar[Mapping[int, str]] = {}

    #: caches of single-card plays, shared by all games with equal options
    _CACHES: ClassVar[dict[tuple[type, Options], dict[StateKey, PlayTable]]] = {}
    #: the cards met by the rules with equal options (every game's deck)
    _MET: ClassVar[dict[tuple[type, Options], MetCards]] = {}

    # The rule data below may depend on the options; subclasses set it in __init__.
    must_play: bool = False  #: "Legezwang": who can play must play; drawing only when nothing fits
    play_drawn: bool = True  #: a card drawn by choice or need may be played at once if it fits
    after_penalty: str = "end"  #: after taking a draw penalty: "end", "turn" or "one" (play one card)
    reverse_with_two: str = "none"  #: a reverse with two players: "none" (no effect) or "skip"
    auto_calls: bool = False  #: every call is made automatically
    strict: bool = False  #: a strict table: wrong cards and cards out of turn cost penalty cards

    def __init__(self, options: Options) -> None:
        self.options = options
        # The rule data as instance attributes (a subclass may change them after this): Python
        # reads an instance attribute much faster than a class attribute through the instance.
        self.must_play = self.must_play
        self.play_drawn = self.play_drawn
        self.after_penalty = self.after_penalty
        self.reverse_with_two = self.reverse_with_two
        self.strict = self.strict
        self._tables: dict[StateKey, PlayTable] = Rules._CACHES.setdefault((type(self), options), {})
        self._effects: dict[Card, Effect] = {}
        self._moves_of: dict[Card, tuple[Move, ...]] = {}
        self._called: dict[Move, Move] = {}  # each play with its call made
        self.met: MetCards = Rules._MET.setdefault((type(self), options), MetCards())
        #: per ban mask: card -> the table after a plain play of that card (see PlayTable.follow)
        self.after_plays: dict[int, dict[Card, PlayTable]] = {}
        self._deck_cache: dict[int, tuple[tuple[Card, ...], frozenset[Card]]] = {}
        #: the numbers of players for which every round of the standard deck can be dealt
        self.dealable: set[int] = set()
        self.auto_calls = isinstance(options, CallOptions) and options.calls == "auto"
        self._call_window = 1 + max(self.CALLS, default=-1) + self.MAX_CARDS_PER_MOVE
        self._calls = frozenset(self.CALLS)
        self._multi = self.MAX_CARDS_PER_MOVE > 1
        #: the fewest cards in hand with which a single card's play needs no call and does not go out
        self.min_hand = 1 + max(self.CALLS, default=0)

    #: the most cards one move may play (Doppeln, Strasse, Leg-Zwei)
    MAX_CARDS_PER_MOVE: ClassVar[int] = 1

    def drawn_legal(self, card: Card) -> LegalMoves:
        """The legal moves after drawing ``card`` when it may be played: its plays, or ``pass``
        (made once per card: making a :class:`LegalMoves` costs about as much as a plain play)."""
        legal = self.met.drawn.get(card)
        if legal is None:
            legal = self.met.drawn[card] = LegalMoves((*self.met.moves[card.serial], _PASS))
        return legal

    def meet(self, cards: Iterable[Card]) -> None:
        """Make the play tables work out ``cards`` too (the engine calls it with every deck it deals)."""
        met = self.met
        if not met.cards.issuperset(cards):
            new = frozenset(cards) - met.cards
            moves = met.moves
            for card in new:
                if card.variant != self.variant:
                    raise ValueError(f"{card} is a {card.variant} card, not a {self.variant} card")
                if card.serial >= len(moves):
                    moves.extend([()] * (card.serial + 1 - len(moves)))
                moves[card.serial] = self.moves_of(card)
            met.cards = met.cards | new

    # ------------------------------------------------------------------ set-up hooks
    def check_players(self, players: object) -> int:
        """Validate the number of players."""
        lo, hi = self.player_range()
        if type(players) is not int or not lo <= players <= hi:
            raise ValueError(f"{self.variant} is played by {lo} to {hi} players, not {players!r}")
        return players

    def player_range(self) -> tuple[int, int]:
        """The allowed numbers of players (options may change it)."""
        return self.MIN_PLAYERS, self.MAX_PLAYERS

    def standard_deck(self, players: int) -> list[Card]:
        """The deck used when none is given (a fresh list, unshuffled)."""
        raise NotImplementedError

    def deck_for(self, players: int) -> tuple[list[Card], frozenset[Card]]:
        """A fresh copy of the standard deck and the cards it holds more than once (cached; the
        play tables have met its cards)."""
        cached = self._deck_cache.get(players)
        if cached is None:
            cards = self.standard_deck(players)
            self.meet(cards)
            cached = self._deck_cache[players] = (tuple(cards), repeated_cards(cards))
        return list(cached[0]), cached[1]

    def hand_size(self, players: int) -> int:
        """Cards dealt to each player."""
        size = self.options.hand_size
        return size if size is not None else self.HAND_SIZE

    def start(self, game: Game) -> None:
        """Turn up the first card(s) of the discard pile (the variant's start procedure)."""
        raise NotImplementedError

    def check_deck(self, cards: Sequence[Card]) -> None:
        """Raise ``ValueError`` when a given deck cannot be played (hook; default: accept)."""

    #: what may start the discard pile, in words (for the message of :meth:`check_deal`)
    START_CARDS: ClassVar[str] = "cards"

    def starts_pile(self, card: Card) -> bool:
        """Whether the start procedure lets ``card`` start the discard pile (hook; default: any
        card); the others go to the bottom of the draw pile or out of play."""
        return True

    def check_deal(self, players: int, cards: Sequence[Card], shuffled: bool, rounds_left: int | None = None) -> None:
        """Raise ``ValueError`` unless every round can be dealt (RULES.md, "For every variant").

        A round needs more cards than the hands take, and a card left over that may start the
        discard pile.  A shuffled deal (the standard deck, and every round after the first) is
        safe whatever the order only when more cards may start the pile than the hands take;
        ``shuffled=False`` (a given deck, first round) checks only the count: the deal itself
        then shows whether the order works.  ``rounds_left`` (default: all of them) counts the
        rounds still to deal after this one.

        >>> from numnum.engine.registry import rules_for
        >>> from numnum.cards import parse_cards
        >>> rules = rules_for("numnum")(rules_for("numnum").OPTIONS.build(None, hand_size=2, rounds=3))
        >>> rules.check_deal(2, parse_cards(["H4", "H8", "B2", "H6", "H10"], "numnum"), shuffled=False)
        Traceback (most recent call last):
        ...
        ValueError: a later round could not be dealt: the deck has 4 number cards (a joker counts) and 2 hands of
        2 cards take 4, so none might be left to start the discard pile; deal fewer cards, add cards or play one round
        """
        size = self.hand_size(players)
        dealt = size * players
        if dealt >= len(cards):
            raise ValueError(
                f"the deck has {len(cards)} cards: too few to deal {size} to each of {players} players "
                "and turn up a starting card"
            )
        if rounds_left is None:
            rounds_left = self.options.rounds - 1
        if not shuffled and not rounds_left:
            return
        starters = sum(1 for c in cards if self.starts_pile(c))
        if starters <= dealt:
            when = "a later round" if not shuffled else "a round"
            advice = "deal fewer cards, add cards or play one round" if not shuffled else "deal fewer cards"
            raise ValueError(
                f"{when} could not be dealt: the deck has {starters} {self.START_CARDS} and {players} hands of "
                f"{size} cards take {dealt}, so none might be left to start the discard pile; {advice}"
            )

    def turn_up(self, game: Game, starts: Callable[[Card], bool]) -> Card:
        """Turn up cards until one ``starts`` the discard pile; the others go to the bottom."""
        stock = game.stock
        for _attempt in range(len(stock)):
            card = stock.pop()
            if starts(card):
                game.discard_pile.append(card)
                return card
            stock.insert(0, card)
        raise ValueError("the deck has no card that may start the discard pile")

    # ------------------------------------------------------------------ card-level hooks
    def plays_of(self, key: StateKey, card: Card) -> tuple[Move, ...]:
        """The moves that play ``card`` alone in state ``key``: all of :meth:`moves_of` or none
        (empty: it may not be played).

        A pure function of the key and the card: the answers are cached in a
        :class:`PlayTable` per key, shared by all games with the same options (a table keeps
        only whether the card may be played, so an answer other than all or none is an error).
        """
        raise NotImplementedError

    def moves_of(self, card: Card) -> tuple[Move, ...]:
        """The moves that play ``card``: one per choice when it names a suit or colour.

        The tuple is made once per card: every table holds the same one (less memory to walk).
        """
        moves = self._moves_of.get(card)
        if moves is None:
            if self.names_choice(card):
                moves = tuple(Move.play(card, choice=c) for c in self.CHOICES)
            else:
                moves = (Move.play(card),)
            self._moves_of[card] = moves
        return moves

    def names_choice(self, card: Card) -> bool:
        """Whether playing ``card`` names a suit, symbol or colour (default: wild cards)."""
        return card.kind is _WILD

    def effect_of(self, card: Card) -> Effect:
        """What playing ``card`` does (default: nothing)."""
        return NO_EFFECT

    def goes_on(self, key: StateKey, card: Card) -> bool:
        """Whether playing ``card`` in state ``key`` lets the player play again."""
        return self.effect_of(card).again

    def combos(self, game: Game, hand: list[Card], table: PlayTable, singles: list[Move]) -> list[Move]:
        """Moves that play several cards at once (default: none).

        ``singles`` are the single-card plays of ``hand`` in ``table``, in hand order (never empty).
        """
        return []

    def is_plain(self, card: Card) -> bool:
        """Whether playing ``card`` alone only puts it on the pile and clears the wish.

        The engine then takes a short path; a variant whose :meth:`place` treats such a card
        differently must say no here.
        """
        return card.kind is not _WILD and not self.names_choice(card) and self.effect_of(card) is NO_EFFECT

    def may_finish(self, game: Game, move: Move) -> bool:
        """Whether ``move`` may empty the player's hand (hook; default: yes)."""
        return True

    def place(self, game: Game, move: Move) -> None:
        """Put the played cards where they go (default: on the discard pile) and set the wish."""
        game.discard_pile.extend(move.cards)
        game.wish = move.choice

    def forgot_call(self, game: Game, player: int, left: int) -> None:
        """``player`` played down to ``left`` cards without the call (default: nothing)."""

    def custom_rule(self, game: Game, player: int) -> int:
        """Carry out an individual card's agreed rule; return how many players it skips."""
        return 0

    def card_points(self, card: Card) -> int:
        """What a card left in the hand counts at the end of a round."""
        return 0

    def penalty_cards(self, game: Game, player: int, move: Move) -> int:
        """Penalty cards for a wrong move at a strict table (default: this variant has none)."""
        raise ValueError(f"{self.variant} has no strict-table penalties")

    def choice_name(self, letter: str | None, lang: str = "en") -> str:
        """The name of a suit, colour or symbol letter, e.g. "green" / "grün"."""
        if letter is None:
            return ""
        return _(self.CHOICE_NAMES.get(letter, letter), lang) if letter in self.CHOICE_NAMES else letter

    def misfit(self, game: Game, card: Card, lang: str = "en") -> str:
        """Why ``card`` may not be played now (in words; hook)."""
        return reasons.pending_misfit(self, game, card, lang) or _("{card} does not fit on {top}.", lang).format(
            card=the_card(card, lang), top=the_card(game.top, lang)
        )

    def fit_reason(self, game: Game, move: Move, lang: str = "en") -> str:
        """Why the legal play ``move`` may be played (in words)."""
        return _("{card} may be played on {top}.", lang).format(
            card=the_cards(move.cards, lang), top=the_card(game.top, lang)
        )

    # ------------------------------------------------------------------ the turn structure
    def play_table(self, game: Game) -> PlayTable:
        """The :class:`PlayTable` of the current state (remembered in ``game.play_table``)."""
        table = self.table_for(state_key(game))
        game.play_table = table
        return table

    def table_for(self, key: StateKey) -> PlayTable:
        """The :class:`PlayTable` of state ``key`` (shared by all games with equal options)."""
        table = self._tables.get(key)
        if table is None:
            table = self._tables[key] = PlayTable(self, key)
        return table

    def _plays(self, game: Game, hand: list[Card]) -> list[Move]:
        """The plays of ``hand`` in the current state: single cards, combinations, calls."""
        return self._hand_plays(game, self.play_table(game), hand)

    def _hand_plays(self, game: Game, table: PlayTable, hand: list[Card]) -> list[Move]:
        """The plays of ``hand`` in the state of ``table``: single cards, combinations, calls.

        Two equal cards give the same moves once.  Calls are looked at only where a play can
        leave a call's number of cards or none: single cards at ``_min_hand`` cards or fewer,
        combinations (never duplicates, never single cards) within ``_call_window``.
        """
        if table.known is not self.met.cards:
            table.learn()  # cards met since this table was last used
        flags = table.flags
        moves = table.moves
        out: list[Move] = []
        for card in hand:
            if flags[card.serial]:
                out += moves[card.serial]
        if out:
            more = self.combos(game, hand, table, out) if self._multi else None
            if len(out) > 1 and not game.repeated.isdisjoint(hand) and len(set(out)) < len(out):
                out = list(dict.fromkeys(out))  # a card held twice: its moves once
            if len(hand) <= self.min_hand:
                out = self._with_calls(game, hand, out)
            if more:
                out += self._with_calls(game, hand, more) if len(hand) <= self._call_window else more
        return out

    def turn_moves(self, game: Game, table: PlayTable, hand: list[Card]) -> list[Move]:
        """The moves at the start of a turn (:attr:`Phase.TURN`) in the state of ``table``.

        The same as :meth:`moves` there, for a ``table`` that matches the game's state (the
        engine passes the table it already knows).
        """
        if table.known is not self.met.cards:  # _hand_plays(), inline: the hot path
            table.learn()  # cards met since this table was last used
        flags = table.flags
        moves = table.moves
        out: list[Move] = []
        for card in hand:
            if flags[card.serial]:
                out += moves[card.serial]
        if out:
            more = self.combos(game, hand, table, out) if self._multi else None
            if len(out) > 1 and not game.repeated.isdisjoint(hand) and len(set(out)) < len(out):
                out = list(dict.fromkeys(out))  # a card held twice: its moves once
            if len(hand) <= self.min_hand:
                out = self._with_calls(game, hand, out)
            if more:
                out += self._with_calls(game, hand, more) if len(hand) <= self._call_window else more
        if table.pending:
            if game.pending_skip:
                if out:
                    out.append(_PASS)
            else:
                out.append(_DRAW)
        elif not (out and self.must_play):
            if game.stock or len(game.discard_pile) > 1 or game.aside:
                out.append(_DRAW)
            elif out:
                out.append(_PASS)
        if game.catchable is not None:
            self._offer_catch(game, out)
        return out

    def _offer_catch(self, game: Game, out: list[Move]) -> None:
        """Offer ``catch`` when another player's forgotten call may be caught (and ``pass``
        with it when nothing else may be done: not catching is a real choice too)."""
        assert game.catchable is not None
        if game.catchable[0] != game.current_player:
            out.append(_CATCH)
            if len(out) == 1:
                out.append(_PASS)

    def _with_calls(self, game: Game, hand: list[Card], plays: list[Move]) -> list[Move]:
        """Drop plays that may not end the hand; offer each call made and forgotten."""
        out = []
        size = len(hand)
        for m in plays:
            left = size - len(m.cards)
            if left == 0 and not self.may_finish(game, m):
                continue
            if left in self._calls and not self.auto_calls:
                called = self._called.get(m)
                if called is None:
                    called = self._called[m] = m.with_call()
                out.append(called)
            out.append(m)
        return out

    def moves(self, game: Game) -> list[Move]:
        """The legal moves of the current player (never ``pass`` alone)."""
        phase = game.phase
        hand = game.hands[game.current_player]
        if phase is _TURN:
            if game.pending_draw:  # the key of state_key(), built here because this is the hot path
                key = (game.discard_pile[-1], game.wish, 1 + 2 * game.pending_locked, game.banmask)
            else:
                key = (game.discard_pile[-1], game.wish, 2 if game.pending_skip else 0, game.banmask)
            table = self._tables.get(key)
            if table is None:
                table = self._tables[key] = PlayTable(self, key)
            game.play_table = table
            return self.turn_moves(game, table, hand)
        if phase is _CHOOSE:
            self.play_table(game)  # the state's table is always known while moves are offered
            return [Move.choose(c) for c in self.CHOICES]
        if phase is _OVER:
            return []
        if phase is _SKIPPED:  # passed over by a skip: catch the open forgotten call, or let it go
            self.play_table(game)
            return [_CATCH, _PASS]
        if phase is _DRAWN:
            assert game.drawn is not None
            out = list(self.play_table(game)[game.drawn])
            if len(hand) <= self.min_hand:  # playing the drawn card may leave a call's number or none
                out = self._with_calls(game, hand, out)
        else:  # CHAIN, PLAY_ONE
            out = self._plays(game, hand)
        if out:
            out.append(_PASS)
        if game.catchable is not None:
            self._offer_catch(game, out)
        return out

    def apply(self, game: Game, move: Move) -> None:
        """Carry out a legal move."""
        action = move.action
        player = game.current_player
        if action is _PLAY:
            cards = move.cards
            hand = game.hands[player]
            table = game.play_table  # the state before the play
            flag = table.flags[cards[0].serial]
            if len(cards) == 1 and flag >= PLAIN:  # the short path
                goes_on = False
                take(hand, cards[0])
                game.discard_pile.append(cards[0])
                game.wish = None
            else:
                goes_on = flag == CHAIN
                game.remove_from_hand(player, cards)
                self.place(game, move)
            game.acted = True
            game.drawn = None
            left = len(hand)
            if left in self._calls:
                called = move.call or self.auto_calls
                game.called[player] = called
                if not called:
                    self.forgot_call(game, player, left)
            if not hand and (game.catchable is None or game.catchable[0] != player):
                game.player_out(player)
            elif goes_on or len(cards) > 1 or flag < PLAIN:
                self.after_play(game, player, cards, goes_on)
            else:
                game.end_turn()  # the common case: a card without effect
        elif action is _DRAWING:
            if game.pending_draw:
                self._take_penalty(game, player)
                return
            got = game.draw(player, 1)
            game.acted = True
            if got and self.play_drawn:
                game.drawn = got[0]
                if game.go_on(_DRAWN):
                    return
            game.end_turn()
        elif action is _PASSING:
            self.no_option(game)
        elif action is _CHOOSING:
            game.wish = move.choice
            if game.choice_ends_turn:
                game.choice_ends_turn = False
                game.end_turn()
            else:
                game.phase = _TURN
        elif action is _CATCHING:
            game.catch()
        else:  # pragma: no cover - the rules never offer other moves
            raise AssertionError(action)

    def after_play(self, game: Game, player: int, cards: Sequence[Card], goes_on: bool) -> None:
        """Carry out the effects of ``cards`` in order, then go on or end the turn."""
        skip = 0
        for card in cards:
            effect = self._effects.get(card)
            if effect is None:
                effect = self._effects[card] = self.effect_of(card)
            if effect is NO_EFFECT:
                continue
            # unpacked, not read by name: a named tuple's fields are slow attributes
            draw, skips, stack_skip, reverse, _again, swap, custom = effect
            if reverse:
                if game.players > 2:
                    game.direction = -game.direction
                elif self.reverse_with_two == "skip":
                    skip += 1
            if draw:
                game.pending_draw += draw
            if skips:
                if stack_skip:
                    game.pending_skip += skips
                else:
                    skip += skips
            if swap:
                self.swap_hands(game, player)
            if custom:
                skip += self.custom_rule(game, player)
        game.penalty_misses = False
        if skip and game.players == 2:
            # Two players: every action hits the other player, who misses the turn; a pending
            # draw is theirs too, and they miss the turn after taking it (a penalty never falls
            # on the player who played it).
            skip = 1
            if game.pending_draw:
                skip = 0
                game.penalty_misses = True
        if goes_on and not game.pending_draw and not game.pending_skip and not skip and game.go_on(_CHAIN):
            return
        game.end_turn(skip)

    def swap_hands(self, game: Game, player: int) -> None:
        """Everyone who still holds cards takes the hand of the one before them (RULES.md 4,
        ``SWAP``): a player who is out neither gives nor takes a hand, and a swap played as the
        player's last card passes no hands."""
        if not game.hands[player]:
            return
        hands = game.hands
        seats = [seat for seat in range(game.players) if hands[seat]]
        moved = [hands[seat] for seat in seats]
        for i, seat in enumerate(seats):
            hands[seat] = moved[i - 1]

    def _take_penalty(self, game: Game, player: int) -> None:
        count = game.pending_draw
        game.pending_draw = 0
        game.pending_locked = False
        game.draw(player, count)
        game.acted = True
        how = self.after_penalty
        if how == "end" or game.penalty_misses:
            game.penalty_misses = False
            game.end_turn()
            return
        if not game.go_on(_TURN if how == "turn" else _PLAY_ONE):
            game.end_turn()

    def no_option(self, game: Game) -> None:
        """The turn ends without a play (by ``pass`` or by itself); a pending skip is served.  A
        skipped turn (:attr:`Phase.SKIPPED`) ends, and the skips still to come follow."""
        if game.phase is _SKIPPED:
            game.end_turn(game.skips_left)
            return
        skip = game.pending_skip
        if skip:
            game.pending_skip = 0
            game.end_turn(skip - 1)
        else:
            game.end_turn()

    # ------------------------------------------------------------------ scoring
    def round_points(self, game: Game, winner: int) -> list[int]:
        """Points of each seat for the round just ended (cards left in the hand)."""
        return [sum(self.card_points(c) for c in hand) for hand in game.hands]

    def overall_rank(self, game: Game, seat: int) -> tuple[int, ...]:
        """What decides the overall winner after the last round, for ``seat``: the smaller the
        better (default: the points)."""
        return (game.scores[seat],)

    def overall_winners(self, game: Game) -> list[int]:
        """The winners after the last round, in seat order: every seat with the best
        :meth:`overall_rank` (tied players share the win)."""
        ranks = [self.overall_rank(game, seat) for seat in range(game.players)]
        best = min(ranks)
        return [seat for seat, rank in enumerate(ranks) if rank == best]

    def overall_winner(self, game: Game) -> int:
        """The first of :meth:`overall_winners`."""
        return self.overall_winners(game)[0]

    # ------------------------------------------------------------------ explanations
    def why_legal(self, game: Game, move: Move, lang: str = "en") -> str:
        """Why the legal ``move`` is allowed now, in words (see :mod:`numnum.engine.reasons`)."""
        return reasons.why_legal(self, game, move, lang)

    def why_illegal(self, game: Game, move: Move, lang: str = "en") -> str:
        """Why ``move`` is not legal now, in words (see :mod:`numnum.engine.reasons`)."""
        return reasons.why_illegal(self, game, move, lang)

    def last_card_reason(self, game: Game, move: Move, lang: str = "en") -> str:
        """Why ``move`` may not empty the hand (hook)."""
        return _("{card} may not be your last card.", lang).format(card=the_card(move.cards[-1], lang))
