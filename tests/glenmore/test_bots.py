"""The computer players: legal moves only, whole games end, easy beats random, the search
is reproducible for a seed."""

import pytest

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games import bot_levels, make_bot, playable_by_bots
from game.games.glenmore.bot import LEVELS, EasyBot, HardBot
from game.games.glenmore.bot.heuristics import Evaluator
from tests.glenmore.helpers import RULES, new_game


def play_game(bots, players, seed):
    state = RULES.setup(RULES.check_config(GameConfig(players, {})))
    rng = Rng(seed)
    for _ in range(20_000):
        seat = RULES.to_move(state)
        if seat is None:
            return state
        if seat == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        action = bots[seat].choose(RULES, RULES.view(state, seat), seat)
        assert RULES.why_illegal(state, action) is None, action
        RULES.apply(state, action)
    raise AssertionError("the game did not end")


def test_levels_are_offered():
    assert LEVELS == ("random", "easy", "hard")
    assert "glenmore" in playable_by_bots()
    assert bot_levels("glenmore") == LEVELS
    with pytest.raises(ValueError):
        make_bot("glenmore", "grandmaster", 1)


@pytest.mark.parametrize("players", [2, 5])
def test_easy_beats_random(players):
    for seed in range(2):
        bots = [make_bot("glenmore", "easy" if s == seed % players else "random", seed * 10 + s)
                for s in range(players)]
        state = play_game(bots, players, seed)
        assert RULES.ranking(state)[seed % players] == 0


def test_hard_plays_a_whole_game_quickly_with_a_small_budget():
    bots = [HardBot(1, futures=4, candidates=3), EasyBot(2), EasyBot(3)]
    state = play_game(bots, 3, 7)
    assert len(state.scorings) == 3


def test_hard_plans_a_legal_turn_with_its_default_budget():
    state = new_game(4)
    bot = HardBot(5)
    seat = state.current
    for _ in range(40):
        if RULES.to_move(state) != seat:
            break
        action = bot.choose(RULES, RULES.view(state, seat), seat)
        assert RULES.why_illegal(state, action) is None, action
        RULES.apply(state, action)
    assert RULES.to_move(state) != seat, "the turn ended"


def hard_moves(seed):
    """The first decisions of a 3-player game between hard players with a small budget."""
    state = RULES.setup(RULES.check_config(GameConfig(3, {})))
    bots = [HardBot(seed + s, futures=6, candidates=3) for s in range(3)]
    rng = Rng(seed)
    moves = []
    while len(moves) < 40:
        seat = RULES.to_move(state)
        if seat == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        action = bots[seat].choose(RULES, RULES.view(state, seat), seat)
        moves.append(action)
        RULES.apply(state, action)
    return moves


def test_hard_plays_the_same_moves_for_the_same_seed():
    assert hard_moves(4) == hard_moves(4)


def test_evaluation_counts_points_and_compares_with_the_best_opponent():
    ev = Evaluator(RULES)
    state = new_game(2)
    base = ev.value(state, 0)
    state.points[0]["tiles"] += 5
    assert ev.value(state, 0) == pytest.approx(base + 5)
    assert ev.relative(state, 0) > ev.relative(state, 1)
