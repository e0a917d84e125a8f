"""Every family of tiles: production, distilleries, Iona Abbey, butchers, fairs, grocer,
bridge, taverns, villages and castles, lochs; and the activation step itself."""

import pytest

from game.games.glenmore.rules.actions import Activate, EndTurn, Finish, Move, Pay, Promote, Sell, Take
from game.games.glenmore.rules.state import ACTIVATE, MOVE, PAY
from game.games.glenmore.rules.territory import cell, xy
from tests.glenmore.helpers import (
    RULES,
    activating,
    first_tile_space,
    new_game,
    on_track,
    play,
    put,
    take_and_place,
    tile_of,
)


def acts(state):
    return [a for a in RULES.legal_actions(state) if isinstance(a, Activate)]


def why(state, action):
    msg = RULES.why_illegal(state, action)
    return None if msg is None else msg.key.rsplit(".", 1)[1]


def game_with(*tiles, players=4):
    """Seat 0's territory: the start village plus ``tiles`` as (x, y, tile, cubes)."""
    state = new_game(players)
    for x, y, tile, cubes in tiles:
        put(state, 0, x, y, tile, **cubes)
    return state


@pytest.mark.parametrize("kind, resource", [
    ("forest", "wood"), ("quarry", "stone"), ("meadow", "sheep"), ("pasture", "cattle"), ("grain_field", "grain"),
])
def test_production_tiles_put_one_cube_of_their_kind_on_themselves(kind, resource):
    state = game_with((1, 1, tile_of(kind, "none"), {}))
    activating(state, 0, (1, 1))
    assert acts(state) == [Activate(1, 1)]
    RULES.apply(state, Activate(1, 1))
    assert state.cubes[0][cell(1, 1)][RULES.index[resource]] == 1


def test_a_tile_holds_at_most_three_cubes_and_a_full_one_produces_nothing():
    state = game_with((1, 1, tile_of("forest", "none"), {"wood": 3}))
    activating(state, 0, (1, 1))
    assert acts(state) == []
    assert why(state, Activate(1, 1)) == "tile_full"


def test_each_tile_activates_once_per_turn_and_only_the_new_tile_and_its_neighbours():
    state = game_with((1, 1, tile_of("forest", "none"), {}), (3, 3, tile_of("quarry", "none"), {}))
    activating(state, 0, (1, 1))
    RULES.apply(state, Activate(1, 1))
    assert why(state, Activate(1, 1)) == "already_activated"
    assert why(state, Activate(3, 3)) == "not_activated"
    assert why(state, Activate(5, 5)) == "no_tile_there"


def test_distillery_gives_a_barrel_when_placed_and_turns_grain_into_whisky():
    state = new_game(4)
    seat = state.current
    put(state, seat, 1, 1, tile_of("grain_field", "none"), grain=1)
    put(state, seat, 1, 0, tile_of("forest", "road"), members=1)
    state.market = [0, 0, 0, 0, 0]
    put(state, seat, 2, 1, tile_of("quarry", "none"), members=1, stone=1)
    take_and_place(state, tile_of("distillery", "none"), 2, 2)
    assert state.whisky[seat] == 1
    assert Activate(2, 2, ("grain",)) in acts(state)
    RULES.apply(state, Activate(2, 2, ("grain",)))
    assert state.whisky[seat] == 2 and state.stock[seat][RULES.index["grain"]] == 0


def test_distillery_may_buy_the_grain():
    state = game_with((1, 1, tile_of("distillery", "none"), {}))
    state.market = [0, 0, 0, 0, 0]
    activating(state, 0, (1, 1))
    RULES.apply(state, Activate(1, 1, ("grain",)))
    assert state.whisky[0] == 1 and state.coins[0] == 5 and state.market[4] == 1


