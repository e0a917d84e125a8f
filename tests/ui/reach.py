"""Can every clickable target be hit, and read?  Helpers for any scene (issue 21, point 3).

A *target* is something a click does something with: its name, the rect it is drawn in
(virtual pixels) and ``hits(pos)``, whether a click at a virtual point reaches it (the scene's
own hit test, so overlaps and priorities count).  ``misses`` lists the targets that a click
within a ``MIN_PX`` square (window pixels) around their drawing's centre can miss: the hit
area may be larger than the drawing, never smaller than the square.  ``covered`` lists the
targets a label is drawn over.

Collectors for the shared parts: ``widget_targets`` (buttons, toggles, choices of a widget
group: the topmost visible widget under a point is the one hit) and ``drag_targets`` (a drag
controller's sources and drop targets).  A game's test adds its own (map spaces, cards...)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

MIN_PX = 28
"""The least side, in window pixels at 1280x720, of the square around a target's centre that
every click in must reach it."""


@dataclass
class Target:
    name: str
    rect: pygame.Rect
    hits: Callable[[tuple[int, int]], bool]
    inside: Callable[[tuple[int, int]], bool] | None = None  # the drawing's shape, when not its rect


def _points(centre: tuple[float, float], half: float, samples: int = 5) -> Iterable[tuple[int, int]]:
    cx, cy = centre
    for i in range(samples):
        for j in range(samples):
            yield (round(cx - half + 2 * half * i / (samples - 1)), round(cy - half + 2 * half * j / (samples - 1)))


def misses(targets: Iterable[Target], scale: float, min_px: int = MIN_PX) -> list[str]:
    """The targets some click within ``min_px`` window pixels (a square) of their centre misses,
    with the smallest square that every click in reaches (window px)."""
    out = []
    half = (min_px / 2 - 0.5) / scale  # virtual px
    for t in targets:
        if all(t.hits(pt) for pt in _points(t.rect.center, half)):
            continue
        reach = 0
        for px in range(2, min_px, 2):
            if all(t.hits(pt) for pt in _points(t.rect.center, (px / 2 - 0.5) / scale)):
                reach = px
        out.append(f"{t.name}: {reach} px (drawn {round(t.rect.w * scale)}x{round(t.rect.h * scale)})")
    return out


def covered(targets: Iterable[Target], labels: Iterable[tuple[str, pygame.Rect]]) -> list[str]:
    """The targets whose drawing a label lies over (beyond a pixel of touching)."""
    labels = list(labels)
    out = []
    for t in targets:
        for name, rect in labels:
            clip = rect.clip(t.rect).inflate(-2, -2)
            if clip.w <= 0 or clip.h <= 0:
                continue
            if t.inside is None or any(
                t.inside((x, y)) for x in range(clip.x, clip.right + 1, 2) for y in range(clip.y, clip.bottom + 1, 2)
            ):
                out.append(f"{t.name} under {name!r} ({clip.w}x{clip.h})")
    return out


def widget_targets(group, prefix: str = "") -> list[Target]:
    """The visible, enabled widgets of a ``WidgetGroup``; a click reaches a widget when it is
    the topmost visible widget of the group under the point."""
    visible = [w for w in group.widgets if w.visible]

    def top_at(pos):
        for w in reversed(visible):
            if w.contains(pos):
                return w
        return None

    out = []
    for w in visible:
        if not w.enabled or w.rect.w <= 0 or w.rect.h <= 0:
            continue
        label = getattr(w, "label", "") or getattr(w, "icon", "") or type(w).__name__
        out.append(Target(f"{prefix}{label}", pygame.Rect(w.rect), lambda pos, w=w: top_at(pos) is w))
    return out


def drag_targets(drag, clip: pygame.Rect | None = None) -> list[Target]:
    """A drag controller's sources (a press lifts them) and drop targets (inside ``clip``)."""
    out = []
    for s in drag.sources:
        out.append(Target(f"source {s.key}", pygame.Rect(s.rect), lambda pos, s=s: drag.source_at(pos) is s))
    targets = dict(drag.targets)

    def reaches(pos, key) -> bool:
        """The drop target under ``pos`` is ``key``, or ``key`` is one of a stack of targets there
        (a card on a stone's side: which one a drop takes depends on what is held)."""
        if drag.target_at(pos) == key:
            return True
        rect = targets[key]
        return rect.collidepoint(pos) and all(r.colliderect(rect) for k, r in targets.items() if r.collidepoint(pos))

    for key, rect in targets.items():
        if clip is not None and not clip.contains(rect):
            continue
        out.append(Target(f"target {key}", pygame.Rect(rect), lambda pos, k=key: reaches(pos, k)))
    return out
