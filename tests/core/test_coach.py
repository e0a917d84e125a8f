"""The coach (game/core/coach.py): it speaks after a move the hard player's appraisal puts
clearly below its own choice and stays silent otherwise, reads only the seat's view before the
move, takes its threshold from the game, works in the background, and picks a finished game's
turning points."""

from __future__ import annotations

import random

import pytest

from game import games
from game.core import i18n
from game.core.bots import Appraiser, ChoiceAppraiser, RandomBot, appraiser_for, score_lead
from game.core.coach import (
    Coach,
    LossSurvey,
    MoveLoss,
    appraised_loss,
    decisions,
    move_loss,
    position_seed,
    turning_points,
)
from game.core.i18n import Msg, tr
from game.core.rng import Rng
from game.core.rules import CHANCE, GameConfig, settle_chance
from game.games.border.rules.actions import Complete, Done, Keep
from game.games.schotten.rules.state import CLAN
from game.storage import Settings
from tests.border.tables import Table as BorderTable
from tests.border.tables import leave_segment


def border_choice() -> tuple[BorderTable, int, int]:
    """Seat 0's third and last roll shows the dice that complete the last open segment of the
    Meadow's ring."""
    t = BorderTable()
    seg, name, length = leave_segment(t, 0, "meadow")
    need = t.rules.segment_need(t.state, 0, seg)
    others = [c for c in ("grey", "red", "yellow", "blue", "orange", "green") if c != name]
    for _ in range(3):
        t.roll(*([name] * need + others[: 5 - need]))
    return t, seg, t.rules.open_value(t.state, t.rules.bs.area_index("meadow"))


def border_give_up() -> tuple[BorderTable, int, float]:
    """``border_choice`` and what ending Action 1 there (not completing the Meadow) loses in the
    Border's Hard appraisal (HardBot.appraise: points ahead of the best opponent)."""
    t, seg, _points = border_choice()
    values = dict(games.appraiser("border").appraise(t.rules, t.rules.view(t.state, 0), 0))
    loss = max(values.values()) - values[Done()]
    assert values[Complete(seg)] == max(values.values()) and loss > 0
    return t, seg, loss


def coach_for(game: str, threshold: float | None = None) -> Coach:
    return games.make_coach(game, seed=5, threshold=threshold)


# -- the arithmetic ----------------------------------------------------------------------------


def test_the_loss_is_the_best_value_less_the_played_one_and_an_unlisted_move_counts_as_the_worst():
    a, b, c, d = Done(), Complete(1), Complete(2), Complete(3)
    assert appraised_loss([(a, 1.0), (b, 4.0), (c, 2.5)], a) == (b, 3.0)
    assert appraised_loss([(a, 1.0), (b, 4.0), (c, 2.5)], b) == (b, 0.0)
    assert appraised_loss([(a, 1.0), (b, 4.0), (c, 2.5)], d) == (b, 3.0)  # not considered: the lowest
    assert appraised_loss([(a, 1.0)], a) is None  # nothing to compare


def test_turning_points_are_each_seats_costliest_moves_largest_first():
    losses = [MoveLoss(i, i % 2, Done(), Done(), loss) for i, loss in enumerate([0.5, 3, 7, 0, 2, 9, 7, 1])]
    points = turning_points(losses, count=3)
    assert [m.step for m in points[0]] == [2, 6, 4]  # 7 (played first), 7, 2
    assert [m.step for m in points[1]] == [5, 1, 7]
    assert turning_points(losses, count=2, least=2.5) == {0: points[0][:2], 1: points[1][:2]}


# -- speaking and staying silent ----------------------------------------------------------------


def test_the_coach_speaks_when_the_person_gives_up_an_area_the_hard_player_would_complete():
    t, seg, points = border_give_up()
    view = t.rules.view(t.state, 0)
    coach = coach_for("border", threshold=points)
    coach.after_move(view, Done(), 0, step=7)
    (note,) = coach.wait()
    assert note.loss.best == Complete(seg) and note.loss.loss >= points and note.loss.step == 7
    i18n.set_language("en")
    text = tr(note.text)
    assert text.startswith("Hard would have played: ") and "Meadow" in text and "— " in text
    assert not text.rstrip().endswith("—")
    i18n.set_language("pt")
    try:
        assert tr(note.text).startswith("O Difícil teria jogado: ")
    finally:
        i18n.set_language("en")


def test_the_coach_stays_silent_after_the_move_it_would_have_played_and_below_its_threshold():
    t, seg, points = border_give_up()
    view = t.rules.view(t.state, 0)
    coach = coach_for("border", threshold=points)
    coach.after_move(view, Complete(seg), 0, step=7)
    assert coach.wait() == [] and coach.losses[7].loss == 0.0
    quiet = coach_for("border", threshold=points + 0.5)
    quiet.after_move(view, Done(), 0, step=7)
    assert quiet.wait() == [] and quiet.losses[7].loss == points  # appraised, not worth a word


