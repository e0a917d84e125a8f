"""When the game may end before a player moves again (issue 13: the end comes with warning).

The track refills every space its rearmost figure passes, one tile per space, so the tiles
turned up before a waiting player is rearmost again are the spaces between the gap behind
the rearmost figure (or behind the space the player to move left) and the player's own
figure — whoever moves meanwhile, the die included.  The game ends when the last deck runs
out, so a player whose count reaches the tiles left may not play again.  Pure: no pygame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.glenmore.rules import queries
from game.games.glenmore.rules.actions import Take
from game.games.glenmore.rules.state import CHOOSE, NONE, TURN_PHASES

if TYPE_CHECKING:
    from game.games.glenmore.rules.engine import GlenMoreRules
    from game.games.glenmore.rules.state import GlenMoreState


def draws_before_turn(rules: GlenMoreRules, state: GlenMoreState, seat: int) -> int:
    """Tiles turned up before ``seat`` (not the player choosing now) plays again."""
    spaces = rules.spaces
    if state.from_space != NONE:
        gap = (state.from_space - 1) % spaces
    else:
        order = queries.turn_order(rules, state)
        gap = (state.figures[order[0]] - 1) % spaces
    return (state.figures[seat] - 1 - gap) % spaces


def may_end_before_turn(rules: GlenMoreRules, state: GlenMoreState, seat: int) -> bool:
    """Whether the game may end before ``seat`` moves again.  For the player choosing a tile
    now: whether some tile they may take would end it (the preview says which)."""
    left = queries.last_deck_left(rules, state)
    if left is None or state.phase not in TURN_PHASES:
        return False
    if seat == state.current and state.phase == CHOOSE:
        takes = [a for a in rules.legal_actions(state) if isinstance(a, Take)]
        return any(queries.ends_before_next_turn(rules, state, a.space) for a in takes)
    return left <= draws_before_turn(rules, state, seat)


def warned_seat(rules: GlenMoreRules, state: GlenMoreState, people: list[int]) -> int | None:
    """The person the warning is for: the one to move if a person, else the first waiting one."""
    order = ([state.current] if state.current in people else []) + [s for s in people if s != state.current]
    return next((s for s in order if may_end_before_turn(rules, state, s)), None)
