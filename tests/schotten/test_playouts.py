"""Random complete games in every variant, with invariants checked after every action;
save/load and replay identical at every step."""

import pytest

from game.core.match import MatchConfig, Seat
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN, DRAWN_ROUND, OVER, PLACE, ROUND_OVER, TACTIC
from tests.protocol import assert_same_seed_same_game, assert_save_load_and_replay_identical

VARIANTS = {
    "base": {},
    "tactical": {"tactical": True},
    "expert": {"expert": True},
    "tactical+expert": {"tactical": True, "expert": True},
}


def all_cards(state):
    found = list(state.hands[0]) + list(state.hands[1]) + list(state.discard)
    for deck in (CLAN, TACTIC):
        found += state.pools[deck] + [c for c, _ in state.bottoms[deck]]
    for side in state.sides:
        for cards in side:
            found += cards
    for cards in state.modes:
        found += cards
    if state.phase == PLACE and state.picked:
        found.append(state.picked[1])
    return found


def check_invariants(rules, state, claimed_before):
    cards = all_cards(state)
    expected = 64 if state.tactical else 54
    assert sorted(cards) == list(range(expected)), "every card in exactly one place"
    for seat in (0, 1):
        for stone in range(9):
            assert len(state.sides[seat][stone]) <= rules.capacity(state, stone) <= 4
    if True:
        for stone, owner in enumerate(claimed_before):
            if owner >= 0 and state.round_no == claimed_before.round_no:
                assert state.claimed[stone] == owner, "claimed stones never change"


class Claimed(list):
    round_no = 0


def snapshot_claimed(state):
    c = Claimed(state.claimed)
    c.round_no = state.round_no
    return c


def check_winner(rules, state):
    w = state.winner
    if w == DRAWN_ROUND:
        return
    owned = [s == w for s in state.claimed]
    run = best = 0
    for o in owned:
        run = run + 1 if o else 0
        best = max(best, run)
    stalled = sum(owned) > sum(1 for s in state.claimed if s == 1 - w)
    assert sum(owned) >= 5 or best >= 3 or stalled


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_every_invariant(variant):
    rules = SchottenRules()
    games = 60
    for g in range(games):
        rng = Rng(g)
        state = rules.setup(rules.check_config(GameConfig(2, VARIANTS[variant])))
        rounds_seen = 0
        for _step in range(5000):
            seat = rules.to_move(state)
            if seat is None:
                break
            before = snapshot_claimed(state)
            if seat == CHANCE:
                action = rules.sample_chance(state, rng)
            else:
                action = rng.choice(rules.legal_actions(state))
            rules.apply(state, action)
            check_invariants(rules, state, before)
            if state.phase in (ROUND_OVER, OVER) and len(state.history) > rounds_seen:
                rounds_seen = len(state.history)
                check_winner(rules, state)
        assert state.phase == OVER


def test_multi_round_match_runs_to_the_end():
    rules = SchottenRules()
    state = rules.setup(rules.check_config(GameConfig(2, {"rounds": 3, "tactical": True})))
    rng = Rng(99)
    while rules.to_move(state) is not None:
        seat = rules.to_move(state)
        rules.apply(
            state, rules.sample_chance(state, rng) if seat == CHANCE else rng.choice(rules.legal_actions(state))
        )
    assert state.round_no == 3 and len(state.history) == 3
    assert sum(state.points) == sum(sum(h["points"]) for h in state.history)


@pytest.mark.parametrize("variant", ["base", "tactical+expert"])
def test_save_load_and_replay_identical_at_every_step(variant):
    for g in range(3):
        config = MatchConfig("schotten", [Seat("A"), Seat("B")], dict(VARIANTS[variant], rounds=2), seed=g)
        assert_save_load_and_replay_identical(SchottenRules(), config, g)


def test_same_seed_same_game():
    assert_same_seed_same_game(SchottenRules(), "schotten", 2, {"tactical": True})
