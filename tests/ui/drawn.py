"""What one frame draws, read at the font: every text with its pixel size."""

from game.ui import layers
from game.ui.art import ART


def texts_drawn(app) -> list[tuple[str, int]]:
    """Each text drawn by the next frame, with its size in pixels; no kept layer is reused (a kept
    layer draws no text), so everything on screen is seen."""
    seen: list[tuple[str, int]] = []
    text = ART.text

    def spy(s, size_px, colour, bold=False, serif=False):
        seen.append((s, int(size_px)))
        return text(s, size_px, colour, bold, serif)

    ART.text = spy
    layers.ENABLED = False
    try:
        app.step([], 0.05)
        app.render()
    finally:
        ART.text = text
        layers.ENABLED = True
    return seen
