"""How good a Brass position looks for the person, in victory points to come.

``Evaluator.value(state)`` estimates the person's final VP minus a share of the Automa's:
points already scored; flipped tiles and links (scored at every era end still to come);
goods not yet sold and resource tiles not yet emptied (part of their value); money and
income turned into points at a rate that falls as the game runs out; cards in hand.
Bots compare the positions their candidate actions lead to.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.network import Board
from game.games.brass.rules.state import AUTOMA, CANAL, HUMAN, NOBODY, OVER, BrassState

ROUNDS_PER_ERA = 10


@dataclass(frozen=True)
class Weights:
    money: float = 0.3
    """VP per £ at the start (up to ``money_cap``, a third of that beyond); falls to 0 by the end."""
    money_cap: int = 40
    income: float = 0.18
    """VP per £ of income per round still to come."""
    beer: float = 1.2
    """VP per barrel on your own breweries (beer lets goods be sold)."""
    unsold: float = 0.45
    """Share of an unsold goods tile's VP (and of the income it would bring) counted already."""
    sellable_now: float = 0.1
    """Added to that share when it is connected to a merchant that buys it (and again when the
    beer for it is at hand).  Small, so that selling still pays."""
    resource_tile: float = 0.9
    """Share of a full coal / iron / beer tile's VP counted already."""
    link_potential: float = 1.2
    """VP per link for what may still be built beside it."""
    automa: float = 0.35
    """Share of the Automa's coming points counted against the person (its side is valued
    crudely — no money, a flat link potential — so it is not counted fully)."""
    card: float = 2.5
    wild: float = 3.0
    mat_low: float = 0.8
    """Cost of each level-1 tile still blocking an industry in the rail era."""


class Evaluator:
    def __init__(self, rules: BrassRules, weights: Weights | None = None):
        self.rules = rules
        self.t = rules.t
        self.w = weights or Weights()

    def rounds_left(self, state: BrassState) -> int:
        """Whole rounds still to play after this one (both eras)."""
        return (1 - state.era) * ROUNDS_PER_ERA + max(0, ROUNDS_PER_ERA - state.round)

    def value(self, state: BrassState) -> float:
        if state.phase == OVER:  # every point is scored: the margin, exactly
            return float(state.vp[HUMAN] - state.vp[AUTOMA])
        board = Board(self.t, state)
        return self.side_value(state, HUMAN, board=board) - self.w.automa * self.side_value(
            state, AUTOMA, automa=True, board=board
        )

    def side_value(self, state: BrassState, owner: int, automa: bool = False, board: Board | None = None) -> float:
        t = self.t
        w = self.w
        eras_left = 2 if state.era == CANAL else 1
        total = float(state.vp[owner])
        era_left = max(0, ROUNDS_PER_ERA - state.round)
        late = min(1.0, (era_left + 0.5) / 4)
        board = board or Board(t, state)
        for sp in board.tiles(owner):
            industry, level = state.sp_ind[sp], state.sp_level[sp]
            lv = t.level(industry, level)
            scorings = 1 if (level == 1 or state.era != CANAL) else eras_left
            if state.sp_flipped[sp]:
                total += lv.vp * scorings
            elif t.sellable[industry]:
                share = w.unsold
                buyers = board.merchants_for(sp)
                if buyers:
                    share += w.sellable_now
                    if board.beer_available(owner, [t.space_loc[sp]], -1) >= lv.beer:
                        share += w.sellable_now
                if level == 1 or state.era != CANAL:
                    share *= late  # it must be sold in this era to count
                total += share * lv.vp * scorings
                if not automa:
                    total += share * lv.income * w.income * 0.5 * self.rounds_left(state)
            else:
                total += w.resource_tile * lv.vp * scorings
                if not automa and t.resource[industry] == "beer":
                    total += w.beer * state.sp_cubes[sp] * late
        for link, lo in enumerate(state.link_owner):
            if lo == owner:
                total += board.link_value(link) + w.link_potential
        if automa:
            return total
        left = self.rounds_left(state)
        frac = left / (2 * ROUNDS_PER_ERA)
        level = self.rules.board.level(state.income)
        spendable = min(state.money, w.money_cap) + max(0, state.money - w.money_cap) / 3
        total += w.money * frac * spendable
        total += w.income * level * left * frac
        for card in state.hand:
            total += w.wild if self.rules.data.card_types[card].wild else w.card
        if state.era != CANAL:
            for industry, row in enumerate(state.mat[HUMAN]):
                if row and row[0] and not t.level(industry, 1).buildable_in(state.era):
                    total -= w.mat_low * row[0]
        return total

    def card_keep_value(self, state: BrassState, card: str, board: Board | None = None) -> float:
        """How much a card in hand is worth keeping (the least valuable is discarded)."""
        data = self.rules.data
        ctype = data.card_types[card]
        if ctype.wild:
            return 10.0
        b = board or Board(self.t, state)
        net = b.network(HUMAN)
        if ctype.kind == "location":
            loc = ctype.town
            free = sum(1 for sp in self.t.loc_spaces[loc] if state.sp_owner[sp] == NOBODY)
            return 1.0 + 0.5 * free + (1.5 if loc not in net else 0.0)
        on_mat = sum(1 for i in ctype.builds if state.lowest_level(HUMAN, i))
        return 1.5 + on_mat + 0.3 * len(net)
