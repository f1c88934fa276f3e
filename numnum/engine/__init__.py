"""The engine: game state, turn machinery, views and the save format."""
