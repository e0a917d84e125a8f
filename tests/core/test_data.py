"""DataError names file, entry and problem for malformed YAML."""

from pathlib import Path

import pytest

from game.core import data as core_data
from game.core.data import MAX_NUMBER, DataError, Node, PureStrictLoader, StrictLoader, load_yaml
from game.core.paths import DATA_DIR
from game.games.schotten.components import load_cards

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


# -- the strict safe loader: C and pure Python alike ----------------------------------------

LOADERS = pytest.mark.parametrize("loader", [StrictLoader, PureStrictLoader], ids=["c", "python"])


def refused(tmp_path, text, loader=StrictLoader) -> DataError:
    path = tmp_path / "bad.yaml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_yaml(path, loader)
    assert err.value.file == path
    return err.value


@LOADERS
@pytest.mark.parametrize(
    "text",
    ["a: 1\nb: 2\na: 3\n", "top:\n  x: 1\n  x: 1\n", "- {id: a, id: b}\n", "{1: a, 1: b}\n"],
    ids=["block", "nested", "flow", "number-keys"],
)
def test_a_key_written_twice_is_refused_with_its_line(tmp_path, loader, text):
    err = refused(tmp_path, text, loader)
    assert "appears twice" in err.problem and err.entry.startswith("line ")


@LOADERS
@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("x: !!python/object/apply:os.system ['echo hi']\n", "constructor"),
        ("x: !!python/name:os.system\n", "constructor"),
        ("a: &x [1, 2]\nb: [*x, *x]\n", "aliases"),
        ("x: " + "[" * 100_000 + "]" * 100_000 + "\n", ""),
        ("x: " + "9" * 5000 + "\n", "too large"),
        ("x: [1, 2\ny: 3\n", ""),
        ("", "empty"),
        ("# only a comment\n", "empty"),
        (b"x: \xff\xfe\n", "cannot be read"),
    ],
    ids=["object-tag", "name-tag", "alias", "deep", "5000-digits", "syntax", "empty", "comment-only", "not-utf8"],
)
def test_hostile_yaml_is_a_data_error_naming_the_file(tmp_path, loader, text, problem, monkeypatch):
    monkeypatch.setattr("os.system", lambda *a: pytest.fail("a tag ran a command"))
    err = refused(tmp_path, text, loader)
    assert problem in err.problem and err.file.name == "bad.yaml"


def test_the_real_files_load_with_both_loaders():
    for path in sorted(DATA_DIR.rglob("*.yaml")):
        assert load_yaml(path, StrictLoader) == load_yaml(path, PureStrictLoader), path


# -- typed accessors ----------------------------------------------------------------------


def node(value) -> Node:
    return Node(Path("data/x.yaml"), value)


@pytest.mark.parametrize("value", [True, False, "3", 3.5, None, [3], 10**12, -(10**12)])
def test_a_number_must_be_a_whole_number_in_range(value):
    with pytest.raises(DataError) as err:
        node({"n": value}).get("n", int)
    assert "'n'" in err.value.problem and err.value.entry == "(top level)"


def test_numbers_have_a_default_bound_and_a_given_one():
    assert node({"n": MAX_NUMBER}).get("n", int) == MAX_NUMBER
    with pytest.raises(DataError):
        node({"n": MAX_NUMBER + 1}).get("n", int)
    with pytest.raises(DataError, match="at most 5"):
        node({"n": 6}).get("n", int, hi=5)
    with pytest.raises(DataError, match="a number from"):
        node({"n": float("nan")}).get("n", float, lo=0, hi=1)


def test_ints_checks_length_each_value_uniqueness_and_order():
    n = node({"v": [1, 2, 3]})
    assert n.ints("v", length=3, lo=1, hi=3, unique=True, rising=True) == (1, 2, 3)
    for value, kwargs, problem in [
        ([1, 2], {"length": 3}, "must list 3 values"),
        ([1, True, 3], {}, "whole number"),
        ([1, 10**12], {}, "at most"),
        ([1, 1], {"unique": True}, "twice"),
        ([2, 1], {"rising": True}, "smallest to the largest"),
        ([-1], {"lo": 0}, "at least 0"),
        ([1] * 3, {"length": 2, "what": "die faces"}, "the rulebook fixes 2 die faces"),
    ]:
        with pytest.raises(DataError) as err:
            node({"v": value}).ints("v", **kwargs)
        assert problem in err.value.problem, (value, err.value.problem)
        assert err.value.entry.startswith("v") or err.value.entry == "(top level)"


def test_names_must_be_known_and_listed_once():
    assert node({"v": ["a", "b"]}).names("v", ("a", "b", "c")) == ("a", "b")
    for value in (["a", "zz"], ["a", "a"], ["a", ["b"]], [], "a"):
        with pytest.raises(DataError):
            node({"v": value}).names("v", ("a", "b"))


