"""Network, develop, sell, loan, scout, pass; income and shortfall."""

from game.games.brass.rules.actions import (
    Develop,
    DevelopAgain,
    Discard,
    Done,
    FreeDevelop,
    Loan,
    Network,
    Pass,
    Sacrifice,
    Scout,
    SecondLink,
    Sell,
    SellAgain,
    Take,
)
from game.games.brass.rules.state import AUTOMA, BEER, BONUS, CARD, DEVELOP2, HUMAN, LINK2, MAIN, NOBODY, SELL_MORE
from tests.brass.helpers import IND, RULES, blank, give, lay, link, merchants, play, put, resolve

SHREWSBURY, GLOUCESTER_COTTON, GLOUCESTER_MAN, OXFORD_A, OXFORD_B = range(5)


def why(state, action):
    reason = RULES.why_illegal(state, action)
    return reason.key if reason else None


# -- network ----------------------------------------------------------------------------
def test_a_canal_costs_three_and_must_touch_the_network():
    state = blank()
    play(state, Network(link("birmingham", "dudley")))  # nothing on the board yet: any line
    assert state.link_owner[link("birmingham", "dudley")] == HUMAN and state.money == 14
    assert why(state, Network(link("stafford", "stone"))) == "brass.why.line_not_network"
    assert why(state, Network(link("birmingham", "dudley"))) == "brass.why.line_taken"
    assert why(state, Network(link("birmingham", "walsall"))) is None


def test_line_types_per_era():
    canal = blank()
    assert why(canal, Network(link("birmingham", "nuneaton"))) == "brass.why.line_not_canal"
    rail = blank(rail=True)
    lay(rail, AUTOMA, "birmingham", "oxford")
    assert why(rail, Network(link("burton", "walsall"))) == "brass.why.line_not_rail"


def test_a_railway_costs_five_and_a_coal():
    state = blank(rail=True)
    assert why(state, Network(link("birmingham", "dudley"))) == "brass.why.line_no_coal"
    mine = put(state, AUTOMA, "coal_mine", "dudley", 0, level=2)
    play(state, Network(link("birmingham", "dudley")))
    assert state.sp_cubes[mine] == 2 and state.money == 12
    assert state.phase == MAIN and state.actions_left == 1  # no beer: no second railway offered


def test_a_second_railway_needs_ten_more_a_coal_and_a_brewery_beer():
    state = blank(rail=True)
    mine = put(state, AUTOMA, "coal_mine", "dudley", 0, level=2)
    lay(state, AUTOMA, "birmingham", "dudley")
    brewery = put(state, HUMAN, "brewery", "walsall", 1, level=2)
    play(state, Network(link("birmingham", "walsall")))
    assert state.phase == LINK2 and state.sp_cubes[mine] == 2
    assert why(state, SecondLink(link("stafford", "stone"))) == "brass.why.line_not_network"
    play(state, SecondLink(link("birmingham", "coventry")))
    assert state.money == 17 - 15 and state.sp_cubes[brewery] == 1 and state.sp_cubes[mine] == 1
    assert state.link_owner[link("birmingham", "coventry")] == HUMAN and state.phase == MAIN


def test_merchant_beer_never_pays_for_a_second_railway():
    state = blank(rail=True)
    put(state, AUTOMA, "coal_mine", "dudley", 0, level=2)
    lay(state, AUTOMA, "birmingham", "oxford")
    merchants(state, "wild", "cotton_mill", "manufacturer", "wild", "blank")
    play(state, Network(link("birmingham", "dudley")))
    assert state.phase == MAIN and state.actions_left == 1  # the barrel at Oxford cannot pay for it


def test_the_automas_beer_counts_only_when_connected():
    state = blank(rail=True)
    put(state, AUTOMA, "coal_mine", "dudley", 0, level=2)
    put(state, AUTOMA, "brewery", "coalbrookdale", 0, level=2)
    play(state, Network(link("birmingham", "dudley")))
    assert state.phase == MAIN
    connected = blank(rail=True)
    put(connected, AUTOMA, "coal_mine", "dudley", 0, level=2)
    beer = put(connected, AUTOMA, "brewery", "coalbrookdale", 0, level=2)
    lay(connected, AUTOMA, "dudley", "wolverhampton")
    lay(connected, AUTOMA, "wolverhampton", "coalbrookdale")
    play(connected, Network(link("birmingham", "dudley")))
    assert connected.phase == LINK2
    play(connected, SecondLink(link("birmingham", "walsall")))
    assert connected.sp_cubes[beer] == 1


