"""Whatever is in the records file's place, the app goes on: a damaged, foreign or read-only file
is set aside (renamed, kept) with a one-line notice and a new one starts; a locked one or one from
a newer version is left alone and the game's record waits; a full disk loses that record only."""

import os
import sqlite3
from pathlib import Path

import pytest

from game import games, records, storage
from game.core.i18n import Msg
from game.records import Records, schema, store
from tests.records.conftest import finished


def path():
    return records.records_path()


def filled(n=3):
    """A records file holding ``n`` games."""
    for seed in range(n):
        assert records.record_finished(finished(seed=20 + seed)) == []
    assert not path().with_name(path().name + "-wal").exists()  # closed cleanly
    return path().read_bytes()


def kept_files(tag):
    return sorted(p for p in path().parent.iterdir() if p.name.startswith(f"records.{tag}-"))


def assert_set_aside(notices, tag, original):
    kept = [p for p in kept_files(tag) if not p.name.endswith(("-wal", "-shm"))]
    assert len(kept) == 1, kept
    assert Msg(f"records.notice.{tag}", file=kept[0].name) in notices
    if original is not None:
        assert kept[0].read_bytes() == original
    return kept[0]


def test_a_truncated_file_is_set_aside_and_a_new_one_starts():
    original = filled()
    path().write_bytes(original[: len(original) // 2])
    half = path().read_bytes()
    with Records.open() as db:
        assert db.writable and db.count() == 0
        assert_set_aside(db.notices, "damaged", half)
    assert records.record_finished(finished(seed=1)) == []
    with Records.open() as db:
        assert db.count() == 1 and db.notices == []


def test_random_bytes_are_set_aside():
    path().parent.mkdir(parents=True, exist_ok=True)
    garbage = os.urandom(5000)
    path().write_bytes(garbage)
    notices = records.record_finished(finished())
    assert_set_aside(notices, "damaged", garbage)
    with Records.open() as db:
        assert db.count() == 1


def test_a_folder_in_its_place_is_set_aside_with_what_it_holds():
    path().mkdir(parents=True)
    (path() / "keep.txt").write_text("mine")
    with Records.open() as db:
        assert db.writable
        kept = assert_set_aside(db.notices, "damaged", None)
    assert (kept / "keep.txt").read_text() == "mine"


def test_a_foreign_sqlite_file_is_set_aside_untouched():
    path().parent.mkdir(parents=True, exist_ok=True)
    other = sqlite3.connect(path())
    other.execute("CREATE TABLE cookies (host TEXT, value TEXT)")
    other.execute("INSERT INTO cookies VALUES ('example.org', 'x')")
    other.commit()
    other.close()
    original = path().read_bytes()
    notices = records.record_finished(finished())
    kept = assert_set_aside(notices, "foreign", original)
    assert sqlite3.connect(kept).execute("SELECT value FROM cookies").fetchall() == [("x",)]


def test_damage_found_by_a_query_sets_the_file_aside(monkeypatch):
    original = filled(12)
    page = int.from_bytes(original[16:18], "big")
    broken = bytearray(original)
    for n in range(1, len(original) // page):  # every page but the first (the schema) scrambled
        broken[n * page : n * page + 64] = os.urandom(64)
    path().write_bytes(bytes(broken))
    with Records.open(maintain=False) as db:
        db.game_stats("Ana")  # the first query that meets the damage...
        db.history()
        kept = [p for p in kept_files("damaged") if not p.name.endswith(("-wal", "-shm"))]
        assert len(kept) == 1 and kept[0].read_bytes() == bytes(broken)  # ...set it aside
        assert db.writable and db.count() == 0
        assert Msg("records.notice.damaged", file=kept[0].name) in db.notices
    assert records.record_finished(finished(seed=2)) == []


def test_a_read_only_file_is_read_and_set_aside_when_a_game_must_be_written():
    filled(2)
    original = path().read_bytes()
    path().chmod(0o444)
    with pytest.MonkeyPatch.context() as patch:
        if os.geteuid() == 0:  # root may write any file: open this one the way a read-only file opens
            inode, real = path().stat().st_ino, sqlite3.connect

            def connect(database, *args, **kwargs):
                here = Path(database)
                if here.exists() and here.stat().st_ino == inode:
                    return real(f"file:{database}?mode=ro", *args, uri=True, **kwargs)
                return real(database, *args, **kwargs)

            patch.setattr(store.sqlite3, "connect", connect)
        with Records.open() as db:
            assert db.count() == 2  # reading needs no write
        notices = records.record_finished(finished(seed=9))
    assert_set_aside(notices, "readonly", original)
    with Records.open() as db:
        assert db.count() == 1 and db.writable and db.notices == []


def test_a_locked_file_is_left_alone_and_the_record_waits(monkeypatch):
    filled(1)
    monkeypatch.setattr(store, "BUSY_TIMEOUT", 0.2)
    other = sqlite3.connect(path(), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        game = finished(seed=4)
        notices = records.record_finished(game)
        assert notices == [Msg("records.notice.locked")]
        waiting = list(store.pending_dir().glob("*.json"))
        assert [p.stem for p in waiting] == [game.match_id]
        assert path().exists() and kept_files("locked") == []
    finally:
        other.execute("ROLLBACK")
        other.close()
    with Records.open() as db:  # the next open adds what waited
        assert db.count() == 2 and db.find(game.match_id).source == records.PLAY
    assert list(store.pending_dir().glob("*.json")) == []
    assert records.record_finished(game) == []
    with Records.open() as db:
        assert db.count() == 2


def test_a_file_from_a_newer_version_is_left_alone():
    filled(1)
    conn = sqlite3.connect(path())
    conn.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    original = path().read_bytes()
    notices = records.record_finished(finished(seed=8))
    assert notices == [Msg("records.notice.newer")]
    assert path().read_bytes() == original
    assert len(list(store.pending_dir().glob("*.json"))) == 1


def test_a_full_disk_loses_that_record_only_never_the_autosave():
    filled(1)
    real = store._connect

    def full(p):
        conn = real(p)
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {pages}")  # not one page more: SQLITE_FULL
        return conn

    game = finished(seed=11)
    storage.autosave(game, "last")
    saved = storage.autosave_path("last").read_bytes()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(store, "_connect", full)
        patch.setattr(store, "pack", lambda save: os.urandom(64_000))  # a record that needs new pages
        notices = records.record_finished(game)
    assert notices == [Msg("records.notice.full")]
    assert storage.autosave_path("last").read_bytes() == saved
    assert storage.load_match(storage.autosave_path("last"), games.rules_or_none).is_over()
    with Records.open() as db:
        assert db.count() == 1 and not db.has(game.match_id) and db.notices == []
    assert kept_files("damaged") == [] and kept_files("readonly") == []


def test_a_data_folder_that_cannot_be_written_loses_the_record_with_a_notice(private_home):
    private_home.mkdir(parents=True, exist_ok=True)
    (private_home / "data").write_text("a file where the folder should be")
    with Records.open() as db:
        assert not db.writable and db.count() == 0 and len(db.notices) == 1
    notices = records.record_finished(finished())
    assert len(notices) == 1 and notices[0].key == "records.notice.lost"


@pytest.mark.parametrize("tag", ["damaged", "foreign", "readonly", "locked", "newer", "full", "unavailable", "lost"])
def test_every_notice_is_one_line_in_both_languages(tag):
    from game.core import i18n

    for lang in ("en", "pt"):
        text = i18n.table(lang, f"records.notice.{tag}")[f"records.notice.{tag}"]
        assert "\n" not in text and len(text.format(file="records.damaged-20250101-000000.sqlite", detail="x")) < 130

