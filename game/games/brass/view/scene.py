"""The Brass: Birmingham table: you against the Automa.

* The table fills the window (``fills_window``): a wider or larger window gives the map more
  room.
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
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg
from game.core.rules import Action
from game.core.session import REVIEW
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
from game.games.brass.view.geom import FIT_MARGIN, MapGeometry, screen_rect
from game.games.brass.view.hover import Now, Pointer
from game.games.brass.view.keys import ACTIONS, MODES
from game.games.brass.view.labels import PlaceNames
from game.games.brass.view.map import BrassMap
from game.games.brass.view.overlay import EraOverlay
from game.games.brass.view.panel import (
    BUTTON_H,
    KEY_NAMES,
    ActionBar,
    ActionButton,
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
)
from game.games.brass.view.picker import Picker
from game.games.brass.view.status import Status
from game.games.brass.view.track import Track
from game.scenes import chrome
from game.scenes.legacy import LegacyBoard, LegacyView
from game.scenes.play import TOP_BAR, PlayScene
from game.ui.art import TextStyle
from game.ui.components import Component
from game.ui.drag import DragController, Source
from game.ui.draw import Text
from game.ui.layers import drag_look, pan_look, widgets_look
from game.ui.pan_zoom import PanZoom
from game.ui.table import TableView
from game.ui.widgets import Button, WidgetGroup, row_widths

MARGIN = 12
LOG_W = 440
HUD_H = 86  # the strip under the map: the progress track and the zoom buttons
ZOOM_STEP = 1.25
IN_VIEW = 0.5  # panning and zooming keep at least half of the map in view (across and down)
TILE_REACH = 8  # a mat tile's hit area beyond its drawing (the rows' pitch: 28 window px at 1280x720)


class BrassBoard(LegacyBoard):
    """The protocol for the Brass table: its board layer is its parts (``board_components``),
    each kept by its own slice, not one layer drawn whole."""

    def components(self):
        return self.scene.board_components()


class BrassView(LegacyView):
    name = "brass"
    fills_window = True  # a wider or larger window gives the map more room (game/ui/layout.py)

    def __init__(self, app, match, match_id, session=None):
        self.geom = MapGeometry(match.rules.data)
        self.pan = PanZoom(pygame.Rect(0, 0, 100, 100), 1.0, min_zoom=0.3, max_zoom=2.4)
        self.drag = DragController(self, None, self._refused)
        self.widgets = WidgetGroup()
        self.effects = Effects(match.rules)
        self.automa_explainer = explainer_ui.Explainer(
            match.rules, self.effects, (match.state.a_events, len(match.actions))
        )
        self.track = Track(match.rules.data.board)
        self.names = PlaceNames(self.geom)
        self.status = Status(match.rules)
        self.map = BrassMap(match.rules, self.geom, self.names, self.pan)
        self.mode: str | None = None
        self.sell_space: int | None = None
        self.picker: Picker | None = None
        self.legal: list[Action] = []
        self.space_rects: dict[int, pygame.Rect] = {}
        self.slot_rects: dict[int, pygame.Rect] = {}
        self.merchant_rects: dict[int, pygame.Rect] = {}
        self.barrel_rects: dict[int, pygame.Rect] = {}
        self.space_hits: dict[int, pygame.Rect] = {}  # what a click or drop hits: a little beyond the drawing
        self.merchant_hits: dict[int, pygame.Rect] = {}  # a merchant's tile and its barrel, one target
        # the board layer's parts, each drawn again only when its slice changes
        self.map.slicer = self._map_part
        self.track.slicer = lambda model: self.track.slice(model.view)
        self.status.slicer = lambda model: self.status.slice(model.view)
        self.you = YouPanel(match.rules, self._you_part)
        self.action_bar = ActionBar(self._bar_part)
        self.hand_panel = HandPanel(match.rules, self._hand_part)
        self.automa_panel = AutomaPanel(match.rules, self._automa_part)
        self.pointing = Pointer(match.rules, self.map, self.track, self.drag)  # the hover layer (view/hover.py)
        self.eras_seen = len(match.state.era_scores)
        self.unbuildable: set[str] = set()  # the industries with nowhere to go when the action was chosen
        self._fit_for: tuple | None = None
        super().__init__(app, match, match_id, session)
        self.drag.animator = self.animator
        self.effects.animator = self.animator
        self.effects.on_done = self._effect_done
        if self.log_panel.open:
            self.log_panel.toggle()  # starts closed; L or the log button opens it over the map
        self.layout()

    # ------------------------------------------------------------------------------------
    # who decides, and what

    @property
    def brules(self) -> BrassRules:
        return self.rules  # type: ignore[return-value]

    @property
    def state(self) -> BrassState:
        return self.match.state

    def legal_of(self, *kinds: type) -> list[Any]:
        return [a for a in self.legal if isinstance(a, kinds)]

    def choosing(self) -> judge.Choosing:
        """Where the person is in choosing a turn (view/judge.py)."""
        return judge.Choosing(self.brules, self.state, tuple(self.legal), self.my_turn(), self.mode, self.sell_space)

    def no_space_reason(self, industry: str) -> Text:
        """Why no tile of ``industry`` can be built anywhere now (judge.no_space_reason, kept per state)."""
        return self.pointing.no_space_reason(self.choosing(), industry, self._stamp())

    def _stamp(self) -> tuple:
        return (len(self.match.actions), self.changes)

    def now(self) -> Now:
        """What the hover layer draws from (view/hover.py)."""
        return Now(self.choosing(), self.glowing(), self._stamp())

    # ------------------------------------------------------------------------------------
    # layout

    def layout(self) -> None:
        # the table fills the window: the panels keep their width at the right, the map takes the rest
        canvas = self.canvas
        self.board_rect = b = pygame.Rect(0, TOP_BAR.bottom, canvas.w, canvas.h - TOP_BAR.bottom)
        self.legal = self.lay_out_for_now()
        if self.state.phase == MAIN and self.my_turn():
            buildable = self.buildable_industries()
            self.unbuildable = {name for name in self.brules.ind if name not in buildable}
        elif not self.my_turn():
            self.unbuildable = set()
        if self.state.phase != MAIN:
            self.mode = None
        if self.mode and not self._mode_actions(self.mode):
            self.mode = None
        if self.sell_space is not None and not any(a.space == self.sell_space for a in self.legal_of(Sell, SellAgain)):
            self.sell_space = None
        hint, follow = self.action_hint(), follow_ups(self.choosing(), self.match.can_undo())
        lay = column.lay_out(self.app.painter, self.choosing(), self.geom.bounds, b, MARGIN, HUD_H, hint, follow)
        self.map_rect, self.status_layout, self.action_stacked = lay.map, lay.status_lines, lay.action_stacked
        self.you_rect, self.status_rect, self.action_rect = lay.you, lay.status, lay.action
        self.hand_rect, self.automa_rect, self.explainer_rect = lay.hand, lay.automa, lay.explainer
        self.pan.set_rect(lay.pan)
        # the log is a drawer over the map's right side (the map keeps its room)
        m = self.map_rect
        top = self.pan.rect.y + 10
        self.log_panel.rect = pygame.Rect(m.right - 16 - LOG_W, top, LOG_W, m.bottom - 74 - top)
        self._fit_if_needed()
        self.zoom_box = pygame.Rect(self.pan.rect.right - 10 - 212, self.map_rect.bottom - 12 - 52, 212, 52)
        self.track.lay_out(self.map_rect, self.zoom_box)
        self.status.lay_out(self.status_rect, self.status_layout)
        self.map.bounds = pygame.Rect(self.map_rect)
        self.person_network = self.brules.network_of(self.state, HUMAN)
        self.you.lay_out(self.you_rect)
        self.action_bar.lay_out(self.action_rect)
        self.hand_panel.lay_out(self.hand_rect, self.state.hand, self.app.painter)
        self.automa_panel.lay_out(self.automa_rect)
        self._build_widgets()
        self._add_explainer_widgets()
        pt = self.pointing
        pt.mat_rects, pt.card_rects, pt.map_rect = self.mat_rects, self.card_rects, self.map_rect
        pt.loan_button = self.action_buttons().get("loan")
        self._place()
        if self.picker is not None and not self.picker.still_valid(len(self.match.actions), self.my_turn()):
            self.picker = None

    def _add_explainer_widgets(self) -> None:
        """After the view's own widgets: the quick-turn buttons, the "Last Automa turn" button and
        the explainer itself (last: it takes the clicks inside it first)."""
        p = self.app.painter
        quick = explainer_ui.quick_button(
            self.choosing(), p, self.action_rect, getattr(self, "follow_left", self.action_rect.right - 10), self.act
        )
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
        self.automa_explainer.replay(self.state, not self.app.animation_factor)
        self.app.dirty = True

    def _effect_done(self) -> None:
        self.app.dirty = True

    def toggle_log(self) -> None:
        """L or the log button: the log opens as a drawer over the map (which keeps its size)."""
        self.log_panel.toggle()
        self.layout()
        self.layers.forget()  # drawn afresh: the drawer's shadow lies beyond the log's bounds

    def over_log(self, pos) -> bool:
        return self.log_panel.open and self.log_panel.rect.collidepoint(pos)

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

    def wrect(self, r: pygame.Rect) -> pygame.Rect:
        """A world rect on the canvas."""
        return screen_rect(self.pan, r)

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
        if self.my_turn() and self.state.phase == MAIN and self.mode in (None, "build") and self.picker is None:
            for name, rect in self.tile_rects.items():
                if self.state.lowest_level(HUMAN, self.brules.ind[name]):  # a press a little off the tile lifts it
                    sources.append(Source(("tile", name), rect.inflate(TILE_REACH, TILE_REACH), ("tile", name)))
            for sp, rect in self.space_hits.items():
                if view.colliderect(rect) and not (self.log_panel.open and self.log_panel.rect.colliderect(rect)):
                    targets[("space", sp)] = rect.clip(view)
        self.drag.set_layout(sources, targets)

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
        return judge.glowing(self.choosing(), self.app.settings.show_legal_moves, held)

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
        if not self.my_turn() or not self.state.lowest_level(HUMAN, self.brules.ind[name]):
            return False
        if self.state.phase != MAIN:
            return self.state.phase in (CARD, *CHOICE_PHASES) and name in self.unbuildable
        return name not in self.buildable_industries()

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

    def _refused(self, reason: Text, pos) -> None:
        self.app.toast(reason, "warning", pos)

    # ------------------------------------------------------------------------------------
    # acting

    def act(self, action: Action) -> bool:
        self.picker = None
        ok = self.perform(action)
        if ok:
            self.mode = None
            self.sell_space = None
            self.effects.pulse_for(action)
        return ok

    def choose_mode(self, name: str) -> None:
        """An action button (or its key)."""
        if not self.my_turn():
            return
        state = self.state
        kind = dict((n, k) for n, k, _ in ACTIONS)[name]
        if state.phase != MAIN:
            self.app.toast(self.rules.why_illegal(state, judge.sample(kind)) or Msg("brass.ui.not_now"), "warning")
            return
        options = self.legal_of(kind)
        if not options:
            self.app.toast(self._why_none(name), "warning")
            return
        self.picker = None
        self.sell_space = None
        self.drag.cancel()
        if name in MODES:
            self.mode = None if self.mode == name else name
            self.layout()
            return
        self.act(options[0])

    def _why_none(self, name: str) -> Text:
        return judge.why_none(self.choosing(), name)

    def done(self) -> None:
        if Done() in self.legal:
            self.act(Done())

    def cancel_step(self) -> bool:
        """Esc: close the explainer, drop a lifted tile, a chosen mode, a picker, or undo a
        half-chosen action."""
        panel = self.automa_explainer
        if panel.visible:
            panel.hide()
            self.app.dirty = True
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
        if self.my_turn() and self.state.phase in (CARD, *CHOICE_PHASES) and self.match.can_undo():
            self.session.undo()
            return True
        return False

    def board_panel_open(self) -> bool:
        return super().board_panel_open() or self.picker is not None or self.automa_explainer.visible

    def board_wants_escape(self) -> bool:
        return (
            self.board_panel_open()
            or self.picker is not None
            or self.sell_space is not None
            or self.mode is not None
            or (self.my_turn() and self.state.phase in (CARD, *CHOICE_PHASES) and self.match.can_undo())
        )

    def click_target(self, key: Hashable, pos) -> None:
        """A click on something of the board (a space, a line, a merchant, a barrel, a mat row, a card)."""
        if not self.my_turn():
            return
        actions = self.actions_at(key)
        sells = [a for a in actions if isinstance(a, (Sell, SellAgain))]
        others = [a for a in actions if not isinstance(a, (Sell, SellAgain))]
        if sells and not others and key[0] == "space":
            merchants = {a.merchant for a in sells}
            if len(merchants) == 1:
                self.act(sells[0])
            else:
                self.sell_space = key[1]
                self.layout()
            return
        if len(actions) == 1:
            self.act(actions[0])
            return
        if actions:
            self.picker = Picker(self.choosing(), key, actions, pos, self.map_rect, self.act, len(self.match.actions))
            self._place()
            return
        reason = self.explain(key)
        if reason is not None:
            self.app.toast(reason, "warning", pos)

    def explain(self, key: Hashable) -> Text | None:
        """Why a click on ``key`` does nothing now (at least what is being asked instead)."""
        reason = judge.explain(self.choosing(), key)
        if reason is None and self.state.phase == MAIN and self.mode:
            reason = Msg(f"brass.ui.hint_{self.mode}")
        return reason or self.rules.prompt(self.state)

    def build_cost(self, industry: str, space: int) -> dict[str, int]:
        return judge.build_cost(self.choosing(), industry, space)

    # ------------------------------------------------------------------------------------
    # after every change

    def after_change(self, autosave: bool = False) -> None:
        super().after_change(autosave)
        self.automa_explainer.after_change(
            self.state, len(self.match.actions), bool(self.humans) and self.app.settings.explain_automa
        )
        scored = len(self.state.era_scores)
        if scored > self.eras_seen:
            self.eras_seen = scored
            if self.review is None:  # a review steps past an era's scoring without stopping
                self.app.stack.push(
                    EraOverlay(self.app, self.brules, lambda: self.state, self.player_name(), scored - 1)
                )
        elif scored < self.eras_seen:
            self.eras_seen = scored

    def coach_room(self) -> pygame.Rect:
        """A lesson's panel or the coach's note stands over the map (which pans), above the
        income track and the zoom buttons (game/scenes/tutor.py keeps it off what glows)."""
        r = self.pan.rect
        return pygame.Rect(r.x + 8, r.y + 8, r.w - 16, r.h - 110)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
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
        return [pygame.Rect(button.rect)] if button is not None else self.button_for(self.widgets.widgets, a)

    def animate(self, before: Any, action: Action, seat: int, by_bot: bool) -> None:
        self.layout()
        self.effects.show_change(before, self.state, action, by_bot)

    # ------------------------------------------------------------------------------------
    # input

    def handle_board(self, event: pygame.event.Event) -> None:
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
                self.click_target(key, event.pos)
                return
            if event.button == 3 and (self.mode or self.sell_space is not None):
                self.cancel_step()
                return
            self.pan.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            outcome = self.pan.release(event.pos)
            if outcome == "click" and event.button == 1:
                key = self.target_at(event.pos)
                if key is not None:
                    self.click_target(key, event.pos)
            elif outcome == "pan":
                self._place()

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if event.mod & pygame.KMOD_CTRL:
            return False
        if key == pygame.K_ESCAPE:
            return self.cancel_step()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and Done() in self.legal and not self.drag.active:
            self.done()
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
                self.choose_mode(name)
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

    # ------------------------------------------------------------------------------------
    # tooltips, drawing, results

    def explainer_covers(self, pos) -> bool:
        """Whether the open "Why the Automa did that" panel is under ``pos``."""
        panel = self.automa_explainer
        return panel.visible and panel.rect.collidepoint(pos)

    def tooltip_at(self, pos) -> Text | None:
        if self.picker is not None and self.picker.rect.collidepoint(pos):
            return self.picker.tooltip_at(pos)
        if self.my_turn() and self.state.phase == CARD and any(r.collidepoint(pos) for _c, r in self.card_rects):
            return None  # choosing the card: no tooltip stands over the cards (their names are on them)
        if self.explainer_covers(pos):
            return self.automa_explainer.tooltip_at(pos)
        return self.widgets.tooltip_at(pos) or super().tooltip_at(pos)

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
            if any(r.collidepoint(pos) for r in getattr(self, "no_merchant_rects", [])):
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

    layers_during_animation = True  # the Automa's show is drawn live (map.draw_map_effects)

    def board_key(self) -> Hashable | None:
        """The map and the panels (the cached board layer) change with these besides the match;
        what follows the pointer (the target under it or under the dragged tile) is the hover
        layer's (``hover_key``)."""
        drag = self.drag
        held = drag.held.key if drag.held is not None else None
        back = drag.returning_source.key if drag.returning_source is not None else None
        return (
            held,
            back,  # a refused tile flying home is not drawn on the mat: drawn again when it lands
            drag.dragging,
            drag.key_source,
            drag.key_target,
            pan_look(self.pan),
            self.mode,
            self.sell_space,
            id(self.picker),
            self.effects.layer_key(),
        )

    def hover_key(self) -> Hashable | None:
        return (self.pointing.key(self.now()), widgets_look(self.widgets))

    def draw_board_hover(self, p, state) -> None:
        self.widgets.draw(p)
        self.pointing.draw(p, self.now())

    def hover_rects(self) -> list[pygame.Rect] | None:
        return self.pointing.rects(self.app.painter, self.now(), self.widgets)

    def board_live_rects(self) -> list[pygame.Rect] | None:
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

    def board_look(self) -> Hashable | None:
        if self.picker is not None:
            return None
        return (self.pointing.key(self.now()), drag_look(self.drag), pan_look(self.pan), widgets_look(self.widgets))

    def draw_board_live(self, p, state) -> None:
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
            level = self.state.lowest_level(HUMAN, self.brules.ind[source.payload[1]])
            draw_floating_tile(p, level, source, topleft, self.pan.zoom)

    # ------------------------------------------------------------------------------------
    # the board layer: its parts and their slices

    def table_view(self) -> TableView:
        return BrassBoard(self)

    def hint_glow(self) -> Component:
        return PlayScene.hint_glow(self)  # the glow over hint_rects, kept by its rects

    def board_components(self) -> tuple[Component, ...]:
        panels = (self.track, self.you, self.status, self.action_bar, self.hand_panel, self.automa_panel)
        return (*self.map.pieces, *panels)

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

    def _map_part(self, model) -> Hashable:
        drag = self.drag
        building = self.mode == "build" or (drag.active and drag.held is not None)
        network = frozenset(self.person_network) if building else frozenset()
        hidden = frozenset(self.effects.layer_key()[0])
        strong = drag._keyboard_target_key() if drag.held is not None else None
        return self.map.slice(model.view, self.glowing(), network, hidden, strong)

    def _you_part(self, model) -> YouPart:
        state, rules, drag = model.view, self.brules, self.drag
        glow = self.glowing()
        show = self.app.settings.show_legal_moves
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
            chrome.level_text(model, HUMAN),
            state.money,
            state.income,
            rules.income_level(state),
            state.vp[HUMAN],
            state.era,
            tuple(rows),
        )

    def _bar_part(self, model) -> BarPart:
        a = self.action_rect
        right = getattr(self, "follow_left", a.right - 10) if self.my_turn() else a.right - 10
        return BarPart(self.action_hint(), right, bool(getattr(self, "action_stacked", False)))

    def action_hint(self) -> Text:
        """What to do now, in a sentence (the action bar's)."""
        drag = self.drag
        held = drag.held.payload[1] if drag.active and drag.held is not None else None
        return action_hint(
            self.choosing(), held, self.effects.automa_busy(), self.session.mode == REVIEW, self.outcome_text()
        )

    def _hand_part(self, model) -> HandPart:
        state = model.view
        glow = self.glowing()
        choosing = state.phase == CARD and self.my_turn()
        cards = tuple(
            HandCard(card, tuple(rect), count, choosing and ("card", card) not in glow, ("card", card) in glow)
            for (card, rect), (_c, count) in zip(self.hand_panel.card_rects, self.hand_panel.kinds)
        )
        return HandPart(len(state.hand), max(0, min(state.draw_left, len(state.deck))), cards)

    def _automa_part(self, model) -> AutomaPart:
        state = model.view
        return AutomaPart(
            state.difficulty,
            state.vp[AUTOMA],
            state.a_top,
            tuple(self.automa_lines(state)),
            tuple(tuple(counts) for counts in state.mat[AUTOMA]),
        )

    def _build_widgets(self) -> None:
        """The zoom buttons, the action bar's buttons and its follow-ups (Done, take back)."""
        self.widgets.clear()
        p = self.app.painter
        z = self.zoom_box
        for i, (label, action, tip) in enumerate(
            (
                ("+", lambda: self.zoom(ZOOM_STEP), Msg("brass.ui.zoom_in")),
                ("−", lambda: self.zoom(1 / ZOOM_STEP), Msg("brass.ui.zoom_out")),
                (Msg("brass.ui.fit"), self.refit, Msg("brass.ui.fit_tip")),
            )
        ):
            rect = pygame.Rect(z.x + i * 60, z.y, 52 if i < 2 else 92, z.h)
            button = Button(rect, label, action, kind="secondary", text_size=26 if i < 2 else 20, tooltip=tip)
            button.focusable = False
            self.widgets.add(button)
        a = self.action_rect
        mine = self.my_turn()
        state = self.state
        gap = 6
        labels = [Msg(f"brass.ui.action_{name}") for name, _kind, _keys in ACTIONS]
        widths = row_widths(p, labels, TextStyle(ActionButton.TEXT_SIZE, bold=True), a.w - 20, gap, 8)
        x = a.x + 10
        height = column.button_h(p)
        for i, (name, _kind, _keys) in enumerate(ACTIONS):
            rect = pygame.Rect(x, a.y + 8, widths[i], height)
            x += widths[i] + gap
            button = ActionButton(
                rect,
                Msg(f"brass.ui.action_{name}"),
                lambda n=name: self.choose_mode(n),
                KEY_NAMES[name],
                tooltip=Msg(f"brass.ui.tip_{name}", key=KEY_NAMES[name]),
            )
            button.name = name
            button.available = mine and self.action_available(name)
            button.enabled = mine and state.phase == MAIN
            button.selected = self.mode == name and name in MODES
            if button.enabled and not button.available:  # greyed: its tooltip says why
                reason = self._why_none(name)
                button.tooltip = Msg("brass.preview.greyed", tip=button.tooltip, reason=reason)
            self.widgets.add(button)
        if not mine:
            return
        x = a.right - 10
        does = {"done": self.done, "cancel": self.cancel_step}
        for label, what, kind in reversed(follow_ups(self.choosing(), self.match.can_undo())):
            bw = column.follow_width(p, label, kind)
            x -= bw
            button = Button(
                pygame.Rect(x, a.bottom - 50, bw, BUTTON_H),
                label,
                does[what],
                icon="check" if kind == "primary" else "close",
                kind=kind,
                text_size=19,
                tooltip=Msg("brass.ui.tip_done") if kind == "primary" else Msg("brass.ui.tip_cancel"),
            )
            button.focusable = False
            self.widgets.add(button)
            x -= 8
        self.follow_left = x

    def player_name(self) -> str:
        return self.match.seat_name(HUMAN)

    def outcome_text(self) -> Text:
        return overlay.outcome_text(self.brules, self.state, self.player_name())

    def results_rows(self):
        return overlay.results_rows(self.brules, self.state, self.player_name())

    def results_table(self) -> tuple[list[Text], list[list[Text]]]:
        return overlay.results_table(self.state)

    def results_note(self) -> Text | None:
        return overlay.results_note(self.brules, self.state)
