"""Computer players: reproducible for a seed, deciding from the view only, claiming at once."""

import random

from game.core.rules import CHANCE, GameConfig, settle_chance
from game.games.schotten.bot import HardBot, make_bot
from game.games.schotten.rules.actions import Claim
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN, END

RULES = SchottenRules()


def decisions(level: str, options: dict, seed: int, count: int) -> list:
    """The first ``count`` decisions of a game between two bots of ``level``."""
    state = RULES.setup(GameConfig(2, options))
    rng = random.Random(seed)
    if level == "hard":  # a smaller budget (the same code path), and no clock: a busy machine
        # must not cut a search short
        bots = [HardBot(seed, iterations=25, seconds=None), HardBot(seed + 1, iterations=25, seconds=None)]
    else:
        bots = [make_bot(level, seed), make_bot(level, seed + 1)]
    chosen = []
    while len(chosen) < count and (seat := settle_chance(RULES, state, rng)) is not None:
        action = bots[seat].choose(RULES, RULES.view(state, seat), seat)
        chosen.append(action)
        RULES.apply(state, action)
    return chosen


def test_same_seed_same_moves():
    for options in ({}, {"tactical": True}):
        assert decisions("hard", options, 4, 4) == decisions("hard", options, 4, 4)
        assert decisions("easy", options, 4, 2) == decisions("easy", options, 4, 2)


def test_hard_reads_only_the_view():
    """Two deals that differ only in the opponent's hidden hand give the same choice."""
    state = RULES.setup(GameConfig(2, {}))
    settle_chance(RULES, state, random.Random(2))
    twin = state.clone()
    seat = RULES.to_move(state)
    other = 1 - seat
    swap_in = twin.pools[CLAN][:2]
    swap_out = twin.hands[other][:2]
    twin.pools[CLAN][:2] = swap_out
    twin.hands[other][:2] = swap_in
    assert RULES.view(state, seat).to_json() == RULES.view(twin, seat).to_json()
    first = HardBot(7, iterations=40, seconds=None).choose(RULES, RULES.view(state, seat), seat)
    assert HardBot(7, iterations=40, seconds=None).choose(RULES, RULES.view(twin, seat), seat) == first


def test_hard_claims_a_provable_stone_at_once():
    state = RULES.setup(GameConfig(2, {}))
    rng = random.Random(3)
    bot = HardBot(3)
    for _ in range(400):
        seat = RULES.to_move(state)
        if seat is None:
            break
        if seat == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        legal = RULES.legal_actions(state)
        if state.phase == END and any(isinstance(a, Claim) for a in legal):
            assert isinstance(bot.choose(RULES, RULES.view(state, seat), seat), Claim)
        RULES.apply(state, rng.choice(legal))
