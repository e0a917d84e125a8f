"""Why a suggested move is good, in words (see game/scenes/hint.py), from the person's view only.

Every move the hint can suggest gets a line:

* a tile built: what it pays once flipped — said only when it can flip before it leaves the board
  (a level-I tile leaves at the canal era's end): flipped at once (coal or iron sold to the
  market), or actions are left in time to sell it or use its cubes; else the money its cubes
  fetch at once;
* a sale: what the flip pays; a link: its VP at the era's end, or the places it opens; a develop:
  the low tile it clears;
* the card spent (by the stated rule of ``rules/quick.py``);
* a loan, scouting, passing, taking a cube or barrel from one tile or another, stopping, giving
  up a tile when short of money.
"""

from __future__ import annotations

from typing import Any

from game.core.hinting import after
from game.core.i18n import Msg
from game.core.rules import Action
from game.games.brass.rules.actions import (
    Build,
    Develop,
    DevelopAgain,
    Discard,
    Done,
    FreeDevelop,
    Loan,
    Network,
    Pass,
    Sacrifice,
    Scout,
    SecondLink,
    Sell,
    SellAgain,
    Take,
)
from game.games.brass.rules.network import Board
from game.games.brass.rules.quick import card_value, least_useful_card
from game.games.brass.rules.scoring import link_value
from game.games.brass.rules.state import (
    AUTOMA,
    BONUS,
    CANAL,
    CARD,
    CHOICE_PHASES,
    DEVELOP2,
    HUMAN,
    LINK2,
    MAIN,
    NOBODY,
    SELL_MORE,
)
from game.games.brass.rules.words import card_msg

COACH_THRESHOLD = 5.0
"""The coach (game/core/coach.py) speaks after a move the hard player appraises at least this far
below its own choice, in VP of the final margin over the Automa, as the hard player's ``appraise``
(bot/__init__.py) values the moves.  Measured with it (on a scratch merge, the same search):
``python -m game.tools.coach
--game brass --games 2`` (seed 1) gives 14.3 % of Easy's 70 decisions with a choice and 1.1 % of
Hard's own 87 (at 3 VP: 14.3 % and 5.7 %, Hard's own search disagreeing with itself)."""

SELLS = ("cotton_mill", "manufacturer", "pottery")
"""Industries flipped by selling them (coal mines, iron works and breweries flip when emptied)."""


def words(rules, view: Any, action: Action, seat: int) -> Msg | None:
    """The moves the log does not describe: stopping a two-part action."""
    if isinstance(action, Done):
        return Msg(f"brass.hint.stop_{view.phase}" if view.phase in (LINK2, DEVELOP2, SELL_MORE, BONUS)
                   else "brass.hint.stop")
    return None


def why(rules, view: Any, action: Action, seat: int) -> Msg | None:
    handler = _WHY.get(type(action))
    return handler(rules, view, action) if handler is not None else None


# -- questions about the position ------------------------------------------------------------


def cards_left(view: Any) -> int:
    """Cards the person may still play in this era: the hand and the draws still to come."""
    return len(view.hand) + min(view.draw_left, len(view.deck))


def played_out(rules, view: Any, action: Action) -> Any | None:
    """The position once ``action`` is carried out: the least useful card spent and the cubes
    taken from the first source offered (a copy; None if the action cannot be played)."""
    state = after(rules, view, action)
    for _ in range(12):
        if state is None or rules.to_move(state) != HUMAN or state.phase not in (CARD, *CHOICE_PHASES):
            break
        if state.phase == CARD:
            step: Action = Discard(least_useful_card(rules, state))
        else:
            step = next(a for a in rules.legal_actions(state) if isinstance(a, Take))
        rules.apply(state, step)
    return state


def can_sell_later(rules, state: Any, space: int) -> bool:
    """Whether the tile on ``space`` could be sold in the person's next action from ``state`` (a
    merchant that buys it connected, beer to be had)."""
    trial = state.clone()
    trial.phase = MAIN
    return any(sp == space for sp, _m in rules.sell_options(trial))


def flips_in_time(rules, view: Any, action: Build) -> bool:
    """Whether the tile ``action`` builds can still flip while it is on the board: flipped at once,
    or it stays into the rail era, or actions are left in this era to sell it (one more when no
    merchant is within reach yet) or to use its cubes (the Automa's turns drink connected beer
    and burn coal and iron too)."""
    state = played_out(rules, view, action)
    if state is None or state.sp_owner[action.space] != HUMAN:
        return False
    if state.sp_flipped[action.space]:
        return True
    industry = rules.ind[action.industry]
    level = view.lowest_level(HUMAN, industry)
    if view.era == CANAL and level > 1:
        return True  # it stays on the board for the rail era
    later = cards_left(view) - 1  # the build spends a card
    if action.industry in SELLS:
        return later >= (1 if can_sell_later(rules, state, action.space) else 2)
    if action.industry == "brewery":
        return later >= 1 or rules.t.space_loc[action.space] in Board(rules.t, state).network(AUTOMA)
    return True  # coal and iron: the Automa's next turn may burn them


