"""Small charts drawn with the Painter, calm and readable: a line of values with every point
marked (filled or hollow, so a mark never rests on colour alone), and horizontal bars.

The geometry is apart from the drawing (``scale``, ``points``, ``ticks``), so a screen can say
where each point went and a test can check it against the figures.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text

AXIS_STYLE = TextStyle(20, Palette.ink_soft)
BAR_LABEL = TextStyle(22, Palette.ink)
BAR_NOTE = TextStyle(20, Palette.ink_soft)
MARK_RADIUS = 9


def nice_step(span: float, parts: int = 4, whole: bool = False) -> float:
    """A round step (1, 2 or 5 times a power of ten) cutting ``span`` into about ``parts``; with
    ``whole``, never under 1 (whole-number values)."""
    raw = max(span, 1e-9) / parts
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    return max(1, step) if whole else step


@dataclass(frozen=True)
class Scale:
    """The values a chart's height shows, from ``low`` (bottom) to ``high`` (top), grid lines
    ``step`` apart."""

    low: float
    high: float
    step: float = 1.0

    def y(self, value: float, rect: pygame.Rect) -> float:
        span = self.high - self.low or 1.0
        return rect.bottom - (value - self.low) / span * rect.h


def scale(values: Sequence[float], parts: int = 4) -> Scale:
    """Round bounds around ``values`` (equal ones get room around them; values that are never
    negative keep the bounds at 0 or above; whole numbers get whole steps)."""
    if not values:
        return Scale(0.0, 1.0, 0.25)
    low, high = min(values), max(values)
    whole = all(float(v).is_integer() for v in values)
    if high - low < 1e-9:
        low, high = low - 1, high + 1
        if min(values) >= 0:
            low = max(0.0, low)
    step = nice_step(high - low, parts, whole)
    return Scale(math.floor(low / step) * step, math.ceil(high / step) * step, step)


def ticks(bounds: Scale) -> list[float]:
    """The round values between the bounds where grid lines go."""
    step = bounds.step
    first = math.ceil(bounds.low / step - 1e-9)
    return [k * step for k in range(first, math.floor(bounds.high / step + 1e-9) + 1)]


def points(values: Sequence[float], rect: pygame.Rect, bounds: Scale) -> list[tuple[int, int]]:
    """Where each value stands: spread evenly across ``rect`` (one alone in its middle), its height
    by ``bounds``."""
    n = len(values)
    if n == 1:
        xs = [rect.centerx]
    else:
        inset = min(MARK_RADIUS * 2, rect.w // 8)
        xs = [round(rect.x + inset + (rect.w - 2 * inset) * i / (n - 1)) for i in range(n)]
    return [(x, round(bounds.y(v, rect))) for x, v in zip(xs, values)]


def draw_mark(p: Painter, center: tuple[int, int], filled: bool, radius: int = MARK_RADIUS) -> None:
    """A filled point (in the accent) or a hollow one (a ring on the panel's colour)."""
    if filled:
        p.circle(center, radius + 2, Palette.panel)
        p.circle(center, radius, Palette.accent)
    else:
        p.circle(center, radius, Palette.panel)
        p.circle(center, radius, Palette.ink_soft, 3)


def label_width(p: Painter, bounds: Scale) -> int:
    """The room the value labels at a line chart's left take."""
    return max(p.measure(_number(v), AXIS_STYLE)[0] for v in ticks(bounds)) + 14


def draw_line_chart(
    p: Painter, rect: pygame.Rect, values: Sequence[float], filled: Sequence[bool], bounds: Scale | None = None
) -> list[tuple[int, int]]:
    """Grid lines with their values at the left, the values joined by a line, each one marked
    (``filled`` or hollow).  Returns where the points went."""
    bounds = bounds or scale(values)
    label_w = label_width(p, bounds)
    plot = pygame.Rect(rect.x + label_w, rect.y, rect.w - label_w, rect.h)
    for value in ticks(bounds):
        y = round(bounds.y(value, plot))
        p.line((plot.x, y), (plot.right, y), Palette.panel_edge, 1)
        p.text(_number(value), (plot.x - 10, y), AXIS_STYLE, "midright")
    p.line((plot.x, plot.y), (plot.x, plot.bottom), Palette.panel_edge, 2)
    where = points(values, plot, bounds)
    if len(where) > 1:
        p.polyline(where, Palette.accent_deep, 3)
    for pt, full in zip(where, filled):
        draw_mark(p, pt, full)
    return where


@dataclass(frozen=True)
class Bar:
    label: Text
    share: float | None  # 0..1 (None: nothing to show)
    note: Text  # beside the bar: "58 % of 12 games"


def draw_bars(
    p: Painter, rect: pygame.Rect, bars: Sequence[Bar], label_w: int, note_w: int, bar_h: int = 30, gap: int = 18
) -> list[pygame.Rect]:
    """One bar per row: its label at the left, a track as long as a whole (100 %) with the bar in
    it, a faint mark at the half, the note at the right.  Returns the bars' tracks."""
    tracks = []
    row_h = max(bar_h, p.measure("Ag", BAR_LABEL)[1])
    for i, bar in enumerate(bars):
        y = rect.y + i * (row_h + gap)
        mid = y + row_h // 2
        p.text(p.clip(bar.label, BAR_LABEL, label_w - 12), (rect.x, mid), BAR_LABEL, "midleft")
        track = pygame.Rect(rect.x + label_w, mid - bar_h // 2, rect.w - label_w - note_w, bar_h)
        p.rect(track, (*Palette.bg_deep, 200), 8)
        if bar.share:
            fill = track.copy()
            fill.w = max(8, round(track.w * min(1.0, bar.share)))
            p.rect(fill, Palette.accent, 8)
        half = track.x + track.w // 2
        p.line((half, track.y - 4), (half, track.bottom + 4), Palette.ink_faint, 2)
        p.text(bar.note, (track.right + 14, mid), BAR_NOTE, "midleft")
        tracks.append(track)
    return tracks


def bars_height(p: Painter, count: int, bar_h: int = 30, gap: int = 18) -> int:
    row_h = max(bar_h, p.measure("Ag", BAR_LABEL)[1])
    return count * row_h + max(0, count - 1) * gap


def _number(value: float) -> str:
    return f"{value:g}" if abs(value) < 1e6 else f"{value:.3g}"
