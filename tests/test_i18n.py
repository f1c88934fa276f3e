"""The German catalog covers every text of the code, with the same placeholders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from numnum.i18n import LANGS, check_lang, translate

ROOT = Path(__file__).resolve().parent.parent
KEYWORDS = {"_": None, "translate": None, "translate_plural": (1, 2)}


def code_messages() -> set[str]:
    found = extract_from_dir(str(ROOT / "numnum"), method_map=[("**.py", "python")], keywords=KEYWORDS)
    out = set()
    for _file, _line, message, _comments, _context in found:
        out.add(message[0] if isinstance(message, tuple) else message)
    return out


def catalog(lang: str) -> dict[str, str]:
    with (ROOT / "numnum" / "locale" / lang / "LC_MESSAGES" / "numnum.po").open("rb") as f:
        cat = read_po(f, locale=lang)
    return {m.id: m.string for m in cat if m.id and isinstance(m.id, str) and isinstance(m.string, str)}


def test_every_text_of_the_code_has_a_german_translation() -> None:
    messages = code_messages()
    assert len(messages) > 40
    german = catalog("de")
    missing = sorted(m for m in messages if not german.get(m))
    assert not missing, f"run `make translations` and translate: {missing}"


def test_translations_keep_every_placeholder() -> None:
    for msgid, msgstr in catalog("de").items():
        assert set(re.findall(r"\{\w+\}", msgid)) == set(re.findall(r"\{\w+\}", msgstr)), msgid


def test_the_catalog_holds_no_text_the_code_no_longer_uses() -> None:
    assert set(catalog("de")) <= code_messages()


@pytest.mark.parametrize("lang", LANGS)
def test_translate_speaks_both_languages(lang: str) -> None:
    text = translate("You sit out.", lang)
    assert text == {"en": "You sit out.", "de": "Du setzt aus."}[lang]


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="'en', 'de'"):
        check_lang("fr")
