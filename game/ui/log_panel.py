"""The game log panel: what each seat did, in words, newest at the bottom; collapsible."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.i18n import Msg, tr
from game.core.match import LogEntry
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter

ENTRY_STYLE = TextStyle(21, Palette.ink)
CHANCE_STYLE = TextStyle(20, Palette.ink_soft)


class LogPanel:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.open = True
        self.scroll_from_end = 0  # entries hidden below (0 = follow the newest)
        self._lines_cache: dict[tuple, list[str]] = {}
        self._pointer = (-1, -1)
        self.body = pygame.Rect(self.rect)
        """Where the entries were last drawn (under the title)."""
        self.taken_top: Callable[[], int] | None = None
        """How much of the column's top another panel takes now (a lesson's coach card standing in
        the log's column), asked as the log is placed: the log keeps the rest, never under it."""

    def shown_rect(self) -> pygame.Rect:
        """Where the log stands: its column, less what ``taken_top`` says is taken at the top."""
        top = self.taken_top() if self.taken_top is not None else 0
        if top <= 0:
            return pygame.Rect(self.rect)
        top = min(top, self.rect.h - 120)  # the title and a line at the least
        return pygame.Rect(self.rect.x, self.rect.y + top, self.rect.w, self.rect.h - top)

    def toggle(self) -> None:
        self.open = not self.open

    def handle(self, event: pygame.event.Event, entries: list[LogEntry]) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            return False
        if self.open and event.type == pygame.MOUSEWHEEL and self.shown_rect().collidepoint(self._pointer):
            self.scroll_from_end = max(0, min(len(entries) - 1, self.scroll_from_end + event.y))
            return True
        return False

    def draw(self, p: Painter, entries: list[LogEntry], title: Msg) -> None:
        if not self.open:
            return
        r = self.shown_rect()
        p.panel(r, (*Palette.panel, 238), Palette.panel_edge, 16)
        head = p.text(title, (r.x + 20, r.y + 16), TextStyle(26, Palette.accent_deep, bold=True), max_width=r.w - 40)
        top = max(r.y + 60, head.bottom + 10)  # under the title at any text size
        body = pygame.Rect(r.x + 16, top, r.w - 32, r.bottom - 16 - top)
        self.body = body
        if not entries:
            p.text(Msg("core.game.log_empty"), (body.x + 4, body.y + 4), CHANCE_STYLE, max_width=body.w)
            return
        y = body.bottom
        clip = p.surface.get_clip()
        p.surface.set_clip(p.vp.rect(body).clip(clip))  # inside any clip already set (a region redrawn)
        end = len(entries) - self.scroll_from_end
        for entry in reversed(entries[:end]):
            style = CHANCE_STYLE if entry.seat is None else ENTRY_STYLE
            lines = self._lines(p, entry, style, body.w - 40)
            line_h = p.measure("Ag", style)[1]
            y -= line_h * len(lines) + 8
            if y < body.y:
                break  # only whole entries: the top one is never cut by the title
            if entry.seat is not None:
                p.icon(Palette.seat_symbol(entry.seat), pygame.Rect(body.x, y + 3, 22, 22), Palette.seat(entry.seat))
            for i, line in enumerate(lines):
                p.text(line, (body.x + 32, y + i * line_h), style)
        p.surface.set_clip(clip)
        if self.scroll_from_end:
            p.text("▼", (r.right - 30, r.bottom - 30), TextStyle(22, Palette.accent), "center")

    def _lines(self, p: Painter, entry: LogEntry, style: TextStyle, width: int) -> list[str]:
        text = tr(entry.text)
        key = (text, width, p.vp.scale, p.text_scale)
        lines = self._lines_cache.get(key)
        if lines is None:
            lines = p.wrap(text, style, width)
            if len(self._lines_cache) > 2000:
                self._lines_cache.clear()
            self._lines_cache[key] = lines
        return lines
