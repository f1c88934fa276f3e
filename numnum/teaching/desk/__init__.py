"""The teacher's desk: where the exercises and printing are put to work, from a notebook
(:mod:`~numnum.teaching.desk.panel`, with its download links :mod:`~numnum.teaching.desk.downloads`)
or the command line (:mod:`~numnum.teaching.desk.cli`, which remembers its language in
:mod:`~numnum.teaching.desk.settings`).

Both make worksheets and keys (:mod:`numnum.teaching.printing`), graded notebooks
(:mod:`numnum.teaching.exercises.assignment`), decks (:mod:`numnum.teaching.decks.teachers`) and
practice sets (:mod:`numnum.teaching.exercises.practice`), so they stand above all of them; until
the issue of the import loops they lived in :mod:`numnum.teaching.exercises`, and their old names
(``numnum.teaching.exercises.panel``, ...) still work (:data:`numnum.teaching.old_paths.MOVED`).
"""
