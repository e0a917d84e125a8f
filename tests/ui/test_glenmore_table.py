"""Glen More's table (issue 21 point 9): a "+" that can add nothing is greyed and says why;
the territory keeps still during a turn (a tile placed or paid for no longer re-centres it,
a choice opening beside a tile no longer scrolls it); with the log open the territory's
resource line shows every resource; "Give up the nearest tile" leaves the footer's words
clear."""

import time

import pygame
import pytest

from game.core.i18n import Msg
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.games.glenmore.rules.actions import Activate, Take
from game.games.glenmore.rules.engine import GlenMoreRules
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE
from game.games.glenmore.rules.territory import cell, xy
from game.scenes.play import start_match
from tests.glenmore.helpers import activating, put, tile_of
from tests.ui.drawn import layers_off

RULES = GlenMoreRules()


def new_match(seats=2, seed=5):
    config = MatchConfig(
        "glenmore", [Seat("Ana", HUMAN)] + [Seat(f"Bot {i}", BOT, "easy") for i in range(1, seats)], {}, seed=seed
    )
    return Match(RULES, config)


def test_a_plus_that_can_add_nothing_is_greyed_and_says_why(app, driver):
    match = new_match()
    state = match.state
    put(state, 0, 1, 0, tile_of("fair_large"))
    put(state, 0, 0, 1, tile_of("meadow", "none"), sheep=1)
    put(state, 0, -1, 0, tile_of("quarry", "none"), stone=1)
    put(state, 0, 0, -1, tile_of("pasture", "none"), cattle=1)
    put(state, 0, 1, 1, tile_of("grain_field", "none"), grain=1)
    activating(state, 0, (1, 0))
    state.coins[0] = 0  # no wood, no coins: wood cannot be paid for
    view = start_match(app, match, "fair").view
    driver.send()
    view.activate_tile(1, 0)
    driver.send()
    pop = view.popover
    assert pop is not None and pop.picker is not None
    wood = RULES.index["wood"]
    minus, plus = pop.steppers[wood]
    assert not plus.enabled, "the wood + looks as if it could add wood"
    expected = RULES.why_illegal(state, Activate(1, 0, ("wood",)))
    assert expected is not None and plus.tooltip == expected
    app.toasts.clear()
    driver.click(plus.rect.center)
    assert [t.text for t in app.toasts] == [expected] and pop.picker.counts[wood] == 0
    # a resource already chosen once (one of each kind): its + says the most it takes
    stone = RULES.index["stone"]
    if pop.picker.counts[stone] == 0:
        driver.click(pop.steppers[stone][1].rect.center)
    assert pop.picker.counts[stone] == 1 and not pop.steppers[stone][1].enabled
    assert pop.steppers[stone][1].tooltip.key == "glenmore.ui.no_more"


def test_the_territory_keeps_still_during_a_turn(app, driver):
    match = new_match()
    state = match.state
    view = start_match(app, match, "still").view
    driver.send()
    # a free tile placed where it widens the territory: the view stays where it was
    for take in [a for a in match.legal_actions() if isinstance(a, Take)]:
        tile = RULES.tile(state.track[take.space])
        if not tile.kind.cost.is_free:
            continue
        spots = [xy(c) for c in RULES.placements(state, 0, tile) if xy(c)[1] != 0 or xy(c)[0] != 0]
        if spots:
            break
    x, y = spots[0]
    before = (view.pan.center, view.pan.zoom, view.pan.cell_rect(0, 0))
    driver.drag(view.lay.space_rects[take.space].center, view.pan.cell_rect(x, y).center)
    assert cell(x, y) in state.tiles[0] and state.phase != CHOOSE
    assert (view.pan.center, view.pan.zoom, view.pan.cell_rect(0, 0)) == before, "the board re-centred"
    if state.phase == ACTIVATE:
        for spot in view.activatable():
            driver.click(view.pan.cell_rect(*spot).center)
            if view.popover is not None:
                driver.key(pygame.K_ESCAPE)
            assert view.pan.cell_rect(0, 0) == before[2], "a tile moved under the pointer"


