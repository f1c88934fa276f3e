"""Build numnum as a static JupyterLite site: ``make lite`` -> ``build/lite/``.

The site runs in any browser with nothing installed (Python is Pyodide, in WebAssembly) and is
served as it is by any static web server, e.g. ``python -m http.server -d build/lite``.  At run
time the browser fetches nothing from another host: everything comes from the site itself.

Everything the site needs is fetched here, at build time, from PyPI and npm only:

- Pyodide's core from the npm package ``pyodide`` (``npm pack``);
- the Python packages the kernel and numnum use, as wheels from PyPI (``pip download``), at the
  versions of Pyodide's lock file (``pyodide-lock.json``); those that Pyodide does not list are
  pinned in :data:`EXTRA_VERSIONS`.  The lock is rewritten to list exactly these wheels, with the
  checksums of the downloaded files;
- numnum itself, built as a wheel from the work tree with its German catalog compiled to
  ``numnum.mo`` (so babel is not needed in the browser), listed in the lock so that a plain
  ``import numnum`` loads it and what it needs;
- JupyterLab for the browser from ``jupyterlite-core`` and the Pyodide kernel from
  ``jupyterlite-pyodide-kernel`` (the ``lite`` extra of pyproject.toml), without source maps and
  with only the JupyterLab app.

To keep the site small (under 40 MB), the wheels lose their tests and benchmarks as Pyodide's own
wheels do (the lock has the checksums of these copies), Font Awesome's font formats for old
browsers are left out, and so is mermaid (diagrams in Markdown), which numnum does not use.

The files shown in the site: ``notebooks/*.ipynb`` (at the top level) and ``lessons/en``,
``lessons/de``, as they are in the work tree when the site is built.

Downloads are kept in ``build/lite-cache/`` so that a second build only rebuilds the site.
Run ``python tools/lite/build.py --help`` for the options.
"""

from __future__ import annotations

import argparse
import dataclasses
import email.parser
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name as _canonicalize_name
from packaging.utils import parse_wheel_filename

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "build" / "lite"
CACHE = ROOT / "build" / "lite-cache"

#: The npm package ``pyodide``: the version that jupyterlite-pyodide-kernel 0.8.6 is made for.
PYODIDE_VERSION = "314.0.6"
#: The files of the npm package the kernel uses (not the source maps, type files, demo pages).
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: Python in that Pyodide, and the environment its packages' dependency markers are read in.
PYODIDE_PYTHON = "3.14"
MARKER_ENV = {
    "python_version": PYODIDE_PYTHON,
    "python_full_version": PYODIDE_PYTHON + ".2",
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "os_name": "posix",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "extra": "",
}
#: What the Pyodide kernel loads at its start (micropip, then ipython, jedi, comm through piplite).
KERNEL_PACKAGES = ("micropip", "packaging", "ipython", "jedi", "comm")
#: Packages that Pyodide's lock does not list, pinned; pure-Python wheels from PyPI.
EXTRA_VERSIONS = {
    "ipywidgets": "8.1.9",
    "comm": "0.2.3",
    "anywidget": "0.11.0",
    "psygnal": "0.16.1",
    "mistune": "3.4.0",
    "mypy-extensions": "1.2.0",
}
#: Requirements left out in the browser: the widgets' front end is part of the site (its
#: labextension), and numnum's German catalog is compiled, so babel is not needed.  Voila serves
#: lessons from a server, and the printed worksheets and decks (reportlab, svglib) are made with
#: an installed numnum: the site's practice sets work without them.
NOT_IN_BROWSER = {"widgetsnbextension", "jupyterlab-widgets", "babel", "voila", "reportlab", "svglib"}
#: numnum's requirements that the site loads only when they are first needed, not at ``import
#: numnum``: sympy (and mpmath, which sympy needs) draws the explanations' prime factorisations,
#: which a table never shows, so :func:`load_lazily` takes it out of numnum's dependencies in the
#: site's lock (4.5 MB less before the first game); its wheels stay in the site, and
#: :mod:`numnum.explanations` asks Pyodide for it when the first explanation needs it.  The
#: package numnum itself keeps requiring sympy.
LAZY = frozenset({"sympy"})
#: Folders of a wheel that only its developers use (Pyodide's own build leaves them out as well,
#: as "unvendored tests"): dropped from the site's wheels (sympy's tests alone are 2 MB).
DEV_FOLDERS = {"tests", "test", "benchmarks"}
#: Font formats only for browsers too old for Pyodide: every browser that runs WebAssembly takes
#: the WOFF2 file the stylesheet lists first, so these (2.8 MB of Font Awesome) are never fetched.
OLD_FONTS = ("fa-*.eot", "fa-*.ttf", "fa-*.svg", "fa-*.woff")
#: JupyterLab extensions switched off in the site.  Mermaid diagrams (in Markdown) are not used by
#: numnum's notebooks, and without the extension nothing loads the 3 MB of JavaScript that only
#: mermaid needs, so :func:`prune_mermaid` leaves it out (a mermaid block then shows as code).
DISABLED_EXTENSIONS = ["@jupyterlab/mermaid-extension"]
#: The JupyterLite apps the site has (the others only cost space): JupyterLab for teachers, and
#: the single-notebook view (Notebook 7's interface) that the start page's buttons open.
APPS = ("lab", "notebooks")
#: The JupyterLab extensions the site keeps.  ``jupyter lite build`` takes every extension of the
#: building environment; the others (nbgrader's, Voila's preview, the notebook app's) need a
#: server, and nbgrader's asks which kernel to use when a lesson opens.
SITE_EXTENSIONS = frozenset(
    {
        "@jupyter-widgets/jupyterlab-manager",
        "@jupyterlite/pyodide-kernel-extension",
        "@numnum/lite-door",
        "anywidget",
        "jupyterlab_pygments",
    }
)
#: The kernel's settings: never fall back to PyPI in the browser.
KERNEL_SETTINGS = {"disablePyPIFallback": True}
#: JupyterLab settings for a classroom: no news, no update checks.
SETTINGS_OVERRIDES = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}


