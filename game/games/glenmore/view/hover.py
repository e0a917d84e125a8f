"""The hover layer of the Glen More table: what follows the pointer, drawn over the cached
board layer (``PlayScene`` keeps it apart, so a hover change never redraws the board).

* the drop target under a dragged piece (or chosen with the keyboard): a strong glow;
* the track tile under the pointer, large, in the turn panel (what it costs and does) while
  the person chooses, or else zoomed beside its space (the track readable at 1280x720);
* the coins a hovered way of paying would put on the market."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.games.glenmore.rules.actions import Pay
from game.games.glenmore.rules.state import CHOOSE, NO_TILE, NONE, PAY
from game.games.glenmore.view.art import TRACK
from game.games.glenmore.view.draw import draw_market
from game.games.glenmore.view.turn import body_rect, draw_panel_hover, pointed_space

if TYPE_CHECKING:
    from game.games.glenmore.rules.state import GlenMoreState
    from game.games.glenmore.view.scene import GlenMoreView
    from game.ui.draw import Painter
    from game.ui.widgets import Widget


def hovered_payment(state: GlenMoreState, seat: int | None, widgets: Sequence[Widget]) -> int | None:
    """The index (in ``widgets``) of the payment option under the pointer (its market preview
    shows), if any, while ``seat`` pays."""
    if state.phase != PAY or seat is None:
        return None
    for i, widget in enumerate(widgets):
        if getattr(widget, "hovered", False) and isinstance(getattr(widget, "action", None), Pay):
            return i
    return None


ZOOM_SIDE = 250


def zoomed_space(view: GlenMoreView) -> int | None:
    """The track tile under the pointer when the turn panel does not show it (someone else's
    turn, or another step of one's own): it is drawn zoomed beside its space."""
    state = view.state
    if view.drag.held is not None or view.popover is not None:
        return None
    if state.phase == CHOOSE and view.actor() is not None and view.match.config.seats[state.current].is_human:
        return None  # the turn panel shows it, with its cost and whether it can be taken
    for s, rect in enumerate(view.space_rects):
        if rect.collidepoint(view.app.pointer) and state.track[s] != NO_TILE and state.figure_at(s) == NONE:
            return s
    return None


def hover_look(view: GlenMoreView) -> tuple:
    """What the hover layer shows (the match's own state: the track and the phase are public,
    so no hidden-information copy is made per motion)."""
    drag = view.drag
    state = view.state
    pointed = pointed_space(drag, view.space_rects, view.app.pointer, state)
    paying = hovered_payment(state, view.actor(), view.widgets.widgets)
    return (drag.hover_target, drag.key_target, pointed, paying, zoomed_space(view))


def hover_key(view: GlenMoreView) -> Hashable | None:
    """The hover layer's key: what it shows.  The layer is kept as the patches ``hover_rects``
    names (no copy of the whole window), so it is kept while a piece is dragged too."""
    return hover_look(view)


def hover_rects(view: GlenMoreView) -> list[pygame.Rect]:
    """Where ``draw_hover`` draws now (virtual rects, with room for glows and shadows)."""
    drag = view.drag
    rects = [_target_rect(view, key).inflate(40, 40) for key in drag.legal if drag.target_state(key) == "hover"]
    state = view.state
    pointed = pointed_space(drag, view.space_rects, view.app.pointer, state)
    if state.phase == CHOOSE and view.actor() is not None and pointed is not None:
        rects.append(body_rect(view.panel_rect).union(view.held_rect).inflate(40, 40))
    if hovered_payment(view.state, view.actor(), view.widgets.widgets) is not None:
        rects.append(view.inner_rect.inflate(40, 40))
    space = zoomed_space(view)
    if space is not None:
        rects.append(_zoomed_rect(view.space_rects[space], view.inner_rect, view.ring_rect).inflate(40, 48))
    return rects


def _target_rect(view: GlenMoreView, key: Hashable) -> pygame.Rect:
    if key[0] == "cell":
        return view.pan.cell_rect(key[1], key[2], 0.08).clip(view.pan.rect)
    if key[0] == "chief":
        return view.chief_rect
    if key[0] == "market" and key[1] in view.grules.resources:
        return view.market_rows[view.grules.resources.index(key[1])]
    return pygame.Rect(0, 0, 0, 0)


def draw_hover(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    _draw_target(view, p)
    draw_panel_hover(view, p, state)
    if hovered_payment(view.state, view.actor(), view.widgets.widgets) is not None:
        draw_market(view, p, state, hovered=True)
    space = zoomed_space(view)
    if space is not None:
        _draw_zoomed(view, p, space, view.state.track[space])


def _draw_zoomed(view: GlenMoreView, p: Painter, space: int, tile: int) -> None:
    """The tile on ``space``, large, towards the middle of the ring (over the market)."""
    rect = _zoomed_rect(view.space_rects[space], view.inner_rect, view.ring_rect)
    p.rect(rect.move(8, 12), (0, 0, 0, 70), 16)
    view.art.draw(p, tile, rect, TRACK)


def _zoomed_rect(near: pygame.Rect, inner: pygame.Rect, ring: pygame.Rect) -> pygame.Rect:
    """Where a track tile (its space ``near``) shows zoomed: towards the market (``inner``),
    inside the ring (``ring``), clear of the market's Sell buttons."""
    middle = inner.center
    dx, dy = middle[0] - near.centerx, middle[1] - near.centery
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    reach = ZOOM_SIDE * 0.6 + near.w * 0.5
    rect = pygame.Rect(0, 0, ZOOM_SIDE, ZOOM_SIDE)
    rect.center = (round(near.centerx + dx / length * reach), round(near.centery + dy / length * reach))
    rect.clamp_ip(ring)
    buttons = inner.right - 140  # the market's Sell buttons are drawn over this layer
    if rect.right > buttons and rect.colliderect(inner):
        rect.right = buttons
    return rect


def _draw_target(view: GlenMoreView, p: Painter) -> None:
    drag = view.drag
    for key in drag.legal:
        if drag.target_state(key) != "hover":
            continue
        if key[0] == "cell":
            pan = view.pan
            clip = p.surface.get_clip()
            p.surface.set_clip(p.vp.rect(pan.rect))
            p.target_glow(pan.cell_rect(key[1], key[2], 0.08), max(4, round(pan.size * 0.07)), strong=True)
            p.surface.set_clip(clip)
        elif key[0] == "chief":
            p.target_glow(view.chief_rect, 14, strong=True)
        elif key[0] == "market" and key[1] in view.grules.resources:
            p.target_glow(view.market_rows[view.grules.resources.index(key[1])], 10, strong=True)
