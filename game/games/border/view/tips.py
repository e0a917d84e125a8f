"""The Border's tooltips: dice, spaces, areas, the scoring strip — pure functions of the rules,
what the seat sees (``state``), the seats' names and whether the person may act now."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.i18n import Msg
from game.games.border.components import NO_COLOUR
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, PASSIVE, BorderState
from game.games.border.view.geom import HexLayout
from game.games.border.view.seatcard import strip_cells
from game.ui.draw import Text


def die_tip(rules: BorderRules, state: BorderState, die: int, can_act: bool) -> Text:
    colour = state.dice[die]
    name = rules.colour_name(colour)
    symbol = Msg(f"border.symbol.{rules.bs.colours[colour].symbol}")
    if can_act and state.phase == KEEP:
        return Msg("border.ui.tip_die_keep", colour=name, symbol=symbol, key=die + 1)
    if can_act and rules.free_dice(state) >> die & 1:
        return Msg("border.ui.tip_die_use", colour=name, symbol=symbol, key=die + 1)
    if can_act and state.phase in (CROSS, PASSIVE):  # a greyed die says why
        why = Msg("border.ui.why_die_used" if state.phase == CROSS else "border.ui.why_die_gone")
        return Msg("border.ui.tip_die_why", colour=name, symbol=symbol, why=why)
    return Msg("border.ui.tip_die", colour=name, symbol=symbol)


def space_tip(
    rules: BorderRules,
    state: BorderState,
    names: Sequence[str],
    seat: int,
    lay: HexLayout,
    pos,
    acting: bool,
) -> Text | None:
    """The space (or area) of ``seat``'s board under ``pos``; ``acting``: the person deciding now
    is looking at their own board (what a click there would do is added)."""
    space = lay.space_at(pos)
    if space is None:
        area = lay.area_at(pos)
        return area_tip(rules, state, names, seat, area) if area is not None else None
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
    if acting and seat == state.current:
        if state.phase in (KEEP, CROSS) and seg.index in rules.completable(state):
            need = rules.segment_need(state, seat, seg.index)
            lines.append(str(Msg("border.ui.tip_complete", count=need, colour=rules.colour_name(seg.colour))))
            if state.phase == KEEP:
                lines.append(str(Msg("border.ui.tip_complete_stops")))
        elif state.phase == PASSIVE and rules.crossable_mask(state) >> space & 1:
            lines.append(str(Msg("border.ui.tip_cross")))
    return Msg.raw("\n".join(lines))


def area_tip(rules: BorderRules, state: BorderState, names: Sequence[str], seat: int, area: int) -> Text:
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
        who = ", ".join(names[s] for s in firsts)
        text += "\n" + str(Msg("border.ui.tip_taken_by", players=who))
    return Msg.raw(text)


def strip_cell_at(rules: BorderRules, strip: pygame.Rect, pos) -> int | None:
    """The area whose cell of the scoring strip lies under ``pos``."""
    if not strip.collidepoint(pos):
        return None
    for area, rect in enumerate(strip_cells(rules, strip)[0]):
        if rect.collidepoint(pos):
            return area
    return None
