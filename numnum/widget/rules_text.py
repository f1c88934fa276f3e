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
from numnum.glossary import untaught
from numnum.i18n import translate as _
from numnum.moves import Move

__all__ = ["for_lesson", "players_markdown"]

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


#: Where a paragraph splits into sentences: after . ! or ? and a space, before a capital, a
#: number or bold text.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÄÖÜ0-9*(])")
_DROPPED = "\x00"  # stands for a heading left out, once per level
_ITEM = re.compile(r"^(\s*(?:[-*]|\d+\.)\s+)")


def _keep(text: str, lang: str, lesson: int) -> bool:
    return not untaught(text, lang, lesson)


def _sentences(block: str, lang: str, lesson: int) -> str:
    """``block`` (a paragraph or one list item) without its sentences that use untaught words;
    nothing when its first sentence goes (the others speak of it)."""
    marker = _ITEM.match(block)
    head, body = (marker.group(1), block[marker.end() :]) if marker else ("", block)
    sentences = _SENTENCE_END.split(body)
    if not _keep(sentences[0], lang, lesson):
        return ""
    return head + " ".join(s for s in sentences if _keep(s, lang, lesson))


def for_lesson(markdown: str, lang: str, lesson: int) -> str:
    r"""The players' rules (:func:`players_markdown`) as a lesson's round shows them: only the words
    that ``lesson`` and the lessons before it have taught (:mod:`numnum.glossary`).

    Sentences, list items and table rows with an untaught word are left out, and then every
    heading whose part became empty; a title keeps its part before a dash.  The rules pages are
    written for this: what comes later in the lessons (jokers, bans, wish cards) is said in
    sentences of its own.

    >>> page = "# NumNum – the times-table Mau Mau\n\n## Fits\n\nSame symbol fits. A joker fits too.\n\n"
    >>> page += "## Jokers\n\nA joker is 1.\n"
    >>> print(for_lesson(page, "en", 1))
    # NumNum
    <BLANKLINE>
    ## Fits
    <BLANKLINE>
    Same symbol fits.
    <BLANKLINE>
    """
    blocks: list[str] = []
    for block in re.split(r"\n\s*\n", markdown.strip()):
        lines = block.split("\n")
        if lines[0].startswith("#"):
            heading = lines[0]
            if not _keep(heading, lang, lesson) and heading.startswith("# "):
                heading = re.split(r"\s+[–-]\s+", heading)[0]  # the title without its subtitle
            if _keep(heading, lang, lesson):
                blocks.append(heading)
            else:  # a heading left out: its part goes with it
                blocks.append(_DROPPED * (len(heading) - len(heading.lstrip("#"))))
            continue
        if lines[0].startswith("|"):
            rows = [r for r in lines if _keep(r, lang, lesson)]
            if len(rows) > 2:  # more than the header and its rule
                blocks.append("\n".join(rows))
            continue
        items: list[list[str]] = []
        for line in lines:
            if _ITEM.match(line) or not items:
                items.append([line])
            else:
                items[-1].append(line)
        joined = (" ".join(x.strip() if i else x for i, x in enumerate(item)) for item in items)
        kept = [k for k in (_sentences(item, lang, lesson) for item in joined) if k.strip()]
        if kept:
            blocks.append("\n".join(kept))
    return _without_empty_parts(blocks)


def _without_empty_parts(blocks: list[str]) -> str:
    """The blocks joined, without the parts of the headings left out and without headings that
    have nothing under them any more."""

    def level(block: str) -> int:
        marks = block[:1]
        return len(block) - len(block.lstrip(marks)) if marks in ("#", _DROPPED) else 0

    kept: list[str] = []
    skipping = 0
    for block in blocks:
        lv = level(block)
        if skipping and (lv == 0 or lv > skipping):
            continue  # inside the part of a heading left out
        skipping = lv if block.startswith(_DROPPED) else 0
        if not skipping:
            kept.append(block)
    out: list[str] = []
    for block in reversed(kept):  # from the end: a heading is empty when the next kept block is no deeper text
        lv = level(block)
        if lv and (not out or (level(out[-1]) and level(out[-1]) <= lv)):
            continue
        out.append(block)
    return "\n\n".join(reversed(out)) + "\n"
