"""Computer-move pace: the speed arrows go the way they point, and "Instant" is instant."""

import pygame

from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.games.border.rules import BorderRules
from game.games.schotten.rules import SchottenRules
from game.scenes import play
from game.scenes.play import start_match
from game.scenes.settings import SettingsScene
from game.ui.widgets import Choice


class AtOnce:
    """A computer player that answers at once: the first legal move."""

    def choose(self, rules, view, seat):
        return rules.legal_actions(view)[0]


def speed_choice(app) -> Choice:
    scene = SettingsScene(app)
    app.stack.push(scene)
    return next(w for w in scene.group.widgets if isinstance(w, Choice) and w.value == app.settings.animation_speed)


def test_the_right_arrow_makes_computer_moves_faster_and_stops_at_instant(app, driver):
    app.settings.animation_speed = "slow"
    choice = speed_choice(app)
    seen = [app.settings.animation_speed]
    for _ in range(5):
        _box, _left, right = choice._arrows()
        driver.click(right.center)
        seen.append(app.settings.animation_speed)
    assert seen == ["slow", "normal", "fast", "off", "off", "off"]  # › towards Instant, never wrapping
    _box, left, _right = choice._arrows()
    driver.click(left.center)
    assert app.settings.animation_speed == "fast"
    choice.focused = True
    driver.key(pygame.K_LEFT)
    assert app.settings.animation_speed == "normal"


def frames_until(app, done, limit=400, dt=0.005):
    for frame in range(1, limit + 1):
        app.step([], dt)
        if done():
            return frame
    return limit + 1


def schotten_match():
    seats = [Seat("Ana", HUMAN), Seat("Rui", "bot", "easy")]
    return Match(SchottenRules(), MatchConfig("schotten", seats, {}, seed=4))


def test_at_instant_a_computer_turn_takes_a_frame_or_two(app, driver, monkeypatch):
    monkeypatch.setattr(play, "INSTANT_BUDGET", 5.0)  # the machine's load must not change the count
    for speed, at_least in (("off", 0), ("normal", 20)):
        app.settings.animation_speed = speed
        match = schotten_match()
        view = start_match(app, match)
        view.bots = {1: AtOnce()}
        driver.send()
        while view.human_to_move() == 0:  # Ana's turn: a card, then the draw
            assert view.perform(match.legal_actions()[0])
        assert match.to_move() == 1
        frames = frames_until(app, lambda v=view: v.human_to_move() == 0 and not v.animator.busy)
        if speed == "off":
            assert frames <= 2, frames  # no pause, no animation: only the (zero) thinking time
            assert len(match.actions) > 2  # the computer did play
        else:
            assert frames >= at_least  # at Normal its move is paced and animated


def test_at_instant_a_border_round_of_computers_plays_in_a_few_frames(app, driver, monkeypatch):
    monkeypatch.setattr(play, "INSTANT_BUDGET", 5.0)
    seats = [Seat("Ana", HUMAN)] + [Seat(n, "bot", "easy") for n in ("Rui", "Marta", "Tomé")]
    match = Match(BorderRules(), MatchConfig("border", seats, {"boards": "in_order", "first": "seat1"}, seed=3))
    view = start_match(app, match)
    driver.send()
    start = match.state.round
    ana = view.bots[1]  # Ana decides as an easy computer would, through perform (the real easy bots think a few ms)
    frames = 0
    while match.state.round < start + 2 and frames < 200 and not match.is_over():
        if view.human_to_move() == 0:
            assert view.perform(ana.choose(match.rules, match.rules.view(match.state, 0), 0))
            continue
        app.step([], 0.005)
        frames += 1
    assert match.state.round > start
    assert frames <= 12, frames  # three computers' turns, each with several decisions
