"""What the Glen More table says when the pointer rests on something."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg, seat_msg, tr
from game.core.rules import Action
from game.games.glenmore.rules.actions import Activate, Move, Pay, PayChieftain, PayMember, Place, Promote, Sell, Take
from game.games.glenmore.rules.scoring import chieftain_strength
from game.games.glenmore.rules.state import CHOOSE, NO_TILE, NONE, PAY
from game.games.glenmore.rules.territory import cell
from game.ui.draw import Text

if TYPE_CHECKING:
    from game.games.glenmore.rules.engine import GlenMoreRules
    from game.games.glenmore.rules.state import GlenMoreState
    from game.games.glenmore.view.scene import GlenMoreView


def tile_text(rules: GlenMoreRules, tile_id: int) -> str:
    """Name, family, cost, what it does, its card and its river or road, one per line."""
    tile = rules.tile(tile_id)
    kind = tile.kind
    lines = [f"{tr(rules.tile_name(tile_id))} · {tr(Msg(f'glenmore.border.{kind.border}'))}"]
    cost = kind.cost
    if cost.is_free:
        lines.append(tr(Msg("glenmore.ui.cost", cost=Msg("glenmore.ui.cost_free"))))
    elif cost.whisky:
        lines.append(tr(Msg("glenmore.ui.cost", cost=Msg("glenmore.ui.cost_whisky", count=cost.whisky))))
    elif cost.members:
        lines.append(tr(Msg("glenmore.ui.cost", cost=Msg("glenmore.ui.cost_member"))))
    elif cost.any_distinct:
        lines.append(tr(Msg("glenmore.ui.cost", cost=Msg("glenmore.ui.cost_distinct", count=cost.any_distinct))))
    else:
        lines.append(tr(Msg("glenmore.ui.cost", cost=rules.amounts_msg(cost.resources))))
    lines.append(tr(Msg(f"glenmore.tile.{kind.name}.text")))
    if kind.card:
        card = rules.data.cards[kind.card]
        lines.append(
            tr(
                Msg(
                    "glenmore.ui.card_line",
                    timing=Msg(f"glenmore.timing.{card.timing}"),
                    text=Msg(f"glenmore.card.{kind.card}"),
                )
            )
        )
    edge = "both" if tile.river and tile.road else "river" if tile.river else "road" if tile.road else "none"
    lines.append(tr(Msg(f"glenmore.edge.{edge}")).capitalize())
    return "\n".join(lines)


def tooltip(view: GlenMoreView, pos) -> Text | None:
    state = view.state
    rules = view.grules
    if view.drag.active:
        return None
    for s, rect in enumerate(view.space_rects):
        if not rect.collidepoint(pos):
            continue
        who = state.figure_at(s)
        if who != NONE:
            if state.has_die and who == state.die_index:
                return Msg("glenmore.ui.die_tip")
            return Msg("glenmore.ui.figure_tip", player=seat_msg(who))
        if state.track[s] == NO_TILE:
            return Msg("glenmore.ui.gap_tip")
        seat = view.actor()
        if seat is not None and state.phase == CHOOSE:
            # the turn panel shows this tile large, with its cost; a dimmed one says why here too
            problem = rules.why_illegal(state, Take(s))
            return None if problem is None else Msg("glenmore.ui.cannot_take", reason=problem)
        return Msg.raw(tile_text(rules, state.track[s]))
    corners = view.corner_rects
    if corners["deck"].collidepoint(pos):
        deck = rules.current_deck(state)
        if deck is None:
            return Msg("glenmore.ui.decks_empty")
        return Msg("glenmore.ui.deck_tip", deck=deck, count=len(state.decks[deck]))
    if corners["scorings"].collidepoint(pos):
        return Msg("glenmore.ui.scorings_tip")
    if corners["removed"].collidepoint(pos):
        return Msg("glenmore.ui.removed_tip", count=len(state.removed))
    if corners["order"].collidepoint(pos):
        return Msg("glenmore.ui.order_tip")
    for r, row in enumerate(view.market_rows):
        if row.collidepoint(pos):
            prices = rules.prices
            filled = state.market[r]
            buy = prices[filled] if filled < len(prices) else None
            sell = prices[filled - 1] if filled else None
            return Msg(
                "glenmore.ui.market_row_tip",
                resource=rules.resource_msg(r),
                buy=buy if buy is not None else "—",
                sell=sell if sell is not None else "—",
            )
    if view.inner_rect.collidepoint(pos):
        return Msg("glenmore.ui.market_help")
    for seat, rect in enumerate(view.player_rects):
        if rect.collidepoint(pos):
            return Msg.raw(_player_text(rules, state, seat))
    for card, rect in view.card_rects:
        if rect.collidepoint(pos):
            data = rules.data.cards[card]
            return Msg.raw(
                f"{tr(Msg(f'glenmore.tile.{card}.name'))} · {tr(Msg(f'glenmore.timing.{data.timing}'))}\n"
                f"{tr(Msg(f'glenmore.card.{card}'))}"
            )
    if view.chief_rect.collidepoint(pos):
        seat = view.shown
        return Msg(
            "glenmore.ui.chieftain_tip",
            count=state.chieftains[seat],
            strength=chieftain_strength(rules.data, state, seat),
        )
    if view.pan.rect.collidepoint(pos):
        return _land_tip(view, pos)
    return None


def tooltip_target(view: GlenMoreView, pos) -> pygame.Rect | None:
    """The rect of what ``tooltip`` describes at ``pos``: the tooltip stands clear of it."""
    if view.drag.active:
        return None
    boxes = [*view.space_rects, *view.corner_rects.values(), *view.market_rows, *view.player_rects]
    boxes += [r for _, r in view.card_rects] + [view.chief_rect, view.head_rect]
    boxes += [r for r, _, _ in view.cube_rects] + list(view.member_rects.values())
    for rect in boxes:
        if rect.collidepoint(pos):
            return rect
    if view.inner_rect.collidepoint(pos):
        return view.inner_rect
    spot = view.pan.cell_at(pos)
    if spot is not None:
        return view.pan.cell_rect(*spot).clip(view.pan.rect)
    return None


def _player_text(rules: GlenMoreRules, state: GlenMoreState, seat: int) -> str:
    """A player's card, in words: the key that shows their territory, what they hold, their cards."""
    lines = [tr(Msg("glenmore.ui.show_territory", player=seat_msg(seat), key=seat + 1))]
    lines.append(
        tr(
            Msg(
                "glenmore.ui.player_line",
                coins=state.coins[seat],
                whisky=state.whisky[seat],
                chieftains=state.chieftains[seat],
                strength=chieftain_strength(rules.data, state, seat),
                cards=len(state.cards[seat]),
                tiles=len(state.tiles[seat]),
                members=state.total_members(seat),
            )
        )
    )
    for card in state.cards[seat]:
        lines.append(f"• {tr(Msg(f'glenmore.tile.{card}.name'))}: {tr(Msg(f'glenmore.card.{card}'))}")
    return "\n".join(lines)


