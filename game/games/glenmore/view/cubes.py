"""Which tile a cube comes off (issue 13, item 10): the person picks it on the screen.

While selling, a click on a cube sells that very cube.  While paying, a click on a cube the
payment uses marks it (a ring): the payment then takes the marked cubes first, the rest as
the engine chooses.  A payment is made at once on the drop only when the choice cannot
matter (each resource it takes from the player lies on one tile at most)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.glenmore.rules.actions import Pay
from game.games.glenmore.rules.territory import cell

if TYPE_CHECKING:
    from game.games.glenmore.view.scene import GlenMoreView

Spot = tuple[int, int, str]


def needed(view: GlenMoreView) -> dict[str, int]:
    """The most own cubes of each resource any payment offered now would take."""
    seat = view.actor()
    out: dict[str, int] = {}
    if seat is None:
        return out
    stock = view.state.stock[seat]
    for pay in view.legal_of(Pay):
        for name in set(pay.resources):
            own = min(pay.resources.count(name), stock[view.grules.index[name]])
            out[name] = max(out.get(name, 0), own)
    return {n: k for n, k in out.items() if k}


def toggle(view: GlenMoreView, x: int, y: int, name: str) -> bool:
    """Mark (or unmark) a cube of ``name`` on (x, y) for the payment; False if no payment
    takes that resource from the player."""
    want = needed(view).get(name, 0)
    if not want:
        return False
    chosen = view.pay_sources
    spot = (x, y, name)
    here = chosen.count(spot)
    on_tile = view.state.cubes[view.actor()].get(cell(x, y))
    of_kind = sum(1 for s in chosen if s[2] == name)
    if of_kind < want and on_tile is not None and here < on_tile[view.grules.index[name]]:
        chosen.append(spot)
    elif here:
        chosen.remove(spot)  # a click on a marked tile takes one mark back
    else:
        chosen.remove(next(s for s in chosen if s[2] == name))  # the oldest mark moves here
        chosen.append(spot)
    return True


def with_sources(view: GlenMoreView, pay: Pay) -> Pay:
    """``pay`` taking the marked cubes first (those it uses)."""
    seat = view.actor()
    if seat is None or not view.pay_sources:
        return pay
    stock = view.state.stock[seat]
    left = {n: min(pay.resources.count(n), stock[view.grules.index[n]]) for n in set(pay.resources)}
    sources = []
    for spot in view.pay_sources:
        if left.get(spot[2], 0) > 0:
            left[spot[2]] -= 1
            sources.append(spot)
    return Pay(pay.resources, tuple(sources))


def choice_matters(view: GlenMoreView, pay: Pay) -> bool:
    """Whether the player's cubes of some resource ``pay`` takes lie on several tiles."""
    seat = view.actor()
    if seat is None:
        return False
    cubes = view.state.cubes[seat].values()
    for name in set(pay.resources):
        r = view.grules.index[name]
        if sum(1 for v in cubes if v[r]) > 1:
            return True
    return False


def marked(view: GlenMoreView) -> dict[Spot, int]:
    """How many cubes are marked on each (x, y, resource), for drawing."""
    out: dict[Spot, int] = {}
    for spot in view.pay_sources:
        out[spot] = out.get(spot, 0) + 1
    return out
