"""The designer's and tuner's tools: selfplay tuning the hard player against easy players, the
autopsy, and the names the screen imported from the old modules, now each from the module that defines it."""

import dataclasses

import pytest

from game.games.border.bot import HARD_WEIGHTS, Evaluator
from tests.border.tables import RULES, Table, area, leave_segment


def test_selfplay_tunes_the_hard_player_and_keeps_a_resumable_line_per_game(tmp_path, capsys):
    from game.tools import selfplay

    out = tmp_path / "run.jsonl"
    args = ["--game", "border", "--seats", "hard,easy", "--set", "leftover=0.5", "--out", str(out)]
    assert selfplay.main([*args, "--games", "1"]) == 0
    assert len(out.read_text().splitlines()) == 1
    assert selfplay.main([*args, "--games", "2", "--compare", str(out)]) == 0
    assert len(out.read_text().splitlines()) == 2  # the first game was not played again
    text = capsys.readouterr().out
    assert "border: 2 games" in text and "paired with the other run on 2 games" in text
    bot = selfplay.make_bot("border", "hard", 3, 2, {"leftover": 0.5})
    assert bot.weights(2).leftover == 0.5 and bot.weights(2).reach == HARD_WEIGHTS[2].reach


def test_selfplay_settings_parse_as_numbers_tuples_none_or_flags():
    from game.tools.selfplay import parse_setting

    assert parse_setting("reach=0.6") == ("reach", 0.6)
    assert parse_setting("cost=0,1,2") == ("cost", (0.0, 1.0, 2.0))
    assert parse_setting("completion=none") == ("completion", None)
    assert parse_setting("race=false") == ("race", False)


def test_only_the_hard_players_known_weights_can_be_changed():
    from game.games.border.bot import tuned_bot

    with pytest.raises(ValueError, match="unknown weights"):
        tuned_bot("hard", 1, 3, {"rank_scale": 6.0})
    with pytest.raises(ValueError, match="only the hard level"):
        tuned_bot("easy", 1, 3, {"leftover": 0.5})


def test_every_name_the_screen_imports_is_still_defined_by_the_rules_modules():
    """The names the screen imported from the rules package (a re-export shim until the game
    contract: now from the module that defines each) are all still there."""
    import importlib

    homes = ["components", "rules.actions", "rules.state", "rules.engine"]
    modules = [importlib.import_module(f"game.games.border.{home}") for home in homes]
    for name in ("CROSS", "KEEP", "NO_DIE", "OVER", "PASSIVE", "ROLL", "BorderRules", "BorderState", "Complete",
                 "Cross", "Done", "Keep", "Roll", "Dice", "NO_COLOUR", "NO_SEGMENT", "Geometry", "bits", "hex_centre"):
        assert any(hasattr(m, name) for m in modules), name


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


def test_logistic_fit_recovers_the_model_that_labelled_the_rows():
    """Rows labelled by their own probabilities under a known model (as expected counts: each row
    twice, with weights p and 1 - p spelled out by repeating rows) fit back to that model."""
    import math

    from game.games.border.tools import fit_logistic, log_loss

    truth = (0.5, -1.0, 2.0)
    rows = []
    for i in range(40):
        x = (1.0, i / 10.0, (i % 7) / 7.0)
        p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(truth, x))))
        ones = round(100 * p)
        rows += [(x, 1.0, i)] * ones + [(x, 0.0, i)] * (100 - ones)
    fitted = fit_logistic(rows, ridge=0.0)
    assert all(abs(a - b) < 0.05 for a, b in zip(fitted, truth))
    assert log_loss(rows, fitted) <= log_loss(rows, [0.0, 0.0, 0.0])


def test_completion_rows_label_every_open_area_of_every_seat_at_each_round_start():
    from game.games.border.tools import completion_rows

    rows = completion_rows(3, 1, {})
    assert rows and {len(x) for x, _, _ in rows} == {10} and {y for _, y, _ in rows} == {0.0, 1.0}
    assert all(x[9] >= 0 for x, _, _ in rows) and any(x[9] > 0 for x, _, _ in rows)  # the next turn's chances
    first_round = [x for x, _, _ in rows[:30]]
    assert all(x[0] == 1.0 and x[1] > 0 and x[6] >= 1 for x in first_round)  # open areas need effort and spaces
