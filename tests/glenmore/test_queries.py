"""The read-only questions a screen asks."""

from game.games.glenmore.rules import queries as q
from game.games.glenmore.rules.actions import Take
from tests.glenmore.helpers import RULES, first_tile_space, new_game, put, tile_of


def test_track_and_turn_order():
    state = new_game(3)
    contents = q.space_contents(RULES, state)
    assert contents[:4] == [("player", 0), ("player", 1), ("player", 2), ("die", 0)]
    assert contents[-1] == ("empty", 0)
    assert q.turn_order(RULES, state) == [0, 1, 2, 3]
    assert q.takeable_spaces(RULES, state)


def test_territory_market_and_payment():
    state = new_game(4)
    put(state, 0, 1, 0, tile_of("forest", "road"), members=1, wood=2)
    squares = {(s.x, s.y): s for s in q.territory(RULES, state, 0)}
    assert squares[(1, 0)].cubes == {"wood": 2} and squares[(1, 0)].members == 1
    assert squares[(0, 0)].members == 1
    assert q.bounds(RULES, state, 0) == (-1, -1, 2, 1)
    rows = q.market_rows(RULES, state)
    assert rows[0].resource == "wood" and rows[0].buy == 1 and rows[0].sell is None
    plan = q.payment_plan(RULES, state, 0, (1, 1, 1, 0, 0))
    assert plan["bought"] == [("stone", 1), ("sheep", 1)] and plan["short"] == 0
    assert q.member_cells(RULES, state, 0) == {(0, 0): 1, (1, 0): 1}


def test_placement_and_activation_targets():
    state = new_game(4)
    space = first_tile_space(state)
    held = state.track[space]
    RULES.apply(state, Take(space))
    if state.phase == "pay":
        RULES.apply(state, RULES.legal_actions(state)[0])
    targets = q.placement_targets(RULES, state)
    assert targets and all(RULES.placement_reason(state, 0, RULES.tile(held), x, y) is None for x, y in targets)
    RULES.apply(state, RULES.legal_actions(state)[0])
    assert q.waiting_activation(RULES, state)
    assert set(q.activation_targets(RULES, state)) <= set(q.waiting_activation(RULES, state))
    assert q.score_breakdown(RULES, state, 0)["total"] == 0
    assert len(q.scoring_counts(RULES, state)) == 4
