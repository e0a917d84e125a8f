"""Hostile and damaged files: every one is reported with a clear reason, none stops the app,
and neither the file nor its ``.bak`` changes by a single byte.

The mutations are seeded (the same on every run): truncation at random points, byte flips,
wrong JSON types at every place of the file, hostile depth, huge numbers, NaN, NUL and
other unusual characters, inserted illegal and foreign actions, a future version, another
game's save, and empty, binary and folder-in-place-of-file.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from game import games, storage
from game.core import i18n
from game.core.i18n import Msg
from game.core.match import SaveError
from game.tools.catalog import demo_match

SEED = 9
TRUNCATIONS = 60
FLIPS = 60
DEEP = 100_000
COUNTS: dict[str, int] = {}
"""Mutations tried per file kind (printed by ``-s``; the report of issue 9 quotes them)."""


# -- the good files --------------------------------------------------------------------


def good_save(game: str = "schotten", moves: int = 10) -> dict:
    data = demo_match(game, moves=moves).to_json()
    data["name"] = "evening"
    return data


def good_settings() -> dict:
    settings = storage.Settings(language="pt", player_names=["Ana", "Rui"])
    settings.last_setups = {"schotten": {"seats": [{"name": "Ana", "kind": "human", "level": ""}], "options": {}}}
    return settings.to_json()


def dumps(data) -> bytes:
    return json.dumps(data, separators=(",", ":")).encode()


# -- mutations -------------------------------------------------------------------------


def paths_of(data, prefix=()):
    """Every place in a JSON tree, as a tuple of keys and indexes."""
    yield prefix
    if isinstance(data, dict):
        for k, v in data.items():
            yield from paths_of(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data[:6]):
            yield from paths_of(v, (*prefix, i))


def replaced(data, path, value):
    if not path:
        return value
    copy = json.loads(json.dumps(data))
    node = copy
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return copy


def deep(n: int = DEEP) -> str:
    return "[" * n + "]" * n


WRONG_VALUES = [None, True, 0, -1, 1.5, "", "x", [], {}, [[1]], {"k": []}, ["a", None]]
HUGE = ["9" * 5000, "-" + "9" * 5000, "1e999", "-1e400", "NaN", "Infinity", str(2**70)]
ODD_TEXT = ["A\x00na", "\x00", "\x1b[31m", "\u202eevil", "\ud800", "a" * 100_000, "CON", "../../x"]


def mutations(good: dict, rng: random.Random, kind: str):
    """(label, bytes) pairs: each a way the file can arrive."""
    raw = dumps(good)
    for _ in range(TRUNCATIONS):
        cut = rng.randrange(len(raw))
        yield f"truncated@{cut}", raw[:cut]
    for _ in range(FLIPS):
        at = rng.randrange(len(raw))
        flipped = bytearray(raw)
        flipped[at] ^= 1 << rng.randrange(8)
        yield f"flip@{at}", bytes(flipped)
    places = list(paths_of(good))
    for place in places:
        value = rng.choice(WRONG_VALUES)
        yield f"type{place}={value!r}", dumps(replaced(good, place, value))
    for place in rng.sample(places, min(12, len(places))):
        text = dumps(replaced(good, place, "@@")).replace(b'"@@"', deep().encode())
        yield f"deep{place}", text
        number = rng.choice(HUGE)
        yield f"huge{place}={number[:12]}", dumps(replaced(good, place, "@@")).replace(b'"@@"', number.encode())
        odd = rng.choice(ODD_TEXT)
        yield f"text{place}={odd[:8]!r}", json.dumps(replaced(good, place, odd)).encode()
    yield "deep-document", deep().encode()
    yield "huge-document", HUGE[0].encode()
    yield "empty", b""
    yield "spaces", b"   \n"
    yield "binary", bytes(range(256)) * 8
    yield "utf16", json.dumps(good).encode("utf-16")
    yield "bom", b"\xef\xbb\xbf" + raw
    yield "null", b"null"
    yield "list", b"[1,2,3]"
    if kind != "settings":
        yield from save_specific(good)


def save_specific(good: dict):
    actions = good["actions"]
    decision = next(i for i, a in enumerate(actions) if a["kind"] == "schotten.play")
    for label, extra in [
        ("illegal-repeat", actions[decision]),
        ("illegal-stone", {"kind": "schotten.play", "card": actions[decision]["card"], "stone": 63}),
        ("illegal-negative", {"kind": "schotten.play", "card": -1, "stone": -1}),
        ("foreign-action", {"kind": "glenmore.draw", "tile": 2}),
        ("unknown-action", {"kind": "nothing.at_all"}),
        ("missing-fields", {"kind": "schotten.play"}),
        ("extra-fields", {**actions[decision], "surprise": [1, 2]}),
        ("chance-out-of-order", {"kind": "schotten.deal", "card": 1}),
    ]:
        for at in (decision, len(actions)):
            changed = json.loads(json.dumps(good))
            changed["actions"].insert(at, extra)
            yield f"{label}@{at}", dumps(changed)
    yield "future-version", dumps({**good, "version": 99})
    yield "version-zero", dumps({**good, "version": 0})
    yield "version-bool", dumps({**good, "version": True})
    yield "other-format", dumps({**good, "format": "something-else"})
    yield "other-game", dumps(replaced(good, ("config", "game"), "glenmore"))
    yield "unknown-game", dumps(replaced(good, ("config", "game"), "chess"))
    yield "no-seats", dumps(replaced(good, ("config", "seats"), []))
    yield "progress-list", dumps(replaced(good, ("summary", "progress", "params"), [1, 2]))
    yield "progress-key", dumps(replaced(good, ("summary", "progress", "key"), "../../etc/passwd"))
    yield "redo-garbage", dumps(replaced(good, ("redo",), [{"kind": 5}]))


# -- the checks ------------------------------------------------------------------------


def snapshot(path: Path) -> tuple[bytes | None, bytes | None]:
    def read(p: Path) -> bytes | None:
        return p.read_bytes() if p.is_file() else None

    return read(path), read(storage.backup_path(path))


def assert_clear(reason: Msg) -> None:
    assert isinstance(reason, Msg)
    assert reason.key == "" or i18n.has(reason.key), reason.key
    text = i18n.tr(reason)
    assert text and "Traceback" not in text and text != reason.key


def place(path: Path, content: bytes | str) -> None:
    """Put ``content`` at ``path``: bytes as a file, "DIR" as a folder in its place."""
    if path.is_dir():
        shutil.rmtree(path)
    elif path.exists():
        path.unlink()
    if content == "DIR":
        path.mkdir(parents=True)
        (path / "inside.json").write_text("{}")
    else:
        path.write_bytes(content)


def check_match_file(path: Path, content, autosave: bool) -> str:
    """Every way the app reads a save; returns 'loaded' or 'refused'."""
    place(path, content)
    before = snapshot(path)
    outcome = "loaded"
    try:
        storage.load_match(path, games.rules_or_none)
    except SaveError as exc:
        assert_clear(exc.reason)
        outcome = "refused"
    info = storage.verify(storage.read_info(path, autosave), games.rules_or_none)
    if outcome == "refused":
        assert info.error is not None, "a save that does not load must look damaged in the Load list"
        assert_clear(info.error)
    for listed in storage.list_saves(games.rules_or_none):
        for text in (listed.error, listed.progress):
            if text is not None:
                i18n.tr(text)
    storage.latest_autosave()
    storage.prune_autosaves()
    assert snapshot(path) == before, "the file or its .bak changed"
    return outcome


@pytest.mark.parametrize("kind", ["autosave", "save"])
def test_every_damaged_save_is_refused_with_a_reason_and_left_untouched(kind):
    rng = random.Random(SEED)
    good = good_save()
    folder = storage.autosave_dir() if kind == "autosave" else storage.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "target.json"
    storage.backup_path(path).write_bytes(dumps(good))
    outcomes = {"loaded": 0, "refused": 0}
    for label, content in [*mutations(good, rng, kind), ("folder", "DIR")]:
        try:
            outcomes[check_match_file(path, content, kind == "autosave")] += 1
        except AssertionError as exc:
            raise AssertionError(f"{kind} mutation {label}: {exc}") from None
    COUNTS[kind] = sum(outcomes.values())
    print(f"{kind}: {COUNTS[kind]} mutations, {outcomes}")
    assert outcomes["refused"] > outcomes["loaded"]


def test_settings_mutations_never_stop_loading_and_are_set_aside_untouched():
    rng = random.Random(SEED)
    good = good_settings()
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tried = aside = 0
    for label, content in [*mutations(good, rng, "settings"), ("folder", "DIR")]:
        for old in path.parent.glob("settings.unreadable*"):
            shutil.rmtree(old) if old.is_dir() else old.unlink()
        place(path, content)
        settings, notice = storage.load_settings()
        tried += 1
        assert isinstance(settings, storage.Settings), label
        check_settings_shape(settings, label)
        kept = list(path.parent.glob("settings.unreadable*"))
        if notice is None:
            assert not kept and path.exists(), label
            continue
        aside += 1
        assert_clear(notice)
        assert len(kept) == 1 and not path.exists(), label
        if content == "DIR":
            assert kept[0].is_dir()
        else:
            assert kept[0].read_bytes() == content, label
        storage.save_settings(settings)  # the defaults can be written where the file was
    COUNTS["settings"] = tried
    print(f"settings: {tried} mutations, {aside} set aside")
    assert aside > tried // 3


def check_settings_shape(settings: storage.Settings, label: str) -> None:
    assert settings.animation_speed in storage.Settings.ANIMATION_SPEEDS, label
    assert settings.ui_scale in storage.Settings.UI_SCALES, label
    assert all(isinstance(n, str) and n.isprintable() and n for n in settings.player_names), label
    assert isinstance(settings.language, str) and isinstance(settings.fullscreen, bool), label
    for game, setup in settings.last_setups.items():
        assert isinstance(game, str) and isinstance(setup["seats"], list) and isinstance(setup["options"], dict)
        assert all(s["name"].isprintable() for s in setup["seats"]), label
    json.dumps(settings.to_json())


def test_other_games_saves_are_refused_too():
    """An illegal and a foreign action in a Glen More save (the kind issue 9 item 4 found)."""
    good = good_save("glenmore", moves=4)
    path = storage.saves_dir() / "glen.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    decisions = [i for i, a in enumerate(good["actions"]) if not a["kind"].endswith(("draw", "deal"))]
    for extra in ({"kind": "schotten.play", "card": 1, "stone": 1}, good["actions"][decisions[0]]):
        changed = json.loads(json.dumps(good))
        changed["actions"].insert(decisions[-1] + 1, extra)
        assert check_match_file(path, dumps(changed), False) == "refused"


def test_restore_offers_the_backup_and_keeps_the_damaged_file():
    match = demo_match("schotten", moves=6)
    storage.autosave(match, "m")
    storage.autosave(demo_match("schotten", moves=8), "m")  # the first version is now the .bak
    path = storage.autosave_path("m")
    bak_bytes = storage.backup_path(path).read_bytes()
    path.write_bytes(path.read_bytes()[:100])
    info = storage.verify(storage.read_info(path, True), games.rules_or_none)
    assert info.error is not None and info.backup == storage.backup_path(path)
    kept = storage.restore_backup(path)
    assert kept is not None and kept.read_bytes()[:100] == kept.read_bytes() and len(kept.read_bytes()) == 100
    assert not kept.name.endswith(".json")  # no longer listed on the Load screen
    assert path.read_bytes() == bak_bytes == storage.backup_path(path).read_bytes()
    assert storage.load_match(path, games.rules_or_none).state.to_json() == match.state.to_json()


def test_no_restore_offered_when_the_backup_is_damaged_too():
    path = storage.autosave_path("m")
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{")
    storage.backup_path(path).write_bytes(b"[")
    info = storage.read_info(path, True)
    assert info.error is not None and info.backup is None
    with pytest.raises(SaveError):
        storage.restore_backup(path)
    assert path.read_bytes() == b"{"


@pytest.mark.parametrize(
    "name",
    ["CON", "con", "Con.json", "NUL", "nul.txt", "PRN", "AUX", "COM1", "com9.save", "LPT1", "lpt9", "CON ", "con."],
)
def test_windows_reserved_names_are_refused(name):
    problem = storage.save_name_problem(name)
    assert problem is not None and problem.key == "core.save.name_reserved"
    with pytest.raises(SaveError):
        storage.save_named(demo_match("schotten", moves=2), name)
    assert not storage.saves_dir().exists() or not list(storage.saves_dir().iterdir())


@pytest.mark.parametrize("name", ["", "   ", "a\x00b", "tab\there", "a/b", "..", "a\\b", "what?", "<x>", "!!!", "..."])
def test_unsafe_names_are_refused_with_a_message(name):
    problem = storage.save_name_problem(name)
    assert problem is not None
    assert_clear(problem)


@pytest.mark.parametrize("name", ["Evening", "Noite de sábado", "console", "COM10", "nullable", "LPT", "game 2"])
def test_ordinary_names_are_accepted(name):
    assert storage.save_name_problem(name) is None
    path = storage.save_named(demo_match("schotten", moves=2), name)
    assert path.exists() and storage.read_info(path).name == name
