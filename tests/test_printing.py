"""Printed worksheets, answer keys, class sets and print-and-play decks (PDF, checked as text and
as rendered pages; the pages are saved to test-artifacts/ to look at)."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest

from numnum.decks import build_deck, standard
from numnum.exercises import TOPICS, questions
from numnum.printing import key_path, worksheet, write_worksheet
from numnum.printing.decks import CARD_HEIGHT, CARD_WIDTH, deck_pdf

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
    assert key_file == key_path(sheet_path) == tmp_path / "gcd-key.pdf"
    pages = pages_text(sheet_path.read_bytes())
    starts = [flat(p) for p in pages if "Seite 1 von" in p]
    assert len(starts) == 28
    for k in (1, 14, 28):
        assert any(f"Nr. {k}" in p and f"Blatt {k} von 28" in p for p in starts)
    key = flat(" ".join(pages_text(key_file.read_bytes())))
    for k in range(1, 29):
        assert f"Nr. {k} · Startzahl {5000 + k}" in key
    from numnum.exercises import class_set

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
