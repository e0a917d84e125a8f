"""Brass through the screen: choose Build, drag a tile onto a glowing space, pay with a card; a
canal by clicking its line; a sale to the merchant chosen on the map with the beer's source;
refused clicks explain themselves; Esc takes back a half-chosen action; undo; the Automa's
turn follows and animates, then the table rests; the era's end and the results for both
sides; the solo setup; a whole game played through the screen by the computer."""

import time

import pygame

from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.core.rules import CHANCE
from game.games import make_bot
from game.games.brass.rules import scoring
from game.games.brass.rules.actions import (
    Build,
    Develop,
    DevelopAgain,
    Discard,
    Done,
    FreeDevelop,
    Loan,
    Network,
    Pass,
    Sacrifice,
    Scout,
    SecondLink,
    Sell,
    SellAgain,
    Take,
)
from game.games.brass.rules.state import AUTOMA, BEER, CARD, MAIN
from game.games.brass.rules.state import HUMAN as PERSON
from game.games.brass.view.table import BrassTable
from game.scenes.play import start_match
from tests.brass.helpers import RULES, blank, give, lay, link, merchants, put, space

GLOUCESTER_COTTON = 1


def new_match(seed: int = 3, seat: Seat | None = None) -> Match:
    config = MatchConfig("brass", [seat or Seat("Ana", HUMAN)], {}, seed=seed)
    return Match(RULES, config)


def with_state(match: Match, state) -> Match:
    """Put a hand-made position on the table (undo goes back no further than it)."""
    match.state = state
    match._checkpoints = {len(match.actions): state.clone()}
    return match


def open_table(app, driver, match) -> BrassTable:
    """The play screen with ``match``, and its Brass table (``scene_of`` gives the screen)."""
    scene = start_match(app, match)
    driver.send()
    assert isinstance(scene.view, BrassTable)
    return scene.view


def scene_of(app, view: BrassTable):
    """The play screen that holds ``view``."""
    return next(s for s in app.stack.scenes if getattr(s, "view", None) is view)


def toasts(app) -> list[str]:
    return [str(t.text) for t in app.toasts]


def two_ways_to_pay():
    """Round 2, two actions: a Kidderminster card, a Cotton Mill card... (a cotton mill in
    Kidderminster can be paid for with the location card or the wild location card)."""
    state = blank()
    give(state, "kidderminster", "wild_location")
    return state


def test_build_by_dragging_a_tile_onto_a_glowing_space_then_pay_with_a_card(app, driver):
    match = with_state(new_match(), two_ways_to_pay())
    view = open_table(app, driver, match)
    state = match.state
    east = space("kidderminster", 1)
    driver.key(pygame.K_1)  # Build
    assert view.mode == "build" and ("space", east) in view.glowing()
    driver.drag(view.tile_rects["cotton_mill"].center, view.space_rects[east].center)
    assert state.phase == CARD
    glowing_cards = {key[1] for key in view.glowing() if key[0] == "card"}
    assert glowing_cards == {"kidderminster", "wild_location"}
    card = dict(view.card_rects)["kidderminster"]
    driver.click(card.center)
    assert state.sp_owner[east] == PERSON and state.sp_level[east] == 1
    assert state.money == 17 - 12 and "kidderminster" not in state.hand and "wild_location" in state.hand
    assert state.phase == MAIN and state.actions_left == 1


def test_click_a_glowing_space_then_a_refused_click_says_why(app, driver):
    match = with_state(new_match(), two_ways_to_pay())
    view = open_table(app, driver, match)
    state = match.state
    driver.click(view.action_buttons()["build"].rect.center)
    assert view.mode == "build"
    # Stafford's pottery space: no card for it in hand
    pottery = space("stafford", 1)
    assert ("space", pottery) not in view.glowing()
    driver.click(view.space_rects[pottery].center)
    reason = str(RULES.why_illegal(state, Build("pottery", pottery)))
    assert reason in toasts(app) and state.phase == MAIN
    # the glowing one builds at a click (then asks for the card)
    west = space("kidderminster", 0)
    builds = [a for a in match.legal_actions() if isinstance(a, Build) and a.space == west]
    assert builds
    driver.click(view.space_rects[west].center)
    if view.picker is not None:  # two industries fit that space: the picker asks which
        driver.click(view.picker.widgets.widgets[0].rect.center)
    assert state.phase == CARD


