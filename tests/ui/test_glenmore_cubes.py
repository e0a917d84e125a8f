"""The person picks the tile a cube comes off: a click on a cube sells that cube; while
paying, a click marks a cube and the payment takes it (Enter or the Pay button); the Pay
button alone keeps the engine's choice (the fullest tile)."""

import pygame

from game.games.glenmore.rules.state import PAY
from game.games.glenmore.rules.territory import cell, xy
from game.scenes.play import start_match
from tests.glenmore.helpers import on_track, put, tile_of
from tests.ui.test_glenmore_ui import RULES, first_tile_space, new_match

WOOD = RULES.index["wood"]


def table_with_two_forests(app, driver, village=False):
    """Ana: a forest with 1 wood east of her village, one with 2 wood west of it; with
    ``village``, a village costing 1 wood on the nearest track space."""
    match = new_match()
    state = match.state
    put(state, 0, 1, 0, tile_of("forest", "road"), wood=1)
    put(state, 0, -1, 0, tile_of("forest", "road"), wood=2)
    space = first_tile_space(state)
    if village:
        on_track(state, space, tile_of("village_wood"))
    view = start_match(app, match).view
    driver.send()
    return match, view, space


def cube_at(view, x, y):
    return next(rect.center for rect, name, spot in view.lay.cube_rects if spot == (x, y) and name == "wood")


def wood_on(state, x, y):
    cubes = state.cubes[0].get(cell(x, y))
    return cubes[WOOD] if cubes else 0


def wood_row(view):
    return view.lay.market_rows[RULES.index["wood"]]


def test_a_cube_dragged_to_the_market_is_sold_off_its_own_tile(app, driver):
    match, view, _ = table_with_two_forests(app, driver)
    coins = match.state.coins[0]
    driver.drag(cube_at(view, 1, 0), wood_row(view).move(-150, 0).center)
    state = match.state
    assert wood_on(state, 1, 0) == 0 and wood_on(state, -1, 0) == 2
    assert state.coins[0] > coins


def test_a_click_on_a_cube_then_on_the_market_sells_that_cube(app, driver):
    match, view, _ = table_with_two_forests(app, driver)
    driver.click(cube_at(view, 1, 0))
    assert view.drag.held is not None and view.drag.held.payload == ("cube", 1, 0, "wood")
    assert wood_on(match.state, 1, 0) == 1, "a click lifts the cube; the market sells it"
    driver.idle(0.1)  # drawn lifted, the wood row glowing
    driver.click(wood_row(view).move(-150, 0).center)
    assert wood_on(match.state, 1, 0) == 0 and wood_on(match.state, -1, 0) == 2


def test_a_lifted_cube_sold_with_the_market_button_comes_off_its_tile(app, driver):
    match, view, _ = table_with_two_forests(app, driver)
    driver.click(cube_at(view, 1, 0))
    row = wood_row(view)
    driver.click((row.right - 60, row.centery))  # the row's "Sell for" button
    assert wood_on(match.state, 1, 0) == 0 and wood_on(match.state, -1, 0) == 2


def test_the_market_button_alone_keeps_the_engine_choice(app, driver):
    match, view, _ = table_with_two_forests(app, driver)
    row = wood_row(view)
    driver.click((row.right - 60, row.centery))
    assert wood_on(match.state, 1, 0) == 1 and wood_on(match.state, -1, 0) == 1, "the fullest tile gave it"


def test_a_cube_dropped_off_the_market_says_why_and_stays(app, driver):
    match, view, _ = table_with_two_forests(app, driver)
    before = match.state.to_json()
    app.toasts.clear()
    driver.drag(cube_at(view, 1, 0), view.pan.cell_rect(0, 2).center)
    assert match.state.to_json() == before
    assert app.toasts and str(app.toasts[-1].text), "a refused drop names its reason"


def paying_for_the_village(app, driver):
    match, view, space = table_with_two_forests(app, driver, village=True)
    x, y = xy(sorted(view.placement_cells(0, RULES.tile(match.state.track[space])))[0])
    driver.drag(view.lay.space_rects[space].center, view.pan.cell_rect(x, y).center)
    assert match.state.phase == PAY, "wood on two tiles: the payment waits for the choice"
    return match, view, (x, y)


def test_while_paying_a_click_marks_the_cube_the_payment_takes(app, driver):
    match, view, (x, y) = paying_for_the_village(app, driver)
    assert "click to pay" in str(app.stack.top.tooltip_at(cube_at(view, 1, 0)))
    driver.click(cube_at(view, 1, 0))
    assert view.cube_pick.sources == [(1, 0, "wood")]
    driver.idle(0.1)  # drawn with its ring
    driver.key(pygame.K_RETURN)  # the only way to pay
    state = match.state
    assert wood_on(state, 1, 0) == 0 and wood_on(state, -1, 0) == 2
    assert state.tiles[0].get(cell(x, y)) is not None, "paid, then placed where it was dropped"


def test_a_second_click_takes_the_mark_back_and_pay_alone_keeps_the_engine_choice(app, driver):
    match, view, _ = paying_for_the_village(app, driver)
    driver.click(cube_at(view, 1, 0))
    driver.click(cube_at(view, 1, 0))
    assert view.cube_pick.sources == []
    driver.key(pygame.K_RETURN)
    state = match.state
    assert wood_on(state, 1, 0) == 1 and wood_on(state, -1, 0) == 1, "the fullest tile gave it"
