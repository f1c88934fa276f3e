"""Rules pages for players and teachers: one page per variant, in English and German.

The card-table widget shows these pages, and teachers can project them.  The texts live in
``numnum/rulebook/pages/<variant>.<lang>.md`` (package data, read with :mod:`importlib.resources`).
Three kinds of line in a page text are filled in from the code when the page is rendered, so that
the page never drifts from the rules the engine plays:

- a line that holds only ``{options}`` becomes the variant's option table
  (see :func:`option_table`: names, allowed values and presets come from the options class);
- a line that holds only ``{custom_rules}`` (Number ONE) becomes the list of rules registered
  for the custom cards with :func:`numnum.variants.number_one.register_custom_rule`, each with
  its name (for teachers), and ``{custom_rule_texts}`` the same rules in words only (for players).

The English and the German page of a variant have the same headings in the same order.

A page has two parts.  The rules for the players come first, in plain words: cards by their names
("the red 7"), no notation, no option names.  The last part, under the heading ``## For
teachers`` (``## Für Lehrkräfte``), is for grown-ups: how moves are written in a notebook
(``H12``, ``W H``, ``!``), the options and the presets.  The card table shows children the
players' part only (:mod:`numnum.widget.rules_text`); ``<!-- players: ... -->`` holds what the
table says besides (what to click; invisible in a notebook).

>>> page = rules_page("numnum")
>>> page.title
'NumNum – the times-table Mau Mau'
>>> print(str(page).splitlines()[0])
# NumNum – the times-table Mau Mau
>>> rules_page("maumau", lang="de").title
'Mau Mau – das klassische Kartenspiel'
>>> rules_page("numnum", lang="fr")
Traceback (most recent call last):
...
ValueError: unknown language 'fr' for the rules pages; allowed: "en", "de"
"""

from __future__ import annotations

import dataclasses
import functools
from importlib import resources
from typing import Final

from numnum.engine.options import Check, Flag, IntRange, OneOf, Options
from numnum.engine.registry import rules_for
from numnum.i18n import LANGS, N_
from numnum.i18n import translate as _

__all__ = ["LANGS", "RulesPage", "option_table", "rules_page"]


_OPTIONS_LINE: Final = "{options}"
_CUSTOM_RULES_LINE: Final = "{custom_rules}"
_CUSTOM_RULE_TEXTS_LINE: Final = "{custom_rule_texts}"


@dataclasses.dataclass(frozen=True, repr=False)
class RulesPage:
    """A rendered rules page: ``str(page)`` is its markdown; notebooks show it formatted.

    >>> page = rules_page("number_one", "de")
    >>> page.variant, page.lang, page.markdown == str(page) == page._repr_markdown_()
    ('number_one', 'de', True)
    >>> page
    rules_page('number_one', lang='de')
    """

    variant: str
    lang: str
    markdown: str

    def __str__(self) -> str:
        return self.markdown

    def __repr__(self) -> str:
        return f"rules_page({self.variant!r}, lang={self.lang!r})"

    def _repr_markdown_(self) -> str:
        return self.markdown

    @property
    def title(self) -> str:
        """The text of the page's first heading.

        >>> rules_page("maumau_110").title
        'Mau Mau with 110 coloured cards'
        """
        return self.headings()[0][1]

    def headings(self) -> list[tuple[int, str]]:
        """``(level, text)`` of every markdown heading, in order (code blocks are skipped).

        >>> rules_page("numnum").headings()[:3]
        [(1, 'NumNum – the times-table Mau Mau'), (2, 'Goal'), (2, 'The cards')]
        """
        return _headings(self.markdown)


def rules_page(variant: str, lang: str = "en") -> RulesPage:
    """The rules page of ``variant`` (any registered game) in ``lang`` ("en" or "de").

    Unknown variants or languages raise ``ValueError`` that names what is allowed.

    >>> "| `hand_size` |" in str(rules_page("number_one"))
    True
    >>> rules_page("skat")
    Traceback (most recent call last):
    ...
    ValueError: unknown variant 'skat'; choose one of numnum, maumau, maumau_110, number_one
    """
    text = _source(_check_variant(variant), _check_lang(lang))
    lines: list[str] = []
    for line in text.splitlines():
        placeholder = line.strip()
        if placeholder == _OPTIONS_LINE:
            lines.append(option_table(variant, lang))
        elif placeholder == _CUSTOM_RULES_LINE:
            lines.append(_custom_rules(lang))
        elif placeholder == _CUSTOM_RULE_TEXTS_LINE:
            lines.append(_custom_rules(lang, named=False))
        else:
            lines.append(line)
    return RulesPage(variant, lang, "\n".join(lines).rstrip("\n") + "\n")


