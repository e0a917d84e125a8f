"""The turn panel under the track: whose turn, the steps of a turn, what is asked now.

``panel_part`` picks what the panel shows from the seat's view and the table's UI state;
``TurnPanel`` draws it (board layer) and ``PanelPreview`` draws the track tile under the pointer
over the panel's help (hover layer)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.games.glenmore.rules import queries
from game.games.glenmore.rules.actions import Activate, Pay, PayChieftain, PayMember, Take
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, GAIN, MOVE, NO_TILE, OVER, PAY, PLACE
from game.games.glenmore.view.art import TRACK
from game.games.glenmore.view.ending import warned_seat
from game.games.glenmore.view.paint import shadow
from game.games.glenmore.view.parts import Part
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter

if TYPE_CHECKING:
    from game.core.rules import Action
    from game.games.glenmore.components import Tile
    from game.games.glenmore.rules.engine import GlenMoreRules
    from game.games.glenmore.rules.state import GlenMoreState
    from game.ui.widgets import Widget

Rect = pygame.Rect
STEPS = ("choose", "pay", "place", "activate", "move")
FOOTER_STYLE = TextStyle(18, Palette.ink_soft)  # the keyboard line: 12 px at 1280x720


def footer_rect(panel: Rect, widgets: Sequence[Widget]) -> Rect:
    """The keyboard line at the foot of the turn panel (``panel``), up to the buttons beside it
    (however wide they are: "Give up the nearest tile" is wider than "Finish activations")."""
    right = panel.right - 22
    for w in widgets:
        if w.visible and panel.contains(w.rect) and w.rect.bottom > panel.bottom - 90:
            right = min(right, w.rect.x - 16)
    return Rect(panel.x + 22, panel.bottom - 72, right - panel.x - 22, 60)


def body_rect(panel: Rect) -> Rect:
    """The part of the turn panel (``panel``) under the steps that says what is asked now."""
    top = panel.y + 58 + 52
    return Rect(panel.x + 22, top, panel.w - 44, panel.bottom - top - 86)


def preview_part(rules: GlenMoreRules, state: GlenMoreState, space: int) -> tuple:
    """What the panel says of the track tile on ``space``: (tile, why it cannot be taken, whether
    taking it may end the game, the tiles left in the last deck)."""
    problem = rules.why_illegal(state, Take(space))
    ends = problem is None and queries.ends_before_next_turn(rules, state, space)
    left = queries.last_deck_left(rules, state) if ends else None
    return (state.track[space], problem, ends, left)


def panel_part(
    rules: GlenMoreRules,
    state: GlenMoreState,
    people: Sequence[int],
    deciding: bool,
    legal: Sequence[Action],
    turn_again: bool,
    outcome: Any,
    held_space: int | None,
    held_look: tuple[bool, bool],
    log: Sequence[tuple[Any, int]],
    footer: tuple | None,
) -> tuple:
    """The turn panel's part: what it shows for the seat's view ``state`` when ``people`` are the
    seats of persons, ``deciding`` (a person decides now) with ``legal`` actions; ``held_space``:
    the track tile lifted; ``held_look``: (the held tile is hidden, it is lifted); ``log``: this
    turn's lines; ``footer``: the keyboard line and its rect."""
    if state.phase == OVER:
        return ("over", outcome)
    seat = state.current
    warned = warned_seat(rules, state, list(people))
    left = (queries.last_deck_left(rules, state) or 0) if warned is not None else 0
    head = (seat, turn_again, warned, left, state.phase)
    phase = state.phase
    held = state.held
    if seat not in people or not deciding:
        shown = held if phase in (PAY, PLACE) and held != NO_TILE else None
        return ("bot", head, shown, held_look[0], tuple(log))
    if phase == CHOOSE:
        if held_space is not None:
            body: tuple = ("preview", preview_part(rules, state, held_space))
        else:
            key = "glenmore.ui.help_choose" if any(isinstance(a, Take) for a in legal) else "glenmore.ui.help_skip"
            body = ("help", key)
    elif phase in (PAY, PLACE):
        pay = None
        if phase == PAY:
            pays = any(isinstance(a, (Pay, PayMember, PayChieftain)) for a in legal)
            short = 0
            if not pays:
                for need in rules.cost_needs(rules.tile(held)):
                    plan = queries.payment_plan(rules, state, seat, need)
                    if plan["short"] > 0:
                        short = plan["short"]
                        break
            pay = (pays, short)
        body = ("held", phase, held, held_look, pay)
    elif phase == GAIN:
        c, count = state.gains[0]
        body = ("gain", count, rules.tile_name(state.tiles[seat][c]))
    elif phase == ACTIVATE:
        usable = len({(a.x, a.y) for a in legal if isinstance(a, Activate)})
        body = ("activate", len(state.pending), usable, state.extra_left > 0, state.moves)
    elif phase == MOVE:
        last = rules.is_last_turn(state) and state.total_members(state.current) == 1
        body = ("move", state.moves, last)
    else:
        body = ("none",)
    return ("turn", head, body, footer if phase != PAY else None)