def canonicalize_name(name: str) -> str:
    """A package's name as the lock and PyPI compare it.

    >>> canonicalize_name("Typing_Extensions")
    'typing-extensions'
    """
    return str(_canonicalize_name(name))


def log(message: str) -> None:
    """Print a line of progress at once (CI shows it while the build runs)."""
    print(f"[lite] {message}", flush=True)


def run(command: list[str], cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
    """Run ``command`` (in ``env`` when given); stop the build with its output when it fails."""
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    if done.returncode:
        sys.exit(f"[lite] failed ({done.returncode}): {' '.join(command)}\n{done.stdout[-3000:]}{done.stderr[-3000:]}")


def sha256(path: Path) -> str:
    """The SHA-256 of a file, as hex."""
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


# --- Pyodide's core (npm) ---------------------------------------------------------------------


def fetch_pyodide(cache: Path) -> Path:
    """The npm package ``pyodide`` (its tarball, fetched once with ``npm pack``), unpacked; its folder."""
    npm_dir = cache / "npm"
    tarball = npm_dir / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.exists():
        if shutil.which("npm") is None:
            sys.exit("[lite] npm is missing: install Node.js and npm (Debian: apt-get install npm)")
        log(f"fetching pyodide {PYODIDE_VERSION} from npm")
        npm_dir.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(npm_dir)])
    unpacked = npm_dir / f"pyodide-{PYODIDE_VERSION}"
    if not (unpacked / "package" / "pyodide-lock.json").exists():
        shutil.rmtree(unpacked, ignore_errors=True)
        with tarfile.open(tarball) as tar:
            tar.extractall(unpacked, filter="data")
    return unpacked / "package"


# --- wheels (PyPI) ----------------------------------------------------------------------------


def wheel_metadata(wheel: Path) -> tuple[list[str], list[str]]:
    """A wheel's top-level import names and its requirements (``Requires-Dist``)."""
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        meta = email.parser.BytesParser().parsebytes(z.read(meta_name))
    imports = set()
    for name in names:
        top, _, rest = name.partition("/")
        if top.endswith((".dist-info", ".data")):
            continue
        if rest == "__init__.py" or (not rest and top.endswith(".py")):
            imports.add(top.removesuffix(".py"))
    return sorted(imports), list(meta.get_all("Requires-Dist") or [])


def browser_requirements(requires: Iterable[str]) -> list[Requirement]:
    """The requirements that apply in Pyodide (markers evaluated, :data:`NOT_IN_BROWSER` left out).

    >>> [str(r) for r in browser_requirements(["comm>=0.1.3", "babel>=2.12", "colorama; sys_platform == 'win32'",
    ...                                        "pytest; extra == 'test'", "exceptiongroup; python_version < '3.11'"])]
    ['comm>=0.1.3']
    """
    out = []
    for text in requires:
        req = Requirement(text)
        if req.marker is not None and not req.marker.evaluate(MARKER_ENV):
            continue
        if canonicalize_name(req.name) in NOT_IN_BROWSER:
            continue
        out.append(req)
    return out


def download(wheels_dir: Path, pins: dict[str, str]) -> dict[str, Path]:
    """Pure-Python wheels of ``pins`` (name -> version) from PyPI, downloaded once; name -> file."""
    wheels_dir.mkdir(parents=True, exist_ok=True)

    def have() -> dict[str, Path]:
        found = {}
        for wheel in wheels_dir.glob("*.whl"):
            name, version, _, _ = parse_wheel_filename(wheel.name)
            if pins.get(name) == str(version):
                found[str(name)] = wheel
        return found

    missing = sorted(set(pins) - set(have()))
    if missing:
        log(f"downloading {len(missing)} wheels from PyPI: {', '.join(missing)}")
        run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--disable-pip-version-check",
                "--no-deps",
                "--only-binary=:all:",
                "--implementation=py",
                "--abi=none",
                "--platform=any",
                f"--python-version={PYODIDE_PYTHON}",
                "--dest",
                str(wheels_dir),
                *(f"{name}=={pins[name]}" for name in missing),
            ]
        )
    found = have()
    if set(found) != set(pins):
        sys.exit(f"[lite] no pure-Python wheel on PyPI for: {', '.join(sorted(set(pins) - set(found)))}")
    return found


def without_dev_files(wheel: Path, dest: Path) -> Path:
    """A copy of ``wheel`` in ``dest`` without the Python files in :data:`DEV_FOLDERS` (its RECORD to match).

    The wheel's name stays; its checksum in the lock is the one of the copy.
    """
    target = dest / wheel.name

    def dev(name: str) -> bool:  # Python files only: a type stub package may have a real module "test"
        in_dev_folder = any(part in DEV_FOLDERS for part in name.split("/")[:-1])
        return name.endswith(".py") and (in_dev_folder or name.endswith("/conftest.py"))

    with zipfile.ZipFile(wheel) as z:
        infos = z.infolist()
        if not any(dev(info.filename) for info in infos):
            shutil.copy2(wheel, target)
            return target
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
            for info in infos:
                if dev(info.filename):
                    continue
                data = z.read(info)
                if info.filename.endswith(".dist-info/RECORD"):
                    lines = data.decode("utf-8").splitlines(keepends=True)
                    data = "".join(line for line in lines if not dev(line.split(",", 1)[0])).encode("utf-8")
                out.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
    return target


