"""Which tile a cube comes off (issue 13, item 10): the person picks it on the screen.

While selling, a click on a cube sells that very cube.  While paying, a click on a cube the
payment uses marks it (a ring): the payment then takes the marked cubes first, the rest as
the engine chooses.  A payment is made at once on the drop only when the choice cannot
matter (each resource it takes from the player lies on one tile at most).

``CubePick`` owns the marks; it is told the seat's view (``state``), the seat paying and the
payments offered now."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.glenmore.rules.actions import Pay
from game.games.glenmore.rules.state import GlenMoreState
from game.games.glenmore.rules.territory import cell

Spot = tuple[int, int, str]


class CubePick:
    """The cubes marked for the payment, oldest first, as (x, y, resource)."""

    def __init__(self, index: dict[str, int]):
        self.index = index
        self.sources: list[Spot] = []

    def clear(self) -> None:
        self.sources = []

    def needed(self, state: GlenMoreState, seat: int | None, pays: Sequence[Pay]) -> dict[str, int]:
        """The most own cubes of each resource any payment offered now (``pays``) would take."""
        out: dict[str, int] = {}
        if seat is None:
            return out
        stock = state.stock[seat]
        for pay in pays:
            for name in set(pay.resources):
                own = min(pay.resources.count(name), stock[self.index[name]])
                out[name] = max(out.get(name, 0), own)
        return {n: k for n, k in out.items() if k}

    def toggle(self, state: GlenMoreState, seat: int | None, pays: Sequence[Pay], x: int, y: int, name: str) -> bool:
        """Mark (or unmark) a cube of ``name`` on (x, y) for the payment; False if no payment
        takes that resource from the player."""
        want = self.needed(state, seat, pays).get(name, 0)
        if not want or seat is None:
            return False
        chosen = self.sources
        spot = (x, y, name)
        here = chosen.count(spot)
        on_tile = state.cubes[seat].get(cell(x, y))
        of_kind = sum(1 for s in chosen if s[2] == name)
        if of_kind < want and on_tile is not None and here < on_tile[self.index[name]]:
            chosen.append(spot)
        elif here:
            chosen.remove(spot)  # a click on a marked tile takes one mark back
        else:
            chosen.remove(next(s for s in chosen if s[2] == name))  # the oldest mark moves here
            chosen.append(spot)
        return True

    def with_sources(self, state: GlenMoreState, seat: int | None, pay: Pay) -> Pay:
        """``pay`` taking the marked cubes first (those it uses)."""
        if seat is None or not self.sources:
            return pay
        stock = state.stock[seat]
        left = {n: min(pay.resources.count(n), stock[self.index[n]]) for n in set(pay.resources)}
        sources = []
        for spot in self.sources:
            if left.get(spot[2], 0) > 0:
                left[spot[2]] -= 1
                sources.append(spot)
        return Pay(pay.resources, tuple(sources))

    def choice_matters(self, state: GlenMoreState, seat: int | None, pay: Pay) -> bool:
        """Whether the player's cubes of some resource ``pay`` takes lie on several tiles."""
        if seat is None:
            return False
        cubes = state.cubes[seat].values()
        for name in set(pay.resources):
            r = self.index[name]
            if sum(1 for v in cubes if v[r]) > 1:
                return True
        return False

    def marked(self) -> dict[Spot, int]:
        """How many cubes are marked on each (x, y, resource), for drawing."""
        out: dict[Spot, int] = {}
        for spot in self.sources:
            out[spot] = out.get(spot, 0) + 1
        return out
