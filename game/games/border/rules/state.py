"""The Border's table: phases, markers for "none" and the state (sets are bitmasks)."""

from __future__ import annotations

from typing import Any

from game.games.border.components import bits

# phases
DEAL, FIRST, ROLL, ROLLING, KEEP, CROSS, PASSIVE, OVER = (
    "deal",
    "first",
    "roll",
    "rolling",
    "keep",
    "cross",
    "passive",
    "over",
)
ACTIVE_PHASES = (ROLL, KEEP, CROSS)

NO_DIE = -1
NO_BOARD = -1
NOBODY = -1
BOARD_CHOICES = ("random", "in_order", "same")
FIRST_CHOICES = ("random", "seat1")


# ---------------------------------------------------------------------------
# State


class BorderState:
    """Everything on the table.  Sets of spaces, dice and areas are bitmasks."""

    __slots__ = (
        "num_seats",
        "boards",
        "crossed",
        "reach",
        "completed",
        "points",
        "spent_by",
        "first_stamp",
        "phase",
        "round",
        "active",
        "current",
        "dice",
        "aside",
        "rolls",
        "to_roll",
        "used",
        "offer",
        "pick_one",
        "spent",
        "ending",
        "board_rule",
        "first_rule",
    )

    def __init__(self, num_seats: int, areas: int, dice: int, white_mask: int):
        self.num_seats = num_seats
        self.boards = [NO_BOARD] * num_seats
        self.crossed = [white_mask] * num_seats
        self.reach = [0] * num_seats
        self.completed = [0] * num_seats
        self.points = [[0] * areas for _ in range(num_seats)]
        self.spent_by = [0] * num_seats
        """Dice each seat has used to cross spaces, over the whole game."""
        self.first_stamp = [-1] * areas
        """Per area: the stamp of the action in which its high value was first taken."""
        self.phase = DEAL
        self.round = 1
        self.active = 0
        self.current = 0
        self.dice = [NO_DIE] * dice
        self.aside = 0
        self.rolls = 0
        self.to_roll = 0
        self.used = 0
        self.offer = 0
        self.pick_one = False
        self.spent = 0
        self.ending = False
        self.board_rule = "in_order"
        self.first_rule = "seat1"

    @property
    def stamp(self) -> int:
        """Which action of which round is being played (Action 1 and Action 2 differ)."""
        return 2 * self.round + (1 if self.phase == PASSIVE else 0)

    # -- copying -------------------------------------------------------------
    def clone(self) -> BorderState:
        s = BorderState.__new__(BorderState)
        for name in BorderState.__slots__:
            setattr(s, name, getattr(self, name))
        s.boards = self.boards[:]
        s.crossed = self.crossed[:]
        s.reach = self.reach[:]
        s.completed = self.completed[:]
        s.points = [p[:] for p in self.points]
        s.spent_by = self.spent_by[:]
        s.first_stamp = self.first_stamp[:]
        s.dice = self.dice[:]
        return s

    def to_json(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in BorderState.__slots__ if name != "reach"}
        data["crossed"] = [bits(m) for m in self.crossed]
        data["completed"] = [bits(m) for m in self.completed]
        data["points"] = [p[:] for p in self.points]
        for name in ("boards", "spent_by", "first_stamp", "dice"):
            data[name] = list(data[name])
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any], geometry_neighbours: tuple[int, ...]) -> BorderState:
        s = cls.__new__(cls)
        for name in cls.__slots__:
            if name != "reach":
                setattr(s, name, data[name])
        s.boards = list(data["boards"])
        s.crossed = [_mask(v) for v in data["crossed"]]
        s.completed = [_mask(v) for v in data["completed"]]
        s.points = [list(p) for p in data["points"]]
        s.spent_by = list(data["spent_by"])
        s.first_stamp = list(data["first_stamp"])
        s.dice = list(data["dice"])
        s.reach = [_reach_of(m, geometry_neighbours) for m in s.crossed]
        return s


def _mask(indices) -> int:
    mask = 0
    for i in indices:
        mask |= 1 << int(i)
    return mask


def _reach_of(crossed: int, neighbour_mask: tuple[int, ...]) -> int:
    reach = 0
    for s in bits(crossed):
        reach |= neighbour_mask[s]
    return reach & ~crossed
