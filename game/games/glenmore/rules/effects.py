"""What the player actions do to the state: ``Effects``, held by the Rules class."""

from __future__ import annotations

from game.games.glenmore.components import ANY_RESOURCE, NO_PRODUCE, Tile
from game.games.glenmore.rules import market as mk
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
from game.games.glenmore.rules.legality import PLAYER_ACTIONS
from game.games.glenmore.rules.state import (
    ACTIVATE,
    CHOOSE,
    DIE,
    FILL,
    GAIN,
    MOVE,
    NO_TILE,
    PAY,
    PLACE,
    GlenMoreState,
)
from game.games.glenmore.rules.territory import (
    cell,
    surrounding,
)


class Effects:
    """The ``_do_*`` half of ``GlenMoreRules.apply_unchecked``, the cube bookkeeping and the
    refill after a turn; it asks its questions of the ``Board`` it is given."""

    def __init__(self, board: Board):
        self.board = board
        self.do_by_type = {t: getattr(self, f"_do_{t.__name__.lower()}") for t in PLAYER_ACTIONS}

    # -- player actions ---------------------------------------------------------------
    def _do_take(self, state: GlenMoreState, seat: int, action: Take) -> None:
        state.from_space = state.figures[seat]
        state.figures[seat] = action.space
        state.held = state.track[action.space]
        state.track[action.space] = NO_TILE
        state.phase = PLACE if self.board.tiles[state.held].kind.cost.is_free else PAY

    def _do_skip(self, state: GlenMoreState, seat: int, action: Skip) -> None:
        left = state.figures[seat]
        target = next(s for s in self.board.chain(state) if state.track[s] != NO_TILE)
        state.removed.append(state.track[target])
        state.track[target] = NO_TILE
        state.figures[seat] = target
        self.refill(state, left)

    def _do_sell(self, state: GlenMoreState, seat: int, action: Sell) -> None:
        self._sell(state, seat, self.board.index[action.resource], action.source)

    def _sell(self, state: GlenMoreState, seat: int, r: int, source: tuple[int, int] | None = None) -> None:
        state.coins[seat] += mk.sell_price(state.market[r], self.board.prices)
        state.market[r] -= 1
        self._remove_cube(state, seat, r, cell(*source) if source is not None else None)

    def _do_pay(self, state: GlenMoreState, seat: int, action: Pay) -> None:
        state.whisky[seat] -= self.board.tiles[state.held].kind.cost.whisky
        need = list(self.board.counts_of(self.board.index[n] for n in action.resources))
        for x, y, name in action.sources:  # the cubes the player chose first
            r = self.board.index[name]
            self._remove_cube(state, seat, r, cell(x, y))
            need[r] -= 1
        self._spend(state, seat, tuple(need))
        state.phase = PLACE

    def _do_paymember(self, state: GlenMoreState, seat: int, action: PayMember) -> None:
        self.board.drop_member(state.members[seat], cell(action.x, action.y))
        state.phase = PLACE

    def _do_paychieftain(self, state: GlenMoreState, seat: int, action: PayChieftain) -> None:
        state.chieftains[seat] -= 1
        state.phase = PLACE

    def _do_place(self, state: GlenMoreState, seat: int, action: Place) -> None:
        c = cell(action.x, action.y)
        tile = self.board.tiles[state.held]
        state.tiles[seat][c] = tile.id
        state.held = NO_TILE
        state.placed = c
        self._one_time_bonus(state, seat, c, tile)
        card = self.board.data.cards[tile.kind.card] if tile.kind.card else None
        if card is not None and card.activate_all:
            state.pending = list(state.tiles[seat])
        else:
            state.pending = [c] + surrounding(state.tiles[seat], c)
            state.extra_left = sum(self.board.data.cards[k].extra_activations for k in state.cards[seat])
        state.phase = GAIN if state.gains else ACTIVATE

    def _one_time_bonus(self, state: GlenMoreState, seat: int, c: int, tile: Tile) -> None:
        kind = tile.kind
        card = self.board.data.cards[kind.card] if kind.card else None
        members = kind.members + (card.members if card else 0)
        if members:
            state.members[seat][c] = state.members[seat].get(c, 0) + members
        state.whisky[seat] += kind.whisky + (card.whisky if card else 0)
        state.coins[seat] += kind.coins + (card.coins if card else 0)
        if card is None:
            return
        state.cards[seat].append(card.id)
        if card.resources_on_tile:
            state.gains.append((c, card.resources_on_tile))
        if card.fill_empty_producers:
            self._fill_empty_producers(state, seat)

    def _fill_empty_producers(self, state: GlenMoreState, seat: int) -> None:
        for c, tile_id in state.tiles[seat].items():
            produce = self.board.tiles[tile_id].kind.produce
            if produce == NO_PRODUCE or state.tile_cubes(seat, c):
                continue
            if produce == ANY_RESOURCE:
                state.gains.append((c, 1))
            else:
                self.add_cube(state, seat, c, produce)

    def _do_gain(self, state: GlenMoreState, seat: int, action: Gain) -> None:
        c, _count = state.gains.pop(0)
        room = self.board.capacity - state.tile_cubes(seat, c)
        for name in action.resources[:room]:
            self.add_cube(state, seat, c, self.board.index[name])
        if not state.gains:
            state.phase = ACTIVATE

    def _do_activate(self, state: GlenMoreState, seat: int, action: Activate) -> None:
        c = cell(action.x, action.y)
        use = self.board.find_use(state, seat, c, action.resources)
        assert use is not None
        if c in state.pending:
            state.pending.remove(c)
        else:
            state.extra_left -= 1
        state.activated.append(c)
        self._spend(state, seat, use.pay)
        if use.produce != NO_PRODUCE:
            self.add_cube(state, seat, c, use.produce)
        state.points[seat]["tiles"] += use.vp
        state.whisky[seat] += use.whisky
        state.moves += use.moves

    def _do_finish(self, state: GlenMoreState, seat: int, action: Finish) -> None:
        state.pending = []
        state.extra_left = 0
        if state.moves > 0:
            state.phase = MOVE
        else:
            self.refill(state, state.from_space)

    def _do_move(self, state: GlenMoreState, seat: int, action: Move) -> None:
        members = state.members[seat]
        self.board.drop_member(members, cell(action.x, action.y))
        to = cell(action.to_x, action.to_y)
        members[to] = members.get(to, 0) + 1
        state.moves -= 1

    def _do_promote(self, state: GlenMoreState, seat: int, action: Promote) -> None:
        self.board.drop_member(state.members[seat], cell(action.x, action.y))
        state.chieftains[seat] += 1
        state.moves -= 1

    def _do_endturn(self, state: GlenMoreState, seat: int, action: EndTurn) -> None:
        self.refill(state, state.from_space)

    # -- cubes ---------------------------------------------------------------------------
    def add_cube(self, state: GlenMoreState, seat: int, c: int, r: int) -> None:
        cubes = state.cubes[seat].get(c)
        if cubes is None:
            cubes = state.cubes[seat][c] = [0] * len(self.board.resources)
        cubes[r] += 1
        state.stock[seat][r] += 1

    def _remove_cube(self, state: GlenMoreState, seat: int, r: int, source: int | None = None) -> None:
        """Take one cube of ``r`` off the territory: from ``source`` when the player chose the
        tile, else from a tile still to be activated this turn if possible (it makes room to
        produce), else from the fullest tile."""
        cubes = state.cubes[seat]
        pending = state.pending
        if source is None:
            source = max((c for c, v in cubes.items() if v[r]), key=lambda c: (c in pending, sum(cubes[c]), -c))
        held = cubes[source]
        held[r] -= 1
        state.stock[seat][r] -= 1
        if not any(held):
            del cubes[source]

    def _spend(self, state: GlenMoreState, seat: int, need: tuple[int, ...]) -> None:
        """Pay ``need``: own cubes first, the shortfall bought at the market."""
        for r, count in enumerate(need):
            own = min(count, state.stock[seat][r])
            for _ in range(own):
                self._remove_cube(state, seat, r)
            for _ in range(count - own):
                state.coins[seat] -= mk.buy_price(state.market[r], self.board.prices)
                state.market[r] += 1

    def refill(self, state: GlenMoreState, left: int) -> None:
        """A figure left space ``left`` (the gap was just behind it).  Tiles now behind the
        rearmost figure leave the game; every space from the old gap up to the one behind
        the rearmost figure gets a new tile, that last one stays empty."""
        gap = (left - 1) % self.board.spaces
        rear_space = self.board.first_figure_space(state, gap)
        space = (gap + 1) % self.board.spaces
        while space != rear_space:
            if state.track[space] != NO_TILE:
                state.removed.append(state.track[space])
                state.track[space] = NO_TILE
            space = (space + 1) % self.board.spaces
        state.fill = [(gap + i) % self.board.spaces for i in range((rear_space - 1 - gap) % self.board.spaces)]
        state.reset_turn()
        if state.fill and self.board.current_deck(state) is not None:
            state.phase = FILL
        else:
            self.next_turn(state)

    def next_turn(self, state: GlenMoreState) -> None:
        state.reset_turn()
        state.fill = []
        mover = self.board.rearmost(state)
        if state.has_die and mover == state.die_index:
            state.phase = DIE
            return
        state.phase = CHOOSE
        state.current = mover
        state.turn += 1