def test_art_and_words_name_checks():
    assert node({"s": "leaf"}).get("s", str, art="icons/{}", words="schotten.colour.green") == "leaf"
    with pytest.raises(DataError, match="no art/icons/zz_unknown.svg"):
        node({"s": "zz_unknown"}).get("s", str, art="icons/{}")
    with pytest.raises(DataError, match="lower case"):
        node({"s": "../../etc/passwd"}).get("s", str, art="icons/{}")
    with pytest.raises(DataError, match="no string 'schotten.colour.zz'"):
        node({"s": "zz"}).get("s", str, words="schotten.colour.{}")


def test_an_unhashable_value_is_no_known_name():
    with pytest.raises(DataError, match="not a known name"):
        node({"k": [1]}).get("k", choices={"a", "b"})


# -- the gaps a mutation run found (issue 9, item 8) -------------------------------------


def test_schotten_refuses_bool_strengths_short_jokers_and_unknown_symbols(tmp_path):
    for old, new in [
        ("strengths: [7]", "strengths: [true]"),
        ("strengths: [1, 2, 3, 4, 5, 6, 7, 8, 9], joker: true}", "strengths: [1, 2, 3], joker: true}"),
        ("symbol: leaf", "symbol: clover"),
        ("{id: green, ", "{id: emerald, "),
        ("stones: 9", "stones: 1000000000000"),
        ("loser_per_stone: 1", "loser_per_stone: -1"),
        ("round_winner_starts_next: true", "round_winner_starts_next: sometimes"),
    ]:
        assert old in GOOD, old
        with pytest.raises(DataError) as err:
            load_variant(tmp_path, GOOD.replace(old, new, 1))
        assert err.value.file.name == "cards.yaml" and err.value.entry, (new, err.value)


def test_a_file_far_too_large_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("x: 1\n" + "#" * 2_100_000 + "\n")
    with pytest.raises(DataError, match="larger than any data file"):
        load_yaml(path)


# -- nothing loads silently: unread keys, typos, choices of the wrong type, counts -------------


def _node(tmp_path, text: str) -> Node:
    path = tmp_path / "thing.yaml"
    path.write_text(text, encoding="utf-8")
    return Node.load(path)


def test_a_key_no_loader_reads_is_refused_when_the_file_is_done(tmp_path):
    node = _node(tmp_path, "a: 1\nb: {c: 2, developp: false}\nlist: [{d: 1}, {d: 2, e: 3}]\n")
    assert node.get("a", int) == 1 and node.node("b").get("c", int) == 2
    assert [item.get("d", int) for item in node.node("list").items()] == [1, 2]
    with pytest.raises(DataError) as caught:
        node.done()  # the first unread key in the file's order
    assert caught.value.file.name == "thing.yaml" and caught.value.entry == "b"
    assert "unknown key(s) ['developp']" in caught.value.problem and "read here: c" in caught.value.problem
    node.node("b").get("developp", bool)
    with pytest.raises(DataError) as caught:
        node.done()
    assert caught.value.entry == "list[1]" and "['e']" in caught.value.problem
    node.node("list").child(1, node.value["list"][1]).get("e", int)
    node.done()


def test_an_optional_key_read_with_its_default_is_read(tmp_path):
    node = _node(tmp_path, "a: 1\n")
    assert node.get("a", int) == 1 and node.get("develop", bool, default=True) is True
    node.done()
    assert core_data.optional_keys()[(f"{tmp_path.name}/thing.yaml", "develop")] == {"true"}


def test_a_missing_key_points_at_the_misspelt_one_written(tmp_path):
    node = _node(tmp_path, "effect: {extra_activation: 1}\n")
    with pytest.raises(DataError) as caught:
        node.node("effect").get("extra_activations", int)
    assert caught.value.entry == "effect"
    assert "missing key 'extra_activations' ('extra_activation' is written: a typo?)" in caught.value.problem


@pytest.mark.parametrize("value", [1, 0, 1.0, "true", [True], {"a": True}])
def test_a_choice_of_the_wrong_type_is_no_choice(value):
    node = Node(Path("choices.yaml"), {"flag": value}, "choices")
    with pytest.raises(DataError) as caught:
        node.get("flag", choices=(True, False))
    assert "not a known name" in caught.value.problem


def test_a_census_names_the_count_that_differs():
    node = Node(Path("map.yaml"), {"towns": {}}, "").node("towns")
    node.census({"coal icons": 15, "iron icons": 9}, {"coal icons": 15, "iron icons": 9}, "the sheet")
    with pytest.raises(DataError) as caught:
        node.census({"coal icons": 14, "iron icons": 9}, {"coal icons": 15, "iron icons": 9}, "the sheet (2.1)")
    assert caught.value.entry == "towns" and caught.value.problem == "the sheet (2.1) counts 15 coal icons, found 14"
    with pytest.raises(DataError, match="counts no gold icons, found 1"):
        node.census({"gold icons": 1}, {}, "the sheet")
