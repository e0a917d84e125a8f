"""The turn panel under the track: whose turn, the steps of a turn, what is asked now."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg, seat_msg
from game.games.glenmore.rules import queries
from game.games.glenmore.rules.actions import Activate, Pay, Take
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, GAIN, MOVE, NO_TILE, OVER, PAY, PLACE
from game.games.glenmore.view.art import TRACK
from game.games.glenmore.view.ending import warned_seat
from game.games.glenmore.view.paint import shadow
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter

if TYPE_CHECKING:
    from game.games.glenmore.components import Tile
    from game.games.glenmore.rules.engine import GlenMoreRules
    from game.games.glenmore.rules.state import GlenMoreState
    from game.games.glenmore.view.scene import GlenMoreView
    from game.ui.drag import DragController
    from game.ui.widgets import Widget

STEPS = ("choose", "pay", "place", "activate", "move")
FOOTER_STYLE = TextStyle(18, Palette.ink_soft)  # the keyboard line: 12 px at 1280x720


# -- the turn panel ----------------------------------------------------------------------------


def draw_panel(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    panel = view.panel_rect
    shadow(p, panel, 18)
    p.panel(panel, Palette.panel, Palette.panel_edge, 18, shadow=False)
    if state.phase == OVER:
        p.icon("trophy", pygame.Rect(panel.x + 24, panel.y + 24, 48, 48), Palette.glow)
        p.text(
            view.outcome_text(),
            (panel.x + 86, panel.y + 48),
            TextStyle(28, Palette.ink, True, True),
            "midleft",
            max_width=panel.w - 110,
        )
        p.text_box(
            Msg("glenmore.ui.over_help"),
            pygame.Rect(panel.x + 24, panel.y + 100, panel.w - 48, 120),
            TextStyle(21, Palette.ink_soft),
            align="left",
            valign="top",
        )
        return
    seat = state.current
    band = pygame.Rect(panel.x, panel.y, panel.w, 58)
    p.rect(band, Palette.seat(seat), 18)
    p.rect(pygame.Rect(band.x, band.bottom - 18, band.w, 18), Palette.seat(seat))
    p.circle((band.x + 32, band.centery), 19, Palette.paper_ink)
    p.icon(Palette.seat_symbol(seat), pygame.Rect(band.x + 17, band.centery - 15, 30, 30), Palette.seat(seat))
    human = view.match.config.seats[seat].is_human
    key = "glenmore.ui.turn_again" if view.turn_again else "glenmore.ui.turn"
    people = [s for s, who in enumerate(view.match.config.seats) if who.is_human]
    warned = warned_seat(view.grules, state, people)
    p.text(
        Msg(key, player=seat_msg(seat)),
        (band.x + 62, band.centery),
        TextStyle(25, Palette.paper_ink, True),
        "midleft",
        max_width=band.w - 80 - (340 if warned is not None else 0),
    )
    if warned is not None:
        _draw_end_warning(view, p, state, warned, pygame.Rect(band.right - 344, band.y + 5, 334, band.h - 10))
    _draw_steps(view, p, state, pygame.Rect(panel.x + 16, band.bottom + 8, panel.w - 32, 34))
    body = body_rect(view.panel_rect)
    if not human or view.actor() is None:
        _draw_bot_turn(view, p, state, seat, pygame.Rect(body.x, body.y, body.w, panel.bottom - body.y - 14))
        return
    phase = state.phase
    style = TextStyle(21, Palette.ink)
    if phase == CHOOSE:
        space = held_space(view.drag)
        if space is not None:
            _draw_preview(view, p, state, space, body)
        else:
            key = "glenmore.ui.help_choose" if any(isinstance(a, Take) for a in view.legal) else "glenmore.ui.help_skip"
            p.text_box(Msg(key), body, style, align="left", valign="top")
    elif phase in (PAY, PLACE):
        held = state.held
        hr = view.held_rect
        if held != NO_TILE and not view.drag.is_hidden(("held",)) and not view.effects.hides_held():
            lifted = view.drag.is_lifted(("held",))
            view.art.draw(p, held, hr.move(0, -6) if lifted else hr, TRACK)
            if phase == PLACE:
                p.rect(hr.inflate(8, 8), Palette.glow, 14, 3)
        text = pygame.Rect(hr.right + 24, body.y, panel.right - hr.right - 44, 34)
        name = view.grules.tile_name(held) if held != NO_TILE else ""
        if phase == PLACE:
            p.text_box(
                Msg("glenmore.ui.help_place", tile=name),
                text.inflate(0, 80).move(0, 40),
                style,
                align="left",
                valign="top",
            )
        else:
            _draw_pay_help(view, p, state, text)
    elif phase == GAIN:
        c, count = state.gains[0]
        p.text_box(
            Msg("glenmore.ui.help_gain", count=count, tile=view.grules.tile_name(state.tiles[seat][c])),
            body,
            style,
            align="left",
            valign="top",
        )
    elif phase == ACTIVATE:
        left = len(state.pending)
        usable = len({(a.x, a.y) for a in view.legal if isinstance(a, Activate)})
        p.text_box(
            Msg("glenmore.ui.help_activate"), pygame.Rect(body.x, body.y, body.w, 60), style, align="left", valign="top"
        )
        y = body.y + 70
        p.text(
            Msg("glenmore.ui.activate_left", count=left, usable=usable),
            (body.x, y),
            TextStyle(21, Palette.ink, True),
            max_width=body.w,
        )
        if state.extra_left > 0:
            p.text_box(
                Msg("glenmore.ui.loch_ness_extra"),
                pygame.Rect(body.x, y + 34, body.w, 54),
                TextStyle(19, Palette.accent_deep),
                align="left",
                valign="top",
            )
        if state.moves:  # under the lines above, never over the keyboard help (issue 13)
            y += 34 + (58 if state.extra_left > 0 else 0)
            p.text(
                Msg("glenmore.ui.moves_earned", count=state.moves),
                (body.x, y),
                TextStyle(19, Palette.ink_soft),
                max_width=body.w,
            )
    elif phase == MOVE:
        p.text(
            Msg("glenmore.ui.moves_left", moves=state.moves),
            (body.x, body.y + 6),
            TextStyle(30, Palette.ink, True),
            max_width=body.w,
        )
        last = view.grules.is_last_turn(state) and state.total_members(state.current) == 1
        p.text_box(
            Msg("glenmore.ui.help_move_last" if last else "glenmore.ui.help_move"),
            pygame.Rect(body.x, body.y + 52, body.w, 80),
            style,
            align="left",
            valign="top",
        )
    if phase != PAY:
        help_line = view.hint.keys_help("glenmore.ui.keys")
        footer = footer_rect(view.panel_rect, view.widgets.widgets)
        p.text_box(help_line, footer, FOOTER_STYLE, align="left", valign="center", min_size=17)


def footer_rect(panel: pygame.Rect, widgets: Sequence[Widget]) -> pygame.Rect:
    """The keyboard line at the foot of the turn panel (``panel``), up to the buttons beside it
    (however wide they are: "Give up the nearest tile" is wider than "Finish activations")."""
    right = panel.right - 22
    for w in widgets:
        if w.visible and panel.contains(w.rect) and w.rect.bottom > panel.bottom - 90:
            right = min(right, w.rect.x - 16)
    return pygame.Rect(panel.x + 22, panel.bottom - 72, right - panel.x - 22, 60)


def _draw_end_warning(view: GlenMoreView, p: Painter, state: GlenMoreState, seat: int, rect: pygame.Rect) -> None:
    """A pill in the turn band: the game may end before ``seat`` plays again (issue 13)."""
    left = queries.last_deck_left(view.grules, state) or 0
    p.rect(rect, Palette.paper_ink, 12)
    p.rect(rect, Palette.danger, 12, 2)
    p.icon("warning", pygame.Rect(rect.x + 8, rect.centery - 12, 24, 24), Palette.danger)
    p.text_box(
        Msg("glenmore.ui.end_warning", player=seat_msg(seat), count=left),
        pygame.Rect(rect.x + 38, rect.y + 2, rect.w - 46, rect.h - 4),
        TextStyle(18, Palette.danger, True),
        align="left",
        min_size=17,
    )


def body_rect(panel: pygame.Rect) -> pygame.Rect:
    """The part of the turn panel (``panel``) under the steps that says what is asked now."""
    top = panel.y + 58 + 52
    return pygame.Rect(panel.x + 22, top, panel.w - 44, panel.bottom - top - 86)


def held_space(drag: DragController) -> int | None:
    """The track space whose tile is lifted (by a drag or the keyboard)."""
    if drag.held is not None and drag.held.payload[0] == "track":
        return drag.held.payload[1]
    return None


def pointed_space(
    drag: DragController, space_rects: Sequence[pygame.Rect], pointer: tuple[int, int], state: GlenMoreState
) -> int | None:
    """The track space (of ``space_rects``) whose tile is under the pointer while nothing is
    lifted (the hover layer shows it in the turn panel)."""
    if drag.held is not None or state.phase != CHOOSE:
        return None
    for s, rect in enumerate(space_rects):
        if rect.collidepoint(pointer) and state.track[s] != NO_TILE:
            return s
    return None


def draw_panel_hover(view: GlenMoreView, p: Painter, state: GlenMoreState) -> None:
    """The hover layer's part of the panel: the track tile under the pointer, over the help."""
    seat = state.current
    if state.phase != CHOOSE or view.actor() is None or not view.match.config.seats[seat].is_human:
        return
    space = pointed_space(view.drag, view.space_rects, view.app.pointer, state)
    if space is None:
        return
    body = body_rect(view.panel_rect)
    cover = body.union(view.held_rect).inflate(8, 8)
    p.rect(cover, Palette.panel)
    _draw_preview(view, p, state, space, body)