# -- the reasons ---------------------------------------------------------------------------------


def _build(rules, view: Any, action: Build) -> Msg | None:
    ind = rules.ind[action.industry]
    level = rules.t.level(ind, view.lowest_level(HUMAN, ind))
    if level.vp > 0 and flips_in_time(rules, view, action):
        return Msg("brass.hint.build", income=level.income, points=level.vp)
    state = played_out(rules, view, action)
    if state is not None:
        gained = state.money - (view.money - level.cost)
        if gained > 0:
            return Msg("brass.hint.build_sells", money=gained)
    return None


def _sell(rules, view: Any, action: Sell | SellAgain) -> Msg:
    level = rules.t.level(view.sp_ind[action.space], view.sp_level[action.space])
    return Msg("brass.hint.sell", income=level.income, points=level.vp)


def _link(rules, view: Any, action: Network | SecondLink) -> Msg | None:
    points = link_value(rules.t, view, action.link)
    if points > 0:
        return Msg("brass.hint.link_vp", points=points)
    state = after(rules, view, action)
    if state is None:
        return None
    opened = len(Board(rules.t, state).network(HUMAN) - Board(rules.t, view).network(HUMAN))
    return Msg("brass.hint.link_opens", count=opened) if opened else None


def _develop(rules, view: Any, action: Develop | DevelopAgain | FreeDevelop) -> Msg:
    ind = rules.ind[action.industry]
    return Msg("brass.hint.develop", points=rules.t.level(ind, view.lowest_level(HUMAN, ind)).vp)


def _discard(rules, view: Any, action: Discard) -> Msg | None:
    if view.phase != CARD:
        return None
    alive, single, near, _room, _name = card_value(rules, view, action.card)
    name = card_msg(rules, action.card)
    if not alive:
        return Msg("brass.hint.card_dead", card=name)
    if not single:
        return Msg("brass.hint.card_spare", card=name)
    if not near:
        return Msg("brass.hint.card_far", card=name)
    return Msg("brass.hint.card_least", card=name)


def _loan(rules, view: Any, action: Loan) -> Msg | None:
    state = played_out(rules, view, action)
    if state is None:
        return None
    income = rules.board.level(state.income)
    if income < 0:
        return Msg("brass.hint.loan_pays", have=view.money, pay=-income)
    return Msg("brass.hint.loan", have=view.money, income=income)


def _scout(rules, view: Any, action: Scout) -> Msg:
    return Msg("brass.hint.scout")


def _pass(rules, view: Any, action: Pass) -> Msg:
    return Msg("brass.hint.pass")


def _take(rules, view: Any, action: Take) -> Msg | None:
    if action.space < 0:
        merchant = view.need[0][3] if view.need else -1
        loc = rules.data.locations[rules.t.merchant_space_loc[merchant]] if merchant >= 0 else None
        return Msg("brass.hint.take_merchant_bonus" if loc is not None and loc.bonus else "brass.hint.take_merchant")
    owner = view.sp_owner[action.space]
    if owner == HUMAN:
        state = after(rules, view, action)
        if state is not None and state.sp_flipped[action.space] and not view.sp_flipped[action.space]:
            level = rules.t.level(view.sp_ind[action.space], view.sp_level[action.space])
            return Msg("brass.hint.take_flips", income=level.income, points=level.vp)
        return Msg("brass.hint.take_own")
    if owner == AUTOMA:
        return Msg("brass.hint.take_automa")
    return None


def _done(rules, view: Any, action: Done) -> Msg | None:
    if view.phase == LINK2:
        return Msg("brass.hint.done_link2", money=view.money)
    if view.phase == DEVELOP2:
        return Msg("brass.hint.done_develop2")
    if view.phase == SELL_MORE and not rules.sell_options(view):
        return Msg("brass.hint.done_sold")
    return None


def _sacrifice(rules, view: Any, action: Sacrifice) -> Msg | None:
    options = [a.space for a in rules.legal_actions(view) if isinstance(a, Sacrifice)]

    def worth(space: int) -> int:
        level = rules.t.level(view.sp_ind[space], view.sp_level[space])
        return level.vp if view.sp_flipped[space] else 0

    if all(worth(action.space) <= worth(sp) for sp in options if view.sp_owner[sp] != NOBODY):
        return Msg("brass.hint.sacrifice_least", points=worth(action.space))
    return None


_WHY = {
    Build: _build,
    Sell: _sell,
    SellAgain: _sell,
    Network: _link,
    SecondLink: _link,
    Develop: _develop,
    DevelopAgain: _develop,
    FreeDevelop: _develop,
    Discard: _discard,
    Loan: _loan,
    Scout: _scout,
    Pass: _pass,
    Take: _take,
    Done: _done,
    Sacrifice: _sacrifice,
}
