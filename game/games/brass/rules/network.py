"""Read-only questions about the board: what is connected to what, whose network reaches
where, where coal, iron and beer can come from, and what markets charge.

``Tables`` holds what the data fixes (spaces per location, lines per location, tile stats);
``Board`` answers questions about one state at one moment and caches what it works out, so
build it afresh after the state changes.  What it works out from the tiles and links (the
connections, the networks, where coal, iron and beer lie) is kept on the state as a
``Version``, valid while the tiles' owners, industries and cubes and the lines' owners are
what they were, so every Board of that board position — built again by another question, or
for a clone — shares it (``Board(t, state)`` stays cheap to call anywhere).
"""

from __future__ import annotations

from typing import Protocol

from game.games.brass.components import BEER, COAL, INDUSTRIES, IRON, BrassData, Level
from game.games.brass.components import Board as BoardData
from game.games.brass.rules.state import BOARD_CACHE, CANAL, NOBODY, BrassState

INF = 1 << 20
COST_COUNTS = 9  # market costs worked out in advance for up to this many cubes less one

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
        # the lines of each era's type (canal, rail)
        self.era_links = tuple(tuple(link.index for link in data.links if link.allowed(era)) for era in (0, 1))
        self.is_town = tuple(loc.is_town for loc in data.locations)
        self.towns = frozenset(loc.index for loc in data.locations if loc.is_town)
        self.town_of_card = {loc.id: loc.index for loc in data.locations if loc.is_town}  # a town's card
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
        # what buying 0..COST_COUNTS-1 cubes costs, per resource and cubes in the market
        self.costs = {
            resource: tuple(
                tuple(market.buy_cost(cubes, count) for count in range(COST_COUNTS)) for cubes in range(market.size + 1)
            )
            for resource, market in self.market.items()
        }
        # per card type: the industries an industry card builds (empty for the others), whether wild
        self.card_builds = {
            c.id: frozenset(c.builds) if c.kind == "industry" else frozenset() for c in data.card_types.values()
        }
        self.card_wild = {c.id: c.wild for c in data.card_types.values()}
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
        # per (location, industry): its spaces showing the industry's icon alone, and with another
        self.icon_spaces = {
            (loc, i): (
                tuple(
                    sp for sp in self.loc_spaces[loc] if i in self.space_types[sp] and len(self.space_types[sp]) == 1
                ),
                tuple(
                    sp for sp in self.loc_spaces[loc] if i in self.space_types[sp] and len(self.space_types[sp]) != 1
                ),
            )
            for loc in range(self.n_loc)
            for i in range(len(INDUSTRIES))
        }
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


