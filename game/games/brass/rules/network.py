"""Read-only questions about the board: what is connected to what, whose network reaches
where, where coal, iron and beer can come from, and what markets charge.

``Tables`` holds what the data fixes (spaces per location, lines per location, tile stats);
``Board`` answers questions about one state at one moment and caches what it works out, so
build it afresh after the state changes.
"""

from __future__ import annotations

from typing import Protocol

from game.games.brass.components import BEER, COAL, INDUSTRIES, IRON, BrassData, Level
from game.games.brass.components import Board as BoardData
from game.games.brass.rules.state import CANAL, NOBODY, BrassState

INF = 1 << 20

COTTON, MANUFACTURER, POTTERY, COAL_MINE, IRON_WORKS, BREWERY = range(len(INDUSTRIES))
RESOURCE_INDUSTRY = {COAL: COAL_MINE, IRON: IRON_WORKS, BEER: BREWERY}


class Tables:
    """Fixed lookups built once from the data."""

    def __init__(self, data: BrassData):
        self.data = data
        self.board = data.board
        self.n_loc = len(data.locations)
        self.n_space = len(data.spaces)
        self.n_link = len(data.links)
        self.space_loc = tuple(sp.location for sp in data.spaces)
        self.space_types = tuple(sp.types for sp in data.spaces)
        self.loc_spaces = tuple(loc.spaces for loc in data.locations)
        links_at: list[list[int]] = [[] for _ in data.locations]
        for link in data.links:
            for end in link.ends:
                links_at[end].append(link.index)
        self.loc_links = tuple(tuple(x) for x in links_at)
        self.link_ends = tuple(link.ends for link in data.links)
        self.is_town = tuple(loc.is_town for loc in data.locations)
        self.is_farm = tuple(loc.kind == "farm" for loc in data.locations)
        self.is_merchant = tuple(loc.is_merchant for loc in data.locations)
        self.merchant_locs = tuple(loc.index for loc in data.locations if loc.is_merchant)
        self.merchant_space_loc = data.merchant_space_location
        self.levels: tuple[tuple[Level, ...], ...] = tuple(ind.levels for ind in data.industries)
        self.resource = tuple(ind.resource if ind.resource != "none" else "" for ind in data.industries)
        self.sellable = tuple(ind.sellable for ind in data.industries)
        self.industry_index = {name: i for i, name in enumerate(INDUSTRIES)}
        self.buys = {tile.id: tile.buys for tile in data.merchant_tiles.values()}
        self.market = {COAL: data.board.coal, IRON: data.board.iron}
        self.names = tuple(loc.name for loc in data.locations)
        # per industry: (location, spaces there showing the industry) where there are any
        self.industry_spots = tuple(
            tuple(
                (loc, spaces)
                for loc in range(self.n_loc)
                if (spaces := tuple(sp for sp in self.loc_spaces[loc] if i in self.space_types[sp]))
            )
            for i in range(len(INDUSTRIES))
        )
        self.component_cache: dict[tuple[int, ...], list[int]] = {}
        self.alpha_rank = {loc.index: rank for rank, loc in enumerate(sorted(data.locations, key=lambda x: x.name))}

    def level(self, industry: int, level: int) -> Level:
        return self.levels[industry][level - 1]


class RulesTables(Protocol):
    """What the Automa's procedure reads from the rules (engine.BrassRules has it): the data,
    its fixed lookups and the board's numbers.  Lets automa.py take the rules without
    importing the engine that calls it."""

    data: BrassData
    t: Tables
    board: BoardData