def test_a_forced_move_is_neither_appraised_nor_noted():
    t = BorderTable()
    view = t.rules.view(t.state, 0)  # the first roll: the only move
    coach = coach_for("border", threshold=0.0)
    coach.after_move(view, t.legal()[0], 0, step=0)
    assert coach.wait() == [] and coach.losses == {}


def test_the_threshold_comes_from_the_games_declaration(monkeypatch):
    import dataclasses
    import importlib

    for game in games.GAME_ORDER:
        declared = importlib.import_module(f"game.games.{game}.hints").COACH_THRESHOLD
        assert isinstance(declared, (int, float)) and declared > 0
        assert games.make_coach(game).threshold == games.coach_threshold(game) == declared
    t, _seg, points = border_give_up()
    view = t.rules.view(t.state, 0)
    border = games.spec("border")
    declared_hints = border.hints()

    for threshold, speaks in ((points + 1, False), (points, True)):
        hints = dataclasses.replace(declared_hints, coach_threshold=threshold)
        monkeypatch.setattr(border, "hints", lambda hints=hints: hints)
        coach = games.make_coach("border")
        coach.after_move(view, Done(), 0, step=3)
        assert bool(coach.wait()) == speaks


def test_taken_back_moves_lose_their_notes_and_appraisals():
    t, _seg, points = border_give_up()
    view = t.rules.view(t.state, 0)
    coach = coach_for("border", threshold=points)
    coach.after_move(view, Done(), 0, step=4)
    coach.after_move(view, Done(), 0, step=9)
    coach.forget_from(9)  # the second was undone before its appraisal ran or ended
    notes = coach.wait()
    assert [n.loss.step for n in notes] == [4] and set(coach.losses) == {4}


def test_the_appraisal_runs_in_the_background_and_is_collected_by_poll():
    t, _seg, points = border_give_up()
    view = t.rules.view(t.state, 0)
    coach = coach_for("border", threshold=points)
    coach.after_move(view, Done(), 0, step=2)
    assert coach.busy  # queued and started: after_move returned without waiting for it
    assert len(coach.wait()) == 1 and not coach.busy and coach.poll() == []


# -- hidden information ------------------------------------------------------------------------


class Spy:
    """An appraiser that records what it is handed."""

    def __init__(self, inner: Appraiser):
        self.inner = inner
        self.seen: list = []

    def appraise(self, rules, view, seat):
        self.seen.append((view, seat))
        return self.inner.appraise(rules, view, seat)


def schotten_twins():
    """Two deals that differ only in the opponent's hidden hand, the seat to move's views equal."""
    rules = games.rules_for("schotten")
    state = rules.setup(GameConfig(2, {}))
    settle_chance(rules, state, random.Random(4))
    seat = rules.to_move(state)
    twin = state.clone()
    other = 1 - seat
    twin.pools[CLAN][:3], twin.hands[other][:3] = twin.hands[other][:3], twin.pools[CLAN][:3]
    assert twin.hands[other] != state.hands[other]
    return rules, state, twin, seat


def test_the_coach_never_reads_what_the_seat_could_not_see():
    rules, state, twin, seat = schotten_twins()
    played = rules.legal_actions(state)[-1]
    answers = []
    for full in (state, twin):
        view = rules.view(full, seat)
        spy = Spy(games.appraiser("schotten", 3))
        coach = Coach(rules, lambda _seed, spy=spy: spy, 0.0, lambda *a: Msg.raw("x"))
        coach.after_move(view, played, seat, step=11)
        coach.wait()
        (seen, seen_seat), = spy.seen
        assert seen is view and seen_seat == seat  # handed the view itself, nothing else
        assert all(c < 0 for c in seen.hands[1 - seat])  # the other hand is hidden in it
        answers.append(coach.losses[11])
    assert answers[0] == answers[1]


def test_a_surveyed_game_is_appraised_from_each_persons_view_before_each_move():
    rules = games.rules_for("schotten")
    config = rules.check_config(GameConfig(2, {}))
    state = rules.setup(config)
    bots = [RandomBot(1), RandomBot(2)]
    rng = random.Random(9)
    actions, actors = [], []
    while len(actions) < 40:
        seat = rules.to_move(state)
        if seat == CHANCE:
            action = rules.sample_chance(state, rng)
        else:
            action = bots[seat].choose(rules, rules.view(state, seat), seat)
        rules.apply(state, action)
        actions.append(action)
        actors.append(seat)
    spies: list[Spy] = []

    def make(seed):
        spies.append(Spy(games.appraiser("schotten", seed)))
        return spies[-1]

    survey = LossSurvey(rules, config, actions, actors, [0], make, seed=1)
    assert survey.wait(120)
    assert survey.error is None and survey.seen == sum(1 for a in actors if a == 0)
    expected = {step: view for step, view, _a, _s in decisions(rules, config, actions, actors, [0])}
    for spy in spies:
        (view, seat), = spy.seen
        assert seat == 0 and all(c < 0 for c in view.hands[1])
    assert [v.to_json() for v, _ in (s.seen[0] for s in spies)] == [
        expected[step].to_json() for step in sorted(expected) if len(rules.legal_actions(expected[step])) > 1]


