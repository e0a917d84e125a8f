"""The Automa: its deck, its first turn, every kind of front slot, the back actions, the
tie-breaks and the difficulty levels."""

import pytest

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.brass.rules import automa
from game.games.brass.rules.network import Board
from game.games.brass.rules.state import AUTOMA, HUMAN, NOBODY, RAIL, REVEAL
from tests.brass.helpers import (
    DATA,
    IND,
    RULES,
    T,
    automa_mill_and_persons_brewery,
    automa_turn,
    blank,
    lay,
    link,
    loc,
    log_kinds,
    merchants,
    new_game,
    put,
    space,
)


def card(n):
    return DATA.automa_card(n)


def deeds(state):
    """What the Automa did, without the records of why."""
    return [r for r in state.a_log if r[0] not in automa.QUIET]


def no_tiles(state, *industries):
    for name in industries:
        state.mat[AUTOMA][IND[name]] = [0] * len(state.mat[AUTOMA][IND[name]])


# -- the deck ----------------------------------------------------------------------------
def test_the_deck_is_drawn_pile_by_pile():
    state = new_game(0)
    automa.new_deck(RULES, state)
    assert state.a_piles == [{"A": 4, "B": 3, "C": 3}, {"A": 1, "B": 1, "C": 1}, {"A": 7, "B": 0, "C": 2}]
    for seed in range(5):
        trial = state.clone()
        rng = Rng(seed)
        order = []
        for _ in range(22):
            c = automa.sample_reveal(RULES, trial, rng)
            assert automa.can_reveal(RULES, trial, c)
            automa.reveal(RULES, trial, c)
            order.append(card(c).group)
        assert sorted(order[:10]) == ["A"] * 4 + ["B"] * 3 + ["C"] * 3
        assert sorted(order[10:13]) == ["A", "B", "C"]
        assert sorted(order[13:]) == ["A"] * 7 + ["C"] * 2


def test_a_card_from_a_later_pile_cannot_be_turned_up_first():
    state = new_game(0)
    automa.new_deck(RULES, state)
    for c in range(1, 23):
        assert automa.can_reveal(RULES, state, c)  # every group is in the first pile
    state.a_piles[0] = {"A": 0, "B": 1, "C": 0}
    assert not automa.can_reveal(RULES, state, 1) and automa.can_reveal(RULES, state, 3)


def test_an_empty_deck_is_rebuilt_from_the_discards():
    state = blank()
    state.a_pool = []
    state.a_piles = []
    state.a_discard = [1, 3, 5]
    state.a_top = 2
    state.a_first_done = True
    assert not automa.begin_turn(RULES, state)
    assert state.phase == REVEAL and state.a_pool == [1, 3, 5] and state.a_piles == [{"A": 1, "B": 1, "C": 1}]
    assert state.a_current == 2 and "reshuffle" in log_kinds(state)


# -- the first turn ---------------------------------------------------------------------------
def test_first_turn_develop_takes_two_iron_from_the_market():
    state = new_game(0)
    state.a_top = 7
    assert automa.begin_turn(RULES, state)
    assert state.iron == 6 and state.vp[AUTOMA] == 3 and state.a_top == 7 and state.a_first_done


def test_first_turn_draw_builds_the_first_possible_slot():
    state = new_game(0)
    state.a_top = 2
    if 2 in state.a_pool:
        state.a_pool.remove(2)
    assert not automa.begin_turn(RULES, state)
    assert state.a_current == 2 and state.phase == REVEAL
    automa.reveal(RULES, state, state.a_pool[0])
    assert automa.after_reveal(RULES, state)
    cannock = space("cannock", 0)
    assert state.sp_owner[cannock] == AUTOMA and state.sp_ind[cannock] == IND["manufacturer"]
    assert state.vp[AUTOMA] == 0 and log_kinds(state) == ["build"]  # one action only
    assert state.a_discard == [2]


