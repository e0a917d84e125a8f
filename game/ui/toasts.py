"""Where the app's messages (toasts) stand: never one over another.

A toast without a place of its own stacks upwards from the bottom line the scene gives
(``Scene.toast_bottom``), the newest lowest; one tied to a place (a refused drop's reason, by the
pointer) stands just above it.  Each is then moved up, clear of those already placed, and kept on
screen; when the screen is full the oldest are left out rather than drawn over the newer ones.
"""

from __future__ import annotations

import pygame

TOAST_H = 62
GAP = 12
ABOVE_PLACE = 30
"""A toast tied to a place stands this far above it (clear of the pointer)."""


def place_toasts(
    widths: list[int],
    places: list[tuple[int, int] | None],
    area: pygame.Rect,
    bottom: int,
) -> list[pygame.Rect | None]:
    """The boxes of toasts given newest first (their widths and places) inside ``area``; None for
    one that finds no room clear of the newer ones."""
    room = area.inflate(-20, -20)
    placed: list[pygame.Rect] = []
    out: list[pygame.Rect | None] = []
    y = bottom
    for w, place in zip(widths, places):
        box = pygame.Rect(0, 0, min(w, room.w), TOAST_H)
        if place is not None:
            box.midbottom = (place[0], place[1] - ABOVE_PLACE)
        else:
            box.midbottom = (room.centerx, y)
            y -= TOAST_H + GAP
        box.clamp_ip(room)
        for _ in range(len(placed) + 1):  # each move clears one box at least
            hit = next((r for r in placed if r.inflate(0, GAP).colliderect(box)), None)
            if hit is None:
                break
            box.bottom = hit.top - GAP
        if box.top < room.top or any(r.colliderect(box) for r in placed):
            out.append(None)
            continue
        placed.append(box)
        out.append(box)
    return out
