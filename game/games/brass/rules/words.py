"""Brass log lines, prompts and progress (translatable ``Msg`` values, keys brass.*)."""

from __future__ import annotations

from typing import Any, Protocol

from game.core.i18n import Msg
from game.core.rules import CHANCE, Action, GivingUp
from game.games.brass.components import Board as BoardData
from game.games.brass.components import BrassData
from game.games.brass.rules.actions import (
    Build,
    DealMerchant,
    Develop,
    DevelopAgain,
    Discard,
    Done,
    DrawCard,
    FreeDevelop,
    Loan,
    Network,
    Pass,
    RevealAutoma,
    Sacrifice,
    Scout,
    SecondLink,
    Sell,
    SellAgain,
    Take,
)
from game.games.brass.rules.network import Tables
from game.games.brass.rules.state import BONUS, CARD, DEVELOP2, LINK2, MAIN, OVER, SELL_MORE, SHORTFALL, BrassState


class Speaker(Protocol):
    """What the words need of the rules: the data and its tables, names of places and
    industries, and the legal actions (BrassRules is one; the words never import the engine)."""

    data: BrassData
    t: Tables
    board: BoardData
    ind: dict[str, int]

    def loc_msg(self, loc: int) -> Msg: ...

    def industry_msg(self, industry: int) -> Msg: ...

    def legal_actions(self, state: BrassState) -> list[Action]: ...

    def apply_unchecked(self, state: BrassState, action: Action) -> Any: ...

    def outcome(self, state: BrassState) -> dict[str, Any]: ...

ERA_KEYS = ("canal", "rail")
ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")


def join(items: list[Msg]) -> Msg | None:
    """Several log lines shown as one (each separated by a dot)."""
    if not items:
        return None
    out = items[-1]
    for item in reversed(items[:-1]):
        out = Msg("brass.log.join", first=item, rest=out)
    return out


def card_msg(rules: Speaker, card: str) -> Msg:
    ctype = rules.data.card_types[card]
    if ctype.kind == "location":
        return Msg("brass.card.location", town=rules.loc_msg(ctype.town))
    return Msg(f"brass.card.{card}")


def space_msg(rules: Speaker, state: BrassState, space: int) -> Msg:
    """ "the Cotton Mill II in Stafford" for a built space."""
    return placed_tile_msg(rules, space, state.sp_ind[space], state.sp_level[space])


def placed_tile_msg(rules: Speaker, space: int, industry: int, level: int) -> Msg:
    """The same for a tile that was on ``space`` (it may have left the board since)."""
    return Msg("brass.tile_in", tile=tile_msg(rules, industry, level), location=rules.loc_msg(rules.t.space_loc[space]))


def tile_msg(rules: Speaker, industry: int, level: int) -> Msg:
    return Msg("brass.tile", industry=rules.industry_msg(industry), level=ROMAN[level])


def link_msg(rules: Speaker, link: int) -> Msg:
    ends = rules.t.link_ends[link]
    if len(ends) == 3:
        return Msg("brass.line3", a=rules.loc_msg(ends[0]), b=rules.loc_msg(ends[1]), c=rules.loc_msg(ends[2]))
    return Msg("brass.line", a=rules.loc_msg(ends[0]), b=rules.loc_msg(ends[1]))


def merchant_msg(rules: Speaker, merchant: int) -> Msg:
    return rules.loc_msg(rules.t.merchant_space_loc[merchant])


# ---------------------------------------------------------------------------
# Log lines


def describe(rules: Speaker, state: BrassState, action: Action, seat: int | None) -> Msg | None:
    """A log line for ``action`` taken in ``state``; the Automa's turn is added when this action
    ends up carrying it out."""
    own = _own_line(rules, state, action, seat)
    after = state.clone()
    try:
        rules.apply_unchecked(after, action)
    except Exception:  # noqa: BLE001 - words never break the game
        return own
    lines = [own] if own else []
    new = after.a_events - state.a_events
    if new > 0:
        records = after.a_log[-new:] if new <= len(after.a_log) else after.a_log
        automa_lines = [automa_record(rules, r) for r in records if r[0] != "draw"]
        if automa_lines:
            lines.append(Msg("brass.log.automa_turn", actions=join(automa_lines)))
    for record in after.era_scores[len(state.era_scores) :]:
        lines.append(
            Msg(
                f"brass.log.era_scored_{record['era']}",
                human=record["links"][0] + record["tiles"][0],
                automa=record["links"][1] + record["tiles"][1],
            )
        )
    if after.phase == OVER and state.phase != OVER:
        result = rules.outcome(after)["result"]
        lines.append(Msg(f"brass.log.result_{result}", human=after.vp[0], automa=after.vp[1]))
    return join(lines)


