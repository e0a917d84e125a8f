"""Pass-and-play with hidden information: hide everything private until the next person clicks."""

from __future__ import annotations

import pygame

from game.core.i18n import Msg, seat_msg
from game.scenes.common import draw_table
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.layout import VIRTUAL_H, VIRTUAL_W
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup


class PassDeviceScene(Scene):
    """Opaque on purpose: nothing of the table below shows through."""

    name = "pass"
    opaque = True

    def __init__(self, app, play, seat: int):
        super().__init__(app)
        self.play = play
        self.seat = seat
        self.group = WidgetGroup()
        button = Button(
            pygame.Rect(VIRTUAL_W // 2 - 330, 690, 660, 90),
            Msg("core.pass.button", player=seat_msg(seat)),
            self.ready,
            icon="eye",
            kind="primary",
            hotkeys=(pygame.K_RETURN, pygame.K_SPACE),
            text_size=30,
        )
        self.group.add(button)

    def ready(self) -> None:
        self.app.stack.remove(self)
        self.play.session.reveal_for(self.seat)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.play.open_menu()
            return
        self.group.handle(event)

    def tooltip_at(self, pos) -> Text | None:
        return None

    def draw(self, p: Painter) -> None:
        draw_table(p)
        panel = pygame.Rect(VIRTUAL_W // 2 - 520, 230, 1040, 620)
        p.panel(panel, Palette.panel, Palette.panel_edge, 26)
        colour = Palette.seat(self.seat)
        p.circle((VIRTUAL_W // 2, 340), 66, colour)
        p.icon(Palette.seat_symbol(self.seat), pygame.Rect(VIRTUAL_W // 2 - 38, 302, 76, 76), Palette.paper_ink)
        p.text(
            Msg("core.pass.title", player=seat_msg(self.seat)),
            (VIRTUAL_W // 2, 440),
            TextStyle(54, Palette.ink, True, True),
            "midtop",
            max_width=panel.w - 80,
        )
        p.text_box(
            Msg("core.pass.body", player=seat_msg(self.seat)),
            pygame.Rect(panel.x + 80, 540, panel.w - 160, 110),
            TextStyle(30, Palette.ink_soft),
        )
        self.group.draw(p)
        p.text(
            Msg(f"{self.play.game}.name"), (VIRTUAL_W // 2, VIRTUAL_H - 60), TextStyle(26, Palette.paper_ink), "center"
        )
