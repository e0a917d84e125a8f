"""The last clan member may leave on a player's last turn.

Rulebook (seed 000, lines 227-229): "Um jogador deve sempre deixar pelo menos um membro de
clã em sua mesa (pelo menos até sua última jogada)"; seed 003 line 458-459: "sa lase cel
putin un membru in expozitiile lor (macar pana in ultimul tur)".  The game ends when the last
tile of deck 3 is put onto the track (seed 000 line 99), i.e. in the refill after a turn: a
turn is certainly a player's last when that refill draws the last tile."""

import pytest

from game.core.rng import Rng
from game.core.rules import CHANCE
from game.games.glenmore.rules.actions import Activate, EndTurn, Finish, Promote
from game.games.glenmore.rules.state import MOVE, OVER
from tests.glenmore.helpers import RULES, new_game, play, resolve, take_and_place, tile_of


def moving_with_one_member(tiles_left: int):
    """4 players: the start player took a road forest, its village gave a move; the refill
    after this turn fills one space (the one behind the start space); ``tiles_left`` tiles
    remain in the decks, all in deck 3."""
    state = new_game(4)
    seat = state.current
    take_and_place(state, tile_of("forest", "road"), 1, 0)
    play(state, Activate(0, 0), Finish())
    assert state.phase == MOVE and state.moves == 1 and state.total_members(seat) == 1
    state.decks[0], state.decks[1], state.decks[2] = [], [], []
    state.decks[3] = state.decks[3][:tiles_left]
    return state, seat


def test_on_the_turn_that_ends_the_game_the_last_member_may_become_a_chieftain():
    state, seat = moving_with_one_member(1)
    assert RULES.is_last_turn(state)
    assert Promote(0, 0) in RULES.legal_actions(state)
    assert RULES.why_illegal(state, Promote(0, 0)) is None
    play(state, Promote(0, 0), EndTurn())
    resolve(state)
    assert state.phase == OVER
    assert state.members[seat] == {} and state.chieftains[seat] == 1


def test_before_the_last_turn_the_last_member_stays():
    state, seat = moving_with_one_member(2)  # one tile stays in deck 3: the game goes on
    assert not RULES.is_last_turn(state)
    assert Promote(0, 0) not in RULES.legal_actions(state)
    assert RULES.why_illegal(state, Promote(0, 0)).key == "glenmore.why.last_member"
    play(state, EndTurn())
    resolve(state)
    assert state.phase != OVER


@pytest.mark.parametrize("players", [2, 3, 4])
def test_last_turn_means_the_refill_after_it_ends_the_game(players):
    """Over random games: whenever a turn is called the last, ending it ends the game; without
    the die, a turn not called the last never ends it (with the die a roll may still end it)."""
    rng = Rng(40 + players)
    seen = 0
    for _ in range(3):
        state = new_game(players, seed=rng.randrange(1000))
        while RULES.to_move(state) is not None:
            if RULES.to_move(state) == CHANCE:
                RULES.apply(state, RULES.sample_chance(state, rng))
                continue
            legal = RULES.legal_actions(state)
            if state.phase == MOVE:
                last = RULES.is_last_turn(state)
                after = state.clone()
                RULES.apply(after, EndTurn())
                while RULES.to_move(after) == CHANCE:
                    RULES.apply(after, RULES.sample_chance(after, rng))
                if last:
                    seen += 1
                    assert after.phase == OVER
                elif not state.has_die:
                    assert after.phase != OVER
            takes = [a for a in legal if a.kind == "glenmore.take"]
            RULES.apply(state, takes[0] if takes and rng.random() < 0.7 else rng.choice(legal))
    assert seen or players == 4, "these games never moved on a last turn"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_tiles_turned_up_before_your_next_turn_are_known_when_you_take(players):
    """Whatever the others (and the die) do, the track refills every space the rear passes:
    the tiles turned up before the mover plays again depend only on the tile taken."""
    from game.games.glenmore.rules import queries
    from game.games.glenmore.rules.actions import Take

    rng = Rng(7 + players)
    checked = 0
    for _ in range(2):
        state = new_game(players, seed=rng.randrange(1000))
        expected: dict[int, tuple[int, int]] = {}  # seat -> (tiles left then, tiles to draw)
        while RULES.to_move(state) is not None:
            seat = RULES.to_move(state)
            if seat == CHANCE:
                RULES.apply(state, RULES.sample_chance(state, rng))
                continue
            left = sum(map(len, state.decks))
            if state.phase == "choose" and seat in expected:
                before, drawn = expected.pop(seat)
                assert before - left == drawn
                checked += 1
            legal = RULES.legal_actions(state)
            action = rng.choice([a for a in legal if isinstance(a, Take)] or legal)
            if isinstance(action, Take):
                drawn = queries.tiles_before_next_turn(RULES, state, action.space)
                assert queries.ends_before_next_turn(RULES, state, action.space) == (drawn >= left)
                expected[seat] = (left, drawn)
            elif state.phase == "choose":
                expected.pop(seat, None)  # a Skip (or a sale): not followed
            RULES.apply(state, action)
        for before, drawn in expected.values():
            assert drawn >= before, "a turn that never came was announced as the last"
    assert checked > 20
