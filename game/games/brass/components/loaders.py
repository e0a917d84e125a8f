"""Brass components: reading data/brass/*.yaml into the records of ``parts`` (every check on the way)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from game.core.data import Node
from game.core.paths import DATA_DIR
from game.games.brass.components.parts import (
    AUTOMA_CARDS,
    AUTOMA_FRONTS,
    AUTOMA_GROUPS,
    AUTOMA_PILE_SIZES,
    BACK_ACTIONS,
    BANNERS,
    BEER,
    BOARD_ICONS,
    BONUS_KINDS,
    DECK_CARDS,
    ERAS,
    FARM,
    FARM_COUNT,
    FARM_SPACES,
    FIRST_TURN,
    INDUSTRIES,
    LIGHTBULB_LEVELS,
    LINK_COUNT,
    LINK_TYPES,
    MAT_COUNTS,
    MAT_TILES,
    MERCHANT,
    MERCHANT_BUYERS,
    MERCHANT_COUNT,
    MERCHANT_TILES,
    MOST,
    PLAYER_COUNTS,
    POSITION_QUADRANTS,
    POSITIONS,
    QUADRANTS,
    RESOURCES,
    RULE_RANGES,
    SELLABLE,
    THREE_END_LINES,
    TOWN,
    TOWN_COUNT,
    TOWN_SPACES,
    TRACK_SPACES,
    WILD_CARDS,
    AutomaCard,
    AutomaSlot,
    Board,
    BrassData,
    CardType,
    Difficulty,
    Industry,
    Level,
    Link,
    Location,
    Market,
    MerchantTile,
    Space,
)

# ---------------------------------------------------------------------------
# Loading


@cache
def brass_data() -> BrassData:
    return load_brass_data(DATA_DIR / "brass")


def load_brass_data(folder: Path) -> BrassData:
    board_node = Node.load(folder / "board.yaml")
    board = _load_board(board_node)
    column = board.column
    industries_node = Node.load(folder / "industries.yaml")
    industries = _load_industries(industries_node)
    map_node = Node.load(folder / "map.yaml")
    map_node.only_keys("towns", "farms", "merchants", "merchant_link_vp", "quadrants", "quadrant_order", "links")
    quadrants = _load_quadrants(map_node.node("quadrants"))
    order = map_node.names("quadrant_order", QUADRANTS)
    if len(order) != len(QUADRANTS):
        map_node.node("quadrant_order").fail(f"must list the four quadrants {', '.join(QUADRANTS)} once each")
    locations, spaces, merchant_spaces = _load_locations(map_node, quadrants, column)
    names = {loc.id: loc.index for loc in locations}
    links = _load_links(map_node.node("links"), names)
    _check_links_reach(map_node.node("links"), links, locations)
    merchant_node = Node.load(folder / "merchants.yaml")
    merchant_tiles, merchant_beer = _load_merchant_tiles(merchant_node, column, len(merchant_spaces))
    cards_node = Node.load(folder / "cards.yaml")
    card_types, deck, wilds = _load_cards(cards_node, locations, column)
    automa_node = Node.load(folder / "automa.yaml")
    automa = _load_automa(automa_node, names, locations)
    difficulty_node = Node.load(folder / "difficulty.yaml")
    difficulty = _load_difficulty(difficulty_node, industries)
    merchant_link_vp = map_node.get("merchant_link_vp", int, lo=0)
    for node in (board_node, industries_node, map_node, merchant_node, cards_node, automa_node, difficulty_node):
        node.done()
    return BrassData(
        industries=industries,
        locations=locations,
        spaces=spaces,
        links=links,
        merchant_space_location=merchant_spaces,
        merchant_link_vp=merchant_link_vp,
        merchant_tiles=merchant_tiles,
        merchant_beer=merchant_beer,
        card_types=card_types,
        deck=deck,
        wild_piles=wilds,
        board=board,
        automa_cards=automa["cards"],
        automa_piles=automa["piles"],
        automa_vp_develop=automa["vp_develop"],
        automa_vp_pass=automa["vp_pass"],
        automa_first_turn_iron=automa["first_turn_iron"],
        automa_develop_iron=automa["develop_iron"],
        back_actions=automa["back_actions"],
        quadrant_order=order,
        difficulty=difficulty,
        location_index=names,
    )


def _load_board(node: Node) -> Board:
    node.only_keys("players", "markets", "income_track", "setup", "rules")
    players = node.get("players", int, choices=PLAYER_COUNTS)
    markets = node.node("markets")
    markets.only_keys("coal", "iron")
    coal = _load_market(markets.node("coal").labelled("coal"), 14)
    iron = _load_market(markets.node("iron").labelled("iron"), 10)
    track = node.node("income_track")
    track.only_keys("start_space", "bands", "spaces")
    levels: list[int] = []
    last = None
    for band in track.node("bands").items():
        band.only_keys("levels", "width")
        lo, hi = band.ints("levels", length=2, lo=-MOST["levels"], hi=MOST["levels"])
        if hi < lo or (last is not None and lo != last + 1):
            band.fail(f"levels {lo}..{hi} do not follow on from level {last}")
        width = band.get("width", int, lo=1, hi=TRACK_SPACES)
        if len(levels) + (hi - lo + 1) * width > TRACK_SPACES:
            band.fail(f"the bands cover more than the {TRACK_SPACES} track spaces")
        for level in range(lo, hi + 1):
            levels += [level] * width
        last = hi
    spaces = track.get("spaces", int)
    if spaces != TRACK_SPACES:
        track.fail(f"the rulebook fixes {TRACK_SPACES} track spaces, found {spaces}")
    if len(levels) != spaces:
        track.node("bands").fail(f"the bands cover {len(levels)} spaces, the track has {spaces}")
    start = track.get("start_space", int, lo=0, hi=spaces - 1)
    if levels[start] != 0:
        track.fail(f"the start space {start} must be at income level 0, it is at {levels[start]}")
    setup = node.node("setup")
    setup.only_keys("money", "hand", "era_cards")
    era_cards = setup.ints("era_cards", length=2, lo=1, hi=DECK_CARDS["deck"][PLAYER_COUNTS.index(players)])
    rules = node.node("rules")
    rules.only_keys(*RULE_RANGES, "one_tile_per_town_in_canal")
    numbers = {k: rules.get(k, int, lo=lo, hi=hi) for k, (lo, hi) in RULE_RANGES.items()}
    if numbers["first_round_actions"] > numbers["actions_per_turn"]:
        rules.fail("'first_round_actions' cannot be more than 'actions_per_turn'")
    if numbers["lowest_level"] != levels[0]:
        rules.fail(f"'lowest_level' {numbers['lowest_level']} is not the track's lowest level {levels[0]}")
    return Board(
        players=players,
        coal=coal,
        iron=iron,
        track_levels=tuple(levels),
        start_space=start,
        money=setup.get("money", int, lo=0, hi=MOST["money"]),
        hand=setup.get("hand", int, lo=1, hi=MOST["cards"]),
        era_cards=(era_cards[0], era_cards[1]),
        one_tile_per_town_in_canal=rules.get("one_tile_per_town_in_canal", bool),
        **numbers,
    )


def _load_market(node: Node, size: int) -> Market:
    node.only_keys("prices", "start", "empty")
    prices = node.ints("prices", length=size, lo=1, hi=MOST["cost"], rising=True, what="market spaces")
    start = node.get("start", int, lo=0, hi=size)
    empty = node.get("empty", int, lo=prices[-1], hi=MOST["cost"])
    return Market(tuple(prices), start, empty)


def _load_industries(node: Node) -> tuple[Industry, ...]:
    node.only_keys("industries")
    entries = node.node("industries")
    names = [k for k, _ in entries.entries()]
    if tuple(names) != INDUSTRIES:
        entries.fail(f"must list the six industries in mat order: {', '.join(INDUSTRIES)}")
    out = []
    total = 0
    for index, (name, item) in enumerate(entries.entries()):
        item = item.labelled(name)
        item.only_keys("resource", "sellable", "levels")
        resource = item.get("resource", str, choices=RESOURCES)
        sellable = item.get("sellable", bool)
        if sellable and resource != "none":
            item.fail("a sellable industry holds no resource")
        levels = []
        for i, lv in enumerate(item.node("levels").items()):
            lv = lv.labelled(f"{name} level {i + 1}")
            # `makes` only where the industry holds a resource, `makes_rail` only for beer, `beer`
            # only for what is sold: each required where it belongs, refused elsewhere
            holds = f"a {name} holds {resource if resource != 'none' else 'no resource'}"
            for key, belongs, why in (
                ("makes", resource != "none", holds),
                ("makes_rail", resource == BEER, holds),
                ("beer", sellable, f"a {name} is {'sold' if sellable else 'never sold'}"),
            ):
                if lv.has(key) != belongs:
                    lv.fail(f"missing key '{key}' ({why})" if belongs else f"'{key}' does not belong here ({why})")
            makes = lv.get("makes", int, lo=1, hi=MOST["cubes"]) if resource != "none" else 0
            levels.append(
                Level(
                    level=i + 1,
                    count=lv.get("count", int, lo=1, hi=MAT_TILES),
                    cost=lv.get("cost", int, lo=0, hi=MOST["cost"]),
                    coal=lv.get("coal", int, lo=0, hi=3),
                    iron=lv.get("iron", int, lo=0, hi=3),
                    makes=makes,
                    makes_rail=lv.get("makes_rail", int, lo=1, hi=MOST["cubes"]) if resource == BEER else makes,
                    beer=lv.get("beer", int, lo=0, hi=3) if sellable else 0,
                    vp=lv.get("vp", int, lo=0, hi=MOST["vp"]),
                    income=lv.get("income", int, lo=0, hi=MOST["levels"]),
                    link=lv.get("link", int, lo=0, hi=3),
                    era=lv.get("era", str, choices=("both",) + ERAS),
                    develop=lv.get("develop", bool, default=True),
                )
            )
        industry = Industry(index, name, resource, sellable, tuple(levels))
        if industry.tiles != MAT_COUNTS[name]:
            item.fail(f"the rulebook fixes {MAT_COUNTS[name]} {name} tiles, found {industry.tiles}")
        total += industry.tiles
        out.append(industry)
    if total != MAT_TILES:
        entries.fail(f"the rulebook fixes {MAT_TILES} tiles on a mat, found {total}")
    lightbulbs = sum(not lv.develop for industry in out for lv in industry.levels)
    entries.census(
        {"lightbulb levels (develop: false)": lightbulbs},
        {"lightbulb levels (develop: false)": LIGHTBULB_LEVELS},
        "the fact sheet (3)",
    )
    return tuple(out)


def _load_quadrants(node: Node) -> dict[str, tuple[str, ...]]:
    out = {}
    for pos, item in node.entries():
        if pos not in POSITIONS:
            item.fail(f"'{pos}' is not a known space position (known: {', '.join(POSITIONS)})")
        out[pos] = node.names(pos, QUADRANTS, max_length=len(QUADRANTS))
    missing = set(POSITIONS) - set(out)
    if missing:
        node.fail(f"missing position(s) {sorted(missing)}")
    node.census(
        {f"quadrants a {pos} space answers": len(out[pos]) for pos in POSITIONS},
        {f"quadrants a {pos} space answers": n for pos, n in POSITION_QUADRANTS.items()},
        "the fact sheet (5.8)",
    )
    return out


def _at(item: Node) -> tuple[float, float]:
    at = item.get("at", list)
    if len(at) != 2 or not all(isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1 for v in at):
        item.fail("'at' must be two numbers from 0 to 1 ([x, y])")
    return (float(at[0]), float(at[1]))


def _load_locations(node: Node, quadrants, column: int):
    locations: list[Location] = []
    spaces: list[Space] = []
    merchant_spaces: list[int] = []
    seen: set[str] = set()

    def slots_of(item: Node, loc_index: int) -> tuple[int, ...]:
        out = []
        positions = set()
        for slot in item.node("slots").items():
            slot.only_keys("pos", "types")
            pos = slot.get("pos", str, choices=POSITIONS)
            if pos in positions:
                slot.fail(f"two spaces at position {pos}")
            positions.add(pos)
            types = slot.names("types", INDUSTRIES, max_length=2)
            space = Space(len(spaces), loc_index, pos, tuple(INDUSTRIES.index(t) for t in types), quadrants[pos])
            spaces.append(space)
            out.append(space.index)
        return tuple(out)

    def check_new(name: str, item: Node) -> None:
        if name in seen:
            item.fail(f"'{name}' is named twice")
        seen.add(name)
        item.check_words("id", name, "brass.place.{}")

    towns = node.node("towns")
    for name, item in towns.entries():
        item = item.labelled(name)
        check_new(name, item)
        item.only_keys("name", "banner", "cards", "at", "slots")
        # location cards of this town in the 2 / 3 / 4-player deck: never fewer with more players
        cards = item.ints("cards", length=len(PLAYER_COUNTS), lo=0, hi=MOST["cards"], rising=True)
        if not cards[-1]:
            item.fail("every town has a location card in the 4-player deck")
        index = len(locations)
        locations.append(
            Location(
                index,
                name,
                item.get("name", str),
                TOWN,
                _at(item),
                item.get("banner", str, choices=BANNERS),
                tuple(cards),
                slots_of(item, index),
            )
        )
    if len(locations) != TOWN_COUNT:
        towns.fail(f"the board has {TOWN_COUNT} towns, found {len(locations)}")
    town_spaces = len(spaces)
    if town_spaces != TOWN_SPACES:
        towns.fail(f"the board has {TOWN_SPACES} industry spaces in its towns, found {town_spaces}")
    farms = node.node("farms")
    for name, item in farms.entries():
        item = item.labelled(name)
        check_new(name, item)
        item.only_keys("name", "at", "slots")
        index = len(locations)
        locations.append(Location(index, name, item.get("name", str), FARM, _at(item), spaces=slots_of(item, index)))
    if len(locations) - TOWN_COUNT != FARM_COUNT:
        farms.fail(f"the board has {FARM_COUNT} farm breweries, found {len(locations) - TOWN_COUNT}")
    if len(spaces) - town_spaces != FARM_SPACES:
        farms.fail(f"each farm brewery has one space ({FARM_SPACES} in all), found {len(spaces) - town_spaces}")
    for farm in locations[TOWN_COUNT:]:
        if [spaces[s].types for s in farm.spaces] != [(INDUSTRIES.index("brewery"),)]:
            farms.node(farm.id).fail("a farm brewery has exactly one space, for a brewery only")
    icons = {name: sum(INDUSTRIES.index(name) in space.types for space in spaces) for name in INDUSTRIES}
    towns.census(
        {f"{name} icons on the board's spaces": n for name, n in icons.items()},
        {f"{name} icons on the board's spaces": n for name, n in BOARD_ICONS.items()},
        "the fact sheet (2.1)",
    )
    merchants = node.node("merchants")
    for name, item in merchants.entries():
        item = item.labelled(name)
        check_new(name, item)
        item.only_keys("name", "spaces", "at", "bonus")
        # merchant spaces at 2 / 3 / 4 players: never fewer with more players, at least 1 at 4
        counts = item.ints("spaces", length=len(PLAYER_COUNTS), lo=0, hi=3, rising=True)
        if not counts[-1]:
            item.fail("a merchant location has at least one merchant space (4 players)")
        bonus = item.node("bonus")
        bonus.only_keys("kind", "amount")
        index = len(locations)
        own = tuple(range(len(merchant_spaces), len(merchant_spaces) + counts[column]))
        merchant_spaces += [index] * counts[column]
        locations.append(
            Location(
                index,
                name,
                item.get("name", str),
                MERCHANT,
                _at(item),
                cards=tuple(counts),
                merchant_spaces=own,
                bonus=bonus.get("kind", str, choices=BONUS_KINDS),
                bonus_amount=bonus.get("amount", int, lo=1, hi=MOST["money"]),
            )
        )
    if len(locations) - TOWN_COUNT - FARM_COUNT != MERCHANT_COUNT:
        merchants.fail(
            f"the board has {MERCHANT_COUNT} merchant locations, found {len(locations) - TOWN_COUNT - FARM_COUNT}"
        )
    per_count = [sum(loc.cards[i] for loc in locations if loc.kind == MERCHANT) for i in range(len(PLAYER_COUNTS))]
    if per_count != MERCHANT_TILES:
        merchants.fail(f"the rulebook fixes {MERCHANT_TILES} merchant spaces (2/3/4 players), found {per_count}")
    return tuple(locations), tuple(spaces), tuple(merchant_spaces)


def _load_links(node: Node, names: dict[str, int]) -> tuple[Link, ...]:
    links = []
    seen = set()
    for item in node.items():
        item.only_keys("ends", "type")
        ends = item.names("ends", tuple(names), min_length=2, max_length=3)  # a name each, none twice
        key = frozenset(ends)
        if key in seen:
            item.fail(f"the line {' - '.join(ends)} is listed twice")
        seen.add(key)
        kind = item.get("type", str, choices=LINK_TYPES)
        links.append(Link(len(links), tuple(names[e] for e in ends), kind != "rail", kind != "canal"))
    if len(links) != LINK_COUNT:
        node.fail(f"the board has {LINK_COUNT} lines, found {len(links)}")
    three = sum(len(link.ends) == 3 for link in links)
    node.census(
        {"lines joining three locations": three},
        {"lines joining three locations": THREE_END_LINES},
        "the fact sheet (2.4)",
    )
    return tuple(links)


def _check_links_reach(node: Node, links: tuple[Link, ...], locations: tuple[Location, ...]) -> None:
    touched = {e for link in links for e in link.ends}
    for loc in locations:
        if loc.index not in touched:
            node.fail(f"no line reaches '{loc.id}'")
    for link in links:
        farms = [e for e in link.ends if locations[e].kind == FARM]
        if len(link.ends) == 3 and not farms:
            node.fail("only a line beside a farm brewery may join three locations")


def _load_merchant_tiles(node: Node, column: int, spaces: int) -> tuple[dict[str, MerchantTile], int]:
    node.only_keys("merchant_tiles", "totals", "beer_per_tile")
    tiles = {}
    sums = [0, 0, 0]
    for name, item in node.node("merchant_tiles").entries():
        item = item.labelled(name)
        item.only_keys("buys", "counts")
        item.check_words("id", name, "brass.merchant.{}")
        buys = item.names("buys", SELLABLE, min_length=0)
        counts = item.ints("counts", length=len(PLAYER_COUNTS), lo=0, hi=MERCHANT_TILES[-1], rising=True)
        sums = [a + b for a, b in zip(sums, counts)]
        tiles[name] = MerchantTile(name, frozenset(INDUSTRIES.index(g) for g in buys), counts[column])
    buyers = {good: sum(INDUSTRIES.index(good) in tile.buys for tile in tiles.values()) for good in SELLABLE}
    node.node("merchant_tiles").census(
        {f"tiles buying {good}": n for good, n in buyers.items()},
        {f"tiles buying {good}": MERCHANT_BUYERS for good in SELLABLE},
        "the fact sheet (2.3: its own tile and the wild one)",
    )
    totals = list(node.ints("totals", length=len(PLAYER_COUNTS), lo=0, hi=MERCHANT_TILES[-1]))
    if totals != MERCHANT_TILES:
        node.fail(f"the rulebook fixes {MERCHANT_TILES} merchant tiles (2/3/4 players), found {totals}")
    if totals != sums:
        node.node("merchant_tiles").fail(f"the tiles add up to {sums}, the rulebook fixes {totals}")
    if sums[column] != spaces:
        node.node("merchant_tiles").fail(
            f"{sums[column]} merchant tiles for {PLAYER_COUNTS[column]} players, but the board has {spaces} spaces"
        )
    return tiles, node.get("beer_per_tile", int, lo=0, hi=3)


def _load_cards(node: Node, locations: tuple[Location, ...], column: int):
    node.only_keys("industry_cards", "totals", "wild_cards")
    types: dict[str, CardType] = {}
    deck: list[str] = []
    location_totals = [0, 0, 0]
    for loc in locations:
        if loc.kind == TOWN:
            types[loc.id] = CardType(loc.id, "location", town=loc.index)
            deck += [loc.id] * loc.cards[column]
            location_totals = [a + b for a, b in zip(location_totals, loc.cards)]
    industry_totals = [0, 0, 0]
    for name, item in node.node("industry_cards").entries():
        item = item.labelled(name)
        if name in types:
            item.fail(f"'{name}' is already a town's card")
        item.only_keys("builds", "counts")
        item.check_words("id", name, "brass.card.{}")
        builds = item.names("builds", INDUSTRIES, max_length=2)  # the two-icon card builds either
        counts = item.ints("counts", length=len(PLAYER_COUNTS), lo=0, hi=MOST["cards"], rising=True)
        types[name] = CardType(name, "industry", builds=tuple(INDUSTRIES.index(b) for b in builds))
        deck += [name] * counts[column]
        industry_totals = [a + b for a, b in zip(industry_totals, counts)]
    built = {i for t in types.values() for i in t.builds}
    for i, name in enumerate(INDUSTRIES):
        if i not in built:
            node.node("industry_cards").fail(f"no industry card builds a {name} (the rulebook has one for each)")
    totals = node.node("totals")
    totals.only_keys("locations", "industries", "deck")
    for key, label, found in (
        ("locations", "location cards", location_totals),
        ("industries", "industry cards", industry_totals),
        ("deck", "cards in the deck", [a + b for a, b in zip(location_totals, industry_totals)]),
    ):
        fixed = list(totals.ints(key, length=len(PLAYER_COUNTS), lo=0, hi=MOST["money"]))
        if fixed != DECK_CARDS[key]:
            totals.fail(f"the rulebook fixes {DECK_CARDS[key]} {label} (2/3/4 players), found {fixed}")
        if fixed != found:
            totals.fail(f"the rulebook fixes {fixed} {label} (2/3/4 players), found {found}")
    wilds = {}
    for name, item in node.node("wild_cards").entries():
        item = item.labelled(name)
        item.only_keys("count", "acts_as")
        acts = item.get("acts_as", str, choices=("location", "industry"))
        if name in types:
            item.fail(f"'{name}' is named twice")
        item.check_words("id", name, "brass.card.{}")
        types[name] = CardType(name, f"wild_{acts}", builds=tuple(range(len(INDUSTRIES))))
        wilds[name] = item.get("count", int, lo=WILD_CARDS, hi=WILD_CARDS)
    if sorted(t.kind for t in types.values() if t.wild) != ["wild_industry", "wild_location"]:
        node.node("wild_cards").fail("there is one pile of wild location cards and one of wild industry cards")
    return types, tuple(sorted(deck)), wilds


def _load_automa(node: Node, names: dict[str, int], locations: tuple[Location, ...]) -> dict:
    node.only_keys("cards", "groups", "deck_piles", "back_actions", "vp", "first_turn_iron", "develop_iron")
    cards = []
    groups = node.node("groups")
    group_sizes = {g: groups.get(g, int, lo=0, hi=AUTOMA_CARDS) for g in AUTOMA_GROUPS}
    groups.only_keys(*AUTOMA_GROUPS)
    found_sizes = dict.fromkeys(AUTOMA_GROUPS, 0)
    cards_node = node.node("cards")
    for i, item in enumerate(cards_node.items()):
        item = item.labelled(f"card {item.value.get('id', '?') if isinstance(item.value, dict) else '?'}")
        item.only_keys("id", "group", "slots", "back")
        card_id = item.get("id", int, lo=1, hi=AUTOMA_CARDS)
        if card_id != i + 1:
            item.fail(f"cards must be numbered 1, 2, 3... in order; expected {i + 1}, found {card_id}")
        group = item.get("group", str, choices=AUTOMA_GROUPS)
        found_sizes[group] += 1
        item.list_of("slots", min_length=2, max_length=3)
        slots = tuple(_load_slot(s, names, locations) for s in item.node("slots").items())
        item.node("slots").unique(slots, "slot")
        if slots[-1].kind != "network" or any(s.kind == "network" for s in slots[:-1]):
            item.node("slots").fail("the last slot, and only the last, is a network slot")
        back = item.node("back")
        back.only_keys("first_turn", "tiebreak", "sell_brewery_town", "develop_iron_max")
        town = back.get(
            "sell_brewery_town", str, choices=tuple(n for n, i in names.items() if locations[i].kind == TOWN)
        )
        cards.append(
            AutomaCard(
                id=card_id,
                group=group,
                slots=slots,
                first_turn=back.get("first_turn", str, choices=FIRST_TURN),
                tiebreak=back.get("tiebreak", str, choices=QUADRANTS),
                sell_brewery_town=names[town],
                develop_iron_max=back.get("develop_iron_max", int, lo=0, hi=MOST["iron_price"]),
            )
        )
    if len(cards) != AUTOMA_CARDS:
        cards_node.fail(f"the Automa deck has {AUTOMA_CARDS} cards, found {len(cards)}")
    fronts = {key: 0 for key in AUTOMA_FRONTS}
    for slot in (slot for card in cards for slot in card.slots):
        kind = slot.kind.replace("_", "-")
        fronts[f"{kind} slots"] += 1
        fronts[f"towns named by {kind} slots"] += len(slot.towns)
    cards_node.census(fronts, AUTOMA_FRONTS, "the fact sheet (5.4)")
    if found_sizes != group_sizes:
        groups.fail(f"the cards' letters add up to {found_sizes}, expected {group_sizes}")
    piles: list[dict[str, int] | None] = []
    taken = dict.fromkeys(AUTOMA_GROUPS, 0)
    piles_node = node.node("deck_piles")
    if len(piles_node.expect(list)) > AUTOMA_CARDS:
        piles_node.fail(f"at most {AUTOMA_CARDS} piles")
    for pile in piles_node.items():
        if pile.value == "rest":
            piles.append(None)
            continue
        pile.only_keys(*AUTOMA_GROUPS)
        recipe = {g: pile.get(g, int, lo=0, hi=AUTOMA_CARDS) for g in AUTOMA_GROUPS}
        for g in AUTOMA_GROUPS:
            taken[g] += recipe[g]
            if taken[g] > group_sizes[g]:
                pile.fail(f"the piles take more than the {group_sizes[g]} cards of group {g}")
        piles.append(recipe)
    if piles.count(None) != 1 or piles[-1] is not None:
        piles_node.fail("the last pile, and only the last, is 'rest' (every card left over)")
    sizes = tuple(sum(recipe.values()) for recipe in piles[:-1])
    if sizes != AUTOMA_PILE_SIZES:
        piles_node.fail(
            f"the rulebook (5.5) draws piles of {list(AUTOMA_PILE_SIZES)} cards before the rest, found {list(sizes)}"
        )
    back_actions = tuple(node.get("back_actions", list))
    if back_actions != BACK_ACTIONS:
        node.fail(f"'back_actions' must be {list(BACK_ACTIONS)} (the order printed on every back)")
    vp = node.node("vp")
    vp.only_keys("develop", "pass")
    return {
        "cards": tuple(cards),
        "piles": tuple(piles),
        "back_actions": back_actions,
        "vp_develop": vp.get("develop", int, lo=0, hi=MOST["vp"]),
        "vp_pass": vp.get("pass", int, lo=0, hi=MOST["vp"]),
        "first_turn_iron": node.get("first_turn_iron", int, lo=0, hi=3),
        "develop_iron": node.get("develop_iron", int, lo=1, hi=3),
    }


def _load_slot(item: Node, names: dict[str, int], locations: tuple[Location, ...]) -> AutomaSlot:
    value = item.expect(dict)
    buildable = tuple(n for n, i in names.items() if locations[i].kind in (TOWN, FARM))

    def towns(key: str) -> tuple[int, ...]:
        return tuple(names[t] for t in item.names(key, buildable, max_length=len(buildable)))

    if "build" in value:
        item.only_keys("build", "towns", "link_first", "iron_min")
        industry = item.get("build", str, choices=INDUSTRIES)
        if industry == "coal_mine":
            item.fail("a Coal Mine is built by a 'coal_and_link' slot")
        # every Iron Works slot prints its iron price ("£N+"), no other slot has one
        iron = industry == "iron_works"
        if item.has("iron_min") != iron:
            item.fail(
                "missing key 'iron_min' (an iron_works slot shows its £N+)"
                if iron
                else "'iron_min' does not belong here (only an iron_works slot shows one)"
            )
        return AutomaSlot(
            "build",
            towns("towns"),
            INDUSTRIES.index(industry),
            item.get("link_first", bool),
            item.get("iron_min", int, lo=0, hi=MOST["iron_price"]) if iron else 0,
        )
    if "coal_and_link" in value:
        item.only_keys("coal_and_link")
        return AutomaSlot("coal_and_link", towns("coal_and_link"), INDUSTRIES.index("coal_mine"))
    if "network" in value:
        item.only_keys("network")
        return AutomaSlot("network", towns("network"))
    item.fail("a slot is 'build', 'coal_and_link' or 'network'")


def _load_difficulty(node: Node, industries: tuple[Industry, ...]) -> Difficulty:
    node.only_keys("levels", "default", "mats", "totals")
    mats_node = node.node("mats")
    mats: dict[str, tuple[tuple[int, ...], ...]] = {}
    for name, item in mats_node.entries():
        item = item.labelled(name)
        item.only_keys(*INDUSTRIES)
        rows = []
        for industry in industries:
            row = item.get(industry.id, list)
            if len(row) != len(industry.levels):
                item.fail(f"'{industry.id}' needs one count per level ({len(industry.levels)}), found {len(row)}")
            for lv, n in zip(industry.levels, row):
                if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= lv.count:
                    item.fail(
                        f"'{industry.id}' level {lv.level}: the count must be a whole number from 0 to "
                        f"{lv.count} (the standard mat), found {n!r}"
                    )
            rows.append(tuple(row))
        mats[name] = tuple(rows)
    if "standard" not in mats:
        mats_node.fail("missing the 'standard' mat")
    if mats["standard"] != tuple(tuple(lv.count for lv in ind.levels) for ind in industries):
        mats_node.node("standard").fail("the standard mat must match industries.yaml")
    levels = node.names("levels", tuple(mats))
    for level in levels:
        node.check_words("levels", level, "brass.option.difficulty_{}")
        if level not in mats or level == "standard":
            node.fail(f"level '{level}' has no mat")
    unused = [name for name in mats if name != "standard" and name not in levels]
    if unused:
        node.fail(f"the mat '{unused[0]}' is no level: 'levels' must list every mat but 'standard'")
    default = node.get("default", str, choices=levels)
    totals = node.node("totals")
    totals.only_keys(*mats)
    for name, rows in mats.items():
        fixed = totals.get(name, int, lo=0, hi=MAT_TILES)
        if sum(map(sum, rows)) != fixed:
            mats_node.node(name).fail(f"the rulebook's {name} mat has {fixed} tiles, found {sum(map(sum, rows))}")
    return Difficulty(levels, default, mats)
