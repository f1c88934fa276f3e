"""The German catalog covers every text of the code, with the same placeholders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from numnum.i18n import LANGS, check_lang, translate

ROOT = Path(__file__).resolve().parent.parent
KEYWORDS = {"_": None, "translate": None, "translate_plural": (1, 2), "N_": None, "option": (3,)}


def code_messages() -> set[str]:
    found = extract_from_dir(str(ROOT / "numnum"), method_map=[("**.py", "python")], keywords=KEYWORDS)
    out = set()
    for _file, _line, message, _comments, _context in found:
        out.add(message[0] if isinstance(message, tuple) else message)
    return out


def catalog(lang: str) -> dict[str, str]:
    with (ROOT / "numnum" / "locale" / lang / "LC_MESSAGES" / "numnum.po").open("rb") as f:
        cat = read_po(f, locale=lang)
    out = {}
    for m in cat:
        if isinstance(m.id, tuple):  # a plural: singular and plural forms
            out[m.id[0]] = " | ".join(m.string) if all(m.string) else ""
            out[m.id[1]] = out[m.id[0]]
        elif m.id:
            out[m.id] = m.string
    return out


def test_every_text_of_the_code_has_a_german_translation() -> None:
    messages = code_messages()
    assert len(messages) > 40
    german = catalog("de")
    missing = sorted(m for m in messages if not german.get(m))
    assert not missing, f"run `make translations` and translate: {missing}"


def test_translations_keep_every_placeholder() -> None:
    for msgid, msgstr in catalog("de").items():
        for form in msgstr.split(" | "):
            assert set(re.findall(r"\{\w+\}", msgid)) == set(re.findall(r"\{\w+\}", form)), msgid


def test_the_catalog_holds_no_text_the_code_no_longer_uses() -> None:
    found = extract_from_dir(str(ROOT / "numnum"), method_map=[("**.py", "python")], keywords=KEYWORDS)
    plural_forms = {m for *_x, message, _c, _ctx in found if isinstance(message, tuple) for m in message}
    assert set(catalog("de")) <= code_messages() | plural_forms


@pytest.mark.parametrize("lang", LANGS)
def test_translate_speaks_both_languages(lang: str) -> None:
    text = translate("You sit out.", lang)
    assert text == {"en": "You sit out.", "de": "Du setzt aus."}[lang]


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="'en', 'de'"):
        check_lang("fr")
