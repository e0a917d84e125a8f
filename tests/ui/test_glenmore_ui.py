"""Glen More through the screen: drag a tile onto the territory, pay at the market, activate
tiles (one asks a choice), move a clan member, end the turn, sell, zoom; an illegal drop
snaps back with the rules' reason; a whole game against the computer."""

import time

import pygame
import pytest

from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.games.glenmore.rules.actions import Activate, Gain, Pay, Place, Skip, Take
from game.games.glenmore.rules.engine import GlenMoreRules
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, GAIN, MOVE, PAY, PLACE
from game.games.glenmore.rules.territory import cell, xy
from game.games.glenmore.view.panel import OptionRow
from game.scenes.play import start_match
from tests.glenmore.helpers import on_track, put, tile_of
from tests.ui.conftest import Driver

RULES = GlenMoreRules()


def new_match(seats=2, seed=5):
    config = MatchConfig(
        "glenmore", [Seat("Ana", HUMAN)] + [Seat(f"Bot {i}", BOT, "easy") for i in range(1, seats)], {}, seed=seed
    )
    return Match(RULES, config)


def first_tile_space(state):
    return next(s for s in RULES.chain(state) if state.track[s] >= 0)


def open_table(app, driver, match):
    """The table of ``match`` (its view: game/games/glenmore/view/table.py)."""
    view = start_match(app, match).view
    driver.send()
    return view


def changed(app, driver):
    """The test changed the match from outside: the table lays out for it again."""
    app.stack.top.session.refresh()
    driver.send()


def cell_centre(view, x, y):
    return view.pan.cell_rect(x, y).center


def toasts(app):
    return [str(t.text) for t in app.toasts]


def with_forest_by_a_butcher(match):
    """Ana's start: a sheep butcher and a meadow with 2 sheep south of the village; a river forest
    on the nearest track space, which fits south of the village (0, 1)."""
    state = match.state
    put(state, 0, 1, 1, tile_of("butcher_sheep"))
    put(state, 0, -1, 1, tile_of("meadow", "none"), sheep=2)
    space = first_tile_space(state)
    on_track(state, space, tile_of("forest", "river"))
    return space


def test_drag_a_tile_from_the_track_onto_a_glowing_space(app, driver):
    match = new_match()
    view = open_table(app, driver, match)
    state = match.state
    assert state.phase == CHOOSE and view.actor() == 0
    take = next(
        a for a in match.legal_actions() if isinstance(a, Take) and RULES.tile(state.track[a.space]).kind.cost.is_free
    )
    tile = state.track[take.space]
    x, y = xy(RULES.placements(state, 0, RULES.tile(tile))[0])
    driver.drag(view.lay.space_rects[take.space].center, cell_centre(view, x, y))
    assert state.tiles[0].get(cell(x, y)) == tile
    assert state.phase in (ACTIVATE, GAIN)


def test_an_illegal_drop_snaps_back_and_says_why(app, driver):
    match = new_match()
    view = open_table(app, driver, match)
    state = match.state
    space = first_tile_space(state)
    on_track(state, space, tile_of("forest", "river"))
    changed(app, driver)
    before = dict(state.tiles[0])
    # east of the village runs its road: a river tile cannot lie there
    driver.drag(view.lay.space_rects[space].center, cell_centre(view, 1, 0))
    assert state.tiles[0] == before and state.phase == CHOOSE
    reason = str(RULES.placement_reason(state, 0, RULES.tile(state.track[space]), 1, 0))
    assert reason in toasts(app)
    driver.idle(0.5)
    assert view.drag.floating() is None
    # dropped on the track, away from the territory: it says where tiles go
    app.toasts.clear()
    driver.drag(view.lay.space_rects[space].center, view.lay.corner_rects["removed"].center)
    assert state.phase == CHOOSE and toasts(app)


def test_activate_tiles_one_with_a_choice_move_a_clan_member_and_end_the_turn(app, driver):
    match = new_match()
    space = with_forest_by_a_butcher(match)
    view = open_table(app, driver, match)
    state = match.state
    driver.drag(view.lay.space_rects[space].center, cell_centre(view, 0, 1))
    assert state.phase == ACTIVATE and cell(0, 1) in state.tiles[0]
    # the butcher asks how many sheep: a choice opens beside the tile
    driver.click(cell_centre(view, 1, 1))
    assert view.popover is not None
    rows = [w for w in view.popover.group.widgets if isinstance(w, OptionRow)]
    assert len(rows) == 2
    driver.click(rows[1].rect.center)  # two sheep for 4 VP
    assert view.popover is None
    assert state.points[0]["tiles"] == 4 and state.stock[0][RULES.index["sheep"]] == 0
    # the new forest produces at once (no choice), the village gives a move
    driver.click(cell_centre(view, 0, 1))
    assert state.stock[0][RULES.index["wood"]] == 1
    driver.click(cell_centre(view, 0, 0))
    assert state.moves == 1
    driver.key(pygame.K_RETURN)  # finish the activations
    assert state.phase == MOVE
    member = view.lay.member_rects[(0, 0)]
    driver.drag(member.center, cell_centre(view, 0, 1))
    assert state.members[0] == {cell(0, 1): 1}
    turn = state.turn
    driver.key(pygame.K_e)  # end the turn
    assert state.turn != turn or state.current != 0


