"""Computer players for Schotten Totten.

* ``random`` — any legal move.
* ``easy``   — one move of look-ahead with a board evaluation: for every stone it
  compares the best formation this seat can still build from its own hand with the best
  one the opponent could still reach, so it keeps formations that can win, dumps low
  cards where they hurt least and claims whatever it can.
* ``hard``   — claims every provable stone at once, then plays the strategy player's best few
  moves (``strategy.py``) into the same guesses of the hidden hand and deck, each followed by
  a short guided playout scored by a cheap ceiling-based judgement (``leaf.py``), for a fixed
  number of playouts (``hard.py``).
* ``sparring`` (not offered to people) — the strategy player alone, to measure the others.
"""

from __future__ import annotations

from game.core.bots import BotLevels, RandomBot
from game.games.schotten.bot.easy import EasyBot
from game.games.schotten.bot.hard import SEARCH_ITERATIONS, HardBot
from game.games.schotten.bot.strategy import SparringBot

BOTS = BotLevels(random=RandomBot, easy=EasyBot, hard=HardBot)
LEVELS = BOTS.names


def make_bot(level: str, seed: int | None = None):
    """A computer player by level name; ``"sparring"`` (not offered to people) is the
    strategy player used to measure the others (``bot/strategy.py``)."""
    if level == "sparring":
        return SparringBot(seed)
    return BOTS.make(level, seed)


__all__ = ["BOTS", "LEVELS", "SEARCH_ITERATIONS", "EasyBot", "HardBot", "SparringBot", "make_bot"]
