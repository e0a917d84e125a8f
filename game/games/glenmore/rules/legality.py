"""What is allowed and why not: ``Legality`` (the rules' questions, ``Board``, plus the legal
actions of each phase and ``why_illegal``).  ``why_illegal`` checks the
one action it is given, fields first (``well_formed``), then only the rule that action
touches; reasons are built only for a refusal."""

from __future__ import annotations

from dataclasses import fields
from itertools import combinations_with_replacement

from game.core.i18n import Msg
from game.core.rules import CHANCE, Action, Rules
from game.games.glenmore.components import GameData, Tile
from game.games.glenmore.rules.actions import (
    Activate,
    EndTurn,
    Finish,
    Gain,
    Move,
    Pay,
    PayChieftain,
    PayMember,
    Place,
    Promote,
    Sell,
    Skip,
    Take,
)
from game.games.glenmore.rules.board import Board
from game.games.glenmore.rules.state import (
    ACTIVATE,
    CHOOSE,
    GAIN,
    MOVE,
    NO_TILE,
    PAY,
    PLACE,
    TURN_PHASES,
    GlenMoreState,
)
from game.games.glenmore.rules.territory import cell, fits, has_cell, open_frontier, surrounding, xy


class Legality(Board, Rules):
    """What may be done (``legal_actions``) and why not (``why_illegal``)."""

    def __init__(self, data: GameData | None = None):
        super().__init__(data)
        self._legal_by_phase = {phase: getattr(self, f"_legal_{phase}") for phase in TURN_PHASES}
        self._why_by_type = {t: getattr(self, f"_why_{t.__name__.lower()}") for t in PLAYER_ACTIONS}

    # -- legal actions ---------------------------------------------------------------
    def legal_actions(self, state: GlenMoreState) -> list[Action]:
        seat = self.to_move(state)
        if seat is None or seat == CHANCE:
            return []
        return self._legal_by_phase[state.phase](state, seat)

    def _legal_choose(self, state: GlenMoreState, seat: int) -> list[Action]:
        """Takes from the nearest tile to the furthest, then sales."""
        cache: dict = {}
        track, spaces, made = state.track, self.spaces, self._takes
        start = state.figures[self.rearmost(state)]
        takes: list[Action] = []
        for i in range(spaces):
            space = (start + i) % spaces
            if track[space] != NO_TILE and self._can_take(state, seat, space, cache):
                takes.append(made[space])
        return (takes or [self._skip]) + self.sells(state, seat)

    def _can_take(self, state: GlenMoreState, seat: int, space: int, cache: dict) -> bool:
        """``_take_problem(...) is None`` without building a reason; ``cache`` keeps, per kind
        of edge, whether a cell is free for it (the territory is the same for every tile)."""
        tile_id = state.track[space]
        whisky, members, free, kind, key = self.take_info[tile_id]
        if whisky > state.whisky[seat]:
            return False
        if members:
            return self._can_pay_member(state, seat, self.tiles[tile_id])
        if not free:
            paid = cache.get(kind)
            if paid is None:
                paid = cache[kind] = any(self._affordable(state, seat, need, with_sales=True)
                                         for need in self.needs[kind])
            if not paid:
                return False
        found = cache.get(key)
        if found is None:
            tiles = state.tiles[seat]
            edge = cache.get("edge")
            if edge is None:
                edge = cache["edge"] = open_frontier(tiles, state.members[seat])
            tile = self.tiles[tile_id]
            found = cache[key] = any(fits(tiles, self.tiles, c, tile) for c in edge)
        return found

    def _can_pay_member(self, state: GlenMoreState, seat: int, tile: Tile) -> bool:
        """``bool(_member_payments(...))`` without listing them."""
        tiles = state.tiles[seat]
        if state.chieftains[seat] > 0 and has_cell(tiles, state.members[seat], self.tiles, tile):
            return True
        if state.total_members(seat) > 1:
            for c in state.members[seat]:
                members = dict(state.members[seat])
                self.drop_member(members, c)
                if has_cell(tiles, members, self.tiles, tile):
                    return True
        return False

    def _legal_pay(self, state: GlenMoreState, seat: int) -> list[Action]:
        cost = self.tiles[state.held].kind.cost
        if cost.members:
            return self._member_payments(state, seat, self.tiles[state.held]) + self.sells(state, seat)
        # Any sale keeps the cost payable: a cube sold can be bought back at the price it fetched.
        pays: list[Action] = [Pay(self.names_of(need)) for need in self.needs[self.tiles[state.held].kind.id]
                              if self._affordable(state, seat, need)]
        return pays + self.sells(state, seat)

    def _legal_place(self, state: GlenMoreState, seat: int) -> list[Action]:
        cells = self.placements(state, seat, self.tiles[state.held])
        made = self._places
        out: list[Action] = []
        for c in cells:
            place = made.get(c)
            if place is None:
                place = made[c] = Place(*xy(c))
            out.append(place)
        return out + self.sells(state, seat)

    def _legal_gain(self, state: GlenMoreState, seat: int) -> list[Action]:
        count = state.gains[0][1]
        return [Gain(combo) for combo in combinations_with_replacement(self.resources, count)] + self.sells(state, seat)

    def _legal_activate(self, state: GlenMoreState, seat: int) -> list[Action]:
        out: list[Action] = []
        made = self._activates
        for c in self.activation_cells(state, seat):
            for use in self.usable(state, seat, c):
                action = made.get((c, use.names))
                if action is None:
                    action = made[c, use.names] = Activate(*xy(c), use.names)
                out.append(action)
        out += self.sells(state, seat)
        out.append(self._finish)
        return out

    def _legal_move(self, state: GlenMoreState, seat: int) -> list[Action]:
        out: list[Action] = []
        if state.moves > 0:
            tiles = state.tiles[seat]
            promote = state.total_members(seat) > 1 or self.is_last_turn(state)
            moves, promotes = self._moves, self._promotes
            for c in sorted(state.members[seat]):
                for t in surrounding(tiles, c):
                    move = moves.get((c, t))
                    if move is None:
                        move = moves[c, t] = Move(*xy(c), *xy(t))
                    out.append(move)
                if promote:
                    action = promotes.get(c)
                    if action is None:
                        action = promotes[c] = Promote(*xy(c))
                    out.append(action)
        return out + self.sells(state, seat) + [self._end_turn]

    # -- why not -----------------------------------------------------------------------
    def why_illegal(self, state: GlenMoreState, action: Action) -> Msg | None:
        seat = self.to_move(state)
        if seat is None:
            return Msg("core.illegal.game_over")
        if seat == CHANCE or action.chance:
            return Msg("core.illegal.chance")
        check = self._why_by_type.get(type(action))
        if check is None:
            return Msg("core.illegal.generic")
        if not well_formed(action):
            return Msg("core.illegal.malformed")
        return check(state, seat, action)

    def _phase_problem(self, state: GlenMoreState, *phases: str) -> Msg | None:
        return None if state.phase in phases else Msg("glenmore.why.not_now")

    def _why_take(self, state, seat, action: Take) -> Msg | None:
        problem = self._phase_problem(state, CHOOSE)
        if problem is None and 0 <= action.space < self.spaces and state.track[action.space] != NO_TILE \
                and self._can_take(state, seat, action.space, {}):
            return None  # the reason is built only for a refusal
        return problem or self._take_problem(state, seat, action.space)

    def _why_skip(self, state, seat, action: Skip) -> Msg | None:
        problem = self._phase_problem(state, CHOOSE)
        if problem is None and any(state.track[s] != NO_TILE and self._can_take(state, seat, s, cache)
                                   for cache in [{}] for s in range(self.spaces)):
            return Msg("glenmore.why.can_take")
        return problem

    def _why_sell(self, state, seat, action: Sell) -> Msg | None:
        r = self.index.get(action.resource)
        if r is None:
            return Msg("glenmore.why.not_resource")
        if not state.stock[seat][r]:
            return Msg("glenmore.why.none_to_sell", resource=self.resource_msg(r))
        if not state.market[r]:
            return Msg("glenmore.why.market_empty", resource=self.resource_msg(r))
        if action.source is not None and not self._holds(state, seat, *action.source, r):
            return Msg("glenmore.why.no_cube_there", resource=self.resource_msg(r))
        return None

    def _holds(self, state: GlenMoreState, seat: int, x: int, y: int, r: int, count: int = 1) -> bool:
        """Whether the tile at (x, y) of ``seat`` carries ``count`` cubes of ``r``."""
        cubes = state.cubes[seat].get(cell(x, y))
        return cubes is not None and cubes[r] >= count

    def _sources_problem(self, state: GlenMoreState, seat: int, need: tuple[int, ...],
                         sources: tuple[tuple[int, int, str], ...]) -> Msg | None:
        """Chosen cubes must be own cubes the payment uses, each on the tile named."""
        picked: dict[tuple[int, int, int], int] = {}
        for x, y, name in sources:
            r = self.index.get(name)
            if r is None:
                return Msg("glenmore.why.not_resource")
            picked[x, y, r] = picked.get((x, y, r), 0) + 1
        for (x, y, r), count in picked.items():
            if not self._holds(state, seat, x, y, r, count):
                return Msg("glenmore.why.no_cube_there", resource=self.resource_msg(r))
        for r in range(len(self.resources)):
            chosen = sum(n for (_, _, k), n in picked.items() if k == r)
            if chosen > min(need[r], state.stock[seat][r]):
                return Msg("glenmore.why.cube_not_needed", resource=self.resource_msg(r))
        return None

    def _why_pay(self, state, seat, action: Pay) -> Msg | None:
        problem = self._phase_problem(state, PAY)
        if problem is not None:
            return problem
        cost = self.tiles[state.held].kind.cost
        names = self.canonical(action.resources)
        if cost.members or names is None:
            return Msg("glenmore.why.wrong_payment")
        need = self.counts_of(self.index[n] for n in names)
        if need not in self.needs[self.tiles[state.held].kind.id]:
            return Msg("glenmore.why.wrong_payment")
        if not self._affordable(state, seat, need):
            return Msg("glenmore.why.sell_first", cost=self.amounts_msg(need))
        return self._sources_problem(state, seat, need, action.sources) if action.sources else None

    def _why_paymember(self, state, seat, action: PayMember) -> Msg | None:
        problem = self._phase_problem(state, PAY) or self._member_cost_problem(state)
        if problem is None and action not in self._member_payments(state, seat, self.tiles[state.held]):
            if not state.members[seat].get(cell(action.x, action.y)):
                return Msg("glenmore.why.no_member_there")
            return Msg("glenmore.why.member_needed")
        return problem

    def _why_paychieftain(self, state, seat, action: PayChieftain) -> Msg | None:
        problem = self._phase_problem(state, PAY) or self._member_cost_problem(state)
        if problem is None and action not in self._member_payments(state, seat, self.tiles[state.held]):
            return Msg("glenmore.why.no_chieftain")
        return problem

    def _member_cost_problem(self, state: GlenMoreState) -> Msg | None:
        """A clan member pays only a cost that asks for one."""
        return None if self.tiles[state.held].kind.cost.members else Msg("glenmore.why.wrong_payment")

    def _why_place(self, state, seat, action: Place) -> Msg | None:
        return self._phase_problem(state, PLACE) or self.placement_reason(
            state, seat, self.tiles[state.held], action.x, action.y)

    def _why_gain(self, state, seat, action: Gain) -> Msg | None:
        problem = self._phase_problem(state, GAIN)
        if problem is None:
            names = self.canonical(action.resources)
            if names is None or len(names) != state.gains[0][1]:
                return Msg("glenmore.why.gain_count", count=state.gains[0][1])
        return problem

    def _why_activate(self, state, seat, action: Activate) -> Msg | None:
        problem = self._phase_problem(state, ACTIVATE)
        if problem is not None:
            return problem
        c = cell(action.x, action.y)
        if c not in state.tiles[seat]:
            return Msg("glenmore.why.no_tile_there")
        if c in state.activated:
            return Msg("glenmore.why.already_activated")
        if c not in self.activation_cells(state, seat):
            return Msg("glenmore.why.not_activated")
        use = self.find_use(state, seat, c, action.resources)
        if use is None:
            kind = self.tiles[state.tiles[seat][c]].kind
            return Msg("glenmore.why.nothing_to_do" if not kind.does_something else "glenmore.why.wrong_use")
        return self._use_problem(state, seat, c, use)

    def _why_finish(self, state, seat, action: Finish) -> Msg | None:
        return self._phase_problem(state, ACTIVATE)

    def _why_move(self, state, seat, action: Move) -> Msg | None:
        problem = self._move_problem(state, seat, action.x, action.y)
        if problem is None:
            to = cell(action.to_x, action.to_y)
            if to not in state.tiles[seat] or to not in surrounding(state.tiles[seat], cell(action.x, action.y)):
                return Msg("glenmore.why.not_neighbour")
        return problem

    def _why_promote(self, state, seat, action: Promote) -> Msg | None:
        problem = self._move_problem(state, seat, action.x, action.y)
        if problem is None and state.total_members(seat) < 2 and not self.is_last_turn(state):
            return Msg("glenmore.why.last_member")
        return problem

    def _move_problem(self, state: GlenMoreState, seat: int, x: int, y: int) -> Msg | None:
        problem = self._phase_problem(state, MOVE)
        if problem is not None:
            return problem
        if state.moves <= 0:
            return Msg("glenmore.why.no_moves")
        if not state.members[seat].get(cell(x, y)):
            return Msg("glenmore.why.no_member_there")
        return None

    def _why_endturn(self, state, seat, action: EndTurn) -> Msg | None:
        return self._phase_problem(state, MOVE)


