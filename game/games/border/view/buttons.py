"""The Border table's buttons as components of its hover layer: Roll, Done (or the results) under
the tray, and an invisible ``PanelButton`` over each of the other seats' panels (a ring where the
pointer or the keyboard rests; a click enlarges that board).  The table's ``WidgetGroup`` handles
them (focus, keys); a ``Buttons`` component draws some of them (``pick``) and is drawn again only
when what they show changes."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.ui.art import Palette
from game.ui.components import Component
from game.ui.damage import MARGIN
from game.ui.draw import Painter
from game.ui.widgets import Button, Widget, WidgetGroup

NOWHERE = pygame.Rect(0, 0, 0, 0)


class PanelButton(Button):
    """An invisible button over a board panel: hover ring, keyboard focus, click to enlarge."""

    def draw(self, p: Painter) -> None:
        if self.focused:
            p.focus_ring(self.rect, 18)
        elif self.hovered:
            p.rect(self.rect, Palette.glow_soft, 16, 3)

    def shows(self) -> bool:
        """Whether it draws anything (a ring)."""
        return self.focused or self.hovered


class Buttons(Component):
    """The widgets of ``group`` that ``pick`` chooses, drawn in the group's order.  ``shown``:
    only those that draw something now count for the bounds (the panels' invisible buttons)."""

    def __init__(self, group: WidgetGroup, pick: Callable[[Widget], bool], shown: bool = False):
        super().__init__()
        self.group = group
        self.pick = pick
        self.shown = shown

    def _widgets(self) -> list[Widget]:
        out = [w for w in self.group.widgets if w.visible and self.pick(w)]
        return [w for w in out if w.shows()] if self.shown else out

    def part(self, model: Any) -> Hashable:
        widgets = self._widgets()
        rects = [pygame.Rect(w.rect).inflate(2 * MARGIN, 2 * MARGIN) for w in widgets]
        self.bounds = rects[0].unionall(rects[1:]) if rects else pygame.Rect(NOWHERE)
        return tuple(
            (
                tuple(w.rect),
                w.label,
                w.enabled,
                w.hovered,
                w.focused,
                getattr(w, "_pressed", False),
                getattr(w, "kind", None),
            )
            for w in widgets
        )

    def paint(self, p: Painter, part: Any) -> None:
        for w in self._widgets():
            w.draw(p)
