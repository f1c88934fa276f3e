"""One game per pupil on a shared server (issue 27), headless: the browser's identity and the table.

A save belongs to one browser (its identity, :mod:`numnum.identity`) and one table (its notebook
and cell, or its ``name``, and what the cell asks for).  The tables here get the same first
message a browser sends (``{"action": "hello", "browser": ..., "page": ...}``); "a new kernel" is
what a reload in Voilà or a restart is: the kernel's count of tables starts again.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import numnum
from numnum import identity
from numnum.widget import autosave
from numnum.widget.card_table import CardTable
from numnum.widget.controller import Controller

ANNA = "0123456789abcdef0123456789abcdef"
BEN = "fedcba9876543210fedcba9876543210"
NOT_SAVED = "This browser does not keep saved games, so this game is not saved."


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """``$NUMNUM_HOME`` in a fresh folder, and a fresh kernel (no table made yet)."""
    monkeypatch.setenv("NUMNUM_HOME", str(tmp_path))
    new_kernel(monkeypatch)
    yield tmp_path


def new_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new kernel (Voilà's for a reloaded page, or after a restart): it has made no table yet."""
    monkeypatch.setattr(autosave._Made, "in_kernel", 0)
    monkeypatch.setattr(autosave._Made, "request", "")
    monkeypatch.setattr(autosave._Made, "in_request", 0)


class _Kernel:
    """A kernel running a notebook cell: JupyterLab sends the cell's id with each run."""

    def __init__(self, cell: str, run: str) -> None:
        self.parent = {"header": {"msg_id": run}, "metadata": {"cellId": cell}}

    def get_parent(self, channel: str = "shell") -> dict[str, object]:
        return self.parent


class _LiteKernel(_Kernel):
    """JupyterLite's kernel: ``get_parent`` takes no channel."""

    def get_parent(self) -> dict[str, object]:  # type: ignore[override]
        return self.parent


class _Shell:
    def __init__(self, kernel: _Kernel) -> None:
        self.kernel = kernel


def in_cell(monkeypatch: pytest.MonkeyPatch, cell: str, run: str, kernel: type[_Kernel] = _Kernel) -> None:
    """From now on the tables are made by a run (``run``) of the notebook cell ``cell``."""
    import IPython

    shell = _Shell(kernel(cell, run))
    monkeypatch.setattr(IPython, "get_ipython", lambda: shell)


def table(browser: object, page: object = "/voila/render/play.ipynb", **kwargs: object) -> CardTable:
    """A NumNum table (3 players unless ``kwargs`` say otherwise), shown in the browser ``browser``."""
    settings: dict[str, object] = {"players": 3, "seed": 1, "bot_delay": 0, **kwargs}
    w = CardTable(Controller("numnum", **settings))  # type: ignore[arg-type]
    w.send_action({"action": "hello", "browser": browser, "page": page})
    return w


def play_a_move(w: CardTable) -> None:
    """The computer players move until the person's turn; the person makes a move."""
    while w.bot_move():
        pass
    w.click_move(w.controller.game.legal_moves()[-1])
    assert w.controller.game.history


def saves_in(home: Path) -> list[Path]:
    return sorted((home / "tables").glob("*.json")) if (home / "tables").is_dir() else []


# ----------------------------------------------------------------------------- two browsers