# -- develop ------------------------------------------------------------------------------
def test_develop_removes_the_lowest_tile_for_one_iron_and_may_do_it_twice():
    state = blank()
    play(state, Develop("cotton_mill"))
    assert state.mat[HUMAN][IND["cotton_mill"]] == [2, 2, 3, 3] and state.iron == 7 and state.money == 15
    assert state.phase == DEVELOP2
    play(state, DevelopAgain("cotton_mill"))
    assert state.mat[HUMAN][IND["cotton_mill"]] == [1, 2, 3, 3] and state.money == 13
    assert state.gone[HUMAN][IND["cotton_mill"]][0] == 2 and state.phase == MAIN


def test_lightbulb_pottery_cannot_be_developed():
    state = blank()
    assert why(state, Develop("pottery")) == "brass.why.lightbulb"
    state.mat[HUMAN][IND["pottery"]][0] = 0
    assert why(state, Develop("pottery")) is None


# -- sell ---------------------------------------------------------------------------------
def selling_position():
    """A cotton mill in Worcester linked to Gloucester (cotton + manufacturer tiles there)."""
    state = blank()
    mill = put(state, HUMAN, "cotton_mill", "worcester", 0)
    lay(state, HUMAN, "worcester", "gloucester")
    return state, mill


def test_selling_flips_the_tile_raises_income_and_gives_the_merchant_beer_bonus():
    state, mill = selling_position()
    play(state, Sell(mill, GLOUCESTER_COTTON))
    assert state.sp_flipped[mill] and state.income == 10 + 5
    assert state.merchant_beer[GLOUCESTER_COTTON] == 0
    assert state.phase == BONUS  # Gloucester: a free develop
    play(state, FreeDevelop("coal_mine"))
    assert state.mat[HUMAN][IND["coal_mine"]][0] == 0 and state.iron == 8
    assert state.phase == MAIN and state.actions_left == 1


def test_the_merchant_must_buy_the_goods_and_be_connected():
    state, mill = selling_position()
    assert why(state, Sell(mill, GLOUCESTER_MAN)) == "brass.why.merchant_does_not_buy"
    assert why(state, Sell(mill, SHREWSBURY)) == "brass.why.merchant_not_connected"
    assert why(state, Sell(mill, OXFORD_A)) == "brass.why.merchant_does_not_buy"


def test_selling_needs_beer():
    state, mill = selling_position()
    state.merchant_beer = [0, 0, 0, 0, 0]
    assert why(state, Sell(mill, GLOUCESTER_COTTON)) == "brass.why.no_beer"
    put(state, AUTOMA, "brewery", "stafford", 0)  # not connected: no use
    assert why(state, Sell(mill, GLOUCESTER_COTTON)) == "brass.why.no_beer"
    own = put(state, HUMAN, "brewery", "coalbrookdale", 0)  # own beer: anywhere
    play(state, Sell(mill, GLOUCESTER_COTTON))
    assert state.sp_cubes[own] == 0 and state.sp_flipped[own]  # the brewery flips too
    assert state.income == 10 + 5 + 4


def test_choosing_between_the_merchant_barrel_and_a_brewery():
    state, mill = selling_position()
    own = put(state, HUMAN, "brewery", "coalbrookdale", 0)
    play(state, Sell(mill, GLOUCESTER_COTTON))
    assert state.phase == BEER and sorted(a.space for a in RULES.legal_actions(state)) == [-1, own]
    play(state, Take("beer", own))
    assert state.merchant_beer[GLOUCESTER_COTTON] == 1 and state.phase == MAIN  # no bonus without its beer


def test_shrewsbury_and_oxford_bonuses():
    state = blank()
    merchants(state, "wild", "blank", "blank", "cotton_mill", "blank")
    works = put(state, HUMAN, "manufacturer", "wolverhampton", 0)
    lay(state, HUMAN, "wolverhampton", "coalbrookdale")
    lay(state, HUMAN, "coalbrookdale", "shrewsbury")
    play(state, Sell(works, SHREWSBURY))
    assert state.vp[HUMAN] == 4 and state.vp_parts[HUMAN]["merchant"] == 4
    oxford = blank()
    merchants(oxford, "blank", "blank", "blank", "cotton_mill", "blank")
    mill = put(oxford, HUMAN, "cotton_mill", "worcester", 0)
    lay(oxford, HUMAN, "worcester", "birmingham")
    lay(oxford, HUMAN, "birmingham", "oxford")
    play(oxford, Sell(mill, OXFORD_A))
    assert oxford.income == 10 + 5 + 2


