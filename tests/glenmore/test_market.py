"""The market: prices, buying only what a payment lacks, selling at any time, and the
rulebook's complete example (Anna pays for Iona Abbey, then scores 8 VP at the fair)."""

import pytest

from game.core.rules import IllegalAction
from game.games.glenmore.rules import market as mk
from game.games.glenmore.rules.actions import Activate, Finish, Pay, Place, Sell, Take
from game.games.glenmore.rules.state import ACTIVATE, FILL, PAY, PLACE
from game.games.glenmore.rules.territory import cell
from tests.glenmore.helpers import RULES, new_game, on_track, put, tile_of, turn_of

PRICES = RULES.prices


def test_prices_rise_as_the_row_fills_and_fall_as_it_empties():
    assert [mk.buy_price(f, PRICES) for f in range(4)] == [1, 2, 3, None]
    assert [mk.sell_price(f, PRICES) for f in range(4)] == [None, 1, 2, 3]
    assert mk.buy_cost(1, 2, PRICES) == 5
    assert mk.buy_cost(2, 2, PRICES) is None
    assert mk.sell_revenue(3, 2, PRICES) == 5
    assert mk.sell_revenue(1, 3, PRICES) == 1
    assert mk.coins_on_market([1, 2, 3, 0, 0], PRICES) == 1 + 3 + 6


def test_market_starts_with_a_coin_on_each_one_space_only_with_two_or_three_players():
    assert new_game(2).market == [1] * 5
    assert new_game(3).market == [1] * 5
    assert new_game(4).market == [0] * 5
    assert new_game(5).market == [0] * 5


def test_selling_takes_the_dearest_coins_and_removes_the_cube():
    state = new_game(4)
    state.market = [2, 0, 0, 0, 0]
    put(state, 0, 1, 0, tile_of("forest", "road"), wood=2)
    turn_of(state, 0)
    assert Sell("wood") in RULES.legal_actions(state)
    RULES.apply(state, Sell("wood"))
    assert state.coins[0] == 8 and state.market[0] == 1 and state.stock[0][0] == 1
    RULES.apply(state, Sell("wood"))
    assert state.coins[0] == 9 and state.market[0] == 0 and state.stock[0][0] == 0


def test_no_sale_into_an_empty_row_and_whisky_is_not_for_sale():
    state = new_game(4)
    put(state, 0, 1, 0, tile_of("forest", "road"), wood=1)
    state.whisky[0] = 3
    turn_of(state, 0)
    assert RULES.sells(state, 0) == []
    reason = RULES.why_illegal(state, Sell("wood"))
    assert reason.key == "glenmore.why.market_empty"
    assert RULES.why_illegal(state, Sell("whisky")).key == "glenmore.why.not_resource"


def anna():
    """Anna's position before her turn: 2 wood, 1 cattle, 3 coins; the market shows stone at 2,
    sheep at 3, cattle selling for 2 and grain at 1.  Iona Abbey (a road tile) can go between
    her forest and her medium fair, next to a quarry and a sheep meadow."""
    state = new_game(4)
    state.coins[0] = 3
    state.market = [0, 1, 2, 2, 0]
    put(state, 0, 1, 0, tile_of("forest", "road"), members=1, wood=2)
    put(state, 0, 3, 0, tile_of("fair_medium"))
    put(state, 0, 1, 1, tile_of("quarry", "none"))
    put(state, 0, 2, 1, tile_of("meadow", "none"))
    put(state, 0, 1, -1, tile_of("pasture", "none"), cattle=1)
    iona = tile_of("iona_abbey")
    on_track(state, 5, iona)
    turn_of(state, 0)
    return state