@pytest.mark.parametrize("lang,scale", [("en", 1.0), ("en", 1.3), ("pt", 1.0), ("pt", 1.3)])
def test_with_the_log_open_the_resource_line_shows_every_resource(app, driver, monkeypatch, lang, scale):
    from game.core import i18n
    from game.games.glenmore.view import parts

    app.settings.language, app.settings.ui_scale = lang, scale
    app.apply_settings()
    try:
        for seats in (2, 5):
            scene = start_match(app, new_match(seats), "log")
            if not scene.log_panel.open:
                scene.toggle_log()
            view = scene.view
            tokens = []
            token = parts.draw_token

            def spy(p, name, rect, *args, tokens=tokens, token=token, **kwargs):
                tokens.append((name, pygame.Rect(rect)))
                return token(p, name, rect, *args, **kwargs)

            monkeypatch.setattr(parts, "draw_token", spy)
            with layers_off():
                app.step([], 0.05)
                app.render()
            head = view.lay.head_rect
            shown = {name for name, rect in tokens if head.contains(rect)}
            assert shown == set(RULES.resources), f"{seats} seats ({lang}, {scale}): the line shows {shown}"
            assert head.right <= view.lay.zoom_rect.x, "the line runs under the zoom buttons"
    finally:
        i18n.set_language("en")


def test_give_up_the_nearest_tile_leaves_the_footer_clear(app, driver):
    """The keyboard line at the panel's foot never runs under "Give up the nearest tile" (wider
    than the other buttons), at 1280x720, in both languages and text sizes."""
    from game.core import i18n
    from game.games.glenmore.rules.actions import Skip
    from game.games.glenmore.view.panel import Acts, panel_buttons
    from game.ui.draw import Painter

    try:
        for lang, scale in (("en", 1.0), ("pt", 1.3)):
            app.settings.language, app.settings.ui_scale = lang, scale
            app.apply_settings()
            match = new_match()
            scene = start_match(app, match, "skip")
            view = scene.view
            view.widgets.clear()
            view.legal = [Skip()]  # no tile can be taken: the panel offers to give up the nearest
            acts = Acts(*[lambda *args: None] * 5)
            panel_buttons(view.widgets, view.lay, RULES, view.state, 0, view.legal, acts)
            skip = next(w for w in view.widgets.widgets if getattr(w, "label", None) == Msg("glenmore.ui.skip"))
            drawn = []
            text = Painter.text

            def spy(painter, t, pos, *args, drawn=drawn, text=text, **kwargs):
                r = text(painter, t, pos, *args, **kwargs)
                drawn.append((str(t), r))
                return r

            Painter.text = spy
            try:
                view.panel.paint(app.painter, view.panel.part(scene.session.model()))
            finally:
                Painter.text = text
            keys = [(t, r) for t, r in drawn if r.bottom > view.lay.panel_rect.bottom - 80 and r.x < skip.rect.x]
            assert keys, "the keyboard line was drawn"
            for t, r in keys:
                assert not r.colliderect(skip.rect), f"{t!r} runs under the button ({lang}, {scale})"
    finally:
        i18n.set_language("en")


def test_after_the_computers_turn_the_persons_territory_shows(app, driver):
    """The computer's moves show on its territory while its turn lasts; when the turn comes back,
    the person's own territory is in view (the last computer move used to keep its land shown)."""
    config = MatchConfig("glenmore", [Seat("Ana", HUMAN), Seat("Bot", BOT, "easy")], {}, seed=7)
    match = Match(RULES, config)
    scene = start_match(app, match, "follow")
    view = scene.view
    driver.send()
    assert view.shown == 0
    while match.state.current == 0:
        scene.session.play(match.legal_actions()[0])
        driver.send()
    assert view.shown == 1, "the computer's turn shows its territory"
    deadline = time.monotonic() + 60  # the computer thinks on its own thread
    while time.monotonic() < deadline and not (match.state.current == 0 and not scene.session.thinking):
        if app.stack.top is not scene:  # a scoring's table opens over the board
            driver.key(pygame.K_ESCAPE)
        app.step([], 0.05)
        time.sleep(0.002)
    for _ in range(200):  # the last move's animation ends
        app.step([], 0.05)
    assert match.state.current == 0
    assert view.shown == 0, "the person's turn shows the computer's territory"
