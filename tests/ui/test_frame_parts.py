"""The play screen works each component's part out once between two changes (game/ui/components.py
``Parts``), and never shows a part kept from before a change: a component whose own state changes
between two events — the model unchanged — is drawn again, whether the change comes from an
event, from the passing of time, from the pointer, or from code that reaches the view directly."""

import pygame
import pytest

from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.games.schotten.rules.engine import SchottenRules
from game.scenes.play import PlayScene, live_session
from game.ui.components import Component
from game.ui.table import TableView
from tests.ui.drawn import fresh

RED, BLUE, GOLD = (200, 40, 40), (40, 60, 200), (230, 190, 40)


class Tile(Component):
    """A block of the view's colour: its part is that colour (component state, not the model)."""

    def __init__(self, view):
        super().__init__()
        self.view = view
        self.asked = 0

    def part(self, model):
        self.asked += 1
        return (self.view.colour,)

    def paint(self, p, part):
        p.rect(self.bounds, part[0])


class Ring(Component):
    """A hover component: a ring around the tile while the pointer is over it."""

    def __init__(self, view):
        super().__init__()
        self.view = view
        self.asked = 0

    def part(self, model):
        self.asked += 1
        self.bounds = self.view.tile.bounds.inflate(24, 24)
        return (self.view.tile.bounds.collidepoint(self.view.ctx.pointer()),)

    def paint(self, p, part):
        if part[0]:
            p.rect(self.bounds, GOLD, width=6)


class Away(Component):
    """A hover component with nothing to show now: put away at an empty rect (as tables put away a
    preview while nothing is pointed at)."""

    def part(self, model):
        self.bounds = pygame.Rect(0, 0, 0, 0)
        return ()

    def paint(self, p, part):
        pass


class Toy(TableView):
    """A table of one tile: C changes its colour (nothing else changes), the ring follows the pointer."""

    def __init__(self, rules, ctx):
        super().__init__(rules, ctx)
        self.colour = RED
        self.tile = Tile(self)
        self.ring = Ring(self)
        self.away = Away()

    def lay_out(self, rect, model):
        self.tile.bounds = pygame.Rect(rect.x + 200, rect.y + 150, 300, 200)

    def components(self):
        return (self.tile,)

    def hover_components(self):
        return (self.ring, self.away)

    def handle(self, event, model):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.colour = BLUE if self.colour == RED else RED
        return None

    def look(self):
        return ()

    def live_rects(self):
        return []


@pytest.fixture
def toy(app):
    seats = [Seat("Ana", HUMAN), Seat("Rui", BOT, "easy")]
    match = Match(SchottenRules(), MatchConfig("schotten", seats, {}, seed=5))
    scene = PlayScene(app, live_session(match, "toy"), Toy)
    app.stack.push(scene)
    scene.session.start()
    app.step([], 0.02)
    app.render()
    return scene


def colour_at(app, scene, vpos):
    return tuple(app.window.get_at(app.viewport.point(vpos)))[:3]


def key_c():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0)


def motion(app, vpos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.point(vpos), rel=(1, 1), buttons=(0, 0, 0))


def test_a_component_changed_by_an_event_is_drawn_again(app, toy):
    centre = toy.view.tile.bounds.center
    version = toy.session.version
    assert colour_at(app, toy, centre) == RED
    app.step([key_c()], 0.02)
    app.render_if_dirty()
    assert toy.session.version == version  # the model did not change: only the view's own state
    assert colour_at(app, toy, centre) == BLUE
    app.step([key_c()], 0.02)
    app.render_if_dirty()
    assert colour_at(app, toy, centre) == RED


def test_a_component_changed_from_outside_the_events_is_drawn_again(app, toy):
    """Code that reaches the view between two frames (a test, a callback): the next draw asks
    again, and so does anything asked after a tick of time."""
    centre = toy.view.tile.bounds.center
    toy.view.colour = BLUE
    app.render()
    assert colour_at(app, toy, centre) == BLUE
    toy.view.colour = RED
    app.step([], 0.02)
    assert toy.parts.of(toy.session.model(), toy.view.tile) == (RED,)


