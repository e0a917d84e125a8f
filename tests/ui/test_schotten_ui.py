"""Schotten Totten through the screen: drag a card, claim a stone, pass the device, undo."""

import pygame
import pytest

from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.games.schotten.rules.actions import Claim, Draw, Play
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN, PLAY
from game.games.schotten.view.card import CardPainter
from game.scenes.pass_device import PassDeviceScene
from game.scenes.play import start_match
from game.ui import layers
from tests.schotten.tables import card


def new_match(humans=2, seed=5, **options):
    seats = [Seat("Ana", HUMAN), Seat("Rui", HUMAN if humans == 2 else "bot", "" if humans == 2 else "easy")]
    return Match(SchottenRules(), MatchConfig("schotten", seats, options, seed=seed))


def reveal(app, driver):
    if isinstance(app.stack.top, PassDeviceScene):
        button = app.stack.top.group.widgets[0]
        driver.click(button.rect.center)


def test_drag_a_card_to_a_stone_then_draw(app, driver):
    view = start_match(app, new_match(humans=1))
    driver.send()
    card_id, rect = view.view.hand_rects[0]
    target = view.view.side_rects[(0, 3)]
    driver.drag(rect.center, target.center)
    assert view.match.state.sides[0][3] == [card_id]
    assert view.match.state.phase != PLAY
    draw_button = next(w for w in view.view.widgets.widgets if "draw" in str(getattr(w.label, "key", "")))
    driver.click(draw_button.rect.center)
    assert len(view.match.state.hands[0]) == 6


def test_the_hand_keeps_its_places_when_a_card_is_played_and_one_drawn(app, driver):
    """Hand play: the hand was centred anew after every play and draw, so the card under the
    pointer changed (pink 1 dragged instead of pink 9).  Now the cards left of the one played
    stay put, and the card drawn comes in at the right without moving the others."""
    view = start_match(app, new_match(humans=1))
    driver.send()
    before = [rect.copy() for _, rect in view.view.hand_rects]
    card_id, rect = view.view.hand_rects[2]
    driver.drag(rect.center, view.view.side_rects[(0, 3)].center)
    assert view.match.state.sides[0][3] == [card_id]
    driver.send()
    after_play = [rect.copy() for _, rect in view.view.hand_rects]
    assert after_play[:2] == before[:2]  # left of the card played: where they were
    assert after_play[2:] == before[2:-1]  # right of it: one place to the left
    draw_button = next(w for w in view.view.widgets.widgets if "draw" in str(getattr(w.label, "key", "")))
    driver.click(draw_button.rect.center)
    driver.send()
    assert [rect for _, rect in view.view.hand_rects] == before  # the card drawn at the right end


def test_an_illegal_drop_snaps_back_and_explains(app, driver):
    match = new_match(humans=1)
    view = start_match(app, match)
    match.state.claimed[2] = 1  # a claimed stone takes no more cards
    view.session.refresh()
    driver.send()
    card_id, rect = view.view.hand_rects[0]
    driver.drag(rect.center, view.view.side_rects[(0, 2)].center)
    assert card_id in match.state.hands[0]
    assert any("claimed" in str(t.text) for t in app.toasts)
    driver.idle(0.5)
    assert view.view.drag.floating() is None


def test_click_to_select_then_click_target(app, driver):
    view = start_match(app, new_match(humans=1))
    driver.send()
    card_id, rect = view.view.hand_rects[2]
    driver.click(rect.center)
    assert view.view.drag.is_lifted(("hand", card_id))
    driver.click(view.view.side_rects[(0, 5)].center)
    assert view.match.state.sides[0][5] == [card_id]


def test_keyboard_play(app, driver):
    view = start_match(app, new_match(humans=1))
    driver.send()
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)
    assert view.view.drag.active
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)
    assert sum(len(s) for s in view.match.state.sides[0]) == 1


def test_claim_a_stone_by_clicking_its_badge(app, driver):
    match = new_match(humans=1)
    state = match.state
    view = start_match(app, match)
    # Set up a decided stone: seat 0 has 9-9-9 at stone 1, seat 1 a weak sum.
    for seat, names in ((0, ["green 9", "blue 9"]), (1, ["red 1", "red 2", "yellow 4"])):
        for name in names:
            c = card(name)
            for hand in state.hands:
                if c in hand:
                    hand.remove(c)
            if c in state.pools[CLAN]:
                state.pools[CLAN].remove(c)
            state.sides[seat][0].append(c)
            view.rules.refresh_done(state, 0)
    nine = card("red 9")
    for hand in state.hands:
        if nine in hand:
            hand.remove(nine)
    if nine in state.pools[CLAN]:
        state.pools[CLAN].remove(nine)
    state.hands[0].append(nine)
    view.session.refresh()
    driver.send()
    rect = next(r for c, r in view.view.hand_rects if c == nine)
    driver.drag(rect.center, view.view.side_rects[(0, 0)].center)
    assert Claim(0) in match.legal_actions()
    driver.send()
    driver.click(view.view.claim_rects[0].center)
    assert state.claimed[0] == 0


