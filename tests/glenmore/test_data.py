"""Glen More's data files load, hold the rulebook's counts, and malformed copies fail with a
DataError naming the file, the entry and the problem."""

import shutil

import pytest

from game.core.data import DataError
from game.core.paths import DATA_DIR
from game.games.glenmore.components import ANY_RESOURCE, game_data, load_game_data

SOURCE = DATA_DIR / "glenmore"


def test_the_real_files_load_with_the_rulebook_counts():
    data = game_data()
    decks = [sum(1 for t in data.tiles if t.deck == d) for d in range(4)]
    assert decks == [8, 23, 19, 17]
    assert len(data.start_tiles) == 5 and len(data.tiles) == 72
    assert len(data.cards) == 13
    assert data.board.difference_vp == (0, 1, 2, 3, 5, 8)
    assert data.board.prices == (1, 2, 3)
    assert data.resources == ("wood", "stone", "sheep", "cattle", "grain")
    assert all(t.river or t.road for t in data.tiles if t.deck == 0)
    assert sum(1 for t in data.tiles if t.river and t.deck >= 0) == 16
    assert sum(1 for t in data.tiles if t.road and t.deck >= 0) == 18
    assert data.kinds["iona_abbey"].produce == ANY_RESOURCE


def copy_with(tmp_path, file, old, new, count=1):
    folder = tmp_path / "glenmore"
    shutil.copytree(SOURCE, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= count, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return folder


def error(folder) -> str:
    with pytest.raises(DataError) as caught:
        load_game_data(folder)
    return str(caught.value)


def test_missing_key(tmp_path):
    folder = copy_with(tmp_path, "tiles.yaml", "forest: {name: forest, border: yellow, ", "forest: {name: forest, ")
    message = error(folder)
    assert "tiles.yaml" in message and "kinds.forest (forest)" in message and "missing key 'border'" in message


def test_wrong_type(tmp_path):
    folder = copy_with(tmp_path, "tiles.yaml", "- {deck: 0, kind: quarry", "- {deck: zero, kind: quarry")
    message = error(folder)
    assert "tiles[0] (quarry)" in message and "'deck' must be a whole number" in message


def test_unknown_name(tmp_path):
    folder = copy_with(tmp_path, "tiles.yaml", "kind: bridge, edge: river", "kind: castle_glamis, edge: river")
    message = error(folder)
    assert "tiles[65]" in message and "'castle_glamis', not a known name" in message


def test_unknown_resource_in_a_cost(tmp_path):
    folder = copy_with(tmp_path, "tiles.yaml", "cost: {stone: 1}", "cost: {slate: 1}")
    message = error(folder)
    assert "kinds.distillery" in message and "'slate' is not a known name" in message


def test_wrong_deck_count(tmp_path):
    folder = copy_with(tmp_path, "tiles.yaml", "  - {deck: 3, kind: quarry, edge: road}            # 67\n", "")
    assert "the rulebook fixes 17 tiles in deck 3, found 16" in error(folder)


def test_wrong_card_count(tmp_path):
    cawdor = "  cawdor_castle: {deck: 3, bonnets: 3, timing: scoring, effect: {chieftain_factor: 1}}\n"
    folder = copy_with(tmp_path, "cards.yaml", cawdor, "")
    message = error(folder)
    assert "cards.yaml" in message and "13 special-location cards, found 12" in message


def test_card_effect_must_fit_its_timing(tmp_path):
    folder = copy_with(tmp_path, "cards.yaml", "timing: game_end, effect: {vp_per_tile: 2, border: green}",
                       "timing: on_take, effect: {vp_per_tile: 2, border: green}")
    message = error(folder)
    assert "cards.loch_morar (loch_morar).effect" in message and "unknown key(s)" in message


def test_setup_must_leave_the_right_number_of_spaces(tmp_path):
    folder = copy_with(tmp_path, "board.yaml", "5: {die: false, market_filled: 0, tiles: 8}",
                       "5: {die: false, market_filled: 0, tiles: 9}")
    message = error(folder)
    assert "board.yaml" in message and "setup.players.5" in message and "leave 8 spaces for tiles, not 9" in message


def test_an_activation_has_exactly_one_effect(tmp_path):
    folder = copy_with(tmp_path, "tiles.yaml", "activate: {produce: wood}", "activate: {produce: wood, moves: 1}")
    assert "exactly one of produce, moves, convert, exchange" in error(folder)


def test_only_safe_yaml(tmp_path):
    folder = copy_with(tmp_path, "board.yaml", "  spaces: 14", "  spaces: !!python/object/apply:os.system ['true']")
    assert "not valid YAML" in error(folder)
