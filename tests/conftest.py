"""Shared test set-up: the variants under test and the hypothesis profiles.

``PLAYABLE`` lists the variants whose rules are complete.  A test that takes an argument named
``variant`` and carries the marker ``each_variant`` runs once for every entry (see
``pytest_generate_tests`` below); adding a variant to the property tests
(``test_properties.py``) and the random games (``test_random_games.py``) means adding its id
here.  An entry may name a preset as ``"variant:preset"`` (for example ``"maumau:club"``).
Golden playthroughs have their own list, ``GOLDEN`` in ``test_golden.py``.

Hypothesis profiles (chosen with the environment variable ``HYPOTHESIS_PROFILE``, or ``ci``
automatically when ``CI=true``):

- ``dev`` (default): random examples, the example database on.
- ``ci``: derandomized (the same examples on every run), no example database, so a CI run is
  reproducible and never depends on files left behind by an earlier run.
"""

from __future__ import annotations

import os

import pytest
from browser import browser, lab, page  # noqa: F401 - the browser fixtures, for every test module
from hypothesis import HealthCheck, settings

#: The variants (optionally ``variant:preset``) that every ``each_variant`` test runs on.
#: To try others before adding them here: ``NUMNUM_TEST_VARIANTS=numnum,maumau:club pytest``.
PLAYABLE: tuple[str, ...] = ("numnum", "maumau:basic", "maumau:club", "maumau_110", "number_one")
if os.environ.get("NUMNUM_TEST_VARIANTS"):
    PLAYABLE = tuple(v.strip() for v in os.environ["NUMNUM_TEST_VARIANTS"].split(",") if v.strip())

settings.register_profile("dev", deadline=None)
settings.register_profile(
    "ci",
    deadline=None,
    derandomize=True,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
_default_profile = "ci" if os.environ.get("CI", "").lower() in ("1", "true", "yes") else "dev"
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", _default_profile))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "each_variant: run the test once for every variant in conftest.PLAYABLE")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "variant" in metafunc.fixturenames and metafunc.definition.get_closest_marker("each_variant"):
        metafunc.parametrize("variant", PLAYABLE)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On the compiled wheel (``make test-compiled``) the browser tests are left out: they test
    the page and the notebooks, which run the same engine as the tests without a browser."""
    if os.environ.get("NUMNUM_EXPECT_COMPILED", "") != "1":
        return
    skip = pytest.mark.skip(reason="browser tests run on the pure build only")
    for item in items:
        if {"lab", "page", "browser"} & set(getattr(item, "fixturenames", ())):
            item.add_marker(skip)
