"""Nothing the player could still use is thrown away by one click (issue 21 points 8 and 10).

Glen More's "Finish activations" with tiles still to activate and The Border's "Done" while
rolling ask once first, naming what would be lost as the rules count it (the legal actions);
"Keep playing" is focused, so Enter, Esc, a second click on the same spot or a click meant for
Roll give nothing up; "Finish anyway" plays the move; the setting (Settings, saved) stops the
questions.  The Border's Done never stands where Roll stood in Action 1."""

import random

import pygame
import pytest

from game import storage
from game.core.i18n import Msg
from game.core.rules import CHANCE
from game.games.border.rules.actions import Complete, Done
from game.games.border.rules.state import CROSS, KEEP, PASSIVE, ROLL
from game.games.border.view import tour as border_tour
from game.games.glenmore.rules.actions import Activate, Finish
from game.games.glenmore.rules.state import ACTIVATE
from game.games.glenmore.view import tour as glenmore_tour
from game.scenes.give_up import GiveUpDialog
from game.scenes.play import start_match
from game.scenes.settings import SettingsScene
from game.ui.widgets import Button, Toggle


@pytest.fixture
def asking(app):
    app.settings.ask_before_giving_up = True  # the default a person has
    return app


def button(widgets, key: str) -> Button:
    return next(w for w in widgets if isinstance(w, Button) and getattr(w.label, "key", "") == key)


def dialog(app) -> GiveUpDialog | None:
    top = app.stack.top
    return top if isinstance(top, GiveUpDialog) else None


def usable_activations(match) -> int:
    """Counted here from the legal actions: each tile the placed tile activates that has a legal
    activation (no Loch Ness in these positions)."""
    assert match.state.extra_left == 0
    cells = {(a.x, a.y) for a in match.legal_actions() if isinstance(a, Activate)}
    return len(cells)


def glenmore_finish(app, driver):
    match = glenmore_tour.activation_choice()
    assert match.state.phase == ACTIVATE and usable_activations(match) >= 2
    view = start_match(app, match, "give-up")
    driver.send()
    return view, match, button(view.view.widgets.widgets, "glenmore.ui.finish")


def test_finish_with_tiles_still_to_activate_asks_what_would_be_lost(asking, driver):
    app = asking
    view, match, finish = glenmore_finish(app, driver)
    count, actions = usable_activations(match), len(match.actions)
    driver.click(finish.rect.center)
    shown = dialog(app)
    assert shown is not None, "Finish threw the activations away without a word"
    assert shown.title == Msg("glenmore.give_up.finish", count=count)
    assert str(Msg("glenmore.give_up.finish", count=3)) == "3 activations unused"
    assert len(match.actions) == actions and match.state.phase == ACTIVATE
    # Esc, Enter (Keep playing is focused) and a second click on Finish's spot give nothing up
    driver.key(pygame.K_ESCAPE)
    assert dialog(app) is None and len(match.actions) == actions
    driver.key(pygame.K_e)  # Finish's key asks too
    assert dialog(app) is not None
    driver.key(pygame.K_RETURN)
    assert dialog(app) is None and len(match.actions) == actions
    driver.click(finish.rect.center)
    driver.click(finish.rect.center)  # a double click: the second lands beside the question
    assert dialog(app) is not None and len(match.actions) == actions
    # "Finish anyway" finishes
    yes = button(dialog(app).group.widgets, "glenmore.give_up.finish_yes")
    driver.click(yes.rect.center)
    assert dialog(app) is None
    assert match.actions[actions] == Finish()


def test_finish_with_nothing_left_to_activate_asks_nothing(asking, driver):
    app = asking
    view, match, finish = glenmore_finish(app, driver)
    while any(isinstance(a, Activate) for a in match.legal_actions()):
        action = next(a for a in match.legal_actions() if isinstance(a, Activate))
        assert view.perform(action)
    driver.send()
    actions = len(match.actions)
    driver.click(button(view.view.widgets.widgets, "glenmore.ui.finish").rect.center)
    assert dialog(app) is None and match.actions[actions] == Finish()


