"""Play together across devices: one shared card table, each pupil at their own laptop.

- :mod:`numnum.together.seat`: one seat's screen (the one-laptop controller fixed to a seat);
- :mod:`numnum.together.service`: the shared tables, pure Python (the authority of each game);
- :mod:`numnum.together.server`: the service inside the Jupyter server, over HTTP (an extension);
- :mod:`numnum.together.client`: ``numnum.host`` and ``numnum.join``: the teacher's table and a
  pupil's card table widget, which only forwards clicks and draws the picture of its seat.

See ``docs/together.md`` for the design and its limits.
"""

from __future__ import annotations

__all__: list[str] = []
