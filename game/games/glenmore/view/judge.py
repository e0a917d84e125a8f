"""Drag sources, drop targets and the judge of drops on the Glen More table (the view is the
drag controller's judge): which pieces can be picked up, where each may go, what a drop does,
and why a refused one is refused.  A mixin of ``GlenMoreTable`` (table.py): it reads the table's
layout and the seat's view, and a drop leaves an intent (``Perform``)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg
from game.games.glenmore.rules.actions import Activate, Move, Pay, Place, Promote, Sell, Take
from game.games.glenmore.rules.state import CHOOSE, MOVE, NO_TILE, PAY, PLACE
from game.games.glenmore.rules.territory import frontier, legal_cells, xy
from game.ui.drag import Source
from game.ui.draw import Text
from game.ui.table import Perform


class DropJudge:
    """Mixed into ``GlenMoreTable``."""

    # ------------------------------------------------------------------------------------
    # drag sources and drop targets, from the legal actions

    def _layout_drag(self) -> None:
        sources: list[Source] = []
        targets: dict[Hashable, pygame.Rect] = {}
        seat = self.actor()
        state = self.state
        if seat is not None and self.popover is None:
            if state.phase == CHOOSE:
                # every tile, even one still flying in: the layout is not made again when
                # the flight lands, and a missing source made a take do nothing (issue 13)
                for s, rect in enumerate(self.lay.space_rects):
                    if state.track[s] != NO_TILE:
                        sources.append(Source(("track", s), rect, ("track", s)))
            elif state.phase == PLACE:
                sources.append(Source(("held",), self.lay.held_rect, ("held",)))
            elif state.phase == MOVE and self.shown == seat:
                for (x, y), rect in self.lay.member_rects.items():
                    sources.append(Source(("member", x, y), rect, ("member", x, y)))
            if self.shown == seat:
                view = self.pan.rect
                cells = set(state.tiles[seat]) | frontier(state.tiles[seat])
                for c in sorted(cells):
                    x, y = xy(c)
                    rect = self.pan.cell_rect(x, y, 0.02).clip(view)
                    if rect.w > 8 and rect.h > 8:
                        targets[("cell", x, y)] = rect
                if state.phase == MOVE:
                    targets[("chief",)] = self.lay.chief_rect
                sources += self._cube_sources()
            for name, row in zip(self.grules.resources, self.lay.market_rows):
                targets[("market", name)] = row
            targets[("board",)] = self.board_rect
        self.drag.set_layout(sources, targets)

    def _cube_sources(self) -> list[Source]:
        """Cubes the person may sell, to drag (or click, then click) onto the market (issue 13).
        While paying, a cube the payment takes is clicked to mark it instead (view/cubes.py).
        While activating, a click on a tile that can be used uses it, so its cubes stay put
        (the market's button still sells them)."""
        marking = self.cube_pick.needed(self.state, self.actor(), self.legal_of(Pay)) if self.state.phase == PAY else {}
        sellable = {a.resource for a in self.legal_of(Sell)}
        in_use = {(a.x, a.y) for a in self.legal_of(Activate)} | {xy(c) for c in self.state.pending}
        return [
            Source(("cube", *where, name), rect, ("cube", *where, name))
            for rect, name, where in self.lay.cube_rects
            if name in sellable and name not in marking and where not in in_use
        ]

    # -- the judge ---------------------------------------------------------------------
    def legal_targets(self, payload: Any) -> set[Hashable]:
        seat = self.actor()
        if seat is None:
            return set()
        if self.shown != seat:
            self.shown = seat
            self._relayout()
        state = self.state
        kind = payload[0]
        if kind == "track":
            if Take(payload[1]) not in self.legal:
                # lifted but not takeable: say why at once (a drop says it again)
                self._refused(self.why_not(payload, ("board",)) or Msg("glenmore.ui.drop_on_space"), self.drag.pointer)
                return set()
            tile = self.grules.tile(state.track[payload[1]])
            return {("cell", *xy(c)) for c in self.placement_cells(seat, tile)}
        if kind == "held":
            return {("cell", a.x, a.y) for a in self.legal_of(Place)}
        if kind == "cube":
            _, x, y, name = payload
            problem = self.rules.why_illegal(state, Sell(name, (x, y)))
            if problem is not None:
                self._refused(problem, self.drag.pointer)
                return set()
            return {("market", name)}
        if kind == "member":
            x, y = payload[1], payload[2]
            out: set[Hashable] = {("cell", a.to_x, a.to_y) for a in self.legal_of(Move) if (a.x, a.y) == (x, y)}
            if Promote(x, y) in self.legal:
                out.add(("chief",))
            return out
        return set()

    def placement_cells(self, seat: int, tile) -> set[int]:
        """Where ``tile`` could go once paid for (a clan-member cost may free different cells)."""
        state = self.state
        if not tile.kind.cost.members:
            return set(self.grules.placements(state, seat, tile))
        cells: set[int] = set()
        if state.chieftains[seat]:
            cells |= set(self.grules.placements(state, seat, tile))
        if state.total_members(seat) > 1:
            for c in state.members[seat]:
                members = dict(state.members[seat])
                members[c] -= 1
                if not members[c]:
                    del members[c]
                cells |= set(legal_cells(state.tiles[seat], members, self.grules.tiles, tile))
        return cells

    def drop(self, payload: Any, target: Hashable) -> None:
        kind = payload[0]
        if kind == "track" and target[0] == "cell":
            self.take_and_place(payload[1], target[1], target[2])
        elif kind == "held" and target[0] == "cell":
            self._emit(Perform((Place(target[1], target[2]),)))
        elif kind == "cube" and target == ("market", payload[3]):
            self._emit(self.sell(payload[3], (payload[1], payload[2])))
        elif kind == "member":
            if target[0] == "chief":
                self._emit(Perform((Promote(payload[1], payload[2]),)))
            elif target[0] == "cell":
                self._emit(Perform((Move(payload[1], payload[2], target[1], target[2]),)))

    def why_not(self, payload: Any, target: Hashable) -> Text | None:
        seat = self.actor()
        if seat is None:
            return None
        state = self.state
        kind = payload[0]
        where = self._drop_cell(target)
        if kind == "track":
            space = payload[1]
            problem = self.rules.why_illegal(state, Take(space))
            if problem is not None:
                return problem
            if where is None:
                return Msg("glenmore.ui.drop_on_space")
            tile = self.grules.tile(state.track[space])
            return self.grules.placement_reason(state, seat, tile, *where) or Msg("glenmore.ui.drop_on_space")
        if kind == "held":
            if where is None:
                return Msg("glenmore.ui.drop_on_space")
            return self.rules.why_illegal(state, Place(*where)) or Msg("glenmore.ui.drop_on_space")
        if kind == "cube":
            _, x, y, name = payload
            problem = self.rules.why_illegal(state, Sell(name, (x, y)))
            if problem is not None or target == ("market", name):
                return problem
            if where == (x, y):
                return None  # put back where it was
            if target[0] == "market":
                return Msg("glenmore.ui.drop_cube_row", resource=Msg(f"glenmore.resource.{name}"))
            return Msg("glenmore.ui.drop_cube")
        if kind == "member":
            if target == ("chief",):
                return self.rules.why_illegal(state, Promote(payload[1], payload[2]))
            if where is None:
                return Msg("glenmore.ui.drop_member")
            if where == (payload[1], payload[2]):
                return None
            return self.rules.why_illegal(state, Move(payload[1], payload[2], *where)) or Msg("glenmore.ui.drop_member")
        return None

    def _drop_cell(self, target: Hashable) -> tuple[int, int] | None:
        if target[0] == "cell":
            return (target[1], target[2])
        if target == ("board",):
            return self.pan.cell_at(self.drag.pointer)
        return None

