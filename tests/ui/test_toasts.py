"""The app's messages never stand one over another (play testers saw two reasons drawn on top of
each other): stacked from the scene's bottom line, or above their place, moved clear."""

import pygame

from game.core.i18n import Msg
from game.ui.toasts import TOAST_H, place_toasts


class Boxes:
    """A painter that notes the toasts' boxes (and draws nothing)."""

    def __init__(self, painter):
        self.painter, self.boxes = painter, []

    def measure(self, text, style):
        return self.painter.measure(text, style)

    def rect(self, box, colour, radius=0):
        self.boxes.append(pygame.Rect(box))

    def icon(self, *args, **kwargs):
        pass

    def text(self, *args, **kwargs):
        pass


def overlapping(boxes):
    return [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] if a.colliderect(b)]


def test_toasts_at_one_place_and_in_the_stack_do_not_overlap(app):
    drop = (960, 900)
    app.toast(Msg.raw("That is not a possible target."), "warning", drop)
    app.toast(Msg.raw("Your side of stone 3 is full."), "warning", drop)
    app.toast(Msg.raw("Saved."))
    app.toast(Msg.raw("Round 2 begins."))
    spy = Boxes(app.painter)
    app._draw_toasts(spy)
    assert len(spy.boxes) == 4
    assert overlapping(spy.boxes) == []
    newest = spy.boxes[0]
    assert newest.bottom == app.viewport.area.h - 150, "the newest keeps its place at the bottom line"


def test_a_full_screen_leaves_the_oldest_out_rather_than_over_the_others():
    area = pygame.Rect(0, 0, 1920, 200)
    boxes = place_toasts([400] * 4, [None] * 4, area, 190)
    shown = [b for b in boxes if b is not None]
    assert boxes[0] is not None and boxes[-1] is None
    assert overlapping(shown) == [] and all(area.contains(b) for b in shown)
    assert len(shown) == (200 - 20) // (TOAST_H + 12)
