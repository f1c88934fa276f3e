"""The card table widget: a game at a table of people and computer players in JupyterLab.

Thin by design: the engine decides, the renderer draws, the widget connects them.

- :mod:`~numnum.widget.card_table`: the anywidget :class:`CardTable` with its script and style
  (``card_table.js``, ``card_table.css``); it passes each click or key to the controller and
  shows the HTML the renderer makes.
- :mod:`~numnum.widget.controller`: the :class:`Controller` acts on clicks and keys: seats, turns,
  computer moves, rounds.
- :mod:`~numnum.widget.build_scene` builds the :class:`~numnum.render.scene.Scene` (words and
  flags, no drawing) that :func:`numnum.render.scene_html.scene_html` draws.
- :mod:`~numnum.widget.words` writes the move log in words; :mod:`~numnum.widget.rules_text`
  the rules box; :mod:`~numnum.widget.autosave` keeps the running game on disk, one save per
  browser (its identity: ``identity.js`` and :mod:`numnum.identity`) and table.
"""
