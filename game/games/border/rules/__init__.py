"""The Border's rules: ``RULES`` is the Rules class (``engine``); ``state`` holds the table
and its phases, ``actions`` the atomic decisions.

Re-exports the names other modules import, so ``from game.games.border.rules import X``
keeps working (the board names the screen uses come from ``game.games.border.components``).
"""

from game.games.border.components import NO_COLOUR, NO_SEGMENT, Geometry, bits, hex_centre
from game.games.border.rules.actions import (
    DONE_ACTION,
    ROLL_ACTION,
    Complete,
    Cross,
    DealBoards,
    Dice,
    Done,
    FirstPlayer,
    Keep,
    Roll,
)
from game.games.border.rules.engine import RULES, BoardTables, BorderRules
from game.games.border.rules.state import (
    ACTIVE_PHASES,
    BOARD_CHOICES,
    CROSS,
    DEAL,
    FIRST,
    FIRST_CHOICES,
    KEEP,
    NO_BOARD,
    NO_DIE,
    NOBODY,
    OVER,
    PASSIVE,
    ROLL,
    ROLLING,
    BorderState,
)

__all__ = [
    "ACTIVE_PHASES",
    "BOARD_CHOICES",
    "CROSS",
    "DEAL",
    "DONE_ACTION",
    "FIRST",
    "FIRST_CHOICES",
    "KEEP",
    "NOBODY",
    "NO_BOARD",
    "NO_COLOUR",
    "NO_DIE",
    "NO_SEGMENT",
    "OVER",
    "PASSIVE",
    "ROLL",
    "ROLLING",
    "ROLL_ACTION",
    "RULES",
    "BoardTables",
    "BorderRules",
    "BorderState",
    "Complete",
    "Cross",
    "DealBoards",
    "Dice",
    "Done",
    "FirstPlayer",
    "Geometry",
    "Keep",
    "Roll",
    "bits",
    "hex_centre",
]
