"""The figures of the Records screen and the History list, read from the records database.

"You" is a person's name: the figures are those of the seats a person of that name took
(computer seats never count as anyone).  The screen lets the player pick a name; by default it
is the name that played the most finished games (``Records.default_person``; ties: the most recent).
A game counts as won when its seat was placed first, alone or shared.  Only finished games
count in the figures; abandoned ones are counted apart (``GameStats.abandoned``) and listed in
the history.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game import games
from game.core.i18n import Msg
from game.records.record import ABANDONED, FINISHED, MIXED, NO_LEVEL, GameRecord, SeatRecord
from game.storage import progress_msg

PERIODS = ("all", "week", "month", "year")
PERIOD_DAYS = {"week": 7, "month": 30, "year": 365}
RESULTS = ("won", "lost", "finished", "abandoned")


@dataclass(frozen=True)
class Filter:
    """Which finished games the figures count: one game, one opponent level, a period."""

    game: str | None = None
    level: str | None = None
    since: float | None = None  # Unix seconds, inclusive
    until: float | None = None  # Unix seconds, exclusive


def period_filter(period: str, game: str | None = None, level: str | None = None, now: float | None = None) -> Filter:
    """A filter for one of ``PERIODS`` ("all", or the last 7 / 30 / 365 days up to ``now``)."""
    days = PERIOD_DAYS.get(period)
    since = None if days is None else (time.time() if now is None else now) - days * 86400
    return Filter(game, level, since)


@dataclass(frozen=True)
class Tally:
    played: int = 0
    won: int = 0
    best: float | None = None  # best score
    average: float | None = None  # average score
    margin: float | None = None  # average margin: score minus the best other side (Brass: against the Automa)
    streak: int = 0  # games won in a row up to the latest one
    best_streak: int = 0

    @property
    def rate(self) -> float | None:
        """Games won / played (None when none was played)."""
        return self.won / self.played if self.played else None

    def rate_msg(self) -> Msg:
        """"58 % of 12 games" (the sample size with the rate), or "no games yet"."""
        if not self.played:
            return Msg("records.stats.no_games")
        return Msg("records.stats.rate", percent=round(100 * self.won / self.played), count=self.played)


@dataclass(frozen=True)
class LevelTally:
    level: str
    tally: Tally


@dataclass(frozen=True)
class GameStats:
    game: str
    total: Tally
    levels: tuple[LevelTally, ...] = ()  # in the game's order of levels, only those played
    abandoned: int = 0


@dataclass(frozen=True)
class PersonLine:
    name: str
    played: int
    won: int
    last: float  # Unix seconds of the person's latest game

    @property
    def tally(self) -> Tally:
        return Tally(self.played, self.won)


@dataclass(frozen=True)
class HeadToHead:
    """Two people's games at the same table: who finished ahead how often ("Ana v Bruno: 7–5")."""

    a: str
    b: str
    a_ahead: int
    b_ahead: int
    level: int  # finished level with each other
    played: int

    def msg(self) -> Msg:
        return Msg("records.stats.head_to_head", a=self.a, b=self.b, a_wins=self.a_ahead, b_wins=self.b_ahead)


@dataclass(frozen=True)
class ScorePoint:
    ended: float
    score: float
    margin: float | None
    won: bool
    level: str


@dataclass(frozen=True)
class HistoryFilter:
    """The History list's filters: game, person, result (one of ``RESULTS``: won/lost are the
    person's, or any person's when none is chosen), level and period."""

    game: str | None = None
    person: str | None = None
    result: str | None = None
    level: str | None = None
    since: float | None = None
    until: float | None = None


ALL = Filter()
EVERYTHING = HistoryFilter()


# -- levels --------------------------------------------------------------------------------------


def level_order(game: str) -> tuple[str, ...]:
    """A game's levels, weakest first: its opponent option's choices (Brass's difficulties) or its
    computer levels; then games with people only, then mixed levels."""
    rules = games.rules_or_none(game)
    found: tuple[str, ...] = ()
    if rules is not None and rules.opponent_option:
        found = next((tuple(o.choices) for o in rules.options() if o.key == rules.opponent_option), ())
    elif rules is not None:
        found = games.bot_levels(game)
    return (*found, NO_LEVEL, MIXED)


def level_label(game: str, level: str) -> Msg:
    """A level in words: "Hard", Brass's "Hard" difficulty, "People only", "Mixed levels"."""
    if level == NO_LEVEL:
        return Msg("records.level.people")
    if level == MIXED:
        return Msg("records.level.mixed")
    rules = games.rules_or_none(game)
    if rules is not None and rules.opponent_option:
        spec = next((o for o in rules.options() if o.key == rules.opponent_option), None)
        if spec is not None:
            return games.option_label(game, spec, level)
    return games.level_label(game, level)


# -- queries -------------------------------------------------------------------------------------


