"""Panels that cover nothing the player needs, and Esc that closes the topmost one first (issue 21,
point 2).

Brass's "Why the Automa did that" stands in the right-hand column over the hand and the Automa's
panel: never over the map, its zoom and Fit buttons, the progress track or the log, at any window
size or text size; one size whatever step it shows (so its Close button never moves under the
pointer while it follows the Automa's show); a setting decides whether it opens by itself.  In
every game Esc closes what is open over the board (a held piece, a popover, the explainer),
then the log, and only then opens the menu."""

import pygame
import pytest

from game import storage
from game.app import App
from game.core.i18n import Msg
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.scenes.menu import GameMenu as MenuScene
from game.scenes.play import start_match
from game.tools.catalog import _choice_match
from tests.brass.helpers import RULES
from tests.ui.conftest import Driver
from tests.ui.test_brass_explainer import pass_once, passes_to_a_skipped_slot

GAMES = ("brass", "glenmore", "border", "schotten")


def _after_an_automa_turn(app, seed: int = 4):
    """Ana passes until an Automa turn with a skipped slot has been played (the explainer opens
    by itself, at "Instant" on its last step)."""
    match = Match(RULES, MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=seed))
    for _ in range(passes_to_a_skipped_slot(seed) - 1):
        pass_once(match)
    scene = start_match(app, match)
    app.step([], 0.02)
    pass_once(scene)
    return scene


def _needed(scene) -> dict[str, pygame.Rect]:
    """What the player needs of the map: the map's view, the zoom and Fit buttons, the track."""
    view = scene.view
    out = {"map": view.pan.rect, "zoom": view.zoom_box, "track": view.track.rect, "top bar": scene.top_bar}
    for w in view.widgets.widgets:
        if w is not view.automa_explainer and view.map_rect.colliderect(w.rect):
            out[f"button {getattr(w, 'label', '')}"] = w.rect
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1080), (1280, 1024)])
@pytest.mark.parametrize("text", [1.0, 1.3])
def test_the_explainer_covers_nothing_the_player_needs(size, text):
    app = App(size, headless=True)
    app.settings.animation_speed = "off"
    app.settings.ui_scale = app.painter.text_scale = text
    try:
        scene = _after_an_automa_turn(app)
        panel = scene.view.automa_explainer
        app.render()
        assert panel.visible
        assert scene.canvas.contains(panel.rect)
        for name, rect in _needed(scene).items():
            assert not panel.rect.colliderect(rect), f"the explainer covers the {name}"
        scene.toggle_log()
        app.render()
        assert scene.log_panel.open and panel.visible
        assert not panel.rect.colliderect(scene.log_panel.rect), "the explainer covers the log"
        for _, button in enumerate(panel.group.widgets):
            assert panel.rect.contains(button.rect)
    finally:
        pygame.display.quit()


def test_the_explainer_keeps_its_size_and_buttons_while_it_pages(monkeypatch):
    """Through the Automa's show (it steps by itself) and then by hand: the panel's rect and its
    Close button's rect never change."""
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "normal"
    try:
        passes = passes_to_a_skipped_slot(4)
        match = Match(RULES, MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=4))
        for _ in range(passes - 1):
            pass_once(match)
        scene = start_match(app, match)
        view = scene.view
        app.step([], 0.02)
        pass_once(scene)
        panel = view.automa_explainer
        assert panel.visible and panel.following
        rects, closes, steps = set(), set(), set()
        for _ in range(400):
            app.step([], 0.05)
            app.render()
            rects.add(tuple(panel.rect))
            closes.add(tuple(panel.group.widgets[-1].rect))
            steps.add(panel.step)
            if not view.effects.automa_busy():
                break
        for _ in range(len(panel.steps)):
            panel.prev()
            app.render()
            rects.add(tuple(panel.rect))
            closes.add(tuple(panel.group.widgets[-1].rect))
            steps.add(panel.step)
        assert len(steps) >= 4, "it paged through the turn"
        assert len(rects) == 1 and len(closes) == 1
        # a click on Close closes it, wherever the show was
        driver = Driver(app)
        driver.click(panel.group.widgets[-1].rect.center)
        assert not panel.visible
    finally:
        pygame.display.quit()


def test_a_setting_decides_whether_it_opens_by_itself(app, driver):
    assert storage.Settings().explain_automa is True
    loaded = storage.Settings.from_json({"explain_automa": False})
    assert loaded.explain_automa is False
    assert storage.Settings.from_json({"explain_automa": "no"}).explain_automa is True
    app.settings.explain_automa = False
    view = _after_an_automa_turn(app).view
    panel = view.automa_explainer
    assert not panel.visible and view.state.a_log
    button = next(w for w in view.widgets.widgets if getattr(w, "label", None) == Msg("brass.explain.button"))
    driver.click(button.rect.center)
    assert panel.visible  # still at hand


def test_the_setting_is_on_the_settings_screen_and_saved(app, driver):
    from game.scenes.settings import SettingsScene
    from game.ui.widgets import Toggle

    scene = SettingsScene(app)
    app.stack.push(scene)
    driver.send()
    toggle = next(w for w in scene.group.widgets if isinstance(w, Toggle) and w.label == Msg("brass.explain.setting"))
    assert app.settings.explain_automa
    driver.click(toggle.rect.center)
    assert app.settings.explain_automa is False
    assert storage.load_settings()[0].explain_automa is False


# -- Esc: the topmost panel first, in every game ----------------------------------------------------


def _lift_a_piece(view) -> None:
    table = view.view
    source = next(s for s in table.drag.sources if table.legal_targets(s.payload))
    table.drag.lift(source)


@pytest.mark.parametrize("game", GAMES)
def test_escape_closes_a_held_piece_then_the_log_then_opens_the_menu(app, driver, game):
    view = start_match(app, _choice_match(game))
    driver.send()
    if not view.log_panel.open:
        view.toggle_log()
    _lift_a_piece(view)
    driver.send()
    assert view.log_panel.open and view.view.drag.active
    driver.key(pygame.K_ESCAPE)
    assert not view.view.drag.active and view.log_panel.open and app.stack.top is view
    driver.key(pygame.K_ESCAPE)
    assert not view.log_panel.open and app.stack.top is view
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_escape_closes_the_explainer_then_the_log_then_opens_the_menu(app, driver):
    view = _after_an_automa_turn(app)
    driver.send()
    panel = view.view.automa_explainer
    view.toggle_log()
    driver.send()
    assert panel.visible and view.log_panel.open
    driver.key(pygame.K_ESCAPE)
    assert not panel.visible and view.log_panel.open and app.stack.top is view
    driver.key(pygame.K_ESCAPE)
    assert not view.log_panel.open and app.stack.top is view
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_escape_closes_a_glen_more_popover_before_the_log(app, driver):
    from game.games.glenmore.view.panel import Popover

    scene = start_match(app, _choice_match("glenmore"))
    driver.send()
    scene.toggle_log()
    view = scene.view
    ask = view._asker()
    view.popover = Popover(ask, view.state, pygame.Rect(600, 500, 60, 60), Msg("glenmore.name"), "info",
                           lambda state, legal: True)
    driver.send()
    driver.key(pygame.K_ESCAPE)
    assert view.popover is None and scene.log_panel.open and app.stack.top is scene
    driver.key(pygame.K_ESCAPE)
    assert not scene.log_panel.open and app.stack.top is scene
