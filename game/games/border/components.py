"""The Border's boards, loaded and validated from data/border/boards.yaml.

One geometry (nine areas ringed by hexagonal border spaces) is shared by every board;
each board colours it differently.  Spaces, areas, colours and segments are small ints
so that the rules and the bots stay fast, and every set of spaces is also kept as a
bitmask (bit ``i`` = space ``i``).

* space ``i`` — the ``i``-th border space of the geometry picture in reading order;
* area ``a``  — the ``a``-th entry of ``areas``;
* colour ``c`` — the ``c``-th entry of ``colours`` (also the face of a die);
* segment ``s`` — ``colour * len(segment_lengths) + length index`` on every board, so the
  same id always names the same colour and length.

``python -m game.games.border.components --report`` prints the balance report.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import deque
from dataclasses import dataclass, field
from functools import cache

from game.core.data import Node

OUTSIDE = "."
BORDER = "+"
WHITE = "W"
NO_SEGMENT = -1
NO_COLOUR = -1

AREA_COUNT = 9
BOARD_COUNT = 4
COLOUR_COUNT = 6
MAX_LENGTH = 12
"""The longest segment a board may have (a run of one colour)."""
MAX_AREA_VALUE = 50
"""The most an area may be worth to its first player(s)."""
WHITE_COUNT = 2

Cell = tuple[int, int]


# ---------------------------------------------------------------------------
# Hexagons ("odd-r" offset coordinates: odd rows are shifted half a hexagon right)


def hex_neighbours(row: int, col: int) -> tuple[Cell, ...]:
    shift = row & 1
    return (
        (row, col - 1), (row, col + 1),
        (row - 1, col - 1 + shift), (row - 1, col + shift),
        (row + 1, col - 1 + shift), (row + 1, col + shift),
    )


def hex_centre(cell: Cell) -> tuple[float, float]:
    """Centre of a hexagon of radius 1 (pointy top) for drawing."""
    row, col = cell
    return math.sqrt(3) * (col + 0.5 * (row & 1)), 1.5 * row


def bits(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(indices) -> int:
    mask = 0
    for i in indices:
        mask |= 1 << i
    return mask


# ---------------------------------------------------------------------------
# The loaded data


@dataclass(frozen=True)
class Colour:
    index: int
    id: str
    letter: str
    symbol: str


@dataclass(frozen=True)
class Area:
    index: int
    id: str
    letter: str
    first: int
    later: int
    cells: tuple[Cell, ...]
    ring: tuple[int, ...]
    ring_mask: int

    @property
    def centre(self) -> tuple[float, float]:
        xs, ys = zip(*(hex_centre(c) for c in self.cells))
        return sum(xs) / len(xs), sum(ys) / len(ys)


@dataclass(frozen=True)
class Geometry:
    rows: int
    cols: int
    spaces: tuple[Cell, ...]
    neighbours: tuple[tuple[int, ...], ...]
    neighbour_mask: tuple[int, ...]
    whites: tuple[int, ...]
    areas: tuple[Area, ...]
    areas_of_space: tuple[tuple[int, ...], ...]
    cell_index: dict[Cell, int] = field(default_factory=dict, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        self.cell_index.update({cell: i for i, cell in enumerate(self.spaces)})

    @property
    def white_mask(self) -> int:
        return mask_of(self.whites)

    def space_at(self, cell: Cell) -> int | None:
        """The space id of a hexagon, None when it is not a border space."""
        return self.cell_index.get(cell)

    def distances_from_whites(self) -> list[int]:
        """Steps from the nearest white space to every space (the white spaces are 0)."""
        dist = [-1] * len(self.spaces)
        queue = deque(self.whites)
        for w in self.whites:
            dist[w] = 0
        while queue:
            s = queue.popleft()
            for t in self.neighbours[s]:
                if dist[t] < 0:
                    dist[t] = dist[s] + 1
                    queue.append(t)
        return dist


@dataclass(frozen=True)
class Segment:
    index: int
    colour: int
    length: int
    spaces: tuple[int, ...]
    mask: int


@dataclass(frozen=True)
class Board:
    index: int
    id: str
    colour_of: tuple[int, ...]
    segment_of: tuple[int, ...]
    segments: tuple[Segment, ...]
    colour_mask: tuple[int, ...]

    def segments_touching(self, mask: int) -> list[int]:
        return sorted({self.segment_of[s] for s in bits(mask) if self.segment_of[s] != NO_SEGMENT})


@dataclass(frozen=True)
class BoardSet:
    dice: int
    rolls: int
    end_areas: int
    lengths: tuple[int, ...]
    colours: tuple[Colour, ...]
    geometry: Geometry
    boards: tuple[Board, ...]

    def segment_id(self, colour: int, length: int) -> int:
        return colour * len(self.lengths) + self.lengths.index(length)

    def colour_index(self, colour_id: str) -> int:
        for c in self.colours:
            if c.id == colour_id:
                return c.index
        raise KeyError(colour_id)

    def board_index(self, board_id: str) -> int:
        for b in self.boards:
            if b.id == board_id:
                return b.index
        raise KeyError(board_id)

    def area_index(self, area_id: str) -> int:
        for a in self.geometry.areas:
            if a.id == area_id:
                return a.index
        raise KeyError(area_id)


# ---------------------------------------------------------------------------
# Loading


def load_boards(node: Node) -> BoardSet:
    node.only_keys("numbers", "colours", "areas", "geometry", "boards")
    numbers = node.node("numbers")
    numbers.only_keys("dice", "rolls", "end_areas", "segment_lengths")
    lengths = _load_lengths(numbers.node("segment_lengths"))
    colours = _load_colours(node.node("colours"))
    geometry = load_geometry(node)
    boards_node = node.node("boards")
    boards_node.expect_count(BOARD_COUNT, "boards")
    boards = tuple(_load_board(item, i, geometry, colours, lengths) for i, item in enumerate(boards_node.items()))
    if len({b.id for b in boards}) != len(boards):
        boards_node.fail("board ids must be unique")
    board_set = BoardSet(
        dice=numbers.get("dice", int, lo=1, hi=len(colours) * 2),
        rolls=numbers.get("rolls", int, lo=1, hi=10),
        end_areas=numbers.get("end_areas", int, lo=1, hi=len(geometry.areas)),
        lengths=lengths,
        colours=colours,
        geometry=geometry,
        boards=boards,
    )
    node.done()
    return board_set


def _load_lengths(node: Node) -> tuple[int, ...]:
    raw = node.expect(list)
    if not raw or len(raw) > MAX_LENGTH or not all(
        isinstance(n, int) and not isinstance(n, bool) and 2 <= n <= MAX_LENGTH for n in raw
    ):
        node.fail(f"must list segment lengths, each a whole number from 2 to {MAX_LENGTH}")
    node.unique(raw, "segment length")
    return tuple(sorted(raw))


def _load_colours(node: Node) -> tuple[Colour, ...]:
    node.expect_count(COLOUR_COUNT, "dice colours")
    colours = []
    for i, item in enumerate(node.items()):
        item.only_keys("id", "letter", "symbol")
        letter = item.get("letter", str)
        if len(letter) != 1 or not letter.islower():
            item.fail(f"'letter' must be one lower-case letter, found {letter!r}")
        colour_id = item.get("id", str, words="border.colour.{}")
        symbol = item.get("symbol", str, art="border/sym_{}", words="border.symbol.{}")
        colours.append(Colour(i, colour_id, letter, symbol))
    for what in ("id", "letter", "symbol"):
        if len({getattr(c, what) for c in colours}) != len(colours):
            node.fail(f"every colour needs its own {what}")
    return tuple(colours)


def _load_area_specs(node: Node) -> list[tuple[str, str, int, int]]:
    node.expect_count(AREA_COUNT, "areas")
    specs = []
    for item in node.items():
        item.only_keys("letter", "id", "first", "later")
        letter = item.get("letter", str)
        if len(letter) != 1 or not letter.isupper() or letter == WHITE:
            item.fail(f"'letter' must be one upper-case letter other than {WHITE}, found {letter!r}")
        first = item.get("first", int, lo=1, hi=MAX_AREA_VALUE)
        later = item.get("later", int, lo=0)
        if later != first // 2:
            item.fail(f"'later' must be half of 'first' rounded down ({first // 2}), found {later}")
        specs.append((letter, item.get("id", str, art="border/area_{}", words="border.area.{}"), first, later))
    for i, what in ((0, "letter"), (1, "id"), (2, "first value")):
        if len({s[i] for s in specs}) != len(specs):
            node.fail(f"every area needs its own {what}")
    return specs


def parse_picture(node: Node) -> dict[Cell, str]:
    """The cells of a picture (``.`` left out); rows must all have the same width."""
    text = node.expect(str)
    rows = [line.split() for line in text.splitlines() if line.strip()]
    if not rows:
        node.fail("the picture is empty")
    width = len(rows[0])
    cells = {}
    for r, row in enumerate(rows):
        if len(row) != width:
            node.fail(f"row {r} has {len(row)} cells, row 0 has {width}")
        for c, token in enumerate(row):
            if len(token) != 1:
                node.fail(f"row {r}, column {c}: cells are single characters, found {token!r}")
            if token != OUTSIDE:
                cells[(r, c)] = token
    return cells


def load_geometry(node: Node) -> Geometry:
    specs = _load_area_specs(node.node("areas"))
    picture = node.node("geometry")
    cells = parse_picture(picture)
    letters = {s[0]: i for i, s in enumerate(specs)}
    for (r, c), token in cells.items():
        if token not in (BORDER, WHITE) and token not in letters:
            picture.fail(f"row {r}, column {c}: {token!r} is not a known name (known: {BORDER}, {WHITE}, "
                         f"{', '.join(letters)})")
    spaces = tuple(sorted(cell for cell, t in cells.items() if t in (BORDER, WHITE)))
    index = {cell: i for i, cell in enumerate(spaces)}
    neighbours = tuple(tuple(index[q] for q in hex_neighbours(*cell) if q in index) for cell in spaces)
    whites = tuple(i for i, cell in enumerate(spaces) if cells[cell] == WHITE)
    if len(whites) != WHITE_COUNT:
        picture.fail(f"the rulebook fixes {WHITE_COUNT} white spaces, found {len(whites)}")
    areas = tuple(_build_area(picture, cells, index, i, spec) for i, spec in enumerate(specs))
    areas_of_space = tuple(tuple(a.index for a in areas if i in a.ring) for i in range(len(spaces)))
    for i, touched in enumerate(areas_of_space):
        if not touched:
            r, c = spaces[i]
            picture.fail(f"row {r}, column {c}: border space touches no area")
    _check_values_follow_size(node.node("areas"), areas)
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    return Geometry(rows, cols, spaces, neighbours, tuple(mask_of(n) for n in neighbours), whites, areas,
                    areas_of_space)


def _build_area(picture: Node, cells: dict[Cell, str], index: dict[Cell, int], i: int, spec) -> Area:
    letter, area_id, first, later = spec
    own = sorted(cell for cell, t in cells.items() if t == letter)
    if not own:
        picture.fail(f"area {letter} ({area_id}) has no cells")
    if not _connected(set(own)):
        picture.fail(f"area {letter} ({area_id}) is in several pieces")
    ring = set()
    for cell in own:
        for q in hex_neighbours(*cell):
            token = cells.get(q)
            if token is None:
                picture.fail(f"area {letter} ({area_id}) reaches the edge at row {cell[0]}, column {cell[1]}: "
                             "its ring is not closed")
            if token in (BORDER, WHITE):
                ring.add(q)
            elif token != letter:
                picture.fail(f"areas {letter} and {token} touch at row {q[0]}, column {q[1]}: "
                             "a border space must separate them")
    if not _connected(ring) or any(sum(1 for q in hex_neighbours(*p) if q in ring) < 2 for p in ring):
        picture.fail(f"the ring of area {letter} ({area_id}) is not one closed chain of spaces")
    ring_ids = tuple(sorted(index[p] for p in ring))
    return Area(i, area_id, letter, first, later, tuple(own), ring_ids, mask_of(ring_ids))


def _connected(cells: set[Cell]) -> bool:
    if not cells:
        return False
    start = next(iter(cells))
    seen, queue = {start}, deque([start])
    while queue:
        for q in hex_neighbours(*queue.popleft()):
            if q in cells and q not in seen:
                seen.add(q)
                queue.append(q)
    return len(seen) == len(cells)


def _check_values_follow_size(node: Node, areas: tuple[Area, ...]) -> None:
    for a in areas:
        for b in areas:
            if len(a.ring) > len(b.ring) and a.first < b.first:
                node.fail(f"area {a.id} (ring of {len(a.ring)}) is worth less than {b.id} (ring of {len(b.ring)}): "
                          "a bigger area must be worth at least as much")


def _load_board(item: Node, index: int, geometry: Geometry, colours: tuple[Colour, ...],
                lengths: tuple[int, ...]) -> Board:
    item.only_keys("id", "picture")
    board_id = item.get("id", str, words="border.board.{}")
    item = item.labelled(board_id)
    picture = item.node("picture")
    cells = parse_picture(picture)
    colour_of = _board_colours(picture, cells, geometry, colours)
    segments = _board_segments(picture, geometry, colour_of, colours, lengths)
    segment_of = [NO_SEGMENT] * len(geometry.spaces)
    for seg in segments:
        for s in seg.spaces:
            segment_of[s] = seg.index
    colour_mask = tuple(mask_of(s for s, c in enumerate(colour_of) if c == k) for k in range(len(colours)))
    return Board(index, board_id, tuple(colour_of), tuple(segment_of), segments, colour_mask)


def _board_colours(picture: Node, cells: dict[Cell, str], geometry: Geometry,
                   colours: tuple[Colour, ...]) -> list[int]:
    by_letter = {c.letter: c.index for c in colours}
    spaces = set(geometry.spaces)
    area_letter = {cell: a.letter for a in geometry.areas for cell in a.cells}
    white_cells = {geometry.spaces[w] for w in geometry.whites}
    for cell in set(cells) - spaces - set(area_letter):
        picture.fail(f"row {cell[0]}, column {cell[1]}: there is no cell here in the geometry")
    colour_of = []
    for cell in geometry.spaces:
        token = cells.get(cell)
        where = f"row {cell[0]}, column {cell[1]}"
        if cell in white_cells:
            if token != WHITE:
                picture.fail(f"{where}: the white space must stay {WHITE}, found {token!r}")
            colour_of.append(NO_COLOUR)
        elif token == WHITE:
            picture.fail(f"{where}: white spaces are only where the geometry has them")
        elif token not in by_letter:
            picture.fail(f"{where}: {token!r} is not a known name (known: {', '.join(by_letter)})")
        else:
            colour_of.append(by_letter[token])
    for cell, letter in area_letter.items():
        if cells.get(cell) not in (letter, None):
            picture.fail(f"row {cell[0]}, column {cell[1]}: area {letter} of the geometry is {cells[cell]!r} here")
    return colour_of


def _board_segments(picture: Node, geometry: Geometry, colour_of: list[int], colours: tuple[Colour, ...],
                    lengths: tuple[int, ...]) -> tuple[Segment, ...]:
    runs = _runs(geometry, colour_of)

    def where(run: list[int]) -> str:
        r, c = geometry.spaces[run[0]]
        return f"the {colours[colour_of[run[0]]].id} run starting at row {r}, column {c}"

    # The most telling problem first: a run too long means two segments of one colour touch.
    for run in sorted(runs, key=len, reverse=True):
        if len(run) not in lengths:
            extra = " (two segments of one colour may not touch)" if len(run) > max(lengths) else ""
            picture.fail(f"{where(run)} has {len(run)} spaces; segments have {', '.join(map(str, lengths))}{extra}")
    found: dict[int, Segment] = {}
    for run in runs:
        colour = colour_of[run[0]]
        seg_id = colour * len(lengths) + lengths.index(len(run))
        if seg_id in found:
            picture.fail(f"{where(run)}: {colours[colour].id} already has a segment of {len(run)} "
                         "(one of each length per colour)")
        found[seg_id] = Segment(seg_id, colour, len(run), tuple(run), mask_of(run))
    for colour in colours:
        for length in lengths:
            if colour.index * len(lengths) + lengths.index(length) not in found:
                picture.fail(f"{colour.id} has no segment of {length}")
    return tuple(found[k] for k in sorted(found))


def _runs(geometry: Geometry, colour_of: list[int]) -> list[list[int]]:
    """Every connected run of one colour (white spaces excluded), in reading order."""
    runs, seen = [], set()
    for start in range(len(colour_of)):
        if colour_of[start] != NO_COLOUR and start not in seen:
            run = _run_from(geometry, colour_of, start)
            seen.update(run)
            runs.append(run)
    return runs


def _run_from(geometry: Geometry, colour_of: list[int], start: int) -> list[int]:
    colour = colour_of[start]
    run, queue = {start}, deque([start])
    while queue:
        for t in geometry.neighbours[queue.popleft()]:
            if colour_of[t] == colour and t not in run:
                run.add(t)
                queue.append(t)
    return sorted(run)


@cache
def board_set() -> BoardSet:
    return load_boards(Node.load_game_file("border", "boards.yaml"))


# ---------------------------------------------------------------------------
# Balance report


def dice_to_close(board: Board, area: Area, white_mask: int) -> int:
    """Dice the active player needs to complete ``area`` alone: every segment on its ring, whole."""
    return sum(board.segments[s].length for s in board.segments_touching(area.ring_mask & ~white_mask))


def area_figures(bs: BoardSet, board: Board) -> list[dict]:
    g = bs.geometry
    dist = g.distances_from_whites()
    out = []
    for area in g.areas:
        segs = board.segments_touching(area.ring_mask & ~g.white_mask)
        out.append({
            "area": area.id,
            "value": f"{area.first}/{area.later}",
            "ring": len(area.ring),
            "dice": dice_to_close(board, area, g.white_mask),
            "segments": len(segs),
            "colours": len({board.segments[s].colour for s in segs}),
            "distance": min(dist[s] for s in area.ring),
        })
    return out


def white_start_colours(bs: BoardSet, board: Board) -> list[str]:
    """The colours of the spaces next to the white spaces (where passive crossing starts)."""
    g = bs.geometry
    around = sorted({t for w in g.whites for t in g.neighbours[w] if board.colour_of[t] != NO_COLOUR})
    return [bs.colours[board.colour_of[t]].id for t in around]


def report(bs: BoardSet) -> str:
    lines = []
    header = f"  {'area':<10}{'value':>7}{'ring':>6}{'dice':>6}{'segs':>6}{'colours':>9}{'dist':>6}"
    totals = []
    for board in bs.boards:
        figures = area_figures(bs, board)
        lines.append(f"board {board.id}")
        lines.append(header)
        for f in figures:
            lines.append(f"  {f['area']:<10}{f['value']:>7}{f['ring']:>6}{f['dice']:>6}{f['segments']:>6}"
                         f"{f['colours']:>9}{f['distance']:>6}")
        weighted = sum(f["dice"] * a.first for f, a in zip(figures, bs.geometry.areas)) / sum(
            a.first for a in bs.geometry.areas)
        cheapest6 = sum(sorted(f["dice"] for f in figures)[: bs.end_areas])
        totals.append((board.id, sum(f["dice"] for f in figures), weighted, cheapest6, white_start_colours(bs, board)))
        lines.append("")
    lines.append("balance summary (dice = dice the active player needs to close the area alone)")
    lines.append(f"  {'board':<10}{'all dice':>9}{'value-weighted':>16}{'cheapest 6':>12}   colours next to white")
    for board_id, total, weighted, cheap, starts in totals:
        lines.append(f"  {board_id:<10}{total:>9}{weighted:>16.2f}{cheap:>12}   {', '.join(starts)}")
    per_area = list(zip(*[[f["dice"] for f in area_figures(bs, b)] for b in bs.boards]))
    spread = max(max(v) - min(v) for v in per_area)
    mean_sd = statistics.fmean(statistics.pstdev(v) for v in per_area)
    lines.append(f"  largest spread of one area's dice between boards: {spread}; mean deviation {mean_sd:.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check The Border's boards and print their balance.")
    parser.add_argument("--report", action="store_true", help="print the balance report")
    args = parser.parse_args(argv)
    bs = board_set()
    print(f"{len(bs.boards)} boards, {len(bs.geometry.spaces)} border spaces, {len(bs.geometry.areas)} areas: valid")
    if args.report:
        print()
        print(report(bs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