def test_iona_abbey_produces_a_resource_of_the_owners_choice():
    state = game_with((1, 0, tile_of("iona_abbey"), {"wood": 2}))
    activating(state, 0, (1, 0))
    assert {a.resources for a in acts(state)} == {(r,) for r in RULES.resources}
    RULES.apply(state, Activate(1, 0, ("cattle",)))
    assert state.cubes[0][cell(1, 0)] == [2, 0, 0, 1, 0]
    activating(state, 0, (1, 0))
    assert acts(state) == [], "three cubes: full"


def test_sheep_butcher_one_or_two_sheep():
    state = game_with((1, 1, tile_of("butcher_sheep"), {}), (2, 1, tile_of("meadow", "none"), {"sheep": 2}))
    state.market = [3, 3, 3, 3, 3]  # nothing can be bought
    activating(state, 0, (1, 1))
    assert {a.resources for a in acts(state)} == {("sheep",), ("sheep", "sheep")}
    RULES.apply(state, Activate(1, 1, ("sheep", "sheep")))
    assert state.points[0]["tiles"] == 4 and state.stock[0] == [0] * 5


def test_cattle_butcher_and_mixed_butcher():
    state = game_with((1, 1, tile_of("butcher_cattle"), {}), (2, 1, tile_of("butcher_mixed"), {}),
                      (3, 1, tile_of("meadow", "none"), {"sheep": 1}),
                      (4, 1, tile_of("pasture", "none"), {"cattle": 2}))
    state.market = [3, 3, 3, 3, 3]
    activating(state, 0, (1, 1), (2, 1))
    RULES.apply(state, Activate(1, 1, ("cattle",)))
    assert state.points[0]["tiles"] == 2
    assert why(state, Activate(2, 1, ("sheep", "sheep"))) == "wrong_use"
    RULES.apply(state, Activate(2, 1, ("sheep", "cattle")))
    assert state.points[0]["tiles"] == 7 and state.stock[0] == [0] * 5


@pytest.mark.parametrize("kind, table", [
    ("fair_small", {1: 1, 2: 3, 3: 5}),
    ("fair_medium", {1: 1, 2: 3, 3: 5, 4: 8}),
    ("fair_large", {1: 1, 2: 3, 3: 5, 4: 8, 5: 12}),
])
def test_fairs_take_resources_of_different_kinds(kind, table):
    state = game_with((1, 1, tile_of(kind), {"wood": 1, "stone": 1}), (2, 1, tile_of("forest", "none"), {"wood": 2}),
                      (3, 1, tile_of("meadow", "none"), {"sheep": 1, "cattle": 1, "grain": 1}))
    state.market = [3, 3, 3, 3, 3]
    activating(state, 0, (1, 1))
    offered = {a.resources: a for a in acts(state)}
    assert max(len(r) for r in offered) == max(table)
    assert all(len(set(r)) == len(r) for r in offered), "never twice the same kind"
    assert why(state, Activate(1, 1, ("wood", "wood"))) == "wrong_use"
    give = tuple(RULES.resources[: max(table)])
    RULES.apply(state, Activate(1, 1, give))
    assert state.points[0]["tiles"] == table[max(table)]


def test_grocer_takes_exactly_three_resources_of_any_kinds():
    state = game_with((1, 1, tile_of("grocer"), {}), (2, 1, tile_of("forest", "none"), {"wood": 3}))
    state.market = [3, 3, 3, 3, 3]
    activating(state, 0, (1, 1))
    assert [a.resources for a in acts(state)] == [("wood", "wood", "wood")]
    RULES.apply(state, Activate(1, 1, ("wood", "wood", "wood")))
    assert state.points[0]["tiles"] == 8
    assert why(state, Activate(1, 1, ("wood", "wood"))) == "already_activated"


def test_bridge_wood_and_stone_for_seven():
    state = game_with((0, 1, tile_of("bridge"), {}), (1, 1, tile_of("forest", "none"), {"wood": 1}),
                      (2, 1, tile_of("quarry", "none"), {"stone": 1}))
    state.market = [3, 3, 3, 3, 3]
    activating(state, 0, (0, 1))
    assert acts(state) == [Activate(0, 1, ("wood", "stone"))]
    RULES.apply(state, acts(state)[0])
    assert state.points[0]["tiles"] == 7


