"""Every text a lesson shows, in one language: its text cells, what its steps show, what its
exercises answer (hints, reasons and solutions, also those a pupil sees only after a wrong
answer), the questions of its practice, and what the table says during its round of play.

:func:`lesson_texts` returns them as ``(where, text)`` pairs, the text as a pupil sees and a
screen reader reads it (tags dropped, titles and labels kept), so a test can read them all
against the glossary (:mod:`numnum.glossary`) and the mathematics (:mod:`numnum.teaching.lessons.claims`).
The exercises' hidden texts are found by recording what the steps pass to :mod:`numnum.teaching.questions`.
"""

from __future__ import annotations

import dataclasses
import functools
import html
import importlib.util
import random
import tempfile
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import numnum
from numnum.teaching import questions as quiz
from numnum.teaching.lessons import common, lesson

ROOT = Path(__file__).resolve().parent.parent

#: What a lesson shows: (where, text) pairs.
Texts = list[tuple[str, str]]


#: Tags whose text stands on its own (a paragraph, a picture's label).
_BLOCKS = frozenset({"p", "div", "li", "td", "th", "h1", "h2", "h3", "h4", "svg", "text", "title", "button", "br"})


class _Visible(HTMLParser):
    """The text of HTML or SVG that a pupil sees or a screen reader reads."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script"):
            self._skip += 1
        if tag in _BLOCKS:  # a paragraph or a label of its own: no sentence goes on across it
            self.parts.append("¦")
        for name, value in attrs:
            if name in ("aria-label", "title", "alt", "placeholder") and value:
                self.parts.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script") and self._skip:
            self._skip -= 1
        if tag in _BLOCKS:
            self.parts.append("¦")

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.parts.append(data)


def visible(markup: str) -> str:
    """The visible text of ``markup`` (HTML, SVG or plain text), one space between the pieces.

    >>> visible('<p style="x">12 &lt; 13</p><svg aria-label="heart 4"><title>heart 4</title><text>2×</text></svg>')
    '¦ 12 < 13 ¦ ¦ heart 4 ¦ heart 4 ¦ ¦ 2× ¦ ¦'
    """
    if "<" not in markup:
        return html.unescape(markup)
    parser = _Visible()
    parser.feed(markup)
    parser.close()
    return " ".join(" ".join(p.split()) for p in parser.parts)


def widget_texts(obj: Any) -> list[str]:
    """The texts of a widget tree (or a page), each as it is shown."""
    out = []
    if hasattr(obj, "_repr_html_") and not hasattr(obj, "children"):
        out.append(visible(obj._repr_html_() or ""))
    for name in ("value", "description", "placeholder", "tooltip"):
        v = getattr(obj, name, None)
        if isinstance(v, str) and v:
            out.append(visible(v))
    for c in getattr(obj, "children", ()) or ():
        out += widget_texts(c)
    return [t for t in out if t]


# --- the sources ------------------------------------------------------------------------------------


@functools.cache
def _build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lessons_build_texts", ROOT / "lessons" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def source_cells(number: int) -> list[tuple[str, ...]]:
    """The cells of lesson ``number``'s source, as the notebooks get them."""
    build = _build()
    module = next(m for m in build.lessons() if int(m.NAME["en"][:2]) == number)
    return list(build.source_cells(module))


# --- the exercises: what they say, also after wrong answers -------------------------------------------


def _fit_texts(pairs: Any, bans: Any, double: bool, level: int | None, lang: str) -> list[str]:
    out = []
    for card, on in pairs:
        out.append(quiz.fit_prompt(card, on, bans=bans, lang=lang))
        for said in quiz.fit_labels(double, "en"):
            for attempt in (1, 2):
                f = quiz.check_fit(card, on, said, bans=bans, double=double, attempt=attempt, level=level, lang=lang)
                out += [f.text, visible(f.picture)]
    return out


def _divisor_texts(n: int, include_one: bool, lang: str) -> list[str]:
    from numnum.arithmetic import divisors

    divs = [d for d in divisors(n) if include_one or d > 1]
    answers = [divs, divs[1:], [*divs, n + 1], [1, *divs] if not include_one else divs[:-1]]
    if n > 2:
        answers.append([*divs[:-1], n - 1])
    out = []
    for typed in answers:
        for attempt in (1, 2):
            text = ", ".join(str(d) for d in typed)
            out.append(quiz.check_divisors(text, n, include_one=include_one, attempt=attempt, lang=lang).text)
    return out


