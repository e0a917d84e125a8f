"""The Border rules, one behaviour per test, from the rulebook (seed 002) and the fact sheet (part B)."""

import random

import pytest

from game.core.i18n import tr
from game.core.rules import CHANCE, GameConfig, IllegalAction
from game.games.border.rules.actions import Complete, Cross, DealBoards, Dice, Done, FirstPlayer, Keep, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, OVER, PASSIVE, ROLL
from tests.border.tables import (
    BS,
    GEOMETRY,
    RULES,
    Table,
    area,
    colour,
    far_areas,
    leave_segment,
    leave_space,
    segment,
    white_neighbours,
)

ALL5 = ("grey", "red", "yellow", "blue", "orange")


def completes(table):
    return sorted(a.segment for a in table.legal() if isinstance(a, Complete))


def crosses(table):
    return sorted(a.space for a in table.legal() if isinstance(a, Cross))


# -- setup ---------------------------------------------------------------------------


def test_each_seat_gets_a_board_in_seat_order_and_the_white_spaces_are_crossed():
    t = Table(seats=4)
    assert t.state.boards == [0, 1, 2, 3]
    for seat in range(4):
        assert t.state.crossed[seat] == GEOMETRY.white_mask
        assert t.state.points[seat] == [0] * 9
    assert t.to_move() == 0 and t.state.phase == ROLL


def test_random_boards_are_a_chance_action_dealing_different_boards():
    rules = BorderRules()
    state = rules.setup(rules.check_config(GameConfig(3, {"boards": "random", "first": "seat1"})))
    assert rules.to_move(state) == CHANCE
    deal = rules.sample_chance(state, random.Random(4))
    assert isinstance(deal, DealBoards) and len(set(deal.boards)) == 3
    rules.apply(state, deal)
    assert [BS.boards[b].id for b in state.boards] == list(deal.boards)
    assert rules.to_move(state) == 0


def test_same_board_option_puts_everyone_on_one_board():
    rules = BorderRules()
    state = rules.setup(rules.check_config(GameConfig(4, {"boards": "same", "first": "seat1"})))
    rules.apply(state, rules.sample_chance(state, random.Random(1)))
    assert len(set(state.boards)) == 1
    assert rules.why_illegal(rules.setup(rules.check_config(GameConfig(2, {"boards": "same"}))),
                             DealBoards(("spring", "summer"))) is not None


def test_random_first_player_is_a_chance_action():
    rules = BorderRules()
    state = rules.setup(rules.check_config(GameConfig(3, {"boards": "in_order", "first": "random"})))
    assert rules.to_move(state) == CHANCE
    rules.apply(state, FirstPlayer(2))
    assert rules.to_move(state) == 2 and state.active == 2 and state.phase == ROLL
    with pytest.raises(IllegalAction):
        rules.apply(rules.setup(rules.check_config(GameConfig(3, {"first": "random", "boards": "in_order"}))),
                    FirstPlayer(5))


def test_two_to_four_players():
    rules = BorderRules()
    for seats in (2, 3, 4):
        rules.check_config(GameConfig(seats, {}))
    for seats in (1, 5):
        with pytest.raises(ValueError):
            rules.check_config(GameConfig(seats, {}))


# -- rolling -------------------------------------------------------------------------


def test_the_first_roll_rolls_all_five_dice():
    t = Table()
    assert t.legal() == [Roll()]
    t.play(Roll())
    assert t.to_move() == CHANCE and t.state.to_roll == 0b11111
    t.play(Dice(ALL5))
    assert t.state.phase == KEEP and t.state.rolls == 1
    assert [BS.colours[c].id for c in t.state.dice] == list(ALL5)


def test_dice_set_aside_are_not_rolled_again():
    t = Table().roll(*ALL5).keep(0).keep(3)
    t.play(Roll())
    assert t.state.to_roll == 0b10110
    t.play(Dice(("green", "green", "green")))
    assert [BS.colours[c].id for c in t.state.dice] == ["grey", "green", "green", "blue", "green"]


def test_dice_set_aside_may_be_taken_back_and_rolled_again():
    t = Table().roll(*ALL5).keep(0).roll("red", "red", "red", "red")
    assert t.state.aside == 0b1
    t.keep(0, False).play(Roll())
    assert t.state.to_roll == 0b11111


def test_a_roll_outcome_must_match_the_dice_rolled():
    t = Table().roll(*ALL5).keep(0).play(Roll())
    assert t.why(Dice(ALL5)) == "core.illegal.chance"
    assert t.why(Dice(("red", "red", "purple", "red"))) == "core.illegal.chance"
    assert t.why(Dice(("red", "red", "red", "red"))) is None


