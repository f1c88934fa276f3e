"""The whole card table as HTML: a pure function of a :class:`~numnum.render.scene.Scene`.

Everything a player can do is a real ``<button>`` with ``data-action`` (and ``data-index`` for
cards and choices), so it works with the mouse, the keyboard (Tab, Enter, Space, and the shortcut
letter shown on each button) and screen readers.  The widget's script only sends the clicked
``data-action`` back to Python; the classes are styled by ``numnum/widget/card_table.css``.

>>> from numnum.widget.controller import Controller
>>> t = Controller("numnum", players=2, seed=4, autosave=False)
>>> html = scene_html(t.scene())
>>> html.startswith('<div class="nn-table') and 'data-action="card"' in html
True
>>> 'aria-live="polite"' in html
True
"""

from __future__ import annotations

import urllib.parse
from html import escape

from numnum.engine.registry import rules_for
from numnum.render.cards import COLOUR_MARKS, card_back_svg, card_svg
from numnum.render.scene import Button, Field, Overlay, Picker, Scene, SeatScene

__all__ = ["SHEET_BACKS", "backs_css", "choice_glyph", "scene_html"]

#: The games whose small card backs (the others' hands, as counts) the table's style sheet draws
#: (:func:`backs_css`): a seat then holds empty ``<span>``\ s, not an SVG picture per card, so a
#: table of four hands of twelve is some 40 KB of HTML instead of 120 KB, sent again at every move.
SHEET_BACKS = ("numnum", "maumau", "maumau_110", "number_one")

_GLYPHS = {"circle": "●", "triangle": "▲", "square": "■", "diamond": "◆"}


def choice_glyph(variant: str, letter: str) -> str:
    """A shape for a colour choice, so that colour is never the only sign.

    >>> choice_glyph("number_one", "G"), choice_glyph("numnum", "H")
    ('◆', '')
    """
    if rules_for(variant).CARD_FACES in ("colours_round", "colours_oval") and letter in COLOUR_MARKS:
        return _GLYPHS[COLOUR_MARKS[letter]]
    return ""


def _e(text: object) -> str:
    return escape(str(text), quote=True)


def _button(b: Button, cls: str = "nn-btn") -> str:
    attrs = [f'class="{cls}"', f'data-action="{_e(b.action)}"', f'data-key="{_e(b.action)}"']
    if b.key:
        attrs.append(f'data-shortcut="{_e(b.key)}"')
        attrs.append(f'aria-keyshortcuts="{_e(b.key.capitalize())}"')
    if not b.enabled:
        attrs.append("disabled")
    if b.pressed is not None:
        attrs.append(f'aria-pressed="{"true" if b.pressed else "false"}"')
    if b.hint:
        attrs.append(f'title="{_e(b.hint)}"')
    key = f' <kbd aria-hidden="true">{_e(_key_label(b.key))}</kbd>' if b.key else ""
    return f"<button {' '.join(attrs)}>{_e(b.label)}{key}</button>"


def _tool(b: Button, texts: dict[str, str]) -> str:
    """A toolbar button; *Full screen* carries both of its labels, and the page's full-screen
    state shows one (the browser's Fullscreen API is the script's, not Python's)."""
    if b.action != "fullscreen":
        return _button(b, "nn-btn nn-tool")
    leave = texts.get("leave_fullscreen", b.label)
    return (
        f'<button class="nn-btn nn-tool nn-fullscreen" data-action="fullscreen" data-key="fullscreen" '
        f'data-shortcut="{_e(b.key)}" aria-keyshortcuts="{_e(b.key.capitalize())}" title="{_e(b.hint)}">'
        f'<span class="nn-fs-off">{_e(b.label)}</span><span class="nn-fs-on">{_e(leave)}</span>'
        f' <kbd aria-hidden="true">{_e(_key_label(b.key))}</kbd></button>'
    )


def backs_css(variants: tuple[str, ...] = SHEET_BACKS) -> str:
    """The style sheet's rules that draw the small card back of each of ``variants``: the back's
    SVG once, as a background picture of the class ``nn-back-<variant>``.

    >>> css = backs_css(("numnum",))
    >>> css.startswith('.nn-back-numnum { background-image: url("data:image/svg+xml,%3Csvg')
    True
    """
    rules = []
    for variant in variants:
        picture = urllib.parse.quote(card_back_svg(26, variant), safe="")
        rules.append(f'.nn-back-{variant} {{ background-image: url("data:image/svg+xml,{picture}"); }}')
    return "\n".join(rules) + "\n"


