"""Playing cards of every variant as SVG: pure functions, card in, ``<svg>`` text out.

Big, clear cards for children and projectors: a large number or rank in two corners, a big sign
in the middle, rounded corners and a dark border that stands out on white.  Everything is drawn
with plain SVG shapes and ``sans-serif`` text (no fonts or images to load), the output depends only
on the arguments, and every picture is an accessible image (``role="img"``, ``aria-label`` and a
``<title>`` with :func:`card_name`).

Never colour alone: every suit and colour also has its own shape.

========== ============================================================================
NumNum     the card's own symbol: circle ● blue, triangle ▲ yellow (dark outline),
           square ■ red, heart ♥ pink; jokers (1) get stars and the word JOKER; ban
           cards a prohibition sign over the row ("2×" crossed out) and the row in
           words ("2-row", "2er-Reihe"); wish cards all four symbols.
Mau Mau    suit signs ♣ ♠ (black) and ♥ ♦ (red); pips on 2-10, a framed J Q K, a big A.
110 / ONE  one mapping for both games, chosen to agree with NumNum's symbols where the
           colours are the same: **blue ● circle, yellow ▲ triangle, red ■ square,
           green ◆ diamond**.  The mark stands under the corner number and is printed
           faintly all over the card.  Black cards show the four marks in their colours.
========== ============================================================================

Actions: reverse ⟲ (two round arrows), draw two/four "+2"/"+4", stop ⊘, swap (two arrows),
custom (a star and a pencil), wish-and-lay-two (the four marks and "+2").  The numbers 6 and 9
(and 18/81, 16/91 ...) are underlined so that a card lying upside down cannot be misread.

Shape elements carry the class ``mark mark-<shape>`` (``mark-circle``, ``mark-club`` ...), a
face-up card's root element carries ``data-card`` (its notation), so widgets and tests can find
both without looking at colours.

>>> from numnum.cards import Card
>>> svg = card_svg(Card.parse("H12", "numnum"))
>>> svg.startswith("<svg") and "<title>heart 12</title>" in svg and 'class="mark mark-heart"' in svg
True
>>> card_name(Card.parse("SQ", "maumau")), card_name(Card.parse("RD2", "number_one"))
('queen of spades', 'red draw-two card')
>>> 'width="220"' in card_svg(Card.parse("G7", "maumau_110"), width=220)
True
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from html import escape

from numnum.card_names import card_name
from numnum.cards import Card, Kind
from numnum.engine.registry import rules_for
from numnum.i18n import N_, check_lang
from numnum.i18n import translate as _

__all__ = [
    "CARD_STYLES",
    "COLOUR_MARKS",
    "HEIGHT_RATIO",
    "card_back_svg",
    "card_name",
    "card_svg",
    "hand_svg",
    "hidden_hand_svg",
]

#: A card is this many times as high as it is wide (the shape of a poker card).
HEIGHT_RATIO = 1.4

#: The shape that stands for each colour of the 110-card Mau Mau and of Number ONE.
COLOUR_MARKS = {"B": "circle", "Y": "triangle", "R": "square", "G": "diamond"}

#: The words of the pictures' titles besides the cards' names (those come from
#: :func:`numnum.card_names.card_name`), marked for translation.
_WORDS = {
    "back": N_("face-down card"),
    "hand": N_("hand of {count} cards: {cards}"),
    "hand.one": N_("hand of 1 card: {cards}"),
    "hand.empty": N_("empty hand"),
    "hidden": N_("{count} face-down cards"),
    "state.playable": N_("can be played"),
    "state.unplayable": N_("cannot be played"),
    "state.selected": N_("selected"),
}

_W = 100.0  # every card is drawn in these units; the width argument scales it
_H = _W * HEIGHT_RATIO
_FONT = "Arial, Helvetica, 'Liberation Sans', 'DejaVu Sans', sans-serif"
_INK = "#1a1a1a"
_WHITE = "#ffffff"
_BLACK_CARD = "#202024"

# NumNum: symbol -> (shape, colour, light tint, text colour on the symbol)
_NUMNUM = {
    "C": ("circle", "#1565c0", "#e4eefb", _WHITE),
    "T": ("triangle", "#fbc02d", "#fff5cc", _INK),
    "S": ("square", "#d32f2f", "#fde6e6", _WHITE),
    "H": ("heart", "#f06ba8", "#fde7f1", _INK),
}
# Mau Mau: suit -> (shape, colour)
_SKAT = {"C": ("club", _INK), "S": ("spade", _INK), "H": ("heart", "#c8102e"), "D": ("diamond", "#c8102e")}
# 110 and Number ONE: colour -> fill
_COLOURS = {"B": "#1565c0", "Y": "#fbc02d", "R": "#d32f2f", "G": "#2e9d4f"}
_COLOUR_ORDER = ("B", "Y", "R", "G")


# ----------------------------------------------------------------------------- small helpers
def _n(x: float) -> str:
    """A coordinate, rounded to two decimals and written short (deterministic)."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _attrs(attrs: dict[str, str | float]) -> str:
    out = []
    for k, v in attrs.items():
        text = _n(v) if isinstance(v, float | int) else v
        out.append(f' {k}="{escape(text, quote=True)}"')
    return "".join(out)


def _el(tag: str, content: str | None = None, /, **attrs: str | float) -> str:
    """One element; ``class_`` becomes ``class`` and ``stroke_width`` becomes ``stroke-width``."""
    a = _attrs({k.rstrip("_").replace("_", "-"): v for k, v in attrs.items()})
    return f"<{tag}{a}/>" if content is None else f"<{tag}{a}>{content}</{tag}>"


def _star_path(points: int = 5, outer: float = 0.5, inner: float = 0.21) -> str:
    coords = []
    for i in range(2 * points):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        coords.append(f"{_n(r * math.cos(a))} {_n(r * math.sin(a) + 0.03)}")
    return "M" + "L".join(coords) + "Z"


