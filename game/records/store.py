"""The records database file: opened whatever it holds, written once per game, read by the screens.

``Records.open()`` never raises.  What it finds in place of the database:

* damaged (random bytes, truncated, not a database), a folder, a read-only file, or a foreign
  SQLite file (another program's tables; our files carry ``schema.APPLICATION_ID``): the file
  is set aside (renamed ``records.<why>-<time>.sqlite``, never deleted) with a one-line notice,
  and a new database starts;
* locked past the busy timeout by another program, or written by a newer Quiet Table: left as
  it is (renaming a file another program is using would break it); this session's records wait
  as JSON record files in ``records-pending/`` and are added at the next open that can write;
* nothing usable at all (the folder cannot be written): an empty database in memory, with a
  notice; the game that ends then loses its record, never its autosave.

Two copies of the app at once both record their games: the file is in WAL mode with a busy
timeout, every write is one short ``BEGIN IMMEDIATE`` transaction, and a game is keyed by its
match id (``games.uid``), so the same game is never recorded twice, by one copy or two.

Each open also (``maintain``): adds the pending records; imports the finished games of the
existing saves, once (``meta.saves_imported``); and files abandoned games (``sweep_abandoned``).
"""

from __future__ import annotations

import contextlib
import functools
import json
import logging
import os
import sqlite3
import time
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path

from game import games, storage
from game.core.i18n import Msg
from game.core.match import SaveError
from game.records import schema, stats
from game.records.record import (
    ABANDONED,
    FINISHED,
    IMPORT,
    PLAY,
    SAVE,
    GameRecord,
    RecordError,
    abandoned_record,
    epoch_of,
    pack,
    parse_record,
    record_of,
    unpack,
)
from game.records.text import record_text

log = logging.getLogger("quiet_table")

FILE_NAME = "records.sqlite"
PENDING_DIR = "records-pending"
BUSY_TIMEOUT = 5.0  # seconds another copy of the app may hold the write lock before we give up
ABANDON_DAYS = 14
"""An unfinished game is abandoned when another game was saved after its last move, or it has
not moved for this many days."""
SAVES_IMPORTED = "saves_imported"
MAGIC = b"SQLite format 3\x00"
SET_ASIDE = ("damaged", "foreign", "readonly")


def records_path() -> Path:
    return storage.data_dir() / FILE_NAME


def pending_dir() -> Path:
    return storage.data_dir() / PENDING_DIR


class Unusable(Exception):
    """Why the database file cannot be used: ``kind`` is one of SET_ASIDE (the file is set
    aside), "locked", "newer", "full" or "unavailable" (it is left alone)."""

    def __init__(self, kind: str, detail: str = ""):
        self.kind, self.detail = kind, detail
        super().__init__(f"{kind}: {detail}")


def classify(exc: BaseException) -> Unusable:
    """What an sqlite3 or OS error says about the file."""
    if isinstance(exc, Unusable):
        return exc
    if isinstance(exc, OSError):
        return Unusable("unavailable", exc.strerror or str(exc))
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc)
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in text:
        return Unusable("locked", text)
    if primary == sqlite3.SQLITE_READONLY or "readonly" in text:
        return Unusable("readonly", text)
    if primary == sqlite3.SQLITE_FULL or "full" in text:
        return Unusable("full", text)
    if primary in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB) or isinstance(exc, sqlite3.DatabaseError) and (
        "malformed" in text or "not a database" in text
    ):
        return Unusable("damaged", text)
    return Unusable("unavailable", text)


# -- opening -------------------------------------------------------------------------------------


def _check_file(path: Path) -> None:
    """Refuse, before SQLite sees it, what cannot be our database: a folder, a file without
    SQLite's header, a file shorter than its header says (truncated; checked when no
    write-ahead log holds part of it)."""
    if path.is_dir() or (path.exists() and not path.is_file()):
        raise Unusable("damaged", "not a file")
    if not path.exists():
        return
    try:
        with open(path, "rb") as f:
            head = f.read(100)
        size = path.stat().st_size
    except OSError as exc:
        raise Unusable("unavailable", exc.strerror or str(exc)) from None
    if size == 0:
        return  # an empty file is a new database
    if len(head) < 100 or not head.startswith(MAGIC):
        raise Unusable("damaged", "no SQLite header")
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    counted = head[24:28] == head[92:96]  # the page count is valid
    if counted and pages and not path.with_name(path.name + "-wal").exists() and size < pages * page_size:
        raise Unusable("damaged", "truncated")


