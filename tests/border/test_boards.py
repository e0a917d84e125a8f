"""The four boards of data/border/boards.yaml: every constraint, and clear errors for broken files."""

import copy
from itertools import combinations

import pytest
import yaml

from game.core.data import DataError, Node
from game.core.paths import DATA_DIR
from game.games.border.components import (
    board_set,
    dice_to_close,
    hex_neighbours,
    load_boards,
    main,
    parse_picture,
)

SOURCE = DATA_DIR / "border" / "boards.yaml"
BS = board_set()
G = BS.geometry


# -- the shipped boards ---------------------------------------------------------------


def test_counts_fixed_by_the_rulebook():
    assert len(BS.boards) == 4 and len(G.areas) == 9 and len(BS.colours) == 6
    assert BS.dice == 5 and BS.rolls == 3 and BS.end_areas == 6
    assert [c.id for c in BS.colours] == ["grey", "red", "yellow", "blue", "orange", "green"]
    assert len(G.whites) == 2
    # one segment of each length 2-5 per colour: 6 x 14 coloured spaces + 2 white ones
    assert len(G.spaces) == 6 * (2 + 3 + 4 + 5) + 2 == 86


@pytest.mark.parametrize("board", BS.boards, ids=lambda b: b.id)
def test_one_segment_of_each_length_per_colour(board):
    found = sorted((s.colour, s.length) for s in board.segments)
    assert found == [(c, n) for c in range(6) for n in (2, 3, 4, 5)]
    covered = sorted(sp for s in board.segments for sp in s.spaces)
    assert covered == sorted(set(range(len(G.spaces))) - set(G.whites)), "every coloured space in one segment"


@pytest.mark.parametrize("board", BS.boards, ids=lambda b: b.id)
def test_segments_are_connected_runs_and_same_colours_never_touch(board):
    for seg in board.segments:
        assert all(board.colour_of[s] == seg.colour for s in seg.spaces)
        reached, todo = {seg.spaces[0]}, [seg.spaces[0]]
        while todo:
            for t in G.neighbours[todo.pop()]:
                if t in seg.spaces and t not in reached:
                    reached.add(t)
                    todo.append(t)
        assert reached == set(seg.spaces)
    for a, b in combinations(board.segments, 2):
        if a.colour == b.colour:
            assert not any(t in b.spaces for s in a.spaces for t in G.neighbours[s]), (a.index, b.index)


@pytest.mark.parametrize("board", BS.boards, ids=lambda b: b.id)
def test_white_spaces_are_the_same_uncoloured_corners_on_every_board(board):
    assert [board.colour_of[w] for w in G.whites] == [-1, -1]
    cells = [G.spaces[w] for w in G.whites]
    top_left = min(G.spaces, key=lambda c: (c[0], c[1]))
    bottom_right = max(G.spaces, key=lambda c: (c[0], c[1]))
    assert cells == [top_left, bottom_right]


def test_every_area_is_closed_by_its_ring():
    for area in G.areas:
        cells = set(area.cells)
        for cell in cells:
            for q in hex_neighbours(*cell):
                assert q in cells or G.space_at(q) in area.ring, (area.id, q)
        ring = set(area.ring)
        for s in ring:
            assert sum(1 for t in G.neighbours[s] if t in ring) >= 2
    assert all(G.areas_of_space[s] for s in range(len(G.spaces))), "every space borders an area"
    assert any(len(a) >= 3 for a in G.areas_of_space), "junction spaces touch three areas"
    assert any(len(a) == 1 for a in G.areas_of_space) and any(len(a) == 2 for a in G.areas_of_space)


