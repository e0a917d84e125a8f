"""The Border's computer players: legal, complete games; sensible choices in clear positions."""

import pytest

from game import games
from game.core.coach import appraised_loss
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.border.bot import LEVELS, EasyBot, HardBot, make_bot
from game.games.border.rules.actions import Complete, Cross, Done, Roll
from game.games.border.rules.state import CROSS, PASSIVE, ROLLING
from tests.border.tables import RULES, Table, area, leave_segment, leave_space

ALL5 = ("grey", "red", "yellow", "blue", "orange")


def test_levels_weakest_first_and_the_registry_offers_them():
    assert LEVELS == ("random", "easy", "hard")
    assert "border" in games.playable_by_bots()
    assert games.bot_levels("border") == LEVELS
    for level in LEVELS:
        assert make_bot(level, 1) is not None
    with pytest.raises(ValueError):
        make_bot("expert", 1)


@pytest.mark.parametrize("levels", [("hard", "easy"), ("easy", "random", "hard"), ("random", "easy", "hard", "easy")])
def test_bots_play_complete_games_with_legal_moves(levels):
    state = RULES.setup(RULES.check_config(GameConfig(len(levels), {})))
    bots = [make_bot(level, i) for i, level in enumerate(levels)]
    rng = Rng(len(levels))
    while (seat := RULES.to_move(state)) is not None:
        if seat == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        view = RULES.view(state, seat)
        before = view.to_json()
        action = bots[seat].choose(RULES, view, seat)
        assert view.to_json() == before, "bots never change the view they are given"
        assert RULES.why_illegal(state, action) is None
        RULES.apply(state, action)
    assert RULES.ranking(state)


@pytest.mark.parametrize("bot", [EasyBot(1), HardBot(1)], ids=["easy", "hard"])
def test_bots_complete_an_area_when_the_dice_allow(bot):
    t = Table()
    seg, name, _ = leave_segment(t, 0, "well")
    need = RULES.segment_need(t.state, 0, seg)
    t.roll(*ALL5).roll(*ALL5).roll(*([name] * need + [c for c in ALL5 if c != name][: 5 - need]))
    assert t.state.phase == CROSS
    chosen = []
    while t.state.phase == CROSS:
        action = bot.choose(RULES, RULES.view(t.state, 0), 0)
        chosen.append(action)
        t.play(action)
    assert Complete(seg) in chosen
    assert t.state.points[0][area("well")] == 4


@pytest.mark.parametrize("bot", [EasyBot(2), HardBot(2)], ids=["easy", "hard"])
def test_passive_bots_close_an_area_with_an_offered_die(bot):
    t = Table()
    space, name = leave_space(t, 1, "harbour")
    faces = list(dict.fromkeys([name] + list(ALL5)))[:5]
    t.roll(*faces).roll(*faces).roll(*faces).done()
    assert t.state.phase == PASSIVE and t.to_move() == 1
    while t.state.phase == PASSIVE:
        t.play(bot.choose(RULES, RULES.view(t.state, 1), 1))
    assert t.state.points[1][area("harbour")] == 5


def test_hard_sets_aside_dice_then_rolls_or_uses_them():
    t = Table()
    t.mark(0, t.spaces(0, "blue", 5)[:3])
    t.roll("blue", "blue", "grey", "red", "green")
    bot = HardBot(3)
    actions = []
    for _ in range(8):
        action = bot.choose(RULES, RULES.view(t.state, 0), 0)
        actions.append(action)
        t.play(action)
        if RULES.to_move(t.state) != 0 or isinstance(action, Done):
            break
    # The two blue dice finish the blue segment of five: they are used or kept, never re-rolled.
    if t.state.phase == ROLLING:
        assert t.state.aside & 0b11 == 0b11
    else:
        assert Complete(RULES.bs.segment_id(RULES.bs.colour_index("blue"), 5)) in actions