def test_pass_the_device_hides_the_other_hand(app, driver, monkeypatch):
    match = new_match(humans=2)
    view = start_match(app, match)
    assert isinstance(app.stack.top, PassDeviceScene)
    drawn = []
    original = CardPainter.draw

    def spy(self, p, card_id, rect, choice=None, dim=False):
        drawn.append(card_id)
        return original(self, p, card_id, rect, choice, dim)

    monkeypatch.setattr(CardPainter, "draw", spy)
    monkeypatch.setattr(layers, "ENABLED", False)  # the spy counts draw calls: no cached board layer
    driver.send()
    assert drawn == []  # the pass screen is opaque: nothing of the table is drawn
    reveal(app, driver)
    assert view.session.viewer == 0
    drawn.clear()
    driver.send()
    assert not set(drawn) & set(match.state.hands[1])
    # Ana plays and draws: she sees the card she drew (her hand, still hers, and a Done
    # button); on Done the device goes to Rui, and Ana's hand is hidden again.
    match_play = next(a for a in match.legal_actions() if isinstance(a, Play))
    view.perform(match_play)
    view.perform(Draw(CLAN))
    assert app.stack.top is view and view.session.viewer == 0 and (view.session.lingering is not None)
    drawn.clear()
    driver.send()
    assert match.state.hands[0][-1] in drawn and not set(drawn) & set(match.state.hands[1])
    done = next(w for w in view.view.widgets.widgets if getattr(w.label, "key", "") == "schotten.ui.handover")
    driver.click(done.rect.center)
    assert isinstance(app.stack.top, PassDeviceScene) and view.session.viewer is None
    drawn.clear()
    driver.send()
    assert drawn == []
    reveal(app, driver)
    assert view.session.viewer == 1
    drawn.clear()
    driver.send()
    assert not set(drawn) & set(match.state.hands[0])
    assert set(match.state.hands[1]) <= set(drawn)


def test_undo_with_ctrl_z(app, driver):
    view = start_match(app, new_match(humans=1))
    driver.send()
    card_id, rect = view.view.hand_rects[0]
    driver.drag(rect.center, view.view.side_rects[(0, 0)].center)
    assert view.match.state.sides[0][0] == [card_id]
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert view.match.state.sides[0][0] == []
    driver.key(pygame.K_y, mod=pygame.KMOD_CTRL)
    assert view.match.state.sides[0][0] == [card_id]


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_a_whole_game_against_the_computer_through_the_screen(app, driver, speed):
    """Every human decision taken with a click or drag on the screen, until the end."""
    app.settings.animation_speed = speed
    match = new_match(humans=1, seed=9)
    view = start_match(app, match)
    for _ in range(4000):
        if match.is_over():
            break
        driver.send(dt=0.2)
        if view.session.human_to_move() != 0 or view.session.worker is not None:
            continue
        legal = match.legal_actions()
        claims = [a for a in legal if isinstance(a, Claim)]
        if claims:
            driver.click(view.view.claim_rects[claims[0].stone].center)
            continue
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            action = plays[0]
            rect = next(r for c, r in view.view.hand_rects if c == action.card)
            driver.drag(rect.center, view.view.side_rects[(0, action.stone)].center)
            continue
        button = next(w for w in view.view.widgets.widgets if w.label)
        driver.click(button.rect.center)
    assert match.is_over()
    driver.idle(0.5)
    assert app.stack.top.name == "results"


def test_tactic_cards_in_the_hand_say_their_names_at_1280x720(app, driver, monkeypatch):
    """Hand play: a tactic card in the hand showed only its icon; which was which needed a hover."""
    from game.games.schotten.view import card as card_module
    from game.ui.art import ART

    match = new_match(humans=1, tactical=True)
    state, cs = match.state, match.rules.cs
    names = ("blind", "mud", "recruiter", "strategist", "banshee", "traitor", "shield")
    for c in list(state.hands[0]):
        state.hands[0].remove(c)
    for name in names:
        c = cs.tactic_by_id(name).card
        for pool in state.pools.values():
            if c in pool:
                pool.remove(c)
        state.hands[0].append(c)
    drawn: list[str] = []
    original = ART.text
    monkeypatch.setattr(card_module, "_CARD_CACHE", {})  # every card drawn afresh
    monkeypatch.setattr(ART, "text", lambda text, *a, **k: drawn.append(text) or original(text, *a, **k))
    start_match(app, match)
    driver.send()
    words = " ".join(drawn)
    for name in ("Blind-", "Mud Fight", "Recruiter", "Strategist", "Banshee", "Traitor", "Shield"):
        assert name in words


def test_a_recruiter_lifted_by_a_click_is_played_by_a_click_on_the_discard_pile(app, driver):
    """Hand play: with the Recruiter lifted, a click on the glowing discard pile opened the pile's
    viewer (its button lies over it) instead of playing the card; a drag did play it."""
    from game.games.schotten.rules.state import RECRUIT

    match = new_match(humans=1, tactical=True)
    state, cs = match.state, match.rules.cs
    recruiter = cs.tactic_by_id("recruiter").card
    for pool in state.pools.values():
        if recruiter in pool:
            pool.remove(recruiter)
    state.hands[0][0] = recruiter
    scene = start_match(app, match)
    driver.send()
    rect = dict(scene.view.lay.hand_rects)[recruiter]
    driver.click(rect.center)  # lift
    assert scene.view.drag.is_lifted(("hand", recruiter))
    driver.click(scene.view.lay.discard_rect.center)
    assert match.state.phase == RECRUIT and recruiter not in match.state.hands[0]
    assert app.stack.top is scene  # no viewer opened over the table
    driver.click(scene.view.lay.discard_rect.center)  # nothing lifted: the same click shows the pile
    assert app.stack.top is not scene
