"""The end comes with warning, results explain themselves, the scoring table's buttons (issue 13,
items 12, 15, 16).

The warning is checked against play: in whole games between computer players, whenever a
seat waits for its turn while the last deck is drawn, ``may_end_before_turn`` must say whether
the game really ends before that seat moves again (the track's refill makes it certain)."""

import pygame

from game.core.i18n import tr
from game.core.match import CHANCE
from game.games import make_bot
from game.games.glenmore.rules.state import CHOOSE, MOVE, OVER, TURN_PHASES
from game.games.glenmore.view.ending import may_end_before_turn
from game.games.glenmore.view.overlay import ScoringOverlay
from game.tools.catalog import advance_until, finished_match
from tests.ui.test_glenmore_ui import RULES, new_match, open_table


def _play_recording(seats: int, seed: int):
    """A whole game; for every position, the warning each waiting seat would get."""
    match = new_match(seats=seats, seed=seed)
    bots = {i: make_bot("glenmore", "easy", seed + i) for i in range(seats)}
    said = []  # (action count, seat, warned)
    chose = []  # (action count, seat) when a seat begins choosing a tile
    for _ in range(6000):
        if match.is_over():
            break
        state = match.state
        begins = state.phase == CHOOSE and match.to_move() == state.current
        if begins and (not chose or chose[-1] != (len(match.actions), state.current)):
            chose.append((len(match.actions), state.current))
        if state.phase in TURN_PHASES:
            for seat in range(seats):
                if seat != state.current:
                    said.append((len(match.actions), seat, may_end_before_turn(RULES, state, seat)))
        who = match.to_move()
        if who == CHANCE:
            match.resolve_chance()
        else:
            match.play(bots[who].choose(RULES, RULES.view(match.state, who), who))
    return match, said, chose


def test_the_warning_says_exactly_whether_a_waiting_player_moves_again():
    for seats, seed in ((2, 4), (3, 9)):
        match, said, chose = _play_recording(seats, seed)
        assert match.state.phase == OVER
        warned = [(count, seat) for count, seat, on in said if on]
        assert warned, "the last deck always brings a warning to someone"
        # the first warning of each seat: the game then ends before that seat chooses again
        firsts = {}
        for count, seat in warned:
            firsts.setdefault(seat, count)
        for seat, count in firsts.items():
            later = [c for c, s in chose if s == seat and c > count]
            assert not later, f"seat {seat} was warned at action {count} but chose again at {later[0]}"
        # and a seat that never moved again was warned while it waited
        for seat in range(seats):
            last = max(c for c, s in chose if s == seat)
            waiting = [on for count, s, on in said if s == seat and count > last]
            assert not waiting or any(waiting), f"seat {seat} lost its turn to the end without a warning"


def test_the_turn_band_warns_when_the_end_is_near(app, driver):
    match = advance_until(
        new_match(seats=2, seed=4),
        lambda m: m.to_move() == 0 and may_end_before_turn(RULES, m.state, 0),
    )
    assert not match.is_over()
    view = open_table(app, driver, match)
    app.render()  # the band draws the warning (a smoke test of the drawing)
    assert view.state.phase in TURN_PHASES


def test_no_spend_your_0_moves(app, driver):
    match = advance_until(new_match(seed=5), lambda m: m.to_move() == 0 and m.state.phase == MOVE)
    view = open_table(app, driver, match)
    match.state.moves = 0
    scene = app.stack.top
    scene.session.refresh()
    assert "0" not in tr(view.prompt(scene.session.model()))


def test_next_is_off_on_the_latest_scoring(app, driver):
    match = finished_match("glenmore")
    view = open_table(app, driver, match)
    overlay = ScoringOverlay(app, view.grules.data, view.state, len(match.state.scorings) - 1)
    assert not overlay.next.enabled and overlay.previous.enabled
    overlay.turn(-1)
    assert overlay.next.enabled
    app.stack.push(overlay)
    app.render()
    overlay.turn(1)
    app.render()  # the kept table is redrawn for the other scoring


def test_results_name_their_sources_and_messages_keep_off_the_buttons(app, driver):
    match = finished_match("glenmore")
    view = open_table(app, driver, match)
    scene = next(s for s in app.stack.scenes if getattr(s, "view", None) is view)
    shown = view.results(scene.session.model())
    lines = {row.seat: row.detail for row in shown.rows}
    penalised = [s for s in range(match.state.num_seats) if match.state.points[s]["penalty"]]
    for seat in penalised:
        assert "tiles →" in tr(lines[seat]) and "−" in tr(lines[seat])
    assert tr(shown.note)
    scene.show_results()
    results = app.stack.top
    assert results.toast_bottom is not None and results.toast_bottom <= results.panel_rect.y
    app.toast("Game loaded.")
    app.render()
    driver.key(pygame.K_ESCAPE)
