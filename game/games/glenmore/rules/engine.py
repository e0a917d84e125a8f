"""Glen More: the whole game for 2-5 players, the neutral die at 2-3.

Phases of a turn (``state.phase``; the seat deciding is ``state.current``):

* ``choose``   — Take(space) a tile you can pay for and place (Sell first if you need the
  coins); Skip only when no tile can be taken;
* ``pay``      — only for a tile with a cost: Pay / PayMember / PayChieftain (the shortfall
  of a resource cost is bought at the market as part of Pay);
* ``place``    — Place(x, y); the one-time bonus follows at once;
* ``gain``     — Gain(resources) for Loch Lochy's two resources or an empty Iona Abbey
  under Loch Shiel;
* ``activate`` — Activate(x, y, resources) the new tile and its 8 neighbours, each once,
  in any order, plus Loch Ness's extra tile; Finish ends the step;
* ``move``     — only when moves were earned: Move / Promote, then EndTurn.

Sell is allowed in every phase of your turn.  After the turn the track is refilled:
tiles left behind the rearmost figure leave the game and chance ``Draw`` actions turn up
new tiles; the last tile of decks 1, 2 and 3 triggers the scorings, the third ends the game.
With the die, a chance ``Roll`` moves it when it is the rearmost figure.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, combinations_with_replacement
from typing import Any

from game.core.i18n import Msg
from game.core.rng import Rng
from game.core.rules import CHANCE, Action, GivingUp, IllegalAction, OptionSpec, Rules, ranking_from_keys
from game.games.glenmore.components import ANY_RESOURCE, NO_PRODUCE, Cost, GameData, Kind, Tile, game_data
from game.games.glenmore.rules import market as mk
from game.games.glenmore.rules import scoring, words
from game.games.glenmore.rules.actions import (
    Activate,
    Draw,
    EndTurn,
    Finish,
    FirstPlayer,
    Gain,
    Move,
    Pay,
    PayChieftain,
    PayMember,
    Place,
    Promote,
    Roll,
    Sell,
    Skip,
    Take,
)
from game.games.glenmore.rules.effects import Effects
from game.games.glenmore.rules.refusals import PLAYER_ACTIONS, Refusals
from game.games.glenmore.rules.state import (
    ACTIVATE,
    CHOOSE,
    DIE,
    FILL,
    MOVE,
    NO_TILE,
    OVER,
    START,
    TURN_PHASES,
    GlenMoreState,
)
from game.games.glenmore.rules.territory import (
    ORIGIN,
    cell,
    fits,
    has_cell,
    legal_cells,
    open_frontier,
    placement_problem,
    surrounding,
    xy,
)


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


class GlenMoreRules(Refusals, Effects, Rules):
    name = "glenmore"
    min_seats = 2
    max_seats = 5
    hidden_information = False

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
        self._legal_by_phase = {phase: getattr(self, f"_legal_{phase}") for phase in TURN_PHASES}
        self._why_by_type = {t: getattr(self, f"_why_{t.__name__.lower()}") for t in PLAYER_ACTIONS}
        self._do_by_type = {t: getattr(self, f"_do_{t.__name__.lower()}") for t in PLAYER_ACTIONS}
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

    # -- setup -----------------------------------------------------------------
    def options(self) -> list[OptionSpec]:
        return [
            OptionSpec("first", "choice", "seat1", "glenmore.option.first", choices=("seat1", "random")),
            # 2-3 players: the two rulebook translations disagree on what the die counts
            OptionSpec("die", "choice", "spaces", "glenmore.option.die", choices=DIE_COUNTS,
                       help="glenmore.option.die_help"),
        ]

    def setup(self, config) -> GlenMoreState:
        opts = {**self.default_options(), **config.options}
        n = config.num_seats
        board = self.data.board
        state = GlenMoreState(n, board.players[n].die, self.spaces, len(self.resources))
        state.die_counts = opts["die"]
        state.decks = [sorted(self.data.deck_tiles(deck)) for deck in sorted(board.deck_sizes)]
        state.market = [board.players[n].market_filled] * len(self.resources)
        for seat in range(n):
            start = self.tiles[self.data.start_tiles[seat]]
            state.tiles[seat][ORIGIN] = start.id
            state.members[seat][ORIGIN] = start.kind.members
            state.coins[seat] = board.start_coins
        if opts["first"] == "random":
            state.phase = START
        else:
            self._lay_out(state, 0)
        return state

    def _lay_out(self, state: GlenMoreState, first: int) -> None:
        """Figures on consecutive spaces from the start player on, then the die; the last
        space stays empty (directly behind the start player); tiles fill the rest."""
        state.start_player = first
        for i in range(state.num_seats):
            state.figures[(first + i) % state.num_seats] = i
        figures = len(state.figures)
        if state.has_die:
            state.figures[state.die_index] = state.num_seats
        state.fill = list(range(figures, self.spaces - self.data.board.gaps))
        state.phase = FILL

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

    def sample_chance(self, state: GlenMoreState, rng: Rng) -> Action:
        if state.phase == START:
            return FirstPlayer(rng.randrange(state.num_seats))
        if state.phase == DIE:
            return Roll(rng.choice(self.data.board.die_faces))
        deck = self.current_deck(state)
        assert deck is not None
        return Draw(rng.choice(state.decks[deck]))

    def rearmost(self, state: GlenMoreState) -> int:
        """Index in ``figures`` of the figure that moves next (the first one after the gap)."""
        track, figures, spaces = state.track, state.figures, self.spaces
        gap = next(s for s in range(spaces) if track[s] == NO_TILE and s not in figures)
        for step in range(1, spaces):
            space = (gap + step) % spaces
            if space in figures:
                return figures.index(space)
        raise AssertionError("no figure on the track")

    def _first_figure_space(self, state: GlenMoreState, after: int) -> int:
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
        to_fill = (self._first_figure_space(state, gap) - 1 - gap) % self.spaces
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
                self._drop_member(members, c)
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
            for use in self._usable(state, seat, c):
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
                self._drop_member(members, c)
                if has_cell(state.tiles[seat], members, self.tiles, tile):
                    out.append(PayMember(*xy(c)))
        return out

    @staticmethod
    def _drop_member(members: dict[int, int], c: int) -> None:
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
    def _usable(self, state: GlenMoreState, seat: int, c: int) -> list[Use]:
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

    # -- applying ------------------------------------------------------------------------
    def apply_unchecked(self, state: GlenMoreState, action: Action) -> None:
        if action.chance:
            self._apply_chance(state, action)
        else:
            self._do_by_type[type(action)](state, state.current, action)

    def _apply_chance(self, state: GlenMoreState, action: Action) -> None:
        if isinstance(action, FirstPlayer) and state.phase == START and 0 <= action.seat < state.num_seats:
            self._lay_out(state, action.seat)
        elif isinstance(action, Draw) and state.phase == FILL:
            self._draw(state, action.tile)
        elif isinstance(action, Roll) and state.phase == DIE and action.value in self.data.board.die_faces:
            self._roll(state, action.value)
        else:
            raise IllegalAction(Msg("core.illegal.chance"))

    def _draw(self, state: GlenMoreState, tile: int) -> None:
        deck = self.current_deck(state)
        if deck is None or tile not in state.decks[deck]:
            raise IllegalAction(Msg.raw(f"tile {tile} is not in the current deck"))
        state.decks[deck].remove(tile)
        state.track[state.fill.pop(0)] = tile
        if not state.decks[deck] and deck in self.data.board.scored_decks:
            self._scoring(state, deck)
            if state.phase == OVER:
                return
        if not state.fill:
            self._next_turn(state)

    def _scoring(self, state: GlenMoreState, deck: int) -> None:
        scored = self.data.board.scored_decks
        scoring.score_round(self.data, state, scored.index(deck) + 1)
        if deck == scored[-1]:
            scoring.final_scoring(self.data, state)
            state.fill = []
            state.phase = OVER

    def _roll(self, state: GlenMoreState, value: int) -> None:
        """The die moves ``value`` spaces counting occupied ones; if it would stop on a
        player's figure it goes on to the next tile.  That tile leaves the game."""
        start = state.figures[state.die_index]
        target = self.die_target(state, value)
        state.last_roll = value
        state.removed.append(state.track[target])
        state.track[target] = NO_TILE
        state.figures[state.die_index] = target
        self._refill(state, start)

    def _refill(self, state: GlenMoreState, left: int) -> None:
        """A figure left space ``left`` (the gap was just behind it).  Tiles now behind the
        rearmost figure leave the game; every space from the old gap up to the one behind
        the rearmost figure gets a new tile, that last one stays empty."""
        gap = (left - 1) % self.spaces
        rear_space = self._first_figure_space(state, gap)
        space = (gap + 1) % self.spaces
        while space != rear_space:
            if state.track[space] != NO_TILE:
                state.removed.append(state.track[space])
                state.track[space] = NO_TILE
            space = (space + 1) % self.spaces
        state.fill = [(gap + i) % self.spaces for i in range((rear_space - 1 - gap) % self.spaces)]
        state.reset_turn()
        if state.fill and self.current_deck(state) is not None:
            state.phase = FILL
        else:
            self._next_turn(state)

    def _next_turn(self, state: GlenMoreState) -> None:
        state.reset_turn()
        state.fill = []
        mover = self.rearmost(state)
        if state.has_die and mover == state.die_index:
            state.phase = DIE
            return
        state.phase = CHOOSE
        state.current = mover
        state.turn += 1

    # -- information ---------------------------------------------------------------------
    def view(self, state: GlenMoreState, seat: int) -> GlenMoreState:
        """Nothing is hidden: the decks are kept as unordered sets and drawn at random."""
        return state.clone()

    def determinize(self, view: GlenMoreState, seat: int, rng: Rng) -> GlenMoreState:
        return view.clone()

    # -- end ---------------------------------------------------------------------------------
    def milestone(self, before: GlenMoreState, action: Action, after: GlenMoreState) -> bool:
        """A scoring round, or the game ended."""
        return len(after.scorings) > len(before.scorings) or self.to_move(after) is None

    def scores(self, state: GlenMoreState) -> list[float]:
        return [float(state.total_points(s)) for s in range(state.num_seats)]

    def ranking(self, state: GlenMoreState) -> list[int]:
        """Most VP; a tie goes to the player with more resources left; still level, they share."""
        return ranking_from_keys([(state.total_points(s), state.resource_total(s)) for s in range(state.num_seats)])

    def progress(self, state: GlenMoreState) -> Msg:
        if state.phase == OVER:
            return Msg("glenmore.progress.over")
        deck = self.current_deck(state)
        return Msg("glenmore.progress.deck", deck=deck if deck is not None else 0,
                   left=len(state.decks[deck]) if deck is not None else 0, scorings=len(state.scorings))

    # -- words -----------------------------------------------------------------------------
    def tile_name(self, tile_id: int) -> Msg:
        return Msg(f"glenmore.tile.{self.tiles[tile_id].kind.name}.name")

    def resource_msg(self, r: int) -> Msg:
        return Msg(f"glenmore.resource.{self.resources[r]}")

    def amounts_msg(self, counts: tuple[int, ...] | list[int]) -> Msg:
        """"1 wood, 2 stone" as a translatable list."""
        items = [Msg("glenmore.amount", count=n, resource=self.resource_msg(r)) for r, n in enumerate(counts) if n]
        return words.list_msg(items)

    def describe(self, state: GlenMoreState, action: Action, seat: int | None) -> Msg | None:
        return words.describe(self, state, action, seat)

    def prompt(self, state: GlenMoreState) -> Msg:
        return words.prompt(self, state)

    def giving_up(self, state: GlenMoreState, action: Action) -> GivingUp | None:
        return words.giving_up(self, state, action)

    def state_from_json(self, data: dict[str, Any]) -> GlenMoreState:
        return GlenMoreState.from_json(data)



DIE_COUNTS = ("spaces", "tiles")
"""What the die counts as it moves (2-3 players): every space, occupied ones included (seed 000
line 297, the default), or tiles only, player figures not counted (seed 003 line 640)."""
