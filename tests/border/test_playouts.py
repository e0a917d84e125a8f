"""Random complete games with 2, 3 and 4 seats, invariants checked after every action;
save/load and replay identical at every step; undo only within the current decision."""

import random

import pytest

from game.core import i18n
from game.core.match import Match, MatchConfig, Seat
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig, IllegalAction
from game.games.border.components import bits
from game.games.border.rules.actions import Complete, Cross, Dice, Done, Keep, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, OVER, PASSIVE
from tests.protocol import assert_same_seed_same_game, assert_save_load_and_replay_identical

RULES = BorderRules()
G = RULES.geometry
WHITES = len(G.whites)
EVERY_ACTION = (
    [Roll(), Done()]
    + [Keep(d, k) for d in range(5) for k in (True, False)]
    + [Complete(s) for s in range(24)]
    + [Cross(s) for s in range(len(G.spaces))]
)


class Ledger:
    """What the test itself saw: dice spent per seat, spaces crossed per action."""

    def __init__(self, state):
        self.crossed = state.crossed[:]
        self.dice_spent = [0] * state.num_seats

    def check(self, before, state, action, seat):
        for s in range(state.num_seats):
            assert state.crossed[s] & self.crossed[s] == self.crossed[s], "crossed spaces never un-cross"
        new = [(state.crossed[s] & ~self.crossed[s]).bit_count() for s in range(state.num_seats)]
        if isinstance(action, Complete):
            assert new[seat] == before.dice_needed and state.used.bit_count() - before.used.bit_count() == new[seat]
            board = RULES.board_of(state, seat)
            segment = board.segments[action.segment]
            assert all(state.dice[d] == segment.colour for d in bits(state.used & ~before.used))
        elif isinstance(action, Cross):
            assert new[seat] == 1 and (state.spent & ~before.spent).bit_count() == 1
            die = bits(state.spent & ~before.spent)[0]
            assert state.dice[die] == RULES.board_of(state, seat).colour_of[action.space]
        else:
            assert sum(new) == 0
        for s in range(state.num_seats):
            self.dice_spent[s] += new[s]
        self.crossed = state.crossed[:]


class Before:
    def __init__(self, state, action, seat):
        self.used = state.used
        self.spent = state.spent
        self.dice_needed = RULES.segment_need(state, seat, action.segment) if isinstance(action, Complete) else 0


def check_state(state, ledger):
    for seat in range(state.num_seats):
        crossed = state.crossed[seat]
        assert crossed & G.white_mask == G.white_mask
        assert crossed.bit_count() == WHITES + state.spent_by[seat] == WHITES + ledger.dice_spent[seat], (
            "every used die accounted for"
        )
        reach = 0
        for s in bits(crossed):
            reach |= G.neighbour_mask[s]
        assert state.reach[seat] == reach & ~crossed
        done = [a for a in range(len(G.areas)) if not G.areas[a].ring_mask & ~crossed]
        assert bits(state.completed[seat]) == done, "completed areas recomputed from the board agree"
        for a, area in enumerate(G.areas):
            assert state.points[seat][a] in ((area.first, area.later) if a in done else (0,))
    for a, area in enumerate(G.areas):
        firsts = [s for s in range(state.num_seats) if state.points[s][a] == area.first]
        assert bool(firsts) == (state.first_stamp[a] >= 0)
    if state.phase == PASSIVE:
        assert state.spent & ~state.offer == 0
        assert state.spent.bit_count() <= (1 if state.pick_one else state.offer.bit_count())
    if state.phase in (KEEP, CROSS, PASSIVE):
        assert all(0 <= d < len(RULES.colour_ids) for d in state.dice)
    assert RULES.scores(state) == [float(sum(p)) for p in state.points]


MALFORMED = (Keep(0, 1), Keep(True, True), Keep(9, True), Cross(True), Cross(-1), Cross(10_000), Complete(-1),
             Complete(1.0), Dice(("x",)), Dice(["sun"]), Dice((None, None, None, None, None)))


def check_legality(state, chance=False):
    legal = set(RULES.legal_actions(state))
    for action in () if chance else EVERY_ACTION:
        reason = RULES.why_illegal(state, action)
        assert (reason is None) == (action in legal), (action, reason)
        if reason is not None:
            assert i18n.has(reason.key), reason.key
        check_apply_agrees(state, action, reason)
    for action in MALFORMED:
        reason = RULES.refusal(state, action)
        assert reason is not None, action
        check_apply_agrees(state, action, reason)


def check_apply_agrees(state, action, reason):
    """``apply``'s quick test of the common legal actions never lets through what ``refusal`` refuses."""
    after = state.clone()
    try:
        RULES.apply(after, action)
    except IllegalAction:
        assert reason is not None or RULES.refusal(state, action) is not None, action
        assert after.to_json() == state.to_json()
    else:
        assert reason is None and RULES.refusal(state, action) is None, action