def test_activation_and_moves_with_the_keyboard(app, driver):
    match = new_match()
    space = with_forest_by_a_butcher(match)
    view = open_table(app, driver, match)
    state = match.state
    driver.drag(view.lay.space_rects[space].center, cell_centre(view, 0, 1))
    driver.key(pygame.K_RIGHT)  # the village, first in reading order
    assert view.key_cell == (0, 0)
    driver.key(pygame.K_RETURN)
    assert state.moves == 1 and cell(0, 0) in state.activated
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)  # the butcher: its choice opens, 1 picks the first option
    assert view.key_cell == (1, 1)
    driver.key(pygame.K_SPACE)
    assert view.popover is not None
    driver.key(pygame.K_1)
    assert state.points[0]["tiles"] == 2
    driver.key(pygame.K_e)  # finish: the move step
    assert state.phase == MOVE
    driver.key(pygame.K_RIGHT)  # the clan member: lift it, choose a tile, drop it
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)
    assert state.moves == 0 and sum(state.members[0].values()) == 1 and cell(0, 0) not in state.members[0]


def test_a_clan_member_dropped_on_chieftains_is_promoted(app, driver):
    match = new_match()
    state = match.state
    put(state, 0, 0, 1, tile_of("village_wood", "river"), members=1)
    space = first_tile_space(state)
    on_track(state, space, tile_of("quarry", "river"))
    view = open_table(app, driver, match)
    driver.drag(view.lay.space_rects[space].center, cell_centre(view, 0, 2))
    driver.click(cell_centre(view, 0, 1))  # the village: one move
    driver.key(pygame.K_RETURN)
    assert state.phase == MOVE
    driver.drag(view.lay.member_rects[(0, 1)].center, view.lay.chief_rect.center)
    assert state.chieftains[0] == 1


def test_paying_with_a_market_purchase(app, driver):
    match = new_match()
    state = match.state
    space = first_tile_space(state)
    on_track(state, space, tile_of("distillery", "road"))  # costs a stone; Ana has none
    view = open_table(app, driver, match)
    coins = state.coins[0]
    stone = RULES.index["stone"]
    price = RULES.prices[state.market[stone]]
    driver.drag(view.lay.space_rects[space].center, cell_centre(view, 1, 0))
    assert state.phase == PAY
    row = next(w for w in view.widgets.widgets if isinstance(w, OptionRow))
    assert any(kind == "note" for kind, _ in row.items)  # shows what is bought, and the price
    driver.click(row.rect.center)
    assert state.tiles[0].get(cell(1, 0)) is not None  # placed where it was dropped
    assert state.coins[0] == coins - price and state.phase == ACTIVATE


def test_short_of_coins_the_panel_offers_the_sales_then_the_payment(app, driver):
    match = new_match()
    state = match.state
    put(state, 0, -1, 1, tile_of("meadow", "none"), members=1, sheep=2)
    put(state, 0, 1, 1, tile_of("forest", "none"), wood=1)
    state.coins[0] = 2
    state.market[RULES.index["sheep"]] = 2
    space = first_tile_space(state)
    on_track(state, space, tile_of("castle_moil"))  # wood, stone and grain: stone and grain cost 4 coins
    view = open_table(app, driver, match)
    x, y = xy(RULES.placements(state, 0, RULES.tile(state.track[space]))[0])
    driver.drag(view.lay.space_rects[space].center, cell_centre(view, x, y))
    assert state.phase == PAY and not [a for a in match.legal_actions() if isinstance(a, Pay)]
    offer = next(w for w in view.widgets.widgets if isinstance(w, OptionRow))
    assert ("token", "sheep") in offer.items
    driver.click(offer.rect.center)
    assert state.coins[0] == 4
    pay = next(w for w in view.widgets.widgets if isinstance(w, OptionRow))
    driver.click(pay.rect.center)
    assert state.tiles[0].get(cell(x, y)) is not None and state.coins[0] == 0