def _circle_path(cx: float, cy: float, r: float) -> str:
    return f"M{_n(cx - r)} {_n(cy)}a{_n(r)} {_n(r)} 0 1 0 {_n(2 * r)} 0a{_n(r)} {_n(r)} 0 1 0 {_n(-2 * r)} 0Z"


# Shapes in unit coordinates (about -0.5 .. 0.5), scaled where they are used.
_SHAPES = {
    "circle": _circle_path(0, 0, 0.47),
    "square": "M-0.41-0.41H0.41V0.41H-0.41Z",
    "triangle": "M0-0.52L0.56 0.44H-0.56Z",
    "diamond": "M0-0.54L0.42 0L0 0.54L-0.42 0Z",
    "heart": (
        "M0 0.46C-0.2 0.3-0.5 0.1-0.5-0.16C-0.5-0.36-0.36-0.47-0.23-0.47C-0.11-0.47-0.03-0.39 0-0.29"
        "C0.03-0.39 0.11-0.47 0.23-0.47C0.36-0.47 0.5-0.36 0.5-0.16C0.5 0.1 0.2 0.3 0 0.46Z"
    ),
    "spade": (
        "M0-0.5C-0.22-0.3-0.5-0.12-0.5 0.1C-0.5 0.27-0.37 0.36-0.24 0.36C-0.15 0.36-0.08 0.32-0.04 0.26"
        "C-0.06 0.38-0.11 0.45-0.2 0.5H0.2C0.11 0.45 0.06 0.38 0.04 0.26C0.08 0.32 0.15 0.36 0.24 0.36"
        "C0.37 0.36 0.5 0.27 0.5 0.1C0.5-0.12 0.22-0.3 0-0.5Z"
    ),
    "club": (
        _circle_path(0, -0.25, 0.22)
        + _circle_path(-0.25, 0.08, 0.22)
        + _circle_path(0.25, 0.08, 0.22)
        + _circle_path(0, 0.02, 0.14)
        + "M-0.05 0.1C-0.06 0.3-0.12 0.44-0.21 0.5H0.21C0.12 0.44 0.06 0.3 0.05 0.1Z"
    ),
    "star": _star_path(),
}


def _shape(
    name: str,
    cx: float,
    cy: float,
    size: float,
    fill: str,
    stroke: str | None = None,
    stroke_width: float = 0.0,
    rotate: float = 0.0,
) -> str:
    """A shape of about ``size`` units centred on (cx, cy); the stroke width is in card units."""
    transform = f"translate({_n(cx)} {_n(cy)})"
    if rotate:
        transform += f" rotate({_n(rotate)})"
    transform += f" scale({_n(size)})"
    paint: dict[str, str | float] = {"fill": fill}
    if stroke and stroke_width:
        sw = f"{stroke_width / size:.4f}".rstrip("0")
        paint.update({"stroke": stroke, "stroke_width": sw, "stroke_linejoin": "round"})
    return _el("path", class_=f"mark mark-{name}", d=_SHAPES[name], transform=transform, **paint)


def _est_width(text: str, size: float) -> float:
    """About how wide bold sans-serif ``text`` is (digits are 0.56 em)."""
    return sum(0.3 if ch in "Iijl" else 0.64 if ch.isalpha() else 0.56 for ch in text) * size


_ROTATED = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}


def _needs_underline(text: str) -> bool:
    """True when ``text`` upside down reads as another number (6, 9, 18, 81, 16, 91, 66 ...)."""
    if not text or not all(ch in _ROTATED for ch in text):
        return False
    turned = "".join(_ROTATED[ch] for ch in reversed(text))
    return turned != text and not turned.startswith("0")


def _text(
    text: str,
    x: float,
    y: float,
    size: float,
    fill: str,
    *,
    halo: str | None = None,
    halo_width: float = 0.0,
    max_width: float | None = None,
    anchor: str = "middle",
    weight: str = "bold",
    underline: bool = False,
    cls: str | None = None,
) -> str:
    """Text whose digits are vertically centred on ``y``; squeezed to ``max_width`` if wider."""
    attrs: dict[str, str | float] = {}
    if cls:
        attrs["class"] = cls
    attrs.update({"x": x, "y": y + 0.36 * size, "font-size": size, "font-weight": weight, "fill": fill})
    if anchor != "start":
        attrs["text-anchor"] = anchor
    width = _est_width(text, size)
    if max_width is not None and width > max_width:
        attrs.update({"textLength": max_width, "lengthAdjust": "spacingAndGlyphs"})
        width = max_width
    if halo and halo_width:
        attrs.update({"stroke": halo, "stroke-width": halo_width, "stroke-linejoin": "round", "paint-order": "stroke"})
    out = f"<text{_attrs(attrs)}>{escape(text)}</text>"
    if underline:
        left = x - width / 2 if anchor == "middle" else x
        bar = _el(
            "rect",
            class_="underline",
            x=left + 0.1 * width,
            y=y + 0.45 * size,
            width=0.8 * width,
            height=max(1.5, 0.08 * size),
            rx=0.5,
            fill=fill,
        )
        if halo and halo_width:
            bar = bar[:-2] + f' stroke="{halo}" stroke-width="{_n(halo_width * 0.6)}" paint-order="stroke"/>'
        out += bar
    return out


def _both_corners(parts: list[str]) -> list[str]:
    """The corner index top left and, turned round, bottom right."""
    inner = "".join(parts)
    return [
        _el("g", inner, class_="index"),
        _el("g", inner, class_="index", transform="rotate(180 50 70)"),
    ]


def _frame(fill: str = _WHITE) -> str:
    return _el("rect", class_="frame", x=1.5, y=1.5, width=97, height=137, rx=9, fill=fill, stroke=_INK, stroke_width=2)


