"""Schotten Totten's screen: the table scene (scene.py) and the tour positions."""

from game.games.schotten.view.scene import TOUR, VIEW

__all__ = ["TOUR", "VIEW"]