# --- numnum's wheel ---------------------------------------------------------------------------


def build_numnum_wheel(cache: Path, dest: Path, digest: str) -> Path:
    """numnum as a wheel, from the work tree, with its German catalog compiled to ``numnum.mo``.

    Its version gets a local label from ``digest`` (``0.1.0+lite.<digest>``): a rebuilt site has a
    wheel of another name, so no browser takes an old numnum from its cache.
    """
    sys.path.insert(0, str(ROOT))
    from numnum.i18n import LANGS, compile_catalog

    source = cache / "numnum-src"
    shutil.rmtree(source, ignore_errors=True)
    source.mkdir(parents=True)
    shutil.copy2(ROOT / "README.md", source / "README.md")
    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project, found = re.subn(r'(?m)^version = "([^"+]+)"$', rf'version = "\1+lite.{digest[:12]}"', project, count=1)
    if not found:
        sys.exit('[lite] pyproject.toml has no line version = "..."')
    (source / "pyproject.toml").write_text(project, encoding="utf-8")
    shutil.copytree(ROOT / "numnum", source / "numnum", ignore=shutil.ignore_patterns("__pycache__", "*.mo", "*.so"))
    shutil.copytree(ROOT / "build_backend", source / "build_backend", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy2(ROOT / "setup.py", source / "setup.py")
    for lang in LANGS:
        if lang != "en":
            (source / "numnum" / "locale" / lang / "LC_MESSAGES" / "numnum.mo").write_bytes(compile_catalog(lang))
    out = cache / "numnum-wheel"
    shutil.rmtree(out, ignore_errors=True)
    log("building the numnum wheel")
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--wheel-dir",
            str(out),
            str(source),
        ]
    )
    (wheel,) = out.glob("numnum-*.whl")
    with zipfile.ZipFile(wheel) as z:
        if "numnum/locale/de/LC_MESSAGES/numnum.mo" not in z.namelist():
            sys.exit("[lite] the numnum wheel has no compiled German catalog (package-data in pyproject.toml)")
    shutil.copy2(wheel, dest / wheel.name)
    return dest / wheel.name


# --- the lock file ----------------------------------------------------------------------------


def make_lock(pyodide: Path, dest: Path, wheels_dir: Path) -> dict[str, Any]:
    """Pyodide's lock, listing exactly the wheels of the site (copied to ``dest``); the lock."""
    lock: dict[str, Any] = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    locked = {canonicalize_name(k): v for k, v in lock["packages"].items()}
    numnum_wheel = next(dest.glob("numnum-*.whl"))
    extras = download(wheels_dir, dict(EXTRA_VERSIONS))
    extra_files = {**extras, "numnum": numnum_wheel}

    # the packages needed, from the kernel's and numnum's own, through their dependencies
    needed: dict[str, list[str]] = {}
    todo = [*KERNEL_PACKAGES, "numnum"]
    while todo:
        name = canonicalize_name(todo.pop())
        if name in needed:
            continue
        if name in extra_files:
            _, requires = wheel_metadata(extra_files[name])
            deps = []
            for req in browser_requirements(requires):
                dep = canonicalize_name(req.name)
                version = EXTRA_VERSIONS.get(dep) or (locked[dep]["version"] if dep in locked else None)
                if version is None:
                    sys.exit(f"[lite] {name} needs {dep}, which neither Pyodide's lock nor EXTRA_VERSIONS has")
                if not SpecifierSet(str(req.specifier)).contains(version, prereleases=True):
                    sys.exit(f"[lite] {name} needs {req}, but the site would have {dep} {version}")
                deps.append(dep)
        elif name in locked:
            deps = [canonicalize_name(d) for d in locked[name]["depends"]]
        else:
            sys.exit(f"[lite] {name} is needed but neither Pyodide's lock nor EXTRA_VERSIONS has it")
        needed[name] = deps
        todo.extend(deps)

    from_lock = {n: str(locked[n]["version"]) for n in needed if n not in extra_files}
    files = {**download(wheels_dir, from_lock), **extra_files}
    packages: dict[str, Any] = {}
    for name in sorted(needed):
        wheel = files[name]
        if wheel.parent != dest:
            wheel = without_dev_files(wheel, dest)
        if name in locked and name not in extra_files:
            entry = dict(locked[name])
        else:
            imports, _ = wheel_metadata(wheel)
            entry = {
                "name": name,
                "version": str(parse_wheel_filename(wheel.name)[1]),
                "imports": imports,
                "install_dir": "site",
                "package_type": "package",
            }
        entry.update(
            file_name=wheel.name,
            sha256=sha256(wheel),
            depends=sorted(needed[name]),
            unvendored_tests=False,
        )
        packages[name] = entry
    lock["packages"] = load_lazily(packages)
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    log(f"pyodide-lock.json lists {len(packages)} packages: {', '.join(sorted(packages))}")
    return lock