def _key_label(key: str) -> str:
    return {"enter": "⏎", "escape": "Esc"}.get(key, key.upper())


def _seat(s: SeatScene, variant: str, texts: dict[str, str], viewer: int | None) -> str:
    cls = "nn-seat" + (" nn-turn" if s.is_turn else "") + (" nn-me" if s.seat == viewer else "")
    if s.seat == viewer:
        cards = ""  # this hand lies open below the table
    elif s.cards is not None:
        cards = "".join(card_svg(c, width=44) for c in s.cards)
    else:
        backs = min(s.count, 12)
        if variant in SHEET_BACKS:  # drawn by the style sheet (see SHEET_BACKS)
            cards = f'<span class="nn-back nn-back-{variant}"></span>' * backs
        else:
            cards = "".join(card_back_svg(26, variant) for _ in range(backs))
        if s.count > backs:
            cards += '<span class="nn-more">…</span>'
    turn = '<span class="nn-turn-mark" aria-hidden="true">▶</span>' if s.is_turn else ""
    score = f'<span class="nn-score">{s.score} {_e(texts["points"])}</span>' if s.score is not None else ""
    called = f'<span class="nn-called">{_e(s.called)}</span>' if s.called else ""
    parts = [s.name, s.label, f"{s.count} {texts['cards']}", texts["turn"] if s.is_turn else "", s.called or ""]
    aria = ", ".join(part for part in parts if part)
    return (
        f'<li class="{cls}" aria-label="{_e(aria)}" {"aria-current=true" if s.is_turn else ""}>'
        f'<div class="nn-seat-head">{turn}<span class="nn-name">{_e(s.name)}</span>'
        f'<span class="nn-count" title="{_e(texts["cards"])}">{s.count}</span></div>'
        f'<div class="nn-seat-label">{_e(s.label)}</div>'
        f'<div class="nn-seat-cards" aria-hidden="true">{cards}</div>{score}{called}</li>'
    )


def _centre(sc: Scene) -> str:
    t = sc.texts
    stock = (
        f'<div class="nn-stock" aria-label="{_e(t["stock"])}: {sc.draw_pile}">'
        f"{card_back_svg(96, sc.variant) if sc.draw_pile else '<div class=nn-empty></div>'}"
        f'<div class="nn-pile-count">{_e(t["stock"])}: <b>{sc.draw_pile}</b></div></div>'
    )
    top = card_svg(sc.top, width=130, lang=sc.lang) if sc.top is not None else '<div class="nn-empty"></div>'
    pile = (
        f'<div class="nn-pile" aria-label="{_e(t["pile"])}">{top}<div class="nn-pile-count">{_e(t["pile"])}</div></div>'
    )
    bans = ""
    if sc.ban_cards:
        cards = "".join(card_svg(c, width=70, lang=sc.lang) for c in sc.ban_cards)
        bans = (
            f'<div class="nn-bans" aria-label="{_e(t["bans"])}">{cards}<div class="nn-pile-count">{_e(t["bans"])}</div>'
            f"</div>"
        )
    arrow = "↻" if sc.direction > 0 else "↺"
    status = "".join(f'<li class="nn-chip">{_e(s)}</li>' for s in sc.status)
    return (
        f'<div class="nn-centre">{stock}{pile}{bans}'
        f'<div class="nn-direction" aria-hidden="true">{arrow}</div>'
        f'<ul class="nn-status" aria-label="{_e(t["status"])}">{status}</ul></div>'
    )


def _hand(sc: Scene) -> str:
    if sc.viewer is None:
        return ""
    cards = []
    for h in sc.hand:
        svg = card_svg(h.card, width=110, playable=h.playable, selected=h.selected, lang=sc.lang)
        cls = "nn-card" + (" nn-playable" if h.playable else "") + (" nn-selected" if h.selected else "")
        cls += " nn-new" if h.new else ""
        label = h.name + (f" ({sc.texts.get('new', 'new')})" if h.new else "") + (f" — {h.why}" if h.why else "")
        cards.append(
            f'<button class="{cls}" data-action="card" data-index="{h.index}" data-card="{_e(h.card.text)}" '
            f'data-key="card-{h.index}" aria-label="{_e(label)}" aria-pressed="{"true" if h.selected else "false"}"'
            f"{f' title={chr(34)}{_e(h.why)}{chr(34)}' if h.why else ''}>{svg}</button>"
        )
    return (
        f'<section class="nn-hand-area"><h3 class="nn-hand-label">{_e(sc.hand_label)}</h3>'
        f'<div class="nn-hand" role="group" aria-label="{_e(sc.hand_label)}">{"".join(cards)}</div></section>'
    )