PLAYER_ACTIONS = (Take, Skip, Sell, Pay, PayMember, PayChieftain, Place, Gain, Activate, Finish, Move, Promote, EndTurn)
INT_FIELDS = ("space", "x", "y", "to_x", "to_y", "seat", "tile", "value")
_FIELDS = {t: tuple(f.name for f in fields(t)) for t in PLAYER_ACTIONS}


def well_formed(action: Action) -> bool:
    """Every field of the type its action declares: ints (never bools) for positions,
    a name for ``resource``, a tuple of names for ``resources``, an (x, y) or None for a
    sold cube's ``source``, (x, y, name) triples for a payment's ``sources``."""
    for name in _FIELDS[type(action)]:
        value = getattr(action, name)
        check = _FIELD_CHECKS.get(name)
        if name in INT_FIELDS:
            if type(value) is not int:
                return False
        elif check is not None and not check(value):
            return False
    return True


def _is_spot(value: object, size: int) -> bool:
    """(x, y) ints, or (x, y, resource name) when ``size`` is 3."""
    return (type(value) is tuple and len(value) == size and all(type(v) is int for v in value[:2])
            and (size == 2 or type(value[2]) is str))


_FIELD_CHECKS = {
    "resource": lambda v: type(v) is str,
    "resources": lambda v: type(v) is tuple and all(type(n) is str for n in v),
    "source": lambda v: v is None or _is_spot(v, 2),
    "sources": lambda v: type(v) is tuple and all(_is_spot(n, 3) for n in v),
}
