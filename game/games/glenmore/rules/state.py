"""Everything on the Glen More table, as plain ints, lists and dicts.

Track: ``track[space]`` is the tile on that space (``NO_TILE`` if none) and
``figures[seat]`` the space of each player's figure; when the die plays, its space is
``figures[num_seats]``.  A space holding neither is empty: exactly one is empty at the start
of every turn, directly behind the rearmost figure.

Territories: ``tiles[seat]`` maps a cell (see territory.py) to a tile id;
``cubes[seat]`` maps a cell to its cubes per resource (only cells holding some);
``members[seat]`` maps a cell to the clan members standing on it (only cells holding some).
``stock[seat]`` is the total of each resource over the territory (kept in step with
``cubes``).

Turn: ``phase`` with ``current`` the seat deciding; ``held`` the tile taken and not placed
yet; ``placed`` the cell of the new tile; ``pending`` the cells it activates that are still
unused; ``from_space`` where the mover's figure stood; ``activated`` the cells used this
turn; ``extra_left`` activations of your choice still allowed (Loch Ness); ``moves``
clan-member moves earned; ``gains`` choices of free resources still to make, as
(cell, count); ``fill`` the track spaces still to refill.
"""

from __future__ import annotations

from typing import Any

NO_TILE = -1
NONE = -1

# phases
START, FILL, DIE, CHOOSE, PAY, PLACE, GAIN, ACTIVATE, MOVE, OVER = (
    "start", "fill", "die", "choose", "pay", "place", "gain", "activate", "move", "over",
)
TURN_PHASES = (CHOOSE, PAY, PLACE, GAIN, ACTIVATE, MOVE)
"""The phases in which a player decides (the others are chance steps or the end)."""

POINT_KINDS = ("tiles", "whisky", "chieftains", "cards", "end_cards", "coins", "penalty")
"""Where victory points came from: tile activations, the three scoring categories, the
final scoring's special-location cards, coins and the tile penalty."""


class GlenMoreState:
    die_counts = "spaces"
    """What the die counts ("spaces" or "tiles", the setup option); a class default so
    saves made before the option load with the old reading."""

    def __init__(self, num_seats: int, has_die: bool, spaces: int, resource_count: int):
        self.num_seats = num_seats
        self.has_die = has_die
        self.track = [NO_TILE] * spaces
        self.figures = [NONE] * (num_seats + (1 if has_die else 0))
        self.decks: list[list[int]] = []
        self.removed: list[int] = []
        self.market = [0] * resource_count
        self.tiles: list[dict[int, int]] = [{} for _ in range(num_seats)]
        self.cubes: list[dict[int, list[int]]] = [{} for _ in range(num_seats)]
        self.stock = [[0] * resource_count for _ in range(num_seats)]
        self.members: list[dict[int, int]] = [{} for _ in range(num_seats)]
        self.chieftains = [0] * num_seats
        self.whisky = [0] * num_seats
        self.coins = [0] * num_seats
        self.cards: list[list[str]] = [[] for _ in range(num_seats)]
        self.points = [dict.fromkeys(POINT_KINDS, 0) for _ in range(num_seats)]
        self.scorings: list[dict[str, Any]] = []
        self.final: dict[str, Any] | None = None
        self.phase = START
        self.current = 0
        self.turn = 0
        self.start_player = 0
        self.last_roll = 0
        self.reset_turn()
        self.fill: list[int] = []

    def reset_turn(self) -> None:
        self.from_space = NONE
        self.held = NO_TILE
        self.placed = NONE
        self.pending: list[int] = []
        self.activated: list[int] = []
        self.extra_left = 0
        self.moves = 0
        self.gains: list[tuple[int, int]] = []

    # -- copying -------------------------------------------------------------
    def clone(self) -> GlenMoreState:
        s = GlenMoreState.__new__(GlenMoreState)
        s.__dict__.update(self.__dict__)
        s.track = self.track[:]
        s.figures = self.figures[:]
        s.decks = [d[:] for d in self.decks]
        s.removed = self.removed[:]
        s.market = self.market[:]
        s.tiles = [dict(t) for t in self.tiles]
        s.cubes = [{c: v[:] for c, v in cubes.items()} for cubes in self.cubes]
        s.stock = [v[:] for v in self.stock]
        s.members = [dict(m) for m in self.members]
        s.chieftains = self.chieftains[:]
        s.whisky = self.whisky[:]
        s.coins = self.coins[:]
        s.cards = [c[:] for c in self.cards]
        s.points = [dict(p) for p in self.points]
        s.scorings = self.scorings[:]  # records are never changed once written
        s.pending = self.pending[:]
        s.activated = self.activated[:]
        s.gains = self.gains[:]
        s.fill = self.fill[:]
        return s

    def to_json(self) -> dict[str, Any]:
        data = dict(self.clone().__dict__)
        data["tiles"] = [[[c, t] for c, t in tiles.items()] for tiles in self.tiles]
        data["cubes"] = [[[c, v[:]] for c, v in cubes.items()] for cubes in self.cubes]
        data["members"] = [[[c, n] for c, n in members.items()] for members in self.members]
        data["gains"] = [list(g) for g in self.gains]
        data["scorings"] = [_plain(r) for r in self.scorings]
        data["final"] = _plain(self.final) if self.final else None
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GlenMoreState:
        s = cls.__new__(cls)
        s.__dict__.update(data)
        s.tiles = [{int(c): int(t) for c, t in pairs} for pairs in data["tiles"]]
        s.cubes = [{int(c): list(v) for c, v in pairs} for pairs in data["cubes"]]
        s.members = [{int(c): int(n) for c, n in pairs} for pairs in data["members"]]
        s.gains = [(int(c), int(n)) for c, n in data["gains"]]
        for key in ("track", "figures", "removed", "market", "chieftains", "whisky", "coins", "pending", "activated",
                    "fill"):
            setattr(s, key, list(data[key]))
        s.decks = [list(d) for d in data["decks"]]
        s.stock = [list(v) for v in data["stock"]]
        s.cards = [list(c) for c in data["cards"]]
        s.points = [dict(p) for p in data["points"]]
        s.scorings = [dict(r) for r in data["scorings"]]
        return s

    # -- small queries -----------------------------------------------------------
    @property
    def die_index(self) -> int:
        """Index of the die in ``figures`` (only when ``has_die``)."""
        return self.num_seats

    def figure_at(self, space: int) -> int:
        """Index in ``figures`` of the figure on ``space``, or NONE."""
        for i, at in enumerate(self.figures):
            if at == space:
                return i
        return NONE

    def is_empty(self, space: int) -> bool:
        return self.track[space] == NO_TILE and space not in self.figures

    def total_members(self, seat: int) -> int:
        return sum(self.members[seat].values())

    def tile_cubes(self, seat: int, c: int) -> int:
        cubes = self.cubes[seat].get(c)
        return sum(cubes) if cubes else 0

    def resource_total(self, seat: int) -> int:
        return sum(self.stock[seat])

    def total_points(self, seat: int) -> int:
        return sum(self.points[seat].values())


def _plain(record: dict[str, Any]) -> dict[str, Any]:
    """A scoring record as fresh JSON-ready lists (the snapshot never aliases the state)."""
    return {k: ([list(v) if isinstance(v, (list, tuple)) else v for v in value] if isinstance(value, list) else value)
            for k, value in record.items()}
