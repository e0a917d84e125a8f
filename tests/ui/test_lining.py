"""Headings (the serif face) holding a digit are drawn in the sans face, whose figures line up:
EB Garamond's old-style "1" reads as "ı" ("Pass the device to Player 2", issue 13 item 4).
The whole tour is checked in both languages by tests/ui/test_min_text.py."""

import pygame

from game.ui.art import ART, Palette, TextStyle
from game.ui.draw import Painter, lining
from game.ui.layout import Viewport

HEADING = TextStyle(54, Palette.ink, True, True)


def test_lining_keeps_serif_without_digits_and_drops_it_with_them():
    assert lining("Paused", HEADING) is HEADING
    assert lining("Pass the device to Player 2", HEADING) == TextStyle(54, Palette.ink, True, False)
    plain = TextStyle(20)
    assert lining("Round 3", plain) is plain


def test_painter_draws_a_heading_with_digits_in_sans(monkeypatch):
    pygame.init()
    p = Painter(pygame.Surface((1280, 720)), Viewport((1280, 720)))
    faces = []
    text = ART.text

    def spy(s, size_px, colour, bold=False, serif=False):
        faces.append((s, serif))
        return text(s, size_px, colour, bold, serif)

    monkeypatch.setattr(ART, "text", spy)
    p.text("Pass the device to Player 2", (100, 100), HEADING, max_width=900)
    p.text("Game menu", (100, 200), HEADING)
    assert faces == [("Pass the device to Player 2", False), ("Game menu", True)]
    assert p.measure("Player 1", HEADING) == p.measure("Player 1", TextStyle(54, Palette.ink, True))
