"""The hover layer of the Glen More table: what follows the pointer, drawn over the cached
board layer (``PlayScene`` keeps it apart, so a hover change never redraws the board).

* the drop target under a dragged piece (or chosen with the keyboard): a strong glow;
* the track tile under the pointer, large, in the turn panel (what it costs and does);
* the coins a hovered way of paying would put on the market."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from game.games.glenmore.actions import Pay
from game.games.glenmore.state import PAY
from game.games.glenmore.view.draw import draw_market
from game.games.glenmore.view.turn import draw_panel_hover, pointed_space

if TYPE_CHECKING:
    from game.games.glenmore.state import GlenMoreState
    from game.games.glenmore.view.scene import GlenMoreView
    from game.ui.draw import Painter


def hovered_payment(view: GlenMoreView) -> int | None:
    """The index of the payment option under the pointer (its market preview shows), if any."""
    if view.state.phase != PAY or view.actor() is None:
        return None
    for i, widget in enumerate(view.widgets.widgets):
        if getattr(widget, "hovered", False) and isinstance(getattr(widget, "action", None), Pay):
            return i
    return None


def hover_look(view: GlenMoreView) -> tuple:
    """What the hover layer shows (the match's own state: the track and the phase are public,
    so no hidden-information copy is made per motion)."""
    drag = view.drag
    return (drag.hover_target, drag.key_target, pointed_space(view, view.state), hovered_payment(view))


def hover_key(view: GlenMoreView) -> Hashable | None:
    """The hover layer's key, or None to draw it straight over the board layer: while a piece is
    dragged (a glow costs less than copying the whole window each frame, measured) and when
    nothing is hovered (nothing to draw)."""
    look = hover_look(view)
    if view.drag.dragging or look == (None, -1, None, None):
        return None
    return look


def draw_hover(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    _draw_target(view, p)
    draw_panel_hover(view, p, state)
    if hovered_payment(view) is not None:
        draw_market(view, p, state, hovered=True)


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
