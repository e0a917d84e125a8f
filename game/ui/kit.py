"""The component kit: pieces every table may build from (game/ui/components.py).

Each takes its ``slicer`` (the view's function picking its part from the model and the view's UI
state; it may also move ``bounds``) and draws only that part:

* ``Glows`` — places lit for a held piece: ``(strong, ring, rects)`` (``ring``: a focus ring, for
  a player who turned "show legal moves" off);
* ``Hand`` — a row of pieces (cards, tiles): ``((piece, look, rect, dim, ring, marked), …)``, each
  drawn by the game's ``draw_piece(p, piece, look, rect, dim)`` (``look``: what else its face
  shows, e.g. a wild card's chosen value), a lifted one already raised in its rect, a dragged one
  left out by the slicer;
* ``Panel`` — a panel (``rect``, its colours) with the game's content over it (``paint_content``);
* ``Dialog`` — a ``Panel`` in the light colours, over the board (a round's end).

A map (pan and zoom: game/ui/pan_zoom.py) and a dice tray are the next pieces: they come with the
views that need them (Glen More and Brass, The Border).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.ui.art import Colour, Palette
from game.ui.components import Component
from game.ui.draw import Painter

Rect = pygame.Rect
DrawPiece = Callable[[Painter, Any, Any, Rect, bool], None]


class Glows(Component):
    """Places lit for a held piece (see the module docstring)."""

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        strong, ring, rects = part
        for rect in rects:
            if ring:
                p.focus_ring(Rect(rect), 14)
            else:
                p.target_glow(Rect(rect), 14, strong=strong)


class Hand(Component):
    """A row of pieces (see the module docstring)."""

    def __init__(self, slicer: Callable[[Any], Hashable | None], draw_piece: DrawPiece):
        super().__init__(slicer)
        self.draw_piece = draw_piece

    def paint(self, p: Painter, part: Any) -> None:
        for piece, look, rect, dim, ring, marked in part:
            r = Rect(rect)
            self.draw_piece(p, piece, look, r, dim)
            if marked:
                p.rect(r.inflate(10, 10), Palette.glow, 14, 4)  # the piece just drawn
            if ring:
                p.focus_ring(r, 14)


class Panel(Component):
    """A panel with content: the slicer sets ``rect`` (and ``bounds``); an empty part draws nothing."""

    fill: Colour = Palette.panel
    edge: Colour | None = Palette.panel_edge
    radius = 14
    shadow = True

    def __init__(self, slicer: Callable[[Any], Hashable | None]):
        super().__init__(slicer)
        self.rect = Rect(0, 0, 0, 0)

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        p.panel(self.rect, self.fill, self.edge, self.radius, shadow=self.shadow)
        self.paint_content(p, part)

    def paint_content(self, p: Painter, part: Any) -> None:
        """Over the panel: what ``part`` holds."""


class Dialog(Panel):
    """A panel over the board (a round's end, a choice to make)."""

    radius = 22
