"""A review on the real table (issue 23.3), driven with real key and mouse events: a whole game of
each title, played live at the table by computers, walked move by move in review — every step's
state, log and what the screen draws from equal to the live game's at that step, forwards and
back —; the bar's buttons and keys (←/→, Home/End, Page Up/Down to each milestone the rules name,
Esc); everyone's hidden cards shown only on request after the end, never before it and never in a
live game."""

import pygame
import pytest

from game import games
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.core.rules import CHANCE
from game.core.session import MovePlayed
from game.scenes import registry, review
from game.scenes.title import TitleScene

GAMES = ("schotten", "border", "glenmore", "brass")


def computers_only(game: str, seed: int = 5) -> Match:
    low, high = games.seat_range(game)
    count = max(low, min(2, high))
    seats = [Seat(f"Computer {i + 1}", BOT, "random") for i in range(count)]
    return Match(games.rules_for(game), MatchConfig(game, seats, {}, seed=seed))


def play_live(app, match: Match) -> dict[int, tuple]:
    """Play ``match`` at the table (computers at "Instant"); what the table held at its start and
    after each move: step -> (state, log texts)."""
    seen: dict[int, tuple] = {}
    scene = registry.open_match(app, match)

    def keep(_event=None) -> None:
        m = scene.session.match
        seen[len(m.actions)] = (m.state.to_json(), [e.text for e in m.log])

    keep()
    scene.session.listen(lambda event: keep() if isinstance(event, MovePlayed) else None)
    for _ in range(20000):
        if match.is_over():
            break
        if app.stack.top is not scene:  # a scoring shown over the table (Glen More): closed, as a person would
            app.stack.pop()
        app.step([], 0.05)
    assert match.is_over()
    return seen


def key(app, k, render=False):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)], 0.02)
    if render:
        app.render()


@pytest.mark.parametrize("game", GAMES)
def test_a_review_walks_each_game_as_it_was_played(app, game):
    match = computers_only(game)
    live = play_live(app, match)
    app.stack.reset(TitleScene(app))
    scene = review.open_review(app, match)
    session = scene.session
    first = next(k for k, seat in enumerate(match.actors) if seat != CHANCE)
    assert session.step == first and session.length == len(match.actions)  # a finished game opens at its start
    key(app, pygame.K_END)
    assert session.step == session.length
    key(app, pygame.K_HOME, render=True)
    walked = []
    while True:
        step = session.step
        walked.append(step)
        state, log = live[step]
        assert session.match.state.to_json() == state, f"{game}: step {step}"
        assert [e.text for e in session.model().log] == log  # the log follows the step
        if step == session.length:
            break
        key(app, pygame.K_RIGHT, render=len(walked) % 25 == 0)
        assert app.stack.top is scene  # nothing stops the walk (Glen More's scorings are not pushed)
    assert len(walked) == 1 + sum(1 for seat in match.actors if seat != CHANCE)  # one step per move
    back = []
    while session.step > walked[0]:
        key(app, pygame.K_LEFT)
        back.append(session.step)
        assert session.match.state.to_json() == live[session.step][0]
    assert back == walked[-2::-1]
    assert match.actions == session.record.actions and match.is_over()  # the game itself is untouched


def people_game(game: str = "schotten", seed: int = 3, moves: int | None = None) -> Match:
    """Ana and Rui's game played with random moves, to its end (or for ``moves`` decisions)."""
    match = Match(games.rules_for(game), MatchConfig(game, [Seat("Ana", HUMAN), Seat("Rui", HUMAN)], {}, seed=seed))
    bot = games.make_bot(game, "random", seed)
    while not match.is_over() and (moves is None or sum(s != CHANCE for s in match.actors) < moves):
        seat = match.to_move()
        match.play(bot.choose(match.rules, match.rules.view(match.state, seat), seat))
    return match


