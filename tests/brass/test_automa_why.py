"""Why the Automa did what it did: the records of each card drawn, each front slot tried (with
the reason it failed, or "used") and each back action tried, written into its frozen log by the
turn procedure (rulebook 4 and 6: slots top to bottom, the first possible one carried out; a card
with none is discarded and the next drawn; a two-action slot ends the turn, else the back of the
next card gives the second action).  Also the iron-price option and the words of the log."""

import pytest

from game.core import i18n
from game.core.i18n import tr
from game.core.rules import GameConfig
from game.games.brass.rules import automa
from game.games.brass.rules.state import AUTOMA, HUMAN, BrassState
from game.games.brass.rules.words import automa_record
from tests.brass.helpers import IND, RULES, automa_turn, blank, lay, loc, log_kinds, put, space


def why(state):
    return [list(r) for r in state.a_log if r[0] in ("slot", "back")]


def card13_position(reading: str) -> BrassState:
    """Card 13: an iron works in Walsall / Coventry / Dudley only if iron costs £1+, else a
    manufacturer in Redditch.  The market sells iron at £2, and the person's iron works in
    Coalbrookdale holds iron: the two readings of "the price of iron" differ here."""
    state = blank(difficulty="custom", custom_iron=reading)
    state.mat[AUTOMA][IND["manufacturer"]][0] = 0  # its next manufacturer (II) needs no coal
    put(state, AUTOMA, "coal_mine", "cannock", 1, level=2)
    lay(state, AUTOMA, "cannock", "walsall")
    put(state, HUMAN, "iron_works", "coalbrookdale", 1, level=2)
    return state


def test_the_iron_price_reading_changes_the_automas_choice():
    market = card13_position("market")
    assert market.iron_reading == "market" and automa.iron_price(RULES, market) == 2
    automa_turn(market, current=13, top=2)
    assert market.sp_ind[space("walsall", 0)] == IND["iron_works"]
    assert why(market)[0] == ["slot", 13, 0, "used", 1, []]
    board = card13_position("board")
    assert board.iron_reading == "board" and automa.iron_price(RULES, board) == 0
    automa_turn(board, current=13, top=2)
    builds = [r for r in board.a_log if r[0] == "build"]
    assert builds[0][1] == IND["manufacturer"] and builds[0][2] == space("redditch", 0)
    assert why(board)[:2] == [["slot", 13, 0, "skip", [["iron_low", 0, 1, "board"]]], ["slot", 13, 1, "used", 1, []]]


def test_the_market_reading_is_the_default_and_the_option_belongs_to_the_custom_difficulty():
    assert RULES.default_options()["custom_iron"] == "market"
    for options in ({}, {"difficulty": "hard", "custom_iron": "board"}):
        state = RULES.setup(RULES.check_config(GameConfig(1, options)))
        assert state.iron_reading == "market"
    custom = RULES.setup(RULES.check_config(GameConfig(1, {"difficulty": "custom", "custom_iron": "board"})))
    assert custom.iron_reading == "board"
    with pytest.raises(ValueError):
        RULES.check_config(GameConfig(1, {"custom_iron": "cheap"}))


def test_develop_takes_free_board_iron_under_both_readings():
    for reading in ("market", "board"):
        state = card13_position(reading)
        assert automa.develop_price(RULES, state) == 0


def test_each_slot_tried_is_recorded_with_its_reason_then_the_back_of_the_next_card():
    state = blank()  # market iron at £2; nothing of the Automa's on the board
    automa_turn(state, current=3, top=13)
    records = why(state)
    # slot 1: iron works only if iron costs £4+
    assert records[0] == ["slot", 3, 0, "skip", [["iron_low", 2, 4, "market"]]]
    # slot 2: a brewery in Nuneaton (first listed) is possible
    assert records[1] == ["slot", 3, 1, "used", 1, []]
    kinds = [r[0] for r in state.a_log]
    assert kinds.index("slot") < kinds.index("build")  # the slot comes before what it did
    # one action: the back of card 13 (on top) gives the second: SELL (nothing to sell),
    # DEVELOP (£0-: no free iron, the market asks £2), NETWORK from where it acted
    backs = [r for r in records if r[0] == "back"]
    assert backs[0] == ["back", 13, "sell", "skip", ["no_goods"]]  # a brewery is not goods
    assert backs[1] == ["back", 13, "develop", "skip", ["iron_high", 2, 0]]
    assert backs[2] == ["back", 13, "network", "used"]
    assert log_kinds(state) == ["build", "link"]


