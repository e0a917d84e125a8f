"""No text under 11 px at 1280x720 in any scene of the tour (12 px in Brass): every text drawn
while a scene renders records its size in window pixels, and the smallest must reach the floor.

``KNOWN_SMALL`` lists the scenes still below it, with their smallest size today: an entry may
only shrink the list (a scene that now passes must leave it, so the list cannot go stale)."""

import pytest

from game.tools.catalog import entries
from game.ui import layers
from game.ui.art import ART

FLOOR = 11
FLOORS = {"brass": 12}

KNOWN_SMALL: dict[str, int] = {
}
"""Scene → smallest text size today, for scenes not yet fixed."""

NAMES = [name for name, _ in entries()]


def floor_for(name: str) -> int:
    return FLOORS.get(name.partition("-")[0], FLOOR)


def smallest_text(app, build) -> tuple[int, str]:
    ART.sizes_seen = {}
    layers.ENABLED = False  # a kept layer draws no text: every text must be drawn to be seen
    try:
        build(app)
        for _ in range(3):
            app.step([], 0.05)
        app.render()
        seen = ART.sizes_seen
    finally:
        ART.sizes_seen = None
        layers.ENABLED = True
    size = min(seen)
    return size, seen[size]


@pytest.mark.parametrize("name", NAMES)
def test_no_text_below_the_floor(app, name):
    build = dict(entries())[name]
    size, text = smallest_text(app, build)
    floor = floor_for(name)
    if name in KNOWN_SMALL:
        assert size < floor, f"{name} now reaches {floor} px: take it off KNOWN_SMALL"
        assert size >= KNOWN_SMALL[name], f"{name}: {text!r} at {size} px, smaller than before"
        return
    assert size >= floor, f"{name}: {text!r} drawn at {size} px (floor {floor} px at 1280x720)"