def test_several_sales_in_one_action():
    state, mill = selling_position()
    second = put(state, HUMAN, "cotton_mill", "kidderminster", 1)
    lay(state, HUMAN, "kidderminster", "worcester")
    own = put(state, HUMAN, "brewery", "coalbrookdale", 0)
    play(state, Sell(mill, GLOUCESTER_COTTON), Take("beer", -1), Done())
    assert state.phase == SELL_MORE and RULES.sell_options(state) == [(second, GLOUCESTER_COTTON)]
    play(state, SellAgain(second, GLOUCESTER_COTTON))
    assert state.sp_flipped[second] and state.sp_cubes[own] == 0 and state.phase == MAIN


# -- loan, scout, pass ----------------------------------------------------------------------
def test_a_loan_gives_thirty_and_costs_three_income_levels():
    state = blank()
    state.income = 16  # level 3
    play(state, Loan())
    assert state.money == 47 and state.income == 10  # level 0, its top space
    state.income = 2  # level -8
    assert why(state, Loan()) == "brass.why.loan_too_low"
    state.income = 3  # level -7: a loan takes it to -10
    assert why(state, Loan()) is None


def test_scouting_discards_three_and_takes_two_wilds():
    state = blank(spare=0)
    give(state, "dudley", "stafford", "worcester", "birmingham")
    play(state, Scout())
    assert state.phase == CARD and len(RULES.legal_actions(state)) == 4
    play(state, Discard("dudley"), Discard("stafford"), Discard("worcester"))
    assert state.hand == ["birmingham", "wild_industry", "wild_location"]
    assert state.wild == {"wild_location": 3, "wild_industry": 3}
    assert why(state, Scout()) == "brass.why.scout_holding_wild"


def test_scouting_needs_three_cards():
    state = blank(spare=2)
    assert why(state, Scout()) == "brass.why.scout_cards"


def test_pass_discards_a_card():
    state = blank(spare=0)
    give(state, "dudley", "stafford")
    play(state, Pass())
    assert state.phase == CARD
    play(state, Discard("stafford"))
    assert state.hand == ["dudley"] and state.discard == ["stafford"] and state.actions_left == 1


# -- income -----------------------------------------------------------------------------------
def end_turn(state, seed=0):
    """The person passes with their last card of the turn; draws, the Automa and income follow."""
    state.actions_left = 1
    state.hand = ["nuneaton"]
    play(state, Pass())
    resolve(state, seed)


def test_income_is_collected_after_the_automas_turn():
    state = blank()
    state.income = 15  # level 3
    end_turn(state)
    assert state.round == 3 and state.phase == MAIN and state.money == 20 and len(state.hand) == 8


def test_a_shortfall_removes_tiles_for_half_their_cost():
    state = blank()
    state.income = 5  # level -5
    state.money = 2
    mill = put(state, HUMAN, "cotton_mill", "worcester", 0)
    end_turn(state)
    assert state.phase == "shortfall" and state.debt == 3
    assert RULES.legal_actions(state) == [Sacrifice(mill)]
    play(state, Sacrifice(mill))
    assert state.money == 6 - 3 and state.sp_owner[mill] == NOBODY and state.phase == MAIN
    assert state.gone[HUMAN][IND["cotton_mill"]][0] == 1


def test_a_shortfall_without_tiles_costs_victory_points():
    state = blank()
    state.income = 5
    state.money = 1
    state.vp[HUMAN] = 3
    end_turn(state)
    assert state.money == 0 and state.vp[HUMAN] == 0 and state.vp_parts[HUMAN]["shortfall"] == -3


# -- queries for the screen ---------------------------------------------------------------------
def test_queries_for_the_screen():
    state = blank()
    prices = RULES.market_prices(state)
    assert prices["coal"] == {"buy": 1, "sell": 1, "cubes": 13, "spaces": 14}
    assert prices["iron"] == {"buy": 2, "sell": 1, "cubes": 8, "spaces": 10}
    assert len(RULES.link_options(state)) == 31  # nothing built: every canal line
    lay(state, HUMAN, "birmingham", "dudley")
    assert sorted(RULES.link_options(state)) == sorted(
        li
        for li in range(39)
        if li != link("birmingham", "dudley")
        and RULES.data.links[li].canal
        and ({*RULES.t.link_ends[li]} & {*RULES.t.link_ends[link("birmingham", "dudley")]})
    )
    assert RULES.network_of(state, HUMAN) == {
        RULES.data.location_index["birmingham"],
        RULES.data.location_index["dudley"],
    }
    assert RULES.automa_top(state).id == state.a_top
    assert RULES.era_preview(state) == {"links": [0, 0], "tiles": [0, 0]}
