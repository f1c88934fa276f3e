"""The rule modules, one per variant, and the registry that :func:`numnum.new_game` uses.

>>> VARIANTS
('numnum', 'maumau', 'maumau_110', 'number_one')
"""

from __future__ import annotations

from numnum.variants import notation as _notation  # noqa: F401 - registers the card notation
from numnum.variants.base import Rules
from numnum.variants.maumau import MauMauRules
from numnum.variants.maumau_110 import MauMau110Rules
from numnum.variants.number_one import NumberOneRules
from numnum.variants.numnum import NumNumRules

__all__ = ["RULES", "VARIANTS", "rules_for"]

#: The variant ids, in the order of API.md.
VARIANTS = ("numnum", "maumau", "maumau_110", "number_one")

#: The rules class of each implemented variant.
RULES: dict[str, type[Rules]] = {
    "numnum": NumNumRules,
    "maumau": MauMauRules,
    "maumau_110": MauMau110Rules,
    "number_one": NumberOneRules,
}


def rules_for(variant: object) -> type[Rules]:
    """The rules class of ``variant``; ``ValueError`` naming the variants otherwise."""
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; choose one of {', '.join(VARIANTS)}")
    cls = RULES.get(variant)
    if cls is None:
        raise ValueError(f"the variant {variant!r} is not playable yet; playable: {', '.join(RULES)}")
    return cls
