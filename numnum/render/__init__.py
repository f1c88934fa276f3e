"""Pure renderers: state in, SVG or HTML text out.  Nothing here decides a rule."""
