"""What one frame draws: drawn from scratch with every kept layer off (``layers_off``, ``fresh``),
or read at the font (every text with its pixel size)."""

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.ui import layers
from game.ui.art import ART


@contextmanager
def layers_off() -> Iterator[None]:
    """Frames drawn inside draw everything from scratch: no kept layer is reused."""
    layers.ENABLED = False
    try:
        yield
    finally:
        layers.ENABLED = True


def fresh(app) -> bytes:
    """The window's pixels drawn from scratch, leaving the window as the app keeps it (so the next
    frame still shows what the kept layers draw)."""
    kept = app.window.copy()
    with layers_off():
        app.render()
        pixels = pygame.image.tobytes(app.window, "RGB")
    app.window.blit(kept, (0, 0))
    return pixels


def texts_drawn(app) -> list[tuple[str, int]]:
    """Each text drawn by the next frame, with its size in pixels; no kept layer is reused (a kept
    layer draws no text), so everything on screen is seen."""
    seen: list[tuple[str, int]] = []
    text = ART.text

    def spy(s, size_px, colour, bold=False, serif=False):
        seen.append((s, int(size_px)))
        return text(s, size_px, colour, bold, serif)

    ART.text = spy
    try:
        with layers_off():
            app.step([], 0.05)
            app.render()
    finally:
        ART.text = text
    return seen
