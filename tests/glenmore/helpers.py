"""Building Glen More positions for tests: tiles by kind, territories, the track."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.glenmore.rules.actions import Place, Sell, Take
from game.games.glenmore.rules.engine import GlenMoreRules
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, NO_TILE, PAY, GlenMoreState
from game.games.glenmore.rules.territory import cell

RULES = GlenMoreRules()
DATA = RULES.data


def tiles_of(kind: str, edge: str | None = None) -> list[int]:
    """Deck tiles of ``kind`` (and edge: "river", "road", "none")."""
    out = []
    for t in DATA.tiles[: len(DATA.tiles) - len(DATA.start_tiles)]:
        if t.kind.id != kind:
            continue
        shown = "river" if t.river else "road" if t.road else "none"
        if edge is None or edge == shown:
            out.append(t.id)
    return out


def tile_of(kind: str, edge: str | None = None) -> int:
    found = tiles_of(kind, edge)
    assert found, (kind, edge)
    return found[0]


def new_game(players: int = 2, seed: int = 0) -> GlenMoreState:
    """A game set up and laid out, waiting for the start player's first decision."""
    state = RULES.setup(RULES.check_config(GameConfig(players, {})))
    resolve(state, seed)
    return state


def resolve(state: GlenMoreState, seed: int = 0) -> None:
    rng = Rng(seed)
    while RULES.to_move(state) == CHANCE:
        RULES.apply(state, RULES.sample_chance(state, rng))


def lift(state: GlenMoreState, tile: int) -> None:
    """Take ``tile`` out of wherever it is (deck, track, removed) so a test can put it elsewhere."""
    for deck in state.decks:
        if tile in deck:
            deck.remove(tile)
    if tile in state.track:  # keep the track full: another tile takes its space
        deck = RULES.current_deck(state)
        state.track[state.track.index(tile)] = state.decks[deck].pop(0)
    if tile in state.removed:
        state.removed.remove(tile)


def put(state: GlenMoreState, seat: int, x: int, y: int, tile: int, members: int = 0, **cubes: int) -> int:
    """Put ``tile`` straight into ``seat``'s territory at (x, y) with clan members and cubes."""
    lift(state, tile)
    c = cell(x, y)
    state.tiles[seat][c] = tile
    if members:
        state.members[seat][c] = members
    for name, count in cubes.items():
        for _ in range(count):
            RULES.effects.add_cube(state, seat, c, RULES.index[name])
    return c


def on_track(state: GlenMoreState, space: int, tile: int) -> None:
    """Show ``tile`` on track ``space`` (which must hold a tile now)."""
    assert state.track[space] != NO_TILE, "only replace a tile"
    old = state.track[space]
    lift(state, tile)
    state.decks[DATA.tiles[old].deck].append(old)
    state.decks[DATA.tiles[old].deck].sort()
    state.track[space] = tile


def turn_of(state: GlenMoreState, seat: int) -> None:
    state.reset_turn()
    state.phase = CHOOSE
    state.current = seat


def play(state: GlenMoreState, *actions) -> None:
    for action in actions:
        RULES.apply(state, action)


def first_tile_space(state: GlenMoreState) -> int:
    return next(s for s in RULES.chain(state) if state.track[s] != NO_TILE)


def activating(state: GlenMoreState, seat: int, *positions: tuple[int, int]) -> None:
    """``seat`` is in the activation step with the tiles at ``positions`` pending."""
    turn_of(state, seat)
    state.phase = ACTIVATE
    state.pending = [cell(x, y) for x, y in positions]
    state.from_space = state.figures[seat]


def take_and_place(state: GlenMoreState, tile: int, x: int, y: int) -> None:
    """The player to move takes ``tile`` (shown on the nearest tile space), pays the first
    way offered and places it at (x, y)."""
    space = first_tile_space(state)
    on_track(state, space, tile)
    RULES.apply(state, Take(space))
    if state.phase == PAY:
        RULES.apply(state, next(a for a in RULES.legal_actions(state) if not isinstance(a, Sell)))
    RULES.apply(state, Place(x, y))