def _picker(p: Picker, variant: str, cancel_label: str) -> str:
    options = []
    for i, (label, letter) in enumerate(p.options):
        glyph = choice_glyph(variant, letter)
        swatch = f'<span class="nn-swatch" aria-hidden="true">{glyph}</span>' if glyph else ""
        cls = f"nn-btn nn-choice nn-choice-{_e(letter)}" if letter else "nn-btn nn-choice"
        options.append(
            f'<button class="{cls}" data-action="pick" data-index="{i}" data-key="pick-{i}" data-shortcut="{i + 1}">'
            f"{swatch}{_e(label)} "
            f'<kbd aria-hidden="true">{i + 1}</kbd></button>'
        )
    cancel = (
        f'<button class="nn-btn nn-quiet" data-action="cancel" data-key="cancel" data-shortcut="escape" '
        f'aria-label="{_e(cancel_label)}" title="{_e(cancel_label)}">✕</button>'
    )
    return (
        f'<div class="nn-picker" role="group" aria-label="{_e(p.title)}">'
        f'<div class="nn-picker-title">{_e(p.title)}</div>'
        f"{''.join(options)}{cancel if p.cancel else ''}</div>"
    )


def _field(f: Field) -> str:
    name = _e(f.name)
    rerender = ' data-rerender="1"' if f.rerender else ""
    if f.kind == "select":
        opts = "".join(
            f'<option value="{_e(v)}"{" selected" if str(v) == str(f.value) else ""}>{_e(label)}</option>'
            for v, label in f.choices
        )
        control = f'<select id="nn-f-{name}" data-setting="{name}" data-key="setting-{name}"{rerender}>{opts}</select>'
    elif f.kind == "check":
        checked = " checked" if f.value is True else ""
        control = (
            f'<input type="checkbox" id="nn-f-{name}" data-setting="{name}" '
            f'data-key="setting-{name}"{checked}{rerender}>'
        )
    else:
        wrong = f' aria-invalid="true" aria-describedby="nn-n-{name}"' if f.note else ""
        control = (
            f'<input type="number" id="nn-f-{name}" data-setting="{name}" data-key="setting-{name}" '
            f'min="{f.lo}" max="{f.hi}" '
            f'value="{_e(f.value)}"{rerender}{wrong}>'
        )
    note = f'<span class="nn-field-note" id="nn-n-{name}">{_e(f.note)}</span>' if f.note else ""
    return (
        f'<div class="nn-field nn-field-{f.kind}"><label for="nn-f-{name}">{_e(f.label)}</label>{control}{note}</div>'
    )


def _settings(sc: Scene) -> str:
    if sc.settings is None:
        return ""
    error = f'<div class="nn-error" role="alert">{_e(sc.settings_error)}</div>' if sc.settings_error else ""
    fields = "".join(_field(f) for f in sc.settings)
    start = (
        f'<button class="nn-btn nn-primary" data-action="new_game" data-key="new_game">{_e(sc.texts["start"])}</button>'
    )
    return (
        f'<section class="nn-settings" aria-label="{_e(sc.texts["settings"])}"><h3>{_e(sc.texts["settings"])}</h3>'
        f'{error}<div class="nn-fields">{fields}</div>{start}</section>'
    )


def _panel(sc: Scene) -> str:
    """The open panel (the settings of a new game, or the rules) over the cards, not above them:
    the table keeps its size and place.  Its ✕ (and Esc) closes it, as its toolbar button does."""
    if sc.settings is not None:
        inner, action = _settings(sc), "settings"
    elif sc.texts.get("rules"):
        inner, action = (
            f'<section class="nn-rules" aria-label="{_e(sc.texts["rules_title"])}">{sc.texts["rules"]}</section>',
            "rules",
        )
    else:
        return ""
    close = sc.texts.get("close", "Close")
    button = (
        f'<button class="nn-btn nn-close" data-action="{action}" data-key="close-{action}" data-pressed="true" '
        f'data-shortcut="escape" aria-keyshortcuts="Escape" aria-label="{_e(close)}" title="{_e(close)}">'
        f'✕ <kbd aria-hidden="true">Esc</kbd></button>'
    )
    return f'<div class="nn-panel nn-panel-{action}">{button}{inner}</div>'


