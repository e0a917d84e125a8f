"""What the Brass screen's choices mean, without drawing: pure functions over the rules, the
seat's view of the game and where the person is in choosing a turn (``Choosing``) — the legal
actions a click on a target takes, everything that glows, why a click, a drop or an action does
nothing now (the rules' most telling reason), and what a build would cost.
Targets: ``("space", sp)``, ``("link", link)``, ``("merchant", m)``, ``("barrel", m)``,
``("mat", industry)``, ``("card", card)``."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from game.core.i18n import Msg
from game.core.rules import Action
from game.games.brass.components import COAL, INDUSTRIES, IRON
from game.games.brass.rules.actions import (
    Build,
    Develop,
    DevelopAgain,
    Discard,
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
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.network import Board
from game.games.brass.rules.state import BONUS, CARD, CHOICE_PHASES, DEVELOP2, HUMAN, LINK2, MAIN, SELL_MORE, SHORTFALL
from game.games.brass.rules.words import tile_msg
from game.ui.draw import Text


@dataclass(frozen=True, eq=False)
class Choosing:
    """Where the person is in choosing a turn: the seat's view of the game, the legal actions
    (none unless it is the person's turn), the action chosen on the bar (``mode``) and the tile
    chosen to sell (``sell_space``)."""

    rules: BrassRules
    state: Any
    legal: tuple[Action, ...]
    my_turn: bool
    mode: str | None = None
    sell_space: int | None = None

    def of(self, *kinds: type) -> list[Any]:
        return [a for a in self.legal if isinstance(a, kinds)]


def actions_at(c: Choosing, key: Hashable) -> list[Action]:
    """The legal actions a click on ``key`` would take now (given the chosen mode)."""
    if not c.my_turn:
        return []
    state = c.state
    phase = state.phase
    kind = key[0]
    mode = c.mode
    out: list[Action] = []
    if phase == MAIN:
        if kind == "space":
            sp = key[1]
            if mode in (None, "build"):
                out += [a for a in c.of(Build) if a.space == sp]
            if mode in (None, "sell") and c.sell_space is None:
                out += [a for a in c.of(Sell) if a.space == sp]
        elif kind == "link" and mode in (None, "network"):
            out += [a for a in c.of(Network) if a.link == key[1]]
        elif kind == "mat" and mode == "develop":
            out += [a for a in c.of(Develop) if a.industry == key[1]]
        elif kind == "merchant" and c.sell_space is not None:
            out += [a for a in c.of(Sell) if a.space == c.sell_space and a.merchant == key[1]]
    elif phase == SELL_MORE:
        if kind == "space" and c.sell_space is None:
            out += [a for a in c.of(SellAgain) if a.space == key[1]]
        elif kind == "merchant" and c.sell_space is not None:
            out += [a for a in c.of(SellAgain) if a.space == c.sell_space and a.merchant == key[1]]
    elif phase == CARD and kind == "card":
        out += [a for a in c.of(Discard) if a.card == key[1]]
    elif phase in CHOICE_PHASES:
        if kind == "space":
            out += [a for a in c.of(Take) if a.space == key[1]]
        elif kind == "barrel" and state.need and key[1] == state.need[0][3]:
            out += [a for a in c.of(Take) if a.space == -1]
    elif phase == LINK2 and kind == "link":
        out += [a for a in c.of(SecondLink) if a.link == key[1]]
    elif phase == DEVELOP2 and kind == "mat":
        out += [a for a in c.of(DevelopAgain) if a.industry == key[1]]
    elif phase == BONUS and kind == "mat":
        out += [a for a in c.of(FreeDevelop) if a.industry == key[1]]
    elif phase == SHORTFALL and kind == "space":
        out += [a for a in c.of(Sacrifice) if a.space == key[1]]
    return out


def glowing(c: Choosing, show_legal: bool, held: set[Hashable] | None) -> set[Hashable]:
    """Everything that glows now: the legal targets of what is being chosen (``held``: the
    targets of a lifted tile, None when none is held; ``show_legal``: the setting)."""
    if not c.my_turn:
        return set()
    if c.state.phase == MAIN and c.sell_space is None and not show_legal:
        return set()  # the player asked not to be shown where an action may go (cards and sources still glow)
    if held is not None:
        return set(held)
    state = c.state
    phase = state.phase
    out: set[Hashable] = set()
    if phase == MAIN and c.mode is None:
        return out
    if phase in (MAIN, SELL_MORE) and c.sell_space is not None:
        return {("merchant", a.merchant) for a in c.of(Sell, SellAgain) if a.space == c.sell_space}
    for a in c.legal:
        building = isinstance(a, Build) and c.mode == "build"
        selling = isinstance(a, (Sell, SellAgain)) and (c.mode == "sell" or phase == SELL_MORE)
        if building or selling:
            out.add(("space", a.space))
        elif isinstance(a, (Network, SecondLink)) and (c.mode == "network" or phase == LINK2):
            out.add(("link", a.link))
        elif isinstance(a, (Develop, DevelopAgain, FreeDevelop)) and (c.mode == "develop" or phase != MAIN):
            out.add(("mat", a.industry))
        elif isinstance(a, Discard):
            out.add(("card", a.card))
        elif isinstance(a, Take):
            out.add(("barrel", state.need[0][3]) if a.space < 0 else ("space", a.space))
        elif isinstance(a, Sacrifice):
            out.add(("space", a.space))
    return out


def why_none(c: Choosing, name: str) -> Text:
    """Why an action has no legal use now: the rules' reason for its most plausible use."""
    state = c.state
    rules = c.rules
    if name == "loan":
        return rules.why_illegal(state, Loan()) or Msg("brass.ui.not_now")
    if name == "scout":
        return rules.why_illegal(state, Scout()) or Msg("brass.ui.not_now")
    if name == "develop":
        for ind in INDUSTRIES:
            reason = rules.why_illegal(state, Develop(ind))
            if reason is not None and state.lowest_level(HUMAN, rules.ind[ind]):
                return reason
    if name == "sell":
        for sp in state.tiles_of(HUMAN):
            if rules.t.sellable[state.sp_ind[sp]] and not state.sp_flipped[sp]:
                for m in range(len(state.merchant_tile)):
                    reason = rules.why_illegal(state, Sell(sp, m))
                    if reason is not None and state.merchant_tile[m] not in ("", "blank"):
                        return reason
        return Msg("brass.ui.nothing_to_sell")
    if name == "network":
        for link in range(rules.t.n_link):
            if rules.data.links[link].allowed(state.era) and state.link_owner[link] < 0:
                reason = rules.why_illegal(state, Network(link))
                if reason is not None:
                    return reason
    if name == "build":
        return Msg("brass.ui.nothing_to_build")
    return Msg("brass.ui.not_now")


def explain(c: Choosing, key: Hashable) -> Text | None:
    """Why a click on ``key`` does nothing now."""
    state = c.state
    rules = c.rules
    phase = state.phase
    kind = key[0]
    if phase == MAIN:
        if kind == "space" and c.mode in ("network", "develop"):
            return Msg(f"brass.ui.hint_{c.mode}")
        if kind == "space":
            sp = key[1]
            ind = state.sp_ind[sp]
            own_goods = state.sp_owner[sp] == HUMAN and rules.t.sellable[ind] and not state.sp_flipped[sp]
            if c.mode == "sell" or (c.mode is None and own_goods):
                # the merchants who buy these goods first: their refusal says the most
                order = sorted(
                    range(len(state.merchant_tile)),
                    key=lambda m: ind not in rules.t.buys.get(state.merchant_tile[m], ()),
                )
                return best_reason([rules.why_illegal(state, Sell(sp, m)) for m in order])
            reasons = [rules.why_illegal(state, Build(INDUSTRIES[i], sp)) for i in rules.t.space_types[sp]]
            if state.sp_owner[sp] >= 0:
                reasons.insert(0, rules.why_illegal(state, Build(INDUSTRIES[ind], sp)))
            return best_reason(reasons)
        if kind == "link":
            return rules.why_illegal(state, Network(key[1]))
        if kind == "mat" and c.mode == "develop":
            return rules.why_illegal(state, Develop(key[1]))
        if kind == "merchant" and c.sell_space is not None:
            return rules.why_illegal(state, Sell(c.sell_space, key[1]))
        if kind == "card":
            return Msg("brass.ui.card_after_action")
        if kind in ("merchant", "barrel"):
            return Msg("brass.ui.hint_sell")  # a sale starts from the tile sold
        return Msg(f"brass.ui.hint_{c.mode}") if c.mode else rules.prompt(state)
    if phase == CARD and kind == "card":
        return rules.why_illegal(state, Discard(key[1]))
    if phase in CHOICE_PHASES and kind in ("space", "barrel"):
        return rules.why_illegal(state, Take(phase, key[1] if kind == "space" else -1))
    if phase == LINK2 and kind == "link":
        return rules.why_illegal(state, SecondLink(key[1]))
    if phase == DEVELOP2 and kind == "mat":
        return rules.why_illegal(state, DevelopAgain(key[1]))
    if phase == BONUS and kind == "mat":
        return rules.why_illegal(state, FreeDevelop(key[1]))
    if phase == SELL_MORE and kind == "space":
        return best_reason([rules.why_illegal(state, SellAgain(key[1], m)) for m in range(len(state.merchant_tile))])
    if phase == SELL_MORE and kind == "merchant" and c.sell_space is not None:
        return rules.why_illegal(state, SellAgain(c.sell_space, key[1]))
    if phase == SHORTFALL and kind == "space":
        return rules.why_illegal(state, Sacrifice(key[1]))
    return c.rules.prompt(state)


def build_cost(c: Choosing, industry: str, space: int) -> dict[str, int]:
    """What building ``industry`` on ``space`` would cost now: money in all, and the coal and
    iron it uses (from the board, bought at the market)."""
    state = c.state
    rules = c.rules
    ind = rules.ind[industry]
    level = state.lowest_level(HUMAN, ind)
    if not level:
        return {}
    lv = rules.t.level(ind, level)
    b = Board(rules.t, state)
    loc = rules.t.space_loc[space]
    _ok, buy_coal = b.coal_problem([loc], lv.coal)
    buy_iron = b.iron_to_buy(lv.iron)
    money = lv.cost + b.market_cost(COAL, buy_coal) + b.market_cost(IRON, buy_iron)
    return {
        "money": money,
        "coal": lv.coal,
        "coal_bought": buy_coal,
        "iron": lv.iron,
        "iron_bought": buy_iron,
        "level": level,
    }


def sample(kind: type) -> Action:
    """An instance of an action kind, for asking the rules why it is not possible now."""
    samples: dict[type, Callable[[], Action]] = {
        Build: lambda: Build(INDUSTRIES[0], 0),
        Network: lambda: Network(0),
        Develop: lambda: Develop(INDUSTRIES[0]),
        Sell: lambda: Sell(0, 0),
        Loan: Loan,
        Scout: Scout,
        Pass: Pass,
    }
    return samples[kind]()


def best_reason(reasons: list[Msg | None]) -> Msg | None:
    """The most telling of several refusals: a specific one before 'not your phase' ones."""
    found = [r for r in reasons if r is not None]
    if not found:
        return None
    specific = [r for r in found if not r.key.startswith("brass.why.phase_")]
    return (specific or found)[0]


def no_space_reason(c: Choosing, industry: str) -> Text:
    """Why no tile of ``industry`` can be built anywhere now: none left, not this era, or the
    reason the rules give most often over the spaces that take it."""
    state = c.state
    rules = c.rules
    ind = rules.ind[industry]
    name = Msg(f"brass.industry.{industry}")
    level = state.lowest_level(HUMAN, ind)
    if not level:
        return Msg("brass.preview.none_left", industry=name)
    if not rules.t.level(ind, level).buildable_in(state.era):
        return Msg("brass.preview.wrong_era", tile=tile_msg(rules, ind, level))
    if state.phase != MAIN or not c.my_turn:
        return rules.prompt(state)
    counts: dict[str, list] = {}
    for sp in range(rules.t.n_space):
        if ind not in rules.t.space_types[sp]:
            continue
        reason = rules.why_illegal(state, Build(industry, sp))
        if reason is not None:
            counts.setdefault(reason.key, []).append(reason)
    if not counts:
        return Msg("brass.ui.nothing_to_build")
    specific = {k: v for k, v in counts.items() if not k.startswith("brass.why.phase_")} or counts
    best = max(specific.values(), key=len)
    return best[0]
