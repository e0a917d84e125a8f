"""Glen More's components, loaded and validated from data/glenmore/*.yaml.

* ``tiles.yaml`` — the resources, the tile kinds (what each sort of tile costs, gives once
  and does when activated) and the 67 deck tiles plus the 5 start villages;
* ``cards.yaml`` — the 13 special-location cards;
* ``board.yaml`` — track, market, setup by player count, die, scoring tables.

Tiles are small ints (their position in the data: 0..66 the deck tiles, then the start
villages) and resources are indexes into ``GameData.resources``, so the rules stay fast.
Effects are data: the rules interpret ``Kind`` and ``Card`` fields and never name a tile.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement
from pathlib import Path

from game.core.data import Node
from game.core.paths import DATA_DIR

RESOURCE_COUNT = 5
DECK_SIZES = {0: 8, 1: 23, 2: 19, 3: 17}
CARD_COUNT = 13
START_VILLAGES = 5
MARKET_SPACES = 3
DIE_FACES = 6
DIFFERENCE_STEPS = 6
"""The scoring table's steps for a difference of 0, 1, 2, 3, 4 and 5 or more."""
MAX_COUNT = 9
"""Upper bound of any count of cubes, barrels, members or moves on a tile or a card."""
MAX_COINS = 30
MAX_VP = 50
MAX_BONNETS = 3

BORDERS = ("yellow", "green", "grey", "brown", "blue")
CATEGORIES = (
    "production", "distillery", "abbey", "village", "castle", "butcher", "fair", "tavern", "grocer", "bridge", "loch",
)
EDGES = ("none", "river", "road", "both")
TIMINGS = ("on_take", "every_turn", "scoring", "game_end")
ACTIVATIONS = ("produce", "moves", "convert", "exchange")
COST_EXTRAS = ("whisky", "member", "any_distinct")
ON_TAKE = ("members", "whisky", "coins", "resources_on_tile", "fill_empty_producers", "activate_all")

NO_PRODUCE = -1
ANY_RESOURCE = -2
START_DECK = -1


@dataclass(frozen=True)
class Cost:
    resources: tuple[int, ...]
    whisky: int = 0
    members: int = 0
    any_distinct: int = 0

    @property
    def is_free(self) -> bool:
        return not (any(self.resources) or self.whisky or self.members or self.any_distinct)


@dataclass(frozen=True)
class Option:
    """One way to use a converting tile: give ``pay`` (counts per resource), gain VP or whisky."""

    pay: tuple[int, ...]
    vp: int = 0
    whisky: int = 0


@dataclass(frozen=True)
class Kind:
    id: str
    name: str
    border: str
    category: str
    cost: Cost
    members: int = 0
    whisky: int = 0
    coins: int = 0
    produce: int = NO_PRODUCE
    moves: int = 0
    options: tuple[Option, ...] = ()
    exchange_vp: tuple[tuple[int, int], ...] = ()
    """(count, vp) pairs: give ``count`` resources for ``vp``."""
    exchange_distinct: bool = False
    card: str | None = None

    @property
    def does_something(self) -> bool:
        return self.produce != NO_PRODUCE or bool(self.moves or self.options or self.exchange_vp)

    def exchange_sets(self) -> tuple[tuple[tuple[int, ...], int], ...]:
        """Every (resources given, vp) an exchange allows, resources as sorted indexes."""
        out = []
        for count, vp in self.exchange_vp:
            pick = combinations if self.exchange_distinct else combinations_with_replacement
            out += [(combo, vp) for combo in pick(range(RESOURCE_COUNT), count)]
        return tuple(out)


@dataclass(frozen=True)
class Tile:
    id: int
    deck: int
    kind: Kind
    river: bool
    road: bool

    @property
    def plain(self) -> bool:
        return not (self.river or self.road)


