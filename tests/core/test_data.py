"""DataError names file, entry and problem for malformed YAML."""

import pytest

from game.core.data import DataError, Node, load_yaml
from game.games.schotten.cards import load_cards

GOOD = (__import__("game.core.paths", fromlist=["DATA_DIR"]).DATA_DIR / "schotten" / "cards.yaml").read_text()


def load_variant(tmp_path, text):
    path = tmp_path / "cards.yaml"
    path.write_text(text)
    return load_cards(Node.load(path))


def test_the_real_file_loads():
    cs = load_cards(Node.load_game_file("schotten", "cards.yaml"))
    assert cs.clan_count == 54 and len(cs.tactics) == 10


def test_missing_key(tmp_path):
    with pytest.raises(DataError) as err:
        load_variant(
            tmp_path,
            GOOD.replace(
                "  - {id: spy,        family: elite,  effect: wild, strengths: [7]}",
                "  - {id: spy,        family: elite,  strengths: [7]}",
            ),
        )
    e = err.value
    assert e.file.name == "cards.yaml" and "tactics[2] (spy)" in e.entry and "missing key 'effect'" in e.problem


def test_wrong_type(tmp_path):
    with pytest.raises(DataError) as err:
        load_variant(tmp_path, GOOD.replace("stones: 9", "stones: nine"))
    assert "'stones' must be a whole number" in str(err.value)


def test_unknown_name(tmp_path):
    with pytest.raises(DataError) as err:
        load_variant(tmp_path, GOOD.replace("effect: steal", "effect: pickpocket"))
    assert "traitor" in err.value.entry and "not a known name" in err.value.problem


def test_wrong_count(tmp_path):
    with pytest.raises(DataError) as err:
        load_variant(tmp_path, GOOD.replace("  - {id: traitor,    family: ruse,   effect: steal}\n", ""))
    assert "fixes 10 tactic cards, found 9" in str(err.value)


def test_yaml_syntax_error_names_the_line(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text("a: [1, 2\nb: 3\n")
    with pytest.raises(DataError) as err:
        load_yaml(path)
    assert "line" in err.value.entry and "not valid YAML" in err.value.problem


def test_missing_file(tmp_path):
    with pytest.raises(DataError) as err:
        load_yaml(tmp_path / "nope.yaml")
    assert "missing" in str(err.value)


def test_only_safe_yaml(tmp_path):
    path = tmp_path / "evil.yaml"
    path.write_text("x: !!python/object/apply:os.system ['echo hi']\n")
    with pytest.raises(DataError):
        load_yaml(path)
