"""The Automa turn explainer (issue 12): after the Automa's turn a panel shows its card front with
the slot it used and each skipped slot's reasons, then the back of the next card with the action
that fired; "Last Automa turn" shows it again at any time; your next action closes it."""

import pygame

from game.core.i18n import Msg, tr
from game.core.match import HUMAN, Match, MatchConfig, Seat
from game.games.brass.rules.actions import Discard, Pass
from game.games.brass.rules.state import CARD
from game.games.brass.rules.story import SKIPPED, USED, automa_story
from game.games.brass.rules.words import automa_reason
from game.scenes.play import start_match
from game.ui.draw import Painter
from tests.brass.helpers import RULES


def pass_until_a_skipped_slot(scene, app) -> None:
    """Ana passes turn after turn (through the play screen ``scene``) until an Automa turn
    skipped a slot and took a back action."""
    view = scene.view
    for _ in range(40):
        scene.perform(Pass())
        if view.state.phase == CARD:
            scene.perform(Discard(view.state.hand[0]))
        kinds = [(r[0], r[3]) for r in view.state.a_log if r[0] in ("slot", "back")]
        if ("slot", SKIPPED) in kinds and ("back", USED) in kinds:
            return
    raise AssertionError("no Automa turn with a skipped slot")


def drawn_texts(app, monkeypatch) -> list[str]:
    seen: list[str] = []
    original = Painter.text

    def spy(self, text, *args, **kwargs):
        seen.append(tr(text) if not isinstance(text, str) else text)
        return original(self, text, *args, **kwargs)

    monkeypatch.setattr(Painter, "text", spy)
    app.render()
    monkeypatch.setattr(Painter, "text", original)
    return seen


def passes_to_a_skipped_slot(seed: int) -> int:
    """How many of Ana's passes (from the start of a game with ``seed``) lead to an Automa turn
    that skipped a slot and took a back action."""
    match = Match(RULES, MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=seed))
    for n in range(1, 40):
        pass_once(match)
        kinds = [(r[0], r[3]) for r in match.state.a_log if r[0] in ("slot", "back")]
        if ("slot", SKIPPED) in kinds and ("back", USED) in kinds and match.state.a_events:
            return n
    raise AssertionError("no Automa turn with a skipped slot")


def pass_once(match_or_scene) -> None:
    """Ana passes (and spends a card if asked): on a match, or through a play screen."""
    if isinstance(match_or_scene, Match):
        act, now = match_or_scene.play, lambda: match_or_scene.state
    else:  # a pass on purpose: no question before it (issue 21 point 8)
        match_or_scene.app.settings.ask_before_giving_up = False
        act, now = match_or_scene.perform, lambda: match_or_scene.view.state
    act(Pass())
    if now().phase == CARD:
        act(Discard(now().hand[0]))


def test_the_explainer_lists_the_tried_slots_with_their_reasons(app, driver, monkeypatch):
    match = Match(RULES, MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=4))
    scene = start_match(app, match)
    view = scene.view
    driver.send()
    pass_until_a_skipped_slot(scene, app)
    panel = view.automa_explainer
    assert panel.visible and app.stack.top is scene  # it opened by itself, on the table
    assert not panel.following and panel.step == len(panel.steps) - 1  # instant: the show is over
    records = [r for r in view.state.a_log if r[0] in ("slot", "back")]
    pages = panel.pages
    assert pages[-1].side == "back"
    front = next(p for p in pages if p.side == "front" and any(row.status == USED for row in p.rows))
    skipped = [r for r in records if r[0] == "slot" and r[3] == SKIPPED and r[1] == front.card]
    assert skipped
    for record in skipped:
        row = front.rows[record[2]]
        assert row.status == SKIPPED
        assert [tr(m) for m in row.reasons] == [tr(automa_reason(RULES, why)) for why in record[4]]
    back = pages[-1]
    fired = next(r for r in records if r[0] == "back" and r[3] == USED)
    assert back.card == fired[1] and any(row.status == USED for row in back.rows)
    # every reason is on the screen
    texts = " ".join(drawn_texts(app, monkeypatch))
    for record in skipped:
        for why in record[4]:
            words = tr(automa_reason(RULES, why)).split()
            assert words[0] in texts and words[-1] in texts
    # Previous steps back (Left too); Close closes it; the button replays it from the first step
    last = len(panel.steps) - 1
    driver.click(panel.group.widgets[0].rect.center)
    assert panel.step == last - 1
    driver.key(pygame.K_RIGHT)
    assert panel.step == last
    driver.click(panel.group.widgets[2].rect.center)
    assert not panel.visible
    button = next(w for w in view.widgets.widgets if getattr(w, "label", None) == Msg("brass.explain.button"))
    driver.click(button.rect.center)
    assert panel.visible and panel.step == 0 and not panel.following  # instant: the first step, by hand
    driver.key(pygame.K_RIGHT)
    assert panel.step == 1
    # your next action closes it
    assert view.state.actions_left == 2
    pass_once(scene)
    assert view.state.actions_left == 1 and not panel.visible


def _follow_show(app, view, monkeypatch) -> list[tuple[int, str]]:
    """Step the app through the Automa's show (50 ms frames): the explainer's step at each frame
    and the words it drew then."""
    panel = view.automa_explainer
    seen = []
    for _ in range(400):
        if not view.effects.automa_busy():
            break
        app.step([], 0.05)
        seen.append((panel.step, " ".join(drawn_texts(app, monkeypatch))))
    return seen