def test_first_turn_without_a_possible_build_places_one_link_from_the_network_slot_town():
    state = new_game(0)
    no_tiles(state, "cotton_mill")
    state.a_top = 17  # cotton mill in Worcester / Birmingham; network slot Worcester / Birmingham
    state.a_first_done = True
    state.a_stage = automa.FIRST
    state.a_current = 17
    state.a_top = 1
    automa.after_reveal(RULES, state)
    assert log_kinds(state) == ["link"]
    placed = [li for li in range(T.n_link) if state.link_owner[li] == AUTOMA]
    assert len(placed) == 1 and loc("worcester") in T.link_ends[placed[0]]


# -- front slots ----------------------------------------------------------------------------
def test_the_first_possible_slot_is_carried_out_then_the_back_of_the_next_card():
    state = blank()
    for town in ("cannock", "burton"):
        put(state, HUMAN, "manufacturer" if town == "cannock" else "manufacturer", town, 0)
    automa_turn(state, current=2, top=13)
    nuneaton = space("nuneaton", 1)
    assert state.sp_owner[nuneaton] == AUTOMA and state.sp_ind[nuneaton] == IND["cotton_mill"]
    # card 13's back: nothing to sell, develop only with free iron, so a link from Nuneaton
    assert log_kinds(state) == ["build", "link"]
    assert loc("nuneaton") in T.link_ends[state.a_log[-1][1]]
    assert state.a_discard == [2] and state.a_current == -1


def test_a_card_with_nothing_possible_is_discarded_and_the_next_drawn():
    state = blank()
    no_tiles(state, "brewery")
    automa_turn(state, current=4, top=1)  # breweries only, network from towns not in its network
    assert log_kinds(state) == ["discard"]
    assert state.a_discard == [4] and state.a_current == 1 and state.phase == REVEAL


def test_the_iron_price_condition():
    state = blank()
    automa_turn(state, current=3, top=13)  # iron works only if iron costs 4+: the market asks 2
    assert [r for r in state.a_log if r[0] == "build"][0][1] == IND["brewery"]
    dear = blank()
    dear.iron = 2  # cheapest cube at 5
    mine = put(dear, AUTOMA, "coal_mine", "cannock", 1, level=2)
    lay(dear, AUTOMA, "cannock", "walsall")
    automa_turn(dear, current=3, top=13)
    works = space("walsall", 0)
    assert dear.sp_owner[works] == AUTOMA and dear.sp_ind[works] == IND["iron_works"]
    assert dear.sp_cubes[mine] == 2


def test_a_bracketed_link_reaches_coal_before_building_and_ends_the_turn():
    state = blank()
    state.mat[AUTOMA][IND["cotton_mill"]][0] = 0  # next cotton mill is level II: it needs a coal
    mine = put(state, AUTOMA, "coal_mine", "kidderminster", 0, level=2)
    automa_turn(state, current=17, top=13)
    assert log_kinds(state) == ["link", "build"]
    assert state.link_owner[link("kidderminster", "worcester")] == AUTOMA
    assert state.sp_owner[space("worcester", 0)] == AUTOMA and state.sp_cubes[mine] == 2
    assert state.vp[AUTOMA] == 0  # two actions: no back action


def test_a_bracketed_link_is_used_only_when_it_is_needed():
    state = blank()
    automa_turn(state, current=17, top=13)  # cotton mill I needs no coal
    # one action: the back of card 13 gives the second, the link its new mill misses to Gloucester
    assert log_kinds(state) == ["build", "link", "sell_link"]
    assert state.link_owner[link("worcester", "gloucester")] == AUTOMA


def test_a_coal_mine_slot_builds_then_links_from_that_town():
    state = blank()
    automa_turn(state, current=19, top=13)
    assert log_kinds(state) == ["build", "link"]
    kidd = loc("kidderminster")
    assert state.sp_ind[space("kidderminster", 0)] == IND["coal_mine"]
    placed = [li for li in range(T.n_link) if state.link_owner[li] == AUTOMA]
    assert len(placed) == 1 and kidd in T.link_ends[placed[0]]


