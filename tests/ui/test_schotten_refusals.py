"""Schotten Totten: every refusal says why (issue 13).

In positions from random games (several seeds and phases: playing a card, ending the turn,
picking and placing a ruse's card), every card the person can pick up is dropped on every
drop target: a refused drop leaves the match unchanged and shows a non-empty reason, and so
does a drop on no target at all; a greyed card names its reason in its tooltip.  Then the
single points: a ruse dropped straight on its target, the prompt at each step, the tactic
limit, a drop just outside a side, no discard pile in the base game, the prompt with the
decks empty.
"""

import random

import pygame

from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.core.rules import CHANCE
from game.games.schotten.rules.actions import Draw, Place, Play
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN, END, NO_STONE, PICK, PLACE, PLAY, TACTIC
from game.games.schotten.view import judge
from game.scenes.play import start_match

PHASES = (PLAY, END, PICK, PLACE)


def new_match(seed: int, tactical: bool = True) -> Match:
    seats = [Seat("Ana", HUMAN), Seat("Rui", "bot", "easy")]
    return Match(SchottenRules(), MatchConfig("schotten", seats, {"tactical": tactical}, seed=seed))


def step(match: Match, rng: random.Random) -> None:
    if match.to_move() == CHANCE:
        match.resolve_chance()
        return
    actions = match.legal_actions()
    tactics = [a for a in actions if isinstance(a, Play) and a.card >= 54]
    match.play(rng.choice(tactics if tactics and rng.random() < 0.5 else actions))


def positions(seed: int, wanted, limit: int = 400):
    """Yield the match each time Ana is to move and ``wanted(state)`` holds (random play)."""
    match, rng = new_match(seed), random.Random(seed)
    for _ in range(limit):
        if match.is_over():
            return
        if match.to_move() == 0 and wanted(match.state):
            yield match
        step(match, rng)


def snapshot(match: Match):
    return (len(match.actions), repr(match.state.to_json()))


def prompt(view):
    """What the top bar asks: the table's own words, else the rules'."""
    model = view.session.model()
    return view.view.prompt(model) or model.prompt


def reasons(app) -> list[str]:
    return [str(t.text) for t in app.toasts if str(t.text).strip()]


def drop_everything(app, driver, view) -> tuple[int, int]:
    """Every source on every target; returns (refused, accepted-but-not-tried)."""
    match = view.match
    refused = accepted = 0
    for n, source in enumerate(list(view.view.drag.sources)):
        for key, rect in list(view.view.drag.targets.items()):
            view.view.drag.cancel()
            app.toasts.clear()
            view.view.drag.lift(source)
            if key in view.view.drag.legal:
                accepted += 1
                continue
            before = snapshot(match)
            view.view.drag.drop_on(key, rect.center)
            assert snapshot(match) == before, (source.payload, key)
            assert reasons(app), f"{source.payload} on {key}: refused without a reason"
            refused += 1
        if n >= 2 and source.payload[0] == "play":
            continue  # dropped on nothing by a real drag: two hand cards a position are enough
        # and on no target at all (between the sides and the hand)
        view.view.drag.cancel()
        app.toasts.clear()
        before = snapshot(match)
        driver.drag(source.rect.center, (view.view.columns_rect.x + 4, view.board_rect.y + 752), steps=3)
        assert snapshot(match) == before
        assert reasons(app), f"{source.payload} dropped on nothing: no reason"
        driver.idle(0.3, step=0.1)  # the card flies back
    view.view.drag.cancel()
    return refused, accepted


def test_every_refused_drop_says_why(app, driver):
    seen = set()
    refused = 0
    for seed in (1, 2, 3):
        taken = 0
        for match in positions(seed, lambda s: s.phase in PHASES):
            phase = match.state.phase
            if taken >= 3:
                break
            if (seed, phase) in seen:
                continue
            seen.add((seed, phase))
            taken += 1
            view = start_match(app, match)
            driver.send()
            r, _ = drop_everything(app, driver, view)
            refused += r
            greyed_cards_say_why(view)
    phases = {phase for _, phase in seen}
    assert {PLAY, END} <= phases and phases & {PICK, PLACE}, phases
    assert refused > 200


