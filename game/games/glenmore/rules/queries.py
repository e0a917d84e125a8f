"""Read-only questions a screen asks about a Glen More position, in screen-friendly shapes.

Everything here is derived from the state and the legal actions; nothing changes the state.
Positions are (x, y) with the home village at (0, 0), x eastwards, y southwards.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.glenmore.rules import market as mk
from game.games.glenmore.rules import scoring
from game.games.glenmore.rules.actions import Activate, Place, Take
from game.games.glenmore.rules.engine import GlenMoreRules
from game.games.glenmore.rules.state import NO_TILE, NONE, GlenMoreState
from game.games.glenmore.rules.territory import frontier, xy


@dataclass(frozen=True)
class Square:
    """One tile of a territory, as drawn: where, which tile, its cubes and clan members."""

    x: int
    y: int
    tile: int
    cubes: dict[str, int]
    members: int


@dataclass(frozen=True)
class MarketRow:
    resource: str
    filled: int
    buy: int | None
    sell: int | None


def space_contents(rules: GlenMoreRules, state: GlenMoreState) -> list[tuple[str, int]]:
    """Per track space: ("tile", id), ("player", seat), ("die", 0) or ("empty", 0)."""
    out = []
    for space in range(len(state.track)):
        who = state.figure_at(space)
        if who != NONE:
            out.append(("die", 0) if state.has_die and who == state.die_index else ("player", who))
        elif state.track[space] != NO_TILE:
            out.append(("tile", state.track[space]))
        else:
            out.append(("empty", 0))
    return out


def turn_order(rules: GlenMoreRules, state: GlenMoreState) -> list[int]:
    """Figures from the one that moves next to the front (seats; the die is ``num_seats``)."""
    return [state.figure_at(s) for s in rules.chain(state) if state.figure_at(s) != NONE]


def takeable_spaces(rules: GlenMoreRules, state: GlenMoreState) -> list[int]:
    return [a.space for a in rules.legal_actions(state) if isinstance(a, Take)]


def territory(rules: GlenMoreRules, state: GlenMoreState, seat: int) -> list[Square]:
    squares = []
    for c, tile in state.tiles[seat].items():
        counts = state.cubes[seat].get(c, [0] * len(rules.resources))
        cubes = {name: n for name, n in zip(rules.resources, counts) if n}
        squares.append(Square(*xy(c), tile, cubes, state.members[seat].get(c, 0)))
    return squares


def bounds(rules: GlenMoreRules, state: GlenMoreState, seat: int) -> tuple[int, int, int, int]:
    """(min x, min y, max x, max y) of the territory and the empty squares around it."""
    cells = [xy(c) for c in list(state.tiles[seat]) + list(frontier(state.tiles[seat]))]
    xs, ys = [p[0] for p in cells], [p[1] for p in cells]
    return min(xs), min(ys), max(xs), max(ys)


def placement_targets(rules: GlenMoreRules, state: GlenMoreState) -> list[tuple[int, int]]:
    """Where the tile being placed may go (empty when nothing is being placed)."""
    return [(a.x, a.y) for a in rules.legal_actions(state) if isinstance(a, Place)]


def activation_targets(rules: GlenMoreRules, state: GlenMoreState) -> dict[tuple[int, int], list[Activate]]:
    """Each tile that can be activated now, with its legal activations (one per choice)."""
    out: dict[tuple[int, int], list[Activate]] = {}
    for action in rules.legal_actions(state):
        if isinstance(action, Activate):
            out.setdefault((action.x, action.y), []).append(action)
    return out


def waiting_activation(rules: GlenMoreRules, state: GlenMoreState) -> list[tuple[int, int]]:
    """Tiles this turn's placement activates that are still unused (highlight them)."""
    return [xy(c) for c in state.pending]


def market_rows(rules: GlenMoreRules, state: GlenMoreState) -> list[MarketRow]:
    return [MarketRow(name, state.market[r], mk.buy_price(state.market[r], rules.prices),
                      mk.sell_price(state.market[r], rules.prices))
            for r, name in enumerate(rules.resources)]


def payment_plan(rules: GlenMoreRules, state: GlenMoreState, seat: int, need: tuple[int, ...]) -> dict:
    """What paying ``need`` takes now: the cubes bought with their prices, and how many coins
    are missing (sell first when ``short`` > 0)."""
    bought = rules.purchase(state, seat, need)
    cost = sum(price for _, price in bought)
    return {"bought": bought, "coins": cost, "short": max(0, cost - state.coins[seat])}


def member_cells(rules: GlenMoreRules, state: GlenMoreState, seat: int) -> dict[tuple[int, int], int]:
    return {xy(c): n for c, n in state.members[seat].items()}


def score_breakdown(rules: GlenMoreRules, state: GlenMoreState, seat: int) -> dict[str, int]:
    """VP by source (state.POINT_KINDS) and the total."""
    parts = dict(state.points[seat])
    parts["total"] = state.total_points(seat)
    return parts


def scoring_counts(rules: GlenMoreRules, state: GlenMoreState) -> list[list[int]]:
    """Whisky, chieftains (with bonnets) and cards per seat, as the next scoring would count them."""
    return [scoring.category_counts(rules.data, state, s) for s in range(state.num_seats)]


def tiles_before_next_turn(rules: GlenMoreRules, state: GlenMoreState, space: int) -> int:
    """Tiles turned up before the player to move plays again if they take the tile on
    ``space``: the track refills every space the rear passes, so when they are rearmost again
    the gap is right behind ``space`` — whatever the others (and the die) do meanwhile."""
    gap = next(s for s in range(rules.spaces) if state.track[s] == NO_TILE and s not in state.figures)
    return (space - 1 - gap) % rules.spaces


def last_deck_left(rules: GlenMoreRules, state: GlenMoreState) -> int | None:
    """Tiles left when the last deck is the one being drawn (else None)."""
    deck = rules.current_deck(state)
    if deck is None or deck != rules.data.board.scored_decks[-1]:
        return None
    return len(state.decks[deck])


def ends_before_next_turn(rules: GlenMoreRules, state: GlenMoreState, space: int) -> bool:
    """Taking the tile on ``space`` makes this the player's last turn."""
    left = last_deck_left(rules, state)
    return left is not None and left <= tiles_before_next_turn(rules, state, space)
