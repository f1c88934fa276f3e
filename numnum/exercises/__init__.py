"""The old path of :mod:`numnum.teaching.exercises` (the teachers' exercises), kept for existing notebooks.

Notebooks handed out before the teaching side moved to :mod:`numnum.teaching` import
``numnum.exercises``; this name (and every module below it) is the very same module as the new
one (:mod:`numnum.teaching.old_paths`).  New code imports :mod:`numnum.teaching.exercises`.
"""

from numnum.teaching.old_paths import keep

keep(__name__)
