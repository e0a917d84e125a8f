"""End of an era: link and tile scoring, the canal clean-up, the rail era setup, the end of the game."""

from game.games.brass.rules import scoring
from game.games.brass.rules.actions import Pass
from game.games.brass.rules.state import AUTOMA, HUMAN, MAIN, NOBODY, OVER, RAIL
from tests.brass.helpers import IND, RULES, T, blank, lay, link, play, put, resolve, space


def test_links_score_the_link_icons_of_flipped_tiles_and_two_per_merchant():
    state = blank()
    put(state, HUMAN, "cotton_mill", "worcester", 0, flipped=True)  # 1 link icon, 5 VP
    put(state, AUTOMA, "cotton_mill", "worcester", 1)  # unflipped: nothing
    put(state, AUTOMA, "brewery", "farm_south", 0, flipped=True)  # 2 link icons, 4 VP
    lay(state, HUMAN, "worcester", "gloucester")
    lay(state, AUTOMA, "kidderminster", "worcester")  # also joins the southern farm brewery
    assert scoring.link_value(T, state, link("worcester", "gloucester")) == 1 + 2
    assert scoring.link_value(T, state, link("kidderminster", "worcester")) == 1 + 2
    assert scoring.preview(T, state) == {"links": [3, 3], "tiles": [5, 4]}
    record = scoring.score_era(T, state)
    assert record["links"] == [3, 3] and state.vp == [8, 7]
    assert state.vp_parts[HUMAN]["canal_links"] == 3 and state.vp_parts[AUTOMA]["canal_tiles"] == 4
    assert all(owner == NOBODY for owner in state.link_owner)


def last_canal_turn(state):
    state.round = 10
    state.actions_left = 1
    state.hand = ["nuneaton"]
    state.draw_left = 0


def test_the_end_of_the_canal_era():
    state = blank()
    last_canal_turn(state)
    low = put(state, HUMAN, "cotton_mill", "worcester", 0, flipped=True)
    high = put(state, HUMAN, "manufacturer", "birmingham", 1, level=2, flipped=True)
    mine = put(state, HUMAN, "coal_mine", "dudley", 0, level=2, cubes=2)
    lay(state, HUMAN, "worcester", "gloucester")
    state.merchant_beer = [0, 0, 0, 0, 0]
    before = state.vp[HUMAN]
    play(state, Pass())
    resolve(state, 4)
    assert state.era == RAIL and state.round == 1 and state.phase == MAIN and state.actions_left == 2
    record = state.era_scores[0]
    assert record["era"] == "canal" and record["tiles"][HUMAN] == 5 + 5 and record["links"][HUMAN] == 1 + 2
    assert state.vp[HUMAN] == before + 13
    assert state.sp_owner[low] == NOBODY and state.gone[HUMAN][IND["cotton_mill"]][0] == 1
    assert state.sp_owner[high] == HUMAN and state.sp_owner[mine] == HUMAN and state.sp_cubes[mine] == 2
    assert all(owner == NOBODY for owner in state.link_owner)
    assert all(state.sp_level[sp] != 1 for sp in range(T.n_space) if state.sp_owner[sp] != NOBODY)
    assert state.merchant_beer == [1, 1, 1, 0, 0]
    assert len(state.hand) == 8 and state.draw_left == 12 and len(state.deck) == 32 and state.discard == []
    for industry, levels in enumerate(T.levels):
        for i, lv in enumerate(levels):
            if lv.era == "canal":
                assert state.mat[AUTOMA][industry][i] == 0
    assert state.mat[AUTOMA][IND["pottery"]][0] == 1  # pottery I can still be built
    assert len(state.a_pool) == 21 and state.a_top > 0


def test_income_is_paid_after_the_last_canal_round_but_not_after_the_last_rail_round():
    canal = blank()
    last_canal_turn(canal)
    canal.income = 20  # level 5
    money = canal.money
    play(canal, Pass())
    resolve(canal, 1)
    assert canal.money == money + 5
    rail = blank(rail=True)
    last_canal_turn(rail)
    rail.income = 20
    money = rail.money
    play(rail, Pass())
    resolve(rail, 1)
    assert rail.phase == OVER and rail.money == money and RULES.to_move(rail) is None


def test_the_result_against_the_automa():
    state = blank(rail=True)
    last_canal_turn(state)
    state.vp = [200, 0]
    play(state, Pass())
    resolve(state, 1)
    outcome = RULES.outcome(state)
    assert outcome["result"] == "win" and outcome["human"] == state.vp[HUMAN] and outcome["automa"] == state.vp[AUTOMA]
    assert RULES.rewards(state) == [1.0] and RULES.scores(state) == [float(state.vp[HUMAN])]
    state.vp = [50, 50]
    assert RULES.rewards(state) == [0.5] and RULES.outcome(state)["tiebreak"] == "draw"
    state.vp = [40, 50]
    assert RULES.rewards(state) == [0.0] and RULES.outcome(state)["result"] == "loss"


def test_scored_records_add_up():
    state = blank()
    put(state, HUMAN, "pottery", "stafford", 1, flipped=True)
    scoring.score_era(T, state)
    assert state.vp[HUMAN] == sum(state.vp_parts[HUMAN].values()) == 10
    assert space("stafford", 1) >= 0


def test_the_era_record_keeps_what_each_link_and_tile_scored():
    state = blank()
    mill = put(state, HUMAN, "cotton_mill", "worcester", 0, flipped=True)
    put(state, AUTOMA, "cotton_mill", "worcester", 1)  # unflipped: not listed
    brewery = put(state, AUTOMA, "brewery", "farm_south", 0, flipped=True)
    lay(state, HUMAN, "worcester", "gloucester")
    lay(state, AUTOMA, "kidderminster", "worcester")
    record = scoring.score_era(T, state)
    human, automa = record["detail"]
    assert human["links"] == [[link("worcester", "gloucester"), 3]]
    assert human["tiles"] == [[mill, IND["cotton_mill"], 1, 5]]
    assert automa["links"] == [[link("kidderminster", "worcester"), 3]]
    assert automa["tiles"] == [[brewery, IND["brewery"], 1, 4]]
    assert scoring.totals(record["detail"]) == {"links": record["links"], "tiles": record["tiles"]}
