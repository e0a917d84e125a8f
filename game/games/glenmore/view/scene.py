"""The Glen More table.

* Left: the track, a ring of 14 spaces (4 along the top, 3 down the right, 4 along the
  bottom, 3 up the left; figures move clockwise) with its tiles, the players' figures and,
  at 2-3 players, the neutral die; the rearmost figure (numbered 1) moves next.  The
  market sits inside the ring; the draw pile and the scorings in its corners.  Below it,
  the turn panel: whose turn, the steps of a turn, what is asked now and its buttons.
* Right: one card per player (coins, whisky, chieftains, cards, tiles, VP) that also
  chooses whose territory is shown below: a grid that scrolls and zooms (wheel, drag on
  empty space, the +/-/fit buttons or the + - 0 keys).

A turn through the screen: drag a tile from the track onto a glowing space of your
territory (a drop elsewhere snaps back and says why); if its cost needs the market, the
panel shows what is bought and sold and at what price, and Pay confirms; then the tiles
it activates glow: click each in any order, choices open beside the tile; Finish (Enter);
drag clan members to a tile around them or onto Chieftains; End turn (E).  Selling works
at any time in your turn: click a cube on your tiles or Sell at the market.

Everything works with the keyboard too: ←/→ and Enter lift and drop tiles and clan members
(the drag controller), ←/→ choose the tile to activate and Enter uses it, the numbers pick a
choice, Enter confirms, E ends the step, + - 0 zoom, 1-5 show a player's territory.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.core.rules import Action
from game.games.glenmore.rules import queries
from game.games.glenmore.rules.actions import (
    Activate,
    Pay,
    PayChieftain,
    PayMember,
    Place,
    Sell,
    Take,
)
from game.games.glenmore.rules.engine import GlenMoreRules
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, GAIN, MOVE, NO_TILE, PAY, PLACE, TURN_PHASES
from game.games.glenmore.rules.territory import cell
from game.games.glenmore.view import tour as tour
from game.games.glenmore.view.anim import Effects
from game.games.glenmore.view.art import TileArt
from game.games.glenmore.view.cubes import CubePick
from game.games.glenmore.view.draw import HEAD_STYLE, HEAD_TOKEN_W, draw_live, draw_still
from game.games.glenmore.view.hover import draw_hover, hover_key, hover_look, hover_rects
from game.games.glenmore.view.judge import DropJudge
from game.games.glenmore.view.land import fit_territory, land_pieces
from game.games.glenmore.view.overlay import ScoringOverlay, results_detail, results_note, results_table
from game.games.glenmore.view.panel import Popover, build_panel_widgets
from game.games.glenmore.view.tips import hint_rects, tooltip
from game.scenes.legacy import LegacyView
from game.ui.art import TextStyle
from game.ui.damage import widget_parts
from game.ui.drag import DragController
from game.ui.draw import Text
from game.ui.layers import drag_look, pan_look, widgets_look
from game.ui.pan_zoom import PanZoom
from game.ui.widgets import Button, WidgetGroup

RING_CELL = 112
RING_INSET = 3
LAND_CELL = 150
MARGIN = 14
# Track spaces as (column, row) of a 6 x 5 frame without its corners, clockwise from the top left.
RING = [(1, 0), (2, 0), (3, 0), (4, 0), (5, 1), (5, 2), (5, 3), (4, 4), (3, 4), (2, 4), (1, 4), (0, 3), (0, 2), (0, 1)]
CORNERS = {"deck": (0, 0), "scorings": (5, 0), "removed": (5, 4), "order": (0, 4)}
ZOOM_STEP = 1.2
FIT_W = 100  # the Fit button: room for "Ajustar" at 1280x720


class GlenMoreView(DropJudge, LegacyView):
    name = "glenmore"

    def __init__(self, app, match, match_id, session=None):
        self.art = TileArt(match.rules)
        self.drag = DragController(self, None, self._refused)
        self.widgets = WidgetGroup()
        self.pan = PanZoom(pygame.Rect(0, 0, 100, 100), LAND_CELL, min_zoom=0.3, max_zoom=1.6)
        self.effects = Effects(self)
        self.popover: Popover | None = None
        self.shown = match.state.current if match.state.phase in TURN_PHASES else 0
        self.pending_cell: tuple[int, int] | None = None
        self.cube_pick = CubePick(match.rules.index)  # cubes marked for the payment
        self.space_rects: list[pygame.Rect] = []
        self.corner_rects: dict[str, pygame.Rect] = {}
        self.player_rects: list[pygame.Rect] = []
        self.market_rows: list[pygame.Rect] = []
        self.cube_rects: list[tuple[pygame.Rect, str, tuple[int, int]]] = []
        self.member_rects: dict[tuple[int, int], pygame.Rect] = {}
        self.card_rects: list[tuple[str, pygame.Rect]] = []
        self.key_cell: tuple[int, int] | None = None  # the tile chosen with the arrow keys while activating
        self._key_index = 0
        self.gain_closed_at = -1  # the gain choice was closed at this action count: leave it closed
        self.legal: list[Action] = []
        self.turn_key: tuple[int, int] | None = None
        self.turn_seat: int | None = None
        self.turn_again = False
        self.turn_log_start = 0
        self.scorings_seen = len(match.state.scorings)
        self._fit_for: tuple | None = None
        self._opened = False  # no turn banner for the turn the table opens on
        super().__init__(app, match, match_id, session)
        self.drag.animator = self.animator
        if self.log_panel.open:
            self.toggle_log()  # the table needs the room; L or the log button opens it
        self._note_turn()

    # ------------------------------------------------------------------------------------
    # who decides, and what

    @property
    def grules(self) -> GlenMoreRules:
        return self.rules  # type: ignore[return-value]

    @property
    def state(self):
        return self.match.state

    def legal_of(self, kind: type) -> list[Any]:
        return [a for a in self.legal if isinstance(a, kind)]

    # ------------------------------------------------------------------------------------
    # layout

    def layout(self) -> None:
        b = self.board_rect
        state = self.state
        self.legal = self.lay_out_for_now()
        c = RING_CELL
        self.ring_rect = pygame.Rect(b.x + MARGIN, b.y + MARGIN, 6 * c, 5 * c)
        ring = self.ring_rect
        self.space_rects = [
            pygame.Rect(
                ring.x + col * c + RING_INSET, ring.y + row * c + RING_INSET, c - 2 * RING_INSET, c - 2 * RING_INSET
            )
            for col, row in RING
        ]
        self.corner_rects = {
            name: pygame.Rect(
                ring.x + col * c + RING_INSET, ring.y + row * c + RING_INSET, c - 2 * RING_INSET, c - 2 * RING_INSET
            )
            for name, (col, row) in CORNERS.items()
        }
        self.inner_rect = pygame.Rect(ring.x + c + 8, ring.y + c + 6, 4 * c - 16, 3 * c - 12)
        inner = self.inner_rect
        row_h = 46
        top = inner.y + 40
        self.market_rows = [
            pygame.Rect(inner.x + 6, top + i * row_h, inner.w - 12, row_h - 6)
            for i in range(len(self.grules.resources))
        ]
        self.panel_rect = pygame.Rect(ring.x, ring.bottom + 12, ring.w, b.bottom - MARGIN - ring.bottom - 12)
        right = ring.right + 16
        self.strip_rect = pygame.Rect(right, b.y + MARGIN, b.right - MARGIN - right, 118)
        n = state.num_seats
        gap = 8
        w = (self.strip_rect.w - gap * (n - 1)) // n
        self.player_rects = [
            pygame.Rect(self.strip_rect.x + i * (w + gap), self.strip_rect.y, w, self.strip_rect.h) for i in range(n)
        ]
        self.land_rect = pygame.Rect(
            right, self.strip_rect.bottom + 8, self.strip_rect.w, b.bottom - MARGIN - self.strip_rect.bottom - 8
        )
        self.pan.set_rect(self.land_rect.inflate(-8, -8))
        pr = self.pan.rect
        self.chief_rect = pygame.Rect(pr.x + 10, pr.bottom - 122, 206, 112)
        fit_w = self.fit_width()
        self.zoom_rect = pygame.Rect(pr.right - 10 - 120 - fit_w, pr.y + 10, 120 + fit_w, 48)
        self.head_rect = self._head_rect(pr)
        self.card_rects = [
            (card, pygame.Rect(pr.right - 10 - 214, pr.y + 68 + i * 46, 214, 40))
            for i, card in enumerate(state.cards[self.shown])
        ]
        self.held_rect = pygame.Rect(self.panel_rect.x + 22, self.panel_rect.y + 128, 150, 150)
        self._fit_if_needed()
        self._layout_land_pieces()
        self._layout_widgets()
        self._layout_drag()
        if self.popover is not None and not self.popover.still_valid():
            self.popover = None
        if self.key_cell is not None and self.key_cell not in self.activatable():
            # used with the keyboard: the ring moves on to the next tile
            spots = self.activatable()
            self.key_cell = spots[min(self._key_index, len(spots) - 1)] if spots else None
        if len(self.match.actions) != self.gain_closed_at:
            self.open_gain()

    def _head_rect(self, pr: pygame.Rect) -> pygame.Rect:
        """Whose territory and what it holds, left of the zoom buttons: on one line when the
        name and every resource fit there, else on two (issue 21: with the log open, grain was
        cut off)."""
        title = self.app.painter.measure(Msg("glenmore.ui.territory_of", player=seat_msg(self.shown)), HEAD_STYLE)[0]
        tokens = len(self.grules.resources) * HEAD_TOKEN_W
        room = self.zoom_rect.x - 10 - (pr.x + 10)
        if 46 + title + 14 + tokens <= room:
            return pygame.Rect(pr.x + 10, pr.y + 10, 46 + title + 14 + tokens, 48)
        return pygame.Rect(pr.x + 10, pr.y + 10, min(room, max(46 + title + 12, tokens + 20)), 86)

    def _fit_if_needed(self) -> None:
        """Fit the territory when a turn begins, another territory shows or the panel changes
        size; during a turn the view stays still (issue 21: a tile placed or paid for no longer
        re-centres the board under the pointer), unless a tile of it lies wholly out of view."""
        state = self.state
        seat = self.shown
        bounds = queries.bounds(self.grules, state, seat)
        key = (seat, self.turn_key, self.pan.rect.size)
        if key != self._fit_for or (not self.pan.adjusted and not self._all_in_view(bounds)):
            self.fit_territory()
            self._fit_for = key
        self.pan.keep_inside(bounds)

    def _all_in_view(self, bounds: tuple[int, int, int, int]) -> bool:
        x0, y0, x1, y1 = bounds
        return all(self.pan.visible(x, y) for x in (x0, x1) for y in (y0, y1))

    def fit_territory(self) -> None:
        fit_territory(self.pan, self.state.tiles[self.shown], self.land_overlays())

    def _layout_land_pieces(self) -> None:
        self.cube_rects, self.member_rects = land_pieces(self.pan, self.state, self.shown, self.grules.resources)

    def land_overlays(self) -> list[pygame.Rect]:
        """The boxes drawn over the territory."""
        return [self.head_rect, self.zoom_rect, self.chief_rect] + [r for _, r in self.card_rects]

    def fit_width(self) -> int:
        """The Fit button's width: its word at its size (any language, any text size)."""
        words = self.app.painter.measure(Msg("glenmore.ui.fit"), TextStyle(20, bold=True))[0]
        return max(FIT_W, words + 32)

    def _layout_widgets(self) -> None:
        self.widgets.clear()
        p = self.pan.rect
        for i, (label, action, tip) in enumerate(
            (
                ("+", lambda: self.zoom(ZOOM_STEP), Msg("glenmore.ui.zoom_in")),
                ("−", lambda: self.zoom(1 / ZOOM_STEP), Msg("glenmore.ui.zoom_out")),
                (Msg("glenmore.ui.fit"), self.refit, Msg("glenmore.ui.fit_tip")),
            )
        ):
            fit_w = self.fit_width()
            w = 52 if i < 2 else fit_w
            x = p.right - 10 - fit_w - (2 - i) * 60 if i < 2 else p.right - 10 - fit_w
            button = Button(
                pygame.Rect(x, p.y + 10, w, 48),
                label,
                action,
                kind="secondary",
                text_size=26 if i < 2 else 20,
                tooltip=tip,
            )
            button.focusable = False
            self.widgets.add(button)
        build_panel_widgets(self)

    def zoom(self, factor: float) -> None:
        self.pan.zoom_by(factor)
        self.layout()

    def refit(self) -> None:
        self.fit_territory()
        self.layout()


    def show_territory(self, seat: int) -> None:
        if 0 <= seat < self.state.num_seats and seat != self.shown:
            self.shown = seat
            self.popover = None
            self.layout()

    def _refused(self, reason: Text, pos) -> None:
        self.app.toast(reason, "warning", pos)

    # ------------------------------------------------------------------------------------
    # a turn's steps

    def take_and_place(self, space: int, x: int, y: int) -> None:
        """A tile dropped on a cell: take it, pay at once when nothing needs deciding, place it."""
        if not self.perform(Take(space)):
            return
        self.pending_cell = (x, y)
        state = self.state
        if state.phase == PAY:
            options = [a for a in self.legal if isinstance(a, (Pay, PayMember, PayChieftain))]
            only = options[0] if len(options) == 1 else None
            picks = isinstance(only, Pay) and self.cube_pick.choice_matters(state, self.actor(), only)
            if isinstance(only, Pay) and not self.purchase_of(only) and not picks:
                self.perform(only)
        self.place_pending()

    def pay(self, action: Action) -> None:
        if isinstance(action, Pay):
            action = self.cube_pick.with_sources(self.state, self.actor(), action)
        if self.perform(action):
            self.place_pending()

    def place_pending(self) -> None:
        if self.state.phase == PLACE and self.pending_cell is not None and Place(*self.pending_cell) in self.legal:
            cell_ = self.pending_cell
            self.pending_cell = None
            self.perform(Place(*cell_))

    def names_of(self, counts: tuple[int, ...]) -> tuple[str, ...]:
        """Resource names for counts per resource (the shape the actions take)."""
        return tuple(name for name, n in zip(self.grules.resources, counts) for _ in range(n))

    def need_of(self, action: Pay) -> tuple[int, ...]:
        return self.grules.counts_of(self.grules.index[n] for n in action.resources)

    def purchase_of(self, action: Pay) -> list[tuple[str, int]]:
        seat = self.actor()
        return [] if seat is None else self.grules.purchase(self.state, seat, self.need_of(action))

    def activatable(self) -> list[tuple[int, int]]:
        """Tiles that can be used now, in reading order."""
        return sorted({(a.x, a.y) for a in self.legal_of(Activate)}, key=lambda s: (s[1], s[0]))

    def activation_options(self, x: int, y: int) -> list[Activate]:
        return [a for a in self.legal_of(Activate) if (a.x, a.y) == (x, y)]

    def use_of(self, action: Activate):
        seat = self.actor()
        state = self.state
        kind = self.grules.tile(state.tiles[seat][cell(action.x, action.y)]).kind
        names = self.grules.canonical(action.resources) or action.resources
        return self.grules.use_by_names[kind.id].get(names) or self.grules.use_by_names[kind.id].get(action.resources)

    def activate_tile(self, x: int, y: int) -> None:
        options = self.activation_options(x, y)
        seat = self.actor()
        if seat is None:
            return
        if not options:
            self.app.toast(self.activation_problem(seat, x, y), "warning", self.app.pointer)
            return
        if len(options) == 1:
            use = self.use_of(options[0])
            if use is None or not self.grules.purchase(self.state, seat, use.pay):
                self.perform(options[0])
                return
        self.popover = Popover.for_activation(self, x, y, options)
        self.layout()

    def activation_problem(self, seat: int, x: int, y: int) -> Text:
        state = self.state
        c = cell(x, y)
        if c not in state.tiles[seat]:
            return Msg("glenmore.why.no_tile_there")
        kind = self.grules.tile(state.tiles[seat][c]).kind
        reasons = [self.rules.why_illegal(state, Activate(x, y, use.names)) for use in self.grules.uses[kind.id]]
        reasons = [r for r in reasons if r is not None]
        if not kind.does_something:
            return Msg("glenmore.why.nothing_to_do")
        return reasons[0] if reasons else Msg("glenmore.why.not_activated")

    def sell(self, resource: str, source: tuple[int, int] | None = None) -> None:
        """Sell a cube of ``resource``: the one on the tile at ``source`` if given, else the
        lifted cube of that resource (clicked, then the market's button), else the engine's
        choice (a tile still to be activated, else the fullest)."""
        held = self.drag.held.payload if self.drag.held is not None else None
        if source is None and held is not None and held[0] == "cube" and held[3] == resource:
            source = (held[1], held[2])
            self.drag.cancel()
        action = Sell(resource, source)
        if Sell(resource) in self.legal and self.rules.why_illegal(self.state, action) is None:
            self.perform(action)
        elif self.my_turn():
            self.app.toast(
                self.rules.why_illegal(self.state, action) or Msg("glenmore.why.not_now"), "warning", self.app.pointer
            )

    def open_gain(self) -> None:
        """The choice of free resources opens by itself beside its tile (the panel reopens it)."""
        state = self.state
        if state.phase == GAIN and self.my_turn() and self.popover is None and state.gains:
            seat = self.actor()
            if self.shown != seat:
                self.shown = seat
                self._fit_if_needed()
                self._layout_land_pieces()
            self.popover = Popover.for_gain(self, state.gains[0])
            self._layout_drag()

    # ------------------------------------------------------------------------------------
    # after every change

    def after_change(self, autosave: bool = False) -> None:
        self._note_turn()
        self._opened = True
        if self.state.phase not in (PAY, PLACE):
            self.pending_cell = None
        if self.state.phase != PAY:
            self.cube_pick.clear()
        super().after_change(autosave)
        if len(self.state.scorings) > self.scorings_seen:
            self.scorings_seen = len(self.state.scorings)
            if self.review is None:  # a review steps past a scoring (its Scorings button shows them)
                overlay = ScoringOverlay(self.app, self.grules.data, self.state, len(self.state.scorings) - 1)
                self.app.stack.push(overlay)
        elif len(self.state.scorings) < self.scorings_seen:
            self.scorings_seen = len(self.state.scorings)

    def _note_turn(self) -> None:
        """Follow the player whose turn it is, and notice a player moving again."""
        state = self.state
        if state.phase not in TURN_PHASES:
            return
        key = (state.turn, state.current)
        if key == self.turn_key:
            return
        self.turn_again = self.turn_seat == state.current and self.turn_key is not None
        self.turn_key = key
        self.turn_seat = state.current
        self.turn_log_start = len(self.match.log)
        self.popover = None
        if self.shown != state.current:
            self.shown = state.current
        if self.match.config.seats[state.current].is_human and self._opened:
            self.effects.banner(state.current, self.turn_again)

    def prompt_text(self, state) -> Text:
        """The rules' prompt, but never "Spend your 0 clan-member moves" (issue 13)."""
        if state.phase == MOVE and state.moves == 0:
            return Msg("glenmore.ui.prompt_no_moves")
        if state.phase == PAY and state.held != NO_TILE:  # short enough for the bar at 1280x720
            return Msg("glenmore.ui.prompt_pay", tile=self.grules.tile_name(state.held))
        return super().prompt_text(state)

    def board_wants_escape(self) -> bool:
        return self.drag.active or self.popover is not None

    def board_panel_open(self) -> bool:
        return super().board_panel_open() or self.popover is not None

    # ------------------------------------------------------------------------------------
    # input

    def handle_board(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pan.motion(event.pos)
            if self.pan.panning:
                self._after_pan()
                return
        if self.popover is not None and self.popover.handle(event):
            return
        if event.type == pygame.KEYDOWN and self._activation_key(event):
            return
        keyboard_drag = self.drag.keyboard_source() is not None or self.drag.active
        if event.type == pygame.KEYDOWN and keyboard_drag and self.my_turn() and self.drag.handle(event):
            return  # Enter lifts or drops what the arrow keys chose, before any button's Enter
        if self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.pan.wheel(event):
                self.layout()
            return
        if self.my_turn() and self.drag.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            if self.pan.press(event.pos):
                return
            if event.button == 1:
                self._click(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            outcome = self.pan.release(event.pos)
            if outcome == "click" and event.button == 1:
                self._click_land(event.pos)
            elif outcome == "pan":
                self._after_pan()
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _after_pan(self) -> None:
        self._layout_land_pieces()
        self._layout_drag()

    def _click(self, pos) -> None:
        for seat, rect in enumerate(self.player_rects):
            if rect.collidepoint(pos):
                self.show_territory(seat)
                return
        if self.corner_rects.get("scorings") and self.corner_rects["scorings"].collidepoint(pos):
            self.show_scorings()
            return
        if self.my_turn() and self.state.phase == CHOOSE:
            for s, rect in enumerate(self.space_rects):
                if rect.collidepoint(pos) and self.state.track[s] != NO_TILE:
                    return

    def _click_land(self, pos) -> None:
        seat = self.actor()
        if seat is None or self.shown != seat:
            return
        state = self.state
        spot = self.pan.cell_at(pos)
        on_tile = spot is not None and cell(*spot) in state.tiles[seat]
        if state.phase == ACTIVATE and on_tile and (self.activation_options(*spot) or cell(*spot) in state.pending):
            self.activate_tile(*spot)
            return
        for rect, resource, where in self.cube_rects:
            if rect.collidepoint(pos):
                pays = self.legal_of(Pay)
                if state.phase == PAY and self.cube_pick.toggle(state, self.actor(), pays, *where, name=resource):
                    self.app.dirty = True
                else:
                    self.sell(resource, where)
                return
        if state.phase == ACTIVATE and spot is not None and cell(*spot) in state.tiles[seat]:
            self.activate_tile(*spot)

    def _activation_key(self, event: pygame.event.Event) -> bool:
        """While activating: ←/→ choose a tile (a ring shows it), Enter or Space uses it."""
        if self.state.phase != ACTIVATE or not self.my_turn() or self.popover is not None:
            return False
        spots = self.activatable()
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and spots:
            step = 1 if event.key == pygame.K_RIGHT else -1
            index = spots.index(self.key_cell) + step if self.key_cell in spots else (0 if step > 0 else -1)
            self.key_cell = spots[index % len(spots)]
            self.show_territory(self.actor())
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.key_cell in spots:
            self._key_index = spots.index(self.key_cell)
            self.activate_tile(*self.key_cell)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom(ZOOM_STEP)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom(1 / ZOOM_STEP)
        elif key in (pygame.K_0, pygame.K_KP0, pygame.K_HOME):
            self.refit()
        elif pygame.K_1 <= key <= pygame.K_5 and not event.mod & pygame.KMOD_CTRL:
            self.show_territory(key - pygame.K_1)

    def show_scorings(self) -> None:
        if self.state.scorings:
            self.app.stack.push(ScoringOverlay(self.app, self.grules.data, self.state, len(self.state.scorings) - 1))

    # ------------------------------------------------------------------------------------
    # tooltips

    def tooltip_at(self, pos) -> Text | None:
        if self.popover is not None:
            tip = self.popover.tooltip_at(pos)
            if tip is not None or self.popover.rect.collidepoint(pos):
                return tip
        return self.widgets.tooltip_at(pos) or super().tooltip_at(pos)

    def tooltip_target(self, pos) -> pygame.Rect | None:
        if self.popover is not None and self.popover.rect.collidepoint(pos):
            return self.popover.group.tooltip_target(pos)
        return self.widgets.tooltip_target(pos) or super().tooltip_target(pos)

    def board_tooltip_target(self, pos) -> pygame.Rect | None:
        from game.games.glenmore.view.tips import tooltip_target

        return tooltip_target(self, pos)

    def board_tooltip(self, pos) -> Text | None:
        return tooltip(self, pos)

    # ------------------------------------------------------------------------------------
    # drawing, animation, results

    def board_key(self) -> Hashable | None:
        """What the cached board (track, market, players, land, panel) shows besides the match."""
        if self.effects.flights:
            return None
        drag = self.drag
        return (
            (drag.held.key if drag.held is not None else None, drag.dragging, drag.key_source),
            pan_look(self.pan),
            tuple((w.visible, w.enabled) for w in self.widgets.widgets),
            id(self.popover),
            (self.shown, self.pending_cell, self.key_cell, self.turn_key, self.turn_seat, self.turn_again),
            (self.gain_closed_at, self.scorings_seen),
        )

    def hover_key(self) -> Hashable | None:
        """The drop target under the dragged piece, the track tile under the pointer, the
        payment under the pointer (view/hover.py draws them over the board layer)."""
        return hover_key(self)

    def board_look(self) -> Hashable | None:
        if self.popover is not None:
            return None
        return (self.board_key(), hover_look(self), widgets_look(self.widgets), drag_look(self.drag))

    def hover_rects(self) -> list[pygame.Rect]:
        return hover_rects(self)

    def board_live_rects(self) -> list:
        """The widgets and the dragged piece with its shadow (effects in flight, a popover and
        the banner's moves redraw the whole frame)."""
        parts: list = widget_parts(self.widgets)
        floating = self.drag.floating()
        if floating is not None:
            source, (x, y) = floating
            if source.payload[0] in ("track", "held"):
                side = min(170, max(100, round(self.pan.size)))
                grab = self.drag.grab
                rect = pygame.Rect(0, 0, side, side)
                rect.center = (round(x + grab[0]), round(y + grab[1]))
            else:
                rect = pygame.Rect(round(x), round(y), source.rect.w, source.rect.h)
                rect.inflate_ip(rect.w, rect.h)  # the cube's disc reaches past its rect
            parts.append(rect.inflate(40, 48))
        return parts

    def draw_board_hover(self, p, state) -> None:
        draw_hover(self, p, state)

    def draw_board(self, p, state) -> None:
        draw_still(self, p, state)

    def draw_board_live(self, p, state) -> None:
        draw_live(self, p, state)

    def coach_room(self) -> pygame.Rect:
        """A lesson's panel or the coach's note stands over the territory, below its heading
        (the territory pans; game/scenes/tutor.py keeps it off the places that glow)."""
        r = self.pan.rect
        return pygame.Rect(r.x + 8, r.y + 64, r.w - 16, r.h - 72)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        return hint_rects(self, action)

    def animate(self, before: Any, action: Action, seat: int, by_bot: bool) -> None:
        if by_bot and self.shown != seat:
            self.shown = seat
        self.layout()
        self.effects.show_change(before, action, seat, by_bot)

    def results_table(self) -> tuple[list[Text], list[list[Text]]]:
        return results_table(self.state)

    def results_detail(self, seat: int) -> Text | None:
        return results_detail(self.grules.data, self.state, seat)

    def results_note(self) -> Text | None:
        return results_note()

    @property
    def toast_bottom(self) -> int | None:
        """Messages ("Game loaded.") go above the results dialog, never over its buttons."""
        top = self.app.stack.top
        if top is not None and top is not self and getattr(top, "name", "") == "results":
            return top.panel_rect.y - 8
        return None