def test_a_card_with_no_possible_slot_records_every_reason_and_is_discarded():
    state = blank()
    state.mat[AUTOMA][IND["brewery"]] = [0] * len(state.mat[AUTOMA][IND["brewery"]])
    automa_turn(state, current=4, top=1)  # breweries only, then network from towns not in its network
    assert why(state) == [
        ["slot", 4, 0, "skip", [["no_tile", IND["brewery"]]]],
        ["slot", 4, 1, "skip", [["not_in_network", loc("coalbrookdale")], ["not_in_network", loc("burton")]]],
    ]
    assert log_kinds(state) == ["discard"]


def test_per_town_reasons_and_a_bracketed_link_that_cannot_help():
    state = blank()
    state.mat[AUTOMA][IND["cotton_mill"]][0] = 0  # its next cotton mill (II) needs coal
    put(state, AUTOMA, "brewery", "stone", 0, level=1)  # it is on the board, far from any coal
    automa_turn(state, current=17, top=13)
    first = why(state)[0]
    assert first[:4] == ["slot", 17, 0, "skip"]
    assert all(r[0] == "link_no_help" and r[1][0] == "no_coal" for r in first[4])


def test_a_two_action_slot_ends_the_turn_and_says_so():
    state = blank()
    state.mat[AUTOMA][IND["cotton_mill"]][0] = 0
    put(state, AUTOMA, "coal_mine", "kidderminster", 0, level=2)
    automa_turn(state, current=17, top=13)
    assert why(state)[-1][:5] == ["slot", 17, 0, "used", 2]
    assert not [r for r in why(state) if r[0] == "back"]


def test_the_records_are_frozen_cloned_and_saved_alike():
    state = blank()
    automa_turn(state, current=3, top=13)
    clone = state.clone()
    assert clone.a_log == state.a_log
    with pytest.raises(TypeError):
        state.a_log[1].append("x")
    again = BrassState.from_json(state.to_json())
    assert again.a_log == state.a_log and again.iron_reading == state.iron_reading


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_log_lines_carry_the_reasons(lang):
    state = blank()
    automa_turn(state, current=3, top=13)
    i18n.set_language(lang)
    try:
        lines = [tr(automa_record(RULES, r)) for r in state.a_log]
    finally:
        i18n.set_language("en")
    assert all("brass." not in line for line in lines)
    if lang == "en":
        assert "card 3, slot 1 (Iron Works if iron costs £4+) not possible: iron costs £2, below £4" in lines
        assert "back of card 13: no DEVELOP (iron costs £2, above £0)" in lines
        assert "back of card 13: NETWORK" in lines


def test_the_turn_log_line_gives_the_reasons():
    state = blank()
    automa_turn(state, current=13, top=2)
    text = tr(automa_record(RULES, next(r for r in state.a_log if r[0] == "slot")))
    assert "card 13, slot 1" in text


def test_a_used_slot_also_says_why_the_towns_before_were_passed_over():
    state = blank()
    put(state, AUTOMA, "cotton_mill", "nuneaton", 0)  # canal era: one industry of its own per town
    automa_turn(state, current=3, top=13)  # slot 2: a brewery in Nuneaton, else Walsall
    assert why(state)[1] == ["slot", 3, 1, "used", 1, [["one_per_town", loc("nuneaton")]]]
    assert state.sp_owner[space("walsall", 1)] == AUTOMA or state.sp_owner[space("walsall", 0)] == AUTOMA
    text = tr(automa_record(RULES, why(state)[1]))
    assert text == "card 3, slot 2 (Brewery); passed over first: already built in Nuneaton this era"
