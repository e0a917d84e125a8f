"""Issue 9: at every step of random Brass games, foreign and malformed actions are refused
with IllegalAction and leave the state unchanged; a clone shares nothing mutable; undo and
redo are exact (tests.protocol.assert_engine_robust)."""

import pytest

from game.core.match import MatchConfig, Seat
from tests.brass.helpers import RULES
from tests.protocol import assert_engine_robust


@pytest.mark.parametrize(
    ("difficulty", "seed"), [("easy", 1), ("medium", 2), ("hard", 3), ("easy", 4), ("medium", 5), ("hard", 6)]
)
def test_engine_refuses_cleanly_and_clones_independent(difficulty: str, seed: int) -> None:
    config = MatchConfig("brass", [Seat("You")], {"difficulty": difficulty}, seed=seed)
    counts = assert_engine_robust(RULES, config, seed)
    assert counts["steps"] > 50
    assert counts["refused"] > counts["steps"]


def test_describe_never_changes_the_state() -> None:
    """describe() plays the action on a copy: a card paid into the action under way stays
    out of the real state (it once shared ctx['used'])."""
    from game.core.match import Match

    match = Match(RULES, MatchConfig("brass", [Seat("You")], {}, seed=5))
    for _ in range(300):
        if match.is_over():
            break
        legal = match.legal_actions()
        before = match.state.to_json()
        for action in legal[:8]:
            RULES.describe(match.state, action, 0)
        assert match.state.to_json() == before
        match.play(legal[len(legal) // 2])


def test_a_number_of_another_type_is_refused_not_read_as_the_number() -> None:
    """Sell(space, True) where Sell(space, 1) is legal, Take(coal, 3.0), Discard(card=('x',))…:
    refused with a reason, never taken for the number they equal."""
    import dataclasses

    from game.core.match import Match

    match = Match(RULES, MatchConfig("brass", [Seat("You")], {}, seed=9))
    checked = 0
    for _ in range(400):
        if match.is_over():
            break
        legal = match.legal_actions()
        for action in legal:
            for field in dataclasses.fields(action):
                value = getattr(action, field.name)
                if type(value) is int:
                    odds = [float(value)] + ([bool(value)] if value in (0, 1) else [])
                elif type(value) is str and field.name == "card":
                    odds = [(value,)]
                else:
                    continue
                for odd in odds:
                    bad = dataclasses.replace(action, **{field.name: odd})
                    assert RULES.why_illegal(match.state, bad) is not None, bad
                    checked += 1
        match.play(legal[(7 * checked + len(legal) // 3) % len(legal)])
    assert checked > 100
