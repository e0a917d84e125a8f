"""The computer players for the person's seat: registered, legal, and better than chance."""

import pytest

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games import bot_levels, make_bot, playable_by_bots
from game.games.brass.bot import EasyBot, HardBot
from game.games.brass.bot.heuristics import Evaluator
from game.games.brass.rules import ops
from game.games.brass.rules.actions import Loan, Network, Pass
from game.games.brass.rules.state import HUMAN, MAIN
from tests.brass.helpers import RULES, T, automa_mill_and_persons_brewery, blank, give, lay, link, put, space


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


def test_the_hard_level_is_a_node_budget_same_seed_same_moves():
    """The hard level stops at a count of positions, not a clock: the same seed plays the
    same moves twice (and its last decision stayed within the budget)."""
    first = play("hard", 8, max_decisions=12).to_json()
    assert play("hard", 8, max_decisions=12).to_json() == first
    state, _mill = link_then_sell_position()
    small, full = HardBot(9, nodes=50), HardBot(9)
    for bot in (small, full):
        bot.choose(RULES, RULES.view(state, HUMAN), HUMAN)
    assert 0 < small.spent < full.spent


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


def link_then_sell_position():
    """A cotton mill in Worcester one canal away from Gloucester's cotton merchant (with its
    barrel), £3 for that canal, income level -8 (no loan) and two actions left."""
    state = blank()
    mill = put(state, HUMAN, "cotton_mill", "worcester", 0)
    state.money = 3
    state.income = 2
    return state, mill


def test_the_hard_player_plans_both_actions_of_a_turn():
    state, mill = link_then_sell_position()
    bot = HardBot(1)
    plans = bot.turn_plans(RULES, state, RULES.legal_actions(state))
    value, first, after = plans[0]
    assert first == Network(link("worcester", "gloucester"))
    assert after.sp_flipped[mill] and after.income > state.income
    assert bot.choose(RULES, RULES.view(state, HUMAN), HUMAN) == first


def test_the_hard_players_look_ahead_values_a_whole_next_turn_not_its_first_action():
    """The deep step's next turn: the link alone costs £3 and sells nothing; the link and then
    the sale of the mill it reaches flip the mill (its VP, its income). Valued by one action,
    the start of that turn looked worse than it is."""
    state, _mill = link_then_sell_position()
    bot = HardBot(1)
    one_action = bot.greedy(RULES, state)[0]
    assert bot.next_action_value(RULES, state) > one_action + 5


def test_the_hard_player_looks_ahead_on_copies_and_within_its_budget():
    state, _mill = link_then_sell_position()
    before = state.to_json()
    action = HardBot(2, nodes=0).choose(RULES, RULES.view(state, HUMAN), HUMAN)
    assert RULES.why_illegal(state, action) is None
    HardBot(3).choose(RULES, state, HUMAN)
    assert state.to_json() == before


def test_the_hard_players_reply_sees_the_automa_drink_its_beer():
    # The Automa's next card (2) builds a cotton mill in Nuneaton, one action; every back then
    # offers SELL first, and the only beer its mill in Worcester can reach is the person's
    # brewery on the southern farm: the simulated reply flips it and raises the person's income.
    state, mill, beer = automa_mill_and_persons_brewery()
    if state.a_top != 2:
        state.a_pool.remove(2)
        state.a_pool.append(state.a_top)
        state.a_pool.sort()
        state.a_top = 2
    state.a_first_done = True  # a normal turn (the first one has a single action)
    state.hand = ["nuneaton"]
    state.actions_left = 1
    RULES.apply(state, Pass())
    HardBot(4, samples=1).advance(RULES, state)
    assert state.phase == MAIN and state.round == 3
    assert state.sp_flipped[mill] and state.sp_flipped[beer] and state.income == 10 + 4


def test_the_measuring_tool_tunes_counts_and_weights_for_paired_runs():
    from game.games.brass.tools import make_tuned

    bot = make_tuned("hard", 4, {"deep": 2, "w.automa": 0.5, "w.money_cap": 30})
    assert isinstance(bot, HardBot) and bot.deep == 2
    assert bot.weights.automa == 0.5 and bot.weights.money_cap == 30
    easy = make_tuned("easy", 4, {"w.money": 0.2})
    assert type(easy) is EasyBot and easy.weights.money == 0.2
    assert type(make_tuned("hard", 4)) is HardBot


def test_a_loan_is_not_worth_more_than_the_money_it_lets_you_spend():
    """With £17 and nothing to build, a loan (+£30, income -3 levels, an action) values below
    passing: money counts only what it may still buy (the old weights took 5-9 loans a game)."""
    ev = Evaluator(RULES)
    values = {}
    for action in (Loan(), Pass()):
        state = blank()
        state.money = 17
        RULES.apply(state, action)
        while state.phase != MAIN and RULES.to_move(state) == HUMAN:
            RULES.apply(state, RULES.legal_actions(state)[0])
        values[type(action).__name__] = ev.value(state)
    assert values["Loan"] < values["Pass"]