@dataclasses.dataclass
class _Recorder:
    """Records what the steps of a lesson pass to the quiz functions (see :func:`recording`)."""

    lang: str
    texts: list[str] = dataclasses.field(default_factory=list)

    def add(self, *items: Any) -> None:
        for item in items:
            if isinstance(item, str) and item:
                self.texts.append(visible(item))
            elif isinstance(item, dict):
                self.add(*item.keys(), *item.values())
            elif isinstance(item, list | tuple):
                self.add(*item)


@dataclasses.dataclass
class Recording:
    """The hidden texts recorded while a step was made."""

    recorder: _Recorder

    def take(self) -> list[str]:
        out, self.recorder.texts[:] = list(self.recorder.texts), []
        return out


def recording(monkeypatch: pytest.MonkeyPatch, lang: str) -> Recording:
    """Record, from now on, the texts of every question the lesson steps make (hints, reasons,
    solutions and their pictures) into the returned :class:`Recording`."""
    rec = _Recorder(lang)

    def wrap(name: str, record: Callable[..., None]) -> None:
        original = getattr(quiz, name)

        def recorded(*args: Any, **kwargs: Any) -> Any:
            record(*args, **kwargs)
            return original(*args, **kwargs)

        monkeypatch.setattr(quiz, name, recorded)

    def choice(question: str, options: Any, answer: str, **kw: Any) -> None:
        rec.add(question, list(options), kw.get("reason", ""), kw.get("hints") or {})
        rec.add(kw.get("picture", ""), kw.get("reason_picture", ""))

    def number(question: str, answer: int, **kw: Any) -> None:
        rec.add(question, kw.get("reason", ""), kw.get("picture", ""), kw.get("reason_picture", ""))

    def divisors(n: int, **kw: Any) -> None:
        rec.add(_divisor_texts(n, kw.get("include_one", True), rec.lang), kw.get("reason_picture", ""))

    def fit_quiz(pairs: Any, **kw: Any) -> None:
        rec.add(_fit_texts(pairs, tuple(kw.get("bans", ())), kw.get("double", False), kw.get("level"), rec.lang))

    def fit_question(card: Any, on: Any, **kw: Any) -> None:
        rec.add(_fit_texts([(card, on)], tuple(kw.get("bans", ())), kw.get("double", False), kw.get("level"), rec.lang))

    def pictures(draw: Callable[[int], str], value: int, low: int, high: int, **kw: Any) -> None:
        rec.add([draw(n) for n in range(low, high + 1)])

    def rows(row: int = 3, number: int = 12, *, upto: int = 100, **kw: Any) -> None:
        rec.add([quiz.row_sentence(n, r, lang=rec.lang) for r in range(2, 13) for n in range(1, upto + 1)])

    wrap("choice_question", choice)
    wrap("number_question", number)
    wrap("divisors_question", divisors)
    wrap("fit_quiz", fit_quiz)
    wrap("fit_question", fit_question)
    wrap("picture_explorer", pictures)
    wrap("row_explorer", rows)
    return Recording(rec)


def practice_texts(module: ModuleType, lang: str, questions: int = 40) -> list[str]:
    """The texts of the lesson's practice questions: small numbers, then bigger ones."""
    make = module._question
    rng = random.Random(module.NUMBER)
    out = []
    for level in (0, 1, 2):
        for _ in range(questions):
            out += question_texts(make(rng, level, lang), lang)
    return out


