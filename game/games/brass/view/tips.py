"""Tooltips of the Brass table: what a space, a tile, a line, a merchant, a mat row, a card,
the markets and the back of the Automa's card mean, in full sentences."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import Msg, tr
from game.games.brass.rules.actions import Build, Network, Sell
from game.games.brass.rules.state import AUTOMA, HUMAN, MAIN, NOBODY
from game.games.brass.rules.words import card_msg, link_msg, tile_msg
from game.games.brass.view.art import ROMAN
from game.ui.draw import Text

if TYPE_CHECKING:
    from game.games.brass.view.scene import BrassView


def tooltip(view: BrassView, pos) -> Text | None:
    state = view.state
    if view.era_box.collidepoint(pos):
        return Msg("brass.tip.era_box")
    if view.market_box.collidepoint(pos):
        return _market_tip(view)
    if getattr(view, "automa_card_rect", None) is not None and view.automa_card_rect.collidepoint(pos):
        return _automa_card_tip(view)
    if view.automa_rect.collidepoint(pos):
        parts = state.vp_parts[AUTOMA]
        return Msg(
            "brass.tip.automa",
            vp=state.vp[AUTOMA],
            develop=parts["develop"],
            passes=parts["pass"],
            eras=parts["canal_links"] + parts["canal_tiles"] + parts["rail_links"] + parts["rail_tiles"],
        )
    key = view.target_at(pos)
    if key is None:
        key = next((("mat", name) for name, rect in view.tile_rects.items() if rect.collidepoint(pos)), None)
    if key is None:
        if view.you_rect.collidepoint(pos) and pos[1] < view.you_rect.y + 64:
            return Msg(
                "brass.tip.you",
                money=state.money,
                level=view.brules.income_level(state),
                space=state.income,
                vp=state.vp[HUMAN],
            )
        if any(r.collidepoint(pos) for r in getattr(view, "no_merchant_rects", [])):
            return Msg("brass.ui.no_merchant_here")
        return None
    kind = key[0]
    if kind == "space":
        return _space_tip(view, key[1])
    if kind == "link":
        return _link_tip(view, key[1])
    if kind in ("merchant", "barrel"):
        return _merchant_tip(view, key[1])
    if kind == "mat":
        return _mat_tip(view, key[1])
    if kind == "card":
        return _card_tip(view, key[1])
    return None


def _space_tip(view: BrassView, sp: int) -> Text:
    state = view.state
    rules = view.brules
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
    if view.my_turn():
        for action in view.actions_at(("space", sp)):
            if isinstance(action, Build):
                cost = view.build_cost(action.industry, sp)
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


def _link_tip(view: BrassView, link: int) -> Text:
    state = view.state
    rules = view.brules
    line = rules.data.links[link]
    owner = state.link_owner[link]
    name = link_msg(rules, link)
    if owner != NOBODY:
        who = Msg("brass.tip.yours") if owner == HUMAN else Msg("brass.tip.automas")
        from game.games.brass.rules.scoring import link_value

        return Msg("brass.tip.link_built", who=who, line=name, vp=link_value(rules.t, state, link))
    kinds = "both" if line.canal and line.rail else ("canal" if line.canal else "rail")
    text = tr(Msg(f"brass.tip.line_{kinds}", line=name))
    if view.my_turn() and any(isinstance(a, Network) and a.link == link for a in view.legal):
        cost = rules.board.canal_link_cost if state.era == 0 else rules.board.rail_link_cost
        text += "\n" + tr(Msg("brass.tip.link_cost", cost=cost))
    return Msg.raw(text)


def _merchant_tip(view: BrassView, m: int) -> Text:
    state = view.state
    rules = view.brules
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


def _mat_tip(view: BrassView, name: str) -> Text:
    state = view.state
    rules = view.brules
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
    if view.mat_dimmed(name) and state.phase == MAIN:
        lines.insert(0, tr(Msg("brass.preview.cannot_build", reason=view.no_space_reason(name))))
    return Msg.raw("\n".join(lines))


def _card_tip(view: BrassView, card: str) -> Text:
    rules = view.brules
    ctype = rules.data.card_types[card]
    name = card_msg(rules, card)
    if ctype.kind == "location":
        return Msg("brass.tip.card_location", card=name, town=rules.loc_msg(ctype.town))
    if ctype.wild:
        return Msg(f"brass.tip.card_{ctype.kind}")
    kinds = " / ".join(tr(rules.industry_msg(i)) for i in ctype.builds)
    return Msg("brass.tip.card_industry", card=name, industries=kinds)


def _market_tip(view: BrassView) -> Text:
    prices = view.brules.market_prices(view.state)
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


def _automa_card_tip(view: BrassView) -> Text:
    rules = view.brules
    top = rules.automa_top(view.state)
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
