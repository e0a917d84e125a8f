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
import json
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

APP_NAME = "QuietTable"
APP_AUTHOR = "QuietTable"
MAX_SAVE_BYTES = 50_000_000
KEEP_FINISHED_AUTOSAVES = 5


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
    """Parse a JSON file we wrote; every way it can be unusable becomes a SaveError."""
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
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(Msg("core.save.garbage", file=path.name)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(Msg("core.save.truncated", file=path.name, line=exc.lineno)) from None


# -- settings ------------------------------------------------------------------


@dataclass
class Settings:
    language: str = "en"
    fullscreen: bool = False
    animation_speed: str = "normal"  # off, fast, normal, slow
    show_legal_moves: bool = True
    show_hint_button: bool = True  # "Suggest a move" in the top bar
    ui_scale: float = 1.0  # 0.85 .. 1.3, multiplies text size
    window_size: tuple[int, int] = (1280, 720)
    player_names: list[str] = field(default_factory=list)
    last_setups: dict[str, Any] = field(default_factory=dict)  # game -> {"seats": [...], "options": {...}}

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
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(settings, f.name)
            if f.name == "window_size":
                if (
                    isinstance(value, list)
                    and len(value) == 2
                    and all(isinstance(v, int) and 320 <= v <= 10000 for v in value)
                ):
                    settings.window_size = (value[0], value[1])
            elif f.name == "player_names":
                if isinstance(value, list):
                    settings.player_names = [str(v)[:24] for v in value[:8]]
            elif isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(settings, f.name, value)
            elif isinstance(default, float):
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    settings.ui_scale = min(cls.UI_SCALES, key=lambda s: abs(s - value))
            elif isinstance(value, type(default)):
                setattr(settings, f.name, value)
        if settings.animation_speed not in cls.ANIMATION_SPEEDS:
            settings.animation_speed = "normal"
        return settings


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> tuple[Settings, Msg | None]:
    """The saved settings, or defaults plus a message when the file is unreadable.

    An unreadable settings file is moved aside (renamed, never deleted) so that saving
    new settings does not overwrite it.
    """
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        return Settings.from_json(read_json(path)), None
    except SaveError:
        kept = path.with_name(f"settings.unreadable-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            os.replace(path, kept)
        except OSError:
            kept = path
        return Settings(), Msg("core.settings.unreadable", file=str(kept))


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

    @property
    def mtime(self) -> float:
        try:
            return self.path.stat().st_mtime
        except OSError:
            return 0.0


def new_match_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)


def autosave_path(match_id: str) -> Path:
    return autosave_dir() / f"{match_id}.json"


def write_match(match: Match, path: Path) -> None:
    atomic_write_text(path, json.dumps(match.to_json(), separators=(",", ":")))


def autosave(match: Match, match_id: str) -> None:
    write_match(match, autosave_path(match_id))


def load_match(path: Path, rules_for_game) -> Match:
    """Read and replay a save.  Raises SaveError; the file is left exactly as it was."""
    return Match.from_json(read_json(path), rules_for_game)


def read_info(path: Path, autosave_file: bool = False) -> SaveInfo:
    info = SaveInfo(path=path, name=path.stem, autosave=autosave_file)
    try:
        data = upgrade_save(read_json(path))
        summary = data.get("summary", {})
        info.game = str(data["config"]["game"])
        info.players = [str(p) for p in summary.get("players", [])]
        progress = summary.get("progress")
        if isinstance(progress, dict) and isinstance(progress.get("key"), str):
            info.progress = Msg(progress["key"], **dict(progress.get("params", {})))
        info.saved_at = str(data.get("saved_at", ""))
        info.over = bool(summary.get("over", False))
        info.name = str(data.get("name", path.stem))
    except SaveError as exc:
        info.error = exc.reason
    except (KeyError, TypeError, AttributeError):
        info.error = Msg("core.save.foreign")
    return info


def list_saves() -> list[SaveInfo]:
    """Named saves and autosaves, newest first."""
    found = [read_info(p) for p in _json_files(saves_dir())]
    found += [read_info(p, autosave_file=True) for p in _json_files(autosave_dir())]
    return sorted(found, key=lambda i: i.mtime, reverse=True)


def _json_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return [p for p in folder.glob("*.json") if not p.name.startswith(".")]


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
        for p in (info.path, info.path.with_name(info.path.name + ".bak")):
            with contextlib.suppress(OSError):
                p.unlink()


def slug(name: str) -> str:
    cleaned = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip().replace(" ", "_")
    return cleaned[:60] or "save"


def named_save_path(name: str) -> Path:
    return saves_dir() / f"{slug(name)}.json"


def save_named(match: Match, name: str, overwrite: bool = False) -> Path:
    """Write a named save.  Refuses to replace a file that cannot be read (it is kept)."""
    path = named_save_path(name)
    if path.exists():
        if read_info(path).error is not None:
            raise SaveError(Msg("core.save.wont_overwrite", file=path.name))
        if not overwrite:
            raise FileExistsError(path)
    data = match.to_json()
    data["name"] = name
    atomic_write_text(path, json.dumps(data, separators=(",", ":")))
    return path
