"""The lessons at the table (game/scenes/lessons.py, game/scenes/tutor.py), driven through the
real screen: from the title's "Learn to play" to the offer of a real game, each decision made
with the mouse where the table's glow says where (a drag from the first glowing place to the
last, or a click on the only one), else by the view's own intent; the off-script replies in the
coach's panel; leaving and resuming; the coach's note in a live game."""

from __future__ import annotations

import time

import pytest

from game import games
from game.core.coach import position_seed
from game.core.i18n import Msg
from game.core.lesson import LessonGuide
from game.core.session import ACCEPTED, GUIDED, LIVE, REFUSED
from game.games.schotten.rules.actions import Play
from game.scenes.dialog import Dialog
from game.scenes.lessons import LessonsScene, start_lesson
from game.scenes.play import PlayScene
from game.scenes.title import TitleScene
from game.ui.table import Perform
from game.ui.widgets import Button

GAMES = games.available()


def button(scene, label: Msg) -> Button:
    return next(w for w in scene.group.widgets if isinstance(w, Button) and w.label == label)


def open_from_title(app, driver, game: str) -> PlayScene:
    """Title -> Learn to play -> the game's row, by clicks."""
    app.stack.reset(TitleScene(app))
    driver.send()
    driver.click(button(app.stack.top, Msg("core.lessons.button")).rect.center)
    page = app.stack.top
    assert isinstance(page, LessonsScene)
    row = [g for g, *_ in page.rows].index(game)
    start = [w for w in page.group.widgets if isinstance(w, Button) and w.label != Msg("core.button.back")][row]
    driver.click(start.rect.center)
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.session.mode == GUIDED
    return scene


def act(driver, scene, action) -> str:
    """Make ``action`` as a person would: with the mouse where the glow shows the way, else
    through the view's intent.  Returns how ("mouse" or "intent")."""
    session = scene.session
    before = len(session.match.actions)
    rects = scene.view.hint_rects(action, session.model())
    if len(rects) >= 2:
        driver.drag(rects[0].center, rects[-1].center)
    elif len(rects) == 1:
        driver.click(rects[0].center)
    if len(session.match.actions) > before:
        return "mouse"
    scene.follow(Perform((action,)))
    assert len(session.match.actions) > before, f"{action} was not taken"
    return "intent"


def play_steps(driver, scene, until) -> dict[str, int]:
    """Play the lesson's expected moves until ``until(status)``; per decision, the panel stands
    clear of the places that glow and they glow.  Returns how the decisions were made."""
    lesson = scene.lesson
    ways = {"mouse": 0, "intent": 0}
    for _ in range(5000):
        driver.send(dt=0.05)
        status = lesson.status()
        if until(status) or status.finished:
            return ways
        if scene.session.actor() is None or not status.targets:
            continue
        model = scene.session.model()
        places = lesson.target_rects(model)
        panel = lesson.panel.bounds
        assert panel.w > 0 and not any(panel.colliderect(r) for r in places), f"step {status.step}: panel over"
        glow = lesson.glow.part(model)
        assert not places or glow[0], f"step {status.step}: nothing glows"
        ways[act(driver, scene, status.targets[0])] += 1
    raise AssertionError("the lesson did not move on")


@pytest.mark.parametrize("game", GAMES)
def test_each_lesson_plays_to_its_end_through_the_screen(app, driver, game):
    scene = open_from_title(app, driver, game)
    steps = len(scene.lesson.guide.lesson.steps)
    ways = play_steps(driver, scene, lambda status: False)
    assert scene.lesson.status().finished
    for _ in range(40):  # the last move's own overlays (a scoring) first, then the offer
        if isinstance(app.stack.top, Dialog):
            break
        if app.stack.top is not scene:
            app.stack.top.close()
        driver.send(dt=0.05)
    offer = app.stack.top
    assert isinstance(offer, Dialog) and offer.title == Msg("core.lessons.finished")
    assert app.settings.lessons[game] == steps
    if game in ("schotten", "border"):
        assert ways["intent"] == 0, ways  # every decision by the mouse
    assert ways["mouse"] >= ways["intent"], ways
    real = [w for w in offer.group.widgets if "real_game" in w.label.key][0]
    driver.click(real.rect.center)
    table = app.stack.top
    assert isinstance(table, PlayScene) and table.session.mode == LIVE and table.lesson is None
    lesson = games.spec(game).lesson()
    rules = games.rules_for(game)
    if rules.opponent_option:
        assert table.match.config.options[rules.opponent_option] == lesson.suggest
    else:
        assert [s.level for s in table.match.config.seats if not s.is_human] == [lesson.suggest]


