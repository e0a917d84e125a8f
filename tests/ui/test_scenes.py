"""The scene stack, the shell's scenes, and the smoke run."""

import pygame

from game.scenes.choose import ChooseGameScene
from game.scenes.dialog import Dialog
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.tools.smoke import run_smoke
from game.ui.scene import Scene, SceneStack


class Dummy(Scene):
    def __init__(self, opaque=True):
        super().__init__(None)
        self.opaque = opaque
        self.events = []

    def enter(self):
        self.events.append("enter")

    def leave(self):
        self.events.append("leave")


def test_scene_stack_push_pop_and_see_through_overlays():
    stack = SceneStack()
    base, overlay = Dummy(), Dummy(opaque=False)
    stack.push(base)
    stack.push(overlay)
    assert stack.top is overlay and stack.visible() == [base, overlay]
    assert base.events == ["enter", "leave"]
    stack.pop()
    assert stack.top is base and base.events[-1] == "enter"
    page = Dummy()
    stack.push(page)
    assert stack.visible() == [page]
    stack.reset(Dummy())
    assert len(stack.scenes) == 1


def test_title_new_game_setup_start(app, driver):
    app.stack.push(TitleScene(app))
    driver.send()
    title = app.stack.top
    new_game = next(w for w in title.group.widgets if "new_game" in str(getattr(w.label, "key", "")))
    driver.click(new_game.rect.center)
    assert isinstance(app.stack.top, ChooseGameScene)
    card = next(w for w in app.stack.top.group.widgets if getattr(w, "key", None) == "schotten")
    driver.click(card.rect.center)
    assert isinstance(app.stack.top, SetupScene)
    start = next(
        w for w in app.stack.top.group.widgets if getattr(getattr(w, "label", None), "key", "") == "core.button.start"
    )
    driver.click(start.rect.center)
    assert app.stack.top.name == "schotten"


def test_escape_closes_a_dialog(app, driver):
    app.stack.push(TitleScene(app))
    app.stack.push(Dialog(app, "t", "m", [("ok", None, "primary")]))
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_escape_on_the_title_asks_before_quitting(app, driver):
    """Real window: Esc pressed once too many on the way back from History closed the app."""
    app.running = True
    app.stack.push(TitleScene(app))
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Dialog) and app.running
    driver.key(pygame.K_ESCAPE)  # Esc again: stay
    assert isinstance(app.stack.top, TitleScene) and app.running
    driver.key(pygame.K_ESCAPE)
    quit_button = next(w for w in app.stack.top.group.widgets if getattr(w.label, "key", "") == "core.button.quit")
    driver.click(quit_button.rect.center)
    assert not app.running


def test_f11_toggles_fullscreen(app, driver):
    app.stack.push(TitleScene(app))
    driver.key(pygame.K_F11)
    assert app.fullscreen
    driver.key(pygame.K_F11)
    assert not app.fullscreen


def test_smoke_run_opens_every_scene():
    assert run_smoke() == 0
