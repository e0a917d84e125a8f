"""Each of the 13 special-location cards."""

from game.games.glenmore.rules import scoring
from game.games.glenmore.rules.actions import Activate, Finish, Gain, PayChieftain, PayMember, Take
from game.games.glenmore.rules.state import ACTIVATE, GAIN, PAY
from game.games.glenmore.rules.territory import cell
from tests.glenmore.helpers import (
    DATA,
    RULES,
    first_tile_space,
    new_game,
    on_track,
    play,
    put,
    take_and_place,
    tile_of,
)


def test_there_are_thirteen_cards_each_with_its_tile():
    assert len(DATA.cards) == 13
    assert sum(c.bonnets for c in DATA.cards.values()) == 8
    assert sorted(t.kind.card for t in DATA.tiles if t.kind.card) == sorted(DATA.cards)


def rich(players=4):
    """The player to move owns a forest, a quarry and fields full of cubes, with a member nearby."""
    state = new_game(players)
    seat = state.current
    put(state, seat, 1, 0, tile_of("forest", "road"), members=1, wood=3)
    put(state, seat, 1, 1, tile_of("quarry", "none"), members=1, stone=3)
    put(state, seat, 2, 1, tile_of("grain_field", "none"), grain=2, cattle=1)
    state.market = [3, 3, 3, 3, 3]
    return state, seat


def test_loch_lochy_puts_two_resources_of_your_choice_on_itself():
    state, seat = rich()
    take_and_place(state, tile_of("loch_lochy"), 0, 1)
    assert state.phase == GAIN and state.cards[seat] == ["loch_lochy"]
    options = [a for a in RULES.legal_actions(state) if isinstance(a, Gain)]
    assert len(options) == 15 and Gain(("sheep", "sheep")) in options
    play(state, Gain(("sheep", "sheep")))
    assert state.cubes[seat][cell(0, 1)] == [0, 0, 2, 0, 0]
    assert state.phase == ACTIVATE


def test_castle_moil_gives_a_barrel_and_donan_two():
    state, seat = rich()
    take_and_place(state, tile_of("castle_moil"), 2, 2)
    assert state.whisky[seat] == 1
    state, seat = rich()
    take_and_place(state, tile_of("donan_castle"), 2, 0)
    assert state.whisky[seat] == 2


def test_castle_stalker_arrives_with_two_clan_members():
    state, seat = rich()
    take_and_place(state, tile_of("castle_stalker"), 0, 1)
    assert state.members[seat][cell(0, 1)] == 2


def test_armadale_castle_gives_three_coins():
    state, seat = rich()
    coins = state.coins[seat]
    take_and_place(state, tile_of("armadale_castle"), 2, 2)
    assert state.coins[seat] == coins + 3


def test_loch_ness_is_paid_with_a_clan_member_or_a_chieftain():
    state, seat = rich()
    state.chieftains[seat] = 1
    ness = tile_of("loch_ness")
    space = first_tile_space(state)
    on_track(state, space, ness)
    play(state, Take(space))
    assert state.phase == PAY
    pays = RULES.legal_actions(state)
    assert PayChieftain() in pays
    assert PayMember(0, 0) in pays, "the start village's member may go: (1, 0) still stands by (0, 1)"
    play(state, PayMember(0, 0))
    assert cell(0, 0) not in state.members[seat]


def test_loch_ness_cannot_take_the_only_clan_member():
    state = new_game(4)
    seat = state.current
    space = first_tile_space(state)
    on_track(state, space, tile_of("loch_ness"))
    assert RULES.why_illegal(state, Take(space)).key == "glenmore.why.no_member_to_pay"
    assert seat == state.current


def test_loch_ness_activates_one_more_tile_anywhere_once_per_turn():
    state, seat = rich()
    put(state, seat, 0, -1, tile_of("forest", "river"))
    put(state, seat, 0, -2, tile_of("quarry", "river"))
    state.cards[seat].append("loch_ness")
    take_and_place(state, tile_of("meadow", "none"), 2, 2)
    far = {cell(0, -1), cell(0, -2)}
    assert far <= set(RULES.activation_cells(state, seat))
    play(state, Activate(0, -1))
    assert state.extra_left == 0
    assert RULES.why_illegal(state, Activate(0, -2)).key == "glenmore.why.not_activated"
    assert cell(2, 2) in RULES.activation_cells(state, seat), "the normal activations go on"