def _inner(fill: str, stroke: str | None = None, stroke_width: float = 0.0) -> str:
    paint: dict[str, str | float] = {"fill": fill}
    if stroke:
        paint.update({"stroke": stroke, "stroke_width": stroke_width})
    return _el("rect", class_="face", x=6, y=6, width=88, height=128, rx=6, **paint)


def _prohibition(
    cx: float, cy: float, r: float, width: float, colour: str, outline: str | None = None, slash_opacity: float = 1.0
) -> list[str]:
    """A "no" sign: a ring and a slash from top left to bottom right (what is under it shows through)."""
    d = r * math.sqrt(0.5)
    layers = []
    for paint, w in [(outline, width + 3.0), (colour, width)] if outline else [(colour, width)]:
        assert paint is not None
        ring = _el("circle", cx=cx, cy=cy, r=r, fill="none", stroke=paint, stroke_width=w)
        line: dict[str, str | float] = {"x1": cx - d, "y1": cy - d, "x2": cx + d, "y2": cy + d}
        slash = _el("line", stroke=paint, stroke_width=w, stroke_linecap="round", **line)
        layers.append((ring, slash))
    if slash_opacity < 1:  # rings first, then the see-through slash
        rings = "".join(r for r, _ in layers)
        slashes = _el("g", "".join(sl for _, sl in layers), opacity=slash_opacity)
        body = rings + slashes
    else:
        body = "".join(r + sl for r, sl in layers)
    return [_el("g", body, class_="mark mark-prohibition")]


def _arrow_head(x: float, y: float, angle: float, size: float) -> str:
    """Corner points of a triangle whose tip is (x, y), pointing in direction ``angle`` (radians)."""
    back_x, back_y = x - size * math.cos(angle), y - size * math.sin(angle)
    px, py = -math.sin(angle) * size * 0.7, math.cos(angle) * size * 0.7
    return f"M{_n(x)} {_n(y)}L{_n(back_x + px)} {_n(back_y + py)}L{_n(back_x - px)} {_n(back_y - py)}Z"


def _arrows(paths: list[tuple[str, str]], colour: str, outline: str, width: float, cls: str) -> list[str]:
    """Arrows from (stroke path, head path) pairs: a dark outline under a coloured body."""
    out = []
    for paint, extra in ((outline, 3.2), (colour, 0.0)):
        for line, head in paths:
            out.append(
                _el("path", d=line, fill="none", stroke=paint, stroke_width=width + extra, stroke_linecap="butt")
            )
            if extra:
                out.append(_el("path", d=head, fill=paint, stroke=paint, stroke_width=extra, stroke_linejoin="round"))
            else:
                out.append(_el("path", d=head, fill=paint))
    return [_el("g", "".join(out), class_=f"mark {cls}")]


def _reverse_icon(cx: float, cy: float, r: float, colour: str, outline: str) -> list[str]:
    """Two round arrows chasing each other (⟲)."""
    paths = []
    for start in (190.0, 10.0):
        a0, a1 = math.radians(start), math.radians(start + 105)
        x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
        x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
        line = f"M{_n(x0)} {_n(y0)}A{_n(r)} {_n(r)} 0 0 1 {_n(x1)} {_n(y1)}"
        tip_a = a1 + math.radians(38)
        tip_x, tip_y = cx + r * math.cos(tip_a), cy + r * math.sin(tip_a)
        head = _arrow_head(tip_x, tip_y, tip_a + math.radians(71), r * 0.85)
        paths.append((line, head))
    return _arrows(paths, colour, outline, r * 0.32, "mark-reverse")


def _swap_icon(cx: float, cy: float, size: float, colour: str, outline: str) -> list[str]:
    """Two arrows in opposite directions (⇄)."""
    half, gap, head = size / 2, size * 0.2, size * 0.34
    paths = [
        (f"M{_n(cx - half)} {_n(cy - gap)}H{_n(cx + half - head * 0.9)}", _arrow_head(cx + half, cy - gap, 0, head)),
        (
            f"M{_n(cx + half)} {_n(cy + gap)}H{_n(cx - half + head * 0.9)}",
            _arrow_head(cx - half, cy + gap, math.pi, head),
        ),
    ]
    return _arrows(paths, colour, outline, size * 0.13, "mark-swap")


def _pencil(cx: float, cy: float, size: float) -> str:
    """A pencil lying at 45 degrees (for the custom card)."""
    s = size
    body = _el(
        "path",
        d=f"M{_n(-0.5 * s)} {_n(-0.1 * s)}H{_n(0.22 * s)}V{_n(0.1 * s)}H{_n(-0.5 * s)}Z",
        fill="#fbc02d",
        stroke=_INK,
        stroke_width=1.4,
        stroke_linejoin="round",
    )
    wood = _el(
        "path",
        d=f"M{_n(0.22 * s)} {_n(-0.1 * s)}L{_n(0.5 * s)} 0L{_n(0.22 * s)} {_n(0.1 * s)}Z",
        fill="#f3d6a8",
        stroke=_INK,
        stroke_width=1.4,
        stroke_linejoin="round",
    )
    lead = _el("path", d=f"M{_n(0.4 * s)} {_n(-0.036 * s)}L{_n(0.5 * s)} 0L{_n(0.4 * s)} {_n(0.036 * s)}Z", fill=_INK)
    eraser = _el(
        "rect",
        x=-0.5 * s,
        y=-0.1 * s,
        width=0.1 * s,
        height=0.2 * s,
        fill="#f48fb1",
        stroke=_INK,
        stroke_width=1.4,
    )
    return _el(
        "g",
        body + wood + lead + eraser,
        class_="mark mark-pencil",
        transform=f"translate({_n(cx)} {_n(cy)}) rotate(-45)",
    )


def _four_marks(cx: float, cy: float, spread: float, size: float, outline: str, shapes: Sequence[str]) -> list[str]:
    """The four coloured marks in a 2 x 2 square (wish cards)."""
    out = []
    for i, (colour, shape) in enumerate(zip(_COLOUR_ORDER, shapes, strict=True)):
        x = cx + (spread if i % 2 else -spread)
        y = cy + (spread if i >= 2 else -spread)
        out.append(_shape(shape, x, y, size, _COLOURS[colour], outline, size * 0.09))
    return out