def test_the_bar_and_the_keys_step_through_the_game(app, driver):
    match = people_game()
    app.stack.reset(TitleScene(app))
    scene = review.open_review(app, match)
    driver.send()
    session, bar = scene.session, scene.review
    buttons = bar.buttons
    for button in buttons.values():  # targets of 28 px and more at 1280x720
        real = app.viewport.rect(button.rect)
        assert real.w >= 28 and real.h >= 28
    decisions = [k for k, seat in enumerate(match.actors) if seat != CHANCE]
    assert session.step == decisions[0] and not buttons["back"].enabled and buttons["forward"].enabled
    driver.click(buttons["end"].rect.center)
    assert not buttons["forward"].enabled and not buttons["end"].enabled and buttons["back"].enabled
    driver.click(buttons["start"].rect.center)
    assert session.step == decisions[0] and not buttons["back"].enabled and not buttons["start"].enabled
    driver.click(buttons["forward"].rect.center)
    driver.click(buttons["forward"].rect.center)
    assert session.step == decisions[2]
    driver.click(buttons["back"].rect.center)
    assert session.step == decisions[1]
    driver.key(pygame.K_RIGHT)
    assert session.step == decisions[2]
    driver.key(pygame.K_LEFT)
    assert session.step == decisions[1]
    # Page Down / the button: each milestone the rules name, in order, then the end
    marks = session.milestones()
    assert marks and marks[-1] == session.length
    seen = []
    while session.step < session.length:
        if len(seen) % 2:
            driver.key(pygame.K_PAGEDOWN)
        else:
            driver.click(buttons["next_mark"].rect.center)
        seen.append(session.step)
    assert seen == [k for k in marks if k > decisions[1]]
    driver.key(pygame.K_PAGEUP)
    assert session.step == marks[-2]
    driver.click(buttons["previous_mark"].rect.center)
    assert session.step == (marks[-3] if len(marks) > 2 else decisions[0])
    driver.key(pygame.K_HOME)
    assert session.step == decisions[0]
    driver.key(pygame.K_END)
    assert session.step == session.length
    driver.click(buttons["start"].rect.center)
    driver.click(buttons["end"].rect.center)
    assert session.step == session.length
    # the position in words, and a move tried on the board changes nothing
    from game.core.i18n import tr
    from game.scenes.review_bar import position_text

    assert tr(position_text(session)) == f"Move {len(decisions)} of {len(decisions)}"
    driver.key(pygame.K_HOME)
    assert tr(position_text(session)).startswith("The start")
    before = list(match.actions)
    assert not scene.perform(session.match.legal_actions()[0])
    assert match.actions == before and session.step == decisions[0]


def test_everyones_hidden_cards_show_only_on_request_after_the_end(app, driver):
    match = people_game()
    app.stack.reset(TitleScene(app))
    scene = review.open_review(app, match)
    session, show = scene.session, scene.review.buttons["show_all"]
    driver.key(pygame.K_HOME)
    seat = session.model().seat
    other = 1 - seat
    hand = session.match.state.hands[other]
    assert hand and session.model().view.hands[other] != hand  # hidden at the start of the review
    assert show.enabled and not show.selected
    driver.key(pygame.K_s)
    assert session.model().view.hands[other] == hand and show.selected
    driver.key(pygame.K_RIGHT)
    assert session.model().view.hands[other] == session.match.state.hands[other]  # shown at every step
    driver.click(show.rect.center)
    assert session.model().view.hands[other] != session.match.state.hands[other] and not show.selected
    # a game still in progress: the switch is there but off, and S does nothing
    app.stack.reset(TitleScene(app))
    scene = review.open_review(app, people_game(moves=20))
    session, show = scene.session, scene.review.buttons["show_all"]
    driver.send()
    assert not show.enabled
    driver.key(pygame.K_s)
    assert not session.show_all and session.model().view.hands[1 - session.model().seat] != session.match.state.hands[
        1 - session.model().seat
    ]
    # a live game: no review bar, S does nothing, the other hand stays hidden
    live = registry.open_match(app, people_game(moves=20))
    driver.send()
    assert live.review is None
    driver.key(pygame.K_s)
    model = live.session.model()
    assert not live.session.show_all and model.view.hands[1 - model.seat] != live.match.state.hands[1 - model.seat]


def test_leaving_the_review_goes_back_where_it_was_opened(app, driver):
    app.stack.reset(TitleScene(app))
    title = app.stack.top
    scene = review.open_review(app, people_game(moves=10))
    driver.send()
    driver.click(scene.review.buttons["leave"].rect.center)
    assert app.stack.top is title
    scene = review.open_review(app, people_game(moves=10))
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is title


def test_leaving_a_review_over_a_table_gives_the_table_its_seat_names_back(app, driver):
    from game.core import i18n

    table = registry.open_match(app, people_game(moves=10))
    other = Match(games.rules_for("schotten"), MatchConfig("schotten", [Seat("Bea", HUMAN), Seat("Caio", HUMAN)], {}))
    scene = review.open_review(app, other)
    driver.send()
    assert i18n.tr(i18n.seat_msg(0)) == "Bea"
    driver.click(scene.review.buttons["leave"].rect.center)
    assert scene not in app.stack.scenes and table in app.stack.scenes  # (under the device being passed)
    assert i18n.tr(i18n.seat_msg(0)) == "Ana"