def option_table(variant: str, lang: str = "en") -> str:
    """The options of ``variant`` as a markdown table, made from its options class.

    Names, allowed values, defaults and presets come from the code (``Options.describe()`` and
    ``Options.PRESETS``); a variant with presets gets one column per preset instead of a
    column of defaults.  The descriptions are translated through the project's catalog
    (:mod:`numnum.i18n`), like every other text.

    >>> print(option_table("numnum"))
    | option | allowed values | default | what it does |
    |---|---|---|---|
    | `hand_size` | 1 to 50, or `None` | `None` | cards dealt to each player (7) |
    | `rounds` | 1 to 100 | `1` | rounds played; the fewest points after the last one wins |
    | `open_hands` | `True` or `False` | `False` | everyone plays with the hand face up |
    >>> print(option_table("maumau", "de").splitlines()[0])
    | Option | erlaubte Werte | `basic` (Standard) | `club` | was sie bewirkt |
    >>> option_table("maumau", "fr")
    Traceback (most recent call last):
    ...
    ValueError: unknown language 'fr' for the rules pages; allowed: "en", "de"
    """
    cls = _options_class(_check_variant(variant))
    words = _words(_check_lang(lang))
    fields = {f.name: f for f in cls.fields()}
    presets = list(cls.PRESETS)
    value_columns = [
        f"`{name}` ({words['default']})" if name == cls.DEFAULT_PRESET else f"`{name}`" for name in presets
    ] or [words["default"]]
    header = [words["option"], words["allowed"], *value_columns, words["does"]]
    rows = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for name, allowed, doc in cls.describe():
        field = fields[name]
        default = field.default
        values = [_value(cls.PRESETS[p].get(name, default)) for p in presets] or [_value(default)]
        cells = [f"`{name}`", _allowed(field.check, allowed, lang), *values, _(doc, lang)]
        rows.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return "\n".join(rows)


# ---------------------------------------------------------------------- helpers


def _check_variant(variant: object) -> str:
    rules_for(variant)  # ValueError naming the variants otherwise
    assert isinstance(variant, str)
    return variant


def _check_lang(lang: object) -> str:
    if not isinstance(lang, str) or lang not in LANGS:
        allowed = ", ".join(f'"{code}"' for code in LANGS)
        raise ValueError(f"unknown language {lang!r} for the rules pages; allowed: {allowed}")
    return lang


@functools.cache
def _source(variant: str, lang: str) -> str:
    """The page text as stored, placeholders included (in the folder ``pages`` of the package
    that the variant's rules name as their ``RULES_PAGES``)."""
    package = rules_for(variant).RULES_PAGES
    return resources.files(package).joinpath("pages", f"{variant}.{lang}.md").read_text(encoding="utf-8")


def _options_class(variant: str) -> type[Options]:
    return rules_for(variant).OPTIONS


def _headings(markdown: str) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    in_code = False
    for line in markdown.splitlines():
        if line.lstrip().startswith("```"):
            in_code = not in_code
            continue
        if in_code or not line.startswith("#"):
            continue
        marks, _, text = line.partition(" ")
        if marks == "#" * len(marks):
            out.append((len(marks), text.strip()))
    return out


def _value(value: object) -> str:
    return f"`{value!r}`"


def _allowed(check: Check, described: str, lang: str) -> str:
    """The allowed values in the page's language (``described`` is the check's own words)."""
    words = _words(lang)
    if isinstance(check, Flag):
        return f"`True` {words['or']} `False`"
    if isinstance(check, OneOf):
        return ", ".join(_value(v) for v in check.values)
    if isinstance(check, IntRange):
        text = f"{check.lo} {words['to']} {check.hi}"
        return f"{text}{words['or_none']}" if check.none_ok else text
    for phrase in _PHRASES:
        described = described.replace(phrase, _(phrase, lang))
    return described


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _custom_rules(lang: str, named: bool = True) -> str:
    """The registered rules for Number ONE's custom cards, as a markdown list, with their names
    for teachers (``named``) or in words only for players.

    >>> print(_custom_rules("en", named=False).splitlines()[0])
    - Everyone else draws one card.
    """
    from numnum.variants.number_one import CUSTOM_RULES

    texts = {name: rule.text_de if lang == "de" else rule.text_en for name, rule in CUSTOM_RULES.items()}
    if named:
        return "\n".join(f"- `{name}`: {text}" for name, text in texts.items())
    return "\n".join(f"- {text}" for text in texts.values())


def _words(lang: str) -> dict[str, str]:
    """The table's own words, translated through the project's catalog."""
    return {
        "option": _("option", lang),
        "allowed": _("allowed values", lang),
        "default": _("default", lang),
        "does": _("what it does", lang),
        "or": _("or", lang),
        "or_none": _(", or `None`", lang),
        "to": _("to", lang),
    }


#: Words of checks that only describe themselves in English (translated where shown).
_PHRASES: Final = (N_("a registered custom rule: "), N_("one of "), N_("a whole number from "), N_(" or None"))
