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
    versus_mean: bool = False
    """Compare with the opponents' mean instead of the best-placed opponent."""
    race_model: tuple[float, ...] | None = None
    """Logistic model of the chance of being first on an area one closes (None: a logistic in
    the effort difference with ``race_width``).  Coefficients of (1, effort - rival effort,
    effort, min(rival effort, 40))."""
    rank_scale: float = 0.0
    """Above 0: the objective is the expected share of opponents beaten (a logistic of the
    difference with each opponent, with this spread in points, rescaled to points near a
    tie) instead of the difference with the best-placed opponent; ``final_scale`` is the
    spread once a plan ends the game (only the last passive crosses remain)."""
    final_scale: float = 1.0
    completion: tuple[float, ...] | None = None
    """Logistic model of the chance that an open area is closed before the game ends (None:
    the fixed ``horizon`` discount).  Coefficients of (1, effort, lead, effort / (lead + 5),
    log(1 + effort), log(1 + lead)), where effort is the area's and lead the least effort
    any seat still needs to close its sixth area (the tempo of the game)."""
    completion_shift: float = 0.0
    """Added to the completion model's logit: below 0, open areas (plans still to finish) count
    for less against points already scored."""
    open_scale: float = 1.0
    """The open areas' expected points count this much against points scored (below 1: plans
    still open count for less)."""
    share_model: tuple[float, ...] | None = None
    """When set (hard only): the objective is the share of opponents beaten by a logistic model
    fitted on games of hard against easy players (``bot/fit.py``), coefficients of (1, points
    difference, open expected points difference, rival's effort to the end - own effort,
    open difference x exp(-tempo / 8)); ``final_scale`` once a plan ends the game."""
    rollouts: int = 0
    """Above 0 (hard only): near the end of the game (``rollout_near``), the best
    ``rollout_plans`` plans for Action 1 are each played out this many times by easy players
    (``rollout.EndgameProbe``) and the best by result is taken."""
    rollout_plans: int = 6
    rollout_passive: bool = False
    """Also the passive crosses near the end: the best sequences the beam met, each played out."""
    rollout_keep: bool = False
    """Also the roll / re-roll decisions near the end: the best ``rollout_plans`` by expectimax,
    each played out (hard's own turn by expectimax and its best plan, then easy players)."""
    rollout_near: int = 1
    rollout_self: bool = False
    """In the rollouts, the probing seat plays with hard's evaluation and objective, one ply
    (``players.QuickHardBot``), instead of as an easy player."""
    """Rollouts once some seat has closed all but this many of the areas that end the game."""



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
RACE = {
    2: (0.9024, -0.3004, 0.1971, -0.1806),
    3: (0.4091, -0.2765, 0.1582, -0.1445),
    4: (0.1356, -0.9969, 0.8738, -0.8616),
}
"""Per number of seats: the race model (``Weights.race_model``), fitted on the same games
(whether a seat that closed an area was first there; log-loss 0.45-0.60 against 0.81-0.84)."""
HARD_WEIGHTS = {
    2: Weights(horizon=14.0, race=True, leftover=0.6, reach=0.3),
    3: Weights(horizon=14.0, race=True, leftover=0.6, reach=0.3, completion=COMPLETION[3], race_all=True,
               completion_shift=-0.5),
    4: Weights(horizon=22.0, race=True, leftover=0.9, reach=0.3),
}
"""Per number of seats; tuned by self-play against ``easy`` (python -m game.tools.selfplay).
The fitted models are used at 3 seats only: there hard beat 70 % of easy opponents over 96
games with them against 65 % over 48 without; at 2 seats they measured worse (72 % against
83 % over 60 games) and at 4 seats no better (63-69 % against 68 %), all within the noise.
Re-measured with ``python -m game.games.border.tools --duel`` (share of easy opponents beaten):
3 seats 64.7 % over 150 games, 4 seats 70.2 % over 150.  Tried and no better, 100-150 games each:
at 3 seats ``rank_scale=6`` 59.7 %; at 4 seats ``reach=0.6`` 62.3 %, a flatter ``cost``
(0, 1, 2, 3.1, 4.3, 5.7) 65.7 %, ``versus_mean`` 70.3 %, ``race_all`` 67.3 %.  At 3 seats the race
against every rival (``race_all``, the plain logistic instead of ``RACE[3]``) measured 69.5 % and 67.5 %
over two sets of 100 games against 64.7 % (150) and 66.5 % (100) for the fitted race model, with a
better margin over the best easy player both times (+2.6 / +0.5 against -1.1 / -0.4): kept, though the
gain (~3 points) is within the noise.
At 3 seats the completion model's logit is shifted by -0.5 (``completion_shift``: plans still open count
for less against points scored): 73.5 % of easy opponents beaten over 300 games against 69.5 % on the
same seeds (76.5 % / 72.0 % over games 0-99 / 100-299, against 69.5 % / 69.5 %); a shift of -1.0 measured
72.0 % over games 0-99, and over the same 300 games -0.25 71.0 %, -0.75 72.0 %.  Endgame rollouts
(``rollouts``, the same 300 games, some seat 2 areas from the end): the 6 best plans x 16 rollouts
73.8 %, the 3 best x 48 once a seat is 1 area from the end 72.8 %, with re-rolls and passive crosses
too (6 x 8, 2 areas) 70.7 %; at 4 seats plans x 16 70.3 % over 200 games
against 71.2 %: none better, left off.  With hard's own seat in the rollouts played by hard's one-ply
player (``rollout_self``, the 6 best plans x 16 rollouts, 2 areas from the end) 73.2 % over the same 300
games (margin over the best easy player +2.57), at twice the CPU of a game (decision p95 0.039 s): no better.
At 4 seats nothing tried beat 70.0 % (100 games, the same seeds):
horizon 14 70.3 %, horizon 30 68.7 %, ``leftover`` 1.3 66.0 %, ``leftover`` 0.6 71.7 % (but 69.0 % on games
100-199 against 72.4 %), ``COMPLETION[4]`` shifted by -0.5 66.0 % (67.7 % with ``race_all``).
The objective fitted on hard-v-easy games (``share_model``, ``bot/fit.py``, 150 training games on seed 7,
the last 50 held out) measured worse, over the duel's 300 games (seed 1): at 3 seats
(1.7416, 0.1253, 0.1086, 0, 0.3303) 64.0 % against 73.5 %, at 4 seats (1.2786, 0.1607, 0.0686, 0.0113,
0.076) 68.9 % against 69.8 %; like ``rank_scale`` before it, a share of opponents beaten steers worse
than the difference with the best opponent.  The 4-seat fit counts open points at about half a point
scored (0.0686-0.096 against 0.1607-0.1695); ``open_scale`` 0.6 at 4 seats measured 70.6 % against 69.8 %
(300 games, within the noise): left at 1.0.  At 3 seats the fit gives open points ~0.9 of a point scored
(with ``completion_shift`` -0.5 already), so open_scale was not tried there."""

