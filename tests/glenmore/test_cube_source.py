"""The player chooses which tile a cube comes off when selling or paying.

The cubes lie on the tiles that produced them and the owner gives any of them (rulebook:
resources are kept on the tiles, seed 000; a full tile produces nothing).  Without a choice
the engine keeps its old pick — a tile still to be activated this turn, else the fullest —
so old saves replay the same."""

import json

from game.core.rules import Action
from game.games.glenmore.rules.actions import Pay, Sell, Take
from game.games.glenmore.rules.legality import well_formed
from game.games.glenmore.rules.state import PAY
from game.games.glenmore.rules.territory import cell
from tests.glenmore.helpers import RULES, first_tile_space, new_game, on_track, play, put, tile_of


def two_forests():
    """The player to move has a forest with 1 wood at (1, 0) and one with 2 wood at (-1, 0)."""
    state = new_game(2)
    seat = state.current
    put(state, seat, 1, 0, tile_of("forest", "road"), wood=1)
    put(state, seat, -1, 0, tile_of("forest", "road"), wood=2)
    return state, seat


def wood_on(state, seat, x, y):
    cubes = state.cubes[seat].get(cell(x, y))
    return cubes[RULES.index["wood"]] if cubes else 0


def test_by_default_a_sold_cube_comes_off_the_fullest_tile():
    state, seat = two_forests()
    play(state, Sell("wood"))
    assert wood_on(state, seat, -1, 0) == 1 and wood_on(state, seat, 1, 0) == 1


def test_the_player_may_sell_the_cube_of_the_tile_they_choose():
    state, seat = two_forests()
    coins = state.coins[seat]
    play(state, Sell("wood", (1, 0)))
    assert wood_on(state, seat, 1, 0) == 0 and wood_on(state, seat, -1, 0) == 2
    assert state.coins[seat] > coins and state.stock[seat][RULES.index["wood"]] == 2


def test_a_tile_without_that_cube_is_refused_with_a_reason():
    state, seat = two_forests()
    assert RULES.why_illegal(state, Sell("wood", (0, 0))).key == "glenmore.why.no_cube_there"
    assert RULES.why_illegal(state, Sell("wood", (5, 5))).key == "glenmore.why.no_cube_there"
    assert RULES.why_illegal(state, Sell("wood", ("a", 0))).key == "core.illegal.malformed"


def paying_for_a_village():
    """The player took a village costing 1 wood and must pay it now."""
    state, seat = two_forests()
    space = first_tile_space(state)
    on_track(state, space, tile_of("village_wood"))
    play(state, Take(space))
    assert state.phase == PAY
    return state, seat


def test_paying_takes_the_chosen_cubes_first_and_the_rest_by_default():
    state, seat = paying_for_a_village()
    pay = next(a for a in RULES.legal_actions(state) if isinstance(a, Pay))
    assert pay.resources == ("wood",)
    chosen = Pay(pay.resources, ((1, 0, "wood"),))
    assert RULES.why_illegal(state, chosen) is None
    before = wood_on(state, seat, -1, 0)
    play(state, chosen)
    assert wood_on(state, seat, 1, 0) == 0 and wood_on(state, seat, -1, 0) == before == 2


def test_default_payment_is_unchanged():
    state, seat = paying_for_a_village()
    pay = next(a for a in RULES.legal_actions(state) if isinstance(a, Pay))
    assert pay.sources == ()
    play(state, pay)
    assert wood_on(state, seat, 1, 0) == 1  # the fullest tile gave the wood


def test_chosen_cubes_must_be_there_and_needed():
    state, seat = paying_for_a_village()
    pay = next(a for a in RULES.legal_actions(state) if isinstance(a, Pay))
    assert RULES.why_illegal(state, Pay(pay.resources, ((1, 0, "wood"), (1, 0, "wood")))).key == \
        "glenmore.why.no_cube_there"
    assert RULES.why_illegal(state, Pay(pay.resources, ((1, 0, "sheep"),))).key == "glenmore.why.no_cube_there"
    assert RULES.why_illegal(state, Pay(pay.resources, ((1, 0, "gold"),))).key == "glenmore.why.not_resource"
    assert RULES.why_illegal(state, Pay(pay.resources, ((1, 0),))).key == "core.illegal.malformed"


def test_actions_with_a_source_survive_a_save_and_old_ones_read_as_before():
    for action in (Sell("wood", (1, -2)), Pay(("wood", "stone"), ((1, 0, "wood"),)), Sell("wood"), Pay(("wood",))):
        again = Action.from_dict(json.loads(json.dumps(action.to_dict())))
        assert again == action and well_formed(again)
    assert Action.from_dict({"kind": "glenmore.sell", "resource": "wood"}) == Sell("wood")
    assert Action.from_dict({"kind": "glenmore.pay", "resources": ["wood"]}) == Pay(("wood",))
