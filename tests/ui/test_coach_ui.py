"""The coach at the table besides its note after a move (tests/ui/test_lessons_ui.py has that):
its toggles in Settings, the note kept from another person in pass-and-play, the results' line
of the moves that cost most, and the lessons' progress as the settings keep it."""

from __future__ import annotations

from game import games
from game.core.coach import CoachNote, LossSurvey, MoveLoss
from game.core.i18n import Msg, tr
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.scenes.play import start_match
from game.scenes.results import ResultsScene
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.storage import Settings
from game.tools.catalog import demo_match
from game.ui.widgets import Toggle


def test_settings_turn_the_coach_on_per_game_and_a_table_follows(app, driver):
    app.stack.reset(TitleScene(app))
    app.stack.push(SettingsScene(app))
    driver.send()
    toggles = {w.label.key: w for w in app.stack.top.group.widgets if isinstance(w, Toggle)}
    assert not any(app.settings.coach_on(g) for g in games.available())
    driver.click(toggles["glenmore.name"].rect.center)
    assert app.settings.coach == {"glenmore": True}
    assert start_match(app, demo_match("glenmore")).coach is not None
    assert start_match(app, demo_match("border")).coach is None  # off for the others


def test_the_note_is_shown_only_to_the_person_who_played(app):
    app.settings.coach["schotten"] = True
    rules = games.rules_for("schotten")
    match = Match(rules, MatchConfig("schotten", [Seat("Ana", HUMAN), Seat("Rui", HUMAN)], {}, seed=4))
    scene = start_match(app, match)
    talk, session = scene.coach, scene.session
    legal = match.legal_actions()
    seat = match.to_move()
    talk.note = CoachNote(MoveLoss(0, seat, legal[0], legal[1], 5.0), Msg.raw("x"), None)
    session.viewer = seat
    assert talk.shown() is talk.note and talk.card.part(session.model())
    session.viewer = 1 - seat  # the device is with the other person
    assert talk.shown() is None and talk.card.part(session.model()) == ()


def test_the_results_name_the_moves_that_cost_most(app):
    """A finished game with the coach on: the survey's three costliest moves per person, in
    words (the survey here has only the live coach's appraisals: no seat to appraise further)."""
    app.settings.coach["glenmore"] = True
    match = demo_match("glenmore", moves=40)
    scene = start_match(app, match)
    talk = scene.coach
    mine = [k for k, seat in enumerate(match.actors) if seat == 0][:5]
    known = {k: MoveLoss(k, 0, match.actions[k], match.actions[k], float(n + 1) * 3) for n, k in enumerate(mine)}
    talk.survey = LossSurvey(match.rules, match.config.game_config(), match.actions, match.actors, [], lambda s: None,
                             known=known)
    assert talk.survey.wait(10)
    line = tr(talk.costly())
    assert line.count("Hard preferred") == 3 and line.startswith("Ana")
    numbers = [sum(1 for a in match.actors[: k + 1] if a == 0) for k in mine]
    assert f"move {numbers[4]}:" in line and f"move {numbers[1]}:" not in line  # the costliest three only
    app.stack.push(ResultsScene(app, scene))
    assert app.stack.top.coach_line() is not None
    app.render()


def test_the_lessons_progress_is_kept_in_the_settings_and_checked_on_load():
    loaded = Settings.from_json({**Settings().to_json(), "lessons": {"schotten": 3, "border": "x", "brass": -1}})
    assert loaded.lessons == {"schotten": 3}
    assert Settings().lessons == {}
