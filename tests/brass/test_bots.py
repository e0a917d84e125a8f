"""The computer players for the person's seat: registered, legal, and better than chance."""

import pytest

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games import bot_levels, make_bot, playable_by_bots
from game.games.brass.bot import EasyBot
from game.games.brass.heuristics import Evaluator
from game.games.brass.rules import ops
from game.games.brass.rules.state import HUMAN, MAIN
from tests.brass.helpers import RULES, T, blank, give, lay, put, space


def play(level, seed, max_decisions=None):
    state = RULES.setup(RULES.check_config(GameConfig(1, {"difficulty": "easy"})))
    bot = make_bot("brass", level, seed)
    rng = Rng(seed)
    decisions = 0
    while RULES.to_move(state) is not None:
        if RULES.to_move(state) == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        action = bot.choose(RULES, RULES.view(state, HUMAN), HUMAN)
        assert RULES.why_illegal(state, action) is None
        RULES.apply(state, action)
        decisions += 1
        if max_decisions and decisions >= max_decisions:
            break
    return state


def test_registered_with_its_levels():
    assert "brass" in playable_by_bots()
    assert bot_levels("brass") == ("random", "easy", "hard")
    with pytest.raises(ValueError):
        make_bot("brass", "grandmaster", 1)


def test_the_easy_player_finishes_a_game_and_beats_random_play():
    easy = play("easy", 3)
    rand = play("random", 3)
    assert RULES.to_move(easy) is None and RULES.to_move(rand) is None
    assert easy.vp[HUMAN] > rand.vp[HUMAN] + 40


def test_the_hard_player_plays_legal_turns():
    state = play("hard", 5, max_decisions=40)
    assert state.vp[HUMAN] >= 0 and state.turns >= 5


def test_the_easy_player_sells_what_it_can():
    state = blank()
    mill = put(state, HUMAN, "cotton_mill", "worcester", 0)
    lay(state, HUMAN, "worcester", "gloucester")
    give(state, "stafford")
    action = EasyBot(1).choose(RULES, state, HUMAN)
    assert action.kind == "brass.sell" and action.space == mill


def test_the_evaluation_prefers_a_sold_tile():
    ev = Evaluator(RULES)
    state = blank()
    put(state, HUMAN, "cotton_mill", "worcester", 0)
    unsold = ev.value(state)
    ops.flip(T, state, space("worcester", 0))  # as a sale does: its income comes at once
    assert ev.value(state) > unsold
    assert state.phase == MAIN
