"""Brass components: the fixed counts and names, and the frozen records the loaders build."""

from __future__ import annotations

from dataclasses import dataclass

INDUSTRIES = ("cotton_mill", "manufacturer", "pottery", "coal_mine", "iron_works", "brewery")
"""The six industries, in mat order; rules refer to them by these names."""
MAT_COUNTS = {"cotton_mill": 11, "manufacturer": 11, "pottery": 5, "coal_mine": 7, "iron_works": 4, "brewery": 7}
MAT_TILES = 45
RESOURCES = ("none", "coal", "iron", "beer")
ERAS = ("canal", "rail")
LINK_TYPES = ("both", "canal", "rail")
TOWN_COUNT = 20
FARM_COUNT = 2
MERCHANT_COUNT = 5
TOWN_SPACES = 47
FARM_SPACES = 2
LINK_COUNT = 39
AUTOMA_CARDS = 22
AUTOMA_GROUPS = ("A", "B", "C")
QUADRANTS = ("NW", "NE", "SE", "SW")
POSITIONS = ("W", "E", "C", "top", "NW", "NE", "SW", "SE")
BANNERS = ("teal", "blue", "red", "brown", "purple")
BONUS_KINDS = ("vp", "develop", "income", "money")
FIRST_TURN = ("draw", "develop")
BACK_ACTIONS = ("sell", "develop", "network", "pass")
PLAYER_COUNTS = (2, 3, 4)
TRACK_SPACES = 100
SELLABLE = ("cotton_mill", "manufacturer", "pottery")
"""The goods a merchant tile may buy."""
DECK_CARDS = {"locations": [27, 35, 41], "industries": [13, 19, 23], "deck": [40, 54, 64]}
"""The rulebook's card counts for 2 / 3 / 4 players (fact sheet section 4)."""
MERCHANT_BUYERS = 2
"""Merchant tiles (kinds) buying each good: its own tile and the wild one (fact sheet 2.3)."""
MERCHANT_TILES = [5, 7, 9]
"""The rulebook's merchant tiles (and merchant spaces) for 2 / 3 / 4 players."""
WILD_CARDS = 4
"""Cards in each pile of wild cards."""
BOARD_ICONS = {"cotton_mill": 16, "manufacturer": 21, "pottery": 4, "coal_mine": 15, "iron_works": 9, "brewery": 11}
"""Industry icons on the board's spaces, towns and farm breweries together (fact sheet 2.1): a
space's `types` cut short changes one of these counts."""
THREE_END_LINES = 1
"""Lines joining three locations: Kidderminster-Worcester, which also joins the south farm (2.4)."""
POSITION_QUADRANTS = {"W": 2, "E": 2, "C": 1, "top": 2, "NW": 1, "NE": 1, "SW": 1, "SE": 1}
"""How many quadrants of the Automa's tie-break icon a space in each position answers (5.8)."""
LIGHTBULB_LEVELS = 2
"""Mat levels that can never be developed (Pottery I and III, fact sheet 3)."""
AUTOMA_FRONTS = {
    "build slots": 30,
    "towns named by build slots": 53,
    "coal-and-link slots": 6,
    "towns named by coal-and-link slots": 10,
    "network slots": 22,
    "towns named by network slots": 39,
}
"""What the fronts of the 22 Automa cards show in all (fact sheet 5.4): a slot or a town left
out changes one of these counts."""
AUTOMA_PILE_SIZES = (10, 3)
"""The piles drawn before the rest when the Automa deck is prepared (5.5): 4+3+3, then 1+1+1."""
MOST = {"money": 200, "vp": 50, "cost": 50, "cubes": 10, "cards": 10, "levels": 30, "iron_price": 10}
"""Upper bounds of numbers in the data (a count of 10**12 is refused before anything is made)."""
RULE_RANGES = {
    "actions_per_turn": (1, 3),
    "first_round_actions": (1, 3),
    "loan_money": (1, MOST["money"]),
    "loan_levels": (1, MOST["levels"]),
    "lowest_level": (-MOST["levels"], 0),
    "canal_link_cost": (0, MOST["cost"]),
    "rail_link_cost": (0, MOST["cost"]),
    "double_rail_cost": (0, MOST["cost"]),
    "rail_link_coal": (0, 3),
    "double_rail_beer": (0, 3),
    "scout_extra_cards": (0, 5),
    "link_tiles": (1, LINK_COUNT),
}
"""Each rule number of board.yaml and the range it must lie in."""

TOWN, FARM, MERCHANT = "town", "farm", "merchant"

COAL, IRON, BEER = "coal", "iron", "beer"


@dataclass(frozen=True)
class Level:
    """One level of an industry's tiles."""

    level: int
    count: int
    cost: int
    coal: int
    iron: int
    makes: int
    makes_rail: int
    beer: int
    vp: int
    income: int
    link: int
    era: str
    develop: bool

    def buildable_in(self, era: int) -> bool:
        """``era``: 0 canal, 1 rail."""
        return self.era == "both" or self.era == ERAS[era]

    def made(self, era: int) -> int:
        return self.makes_rail if era == 1 else self.makes


@dataclass(frozen=True)
class Industry:
    index: int
    id: str
    resource: str
    sellable: bool
    levels: tuple[Level, ...]

    @property
    def tiles(self) -> int:
        return sum(lv.count for lv in self.levels)


