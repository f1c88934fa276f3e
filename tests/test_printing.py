"""Printed worksheets, answer keys, class sets and print-and-play decks (PDF, checked as text and
as rendered pages; the pages are saved to test-artifacts/ to look at)."""

from __future__ import annotations

import dataclasses
import itertools
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from numnum.teaching.decks.teachers import build_deck, standard
from numnum.teaching.exercises import TOPICS, questions
from numnum.teaching.printing import key_path, worksheet, write_worksheet
from numnum.teaching.printing.codes import self_check
from numnum.teaching.printing.decks import CARD_HEIGHT, CARD_WIDTH, deck_pdf
from numnum.teaching.printing.worksheets import (
    CardRow,
    Sheet,
    _flexible_rows,
    key_pdf,
    plan_pages,
    points,
    sheets,
    sheets_pdf,
)

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "printing"
MM = 72 / 25.4


def pages_text(pdf: bytes) -> list[str]:
    doc = pdfium.PdfDocument(pdf)
    return [doc[i].get_textpage().get_text_range() for i in range(len(doc))]


def render(pdf: bytes, name: str, scale: float = 1.0) -> list[object]:
    """Every page as a PIL image (also written to test-artifacts/printing/NAME-N.png)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    doc = pdfium.PdfDocument(pdf)
    images = []
    for i in range(len(doc)):
        image = doc[i].render(scale=scale).to_pil().convert("RGB")
        image.save(ARTIFACTS / f"{name}-{i + 1}.png")
        images.append(image)
    return images


def flat(text: str) -> str:
    return " ".join(text.split())


def ink(image: object, box: tuple[float, float, float, float]) -> float:
    """The share of non-white pixels of ``image`` in ``box`` (fractions of width and height)."""
    w, h = image.size  # type: ignore[attr-defined]
    crop = image.crop((int(box[0] * w), int(box[1] * h), int(box[2] * w), int(box[3] * h)))  # type: ignore[attr-defined]
    counts = crop.convert("L").histogram()
    return sum(counts[:200]) / max(sum(counts), 1)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_worksheet_has_a_name_line_every_question_and_no_answers(lang: str) -> None:
    sheet, _key = worksheet("gcd", difficulty=2, count=6, seed=5, lang=lang)
    text = flat(" ".join(pages_text(sheet)))
    assert ("Name:" in text) and (("Date:" if lang == "en" else "Datum:") in text)
    title = "Greatest common divisor" if lang == "en" else "Größter gemeinsamer Teiler"
    assert title in text
    for q in questions("gcd", difficulty=2, count=6, seed=5, lang=lang):
        assert flat(q.prompt) in text
        assert flat(q.reason) not in text
    images = render(sheet, f"gcd-{lang}")
    assert images and ink(images[0], (0, 0, 1, 1)) > 0.01


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_answer_key_gives_every_answer_with_its_reason(lang: str) -> None:
    _sheet, key = worksheet("factors", difficulty=3, count=5, seed=2, lang=lang)
    text = flat(" ".join(pages_text(key)))
    assert ("Answer key" if lang == "en" else "Lösungen") in text
    for q in questions("factors", difficulty=3, count=5, seed=2, lang=lang):
        assert flat(q.answer) in text and flat(q.reason) in text
    render(key, f"factors-key-{lang}")


def test_the_same_seed_gives_the_same_pdf_bytes() -> None:
    assert worksheet("fit", difficulty=3, count=4, seed=9) == worksheet("fit", difficulty=3, count=4, seed=9)
    assert worksheet("fit", difficulty=3, count=4, seed=9) != worksheet("fit", difficulty=3, count=4, seed=10)


@pytest.mark.parametrize("topic", TOPICS)
def test_every_topic_prints_in_both_languages(topic: str) -> None:
    for lang in ("en", "de"):
        sheet, key = worksheet(topic, difficulty=3, count=3, seed=1, lang=lang)
        assert pages_text(sheet) and pages_text(key)
        if lang == "de":
            render(sheet, f"{topic}-de", scale=0.6)


def test_cards_on_a_worksheet_are_drawn_as_pictures() -> None:
    sheet, _key = worksheet("fit", difficulty=1, count=2, seed=3)
    first = render(sheet, "fit-en", scale=1.0)[0]
    assert ink(first, (0.08, 0.2, 0.5, 0.45)) > 0.05  # the two cards of question 1


def test_a_class_set_has_one_numbered_sheet_per_pupil_and_one_key(tmp_path: Path) -> None:
    sheet_path, key_file = write_worksheet(
        tmp_path / "gcd.pdf", "gcd", difficulty=2, count=12, students=28, seed=5, lang="de"
    )
    assert key_file == key_path(sheet_path, "de") == tmp_path / "gcd-loesungen.pdf"  # the key named in German
    pages = pages_text(sheet_path.read_bytes())
    starts = [flat(p) for p in pages if "Seite 1 von" in p]
    assert len(starts) == 28
    for k in (1, 14, 28):
        assert any(f"Nr. {k}" in p and f"Blatt {k} von 28" in p for p in starts)
    key = flat(" ".join(pages_text(key_file.read_bytes())))
    for k in range(1, 29):
        assert f"Nr. {k} · Startzahl {5000 + k}" in key
    from numnum.teaching.exercises import class_set

    for sheet in class_set("gcd", students=28, difficulty=2, count=12, seed=5, lang="de")[::9]:
        for q in sheet:
            assert flat(q.reason) in key


def test_bad_worksheet_settings_write_nothing(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="difficulty must be a whole number from 1 to 5"):
        write_worksheet(tmp_path / "x.pdf", "gcd", difficulty=9)
    assert list(tmp_path.iterdir()) == []


def test_a_deck_prints_poker_size_cards_with_backs_mirrored_for_duplex() -> None:
    deck = ["H2", "C3"]  # two cards: the back page holds them at the other side
    pdf = deck_pdf(deck, lang="de")
    doc = pdfium.PdfDocument(pdf)
    assert len(doc) == 2
    width, height = doc[0].get_size()
    assert (round(width / MM), round(height / MM)) == (210, 297)
    face, back = render(pdf, "deck-two", scale=0.5)
    left = 0.5 - 1.5 * CARD_WIDTH / (210 * MM)
    top = 0.5 - 1.5 * CARD_HEIGHT / (297 * MM)
    col = CARD_WIDTH / (210 * MM)
    row = (top, top + CARD_HEIGHT / (297 * MM))
    boxes = [(left + i * col + 0.01, row[0] + 0.01, left + (i + 1) * col - 0.01, row[1] - 0.01) for i in range(3)]
    cells = [ink(face, box) for box in boxes]
    backs = [ink(back, box) for box in boxes]
    assert cells[0] > 0.3 and cells[1] > 0.3 and cells[2] < 0.01
    assert backs[0] < 0.01 and backs[1] > 0.3 and backs[2] > 0.3
    assert "Rückseiten von Seite 1" in pages_text(pdf)[1]


def test_the_standard_decks_of_all_four_games_print() -> None:
    for variant in ("numnum", "maumau", "maumau_110", "number_one"):
        deck = standard(variant)
        pdf = deck_pdf(deck, backs=False)
        assert len(pdfium.PdfDocument(pdf)) == -(-len(deck) // 9)
    render(deck_pdf(standard("numnum"), backs=True)[:], "deck-numnum", scale=0.5)


def test_a_teachers_deck_prints_its_name() -> None:
    deck = build_deck(rows=(2, 3, 5), up_to=30, lang="de")
    text = pages_text(deck_pdf(deck))[0]
    assert "NumNum: Reihen 2, 3, 5; Zahlen bis 30" in text and f"{len(deck)} cards" in text


# --- sheets a child can read, class sets for a duplex printer, keys (issue 29) -------------------

CODE = re.compile(r"\b[CTSHB]\d{1,3}\b")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("topic", ["fit", "joker", "chains", "flexible"])
def test_sheets_and_keys_name_cards_in_words_never_by_their_code(topic: str, lang: str) -> None:
    sheet, key = worksheet(topic, difficulty=4, count=6, seed=3, students=2, lang=lang)
    for pdf in (sheet, key):
        text = " ".join(pages_text(pdf))
        assert not CODE.findall(text), CODE.findall(text)[:5]
    words = {"en": ("circle", "triangle", "square", "heart"), "de": ("Kreis", "Dreieck", "Quadrat", "Herz")}[lang]
    assert any(w in " ".join(pages_text(sheet)) for w in words)


def test_cards_on_a_sheet_are_big_enough_to_read_at_arms_length() -> None:
    two = CardRow(["H4", "C8"], 178 * MM, 34 * MM, arrow_after=0)
    card_w = two.scale * CardRow._UNIT
    assert card_w / MM >= 22 and card_w * 1.4 / MM >= 32
    chain = CardRow(["H4", "C8", "C12", "S6", "T9", "H10", "C3"], 178 * MM, 60 * MM, divider_after=0)
    assert chain.width / MM == pytest.approx(178, abs=0.5)  # as wide as the page allows
    assert chain.scale * CardRow._UNIT / MM > 20
    first = render(worksheet("fit", difficulty=1, count=2, seed=3)[0], "fit-big-cards")[0]
    assert ink(first, (0.08, 0.17, 0.45, 0.33)) > 0.08  # the two cards of question 1, drawn big
    # the most flexible card: 6 or 8 cards to play on and 3 or 4 to choose from, in two rows, not
    # twelve cards of 13 mm in one
    for difficulty in (1, 4):
        q = questions("flexible", difficulty=difficulty, count=1, seed=2, lang="de")[0]
        on, _spacer, choose = _flexible_rows(q, "de")
        options = choose._cellvalues[0][0]  # the cards to choose from, beside their boxes
        assert len(on.drawings) == len(q.cards) - len(q.options) and len(options.drawings) == len(q.options)
        for row in (on, options):
            assert row.scale * CardRow._UNIT / MM >= 20
    page = render(worksheet("flexible", difficulty=4, count=1, seed=2, lang="de")[0], "flexible-big-cards")[0]
    assert ink(page, (0.08, 0.3, 0.9, 0.36)) > 0.08 and ink(page, (0.08, 0.4, 0.45, 0.46)) > 0.08  # both rows


def test_the_special_cards_of_every_variant_print_without_overlaps() -> None:
    from numnum.cards import Card
    from numnum.render.cards import card_svg

    specials = {
        "numnum": ["B2", "B5", "W", "T1"],
        "maumau": ["CJ", "SQ", "HK", "DA"],
        "maumau_110": ["GREV", "RD2", "BD4", "YSTOP", "WISH"],
        "number_one": ["BREV", "RD2", "GSTOP", "WISH", "WISH2", "SWAP", "CUSTOM"],
    }
    for lang, word in (("en", "WISH"), ("de", "WUNSCH")):
        pdf = deck_pdf(["W", "B5"], lang=lang, backs=False)
        assert word in pages_text(pdf)[0]
        render(pdf, f"special-{lang}", scale=0.6)
    for variant, names in specials.items():
        pdf = deck_pdf(names, variant=variant, backs=False)
        images = render(pdf, f"special-{variant}", scale=0.5)
        assert ink(images[0], (0.1, 0.1, 0.9, 0.4)) > 0.1  # every card drawn (the pages are kept to look at)
    # the ban card's big sign keeps clear of the small signs in its corners
    svg = card_svg(Card.parse("B5"), lang="de")
    circles = [tuple(map(float, m)) for m in re.findall(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"', svg)]
    big = max(circles, key=lambda c: c[2])
    for cx, cy, r in circles:
        if r < 10:  # a corner sign (ring 2.4 wide); the big one is 4.5 (+3 outline) wide
            gap = ((cx - big[0]) ** 2 + (cy - big[1]) ** 2) ** 0.5 - (r + 1.2) - (big[2] + 3.75)
            assert gap >= 2.5


def _pupil_pages(pdf: bytes) -> list[str]:
    return [flat(p) for p in pages_text(pdf)]


@pytest.mark.parametrize(("lang", "page", "no"), [("de", "Seite {k} von {n}", "Nr."), ("en", "page {k} of {n}", "No.")])
def test_a_class_set_of_25_prints_duplex_with_name_nr_and_page_of_that_pupil(lang: str, page: str, no: str) -> None:
    names = [f"Kind{k}" for k in range(1, 26)] if lang == "de" else None
    sheet, key = worksheet("fit", difficulty=3, count=12, seed=5, students=25, lang=lang, names=names)
    pages = _pupil_pages(sheet)
    assert len(pages) % 2 == 0
    pupil, seen = 0, 0
    for i, text in enumerate(pages):
        if not text:  # an empty back page: the next sheet starts on a front page
            assert i % 2 == 1
            continue
        m = re.search(page.format(k=r"(\d+)", n=r"(\d+)"), text)
        assert m, text[:200]
        k, n = int(m.group(1)), int(m.group(2))
        if k == 1:
            assert i % 2 == 0, f"sheet {pupil + 1} starts on a back page"
            pupil, seen = pupil + 1, 0
        seen += 1
        assert k == seen and n >= k
        assert "Name:" in text and f"{no} {pupil}" in text
        if names:
            assert f"Name: Kind{pupil} " in text
    assert pupil == 25
    render(sheet[: len(sheet)], f"class-set-{lang}", scale=0.4)[:1]
    grid = _pupil_pages(key)[0]
    assert ("Korrekturraster" if lang == "de" else "Correction grid") in grid
    if names:
        assert all(f"Kind{k}" in " ".join(_pupil_pages(key)[:2]) for k in range(1, 26))


@pytest.mark.parametrize("topic", ["gcd", "fit", "chains", "lcm", "factors", "flexible"])
def test_no_question_is_split_or_stranded_and_pages_are_balanced(topic: str) -> None:
    items = sheets(topic, difficulty=3, count=10, seed=7, students=3, lang="de")
    pages = _pupil_pages(sheets_pdf(items, lang="de"))
    for sheet in items:
        mine = [p for p in pages if f"Nr. {sheet.pupil} " in p or p.endswith(f"Nr. {sheet.pupil}")]
        for i, q in enumerate(sheet.questions, start=1):
            holding = [p for p in mine if flat(q.prompt) in p]
            assert len(holding) == 1, (topic, i)  # the whole question on one page
        counts = [sum(flat(q.prompt) in p for q in sheet.questions) for p in mine]
        if len(counts) > 1:  # no question alone on a page, unless the self-check and the total share it
            assert all(c >= 2 or "Lösungswort" in p for c, p in zip(counts, mine, strict=True)), counts
    key = _pupil_pages(key_pdf(items, lang="de"))
    for sheet in items:
        head = f"Nr. {sheet.pupil} · Startzahl {sheet.seed}"
        page = next(p for p in key if head in p)
        assert flat(sheet.questions[0].prompt) in page  # the heading never stands alone


def test_plan_pages_fills_no_page_beyond_its_room() -> None:
    import random

    rng = random.Random(4)
    for _ in range(200):
        heights = [rng.uniform(10, 90) for _ in range(rng.randint(1, 20))]
        first = rng.uniform(0, 40)
        starts = plan_pages(first, heights, 250)
        bounds = [0, *starts, len(heights)]
        for p, (a, b) in enumerate(itertools.pairwise(bounds)):
            assert b > a
            assert sum(heights[a:b]) + (first if p == 0 else 0) <= 250 or b == a + 1


def test_the_lcm_key_runs_each_row_up_to_the_answer_and_divisors_use_one_sign() -> None:
    for lang in ("en", "de"):
        for q in questions("lcm", difficulty=5, count=15, seed=2, lang=lang):
            if q.kind != "number":  # "is n in both rows?" says each row's product, not the rows
                continue
            m = q.value
            rows = re.findall(r"(?:table|Reihe): ([\d, ]+)\.", q.reason)
            assert len(rows) == 2 and all(r.split(", ")[-1] == str(m) for r in rows), q.reason
        sign, other = ("×", "·") if lang == "en" else ("·", "×")
        reasons = [q.reason for q in questions("divisors", difficulty=3, count=10, seed=2, lang=lang)]
        assert any(sign in r for r in reasons) and not any(other in r for r in reasons)
        key = " ".join(pages_text(worksheet("divisors", difficulty=3, count=6, seed=2, lang=lang)[1]))
        assert not re.search(rf"= \d+ {other} \d", key) and re.search(rf"= \d+ {sign} \d", key)


def test_the_key_is_a_table_and_a_class_set_has_a_correction_grid() -> None:
    items = sheets("gcd", difficulty=2, count=6, seed=5, students=4, lang="de")
    text = flat(" ".join(pages_text(key_pdf(items, lang="de"))))
    assert "Aufgabe Antwort Warum" in text
    grid = text[text.index("Korrekturraster") : text.index("Nr. 1 · Startzahl")]
    for sheet in items:
        answers = " ".join(q.answer for q in sheet.questions)
        assert f"{sheet.pupil} {answers}" in grid
    fit = flat(" ".join(pages_text(worksheet("fit", difficulty=2, count=4, seed=1, students=2, lang="en")[1])))
    assert "✓ = It fits · ✓✓ = It fits double · ✗ = It does not fit" in fit


def test_points_per_question_a_total_box_and_harder_tasks_marked_with_a_star() -> None:
    qs = questions("gcd", difficulty=2, count=3, seed=1, lang="de")
    harder = dataclasses.replace(qs[2], level=2)
    sheet = Sheet("gcd", 2, 1, (qs[0], qs[1], harder))
    text = flat(" ".join(pages_text(sheets_pdf([sheet], lang="de"))))
    assert text.count("/ 1") == 2 and text.count("/ 2") == 1
    assert "3*." in text and "* schwerere Aufgabe: 2 Punkte" in text
    assert "Punkte: ______ von 4" in text
    assert points(harder) == 2 and points(qs[0]) == 1


def test_the_times_tables_help_where_they_do_not_give_the_answer_away() -> None:
    fit = flat(" ".join(pages_text(worksheet("fit", difficulty=2, count=3, seed=1, lang="de")[0])))
    assert "Hilfe: die Einmaleins-Reihen" in fit and "4er-Reihe 4 8 12 16 20 24 28 32 36 40" in fit
    rows = flat(" ".join(pages_text(worksheet("rows", difficulty=2, count=3, seed=1, lang="de")[0])))
    assert "Hilfe:" not in rows


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_self_check_word_spells_the_right_answers_letters(lang: str) -> None:
    items = sheets("divisors", difficulty=2, count=8, seed=3, students=2, lang=lang)
    sheet_text = flat(" ".join(pages_text(sheets_pdf(items, lang=lang))))
    key_text = flat(" ".join(pages_text(key_pdf(items, lang=lang))))
    for sheet in items:
        code = self_check(sheet.questions, seed=sheet.seed, lang=lang)
        assert code == self_check(sheet.questions, seed=sheet.seed, lang=lang)
        assert len(code.letters) == len(sheet.questions) == len(code.rows)
        assert "".join(code.word.split()) == "".join(code.letters)
        assert code.word in key_text
        for q, row, letter in zip(sheet.questions, code.rows, code.letters, strict=True):
            right = [lt for text, lt in row if text == q.answer]
            assert right == [letter]  # the right answer leads to the word's letter, and only it
            assert len({lt for _t, lt in row}) == len(row)  # no other answer shares its letter
            assert f"{q.answer} → {letter}" in sheet_text
    assert worksheet("gcd", count=2, seed=1, self_check=False)[0] != worksheet("gcd", count=2, seed=1)[0]


def test_a_class_list_prints_names_and_bad_lists_are_refused_in_words(tmp_path: Path) -> None:
    names = ["Ali", "Bea", "Cem"]
    items = sheets("gcd", count=2, seed=1, names=names)
    assert [(s.pupil, s.name) for s in items] == [(1, "Ali"), (2, "Bea"), (3, "Cem")]
    for bad, message in [
        (["Ali", " "], "name 2 is empty"),
        ("Ali", "names must be a list"),
        (["A" * 61], "name 1 has 61 characters; a name has at most 60"),
        (["Ali", "Bea", "Ali"], "the name 'Ali' is twice in the class list"),
        ([], "a class list has 1 to 200 names, not 0"),
    ]:
        with pytest.raises(ValueError, match=message):
            write_worksheet(tmp_path / "x.pdf", "gcd", names=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="the class list has 3 names, but students is 4"):
        write_worksheet(tmp_path / "x.pdf", "gcd", students=4, names=names)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_editable_word_copy_lies_beside_every_pdf_with_the_same_content(tmp_path: Path, lang: str) -> None:
    from numnum.teaching.printing.editable import docx_text, editable_path

    names = ["Ali", "Bea", "Cem"]
    sheet_path, key_file = write_worksheet(tmp_path / "fit.pdf", "fit", count=4, seed=2, names=names, lang=lang)
    key = {"en": "fit-key", "de": "fit-loesungen"}[lang]  # the key named in the sheet's language
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([f"{key}.docx", f"{key}.pdf", "fit.docx", "fit.pdf"])
    sheet_doc = docx_text(editable_path(sheet_path).read_bytes())
    key_doc = docx_text(editable_path(key_file).read_bytes())
    for item in sheets("fit", count=4, seed=2, names=names, lang=lang):
        code = self_check(item.questions, seed=item.seed, lang=lang)
        assert f"Name: {item.name} " in sheet_doc
        assert code.word in key_doc
        for q in item.questions:
            assert q.prompt in sheet_doc and all(f"☐ {o}" in sheet_doc for o in q.options)
            assert q.reason in key_doc
    pdf_text = flat(" ".join(pages_text(sheet_path.read_bytes())))
    total = sum(points(q) for q in sheets("fit", count=4, seed=2, names=names, lang=lang)[0].questions)
    assert total > 4  # a * task is worth 2
    assert (f"Punkte: ______ von {total}" if lang == "de" else f"Points: ______ of {total}") in sheet_doc
    assert (f"Punkte: ______ von {total}" if lang == "de" else f"Points: ______ of {total}") in pdf_text
    assert not CODE.findall(sheet_doc + key_doc)
    assert ("Korrekturraster" if lang == "de" else "Correction grid") in key_doc
    with pytest.raises(ValueError, match=r"is a \.pdf file"):
        write_worksheet(tmp_path / "x.docx", "fit")
    plain = tmp_path / "plain"
    plain.mkdir()
    write_worksheet(plain / "gcd.pdf", "gcd", count=2, editable=False)
    assert sorted(p.name for p in plain.iterdir()) == ["gcd-key.pdf", "gcd.pdf"]
