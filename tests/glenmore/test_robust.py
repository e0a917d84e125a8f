"""Hostile input: foreign and malformed actions refused cleanly at every step of random games
(clones independent, undo/redo exact); a clan member never pays a resource cost; a save
holding an illegal action is reported as damaged."""

import pytest

from game.core.match import Match, MatchConfig, SaveError, Seat
from game.core.rules import IllegalAction
from game.games import rules_for
from game.games.glenmore.rules.actions import Activate, PayChieftain, PayMember, Place, Take
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, PAY
from tests.glenmore.helpers import DATA, RULES, first_tile_space, new_game, on_track, play, put, tile_of
from tests.protocol import assert_engine_robust


def config(players, seed, first="seat1"):
    return MatchConfig("glenmore", [Seat(f"P{i + 1}") for i in range(players)], {"first": first}, seed=seed)


@pytest.mark.parametrize("players, seed, first", [(2, 1, "seat1"), (3, 2, "random"), (4, 3, "seat1"),
                                                  (5, 4, "random")])
def test_foreign_and_malformed_actions_are_refused_at_every_step(players, seed, first):
    counts = assert_engine_robust(RULES, config(players, seed, first), seed)
    assert counts["steps"] > 50 and counts["refused"] > counts["steps"]


def test_fields_of_the_wrong_type_are_refused_as_malformed():
    state = new_game(3)
    space = first_tile_space(state)
    for bad in (Take(True), Take("1"), Take(None), Take(2.0)):
        assert RULES.why_illegal(state, bad).key == "core.illegal.malformed", bad
    assert RULES.why_illegal(state, Take(space)) is None
    state.phase = ACTIVATE
    state.pending = list(state.tiles[state.current])
    x, y = 0, 0
    assert RULES.why_illegal(state, Activate(x, y, "")).key == "core.illegal.malformed"
    assert RULES.why_illegal(state, Activate(x, y, ("wood", 3))).key == "core.illegal.malformed"


def resource_cost_tile():
    return next(t.id for t in DATA.tiles if not t.kind.cost.is_free and not t.kind.cost.members
                and not t.kind.cost.whisky and not t.river and not t.road)


def test_a_resource_cost_is_never_paid_with_a_clan_member_or_a_chieftain():
    state = new_game(4)
    seat = state.current
    put(state, seat, 1, 0, tile_of("forest", "road"), members=1, wood=3)
    put(state, seat, 1, 1, tile_of("quarry", "none"), members=1, stone=3)
    state.chieftains[seat] = 1
    state.coins[seat] = 20
    space = first_tile_space(state)
    on_track(state, space, resource_cost_tile())
    play(state, Take(space))
    assert state.phase == PAY
    before = state.to_json()
    for payment in (PayMember(1, 0), PayMember(0, 0), PayChieftain()):
        assert RULES.why_illegal(state, payment).key == "glenmore.why.wrong_payment"
        with pytest.raises(IllegalAction):
            RULES.apply(state, payment)
    assert state.to_json() == before
    assert not any(isinstance(a, (PayMember, PayChieftain)) for a in RULES.legal_actions(state))


def test_a_save_holding_an_illegal_action_is_reported_as_damaged():
    match = Match(RULES, config(3, 1))
    assert match.state.phase == CHOOSE
    good = match.to_json()
    for bad in (Activate(0, 1, ()), Activate(0, 1, ""), Place(0, 1), PayMember(0, 0), Take(99)):
        data = {**good, "actions": good["actions"] + [bad.to_dict()]}
        with pytest.raises(SaveError):
            Match.from_json(data, rules_for)
    assert Match.from_json(good, rules_for).state.to_json() == match.state.to_json()
