"""The hard player's end game and its appraisal of moves: the last actions are judged by the
final score (exactly, and by play-outs to the game's end in the last turns), the same seed
chooses the same moves, and ``appraise`` values every legal action in VP of final margin from
the person's view alone; and, in debt, no fourth brewery while three of its own stand undrunk,
in the rail era no third while two do; a goods tile that can be sold at once is tried with
its sale in the same turn."""

from game.games.brass.bot import HardBot, appraise
from game.games.brass.bot.heuristics import Evaluator
from game.games.brass.rules import scoring
from game.games.brass.rules.actions import Build, Network, Sell
from game.games.brass.rules.state import AUTOMA, CANAL, HUMAN, MAIN, OVER
from tests.brass.helpers import RULES, blank, give, lay, link, merchants, put, space


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
    assert not HardBot(11, roll_plans=0).rolls_out(view)
    fewer = HardBot(11, roll_samples=1)
    fewer.choose(RULES, view, HUMAN)
    assert fewer.spent < first.spent


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


def brewery_rush_position():
    """Canal era, round 3, the last action of the turn (deal 100065 against the hard Automa, as
    the hard player had it): three breweries of the person stand with their beer undrunk
    (Burton, the southern farm, Nuneaton), one loan taken (income level -3), £18; in hand
    Cannock, Coalbrookdale x2, Coventry, Iron Works, Tamworth, Worcester.  The Automa has an
    unsold cotton mill in Tamworth, linked to Burton.  Returns (state, the breweries' spaces)."""
    state = blank()
    merchants(state, "blank", "cotton_mill", "blank", "wild", "manufacturer")
    state.round = 3
    state.actions_left = 1
    state.money = 18
    state.income = 7
    state.hand = []
    give(state, "cannock", "coalbrookdale", "coalbrookdale", "coventry", "iron_works", "tamworth", "worcester")
    breweries = [
        put(state, HUMAN, "brewery", town, index) for town, index in (("burton", 1), ("farm_south", 0), ("nuneaton", 0))
    ]
    put(state, AUTOMA, "cotton_mill", "tamworth", 0)
    lay(state, AUTOMA, "burton", "tamworth")
    return state, breweries


def test_no_fourth_brewery_while_three_stand_undrunk():
    """The old hard player built a fourth brewery here (Coalbrookdale), then took two more loans
    for a fifth and a sixth; nobody sold goods, so nobody drank: income level -9, where no
    loan is possible any more, every tile lost to the payments, 0 VP against 121.  Now, in
    debt, no brewery is built while three of its own stand unflipped (in its search's future
    turns as well): it builds a cotton mill in Worcester instead, for its beer to sell.  Valuing
    the whole start of its next turn (two actions), its search now sees that too: allowed a
    fourth brewery, it builds the mill all the same."""
    state, _breweries = brewery_rush_position()
    view = RULES.view(state, HUMAN)
    brewery = Build("brewery", space("coalbrookdale"))
    assert brewery in RULES.legal_actions(view) and RULES.board.level(state.income) == -3
    assert HardBot(1, breweries=4).choose(RULES, view, HUMAN) == Build("cotton_mill", space("worcester"))
    for seed in (1, 2, 3):
        assert HardBot(seed).choose(RULES, view, HUMAN) == Build("cotton_mill", space("worcester"))


def test_the_brewery_cap_counts_only_unflipped_breweries():
    """In debt, three standing breweries take every brewery build, and nothing else, out of
    the actions the hard player considers; once one is flipped (its beer drunk), or out of
    debt (income level 0), they are back."""
    state, breweries = brewery_rush_position()
    bot = HardBot(1)
    legal = RULES.legal_actions(state)
    left_out = [a for a in legal if a not in bot.moves(RULES, state)]
    assert left_out and left_out == [a for a in legal if isinstance(a, Build) and a.industry == "brewery"]
    state.income = 10  # level 0
    assert bot.moves(RULES, state) == RULES.legal_actions(state)
    state.income = 7
    state.sp_flipped[breweries[0]] = True
    assert bot.moves(RULES, state) == legal


def set_out(state, tiles, mat, market, person_links, automa_links) -> None:
    """A position's board: ``tiles`` as (owner, industry, town, index, level, cubes, flipped),
    the person's mat, the markets' coal and iron cubes with both sides' VP, each side's links."""
    for owner, industry, town, index, level, cubes, flipped in tiles:
        put(state, owner, industry, town, index, level=level, cubes=cubes, flipped=flipped)
    state.mat[HUMAN] = mat
    state.coal, state.iron, state.vp = market
    for ends in person_links:
        lay(state, HUMAN, *ends)
    for ends in automa_links:
        lay(state, AUTOMA, *ends)