@dataclass(frozen=True)
class Card:
    id: str
    deck: int
    bonnets: int
    timing: str
    members: int = 0
    whisky: int = 0
    coins: int = 0
    resources_on_tile: int = 0
    fill_empty_producers: bool = False
    activate_all: bool = False
    extra_activations: int = 0
    chieftain_factor: int = 1
    vp_per_tile: int = 0
    border: str | None = None
    category: str | None = None

    def counts(self, tile: Tile) -> bool:
        """Whether a game-end card scores for ``tile``."""
        if self.border is not None:
            return tile.kind.border == self.border
        return self.category is not None and tile.kind.category == self.category


@dataclass(frozen=True)
class PlayerSetup:
    die: bool
    market_filled: int
    tiles: int


@dataclass(frozen=True)
class Board:
    spaces: int
    gaps: int
    deck_sizes: dict[int, int]
    scored_decks: tuple[int, ...]
    prices: tuple[int, ...]
    tile_capacity: int
    start_coins: int
    players: dict[int, PlayerSetup]
    die_faces: tuple[int, ...]
    difference_vp: tuple[int, ...]
    coin_vp: int
    tile_penalty: int

    def difference_points(self, difference: int) -> int:
        return self.difference_vp[min(difference, len(self.difference_vp) - 1)]


@dataclass(frozen=True)
class GameData:
    resources: tuple[str, ...]
    kinds: dict[str, Kind]
    tiles: tuple[Tile, ...]
    start_tiles: tuple[int, ...]
    cards: dict[str, Card]
    board: Board

    def resource_index(self, name: str) -> int:
        return self.resources.index(name)

    def deck_tiles(self, deck: int) -> list[int]:
        return [t.id for t in self.tiles if t.deck == deck]


# ---------------------------------------------------------------------------
# Loading


def load_game_data(folder: Path) -> GameData:
    tiles_node = Node.load(folder / "tiles.yaml")
    tiles_node.only_keys("resources", "kinds", "tiles", "start_villages")
    resources = _load_resources(tiles_node.node("resources"))
    cards_node = Node.load(folder / "cards.yaml")
    cards_node.only_keys("cards")
    cards = _load_cards(cards_node.node("cards"))
    kinds = _load_kinds(tiles_node.node("kinds"), resources, cards)
    tiles = _load_tiles(tiles_node.node("tiles"), kinds)
    start = _load_start_villages(tiles_node.node("start_villages"), kinds, len(tiles))
    if any(t.kind is start[0].kind for t in tiles):
        tiles_node.node("tiles").fail(f"'{start[0].kind.id}' is the start villages' kind; it is not dealt from a deck")
    board_node = Node.load(folder / "board.yaml")
    board = _load_board(board_node)
    _check_decks(tiles_node.node("tiles"), tiles, board)
    unused = [k for k in kinds if not any(t.kind is kinds[k] for t in tuple(tiles) + start)]
    if unused:
        tiles_node.node("kinds").fail(f"no tile is of the kind '{unused[0]}'")
    tiles_node.node("kinds").census(tile_census(tuple(tiles) + start, resources), TILE_CENSUS,
                                    "the fact sheet (2.4: its 67 tiles and 5 start villages)")
    _check_cards_placed(cards_node.node("cards"), cards, tiles)
    for node in (tiles_node, cards_node, board_node):
        node.done()
    return GameData(resources, kinds, tuple(tiles) + start, tuple(t.id for t in start), cards, board)


TILE_CENSUS = {
    "wood in costs": 18,
    "stone in costs": 19,
    "sheep in costs": 2,
    "cattle in costs": 2,
    "grain in costs": 2,
    "whisky in costs": 3,
    "clan members in costs": 1,
    "different resources in costs (any_distinct)": 2,
    "clan members placed": 24,
    "whisky placed": 4,
    "tiles producing wood": 6,
    "tiles producing stone": 6,
    "tiles producing sheep": 4,
    "tiles producing cattle": 4,
    "tiles producing grain": 6,
    "tiles producing any resource": 1,
    "clan-member moves": 24,
    "conversion options": 13,
    "wood paid by conversions": 1,
    "stone paid by conversions": 1,
    "sheep paid by conversions": 4,
    "cattle paid by conversions": 4,
    "grain paid by conversions": 4,
    "exchange tables": 5,
    "exchange steps": 16,
    "tiles bringing a card": 13,
}
"""What the 72 tiles cost, give and do in all, tallied from the fact sheet's tile list (§2.4):
a cost, bonus, activation or option left out (even one whose key is optional) changes a count."""


