"""The three scorings (difference to the lowest count), the final scoring and the tie-break."""

from game.games.glenmore.rules import scoring
from game.games.glenmore.rules.state import OVER
from tests.glenmore.helpers import DATA, RULES, new_game, put, tiles_of


def test_difference_table():
    assert [DATA.board.difference_points(d) for d in range(8)] == [0, 1, 2, 3, 5, 8, 8, 8]


def test_the_rulebook_scoring_example():
    """Anna 3 + 2 + 1, Bruno 0 + 1 + 1, Clara 3 + 5 + 0, Danny 8 + 0 + 0."""
    state = new_game(4)
    state.whisky = [3, 0, 3, 6]
    state.chieftains = [2, 1, 4, 0]
    state.cards = [["loch_morar"], ["loch_lochy"], [], []]
    record = scoring.score_round(DATA, state, 1)
    assert record["vp"] == [[3, 2, 1], [0, 1, 1], [3, 5, 0], [8, 0, 0]]
    assert [state.total_points(s) for s in range(4)] == [6, 2, 8, 8]
    assert state.whisky == [3, 0, 3, 6], "nothing is spent"


def test_bonnets_count_as_chieftains():
    state = new_game(2)
    state.chieftains = [0, 1]
    state.cards = [["cawdor_castle"], []]
    record = scoring.score_round(DATA, state, 2)
    assert record["counts"] == [[0, 3, 1], [0, 1, 0]]
    assert record["vp"] == [[0, 2, 1], [0, 0, 0]]


def test_the_rulebook_tile_penalty_example():
    state = new_game(4)
    supply = iter(state.decks[1] + state.decks[2] + state.decks[3])
    for seat, size in enumerate((15, 13, 16, 13)):
        for i in range(size - 1):
            put(state, seat, 1 + i, 5 + seat, next(supply))
    assert scoring.tile_penalties(DATA, state) == [-6, 0, -9, 0]


def test_final_scoring_adds_cards_coins_and_the_penalty():
    state = new_game(2)
    put(state, 0, 1, 0, tiles_of("forest")[0])
    state.cards[0] = ["iona_abbey"]
    state.coins = [4, 9]
    record = scoring.final_scoring(DATA, state)
    assert record["end_cards"] == [2, 0]
    assert record["coins"] == [4, 9]
    assert record["penalty"] == [-3, 0]
    assert [state.total_points(s) for s in range(2)] == [3, 9]


def test_tie_break_by_resources_left_then_shared():
    state = new_game(3)
    state.phase = OVER
    for seat in range(3):
        state.points[seat]["tiles"] = 20
    put(state, 1, 1, 0, tiles_of("forest")[0], wood=2)
    put(state, 2, 1, 0, tiles_of("forest")[1], wood=2)
    assert RULES.ranking(state) == [2, 0, 0]
    assert RULES.rewards(state) == [0.0, 0.75, 0.75]