def question_texts(q: Any, lang: str) -> list[str]:
    """What a pupil may read of a practice question (any kind: yes/no or choice, a typed number,
    typed divisors, choose all): the question, its options, hints, reasons and the answers to
    typical mistakes, its pictures, and the feedback to the right answer and to a wrong one (at the
    first and the second try)."""
    out = [q.prompt, visible(q.picture), visible(q.reason_picture)]
    out += [*getattr(q, "options", ()), *getattr(q, "reasons", ())]
    out += [getattr(q, "hint", ""), getattr(q, "reason", "")]
    out += [text for _number, text in getattr(q, "mistakes", ())]
    if isinstance(q, common.Question):
        wrong: Any = next(o for o in q.options if o != q.answer)
    elif isinstance(q, common.PickQuestion):
        wrong = q.options  # all of them: the ones not to choose hear their reasons
    elif isinstance(q, common.NumberQuestion):
        wrong = str(q.answer + 1)
    else:  # typed divisors: one left out
        wrong = ", ".join(q.right.split(", ")[1:])
    out += [q.check(q.right, 1, lang).text] + [q.check(wrong, attempt, lang).text for attempt in (1, 2)]
    return out


# --- the round of play ---------------------------------------------------------------------------------


def table(step: Callable[[str], Any], lang: str, seed: int = 1) -> Any:
    """The card table of a lesson's round (``step`` is ``play``), its game made with ``seed``."""
    original = numnum.play
    random.seed(seed)

    def seeded(*args: Any, **kwargs: Any) -> Any:
        return original(*args, seed=seed, **kwargs)

    with pytest.MonkeyPatch.context() as m:
        m.setattr(numnum, "play", seeded)
        box = step(lang)
    return box.children[0]


def round_texts(step: Callable[[str], Any], lang: str, *, seed: int = 1, moves: int = 400) -> list[str]:
    """What the table says during a round of the lesson step ``step`` (``play``): the person
    plays the first card that fits (after trying one that does not), else draws or passes."""
    from numnum.render.scene_html import scene_html

    t = table(step, lang, seed).controller
    out: list[str] = []

    def look() -> None:
        out.append(visible(scene_html(t.scene())))

    look()
    for _ in range(moves):
        if t.game.is_over:
            break
        t.run_bots()
        look()
        if t.game.is_over:
            break
        if t.overlay_kind() is not None:
            t.handle({"action": "next_round" if t.overlay_kind() == "round" else "close", "step": t.step})
            continue
        hand = t.game.hands[t.game.current_player]
        playable = {c for m in t.game.legal_moves() if m.action.name == "PLAY" for c in m.cards}
        stuck = [i for i, c in enumerate(hand) if c not in playable]
        if stuck:  # the reason why a card does not fit
            t.handle({"action": "card", "index": stuck[0], "step": t.step})
            look()
        before = t.turn
        fitting = [i for i, c in enumerate(hand) if c in playable]
        if fitting:
            t.handle({"action": "card", "index": fitting[0], "step": t.step})
            if t.turn == before and t.selection:
                t.handle({"action": "play_selected", "step": t.step})
        if t.turn == before and t.picker_moves:
            t.handle({"action": "pick", "index": 0, "step": t.step})
        for action in ("draw", "pass"):
            if t.turn == before and any(m.action.name == action.upper() for m in t.game.legal_moves()):
                t.handle({"action": action, "step": t.step})
        look()
        if t.turn == before:  # nothing worked: give up on this table rather than loop
            break
    return out


# --- a whole lesson ----------------------------------------------------------------------------------


@functools.cache
def lesson_texts(number: int, lang: str) -> tuple[tuple[str, str], ...]:
    """Every text of lesson ``number`` in ``lang`` (see the module's docstring), made once per
    test run."""
    module = lesson(number)
    i = ("en", "de").index(lang)
    out: Texts = []
    with tempfile.TemporaryDirectory() as home, pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setenv("NUMNUM_HOME", home)
        rec = recording(monkeypatch, lang)
        for n, (kind, *texts) in enumerate(source_cells(number)):
            if kind == "md":
                out.append((f"text cell {n}", texts[i]))
            elif kind == "step" and texts[0] not in ("play", "challenge"):
                shown = getattr(module, texts[0])(lang)
                out += [(f"step {texts[0]}", t) for t in widget_texts(shown) + rec.take()]
        out += [("practice", t) for t in practice_texts(module, lang)]
        for name in ("play", "challenge"):
            step = getattr(module, name, None)
            if step is not None:
                out += [(f"round ({name})", t) for t in round_texts(step, lang)]
    quiz.memory._MEMORY.clear()
    return tuple(out)
