"""Dirty-rect presentation: which parts of the window a frame changed, when that is known.

Most frames are presented whole (``pygame.display.flip``).  A frame may be presented as a few
rectangles (``pygame.display.update(rects)``) only when the app knows exactly what changed:

* a pointer motion that changed nothing but some widgets' looks (hover, focus, pressed) in
  scenes whose only pointer-dependent drawing is their widgets (``Scene.look()`` is exactly
  ``widgets_look(scene.group)``): the changed widgets' rects, before and after;
* a tooltip appearing or going: its box, before and after;
* a pointer motion in a scene that says where its live drawing (what it draws over its cached
  layers every frame) lies, ``Scene.live_rects()`` (the play screen asks its view's
  ``board_live_rects``; ``drag_rects`` gives a drag's floating piece): those rects, before and
  after.  An item of that list is a rect (always part of the damage) or a pair (rect, look):
  part of the damage only when it is not in the other list (its rect or its look changed:
  ``widget_parts`` gives a group's widgets so, the play screen its hover layer's patches keyed
  by the hover layer's key).

and no cached layer was drawn afresh during the frame (``layers.REDRAWS`` unchanged): every
other pixel is then the same as in the frame before.  Anything else (an animation, a toast, a
state change, a layer drawn) presents the whole frame.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.ui.layers import widgets_look

MARGIN = 28
"""Virtual pixels around a widget's rect that its drawing may reach (shadow, focus ring, lift)."""

Live = list[tuple[tuple, Hashable, bool]]
"""Live parts as (rect as a tuple, look, always part of the damage)."""
WidgetStates = list[tuple[int, Hashable, bool, list[tuple[pygame.Rect, Hashable]], Live | None]]


def _live(items) -> Live | None:
    if items is None:
        return None
    out = []
    for item in items:
        if isinstance(item, pygame.Rect) or len(item) == 4:
            out.append((tuple(pygame.Rect(item)), None, True))
        else:
            out.append((None if item[0] is None else tuple(pygame.Rect(item[0])), item[1], False))
    return out


def _live_damage(before: Live, after: Live) -> list[pygame.Rect] | None:
    """The rects of ``before`` and ``after`` to present: every plain rect, and each (rect, look)
    pair that the other list does not hold; None (the whole frame) when such a pair's rect is
    None (a part that covers everything, e.g. a hover layer kept as the whole window)."""
    kept_before, kept_after = set(before), set(after)
    changed = [r for r, _, always in before if always or (r, _, always) not in kept_after]
    changed += [r for r, _, always in after if always or (r, _, always) not in kept_before]
    if any(r is None for r in changed):
        return None
    return [pygame.Rect(r) for r in changed]


def widget_parts(group, margin: int = MARGIN) -> list[tuple[pygame.Rect, Hashable]]:
    """A group's widgets as live parts (rect with room for a shadow or a ring, look)."""
    looks = widgets_look(group)
    return [(pygame.Rect(w.rect).inflate(2 * margin, 2 * margin), look) for w, look in zip(group.widgets, looks)]


def widget_states(scenes) -> WidgetStates:
    """Per visible scene: its id, its look, whether that look is its widgets' look alone, and
    each widget's rect and look."""
    out: WidgetStates = []
    for scene in scenes:
        look = scene.look()
        live = _live(scene.live_rects())
        group = getattr(scene, "group", None)
        if group is None:
            out.append((id(scene), look, False, [], live))
            continue
        looks = widgets_look(group)
        widgets = [(pygame.Rect(w.rect), one) for w, one in zip(group.widgets, looks)]
        out.append((id(scene), look, look == looks, widgets, live))
    return out


def widget_damage(before: WidgetStates, after: WidgetStates) -> list[pygame.Rect] | None:
    """The virtual rects the change from ``before`` to ``after`` touches, or None when the change
    is not explained by widgets alone (the whole frame must be presented)."""
    if [s[0] for s in before] != [s[0] for s in after]:
        return None
    rects: list[pygame.Rect] = []
    for old, new in zip(before, after):
        _, look_before, only_before, widgets_before, live_before = old
        _, look_after, only_after, widgets_after, live_after = new
        if look_before == look_after and widgets_before == widgets_after and live_before == live_after:
            continue
        if live_before is not None and live_after is not None:
            changed = _live_damage(live_before, live_after)  # the scene says where its live drawing lies
            if not changed:
                return None  # its look changed but none of its parts (or the whole): present it all
            rects += changed
            continue
        if not (only_before and only_after) or len(widgets_before) != len(widgets_after):
            return None
        for (rect_a, look_a), (rect_b, look_b) in zip(widgets_before, widgets_after):
            if look_a != look_b or rect_a != rect_b:
                rects += [rect_a.inflate(2 * MARGIN, 2 * MARGIN), rect_b.inflate(2 * MARGIN, 2 * MARGIN)]
    return rects


def drag_rects(drag, margin: int = 24) -> list[pygame.Rect]:
    """Where a drag controller's floating piece is drawn (the held source's size at its
    floating place, with ``margin`` for a shadow or a lift); empty when nothing floats."""
    floating = drag.floating()
    if floating is None:
        return []
    source, (x, y) = floating
    return [pygame.Rect(round(x), round(y), source.rect.w, source.rect.h).inflate(2 * margin, 2 * margin)]


def to_window(rects: list[pygame.Rect], viewport, window: pygame.Rect) -> list[pygame.Rect]:
    """Virtual rects as window rects, clipped to the window, empty ones dropped (before they are
    grown by a pixel for rounding: a component put away at an empty rect changes nothing there)."""
    out = []
    for r in rects:
        if r.w <= 0 or r.h <= 0:
            continue
        real = viewport.rect(r).inflate(2, 2).clip(window)
        if real.w > 0 and real.h > 0:
            out.append(real)
    return out
