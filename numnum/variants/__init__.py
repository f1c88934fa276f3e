"""The four games, one module each; importing this package registers them.

Each module holds one game's rules class (a subclass of :class:`numnum.engine.rules.Rules`, or of
:class:`~numnum.variants.coloured.ColouredRules` for the three coloured games), its facts as
class data and its card reader; this package registers the four in :mod:`numnum.engine.registry`.  The games'
options are in :mod:`numnum.variants.options`.

A fifth game is one module like these (``tests/test_fifth_variant.py`` makes one in a test):

1. a card reader, registered with :func:`numnum.cards.register_card_reader` (a hint how cards
   are written and an example card);
2. an options class (a frozen dataclass of :class:`numnum.engine.options.Options`);
3. a rules class (:class:`numnum.engine.rules.Rules`) with the hooks ``standard_deck``, ``start``
   and ``plays_of`` and the facts of :data:`numnum.engine.rules.FACTS` (title, rules pages, card
   style, the expert bot's budget, the names of the choices and the wish question);
4. its rules pages ``<variant>.en.md`` and ``<variant>.de.md`` in the package named by
   ``RULES_PAGES``, and :func:`numnum.engine.registry.register_variant` of the rules class.

From then on :func:`numnum.new_game`, the bots, the text view, the card pictures, the card
table and saving know the game; a fact left out is refused when the class is registered.

>>> from numnum.engine.registry import variant_ids
>>> VARIANTS == variant_ids()[:4]
True
"""

from __future__ import annotations

from numnum.engine.registry import register_variant
from numnum.variants.maumau import MauMauRules
from numnum.variants.maumau_110 import MauMau110Rules
from numnum.variants.number_one import NumberOneRules
from numnum.variants.numnum import NumNumRules

__all__ = ["VARIANTS"]

for _rules in (NumNumRules, MauMauRules, MauMau110Rules, NumberOneRules):
    register_variant(_rules)

#: The four games of numnum, in the order of the public contract.
VARIANTS = (NumNumRules.variant, MauMauRules.variant, MauMau110Rules.variant, NumberOneRules.variant)
