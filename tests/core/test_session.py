"""The table session without a display: turns, computer players, undo, pass-and-play, the
autosave, the game's end reported once, and the review and guided modes."""

from __future__ import annotations

import json
import random
import threading

import pytest

from game.core.bots import RandomBot
from game.core.i18n import Msg
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.core.rules import CHANCE
from game.core.session import (
    ACCEPTED,
    EXPECTED,
    GUIDED,
    REFUSED,
    REVIEW,
    Changed,
    GameOver,
    GuideReply,
    MovePlayed,
    Notice,
    PassDevice,
    Refused,
    TableSession,
    Verdict,
    bot_seed,
)
from game.games.schotten.rules.actions import Claim, Deal, Draw, Pass, Play
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN
from tests.core.events import Recorder

RULES = SchottenRules()


def lookup(name):
    return RULES if name == "schotten" else None


def config(people=1, seed=3, **options):
    seats = [Seat("Ana", HUMAN)] + [
        Seat("Rui", HUMAN) if people >= 2 else Seat("Rui", BOT, "easy"),
    ]
    if people == 0:
        seats = [Seat("Ana", BOT, "easy"), Seat("Rui", BOT, "easy")]
    return MatchConfig("schotten", seats, options, seed=seed)


def made_bots(seeds: list):
    def make(level, seed):
        seeds.append(seed)
        return RandomBot(seed)

    return make


def session(people=1, seed=3, record=None, **kw):
    s = TableSession(Match(RULES, config(people, seed)), make_bot=made_bots([]), **kw)
    if record is not None:
        s.listen(record)
    return s


def play_card(s: TableSession) -> bool:
    return s.play(next(a for a in s.match.legal_actions() if isinstance(a, (Play, Pass))))


def finish_turn(s: TableSession) -> None:
    """The person's whole turn: a card, then whatever ends the turn."""
    play_card(s)
    while s.human_to_move() is not None and not any(isinstance(a, (Play, Pass)) for a in s.match.legal_actions()):
        s.play(next(a for a in s.match.legal_actions() if not isinstance(a, Claim)))


def run_bots(s: TableSession, limit=500) -> None:
    """Drive the computers (at "Instant") until a person decides or the game ends."""
    for _ in range(limit):
        if s.bot_seat() is None and s.worker is None:
            return
        s.burst(5.0)


# -- computer players ---------------------------------------------------------------------------


def test_computer_players_are_seeded_from_the_match_seed_and_seat():
    seeds: list[int] = []
    TableSession(Match(RULES, config(0, seed=7)), make_bot=made_bots(seeds))
    assert seeds == [bot_seed(7, 0), bot_seed(7, 1)]
    assert len({bot_seed(7, 0), bot_seed(7, 1), bot_seed(8, 0)}) == 3


def test_a_game_of_computers_replays_the_same():
    def whole_game() -> list[dict]:
        s = TableSession(Match(RULES, config(0, seed=11)), make_bot=made_bots([]))
        while not s.match.is_over():
            s.burst(5.0)
        return [a.to_dict() for a in s.match.actions]

    assert whole_game() == whole_game()


def test_paced_computer_moves_wait_for_the_pause_and_for_animations():
    """The computer thinks at once; its move comes after the pause (the full one as its turn
    begins, the short one between the steps of its turn) and never while a piece still lands."""
    record = Recorder()
    s = session(record=record)
    finish_turn(s)
    pauses = []

    def pause(same_turn: bool) -> float:
        pauses.append(same_turn)
        return 0.2 if same_turn else 0.5

    assert s.bot_seat() == 1
    assert not s.tick(0.3, pause=pause) and s.worker is not None  # thinking, still pausing
    assert s.model().actor is None and pauses == [False]  # its turn begins: the full pause
    s.worker.thread.join(5)
    assert not s.tick(0.3, holding=True, pause=pause)  # the pause is over, but a piece still lands
    assert s.tick(0.0, pause=pause)
    moves = record.of(MovePlayed)
    assert moves[-1].seat == 1 and moves[-1].by_bot
    assert moves[-1].before.to_json() != moves[-1].after.to_json()
    s.tick(0.0, pause=pause)  # its next step (the draw): the short pause
    assert pauses == [False, True]
    s.worker.thread.join(5)
    assert not s.tick(0.1, pause=pause) and s.tick(0.15, pause=pause)
    assert record.of(MovePlayed)[-1].seat == 1


