"""A finished game is recorded once, keyed by its match id: finishing it, resuming its save,
undoing into its end and finishing again, loading its save again add nothing; a replay never
records; the match id, the undos and the time at the table travel in the save."""

import json
import time
from types import SimpleNamespace

from game import games, records, storage
from game.core import match as match_module
from game.core.match import Match
from game.records import Records
from tests.records.conftest import ending, finished


def count() -> int:
    with Records.open() as db:
        return db.count()


def reload(match: Match) -> Match:
    return Match.from_json(json.loads(json.dumps(match.to_json())), games.rules_or_none)


def test_a_finished_game_is_recorded_once(schotten_game):
    assert records.record_finished(schotten_game) == []
    assert count() == 1
    assert records.record_finished(schotten_game) == []
    assert records.record_finished(reload(schotten_game)) == []
    assert count() == 1
    with Records.open() as db:
        record = db.find(schotten_game.match_id)
    assert record is not None and record.finished and record.source == records.PLAY
    assert [s.name for s in record.seats] == ["Ana", "Bruno"]
    assert record.actions == len(schotten_game.actions)


def test_an_unfinished_game_is_not_recorded():
    match = ending()
    assert records.record_finished(match) == []
    assert count() == 0


def test_undoing_into_the_end_and_finishing_again_adds_nothing():
    match = ending(seed=3)
    final = match.final
    match.play(final)
    records.record_finished(match)
    resumed = reload(match)  # the finished save, loaded again
    assert resumed.match_id == match.match_id
    assert resumed.undo()
    assert not resumed.is_over()
    resumed.play(final)
    assert records.record_finished(resumed) == []
    assert count() == 1
    with Records.open() as db:
        assert db.find(match.match_id).seats[0].undos + db.find(match.match_id).seats[1].undos == 0  # the first


def test_a_named_save_loaded_twice_is_the_same_game(schotten_game):
    storage.save_named(schotten_game, "final")
    one = storage.load_match(storage.named_save_path("final"), games.rules_or_none)
    two = storage.load_match(storage.named_save_path("final"), games.rules_or_none)
    assert one.match_id == two.match_id == schotten_game.match_id
    records.record_finished(one)
    records.record_finished(two)
    assert count() == 1


def test_a_save_from_before_match_ids_gets_one_from_its_setup(schotten_game):
    data = schotten_game.to_json()
    del data["match_id"], data["started_at"]
    first = Match.from_json(json.loads(json.dumps(data)), games.rules_or_none)
    second = Match.from_json(json.loads(json.dumps(data)), games.rules_or_none)
    assert first.match_id == second.match_id and first.match_id.startswith("legacy-")
    other = finished(seed=6).to_json()
    del other["match_id"]
    assert Match.from_json(other, games.rules_or_none).match_id != first.match_id
    records.record_finished(first)
    records.record_finished(second)
    assert count() == 1
    with Records.open() as db:
        record = db.find(first.match_id)
    assert record.started is None and record.seconds is None  # unknown, not made up


def test_a_replay_records_nothing(schotten_game):
    records.record_finished(schotten_game)
    with Records.open() as db:
        record = db.find(schotten_game.match_id)
        db.delete(record.id)
    replayed = record.match()  # what review and export do
    assert replayed.is_over() and replayed.state.to_json() == schotten_game.state.to_json()
    assert count() == 0


def test_undos_are_counted_per_seat_and_kept_in_the_save():
    match = ending(seed=2)
    seat = match.to_move()
    match.play(match.final)
    assert match.undo() and match.undos[seat] == 1
    match.play(match.final)
    assert reload(match).undos == match.undos
    records.record_finished(match)
    with Records.open() as db:
        assert db.find(match.match_id).seats[seat].undos == 1


def test_old_saves_load_with_no_undos(schotten_game):
    data = schotten_game.to_json()
    del data["summary"]["undos"]
    assert Match.from_json(data, games.rules_or_none).undos == [0, 0]
    data["summary"]["undos"] = [True, -3]
    assert Match.from_json(data, games.rules_or_none).undos == [0, 0]


def test_time_at_the_table_counts_long_pauses_as_ten_minutes(monkeypatch):
    clock = iter([0.0, 10.0, 5000.0, 5030.0] + [5030.0 + i for i in range(1, 10_000)])
    fake = SimpleNamespace(monotonic=lambda: next(clock), strftime=time.strftime)
    monkeypatch.setattr(match_module, "time", fake)
    match = ending(seed=4)  # made at t=0; its decisions at 10, 5000, 5030, ...
    taken = len(match.actions)
    assert match.seconds_played >= 10 + match_module.IDLE_CAP + 30
    assert match.seconds_played < 10 + match_module.IDLE_CAP + 30 + taken + 1
    match.play(match.final)
    again = reload(match)
    assert abs(again.seconds_played - match.seconds_played) < 0.1  # kept in the save
    records.record_finished(again)
    with Records.open() as db:
        record = db.find(match.match_id)
    assert record.seconds_kind == records.TABLE and abs(record.seconds - match.seconds_played) < 0.1
