"""English and German texts through one mechanism: gettext catalogs.

The English text is the message id; the German catalog is ``numnum/locale/de/LC_MESSAGES/
numnum.po``, maintained with babel (``make translations`` extracts new messages and updates the
catalog).  The catalog is compiled in memory on first use, so no binary file is kept in git; a
build of numnum may ship it compiled as ``numnum.mo`` beside the ``.po`` file (the JupyterLite
site does, see ``tools/lite/build.py``): then the standard library reads it and babel is never
imported.  English needs no catalog at all.

>>> translate("You sit out.", "de")
'Du setzt aus.'
>>> translate("You sit out.", "en")
'You sit out.'
>>> translate("You take {n} penalty cards.", "de").format(n=2)
'Du ziehst 2 Strafkarten.'
"""

from __future__ import annotations

import gettext
import io
from functools import cache
from importlib import resources

__all__ = ["LANGS", "N_", "check_lang", "compile_catalog", "translate", "translate_plural", "translations"]

#: The languages numnum speaks.
LANGS = ("en", "de")


def check_lang(lang: object) -> str:
    """Validate a language code.

    >>> check_lang("fr")
    Traceback (most recent call last):
    ...
    ValueError: lang must be one of 'en', 'de', not 'fr'
    """
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(repr(x) for x in LANGS)}, not {lang!r}")
    return str(lang)


def compile_catalog(lang: str) -> bytes:
    """The catalog of ``lang`` compiled from its ``.po`` file to the binary ``.mo`` format (with babel).

    >>> gettext.GNUTranslations(io.BytesIO(compile_catalog("de"))).gettext("You sit out.")
    'Du setzt aus.'
    >>> compile_catalog("en")
    Traceback (most recent call last):
    ...
    ValueError: English is the source language and has no catalog
    """
    if check_lang(lang) == "en":
        raise ValueError("English is the source language and has no catalog")
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    source = resources.files("numnum") / "locale" / lang / "LC_MESSAGES" / "numnum.po"
    with source.open("rb") as f:
        catalog = read_po(f, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The compiled catalog of ``lang`` (English: the identity)."""
    check_lang(lang)
    if lang == "en":
        return gettext.NullTranslations()
    compiled = resources.files("numnum") / "locale" / lang / "LC_MESSAGES" / "numnum.mo"
    if compiled.is_file():  # compiled when this copy of numnum was built: no babel needed
        with compiled.open("rb") as f:
            return gettext.GNUTranslations(f)
    return gettext.GNUTranslations(io.BytesIO(compile_catalog(lang)))


def N_(message: str) -> str:  # noqa: N802 - the usual gettext name
    """Mark ``message`` for translation where it is defined; translate it where it is shown."""
    return message


def translate(message: str, lang: str) -> str:
    """``message`` (English) in ``lang``."""
    if lang == "en":
        return message
    return translations(lang).gettext(message)


def translate_plural(singular: str, plural: str, n: int, lang: str) -> str:
    """The singular or plural form of a message for ``n``, in ``lang``."""
    if lang == "en":
        return singular if n == 1 else plural
    return translations(lang).ngettext(singular, plural, n)
