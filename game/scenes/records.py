"""The Records page: "your" figures per game and per opponent level (played, won, win rate with
its sample size, best and average score — Brass: average VP margin over the Automa —, current
and best winning streak), the people who played and their head-to-head, and two charts drawn
here: the last scores of one game with each result marked, and the win rate by level.

"You" is a person's name (``records.stats``): the chooser offers everyone who finished a game,
starting with the one with the most games.  The charts show the game chosen in the filters, or
the game of the table's selected row.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame

from game.core.i18n import Msg, tr
from game.records import (
    PERIODS,
    GameStats,
    HeadToHead,
    LevelTally,
    ScorePoint,
    Tally,
    level_label,
    level_order,
    period_filter,
    when,
)
from game.scenes import registry
from game.scenes.record_pages import (
    BODY,
    CAPTION,
    CONTENT_BOTTOM,
    CONTENT_Y,
    INNER,
    PANEL,
    SOFT,
    RecordsPage,
    game_choices,
    game_name,
)
from game.ui import charts
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.widgets import Button, ScrollList

SERIES = 20
"""Games in the score chart."""
LEFT = pygame.Rect(INNER.x, CONTENT_Y, 1090, CONTENT_BOTTOM - CONTENT_Y)
"""The figures table, then the people and head-to-head under it (``_measure`` shares the height)."""
CHARTS = pygame.Rect(LEFT.right + 60, CONTENT_Y, INNER.right - LEFT.right - 60, LEFT.h)
NOTE = TextStyle(20, Palette.ink_soft)
TITLE = TextStyle(26, Palette.ink, bold=True)
CELL = TextStyle(24, Palette.ink)
CELL_BOLD = TextStyle(24, Palette.ink, bold=True)
COLUMNS = ("played", "won", "rate", "best", "average", "streak")
LIST_LINES = 3
"""People and head-to-head pairs listed under the table (then "and N more")."""


@dataclass(frozen=True)
class Row:
    """A line of the figures table: a game's totals, or one of its levels."""

    game: str
    level: str | None  # None: the game's totals
    tally: Tally


def number(value: float | None, signed: bool = False) -> str:
    if value is None:
        return "–"
    text = f"{value:+.1f}" if signed else f"{value:.1f}"
    return text.replace(".0", "") if text.endswith(".0") else text


def cells(row: Row) -> list[Text]:
    """The table's cells for a row (``COLUMNS``); Brass's average is its margin over the Automa."""
    t = row.tally
    if not t.played:
        return ["0", "–", "–", "–", "–", "–"]
    margin = row.game == "brass"
    average = number(t.margin, signed=True) if margin else number(t.average)
    return [
        str(t.played),
        str(t.won),
        Msg("records.screen.rate_cell", percent=round(100 * t.won / t.played), count=t.played),
        number(t.best),
        average,
        Msg("records.screen.streak_cell", now=t.streak, best=t.best_streak),
    ]


