"""Build The Border positions by hand for rule tests (boards dealt in seat order, seat 1 starts)."""

from game.core.rules import CHANCE, GameConfig
from game.games.border.components import bits
from game.games.border.rules.actions import Complete, Cross, Dice, Done, Keep, Roll
from game.games.border.rules.engine import BorderRules

RULES = BorderRules()
BS = RULES.bs
GEOMETRY = BS.geometry


def colour(name: str) -> int:
    return BS.colour_index(name)


def area(name: str) -> int:
    return BS.area_index(name)


def segment(name: str, length: int) -> int:
    """Segment id of the ``name`` segment of ``length`` (the same id on every board)."""
    return BS.segment_id(colour(name), length)


class Table:
    """A state ready for seat 0's first roll; helpers set crosses, roll chosen dice and act."""

    def __init__(self, seats: int = 2, first: int = 0):
        self.rules = RULES
        config = RULES.check_config(GameConfig(seats, {"boards": "in_order", "first": "seat1"}))
        self.state = RULES.setup(config)
        if first:
            RULES._start_turn(self.state, first)

    # -- positions -------------------------------------------------------------
    def board(self, seat: int):
        return RULES.board_of(self.state, seat)

    def spaces(self, seat: int, name: str, length: int) -> list[int]:
        return list(self.board(seat).segments[segment(name, length)].spaces)

    def mark(self, seat: int, spaces) -> "Table":
        """Cross ``spaces`` on ``seat``'s board without dice (as if done in earlier rounds)."""
        s = self.state
        for space in spaces:
            s.crossed[seat] |= 1 << space
        s.reach[seat] = _reach(s.crossed[seat])
        return self

    def mark_area_but(self, seat: int, area_name: str, left: int) -> list[int]:
        """Cross all of an area's ring but ``left`` spaces; returns the spaces left open (one segment's)."""
        a = GEOMETRY.areas[area(area_name)]
        board = self.board(seat)
        open_ = [s for s in a.ring if board.segment_of[s] >= 0]
        keep = open_[:left]
        self.mark(seat, [s for s in a.ring if s not in keep])
        return keep

    # -- acting ----------------------------------------------------------------
    def roll(self, *faces: str) -> "Table":
        """The active player rolls and the dice show ``faces`` (one per die rolled)."""
        self.play(Roll())
        assert RULES.to_move(self.state) == CHANCE
        return self.play(Dice(tuple(faces)))

    def play(self, action) -> "Table":
        RULES.apply(self.state, action)
        return self

    def complete(self, name: str, length: int) -> "Table":
        return self.play(Complete(segment(name, length)))

    def cross(self, space: int) -> "Table":
        return self.play(Cross(space))

    def done(self) -> "Table":
        return self.play(Done())

    def keep(self, die: int, keep: bool = True) -> "Table":
        return self.play(Keep(die, keep))

    def legal(self):
        return RULES.legal_actions(self.state)

    def why(self, action) -> str | None:
        reason = RULES.why_illegal(self.state, action)
        return None if reason is None else reason.key

    def to_move(self):
        return RULES.to_move(self.state)


def _reach(crossed: int) -> int:
    reach = 0
    for s in bits(crossed):
        reach |= GEOMETRY.neighbour_mask[s]
    return reach & ~crossed


def white_neighbours(board, name: str) -> list[int]:
    """Spaces of colour ``name`` next to a white space on ``board``."""
    c = colour(name)
    return sorted({t for w in GEOMETRY.whites for t in GEOMETRY.neighbours[w] if board.colour_of[t] == c})


def ring_segments(table: Table, seat: int, area_name: str) -> list[int]:
    board = table.board(seat)
    ring = GEOMETRY.areas[area(area_name)].ring
    return sorted({board.segment_of[s] for s in ring if board.segment_of[s] >= 0})


def leave_segment(table: Table, seat: int, area_name: str) -> tuple[int, str, int]:
    """Cross an area's whole ring except one segment (the shortest touching it), left fully open.

    Returns (segment id, its colour name, its length).
    """
    board = table.board(seat)
    seg = min(ring_segments(table, seat, area_name), key=lambda s: (board.segments[s].length, s))
    spaces = set(board.segments[seg].spaces)
    table.mark(seat, [s for s in GEOMETRY.areas[area(area_name)].ring if s not in spaces])
    info = board.segments[seg]
    return seg, BS.colours[info.colour].id, info.length


def leave_space(table: Table, seat: int, area_name: str, index: int = 0) -> tuple[int, str]:
    """Cross an area's whole ring except one coloured space; returns (space, its colour name)."""
    board = table.board(seat)
    ring = [s for s in GEOMETRY.areas[area(area_name)].ring if board.segment_of[s] >= 0]
    space = ring[index]
    table.mark(seat, [s for s in GEOMETRY.areas[area(area_name)].ring if s != space])
    return space, BS.colours[board.colour_of[space]].id


def far_areas(target: str, count: int) -> list[str]:
    """``count`` areas whose rings share no space with ``target``'s ring."""
    ring = GEOMETRY.areas[area(target)].ring_mask
    far = [a.id for a in GEOMETRY.areas if a.id != target and not a.ring_mask & ring]
    assert len(far) >= count, f"only {far} are far from {target}"
    return far[:count]
