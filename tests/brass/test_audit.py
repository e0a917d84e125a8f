"""An independent review against the rules: one test per point that implementations commonly
get wrong, and one per discrepancy found (each named after what the rules say)."""

from game.games.brass.rules import automa
from game.games.brass.rules.actions import Build, Develop, Network, Pass, Sell
from game.games.brass.rules.state import AUTOMA, HUMAN, MAIN, NOBODY
from tests.brass.helpers import (
    IND,
    RULES,
    T,
    automa_turn,
    blank,
    give,
    lay,
    link,
    loc,
    log_kinds,
    merchants,
    new_game,
    play,
    put,
    resolve,
    space,
)


def why(state, action):
    reason = RULES.why_illegal(state, action)
    return reason.key if reason else None


def no_tiles(state, *industries):
    for name in industries:
        state.mat[AUTOMA][IND[name]] = [0] * len(state.mat[AUTOMA][IND[name]])


def lay_many(state, owner, count, era_ok=True):
    """``count`` links of ``owner`` on free lines of this era's type (any lines)."""
    placed = []
    for li in range(T.n_link):
        if len(placed) == count:
            break
        if state.link_owner[li] == NOBODY and (not era_ok or RULES.data.links[li].allowed(state.era)):
            state.link_owner[li] = owner
            placed.append(li)
    assert len(placed) == count
    return placed


# -- discrepancies found (each failed before its fix) -----------------------------------------
def test_each_side_has_only_fourteen_link_tiles():
    state = blank()
    lay_many(state, HUMAN, 14)
    free = [li for li in range(T.n_link) if state.link_owner[li] == NOBODY and RULES.data.links[li].canal]
    assert free and all(why(state, Network(li)) == "brass.why.no_link_tiles" for li in free)
    assert not any(isinstance(a, Network) for a in RULES.legal_actions(state))
    # the 14th tile may be a first railway, but then there is none for a second one
    rail = blank(rail=True)
    lay_many(rail, HUMAN, 13)
    put(rail, HUMAN, "coal_mine", "dudley", 0, level=2)
    put(rail, HUMAN, "brewery", "walsall", 1, level=2)
    first = next(li for li in T.loc_links[loc("dudley")] if rail.link_owner[li] == NOBODY and RULES.data.links[li].rail)
    play(rail, Network(first))
    assert rail.phase == MAIN and rail.link_owner[first] == HUMAN
    # the Automa: with its 14 links on the board its network slot cannot be carried out
    bot = blank()
    put(bot, AUTOMA, "coal_mine", "burton", 0, level=2)
    no_tiles(bot, "brewery")
    lay_many(bot, AUTOMA, 14)
    before = bot.link_owner[:]
    automa_turn(bot, current=4, top=13)
    assert bot.link_owner == before and log_kinds(bot)[0] == "discard"


def test_the_automa_links_to_a_merchant_only_when_every_other_line_there_is_taken():
    # Rail era, the Automa only in Coalbrookdale, no coal anywhere: the lines to Kidderminster
    # and Wolverhampton are free (but it cannot pay their coal); Shrewsbury's line could take
    # market coal.  Merchant lines come only once all the others are occupied: no link.
    state = blank(rail=True)
    put(state, AUTOMA, "iron_works", "coalbrookdale", 1, level=2, cubes=0, flipped=True)
    no_tiles(state, "brewery")
    automa_turn(state, current=4, top=13)  # brewery Coalbrookdale / Burton, then network from them
    assert state.link_owner[link("coalbrookdale", "shrewsbury")] == NOBODY
    assert log_kinds(state)[0] == "discard"
    # once the other two lines are taken the merchant's line is the one left
    taken = blank(rail=True)
    put(taken, AUTOMA, "iron_works", "coalbrookdale", 1, level=2, cubes=0, flipped=True)
    no_tiles(taken, "brewery")
    lay(taken, HUMAN, "coalbrookdale", "kidderminster")
    lay(taken, HUMAN, "coalbrookdale", "wolverhampton")
    automa_turn(taken, current=4, top=13)
    assert taken.link_owner[link("coalbrookdale", "shrewsbury")] == AUTOMA


def test_the_town_a_link_reaches_is_where_the_automa_acted_last():
    # Card 3 in the canal era: no iron works (iron is cheap), no brewery tiles, so a canal from
    # Walsall (in its network) to Birmingham, the town with most free spaces.  The back of card
    # 13 (nothing to sell, no free iron) then links again from where it acted last: Birmingham.
    state = blank()
    put(state, AUTOMA, "manufacturer", "walsall", 1, level=2, flipped=True)
    no_tiles(state, "brewery")
    automa_turn(state, current=3, top=13)
    assert log_kinds(state) == ["link", "link"]
    first, second = (r[1] for r in state.a_log if r[0] == "link")
    assert first == link("birmingham", "walsall")
    assert loc("birmingham") in T.link_ends[second] and loc("walsall") not in T.link_ends[second]
    assert state.a_towns[-1] != loc("walsall")


