"""The card table without any drawing: seats, turns by clicks, computer moves, autosave.

:mod:`~numnum.table.controller` acts on clicks, :mod:`~numnum.table.view` builds the
:class:`~numnum.table.scene.Scene` that :func:`numnum.render.table.table_html` draws,
:mod:`~numnum.table.autosave` keeps the running game on disk and :mod:`~numnum.table.words`
writes the move log.
"""