def test_loch_ness_cannot_reactivate_a_tile_used_this_turn():
    state, seat = rich()
    state.cards[seat].append("loch_ness")
    take_and_place(state, tile_of("meadow", "none"), 2, 2)
    play(state, Activate(2, 2))
    assert RULES.why_illegal(state, Activate(2, 2)).key == "glenmore.why.already_activated"


def test_castle_of_mey_doubles_chieftains_but_not_bonnets():
    state = new_game(2)
    state.chieftains = [2, 3]
    state.cards = [["castle_of_mey"], []]
    assert scoring.chieftain_strength(DATA, state, 0) == 2 * 2 + 1
    assert scoring.chieftain_strength(DATA, state, 1) == 3


def test_cawdor_castle_adds_three_bonnets():
    state = new_game(2)
    state.chieftains = [1, 0]
    state.cards = [["cawdor_castle"], []]
    assert scoring.chieftain_strength(DATA, state, 0) == 4


def test_end_game_cards_count_their_tiles():
    state = new_game(2)
    put(state, 0, 1, 0, tile_of("forest", "road"))
    put(state, 0, 2, 0, tile_of("iona_abbey"))
    put(state, 0, 0, 1, tile_of("meadow", "river"))
    put(state, 0, 1, 1, tile_of("distillery", "none"))
    put(state, 0, 0, -1, tile_of("village_stone", "river"))
    put(state, 0, 1, -1, tile_of("duart_castle"))
    put(state, 0, 2, 1, tile_of("grain_field", "none"))
    state.cards[0] = ["iona_abbey"]
    assert scoring.end_card_points(DATA, state, 0) == 2 * 3, "forest, abbey, distillery"
    state.cards[0] = ["loch_morar"]
    assert scoring.end_card_points(DATA, state, 0) == 2 * 2, "meadow, grain field"
    state.cards[0] = ["duart_castle"]
    assert scoring.end_card_points(DATA, state, 0) == 3 * 2, "the start village and the village, not the castle"


def test_loch_shiel_fills_every_empty_production_tile_and_lets_you_choose_for_iona():
    state, seat = rich()
    put(state, seat, 2, -1, tile_of("meadow", "none"))
    put(state, seat, 3, 0, tile_of("iona_abbey"))
    put(state, seat, 3, 1, tile_of("distillery", "none"))
    take_and_place(state, tile_of("loch_shiel"), 0, 1)
    assert state.cubes[seat][cell(2, -1)] == [0, 0, 1, 0, 0]
    assert state.cubes[seat][cell(1, 0)] == [3, 0, 0, 0, 0], "not empty: unchanged"
    assert cell(3, 1) not in state.cubes[seat], "a distillery is no production tile"
    assert state.phase == GAIN
    play(state, Gain(("cattle",)))
    assert state.cubes[seat][cell(3, 0)] == [0, 0, 0, 1, 0]


def test_loch_oich_costs_two_different_resources_and_activates_everything():
    state, seat = rich()
    state.cards[seat].append("loch_ness")
    put(state, seat, 4, 4, tile_of("pasture", "none"))
    oich = tile_of("loch_oich")
    space = first_tile_space(state)
    on_track(state, space, oich)
    play(state, Take(space))
    pays = [a for a in RULES.legal_actions(state) if type(a).__name__ == "Pay"]
    assert all(len(set(p.resources)) == 2 for p in pays)
    assert {p.resources for p in pays} == {("wood", "stone"), ("wood", "grain"), ("stone", "grain"),
                                          ("wood", "cattle"), ("stone", "cattle"), ("cattle", "grain")}
    play(state, pays[0])
    play(state, RULES.legal_actions(state)[0])
    assert set(state.pending) == set(state.tiles[seat])
    assert state.extra_left == 0, "no Loch Ness in a Loch Oich turn"
    play(state, Activate(4, 4))
    assert state.cubes[seat][cell(4, 4)] == [0, 0, 0, 1, 0]
    play(state, Finish())


def test_taking_a_special_location_adds_a_card_for_the_scorings():
    state, seat = rich()
    take_and_place(state, tile_of("loch_morar"), 0, 1)
    assert scoring.category_counts(DATA, state, seat)[2] == 1
