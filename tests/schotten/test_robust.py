"""Engine robustness: foreign and malformed actions are refused cleanly at every step,
clones are independent, undo/redo exact; and ``why_illegal`` (which checks one action
without listing the moves) agrees with ``legal_actions`` on every action there is."""

import random

import pytest

from game.core.match import MatchConfig, Seat
from game.core.rules import CHANCE, settle_chance
from game.games.schotten.rules.actions import (
    Claim,
    Draw,
    EndTurn,
    GiveBack,
    NextRound,
    Pass,
    Pick,
    Place,
    Play,
    RecruitDraw,
)
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN, DISCARD, TACTIC
from tests.protocol import assert_engine_robust

RULES = SchottenRules()
VARIANTS = {
    "base": {},
    "tactical": {"tactical": True},
    "expert": {"expert": True},
    "tactical+expert": {"tactical": True, "expert": True, "rounds": 2},
}
STEPS: dict[str, int] = {}


def config(options: dict, seed: int) -> MatchConfig:
    return MatchConfig("schotten", [Seat("A"), Seat("B")], dict(options), seed=seed)


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("seed", [1, 2])
def test_engine_robust(variant, seed):
    counts = assert_engine_robust(RULES, config(VARIANTS[variant], seed), seed)
    assert counts["steps"] > 50 and counts["refused"] > counts["steps"]
    STEPS[f"{variant}/{seed}"] = counts["steps"]


def every_action(rules: SchottenRules) -> list:
    stones = range(-2, rules.cs.stones + 1)
    cards = range(-3, 66)
    out: list = [Pass(), EndTurn(), NextRound()]
    out += [Play(c, s) for c in cards for s in stones]
    out += [Claim(s) for s in stones] + [Place(s) for s in stones]
    out += [Pick(s, c) for c in cards for s in stones]
    out += [GiveBack(c) for c in cards]
    out += [d(deck) for d in (Draw, RecruitDraw) for deck in (CLAN, TACTIC, "other")]
    return out


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_why_illegal_agrees_with_legal_actions(variant):
    rules = SchottenRules()
    state = rules.setup(config(VARIANTS[variant], 3).game_config())
    rng = random.Random(3)
    actions = every_action(rules)
    checked = 0
    while (seat := rules.to_move(state)) is not None:
        if seat == CHANCE:
            rules.apply(state, rules.sample_chance(state, rng))
            continue
        legal = rules.legal_actions(state)
        if rng.random() < 0.3:
            for action in actions:
                reason = rules.why_illegal(state, action)
                assert (reason is None) == (action in legal), (action, reason)
            checked += 1
        rules.apply(state, rng.choice(legal))
    assert checked > 5


def test_out_of_range_place_has_a_reason():
    rules = SchottenRules()
    state = rules.setup(config({"tactical": True}, 1).game_config())
    settle_chance(rules, state, random.Random(1))
    for action in (Place(63), Place(DISCARD), Pick(63, 2), Play(70, 3), Claim(63), Draw("x")):
        reason = rules.why_illegal(state, action)
        assert reason is not None and reason.key.startswith("schotten.why."), action


def test_remembered_proofs_agree_with_the_claim_rule():
    """``claimable`` reuses earlier proof answers (a proof holds once more cards are seen; a
    refusal while the opponent's witness cards are out of sight): it must always agree with
    the claim rule asked afresh, over many games sharing one rules object."""
    rules = SchottenRules()
    checked = 0
    for seed in range(8):
        options = {"tactical": bool(seed % 2)}
        state = rules.setup(config(options, seed).game_config())
        rng = random.Random(seed)
        while (seat := rules.to_move(state)) is not None:
            if seat == CHANCE:
                rules.apply(state, rules.sample_chance(state, rng))
                continue
            for who in (0, 1):
                expected = [s for s in range(rules.cs.stones) if rules.claim_problem(state, who, s) is None]
                assert rules.claimable(state, who) == expected
                checked += 1
            rules.apply(state, rng.choice(rules.legal_actions(state)))
    assert checked > 500
