"""Drawing the Schotten table: stones, sides, claims, the side panel and the hand (a mixin
of the view; the cached board layer, the hover layer and what is drawn live)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable

import pygame

from game.core.i18n import Msg, seat_msg
from game.games.schotten.components import HIDDEN_CLAN, HIDDEN_TACTIC
from game.games.schotten.rules.actions import Claim, Draw, RecruitDraw
from game.games.schotten.rules.formations import RANK_NAMES
from game.games.schotten.rules.state import GIVE_BACK, PICK, PLACE, PLAY, ROUND_OVER, SchottenState
from game.games.schotten.view.card import CardArt
from game.games.schotten.view.geom import CARD_H, CARD_W, CLAIM_LEAN, MODE_H, MODE_SHIFT, MODE_W, STONE_H
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text, darker, lighter
from game.ui.layers import widgets_look

CLAIM_STYLE = TextStyle(20, Palette.ink, True)
PROVABLE_STYLE = TextStyle(19, Palette.ink, True)
LABEL_STYLE = TextStyle(20, Palette.paper_ink, True)  # a side's formation ("Run · 21")
COUNT_STYLE = TextStyle(20, lighter(Palette.felt, 0.7))  # an incomplete side ("1 of 3")

def heading(size: int, colour, text: Text) -> TextStyle:
    """A heading's style: the serif face (the Painter draws one holding digits in the sans face,
    ``draw.lining``: EB Garamond's old-style figures read '1' as 'ı')."""
    return TextStyle(size, colour, True, True)


