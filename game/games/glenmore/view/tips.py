"""What the Glen More table says when the pointer rests on something."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import Msg, seat_msg, tr
from game.games.glenmore.rules.scoring import chieftain_strength

if TYPE_CHECKING:
    from game.games.glenmore.rules.engine import GlenMoreRules
    from game.games.glenmore.rules.state import GlenMoreState


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


def player_text(rules: GlenMoreRules, state: GlenMoreState, seat: int) -> str:
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