def test_the_setting_stops_the_questions_and_is_saved(asking, driver):
    app = asking
    settings = SettingsScene(app)
    app.stack.push(settings)
    driver.send()
    toggle = next(w for w in settings.group.widgets if isinstance(w, Toggle) and w.label == Msg("core.give_up.setting"))
    driver.click(toggle.rect.center)
    assert app.settings.ask_before_giving_up is False
    assert storage.load_settings()[0].ask_before_giving_up is False  # saved
    view, match, finish = glenmore_finish(app, driver)
    actions = len(match.actions)
    driver.click(finish.rect.center)
    assert dialog(app) is None and match.actions[actions] == Finish()


def test_dont_ask_again_in_the_question_itself(asking, driver):
    app = asking
    view, match, finish = glenmore_finish(app, driver)
    driver.click(finish.rect.center)
    driver.click(dialog(app).stop.rect.center)
    assert app.settings.ask_before_giving_up is False and storage.load_settings()[0].ask_before_giving_up is False
    driver.key(pygame.K_ESCAPE)
    assert match.state.phase == ACTIVATE  # the question answered "keep playing"


def border_rolling(app, driver):
    match = border_tour._rolling()
    assert match.state.phase == KEEP and any(isinstance(a, Complete) for a in match.legal_actions())
    view = start_match(app, match, "give-up")
    driver.send()
    return view, match


def test_done_while_rolling_asks_before_giving_all_five_dice_away(asking, driver):
    app = asking
    view, match = border_rolling(app, driver)
    segments = sum(isinstance(a, Complete) for a in match.legal_actions())
    actions = len(match.actions)
    roll = view.view.roll_button.rect.copy()
    driver.click(view.view.done_button.rect.center)
    shown = dialog(app)
    assert shown is not None, "Done gave all five dice away without a word"
    assert shown.title == Msg("border.give_up.segments", count=segments)
    assert shown.message == Msg("border.give_up.active_none", count=5)
    driver.click(roll.center)  # a misclick on Roll's spot: outside the question, nothing happens
    driver.key(pygame.K_d)  # Done's key again
    driver.key(pygame.K_RETURN)  # Keep playing
    assert dialog(app) is None and len(match.actions) == actions and match.state.phase == KEEP
    driver.key(pygame.K_d)
    yes = button(dialog(app).group.widgets, "border.give_up.anyway")
    driver.click(yes.rect.center)
    assert match.actions[actions] == Done()


def test_the_border_done_never_stands_where_roll_stood(app, driver):
    """Every phase a person meets: Done keeps one place, and it is not Roll's."""
    from game.core.match import HUMAN, Match, MatchConfig, Seat
    from game.games import rules_for

    seats = [Seat("Ana", HUMAN), Seat("Rui", HUMAN)]
    match = Match(rules_for("border"), MatchConfig("border", seats, {"first": "seat1"}, seed=2))
    view = start_match(app, match, "apart")
    roll_at, done_at, seen = None, set(), set()
    rng = random.Random(2)
    for _ in range(400):
        state = match.state
        if match.to_move() is None:
            break
        view.session.refresh()  # the match was played here directly: the table lays out for it
        table = view.view
        if state.phase in (ROLL, KEEP, CROSS, PASSIVE) and table.done_button is not None:
            seen.add(state.phase)
            if table.roll_button is not None:
                roll_at = table.roll_button.rect.copy()
            done_at.add(tuple(table.done_button.rect))
        if match.to_move() == CHANCE:
            match.resolve_chance()
        else:
            match.play(rng.choice(match.legal_actions()))
    assert seen == {ROLL, KEEP, CROSS, PASSIVE}
    assert len(done_at) == 1, "Done moves between phases"
    assert not pygame.Rect(next(iter(done_at))).colliderect(roll_at)
