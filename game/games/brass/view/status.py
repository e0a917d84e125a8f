"""The era and markets strip of the Brass table (in the right-hand column, or over the top of
the map when the column cannot hold it): the era's emblem and name, the round and the actions
left, what the era's end would score now, and both markets as rows of spaces."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.state import CANAL
from game.games.brass.view.art import RAIL_INK, WATER_DEEP
from game.games.brass.view.column import era_now, rounds_in_era
from game.ui.art import Palette, TextStyle, mix
from game.ui.components import Component
from game.ui.draw import Painter

RESOURCES = ("coal", "iron")


class Status(Component):
    """Its part: the era, the round line, the era's end now, each market's cubes and next price,
    and where the lines stand (column.status_lines)."""

    def __init__(self, rules: BrassRules):
        super().__init__()
        self.rules = rules
        self.era_box = pygame.Rect(0, 0, 0, 0)
        self.market_box = pygame.Rect(0, 0, 0, 0)

    def lay_out(self, rect: pygame.Rect, lines: dict) -> None:
        """``lines``: column.status_lines (the era box's width measured from its words)."""
        self.bounds = pygame.Rect(rect)
        self.lines = lines
        era_w = lines["era_w"]
        self.era_box = pygame.Rect(rect.x, rect.y, era_w, rect.h)
        self.market_box = pygame.Rect(rect.x + era_w, rect.y, rect.w - era_w, rect.h)

    def slice(self, state: Any) -> Hashable:
        prices = self.rules.market_prices(state)
        markets = tuple((prices[r]["cubes"], prices[r]["buy"]) for r in RESOURCES)
        over = state.phase == "over"
        round_line = (state.round, rounds_in_era(self.rules, state), 0 if over else state.actions_left)
        return (state.era, round_line, era_now(self.rules, state), markets, tuple(sorted(self.lines.items())))

    def paint(self, p: Painter, part: Any) -> None:
        era_index, (round_, rounds, actions_left), now, markets, _lines = part
        lines = self.lines
        s = self.bounds
        p.panel(s, Palette.panel, Palette.panel_edge, 14)
        r = self.era_box
        colour = WATER_DEEP if era_index == CANAL else RAIL_INK
        c = (r.x + 32, r.y + 30)
        p.circle(c, 20, colour)
        if era_index == CANAL:
            for dy in (-5, 3):
                p.line((c[0] - 11, c[1] + dy), (c[0] - 4, c[1] + dy - 3), Palette.paper_ink, 3)
                p.line((c[0] - 4, c[1] + dy - 3), (c[0] + 4, c[1] + dy + 1), Palette.paper_ink, 3)
                p.line((c[0] + 4, c[1] + dy + 1), (c[0] + 11, c[1] + dy - 2), Palette.paper_ink, 3)
        else:
            p.line((c[0] - 12, c[1] - 5), (c[0] + 12, c[1] - 5), Palette.paper_ink, 3)
            p.line((c[0] - 12, c[1] + 5), (c[0] + 12, c[1] + 5), Palette.paper_ink, 3)
            for dx in (-8, 0, 8):
                p.line((c[0] + dx, c[1] - 9), (c[0] + dx, c[1] + 9), Palette.paper_ink, 2)
        era = "canal" if era_index == CANAL else "rail"
        p.text(Msg(f"brass.era.{era}"), (r.x + 62, r.y + 8), TextStyle(24, Palette.ink, True, True))
        line = Msg("brass.ui.round_of", round=round_, rounds=rounds)
        if actions_left:
            line = Msg("brass.ui.round_actions", round=round_, rounds=rounds, count=actions_left)
        p.text(line, (r.x + 62, r.y + lines["round_y"]), TextStyle(19, Palette.ink_soft, True))
        p.text(now, (r.x + 14, r.y + lines["now_y"]), TextStyle(18, Palette.accent_deep))
        bottom = s.y + lines["now_y"] - 4 if lines["wide"] else s.bottom - 12  # the line runs under the markets
        p.line((r.right, s.y + 12), (r.right, bottom), Palette.panel_edge, 2)
        self._markets(p, markets)

    def _markets(self, p: Painter, markets: tuple) -> None:
        """Both markets as rows of spaces, cheapest on the left: an empty space shows its price,
        a full one its cube; the price of the next cube to buy is spelled out."""
        r = self.market_box
        y = r.y + 8
        for resource, (cubes, buy) in zip(RESOURCES, markets):
            market = self.rules.t.market[resource]
            p.svg(f"brass/{resource}", pygame.Rect(r.x + 14, y + 4, 30, 30))
            n = market.size
            cell = 22
            x = r.x + 50
            filled_from = n - cubes
            for i, price in enumerate(market.prices):
                cr = pygame.Rect(x + i * cell + (i // 2) * 3, y + 3, cell - 3, cell + 4)
                if i >= filled_from:
                    p.rect(cr, mix(Palette.bg_deep, Palette.panel, 0.2), 5)
                    p.svg(f"brass/{resource}", cr.inflate(-3, -7))
                else:
                    p.rect(cr, mix(Palette.bg_deep, Palette.panel, 0.5), 5)
                    p.text(str(price), cr.center, TextStyle(18, Palette.ink_soft), "center")
            end = x + n * cell + (n // 2) * 3 + 8
            p.text(
                Msg(f"brass.ui.next_{resource}", price=buy),
                (end, y + 19),
                TextStyle(18, Palette.ink),
                "midleft",
                max_width=r.right - end - 6,  # fits at 18 in English; a longer language may shrink it
            )
            y += 40