def load_lazily(packages: dict[str, Any]) -> dict[str, Any]:
    """The lock's ``packages`` with :data:`LAZY` taken out of numnum's ``depends`` (they stay listed).

    ``import numnum`` then loads numnum and what it needs at once; a lazy package comes when
    numnum asks Pyodide for it (``pyodide_js.loadPackage``), with its own dependencies.

    >>> lock = {"numnum": {"depends": ["ipywidgets", "sympy"]}, "sympy": {"depends": ["mpmath"]}}
    >>> load_lazily(lock)["numnum"]["depends"], sorted(lock)
    (['ipywidgets'], ['numnum', 'sympy'])
    """
    missing = LAZY - set(packages)
    if missing:
        sys.exit(f"[lite] the lock lacks what numnum loads lazily: {', '.join(sorted(missing))}")
    numnum = packages["numnum"]
    numnum["depends"] = [d for d in numnum["depends"] if d not in LAZY]
    return packages


# --- what the site is built from -------------------------------------------------------------

#: Written into the site: what it was built from (``inputs_digest``), so a test can reuse a fresh build.
STAMP = "numnum-site.json"


def inputs() -> list[Path]:
    """The files of the work tree that the site is built from."""
    files = [ROOT / "pyproject.toml", ROOT / "README.md", Path(__file__).resolve()]
    files += [p for folder in (DOOR, START) for p in folder.iterdir() if p.is_file()]
    files += [p for p in (ROOT / "numnum").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    files += (ROOT / "notebooks").glob("*.ipynb")
    for lang in ("en", "de"):
        files += (ROOT / "lessons" / lang).glob("*.ipynb")
    return sorted(p for p in files if p.suffix not in (".pyc", ".mo"))


def inputs_digest() -> str:
    """A SHA-256 over the names and contents of :func:`inputs` (changes when any of them does).

    >>> len(inputs_digest()), inputs_digest() == inputs_digest()
    (64, True)
    """
    digest = hashlib.sha256()
    for path in inputs():
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def is_fresh(out: Path = OUT, lang: str = "en") -> bool:
    """Whether ``out`` holds a complete site built from the work tree as it is now (in ``lang``)."""
    try:
        stamp = json.loads((out / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(stamp, dict) and stamp.get("inputs") == inputs_digest() and stamp.get("lang") == lang


# --- contents and the site --------------------------------------------------------------------


def stage_notebook(source: Path, target: Path, *, autorun: bool = False, lang: str | None = None) -> None:
    """Copy a notebook for the site, with the kernel of the browser (Pyodide) as its kernel;
    ``autorun``: marked for the site's door (:data:`DOOR`), which runs its cells when it opens
    (and, with the notebook's language ``lang``, says "Start page" in it when the browser has
    no language of the start page kept).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "a.ipynb").write_text('{"cells": [], "metadata": {"kernelspec": {"name": "python3"}}}')
    >>> stage_notebook(folder / "a.ipynb", folder / "site" / "a.ipynb", autorun=True, lang="de")
    >>> shown = json.loads((folder / "site" / "a.ipynb").read_text())["metadata"]
    >>> shown["kernelspec"]["name"], shown["numnum"]
    ('python', {'autorun': True, 'lang': 'de'})
    """
    write_notebook(json.loads(source.read_text(encoding="utf-8")), target, autorun=autorun, lang=lang)


def write_notebook(notebook: dict[str, Any], target: Path, *, autorun: bool = False, lang: str | None = None) -> None:
    """Write ``notebook`` for the site (see :func:`stage_notebook`)."""
    notebook.setdefault("metadata", {})["kernelspec"] = {
        "name": "python",
        "display_name": "Python (Pyodide)",
        "language": "python",
    }
    if autorun:
        notebook["metadata"]["numnum"] = {"autorun": True} if lang is None else {"autorun": True, "lang": lang}
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def stage_contents(files: Path) -> list[str]:
    """The notebooks and lessons of the work tree, as the site shows them (the lessons marked to
    run when they open), and the games of the start page (:func:`game_notebook`); their paths."""
    shutil.rmtree(files, ignore_errors=True)
    shown = []
    for source in sorted((ROOT / "notebooks").glob("*.ipynb")):
        if source.name in NOT_IN_SITE:
            continue
        stage_notebook(source, files / source.name)
        shown.append(source.name)
    for lang in ("en", "de"):
        for source in sorted((ROOT / "lessons" / lang).glob("*.ipynb")):
            stage_notebook(source, files / "lessons" / lang / source.name, autorun=True, lang=lang)
            shown.append(f"lessons/{lang}/{source.name}")
    for game in GAMES:
        for lang in ("en", "de"):
            path = game.path(lang)
            write_notebook(game_notebook(game, lang), files / path, autorun=True, lang=lang)
            shown.append(path)
    return shown


#: Written into the site: the version of each notebook it shows (see :func:`stamp_versions`).
VERSIONS = "numnum-notebooks.json"
#: The key of a notebook's metadata that holds its version in the site.
VERSION_KEY = "numnum_version"


def notebook_version(notebook: dict[str, Any]) -> str:
    """A notebook's version: 12 hex digits of a SHA-256 over its cells (sources, not outputs).

    >>> cells = [{"cell_type": "markdown", "source": ["# Lesson 1"], "metadata": {}}]
    >>> v = notebook_version({"cells": cells})
    >>> len(v), v == notebook_version({"cells": cells, "metadata": {"x": 1}})
    (12, True)
    >>> v == notebook_version({"cells": [{**cells[0], "source": ["# Lesson 1, new"]}]})
    False
    """
    sources = [
        (c.get("cell_type"), "".join(c.get("source", [])) if isinstance(c.get("source"), list) else c.get("source"))
        for c in notebook.get("cells", [])
    ]
    return hashlib.sha256(json.dumps(sources, ensure_ascii=False).encode("utf-8")).hexdigest()[:12]


def stamp_versions(files: Path, shown: list[str]) -> dict[str, str]:
    """Write each staged notebook's version (:func:`notebook_version`) into its metadata
    (:data:`VERSION_KEY`); path -> version, for :data:`VERSIONS`.

    A pupil's saved copy of a lesson keeps the version it was made from; the lesson compares it
    with the site's (``numnum/teaching/lessons/copy_box.js``) and offers the teacher's newer version.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "a.ipynb").write_text('{"cells": [], "metadata": {}}')
    >>> versions = stamp_versions(folder, ["a.ipynb"])
    >>> json.loads((folder / "a.ipynb").read_text())["metadata"][VERSION_KEY] == versions["a.ipynb"]
    True
    """
    versions = {}
    for name in shown:
        path = files / name
        notebook = json.loads(path.read_text(encoding="utf-8"))
        versions[name] = notebook.setdefault("metadata", {})[VERSION_KEY] = notebook_version(notebook)
        path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return versions


# --- the children's door: the start page, the games, the lessons ------------------------------

#: The door into the site (see tools/lite/README.md): a JupyterLab plugin, written by hand as a
#: prebuilt extension, that runs the notebooks marked ``{"numnum": {"autorun": true}}`` when they
#: open, their code hidden and the view at their top, and gives JupyterLab the start page's language.
DOOR = Path(__file__).resolve().parent / "door"
#: The start page at the site's root (its HTML gets the games and lessons from :func:`site_data`).
START = Path(__file__).resolve().parent / "start"
#: Notebooks of ``notebooks/`` that cannot run in the browser, left out of the site: why.
NOT_IN_SITE = {
    "teachers.ipynb": "printed worksheets need reportlab, svglib, lxml and fonts: too big for the site",
}
#: Build files of JupyterLite that the site does not use (at its top).
LEFTOVERS = ("package.json", "rspack.config*.js")
#: JupyterLab in German: the language pack from PyPI (its translation data goes into the site).
LANGUAGE_PACK = ("jupyterlab-language-pack-de-DE", "4.5.post3")
#: The site's languages and JupyterLab's locale for each.
LOCALES = {"en": "en", "de": "de_DE"}


@dataclasses.dataclass(frozen=True)
class Game:
    """A game of the start page: the notebook of ``notebooks/`` whose first table it opens."""

    id: str
    source: str
    symbol: str
    name: dict[str, str]
    about: dict[str, str]

    def path(self, lang: str) -> str:
        """Where the site keeps the game's notebook in ``lang``."""
        return f"play/{lang}/{self.id}.ipynb"


GAMES = (
    Game(
        "numnum",
        "play.ipynb",
        "●",
        {"en": "NumNum", "de": "NumNum"},
        {
            "en": "The times-table Mau Mau: a card fits when it has the same symbol or shares a times-table row.",
            "de": "Das 1×1-Mau-Mau: Eine Karte passt, wenn sie dasselbe Symbol hat oder in derselben"
            " Einmaleins-Reihe ist.",
        },
    ),
    Game(
        "maumau",
        "maumau.ipynb",
        "♣",
        {"en": "Mau Mau", "de": "Mau-Mau"},
        {
            "en": "Classic Mau Mau with 32 cards: same suit or same rank.",
            "de": "Klassisches Mau-Mau mit 32 Karten: gleiche Farbe oder gleicher Wert.",
        },
    ),
    Game(
        "maumau_110",
        "maumau_110.ipynb",
        "▲",
        {"en": "Mau Mau with 110 cards", "de": "Mau-Mau mit 110 Karten"},
        {
            "en": "Mau Mau with 110 coloured cards; every colour has its own shape.",
            "de": "Mau-Mau mit 110 bunten Karten; jede Farbe hat ihre eigene Form.",
        },
    ),
    Game(
        "number_one",
        "number_one.ipynb",
        "①",
        {"en": "Number ONE", "de": "Number ONE"},
        {
            "en": "Mau Mau for experts: same colour or same number, action cards, call “ONE!”.",
            "de": "Mau-Mau für Fortgeschrittene: gleiche Farbe oder gleiche Zahl, Aktionskarten, ruf „ONE!“.",
        },
    ),
)

_PLAY = re.compile(r'^numnum\.play\(.*\blang="en"', re.MULTILINE)


def game_notebook(game: Game, lang: str) -> dict[str, Any]:
    """The start page's notebook of ``game`` in ``lang``: its name and one line about it, and the
    first table of its notebook in ``notebooks/`` (its code cell, in ``lang``).

    >>> nb = game_notebook(GAMES[0], "de")
    >>> nb["cells"][0]["source"].splitlines()[0], 'lang="de")' in nb["cells"][1]["source"]
    ('# NumNum', True)
    """
    source = json.loads((ROOT / "notebooks" / game.source).read_text(encoding="utf-8"))
    cells = [c for c in source["cells"] if c["cell_type"] == "code" and _PLAY.search("".join(c["source"]))]
    if not cells:
        sys.exit(f'[lite] notebooks/{game.source} has no cell with numnum.play(..., lang="en")')
    code = "".join(cells[0]["source"])
    if code.count('lang="en"') != 1:
        sys.exit(f'[lite] the first table of notebooks/{game.source} must say lang="en" once')
    code = code.replace('lang="en"', f'lang="{lang}"')
    hidden = {"deletable": False, "editable": False, "jupyter": {"source_hidden": True}}
    return {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": f"# {game.name[lang]}\n\n{game.about[lang]}"},
            {"cell_type": "code", "metadata": hidden, "source": code, "outputs": [], "execution_count": None},
        ],
        "metadata": {"language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def lesson_title(path: Path) -> tuple[int, str]:
    """The number and title of the lesson notebook at ``path``, from its first heading.

    >>> lesson_title(ROOT / "lessons" / "de" / "01_einmaleins_als_reihen.ipynb")
    (1, 'Das Einmaleins als Reihen')
    """
    notebook = json.loads(path.read_text(encoding="utf-8"))
    first = "".join(notebook["cells"][0]["source"]).strip().splitlines()[0]
    found = re.fullmatch(r"# (?:Lesson|Lektion) (\d+): (.+)", first.strip())
    if not found:
        sys.exit(f"[lite] {path.name} does not start with '# Lesson N: title': {first!r}")
    return int(found.group(1)), found.group(2).strip()


def site_data(lang: str) -> dict[str, Any]:
    """What the start page shows: its first language, the games and the lessons with their titles."""
    lessons: dict[int, dict[str, Any]] = {}
    for lesson_lang in ("en", "de"):
        for path in sorted((ROOT / "lessons" / lesson_lang).glob("*.ipynb")):
            number, title = lesson_title(path)
            entry = lessons.setdefault(number, {"number": number, "title": {}, "path": {}})
            entry["title"][lesson_lang] = title
            entry["path"][lesson_lang] = f"lessons/{lesson_lang}/{path.name}"
    incomplete = [n for n, e in lessons.items() if set(e["title"]) != {"en", "de"}]
    if incomplete or sorted(lessons) != list(range(1, len(lessons) + 1)):
        sys.exit(f"[lite] the lessons must be 1 to N in English and German (not so: {incomplete or sorted(lessons)})")
    games = [
        {"id": g.id, "symbol": g.symbol, "name": g.name, "path": {la: g.path(la) for la in LOCALES}} for g in GAMES
    ]
    return {"lang": lang, "games": games, "lessons": [lessons[n] for n in sorted(lessons)]}


def write_start_page(out: Path, lang: str) -> None:
    """The start page at the site's root (in place of JupyterLite's redirect into JupyterLab)."""
    data = json.dumps(site_data(lang), ensure_ascii=False, separators=(",", ":"))
    data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")  # stays inside <script>
    page = (START / "index.html").read_text(encoding="utf-8")
    if page.count("@SITE@") != 1:
        sys.exit("[lite] tools/lite/start/index.html must hold @SITE@ once")
    page = page.replace("@SITE@", data).replace('lang="en"', f'lang="{lang}"', 1)
    (out / "index.html").write_text(page, encoding="utf-8")
    for name in ("start.css", "start.js"):
        shutil.copy2(START / name, out / name)


def stage_door(extensions: Path) -> None:
    """The door (:data:`DOOR`) as a prebuilt JupyterLab extension in the folder ``extensions``
    (which ``jupyter lite build`` is given as one more place of installed extensions)."""
    script = (DOOR / "door.js").read_bytes()
    name = f"remoteEntry.{hashlib.sha256(script).hexdigest()[:16]}.js"  # a new name when it changes
    folder = extensions / "@numnum" / "lite-door"
    (folder / "static").mkdir(parents=True)
    (folder / "static" / name).write_bytes(script)
    package = {
        "name": "@numnum/lite-door",
        "version": "0.1.0",
        "description": "numnum's door into JupyterLite: runs the notebooks marked for it when they open",
        "license": "MIT",
        "jupyterlab": {"_build": {"load": f"static/{name}", "extension": "./extension"}},
    }
    (folder / "package.json").write_text(json.dumps(package, indent=1), encoding="utf-8")


def language_pack(cache: Path) -> Path:
    """The German language pack (:data:`LANGUAGE_PACK`) from PyPI, unpacked once; its folder, for
    the ``PYTHONPATH`` of ``jupyter lite build`` (whose translation step finds it there)."""
    name, version = LANGUAGE_PACK
    wheel = download(cache / "wheels", {canonicalize_name(name): version})[canonicalize_name(name)]
    unpacked = cache / "language-pack" / wheel.stem
    if not unpacked.exists():
        with zipfile.ZipFile(wheel) as z:
            z.extractall(unpacked)
    return unpacked


def remove_leftovers(out: Path) -> list[str]:
    """Delete JupyterLite's build files (:data:`LEFTOVERS`) from the top of the site; their names."""
    gone = sorted(p.name for pattern in LEFTOVERS for p in out.glob(pattern))
    for name in gone:
        (out / name).unlink()
    return gone


def lite_config(lang: str = "en") -> dict[str, Any]:
    """The site's ``jupyter-lite.json`` (before jupyterlite adds its own entries); JupyterLab
    speaks ``lang`` until the start page's language switch says otherwise.

    >>> overrides = lite_config("de")["jupyter-config-data"]["settingsOverrides"]
    >>> overrides["@jupyterlab/translation-extension:plugin"]
    {'locale': 'de_DE'}
    """
    overrides = {**SETTINGS_OVERRIDES, "@jupyterlab/translation-extension:plugin": {"locale": LOCALES[lang]}}
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "numnum",
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": KERNEL_SETTINGS},
            "settingsOverrides": overrides,
            "disabledExtensions": DISABLED_EXTENSIONS,
        },
    }


def build(out: Path, cache: Path, lang: str = "en") -> None:
    """Build the site into ``out``, with downloads kept in ``cache``, first in ``lang``."""
    started = time.monotonic()
    digest = inputs_digest()
    stage = cache / "stage"
    shutil.rmtree(stage, ignore_errors=True)
    pyodide_out = stage / "static" / "pyodide"
    pyodide_out.mkdir(parents=True)

    from jupyterlite_pyodide_kernel import constants as kernel  # type: ignore[import-untyped]

    if kernel.PYODIDE_VERSION != PYODIDE_VERSION:
        sys.exit(f"[lite] the Pyodide kernel needs Pyodide {kernel.PYODIDE_VERSION}, not {PYODIDE_VERSION}")
    pyodide = fetch_pyodide(cache)
    for name in PYODIDE_CORE:
        shutil.copy2(pyodide / name, pyodide_out / name)
    build_numnum_wheel(cache, pyodide_out, digest)
    make_lock(pyodide, pyodide_out, cache / "wheels")

    shown = stage_contents(stage / "files")
    versions = stamp_versions(stage / "files", shown)
    log(f"{len(shown)} notebooks: {', '.join(shown[:6])}, ...")
    (stage / "jupyter-lite.json").write_text(json.dumps(lite_config(lang), indent=1), encoding="utf-8")
    stage_door(stage / "door")
    pack = language_pack(cache)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(pack), os.environ.get("PYTHONPATH")]))}

    log("building the site with jupyter lite")
    shutil.rmtree(out, ignore_errors=True)
    command = [
        sys.executable,
        "-m",
        "jupyterlite_core",
        "build",
        "--lite-dir",
        str(stage),
        "--output-dir",
        str(out),
        "--contents",
        str(stage / "files"),
        "--no-sourcemaps",
        "--no-unused-shared-packages",
        f"--FederatedExtensionAddon.extra_labextensions_path={stage / 'door'}",
        *(f"--apps={app}" for app in APPS),
    ]
    run(command, cwd=stage, env=env)
    write_start_page(out, lang)
    log(f"left out: {', '.join(remove_leftovers(out) + sorted(NOT_IN_SITE))}")
    for pattern in OLD_FONTS:
        for font in (out / "build").glob(pattern):
            font.unlink()
    prune_mermaid(out / "build")
    drive_needs_the_service_worker(out / "extensions")
    left_out = prune_extensions(out)
    if left_out:
        log(f"extensions left out: {', '.join(left_out)}")
    if not (out / "api" / "translations" / f"{LOCALES['de']}.json").exists():
        sys.exit(f"[lite] the site has no German JupyterLab: {LANGUAGE_PACK[0]} was not found by jupyter lite")
    (out / VERSIONS).write_text(json.dumps({"notebooks": versions}, indent=1), encoding="utf-8")
    stamp = {"inputs": digest, "pyodide": PYODIDE_VERSION, "notebooks": shown, "lang": lang}
    (out / STAMP).write_text(json.dumps(stamp, indent=1), encoding="utf-8")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    log(f"built {out} ({size / 1e6:.1f} MB, {size / 2**20:.1f} MiB) in {time.monotonic() - started:.0f} s")
    log(f"serve it with: python -m http.server -d {out}")