def test_a_burst_plays_the_computers_turn_and_saves_once():
    saved = []
    s = session(saver=lambda m: saved.append(len(m.actions)))
    finish_turn(s)
    before = len(saved)
    s.burst(5.0)
    assert s.human_to_move() == 0
    assert len(saved) == before + 1


def test_a_broken_computer_player_is_replaced_by_a_legal_move_with_a_notice():
    class Broken:
        def choose(self, rules, view, seat):
            raise ValueError("no idea")

    record = Recorder()
    s = TableSession(Match(RULES, config(1)), make_bot=lambda level, seed: Broken())
    s.listen(record)
    finish_turn(s)
    s.burst(5.0)
    assert record.of(Notice)[0].level == "warning"
    assert record.of(MovePlayed)[-1].seat == 1


# -- a person's moves, undo and redo --------------------------------------------------------------


def test_an_illegal_move_is_refused_with_its_reason_and_changes_nothing():
    record = Recorder()
    s = session(record=record)
    before = json.dumps(s.match.state.to_json())
    assert not s.play(Claim(0))
    assert record.of(Refused) and record.of(Refused)[0].reason.key
    assert json.dumps(s.match.state.to_json()) == before
    assert not record.of(MovePlayed)


def test_undo_and_redo_follow_the_policy_and_are_counted():
    record = Recorder()
    s = session(people=2, record=record)
    s.reveal_for(0)
    assert not s.undo() and isinstance(record.events[-1], Notice)  # nothing to undo yet
    play_card(s)
    after = json.dumps(s.match.state.to_json())
    assert s.can_undo() and s.undo()
    assert s.match.undos == [1, 0]
    assert record.events[-1] == Changed("undo")
    assert s.redo() and json.dumps(s.match.state.to_json()) == after
    assert Match.from_json(json.loads(json.dumps(s.match.to_json())), lookup).undos == [1, 0]


def test_no_undo_while_a_computer_thinks():
    gate = threading.Event()

    class Slow:
        def choose(self, rules, view, seat):
            gate.wait(5)
            return rules.legal_actions(view)[0]

    s = TableSession(Match(RULES, config(1)), make_bot=lambda level, seed: Slow())
    finish_turn(s)
    s.tick(1.0)
    assert s.worker is not None and not s.can_undo() and not s.model().can_undo
    gate.set()
    s.worker.thread.join(5)


def test_hints_are_counted_per_seat():
    s = session()
    s.count_hint(0)
    s.count_hint(0)
    assert Match.from_json(json.loads(json.dumps(s.match.to_json())), lookup).hints_used == [2, 0]


# -- pass and play --------------------------------------------------------------------------------


def test_the_device_is_passed_between_people_and_nothing_private_shows_meanwhile():
    record = Recorder()
    s = session(people=2, record=record)
    s.start()
    assert record.of(PassDevice) == [PassDevice(0)] and s.viewer is None
    assert s.model().passing and s.model().actor is None
    s.reveal_for(0)
    assert s.viewer == 0 and s.model().actor == 0
    finish_turn(s)
    assert record.of(PassDevice)[-1] == PassDevice(1) and s.viewer is None
    s.reveal_for(1)
    model = s.model()
    assert model.seat == 1 and model.view.hands[0] != s.match.state.hands[0]  # Ana's hand stays hidden


def test_the_last_person_may_keep_looking_until_they_hand_over():
    record = Recorder()
    s = session(people=2, record=record, linger=lambda state: True)
    s.start()
    s.reveal_for(0)
    finish_turn(s)
    assert s.lingering == 1 and s.viewer == 0 and len(record.of(PassDevice)) == 1
    assert s.model().actor is None  # it is Rui's turn, but Ana still holds the device
    s.hand_over()
    assert record.of(PassDevice)[-1] == PassDevice(1) and s.viewer is None and s.lingering is None


# -- autosave and the game's end --------------------------------------------------------------------


def test_an_autosave_that_fails_becomes_a_notice():
    def full(match):
        raise OSError(28, "No space left on device")

    record = Recorder()
    s = session(people=2, record=record, saver=full)
    s.reveal_for(0)
    play_card(s)
    notices = record.of(Notice)
    assert notices and notices[0].level == "warning" and "No space" in str(notices[0].text)


def play_to_the_end(s: TableSession, rng: random.Random) -> None:
    for _ in range(5000):
        if s.match.is_over():
            return
        if s.human_to_move() is not None:
            if s.private and s.viewer != s.human_to_move():
                s.reveal_for(s.human_to_move())
            s.play(rng.choice(s.match.legal_actions()))
        else:
            s.burst(5.0)