def tile_census(tiles: tuple[Tile, ...], resources: tuple[str, ...]) -> dict[str, int]:
    """The tallies of ``TILE_CENSUS`` for ``tiles`` (zero counts included)."""
    found = dict.fromkeys(TILE_CENSUS, 0)

    def add(what: str, n: int) -> None:
        found[what] = found.get(what, 0) + n

    for tile in tiles:
        kind = tile.kind
        for name, n in zip(resources, kind.cost.resources):
            add(f"{name} in costs", n)
        add("whisky in costs", kind.cost.whisky)
        add("clan members in costs", kind.cost.members)
        add("different resources in costs (any_distinct)", kind.cost.any_distinct)
        add("clan members placed", kind.members)
        add("whisky placed", kind.whisky)
        add("coins placed", kind.coins)
        if kind.produce != NO_PRODUCE:
            add(f"tiles producing {'any resource' if kind.produce == ANY_RESOURCE else resources[kind.produce]}", 1)
        add("clan-member moves", kind.moves)
        add("conversion options", len(kind.options))
        for option in kind.options:
            for name, n in zip(resources, option.pay):
                add(f"{name} paid by conversions", n)
        add("exchange tables", 1 if kind.exchange_vp else 0)
        add("exchange steps", len(kind.exchange_vp))
        add("tiles bringing a card", 1 if kind.card else 0)
    return found


def _load_resources(node: Node) -> tuple[str, ...]:
    names = node.expect(list)
    if len(names) != RESOURCE_COUNT or not all(isinstance(n, str) for n in names):
        node.fail(f"the rulebook fixes {RESOURCE_COUNT} resources, given as names")
    node.unique(names, "resource")
    for name in names:  # drawn from art/glenmore/res_<name>.svg, named by glenmore.resource.<name>
        node.check_art("resources", name, "glenmore/res_{}")
        node.check_words("resources", name, "glenmore.resource.{}")
    if set(names) & set(COST_EXTRAS) or "any" in names:
        node.fail(f"a resource may not be called {sorted(set(names) & {*COST_EXTRAS, 'any'})}")
    return tuple(names)


def _counts(node: Node, resources: tuple[str, ...],
            allowed_extra: tuple[str, ...] = ()) -> tuple[tuple[int, ...], dict]:
    """Resource counts from a mapping like {wood: 1, stone: 2}: each name optional (default 0, so
    one is written only from 1 up); extra keys returned apart."""
    known = resources + allowed_extra
    for key in node.expect(dict):
        if key not in known:
            node.fail(f"'{key}' is not a known name (known: {', '.join(known)})")
    counts = tuple(node.get(name, int, default=0, lo=1, hi=MAX_COUNT) for name in resources)
    return counts, {name: node.get(name, int, default=0, lo=1, hi=MAX_COUNT) for name in allowed_extra}


def _load_kinds(node: Node, resources: tuple[str, ...], cards: dict[str, Card]) -> dict[str, Kind]:
    kinds = {}
    for kind_id, item in node.entries():
        kinds[kind_id] = _load_kind(kind_id, item.labelled(kind_id), resources, cards)
    return kinds