class RecordsScene(RecordsPage):
    name = "records"
    tab = "records"

    def build(self) -> None:
        super().build()
        self.load()
        if self.empty:
            self._build_empty()
            return
        if self.person is not None:
            self._build_filters()
            self.table = ScrollList(
                pygame.Rect(LEFT.x, LEFT.y + self.header_h, LEFT.w, self.table_h - self.header_h),
                self.rows,
                self.row_h,
                self._draw_row,
                on_select=self._selected,
            )
            self.table.select(self._first_row())
            self.group.add(self.table)
        self.group.add(self.back_button())

    # -- the figures ------------------------------------------------------------------------------
    def load(self) -> None:
        """Read the figures for the chosen person and filters."""
        db, chosen = self.db, self.chosen
        self.empty = db.count() == 0
        self.names = [line.name for line in db.people()]
        if chosen.person not in self.names:
            chosen.person = self.names[0] if self.names else None
        self.person = chosen.person
        self.filter = period_filter(chosen.period, chosen.game, chosen.level)
        self.stats: list[GameStats] = db.game_stats(self.person, self.filter) if self.person else []
        self.rows = [
            row
            for found in self.stats
            for row in [
                Row(found.game, None, found.total),
                *(Row(found.game, lv.level, lv.tally) for lv in found.levels),
            ]
        ]
        self.people = db.people(self.filter)
        self.pairs = you_first(db.head_to_head(self.filter), self.person)
        self._measure()
        self.chart_game: str | None = None
        self._load_charts(chosen.game or self._first_game())
        self.book.notify()

    def _first_game(self) -> str | None:
        """The game the charts show first: the one with the person's most games."""
        played = [s for s in self.stats if s.total.played]
        return max(played, key=lambda s: s.total.played).game if played else None

    def _first_row(self) -> int:
        return next((i for i, row in enumerate(self.rows) if row.game == self.chart_game and row.level is None), 0)

    def _selected(self, row: Row) -> None:
        if self.chosen.game is None and row.game != self.chart_game:
            self._load_charts(row.game)

    def _load_charts(self, game: str | None) -> None:
        self.chart_game = game
        self.series: list[ScorePoint] = []
        self.rates: list[LevelTally] = []
        if game is not None and self.person is not None:
            self.series = self.db.score_series(self.person, game, SERIES, self.filter)
            found = next((s for s in self.stats if s.game == game), None)
            self.rates = list(found.levels) if found is not None else []
        self.chart_points: list[tuple[int, int]] = []

    def _measure(self) -> None:
        """The table's columns as wide as their words (a heading may take two lines; the name's
        column takes the rest); its height what the people and head-to-head under it leave."""
        p = self.app.painter
        self.row_h = max(48, p.measure("Ag", CELL)[1] + 16)
        heads = [Msg(f"records.screen.{c}") for c in COLUMNS]
        widths = []
        for i, head in enumerate(heads):
            values = max((p.measure(cells(row)[i], CELL_BOLD)[0] for row in self.rows), default=0)
            widths.append(max(two_lines(p, tr(head), CAPTION), values) + 24)
        self.heads = [p.label_lines(h, CAPTION, w - 12) or [tr(h)] for h, w in zip(heads, widths)]
        line_h = p.measure("Ag", CAPTION)[1]
        self.header_h = max(44, round(line_h * (0.85 * (max(len(h) for h in self.heads) - 1) + 1)) + 14)
        self.columns = [LEFT.w - sum(widths), *widths]
        names = max((p.measure(game_name(row.game), CELL_BOLD)[0] for row in self.rows), default=0)
        self.emblems = names + 96 <= self.columns[0]  # the games' emblems, when every name leaves room
        people_h = p.measure("Ag", TITLE)[1] + 8 + LIST_LINES * (p.measure("Ag", BODY)[1] + 4)
        self.note_h = p.measure("Ag", NOTE)[1] + 12
        room = LEFT.h - people_h - self.note_h - 20 - self.header_h
        self.table_h = self.header_h + max(self.row_h, room // self.row_h * self.row_h)  # whole rows
        self.people_rect = pygame.Rect(LEFT.x, LEFT.bottom - people_h, LEFT.w, people_h)

    # -- changes --------------------------------------------------------------------------------
    def _person(self, name: str) -> None:
        self.chosen.person = name
        self.rebuild()

    def _game(self, game: str | None) -> None:
        self.chosen.game, self.chosen.level = game, None
        self.rebuild()

    def _level(self, level: str | None) -> None:
        self.chosen.level = level
        self.rebuild()

    def _period(self, period: str) -> None:
        self.chosen.period = period
        self.rebuild()

    def refresh(self) -> None:
        self.rebuild()

    def _build_filters(self) -> None:
        chosen = self.chosen
        levels: list[tuple[str | None, Text]] = [(None, Msg("records.screen.all_levels"))]
        if chosen.game is not None:
            levels += [(lv, level_label(chosen.game, lv)) for lv in level_order(chosen.game)]
        made = self.add_filters(
            [
                (Msg("records.screen.you"), [(n, Msg.raw(n)) for n in self.names], chosen.person, self._person),
                (Msg("records.screen.game"), game_choices(), chosen.game, self._game),
                (Msg("records.screen.level"), levels, chosen.level, self._level),
                (
                    Msg("records.screen.period"),
                    [(k, Msg(f"records.period.{k}")) for k in PERIODS],
                    chosen.period,
                    self._period,
                ),
            ]
        )
        made[2].enabled = chosen.game is not None

    def _build_empty(self) -> None:
        self.group.add(self.back_button())
        new = Button(pygame.Rect(0, 0, 320, 72), Msg("core.button.new_game"), self._new_game, "dice", "primary")
        new.rect.w = max(320, new.needed_width(self.app.painter))
        new.rect.center = (PANEL.centerx, PANEL.y + 700)
        self.group.add(new)

    def _new_game(self) -> None:
        self.book.close()
        self.app.stack.pop()
        registry.push(self.app, "choose")

    # -- drawing --------------------------------------------------------------------------------
    def content_key(self) -> Hashable:
        return (
            self.book.version,
            self.chosen.person,
            self.chosen.game,
            self.chosen.level,
            self.chosen.period,
            self.chart_game,
            self.empty,
        )

    def draw_content(self, p: Painter) -> None:
        if self.empty:
            self._draw_empty(p, Msg("records.screen.empty_title"), Msg("records.screen.empty_body"))
            return
        if self.person is None:
            self._draw_empty(p, Msg("records.screen.no_person_title"), Msg("records.screen.no_person"))
            return
        self.draw_captions(p)
        self._draw_header(p)
        if not any(row.tally.played for row in self.rows):
            p.text_box(
                Msg("records.screen.nothing"), self.table.rect.inflate(-40, -40), TextStyle(26, Palette.ink_soft)
            )
        self._draw_people(p)
        self._draw_charts(p)

    def _draw_empty(self, p: Painter, title: Text, body: Text) -> None:
        p.icon("chart", pygame.Rect(PANEL.centerx - 48, PANEL.y + 250, 96, 96), Palette.accent)
        p.text(title, (PANEL.centerx, PANEL.y + 380), TextStyle(44, Palette.ink, True, True), "midtop")
        p.text_box(
            body,
            pygame.Rect(PANEL.centerx - 560, PANEL.y + 470, 1120, 200),
            TextStyle(28, Palette.ink_soft),
            valign="top",
        )

    def _xs(self) -> list[int]:
        xs = [LEFT.x]
        for w in self.columns[:-1]:
            xs.append(xs[-1] + w)
        return xs

    def _draw_header(self, p: Painter) -> None:
        xs = self._xs()
        line_h = p.measure("Ag", CAPTION)[1]
        bottom = LEFT.y + self.header_h - 8
        p.text(Msg("records.screen.game_level"), (xs[0] + 14, bottom), CAPTION, "bottomleft")
        for x, w, lines in zip(xs[1:], self.columns[1:], self.heads):
            for n, line in enumerate(reversed(lines)):
                p.text(line, (x + w - 12, bottom - round(n * line_h * 0.85)), CAPTION, "bottomright")
        y = LEFT.y + self.header_h - 2
        p.line((LEFT.x, y), (LEFT.right, y), Palette.panel_edge, 2)
        if any(row.game == "brass" and row.tally.played for row in self.rows):
            note_y = self.table.rect.bottom + 8
            p.text(Msg("records.screen.margin_note"), (LEFT.x + 14, note_y), NOTE)

    def _draw_row(self, p: Painter, row: Row, rect: pygame.Rect, selected: bool, hovered: bool) -> None:
        band = rect.inflate(-4, -6)
        if selected:
            p.rect(band, Palette.accent_soft, 10)
        elif hovered:
            p.rect(band, (*Palette.bg_deep, 150), 10)
        elif row.level is None:
            p.rect(band, (*Palette.bg_deep, 90), 10)
        xs = self._xs()
        style = CELL_BOLD if row.level is None else CELL
        if row.level is None:
            label: Text = game_name(row.game)
            x = band.x + 12
            if self.emblems:
                icon = pygame.Rect(band.x + 8, band.centery - 16, 52, 32)
                p.svg(f"scenes/emblem_{row.game}", icon)
                x = icon.right + 12
        else:
            label, x = level_label(row.game, row.level), band.x + 76
        p.text(p.clip(label, style, xs[1] - x - 8), (x, band.centery), style, "midleft")
        ink = style if row.tally.played else TextStyle(style.size, Palette.ink_faint, style.bold)
        for cx, w, cell in zip(xs[1:], self.columns[1:], cells(row)):
            p.text(cell, (cx + w - 12, band.centery), ink, "midright")

    def _draw_people(self, p: Painter) -> None:
        box = self.people_rect
        half = (box.w - 40) // 2
        blocks = [
            (
                Msg("records.screen.people"),
                [Msg("records.screen.person_line", name=x.name, rate=x.tally.rate_msg()) for x in self.people],
            ),
            (Msg("records.screen.head_to_head"), [pair.msg() for pair in self.pairs]),
        ]
        line_h = p.measure("Ag", BODY)[1] + 4
        for i, (title, lines) in enumerate(blocks):
            x = box.x + i * (half + 40)
            p.text(title, (x, box.y), TITLE)
            y = box.y + p.measure("Ag", TITLE)[1] + 8
            if not lines:
                p.text_box(
                    Msg("records.screen.no_pairs"),
                    pygame.Rect(x, y, half, box.bottom - y),
                    SOFT,
                    align="left",
                    valign="top",
                )
                continue
            room = max(1, (box.bottom - y) // line_h)
            shown = lines if len(lines) <= room else lines[: room - 1]
            for line in shown:
                p.text(p.clip(line, BODY, half), (x, y), BODY)
                y += line_h
            if len(shown) < len(lines):
                p.text(Msg("records.screen.more", count=len(lines) - len(shown)), (x, y), SOFT)

    def _draw_charts(self, p: Painter) -> None:
        area = CHARTS
        game = self.chart_game
        if game is None:
            return
        title_h = p.measure("Ag", TITLE)[1]
        axis_h = p.measure("Ag", charts.AXIS_STYLE)[1]
        count = len(self.series)
        p.text(
            p.clip(Msg("records.screen.scores_title", count=count, game=game_name(game)), TITLE, area.w),
            (area.x, area.y),
            TITLE,
        )
        score_bottom = area.y + round(area.h * 0.5)
        plot = pygame.Rect(
            area.x, area.y + title_h + 24, area.w, score_bottom - area.y - title_h - 24 - 2 * axis_h - 16
        )
        if not self.series:
            p.text_box(Msg("records.screen.chart_empty", game=game_name(game)), plot, SOFT)
            self.chart_points = []
        else:
            values = [pt.score for pt in self.series]
            self.chart_points = charts.draw_line_chart(p, plot, values, [pt.won for pt in self.series])
            self.chart_plot = plot
            y = plot.bottom + 12
            first, last = self.series[0], self.series[-1]
            p.text(when(first.ended)[:10], (self.chart_points[0][0], y), charts.AXIS_STYLE, "midtop")
            if count > 1:
                p.text(when(last.ended)[:10], (self.chart_points[-1][0], y), charts.AXIS_STYLE, "topright")
            self._draw_legend(p, (area.right, y + axis_h + 6))
        bars_y = score_bottom + 34
        p.text(p.clip(Msg("records.screen.rates_title", game=game_name(game)), TITLE, area.w), (area.x, bars_y), TITLE)
        rect = pygame.Rect(area.x, bars_y + title_h + 20, area.w, area.bottom - bars_y - title_h - 20)
        if not self.rates:
            p.text_box(Msg("records.screen.chart_empty", game=game_name(game)), rect, SOFT)
            return
        bars = [charts.Bar(level_label(game, lv.level), lv.tally.rate, lv.tally.rate_msg()) for lv in self.rates]
        label_w = max(p.measure(b.label, charts.BAR_LABEL)[0] for b in bars) + 16
        note_w = max(p.measure(b.note, charts.BAR_NOTE)[0] for b in bars) + 20
        label_w = min(label_w, area.w // 3)
        charts.draw_bars(p, rect, bars, label_w, note_w)

    def _draw_legend(self, p: Painter, topright: tuple[int, int]) -> None:
        x, y = topright
        h = p.measure("Ag", charts.AXIS_STYLE)[1]
        for filled, key in ((False, "legend_lost"), (True, "legend_won")):
            drawn = p.text(Msg(f"records.screen.{key}"), (x, y), charts.AXIS_STYLE, "topright")
            charts.draw_mark(p, (drawn.x - 16, y + h // 2), filled, 8)
            x = drawn.x - 50


def two_lines(p: Painter, words: str, style: TextStyle) -> int:
    """The least width that shows ``words`` on at most two lines (broken between words)."""
    parts = words.split()
    best = p.measure(words, style)[0]
    for k in range(1, len(parts)):
        best = min(best, max(p.measure(" ".join(parts[:k]), style)[0], p.measure(" ".join(parts[k:]), style)[0]))
    return best


def you_first(pairs: list[HeadToHead], person: str | None) -> list[HeadToHead]:
    """The chosen person's pairs first, that person named first in each ("Ana v Bruno: 7–5"); then
    the other groups' pairs (each list keeps its order: most games first)."""
    mine = [
        pair if pair.a == person else HeadToHead(pair.b, pair.a, pair.b_ahead, pair.a_ahead, pair.level, pair.played)
        for pair in pairs
        if person in (pair.a, pair.b)
    ]
    return mine + [pair for pair in pairs if person not in (pair.a, pair.b)]