def greyed_cards_say_why(view) -> None:
    state = view.match.state
    if state.phase != PLAY:
        return
    for card, rect in view.view.hand_rects:
        if card in view.view.playable:
            continue
        reason = judge.unplayable_reason(view.rules, state, card)
        assert reason is not None and str(reason)
        assert str(reason) in str(view.view.tooltip(rect.center, view.session.model()))


def first(seed_range, wanted):
    for seed in seed_range:
        for match in positions(seed, wanted):
            return match
    raise AssertionError("no such position")


def holds_playable(rules, effect):
    def wanted(state):
        return state.phase == PLAY and any(
            c >= 54 and rules.cs.tactic(c).effect == effect and rules.why_illegal(state, Play(c, NO_STONE)) is None
            for c in state.hands[0]
        )

    return wanted


def traitor_position(app, driver):
    """A table where Ana may play the Traitor: (match, view, the Traitor, a stone, the opponent's
    clan card there to take)."""
    rules = SchottenRules()
    match = first(range(1, 40), holds_playable(rules, "steal"))
    view = start_match(app, match)
    driver.send()
    state = match.state
    traitor = next(c for c in state.hands[0] if c >= 54 and rules.cs.tactic(c).effect == "steal")
    stone, card = next((s, c) for s in range(9) if state.claimed[s] < 0 for c in state.sides[1][s] if c < 54)
    return match, view, traitor, stone, card


def test_the_traitor_dropped_on_its_target_then_on_a_stone(app, driver):
    match, view, traitor, stone, card = traitor_position(app, driver)
    hand_rect = dict(view.view.hand_rects)[traitor]
    driver.send(
        pygame.event.Event(pygame.MOUSEMOTION, pos=driver.real(hand_rect.center), rel=(0, 0), buttons=(0, 0, 0))
    )
    driver.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=driver.real(hand_rect.center), button=1))
    assert prompt(view).key == "schotten.prompt.drop_traitor"
    target = view.view.drag.targets[("card", 1, stone, card)]
    assert ("card", 1, stone, card) in view.view.drag.legal
    driver.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=driver.real(hand_rect.center), button=1))
    driver.click(target.center)  # lifted by the click, dropped by the next one
    assert match.state.phase == PLACE and match.state.picked[1] == card
    assert prompt(view).key == "schotten.prompt.place_traitor"
    limbo = view.view.limbo_rect(stone)
    driver.click(limbo.center)
    assert prompt(view).key == "schotten.prompt.move_traitor"
    free = next(s for s in range(9) if match.rules.why_illegal(match.state, Place(s)) is None)
    driver.click(view.view.side_rects[(0, free)].center)
    assert card in match.state.sides[0][free]


def test_the_traitors_card_goes_where_a_click_on_a_glowing_side_says(app, driver):
    """The taken card waits in limbo; a click on a side of one's own puts it there without
    lifting it first (a drop on the discard pile still takes a drag)."""
    match, view, traitor, stone, card = traitor_position(app, driver)
    driver.drag(dict(view.view.hand_rects)[traitor].center, view.view.drag.targets[("card", 1, stone, card)].center)
    assert match.state.phase == PLACE and match.state.picked[1] == card
    full = [s for s in range(9) if match.rules.why_illegal(match.state, Place(s)) is not None]
    if full:  # a click on a side that cannot take it leaves the card waiting
        driver.click(view.view.side_rects[(0, full[0])].center)
        assert match.state.phase == PLACE
    free = next(s for s in range(9) if match.rules.why_illegal(match.state, Place(s)) is None)
    driver.send()
    assert view.view.glows.bounds.contains(view.view.side_rects[(0, free)])  # the sides it may go to glow
    driver.click(view.view.side_rects[(0, free)].center)
    assert card in match.state.sides[0][free] and match.state.phase != PLACE


