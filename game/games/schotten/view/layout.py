"""Where everything on the Schotten table lies: pure geometry from the board's rect, the seat at
the bottom and what the seat sees (how many cards in hand, which stones carry combat modes).

``TableLayout`` is rebuilt by the view's ``lay_out``; the components and the view read their
rects from it.  Nothing here draws or reads the rules' private fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.games.schotten.view.geom import (
    CARD_H,
    CARD_W,
    CLAIM_LEAN,
    MODE_H,
    MODE_OVER,
    MODE_SHIFT,
    MODE_W,
    STONE_H,
    STONE_W,
    STRIP,
)

Rect = pygame.Rect


@dataclass
class TableLayout:
    board: Rect
    me: int
    stones: int
    tactical: bool
    stone_rects: list[Rect] = field(default_factory=list)
    side_rects: dict[tuple[int, int], Rect] = field(default_factory=dict)
    columns_rect: Rect = field(default_factory=Rect)
    side_panel: Rect = field(default_factory=Rect)
    opp_hand_rect: Rect = field(default_factory=Rect)
    tactics_rect: Rect = field(default_factory=Rect)
    deck_rects: dict[str, Rect] = field(default_factory=dict)
    discard_rect: Rect = field(default_factory=Rect)
    hand_rects: list[tuple[int, Rect]] = field(default_factory=list)
    toast_bottom: int = 0
    col_w: int = 0

    @classmethod
    def build(
        cls, board: Rect, me: int, stones: int, tactical: bool, hand: list[int], decks: tuple[str, ...], limit: int = 0
    ):
        """``limit``: the hand's size when full (its cards keep their places as it shrinks and grows)."""
        out = cls(Rect(board), me, stones, tactical)
        b = out.board
        side_w = 300
        col_w = min(150, (b.w - side_w - 40) // stones)
        out.col_w = col_w
        left = b.x + 20 + max(0, (b.w - side_w - 40 - col_w * stones) // 2)
        stone_y = b.y + 300
        for s in range(stones):
            cx = left + col_w * s + col_w // 2
            out.stone_rects.append(Rect(cx - STONE_W // 2, stone_y + 24, STONE_W, STONE_H))
            out.side_rects[(me, s)] = Rect(cx - CARD_W // 2, stone_y + 24 + STONE_H + 34, CARD_W, CARD_H + 2 * STRIP)
            out.side_rects[(1 - me, s)] = Rect(cx - CARD_W // 2, stone_y - 34 - CARD_H - 2 * STRIP, CARD_W,
                                               CARD_H + 2 * STRIP)
        out.columns_rect = Rect(left, b.y, col_w * stones, b.h)
        panel_x = left + col_w * stones + 24
        out.side_panel = Rect(panel_x, b.y + 14, b.right - panel_x - 12, b.h - 28)
        out._lay_out_panel(decks)
        out._lay_out_hand(hand, limit)
        return out

    def _lay_out_panel(self, decks: tuple[str, ...]) -> None:
        sp = self.side_panel
        self.opp_hand_rect = Rect(sp.x, sp.y + 40, sp.w, 110)
        self.tactics_rect = Rect(sp.x + 14, sp.y + 130, sp.w - 28, 28) if self.tactical else Rect(0, 0, 0, 0)
        deck_w, deck_h = 92, 131
        y = sp.y + 220
        for i, deck in enumerate(decks):
            self.deck_rects[deck] = Rect(sp.x + 16 + i * (deck_w + 30), y, deck_w, deck_h)
        if self.tactical:  # the base game never discards
            self.discard_rect = Rect(sp.x + 16, y + deck_h + 70, CARD_W, CARD_H)  # its name readable
        else:
            self.discard_rect = Rect(sp.x + 16, y + deck_h, 0, 0)

    def _lay_out_hand(self, hand: list[int], limit: int) -> None:
        """The hand in the places a full hand takes, from the left: a card played closes its gap
        and a card drawn comes in at the right, the others stay where they were (hand play: a
        hand centred anew after every play and draw moved the card under the pointer)."""
        n = max(1, len(hand), limit)
        gap = 14
        width = min(self.columns_rect.w, n * CARD_W + (n - 1) * gap)
        step = (width - CARD_W) / (n - 1) if n > 1 else 0
        x0 = self.columns_rect.centerx - width / 2
        y = self.board.bottom - CARD_H - 16
        self.hand_rects = [(card, Rect(round(x0 + i * step), y, CARD_W, CARD_H)) for i, card in enumerate(hand)]
        self.toast_bottom = y - 14  # messages sit just above the hand, not on it

    # -- places on the table -------------------------------------------------------------------
    def slot_rect(self, seat: int, stone: int, index: int, count: int) -> Rect:
        side = self.side_rects[(seat, stone)]
        strip = STRIP if count <= 3 else 30
        if seat == self.me:
            return Rect(side.x, side.y + index * strip, CARD_W, CARD_H)
        return Rect(side.x, side.bottom - CARD_H - index * strip, CARD_W, CARD_H)

    def limbo_rect(self, stone: int) -> Rect:
        stone_rect = self.stone_rects[stone]
        return Rect(stone_rect.centerx - CARD_W // 2, stone_rect.centery - CARD_H // 2, CARD_W, CARD_H)

    def stone_draw_rect(self, stone: int, modes: int, owner: int) -> Rect:
        """Where stone ``stone`` is drawn: a claimed stone smaller and leaning to its claimer
        (never over a formation label); with one combat mode beside it, a little to the right
        (two: one each side, the stone in its place)."""
        rect = self.stone_rects[stone]
        if modes == 1:
            rect = rect.move(MODE_SHIFT, 0)
        if owner < 0:
            return rect
        small = rect.inflate(-rect.w * 16 // 100, -rect.h * 16 // 100)
        return small.move(0, CLAIM_LEAN if owner == self.me else -CLAIM_LEAN)

    def mode_rects(self, stone: int, count: int) -> list[Rect]:
        """The combat-mode cards on a stone, over its edge (its number stays in sight): one at its
        left; both (Mud Fight and Blind-Man's Bluff on one stone) one each side, each card whole —
        no other stone then has one."""
        rect = self.stone_rects[stone]
        y = rect.centery - MODE_H // 2
        if count == 1:
            return [Rect(rect.x + MODE_SHIFT - MODE_W + MODE_OVER, y, MODE_W, MODE_H)]
        left = Rect(rect.x - MODE_W + MODE_OVER, y, MODE_W, MODE_H)
        return [left, left.move(rect.w + MODE_W - 2 * MODE_OVER, 0)][:count]

    def column_bounds(self, stone: int, modes: int) -> Rect:
        """Everything a stone's column draws: both sides (a lifted card's ring), the stone with its
        combat modes and claim mark, the formation labels (as wide as the column)."""
        cx = self.stone_rects[stone].centerx
        sides = self.side_rects[(0, stone)].union(self.side_rects[(1, stone)]).inflate(20, 20)
        labels = Rect(cx - self.col_w // 2 - 2, sides.y, self.col_w + 4, sides.h)
        stone_area = self.stone_rects[stone].move(MODE_SHIFT, 0).inflate(40, 40)  # its mark and lean
        return sides.unionall([labels, stone_area, *(r.move(3, 4).union(r) for r in self.mode_rects(stone, modes))])

    def round_panel_rect(self) -> Rect:
        c = self.columns_rect
        return Rect(c.centerx - 380, self.board.y + 190, 760, 470)

    def give_back_rects(self, order: list[int], left) -> list[tuple[int, Rect]]:
        """The cards to give back in the places of ``order`` (the hand as the choice began), the
        ones no longer in ``left`` (a Counter of the hand) leaving their place empty."""
        left = left.copy()
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
            out.append((card, Rect(x0 + (i % per_row) * (w + gap), panel.y + 118 + (i // per_row) * (h + 12), w, h)))
        return out
