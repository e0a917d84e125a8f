"""No text under 12 px at 1280x720 in any scene of the tour, in any game (issue 21 point 16), at
100 % and 130 % text size, in English and in Portuguese: every text blitted while a scene renders
records its size in window pixels (``ART.text``, through which the Painter draws every text),
tooltips and what the pointer's hover draws included (the pointer rests on a few things that
have a tooltip), and the smallest must reach the floor.  The same render checks that no heading
(the serif face) holds a digit: EB Garamond's old-style figures read "Player 1" as "Player ı"
(``draw.lining``)."""

import pygame
import pytest

from game.app import TOOLTIP_DELAY
from game.core import i18n
from game.tools.catalog import entries
from game.ui.art import ART
from tests.ui.drawn import layers_off

FLOOR = 12
LANGUAGES = ("en", "pt")
SCALES = (1.0, 1.3)
TIPS = 3
"""Things with a tooltip the pointer rests on in each scene (found on a grid, distinct texts)."""

NAMES = [name for name, _ in entries()]


def tooltip_spots(app, limit: int = TIPS) -> list[tuple[int, int]]:
    """Points of the top scene's canvas whose tooltips differ (a coarse grid)."""
    top = app.stack.top
    tip_at = getattr(top, "tooltip_at", None)
    if tip_at is None:
        return []
    area = app.viewport.area
    found, seen = [], set()
    for y in range(area.y + 30, area.bottom, 70):
        for x in range(area.x + 30, area.right, 70):
            tip = tip_at((x, y))
            if tip and tip not in seen:
                seen.add(tip)
                found.append((x, y))
                if len(found) >= limit:
                    return found
    return found


def forget_rendered_pieces() -> None:
    """Pieces rendered once and kept (cards, tiles, panels) would draw no text: forget them."""
    from game.games.border.view import art as border_art
    from game.games.schotten.view import card

    card._CARD_CACHE.clear()
    border_art._LAYERS.clear()


def rendered_texts(app, build, monkeypatch) -> tuple[dict[int, str], list[str], int]:
    """The sizes drawn (size → one text of that size), the serif texts holding a digit and how
    many tooltips were drawn."""
    serif_digits: list[str] = []
    sizes: dict[int, str] = {}
    text = ART.text

    def spy(s, size_px, colour, bold=False, serif=False):
        if serif and any(ch.isdigit() for ch in s):
            serif_digits.append(s)
        if s.strip():
            sizes.setdefault(max(6, int(size_px)), s)
        return text(s, size_px, colour, bold, serif)

    monkeypatch.setattr(ART, "text", spy)
    forget_rendered_pieces()
    with layers_off():  # a kept layer draws no text: every text must be drawn to be seen
        build(app)
        for _ in range(3):
            app.step([], 0.05)
        app.render()
        tips = 0
        for spot in tooltip_spots(app):
            real = app.viewport.point(spot)
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=real, rel=(1, 1), buttons=(0, 0, 0))], 0.02)
            for _ in range(round(TOOLTIP_DELAY / 0.1) + 1):  # (a step counts 0.1 s at most)
                app.step([], 0.1)
            app.render()
            tips += app.tooltip_shown
    return sizes, serif_digits, tips


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_no_text_below_the_floor(app, name, lang, scale, monkeypatch):
    build = dict(entries())[name]
    app.settings.language = lang
    app.settings.ui_scale = scale
    app.apply_settings()
    try:
        seen, serif_digits, _tips = rendered_texts(app, build, monkeypatch)
    finally:
        i18n.set_language("en")
    assert not serif_digits, f"{name} ({lang}): headings with digits in the serif face: {serif_digits}"
    size = min(seen)
    assert size >= FLOOR, f"{name} ({lang}, {scale:.0%}): {seen[size]!r} drawn at {size} px (floor {FLOOR} px)"


@pytest.mark.parametrize("name", ["app-settings", "glenmore-play", "schotten-play", "border-play", "brass-play"])
def test_the_measure_sees_tooltips(app, name, monkeypatch):
    """The sweep does rest the pointer on things with a tooltip, and their tooltips are drawn."""
    _seen, _serif, tips = rendered_texts(app, dict(entries())[name], monkeypatch)
    assert tips >= 1


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", ((1280, 720), (1920, 1080)))
@pytest.mark.parametrize(
    "name", ("app-records", "app-history", "schotten-review", "border-review", "glenmore-review", "brass-review")
)
def test_records_pages_and_reviews_keep_12_px_at_both_sizes_and_text_sizes(name, size, scale, lang, monkeypatch):
    """The Records and History pages and each game's review (issue 23), at 1280x720 and 1920x1080,
    100 % and 130 % text, in English and Portuguese: never under 12 px; the pages (drawn on the
    stage) also keep their proportions on the larger window (18 px at 1920x1080), while a game's
    table may grow its text slower than the window (Brass's fill canvas: game/ui/layout.py)."""
    from game.app import App

    app = App(size, headless=True)
    app.settings.language = lang
    app.settings.ui_scale = scale
    app.apply_settings()
    try:
        seen, serif_digits, _tips = rendered_texts(app, dict(entries())[name], monkeypatch)
    finally:
        i18n.set_language("en")
    assert not serif_digits
    floor = FLOOR * size[1] / 720 if name.startswith("app-") else FLOOR
    assert min(seen) >= floor, f"{name} {size} {scale} ({lang}): {seen[min(seen)]!r} at {min(seen)} px"
