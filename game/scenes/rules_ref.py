"""The rules reference of a game, in our own words, with a table of contents.  Opened from a game
in progress it begins with "In this game": the readings that game is played under
(``Rules.in_force``, e.g. the iron price Brass's Automa reads)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game import games
from game.core import i18n
from game.core.i18n import Msg
from game.scenes.common import draw_landscape
from game.ui import markdown
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.layers import LayerCache, widgets_look
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup

PANEL = pygame.Rect(80, 60, 1760, 960)
TOC = pygame.Rect(PANEL.x + 30, PANEL.y + 130, 430, PANEL.h - 250)
BODY = pygame.Rect(PANEL.x + 500, PANEL.y + 40, PANEL.w - 540, PANEL.h - 80)


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app, game: str, state: Any = None):
        super().__init__(app)
        self.game = game
        self.in_force = games.rules_for(game).in_force(state) if state is not None else []
        self.scroll = 0
        self._layout_key = None
        self.lines: list[markdown.Line] = []
        self.height = 0
        self.group = WidgetGroup(
            [
                Button(
                    pygame.Rect(PANEL.x + 30, PANEL.bottom - 96, 240, 64),
                    Msg("core.button.back"),
                    self.back,
                    icon="back",
                )
            ]
        )
        self.blocks: list[markdown.Block] = []
        self._lang = None
        self.layers = LayerCache()

    def back(self) -> None:
        self.app.stack.remove(self)

    def _ensure_layout(self, p: Painter) -> None:
        lang = i18n.language()
        if lang != self._lang:
            self._lang = lang
            self.blocks = markdown.parse(self.document(lang))
            self._layout_key = None
        key = (p.vp.scale, p.text_scale, lang)
        if key != self._layout_key:
            self._layout_key = key
            self.lines, self.height = markdown.layout(p, self.blocks, BODY.w - 30)
            self.scroll = min(self.scroll, self.max_scroll)

    def document(self, lang: str) -> str:
        """The game's rules text, after its title a section on the game in progress (if any)."""
        text = games.rules_document(self.game, lang)
        if not self.in_force:
            return text
        lines = "\n".join(f"- {i18n.tr(line)}" for line in self.in_force)
        section = f"## {i18n.tr(Msg('core.rules.in_force'))}\n\n{lines}\n\n"
        head, newline, rest = text.partition("\n")
        if head.startswith("# ") and newline:  # after the title and its first paragraph
            intro, gap, body = rest.lstrip("\n").partition("\n\n")
            return f"{head}\n\n{intro}{gap}{section}{body}"
        return section + text

    @property
    def max_scroll(self) -> int:
        return max(0, self.height - BODY.h + 40)

    def headings(self) -> list[tuple[int, markdown.Block]]:
        return [(i, b) for i, b in enumerate(self.blocks) if b.kind in ("h1", "h2")]

    def _toc_rows(self) -> list[tuple[pygame.Rect, int, markdown.Block]]:
        rows = []
        y = TOC.y
        for index, block in self.headings():
            h = 46 if block.kind == "h1" else 40
            rows.append((pygame.Rect(TOC.x, y, TOC.w, h), index, block))
            y += h + 4
        return rows

    def jump_to(self, block_index: int) -> None:
        for line in self.lines:
            if line.block == block_index:
                self.scroll = min(self.max_scroll, max(0, line.y - 10))
                return

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            step = {
                pygame.K_DOWN: 60,
                pygame.K_UP: -60,
                pygame.K_PAGEDOWN: BODY.h - 80,
                pygame.K_PAGEUP: -(BODY.h - 80),
                pygame.K_HOME: -(10**9),
                pygame.K_END: 10**9,
            }.get(event.key)
            if step is not None:
                self.scroll = max(0, min(self.max_scroll, self.scroll + step))
                return
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.back()
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * 70))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, index, _ in self._toc_rows():
                if rect.collidepoint(event.pos):
                    self.jump_to(index)
                    return
        self.group.handle(event)

    def tooltip_at(self, pos) -> Text | None:
        return None

    def current_block(self) -> int:
        visible = [line.block for line in self.lines if line.y >= self.scroll]
        return visible[0] if visible else -1

    def draw(self, p: Painter) -> None:
        """The page is one cached layer, kept while the scroll and the layout hold; the Back
        button is drawn over it."""
        self._ensure_layout(p)
        self.layers.paint(p, "page", (self.scroll, self._layout_key), self._draw_page)
        self.group.draw(p)

    def look(self) -> Hashable | None:
        return widgets_look(self.group)

    def _draw_page(self, p: Painter) -> None:
        draw_landscape(p)
        p.panel(PANEL, (*Palette.panel, 246), Palette.panel_edge, 22)
        p.text(
            Msg("core.rules.title", game=Msg(f"{self.game}.name")),
            (PANEL.x + 30, PANEL.y + 36),
            TextStyle(38, Palette.ink, True, True),
            max_width=TOC.w,
        )
        current = self.current_block()
        active = max((i for i, _ in self.headings() if i <= current), default=-1)
        for rect, index, block in self._toc_rows():
            if index == active:
                p.rect(rect, Palette.accent_soft, 10)
            indent = 14 if block.kind == "h1" else 34
            style = TextStyle(24 if block.kind == "h1" else 21, Palette.ink, block.kind == "h1")
            p.text(block.text, (rect.x + indent, rect.centery), style, "midleft", max_width=rect.w - indent - 8)
        p.line((BODY.x - 20, PANEL.y + 30), (BODY.x - 20, PANEL.bottom - 30), Palette.panel_edge, 2)
        clip = p.surface.get_clip()
        p.surface.set_clip(p.vp.rect(BODY))
        origin = (BODY.x, BODY.y + 10 - self.scroll)
        for line in self.lines:
            y = origin[1] + line.y
            if BODY.y - 60 < y < BODY.bottom + 10:
                markdown.draw_line(p, line, origin)
        p.surface.set_clip(clip)
        if self.max_scroll:
            bar_h = max(60, BODY.h * BODY.h // (self.height + 40))
            y = BODY.y + (BODY.h - bar_h) * self.scroll // self.max_scroll
            p.rect(pygame.Rect(BODY.right + 8, y, 8, bar_h), Palette.ink_faint, 4)
