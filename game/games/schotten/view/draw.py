"""Drawing the Schotten table: stones, sides, claims, the side panel and the hand (a mixin
of the view; the cached board layer, the hover layer and what is drawn live)."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.core.i18n import Msg, seat_msg
from game.games.schotten.cards import HIDDEN_CLAN, HIDDEN_TACTIC
from game.games.schotten.rules import GIVE_BACK, PICK, PLACE, PLAY, ROUND_OVER, Claim, Draw, RecruitDraw, SchottenState
from game.games.schotten.view.card import CardArt, tactic_icon
from game.games.schotten.view.geom import CARD_H, CARD_W, STONE_H
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text, darker, lighter
from game.ui.layers import drag_look, drag_state, widgets_look


class BoardDrawing(CardArt):
    """The view's drawing; the view supplies the rects (``layout``) and the drag controller."""

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
