"""The Border's table.

The board of the seat deciding now is drawn large on the left: during Action 1 the active
player's, during Action 2 each other player's in turn (a banner in their colour names
them).  Every other board sits in a smaller panel on the right; click one to see it
large (all information is public).  Below the panels is the dice tray.

* Action 1: Roll (R), click dice to set them aside or take them back, roll again (three
  rolls at most).  The segments the dice can complete glow; click one, or drag a die of
  its colour onto it, to complete it.  Done (D or Enter) passes the unused dice on.
* Action 2: the offered dice are in the tray; the spaces they can cross glow.  Click a
  space, or select a die (click it or press 1-5) and then a space, or drag the die there.
* An illegal drop snaps back and says why; every colour also carries a symbol.

Computer moves animate (dice tumbling, dice flying to the board, crosses drawn stroke by
stroke, a completed area's points rising) at the speed set in the settings.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg, tr
from game.core.rules import Action
from game.games.border.components import bits
from game.games.border.rules.actions import Complete, Cross, Done, Keep, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, NO_DIE, OVER, PASSIVE, ROLL, BorderState
from game.games.border.view import judge, tips
from game.games.border.view.anim import Effects
from game.games.border.view.draw import MainBoard
from game.games.border.view.geom import (
    HEADER_H,
    PAD,
    STRIP_H,
    TALL_INFO_H,
    TRAY_H,
    HexLayout,
    Panel,
    unit_extent,
)
from game.games.border.view.overlay import BoardOverlay
from game.games.border.view.panel import PanelLook, Panels, fresh_crosses
from game.games.border.view.seatcard import card_part
from game.games.border.view.tray import Tray
from game.scenes.legacy import LegacyView
from game.ui.art import Palette
from game.ui.damage import MARGIN
from game.ui.drag import DragController, Source
from game.ui.draw import Painter, Text
from game.ui.layers import drag_look, drag_state, widgets_look
from game.ui.widgets import Button, WidgetGroup


class PanelButton(Button):
    """An invisible button over a board panel: hover ring, keyboard focus, click to enlarge."""

    def draw(self, p: Painter) -> None:
        if self.focused:
            p.focus_ring(self.rect, 18)
        elif self.hovered:
            p.rect(self.rect, Palette.glow_soft, 16, 3)


class BorderView(LegacyView):
    name = "border"

    def __init__(self, app, match, match_id, session=None):
        self.drag = DragController(self, None, self._refused)
        self.widgets = WidgetGroup()
        self.main_seat = 0
        self.panel_hover: int | None = None  # the other seat whose panel the pointer rests on
        self.panel_buttons: dict[int, PanelButton] = {}
        self.seen_crossed: tuple[int, ...] = tuple(match.state.crossed)  # when the person last acted
        self.last_person = self._first_person(match)
        self.tips_hidden = False  # a computer moved: tooltips wait for the pointer to move
        self.fx = Effects(match.rules, None)
        self.tray = Tray(match.rules, self.drag, self.fx)
        self.column = Panels(match.rules, self.fx)  # the other seats' boards (panel.py)
        self.board = MainBoard(match.rules, self.drag, self.fx)  # the seat shown large (draw.py)
        self.roll_button: Button | None = None
        self.done_button: Button | None = None
        self.pointer = (0, 0)
        self.acting_here = False  # a person acts on the large board now (set by layout)
        self.lit_spaces = 0  # the spaces they can complete or cross now (set by layout)
        self._press_die: int | None = None
        super().__init__(app, match, match_id, session)
        self.drag.animator = self.fx.animator = self.animator

    def animate(self, before: Any, action: Action, seat: int, by_bot: bool) -> None:
        if by_bot:
            self.tips_hidden = True  # a tooltip does not stay through the computers' turns
        self.layout()
        self.fx.animate(before, self.match.state, action, self.tray.slot_of, self.lay_of, self.tray.die)

    def hidden_for(self, seat: int) -> tuple[int, int]:
        return self.fx.hidden_for(seat)

    # ------------------------------------------------------------------------------------------
    # who is shown and who may act

    @property
    def brules(self) -> BorderRules:
        return self.rules  # type: ignore[return-value]

    @staticmethod
    def _first_person(match) -> int | None:
        people = [i for i, s in enumerate(match.config.seats) if s.is_human]
        return people[0] if people else None

    def shown_seat(self, state: BorderState) -> int:
        """The seat whose board is large: always a person's own (with several people at one
        screen, the one whose turn it is, else the one who played last).  Only when every seat
        is a computer does it follow the seat deciding."""
        if state.phase != OVER and state.current in self.humans:
            self.last_person = state.current
        if self.last_person is not None:
            return self.last_person
        if state.phase == OVER:
            return self.rules.ranking(state).index(0)
        return state.current

    def perform(self, action: Action, confirmed: bool = False) -> bool:
        """A person's decision: what the others crossed before it is no longer new."""
        seen = tuple(self.match.state.crossed)
        done = super().perform(action, confirmed)
        if done:
            self.seen_crossed = seen
            self.changes += 1
        return done

    def can_act(self) -> bool:
        """A person decides now (computer seats think in a thread only when no person is to move)."""
        seat = self.human_to_move()
        return seat is not None and seat == self.match.state.current

    def legal(self) -> list[Action]:
        return self.match.legal_actions() if self.can_act() else []

    # ------------------------------------------------------------------------------------------
    # layout

    def layout(self) -> None:
        state: BorderState = self.match.state
        b = self.board_rect
        g = self.brules.geometry
        _, _, uw, uh = unit_extent(g)
        top = b.y + 12
        bottom = b.bottom - 12
        board_h = bottom - top - HEADER_H - STRIP_H - 3 * 10
        r = board_h / uh
        right_min = 470
        if b.w - (uw * r + 2 * PAD) - 3 * PAD < right_min:
            r = (b.w - 3 * PAD - right_min - 2 * PAD) / uw
        left_w = round(uw * r + 2 * PAD)
        right_w = min(660, b.w - left_w - 3 * PAD)
        x0 = b.x + (b.w - left_w - PAD - right_w) // 2
        board_rect = pygame.Rect(x0 + PAD, top + HEADER_H + 10, left_w - 2 * PAD, round(uh * r))
        lay = HexLayout(g, board_rect)
        self.board.lay_out(
            pygame.Rect(x0, top, left_w, bottom - top),
            pygame.Rect(x0, top, left_w, HEADER_H),
            lay,
            pygame.Rect(x0 + PAD, lay.bounds.bottom + 12, left_w - 2 * PAD, STRIP_H),
        )
        right = pygame.Rect(x0 + left_w + PAD, top, right_w, bottom - top)
        self.main_seat = self.shown_seat(state)
        others = state.num_seats - 1
        tray_h = TRAY_H
        if others == 1:
            # one opponent: their panel takes the height its board needs, the tray the rest
            bw = right.w - 24
            tray_h = max(TRAY_H, right.h - 12 - (TALL_INFO_H + round(bw * uh / uw) + 14))
        self.tray.lay_out(pygame.Rect(right.x, right.bottom - tray_h, right.w, tray_h))
        area = pygame.Rect(right.x, right.y, right.w, self.tray.rect.y - 12 - right.y)
        self.column.lay_out(state, area, self.main_seat)
        self.panel_hover = self.column.panel_at(self.pointer, self.column.state_focus)
        self._layout_widgets(state)
        self._layout_drag(state)
        self._layout_lit(state)

    def _layout_lit(self, state: BorderState) -> None:
        """Who acts on the large board and which of its spaces glow (read on every pointer motion)."""
        rules = self.brules
        self.acting_here = self.can_act() and self.main_seat == state.current
        self.lit_spaces = 0
        if not self.acting_here:
            return
        if state.phase in (KEEP, CROSS):
            board = rules.board_of(state, state.current)
            for seg in rules.completable(state):
                self.lit_spaces |= board.segments[seg].mask
        elif state.phase == PASSIVE:
            self.lit_spaces = rules.crossable_mask(state)

    def _layout_widgets(self, state: BorderState) -> None:
        self.widgets.clear()
        t = self.tray.rect
        legal = self.legal()
        y = t.bottom - 76
        w = (t.w - 36) // 2
        phase = state.phase
        self.roll_button = None
        if phase in (ROLL, KEEP, CROSS):
            self.roll_button = Button(
                pygame.Rect(t.x + 12, y, w, 62),
                Msg("border.ui.roll"),
                lambda: self.perform(Roll()),
                icon="dice",
                kind="primary" if phase in (ROLL, KEEP) else "secondary",
                hotkeys=(pygame.K_r,),
                tooltip=Msg("border.ui.tip_roll"),
            )
            self.roll_button.enabled = Roll() in legal
            self.widgets.add(self.roll_button)
        # Done always on the right, never where Roll stands in Action 1: a click meant for Roll
        # as the turn passes to Action 2 finds nothing there (issue 21)
        done_x, done_w = t.x + 24 + w, w
        tip = {KEEP: "tip_done_keep", CROSS: "tip_done_cross", PASSIVE: "tip_done_passive"}.get(phase, "tip_done_cross")
        self.done_button = Button(
            pygame.Rect(done_x, y, done_w, 62),
            Msg("border.ui.done"),
            lambda: self.perform(Done()),
            icon="check",
            kind="primary" if phase in (CROSS, PASSIVE) else "secondary",
            hotkeys=(pygame.K_d,),
            tooltip=Msg(f"border.ui.{tip}"),
        )
        self.done_button.enabled = Done() in legal
        self.widgets.add(self.done_button)
        if phase == OVER:
            self.done_button.visible = False
            self.widgets.add(
                Button(
                    pygame.Rect(t.x + 12, y, t.w - 24, 62),
                    Msg("border.ui.results"),
                    self.show_results,
                    icon="trophy",
                    kind="primary",
                    tooltip=Msg("border.ui.tip_results"),
                )
            )
        self.panel_buttons = {}
        for panel in self.shown_panels():
            tip: Text = Msg("border.ui.enlarge", player=seat_msg(panel.seat))
            if phase in (KEEP, CROSS) and self.app.settings.show_legal_moves:
                tip = Msg("border.ui.enlarge_preview", player=seat_msg(panel.seat))
            button = PanelButton(panel.rect, "", lambda s=panel.seat: self.enlarge(s), tooltip=tip)
            self.panel_buttons[panel.seat] = button
            self.widgets.add(button)

    def focus(self) -> int | None:
        """The other seat whose panel is grown now: the one under the pointer, else the one acting."""
        return self.panel_hover if self.panel_hover is not None else self.column.state_focus

    def shown_panels(self) -> list[Panel]:
        return self.column.panels_for(self.focus())

    def lay_of(self, seat: int) -> HexLayout | None:
        """Where ``seat``'s board is drawn now (the large board or its panel; None: folded)."""
        return self.board.lay if seat == self.main_seat else self.column.lay_of(seat)

    def fresh_crosses(self, state: BorderState, seat: int) -> int:
        """The spaces ``seat`` crossed since the person last acted (highlighted on its board)."""
        return fresh_crosses(state, self.seen_crossed, seat)

    def panel_look(self) -> PanelLook:
        return PanelLook(self.seat_names(), self.level_text, self.seen_crossed, self.app.settings.show_legal_moves)

    def _follow_pointer(self, pos) -> None:
        """On a motion: which panel the pointer rests on (hit-tested against the panels as they
        show now); the invisible buttons over the panels follow a change."""
        self.pointer = pos
        self.tips_hidden = False
        hover = self.column.panel_at(pos, self.focus())
        if hover == self.panel_hover:
            return
        self.panel_hover = hover
        for panel in self.shown_panels():
            button = self.panel_buttons.get(panel.seat)
            if button is not None:
                button.rect = panel.rect

    def _layout_drag(self, state: BorderState) -> None:
        sources: list[Source] = []
        targets: dict[Hashable, pygame.Rect] = {}
        if self.can_act() and state.phase in (KEEP, CROSS, PASSIVE):
            free = self.brules.free_dice(state)
            for d in range(len(state.dice)):
                if state.phase == KEEP or free >> d & 1:
                    sources.append(Source(("die", d), self.tray.slot_of(state, d), ("die", d)))
            if state.phase == KEEP:
                targets[("zone", 0)] = self.tray.rows[0]
                targets[("zone", 1)] = self.tray.rows[1]
            if self.board.lay is not None:
                for s in range(len(self.brules.geometry.spaces)):
                    targets[("space", s)] = self.board.lay.space_rect(s)
        self.drag.set_layout(sources, targets)

    # ------------------------------------------------------------------------------------------
    # the judge (drag and drop)

    def legal_targets(self, payload: Any) -> set[Hashable]:
        return judge.legal_targets(self.brules, self.match.state, payload)

    def drop(self, payload: Any, target: Hashable) -> None:
        action = judge.action_for(self.brules, self.match.state, payload, target)
        if action is not None:
            self.perform(action)

    def why_not(self, payload: Any, target: Hashable) -> Text | None:
        return judge.why_not(self.brules, self.match.state, payload, target)

    def _refused(self, reason: Text, pos) -> None:
        self.app.toast(reason, "warning", pos)

    def _is_white(self, space: int) -> bool:
        return space in self.brules.geometry.whites

    # ------------------------------------------------------------------------------------------
    # input

    def handle_board(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._follow_pointer(event.pos)
        if self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEMOTION and not self.drag.active:
            self.drag.pointer = event.pos  # nothing held: no need to ask who may act (cheap motion)
            return
        if self.can_act():
            if self._keep_click(event):
                return
            if self.drag.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _keep_click(self, event: pygame.event.Event) -> bool:
        """Between rolls a click on a die sets it aside or takes it back (a drag still drags)."""
        state: BorderState = self.match.state
        if state.phase != KEEP:
            self._press_die = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.drag.active:
            source = self.drag.source_at(event.pos)
            self._press_die = source.payload[1] if source is not None else None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press_die is not None:
            die, self._press_die = self._press_die, None
            was_dragging = self.drag.dragging
            self.drag.handle(event)
            if not was_dragging and self.drag.is_lifted(("die", die)):
                self.drag.cancel()
                self.toggle_keep(die)
            return True
        return False

    def toggle_keep(self, die: int) -> None:
        state: BorderState = self.match.state
        self.perform(Keep(die, not state.aside >> die & 1))

    def _click(self, pos) -> None:
        if not self.can_act() or self.board.lay is None:
            return
        state: BorderState = self.match.state
        if state.phase == ROLL and (self.tray.rows[0].collidepoint(pos) or self.tray.rows[1].collidepoint(pos)):
            self.perform(Roll())
            return
        space = self.board.lay.space_at(pos)
        if space is None:
            return
        if self._is_white(space):
            self.app.toast(Msg("border.ui.tip_white"), "info", pos)
            return
        if state.phase in (KEEP, CROSS):
            seg = self.brules.board_of(state, state.current).segment_of[space]
            self.perform(Complete(seg))
        elif state.phase == PASSIVE:
            self.perform(Cross(space))

    def _key(self, event: pygame.event.Event) -> None:
        if not self.can_act():
            return
        state: BorderState = self.match.state
        legal = self.legal()
        key = event.key
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_d):
            if Done() in legal:
                self.perform(Done())
            return
        if key == pygame.K_r:
            if Roll() in legal:
                self.perform(Roll())
            else:
                self.app.toast(self.rules.why_illegal(state, Roll()) or Msg("border.why.no_roll_now"), "warning")
            return
        if pygame.K_1 <= key <= pygame.K_5:
            die = key - pygame.K_1
            if state.phase == KEEP:
                self.toggle_keep(die)
                return
            source = next((s for s in self.drag.sources if s.key == ("die", die)), None)
            if source is not None:
                self.drag.lift(source)
            else:
                self.app.toast(Msg("border.ui.why_die_gone"), "warning")

    def board_wants_escape(self) -> bool:
        return self.drag.active

    def enlarge(self, seat: int) -> None:
        state: BorderState = self.match.state
        self.app.stack.push(BoardOverlay(self.app, self.brules, state.num_seats, seat, self.card_of, self.board_tip))

    def card_of(self, seat: int) -> tuple:
        """The enlarged board's part: ``seat``'s board as the table shows it now (crosses still to
        animate hidden; what another seat crossed since the person last acted ringed)."""
        state: BorderState = self.visible_state()
        hidden = self.hidden_for(seat)
        fresh = self.fresh_crosses(state, seat) if seat != self.main_seat else 0
        return card_part(self.brules, state, seat, self.match.seat_name(seat), False, hidden, fresh)

    def board_tip(self, seat: int, lay: HexLayout, pos) -> Text | None:
        return tips.space_tip(self.brules, self.visible_state(), self.seat_names(), seat, lay, pos, acting=False)

    def seat_names(self) -> list[str]:
        return [self.match.seat_name(s) for s in range(len(self.match.config.seats))]

    # ------------------------------------------------------------------------------------------
    # tooltips (tips.py)

    def tooltip_at(self, pos) -> Text | None:
        if self.tips_hidden:  # a computer moved since the pointer last moved
            return None
        return self.widgets.tooltip_at(pos) or super().tooltip_at(pos)

    def board_tooltip(self, pos) -> Text | None:
        state: BorderState = self.match.state
        can_act = self.can_act()
        for source in self.drag.sources:
            if source.rect.collidepoint(pos):
                return tips.die_tip(self.brules, state, source.payload[1], can_act)
        for d in range(len(state.dice)):
            if state.dice[d] != NO_DIE and self.tray.slot_of(state, d).collidepoint(pos):
                return tips.die_tip(self.brules, state, d, can_act)
        names = self.seat_names()
        if self.board.lay is not None:
            tip = tips.space_tip(self.brules, state, names, self.main_seat, self.board.lay, pos, acting=can_act)
            if tip is not None:
                return tip
        cell = tips.strip_cell_at(self.brules, self.board.strip, pos)
        if cell is not None:
            return tips.area_tip(self.brules, state, names, self.main_seat, cell)
        return None

    # ------------------------------------------------------------------------------------------
    # drawing

    def draw_board(self, p: Painter, state: BorderState) -> None:
        if self.board.lay is None:
            return
        self.board.draw(p, state, self.main_seat, self.seat_names())
        self.column.draw(p, state, self.column.panels, self.panel_look())
        self.tray.draw(p, state, self.can_act(), self.acting_here, self.app.settings.show_legal_moves)

    def hover_focus(self) -> Hashable | None:
        """What under the pointer lights up on the large board (draw.py ``MainBoard.focus_at``)."""
        if not self.acting_here:
            return None
        return self.board.focus_at(self.match.state, self.pointer, self.lit_spaces, self.app.settings.show_legal_moves)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """The die to set aside (and the row it goes to), the button to press, or the spaces to cross
        or complete (a lesson's places glow there; a hint draws those as hexes, ``draw_hint``)."""
        state: BorderState = self.match.state
        if isinstance(action, Keep):
            return [self.tray.slot_of(state, action.die), self.tray.rows[1 if action.keep else 0]]
        if isinstance(action, Roll) and self.roll_button is not None:
            return [self.roll_button.rect]
        if isinstance(action, Done):
            return [self.done_button.rect]
        return [self.board.lay.space_rect(sp) for sp in self._hint_spaces(action)]

    def _hint_spaces(self, action: Action) -> tuple[int, ...]:
        """The spaces a Complete or Cross takes, when the board shown large is the acting seat's."""
        state: BorderState = self.match.state
        if self.board.lay is None or self.main_seat != state.current:
            return ()
        if isinstance(action, Complete):
            return tuple(self.brules.board_of(state, state.current).segments[action.segment].spaces)
        if isinstance(action, Cross):
            return (action.space,)
        return ()

    def draw_hint(self, p: Painter, action: Action) -> None:
        """Spaces glow as hexes (the segment to complete, the space to cross); the rest as rects."""
        spaces = self._hint_spaces(action)
        if spaces:
            for sp in spaces:
                self.board.hex_glow(p, self.board.lay, sp, True)
            cx, cy = self.board.lay.centres[spaces[0]]
            self.hint_marker(p, (cx + self.board.lay.r * 0.7, cy - self.board.lay.r * 0.7))
            return
        super().draw_hint(p, action)

    def board_key(self) -> Hashable | None:
        """What the cached board (main board, panels, tray) shows besides the match: which die is
        held (it leaves its slot while dragged), who is shown large, crosses still to animate.
        The pointer is not in it: what follows it is the hover layer."""
        if self.fx.busy():
            return None
        held = self.drag.held.key if self.drag.held is not None else None
        pending = self.fx.pending()
        return (held, self.drag.dragging, self.main_seat, pending)

    def hover_key(self) -> Hashable | None:
        """What the hover layer shows: the glowing target under the pointer or the held die, the
        grown panel, and the buttons (their hover, focus and press; the panels' follow the column)."""
        buttons = (
            widgets_look(self.widgets),
            tuple(getattr(w, "_pressed", False) for w in self.widgets.widgets),
            tuple(tuple(b.rect) for b in self.panel_buttons.values()),
        )
        return (drag_state(self.drag), self.hover_focus(), self.focus(), buttons)

    def draw_board_hover(self, p: Painter, state: BorderState) -> None:
        if self.board.lay is None:
            return
        if self.focus() != self.column.state_focus:
            self.column.draw_over(p, state, self.shown_panels(), self.panel_look())
        if self.acting_here:
            hints = self.app.settings.show_legal_moves
            self.board.draw_highlights(p, state, self.hover_focus(), self.lit_spaces, hints)
        self.tray.draw_hover(p, state)
        self.widgets.draw(p)

    def board_look(self) -> Hashable | None:
        return (self.hover_key(), drag_look(self.drag))

    def hover_rects(self) -> list[pygame.Rect] | None:
        """Where the hover layer draws: the buttons, the column when another seat is grown, the
        large board (its glows) and the tray.  None while a die is held: the veil over the whole
        board is in this layer, and patches that large cost more than the whole window (measured)."""
        if self.board.lay is None:
            return []
        if self.drag.active:
            return None
        rects = [pygame.Rect(w.rect).inflate(2 * MARGIN, 2 * MARGIN) for w in self.widgets.widgets]
        if self.focus() != self.column.state_focus:
            panels = [panel.rect for panel in self.shown_panels()]
            rects.append(self.column.area.inflate(40, 40).unionall(panels).inflate(24, 24))
        if self.acting_here:
            rects.append(self.board.lay.bounds.inflate(40, 40))
        rows = self.tray.rows
        if rows:
            rects.append(rows[0].unionall(rows[1:]).inflate(60, 60))
        return rects

    def board_live_rects(self) -> list[pygame.Rect]:
        """The held die with its shadow (dice in flight run with no board layer)."""
        floating = self.drag.floating()
        if floating is None:
            return []
        x, y = floating[1]
        die = self.tray.die
        return [pygame.Rect(round(x), round(y), die, die).inflate(40, 48)]

    def draw_board_live(self, p: Painter, state: BorderState) -> None:
        """Every frame: only the dice in flight (a computer's move, the one being dragged)."""
        if self.board.lay is None:
            return
        self.tray.draw_flying(p, state)

    # ------------------------------------------------------------------------------------------
    # results

    def results_table(self) -> tuple[list[Text], list[list[Text]]]:
        state: BorderState = self.match.state
        rules = self.brules
        headings: list[Text] = [
            Msg("border.ui.col_areas"),
            Msg("border.ui.col_first"),
            Msg("border.ui.col_later"),
            Msg("border.ui.col_best"),
            Msg("border.ui.col_points"),
        ]
        rows = []
        for seat in range(state.num_seats):
            pts = state.points[seat]
            done = bits(state.completed[seat])
            first = [a for a in done if pts[a] == rules.first_value[a]]
            later = [a for a in done if a not in first]
            rows.append(
                [
                    Msg.raw(str(len(done))),
                    Msg("border.ui.count_points", count=len(first), points=sum(pts[a] for a in first)),
                    Msg("border.ui.count_points", count=len(later), points=sum(pts[a] for a in later)),
                    Msg.raw(str(max(pts))),
                    Msg.raw(str(sum(pts))),
                ]
            )
        return headings, rows

    def results_detail(self, seat: int) -> Text | None:
        """The areas ``seat`` completed, each with its value, first ones apart from later ones."""
        state: BorderState = self.match.state
        rules = self.brules
        pts = state.points[seat]
        done = sorted(bits(state.completed[seat]), key=lambda a: -pts[a])
        if not done:
            return Msg("border.ui.areas_none")
        parts = []
        for key, first in (("border.ui.areas_first", True), ("border.ui.areas_later", False)):
            group = [a for a in done if (pts[a] == rules.first_value[a]) == first]
            if group:
                values = [tr(Msg("border.ui.area_value", area=rules.area_name(a), points=pts[a])) for a in group]
                parts.append(tr(Msg(key, areas=", ".join(values))))
        return Msg.raw("  ·  ".join(parts))
