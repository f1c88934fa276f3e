"""Pure renderers: state in, SVG or HTML text out.  Nothing here decides a rule.

Importing this package registers the notebook pictures of cards, views and explanations
(:mod:`numnum.display`): they are objects of lower layers that may not import a renderer.
"""

from __future__ import annotations

from numnum.display import register_picture
from numnum.render.cards import card_svg
from numnum.render.snapshot import view_html
from numnum.render.strip import rows_strip

register_picture("card", card_svg)
register_picture("view", view_html)
register_picture("explanation", rows_strip)