# ----------------------------------------------------------------------------- card names
def _words(lang: str) -> dict[str, str]:
    lang = check_lang(lang)
    return {key: _(text, lang) for key, text in _WORDS.items()}


def _state_words(lang: str, playable: bool | None, selected: bool) -> list[str]:
    w = _words(lang)
    out = []
    if playable is not None:
        out.append(w["state.playable" if playable else "state.unplayable"])
    if selected:
        out.append(w["state.selected"])
    return out


# ----------------------------------------------------------------------------- faces
# Size of the big centre symbol and where its number sits: shape -> (size, centre y, text y,
# text size, widest text).  Each is as big as it can be without touching the corner indices.
_BIG = {
    "circle": (60.0, 70.0, 70.0, 32.0, 46.0),
    "square": (54.0, 70.0, 70.0, 32.0, 42.0),
    "triangle": (58.0, 66.0, 75.0, 25.0, 29.0),
    "heart": (60.0, 71.0, 68.0, 30.0, 40.0),
    "star": (60.0, 70.0, 72.0, 20.0, 24.0),
}


def _numnum_face(card: Card, lang: str = "en") -> list[str]:
    if card.kind is Kind.BAN:
        return _ban_face(card, lang)
    if card.kind is Kind.WILD:
        return _wish_face(lang)
    shape, colour, tint, on_symbol = _NUMNUM.get(card.suit, ("star", "#777777", "#eeeeee", _WHITE))
    number = str(card.number)
    turnable = _needs_underline(number)
    line = _INK if card.suit == "T" else colour
    out = [_frame(), _inner(tint, line, 2.5)]
    size, cy, ty, fsize, room = _BIG[shape]
    out.append(_shape(shape, 50, cy, size, colour, _INK, 2.6))
    if len(number) >= 3:
        fsize *= 0.8
    halo = _INK if on_symbol == _WHITE else _WHITE
    out.append(
        _text(
            number, 50, ty, fsize, on_symbol, halo=halo, halo_width=3, max_width=room, underline=turnable, cls="number"
        )
    )
    corner = [
        _text(number, 20, 19, 22 if len(number) <= 2 else 18, _INK, max_width=24, underline=turnable),
        _shape(shape, 19, 39, 14, colour, _INK, 1.6),
    ]
    out += _both_corners(corner)
    if card.number == 1:
        for sx, sy in ((25, 108), (75, 32)):
            out.append(_shape("star", sx, sy, 14, "#ffd54f", _INK, 1.4))
        out.append(_text("JOKER", 50, 123, 11, _INK, cls="word"))
        out.append(_text("JOKER", 50, 17, 11, _INK, cls="word"))
    return out


def _ban_face(card: Card, lang: str = "en") -> list[str]:
    """The row crossed out ("2×" under a "no" sign), and under it the row in words ("2-row",
    "2er-Reihe"): the ban closes this one row, not its numbers.  The big sign, the words and the
    small signs in the corners keep clear of each other (at least 3 units apart)."""
    row = card.number or 0
    label = f"{row}×"
    red = "#c8102e"
    out = [_frame(), _inner("#f1f1f1", "#555555", 2.5)]
    out.append(_el("circle", cx=50, cy=48, r=17, fill=_WHITE))
    out.append(_text(label, 50, 48, 20, _INK, max_width=27, cls="number"))
    out += _prohibition(50, 48, 17, 4.5, red, _INK, slash_opacity=0.8)
    # the whole width under the sign, above the corner index that stands turned round bottom right
    out.append(_text(_("{row}-row", lang).format(row=row), 50, 84, 18, _INK, max_width=78, cls="row"))
    corner = [_text(label, 19, 19, 20, _INK, max_width=26)]
    corner += _prohibition(19, 38, 7, 2.4, red)
    out += _both_corners(corner)
    return out


