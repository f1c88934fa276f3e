"""The rules pages: every variant in English and German, the same structure, no drifting options."""

from __future__ import annotations

import dataclasses
import re
from importlib import resources

import pytest

import numnum
from numnum.engine.registry import rules_for
from numnum.rulebook import LANGS, RulesPage, option_table, rules_page
from numnum.variants.number_one import CUSTOM_RULES

PAGES = [(variant, lang) for variant in numnum.VARIANTS for lang in LANGS]


def raw(variant: str, lang: str) -> str:
    return resources.files("numnum.rulebook").joinpath("pages", f"{variant}.{lang}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(("variant", "lang"), PAGES)
def test_every_variant_has_a_page_in_both_languages(variant: str, lang: str) -> None:
    page = rules_page(variant, lang)
    assert isinstance(page, RulesPage)
    assert (page.variant, page.lang) == (variant, lang)
    assert page.markdown.startswith("# ")
    assert len(page.markdown) > 1000


def test_the_languages_are_english_and_german() -> None:
    assert LANGS == ("en", "de")


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_english_and_german_pages_have_the_same_headings_in_the_same_order(variant: str) -> None:
    en = [level for level, _ in rules_page(variant, "en").headings()]
    de = [level for level, _ in rules_page(variant, "de").headings()]
    assert en == de
    assert en.count(1) == 1 and en[0] == 1  # one title, first


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_the_german_page_is_german_and_the_english_page_english(variant: str) -> None:
    en_titles = {text for _, text in rules_page(variant, "en").headings()[1:]}
    de_titles = {text for _, text in rules_page(variant, "de").headings()[1:]}
    assert not en_titles & de_titles
    assert "## Goal" in str(rules_page(variant, "en")) and "## Ziel" in str(rules_page(variant, "de"))


@pytest.mark.parametrize(("variant", "lang"), PAGES)
def test_every_option_of_the_options_class_appears_in_the_page(variant: str, lang: str) -> None:
    text = str(rules_page(variant, lang))
    for name in rules_for(variant).OPTIONS.names():
        assert f"| `{name}` |" in text, name


@pytest.mark.parametrize(("variant", "lang"), PAGES)
def test_the_options_line_is_replaced_by_the_table(variant: str, lang: str) -> None:
    source = raw(variant, lang)
    assert [line.strip() for line in source.splitlines()].count("{options}") == 1
    text = str(rules_page(variant, lang))
    assert option_table(variant, lang) in text
    assert "{options}" not in text and "{custom_rules}" not in text


@pytest.mark.parametrize(("variant", "lang"), PAGES)
def test_the_option_table_has_one_row_per_option_and_well_formed_rows(variant: str, lang: str) -> None:
    options = rules_for(variant).OPTIONS
    lines = option_table(variant, lang).splitlines()
    assert len(lines) == 2 + len(options.names())
    columns = {line.count(" | ") for line in lines if not line.startswith("|-")}
    assert len(columns) == 1  # every row has as many cells as the header


def test_presets_are_columns_side_by_side_with_their_values() -> None:
    table = option_table("maumau")
    assert table.splitlines()[0] == "| option | allowed values | `basic` (default) | `club` | what it does |"
    assert "| `ten` | `'none'`, `'reverse'` | `'none'` | `'reverse'` |" in table
    assert "| `calls` | `'manual'`, `'auto'` | `'manual'` | `'manual'` |" in table  # not in a preset: default


def test_variants_without_presets_show_the_defaults() -> None:
    assert option_table("numnum", "de").splitlines()[0] == "| Option | erlaubte Werte | Standard | was sie bewirkt |"
    assert "| `open_hands` | `True` oder `False` | `False` |" in option_table("numnum", "de")


@pytest.mark.parametrize("variant", numnum.VARIANTS)
def test_every_option_has_a_german_description(variant: str) -> None:
    from numnum.i18n import translate

    for name, _allowed, doc in rules_for(variant).OPTIONS.describe():
        assert translate(doc, "de") != doc, f"option {name}: no German description in the catalog"


def test_number_one_lists_the_registered_custom_rules_in_both_languages() -> None:
    """In words for the players, with their names for teachers."""
    for lang in LANGS:
        players, teachers = parts(rules_page("number_one", lang))
        for name, rule in CUSTOM_RULES.items():
            text = rule.text_de if lang == "de" else rule.text_en
            assert f"- {text}" in players and f"`{name}`" not in players
            assert f"- `{name}`: {text}" in teachers


TEACHERS_HEADING = {"en": "## For teachers", "de": "## Für Lehrkräfte"}


def parts(page: RulesPage) -> tuple[str, str]:
    """The players' part of a page and the part for teachers (from its heading to the end)."""
    players, heading, teachers = str(page).partition(TEACHERS_HEADING[page.lang] + "\n")
    assert heading, f"{page!r} has no part for teachers"
    return players, teachers


@pytest.mark.parametrize(("variant", "lang"), PAGES)
def test_the_rules_for_players_come_in_plain_words_and_the_part_for_teachers_last(variant: str, lang: str) -> None:
    """The players' part names no code, option or Python name; notation, options and presets are
    in the clearly marked part for teachers at the end."""
    players, teachers = parts(rules_page(variant, lang))
    assert "`" not in players and "<!-- teachers" not in players
    assert not re.search(r"\b[a-z]+_[a-z_]+\b|=|\b[Oo]ption(?:en)? [a-z]", players), variant
    for name in rules_for(variant).OPTIONS.names():
        assert f"`{name}`" not in players and f"| `{name}` |" in teachers
    assert "`draw`" in teachers and "## " not in teachers.replace("### ", "")  # the last part of the page


@pytest.mark.parametrize(("variant", "lang"), PAGES)
def test_the_table_shows_the_players_part_only(variant: str, lang: str) -> None:
    from numnum.widget.rules_text import players_markdown

    page = rules_page(variant, lang)
    shown = players_markdown(str(page), variant, lang)
    assert TEACHERS_HEADING[lang] not in shown and "`" not in shown and "<!--" not in shown
    assert shown.strip() == players_markdown(parts(page)[0], variant, lang).strip()


def test_the_numnum_page_explains_fitting_with_the_examples_of_the_rules() -> None:
    en, de = str(rules_page("numnum")), str(rules_page("numnum", "de"))
    for phrase in ("12 on 18 fits", "4 on 8 fits under the 2-ban", "7 on 30 does not fit", "same times-table row"):
        assert phrase in en
    for phrase in ("12 auf 18 passt", "4 auf 8 passt beim 2er-Verbot", "7 auf 30 passt nicht"):
        assert phrase in de


@pytest.mark.parametrize("lang", LANGS)
def test_numnum_symbols_are_named_with_their_colours(lang: str) -> None:
    text = str(rules_page("numnum", lang))
    rows = {
        "en": ["● circle | C | blue", "▲ triangle | T | yellow", "■ square | S | red", "♥ heart | H | pink"],
        "de": ["● Kreis | C | blau", "▲ Dreieck | T | gelb", "■ Quadrat | S | rot", "♥ Herz | H | rosa"],
    }
    for row in rows[lang]:
        assert row in text


@pytest.mark.parametrize(("variant", "lang"), PAGES)
def test_moves_shown_in_the_page_are_moves_of_the_variant(variant: str, lang: str) -> None:
    text = str(rules_page(variant, lang))
    wishes = {"numnum": "`W H`", "maumau": "`CJ D`", "maumau_110": "`WISH R`", "number_one": "`WISH R`"}
    assert wishes[variant] in text
    assert "`draw`" in text


def test_repr_markdown_gives_the_markdown_and_str_too() -> None:
    page = rules_page("maumau_110", "de")
    assert page._repr_markdown_() == page.markdown == str(page)
    assert repr(page) == "rules_page('maumau_110', lang='de')"


def test_a_page_is_a_small_frozen_value() -> None:
    page = rules_page("numnum")
    with pytest.raises(dataclasses.FrozenInstanceError):
        page.lang = "de"  # type: ignore[misc]
    assert page == rules_page("numnum")


@pytest.mark.parametrize("variant", ["skat", "", "NumNum", None, 3])
def test_an_unknown_variant_raises_value_error_naming_the_variants(variant: object) -> None:
    with pytest.raises(ValueError, match="numnum, maumau, maumau_110, number_one"):
        rules_page(variant)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="numnum, maumau, maumau_110, number_one"):
        option_table(variant)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["fr", "EN", "", None, "english"])
def test_an_unknown_language_raises_value_error_naming_en_and_de(lang: object) -> None:
    with pytest.raises(ValueError, match='"en", "de"'):
        rules_page("numnum", lang)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match='"en", "de"'):
        option_table("numnum", lang)  # type: ignore[arg-type]