def rail_breweries_position():
    """Rail era, round 5, the turn's first action (deal 100109 against the hard Automa, as the
    hard player had it): two breweries of the person stand with their beer undrunk (Stafford,
    Nuneaton), £16, income level 10; in hand Burton, Coal Mine, Iron Works x2, Pottery, both
    wilds (just scouted), Worcester; its level-1 tiles are gone but the pottery's, its iron
    works all built.  The person's railways run Birmingham-Oxford, Birmingham-Tamworth,
    Coalbrookdale-Kidderminster and Coalbrookdale-Shrewsbury."""
    state = blank(rail=True, spare=0)
    merchants(state, "blank", "wild", "cotton_mill", "manufacturer", "blank")
    state.round = 5
    state.actions_left = 2
    state.money = 16
    state.income = 32
    give(
        state,
        "burton",
        "coal_mine",
        "iron_works",
        "iron_works",
        "pottery",
        "wild_industry",
        "wild_location",
        "worcester",
    )
    tiles = (
        (HUMAN, "iron_works", "derby", 2, 4, 0, True),
        (HUMAN, "brewery", "stafford", 0, 2, 1, False),
        (HUMAN, "iron_works", "coalbrookdale", 1, 2, 0, True),
        (HUMAN, "coal_mine", "coalbrookdale", 2, 2, 0, True),
        (HUMAN, "cotton_mill", "birmingham", 0, 2, 0, True),
        (HUMAN, "brewery", "nuneaton", 0, 2, 2, False),
        (AUTOMA, "coal_mine", "burton", 0, 3, 0, True),
        (AUTOMA, "brewery", "burton", 1, 3, 1, False),
        (AUTOMA, "cotton_mill", "tamworth", 0, 2, 0, False),
        (AUTOMA, "brewery", "walsall", 1, 2, 1, False),
        (AUTOMA, "manufacturer", "wolverhampton", 0, 2, 0, True),
        (AUTOMA, "brewery", "coalbrookdale", 0, 2, 0, True),
        (AUTOMA, "iron_works", "dudley", 1, 2, 0, True),
        (AUTOMA, "coal_mine", "kidderminster", 0, 2, 0, True),
        (AUTOMA, "manufacturer", "birmingham", 1, 6, 0, True),
        (AUTOMA, "iron_works", "coventry", 2, 3, 2, False),
        (AUTOMA, "manufacturer", "redditch", 0, 2, 0, True),
    )
    set_out(
        state,
        tiles,
        [
            [0, 0, 3, 3],
            [0, 2, 1, 1, 2, 1, 1, 2],
            [1, 1, 1, 1, 1],
            [0, 1, 2, 2],
            [0, 0, 0, 0],
            [0, 0, 2, 1],
        ],
        (7, 10, [58, 52]),
        (
            ("birmingham", "oxford"),
            ("birmingham", "tamworth"),
            ("coalbrookdale", "kidderminster"),
            ("coalbrookdale", "shrewsbury"),
        ),
        (
            ("birmingham", "coventry"),
            ("birmingham", "redditch"),
            ("birmingham", "walsall"),
            ("burton", "tamworth"),
            ("gloucester", "redditch"),
        ),
    )
    return state


def test_no_third_brewery_in_the_rail_era_while_two_stand_undrunk():
    """The old hard player built a third brewery here (in the game Uttoxeter, with the wild it
    had just scouted; here Stone or Uttoxeter by the seed); four of its breweries stood undrunk
    at the end of that game (141-172).  Now, in the rail era, no brewery is built while two of
    its own stand unflipped, at any income: it lays the railway Coalbrookdale-Wolverhampton."""
    state = rail_breweries_position()
    view = RULES.view(state, HUMAN)
    assert RULES.board.level(state.income) >= 0
    assert any(isinstance(a, Build) and a.industry == "brewery" for a in RULES.legal_actions(view))
    for seed in (1, 2, 3):
        old = HardBot(seed, rail_breweries=99).choose(RULES, view, HUMAN)
        assert isinstance(old, Build) and old.industry == "brewery"  # as before
        new = HardBot(seed).choose(RULES, view, HUMAN)
        assert not (isinstance(new, Build) and new.industry == "brewery")
    bot = HardBot(1)
    left_out = [a for a in RULES.legal_actions(view) if a not in bot.moves(RULES, view)]
    assert left_out == [a for a in RULES.legal_actions(view) if isinstance(a, Build) and a.industry == "brewery"]
    state.era = CANAL  # the same position in the canal era, out of debt: nothing left out
    assert bot.moves(RULES, state) == RULES.legal_actions(state)