def _cost_msg(rules: GlenMoreRules, tile: Tile) -> Msg:
    cost = tile.kind.cost
    if cost.whisky:
        return Msg("glenmore.ui.cost_whisky", count=cost.whisky)
    if cost.members:
        return Msg("glenmore.ui.cost_member")
    if cost.any_distinct:
        return Msg("glenmore.ui.cost_distinct", count=cost.any_distinct)
    return rules.amounts_msg(cost.resources)


class TurnPanel(Part):
    """The turn panel (see ``panel_part`` for its part)."""

    def __init__(self, art, slicer, rules: GlenMoreRules):
        super().__init__(art, slicer)
        self.rules = rules

    def paint(self, p: Painter, part: Any) -> None:
        panel = self.lay.panel_rect
        part = part[1]  # (the panel's rect, what it shows)
        shadow(p, panel, 18)
        p.panel(panel, Palette.panel, Palette.panel_edge, 18, shadow=False)
        if part[0] == "over":
            p.icon("trophy", Rect(panel.x + 24, panel.y + 24, 48, 48), Palette.glow)
            p.text(
                part[1],
                (panel.x + 86, panel.y + 48),
                TextStyle(28, Palette.ink, True, True),
                "midleft",
                max_width=panel.w - 110,
            )
            p.text_box(
                Msg("glenmore.ui.over_help"),
                Rect(panel.x + 24, panel.y + 100, panel.w - 48, 120),
                TextStyle(21, Palette.ink_soft),
                align="left",
                valign="top",
            )
            return
        head = part[1]
        seat, again, warned, left, phase = head
        band = Rect(panel.x, panel.y, panel.w, 58)
        p.rect(band, Palette.seat(seat), 18)
        p.rect(Rect(band.x, band.bottom - 18, band.w, 18), Palette.seat(seat))
        p.circle((band.x + 32, band.centery), 19, Palette.paper_ink)
        p.icon(Palette.seat_symbol(seat), Rect(band.x + 17, band.centery - 15, 30, 30), Palette.seat(seat))
        key = "glenmore.ui.turn_again" if again else "glenmore.ui.turn"
        p.text(
            Msg(key, player=seat_msg(seat)),
            (band.x + 62, band.centery),
            TextStyle(25, Palette.paper_ink, True),
            "midleft",
            max_width=band.w - 80 - (340 if warned is not None else 0),
        )
        if warned is not None:
            _draw_end_warning(p, warned, left, Rect(band.right - 344, band.y + 5, 334, band.h - 10))
        _draw_steps(p, phase, Rect(panel.x + 16, band.bottom + 8, panel.w - 32, 34))
        body = body_rect(panel)
        if part[0] == "bot":
            _, _, shown, hidden, log = part
            self._bot_turn(p, shown, hidden, log, Rect(body.x, body.y, body.w, panel.bottom - body.y - 14))
            return
        _, _, what, footer = part
        style = TextStyle(21, Palette.ink)
        kind = what[0]
        if kind == "preview":
            draw_preview(p, self.rules, self.art, self.lay.held_rect, what[1], body)
        elif kind == "help":
            p.text_box(Msg(what[1]), body, style, align="left", valign="top")
        elif kind == "held":
            _, phase, held, (hidden, lifted), pay = what
            hr = self.lay.held_rect
            if held != NO_TILE and not hidden:
                self.art.draw(p, held, hr.move(0, -6) if lifted else hr, TRACK)
                if phase == PLACE:
                    p.rect(hr.inflate(8, 8), Palette.glow, 14, 3)
            text = Rect(hr.right + 24, body.y, panel.right - hr.right - 44, 34)
            name = self.rules.tile_name(held) if held != NO_TILE else ""
            if phase == PLACE:
                p.text_box(
                    Msg("glenmore.ui.help_place", tile=name),
                    text.inflate(0, 80).move(0, 40),
                    style,
                    align="left",
                    valign="top",
                )
            else:
                self._pay_help(p, held, pay, text)
        elif kind == "gain":
            _, count, tile = what
            p.text_box(Msg("glenmore.ui.help_gain", count=count, tile=tile), body, style, align="left", valign="top")
        elif kind == "activate":
            _, left, usable, extra, moves = what
            p.text_box(Msg("glenmore.ui.help_activate"), Rect(body.x, body.y, body.w, 60), style, align="left",
                       valign="top")
            y = body.y + 70
            p.text(
                Msg("glenmore.ui.activate_left", count=left, usable=usable),
                (body.x, y),
                TextStyle(21, Palette.ink, True),
                max_width=body.w,
            )
            if extra:
                p.text_box(
                    Msg("glenmore.ui.loch_ness_extra"),
                    Rect(body.x, y + 34, body.w, 54),
                    TextStyle(19, Palette.accent_deep),
                    align="left",
                    valign="top",
                )
            if moves:  # under the lines above, never over the keyboard help (issue 13)
                y += 34 + (58 if extra else 0)
                p.text(
                    Msg("glenmore.ui.moves_earned", count=moves),
                    (body.x, y),
                    TextStyle(19, Palette.ink_soft),
                    max_width=body.w,
                )
        elif kind == "move":
            _, moves, last = what
            p.text(
                Msg("glenmore.ui.moves_left", moves=moves),
                (body.x, body.y + 6),
                TextStyle(30, Palette.ink, True),
                max_width=body.w,
            )
            p.text_box(
                Msg("glenmore.ui.help_move_last" if last else "glenmore.ui.help_move"),
                Rect(body.x, body.y + 52, body.w, 80),
                style,
                align="left",
                valign="top",
            )
        if footer is not None:
            help_line, rect = footer
            p.text_box(help_line, Rect(rect), FOOTER_STYLE, align="left", valign="center", min_size=17)

    def _pay_help(self, p: Painter, held: int, pay, rect: Rect) -> None:
        tile = self.rules.tile(held)
        p.text(
            self.rules.tile_name(tile.id), (rect.x, rect.y + 2), TextStyle(23, Palette.ink, True, True),
            max_width=rect.w
        )
        p.text(
            Msg("glenmore.ui.cost", cost=_cost_msg(self.rules, tile)),
            (rect.x, rect.y + 36),
            TextStyle(20, Palette.ink_soft),
            max_width=rect.w,
        )
        rect = Rect(rect.x, rect.y + 72, rect.w, rect.h)
        options, short = pay
        if options:
            return
        # nothing payable yet: coins are short
        if short > 0:
            p.text_box(
                Msg("glenmore.ui.pay_short", coins=short),
                Rect(rect.x, rect.y - 4, rect.w, 64),
                TextStyle(19, Palette.danger),
                align="left",
                valign="top",
            )
            return
        p.text_box(
            Msg("glenmore.ui.pay_how"),
            Rect(rect.x, rect.y, rect.w, 60),
            TextStyle(20, Palette.ink),
            align="left",
            valign="top",
        )

    def _bot_turn(self, p: Painter, shown, hidden: bool, log, rect: Rect) -> None:
        """Someone else's turn (a computer, or a person waiting for one): the tile in hand and what happened."""
        held_rect = self.lay.held_rect
        if shown is not None:
            # the log keeps to the right of the tile's place, even while the tile flies in (issue 13)
            if not hidden:
                self.art.draw(p, shown, held_rect, TRACK)
            rect = Rect(held_rect.right + 24, rect.y, rect.right - held_rect.right - 24, rect.h)
        y = rect.y
        for text, seat in log:
            box = Rect(rect.x + 28, y, rect.w - 28, min(50, rect.bottom - y))
            if box.h < 24:
                break
            h = p.text_box(text, box, TextStyle(19, Palette.ink), align="left", valign="top", min_size=17)
            p.icon(Palette.seat_symbol(seat), Rect(rect.x, y + 3, 20, 20), Palette.seat(seat))
            y += h + 6


