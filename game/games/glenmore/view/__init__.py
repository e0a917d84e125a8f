"""Glen More's screen: ``VIEW`` (the PlayScene subclass, in ``scene.py``) and ``TOUR``."""

from game.games.glenmore.view.scene import TOUR, VIEW

__all__ = ["TOUR", "VIEW"]
