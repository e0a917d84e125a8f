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
    the fixed ``horizon`` discount).  Coefficients of (1, effort, tempo, effort / (tempo + 5),
    log(1 + effort), log(1 + tempo), open, open next to a cross, log(1 + open)[, next turn]), where
    effort is the area's (its segments' costs: what Action 1 needs), open its ring spaces not
    crossed yet and those next to a cross the ones a passive die could take now (what Action 2
    needs), tempo the least effort any seat still needs to close its sixth area, and next turn
    (a tenth coefficient, optional) the summed chances that one Action 1 completes each of the
    area's open segments (``Evaluator.turn_chances``)."""
    sure_win: float = 10.0
    """Hard: added to a plan that ends the game and beats every opponent whatever they cross
    with the dice it leaves them (a sure win beats a larger margin only expected)."""
    outlook: float = 0.0
    """Hard: a look-ahead of the coming passive turns.  Added to a candidate's value: this times
    what one die of a random colour would be worth to the seat afterwards (its best cross of that
    colour next to its crosses), times tempo / (tempo + 20) (fewer such dice as the end nears)."""
    completion_shift: float = 0.0
    """Added to the completion model's logit: below 0, open areas (plans still to finish) count
    for less against points already scored."""
    next_turn: float = 0.0
    """Hard, passive: the best sequences of crosses within a point of the best (the beam's top
    three) are compared again with this times the expected gain of the seat's next Action 1 from
    the board each leaves added (an expectimax over its rolls, valued by its own board): a cross
    that makes the next roll likelier to complete segments where they count."""


EASY_WEIGHTS = Weights()
COMPLETION = {
    3: (0.895, -0.0024, 0.0062, -1.6159, -0.4389, 0.7684, -0.041, 0.1577, -1.5827, 0.4902),
    4: (0.7012, -0.0105, 0.006, -2.0227, 0.1575, 0.771, -0.0213, 0.1692, -2.3429, 0.6438),
}
"""Per number of seats: the completion model (``Weights.completion``), fitted by logistic regression
on (open area, round start) pairs labelled by whether the seat closed the area by the end of the
game.  3 seats: all ten inputs, 94,399 pairs of 120 games of hard (with the model before: effort and
tempo only, fitted on games between easy players) against easy players, seed 7 (``tools.py --fit 3
--games 120``; log-loss 0.5229 on the last 30 games, against 0.5288 without the next turn's chances
and 0.5333 for effort and tempo only).  4 seats: the open
spaces and the next turn's chances too, 137,094 pairs of 120 games of hard (with the model before,
which lacked the next turn) against easy players, seed 7 (``tools.py --fit 4 --games 120``;
log-loss 0.5414 on the last 30 games, against 0.5465 without the next turn's chances and 0.5548
for effort and tempo only)."""
HARD_WEIGHTS = {
    2: Weights(horizon=14.0, race=True, leftover=0.6, reach=0.3),
    3: Weights(horizon=14.0, race=True, leftover=0.6, reach=0.3, completion=COMPLETION[3], race_all=True,
               completion_shift=-0.5, outlook=1.0, next_turn=0.5),
    4: Weights(race=True, race_all=True, leftover=0.6, completion=COMPLETION[4], outlook=1.0),
}
"""Per number of seats; tuned by self-play against ``easy`` (what was tried and left out, with its
figures: docs/experiments.md, The Border)."""