class Version:
    """What the Boards of one board position share: a copy of the lists it depends on (the
    tiles' owners, industries, levels, sides and cubes, the lines' owners, the merchant tiles)
    and what has been worked out from them, each a pure function of some of those lists.  The
    next position's Version takes over what depends only on lists that did not change (a cube
    taken leaves the connections and the networks as they were)."""

    __slots__ = (
        "links",
        "owners",
        "inds",
        "cubes",
        "levels",
        "flipped",
        "merchants",
        "comp",
        "merchant_comps",
        "by_owner",
        "held",
        "iron",
        "coal",
        "coal_answers",
        "icons",
        "buyers",
    )

    def __init__(self, state: BrassState, before: Version | None = None):
        # snapshots (never changed: an unchanged one is shared with the version before)
        self.links = _same_or_copy(before and before.links, state.link_owner)
        self.owners = _same_or_copy(before and before.owners, state.sp_owner)
        self.inds = _same_or_copy(before and before.inds, state.sp_ind)
        self.cubes = _same_or_copy(before and before.cubes, state.sp_cubes)
        self.levels = _same_or_copy(before and before.levels, state.sp_level)
        self.flipped = _same_or_copy(before and before.flipped, state.sp_flipped)
        self.merchants = _same_or_copy(before and before.merchants, state.merchant_tile)
        # worked out on demand; the comment says what each depends on
        self.comp: list[int] | None = None  # links
        self.merchant_comps: frozenset[int] | None = None  # links
        self.by_owner: dict[tuple, object] = {}  # owners, links: networks, tiles, open lines
        self.held: tuple[tuple[int, ...], ...] | None = None  # inds, cubes
        self.iron: int | None = None  # inds, cubes
        self.coal: dict[int, int] | None = None  # inds, cubes, links
        self.coal_answers: dict[tuple, tuple[bool, int]] = {}  # inds, cubes, links
        self.icons: list[int] | None = None  # owners, inds, levels, flipped
        self.buyers: dict[int, tuple[int, ...]] = {}  # inds, links, merchants
        if before is not None:
            self._take_over(before)

    def _take_over(self, before: Version) -> None:
        links = self.links is before.links
        tiles = self.inds is before.inds
        cubes = tiles and self.cubes is before.cubes
        if links:
            self.comp = before.comp
            self.merchant_comps = before.merchant_comps
            if self.owners is before.owners:
                self.by_owner = before.by_owner
            if cubes:
                self.coal = before.coal
                self.coal_answers = before.coal_answers
            if tiles and self.merchants is before.merchants:
                self.buyers = before.buyers
        if cubes:
            self.held = before.held
            self.iron = before.iron
        if tiles and self.owners is before.owners and self.levels is before.levels and self.flipped is before.flipped:
            self.icons = before.icons

    def matches(self, state: BrassState) -> bool:
        return (
            self.cubes == state.sp_cubes
            and self.links == state.link_owner
            and self.owners == state.sp_owner
            and self.inds == state.sp_ind
            and self.flipped == state.sp_flipped
            and self.levels == state.sp_level
            and self.merchants == state.merchant_tile
        )


def _same_or_copy(snapshot: list | None, now: list) -> list:
    return snapshot if snapshot is not None and snapshot == now else now[:]


VERSION = BOARD_CACHE
"""The state attribute holding its current ``Version`` (never saved: ``BrassState.to_json``
leaves it out; a clone starts with its original's, still valid until one of them changes)."""


def version_of(state: BrassState) -> Version:
    """The state's ``Version`` for its board position now (a new one after a change)."""
    found = state.__dict__.get(VERSION)
    if found is None or not found.matches(state):
        found = Version(state, found)
        setattr(state, VERSION, found)
    return found