def test_a_network_slot_needs_its_town_in_the_network():
    state = blank()
    put(state, AUTOMA, "coal_mine", "burton", 0, level=2)
    no_tiles(state, "brewery")
    automa_turn(state, current=4, top=13)  # Coalbrookdale is not in its network, Burton is
    assert log_kinds(state)[0] == "link"
    assert loc("burton") in T.link_ends[deeds(state)[0][1]]


def test_rail_era_network_slot_places_two_links_with_coal_and_beer():
    state = blank(rail=True)
    mine = put(state, AUTOMA, "coal_mine", "burton", 0, level=3)
    beer = put(state, AUTOMA, "brewery", "stafford", 0, level=2)
    no_tiles(state, "brewery")
    automa_turn(state, current=4, top=2)  # card 2's back: develop with market iron up to £3
    assert log_kinds(state) == ["link", "link", "develop"]
    assert state.sp_cubes[mine] == 2 and state.sp_cubes[beer] == 1


# -- back actions -----------------------------------------------------------------------------
def back_turn(state, top):
    """Only the second action: the back of card ``top``."""
    state.a_log = []
    state.a_top = top
    automa._back_action(RULES, state)


def test_back_sell_flips_everything_it_can_using_merchant_beer_first():
    state = blank()
    merchants(state, "wild", "cotton_mill", "manufacturer", "blank", "blank")
    mill = put(state, AUTOMA, "cotton_mill", "worcester", 0)
    other = put(state, AUTOMA, "manufacturer", "redditch", 0, level=2)
    lay(state, AUTOMA, "worcester", "gloucester")
    lay(state, AUTOMA, "redditch", "gloucester")
    back_turn(state, 2)
    assert state.sp_flipped[mill] and state.sp_flipped[other]
    assert state.merchant_beer[1] == 0 and state.merchant_beer[2] == 0
    assert state.vp[AUTOMA] == 0  # Gloucester's bonus is not VP: ignored


def test_back_sell_takes_only_vp_bonuses():
    state = blank()
    works = put(state, AUTOMA, "manufacturer", "wolverhampton", 0, level=2)
    lay(state, AUTOMA, "wolverhampton", "coalbrookdale")
    lay(state, AUTOMA, "coalbrookdale", "shrewsbury")
    back_turn(state, 2)
    assert state.sp_flipped[works] and state.vp[AUTOMA] == 4 and state.vp_parts[AUTOMA]["merchant"] == 4


def test_back_sell_uses_the_persons_connected_beer_last():
    state, mill, theirs = automa_mill_and_persons_brewery()
    back_turn(state, 2)
    assert state.sp_flipped[mill] and state.sp_cubes[theirs] == 0 and state.sp_flipped[theirs]
    assert state.income == 10 + 4  # the person's brewery flipped: their income rises


def test_sell_fallback_builds_a_brewery_in_the_town_on_the_card():
    state = blank()
    merchants(state, "wild", "cotton_mill", "manufacturer", "blank", "blank")
    state.merchant_beer = [0, 0, 0, 0, 0]
    put(state, AUTOMA, "cotton_mill", "worcester", 0)
    lay(state, AUTOMA, "worcester", "gloucester")
    back_turn(state, 2)  # card 2's back: brewery in Burton
    assert log_kinds(state) == ["build", "sell_brewery"]
    assert state.sp_owner[space("burton", 1)] == AUTOMA


def test_sell_fallback_places_the_one_missing_link():
    state = blank()
    merchants(state, "wild", "cotton_mill", "manufacturer", "blank", "blank")
    put(state, AUTOMA, "cotton_mill", "worcester", 0)
    back_turn(state, 2)
    assert log_kinds(state) == ["link", "sell_link"]
    assert state.link_owner[link("worcester", "gloucester")] == AUTOMA