def test_escape_takes_back_a_half_chosen_action_and_undo_a_whole_one(app, driver):
    match = with_state(new_match(), two_ways_to_pay())
    view = open_table(app, driver, match)
    state = match.state
    east = space("kidderminster", 1)
    driver.key(pygame.K_b)
    driver.drag(view.tile_rects["cotton_mill"].center, view.space_rects[east].center)
    assert state.phase == CARD
    driver.key(pygame.K_ESCAPE)  # the build is taken back, not the menu opened
    state = match.state  # undo rebuilds the state
    assert app.stack.top is scene_of(app, view) and state.phase == MAIN and state.actions_left == 2
    assert sorted(state.hand).count("kidderminster") == 1
    # a whole action, then Ctrl+Z (twice: the card, then the build)
    driver.key(pygame.K_b)
    driver.drag(view.tile_rects["cotton_mill"].center, view.space_rects[east].center)
    driver.click(dict(view.card_rects)["wild_location"].center)
    state = match.state
    assert state.sp_owner[east] == PERSON and state.actions_left == 1
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    state = match.state
    assert state.sp_owner[east] != PERSON and state.actions_left == 2 and state.money == 17
    # Esc with nothing chosen opens the menu as everywhere
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top.name == "menu"


def test_a_canal_by_clicking_its_line_and_a_refused_line(app, driver):
    state = blank()
    put(state, PERSON, "cotton_mill", "worcester", 0)
    match = with_state(new_match(), state)
    view = open_table(app, driver, match)
    driver.key(pygame.K_2)  # Network
    line = link("worcester", "gloucester")
    assert ("link", line) in view.glowing()
    assert view.target_at(view.slot_rects[line].center) == ("link", line)
    far = link("stafford", "stone")
    driver.click(view.slot_rects[far].center)
    assert str(RULES.why_illegal(state, Network(far))) in toasts(app)
    driver.click(view.slot_rects[line].center)
    assert state.link_owner[line] == PERSON and state.money == 17 - 3
    assert state.phase == MAIN and state.actions_left == 1


def test_sell_to_the_merchant_chosen_on_the_map_with_the_beer_from_a_brewery(app, driver):
    state = blank()
    merchants(state, "wild", "cotton_mill", "cotton_mill", "blank", "blank")
    mill = put(state, PERSON, "cotton_mill", "worcester", 0)
    brewery = put(state, PERSON, "brewery", "coalbrookdale", 0)
    lay(state, PERSON, "worcester", "gloucester")
    match = with_state(new_match(), state)
    view = open_table(app, driver, match)
    driver.key(pygame.K_4)  # Sell
    assert ("space", mill) in view.glowing()
    driver.click(view.space_rects[mill].center)
    # both Gloucester tiles buy cotton: they glow, one is clicked
    assert view.sell_space == mill
    assert {("merchant", 1), ("merchant", 2)} <= view.glowing()
    driver.click(view.merchant_rects[2].center)
    assert state.phase == BEER
    assert ("space", brewery) in view.glowing() and ("barrel", 2) in view.glowing()
    driver.click(view.space_rects[brewery].center)
    assert state.sp_flipped[mill] and state.sp_cubes[brewery] == 0


