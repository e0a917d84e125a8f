"""Every tile the rules let a person take can be taken through the screen — by a drag, by a
click then a click on a glowing space, and with the keyboard — right after the previous
move was animated (new tiles flying onto the track), over positions from random games; and
a tile that cannot be taken says why."""

import random

import pygame
import pytest

from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.games.glenmore.rules.actions import Take
from game.games.glenmore.rules.engine import GlenMoreRules
from game.games.glenmore.rules.state import CHOOSE
from game.games.glenmore.rules.territory import xy
from game.scenes.play import start_match

RULES = GlenMoreRules()
SEEDS = (1, 4, 7, 15)


def game_before_a_turn(seed: int) -> tuple[Match, object]:
    """A random 2-player game stopped one decision before a seat's turn starts (CHOOSE), and
    that decision."""
    rng = random.Random(seed)
    config = MatchConfig("glenmore", [Seat("Ana", HUMAN), Seat("Ben", HUMAN)], {}, seed=seed)
    match = Match(RULES, config)
    goal = rng.randrange(20, 160)
    history, starts = [], []
    while not match.is_over() and (not starts or starts[-1] < goal):
        action = rng.choice(match.legal_actions())
        was = match.state.current
        match.play(action)
        history.append(action)
        if match.state.phase == CHOOSE and match.state.current != was:
            starts.append(len(history))
    history = history[: starts[-1]]  # the game may end first: the last turn start before it
    replay = Match(RULES, MatchConfig("glenmore", config.seats, {}, seed=seed))
    for action in history[:-1]:
        replay.play(action)
    return replay, history[-1]


def take_through_screen(app, driver, view, space: int, how: str) -> None:
    seat = view.actor()
    tile = RULES.tile(view.state.track[space])
    cells = sorted(view.placement_cells(seat, tile), key=lambda c: xy(c)[::-1])
    x, y = xy(cells[len(cells) // 2])
    start, end = view.lay.space_rects[space].center, view.pan.cell_rect(x, y).center
    if how == "drag":
        driver.drag(start, end, steps=3)
    elif how == "click":
        driver.click(start)
        driver.click(end)
    else:
        keys = [s.key for s in view.drag.sources]
        assert ("track", space) in keys, "the tile cannot be chosen with the keyboard"
        view.drag.key_source = keys.index(("track", space))
        driver.key(pygame.K_RETURN)
        order = view.drag._target_order()
        view.drag.key_target = order.index(("cell", x, y))
        driver.key(pygame.K_RETURN)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_takeable_tile_can_be_taken_by_drag_click_and_keyboard(app, driver, seed):
    app.settings.animation_speed = "normal"
    match, last = game_before_a_turn(seed)
    scene = start_match(app, match)
    view = scene.view
    base = len(match.actions)
    scene.perform(last)  # the previous seat's move, animated: new tiles fly onto the track
    driver.idle(0.6, 0.2)
    takes = [a.space for a in match.legal_actions() if isinstance(a, Take)]
    assert takes
    for space in takes:
        for how in ("drag", "click", "key"):
            app.toasts.clear()
            turn = match.state.turn, match.state.phase
            take_through_screen(app, driver, view, space, how)
            moved = (match.state.turn, match.state.phase) != turn
            assert moved, (seed, space, how, [str(t.text) for t in app.toasts])
            match.rewind(base)
            scene.perform(last)
            driver.idle(0.6, 0.2)


@pytest.mark.parametrize("seed", (3, 11))
def test_a_tile_that_cannot_be_taken_says_why_on_click_drag_and_keyboard(app, driver, seed):
    app.settings.animation_speed = "normal"
    match, last = game_before_a_turn(seed)
    scene = start_match(app, match)
    view = scene.view
    scene.perform(last)
    driver.idle(0.6, 0.2)
    state = match.state
    legal = set(match.legal_actions())
    refused = [s for s in range(RULES.spaces) if state.track[s] >= 0 and Take(s) not in legal]
    assert refused
    village = view.pan.cell_rect(0, 0).center
    for space in refused:
        reason = str(RULES.why_illegal(state, Take(space)))
        for how in ("drag", "click", "key"):
            app.toasts.clear()
            if how == "drag":
                driver.drag(view.lay.space_rects[space].center, village, steps=3)
            elif how == "click":
                driver.click(view.lay.space_rects[space].center)
            else:
                keys = [s.key for s in view.drag.sources]
                view.drag.key_source = keys.index(("track", space))
                driver.key(pygame.K_RETURN)
            assert reason in [str(t.text) for t in app.toasts], (seed, space, how)
            view.drag.cancel()