def _draw_preview(view: GlenMoreView, p: Painter, state: GlenMoreState, space: int, body: pygame.Rect) -> None:
    """A track tile, large, with what it costs and does, and whether it can be taken now."""
    tile_id = state.track[space]
    tile = view.grules.tile(tile_id)
    view.art.draw(p, tile_id, view.held_rect, TRACK)
    x = view.held_rect.right + 22
    w = body.right - x
    p.text(view.grules.tile_name(tile_id), (x, body.y), TextStyle(24, Palette.ink, True, True), max_width=w)
    p.text(Msg(f"glenmore.border.{tile.kind.border}"), (x, body.y + 34), TextStyle(18, Palette.ink_soft), max_width=w)
    p.text(
        Msg("glenmore.ui.cost", cost=_cost_msg(view.grules, tile)),
        (x, body.y + 58),
        TextStyle(19, Palette.ink, True),
        max_width=w,
    )
    text = Msg(f"glenmore.tile.{tile.kind.name}.text")
    used = p.text_box(text, pygame.Rect(x, body.y + 88, w, 78), TextStyle(18, Palette.ink), align="left", valign="top")
    problem = view.rules.why_illegal(state, Take(space))
    line = pygame.Rect(x, body.y + 96 + used, w, 48)
    if problem is not None:
        p.text_box(
            Msg("glenmore.ui.cannot_take", reason=problem),
            line,
            TextStyle(18, Palette.danger),
            align="left",
            valign="top",
        )
    elif queries.ends_before_next_turn(view.grules, state, space):  # the end, announced (issue 13)
        left = queries.last_deck_left(view.grules, state)
        p.text_box(
            Msg("glenmore.ui.last_take", count=left),
            line,
            TextStyle(18, Palette.danger, True),
            align="left",
            valign="top",
        )
    else:
        p.text_box(Msg("glenmore.ui.can_take"), line, TextStyle(18, Palette.good, True), align="left", valign="top")


