"""A database written by the first version of the schema opens with the current code: it is
migrated in place (nothing lost, the new columns worked out) and records as before."""

import json
import sqlite3

from game import records
from game.records import Records, schema
from game.records.record import pack, record_of
from tests.records.conftest import finished


def write_v1(path, matches):
    """A version-1 database as the first version wrote it: its tables, its rows."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    for statement in schema._statements(schema.V1):
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 1")
    for n, match in enumerate(matches, 1):
        r = record_of(match, records.PLAY, ended=1_700_000_000 + n)
        conn.execute(
            "INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (n, r.match_id, r.game, r.status, r.source, r.level, r.started, int(r.ended), r.seconds,
             r.seconds_kind, json.dumps(r.options), json.dumps([[k, v] for k, v in r.others]),
             json.dumps(r.winners), None, r.app_version, r.actions),
        )
        conn.execute("INSERT INTO saves VALUES (?, ?)", (n, pack(r.save)))
        for i, s in enumerate(r.seats):
            conn.execute(
                "INSERT INTO seats VALUES (?,?,?,?,?,?,?,?,?,?)",
                (n, i, s.name, s.kind, s.level, s.score, s.place, int(s.won), s.hints, s.undos),
            )
    conn.close()


def test_a_version_1_database_is_migrated_and_keeps_every_game():
    brass = finished("brass", ("Ana",), seed=2, options={"difficulty": "hard"})
    schotten = finished("schotten", ("Ana", "Bruno"), seed=3)
    glenmore = finished("glenmore", ("Ana", "C1:easy", "C2:easy"), seed=4)
    path = records.records_path()
    write_v1(path, [brass, schotten, glenmore])
    before = sqlite3.connect(path)
    assert before.execute("PRAGMA user_version").fetchone()[0] == 1
    assert "margin" not in [c[1] for c in before.execute("PRAGMA table_info(seats)")]
    before.close()

    with Records.open() as db:
        assert db.notices == [] and db.writable
        assert db.count() == 3
        conn = db.conn
        assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
        # the margins worked out for the games already there
        ana = {s.game: s for s in db.game_stats("Ana")}
        vp, automa = brass.rules.final_result(brass.state)["scores"]
        assert ana["brass"].total.margin == vp - automa
        assert [lt.level for lt in ana["brass"].levels] == ["hard"]
        scores = schotten.rules.scores(schotten.state)
        assert ana["schotten"].total.margin == scores[0] - scores[1]
        assert ana["glenmore"].levels[0].level == "easy"
        # the whole record still replays
        record = db.find(glenmore.match_id)
        assert record.match().state.to_json() == glenmore.state.to_json()
        # deleting (new in version 2) works on the old rows
        assert db.delete(db.find(schotten.match_id).id)
    assert records.record_finished(schotten) == []  # deleted: its save does not bring it back
    assert records.record_finished(finished(seed=9)) == []
    with Records.open() as db:
        assert db.count() == 3


def test_a_new_database_is_made_by_the_same_steps_as_an_old_one_is_migrated():
    with Records.open() as db:
        made = sorted(db.conn.execute("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"))
    migrated_path = records.records_path().with_name("old.sqlite")
    write_v1(migrated_path, [])
    with Records.open(migrated_path) as db:
        migrated = sorted(db.conn.execute("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"))
    assert made == migrated


def test_lesson_games_recorded_before_version_3_are_taken_out():
    """Lessons are not real games (issue: a lesson's game showed in History and in the figures)."""
    lesson = finished("schotten", ("Ana", "Bruno"), seed=6)
    lesson.lesson = "lesson"
    real = finished("schotten", ("Ana", "Bruno"), seed=7)
    write_v1(records.records_path(), [lesson, real])
    with Records.open() as db:
        assert db.count() == 1 and db.find(real.match_id) is not None and db.find(lesson.match_id) is None
        assert db.conn.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 2
