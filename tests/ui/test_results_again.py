"""A finished game's results can be closed to look at the table, and opened again from the top
bar's Results button (or Enter): closing them throws nothing away — Play again, the review and the
scores stay one click away."""

import pygame

from game.scenes import registry
from tests.records.conftest import finished
from tests.ui.test_records_screens import button, press


def test_closed_results_come_back_from_the_top_bar(app, driver):
    match = finished("schotten", ("Ana", "Bot:easy"), seed=2)
    play = registry.open_match(app, match)
    driver.send()
    assert registry.is_top(app, "results")  # a finished game opens its results by itself
    press(driver, button(app, "core.button.close"))
    assert app.stack.top is play
    again = play.bar.buttons["results"]
    assert again.visible and again.rect.h >= 28
    bar = play.bar.bounds
    assert bar.contains(again.rect) and not any(
        again.rect.colliderect(b.rect) for k, b in play.bar.buttons.items() if k != "results"
    )
    press(driver, again)
    assert registry.is_top(app, "results")
    press(driver, button(app, "core.button.close"))
    driver.send(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert registry.is_top(app, "results")


def test_a_game_in_progress_has_no_results_button(app, driver):
    from game import games
    from game.core.match import Match, MatchConfig
    from tests.records.conftest import seats

    match = Match(games.rules_for("schotten"), MatchConfig("schotten", seats("Ana", "Rui"), {}, seed=4))
    play = registry.open_match(app, match)
    driver.send()
    assert not play.bar.buttons["results"].visible
