"""Thousands of random clicks, drags, keys, typed text (NUL and other control characters
included) and window resizes over every scene: never an exception."""

import os
import random

import pygame
import pytest

from game.tools.catalog import entries

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_1,
    pygame.K_5,
    pygame.K_9,
    pygame.K_p,
    pygame.K_l,
    pygame.K_F1,
    pygame.K_a,
    pygame.K_BACKSPACE,
    pygame.K_PAGEDOWN,
]
EVENTS_PER_SCENE = 500
TYPED = ["a", "é", "1", " ", "\x00", "\x01", "\x1b", "\x7f", "\t", "\n", "\r", "\u200b", "\u202e", "\ud800", "a\x00b"]
SIZES = [(960, 540), (1280, 720), (1024, 768), (1920, 1080), (2560, 1080), (800, 1200)]


def random_event(rng, size):
    kind = rng.random()
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if kind < 0.35:
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3])),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    if kind < 0.6:
        end = (rng.randrange(size[0]), rng.randrange(size[1]))
        mid = ((pos[0] + end[0]) // 2, (pos[1] + end[1]) // 2)
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(5, 5), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(5, 5), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ]
    if kind < 0.7:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)]
    if kind < 0.75:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TYPED))]
    if kind < 0.76:
        return resize(rng.choice(SIZES))
    key = rng.choice(KEYS)
    mod = pygame.KMOD_CTRL if rng.random() < 0.1 else 0
    if mod and rng.random() < 0.5:
        key = rng.choice([pygame.K_z, pygame.K_y])
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)]


def resize(size):
    """What SDL does when the window is resized: a new surface, then the events."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    return [
        pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size),
        pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]),
    ]


@pytest.mark.parametrize("name,build", entries(), ids=[name for name, _ in entries()])
def test_random_input_never_crashes(app, name, build, monkeypatch):
    monkeypatch.setenv("QUIET_TABLE_RAISE", "1")
    monkeypatch.setattr(app, "request_quit", lambda: None)
    app.settings.ask_before_giving_up = True  # the question before giving something up, as a person has it
    rng = random.Random(hash(name) & 0xFFFF)
    build(app)
    size = app.window.get_size()
    for i in range(EVENTS_PER_SCENE):
        app.step(random_event(rng, size), 0.03)
        size = app.window.get_size()
        if i % 8 == 0:
            app.render()
        if app.stack.top is None:
            build(app)
    app.render()
    assert os.environ["QUIET_TABLE_RAISE"] == "1"
