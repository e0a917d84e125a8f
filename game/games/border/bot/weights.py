"""The evaluation's knobs (``Weights``) and their values per level and number of seats."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Weights:
    """The evaluation's knobs (tuned by self-play)."""

    cost: tuple[float, ...] = (0.0, 1.0, 2.2, 4.0, 6.5, 10.0)
    """Effort of a segment by the number of its spaces still open (0..5)."""
    horizon: float = 9.0
    """Effort at which an open area keeps 1/e of its value."""
    race: bool = False
    """Weigh the high value by the chance of being first (against the opponents' boards)."""
    race_width: float = 2.5
    race_all: bool = False
    """Race against every opponent still open on the area (the product of the chances of
    beating each) instead of against the nearest one only."""
    leftover: float = 0.0
    """How much the dice left to the opponents count against the active player's plan."""
    reach: float = 0.0
    """Bonus per open ring space already next to a cross (passive crossing can take it)."""
    gift_power: float = 0.5
    """The opponents' summed gains are divided by (opponents ** gift_power)."""
    completion: tuple[float, ...] | None = None
    """Logistic model of the chance that an open area is closed before the game ends (None:
    the fixed ``horizon`` discount).  Coefficients of (1, effort, lead, effort / (lead + 5),
    log(1 + effort), log(1 + lead)), where effort is the area's and lead the least effort
    any seat still needs to close its sixth area (the tempo of the game)."""
    sure_win: float = 10.0
    """Hard: added to a plan that ends the game and beats every opponent whatever they cross
    with the dice it leaves them (a sure win beats a larger margin only expected)."""
    completion_shift: float = 0.0
    """Added to the completion model's logit: below 0, open areas (plans still to finish) count
    for less against points already scored."""


EASY_WEIGHTS = Weights()
COMPLETION = {
    2: (0.1534, -0.0363, 0.0035, -0.3335, -1.2262, 0.9673),
    3: (0.0687, -0.058, 0.0052, -0.8033, -1.0113, 0.8945),
    4: (-0.0755, -0.0562, 0.0037, -1.1274, -0.9203, 0.8896),
}
"""Per number of seats: the completion model (``Weights.completion``), fitted by logistic
regression on ~370,000 (open area, turn start) pairs of games between easy players (150 games
at 2 and 3 seats, ~120 at 4), labelled by whether the seat closed the area by the end of the
game (log-loss 0.54-0.59 against 0.71-0.82 for the fixed discount ``exp(-effort / horizon)``)."""
HARD_WEIGHTS = {
    2: Weights(horizon=14.0, race=True, leftover=0.6, reach=0.3),
    3: Weights(horizon=14.0, race=True, leftover=0.6, reach=0.3, completion=COMPLETION[3], race_all=True,
               completion_shift=-0.5),
    4: Weights(horizon=22.0, race=True, leftover=0.9, reach=0.3),
}
"""Per number of seats; tuned by self-play against ``easy`` (what was tried and left out, with its
figures: docs/experiments.md, The Border)."""