def first_step_with(guide: LessonGuide, match, verdict: str):
    """The first legal move the guide answers with ``verdict`` at the person's next decision."""
    targets = guide.status(match).targets
    for action in match.legal_actions():
        if action not in targets and guide.judge(match, guide.person, action).kind == verdict:
            return action
    return None


@pytest.mark.parametrize("verdict", [ACCEPTED, REFUSED])
def test_a_move_off_the_script_is_answered_in_the_panel(app, driver, verdict):
    start_lesson(app, "schotten")
    scene = app.stack.top
    lesson, session = scene.lesson, scene.session
    found = None
    for _ in range(len(lesson.guide.lesson.steps)):
        play_steps(driver, scene, lambda status: session.actor() is not None)
        found = first_step_with(lesson.guide, session.match, verdict)
        if found is not None:
            break
        act(driver, scene, lesson.status().targets[0])
    assert found is not None
    step = lesson.guide.lesson.steps[lesson.status().step - 1]
    before, toasts = len(session.match.actions), len(app.toasts)
    scene.follow(Perform((found,)))
    driver.send()
    if verdict == ACCEPTED:
        assert lesson.reply == step.also and len(session.match.actions) > before
    else:
        assert lesson.reply == step.try_ and len(session.match.actions) == before
    assert len(app.toasts) == toasts  # the reply is in the panel, not a toast
    assert lesson.panel.part(session.model())[1][2] == lesson.reply
    play_steps(driver, scene, lambda status: session.actor() is not None)
    act(driver, scene, lesson.status().targets[0])
    assert lesson.reply is None  # the next move on the script clears it


def test_an_illegal_move_gets_the_rules_reason(app, driver):
    start_lesson(app, "schotten")
    scene = app.stack.top
    play_steps(driver, scene, lambda status: scene.session.actor() is not None)
    wrong = Play(card=44, stone=0)  # the computer's purple 9
    reason = scene.rules.refusal(scene.session.match.state, wrong)
    assert reason is not None
    scene.follow(Perform((wrong,)))
    assert app.toasts[-1].text == reason and scene.lesson.reply is None


def test_the_move_a_lesson_asks_for_is_not_questioned(app, driver):
    """Schotten's step 6 asks for a draw while stone 5 could be claimed: with "ask before giving
    up" on, the draw is played without the question (the coach has said why)."""
    from game.scenes.give_up import GiveUpDialog

    app.settings.ask_before_giving_up = True
    start_lesson(app, "schotten")
    scene = app.stack.top
    play_steps(driver, scene, lambda status: status.step == 6 and scene.session.actor() is not None)
    draw = scene.lesson.status().targets[0]
    assert scene.rules.giving_up(scene.session.match.state, draw) is not None  # a live game would ask
    before = len(scene.session.match.actions)
    scene.follow(Perform((draw,)))
    assert not isinstance(app.stack.top, GiveUpDialog) and len(scene.session.match.actions) > before


def test_esc_opens_the_menu_over_a_lesson_and_the_log_button_swaps_panel_and_log(app, driver):
    import pygame

    from game.scenes.menu import GameMenu

    scene = open_from_title(app, driver, "schotten")
    driver.send()
    assert scene.lesson.covers_log and scene.lesson.panel.bounds.w
    driver.click(scene.bar.buttons["log"].rect.center)
    assert scene.lesson.log_shown and scene.lesson.panel.part(scene.session.model()) == ("log",)
    driver.key(pygame.K_ESCAPE)  # the log shows: Esc closes it, the panel comes back
    assert not scene.lesson.log_shown and app.stack.top is scene
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, GameMenu)


def test_a_lesson_left_is_resumed_where_it_was(app, driver):
    scene = open_from_title(app, driver, "border")
    play_steps(driver, scene, lambda status: status.step == 4)
    at = list(scene.session.match.actions)
    scene.open_menu()
    menu = app.stack.top
    driver.click(button(menu, Msg("core.button.title")).rect.center)
    assert isinstance(app.stack.top, TitleScene) and app.settings.lessons["border"] == 3
    again = open_from_title(app, driver, "border")
    page_said = Msg("core.lessons.progress", step=4, steps=len(again.lesson.guide.lesson.steps))
    assert again is not scene and list(again.session.match.actions) == at
    assert again.lesson.status().step == 4
    app.stack.reset(LessonsScene(app))
    assert [said for g, _r, said, _m in app.stack.top.rows if g == "border"] == [page_said]