def test_the_pointer_moving_redraws_what_follows_it(app, toy):
    tile = toy.view.tile.bounds
    edge = (tile.x - 9, tile.centery)  # on the ring, outside the tile
    away = (tile.x - 100, tile.y - 80)
    app.step([motion(app, away)], 0.02)
    app.render_if_dirty()
    assert colour_at(app, toy, edge) != GOLD
    app.step([motion(app, tile.center)], 0.02)
    app.render_if_dirty()
    assert colour_at(app, toy, edge) == GOLD
    app.step([motion(app, away)], 0.02)
    app.render_if_dirty()
    assert colour_at(app, toy, edge) != GOLD


def test_the_pointer_moving_over_an_overlay_redraws_what_follows_it_below(app, toy):
    """The overlay handles the motion, not the table: what the table keeps must still not outlive
    the event (the app counts every event it hands to a scene).  The ring's change is presented in
    part; the overlay's layer, which dims the table, must not be drawn (and kept) over the last
    frame's pixels outside that part — it was, dimming them twice (game/ui/layers.py)."""
    from game.scenes.common import Overlay

    app.stack.push(Overlay(app))
    app.step([], 0.02)
    app.render()
    tile = toy.view.tile.bounds
    for pos in [(tile.x - 100, tile.y - 80), tile.center, (tile.x - 100, tile.y - 80), tile.center]:
        app.step([motion(app, pos)], 0.02)
        app.render_if_dirty()
        shown = pygame.image.tobytes(app.window, "RGB")
        assert shown == fresh(app), pos
    assert toy.parts.of(toy.session.model(), toy.view.ring) == (True,)


def test_each_part_is_worked_out_once_a_frame(app, toy):
    """Around a pointer motion the app compares the scene's look before and after the event, and
    the frame (when one is drawn) draws the board and hover layers: the board's parts are worked
    out once, for the drawing (the looks need only the hover parts); the hover parts once after
    the event and once for the drawing, the look before the next event being what that drawing
    showed (worked out again only when no frame was drawn)."""
    tile = toy.view.tile.bounds
    points = [(tile.x - 70 + 20 * i, tile.centery) for i in range(14)]  # into the tile and out again
    drew_last = True
    drawn = 0
    for pos in points:
        frames, tile_asked, ring_asked = app.frames, toy.view.tile.asked, toy.view.ring.asked
        app.step([motion(app, pos)], 0.02)
        app.render_if_dirty()
        drew = app.frames > frames
        assert toy.view.tile.asked - tile_asked == drew
        assert toy.view.ring.asked - ring_asked == (not drew_last) + 1 + drew
        drew_last = drew
        drawn += drew
    assert 2 <= drawn < len(points)  # entering and leaving the tile changes the ring; moving inside it does not


def test_a_hover_change_is_presented_where_it_is(app, toy, monkeypatch):
    """The ring's change is presented as rects around it, drawn in a clip around it: the component
    put away at an empty rect adds nothing (its empty rect, grown by a pixel for rounding, made the
    window's corner part of the damage, so the frame was drawn in a clip from the corner to the
    ring; and its 1-pixel patch outside a clip drew the frame whole)."""
    updated: list[list[pygame.Rect]] = []
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: updated.append(list(rects or [])))
    tile = toy.view.tile.bounds
    app.step([motion(app, (tile.x - 100, tile.y - 80))], 0.02)
    app.render_if_dirty()
    updated.clear()
    whole = app.presented_whole
    app.step([motion(app, tile.center)], 0.02)
    app.render_if_dirty()
    assert app.presented_whole == whole and len(updated) == 1
    ring = app.viewport.rect(toy.view.ring.bounds).inflate(4, 4)
    assert all(ring.contains(r) for r in updated[0]), (ring, updated[0])