def _where(flt: Filter | HistoryFilter, alias: str = "g") -> tuple[list[str], list[Any]]:
    parts, args = [], []
    if flt.game is not None:
        parts.append(f"{alias}.game = ?")
        args.append(flt.game)
    if flt.level is not None:
        parts.append(f"{alias}.level = ?")
        args.append(flt.level)
    if flt.since is not None:
        parts.append(f"{alias}.ended >= ?")
        args.append(int(flt.since))
    if flt.until is not None:
        parts.append(f"{alias}.ended < ?")
        args.append(int(flt.until))
    return parts, args


def _tally(rows: Iterable[tuple[bool, float | None, float | None]]) -> Tally:
    """From (won, score, margin) oldest first."""
    played = won = streak = best_streak = 0
    scores: list[float] = []
    margins: list[float] = []
    for w, score, margin in rows:
        played += 1
        if w:
            won += 1
            streak += 1
            best_streak = max(best_streak, streak)
        else:
            streak = 0
        if score is not None:
            scores.append(score)
        if margin is not None:
            margins.append(margin)
    return Tally(
        played,
        won,
        max(scores) if scores else None,
        sum(scores) / len(scores) if scores else None,
        sum(margins) / len(margins) if margins else None,
        streak,
        best_streak,
    )


def _person_rows(conn: sqlite3.Connection, person: str, flt: Filter) -> list[tuple]:
    parts, args = _where(flt)
    where = " AND ".join(["s.name = ?", "s.kind = 'human'", "g.status = ?", *parts])
    return conn.execute(
        "SELECT g.id, g.game, g.level, s.won, s.score, s.margin, g.ended FROM seats s "
        f"JOIN games g ON g.id = s.game_id WHERE {where} ORDER BY g.ended, g.id",
        [person, FINISHED, *args],
    ).fetchall()


def game_stats(conn: sqlite3.Connection, person: str, flt: Filter = ALL) -> list[GameStats]:
    """Per game (every game of the collection, or the filter's), ``person``'s figures overall
    and per opponent level."""
    by_game: dict[str, list[tuple]] = {}
    seen: set[int] = set()
    for game_id, game, level, won, score, margin, _ended in _person_rows(conn, person, flt):
        if game_id in seen:  # one person in two seats: the first counts
            continue
        seen.add(game_id)
        by_game.setdefault(game, []).append((level, bool(won), score, margin))
    parts, args = _where(Filter(flt.game, flt.level, flt.since, flt.until))
    where = " AND ".join(["g.status = ?", *parts])
    abandoned = dict(
        conn.execute(
            f"SELECT g.game, count(*) FROM games g WHERE {where} AND EXISTS (SELECT 1 FROM seats s "
            "WHERE s.game_id = g.id AND s.name = ? AND s.kind = 'human') GROUP BY g.game",
            [ABANDONED, *args, person],
        ).fetchall()
    )
    names = [flt.game] if flt.game is not None else list(games.GAME_ORDER)
    names += sorted(g for g in set(by_game) | set(abandoned) if g not in names)
    out = []
    for game in names:
        rows = by_game.get(game, [])
        order = level_order(game)
        levels = sorted({r[0] for r in rows}, key=lambda lv: (order.index(lv) if lv in order else len(order), lv))
        out.append(
            GameStats(
                game,
                _tally(r[1:] for r in rows),
                tuple(LevelTally(lv, _tally(r[1:] for r in rows if r[0] == lv)) for lv in levels),
                int(abandoned.get(game, 0)),
            )
        )
    return out


def people(conn: sqlite3.Connection, flt: Filter = ALL) -> list[PersonLine]:
    """Everyone who played a finished game by hand, most games first (then the most recent)."""
    parts, args = _where(flt)
    where = " AND ".join(["s.kind = 'human'", "g.status = ?", *parts])
    rows = conn.execute(
        "SELECT s.name, count(DISTINCT g.id), count(DISTINCT CASE WHEN s.won THEN g.id END), max(g.ended) "
        f"FROM seats s JOIN games g ON g.id = s.game_id WHERE {where} GROUP BY s.name "
        "ORDER BY count(DISTINCT g.id) DESC, max(g.ended) DESC, s.name",
        [FINISHED, *args],
    ).fetchall()
    return [PersonLine(name, played, won, float(last)) for name, played, won, last in rows]


def head_to_head(conn: sqlite3.Connection, flt: Filter = ALL, person: str | None = None) -> list[HeadToHead]:
    """Every pair of people who played the same finished games (pass and play), most games first;
    with ``person``, only that person's pairs, that person first."""
    parts, args = _where(flt)
    where = " AND ".join(["a.kind = 'human'", "g.status = ?", *parts])
    rows = conn.execute(
        "SELECT a.name, b.name, sum(a.place < b.place), sum(a.place > b.place), sum(a.place = b.place), count(*) "
        "FROM seats a JOIN seats b ON b.game_id = a.game_id AND b.kind = 'human' AND a.name < b.name "
        f"JOIN games g ON g.id = a.game_id WHERE {where} GROUP BY a.name, b.name "
        "ORDER BY count(*) DESC, a.name, b.name",
        [FINISHED, *args],
    ).fetchall()
    out = []
    for a, b, a_ahead, b_ahead, level, played in rows:
        pair = HeadToHead(a, b, a_ahead, b_ahead, level, played)
        if person is None or person == a:
            out.append(pair)
        elif person == b:
            out.append(HeadToHead(b, a, b_ahead, a_ahead, level, played))
    return out


