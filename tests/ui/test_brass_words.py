"""The hand's cards hold their names and the Automa explainer its lines: at any window size,
language and text size, every card's name is drawn inside its card on one line, and the
explainer's lines stand one under the other."""

import pygame
import pytest

from tests.ui.test_brass_ui import scene_of
from tests.ui.test_fill_canvas import brass_scene


def drawn_texts(painter, draw) -> list[tuple[str, pygame.Rect]]:
    """The texts ``draw`` puts on screen, with their virtual rects."""
    seen = []
    plain = painter.text

    def recording(text, pos, *args, **kwargs):
        rect = plain(text, pos, *args, **kwargs)
        seen.append((text, rect))
        return rect

    painter.text = recording
    try:
        draw()
    finally:
        del painter.text
    return seen


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang,text_scale", [("en", 1.0), ("pt", 1.0), ("pt", 1.3)])
def test_every_card_name_lies_inside_its_card(size, lang, text_scale):
    with brass_scene("brass-play", size, text_scale, lang) as (app, view):
        hand, model = view.hand_panel, scene_of(app, view).session.model()
        texts = drawn_texts(app.painter, lambda: hand.paint(app.painter, hand.part(model)))
        assert view.card_rects
        for _card, rect in view.card_rects:
            inside = [(t, r) for t, r in texts if rect.collidepoint(r.center)]
            names = [(t, r) for t, r in inside if not str(t).startswith("×")]
            assert len(names) == 1, names  # one line: the name was not wrapped
            for text, r in inside:
                assert rect.inflate(2, 2).contains(r), (text, r, rect)


@pytest.mark.parametrize("text_scale", [1.0, 1.3])
def test_the_explainer_lines_never_overlap(text_scale):
    """Why the Automa did that: at any text size its lines stand one under the other."""

    with brass_scene("brass-automa-turn", (1280, 720), text_scale, "pt") as (app, view):
        panel = view.automa_explainer
        assert panel.visible
        texts = drawn_texts(app.painter, lambda: panel.draw(app.painter))
        rects = [r.inflate(0, -4) for t, r in texts if str(t).strip() not in ("", "…")]
        assert len(rects) > 5
        for i, a in enumerate(rects):
            assert not any(a.colliderect(b) for b in rects[i + 1 :]), (texts[i], a)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang,text_scale", [("en", 1.0), ("pt", 1.3)])
def test_place_names_keep_clear_of_each_other(size, lang, text_scale):
    """Zoomed out to the whole map at a large text size, "Coalbrookdale" covered "Wolverhampton"
    and "Stoke-on-Trent" ran into "Warrington": no two names' tabs overlap, and they keep their
    size (one step smaller at most: shrunk to 11 px, the map's names were hard to read)."""
    from game.core.i18n import Msg
    from game.games.brass.view.labels import LABEL_MIN, name_tab

    with brass_scene("brass-play", size, text_scale, lang) as (app, view):
        p = app.painter
        floor = view.names.floor(view.pan, p)
        assert floor >= LABEL_MIN - 1 and p.real_size(floor) >= 11
        tabs = []
        for loc in view.brules.data.locations:
            if loc.kind in ("town", "merchant"):
                banner = view.names.banner(view.pan, loc)
                tabs.append((loc.id, name_tab(p, Msg(f"brass.place.{loc.id}"), banner, floor) or banner))
        for i, (name, tab) in enumerate(tabs):
            assert not [other for other, r in tabs[i + 1 :] if r.colliderect(tab)], name


def test_the_automa_mat_says_every_level_left_in_a_narrow_panel():
    """At 720p and 130 % the Automa's mat rows ended in "…": they now shorten their words."""
    from game.games.brass.view.panel import _mat_words
    from game.ui.art import TextStyle

    with brass_scene("brass-play", (1280, 720), 1.3, "en") as (app, _view):
        p, style = app.painter, TextStyle(18)
        counts = [1, 1, 1, 1, 1, 0, 1, 2]
        assert _mat_words(p, counts, style, 2000) == ["I×1", "II×1", "III×1", "IV×1", "V×1", "VII×1", "VIII×2"]
        assert _mat_words(p, counts, style, 100) == ["I–V", "VII", "VIII×2"]
        assert _mat_words(p, [0, 1, 1, 0, 3], style, 40) == ["II", "III", "V×3"]


def test_one_page_of_the_explainer_takes_its_whole_width():
    """A step that shows one card uses the panel's width (its long lines wrap; they ended in "…"
    beside two empty columns)."""
    with brass_scene("brass-automa-turn", (1280, 720), 1.0, "en") as (app, view):
        panel = view.automa_explainer
        panel.following = False
        one = [i for i, step in enumerate(panel.steps) if len(step.pages) == 1]
        assert one
        panel.step = one[0]
        assert panel.column_w() == panel.rect.w - 40
        texts = drawn_texts(app.painter, lambda: panel.draw(app.painter))
        assert all(panel.rect.contains(r) for t, r in texts if str(t).strip()), texts