# -- turning points of a played game ------------------------------------------------------------


def test_turning_points_of_a_played_game_name_each_persons_costliest_moves():
    """Glen More (its hard player appraises): the first 140 actions of a game between a random
    player (seat 0) and an easy one, surveyed for both."""
    rules = games.rules_for("glenmore")
    config = rules.check_config(GameConfig(2, {}))
    state = rules.setup(config)
    players = [RandomBot(3), games.make_bot("glenmore", "easy", 4)]
    actions, actors = [], []
    while len(actions) < 140:
        seat = rules.to_move(state)
        if seat == CHANCE:
            action = rules.sample_chance(state, Rng.derive(5, len(actions)))
        else:
            action = players[seat].choose(rules, rules.view(state, seat), seat)
        rules.apply(state, action)
        actions.append(action)
        actors.append(seat)
    moves = [(step, view) for step, view, _a, _s in decisions(rules, config, actions, actors, [0])
             if len(rules.legal_actions(view)) > 1]
    live = games.make_coach("glenmore", seed=2)
    first, view = moves[0]
    live.after_move(view, actions[first], 0, first)
    live.wait()
    known = dict(live.losses)
    survey = LossSurvey(rules, config, actions, actors, [0, 1], lambda s: games.appraiser("glenmore", s),
                        seed=2, known=known)
    assert survey.wait(300) and survey.error is None
    assert survey.losses[first] is known[first]  # the live coach's appraisal reused
    points = survey.turning_points(3)
    assert len(points[0]) == 3  # the random player gave something away more than three times
    for seat, items in points.items():
        assert len(items) <= 3
        assert [m.loss for m in items] == sorted((m.loss for m in items), reverse=True)
        assert all(actors[m.step] == seat and actions[m.step] == m.played and m.loss > 0 for m in items)
        assert items[0].loss == max(m.loss for m in survey.losses.values() if m.seat == seat)
    assert points[0][0].loss > max((m.loss for m in points.get(1, [])), default=0.0)  # random costs more
    step = points[0][0].step
    view = dict(moves)[step]
    again = move_loss(games.appraiser("glenmore", position_seed(2, step)), rules, view, 0, actions[step], step)
    assert again == points[0][0]  # the same game gives the same turning points


# -- the parts it is built from ----------------------------------------------------------------


def test_a_player_without_its_own_appraisal_is_appraised_by_its_choice_and_the_score_lead():
    t, seg, points = border_choice()
    view = t.rules.view(t.state, 0)
    bot = games.make_bot("border", "easy", 1)
    appraiser = appraiser_for(bot)
    assert isinstance(appraiser, ChoiceAppraiser)
    values = dict(appraiser.appraise(t.rules, view, 0))
    assert values[Complete(seg)] - values[Done()] == points  # the last roll: the easy player completes it
    t.state.phase, t.state.rolls = "keep", 1  # with rolls to come, one that keeps rolling…
    keeper = ChoiceAppraiser(type("Keeper", (), {"choose": lambda self, r, v, s: Keep(0, True)})())
    values = dict(keeper.appraise(t.rules, t.rules.view(t.state, 0), 0))
    assert values[Keep(0, True)] == values[Complete(seg)] == values[Done()] == 0  # …is not judged by points now
    assert score_lead(t.rules, view, 0) == 0
    glenmore = games.make_bot("glenmore", "hard", 1)
    assert appraiser_for(glenmore) is glenmore  # its own appraisal


def test_the_coach_setting_is_per_game_and_off_by_default():
    settings = Settings()
    assert not any(settings.coach_on(g) for g in games.GAME_ORDER)
    loaded = Settings.from_json({**settings.to_json(), "coach": {"brass": True, "border": "yes", 3: True}})
    assert loaded.coach == {"brass": True} and loaded.coach_on("brass") and not loaded.coach_on("border")


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_a_quoted_log_line_loses_its_full_stop(lang):
    i18n.set_language(lang)
    try:
        line = Msg.raw("Ana takes the Forest.")
        assert tr(Msg("core.coach.note", move=line)).endswith("Ana takes the Forest")
        assert "Forest —" in tr(Msg("core.coach.note_why", move=Msg.raw("Ana takes the Forest!"), why=Msg.raw("w")))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", games.GAME_ORDER)
def test_every_games_hard_player_appraises_the_moves_of_a_view(game):
    """The protocol every game's appraiser follows: ``appraise(rules, view, seat)`` gives legal
    moves with numbers, more than one where there is a choice."""
    from game.tools.hints import positions

    pos = next(p for p in positions(game, 80, seed=6) if len(p.rules.legal_actions(p.view)) > 1)
    legal = pos.rules.legal_actions(pos.view)
    appraisal = games.appraiser(game, 1).appraise(pos.rules, pos.view, pos.seat)
    assert len(appraisal) > 1 and {a for a, _ in appraisal} <= set(legal)
    assert all(isinstance(v, (int, float)) for _, v in appraisal)

