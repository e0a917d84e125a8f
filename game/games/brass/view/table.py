"""The Brass: Birmingham table: you against the Automa (a ``TableView``: game/ui/table.py).

* The table fills the window (``fills_window``): a wider or larger window gives the map more
  room; the log opens as a drawer over the map's right side (``log_drawer``).
* Left: the map of the Midlands (pan with a drag, zoom with the wheel, the +/− buttons or
  + − 0 keys; Fit shows it all).  Towns carry their banner and industry spaces; farm
  breweries and merchants (with their tiles, beer and bonus) sit among them; lines show
  whether a canal or a railway may go there this era.  Under the map: the progress track and
  the zoom buttons.
* Right, at the window's right edge (view/column.py measures it): your mat (the next tile of
  each industry with its cost, what it needs and what it earns, the levels still to come),
  the era and round (with what the era's end would score now) beside the coal and iron
  markets (over the top of the map when the column cannot hold them), the action bar, your
  hand, and the Automa (its VP, the back of its next card, what it did last turn, the tiles
  left on its mat).

A turn through the screen: choose an action (buttons or keys 1–7 / B N D S O C P), and its
targets glow: drag a tile from your mat onto a glowing space (or click the tile, then the
space; or click a glowing space), click a glowing line, a tile to sell then its merchant, a
row of your mat to develop.  When the action needs a choice of card, the cards that can pay
glow in your hand; when it needs a choice of coal, iron or beer, the sources glow on the
map.  Follow-ups (second railway, second develop, more sales, Gloucester's free develop)
glow the same way beside a Done button (Enter).  Esc drops a half-chosen action (undo).
Refused clicks and drops say why (the rules' reason).  The Automa's turn plays out on the
map one piece at a time while the log says what it did; the end of each era shows its
scoring.

Everything is drawn from ``model.view`` (the seat's view) and the table's UI state (the chosen
action ``mode``, the tile chosen to sell, the picker, the drag, the pan): the parts are
components (the map's pieces in view/map.py, the panels in view/panel.py, the track and the
status), each kept by its slice (the ``_…_part`` methods below cut them from the model and the
UI state); what follows the pointer is view/hover.py (``PointerLayer``); what a click or a drop
means is view/judge.py; the bar's buttons are view/buttons.py; where the column's panels stand,
view/column.py.  Moves leave as ``Perform`` intents, refusals as ``Explain``, Esc's take-back
as ``Undo``, the era's scoring as ``Show``.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg
from game.core.rules import Action
from game.core.session import REVIEW, TableModel
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.actions import (
    Build,
    Develop,
    DevelopAgain,
    Discard,
    Done,
    FreeDevelop,
    Network,
    Sacrifice,
    SecondLink,
    Sell,
    SellAgain,
    Take,
)
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.state import (
    AUTOMA,
    CARD,
    CHOICE_PHASES,
    HUMAN,
    MAIN,
    BrassState,
)
from game.games.brass.view import column, judge, overlay, tips
from game.games.brass.view import explainer as explainer_ui
from game.games.brass.view.anim import Effects
from game.games.brass.view.buttons import Bar, action_buttons, bar_buttons, zoom_buttons
from game.games.brass.view.geom import FIT_MARGIN, MapGeometry
from game.games.brass.view.hover import Now, Pointer, PointerLayer
from game.games.brass.view.keys import ACTIONS, MODES
from game.games.brass.view.labels import PlaceNames
from game.games.brass.view.map import BrassMap
from game.games.brass.view.overlay import EraOverlay
from game.games.brass.view.panel import (
    ActionBar,
    ActionButton,
    ActionHint,
    AutomaPanel,
    AutomaPart,
    BarPart,
    HandCard,
    HandPanel,
    HandPart,
    MatRow,
    YouPanel,
    YouPart,
    action_hint,
    draw_floating_tile,
    follow_ups,
    hint_box,
)
from game.games.brass.view.picker import Picker
from game.games.brass.view.status import Status
from game.games.brass.view.track import Track
from game.scenes.chrome import level_text
from game.scenes.hint import button_for
from game.ui.anim import SPEEDS
from game.ui.components import Component, Memo
from game.ui.drag import DragController, Source
from game.ui.draw import Text
from game.ui.layers import drag_look, pan_look, widgets_look
from game.ui.pan_zoom import PanZoom
from game.ui.table import Explain, Intent, Move, Perform, Results, Show, TableContext, TableView, Undo
from game.ui.widgets import WidgetGroup

MARGIN = 12
LOG_W = 440
HUD_H = 86  # the strip under the map: the progress track and the zoom buttons
ZOOM_STEP = 1.25
IN_VIEW = 0.5  # panning and zooming keep at least half of the map in view (across and down)
TILE_REACH = 8  # a mat tile's hit area beyond its drawing (the rows' pitch: 28 window px at 1280x720)
NOWHERE = pygame.Rect(0, 0, 0, 0)


class BrassTable(TableView):
    fills_window = True  # a wider or larger window gives the map more room (game/ui/layout.py)
    room_for_log = False  # the log starts closed: L or the log button opens it
    log_drawer = True  # ... as a drawer over the map, which keeps its room

    def __init__(self, rules: BrassRules, ctx: TableContext):
        super().__init__(rules, ctx)
        self.brules = rules
        self.model: TableModel | None = None  # the model laid out for
        self.geom = MapGeometry(rules.data)
        self.pan = PanZoom(pygame.Rect(0, 0, 100, 100), 1.0, min_zoom=0.3, max_zoom=2.4)
        self.drag = DragController(self, ctx.animator, self._refused)
        self.widgets = WidgetGroup()
        self.effects = Effects(rules, ctx.animator)
        self.automa_explainer = explainer_ui.Explainer(rules, self.effects, None)
        self.track = Track(rules.data.board)
        self.names = PlaceNames(self.geom)
        self.status = Status(rules)
        self.map = BrassMap(rules, self.geom, self.names, self.pan)
        self.mode: str | None = None
        self.sell_space: int | None = None
        self.picker: Picker | None = None
        self.legal: list[Action] = []
        self.board_rect = pygame.Rect(NOWHERE)
        self.map_rect = self.you_rect = self.status_rect = self.action_rect = pygame.Rect(NOWHERE)
        self.hand_rect = self.automa_rect = self.explainer_rect = self.zoom_box = pygame.Rect(NOWHERE)
        self.status_layout: dict = {}
        self.action_stacked = False
        self.follow_left = 0
        self.person_network: set = set()
        self.space_rects: dict[int, pygame.Rect] = {}
        self.slot_rects: dict[int, pygame.Rect] = {}
        self.merchant_rects: dict[int, pygame.Rect] = {}
        self.barrel_rects: dict[int, pygame.Rect] = {}
        self.space_hits: dict[int, pygame.Rect] = {}  # what a click or drop hits: a little beyond the drawing
        self.merchant_hits: dict[int, pygame.Rect] = {}  # a merchant's tile and its barrel, one target
        self.no_merchant_rects: list[pygame.Rect] = []
        self.log_open = False  # the log's drawer (set by the play screen: ``log_drawer``)
        # the board layer's parts, each drawn again only when its slice changes
        self.map.slicer = self._map_part
        self.track.slicer = lambda model: self.track.slice(model.view)
        self._status_memo, self._automa_memo = Memo(), Memo()  # of the seat's view alone: once per model
        self.status.slicer = lambda model: self._status_memo.get(model, (), lambda: self.status.slice(model.view))
        self.you = YouPanel(rules, self._you_part)
        self.action_bar = ActionBar()
        self.bar_hint = ActionHint(self._hint_part)
        self.hand_panel = HandPanel(rules, self._hand_part)
        self.automa_panel = AutomaPanel(rules, self._automa_part)
        self.pointing = Pointer(rules, self.map, self.track, self.drag)  # the hover layer (view/hover.py)
        self.pointer_layer = PointerLayer(self.pointing, self.widgets, ctx.painter, self.now)
        self.eras_seen = 0
        self.unbuildable: set[str] = set()  # the industries with nowhere to go when the action was chosen
        self._version: int | None = None
        self._fit_for: tuple | None = None
        self._opened_explainer = False  # the explainer opened for the change just laid out

    # ------------------------------------------------------------------------------------
    # who decides, and what

    @property
    def state(self) -> BrassState:
        """The seat's view laid out for."""
        return self.model.view

    def my_turn(self) -> bool:
        """Whether the board takes a person's input now."""
        return self.model is not None and self.model.actor is not None

    def legal_of(self, *kinds: type) -> list[Any]:
        return [a for a in self.legal if isinstance(a, kinds)]

    def choosing(self) -> judge.Choosing:
        """Where the person is in choosing a turn (view/judge.py)."""
        return judge.Choosing(self.brules, self.state, tuple(self.legal), self.my_turn(), self.mode, self.sell_space)

    def no_space_reason(self, industry: str) -> Text:
        """Why no tile of ``industry`` can be built anywhere now (judge.no_space_reason, kept per state)."""
        return self.pointing.no_space_reason(self.choosing(), industry, self._stamp())

    def _stamp(self) -> tuple:
        return (self.model.step, self.model.version)

    def now(self) -> Now:
        """What the hover layer draws from (view/hover.py)."""
        return Now(self.choosing(), self.glowing(), self._stamp())

    def player_name(self) -> str:
        return self.model.seats[HUMAN].name

    # ------------------------------------------------------------------------------------
    # 1. lay out

    def lay_out(self, rect: pygame.Rect, model: TableModel) -> None:
        first, changed = self._version is None, model.version != self._version
        forward = not first and changed and model.step > self.model.step
        self._version = model.version
        self.model = model
        self.board_rect = pygame.Rect(rect)
        self.legal = list(model.legal)
        if first:
            self.eras_seen = len(model.view.era_scores)
            self.automa_explainer.seen = (model.view.a_events, model.step)
        if forward:  # a move played: what was being chosen for it is done
            self.mode = None
            self.sell_space = None
        self.layout()
        self._opened_explainer = False
        if changed and not first:
            self._after_change(model)

    def layout(self) -> None:
        """Lay out again for the same model (a mode chosen, the log opened, a zoom)."""
        if self.model is None:
            return
        state = self.state
        b = self.board_rect
        if state.phase == MAIN and self.my_turn():
            buildable = self.buildable_industries()
            self.unbuildable = {name for name in self.brules.ind if name not in buildable}
        elif not self.my_turn():
            self.unbuildable = set()
        if state.phase != MAIN:
            self.mode = None
        if self.mode and not self._mode_actions(self.mode):
            self.mode = None
        if self.sell_space is not None and not any(a.space == self.sell_space for a in self.legal_of(Sell, SellAgain)):
            self.sell_space = None
        p = self.ctx.painter
        hint, follow = self.action_hint(), follow_ups(self.choosing(), self.model.can_undo)
        lay = column.lay_out(p, self.choosing(), self.geom.bounds, b, MARGIN, HUD_H, hint, follow)
        self.map_rect, self.status_layout, self.action_stacked = lay.map, lay.status_lines, lay.action_stacked
        self.you_rect, self.status_rect, self.action_rect = lay.you, lay.status, lay.action
        self.hand_rect, self.automa_rect, self.explainer_rect = lay.hand, lay.automa, lay.explainer
        self.pan.set_rect(lay.pan)
        self._fit_if_needed()
        self.zoom_box = pygame.Rect(self.pan.rect.right - 10 - 212, self.map_rect.bottom - 12 - 52, 212, 52)
        self.track.lay_out(self.map_rect, self.zoom_box)
        self.status.lay_out(self.status_rect, self.status_layout)
        self.map.bounds = pygame.Rect(self.map_rect)
        self.person_network = self.brules.network_of(state, HUMAN)
        self.you.lay_out(self.you_rect)
        self.action_bar.lay_out(self.action_rect)
        self.hand_panel.lay_out(self.hand_rect, state.hand, p)
        self.automa_panel.lay_out(self.automa_rect)
        self._build_widgets()
        self._add_explainer_widgets()
        pt = self.pointing
        pt.mat_rects, pt.card_rects, pt.map_rect = self.mat_rects, self.card_rects, self.map_rect
        pt.loan_button = self.action_buttons().get("loan")
        self._place()
        if self.picker is not None and not self.picker.still_valid(self.model.step, self.my_turn()):
            self.picker = None

    def drawer(self) -> pygame.Rect:
        """The log, a drawer over the map's right side (the map keeps its room)."""
        m = self.map_rect
        top = self.pan.rect.y + 10
        return pygame.Rect(m.right - 16 - LOG_W, top, LOG_W, m.bottom - 74 - top)

    def over_log(self, pos) -> bool:
        return self.log_open and self.drawer().collidepoint(pos)

    def _build_widgets(self) -> None:
        """The zoom buttons, the action bar's buttons and its follow-ups (Done, take back)."""
        self.widgets.clear()
        p = self.ctx.painter
        zoom_buttons(self.widgets, self.zoom_box, lambda: self.zoom(ZOOM_STEP), lambda: self.zoom(1 / ZOOM_STEP),
                     self.refit)
        mine = self.my_turn()
        bar = Bar(self.action_rect, mine, self.state.phase == MAIN, self.mode)
        action_buttons(self.widgets, p, bar, self.action_available, self._why_none,
                       lambda name: self._emit(self.choose_mode(name)))
        self.follow_left = self.action_rect.right - 10
        if mine:
            follow = follow_ups(self.choosing(), self.model.can_undo)
            does = {"done": lambda: self._emit(self.done()), "cancel": lambda: self._emit(self.cancel_step())}
            self.follow_left = bar_buttons(self.widgets, p, self.action_rect, follow, does)

    def _add_explainer_widgets(self) -> None:
        """After the view's own widgets: the quick-turn buttons, the "Last Automa turn" button and
        the explainer itself (last: it takes the clicks inside it first)."""
        p = self.ctx.painter
        quick = explainer_ui.quick_button(self.choosing(), p, self.action_rect, self.follow_left, self.act)
        if quick is not None:
            if isinstance(quick, explainer_ui.CardButton):
                quick.card_rects = self.card_rects
            self.widgets.add(quick)
            self.follow_left = quick.rect.x - 8
        self.widgets.add(explainer_ui.automa_button(self.automa_rect, p, self.state, self.replay_automa))
        panel = self.automa_explainer
        if self.mode is not None or self.sell_space is not None:
            panel.visible = False  # an action chosen: the map is needed
        panel.lay_out(self.explainer_rect, p)
        self.widgets.add(panel)

    def replay_automa(self) -> None:
        instant = not SPEEDS.get(self.ctx.settings.animation_speed, 1.0)
        self.automa_explainer.replay(self.state, instant)

    def _fit_if_needed(self) -> None:
        key = self.pan.rect.size
        if key != self._fit_for:
            self._fit_for = key
            self.fit_map()
        self.pan.keep_inside(self.geom.bounds, IN_VIEW)

    def fit_map(self) -> None:
        x0, y0, x1, y1 = self.geom.bounds
        self.pan.fit((x0, y0, x1, y1), FIT_MARGIN)  # column.lay_out gives the map the width this needs

    def zoom(self, factor: float) -> None:
        self.pan.zoom_by(factor)
        self.pan.keep_inside(self.geom.bounds, IN_VIEW)
        self._place()

    def refit(self) -> None:
        self.fit_map()
        self._place()

    def wpoint(self, pt) -> tuple[float, float]:
        return self.pan.to_screen(pt[0], pt[1])

    def _place(self) -> None:
        """Canvas rects of everything clickable on the map, and the drag sources and targets."""
        view = self.pan.rect
        m = self.map
        m.place()
        self.space_rects, self.space_hits, self.slot_rects = m.space_rects, m.space_hits, m.slot_rects
        self.merchant_rects, self.barrel_rects, self.merchant_hits = m.merchant_rects, m.barrel_rects, m.merchant_hits
        self.no_merchant_rects = m.no_merchant_rects
        sources: list[Source] = []
        targets: dict[Hashable, pygame.Rect] = {}
        state = self.state
        if self.my_turn() and state.phase == MAIN and self.mode in (None, "build") and self.picker is None:
            for name, rect in self.tile_rects.items():
                if state.lowest_level(HUMAN, self.brules.ind[name]):  # a press a little off the tile lifts it
                    sources.append(Source(("tile", name), rect.inflate(TILE_REACH, TILE_REACH), ("tile", name)))
            log = self.drawer() if self.log_open else None
            for sp, rect in self.space_hits.items():
                if view.colliderect(rect) and not (log is not None and log.colliderect(rect)):
                    targets[("space", sp)] = rect.clip(view)
        self.drag.set_layout(sources, targets)

    # ------------------------------------------------------------------------------------
    # after a change: the explainer, an era's scoring

    def _after_change(self, model: TableModel) -> None:
        state = model.view
        humans = any(seat.human for seat in model.seats)
        panel = self.automa_explainer
        was = panel.visible
        panel.after_change(state, model.step, humans and self.ctx.settings.explain_automa)
        self._opened_explainer = panel.visible and not was
        scored = len(state.era_scores)
        if scored > self.eras_seen:
            self.eras_seen = scored
            if model.mode != REVIEW and self.ctx.show is not None:  # a review steps past an era's scoring
                rules, player = self.brules, self.player_name()
                self.ctx.show(Show(lambda app: EraOverlay(app, rules, lambda: self.state, player, scored - 1)))
        elif scored < self.eras_seen:
            self.eras_seen = scored

    def animate(self, move: Move, model: TableModel) -> None:
        self.effects.show_change(move.before, model.view, move.action, move.by_bot)
        if not move.by_bot:
            self.effects.pulse_for(move.action)
        if self._opened_explainer and SPEEDS.get(self.ctx.settings.animation_speed, 1.0):
            self.automa_explainer.show(model.view)  # it follows the Automa's show, which starts only now

    # ------------------------------------------------------------------------------------
    # what each target would do now

    def _mode_actions(self, mode: str) -> list[Action]:
        kind = {"build": Build, "network": Network, "develop": Develop, "sell": Sell}[mode]
        return self.legal_of(kind)

    def action_available(self, name: str) -> bool:
        kind = dict((n, k) for n, k, _ in ACTIONS)[name]
        return self.state.phase == MAIN and bool(self.legal_of(kind))

    def actions_at(self, key: Hashable) -> list[Action]:
        """The legal actions a click on ``key`` would take now (given the chosen mode)."""
        return judge.actions_at(self.choosing(), key)

    def glowing(self) -> set[Hashable]:
        """Everything that glows now: the legal targets of what is being chosen."""
        held = set(self.drag.legal) if self.drag.active else None
        return judge.glowing(self.choosing(), self.ctx.settings.show_legal_moves, held)

    def rounds_in_era(self) -> int:
        """Rounds in the era under way (column.rounds_in_era)."""
        return column.rounds_in_era(self.brules, self.state)

    def action_buttons(self) -> dict[str, Any]:
        """The buttons of the action bar, by action name."""
        return {w.name: w for w in self.widgets.widgets if isinstance(w, ActionButton)}

    def automa_lines(self, state: BrassState | None = None) -> list[Text]:
        """What the Automa did in its last turn (its card draws left out), in ``state`` (the seat's
        view; None: now)."""
        state = state or self.state
        lines = self.brules.automa_lines(state)
        return [line for record, line in zip(state.a_log, lines) if record[0] not in ("draw", "slot", "back")]

    def buildable_industries(self) -> set[str]:
        return {a.industry for a in self.legal_of(Build)}

    def mat_dimmed(self, name: str) -> bool:
        """An industry of the mat with a tile left but no space where it may be built now (while
        the person chooses an action): dimmed, with the reason in its tooltip.  While that action
        asks for its card or its sources the marks of its choosing stay (``unbuildable``)."""
        state = self.state
        if not self.my_turn() or not state.lowest_level(HUMAN, self.brules.ind[name]):
            return False
        if state.phase != MAIN:
            return state.phase in (CARD, *CHOICE_PHASES) and name in self.unbuildable
        return name not in self.buildable_industries()

    def action_hint(self) -> Text:
        """What to do now, in a sentence (the action bar's)."""
        drag = self.drag
        held = drag.held.payload[1] if drag.active and drag.held is not None else None
        return action_hint(
            self.choosing(), held, self.effects.automa_busy(), self.model.mode == REVIEW, self.outcome_text()
        )

    # ------------------------------------------------------------------------------------
    # the judge of drags (tiles from the mat onto spaces)

    def legal_targets(self, payload: Any) -> set[Hashable]:
        if payload[0] != "tile" or not self.my_turn():
            return set()
        return {("space", a.space) for a in self.legal_of(Build) if a.industry == payload[1]}

    def drop(self, payload: Any, target: Hashable) -> None:
        if payload[0] == "tile" and target[0] == "space":
            self.act(Build(payload[1], target[1]))

    def why_not(self, payload: Any, target: Hashable) -> Text | None:
        if not self.my_turn() or payload[0] != "tile":
            return None
        if target[0] != "space":
            return Msg("brass.ui.drop_on_space")
        return self.rules.why_illegal(self.state, Build(payload[1], target[1])) or Msg("brass.ui.drop_on_space")

    def why_nowhere(self, payload: Any) -> Text | None:
        """A tile let go over no space: where it may go, or why it may go nowhere."""
        if payload[0] != "tile" or not self.my_turn():
            return None
        if self.drag.legal:
            return Msg("brass.ui.drop_on_space")
        industry = payload[1]
        name = Msg(f"brass.industry.{industry}")
        return Msg("brass.preview.nowhere", industry=name, reason=self.no_space_reason(industry))

    # ------------------------------------------------------------------------------------
    # acting: each step returns (or, from a widget or a drop, leaves) an intent

    def act(self, *actions: Action) -> bool:
        """Ask for ``actions`` to be played in order (the picker's choice, a drop, a quick button)."""
        self.picker = None
        self._emit(Perform(tuple(actions)))
        return True

    def choose_mode(self, name: str) -> Intent | None:
        """An action button (or its key)."""
        if not self.my_turn():
            return None
        state = self.state
        kind = dict((n, k) for n, k, _ in ACTIONS)[name]
        if state.phase != MAIN:
            return Explain(self.rules.why_illegal(state, judge.sample(kind)) or Msg("brass.ui.not_now"))
        options = self.legal_of(kind)
        if not options:
            return Explain(self._why_none(name))
        self.picker = None
        self.sell_space = None
        self.drag.cancel()
        if name in MODES:
            self.mode = None if self.mode == name else name
            self.layout()
            return None
        return Perform((options[0],))

    def _why_none(self, name: str) -> Text:
        return judge.why_none(self.choosing(), name)

    def done(self) -> Intent | None:
        return Perform((Done(),)) if Done() in self.legal else None

    def cancel_step(self) -> Intent | bool:
        """Esc: close the explainer, drop a lifted tile, a chosen mode, a picker, or undo a
        half-chosen action (True: something closed; an ``Undo``; False: nothing to do)."""
        panel = self.automa_explainer
        if panel.visible:
            panel.hide()
            return True
        if self.drag.active:
            self.drag.cancel()
            return True
        if self.picker is not None:
            self.picker = None
            self._place()
            return True
        if self.sell_space is not None:
            self.sell_space = None
            self.layout()
            return True
        if self.mode is not None:
            self.mode = None
            self.layout()
            return True
        if self.my_turn() and self.state.phase in (CARD, *CHOICE_PHASES) and self.model.can_undo:
            return Undo()
        return False

    def _panel_open(self) -> bool:
        return self.drag.active or self.picker is not None or self.automa_explainer.visible

    def wants_escape(self) -> bool:
        if self.log_open:  # the log's drawer closes before a chosen action (only what stands over it first)
            return self._panel_open()
        return (
            self._panel_open()
            or self.sell_space is not None
            or self.mode is not None
            or (self.my_turn() and self.state.phase in (CARD, *CHOICE_PHASES) and self.model.can_undo)
        )

    def captures(self, event: pygame.event.Event) -> bool:
        return self.drag.carrying(event)

    def click_target(self, key: Hashable, pos) -> Intent | None:
        """A click on something of the board (a space, a line, a merchant, a barrel, a mat row, a card)."""
        if not self.my_turn():
            return None
        actions = self.actions_at(key)
        sells = [a for a in actions if isinstance(a, (Sell, SellAgain))]
        others = [a for a in actions if not isinstance(a, (Sell, SellAgain))]
        if sells and not others and key[0] == "space":
            merchants = {a.merchant for a in sells}
            if len(merchants) == 1:
                self.picker = None
                return Perform((sells[0],))
            self.sell_space = key[1]
            self.layout()
            return None
        if len(actions) == 1:
            self.picker = None
            return Perform((actions[0],))
        if actions:
            self.picker = Picker(self.choosing(), key, actions, pos, self.map_rect, self.act, self.model.step)
            self._place()
            return None
        reason = self.explain(key)
        return Explain(reason, pos) if reason is not None else None

    def explain(self, key: Hashable) -> Text | None:
        """Why a click on ``key`` does nothing now (at least what is being asked instead)."""
        reason = judge.explain(self.choosing(), key)
        if reason is None and self.state.phase == MAIN and self.mode:
            reason = Msg(f"brass.ui.hint_{self.mode}")
        return reason or self.rules.prompt(self.state)

    def build_cost(self, industry: str, space: int) -> dict[str, int]:
        return judge.build_cost(self.choosing(), industry, space)

    # ------------------------------------------------------------------------------------
    # 3. input

    def handle(self, event: pygame.event.Event, model: TableModel) -> Intent | None:
        if model is not self.model:
            self.model = model
            self.legal = list(model.legal)
        self._intent = None
        if self.drag.carrying(event):  # the end of a drag is the drag's, whatever lies under it
            self.drag.handle(event)
        else:
            self._handle(event)
        return self._take()

    def _emit(self, intent: Intent | bool | None) -> None:
        if isinstance(intent, (Perform, Explain, Undo, Show)):
            self._intent = intent

    def _handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pan.motion(event.pos)
            if self.pan.panning:
                self.pan.keep_inside(self.geom.bounds, IN_VIEW)
                self._place()
                return
            self.pointing.target = self.target_at(event.pos)
        pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if pressed and self.over_log(event.pos) and not (self.drag.dragging or self.pan.panning):
            return  # the log drawer covers the map there
        if self.picker is not None and self.picker.handle(event):
            return
        if self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.pan.wheel(event):
                self.pan.keep_inside(self.geom.bounds, IN_VIEW)
                self._place()
            return
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if self.my_turn() and self.drag.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            if self.picker is not None:
                self.picker = None
                self._place()
            key = self.panel_target_at(event.pos)
            if key is not None and event.button == 1:
                self._emit(self.click_target(key, event.pos))
                return
            if event.button == 3 and (self.mode or self.sell_space is not None):
                self._emit(self.cancel_step())
                return
            self.pan.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            outcome = self.pan.release(event.pos)
            if outcome == "click" and event.button == 1:
                key = self.target_at(event.pos)
                if key is not None:
                    self._emit(self.click_target(key, event.pos))
            elif outcome == "pan":
                self._place()

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if event.mod & pygame.KMOD_CTRL:
            return False
        if key == pygame.K_ESCAPE:
            outcome = self.cancel_step()
            self._emit(outcome)
            return outcome is not False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and Done() in self.legal and not self.drag.active:
            self._emit(self.done())
            return True
        if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom(ZOOM_STEP)
            return True
        if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom(1 / ZOOM_STEP)
            return True
        if key in (pygame.K_0, pygame.K_KP0, pygame.K_HOME):
            self.refit()
            return True
        for name, _kind, keys in ACTIONS:
            if key in keys:
                self._emit(self.choose_mode(name))
                return True
        return False

    def target_at(self, pos) -> Hashable | None:
        """The map piece under ``pos`` (a space, a link slot, a merchant tile or barrel), else the
        panel part there.  Cheap enough for every pointer motion: rect tests only."""
        if self.over_log(pos):
            return None
        if not self.pan.rect.collidepoint(pos) or self.over_hud(pos):
            return self.panel_target_at(pos)
        state = self.state
        beer = state.need[0][3] if state.phase in CHOICE_PHASES and state.need else None
        return self.map.piece_at(pos, beer)

    def panel_target_at(self, pos) -> Hashable | None:
        """A row of the mat or a card in hand (none under the open explainer)."""
        if self.explainer_covers(pos):
            return None
        for name, rect in self.mat_rects.items():
            if rect.collidepoint(pos) and not self.tile_rects[name].collidepoint(pos):
                return ("mat", name)
            if rect.collidepoint(pos) and (self.state.phase != MAIN or self.mode == "develop"):
                return ("mat", name)
        for card, rect in self.card_rects:
            if rect.collidepoint(pos):
                return ("card", card)
        return None

    def over_hud(self, pos) -> bool:
        """Over the boxes drawn over the map (clicks there do not reach the map)."""
        return any(r.collidepoint(pos) for r in (self.zoom_box, self.track.rect))

    def _refused(self, reason: Text, pos) -> None:
        self.ctx.explain(reason, pos)

    # ------------------------------------------------------------------------------------
    # 4. hover, tooltips

    def hover(self, pos: tuple[int, int], model: TableModel) -> None:
        """The target under the pointer follows in ``handle`` (a motion over the map may pan it)."""

    def look(self) -> Hashable | None:
        if self.picker is not None or self.model is None:
            return None
        return (self.pointing.key(self.now()), drag_look(self.drag), pan_look(self.pan), widgets_look(self.widgets))

    def explainer_covers(self, pos) -> bool:
        """Whether the open "Why the Automa did that" panel is under ``pos``."""
        panel = self.automa_explainer
        return panel.visible and panel.rect.collidepoint(pos)

    def tooltip(self, pos, model: TableModel) -> Text | None:
        if self.picker is not None and self.picker.rect.collidepoint(pos):
            return self.picker.tooltip_at(pos)
        if self.my_turn() and self.state.phase == CARD and any(r.collidepoint(pos) for _c, r in self.card_rects):
            return None  # choosing the card: no tooltip stands over the cards (their names are on them)
        if self.explainer_covers(pos):
            return self.automa_explainer.tooltip_at(pos)
        return self.widgets.tooltip_at(pos) or self.board_tooltip(pos)

    def board_tooltip(self, pos) -> Text | None:
        """What lies under ``pos`` in words (view/tips.py)."""
        state = self.state
        c = self.choosing()
        if self.status.era_box.collidepoint(pos):
            return Msg("brass.tip.era_box")
        if self.status.market_box.collidepoint(pos):
            return tips.market_tip(c)
        if self.automa_card_rect.collidepoint(pos):
            return tips.automa_card_tip(c)
        if self.automa_rect.collidepoint(pos):
            parts = state.vp_parts[AUTOMA]
            return Msg(
                "brass.tip.automa",
                vp=state.vp[AUTOMA],
                develop=parts["develop"],
                passes=parts["pass"],
                eras=parts["canal_links"] + parts["canal_tiles"] + parts["rail_links"] + parts["rail_tiles"],
            )
        key = self.target_at(pos)
        if key is None:
            key = next((("mat", name) for name, rect in self.tile_rects.items() if rect.collidepoint(pos)), None)
        if key is None:
            if self.you_rect.collidepoint(pos) and pos[1] < self.you_rect.y + 64:
                return Msg(
                    "brass.tip.you",
                    money=state.money,
                    level=self.brules.income_level(state),
                    space=state.income,
                    vp=state.vp[HUMAN],
                )
            if any(r.collidepoint(pos) for r in self.no_merchant_rects):
                return Msg("brass.ui.no_merchant_here")
            return None
        if self.pointing.previews(self.now(), key):
            return None  # its cost preview says it all (a tooltip over it hid its last lines)
        kind = key[0]
        if kind == "space":
            return tips.space_tip(c, key[1])
        if kind == "link":
            return tips.link_tip(c, key[1])
        if kind in ("merchant", "barrel"):
            return tips.merchant_tip(c, key[1])
        if kind == "mat":
            return self._mat_tip(c, key[1])
        if kind == "card":
            return tips.card_tip(c, key[1])
        return None

    def _mat_tip(self, c: judge.Choosing, name: str) -> Text:
        cannot = self.no_space_reason(name) if self.mat_dimmed(name) and c.state.phase == MAIN else None
        return tips.mat_tip(c, name, cannot)

    # ------------------------------------------------------------------------------------
    # 2. draw: the board layer's parts, the hover layer, what is drawn live

    def components(self) -> tuple[Component, ...]:
        panels = (self.track, self.you, self.status, self.action_bar, self.bar_hint, self.hand_panel,
                  self.automa_panel)
        return (*self.map.pieces, *panels)

    def hover_components(self) -> tuple[Component, ...]:
        return (self.pointer_layer,)

    @property
    def mat_rects(self) -> dict[str, pygame.Rect]:
        return self.you.mat_rects

    @property
    def tile_rects(self) -> dict[str, pygame.Rect]:
        return self.you.tile_rects

    @property
    def card_rects(self) -> list[tuple[str, pygame.Rect]]:
        return self.hand_panel.card_rects

    @property
    def automa_card_rect(self) -> pygame.Rect:
        return self.automa_panel.card_rect

    @property
    def automa_last_rect(self) -> pygame.Rect:
        return self.automa_panel.last_rect

    @property
    def map_labels(self) -> list[tuple[str, pygame.Rect]]:
        """The words drawn over the map beyond the plates' banners (view/map.py)."""
        return self.map.labels

    def live_rects(self) -> list[pygame.Rect] | None:
        """The dragged tile (drawn at least 76 map pixels wide, centred on its source's place);
        a picker, rising numbers and flights redraw the whole frame."""
        floating = self.drag.floating()
        if floating is None:
            return []
        source, (x, y) = floating
        side = max(source.rect.w, round(76 * self.pan.zoom))
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (round(x + source.rect.w / 2), round(y + source.rect.h / 2))
        return [rect.inflate(40, 40)]

    def draw_live(self, p, model: TableModel) -> None:
        state = model.view
        if self.effects.effects:  # the Automa's show over the map: growing pieces, rings, its banner
            clip = p.surface.get_clip()
            p.surface.set_clip(p.vp.rect(self.pan.rect).clip(clip))
            self.effects.draw_map(p, state, self.map)
            p.surface.set_clip(clip)
            self.effects.draw_banner(p, self.map_rect)
        self.effects.draw_rises(p, self.you_rect, self.automa_rect)
        if self.picker is not None:
            self.picker.draw(p)
        floating = self.drag.floating()
        if floating is not None:
            source, topleft = floating
            level = state.lowest_level(HUMAN, self.brules.ind[source.payload[1]])
            draw_floating_tile(p, level, source, topleft, self.pan.zoom)

    def _map_part(self, model: TableModel) -> Hashable:
        drag = self.drag
        building = self.mode == "build" or (drag.active and drag.held is not None)
        network = frozenset(self.person_network) if building else frozenset()
        hidden = frozenset(self.effects.layer_key()[0])
        strong = drag._keyboard_target_key() if drag.held is not None else None
        return self.map.slice(model.view, self.glowing(), network, hidden, strong)

    def _you_part(self, model: TableModel) -> YouPart:
        state, rules, drag = model.view, self.brules, self.drag
        glow = self.glowing()
        show = self.ctx.settings.show_legal_moves
        buildable = set()
        if self.my_turn() and state.phase == MAIN and show:
            buildable = self.buildable_industries()
        rows = []
        for name in INDUSTRIES:
            ind = rules.ind[name]
            level = state.lowest_level(HUMAN, ind)
            key = ("tile", name)
            rows.append(
                MatRow(
                    name,
                    level,
                    tuple(state.mat[HUMAN][ind]),
                    bool(level) and drag.is_hidden(key),
                    bool(level) and drag.is_lifted(key) and not drag.dragging,
                    bool(level) and drag.keyboard_source() == key,
                    bool(level) and name in buildable and not drag.active,
                    show and self.mode in (None, "build") and self.mat_dimmed(name),
                    ("mat", name) in glow,
                )
            )
        return YouPart(
            model.seats[HUMAN].name,
            level_text(model, HUMAN),
            state.money,
            state.income,
            rules.income_level(state),
            state.vp[HUMAN],
            state.era,
            tuple(rows),
        )

    def _hint_part(self, model: TableModel) -> BarPart:
        right = self.follow_left if self.my_turn() else self.action_rect.right - 10
        box = hint_box(self.action_rect, right, self.action_stacked, self.ctx.painter)
        self.bar_hint.place(box, self.action_rect)
        return BarPart(self.action_hint(), right, bool(self.action_stacked))

    def _hand_part(self, model: TableModel) -> HandPart:
        state = model.view
        glow = self.glowing()
        choosing = state.phase == CARD and self.my_turn()
        cards = tuple(
            HandCard(card, tuple(rect), count, choosing and ("card", card) not in glow, ("card", card) in glow)
            for (card, rect), (_c, count) in zip(self.hand_panel.card_rects, self.hand_panel.kinds)
        )
        return HandPart(len(state.hand), max(0, min(state.draw_left, len(state.deck))), cards)

    def _automa_part(self, model: TableModel) -> AutomaPart:
        return self._automa_memo.get(model, (), lambda: self._automa_of(model.view))

    def _automa_of(self, state: BrassState) -> AutomaPart:
        return AutomaPart(
            state.difficulty,
            state.vp[AUTOMA],
            state.a_top,
            tuple(self.automa_lines(state)),
            tuple(tuple(counts) for counts in state.mat[AUTOMA]),
        )

    # ------------------------------------------------------------------------------------
    # the lesson's and the hint's places, results

    def coach_room(self, model: TableModel) -> pygame.Rect:
        """A lesson's panel or the coach's note stands over the map (which pans), above the
        income track and the zoom buttons (game/scenes/tutor.py keeps it off what glows)."""
        r = self.pan.rect
        return pygame.Rect(r.x + 8, r.y + 8, r.w - 16, r.h - 110)

    def hint_rects(self, action: Action, model: TableModel | None = None) -> list[pygame.Rect]:
        """The tile, card or cube to use, then the place on the map (only what the map shows),
        the industry on the mat, or the action's button."""
        a = action

        def on_map(rects: dict, key) -> list[pygame.Rect]:
            rect = rects[key].clip(self.pan.rect) if key in rects else pygame.Rect(0, 0, 0, 0)
            return [rect] if rect.w > 4 and rect.h > 4 else []

        if isinstance(a, Build):
            return [self.tile_rects[a.industry]] + on_map(self.space_rects, a.space)
        if isinstance(a, (Network, SecondLink)):
            return on_map(self.slot_rects, a.link)
        if isinstance(a, (Sell, SellAgain)):
            return on_map(self.space_rects, a.space) + on_map(self.merchant_rects, a.merchant)
        if isinstance(a, (Develop, DevelopAgain, FreeDevelop)):
            return [self.mat_rects[a.industry]]
        if isinstance(a, Discard):
            return [rect for card, rect in self.card_rects if card == a.card][:1]
        if isinstance(a, Take) and a.space < 0 and self.state.need:
            return on_map(self.barrel_rects, self.state.need[0][3])
        if isinstance(a, (Take, Sacrifice)):
            return on_map(self.space_rects, a.space)
        names = {kind: name for name, kind, _ in ACTIONS}
        button = self.action_buttons().get(names.get(type(a), ""))
        return [pygame.Rect(button.rect)] if button is not None else button_for(self.widgets.widgets, a)

    def outcome_text(self) -> Text:
        return overlay.outcome_text(self.brules, self.state, self.player_name())

    def results_rows(self):
        return overlay.results_rows(self.brules, self.state, self.player_name())

    def results_table(self) -> tuple[list[Text], list[list[Text]]]:
        return overlay.results_table(self.state)

    def results(self, model: TableModel) -> Results:
        state, name = model.view, model.seats[HUMAN].name
        headings, _cells = overlay.results_table(state)
        rows = overlay.results_rows(self.brules, state, name)
        return Results(headings, rows, overlay.results_note(self.brules, state),
                       overlay.outcome_text(self.brules, state, name))