class Board:
    """Questions about one state; answers are cached until the state changes (make a new one)."""

    def __init__(self, t: Tables, state: BrassState):
        self.t = t
        self.s = state
        self._comp: list[int] | None = None
        self._networks: dict[int, set[int]] = {}
        self._coal: dict[int, int] | None = None
        self._merchant_comps: set[int] | None = None
        self._iron: int | None = None
        self._coal_answers: dict[tuple, tuple[bool, int]] = {}

    # -- connectivity ----------------------------------------------------------
    @property
    def comp(self) -> list[int]:
        """A component label per location: equal labels = joined by links of any owner."""
        if self._comp is None:
            self._comp = components(self.t, self.s.link_owner)
        return self._comp

    def connected(self, a: int, b: int) -> bool:
        comp = self.comp
        return comp[a] == comp[b]

    def connected_any(self, locs, target: int) -> bool:
        comp = self.comp
        return any(comp[x] == comp[target] for x in locs)

    def reaches_merchant(self, locs) -> bool:
        if self._merchant_comps is None:
            comp = self.comp
            self._merchant_comps = {comp[m] for m in self.t.merchant_locs}
        comp = self.comp
        return any(comp[x] in self._merchant_comps for x in locs)

    def network(self, owner: int) -> set[int]:
        """Locations holding one of ``owner``'s tiles or at an end of one of ``owner``'s links."""
        found = self._networks.get(owner)
        if found is None:
            found = network(self.t, self.s, owner)
            self._networks[owner] = found
        return found

    def present(self, owner: int) -> bool:
        """Whether ``owner`` has any tile or link on the board."""
        return bool(self.network(owner))

    # -- coal -------------------------------------------------------------------
    def coal_reachable(self, locs) -> int:
        """Coal on mines connected to any of ``locs``."""
        comp = self.comp
        if self._coal is None:
            s = self.s
            self._coal = {}
            for sp in range(self.t.n_space):
                if s.sp_ind[sp] == COAL_MINE and s.sp_cubes[sp]:
                    c = comp[self.t.space_loc[sp]]
                    self._coal[c] = self._coal.get(c, 0) + s.sp_cubes[sp]
        coal = self._coal
        if len(locs) == 1:
            return coal.get(comp[locs[0]], 0)
        return sum(coal.get(c, 0) for c in {comp[x] for x in locs})

    def coal_problem(self, locs, count: int) -> tuple[bool, int]:
        """(possible, cubes to buy at the market) for ``count`` coal used at ``locs``."""
        if count <= 0:
            return True, 0
        key = (tuple(locs), count)
        found = self._coal_answers.get(key)
        if found is None:
            board = self.coal_reachable(locs)
            if board >= count:
                found = (True, 0)
            elif self.reaches_merchant(locs):
                found = (True, count - board)
            else:
                found = (False, 0)
            self._coal_answers[key] = found
        return found

    def coal_tier(self, locs) -> list[int]:
        """The mines holding coal nearest to ``locs`` (fewest links), several if equally near."""
        dist = distances(self.t, self.s.link_owner, locs)
        s = self.s
        best, out = INF, []
        for sp in range(self.t.n_space):
            if s.sp_ind[sp] != COAL_MINE or not s.sp_cubes[sp]:
                continue
            d = dist[self.t.space_loc[sp]]
            if d < best:
                best, out = d, [sp]
            elif d == best and d < INF:
                out.append(sp)
        return out if best < INF else []

    # -- iron -------------------------------------------------------------------
    def iron_on_board(self) -> int:
        if self._iron is None:
            s = self.s
            self._iron = sum(s.sp_cubes[sp] for sp in range(self.t.n_space) if s.sp_ind[sp] == IRON_WORKS)
        return self._iron

    def iron_works_with_iron(self) -> list[int]:
        s = self.s
        return [sp for sp in range(self.t.n_space) if s.sp_ind[sp] == IRON_WORKS and s.sp_cubes[sp]]

    def iron_to_buy(self, count: int) -> int:
        return max(0, count - self.iron_on_board())

    # -- beer -----------------------------------------------------------------
    def breweries(self, owner: int, locs, merchant: int = -1) -> list[int]:
        """Where ``owner`` may take beer used at ``locs``: its own breweries anywhere, the other
        side's breweries connected to ``locs``, and -1 for the barrel beside merchant space
        ``merchant`` (sales only)."""
        s = self.s
        comp = self.comp
        wanted = {comp[x] for x in locs}
        out = []
        for sp in range(self.t.n_space):
            if s.sp_ind[sp] != BREWERY or not s.sp_cubes[sp]:
                continue
            if s.sp_owner[sp] == owner or comp[self.t.space_loc[sp]] in wanted:
                out.append(sp)
        if merchant >= 0 and s.merchant_beer[merchant]:
            out.append(-1)
        return out

    def beer_available(self, owner: int, locs, merchant: int = -1) -> int:
        s = self.s
        return sum(
            s.merchant_beer[merchant] if sp < 0 else s.sp_cubes[sp] for sp in self.breweries(owner, locs, merchant)
        )

    # -- markets ----------------------------------------------------------------
    def market_cost(self, resource: str, count: int) -> int:
        market = self.t.market[resource]
        cubes = self.s.coal if resource == COAL else self.s.iron
        return market.buy_cost(cubes, count)

    def resource_anywhere(self, resource: str) -> bool:
        """A cube of ``resource`` on any tile or in its market (overbuilding the other side's mine
        or works needs there to be none)."""
        s = self.s
        if (s.coal if resource == COAL else s.iron) > 0:
            return True
        industry = RESOURCE_INDUSTRY[resource]
        return any(s.sp_ind[sp] == industry and s.sp_cubes[sp] for sp in range(self.t.n_space))

    # -- merchants ----------------------------------------------------------------
    def merchants_for(self, space: int) -> list[int]:
        """Merchant spaces whose tile buys the goods on ``space`` and that it is connected to."""
        s = self.s
        industry = s.sp_ind[space]
        loc = self.t.space_loc[space]
        out = []
        for m, tile in enumerate(s.merchant_tile):
            if tile and industry in self.t.buys[tile] and self.connected(loc, self.t.merchant_space_loc[m]):
                out.append(m)
        return out

    # -- building ----------------------------------------------------------------
    def own_tile_in(self, owner: int, loc: int) -> bool:
        s = self.s
        return any(s.sp_owner[sp] == owner for sp in self.t.loc_spaces[loc])

    def free_spaces_for(self, loc: int, industry: int) -> list[int]:
        """The free spaces of ``loc`` that ``industry`` may use: those showing only its icon if
        any is free, else those showing it with another icon."""
        s = self.s
        free = [sp for sp in self.t.loc_spaces[loc] if s.sp_owner[sp] == NOBODY and industry in self.t.space_types[sp]]
        single = [sp for sp in free if len(self.t.space_types[sp]) == 1]
        return single or free

    def free_space_count(self, loc: int) -> int:
        return sum(1 for sp in self.t.loc_spaces[loc] if self.s.sp_owner[sp] == NOBODY)

    def built_count(self, loc: int) -> int:
        return sum(1 for sp in self.t.loc_spaces[loc] if self.s.sp_owner[sp] != NOBODY)

    def canal_limit(self, owner: int, loc: int, replacing: int = -1) -> bool:
        """True when the canal era's one-tile-per-location rule forbids another tile there."""
        if self.s.era != CANAL or not self.t.board.one_tile_per_town_in_canal:
            return False
        s = self.s
        return any(s.sp_owner[sp] == owner and sp != replacing for sp in self.t.loc_spaces[loc])

    def link_free(self, link: int) -> bool:
        return self.s.link_owner[link] == NOBODY and self.t.data.links[link].allowed(self.s.era)

    def links_touching(self, owner: int) -> list[int]:
        """Free lines of this era's type that touch ``owner``'s network (any free line if it has
        nothing on the board)."""
        net = self.network(owner)
        out = []
        for link in range(self.t.n_link):
            if not self.link_free(link):
                continue
            if not net or any(e in net for e in self.t.link_ends[link]):
                out.append(link)
        return out


