"""The build backend of numnum: setuptools, plus an opt-in compiled core (as black and mypy do).

``pip install .`` builds the pure-Python wheel: no compiler, nothing beyond setuptools.  With
``NUMNUM_USE_MYPYC=1`` in the environment, the wheel's engine, rules and computer players are
compiled with mypyc from the same typed source (a C compiler and the Python headers are needed;
this backend then asks for mypy too).  Editable installs (``pip install -e .``) are always pure, so
that a compiled module can never shadow an edited source file.
"""

from __future__ import annotations

import os
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 - this backend is setuptools' with two hooks changed

#: What the compiled build needs besides setuptools (mypyc comes with mypy).
MYPYC_REQUIRES = ["mypy==2.4.1", "mypy_extensions>=1.0"]


def _compiled() -> bool:
    return os.environ.get("NUMNUM_USE_MYPYC", "") == "1"


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    os.environ["NUMNUM_REQUIRES_ONLY"] = "1"  # setup.py runs before mypy is there: no mypyc yet
    try:
        requires: list[str] = _setuptools.get_requires_for_build_wheel(config_settings)
    finally:
        os.environ.pop("NUMNUM_REQUIRES_ONLY", None)
    return requires + MYPYC_REQUIRES if _compiled() else requires


def build_editable(
    wheel_directory: str, config_settings: dict[str, Any] | None = None, metadata_directory: str | None = None
) -> str:
    os.environ["NUMNUM_EDITABLE"] = "1"  # setup.py: an editable install is always pure
    try:
        name: str = _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)
    finally:
        os.environ.pop("NUMNUM_EDITABLE", None)
    return name