def test_at_most_three_rolls_then_the_dice_must_be_used():
    t = Table().roll(*ALL5).roll(*ALL5)
    assert Roll() in t.legal()
    t.roll(*ALL5)
    assert t.state.phase == CROSS and t.state.rolls == 3
    assert Roll() not in t.legal() and not any(isinstance(a, Keep) for a in t.legal())
    assert t.why(Roll()) == "border.why.no_roll_now"


def test_cannot_roll_with_every_die_set_aside():
    t = Table().roll(*ALL5)
    for d in range(5):
        t.keep(d)
    assert Roll() not in t.legal()
    assert t.why(Roll()) == "border.why.all_aside"


def test_keep_reasons():
    t = Table()
    assert t.why(Keep(0, True)) == "border.why.no_keep_now"
    t.roll(*ALL5).keep(1)
    assert t.why(Keep(1, True)) == "border.why.already_aside"
    assert t.why(Keep(2, False)) == "border.why.not_aside"
    assert t.why(Keep(7, True)) == "border.why.no_such_die"


def test_using_a_die_ends_the_rolling():
    t = Table().roll("grey", "grey", "red", "red", "red")
    t.complete("grey", 2)
    assert t.state.phase == CROSS
    assert Roll() not in t.legal()


# -- Action 1 ------------------------------------------------------------------------


def test_rulebook_sara_three_grey_dice_complete_the_grey_segment_of_three():
    # After her third roll Sara has three grey, one yellow and one blue die.
    t = Table(seats=4).roll(*ALL5).roll(*ALL5).roll("grey", "grey", "grey", "yellow", "blue")
    # She could complete the grey segment of three, or the grey segment of two with two of the dice;
    # the yellow and blue dice complete nothing.
    assert completes(t) == [segment("grey", 2), segment("grey", 3)]
    t.complete("grey", 3)
    assert all(t.state.crossed[0] >> s & 1 for s in t.spaces(0, "grey", 3))
    assert t.state.used.bit_count() == 3
    assert completes(t) == []
    assert t.legal() == [Done()]


def test_active_player_needs_dice_for_every_open_space_of_the_segment():
    t = Table().roll("red", "red", "red", "red", "grey")
    assert segment("red", 5) not in completes(t)
    assert t.why(Complete(segment("red", 5))) == "border.why.not_enough"
    reason = RULES.why_illegal(t.state, Complete(segment("red", 5)))
    assert dict(reason.params)["need"] == 5 and dict(reason.params)["have"] == 4
    assert segment("red", 4) in completes(t)


def test_a_partly_crossed_segment_needs_only_its_open_spaces():
    t = Table()
    t.mark(0, t.spaces(0, "blue", 5)[:3])
    t.roll("blue", "blue", "grey", "red", "red")
    assert segment("blue", 5) in completes(t)
    t.complete("blue", 5)
    assert t.state.used.bit_count() == 2 and t.state.spent_by[0] == 2


def test_an_already_crossed_segment_cannot_be_completed_again():
    t = Table()
    t.mark(0, t.spaces(0, "green", 2))
    t.roll("green", "green", "green", "red", "red")
    assert segment("green", 2) not in completes(t)
    assert t.why(Complete(segment("green", 2))) == "border.why.segment_done"


def test_active_player_never_crosses_single_spaces():
    t = Table().roll(*ALL5)
    space = t.spaces(0, "grey", 2)[0]
    assert t.why(Cross(space)) == "border.why.whole_segments"
    with pytest.raises(IllegalAction):
        t.cross(space)


def test_segments_anywhere_on_the_board_no_adjacency_needed():
    t = Table().roll("orange", "orange", "orange", "orange", "orange")
    far = [s for s in t.spaces(0, "orange", 5)]
    assert not any(t.state.reach[0] >> s & 1 for s in far)
    assert segment("orange", 5) in completes(t)