def _wish_face(lang: str = "en") -> list[str]:
    """All four symbols in a dashed ring, and the word ("WISH", "WUNSCH") above and below it."""
    out = [_frame(), _inner(_BLACK_CARD)]
    shapes = [_NUMNUM[s][0] for s in ("C", "T", "S", "H")]
    colours = [_NUMNUM[s][1] for s in ("C", "T", "S", "H")]
    corner = []
    for i, (shape, colour) in enumerate(zip(shapes, colours, strict=True)):
        corner.append(_shape(shape, 14 + 10 * (i % 2), 16 + 10 * (i // 2), 9, colour, _WHITE, 1.0))
    out += _both_corners(corner)
    out.append(_el("circle", cx=50, cy=70, r=31, fill="none", stroke=_WHITE, stroke_width=2, stroke_dasharray="4 3"))
    for i, (shape, colour) in enumerate(zip(shapes, colours, strict=True)):
        x = 50 + (13 if i % 2 else -13)
        y = 70 + (13 if i >= 2 else -13)
        out.append(_shape(shape, x, y, 21, colour, _WHITE, 2.0))
    word = _("WISH", lang)
    out.append(_text(word, 59, 21, 10, _WHITE, max_width=34, cls="word"))
    out.append(_text(word, 41, 119, 10, _WHITE, max_width=34, cls="word"))
    return out


def _skat_face(card: Card) -> list[str]:
    shape, colour = _SKAT.get(card.suit, ("star", _INK))
    rank = card.rank
    out = [_frame()]
    if card.kind is Kind.NUMBER and card.number is not None and 2 <= card.number <= 10:
        for x, y in _PIPS[card.number]:
            out.append(_shape(shape, x, y, 15 if card.number < 9 else 14, colour, rotate=180 if y > 71 else 0))
    elif rank == "A":
        out.append(_shape(shape, 50, 70, 56, colour))
    else:
        portrait = {"x": 31, "y": 24, "width": 38, "height": 92, "rx": 5}
        out.append(_el("rect", class_="portrait", fill="#fdf3e1", stroke=colour, stroke_width=2, **portrait))
        out.append(_shape(shape, 50, 39, 18, colour))
        out.append(_shape(shape, 50, 101, 18, colour, rotate=180))
        out.append(_text(rank, 50, 70, 32, colour, cls="rank"))
    corner = [
        _text(rank, 17, 19, 22, colour, max_width=20, underline=_needs_underline(rank)),
        _shape(shape, 17, 39, 14, colour),
    ]
    out += _both_corners(corner)
    return out


_L, _C, _R = 36.0, 50.0, 64.0
_TOP, _MID, _BOT = 25.0, 70.0, 115.0
_Q1, _Q3 = _TOP + (_BOT - _TOP) / 3, _TOP + 2 * (_BOT - _TOP) / 3
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, _TOP), (_C, _BOT)),
    3: ((_C, _TOP), (_C, _MID), (_C, _BOT)),
    4: ((_L, _TOP), (_R, _TOP), (_L, _BOT), (_R, _BOT)),
    5: ((_L, _TOP), (_R, _TOP), (_C, _MID), (_L, _BOT), (_R, _BOT)),
    6: ((_L, _TOP), (_R, _TOP), (_L, _MID), (_R, _MID), (_L, _BOT), (_R, _BOT)),
    7: ((_L, _TOP), (_R, _TOP), (_C, (_TOP + _MID) / 2), (_L, _MID), (_R, _MID), (_L, _BOT), (_R, _BOT)),
    8: (
        (_L, _TOP),
        (_R, _TOP),
        (_C, (_TOP + _MID) / 2),
        (_L, _MID),
        (_R, _MID),
        (_C, (_MID + _BOT) / 2),
        (_L, _BOT),
        (_R, _BOT),
    ),
    9: ((_L, _TOP), (_R, _TOP), (_L, _Q1), (_R, _Q1), (_C, _MID), (_L, _Q3), (_R, _Q3), (_L, _BOT), (_R, _BOT)),
    10: (
        (_L, _TOP),
        (_R, _TOP),
        (_C, (_TOP + _Q1) / 2),
        (_L, _Q1),
        (_R, _Q1),
        (_L, _Q3),
        (_R, _Q3),
        (_C, (_Q3 + _BOT) / 2),
        (_L, _BOT),
        (_R, _BOT),
    ),
}


def _pattern(shape: str) -> list[str]:
    """The colour's mark printed faintly all over the face (seen even when cards overlap)."""
    out = []
    for row in range(7):
        for col in range(5):
            if (row + col) % 2 == 0:
                out.append(_shape(shape, 14 + col * 18, 14 + row * 18.7, 8, _WHITE))
    return [_el("g", "".join(out), class_="pattern", opacity="0.22")]


_ACTION_TEXT = {"D2": "+2", "D4": "+4"}


def _centre_badge(variant: str, fill: str, stroke: str) -> str:
    """Number ONE ("colours_oval"): a tilted white oval; the 110-card Mau Mau: a round white badge."""
    if _style(variant) == "colours_oval":
        return _el(
            "ellipse",
            class_="badge",
            cx=50,
            cy=70,
            rx=31,
            ry=47,
            fill=fill,
            stroke=stroke,
            stroke_width=1.5,
            transform="rotate(24 50 70)",
        )
    return _el("circle", class_="badge", cx=50, cy=70, r=32, fill=fill, stroke=stroke, stroke_width=1.5)


def _corner_mark(shape: str, colour: str) -> str:
    return _shape(shape, 19, 39, 14, _WHITE, _INK, 1.6)


def _coloured_face(card: Card) -> list[str]:
    if card.kind is Kind.WILD or card.suit not in _COLOURS:
        return _black_face(card)
    colour = _COLOURS[card.suit]
    shape = COLOUR_MARKS[card.suit]
    ink, halo = (_INK, _WHITE) if card.suit == "Y" else (_WHITE, _INK)
    rank = card.rank
    out = [_frame(), _inner(colour)]
    out += _pattern(shape)
    out.append(_centre_badge(card.variant, _WHITE, _INK))
    if card.kind is Kind.NUMBER:
        turnable = _needs_underline(rank)
        out.append(_text(rank, 50, 66, 48, colour, halo=_INK, halo_width=4, underline=turnable, cls="number"))
    elif rank in _ACTION_TEXT:
        out.append(_text(_ACTION_TEXT[rank], 50, 66, 36, colour, halo=_INK, halo_width=4, cls="number"))
    elif rank == "REV":
        out += _reverse_icon(50, 66, 17, colour, _INK)
    elif rank == "STOP":
        out += _prohibition(50, 66, 17, 7, colour, _INK)
    if _style(card.variant) == "colours_oval":  # the tall oval has room for the mark under the number
        out.append(_shape(shape, 50, 104, 11, colour, _INK, 1.6))
    corner: list[str] = []
    small = _ACTION_TEXT.get(rank, rank if card.kind is Kind.NUMBER else "")
    if small:
        turnable = _needs_underline(small)
        corner.append(_text(small, 19, 19, 22, ink, halo=halo, halo_width=3, max_width=26, underline=turnable))
    elif rank == "REV":
        corner += _reverse_icon(19, 19, 8, _WHITE, _INK)
    elif rank == "STOP":
        corner += _prohibition(19, 19, 8, 3, _WHITE, _INK)
    corner.append(_corner_mark(shape, colour))
    out += _both_corners(corner)
    return out