@dataclass(frozen=True)
class Location:
    index: int
    id: str
    name: str
    kind: str
    at: tuple[float, float]
    banner: str = ""
    cards: tuple[int, ...] = (0, 0, 0)
    spaces: tuple[int, ...] = ()
    merchant_spaces: tuple[int, ...] = ()
    """Global merchant-space indexes (only for merchant locations at the chosen player count)."""
    bonus: str = ""
    bonus_amount: int = 0

    @property
    def is_town(self) -> bool:
        return self.kind == TOWN

    @property
    def is_merchant(self) -> bool:
        return self.kind == MERCHANT


@dataclass(frozen=True)
class Space:
    index: int
    location: int
    pos: str
    types: tuple[int, ...]
    quadrants: tuple[str, ...]


@dataclass(frozen=True)
class Link:
    index: int
    ends: tuple[int, ...]
    canal: bool
    rail: bool

    def allowed(self, era: int) -> bool:
        return self.rail if era == 1 else self.canal


@dataclass(frozen=True)
class MerchantTile:
    id: str
    buys: frozenset[int]
    count: int


@dataclass(frozen=True)
class CardType:
    """A kind of card: a town's location card, an industry card or a wild card."""

    id: str
    kind: str  # "location", "industry", "wild_location", "wild_industry"
    town: int = -1
    builds: tuple[int, ...] = ()

    @property
    def wild(self) -> bool:
        return self.kind.startswith("wild")


@dataclass(frozen=True)
class AutomaSlot:
    kind: str  # "build", "coal_and_link", "network"
    towns: tuple[int, ...]
    industry: int = -1
    link_first: bool = False
    iron_min: int = 0
    """Build only if iron costs at least this (0: no condition)."""


@dataclass(frozen=True)
class AutomaCard:
    id: int
    group: str
    slots: tuple[AutomaSlot, ...]
    first_turn: str
    tiebreak: str
    sell_brewery_town: int
    develop_iron_max: int


@dataclass(frozen=True)
class Market:
    prices: tuple[int, ...]
    start: int
    empty: int

    @property
    def size(self) -> int:
        return len(self.prices)

    def buy_price(self, cubes: int) -> int:
        """Price of the cheapest cube with ``cubes`` in the market (``empty`` if none)."""
        return self.prices[self.size - cubes] if cubes > 0 else self.empty

    def buy_cost(self, cubes: int, count: int) -> int:
        """Cost of buying ``count`` cubes one after another from a market holding ``cubes``."""
        total = 0
        for _ in range(count):
            total += self.buy_price(cubes)
            cubes = max(0, cubes - 1)
        return total

    def sell_price(self, cubes: int) -> int | None:
        """What one cube sold into the market fetches (the dearest empty space); None if full."""
        return self.prices[self.size - cubes - 1] if cubes < self.size else None


@dataclass(frozen=True)
class Board:
    players: int
    coal: Market
    iron: Market
    track_levels: tuple[int, ...]
    """Income level of every track space 0..99."""
    start_space: int
    money: int
    hand: int
    era_cards: tuple[int, int]
    actions_per_turn: int
    first_round_actions: int
    loan_money: int
    loan_levels: int
    lowest_level: int
    canal_link_cost: int
    rail_link_cost: int
    double_rail_cost: int
    rail_link_coal: int
    double_rail_beer: int
    scout_extra_cards: int
    link_tiles: int
    one_tile_per_town_in_canal: bool

    @property
    def column(self) -> int:
        return PLAYER_COUNTS.index(self.players)

    def level(self, space: int) -> int:
        return self.track_levels[max(0, min(space, len(self.track_levels) - 1))]

    def top_space(self, level: int) -> int:
        """The highest track space of ``level`` (where a loan moves the marker)."""
        return max(s for s, lv in enumerate(self.track_levels) if lv == level)


@dataclass(frozen=True)
class Difficulty:
    levels: tuple[str, ...]
    default: str
    mats: dict[str, tuple[tuple[int, ...], ...]]
    """Per preset name: counts per industry (mat order), per level."""

    @property
    def custom_industries(self) -> tuple[int, ...]:
        """Industries whose starting row differs between presets (the custom choices)."""
        names = list(self.mats)
        return tuple(i for i in range(len(INDUSTRIES)) if len({self.mats[n][i] for n in names}) > 1)


@dataclass(frozen=True, eq=False)
class BrassData:
    industries: tuple[Industry, ...]
    locations: tuple[Location, ...]
    spaces: tuple[Space, ...]
    links: tuple[Link, ...]
    merchant_space_location: tuple[int, ...]
    merchant_link_vp: int
    merchant_tiles: dict[str, MerchantTile]
    merchant_beer: int
    card_types: dict[str, CardType]
    deck: tuple[str, ...]
    """The card-type ids of the deck at the chosen player count (sorted, with repeats)."""
    wild_piles: dict[str, int]
    board: Board
    automa_cards: tuple[AutomaCard, ...]
    automa_piles: tuple[dict[str, int] | None, ...]
    """Pile recipes in draw order; None = every card left over."""
    automa_vp_develop: int
    automa_vp_pass: int
    automa_first_turn_iron: int
    automa_develop_iron: int
    back_actions: tuple[str, ...]
    quadrant_order: tuple[str, ...]
    difficulty: Difficulty
    location_index: dict[str, int]

    def industry(self, name: str) -> Industry:
        return self.industries[INDUSTRIES.index(name)]

    def location(self, name: str) -> Location:
        return self.locations[self.location_index[name]]

    def automa_card(self, card_id: int) -> AutomaCard:
        return self.automa_cards[card_id - 1]
