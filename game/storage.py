"""Files written at run time: settings, autosaves and named saves.

* Folders come from platformdirs (``QUIET_TABLE_HOME`` overrides them, for tests and
  portable use).
* Every write is atomic: a temporary file in the same folder, flushed and fsynced,
  then ``os.replace``; the previous version is kept beside it as ``.bak``.
* A file that cannot be read (truncated, garbage, foreign, from a newer version) is
  reported with a clear reason and never overwritten or deleted: each match autosaves
  to a file of its own, and a named save never replaces an unreadable file.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import math
import os
import re
import secrets
import shutil
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.core.i18n import Msg
from game.core.match import Match, SaveError, upgrade_save
from game.core.match import new_match_id as new_match_id  # the autosave's name for a table
from game.games import GAME_ORDER, bot_levels

APP_NAME = "QuietTable"
APP_AUTHOR = "QuietTable"
MAX_SAVE_BYTES = 50_000_000
KEEP_FINISHED_AUTOSAVES = 5

log = logging.getLogger("quiet_table")


# -- folders -------------------------------------------------------------------


def _home_override() -> Path | None:
    home = os.environ.get("QUIET_TABLE_HOME")
    return Path(home) if home else None


def data_dir() -> Path:
    home = _home_override()
    if home:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def config_dir() -> Path:
    home = _home_override()
    if home:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


# -- atomic writes -------------------------------------------------------------


def atomic_write_text(path: Path, text: str, keep_backup: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old or the new file, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if keep_backup and path.exists():
            bak_tmp = path.with_name(f".{path.name}.bak.tmp")
            shutil.copyfile(path, bak_tmp)
            os.replace(bak_tmp, path.with_name(path.name + ".bak"))
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_json(path: Path) -> Any:
    """Parse a JSON file we wrote; every way it can be unusable becomes a SaveError.

    Besides bad syntax this refuses what valid JSON can still hold against the program:
    nesting deeper than ``MAX_DEPTH``, integers beyond ``MAX_INT`` (or too long to parse),
    NaN and infinities, and NUL or unpaired surrogate characters in a string.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size == 0:
            raise SaveError(Msg("core.save.empty", file=path.name))
        if size > MAX_SAVE_BYTES:
            raise SaveError(Msg("core.save.too_big", file=path.name))
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(Msg("core.save.missing", file=path.name)) from None
    except OSError as exc:
        raise SaveError(Msg("core.save.unreadable", file=path.name, detail=exc.strerror or str(exc))) from None
    return parse_json(raw, path.name)


def parse_json(raw: bytes, name: str) -> Any:
    """JSON from bytes, with ``read_json``'s checks; ``name`` names the source in the reasons."""
    if not raw:
        raise SaveError(Msg("core.save.empty", file=name))
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(Msg("core.save.too_big", file=name))
    try:
        text = raw.decode("utf-8")
    except UnicodeError:
        raise SaveError(Msg("core.save.garbage", file=name)) from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(Msg("core.save.truncated", file=name, line=exc.lineno)) from None
    except RecursionError:
        raise SaveError(Msg("core.save.too_deep", file=name)) from None
    except (ValueError, OverflowError, MemoryError):  # a number of thousands of digits, NaN
        raise SaveError(Msg("core.save.bad_number", file=name)) from None
    _check_tree(data, name)
    return data


MAX_DEPTH = 64
MAX_INT = 1 << 64
_BAD_CHARS = re.compile("[\\x00\\ud800-\\udfff]")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _check_tree(data: Any, file: str) -> None:
    """Walk parsed JSON without recursion; raise SaveError for what nothing we write holds."""
    pending = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if depth > MAX_DEPTH:
            raise SaveError(Msg("core.save.too_deep", file=file))
        if isinstance(value, dict):
            pending.extend((v, depth + 1) for v in value.values())
            pending.extend((k, depth) for k in value)
        elif isinstance(value, list):
            pending.extend((v, depth + 1) for v in value)
        elif isinstance(value, str):
            if _BAD_CHARS.search(value):
                raise SaveError(Msg("core.save.bad_text", file=file))
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if abs(value) > MAX_INT:
                raise SaveError(Msg("core.save.bad_number", file=file))
        elif isinstance(value, float) and not math.isfinite(value):
            raise SaveError(Msg("core.save.bad_number", file=file))


