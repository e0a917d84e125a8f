"""An illegal decision sent through a Match is refused with a reason, never a crash.

``Match`` asks the rules to describe an action (for the log) before applying it; the
description of a Cross or Complete must not assume the action is legal.
"""

import pytest

from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.core.rules import IllegalAction
from game.games.border.rules.actions import Complete, Cross, Done, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import PASSIVE


def two_people():
    seats = [Seat("Ana", HUMAN), Seat("Rui", HUMAN)]
    return Match(BorderRules(), MatchConfig("border", seats, {"boards": "in_order", "first": "seat1"}, seed=3))


def test_an_illegal_cross_is_refused_with_a_reason_and_changes_nothing():
    match = two_people()
    match.play(Roll())
    match.play(Done())
    assert match.state.phase == PASSIVE
    far = max(range(len(match.rules.geometry.spaces)), key=lambda s: s not in match.rules.crossable(match.state))
    before = (match.state.crossed[:], len(match.actions), len(match.log))
    with pytest.raises(IllegalAction) as refused:
        match.play(Cross(far))
    assert str(refused.value.reason)
    assert (match.state.crossed, len(match.actions), len(match.log)) == before


def test_an_illegal_complete_is_refused_with_a_reason():
    match = two_people()
    match.play(Roll())
    rules = match.rules
    hopeless = next(s for s in range(len(rules.bs.boards[0].segments)) if s not in rules.completable(match.state))
    with pytest.raises(IllegalAction):
        match.play(Complete(hopeless))
    with pytest.raises(IllegalAction):
        match.play(Cross(5))  # Action 1 crosses whole segments only
