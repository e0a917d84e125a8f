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
from game.games.brass.rules.state import AUTOMA, CANAL, HUMAN, NOBODY, RAIL, BrassState

ROUNDS_PER_ERA = 10


@dataclass(frozen=True)
class Weights:
    money: float = 0.3
    """VP per £ at the start (up to ``money_cap``, a third of that beyond); falls to 0 by the end.
    (0.55 before: a loan then looked better than building, and the player took 5-9 a game.)"""
    money_cap: int = 40
    income: float = 0.18
    """VP per £ of income per round still to come."""
    beer: float = 1.2
    """VP per barrel on your own breweries (beer lets goods be sold)."""
    unsold: float = 0.45
    """Share of an unsold goods tile's VP (and of the income it would bring) counted already."""
    sellable_now: float = 0.1
    """Added to that share when it is connected to a merchant that buys it (and again when the
    beer for it is at hand).  Small, so that selling still pays: at 0.25 an unsold tile that
    could be sold counted 95 % of a sold one, and goods were left unsold.  (0.25 with money at 0.3
    vs the easy Automa: margin -1.7 ± 4.4 VP, 30 paired games — not the cause of the easy drop.)"""
    resource_tile: float = 0.9
    """Share of a full coal / iron / beer tile's VP counted already.  (0.6: margin vs the easy
    Automa -6.2 ± 5.0 VP, 30 paired games.)"""
    link_potential: float = 1.2
    """VP per link for what may still be built beside it.  (0.7, as the outcome fits suggested
    (bot/fit.py: 0.6-0.9): 36 paired games per difficulty, margin vs the Automa easy +3.7 ± 3.6,
    medium -2.9 ± 3.8, hard -0.7 ± 3.5 VP — no better; 0.4 looked worse on 2-3 games.)"""
    automa: float = 0.35
    """Share of the Automa's coming points counted against the person.  (1.0, counting them
    fully, measured worse: margin vs the easy Automa -6.1 ± 4.4 VP, 30 paired games: its side
    is valued crudely — no money, a flat link potential — so denying it moves the wrong way.)"""
    card: float = 2.5
    wild: float = 3.0
    mat_low: float = 0.8
    """Cost of each level-1 tile still blocking an industry in the rail era."""
    mat_low_canal: float = 0.0
    """The same in the canal era, growing from 0 to this by its end (they must go before the rail era)."""
    reach: float = 0.0
    """Added to the unsold share of goods one free line away from a merchant that buys them."""
    merchant_beer: bool = False
    """Count the barrels of the merchants goods are connected to as beer they can be sold with."""
    link_fade: bool = False
    """Link potential falls with the rounds left in the era (none in its last round)."""
    link_unflipped: float = 0.0
    """VP per link icon of unflipped tiles at a link's ends (they may yet flip).  (0.5 measured
    worse: margin vs the easy Automa -9.8 ± 5.1 VP, 30 paired games.)"""
    resource_late: bool = False
    """An unflipped coal / iron / beer tile's share falls as its era runs out, as unsold goods' does
    (what is not used up by the era's end scores nothing; level 1 and rail-era tiles).  (On: margin
    vs the easy Automa -2.4 ± 2.2 VP, 30 paired games: no gain, left off.)"""


class Evaluator:
    def __init__(self, rules: BrassRules, weights: Weights | None = None):
        self.rules = rules
        self.t = rules.t
        self.w = weights or Weights()

    def rounds_left(self, state: BrassState) -> int:
        """Whole rounds still to play after this one (both eras)."""
        return (1 - state.era) * ROUNDS_PER_ERA + max(0, ROUNDS_PER_ERA - state.round)

    def value(self, state: BrassState) -> float:
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
        joinable = self._joinable(state, board) if w.reach else None
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
                    loc = t.space_loc[sp]
                    if w.merchant_beer:
                        beer = max(board.beer_available(owner, [loc], m) for m in buyers)
                    else:
                        beer = board.beer_available(owner, [loc], -1)
                    if beer >= lv.beer:
                        share += w.sellable_now
                elif joinable is not None and self._one_line_away(state, board, sp, joinable):
                    share += w.reach
                if level == 1 or state.era != CANAL:
                    share *= late  # it must be sold in this era to count
                total += share * lv.vp * scorings
                if not automa:
                    total += share * lv.income * w.income * 0.5 * self.rounds_left(state)
            else:
                share = w.resource_tile
                if w.resource_late and (level == 1 or state.era != CANAL):
                    share *= late
                total += share * lv.vp * scorings
                if not automa and t.resource[industry] == "beer":
                    total += w.beer * state.sp_cubes[sp] * late
        potential = w.link_potential * (min(1.0, (era_left + 1) / ROUNDS_PER_ERA) if w.link_fade else 1.0)
        for link, lo in enumerate(state.link_owner):
            if lo == owner:
                total += board.link_value(link) + potential
                if w.link_unflipped:
                    total += w.link_unflipped * self._unflipped_icons(state, link)
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
        elif w.mat_low_canal:
            weight = w.mat_low_canal * min(1.0, state.round / ROUNDS_PER_ERA)
            for industry, row in enumerate(state.mat[HUMAN]):
                if row and row[0] and not t.level(industry, 1).buildable_in(RAIL):
                    total -= weight * row[0]
        return total

    def _unflipped_icons(self, state: BrassState, link: int) -> int:
        t = self.t
        total = 0
        for loc in t.link_ends[link]:
            for sp in t.loc_spaces[loc]:
                if state.sp_owner[sp] != NOBODY and not state.sp_flipped[sp]:
                    total += t.level(state.sp_ind[sp], state.sp_level[sp]).link
        return total

    def _joinable(self, state: BrassState, board: Board) -> set[tuple[int, int]]:
        """Pairs of connection components that one free line of this era would join."""
        t = self.t
        comp = board.comp
        pairs = set()
        for link in range(t.n_link):
            if not board.link_free(link):
                continue
            ends = {comp[e] for e in t.link_ends[link]}
            for a in ends:
                for b in ends:
                    if a != b:
                        pairs.add((a, b))
        return pairs

    def _one_line_away(self, state: BrassState, board: Board, space: int, joinable: set[tuple[int, int]]) -> bool:
        """Whether one more link would connect the goods on ``space`` to a merchant that buys them."""
        t = self.t
        comp = board.comp
        here = comp[t.space_loc[space]]
        industry = state.sp_ind[space]
        for m, tile in enumerate(state.merchant_tile):
            if tile and industry in t.buys[tile] and (here, comp[t.merchant_space_loc[m]]) in joinable:
                return True
        return False

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