def set_aside(path: Path, tag: str, keep_suffix: bool = True) -> Path:
    """Rename ``path`` to a free name beside it marked ``tag`` (never deletes, never overwrites).

    Without ``keep_suffix`` the new name does not end in ``.json``, so a save set aside is
    no longer listed on the Load screen.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    suffix = path.suffix if keep_suffix else ""
    for i in range(100):
        extra = f"-{i}" if i else ""
        kept = path.with_name(f"{path.stem}.{tag}-{stamp}{extra}{suffix}")
        if not kept.exists() and not kept.is_symlink():
            os.rename(path, kept)
            return kept
    raise FileExistsError(path)


# -- settings ------------------------------------------------------------------


@dataclass
class Settings:
    language: str = "en"
    fullscreen: bool = False
    animation_speed: str = "normal"  # off, fast, normal, slow
    show_legal_moves: bool = True
    show_hint_button: bool = True  # "Suggest a move" in the top bar
    explain_automa: bool = True  # Brass: "Why the Automa did that" opens by itself after its turns
    ask_before_giving_up: bool = True  # a move that throws away what could still be used asks first
    ui_scale: float = 1.0  # 0.85 .. 1.3, multiplies text size
    window_size: tuple[int, int] = (1280, 720)
    player_names: list[str] = field(default_factory=list)
    last_setups: dict[str, Any] = field(default_factory=dict)  # game -> {"seats": [...], "options": {...}}
    option_defaults: dict[str, Any] = field(default_factory=dict)  # game -> {option: value} (OptionSpec.setting)
    coach: dict[str, bool] = field(default_factory=dict)  # game -> the coach speaks after your moves (off unless set)
    lessons: dict[str, int] = field(default_factory=dict)  # game -> the lesson's steps done (all of them: finished)

    ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
    UI_SCALES = (0.85, 1.0, 1.15, 1.3)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Take every valid field; ignore unknown or malformed ones (defaults stay)."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for f in fields(cls):
            if f.name in data:
                _take_setting(settings, f.name, data[f.name])
        if settings.animation_speed not in cls.ANIMATION_SPEEDS:
            settings.animation_speed = "normal"
        return settings

    def coach_on(self, game: str) -> bool:
        """Whether the coach comments on a person's moves in ``game`` (game/core/coach.py)."""
        return self.coach.get(game, False)


def clean_name(value: Any, limit: int = 24) -> str | None:
    """A person's name from a file: printable text, at most ``limit`` characters, or None."""
    if not isinstance(value, str):
        return None
    text = "".join(ch for ch in value if ch.isprintable()).strip()[:limit]
    return text or None


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value) < 1e9


def _take_setting(settings: Settings, name: str, value: Any) -> None:
    default = getattr(settings, name)
    if name == "window_size":
        if isinstance(value, list) and len(value) == 2 and all(_is_int_in(v, 320, 10000) for v in value):
            settings.window_size = (value[0], value[1])
    elif name == "player_names":
        if isinstance(value, list):
            names = [clean_name(v) for v in value[:8]]
            settings.player_names = [n for n in names if n]
    elif name == "last_setups":
        if isinstance(value, dict):
            settings.last_setups = _clean_setups(value)
    elif name == "option_defaults":
        if isinstance(value, dict):
            settings.option_defaults = _clean_option_defaults(value)
    elif name == "coach":
        if isinstance(value, dict):
            settings.coach = {g: v for g, v in list(value.items())[:20]
                              if isinstance(g, str) and len(g) <= 40 and isinstance(v, bool)}
    elif name == "lessons":
        if isinstance(value, dict):
            settings.lessons = {g: v for g, v in list(value.items())[:20]
                                if isinstance(g, str) and len(g) <= 40 and _is_int_in(v, 0, 10_000)}
    elif isinstance(default, bool):
        if isinstance(value, bool):
            setattr(settings, name, value)
    elif isinstance(default, float):
        if _is_number(value):
            settings.ui_scale = min(Settings.UI_SCALES, key=lambda s: abs(s - value))
    elif isinstance(default, str) and isinstance(value, str) and value.isprintable() and len(value) <= 20:
        setattr(settings, name, value)