def test_rulebook_luis_splits_four_yellow_and_one_red_over_three_segments():
    t = Table(seats=4, first=1)
    luis = 1
    yellow5, yellow4, red3 = t.spaces(luis, "yellow", 5), t.spaces(luis, "yellow", 4), t.spaces(luis, "red", 3)
    t.mark(luis, yellow5[:3] + yellow4[:2] + red3[:2])
    t.roll(*ALL5).roll("yellow", "yellow", "yellow", "yellow", "red")
    t.complete("yellow", 5).complete("yellow", 4).complete("red", 3)
    assert t.state.used == 0b11111
    t.done()
    # Every other player may pick one of Luis's five dice.
    assert t.state.phase == PASSIVE and t.state.pick_one
    for seat, wanted in ((2, "red"), (3, "yellow"), (0, "yellow")):
        assert t.to_move() == seat
        options = {BS.colours[t.board(seat).colour_of[s]].id for s in crosses(t)}
        assert wanted in options
        space = next(s for s in crosses(t) if t.board(seat).colour_of[s] == colour(wanted))
        t.cross(space)
        assert crosses(t) == [] and t.why(Cross(space)) == "border.why.already_crossed"
        other = next(s for s in range(len(GEOMETRY.spaces)) if t.state.reach[seat] >> s & 1)
        assert t.why(Cross(other)) == "border.why.one_die"
        t.done()
    assert t.to_move() == 2 and t.state.phase == ROLL


def test_using_no_die_offers_all_five():
    t = Table().roll(*ALL5).roll(*ALL5).roll(*ALL5).done()
    assert t.state.phase == PASSIVE and not t.state.pick_one
    assert RULES.free_dice(t.state) == 0b11111


def test_unused_dice_are_offered():
    t = Table().roll("grey", "grey", "red", "blue", "yellow").complete("grey", 2).done()
    assert RULES.free_dice(t.state) == 0b11100 and not t.state.pick_one


# -- Action 2 ------------------------------------------------------------------------


def test_rulebook_passive_players_use_the_unused_yellow_and_blue_next_to_the_white_spaces():
    t = Table(seats=4).roll(*ALL5).roll(*ALL5).roll("grey", "grey", "grey", "yellow", "blue")
    t.complete("grey", 3).done()
    for seat in (1, 2, 3):
        assert t.to_move() == seat
        board = t.board(seat)
        yellow, blue = white_neighbours(board, "yellow"), white_neighbours(board, "blue")
        assert sorted(crosses(t)) == sorted(yellow + blue)
        for space in (yellow[:1] + blue[:1]):
            t.cross(space)
        if not blue:  # like Tomé in the rulebook, one board has no such colour by its white spaces
            assert t.state.crossed[seat].bit_count() == 3
        t.done()
    assert t.state.boards[2] == BS.board_index("autumn") and not white_neighbours(t.board(2), "blue")


def test_passive_spaces_must_touch_a_crossed_space():
    t = Table().roll("grey", "grey", "red", "red", "red").complete("grey", 2).done()
    board = t.board(1)
    far = next(s for s in range(len(GEOMETRY.spaces))
               if board.colour_of[s] == colour("red") and not t.state.reach[1] >> s & 1)
    assert t.why(Cross(far)) == "border.why.not_adjacent"


def test_passive_crosses_may_chain_from_crosses_made_in_the_same_action():
    t = Table()
    board = t.board(1)
    start = white_neighbours(board, "blue")[0] if white_neighbours(board, "blue") else None
    assert start is not None
    nxt = next(n for n in GEOMETRY.neighbours[start] if board.colour_of[n] >= 0 and n not in GEOMETRY.whites
               and not t.state.reach[1] >> n & 1)
    name = BS.colours[board.colour_of[nxt]].id
    t.roll("grey", "grey", "blue", name, "red" if name != "red" else "green").complete("grey", 2).done()
    assert t.why(Cross(nxt)) == "border.why.not_adjacent"
    t.cross(start)
    assert t.why(Cross(nxt)) is None


def test_passive_player_needs_a_die_of_the_space_colour():
    t = Table().roll("grey", "grey", "red", "red", "red").complete("grey", 2).done()
    board = t.board(1)
    space = next(s for s in range(len(GEOMETRY.spaces))
                 if t.state.reach[1] >> s & 1 and board.colour_of[s] not in (colour("red"), -1))
    assert t.why(Cross(space)) == "border.why.no_die_of"


def test_passive_player_uses_each_offered_die_once_and_may_stop_any_time():
    t = Table().roll("grey", "grey", "blue", "blue", "blue").complete("grey", 2).done()
    board = t.board(1)
    assert Done() in t.legal()
    blue = white_neighbours(board, "blue")
    t.cross(blue[0])
    assert t.state.spent.bit_count() == 1
    t.done()
    assert t.state.phase == ROLL and t.to_move() == 1