def _connect(path: Path | str) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
    return conn


def _prepare(conn: sqlite3.Connection, in_memory: bool = False) -> None:
    """Make the connection's file our database at the current version: create or migrate it in
    one write transaction when it needs it (reading needs no write: a read-only file is found
    out, and set aside, by the first record written into it).  Raises Unusable or sqlite3.Error."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if app_id != schema.APPLICATION_ID and (app_id or tables or version):
        raise Unusable("foreign", f"application id {app_id}, {tables} tables")
    if version > schema.SCHEMA_VERSION:
        raise Unusable("newer", f"version {version}")
    if not in_memory:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
    if app_id == schema.APPLICATION_ID and version == schema.SCHEMA_VERSION:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]  # again, under the lock:
        version = conn.execute("PRAGMA user_version").fetchone()[0]  # another copy may have made it
        if app_id != schema.APPLICATION_ID:
            conn.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
            schema.create(conn)
        elif version < schema.SCHEMA_VERSION:
            schema.migrate(conn, version)
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise


def _open_file(path: Path) -> sqlite3.Connection:
    """A connection to ``path`` ready for use.  Raises Unusable."""
    _check_file(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = _connect(path)
    except (OSError, sqlite3.Error) as exc:
        raise classify(exc) from None
    try:
        _prepare(conn)
    except (Unusable, sqlite3.Error) as exc:
        conn.close()
        raise classify(exc) from None
    return conn


def _memory() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    _prepare(conn, in_memory=True)
    return conn


def set_aside(path: Path, kind: str) -> Path:
    """Rename the database (and its write-ahead log and index) beside it; returns the new name."""
    kept = storage.set_aside(path, kind)
    for extra in ("-wal", "-shm"):
        side = path.with_name(path.name + extra)
        if side.exists():
            with contextlib.suppress(OSError):
                os.rename(side, kept.with_name(kept.name + extra))
    return kept


def notice_for(problem: Unusable, kept: Path | None = None) -> Msg:
    if kept is not None:
        return Msg(f"records.notice.{problem.kind}", file=kept.name)
    if problem.kind in ("locked", "newer", "full"):
        return Msg(f"records.notice.{problem.kind}")  # locked, newer: records wait in records-pending/
    return Msg("records.notice.unavailable", detail=problem.detail[:80] or "?")


def _guarded(default):
    """A method of Records that never raises sqlite3.Error: the error is handled by ``_failed``
    (a damaged file set aside, a notice) and ``default()`` is returned."""

    def wrap(method):
        @functools.wraps(method)
        def guarded(self, *args, **kwargs):
            try:
                return method(self, *args, **kwargs)
            except sqlite3.Error as exc:
                self._failed(exc)
                return default()

        return guarded

    return wrap


# -- the database --------------------------------------------------------------------------------


class Records:
    """The records database, open.  Use as a context manager, or call ``close``."""

    def __init__(self, conn: sqlite3.Connection, path: Path, writable: bool, notices: list[Msg]):
        self.conn = conn
        self.path = path
        self.writable = writable
        """False: the file could not be used (see ``problem``); this is an empty database in memory."""
        self.notices = notices
        """One-line notices for the player: the file set aside, records waiting, a record lost."""
        self.problem: Unusable | None = None
        self._people: dict[stats.Filter, list[stats.PersonLine]] = {}  # until the next write

    # -- opening and closing ----------------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | None = None, maintain: bool = True) -> Records:
        """The records database at ``path`` (default: the data folder's).  Never raises."""
        path = records_path() if path is None else Path(path)
        notices: list[Msg] = []
        try:
            conn = _open_file(path)
        except Unusable as problem:
            conn = None
            if problem.kind in SET_ASIDE:
                log.warning("records file %s unusable (%s): set aside", path, problem)
                try:
                    kept = set_aside(path, problem.kind)
                    notices.append(notice_for(problem, kept))
                    conn = _open_file(path)
                except (OSError, Unusable) as again:
                    problem = classify(again)
            if conn is None:
                log.warning("records file %s not used: %s", path, problem)
                db = cls(_memory(), path, False, notices + [notice_for(problem)])
                db.problem = problem
                return db
        db = cls(conn, path, True, notices)
        if maintain:
            db.maintain()
        return db

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    def __enter__(self) -> Records:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _failed(self, exc: sqlite3.Error) -> Unusable:
        """After an error from the file: a damaged or read-only file is set aside and a new one
        started in its place (this object then uses it); anything else gets its notice."""
        problem = classify(exc)
        log.warning("records file %s: %s", self.path, problem)
        if problem.kind in SET_ASIDE and self.writable:
            self.close()
            try:
                kept = set_aside(self.path, problem.kind)
            except OSError as again:
                fresh = Records(_memory(), self.path, False, [])
                fresh.problem = classify(again)
                fresh.notices.append(notice_for(fresh.problem))
            else:
                self.notices.append(notice_for(problem, kept))
                fresh = Records.open(self.path, maintain=False)
            self.conn, self.writable, self.problem = fresh.conn, fresh.writable, fresh.problem
            self.notices += fresh.notices
            self._people.clear()
        elif notice_for(problem) not in self.notices:
            self.notices.append(notice_for(problem))
        return problem

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        self._people.clear()
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    # -- writing ----------------------------------------------------------------------------------
    def add(self, record: GameRecord) -> int | None:
        """Store ``record``; returns its id, or None when it was not stored: a finished game
        already recorded (a game is recorded once), or one the player deleted.  An abandoned
        game's entry is replaced by a newer state of it, or by its finished record.  Raises
        sqlite3.Error (see ``record_finished`` for what the app does with it)."""
        with self._write() as conn:
            return self._add(conn, record)

    def add_all(self, records: Iterable[GameRecord]) -> int:
        """Store many records in one write (see ``add``); returns how many were stored."""
        with self._write() as conn:
            return sum(self._add(conn, record) is not None for record in records)

    def _add(self, conn: sqlite3.Connection, record: GameRecord) -> int | None:
        found = conn.execute("SELECT id, status FROM games WHERE uid = ?", (record.match_id,)).fetchone()
        if found is not None and found[1] == FINISHED:
            return None  # recorded once
        tomb = conn.execute("SELECT status FROM deleted WHERE uid = ?", (record.match_id,)).fetchone()
        if tomb is not None and record.source != IMPORT and (tomb[0] == FINISHED or record.status == ABANDONED):
            return None
        if found is not None:
            _remove(conn, found[0])
        if tomb is not None:
            conn.execute("DELETE FROM deleted WHERE uid = ?", (record.match_id,))
        cur = conn.execute(
            "INSERT INTO games (uid, game, status, source, level, started, ended, seconds, seconds_kind, options, "
            "others, winners, progress, app_version, actions) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                record.match_id,
                record.game,
                record.status,
                record.source,
                record.level,
                None if record.started is None else int(record.started),
                int(record.ended),
                record.seconds,
                record.seconds_kind,
                json.dumps(record.options, sort_keys=True),
                json.dumps([[k, v] for k, v in record.others]),
                json.dumps(record.winners),
                None
                if record.progress is None
                else json.dumps({"key": record.progress.key, "params": dict(record.progress.params)}, default=str),
                record.app_version,
                record.actions,
            ),
        )
        record.id = cur.lastrowid
        conn.execute("INSERT INTO saves VALUES (?, ?)", (record.id, pack(record.save)))
        conn.executemany(
            "INSERT INTO seats (game_id, seat, name, kind, level, score, place, won, margin, hints, undos) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            [
                (record.id, i, s.name, s.kind, s.level, s.score, s.place, int(s.won), s.margin, s.hints, s.undos)
                for i, s in enumerate(record.seats)
            ],
        )
        return record.id

    @_guarded(bool)
    def delete(self, record_id: int) -> bool:
        """Delete one record.  Its game is remembered as deleted, so loading its save never
        records it again (importing its JSON record does)."""
        with self._write() as conn:
            row = conn.execute("SELECT uid, status FROM games WHERE id = ?", (record_id,)).fetchone()
            if row is None:
                return False
            conn.execute("INSERT OR REPLACE INTO deleted VALUES (?, ?)", row)
            _remove(conn, record_id)
        return True

    @_guarded(int)
    def clear(self) -> int:
        """Delete every record (each remembered as deleted, as ``delete`` does); returns how many."""
        with self._write() as conn:
            conn.execute("INSERT OR REPLACE INTO deleted SELECT uid, status FROM games")
            count = conn.execute("DELETE FROM games").rowcount
            conn.execute("DELETE FROM seats")
            conn.execute("DELETE FROM saves")
        return count

    # -- reading ----------------------------------------------------------------------------------
    @_guarded(bool)
    def has(self, match_id: str) -> bool:
        return self.conn.execute("SELECT 1 FROM games WHERE uid = ?", (match_id,)).fetchone() is not None

    @_guarded(lambda: None)
    def get(self, record_id: int) -> GameRecord | None:
        """The whole record (with the save that replays it), or None."""
        row = self.conn.execute(
            f"SELECT {stats.GAME_COLUMNS}, s.data FROM games g LEFT JOIN saves s ON s.game_id = g.id WHERE g.id = ?",
            (record_id,),
        )
        row = row.fetchone()
        if row is None:
            return None
        try:
            save = unpack(row[-1])
        except (ValueError, TypeError, zlib.error):
            save = {}
        return stats.records_from_rows(self.conn, [row[:-1]], {record_id: save})[0]

    @_guarded(lambda: None)
    def find(self, match_id: str) -> GameRecord | None:
        row = self.conn.execute("SELECT id FROM games WHERE uid = ?", (match_id,)).fetchone()
        return None if row is None else self.get(row[0])

    @_guarded(int)
    def count(self) -> int:
        return int(self.conn.execute("SELECT count(*) FROM games").fetchone()[0])

    # the Records screen
    def default_person(self) -> str | None:
        """Who "you" are until the player picks a name: the person with the most finished games."""
        found = self.people()
        return found[0].name if found else None

    @_guarded(list)
    def people(self, flt: stats.Filter = stats.ALL) -> list[stats.PersonLine]:
        if flt not in self._people:
            self._people[flt] = stats.people(self.conn, flt)
        return self._people[flt]

    @_guarded(list)
    def game_stats(self, person: str, flt: stats.Filter = stats.ALL) -> list[stats.GameStats]:
        return stats.game_stats(self.conn, person, flt)

    @_guarded(list)
    def head_to_head(self, flt: stats.Filter = stats.ALL, person: str | None = None) -> list[stats.HeadToHead]:
        return stats.head_to_head(self.conn, flt, person)

    @_guarded(list)
    def score_series(self, person: str, game: str, last: int = 20, flt: stats.Filter = stats.ALL):
        return stats.score_series(self.conn, person, game, last, flt)

    @_guarded(list)
    def win_rates(self, person: str, game: str, flt: stats.Filter = stats.ALL) -> list[stats.LevelTally]:
        return stats.win_rates(self.conn, person, game, flt)

    # the History list
    @_guarded(list)
    def history(self, flt: stats.HistoryFilter = stats.EVERYTHING, offset: int = 0, limit: int = 50):
        return stats.history(self.conn, flt, offset, limit)

    @_guarded(int)
    def history_count(self, flt: stats.HistoryFilter = stats.EVERYTHING) -> int:
        return stats.history_count(self.conn, flt)

    # -- export and import ------------------------------------------------------------------------
    def export_json(self, record_id: int) -> str:
        record = self.get(record_id)
        if record is None:
            raise RecordError(Msg("records.export.missing"))
        return record.to_json_text()

    def export_text(self, record_id: int, lang: str | None = None) -> str:
        record = self.get(record_id)
        if record is None:
            raise RecordError(Msg("records.export.missing"))
        return record_text(record, lang)

    def import_json(self, raw: bytes | str, add: bool = True, name: str = "record") -> tuple[GameRecord, bool]:
        """Read a JSON record strictly (``record.parse_record``: refused with a RecordError whose
        reason says why, changing nothing) and, with ``add``, add it to the history.  Returns the
        record and whether it was added (False: not asked, or that game is already there)."""
        record = parse_record(raw, name)
        if not add:
            return record, False
        if not self.writable:
            raise RecordError(self.notices[-1] if self.notices else Msg("records.notice.unavailable", detail="?"))
        try:
            added = self.add(record)
        except sqlite3.Error as exc:
            raise RecordError(notice_for(classify(exc))) from None
        if added is None:
            existing = self.find(record.match_id)
            return (existing or record), False
        return record, True

    # -- upkeep -----------------------------------------------------------------------------------
    def maintain(self) -> None:
        """Add pending records, import the saves' finished games (once), file abandoned games.
        Never raises: what fails is logged and tried again at the next open."""
        for step in (self.add_pending, self.import_saves, self.sweep_abandoned):
            try:
                step()
            except Exception as exc:  # noqa: BLE001 - upkeep never stops the app
                log.warning("records upkeep %s failed: %r", step.__name__, exc)

    def import_saves(self) -> int:
        """Record the finished games of the saves and autosaves already there, once per database
        (``meta.saves_imported`` marks it done).  Returns how many were added."""
        if self.conn.execute("SELECT 1 FROM meta WHERE key = ?", (SAVES_IMPORTED,)).fetchone():
            return 0
        added = 0
        for info in storage.list_saves():
            if info.error is not None or not info.over or info.lesson is not None:
                continue
            try:
                match = storage.load_match(info.path, games.rules_or_none)
            except SaveError:
                continue
            if not match.is_over():
                continue
            ended = _saved_at(info)
            if self.add(record_of(match, SAVE, ended)) is not None:
                added += 1
        with self._write() as conn:
            conn.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (SAVES_IMPORTED, str(int(time.time()))))
        return added

    def add_pending(self) -> int:
        """Add the records that waited in ``records-pending/`` (each file removed once added; one
        that cannot be read is renamed ``.refused``, kept)."""
        folder = pending_dir()
        if not folder.is_dir():
            return 0
        added = 0
        for path in sorted(folder.glob("*.json")):
            try:
                raw = path.read_bytes()
                record = parse_record(raw, path.name)
                source = json.loads(raw).get("source")
                record.source = source if source in (PLAY, SAVE, IMPORT) else PLAY
            except (RecordError, OSError, ValueError, AttributeError) as exc:
                log.warning("pending record %s refused: %s", path, exc)
                with contextlib.suppress(OSError):
                    storage.set_aside(path, "refused", keep_suffix=False)
                continue
            if self.add(record) is not None:
                added += 1
            with contextlib.suppress(OSError):
                path.unlink()
        return added

    def sweep_abandoned(self, now: float | None = None) -> None:
        """File unfinished autosaves left behind as abandoned games (see ``ABANDON_DAYS``); one
        taken up again and now the latest is taken off the list (its game is in progress)."""
        now = time.time() if now is None else now
        folder = storage.autosave_dir()
        try:
            found = [(p, p.stat()) for p in folder.glob("*.json") if not p.name.startswith(".")]
        except OSError:
            return
        if not found:
            return
        newest = max(st.st_mtime for _p, st in found)
        seen = {name: (stamp, uid, over) for name, stamp, uid, over in self.conn.execute("SELECT * FROM files")}
        for path, st in found:
            stamp = f"{st.st_mtime_ns}:{st.st_size}"
            known = seen.get(path.name)
            record = None
            if known is None or known[0] != stamp:
                record, over = self._read_autosave(path, st.st_mtime)
                uid = record.match_id if record is not None else None
                with self._write() as conn:
                    conn.execute("INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?)", (path.name, stamp, uid, int(over)))
            else:
                _stamp, uid, over = known
            if over or uid is None:
                continue
            abandoned = st.st_mtime < newest or now - st.st_mtime > ABANDON_DAYS * 86400
            status = self.conn.execute("SELECT status FROM games WHERE uid = ?", (uid,)).fetchone()
            if abandoned and (status is None or (status[0] == ABANDONED and record is not None)):
                if record is None:
                    record, _over = self._read_autosave(path, st.st_mtime)
                if record is not None:
                    self.add(record)
            elif not abandoned and status is not None and status[0] == ABANDONED:
                with self._write() as conn:
                    _remove(conn, conn.execute("SELECT id FROM games WHERE uid = ?", (uid,)).fetchone()[0])

    @staticmethod
    def _read_autosave(path: Path, mtime: float) -> tuple[GameRecord | None, bool]:
        try:
            data = storage.read_json(path)
        except SaveError:
            return None, False
        summary = data.get("summary") if isinstance(data, dict) else None
        over = isinstance(summary, dict) and summary.get("over") is True
        return (None if over else abandoned_record(data, mtime)), over


