"""A territory's geometry: cells, neighbours and the placement rules.

A cell is one int, ``(y + OFFSET) * STRIDE + (x + OFFSET)``: x grows eastwards, y grows
southwards, the start village sits at (0, 0).  Rivers run north-south and roads east-west,
so an edge between two tiles stacked vertically carries a river or not, an edge between
two tiles side by side carries a road or not.

Placement (the seed, "Regras de Posicionamento"):

* the new tile shares a side with a tile of the territory (a corner is not enough);
* one of the up to 8 surrounding tiles (corners count) holds a clan member;
* every side it shares with a tile must match: a river meets a river, a road meets a
  road, and a side without a river or road meets a side without one — so a river or a
  road is never broken, and plain tiles only lie beside plain sides;
* a river tile continues a river (a tile directly north or south of it), a road tile
  continues a road (a tile directly east or west): no new river or road is started.
"""

from __future__ import annotations

from game.games.glenmore.components import Tile

STRIDE = 64
OFFSET = 32
ORIGIN = OFFSET * STRIDE + OFFSET

NORTH, SOUTH, EAST, WEST = -STRIDE, STRIDE, 1, -1
VERTICAL = (NORTH, SOUTH)
HORIZONTAL = (EAST, WEST)
ORTHOGONAL = VERTICAL + HORIZONTAL
AROUND = ORTHOGONAL + (NORTH + EAST, NORTH + WEST, SOUTH + EAST, SOUTH + WEST)

# Reasons a cell is refused, in the order they are checked (i18n keys glenmore.why.<reason>).
TAKEN = "cell_taken"
NO_SIDE = "no_side"
RIVER_BROKEN = "river_broken"
ROAD_BROKEN = "road_broken"
PLAIN_BY_RIVER = "plain_by_river"
PLAIN_BY_ROAD = "plain_by_road"
RIVER_NEW = "river_new"
ROAD_NEW = "road_new"
NO_MEMBER = "no_member"


def cell(x: int, y: int) -> int:
    return (y + OFFSET) * STRIDE + (x + OFFSET)


def xy(c: int) -> tuple[int, int]:
    return c % STRIDE - OFFSET, c // STRIDE - OFFSET


def in_range(x: int, y: int) -> bool:
    return -OFFSET < x < OFFSET - 1 and -OFFSET < y < OFFSET - 1


def surrounding(cells: dict[int, int], c: int) -> list[int]:
    """The occupied cells among the 8 around ``c``."""
    return [c + d for d in AROUND if c + d in cells]


def frontier(cells: dict[int, int]) -> set[int]:
    """Empty cells that share a side with the territory."""
    out = set()
    for c in cells:
        out.update((c + NORTH, c + SOUTH, c + EAST, c + WEST))
    out.difference_update(cells)
    return out


def feature_problem(cells: dict[int, int], tiles: tuple[Tile, ...], c: int, tile: Tile) -> str | None:
    """Why the sides of ``tile`` at ``c`` do not fit its neighbours (None if they do).
    A side that does not match is reported before a river or road that starts anew."""
    lines = ((tile.river, VERTICAL, "river"), (tile.road, HORIZONTAL, "road"))
    for has, directions, feature in lines:
        if any(getattr(tiles[cells[c + d]], feature) != has for d in directions if c + d in cells):
            if has:
                return RIVER_BROKEN if feature == "river" else ROAD_BROKEN
            return PLAIN_BY_RIVER if feature == "river" else PLAIN_BY_ROAD
    for has, directions, feature in lines:
        if has and not any(c + d in cells for d in directions):
            return RIVER_NEW if feature == "river" else ROAD_NEW
    return None


def has_member_near(members: dict[int, int], c: int) -> bool:
    return any(members.get(c + d, 0) > 0 for d in AROUND)


def placement_problem(cells: dict[int, int], members: dict[int, int], tiles: tuple[Tile, ...], c: int,
                      tile: Tile) -> str | None:
    """None when ``tile`` may go to ``c``, else the reason (see the constants above)."""
    if c in cells:
        return TAKEN
    if not any(c + d in cells for d in ORTHOGONAL):
        return NO_SIDE
    problem = feature_problem(cells, tiles, c, tile)
    if problem is not None:
        return problem
    if not has_member_near(members, c):
        return NO_MEMBER
    return None


def fits(cells: dict[int, int], tiles: tuple[Tile, ...], c: int, tile: Tile) -> bool:
    """``feature_problem(...) is None`` without naming the problem (the hot path)."""
    river, road = tile.river, tile.road
    north, south, east, west = cells.get(c + NORTH), cells.get(c + SOUTH), cells.get(c + EAST), cells.get(c + WEST)
    if north is not None and tiles[north].river != river or south is not None and tiles[south].river != river:
        return False
    if east is not None and tiles[east].road != road or west is not None and tiles[west].road != road:
        return False
    if river and north is None and south is None:
        return False
    return not (road and east is None and west is None)


def member_reach(members: dict[int, int]) -> set[int]:
    """Cells with a clan member among the 8 around them."""
    return {m + d for m, n in members.items() if n > 0 for d in AROUND}


def open_frontier(cells: dict[int, int], members: dict[int, int]) -> set[int]:
    """Empty cells beside the territory with a clan member around them."""
    return frontier(cells) & member_reach(members)


def legal_cells(cells: dict[int, int], members: dict[int, int], tiles: tuple[Tile, ...], tile: Tile) -> list[int]:
    """Every cell where ``tile`` may be placed, in reading order."""
    return sorted(c for c in open_frontier(cells, members) if fits(cells, tiles, c, tile))


def has_cell(cells: dict[int, int], members: dict[int, int], tiles: tuple[Tile, ...], tile: Tile) -> bool:
    """Whether ``tile`` may be placed anywhere (``legal_cells`` without building the list)."""
    return any(fits(cells, tiles, c, tile) for c in open_frontier(cells, members))
