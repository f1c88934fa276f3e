"""What a crash leaves while a file is written whole is removed later, and nothing else is.

:func:`numnum.files.write_together` writes ``.<name>.<8 hex digits>.tmp`` and renames it; a
killed kernel or server leaves that file behind.  The next write of that name (and the table
service when it reads its folder) removes such files once they are ``STALE_SECONDS`` old: only
plain files whose whole name is that of a temporary file, never a link, a folder or a young
file that another writer may be busy with.  The card table's and the lessons' saves
(``<name>.<random>.tmp``) are cleaned the same careful way.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import numnum
from numnum.files import STALE_SECONDS, remove_stale, temporary_names, write_together
from numnum.together.service import TableService
from numnum.widget import autosave

_CRASH = """
import os, sys
from pathlib import Path
from numnum import files

def crash(fd):  # the kernel is killed while the temporary file is on its way to the disk
    os._exit(3)

files.os.fsync = crash
files.write_together({Path(sys.argv[1]): b"new"})
"""


def age(path: Path, seconds: float) -> None:
    """Make ``path`` look last changed ``seconds`` ago (a link itself, not what it points to)."""
    then = time.time() - seconds
    os.utime(path, (then, then), follow_symlinks=False)


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_what_a_killed_writer_left_goes_with_the_next_write_once_it_is_stale(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.write_bytes(b"old")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run([sys.executable, "-c", _CRASH, str(target)], check=False, env=env)
    assert done.returncode == 3
    left = leftovers(tmp_path)
    assert len(left) == 1 and temporary_names("settings.json").fullmatch(left[0])
    assert target.read_bytes() == b"old"  # nothing half written in its place
    write_together({target: b"second"})  # a minute later: the writer may still be at work
    assert leftovers(tmp_path) == left
    age(tmp_path / left[0], STALE_SECONDS + 60)
    write_together({target: b"third"})
    assert leftovers(tmp_path) == [] and target.read_bytes() == b"third"


def test_only_stale_plain_files_of_that_name_go(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    precious = outside / "precious.txt"
    precious.write_text("keep me")
    stale = tmp_path / ".table.json.0a1b2c3d.tmp"
    young = tmp_path / ".table.json.11112222.tmp"
    other_file = tmp_path / ".other.json.0a1b2c3d.tmp"
    not_ours = [tmp_path / n for n in (".table.json.tmp", ".table.json.0A1B2C3D.tmp", "table.json.0a1b2c3d.tmp")]
    link = tmp_path / ".table.json.deadbeef.tmp"
    folder = tmp_path / ".table.json.cafe0000.tmp"
    for path in (stale, young, other_file, *not_ours):
        path.write_text("{")
    link.symlink_to(precious)
    folder.mkdir()
    for path in (stale, other_file, *not_ours, link, folder, precious):
        age(path, STALE_SECONDS + 1)
    assert remove_stale(tmp_path, temporary_names("table.json")) == 1
    assert not stale.exists()
    assert young.exists() and other_file.exists() and all(p.exists() for p in not_ours)
    assert link.is_symlink() and folder.is_dir() and precious.read_text() == "keep me"
    # the table service reads its folder: every table's stale temporary file goes, the rest stays
    assert remove_stale(tmp_path, temporary_names()) == 1 and not other_file.exists()
    assert young.exists() and link.is_symlink() and folder.is_dir()


def test_a_folder_that_cannot_be_read_is_nothing_to_clean(tmp_path: Path) -> None:
    assert remove_stale(tmp_path / "no such folder", temporary_names()) == 0


names = st.one_of(
    st.text(alphabet=".abcdef0123456789tmpjson", min_size=1, max_size=24).filter(lambda n: n not in (".", "..")),
    st.builds(lambda h: f".a.json.{h}.tmp", st.text("0123456789abcdefA.", min_size=7, max_size=9)),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(found=st.sets(names, max_size=8), fresh=st.booleans())
def test_remove_stale_removes_exactly_the_old_files_whose_whole_name_matches(
    tmp_path_factory: pytest.TempPathFactory, found: set[str], fresh: bool
) -> None:
    folder = tmp_path_factory.mktemp("stale")
    for name in found:
        (folder / name).write_text("x")
        if not fresh:
            age(folder / name, STALE_SECONDS + 1)
    pattern = temporary_names("a.json")
    gone = set() if fresh else {n for n in found if pattern.fullmatch(n)}
    event(f"removed {len(gone)}")
    assert remove_stale(folder, pattern) == len(gone)
    assert {p.name for p in folder.iterdir()} == found - gone


def test_the_table_service_cleans_its_folder_when_it_reads_it(tmp_path: Path) -> None:
    service = TableService(tmp_path)
    assert service.load() == []
    stale, young = tmp_path / ".ABCDEF.json.0a1b2c3d.tmp", tmp_path / ".GHJKMN.json.0a1b2c3d.tmp"
    for path in (stale, young):
        path.write_text("{")
    age(stale, STALE_SECONDS + 1)
    assert TableService(tmp_path).load() == []
    assert not stale.exists() and young.exists()


def test_the_card_tables_save_removes_no_link_and_nothing_of_another_name(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.json"
    target.write_text("precious")
    path = tmp_path / "autosave-numnum.json"
    link = tmp_path / "autosave-numnum.json.abc12345.tmp"
    link.symlink_to(target)
    dotted = tmp_path / "autosave-numnum.json.a.b.tmp"
    stale = tmp_path / "autosave-numnum.json.k3j_x9qz.tmp"
    for p in (dotted, stale):
        p.write_text("{")
    for p in (link, dotted, stale, target):
        age(p, 3600)
    g = numnum.new_game("numnum", players=2, seed=3)
    autosave.write(path, autosave.TableSave(g.to_json(), (("A", None), ("B", "greedy")), "en", True, 800))
    assert not stale.exists() and dotted.exists() and link.is_symlink()
    assert target.read_text() == "precious" and autosave.read(path).game == g.to_json()
