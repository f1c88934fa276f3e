"""The old path of :mod:`numnum.teaching.lessons` (the lessons' steps), kept for existing notebooks.

Notebooks handed out before the teaching side moved to :mod:`numnum.teaching` import
``numnum.lessons``; this name (and every module below it) is the very same module as the new
one (:mod:`numnum.teaching.old_paths`).  New code imports :mod:`numnum.teaching.lessons`.
"""

from numnum.teaching.old_paths import keep

keep(__name__)
