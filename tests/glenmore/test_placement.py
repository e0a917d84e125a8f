"""Placement: a shared side, a clan member among the 8 tiles around, rivers north-south and
roads east-west never broken nor started, plain tiles only beside plain sides."""

import pytest

from game.games.glenmore.rules.actions import Place
from game.games.glenmore.rules.state import PLACE
from game.games.glenmore.rules.territory import cell, xy
from tests.glenmore.helpers import DATA, RULES, new_game, put, tile_of

PLAIN = DATA.tiles[tile_of("quarry", "none")]
RIVER = DATA.tiles[tile_of("forest", "river")]
ROAD = DATA.tiles[tile_of("quarry", "road")]


def legal(state, tile, seat=0):
    return {xy(c) for c in RULES.placements(state, seat, tile)}


def reason(state, tile, x, y, seat=0):
    msg = RULES.placement_reason(state, seat, tile, x, y)
    return None if msg is None else msg.key.rsplit(".", 1)[1]


def test_around_the_start_village_only_river_and_road_tiles_fit():
    state = new_game(2)
    assert legal(state, PLAIN) == set()
    assert legal(state, RIVER) == {(0, -1), (0, 1)}
    assert legal(state, ROAD) == {(-1, 0), (1, 0)}
    assert reason(state, PLAIN, 0, 1) == "plain_by_river"
    assert reason(state, PLAIN, 1, 0) == "plain_by_road"
    assert reason(state, RIVER, 1, 0) == "plain_by_road"
    assert reason(state, ROAD, 0, 1) == "plain_by_river"


def test_a_river_or_road_tile_against_a_plain_side_would_break_it():
    state = new_game(2)
    put(state, 0, 0, -1, tile_of("meadow", "river"), members=1)
    put(state, 0, 1, -1, tile_of("quarry", "none"), members=1)
    assert reason(state, ROAD, 2, -1) == "road_broken"
    assert reason(state, RIVER, 1, -2) == "river_broken"


def test_the_rulebook_figure_plain_river_and_road_positions():
    """A start village with a river tile north and a road tile east, a clan member on each:
    plain tiles go in the corners beside plain sides (A), river tiles extend the river (B),
    road tiles extend the road (C)."""
    state = new_game(2)
    put(state, 0, 0, -1, tile_of("meadow", "river"), members=1)
    put(state, 0, 1, 0, tile_of("forest", "road"), members=1)
    assert legal(state, PLAIN) == {(1, -1), (-1, -1), (1, 1)}
    assert legal(state, RIVER) == {(0, -2), (0, 1)}
    assert legal(state, ROAD) == {(-1, 0), (2, 0)}


def test_corner_contact_is_not_enough():
    state = new_game(2)
    assert reason(state, PLAIN, 1, 1) == "no_side"
    assert reason(state, RIVER, 2, 2) == "no_side"


def test_a_clan_member_must_stand_on_one_of_the_eight_tiles_around():
    state = new_game(2)
    put(state, 0, 0, -1, tile_of("meadow", "river"))
    put(state, 0, 0, -2, tile_of("quarry", "river"))
    assert reason(state, RIVER, 0, -3) == "no_member"
    assert reason(state, PLAIN, 1, -2) == "no_member"
    assert reason(state, PLAIN, 1, -1) is None, "the start village's member is diagonal to it"
    state.members[0] = {cell(0, -2): 1}
    assert reason(state, RIVER, 0, -3) is None


def test_a_river_is_never_started_nor_a_road():
    state = new_game(2)
    put(state, 0, 0, -1, tile_of("meadow", "river"), members=1)
    assert reason(state, RIVER, 1, -1) == "river_new"
    put(state, 0, 1, -1, tile_of("quarry", "none"), members=1)
    assert reason(state, ROAD, 1, -2) == "road_new"


def test_a_plain_tile_cannot_sit_above_a_river_or_beside_a_road():
    state = new_game(2)
    put(state, 0, 0, -1, tile_of("meadow", "river"), members=1)
    assert reason(state, PLAIN, 0, -2) == "plain_by_river"
    put(state, 0, 1, 0, tile_of("forest", "road"), members=1)
    assert reason(state, PLAIN, 2, 0) == "plain_by_road"


def test_a_taken_cell_is_refused():
    state = new_game(2)
    assert reason(state, RIVER, 0, 0) == "cell_taken"


def test_placing_through_the_rules_checks_the_cell():
    state = new_game(2)
    seat = state.current
    state.phase = PLACE
    state.held = RIVER.id
    assert RULES.why_illegal(state, Place(1, 0)).key == "glenmore.why.plain_by_road"
    RULES.apply(state, Place(0, 1))
    assert state.tiles[seat][cell(0, 1)] == RIVER.id


@pytest.mark.parametrize("x, y", [(3, -2), (-5, 4)])
def test_cells_round_trip(x, y):
    assert xy(cell(x, y)) == (x, y)
