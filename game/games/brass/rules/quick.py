"""Helpers for faster turns (issue 12 item 6): which card to spend when the choice is yours, and
every sale you can make as one sequence of actions.  Pure; the screen pre-selects the card (you
may still pick another) and offers "Sell all" during a sale.

The least useful card — the rule, most expendable first:

1. never a wild card while any other card may pay (they build anything, anywhere);
2. a location card for a town where none of your tiles could go now (no free space for an
   industry you still have a tile of for this era, or the canal era's one-tile-per-town rule
   already used there), or an industry card none of whose industries you can still build this
   era — these are dead cards;
3. then a card you hold more than one of (a duplicate) before a single one;
4. then a location card for a town outside your network before one inside it (you can reach
   the towns of your network with an industry card too, but a far town only with its card);
5. then a location card before an industry card, and among location cards the town with fewer
   free spaces your tiles could use;
6. ties: the card's name, so the choice is always the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.rules import Action
from game.games.brass.rules.actions import Discard, Done, Sell, SellAgain, Take
from game.games.brass.rules.network import Board
from game.games.brass.rules.state import BEER, CARD, HUMAN, MAIN, SELL_MORE, BrassState

if TYPE_CHECKING:
    from game.games.brass.rules.engine import BrassRules


def card_value(rules: BrassRules, state: BrassState, card: str, b: Board | None = None) -> tuple:
    """How much keeping ``card`` is worth (lower: spend it first), by the rule above."""
    b = b or Board(rules.t, state)
    ctype = rules.data.card_types[card]
    if ctype.wild:
        return (3, 0, 0, 0, card)
    if ctype.kind == "location":
        room = _room(rules, state, b, ctype.town)
        alive = room > 0
        near = ctype.town in b.network(HUMAN)
    else:
        alive = any(_industry_alive(rules, state, i) for i in ctype.builds)
        near, room = True, 99
    single = state.hand.count(card) == 1
    return (1 if alive else 0, 1 if single else 0, 1 if near else 0, room, card)


def least_useful_card(rules: BrassRules, state: BrassState) -> str | None:
    """In the CARD phase: the card to spend, among those that may pay (None outside it)."""
    if state.phase != CARD:
        return None
    choices = rules.card_choices(state)
    if not choices:
        return None
    b = Board(rules.t, state)
    return min(choices, key=lambda card: card_value(rules, state, card, b))


def _industry_alive(rules: BrassRules, state: BrassState, industry: int) -> bool:
    level = state.lowest_level(HUMAN, industry)
    return bool(level) and rules.t.level(industry, level).buildable_in(state.era)


def _room(rules: BrassRules, state: BrassState, b: Board, loc: int) -> int:
    """How many free spaces of ``loc`` one of your tiles could go on now (money, coal and iron
    aside; 0: the card is dead)."""
    if b.canal_limit(HUMAN, loc):
        return 0
    spaces: set[int] = set()
    for industry in range(len(rules.t.levels)):
        if _industry_alive(rules, state, industry):
            spaces.update(b.free_spaces_for(loc, industry))
    return len(spaces)


# ---------------------------------------------------------------------------
# Sell everything


def sell_all(rules: BrassRules, state: BrassState, limit: int = 60) -> list[Action]:
    """The actions that sell every tile you can in one Sell action from here (MAIN or SELL_MORE):
    each sale the one scoring most VP first (then income), to the merchant with a beer bonus
    barrel when its beer is needed; the least useful card; beer from the merchant's barrel, else
    your own breweries, else the Automa's; ``Done`` when nothing more can be sold.  Empty when no
    sale is possible now.  Works on a copy: ``state`` is not changed."""
    trial = state.clone()
    out: list[Action] = []
    while len(out) < limit:
        action = _next_sale_step(rules, trial)
        if action is None:
            break
        out.append(action)
        rules.apply(trial, action)
        if trial.phase not in (CARD, BEER, SELL_MORE):
            break  # the action is over
    return out


def _next_sale_step(rules: BrassRules, state: BrassState) -> Action | None:
    legal = rules.legal_actions(state) if rules.to_move(state) == HUMAN else []
    if state.phase in (MAIN, SELL_MORE):
        sales = [a for a in legal if isinstance(a, (Sell, SellAgain))]
        if sales:
            return max(sales, key=lambda a: _sale_key(rules, state, a))
        return Done() if state.phase == SELL_MORE and Done() in legal else None
    if state.phase == CARD:
        card = least_useful_card(rules, state)
        return Discard(card) if card is not None else None
    if state.phase == BEER:
        takes = [a for a in legal if isinstance(a, Take)]
        if not takes:
            return None
        return min(
            takes, key=lambda a: (a.space != -1, state.sp_owner[a.space] != HUMAN if a.space >= 0 else 0, a.space)
        )
    return None


def _sale_key(rules: BrassRules, state: BrassState, action) -> tuple:
    t = rules.t
    lv = t.level(state.sp_ind[action.space], state.sp_level[action.space])
    loc = rules.data.locations[t.merchant_space_loc[action.merchant]]
    barrel = state.merchant_beer[action.merchant] > 0 and lv.beer > 0
    return (lv.vp, lv.income, barrel and loc.bonus != "", -action.space, -action.merchant)
