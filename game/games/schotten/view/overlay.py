"""The discard pile, face up, in an overlay."""

from __future__ import annotations

import pygame

from game.core.i18n import Msg
from game.games.schotten.view.geom import CARD_H, CARD_W
from game.scenes.common import Overlay
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter
from game.ui.widgets import Button


class DiscardOverlay(Overlay):
    """The shared discard pile, face up, for anyone to inspect."""

    name = "discard"
    size = (1100, 560)

    def __init__(self, app, cards: list[int], painter, wild_choices: dict):
        super().__init__(app)
        self.cards = list(cards)
        self.painter = painter
        self.wild_choices = dict(wild_choices)
        r = self.panel_rect
        self.group.add(
            Button(
                pygame.Rect(r.right - 250, r.bottom - 90, 210, 62), Msg("core.button.close"), self.close, kind="primary"
            )
        )

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        title = TextStyle(38, Palette.ink, True, True)  # no digits in it: the serif face reads right
        p.text(Msg("schotten.ui.discard_title"), (r.x + 40, r.y + 36), title)
        cards = self.cards
        if not cards:
            p.text(Msg("schotten.ui.discard_empty"), (r.centerx, r.centery), TextStyle(28, Palette.ink_soft), "center")
            return
        per_row = 8
        w = 110
        h = w * CARD_H // CARD_W
        for i, card in enumerate(cards):
            x = r.x + 40 + (i % per_row) * (w + 14)
            y = r.y + 110 + (i // per_row) * (h + 16)
            choice = self.wild_choices.get(card) if card >= 54 else None
            self.painter.draw(p, card, pygame.Rect(x, y, w, h), choice)