def prune_extensions(site: Path) -> list[str]:
    """Take the extensions other than :data:`SITE_EXTENSIONS` out of the built ``site``; their names.

    >>> import tempfile
    >>> site = Path(tempfile.mkdtemp())
    >>> (site / "extensions" / "@jupyter" / "nbgrader").mkdir(parents=True)
    >>> listed = [{"name": "@jupyter/nbgrader"}, {"name": "anywidget"}]
    >>> config = {"jupyter-config-data": {"federated_extensions": listed}}
    >>> _ = (site / "jupyter-lite.json").write_text(json.dumps(config))
    >>> prune_extensions(site), (site / "extensions" / "@jupyter").exists()
    (['@jupyter/nbgrader'], False)
    """
    path = site / "jupyter-lite.json"
    config = json.loads(path.read_text(encoding="utf-8"))
    data = config.get("jupyter-config-data", {})
    listed = data.get("federated_extensions", [])
    gone = sorted(e["name"] for e in listed if e["name"] not in SITE_EXTENSIONS)
    data["federated_extensions"] = [e for e in listed if e["name"] in SITE_EXTENSIONS]
    path.write_text(json.dumps(config, indent=1), encoding="utf-8")
    for name in gone:
        shutil.rmtree(site / "extensions" / name, ignore_errors=True)
        scope = (site / "extensions" / name).parent
        if scope != site / "extensions" and not any(scope.iterdir()):
            scope.rmdir()
    return gone


