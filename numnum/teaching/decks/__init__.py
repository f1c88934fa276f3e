"""Prepared decks: :mod:`~numnum.teaching.decks.lessons` (the decks each lesson plays with) and
:mod:`~numnum.teaching.decks.teachers` (decks a teacher builds: a topic's cards, fixed orders)."""
