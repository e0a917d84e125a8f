"""Brass previews say what will happen, all of it (issue 21, point 4): hovering a tile that may
be sold to two merchants names both (and what each brings) instead of claiming one, before the
next step asks which; a link's preview gives the VP it would score, as its hint does; an action
that goes on to a second step says so."""

import pygame

from game.core.i18n import tr
from game.games.brass.rules.actions import Network
from game.games.brass.rules.scoring import link_value
from game.games.brass.rules.state import HUMAN as PERSON
from game.ui.draw import Painter
from tests.brass.helpers import RULES, blank, lay, merchants, put
from tests.ui.test_brass_ui import new_match, open_table, scene_of, with_state


def drawn(app, monkeypatch) -> str:
    seen: list[str] = []
    original = Painter.text

    def spy(self, text, *args, **kwargs):
        seen.append(tr(text) if not isinstance(text, str) else text)
        return original(self, text, *args, **kwargs)

    monkeypatch.setattr(Painter, "text", spy)
    app.stack.top.layers.forget()  # drawn afresh, not from the kept layers
    app.render()
    monkeypatch.setattr(Painter, "text", original)
    return " ".join(seen)


def hover(driver, vpos):
    driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real(vpos), rel=(1, 1), buttons=(0, 0, 0)))


def test_a_sale_two_merchants_could_take_names_both_and_what_each_brings(app, driver, monkeypatch):
    state = blank()
    merchants(state, "wild", "manufacturer", "blank", "manufacturer", "blank")  # Gloucester and Oxford buy it
    works = put(state, PERSON, "manufacturer", "redditch", 0)
    lay(state, PERSON, "redditch", "gloucester")
    lay(state, PERSON, "redditch", "oxford")
    view = open_table(app, driver, with_state(new_match(), state))
    driver.key(pygame.K_4)  # Sell
    sales = view.actions_at(("space", works))
    assert {a.merchant for a in sales} == {1, 3}
    hover(driver, view.space_rects[works].center)
    text = drawn(app, monkeypatch)
    # not "Sell the Manufacturer to Gloucester ... its bonus too" alone: both, and what each brings
    assert "Sell the Manufacturer to Gloucester or Oxford: you choose the merchant next" in text, text
    gloucester, oxford = text.split("To Gloucester:")[1].split("To Oxford:")
    assert "barrel in Gloucester" in gloucester and "Gloucester's bonus" in gloucester
    assert "barrel in Oxford" in oxford and "Income +7 spaces" in oxford  # +5 for the tile, +2 its bonus
    # the next step asks exactly that choice
    driver.click(view.space_rects[works].center)
    assert view.sell_space == works and {("merchant", 1), ("merchant", 3)} <= view.glowing()


def test_a_links_preview_gives_the_vp_it_would_score(app, driver, monkeypatch):
    state = blank()
    put(state, PERSON, "cotton_mill", "worcester", 0, flipped=True)  # Worcester scores for its links
    lay(state, PERSON, "worcester", "gloucester")
    view = open_table(app, driver, with_state(new_match(), state))
    driver.key(pygame.K_2)  # Network
    links = [a.link for a in view.legal_of(Network) if link_value(RULES.t, state, a.link) > 0]
    assert links
    link = links[0]
    hover(driver, view.slot_rects[link].center)
    assert view.pointing.target == ("link", link)
    text = drawn(app, monkeypatch)
    points = link_value(RULES.t, state, link)
    assert f"Scores {points} VP at the era's end" in text, text


def test_a_preview_and_a_tooltip_never_show_together(app, driver, monkeypatch):
    """Over a link whose cost preview shows, no tooltip stands over the preview (it hid the
    preview's VP line); with no action chosen the link's tooltip still shows."""
    state = blank()
    put(state, PERSON, "cotton_mill", "worcester", 0, flipped=True)
    lay(state, PERSON, "worcester", "gloucester")
    view = open_table(app, driver, with_state(new_match(), state))
    link = view.legal_of(Network)[0].link
    pos = view.slot_rects[link].center
    hover(driver, pos)
    assert scene_of(app, view).tooltip_at(pos) is not None  # no action chosen: no preview, the tooltip says what it is
    driver.key(pygame.K_2)  # Network
    hover(driver, pos)
    drawn(app, monkeypatch)
    assert view.pointing.preview_shown is not None
    assert scene_of(app, view).tooltip_at(pos) is None
