"""Atomic writes, backups, settings, and unusable save files (reported, never touched)."""

import json
import os

import pytest

from game import storage
from game.core.match import Match, MatchConfig, SaveError, Seat
from game.games.schotten.rules.engine import SchottenRules

RULES = SchottenRules()


def lookup(name):
    return RULES if name == "schotten" else None


def a_match():
    return Match(RULES, MatchConfig("schotten", [Seat("Ana"), Seat("Rui")], {}, seed=1))


def test_home_override_keeps_files_private(private_home):
    assert storage.data_dir().is_relative_to(private_home)
    assert storage.config_dir().is_relative_to(private_home)


def test_atomic_write_keeps_previous_version_as_bak(tmp_path):
    path = tmp_path / "f.json"
    storage.atomic_write_text(path, "one")
    storage.atomic_write_text(path, "two")
    assert path.read_text() == "two"
    assert (tmp_path / "f.json.bak").read_text() == "one"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_autosave_and_load_round_trip():
    match = a_match()
    storage.autosave(match, "m1")
    loaded = storage.load_match(storage.autosave_path("m1"), lookup)
    assert loaded.state.to_json() == match.state.to_json()
    info = storage.latest_autosave()
    assert info is not None and info.error is None and info.players == ["Ana", "Rui"]


DAMAGE = {
    "truncated": lambda good: good[: len(good) // 2],
    "wrong_type": lambda good: b"[1, 2, 3]",
    "unknown_version": lambda good: good.replace(b'"version":2', b'"version":99'),
    "binary_garbage": lambda good: bytes(range(256)) * 4,
    "empty": lambda good: b"",
    "foreign_json": lambda good: b'{"hello": "world"}',
}


@pytest.mark.parametrize("kind", DAMAGE)
def test_unusable_file_gives_clear_error_and_is_left_untouched(kind):
    match = a_match()
    storage.autosave(match, "good")
    good = storage.autosave_path("good").read_bytes()
    path = storage.autosave_path("bad")
    path.write_bytes(DAMAGE[kind](good))
    before = path.read_bytes()
    mtime = os.stat(path).st_mtime_ns
    with pytest.raises(SaveError) as err:
        storage.load_match(path, lookup)
    assert str(err.value) and "Traceback" not in str(err.value)
    info = storage.read_info(path)
    assert info.error is not None
    # Starting a new match and saving never touches the damaged file.
    storage.autosave(a_match(), storage.new_match_id())
    storage.prune_autosaves()
    assert path.read_bytes() == before and os.stat(path).st_mtime_ns == mtime


def test_named_save_refuses_to_replace_a_damaged_file():
    path = storage.named_save_path("evening")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00\x01garbage")
    with pytest.raises(SaveError):
        storage.save_named(a_match(), "evening", overwrite=True)
    assert path.read_bytes() == b"\x00\x01garbage"


def test_named_save_asks_before_replacing():
    storage.save_named(a_match(), "evening")
    with pytest.raises(FileExistsError):
        storage.save_named(a_match(), "evening")
    storage.save_named(a_match(), "evening", overwrite=True)
    names = [i.name for i in storage.list_saves() if not i.autosave]
    assert names == ["evening"]


def test_settings_round_trip_and_bad_values_fall_back():
    settings = storage.Settings(language="pt", fullscreen=True, animation_speed="fast", ui_scale=1.15)
    storage.save_settings(settings)
    loaded, problem = storage.load_settings()
    assert problem is None and loaded == settings
    storage.settings_path().write_text(json.dumps({"language": 5, "animation_speed": "warp", "ui_scale": "big"}))
    loaded, problem = storage.load_settings()
    assert problem is None and loaded.animation_speed == "normal" and loaded.ui_scale == 1.0


def test_unreadable_settings_are_kept_aside_and_reported():
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{not json")
    settings, problem = storage.load_settings()
    assert problem is not None and settings == storage.Settings()
    kept = [p for p in path.parent.iterdir() if p.name.startswith("settings.unreadable")]
    assert len(kept) == 1 and kept[0].read_bytes() == b"{not json"


def test_finished_autosaves_are_pruned_but_damaged_ones_kept():
    for i in range(storage.KEEP_FINISHED_AUTOSAVES + 3):
        match = a_match()
        match.state.phase = "over"  # finished
        storage.autosave(match, f"done{i}")
    storage.autosave_path("broken").write_text("{")
    storage.prune_autosaves()
    names = sorted(p.name for p in storage.autosave_dir().glob("*.json"))
    assert "broken.json" in names
    assert len([n for n in names if n.startswith("done")]) == storage.KEEP_FINISHED_AUTOSAVES


def test_two_schotten_autosaves_of_different_variants_are_told_apart():
    """Play testers saw a base and a tactical game under the same label on Load: the save's line
    names the variant (and a match's round and points)."""
    from game.core import i18n

    for match_id, options in (("base", {}), ("tactical", {"tactical": True}), ("match", {"rounds": 3})):
        match = Match(RULES, MatchConfig("schotten", [Seat("Ana"), Seat("Rui")], options, seed=1))
        storage.autosave(match, match_id)
    lines = {i.path.stem: i18n.tr(i.progress) for i in storage.list_saves(lookup)}
    assert lines["base"] != lines["tactical"]
    assert lines["base"].startswith("Base game") and lines["tactical"].startswith("Tactical")
    assert lines["match"] == "Base game · round 1 of 3 · points 0–0"
