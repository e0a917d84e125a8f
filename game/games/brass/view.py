"""The Brass: Birmingham table: you against the Automa.

* Left: the map of the Midlands (pan with a drag, zoom with the wheel, the +/− buttons or
  + − 0 keys; Fit shows it all).  Towns carry their banner and industry spaces; farm
  breweries and merchants (with their tiles, beer and bonus) sit among them; lines show
  whether a canal or a railway may go there this era.  Over the map: the era and round
  (with what the era's end would score now), the coal and iron markets, the zoom buttons.
* Right: your mat (the next tile of each industry with its cost, what it needs and what it
  earns, the levels still to come), the action bar, your hand, and the Automa (its VP, the
  back of its next card, what it did last turn, the tiles left on its mat).

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

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.core.i18n import Msg
from game.core.rules import Action
from game.games.brass import view_explainer
from game.games.brass.components import COAL, INDUSTRIES, IRON
from game.games.brass.rules.actions import (
    Build,
    Develop,
    DevelopAgain,
    Discard,
    Done,
    FreeDevelop,
    Loan,
    Network,
    Pass,
    Sacrifice,
    Scout,
    SecondLink,
    Sell,
    SellAgain,
    Take,
)
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.network import Board
from game.games.brass.rules.state import (
    BONUS,
    CARD,
    CHOICE_PHASES,
    DEVELOP2,
    HUMAN,
    LINK2,
    MAIN,
    SELL_MORE,
    SHORTFALL,
    BrassState,
)
from game.games.brass.view_anim import Effects
from game.games.brass.view_geom import MapGeometry
from game.scenes.play import PlayScene
from game.ui.drag import DragController, Source
from game.ui.draw import Text
from game.ui.layers import drag_look, drag_state, pan_look, widgets_look
from game.ui.pan_zoom import PanZoom
from game.ui.widgets import WidgetGroup

MARGIN = 12
RIGHT_W = 800
ZOOM_STEP = 1.25
FIT_MARGIN = 30

# The action bar: (name, action class, keys)
ACTIONS: tuple[tuple[str, type, tuple[int, ...]], ...] = (
    ("build", Build, (pygame.K_1, pygame.K_b)),
    ("network", Network, (pygame.K_2, pygame.K_n)),
    ("develop", Develop, (pygame.K_3, pygame.K_d)),
    ("sell", Sell, (pygame.K_4, pygame.K_s)),
    ("loan", Loan, (pygame.K_5, pygame.K_o)),
    ("scout", Scout, (pygame.K_6, pygame.K_c)),
    ("pass", Pass, (pygame.K_7, pygame.K_p)),
)
MODES = ("build", "network", "develop", "sell")


class BrassView(PlayScene):
    name = "brass"

    def __init__(self, app, match, match_id):
        self.geom = MapGeometry(match.rules.data)
        self.pan = PanZoom(pygame.Rect(0, 0, 100, 100), 1.0, min_zoom=0.3, max_zoom=2.4)
        self.drag = DragController(self, None, self._refused)
        self.widgets = WidgetGroup()
        self.effects = Effects(self)
        self.mode: str | None = None
        self.sell_space: int | None = None
        self.picker: Picker | None = None
        self.legal: list[Action] = []
        self.space_rects: dict[int, pygame.Rect] = {}
        self.slot_rects: dict[int, pygame.Rect] = {}
        self.merchant_rects: dict[int, pygame.Rect] = {}
        self.barrel_rects: dict[int, pygame.Rect] = {}
        self.mat_rects: dict[str, pygame.Rect] = {}
        self.tile_rects: dict[str, pygame.Rect] = {}
        self.card_rects: list[tuple[str, pygame.Rect]] = []
        self.hover: Hashable | None = None
        self.eras_seen = len(match.state.era_scores)
        self._fit_for: tuple | None = None
        super().__init__(app, match, match_id)
        self.drag.animator = self.animator
        if self.log_panel.open:
            self.toggle_log()  # the table needs the room; L or the log button opens it

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

    # ------------------------------------------------------------------------------------
    # layout

    def layout(self) -> None:
        b = self.board_rect
        self.legal = self.lay_out_for_now()
        if self.state.phase != MAIN:
            self.mode = None
        if self.mode and not self._mode_actions(self.mode):
            self.mode = None
        if self.sell_space is not None and not any(a.space == self.sell_space for a in self.legal_of(Sell, SellAgain)):
            self.sell_space = None
        right_w = min(RIGHT_W, b.w - 560)
        self.map_rect = pygame.Rect(b.x + MARGIN, b.y + MARGIN, b.w - right_w - 3 * MARGIN, b.h - 2 * MARGIN)
        x = self.map_rect.right + MARGIN
        y = b.y + MARGIN
        self.you_rect = pygame.Rect(x, y, right_w, 376)
        self.status_rect = pygame.Rect(x, self.you_rect.bottom + 10, right_w, 92)
        self.action_rect = pygame.Rect(x, self.status_rect.bottom + 10, right_w, 112)
        self.hand_rect = pygame.Rect(x, self.action_rect.bottom + 10, right_w, 138)
        self.automa_rect = pygame.Rect(
            x, self.hand_rect.bottom + 10, right_w, b.bottom - MARGIN - self.hand_rect.bottom - 10
        )
        self.pan.set_rect(self.map_rect.inflate(-4, -4))
        self._fit_if_needed()
        from game.games.brass import view_panel

        view_panel.layout_panels(self)
        view_panel.build_widgets(self)
        view_explainer.add_widgets(self)
        self._place()
        if self.picker is not None and not self.picker.still_valid():
            self.picker = None

    def _fit_if_needed(self) -> None:
        key = self.pan.rect.size
        if key != self._fit_for:
            self._fit_for = key
            self.fit_map()
        self.pan.keep_inside(self.geom.bounds)

    def fit_map(self) -> None:
        x0, y0, x1, y1 = self.geom.bounds
        self.pan.fit((x0, y0, x1, y1), FIT_MARGIN)

    def zoom(self, factor: float) -> None:
        self.pan.zoom_by(factor)
        self.pan.keep_inside(self.geom.bounds)
        self._place()

    def refit(self) -> None:
        self.fit_map()
        self._place()

    def wrect(self, r: pygame.Rect) -> pygame.Rect:
        """A world rect on the canvas."""
        x, y = self.pan.to_screen(r.x, r.y)
        s = self.pan.zoom
        return pygame.Rect(round(x), round(y), max(1, round(r.w * s)), max(1, round(r.h * s)))

    def wpoint(self, pt) -> tuple[float, float]:
        return self.pan.to_screen(pt[0], pt[1])

    def _place(self) -> None:
        """Canvas rects of everything clickable on the map, and the drag sources and targets."""
        view = self.pan.rect
        g = self.geom
        self.space_rects = {sp: self.wrect(r) for sp, r in g.space.items()}
        self.slot_rects = {link: self.wrect(g.slot(link)) for link in range(len(g.lines))}
        self.merchant_rects = {m: self.wrect(r) for m, r in g.merchant_tile.items()}
        self.barrel_rects = {m: self.wrect(r) for m, r in g.merchant_barrel.items()}
        sources: list[Source] = []
        targets: dict[Hashable, pygame.Rect] = {}
        if self.my_turn() and self.state.phase == MAIN and self.mode in (None, "build") and self.picker is None:
            for name, rect in self.tile_rects.items():
                if self.state.lowest_level(HUMAN, self.brules.ind[name]):
                    sources.append(Source(("tile", name), rect, ("tile", name)))
            for sp, rect in self.space_rects.items():
                if view.colliderect(rect):
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
        if not self.my_turn():
            return []
        state = self.state
        phase = state.phase
        kind = key[0]
        mode = self.mode
        out: list[Action] = []
        if phase == MAIN:
            if kind == "space":
                sp = key[1]
                if mode in (None, "build"):
                    out += [a for a in self.legal_of(Build) if a.space == sp]
                if mode in (None, "sell") and self.sell_space is None:
                    out += [a for a in self.legal_of(Sell) if a.space == sp]
            elif kind == "link" and mode in (None, "network"):
                out += [a for a in self.legal_of(Network) if a.link == key[1]]
            elif kind == "mat" and mode == "develop":
                out += [a for a in self.legal_of(Develop) if a.industry == key[1]]
            elif kind == "merchant" and self.sell_space is not None:
                out += [a for a in self.legal_of(Sell) if a.space == self.sell_space and a.merchant == key[1]]
        elif phase == SELL_MORE:
            if kind == "space" and self.sell_space is None:
                out += [a for a in self.legal_of(SellAgain) if a.space == key[1]]
            elif kind == "merchant" and self.sell_space is not None:
                out += [a for a in self.legal_of(SellAgain) if a.space == self.sell_space and a.merchant == key[1]]
        elif phase == CARD and kind == "card":
            out += [a for a in self.legal_of(Discard) if a.card == key[1]]
        elif phase in CHOICE_PHASES:
            if kind == "space":
                out += [a for a in self.legal_of(Take) if a.space == key[1]]
            elif kind == "barrel" and state.need and key[1] == state.need[0][3]:
                out += [a for a in self.legal_of(Take) if a.space == -1]
        elif phase == LINK2 and kind == "link":
            out += [a for a in self.legal_of(SecondLink) if a.link == key[1]]
        elif phase == DEVELOP2 and kind == "mat":
            out += [a for a in self.legal_of(DevelopAgain) if a.industry == key[1]]
        elif phase == BONUS and kind == "mat":
            out += [a for a in self.legal_of(FreeDevelop) if a.industry == key[1]]
        elif phase == SHORTFALL and kind == "space":
            out += [a for a in self.legal_of(Sacrifice) if a.space == key[1]]
        return out

    def glowing(self) -> set[Hashable]:
        """Everything that glows now: the legal targets of what is being chosen."""
        if not self.my_turn():
            return set()
        if self.state.phase == MAIN and self.sell_space is None and not self.app.settings.show_legal_moves:
            return set()  # the player asked not to be shown where an action may go (cards and sources still glow)
        if self.drag.active:
            return set(self.drag.legal)
        state = self.state
        phase = state.phase
        out: set[Hashable] = set()
        if phase == MAIN and self.mode is None:
            return out
        if phase in (MAIN, SELL_MORE) and self.sell_space is not None:
            return {("merchant", a.merchant) for a in self.legal_of(Sell, SellAgain) if a.space == self.sell_space}
        for a in self.legal:
            building = isinstance(a, Build) and self.mode == "build"
            selling = isinstance(a, (Sell, SellAgain)) and (self.mode == "sell" or phase == SELL_MORE)
            if building or selling:
                out.add(("space", a.space))
            elif isinstance(a, (Network, SecondLink)) and (self.mode == "network" or phase == LINK2):
                out.add(("link", a.link))
            elif isinstance(a, (Develop, DevelopAgain, FreeDevelop)) and (self.mode == "develop" or phase != MAIN):
                out.add(("mat", a.industry))
            elif isinstance(a, Discard):
                out.add(("card", a.card))
            elif isinstance(a, Take):
                out.add(("barrel", state.need[0][3]) if a.space < 0 else ("space", a.space))
            elif isinstance(a, Sacrifice):
                out.add(("space", a.space))
        return out

    def rounds_in_era(self) -> int:
        """Rounds in the era under way: the cards of the era, two a round (one in the very first)."""
        board = self.brules.board
        cards = board.era_cards[self.state.era]
        if self.state.era == 0:
            return 1 + (cards - board.first_round_actions + board.actions_per_turn - 1) // board.actions_per_turn
        return (cards + board.actions_per_turn - 1) // board.actions_per_turn

    def action_buttons(self) -> dict[str, Any]:
        """The buttons of the action bar, by action name."""
        from game.games.brass.view_panel import ActionButton

        return {w.name: w for w in self.widgets.widgets if isinstance(w, ActionButton)}

    def automa_lines(self) -> list[Text]:
        """What the Automa did in its last turn (its card draws left out)."""
        state = self.state
        lines = self.brules.automa_lines(state)
        return [line for record, line in zip(state.a_log, lines) if record[0] not in ("draw", "slot", "back")]

    def buildable_industries(self) -> set[str]:
        return {a.industry for a in self.legal_of(Build)}

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
            self.app.toast(self.rules.why_illegal(state, _sample(kind)) or Msg("brass.ui.not_now"), "warning")
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
        """Why an action has no legal use now: the rules' reason for its most plausible use."""
        state = self.state
        rules = self.brules
        if name == "loan":
            return rules.why_illegal(state, Loan()) or Msg("brass.ui.not_now")
        if name == "scout":
            return rules.why_illegal(state, Scout()) or Msg("brass.ui.not_now")
        if name == "develop":
            for ind in INDUSTRIES:
                reason = rules.why_illegal(state, Develop(ind))
                if reason is not None and state.lowest_level(HUMAN, rules.ind[ind]):
                    return reason
        if name == "sell":
            for sp in state.tiles_of(HUMAN):
                if rules.t.sellable[state.sp_ind[sp]] and not state.sp_flipped[sp]:
                    for m in range(len(state.merchant_tile)):
                        reason = rules.why_illegal(state, Sell(sp, m))
                        if reason is not None and state.merchant_tile[m] not in ("", "blank"):
                            return reason
            return Msg("brass.ui.nothing_to_sell")
        if name == "network":
            for link in range(rules.t.n_link):
                if rules.data.links[link].allowed(state.era) and state.link_owner[link] < 0:
                    reason = rules.why_illegal(state, Network(link))
                    if reason is not None:
                        return reason
        if name == "build":
            return Msg("brass.ui.nothing_to_build")
        return Msg("brass.ui.not_now")

    def done(self) -> None:
        if Done() in self.legal:
            self.act(Done())

    def cancel_step(self) -> bool:
        """Esc: drop a lifted tile, a chosen mode, a picker, or undo a half-chosen action."""
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
            self.undo()
            return True
        return False

    def board_wants_escape(self) -> bool:
        return (
            self.drag.active
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
            self.picker = Picker(self, key, actions, pos)
            self._place()
            return
        reason = self.explain(key)
        if reason is not None:
            self.app.toast(reason, "warning", pos)

    def explain(self, key: Hashable) -> Text | None:
        """Why a click on ``key`` does nothing now."""
        state = self.state
        rules = self.brules
        phase = state.phase
        kind = key[0]
        if phase == MAIN:
            if kind == "space" and self.mode in ("network", "develop"):
                return Msg(f"brass.ui.hint_{self.mode}")
            if kind == "space":
                sp = key[1]
                ind = state.sp_ind[sp]
                own_goods = state.sp_owner[sp] == HUMAN and rules.t.sellable[ind] and not state.sp_flipped[sp]
                if self.mode == "sell" or (self.mode is None and own_goods):
                    # the merchants who buy these goods first: their refusal says the most
                    order = sorted(
                        range(len(state.merchant_tile)),
                        key=lambda m: ind not in rules.t.buys.get(state.merchant_tile[m], ()),
                    )
                    return _best_reason([rules.why_illegal(state, Sell(sp, m)) for m in order])
                reasons = [rules.why_illegal(state, Build(INDUSTRIES[i], sp)) for i in rules.t.space_types[sp]]
                if state.sp_owner[sp] >= 0:
                    reasons.insert(0, rules.why_illegal(state, Build(INDUSTRIES[ind], sp)))
                return _best_reason(reasons)
            if kind == "link":
                return rules.why_illegal(state, Network(key[1]))
            if kind == "mat" and self.mode == "develop":
                return rules.why_illegal(state, Develop(key[1]))
            if kind == "merchant" and self.sell_space is not None:
                return rules.why_illegal(state, Sell(self.sell_space, key[1]))
            if kind == "card":
                return Msg("brass.ui.card_after_action")
            return None
        if phase == CARD and kind == "card":
            return rules.why_illegal(state, Discard(key[1]))
        if phase in CHOICE_PHASES and kind in ("space", "barrel"):
            return rules.why_illegal(state, Take(phase, key[1] if kind == "space" else -1))
        if phase == LINK2 and kind == "link":
            return rules.why_illegal(state, SecondLink(key[1]))
        if phase == DEVELOP2 and kind == "mat":
            return rules.why_illegal(state, DevelopAgain(key[1]))
        if phase == BONUS and kind == "mat":
            return rules.why_illegal(state, FreeDevelop(key[1]))
        if phase == SELL_MORE and kind == "space":
            return _best_reason(
                [rules.why_illegal(state, SellAgain(key[1], m)) for m in range(len(state.merchant_tile))]
            )
        if phase == SELL_MORE and kind == "merchant" and self.sell_space is not None:
            return rules.why_illegal(state, SellAgain(self.sell_space, key[1]))
        if phase == SHORTFALL and kind == "space":
            return rules.why_illegal(state, Sacrifice(key[1]))
        return self.rules.prompt(state)

    # ------------------------------------------------------------------------------------
    # costs shown before acting

    def build_cost(self, industry: str, space: int) -> dict[str, int]:
        """What building ``industry`` on ``space`` would cost now: money in all, and the coal and
        iron it uses (from the board, bought at the market)."""
        state = self.state
        rules = self.brules
        ind = rules.ind[industry]
        level = state.lowest_level(HUMAN, ind)
        if not level:
            return {}
        lv = rules.t.level(ind, level)
        b = Board(rules.t, state)
        loc = rules.t.space_loc[space]
        _ok, buy_coal = b.coal_problem([loc], lv.coal)
        buy_iron = b.iron_to_buy(lv.iron)
        money = lv.cost + b.market_cost(COAL, buy_coal) + b.market_cost(IRON, buy_iron)
        return {
            "money": money,
            "coal": lv.coal,
            "coal_bought": buy_coal,
            "iron": lv.iron,
            "iron_bought": buy_iron,
            "level": level,
        }

    # ------------------------------------------------------------------------------------
    # after every change

    def after_change(self, autosave: bool = False) -> None:
        super().after_change(autosave)
        view_explainer.after_change(self)
        scored = len(self.state.era_scores)
        if scored > self.eras_seen:
            self.eras_seen = scored
            from game.games.brass.view_overlay import EraOverlay

            self.app.stack.push(EraOverlay(self.app, self, scored - 1))
        elif scored < self.eras_seen:
            self.eras_seen = scored

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
        self.effects.show_change(before, action, by_bot)

    # ------------------------------------------------------------------------------------
    # input

    def handle_board(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pan.motion(event.pos)
            if self.pan.panning:
                self._place()
                return
            self.hover = self.target_at(event.pos)
        if self.picker is not None and self.picker.handle(event):
            return
        if self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.pan.wheel(event):
                self.pan.keep_inside(self.geom.bounds)
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
        """The map piece under ``pos`` (a space, a link slot, a merchant tile or barrel)."""
        if not self.pan.rect.collidepoint(pos) or self.over_hud(pos):
            return self.panel_target_at(pos)
        for m, rect in self.barrel_rects.items():
            if rect.inflate(6, 6).collidepoint(pos):
                return ("barrel", m)
        for m, rect in self.merchant_rects.items():
            if rect.collidepoint(pos):
                return ("merchant", m)
        for sp, rect in self.space_rects.items():
            if rect.collidepoint(pos):
                return ("space", sp)
        best, best_d = None, 1e9
        for link, rect in self.slot_rects.items():
            if rect.collidepoint(pos):
                d = abs(rect.centerx - pos[0]) + abs(rect.centery - pos[1])
                if d < best_d:
                    best, best_d = ("link", link), d
        return best

    def panel_target_at(self, pos) -> Hashable | None:
        """A row of the mat or a card in hand."""
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
        from game.games.brass import view_map

        return any(r.collidepoint(pos) for r in view_map.hud_rects(self))

    # ------------------------------------------------------------------------------------
    # tooltips, drawing, results

    def tooltip_at(self, pos) -> Text | None:
        if self.picker is not None and self.picker.rect.collidepoint(pos):
            return self.picker.tooltip_at(pos)
        return self.widgets.tooltip_at(pos) or super().tooltip_at(pos)

    def board_tooltip(self, pos) -> Text | None:
        from game.games.brass.view_tips import tooltip

        return tooltip(self, pos)

    def board_key(self) -> Hashable | None:
        """The map and the panels (the cached board layer) change with these besides the match."""
        if self.effects.effects:
            return None
        return (self.hover, drag_state(self.drag), pan_look(self.pan), self.mode, self.sell_space, id(self.picker))

    def board_look(self) -> Hashable | None:
        if self.picker is not None:
            return None
        return (self.hover, drag_look(self.drag), pan_look(self.pan), widgets_look(self.widgets))

    def draw_board(self, p, state) -> None:
        from game.games.brass import view_map, view_panel

        view_map.draw_map(self, p, state)
        view_panel.draw_panels(self, p, state)

    def draw_board_live(self, p, state) -> None:
        from game.games.brass import view_panel

        self.widgets.draw(p)
        self.effects.draw_rises(p)
        if self.picker is not None:
            self.picker.draw(p)
        floating = self.drag.floating()
        if floating is not None:
            source, topleft = floating
            view_panel.draw_floating_tile(self, p, source, topleft)

    def outcome_text(self) -> Text:
        from game.games.brass.view_overlay import outcome_text

        return outcome_text(self)

    def results_rows(self):
        from game.games.brass.view_overlay import results_rows

        return results_rows(self)

    def results_table(self) -> tuple[list[Text], list[list[Text]]]:
        from game.games.brass.view_overlay import results_table

        return results_table(self)

    def results_note(self) -> Text | None:
        from game.games.brass.view_overlay import results_note

        return results_note(self)


def _sample(kind: type) -> Action:
    """An instance of an action kind, for asking the rules why it is not possible now."""
    samples: dict[type, Callable[[], Action]] = {
        Build: lambda: Build(INDUSTRIES[0], 0),
        Network: lambda: Network(0),
        Develop: lambda: Develop(INDUSTRIES[0]),
        Sell: lambda: Sell(0, 0),
        Loan: Loan,
        Scout: Scout,
        Pass: Pass,
    }
    return samples[kind]()


def _best_reason(reasons: list[Msg | None]) -> Msg | None:
    """The most telling of several refusals: a specific one before 'not your phase' ones."""
    found = [r for r in reasons if r is not None]
    if not found:
        return None
    specific = [r for r in found if not r.key.startswith("brass.why.phase_")]
    return (specific or found)[0]


class Picker:
    """A small choice beside the map piece clicked, when it could do more than one thing
    (a shared space where two industries can be built, a tile to sell or overbuild)."""

    def __init__(self, view: BrassView, key: Hashable, actions: list[Action], anchor: tuple[int, int]):
        from game.games.brass.view_panel import picker_label

        self.view = view
        self.key = key
        self.actions = actions
        self.stamp = len(view.match.actions)
        self.widgets = WidgetGroup()
        row_h, w = 58, 460
        h = 56 + row_h * len(actions)
        rect = pygame.Rect(anchor[0] + 24, anchor[1] - h // 2, w, h)
        rect.clamp_ip(view.map_rect.inflate(-8, -8))
        self.rect = rect
        from game.games.brass.view_panel import PickRow

        for i, action in enumerate(actions):
            button = PickRow(
                pygame.Rect(rect.x + 12, rect.y + 48 + i * row_h, w - 24, row_h - 8),
                picker_label(view, action),
                lambda a=action: view.act(a),
                view,
                action,
                i + 1,
            )
            self.widgets.add(button)

    def still_valid(self) -> bool:
        return self.stamp == len(self.view.match.actions) and self.view.my_turn()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event):
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def tooltip_at(self, pos) -> Text | None:
        return self.widgets.tooltip_at(pos)

    def draw(self, p) -> None:
        from game.ui.art import Palette, TextStyle

        p.panel(self.rect, Palette.panel, Palette.accent, 14)
        p.text(
            Msg("brass.ui.picker_title"),
            (self.rect.x + 16, self.rect.y + 12),
            TextStyle(22, Palette.accent_deep, True),
            max_width=self.rect.w - 32,
        )
        self.widgets.draw(p)


VIEW = BrassView

from game.games.brass.view_tour import TOUR  # noqa: E402 - the tour builds on VIEW

__all__ = ["TOUR", "VIEW"]
