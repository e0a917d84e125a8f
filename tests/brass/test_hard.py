"""The hard player's end game and its appraisal of moves: the last actions are judged by the
final score (exactly, and by play-outs to the game's end in the last turns), the same seed
chooses the same moves, and ``appraise`` values every legal action in VP of final margin from
the person's view alone."""

from game.games.brass.bot import HardBot, appraise
from game.games.brass.bot.heuristics import Evaluator
from game.games.brass.rules import scoring
from game.games.brass.rules.actions import Network, Sell
from game.games.brass.rules.state import AUTOMA, HUMAN, MAIN, OVER
from tests.brass.helpers import RULES, blank, give, lay, link, put


def last_action_position():
    """Rail era, the game's last action: the person's Cotton Mill II in Worcester can be sold to
    Gloucester's cotton merchant (its barrel pays the beer): 5 VP, and 2 more on the person's
    railway Worcester-Gloucester once it is flipped (which scores 2 for the merchant anyway), 7
    in all.  Or a railway Birmingham-Worcester, where four flipped tiles of the Automa show 8
    link icons: 8 VP."""
    state = blank(rail=True, spare=0)
    state.round = 10
    state.actions_left = 1
    state.deck = []
    state.draw_left = 0
    give(state, "worcester")
    state.money = 20
    mill = put(state, HUMAN, "cotton_mill", "worcester", 0, level=2)
    lay(state, HUMAN, "gloucester", "worcester")
    for i, (industry, level) in enumerate(
        (("cotton_mill", 2), ("cotton_mill", 2), ("manufacturer", 5), ("manufacturer", 5))
    ):
        put(state, AUTOMA, industry, "birmingham", i, level=level, flipped=True)
    return state, mill


def test_the_evaluation_of_a_finished_game_is_its_margin():
    """Once the game is over every point is scored: a flipped tile is not counted again."""
    state, mill = last_action_position()
    state.sp_flipped[mill] = True
    state.phase = OVER
    state.vp = [150, 141]
    assert Evaluator(RULES).value(state) == 9


def test_the_last_action_is_judged_by_the_final_score():
    """The sale is worth 7 VP, the railway 8: the hard player lays the railway (the old
    evaluation counted the flipped mill twice once the game was over, and sold)."""
    state, mill = last_action_position()
    sell, rail = Sell(mill, 1), Network(link("birmingham", "worcester"))
    legal = RULES.legal_actions(state)
    assert sell in legal and rail in legal
    for action, total in ((sell, 2 + 7), (rail, 2 + 8)):  # the figures the docstring gives
        after = state.clone()
        RULES.apply(after, action)
        while RULES.to_move(after) == HUMAN and after.phase != MAIN:
            RULES.apply(after, RULES.legal_actions(after)[-1])
        scoring.score_era(RULES.t, after)
        assert after.vp[HUMAN] == total
    for seed in (1, 2, 3):
        assert HardBot(seed).choose(RULES, RULES.view(state, HUMAN), HUMAN) == rail


def test_the_same_seed_plays_the_same_end_game():
    """In its last turns the hard player plays plans out to the game's end on sampled Automa
    cards, all bounded by counts: the same seed chooses the same action, and the play-outs
    count against the budget of positions."""
    state, _mill = last_action_position()
    state.round = 9
    state.actions_left = 2
    state.deck = ["coventry", "dudley", "stafford"]
    state.draw_left = 2
    give(state, "birmingham")
    view = RULES.view(state, HUMAN)
    first, second = HardBot(11), HardBot(11)
    assert first.rolls_out(view)
    assert first.choose(RULES, view, HUMAN) == second.choose(RULES, view, HUMAN)
    assert first.spent == second.spent > 0
    without = HardBot(11, roll_plans=0)
    without.choose(RULES, view, HUMAN)
    assert not without.rolls_out(view) and without.spent < first.spent


def test_appraise_values_every_legal_action_against_the_best_in_vp():
    """Every legal action once, best first at 0 VP, the others below; the best is the hard
    player's own choice (the railway of the last-action position is worth 1 VP more than the
    sale)."""
    state, mill = last_action_position()
    view = RULES.view(state, HUMAN)
    values = appraise(RULES, view, HUMAN, seed=4)
    assert sorted(map(str, (a for a, _v in values))) == sorted(map(str, RULES.legal_actions(view)))
    assert values[0][1] == 0 and all(v <= 0 for _a, v in values)
    by_action = dict(values)
    rail, sell = Network(link("birmingham", "worcester")), Sell(mill, 1)
    assert values[0][0] == rail == HardBot(4).choose(RULES, view, HUMAN)
    assert by_action[sell] == -1


def test_appraise_reads_only_what_the_person_sees():
    """Cards 8 and 10 of the Automa show the same back: which is on top is hidden, and the
    appraisal of the person's actions is the same either way."""
    state, _mill = last_action_position()
    results = []
    for top in (8, 10):
        other = state.clone()
        pool = sorted({*other.a_pool, other.a_top, 8, 10} - {top, -1})
        other.a_pool, other.a_top = pool, top
        results.append(appraise(RULES, RULES.view(other, HUMAN), HUMAN, seed=5))
    assert results[0] == results[1]


def test_appraise_values_the_steps_of_an_action():
    """After the sale, the merchant's free develop (or none) is appraised the same way."""
    state, mill = last_action_position()
    RULES.apply(state, Sell(mill, 1))
    while state.phase != MAIN and RULES.to_move(state) == HUMAN and len(RULES.legal_actions(state)) == 1:
        RULES.apply(state, RULES.legal_actions(state)[0])
    assert state.phase != MAIN and RULES.to_move(state) == HUMAN
    values = appraise(RULES, RULES.view(state, HUMAN), HUMAN)
    assert len(values) == len(RULES.legal_actions(state)) > 1 and values[0][1] == 0
