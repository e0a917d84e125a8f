"""Why a suggested move is good, in words (see game/scenes/hint.py), from the person's view only.

Every move the hint can suggest gets a line:

* a tile taken: what it does — turns goods into points or makes whisky (only when it can work
  before the game ends: the goods are there, or turns are still to come), brings a special
  location's card or a clan member, makes a good (and how many tiles it can set working now),
  keeps your figure rearmost, pays coins; else how many tiles it can set working;
* paying: with your own goods, the cheapest way, or with a clan member or a chieftain, and what
  that keeps;
* a place: how many tiles it sets working, else the only place, else where your clan members
  then stand;
* an activation: the points, the whisky against the best rival's, the good made, the moves;
* a sale: its coins; free goods: the ones you hold fewest of or that fetch most;
* finishing the activations, a clan member's move or promotion, ending the turn.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from game.core.hinting import after, score_gain
from game.core.i18n import Msg
from game.core.rules import Action
from game.games.glenmore.bot.heuristics import Evaluator, GreedyTurn, covered
from game.games.glenmore.components import ANY_RESOURCE, NO_PRODUCE, Kind
from game.games.glenmore.rules import market as mk
from game.games.glenmore.rules import scoring
from game.games.glenmore.rules.actions import (
    Activate,
    EndTurn,
    Finish,
    Gain,
    Move,
    Pay,
    PayChieftain,
    PayMember,
    Place,
    Promote,
    Sell,
    Skip,
    Take,
)
from game.games.glenmore.rules.engine import GlenMoreRules
from game.games.glenmore.rules.state import PAY, PLACE, GlenMoreState
from game.games.glenmore.rules.territory import cell, xy

COACH_THRESHOLD = 2.0
"""The coach (game/core/coach.py) speaks after a move the hard player appraises at least this far
below its own choice, in VP of lead over the opponents (``HardBot.appraise``).  Measured with
``python -m game.tools.coach --game glenmore --games 4 --seats 3`` (seed 1): it would speak after
3.4 % of Easy's 498 decisions with a choice and 0.2 % of Hard's own 549 (Hard's own moves sit at
the noise floor from 1.5 VP on; at 1 VP 4.0 % and 1.1 %)."""


@cache
def _tools(rules: GlenMoreRules) -> tuple[Evaluator, GreedyTurn]:
    ev = Evaluator(rules)
    return ev, GreedyTurn(rules, ev)


def why(rules: GlenMoreRules, view: Any, action: Action, seat: int) -> Msg | None:
    handler = _WHY.get(type(action))
    if handler is not None:
        return handler(rules, view, action, seat)
    return None


def words(rules: GlenMoreRules, view: Any, action: Action, seat: int) -> Msg | None:
    """The moves the log does not describe."""
    if isinstance(action, Finish):
        return Msg("glenmore.hint.finish")
    if isinstance(action, EndTurn):
        return Msg("glenmore.hint.end_turn")
    return None


# -- questions about the position ------------------------------------------------------------


def to_place(rules: GlenMoreRules, view: GlenMoreState, action: Take, seat: int) -> GlenMoreState | None:
    """The position once ``action``'s tile is taken and paid for (the cheapest way, as the
    greedy turn pays), ready to be placed; None if it cannot get there."""
    state = after(rules, view, action)
    greedy = _tools(rules)[1]
    for _ in range(8):
        if state is None or state.phase != PAY:
            break
        rules.apply_unchecked(state, greedy.step(state, seat))
    return state if state is not None and state.phase == PLACE else None


def best_working(rules: GlenMoreRules, state: GlenMoreState, seat: int) -> int:
    """The most tiles one placement of the held tile sets working (itself and its neighbours)."""
    best = 0
    for c in rules.placements(state, seat, rules.tile(state.held)):
        placed = after(rules, state, Place(*xy(c)))
        if placed is not None:
            best = max(best, len(placed.pending))
    return best


def can_use(rules: GlenMoreRules, state: GlenMoreState, seat: int, kind: Kind, gain: str) -> bool:
    """Whether a use of ``kind`` that gives ``gain`` ("vp" or "whisky") is affordable with what
    ``seat`` holds in ``state`` (goods, and coins to buy the rest)."""
    for use in rules.uses[kind.id]:
        if getattr(use, gain) and mk.affordable(state.stock[seat], state.coins[seat], use.pay, state.market,
                                                rules.prices):
            return True
    return False


def turns_remain(rules: GlenMoreRules, view: GlenMoreState) -> bool:
    """Whether tiles enough are still to be drawn that this turn's refill cannot end the game
    (a refill draws at most one tile per track space)."""
    return sum(len(deck) for deck in view.decks) > rules.spaces


def best_rival(view: GlenMoreState, seat: int, values: list[int]) -> int:
    return max((v for s, v in enumerate(values) if s != seat), default=0)


def open_places(rules: GlenMoreRules, state: GlenMoreState, seat: int) -> int:
    """Open cells beside the territory that a clan member stands next to (where tiles can go)."""
    return covered(_tools(rules)[0].open_cells(state, seat), state.members[seat])


# -- taking a tile ------------------------------------------------------------------------------


def _take(rules: GlenMoreRules, view: GlenMoreState, action: Take, seat: int) -> Msg | None:
    tile_id = view.track[action.space]
    kind = rules.tile(tile_id).kind
    name = rules.tile_name(tile_id)
    ready = to_place(rules, view, action, seat)
    usable = turns_remain(rules, view)
    points = max([o.vp for o in kind.options] + [vp for _, vp in kind.exchange_vp] + [0])
    if points > 0 and (usable or ready is not None and can_use(rules, ready, seat, kind, "vp")):
        return Msg("glenmore.hint.converts", tile=name, points=points)
    distils = any(o.whisky for o in kind.options)
    if kind.whisky > 0 or distils and (usable or ready is not None and can_use(rules, ready, seat, kind, "whisky")):
        return Msg("glenmore.hint.whisky", tile=name, mine=view.whisky[seat], best=best_rival(view, seat, view.whisky))
    if kind.card:
        return Msg("glenmore.hint.card", tile=name)
    if kind.members > 0:
        return Msg("glenmore.hint.member", tile=name)
    working = best_working(rules, ready, seat) if ready is not None else 0
    if kind.produce != NO_PRODUCE and working:
        good = Msg("glenmore.hint.any_good") if kind.produce == ANY_RESOURCE else rules.resource_msg(kind.produce)
        return Msg("glenmore.hint.makes", tile=name, good=good, count=working)
    state = after(rules, view, action)
    if state is not None and rules.rearmost(state) == seat:
        return Msg("glenmore.hint.again", tile=name)
    if kind.coins > 0:
        return Msg("glenmore.hint.coins", tile=name, coins=kind.coins)
    if working:
        return Msg("glenmore.hint.best_place", tile=name, count=working)
    return None


def _skip(rules: GlenMoreRules, view: GlenMoreState, action: Skip, seat: int) -> Msg:
    return Msg("glenmore.hint.skip")


# -- paying -----------------------------------------------------------------------------------


def pay_coins(rules: GlenMoreRules, view: GlenMoreState, seat: int, action: Pay) -> int:
    """The coins ``action`` spends buying what the seat lacks."""
    need = rules.counts_of(rules.index[n] for n in action.resources)
    return sum(price for _, price in rules.purchase(view, seat, need))


def _pay(rules: GlenMoreRules, view: GlenMoreState, action: Pay, seat: int) -> Msg:
    if rules.tile(view.held).kind.cost.whisky:
        return Msg("glenmore.hint.pay_whisky", count=rules.tile(view.held).kind.cost.whisky)
    coins = pay_coins(rules, view, seat, action)
    others = [a for a in rules.legal_actions(view) if isinstance(a, Pay) and a != action]
    cheapest = all(coins <= pay_coins(rules, view, seat, a) for a in others)
    if not coins:
        return Msg("glenmore.hint.pay_own")
    if not others:
        return Msg("glenmore.hint.pay_only")
    if cheapest:
        return Msg("glenmore.hint.pay_cheapest", coins=coins)
    return Msg("glenmore.hint.pay_keeps")


def _pay_member(rules: GlenMoreRules, view: GlenMoreState, action: Action, seat: int) -> Msg | None:
    state = after(rules, view, action)
    if state is None:
        return None
    if isinstance(action, PayChieftain):
        return Msg("glenmore.hint.pay_chieftain", members=state.total_members(seat))
    return Msg("glenmore.hint.pay_member", count=open_places(rules, state, seat))


# -- placing ------------------------------------------------------------------------------------


def _place(rules: GlenMoreRules, view: GlenMoreState, action: Place, seat: int) -> Msg | None:
    state = after(rules, view, action)
    if state is None:
        return None
    count = len(state.pending)
    if count > 1:
        return Msg("glenmore.hint.sets_working", count=count)
    if sum(1 for a in rules.legal_actions(view) if isinstance(a, Place)) == 1:
        return Msg("glenmore.hint.only_place")
    return Msg("glenmore.hint.keeps_room", count=open_places(rules, state, seat))


def _gain(rules: GlenMoreRules, view: GlenMoreState, action: Gain, seat: int) -> Msg:
    stock = view.stock[seat]
    chosen = {rules.index[n] for n in action.resources}
    rest = [stock[r] for r in range(len(stock)) if r not in chosen]
    goods = rules.amounts_msg(rules.counts_of(rules.index[n] for n in action.resources))
    if not rest or max(stock[r] for r in chosen) <= min(rest):
        return Msg("glenmore.hint.gain_fewest", goods=goods)
    return Msg("glenmore.hint.gain_for_tiles", goods=goods)


# -- activating ---------------------------------------------------------------------------------


def _activate(rules: GlenMoreRules, view: GlenMoreState, action: Activate, seat: int) -> Msg | None:
    c = cell(action.x, action.y)
    use = rules.use_by_names[rules.tile(view.tiles[seat][c]).kind.id].get(action.resources)
    if use is None:
        return None
    if use.vp:
        points = round(score_gain(rules, view, action, seat))
        return Msg("glenmore.hint.scores", points=points) if points > 0 else None
    if use.whisky:
        mine = view.whisky[seat] + use.whisky
        return Msg("glenmore.hint.distils", mine=mine, best=best_rival(view, seat, view.whisky))
    if use.produce >= 0:
        return Msg("glenmore.hint.produces", count=view.stock[seat][use.produce] + 1)
    if use.moves:
        return Msg("glenmore.hint.moves")
    return None


def _finish(rules: GlenMoreRules, view: GlenMoreState, action: Finish, seat: int) -> Msg | None:
    left = [a for a in rules.legal_actions(view) if isinstance(a, Activate)]
    if not left:
        return Msg("glenmore.hint.all_worked")
    if any(not _use(rules, view, a, seat).pays for a in left):
        return None  # a free activation is left: finishing now has no good reason
    return Msg("glenmore.hint.rest_costs")


def _use(rules: GlenMoreRules, view: GlenMoreState, action: Activate, seat: int):
    return rules.use_by_names[rules.tile(view.tiles[seat][cell(action.x, action.y)]).kind.id][action.resources]


def _sell(rules: GlenMoreRules, view: GlenMoreState, action: Sell, seat: int) -> Msg | None:
    price = mk.sell_price(view.market[rules.index[action.resource]], rules.prices)
    if not price:
        return None
    if view.phase == PAY:
        return Msg("glenmore.hint.sell_to_pay", coins=price)
    return Msg("glenmore.hint.sell", points=price * rules.data.board.coin_vp)


# -- clan members ------------------------------------------------------------------------------


def _move(rules: GlenMoreRules, view: GlenMoreState, action: Move, seat: int) -> Msg | None:
    state = after(rules, view, action)
    if state is None:
        return None
    gain = open_places(rules, state, seat) - open_places(rules, view, seat)
    if gain > 0:
        return Msg("glenmore.hint.move_opens", count=gain)
    return Msg("glenmore.hint.move_spread")


def _promote(rules: GlenMoreRules, view: GlenMoreState, action: Promote, seat: int) -> Msg | None:
    state = after(rules, view, action)
    if state is None:
        return None
    strength = [scoring.chieftain_strength(rules.data, state, s) for s in range(state.num_seats)]
    return Msg("glenmore.hint.promote", mine=strength[seat], best=best_rival(state, seat, strength))


def _end_turn(rules: GlenMoreRules, view: GlenMoreState, action: EndTurn, seat: int) -> Msg | None:
    if view.moves <= 0:
        return Msg("glenmore.hint.moves_spent")
    now = open_places(rules, view, seat)
    for move in (a for a in rules.legal_actions(view) if isinstance(a, Move)):
        state = after(rules, view, move)
        if state is not None and open_places(rules, state, seat) > now:
            return None  # a move would reach more: ending now has no good reason
    return Msg("glenmore.hint.no_better_place", count=now)


_WHY = {
    Take: _take,
    Skip: _skip,
    Pay: _pay,
    PayMember: _pay_member,
    PayChieftain: _pay_member,
    Place: _place,
    Gain: _gain,
    Activate: _activate,
    Finish: _finish,
    Sell: _sell,
    Move: _move,
    Promote: _promote,
    EndTurn: _end_turn,
}
