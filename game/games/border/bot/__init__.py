"""Computer players for The Border.

* ``random`` — any legal move.
* ``easy``   — greedy: keeps the dice its best plan uses and re-rolls the others, then
  completes the set of segments the evaluation likes best; as a passive player it
  crosses, one die at a time, the space that brings its areas closest to completion
  (which extends long segments it can later finish as the active player).
* ``hard``   — expectimax over the roll / re-roll decisions (every multiset of kept dice,
  every outcome of the re-roll, up to the last roll).  It values the end of Action 1
  against its best-placed opponent: its own gain, minus what the dice it leaves would
  give the opponents, plus the high values it takes from them; it weighs each open area
  by its chance of being first there, closes the game when that wins it, and chooses
  its passive crosses by a beam search over whole sequences (at 3 seats the close ones
  compared again with the expected gain of its next Action 1 from the board each leaves).

The evaluation (``Evaluator``) turns a board into expected points: points scored, plus
for every open area its value (first or later, by race odds) times a discount that
falls with the dice still needed to close it, counting whole segments.
"""

import dataclasses

from game.core.bots import BotLevels, RandomBot
from game.core.rules import Action
from game.games.border.bot.evaluate import Evaluator, Standing
from game.games.border.bot.plan import Expectimax, Planner, colour_options
from game.games.border.bot.players import BorderBot, EasyBot, HardBot
from game.games.border.bot.weights import COMPLETION, EASY_WEIGHTS, HARD_WEIGHTS, Weights
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import BorderState

BOTS = BotLevels(random=RandomBot, easy=EasyBot, hard=HardBot)
LEVELS = BOTS.names
make_bot = BOTS.make


def appraise(rules: BorderRules, view: BorderState, seat: int,
             bot: HardBot | None = None) -> list[tuple[Action, float]]:
    """The hard player's value of every legal move of ``seat`` (``HardBot.appraise``)."""
    return (bot or HardBot(0)).appraise(rules, view, seat)


def tuned_bot(level: str, seed: int | None, seats: int, changes: dict) -> HardBot:
    """The hard player with some of its weights for ``seats`` changed (``selfplay --set``)."""
    if level != "hard":
        raise ValueError(f"only the hard level has weights to change, not {level!r}")
    unknown = sorted(set(changes) - {f.name for f in dataclasses.fields(Weights)})
    if unknown:
        raise ValueError(f"unknown weights {', '.join(unknown)} (see game/games/border/bot/weights.py)")
    return HardBot(seed, dataclasses.replace(HARD_WEIGHTS.get(seats, HARD_WEIGHTS[max(HARD_WEIGHTS)]), **changes))

__all__ = [
    "BOTS", "COMPLETION", "EASY_WEIGHTS", "HARD_WEIGHTS", "LEVELS", "BorderBot", "EasyBot", "Evaluator",
    "Expectimax", "HardBot", "Planner", "Standing", "Weights", "appraise", "colour_options", "make_bot",
    "tuned_bot",
]
