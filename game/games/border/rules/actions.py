"""The Border's actions: the atomic decisions and the chance outcomes."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rules import Action

# ---------------------------------------------------------------------------
# Actions


@dataclass(frozen=True)
class DealBoards(Action):
    """Chance: the board (its id) each seat plays, in seat order."""

    kind = "border.deal"
    chance = True
    boards: tuple[str, ...]


@dataclass(frozen=True)
class FirstPlayer(Action):
    """Chance: the first active player."""

    kind = "border.first"
    chance = True
    seat: int


@dataclass(frozen=True)
class Roll(Action):
    """Roll every die not set aside."""

    kind = "border.roll"


@dataclass(frozen=True)
class Dice(Action):
    """Chance: the colours shown by the dice just rolled, in die order."""

    kind = "border.dice"
    chance = True
    faces: tuple[str, ...]


@dataclass(frozen=True)
class Keep(Action):
    """Set die ``die`` aside (``keep`` true) or take it back to be rolled again."""

    kind = "border.keep"
    die: int
    keep: bool


@dataclass(frozen=True)
class Complete(Action):
    """Action 1: cross every open space of ``segment`` with dice of its colour."""

    kind = "border.complete"
    segment: int


@dataclass(frozen=True)
class Cross(Action):
    """Action 2: cross ``space`` with an offered die of its colour."""

    kind = "border.cross"
    space: int


@dataclass(frozen=True)
class Done(Action):
    """End this seat's action (Action 1 for the active player, Action 2 for the others)."""

    kind = "border.done"


ROLL_ACTION = Roll()
DONE_ACTION = Done()