def test_action_buttons_without_a_use_say_why_and_keys_choose_them(app, driver):
    state = blank()
    match = with_state(new_match(), state)
    view = open_table(app, driver, match)
    driver.key(pygame.K_4)  # nothing to sell
    assert view.mode is None and toasts(app)
    app.toasts.clear()
    driver.key(pygame.K_5)  # a loan: the only card kind pays at once
    assert state.money == 17 + 30 and state.actions_left == 1


def test_the_automas_turn_follows_animates_and_the_table_rests(app, driver):
    app.settings.animation_speed = "fast"
    match = new_match(seed=5)
    view = open_table(app, driver, match)
    state = match.state
    assert state.actions_left == 1  # the very first round: one action
    before = len(match.log)
    driver.key(pygame.K_7)  # pass
    if state.phase == CARD:
        driver.click(view.card_rects[0][1].center)
    assert state.round == 2 and state.phase == MAIN
    assert state.a_log and len(match.log) > before
    assert any("Automa" in str(e.text) for e in match.log[before:])
    assert view.effects.automa_busy() or not [r for r in state.a_log if r[0] in ("build", "link")]
    assert view.automa_lines()
    for _ in range(60):  # six seconds of the show, without drawing every frame
        app.step([], 0.1)
    app.render()
    assert not view.ctx.animator.busy
    # an idle table asks for no frames
    app.dirty = False
    app.step([], 0.05)
    app.step([], 0.05)
    assert not app.dirty


def test_the_end_of_an_era_shows_its_scoring_then_the_rail_era(app, driver, monkeypatch):
    monkeypatch.setattr("game.storage.autosave", lambda match, match_id: None)
    match = new_match(seed=6)
    bot = make_bot("brass", "easy", 1)
    # the computer plays up to the canal era's last action
    while not (match.state.era == 0 and match.state.round == 10 and match.state.phase == MAIN):
        match.play(bot.choose(RULES, RULES.view(match.state, 0), 0))
    view = open_table(app, driver, match)
    scene = scene_of(app, view)
    for _ in range(10):
        if match.state.era_scores:
            break
        action = bot.choose(RULES, RULES.view(match.state, 0), 0)
        scene.perform(action)
        driver.send()
    assert match.state.era_scores and match.state.era == 1
    overlay = app.stack.top
    assert overlay.name == "brass-era"
    record = match.state.era_scores[0]
    detail = record["detail"]  # what the overlay lists: each link and tile as it scored
    assert any(side["links"] for side in detail) and any(side["tiles"] for side in detail)
    assert scoring.totals(detail) == {"links": record["links"], "tiles": record["tiles"]}
    driver.key(pygame.K_RETURN)
    assert app.stack.top is scene


def test_results_name_both_sides_and_the_outcome(app, driver, monkeypatch):
    monkeypatch.setattr("game.storage.autosave", lambda match, match_id: None)
    match = new_match(seed=2)
    bot = make_bot("brass", "random", 1)
    while not match.is_over():
        match.play(bot.choose(RULES, RULES.view(match.state, 0), 0))
    view = open_table(app, driver, match)
    driver.idle(0.3)
    assert app.stack.top.name == "results"
    rows = view.results_rows()
    assert [row.seat for row in sorted(rows, key=lambda r: r.seat)] == [0, 1]
    human, automa = match.state.vp
    text = str(view.outcome_text())
    assert str(human) in text and str(automa) in text and "Automa" in text
    headings, cells = view.results_table()
    assert len(headings) == len(cells[0]) == len(cells[1])
    assert cells[1][-1].params == (("text", str(automa)),)


