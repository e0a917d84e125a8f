"""The small choice beside a map piece clicked when it could do more than one thing."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.core.i18n import Msg
from game.core.rules import Action
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.actions import (
    Build,
    Develop,
    DevelopAgain,
    FreeDevelop,
    Network,
    SecondLink,
    Sell,
    SellAgain,
)
from game.games.brass.rules.state import HUMAN
from game.games.brass.rules.words import link_msg, tile_msg
from game.games.brass.view import judge
from game.games.brass.view.art import draw_tile, industry_icon
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.widgets import Button, WidgetGroup


class Picker:
    """A small choice beside the map piece clicked, when it could do more than one thing
    (a shared space where two industries can be built, a tile to sell or overbuild).  It is laid
    out for one position (``stamp``: the number of actions played) and calls ``pick`` with the
    action chosen."""

    def __init__(
        self,
        c: judge.Choosing,
        key: Hashable,
        actions: list[Action],
        anchor: tuple[int, int],
        room: pygame.Rect,
        pick: Callable[[Action], object],
        stamp: int,
    ):
        self.key = key
        self.actions = actions
        self.stamp = stamp
        self.widgets = WidgetGroup()
        row_h, w = 58, 460
        h = 56 + row_h * len(actions)
        rect = pygame.Rect(anchor[0] + 24, anchor[1] - h // 2, w, h)
        rect.clamp_ip(room.inflate(-8, -8))
        self.rect = rect
        for i, action in enumerate(actions):
            button = PickRow(
                pygame.Rect(rect.x + 12, rect.y + 48 + i * row_h, w - 24, row_h - 8),
                picker_label(c, action),
                lambda a=action: pick(a),
                c.rules,
                c.state,
                action,
                i + 1,
            )
            self.widgets.add(button)

    def still_valid(self, stamp: int, my_turn: bool) -> bool:
        return self.stamp == stamp and my_turn

    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event):
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def tooltip_at(self, pos) -> Text | None:
        return self.widgets.tooltip_at(pos)

    def draw(self, p: Painter) -> None:
        p.panel(self.rect, Palette.panel, Palette.accent, 14)
        p.text(
            Msg("brass.ui.picker_title"),
            (self.rect.x + 16, self.rect.y + 12),
            TextStyle(22, Palette.accent_deep, True),
            max_width=self.rect.w - 32,
        )
        self.widgets.draw(p)


class PickRow(Button):
    """One choice of the picker: a picture of what it does (the tile, or the merchant's tile),
    its words, and its number key."""

    def __init__(self, rect, label, on_click, rules, state, action: Action, number: int):
        super().__init__(rect, label, on_click, kind="secondary", text_size=21, hotkeys=(pygame.K_0 + number,))
        self.rules = rules
        self.state = state
        self.action = action
        self.number = number

    def _draw_content(self, p: Painter, ink) -> None:
        r = self.rect
        action = self.action
        pic = pygame.Rect(r.x + 8, r.y + 5, r.h - 10, r.h - 10)
        if isinstance(action, Build):
            ind = self.rules.ind[action.industry]
            draw_tile(p, pic, HUMAN, action.industry, self.state.lowest_level(HUMAN, ind))
        elif isinstance(action, (Sell, SellAgain)):
            industry_icon(p, INDUSTRIES[self.state.sp_ind[action.space]], pic)
        p.text(
            self.label,
            (pic.right + 12, r.centery),
            TextStyle(self.text_size, ink, True),
            "midleft",
            max_width=r.right - pic.right - 56,
        )
        p.text(str(self.number), (r.right - 18, r.centery), TextStyle(18, Palette.ink_soft, True), "center")


def picker_label(c: judge.Choosing, action: Action) -> Text:
    """One line of the picker: what the action does, and what it costs."""
    rules = c.rules
    state = c.state
    if isinstance(action, Build):
        ind = rules.ind[action.industry]
        cost = judge.build_cost(c, action.industry, action.space)
        tile = tile_msg(rules, ind, state.lowest_level(HUMAN, ind))
        key = "brass.ui.pick_overbuild" if state.sp_owner[action.space] >= 0 else "brass.ui.pick_build"
        return Msg(key, tile=tile, cost=cost.get("money", 0))
    if isinstance(action, (Sell, SellAgain)):
        return Msg("brass.ui.pick_sell", merchant=rules.loc_msg(rules.t.merchant_space_loc[action.merchant]))
    if isinstance(action, (Network, SecondLink)):
        return Msg("brass.ui.pick_link", line=link_msg(rules, action.link))
    if isinstance(action, (Develop, DevelopAgain, FreeDevelop)):
        return rules.industry_msg(rules.ind[action.industry])
    return Msg.raw(action.kind)
