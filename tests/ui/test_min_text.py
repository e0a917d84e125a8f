"""No text under 11 px at 1280x720 in any scene of the tour (12 px in Brass), in English and in
Portuguese: every text drawn while a scene renders records its size in window pixels, and the
smallest must reach the floor. The same render checks that no heading (the serif face) holds a
digit: EB Garamond's old-style figures read "Player 1" as "Player ı" (``draw.lining``).

``KNOWN_SMALL`` lists the scenes still below it, with their smallest size today: an entry may
only shrink the list (a scene that now passes must leave it, so the list cannot go stale)."""

import pytest

from game.core import i18n
from game.tools.catalog import entries
from game.ui import layers
from game.ui.art import ART

FLOOR = 11
FLOORS = {"brass": 12}
LANGUAGES = ("en", "pt")

KNOWN_SMALL: dict[tuple[str, str], int] = {
}
"""(language, scene) → smallest text size today, for scenes not yet fixed."""

NAMES = [name for name, _ in entries()]


def floor_for(name: str) -> int:
    return FLOORS.get(name.partition("-")[0], FLOOR)


def rendered_texts(app, build, monkeypatch) -> tuple[dict[int, str], list[str]]:
    """The sizes drawn (size → one text of that size) and the serif texts holding a digit."""
    serif_digits: list[str] = []
    text = ART.text

    def spy(s, size_px, colour, bold=False, serif=False):
        if serif and any(ch.isdigit() for ch in s):
            serif_digits.append(s)
        return text(s, size_px, colour, bold, serif)

    monkeypatch.setattr(ART, "text", spy)
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
    return seen, serif_digits


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_no_text_below_the_floor(app, name, lang, monkeypatch):
    build = dict(entries())[name]
    app.settings.language = lang
    app.apply_settings()
    try:
        seen, serif_digits = rendered_texts(app, build, monkeypatch)
    finally:
        i18n.set_language("en")
    assert not serif_digits, f"{name} ({lang}): headings with digits in the serif face: {serif_digits}"
    size = min(seen)
    text = seen[size]
    floor = floor_for(name)
    if (lang, name) in KNOWN_SMALL:
        assert size < floor, f"{name} ({lang}) now reaches {floor} px: take it off KNOWN_SMALL"
        assert size >= KNOWN_SMALL[lang, name], f"{name} ({lang}): {text!r} at {size} px, smaller than before"
        return
    assert size >= floor, f"{name} ({lang}): {text!r} drawn at {size} px (floor {floor} px at 1280x720)"