def _own_line(rules: Speaker, state: BrassState, action: Action, seat: int | None) -> Msg | None:
    t = rules.t
    if seat == CHANCE or seat is None:
        if isinstance(action, DealMerchant):
            return None
        if isinstance(action, DrawCard):
            return None
        if isinstance(action, RevealAutoma):
            return None
        return None
    if isinstance(action, Build):
        industry = rules.ind[action.industry]
        level = state.lowest_level(0, industry)
        key = "brass.log.overbuild" if state.sp_owner[action.space] >= 0 else "brass.log.build"
        return Msg(key, tile=tile_msg(rules, industry, level), location=rules.loc_msg(t.space_loc[action.space]))
    if isinstance(action, Network):
        return Msg(f"brass.log.network_{ERA_KEYS[state.era]}", line=link_msg(rules, action.link))
    if isinstance(action, SecondLink):
        return Msg("brass.log.second_link", line=link_msg(rules, action.link))
    if isinstance(action, (Develop, DevelopAgain, FreeDevelop)):
        industry = rules.ind[action.industry]
        key = "brass.log.free_develop" if isinstance(action, FreeDevelop) else "brass.log.develop"
        return Msg(key, tile=tile_msg(rules, industry, state.lowest_level(0, industry)))
    if isinstance(action, (Sell, SellAgain)):
        return Msg(
            "brass.log.sell", tile=space_msg(rules, state, action.space), merchant=merchant_msg(rules, action.merchant)
        )
    if isinstance(action, Loan):
        return Msg("brass.log.loan", money=rules.board.loan_money)
    if isinstance(action, Scout):
        return Msg("brass.log.scout")
    if isinstance(action, Pass):
        return Msg("brass.log.pass")
    if isinstance(action, Discard):
        return Msg("brass.log.discard", card=card_msg(rules, action.card))
    if isinstance(action, Take):
        if action.space < 0:
            return Msg("brass.log.take_merchant_beer", merchant=merchant_msg(rules, state.need[0][3]))
        return Msg(f"brass.log.take_{action.resource}", tile=space_msg(rules, state, action.space))
    if isinstance(action, Done):
        return None
    if isinstance(action, Sacrifice):
        return Msg("brass.log.sacrifice", tile=space_msg(rules, state, action.space))
    return None


def automa_record(rules: Speaker, record: list[Any]) -> Msg:
    """One thing the Automa did (a record of state.a_log) in words."""
    t = rules.t
    kind, *params = record
    if kind == "build":
        industry, space, level = params
        return Msg(
            "brass.automa.build", tile=tile_msg(rules, industry, level), location=rules.loc_msg(t.space_loc[space])
        )
    if kind == "link":
        return Msg("brass.automa.link", line=link_msg(rules, params[0]))
    if kind == "sell":
        space, merchant = params
        return Msg(
            "brass.automa.sell", location=rules.loc_msg(t.space_loc[space]), merchant=merchant_msg(rules, merchant)
        )
    if kind == "bonus":
        return Msg("brass.automa.bonus", vp=params[1])
    if kind in ("develop", "first_develop"):
        return Msg(f"brass.automa.{kind}", iron=params[0], vp=params[1])
    if kind == "pass":
        return Msg("brass.automa.pass", vp=params[0])
    if kind == "discard":
        return Msg("brass.automa.discard", card=params[0])
    if kind == "draw":
        return Msg("brass.automa.draw", card=params[0])
    if kind in ("sell_brewery", "sell_link", "reshuffle"):
        return Msg(f"brass.automa.{kind}")
    if kind == "slot":
        return _slot_record(rules, *params)
    if kind == "back":
        return _back_record(rules, *params)
    return Msg.raw(" ".join(str(p) for p in record))


def _slot_record(rules: Speaker, card: int, index: int, status: str, detail: Any, before: Any = ()) -> Msg:
    what = slot_msg(rules, card, index)
    if status == "used":
        key = "brass.automa.slot_used_two" if detail == 2 else "brass.automa.slot_used"
        used = Msg(key, card=card, slot=index + 1, what=what)
        return Msg("brass.automa.slot_used_after", used=used, reasons=reasons_msg(rules, before)) if before else used
    return Msg("brass.automa.slot_skip", card=card, slot=index + 1, what=what, reasons=reasons_msg(rules, detail))


def _back_record(rules: Speaker, card: int, action: str, status: str, reason: Any = None) -> Msg:
    name = Msg(f"brass.automa.action_{action}")
    if not card:
        return Msg("brass.automa.back_none", action=name)
    if status == "used":
        return Msg("brass.automa.back_used", card=card, action=name)
    return Msg("brass.automa.back_skip", card=card, action=name, reason=automa_reason(rules, reason))


def slot_msg(rules: Speaker, card: int, index: int) -> Msg:
    """What a front slot asks for: "Iron Works if iron costs £3+", "Coal Mine and links"…"""
    slot = rules.data.automa_card(card).slots[index]
    if slot.kind == "network":
        return Msg("brass.automa.what_network", towns=_towns_msg(rules, slot.towns))
    if slot.kind == "coal_and_link":
        return Msg("brass.automa.what_coal")
    industry = rules.industry_msg(slot.industry)
    if slot.iron_min:
        return Msg("brass.automa.what_build_iron", industry=industry, iron=slot.iron_min)
    return Msg("brass.automa.what_build", industry=industry)


