"""The Automa's show keeps the board layer (its pieces grow and its rings spread over the kept
map, drawn live), and every frame of it equals the frame drawn from scratch; a move draws again
only the parts of the table it changed (the map's pieces, the panels), and the frame it leaves
equals one drawn from scratch."""

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
    view = app.stack.top.view
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
    view = app.stack.top.view
    drawn = []
    real = view_map.BrassMap.paint_piece

    def spy(board, p, piece, part):
        if piece.kind == view_map.GROUND:  # the whole map drawn again from its paper up
            drawn.append(1)
        real(board, p, piece, part)

    monkeypatch.setattr(view_map.BrassMap, "paint_piece", spy)
    steps = 0
    while view.effects.effects and steps < 40:
        app.step([], 0.02)
        app.render()
        steps += 1
    assert steps > 10
    assert len(drawn) < steps / 2, f"the map was drawn {len(drawn)} times in {steps} frames"


def test_a_move_draws_again_only_the_parts_it_changed(app):
    """The board layer is made of parts kept by their own slices: after a move the map's pieces it
    did not touch (plates, lines, glows) are not drawn again, and the frame equals a fresh one."""
    import random

    dict(entries())["brass-play"](app)
    scene = app.stack.top
    frame(app, True)
    session, rng = scene.session, random.Random(7)
    pieces = set(map(id, scene.view.map.pieces))
    counts = []
    for _ in range(12):
        if session.match.to_move() is None or app.stack.top is not scene:
            break
        session.match.play(rng.choice(session.rules.legal_actions(session.match.state)))
        session.refresh()
        app.step([], 0.0)
        kept = frame(app, True)
        counts.append(sum(id(c) in pieces for c in scene.composer.redrawn))
        assert kept == frame(app, False), f"move {len(counts)}: the kept frame differs from a fresh one"
    assert len(counts) >= 6
    assert min(counts) < len(pieces) / 4, f"map pieces drawn again after each move: {counts} of {len(pieces)}"