def test_hard_search_is_bounded_by_the_dice_not_by_a_clock(monkeypatch):
    """Each decision of Hard values every multiset of the dice at most once (the expectimax's stop
    values, memoised) plus the plan it completes: its time is measured by selfplay, not here."""
    import math

    from game.games.border.bot.plan import Planner

    calls = [0]
    best = Planner.best

    def counted(self, *args, **kwargs):
        calls[0] += 1
        return best(self, *args, **kwargs)

    monkeypatch.setattr(Planner, "best", counted)
    state = RULES.setup(RULES.check_config(GameConfig(4, {})))
    bots = [HardBot(i) for i in range(4)]
    colours = bots[0].planner(RULES, RULES.view(state, 0), 0).colours
    bound = math.comb(RULES.bs.dice + colours - 1, RULES.bs.dice) + 1
    rng = Rng(9)
    most = decisions = 0
    while (seat := RULES.to_move(state)) is not None:
        if seat == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        calls[0] = 0
        action = bots[seat].choose(RULES, RULES.view(state, seat), seat)
        most, decisions = max(most, calls[0]), decisions + 1
        RULES.apply(state, action)
    assert decisions > 100 and 0 < most <= bound


def test_random_bot_plays_only_legal_actions():
    bot = make_bot("random", 5)
    t = Table().roll(*ALL5)
    for _ in range(20):
        if t.to_move() not in (0, 1):
            break
        action = bot.choose(RULES, RULES.view(t.state, t.to_move()), t.to_move())
        assert action in t.legal()
        t.play(action)
        if isinstance(action, Cross | Done) and t.to_move() == CHANCE:
            break


@pytest.mark.parametrize("seats", [2, 4])
def test_each_level_gives_the_same_moves_for_the_same_seed(seats):
    """Levels are defined by what they search, never by a clock: same seed, same game."""

    def moves() -> list:
        state = RULES.setup(RULES.check_config(GameConfig(seats, {})))
        bots = [make_bot("hard" if i == 0 else "easy", 40 + i) for i in range(seats)]
        rng = Rng(seats)
        out = []
        for _ in range(150):
            seat = RULES.to_move(state)
            if seat is None:
                break
            action = RULES.sample_chance(state, rng) if seat == CHANCE else bots[seat].choose(
                RULES, RULES.view(state, seat), seat)
            out.append(action)
            RULES.apply(state, action)
        return out

    assert moves() == moves()


def _close(t: Table, seat: int, name: str, first: bool = True) -> None:
    """``seat`` has closed area ``name`` in an earlier round (its first value, or its later one)."""
    a = area(name)
    t.mark(seat, RULES.geometry.areas[a].ring)
    t.state.completed[seat] |= 1 << a
    t.state.points[seat][a] = RULES.first_value[a] if first else RULES.later_value[a]
    t.state.first_stamp[a] = 0


def _action_one(t: Table, bot, seat: int = 0) -> list:
    """``bot`` plays its Action 1 to the end (the dice are rolled); the actions it chose."""
    chosen = []
    while t.state.phase == CROSS:
        action = bot.choose(RULES, RULES.view(t.state, seat), seat)
        chosen.append(action)
        t.play(action)
    return chosen


def test_hard_ahead_in_the_race_uses_its_dice_rather_than_hand_all_five_to_its_rivals():
    """A hand-played game at three seats: Hard, far ahead, ended its rolls three times using no
    die, though a segment could be completed.  Its completion model took the game's tempo after
    each candidate, so a segment that closed nothing lowered its own open areas' chances below
    doing nothing.  Here only the red segment can be completed; it closes no area."""
    t = Table(3)
    for name in ("castle", "villa", "windmill", "meadow"):
        _close(t, 0, name)
    faces = ("red", "red", "blue", "orange", "orange")
    t.roll(*faces).roll(*faces).roll(*faces)
    (only,) = RULES.completable(t.state)
    crossed = t.state.crossed[0] | RULES.tables_of(t.state, 0).seg_mask[only]
    assert all(ring & ~crossed or t.state.completed[0] >> a & 1 for a, ring in enumerate(RULES.ring_mask))
    assert _action_one(t, HardBot(1)) == [Complete(only), Done()]


