"""The Brass table (pygame): ``VIEW`` (the PlayScene subclass, in ``scene``) and ``TOUR``."""

from game.games.brass.view.scene import VIEW
from game.games.brass.view.tour import TOUR

__all__ = ["TOUR", "VIEW"]
