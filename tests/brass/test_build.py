"""Building: the card that allows it, the space, the era, coal and iron, markets, overbuilding."""

from game.core.i18n import tr
from game.games.brass.rules.actions import Build, Discard, Take
from game.games.brass.rules.state import AUTOMA, CARD, COAL, HUMAN, IRON, MAIN, NOBODY
from tests.brass.helpers import IND, RULES, blank, give, lay, new_game, play, put, space


def why(state, action):
    reason = RULES.why_illegal(state, action)
    return reason.key if reason else None


def test_setup_for_the_solo_game():
    state = new_game(3)
    assert state.phase == MAIN and state.actions_left == 1
    assert (state.money, state.income, RULES.income_level(state)) == (17, 10, 0)
    assert (state.coal, state.iron) == (13, 8)
    assert sorted(state.merchant_tile) == ["blank", "blank", "cotton_mill", "manufacturer", "wild"]
    assert sum(state.merchant_beer) == 3
    assert len(state.hand) == 8 and state.draw_left == 11 and len(state.deck) == 32
    assert state.a_top > 0 and len(state.a_pool) == 21
    assert state.mat[HUMAN][IND["cotton_mill"]] == [3, 2, 3, 3]
    assert state.mat[AUTOMA][IND["manufacturer"]] == [0, 2, 0, 0, 1, 1, 1, 2]  # medium by default
    assert state.gone[AUTOMA][IND["manufacturer"]] == [1, 0, 1, 1, 1, 0, 0, 0]


def test_a_location_card_builds_in_its_town_and_is_discarded():
    state = blank()
    give(state, "kidderminster")
    east = space("kidderminster", 1)
    play(state, Build("cotton_mill", east))
    assert state.sp_owner[east] == HUMAN and state.sp_level[east] == 1
    assert state.money == 17 - 12 and state.hand == ["nuneaton"] * 2 and state.discard == ["kidderminster"]
    assert state.mat[HUMAN][IND["cotton_mill"]][0] == 2
    assert state.actions_left == 1


def test_the_space_showing_only_that_industry_comes_first():
    state = blank()
    give(state, "kidderminster")
    assert why(state, Build("cotton_mill", space("kidderminster", 0))) == "brass.why.single_icon_first"
    assert why(state, Build("coal_mine", space("kidderminster", 0))) is None


def test_an_industry_card_builds_only_in_the_network_once_you_have_one():
    state = blank()
    give(state, "coal_mine")
    assert why(state, Build("coal_mine", space("dudley", 0))) is None  # nothing on the board yet: anywhere
    lay(state, HUMAN, "cannock", "stafford")
    assert why(state, Build("coal_mine", space("cannock", 1))) is None
    assert why(state, Build("coal_mine", space("dudley", 0))) == "brass.why.card_not_network"


def test_wild_cards():
    state = blank()
    lay(state, HUMAN, "cannock", "farm_north")
    give(state, "wild_location")
    assert why(state, Build("coal_mine", space("dudley", 0))) is None  # any town
    assert why(state, Build("brewery", space("farm_north", 0))) == "brass.why.farm_card"
    state.hand = ["nuneaton", "wild_industry"]
    assert why(state, Build("brewery", space("farm_north", 0))) is None
    assert why(state, Build("coal_mine", space("dudley", 0))) == "brass.why.card_not_network"
    play(state, Build("brewery", space("farm_north", 0)))
    assert state.wild["wild_industry"] == 5 and state.discard == []


def test_a_farm_brewery_needs_a_brewery_card_and_the_farm_in_the_network():
    state = blank()
    put(state, HUMAN, "cotton_mill", "stafford", 0, flipped=True)
    give(state, "brewery", "cannock")
    farm = space("farm_north", 0)
    assert why(state, Build("brewery", farm)) == "brass.why.farm_card"
    lay(state, HUMAN, "cannock", "farm_north")
    assert RULES.build_cards(state, "brewery", farm) == ["brewery"]


def test_several_cards_that_pay_ask_which_one():
    state = blank()
    give(state, "coal_mine", "dudley", "birmingham")
    play(state, Build("coal_mine", space("dudley", 0)))
    assert state.phase == CARD
    assert [a.card for a in RULES.legal_actions(state)] == ["coal_mine", "dudley"]
    assert why(state, Discard("birmingham")) == "brass.why.card_cannot_pay"
    play(state, Discard("dudley"))
    assert state.hand == ["birmingham", "coal_mine", "nuneaton", "nuneaton"]
    assert state.sp_owner[space("dudley", 0)] == HUMAN


