"""The Border's table (the PlayScene subclass is in ``scene.py``)."""

from game.games.border.view.scene import VIEW
from game.games.border.view.tour import TOUR

__all__ = ["TOUR", "VIEW"]
