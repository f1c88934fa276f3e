"""The old path of :mod:`numnum.teaching.questions` (the questions and their checks), kept for existing notebooks.

Notebooks handed out before the teaching side moved to :mod:`numnum.teaching` import
``numnum.quiz``; this name (and every module below it) is the very same module as the new
one (:mod:`numnum.teaching.old_paths`).  New code imports :mod:`numnum.teaching.questions`.
"""

from numnum.teaching.old_paths import keep

keep(__name__)
