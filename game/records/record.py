"""One game's record: what it was, who sat where, how it ended, and the save that replays it.

A record is made from a finished ``Match`` (``record_of``), from an unfinished autosave left
behind (``abandoned_record``) or from a JSON record file (``parse_record``: strict, every
refusal a readable ``Msg``).  Its JSON form (``to_json``) is also the export format.

Levels: a game is filed under its opponents' level, ``level_of``: the option named by the rules'
``opponent_option`` (Brass: the Automa's difficulty), else the computer seats' level when they
share one, ``"mixed"`` when they differ, ``""`` when every seat is a person.
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import time
import zlib
from dataclasses import dataclass, field
from typing import Any

from game import games, storage
from game.core.i18n import Msg
from game.core.match import BOT, HUMAN, Match, MatchConfig, SaveError, save_match_id, upgrade_save
from game.core.version import version

RECORD_FORMAT = "quiet-table-record"
RECORD_VERSION = 1
FINISHED, ABANDONED = "finished", "abandoned"
PLAY, SAVE, IMPORT = "play", "save", "import"  # where a record came from
TABLE, WALL = "table", "wall"  # what a duration measures
NO_LEVEL, MIXED = "", "mixed"
MAX_RECORD_BYTES = 20_000_000


class RecordError(Exception):
    """A record that cannot be used; ``reason`` says why, for the player."""

    def __init__(self, reason: Msg):
        self.reason = reason
        super().__init__(str(reason))


@dataclass
class SeatRecord:
    name: str
    kind: str  # "human" or "bot"
    level: str  # a computer's level ("" for a person)
    score: float | None = None  # None: an abandoned game
    place: int | None = None  # 0 = first (shared places are equal)
    won: bool = False  # placed first, alone or shared
    margin: float | None = None  # score minus the best other side's (Brass: VP against the Automa)
    hints: int = 0
    undos: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass
class GameRecord:
    match_id: str
    game: str
    status: str  # FINISHED or ABANDONED
    source: str  # PLAY, SAVE or IMPORT
    level: str  # see level_of
    started: float | None  # Unix seconds; None: unknown (a save from before records)
    ended: float  # Unix seconds (an abandoned game: its last move)
    seconds: float | None  # how long it took (see seconds_kind); None: unknown
    seconds_kind: str | None  # TABLE: time at the table (between actions, long pauses capped); WALL: start to end
    options: dict[str, Any]
    seats: list[SeatRecord]
    others: list[tuple[str, float]] = field(default_factory=list)  # neutral sides: (message key, score)
    winners: list[int] = field(default_factory=list)  # sides placed first: seats, then others
    app_version: str = ""
    actions: int = 0
    save: dict[str, Any] = field(default_factory=dict)  # the save's JSON (no snapshot): replays the game
    progress: Msg | None = None  # an abandoned game: how far it came
    id: int | None = None  # the row in the database, once stored

    @property
    def finished(self) -> bool:
        return self.status == FINISHED

    @property
    def players(self) -> list[str]:
        return [s.name for s in self.seats]

    def result(self) -> storage.GameResult | None:
        """Scores and winners as the Load list shows them (None for an abandoned game)."""
        if not self.finished or any(s.score is None for s in self.seats):
            return None
        scores = tuple(float(s.score) for s in self.seats if s.score is not None) + tuple(v for _k, v in self.others)
        return storage.GameResult(scores, tuple(self.winners), tuple(k for k, _v in self.others))

    def result_line(self) -> Msg | None:
        """"Ana won 54–41" (ties as ties), or the progress of an abandoned game."""
        result = self.result()
        return storage.result_line(self.players, result) if result is not None else self.progress

    def seat_of(self, name: str) -> int | None:
        """The first seat a person called ``name`` sat in (None: not at this table)."""
        return next((i for i, s in enumerate(self.seats) if s.is_human and s.name == name), None)

    def match(self) -> Match:
        """The game rebuilt by replaying its actions.  Raises RecordError."""
        try:
            return storage.replay(dict(self.save), games.rules_or_none, f"record {self.match_id}")
        except SaveError as exc:
            raise RecordError(exc.reason) from None

    # -- JSON (the export format) -----------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "app_version": self.app_version,
            "match_id": self.match_id,
            "game": self.game,
            "status": self.status,
            "level": self.level,
            "started_at": _iso(self.started),
            "ended_at": _iso(self.ended),
            "seconds": None if self.seconds is None else round(self.seconds, 1),
            "seconds_kind": self.seconds_kind,
            "options": dict(self.options),
            "seats": [
                {
                    "name": s.name,
                    "kind": s.kind,
                    "level": s.level,
                    "score": s.score,
                    "place": s.place,
                    "won": s.won,
                    "margin": s.margin,
                    "hints": s.hints,
                    "undos": s.undos,
                }
                for s in self.seats
            ],
            "others": [{"side": k, "score": v} for k, v in self.others],
            "winners": list(self.winners),
            "match": self.save,
        }

    def to_json_text(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False)


# -- making records ------------------------------------------------------------------------------


def level_of(game: str, config: MatchConfig) -> str:
    """The level a game is filed under (see the module's docstring)."""
    rules = games.rules_or_none(game)
    option = rules.opponent_option if rules is not None else None
    if option:
        return str(config.options.get(option, ""))[:40]
    levels = {s.level for s in config.seats if not s.is_human}
    if not levels:
        return NO_LEVEL
    return levels.pop() if len(levels) == 1 else MIXED


def save_data(match: Match) -> dict[str, Any]:
    """What a record keeps of a match: its save without the snapshot (the replay rebuilds it)."""
    data = match.to_json()
    data.pop("snapshot", None)
    return data


def record_of(match: Match, source: str = PLAY, ended: float | None = None) -> GameRecord:
    """The record of a finished match."""
    if not match.is_over():
        raise ValueError("the game is not over")
    rules, config = match.rules, match.config
    result = rules.final_result(match.state)
    n = len(config.seats)
    scores = [float(s) for s in result["scores"]]
    winners = [int(w) for w in result["winners"]]
    others = [(str(k), scores[n + i]) for i, k in enumerate(result.get("others", []))]
    ranking = rules.ranking(match.state) if not others else [0 if i in winners else 1 for i in range(n)]
    seats = []
    for i, seat in enumerate(config.seats):
        rest = scores[:i] + scores[i + 1 :]
        seats.append(
            SeatRecord(
                seat.name,
                seat.kind,
                seat.level if seat.kind == BOT else "",
                scores[i],
                int(ranking[i]),
                i in winners,
                scores[i] - max(rest) if rest else None,
                match.hints_used[i],
                match.undos[i],
            )
        )
    ended = time.time() if ended is None else ended
    started = epoch_of(match.started_at)
    seconds, kind = None, None
    if started is not None and match.seconds_played > 0:
        seconds, kind = match.seconds_played, TABLE
    elif started is not None and ended >= started:
        seconds, kind = ended - started, WALL
    return GameRecord(
        match_id=match.match_id,
        game=config.game,
        status=FINISHED,
        source=source,
        level=level_of(config.game, config),
        started=started,
        ended=ended,
        seconds=seconds,
        seconds_kind=kind,
        options=dict(config.options),
        seats=seats,
        others=others,
        winners=winners,
        app_version=version(),
        actions=len(match.actions),
        save=save_data(match),
    )


def abandoned_record(data: dict[str, Any], last_move: float) -> GameRecord | None:
    """The record of an unfinished game from its save's JSON (not replayed: it is checked for
    shape only); None when the save is not usable."""
    try:
        data = upgrade_save(data)
        config = MatchConfig.from_json(data["config"])
        if not isinstance(data["actions"], list) or games.rules_or_none(config.game) is None:
            return None
        if data.get("lesson") is not None:  # a lesson left half-way is no abandoned game
            return None
    except (SaveError, KeyError, TypeError, ValueError, AttributeError):
        return None
    summary = data.get("summary") if isinstance(data.get("summary"), dict) else {}
    data = {k: v for k, v in data.items() if k != "snapshot"}
    names = [storage.clean_name(s.name, 40) or "?" for s in config.seats]
    return GameRecord(
        match_id=save_match_id(data),
        game=config.game,
        status=ABANDONED,
        source=SAVE,
        level=level_of(config.game, config),
        started=epoch_of(data.get("started_at")),
        ended=last_move,
        seconds=None,
        seconds_kind=None,
        options=dict(config.options),
        seats=[SeatRecord(name, s.kind, s.level if s.kind == BOT else "") for name, s in zip(names, config.seats)],
        app_version=version(),
        actions=len(data["actions"]),
        save=data,
        progress=storage.progress_msg(summary.get("progress")),
    )


# -- reading a record file (import) ---------------------------------------------------------------


def parse_record(raw: bytes | str, name: str = "record") -> GameRecord:
    """A record from a JSON record file, checked strictly: its envelope, its game, and its
    actions replayed to the end with the scores and seats it claims.  The record returned is
    rebuilt from the replay (only the times and the version it was written by are taken from
    the file).  Raises RecordError with the reason; nothing is changed anywhere."""
    if isinstance(raw, str):
        raw = raw.encode("utf-8", "surrogatepass")
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(Msg("records.import.too_big"))
    try:
        data = storage.parse_json(raw, name)
    except SaveError as exc:
        raise RecordError(Msg("records.import.unreadable", reason=exc.reason)) from None
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise RecordError(Msg("records.import.foreign"))
    written = data.get("version")
    if not isinstance(written, int) or isinstance(written, bool) or written < 1:
        raise RecordError(Msg("records.import.foreign"))
    if written > RECORD_VERSION:
        raise RecordError(Msg("records.import.newer", version=written))
    game = data.get("game")
    if not isinstance(game, str) or games.rules_or_none(game) is None:
        shown = storage.clean_name(game, 40) if isinstance(game, str) else None
        raise RecordError(Msg("records.import.unknown_game", game=shown or "?"))
    if data.get("status") != FINISHED:
        raise RecordError(Msg("records.import.not_finished"))
    save = data.get("match")
    if not isinstance(save, dict):
        raise RecordError(Msg("records.import.damaged", part="match"))
    match_id = data.get("match_id")
    if not isinstance(match_id, str) or save_match_id(save) != match_id:
        raise RecordError(Msg("records.import.damaged", part="match_id"))
    try:
        match = storage.replay(save, games.rules_or_none, name)
    except SaveError as exc:
        raise RecordError(Msg("records.import.replay", reason=exc.reason)) from None
    if match.config.game != game:
        raise RecordError(Msg("records.import.damaged", part="game"))
    if not match.is_over():
        raise RecordError(Msg("records.import.not_finished"))
    ended = epoch_of(data.get("ended_at"))
    if ended is None:
        raise RecordError(Msg("records.import.damaged", part="ended_at"))
    record = record_of(match, IMPORT, ended)
    _check_claims(data, record)
    record.started = epoch_of(data.get("started_at"))
    seconds, kind = data.get("seconds"), data.get("seconds_kind")
    if _plain(seconds) and 0 <= seconds < 1e7 and kind in (TABLE, WALL):
        record.seconds, record.seconds_kind = float(seconds), kind
    else:
        record.seconds, record.seconds_kind = None, None
    app = data.get("app_version")
    record.app_version = app[:40] if isinstance(app, str) and app.isprintable() else "?"
    return record


def _check_claims(data: dict[str, Any], record: GameRecord) -> None:
    """The seats, scores and winners a file states must be what its actions give."""
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != len(record.seats):
        raise RecordError(Msg("records.import.damaged", part="seats"))
    for claimed, real in zip(seats, record.seats):
        if not isinstance(claimed, dict):
            raise RecordError(Msg("records.import.damaged", part="seats"))
        if (claimed.get("name"), claimed.get("kind")) != (real.name, real.kind) or not _same(
            claimed.get("score"), real.score
        ):
            raise RecordError(Msg("records.import.mismatch"))
    others = data.get("others", [])
    if not isinstance(others, list) or len(others) != len(record.others):
        raise RecordError(Msg("records.import.mismatch"))
    for claimed, (key, score) in zip(others, record.others):
        if not isinstance(claimed, dict) or claimed.get("side") != key or not _same(claimed.get("score"), score):
            raise RecordError(Msg("records.import.mismatch"))
    if data.get("winners") != record.winners:
        raise RecordError(Msg("records.import.mismatch"))


def _plain(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _same(claimed: Any, real: float | None) -> bool:
    return _plain(claimed) and real is not None and abs(claimed - real) < 1e-6


# -- storing the save ----------------------------------------------------------------------------


def pack(save: dict[str, Any]) -> bytes:
    return zlib.compress(json.dumps(save, separators=(",", ":"), ensure_ascii=False).encode("utf-8"), 6)


def unpack(blob: bytes) -> dict[str, Any]:
    data = json.loads(zlib.decompress(blob).decode("utf-8"))
    if not isinstance(data, dict):
        raise ValueError("not a save")
    return data


# -- times -------------------------------------------------------------------------------------


def _iso(epoch: float | None) -> str | None:
    if epoch is None:
        return None
    return _dt.datetime.fromtimestamp(epoch).astimezone().isoformat(timespec="seconds")


def epoch_of(text: Any) -> float | None:
    """Unix seconds from an ISO time (a time without a zone is local time); None if not one."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    try:
        moment = _dt.datetime.fromisoformat(text)
    except ValueError:
        return None
    try:
        return moment.timestamp()
    except (OverflowError, OSError, ValueError):
        return None
