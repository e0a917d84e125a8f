"""Faster turns: the least useful card to spend (the rule in rules/quick.py) and "sell
everything I can" as one sequence of actions."""

from game.games.brass.rules.actions import Done, Loan, Sell, SellAgain
from game.games.brass.rules.quick import card_value, least_useful_card, sell_all
from game.games.brass.rules.state import CARD, HUMAN, MAIN
from tests.brass.helpers import IND, RULES, blank, give, lay, merchants, play, put

GLOUCESTER_COTTON = 1


def loan_with(state, *cards):
    state.hand = []
    give(state, *cards)
    play(state, Loan())
    assert state.phase == CARD
    return least_useful_card(RULES, state)


def test_a_wild_card_is_kept_while_another_card_can_pay():
    state = blank()
    assert loan_with(state, "wild_location", "worcester") == "worcester"
    assert loan_with(blank(), "wild_location", "wild_industry") in ("wild_industry", "wild_location")


def test_a_dead_location_card_goes_before_a_live_one():
    state = blank()
    put(state, HUMAN, "cotton_mill", "worcester", 0)  # canal era: Worcester is used up for you
    lay(state, HUMAN, "worcester", "gloucester")
    assert card_value(RULES, state, "worcester")[0] == 0
    assert loan_with(state, "coventry", "worcester") == "worcester"


def test_a_duplicate_goes_before_a_single_card_and_a_far_town_before_a_near_one():
    state = blank()
    assert loan_with(state, "coventry", "redditch", "redditch") == "redditch"
    near = blank()
    put(near, HUMAN, "cotton_mill", "stafford", 0)  # Stafford is used up, Stone is near
    lay(near, HUMAN, "stafford", "stone")
    assert loan_with(near, "stone", "coventry") == "coventry"


def test_no_card_to_choose_outside_the_card_phase():
    assert least_useful_card(RULES, blank()) is None


def test_sell_all_sells_every_tile_it_can_then_finishes():
    state = blank()
    merchants(state, "wild", "cotton_mill", "manufacturer", "blank", "blank")
    state.merchant_beer = [0, 0, 0, 0, 0]
    mills = [put(state, HUMAN, "cotton_mill", "worcester", 0), put(state, HUMAN, "cotton_mill", "worcester", 1)]
    works = put(state, HUMAN, "manufacturer", "kidderminster", 0)
    own = [put(state, HUMAN, "brewery", town, 0) for town in ("coalbrookdale", "stafford")]  # a barrel each
    lay(state, HUMAN, "worcester", "gloucester")
    lay(state, HUMAN, "kidderminster", "worcester")
    before = state.clone().to_json()
    steps = sell_all(RULES, state)
    assert state.to_json() == before  # worked on a copy
    assert isinstance(steps[0], Sell) and all(not isinstance(a, Done) for a in steps[:-1])
    sold = {a.space for a in steps if isinstance(a, (Sell, SellAgain))}
    assert len(sold) == 2 and sold <= set(mills) | {works}  # two barrels: two sales
    play(state, *steps)
    assert state.phase == MAIN and state.actions_left == 1
    assert sum(state.sp_flipped[sp] for sp in (*mills, works)) == 2 and not any(state.sp_cubes[b] for b in own)


def test_sell_all_is_empty_when_nothing_can_be_sold():
    assert sell_all(RULES, blank()) == []
    assert IND  # (the helpers' tables load)
