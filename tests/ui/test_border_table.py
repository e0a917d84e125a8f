"""The Border's table with computers (issue 13, items 6-8): your own board stays in front while
the computers act on theirs (their panel grows, their new crosses ringed), a panel grows under
the pointer without redrawing the board, tooltips do not stay through a computer's move, and
every refused drop of a die says why and changes nothing."""

import pygame
import pytest

from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.games.border.rules.actions import Complete, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, OVER, PASSIVE, ROLL, BorderState
from game.games.border.view.table import BorderTable
from game.scenes.play import PlayScene, start_match
from game.tools.catalog import advance_until

RULES = BorderRules()


def new_match(seats, seed=5):
    people = [
        Seat(name, HUMAN) if kind == "human" else Seat(name, "bot", "easy")
        for name, kind in zip(["Ana", "Rui", "Marta", "Tomé"], seats)
    ]
    return Match(RULES, MatchConfig("border", people, {"boards": "in_order", "first": "seat1"}, seed=seed))


def start(app, driver, match) -> PlayScene:
    scene = start_match(app, match)
    driver.send()
    assert isinstance(scene.view, BorderTable)
    return scene


def motion(driver, vpos):
    driver.send(pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real(vpos), rel=(1, 1), buttons=(0, 0, 0)))


def test_your_board_stays_in_front_while_the_computers_act(app, driver):
    app.settings.animation_speed = "normal"  # the computers' moves one by one, as a person sees them
    match = new_match(("human", "bot", "bot", "bot"))
    scene = start(app, driver, match)
    view = scene.view
    state = match.state
    driver.key(pygame.K_r)
    driver.key(pygame.K_d)  # Ana passes her dice on; the computers take their turns
    seen_focus = set()
    for _ in range(1200):
        driver.send(dt=0.05)
        state = match.state
        assert view.main_seat == 0, "the large board is always Ana's"
        if state.phase != OVER and state.current != 0:
            assert view.column.state_focus == state.current
            grown = [pn for pn in view.column.panels if pn.kind == "tall"]
            assert [pn.seat for pn in grown] == [state.current], "the computer acting has its board grown"
            seen_focus.add(state.current)
        if match.to_move() == 0:
            break
    assert seen_focus == {1, 2, 3}
    assert match.to_move() == 0
    # what the computers crossed since Ana last acted is ringed on their boards; her next act clears it
    fresh = {s: view.fresh_crosses(state, s) for s in (1, 2, 3)}
    assert any(fresh.values())
    for s, mask in fresh.items():
        assert mask == state.crossed[s] & ~view.seen_crossed[s]
    driver.key(pygame.K_r if state.phase == ROLL else pygame.K_d)
    assert len(match.log) > 0 and match.log[-1].seat == 0
    assert not any(view.fresh_crosses(match.state, s) for s in (1, 2, 3))


def test_a_panel_grows_under_the_pointer_without_redrawing_the_board(app, driver):
    match = new_match(("human", "bot", "bot", "bot"))
    scene = start(app, driver, match)
    view = scene.view
    assert view.column.state_focus is None and all(pn.kind == "row" for pn in view.column.panels)
    motion(driver, view.board.lay.bounds.center)
    driver.send()  # (the bar's buttons settle on the first frames)
    board_key = scene.board_layer_key()
    for panel in list(view.column.panels):
        for vpos in (panel.rect.midtop, panel.rect.center, (panel.rect.centerx, panel.rect.bottom - 2)):
            motion(driver, view.board.lay.bounds.center)  # from outside the column, as rows
            assert view.focus() is None
            motion(driver, (vpos[0], vpos[1] + (2 if vpos == panel.rect.midtop else 0)))
            assert view.focus() == panel.seat
            shown = {pn.seat: pn for pn in view.shown_panels()}
            assert shown[panel.seat].kind == "tall" and shown[panel.seat].rect.collidepoint(view.pointer)
            assert all(pn.kind == "compact" for s, pn in shown.items() if s != panel.seat)
            # while grown, moving over it keeps it grown (no flicker between panels)
            grown = shown[panel.seat].rect
            for y in (grown.y + 4, grown.centery, grown.bottom - 4):
                motion(driver, (grown.centerx, y))
                assert view.focus() == panel.seat
    assert scene.board_layer_key() == board_key, "a panel growing is the hover layer only"
    motion(driver, view.board.lay.bounds.center)
    assert view.focus() is None


def test_a_tooltip_does_not_stay_through_a_computers_move(app, driver):
    match = new_match(("human", "bot"))
    scene = start(app, driver, match)
    view = scene.view
    driver.key(pygame.K_r)
    die = view.tray.slot_of(match.state, 0)
    motion(driver, die.center)
    driver.idle(1.5)
    assert app.tooltip_shown
    driver.key(pygame.K_d)  # the computer takes its Action 2 and its own turn
    driver.idle(1.0)
    assert any(entry.seat == 1 for entry in match.log), "the computer has moved"
    assert not app.tooltip_shown and scene.tooltip_at(view.pointer) is None
    motion(driver, (die.centerx + 3, die.centery))
    driver.idle(1.5)
    assert app.tooltip_shown  # the pointer moved and rests again: tooltips are back


