"""The Border's table (the PlayScene subclass is in ``scene.py``)."""

from game.games.border.view.scene import TOUR, VIEW

__all__ = ["TOUR", "VIEW"]
