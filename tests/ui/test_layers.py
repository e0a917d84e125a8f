"""Cached layers never show a stale picture: after every step of a scripted session (pointer
motions over the board, a drag across it, the wheel, keys, clicks), the frame drawn with the
layer cache equals the frame drawn from scratch; and a pointer motion the app chose not to
redraw (nothing the scene shows changed) leaves the frame exactly as a fresh redraw would be."""

import pygame
import pytest

from game.tools.catalog import entries
from tests.ui.drawn import fresh

SCENES = [
    "brass-play",
    "brass-late",
    "brass-build-choice",
    "glenmore-play",
    "glenmore-late",
    "glenmore-move",
    "glenmore-pay-market",
    "schotten-play",
    "schotten-give-back",
    "schotten-round-over",
    "border-play",
    "border-rolling",
    "border-action2",
    "border-late-4p",
    "app-title",
    "app-settings",
    "app-load",
    "app-records",
    "app-history",
    "glenmore-results",
    "glenmore-scoring",
    "brass-canal-scoring",
    "schotten-menu",
]

SKIPPING = {
    "brass-play",
    "brass-late",
    "glenmore-play",
    "glenmore-late",
    "schotten-play",
    "border-rolling",
}
"""Scenes where some pointer motions change nothing shown (so the app draws nothing)."""


def shown(app) -> bytes:
    app.render()
    return pygame.image.tobytes(app.window, "RGB")


def script(app):
    scene = app.stack.top
    board = getattr(scene, "board_rect", pygame.Rect(100, 100, 1700, 880))
    points = [(board.x + board.w * i / 9, board.y + board.h * j / 5) for j in range(1, 5) for i in range(1, 9)]
    motion = [
        pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.point(p), rel=(1, 1), buttons=(0, 0, 0)) for p in points
    ]
    yield from motion[:12]
    drag = getattr(getattr(scene, "view", scene), "drag", None)  # a table's drag (the view protocol's)
    source = next((s for s in drag.sources if drag.judge.legal_targets(s.payload)), None) if drag else None
    if source is not None:
        start = app.viewport.point(source.rect.center)
        yield pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        yield pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        for p in points[::3]:
            yield pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.point(p), rel=(1, 1), buttons=(1, 0, 0))
        yield pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        yield pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1)
    yield pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    yield pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0)
    yield from motion[12:]
    yield pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("name", SCENES)
def test_layers_never_stale(app, name):
    dict(entries())[name](app)
    app.step([], 0.02)
    last = shown(app)
    redrawn = skipped = 0
    for event in script(app):
        app.dirty = False
        app.step([event], 0.001)
        if event.type == pygame.MOUSEMOTION and not app.dirty:
            skipped += 1
            assert fresh(app) == last, f"{name}: a motion was not redrawn but the picture changed"
        app.step([], 0.001)
        last = shown(app)
        redrawn += 1
        assert fresh(app) == last, f"{name}: the cached layers differ from a redraw after {event}"
    assert redrawn
    if name in SKIPPING:
        assert skipped, "motions that change nothing are not redrawn"


def test_a_hint_shows_through_the_cached_layer(app, driver):
    """The suggestion is drawn in the board layer: asking for one, its spinner, showing it and
    dropping it each give the frame a fresh redraw would give."""
    from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
    from game.games.schotten.rules.engine import SchottenRules
    from game.scenes.play import start_match

    seats = [Seat("Ana", HUMAN), Seat("Rui", BOT, "easy")]
    scene = start_match(app, Match(SchottenRules(), MatchConfig("schotten", seats, {}, seed=5)))
    scene.hint.level = "easy"
    driver.send()
    before = shown(app)
    driver.key(pygame.K_h)
    for _ in range(200):
        if not scene.hint.busy:
            break
        scene.hint.worker.thread.join(0.05)
        driver.send(dt=0.05)
    driver.send()
    assert scene.hint.shown
    assert shown(app) == fresh(app) != before
    driver.key(pygame.K_h)
    assert not scene.hint.shown
    assert shown(app) == fresh(app) == before