def snapshot(match) -> str:
    return repr((len(match.actions), [getattr(match.state, name) for name in BorderState.__slots__]))


def positions():
    """A few seeds, each in Action 1 after a roll (dice to keep or to use) and in Action 2."""
    out = []
    for seed in (3, 8, 21):
        m = new_match(("human", "human", "human"), seed=seed)
        m.play(Roll())
        out.append(("keep", m))
        m2 = new_match(("human", "human", "human"), seed=seed)
        advance_until(m2, lambda x: x.state.phase == CROSS and x.to_move() is not None and x.to_move() >= 0, seed=seed)
        out.append(("cross", m2))
        m3 = new_match(("human", "human", "human"), seed=seed)
        advance_until(
            m3, lambda x: x.state.phase == PASSIVE and x.to_move() is not None and x.to_move() >= 0, seed=seed
        )
        out.append(("passive", m3))
    return out


@pytest.mark.parametrize("n", range(9))
def test_every_refused_drop_says_why_and_changes_nothing(app, driver, n):
    phase, match = positions()[n]
    scene = start_match(app, match)
    scene.lay_out()
    view = scene.view
    state = match.state
    assert view.can_act(scene.session.model()), phase
    refused = 0
    for source in list(view.drag.sources):
        legal = view.legal_targets(source.payload)
        die = source.payload[1]
        for target, rect in list(view.drag.targets.items()):
            if target in legal:
                continue
            if target[0] == "zone" and state.phase == KEEP and target[1] == (state.aside >> die & 1):
                continue  # dropped back on its own row: it simply goes home
            before = snapshot(match)
            app.toasts.clear()
            view.drag.lift(next(s for s in view.drag.sources if s.key == source.key))
            assert not view.drag.drop_on(target, rect.center)
            assert snapshot(match) == before
            assert app.toasts and str(app.toasts[-1].text).strip(), (phase, die, target)
            refused += 1
    assert refused > 0


def test_greyed_dice_say_why_in_their_tooltip(app, driver):
    match = new_match(("human", "human"))
    advance_until(match, lambda x: x.state.phase == PASSIVE and x.to_move() is not None and x.to_move() >= 0, seed=4)
    scene = start_match(app, match)
    scene.lay_out()
    state = match.state
    free = RULES.free_dice(state)
    greyed = [d for d in range(5) if not free >> d & 1]
    assert greyed
    for d in greyed:
        tip = str(scene.view.tooltip(scene.view.tray.slot_of(state, d).center, scene.session.model()))
        assert "not yours to use now" in tip


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_a_grown_panel_is_readable_at_1280x720(app, driver, lang):
    """No text under 11 px on the column at four players, each panel grown in turn (issue 13, item 8)."""
    from game.games.border.view import art
    from game.tools.catalog import late_match
    from game.ui.art import ART

    app.settings.language = lang
    app.apply_settings()
    scene = start(app, driver, late_match("border", 4, seed=21, fraction=0.85))
    view = scene.view
    try:
        for panel in list(view.column.panels):
            motion(driver, view.board.lay.bounds.center)
            art._LAYERS.clear()
            art._BOARDS.clear()
            scene.layers.forget()
            ART.sizes_seen = {}
            motion(driver, panel.rect.center)
            driver.send()
            assert view.focus() == panel.seat
            seen, ART.sizes_seen = ART.sizes_seen, None
            assert min(seen) >= 11, (panel.seat, min(seen), seen[min(seen)])
    finally:
        ART.sizes_seen = None
        app.settings.language = "en"
        app.apply_settings()


def test_the_first_frame_after_a_move_draws_again_only_what_the_move_changed(app, driver):
    """Each part of the table is kept by its own slice (issue 22): a die set aside draws the tray
    again, not the boards; a segment completed draws the large board's map again, not its strip
    (no area is completed so early)."""
    match = new_match(("human", "human", "human"))
    scene = start(app, driver, match)
    table = scene.view
    driver.key(pygame.K_r)
    driver.send()
    driver.key(pygame.K_1)  # the first die set aside
    assert match.state.aside == 0b1
    redrawn = set(scene.composer.redrawn)
    assert table.tray in redrawn
    assert not redrawn & {*table.board.parts, *table.panels}, redrawn
    segment = next(iter(RULES.completable(match.state)), None)
    assert segment is not None  # this seed's first roll completes one
    scene.perform(Complete(segment))
    driver.send()
    redrawn = set(scene.composer.redrawn)
    _header, board_map, strip = table.board.parts
    assert not match.state.completed[0]
    assert board_map in redrawn and strip not in redrawn, redrawn
