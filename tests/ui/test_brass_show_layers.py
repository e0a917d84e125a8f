"""The Automa's show keeps the board layer (its pieces grow and its rings spread over the kept
map, drawn live), and every frame of it equals the frame drawn from scratch."""

import pygame

from game.tools.catalog import entries
from game.ui import layers


def frame(app, cached: bool) -> bytes:
    layers.ENABLED = cached
    try:
        app.render()
        return pygame.image.tobytes(app.window, "RGB")
    finally:
        layers.ENABLED = True


def test_every_frame_of_the_automas_show_equals_a_fresh_one(app):
    app.settings.animation_speed = "normal"
    dict(entries())["brass-automa-turn"](app)
    view = app.stack.top
    assert view.effects.effects, "the scene should open during the Automa's show"
    frames = 0
    while view.effects.effects and frames < 120:
        app.step([], 0.05)
        assert frame(app, True) == frame(app, False), f"frame {frames} differs from a fresh one"
        frames += 1
    assert frames > 5


def test_the_map_is_not_redrawn_every_frame_of_the_show(app, monkeypatch):
    from game.games.brass.view import map as view_map

    app.settings.animation_speed = "normal"
    dict(entries())["brass-automa-turn"](app)
    view = app.stack.top
    drawn = []
    real = view_map.BrassMap.paint
    monkeypatch.setattr(view_map.BrassMap, "paint", lambda *a: drawn.append(1) or real(*a))
    steps = 0
    while view.effects.effects and steps < 40:
        app.step([], 0.02)
        app.render()
        steps += 1
    assert steps > 10
    assert len(drawn) < steps / 2, f"the map was drawn {len(drawn)} times in {steps} frames"
