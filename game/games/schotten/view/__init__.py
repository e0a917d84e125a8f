"""Schotten Totten's screen: the table scene (scene.py), its drawing (draw.py, card.py), the
discard overlay and the tour positions."""

from game.games.schotten.view.scene import VIEW
from game.games.schotten.view.tour import TOUR

__all__ = ["TOUR", "VIEW"]
