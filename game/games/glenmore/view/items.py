"""A row of tokens, arrows, VP badges and words (what a choice gives and takes, what a step
won): drawn by the option rows, the choices beside a tile and the rising gains."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.glenmore.view.art import draw_token, vp_badge
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter

Item = tuple[str, Any]
"""("token", resource) | ("text", str) | ("vp", str) | ("arrow", "") | ("note", Text)"""


def draw_items(
    p: Painter, items: list[Item], x: float, cy: float, h: int, ink=Palette.ink, limit: float = 10_000
) -> float:
    """Tokens, arrows, VP badges and words in a row from (x, cy); returns the x where it ended."""
    gap = max(4, h // 6)
    for kind, value in items:
        if x >= limit:
            break
        if kind == "token":
            draw_token(p, value, pygame.Rect(round(x), round(cy - h / 2), h, h))
            x += h + gap
        elif kind == "arrow":
            r = p.text("→", (x, cy), TextStyle(round(h * 0.8), ink, True), "midleft")
            x = r.right + gap
        elif kind == "vp":
            badge = vp_badge(str(value), p.vp.px(h), p.real_size(h * 0.62))
            real = badge.get_rect(midleft=p.vp.point((x, cy)))
            p.surface.blit(badge, real)
            x += real.w / p.vp.scale + gap
        elif kind in ("text", "note"):
            size = round(h * 0.7) if kind == "text" else round(h * 0.6)
            style = TextStyle(size, ink, kind == "text")
            r = p.text(value, (x, cy), style, "midleft", max_width=max(20, round(limit - x)))
            x = r.right + gap
    return x
