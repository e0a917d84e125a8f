"""The Border's results list each seat's completed areas with their values, first apart from later,
readable at 1280x720 (no text under 11 px, the list inside its row) in both languages."""

import pygame
import pytest

from game.core import i18n
from game.games.border.components import bits
from game.scenes.play import start_match
from game.tools.catalog import finished_match
from game.ui.art import ART
from game.ui.draw import Painter


@pytest.fixture(scope="module", params=[2, 4])
def match(request):
    return finished_match("border", request.param, seed=5)


def test_each_row_lists_the_areas_with_first_and_later_values(app, driver, match):
    scene = start_match(app, match)
    driver.send()
    rules, state = scene.rules, match.state
    rows = scene.results().rows
    assert len(rows) == state.num_seats
    for row in rows:
        text = i18n.tr(row.detail)
        done = bits(state.completed[row.seat])
        if not done:
            assert text == "No area completed"
            continue
        first = [a for a in done if state.points[row.seat][a] == rules.first_value[a]]
        later = [a for a in done if a not in first]
        first_part, _, later_part = text.partition("Later: ")
        for group, part in ((first, first_part), (later, later_part)):
            for a in group:
                assert f"{i18n.tr(rules.area_name(a))} {state.points[row.seat][a]}" in part
        assert text.startswith("First: ") == bool(first)
        assert ("Later: " in text) == bool(later)


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_results_screen_is_readable_at_1280x720(app, driver, match, monkeypatch, lang):
    app.settings.language = lang
    app.apply_settings()
    sizes: list[tuple[str, int]] = []
    boxes: list[tuple[str, pygame.Rect, int]] = []
    real_text, real_box = ART.text, Painter.text_box

    def text(s, size, *args, **kwargs):
        sizes.append((s, size))
        return real_text(s, size, *args, **kwargs)

    def text_box(self, t, rect, *args, **kwargs):
        used = real_box(self, t, rect, *args, **kwargs)
        boxes.append((i18n.tr(t) if isinstance(t, i18n.Msg) else t, pygame.Rect(rect), used))
        return used

    monkeypatch.setattr(ART, "text", text)
    monkeypatch.setattr(Painter, "text_box", text_box)
    view = start_match(app, match)
    for _ in range(3):
        driver.send(dt=0.05)
    assert app.stack.top.name == "results"
    details = [i18n.tr(row.detail) for row in view.results().rows]
    for detail in details:
        drawn = [(r, used) for s, r, used in boxes if s == detail]
        assert drawn, detail
        assert all(used <= r.h for r, used in drawn), (detail, drawn)  # nothing runs out of its row
        lines = [size for s, size in sizes if s and s in detail]
        assert lines and min(lines) >= 11, (detail, lines)
    i18n.set_language("en")
