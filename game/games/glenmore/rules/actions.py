"""The atomic decisions of a Glen More turn, and the chance outcomes.

A turn (see rules.py for the phases):

    [Sell]* Take(space) | Skip          choose a tile on the track (or, if none can be
                                        taken, give up the nearest one)
    [Sell]* Pay(...) | PayMember | PayChieftain      only when the tile has a cost
    [Sell]* Place(x, y)
    Gain(resources)*                    Loch Lochy / Loch Shiel choices, if any
    [Sell | Activate(x, y, resources)]* Finish
    [Sell | Move | Promote]* EndTurn    only when activations earned clan-member moves

Resources are named by their data names (``"wood"``); cells by their (x, y) position in the
territory, the start village at (0, 0), x eastwards, y southwards.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import Action


@dataclass(frozen=True)
class FirstPlayer(Action):
    """Chance: the start player, when the setup asked for a random one."""

    kind = "glenmore.first"
    chance = True
    seat: int


@dataclass(frozen=True)
class Draw(Action):
    """Chance: the next tile turned up from the current deck (onto the next empty space)."""

    kind = "glenmore.draw"
    chance = True
    tile: int


@dataclass(frozen=True)
class Roll(Action):
    """Chance: the neutral die's roll (2-3 players)."""

    kind = "glenmore.roll"
    chance = True
    value: int


@dataclass(frozen=True)
class Take(Action):
    """Move your figure to the tile on track space ``space`` and take it."""

    kind = "glenmore.take"
    space: int


@dataclass(frozen=True)
class Skip(Action):
    """No tile can be taken: move to the nearest tile, which leaves the game."""

    kind = "glenmore.skip"


@dataclass(frozen=True)
class Sell(Action):
    """Sell one cube of ``resource`` at the market's dearest filled space.  ``source`` is the
    (x, y) of the tile the cube comes off; None lets the engine choose (a tile still to be
    activated this turn, else the fullest), as saves made before the choice did."""

    kind = "glenmore.sell"
    resource: str
    source: tuple[int, int] | None = None


@dataclass(frozen=True)
class Pay(Action):
    """Pay the taken tile's cost: ``resources`` given (own cubes first, the shortfall bought).
    ``sources`` names tiles to take own cubes from, one (x, y, resource) per cube; the other
    own cubes come off the tiles the engine chooses (see Sell)."""

    kind = "glenmore.pay"
    resources: tuple[str, ...] = ()
    sources: tuple[tuple[int, int, str], ...] = ()


@dataclass(frozen=True)
class PayMember(Action):
    """Pay a clan-member cost with the member standing on (x, y)."""

    kind = "glenmore.pay_member"
    x: int
    y: int


@dataclass(frozen=True)
class PayChieftain(Action):
    """Pay a clan-member cost with one of your chieftains."""

    kind = "glenmore.pay_chieftain"


@dataclass(frozen=True)
class Place(Action):
    """Place the taken tile at (x, y) of your territory."""

    kind = "glenmore.place"
    x: int
    y: int


@dataclass(frozen=True)
class Gain(Action):
    """Choose the free resources a special location puts on a tile."""

    kind = "glenmore.gain"
    resources: tuple[str, ...]


@dataclass(frozen=True)
class Activate(Action):
    """Activate the tile at (x, y); ``resources`` are the cubes given (brown tiles, distilleries)
    or the one produced (a tile that produces any resource)."""

    kind = "glenmore.activate"
    x: int
    y: int
    resources: tuple[str, ...] = ()


@dataclass(frozen=True)
class Finish(Action):
    """End the activation step."""

    kind = "glenmore.finish"


@dataclass(frozen=True)
class Move(Action):
    """Spend one move: a clan member steps from (x, y) to a tile around it."""

    kind = "glenmore.move"
    x: int
    y: int
    to_x: int
    to_y: int


@dataclass(frozen=True)
class Promote(Action):
    """Spend one move: the clan member on (x, y) leaves the territory and becomes a chieftain."""

    kind = "glenmore.promote"
    x: int
    y: int


@dataclass(frozen=True)
class EndTurn(Action):
    kind = "glenmore.end_turn"