def _land_tip(view: GlenMoreView, pos) -> Text | None:
    state = view.state
    seat = view.shown
    for rect, name, spot in view.cube_rects:
        if rect.collidepoint(pos):
            r = view.grules.index[name]
            filled = state.market[r]
            price = view.grules.prices[filled - 1] if filled else 0
            mine = view.actor() == seat
            if mine and state.phase == PAY and name in view.cube_pick.needed(state, view.actor(), view.legal_of(Pay)):
                return Msg("glenmore.ui.cube_tip_pay", resource=view.grules.resource_msg(r))
            if mine:  # a cube that cannot be sold says why (issue 13)
                reason = view.rules.why_illegal(state, Sell(name, spot))
                if reason is not None:
                    return Msg("glenmore.ui.cube_tip_cannot", resource=view.grules.resource_msg(r), reason=reason)
            key = "glenmore.ui.cube_tip_sell" if mine and price else "glenmore.ui.cube_tip"
            return Msg(key, resource=view.grules.resource_msg(r), coins=price)
    for spot, rect in view.member_rects.items():
        if rect.collidepoint(pos):
            return Msg("glenmore.ui.member_tip", count=state.members[seat].get(cell(*spot), 0))
    spot = view.pan.cell_at(pos)
    if spot is None:
        return None
    tile = state.tiles[seat].get(cell(*spot))
    if tile is None:
        return None
    return Msg.raw(tile_text(view.grules, tile))


def hint_rects(view: GlenMoreView, action: Action) -> list[pygame.Rect]:
    """The track tile, the held tile and its cell, the tile to use, the clan member and
    where it goes; otherwise the button that does it."""
    a = action
    home = view.shown == view.actor()  # cells only when the person's own territory shows

    def cell_(x: int, y: int) -> list[pygame.Rect]:
        return [view.pan.cell_rect(x, y, 0.03).clip(view.pan.rect)] if home else []

    if isinstance(a, Take):
        return [view.space_rects[a.space]]
    if isinstance(a, Place):
        return [view.held_rect] + cell_(a.x, a.y)
    if isinstance(a, Activate):
        return cell_(a.x, a.y)
    if isinstance(a, (Move, Promote, PayMember)) and home:
        member = [view.member_rects[(a.x, a.y)]] if (a.x, a.y) in view.member_rects else []
        if isinstance(a, Move):
            return member + cell_(a.to_x, a.to_y)
        return member + ([view.chief_rect] if isinstance(a, Promote) else [])
    if isinstance(a, PayChieftain):
        return [view.chief_rect]
    if isinstance(a, Sell) and a.resource in view.grules.resources:
        row = view.market_rows[view.grules.resources.index(a.resource)]
        return [pygame.Rect(row.right - 132, row.y + 2, 132, row.h - 4)]  # its "Sell for" button
    popover = view.popover.group.widgets if view.popover is not None else []
    return view.button_for([*view.widgets.widgets, *popover], a)