def components(t: Tables, link_owner: list[int]) -> list[int]:
    """A component label per location (cached per arrangement of links; never mutate it)."""
    key = tuple(link_owner)  # (a C-speed key; owners differ, components only see presence)
    cache = t.component_cache
    found = cache.get(key)
    if found is None:
        if len(cache) > 4096:
            cache.clear()
        found = cache[key] = _components(t, tuple(o != NOBODY for o in key))
    return found


def _components(t: Tables, built: tuple[bool, ...]) -> list[int]:
    parent = list(range(t.n_loc))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for link, present in enumerate(built):
        if not present:
            continue
        ends = t.link_ends[link]
        root = find(ends[0])
        for e in ends[1:]:
            other = find(e)
            if other != root:
                parent[other] = root
    return [find(x) for x in range(t.n_loc)]


def distances(t: Tables, link_owner: list[int], sources) -> list[int]:
    """Fewest links from any of ``sources`` to every location (INF if not connected)."""
    dist = [INF] * t.n_loc
    queue = []
    for x in sources:
        if dist[x]:
            dist[x] = 0
            queue.append(x)
    i = 0
    while i < len(queue):
        x = queue[i]
        i += 1
        d = dist[x] + 1
        for link in t.loc_links[x]:
            if link_owner[link] == NOBODY:
                continue
            for y in t.link_ends[link]:
                if dist[y] == INF:
                    dist[y] = d
                    queue.append(y)
    return dist


def network(t: Tables, state: BrassState, owner: int) -> set[int]:
    locs = {t.space_loc[sp] for sp, o in enumerate(state.sp_owner) if o == owner}
    for link, o in enumerate(state.link_owner):
        if o == owner:
            locs.update(t.link_ends[link])
    return locs


def track_level(t: Tables, space: int) -> int:
    return t.board.level(space)


def human_level(t: Tables, state: BrassState) -> int:
    return t.board.level(state.income)
