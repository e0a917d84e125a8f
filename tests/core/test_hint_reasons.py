"""The "why" line of a suggested move, for every game: read from the person's view without
changing it, in words that exist in English and Portuguese; nearly every hint carries one; no
reason claims a gain the rules cannot give (each claim is worked out again by
``game/tools/claims.py``); no line says the same thing twice.  The same figures over 1,000
positions per game come from ``python -m game.tools.hints --game <game>``."""

import importlib
import json

import pytest

from game import games
from game.core import i18n
from game.tools import claims
from game.tools.hints import doubled, measure, positions

HINTS = {"glenmore": 30, "border": 120, "brass": 36, "schotten": 16}
"""Positions per game whose hard hint the suite judges (the tool's 1,000 give the figure)."""
EVERY_MOVE = {"glenmore": 40, "border": 80, "brass": 50, "schotten": 30}
"""Positions per game at which every legal move's reason is judged."""
COMMON = {
    "glenmore": {"glenmore.hint.member", "glenmore.hint.converts", "glenmore.hint.sets_working",
                 "glenmore.hint.makes", "glenmore.hint.produces"},
    "border": {"border.hint.closer", "border.hint.collect", "border.hint.roll_start", "border.hint.nothing_fits"},
    "brass": {"brass.hint.build", "brass.hint.link_vp", "brass.hint.card_least", "brass.hint.develop"},
    "schotten": {"schotten.hint.aim_count", "schotten.hint.draw_clan"},
}


@pytest.mark.parametrize("game", games.GAME_ORDER)
def test_nearly_every_hint_has_a_true_reason_said_once(game):
    tally = measure(game, HINTS[game], seed=2)
    assert tally.reasons >= 0.95 * tally.positions, tally.missing
    assert tally.false_claims == []
    assert tally.doubles == []


@pytest.mark.parametrize("game", games.GAME_ORDER)
def test_no_reason_for_any_legal_move_claims_a_gain_that_cannot_happen(game):
    tally = measure(game, EVERY_MOVE[game], seed=3, every_move=True)
    assert tally.false_claims == []
    assert tally.doubles == []


@pytest.mark.parametrize("game", games.GAME_ORDER)
def test_why_lines_read_the_view_only_exist_in_both_languages_and_cover_the_common_moves(game):
    why = importlib.import_module(f"game.games.{game}.hints").why
    seen = set()
    for pos in positions(game, 60, seed=4, stride=3):
        view = pos.view
        before = json.dumps(view.to_json(), sort_keys=True)
        for action in pos.rules.legal_actions(view)[:30]:
            msg = why(pos.rules, view, action, pos.seat)
            if msg is None:
                continue
            seen.add(msg.key)
            for lang in ("en", "pt"):
                i18n.set_language(lang)
                try:
                    assert i18n.has(msg.key), (lang, msg.key)
                    assert i18n.tr(msg).strip() and "{" not in i18n.tr(msg)
                finally:
                    i18n.set_language("en")
        assert json.dumps(view.to_json(), sort_keys=True) == before  # the view is untouched
    assert COMMON[game] <= seen, COMMON[game] - seen


# -- the cases the issue names ---------------------------------------------------------------


def test_glen_more_says_why_a_production_tile_is_taken():
    from game.games.glenmore.hints import why
    from game.games.glenmore.rules.actions import Take
    from tests.glenmore.helpers import RULES, first_tile_space, new_game, on_track, tile_of

    for kind in ("forest", "grain_field"):
        state = new_game(2)
        space = first_tile_space(state)
        on_track(state, space, tile_of(kind))
        msg = why(RULES, RULES.view(state, 0), Take(space), 0)
        assert msg is not None and msg.key == "glenmore.hint.makes"
        assert claims.problem("glenmore", RULES, RULES.view(state, 0), Take(space), 0, msg) is None
        assert "each time it works" in i18n.tr(msg)


def test_the_border_does_not_repeat_the_completion_the_log_line_announces():
    from game.games.border.hints import why
    from game.games.border.rules.actions import Complete
    from tests.border.tables import Table, leave_segment

    for first_done in (False, True):
        t = Table()
        if first_done:  # seat 1 took the Well's high value before
            t.state.first_stamp[t.rules.bs.area_index("well")] = 0
        seg, name, _length = leave_segment(t, 0, "well")
        need = t.rules.segment_need(t.state, 0, seg)
        t.roll(*([name] * need + [c for c in ("grey", "red", "yellow", "blue", "orange", "green") if c != name][
            : 5 - need]))
        view = t.rules.view(t.state, 0)
        msg = why(t.rules, view, Complete(seg), 0)
        line = i18n.tr(t.rules.describe(view, Complete(seg), 0))
        assert "Well complete" in line and msg is not None
        assert not doubled(line, i18n.tr(msg)), (line, i18n.tr(msg))
        assert claims.problem("border", t.rules, view, Complete(seg), 0, msg) is None


def test_brass_claims_no_vp_for_a_level_one_tile_that_cannot_flip_before_the_canal_era_ends():
    """The person's last card of the canal era builds a level-I tile that nothing can flip in
    time (the issue's brewery, unconnected, in the last round): no line may promise its VP."""
    from game.core.i18n import Msg
    from game.games.brass.hints import why
    from game.games.brass.rules.actions import Build
    from game.games.brass.rules.state import CANAL, HUMAN, MAIN

    rules = games.rules_for("brass")
    checked = 0
    for pos in positions("brass", 200, seed=5, stride=2):
        state = pos.state
        if state.era != CANAL or state.phase != MAIN or not state.hand:
            continue
        state = state.clone()
        state.hand, state.draw_left = ["wild_location"], 0  # one action left in the era: this one
        view = rules.view(state, 0)
        for action in rules.legal_actions(view):
            if not isinstance(action, Build) or action.industry in ("coal_mine", "iron_works"):
                continue
            industry = rules.ind[action.industry]
            if view.lowest_level(HUMAN, industry) != 1:
                continue
            level = rules.t.level(industry, 1)
            promise = Msg("brass.hint.build", income=level.income, points=level.vp)
            if claims.problem("brass", rules, view, action, 0, promise) is None:
                continue  # it can flip in time (or at once)
            checked += 1
            msg = why(rules, view, action, 0)
            assert msg is None or msg.key != "brass.hint.build", i18n.tr(msg)
            assert msg is None or claims.problem("brass", rules, view, action, 0, msg) is None
        if checked >= 3:
            break
    assert checked >= 3
