"""A territory is fitted to its panel as it grows (issue 13, item 13): at 1280x720 and at every
player's territory of late positions, every tile shows whole, inside the panel, and neither the
name chip, the zoom buttons, the Chieftains box nor the special-location list covers one."""

import pytest

from game.games.glenmore.rules.territory import xy
from game.tools.catalog import advance_until
from tests.ui.test_glenmore_ui import new_match, open_table


@pytest.mark.parametrize("seats, seed", [(2, 4), (3, 9), (4, 2)])
def test_every_tile_shows_whole_and_uncovered(app, driver, seats, seed):
    match = advance_until(new_match(seats=seats, seed=seed), lambda m: len(m.state.removed) > 30 or m.is_over())
    view = open_table(app, driver, match)
    for seat in range(seats):
        view.show_territory(seat)
        view.refit()
        covers = view.lay.overlays()
        for c in match.state.tiles[seat]:
            rect = view.pan.cell_rect(*xy(c), 0.03)
            assert view.pan.rect.contains(rect), (seat, xy(c), "cut off")
            hit = rect.collidelist(covers)
            assert hit < 0, (seat, xy(c), "covered by", covers[hit])