def test_the_explainer_steps_with_the_automas_show(app, monkeypatch):
    """Frame by frame through the show: the explainer starts on the card drawn, advances with the
    show through each slot tried (a skipped one with its reasons on screen while it is the step),
    and ends on the last step, where it stays; "Last Automa turn" replays it from the first."""
    app.settings.animation_speed = "normal"
    app.apply_settings()
    passes = passes_to_a_skipped_slot(4)
    match = Match(RULES, MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=4))
    for _ in range(passes - 1):
        pass_once(match)
    scene = start_match(app, match)
    view = scene.view
    app.step([], 0.02)
    pass_once(scene)
    panel = view.automa_explainer
    assert panel.visible and panel.following
    steps = panel.steps
    assert len(steps) >= 4
    seen = _follow_show(app, view, monkeypatch)
    order = [step for step, _ in seen]
    assert order == sorted(order), "the explainer never steps back during the show"
    assert order[0] <= 1 and len(set(order)) >= len(steps) - 1, "it shows (nearly) every step in turn"
    assert order[-1] == len(steps) - 1
    # while a skipped slot is the step shown, its reasons are on the screen
    records = view.state.a_log
    checked = 0
    for i, step in enumerate(steps):
        record = records[step.end - 1]
        if record[0] != "slot" or record[3] != SKIPPED:
            continue
        frames = [texts for at, texts in seen if at == i]
        assert frames, f"step {i} (a skipped slot) was never shown"
        for why in record[4]:
            words = tr(automa_reason(RULES, why)).split()
            assert words[0] in frames[0] and words[-1] in frames[0]
        assert step.focus.kind == "row" and step.focus.index == record[2]
        checked += 1
    assert checked
    # after the show: it stays on the last step, steps back and forward
    app.step([], 0.5)
    assert not panel.following and panel.step == len(steps) - 1
    panel.prev()
    assert panel.step == len(steps) - 2
    panel.next()
    assert panel.step == len(steps) - 1
    # "Last Automa turn" plays it again from the first step
    panel.hide()
    view.replay_automa()  # the "Last Automa turn" button
    assert panel.visible and panel.following and panel.step == 0
    again = [step for step, _ in _follow_show(app, view, monkeypatch)]
    assert again == sorted(again) and again[-1] == len(steps) - 1


def test_steps_of_a_turn_one_per_record():
    from game.games.brass.view.steps import automa_steps

    passes = passes_to_a_skipped_slot(4)
    match = Match(RULES, MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=4))
    for _ in range(passes):
        pass_once(match)
    records = list(match.state.a_log)
    steps = automa_steps(RULES, records)
    assert [s.end for s in steps] == list(range(1, len(records) + 1))
    assert steps[-1].last and not any(s.last for s in steps[:-1])
    assert steps[-1].pages == automa_story(RULES, records)
    assert steps[0].focus.kind == "page" and steps[0].pages[0].side == "front"  # the card drawn


def test_the_story_of_a_first_turn_develop_and_of_no_turn_yet():
    assert automa_story(RULES, []) == []
    pages = automa_story(RULES, [["first_develop", 2, 3]])
    assert pages[0].side == "opening" and len(pages[0].deeds) == 1


# -- faster turns ---------------------------------------------------------------------------------
def test_the_least_useful_card_is_preselected_and_enter_spends_it(app, driver):
    from game.games.brass.rules.quick import least_useful_card
    from game.games.brass.view.explainer import CardButton

    match = Match(RULES, MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=3))
    view = start_match(app, match).view
    driver.send()
    assert len(set(view.state.hand)) > 1
    driver.key(pygame.K_5)  # a loan: any card pays
    assert view.state.phase == CARD
    chosen = least_useful_card(RULES, view.state)
    button = next(w for w in view.widgets.widgets if isinstance(w, CardButton))
    assert button.card == chosen
    app.render()
    discarded = len(view.state.discard)
    driver.key(pygame.K_RETURN)
    assert view.state.phase != CARD and view.state.discard[discarded:] == [chosen]


def test_sell_all_during_sell(app, driver):
    from game.games.brass.rules.state import MAIN
    from tests.brass.helpers import blank, lay, merchants, put

    state = blank()
    merchants(state, "wild", "cotton_mill", "manufacturer", "blank", "blank")
    state.merchant_beer = [0, 0, 0, 0, 0]
    mills = [put(state, 0, "cotton_mill", "worcester", 0), put(state, 0, "cotton_mill", "worcester", 1)]
    for town in ("coalbrookdale", "stafford"):
        put(state, 0, "brewery", town, 0)
    lay(state, 0, "worcester", "gloucester")
    match = Match(RULES, MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=3))
    match.state = state
    match._checkpoints = {len(match.actions): state.clone()}
    view = start_match(app, match).view
    driver.send()
    driver.key(pygame.K_4)  # Sell
    button = next(w for w in view.widgets.widgets if getattr(w, "label", None) == Msg("brass.quick.sell_all"))
    driver.click(button.rect.center)
    assert all(view.state.sp_flipped[m] for m in mills)
    assert view.state.phase == MAIN and view.state.actions_left == 1
