"""Glen More's log lines and prompts (translatable ``Msg`` values, keys glenmore.*)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.i18n import Msg, seat_msg
from game.core.rules import CHANCE, Action, GivingUp
from game.games.glenmore.rules import market as mk
from game.games.glenmore.rules.actions import (
    Activate,
    Draw,
    EndTurn,
    Finish,
    FirstPlayer,
    Gain,
    Move,
    Pay,
    PayChieftain,
    PayMember,
    Place,
    Promote,
    Roll,
    Sell,
    Skip,
    Take,
)
from game.games.glenmore.rules.state import ACTIVATE, CHOOSE, GAIN, MOVE, OVER, PAY, PLACE, GlenMoreState
from game.games.glenmore.rules.territory import cell

if TYPE_CHECKING:
    from game.games.glenmore.rules.legality import Legality

def describe(rules: Legality, state: GlenMoreState, action: Action, seat: int | None) -> Msg | None:
    if seat is None or seat == CHANCE:
        return _describe_chance(rules, state, action)
    who = seat_msg(seat)
    handler = _HANDLERS.get(type(action))
    return handler(rules, state, seat, who, action) if handler else None


def _describe_chance(rules: Legality, state: GlenMoreState, action: Action) -> Msg | None:
    if isinstance(action, FirstPlayer):
        return Msg("glenmore.log.first", player=seat_msg(action.seat))
    if isinstance(action, Roll):
        target = rules.die_target(state, action.value)
        return Msg("glenmore.log.roll", value=action.value, tile=rules.tile_name(state.track[target]))
    if isinstance(action, Draw):
        deck = rules.tile(action.tile).deck
        scored = rules.data.board.scored_decks
        if len(state.decks[deck]) == 1 and deck in scored:
            key = "glenmore.log.draw_final" if deck == scored[-1] else "glenmore.log.draw_scoring"
            return Msg(key, tile=rules.tile_name(action.tile), deck=deck, number=scored.index(deck) + 1)
        if state.phase == "fill" and state.turn == 0:
            return None  # the opening layout is not worth a line per tile
        return Msg("glenmore.log.draw", tile=rules.tile_name(action.tile), deck=deck)
    return None


def _take(rules, state, seat, who, action: Take) -> Msg:
    return Msg("glenmore.log.take", player=who, tile=rules.tile_name(state.track[action.space]))


def _skip(rules, state, seat, who, action: Skip) -> Msg:
    target = next(s for s in rules.chain(state) if state.track[s] >= 0)
    return Msg("glenmore.log.skip", player=who, tile=rules.tile_name(state.track[target]))


def _sell(rules, state, seat, who, action: Sell) -> Msg:
    r = rules.index[action.resource]
    return Msg("glenmore.log.sell", player=who, resource=rules.resource_msg(r),
               coins=mk.sell_price(state.market[r], rules.prices))


def _paid(rules, state, seat, need: tuple[int, ...]) -> Msg:
    """What was given, and what of it was bought, as one phrase."""
    bought = rules.purchase(state, seat, need)
    if not bought:
        return rules.amounts_msg(need)
    return Msg("glenmore.log.paid_buying", cost=rules.amounts_msg(need),
               bought=rules.amounts_msg(rules.counts_of(rules.index[n] for n, _ in bought)),
               coins=sum(price for _, price in bought))


def _pay(rules, state, seat, who, action: Pay) -> Msg:
    tile = rules.tile(state.held)
    need = rules.counts_of(rules.index[n] for n in action.resources)
    if tile.kind.cost.whisky:
        return Msg("glenmore.log.pay_whisky", player=who, count=tile.kind.cost.whisky, tile=rules.tile_name(tile.id))
    return Msg("glenmore.log.pay", player=who, paid=_paid(rules, state, seat, need), tile=rules.tile_name(tile.id))


def _pay_member(rules, state, seat, who, action) -> Msg:
    key = "glenmore.log.pay_chieftain" if isinstance(action, PayChieftain) else "glenmore.log.pay_member"
    return Msg(key, player=who, tile=rules.tile_name(state.held))


def _place(rules, state, seat, who, action: Place) -> Msg:
    return Msg("glenmore.log.place", player=who, tile=rules.tile_name(state.held))


def _gain(rules, state, seat, who, action: Gain) -> Msg:
    c = state.gains[0][0]
    counts = rules.counts_of(rules.index[n] for n in action.resources)
    return Msg("glenmore.log.gain", player=who, resources=rules.amounts_msg(counts),
               tile=rules.tile_name(state.tiles[seat][c]))


def _activate(rules, state, seat, who, action: Activate) -> Msg:
    c = cell(action.x, action.y)
    tile = rules.tile_name(state.tiles[seat][c])
    use = rules.find_use(state, seat, c, action.resources)
    extra = c not in state.pending
    if use.produce >= 0:
        msg = Msg("glenmore.log.produce", player=who, tile=tile, resource=rules.resource_msg(use.produce))
    elif use.moves:
        msg = Msg("glenmore.log.moves", player=who, tile=tile, count=use.moves)
    elif use.whisky:
        msg = Msg("glenmore.log.distil", player=who, tile=tile, paid=_paid(rules, state, seat, use.pay),
                  count=use.whisky)
    elif use.pays:
        msg = Msg("glenmore.log.convert", player=who, tile=tile, paid=_paid(rules, state, seat, use.pay), vp=use.vp)
    else:
        msg = Msg("glenmore.log.vp", player=who, tile=tile, vp=use.vp)
    return Msg("glenmore.log.extra", line=msg) if extra else msg


def _move(rules, state, seat, who, action: Move) -> Msg:
    tiles = state.tiles[seat]
    return Msg("glenmore.log.move", player=who, source=rules.tile_name(tiles[cell(action.x, action.y)]),
               target=rules.tile_name(tiles[cell(action.to_x, action.to_y)]))


def _promote(rules, state, seat, who, action: Promote) -> Msg:
    return Msg("glenmore.log.promote", player=who, tile=rules.tile_name(state.tiles[seat][cell(action.x, action.y)]))


_HANDLERS = {
    Take: _take,
    Skip: _skip,
    Sell: _sell,
    Pay: _pay,
    PayMember: _pay_member,
    PayChieftain: _pay_member,
    Place: _place,
    Gain: _gain,
    Activate: _activate,
    Move: _move,
    Promote: _promote,
}


def prompt(rules: Legality, state: GlenMoreState) -> Msg:
    phase = state.phase
    if phase == CHOOSE:
        return Msg("glenmore.prompt.choose")
    if phase in (PAY, PLACE):
        return Msg(f"glenmore.prompt.{phase}", tile=rules.tile_name(state.held))
    if phase == GAIN:
        c, count = state.gains[0]
        return Msg("glenmore.prompt.gain", count=count, tile=rules.tile_name(state.tiles[state.current][c]))
    if phase == ACTIVATE:
        return Msg("glenmore.prompt.activate", left=usable_activations(rules, state))  # as Finish's question counts
    if phase == MOVE:
        return Msg("glenmore.prompt.move", moves=state.moves)
    if phase == OVER:
        return Msg("glenmore.prompt.over")
    return Msg("core.prompt.wait")


def giving_up(rules: Legality, state: GlenMoreState, action: Action) -> GivingUp | None:
    """What Finish, End turn or giving up the nearest tile throws away that could still be used,
    counted from the legal actions (``Rules.giving_up``)."""
    if isinstance(action, Finish) and state.phase == ACTIVATE:
        count = usable_activations(rules, state)
        if count:
            return GivingUp(
                Msg("glenmore.give_up.finish", count=count),
                Msg("glenmore.give_up.finish_detail"),
                Msg("glenmore.give_up.finish_yes"),
            )
    elif isinstance(action, EndTurn) and state.phase == MOVE:
        if state.moves and any(isinstance(a, Move) for a in rules.legal_actions(state)):
            return GivingUp(
                Msg("glenmore.give_up.moves", count=state.moves),
                Msg("glenmore.give_up.moves_detail"),
                Msg("glenmore.give_up.moves_yes"),
            )
    elif isinstance(action, Skip) and state.phase == CHOOSE:
        count = takeable_after_a_sale(rules, state)
        if count:
            return GivingUp(
                Msg("glenmore.give_up.skip", count=count),
                Msg("glenmore.give_up.skip_detail"),
                Msg("glenmore.give_up.skip_yes"),
            )
    return None


def usable_activations(rules: Legality, state: GlenMoreState) -> int:
    """Activations still usable this turn: each pending tile with a legal activation, plus the
    Loch Ness activations left, up to the other tiles with one.  The one count of them: the
    prompt's "(n can still be activated)" and Finish's "n activations unused" (a placed Loch
    Lochy waits with nothing to activate, and counts in neither)."""
    cells = {cell(a.x, a.y) for a in rules.legal_actions(state) if isinstance(a, Activate)}
    pending = len(cells & set(state.pending))
    return pending + min(state.extra_left, len(cells - set(state.pending)))


def takeable_after_a_sale(rules: Legality, state: GlenMoreState) -> int:
    """With no tile to take: how many tiles one sale at the market would let the seat take."""
    found: set[int] = set()
    for sale in [a for a in rules.legal_actions(state) if isinstance(a, Sell)]:
        trial = state.clone()
        rules.apply(trial, sale)
        found |= {a.space for a in rules.legal_actions(trial) if isinstance(a, Take)}
    return len(found)
