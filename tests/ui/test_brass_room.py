"""Brass: the Automa's panel and the action bar's follow-ups read whole (issue 21, point 7): the
tiles left on the Automa's mat are never cut ("…"), at 1280x720, 100 % and 130 % text, English and
Portuguese; "Decline the free develop" stands on one line; the wide window's room goes to the
panels (point 6).  The 12 px floor itself: tests/ui/test_min_text.py."""

import pygame
import pytest

from game.app import App
from game.core import i18n
from game.games.brass.rules.actions import Sell, Take
from game.games.brass.rules.state import BONUS
from game.games.brass.rules.state import HUMAN as PERSON
from game.games.brass.view import column, tour
from game.games.brass.view.table import HUD_H, MARGIN
from game.scenes.play import start_match
from game.ui.draw import Painter
from tests.brass.helpers import blank, lay, merchants, put
from tests.ui.test_brass_ui import new_match, open_table, scene_of, with_state


def _texts_in(app, scene, rect, monkeypatch) -> list[str]:
    seen: list[str] = []
    original = Painter.text

    def spy(self, text, pos, *args, **kwargs):
        drawn = original(self, text, pos, *args, **kwargs)
        if rect.collidepoint(pos):
            seen.append(i18n.tr(text) if not isinstance(text, str) else text)
        return drawn

    monkeypatch.setattr(Painter, "text", spy)
    scene.layers.forget()
    app.render()
    monkeypatch.setattr(Painter, "text", original)
    return seen


@pytest.mark.parametrize("lang", ["en", "pt"])
@pytest.mark.parametrize("text", [1.0, 1.3])
@pytest.mark.parametrize("scene", ["card-choice", "late-rail", "build-choice"])
def test_the_automas_mat_is_never_cut(scene, text, lang, monkeypatch):
    factory = {"card-choice": tour.card_choice, "late-rail": tour.late_rail, "build-choice": tour.build_choice}[scene]
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    app.settings.language = lang
    i18n.set_language(lang)
    app.settings.ui_scale = app.painter.text_scale = text
    try:
        scene = start_match(app, factory(), "panel")
        view = scene.view
        app.step([], 0.05)
        app.render()  # its parts are placed while it is drawn
        r = view.automa_rect
        mat = pygame.Rect(view.automa_last_rect.right, r.y + 40, r.right - view.automa_last_rect.right, r.h - 40)
        texts = _texts_in(app, scene, mat, monkeypatch)
        assert len(texts) >= 6, texts  # its heading and the rows
        assert "…" not in texts
    finally:
        i18n.set_language("en")
        pygame.display.quit()


def test_decline_the_free_develop_stands_on_one_line(app, driver):
    state = blank()
    merchants(state, "wild", "manufacturer", "blank", "blank", "blank")  # Gloucester buys it; its bonus: develop
    works = put(state, PERSON, "manufacturer", "redditch", 0)
    lay(state, PERSON, "redditch", "gloucester")
    view = open_table(app, driver, with_state(new_match(), state))
    scene = scene_of(app, view)
    scene.perform(Sell(works, 1))
    for _ in range(4):
        if view.state.phase == BONUS:
            break
        takes = [a for a in view.legal if isinstance(a, Take)]
        scene.perform(takes[-1])
    driver.send()
    assert view.state.phase == BONUS
    button = next(w for w in view.widgets.widgets if getattr(w, "label", None) == i18n.Msg("brass.ui.done_bonus"))
    assert button.rect.w >= button.needed_width(app.painter)  # its words on one line


def test_a_wide_window_gives_its_room_to_the_panels():
    """At 2560x1080 the plate fits the height: the map is no wider than the plate shown whole
    (little felt beside it), the column takes the rest; at 1280x720 the column keeps its width."""
    widths = {}
    for size in ((1280, 720), (2560, 1080)):
        app = App(size, headless=True)
        app.settings.animation_speed = "off"
        try:
            view = start_match(app, tour.late_rail(), "wide").view
            app.step([], 0.05)
            x0, y0, x1, y1 = view.geom.bounds
            plate_w = (x1 - x0) * view.pan.zoom
            felt = view.pan.rect.w - plate_w
            widths[size] = (view.you_rect.w, felt)
        finally:
            pygame.display.quit()
    assert widths[(1280, 720)][0] <= 960
    assert widths[(2560, 1080)][0] >= 1300
    assert widths[(2560, 1080)][1] <= 200  # was ~1000 virtual px (430 window px each side)


def _in_view(view) -> tuple[float, float]:
    """The share of the map's plates in view, across and down (of the view's size when zoomed in)."""
    x0, y0, x1, y1 = view.geom.bounds
    vx0, vy0 = view.pan.to_world(view.pan.rect.topleft)
    vx1, vy1 = view.pan.to_world(view.pan.rect.bottomright)
    across = (min(x1, vx1) - max(x0, vx0)) / min(x1 - x0, vx1 - vx0)
    down = (min(y1, vy1) - max(y0, vy0)) / min(y1 - y0, vy1 - vy0)
    return across, down


@pytest.mark.parametrize("zoom_steps", [0, 3])
@pytest.mark.parametrize("direction", [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)])
def test_panning_keeps_at_least_half_of_the_map_in_view(app, driver, direction, zoom_steps):
    view = open_table(app, driver, new_match())
    for _ in range(zoom_steps):
        driver.key(pygame.K_PLUS)
    start = view.pan.rect.center
    for _ in range(3):  # three long drags on an empty part of the map, each far past its edge
        end = (start[0] + direction[0] * 2000, start[1] + direction[1] * 2000)
        driver.drag(start, end, steps=6)
        across, down = _in_view(view)
        assert across >= 0.495 and down >= 0.495, (across, down)  # half, to a pixel
    driver.key(pygame.K_0)  # Fit brings it all back
    assert min(_in_view(view)) >= 0.99



def test_the_hand_and_the_automa_stand_still_whether_the_hint_takes_one_line_or_two(app, driver):
    """The action bar keeps two lines for its hint: a hint that says less does not pull the hand
    and the Automa's panel up (they moved in 23 of 40 moves, and drew again each time)."""
    view = open_table(app, driver, new_match())
    p, c = app.painter, view.choosing()
    room = view.action_rect.w - 34 - column.follow_reserve(c, p, [])
    stand, lines_seen = set(), set()
    for n in range(1, 60):
        words = "word " * n
        lines = len(p.wrap(words, column.HINT, room))
        if lines > 2:
            break
        lay = column.lay_out(p, c, view.geom.bounds, view.board_rect, MARGIN, HUD_H, words, [])
        lines_seen.add(lines)
        stand.add((lay.action.h, lay.hand.y, lay.automa.y, lay.automa.h))
    assert lines_seen == {1, 2}
    assert len(stand) == 1