class BoardDrawing(CardArt):
    """The view's drawing; the view supplies the rects (``layout``) and the drag controller."""

    # -- the layers ----------------------------------------------------------------------
    # board layer (board_key): stones, sides, claims, panel, hand, the picked card, the round's
    #   end; it changes with the match and when a card is lifted or put down;
    #   the places the held card may go glow there too (they change with a lift, never with
    #   the pointer);
    # hover layer (hover_key): the place under the dragged card (or the keyboard's), lit
    #   strongly, and the give-back cards (the one under the pointer rises);
    # live: widgets, flights and the dragged card.

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
        if state.phase == PLACE and state.picked is not None and self.drag.floating() is None:
            stone, card, _ = state.picked
            rect = self.limbo_rect(stone)
            if self.my_turn():
                p.target_glow(rect, 10)
            self.draw_card(p, card, rect, state)
        if state.phase == ROUND_OVER:
            self._draw_round_over(p, state)

    def board_key(self) -> Hashable | None:
        """What the cached board shows besides the match: which card is held (it leaves the
        hand or rises) and whether it is dragged, the keyboard's card, the cards in flight."""
        if self.flights:
            return None
        held = self.drag.held.key if self.drag.held is not None else None
        keyboard = self.drag.keyboard_source()
        returning = self.drag.returning_source.key if self.drag.returning_source is not None else None
        return (held, self.drag.dragging, keyboard, returning, frozenset(self.hidden_slots), self.handover)

    def hover_key(self) -> Hashable | None:
        """What follows the pointer: the target under the dragged card (or the keyboard's) and
        the give-back card under the pointer."""
        return (self.drag.hover_target, self.drag.key_target, self._give_back_hovered())

    def _give_back_hovered(self) -> int | None:
        if self.match.state.phase != GIVE_BACK or not self.my_turn():
            return None
        pointer = self.app.pointer
        return next((i for i, (_, rect) in enumerate(self.gb_rects) if rect.collidepoint(pointer)), None)

    def board_look(self) -> Hashable | None:
        floating = self.drag.floating()
        return (self.board_key(), self.hover_key(), floating[1] if floating else None, widgets_look(self.widgets))

    def draw_board_hover(self, p: Painter, state: SchottenState) -> None:
        self._draw_target_under(p)
        if state.phase == GIVE_BACK and self.my_turn():
            self._draw_give_back(p, state)

    def draw_board_live(self, p: Painter, state: SchottenState) -> None:
        """Over the layers every frame: widgets, flights and the dragged card."""
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

    def stone_draw_rect(self, state: SchottenState, s: int) -> pygame.Rect:
        """Where stone ``s`` is drawn: a claimed stone smaller and leaning to its claimer
        (never over a formation label); with combat modes beside it, a little to the right."""
        rect = self.stone_rects[s]
        if state.modes[s]:
            rect = rect.move(MODE_SHIFT, 0)
        owner = state.claimed[s]
        if owner < 0:
            return rect
        small = rect.inflate(-rect.w * 16 // 100, -rect.h * 16 // 100)
        return small.move(0, CLAIM_LEAN if owner == self.me() else -CLAIM_LEAN)

    def mode_rects(self, state: SchottenState, s: int) -> list[pygame.Rect]:
        """The combat-mode cards on stone ``s``, over its left part (its number stays in sight)."""
        rect = self.stone_rects[s]
        out = []
        for i in range(len(state.modes[s])):
            x = rect.x + MODE_SHIFT - MODE_W + 34 - i * 16
            out.append(pygame.Rect(x, rect.centery - MODE_H // 2 - i * 10, MODE_W, MODE_H))
        return out

    def _draw_stone(self, p: Painter, state: SchottenState, s: int) -> None:
        r = self.stone_draw_rect(state, s)
        p.svg("schotten/stone", r)
        p.text(str(s + 1), (r.centerx, r.bottom - 18), TextStyle(22, Palette.paper_ink, True), "center")
        for card, rect in reversed(list(zip(state.modes[s], self.mode_rects(state, s)))):
            p.rect(rect.move(3, 4), (0, 0, 0, 70), 8)
            self.draw_card(p, card, rect, state)
        owner = state.claimed[s]
        if owner >= 0:
            mark = pygame.Rect(r.right - 24, r.y + 4, 38, 38)  # clear of the label above
            p.circle(mark.center, 21, Palette.paper_ink)
            p.icon(Palette.seat_symbol(owner), mark.inflate(-8, -8), Palette.seat(owner))
        self._draw_labels(p, state, s, self.stone_rects[s])

    def _draw_labels(self, p: Painter, state: SchottenState, s: int, stone: pygame.Rect) -> None:
        """The formation under (and over) the stone, anchored to its place, not to the stone."""
        me = self.me()
        width = self.columns_rect.w // self.srules.cs.stones - 4
        for seat in (me, 1 - me):
            value = self.srules.side_value(state, seat, s)
            count = len(state.sides[seat][s])
            size = self.srules.capacity(state, s)
            if value is not None:
                style = LABEL_STYLE
                text: Text = Msg("schotten.formation.label", name=self._formation_name(p, value[0]), total=value[1])
            elif count:
                text = Msg("schotten.formation.incomplete", count=count, size=size)
                style = COUNT_STYLE
            else:
                continue
            y = stone.bottom + 16 if seat == me else stone.y - 16
            p.text(text, (stone.centerx, y), style, "center", max_width=width)

    def _formation_name(self, p: Painter, rank: int) -> Msg:
        """A formation's name under the stones: the full one when a label with the largest total
        fits the column, else the short one, for every stone alike ("Colour run" never beside
        "Col. run")."""
        name = RANK_NAMES[rank]
        width = self.columns_rect.w // self.srules.cs.stones - 4
        widest = Msg("schotten.formation.label", name=Msg(f"schotten.formation.{name}"), total=88)
        if p.measure(widest, LABEL_STYLE)[0] <= width:
            return Msg(f"schotten.formation.{name}")
        return Msg(f"schotten.formation.short.{name}")

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

    def claim_badges(self, state: SchottenState) -> dict[int, pygame.Rect]:
        """Lay out the badges: 'Claim' (clickable; returned) or 'Provably yours'."""
        self.badges: list[tuple[int, pygame.Rect, bool, bool]] = []
        me = self.me()
        legal = set(self.legal())
        hints = self.app.settings.show_legal_moves
        clickable = {}
        for s, rect in enumerate(self.stone_rects):
            if state.claimed[s] >= 0:
                continue
            claim_now = Claim(s) in legal
            provable = hints and self.my_turn_or_viewer() and self.srules.claim_problem(state, me, s) is None
            if not (claim_now or provable):
                continue
            proof = len(state.sides[1 - me][s]) < self.srules.capacity(state, s)
            # over the stone's upper part, within its column: its number stays in sight below
            w = min(150, self.columns_rect.w // self.srules.cs.stones - 6)
            badge = pygame.Rect(rect.centerx - w // 2, rect.y + 2, w, 48)
            self.badges.append((s, badge, claim_now, proof))
            if claim_now:
                clickable[s] = badge
        return clickable

    def _draw_claim_badges(self, p: Painter, state: SchottenState) -> None:
        """'Claim' (with an eye when it is claimed by proof) or 'Provably yours' (a lock), at a
        readable size: the icon gives way when the words need the room (issue 21)."""
        for _, badge, claim_now, proof in getattr(self, "badges", []):
            if claim_now:
                p.rect(badge.inflate(8, 8), (*Palette.glow, 120), 20)
                p.rect(badge, Palette.glow, 18)
                words, icon, style = Msg("schotten.ui.claim"), "eye" if proof else "check", CLAIM_STYLE
                colour = Palette.ink
            else:
                p.rect(badge, (*Palette.paper_ink, 220), 18)
                p.rect(badge, Palette.glow, 18, 2)
                words, icon, style, colour = Msg("schotten.ui.provable"), "lock", PROVABLE_STYLE, Palette.accent_deep
            box = pygame.Rect(badge.x + 34, badge.y, badge.w - 38, badge.h)
            if not p.label_lines(words, style, box.w):
                box = badge.inflate(-10, 0)  # the words need the icon's room
            else:
                p.icon(icon, pygame.Rect(badge.x + 7, badge.centery - 12, 24, 24), colour)
            p.label(words, box, style, "center" if box.w > badge.w - 20 else "left")

    def my_turn_or_viewer(self) -> bool:
        return self.viewer is not None or len(self.humans) <= 1

    def _draw_targets(self, p: Painter) -> None:
        """Board layer: every place the held card may go (they change with a lift, not with the
        pointer)."""
        if not self.drag.active or not self.app.settings.show_legal_moves:
            return
        legal = self.drag.legal
        for key in legal:
            if not self._lit_elsewhere(key, legal):
                p.target_glow(self.drag.targets[key], 14)

    def _draw_target_under(self, p: Painter) -> None:
        """Hover layer: the place under the dragged card (or the keyboard's), lit strongly."""
        if not self.drag.active:
            return
        key = self.drag.hover_target if self.drag.hover_target is not None else self.drag._keyboard_target_key()
        if key is None or key not in self.drag.legal:
            return
        key = self._lit_key(key, self.drag.legal)
        if self.app.settings.show_legal_moves:
            p.target_glow(self.drag.targets[key], 14, strong=True)
        else:
            p.focus_ring(self.drag.targets[key], 14)

    @classmethod
    def _lit_key(cls, key: Hashable, legal: set) -> Hashable:
        """The place lit for a target (a stone, or a card on your side, lights your side)."""
        if key[0] in ("stone", "card") and cls._lit_elsewhere(key, legal):
            stone = key[1] if key[0] == "stone" else key[2]
            return ("side", stone) if ("side", stone) in legal else ("stone", stone)
        return key

    @staticmethod
    def _lit_elsewhere(key: Hashable, legal: set) -> bool:
        """A stone, or a card at it, accepts the drop too, but only the side is lit."""
        if key[0] == "stone":
            return ("side", key[1]) in legal
        if key[0] == "card":
            return ("side", key[2]) in legal or ("stone", key[2]) in legal
        return False

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
            mine, theirs = state.tactics_played[self.me()], state.tactics_played[opp]
            p.text_box(  # on two lines when it needs them, never smaller
                Msg("schotten.ui.tactics_both", mine=mine, theirs=theirs, player=seat_msg(opp)),
                pygame.Rect(sp.x + 14, sp.y + 136, sp.w - 28, 56),
                TextStyle(19, lighter(Palette.felt, 0.6) if mine <= theirs else Palette.glow),
                align="left",
                valign="top",
                min_size=19,
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
        if not state.tactical:
            return  # the base game has no discard pile
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
        hints = self.app.settings.show_legal_moves and self.my_turn()
        for card, rect in self.hand_rects:
            key = ("hand", card)
            if self.drag.is_hidden(key):
                continue
            r = rect
            if self.drag.is_lifted(key) or keyboard == key:
                r = rect.move(0, -26)
            self.draw_card(p, card, r, state, dim=hints and state.phase == PLAY and card not in self.playable)
            if self.handover and (card, rect) == self.hand_rects[-1]:
                p.rect(r.inflate(10, 10), Palette.glow, 14, 4)  # the card just drawn
            if keyboard == key or self.drag.is_lifted(key):
                p.focus_ring(r, 14)

    def _draw_give_back(self, p: Painter, state: SchottenState) -> None:
        panel = self.round_panel_rect().inflate(80, 0)
        p.panel(panel, Palette.panel, Palette.panel_edge, 20)
        p.text(
            Msg("schotten.ui.give_back_title", left=state.give_back_left),
            (panel.centerx, panel.y + 26),
            heading(32, Palette.ink, Msg("schotten.ui.give_back_title", left=state.give_back_left)),
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
        for card, rect in self.gb_rects:
            hovered = rect.collidepoint(self.app.pointer)
            self.draw_card(p, card, rect.move(0, -14) if hovered else rect, state)

    def give_back_rects(self) -> list[tuple[int, pygame.Rect]]:
        """The Recruiter's cards to give back, each in the place it had when the choice began: a
        card given back leaves its place empty, so no card moves under the pointer (issue 21)."""
        state = self.match.state
        hand = state.hands[self.me()]
        if state.phase != GIVE_BACK:
            self.gb_order: list[int] = []
            return []
        left = Counter(hand)
        if not getattr(self, "gb_order", None) or left - Counter(self.gb_order):
            self.gb_order = list(hand)  # the choice begins (or a hand this order does not hold)
        order = self.gb_order
        panel = self.round_panel_rect().inflate(80, 0)
        per_row = min(len(order), 5) or 1
        gap = 14
        w = min(CARD_W, (panel.w - 40 - gap * (per_row - 1)) // per_row)
        h = w * CARD_H // CARD_W
        out = []
        for i, card in enumerate(order):
            if not left[card]:
                continue  # given back: its place stays empty
            left[card] -= 1
            row_len = min(per_row, len(order) - (i // per_row) * per_row)
            x0 = panel.centerx - (row_len * w + (row_len - 1) * gap) // 2
            out.append(
                (card, pygame.Rect(x0 + (i % per_row) * (w + gap), panel.y + 118 + (i // per_row) * (h + 12), w, h))
            )
        return out

    @staticmethod
    def won_how(round_: dict) -> Msg | None:
        """How a round in the history was won, in words (None: drawn, or a save from before)."""
        how, winner = round_.get("how"), round_.get("winner", -1)
        if winner not in (0, 1) or how not in ("adjacent", "total", "stall"):
            return None
        stones = ", ".join(str(s) for s in round_.get("run", []))
        count = len(round_.get("run", [])) if how != "stall" else round_["stones"][winner]
        return Msg(f"schotten.ui.won_{how}", player=seat_msg(winner), count=count, stones=stones)

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
            heading(36, Palette.ink, head),
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
        how = self.won_how(last)
        if how is not None:  # which win ended the round
            p.text_box(how, pygame.Rect(panel.x + 30, panel.y + 246, panel.w - 60, 64), TextStyle(23, Palette.ink_soft))
