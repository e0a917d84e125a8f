"""Tooltips (issue 12 item 7, issue 13 item 7): one shows only after the pointer rests ~0.5 s on
something, never over the place just clicked (until the pointer moves onto something else), and
none shows while a computer plays."""

import pygame

from game.app import TOOLTIP_DELAY
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.games import rules_for
from game.scenes.play import start_match
from game.tools.catalog import demo_match


def move(driver, vpos, dt=0.02):
    driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real(vpos), rel=(1, 1), buttons=(0, 0, 0)), dt=dt)


def rest(driver, seconds):
    driver.idle(seconds, 0.05)


def test_a_tooltip_waits_for_the_pointer_to_rest(app, driver):
    scene = start_match(app, demo_match("schotten", moves=2), "tips")
    driver.send(dt=0.05)
    undo = scene.buttons["undo"].rect
    move(driver, undo.center)
    rest(driver, TOOLTIP_DELAY - 0.2)
    assert not app.tooltip_shown
    rest(driver, 0.35)
    assert app.tooltip_shown
    move(driver, (undo.centerx + 3, undo.centery))
    assert not app.tooltip_shown  # a motion hides it; it comes back after another rest
    rest(driver, TOOLTIP_DELAY + 0.1)
    assert app.tooltip_shown


def test_no_tooltip_over_the_place_just_clicked(app, driver):
    scene = start_match(app, demo_match("schotten", moves=2), "tips")
    driver.send(dt=0.05)
    log_button, undo = scene.buttons["log"].rect, scene.buttons["undo"].rect
    driver.click(log_button.center)
    rest(driver, 1.5)
    assert not app.tooltip_shown
    move(driver, (log_button.centerx + 4, log_button.centery + 2))  # still on the same button
    rest(driver, 1.0)
    assert not app.tooltip_shown
    move(driver, undo.center)  # another target: its tooltip may show
    rest(driver, TOOLTIP_DELAY + 0.1)
    assert app.tooltip_shown
    move(driver, log_button.center)  # and back: the clicked one shows again after a rest
    rest(driver, TOOLTIP_DELAY + 0.1)
    assert app.tooltip_shown


def test_no_tooltip_while_a_computer_plays(app, driver):
    rules = rules_for("schotten")
    config = MatchConfig("schotten", [Seat("Ana", BOT, "easy"), Seat("Bo", HUMAN)], {}, seed=5)
    match = Match(rules, config)
    app.settings.animation_speed = "slow"
    scene = start_match(app, match, "tips")
    driver.send(dt=0.05)
    assert scene.tooltips_paused()
    menu = scene.buttons["menu"].rect
    move(driver, menu.center)
    rest(driver, TOOLTIP_DELAY + 0.1)
    assert not app.tooltip_shown or not scene.tooltips_paused()
    for _ in range(400):
        if not scene.tooltips_paused():
            break
        assert not app.tooltip_shown
        driver.send(dt=0.05)
    assert not scene.tooltips_paused()
    assert not app.tooltip_shown  # a fresh rest is needed once the person's turn comes
    rest(driver, TOOLTIP_DELAY + 0.1)
    assert app.tooltip_shown


def test_a_tooltip_stays_inside_the_window_and_off_what_it_describes(app):
    """Issue 21: near the window's foot the Chieftains' tooltip was pushed up over the box it
    described; every tooltip stands inside the window and never over the pointer."""
    from game.app import tooltip_box

    area = pygame.Rect(0, 0, 1920, 1080)
    for size in ((200, 60), (560, 300), (560, 700)):
        for pointer in ((10, 10), (1900, 20), (30, 1070), (1910, 1075), (960, 540), (200, 1000)):
            box = tooltip_box(pygame.Rect((0, 0), size), pointer, area)
            assert area.contains(box), (size, pointer, box)
            room = max(pointer[1] - 14 - area.top, area.bottom - pointer[1] - 22)
            if size[1] <= room:
                assert not box.inflate(8, 8).collidepoint(pointer), (size, pointer, box)


def test_the_chieftains_tooltip_leaves_the_box_in_sight(app, driver):
    from game.tools.catalog import demo_match as demo

    scene = start_match(app, demo("glenmore", moves=4), "tips")
    driver.send(dt=0.05)
    chief = scene.view.lay.chief_rect
    move(driver, (chief.centerx, chief.bottom - 10))
    rest(driver, TOOLTIP_DELAY + 0.1)
    assert app.tooltip_shown and app.tooltip_box is not None
    assert not app.tooltip_box.colliderect(chief), "the tooltip covers the Chieftains box"


def test_a_tooltip_goes_when_the_pointer_leaves_the_window(app, driver):
    scene = start_match(app, demo_match("schotten", moves=2), "tips")
    driver.send(dt=0.05)
    move(driver, scene.buttons["undo"].rect.center)
    rest(driver, TOOLTIP_DELAY + 0.1)
    assert app.tooltip_shown
    driver.send(pygame.event.Event(pygame.WINDOWLEAVE, window=None))
    rest(driver, TOOLTIP_DELAY + 0.5)
    assert not app.tooltip_shown, "the tooltip stayed after the pointer left the window"
    assert not scene.buttons["undo"].hovered