def test_a_lesson_save_is_labelled_a_lesson_on_continue_and_load(app, driver):
    """Play testers took a lesson's autosave for a real game: Continue and Load name it a lesson,
    at its step."""
    from game.scenes import registry
    from tests.ui.drawn import texts_drawn

    scene = open_from_title(app, driver, "border")
    play_steps(driver, scene, lambda status: status.step == 7)
    steps = len(scene.lesson.guide.lesson.steps)
    scene.open_menu()
    driver.click(button(app.stack.top, Msg("core.button.title")).rect.center)
    label = str(Msg("core.lessons.save_step", game=Msg("border.name"), step=7, steps=steps))
    assert label == f"Lesson: The Border — step 7 of {steps}"
    assert isinstance(app.stack.top, TitleScene)
    assert label in [s for s, _px in texts_drawn(app)], "Continue does not say it is a lesson"
    registry.push(app, "load")
    driver.send()
    assert label in [s for s, _px in texts_drawn(app)], "Load does not say it is a lesson"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_borders_coach_panel_leaves_the_log_and_the_glow_clear(size):
    """Play testers saw the coach's panel over the top of the log (The Border: the panel stands in
    the log's column): the log keeps the column below the panel, its newest lines shown."""
    import pygame

    from game.app import App
    from tests.ui.conftest import Driver
    from tests.ui.drawn import texts_drawn

    app = App(size, headless=True)
    app.settings.animation_speed = "off"
    app.settings.ask_before_giving_up = False
    try:
        driver = Driver(app)
        scene = open_from_title(app, driver, "border")
        lesson = scene.lesson
        assert lesson.covers_log
        for step in (2, 4, 7):
            play_steps(driver, scene, lambda status, step=step: status.step == step)
            driver.send()
            panel, log = lesson.panel.bounds, scene.log.bounds
            assert panel.w and log.h >= 120 and not panel.colliderect(log), f"step {step}: the panel over the log"
            assert not any(panel.colliderect(r) for r in lesson.target_rects(scene.session.model()))
            drawn = [text for text, _px in texts_drawn(app)]
            newest = str(scene.session.match.log[-1].text)
            assert any(line in newest for line in drawn if len(line) > 8), f"step {step}: the newest line is not shown"
        scene.toggle_log()  # the log button swaps them: the log has the whole column
        driver.send()
        assert scene.log.bounds == pygame.Rect(scene.log_panel.rect)
    finally:
        pygame.display.quit()


def test_the_coach_speaks_after_a_worse_move_and_not_after_hards_own(app, driver):
    """Glen More with the coach on (its own threshold): the move Hard values lowest gets a note
    on the table, beside the board; the next move takes it away, and Hard's own choice gets none."""
    from game.scenes.play import start_match
    from game.tools.catalog import demo_match

    app.settings.coach["glenmore"] = True
    match = demo_match("glenmore", moves=8)
    scene = start_match(app, match, "coached")
    talk, session = scene.coach, scene.session
    assert talk is not None and session.actor() == 0

    def appraise():
        step, seat = len(session.match.actions), session.actor()
        view = scene.rules.view(session.match.state, seat)
        ranked = games.appraiser("glenmore", position_seed(match.config.seed, step)).appraise(scene.rules, view, seat)
        return max(ranked, key=lambda item: item[1]), min(ranked, key=lambda item: item[1])

    def settle():
        """Until the coach has appraised and the person decides again (the coach's thread may be
        slow on a busy machine: a minute at most)."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            driver.send(dt=0.05)
            if not talk.coach.busy and session.actor() is not None:
                return
            time.sleep(0.005)
        raise AssertionError("the coach or the turn did not come back")

    best, worst = appraise()
    assert best[1] - worst[1] >= talk.coach.threshold
    scene.follow(Perform((worst[0],)))
    settle()
    shown = talk.shown()
    assert shown is not None and shown.loss.played == worst[0] and shown.loss.best == best[0]
    assert talk.card.part(session.model())
    room = scene.view.coach_room(session.model())
    assert room is not None and room.contains(talk.card.bounds)  # over the territory's free room, not the track
    best, _worst = appraise()
    scene.follow(Perform((best[0],)))
    assert talk.shown() is None  # the next move takes the note away
    settle()
    assert talk.shown() is None  # and Hard's own choice gets none