def _black_face(card: Card) -> list[str]:
    rank = card.rank
    shapes = [COLOUR_MARKS[c] for c in _COLOUR_ORDER]
    out = [_frame(), _inner(_BLACK_CARD)]
    out.append(_centre_badge(card.variant, "#3a3a42", _WHITE))
    if rank == "WISH":
        out += _four_marks(50, 70, 12, 20, _WHITE, shapes)
    elif rank == "WISH2":
        out += _four_marks(50, 70, 17, 14, _WHITE, shapes)
        out.append(_text("+2", 50, 70, 20, _WHITE, halo=_INK, halo_width=3, cls="number"))
    elif rank == "SWAP":
        out += _swap_icon(50, 70, 40, _WHITE, _INK)
    elif rank == "CUSTOM":
        out.append(_shape("star", 50, 64, 44, "#ffd54f", _INK, 2.0))
        out.append(_pencil(58, 92, 28))
    else:
        out.append(_text(card.text, 50, 70, 20, _WHITE, max_width=56))
    corner: list[str] = []
    if rank == "WISH2":
        corner.append(_text("+2", 19, 19, 20, _WHITE, max_width=26))
    elif rank == "SWAP":
        corner += _swap_icon(19, 19, 18, _WHITE, _INK)
    elif rank == "CUSTOM":
        corner.append(_shape("star", 19, 19, 18, "#ffd54f", _INK, 1.2))
    y0 = 35.0 if corner else 15.0
    for i, (colour, shape) in enumerate(zip(_COLOUR_ORDER, shapes, strict=True)):
        corner.append(_shape(shape, 14 + 9 * (i % 2), y0 + 9 * (i // 2), 7.5, _COLOURS[colour], _WHITE, 1.0))
    out += _both_corners(corner)
    return out


def _plain_face(card: Card) -> list[str]:
    """A card of the "plain" style (a game without pictures of its own): its notation, big."""
    out = [_frame(), _inner("#f4f4f4", "#777777", 2)]
    out += _both_corners([_text(card.text, 8, 20, 16, _INK, anchor="start", max_width=40)])
    out.append(_text(card.text, 50, 70, 30, _INK, max_width=76, cls="number"))
    return out


#: The ways of drawing cards that a variant may choose (its rules' ``CARD_FACES``).
CARD_STYLES = ("numnum", "skat", "colours_round", "colours_oval", "plain")


def _style(variant: str) -> str:
    """The variant's ``CARD_FACES``; ``ValueError`` for a variant that is not registered or a
    style this module does not draw."""
    style = rules_for(variant).CARD_FACES
    if style not in CARD_STYLES:
        raise ValueError(f"{variant} cards have the style {style!r}; the card pictures know {', '.join(CARD_STYLES)}")
    return style


def _face(card: Card, lang: str = "en") -> list[str]:
    style = _style(card.variant)
    if style == "numnum":
        return _numnum_face(card, lang)
    if style == "skat":
        return _skat_face(card)
    if style == "plain":
        return _plain_face(card)
    return _coloured_face(card)


# ----------------------------------------------------------------------------- backs
def _diagonals(x0: float, y0: float, x1: float, y1: float, step: float, colour: str) -> str:
    """Two sets of 45-degree lines filling a rectangle (a lattice), clipped by hand."""
    d = []
    c = y0 - x1
    while c <= y1 - x0:  # lines y = x + c
        xa, xb = max(x0, y0 - c), min(x1, y1 - c)
        if xb > xa:
            d.append(f"M{_n(xa)} {_n(xa + c)}L{_n(xb)} {_n(xb + c)}")
        c += step
    c = x0 + y0
    while c <= x1 + y1:  # lines y = -x + c
        xa, xb = max(x0, c - y1), min(x1, c - y0)
        if xb > xa:
            d.append(f"M{_n(xa)} {_n(c - xa)}L{_n(xb)} {_n(c - xb)}")
        c += step
    return _el("path", class_="lattice", d="".join(d), stroke=colour, stroke_width=1.2, fill="none")


def _back(variant: str) -> list[str]:
    style = _style(variant)
    if style == "numnum":
        out = [_frame(), _inner("#2b2d6e"), _diagonals(6, 6, 94, 134, 10, "#3b3e8c")]
        out.append(_el("circle", cx=50, cy=62, r=30, fill="#ffffff", stroke=_INK, stroke_width=1.5))
        for i, s in enumerate(("C", "T", "S", "H")):
            shape, colour, _tint, _on = _NUMNUM[s]
            out.append(_shape(shape, 50 + (11 if i % 2 else -11), 62 + (11 if i >= 2 else -11), 17, colour, _INK, 1.4))
        out.append(_text("NumNum", 50, 112, 15, _WHITE, cls="word"))
        out.append(_text("1×1", 50, 22, 13, "#ffd54f", cls="word"))
        return out
    if style == "skat":
        out = [_frame(), _inner("#b3202a"), _diagonals(6, 6, 94, 134, 8, "#e9838a")]
        out.append(_el("rect", x=10, y=10, width=80, height=120, rx=4, fill="none", stroke=_WHITE, stroke_width=1.5))
        out.append(_el("ellipse", cx=50, cy=70, rx=30, ry=20, fill=_WHITE, stroke=_INK, stroke_width=1.5))
        out.append(_text("Mau", 50, 63, 13, "#b3202a", cls="word"))
        out.append(_text("Mau", 50, 78, 13, _INK, cls="word"))
        return out
    if style != "plain":  # the coloured games: their name on a black card
        one = style == "colours_oval"
        out = [_frame(), _inner(_BLACK_CARD)]
        out.append(_centre_badge(variant, "#d32f2f" if one else "#1565c0", _WHITE))
        out.append(_text("NUMBER" if one else "MAU MAU", 50, 58, 10, _WHITE, cls="word"))
        out.append(_text("ONE" if one else "110", 50, 75, 24, "#ffd54f", halo=_INK, halo_width=3, cls="word"))
        for i, colour in enumerate(_COLOUR_ORDER):
            shape = COLOUR_MARKS[colour]
            out.append(_shape(shape, 26 + 16 * i, 20, 10, _COLOURS[colour], _WHITE, 1.0))
            out.append(_shape(shape, 74 - 16 * i, 120, 10, _COLOURS[colour], _WHITE, 1.0))
        return out
    out = [_frame(), _inner("#5a5a66"), _diagonals(6, 6, 94, 134, 10, "#74748a")]
    out.append(_el("rect", x=12, y=56, width=76, height=28, rx=6, fill=_WHITE, stroke=_INK, stroke_width=1.5))
    out.append(_text(rules_for(variant).TITLE, 50, 75, 14, _INK, max_width=70, cls="word"))
    return out


# ----------------------------------------------------------------------------- state marks
def _state_marks(playable: bool | None, selected: bool) -> list[str]:
    """Playable: a green ring and a tick badge; not playable: faded; selected: a thick double ring."""
    out = []
    if playable is False:
        out.append(_el("rect", class_="dim", x=1.5, y=1.5, width=97, height=137, rx=9, fill=_WHITE, fill_opacity=0.45))
    if playable:
        out.append(
            _el(
                "rect",
                class_="playable",
                x=3,
                y=3,
                width=94,
                height=134,
                rx=8,
                fill="none",
                stroke="#178a3b",
                stroke_width=4,
            )
        )
        tick = "M-4.5 0.2L-1.3 3.6L5 -3.6"
        out.append(
            _el(
                "g",
                _el("circle", r=9, fill="#178a3b", stroke=_WHITE, stroke_width=2)
                + _el(
                    "path",
                    d=tick,
                    fill="none",
                    stroke=_WHITE,
                    stroke_width=3,
                    stroke_linecap="round",
                    stroke_linejoin="round",
                ),
                class_="playable-badge",
                transform="translate(15 125)",
            )
        )
    if selected:
        ring: dict[str, str | float] = {"x": 2.5, "y": 2.5, "width": 95, "height": 135, "rx": 8.5, "fill": "none"}
        out.append(_el("rect", class_="selected", stroke="#0b3d91", stroke_width=7, **ring))
        out.append(_el("rect", stroke=_WHITE, stroke_width=1.6, **ring))
    return out


# ----------------------------------------------------------------------------- public functions
def _check_width(width: float) -> float:
    if isinstance(width, bool) or not isinstance(width, int | float) or not 0 < width < 100_000:
        raise ValueError(f"width must be a positive number of pixels, not {width!r}")
    return float(width)


def _svg(width: float, view_w: float, view_h: float, name: str, body: str, cls: str, extra: str = "") -> str:
    height = width * view_h / view_w
    label = escape(name, quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{cls}" width="{_n(width)}" height="{_n(height)}"'
        f' viewBox="0 0 {_n(view_w)} {_n(view_h)}" role="img" aria-label="{label}"{extra}'
        f' font-family="{escape(_FONT, quote=True)}"><title>{escape(name)}</title>{body}</svg>'
    )


def card_svg(
    card: Card,
    *,
    width: float = 110,
    face_up: bool = True,
    selected: bool = False,
    playable: bool | None = None,
    label: str | None = None,
    lang: str = "en",
) -> str:
    """One card as a standalone ``<svg>``, ``width`` pixels wide and 1.4 times as high.

    ``playable``: ``True`` draws a green ring and a tick, ``False`` fades the card, ``None``
    marks nothing.  ``selected`` draws a thick double ring.  ``label`` is written under the
    card (the picture grows by a fifth of its width).  A face-down card shows its variant's back
    and its name does not give the card away.

    >>> from numnum.cards import Card
    >>> svg = card_svg(Card.parse("CJ", "maumau"), width=55, playable=True)
    >>> 'width="55" height="77"' in svg, 'aria-label="jack of clubs, can be played"' in svg
    (True, True)
    >>> "jack" in card_svg(Card.parse("CJ", "maumau"), face_up=False)
    False
    """
    width = _check_width(width)
    w = _words(lang)
    if face_up:
        name, parts, data = card_name(card, lang), _face(card, lang), f' data-card="{escape(card.text, quote=True)}"'
    else:
        name, parts, data = w["back"], _back(card.variant), ""
    parts += _state_marks(playable, selected)
    name = ", ".join([name, *_state_words(lang, playable, selected)])
    view_h = _H
    if label is not None:
        parts.append(_text(label, 50, _H + 11, 15, _INK, max_width=96, cls="label"))
        view_h = _H + 22
    state = (" playable" if playable else " unplayable" if playable is False else "") + (
        " selected" if selected else ""
    )
    cls = f"numnum-card card-{card.variant}{state}"
    return _svg(width, _W, view_h, name, "".join(parts), cls, data)


def card_back_svg(width: float = 110, variant: str = "numnum", *, lang: str = "en") -> str:
    """The back of a card of ``variant`` (a game of the "plain" style gets a plain patterned back).

    >>> svg = card_back_svg(66, "number_one")
    >>> 'width="66" height="92.4"' in svg, "<title>face-down card</title>" in svg
    (True, True)
    """
    width = _check_width(width)
    return _svg(width, _W, _H, _words(lang)["back"], "".join(_back(variant)), f"numnum-card card-back card-{variant}")


def _placements(count: int, overlap: float, layout: str) -> tuple[list[tuple[float, float, float]], float]:
    """Where each card goes: (x, y, angle) in card units, and the fan's pivot distance."""
    if not 0 <= overlap < 1:
        raise ValueError(f"overlap must be at least 0 and less than 1 (a fraction of a card), not {overlap!r}")
    step = _W * (1 - overlap) + (4 if overlap == 0 else 0)
    if layout == "row":
        return [(i * step, 0.0, 0.0) for i in range(count)], 0.0
    if layout == "fan":
        radius = 320.0  # from the card's top edge to the point the cards turn about
        angle = math.degrees(step / radius)
        angle = min(angle, 120.0 / max(count - 1, 1))
        mid = (count - 1) / 2
        return [(0.0, 0.0, (i - mid) * angle) for i in range(count)], radius
    raise ValueError(f"layout must be 'row' or 'fan', not {layout!r}")


def _layout(
    faces: list[tuple[str, str, bool, str]],
    *,
    width: float,
    overlap: float,
    layout: str,
    lift_room: bool,
    name: str,
    cls: str,
) -> str:
    """Place card bodies (body, name, lifted) in a row or a fan; one ``<svg>`` around them."""
    width = _check_width(width)
    lift = 0.14 * _H
    spots, radius = _placements(len(faces), overlap, layout)
    xs: list[float] = []
    ys: list[float] = []
    groups = []
    for (body, card_label, lifted, notation), (x, y, angle) in zip(faces, spots, strict=True):
        dy = -lift if lifted else 0.0
        a = math.radians(angle)
        for cx, cy in ((0, 0), (_W, 0), (0, _H), (_W, _H)):
            for shift in {dy, -lift} if lift_room else {dy}:
                # corner (cx, cy + shift) turned by ``a`` about (50, radius), then moved by (x, y)
                px, py = cx - _W / 2, cy + shift - radius
                xs.append(x + _W / 2 + px * math.cos(a) - py * math.sin(a))
                ys.append(y + radius + px * math.sin(a) + py * math.cos(a))
        transform = f"translate({_n(x)} {_n(y)})"
        if angle:
            transform += f" rotate({_n(angle)} 50 {_n(radius)})"
        if dy:
            transform += f" translate(0 {_n(dy)})"
        groups.append((transform, body, card_label, notation))
    pad = 4.0
    min_x, min_y = min(xs) - pad, min(ys) - pad
    view_w, view_h = max(xs) + pad - min_x, max(ys) + pad - min_y
    parts = []
    for i, (transform, body, card_label, notation) in enumerate(groups):
        shifted = f"translate({_n(-min_x)} {_n(-min_y)}) {transform}"
        data = f' data-card="{escape(notation, quote=True)}"' if notation else ""
        parts.append(
            f'<g class="slot" data-index="{i}"{data} transform="{shifted}" role="img"'
            f' aria-label="{escape(card_label, quote=True)}"><title>{escape(card_label)}</title>{body}</g>'
        )
    return _svg(width * view_w / _W, view_w, view_h, name, "".join(parts), cls)


def _chosen(items: Collection[int | Card] | None, i: int, card: Card) -> bool | None:
    if items is None:
        return None
    return i in items or card in items


def hand_svg(
    cards: Sequence[Card],
    *,
    width: float = 110,
    overlap: float = 0.45,
    layout: str = "row",
    playable: Collection[int | Card] | None = None,
    selected: Collection[int | Card] | None = None,
    face_up: bool = True,
    lang: str = "en",
) -> str:
    """Several cards in a row (``layout="row"``) or a fan (``"fan"``), each ``width`` pixels wide.

    ``overlap`` is the part of a card hidden under the next one (0: side by side).
    ``playable`` and ``selected`` name cards by position in ``cards`` or as cards (every copy);
    with ``playable`` given, those cards get a ring and a tick and the others fade; selected cards
    are lifted and ringed.  When ``selected`` is given (even empty) room is kept above the row
    so that the picture does not jump when a card is selected.  Each card is a ``<g class="slot"
    data-index="i">`` with its own title (for clicks and screen readers).

    >>> from numnum.cards import Card
    >>> hand = [Card.parse(t, "numnum") for t in ("H12", "C7", "W")]
    >>> svg = hand_svg(hand, playable={0, 2}, selected={2})
    >>> svg.count('class="slot"'), svg.count('class="playable"'), svg.count('class="selected"')
    (3, 2, 1)
    >>> 'aria-label="hand of 3 cards: heart 12, circle 7, wish card"' in svg
    True
    """
    w = _words(lang)
    faces = []
    for i, card in enumerate(cards):
        can = _chosen(playable, i, card)
        sel = bool(_chosen(selected, i, card))
        body = _face(card, lang) if face_up else _back(card.variant)
        body += _state_marks(can, sel)
        base = card_name(card, lang) if face_up else w["back"]
        notation = card.text if face_up else ""
        faces.append(("".join(body), ", ".join([base, *_state_words(lang, can, sel)]), sel, notation))
    if not cards:
        name = w["hand.empty"]
        empty = _el(
            "rect", x=1.5, y=1.5, width=97, height=137, rx=9, fill="none", stroke="#999999", stroke_dasharray="6 4"
        )
        return _svg(_check_width(width), _W, _H, name, empty, "numnum-hand empty")
    names = ", ".join(card_name(c, lang) for c in cards) if face_up else str(len(cards))
    name = w["hand.one" if len(cards) == 1 else "hand"].format(count=len(cards), cards=names)
    if not face_up:
        name = w["hidden"].format(count=len(cards))
    return _layout(
        faces, width=width, overlap=overlap, layout=layout, lift_room=selected is not None, name=name, cls="numnum-hand"
    )


def hidden_hand_svg(
    count: int,
    variant: str = "numnum",
    *,
    width: float = 60,
    overlap: float = 0.7,
    layout: str = "row",
    lang: str = "en",
) -> str:
    """An opponent's hand: ``count`` card backs (all a player may see of it).

    >>> svg = hidden_hand_svg(5, "maumau")
    >>> svg.count('class="slot"'), "5 face-down cards" in svg
    (5, True)
    """
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise ValueError(f"count must be a whole number of cards, not {count!r}")
    w = _words(lang)
    if count == 0:
        body = _el(
            "rect", x=1.5, y=1.5, width=97, height=137, rx=9, fill="none", stroke="#999999", stroke_dasharray="6 4"
        )
        return _svg(_check_width(width), _W, _H, w["hand.empty"], body, "numnum-hand empty")
    back = "".join(_back(variant))
    faces = [(back, w["back"], False, "")] * count
    name = w["hidden"].format(count=count)
    return _layout(faces, width=width, overlap=overlap, layout=layout, lift_room=False, name=name, cls="numnum-hand")
