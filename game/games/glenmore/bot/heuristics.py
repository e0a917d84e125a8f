"""What the Glen More computer players know: a position's worth for one seat, and a quick
greedy way to finish a turn once the tile is chosen.

``Evaluator.value(state, seat)`` estimates the seat's final score in VP: points already
won, coins, cubes, the scoring races (whisky, chieftains, cards) projected over the scorings
still to come, the game-end cards, the tile penalty, the engine (tiles that will produce
again), clan members in the territory, and the tempo lost by standing far ahead on the
track (the rearmost figure moves next).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.core.rules import Action
from game.games.glenmore.components import ANY_RESOURCE, NO_PRODUCE
from game.games.glenmore.rules import market as mk
from game.games.glenmore.rules import scoring
from game.games.glenmore.rules.actions import Activate, EndTurn, Finish, Gain, Move, Place, Promote, Sell
from game.games.glenmore.rules.engine import GlenMoreRules
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, OVER, TURN_PHASES, GlenMoreState
from game.games.glenmore.rules.territory import AROUND, ORTHOGONAL, cell, fits, frontier, xy


@dataclass
class Weights:
    cube_early: float = 1.6
    cube_late: float = 0.3
    sale_margin: float = 0.6
    race: float = 0.85
    engine: float = 1.0
    conversion: float = 0.35
    """A conversion tile's engine worth, as a share of its best use's VP."""
    member: float = 1.5
    members_wanted: int = 3
    coverage: float = 0.25
    penalty_early: float = 0.4
    tempo: float = 1.2
    whisky_hold: float = 0.3
    stranded: float = 10.0
    best_opponent: float = 1.0
    rank_scale: float = 0.0
    """Above 0, ``relative`` is the expected share of opponents beaten instead (a logistic of
    the difference with each opponent, with this spread in VP), rescaled to VP near a tie."""


class Evaluator:
    def __init__(self, rules: GlenMoreRules, weights: Weights | None = None):
        self.rules = rules
        self.data = rules.data
        self.w = weights or Weights()
        self.total_draws = sum(self.data.board.deck_sizes[d] for d in self.data.board.scored_decks)
        self.scorings = len(self.data.board.scored_decks)
        self.plain = next(t for t in self.data.tiles if t.plain)
        self._open: dict[frozenset, frozenset[int]] = {}
        self._scored = tuple(self.data.board.scored_decks)
        self._card_strength = {c: (card.chieftain_factor, card.bonnets) for c, card in self.data.cards.items()}

    # -- how far the game has come ------------------------------------------------
    def left(self, state: GlenMoreState) -> float:
        """Share of the scored decks still to come (1 at the start, 0 at the end)."""
        decks = state.decks
        remaining = 0
        for d in self._scored:
            remaining += len(decks[d])
        return remaining / self.total_draws

    def cube_value(self, state: GlenMoreState, left: float | None = None) -> float:
        left = self.left(state) if left is None else left
        return self.w.cube_late + (self.w.cube_early - self.w.cube_late) * left

    # -- the parts of a position's worth -------------------------------------------
    def race(self, state: GlenMoreState, counts: list[list[int]], seat: int) -> float:
        """VP the three categories should still bring at the scorings to come."""
        to_come = self.scorings - len(state.scorings)
        if not to_come:
            return 0.0
        lows = [min(c[i] for c in counts) for i in range(len(scoring.CATEGORIES))]
        now = sum(self.data.board.difference_points(counts[seat][i] - lows[i]) for i in range(len(lows)))
        return now * (1 + self.w.race * (to_come - 1))

    def counts(self, state: GlenMoreState) -> list[list[int]]:
        """``scoring.category_counts`` for every seat (the cards' strength looked up once)."""
        strength = self._card_strength
        out = []
        for s in range(state.num_seats):
            factor, bonnets = 1, 0
            for c in state.cards[s]:
                f, b = strength[c]
                factor = f if f > factor else factor
                bonnets += b
            out.append([state.whisky[s], state.chieftains[s] * factor + bonnets, len(state.cards[s])])
        return out

    def marginal(self, state: GlenMoreState, seat: int, category: int, extra: int = 1) -> float:
        counts = self.counts(state)
        before = self.race(state, counts, seat)
        counts[seat][category] += extra
        return self.race(state, counts, seat) - before

    def engine(self, state: GlenMoreState, seat: int, left: float) -> float:
        """Tiles that will work again when neighbours arrive, worth more early."""
        total = 0.0
        for tile_id in state.tiles[seat].values():
            kind = self.data.tiles[tile_id].kind
            if kind.produce != NO_PRODUCE:
                total += 1.5 if kind.produce == ANY_RESOURCE else 1.0
            elif kind.moves:
                total += 0.5
            elif kind.options or kind.exchange_vp:
                best = max([o.vp for o in kind.options] + [vp for _, vp in kind.exchange_vp])
                total += self.w.conversion * best
        return total * self.w.engine * left

    def open_cells(self, state: GlenMoreState, seat: int) -> frozenset[int]:
        """Empty cells beside the territory where a tile without river or road would fit
        (most tiles have neither)."""
        tiles = state.tiles[seat]
        key = frozenset(tiles.items())
        found = self._open.get(key)
        if found is None:
            if len(self._open) > 20_000:
                self._open.clear()
            plain, kinds = self.plain, self.data.tiles
            found = self._open[key] = frozenset(c for c in frontier(tiles) if fits(tiles, kinds, c, plain))
        return found

    def coverage(self, state: GlenMoreState, seat: int) -> int:
        """Open cells (see ``open_cells``) that a clan member stands next to."""
        return covered(self.open_cells(state, seat), state.members[seat])

    def tempo(self, state: GlenMoreState, seat: int) -> float:
        """Spaces between the gap and the seat's figure: the further ahead, the longer the wait."""
        spaces = len(state.track)
        gap = next((s for s in range(spaces) if state.is_empty(s)), state.figures[seat])
        return (state.figures[seat] - gap) % spaces

    def penalty(self, state: GlenMoreState, seat: int, left: float) -> float:
        sizes = [len(t) for t in state.tiles]
        weight = self.w.penalty_early + (1 - self.w.penalty_early) * (1 - left)
        return self.data.board.tile_penalty * (sizes[seat] - min(sizes)) * weight

    def value(self, state: GlenMoreState, seat: int, counts: list[list[int]] | None = None) -> float:
        if state.phase == "over":
            return float(state.total_points(seat))
        counts = counts if counts is not None else self.counts(state)
        left = self.left(state)
        w = self.w
        coverage = self.coverage(state, seat)
        stranded = w.stranded * min(1.0, 4 * left) if not coverage else 0.0
        later = (
            w.member * min(state.total_members(seat), w.members_wanted)
            + w.coverage * coverage
            + w.whisky_hold * state.whisky[seat]
            - w.tempo * self.tempo(state, seat)
        )
        return (
            state.total_points(seat)
            + state.coins[seat] * self.data.board.coin_vp
            + state.resource_total(seat) * self.cube_value(state, left)
            + self.race(state, counts, seat)
            + scoring.end_card_points(self.data, state, seat)
            + self.engine(state, seat, left)
            + later * left
            - stranded
            - self.penalty(state, seat, left)
        )

    def relative(self, state: GlenMoreState, seat: int) -> float:
        """Own worth minus a blend of the best opponent's and the opponents' average."""
        counts = self.counts(state)
        values = [self.value(state, s, counts) for s in range(state.num_seats)]
        others = [v for s, v in enumerate(values) if s != seat]
        if self.w.rank_scale:
            if state.phase == OVER:  # the places are known: the share beaten, ties (and tie-breaks) exact
                share = self.rules.rewards(state)[seat]
                return 4.0 * self.w.rank_scale * (share - 0.5) + 0.01 * (values[seat] - max(others))
            return rank_share(values[seat], others, self.w.rank_scale)
        best_share = self.w.best_opponent
        return values[seat] - best_share * max(others) - (1 - best_share) * sum(others) / len(others)


def rank_share(mine: float, others: list[float], scale: float) -> float:
    """``4 * scale * (share - 1/2)``, the share of ``others`` beaten each by a logistic of the
    difference: the mean difference near a tie, flat when far ahead or behind."""
    total = 0.0
    for other in others:
        z = (mine - other) / scale
        total += 1.0 / (1.0 + math.exp(-z)) if z > -30 else 0.0
    return 4.0 * scale * (total / len(others) - 0.5)


def covered(edge: set[int], members) -> int:
    """How many cells of ``edge`` have a clan member (``members``: cells) around them."""
    return len({m + d for m in members for d in AROUND} & edge)


class GreedyTurn:
    """Finishes a turn quickly once the tile is taken: pays the cheapest way, places where the
    most neighbours will work, produces first, converts when it pays off, then spends moves."""

    def __init__(self, rules: GlenMoreRules, evaluator: Evaluator):
        self.rules = rules
        self.ev = evaluator

    def finish(self, state: GlenMoreState, seat: int, limit: int = 80) -> list[Action]:
        """Play the rest of ``seat``'s turn on ``state`` (in place); the actions taken."""
        taken = []
        for _ in range(limit):
            if state.phase not in TURN_PHASES or state.current != seat or state.phase == CHOOSE:
                break
            action = self.step(state, seat)
            self.rules.apply_unchecked(state, action)
            taken.append(action)
        return taken

    def step(self, state: GlenMoreState, seat: int) -> Action:
        if state.phase == ACTIVATE:
            return self._activate(state, seat)
        actions = self.rules.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        return getattr(self, f"_{state.phase}")(state, seat, actions)

    # -- one step per phase ------------------------------------------------------------
    def _best_by_value(self, state: GlenMoreState, seat: int, actions: list[Action]) -> Action:
        best, best_value = actions[0], float("-inf")
        for action in actions:
            after = state.clone()
            self.rules.apply_unchecked(after, action)
            value = self.ev.value(after, seat)
            if value > best_value:
                best, best_value = action, value
        return best

    def _pay(self, state: GlenMoreState, seat: int, actions: list[Action]) -> Action:
        pays = [a for a in actions if not isinstance(a, Sell)]
        if pays:
            return self._best_by_value(state, seat, pays)
        return self._sale_for_coins(state, seat, actions)

    def _sale_for_coins(self, state: GlenMoreState, seat: int, actions: list[Action]) -> Action:
        """The sale of a cube the cost does not need, at the best price."""
        need = self.rules.cost_needs(self.rules.tile(state.held))[0]
        sells = [a for a in actions if isinstance(a, Sell)]
        index = self.rules.index
        spare = [a for a in sells if state.stock[seat][index[a.resource]] > need[index[a.resource]]]
        return max(spare or sells, key=lambda a: state.market[self.rules.index[a.resource]])

    def _place(self, state: GlenMoreState, seat: int, actions: list[Action]) -> Action:
        places = [a for a in actions if isinstance(a, Place)]
        return max(places, key=lambda a: self.cell_score(state, seat, cell(a.x, a.y)))

    def cell_score(self, state: GlenMoreState, seat: int, c: int) -> float:
        """How much the tiles around ``c`` would bring when activated, plus a little for
        staying compact and keeping clan members near the edge."""
        tiles = state.tiles[seat]
        score = sum(self.activation_worth(state, seat, c + d) for d in AROUND if c + d in tiles)
        score += 0.1 * sum(1 for d in ORTHOGONAL if c + d in tiles)
        if self._strands(state, seat, c):
            score -= self.ev.w.stranded
        return score

    def _strands(self, state: GlenMoreState, seat: int, c: int) -> bool:
        """Whether a tile at ``c`` would leave no clan member next to an open cell (checked
        only when the clan members stand on few tiles: otherwise it cannot happen in one go)."""
        members = state.members[seat]
        if len(members) > 2 or not any(c + d in members for d in AROUND):
            return False
        # A plain tile at c spoils no open cell around it and opens those it now touches.
        plain = self.ev.plain
        tiles = dict(state.tiles[seat])
        tiles[c] = plain.id
        edge = set(self.ev.open_cells(state, seat))
        edge.discard(c)
        edge.update(c + d for d in ORTHOGONAL if c + d not in tiles and fits(tiles, self.rules.tiles, c + d, plain))
        return not covered(edge, members)

    def activation_worth(self, state: GlenMoreState, seat: int, c: int) -> float:
        kind = self.rules.tile(state.tiles[seat][c]).kind
        if kind.produce != NO_PRODUCE:
            return self.ev.cube_value(state) if state.tile_cubes(seat, c) < self.rules.capacity else 0.0
        if kind.moves:
            return 0.6
        best = 0.0
        for use in self.rules.uses[kind.id]:
            if use.vp or use.whisky:
                gain = use.vp + use.whisky * 2.0 - sum(use.pay) * self.ev.cube_value(state)
                if mk.affordable(state.stock[seat], state.coins[seat], use.pay, state.market, self.rules.prices):
                    best = max(best, gain)
        return best

    def _gain(self, state: GlenMoreState, seat: int, actions: list[Action]) -> Action:
        """The resources you hold least of (fairs want variety), then the dearest to sell."""
        stock = state.stock[seat]

        def key(a: Gain):
            rs = [self.rules.index[n] for n in a.resources]
            return (-len(set(rs)), sum(stock[r] for r in rs), -sum(state.market[r] for r in rs))

        return min((a for a in actions if isinstance(a, Gain)), key=key)

    def _activate(self, state: GlenMoreState, seat: int) -> Action:
        """A free activation first (see ``_free_key``), else the conversion that gains most,
        else a sale worth making, else Finish.  Works on the uses themselves, in the order of
        ``legal_actions``, without listing the actions."""
        rules = self.rules
        options = []
        for c in rules.activation_cells(state, seat):
            by_names = rules.use_by_names[rules.tiles[state.tiles[seat][c]].kind.id]
            options += [(c, by_names[u.names]) for u in rules.usable(state, seat, c)]
        free = [o for o in options if not o[1].pays]
        if free:
            c, use = max(free, key=lambda o: self._free_key(state, seat, *o))
            return Activate(*xy(c), use.names)
        best, best_gain = None, 0.0
        whisky, cube = None, self.ev.cube_value(state)
        for c, use in options:
            if use.whisky and whisky is None:
                whisky = self.ev.marginal(state, seat, 0) + self.ev.w.whisky_hold
            gain = self.conversion_gain(state, seat, None, whisky or 0.0, use, cube)
            if gain > best_gain:
                best, best_gain = (c, use), gain
        if best is not None:
            return Activate(*xy(best[0]), best[1].names)
        return self.worthwhile_sale(state, seat, rules.sells(state, seat)) or Finish()

    @staticmethod
    def _free_key(state: GlenMoreState, seat: int, c: int, use) -> tuple:
        """Tiles the new one activates before the extra ones, VP, then the resource held least."""
        variety = -state.stock[seat][use.produce] if use.produce >= 0 else 0
        return (c in state.pending, use.vp, variety)

    def worthwhile_sale(self, state: GlenMoreState, seat: int, actions: list[Action]) -> Action | None:
        """A cube that fetches clearly more coins (1 VP each) than it is worth kept."""
        keep = self.ev.cube_value(state) + self.ev.w.sale_margin
        best, best_price = None, keep
        for action in actions:
            if isinstance(action, Sell):
                price = mk.sell_price(state.market[self.rules.index[action.resource]], self.rules.prices)
                if price > best_price:
                    best, best_price = action, price
        return best

    def _use(self, state: GlenMoreState, seat: int, action: Activate):
        return self.rules.find_use(state, seat, cell(action.x, action.y), action.resources)

    def conversion_gain(self, state: GlenMoreState, seat: int, action: Activate | None, whisky_worth: float,
                        use=None, cube: float | None = None) -> float:
        """VP and whisky gained minus the cubes given (at their worth) and the coins spent
        (``use`` and ``cube``, the cube's worth now, when the caller knows them)."""
        use = use or self._use(state, seat, action)
        bought = self.rules.purchase(state, seat, use.pay)
        own = sum(use.pay) - len(bought)
        cube = self.ev.cube_value(state) if cube is None else cube
        return use.vp + use.whisky * whisky_worth - own * cube - sum(p for _, p in bought)

    def _move(self, state: GlenMoreState, seat: int, actions: list[Action]) -> Action:
        promotes = [a for a in actions if isinstance(a, Promote)]
        if promotes and self._promote_worth(state, seat) > 0:
            return max(promotes, key=lambda a: -self._cover_loss(state, seat, a))
        edge = self.ev.open_cells(state, seat)
        base = covered(edge, state.members[seat])
        best, best_gain = None, 0
        for move in (a for a in actions if isinstance(a, Move)):
            gain = covered(edge, _moved(state.members[seat], cell(move.x, move.y), cell(move.to_x, move.to_y))) - base
            if gain > best_gain:
                best, best_gain = move, gain
        return best or self.worthwhile_sale(state, seat, actions) or EndTurn()

    def _promote_worth(self, state: GlenMoreState, seat: int) -> float:
        """Chieftains won minus the clan member lost; never worth it when no member would be
        left next to an empty space (no tile could be placed any more)."""
        edge = self.ev.open_cells(state, seat)
        if not any(covered(edge, _moved(state.members[seat], c, None)) for c in state.members[seat]):
            return -1.0
        members = state.total_members(seat)
        keep = self.ev.w.member * (1 if members <= self.ev.w.members_wanted else 0) * self.ev.left(state)
        return self.ev.marginal(state, seat, 1) + 0.3 - keep

    def _cover_loss(self, state: GlenMoreState, seat: int, promote: Promote) -> int:
        edge = self.ev.open_cells(state, seat)
        members = state.members[seat]
        return covered(edge, members) - covered(edge, _moved(members, cell(promote.x, promote.y), None))


def _moved(members: dict[int, int], source: int, target: int | None) -> list[int]:
    """The cells holding clan members after one leaves ``source`` (for ``target``, or the territory)."""
    cells = [c for c, n in members.items() if c != source or n > 1]
    return cells if target is None else cells + [target]
