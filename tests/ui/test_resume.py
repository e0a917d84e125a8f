"""Quit in the middle, start again, Continue: nothing lost.  A damaged autosave is reported and kept."""

import pygame

from game import storage
from game.app import App
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.games.schotten.rules.actions import Play
from game.games.schotten.rules.engine import SchottenRules
from game.scenes.dialog import Dialog
from game.scenes.play import start_match
from game.scenes.title import TitleScene


def test_quit_restart_continue(app, driver):
    match = Match(SchottenRules(), MatchConfig("schotten", [Seat("Ana", HUMAN), Seat("Rui", "bot", "easy")], {}, 4))
    view = start_match(app, match)
    view.perform(next(a for a in match.legal_actions() if isinstance(a, Play)))
    expected = match.state.to_json()
    app.request_quit()
    app.shutdown()

    again = App((1280, 720), headless=True)
    again.stack.push(TitleScene(again))
    again.step([], 0.01)
    again.render()
    title = again.stack.top
    assert title.resume is not None and title.resume.error is None
    title.continue_match()
    scene = again.stack.top
    assert scene.name == "schotten"
    assert scene.match.state.to_json() == expected
    assert scene.match.can_undo()  # the move of this turn can still be taken back
    pygame.display.quit()


def test_continue_with_a_damaged_autosave_reports_and_keeps_it(app, driver):
    path = storage.autosave_path("broken")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "quiet-table-save", "vers')
    app.stack.push(TitleScene(app))
    driver.send()
    title = app.stack.top
    assert title.resume is not None and title.resume.error is not None
    title.continue_match()
    assert isinstance(app.stack.top, Dialog)
    driver.send()
    assert path.read_bytes() == b'{"format": "quiet-table-save", "vers'