def test_solo_setup_one_seat_the_automa_named_and_custom_rows_on_demand(app, driver):
    from game.scenes.setup import SetupScene

    scene = SetupScene(app, "brass")
    app.stack.push(scene)
    driver.send()
    assert len(scene.seats) == 1
    keys = [getattr(w, "label", None) for w in scene.group.widgets]
    assert not any(getattr(k, "key", "").startswith("brass.option.custom_") for k in keys)
    assert any(getattr(k, "key", "") == "brass.option.iron_reading" for k in keys)  # at every difficulty
    scene._set_option("difficulty", "custom")
    driver.send()
    labels = [getattr(getattr(w, "label", None), "key", "") for w in scene.group.widgets]
    assert sum(1 for k in labels if k.startswith("brass.option.custom_")) == 5  # five rows
    assert "brass.option.iron_reading" in labels
    rows = [w.rect for w in scene.group.widgets if getattr(getattr(w, "label", None), "key", "").startswith("brass.")]
    start_rect = next(
        w.rect for w in scene.group.widgets if getattr(getattr(w, "label", None), "key", "") == "core.button.start"
    )
    assert max(r.bottom for r in rows) <= start_rect.top  # the last option row clears the buttons
    start = next(w for w in scene.group.widgets if getattr(getattr(w, "label", None), "key", "") == "core.button.start")
    driver.click(start.rect.center)
    assert app.stack.top.name == "brass"
    assert app.stack.top.match.config.options["difficulty"] == "custom"


# -- a whole game through the screen ----------------------------------------------------------


def _click(app, view, pos) -> None:
    real = app.viewport.point(pos)
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=real, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=real, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=real, button=1),
        ],
        0.01,
    )


def _key(app, key) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], 0.01)


def _pick(app, view, action) -> None:
    if view.picker is not None:
        for button, option in zip(view.picker.widgets.widgets, view.picker.actions):
            if option == action:
                _click(app, view, button.rect.center)
                return


def do_through_the_screen(app, view, action) -> None:
    """Take ``action`` with the clicks and keys a person would use."""
    state = view.state
    if isinstance(action, Build):
        _key(app, pygame.K_1)
        _click(app, view, view.space_rects[action.space].center)
        _pick(app, view, action)
    elif isinstance(action, (Network, SecondLink)):
        if isinstance(action, Network):
            _key(app, pygame.K_2)
        assert view.target_at(view.slot_rects[action.link].center) == ("link", action.link)
        _click(app, view, view.slot_rects[action.link].center)
    elif isinstance(action, (Develop, DevelopAgain, FreeDevelop)):
        if isinstance(action, Develop):
            _key(app, pygame.K_3)
        row = view.mat_rects[action.industry]
        _click(app, view, (row.x + 30, row.centery))
    elif isinstance(action, (Sell, SellAgain)):
        if isinstance(action, Sell):
            _key(app, pygame.K_4)
        _click(app, view, view.space_rects[action.space].center)
        _pick(app, view, action)
        if view.sell_space == action.space:
            _click(app, view, view.merchant_rects[action.merchant].center)
    elif isinstance(action, (Loan, Scout, Pass)):
        _key(app, {Loan: pygame.K_5, Scout: pygame.K_6, Pass: pygame.K_7}[type(action)])
    elif isinstance(action, Discard):
        _click(app, view, dict(view.card_rects)[action.card].center)
    elif isinstance(action, Take):
        target = view.barrel_rects[state.need[0][3]] if action.space < 0 else view.space_rects[action.space]
        _click(app, view, target.center)
    elif isinstance(action, Done):
        _key(app, pygame.K_RETURN)
    elif isinstance(action, Sacrifice):
        _click(app, view, view.space_rects[action.space].center)
    else:
        raise AssertionError(action)