def _load_kind(kind_id: str, item: Node, resources: tuple[str, ...], cards: dict[str, Card]) -> Kind:
    item.only_keys("name", "border", "category", "cost", "on_place", "activate", "card")
    # optional: a free tile, no bonus, nothing done when activated, no card (the census of the
    # whole tile set in load_game_data notices one left out where the fact sheet has it)
    cost_counts, extra = _counts(item.optional_node("cost", dict, {}), resources, COST_EXTRAS)
    cost = Cost(cost_counts, extra.get("whisky", 0), extra.get("member", 0), extra.get("any_distinct", 0))
    on_place = item.optional_node("on_place", dict, {})
    on_place.only_keys("members", "whisky", "coins")
    card = item.get("card", str, default=None, choices=tuple(cards) + (None,))
    fields = dict(
        id=kind_id,
        name=item.get("name", str, art="glenmore/tile_{}", words="glenmore.tile.{}.name"),
        border=item.get("border", str, choices=BORDERS),
        category=item.get("category", str, choices=CATEGORIES),
        cost=cost,
        members=on_place.get("members", int, default=0, lo=0, hi=MAX_COUNT),
        whisky=on_place.get("whisky", int, default=0, lo=0, hi=MAX_COUNT),
        coins=on_place.get("coins", int, default=0, lo=0, hi=MAX_COINS),
        card=card,
    )
    activate = item.optional_node("activate", dict, None)
    if activate.value is not None:
        fields.update(_load_activation(activate, resources))
    return Kind(**fields)


def _load_activation(node: Node, resources: tuple[str, ...]) -> dict:
    node.only_keys(*ACTIVATIONS)
    if len(node.expect(dict)) != 1:
        node.fail(f"an activation has exactly one of {', '.join(ACTIVATIONS)}")
    if node.has("produce"):
        name = node.get("produce", str, choices=resources + ("any",))
        return {"produce": ANY_RESOURCE if name == "any" else resources.index(name)}
    if node.has("moves"):
        return {"moves": node.get("moves", int, lo=1, hi=MAX_COUNT)}
    if node.has("convert"):
        node.list_of("convert", min_length=1, max_length=MAX_COUNT)
        options = tuple(_load_option(opt, resources) for opt in node.node("convert").items())
        node.node("convert").unique(options, "option")
        return {"options": options}
    exchange = node.node("exchange")
    exchange.only_keys("distinct", "vp")
    distinct = exchange.get("distinct", bool)
    table = []
    for count, vp in exchange.node("vp").entries():
        if not count.isdigit() or not 1 <= int(count) <= (RESOURCE_COUNT if distinct else 9):
            exchange.node("vp").fail(f"'{count}' is not a possible number of resources")
        table.append((int(count), vp.number(int, lo=1, hi=MAX_VP)))
    if not table:
        exchange.fail("'vp' needs at least one entry")
    return {"exchange_vp": tuple(sorted(table)), "exchange_distinct": distinct}


def _load_option(node: Node, resources: tuple[str, ...]) -> Option:
    node.only_keys("pay", "gain")
    pay, _ = _counts(node.node("pay"), resources)
    gain = node.node("gain")
    gain.only_keys("vp", "whisky")
    if gain.has("vp") == gain.has("whisky"):
        gain.fail("an option gains either 'vp' or 'whisky'")
    if gain.has("vp"):
        return Option(pay, vp=gain.get("vp", int, lo=1, hi=MAX_VP))
    return Option(pay, whisky=gain.get("whisky", int, lo=1, hi=MAX_COUNT))


def _edge(item: Node) -> tuple[bool, bool]:
    edge = item.get("edge", str, choices=EDGES)
    return edge in ("river", "both"), edge in ("road", "both")


def _load_tiles(node: Node, kinds: dict[str, Kind]) -> list[Tile]:
    tiles = []
    for i, item in enumerate(node.items()):
        label = item.value.get("kind", "?") if isinstance(item.value, dict) else "?"
        item = item.labelled(str(label))
        item.only_keys("deck", "kind", "edge")
        deck = item.get("deck", int, choices=tuple(DECK_SIZES))
        kind = kinds[item.get("kind", str, choices=tuple(kinds))]
        river, road = _edge(item)
        if river and road:
            item.fail("only start villages show both a river and a road")
        tiles.append(Tile(i, deck, kind, river, road))
    return tiles


