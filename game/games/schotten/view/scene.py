"""The Schotten Totten table.

Nine stones across the middle; the person looking at the screen plays from the bottom
(in pass-and-play the table turns to whoever's turn it is, behind the pass screen).

* Drag a card from your hand to your side of a stone (legal sides glow; an illegal drop
  snaps back and says why, and so does a greyed card).  Combat modes go onto a stone; a
  ruse straight onto the card it acts on (or onto the discard pile, then pick the card).
* Ruse targets are dragged too: your card to another stone (Strategist), an opponent's
  card to the discard pile (Banshee) or to your side (Traitor).
* A drop just outside a glowing place lands there; anywhere else it says why.
* Click a stone's Claim badge (or press its number) to claim it; click a deck to draw.
* Everything also works by clicking (lift, then drop) and with the keyboard.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.core.rules import Action
from game.games.schotten.rules.actions import (
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
)
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import (
    CLAN,
    END,
    GIVE_BACK,
    NO_STONE,
    PICK,
    PLACE,
    PLAY,
    ROUND_OVER,
    TACTIC,
    SchottenState,
)
from game.games.schotten.view import judge
from game.games.schotten.view.draw import BoardDrawing
from game.games.schotten.view.geom import CARD_H, CARD_W, SNAP, STONE_H, STONE_W, STRIP
from game.games.schotten.view.overlay import DiscardOverlay
from game.scenes.legacy import LegacyView
from game.ui.anim import Tween, ease_in_out
from game.ui.damage import widget_parts
from game.ui.drag import DragController, Source
from game.ui.draw import Text
from game.ui.widgets import Button, WidgetGroup


class SchottenView(BoardDrawing, LegacyView):
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
        self.tactics_rect = pygame.Rect(0, 0, 0, 0)
        self.gb_rects: list[tuple[int, pygame.Rect]] = []
        self.playable: set[int] = set()
        self.flights: list[Tween] = []
        self.hidden_slots: set[tuple[int, int, int]] = set()
        super().__init__(app, match, match_id)
        self.drag.animator = self.animator
        self.drag.snap = SNAP  # a card let go near a glowing place lands there
        # pass and play: the last person still looks at the card drawn (the round's end: pass at once)
        self.session.linger = lambda state: state.phase != ROUND_OVER

    @property
    def handover(self) -> bool:
        return self.session.lingering is not None

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
        self.gb_rects = self.give_back_rects()
        self.claim_rects = self.claim_badges(state)

    def _layout_panel(self, state: SchottenState) -> None:
        sp = self.side_panel
        self.opp_hand_rect = pygame.Rect(sp.x, sp.y + 40, sp.w, 110)
        self.tactics_rect = (
            pygame.Rect(sp.x + 14, sp.y + 130, sp.w - 28, 28) if state.tactical else pygame.Rect(0, 0, 0, 0)
        )
        deck_w, deck_h = 92, 131
        y = sp.y + 220
        self.deck_rects = {CLAN: pygame.Rect(sp.x + 16, y, deck_w, deck_h)}
        if state.tactical:
            self.deck_rects[TACTIC] = pygame.Rect(sp.x + 16 + deck_w + 30, y, deck_w, deck_h)
        if state.tactical:  # the base game never discards
            self.discard_rect = pygame.Rect(sp.x + 16, y + deck_h + 70, CARD_W, CARD_H)  # its name readable
        else:
            self.discard_rect = pygame.Rect(sp.x + 16, y + deck_h, 0, 0)

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
        if self.handover:
            buttons.append((Msg("schotten.ui.handover"), None, "primary", (pygame.K_RETURN,), "Enter"))
        self.action_buttons = {}
        for label, action, kind, keys, hint in buttons:
            button = Button(
                pygame.Rect(sp.x + 8, y, sp.w - 16, 62),
                label,
                (lambda a=action: self.perform(a)) if action is not None else self.hand_over,
                kind=kind,
                text_size=24,
                hotkeys=keys,
                tooltip=Msg("schotten.ui.key_hint", key=hint),
            )
            button.rect.h = button.needed_height(self.app.painter)  # a long label wraps, never shrinks
            self.action_buttons[action] = button.rect
            self.widgets.add(button)
            y += button.rect.h + 12
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
        if state.tactical:
            self.widgets.add(
                Button(self.discard_rect, "", self.show_discard, kind="ghost", tooltip=Msg("schotten.ui.discard_title"))
            )
            self.widgets.widgets[-1].focusable = False

    def round_panel_rect(self) -> pygame.Rect:
        c = self.columns_rect
        return pygame.Rect(c.centerx - 380, self.board_rect.y + 190, 760, 470)

    # -- where the hover layer and the live drawing lie (presented as rects: game/ui/damage.py) --
    def hover_rects(self) -> list[pygame.Rect]:
        """The place lit under the dragged card (glow or ring) and the give-back panel."""
        rects = []
        drag = self.drag
        if drag.active:
            key = drag.hover_target if drag.hover_target is not None else drag._keyboard_target_key()
            if key is not None and key in drag.legal:
                rects.append(drag.targets[self._lit_key(key, drag.legal)].inflate(40, 40))
        if self.match.state.phase == GIVE_BACK and self.my_turn():
            rects.append(self.round_panel_rect().inflate(120, 60))
        return rects

    def board_live_rects(self) -> list:
        """The widgets and the dragged card with its shadow (flights run with no board layer)."""
        parts: list = widget_parts(self.widgets)
        floating = self.drag.floating()
        if floating is not None:
            x, y = floating[1]
            parts.append(pygame.Rect(round(x), round(y), CARD_W, CARD_H).inflate(40, 48))
        return parts

    # ------------------------------------------------------------------------------------
    # drag sources and drop targets, from the legal actions

    def _layout_drag(self, state: SchottenState) -> None:
        legal = self.legal()
        sources: list[Source] = []
        targets: dict[Hashable, pygame.Rect] = {}
        me = self.me()
        phase = self.match.state.phase
        # the cards on the table first: a ruse dropped on one acts on it
        for seat in (me, 1 - me):
            for s in range(self.srules.cs.stones):
                cards = state.sides[seat][s]
                for i, card in enumerate(cards):
                    targets[("card", seat, s, card)] = self.slot_rect(seat, s, i, len(cards))
        for s in range(self.srules.cs.stones):
            targets[("side", s)] = self.side_rects[(me, s)]
            targets[("stone", s)] = self.stone_rects[s].inflate(16, 16)
        if state.tactical:
            targets[("discard",)] = self.discard_rect.inflate(20, 20)
        self.playable = {a.card for a in legal if isinstance(a, Play)}
        if self.my_turn() and phase in (PLAY, END, PICK, PLACE):
            for card, rect in self.hand_rects:  # a greyed card lifts too, and says why it stays
                sources.append(Source(("hand", card), rect, ("play", card)))
        if phase == PICK:
            for action in legal:
                if isinstance(action, Pick):
                    rect = self.card_rect(state, action.stone, action.card)
                    if rect is not None:
                        payload = ("pick", action, state.ruse)
                        sources.append(Source(("board", action.stone, action.card), rect, payload))
        elif phase == PLACE and state.picked is not None and self.my_turn():
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

    # -- the judge (view/judge.py) -------------------------------------------------------
    def legal_targets(self, payload: Any) -> set[Hashable]:
        state, seat = self.match.state, self.me()
        if payload[0] == "play" and payload[1] not in self.playable:
            return set()
        out = set()
        for target in self.drag.targets:
            actions = judge.actions_for(self.srules, seat, payload, target)
            if actions and judge.sequence_reason(self.srules, state, actions) is None:
                out.add(target)
        return out

    def drop(self, payload: Any, target: Hashable) -> None:
        for action in judge.actions_for(self.srules, self.me(), payload, target):
            if not self.perform(action):
                break

    def why_not(self, payload: Any, target: Hashable) -> Text | None:
        return judge.why_not(self.srules, self.match.state, self.me(), payload, target)

    def why_nowhere(self, payload: Any) -> Text:
        """A card let go over no place (and not within ``SNAP`` of a glowing one)."""
        if self.drag.legal:
            return Msg("schotten.why.drop_on_glow")
        return judge.why_not(self.srules, self.match.state, self.me(), payload, ("discard",))

    def prompt_text(self, state: SchottenState) -> Text:
        if self.handover:
            return Msg("schotten.prompt.handover", player=seat_msg(1 - self.me()))
        if self.my_turn():
            if self.drag.held is not None:
                held = judge.held_prompt(self.srules, self.match.state, self.me(), self.drag.held.payload)
                if held is not None:
                    return held
            turn = judge.turn_prompt(self.srules, self.match.state, self.legal())
            if turn is not None:
                return turn
        return super().prompt_text(state)

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


    def hand_over(self) -> None:
        self.session.hand_over()

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
            if rect.collidepoint(pos) and self.my_turn() and self.match.state.phase in (PLAY, END):
                # not claimable (yet): say why, from what this seat sees (issue 21)
                reason = self.rules.why_illegal(self.visible_state(), Claim(stone))
                self.app.toast(reason or Msg("schotten.why.not_now"), "warning", pos)
                return
        for deck, rect in self.deck_rects.items():
            if rect.collidepoint(pos):
                for action in (Draw(deck), RecruitDraw(deck)):
                    if action in legal:
                        self.perform(action)
                        return
        if self.match.state.phase == GIVE_BACK and self.my_turn():
            for card, rect in self.gb_rects + self.hand_rects:
                if rect.collidepoint(pos):
                    self.perform(GiveBack(card))
                    return

    def _key(self, event: pygame.event.Event) -> None:
        legal = self.legal()
        if pygame.K_1 <= event.key <= pygame.K_9:
            stone = event.key - pygame.K_1
            if Claim(stone) in legal:
                self.perform(Claim(stone))
            elif stone < len(self.stone_rects) and self.match.state.phase in (PLAY, END):
                reason = self.rules.why_illegal(self.visible_state(), Claim(stone))
                self.app.toast(reason or Msg("schotten.why.not_now"), "warning", self.stone_rects[stone].center)
        elif event.key == pygame.K_p and Pass() in legal:
            self.perform(Pass())

    def board_wants_escape(self) -> bool:
        return self.drag.active

    def board_tooltip(self, pos) -> Text | None:
        state = self.visible_state()
        for card, rect in reversed(self.hand_rects):
            if rect.collidepoint(pos):
                return self._hand_tooltip(state, card)
        for stone in range(self.srules.cs.stones):
            for card, rect in reversed(list(zip(state.modes[stone], self.mode_rects(state, stone)))):
                if rect.collidepoint(pos):
                    return self._tactic_text(card)
        for (seat, stone), _ in self.side_rects.items():
            cards = state.sides[seat][stone]
            for i in range(len(cards) - 1, -1, -1):
                if self.slot_rect(seat, stone, i, len(cards)).collidepoint(pos):
                    return self._tactic_text(cards[i]) if cards[i] >= 54 else None
        for rect in self.claim_rects.values():
            if rect.collidepoint(pos):
                return Msg("schotten.ui.claim_hint")
        if self.tactics_rect.collidepoint(pos):
            return Msg("schotten.why.tactic_limit")
        return None

    def _hand_tooltip(self, state: SchottenState, card: int) -> Text | None:
        """A tactic's name and effect; for a greyed card, why it cannot be played now."""
        text = str(self._tactic_text(card)) if card >= 54 else ""
        if self.my_turn() and state.phase == PLAY and card not in self.playable:
            reason = judge.unplayable_reason(self.srules, self.match.state, card)
            if reason is not None:
                text = f"{text}\n{reason}" if text else str(reason)
        return Msg.raw(text) if text else None

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
            return [rect for card, rect in self.gb_rects if card == action.card]
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

    # -- results ----------------------------------------------------------------------------
    def results_note(self) -> Text | None:
        """Which win ended the round (or each round): three adjacent stones, five stones, or more
        stones when neither could play on (issue 21)."""
        state: SchottenState = self.match.state
        lines = [(h["round"], self.won_how(h)) for h in state.history]
        lines = [(n, how) for n, how in lines if how is not None]
        if not lines:
            return None
        if state.rounds == 1:
            return lines[-1][1]
        out: Text = Msg("schotten.ui.won_round", round=lines[-1][0], how=lines[-1][1])
        for n, how in reversed(lines[:-1]):
            out = Msg("schotten.ui.won_rounds", first=Msg("schotten.ui.won_round", round=n, how=how), rest=out)
        return out

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