def test_hard_ends_the_game_when_that_wins_it_whatever_the_rivals_cross():
    """Hard has five areas and 36 points against 20; one die closes the orchard (11 more) and
    ends the game a sure win, which beats the larger margin it only hoped for by using its dice
    on other segments and playing on (what it did)."""
    t = Table(2)
    for name in ("castle", "villa", "windmill", "well", "forge"):
        _close(t, 0, name)
    for name in ("chapel", "meadow"):
        _close(t, 1, name)
    seg, colour_name, _ = leave_segment(t, 0, "orchard")
    assert RULES.segment_need(t.state, 0, seg) == 1
    faces = (colour_name, colour_name, "red", "red", "yellow")
    t.roll(*faces).roll(*faces).roll(*faces)
    assert Complete(seg) in _action_one(t, HardBot(1))
    assert t.state.ending


def test_a_win_is_sure_only_if_no_rival_can_catch_up_with_the_dice_left():
    from game.games.border.bot import Evaluator, Standing

    t = Table(2)
    for name in ("castle", "windmill"):  # far from the meadow
        _close(t, 1, name)  # 17 points
    _space, colour_name = leave_space(t, 1, "meadow")  # 12 more with one die of this colour
    for name in ("villa", "well"):
        _close(t, 0, name)  # 13 points
    state = t.state
    ev = Evaluator(RULES, HardBot(1).weights(2))
    standing = Standing(ev, state, 0, None)
    ending = state.crossed[0] | RULES.ring_mask[area("orchard")]
    assert ev.points_after(state, 0, ending) == 24  # the orchard first: 11 more
    colours = len(RULES.colour_ids)
    needed = RULES.bs.colour_index(colour_name)
    one = tuple(int(c == needed) for c in range(colours))
    other = tuple(int(c == (needed + 1) % colours) for c in range(colours))
    assert standing.sure_win(state, ending, (0,) * colours, False)
    assert standing.sure_win(state, ending, other, False)
    assert not standing.sure_win(state, ending, one, False)  # 17 + 12 > 24
    assert not standing.sure_win(state, ending, (1,) * colours, True)  # it picks that die


def test_appraise_values_every_legal_move_and_ranks_hards_choice_first():
    from game.games.border.bot import appraise

    t = Table()
    seg, name, _ = leave_segment(t, 0, "well")
    need = RULES.segment_need(t.state, 0, seg)
    faces = [name] * need + [c for c in ALL5 if c != name][: 5 - need]
    t.roll(*faces)
    view = RULES.view(t.state, 0)
    for phase_view in (view,):
        found = appraise(RULES, phase_view, 0)
        assert [a for a, _ in found] == RULES.legal_actions(phase_view)
        assert all(isinstance(v, float) and v == v for _, v in found)
    values = dict(found)
    # Closing the well now beats ending Action 1 with no die used.
    assert values[Complete(seg)] > values[Done()]
    assert appraise(RULES, view, 1) == []  # not seat 1's turn


def test_appraise_in_the_last_roll_agrees_with_hards_choice():
    from game.games.border.bot import appraise

    t = Table(3)
    seg, name, _ = leave_segment(t, 0, "harbour")
    faces = [name] * 3 + [c for c in ALL5 if c != name][:2]
    t.roll(*faces).roll(*faces).roll(*faces)
    assert t.state.phase == CROSS
    found = dict(appraise(RULES, RULES.view(t.state, 0), 0))
    chosen = HardBot(5).choose(RULES, RULES.view(t.state, 0), 0)
    assert found[chosen] >= max(found.values()) - 1e-9


def test_appraise_passive_crosses_by_the_best_sequence_they_start():
    from game.games.border.bot import appraise

    t = Table()
    space, name = leave_space(t, 1, "harbour")
    faces = list(dict.fromkeys([name] + list(ALL5)))[:5]
    t.roll(*faces).roll(*faces).roll(*faces).done()
    assert t.state.phase == PASSIVE and t.to_move() == 1
    found = dict(appraise(RULES, RULES.view(t.state, 1), 1))
    assert set(found) == set(RULES.legal_actions(t.state))
    assert found[Cross(space)] >= max(found.values()) - 1e-9  # it closes the harbour (in any order)
    assert found[Cross(space)] > found[Done()]


def test_appraise_keep_and_roll_read_the_expected_value_of_the_roll():
    from game.games.border.bot import appraise

    t = Table()
    t.mark(0, t.spaces(0, "blue", 5)[:3])
    t.roll("blue", "blue", "grey", "red", "green")
    found = dict(appraise(RULES, RULES.view(t.state, 0), 0))
    keep_blue = found[RULES.keep_actions[0][0]]  # set the first blue die aside
    assert keep_blue >= found[Roll()]  # keeping a blue that the segment of five needs is no worse
    assert all(found[a] <= max(found.values()) for a in found)