def test_brass_in_review_says_how_to_step_not_please_wait(app, driver):
    """The action panel of a reviewed Brass game names the review's keys (it said "Please wait…",
    as for a turn nobody plays)."""
    from game.core.i18n import Msg

    match = Match(games.rules_for("brass"), MatchConfig("brass", [Seat("Ana", HUMAN)], {}, seed=3))
    for _ in range(6):
        seat = match.to_move()
        if seat is None:
            break
        match.play(match.rules.legal_actions(match.state)[0])
    app.stack.reset(TitleScene(app))
    scene = review.open_review(app, match)
    driver.send()
    key(app, pygame.K_LEFT, render=True)
    assert scene.view.action_hint() == Msg("brass.ui.hint_review")


def test_t_goes_to_the_costly_moves_the_hard_player_found(app, driver):
    """A finished game of people: the hard player appraises their decisions in the background;
    once done the review says how many costly moves it found, and T goes to each (the position
    before it) saying what Hard preferred (issue 24.2: the turning points in review)."""
    match = people_game(moves=None)
    app.stack.reset(TitleScene(app))
    scene = review.open_review(app, match)
    driver.send()
    bar = scene.review
    assert bar.survey is not None
    assert bar.survey.wait(120)
    app.toasts.clear()
    app.render()  # the bar polls the survey when it draws
    assert bar.turning, "no costly move in a game of random moves"
    assert any("T" in str(t.text) for t in app.toasts)
    key(app, pygame.K_HOME)
    app.toasts.clear()
    key(app, pygame.K_t)
    assert scene.session.step == bar.turning[0]
    loss = bar.survey.losses[bar.turning[0]]
    assert loss.loss >= games.coach_threshold("schotten") / 2
    assert scene.session.model().seat == loss.seat  # seen through the eyes of who decided there
    assert app.toasts and str(app.toasts[-1].text)
    key(app, pygame.K_t)
    assert scene.session.step == (bar.turning[1] if len(bar.turning) > 1 else bar.turning[0])
    app.toast("Game saved.")  # said by another screen: stays
    driver.click(bar.buttons["leave"].rect.center)
    # real window: "… costly moves: T goes to the next." still showed over the record's page
    assert [str(t.text) for t in app.toasts] == ["Game saved."], "the review's messages outlive it"


def test_a_review_of_computers_or_of_an_unfinished_game_appraises_nothing(app, driver):
    app.stack.reset(TitleScene(app))
    assert review.open_review(app, computers_only("schotten")).review.survey is None
    app.stack.reset(TitleScene(app))
    assert review.open_review(app, people_game(moves=6)).review.survey is None


def test_a_finished_game_opens_at_its_start_and_an_unfinished_one_where_it_stands(app, driver):
    """Play testers were surprised to land on the last position of a finished game."""
    app.stack.reset(TitleScene(app))
    done = people_game()
    session = review.open_review(app, done).session
    assert session.step == next(k for k, seat in enumerate(done.actors) if seat != CHANCE)
    driver.key(pygame.K_END)
    assert session.step == session.length == len(done.actions)
    app.stack.reset(TitleScene(app))
    going = people_game(moves=12)
    session = review.open_review(app, going).session
    assert session.step == session.length == len(going.actions)


def test_the_bar_says_whose_eyes_and_changes_them(app, driver):
    """The seat whose view is shown is named on the bar ("Seen by Ana"); a click or V goes to the
    next person; a computer's hand only once the game is over."""
    from game.core.i18n import tr

    match = people_game()
    app.stack.reset(TitleScene(app))
    scene = review.open_review(app, match)
    driver.send()
    session, look = scene.session, scene.review.buttons["look"]
    assert tr(look.label) == "Seen by Ana" and session.model().seat == 0
    real = app.viewport.rect(look.rect)
    assert real.w >= 28 and real.h >= 28 and not look.rect.colliderect(scene.review.buttons["show_all"].rect)
    driver.click(look.rect.center)
    assert session.model().seat == 1 and tr(look.label) == "Seen by Rui"
    hand = session.match.state.hands[1]
    assert session.model().view.hands[1] == hand
    drawn = scene.review.part(session.model())
    driver.key(pygame.K_v)
    assert session.model().seat == 0 and tr(look.label) == "Seen by Ana"
    assert scene.review.part(session.model()) != drawn, "the bar is not drawn again with the new name"
    # against a computer, before the end: nobody else to look as
    game = Match(games.rules_for("schotten"), MatchConfig("schotten", [Seat("Ana", HUMAN), Seat("Rui", BOT, "easy")],
                                                         {}, seed=4))
    for _ in range(12):
        seat = game.to_move()
        game.play(game.legal_actions()[0]) if seat != CHANCE else game.resolve_chance()
    app.stack.reset(TitleScene(app))
    scene = review.open_review(app, game)
    driver.send()
    assert "look" not in scene.review.buttons
    scene.session.look_as(1)
    driver.key(pygame.K_v)
    assert scene.session.model().seat == 0
