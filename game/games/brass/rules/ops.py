"""What changes the board: tiles placed, overbuilt and removed, cubes taken, flips and income,
market trades, links.  Both the person's actions and the Automa's turns go through these, so
the two sides follow exactly the same rules of the table.
"""

from __future__ import annotations

from game.games.brass.components import COAL
from game.games.brass.rules.network import COAL_MINE, IRON_WORKS, Board, Tables
from game.games.brass.rules.state import HUMAN, NOBODY, BrassState


def advance_income(t: Tables, state: BrassState, spaces: int) -> None:
    state.income = min(len(t.board.track_levels) - 1, state.income + spaces)


def flip(t: Tables, state: BrassState, space: int) -> None:
    """Turn a tile to its flipped side; the person's income rises at once."""
    state.sp_flipped[space] = True
    if state.sp_owner[space] == HUMAN:
        advance_income(t, state, t.level(state.sp_ind[space], state.sp_level[space]).income)


def take_cube(t: Tables, state: BrassState, space: int) -> None:
    """One cube or barrel off the tile on ``space``; the last one flips it."""
    state.sp_cubes[space] -= 1
    state.used[t.resource[state.sp_ind[space]]] += 1
    if state.sp_cubes[space] == 0:
        flip(t, state, space)


def buy(t: Tables, state: BrassState, resource: str, owner: int) -> int:
    """One cube bought from the market (the Automa pays nothing); returns the price."""
    market = t.market[resource]
    cubes = state.coal if resource == COAL else state.iron
    price = market.buy_price(cubes)
    if cubes > 0:
        if resource == COAL:
            state.coal -= 1
        else:
            state.iron -= 1
        state.used[resource] += 1
    if owner == HUMAN:
        state.money -= price
    return price


def remove_tile(t: Tables, state: BrassState, space: int) -> None:
    """A tile leaves the game (overbuilt, end of the canal era, shortfall); its cubes go back."""
    owner = state.sp_owner[space]
    industry = state.sp_ind[space]
    state.gone[owner][industry][state.sp_level[space] - 1] += 1
    resource = t.resource[industry]
    if resource:
        state.used[resource] += state.sp_cubes[space]
    state.sp_owner[space] = NOBODY
    state.sp_ind[space] = -1
    state.sp_level[space] = 0
    state.sp_flipped[space] = False
    state.sp_cubes[space] = 0


def place_tile(t: Tables, state: BrassState, owner: int, industry: int, space: int) -> int:
    """Put ``owner``'s lowest tile of ``industry`` on ``space`` (overbuilding what is there);
    returns its level.  Resources are consumed and produced by the caller."""
    level = state.lowest_level(owner, industry)
    if state.sp_owner[space] != NOBODY:
        remove_tile(t, state, space)
    state.mat[owner][industry][level - 1] -= 1
    state.sp_owner[space] = owner
    state.sp_ind[space] = industry
    state.sp_level[space] = level
    state.sp_flipped[space] = False
    state.sp_cubes[space] = 0
    return level


def develop(state: BrassState, owner: int, industry: int) -> int:
    """The lowest tile of ``industry`` leaves ``owner``'s mat; returns its level."""
    level = state.lowest_level(owner, industry)
    state.mat[owner][industry][level - 1] -= 1
    state.gone[owner][industry][level - 1] += 1
    return level


def finish_build(t: Tables, state: BrassState, space: int) -> int:
    """Resources onto a new tile; a coal mine connected to a merchant and every iron works sell
    what fits into their market at once.  Returns the money the owner received."""
    industry = state.sp_ind[space]
    resource = t.resource[industry]
    if not resource:
        return 0
    made = t.level(industry, state.sp_level[space]).made(state.era)
    state.sp_cubes[space] = made
    state.made[resource] += made
    earned = 0
    if industry == IRON_WORKS or (industry == COAL_MINE and Board(t, state).reaches_merchant([t.space_loc[space]])):
        market = t.market[resource]
        while state.sp_cubes[space]:
            cubes = state.coal if resource == COAL else state.iron
            price = market.sell_price(cubes)
            if price is None:
                break
            state.sp_cubes[space] -= 1
            if resource == COAL:
                state.coal += 1
            else:
                state.iron += 1
            earned += price
        if state.sp_owner[space] == HUMAN:
            state.money += earned
        if state.sp_cubes[space] == 0:
            flip(t, state, space)
    return earned


def place_link(state: BrassState, owner: int, link: int) -> None:
    state.link_owner[link] = owner


def take_merchant_beer(state: BrassState, merchant: int) -> None:
    state.merchant_beer[merchant] -= 1