#: Where the Pyodide kernel extension decides whether the kernel mounts the site's drive
#: (``/drive``): when a service worker is registered (or the page is cross-origin isolated).
_MOUNT_DRIVE = re.compile(r"(\w+)=!!\(\(null==(\w+)\?void 0:\2\.enabled\)\|\|crossOriginIsolated\)")
#: ... and with :func:`drive_needs_the_service_worker`: only when a service worker also runs the page.
_MOUNT_DRIVE_FIXED = (
    r"\1=!!((null==\2?void 0:\2.enabled)&&!!(navigator.serviceWorker&&navigator.serviceWorker.controller)"
    r"||crossOriginIsolated)"
)


def drive_needs_the_service_worker(extensions: Path) -> bool:
    """The kernel mounts the site's drive only when a service worker runs the page; whether it was changed.

    The drive's requests (``api/drive``) are answered by the site's service worker.  A browser
    that blocks service workers may still report one as registered; the kernel then mounts a
    drive that nobody answers (every request a ``501`` from the web server), and a notebook in
    a folder (a lesson) never starts: the kernel's first step, going to the notebook's folder
    on the drive, fails.  With this change such a kernel has no drive, every notebook starts,
    and numnum says that nothing is kept (:func:`numnum.identity.home_is_kept`).  When the
    kernel's code does not look as expected, nothing is changed (and the build says so).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> js = folder / "716.abc.js"
    >>> _ = js.write_text("let l=!!((null==i?void 0:i.enabled)||crossOriginIsolated),o=1")
    >>> drive_needs_the_service_worker(folder)
    [lite] drive: the kernel mounts it only when a service worker runs the page (716.abc.js)
    True
    >>> "&&!!(navigator.serviceWorker&&navigator.serviceWorker.controller)||" in js.read_text()
    True
    >>> drive_needs_the_service_worker(folder)  # changed already: not as expected any more
    [lite] drive: the Pyodide kernel's code is not as expected; its drive is left as it is
    False
    """
    found = [
        (js, text)
        for js in extensions.rglob("*.js")
        if "crossOriginIsolated" in (text := js.read_text(encoding="utf-8", errors="replace"))
        and _MOUNT_DRIVE.search(text)
    ]
    if len(found) != 1 or len(_MOUNT_DRIVE.findall(found[0][1])) != 1:
        log("drive: the Pyodide kernel's code is not as expected; its drive is left as it is")
        return False
    js, text = found[0]
    js.write_text(_MOUNT_DRIVE.sub(_MOUNT_DRIVE_FIXED, text), encoding="utf-8")
    log(f"drive: the kernel mounts it only when a service worker runs the page ({js.name})")
    return True


