"""The finished games already in the saves are imported once; unfinished games left behind are
listed as abandoned (another game saved after their last move, or no move for ABANDON_DAYS)."""

import json
import os
import time

from game import records, storage
from game.records import Records, store
from tests.records.conftest import ending, finished, play_out


def aged(match_id, seconds_ago):
    path = storage.autosave_path(match_id)
    moment = time.time() - seconds_ago
    os.utime(path, (moment, moment))


def test_finished_games_in_existing_saves_are_imported_once():
    new = finished(seed=31)
    storage.autosave(new, "a")
    old = finished("glenmore", ("Ana", "C:easy"), seed=32)
    legacy = old.to_json()
    del legacy["match_id"], legacy["started_at"], legacy["summary"]["undos"]  # as written before records
    storage.atomic_write_text(storage.named_save_path("kept"), json.dumps(legacy))
    storage.atomic_write_text(storage.autosave_path("b"), json.dumps(legacy))  # the same old game twice
    storage.autosave(ending(seed=33), "c")  # not finished
    with Records.open() as db:
        rows = db.history(records.HistoryFilter(result="finished"))
        assert sorted(r.game for r in rows) == ["glenmore", "schotten"]
        assert {r.source for r in rows} == {records.SAVE}
        assert db.conn.execute("SELECT 1 FROM meta WHERE key = 'saves_imported'").fetchone()
    storage.autosave(finished(seed=34), "d")  # a finished save that appears later
    with Records.open() as db:
        assert db.history_count(records.HistoryFilter(result="finished")) == 2  # the import ran once


def test_an_unfinished_game_left_behind_is_listed_as_abandoned_until_taken_up_again():
    left, current = ending(seed=41), ending(seed=42)
    storage.autosave(left, "left")
    storage.autosave(current, "current")
    aged("left", 600)
    with Records.open() as db:
        (row,) = db.history(records.HistoryFilter(result="abandoned"))
        assert row.match_id == left.match_id and row.progress is not None and row.seats[0].name == "Ana"
    storage.autosave(left, "left")  # taken up again: now the latest game
    aged("current", 60)
    with Records.open() as db:
        (row,) = db.history(records.HistoryFilter(result="abandoned"))
        assert row.match_id == current.match_id
    left.play(left.final)
    storage.autosave(left, "left")
    assert records.record_finished(left) == []
    with Records.open() as db:
        assert db.find(left.match_id).finished
        assert db.history_count() == 2  # left finished, current abandoned


def test_the_latest_game_is_abandoned_after_the_days_without_a_move():
    only = ending(seed=43)
    storage.autosave(only, "only")
    with Records.open() as db:
        assert db.history_count() == 0
        aged("only", (store.ABANDON_DAYS + 1) * 86400)
        db.sweep_abandoned()
        assert [r.match_id for r in db.history()] == [only.match_id]
        assert db.history()[0].status == records.ABANDONED


def test_an_abandoned_game_deleted_stays_off_the_list_but_is_recorded_when_finished():
    left, current = ending(seed=44), ending(seed=45)
    storage.autosave(left, "left")
    storage.autosave(current, "current")
    aged("left", 600)
    with Records.open() as db:
        (row,) = db.history()
        db.delete(row.id)
        db.sweep_abandoned()
        assert db.history_count() == 0
    play_out(left)
    assert records.record_finished(left) == []
    with Records.open() as db:
        assert db.find(left.match_id).finished


def test_lesson_games_stay_out_of_the_records():
    """A lesson (``Match.lesson``) is no real game: played out, left half-way or found finished in
    the saves, it never reaches History or the figures (play testers saw one as an abandoned game)."""
    done = finished(seed=51)
    done.lesson = "lesson"
    storage.autosave(done, "lesson-done")  # a finished lesson in the saves, before the first open
    left = ending(seed=52)
    left.lesson = "lesson"
    storage.autosave(left, "lesson-schotten")
    aged("lesson-schotten", 600)
    real = ending(seed=53)
    storage.autosave(real, "real")  # the latest game: the lesson's save is behind it
    with Records.open() as db:
        assert db.history_count() == 0
    left.play(left.final)
    assert records.record_finished(left) == []
    with Records.open() as db:
        assert db.history_count() == 0 and db.find(left.match_id) is None