def test_one_industry_per_location_in_the_canal_era_only():
    state = blank()
    put(state, HUMAN, "manufacturer", "birmingham", 1)
    give(state, "birmingham")
    assert why(state, Build("manufacturer", space("birmingham", 3))) == "brass.why.one_per_location"
    rail = blank(rail=True)
    rail.mat[HUMAN][IND["manufacturer"]][0] = 0
    put(rail, HUMAN, "manufacturer", "birmingham", 1)
    rail.mat[HUMAN][IND["manufacturer"]][1] = 0
    rail.iron = 8
    give(rail, "birmingham")
    lay(rail, HUMAN, "birmingham", "oxford")
    assert why(rail, Build("manufacturer", space("birmingham", 3))) is None


def test_tiles_of_the_wrong_era():
    rail = blank(rail=True)
    give(rail, "birmingham")
    assert why(rail, Build("cotton_mill", space("birmingham", 0))) == "brass.why.tile_not_rail"
    canal = blank()
    canal.mat[HUMAN][IND["brewery"]] = [0, 0, 0, 1]
    give(canal, "stafford")
    assert why(canal, Build("brewery", space("stafford", 0))) == "brass.why.tile_not_canal"


def test_coal_comes_from_the_nearest_connected_mine():
    state = blank()
    near = put(state, AUTOMA, "coal_mine", "dudley", 0, level=2)
    far = put(state, AUTOMA, "coal_mine", "cannock", 1, level=2)
    lay(state, HUMAN, "birmingham", "dudley")
    lay(state, AUTOMA, "birmingham", "walsall")
    lay(state, AUTOMA, "walsall", "cannock")
    give(state, "birmingham")
    play(state, Build("manufacturer", space("birmingham", 1)))
    assert (state.sp_cubes[near], state.sp_cubes[far]) == (2, 3)
    assert state.money == 17 - 8 and state.phase == MAIN


def test_equally_near_mines_let_the_player_choose():
    state = blank()
    dudley = put(state, AUTOMA, "coal_mine", "dudley", 0, level=2)
    tamworth = put(state, HUMAN, "coal_mine", "tamworth", 0, level=1, cubes=1)
    lay(state, HUMAN, "birmingham", "dudley")
    lay(state, AUTOMA, "birmingham", "tamworth")
    give(state, "birmingham")
    play(state, Build("manufacturer", space("birmingham", 1)))
    assert state.phase == COAL
    assert sorted(a.space for a in RULES.legal_actions(state)) == sorted([dudley, tamworth])
    play(state, Take("coal", tamworth))
    assert state.sp_flipped[tamworth] and state.income == 10 + 4  # the last cube flips it: income at once
    assert state.sp_cubes[dudley] == 3 and state.phase == MAIN


def test_market_coal_needs_a_connection_to_a_merchant():
    state = blank()
    give(state, "birmingham")
    target = Build("manufacturer", space("birmingham", 1))
    assert why(state, target) == "brass.why.no_coal"
    lay(state, AUTOMA, "birmingham", "oxford")
    play(state, target)
    assert state.coal == 12 and state.money == 17 - 8 - 1


def test_an_empty_market_sells_coal_at_eight():
    state = blank()
    state.coal = 0
    lay(state, AUTOMA, "birmingham", "oxford")
    give(state, "birmingham")
    play(state, Build("manufacturer", space("birmingham", 1)))
    assert state.coal == 0 and state.money == 17 - 8 - 8


def test_iron_from_any_iron_works_else_the_market():
    state = blank()
    works = put(state, AUTOMA, "iron_works", "coalbrookdale", 1, level=2)
    give(state, "stafford")
    play(state, Build("brewery", space("stafford", 0)))
    assert state.sp_cubes[works] == 3 and state.iron == 8 and state.money == 17 - 5
    other = blank()
    give(other, "stafford")
    play(other, Build("brewery", space("stafford", 0)))
    assert other.iron == 7 and other.money == 17 - 5 - 2


def test_two_iron_works_with_iron_let_the_player_choose():
    state = blank()
    a = put(state, AUTOMA, "iron_works", "coalbrookdale", 1, level=2)
    b = put(state, HUMAN, "iron_works", "dudley", 1, level=1)
    give(state, "stafford")
    play(state, Build("brewery", space("stafford", 0)))
    assert state.phase == IRON and {x.space for x in RULES.legal_actions(state)} == {a, b}


