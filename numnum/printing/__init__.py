"""Printable PDFs: worksheets with answer keys and class sets, and print-and-play decks.

Pure pip packages (reportlab draws, svglib reads numnum's SVG pictures), no browser.

>>> from numnum.printing import worksheet
>>> sheet, key = worksheet("primes", count=3, seed=1, lang="de")
>>> sheet.startswith(b"%PDF") and key.startswith(b"%PDF")
True
"""

from __future__ import annotations

from numnum.printing.worksheets import Sheet, key_path, sheets, worksheet, write_worksheet

__all__ = ["Sheet", "key_path", "sheets", "worksheet", "write_worksheet"]
