"""The registry of games: which :class:`~numnum.engine.rules.Rules` class plays each variant.

Every variant module registers its rules class when it is imported (``import numnum`` imports
the four games of :mod:`numnum.variants`); a fifth game registers itself the same way, and from
then on :func:`numnum.new_game`, the bots, the text view and the card table know it.

>>> variant_ids()[:4]
('numnum', 'maumau', 'maumau_110', 'number_one')
>>> rules_for("maumau").__name__
'MauMauRules'
>>> make_rules("maumau", "club", {}) is make_rules("maumau", "club", {})  # shared: rules hold no game
True
>>> rules_for("skat")
Traceback (most recent call last):
...
ValueError: unknown variant 'skat'; choose one of numnum, maumau, maumau_110, number_one
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from numnum.cards import card_example
from numnum.engine.rules import Rules, missing_facts

__all__ = ["make_rules", "register_variant", "rules_for", "unregister_variant", "variant_ids"]

R = TypeVar("R", bound="type[Rules]")

_REGISTRY: dict[str, type[Rules]] = {}
_RULES_CACHE: dict[tuple[object, ...], Rules] = {}
#: rules objects kept for reuse at most (each holds its play tables' caches)
MAX_CACHED_RULES = 1000


def register_variant(cls: R, *, replace: bool = False) -> R:
    """Make ``cls`` the rules of the variant ``cls.variant`` (usable as a class decorator).

    A variant id that is taken is refused unless ``replace=True``; the id must be a short
    lower-case word (it names save files and card readers).  The class must declare every fact
    of :data:`numnum.engine.rules.FACTS`, and the variant's card reader must be registered
    (:func:`numnum.cards.register_card_reader`) first.

    >>> from numnum.engine.rules import Rules
    >>> class Half(Rules):
    ...     variant = "half"
    ...     TITLE = "Half a game"
    >>> register_variant(Half)
    Traceback (most recent call last):
    ...
    ValueError: Half does not declare RULES_PAGES, OPTIONS, CARD_FACES, BOT_SIMULATIONS, BOT_EXTEND (see ...)
    """
    variant = cls.variant
    if not isinstance(variant, str) or not variant.isidentifier() or not variant.islower() or len(variant) > 40:
        raise ValueError(f"a variant id is a short lower-case word, not {variant!r}")
    missing = missing_facts(cls)
    if missing:
        raise ValueError(f"{cls.__name__} does not declare {', '.join(missing)} (see numnum.engine.rules.Rules)")
    card_example(variant)  # its card reader is registered: ValueError otherwise
    old = _REGISTRY.get(variant)
    if old is not None and old is not cls and not replace:
        raise ValueError(f"the variant {variant!r} is registered already ({old.__name__}); pass replace=True")
    _REGISTRY[variant] = cls
    for key in [k for k in _RULES_CACHE if k[0] == variant]:
        del _RULES_CACHE[key]
    return cls


def unregister_variant(variant: str) -> None:
    """Forget a registered variant (a test's toy game, say); unknown ids are refused."""
    rules_for(variant)
    del _REGISTRY[variant]
    for key in [k for k in _RULES_CACHE if k[0] == variant]:
        del _RULES_CACHE[key]


def variant_ids() -> tuple[str, ...]:
    """The registered variant ids, in the order they were registered."""
    return tuple(_REGISTRY)


def rules_for(variant: object) -> type[Rules]:
    """The rules class of ``variant``; ``ValueError`` naming the variants otherwise."""
    cls = _REGISTRY.get(variant) if isinstance(variant, str) else None
    if cls is None:
        raise ValueError(f"unknown variant {variant!r}; choose one of {', '.join(_REGISTRY)}")
    return cls


def make_rules(variant: object, preset: str | None = None, options: Mapping[str, object] | None = None) -> Rules:
    """The rules object of ``variant`` with a preset and options (shared: rules objects hold no
    game state, and games with equal rules share their play tables).

    Whether a value is allowed never depends on earlier calls: the cache's key holds the type of
    every value beside the value (``True == 1 == 1.0`` in Python), so only a value of the very
    type that passed the checks before finds their rules; any other is checked anew.

    >>> make_rules("numnum", None, {"rounds": 1}).options.rounds
    1
    >>> make_rules("numnum", None, {"rounds": 1.0})
    Traceback (most recent call last):
    ...
    ValueError: option rounds=1.0 is not allowed; use a whole number from 1 to 100
    """
    options = dict(options or {})
    try:
        typed = sorted((name, type(value), value) for name, value in options.items())
        key: tuple[object, ...] | None = (variant, type(preset), preset, *typed)
        hash(key)
    except TypeError:
        key = None
    if key is not None:
        cached = _RULES_CACHE.get(key)
        if cached is not None:
            return cached
    cls = rules_for(variant)
    rules = cls(cls.OPTIONS.build(preset, **options))
    if key is not None and len(_RULES_CACHE) < MAX_CACHED_RULES:
        _RULES_CACHE[key] = rules
    return rules
