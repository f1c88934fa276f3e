"""The answers a question widget keeps in the running kernel, under its key.

Running a question's cell again shows the same feedback and score and counts the tries on;
:func:`forget` starts afresh, :func:`answers` and :func:`restore` hand them to a pupil's file and
back, :func:`on_answer` tells a listener after every answer.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from typing import Any

from numnum.teaching.questions.checks import MAX_PICKS
from numnum.teaching.questions.feedback import Feedback
from numnum.teaching.questions.reading import MAX_TYPED, _str


@dataclasses.dataclass
class _Answers:
    """What one question widget has been answered so far (kept under its key)."""

    key: str | None = None  #: where it is kept (``None``: nowhere)
    tries: int = 0  #: answers that could be read
    first: bool | None = None  #: whether the first of them was right
    solved: bool = False  #: whether a right answer was given
    said: str | tuple[str, ...] | None = None  #: the last answer that could be read (options picked: a tuple)
    feedback: str = ""  #: the feedback shown (HTML); empty: made again from ``said``


_MEMORY: dict[str, _Answers] = {}


#: The widget on show for each key: it shows its answers again (after :func:`restore`).
_VIEWS: dict[str, Callable[[], None]] = {}


#: Called with the key after every answer to a question with a key (see :func:`on_answer`).
_LISTENERS: list[Callable[[str], None]] = []


#: Keys are short texts of letters, digits and ``/-_.``.
_KEY = re.compile(r"[\w./-]{1,200}")


def _check_key(key: object) -> str:
    if not isinstance(key, str) or not _KEY.fullmatch(key):
        raise ValueError(f"a key must be 1 to 200 letters, digits or /-_. , not {key!r:.80}")
    return key


def _answers(key: str | None) -> _Answers:
    """The answers kept under ``key`` (a fresh record without a key)."""
    if key is None:
        return _Answers()
    _str(key, "key")
    return _MEMORY.setdefault(key, _Answers(key))


def forget(key: str) -> None:
    """Forget the answers of the question (or quiz) kept under ``key``: it starts afresh.

    >>> forget("lesson-1/q1")
    """
    _str(key, "key")
    for k in [k for k in _MEMORY if k == key or k.startswith(key + "/")]:
        del _MEMORY[k]


def _record(state: _Answers, result: Feedback, said: str | tuple[str, ...]) -> None:
    if result.correct is not None:
        state.tries += 1
        if state.first is None:
            state.first = result.correct
        state.solved = state.solved or result.correct
        state.said = said
    state.feedback = result.html()
    if result.correct is not None and state.key is not None:
        for listener in list(_LISTENERS):
            listener(state.key)


def on_answer(listener: Callable[[str], None]) -> None:
    """Call ``listener(key)`` after every answer (that could be read) to a question made with a
    ``key``: the lessons keep the answers of their pupil that way (see :func:`answers`)."""
    if not callable(listener):
        raise ValueError(f"listener must be a function, not {listener!r}")
    if listener not in _LISTENERS:
        _LISTENERS.append(listener)


def answers(prefix: str) -> dict[str, dict[str, object]]:
    """What was answered under ``prefix`` (a key, and the keys below it: ``prefix/...``), as
    plain data that :func:`restore` takes back (JSON): tries, the first right or not, solved, and
    the last answer (never the feedback itself: it is made again from the answer).

    >>> from numnum.teaching.questions.typed import number_question
    >>> w = number_question("3 × 4 = ?", 12, key="sheet/q1")
    >>> w.children[1].children[0].value = "12"
    >>> answers("sheet")
    {'sheet/q1': {'tries': 1, 'first': True, 'solved': True, 'said': '12'}}
    >>> forget("sheet")
    """
    _str(prefix, "prefix")
    out: dict[str, dict[str, object]] = {}
    for k, state in _MEMORY.items():
        if state.tries and (k == prefix or k.startswith(prefix + "/")):
            said = list(state.said) if isinstance(state.said, tuple) else state.said
            out[k] = {"tries": state.tries, "first": state.first, "solved": state.solved, "said": said}
    return out


def restore(key: str, record: Mapping[str, object]) -> None:
    """Take back what :func:`answers` gave for ``key``: the question remembers it, and its widget
    on show (if any) shows it at once, with its feedback made again.  A record that is not one
    raises ``ValueError`` saying what is wrong, and changes nothing.

    >>> from numnum.teaching.questions.typed import number_question
    >>> restore("sheet/q2", {"tries": 2, "first": False, "solved": True, "said": "12"})
    >>> "Right!" in number_question("3 × 4 = ?", 12, key="sheet/q2").children[-1].value
    True
    >>> restore("sheet/q3", {"tries": -1, "first": None, "solved": False, "said": None})
    Traceback (most recent call last):
    ...
    ValueError: a kept answer is damaged: tries must be a whole number from 0 to 1000000, not -1
    >>> forget("sheet")
    """
    _check_key(key)
    if not isinstance(record, Mapping):
        raise ValueError(f"a kept answer must be a mapping, not {record!r:.80}")
    tries, first, solved, said = (record.get(k) for k in ("tries", "first", "solved", "said"))

    def damaged(what: str) -> ValueError:
        return ValueError(f"a kept answer is damaged: {what}")

    if isinstance(tries, bool) or not isinstance(tries, int) or not 0 <= tries <= 10**6:
        raise damaged(f"tries must be a whole number from 0 to 1000000, not {tries!r:.40}")
    if first not in (True, False, None) or (first is None) != (tries == 0):
        raise damaged(f"first must be true or false once answered, else null, not {first!r:.40}")
    if solved not in (True, False) or (solved and not tries) or (first and not solved):
        raise damaged(f"solved must be true or false, and true after a right first answer, not {solved!r:.40}")
    if (
        isinstance(said, list)
        and len(said) <= MAX_PICKS
        and all(isinstance(x, str) and len(x) <= MAX_TYPED for x in said)
    ):
        kept: str | tuple[str, ...] | None = tuple(said)
    elif (said is None and not tries) or (isinstance(said, str) and len(said) <= MAX_TYPED and tries):
        kept = said
    else:
        raise damaged(f"said must be the last answer (a short text or a list of them), not {said!r:.40}")
    state = _answers(key)
    state.tries, state.first, state.solved, state.said, state.feedback = tries, first, bool(solved), kept, ""
    view = _VIEWS.get(key)
    if view is not None:
        view()


def _again(state: _Answers, check: Callable[[Any, int], Feedback]) -> str:
    """The feedback of the last answer: as shown, or made again from the answer (after :func:`restore`)."""
    if not state.feedback and state.said is not None and state.tries:
        try:
            state.feedback = check(state.said, state.tries).html()
        except (ValueError, TypeError):  # an answer this question does not take (its text changed)
            state.feedback = ""
    return state.feedback


def _keep_view(key: str | None, show: Callable[[], None]) -> None:
    if key is not None:
        _VIEWS[key] = show
    show()
