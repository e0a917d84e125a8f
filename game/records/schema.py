"""The records database's tables, its version and the steps from each version to the next.

The version is SQLite's ``user_version``; ``application_id`` marks the file as ours, so a
foreign SQLite file put in its place is recognised (and set aside, never written into).
``V1`` is kept as written by the first version: the migration test builds a database with it.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from collections.abc import Callable

APPLICATION_ID = 0x51545243  # "QTRC"
SCHEMA_VERSION = 3

V1 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,           -- the match id: one record per game
    game TEXT NOT NULL,
    status TEXT NOT NULL,               -- finished | abandoned
    source TEXT NOT NULL,               -- play | save | import
    level TEXT NOT NULL,                -- the opponents' level ('' none, 'mixed'), see record.py
    started INTEGER,                    -- Unix seconds (NULL: unknown)
    ended INTEGER NOT NULL,             -- Unix seconds (abandoned: the last move)
    seconds REAL,                       -- duration (NULL: unknown)
    seconds_kind TEXT,                  -- table | wall
    options TEXT NOT NULL,              -- JSON
    others TEXT NOT NULL,               -- JSON [[message key, score], ...]: neutral sides (the Automa)
    winners TEXT NOT NULL,              -- JSON [side, ...]: seats, then others
    progress TEXT,                      -- JSON {key, params}: how far an abandoned game came
    app_version TEXT NOT NULL,
    actions INTEGER NOT NULL
);
CREATE TABLE saves (                    -- apart, so that the figures never read past them
    game_id INTEGER PRIMARY KEY,
    data BLOB NOT NULL                  -- zlib of the save's JSON (without its snapshot): replays it
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,                 -- human | bot
    level TEXT NOT NULL,
    score REAL,
    place INTEGER,                      -- 0: first
    won INTEGER NOT NULL,               -- placed first (alone or shared)
    hints INTEGER NOT NULL,
    undos INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX games_ended ON games (ended, id);
CREATE INDEX seats_name ON seats (name, kind);
CREATE TABLE files (                    -- autosaves already read by the sweep for abandoned games
    name TEXT PRIMARY KEY,
    stamp TEXT NOT NULL,
    uid TEXT,
    over INTEGER NOT NULL
) WITHOUT ROWID;
"""


def _v1_to_v2(conn: sqlite3.Connection) -> None:
    """Version 2: each seat's margin (its score minus the best other side's: Brass's VP margin
    against the Automa), worked out for the games already there; deleted games are remembered
    so that loading their save never records them again; an index for per-game figures."""
    conn.execute("ALTER TABLE seats ADD COLUMN margin REAL")
    conn.execute("CREATE TABLE deleted (uid TEXT PRIMARY KEY, status TEXT NOT NULL) WITHOUT ROWID")
    conn.execute("CREATE INDEX games_game ON games (game, status, ended)")
    scores: dict[int, list[tuple[int, float | None]]] = {}
    for game_id, seat, score in conn.execute("SELECT game_id, seat, score FROM seats"):
        scores.setdefault(game_id, []).append((seat, score))
    for game_id, others_json in conn.execute("SELECT id, others FROM games").fetchall():
        seats = scores.get(game_id, [])
        try:
            others = [float(s) for _k, s in json.loads(others_json)]
        except (ValueError, TypeError):
            others = []
        for seat, score in seats:
            rest = [s for i, s in seats if i != seat and s is not None] + others
            if score is not None and rest:
                conn.execute(
                    "UPDATE seats SET margin = ? WHERE game_id = ? AND seat = ?", (score - max(rest), game_id, seat)
                )


def _v2_to_v3(conn: sqlite3.Connection) -> None:
    """Version 3: lessons are not real games (a lesson's match is no longer recorded): the ones
    recorded before, played out or left as abandoned, are taken out of the records."""
    lessons = []
    for game_id, blob in conn.execute("SELECT game_id, data FROM saves"):
        try:
            save = json.loads(zlib.decompress(blob).decode("utf-8"))
        except (zlib.error, ValueError, UnicodeDecodeError):
            continue  # a damaged save stays as it is (its record is still shown)
        if isinstance(save, dict) and save.get("lesson") is not None:
            lessons.append(game_id)
    for game_id in lessons:
        for table, column in (("seats", "game_id"), ("saves", "game_id"), ("games", "id")):
            conn.execute(f"DELETE FROM {table} WHERE {column} = ?", (game_id,))


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1_to_v2, 2: _v2_to_v3}
"""Version k -> the step that makes it version k + 1 (run inside one transaction)."""


def create(conn: sqlite3.Connection) -> None:
    """The first version's tables, then every migration: a new file goes the same way as an old one."""
    for statement in _statements(V1):
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 1")
    migrate(conn, 1)


def migrate(conn: sqlite3.Connection, version: int) -> None:
    while version < SCHEMA_VERSION:
        MIGRATIONS[version](conn)
        version += 1
        conn.execute(f"PRAGMA user_version = {version}")


def _statements(script: str) -> list[str]:
    """The statements of a script (``executescript`` would commit the transaction it runs in)."""
    lines = [line.split("--")[0] for line in script.splitlines()]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]