def score_series(
    conn: sqlite3.Connection, person: str, game: str, last: int = 20, flt: Filter = ALL
) -> list[ScorePoint]:
    """``person``'s last ``last`` finished games of ``game``, oldest first (for the score chart)."""
    parts, args = _where(Filter(game, flt.level, flt.since, flt.until))
    where = " AND ".join(["s.name = ?", "s.kind = 'human'", "g.status = ?", *parts])
    rows = conn.execute(
        "SELECT g.ended, s.score, s.margin, s.won, g.level FROM seats s JOIN games g ON g.id = s.game_id "
        f"WHERE {where} AND s.score IS NOT NULL ORDER BY g.ended DESC, g.id DESC LIMIT ?",
        [person, FINISHED, *args, max(0, int(last))],
    ).fetchall()
    return [ScorePoint(float(e), float(sc), m, bool(w), lv) for e, sc, m, w, lv in reversed(rows)]


def win_rates(conn: sqlite3.Connection, person: str, game: str, flt: Filter = ALL) -> list[LevelTally]:
    """``person``'s win rate per opponent level at ``game`` (for the level chart)."""
    found = game_stats(conn, person, Filter(game, flt.level, flt.since, flt.until))
    return list(found[0].levels) if found else []


# -- history -------------------------------------------------------------------------------------


def _history_where(flt: HistoryFilter) -> tuple[str, list[Any]]:
    parts, args = _where(flt)
    person = "s.name = ? AND " if flt.person is not None else ""
    person_args = [flt.person] if flt.person is not None else []
    if flt.result == "abandoned":
        parts.append("g.status = ?")
        args.append(ABANDONED)
    elif flt.result in ("won", "lost", "finished"):
        parts.append("g.status = ?")
        args.append(FINISHED)
    if flt.result == "won":
        parts.append(f"EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND {person}s.kind = 'human' AND s.won)")
        args += person_args
    elif flt.result == "lost" and flt.person is not None:
        parts.append("EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.name = ? AND s.kind = 'human')")
        parts.append("NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.name = ? AND s.won)")
        args += [flt.person, flt.person]
    elif flt.result == "lost":
        parts.append("NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.kind = 'human' AND s.won)")
    elif flt.person is not None:
        parts.append("EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.name = ? AND s.kind = 'human')")
        args.append(flt.person)
    return (" WHERE " + " AND ".join(parts)) if parts else "", args


GAME_COLUMNS = (
    "g.id, g.uid, g.game, g.status, g.source, g.level, g.started, g.ended, g.seconds, g.seconds_kind, "
    "g.options, g.others, g.winners, g.progress, g.app_version, g.actions"
)


def history(conn: sqlite3.Connection, flt: HistoryFilter = EVERYTHING, offset: int = 0, limit: int = 50):
    """One page of the history, newest first: records without their saves (``Records.get`` gives
    the whole record)."""
    where, args = _history_where(flt)
    rows = conn.execute(
        f"SELECT {GAME_COLUMNS} FROM games g{where} ORDER BY g.ended DESC, g.id DESC LIMIT ? OFFSET ?",
        [*args, max(0, int(limit)), max(0, int(offset))],
    ).fetchall()
    return records_from_rows(conn, rows)


def history_count(conn: sqlite3.Connection, flt: HistoryFilter = EVERYTHING) -> int:
    where, args = _history_where(flt)
    return int(conn.execute(f"SELECT count(*) FROM games g{where}", args).fetchone()[0])


def records_from_rows(conn: sqlite3.Connection, rows: list[tuple], saves: dict[int, dict] | None = None):
    ids = [row[0] for row in rows]
    seats: dict[int, list[SeatRecord]] = {i: [] for i in ids}
    if ids:
        marks = ",".join("?" * len(ids))
        for game_id, *seat in conn.execute(
            "SELECT game_id, name, kind, level, score, place, won, margin, hints, undos FROM seats "
            f"WHERE game_id IN ({marks}) ORDER BY game_id, seat",
            ids,
        ):
            name, kind, level, score, place, won, margin, hints, undos = seat
            seats[game_id].append(SeatRecord(name, kind, level, score, place, bool(won), margin, hints, undos))
    out = []
    for row in rows:
        (rid, uid, game, status, source, level, started, ended, seconds, kind) = row[:10]
        options, others, winners, progress, app_version, actions = row[10:]
        out.append(
            GameRecord(
                match_id=uid,
                game=game,
                status=status,
                source=source,
                level=level,
                started=None if started is None else float(started),
                ended=float(ended),
                seconds=seconds,
                seconds_kind=kind,
                options=_json(options, {}),
                seats=seats[rid],
                others=[(str(k), float(v)) for k, v in _json(others, [])],
                winners=list(_json(winners, [])),
                app_version=app_version,
                actions=actions,
                save=(saves or {}).get(rid, {}),
                progress=progress_msg(_json(progress, None)),
                id=rid,
            )
        )
    return out


def _json(text: str | None, default: Any) -> Any:
    if text is None:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default