def test_loch_oich_is_paid_with_two_resources_chosen_in_a_picker(app, driver):
    match = new_match()
    state = match.state
    put(state, 0, -1, 1, tile_of("meadow", "none"), sheep=1)
    put(state, 0, 1, 1, tile_of("forest", "none"), wood=1)
    space = first_tile_space(state)
    on_track(state, space, tile_of("loch_oich"))
    view = open_table(app, driver, match)
    driver.drag(view.lay.space_rects[space].center, cell_centre(view, 0, 1))
    assert state.phase == PAY
    choose = next(w for w in view.widgets.widgets if "payment" in str(getattr(w.label, "key", "")))
    driver.click(choose.rect.center)
    assert view.popover is not None and view.popover.picker is not None
    assert view.popover.picker.action is not None  # paid from her own wood and sheep, nothing bought
    coins = state.coins[0]
    driver.key(pygame.K_RETURN)
    assert state.tiles[0].get(cell(0, 1)) is not None and state.coins[0] == coins
    assert state.stock[0][RULES.index["wood"]] == 0 and state.stock[0][RULES.index["sheep"]] == 0
    assert len(state.pending) == len(state.tiles[0])  # Loch Oich activates every tile


def test_loch_ness_is_paid_with_a_clan_member(app, driver):
    match = new_match()
    state = match.state
    put(state, 0, 0, 1, tile_of("village_wood", "river"), members=1)
    space = first_tile_space(state)
    on_track(state, space, tile_of("loch_ness"))
    view = open_table(app, driver, match)
    driver.drag(view.lay.space_rects[space].center, cell_centre(view, 0, 2))
    assert state.phase == PAY
    rows = [w for w in view.widgets.widgets if isinstance(w, OptionRow)]
    assert len(rows) == 2  # the member at home or the one on the village
    driver.click(rows[0].rect.center)
    assert state.tiles[0].get(cell(0, 2)) is not None
    assert state.total_members(0) == 1


def test_sell_a_cube_by_clicking_it_and_at_the_market(app, driver):
    match = new_match()
    state = match.state
    put(state, 0, -1, 1, tile_of("meadow", "none"), sheep=2)
    state.market[RULES.index["sheep"]] = 2
    view = open_table(app, driver, match)
    coins = state.coins[0]
    rect = next(r for r, name, _ in view.lay.cube_rects if name == "sheep")
    row = view.lay.market_rows[RULES.index["sheep"]]
    driver.click(rect.center)  # lifts the cube; a click on its market row sells it
    driver.click((row.x + 60, row.centery))
    assert state.coins[0] == coins + 2 and state.stock[0][RULES.index["sheep"]] == 1
    sell = next(
        w
        for w in view.widgets.widgets
        if getattr(w.label, "key", "") == "glenmore.ui.sell_for" and row.colliderect(w.rect)
    )
    driver.click(sell.rect.center)
    assert state.coins[0] == coins + 3 and state.stock[0][RULES.index["sheep"]] == 0


