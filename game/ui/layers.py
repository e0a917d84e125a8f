"""Cached layers: a run of a scene's drawing kept as window pixels and reused until what it
shows changes.

A scene draws bottom to top.  A *layer* is the frame as it stands after a run of that drawing
(the table, the board, the panels…) whose look depends only on a *key* the view supplies
(state version, layout, zoom/pan, hover target, mode…).  While the key holds, ``LayerCache.paint``
blits the kept pixels instead of drawing; the parts that change with the pointer (hover glows
drawn late, the dragged piece, the widgets) are drawn over it every frame.  The kept pixels
are a snapshot of the window, not a see-through surface, so a cached frame is exactly the
frame drawn from scratch (no alpha-blending differences).

The key is completed with what every layer depends on: the window size and the viewport's
scale, canvas size and origin (layers are in window pixels, so a resize redraws them), the
text size, the language and the settings.
A key of None means "do not cache now" (an animation is running): the run is drawn every frame.

``look`` helpers give the small tuples a scene compares before and after a pointer motion:
when nothing a scene shows depends on changed, the app does not redraw at all.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n

if TYPE_CHECKING:
    from game.ui.draw import Painter

ENABLED = True
"""False draws everything from scratch (the tests compare both ways)."""

REDRAWS = 0
"""Layers drawn rather than reused, in every cache (a frame that drew none changed only what
was drawn over its layers: see game/ui/damage.py)."""


class LayerCache:
    """The layers of one scene, by name."""

    def __init__(self) -> None:
        self._kept: dict[str, tuple[Hashable, Any]] = {}  # the whole window, or patches
        self.redraws = 0
        """How many times a layer was drawn rather than reused (for tests and benchmarks)."""

    def paint(self, p: Painter, name: str, key: Hashable | None, draw: Callable[[Painter], Any]) -> bool:
        """Draw the layer ``name`` (the whole window as ``draw`` leaves it) or reuse it.
        Returns True when it was drawn."""
        global REDRAWS
        REDRAWS += 1  # undone below when the kept pixels are reused
        if not ENABLED:
            draw(p)
            return True
        if key is None:
            self._kept.pop(name, None)
            draw(p)
            return True
        full = self._full(p, key)
        kept = self._kept.get(name)
        if kept is not None and kept[0] == full:
            p.surface.blit(kept[1], (0, 0))
            REDRAWS -= 1
            return False
        if p.surface.get_clip() != p.surface.get_rect():
            # a frame drawn in part (game/ui/damage.py): outside its clip the window still holds
            # the last frame, not what this layer lies over (an overlay dims the table below it),
            # so the layer is drawn in the clip and not kept; the app then draws the frame whole
            self._kept.pop(name, None)
            draw(p)
            self.redraws += 1
            return True
        draw(p)
        size = p.surface.get_size()
        snap = kept[1] if kept is not None and kept[1].get_size() == size else pygame.Surface(size)
        snap.blit(p.surface, (0, 0))
        self._kept[name] = (full, snap)
        self.redraws += 1
        return True

    def paint_patches(
        self, p: Painter, name: str, key: Hashable | None, rects: list[pygame.Rect], draw: Callable[[Painter], Any]
    ) -> bool:
        """A layer that differs from what lies under it only inside ``rects`` (window pixels):
        kept as those patches, not as the whole window, so drawing it afresh costs its drawing
        and a few small copies.  Drawn afresh inside a frame drawn in part (the window's clip),
        every patch must lie inside the clip (the frame's damage holds the patches, old and new);
        otherwise it counts as a layer drawn afresh (``REDRAWS``: the app draws the frame whole).
        Returns True when it was drawn."""
        global REDRAWS
        if not ENABLED or key is None:
            REDRAWS += 1
            if key is None:
                self._kept.pop(name, None)
            draw(p)
            return True
        full = self._full(p, key)
        kept = self._kept.get(name)
        if kept is not None and kept[0] == full:
            for rect, snap in kept[1]:
                p.surface.blit(snap, rect)
            return False
        draw(p)
        self.redraws += 1
        window = p.surface.get_rect()
        clip = p.surface.get_clip()
        patches = [r.clip(window) for r in rects]
        if clip != window and not all(clip.contains(r) for r in patches if r.w and r.h):
            REDRAWS += 1  # drawn over stale pixels outside the clip: not kept, the frame is drawn whole
            self._kept.pop(name, None)
            return True
        self._kept[name] = (full, [(r, p.surface.subsurface(r).copy()) for r in patches if r.w and r.h])
        return True

    def holds(self, p: Painter, name: str, key: Hashable | None) -> bool:
        """Whether ``paint`` with this key would reuse the kept pixels (nothing to draw)."""
        if not ENABLED or key is None:
            return False
        kept = self._kept.get(name)
        return kept is not None and kept[0] == self._full(p, key)

    def _full(self, p: Painter, key: Hashable) -> tuple:
        return (key, p.surface.get_size(), p.vp.key, p.text_scale, i18n.language())

    def forget(self) -> None:
        self._kept.clear()


def over(below: Hashable | None, key: Hashable | None) -> Hashable | None:
    """The key of a layer drawn over something else (an overlay over the frame below it, a game's
    own dialog over its board layer): None when either part is None."""
    if below is None or key is None:
        return None
    return (below, key)


def widgets_look(widgets) -> tuple:
    """What a group of widgets shows that the pointer can change."""
    return tuple(
        (w.visible, w.enabled, w.hovered, w.focused, getattr(w, "selected", None), getattr(w, "hover_index", None))
        for w in widgets.widgets
    )


def drag_state(drag) -> tuple:
    """What a drag controller shows on the board under the dragged piece: which piece is held
    and which target is under it (not where the piece floats: that is drawn over the layer)."""
    held = drag.held.key if drag.held is not None else None
    return (held, drag.dragging, drag.hover_target, drag.key_source, drag.key_target)


def drag_look(drag) -> tuple:
    """``drag_state`` and where the dragged piece floats."""
    floating = drag.floating()
    return (drag_state(drag), floating[1] if floating is not None else None)


def pan_look(pan) -> tuple:
    return (pan.zoom, pan.center, tuple(pan.rect))
