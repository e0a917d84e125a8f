"""Brass: Birmingham's components, loaded and validated from data/brass/*.yaml.

* ``map.yaml``        — 20 towns, 2 farm breweries, 5 merchant locations, their industry
  spaces, the 39 lines, board positions and the Automa's tie-break quadrants;
* ``industries.yaml`` — the 45-tile industry mat;
* ``cards.yaml``      — industry cards and wild cards (location cards are on the towns);
* ``merchants.yaml``  — merchant tiles by player count;
* ``board.yaml``      — markets, income track, setup and rule numbers;
* ``automa.yaml``     — the 22 Automa cards and the deck preparation;
* ``difficulty.yaml`` — the Automa's starting mat at each difficulty.

Locations, spaces, links, industries and merchant spaces are small ints (their position in
the data) so that the rules stay fast; names are kept for words and saves.  Every count the
rules fix is checked here and a problem raises a DataError naming file, entry and problem.

``parts`` holds the counts, names and frozen records; ``loaders`` reads and checks the files.
"""

from game.games.brass.components.loaders import brass_data, load_brass_data
from game.games.brass.components.parts import (
    AUTOMA_CARDS,
    AUTOMA_GROUPS,
    BACK_ACTIONS,
    BANNERS,
    BEER,
    BONUS_KINDS,
    COAL,
    DECK_CARDS,
    ERAS,
    FARM,
    FARM_COUNT,
    FARM_SPACES,
    FIRST_TURN,
    INDUSTRIES,
    IRON,
    LINK_COUNT,
    LINK_TYPES,
    MAT_COUNTS,
    MAT_TILES,
    MERCHANT,
    MERCHANT_COUNT,
    MERCHANT_TILES,
    MOST,
    PLAYER_COUNTS,
    POSITIONS,
    QUADRANTS,
    RESOURCES,
    RULE_RANGES,
    SELLABLE,
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

__all__ = [
    "AUTOMA_CARDS",
    "AUTOMA_GROUPS",
    "AutomaCard",
    "AutomaSlot",
    "BACK_ACTIONS",
    "BANNERS",
    "BEER",
    "BONUS_KINDS",
    "Board",
    "BrassData",
    "COAL",
    "CardType",
    "DECK_CARDS",
    "Difficulty",
    "ERAS",
    "FARM",
    "FARM_COUNT",
    "FARM_SPACES",
    "FIRST_TURN",
    "INDUSTRIES",
    "IRON",
    "Industry",
    "LINK_COUNT",
    "LINK_TYPES",
    "Level",
    "Link",
    "Location",
    "MAT_COUNTS",
    "MAT_TILES",
    "MERCHANT",
    "MERCHANT_COUNT",
    "MERCHANT_TILES",
    "MOST",
    "Market",
    "MerchantTile",
    "PLAYER_COUNTS",
    "POSITIONS",
    "QUADRANTS",
    "RESOURCES",
    "RULE_RANGES",
    "SELLABLE",
    "Space",
    "TOWN",
    "TOWN_COUNT",
    "TOWN_SPACES",
    "TRACK_SPACES",
    "WILD_CARDS",
    "brass_data",
    "load_brass_data",
]
