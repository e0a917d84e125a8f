"""The title screen: Continue (the autosaved match), New game, Learn to play, Load, Records, Settings, Quit."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game import games, storage
from game.core.i18n import Msg
from game.core.version import version
from game.scenes import registry
from game.scenes.common import SUBTITLE_STYLE, draw_landscape
from game.scenes.dialog import confirm
from game.scenes.lessons import save_label
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.layers import LayerCache, widgets_look
from game.ui.layout import VIRTUAL_W, column
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup

VERSION_STYLE = TextStyle(20, Palette.paper_ink)


class TitleScene(Scene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        self.group = WidgetGroup()
        self.resume: storage.SaveInfo | None = None
        self.layers = LayerCache()

    def enter(self) -> None:
        self.resume = storage.latest_autosave()
        self.build()

    def refresh(self) -> None:
        self.enter()

    def build(self) -> None:
        self.group.clear()
        heights = [66] * 7
        slots = column(pygame.Rect(VIRTUAL_W // 2 - 230, 372, 460, 534), heights, 12)
        resume_ok = self.resume is not None
        entries = [
            (Msg("core.button.continue"), self.continue_match, "play", "primary" if resume_ok else "secondary"),
            (Msg("core.button.new_game"), self.new_game, "dice", "secondary" if resume_ok else "primary"),
            (Msg("core.lessons.button"), self.lessons, "book", "secondary"),
            (Msg("core.button.load"), self.load, "folder", "secondary"),
            (Msg("core.button.records"), self.records, "chart", "secondary"),
            (Msg("core.button.settings"), self.settings, "gear", "secondary"),
            (Msg("core.button.quit"), self.app.request_quit, "close", "ghost"),
        ]
        if not resume_ok:
            entries = entries[1:]
            slots = slots[1:]
        for slot, (label, action, icon, kind) in zip(slots, entries):
            self.group.add(Button(slot, label, action, icon=icon, kind=kind, text_size=30))

    def continue_match(self) -> None:
        if self.resume is None:
            return
        registry.open_save(self.app, self.resume)

    def new_game(self) -> None:
        registry.push(self.app, "choose")

    def lessons(self) -> None:
        registry.push(self.app, "lessons")

    def load(self) -> None:
        registry.push(self.app, "load")

    def records(self) -> None:
        registry.push(self.app, "records")

    def settings(self) -> None:
        registry.push(self.app, "settings")

    def ask_quit(self) -> None:
        confirm(
            self.app,
            Msg("core.title.quit_title"),
            Msg("core.title.quit_message"),
            self.app.request_quit,
            yes=Msg("core.button.quit"),
            no=Msg("core.title.stay"),
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_quit()  # Esc pressed once too many on the way back here does not close the app
            return
        self.group.handle(event)

    def tooltip_at(self, pos) -> Text | None:
        return self.group.tooltip_at(pos)

    def look(self) -> Hashable:
        return widgets_look(self.group)

    def frame_key(self) -> Hashable:
        return (self._page_key(), widgets_look(self.group))

    def _page_key(self) -> Hashable:
        return (id(self.resume), id(getattr(self.app, "notice", None)), len(self.group.widgets))

    def draw(self, p: Painter) -> None:
        """The landscape and the words are one cached layer; the buttons are drawn over it."""
        self.layers.paint(p, "page", self._page_key(), self._draw_page)
        self.group.draw(p)

    def _draw_page(self, p: Painter) -> None:
        draw_landscape(p)
        p.text(Msg("core.app_title"), (VIRTUAL_W // 2, 140), TextStyle(110, Palette.ink, True, True), "midtop")
        p.text(Msg("core.app_subtitle"), (VIRTUAL_W // 2, 285), SUBTITLE_STYLE, "midtop")
        if self.resume is not None:
            self._draw_resume_detail(p)
        p.text(Msg("core.title.offline"), (VIRTUAL_W // 2, 1040), TextStyle(22, Palette.paper_ink), "midbottom")
        # 20 virtual px: 13 px at 1280x720, still readable.
        p.text(Msg("core.title.version", version=version()), (VIRTUAL_W - 28, 1040), VERSION_STYLE, "bottomright")
        self._draw_notice(p)

    def _draw_notice(self, p: Painter) -> None:
        """The app's one-line notice (settings that could not be read were set aside)."""
        notice = getattr(self.app, "notice", None)
        if notice is None:
            return
        style = TextStyle(24, Palette.paper_ink, True)
        box = pygame.Rect(0, 0, min(p.measure(notice, style)[0] + 90, 1760), 52)
        box.midbottom = (VIRTUAL_W // 2, 990)
        p.rect(box, (*Palette.danger, 230), 12)
        p.icon("warning", pygame.Rect(box.x + 16, box.y + 10, 32, 32), Palette.paper_ink)
        p.text(notice, (box.x + 60, box.centery), style, "midleft", max_width=box.w - 76)

    def _draw_resume_detail(self, p: Painter) -> None:
        info = self.resume
        button = self.group.widgets[0].rect
        if info.error is not None:
            text: Text = info.error if info.backup is None else Msg("core.title.damaged_resume", reason=info.error)
            colour = Palette.danger
        elif (lesson := save_label(info)) is not None:
            text, colour = lesson, Palette.ink_soft
        else:
            name = Msg(f"{info.game}.name") if info.game in games.GAME_ORDER else Msg.raw(info.game)
            text = Msg(
                "core.title.continue_detail",
                game=name,
                players=" · ".join(info.players),
                progress=info.progress or Msg("core.progress.generic"),
            )
            colour = Palette.ink_soft
        p.text(text, (button.centerx, button.y - 12), TextStyle(22, colour), "midbottom", max_width=900)
