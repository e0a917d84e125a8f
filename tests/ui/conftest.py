"""A headless app and helpers to send it real-window mouse and key events."""

import pygame
import pytest

from game.app import App


class Driver:
    def __init__(self, app: App):
        self.app = app

    def real(self, vpos):
        return self.app.viewport.point(vpos)

    def send(self, *events, dt=0.02):
        self.app.step(list(events), dt)
        self.app.render()

    def click(self, vpos, button=1):
        pos = self.real(vpos)
        self.send(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def drag(self, start, end, steps=8):
        a, b = self.real(start), self.real(end)
        self.send(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
        self.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
        for i in range(1, steps + 1):
            p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
            self.send(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0)))
        self.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))

    def key(self, key, mod=0, unicode=""):
        self.send(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))

    def idle(self, seconds=1.0, step=0.05):
        t = 0.0
        while t < seconds:
            self.send(dt=step)
            t += step


@pytest.fixture
def app():
    application = App((1280, 720), headless=True)
    application.settings.animation_speed = "off"
    # Tests that drive a game give activations, dice or actions up on purpose: no question first.
    # The question itself is tested with the setting on (tests/ui/test_give_up.py, random input).
    application.settings.ask_before_giving_up = False
    yield application
    pygame.display.quit()


@pytest.fixture
def driver(app):
    return Driver(app)
