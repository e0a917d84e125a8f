"""Brass: the cost preview shown while a tile is dragged over a space (or the pointer rests on a
target) tells the money the action will take, to the pound, in many positions; a tile with
nowhere to go is dimmed on the mat, says why before it is dropped, and its drop is refused."""

import random

import pygame

from game.core.i18n import Msg, tr
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.games import rules_for
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.actions import Build, Develop, Discard, Network, Take
from game.games.brass.rules.state import CARD, CHOICE_PHASES, MAIN
from game.scenes.play import start_match
from game.tools.catalog import advance_until


def positions(seeds=(1, 2, 5), per_seed=3):
    """Positions where the person chooses the first of two actions (so the action does not end
    the turn and bring the Automa's turn and income into the money)."""
    for seed in seeds:
        match = Match(rules_for("brass"), MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=seed))
        for k in range(per_seed):
            match = advance_until(
                match,
                lambda m: m.to_move() == 0 and m.state.phase == MAIN and m.state.actions_left >= 2,
                seed=seed * 7 + k,
                limit=4000,
            )
            if match.is_over():
                break
            yield seed * 10 + k, match  # the test may play on: the next position follows from there
            rng = random.Random(seed * 100 + k)
            match.play(rng.choice(match.legal_actions()))


def _finish(scene, match) -> None:
    """The person pays and picks sources through the screen's own act (first choice each)."""
    rules = match.rules
    for _ in range(20):
        state = match.state
        if match.to_move() != 0:
            return
        if state.phase == CARD:
            scene.perform(Discard(rules.card_choices(state)[0]))
        elif state.phase in CHOICE_PHASES:
            scene.perform(Take(state.phase, rules.source_choices(state)[0]))
        else:
            return


def _move(driver, vpos, held=False):
    driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real(vpos), rel=(1, 1), buttons=(int(held), 0, 0)))


def test_the_preview_of_a_dragged_tile_is_the_money_the_build_takes(app, driver):
    checked = 0
    for tag, match in positions(seeds=(1, 2, 5, 7)):
        rng = random.Random(tag)
        builds = [a for a in match.legal_actions() if isinstance(a, Build)]
        if not builds:
            continue
        action = rng.choice(builds)
        scene = start_match(app, match)
        view = scene.view
        driver.send()
        start = view.tile_rects[action.industry].center
        target = view.space_rects[action.space]
        if not view.pan.rect.contains(target):
            view.refit()
            driver.send()
            target = view.space_rects[action.space]
        _move(driver, start)
        driver.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=driver.real(start), button=1))
        for i in range(1, 7):
            _move(
                driver,
                (start[0] + (target.centerx - start[0]) * i // 6, start[1] + (target.centery - start[1]) * i // 6),
                True,
            )
        shown = view.pointing.preview_shown
        assert shown is not None and shown.action == action
        before = match.state.money
        driver.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=driver.real(target.center), button=1))
        _finish(scene, match)
        assert match.state.phase == MAIN
        assert before - match.state.money == shown.paid - shown.earned, (tag, action, shown)
        checked += 1
    assert checked >= 5


def test_the_preview_under_the_pointer_matches_links_and_developments(app, driver):
    checked = 0
    for tag, match in positions(seeds=(3, 4), per_seed=3):
        rng = random.Random(tag)
        options = [a for a in match.legal_actions() if isinstance(a, (Network, Develop))]
        if not options:
            continue
        action = rng.choice(options)
        scene = start_match(app, match)
        view = scene.view
        driver.send()
        if isinstance(action, Network):
            driver.key(pygame.K_2)
            key, rect = ("link", action.link), view.slot_rects[action.link]
        else:
            driver.key(pygame.K_3)
            key, rect = ("mat", action.industry), view.mat_rects[action.industry]
        _move(driver, (rect.x + 8, rect.centery) if key[0] == "mat" else rect.center)
        if view.pointing.target != key:
            continue  # another piece lies over the middle of this line
        shown = view.pointing.preview_shown
        assert shown is not None and shown.action == action
        before = match.state.money
        scene.perform(action)
        _finish(scene, match)
        assert before - match.state.money == shown.paid - shown.earned, (tag, action, shown)
        checked += 1
    assert checked >= 2


def test_a_tile_with_nowhere_to_go_is_dimmed_and_says_why_before_the_drop(app, driver):
    for _tag, match in positions(seeds=(1, 2, 3, 4), per_seed=3):
        scene = start_match(app, match)
        view = scene.view
        driver.send()
        stuck = [n for n in INDUSTRIES if view.mat_dimmed(n)]
        if not stuck:
            continue
        name = stuck[0]
        assert name not in {a.industry for a in match.legal_actions() if isinstance(a, Build)}
        tip = view.board_tooltip(view.tile_rects[name].center)
        reason = Msg("brass.preview.cannot_build", reason=view.no_space_reason(name))
        assert tip is not None and tr(tip).splitlines()[0] == tr(reason)
        start = view.tile_rects[name].center
        end = view.map_rect.center
        _move(driver, start)
        driver.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=driver.real(start), button=1))
        view.pointing.nowhere_shown = None
        for i in range(1, 5):
            _move(driver, (start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4), True)
        assert view.drag.dragging and not view.drag.legal
        assert view.pointing.nowhere_shown == name  # said before the drop
        state = match.state.clone()
        driver.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=driver.real(end), button=1))
        assert match.state.money == state.money and match.state.sp_owner == state.sp_owner
        return
    raise AssertionError("no position with an industry that has nowhere to go")


def test_the_hover_layer_is_never_stale_over_the_track_the_drawer_and_the_preview(app, driver):
    """Cached layers equal a fresh drawing while the pointer rests on Loan (the track's preview),
    with the log drawer open over the map, and over lines with Network chosen."""
    from tests.ui.drawn import fresh

    def shown() -> bytes:
        app.render()
        return pygame.image.tobytes(app.window, "RGB")

    _tag, match = next(positions(seeds=(2,), per_seed=1))
    scene = start_match(app, match)
    view = scene.view
    driver.send()
    loan = view.action_buttons()["loan"].rect.center
    steps = [lambda: _move(driver, loan), lambda: driver.key(pygame.K_l), lambda: _move(driver, view.map_rect.center)]
    steps += [lambda: driver.key(pygame.K_2)]
    steps += [lambda r=rect: _move(driver, r.center) for rect in list(view.slot_rects.values())[:12]]
    steps += [lambda: driver.key(pygame.K_l), lambda: _move(driver, loan)]
    for step in steps:
        step()
        assert shown() == fresh(app)