def _load_start_villages(node: Node, kinds: dict[str, Kind], first_id: int) -> tuple[Tile, ...]:
    node.only_keys("kind", "copies", "edge")
    kind = kinds[node.get("kind", str, choices=tuple(kinds))]
    copies = node.get("copies", int)
    if copies != START_VILLAGES:
        node.fail(f"the rulebook fixes {START_VILLAGES} start villages, found {copies}")
    river, road = _edge(node)
    if not (river and road):
        node.fail("a start village shows a river north-south and a road east-west ('edge: both')")
    if not kind.members:
        node.fail("a start village holds a clan member ('on_place: {members: 1}')")
    return tuple(Tile(first_id + i, START_DECK, kind, river, road) for i in range(copies))


def _check_decks(node: Node, tiles: list[Tile], board: Board) -> None:
    if board.deck_sizes != DECK_SIZES:
        node.fail(f"board.yaml's deck sizes {board.deck_sizes} differ from the rulebook's {DECK_SIZES}")
    for deck, size in DECK_SIZES.items():
        found = sum(1 for t in tiles if t.deck == deck)
        if found != size:
            node.fail(f"the rulebook fixes {size} tiles in deck {deck}, found {found}")


def _load_cards(node: Node) -> dict[str, Card]:
    cards = {}
    for card_id, item in node.entries():
        cards[card_id] = _load_card(card_id, item.labelled(card_id))
    if len(cards) != CARD_COUNT:
        node.fail(f"the rulebook fixes {CARD_COUNT} special-location cards, found {len(cards)}")
    return cards


_EFFECT_MOST = {
    "members": 3, "whisky": 3, "coins": 10, "resources_on_tile": 3, "extra_activations": 3, "vp_per_tile": 5,
    "chieftain_factor": 3,
}
"""Each number a card's effect may hold, and its upper bound (1 at least: 0 would do nothing)."""


_EFFECT_KEYS = {
    "on_take": ON_TAKE,
    "every_turn": ("extra_activations",),
    "scoring": ("chieftain_factor",),
    "game_end": ("vp_per_tile", "border", "category"),
}


def _load_card(card_id: str, item: Node) -> Card:
    item.only_keys("deck", "bonnets", "timing", "effect")
    timing = item.get("timing", str, choices=TIMINGS)
    effect = item.node("effect")
    effect.only_keys(*_EFFECT_KEYS[timing])

    def one_of(keys: tuple[str, ...], what: str) -> str:
        given = [key for key in keys if effect.has(key)]
        if len(given) != 1:
            effect.fail(f"{what} exactly one of {', '.join(keys)}, found {given or 'none'}")
        return given[0]

    def number(key: str) -> int:
        return effect.get(key, int, lo=1, hi=_EFFECT_MOST[key])

    # Every key is required where its timing needs it: the card's own effect, never a default.
    values: dict = {}
    if timing == "on_take":
        key = one_of(ON_TAKE, "an on_take card does")
        values[key] = effect.get(key, bool, choices=(True,)) if key in _FLAGS else number(key)
    elif timing == "game_end":
        values["vp_per_tile"] = number("vp_per_tile")
        counted_by = one_of(("border", "category"), "a game-end card counts tiles by")
        values[counted_by] = effect.get(counted_by, str, choices=BORDERS if counted_by == "border" else CATEGORIES)
    else:  # every_turn: extra_activations; scoring: chieftain_factor (1 on a card with bonnets only)
        key = _EFFECT_KEYS[timing][0]
        values[key] = number(key)
    item.check_words("id", card_id, "glenmore.card.{}")
    return Card(
        id=card_id,
        deck=item.get("deck", int, choices=tuple(d for d in DECK_SIZES if d > 0)),
        bonnets=item.get("bonnets", int, lo=0, hi=MAX_BONNETS),
        timing=timing,
        **values,
    )


_FLAGS = ("fill_empty_producers", "activate_all")