def test_zoom_pan_and_other_territories(app, driver):
    match = new_match(seats=3)
    view = open_table(app, driver, match)
    zoom = view.pan.zoom
    driver.send(
        pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real(view.pan.rect.center), rel=(0, 0), buttons=(0, 0, 0))
    )
    driver.send(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert view.pan.zoom > zoom
    driver.key(pygame.K_MINUS)
    driver.key(pygame.K_MINUS)
    assert view.pan.zoom < zoom
    centre = view.pan.center
    start = (view.pan.rect.right - 60, view.pan.rect.bottom - 200)
    driver.drag(start, (start[0] - 150, start[1] - 80))
    assert view.pan.center != centre
    driver.key(pygame.K_0)
    assert not view.pan.adjusted
    driver.click(view.lay.player_rects[2].center)
    assert view.shown == 2
    driver.key(pygame.K_1)
    assert view.shown == 0


def test_the_choice_of_loch_lochy_opens_beside_the_tile(app, driver):
    match = new_match()
    state = match.state
    space = first_tile_space(state)
    on_track(state, space, tile_of("loch_lochy"))
    view = open_table(app, driver, match)
    driver.drag(view.lay.space_rects[space].center, cell_centre(view, 0, 1))
    assert state.phase == GAIN and view.popover is not None and view.popover.picker is not None
    driver.key(pygame.K_ESCAPE)  # closed to look around, it stays closed; the panel reopens it
    assert view.popover is None
    driver.send()
    assert view.popover is None
    choose = next(w for w in view.widgets.widgets if getattr(w.label, "key", "") == "glenmore.ui.choose")
    driver.click(choose.rect.center)
    assert view.popover is not None
    plus = [w for w in view.popover.group.widgets if w.label == "+"]
    driver.click(plus[0].rect.center)  # wood
    driver.click(plus[2].rect.center)  # sheep
    driver.key(pygame.K_RETURN)
    assert state.phase == ACTIVATE
    assert state.cubes[0][cell(0, 1)] == [1, 0, 1, 0, 0]


def _human_step(view, driver, match):
    """One decision of Ana's, taken with the mouse or the keyboard like a person would."""
    state = match.state
    legal = match.legal_actions()
    phase = state.phase
    if view.popover is not None:
        pop = view.popover
        rows = [w for w in pop.group.widgets if isinstance(w, OptionRow)]
        if rows:
            driver.click(rows[0].rect.center)
            return
        target = next(a for a in legal if isinstance(a, (Activate, Gain, Pay)))
        names = target.resources
        for name in names:
            r = RULES.index[name]
            while pop.picker.counts[r] < sum(1 for n in names if n == name):
                plus = [w for w in pop.group.widgets if w.label == "+"][r]
                driver.click(plus.rect.center)
        for r in range(len(pop.picker.counts)):
            while pop.picker.counts[r] > sum(1 for n in names if RULES.index[n] == r):
                minus = [w for w in pop.group.widgets if w.label == "−"][r]
                driver.click(minus.rect.center)
        driver.key(pygame.K_RETURN)
        return
    if phase == CHOOSE:
        takes = [a for a in legal if isinstance(a, Take)]
        if not takes:
            assert Skip() in legal
            driver.key(pygame.K_RETURN)
            return
        take = takes[0]
        tile = RULES.tile(state.track[take.space])
        cells = sorted(view.placement_cells(0, tile))
        x, y = xy(cells[0])
        view.show_territory(0)
        _show_cell(view, x, y)
        driver.drag(view.lay.space_rects[take.space].center, cell_centre(view, x, y))
    elif phase == PAY:
        rows = [
            w for w in view.widgets.widgets if isinstance(w, OptionRow) or "payment" in str(getattr(w.label, "key", ""))
        ]
        if not rows:  # coins are short: sell at the market first
            rows = [w for w in view.widgets.widgets if w.enabled and "sell_for" in str(getattr(w.label, "key", ""))]
        driver.click(rows[0].rect.center)
    elif phase == PLACE:
        place = next(a for a in legal if isinstance(a, Place))
        _show_cell(view, place.x, place.y)
        driver.drag(view.lay.held_rect.center, cell_centre(view, place.x, place.y))
    elif phase == GAIN:
        view.open_gain()
        driver.send()
    elif phase == ACTIVATE:
        spots = {(a.x, a.y) for a in legal if isinstance(a, Activate) and cell(a.x, a.y) in state.pending}
        if spots:
            spot = sorted(spots)[0]
            _show_cell(view, *spot)
            driver.click(cell_centre(view, *spot))
        else:
            driver.key(pygame.K_RETURN)
    elif phase == MOVE:
        driver.key(pygame.K_e)


def _show_cell(view, x, y):
    if not view.pan.rect.collidepoint(view.pan.cell_rect(x, y).center):
        view.pan.center = (x, y)
        view.zoom(1.0)  # laid out again where it looks now


class SparseDriver(Driver):
    """The same synthetic input, drawing only every 8th step (a whole game stays quick)."""

    count = 0

    def send(self, *events, dt=0.02):
        self.app.step(list(events), dt)
        self.count += 1
        if self.count % 8 == 0:
            self.app.render()


@pytest.mark.parametrize("seats", [2])
def test_a_whole_game_against_the_computer_through_the_screen(app, seats):
    driver = SparseDriver(app)
    match = new_match(seats=seats, seed=12)
    view = open_table(app, driver, match)
    scene = app.stack.top
    started = time.perf_counter()
    steps = 0
    for _ in range(6000):
        if match.is_over():
            break
        top = app.stack.top
        if top is not scene:  # a scoring table: continue
            driver.key(pygame.K_RETURN)
            continue
        if view.actor() != 0:
            app.step([], 0.1)  # the computer's turn: no need to draw every frame
            time.sleep(0.001)
            continue
        driver.send(dt=0.1)
        if view.actor() != 0 or app.stack.top is not scene:
            continue
        before = len(match.actions)
        _human_step(view, driver, match)
        steps += 1
        assert len(match.actions) > before or view.popover is not None or match.state.phase == GAIN, (
            match.state.phase,
            match.legal_actions()[:3],
        )
    assert match.is_over(), f"{steps} decisions in {time.perf_counter() - started:.1f}s"
    while app.stack.top is not scene and app.stack.top.name != "results":
        driver.key(pygame.K_RETURN)
    driver.idle(0.5)
    assert app.stack.top.name == "results"
