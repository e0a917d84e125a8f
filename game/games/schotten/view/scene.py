"""The Schotten Totten table.

Nine stones across the middle; the person looking at the screen plays from the bottom
(in pass-and-play the table turns to whoever's turn it is, behind the pass screen).

* Drag a card from your hand to your side of a stone (legal sides glow; an illegal drop
  snaps back and says why).  Combat modes go onto a stone; ruses onto the discard pile.
* Ruse targets are dragged too: your card to another stone (Strategist), an opponent's
  card to the discard pile (Banshee) or to your side (Traitor).
* Click a stone's Claim badge (or press its number) to claim it; click a deck to draw.
* Everything also works by clicking (lift, then drop) and with the keyboard.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.core.rules import Action
from game.games.schotten.cards import HIDDEN_CLAN, HIDDEN_TACTIC
from game.games.schotten.rules import (
    CLAN,
    DISCARD,
    GIVE_BACK,
    NO_STONE,
    PICK,
    PLACE,
    PLAY,
    ROUND_OVER,
    TACTIC,
    Claim,
    Draw,
    EndTurn,
    GiveBack,
    NextRound,
    Pass,
    Pick,
    Place,
    Play,
    RecruitDraw,
    SchottenRules,
    SchottenState,
)
from game.scenes.common import Overlay
from game.scenes.play import PlayScene
from game.ui.anim import Tween, ease_in_out
from game.ui.art import ART, Palette, TextStyle, hex_colour
from game.ui.drag import DragController, Source
from game.ui.draw import Painter, Text, darker, lighter
from game.ui.layers import drag_look, drag_state, widgets_look
from game.ui.widgets import Button, WidgetGroup

CARD_W, CARD_H = 112, 160
STRIP = 46  # how much of an overlapped card shows
STONE_W, STONE_H = 104, 86
SIDE_GAP = 10
FAMILY_ICON = {"elite": "f_elite", "combat": "f_combat", "ruse": "f_ruse"}


class SchottenView(PlayScene):
    name = "schotten"

    def __init__(self, app, match, match_id):
        self.drag = DragController(self, None, self._refused)  # animator attached below
        self.widgets = WidgetGroup()
        self.stone_rects: list[pygame.Rect] = []
        self.side_rects: dict[tuple[int, int], pygame.Rect] = {}
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self.deck_rects: dict[str, pygame.Rect] = {}
        self.discard_rect = pygame.Rect(0, 0, 0, 0)
        self.opp_hand_rect = pygame.Rect(0, 0, 0, 0)
        self.claim_rects: dict[int, pygame.Rect] = {}
        self.flights: list[Tween] = []
        self.hidden_slots: set[tuple[int, int, int]] = set()
        super().__init__(app, match, match_id)
        self.drag.animator = self.animator

    # ------------------------------------------------------------------------------------
    # who sits where

    @property
    def srules(self) -> SchottenRules:
        return self.rules  # type: ignore[return-value]

    def me(self) -> int:
        """The seat drawn at the bottom."""
        if self.viewer is not None:
            return self.viewer
        return self.humans[0] if self.humans else 0

    def my_turn(self) -> bool:
        return self.human_to_move() == self.me() and not self.awaiting_confirmation()

    def legal(self) -> list[Action]:
        return self.match.legal_actions() if self.my_turn() else []

    # ------------------------------------------------------------------------------------
    # layout

    def layout(self) -> None:
        b = self.board_rect
        state: SchottenState = self.visible_state()
        stones = self.srules.cs.stones
        side_w = 300
        col_w = min(150, (b.w - side_w - 40) // stones)
        left = b.x + 20 + max(0, (b.w - side_w - 40 - col_w * stones) // 2)
        stone_y = b.y + 300
        self.stone_rects = []
        self.side_rects = {}
        me = self.me()
        for s in range(stones):
            cx = left + col_w * s + col_w // 2
            self.stone_rects.append(pygame.Rect(cx - STONE_W // 2, stone_y + 24, STONE_W, STONE_H))
            self.side_rects[(me, s)] = pygame.Rect(
                cx - CARD_W // 2, stone_y + 24 + STONE_H + 34, CARD_W, CARD_H + 2 * STRIP
            )
            self.side_rects[(1 - me, s)] = pygame.Rect(
                cx - CARD_W // 2, stone_y - 34 - CARD_H - 2 * STRIP, CARD_W, CARD_H + 2 * STRIP
            )
        self.columns_rect = pygame.Rect(left, b.y, col_w * stones, b.h)
        panel_x = left + col_w * stones + 24
        self.side_panel = pygame.Rect(panel_x, b.y + 14, b.right - panel_x - 12, b.h - 28)
        self._layout_panel(state)
        self._layout_hand(state)
        self._layout_widgets(state)
        self._layout_drag(state)

    def _layout_panel(self, state: SchottenState) -> None:
        sp = self.side_panel
        self.opp_hand_rect = pygame.Rect(sp.x, sp.y + 40, sp.w, 110)
        deck_w, deck_h = 92, 131
        y = sp.y + 220
        self.deck_rects = {CLAN: pygame.Rect(sp.x + 16, y, deck_w, deck_h)}
        if state.tactical:
            self.deck_rects[TACTIC] = pygame.Rect(sp.x + 16 + deck_w + 30, y, deck_w, deck_h)
        self.discard_rect = pygame.Rect(sp.x + 16, y + deck_h + 70, deck_w, deck_h)

    def _layout_hand(self, state: SchottenState) -> None:
        hand = state.hands[self.me()]
        n = max(1, len(hand))
        gap = 14
        width = min(self.columns_rect.w, n * CARD_W + (n - 1) * gap)
        step = (width - CARD_W) / (n - 1) if n > 1 else 0
        x0 = self.columns_rect.centerx - width / 2
        y = self.board_rect.bottom - CARD_H - 16
        self.hand_rects = [(card, pygame.Rect(round(x0 + i * step), y, CARD_W, CARD_H)) for i, card in enumerate(hand)]
        self.toast_bottom = y - 14  # messages sit just above the hand, not on it

    def _layout_widgets(self, state: SchottenState) -> None:
        self.widgets.clear()
        legal = self.legal()
        sp = self.side_panel
        y = self.discard_rect.bottom + 60
        buttons = []
        if Pass() in legal:
            buttons.append((Msg("schotten.ui.pass"), Pass(), "secondary", (pygame.K_p,), "P"))
        draws = [a for a in legal if isinstance(a, Draw)]
        for action in draws:
            if not state.tactical:
                label, keys, hint = Msg("schotten.ui.draw"), (pygame.K_d, pygame.K_RETURN), "D"
            elif action.deck == TACTIC:
                label, keys, hint = Msg("schotten.ui.draw_tactic"), (pygame.K_t,), "T"
            else:
                label, keys, hint = Msg("schotten.ui.draw_clan"), (pygame.K_d,), "D"
            buttons.append((label, action, "primary", keys, hint))
        if EndTurn() in legal:
            buttons.append((Msg("schotten.ui.end_turn"), EndTurn(), "primary", (pygame.K_e, pygame.K_RETURN), "E"))
        self.action_buttons = {b[1]: pygame.Rect(sp.x + 8, y + 74 * n, sp.w - 16, 62) for n, b in enumerate(buttons)}
        for label, action, kind, keys, hint in buttons:
            self.widgets.add(
                Button(
                    pygame.Rect(sp.x + 8, y, sp.w - 16, 62),
                    label,
                    lambda a=action: self.perform(a),
                    kind=kind,
                    text_size=24,
                    hotkeys=keys,
                    tooltip=Msg("schotten.ui.key_hint", key=hint),
                )
            )
            y += 74
        if self.match.state.phase == ROUND_OVER and (self.my_turn() or self.awaiting_confirmation()):
            panel = self.round_panel_rect()
            self.widgets.add(
                Button(
                    pygame.Rect(panel.centerx - 160, panel.bottom - 92, 320, 68),
                    Msg("schotten.ui.next_round"),
                    lambda: self.perform(NextRound()),
                    icon="play",
                    kind="primary",
                    hotkeys=(pygame.K_RETURN,),
                )
            )
        self.widgets.add(
            Button(self.discard_rect, "", self.show_discard, kind="ghost", tooltip=Msg("schotten.ui.discard_title"))
        )
        self.widgets.widgets[-1].focusable = False

    def round_panel_rect(self) -> pygame.Rect:
        c = self.columns_rect
        return pygame.Rect(c.centerx - 380, self.board_rect.y + 190, 760, 470)

    # ------------------------------------------------------------------------------------
    # drag sources and drop targets, from the legal actions

    def _layout_drag(self, state: SchottenState) -> None:
        legal = self.legal()
        sources: list[Source] = []
        targets: dict[Hashable, pygame.Rect] = {}
        me = self.me()
        phase = self.match.state.phase
        for s in range(self.srules.cs.stones):
            targets[("side", s)] = self.side_rects[(me, s)]
            targets[("stone", s)] = self.stone_rects[s].inflate(16, 16)
        targets[("discard",)] = self.discard_rect.inflate(20, 20)
        if phase == PLAY:
            playable = {a.card for a in legal if isinstance(a, Play)}
            for card, rect in self.hand_rects:
                if card in playable:
                    sources.append(Source(("hand", card), rect, ("play", card)))
        elif phase == PICK:
            for action in legal:
                if isinstance(action, Pick):
                    rect = self.card_rect(state, action.stone, action.card)
                    if rect is not None:
                        sources.append(Source(("board", action.stone, action.card), rect, ("pick", action)))
        elif phase == PLACE and state.picked is not None:
            stone, card, _ = state.picked
            rect = self.limbo_rect(stone)
            sources.append(Source(("limbo", card), rect, ("place", card)))
        self.drag.set_layout(sources, targets)

    def card_rect(self, state: SchottenState, stone: int, card: int) -> pygame.Rect | None:
        for seat in (0, 1):
            cards = state.sides[seat][stone]
            if card in cards:
                return self.slot_rect(seat, stone, cards.index(card), len(cards))
        return None

    def slot_rect(self, seat: int, stone: int, index: int, count: int) -> pygame.Rect:
        side = self.side_rects[(seat, stone)]
        strip = STRIP if count <= 3 else 30
        if seat == self.me():
            return pygame.Rect(side.x, side.y + index * strip, CARD_W, CARD_H)
        return pygame.Rect(side.x, side.bottom - CARD_H - index * strip, CARD_W, CARD_H)

    def limbo_rect(self, stone: int) -> pygame.Rect:
        stone_rect = self.stone_rects[stone]
        return pygame.Rect(stone_rect.centerx - CARD_W // 2, stone_rect.centery - CARD_H // 2, CARD_W, CARD_H)

    # -- the judge ---------------------------------------------------------------------
    def _actions_for(self, payload: Any, target: Hashable) -> list[Action]:
        kind = payload[0]
        where = target[0]
        stone = target[1] if len(target) > 1 else None
        if kind == "play":
            card = payload[1]
            if where == "discard":
                return [Play(card, NO_STONE)]
            if self._is_mode(card):
                return [Play(card, stone)] if where == "stone" else []
            return [Play(card, stone)] if where in ("side", "stone") else []
        if kind == "pick":
            pick: Pick = payload[1]
            effect = self.srules._effect[self.match.state.ruse]
            if effect == "discard_opponent":
                return [pick] if where == "discard" else []
            place = Place(DISCARD) if where == "discard" else Place(stone) if where in ("side", "stone") else None
            return [pick, place] if place is not None else []
        if kind == "place":
            if where == "discard":
                return [Place(DISCARD)]
            return [Place(stone)] if where in ("side", "stone") else []
        return []

    def _is_mode(self, card: int) -> bool:
        return card >= 54 and self.srules._effect[card] in ("sum_only", "formation_size")

    def legal_targets(self, payload: Any) -> set[Hashable]:
        out = set()
        state = self.match.state
        for target in self.drag.targets:
            actions = self._actions_for(payload, target)
            if actions and self._sequence_legal(state, actions):
                out.add(target)
        return out

    def _sequence_legal(self, state: SchottenState, actions: list[Action]) -> bool:
        trial = state
        for i, action in enumerate(actions):
            if self.rules.why_illegal(trial, action) is not None:
                return False
            if i + 1 < len(actions):
                trial = trial.clone()
                self.rules.apply(trial, action)
        return True

    def drop(self, payload: Any, target: Hashable) -> None:
        for action in self._actions_for(payload, target):
            if not self.perform(action):
                break

    def why_not(self, payload: Any, target: Hashable) -> Text | None:
        actions = self._actions_for(payload, target)
        if not actions:
            if payload[0] == "play" and self._is_mode(payload[1]):
                return Msg("schotten.why.bad_target")
            if (
                payload[0] == "play"
                and payload[1] >= 54
                and self.srules._effect[payload[1]] not in ("wild", "sum_only", "formation_size")
            ):
                return Msg("schotten.why.ruse_no_stone")
            return Msg("schotten.why.bad_target")
        state = self.match.state
        for i, action in enumerate(actions):
            reason = self.rules.why_illegal(state, action)
            if reason is not None:
                return reason
            if i + 1 < len(actions):
                state = state.clone()
                self.rules.apply(state, action)
        return None

    def _refused(self, reason: Text, pos) -> None:
        self.app.toast(reason, "warning", pos)

    # ------------------------------------------------------------------------------------
    # input

    def handle_board(self, event: pygame.event.Event) -> None:
        if self.widgets.handle(event):
            return
        if self.my_turn() and self.drag.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN and self.my_turn():
            self._key(event)

    def _click(self, pos) -> None:
        legal = self.legal()
        for stone, rect in self.claim_rects.items():
            if rect.collidepoint(pos) and Claim(stone) in legal:
                self.perform(Claim(stone))
                return
        for stone, rect in enumerate(self.stone_rects):
            if rect.collidepoint(pos) and Claim(stone) in legal:
                self.perform(Claim(stone))
                return
        for deck, rect in self.deck_rects.items():
            if rect.collidepoint(pos):
                for action in (Draw(deck), RecruitDraw(deck)):
                    if action in legal:
                        self.perform(action)
                        return
        if self.match.state.phase == GIVE_BACK and self.my_turn():
            for card, rect in self.give_back_rects() + self.hand_rects:
                if rect.collidepoint(pos):
                    self.perform(GiveBack(card))
                    return

    def _key(self, event: pygame.event.Event) -> None:
        legal = self.legal()
        if pygame.K_1 <= event.key <= pygame.K_9:
            stone = event.key - pygame.K_1
            if Claim(stone) in legal:
                self.perform(Claim(stone))
        elif event.key == pygame.K_p and Pass() in legal:
            self.perform(Pass())

    def board_wants_escape(self) -> bool:
        return self.drag.active

    def board_tooltip(self, pos) -> Text | None:
        state = self.visible_state()
        for card, rect in reversed(self.hand_rects):
            if rect.collidepoint(pos) and card >= 54:
                return self._tactic_text(card)
        for (seat, stone), _ in self.side_rects.items():
            cards = state.sides[seat][stone]
            for i in range(len(cards) - 1, -1, -1):
                if self.slot_rect(seat, stone, i, len(cards)).collidepoint(pos):
                    return self._tactic_text(cards[i]) if cards[i] >= 54 else None
        for rect in self.claim_rects.values():
            if rect.collidepoint(pos):
                return Msg("schotten.ui.claim_hint")
        for stone, rect in enumerate(self.stone_rects):
            if rect.collidepoint(pos) and state.modes[stone]:
                return Msg.raw("\n".join(str(self._tactic_text(c)) for c in state.modes[stone]))
        return None

    def _tactic_text(self, card: int) -> Text:
        t = self.srules.cs.tactic(card)
        return Msg.raw(f"{Msg(f'schotten.tactic.{t.id}.name')} — {Msg(f'schotten.tactic.{t.id}.text')}")

    def tooltip_at(self, pos) -> Text | None:
        return self.widgets.tooltip_at(pos) or super().tooltip_at(pos)

    def show_discard(self) -> None:
        self.app.stack.push(DiscardOverlay(self.app, self))

    # ------------------------------------------------------------------------------------
    # animation of moves

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """The card to take (from the hand or the board), then where it goes."""
        state: SchottenState = self.visible_state()
        me = self.me()

        def where(stone: int) -> pygame.Rect:
            if stone < 0:
                return self.discard_rect
            n = len(state.sides[me][stone])
            return self.slot_rect(me, stone, n, n + 1)  # the next free place on my side

        if isinstance(action, Play):
            hand = [rect for card, rect in self.hand_rects if card == action.card]
            return hand + [where(action.stone)]
        if isinstance(action, Claim):
            return [self.stone_rects[action.stone]]
        if isinstance(action, (Draw, RecruitDraw)) and action.deck in self.deck_rects:
            return [self.deck_rects[action.deck]]
        if isinstance(action, Pick):
            rect = self.card_rect(state, action.stone, action.card)
            return [rect] if rect is not None else []
        if isinstance(action, Place) and state.picked is not None:
            return [self.limbo_rect(state.picked[0]), where(action.stone)]
        if isinstance(action, GiveBack):
            return [rect for card, rect in self.give_back_rects() if card == action.card]
        button = getattr(self, "action_buttons", {}).get(action)
        return [button] if button is not None else []

    def animate(self, before: Any, action: Action, seat: int, by_bot: bool) -> None:
        self.layout()
        state: SchottenState = self.visible_state()
        if isinstance(action, Play) and action.stone >= 0 and by_bot:
            start = self._hand_origin(seat)
            cards = state.sides[seat][action.stone]
            if action.card in cards:
                end = self.slot_rect(seat, action.stone, cards.index(action.card), len(cards)).topleft
            else:
                end = self.limbo_rect(action.stone).topleft
            self._fly(action.card, start, end, (seat, action.stone, action.card))
        elif isinstance(action, Play) and action.stone == NO_STONE and by_bot:
            self._fly(action.card, self._hand_origin(seat), self.discard_rect.topleft, None)
        elif isinstance(action, (Draw, RecruitDraw)):
            pass
        elif isinstance(action, Place) and by_bot and action.stone >= 0:
            cards = state.sides[seat][action.stone]
            if cards:
                end = self.slot_rect(seat, action.stone, len(cards) - 1, len(cards)).topleft
                self._fly(cards[-1], self.limbo_rect(action.stone).topleft, end, (seat, action.stone, cards[-1]))

    def _hand_origin(self, seat: int) -> tuple[int, int]:
        if seat == self.me():
            return (self.columns_rect.centerx - CARD_W // 2, self.board_rect.bottom - CARD_H)
        return (self.opp_hand_rect.x + 20, self.opp_hand_rect.y)

    def _fly(self, card: int, start, end, slot: tuple[int, int, int] | None) -> None:
        def landed() -> None:
            self.flights.remove(tween)
            if slot is not None:
                self.hidden_slots.discard(slot)

        tween = Tween(start, end, 0.45, ease_in_out, payload=card, on_done=landed, arc=40)
        self.flights.append(tween)
        if slot is not None:
            self.hidden_slots.add(slot)
        self.animator.add(tween)

    # ------------------------------------------------------------------------------------
    # drawing

    def draw_board(self, p: Painter, state: SchottenState) -> None:
        self._draw_border_path(p)
        me = self.me()
        for s in range(self.srules.cs.stones):
            self._draw_stone(p, state, s)
            for seat in (1 - me, me):
                self._draw_side(p, state, seat, s)
        self._draw_claim_badges(p, state)
        self._draw_targets(p)
        self._draw_panel(p, state)
        self._draw_hand(p, state)

    def board_key(self) -> Hashable | None:
        """What the cached board (stones, sides, targets, panel, hand) shows besides the match."""
        if self.flights:
            return None
        return (drag_state(self.drag), widgets_look(self.widgets), frozenset(self.hidden_slots))

    def board_look(self) -> Hashable | None:
        if self.match.state.phase == GIVE_BACK:
            return None  # the card under the pointer rises: every motion redraws
        return (self.board_key(), drag_look(self.drag), widgets_look(self.widgets))

    def draw_board_live(self, p: Painter, state: SchottenState) -> None:
        """Over the board layer every frame: the picked card, give-back, widgets, flights, drag."""
        if state.phase == PLACE and state.picked is not None and self.drag.floating() is None:
            stone, card, _ = state.picked
            rect = self.limbo_rect(stone)
            if self.my_turn():
                p.target_glow(rect, 10)
            self.draw_card(p, card, rect, state)
        if state.phase == GIVE_BACK and self.my_turn():
            self._draw_give_back(p, state)
        if state.phase == ROUND_OVER:
            self._draw_round_over(p, state)
        self.widgets.draw(p)
        for tween in self.flights:
            if tween.started:
                self.draw_card(p, tween.payload, pygame.Rect(tween.value, (CARD_W, CARD_H)), state)
        floating = self.drag.floating()
        if floating is not None:
            source, topleft = floating
            card = source.payload[1] if source.payload[0] != "pick" else source.payload[1].card
            rect = pygame.Rect(topleft, (CARD_W, CARD_H))
            p.rect(rect.move(6, 10), (0, 0, 0, 60), 12)
            self.draw_card(p, card, rect, state)

    def _draw_border_path(self, p: Painter) -> None:
        if not self.stone_rects:
            return
        first, last = self.stone_rects[0], self.stone_rects[-1]
        band = pygame.Rect(first.x - 40, first.y - 8, last.right - first.x + 80, STONE_H + 16)
        p.rect(band, (*darker(Palette.felt_deep, 0.2), 160), 40)
        p.rect(band, (*lighter(Palette.felt, 0.15), 200), 40, 2)

    def _draw_stone(self, p: Painter, state: SchottenState, s: int) -> None:
        rect = self.stone_rects[s]
        owner = state.claimed[s]
        offset = 0
        if owner >= 0:
            offset = 26 if owner == self.me() else -26
        r = rect.move(0, offset)
        p.svg("schotten/stone", r)
        p.text(str(s + 1), (r.centerx, r.bottom - 18), TextStyle(22, Palette.paper_ink, True), "center")
        for i, card in enumerate(state.modes[s]):
            badge = pygame.Rect(r.x - 8, r.y - 4 + i * 40, 38, 38)
            p.circle(badge.center, 20, Palette.ink)
            p.circle(badge.center, 20, Palette.glow, 2)
            p.icon(tactic_icon(self.srules.cs.tactic(card)), badge.inflate(-12, -12), Palette.glow)
        if owner >= 0:
            mark = pygame.Rect(r.right - 22, r.y - 6, 38, 38)
            p.circle(mark.center, 21, Palette.paper_ink)
            p.icon(Palette.seat_symbol(owner), mark.inflate(-8, -8), Palette.seat(owner))
        self._draw_labels(p, state, s, r)

    def _draw_labels(self, p: Painter, state: SchottenState, s: int, stone: pygame.Rect) -> None:
        me = self.me()
        for seat in (me, 1 - me):
            value = self.srules.side_value(state, seat, s)
            count = len(state.sides[seat][s])
            size = self.srules.capacity(state, s)
            if value is not None:
                text: Text = self.srules.value_label(value)
                style = TextStyle(19, Palette.paper_ink, True)
            elif count:
                text = Msg("schotten.formation.incomplete", count=count, size=size)
                style = TextStyle(18, lighter(Palette.felt, 0.55))
            else:
                continue
            y = stone.bottom + 16 if seat == me else stone.y - 16
            p.text(text, (stone.centerx, y), style, "center", max_width=int(self.columns_rect.w / 9) - 4)

    def _draw_side(self, p: Painter, state: SchottenState, seat: int, s: int) -> None:
        cards = state.sides[seat][s]
        order = range(len(cards)) if seat == self.me() else range(len(cards) - 1, -1, -1)
        for i in order:
            card = cards[i]
            if (seat, s, card) in self.hidden_slots or self.drag.is_hidden(("board", s, card)):
                continue
            rect = self.slot_rect(seat, s, i, len(cards))
            self.draw_card(p, card, rect, state)
            if self.drag.is_lifted(("board", s, card)) and not self.drag.dragging:
                p.focus_ring(rect, 12)
        sources = {src.key for src in self.drag.sources}
        if self.my_turn() and not self.drag.active and state.phase == PICK:
            for i, card in enumerate(cards):
                if ("board", s, card) in sources and self.app.settings.show_legal_moves:
                    p.rect(self.slot_rect(seat, s, i, len(cards)), Palette.glow, 12, 3)

    def _draw_claim_badges(self, p: Painter, state: SchottenState) -> None:
        self.claim_rects = {}
        me = self.me()
        legal = set(self.legal())
        hints = self.app.settings.show_legal_moves
        for s, rect in enumerate(self.stone_rects):
            if state.claimed[s] >= 0:
                continue
            claim_now = Claim(s) in legal
            provable = hints and self.my_turn_or_viewer() and self.srules.claim_problem(state, me, s) is None
            if not (claim_now or provable):
                continue
            proof = len(state.sides[1 - me][s]) < self.srules.capacity(state, s)
            badge = pygame.Rect(rect.centerx - 62, rect.centery - 10, 124, 34)
            if claim_now:
                self.claim_rects[s] = badge
                p.rect(badge.inflate(8, 8), (*Palette.glow, 120), 20)
                p.rect(badge, Palette.glow, 17)
                p.icon("eye" if proof else "check", pygame.Rect(badge.x + 8, badge.y + 5, 24, 24), Palette.ink)
                p.text(
                    Msg("schotten.ui.claim"),
                    (badge.x + 38, badge.centery),
                    TextStyle(19, Palette.ink, True),
                    "midleft",
                    max_width=badge.w - 44,
                )
            else:
                p.rect(badge, (*Palette.paper_ink, 200), 17)
                p.rect(badge, Palette.glow, 17, 2)
                p.icon("lock", pygame.Rect(badge.x + 8, badge.y + 5, 24, 24), Palette.accent_deep)
                p.text(
                    Msg("schotten.ui.provable"),
                    (badge.x + 36, badge.centery),
                    TextStyle(15, Palette.ink, True),
                    "midleft",
                    max_width=badge.w - 40,
                )

    def my_turn_or_viewer(self) -> bool:
        return self.viewer is not None or len(self.humans) <= 1

    def _draw_targets(self, p: Painter) -> None:
        if not self.drag.active:
            return
        if not self.app.settings.show_legal_moves:
            key = self.drag._keyboard_target_key()
            if key is not None:
                p.focus_ring(self.drag.targets[key], 14)
            return
        for key in self.drag.legal:
            state_ = self.drag.target_state(key)
            if state_ is None or (key[0] == "stone" and ("side", key[1]) in self.drag.legal):
                continue  # a stone accepts the drop too, but only the side is lit
            rect = self.drag.targets[key]
            p.target_glow(rect, 14, strong=state_ == "hover")

    def _draw_panel(self, p: Painter, state: SchottenState) -> None:
        sp = self.side_panel
        p.panel(sp, (*Palette.felt_deep, 170), lighter(Palette.felt, 0.1), 18, shadow=False)
        opp = 1 - self.me()
        # the opponent's hand, face down
        p.icon(Palette.seat_symbol(opp), pygame.Rect(sp.x + 14, sp.y + 12, 26, 26), Palette.seat(opp))
        self.draw_name(
            p,
            opp,
            Msg("schotten.ui.hand_of", player=seat_msg(opp)),
            (sp.x + 48, sp.y + 25),
            TextStyle(21, Palette.paper_ink, True),
            sp.w - 60,
        )
        hand = state.hands[opp]
        for i, card in enumerate(hand):
            r = pygame.Rect(sp.x + 14 + i * min(30, (sp.w - 80) // max(1, len(hand))), sp.y + 50, 56, 80)
            if card >= 0 and self.viewer is None and self.humans:
                card = HIDDEN_CLAN if card < 54 else HIDDEN_TACTIC
            self.draw_card(p, card, r, state)
        if state.tactical:
            p.text(
                Msg("schotten.ui.tactics_played", count=state.tactics_played[opp]),
                (sp.x + 14, sp.y + 142),
                TextStyle(19, lighter(Palette.felt, 0.6)),
                max_width=sp.w - 28,
            )
        self._draw_decks(p, state)
        if state.rounds > 1:
            a, b = state.points[self.me()], state.points[opp]
            p.text(
                Msg("schotten.ui.round", round=state.round_no, rounds=state.rounds),
                (sp.x + 14, sp.bottom - 70),
                TextStyle(21, Palette.paper_ink, True),
                max_width=sp.w - 28,
            )
            p.text(
                Msg("schotten.ui.round_points", a=a, b=b),
                (sp.x + 14, sp.bottom - 40),
                TextStyle(20, lighter(Palette.felt, 0.6)),
                max_width=sp.w - 28,
            )

    def _draw_decks(self, p: Painter, state: SchottenState) -> None:
        legal = set(self.legal())
        for deck, rect in self.deck_rects.items():
            count = state.deck_size(deck)
            if count:
                for k in range(min(3, count)):
                    p.svg(f"schotten/back_{deck}", rect.move(-k * 3, -k * 3))
            else:
                p.rect(rect, (*Palette.paper_ink, 40), 10)
                p.rect(rect, lighter(Palette.felt, 0.3), 10, 2)
            if Draw(deck) in legal or RecruitDraw(deck) in legal:
                p.target_glow(rect.move(-6, -6), 12)
            p.text(
                Msg("schotten.ui.deck_count", count=count),
                (rect.centerx, rect.bottom + 18),
                TextStyle(19, Palette.paper_ink),
                "center",
                max_width=rect.w + 24,
            )
        d = self.discard_rect
        p.text(
            Msg("schotten.ui.discard"),
            (d.x, d.y - 22),
            TextStyle(19, Palette.paper_ink, True),
            "midleft",
            max_width=self.side_panel.w - 30,
        )
        if state.discard:
            self.draw_card(p, state.discard[-1], d, state)
            p.text(
                f"× {len(state.discard)}", (d.right + 12, d.centery), TextStyle(22, Palette.paper_ink, True), "midleft"
            )
        else:
            p.rect(d, (*Palette.paper_ink, 30), 10)
            p.rect(d, lighter(Palette.felt, 0.3), 10, 2)
            p.text(
                Msg("schotten.ui.discard_empty"),
                d.center,
                TextStyle(18, lighter(Palette.felt, 0.5)),
                "center",
                max_width=d.w - 8,
            )

    def _draw_hand(self, p: Painter, state: SchottenState) -> None:
        keyboard = self.drag.keyboard_source()
        playable = {src.key for src in self.drag.sources}
        hints = self.app.settings.show_legal_moves and self.my_turn()
        for card, rect in self.hand_rects:
            key = ("hand", card)
            if self.drag.is_hidden(key):
                continue
            r = rect
            if self.drag.is_lifted(key) or keyboard == key:
                r = rect.move(0, -26)
            self.draw_card(p, card, r, state, dim=hints and state.phase == PLAY and key not in playable)
            if keyboard == key or self.drag.is_lifted(key):
                p.focus_ring(r, 14)

    def _draw_give_back(self, p: Painter, state: SchottenState) -> None:
        panel = self.round_panel_rect().inflate(80, 0)
        p.panel(panel, Palette.panel, Palette.panel_edge, 20)
        p.text(
            Msg("schotten.ui.give_back_title", left=state.give_back_left),
            (panel.centerx, panel.y + 26),
            TextStyle(32, Palette.ink, True, True),
            "midtop",
            max_width=panel.w - 40,
        )
        p.text(
            Msg("schotten.ui.give_back_help"),
            (panel.centerx, panel.y + 78),
            TextStyle(22, Palette.ink_soft),
            "midtop",
            max_width=panel.w - 40,
        )
        for card, rect in self.give_back_rects():
            hovered = rect.collidepoint(self.app.pointer)
            self.draw_card(p, card, rect.move(0, -14) if hovered else rect, state)

    def give_back_rects(self) -> list[tuple[int, pygame.Rect]]:
        state = self.match.state
        panel = self.round_panel_rect().inflate(80, 0)
        hand = state.hands[self.me()]
        per_row = min(len(hand), 5) or 1
        gap = 14
        w = min(CARD_W, (panel.w - 40 - gap * (per_row - 1)) // per_row, 96)
        h = w * CARD_H // CARD_W
        out = []
        for i, card in enumerate(hand):
            row_len = min(per_row, len(hand) - (i // per_row) * per_row)
            x0 = panel.centerx - (row_len * w + (row_len - 1) * gap) // 2
            out.append(
                (card, pygame.Rect(x0 + (i % per_row) * (w + gap), panel.y + 118 + (i // per_row) * (h + 12), w, h))
            )
        return out

    def _draw_round_over(self, p: Painter, state: SchottenState) -> None:
        panel = self.round_panel_rect()
        p.panel(panel, Palette.panel, Palette.panel_edge, 22)
        last = state.history[-1] if state.history else None
        if last is None:
            return
        if last["winner"] in (0, 1):
            head: Text = Msg("schotten.ui.round_won", player=seat_msg(last["winner"]), round=last["round"])
        else:
            head = Msg("schotten.ui.round_drawn", round=last["round"])
        p.icon("trophy", pygame.Rect(panel.centerx - 28, panel.y + 22, 56, 56), Palette.glow)
        p.text(
            head,
            (panel.centerx, panel.y + 92),
            TextStyle(36, Palette.ink, True, True),
            "midtop",
            max_width=panel.w - 40,
        )
        a, b = last["stones"]
        p.text(
            Msg("schotten.ui.round_stones", a=f"{self.match.seat_name(0)} {a}", b=f"{b} {self.match.seat_name(1)}"),
            (panel.centerx, panel.y + 160),
            TextStyle(26, Palette.ink),
            "midtop",
            max_width=panel.w - 40,
        )
        p.text(
            Msg("schotten.ui.round_points", a=state.points[0], b=state.points[1]),
            (panel.centerx, panel.y + 204),
            TextStyle(26, Palette.accent_deep, True),
            "midtop",
            max_width=panel.w - 40,
        )

    # -- one card -------------------------------------------------------------------------
    def draw_card(self, p: Painter, card: int, rect: pygame.Rect, state: SchottenState, dim: bool = False) -> None:
        real = p.vp.rect(rect)
        choice = state.wild_choices.get(card) if card >= 54 else None
        key = (card, real.size, choice, dim, p.text_scale)
        cache = _CARD_CACHE
        surface = cache.get(key)
        if surface is None:
            surface = self._render_card(p, card, real.size, choice, dim)
            if len(cache) > 400:
                cache.clear()
            cache[key] = surface
        p.surface.blit(surface, real.topleft)

    def _render_card(self, p: Painter, card: int, size: tuple[int, int], choice, dim: bool) -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        k = w / CARD_W
        if card in (HIDDEN_CLAN, HIDDEN_TACTIC):
            surf.blit(ART.svg("schotten/back_clan" if card == HIDDEN_CLAN else "schotten/back_tactic", size), (0, 0))
            return surf
        radius = max(3, round(10 * k))
        pygame.draw.rect(surf, (0, 0, 0, 50), pygame.Rect(2, 3, w - 2, h - 2), border_radius=radius)
        pygame.draw.rect(surf, Palette.panel, pygame.Rect(0, 0, w - 2, h - 3), border_radius=radius)
        pygame.draw.rect(surf, Palette.ink, pygame.Rect(0, 0, w - 2, h - 3), max(1, round(2 * k)), border_radius=radius)
        cs = self.srules.cs
        strip_h = round(STRIP * k)
        inner = pygame.Rect(round(5 * k), round(5 * k), w - 2 - round(10 * k), h - 3 - round(10 * k))
        if cs.is_clan(card):
            colour = hex_colour(cs.colour_hex[cs.colour(card)])
            symbol = cs.symbols[cs.colour(card)]
            number = str(cs.strength(card))
            top = pygame.Rect(inner.x, inner.y, inner.w, strip_h - round(4 * k))
            pygame.draw.rect(surf, colour, top, border_radius=max(2, round(7 * k)))
            self._number(surf, number, top, k)
            icon = ART.svg(f"icons/{symbol}", (round(30 * k), round(30 * k)), Palette.paper_ink)
            surf.blit(icon, icon.get_rect(midright=(top.right - round(6 * k), top.centery)))
            body = ART.svg(f"icons/{symbol}", (round(64 * k), round(64 * k)), lighter(colour, 0.15))
            surf.blit(body, body.get_rect(center=(inner.centerx, inner.y + strip_h + (inner.h - strip_h) // 2 - 6 * k)))
            small = ART.text(number, max(7, round(24 * k)), darker(colour, 0.2), True)
            surf.blit(small, small.get_rect(bottomright=(inner.right - round(4 * k), inner.bottom - round(2 * k))))
        else:
            tactic = cs.tactic(card)
            top = pygame.Rect(inner.x, inner.y, inner.w, strip_h - round(4 * k))
            pygame.draw.rect(surf, Palette.ink, top, border_radius=max(2, round(7 * k)))
            fam = ART.svg(f"icons/{FAMILY_ICON[tactic.family]}", (round(26 * k), round(26 * k)), Palette.glow)
            surf.blit(fam, fam.get_rect(midleft=(top.x + round(6 * k), top.centery)))
            if tactic.effect == "wild":
                label = "?" if tactic.joker else "7" if tactic.strengths == (7,) else "1–3"
                text = ART.text(label, max(7, round(26 * k)), Palette.glow, True)
                surf.blit(text, text.get_rect(midright=(top.right - round(8 * k), top.centery)))
            icon = ART.svg(f"icons/{tactic_icon(tactic)}", (round(58 * k), round(58 * k)), Palette.ink)
            surf.blit(icon, icon.get_rect(center=(inner.centerx, inner.y + strip_h + round(34 * k))))
            name = str(Msg(f"schotten.tactic.{tactic.id}.name"))
            size_px = max(7, round(17 * k * p.text_scale))
            font = ART.font(size_px, True)
            while font.size(name)[0] > inner.w - 6 and size_px > 7:
                size_px -= 1
                font = ART.font(size_px, True)
            text = ART.text(name, size_px, Palette.ink, True)
            surf.blit(text, text.get_rect(midbottom=(inner.centerx, inner.bottom - round(4 * k))))
            if choice is not None:
                colour = hex_colour(cs.colour_hex[choice[0]])
                band = pygame.Rect(inner.x, inner.bottom - round(50 * k), inner.w, round(26 * k))
                pygame.draw.rect(surf, colour, band, border_radius=max(2, round(6 * k)))
                chip = ART.text(f"{choice[1]}", max(7, round(20 * k)), Palette.paper_ink, True)
                surf.blit(chip, chip.get_rect(midleft=(band.x + round(8 * k), band.centery)))
                sym = ART.svg(f"icons/{cs.symbols[choice[0]]}", (round(20 * k), round(20 * k)), Palette.paper_ink)
                surf.blit(sym, sym.get_rect(midright=(band.right - round(8 * k), band.centery)))
        if dim:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (40, 40, 40, 110), shade.get_rect(), border_radius=radius)
            surf.blit(shade, (0, 0))
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    def _number(self, surf: pygame.Surface, number: str, top: pygame.Rect, k: float) -> None:
        size = max(7, round(36 * k))
        shadow = ART.text(number, size, (0, 0, 0, 255), True)
        text = ART.text(number, size, Palette.paper_ink, True)
        pos = text.get_rect(midleft=(top.x + round(8 * k), top.centery))
        shadow.set_alpha(110)
        surf.blit(shadow, pos.move(max(1, round(2 * k)), max(1, round(2 * k))))
        surf.blit(text, pos)

    # -- results ----------------------------------------------------------------------------
    def results_table(self) -> tuple[list[Text], list[list[Text]]]:
        state: SchottenState = self.match.state
        if state.rounds == 1:
            stones = [self.srules.stones_of(state, s) for s in (0, 1)]
            return [Msg("schotten.ui.stones")], [[Msg.raw(str(n))] for n in stones]
        headings: list[Text] = [Msg("schotten.ui.round", round=h["round"], rounds=state.rounds) for h in state.history]
        headings.append(Msg("core.results.total"))
        rows = []
        for seat in (0, 1):
            cells: list[Text] = [Msg.raw(str(h["points"][seat])) for h in state.history]
            cells.append(Msg.raw(str(state.points[seat])))
            rows.append(cells)
        return headings, rows


_CARD_CACHE: dict[tuple, pygame.Surface] = {}


def tactic_icon(tactic) -> str:
    return "t_joker" if tactic.joker else f"t_{tactic.id}"


class DiscardOverlay(Overlay):
    """The shared discard pile, face up, for anyone to inspect."""

    name = "discard"
    size = (1100, 560)

    def __init__(self, app, view: SchottenView):
        super().__init__(app)
        self.view = view
        r = self.panel_rect
        self.group.add(
            Button(
                pygame.Rect(r.right - 250, r.bottom - 90, 210, 62), Msg("core.button.close"), self.close, kind="primary"
            )
        )

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        state = self.view.visible_state()
        p.text(Msg("schotten.ui.discard_title"), (r.x + 40, r.y + 36), TextStyle(38, Palette.ink, True, True))
        cards = state.discard
        if not cards:
            p.text(Msg("schotten.ui.discard_empty"), (r.centerx, r.centery), TextStyle(28, Palette.ink_soft), "center")
            return
        per_row = 8
        w = 110
        h = w * CARD_H // CARD_W
        for i, card in enumerate(cards):
            x = r.x + 40 + (i % per_row) * (w + 14)
            y = r.y + 110 + (i // per_row) * (h + 16)
            self.view.draw_card(p, card, pygame.Rect(x, y, w, h), state)


VIEW = SchottenView


# -- extra scenes for the screenshot tour and the smoke run ------------------------------------


def _advance_until(match, wanted, limit: int = 3000):
    """Let computer players move (for every seat) until ``wanted(match)`` holds."""
    from game.tools.catalog import advance_until

    return advance_until(match, wanted, seed=5, limit=limit)


def _tour_match(options: dict, seed: int = 4):
    from game.core.match import HUMAN, Match, MatchConfig, Seat
    from game.games import rules_for

    seats = [Seat("Ana", HUMAN), Seat("Rui", "bot", "easy")]
    return Match(rules_for("schotten"), MatchConfig("schotten", seats, options, seed=seed))


def _tactical_with_claim():
    match = _tour_match({"tactical": True, "rounds": 3}, seed=8)

    def ready(m) -> bool:
        return m.to_move() == 0 and any(isinstance(a, Claim) for a in m.legal_actions())

    return _advance_until(match, ready)


def _round_over():
    return _advance_until(_tour_match({"tactical": True, "rounds": 3}, seed=2), lambda m: m.state.phase == ROUND_OVER)


def _give_back():
    """Ana draws the Recruiter (a chosen deal outcome), plays it and draws three cards."""
    from game.core.rules import CHANCE
    from game.games.schotten.rules import Deal

    match = _tour_match({"tactical": True}, seed=6)
    recruiter = match.rules.cs.tactic_by_id("recruiter").card
    match.play(next(a for a in match.legal_actions() if isinstance(a, Play) and a.card < 54))
    match._record(0, Draw(TACTIC))
    match._record(CHANCE, Deal(recruiter))  # the outcome of that draw, chosen for the tour
    match.resolve_chance()
    _advance_until(match, lambda m: m.to_move() == 0)
    match.play(Play(recruiter, NO_STONE))
    for deck in (CLAN, TACTIC, CLAN):
        match.play(RecruitDraw(deck))
    return match


TOUR = [
    ("tactical", _tactical_with_claim, None),
    ("round-over", _round_over, None),
    ("give-back", _give_back, None),
]
