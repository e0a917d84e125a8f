"""The Border's tooltips: dice, spaces, areas, the scoring strip."""

from __future__ import annotations

from game.core.i18n import Msg
from game.games.border.components import NO_COLOUR
from game.games.border.rules.state import CROSS, KEEP, NO_DIE, PASSIVE, BorderState
from game.games.border.view.geom import HexLayout
from game.ui.draw import Text


class TipsMixin:
    """Part of ``BorderView`` (view/scene.py); it reads the view's layout and state."""

    def tooltip_at(self, pos) -> Text | None:
        if self.tips_hidden:  # a computer moved since the pointer last moved
            return None
        return self.widgets.tooltip_at(pos) or super().tooltip_at(pos)

    def board_tooltip(self, pos) -> Text | None:
        state: BorderState = self.match.state
        for source in self.drag.sources:
            if source.rect.collidepoint(pos):
                return self._die_tip(state, source.payload[1])
        for d in range(len(state.dice)):
            if state.dice[d] != NO_DIE and self.slot_rect(d, self.die_row(state, d)).collidepoint(pos):
                return self._die_tip(state, d)
        if self.main_lay is not None:
            tip = self.space_tip(state, self.main_seat, self.main_lay, pos, interactive=True)
            if tip is not None:
                return tip
        cell = self._strip_cell_at(pos)
        if cell is not None:
            return self.area_tip(state, self.main_seat, cell)
        return None

    def _die_tip(self, state: BorderState, die: int) -> Text:
        colour = state.dice[die]
        name = self.brules.colour_name(colour)
        symbol = Msg(f"border.symbol.{self.brules.bs.colours[colour].symbol}")
        if self.can_act() and state.phase == KEEP:
            return Msg("border.ui.tip_die_keep", colour=name, symbol=symbol, key=die + 1)
        if self.can_act() and self.brules.free_dice(state) >> die & 1:
            return Msg("border.ui.tip_die_use", colour=name, symbol=symbol, key=die + 1)
        if self.can_act() and state.phase in (CROSS, PASSIVE):  # a greyed die says why
            why = Msg("border.ui.why_die_used" if state.phase == CROSS else "border.ui.why_die_gone")
            return Msg("border.ui.tip_die_why", colour=name, symbol=symbol, why=why)
        return Msg("border.ui.tip_die", colour=name, symbol=symbol)

    def space_tip(self, state: BorderState, seat: int, lay: HexLayout, pos, interactive: bool) -> Text | None:
        space = lay.space_at(pos)
        rules = self.brules
        if space is None:
            area = lay.area_at(pos)
            return self.area_tip(state, seat, area) if area is not None else None
        board = rules.board_of(state, seat)
        areas = ", ".join(str(rules.area_name(a)) for a in rules.geometry.areas_of_space[space])
        if board.colour_of[space] == NO_COLOUR:
            return Msg.raw(f"{Msg('border.ui.tip_white')} {Msg('border.ui.tip_borders', areas=areas)}")
        seg = board.segments[board.segment_of[space]]
        crossed = (seg.mask & state.crossed[seat]).bit_count()
        lines = [
            str(
                Msg(
                    "border.ui.tip_space",
                    colour=rules.colour_name(seg.colour),
                    symbol=Msg(f"border.symbol.{rules.bs.colours[seg.colour].symbol}"),
                    length=seg.length,
                    crossed=crossed,
                )
            ),
            str(Msg("border.ui.tip_borders", areas=areas)),
        ]
        if interactive and self.can_act() and seat == state.current:
            if state.phase in (KEEP, CROSS) and seg.index in rules.completable(state):
                need = rules.segment_need(state, seat, seg.index)
                lines.append(str(Msg("border.ui.tip_complete", count=need, colour=rules.colour_name(seg.colour))))
                if state.phase == KEEP:
                    lines.append(str(Msg("border.ui.tip_complete_stops")))
            elif state.phase == PASSIVE and rules.crossable_mask(state) >> space & 1:
                lines.append(str(Msg("border.ui.tip_cross")))
        return Msg.raw("\n".join(lines))

    def area_tip(self, state: BorderState, seat: int, area: int) -> Text:
        rules = self.brules
        a = rules.geometry.areas[area]
        name = rules.area_name(area)
        if state.completed[seat] >> area & 1:
            text = str(Msg("border.ui.tip_area_done", area=name, points=state.points[seat][area]))
        else:
            text = str(
                Msg(
                    "border.ui.tip_area",
                    area=name,
                    first=a.first,
                    later=a.later,
                    left=rules.area_left(state, seat, area),
                )
            )
        firsts = [s for s in range(state.num_seats) if state.points[s][area] == a.first and a.first]
        if firsts:
            who = ", ".join(self.match.seat_name(s) for s in firsts)
            text += "\n" + str(Msg("border.ui.tip_taken_by", players=who))
        return Msg.raw(text)

    def _strip_cell_at(self, pos) -> int | None:
        if not self.strip_rect.collidepoint(pos):
            return None
        for area, rect in enumerate(self.strip_cells(self.strip_rect)[0]):
            if rect.collidepoint(pos):
                return area
        return None
