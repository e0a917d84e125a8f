"""The Glen More table (a ``TableView``: game/ui/table.py).

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

Everything is drawn from ``model.view`` (the seat's view) and the table's UI state: where things
lie is ``layout.py``, the components that draw them ``parts.py`` and ``turn.py``, the choices
and buttons ``panel.py``, what a drop means ``judge.py``, the flights ``anim.py``.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.core.rules import Action
from game.core.session import GUIDED, REVIEW, TableModel
from game.games.glenmore.rules import queries
from game.games.glenmore.rules.actions import (
    Activate,
    Gain,
    Move,
    Pay,
    PayChieftain,
    PayMember,
    Place,
    Promote,
    Sell,
    Take,
)
from game.games.glenmore.rules.engine import GlenMoreRules
from game.games.glenmore.rules.scoring import chieftain_strength
from game.games.glenmore.rules.state import (
    ACTIVATE,
    CHOOSE,
    GAIN,
    MOVE,
    NO_TILE,
    NONE,
    OVER,
    PAY,
    PLACE,
    TURN_PHASES,
    GlenMoreState,
)
from game.games.glenmore.rules.territory import cell, frontier, xy
from game.games.glenmore.view.anim import Effects
from game.games.glenmore.view.art import TileArt
from game.games.glenmore.view.cubes import CubePick
from game.games.glenmore.view.judge import DropJudge
from game.games.glenmore.view.land import fit_territory
from game.games.glenmore.view.layout import FIT_W, LAND_CELL, GlenLayout
from game.games.glenmore.view.overlay import ScoringOverlay, results_detail, results_note, results_table
from game.games.glenmore.view.panel import Acts, Asker, Popover, need_of, panel_buttons, use_of
from game.games.glenmore.view.parts import HEAD_STYLE, NOWHERE, Land, Market, Players, Ring, Target, Zoomed
from game.games.glenmore.view.tips import player_text, tile_text
from game.games.glenmore.view.turn import PanelPreview, TurnPanel, body_rect, footer_rect, panel_part, preview_part
from game.scenes.chrome import level_text, outcome_text
from game.scenes.hint import button_for
from game.ui.art import TextStyle
from game.ui.damage import widget_parts
from game.ui.drag import DragController
from game.ui.draw import Text
from game.ui.layers import drag_look, pan_look, widgets_look
from game.ui.pan_zoom import PanZoom
from game.ui.table import Explain, Intent, Perform, ResultRow, Results, Show, TableContext, TableView
from game.ui.widgets import Button, WidgetGroup

Rect = pygame.Rect
ZOOM_STEP = 1.2
ZOOM_SIDE = 250  # a track tile zoomed over the market


class GlenMoreTable(DropJudge, TableView):
    room_for_log = False  # the table needs the log's column: L or the log button opens it

    def __init__(self, rules: GlenMoreRules, ctx: TableContext):
        super().__init__(rules, ctx)
        self.grules = rules
        self.art = TileArt(rules)
        self.drag = DragController(self, ctx.animator, self._refused)
        self.widgets = WidgetGroup()
        self.pan = PanZoom(Rect(0, 0, 100, 100), LAND_CELL, min_zoom=0.3, max_zoom=1.6)
        self.effects = Effects(rules, ctx.animator, self.art, self.pan)
        self.lay = GlenLayout()
        self.board_rect = Rect(NOWHERE)
        self.model: TableModel | None = None  # the model laid out for
        self.popover: Popover | None = None
        self.shown = 0  # whose territory shows
        self.pending_cell: tuple[int, int] | None = None  # where a tile being paid for goes
        self.cube_pick = CubePick(rules.index)  # cubes marked for the payment
        self.key_cell: tuple[int, int] | None = None  # the tile chosen with the arrow keys while activating
        self._key_index = 0
        self.gain_closed_at = -1  # the gain choice was closed at this action count: leave it closed
        self.legal: list[Action] = []
        self.turn_key: tuple[int, int] | None = None
        self.turn_seat: int | None = None
        self.turn_again = False
        self.turn_log_start = 0
        self.scorings_seen = 0
        self._version: int | None = None
        self._opened = False  # no turn banner for the turn the table opens on
        self._fit_for: tuple | None = None
        self._intent: Intent | None = None
        self.ring = Ring(self.art, self._ring_part)
        self.market = Market(self.art, lambda m: self._market_part(m, False))
        self.players = Players(self.art, self._players_part)
        self.land = Land(self.art, self._land_part, self.pan, rules.data)
        self.panel = TurnPanel(self.art, self._panel_part, rules)
        self.target = Target(self.art, self._target_part)
        self.preview = PanelPreview(self.art, self._preview_part, rules)
        self.paying = Market(self.art, lambda m: self._market_part(m, True))
        self.zoomed = Zoomed(self.art, self._zoomed_part)
        self._board = [self.ring, self.market, self.players, self.land, self.panel]
        self._hover = [self.target, self.preview, self.paying, self.zoomed]

    # ------------------------------------------------------------------------------------
    # who decides, and what

    @property
    def state(self) -> GlenMoreState:
        """The seat's view laid out for."""
        return self.model.view

    def actor(self) -> int | None:
        return self.model.actor if self.model is not None else None

    def my_turn(self) -> bool:
        """Whether the board takes a person's input now."""
        return self.actor() is not None

    def legal_of(self, kind: type) -> list[Any]:
        return [a for a in self.legal if isinstance(a, kind)]

    # ------------------------------------------------------------------------------------
    # 1. lay out

    def lay_out(self, rect: Rect, model: TableModel) -> None:
        self.board_rect = Rect(rect)
        first, changed = self._version is None, model.version != self._version
        self._version = model.version
        self.model = model
        state = model.view
        if first:
            self.shown = state.current if state.phase in TURN_PHASES else 0
            self.scorings_seen = len(state.scorings)
        if changed:  # a move, undo, a load, a reveal: follow the turn
            self._note_turn(model)
            self._opened = not first
            if state.phase not in (PAY, PLACE):
                self.pending_cell = None
            if state.phase != PAY:
                self.cube_pick.clear()
        self.legal = list(model.legal)
        self._layout()
        if changed and not first:
            self._after_scoring(model)

    def _relayout(self) -> None:
        """Lay out again for the same model (a zoom, another territory, a choice opened or closed)."""
        if self.model is not None:
            self._layout()

    def _layout(self) -> None:
        state = self.state
        painter = self.ctx.painter
        title = painter.measure(Msg("glenmore.ui.territory_of", player=seat_msg(self.shown)), HEAD_STYLE)[0]
        self.lay = GlenLayout.build(
            self.board_rect, self.pan, state.num_seats, len(self.grules.resources), state.cards[self.shown],
            self.fit_width(), title,
        )
        for c in (*self._board, *self._hover):
            c.lay = self.lay
        self.effects.lay = self.lay
        self._fit_if_needed()
        self._layout_land_pieces()
        self._layout_widgets()
        self._layout_drag()
        if self.popover is not None:
            if self.popover.still_valid(state, self.legal):
                self.popover.state = state
            else:
                self.popover = None
        if self.key_cell is not None and self.key_cell not in self.activatable():
            # used with the keyboard: the ring moves on to the next tile
            spots = self.activatable()
            self.key_cell = spots[min(self._key_index, len(spots) - 1)] if spots else None
        if self.model.step != self.gain_closed_at:
            self.open_gain()

    def _fit_if_needed(self) -> None:
        """Fit the territory when a turn begins, another territory shows or the panel changes
        size; during a turn the view stays still (issue 21: a tile placed or paid for no longer
        re-centres the board under the pointer), unless a tile of it lies wholly out of view."""
        bounds = queries.bounds(self.grules, self.state, self.shown)
        key = (self.shown, self.turn_key, self.pan.rect.size)
        if key != self._fit_for or (not self.pan.adjusted and not self._all_in_view(bounds)):
            self.fit_territory()
            self._fit_for = key
        self.pan.keep_inside(bounds)

    def _all_in_view(self, bounds: tuple[int, int, int, int]) -> bool:
        x0, y0, x1, y1 = bounds
        return all(self.pan.visible(x, y) for x in (x0, x1) for y in (y0, y1))

    def fit_territory(self) -> None:
        fit_territory(self.pan, self.state.tiles[self.shown], self.lay.overlays())

    def _layout_land_pieces(self) -> None:
        self.lay.place_pieces(self.pan, self.state, self.shown, self.grules.resources)

    def fit_width(self) -> int:
        """The Fit button's width: its word at its size (any language, any text size)."""
        words = self.ctx.painter.measure(Msg("glenmore.ui.fit"), TextStyle(20, bold=True))[0]
        return max(FIT_W, words + 32)

    def _layout_widgets(self) -> None:
        self.widgets.clear()
        p = self.pan.rect
        fit_w = self.lay.fit_w
        for i, (label, action, tip) in enumerate(
            (
                ("+", lambda: self.zoom(ZOOM_STEP), Msg("glenmore.ui.zoom_in")),
                ("−", lambda: self.zoom(1 / ZOOM_STEP), Msg("glenmore.ui.zoom_out")),
                (Msg("glenmore.ui.fit"), self.refit, Msg("glenmore.ui.fit_tip")),
            )
        ):
            w = 52 if i < 2 else fit_w
            x = p.right - 10 - fit_w - (2 - i) * 60 if i < 2 else p.right - 10 - fit_w
            button = Button(
                Rect(x, p.y + 10, w, 48),
                label,
                action,
                kind="secondary",
                text_size=26 if i < 2 else 20,
                tooltip=tip,
            )
            button.focusable = False
            self.widgets.add(button)
        acts = Acts(
            perform=lambda a: self._emit(Perform((a,))),
            pay=self.pay,
            sell=lambda name: self._emit(self.sell(name)),
            open_gain=self.open_gain,
            open_payment=self._open_payment,
        )
        panel_buttons(self.widgets, self.lay, self.grules, self.state, self.actor(), self.legal, acts)

    def zoom(self, factor: float) -> None:
        self.pan.zoom_by(factor)
        self._relayout()

    def refit(self) -> None:
        self.fit_territory()
        self._relayout()

    def show_territory(self, seat: int) -> None:
        if 0 <= seat < self.state.num_seats and seat != self.shown:
            self.shown = seat
            self.popover = None
            self._relayout()

    def _refused(self, reason: Text, pos) -> None:
        self.ctx.explain(reason, pos)

    def _note_turn(self, model: TableModel) -> None:
        """Follow the player whose turn it is, and notice a player moving again."""
        state = model.view
        if state.phase not in TURN_PHASES:
            return
        key = (state.turn, state.current)
        if key == self.turn_key:
            return
        self.turn_again = self.turn_seat == state.current and self.turn_key is not None
        self.turn_key = key
        self.turn_seat = state.current
        self.turn_log_start = len(model.log)
        self.popover = None
        self.shown = state.current
        if model.seats[state.current].human and self._opened:
            self.effects.banner(state.current, self.turn_again)

    def _after_scoring(self, model: TableModel) -> None:
        """A scoring just happened: its table opens over the board (a review steps past it: its
        Scorings button shows them)."""
        state = model.view
        if len(state.scorings) > self.scorings_seen:
            self.scorings_seen = len(state.scorings)
            if model.mode != REVIEW and self.ctx.show is not None:
                data, index = self.grules.data, len(state.scorings) - 1
                self.ctx.show(Show(lambda app: ScoringOverlay(app, data, state, index)))
        elif len(state.scorings) < self.scorings_seen:
            self.scorings_seen = len(state.scorings)

    # ------------------------------------------------------------------------------------
    # a turn's steps (each leaves an intent)

    def _emit(self, intent: Intent | None) -> None:
        if intent is not None:
            self._intent = intent

    def _take(self) -> Intent | None:
        intent, self._intent = self._intent, None
        return intent

    def _after(self, actions: list[Action]) -> tuple[GlenMoreState, list[Action]]:
        """The seat's view after ``actions`` (which the person would play now) and the legal
        actions then (none if someone else, or chance, is to move)."""
        state = self.state.clone()
        for action in actions:
            self.rules.apply(state, action)
        legal = self.rules.legal_actions(state) if self.rules.to_move(state) == self.actor() else []
        return state, legal

    def take_and_place(self, space: int, x: int, y: int) -> None:
        """A tile dropped on a cell: take it, pay at once when nothing needs deciding, place it."""
        take = Take(space)
        if take not in self.legal:
            self._emit(Perform((take,)))  # refused: it says why
            return
        self.pending_cell = (x, y)
        actions: list[Action] = [take]
        state, legal = self._after(actions)
        if state.phase == PAY:
            options = [a for a in legal if isinstance(a, (Pay, PayMember, PayChieftain))]
            only = options[0] if len(options) == 1 else None
            picks = isinstance(only, Pay) and self.cube_pick.choice_matters(state, self.actor(), only)
            if isinstance(only, Pay) and not self.grules.purchase(state, self.actor(), need_of(self.grules, only)) \
                    and not picks:
                actions.append(only)
                state, legal = self._after(actions)
        if state.phase == PLACE and Place(x, y) in legal:
            self.pending_cell = None
            actions.append(Place(x, y))
        self._emit(Perform(tuple(actions)))

    def pay(self, action: Action) -> None:
        if isinstance(action, Pay):
            action = self.cube_pick.with_sources(self.state, self.actor(), action)
        actions: list[Action] = [action]
        if self.pending_cell is not None and self.rules.why_illegal(self.state, action) is None:
            state, legal = self._after(actions)
            if state.phase == PLACE and Place(*self.pending_cell) in legal:
                actions.append(Place(*self.pending_cell))
                self.pending_cell = None
        self._emit(Perform(tuple(actions)))

    def _open_payment(self, pays: list[Pay]) -> None:
        self.popover = Popover.for_payment(self._asker(), self.state, self.lay.held_rect, pays)
        self._relayout()

    def _asker(self) -> Asker:
        return Asker(
            self.grules, self.actor(), self.board_rect.inflate(-16, -16), self.ctx.painter, self._chosen,
            self._closed, self.ctx.explain,
        )

    def _chosen(self, popover: Popover, action: Action) -> None:
        self.popover = None
        if popover.kind == "pay":
            self.pay(action)
        else:
            self._emit(Perform((action,)))
        self._relayout()

    def _closed(self, popover: Popover) -> None:
        self.popover = None
        if popover.kind == "gain":
            self.gain_closed_at = self.model.step
        self._relayout()

    def activatable(self) -> list[tuple[int, int]]:
        """Tiles that can be used now, in reading order."""
        return sorted({(a.x, a.y) for a in self.legal_of(Activate)}, key=lambda s: (s[1], s[0]))

    def activation_options(self, x: int, y: int) -> list[Activate]:
        return [a for a in self.legal_of(Activate) if (a.x, a.y) == (x, y)]

    def activate_tile(self, x: int, y: int) -> Intent | None:
        """Use the tile at (x, y): at once when there is nothing to choose, else its choice opens
        beside it.  Returns the intent (also left for ``handle``)."""
        options = self.activation_options(x, y)
        seat = self.actor()
        if seat is None:
            return None
        intent: Intent | None = None
        if not options:
            intent = Explain(self.activation_problem(seat, x, y), self.ctx.pointer())
        elif len(options) == 1 and (
            (use := use_of(self.grules, self.state, seat, options[0])) is None
            or not self.grules.purchase(self.state, seat, use.pay)
        ):
            intent = Perform((options[0],))
        else:
            self.popover = Popover.for_activation(self._asker(), self.state, self.pan.cell_rect(x, y), x, y, options)
            self._relayout()
        self._emit(intent)
        return intent

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

    def sell(self, resource: str, source: tuple[int, int] | None = None) -> Intent | None:
        """Sell a cube of ``resource``: the one on the tile at ``source`` if given, else the
        lifted cube of that resource (clicked, then the market's button), else the engine's
        choice (a tile still to be activated, else the fullest)."""
        held = self.drag.held.payload if self.drag.held is not None else None
        if source is None and held is not None and held[0] == "cube" and held[3] == resource:
            source = (held[1], held[2])
            self.drag.cancel()
        action = Sell(resource, source)
        if Sell(resource) in self.legal and self.rules.why_illegal(self.state, action) is None:
            return Perform((action,))
        if self.my_turn():
            return Explain(self.rules.why_illegal(self.state, action) or Msg("glenmore.why.not_now"),
                           self.ctx.pointer())
        return None

    def open_gain(self) -> None:
        """The choice of free resources opens by itself beside its tile (the panel reopens it)."""
        state = self.state
        if state.phase == GAIN and self.my_turn() and self.popover is None and state.gains:
            seat = self.actor()
            if self.shown != seat:
                self.shown = seat
                self._fit_if_needed()
                self._layout_land_pieces()
            anchor = self.pan.cell_rect(*xy(state.gains[0][0]))
            self.popover = Popover.for_gain(self._asker(), state, anchor, state.gains[0], self.legal_of(Gain))
            self._layout_drag()

    # ------------------------------------------------------------------------------------
    # 2. draw: the components' parts

    def components(self):
        return self._board

    def hover_components(self):
        return self._hover

    def _drag_space(self, key) -> tuple[bool, bool]:
        """(hidden, raised) of a drag source's piece."""
        drag = self.drag
        return drag.is_hidden(key), drag.is_lifted(key) or drag.keyboard_source() == key

    def _ring_part(self, model: TableModel):
        state: GlenMoreState = model.view
        lay = self.lay
        ring = lay.ring_rect
        self.ring.bounds = Rect(ring.x - 8, ring.y - 8, ring.w + 16, ring.h + 24)
        seat = model.actor
        takeable = {a.space for a in self.legal if isinstance(a, Take)}
        choosing = seat is not None and state.phase == CHOOSE
        hints = self.ctx.settings.show_legal_moves
        order = queries.turn_order(self.grules, state)
        hidden = self.effects.hidden()
        spaces = []
        for s in range(len(lay.space_rects)):
            if ("space", s) in hidden:
                spaces.append(("hidden",))
                continue
            who = state.figure_at(s)
            tile = state.track[s]
            if who != NONE:
                rank = order.index(who) if who in order else -1
                roll = (state.last_roll or 1) if state.has_die and who == state.die_index else None
                shown = None if ("figure", who) in hidden else who
                spaces.append(("figure", shown, rank, roll))
            elif tile != NO_TILE:
                gone, raised = self._drag_space(("track", s))
                if gone:
                    spaces.append(("hidden",))
                    continue
                lock = choosing and s not in takeable
                spaces.append(("tile", tile, raised, lock, choosing and hints and not lock, raised))
            else:
                spaces.append(("gap",))
        deck = self.grules.current_deck(state)
        deck_part = None
        if deck is not None:
            deck_part = (deck, queries.last_deck_left(self.grules, state) is not None, len(state.decks[deck]))
        roll = state.last_roll or 1
        order_part = tuple((who, roll if state.has_die and who == state.die_index else None) for who in order[:6])
        return (tuple(ring), tuple(spaces), deck_part, len(state.scorings), len(state.removed), order_part)

    def _purchase_preview(self, state: GlenMoreState, hovered: bool) -> dict[int, int]:
        """Coins a payment would put on the market: shown as amber slots while paying (the one
        payment there is, or in the hover layer the one under the pointer)."""
        seat = self.actor()
        if seat is None or state.phase != PAY:
            return {}
        pays = self.legal_of(Pay)
        action = None
        if hovered:
            row = self._hovered_payment()
            action = row.action if row is not None else None
        if action is None and len(pays) == 1:
            action = pays[0]
        if action is None:
            return {}
        out: dict[int, int] = {}
        for name, _price in self.grules.purchase(state, seat, need_of(self.grules, action)):
            r = self.grules.index[name]
            out[r] = out.get(r, 0) + 1
        return out

    def _hovered_payment(self):
        """The payment option under the pointer (its coins show on the market), while paying."""
        if self.model is None or self.state.phase != PAY or self.actor() is None:
            return None
        for widget in self.widgets.widgets:
            if getattr(widget, "hovered", False) and isinstance(getattr(widget, "action", None), Pay):
                return widget
        return None

    def _market_part(self, model: TableModel, hovered: bool):
        component = self.paying if hovered else self.market
        if hovered and self._hovered_payment() is None:
            component.bounds = Rect(NOWHERE)
            return ()
        state: GlenMoreState = model.view
        inner = self.lay.inner_rect
        component.bounds = inner.inflate(40, 40) if hovered else inner.inflate(24, 24)
        preview = self._purchase_preview(state, hovered)
        rows = tuple(
            (name, self.drag.target_state(("market", name)) is not None, state.market[r], preview.get(r, 0))
            for r, name in enumerate(self.grules.resources)
        )
        return (tuple(inner), rows, tuple(self.grules.prices), tuple(self.grules.data.board.difference_vp))

    def _players_part(self, model: TableModel):
        state: GlenMoreState = model.view
        strip = self.lay.strip_rect
        self.players.bounds = Rect(strip.x - 4, strip.y - 4, strip.w + 8, strip.h + 30)
        current = state.current if state.phase != OVER else None
        out = []
        for seat, rect in enumerate(self.lay.player_rects):
            info = model.seats[seat]
            stats = (
                state.coins[seat],
                state.whisky[seat],
                chieftain_strength(self.grules.data, state, seat),
                len(state.cards[seat]),
                len(state.tiles[seat]),
                state.total_members(seat),
            )
            out.append((seat, tuple(rect), seat == self.shown, seat == current, info.name, level_text(model, seat),
                        info.human, state.total_points(seat), stats))
        return tuple(out)

    def _land_part(self, model: TableModel):
        state: GlenMoreState = model.view
        lay, pan, drag = self.lay, self.pan, self.drag
        land = lay.land_rect
        self.land.bounds = Rect(land.x - 4, land.y - 4, land.w + 8, land.h + 14)
        seat = self.shown
        actor = model.actor
        mine = actor is not None and actor == seat
        tiles = state.tiles[seat]
        hints = self.ctx.settings.show_legal_moves
        hidden = self.effects.hidden()
        legal_cells: set[tuple[int, int]] = set()
        if mine and drag.active and hints:
            legal_cells = {(k[1], k[2]) for k in drag.legal if k[0] == "cell"}
        elif mine and state.phase == PLACE and hints:
            legal_cells = {(a.x, a.y) for a in self.legal if isinstance(a, Place)}
        edge = ()
        if mine and state.phase in (CHOOSE, PLACE):
            edge = tuple(
                xy(c) for c in frontier(tiles) if pan.visible(*xy(c)) and xy(c) not in legal_cells
            )
        glows = tuple((x, y) for x, y in legal_cells if pan.visible(x, y))
        options = set()
        if mine and state.phase == ACTIVATE:
            options = {(a.x, a.y) for a in self.legal if isinstance(a, Activate)}
        here = state.current == seat
        pending = {xy(c) for c in state.pending} if here else set()
        activated = {xy(c) for c in state.activated} if here else set()
        placed = xy(state.placed) if here and state.placed != NONE else None
        using = state.phase == ACTIVATE and here
        cells = []
        for c, tile in tiles.items():
            x, y = xy(c)
            if not pan.visible(x, y) or ("cell", seat, c) in hidden:
                continue
            use = None
            if using:
                if (x, y) in options and (x, y) in pending:
                    use = "pending-option"
                elif (x, y) in options:
                    use = "option"
                elif (x, y) in pending:
                    use = "pending"
            cells.append((x, y, tile, use, (x, y) in activated, placed == (x, y) and state.phase != OVER,
                          mine and self.key_cell == (x, y)))
        goes = None
        if mine and state.phase == PAY and self.pending_cell is not None and pan.visible(*self.pending_cell):
            goes = self.pending_cell
        marks = self.cube_pick.marked()
        cubes = []
        for rect, name, spot in lay.cube_rects:
            key = ("cube", *spot, name)
            if ("cell", seat, cell(*spot)) in hidden or drag.is_hidden(key):
                continue
            chosen = marks.get((*spot, name), 0) > 0
            if chosen:
                marks[(*spot, name)] -= 1
            cubes.append((tuple(rect), name, drag.is_lifted(key) or drag.keyboard_source() == key, chosen))
        sources = {s.key for s in drag.sources}
        members = []
        for (x, y), rect in lay.member_rects.items():
            key = ("member", x, y)
            if drag.is_hidden(key) or ("member", seat, cell(x, y)) in hidden:
                continue
            movable = mine and state.phase == MOVE and key in sources
            focus = drag.is_lifted(key) or drag.keyboard_source() == key
            members.append((tuple(rect), state.members[seat].get(cell(x, y), 0), movable, focus))
        head = (tuple(self.grules.resources), tuple(state.stock[seat]))
        if drag.target_state(("chief",)) is not None:
            look = "target"
        elif actor == seat and state.phase == MOVE and any(isinstance(a, Promote) for a in self.legal):
            look = "promote"
        else:
            look = None
        bonnets = sum(self.grules.data.cards[c].bonnets for c in state.cards[seat])
        chief = (look, state.chieftains[seat], bonnets, chieftain_strength(self.grules.data, state, seat))
        cards = tuple((card, tuple(r)) for card, r in lay.card_rects)
        return (seat, (pan_look(pan), tuple(lay.head_rect), tuple(lay.chief_rect)), edge, glows, tuple(cells), goes,
                tuple(cubes), tuple(members), head, chief, cards)

    def _panel_part(self, model: TableModel):
        panel = self.lay.panel_rect
        self.panel.bounds = Rect(panel.x - 4, panel.y - 4, panel.w + 8, panel.h + 14)
        state: GlenMoreState = model.view
        held = self.drag.held
        held_space = held.payload[1] if held is not None and held.payload[0] == "track" else None
        held_look = (self.drag.is_hidden(("held",)) or ("held",) in self.effects.hidden(),
                     self.drag.is_lifted(("held",)))
        people = [s for s, info in enumerate(model.seats) if info.human]
        log = [(e.text, e.seat) for e in model.log[self.turn_log_start:] if e.seat is not None][-6:]
        footer = None
        if state.phase not in (PAY, OVER):
            footer = (self._keys_help(model), tuple(footer_rect(panel, self.widgets.widgets)))
        outcome = outcome_text(model) if state.phase == OVER else None
        return (tuple(panel), panel_part(self.grules, state, people, model.actor is not None, self.legal,
                                         self.turn_again, outcome, held_space, held_look, log, footer))

    def _keys_help(self, model: TableModel) -> Msg:
        """The keyboard line: its form listing H (suggest a move) while that button is on."""
        from game.core import i18n

        hints = model.mode != GUIDED and bool(getattr(self.ctx.settings, "show_hint_button", True))
        with_h = hints and i18n.has("glenmore.ui.keys_with_h")
        return Msg("glenmore.ui.keys_with_h" if with_h else "glenmore.ui.keys")

    def _pointed_space(self, state: GlenMoreState) -> int | None:
        """The track space whose tile is under the pointer while nothing is lifted."""
        if self.drag.held is not None or state.phase != CHOOSE:
            return None
        pointer = self.ctx.pointer()
        for s, rect in enumerate(self.lay.space_rects):
            if rect.collidepoint(pointer) and state.track[s] != NO_TILE:
                return s
        return None

    def _preview_part(self, model: TableModel):
        state: GlenMoreState = model.view
        self.preview.bounds = Rect(NOWHERE)
        if state.phase != CHOOSE or model.actor is None or not model.seats[state.current].human:
            return ()
        space = self._pointed_space(state)
        if space is None:
            return ()
        self.preview.bounds = body_rect(self.lay.panel_rect).union(self.lay.held_rect).inflate(40, 40)
        return preview_part(self.grules, state, space)

    def _target_rect(self, key: Hashable) -> Rect:
        if key[0] == "cell":
            return self.pan.cell_rect(key[1], key[2], 0.08).clip(self.pan.rect)
        if key[0] == "chief":
            return self.lay.chief_rect
        if key[0] == "market" and key[1] in self.grules.resources:
            return self.lay.market_rows[self.grules.resources.index(key[1])]
        return Rect(NOWHERE)

    def _target_part(self, model: TableModel):
        drag = self.drag
        items, rects = [], []
        for key in drag.legal:
            if drag.target_state(key) != "hover":
                continue
            rects.append(self._target_rect(key).inflate(40, 40))
            if key[0] == "cell":
                pan = self.pan
                rect = pan.cell_rect(key[1], key[2], 0.08)
                items.append(("cell", tuple(rect), max(4, round(pan.size * 0.07)), tuple(pan.rect)))
            elif key[0] == "chief":
                items.append(("box", tuple(self.lay.chief_rect), 14))
            elif key[0] == "market" and key[1] in self.grules.resources:
                items.append(("box", tuple(self._target_rect(key)), 10))
        self.target.bounds = rects[0].unionall(rects[1:]) if rects else Rect(NOWHERE)
        return tuple(items)

    def _zoomed_space(self, model: TableModel) -> int | None:
        """The track tile under the pointer when the turn panel does not show it (someone else's
        turn, or another step of one's own): it is drawn zoomed beside its space."""
        state: GlenMoreState = model.view
        if self.drag.held is not None or self.popover is not None:
            return None
        if state.phase == CHOOSE and model.actor is not None and model.seats[state.current].human:
            return None  # the turn panel shows it, with its cost and whether it can be taken
        pointer = self.ctx.pointer()
        for s, rect in enumerate(self.lay.space_rects):
            if rect.collidepoint(pointer) and state.track[s] != NO_TILE and state.figure_at(s) == NONE:
                return s
        return None

    def _zoomed_part(self, model: TableModel):
        space = self._zoomed_space(model)
        if space is None:
            self.zoomed.bounds = Rect(NOWHERE)
            return ()
        rect = _zoomed_rect(self.lay.space_rects[space], self.lay.inner_rect, self.lay.ring_rect)
        self.zoomed.bounds = rect.inflate(40, 48)
        return (model.view.track[space], tuple(rect))

    def draw_live(self, p, model: TableModel) -> None:
        """Over the layers every frame: widgets, effects, the dragged piece, the popover, the banner."""
        state: GlenMoreState = model.view
        self.widgets.draw(p)
        self.effects.draw(p, state)
        floating = self.drag.floating()
        if floating is not None:
            source, topleft = floating
            self._draw_floating(p, state, source, topleft)
        if self.popover is not None:
            self.popover.draw(p)
        self.effects.draw_banner(p)

    def _draw_floating(self, p, state: GlenMoreState, source, topleft) -> None:
        from game.games.glenmore.view.art import TRACK, draw_member, draw_token
        from game.ui.art import Palette

        payload = source.payload
        if payload[0] in ("track", "held"):
            tile = state.track[payload[1]] if payload[0] == "track" else state.held
            if tile == NO_TILE:
                return
            side = min(170, max(100, round(self.pan.size)))
            rect = Rect(0, 0, side, side)
            grab = self.drag.grab
            rect.center = (round(topleft[0] + grab[0]), round(topleft[1] + grab[1]))
            p.rect(rect.move(8, 12), (0, 0, 0, 70), 14)
            self.art.draw(p, tile, rect, TRACK)
        elif payload[0] == "cube":
            rect = Rect(round(topleft[0]), round(topleft[1]), source.rect.w, source.rect.h)
            p.circle((rect.centerx + 4, rect.centery + 8), rect.w * 0.64, (0, 0, 0, 60))
            p.circle(rect.center, rect.w * 0.64, Palette.panel)
            p.circle(rect.center, rect.w * 0.64, Palette.ink, 2)
            draw_token(p, payload[3], rect.inflate(-rect.w // 8, -rect.h // 8))
        elif payload[0] == "member":
            rect = Rect(round(topleft[0]), round(topleft[1]), source.rect.w, source.rect.h)
            p.circle((rect.centerx + 4, rect.centery + 8), rect.w * 0.45, (0, 0, 0, 60))
            draw_member(p, rect)

    def live_rects(self) -> list | None:
        """The widgets and the dragged piece with its shadow (effects in flight, a popover and
        the banner's moves redraw the whole frame)."""
        parts: list = widget_parts(self.widgets)
        floating = self.drag.floating()
        if floating is not None:
            source, (x, y) = floating
            if source.payload[0] in ("track", "held"):
                side = min(170, max(100, round(self.pan.size)))
                grab = self.drag.grab
                rect = Rect(0, 0, side, side)
                rect.center = (round(x + grab[0]), round(y + grab[1]))
            else:
                rect = Rect(round(x), round(y), source.rect.w, source.rect.h)
                rect.inflate_ip(rect.w, rect.h)  # the cube's disc reaches past its rect
            parts.append(rect.inflate(40, 48))
        return parts

    # ------------------------------------------------------------------------------------
    # 3. input

    def handle(self, event: pygame.event.Event, model: TableModel) -> Intent | None:
        if model is not self.model:
            self.model = model
            self.legal = list(model.legal)
        self._intent = None
        self._handle(event)
        return self._take()

    def _handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pan.motion(event.pos)
            if self.pan.panning:
                self._after_pan()
                return
        if self.popover is not None and self.popover.handle(event, self.ctx.pointer()):
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
                self._relayout()
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
        for seat, rect in enumerate(self.lay.player_rects):
            if rect.collidepoint(pos):
                self.show_territory(seat)
                return
        scorings = self.lay.corner_rects.get("scorings")
        if scorings and scorings.collidepoint(pos):
            self.show_scorings()

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
        for rect, resource, where in self.lay.cube_rects:
            if rect.collidepoint(pos):
                pays = self.legal_of(Pay)
                if not (state.phase == PAY and self.cube_pick.toggle(state, seat, pays, *where, name=resource)):
                    self._emit(self.sell(resource, where))
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
        state = self.state
        if state.scorings:
            data, index = self.grules.data, len(state.scorings) - 1
            self._emit(Show(lambda app: ScoringOverlay(app, data, state, index)))

    def wants_escape(self) -> bool:
        return self.drag.active or self.popover is not None

    def captures(self, event: pygame.event.Event) -> bool:
        return self.drag.carrying(event)

    # ------------------------------------------------------------------------------------
    # 4. hover

    def look(self) -> Hashable | None:
        if self.popover is not None:
            return None
        drag = self.drag
        ui = (
            (drag.held.key if drag.held is not None else None, drag.dragging, drag.key_source),
            pan_look(self.pan),
            (self.shown, self.pending_cell, self.key_cell),
        )
        return (ui, widgets_look(self.widgets), drag_look(drag))

    # ------------------------------------------------------------------------------------
    # words

    def prompt(self, model: TableModel) -> Text | None:
        """The rules' prompt, but never "Spend your 0 clan-member moves" (issue 13)."""
        state: GlenMoreState = model.view
        if state.phase == MOVE and state.moves == 0:
            return Msg("glenmore.ui.prompt_no_moves")
        if state.phase == PAY and state.held != NO_TILE:  # short enough for the bar at 1280x720
            return Msg("glenmore.ui.prompt_pay", tile=self.grules.tile_name(state.held))
        return None

    def tooltip(self, pos, model: TableModel) -> Text | None:
        if self.popover is not None:
            tip = self.popover.tooltip_at(pos)
            if tip is not None or self.popover.rect.collidepoint(pos):
                return tip
        return self.widgets.tooltip_at(pos) or self._board_tip(pos, model.view)

    def _board_tip(self, pos, state: GlenMoreState) -> Text | None:
        rules, lay = self.grules, self.lay
        if self.drag.active:
            return None
        for s, rect in enumerate(lay.space_rects):
            if not rect.collidepoint(pos):
                continue
            who = state.figure_at(s)
            if who != NONE:
                if state.has_die and who == state.die_index:
                    return Msg("glenmore.ui.die_tip")
                return Msg("glenmore.ui.figure_tip", player=seat_msg(who))
            if state.track[s] == NO_TILE:
                return Msg("glenmore.ui.gap_tip")
            if self.actor() is not None and state.phase == CHOOSE:
                # the turn panel shows this tile large, with its cost; a dimmed one says why here too
                problem = rules.why_illegal(state, Take(s))
                return None if problem is None else Msg("glenmore.ui.cannot_take", reason=problem)
            return Msg.raw(tile_text(rules, state.track[s]))
        corners = lay.corner_rects
        if corners["deck"].collidepoint(pos):
            deck = rules.current_deck(state)
            if deck is None:
                return Msg("glenmore.ui.decks_empty")
            return Msg("glenmore.ui.deck_tip", deck=deck, count=len(state.decks[deck]))
        if corners["scorings"].collidepoint(pos):
            return Msg("glenmore.ui.scorings_tip")
        if corners["removed"].collidepoint(pos):
            return Msg("glenmore.ui.removed_tip", count=len(state.removed))
        if corners["order"].collidepoint(pos):
            return Msg("glenmore.ui.order_tip")
        for r, row in enumerate(lay.market_rows):
            if row.collidepoint(pos):
                prices = rules.prices
                filled = state.market[r]
                buy = prices[filled] if filled < len(prices) else None
                sell = prices[filled - 1] if filled else None
                return Msg(
                    "glenmore.ui.market_row_tip",
                    resource=rules.resource_msg(r),
                    buy=buy if buy is not None else "—",
                    sell=sell if sell is not None else "—",
                )
        if lay.inner_rect.collidepoint(pos):
            return Msg("glenmore.ui.market_help")
        for seat, rect in enumerate(lay.player_rects):
            if rect.collidepoint(pos):
                return Msg.raw(player_text(rules, state, seat))
        for card, rect in lay.card_rects:
            if rect.collidepoint(pos):
                data = rules.data.cards[card]
                return Msg.raw(
                    f"{Msg(f'glenmore.tile.{card}.name')} · {Msg(f'glenmore.timing.{data.timing}')}\n"
                    f"{Msg(f'glenmore.card.{card}')}"
                )
        if lay.chief_rect.collidepoint(pos):
            seat = self.shown
            return Msg(
                "glenmore.ui.chieftain_tip",
                count=state.chieftains[seat],
                strength=chieftain_strength(rules.data, state, seat),
            )
        if self.pan.rect.collidepoint(pos):
            return self._land_tip(pos, state)
        return None

    def _land_tip(self, pos, state: GlenMoreState) -> Text | None:
        seat = self.shown
        rules = self.grules
        for rect, name, spot in self.lay.cube_rects:
            if rect.collidepoint(pos):
                r = rules.index[name]
                filled = state.market[r]
                price = rules.prices[filled - 1] if filled else 0
                mine = self.actor() == seat
                if mine and state.phase == PAY and name in self.cube_pick.needed(state, seat, self.legal_of(Pay)):
                    return Msg("glenmore.ui.cube_tip_pay", resource=rules.resource_msg(r))
                if mine:  # a cube that cannot be sold says why (issue 13)
                    reason = self.rules.why_illegal(state, Sell(name, spot))
                    if reason is not None:
                        return Msg("glenmore.ui.cube_tip_cannot", resource=rules.resource_msg(r), reason=reason)
                key = "glenmore.ui.cube_tip_sell" if mine and price else "glenmore.ui.cube_tip"
                return Msg(key, resource=rules.resource_msg(r), coins=price)
        for spot, rect in self.lay.member_rects.items():
            if rect.collidepoint(pos):
                return Msg("glenmore.ui.member_tip", count=state.members[seat].get(cell(*spot), 0))
        spot = self.pan.cell_at(pos)
        if spot is None:
            return None
        tile = state.tiles[seat].get(cell(*spot))
        if tile is None:
            return None
        return Msg.raw(tile_text(rules, tile))

    def tooltip_target(self, pos, model: TableModel) -> Rect | None:
        """The rect of what ``tooltip`` describes at ``pos``: the tooltip stands clear of it."""
        if self.popover is not None and self.popover.rect.collidepoint(pos):
            return self.popover.group.tooltip_target(pos)
        found = self.widgets.tooltip_target(pos)
        if found is not None:
            return found
        if self.drag.active:
            return None
        lay = self.lay
        boxes = [*lay.space_rects, *lay.corner_rects.values(), *lay.market_rows, *lay.player_rects]
        boxes += [r for _, r in lay.card_rects] + [lay.chief_rect, lay.head_rect]
        boxes += [r for r, _, _ in lay.cube_rects] + list(lay.member_rects.values())
        for rect in boxes:
            if rect.collidepoint(pos):
                return rect
        if lay.inner_rect.collidepoint(pos):
            return lay.inner_rect
        spot = self.pan.cell_at(pos)
        if spot is not None:
            return self.pan.cell_rect(*spot).clip(self.pan.rect)
        return None

    def hint_rects(self, action: Action, model: TableModel) -> list[Rect]:
        """The track tile, the held tile and its cell, the tile to use, the clan member and
        where it goes; otherwise the button that does it."""
        a, lay, pan = action, self.lay, self.pan
        home = self.shown == model.actor  # cells only when the person's own territory shows

        def cell_(x: int, y: int) -> list[Rect]:
            return [pan.cell_rect(x, y, 0.03).clip(pan.rect)] if home else []

        if isinstance(a, Take):
            return [lay.space_rects[a.space]]
        if isinstance(a, Place):
            return [lay.held_rect] + cell_(a.x, a.y)
        if isinstance(a, Activate):
            return cell_(a.x, a.y)
        if isinstance(a, (Move, Promote, PayMember)) and home:
            member = [lay.member_rects[(a.x, a.y)]] if (a.x, a.y) in lay.member_rects else []
            if isinstance(a, Move):
                return member + cell_(a.to_x, a.to_y)
            return member + ([lay.chief_rect] if isinstance(a, Promote) else [])
        if isinstance(a, PayChieftain):
            return [lay.chief_rect]
        if isinstance(a, Sell) and a.resource in self.grules.resources:
            return [lay.market_button(self.grules.resources.index(a.resource))]  # its "Sell for" button
        popover = self.popover.group.widgets if self.popover is not None else []
        return button_for([*self.widgets.widgets, *popover], a)

    def coach_room(self, model: TableModel) -> Rect:
        """A lesson's panel or the coach's note stands over the territory, below its heading
        (the territory pans; game/scenes/tutor.py keeps it off the places that glow)."""
        r = self.pan.rect
        return Rect(r.x + 8, r.y + 64, r.w - 16, r.h - 72)

    # ------------------------------------------------------------------------------------
    # animation, results

    def animate(self, move, model: TableModel) -> None:
        # a computer's move shows on its territory while its turn lasts; the move that hands the
        # turn to someone else leaves their territory in view (lay_out has followed the turn)
        if move.by_bot and self.shown != move.seat and model.view.current == move.seat:
            self.shown = move.seat
            self._relayout()
        self.effects.show_change(move.before, model.view, move.action, move.seat, move.by_bot, self.shown)

    def results(self, model: TableModel) -> Results:
        state: GlenMoreState = model.view
        headings, cells = results_table(state)
        ranking = model.ranking
        rows = [
            ResultRow(ranking[s], s, Msg.raw(model.seats[s].name), cells[s], results_detail(self.grules.data, state, s))
            for s in range(len(cells))
        ]
        rows.sort(key=lambda row: (row.place, row.seat))
        return Results(headings, rows, results_note())


def _zoomed_rect(near: Rect, inner: Rect, ring: Rect) -> Rect:
    """Where a track tile (its space ``near``) shows zoomed: towards the market (``inner``),
    inside the ring (``ring``), clear of the market's Sell buttons."""
    middle = inner.center
    dx, dy = middle[0] - near.centerx, middle[1] - near.centery
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    reach = ZOOM_SIDE * 0.6 + near.w * 0.5
    rect = Rect(0, 0, ZOOM_SIDE, ZOOM_SIDE)
    rect.center = (round(near.centerx + dx / length * reach), round(near.centery + dy / length * reach))
    rect.clamp_ip(ring)
    buttons = inner.right - 140  # the market's Sell buttons are drawn over this layer
    if rect.right > buttons and rect.colliderect(inner):
        rect.right = buttons
    return rect
