"""The Border's table (a ``TableView``: game/ui/table.py).

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

Everything is drawn from ``model.view`` (``rules.view(state, seat)``) and the table's own state
(who is shown large, the panel under the pointer, the crosses seen when the person last acted).
The components: ``MainBoard`` (draw.py), a ``SidePanel`` per other seat (panel.py), the ``Tray``
(tray.py); over them, the hover layer: ``GrownColumn``, ``Highlights``, ``TrayHover`` and the
buttons (buttons.py).  What a drop means is ``judge.py``; the tooltips are ``tips.py``; the
enlarged board is ``overlay.py``.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg, tr
from game.core.rules import Action
from game.core.session import TableModel
from game.games.border.components import bits
from game.games.border.rules.actions import Complete, Cross, Done, Keep, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, NO_DIE, OVER, PASSIVE, ROLL, BorderState
from game.games.border.view import judge, tips
from game.games.border.view.anim import Effects
from game.games.border.view.buttons import Buttons, PanelButton
from game.games.border.view.draw import Highlights, MainBoard
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
from game.games.border.view.panel import GrownColumn, Panels, SidePanel, fresh_crosses
from game.games.border.view.seatcard import card_part
from game.games.border.view.tray import Tray, TrayHover
from game.scenes.hint import hint_marker
from game.ui.drag import DragController, Source
from game.ui.draw import Painter, Text
from game.ui.layers import drag_look
from game.ui.table import Explain, Intent, Move, Perform, ResultRow, Results, Show, TableContext, TableView
from game.ui.widgets import Button, WidgetGroup

Rect = pygame.Rect
MAX_OTHERS = 3  # four seats at most: three panels beside the large board


class BorderTable(TableView):
    def __init__(self, rules: BorderRules, ctx: TableContext):
        super().__init__(rules, ctx)
        self.brules = rules
        self.drag = DragController(self, ctx.animator, self._refused)
        self.widgets = WidgetGroup()
        self.model: TableModel | None = None  # the model laid out for
        self.main_seat = 0
        self.last_person: int | None = None  # the person shown large (see ``shown_seat``)
        self._people_known = False
        self.panel_hover: int | None = None  # the other seat whose panel the pointer rests on
        self.panel_buttons: dict[int, PanelButton] = {}
        self.seen_crossed: tuple[int, ...] = ()  # the spaces crossed when the person last acted
        self.tips_hidden = False  # a computer moved: tooltips wait for the pointer to move
        self.fx = Effects(rules, ctx.animator)
        self.tray = Tray(rules, self.drag, self.fx)
        self.column = Panels(rules, self.fx)  # the other seats' boards (panel.py)
        self.board = MainBoard(rules, self.drag, self.fx)  # the seat shown large (draw.py)
        self.roll_button: Button | None = None
        self.done_button: Button | None = None
        self.pointer = (0, 0)
        self.acting_here = False  # a person acts on the large board now (set by lay_out)
        self.lit_spaces = 0  # the spaces they can complete or cross now (set by lay_out)
        self._press_die: int | None = None
        self.panels = [SidePanel(self.column, i) for i in range(MAX_OTHERS)]
        self.grown = GrownColumn(self.column)
        self.glows = Highlights(self.board)
        self.tray_hover = TrayHover(self.tray)
        self.tray_buttons = Buttons(self.widgets, lambda w: not isinstance(w, PanelButton))
        self.panel_rings = Buttons(self.widgets, lambda w: isinstance(w, PanelButton), shown=True)
        for part in (self.tray, self.column, self.glows):
            part.hints = lambda: ctx.settings.show_legal_moves
        self._board = [self.board, *self.board.parts, *self.panels, self.tray]
        self._hover = [self.grown, self.glows, self.tray_hover, self.tray_buttons, self.panel_rings]

    # -- who is shown and who may act ---------------------------------------------------------------
    def can_act(self, model: TableModel) -> bool:
        """A person decides now, at the screen (computer seats think only when no person is to move)."""
        return model.actor is not None and model.actor == model.view.current

    def legal(self, model: TableModel) -> list[Action]:
        return list(model.legal) if self.can_act(model) else []

    def shown_seat(self, model: TableModel) -> int:
        """The seat whose board is large: always a person's own (with several people at one
        screen, the one whose turn it is, else the one who played last).  Only when every seat
        is a computer does it follow the seat deciding."""
        state: BorderState = model.view
        humans = [i for i, s in enumerate(model.seats) if s.human]
        if not self._people_known:
            self._people_known = True
            self.last_person = humans[0] if humans else None
        if state.phase != OVER and state.current in humans:
            self.last_person = state.current
        if self.last_person is not None:
            return self.last_person
        if state.phase == OVER:
            return list(model.ranking).index(0)
        return state.current

    def fresh_crosses(self, state: BorderState, seat: int) -> int:
        """The spaces ``seat`` crossed since the person last acted (ringed on its board)."""
        return fresh_crosses(state, self.seen_crossed, seat)

    def focus(self) -> int | None:
        """The other seat whose panel is grown now: the one under the pointer, else the one acting."""
        return self.panel_hover if self.panel_hover is not None else self.column.state_focus

    def shown_panels(self) -> list[Panel]:
        return self.column.panels_for(self.focus())

    def lay_of(self, seat: int) -> HexLayout | None:
        """Where ``seat``'s board is drawn now (the large board or its panel; None: folded)."""
        return self.board.lay if seat == self.main_seat else self.column.lay_of(seat)

    # -- 1. lay out ---------------------------------------------------------------------------------
    def lay_out(self, rect: Rect, model: TableModel) -> None:
        self.model = model
        state: BorderState = model.view
        if len(self.seen_crossed) != state.num_seats:
            self.seen_crossed = tuple(state.crossed)  # the table opens: nothing is new yet
        b = rect
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
        board_rect = Rect(x0 + PAD, top + HEADER_H + 10, left_w - 2 * PAD, round(uh * r))
        lay = HexLayout(g, board_rect)
        self.main_seat = self.shown_seat(model)
        self.board.lay_out(
            Rect(x0, top, left_w, bottom - top),
            Rect(x0, top, left_w, HEADER_H),
            lay,
            Rect(x0 + PAD, lay.bounds.bottom + 12, left_w - 2 * PAD, STRIP_H),
            self.main_seat,
        )
        right = Rect(x0 + left_w + PAD, top, right_w, bottom - top)
        others = state.num_seats - 1
        tray_h = TRAY_H
        if others == 1:
            # one opponent: their panel takes the height its board needs, the tray the rest
            bw = right.w - 24
            tray_h = max(TRAY_H, right.h - 12 - (TALL_INFO_H + round(bw * uh / uw) + 14))
        self.tray.lay_out(Rect(right.x, right.bottom - tray_h, right.w, tray_h))
        area = Rect(right.x, right.y, right.w, self.tray.rect.y - 12 - right.y)
        self.column.lay_out(state, area, self.main_seat)
        self._board = [self.board, *self.board.parts, *self.panels[:others], self.tray]
        self.panel_hover = self.column.panel_at(self.pointer, self.column.state_focus)
        self.column.seen_crossed = self.seen_crossed
        self._lay_out_widgets(model)
        self._lay_out_drag(model)
        self._lay_out_lit(model)
        self.tray.can_act = self.can_act(model)
        self.tray.acting_here = self.acting_here
        self.glows.on = self.acting_here
        self.glows.lit = self.lit_spaces
        self.glows.pointer = self.pointer
        self.grown.focus = self.focus()

    def _lay_out_lit(self, model: TableModel) -> None:
        """Who acts on the large board and which of its spaces glow (read on every pointer motion)."""
        state: BorderState = model.view
        rules = self.brules
        self.acting_here = self.can_act(model) and self.main_seat == state.current
        self.lit_spaces = 0
        if not self.acting_here:
            return
        if state.phase in (KEEP, CROSS):
            board = rules.board_of(state, state.current)
            for seg in rules.completable(state):
                self.lit_spaces |= board.segments[seg].mask
        elif state.phase == PASSIVE:
            self.lit_spaces = rules.crossable_mask(state)

    def _lay_out_widgets(self, model: TableModel) -> None:
        state: BorderState = model.view
        self.widgets.clear()
        t = self.tray.rect
        legal = self.legal(model)
        y = t.bottom - 76
        w = (t.w - 36) // 2
        phase = state.phase
        self.roll_button = None
        if phase in (ROLL, KEEP, CROSS):
            self.roll_button = Button(
                Rect(t.x + 12, y, w, 62),
                Msg("border.ui.roll"),
                lambda: self._emit(Perform((Roll(),))),
                icon="dice",
                kind="primary" if phase in (ROLL, KEEP) else "secondary",
                hotkeys=(pygame.K_r,),
                tooltip=Msg("border.ui.tip_roll"),
            )
            self.roll_button.enabled = Roll() in legal
            self.widgets.add(self.roll_button)
        # Done always on the right, never where Roll stands in Action 1: a click meant for Roll
        # as the turn passes to Action 2 finds nothing there (issue 21)
        tip = {KEEP: "tip_done_keep", CROSS: "tip_done_cross", PASSIVE: "tip_done_passive"}.get(phase, "tip_done_cross")
        self.done_button = Button(
            Rect(t.x + 24 + w, y, w, 62),
            Msg("border.ui.done"),
            lambda: self._emit(Perform((Done(),))),
            icon="check",
            kind="primary" if phase in (CROSS, PASSIVE) else "secondary",
            hotkeys=(pygame.K_d,),
            tooltip=Msg(f"border.ui.{tip}"),
        )
        self.done_button.enabled = Done() in legal
        self.widgets.add(self.done_button)
        if phase == OVER:  # the top bar's Results button takes a finished game's results
            self.done_button.visible = False
        self.panel_buttons = {}
        for panel in self.shown_panels():
            words: Text = Msg("border.ui.enlarge", player=seat_msg(panel.seat))
            if phase in (KEEP, CROSS) and self.ctx.settings.show_legal_moves:
                words = Msg("border.ui.enlarge_preview", player=seat_msg(panel.seat))
            button = PanelButton(panel.rect, "", lambda s=panel.seat: self._emit(self.enlarge(s)), tooltip=words)
            self.panel_buttons[panel.seat] = button
            self.widgets.add(button)

    def _lay_out_drag(self, model: TableModel) -> None:
        state: BorderState = model.view
        sources: list[Source] = []
        targets: dict[Hashable, Rect] = {}
        if self.can_act(model) and state.phase in (KEEP, CROSS, PASSIVE):
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

    # -- 2. draw ------------------------------------------------------------------------------------
    def components(self):
        return self._board

    def hover_components(self):
        return self._hover

    def draw_live(self, p: Painter, model: TableModel) -> None:
        """Every frame: only the dice in flight (a computer's move, the one being dragged)."""
        if self.board.lay is None:
            return
        self.tray.draw_flying(p, model.view)

    def live_rects(self) -> list | None:
        """The held die with its shadow (None while dice fly to a board: anywhere)."""
        if self.fx.ghosts:
            return None
        floating = self.drag.floating()
        if floating is None:
            return []
        x, y = floating[1]
        die = self.tray.die
        return [Rect(round(x), round(y), die, die).inflate(40, 48)]

    # -- 3. input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, model: TableModel) -> Intent | None:
        self.model = model
        self._intent = None
        if self.drag.carrying(event):  # the end of a drag is the drag's, whatever lies under it
            self.drag.handle(event)
            return self._take()
        if self.widgets.handle(event):
            return self._take()
        if event.type == pygame.MOUSEMOTION and not self.drag.active:
            self.drag.pointer = event.pos  # nothing held: no need to ask who may act (cheap motion)
            return None
        if self.can_act(model):
            if self._keep_click(event, model):
                return self._take()
            if self.drag.handle(event):
                return self._take()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos, model)
        elif event.type == pygame.KEYDOWN:
            self._key(event, model)
        return self._take()

    def _keep_click(self, event: pygame.event.Event, model: TableModel) -> bool:
        """Between rolls a click on a die sets it aside or takes it back (a drag still drags)."""
        state: BorderState = model.view
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
                self._emit(self.keep(state, die))
            return True
        return False

    @staticmethod
    def keep(state: BorderState, die: int) -> Perform:
        """Set die ``die`` aside, or take it back."""
        return Perform((Keep(die, not state.aside >> die & 1),))

    def _click(self, pos, model: TableModel) -> None:
        if not self.can_act(model) or self.board.lay is None:
            return
        state: BorderState = model.view
        if state.phase == ROLL and (self.tray.rows[0].collidepoint(pos) or self.tray.rows[1].collidepoint(pos)):
            self._emit(Perform((Roll(),)))
            return
        space = self.board.lay.space_at(pos)
        if space is None:
            return
        if space in self.brules.geometry.whites:
            self._emit(Explain(Msg("border.ui.tip_white"), pos))
            return
        if state.phase in (KEEP, CROSS):
            seg = self.brules.board_of(state, state.current).segment_of[space]
            self._emit(Perform((Complete(seg),)))
        elif state.phase == PASSIVE:
            self._emit(Perform((Cross(space),)))

    def _key(self, event: pygame.event.Event, model: TableModel) -> None:
        if not self.can_act(model):
            return
        state: BorderState = model.view
        legal = self.legal(model)
        key = event.key
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_d):
            if Done() in legal:
                self._emit(Perform((Done(),)))
            return
        if key == pygame.K_r:
            if Roll() in legal:
                self._emit(Perform((Roll(),)))
            else:
                self._emit(Explain(self.rules.why_illegal(state, Roll()) or Msg("border.why.no_roll_now")))
            return
        if pygame.K_1 <= key <= pygame.K_5:
            die = key - pygame.K_1
            if state.phase == KEEP:
                self._emit(self.keep(state, die))
                return
            source = next((s for s in self.drag.sources if s.key == ("die", die)), None)
            if source is not None:
                self.drag.lift(source)
            else:
                self._emit(Explain(Msg("border.ui.why_die_gone")))

    def wants_escape(self) -> bool:
        return self.drag.active

    def captures(self, event: pygame.event.Event) -> bool:
        return self.drag.carrying(event)

    def enlarge(self, seat: int) -> Show:
        """``seat``'s board, large, over the table."""
        n = self.model.view.num_seats if self.model is not None else 0
        return Show(lambda app: BoardOverlay(app, self.brules, n, seat, self.card_of, self.board_tip))

    def card_of(self, seat: int) -> tuple:
        """The enlarged board's part: ``seat``'s board as the table shows it now (crosses still to
        animate hidden; what another seat crossed since the person last acted ringed)."""
        model = self.model
        assert model is not None
        state: BorderState = model.view
        hidden = self.fx.hidden_for(seat)
        fresh = self.fresh_crosses(state, seat) if seat != self.main_seat else 0
        return card_part(self.brules, state, seat, model.seats[seat].name, False, hidden, fresh)

    def board_tip(self, seat: int, lay: HexLayout, pos) -> Text | None:
        model = self.model
        assert model is not None
        return tips.space_tip(self.brules, model.view, self.seat_names(model), seat, lay, pos, acting=False)

    @staticmethod
    def seat_names(model: TableModel) -> list[str]:
        return [s.name for s in model.seats]

    # -- the judge (drag and drop) --------------------------------------------------------------------
    def legal_targets(self, payload: Any) -> set[Hashable]:
        return judge.legal_targets(self.brules, self.model.view, payload)

    def drop(self, payload: Any, target: Hashable) -> None:
        action = judge.action_for(self.brules, self.model.view, payload, target)
        if action is not None:
            self._emit(Perform((action,)))

    def why_not(self, payload: Any, target: Hashable) -> Text | None:
        return judge.why_not(self.brules, self.model.view, payload, target)

    # -- 4. hover -----------------------------------------------------------------------------------
    def hover(self, pos, model: TableModel) -> None:
        """Which panel the pointer rests on (hit-tested against the panels as they show now); the
        invisible buttons over the panels follow a change."""
        self.pointer = pos
        self.glows.pointer = pos
        self.tips_hidden = False
        hover = self.column.panel_at(pos, self.focus())
        if hover == self.panel_hover:
            return
        self.panel_hover = hover
        self.grown.focus = self.focus()
        for panel in self.shown_panels():
            button = self.panel_buttons.get(panel.seat)
            if button is not None:
                button.rect = panel.rect

    def look(self) -> Hashable:
        return (drag_look(self.drag), self.drag.keyboard_source())

    # -- words ----------------------------------------------------------------------------------------
    def tooltip(self, pos, model: TableModel) -> Text | None:
        if self.tips_hidden:  # a computer moved since the pointer last moved
            return None
        found = self.widgets.tooltip_at(pos)
        if found is not None:
            return found
        state: BorderState = model.view
        can_act = self.can_act(model)
        for source in self.drag.sources:
            if source.rect.collidepoint(pos):
                return tips.die_tip(self.brules, state, source.payload[1], can_act)
        for d in range(len(state.dice)):
            if state.dice[d] != NO_DIE and self.tray.slot_of(state, d).collidepoint(pos):
                return tips.die_tip(self.brules, state, d, can_act)
        names = self.seat_names(model)
        if self.board.lay is not None:
            tip = tips.space_tip(self.brules, state, names, self.main_seat, self.board.lay, pos, acting=can_act)
            if tip is not None:
                return tip
        cell = tips.strip_cell_at(self.brules, self.board.strip, pos)
        if cell is not None:
            return tips.area_tip(self.brules, state, names, self.main_seat, cell)
        return None

    def hint_rects(self, action: Action, model: TableModel) -> list[Rect]:
        """The die to set aside (and the row it goes to), the button to press, or the spaces to cross
        or complete (a lesson's places glow there; a hint draws those as hexes, ``draw_hint``)."""
        state: BorderState = model.view
        if isinstance(action, Keep):
            return [self.tray.slot_of(state, action.die), self.tray.rows[1 if action.keep else 0]]
        if isinstance(action, Roll) and self.roll_button is not None:
            return [self.roll_button.rect]
        if isinstance(action, Done) and self.done_button is not None:
            return [self.done_button.rect]
        lay = self.board.lay
        return [lay.space_rect(sp) for sp in self._hint_spaces(action, state)] if lay is not None else []

    def _hint_spaces(self, action: Action, state: BorderState) -> tuple[int, ...]:
        """The spaces a Complete or Cross takes, when the board shown large is the acting seat's."""
        if self.board.lay is None or self.main_seat != state.current:
            return ()
        if isinstance(action, Complete):
            return tuple(self.brules.board_of(state, state.current).segments[action.segment].spaces)
        if isinstance(action, Cross):
            return (action.space,)
        return ()

    def draw_hint(self, p: Painter, action: Action, model: TableModel) -> bool:
        """Spaces glow as hexes (the segment to complete, the space to cross); the rest as rects
        (False: the frame's glow over ``hint_rects``)."""
        spaces = self._hint_spaces(action, model.view)
        lay = self.board.lay
        if not spaces or lay is None:
            return False
        for sp in spaces:
            self.board.hex_glow(p, lay, sp, True)
        cx, cy = lay.centres[spaces[0]]
        hint_marker(p, (cx + lay.r * 0.7, cy - lay.r * 0.7))
        return True

    # -- animation ------------------------------------------------------------------------------------
    def animate(self, move: Move, model: TableModel) -> None:
        if move.by_bot:
            self.tips_hidden = True  # a tooltip does not stay through the computers' turns
        else:
            self.seen_crossed = tuple(move.before.crossed)  # what the others crossed before is seen
            self.column.seen_crossed = self.seen_crossed
        self.fx.animate(move.before, move.after, move.action, self.tray.slot_of, self.lay_of, self.tray.die)

    # -- results --------------------------------------------------------------------------------------
    def results(self, model: TableModel) -> Results:
        state: BorderState = model.view
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
            cells: list[Text] = [
                Msg.raw(str(len(done))),
                Msg("border.ui.count_points", count=len(first), points=sum(pts[a] for a in first)),
                Msg("border.ui.count_points", count=len(later), points=sum(pts[a] for a in later)),
                Msg.raw(str(max(pts))),
                Msg.raw(str(sum(pts))),
            ]
            name = Msg.raw(model.seats[seat].name)
            rows.append(ResultRow(model.ranking[seat], seat, name, cells, self._areas_done(state, seat)))
        return Results(headings, sorted(rows, key=lambda row: (row.place, row.seat)))

    def _areas_done(self, state: BorderState, seat: int) -> Text:
        """The areas ``seat`` completed, each with its value, first ones apart from later ones."""
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