def test_passive_players_decide_in_seat_order_after_the_active_player():
    t = Table(seats=4, first=2).roll(*ALL5).roll(*ALL5).roll(*ALL5).done()
    order = []
    while t.state.phase == PASSIVE:
        order.append(t.to_move())
        t.done()
    assert order == [3, 0, 1]
    assert t.to_move() == 3 and t.state.active == 3


def test_passive_players_all_use_the_same_offered_dice():
    t = Table(seats=3).roll(*ALL5).roll(*ALL5).roll(*ALL5).done()
    for seat in (1, 2):
        assert t.to_move() == seat and RULES.free_dice(t.state) == 0b11111
        space = crosses(t)[0]
        t.cross(space).done()


def test_completing_an_area_in_action_2():
    t = Table()
    space, name = leave_space(t, 1, "harbour")
    others = [c for c in ALL5 if c != name][:4]
    t.roll(*([name] + others)).roll(*([name] + others)).roll(*([name] + others)).done()
    t.cross(space)
    assert t.state.points[1][area("harbour")] == GEOMETRY.areas[area("harbour")].first


# -- scoring -------------------------------------------------------------------------


def _complete_area_in_action_1(t, seat, area_name, spare=None):
    """The active ``seat`` rolls exactly the dice closing ``area_name``; ``spare`` (a colour) is left over."""
    seg, name, _ = leave_segment(t, seat, area_name)
    need = RULES.segment_need(t.state, seat, seg)
    others = [c for c in ("grey", "red", "yellow", "blue", "orange", "green") if c != name]
    if spare is not None and spare != name:
        others.remove(spare)
        others.insert(0, spare)
    faces = [name] * need + others[: 5 - need]
    t.roll(*faces)
    t.play(Complete(seg))
    return t


def test_rulebook_the_well_is_worth_4_first_and_2_later():
    t = Table()
    _complete_area_in_action_1(t, 0, "well").done()
    assert t.state.points[0][area("well")] == 4
    t.done()  # seat 1 passes its Action 2
    _complete_area_in_action_1(t, 1, "well")
    assert t.state.points[1][area("well")] == 2
    assert RULES.scores(t.state) == [4.0, 2.0]


def test_villa_the_top_area_is_worth_9_first_and_4_later():
    villa = GEOMETRY.areas[area("villa")]
    assert (villa.first, villa.later) == (9, 4)
    top = min(c[0] for c in villa.cells)
    assert top == min(c[0] for a in GEOMETRY.areas for c in a.cells)


def test_several_first_completers_in_the_same_action_2_all_score_high():
    t = Table(seats=3)
    s1, c1 = leave_space(t, 1, "windmill")
    s2, c2 = leave_space(t, 2, "windmill")
    faces = list(dict.fromkeys([c1, c2] + list(ALL5)))[:5]
    t.roll(*faces).roll(*faces).roll(*faces).done()
    t.cross(s1).done()
    assert t.state.points[1][area("windmill")] == 7
    t.cross(s2).done()
    assert t.state.points[2][area("windmill")] == 7


def test_an_area_completed_in_action_1_makes_action_2_completions_later():
    t = Table()
    space, name = leave_space(t, 1, "harbour")
    _complete_area_in_action_1(t, 0, "harbour", spare=name).done()
    assert t.state.points[0][area("harbour")] == 5
    t.cross(space)
    assert t.state.points[1][area("harbour")] == 2


def test_completing_later_in_another_round_scores_low():
    t = Table()
    _complete_area_in_action_1(t, 0, "forge").done().done()
    _complete_area_in_action_1(t, 1, "forge")
    assert t.state.points[1][area("forge")] == 3


def test_rulebook_three_firsts_and_three_laters_make_the_total():
    t = Table()
    firsts = ("meadow", "castle", "harbour")
    laters = ("well", "windmill", "chapel")
    for name in firsts:
        t.state.points[0][area(name)] = GEOMETRY.areas[area(name)].first
    for name in laters:
        t.state.points[0][area(name)] = GEOMETRY.areas[area(name)].later
    assert RULES.scores(t.state)[0] == 12 + 10 + 5 + 2 + 3 + 4 == 36
    # The rulebook's 33 is one such total: e.g. first on 12, 8 and 5, later on 2, 3 and 3.
    values = sorted(a.first for a in GEOMETRY.areas)
    assert values == list(range(4, 13))


