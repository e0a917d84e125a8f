"""Building Brass positions for tests: tiles and links put straight on the board, hands,
markets, and the Automa's cards."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules import automa
from game.games.brass.rules.engine import BrassRules as _RULES
from game.games.brass.rules.state import AUTOMA, HUMAN, NOBODY, RAIL, BrassState

RULES = _RULES()
T = RULES.t
DATA = RULES.data
IND = {name: i for i, name in enumerate(INDUSTRIES)}


def loc(name: str) -> int:
    return DATA.location_index[name]


def space(town: str, index: int = 0) -> int:
    """The ``index``-th space (printed order) of ``town``."""
    return DATA.locations[loc(town)].spaces[index]


def link(*ends: str) -> int:
    wanted = {loc(e) for e in ends}
    for li in DATA.links:
        if set(li.ends) >= wanted and len(wanted) >= 2:
            return li.index
    raise KeyError(ends)


def new_game(seed: int = 0, **options) -> BrassState:
    """Set up and dealt, waiting for the person's first action."""
    state = RULES.setup(RULES.check_config(GameConfig(1, options)))
    resolve(state, seed)
    return state


def resolve(state: BrassState, seed: int = 0) -> None:
    rng = Rng(seed)
    while RULES.to_move(state) == CHANCE:
        RULES.apply(state, RULES.sample_chance(state, rng))


SPARE = "nuneaton"


def blank(seed: int = 0, rail: bool = False, spare: int = 2, **options) -> BrassState:
    """A new game in round 2 with the merchants dealt in a fixed order (Shrewsbury wild, Gloucester
    cotton + manufacturer, Oxford two blanks), the Automa's full mat, two actions left this turn
    and only ``spare`` Nuneaton cards in hand (so that the turn goes on after an action)."""
    state = new_game(seed, **options)
    state.merchant_tile = ["wild", "cotton_mill", "manufacturer", "blank", "blank"]
    state.merchant_beer = [1, 1, 1, 0, 0]
    state.mat[AUTOMA] = [row[:] for row in RULES.standard]
    state.gone[AUTOMA] = [[0] * len(row) for row in RULES.standard]
    state.deck += state.hand
    state.deck.sort()
    state.hand = [SPARE] * spare
    state.actions_left = 2
    state.round = 2
    if rail:
        state.era = RAIL
    return state


def merchants(state: BrassState, *tiles: str) -> None:
    """Merchant tiles on the five spaces (Shrewsbury, Gloucester x2, Oxford x2), a barrel beside
    each tile that buys something."""
    state.merchant_tile = list(tiles)
    state.merchant_beer = [1 if T.buys[t] else 0 for t in tiles]


def give(state: BrassState, *cards: str) -> None:
    """Put ``cards`` into the person's hand (from the deck if there, else out of nowhere)."""
    for card in cards:
        if card in state.deck:
            state.deck.remove(card)
        state.hand.append(card)
    state.hand.sort()


def put(
    state: BrassState,
    owner: int,
    industry: str,
    town: str,
    index: int = 0,
    level: int | None = None,
    cubes: int | None = None,
    flipped: bool = False,
) -> int:
    """Put ``owner``'s tile straight on a space (taken off its mat; lowest level unless given)."""
    i = IND[industry]
    level = level or state.lowest_level(owner, i)
    assert level and state.mat[owner][i][level - 1] > 0, (industry, level)
    sp = space(town, index)
    assert state.sp_owner[sp] == NOBODY
    state.mat[owner][i][level - 1] -= 1
    state.sp_owner[sp] = owner
    state.sp_ind[sp] = i
    state.sp_level[sp] = level
    state.sp_flipped[sp] = flipped
    lv = T.level(i, level)
    resource = T.resource[i]
    if cubes is None:
        cubes = 0 if flipped or not resource else lv.made(state.era)
    state.sp_cubes[sp] = cubes
    if resource:
        state.made[resource] += cubes
    return sp


def lay(state: BrassState, owner: int, *ends: str) -> int:
    li = link(*ends)
    state.link_owner[li] = owner
    return li


def play(state: BrassState, *actions) -> None:
    for action in actions:
        RULES.apply(state, action)


def automa_turn(state: BrassState, current: int, top: int) -> None:
    """Carry out the Automa's turn with card ``current`` drawn and ``top`` showing its back."""
    state.a_log = []
    state.a_skipped = 0
    state.a_first_done = True
    for card in (current, top):
        if card in state.a_pool:
            state.a_pool.remove(card)
    state.a_current = current
    state.a_top = top
    state.a_stage = automa.FRONT
    automa.after_reveal(RULES, state)


def log_kinds(state: BrassState) -> list[str]:
    return [r[0] for r in state.a_log if r[0] not in automa.QUIET]


def automa_mill_and_persons_brewery() -> tuple[BrassState, int, int]:
    """The Automa's cotton mill in Worcester, linked to Gloucester's cotton merchant (no barrels
    anywhere) and to Kidderminster; the person's brewery on the southern farm is the only beer
    the mill can reach.  Returns (state, mill space, brewery space)."""
    state = blank()
    merchants(state, "wild", "cotton_mill", "manufacturer", "blank", "blank")
    state.merchant_beer = [0, 0, 0, 0, 0]
    mill = put(state, AUTOMA, "cotton_mill", "worcester", 0)
    brewery = put(state, HUMAN, "brewery", "farm_south", 0)
    lay(state, AUTOMA, "worcester", "gloucester")
    lay(state, AUTOMA, "kidderminster", "worcester")
    return state, mill, brewery