def build_and_sell_position():
    """Rail era, round 5, the turn's first action (deal 100062 against the medium Automa, as the
    hard player had it): £23, income level 14, 69 VP to the Automa's 70; in hand Birmingham,
    Brewery, Burton, Dudley, Pottery, Redditch, Stafford, Worcester; its level-1 cotton mills
    are gone (Cotton Mill II next).  Its railway Birmingham-Oxford reaches Oxford's cotton
    merchant, whose barrel pays the beer: a cotton mill built in Birmingham can be sold at once.
    The person owns no brewery."""
    state = blank(rail=True, spare=0)
    merchants(state, "manufacturer", "wild", "blank", "blank", "cotton_mill")
    state.round = 5
    state.actions_left = 2
    state.money = 23
    state.income = 39
    state.hand = []
    give(state, "birmingham", "brewery", "burton", "dudley", "pottery", "redditch", "stafford", "worcester")
    tiles = (
        (AUTOMA, "brewery", "burton", 1, 3, True),
        (AUTOMA, "manufacturer", "cannock", 0, 5, False),
        (HUMAN, "coal_mine", "cannock", 1, 2, True),
        (HUMAN, "iron_works", "walsall", 0, 3, True),
        (AUTOMA, "brewery", "walsall", 1, 3, True),
        (AUTOMA, "manufacturer", "wolverhampton", 0, 2, True),
        (HUMAN, "iron_works", "coalbrookdale", 0, 4, True),
        (HUMAN, "iron_works", "coalbrookdale", 1, 2, True),
        (AUTOMA, "coal_mine", "kidderminster", 0, 2, True),
        (AUTOMA, "manufacturer", "birmingham", 1, 2, True),
        (HUMAN, "manufacturer", "birmingham", 3, 2, True),
        (AUTOMA, "brewery", "nuneaton", 0, 2, True),
        (AUTOMA, "coal_mine", "nuneaton", 1, 3, True),
        (AUTOMA, "brewery", "farm_south", 0, 2, True),
    )
    set_out(
        state,
        [(owner, industry, town, index, level, 0, flipped) for owner, industry, town, index, level, flipped in tiles],
        [
            [0, 2, 3, 3],
            [0, 1, 1, 1, 2, 1, 1, 2],
            [1, 1, 1, 1, 1],
            [0, 1, 2, 2],
            [0, 0, 0, 0],
            [1, 2, 2, 1],
        ],
        (9, 7, [69, 70]),
        (
            ("birmingham", "coventry"),
            ("birmingham", "nuneaton"),
            ("birmingham", "oxford"),
            ("birmingham", "walsall"),
            ("burton", "cannock"),
            ("cannock", "walsall"),
            ("coalbrookdale", "shrewsbury"),
        ),
        (("coalbrookdale", "wolverhampton"), ("coventry", "nuneaton"), ("walsall", "wolverhampton")),
    )
    return state


class WithoutBuildThenSell(HardBot):
    """The hard player before: only the best ``width`` first actions got a second action."""

    @staticmethod
    def _builds_goods(rules, action):
        return False


def test_the_hard_player_sees_a_build_then_sell_turn():
    """A cotton mill built alone ranks below the best eight first actions (the evaluation counts
    an unsold tile at half its worth), so the old hard player never tried selling it in the same
    turn and laid a railway.  Now a goods tile built first is also followed by its sale: it
    builds the mill in Birmingham and sells it to Oxford with the merchant's barrel."""
    state = build_and_sell_position()
    view = RULES.view(state, HUMAN)
    mill = Build("cotton_mill", space("birmingham", 0))
    assert mill in RULES.legal_actions(view)
    for seed in (1, 2, 3):
        assert WithoutBuildThenSell(seed).choose(RULES, view, HUMAN) != mill
        assert HardBot(seed).choose(RULES, view, HUMAN) == mill
    after = state.clone()
    RULES.apply(after, mill)
    while after.phase != MAIN:
        RULES.apply(after, RULES.legal_actions(after)[0])
    second = HardBot(1).choose(RULES, RULES.view(after, HUMAN), HUMAN)
    assert isinstance(second, Sell) and second.space == mill.space