def test_anna_pays_for_iona_abbey_by_selling_cattle_and_buying_stone_and_sheep():
    state = anna()
    assert Take(5) in RULES.legal_actions(state), "payable once the cattle is sold"
    RULES.apply(state, Take(5))
    assert state.phase == PAY
    assert RULES.why_illegal(state, Pay(("wood", "stone", "sheep"))).key == "glenmore.why.sell_first"
    RULES.apply(state, Sell("cattle"))
    assert state.coins[0] == 5
    assert RULES.purchase(state, 0, (1, 1, 1, 0, 0)) == [("stone", 2), ("sheep", 3)]
    RULES.apply(state, Pay(("wood", "stone", "sheep")))
    assert state.coins[0] == 0 and state.stock[0] == [1, 0, 0, 0, 0]
    assert state.market == [0, 2, 3, 1, 0]
    assert state.phase == PLACE
    RULES.apply(state, Place(2, 0))
    assert state.cards[0] == ["iona_abbey"]
    assert state.phase == ACTIVATE

    RULES.apply(state, Activate(1, 1))  # quarry: 1 stone
    RULES.apply(state, Activate(2, 1))  # meadow: 1 sheep
    RULES.apply(state, Activate(2, 0, ("sheep",)))  # the abbey: a resource of her choice
    RULES.apply(state, Sell("sheep"))
    assert state.coins[0] == 3
    fair = Activate(3, 0, ("wood", "stone", "sheep", "grain"))
    assert fair in RULES.legal_actions(state), "the missing grain is bought for 1 coin"
    RULES.apply(state, fair)
    assert state.points[0]["tiles"] == 8
    assert state.coins[0] == 2
    assert state.stock[0] == [0, 0, 0, 0, 0]
    assert state.market == [0, 2, 2, 1, 1]


def test_selling_a_needed_cube_keeps_the_tile_payable_at_the_same_price():
    state = anna()
    state.market[0] = 2
    RULES.apply(state, Take(5))
    RULES.apply(state, Sell("cattle"))
    RULES.apply(state, Sell("wood"))
    RULES.apply(state, Sell("wood"))  # 2 + 1 coins; the wood she needs is bought back for 1
    assert state.coins[0] == 8
    RULES.apply(state, Pay(("wood", "stone", "sheep")))
    assert state.coins[0] == 8 - 1 - 2 - 3


def test_buying_covers_only_the_shortfall():
    state = new_game(4)
    state.market = [0, 0, 0, 0, 0]
    put(state, 0, 1, 0, tile_of("forest", "road"), members=1, wood=1)
    put(state, 0, 2, 0, tile_of("bridge"))
    turn_of(state, 0)
    state.phase = ACTIVATE
    state.pending = [cell(2, 0)]
    before = state.coins[0]
    RULES.apply(state, Activate(2, 0, ("wood", "stone")))
    assert state.coins[0] == before - 1, "own wood used, only the stone bought"
    assert state.market == [0, 1, 0, 0, 0]
    assert state.points[0]["tiles"] == 7


def test_selling_is_possible_in_every_step_of_the_turn():
    state = anna()
    state.market[0] = 3
    assert Sell("wood") in RULES.legal_actions(state)
    RULES.apply(state, Take(5))
    RULES.apply(state, Sell("cattle"))
    RULES.apply(state, Pay(("wood", "stone", "sheep")))
    assert Sell("wood") in RULES.legal_actions(state)
    RULES.apply(state, Place(2, 0))
    assert state.phase == ACTIVATE and Sell("wood") in RULES.legal_actions(state)
    RULES.apply(state, Sell("wood"))
    RULES.apply(state, Finish())
    assert state.phase == FILL, "no moves earned: the turn is over"


def test_unpayable_tile_cannot_be_taken_and_says_why():
    state = new_game(4)
    state.coins[0] = 0
    castle = tile_of("castle_moil")
    on_track(state, 5, castle)
    turn_of(state, 0)
    assert Take(5) not in RULES.legal_actions(state)
    reason = RULES.why_illegal(state, Take(5))
    assert reason.key == "glenmore.why.cannot_pay"
    with pytest.raises(IllegalAction):
        RULES.apply(state, Take(5))
