"""The German catalog covers every text of the code, with the same placeholders."""

from __future__ import annotations

import dataclasses
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


#: A placeholder and its name; a German translation may ask a card for its case: ``{card.acc}``.
PLACEHOLDER = re.compile(r"\{(\w+)(?:\.(\w+))?\}")


def test_translations_keep_every_placeholder() -> None:
    for msgid, msgstr in catalog("de").items():
        for form in msgstr.split(" | "):
            names = {m.group(1) for m in PLACEHOLDER.finditer(form)}
            assert {m.group(1) for m in PLACEHOLDER.finditer(msgid)} == names, msgid
            assert not any(m.group(2) for m in PLACEHOLDER.finditer(msgid)), msgid


def test_a_translation_asks_a_card_only_for_the_cases_it_has() -> None:
    """``{card.acc}``, ``{top.dat}``: the fields of :class:`numnum.card_names.Phrase`, nothing else."""
    from numnum.card_names import Phrase

    cases = {f.name for f in dataclasses.fields(Phrase)}
    for msgid, msgstr in catalog("de").items():
        for m in PLACEHOLDER.finditer(msgstr):
            assert m.group(2) is None or m.group(2) in cases, (msgid, m.group())


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