def _overlay(o: Overlay) -> str:
    lines = "".join(f"<p>{_e(line)}</p>" for line in o.lines)
    table = ""
    if o.rows:
        head = "".join(f"<th>{_e(c)}</th>" for c in o.rows[0])
        body = "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in row) + "</tr>" for row in o.rows[1:])
        table = f'<table class="nn-scores"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
    buttons = "".join(_button(b, "nn-btn nn-primary" if i == 0 else "nn-btn") for i, b in enumerate(o.buttons))
    if o.kind == "over":  # a little party: stars and paper strips (they stand still for reduced motion)
        pieces = "".join(f'<i class="nn-piece nn-piece-{i}"></i>' for i in range(14))
        lines = (
            f'<div class="nn-party" aria-hidden="true">{pieces}</div><div class="nn-trophy" aria-hidden="true"></div>'
            + lines
        )
    return (
        f'<div class="nn-overlay nn-overlay-{_e(o.kind)}" role="dialog" aria-modal="true" aria-label="{_e(o.title)}">'
        f'<div class="nn-box"><h2>{_e(o.title)}</h2>{lines}{table}<div class="nn-box-buttons">{buttons}</div>'
        f"</div></div>"
    )


def scene_html(sc: Scene) -> str:
    """The table of scene ``sc`` as one HTML fragment (no scripts, no outside resources)."""
    t = sc.texts
    toolbar = "".join(_tool(b, t) for b in sc.toolbar)
    seats = "".join(_seat(s, sc.variant, t, sc.viewer) for s in sc.seats)
    message = (
        f'<div class="nn-message nn-{_e(sc.message_kind)}" role="status" aria-live="polite">{_e(sc.message)}</div>'
    )
    why = ""
    if sc.explanation:
        why = f'<div class="nn-explain"><b>{_e(t["why"])}</b> {_e(sc.explanation)}</div>'
    picker = _picker(sc.picker, sc.variant, t["cancel"]) if sc.picker is not None else ""
    actions = "".join(_button(b) for b in sc.buttons)
    log = "".join(f"<li>{_e(line)}</li>" for line in sc.log)
    panel = _panel(sc)
    overlay = _overlay(sc.overlay) if sc.overlay is not None else ""
    # under a screen in the middle nothing can be focused or clicked: the screen is modal
    inert = " inert" if overlay else ""
    # under an open panel the game goes on, but its cards and buttons wait until the panel closes
    covered = " inert" if panel else ""
    cls = f"nn-table nn-{_e(sc.variant)} nn-size-{_e(sc.size)}" + (" nn-waiting" if sc.waiting else "")
    turn = ""
    if sc.turn_text:
        kind = "nn-thinking" if sc.waiting else "nn-yours"
        turn = f'<div class="nn-turn-text {kind}">{_e(sc.turn_text)}</div>'
    note = f'<p class="nn-note" role="note">{_e(sc.note)}</p>' if sc.note else ""
    # shown by the script when the kernel is gone (restarted): the table cannot go on by itself
    dead = (
        f'<div class="nn-dead" role="alert" hidden><div class="nn-box"><h2>{_e(t["dead_title"])}</h2>'
        f"<p>{_e(t['dead_text'])}</p></div></div>"
        if "dead_title" in t
        else ""
    )
    return (
        f'<div class="{cls}" data-step="{sc.step}" lang="{_e(sc.lang)}" '
        f'role="application" aria-label="{_e(sc.title)}: {_e(t["table"])}">'
        f'<div class="nn-main"{inert}>'
        f'<header class="nn-head"><h2 class="nn-title">{_e(sc.title)}</h2>'
        f'<div class="nn-toolbar">{toolbar}</div></header>{note}'
        f'<div class="nn-stage"><div class="nn-play"{covered}>'
        f'<div class="nn-felt"><ul class="nn-seats">{seats}</ul>{_centre(sc)}</div>'
        f'<div class="nn-turn-line">{turn}<div class="nn-actions" role="group">{actions}</div>{message}</div>'
        f"{picker}{why}{_hand(sc)}"
        f'<section class="nn-log-area"><h3>{_e(t["log"])}</h3><ul class="nn-log">{log}</ul></section>'
        f"</div>{panel}</div></div>{overlay}{dead}</div>"
    )
