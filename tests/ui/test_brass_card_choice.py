"""Brass, choosing the card to spend (issue 21, point 5): no tooltip stands over the cards, and the
red ✕ of each industry that had nowhere to go when the action was chosen stays on the mat."""

import pygame

from game.games.brass.rules.actions import Build
from game.games.brass.rules.state import CARD, MAIN
from game.games.brass.view.tour import card_choice
from game.scenes.play import start_match
from game.ui.draw import Painter


def crosses(app, scene, monkeypatch) -> set[str]:
    """The mat rows drawn with the red ✕ (an icon "close" left of the row's tile)."""
    seen: list[pygame.Rect] = []
    original = Painter.icon

    def spy(self, name, rect, *args, **kwargs):
        if name == "close":
            seen.append(pygame.Rect(rect))
        return original(self, name, rect, *args, **kwargs)

    monkeypatch.setattr(Painter, "icon", spy)
    scene.layers.forget()
    app.render()
    monkeypatch.setattr(Painter, "icon", original)
    return {name for name, row in scene.view.mat_rects.items() if any(row.colliderect(r) for r in seen)}


def test_choosing_the_card_keeps_the_crosses_and_no_tooltip_covers_the_cards(app, driver, monkeypatch):
    match = card_choice()  # a build more than one card can pay for has just been chosen
    match.undo()  # back to choosing the action
    scene = start_match(app, match)
    view = scene.view
    driver.send()
    assert view.state.phase == MAIN
    before = crosses(app, scene, monkeypatch)
    assert before, "some industry has nowhere to go"
    build = next(
        a
        for a in match.legal_actions()
        if isinstance(a, Build) and len(set(match.rules.build_cards(match.state, a.industry, a.space))) >= 2
    )
    scene.perform(build)
    driver.send()
    assert view.state.phase == CARD
    assert crosses(app, scene, monkeypatch) == before
    # the pointer rests on a card: no tooltip over the hand
    for _card, rect in view.card_rects:
        driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real(rect.center), rel=(1, 1), buttons=(0,) * 3))
        driver.idle(0.8)
        assert not app.tooltip_shown
    # elsewhere tooltips still show (a mat row)
    row = view.mat_rects["coal_mine"]
    driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real(row.midleft), rel=(1, 1), buttons=(0,) * 3))
    driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real((row.x + 40, row.centery)), rel=(1, 1)))
    driver.idle(0.8)
    assert app.tooltip_shown and app.stack.top is scene
