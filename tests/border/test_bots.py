"""The Border's computer players: legal, complete games; sensible choices in clear positions."""

import pytest

from game import games
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.border.bot import LEVELS, EasyBot, HardBot, make_bot
from game.games.border.rules.actions import Complete, Cross, Done
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


def test_hard_decides_quickly():
    import time

    state = RULES.setup(RULES.check_config(GameConfig(4, {})))
    bots = [HardBot(i) for i in range(4)]
    rng = Rng(9)
    slowest = 0.0
    for _ in range(400):
        seat = RULES.to_move(state)
        if seat is None:
            break
        if seat == CHANCE:
            RULES.apply(state, RULES.sample_chance(state, rng))
            continue
        start = time.perf_counter()
        action = bots[seat].choose(RULES, RULES.view(state, seat), seat)
        slowest = max(slowest, time.perf_counter() - start)
        RULES.apply(state, action)
    assert slowest < 2.0


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
