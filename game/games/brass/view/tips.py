"""Tooltips of the Brass table: what a space, a tile, a line, a merchant, a mat row, a card,
the markets and the back of the Automa's card mean, in full sentences (over ``Choosing``: the
rules, the seat's view and the legal actions; the view finds what lies under the pointer)."""

from __future__ import annotations

from game.core.i18n import Msg, tr
from game.games.brass.rules.actions import Build, Network, Sell
from game.games.brass.rules.scoring import link_value
from game.games.brass.rules.state import HUMAN, NOBODY
from game.games.brass.rules.words import card_msg, link_msg, tile_msg
from game.games.brass.view.art import ROMAN
from game.games.brass.view.judge import Choosing, actions_at, build_cost
from game.ui.draw import Text


def space_tip(c: Choosing, sp: int) -> Text:
    state = c.state
    rules = c.rules
    t = rules.t
    loc = rules.loc_msg(t.space_loc[sp])
    owner = state.sp_owner[sp]
    lines: list[str] = []
    if owner == NOBODY:
        kinds = " / ".join(tr(rules.industry_msg(i)) for i in t.space_types[sp])
        lines.append(tr(Msg("brass.tip.space_empty", location=loc, industries=kinds)))
    else:
        ind = state.sp_ind[sp]
        level = state.sp_level[sp]
        lv = t.level(ind, level)
        who = Msg("brass.tip.yours") if owner == HUMAN else Msg("brass.tip.automas")
        lines.append(tr(Msg("brass.tip.tile", who=who, tile=tile_msg(rules, ind, level), location=loc)))
        if state.sp_flipped[sp]:
            lines.append(tr(Msg("brass.tip.flipped", vp=lv.vp, link=lv.link)))
        else:
            resource = t.resource[ind]
            if resource:
                lines.append(tr(Msg(f"brass.tip.holds_{resource}", count=state.sp_cubes[sp])))
            elif t.sellable[ind]:
                lines.append(tr(Msg("brass.tip.to_sell", count=lv.beer, vp=lv.vp, income=lv.income)))
    if c.my_turn:
        for action in actions_at(c, ("space", sp)):
            if isinstance(action, Build):
                cost = build_cost(c, action.industry, sp)
                lines.append(
                    tr(
                        Msg(
                            "brass.tip.build_here",
                            tile=tile_msg(rules, rules.ind[action.industry], cost["level"]),
                            cost=cost["money"],
                            coal=cost["coal"],
                            iron=cost["iron"],
                            bought=cost["coal_bought"] + cost["iron_bought"],
                        )
                    )
                )
            elif isinstance(action, Sell):
                lines.append(
                    tr(Msg("brass.tip.sell_here", merchant=rules.loc_msg(t.merchant_space_loc[action.merchant])))
                )
    return Msg.raw("\n".join(lines))


def link_tip(c: Choosing, link: int) -> Text:
    state = c.state
    rules = c.rules
    line = rules.data.links[link]
    owner = state.link_owner[link]
    name = link_msg(rules, link)
    if owner != NOBODY:
        who = Msg("brass.tip.yours") if owner == HUMAN else Msg("brass.tip.automas")
        return Msg("brass.tip.link_built", who=who, line=name, vp=link_value(rules.t, state, link))
    kinds = "both" if line.canal and line.rail else ("canal" if line.canal else "rail")
    text = tr(Msg(f"brass.tip.line_{kinds}", line=name))
    if c.my_turn and any(isinstance(a, Network) and a.link == link for a in c.legal):
        cost = rules.board.canal_link_cost if state.era == 0 else rules.board.rail_link_cost
        text += "\n" + tr(Msg("brass.tip.link_cost", cost=cost))
    return Msg.raw(text)


def merchant_tip(c: Choosing, m: int) -> Text:
    state = c.state
    rules = c.rules
    loc = rules.data.locations[rules.t.merchant_space_loc[m]]
    tile = state.merchant_tile[m] or "blank"
    buys = Msg(f"brass.merchant.{tile}")
    bonus = Msg(f"brass.bonus.{loc.bonus}", amount=loc.bonus_amount)
    return Msg(
        "brass.tip.merchant",
        merchant=rules.loc_msg(loc.index),
        buys=buys,
        beer=state.merchant_beer[m],
        bonus=bonus,
    )


def mat_tip(c: Choosing, name: str, cannot: Text | None) -> Text:
    """A row of your mat (``cannot``: why its industry may be built nowhere now, when it is dimmed)."""
    state = c.state
    rules = c.rules
    ind = rules.ind[name]
    level = state.lowest_level(HUMAN, ind)
    if not level:
        return Msg("brass.tip.mat_empty", industry=rules.industry_msg(ind))
    lv = rules.t.level(ind, level)
    lines = [
        tr(
            Msg(
                "brass.tip.mat_next",
                tile=tile_msg(rules, ind, level),
                cost=lv.cost,
                coal=lv.coal,
                iron=lv.iron,
                vp=lv.vp,
                income=lv.income,
                link=lv.link,
            )
        )
    ]
    resource = rules.t.resource[ind]
    if resource:
        lines.append(tr(Msg(f"brass.tip.makes_{resource}", count=lv.made(state.era))))
    elif lv.beer:
        lines.append(tr(Msg("brass.tip.needs_beer", count=lv.beer)))
    if lv.era != "both":
        lines.append(tr(Msg(f"brass.tip.only_{lv.era}")))
    if not lv.develop:
        lines.append(tr(Msg("brass.tip.lightbulb")))
    left = sum(state.mat[HUMAN][ind])
    lines.append(tr(Msg("brass.tip.mat_left", count=left)))
    counts = state.mat[HUMAN][ind]
    levels = ", ".join(f"{ROMAN[i + 1]}×{n}" for i, n in enumerate(counts) if n)
    lines.append(tr(Msg("brass.preview.levels_left", levels=levels)))
    if cannot is not None:
        lines.insert(0, tr(Msg("brass.preview.cannot_build", reason=cannot)))
    return Msg.raw("\n".join(lines))


def card_tip(c: Choosing, card: str) -> Text:
    rules = c.rules
    ctype = rules.data.card_types[card]
    name = card_msg(rules, card)
    if ctype.kind == "location":
        return Msg("brass.tip.card_location", card=name, town=rules.loc_msg(ctype.town))
    if ctype.wild:
        return Msg(f"brass.tip.card_{ctype.kind}")
    kinds = " / ".join(tr(rules.industry_msg(i)) for i in ctype.builds)
    return Msg("brass.tip.card_industry", card=name, industries=kinds)


def market_tip(c: Choosing) -> Text:
    prices = c.rules.market_prices(c.state)
    coal, iron = prices["coal"], prices["iron"]
    return Msg(
        "brass.tip.markets",
        coal=coal["cubes"],
        coal_buy=coal["buy"],
        coal_sell=coal["sell"] if coal["sell"] is not None else 0,
        iron=iron["cubes"],
        iron_buy=iron["buy"],
        iron_sell=iron["sell"] if iron["sell"] is not None else 0,
    )


def automa_card_tip(c: Choosing) -> Text:
    rules = c.rules
    top = rules.automa_top(c.state)
    if top is None:
        return Msg("brass.tip.automa_no_card")
    return Msg(
        "brass.tip.automa_card" if top.develop_iron_max else "brass.tip.automa_card_free",
        group=top.group,
        first=Msg(f"brass.ui.back_first_{top.first_turn}"),
        town=rules.loc_msg(top.sell_brewery_town),
        iron=top.develop_iron_max,
        quadrant=top.tiebreak,
    )
