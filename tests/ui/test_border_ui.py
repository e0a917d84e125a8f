"""The Border through the screen: roll, keep, re-roll, complete, Done, Action 2, refusals, a whole game."""

import time

import pygame

from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.games.border.rules.actions import Complete, Cross
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, PASSIVE, ROLL
from game.games.border.view.overlay import BoardOverlay
from game.games.border.view.table import BorderTable
from game.scenes.play import PlayScene, start_match

RULES = BorderRules()


def new_match(seats=("human", "human"), seed=5):
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


def set_dice(scene, faces):
    """Put chosen faces on the dice (positions hand-made for a test, as the rules tests do)."""
    scene.match.state.dice = [RULES.bs.colour_index(f) for f in faces]
    scene.session.refresh()


def die_rect(scene, die):
    return scene.view.tray.slot_of(scene.match.state, die)


def space_centre(scene, space):
    return scene.view.board.lay.centres[space]


def test_roll_keep_reroll_complete_done_then_a_passive_seat_crosses(app, driver):
    match = new_match()
    view = start(app, driver, match)
    state = match.state
    assert state.phase == ROLL and view.view.main_seat == 0
    driver.click(view.view.roll_button.rect.center)
    assert state.phase == KEEP and state.rolls == 1
    # click a die: it is set aside; drag another to the set-aside row; drag the first back
    driver.click(die_rect(view, 0).center)
    assert state.aside == 0b1
    driver.drag(die_rect(view, 1).center, view.view.tray.rows[1].center)
    assert state.aside == 0b11
    driver.drag(die_rect(view, 0).center, view.view.tray.rows[0].center)
    assert state.aside == 0b10
    kept = state.dice[1]
    driver.key(pygame.K_r)
    assert state.rolls == 2 and state.dice[1] == kept and state.aside == 0b10
    # complete a segment by clicking it on the board
    set_dice(view, ("red", "red", "blue", "blue", "green"))
    segments = RULES.completable(state)
    assert segments
    board = RULES.board_of(state, 0)
    seg = segments[0]
    driver.click(space_centre(view, board.segments[seg].spaces[0]))
    assert state.phase == CROSS
    assert not RULES.segment_need(state, 0, seg)
    assert state.used.bit_count() == board.segments[seg].length
    # another by dragging a die onto it, if one is left
    left = RULES.completable(state)
    if left:
        colour = board.segments[left[0]].colour
        die = next(d for d in range(5) if state.dice[d] == colour and not state.used >> d & 1)
        driver.drag(die_rect(view, die).center, space_centre(view, board.segments[left[0]].spaces[-1]))
        assert not RULES.segment_need(state, 0, left[0])
    driver.key(pygame.K_d)
    assert state.phase == PASSIVE and state.current == 1
    driver.send()
    assert view.view.main_seat == 1  # Rui's board is now the large one, with the Action 2 banner
    # Rui crosses a space next to his white spaces with an offered die, then is done
    set_dice(view, ("grey", "red", "yellow", "blue", "orange"))
    state.used, state.offer = 0, RULES.all_dice
    view.session.refresh()
    crossable = RULES.crossable(state)
    assert crossable
    before = state.crossed[1]
    driver.click(space_centre(view, crossable[0]))
    assert state.crossed[1] == before | 1 << crossable[0]
    driver.click(view.view.done_button.rect.center)
    assert state.phase == ROLL and state.active == 1


def test_select_a_die_then_a_space_in_action_two(app, driver):
    match = new_match()
    view = start(app, driver, match)
    state = match.state
    driver.key(pygame.K_r)
    driver.key(pygame.K_d)  # Ana uses no dice: all five go to Rui
    assert state.phase == PASSIVE and state.current == 1
    set_dice(view, ("grey", "red", "yellow", "blue", "orange"))
    crossable = RULES.crossable(state)
    space = crossable[0]
    colour = RULES.board_of(state, 1).colour_of[space]
    die = state.dice.index(colour)
    driver.key(pygame.K_1 + die)
    assert view.view.drag.is_lifted(("die", die))
    assert ("space", space) in view.view.drag.legal
    driver.click(space_centre(view, space))
    assert state.crossed[1] >> space & 1
    assert state.spent >> die & 1


