"""The designer's and tuner's tools: the duel of hard against easy players, and the names the
screen imported from the old modules, now each from the module that defines it."""

import dataclasses

from game.games.border.bot import HARD_WEIGHTS, Evaluator, Standing
from game.games.border.tools import _parse_change, duel
from tests.border.tables import RULES, Table, area, leave_segment


def test_duel_reports_the_share_of_easy_opponents_beaten():
    line = duel(2, 1, {"leftover": 0.5})
    assert line.startswith("duel 2 seats, 1 games") and "beats" in line and "%" in line


def test_changes_parse_as_numbers_tuples_or_none():
    assert _parse_change("reach=0.6") == ("reach", 0.6)
    assert _parse_change("cost=0,1,2") == ("cost", (0.0, 1.0, 2.0))
    assert _parse_change("completion=none") == ("completion", None)


def test_every_name_the_screen_imports_is_still_defined_by_the_rules_modules():
    """The names the screen imported from the rules package (a re-export shim until the game
    contract: now from the module that defines each) are all still there."""
    import importlib

    homes = ["components", "rules.actions", "rules.state", "rules.engine"]
    modules = [importlib.import_module(f"game.games.border.{home}") for home in homes]
    for name in ("CROSS", "KEEP", "NO_DIE", "OVER", "PASSIVE", "ROLL", "BorderRules", "BorderState", "Complete",
                 "Cross", "Done", "Keep", "Roll", "Dice", "NO_COLOUR", "NO_SEGMENT", "Geometry", "bits", "hex_centre"):
        assert any(hasattr(m, name) for m in modules), name


def test_rank_objective_is_the_mean_difference_near_a_tie_and_flat_far_from_it():
    state = Table(3).state
    ev = Evaluator(RULES, dataclasses.replace(HARD_WEIGHTS[3], rank_scale=6.0))
    standing = Standing(ev, state, 0, None)
    near = standing.compare(10.0, [9.9, 10.1], 6.0)
    assert abs(near) < 0.05
    assert standing.compare(11.0, [10.0, 10.0], 6.0) > standing.compare(10.5, [10.0, 10.0], 6.0) > 0
    far = standing.compare(90.0, [10.0, 10.0], 6.0) - standing.compare(80.0, [10.0, 10.0], 6.0)
    assert 0 <= far < 0.01


def test_autopsy_reports_where_the_points_come_from():
    from game.games.border.tools import autopsy

    text = autopsy(3, 1, {})
    lines = text.splitlines()
    assert lines[0].startswith("autopsy 3 seats, 1 games")
    assert "passive_all5" in lines[1]
    rows = {line[:14].strip(): line.split() for line in lines[2:]}
    assert rows["hard"][1] == "1" and rows["easy"][1] == "2"
    hard = dict(zip(lines[1].split()[2:], map(float, rows["hard"][2:])))
    assert hard["points"] == hard["active"] + hard["passive"]
    assert hard["passive_all5"] <= hard["passive"]


def test_completion_shift_lowers_open_areas_only():
    t = Table(3)
    leave_segment(t, 0, "well")
    ev = Evaluator(RULES, dataclasses.replace(HARD_WEIGHTS[3], completion_shift=0.0))
    shifted = Evaluator(RULES, dataclasses.replace(HARD_WEIGHTS[3], completion_shift=-0.5))
    state = t.state
    assert shifted.value(state, 0) < ev.value(state, 0)
    done = state.crossed[0] | RULES.ring_mask[area("well")]
    assert shifted.value(state, 0, done) < ev.value(state, 0, done)  # other areas stay open
    assert shifted.points_after(state, 0, done) == ev.points_after(state, 0, done) > 0


def test_fitted_share_objective_prefers_points_and_reads_as_points_near_a_tie():
    t = Table(3)
    leave_segment(t, 0, "well")
    state = t.state
    model = (0.0, 0.25, 0.2, 0.0, 0.0)
    ev = Evaluator(RULES, dataclasses.replace(HARD_WEIGHTS[3], share_model=model))
    standing = Standing(ev, state, 0, None)
    now = standing.relative(state, state.crossed[0])
    done = state.crossed[0] | RULES.ring_mask[area("well")]
    assert standing.relative(state, done) > now  # closing the well first is worth points
    assert standing._final_share(0.0) == 0.0  # level with both opponents (no points yet): a tie
    assert standing._final_share(5.0) > 0.0
    plain = Evaluator(RULES, dataclasses.replace(HARD_WEIGHTS[3], share_model=None))
    assert plain.value_effort(state, 0)[0] == plain.value(state, 0)


def test_share_model_fit_recovers_a_known_logistic():
    import math
    import random

    from game.games.border.bot.fit import log_loss, logistic_fit

    rng = random.Random(3)
    rows = []
    for _ in range(3000):
        x = (1.0, rng.uniform(-10, 10), rng.uniform(-10, 10))
        p = 1 / (1 + math.exp(-(0.5 + 0.3 * x[1] - 0.1 * x[2])))
        rows.append((x, 1.0 if rng.random() < p else 0.0))
    w = logistic_fit(rows, (0, 1, 2))
    assert abs(w[0] - 0.5) < 0.2 and abs(w[1] - 0.3) < 0.05 and abs(w[2] + 0.1) < 0.05
    assert log_loss(rows, (0, 1, 2), w) < log_loss(rows, (0,), [0.0])