def test_back_develop_with_free_iron_only_when_the_card_says_zero():
    state = blank()
    works = put(state, HUMAN, "iron_works", "dudley", 1, level=2)
    back_turn(state, 13)  # develop at £0: iron on an iron works
    assert log_kinds(state) == ["develop"] and state.sp_cubes[works] == 2 and state.vp[AUTOMA] == 3
    assert state.iron == 8
    market = blank()
    back_turn(market, 13)
    assert log_kinds(market) == ["pass"] and market.vp[AUTOMA] == 5
    cheap = blank()
    back_turn(cheap, 2)  # develop up to £3: market iron at £2, then £2 again
    assert log_kinds(cheap) == ["develop"] and cheap.iron == 6


def test_back_network_starts_from_where_it_last_acted():
    state = blank()
    put(state, AUTOMA, "coal_mine", "dudley", 0, level=2, cubes=0, flipped=True)
    put(state, AUTOMA, "coal_mine", "tamworth", 0, level=2, cubes=0, flipped=True)
    state.a_towns = [loc("dudley"), loc("tamworth")]
    back_turn(state, 13)
    assert log_kinds(state) == ["link"] and loc("tamworth") in T.link_ends[deeds(state)[0][1]]
    state.a_towns = [loc("tamworth"), loc("dudley")]
    back_turn(state, 13)
    assert loc("dudley") in T.link_ends[deeds(state)[0][1]]


def test_pass_when_nothing_else_applies():
    state = blank()
    back_turn(state, 13)
    assert log_kinds(state) == ["pass"] and state.vp_parts[AUTOMA]["pass"] == 5


# -- tie-breaks -------------------------------------------------------------------------------
def test_building_tie_break_links_then_alphabet_then_quadrant():
    state = blank()
    a = space("birmingham", 0)  # NW
    b = space("birmingham", 3)  # SE
    c = space("coventry", 0)
    key = automa.building_key(RULES, state, "SE")
    assert min([a, b, c], key=key) == b  # same town: the card's quadrant
    assert min([a, c], key=key) == a  # Birmingham before Coventry
    lay(state, AUTOMA, "coventry", "nuneaton")
    assert min([a, b, c], key=automa.building_key(RULES, state, "SE")) == c  # more Automa links
    assert min([a, b], key=automa.building_key(RULES, state, "SW")) == a  # SW empty: clockwise on to NW
    assert min([a, b], key=automa.building_key(RULES, state, "NE")) == b  # NE empty: clockwise on to SE
    lay(state, HUMAN, "birmingham", "walsall")
    lay(state, HUMAN, "birmingham", "tamworth")
    assert automa.building_key(RULES, state, "NE")(a)[0] == 2  # its links minus the person's: 0 - 2


def test_link_tie_break_prefers_the_network_then_built_towns():
    state = blank()
    put(state, AUTOMA, "cotton_mill", "worcester", 0)
    b = Board(T, state)
    options = [(li, loc("kidderminster")) for li in T.loc_links[loc("kidderminster")]]
    chosen = automa._pick_link(RULES, state, b, options)
    assert chosen == link("kidderminster", "worcester")  # Worcester is in its network
    fresh = blank()
    put(fresh, HUMAN, "coal_mine", "dudley", 0)
    options = [(li, loc("kidderminster")) for li in T.loc_links[loc("kidderminster")]]
    assert automa._pick_link(RULES, fresh, Board(T, fresh), options) == link("kidderminster", "dudley")


def test_merchants_are_linked_only_when_nothing_else_is_free():
    state = blank()
    options = [(li, loc("coalbrookdale")) for li in T.loc_links[loc("coalbrookdale")]]
    assert automa._pick_link(RULES, state, Board(T, state), options) != link("coalbrookdale", "shrewsbury")
    only = [(link("coalbrookdale", "shrewsbury"), loc("coalbrookdale"))]
    assert automa._pick_link(RULES, state, Board(T, state), only) == link("coalbrookdale", "shrewsbury")