def _draw_end_warning(p: Painter, seat: int, left: int, rect: Rect) -> None:
    """A pill in the turn band: the game may end before ``seat`` plays again (issue 13)."""
    p.rect(rect, Palette.paper_ink, 12)
    p.rect(rect, Palette.danger, 12, 2)
    p.icon("warning", Rect(rect.x + 8, rect.centery - 12, 24, 24), Palette.danger)
    p.text_box(
        Msg("glenmore.ui.end_warning", player=seat_msg(seat), count=left),
        Rect(rect.x + 38, rect.y + 2, rect.w - 46, rect.h - 4),
        TextStyle(18, Palette.danger, True),
        align="left",
        min_size=17,
    )


def _draw_steps(p: Painter, phase: str, rect: Rect) -> None:
    phase = "activate" if phase == GAIN else phase
    current = STEPS.index(phase) if phase in STEPS else -1
    w = rect.w / len(STEPS)
    for i, step in enumerate(STEPS):
        r = Rect(round(rect.x + i * w), rect.y, round(w) - 6, rect.h)
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


def draw_preview(p: Painter, rules: GlenMoreRules, art, held_rect: Rect, preview: tuple, body: Rect) -> None:
    """A track tile, large, with what it costs and does, and whether it can be taken now
    (``preview``: see ``preview_part``)."""
    tile_id, problem, ends, left = preview
    tile = rules.tile(tile_id)
    art.draw(p, tile_id, held_rect, TRACK)
    x = held_rect.right + 22
    w = body.right - x
    p.text(rules.tile_name(tile_id), (x, body.y), TextStyle(24, Palette.ink, True, True), max_width=w)
    p.text(Msg(f"glenmore.border.{tile.kind.border}"), (x, body.y + 34), TextStyle(18, Palette.ink_soft), max_width=w)
    p.text(
        Msg("glenmore.ui.cost", cost=_cost_msg(rules, tile)),
        (x, body.y + 58),
        TextStyle(19, Palette.ink, True),
        max_width=w,
    )
    text = Msg(f"glenmore.tile.{tile.kind.name}.text")
    used = p.text_box(text, Rect(x, body.y + 88, w, 78), TextStyle(18, Palette.ink), align="left", valign="top")
    line = Rect(x, body.y + 96 + used, w, 48)
    if problem is not None:
        p.text_box(
            Msg("glenmore.ui.cannot_take", reason=problem),
            line,
            TextStyle(18, Palette.danger),
            align="left",
            valign="top",
        )
    elif ends:  # the end, announced (issue 13)
        p.text_box(
            Msg("glenmore.ui.last_take", count=left),
            line,
            TextStyle(18, Palette.danger, True),
            align="left",
            valign="top",
        )
    else:
        p.text_box(Msg("glenmore.ui.can_take"), line, TextStyle(18, Palette.good, True), align="left", valign="top")


class PanelPreview(TurnPanel):
    """Hover layer: the track tile under the pointer, over the panel's help: ``preview`` or ()."""

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        body = body_rect(self.lay.panel_rect)
        cover = body.union(self.lay.held_rect).inflate(8, 8)
        p.rect(cover, Palette.panel)
        draw_preview(p, self.rules, self.art, self.lay.held_rect, part, body)
