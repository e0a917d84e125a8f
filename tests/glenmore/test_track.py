"""The track: setup per player count, the rearmost figure moves (perhaps again), tiles left
behind leave the game, refilling, the scorings' triggers, the die at 2-3 players, Skip."""

import json

import pytest

from game.core.rules import CHANCE, GameConfig, IllegalAction
from game.games.glenmore.rules.actions import Roll, Skip, Take
from game.games.glenmore.rules.state import CHOOSE, DIE, FILL, NO_TILE, OVER
from tests.glenmore.helpers import DATA, RULES, new_game, play, resolve, tile_of

SPACES = DATA.board.spaces


@pytest.mark.parametrize("players, tiles, die", [(2, 10, True), (3, 9, True), (4, 9, False), (5, 8, False)])
def test_setup_per_player_count(players, tiles, die):
    state = new_game(players)
    on_track = [t for t in state.track if t != NO_TILE]
    assert len(on_track) == tiles
    assert sum(1 for t in on_track if DATA.tiles[t].deck == 0) == 8
    assert state.decks[0] == [] and len(state.decks[1]) == 23 - (tiles - 8)
    assert state.has_die == die
    assert state.figures[:players] == list(range(players))
    if die:
        assert state.figures[players] == players
    assert state.is_empty(SPACES - 1), "the space behind the start player stays empty"
    assert state.current == 0 and state.phase == CHOOSE
    assert all(state.coins[s] == 6 for s in range(players))
    assert all(state.total_members(s) == 1 for s in range(players))


def test_a_random_start_player_is_a_chance_outcome():
    state = RULES.setup(RULES.check_config(GameConfig(3, {"first": "random"})))
    assert RULES.to_move(state) == CHANCE
    resolve(state, seed=4)
    start = state.start_player
    assert state.current == start and state.figures[start] == 0


def figure_example():
    """The rulebook's picture: red (seat 0) is rearmost; ahead lie a grain field, a village,
    yellow's figure (seat 1), then a forest."""
    state = new_game(4)
    order = [(0, "fig", 0), (1, "tile", tile_of("grain_field", "road")), (2, "tile", tile_of("village", "road")),
             (3, "fig", 1), (4, "tile", tile_of("forest", "road")), (6, "fig", 2), (8, "fig", 3)]
    deck_tiles = [t for t in state.track if t != NO_TILE]
    state.track = [NO_TILE] * SPACES
    for space, what, value in order:
        if what == "fig":
            state.figures[value] = space
        else:
            state.track[space] = value
            if value in deck_tiles:
                deck_tiles.remove(value)
    others = iter(deck_tiles + state.decks[1])
    for space in range(SPACES - 1):
        if state.is_empty(space):
            state.track[space] = next(others)
    state.decks[1] = [t for t in state.decks[1] if t not in state.track]
    return state


def end_turn(state):
    """Finish the activation step (and the moves) without doing anything."""
    while state.phase != FILL:
        play(state, RULES.legal_actions(state)[-1])


@pytest.mark.parametrize("space, next_seat, removed", [(1, 0, 0), (2, 0, 1), (4, 1, 2)])
def test_the_rearmost_figure_moves_again_if_it_stays_rearmost(space, next_seat, removed):
    state = figure_example()
    assert RULES.rearmost(state) == 0
    play(state, Take(space))
    play(state, RULES.legal_actions(state)[0])  # the first free cell
    end_turn(state)
    assert len(state.removed) == removed
    resolve(state)
    assert state.current == next_seat
    assert sum(1 for s in range(SPACES) if state.is_empty(s)) == 1
    assert state.is_empty((state.figures[next_seat] - 1) % SPACES), "the gap is right behind the rearmost figure"


def test_the_last_tile_of_deck_one_triggers_the_first_scoring():
    state = new_game(4)
    state.removed += state.decks[1][1:]
    state.decks[1] = state.decks[1][:1]
    play(state, Take(5))
    play(state, RULES.legal_actions(state)[0])
    end_turn(state)
    resolve(state)
    assert len(state.scorings) == 1 and state.scorings[0]["number"] == 1
    assert state.decks[1] == []
    assert state.phase == CHOOSE


