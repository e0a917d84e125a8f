"""The log panel shows only whole entries, all of them under its title (issue 13: the top entry
was cut by the title "Game log" at 1920x1080), at any window size and text size."""

import pygame
import pytest

from game.core.i18n import Msg
from game.core.match import LogEntry
from game.ui import draw
from game.ui.draw import Painter
from game.ui.layout import Viewport
from game.ui.log_panel import LogPanel

PLAIN = draw.TextStyle()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("text_scale", [1.0, 1.3])
def test_entries_are_whole_and_under_the_title(size, text_scale, monkeypatch):
    pygame.init()
    surface = pygame.Surface(size)
    p = Painter(surface, Viewport(size), text_scale)
    panel = LogPanel(pygame.Rect(1400, 100, 500, 700))
    entries = [
        LogEntry(n, n % 3 if n % 4 else None, Msg("core.game.turn_of", player=f"Player {n} " + "word " * (n % 9)))
        for n in range(60)
    ]
    drawn: list[tuple[str, pygame.Rect]] = []
    text = Painter.text

    def spy(self, s, pos, style=PLAIN, anchor="topleft", max_width=None):
        rect = text(self, s, pos, style, anchor, max_width)
        drawn.append((s if isinstance(s, str) else "title", rect))
        return rect

    monkeypatch.setattr(Painter, "text", spy)
    for scroll in (0, 7, 30):
        drawn.clear()
        panel.scroll_from_end = scroll
        panel.draw(p, entries, Msg("core.game.log_title"))
        title = drawn[0][1]
        lines = [rect for s, rect in drawn[1:] if s != "▼"]  # the scroll mark sits in the corner
        assert lines, "no entry drawn"
        assert all(rect.top >= title.bottom for rect in lines), "an entry reaches into the title"
        outside = [r for r in lines if not (panel.body.top <= r.top and r.bottom <= panel.body.bottom + 2)]
        assert not outside, (panel.body, outside)
