"""The Border refuses every foreign or malformed action cleanly, at every step of random
games with 2, 3 and 4 seats and every board / first-player option; clones share nothing
and undo/redo is exact (tests.protocol.assert_engine_robust)."""

import pytest

from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.core.rules import IllegalAction
from game.games.border.rules.actions import Complete, Cross, Done, Keep, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import KEEP, PASSIVE
from tests.protocol import assert_engine_robust

RULES = BorderRules()

CASES = [
    (2, "in_order", "seat1", 1),
    (2, "random", "random", 2),
    (3, "same", "random", 3),
    (3, "random", "seat1", 4),
    (4, "random", "random", 5),
    (4, "in_order", "seat1", 6),
]


@pytest.mark.parametrize(("seats", "boards", "first", "seed"), CASES)
def test_every_step_refuses_bad_actions_and_clones_and_undo_are_exact(seats, boards, first, seed):
    config = MatchConfig("border", [Seat(f"P{i + 1}") for i in range(seats)],
                         {"boards": boards, "first": first}, seed=seed)
    counts = assert_engine_robust(RULES, config, seed)
    assert counts["steps"] > 100 and counts["refused"] > counts["steps"]


def _match() -> Match:
    seats = [Seat("Ana", HUMAN), Seat("Rui", HUMAN), Seat("Eva", HUMAN)]
    return Match(RULES, MatchConfig("border", seats, {"boards": "in_order", "first": "seat1"}, seed=3))


@pytest.mark.parametrize("value", [True, False, None, 2.0, "1", (1,), -1, 10**9])
def test_out_of_range_or_mistyped_fields_get_a_specific_reason(value):
    match = _match()
    match.play(Roll())
    assert match.state.phase == KEEP
    why = {
        Keep(value, True): "border.why.no_such_die",
        Complete(value): "border.why.no_such_segment",
    }
    for action, key in why.items():
        assert RULES.why_illegal(match.state, action).key == key
        with pytest.raises(IllegalAction):
            match.play(action)
    match.play(Done())
    assert match.state.phase == PASSIVE
    assert RULES.why_illegal(match.state, Cross(value)).key == "border.why.no_such_space"