def test_the_last_tie_break_goes_clockwise_from_north():
    state = blank()
    # From Birmingham with nothing built anywhere and all towns free: the bearings decide among
    # equally empty towns; Walsall (north-west) comes after Tamworth (north-east).
    frm = loc("birmingham")
    options = [(link("birmingham", "tamworth"), frm), (link("birmingham", "walsall"), frm)]
    # equal built (0); free spaces: Tamworth 2, Walsall 2
    assert automa._pick_link(RULES, state, Board(T, state), options) == link("birmingham", "tamworth")
    assert state.link_owner[link("birmingham", "tamworth")] == NOBODY


# -- difficulty -------------------------------------------------------------------------------
@pytest.mark.parametrize("level,tiles", [("easy", 42), ("medium", 35), ("hard", 32)])
def test_difficulty_levels_set_the_automas_mat(level, tiles):
    state = RULES.setup(RULES.check_config(GameConfig(1, {"difficulty": level})))
    assert sum(map(sum, state.mat[AUTOMA])) == tiles
    assert sum(map(sum, state.gone[AUTOMA])) == 45 - tiles
    assert state.mat[AUTOMA] == [list(r) for r in DATA.difficulty.mats[level]]
    assert state.difficulty == level


def test_custom_difficulty_picks_a_row_per_industry():
    options = {
        "difficulty": "custom",
        "custom_cotton_mill": "standard",
        "custom_manufacturer": "hard",
        "custom_coal_mine": "easy",
        "custom_iron_works": "medium",
        "custom_brewery": "hard",
    }
    state = RULES.setup(RULES.check_config(GameConfig(1, options)))
    mats = DATA.difficulty.mats
    assert state.mat[AUTOMA][IND["cotton_mill"]] == list(mats["standard"][IND["cotton_mill"]])
    assert state.mat[AUTOMA][IND["manufacturer"]] == list(mats["hard"][IND["manufacturer"]])
    assert state.mat[AUTOMA][IND["coal_mine"]] == list(mats["easy"][IND["coal_mine"]])
    assert state.mat[AUTOMA][IND["pottery"]] == [1, 1, 1, 1, 1]


def test_options_for_the_setup_screen():
    specs = {o.key: o for o in RULES.options() if not o.hidden}
    assert specs["difficulty"].choices == ("easy", "medium", "hard", "custom")
    # the setup screen's options column (580 px) holds the difficulty and its six custom rows
    assert len(specs) == 7 and 96 + 80 * (len(specs) - 1) <= 580
    with pytest.raises(ValueError):
        RULES.check_config(GameConfig(1, {"difficulty": "impossible"}))
    with pytest.raises(ValueError):
        RULES.check_config(GameConfig(2, {}))


def test_rail_era_removes_canal_only_tiles_from_the_automas_mat():
    state = blank()
    automa.prepare_rail_era(RULES, state)
    assert state.mat[AUTOMA][IND["cotton_mill"]] == [0, 2, 3, 3]
    assert state.gone[AUTOMA][IND["cotton_mill"]][0] == 3 and state.mat[AUTOMA][IND["pottery"]][0] == 1
    assert len(state.a_pool) == 22 and state.a_top == -1 and state.era != RAIL


def test_the_automa_turn_runs_when_its_card_is_turned_up():
    state = new_game(2)
    from game.games.brass.rules.actions import Discard, Pass

    RULES.apply(state, Pass())
    if state.phase == "card":
        RULES.apply(state, Discard(state.hand[0]))
    assert RULES.to_move(state) == CHANCE
    rng = Rng(1)
    while RULES.to_move(state) == CHANCE:
        RULES.apply(state, RULES.sample_chance(state, rng))
    assert state.a_first_done and state.round == 2 and state.a_log


def test_determinize_may_swap_the_top_card_with_its_twin_back():
    state = blank()
    state.a_top = 8
    if 8 in state.a_pool:
        state.a_pool.remove(8)
    if 10 not in state.a_pool:
        state.a_pool.append(10)
        state.a_pool.sort()
    tops = {RULES.determinize(state, HUMAN, Rng(seed)).a_top for seed in range(20)}
    assert tops == {8, 10}
    state.a_top = 1
    assert {RULES.determinize(state, HUMAN, Rng(seed)).a_top for seed in range(5)} == {1}
