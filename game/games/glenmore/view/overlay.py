"""The scoring table: per player and category the count, the difference to the lowest, the VP."""

from __future__ import annotations

import pygame

from game.core.i18n import Msg, language, seat_msg, tr
from game.games.glenmore.components import GameData
from game.games.glenmore.rules.scoring import CATEGORIES
from game.games.glenmore.rules.state import GlenMoreState
from game.games.glenmore.view.art import vp_badge
from game.scenes.common import Overlay, dim
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text, darker
from game.ui.widgets import Button

# -- scoring ---------------------------------------------------------------------------------


class ScoringOverlay(Overlay):
    """One scoring as a table: per player and category the count, the difference to the lowest, the VP."""

    name = "glenmore-scoring"
    size = (1320, 760)

    def __init__(self, app, data: GameData, state: GlenMoreState, index: int):
        self.data = data
        self.state = state
        self.index = index
        n = state.num_seats
        self.size = (1320, min(900, 330 + n * 86))
        super().__init__(app)
        r = self.panel_rect
        self.group.add(self.continue_button())
        if len(state.scorings) > 1:
            self.previous = Button(
                pygame.Rect(r.x + 40, r.bottom - 86, 220, 62),
                Msg("glenmore.ui.previous"),
                lambda: self.turn(-1),
                icon="back",
                kind="secondary",
                text_size=20,
            )
            self.next = Button(
                pygame.Rect(r.x + 272, r.bottom - 86, 220, 62),
                Msg("glenmore.ui.next"),
                lambda: self.turn(1),
                kind="secondary",
                text_size=20,
            )
            self.group.add(self.previous)
            self.group.add(self.next)
        self._kept: tuple | None = None  # (key, the table's pixels): the content is drawn once
        self._enable()

    def turn(self, delta: int) -> None:
        self.index = max(0, min(len(self.state.scorings) - 1, self.index + delta))
        self._enable()

    def _enable(self) -> None:
        """Previous and Next only where there is a scoring to go to (Next is off on the latest)."""
        last = len(self.state.scorings) - 1
        if len(self.state.scorings) > 1:
            self.previous.enabled = self.index > 0
            self.next.enabled = self.index < last

    def draw(self, p: Painter) -> None:
        """As ``Overlay.draw``, but the table (inside the panel's rounded edge, where the panel is
        opaque) is kept as pixels and reused while the scoring shown and the display hold."""
        dim(p)
        p.panel(self.panel_rect, Palette.panel, Palette.panel_edge, 22)
        inner = p.vp.rect(self.panel_rect.inflate(-24, -24)).clip(p.surface.get_rect())
        key = (self.index, len(self.state.scorings), p.surface.get_size(), p.vp.scale, p.text_scale, language())
        if self._kept is not None and self._kept[0] == key:
            p.surface.blit(self._kept[1], inner.topleft)
        else:
            clip = p.surface.get_clip()
            p.surface.set_clip(inner)
            self.draw_content(p)
            p.surface.set_clip(clip)
            self._kept = (key, p.surface.subsurface(inner).copy())
        self.group.draw(p)

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        state = self.state
        if not state.scorings:
            return
        record = state.scorings[self.index]
        number = record["number"]
        p.text(
            Msg("glenmore.ui.scoring", number=number),
            (r.x + 40, r.y + 30),
            TextStyle(40, Palette.ink, True),  # the sans face: lining figures ("Scoring 1", not "ı")
            max_width=r.w - 700,
        )
        p.text(
            Msg("glenmore.ui.scoring_explain"),
            (r.x + 40, r.y + 86),
            TextStyle(21, Palette.ink_soft),
            max_width=r.w - 80,
        )
        table = self.data.board.difference_vp
        legend = " · ".join(f"{d}{'+' if d == len(table) - 1 else ''}→{v}" for d, v in enumerate(table))
        p.text(
            Msg("glenmore.ui.difference_table", table=legend),
            (r.right - 40, r.y + 40),
            TextStyle(19, Palette.accent_deep, True),
            "topright",
            max_width=620,
        )
        counts, vp = record["counts"], record["vp"]
        n = len(counts)
        lowest = [min(c[i] for c in counts) for i in range(len(CATEGORIES))]
        x0 = r.x + 40
        name_w = 300
        cat_w = (r.w - 80 - name_w - 150) // len(CATEGORIES)
        y = r.y + 130
        head = TextStyle(21, Palette.ink_soft, True)
        icons = {"whisky": "glenmore/whisky", "chieftains": "glenmore/chieftain", "cards": "glenmore/card"}
        for i, category in enumerate(CATEGORIES):
            cx = x0 + name_w + i * cat_w
            p.svg(icons[category], pygame.Rect(cx + 6, y - 4, 34, 34))
            p.text(Msg(f"glenmore.category.{category}"), (cx + 46, y + 13), head, "midleft", max_width=cat_w - 56)
            p.text(
                Msg("glenmore.ui.scoring_columns"),
                (cx + 6, y + 46),
                TextStyle(18, Palette.ink_faint),
                "midleft",
                max_width=cat_w - 12,
            )
        p.text(Msg("glenmore.ui.vp_total"), (x0 + name_w + len(CATEGORIES) * cat_w + 70, y + 13), head, "center")
        y += 72
        row_h = min(86, (r.bottom - 110 - y) // max(1, n))
        for seat in range(n):
            band = pygame.Rect(x0, y, r.w - 80, row_h - 8)
            p.rect(band, (*Palette.bg_deep, 120) if seat % 2 else (*Palette.accent_soft, 110), 12)
            p.circle((band.x + 30, band.centery), 20, Palette.seat(seat))
            p.icon(Palette.seat_symbol(seat), pygame.Rect(band.x + 16, band.centery - 14, 28, 28), Palette.paper_ink)
            p.text(
                seat_msg(seat),
                (band.x + 62, band.centery),
                TextStyle(26, Palette.ink, True),
                "midleft",
                max_width=name_w - 70,
            )
            for i in range(len(CATEGORIES)):
                cx = x0 + name_w + i * cat_w
                diff = counts[seat][i] - lowest[i]
                p.text(str(counts[seat][i]), (cx + 30, band.centery), TextStyle(28, Palette.ink, True), "center")
                p.text(
                    f"+{diff}" if diff else "0",
                    (cx + 30 + cat_w // 3, band.centery),
                    TextStyle(24, Palette.ink_soft),
                    "center",
                )
                badge = vp_badge(str(vp[seat][i]), p.vp.px(40), p.real_size(24))
                p.surface.blit(badge, badge.get_rect(center=p.vp.point((cx + 30 + 2 * cat_w // 3, band.centery))))
            total = sum(vp[seat])
            p.text(
                f"+{total}",
                (x0 + name_w + len(CATEGORIES) * cat_w + 70, band.centery),
                TextStyle(32, darker(Palette.good, 0.1), True),
                "center",
            )
            y += row_h


def results_table(state: GlenMoreState) -> tuple[list[Text], list[list[Text]]]:
    """The results screen's columns and each seat's row (the end's points, as the seat sees them)."""
    headings: list[Text] = [Msg("glenmore.ui.from_tiles")]
    headings += [Msg("glenmore.ui.scoring", number=i + 1) for i in range(3)]
    headings += [
        Msg("glenmore.points.end_cards"),
        Msg("glenmore.points.coins"),
        Msg("glenmore.points.penalty"),
        Msg("core.results.total"),
        Msg("glenmore.ui.tie_break"),
    ]
    rows = []
    for seat in range(state.num_seats):
        points = state.points[seat]
        rounds = [sum(record["vp"][seat]) for record in state.scorings]
        rounds += [0] * (3 - len(rounds))
        cells = [
            points["tiles"],
            *rounds,
            points["end_cards"],
            points["coins"],
            points["penalty"],
            state.total_points(seat),
            state.resource_total(seat),
        ]
        rows.append([Msg.raw(f"{v:+d}" if i == 6 and v else str(v)) for i, v in enumerate(cells)])
    return headings, rows


def results_detail(data: GameData, state: GlenMoreState, seat: int) -> Text | None:
    """What a player's final points are made of, named (issue 13): each location bonus
    ("Loch Morar: 4 green tiles × 2"), the coins, the extra tiles ("14 vs 7 tiles → −21")."""
    parts: list[Msg] = []
    placed = [data.tiles[t] for t in state.tiles[seat].values()]
    for card_id in state.cards[seat]:
        card = data.cards[card_id]
        if not card.vp_per_tile:
            continue
        what = card.border if card.border is not None else card.category
        count = sum(1 for t in placed if card.counts(t))
        parts.append(
            Msg(
                "glenmore.ui.end_card_line",
                card=Msg(f"glenmore.tile.{card_id}.name"),
                what=Msg(f"glenmore.ui.counted_{what}", count=count),
                count=count,
                vp=card.vp_per_tile,
            )
        )
    coins = state.points[seat]["coins"]
    if coins:
        parts.append(Msg("glenmore.ui.coins_line", count=state.coins[seat], vp=data.board.coin_vp))
    penalty = state.points[seat]["penalty"]
    if penalty:
        sizes = [len(t) for t in state.tiles]
        parts.append(
            Msg("glenmore.ui.penalty_line", mine=sizes[seat], fewest=min(sizes), points=f"−{-penalty}")
        )
    if not parts:
        return None
    return Msg.raw(" · ".join(tr(m) for m in parts))


def results_note() -> Text | None:
    """What the columns cover: "From tiles" and "Location bonuses"."""
    return Msg("glenmore.ui.results_note")