def _check_cards_placed(node: Node, cards: dict[str, Card], tiles: list[Tile]) -> None:
    for card in cards.values():
        holders = [t for t in tiles if t.kind.card == card.id]
        if len(holders) != 1:
            node.fail(f"card '{card.id}' must come with exactly one deck tile (tiles.yaml: a kind's 'card'), "
                      f"found {len(holders)}")
        if holders[0].deck != card.deck:
            node.fail(f"card '{card.id}' says deck {card.deck} but its tile is in deck {holders[0].deck}")


def _load_board(node: Node) -> Board:
    node.only_keys("track", "decks", "scored_decks", "market", "tile_capacity", "setup", "die", "scoring")
    track = node.node("track")
    setup = node.node("setup")
    scoring = node.node("scoring")
    track.only_keys("spaces", "gaps")
    spaces = track.get("spaces", int, lo=4, hi=30)
    gaps = track.get("gaps", int, lo=1, hi=1)
    deck_sizes = {}
    for key, child in node.node("decks").entries():
        if not key.isdigit():
            node.node("decks").fail(f"'{key}' is not a deck number")
        deck_sizes[int(key)] = child.number(int, lo=0, hi=100)
    node.node("market").only_keys("prices")
    prices = node.node("market").ints(
        "prices", length=MARKET_SPACES, lo=1, hi=MAX_COINS, rising=True, what="market spaces"
    )
    scoring.only_keys("difference_vp", "coin_vp", "tile_penalty")
    difference_vp = scoring.ints("difference_vp", length=DIFFERENCE_STEPS, lo=0, hi=MAX_VP, unique=True, rising=True)
    if difference_vp[0] != 0:
        scoring.fail("'difference_vp' must start with 0 (no difference, no VP)")
    node.node("die").only_keys("faces")
    faces = node.node("die").ints("faces", length=DIE_FACES, lo=1, hi=spaces - 1, rising=True, what="die faces")
    scored = node.ints("scored_decks", unique=True, rising=True, lo=0, hi=100)
    if scored != tuple(d for d in sorted(deck_sizes) if d > 0):
        node.fail(f"'scored_decks' must list every deck dealt after setup, found {list(scored)}")
    return Board(
        spaces=spaces,
        gaps=gaps,
        deck_sizes=deck_sizes,
        scored_decks=scored,
        prices=prices,
        tile_capacity=node.get("tile_capacity", int, lo=1, hi=MAX_COUNT),
        start_coins=setup.get("start_coins", int, lo=0, hi=MAX_COINS),
        players=_load_player_setups(setup.node("players"), spaces, gaps, len(prices)),
        die_faces=faces,
        difference_vp=difference_vp,
        coin_vp=scoring.get("coin_vp", int, lo=0, hi=MAX_VP),
        tile_penalty=scoring.get("tile_penalty", int, lo=0, hi=MAX_VP),
    )


def _load_player_setups(node: Node, spaces: int, gaps: int, price_count: int) -> dict[int, PlayerSetup]:
    out = {}
    for key, item in node.entries():
        if not key.isdigit():
            node.fail(f"'{key}' is not a number of players")
        players = int(key)
        item.only_keys("die", "market_filled", "tiles")
        setup = PlayerSetup(
            die=item.get("die", bool),
            market_filled=item.get("market_filled", int, lo=0, hi=price_count),
            tiles=item.get("tiles", int, lo=1, hi=spaces),
        )
        figures = players + (1 if setup.die else 0)
        if setup.tiles != spaces - gaps - figures:
            free = spaces - gaps - figures
            item.fail(f"{figures} figures and {gaps} gap leave {free} spaces for tiles, not {setup.tiles}")
        out[players] = setup
    if sorted(out) != list(range(2, 6)):
        node.fail(f"the game is for 2 to 5 players, found setups for {sorted(out)}")
    return out


@cache
def game_data() -> GameData:
    return load_game_data(DATA_DIR / "glenmore")
