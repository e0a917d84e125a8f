"""Scenes and the scene stack.

The top scene gets the events; drawing starts at the highest opaque scene and goes
up, so overlays (dialogs, the pass-the-device screen, menus) are see-through where
they want to be.  Mouse events reach scenes with ``event.pos`` already on the scene's
virtual canvas: the 1920x1080 stage, or the whole window for a scene that ``fills_window``
(see game/ui/layout.py).  Each scene is drawn through its own viewport.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.ui.draw import Painter


class Scene:
    opaque = True
    """False for overlays that let the scene below show through."""

    name = "scene"
    """Used by the screenshot tour and the smoke run."""

    fills_window = False
    """True: the scene's canvas is the whole window (a fill ``Viewport``: wider or larger windows
    give it more virtual room); False: the centred 1920x1080 stage."""

    toast_bottom: int | None = None
    """Where the app's messages stand (virtual y of their bottom edge); None: its default."""

    def __init__(self, app: Any):
        self.app = app
        """The app (game/app.py) that shows this scene.  The toolkit sits below the app and never
        imports it, not even for a type: scenes reach what they need through this object."""

    @property
    def canvas(self) -> pygame.Rect:
        """The scene's canvas in virtual pixels (1920x1080 on the stage)."""
        viewport_of = getattr(self.app, "viewport_of", None)
        return viewport_of(self).area if viewport_of is not None else pygame.Rect(0, 0, 1920, 1080)

    def resized(self) -> None:
        """Called when the window's size changed (the canvas of a fill scene with it)."""

    def enter(self) -> None:
        """Called when the scene becomes the top scene (pushed, or uncovered)."""

    def leave(self) -> None:
        """Called when the scene stops being the top scene."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event (mouse positions in virtual pixels)."""

    def update(self, dt: float) -> bool:
        """Advance animations by ``dt`` seconds; True when the screen must be redrawn."""
        return False

    def draw(self, painter: Painter) -> None:
        """Draw the whole scene on the virtual canvas."""

    def look(self) -> Hashable | None:
        """What the pointer can change in this scene (hover targets, a dragged piece…).  The app
        compares it before and after a pointer motion and redraws nothing when it is equal.
        None (the default): unknown, every motion redraws."""
        return None

    def live_rects(self) -> list[pygame.Rect] | None:
        """Where everything this scene draws over its cached layers lies (virtual rects), when it
        can say; None (the default): unknown.  See game/ui/damage.py."""
        return None

    def covers_below(self, painter: Painter) -> bool:
        """True when this frame's drawing of the scene starts with a kept layer that already holds
        the scenes below it: the app then does not draw them."""
        return False

    def frame_key(self) -> Hashable | None:
        """A key that fixes everything this scene drew in the last frame, so that an overlay over
        it may keep its composed layer while the key holds (``SceneStack.key_below``).  None (the
        default): unknown, or moving; the overlay above is then drawn from scratch."""
        return None


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        if self.top is not None:
            self.top.leave()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.top is not None:
            self.top.enter()
        return scene

    def remove(self, scene: Scene) -> None:
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            self.scenes.pop().leave()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Leave every scene and start again from ``scene``."""
        while self.scenes:
            self.scenes.pop().leave()
        return self.push(scene)

    def visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def key_below(self, scene: Scene) -> Hashable | None:
        """The frame keys of the visible scenes under ``scene`` (None when one cannot tell):
        the part of an overlay's layer key that stands for what shows through it."""
        visible = self.visible()
        if scene not in visible:
            return None
        keys = []
        for below in visible[: visible.index(scene)]:
            key = below.frame_key()
            if key is None:
                return None
            keys.append((type(below).__name__, id(below), key))
        return tuple(keys)

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None