def test_the_coach_appraises_with_hards_own_appraisal_not_the_generic_fallback():
    from game.core.bots import ChoiceAppraiser
    from game.games.border.bot import appraise

    t = Table()
    t.mark(0, t.spaces(0, "blue", 5)[:3])
    t.roll("blue", "blue", "grey", "red", "green")
    view = RULES.view(t.state, 0)
    coach = games.make_coach("border", seed=3)
    appraiser = coach.make(11)
    assert isinstance(appraiser, HardBot) and not isinstance(appraiser, ChoiceAppraiser)
    found = appraiser.appraise(RULES, view, 0)
    assert found == appraise(RULES, view, 0)
    assert [a for a, _ in found] == RULES.legal_actions(view)  # every move, not only the choice


def _easy_game_until(seats: int, seed: int, stop) -> object:
    """A game of easy players (dice from ``Rng(seed)``) up to the first state where ``stop(state, seat)``."""
    state = RULES.setup(RULES.check_config(GameConfig(seats, {})))
    bots = [EasyBot(seed * 10 + i) for i in range(seats)]
    rng = Rng(seed)
    while (seat := RULES.to_move(state)) is not None:
        if seat == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        if stop(state, seat):
            return state
        RULES.apply(state, bots[seat].choose(RULES, RULES.view(state, seat), seat))
    raise AssertionError("the game ended first")


EFFORT_AND_TEMPO = (0.0687, -0.058, 0.0052, -0.8033, -1.0113, 0.8945, 0.0, 0.0, 0.0)
"""The 3-seat completion model the next two positions were found with (effort and tempo only): the
model of all ten inputs already sees there what ``outlook`` and ``next_turn`` add, so each knob's
own effect is shown against this one."""


def test_hard_passive_cross_looks_ahead_to_the_next_passive_dice():
    """Round 5 of a three-seat game: seat 0, passive, may cross blue 33, 52 or 84 (or orange 3).
    The three blue crosses are worth about the same now; 33 brings two new spaces next to its
    crosses (blue 24 and orange 32), the others one each.  The look-ahead (``Weights.outlook``:
    what a die of the coming passive turns could do after the cross) takes 33, where hard
    without it took 52."""
    import dataclasses

    from game.games.border.bot import HARD_WEIGHTS

    state = _easy_game_until(3, 0, lambda s, seat: s.phase == PASSIVE and s.round == 5 and seat == 0)
    view = RULES.view(state, 0)
    assert sorted(RULES.crossable(view)) == [3, 33, 52, 84]
    nm = RULES.geometry.neighbour_mask
    fresh = {s: (nm[s] & ~view.crossed[0] & ~view.reach[0]).bit_count() for s in (33, 52, 84)}
    assert fresh == {33: 2, 52: 1, 84: 1}
    weights = dataclasses.replace(HARD_WEIGHTS[3], completion=EFFORT_AND_TEMPO)
    assert weights.outlook > 0
    assert HardBot(1, weights).passive_plan(RULES, view, 0)[0] == 33
    assert HardBot(1, dataclasses.replace(weights, outlook=0.0)).passive_plan(RULES, view, 0)[0] == 52


