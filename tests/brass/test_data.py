"""Brass's data files load with the counts the rules fix, and malformed copies fail with a
DataError naming the file, the entry and the problem."""

import shutil

import pytest

from game.core.data import DataError
from game.core.paths import DATA_DIR
from game.games.brass.components import INDUSTRIES, brass_data, load_brass_data

SOURCE = DATA_DIR / "brass"


def test_the_real_files_load_with_the_rulebook_counts():
    data = brass_data()
    kinds = [loc.kind for loc in data.locations]
    assert (kinds.count("town"), kinds.count("farm"), kinds.count("merchant")) == (20, 2, 5)
    assert len(data.spaces) == 49
    assert len(data.links) == 39
    assert sum(1 for li in data.links if li.canal) == 31 and sum(1 for li in data.links if li.rail) == 38
    assert len(data.deck) == 40
    assert sum(1 for c in data.deck if data.card_types[c].kind == "location") == 27
    assert sorted({c for c in data.deck if data.card_types[c].kind == "industry"}) == [
        "brewery",
        "coal_mine",
        "iron_works",
        "pottery",
    ]
    assert data.wild_piles == {"wild_location": 4, "wild_industry": 4}
    assert [sum(lv.count for lv in ind.levels) for ind in data.industries] == [11, 11, 5, 7, 4, 7]
    assert len(data.automa_cards) == 22
    groups = [c.group for c in data.automa_cards]
    assert (groups.count("A"), groups.count("B"), groups.count("C")) == (12, 4, 6)
    assert [c.id for c in data.automa_cards if c.first_turn == "develop"] == [7, 12, 15, 17, 20, 22]
    assert sum(t.count for t in data.merchant_tiles.values()) == 5 == len(data.merchant_space_location)
    mats = data.difficulty.mats
    assert {name: sum(map(sum, rows)) for name, rows in mats.items()} == {
        "standard": 45,
        "easy": 42,
        "medium": 35,
        "hard": 32,
    }
    assert data.board.coal.prices == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7)
    assert (data.board.coal.start, data.board.coal.empty, data.board.iron.start, data.board.iron.empty) == (13, 8, 8, 6)


def test_income_track_levels_and_loan_targets():
    board = brass_data().board
    level = board.level
    assert [level(s) for s in (0, 9, 10, 11, 12, 13, 29, 30, 31, 33, 34, 60, 61, 64, 65, 96, 97, 99)] == [
        -10,
        -1,
        0,
        1,
        1,
        2,
        10,
        10,
        11,
        11,
        12,
        20,
        21,
        21,
        22,
        29,
        30,
        30,
    ]
    assert board.top_space(-3) == 7 and board.top_space(5) == 20 and board.top_space(12) == 36
    assert len(board.track_levels) == 100


def test_markets_price_the_cheapest_cube_and_pay_for_the_dearest_space():
    coal = brass_data().board.coal
    assert coal.buy_price(13) == 1 and coal.buy_price(12) == 2 and coal.buy_price(0) == 8
    assert coal.sell_price(13) == 1 and coal.sell_price(0) == 7 and coal.sell_price(14) is None
    assert coal.buy_cost(3, 4) == 6 + 7 + 7 + 8


def test_custom_choices_cover_the_industries_whose_rows_differ():
    data = brass_data()
    assert [INDUSTRIES[i] for i in data.difficulty.custom_industries] == [
        "cotton_mill",
        "manufacturer",
        "coal_mine",
        "iron_works",
        "brewery",
    ]


def copy_with(tmp_path, file, old, new, count=1):
    folder = tmp_path / "brass"
    shutil.copytree(SOURCE, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= count, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return folder


def error(folder) -> str:
    with pytest.raises(DataError) as caught:
        load_brass_data(folder)
    return str(caught.value)


def test_missing_key(tmp_path):
    folder = copy_with(
        tmp_path,
        "industries.yaml",
        "{count: 3, cost: 12, coal: 0, iron: 0, beer: 1, vp: 5,",
        "{count: 3, coal: 0, iron: 0, beer: 1, vp: 5,",
    )
    message = error(folder)
    assert "industries.yaml" in message and "cotton_mill level 1" in message and "missing key 'cost'" in message


def test_wrong_type(tmp_path):
    folder = copy_with(tmp_path, "automa.yaml", "develop_iron_max: 3}", "develop_iron_max: three}")
    message = error(folder)
    assert "automa.yaml" in message and "card 2" in message and "'develop_iron_max' must be a whole number" in message


def test_unknown_town_on_a_line(tmp_path):
    folder = copy_with(
        tmp_path, "map.yaml", "{ends: [belper, leek], type: rail}", "{ends: [belper, lichfield], type: rail}"
    )
    message = error(folder)
    assert "map.yaml" in message and "links[1]" in message and "lichfield" in message


def test_unknown_town_on_an_automa_card(tmp_path):
    folder = copy_with(tmp_path, "automa.yaml", "{network: [coventry]}", "{network: [lichfield]}")
    message = error(folder)
    assert "card 1" in message and "'lichfield'" in message and "not a known name" in message


def test_wrong_line_count(tmp_path):
    folder = copy_with(tmp_path, "map.yaml", "  - {ends: [walsall, wolverhampton], type: both}\n", "")
    assert "the board has 39 lines, found 38" in error(folder)


def test_wrong_automa_card_count(tmp_path):
    folder = copy_with(tmp_path, "automa.yaml", "groups: {A: 12, B: 4, C: 6}", "groups: {A: 12, B: 4, C: 7}")
    message = error(folder)
    assert "automa.yaml" in message and "groups" in message


def test_wrong_deck_total(tmp_path):
    folder = copy_with(
        tmp_path,
        "cards.yaml",
        "brewery:               {builds: [brewery], counts: [5, 5, 5]}",
        "brewery:               {builds: [brewery], counts: [4, 5, 5]}",
    )
    message = error(folder)
    assert "cards.yaml" in message and "totals" in message
    assert "fixes [13, 19, 23] industry cards (2/3/4 players), found [12, 19, 23]" in message


def test_tile_count_on_the_mat(tmp_path):
    folder = copy_with(
        tmp_path,
        "industries.yaml",
        "- {count: 2, cost: 7, coal: 0, iron: 0, makes: 3",
        "- {count: 3, cost: 7, coal: 0, iron: 0, makes: 3",
    )
    assert "the rulebook fixes 7 coal_mine tiles, found 8" in error(folder)


def test_difficulty_row_above_the_standard_mat(tmp_path):
    folder = copy_with(tmp_path, "difficulty.yaml", "    coal_mine:    [0, 2, 2, 2]", "    coal_mine:    [0, 3, 2, 2]")
    message = error(folder)
    assert "difficulty.yaml" in message and "mats.easy" in message and "from 0 to 2" in message


def test_merchant_tiles_must_fill_the_spaces(tmp_path):
    folder = copy_with(
        tmp_path,
        "merchants.yaml",
        "blank:        {buys: [], counts: [2, 3, 3]}",
        "blank:        {buys: [], counts: [1, 3, 3]}",
    )
    message = error(folder)
    assert "merchants.yaml" in message and "[4, 7, 9]" in message


def test_a_market_with_the_wrong_number_of_spaces(tmp_path):
    folder = copy_with(
        tmp_path,
        "board.yaml",
        "prices: [1, 1, 2, 2, 3, 3, 4, 4, 5, 5], start: 8",
        "prices: [1, 2, 2, 3, 3, 4, 4, 5, 5], start: 8",
    )
    message = error(folder)
    assert "board.yaml" in message and "iron" in message and "10 market spaces, found 9" in message
