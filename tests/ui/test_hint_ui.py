"""The "suggest a move" hint through the screen: the bulb and H on a person's turn only, in the
background, never touching the match; a highlight in every game; the setting hides it."""

import json
import threading

import pygame
import pytest

from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.games.schotten.rules.engine import SchottenRules
from game.scenes.play import start_match
from game.tools.catalog import demo_match


def schotten(seed=5):
    seats = [Seat("Ana", HUMAN), Seat("Rui", BOT, "easy")]
    return Match(SchottenRules(), MatchConfig("schotten", seats, {}, seed=seed))


def wait_for_hint(view, driver, seconds=20.0):
    waited = 0.0
    while view.hint.busy and waited < seconds:
        driver.send(dt=0.05)
        view.hint.worker and view.hint.worker.thread.join(0.05)
        waited += 0.1
    driver.send()


def snapshot(match):
    return (
        json.dumps(match.state.to_json()),
        [a.to_dict() for a in match.actions],
        [a.to_dict() for a in match.redo_stack],
        [(e.step, e.seat, str(e.text)) for e in match.log],
        match.can_undo(),
        match.can_redo(),
    )


class BlockingBot:
    """A computer player that thinks until the test lets it move."""

    def __init__(self):
        self.go = threading.Event()

    def choose(self, rules, view, seat):
        self.go.wait(10)
        return rules.legal_actions(view)[0]


@pytest.fixture
def view(app, driver):
    scene = start_match(app, schotten())
    scene.hint.level = "easy"  # cheap and deterministic; the game uses "hard"
    driver.send()
    return scene


def test_h_shows_a_hint_without_touching_the_match(app, driver, view):
    card, rect = view.view.hand_rects[0]
    driver.drag(rect.center, view.view.side_rects[(0, 4)].center)  # a move that can be undone
    assert view.match.can_undo()
    before = snapshot(view.match)
    driver.key(pygame.K_h)
    assert view.hint.busy or view.hint.shown
    wait_for_hint(view, driver)
    assert view.hint.shown and view.hint.action in view.match.legal_actions()
    assert view.view.hint_rects(view.hint.action, view.session.model())
    app.render()
    assert snapshot(view.match) == before
    assert view.match.hints_used == [1, 0]
    driver.key(pygame.K_h)  # H again hides it
    assert not view.hint.shown
    assert snapshot(view.match) == before


def test_the_bulb_button_asks_and_esc_or_acting_hides(app, driver, view):
    driver.click(view.buttons["bulb"].rect.center)
    wait_for_hint(view, driver)
    assert view.hint.shown
    driver.key(pygame.K_ESCAPE)
    assert not view.hint.shown and app.stack.top is view  # Esc hid the hint, no menu
    driver.key(pygame.K_h)
    wait_for_hint(view, driver)
    assert view.hint.shown
    card, rect = view.view.hand_rects[0]
    driver.drag(rect.center, view.view.side_rects[(0, 2)].center)
    assert not view.hint.shown
    assert view.match.hints_used[0] == 2


def test_undo_drops_the_hint(app, driver, view):
    card, rect = view.view.hand_rects[0]
    driver.drag(rect.center, view.view.side_rects[(0, 4)].center)
    driver.key(pygame.K_h)
    wait_for_hint(view, driver)
    assert view.hint.shown
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert not view.hint.shown


def test_an_answer_for_a_position_already_left_is_dropped(app, driver, view, monkeypatch):
    held = BlockingBot()  # answers only when the test lets it, so the position can change first
    monkeypatch.setattr("game.games.make_bot", lambda game, level, seed=None: held)
    driver.key(pygame.K_h)
    assert view.hint.busy
    view.hint.asked = ("another position",)
    held.go.set()
    wait_for_hint(view, driver)
    assert not view.hint.shown and view.match.hints_used == [0, 0]


def test_nothing_on_a_computers_turn(app, driver, view):
    blocking = BlockingBot()
    view.session.bots[1] = blocking
    card, rect = view.view.hand_rects[0]
    driver.drag(rect.center, view.view.side_rects[(0, 4)].center)
    draw = next(w for w in view.view.widgets.widgets if "draw" in str(getattr(w.label, "key", "")))
    driver.click(draw.rect.center)
    driver.send()
    assert view.match.to_move() == 1 and view.session.worker is not None
    before = snapshot(view.match)
    driver.key(pygame.K_h)
    driver.click(view.buttons["bulb"].rect.center)
    assert not view.hint.busy and not view.hint.shown
    assert not view.buttons["bulb"].enabled
    assert snapshot(view.match) == before and view.match.hints_used == [0, 0]
    blocking.go.set()
    for _ in range(40):  # the computer finishes its turn (play, then draw)
        if view.session.worker is not None:
            view.session.worker.thread.join(5)
        driver.send()
        if view.match.to_move() == 0:
            break
    assert view.match.to_move() == 0
    driver.key(pygame.K_h)  # the person's turn again: the hint is back
    assert view.hint.busy or view.hint.shown


def test_the_setting_turns_the_hint_off(app, driver, view):
    app.settings.show_hint_button = False
    driver.send()
    assert not view.buttons["bulb"].visible
    driver.key(pygame.K_h)
    assert not view.hint.busy and not view.hint.shown


def test_the_results_say_how_many_hints_were_used(app, driver, view):
    from game.scenes.results import ResultsScene

    view.match.hints_used = [4, 0]
    results = ResultsScene(app, view)
    assert str(results.hints_line()) == "Suggestions used: Ana 4"
    app.stack.push(results)
    driver.send()


@pytest.mark.parametrize("game", ["schotten", "border", "glenmore", "brass"])
def test_every_game_shows_a_hint_on_its_board(app, driver, game):
    scene = start_match(app, demo_match(game, moves=4))
    scene.hint.level = "easy"
    driver.send()
    assert scene.hint.ask()
    wait_for_hint(scene, driver)
    assert scene.hint.shown
    assert scene.hint.words is not None
    app.render()


def test_no_hint_while_the_device_is_passed(app, driver):
    from game.scenes.pass_device import PassDeviceScene

    seats = [Seat("Ana", HUMAN), Seat("Rui", HUMAN)]
    scene = start_match(app, Match(SchottenRules(), MatchConfig("schotten", seats, {}, seed=5)))
    scene.hint.level = "easy"
    driver.send()
    assert isinstance(app.stack.top, PassDeviceScene)
    assert not scene.hint.available()
    driver.key(pygame.K_h)
    assert not scene.hint.busy and not scene.hint.shown
    driver.click(app.stack.top.group.widgets[0].rect.center)  # "I am Ana"
    assert scene.session.viewer == 0 and scene.hint.available()


def test_asking_again_while_it_still_thinks_starts_no_second_thread(app, driver, view, monkeypatch):
    from game.scenes import hint

    blocking = BlockingBot()
    monkeypatch.setattr(hint.games, "make_bot", lambda game, level, seed=None: blocking)
    driver.key(pygame.K_h)
    first = view.hint.worker
    driver.key(pygame.K_h)  # hidden while thinking
    assert not view.hint.busy
    driver.key(pygame.K_h)  # asked again: the same thread
    assert view.hint.worker is first
    blocking.go.set()
    wait_for_hint(view, driver)
    assert view.hint.shown and view.match.hints_used == [1, 0]
