"""Cards: one card's picture, a chain of cards with "fits" arrows, a deck as a grid with the cards that
fit on a top card marked.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from numnum.arithmetic import ban_mask, check_bans, fit_level
from numnum.cards import Card, Kind
from numnum.i18n import check_lang
from numnum.i18n import translate as _
from numnum.teaching.pictures.svg import _GREEN, _INK, _MARK, _RED, _open, _text


def _card_words(c: Card, lang: str) -> str:
    """A card in words ("circle 12", "Kreis 12"), never its code."""
    from numnum.card_names import card_name

    return card_name(c, lang)


def card_picture(card: Card | str, *, width: float = 90, lang: str = "en", variant: str = "numnum") -> str:
    """A card as SVG (:func:`numnum.render.cards.card_svg`), named in ``lang`` where the card
    pictures speak it (else in English).  A card written as text is read in ``variant``'s
    notation: ``card_picture("HK", variant="maumau")`` is the king of hearts.

    >>> card_picture("H12", width=60).startswith("<svg")
    True
    >>> 'aria-label="king of hearts"' in card_picture("HK", variant="maumau")
    True
    """
    from numnum.i18n import LANGS
    from numnum.render.cards import card_svg

    c = card if isinstance(card, Card) else Card.parse(card, variant)
    return card_svg(c, width=width, lang=lang if lang in LANGS else "en")


def chain_svg(cards: Sequence[Card | str], *, bans: Iterable[int] = (), lang: str = "en") -> str:
    """Cards laid one on the other, left to right, with an arrow from each card to the next.

    The arrow says whether the next card fits double (✓✓, class ``double``), fits (✓, class
    ``fits``) or does not fit (✗, class ``no``) on the card before it.

    >>> svg = chain_svg(["H4", "H8", "H6", "C9"])
    >>> svg.count('class="double"'), svg.count('class="fits"'), svg.count('class="no"')
    (2, 1, 0)
    """
    lang = check_lang(lang)
    items = [c if isinstance(c, Card) else Card.parse(c, "numnum") for c in cards]
    if not items:
        raise ValueError("a chain needs at least one card")
    mask = ban_mask(check_bans(bans))
    card_w, card_h, gap = 90, 126, 92
    width = len(items) * card_w + (len(items) - 1) * gap + 20
    height = card_h + 40
    names = " → ".join(_card_words(c, lang) for c in items)
    parts = [_open(width, height, names, "numnum-picture chain")]
    for i, c in enumerate(items):
        x = 10 + i * (card_w + gap)
        inner = card_picture(c, width=card_w, lang=lang).replace("<svg ", f'<svg x="{x}" y="10" ', 1)
        parts.append(inner)
        if i == 0:
            continue
        before = items[i - 1]
        level = 0
        if c.kind is Kind.NUMBER and before.kind is Kind.NUMBER:
            level = fit_level(c, before, None, mask)
        elif c.kind is not Kind.NUMBER:
            level = 1
        cls, sign, word = [
            ("no", "✗", _("does not fit", lang)),
            ("fits", "✓", _("fits", lang)),
            ("double", "✓✓", _("fits double", lang)),
        ][level]
        x0, x1, y = x - gap + 6, x - 6, 10 + card_h / 2
        colour = {"no": _RED, "fits": _INK, "double": _GREEN}[cls]
        dash = ' stroke-dasharray="6 4"' if cls == "no" else ""
        parts.append(
            f'<g class="{cls}"><line x1="{x0}" y1="{y}" x2="{x1 - 8}" y2="{y}" stroke="{colour}"'
            f' stroke-width="3"{dash}/>'
            f'<path d="M{x1} {y} l-12 -7 v14 z" fill="{colour}"/>'
            + _text((x0 + x1) / 2, y - 14, sign, 20, fill=colour, extra=' font-weight="bold"')
            + _text((x0 + x1) / 2, y + 24, word, 12)
            + "</g>"
        )
    parts.append("</svg>")
    return "".join(parts)


def fit_grid_svg(deck: Sequence[Card], top: Card, fitting: Iterable[Card], *, title: str = "", lang: str = "en") -> str:
    """The cards of ``deck`` as a grid, one line per suit (or symbol), and which fit on ``top``.

    Each card is a small box with its rank or number (in order); the line says the suit.  ``top`` (its
    first copy in the deck) has a thick red frame and the word "top" (class ``top``); the cards
    in ``fitting`` are bold on yellow with a tick (class ``fits``), the others grey (class
    ``no``).  Cards without a suit (wish cards) get a line of their own.  The bottom line counts
    the cards that fit.

    >>> from numnum.cards import Card
    >>> deck = [Card.parse(s + r, "maumau") for s in "CSHD" for r in ("7", "8", "9", "J")]
    >>> top = Card.parse("H9", "maumau")
    >>> fits = [c for c in deck if c is not top and (c.suit == "H" or c.rank in ("9", "J"))]
    >>> svg = fit_grid_svg(deck, top, fits)
    >>> svg.count('class="top"'), svg.count('class="fits"'), svg.count('class="no"')
    (1, 9, 6)
    >>> "9 of the 15 other cards fit on the 9 of hearts." in svg
    True
    """
    from numnum.card_names import suit_name, the_card

    lang = check_lang(lang)
    if not deck:
        raise ValueError("a card grid needs at least one card")
    good = set(fitting)
    lines: dict[str, list[Card]] = {}
    for c in deck:
        lines.setdefault(c.suit, []).append(c)
    if "" in lines:
        lines[""] = lines.pop("")  # the suitless cards last
    for cards in lines.values():
        cards.sort(key=lambda c: c.order)  # by rank or number
    widest = max(len(v) for v in lines.values())
    cell, cell_h = (46 if widest <= 13 else 30), 46
    label_w, top_y, row_h = 130, 44 if title else 12, cell_h + 8
    width = max(label_w + widest * cell + 12, 480)
    height = top_y + len(lines) * row_h + 44
    others = len(deck) - 1
    count = sum(1 for c in deck if c in good) - (top in good)
    say = _("{n} of the {total} other cards fit on {card}.", lang).format(
        n=count, total=others, card=the_card(top, lang)
    )
    parts = [_open(width, height, f"{title}: {say}" if title else say, "numnum-picture fit-grid")]
    if title:
        parts.append(_text(10, 28, title, 18, anchor="start", extra=' font-weight="bold"'))
    marked_top = False
    if deck[0].variant == "maumau":
        glyphs = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}
    else:
        glyphs = {"C": "●", "T": "▲", "S": "■", "H": "♥"}
    for r, (suit, cards) in enumerate(lines.items()):
        y = top_y + r * row_h
        name = suit_name(deck[0].variant, suit, lang) if suit else _("special cards", lang)
        if suit in glyphs:
            name = f"{glyphs[suit]} {name}"
        parts.append(_text(label_w - 10, y + cell_h / 2 + 6, name, 16, anchor="end"))
        for i, c in enumerate(cards):
            x = label_w + i * cell
            is_top = c is top and not marked_top
            marked_top = marked_top or is_top
            if is_top:
                cls, fill, stroke, sw, ink = "top", "#ffffff", _RED, 4, _INK
            elif c in good:
                cls, fill, stroke, sw, ink = "fits", _MARK, _INK, 2, _INK
            else:
                cls, fill, stroke, sw, ink = "no", "#f4f4f4", "#c8c8c8", 1, "#6b6b6b"
            weight = ' font-weight="bold"' if cls != "no" else ""
            parts.append(
                f'<g class="{cls}"><rect x="{x + 1.5}" y="{y + 1.5}" width="{cell - 3}" height="{cell_h - 3}" rx="5"'
                f' fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/>'
                + _text(x + cell / 2, y + cell_h / 2 + 6, c.rank, 15 if cell > 40 else 13, extra=weight, fill=ink)
            )
            if cls == "fits":
                parts.append(_text(x + cell - 8, y + 13, "✓", 11, fill=_GREEN, extra=' font-weight="bold"'))
            if cls == "top":
                parts.append(_text(x + cell / 2, y + cell_h - 5, _("top", lang), 10, fill=_RED))
            parts.append("</g>")
    parts.append(_text(10, height - 16, say, 17, anchor="start", extra=' font-weight="bold"'))
    parts.append("</svg>")
    return "".join(parts)
