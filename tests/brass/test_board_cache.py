"""The Board's answers kept per board position (network.Version): shared by clones and by every
Board of a position, never stale for a Board built after a change, never saved, and always the
answers a Board of a fresh copy of the state gives."""

from __future__ import annotations

import json

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.brass.rules.network import COAL_MINE, Board, Version
from game.games.brass.rules.state import AUTOMA, BOARD_CACHE, HUMAN, NOBODY, BrassState
from tests.brass.helpers import RULES, T, blank, link, loc


def fresh(state: BrassState) -> BrassState:
    """The same state with nothing cached (through its JSON)."""
    return RULES.state_from_json(json.loads(json.dumps(state.to_json())))


def answers(state: BrassState) -> dict:
    """Most of what a Board says about ``state``."""
    b = Board(T, state)
    out: dict = {"comp": list(b.comp)}
    for owner in (HUMAN, AUTOMA):
        out[f"net{owner}"] = sorted(b.network(owner))
        out[f"tiles{owner}"] = list(b.tiles(owner))
        out[f"lines{owner}"] = b.links_touching(owner)
        out[f"blocked{owner}"] = sorted(b.canal_blocked(owner))
    out["coal"] = [b.coal_reachable([x]) for x in range(T.n_loc)]
    out["coal2"] = [b.coal_problem(T.link_ends[li], 2) for li in range(T.n_link)]
    out["iron"] = (b.iron_on_board(), b.iron_works_with_iron())
    out["beer"] = [b.breweries(HUMAN, [x], 0) for x in range(T.n_loc)]
    out["buyers"] = [b.merchants_for(sp) for sp in range(T.n_space) if state.sp_owner[sp] != NOBODY]
    out["links"] = [b.link_value(li) for li in range(T.n_link)]
    out["free"] = [b.free_spaces_for(x, i) for x in range(T.n_loc) for i in range(6)]
    return out


def test_cached_answers_equal_a_fresh_boards_at_every_step():
    for seed, options in ((1, {}), (2, {"difficulty": "hard"})):
        state = RULES.setup(RULES.check_config(GameConfig(1, options)))
        rng = Rng(seed)
        step = 0
        while (seat := RULES.to_move(state)) is not None:
            if seat == CHANCE:
                RULES.apply(state, RULES.sample_chance(state, rng))
                continue
            legal = RULES.legal_actions(state)
            copy = fresh(state)
            assert legal == RULES.legal_actions(copy)
            if step % 7 == 0:
                assert answers(state) == answers(copy)
            RULES.apply(state, rng.choice(legal))
            step += 1


def test_a_board_built_after_a_change_sees_it():
    state = blank()
    before = Board(T, state)
    assert not before.connected(loc("birmingham"), loc("oxford"))
    state.link_owner[link("birmingham", "oxford")] = HUMAN
    after = Board(T, state)
    assert after.connected(loc("birmingham"), loc("oxford"))
    assert loc("oxford") in after.network(HUMAN)
    where, spaces = T.industry_spots[COAL_MINE][0]
    had = Board(T, state).coal_reachable([where])
    state.sp_owner[spaces[0]], state.sp_ind[spaces[0]], state.sp_level[spaces[0]] = HUMAN, COAL_MINE, 1
    state.sp_cubes[spaces[0]] = 2
    assert Board(T, state).coal_reachable([where]) == had + 2


def test_clones_share_the_position_until_one_changes():
    state = blank()
    Board(T, state).network(HUMAN)
    copy = state.clone()
    assert getattr(copy, BOARD_CACHE) is getattr(state, BOARD_CACHE)
    copy.link_owner[link("birmingham", "oxford")] = HUMAN
    assert loc("oxford") in Board(T, copy).network(HUMAN)
    assert loc("oxford") not in Board(T, state).network(HUMAN)
    assert getattr(copy, BOARD_CACHE) is not getattr(state, BOARD_CACHE)


def test_a_board_asked_after_its_state_changed_spoils_nothing():
    state = blank()
    copy = state.clone()
    b = Board(T, state)  # the position both share
    state.link_owner[link("birmingham", "oxford")] = HUMAN
    assert b.connected(loc("birmingham"), loc("oxford"))  # worked out now, from the state as it is
    assert not Board(T, copy).connected(loc("birmingham"), loc("oxford"))
    assert answers(copy) == answers(fresh(copy))


def test_never_saved():
    state = blank()
    Board(T, state).network(HUMAN)
    assert isinstance(getattr(state, BOARD_CACHE), Version)
    data = state.to_json()
    assert BOARD_CACHE not in data
    json.dumps(data)
    assert BOARD_CACHE not in RULES.state_from_json({**data, BOARD_CACHE: None}).__dict__
