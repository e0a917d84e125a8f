"""Glen More's hover layer (issue 10): moving the pointer over the track, the market and the
territory never changes the board layer's key (the board is not redrawn; the hover layer is),
and a motion that changes nothing shown is not drawn at all."""

import pygame

from game.tools.catalog import entries


def _move(app, pos):
    app.dirty = False
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.point(pos), rel=(1, 1), buttons=(0, 0, 0))], 0.01)
    app.render()


def test_pointing_at_things_never_redraws_the_board(app):
    for name in ("glenmore-late-15", "glenmore-move", "glenmore-pay-market"):  # Ana to move: no computer thinking
        dict(entries())[name](app)
        for _ in range(3):  # the table settles (the log folds away, the frame's own first changes)
            app.step([], 0.05)
            app.render()
        scene = app.stack.top
        view = scene.view
        assert view.actor() == 0, name
        board = scene.board_layer_key()
        points = [r.center for r in view.lay.space_rects] + [r.center for r in view.lay.market_rows]
        points += [view.pan.rect.center, view.lay.panel_rect.center]
        for pos in points:
            _move(app, pos)
            assert scene.board_layer_key() == board, (name, pos, "the board layer was redrawn")
        # the same spot again: nothing shown changes, nothing is drawn
        _move(app, points[0])
        _move(app, (points[0][0] + 1, points[0][1]))
        assert not app.dirty, name