def test_two_browsers_at_one_table_keep_one_game_each(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    anna = table(ANNA)
    assert anna.kept == "yes" and anna.controller.overlay_kind() is None
    play_a_move(anna)
    [annas] = saves_in(home)
    kept = annas.read_text()
    # Ben opens the same notebook (Voilà: a new kernel for his page): nothing of Anna's is offered
    new_kernel(monkeypatch)
    ben = table(BEN, seed=2)
    assert ben.controller.overlay_kind() is None and "Go on" not in ben.html
    play_a_move(ben)
    assert len(saves_in(home)) == 2 and annas.read_text() == kept, "Ben's moves never touch Anna's save"
    # Anna reloads: her own game is offered, with her hand
    new_kernel(monkeypatch)
    again = table(ANNA, seed=3)
    assert again.controller.overlay_kind() == "resume" and "Go on" in again.html
    again.click("resume")
    assert again.controller.game.to_json() == anna.controller.game.to_json()
    assert again.controller.game.hands[0] == anna.controller.game.hands[0]
    # and Ben's reload offers Ben's
    new_kernel(monkeypatch)
    bens = table(BEN, seed=4)
    bens.click("resume")
    assert bens.controller.game.to_json() == ben.controller.game.to_json()


def test_the_game_of_a_notebook_is_never_offered_in_another(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the issue: Anna plays play.ipynb (4 players); Ben opens two_tables.ipynb (3, then 4 players)
    play_a_move(table(ANNA, players=4))
    for browser in (BEN, ANNA):
        new_kernel(monkeypatch)
        three = table(browser, page="/voila/render/two_tables.ipynb", players=3)
        four = table(browser, page="/voila/render/two_tables.ipynb", players=4)
        assert three.controller.overlay_kind() is None and four.controller.overlay_kind() is None
        assert three.controller.game.players == 3 and four.controller.game.players == 4


# ----------------------------------------------------------------------------- one browser, many tables


def test_two_tables_of_a_notebook_keep_one_game_each_in_voila(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    page = "/voila/render/two_tables.ipynb"
    first, second = table(ANNA, page=page), table(ANNA, page=page)  # the same settings in both cells
    play_a_move(first)
    play_a_move(second)
    assert first.controller.autosave_path != second.controller.autosave_path and len(saves_in(home)) == 2
    new_kernel(monkeypatch)  # reload: Voilà runs the cells from the top again
    again_first, again_second = table(ANNA, page=page, seed=5), table(ANNA, page=page, seed=6)
    again_first.click("resume")
    again_second.click("resume")
    assert again_first.controller.game.to_json() == first.controller.game.to_json()
    assert again_second.controller.game.to_json() == second.controller.game.to_json()


def test_each_cell_of_a_notebook_keeps_its_own_game(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    in_cell(monkeypatch, "a6e3c3c3", "run-1")
    first = table(ANNA, page="notebooks/maumau.ipynb")
    play_a_move(first)
    in_cell(monkeypatch, "0ae36c44", "run-2")  # the next cell
    assert table(ANNA, page="notebooks/maumau.ipynb", seed=2).controller.overlay_kind() is None
    in_cell(monkeypatch, "a6e3c3c3", "run-3")  # the first cell run again: its own game
    assert table(ANNA, page="notebooks/maumau.ipynb", seed=2).controller.overlay_kind() == "resume"
    # the same cell (a copied notebook keeps the cells' ids) in another notebook: not that game
    in_cell(monkeypatch, "a6e3c3c3", "run-4")
    assert table(ANNA, page="notebooks/copy.ipynb", seed=2).controller.overlay_kind() is None
    # two tables made by one run of a cell are two tables
    in_cell(monkeypatch, "a6e3c3c3", "run-5")
    one, two = table(ANNA, page="notebooks/maumau.ipynb"), table(ANNA, page="notebooks/maumau.ipynb")
    assert one.controller.overlay_kind() == "resume" and two.controller.overlay_kind() is None


def test_jupyterlites_kernel_gives_the_cell_too(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    in_cell(monkeypatch, "cafe0001", "run-0", _LiteKernel)
    assert autosave.cell_place() == "cell cafe0001 table 1"
    in_cell(monkeypatch, "cafe0001", "run-1", _LiteKernel)
    play_a_move(table(ANNA, page="play.ipynb"))
    in_cell(monkeypatch, "cafe0001", "run-2", _LiteKernel)
    assert table(ANNA, page="play.ipynb", seed=2).controller.overlay_kind() == "resume"


def test_named_tables_keep_a_game_per_name_and_browser(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    play_a_move(table(ANNA, name="3b"))
    assert table(ANNA, name="3c").controller.overlay_kind() is None
    assert table(BEN, name="3b").controller.overlay_kind() is None
    # a name stands for the table wherever it is: another notebook, another cell
    assert table(ANNA, page="other.ipynb", name="3b").controller.overlay_kind() == "resume"


def test_a_save_is_offered_only_to_a_cell_that_asks_for_the_same_game(home: Path) -> None:
    play_a_move(table(ANNA, name="t"))
    for other in ({"players": 4}, {"humans": 2}, {"rounds": 2}, {"hand_size": 5}):
        assert table(ANNA, name="t", **other).controller.overlay_kind() != "resume", other
    w = CardTable(Controller("maumau", players=3, name="t", seed=1, bot_delay=0))
    w.send_action({"action": "hello", "browser": ANNA, "page": "x"})
    assert w.controller.overlay_kind() is None  # another game
    assert table(ANNA, name="t").controller.overlay_kind() == "resume"  # the cell as it was


def test_a_game_chosen_with_new_game_is_the_tables_game(home: Path) -> None:
    w = table(ANNA, name="t")
    w.click("settings")
    settings = {"variant": "maumau", "preset": "club", "players": "2", "seat0": "human", "seat1": "level2"}
    w.click("new_game", settings={**settings, "speed": "instant"})
    assert w.controller.game.variant == "maumau"
    play_a_move(w)
    [saved] = saves_in(home)
    assert saved == w.controller.autosave_path
    again = table(ANNA, name="t")  # the cell (3 players of NumNum) run again: the table's game
    again.click("resume")
    assert again.controller.game.variant == "maumau" and again.controller.preset == "club"


# ----------------------------------------------------------------------------- untrusted identities

BAD_IDENTITIES: list[object] = [
    None,
    "",
    ANNA.upper(),
    ANNA[:-1],
    ANNA + "0",
    "g" * 32,
    ANNA[:-1] + "\n",
    " " + ANNA[1:],
    "../../../../etc/passwd",
    "０" * 32,  # full-width digits
    12345678901234567890123456789012,
    [ANNA],
    {"id": ANNA},
    True,
]


@pytest.mark.parametrize("bad", BAD_IDENTITIES, ids=[repr(b)[:20] for b in BAD_IDENTITIES])
def test_a_bad_identity_plays_but_keeps_and_finds_nothing(home: Path, bad: object) -> None:
    play_a_move(table(ANNA))
    [annas] = saves_in(home)
    before = annas.read_text()
    w = table(bad)
    t = w.controller
    assert t.keeping == "no" and w.kept == "no" and t.autosave_path is None
    assert t.overlay_kind() is None and t.message == NOT_SAVED and NOT_SAVED in w.html
    play_a_move(w)
    assert saves_in(home) == [annas] and annas.read_text() == before
    assert identity.valid(bad) is None
    with pytest.raises(ValueError, match="a browser's identity is 32 lowercase hex digits"):
        identity.check(bad)


@pytest.mark.parametrize("page", [None, 7, ["play.ipynb"], "x" * 1001])
def test_a_bad_page_keeps_nothing(home: Path, page: object) -> None:
    w = table(ANNA, page=page)
    play_a_move(w)
    assert w.controller.keeping == "no" and saves_in(home) == []


def test_whatever_the_page_says_the_save_stays_in_the_tables_folder(home: Path) -> None:
    for page in ("../../../etc/passwd", "/voila/render/a b/ä.ipynb", "\0", "C:\\x", "~/.ssh/id_rsa"):
        path = table(ANNA, page=page).controller.autosave_path
        assert path is not None and path.parent == home / "tables"
        assert len(path.stem) == 32 and set(path.stem) <= set("0123456789abcdef")


def test_the_german_table_says_that_the_game_is_not_saved(home: Path) -> None:
    w = table(None, lang="de")
    assert w.controller.message == "Dieser Browser speichert keine Spiele, darum wird dieses Spiel nicht gespeichert."


# ----------------------------------------------------------------------------- the first message


def test_only_the_first_browser_counts(home: Path) -> None:
    w = table(ANNA)
    path, step = w.controller.autosave_path, w.controller.step
    w.send_action({"action": "hello", "browser": BEN, "page": "elsewhere.ipynb"})
    assert w.controller.autosave_path == path and w.controller.step == step
    bad_first = table(None)
    bad_first.send_action({"action": "hello", "browser": ANNA, "page": "play.ipynb"})
    assert bad_first.controller.keeping == "no" and bad_first.controller.autosave_path is None


def test_the_hello_makes_no_new_picture_when_nothing_changes(home: Path) -> None:
    w = CardTable(Controller("numnum", players=2, seed=1, bot_delay=0))
    assert w.kept == "waiting"
    step = w.controller.step
    w.send_action({"action": "hello", "browser": ANNA, "page": "play.ipynb"})
    assert w.controller.step == step and w.kept == "yes"  # a click on the first picture still counts
    assert w.timings == []  # the benchmark times the clicks only


def test_a_table_keeps_nothing_until_the_browser_has_said_who_it_is(home: Path) -> None:
    w = CardTable(Controller("numnum", players=3, seed=1, bot_delay=0))
    play_a_move(w)
    assert saves_in(home) == [] and w.controller.keeping == "waiting"
    w.send_action({"action": "hello", "browser": ANNA, "page": "play.ipynb"})
    [saved] = saves_in(home)
    assert json.loads(saved.read_text())["game"] == json.loads(w.controller.game.to_json())


def test_a_table_without_autosave_or_with_its_own_file_ignores_the_hello(home: Path, tmp_path: Path) -> None:
    off = table(ANNA, autosave=False)
    assert off.controller.keeping == "no" and off.controller.autosave_path is None
    assert off.controller.message != NOT_SAVED
    own = table(ANNA, autosave=tmp_path / "mine.json")
    assert own.controller.keeping == "yes" and own.controller.autosave_path == tmp_path / "mine.json"


def test_the_old_saves_for_everybody_are_never_offered(home: Path) -> None:
    g = numnum.new_game("numnum", players=3, seed=1)
    g.play(g.legal_moves()[-1])
    old = autosave.TableSave(g.to_json(), (("You", None), ("Robo", "greedy"), ("Zora", "greedy")), "en", True, 0)
    for name in ("autosave-numnum.json", "autosave-numnum-cell-0123456789abcdef.json"):
        autosave.write(home / name, old)
    w = table(ANNA)
    assert w.controller.overlay_kind() is None
    play_a_move(w)
    assert autosave.read(home / "autosave-numnum.json") == old  # left alone


# ----------------------------------------------------------------------------- names of tables


@pytest.mark.parametrize("name", ["3b", "Klasse 3b", "Übung_1", "table-2.a", "x" * 40])
def test_good_table_names(name: str) -> None:
    assert autosave.check_name(f" {name} ") == name
    assert numnum.play("numnum", players=2, autosave=False, name=name).controller.save_name == name


@pytest.mark.parametrize("name", ["", " ", "x" * 41, "../x", "a/b", "-a", "a_", "a\nb", "a\tb", "<b>", 3, None])
def test_bad_table_names_are_refused(name: object) -> None:
    if name is None:  # no name: the notebook and cell name the table
        assert numnum.play("numnum", players=2, autosave=False, name=name).controller.save_name is None
        return
    with pytest.raises(ValueError, match="name must be 1 to 40 letters"):
        numnum.play("numnum", players=2, autosave=False, name=name)


# --- the no-install site without its service worker: the game is not kept, and the table says so


def test_the_site_without_its_drive_says_that_the_game_is_not_kept(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from numnum.widget.build_scene import build_scene, not_kept_note

    monkeypatch.delenv("NUMNUM_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "memory"))
    monkeypatch.setattr(identity, "DRIVE", tmp_path / "no-drive")  # the drive does not answer
    monkeypatch.setattr("sys.platform", "emscripten")
    new_kernel(monkeypatch)
    for lang, words in (("en", "This page cannot keep your game"), ("de", "Diese Seite kann dein Spiel nicht")):
        w = CardTable(Controller("numnum", players=2, seed=1, bot_delay=0, lang=lang))
        assert build_scene(w.controller).note == ""  # nothing said before the browser has spoken
        w._on_msg(w, {"action": "hello", "browser": ANNA, "page": "play.ipynb"}, [])
        assert w.controller.keeping == "yes" and w.controller.lost_on_reload
        assert build_scene(w.controller).note == not_kept_note(lang)
        assert words in not_kept_note(lang) and "https://" in not_kept_note(lang)
        assert f'<p class="nn-note" role="note">{not_kept_note(lang)}</p>' in w.html
        new_kernel(monkeypatch)


def test_a_table_on_a_disk_has_no_note(home: Path) -> None:
    w = CardTable(Controller("numnum", players=2, seed=1, bot_delay=0))
    w._on_msg(w, {"action": "hello", "browser": ANNA, "page": "play.ipynb"}, [])
    assert w.controller.keeping == "yes" and not w.controller.lost_on_reload
    assert 'class="nn-note"' not in w.html