def play_random_game(seats, seed, legality_every=0):
    rng = Rng(seed)
    state = RULES.setup(RULES.check_config(GameConfig(seats, {})))
    ledger = Ledger(state)
    steps = 0
    while True:
        seat = RULES.to_move(state)
        if seat is None:
            break
        if seat == CHANCE:
            if legality_every and steps % legality_every == 0:
                check_legality(state, chance=True)
            action = RULES.sample_chance(state, rng)
        else:
            if legality_every and steps % legality_every == 0:
                check_legality(state)
            action = rng.choice(RULES.legal_actions(state))
        before = Before(state, action, seat)
        RULES.apply(state, action)
        ledger.check(before, state, action, seat)
        check_state(state, ledger)
        steps += 1
    assert state.phase == OVER and state.ending
    assert max(c.bit_count() for c in state.completed) >= RULES.bs.end_areas
    return state


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_keep_every_invariant(seats):
    for g in range(25):
        play_random_game(seats, 1000 * seats + g, legality_every=7 if g < 4 else 0)


def test_why_illegal_agrees_with_legal_actions_in_every_phase():
    play_random_game(3, 77, legality_every=1)


@pytest.mark.parametrize("seats", [2, 4])
def test_save_load_and_replay_identical_at_every_step(seats):
    for g in range(2):
        config = MatchConfig("border", [Seat(f"P{i}") for i in range(seats)], {}, seed=g)
        assert_save_load_and_replay_identical(RULES, config, g)


def test_clone_is_independent():
    state = play_random_game(2, 5)
    copy = state.clone()
    assert copy.to_json() == state.to_json()
    copy.crossed[0] = 0
    copy.points[1][0] = 99
    copy.dice[0] = 5
    assert state.to_json() != copy.to_json()
    assert state.crossed[0] != 0 and state.points[1][0] != 99


def test_same_seed_same_game():
    assert_same_seed_same_game(RULES, "border", 3)


def test_every_log_line_and_prompt_has_its_strings():
    for lang in ("en", "pt"):
        i18n.set_language(lang)
        try:
            match = Match(RULES, MatchConfig("border", [Seat("A"), Seat("B"), Seat("C")], {}, seed=3))
            rng = random.Random(3)
            while not match.is_over():
                text = i18n.tr(RULES.prompt(match.state))
                assert "border." not in text and "{" not in text
                match.play(rng.choice(match.legal_actions()))
            for entry in match.log:
                text = i18n.tr(entry.text)
                assert "border." not in text and "{" not in text, text
        finally:
            i18n.set_language("en")


# -- undo through a Match ---------------------------------------------------------------


def _match(seats=2):
    config = MatchConfig("border", [Seat(f"P{i}") for i in range(seats)], {"first": "seat1"}, seed=11)
    return Match(RULES, config)


def test_undo_within_the_roll_decision_but_never_across_a_roll():
    match = _match()
    assert not match.can_undo()
    match.play(Roll())  # the dice are rolled at once (a chance action)
    assert not match.can_undo(), "a roll revealed new dice"
    match.play(Keep(0, True))
    assert match.can_undo()
    match.undo()
    assert match.state.aside == 0 and not match.can_undo()


def test_undo_a_completed_segment_before_done():
    match = _match()
    match.play(Roll())
    while match.state.phase == KEEP:
        completes = [a for a in match.legal_actions() if isinstance(a, Complete)]
        if completes:
            break
        match.play(Roll() if Roll() in match.legal_actions() else Done())
    completes = [a for a in match.legal_actions() if isinstance(a, Complete)]
    if not completes:
        pytest.skip("this seed never offers a segment")
    before = match.state.to_json()
    match.play(completes[0])
    assert match.can_undo()
    match.undo()
    assert match.state.to_json() == before


def test_no_undo_after_passing_the_turn_and_passive_undo_before_done():
    match = _match(seats=3)
    match.play(Roll())
    match.play(Done())
    assert match.to_move() == 1 and not match.can_undo(), "Action 1 is over: the next seat decides"
    crosses = [a for a in match.legal_actions() if isinstance(a, Cross)]
    assert crosses, "all five dice are offered next to the white spaces"
    match.play(crosses[0])
    assert match.can_undo()
    match.undo()
    assert match.state.spent == 0
    match.play(Done())
    assert match.to_move() == 2 and not match.can_undo()


def test_two_players_the_passive_seat_may_take_back_its_done_before_rolling():
    # Nothing was revealed and the same person decides next (Match's undo policy).
    match = _match(seats=2)
    match.play(Roll())
    match.play(Done())
    match.play(Done())
    assert match.to_move() == 1 and match.can_undo()
    match.play(Roll())
    assert not match.can_undo()


def test_bot_seats_cannot_be_undone():
    config = MatchConfig("border", [Seat("A"), Seat("B", kind="bot", level="easy")], {"first": "seat1"}, seed=2)
    match = Match(RULES, config)
    match.play(Roll())
    match.play(Done())
    match.play(Done())
    assert not match.can_undo()


def test_dice_are_chance_actions_in_the_log():
    match = _match()
    match.play(Roll())
    assert isinstance(match.actions[-1], Dice) and match.actions[-1].chance
    assert match.actors[-1] == CHANCE