def test_a_whole_game_played_through_the_screen(app, driver, monkeypatch):
    """The easy computer decides for Ana; every decision is made with clicks and keys."""
    monkeypatch.setattr("game.storage.autosave", lambda match, match_id: None)
    match = new_match(seed=11)
    view = open_table(app, driver, match)
    scene = scene_of(app, view)
    bot = make_bot("brass", "easy", 4)
    started = time.perf_counter()
    steps = eras = 0
    while not match.is_over():
        assert match.to_move() == 0 and view.my_turn()
        action = bot.choose(RULES, RULES.view(match.state, 0), 0)
        if app.stack.top is not scene:  # the end of the canal era: its scoring, then on
            assert app.stack.top.name == "brass-era"
            _key(app, pygame.K_RETURN)
            eras += 1
        count = len(match.actions)
        do_through_the_screen(app, view, action)
        assert len(match.actions) > count, (action, match.state.phase, toasts(app))
        assert match.actions[count] == action
        steps += 1
        if steps % 25 == 0:
            app.render()
    app.render()
    assert steps > 60 and eras == 1 and match.state.vp[AUTOMA] > 0
    assert app.stack.top.name == "brass-era"  # the rail era's scoring, then the results
    _key(app, pygame.K_RETURN)
    app.step([], 0.05)
    assert app.stack.top.name == "results"
    assert time.perf_counter() - started < 30


def test_a_computer_in_the_persons_seat_plays_against_the_automa(app, driver, monkeypatch):
    monkeypatch.setattr("game.storage.autosave", lambda match, match_id: None)
    match = new_match(seed=8, seat=Seat("Bot", BOT, "easy"))
    view = open_table(app, driver, match)
    assert not scene_of(app, view).session.humans
    deadline = time.perf_counter() + 20
    while time.perf_counter() < deadline and match.state.round < 3:
        app.step([], 0.05)
        time.sleep(0.005)  # the computer thinks in a thread
    assert match.state.round >= 3 and match.to_move() in (0, CHANCE)


# -- the shell with a solo game and a fourth game -----------------------------------------------


def test_four_games_fit_side_by_side_on_the_choose_screen(app, driver):
    from game.scenes.choose import ChooseGameScene, GameCard

    scene = ChooseGameScene(app)
    app.stack.push(scene)
    driver.send()
    cards = [w for w in scene.group.widgets if isinstance(w, GameCard)]
    assert [c.key for c in cards][-1] == "brass" and len(cards) == 4
    for a, b in zip(cards, cards[1:]):
        assert a.rect.right < b.rect.x
    assert all(scene.panel_rect.contains(c.rect) for c in cards)
    driver.click(cards[-1].rect.center)
    assert app.stack.top.name == "setup" and app.stack.top.game == "brass"


def test_a_solo_save_names_the_automa_in_the_load_list():
    from pathlib import Path

    from game.scenes.load import players_text
    from game.storage import SaveInfo

    solo = SaveInfo(Path("x.json"), "x", game="brass", players=["Ana"])
    assert str(players_text(solo)) == "Ana against the Automa"
    pair = SaveInfo(Path("y.json"), "y", game="schotten", players=["Ana", "Rui"])
    assert str(players_text(pair)) == "Ana · Rui"


def test_other_games_keep_one_results_row_per_seat_by_place(app, driver):
    from game.tools.catalog import finished_match

    match = finished_match("schotten")
    view = start_match(app, match)
    results = view.results()
    rows = results.rows
    ranking = match.rules.ranking(match.state)
    assert sorted(row.seat for row in rows) == [0, 1]
    assert [row.place for row in rows] == sorted(ranking)
    assert results.note is None or results.note.key.startswith("schotten.ui.won_")  # how it was won


def test_the_map_plates_never_overlap_and_every_line_can_be_clicked(app, driver):
    from game.games.brass.components import brass_data
    from game.games.brass.view.geom import MapGeometry

    assert MapGeometry(brass_data()).overlaps() == []
    view = open_table(app, driver, new_match())
    for line, rect in view.slot_rects.items():
        assert view.target_at(rect.center) == ("link", line), line
    for sp, rect in view.space_rects.items():
        assert view.target_at(rect.center) == ("space", sp), sp
    # zoom in and out with the keys, then fit again
    zoom = view.pan.zoom
    driver.key(pygame.K_PLUS)
    assert view.pan.zoom > zoom
    driver.key(pygame.K_0)
    assert abs(view.pan.zoom - zoom) < 1e-6
