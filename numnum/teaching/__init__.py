"""What pupils and teachers use: questions, pictures, decks, lessons, exercises, printing.

The engine side (:mod:`numnum.engine`, :mod:`numnum.variants`, :mod:`numnum.bots`,
:mod:`numnum.render`, :mod:`numnum.widget`) plays the games; the teaching side builds on it and on
the basics (cards, arithmetic, explanations, words), never the other way round.

- :mod:`numnum.teaching.questions` - reading and checking answers, feedback, the mistake
  catalogue, the question widgets and the answers they keep;
- :mod:`numnum.teaching.pictures` - the SVG pictures of rows, dots, factor trees, cards, charts;
- :mod:`numnum.teaching.counting` - counting cards that go together (partners, chains, choices);
- :mod:`numnum.teaching.decks` - prepared decks: the lessons' decks and the teachers' decks;
- :mod:`numnum.teaching.lessons` - the lessons' steps, one module per lesson;
- :mod:`numnum.teaching.exercises` - seeded exercises for teachers, one module per topic;
- :mod:`numnum.teaching.printing` - PDF worksheets, answer keys and print-and-play decks;
- :mod:`numnum.teaching.desk` - the teachers' panel and commands, which make all of those;
- :mod:`numnum.teaching.old_paths` - the old import paths (``numnum.quiz``, ...) kept for
  notebooks already handed out.
"""