def test_the_game_ends_right_after_the_third_scoring():
    state = new_game(4)
    for deck in (1, 2):
        state.removed += state.decks[deck]
        state.decks[deck] = []
    state.removed += state.decks[3][1:]
    state.decks[3] = state.decks[3][:1]
    play(state, Take(5))
    play(state, RULES.legal_actions(state)[0])
    end_turn(state)
    resolve(state)
    assert state.phase == OVER and RULES.to_move(state) is None
    assert [r["number"] for r in state.scorings] == [3], "decks 1 and 2 were emptied by hand"
    assert state.final is not None


def die_state(players=2):
    """The die is rearmost on space 0; a player's figure stands on space 1."""
    state = new_game(players)
    state.track = [NO_TILE] * SPACES
    state.figures[state.die_index] = 0
    state.figures[0] = 1
    for seat in range(1, players):
        state.figures[seat] = 5 + seat
    supply = iter(state.decks[1])
    for space in range(SPACES - 1):
        if state.is_empty(space):
            state.track[space] = next(supply)
    state.decks[1] = [t for t in state.decks[1] if t not in state.track]
    state.phase = DIE
    return state


@pytest.mark.parametrize("players", [2, 3])
def test_the_die_counts_occupied_spaces_and_its_tile_leaves_the_game(players):
    state = die_state(players)
    assert RULES.to_move(state) == CHANCE
    doomed = state.track[3]
    RULES.apply(state, Roll(3))
    assert state.figures[state.die_index] == 3 and state.removed == [doomed]
    resolve(state)
    assert state.phase == CHOOSE and state.current == 0


def test_a_die_stopping_on_a_figure_goes_on_to_the_next_tile():
    state = die_state()
    doomed = state.track[2]
    RULES.apply(state, Roll(1))
    assert state.figures[state.die_index] == 2 and state.removed == [doomed]


@pytest.mark.parametrize("players", [2, 3])
def test_the_other_reading_counts_tiles_only_player_figures_not_counted(players):
    """Seed 003 line 640: "figurinile jucatorilor nu se numara" — the setup option "tiles"."""
    state = die_state(players)
    state.die_counts = "tiles"
    doomed = state.track[4]  # spaces 2, 3, 4 hold the 1st, 2nd and 3rd tiles (a figure on 1)
    RULES.apply(state, Roll(3))
    assert state.figures[state.die_index] == 4 and state.removed == [doomed]


def test_in_the_tiles_reading_one_pip_moves_the_die_past_a_figure_onto_the_next_tile():
    state = die_state()
    state.die_counts = "tiles"
    doomed = state.track[2]
    RULES.apply(state, Roll(1))
    assert state.figures[state.die_index] == 2 and state.removed == [doomed]
    state = die_state()
    state.die_counts = "tiles"
    doomed = state.track[3]
    RULES.apply(state, Roll(2))  # counting spaces it would stop on space 2
    assert state.figures[state.die_index] == 3 and state.removed == [doomed]


def test_the_die_option_defaults_to_counting_spaces_and_is_kept_in_saves():
    (spec,) = [o for o in RULES.options() if o.key == "die"]
    assert spec.default == "spaces" and spec.choices == ("spaces", "tiles")
    assert new_game(2).die_counts == "spaces"
    state = RULES.setup(RULES.check_config(GameConfig(2, {"die": "tiles"})))
    assert state.die_counts == "tiles"
    again = RULES.state_from_json(json.loads(json.dumps(state.to_json())))
    assert again.die_counts == "tiles"
    old = state.to_json()
    del old["die_counts"]  # a save from before the option
    assert RULES.state_from_json(old).die_counts == "spaces"


def test_the_die_rolls_one_one_one_two_two_three():
    assert sorted(DATA.board.die_faces) == [1, 1, 1, 2, 2, 3]
    state = die_state()
    with pytest.raises(IllegalAction):
        RULES.apply(state, Roll(4))


def test_when_no_tile_can_be_taken_the_nearest_one_is_given_up():
    state = new_game(4)
    seat = state.current
    state.members[seat] = {}
    assert [a for a in RULES.legal_actions(state) if not a.kind.endswith("sell")] == [Skip()]
    nearest = 4
    gone = state.track[nearest]
    play(state, Skip())
    assert state.removed == [gone] and state.figures[seat] == nearest