def _towns_msg(rules: Speaker, towns) -> Msg:
    out = rules.loc_msg(towns[-1])
    for town in reversed(towns[:-1]):
        out = Msg("brass.automa.towns_join", first=rules.loc_msg(town), rest=out)
    return out


def reasons_msg(rules: Speaker, reasons: list[Any]) -> Msg:
    """Several reasons (one per town tried) as one line."""
    if not reasons:
        return Msg("brass.automa.why.none")
    out = automa_reason(rules, reasons[-1])
    for reason in reversed(reasons[:-1]):
        out = Msg("brass.automa.why_join", first=automa_reason(rules, reason), rest=out)
    return out


def automa_reason(rules: Speaker, reason: list[Any]) -> Msg:
    """Why the Automa could not carry out a slot (in one town) or a back action."""
    code, *params = reason
    key = f"brass.automa.why.{code}"
    if code == "link_no_help":
        return Msg(key, reason=automa_reason(rules, params[0]))
    if code == "no_tile":
        return Msg(key, industry=rules.industry_msg(params[0]))
    if code == "wrong_era":
        return Msg(key, industry=rules.industry_msg(params[0]), level=ROMAN[params[1]])
    if code == "iron_low":
        price, least, reading = params
        return Msg(key + ("_board" if reading == "board" and price == 0 else ""), price=price, least=least)
    if code == "no_space":
        return Msg(key, industry=rules.industry_msg(params[0]), town=rules.loc_msg(params[1]))
    if code in ("farm_away", "one_per_town", "no_coal", "not_in_network", "no_line"):
        return Msg(key, town=rules.loc_msg(params[0]))
    if code == "iron_high":
        return Msg(key, price=params[0], most=params[1])
    if code in ("no_goods", "no_sale", "no_network"):
        return Msg(key)
    return Msg.raw(" ".join(str(p) for p in reason))


# ---------------------------------------------------------------------------
# Prompt and progress


def prompt(rules: Speaker, state: BrassState) -> Msg:
    phase = state.phase
    if phase == OVER:
        return Msg("brass.prompt.over")
    if phase == MAIN:
        key = "brass.prompt.main_last" if state.actions_left == 1 else "brass.prompt.main"
        return Msg(key, count=state.actions_left)
    if phase == CARD:
        left = state.ctx.get("cards", 1)
        return Msg("brass.prompt.card_scout" if state.ctx.get("kind") == "scout" else "brass.prompt.card", count=left)
    if phase in ("coal", "iron", "beer"):
        return Msg(f"brass.prompt.{phase}", count=state.need[0][1] if state.need else 0)
    if phase == LINK2:
        return Msg("brass.prompt.link2")
    if phase == DEVELOP2:
        return Msg("brass.prompt.develop2")
    if phase == SELL_MORE:
        return Msg("brass.prompt.sell_more")
    if phase == BONUS:
        return Msg("brass.prompt.bonus")
    if phase == SHORTFALL:
        return Msg("brass.prompt.shortfall", debt=state.debt)
    return Msg("brass.prompt.wait")


def progress(rules: Speaker, state: BrassState) -> Msg:
    if state.phase == OVER:
        return Msg("brass.progress.over", human=state.vp[0], automa=state.vp[1])
    return Msg(f"brass.progress.{ERA_KEYS[state.era]}", round=state.round, human=state.vp[0], automa=state.vp[1])


def giving_up(rules: Speaker, state: BrassState, action: Action) -> GivingUp | None:
    """Pass while another action is open, or declining the free develop while it is possible
    (``Rules.giving_up``), from the legal actions."""
    if isinstance(action, Pass) and state.phase == MAIN:
        legal = rules.legal_actions(state)
        names = [
            Msg(f"brass.ui.action_{kind.__name__.lower()}")
            for kind in (Build, Network, Develop, Sell, Loan, Scout)
            if any(isinstance(a, kind) for a in legal)
        ]
        if names:
            return GivingUp(
                Msg("brass.give_up.pass", actions=_either(names)),
                Msg("brass.give_up.pass_detail"),
                Msg("brass.give_up.pass_yes"),
            )
    elif (
        isinstance(action, Done)
        and state.phase == BONUS
        and any(isinstance(a, FreeDevelop) for a in rules.legal_actions(state))
    ):
        return GivingUp(Msg("brass.give_up.bonus"), Msg("brass.give_up.bonus_detail"), Msg("brass.give_up.bonus_yes"))
    return None


def _either(items: list[Msg]) -> Msg:
    """"Build, Sell or Loan" (the last two joined by "or")."""
    out = items[-1]
    if len(items) > 1:
        out = Msg("brass.give_up.or", first=items[-2], last=out)
        for item in reversed(items[:-2]):
            out = Msg("brass.give_up.comma", first=item, rest=out)
    return out