def _remove(conn: sqlite3.Connection, game_id: int) -> None:
    for table, column in (("seats", "game_id"), ("saves", "game_id"), ("games", "id")):
        conn.execute(f"DELETE FROM {table} WHERE {column} = ?", (game_id,))


def _saved_at(info: storage.SaveInfo) -> float:
    """When a save was written: its ``saved_at`` (local time), else the file's time."""
    return epoch_of(info.saved_at) or info.mtime or time.time()


# -- the hook: a game ends -------------------------------------------------------------------------


def record_finished(match, path: Path | None = None) -> list[Msg]:
    """Record a match that has just ended (a game is recorded once: resuming it, undoing into
    its end and finishing again, loading its finished save add nothing).  Returns the notices
    for the player (empty when all went well).  Never raises: the autosave is already written,
    and whatever happens here loses at most this game's record."""
    try:
        if not match.is_over() or match.lesson is not None:  # a lesson played out is not a real game
            return []
        record = record_of(match, PLAY)
    except Exception as exc:  # noqa: BLE001 - a record must never stop the game
        log.exception("no record made: %r", exc)
        return [Msg("records.notice.lost", detail=type(exc).__name__)]
    db = Records.open(path, maintain=False)
    try:
        problem = db.problem
        for _attempt in range(2):  # a second time in a new file, when the first was set aside
            if problem is not None:
                break
            try:
                db.add(record)
            except sqlite3.Error as exc:
                problem = db._failed(exc)
                if problem.kind in SET_ASIDE and db.writable:
                    problem = None
                continue
            db.maintain()
            return db.notices
        if problem is not None and problem.kind in ("locked", "newer"):
            return db.notices + _keep_pending(record)
        if problem is not None and problem.kind == "full":
            return db.notices  # "the disk is full: this game could not be recorded"
        detail = problem.detail[:80] or problem.kind if problem is not None else "?"
        return [n for n in db.notices if n.key != "records.notice.unavailable"] + [
            Msg("records.notice.lost", detail=detail)
        ]
    except Exception as exc:  # noqa: BLE001 - a record must never stop the game
        log.exception("record of %s not written: %r", record.match_id, exc)
        return [Msg("records.notice.lost", detail=type(exc).__name__)]
    finally:
        db.close()


def _keep_pending(record: GameRecord) -> list[Msg]:
    """The database cannot be written now: the record waits as a file for the next open."""
    data = record.to_json()
    data["source"] = record.source
    try:
        storage.atomic_write_text(pending_dir() / f"{record.match_id}.json", json.dumps(data), keep_backup=False)
    except OSError as exc:
        return [Msg("records.notice.lost", detail=exc.strerror or str(exc))]
    return []
