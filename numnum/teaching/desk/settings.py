"""What the teachers' commands remember between runs: the language of the sheets.

``python -m numnum worksheet --lang de`` remembers German in a small file,
``settings.json`` in numnum's folder (:func:`numnum.identity.home`: ``$NUMNUM_HOME`` or
``~/.numnum``), written whole (:mod:`numnum.files`).  A later command without ``--lang`` speaks
the remembered language; when none is remembered, the system's (the first of the environment
variables ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set: ``de_DE.UTF-8`` is German), else
English.

>>> system_lang({"LANG": "de_DE.UTF-8"}), system_lang({"LC_ALL": "C", "LANG": "de_DE"}), system_lang({})
('de', 'en', 'en')
>>> import os, tempfile
>>> folder = tempfile.mkdtemp()
>>> chosen_lang(None, home=folder, environ={}), remember_lang("de", home=folder)
('en', True)
>>> chosen_lang(None, home=folder, environ={"LANG": "en_GB"}), chosen_lang("en", home=folder, environ={})
('de', 'en')
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

from numnum.files import read_json, write_together
from numnum.i18n import LANGS, check_lang

__all__ = ["SETTINGS_FILE", "chosen_lang", "remember_lang", "remembered_lang", "system_lang"]

#: The settings file's name in numnum's folder.
SETTINGS_FILE = "settings.json"
#: The biggest settings file read (a bigger one is not ours).
MAX_SETTINGS_BYTES = 10_000


def _home(home: str | os.PathLike[str] | None) -> Path:
    from numnum.identity import home as numnum_home

    return Path(home) if home is not None else numnum_home()


def system_lang(environ: Mapping[str, str] | None = None) -> str:
    """The language of the system's locale: the first of ``LC_ALL``, ``LC_MESSAGES`` and
    ``LANG`` that is set and not empty decides (``de...`` is German; anything else English)."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            code = value.split(".")[0].split("_")[0].lower()
            return code if code in LANGS else "en"
    return "en"


def remembered_lang(home: str | os.PathLike[str] | None = None) -> str | None:
    """The language the settings file remembers, or ``None`` (no file, or one that is damaged:
    then it is as if there were none)."""
    path = _home(home) / SETTINGS_FILE
    try:
        data = read_json(path, MAX_SETTINGS_BYTES, ValueError)
    except (OSError, ValueError):
        return None
    lang = data.get("lang") if isinstance(data, dict) else None
    return lang if lang in LANGS else None


def remember_lang(lang: str, home: str | os.PathLike[str] | None = None) -> bool:
    """Remember ``lang`` for the next commands; whether it could be written (a folder that
    cannot be written is no error: the command did its work, only the language is not kept)."""
    check_lang(lang)
    folder = _home(home)
    try:
        folder.mkdir(exist_ok=True)
        data = remembered_settings(folder)
        data["lang"] = lang
        write_together({folder / SETTINGS_FILE: json.dumps(data, indent=1, sort_keys=True).encode("utf-8")})
    except (OSError, ValueError):
        return False
    return True


def remembered_settings(folder: Path) -> dict[str, object]:
    """Every setting the file in ``folder`` keeps (others than the language stay as they are)."""
    try:
        data = read_json(folder / SETTINGS_FILE, MAX_SETTINGS_BYTES, ValueError)
    except (OSError, ValueError):
        return {}
    return dict(data) if isinstance(data, dict) else {}


def chosen_lang(
    given: str | None, *, home: str | os.PathLike[str] | None = None, environ: Mapping[str, str] | None = None
) -> str:
    """The language of a command: ``given`` (``--lang``), else the remembered one, else the
    system's (:func:`system_lang`)."""
    if given is not None:
        return check_lang(given)
    return remembered_lang(home) or system_lang(environ)
