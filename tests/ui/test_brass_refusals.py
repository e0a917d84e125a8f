"""Brass: every refusal says why (issue 13).  In positions of several seeds and phases, every tile
of the mat is dropped on every space of the map and every piece of the table is clicked; each
drop or click the rules refuse shows a non-empty reason and leaves the match as it was.  Greyed
action buttons carry their reason in their tooltip."""

import pygame  # noqa: F401 - the app fixture needs pygame up

from game.core.i18n import tr
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.games import rules_for
from game.games.brass.rules.state import CARD, CHOICE_PHASES, MAIN
from game.scenes.play import start_match
from game.tools.catalog import advance_until


def _positions():
    """(seed, match) at the person's action choice, a card choice and a source choice."""
    wanted = (
        lambda m: m.state.phase == MAIN and m.state.round >= 2,
        lambda m: m.state.phase == CARD,
        lambda m: m.state.phase in CHOICE_PHASES,
    )
    for seed in (2, 6):
        for i, want in enumerate(wanted):
            match = Match(rules_for("brass"), MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=seed))
            match = advance_until(match, lambda m, w=want: m.to_move() == 0 and w(m), seed=seed + i, limit=4000)
            if match.to_move() == 0:
                yield seed, match


def _look(match):
    return (len(match.actions), repr(match.state.to_json()))


def _reason(app) -> str:
    return " ".join(tr(t.text) if not isinstance(t.text, str) else t.text for t in app.toasts).strip()


def _map_keys(view):
    keys = [("space", sp) for sp in view.space_rects]
    keys += [("link", link) for link in view.slot_rects]
    keys += [("merchant", m) for m in view.merchant_rects]
    keys += [("barrel", m) for m in view.barrel_rects]
    keys += [("mat", name) for name in view.mat_rects]
    keys += [("card", card) for card, _rect in view.card_rects]
    return keys


def test_every_refused_drop_and_click_says_why_and_changes_nothing(app, driver):
    drops = clicks = 0
    for seed, match in _positions():
        scene = start_match(app, match)
        view = scene.view
        driver.send()
        for mode in (None, "build", "network", "develop", "sell"):
            if match.state.phase != MAIN and mode is not None:
                break
            view.mode = mode
            view.layout()
            for source in list(view.drag.sources):
                legal = view.legal_targets(source.payload)
                for key, rect in list(view.drag.targets.items()):
                    if key in legal:
                        continue
                    app.toasts.clear()
                    before = _look(match)
                    view.drag.lift(source)
                    view.drag.drop_on(key, rect.center)
                    assert _reason(app), (seed, mode, source.payload, key)
                    assert _look(match) == before
                    drops += 1
            for key in _map_keys(view):
                if view.actions_at(key):
                    continue
                app.toasts.clear()
                before = _look(match)
                scene.follow(view.click_target(key, (10, 10)))
                assert _reason(app), (seed, match.state.phase, mode, key)
                assert _look(match) == before
                clicks += 1
    assert drops > 500 and clicks > 500


def test_a_greyed_action_button_says_why_in_its_tooltip(app, driver):
    for _seed, match in _positions():
        if match.state.phase != MAIN:
            continue
        view = start_match(app, match).view
        driver.send()
        greyed = [b for b in view.action_buttons().values() if b.enabled and not b.available]
        for button in greyed:
            reason = tr(view._why_none(button.name))
            assert reason and reason in tr(button.tooltip)
        if greyed:
            return
    raise AssertionError("no position with a greyed action")
