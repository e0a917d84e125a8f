"""The table's data and the questions asked of a position: ``Board`` (the base of the rules
class — ``Legality`` adds what is allowed and why not, the engine what happens), and ``Use`` (one way
to activate a kind of tile).  Nothing here changes a state.  ``list_msg`` joins items in words."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from game.core.i18n import Msg
from game.core.rules import CHANCE, Action
from game.games.glenmore.components import ANY_RESOURCE, NO_PRODUCE, Cost, GameData, Kind, Tile, game_data
from game.games.glenmore.rules import market as mk
from game.games.glenmore.rules.actions import (
    Activate,
    EndTurn,
    Finish,
    Move,
    PayChieftain,
    PayMember,
    Place,
    Promote,
    Sell,
    Skip,
    Take,
)
from game.games.glenmore.rules.state import ACTIVATE, DIE, FILL, MOVE, NO_TILE, OVER, START, GlenMoreState
from game.games.glenmore.rules.territory import cell, has_cell, legal_cells, placement_problem, xy

LIST_KEYS = "abcde"


def list_msg(items: list[Msg]) -> Msg:
    """Items joined as "a", "a and b", "a, b and c", ... (up to five)."""
    if not items:
        return Msg("glenmore.list.nothing")
    return Msg(f"glenmore.list.n{len(items)}", **dict(zip(LIST_KEYS, items)))


@dataclass(frozen=True)
class Use:
    """One way to activate a kind of tile: the resources named in the action, what is paid,
    what is produced (a resource index or NO_PRODUCE) and what is gained."""

    names: tuple[str, ...]
    pay: tuple[int, ...]
    produce: int = NO_PRODUCE
    vp: int = 0
    whisky: int = 0
    moves: int = 0
    pays: bool = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "pays", any(self.pay))


class Board:
    """The game's data (resources, prices, tiles and their uses, the made-once actions) and the
    questions the rules, the bots, the hints and the screen ask of a position."""

    def __init__(self, data: GameData | None = None):
        self.data = data or game_data()
        board = self.data.board
        self.resources = self.data.resources
        self.index = {name: i for i, name in enumerate(self.resources)}
        self.prices = board.prices
        self.capacity = board.tile_capacity
        self.spaces = board.spaces
        self.tiles = self.data.tiles
        self.uses = {kind.id: self._kind_uses(kind) for kind in self.data.kinds.values()}
        self.use_by_names = {k: {u.names: u for u in uses} for k, uses in self.uses.items()}
        self.needs = {kind.id: self._cost_needs(kind.cost) for kind in self.data.kinds.values()}
        self._sells = tuple(Sell(name) for name in self.resources)
        self._finish = Finish()
        self._takes = tuple(Take(space) for space in range(self.spaces))
        self._skip, self._end_turn = Skip(), EndTurn()
        self._places: dict[int, Place] = {}
        self._moves: dict[tuple[int, int], Move] = {}
        self._promotes: dict[int, Promote] = {}
        """Actions made once per cell (they are frozen), as ``_activates``."""
        self._activates: dict[tuple[int, tuple[str, ...]], Activate] = {}
        """Activate actions by (cell, resources), made once (they are frozen)."""
        self.take_info = [(t.kind.cost.whisky, t.kind.cost.members, t.kind.cost.is_free, t.kind.id, (t.river, t.road))
                          for t in self.tiles]

    def _kind_uses(self, kind: Kind) -> tuple[Use, ...]:
        zero = (0,) * len(self.resources)
        if kind.produce == ANY_RESOURCE:
            return tuple(Use((name,), zero, produce=r) for r, name in enumerate(self.resources))
        if kind.produce != NO_PRODUCE:
            return (Use((), zero, produce=kind.produce),)
        if kind.moves:
            return (Use((), zero, moves=kind.moves),)
        uses = [Use(self.names_of(o.pay), o.pay, vp=o.vp, whisky=o.whisky) for o in kind.options]
        for combo, vp in kind.exchange_sets():
            uses.append(Use(tuple(self.resources[r] for r in combo), self.counts_of(combo), vp=vp))
        return tuple(uses)

    # -- small conversions ------------------------------------------------------
    def names_of(self, counts: tuple[int, ...] | list[int]) -> tuple[str, ...]:
        return tuple(name for name, n in zip(self.resources, counts) for _ in range(n))

    def counts_of(self, indexes: Any) -> tuple[int, ...]:
        counts = [0] * len(self.resources)
        for r in indexes:
            counts[r] += 1
        return tuple(counts)

    def canonical(self, names: tuple[str, ...]) -> tuple[str, ...] | None:
        """Resource names in data order, or None if one is unknown."""
        if any(n not in self.index for n in names):
            return None
        return tuple(sorted(names, key=self.index.__getitem__))

    def tile(self, tile_id: int) -> Tile:
        return self.tiles[tile_id]

    # -- whose turn ----------------------------------------------------------------
    def to_move(self, state: GlenMoreState) -> int | None:
        if state.phase == OVER:
            return None
        if state.phase in (START, FILL, DIE):
            return CHANCE
        return state.current

    def current_deck(self, state: GlenMoreState) -> int | None:
        for deck, tiles in enumerate(state.decks):
            if tiles:
                return deck
        return None

    def rearmost(self, state: GlenMoreState) -> int:
        """Index in ``figures`` of the figure that moves next (the first one after the gap)."""
        track, figures, spaces = state.track, state.figures, self.spaces
        gap = next(s for s in range(spaces) if track[s] == NO_TILE and s not in figures)
        for step in range(1, spaces):
            space = (gap + step) % spaces
            if space in figures:
                return figures.index(space)
        raise AssertionError("no figure on the track")

    def first_figure_space(self, state: GlenMoreState, after: int) -> int:
        for step in range(1, self.spaces):
            space = (after + step) % self.spaces
            if space in state.figures:
                return space
        raise AssertionError("no figure on the track")

    def is_last_turn(self, state: GlenMoreState) -> bool:
        """The refill after the turn being played draws the last tile of the last deck, so
        the game ends with it: the player's last turn.  The rulebook asks a player to keep a
        clan member "at least until your last turn", so the last one may then be promoted.
        (A turn after which only the die might empty the deck is not certain to be the last.)"""
        if state.phase not in (ACTIVATE, MOVE):
            return False
        gap = (state.from_space - 1) % self.spaces
        to_fill = (self.first_figure_space(state, gap) - 1 - gap) % self.spaces
        return sum(len(deck) for deck in state.decks) <= to_fill

    def die_target(self, state: GlenMoreState, value: int) -> int:
        """Where the die stops for ``value``: that many spaces on, counting occupied ones; if
        a player's figure stands there, on to the next tile.  With the "tiles" reading only
        tiles are counted (player figures are not): it stops on the ``value``-th tile ahead."""
        if state.die_counts == "tiles":
            target = state.figures[state.die_index]
            for _ in range(value):
                target = (target + 1) % self.spaces
                while state.track[target] == NO_TILE:
                    target = (target + 1) % self.spaces
            return target
        target = (state.figures[state.die_index] + value) % self.spaces
        while state.track[target] == NO_TILE:
            target = (target + 1) % self.spaces
        return target

    def chain(self, state: GlenMoreState) -> list[int]:
        """Track spaces from the rearmost figure's space forwards to the front of the chain."""
        start = state.figures[self.rearmost(state)]
        track, figures, spaces = state.track, state.figures, self.spaces
        out = []
        for i in range(spaces):
            space = (start + i) % spaces
            if track[space] != NO_TILE or space in figures:
                out.append(space)
        return out

    def sells(self, state: GlenMoreState, seat: int) -> list[Action]:
        stock, market = state.stock[seat], state.market
        return [sell for r, sell in enumerate(self._sells) if stock[r] and market[r]]

    # -- queries the screen and the bots use ------------------------------------------
    def placements(self, state: GlenMoreState, seat: int, tile: Tile) -> list[int]:
        """Cells where ``tile`` may go in ``seat``'s territory now."""
        return legal_cells(state.tiles[seat], state.members[seat], self.tiles, tile)

    def placement_reason(self, state: GlenMoreState, seat: int, tile: Tile, x: int, y: int) -> Msg | None:
        problem = placement_problem(state.tiles[seat], state.members[seat], self.tiles, cell(x, y), tile)
        return None if problem is None else Msg(f"glenmore.why.{problem}")

    def activation_cells(self, state: GlenMoreState, seat: int) -> list[int]:
        """Cells that may still be activated this turn: the pending ones, then (Loch Ness)
        any other tile not used yet."""
        cells = list(state.pending)
        if state.extra_left > 0:
            cells += [c for c in state.tiles[seat] if c not in state.activated and c not in state.pending]
        return cells

    def purchase(self, state: GlenMoreState, seat: int, need: tuple[int, ...]) -> list[tuple[str, int]]:
        """The cubes that paying ``need`` buys at the market now, with their prices."""
        bought = []
        market = state.market[:]
        for r, missing in enumerate(mk.shortfall(state.stock[seat], need)):
            for _ in range(missing):
                price = mk.buy_price(market[r], self.prices)
                bought.append((self.resources[r], price if price is not None else -1))
                market[r] += 1
        return bought

    def cost_needs(self, tile: Tile) -> list[tuple[int, ...]]:
        return self.needs[tile.kind.id]

    # -- costs and payments ---------------------------------------------------------
    def _cost_needs(self, cost: Cost) -> list[tuple[int, ...]]:
        """The resource vectors that pay ``cost`` (several when any different kinds will do)."""
        if cost.any_distinct:
            return [self.counts_of(combo) for combo in combinations(range(len(self.resources)), cost.any_distinct)]
        return [cost.resources]

    def _affordable(self, state: GlenMoreState, seat: int, need: tuple[int, ...], with_sales: bool = False) -> bool:
        return mk.affordable(state.stock[seat], state.coins[seat], need, state.market, self.prices, with_sales)

    def _cost_problem(self, state: GlenMoreState, seat: int, tile: Tile) -> Msg | None:
        cost = tile.kind.cost
        if cost.whisky > state.whisky[seat]:
            return Msg("glenmore.why.no_whisky", count=cost.whisky)
        if cost.members and not self._member_payments(state, seat, tile):
            return Msg("glenmore.why.no_member_to_pay")
        if any(self._affordable(state, seat, need, with_sales=True) for need in self.needs[tile.kind.id]):
            return None
        if cost.any_distinct:
            return Msg("glenmore.why.cannot_pay_distinct", count=cost.any_distinct)
        return Msg("glenmore.why.cannot_pay", cost=self.amounts_msg(cost.resources))

    def _member_payments(self, state: GlenMoreState, seat: int, tile: Tile) -> list[Action]:
        """Ways to give a clan member for ``tile`` that still leave somewhere to place it."""
        out: list[Action] = []
        if state.chieftains[seat] > 0 and has_cell(state.tiles[seat], state.members[seat], self.tiles, tile):
            out.append(PayChieftain())
        if state.total_members(seat) > 1:
            for c in sorted(state.members[seat]):
                members = dict(state.members[seat])
                self.drop_member(members, c)
                if has_cell(state.tiles[seat], members, self.tiles, tile):
                    out.append(PayMember(*xy(c)))
        return out

    @staticmethod
    def drop_member(members: dict[int, int], c: int) -> None:
        members[c] -= 1
        if not members[c]:
            del members[c]

    def _take_problem(self, state: GlenMoreState, seat: int, space: int) -> Msg | None:
        if not 0 <= space < self.spaces or state.track[space] == NO_TILE:
            return Msg("glenmore.why.no_tile")
        tile = self.tiles[state.track[space]]
        problem = self._cost_problem(state, seat, tile)
        if problem is not None:
            return problem
        if tile.kind.cost.members:
            return None  # _member_payments already made sure the tile can be placed
        found = has_cell(state.tiles[seat], state.members[seat], self.tiles, tile)
        return None if found else Msg("glenmore.why.nowhere", tile=self.tile_name(tile.id))

    # -- activations -------------------------------------------------------------------
    def usable(self, state: GlenMoreState, seat: int, c: int) -> list[Use]:
        kind = self.tiles[state.tiles[seat][c]].kind
        room = state.tile_cubes(seat, c) < self.capacity
        stock, coins, market = state.stock[seat], state.coins[seat], state.market
        out = []
        for u in self.uses[kind.id]:
            if u.produce != NO_PRODUCE:
                if room:
                    out.append(u)
            elif not u.pays or mk.affordable(stock, coins, u.pay, market, self.prices):
                out.append(u)
        return out

    def _use_problem(self, state: GlenMoreState, seat: int, c: int, use: Use) -> Msg | None:
        if use.produce != NO_PRODUCE and state.tile_cubes(seat, c) >= self.capacity:
            return Msg("glenmore.why.tile_full", count=self.capacity)
        if use.pays and not self._affordable(state, seat, use.pay):
            return Msg("glenmore.why.cannot_pay", cost=self.amounts_msg(use.pay))
        return None

    # -- words -----------------------------------------------------------------------------
    def tile_name(self, tile_id: int) -> Msg:
        return Msg(f"glenmore.tile.{self.tiles[tile_id].kind.name}.name")

    def resource_msg(self, r: int) -> Msg:
        return Msg(f"glenmore.resource.{self.resources[r]}")

    def amounts_msg(self, counts: tuple[int, ...] | list[int]) -> Msg:
        """"1 wood, 2 stone" as a translatable list."""
        items = [Msg("glenmore.amount", count=n, resource=self.resource_msg(r)) for r, n in enumerate(counts) if n]
        return list_msg(items)

    def find_use(self, state: GlenMoreState, seat: int, c: int, resources: tuple[str, ...]) -> Use | None:
        """The use of the tile at cell ``c`` that an Activate naming ``resources`` means (in any order)."""
        uses = self.use_by_names[self.tiles[state.tiles[seat][c]].kind.id]
        found = uses.get(resources)
        if found is None:
            names = self.canonical(resources)
            found = None if names is None else uses.get(names)
        return found