def test_hard_passive_cross_counts_what_it_does_for_its_next_roll():
    """Round 12 of a three-seat game: seat 0, passive, one blue die offered.  Blue 82 (a 3-space
    segment of areas 7 and 8, then two spaces from complete) and blue 32 (a 5-space segment of
    areas 2 and 5 with three open, then two from complete) are worth about the same on the board
    (0.04 apart).  Counted with what its next Action 1 can be expected to add from the board each
    leaves (``Weights.next_turn``: an expectimax over that turn's rolls), 32 is the better one
    (its next roll gains 1.84 against 1.61); hard without it took 82."""
    import dataclasses

    from game.games.border.bot import HARD_WEIGHTS

    state = _easy_game_until(3, 4, lambda s, seat: s.phase == PASSIVE and s.round == 12 and seat == 0)
    view = RULES.view(state, 0)
    offered = [RULES.colour_ids[view.dice[d]] for d in RULES.dice_bits[view.offer]]
    assert offered == ["blue"] and {32, 82} <= set(RULES.crossable(view))
    weights = dataclasses.replace(HARD_WEIGHTS[3], completion=EFFORT_AND_TEMPO)
    assert weights.next_turn > 0
    bot = HardBot(1, weights)
    ev = bot.evaluator(RULES, view)
    gains = {}
    for space in (32, 82):
        after = view.clone()
        RULES.apply(after, RULES.cross_actions[space])
        gains[space] = bot.next_gain(RULES, ev, after, 0)
    assert gains[32] > gains[82]
    assert bot.passive_plan(RULES, view, 0) == [32]
    assert HardBot(1, dataclasses.replace(weights, next_turn=0.0)).passive_plan(RULES, view, 0) == [82]
    # the hint and the coach agree with the player: 32 is the appraisal's best, no mistake
    appraisal = bot.appraise(RULES, view, 0)
    best = max(appraisal, key=lambda item: item[1])
    assert best[0] == RULES.cross_actions[32]
    assert appraised_loss(appraisal, RULES.cross_actions[32]) == (RULES.cross_actions[32], 0.0)


def test_hard_at_four_seats_counts_the_segments_its_next_roll_can_complete():
    """Round 13 of a four-seat game: seat 0, passive, one grey die offered.  Grey 4 takes a 5-space
    segment from 4 open spaces to 3 (areas 0 and 1, the larger cut in effort); grey 28 leaves a
    4-space segment one die from complete (areas 0 and 3), which an Action 1 aimed at it completes
    94 % of the time (``TURN_CHANCE``).  The 4-seat completion model counts each area's chances of
    having its segments completed by one Action 1 (``Evaluator.turn_chances``): hard takes 28,
    where the model without them took 4."""
    from game.games.border.bot import HARD_WEIGHTS
    from game.games.border.bot.evaluate import TURN_CHANCE

    state = _easy_game_until(4, 4, lambda s, seat: s.phase == PASSIVE and s.round == 13 and seat == 0)
    view = RULES.view(state, 0)
    offered = [RULES.colour_ids[view.dice[d]] for d in RULES.dice_bits[view.offer]]
    assert offered == ["grey"] and {4, 28} <= set(RULES.crossable(view))
    tables = RULES.tables_of(view, 0)
    segment = {s: next(i for i, m in enumerate(tables.seg_mask) if m >> s & 1) for s in (4, 28)}
    open_left = {s: (tables.seg_mask[segment[s]] & ~view.crossed[0]).bit_count() - 1 for s in (4, 28)}
    assert open_left == {4: 3, 28: 1}
    bot = HardBot(1)
    assert bot.passive_plan(RULES, view, 0) == [28]
    assert len(HARD_WEIGHTS[4].completion) == 10 and HARD_WEIGHTS[4].completion[9] > 0
    ev = bot.evaluator(RULES, view)
    before = ev.turn_chances(view, 0, view.crossed[0])
    after = ev.turn_chances(view, 0, view.crossed[0] | 1 << 28)
    assert after[0] - before[0] == pytest.approx(TURN_CHANCE[1] - TURN_CHANCE[2])


def test_hard_at_three_seats_counts_the_segments_its_next_roll_can_complete():
    """Round 17 of a three-seat game of easy players: seat 0, passive, a grey and a green die
    offered.  The 3-seat completion model has all ten inputs, the next turn's chances among them
    (``Evaluator.turn_chances``): hard crosses 26 and 53, where the model of effort and tempo
    only crossed 63 and 21."""
    from game.games.border.bot import HARD_WEIGHTS

    state = _easy_game_until(3, 0, lambda s, seat: s.phase == PASSIVE and s.round == 17 and seat == 0)
    view = RULES.view(state, 0)
    offered = sorted(RULES.colour_ids[view.dice[d]] for d in RULES.dice_bits[view.offer])
    assert offered == ["green", "grey"] and {21, 26, 53, 63} <= set(RULES.crossable(view))
    assert len(HARD_WEIGHTS[3].completion) == 10 and HARD_WEIGHTS[3].completion[9] > 0
    assert HardBot(1).passive_plan(RULES, view, 0) == [26, 53]
