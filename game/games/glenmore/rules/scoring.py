"""The three scorings and the final scoring.

At each scoring every player compares three counts with the lowest count among the
players: whisky barrels, chieftains (with the bonnets on their cards; a chieftain counts
``chieftain_factor`` times with Castle of Mey) and special-location cards.  The difference
earns VP from the board's table.  After the third one the final scoring adds the game-end
cards, the coins, and takes away ``tile_penalty`` VP per tile above the smallest territory.
The die never scores.
"""

from __future__ import annotations

from typing import Any

from game.games.glenmore.components import GameData
from game.games.glenmore.rules.state import GlenMoreState

CATEGORIES = ("whisky", "chieftains", "cards")


def chieftain_strength(data: GameData, state: GlenMoreState, seat: int) -> int:
    cards = [data.cards[c] for c in state.cards[seat]]
    factor = max((c.chieftain_factor for c in cards), default=1)
    return state.chieftains[seat] * factor + sum(c.bonnets for c in cards)


def category_counts(data: GameData, state: GlenMoreState, seat: int) -> list[int]:
    return [state.whisky[seat], chieftain_strength(data, state, seat), len(state.cards[seat])]


def difference_points(data: GameData, counts: list[list[int]]) -> list[list[int]]:
    """VP per seat and category for the given counts (seat-major)."""
    lowest = [min(c[i] for c in counts) for i in range(len(CATEGORIES))]
    return [[data.board.difference_points(c[i] - lowest[i]) for i in range(len(CATEGORIES))] for c in counts]


def score_round(data: GameData, state: GlenMoreState, number: int) -> dict[str, Any]:
    """Scoring ``number`` (1..3): award the VP and return the record shown on screen."""
    counts = [category_counts(data, state, seat) for seat in range(state.num_seats)]
    vp = difference_points(data, counts)
    for seat in range(state.num_seats):
        for i, category in enumerate(CATEGORIES):
            state.points[seat][category] += vp[seat][i]
    record = {"number": number, "counts": counts, "vp": vp}
    state.scorings.append(record)
    return record


def end_card_points(data: GameData, state: GlenMoreState, seat: int) -> int:
    total = 0
    placed = [data.tiles[t] for t in state.tiles[seat].values()]
    for card_id in state.cards[seat]:
        card = data.cards[card_id]
        if card.vp_per_tile:
            total += card.vp_per_tile * sum(1 for t in placed if card.counts(t))
    return total


def tile_penalties(data: GameData, state: GlenMoreState) -> list[int]:
    sizes = [len(t) for t in state.tiles]
    smallest = min(sizes)
    return [-data.board.tile_penalty * (size - smallest) for size in sizes]


def final_scoring(data: GameData, state: GlenMoreState) -> dict[str, Any]:
    penalties = tile_penalties(data, state)
    record: dict[str, Any] = {"end_cards": [], "coins": [], "penalty": penalties,
                              "tiles": [len(t) for t in state.tiles]}
    for seat in range(state.num_seats):
        cards = end_card_points(data, state, seat)
        coins = state.coins[seat] * data.board.coin_vp
        record["end_cards"].append(cards)
        record["coins"].append(coins)
        state.points[seat]["end_cards"] += cards
        state.points[seat]["coins"] += coins
        state.points[seat]["penalty"] += penalties[seat]
    state.final = record
    return record