def test_an_illegal_drop_snaps_back_and_says_why(app, driver):
    match = new_match()
    view = start(app, driver, match)
    state = match.state
    driver.key(pygame.K_r)
    set_dice(view, ("red", "blue", "blue", "green", "grey"))
    board = RULES.board_of(state, 0)
    # a red die dropped on a blue space
    blue = next(s for s in range(len(board.colour_of)) if board.colour_of[s] == RULES.bs.colour_index("blue"))
    driver.drag(die_rect(view, 0).center, space_centre(view, blue))
    assert state.used == 0 and state.phase == KEEP
    assert any("blue" in str(t.text) and "red" in str(t.text) for t in app.toasts)
    driver.idle(0.5)
    assert view.view.drag.floating() is None
    # a red die on the red segment of 5: one red die does not complete it
    five = RULES.bs.segment_id(RULES.bs.colour_index("red"), 5)
    driver.drag(die_rect(view, 0).center, space_centre(view, board.segments[five].spaces[0]))
    assert state.used == 0
    assert any("do not complete" in str(t.text) for t in app.toasts)
    # clicking a segment the dice cannot complete explains too
    driver.click(space_centre(view, board.segments[five].spaces[1]))
    assert state.used == 0 and state.phase == KEEP


def test_undo_a_keep_and_enlarge_another_board(app, driver):
    match = new_match(("human", "bot", "bot"))
    view = start(app, driver, match)
    state = match.state
    driver.key(pygame.K_r)
    driver.key(pygame.K_3)
    assert state.aside == 0b100
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert match.state.aside == 0  # undo replays into a fresh state
    seat, rect = view.view.column.panels[0].seat, view.view.column.panels[0].rect
    driver.click(rect.center)
    assert isinstance(app.stack.top, BoardOverlay) and app.stack.top.seat == seat
    driver.key(pygame.K_RIGHT)
    assert app.stack.top.seat == (seat + 1) % 3
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is view


def test_an_idle_table_does_not_redraw(app, driver):
    view = start(app, driver, new_match())
    driver.key(pygame.K_r)
    driver.idle(1.0)
    assert not view.update(0.05)
    app.dirty = False
    app.step([], 0.05)
    app.step([], 0.05)
    assert not app.dirty


def play_through_the_screen(app, driver, match, view, limit=4000):
    """Every human decision taken by a click or a key on the screen, the simplest sensible way.

    While the computer seats play, time passes without drawing (``app.step``); every human
    input goes through ``driver``, which draws a frame after each event.
    """
    for _ in range(limit):
        if match.is_over():
            return
        app.step([], 0.2)
        if view.session.human_to_move() != 0 or view.session.worker is not None:
            continue
        state = match.state
        board = RULES.board_of(state, 0)
        if state.phase == ROLL:
            driver.click(view.view.roll_button.rect.center)
        elif state.phase in (KEEP, CROSS):
            segments = RULES.completable(state)
            if segments:
                driver.click(view.view.board.lay.centres[board.segments[segments[0]].spaces[0]])
            elif state.phase == KEEP:
                driver.key(pygame.K_r)
            else:
                driver.key(pygame.K_RETURN)
        elif state.phase == PASSIVE:
            spaces = RULES.crossable(state)
            if spaces:
                driver.click(view.view.board.lay.centres[spaces[0]])
            else:
                driver.click(view.view.done_button.rect.center)


def test_a_whole_game_against_computer_seats_through_the_screen(app, driver, monkeypatch):
    monkeypatch.setattr("game.storage.autosave", lambda match, match_id: None)  # saves are tested elsewhere
    match = new_match(("human", "bot", "bot"), seed=12)
    view = start(app, driver, match)
    driver.key(pygame.K_l)  # the log closed: a wider table
    started = time.perf_counter()
    play_through_the_screen(app, driver, match, view)
    assert match.is_over()
    assert any(isinstance(a, Complete) for a in match.actions) and any(isinstance(a, Cross) for a in match.actions)
    driver.idle(0.5)
    assert app.stack.top.name == "results"
    assert time.perf_counter() - started < 60


def test_computer_moves_animate_then_the_table_rests(app, driver):
    """A computer's turn tumbles the dice, flies them to the board and draws the crosses; then all is still."""
    app.settings.animation_speed = "fast"
    match = new_match(("human", "bot"), seed=21)
    view = start(app, driver, match)
    driver.key(pygame.K_r)
    driver.key(pygame.K_d)  # Ana passes every die on; Rui (computer) crosses, then takes his turn
    seen = set()
    deadline = time.monotonic() + 60  # the computer thinks on its own thread: give it wall time, not steps
    while time.monotonic() < deadline:
        app.step([], 0.05)
        seen.update(t.payload[0] for t in view.view.fx.die_fx.values())
        if view.view.fx.pending_cross:
            seen.add("cross")
        if view.view.fx.ghosts:
            seen.add("fly")
        if match.state.round > 1 and view.session.human_to_move() == 0 and not view.animator.busy:
            break
        time.sleep(0.001)
    driver.send()
    assert {"tumble", "slide", "cross", "fly"} <= seen
    assert view.session.human_to_move() == 0
    assert not view.update(0.05)  # nothing moves: the app stops drawing