def _draw_steps(view: GlenMoreView, p: Painter, state: GlenMoreState, rect: pygame.Rect) -> None:
    phase = "activate" if state.phase == GAIN else state.phase
    current = STEPS.index(phase) if phase in STEPS else -1
    w = rect.w / len(STEPS)
    for i, step in enumerate(STEPS):
        r = pygame.Rect(round(rect.x + i * w), rect.y, round(w) - 6, rect.h)
        if i == current:
            p.rect(r, Palette.glow_soft, 10)
            p.rect(r, Palette.glow, 10, 2)
            colour, bold = Palette.ink, True
        elif i < current:
            colour, bold = Palette.ink_soft, False
        else:
            colour, bold = Palette.ink_faint, False
        label = f"{i + 1}. {Msg(f'glenmore.ui.step_{step}')}"
        p.text(label, r.center, TextStyle(18, colour, bold), "center", max_width=r.w - 8)


def _draw_pay_help(view: GlenMoreView, p: Painter, state: GlenMoreState, rect: pygame.Rect) -> None:
    seat = view.actor()
    tile = view.grules.tile(state.held)
    pays = [a for a in view.legal if isinstance(a, Pay)]
    others = [a for a in view.legal if type(a).__name__ in ("PayMember", "PayChieftain")]
    p.text(
        view.grules.tile_name(tile.id), (rect.x, rect.y + 2), TextStyle(23, Palette.ink, True, True), max_width=rect.w
    )
    p.text(
        Msg("glenmore.ui.cost", cost=_cost_msg(view.grules, tile)),
        (rect.x, rect.y + 36),
        TextStyle(20, Palette.ink_soft),
        max_width=rect.w,
    )
    rect = pygame.Rect(rect.x, rect.y + 72, rect.w, rect.h)
    if pays or others:
        return
    # nothing payable yet: coins are short
    for need in view.grules.cost_needs(tile):
        plan = queries.payment_plan(view.grules, state, seat, need)
        if plan["short"] > 0:
            p.text_box(
                Msg("glenmore.ui.pay_short", coins=plan["short"]),
                pygame.Rect(rect.x, rect.y - 4, rect.w, 64),
                TextStyle(19, Palette.danger),
                align="left",
                valign="top",
            )
            return
    p.text_box(
        Msg("glenmore.ui.pay_how"),
        pygame.Rect(rect.x, rect.y, rect.w, 60),
        TextStyle(20, Palette.ink),
        align="left",
        valign="top",
    )