def test_a_segment_can_complete_two_areas_at_once():
    t = Table()
    board = t.board(0)
    shared = next(s for s in board.segments
                  if s.length <= 5 and len({a for sp in s.spaces for a in GEOMETRY.areas_of_space[sp]}) >= 2)
    touched = sorted({a for sp in shared.spaces for a in GEOMETRY.areas_of_space[sp]})
    t.mark(0, [s for a in touched for s in GEOMETRY.areas[a].ring if s not in shared.spaces])
    name = BS.colours[shared.colour].id
    t.roll(*([name] * shared.length + ["grey" if name != "grey" else "red"] * (5 - shared.length)))
    t.play(Complete(shared.index))
    assert all(t.state.points[0][a] == GEOMETRY.areas[a].first for a in touched)


# -- end of the game -------------------------------------------------------------------


def _give_areas(t, seat, names):
    for name in names:
        t.mark(seat, GEOMETRY.areas[area(name)].ring)
        t.state.completed[seat] |= 1 << area(name)
        t.state.points[seat][area(name)] = GEOMETRY.areas[area(name)].later


def test_rulebook_sixth_area_in_action_1_ends_the_game_after_action_2():
    t = Table(seats=3)
    _give_areas(t, 0, far_areas("harbour", 5))
    space, name = leave_space(t, 2, "harbour", index=-1)
    _complete_area_in_action_1(t, 0, "harbour", spare=name)
    assert t.state.ending and t.state.completed[0].bit_count() == 6
    t.done()
    assert t.state.phase == PASSIVE and t.to_move() == 1
    t.done()
    assert t.to_move() == 2
    t.cross(space)
    assert t.state.points[2][area("harbour")] == 2
    t.done()
    assert t.state.phase == OVER and t.to_move() is None
    assert RULES.legal_actions(t.state) == []


def test_sixth_area_in_action_2_lets_the_other_passive_players_finish():
    t = Table(seats=3)
    _give_areas(t, 1, far_areas("harbour", 5))
    space, name = leave_space(t, 1, "harbour")
    faces = list(dict.fromkeys([name] + list(ALL5)))[:5]
    t.roll(*faces).roll(*faces).roll(*faces).done()
    t.cross(space).done()
    assert t.state.ending and t.state.phase == PASSIVE and t.to_move() == 2
    t.done()
    assert t.state.phase == OVER


def test_more_than_six_areas_all_score():
    t = Table()
    given = far_areas("harbour", 6)
    _give_areas(t, 0, given)
    _complete_area_in_action_1(t, 0, "harbour")
    assert t.state.completed[0].bit_count() == 7
    assert RULES.scores(t.state)[0] == sum(GEOMETRY.areas[area(n)].later for n in given) + 5


def test_tie_goes_to_the_highest_single_area_then_is_shared():
    t = Table(seats=3)
    t.state.points[0][area("meadow")] = 12          # 12 in one area
    t.state.points[1][area("castle")] = 10          # 10 + 2
    t.state.points[1][area("well")] = 2
    t.state.points[2][area("orchard")] = 11         # 11 + ... 1 short
    assert RULES.ranking(t.state) == [0, 1, 2]
    t.state.points[2][area("well")] = 1
    t.state.points[2][area("orchard")] = 11
    t.state.points[0][area("meadow")] = 12
    t.state.points[1] = [0] * 9
    t.state.points[1][area("meadow")] = 12
    assert RULES.ranking(t.state)[:2] == [0, 0]


# -- words -----------------------------------------------------------------------------


def test_illegal_actions_raise_with_a_reason():
    t = Table()
    with pytest.raises(IllegalAction) as err:
        t.play(Done())
    assert err.value.reason.key == "border.why.roll_first"
    assert "Roll" in tr(err.value.reason)


def test_log_lines_and_prompts_translate():
    t = Table(seats=2)
    assert "Roll" in tr(RULES.prompt(t.state))
    line = RULES.describe(t.state, Roll(), 0)
    assert line is None
    t.play(Roll())
    text = tr(RULES.describe(t.state, Dice(ALL5), CHANCE))
    assert "grey" in text and "1/3" in text
    t.play(Dice(ALL5))
    assert "1 of 3" in tr(RULES.prompt(t.state))


def test_log_line_names_a_completed_area_and_its_points():
    t = Table()
    seg, name, length = leave_segment(t, 0, "well")
    t.roll(*([name] * length + [c for c in ALL5 if c != name][: 5 - length]))
    text = tr(RULES.describe(t.state, Complete(seg), 0))
    assert "Well" in text and "4 points" in text


def test_progress_shows_round_and_points():
    t = Table(seats=3)
    assert tr(RULES.progress(t.state)) == "round 1 · points 0–0–0"
