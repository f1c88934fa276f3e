"""Printable PDFs: worksheets with answer keys and class sets, and print-and-play decks.

Pure pip packages (reportlab draws, svglib reads numnum's SVG pictures), no browser: the ``print``
extra, ``pip install 'numnum[print]'`` (:mod:`numnum.extras`).

>>> from numnum.teaching.printing import worksheet
>>> sheet, key = worksheet("primes", count=3, seed=1, lang="de")
>>> sheet.startswith(b"%PDF") and key.startswith(b"%PDF")
True
"""

from __future__ import annotations

from numnum.extras import require

require("print")  # without reportlab or svglib: one line that names the extra to install

from numnum.teaching.printing.worksheets import Sheet, key_path, sheets, worksheet, write_worksheet  # noqa: E402

__all__ = ["Sheet", "key_path", "sheets", "worksheet", "write_worksheet"]
