"""The rules pages as the table shows them to players: words instead of notation.

The rules pages (:mod:`numnum.rulebook`) serve teachers and notebooks too: their last part, "For
teachers", teaches the notation (``H12``, ``W H``, ``!``) and the options.  At the table a child
reads the players' version:

- the part for teachers (from the heading ``## For teachers``, ``## Für Lehrkräfte``, or an
  options section ``## Options``, ``## Optionen``, to the end) is left out;
- text between ``<!-- teachers -->`` and ``<!-- /teachers -->`` is left out, and
  ``<!-- players: ... -->`` is put in instead (what to click);
- a card or a move in backticks that a page of another game still has is said in words
  (``H12`` -> heart 12);
- every option's name in the text ("(option `rounds`)") is left out: the settings panel names
  the options in words.

>>> page = "A `W` fits.<!-- teachers --> Write `W H`.<!-- /teachers --><!-- players: Click it. -->"
>>> players_markdown(page, "numnum").strip()
'A wish card fits. Click it.'
>>> players_markdown("Play.\\n\\n## For teachers\\n\\nWrite `W H`.\\n", "numnum")
'Play.\\n'
>>> players_markdown("Play rounds (option `rounds`). **DOPPELN** (doubling, option `doppeln`).", "numnum").strip()
'Play rounds. **DOPPELN** (doubling).'

"""

from __future__ import annotations

import re

from numnum.card_names import action_name, card_name
from numnum.cards import Card
from numnum.engine.registry import rules_for
from numnum.i18n import translate as _
from numnum.moves import Move

__all__ = ["players_markdown"]

_TEACHERS = re.compile(r"<!--\s*teachers\s*-->.*?<!--\s*/teachers\s*-->", re.DOTALL)
_PLAYERS = re.compile(r"<!--\s*players:(\s*.*?)\s*-->", re.DOTALL)
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_CODE = re.compile(r"`([^`\n]+)`")
_TEACHERS_PART = re.compile(r"^## (?:For teachers|Für Lehrkräfte|Options|Optionen)\b.*", re.DOTALL | re.MULTILINE)
#: An option's name in the text: ", option `x`" inside brackets, or brackets that name an option.
_OPTION_NAME = re.compile(r",\s*[Oo]ption\s+`[^`\n]+`(?=\))")
_OPTION_BRACKETS = re.compile(r"\s*\([^()]*\b[Oo]ption\s+`[^`\n]+`[^()]*\)")


def _words(code: str, variant: str, lang: str) -> str:
    """A card or a move in backticks, in words; anything else as it is, without the backticks."""
    try:
        return card_name(Card.parse(code, variant), lang)
    except ValueError:
        pass
    if action_name(code, lang) != code:  # a kind of card without its colour: "D2" is "draw-two card"
        try:
            Card.parse("R" + code, variant)  # ... if the variant has it
            return action_name(code, lang)
        except ValueError:
            pass
    try:
        move = Move.parse(code, variant)
    except ValueError:
        return code
    if not move.cards:
        return code
    words = " + ".join(card_name(c, lang) for c in move.cards)
    if move.choice is not None:
        words += " (" + _(rules_for(variant).CHOICE_NAMES.get(move.choice, move.choice), lang) + ")"
    return words


def players_markdown(markdown: str, variant: str, lang: str = "en") -> str:
    """The players' version of a rules page's markdown (see the module's docstring)."""
    text = _TEACHERS.sub("", markdown)
    text = _PLAYERS.sub(lambda m: m.group(1), text)
    text = _COMMENT.sub("", text)
    text = _TEACHERS_PART.sub("", text)
    text = _OPTION_BRACKETS.sub("", _OPTION_NAME.sub("", text))
    out: list[str] = []
    at = 0
    for m in _CODE.finditer(text):
        before = text[at : m.start()]
        words = _words(m.group(1), variant, lang)
        said = "".join(out) + before
        if said.rstrip().lower().endswith(words.lower()):  # "reverse `REV`": the words are there already
            out.append(before.rstrip(" "))
        else:
            out.append(before + words)
        at = m.end()
    out.append(text[at:])
    return "".join(out).rstrip() + "\n"