def _is_int_in(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _clean_setups(value: dict) -> dict[str, Any]:
    """Remembered seats and options per game, keeping only entries of the expected shapes."""
    out: dict[str, Any] = {}
    for game, setup in list(value.items())[:20]:
        if not isinstance(game, str) or not isinstance(setup, dict):
            continue
        seats = []
        for seat in setup.get("seats", []) if isinstance(setup.get("seats"), list) else []:
            if not isinstance(seat, dict):
                continue
            name = clean_name(seat.get("name"))
            kind, level = seat.get("kind", "human"), seat.get("level", "")
            if name and isinstance(kind, str) and isinstance(level, str) and len(level) <= 20:
                seats.append({"name": name, "kind": kind, "level": level})
        options = setup.get("options") if isinstance(setup.get("options"), dict) else {}
        out[game] = {"seats": seats[:8], "options": _clean_options(options)}
    return out


def _clean_options(options: dict) -> dict[str, Any]:
    """Option values of the expected shapes (each is validated again against its game's spec
    where it is used)."""
    return {
        k: v
        for k, v in options.items()
        if isinstance(k, str) and (isinstance(v, bool) or _is_number(v) or (isinstance(v, str) and len(v) <= 40))
    }


def _clean_option_defaults(value: dict) -> dict[str, Any]:
    """The Settings' option defaults per game (``OptionSpec.setting``)."""
    return {
        game: _clean_options(options)
        for game, options in list(value.items())[:20]
        if isinstance(game, str) and len(game) <= 40 and isinstance(options, dict)
    }


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[Settings, Msg | None]:
    """The saved settings, or defaults plus a message when the file is unreadable.

    An unreadable settings file (or a folder in its place) is moved aside (renamed, never
    deleted) so that saving new settings does not overwrite it.
    """
    path = settings_path()
    try:
        if not path.exists() and not path.is_symlink():
            return Settings(), None
        return Settings.from_json(read_json(path)), None
    except Exception as exc:  # noqa: BLE001 - whatever the file holds, the app starts
        if not isinstance(exc, SaveError):
            log.warning("settings file %s unusable: %r", path, exc)
    try:
        kept = set_aside(path, "unreadable")
    except OSError:
        kept = path
    return Settings(), Msg("core.settings.unreadable", file=kept.name)


def save_settings(settings: Settings) -> None:
    atomic_write_text(settings_path(), json.dumps(settings.to_json(), indent=2), keep_backup=False)


# -- match files ---------------------------------------------------------------


@dataclass
class SaveInfo:
    """One entry of the Load screen; ``error`` is set for a file that cannot be used."""

    path: Path
    name: str
    game: str = ""
    players: list[str] = field(default_factory=list)
    progress: Msg | None = None
    saved_at: str = ""
    over: bool = False
    error: Msg | None = None
    autosave: bool = False
    backup: Path | None = None
    """For a damaged file: its readable ``.bak``, which can be restored."""
    result: GameResult | None = None
    """For a finished game: each side's score and the winners (from the summary, or the replay)."""
    lesson: str | None = None
    """The lesson this match is (``Match.lesson``), None for a real game."""
    actions: int = 0
    """How many actions the save holds (a lesson's step is read from it)."""

    @property
    def mtime(self) -> float:
        try:
            return self.path.stat().st_mtime
        except OSError:
            return 0.0


def autosave_path(match_id: str) -> Path:
    return autosave_dir() / f"{match_id}.json"


def write_match(match: Match, path: Path) -> None:
    atomic_write_text(path, json.dumps(match.to_json(), separators=(",", ":")))


def autosave(match: Match, match_id: str) -> None:
    write_match(match, autosave_path(match_id))


def load_match(path: Path, rules_for_game) -> Match:
    """Read and replay a save.  Raises SaveError; the file is left exactly as it was."""
    return replay(read_json(path), rules_for_game, str(path))


def replay(data: Any, rules_for_game, where: str = "") -> Match:
    """A match from a save's parsed JSON (a file's, a record's).  Raises SaveError with the reason."""
    try:
        match = Match.from_json(data, rules_for_game)
        _check_levels(match)
        return match
    except SaveError:
        raise
    except Exception as exc:  # noqa: BLE001 - whatever a save holds, it is refused with a reason
        log.warning("save %s does not replay: %r", where, exc)
        raise SaveError(Msg("core.save.replay_failed", detail=type(exc).__name__)) from None


def _check_levels(match: Match) -> None:
    """A computer seat must name a level its game has (else the table could not seat it)."""
    if match.config.game not in GAME_ORDER:
        return
    levels = bot_levels(match.config.game)
    for i, seat in enumerate(match.config.seats):
        if not seat.is_human and seat.level not in levels:
            raise SaveError(Msg("core.save.bad_config", detail=f"seat {i + 1}: level {seat.level[:20]!r}"))


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


_PROGRESS_KEY = re.compile(r"[a-z][a-z0-9_]*(\.[a-z0-9_]+)+")


def read_info(path: Path, autosave_file: bool = False) -> SaveInfo:
    """What the Load screen shows of a save, checked for shape (without replaying it).

    Never raises: a file that cannot be used gets ``error``, and ``backup`` when its
    ``.bak`` can be read.
    """
    info = SaveInfo(path=path, name=path.stem, autosave=autosave_file)
    try:
        _fill_info(info, upgrade_save(read_json(path)))
    except SaveError as exc:
        info.error = exc.reason
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        info.error = Msg("core.save.foreign")
    except Exception as exc:  # noqa: BLE001 - the Load screen and Continue must always open
        log.warning("save %s unreadable: %r", path, exc)
        info.error = Msg("core.save.foreign")
    if info.error is not None and not path.name.endswith(".bak"):
        bak = backup_path(path)
        if bak.is_file() and read_info(bak).error is None:
            info.backup = bak
    return info


def _fill_info(info: SaveInfo, data: dict[str, Any]) -> None:
    """Take the summary of an upgraded save; raise SaveError for a part of the wrong shape."""
    config = data["config"]
    seats = config.get("seats")
    if not isinstance(config.get("game"), str) or not isinstance(seats, list) or not seats:
        raise SaveError(Msg("core.save.bad_config", detail="config"))
    if not all(isinstance(s, dict) and isinstance(s.get("name"), str) for s in seats):
        raise SaveError(Msg("core.save.bad_config", detail="config.seats"))
    if not all(isinstance(a, dict) and isinstance(a.get("kind"), str) for a in data["actions"]):
        raise SaveError(Msg("core.save.damaged_part", part="actions"))
    summary = data.get("summary", {})
    if not isinstance(summary, dict):
        raise SaveError(Msg("core.save.damaged_part", part="summary"))
    info.game = config["game"]
    info.players = [clean_name(s["name"], 40) or "?" for s in seats]
    info.progress = progress_msg(summary.get("progress"))
    saved_at = data.get("saved_at", "")
    info.saved_at = saved_at[:19] if isinstance(saved_at, str) and saved_at.isprintable() else ""
    info.over = summary.get("over") is True
    info.result = _result(summary.get("result"), len(seats)) if info.over else None
    lesson = data.get("lesson")
    info.lesson = lesson if isinstance(lesson, str) and lesson.isidentifier() else None
    info.actions = len(data["actions"])
    name = data.get("name")
    info.name = clean_name(name, 60) or info.path.stem if name is not None else info.path.stem


def progress_msg(value: Any) -> Msg | None:
    """A save's progress line, when it is a known kind of message with plain parameters."""
    if not isinstance(value, dict) or not isinstance(value.get("key"), str):
        return None
    key, params = value["key"], value.get("params", {})
    if not _PROGRESS_KEY.fullmatch(key) or key.partition(".")[0] not in GAME_DOMAINS or not isinstance(params, dict):
        return None
    plain = {}
    for k, v in params.items():
        if not (isinstance(k, str) and k.isidentifier()):
            return None
        if isinstance(v, str):
            v = clean_name(v, 60) or ""
        elif not isinstance(v, int) or isinstance(v, bool):
            return None
        plain[k] = v
    return Msg(key, **plain)


GAME_DOMAINS = ("core", *GAME_ORDER)


@dataclass(frozen=True)
class GameResult:
    """How a finished game ended: one score per side (the seats, then ``others``: message keys
    of a neutral side such as the Automa) and the sides placed first."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    others: tuple[str, ...] = ()


def _result(value: Any, seats: int) -> GameResult | None:
    """A save's final result, when it has the expected shape (else None: the replay may give it)."""
    if not isinstance(value, dict):
        return None
    scores, winners, others = value.get("scores"), value.get("winners"), value.get("others", [])
    if not (isinstance(scores, list) and isinstance(winners, list) and isinstance(others, list)):
        return None
    if len(others) > 2 or not all(
        isinstance(k, str) and _PROGRESS_KEY.fullmatch(k) and k.partition(".")[0] in GAME_DOMAINS for k in others
    ):
        return None
    if len(scores) != seats + len(others) or not all(_plain_number(s) for s in scores):
        return None
    sides = range(len(scores))
    if not winners or len(set(winners)) != len(winners) or not all(type(w) is int and w in sides for w in winners):
        return None
    return GameResult(tuple(float(s) for s in scores), tuple(winners), tuple(others))


def _plain_number(value: Any) -> bool:
    return type(value) in (int, float) and math.isfinite(value) and abs(value) < 10**6


def result_line(players: list[str], result: GameResult) -> Msg | None:
    """How a finished game ended ("Ana won 54–41", ties said as ties), or None when the result
    does not fit the players.  The winners' scores come first, then the others' from the highest."""
    names: list[Msg] = [Msg.raw(name) for name in players] + [Msg(key) for key in result.others]
    if len(names) != len(result.scores):
        return None
    losers = sorted((i for i in range(len(names)) if i not in result.winners), key=lambda i: -result.scores[i])
    scores = Msg.raw("–".join(f"{result.scores[i]:g}" for i in [*result.winners, *losers]))
    if len(result.winners) == 1:
        return Msg("core.load.result_won", winner=names[result.winners[0]], scores=scores)
    if not losers:
        return Msg("core.load.result_draw", scores=scores)
    winners = [names[i] for i in result.winners]
    first = Msg.raw(", ".join(str(n) for n in winners[:-1]))
    return Msg("core.load.result_tie", winners=Msg("core.load.names_and", first=first, last=winners[-1]), scores=scores)


def result_of(match: Match) -> GameResult | None:
    """The result of a replayed match (for saves written before the summary kept it)."""
    if not match.is_over():
        return None
    return _result(match.rules.final_result(match.state), len(match.config.seats))


def list_saves(rules_for_game=None) -> list[SaveInfo]:
    """Named saves and autosaves, newest first.  With ``rules_for_game`` each readable save
    is also replayed (see ``verify``), so that one that does not replay is listed as damaged."""
    found = [read_info(p) for p in _json_files(saves_dir())]
    found += [read_info(p, autosave_file=True) for p in _json_files(autosave_dir())]
    if rules_for_game is not None:
        found = [verify(info, rules_for_game) for info in found]
    return sorted(found, key=lambda i: i.mtime, reverse=True)


_replayed: dict[tuple[str, str], tuple[Msg | None, GameResult | None]] = {}
"""(path, digest of its bytes) -> why the save does not replay (None: it does) and, for a
finished game, its result: each version of a file is replayed once per session."""


def verify(info: SaveInfo, rules_for_game) -> SaveInfo:
    """Replay a save that reads well; set ``error`` (and ``backup``) when it does not replay."""
    if info.error is not None:
        return info
    try:
        digest = hashlib.blake2b(info.path.read_bytes(), digest_size=16).hexdigest()
    except OSError as exc:
        info.error = Msg("core.save.unreadable", file=info.path.name, detail=exc.strerror or str(exc))
        return info
    key = (str(info.path), digest)
    if key not in _replayed:
        if len(_replayed) > 1000:
            _replayed.clear()
        try:
            _replayed[key] = (None, result_of(load_match(info.path, rules_for_game)))
        except SaveError as exc:
            _replayed[key] = (exc.reason, None)
    info.error, replayed_result = _replayed[key]
    if info.error is None and info.over and info.result is None:
        info.result = replayed_result  # a save from before the summary kept the result
    if info.error is not None:
        bak = backup_path(info.path)
        if bak.is_file() and read_info(bak).error is None and _replays(bak, rules_for_game):
            info.backup = bak
    return info


def _replays(path: Path, rules_for_game) -> bool:
    try:
        load_match(path, rules_for_game)
    except SaveError:
        return False
    return True


def restore_backup(path: Path) -> Path | None:
    """Put the ``.bak`` of a damaged save back in its place.

    The damaged file is renamed aside (never deleted) and the ``.bak`` stays as it is.
    Returns where the damaged file was kept (None if there was none).  Raises SaveError
    when the ``.bak`` cannot be read, OSError when the files cannot be moved.
    """
    path = Path(path)
    bak = backup_path(path)
    problem = read_info(bak).error
    if problem is not None:
        raise SaveError(problem)
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    try:
        shutil.copyfile(bak, tmp)
        kept = set_aside(path, "damaged", keep_suffix=False) if path.exists() or path.is_symlink() else None
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    _fsync_dir(path.parent)
    return kept


def _json_files(folder: Path) -> list[Path]:
    try:
        if not folder.is_dir():
            return []
        return [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    except OSError:
        return []


def latest_autosave() -> SaveInfo | None:
    """The newest autosave of an unfinished match (or an unreadable one, to report it)."""
    infos = sorted((read_info(p, True) for p in _json_files(autosave_dir())), key=lambda i: i.mtime, reverse=True)
    for info in infos:
        if info.error is not None or not info.over:
            return info
    return None


def prune_autosaves() -> None:
    """Remove old autosaves of finished matches (readable ones only; never a damaged file)."""
    finished = [i for i in (read_info(p, True) for p in _json_files(autosave_dir())) if i.error is None and i.over]
    finished.sort(key=lambda i: i.mtime, reverse=True)
    for info in finished[KEEP_FINISHED_AUTOSAVES:]:
        for p in (info.path, backup_path(info.path)):
            if p.is_file():
                with contextlib.suppress(OSError):
                    p.unlink()


# -- save names ----------------------------------------------------------------

RESERVED_NAMES = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$"}
    | {f"{port}{n}" for port in ("COM", "LPT") for n in (*"0123456789", "\u00b9", "\u00b2", "\u00b3")}
)
"""Names Windows keeps for devices, with or without an extension, in any case."""
UNSAFE_CHARS = '<>:"/\\|?*'


def slug(name: str) -> str:
    cleaned = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip().replace(" ", "_")
    return cleaned[:60] or "save"


def save_name_problem(name: str) -> Msg | None:
    """Why ``name`` cannot name a save (None: it can)."""
    text = name.strip()
    if not text:
        return Msg("core.save.name_empty")
    if not all(ch.isprintable() for ch in name):
        return Msg("core.save.name_control")
    unsafe = sorted({ch for ch in text if ch in UNSAFE_CHARS})
    if unsafe:
        return Msg("core.save.name_chars", chars=" ".join(unsafe))
    if not re.sub(r"[^\w]+", "", text):
        return Msg("core.save.name_no_letters")
    for candidate in (text.split(".")[0], slug(text)):
        if candidate.strip(" ._").upper() in RESERVED_NAMES:
            return Msg("core.save.name_reserved", name=candidate.strip(" ._"))
    return None


def named_save_path(name: str) -> Path:
    return saves_dir() / f"{slug(name)}.json"


def save_named(match: Match, name: str, overwrite: bool = False) -> Path:
    """Write a named save.  Refuses an unsafe name, and to replace a file that cannot be read
    (it is kept)."""
    problem = save_name_problem(name)
    if problem is not None:
        raise SaveError(problem)
    name = name.strip()
    path = named_save_path(name)
    if path.exists() or path.is_symlink():
        if read_info(path).error is not None:
            raise SaveError(Msg("core.save.wont_overwrite", file=path.name))
        if not overwrite:
            raise FileExistsError(path)
    data = match.to_json()
    data["name"] = name
    atomic_write_text(path, json.dumps(data, separators=(",", ":")))
    return path
