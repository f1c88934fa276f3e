# numnum: two commands for a fresh machine.
#   make play   open the play notebook in JupyterLab
#   make test   lint, format check, type check and all tests (what CI runs)
#   make lite   build the static JupyterLite site into build/lite/ (a classroom with nothing installed)
# Both create the virtual environment .venv first when needed.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Written after a successful install; the install re-runs when pyproject.toml changes.
INSTALLED := $(VENV)/.installed
PIP := $(BIN)/python -m pip --quiet --disable-pip-version-check
# Extra pytest arguments, e.g. `make test PYTEST_ARGS="-n 2"` (pytest-xdist). Serial is the
# default: for the current suite the start-up of the xdist workers costs more than it saves.
PYTEST_ARGS ?=
# The proxy of the JupyterHub test (make test-hub, below).
HUB_PROXY := build/hub/node_modules/.bin/configurable-http-proxy
# JupyterLab refuses to run as root (containers often are) unless told so.
LAB_ARGS ?= $(if $(filter 0,$(shell id -u)),--allow-root)

.DEFAULT_GOAL := help
.PHONY: help setup .venv test play lessons class clean translations browser soak wheels test-compiled fonts npm lite \
	test-lite bench test-install dist docs test-hub

help:
	@echo "make play    open notebooks/play.ipynb in JupyterLab"
	@echo "make test    ruff, ruff format --check, mypy and pytest"
	@echo "make lessons the lessons as apps for pupils (Voila, no code shown): lessons/en and lessons/de"
	@echo "make class   the same for a class, with the shared tables: listens on the school network, prints the addresses"
	@echo "make setup   (or make .venv) only create .venv and install numnum with its dev tools"
	@echo "make clean   remove .venv and the tool caches"
	@echo "make lite    build the JupyterLite site into build/lite (serve: python -m http.server -d build/lite)"
	@echo "make test-lite  the site's browser test alone (make test runs it too)"
	@echo "make test-hub   a real JupyterHub with a teacher and two pupils (make test runs it too)"
	@echo "make translations  collect new texts into numnum/locale/*/LC_MESSAGES/numnum.po"
	@echo "make wheels  build dist/: the pure wheel and the one compiled with mypyc (NUMNUM_USE_MYPYC=1)"
	@echo "make test-compiled  the tests again on the compiled wheel (make test runs it too)"
	@echo "make dist    build/dist/: the sdist and the wheel, checked with twine"
	@echo "make test-install  a fresh venv with numnum alone (no extras): plays, explains, runs the lessons (make test runs it too)"
	@echo "make docs    the documentation site into docs/_build/html (make test builds it too)"
	@echo "make together  a shared table to try: pupils on their own browsers, one game (docs/together.md)"
	@echo "make soak    100,000 random games per variant, every invariant on every step (about 35 min)"
	@echo "make bench   engine speed against the reference loop: pure Python and compiled side by side"

setup .venv: $(INSTALLED) fonts

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --upgrade pip

$(INSTALLED): pyproject.toml | $(BIN)/python
	$(PIP) install -e '.[dev,lab,lite]'
	touch $@

test: $(INSTALLED) browser fonts npm $(HUB_PROXY)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/pytest $(PYTEST_ARGS)
	$(MAKE) --no-print-directory test-compiled
	$(MAKE) --no-print-directory test-install
	$(MAKE) --no-print-directory docs

# The optional compiled core: the same source compiled with mypyc (see build_backend/).  The pure
# wheel needs no compiler; `pip install -e .` (make setup) is always pure, so no compiled module
# can shadow an edited source file.
DIST := dist
wheels: $(INSTALLED)
	rm -rf $(DIST)
	$(PIP) wheel --no-deps -w $(DIST) .
	NUMNUM_USE_MYPYC=1 $(PIP) wheel --no-deps -w $(DIST) .

# The tests (without the browser, notebook, lesson and JupyterLite runs, which test no engine code
# of their own; conftest.py skips the other browser tests there) on the compiled wheel, installed in its own environment; run from tests/ so that the
# source tree is not importable.
CVENV := .venv-compiled
COMPILED_TESTS := --ignore=tests/test_widget_browser.py --ignore=tests/test_notebooks.py \
	--ignore=tests/test_lessons.py --ignore=tests/test_lite.py --ignore=tests/test_jupyterhub.py \
	--ignore=tests/test_class_load_script.py
