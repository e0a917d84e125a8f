"""What is under the pointer: the map piece or panel part at a point (what a click there
would do is view/judge.py's).  Cheap enough for every pointer motion: rect tests only, no
layout, no listing of legal moves."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from game.games.brass.rules.state import CHOICE_PHASES, MAIN

if TYPE_CHECKING:
    from game.games.brass.view.scene import BrassView


def target_at(view: BrassView, pos) -> Hashable | None:
    """The map piece under ``pos`` (a space, a link slot, a merchant tile or barrel)."""
    if view.over_log(pos):
        return None
    if not view.pan.rect.collidepoint(pos) or view.over_hud(pos):
        return view.panel_target_at(pos)
    state = view.state
    for m, rect in view.merchant_hits.items():
        if rect.collidepoint(pos):  # the tile and its barrel: the barrel while its beer is being chosen
            beer = state.phase in CHOICE_PHASES and state.need and state.need[0][3] == m
            return ("barrel", m) if beer else ("merchant", m)
    for sp, rect in view.space_hits.items():
        if rect.collidepoint(pos):
            return ("space", sp)
    best, best_d = None, 1e9
    for link, rect in view.slot_rects.items():
        if rect.collidepoint(pos):
            d = abs(rect.centerx - pos[0]) + abs(rect.centery - pos[1])
            if d < best_d:
                best, best_d = ("link", link), d
    return best


def panel_target_at(view: BrassView, pos) -> Hashable | None:
    """A row of the mat or a card in hand (none under the open explainer)."""
    if view.explainer_covers(pos):
        return None
    for name, rect in view.mat_rects.items():
        if rect.collidepoint(pos) and not view.tile_rects[name].collidepoint(pos):
            return ("mat", name)
        if rect.collidepoint(pos) and (view.state.phase != MAIN or view.mode == "develop"):
            return ("mat", name)
    for card, rect in view.card_rects:
        if rect.collidepoint(pos):
            return ("card", card)
    return None