def prune_mermaid(build_dir: Path) -> int:
    """Delete the chunks of JupyterLab's JavaScript that only mermaid loads; the bytes deleted.

    JupyterLab loads mermaid in one place, ``Promise.all([...e(A), ...e(B)]).then(...)``; its
    extension is switched off (:data:`DISABLED_EXTENSIONS`), so that place never runs.  A chunk is
    deleted only when nothing else can load it: no ``.e(ID)`` in the entry files (``jlab_core``,
    each app's ``bundle.js`` with the shared modules) or in any chunk that can be loaded, the
    mermaid place left out.  When JupyterLab's code does not look as expected, nothing is deleted.
    """
    chunk = re.compile(r"(\d+)\.[0-9a-f]+\.js")
    chunks = {int(m.group(1)): p for p in build_dir.glob("*.js") if (m := chunk.fullmatch(p.name))}
    entries = [p for p in build_dir.rglob("*.js") if not chunk.fullmatch(p.name)]
    text = {p: p.read_text(encoding="utf-8", errors="replace") for p in [*chunks.values(), *entries]}
    mermaid = [i for i, p in chunks.items() if "mermaidAPI" in text[p]]
    cores = list(build_dir.glob("jlab_core.*.js"))
    if len(mermaid) != 1 or len(cores) != 1:
        log("mermaid: JupyterLab's chunks are not as expected; nothing left out")
        return 0
    load = re.compile(r"Promise\.all\(\[(?:\w\.e\(\d+\),?)+\]\)")
    places = [m for m in load.finditer(text[cores[0]]) if f".e({mermaid[0]})" in m.group(0)]
    if len(places) != 1 or text[cores[0]].count(f".e({mermaid[0]})") != 1:
        log("mermaid: JupyterLab loads it in more than one place; nothing left out")
        return 0
    place = places[0]
    text[cores[0]] = text[cores[0]][: place.start()] + text[cores[0]][place.end() :]

    loads = re.compile(r"\.e\((\d+)\)")
    reachable: set[int] = set()
    todo = list(entries)
    while todo:
        for found in loads.findall(text[todo.pop()]):
            i = int(found)
            if i in chunks and i not in reachable:
                reachable.add(i)
                todo.append(chunks[i])
    unused = [p for i, p in chunks.items() if i not in reachable]
    if mermaid[0] in reachable:
        log("mermaid: something else loads it; nothing left out")
        return 0
    size = sum(p.stat().st_size for p in unused)
    for p in unused:
        p.unlink()
    log(f"mermaid: left out {len(unused)} chunks only mermaid loads ({size / 1e6:.1f} MB)")
    return size


def main(argv: list[str] | None = None) -> None:
    """The command line: ``python tools/lite/build.py [--out DIR] [--cache DIR]``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=OUT, help="where the site goes (default: build/lite)")
    parser.add_argument("--cache", type=Path, default=CACHE, help="downloads (default: build/lite-cache)")
    parser.add_argument(
        "--lang",
        choices=sorted(LOCALES),
        default="en",
        help="the language of the start page and JupyterLab's menus until a pupil switches (default: en)",
    )
    args = parser.parse_args(argv)
    build(args.out.resolve(), args.cache.resolve(), args.lang)


if __name__ == "__main__":
    main()