def test_the_end_is_reported_once_even_after_undo_and_finishing_again():
    record, finished = Recorder(), []
    s = session(people=2, record=record, on_finished=finished.append)
    play_to_the_end(s, random.Random(1))
    assert len(record.of(GameOver)) == 1 and finished == [s.match]
    assert record.of(GameOver)[0].result == RULES.final_result(s.match.state)
    if s.match.can_undo():  # the last move was a person's: take it back and finish again
        last = s.match.actions[-1]
        assert s.undo() and not s.match.is_over()
        assert s.play(last) and s.match.is_over()
    assert len(record.of(GameOver)) == 1 and len(finished) == 1


def test_a_finished_game_resumed_is_not_reported_again():
    s = session(people=2)
    play_to_the_end(s, random.Random(2))
    loaded = Match.from_json(json.loads(json.dumps(s.match.to_json())), lookup)
    assert loaded.ended
    finished = []
    again = TableSession(loaded, on_finished=finished.append)
    again.start()
    assert finished == []


def test_a_game_resumed_before_its_end_is_reported_when_it_ends():
    s = session(people=2)
    play_to_the_end(s, random.Random(3))
    whole = s.match
    k = max(i for i, seat in enumerate(whole.actors) if seat != CHANCE)  # the last decision
    part = whole.at(k)
    part.resolve_chance()
    loaded = Match.from_json(json.loads(json.dumps(part.to_json())), lookup)
    assert not loaded.ended and not loaded.is_over()
    finished = []
    again = TableSession(loaded, on_finished=finished.append)
    again.reveal_for(again.human_to_move())
    assert again.play(whole.actions[k])
    assert finished == [loaded]


# -- review -------------------------------------------------------------------------------------


def finished_game(seed=4) -> Match:
    s = session(people=2, seed=seed)
    play_to_the_end(s, random.Random(seed))
    return s.match


def test_a_review_walks_the_game_with_the_log_following_and_never_changes_it():
    whole = finished_game()
    saved, finished, record = [], [], Recorder()
    r = TableSession(whole, mode=REVIEW, saver=saved.append, on_finished=finished.append)
    r.listen(record)
    assert r.step == r.length == len(whole.actions)
    r.to_start()
    assert r.step > 0 and all(seat == CHANCE for seat in whole.actors[: r.step])  # the table as dealt
    while r.step < r.length:
        r.forward()
        k = r.step
        replay = whole.at(k)
        assert r.match.state.to_json() == replay.state.to_json()
        assert [e.text for e in r.model().log] == [e.text for e in replay.log]
    r.back()
    assert r.step < r.length
    r.to_end()
    assert r.match.state.to_json() == whole.state.to_json()
    assert not r.play(whole.legal_actions()[0] if whole.legal_actions() else Pass())
    assert isinstance(record.events[-1], Refused)
    assert saved == [] and finished == [] and not record.of(GameOver)
    assert not r.undo() and r.model().actor is None and r.bot_seat() is None


def test_a_review_jumps_to_each_milestone_the_rules_name():
    whole = finished_game(5)
    r = TableSession(whole, mode=REVIEW)
    stops = r.milestones()
    expected = []
    for k, action in enumerate(whole.actions):
        before, after = whole.at(k).state, whole.at(k + 1).state
        if RULES.milestone(before, action, after):
            expected.append(k + 1)
    # each lands on the first position from there where someone decides (or the end)
    landing = [
        next(p for p in range(e, len(whole.actions) + 1) if p == len(whole.actions) or whole.actors[p] != CHANCE)
        for e in expected
    ]
    assert stops and stops == sorted(set(landing))
    assert stops[-1] == len(whole.actions)  # the end is one
    r.to_start()
    seen = []
    while r.step < r.length:
        r.next_milestone()
        seen.append(r.step)
    assert seen == stops
    r.previous_milestone()
    assert r.step == (stops[-2] if len(stops) > 1 else r.milestones()[0])


