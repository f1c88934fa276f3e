"""The four games, one module each; importing this package registers them.

Each module holds one game's rules class (a subclass of :class:`numnum.engine.rules.Rules`, or of
:class:`~numnum.variants.coloured.ColouredRules` for the three coloured games), its facts as
class data and its card reader; this package registers the four in :mod:`numnum.engine.registry`.  The games'
options are in :mod:`numnum.variants.options`.

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