def _cost_msg(rules: GlenMoreRules, tile: Tile) -> Msg:
    cost = tile.kind.cost
    if cost.whisky:
        return Msg("glenmore.ui.cost_whisky", count=cost.whisky)
    if cost.members:
        return Msg("glenmore.ui.cost_member")
    if cost.any_distinct:
        return Msg("glenmore.ui.cost_distinct", count=cost.any_distinct)
    return rules.amounts_msg(cost.resources)


def _draw_bot_turn(view: GlenMoreView, p: Painter, state: GlenMoreState, seat: int, rect: pygame.Rect) -> None:
    """Someone else's turn (a computer, or a person waiting for one): the tile in hand and what happened."""
    if state.phase in (PAY, PLACE) and state.held != NO_TILE:
        # the log keeps to the right of the tile's place, even while the tile flies in (issue 13)
        if not view.effects.hides_held():
            view.art.draw(p, state.held, view.held_rect, TRACK)
        rect = pygame.Rect(view.held_rect.right + 24, rect.y, rect.right - view.held_rect.right - 24, rect.h)
    entries = [e for e in view.match.log[view.turn_log_start :] if e.seat is not None][-6:]
    y = rect.y
    for entry in entries:
        box = pygame.Rect(rect.x + 28, y, rect.w - 28, min(50, rect.bottom - y))
        if box.h < 24:
            break
        h = p.text_box(entry.text, box, TextStyle(19, Palette.ink), align="left", valign="top", min_size=17)
        p.icon(Palette.seat_symbol(entry.seat), pygame.Rect(rect.x, y + 3, 20, 20), Palette.seat(entry.seat))
        y += h + 6