test-compiled: wheels
	rm -rf $(CVENV)
	$(PYTHON) -m venv $(CVENV)
	$(CVENV)/bin/python -m pip --quiet --disable-pip-version-check install "$$(ls $(DIST)/numnum-*-cp*.whl)[dev]"
	NUMNUM_EXPECT_COMPILED=1 $(CVENV)/bin/pytest -o addopts="-q" -p no:cacheprovider $(COMPILED_TESTS) $(PYTEST_ARGS) tests

# The package as people get it (tests/test_install.py): the sdist and the wheel built from it pass
# twine check, and a fresh environment with that wheel alone (no extras; build/install-venv, its
# packages from pip's cache) plays, explains and runs every lesson, and says which extra printing
# and graded notebooks need.  30 to 50 s (measured: 27 s on a quiet machine, 48 s on a busy one).
test-install: $(INSTALLED)
	NUMNUM_TEST_INSTALL=1 $(BIN)/pytest -o addopts="-q" -p no:cacheprovider tests/test_install.py $(PYTEST_ARGS)

# The files to upload to PyPI: build/dist/numnum-<version>.tar.gz and the pure wheel built from it.
dist: $(INSTALLED)
	rm -rf build/dist
	$(BIN)/python -m build --outdir build/dist .
	$(BIN)/twine check --strict build/dist/*

# The documentation site (docs/README.md): every warning and every broken link inside it fails the
# build.  About 30 s from scratch, less when only some pages changed.
docs: $(INSTALLED)
	$(BIN)/sphinx-build -W --keep-going -n -q -b html -d docs/_build/doctrees docs docs/_build/html
	@echo "the site: docs/_build/html/index.html"

# The browser tests drive Debian's chromium with Playwright (no browser download).  Install it
# when it is missing and we may (root, apt-get); otherwise those tests say why they skip.
CHROMIUM ?= /usr/bin/chromium
browser:
	@if [ ! -x $(CHROMIUM) ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "installing chromium for the browser tests"; \
			DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
		else \
			echo "note: $(CHROMIUM) is missing; the browser tests will be skipped (apt-get install chromium)"; \
		fi; \
	fi

# The long soak (benchmarks/soak.py): 100,000 games per variant with 2 processes (teachers' decks
# and computer players of every level in a share of them; saves, illegal moves, views and
# explanations checked at random steps), a progress bar on the way; `make soak SOAK_ARGS="--games
# 5000"` for a shorter one.  make test runs a short one (tests/test_soak_script.py).
SOAK_ARGS ?=
soak: $(INSTALLED)
	$(BIN)/python benchmarks/soak.py $(SOAK_ARGS)

# Engine speed (benchmarks/engine.py; docs/performance.md): pure Python and, side by side, the wheel
# compiled with mypyc, installed in .venv-compiled (rebuilt when a source file changed); with the
# bench extra installed (.venv/bin/pip install -e '.[bench]'), OpenSpiel and RLCard rows too.
# `make bench BENCH_ARGS="--variant numnum --games 1000"` for other runs.
BENCH_ARGS ?=
bench: $(INSTALLED) $(CVENV)/.bench
	$(BIN)/python benchmarks/engine.py $(BENCH_ARGS)

$(CVENV)/.bench: $(shell find numnum -name '*.py') setup.py pyproject.toml build_backend/numnum_build.py
	$(MAKE) --no-print-directory wheels
	rm -rf $(CVENV)
	$(PYTHON) -m venv $(CVENV)
	$(CVENV)/bin/python -m pip --quiet --disable-pip-version-check install "$$(ls $(DIST)/numnum-*-cp*.whl)"
	touch $@

# Printed worksheets and decks use DejaVu Sans (it has the signs ● ▲ ■ ♥ ✓ ✗ →); without it
# they fall back to reportlab's own font and leave those signs out.
DEJAVU ?= /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
fonts:
	@if [ ! -f $(DEJAVU) ] && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing fonts-dejavu-core for the printed worksheets"; \
		DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-dejavu-core >/dev/null; \
	fi

# The static JupyterLite site (tools/lite/build.py): Pyodide from npm, wheels from PyPI, kept in
# build/lite-cache/ so that the next build only rebuilds the site.  tests/test_lite.py builds it
# too when build/lite is missing or older than the work tree; it is part of `make test`.
# LITE_LANG=de: the start page and JupyterLab speak German until a pupil switches.  `make lite
# LANG=de` says the same (only on make's command line: the shell's own LANG changes nothing).
LITE_LANG ?= $(if $(filter command line,$(origin LANG)),$(LANG),en)
lite: $(INSTALLED) npm
	$(BIN)/python tools/lite/build.py --lang $(LITE_LANG)

test-lite: $(INSTALLED) browser npm
	$(BIN)/pytest tests/test_lite.py $(PYTEST_ARGS)

# npm fetches Pyodide for the site; install it when it is missing and we may (root, apt-get).
npm:
	@if ! command -v npm >/dev/null; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "installing npm for the JupyterLite site"; \
			DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null; \
		else \
			echo "note: npm is missing; make lite needs it (apt-get install npm)"; \
		fi; \
	fi

play: $(INSTALLED)
	$(BIN)/jupyter lab $(LAB_ARGS) notebooks/play.ipynb

# The lessons for pupils: one Jupyter server with Voila's server extension serves lessons/en and
# lessons/de as apps, code hidden, every cell run (pick a lesson in the list that opens), and the
# shared tables (numnum.together.server; together/host.ipynb and join.ipynb, docs/together.md).
# Both targets use the class set-up of jupyter_config/ (tools/class_server.py: a kernel ends with
# its page, or 15 min after its page vanished; 2 min for a cell's output; nothing fetched from
# another host; pupils need no token for Voila's pages, the rest of the server keeps its token);
# `make class` listens on the school network and prints the addresses the pupils type.
LESSON_PORT ?= 8866
lessons: $(INSTALLED)
	$(BIN)/python tools/class_server.py --port=$(LESSON_PORT)

class: $(INSTALLED)
	$(BIN)/python tools/class_server.py --class --port=$(LESSON_PORT)

clean:
	rm -rf $(VENV) $(CVENV) $(DIST) build docs/_build docs/_generated .pytest_cache .mypy_cache .ruff_cache .hypothesis
	find numnum -name '*.so' -delete  # compiled modules left by hand must never shadow the source

# Collect the texts marked with _() / translate() and merge them into every language's catalog;
# then translate the new, empty entries (tests/test_i18n.py fails while any is missing).
translations: $(INSTALLED)
	$(BIN)/pybabel -q extract -F babel.cfg -k _ -k translate -k translate_plural:1,2 -k N_ -k option:3 --no-location \
		--omit-header -o numnum/locale/numnum.pot numnum
	$(BIN)/pybabel -q update -i numnum/locale/numnum.pot -d numnum/locale -D numnum --no-fuzzy-matching
	rm numnum/locale/numnum.pot

# A shared table to try on this machine (docs/together.md): one Jupyter server with numnum's table
# service (the server extension numnum.together.server) and Voila's server extension, serving
# together/ as apps: the teacher opens /voila/render/host.ipynb, each pupil
# /voila/render/join.ipynb?code=CODE&name=NAME.  No token: it listens on 127.0.0.1 only.
.PHONY: together
TOGETHER_PORT ?= 8867
together: $(INSTALLED)
	$(BIN)/jupyter server --no-browser $(LAB_ARGS) --ServerApp.ip=127.0.0.1 --port=$(TOGETHER_PORT) \
		--ServerApp.root_dir=together --IdentityProvider.token= \
		--ServerApp.jpserver_extensions='{"numnum.together.server": True, "voila.server_extension": True}'

# A school's JupyterHub (docs/jupyterhub.md): tests/test_jupyterhub.py starts a real hub (PyPI
# jupyterhub, in the dev extra) with a teacher and two pupils, in a browser; its proxy, the npm
# package configurable-http-proxy, is installed under build/hub/.  make test runs it too.
$(HUB_PROXY): | npm
	@if command -v npm >/dev/null; then \
		mkdir -p build/hub && cd build/hub && \
		npm install --silent --no-audit --no-fund --no-save configurable-http-proxy@5; \
	else \
		echo "note: npm is missing; tests/test_jupyterhub.py will be skipped (apt-get install npm)"; \
	fi

test-hub: $(INSTALLED) browser $(HUB_PROXY)
	$(BIN)/pytest tests/test_jupyterhub.py $(PYTEST_ARGS)
