"""Record files on disk: where exports go and what they are called, and reading a file to import.

Exports go to the data folder's ``exports/`` unless the player names another folder; a folder
or file given without a full path is taken inside ``exports/`` (so typing a file's name finds a
file there).  Every refusal is a ``RecordError`` whose reason names the path and the problem.
"""

from __future__ import annotations

import time
from pathlib import Path

from game import storage
from game.core.i18n import Msg
from game.records.record import MAX_RECORD_BYTES, GameRecord, RecordError

EXPORTS_DIR = "exports"
TEXT, JSON = "text", "json"
SUFFIX = {TEXT: ".txt", JSON: ".json"}
MAX_LISTED = 500


def exports_dir() -> Path:
    return storage.data_dir() / EXPORTS_DIR


def resolve(text: str) -> Path:
    """A path the player typed: ``~`` is their home; a path that is not a full one is taken inside
    the exports folder; an empty one is the exports folder itself."""
    text = text.strip()
    if not text:
        return exports_dir()
    if "\x00" in text or not text.isprintable():
        raise RecordError(Msg("records.files.bad_path"))
    path = Path(text).expanduser()
    return path if path.is_absolute() else exports_dir() / path


def export_name(record: GameRecord, kind: str) -> str:
    """ "glenmore-2025-03-04-2015-1a2b3c4d.txt": the game, when it ended, the end of its id."""
    stamp = time.strftime("%Y-%m-%d-%H%M", time.localtime(record.ended))
    tail = storage.slug(record.match_id)[-8:]
    return f"{record.game}-{stamp}-{tail}{SUFFIX[kind]}"


def write_export(record: GameRecord, kind: str, content: str, folder: Path) -> Path:
    """Write an export (``content``: the record as text or JSON) into ``folder`` (made when
    missing); returns the file's path."""
    try:
        if folder.exists() and not folder.is_dir():
            raise RecordError(Msg("records.files.not_folder", path=str(folder)))
        path = folder / export_name(record, kind)
        storage.atomic_write_text(path, content, keep_backup=False)
    except (OSError, ValueError) as exc:
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise RecordError(Msg("records.files.cannot_write", path=str(folder), detail=detail[:120])) from None
    return path


def json_files(folder: Path | None = None) -> list[Path]:
    """The ``.json`` files directly in ``folder`` (default: the exports folder), newest first."""
    folder = exports_dir() if folder is None else folder
    try:
        found = [(p.stat().st_mtime, p) for p in folder.glob("*.json") if p.is_file() and not p.name.startswith(".")]
    except OSError:
        return []
    return [p for _t, p in sorted(found, key=lambda item: (-item[0], item[1].name))[:MAX_LISTED]]


def read_import(path: Path) -> bytes:
    """The bytes of a record file to import (refused, with the reason, when it is not a file that
    can be read or is too big to be a record)."""
    try:
        if not path.exists():
            raise RecordError(Msg("records.files.missing", path=str(path)))
        if not path.is_file():
            raise RecordError(Msg("records.files.not_file", path=str(path)))
        if path.stat().st_size > MAX_RECORD_BYTES:
            raise RecordError(Msg("records.import.too_big"))
        return path.read_bytes()
    except (OSError, ValueError) as exc:
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise RecordError(Msg("records.files.unreadable", path=str(path), detail=detail[:120])) from None