class Board:
    """Questions about one state; answers are cached until the state changes (make a new one).
    What depends only on the board position is shared by every Board of that position (see
    ``Version``); a Board asked something new after its state changed works it out afresh
    from the state as it is then, as if built then."""

    __slots__ = ("t", "s", "_v")

    def __init__(self, t: Tables, state: BrassState):
        self.t = t
        self.s = state
        found = state.__dict__.get(VERSION)
        if found is None or not found.matches(state):
            found = Version(state, found)
            setattr(state, VERSION, found)
        self._v = found

    # The version to fill in with something worked out now: this Board's own, unless its state
    # has changed since in a list that the answer depends on (then the state's current one).
    def _renew(self) -> Version:
        v = self._v = version_of(self.s)
        return v

    def _for_links(self) -> Version:
        v = self._v
        return v if v.links == self.s.link_owner else self._renew()

    def _for_owners(self) -> Version:
        v, s = self._v, self.s
        return v if v.owners == s.sp_owner and v.links == s.link_owner else self._renew()

    def _for_cubes(self) -> Version:
        v, s = self._v, self.s
        return v if v.cubes == s.sp_cubes and v.inds == s.sp_ind else self._renew()

    def _for_coal(self) -> Version:
        v, s = self._v, self.s
        return v if v.cubes == s.sp_cubes and v.inds == s.sp_ind and v.links == s.link_owner else self._renew()

    def _for_icons(self) -> Version:
        v, s = self._v, self.s
        same = v.owners == s.sp_owner and v.inds == s.sp_ind and v.flipped == s.sp_flipped
        return v if same and v.levels == s.sp_level else self._renew()

    def _for_buyers(self) -> Version:
        v, s = self._v, self.s
        same = v.inds == s.sp_ind and v.links == s.link_owner
        return v if same and v.merchants == s.merchant_tile else self._renew()

    def tiles(self, owner: int) -> tuple[int, ...]:
        """The spaces holding ``owner``'s tiles (``BrassState.tiles_of``)."""
        key = ("tiles", owner)
        found = self._v.by_owner.get(key)
        if found is None:
            v = self._for_owners()
            found = v.by_owner[key] = tuple(sp for sp, o in enumerate(self.s.sp_owner) if o == owner)
        return found  # type: ignore[return-value]

    def link_icons(self, loc: int) -> int:
        """The VP a link ending at ``loc`` scores now: the link icons on the flipped tiles there
        (of any owner), or the merchants' link VP at a merchant location."""
        icons = self._v.icons
        if icons is None or icons[loc] < 0:
            v = self._for_icons()
            icons = v.icons
            if icons is None:
                icons = v.icons = [-1] * self.t.n_loc
            t = self.t
            s = self.s
            if t.is_merchant[loc]:
                icons[loc] = t.data.merchant_link_vp
            else:
                icons[loc] = sum(
                    t.level(s.sp_ind[sp], s.sp_level[sp]).link
                    for sp in t.loc_spaces[loc]
                    if s.sp_owner[sp] != NOBODY and s.sp_flipped[sp]
                )
        return icons[loc]

    def link_value(self, link: int) -> int:
        """The VP the link on ``link`` would score if the era ended now."""
        return sum(self.link_icons(loc) for loc in self.t.link_ends[link])

    # -- connectivity ----------------------------------------------------------
    @property
    def comp(self) -> list[int]:
        """A component label per location: equal labels = joined by links of any owner."""
        found = self._v.comp
        if found is None:
            found = self._for_links().comp = components(self.t, self.s.link_owner)
        return found

    def connected(self, a: int, b: int) -> bool:
        comp = self.comp
        return comp[a] == comp[b]

    def merchant_comps(self) -> frozenset[int]:
        """The components holding a merchant location."""
        found = self._v.merchant_comps
        if found is None:
            v = self._for_links()
            comp = self.comp
            found = v.merchant_comps = frozenset(comp[m] for m in self.t.merchant_locs)
        return found

    def reaches_merchant(self, locs) -> bool:
        merchants = self.merchant_comps()
        comp = self.comp
        return any(comp[x] in merchants for x in locs)

    def network(self, owner: int) -> set[int]:
        """Locations holding one of ``owner``'s tiles or at an end of one of ``owner``'s links
        (shared: never change it)."""
        found = self._v.by_owner.get(owner)
        if found is None:
            found = network(self.t, self.s, owner)
            self._for_owners().by_owner[owner] = found
        return found  # type: ignore[return-value]

    def present(self, owner: int) -> bool:
        """Whether ``owner`` has any tile or link on the board."""
        return bool(self.network(owner))

    def _held(self) -> tuple[tuple[int, ...], ...]:
        """Per industry, the spaces whose tile of it holds cubes or barrels, in space order."""
        found = self._v.held
        if found is None:
            v = self._for_cubes()
            s = self.s
            held: list[list[int]] = [[] for _ in INDUSTRIES]
            inds = s.sp_ind
            for sp in [sp for sp, cubes in enumerate(s.sp_cubes) if cubes]:
                if inds[sp] >= 0:
                    held[inds[sp]].append(sp)
            found = v.held = tuple(tuple(x) for x in held)
        return found

    # -- coal -------------------------------------------------------------------
    def coal_by_comp(self) -> dict[int, int]:
        """Coal on the mines of each connection component (components without any left out)."""
        found = self._v.coal
        if found is None:
            v = self._for_coal()
            comp = self.comp
            cubes = self.s.sp_cubes
            space_loc = self.t.space_loc
            found = {}
            for sp in self._held()[COAL_MINE]:
                c = comp[space_loc[sp]]
                found[c] = found.get(c, 0) + cubes[sp]
            v.coal = found
        return found

    def coal_reachable(self, locs) -> int:
        """Coal on mines connected to any of ``locs``."""
        coal = self.coal_by_comp()
        comp = self.comp
        if len(locs) == 1:
            return coal.get(comp[locs[0]], 0)
        return sum(coal.get(c, 0) for c in {comp[x] for x in locs})

    def coal_for_lines(self, lines, count: int) -> list[tuple[int, int]]:
        """``(line, cubes to buy at the market)`` for the ``lines`` where ``count`` coal can be had
        for a link (``coal_problem`` at their ends, for many lines at once)."""
        coal = self.coal_by_comp()
        comp = self.comp
        merchants = self.merchant_comps()
        ends = self.t.link_ends
        out = []
        for link in lines:
            here = ends[link]
            if len(here) == 2:  # (most lines: the same as below, faster)
                a, b = comp[here[0]], comp[here[1]]
                have = coal.get(a, 0) + (coal.get(b, 0) if b != a else 0)
                reach = a in merchants or b in merchants
            else:
                comps = {comp[e] for e in here}
                have = sum(coal.get(c, 0) for c in comps)
                reach = not merchants.isdisjoint(comps)
            if have >= count:
                out.append((link, 0))
            elif reach:
                out.append((link, count - have))
        return out

    def coal_problem(self, locs, count: int) -> tuple[bool, int]:
        """(possible, cubes to buy at the market) for ``count`` coal used at ``locs``."""
        if count <= 0:
            return True, 0
        key = (tuple(locs), count)
        found = self._v.coal_answers.get(key)
        if found is None:
            v = self._for_coal()
            board = self.coal_reachable(locs)
            if board >= count:
                found = (True, 0)
            elif self.reaches_merchant(locs):
                found = (True, count - board)
            else:
                found = (False, 0)
            v.coal_answers[key] = found
        return found

    def coal_tier(self, locs) -> list[int]:
        """The mines holding coal nearest to ``locs`` (fewest links), several if equally near."""
        mines = self._held()[COAL_MINE]
        if not mines:
            return []
        dist = distances(self.t, self.s.link_owner, locs)
        space_loc = self.t.space_loc
        best, out = INF, []
        for sp in mines:
            d = dist[space_loc[sp]]
            if d < best:
                best, out = d, [sp]
            elif d == best and d < INF:
                out.append(sp)
        return out if best < INF else []

    # -- iron -------------------------------------------------------------------
    def iron_on_board(self) -> int:
        found = self._v.iron
        if found is None:
            v = self._for_cubes()
            cubes = self.s.sp_cubes
            found = v.iron = sum(cubes[sp] for sp in self._held()[IRON_WORKS])
        return found

    def iron_works_with_iron(self) -> list[int]:
        return list(self._held()[IRON_WORKS])

    def iron_to_buy(self, count: int) -> int:
        return max(0, count - self.iron_on_board())

    # -- beer -----------------------------------------------------------------
    def breweries(self, owner: int, locs, merchant: int = -1) -> list[int]:
        """Where ``owner`` may take beer used at ``locs``: its own breweries anywhere, the other
        side's breweries connected to ``locs``, and -1 for the barrel beside merchant space
        ``merchant`` (sales only)."""
        s = self.s
        out = []
        held = self._held()[BREWERY]
        if held:
            comp = self.comp
            space_loc = self.t.space_loc
            owners = s.sp_owner
            wanted = {comp[x] for x in locs}
            out = [sp for sp in held if owners[sp] == owner or comp[space_loc[sp]] in wanted]
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
        cubes = self.s.coal if resource == COAL else self.s.iron
        if 0 <= count < COST_COUNTS:
            row = self.t.costs[resource]
            if 0 <= cubes < len(row):
                return row[cubes][count]
        return self.t.market[resource].buy_cost(cubes, count)

    def resource_anywhere(self, resource: str) -> bool:
        """A cube of ``resource`` on any tile or in its market (overbuilding the other side's mine
        or works needs there to be none)."""
        s = self.s
        if (s.coal if resource == COAL else s.iron) > 0:
            return True
        return bool(self._held()[RESOURCE_INDUSTRY[resource]])

    # -- merchants ----------------------------------------------------------------
    def merchants_for(self, space: int) -> list[int]:
        """Merchant spaces whose tile buys the goods on ``space`` and that it is connected to."""
        found = self._v.buyers.get(space)
        if found is None:
            v = self._for_buyers()
            s = self.s
            t = self.t
            industry = s.sp_ind[space]
            comp = self.comp
            here = comp[t.space_loc[space]]
            found = v.buyers[space] = tuple(
                m
                for m, tile in enumerate(s.merchant_tile)
                if tile and industry in t.buys[tile] and comp[t.merchant_space_loc[m]] == here
            )
        return list(found)

    # -- building ----------------------------------------------------------------
    def own_tile_in(self, owner: int, loc: int) -> bool:
        s = self.s
        return any(s.sp_owner[sp] == owner for sp in self.t.loc_spaces[loc])

    def free_spaces_for(self, loc: int, industry: int) -> list[int]:
        """The free spaces of ``loc`` that ``industry`` may use: those showing only its icon if
        any is free, else those showing it with another icon."""
        return self.free_spaces(loc, industry)

    def free_spaces(self, loc: int, industry: int) -> list[int]:
        """``free_spaces_for`` (the spaces showing only the industry's icon come first)."""
        alone, shared = self.t.icon_spaces[loc, industry]
        owners = self.s.sp_owner
        return [sp for sp in alone if owners[sp] == NOBODY] or [sp for sp in shared if owners[sp] == NOBODY]

    def tile_locations(self, owner: int) -> frozenset[int]:
        """The locations holding one of ``owner``'s tiles."""
        key = ("locs", owner)
        found = self._v.by_owner.get(key)
        if found is None:
            space_loc = self.t.space_loc
            tiles = self.tiles(owner)
            found = self._for_owners().by_owner[key] = frozenset(space_loc[sp] for sp in tiles)
        return found  # type: ignore[return-value]

    def free_space_count(self, loc: int) -> int:
        return sum(1 for sp in self.t.loc_spaces[loc] if self.s.sp_owner[sp] == NOBODY)

    def built_count(self, loc: int) -> int:
        return sum(1 for sp in self.t.loc_spaces[loc] if self.s.sp_owner[sp] != NOBODY)

    def canal_blocked(self, owner: int) -> frozenset[int]:
        """The locations where ``canal_limit`` forbids ``owner`` another tile now."""
        if self.s.era != CANAL or not self.t.board.one_tile_per_town_in_canal:
            return frozenset()
        return self.tile_locations(owner)

    def canal_limit(self, owner: int, loc: int, replacing: int = -1) -> bool:
        """True when the canal era's one-tile-per-location rule forbids another tile there."""
        if self.s.era != CANAL or not self.t.board.one_tile_per_town_in_canal:
            return False
        if replacing < 0:
            return loc in self.tile_locations(owner)
        s = self.s
        return any(s.sp_owner[sp] == owner and sp != replacing for sp in self.t.loc_spaces[loc])

    def link_free(self, link: int) -> bool:
        return self.s.link_owner[link] == NOBODY and self.t.data.links[link].allowed(self.s.era)

    def links_touching(self, owner: int) -> list[int]:
        """Free lines of this era's type that touch ``owner``'s network (any free line if it has
        nothing on the board)."""
        era = self.s.era
        key = ("lines", owner, era)
        found = self._v.by_owner.get(key)
        if found is None:
            v = self._for_owners()
            net = self.network(owner)
            owners = self.s.link_owner
            ends = self.t.link_ends
            found = v.by_owner[key] = tuple(
                link
                for link in self.t.era_links[era]
                if owners[link] == NOBODY and (not net or not net.isdisjoint(ends[link]))
            )
        return list(found)  # type: ignore[call-overload]


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