def test_the_draw_buttons_keep_their_places_when_a_deck_runs_out(app, driver):
    match = first(range(1, 40), lambda s: s.phase == END and s.deck_size(CLAN) > 0 and s.deck_size(TACTIC) > 0)
    view = start_match(app, match)
    driver.send()
    buttons = dict(view.view.action_buttons)
    clan, tactic = buttons[Draw(CLAN)], buttons[Draw(TACTIC)]
    match.state.pools[CLAN].clear()
    match.state.bottoms[CLAN].clear()
    view.session.refresh()
    driver.send()
    assert Draw(CLAN) not in match.legal_actions() and Draw(TACTIC) in match.legal_actions()
    after = dict(view.view.action_buttons)
    assert after[Draw(TACTIC)] == tactic and after[Draw(CLAN)] == clan  # nothing moved under the pointer
    count = len(match.actions)
    driver.click(clan.center)  # the emptied deck's button is disabled: the click does nothing
    assert len(match.actions) == count and match.state.phase == END
    driver.click(tactic.center)
    # the draw is among the moves since (the computer may already have played its card and be
    # at its own end of turn: the phase alone says nothing)
    assert Draw(TACTIC) in match.actions[count:]


def test_a_greyed_tactic_names_the_tactic_limit(app, driver):
    rules = SchottenRules()
    match = first(range(1, 40), lambda s: s.phase == PLAY and any(c >= 54 for c in s.hands[0]))
    match.state.tactics_played = [2, 1]
    view = start_match(app, match)
    driver.send()
    tactic = next(c for c in match.state.hands[0] if c >= 54)
    rect = dict(view.view.hand_rects)[tactic]
    assert tactic not in view.view.playable
    assert "tactic" in str(view.view.tooltip(rect.center, view.session.model())).lower()
    app.toasts.clear()
    driver.drag(rect.center, view.view.side_rects[(0, 4)].center)
    assert any(str(t.text) == str(rules.why_illegal(match.state, Play(tactic, 4))) for t in app.toasts)
    assert tactic in match.state.hands[0]


def test_a_drop_just_outside_a_side_lands_there(app, driver):
    match = new_match(5, tactical=False)
    view = start_match(app, match)
    driver.send()
    card, rect = view.view.hand_rects[0]
    side = view.view.side_rects[(0, 4)]
    driver.drag(rect.center, (side.centerx, side.bottom + 12))
    assert match.state.sides[0][4] == [card]


def test_the_base_game_has_no_discard_pile(app, driver):
    view = start_match(app, new_match(5, tactical=False))
    driver.send()
    assert ("discard",) not in view.view.drag.targets
    assert not any("discard" in str(getattr(w.tooltip, "key", "")) for w in view.view.widgets.widgets)


def test_with_the_decks_empty_the_prompt_says_what_ends_the_turn(app, driver):
    match = first(range(1, 10), lambda s: s.phase == END)
    for deck in (CLAN, TACTIC):
        match.state.pools[deck] = []
        match.state.bottoms[deck] = []
    view = start_match(app, match)
    driver.send()
    assert prompt(view).key == "schotten.prompt.end_no_draw"


def test_a_clan_card_dropped_on_the_discard_pile_says_where_it_goes():
    """Play testers dropped a clan card on the discard pile and read "There is no such stone."."""
    rules = SchottenRules()
    match = next(positions(3, lambda s: s.phase == PLAY))
    state = match.state
    clan = next(c for c in state.hands[0] if rules.cs.is_clan(c))
    reason = judge.why_not(rules, state, 0, ("play", clan), ("discard",))
    assert reason.key == "schotten.why.needs_stone"
    assert rules.why_illegal(state, Play(clan, NO_STONE)).key == "schotten.why.needs_stone"
    assert "discard" in str(reason) and "stone" in str(reason)


def test_with_a_full_hand_the_prompt_says_the_hand_is_full_not_that_the_decks_are_empty(app, driver):
    """Hand play: after a pass with a full hand the prompt said "no card to draw" while the
    tactic deck still held cards."""
    match = first(range(1, 10), lambda s: s.phase == END)
    state = match.state
    seat = state.current
    limit = match.rules.hand_limit(state)
    while len(state.hands[seat]) < limit:
        state.hands[seat].append(state.pools[CLAN].pop())
    assert state.deck_size(CLAN) > 0
    view = start_match(app, match)
    driver.send()
    assert prompt(view).key == "schotten.prompt.end_hand_full"