def test_area_values_four_to_twelve_later_half_and_bigger_is_worth_more():
    assert sorted(a.first for a in G.areas) == list(range(4, 13))
    assert all(a.later == a.first // 2 for a in G.areas)
    by_size = sorted(G.areas, key=lambda a: (len(a.ring), len(a.cells)))
    assert [a.first for a in by_size] == sorted(a.first for a in G.areas)
    well, villa = G.areas[BS.area_index("well")], G.areas[BS.area_index("villa")]
    assert (well.first, well.later, villa.first, villa.later) == (4, 2, 9, 4)


def test_the_four_colourings_differ_and_are_balanced():
    colourings = {b.colour_of for b in BS.boards}
    assert len(colourings) == 4
    for area in G.areas:
        dice = [dice_to_close(b, area, G.white_mask) for b in BS.boards]
        assert max(dice) - min(dice) <= 4, (area.id, dice)
    totals = [sum(dice_to_close(b, a, G.white_mask) for a in G.areas) for b in BS.boards]
    assert max(totals) - min(totals) <= 6


def test_report_prints_every_board(capsys):
    assert main(["--report"]) == 0
    out = capsys.readouterr().out
    for board in BS.boards:
        assert f"board {board.id}" in out
    assert "balance summary" in out


# -- broken files ------------------------------------------------------------------------


def raw():
    return yaml.safe_load(SOURCE.read_text(encoding="utf-8"))


def load(tmp_path, data):
    path = tmp_path / "boards.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return load_boards(Node.load(path))


def set_cell(picture: str, row: int, col: int, token: str) -> str:
    rows = [line.split() for line in picture.splitlines() if line.strip()]
    rows[row][col] = token
    return "\n".join(" ".join(r) for r in rows) + "\n"


def cell(picture: str, row: int, col: int) -> str:
    return [line.split() for line in picture.splitlines() if line.strip()][row][col]


def broken(tmp_path, mutate) -> DataError:
    data = raw()
    mutate(data)
    with pytest.raises(DataError) as err:
        load(tmp_path, data)
    return err.value


def test_the_source_file_round_trips(tmp_path):
    assert load(tmp_path, raw()).boards[0].colour_of == BS.boards[0].colour_of


def test_missing_key(tmp_path):
    err = broken(tmp_path, lambda d: d.pop("geometry"))
    assert "missing key 'geometry'" in err.problem and err.file.name == "boards.yaml"
    err = broken(tmp_path, lambda d: d["areas"][3].pop("first"))
    assert err.entry == "areas[3]" and "missing key 'first'" in err.problem


def test_wrong_type(tmp_path):
    err = broken(tmp_path, lambda d: d["numbers"].update(dice="five"))
    assert err.entry == "numbers" and "'dice' must be a whole number" in err.problem
    err = broken(tmp_path, lambda d: d["boards"][1].update(picture=["not", "text"]))
    assert "boards[1] (summer).picture" in err.entry and "must be text" in err.problem


def test_unknown_name(tmp_path):
    def mutate(d):
        d["boards"][2]["picture"] = set_cell(d["boards"][2]["picture"], 0, 2, "p")
    err = broken(tmp_path, mutate)
    assert "autumn" in err.entry and "'p' is not a known name" in err.problem
    err = broken(tmp_path, lambda d: d.update(geometry=set_cell(d["geometry"], 1, 1, "Z")))
    assert "'Z' is not a known name" in err.problem
    err = broken(tmp_path, lambda d: d.update(extra=1))
    assert "unknown key" in err.problem


def test_wrong_count(tmp_path):
    err = broken(tmp_path, lambda d: d["areas"].pop())
    assert "the rulebook fixes 9 areas, found 8" in err.problem
    err = broken(tmp_path, lambda d: d["boards"].pop())
    assert "the rulebook fixes 4 boards, found 3" in err.problem
    err = broken(tmp_path, lambda d: d["colours"].pop())
    assert "6 dice colours" in err.problem
    err = broken(tmp_path, lambda d: d.update(geometry=set_cell(d["geometry"], 0, 1, "+")))
    assert "2 white spaces, found 1" in err.problem


def _recolour(data, board, row, col, letter):
    data["boards"][board]["picture"] = set_cell(data["boards"][board]["picture"], row, col, letter)


def test_two_segments_of_one_colour_touching(tmp_path):
    # Recolour a space next to a 5-segment with its colour: the run grows past 5.
    board = BS.boards[0]
    five = next(s for s in board.segments if s.length == 5)
    letter = BS.colours[five.colour].letter
    neighbours = [t for s in five.spaces for t in G.neighbours[s] if board.segment_of[t] not in (-1, five.index)]
    data = raw()
    r, c = G.spaces[neighbours[0]]
    data["boards"][0]["picture"] = set_cell(data["boards"][0]["picture"], r, c, letter)
    with pytest.raises(DataError) as err:
        load(tmp_path, data)
    assert "spring" in err.value.entry
    assert "two segments of one colour may not touch" in err.value.problem


def test_missing_segment_length(tmp_path):
    data = raw()
    board = BS.boards[3]
    two = next(s for s in board.segments if s.length == 2)
    # recolour the 2-segment: its colour loses its segment of 2 (or another colour gets two)
    other = next(c for c in BS.colours if c.index != two.colour)
    for s in two.spaces:
        r, c = G.spaces[s]
        data["boards"][3]["picture"] = set_cell(data["boards"][3]["picture"], r, c, other.letter)
    with pytest.raises(DataError) as err:
        load(tmp_path, data)
    assert "winter" in err.value.entry


def test_white_space_moved_or_coloured(tmp_path):
    err = broken(tmp_path, lambda d: _recolour(d, 1, 0, 1, "r"))
    assert "the white space must stay W" in err.problem
    def move(d):
        _recolour(d, 1, 0, 2, "W")
    err = broken(tmp_path, move)
    assert "white spaces are only where the geometry has them" in err.problem


def test_areas_touching_or_open_to_the_edge(tmp_path):
    geometry = raw()["geometry"]
    # Fill the border space between castle (A) and villa (B) in row 1 with an A: the areas touch.
    row = [line.split() for line in geometry.splitlines() if line.strip()][1]
    col = row.index("B") - 1
    assert cell(geometry, 1, col) == "+"
    err = broken(tmp_path, lambda d: d.update(geometry=set_cell(d["geometry"], 1, col, "A")))
    assert "touch" in err.problem or "several pieces" in err.problem or "ring" in err.problem
    # Remove an edge space next to the castle: its ring is no longer closed.
    err = broken(tmp_path, lambda d: d.update(geometry=set_cell(d["geometry"], 2, 0, ".")))
    assert "not closed" in err.problem or "closed chain" in err.problem


def test_values_must_follow_the_rules(tmp_path):
    err = broken(tmp_path, lambda d: d["areas"][0].update(later=4))
    assert "half of 'first' rounded down" in err.problem
    def swap(d):
        d["areas"][4].update(first=12, later=6)   # the well, the smallest area
        d["areas"][6].update(first=4, later=2)    # the meadow, the biggest
    err = broken(tmp_path, swap)
    assert "bigger area must be worth at least as much" in err.problem


def test_pictures_with_ragged_rows(tmp_path):
    err = broken(tmp_path, lambda d: d.update(geometry=d["geometry"].replace("W\n", "W +\n", 1)))
    assert "row 0 has 15 cells" in err.problem or "cells, row 0 has" in err.problem


def test_board_picture_must_match_the_geometry(tmp_path):
    err = broken(tmp_path, lambda d: _recolour(d, 0, 1, 1, "C"))
    assert "area A of the geometry" in err.problem


def test_parse_picture_ignores_indentation():
    node = Node(SOURCE, " + A\n+ B\n", "x")
    assert parse_picture(node) == {(0, 0): "+", (0, 1): "A", (1, 0): "+", (1, 1): "B"}


def test_data_error_message_names_file_entry_and_problem(tmp_path):
    err = broken(tmp_path, lambda d: d["areas"][2].update(later="three"))
    assert "boards.yaml" in str(err) and "areas[2]" in str(err) and "whole number" in str(err)


def test_deep_copy_guard():
    # the shipped data must not be mutated by tests that copy it
    assert copy.deepcopy(raw()) == raw()