def test_a_new_coal_mine_connected_to_a_merchant_sells_to_the_market_and_flips_when_empty():
    state = blank()
    state.coal = 10
    lay(state, HUMAN, "redditch", "oxford")
    give(state, "redditch")
    mine = space("redditch", 0)
    play(state, Build("coal_mine", mine))
    assert state.coal == 12 and state.money == 17 - 5 + 2 + 2
    assert state.sp_cubes[mine] == 0 and state.sp_flipped[mine] and state.income == 10 + 4
    unconnected = blank()
    give(unconnected, "redditch")
    play(unconnected, Build("coal_mine", mine))
    assert unconnected.coal == 13 and unconnected.sp_cubes[mine] == 2


def test_a_new_iron_works_always_sells_to_the_market():
    state = blank()
    lay(state, HUMAN, "dudley", "birmingham")
    lay(state, AUTOMA, "birmingham", "oxford")
    give(state, "dudley")
    works = space("dudley", 1)
    play(state, Build("iron_works", works))
    assert state.iron == 10 and state.sp_cubes[works] == 2
    assert state.money == 17 - 5 - 1 + 1 + 1


def test_a_brewery_holds_one_beer_in_the_canal_era_and_two_in_the_rail_era():
    for rail, beer in ((False, 1), (True, 2)):
        state = blank(rail=rail)
        state.mat[HUMAN][IND["brewery"]][0] = 0
        give(state, "stafford")
        play(state, Build("brewery", space("stafford", 0)))
        assert state.sp_cubes[space("stafford", 0)] == beer


def test_overbuilding_your_own_tile_needs_a_higher_level():
    state = blank()
    old = put(state, HUMAN, "cotton_mill", "worcester", 0, flipped=True)
    give(state, "worcester")
    assert why(state, Build("cotton_mill", old)) == "brass.why.overbuild_level"
    state.mat[HUMAN][IND["cotton_mill"]][0] = 0
    lay(state, AUTOMA, "worcester", "gloucester")
    play(state, Build("cotton_mill", old))
    assert state.sp_level[old] == 2 and not state.sp_flipped[old]
    assert state.gone[HUMAN][IND["cotton_mill"]][0] == 1


def test_the_automas_mine_is_overbuilt_only_when_coal_has_run_out():
    state = blank()
    state.mat[HUMAN][IND["coal_mine"]][0] = 0
    mine = put(state, AUTOMA, "coal_mine", "dudley", 0, level=1, cubes=0, flipped=True)
    give(state, "dudley")
    assert why(state, Build("coal_mine", mine)) == "brass.why.overbuild_coal_left"
    state.coal = 0
    assert why(state, Build("coal_mine", mine)) is None
    play(state, Build("coal_mine", mine))
    assert state.sp_owner[mine] == HUMAN and state.gone[AUTOMA][IND["coal_mine"]][0] == 1


def test_only_mines_and_works_of_the_automa_can_be_overbuilt():
    state = blank()
    state.mat[HUMAN][IND["cotton_mill"]][0] = 0
    mill = put(state, AUTOMA, "cotton_mill", "worcester", 0, level=1)
    give(state, "worcester")
    assert why(state, Build("cotton_mill", mill)) == "brass.why.overbuild_theirs"


def test_dropping_on_the_automas_manufacturer_says_it_is_not_yours_not_a_level():
    # issue 12 item 5: a level-I Manufacturer of the Automa, your next Manufacturer is level I too
    state = blank()
    works = put(state, AUTOMA, "manufacturer", "birmingham", 0, level=1)
    give(state, "birmingham")
    for industry in ("manufacturer", "cotton_mill"):
        found = RULES.why_illegal(state, Build(industry, works))
        assert found.key == "brass.why.overbuild_theirs"
        assert tr(found).startswith("You cannot overbuild another player's Manufacturer")


def test_money_limits_building():
    state = blank()
    state.money = 11
    give(state, "worcester")
    assert why(state, Build("cotton_mill", space("worcester", 0))) == "brass.why.money"
    assert RULES.build_spaces(state, "cotton_mill") == []


def test_build_queries_for_the_screen():
    state = blank()
    give(state, "worcester")
    spare = space("nuneaton", 1)  # the spare Nuneaton cards build there too
    assert RULES.build_spaces(state, "cotton_mill") == [space("worcester", 0), space("worcester", 1), spare]
    assert RULES.build_cards(state, "cotton_mill", space("worcester", 1)) == ["worcester"]
    assert state.sp_owner[spare] == NOBODY
