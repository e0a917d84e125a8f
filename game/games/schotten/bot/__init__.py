"""Computer players for Schotten Totten.

* ``random`` — any legal move.
* ``easy``   — one move of look-ahead with a sampled board evaluation (``evaluate.py``): for
  every stone it compares the best formation this seat can still build from its own hand with
  the best one the opponent could still reach, so it keeps formations that can win, dumps low
  cards where they hurt least and claims whatever it can.
* ``hard``   — claims every provable stone at once; judges every card play by the chance of
  winning the round it leaves (``value.py``: each stone's chance counted exactly from the
  cards still unseen, the line by the adjacency race), never makes a gift or a dead end while
  another play does not (``guard.py``), and searches the closest plays against the opponent's
  worst reply over guesses of its hand, tactic cards included, and its own best answer to that
  with the card it would draw (``hard.py``).
  ``HardBot.appraise`` gives every legal move with that chance, for the coach.
* ``sparring`` (not offered to people) — a strategy player without search (``strategy.py``),
  to measure the others (``tools.py``).
"""

from __future__ import annotations

from game.core.bots import BotLevels, RandomBot
from game.games.schotten.bot.easy import EasyBot
from game.games.schotten.bot.hard import SEARCH_ITERATIONS, HardBot, appraise
from game.games.schotten.bot.strategy import SparringBot

BOTS = BotLevels(random=RandomBot, easy=EasyBot, hard=HardBot)
LEVELS = BOTS.names


def make_bot(level: str, seed: int | None = None):
    """A computer player by level name; ``"sparring"`` (not offered to people) is the
    strategy player used to measure the others (``bot/strategy.py``)."""
    if level == "sparring":
        return SparringBot(seed)
    return BOTS.make(level, seed)


__all__ = ["BOTS", "LEVELS", "SEARCH_ITERATIONS", "EasyBot", "HardBot", "SparringBot", "appraise", "make_bot"]