# -- points commonly got wrong (the engine already followed the rules) ------------------------
def test_the_automas_links_do_not_extend_the_persons_network():
    state = blank()
    put(state, HUMAN, "cotton_mill", "stafford", 0)
    lay(state, AUTOMA, "stafford", "cannock")
    assert why(state, Network(link("cannock", "walsall"))) == "brass.why.line_not_network"
    assert why(state, Network(link("stafford", "stone"))) is None
    give(state, "coal_mine")
    assert why(state, Build("coal_mine", space("cannock", 1))) == "brass.why.card_not_network"


def test_a_location_card_builds_in_a_town_outside_the_network():
    state = blank()
    put(state, HUMAN, "cotton_mill", "stafford", 0)
    give(state, "coventry")
    assert loc("coventry") not in RULES.network_of(state, HUMAN)
    assert why(state, Build("coal_mine", space("coventry", 1))) is None


def test_market_coal_through_a_merchant_without_a_tile():
    state = blank()
    lay(state, HUMAN, "stoke", "warrington")  # Warrington holds no merchant tile in the solo game
    state.wild["wild_location"] -= 1
    give(state, "wild_location")
    play(state, Build("manufacturer", space("stoke", 2)))  # manufacturer I: one coal
    assert state.coal == 12 and state.money == 17 - 8 - 1


def test_an_empty_iron_market_still_sells_at_six():
    state = blank()
    state.iron = 0
    assert why(state, Develop("cotton_mill")) is None
    play(state, Develop("cotton_mill"))
    assert state.money == 17 - 6 and state.iron == 0


def test_develop_needs_iron_it_can_pay_for():
    state = blank()
    state.iron = 0
    state.money = 5
    assert why(state, Develop("cotton_mill")) == "brass.why.money"
    put(state, AUTOMA, "iron_works", "dudley", 1, level=2)  # free iron on the board: no money needed
    assert why(state, Develop("cotton_mill")) is None


def test_a_merchants_barrel_serves_only_sales_to_that_merchant():
    state = blank()
    merchants(state, "wild", "cotton_mill", "blank", "cotton_mill", "blank")
    state.merchant_beer = [0, 1, 0, 0, 0]  # only Gloucester's cotton merchant has a barrel
    mill = put(state, HUMAN, "cotton_mill", "worcester", 0)
    lay(state, HUMAN, "worcester", "birmingham")
    lay(state, HUMAN, "birmingham", "oxford")
    lay(state, HUMAN, "worcester", "gloucester")
    assert why(state, Sell(mill, 3)) == "brass.why.no_beer"  # Oxford: no barrel, no brewery
    assert why(state, Sell(mill, 1)) is None


def test_a_coal_mine_away_from_every_merchant_keeps_its_coal():
    state = blank()
    give(state, "dudley")
    play(state, Build("coal_mine", space("dudley", 0)))
    mine = space("dudley", 0)
    assert state.sp_cubes[mine] == 2 and state.coal == 13 and state.money == 17 - 5


def test_the_first_round_is_a_single_action():
    state = new_game(2)
    assert state.round == 1 and state.actions_left == 1
    play(state, Pass())
    if state.phase == "card":
        play(state, *[a for a in RULES.legal_actions(state)][:1])
    resolve(state, 2)
    assert state.round == 2 and state.actions_left == 2 and len(state.hand) == 8


def test_the_automa_buys_market_coal_only_through_a_merchant():
    state = blank()
    state.mat[AUTOMA][IND["manufacturer"]][0] = 1  # manufacturer I needs a coal
    assert automa.build_space(RULES, state, IND["manufacturer"], loc("birmingham")) is None
    lay(state, AUTOMA, "birmingham", "oxford")
    assert automa.build_space(RULES, state, IND["manufacturer"], loc("birmingham")) is not None


def test_the_automa_takes_coal_from_the_nearest_mine_whoever_owns_it():
    state = blank()
    state.mat[AUTOMA][IND["manufacturer"]][0] = 1
    theirs = put(state, HUMAN, "coal_mine", "dudley", 0, level=2)
    own = put(state, AUTOMA, "coal_mine", "cannock", 1, level=2)
    lay(state, HUMAN, "birmingham", "dudley")
    lay(state, AUTOMA, "birmingham", "walsall")
    lay(state, AUTOMA, "walsall", "cannock")
    automa._build(RULES, state, IND["manufacturer"], space("birmingham", 1))
    assert state.sp_cubes[theirs] == 2 and state.sp_cubes[own] == 3


def test_the_automas_first_turn_coal_mine_slot_places_no_link():
    # The DRAW ribbon: the first possible build of the card and nothing more (one action).
    state = blank()
    state.a_first_done = False
    state.a_current, state.a_top, state.a_stage = 19, 13, automa.FIRST
    state.a_pool = [c for c in state.a_pool if c not in (13, 19)]
    automa.after_reveal(RULES, state)
    assert log_kinds(state) == ["build"] and state.sp_ind[space("kidderminster", 0)] == IND["coal_mine"]
    assert not any(o == AUTOMA for o in state.link_owner) and state.vp[AUTOMA] == 0