def test_hidden_cards_may_be_shown_after_the_game_only():
    whole = finished_game(6)
    r = TableSession(whole, mode=REVIEW)
    r.to_start()
    hidden = r.model().view.hands[1]
    assert hidden != r.match.state.hands[1]
    assert r.toggle_show_all()
    assert r.model().view.hands[1] == r.match.state.hands[1]
    unfinished = whole.at(len(whole.actions) // 2)
    part = TableSession(unfinished, mode=REVIEW)
    assert not part.can_show_all() and not part.toggle_show_all()
    assert part.model().view.hands[1] != part.match.state.hands[1]


def test_match_at_a_step_is_the_replay_of_its_first_actions():
    whole = finished_game(7)
    for k in (0, 13, 41, 80, len(whole.actions)):
        again = Match(RULES, MatchConfig.from_json(whole.config.to_json()), deal=False)
        for action in whole.actions[:k]:
            again.advance(action)
        at = whole.at(k)
        assert at.state.to_json() == again.state.to_json()
        assert [e.text for e in at.log] == [e.text for e in again.log]
    assert whole.at(len(whole.actions)).is_over()


# -- guided -------------------------------------------------------------------------------------


class TinyGuide:
    """Deals the lowest card each time; Ana's first move is her lowest card at stone 1 (another
    stone is taken with a kind word, the last stone is refused); Rui's moves are scripted."""

    def __init__(self):
        self.judged = 0

    def chance(self, state, step):
        if state.need_first:
            return None
        _, deck = state.pending[0]
        return Deal(min(state.pools[deck]))

    def _decisions(self, match, seat):
        return sum(1 for s in match.actors if s == seat)

    def judge(self, match, seat, action):
        self.judged += 1
        if self._decisions(match, seat) > 0 or not isinstance(action, Play):
            return Verdict(EXPECTED)
        if action.stone == 8:
            return Verdict(REFUSED, Msg.raw("Try a stone nearer the middle"))
        expected = Play(min(match.state.hands[seat]), 0)
        if action == expected:
            return Verdict(EXPECTED, Msg.raw("Well played"))
        return Verdict(ACCEPTED, Msg.raw("That works too"))

    def move(self, match, seat):
        legal = match.legal_actions()
        return next((a for a in legal if isinstance(a, Draw)), legal[0])


def guided(record=None, match=None):
    match = match or Match(RULES, config(1, seed=9), deal=False)
    s = TableSession(match, mode=GUIDED, guide=TinyGuide(), make_bot=made_bots([]))
    if record is not None:
        s.listen(record)
    return s


def test_a_guide_deals_the_cards_it_wants():
    s = guided()
    lowest = sorted(c for c in range(54))
    dealt = [a.card for a in s.match.actions if isinstance(a, Deal)]
    assert sorted(dealt) == lowest[: len(dealt)]


def test_a_guide_refuses_accepts_and_expects_and_illegal_moves_keep_their_reason():
    record = Recorder()
    s = guided(record)
    before = json.dumps(s.match.state.to_json())
    assert not s.play(Claim(3))
    assert record.events[-1].reason.key.startswith("schotten.")  # the rules' own reason
    low = min(s.match.state.hands[0])
    assert Play(low, 8) in s.match.legal_actions()
    assert not s.play(Play(low, 8)) and str(record.events[-1].reason) == "Try a stone nearer the middle"
    assert json.dumps(s.match.state.to_json()) == before
    assert s.play(Play(low, 4))
    reply = record.of(GuideReply)[-1]
    assert reply.verdict == ACCEPTED and str(reply.text) == "That works too"
    s.undo()
    assert s.play(Play(low, 0)) and record.of(GuideReply)[-1].verdict == EXPECTED


def test_a_guided_game_is_saved_and_resumed_where_it_was():
    s = guided()
    low = min(s.match.state.hands[0])
    s.play(Play(low, 0))
    s.play(next(a for a in s.match.legal_actions() if isinstance(a, Draw)))
    run_bots(s)
    data = json.loads(json.dumps(s.match.to_json()))
    resumed = guided(match=Match.from_json(data, lookup))
    assert resumed.match.state.to_json() == s.match.state.to_json()
    assert resumed.human_to_move() == 0
    record = Recorder()
    resumed.listen(record)
    card = min(resumed.match.state.hands[0])
    assert resumed.play(Play(card, 8))  # past the first move the guide expects anything
    assert not record.of(GuideReply) and resumed.guide.judged == 1
    lowest = min(resumed.match.state.pools[CLAN])
    assert resumed.play(Draw(CLAN))
    dealt = [a for a in resumed.match.actions[len(data["actions"]) :] if isinstance(a, Deal)]
    assert dealt == [Deal(lowest)]  # the resumed guide deals as the script says


def test_review_and_guided_sessions_check_their_arguments():
    with pytest.raises(ValueError):
        TableSession(Match(RULES, config(1)), mode=GUIDED)
    with pytest.raises(ValueError):
        TableSession(Match(RULES, config(1)), mode="chess")