def test_taverns_cost_a_barrel_and_score_without_giving_anything():
    state = new_game(4)
    seat = state.current
    put(state, seat, 1, 0, tile_of("forest", "road"), members=1)
    put(state, seat, 1, 1, tile_of("quarry", "none"))
    tavern = tile_of("tavern_large")
    space = first_tile_space(state)
    on_track(state, space, tavern)
    assert why(state, Take(space)) == "no_whisky"
    state.whisky[seat] = 1
    play(state, Take(space))
    assert state.phase == PAY
    play(state, Pay(()))
    assert state.whisky[seat] == 0
    play(state, RULES.legal_actions(state)[0])
    c = state.placed
    activations = [a for a in acts(state) if cell(a.x, a.y) == c]
    assert activations == [Activate(*xy(c), ())]
    RULES.apply(state, activations[0])
    assert state.points[seat]["tiles"] == 4


def test_lochs_do_nothing_when_activated():
    state = game_with((0, 1, tile_of("loch_morar"), {}))
    activating(state, 0, (0, 1))
    assert acts(state) == []
    assert why(state, Activate(0, 1)) == "nothing_to_do"


def test_village_brings_a_clan_member_and_a_move_spent_at_the_end_of_the_turn():
    state = new_game(4)
    seat = state.current
    take_and_place(state, tile_of("village", "road"), 1, 0)
    assert state.members[seat] == {cell(0, 0): 1, cell(1, 0): 1}
    assert state.phase == ACTIVATE
    play(state, Activate(1, 0), Activate(0, 0))
    assert state.moves == 2
    assert not any(isinstance(a, Move) for a in RULES.legal_actions(state)), "moves wait for the end of the turn"
    state.market[0] = 1
    RULES.effects.add_cube(state, seat, cell(1, 0), RULES.index["wood"])
    play(state, Finish())
    assert state.phase == MOVE and Sell("wood") in RULES.legal_actions(state), "selling goes on while moving"
    play(state, Move(1, 0, 0, 0), Promote(0, 0))
    assert state.members[seat] == {cell(0, 0): 1} and state.chieftains[seat] == 1
    assert why(state, Promote(0, 0)) == "no_moves"


def test_the_last_clan_member_stays_and_unused_moves_lapse():
    state = new_game(4)
    seat = state.current
    take_and_place(state, tile_of("forest", "road"), 1, 0)
    play(state, Activate(0, 0), Finish())
    assert state.moves == 1
    assert why(state, Promote(0, 0)) == "last_member"
    assert why(state, Move(0, 0, 2, 0)) == "not_neighbour"
    play(state, Move(0, 0, 1, 0), EndTurn())
    assert state.moves == 0 and state.members[seat] == {cell(1, 0): 1}


def test_castle_brings_a_clan_member_its_card_and_a_move():
    state = new_game(4)
    seat = state.current
    put(state, seat, 1, 0, tile_of("forest", "road"), members=1, wood=1)
    put(state, seat, 1, 1, tile_of("quarry", "none"), members=1, stone=1)
    put(state, seat, 2, 1, tile_of("pasture", "none"), cattle=1)
    take_and_place(state, tile_of("cawdor_castle"), 2, 2)
    assert state.members[seat][cell(2, 2)] == 1
    assert state.cards[seat] == ["cawdor_castle"]
    assert state.stock[seat] == [0, 0, 0, 0, 0]
    play(state, Activate(2, 2))
    assert state.moves == 1


def test_production_tiles_activate_in_any_order_and_optionally():
    state = game_with((1, 1, tile_of("forest", "none"), {}), (2, 1, tile_of("quarry", "none"), {}))
    activating(state, 0, (1, 1), (2, 1))
    play(state, Activate(2, 1), Finish())
    assert state.stock[0] == [0, 1, 0, 0, 0]
