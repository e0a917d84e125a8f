"""A value of Brass positions learned from outcomes (the hard player's evaluation, optional).

``features(state)`` splits the hand-set evaluation (heuristics.py) into its unweighted terms,
for both sides: the points to come from flipped tiles, unsold goods (and whether a merchant
and beer are at hand), resource tiles by resource, barrels, links, money, income, cards.
``Weights`` times those terms is the hand-set value (``PRIOR``); ``fit.py`` fits per era the
coefficients that best predict the points each side will still score by the end of the game
(ridge regression pulled towards the prior), from positions logged along many games
(``tools.py --features``).  ``LearnedEvaluator`` values a position as the points already scored
(the person's minus the Automa's, both counted fully) plus the fitted terms.
"""

from __future__ import annotations

from game.games.brass.bot.fitted import COEFFICIENTS
from game.games.brass.bot.heuristics import ROUNDS_PER_ERA, Evaluator, Weights
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.network import Board
from game.games.brass.rules.state import AUTOMA, CANAL, HUMAN, OVER, BrassState

SIDE_TERMS = (
    "flipped",  # VP of flipped tiles times the era ends still to score them
    "unsold",  # VP of unsold goods (times the era ends; fading in their last era)
    "unsold_buyer",  # the same, of those connected to a merchant that buys them
    "unsold_beer",  # the same, of those that also have the beer at hand
    "coal",  # VP of unflipped coal mines (times the era ends)
    "iron",  # VP of unflipped iron works
    "beer",  # VP of unflipped breweries
    "late_resource",  # VP of unflipped resource tiles that must flip in this era, fading with it
    "cubes",  # coal/iron cubes and barrels still on the side's unflipped tiles
    "links",  # VP the side's links would score now
    "link_count",  # links of the side
)
PERSON_TERMS = (
    "unsold_income",  # income of unsold goods times the rounds left (fading as above)
    "unsold_income_buyer",
    "unsold_income_beer",
    "barrels",  # barrels on the person's breweries, fading with the era
    "money",  # spendable money times the share of the game left
    "income",  # income level times rounds left times the share of the game left
    "cards",
    "wilds",
    "mat_low",  # level-1 tiles still blocking an industry in the rail era
)
NAMES = tuple(f"p.{n}" for n in SIDE_TERMS + PERSON_TERMS) + tuple(f"a.{n}" for n in SIDE_TERMS)


def prior(w: Weights | None = None) -> dict[str, float]:
    """The hand-set evaluation's weight of each term (its value, less the points scored)."""
    w = w or Weights()
    side = {
        "flipped": 1.0,
        "unsold": w.unsold,
        "unsold_buyer": w.sellable_now,
        "unsold_beer": w.sellable_now,
        "coal": w.resource_tile,
        "iron": w.resource_tile,
        "beer": w.resource_tile,
        "late_resource": 0.0,
        "cubes": 0.0,
        "links": 1.0,
        "link_count": w.link_potential,
    }
    person = {
        "unsold_income": w.unsold * w.income * 0.5,
        "unsold_income_buyer": w.sellable_now * w.income * 0.5,
        "unsold_income_beer": w.sellable_now * w.income * 0.5,
        "barrels": w.beer,
        "money": w.money,
        "income": w.income,
        "cards": w.card,
        "wilds": w.wild,
        "mat_low": -w.mat_low,
    }
    out = {f"p.{k}": v for k, v in side.items()}
    out.update({f"p.{k}": v for k, v in person.items()})
    out.update({f"a.{k}": -w.automa * v for k, v in side.items()})
    return out


PRIOR = prior()


def features(rules: BrassRules, state: BrassState, board: Board | None = None) -> dict[str, float]:
    board = board or Board(rules.t, state)
    out = dict.fromkeys(NAMES, 0.0)
    _side(rules, state, board, HUMAN, "p.", out)
    _side(rules, state, board, AUTOMA, "a.", out)
    _person(rules, state, out)
    return out


def _late(state: BrassState) -> float:
    return min(1.0, (max(0, ROUNDS_PER_ERA - state.round) + 0.5) / 4)


def _rounds_left(state: BrassState) -> int:
    return (1 - state.era) * ROUNDS_PER_ERA + max(0, ROUNDS_PER_ERA - state.round)


def _side(rules: BrassRules, state: BrassState, board: Board, owner: int, pre: str, out: dict) -> None:
    t = rules.t
    eras_left = 2 if state.era == CANAL else 1
    late = _late(state)
    left = _rounds_left(state)
    for sp in board.tiles(owner):
        industry, level = state.sp_ind[sp], state.sp_level[sp]
        lv = t.level(industry, level)
        this_era = level == 1 or state.era != CANAL
        scorings = 1 if this_era else eras_left
        vp = lv.vp * scorings
        if state.sp_flipped[sp]:
            out[pre + "flipped"] += vp
            continue
        if not t.sellable[industry]:
            out[pre + t.resource[industry]] += vp
            out[pre + "cubes"] += state.sp_cubes[sp]
            if this_era:
                out[pre + "late_resource"] += vp * late
            if owner == HUMAN and t.resource[industry] == "beer":
                out["p.barrels"] += state.sp_cubes[sp] * late
            continue
        fade = late if this_era else 1.0
        income = lv.income * left * fade if owner == HUMAN else 0.0
        out[pre + "unsold"] += vp * fade
        if owner == HUMAN:
            out["p.unsold_income"] += income
        if not board.merchants_for(sp):
            continue
        out[pre + "unsold_buyer"] += vp * fade
        if owner == HUMAN:
            out["p.unsold_income_buyer"] += income
        if board.beer_available(owner, [t.space_loc[sp]], -1) >= lv.beer:
            out[pre + "unsold_beer"] += vp * fade
            if owner == HUMAN:
                out["p.unsold_income_beer"] += income
    for link, lo in enumerate(state.link_owner):
        if lo == owner:
            out[pre + "links"] += board.link_value(link)
            out[pre + "link_count"] += 1


def _person(rules: BrassRules, state: BrassState, out: dict) -> None:
    w = Weights()
    t = rules.t
    left = _rounds_left(state)
    frac = left / (2 * ROUNDS_PER_ERA)
    out["p.money"] = frac * (min(state.money, w.money_cap) + max(0, state.money - w.money_cap) / 3)
    out["p.income"] = rules.board.level(state.income) * left * frac
    wilds = sum(1 for card in state.hand if rules.data.card_types[card].wild)
    out["p.wilds"] = wilds
    out["p.cards"] = len(state.hand) - wilds
    if state.era != CANAL:
        for industry, row in enumerate(state.mat[HUMAN]):
            if row and row[0] and not t.level(industry, 1).buildable_in(state.era):
                out["p.mat_low"] += row[0]


class LearnedEvaluator(Evaluator):
    """Points scored (the person's less the Automa's) plus the fitted terms of the era."""

    def __init__(self, rules: BrassRules, weights: Weights | None = None, coefficients: dict | None = None):
        super().__init__(rules, weights)
        self.coefficients = coefficients or COEFFICIENTS

    def value(self, state: BrassState) -> float:
        total = float(state.vp[HUMAN] - state.vp[AUTOMA])
        if state.phase == OVER:
            return total
        coef = self.coefficients[state.era]
        for name, x in features(self.rules, state).items():
            if x:
                total += coef.get(name, 0.0) * x
        return total
